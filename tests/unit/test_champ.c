/*
 * test_champ.c — the Champions mode's content and its game-free rules
 * (RULES.md CHAMP-1 … CHAMP-21, EX-CHAMP-1, EX-CHAMP-2; data/champions.json;
 * rules/champ.h; docs/modes.md). The mode's match flow is not wired yet
 * (setup.c refuses it): these tests check the data and the feat cards'
 * life cycle, the bottom effects' numbers and loot turned into locks.
 */
#define _DEFAULT_SOURCE                   /* mkdtemp */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "testutil.h"
#include "data/loaders.h"
#include "rules/modes/champ/champ.h"

static const rf_champ_content *champ(void) { return &tu_content()->champ; }

/* covers: CHAMP-1 CHAMP-3 CHAMP-4 CHAMP-7 CHAMP-10 CHAMP-12 CHAMP-14 CHAMP-15
 * The loaded numbers are the printed ones. */
static void test_CHAMP_7_numbers(void **state)
{
    (void)state;
    const rf_champ_rules *r = &champ()->rules;
    assert_true(champ()->loaded);
    assert_int_equal(r->champions, 2);
    assert_int_equal(r->challengers, 4);
    assert_int_equal(r->shield, 70);
    assert_int_equal(r->health, 70);
    assert_int_equal(r->respawn_shield, 60);
    assert_int_equal(r->respawn_health, 60);
    assert_int_equal(r->ap, 3);
    assert_int_equal(r->death_boxes, 2);
    assert_int_equal(r->weapons_drawn, 4);
    assert_int_equal(r->weapons_kept, 2);
    assert_int_equal(r->feats_kept, 3);
    assert_int_equal(r->bin_unlocks, 2);
    assert_int_equal(r->bin_draws, 2);
    assert_int_equal(r->challengers_vp, 2);
    assert_int_equal(r->champions_vp, 4);
}

/* covers: CHAMP-5 CHAMP-19 CHAMP-20
 * One deck is B-F-1 … B-F-6 in order, each card with a top and a bottom
 * effect of distinct handlers and a text. */
static void test_CHAMP_5_feat_deck(void **state)
{
    (void)state;
    unsigned tops = 0, bottoms = 0;
    for (int i = 0; i < RF_CHAMP_FEATS; i++) {
        const rf_champ_feat *f = &champ()->feat[i];
        char want[16];
        snprintf(want, sizeof want, "B-F-%d", i + 1);
        assert_string_equal(f->id, want);
        assert_true(f->name[0] && f->top.text[0] && f->bottom.text[0]);
        tops |= 1u << f->top.handler;
        bottoms |= 1u << f->bottom.handler;
    }
    assert_int_equal(tops, (1u << RF_CTOP_COUNT) - 1);
    assert_int_equal(bottoms, (1u << RF_CBOT_COUNT) - 1);
}

/* covers: CHAMP-16 CHAMP-7
 * The Boss side prints grenades and consumables only, each once, and keeps
 * the standard side's items (frag grenade, shield cell: EX-CHAMP-2). */
static void test_CHAMP_16_boss_side(void **state)
{
    (void)state;
    const rf_content *c = tu_content();
    assert_true(champ()->nboss >= c->equipment.nspaces);
    for (int i = 0; i < c->equipment.nspaces; i++) {
        bool found = false;
        for (int j = 0; j < champ()->nboss; j++) found |= champ()->boss_item[j] == c->equipment.item[i];
        assert_true(found);
    }
    for (int j = 0; j < champ()->nboss; j++) {
        const rf_loot_def *l = &c->catalog.loot[champ()->boss_item[j]];
        assert_true(l->family == RF_LOOT_GRENADE || l->family == RF_LOOT_CONSUMABLE);
    }
}

/* covers: CHAMP-5 CHAMP-10 CHAMP-14
 * The champions' fully kitted deck is the 16 red-backed cards without
 * FK-W-16 (the Throwing Knife): 15 cards, enough for both champions' 4
 * (CHAMP-10) and a bin's 2 (CHAMP-14). */
