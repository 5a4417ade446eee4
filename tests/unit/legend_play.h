/*
 * legend_play.h — helpers for the legends' tests (test_bangalore.c,
 * test_gibraltar.c): a game on an open yard with the legends' own decks and
 * abilities ("*", data/legends.json), staged hands, decisions by code or by
 * label, a Shoot with or without a card, rf_check after every step and
 * illegal choices refused with nothing changed. Header-only (static
 * inline), so each test program takes what it uses.
 *
 * The yard, 14 x 12: a wall along the west edge of column 9, rows 0-2 (it
 * blocks sight at ground level); a 2 x 2 level-1 building at 3,9; respawn
 * beacons in the bottom corners.
 */
#ifndef RF_TEST_LEGEND_PLAY_H
#define RF_TEST_LEGEND_PLAY_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "turn_steps.h"
#include "data/loaders.h"
#include "rules/cards/abilities_play.h"
#include "data/cards.h"
#include "rules/engine/engine.h"
#include "rules/cards/hand.h"
#include "rules/engine/pieces.h"

enum { LP_RED = 0, LP_BLUE = 1, LP_TAC = RF_ABIL_TACTICAL, LP_ULT = RF_ABIL_ULTIMATE };

static inline const rf_map *lp_yard(void)
{
    static rf_map *m;
    if (!m) {
        static const char text[] =
            "{ \"name\": \"Legend yard\", \"source\": \"legend_play.h\", \"size\": [14, 12],\n"
            "  \"components\": [\n"
            "    { \"type\": \"wall\", \"edge\": \"v 9,0\", \"length\": 3 },\n"
            "    { \"type\": \"building\", \"at\": [3, 9], \"size\": \"2x2\" },\n"
            "    { \"type\": \"respawn_beacon\", \"at\": [0, 11] },\n"
            "    { \"type\": \"respawn_beacon\", \"at\": [13, 11] } ] }\n";
        m = tu_map_text(tu_content(), "legend-yard.json", text);
    }
    return m;
}

/* A legend of the set-up: its own deck and abilities ("*") unless `own` is
 * false (no deck, no abilities). */
typedef struct lp_spot { const char *name; int squad, x, y; bool own; } lp_spot;

/* The spots as tu_spot: "*" or "" for the deck and abilities. */
static inline void lp_spots(const lp_spot *s, int n, tu_spot out[RF_SETUP_MAX_LEGENDS])
{
    for (int i = 0; i < n && i < RF_SETUP_MAX_LEGENDS; i++)
        out[i] = (tu_spot){ s[i].name, s[i].squad, s[i].x, s[i].y, s[i].own ? "*" : "",
                            s[i].own ? "*" : "" };
}

static inline rf_game *lp_game(const lp_spot *s, int n, unsigned long long seed)
{
    tu_spot t[RF_SETUP_MAX_LEGENDS];
    lp_spots(s, n, t);
    rf_game *g = tu_game(tu_content(), lp_yard(), t, n, seed);
    for (int l = 0; l < n; l++)
        for (int w = 0; w < RF_WEAPON_SLOTS; w++) g->legend[l].ammo[w] = 5;   /* WEAPON-2 */
    tu_check(g);
    return g;
}

/* The code of the option whose label starts with `label`, 0 if none. */
static inline uint32_t lp_labelled(const rf_game *g, const char *label)
{
    static rf_option opt[RF_MAX_OPTIONS];
    int n = rf_options(g, opt, RF_MAX_OPTIONS);
    for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++)
        if (strncmp(opt[i].label, label, strlen(label)) == 0) return opt[i].code;
    return 0;
}

/* Choose the option whose label starts with `label`; false if there is none. */
static inline bool lp_try_label(rf_game *g, const char *label)
{
    uint32_t code = lp_labelled(g, label);
    if (code) tu_choose(g, code);
    return code != 0;
}

