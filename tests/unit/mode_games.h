/*
 * mode_games.h — the modes and module sets the hidden-information tests
 * play (test_noninterference.c, test_determinize.c, test_option_codes.c,
 * test_search.c), and their games as
 * `ringfall sim` sets them up (apps/cli/cli_match.c). Static: one copy per
 * test program.
 */
#ifndef RF_TEST_MODE_GAMES_H
#define RF_TEST_MODE_GAMES_H

#include <stdio.h>
#include <string.h>

#include "testutil.h"

typedef struct mode_cfg {
    const char *name;
    int mode;
    unsigned modules;            /* RF_MODULE_BIT, the Ring included */
    int start;                   /* enum rf_start */
    int size;
    const char *red, *blue;      /* bots */
} mode_cfg;

#define M(x) RF_MODULE_BIT(RF_MOD_##x)
static const mode_cfg modes[] = {
    { "BR 2v2 on the map", RF_MODE_BR, M(RING), RF_START_MAP, 2, "heuristic", "heuristic" },
    { "BR 3v3 draft", RF_MODE_BR, M(RING), RF_START_DRAFT, 3, "heuristic", "random" },
    { "BR modules (drops, replicator, events, heat shields)", RF_MODE_BR,
      M(HEAT) | M(DROPS) | M(REPLICATOR) | M(EVENTS), RF_START_STAGES, 2, "heuristic",
      "heuristic" },
    { "ASSN (ring, drops, events)", RF_MODE_ASSN, M(RING) | M(DROPS) | M(EVENTS),
      RF_START_STAGES, 3, "heuristic", "heuristic" },
    { "ASSN (heat shields, replicator, gun run)", RF_MODE_ASSN,
      M(HEAT) | M(REPLICATOR) | M(GUNRUN), RF_START_STAGES, 3, "heuristic", "random" },
    { "TDM (ring, events, gun run)", RF_MODE_TDM, M(RING) | M(EVENTS) | M(GUNRUN),
      RF_START_STAGES, 2, "heuristic", "heuristic" },
    { "CTF (events, gun run)", RF_MODE_CTF, M(EVENTS) | M(GUNRUN), RF_START_STAGES, 2,
      "heuristic", "heuristic" },
    { "CHAMP drafted", RF_MODE_CHAMP, M(RING), RF_START_DRAFT, 0, "heuristic", "heuristic" },
    { "CHAMP staged", RF_MODE_CHAMP, M(RING), RF_START_STAGES, 0, "heuristic", "random" },
    /* TDM allows Heat Shields (MOD-4, data/modes.json), which exclude the Ring
     * (HEAT-2, MOD-2): a set of its own (issue 13, audit 8 gap 5). */
    { "TDM (heat shields)", RF_MODE_TDM, M(HEAT), RF_START_STAGES, 2, "heuristic", "heuristic" },
};
#undef M
#define MODE_SETS ((int)(sizeof modes / sizeof modes[0]))

/* ---- Set-ups (as `ringfall sim` makes them, apps/cli/cli_match.c) ---- */

static void add_legend(rf_setup *s, const char *name, int squad, int x, int y)
{
    rf_setup_legend *l = &s->legend[s->nlegends++];
    snprintf(l->name, sizeof l->name, "%s", name);
    snprintf(l->deck, sizeof l->deck, "*");
    snprintf(l->abilities, sizeof l->abilities, "*");
    l->squad = squad;
    l->x = x;
    l->y = y;
}

static rf_game *new_game(const mode_cfg *mc, unsigned long long seed)
{
    rf_setup s;
    memset(&s, 0, sizeof s);
    int sizes[2] = { mc->size, mc->size };
    if (mc->mode == RF_MODE_CHAMP) {
        sizes[0] = s.squad_sizes[0] = 2;                   /* CHAMP-1 */
        sizes[1] = s.squad_sizes[1] = 4;
    }
    s.squad_size = mc->size;
    s.start = mc->start;
    if (mc->start == RF_START_DRAFT) {
        const char *name;
        for (int k = 0; (name = rf_draft_pool_legend(k)); k++) add_legend(&s, name, k % 2, 0, 0);
    } else if (mc->start == RF_START_STAGES) {
        for (int sq = 0; sq < 2; sq++)
            for (int k = 0; k < sizes[sq] && rf_default_squad_legend(mc->mode, sq, k); k++)
                add_legend(&s, rf_default_squad_legend(mc->mode, sq, k), sq, 0, 0);
    } else {                                   /* near each other, so the squads fight */
        static const int at[3][2][2] = { { { 7, 7 }, { 7, 8 } }, { { 8, 7 }, { 8, 8 } },
                                         { { 6, 7 }, { 9, 8 } } };
        for (int sq = 0; sq < 2; sq++)
            for (int k = 0; k < mc->size; k++)
                add_legend(&s, rf_default_squad_legend(RF_MODE_BR, sq, k), sq, at[k][sq][0],
                           at[k][sq][1]);
    }
    s.mode = mc->mode;
    s.ring = (mc->modules & RF_MODULE_BIT(RF_MOD_RING)) != 0;
    s.modules = mc->modules & ~RF_MODULE_BIT(RF_MOD_RING);
    s.seed = seed;
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err) != RF_OK)
        fail_msg("%s: %s", mc->name, err.message);
    return g;
}

/* One game of mc (game_seed) played by its bots (seeded seed and seed + 1)
 * for at most max_steps decisions; visit sees each pending decision before
 * the bot chooses, and returns false to end the game there. */
typedef bool (*mode_visit)(const rf_game *g, const rf_decision *d, int step, void *ctx);

static inline void play_mode_game(const mode_cfg *mc, unsigned long long game_seed,
                                  unsigned long long seed, int max_steps, mode_visit visit,
                                  void *ctx)
{
    rf_game *g = new_game(mc, game_seed);
    rf_bot *bots[2] = { rf_bot_new(mc->red, seed), rf_bot_new(mc->blue, seed + 1) };
    rf_decision dec;
    for (int step = 0; step < max_steps && rf_pending_brief(g, &dec) && visit(g, &dec, step, ctx);
         step++) {
        rf_error err;
        if (rf_choose(g, rf_bot_choose(bots[dec.seat & 1], g), &err) != RF_OK)
            fail_msg("%s: %s", mc->name, err.message);
    }
    rf_bot_free(bots[0]);
    rf_bot_free(bots[1]);
    rf_game_free(g);
}

/* ---- Canonical worlds (docs/visibility.md, "Canonical") ---- */

/* The worlds drawn with one seed for seat from two games it cannot tell
 * apart (a perturbed pair, or a game and a world of it): the same byte for
 * byte (the log hooks are never copied)? */
static inline bool same_world(const rf_game *a, const rf_game *b, int seat,
                              unsigned long long seed, const char *where)
{
    static rf_game *da, *db;
    if (!da) {
        da = rf_game_clone(a);
        db = rf_game_clone(a);
    }
    rf_error err;
    if (rf_game_determinize(a, seat, seed, da, &err) != RF_OK ||
        rf_game_determinize(b, seat, seed, db, &err) != RF_OK)
        fail_msg("%s: determinize: %s", where, err.message);
    return memcmp(da, db, rf_game_size()) == 0 && rf_game_hash(da) == rf_game_hash(db);
}

#endif