static void test_CHAMP_5_kitted_deck_without_knife(void **state)
{
    (void)state;
    const rf_catalog *c = &tu_content()->catalog;
    uint8_t deck[32];
    int n = champ_kitted_deck(c, deck, 32);
    assert_int_equal(n, 15);
    for (int i = 0; i < n; i++) {
        assert_true(c->weapon[deck[i]].kitted);
        assert_string_not_equal(c->weapon[deck[i]].id, "FK-W-16");
        char want[16];
        snprintf(want, sizeof want, "FK-W-%d", i + 1);
        assert_string_equal(c->weapon[deck[i]].id, want);
    }
    assert_true(n >= 2 * champ()->rules.weapons_drawn + champ()->rules.bin_draws);
}

/* Load data/ with champions.json edited by a sed expression. */
static rf_status load_edited(const char *sed, rf_error *err)
{
    return tu_load_edited("champions.json", sed, err);
}

/* covers: CHAMP-7 CHAMP-19 CHAMP-5 CHAMP-2
 * champions.json is validated on load; errors name file, line and field. */
static void test_CHAMP_7_data_validated(void **state)
{
    (void)state;
    rf_error err;
    assert_int_equal(load_edited("s/\"shield\": 70/\"shield\": 60/", &err), RF_E_DATA);
    assert_non_null(strstr(err.file, "champions.json"));
    assert_true(err.line > 0);
    assert_non_null(strstr(err.field, "rules.shield"));
    assert_non_null(strstr(err.message, "CHAMP-7"));
    /* CHAMP-2: the game's 12 lock tokens, not the box's 31 */
    assert_int_equal(load_edited("s/\"lock_tokens\": 12/\"lock_tokens\": 31/", &err), RF_E_DATA);
    assert_non_null(strstr(err.field, "rules.lock_tokens"));
    assert_non_null(strstr(err.message, "CHAMP-2"));
    /* a bottom (constant) handler cannot be a top effect (CHAMP-19) */
    assert_int_equal(load_edited("s/\"effect\": \"restore_shield\"/\"effect\": \"thorns\"/",
                                 &err), RF_E_DATA);
    assert_non_null(strstr(err.field, "feats[4].top.effect"));
    /* the deck is B-F-1 … B-F-6 in order (CHAMP-5) */
    assert_int_equal(load_edited("s/\"B-F-6\"/\"B-F-7\"/", &err), RF_E_DATA);
    assert_non_null(strstr(err.field, "feats[5].id"));
    /* numbers in range for the effect (its line of data/effect_list.h) */
    assert_int_equal(load_edited("s/\"damage\": 50/\"damage\": 90/", &err), RF_E_DATA);
    assert_string_equal(err.field, "feats[1].bottom.args.damage");
    assert_non_null(strstr(err.message, "must be 1 to 70, got 90"));
}

/* champions.json edited by sed must be refused at `field`, saying `words`. */
static void expect_refused(const char *sed, const char *field, const char *words)
{
    rf_error err;
    assert_int_equal(load_edited(sed, &err), RF_E_DATA);
    assert_non_null(strstr(err.file, "champions.json"));
    assert_true(err.line > 0);
    if (strcmp(err.field, field) != 0 || !strstr(err.message, words))
        fail_msg("field '%s': %s (wanted field '%s' with '%s')", err.field, err.message, field,
                 words);
}

/* covers: CHAMP-19 CHAMP-20
 * A feat effect's arguments are named by its line of the one effect list
 * (data/effect_list.h): an unknown name, a missing one, a value of the
 * wrong type, the old positional "a" and an argument of an effect that
 * takes none are refused with file, line and field. */