static inline void lp_choose_label(rf_game *g, const char *label)
{
    uint32_t code = lp_labelled(g, label);
    if (!code) fail_msg("no option '%s'", label);
    tu_choose(g, code);
}

static inline uint32_t lp_point(int i, int j, int level)
{
    return engine_code(OPT_ABIL_PLACE, 8 + level, i * 64 + j);
}

static inline uint32_t lp_cell(int x, int y)
{
    return engine_code(OPT_ABIL_PLACE, 0, geo_cell_index(geo_cell_make(x, y)));
}

/* Shield + health lost since the start (40 health, 20 shield: BR-4). */
static inline int lp_lost(const rf_game *g, int l)
{
    return 60 - g->legend[l].vitals.health - g->legend[l].vitals.shield;
}

/* ---- cards ---- */

static inline int lp_card_def(const rf_game *g, const char *id)
{
    const rf_cards *cs = &g->content->cards;
    for (int i = 0; i < cs->n; i++)
        if (strcmp(cs->card[i].id, id) == 0) return i;
    fail_msg("no card '%s'", id);
    return -1;
}

/* Legend l holds its 8 own cards of deck `deck` (hand, deck and discard:
 * CARD-1, CARD-6), card `id` among them. */
static inline void lp_holds_deck(const rf_game *g, int l, const char *deck, const char *id)
{
    const rf_legend *lg = &g->legend[l];
    const rf_cards *cs = &g->content->cards;
    int def = lp_card_def(g, id), found = 0;
    assert_int_equal(lg->hand_n + lg->deck_n + lg->discard_n, RF_DECK_SIZE);
    for (int i = 0; i < lg->hand_n; i++) {
        assert_string_equal(cs->card[lg->hand[i]].deck, deck);
        found += lg->hand[i] == def;
    }
    for (int i = 0; i < lg->deck_n; i++) {
        assert_string_equal(cs->card[lg->deck[i]].deck, deck);
        found += lg->deck[i] == def;
    }
    assert_int_equal(found, 1);
}

/* One action card as docs/legends.md describes it: effect, kind, AP cost,
 * reaction window and squad-wide flag, the effect's numbers. */
typedef struct lp_card_spec {
    const char *id, *effect;
    int kind, cost, when, squad, a[4];
} lp_card_spec;

/* CARD-1, CARD-6: legend l holds the 8 cards of `deck`, each as specified. */
static inline void lp_check_deck(const rf_game *g, int l, const char *deck,
                                 const lp_card_spec spec[8])
{
    for (int i = 0; i < 8; i++) {
        lp_holds_deck(g, l, deck, spec[i].id);
        const rf_card_def *c = &g->content->cards.card[lp_card_def(g, spec[i].id)];
        assert_int_equal(c->kind, spec[i].kind);
        assert_string_equal(effect_name(c->effect), spec[i].effect);
        if (spec[i].kind == RF_CARD_SPECIAL) assert_int_equal(c->cost, spec[i].cost);
        if (spec[i].kind == RF_CARD_REACTION) {
            assert_int_equal(c->when, spec[i].when);
            assert_int_equal(c->squad, spec[i].squad);
        }
        for (int k = 0; k < 4; k++) assert_int_equal(c->a[k], spec[i].a[k]);
    }
}

/* Stage l's hand: exactly card `id` (NULL: none) of its own; the rest face
 * down, the discard pile empty. */
static inline void lp_hand(rf_game *g, int l, const char *id)
{
    rf_legend *lg = &g->legend[l];
    uint8_t pool[3 * RF_DECK_SIZE];
    int n = 0, k = -1;
    for (int i = 0; i < lg->deck_n; i++) pool[n++] = lg->deck[i];
    for (int i = 0; i < lg->hand_n; i++) pool[n++] = lg->hand[i];
    for (int i = 0; i < lg->discard_n; i++) pool[n++] = lg->discard[i];
    lg->deck_n = lg->hand_n = lg->discard_n = 0;
    for (int i = 0; id && i < n; i++)
        if (strcmp(g->content->cards.card[pool[i]].id, id) == 0)
            k = i;
    if (id && k < 0) fail_msg("%s has no card '%s'", lg->name, id);
    if (k >= 0) {
        hand_take(g, l, pool[k]);
        pool[k] = pool[--n];
    }
    for (int i = 0; i < n; i++) lg->deck[lg->deck_n++] = pool[i];
    tu_check(g);
}

