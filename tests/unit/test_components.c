/*
 * test_components.c — the box's contents as the content holds them
 * (RULES.md COMP-3, COMP-5, COMP-7, COMP-8): the numbers of the rule book
 * against what data/ loads. A data file that drifts from the book (a card
 * too many, a token kind miscounted) fails here, whatever its designed
 * contents are.
 */
#include <string.h>

#include "testutil.h"
#include "data/loaders.h"
#include "rules/modes/br/victory.h"

/* covers: COMP-5
 * 14 Aim cards, 48 basic weapon cards, 8 ring movement cards, 18 supply
 * bin cards, 4 deployment cards and 8 coordinate tokens. */
static void test_COMP_5_cards(void **state)
{
    (void)state;
    const rf_content *c = tu_content();
    int basic = 0;                /* copies in the basic deck (special cards have none) */
    for (int i = 0; i < c->catalog.nweapons; i++) basic += c->catalog.weapon[i].count;
    assert_int_equal(basic, 48);
    assert_int_equal(RF_AIM_DECK, 14);
    assert_int_equal(c->ring_cards.n, 8);
    assert_int_equal(c->catalog.nbins, 18);
    assert_int_equal(RF_DEPLOY_CARDS, 4);
    for (int i = 0; i < RF_DEPLOY_CARDS; i++) assert_true(c->deploy.card[i].id[0] != '\0');
    for (int i = 0; i < RF_COORD_TOKENS; i++) assert_true(c->deploy.token[i] > 0);
}

/* covers: COMP-6
 * The markers and tokens the engine counts: 4 reward tokens, 4 supply drop
 * deployment markers (2 red, 2 blue), 12 death box tokens (2 per legend
 * board), 2 grenade template tokens (1 frag, 1 thermite), 8 coordinate
 * tokens, 31 lock tokens, 12 crafting material markers, 4 of the 6 flags
 * in Capture the Flag. (The rest — round, initiative and status markers,
 * squad rings and tiles, dials, ammo cubes, bags, replicator and event
 * tokens — are places or counts in the state, not a pool that can run out.) */
static void test_COMP_6_markers_and_tokens(void **state)
{
    (void)state;
    const rf_content *c = tu_content();
    assert_int_equal(c->rewards.n, 4);
    assert_int_equal(RF_DROP_MARKERS, 4);
    assert_int_equal(6 * RF_DEATH_BOXES, 12);
    assert_non_null(content_template(c, "frag"));
    assert_non_null(content_template(c, "thermite"));
    assert_int_equal(RF_COORD_TOKENS, 8);
    for (int i = 0; i < RF_COORD_TOKENS; i++) assert_true(c->deploy.token[i] > 0);
    assert_int_equal(c->equipment.lock_tokens, 31);
    assert_int_equal(RF_CRAFT_MARKERS, 12);
    assert_int_equal(RF_CTF_FLAGS, 4);
}

/* covers: COMP-7
 * 18 starting gear tokens (6 helmets, 6 body shields, 6 knockdown
 * shields); in the bags 50 common, 52 rare, 35 epic; 6 legendary. */
static void test_COMP_7_loot(void **state)
{
    (void)state;
    const rf_content *c = tu_content();
    int starting = 0, bag[RF_RARITY_COUNT] = { 0 };
    for (int i = 0; i < c->catalog.nloot; i++) {
        const rf_loot_def *l = &c->catalog.loot[i];
        if (l->starting) {
            starting += l->count;
            assert_int_equal(l->count, 6);
        } else {
            bag[l->rarity] += l->count;
        }
    }
    assert_int_equal(starting, 18);
    assert_int_equal(bag[RF_COMMON], 50);
    assert_int_equal(bag[RF_RARE], 52);
    assert_int_equal(bag[RF_EPIC], 35);
    assert_int_equal(bag[RF_LEGENDARY], 6);
}

/* covers: COMP-3
 * The box's objects a map may use: 10 supply bins, 4 respawn beacons, 8
 * zipline points, 8 roof-edge zipline points, 3 heat shields, 4 supply
 * drops (the inventory every map is checked against, MAP-5). */
static void test_COMP_3_objects(void **state)
{
    (void)state;
    static const struct { const char *kind; int count; } want[] = {
        { "supply_bin", 10 },    { "respawn_beacon", 4 }, { "zipline_point", 8 },
        { "roof_edge_zipline_point", 8 }, { "heat_shield", 3 }, { "supply_drop", 4 },
    };
    const rf_map_list *inv = content_map_list(tu_content(), RF_INVENTORY_ID);
    assert_non_null(inv);
    for (size_t w = 0; w < sizeof want / sizeof *want; w++) {
        int n = 0;
        for (int i = 0; i < inv->nitems; i++)
            if (strcmp(inv->item[i].kind, want[w].kind) == 0) n += inv->item[i].count;
        if (n != want[w].count) fail_msg("%s: %d in the inventory", want[w].kind, n);
    }
}

/* covers: COMP-8 ABIL-1
 * Every legend: 8 action cards, one Tactical and one Ultimate ability;
 * Bangalore's Smoke Launcher has 2 tokens (3 ability tokens in all). */
static void test_COMP_8_legends(void **state)
{
    (void)state;
    const rf_content *c = tu_content();
    int ids[RF_MAX_CARD_DEFS];
    assert_int_equal(c->legends.n, 7);
    for (int i = 0; i < c->legends.n; i++) {
        const rf_legend_def *d = &c->legends.legend[i];
        assert_int_equal(cards_of_deck(&c->cards, d->deck, ids, RF_MAX_CARD_DEFS), 8);
        int types[RF_ABIL_SLOTS] = { 0, 0 }, tokens = 0;
        for (int a = 0; a < c->abilities.n; a++)
            if (strcmp(c->abilities.ab[a].legend, d->abilities) == 0) {
                types[c->abilities.ab[a].type]++;
                tokens += c->abilities.ab[a].tokens;
            }
        if (types[RF_ABIL_TACTICAL] != 1 || types[RF_ABIL_ULTIMATE] != 1)
            fail_msg("%s has %d Tactical and %d Ultimate abilities", d->name,
                     types[RF_ABIL_TACTICAL], types[RF_ABIL_ULTIMATE]);
        assert_int_equal(tokens, strcmp(d->id, "bangalore") == 0 ? 3 : 2);
    }
}

/* covers: BR-2
 * Battle Royale's components as the content holds them: 4 reward tokens,
 * 2 death box tokens for each of 6 legend boards (12), 48 basic weapon
 * cards and 18 supply bin cards (COMP-5), the loot of COMP-7. */
static void test_BR_2_components(void **state)
{
    (void)state;
    const rf_content *c = tu_content();
    assert_int_equal(c->rewards.n, 4);
    assert_int_equal(6 * RF_DEATH_BOXES, 12);
    assert_int_equal(c->catalog.nbins, 18);
    int basic = 0;
    for (int i = 0; i < c->catalog.nweapons; i++) basic += c->catalog.weapon[i].count;
    assert_int_equal(basic, 48);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_COMP_5_cards),
        cmocka_unit_test(test_COMP_7_loot),
        cmocka_unit_test(test_COMP_6_markers_and_tokens),
        cmocka_unit_test(test_COMP_3_objects),
        cmocka_unit_test(test_COMP_8_legends),
        cmocka_unit_test(test_BR_2_components),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