static void test_CHAMP_19_feat_args_named(void **state)
{
    (void)state;
    expect_refused("s/\"damage\": 50 }/\"damage\": 50, \"cap\": 1 }/",
                   "feats[1].bottom.args.cap", "'damage_cap' has no argument 'cap'");
    expect_refused("s/, \"args\": { \"tokens\": 2 }//", "feats[5].top.args.tokens",
                   "'unlock' needs its argument 'tokens'");
    expect_refused("s/\"damage\": 50/\"damage\": \"50\"/", "feats[1].bottom.args.damage",
                   "expected the damage at the most of 'damage_cap'");
    expect_refused("s/\"args\": { \"damage\": 50 }/\"a\": [50]/", "feats[1].bottom.a",
                   "unknown field 'a'");
    expect_refused("s/\"effect\": \"ignore_headshots\",/\"effect\": \"ignore_headshots\", "
                   "\"args\": { \"damage\": 1 },/",
                   "feats[3].bottom.args.damage", "'ignore_headshots' has no argument 'damage'");
}

/* The field tables (ju_fields.h) of champions.json: an unknown key, a wrong
 * type and a value out of range refused with file, line and field, the
 * last two citing the field's rule. */
static void test_champ_fields_refused(void **state)
{
    (void)state;
    rf_error err;
    assert_int_equal(load_edited("s/\"ap\": 3/\"ap\": 3, \"colour\": 1/", &err), RF_E_DATA);
    assert_true(err.line > 0);
    assert_string_equal(err.field, "rules.colour");
    assert_non_null(strstr(err.message, "unknown field 'colour'"));
    assert_int_equal(load_edited("s/\"ap\": 3/\"ap\": \"3\"/", &err), RF_E_DATA);
    assert_string_equal(err.field, "rules.ap");
    assert_non_null(strstr(err.message, "(CHAMP-12)"));
    assert_int_equal(load_edited("s/\"ap\": 3/\"ap\": 300/", &err), RF_E_DATA);
    assert_string_equal(err.field, "rules.ap");
    assert_non_null(strstr(err.message, "out of range"));
    assert_non_null(strstr(err.message, "(CHAMP-12)"));
    assert_int_equal(load_edited("s/\"id\": \"B-F-2\"/\"id\": 2/", &err), RF_E_DATA);
    assert_string_equal(err.field, "feats[1].id");
    assert_non_null(strstr(err.message, "(CHAMP-5)"));
}

/* covers: CHAMP-10 CHAMP-18 CHAMP-19 CHAMP-20 EX-CHAMP-1
 * Gibraltar keeps 3 cards; in his first turn he puts B-F-3 (lower the
 * shooter's fire rate: enemies with high fire rates) face up and keeps the
 * other two; its bottom effect can be used again and again; each hand card
 * is played once for its top effect (then on the champion discard pile);
 * at the next champion turn every kept card comes back. */
static void test_EX_CHAMP_1_active_card(void **state)
{
    (void)state;
    rf_champ_feats f;
    assert_false(champ_feats_keep(&f, 0x0f));            /* 4 cards: no */
    assert_true(champ_feats_keep(&f, 1u << 0 | 1u << 2 | 1u << 4));
    assert_int_equal(champ()->feat[2].bottom.handler, RF_CBOT_LOWER_FIRE_RATE);
    assert_false(champ_feats_turn_start(&f, true, 1));    /* not kept */
    assert_true(champ_feats_turn_start(&f, true, 2));
    assert_int_equal(f.active, 2);
    assert_int_equal(f.hand, 1u << 0 | 1u << 4);
    for (int shot = 0; shot < 3; shot++) assert_true(champ_feats_bottom(&f, 2));
    assert_false(champ_feats_bottom(&f, 0));              /* a hand card's bottom: no */
    assert_false(champ_feats_play_top(&f, 2));            /* the active card is not in hand */
    assert_true(champ_feats_play_top(&f, 0));
    assert_false(champ_feats_play_top(&f, 0));            /* once per round */
    assert_int_equal(f.discard, 1u << 0);
    assert_true(champ_feats_bottom(&f, 2));
    assert_true(champ_feats_turn_start(&f, false, 4));    /* CHAMP-18 (1): all back */
    assert_int_equal(f.hand, 1u << 0 | 1u << 2);
    assert_int_equal(f.discard, 0);
    assert_true(champ_feats_play_top(&f, 0));
    assert_false(champ_feats_bottom(&f, 2));
    /* B-F-3's bottom against a fire rate 4 weapon: 2, never under 1 */
    assert_int_equal(champ_fire_rate(4, champ()->feat[2].bottom.a[0]), 2);
    assert_int_equal(champ_fire_rate(1, 2), 1);
}