/* The Aim deck sorted by printed value, highest on top (a Shoot hits) or
 * lowest on top (it misses). */
static inline void lp_aim_sorted(rf_game *g, bool high_first)
{
    const rf_catalog *cat = &g->content->catalog;
    for (int i = 0; i < RF_AIM_DECK; i++)
        for (int j = i + 1; j < RF_AIM_DECK; j++) {
            int vi = cat->aim[g->aim_deck[i]].value, vj = cat->aim[g->aim_deck[j]].value;
            if (high_first ? vj > vi : vj < vi) {
                int8_t t = g->aim_deck[i];
                g->aim_deck[i] = g->aim_deck[j];
                g->aim_deck[j] = t;
            }
        }
    tu_check(g);
}

/* Put t on s's row, at the near end of the best range of s's first weapon
 * (at least 2 spaces away). */
static inline void lp_in_range(rf_game *g, int s, int t)
{
    const rf_weapon_def *w = pieces_weapon_of(g, g->legend[s].weapon[0]);
    int d = w->range_lo > 1 ? w->range_lo : 2;
    g->legend[t].pos = geo_cell_make(g->legend[s].pos.x + d, g->legend[s].pos.y);
    tu_check(g);
}

/* The farthest space (DIST-2) from l offered by the pending Move. */
static inline int lp_farthest_move(const rf_game *g, int l)
{
    static rf_option opts[RF_MAX_OPTIONS];
    int n = rf_options(g, opts, RF_MAX_OPTIONS), far = -1;
    for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++)
        if (engine_code_kind(opts[i].code) == OPT_MOVE_TO) {
            geo_cell c = geo_cell_at(engine_code_b(opts[i].code)), p = g->legend[l].pos;
            int dx = abs(c.x - p.x), dy = abs(c.y - p.y), d = dx > dy ? dx : dy;
            if (d > far) far = d;
        }
    return far;
}

/* s (activated) starts a Shoot at t with its first weapon. */
static inline void lp_shoot(rf_game *g, int t)
{
    tu_choose(g, engine_code(OPT_ACTION, ACT_SHOOT, 0));
    tu_choose(g, engine_code(OPT_TARGET, t, 0));
    tu_choose(g, engine_code(OPT_WEAPON, 0, 0));
}

/* R-WINDOW-1: the target's squad is asked "react before firing?" whenever
 * it holds cards and its decks have such reactions; holding none it can
 * play now, the pass is the only option. */
static inline void lp_pass_before(rf_game *g)
{
    rf_decision d;
    assert_true(rf_pending(g, &d));
    assert_int_equal(d.kind, RF_DEC_REACTION);
    assert_non_null(strstr(d.prompt, "react before firing"));
    assert_int_equal(rf_option_codes(g, NULL, 0), 1);
    lp_choose_label(g, "no more reactions");
}

/* Answer every card window of the Shoot under way with "no" until the
 * shooter's next action is asked. */
static inline void lp_decline_all(rf_game *g)
{
    for (int guard = 0; guard < 20; guard++) {
        rf_decision d;
        if (!rf_pending(g, &d) || d.kind == RF_DEC_ACTION) return;
        uint32_t no = lp_labelled(g, "no Enhanced Shoot card");
        if (!no) no = lp_labelled(g, "no more reactions");
        if (!no) fail_msg("unexpected decision: %s", d.prompt);
        tu_choose(g, no);
    }
    fail_msg("the Shoot never ended");
}

#endif
