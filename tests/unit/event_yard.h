/*
 * event_yard.h — a 16 x 16 open yard with 4 legends for the Events and
 * Gun Run tests (test_event_cards.c, test_gunrun.c): red Bangalore on 5,5
 * and Wraith (wraith_x, wraith_y), blue Gibraltar on 7,5 (range 2 of
 * Bangalore, in sight) and Bloodhound on 15,0; their own decks and
 * abilities. Helpers to drive a game through its options.
 */
#ifndef RF_TEST_EVENT_YARD_H
#define RF_TEST_EVENT_YARD_H

#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "data/loaders.h"
#include "rules/engine/engine.h"

static inline const rf_map *yard(void)
{
    static rf_map *m;
    if (!m) {
        static const char text[] =
            "{ \"name\": \"Event yard\", \"source\": \"event_yard.h\", \"size\": [16, 16],\n"
            "  \"components\": [] }\n";
        m = tu_map_text(tu_content(), "event-yard.json", text);
    }
    return m;
}

static inline rf_game *yard_game(unsigned modules, int wraith_x, int wraith_y)
{
    static const char *const names[4] = { "Bangalore", "Wraith", "Gibraltar", "Bloodhound" };
    int xy[4][2] = { { 5, 5 }, { wraith_x, wraith_y }, { 7, 5 }, { 15, 0 } };
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.nlegends = 4;
    for (int i = 0; i < 4; i++) {
        snprintf(s.legend[i].name, sizeof s.legend[i].name, "%s", names[i]);
        snprintf(s.legend[i].deck, sizeof s.legend[i].deck, "*");
        snprintf(s.legend[i].abilities, sizeof s.legend[i].abilities, "*");
        s.legend[i].squad = i / 2;
        s.legend[i].x = xy[i][0];
        s.legend[i].y = xy[i][1];
    }
    s.modules = modules;
    s.seed = 7;
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), yard(), &s, &g, &err) != RF_OK) fail_msg("%s", err.message);
    return g;
}

static inline void ok(const rf_game *g)
{
    rf_error err;
    if (rf_check(g, &err) != RF_OK) fail_msg("rf_check: %s", err.message);
}

/* The option of this kind (and a, if a >= 0) of the pending decision, or 0. */
static inline unsigned option(const rf_game *g, int kind, int a)
{
    static rf_option opts[RF_MAX_OPTIONS];
    int n = rf_options(g, opts, RF_MAX_OPTIONS);
    for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++)
        if (rf_opt_kind_of(opts[i].code) == kind && (a < 0 || rf_opt_a(opts[i].code) == a))
            return opts[i].code;
    return 0;
}

static inline void choose(rf_game *g, unsigned code)
{
    rf_error err;
    if (!code) fail_msg("no such option");
    if (rf_choose(g, code, &err) != RF_OK) fail_msg("%s", err.message);
    ok(g);
}

static inline int pending_kind(const rf_game *g, int *legend)
{
    rf_decision d;
    if (!rf_pending(g, &d)) return RF_DEC_NONE;
    if (legend) *legend = d.legend;
    return d.kind;
}

/* Skip card, reaction and instant windows (OPT_DONE) until another decision. */
static inline void skip_windows(rf_game *g)
{
    int k;
    while ((k = pending_kind(g, NULL)) == RF_DEC_CARD || k == RF_DEC_REACTION ||
           k == RF_DEC_INSTANT)
        choose(g, option(g, RF_OPT_DONE, -1));
}

static inline int find_event(const char *id)
{
    const rf_event_deck *d = &tu_content()->events;
    for (int i = 0; i < d->n; i++)
        if (strcmp(d->card[i].id, id) == 0) return i;
    fail_msg("no event card %s", id);
    return -1;
}

#endif
