/*
 * ll_yard.h — helpers of the Lifeline, Loba and relocation tests
 * (test_relocate.c, test_lifeline.c, test_loba.c): real games set up on a
 * small map with the legends on it, their own decks and abilities ("*"),
 * driven through rf_options / rf_choose by the options' labels, with
 * rf_check after every step. Static inline: each test uses what it needs.
 */
#ifndef RF_TEST_LL_YARD_H
#define RF_TEST_LL_YARD_H

#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "data/loaders.h"
#include "rules/engine/engine.h"

enum { RED = 0, BLUE = 1 };

typedef tu_at spot;

static inline rf_map *ll_map(const char *text)
{
    return tu_map_text(tu_content(), "ll-yard.json", text);
}

static inline void ll_ok(const rf_game *g)
{
    rf_error err;
    if (rf_check(g, &err) != RF_OK) fail_msg("rf_check: %s", err.message);
}

/* Legends on the map with their own decks and abilities ("*"). */
static inline rf_game *ll_game(const rf_map *m, const spot *s, int n, unsigned long long seed)
{
    return tu_game_own(tu_content(), m, s, n, seed);
}

/* The code of the option whose label starts with `label`, or 0. */
static inline unsigned ll_find(const rf_game *g, const char *label)
{
    static rf_option opt[RF_MAX_OPTIONS];
    int n = rf_options(g, opt, RF_MAX_OPTIONS);
    for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++)
        if (strncmp(opt[i].label, label, strlen(label)) == 0) return opt[i].code;
    return 0;
}

static inline void ll_choose(rf_game *g, const char *label)
{
    unsigned code = ll_find(g, label);
    if (!code) {
        rf_decision d;
        rf_pending(g, &d);
        fail_msg("no option '%s' for: %s", label, d.prompt);
    }
    rf_error err;
    if (rf_choose(g, code, &err) != RF_OK) fail_msg("%s", err.message);
    ll_ok(g);
}

/* Past the turn's "which legend" decision to legend l's "which action". */
static inline void ll_activate(rf_game *g, int l)
{
    char label[64];
    snprintf(label, sizeof label, "activate %s", g->legend[l].name);
    if (g->active != l) ll_choose(g, label);
}

/* End activations (the first legend offered each time) until the squad
 * whose turn it is changes `turns` times. Only activation decisions may
 * be pending on the way. */
static inline void ll_pass_turns(rf_game *g, int turns)
{
    while (turns > 0 && !g->over) {
        int squad = g->squad_turn, round = g->round;
        rf_decision d;
        rf_pending(g, &d);
        if (d.kind == RF_DEC_ACTIVATE) {
            static rf_option opt[RF_MAX_OPTIONS];
            rf_options(g, opt, RF_MAX_OPTIONS);
            rf_error err;
            if (rf_choose(g, opt[0].code, &err) != RF_OK) fail_msg("%s", err.message);
        } else if (d.kind == RF_DEC_ACTION) {
            ll_choose(g, "end the activation");
        } else {
            fail_msg("passing turns, but pending: %s", d.prompt);
        }
        ll_ok(g);
        if (g->squad_turn != squad || g->round != round) turns--;
    }
}

/* Stage legend l's hand: exactly card `id` of its own cards. */
static inline void ll_hand_of_one(rf_game *g, int l, const char *id)
{
    rf_legend *lg = &g->legend[l];
    uint8_t pool[3 * RF_DECK_SIZE];
    int n = 0, k = -1;
    for (int i = 0; i < lg->deck_n; i++) pool[n++] = lg->deck[i];
    for (int i = 0; i < lg->hand_n; i++) pool[n++] = lg->hand[i];
    for (int i = 0; i < n; i++)
        if (strcmp(g->content->cards.card[pool[i]].id, id) == 0) k = i;
    if (k < 0) fail_msg("%s has no card '%s'", lg->name, id);
    lg->hand[0] = pool[k];
    lg->hand_n = 1;
    pool[k] = pool[--n];
    lg->deck_n = 0;
    for (int i = 0; i < n; i++) lg->deck[lg->deck_n++] = pool[i];
    ll_ok(g);
}

#endif
