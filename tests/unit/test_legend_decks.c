/*
 * test_legend_decks.c — the legends' own decks and ability cards as a match
 * deals them (CARD-1, CARD-6, ABIL-1; docs/legends.md), and the two core
 * card effects the decks add: "cooldown" (COOL-5 as a card) and
 * "restore_squad" (DMG-7 for the squad).
 *
 * Games are set up on an open yard with the legends on the map; a staged
 * hand is taken from the legend's own deck; rf_check runs after every
 * staging and every choice.
 */
#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "legend_play.h"
#include "data/loaders.h"
#include "rules/engine/engine.h"
#include "rules/cards/effect_ops.h"

enum { RED = 0, BLUE = 1 };

static const rf_content *content(void)
{
    static rf_content *c;
    if (!c) c = tu_content_plus(NULL, "test_abilities.json");
    return c;
}

static const rf_map *yard(void)
{
    static rf_map *m;
    if (!m) {
        static const char text[] =
            "{ \"name\": \"Deck yard\", \"source\": \"test_legend_decks.c\", \"size\": [12, 12],\n"
            "  \"components\": [ { \"type\": \"respawn_beacon\", \"at\": [0, 0] } ] }\n";
        m = tu_map_text(content(), "deck-yard.json", text);
    }
    return m;
}

typedef tu_spot spot;

static rf_game *game(const spot *s, int n)
{
    return tu_game(content(), yard(), s, n, 7);
}

static const rf_card_def *card(const rf_game *g, int def) { return &g->content->cards.card[def]; }

/* Every card legend l holds (hand, deck, discard) is of deck `deck`, and
 * there are `n` of them. */
static void holds_deck(const rf_game *g, int l, const char *deck, int n)
{
    const rf_legend *lg = &g->legend[l];
    assert_int_equal(lg->hand_n + lg->deck_n + lg->discard_n, n);
    for (int i = 0; i < lg->hand_n; i++) assert_string_equal(card(g, lg->hand[i])->deck, deck);
    for (int i = 0; i < lg->deck_n; i++) assert_string_equal(card(g, lg->deck[i])->deck, deck);
}

/* Past the turn's "which legend" decision to legend l's "which action". */
static void activate(rf_game *g, int l)
{
    char label[64];
    snprintf(label, sizeof label, "activate %s", g->legend[l].name);
    rf_decision d;
    rf_pending(g, &d);
    if (d.legend != l || g->active != l) lp_choose_label(g, label);
}

/* covers: CARD-1 CARD-6 ABIL-1
 * A set-up naming "*" gives each legend its own deck of data/legends.json
 * (8 cards, 3 in hand after Stage 2's draw) and its own ability cards. */
static void test_CARD_1_own_deck_and_abilities(void **state)
{
    (void)state;
    static const char *const names[] = { "Bangalore", "Gibraltar", "Bloodhound", "Wraith",
                                         "Lifeline", "Pathfinder" };
    for (int k = 0; k < 6; k += 2) {
        spot s[2] = { { names[k], RED, 2, 5, "*", "*" }, { names[k + 1], BLUE, 9, 5, "*", "*" } };
        rf_game *g = game(s, 2);
        for (int l = 0; l < 2; l++) {
            const rf_legend_def *d = NULL;
            for (int i = 0; i < content()->legends.n; i++)
                if (strcmp(content()->legends.legend[i].name, names[k + l]) == 0)
                    d = &content()->legends.legend[i];
            assert_non_null(d);
            holds_deck(g, l, d->deck, RF_DECK_SIZE);
            assert_int_equal(g->legend[l].hand_n, 3);                       /* STAGE2-3 */
            for (int slot = 0; slot < RF_ABIL_SLOTS; slot++) {
                int a = g->abil.def[l][slot];
                if (a >= 0) assert_string_equal(content()->abilities.ab[a].legend, d->abilities);
            }
        }
        rf_game_free(g);
    }
}

/* covers: COOL-5
 * "Cooldown 1" (Smoke Refit): each of the legend's cooldown tokens moves 1
 * left; one at position 1 leaves the track and is available (COOL-4). */
static void test_COOL_5_cooldown_card(void **state)
{
    (void)state;
    spot s[2] = { { "Bangalore", RED, 2, 5, "*", "test" }, { "Wraith", BLUE, 9, 9, "*", "" } };
    rf_game *g = game(s, 2);
    rf_abil_token *tac = &g->abil.tok[0][RF_ABIL_TACTICAL][0];
    rf_abil_token *ult = &g->abil.tok[0][RF_ABIL_ULTIMATE][0];
    tac->where = RF_TOK_COOLDOWN, tac->at = 2;
    ult->where = RF_TOK_COOLDOWN, ult->at = 1;
    tu_check(g);
    lp_hand(g, 0, "bn-smoke-refit");
    activate(g, 0);
    lp_choose_label(g, "play Smoke Refit");
    assert_int_equal(tac->where, RF_TOK_COOLDOWN);
    assert_int_equal(tac->at, 1);
    assert_int_equal(ult->where, RF_TOK_SUPPLY);                            /* COOL-4 */
    assert_int_equal(g->legend[0].discard_n, 1);                            /* CARD-5 */
    rf_game_free(g);
}

/* covers: DMG-7 TERM-2
 * "Squad restore 10 health, range 0-1" (Combat Medic, 1 AP): Lifeline and
 * the squadmate next to her restore; a squadmate 3 away and an adjacent
 * enemy do not. */
static void test_DMG_7_restore_squad_card(void **state)
{
    (void)state;
    spot s[4] = { { "Lifeline", RED, 5, 5, "*", "" }, { "Bangalore", RED, 6, 6, "", "" },
                  { "Wraith", RED, 8, 5, "", "" }, { "Gibraltar", BLUE, 4, 5, "", "" } };
    rf_game *g = game(s, 4);
    for (int l = 0; l < 4; l++) g->legend[l].vitals.health = 10;
    tu_check(g);
    lp_hand(g, 0, "ll-combat-medic");
    activate(g, 0);
    int ap = g->ap;
    lp_choose_label(g, "play Combat Medic");
    assert_int_equal(g->ap, ap - 1);                                        /* CARD-3 */
    assert_int_equal(g->legend[0].vitals.health, 20);         /* TERM-2: itself too */
    assert_int_equal(g->legend[1].vitals.health, 20);
    assert_int_equal(g->legend[2].vitals.health, 10);                       /* out of range */
    assert_int_equal(g->legend[3].vitals.health, 10);                       /* an enemy */
    rf_game_free(g);
}

/* The designed decks are each 8 cards of known effects (CARD-6). */
static void test_CARD_6_every_legend_deck_is_eight_cards(void **state)
{
    (void)state;
    const rf_content *c = content();
    int ids[RF_MAX_CARD_DEFS];
    for (int i = 0; i < c->legends.n; i++) {
        const rf_legend_def *d = &c->legends.legend[i];
        int n = cards_of_deck(&c->cards, d->deck, ids, RF_MAX_CARD_DEFS);
        if (n != RF_DECK_SIZE) fail_msg("%s's deck '%s' has %d cards", d->name, d->deck, n);
        for (int k = 0; k < n; k++) {
            const rf_card_def *cd = &c->cards.card[ids[k]];
            assert_true(cd->effect < RF_EFF_COUNT || effect_card_fx_of(cd->effect) != NULL);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_CARD_1_own_deck_and_abilities),
        cmocka_unit_test(test_COOL_5_cooldown_card),
        cmocka_unit_test(test_DMG_7_restore_squad_card),
        cmocka_unit_test(test_CARD_6_every_legend_deck_is_eight_cards),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