/* covers: CHAMP-20
 * The other bottom effects' numbers: one miss per 2 spaces rounding up
 * (B-F-1), the damage cap (B-F-2). */
static void test_CHAMP_20_bottom_numbers(void **state)
{
    (void)state;
    int per = champ()->feat[0].bottom.a[0];
    assert_int_equal(per, 2);
    assert_int_equal(champ_misses(1, per), 1);
    assert_int_equal(champ_misses(2, per), 1);
    assert_int_equal(champ_misses(3, per), 2);
    assert_int_equal(champ_misses(0, per), 0);
    assert_int_equal(champ_capped(64, champ()->feat[1].bottom.a[0]), 50);
    assert_int_equal(champ_capped(12, 50), 12);
}

/* covers: EX-CHAMP-2 CHAMP-21
 * Loba (champion) scores 1 hit + 1 headshot with Thief's Artistry: the
 * target's 2 loot tokens are removed from the game and she takes 2 lock
 * tokens of her choice off her board (shield cell and frag grenade). */
static void test_EX_CHAMP_2_loot_becomes_unlocks(void **state)
{
    (void)state;
    enum { FRAG = 0, THERMITE = 1, SYRINGE = 2, CELL = 3 };
    assert_int_equal(champ()->boss_item[FRAG], catalog_loot(&tu_content()->catalog, "frag_grenade"));
    assert_int_equal(champ()->boss_item[CELL], catalog_loot(&tu_content()->catalog, "shield_cell"));
    uint8_t locks = 1u << FRAG | 1u << THERMITE | 1u << SYRINGE | 1u << CELL;
    const int choice[] = { CELL, FRAG, SYRINGE };
    assert_int_equal(champ_loot_to_unlocks(&locks, 2, choice, 3), 2);
    assert_int_equal(locks, 1u << THERMITE | 1u << SYRINGE);
    /* with fewer lock tokens on the board, fewer come off */
    const int again[] = { CELL, FRAG, THERMITE };
    assert_int_equal(champ_loot_to_unlocks(&locks, 2, again, 3), 1);
    assert_int_equal(locks, 1u << SYRINGE);
}

/* covers: CHAMP-21
 * Loot a champion would have to take off its backpack locks as many free
 * spaces of its choice instead; no lock token left in the supply, no lock. */
static void test_CHAMP_21_loot_taken_becomes_locks(void **state)
{
    (void)state;
    uint8_t locks = 1u << 1;
    const int order[] = { 1, 0, 2, 3 };
    assert_int_equal(champ_loot_to_locks(&locks, champ()->nboss, 2, 10, order, 4), 2);
    assert_int_equal(locks, 1u << 0 | 1u << 1 | 1u << 2);
    assert_int_equal(champ_loot_to_locks(&locks, champ()->nboss, 2, 0, order, 4), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_CHAMP_7_numbers),
        cmocka_unit_test(test_CHAMP_5_feat_deck),
        cmocka_unit_test(test_CHAMP_16_boss_side),
        cmocka_unit_test(test_CHAMP_5_kitted_deck_without_knife),
        cmocka_unit_test(test_CHAMP_7_data_validated),
        cmocka_unit_test(test_champ_fields_refused),
        cmocka_unit_test(test_CHAMP_19_feat_args_named),
        cmocka_unit_test(test_EX_CHAMP_1_active_card),
        cmocka_unit_test(test_CHAMP_20_bottom_numbers),
        cmocka_unit_test(test_EX_CHAMP_2_loot_becomes_unlocks),
        cmocka_unit_test(test_CHAMP_21_loot_taken_becomes_locks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
