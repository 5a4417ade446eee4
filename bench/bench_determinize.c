/*
 * bench_determinize.c — the cost of rf_game_determinize (issue 13) and a
 * signature of the worlds it draws, so that a change that only speeds it
 * up can show it draws the same worlds byte for byte.
 *
 * Time: 10 Battle Royale 3 vs 3 drafts on Crossroads (seeds 7s+1, the
 * heuristic bot on both sides), every 5th decision, 200 determinizations
 * for a spectator (seat -1) and 200 for seat 0, in CPU time (the machine is
 * shared); Stage 1 states (another squad's loadout drawn as a whole,
 * determinize_stage1.c) apart from the rest.
 *
 * Signature: the bytes of every world drawn (seats -1, 0, 1; 3 seeds) in
 * every 3rd decision of 12 matches of each set-up below (Stage 1 with and
 * without gifts, loadout cards, kitted decks; random bots' Stage 1 too),
 * FNV-1a over 64-bit words (fnv_bytes).
 * Reported in docs/performance.md.
 */
#define _POSIX_C_SOURCE 200809L
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ringfall.h"
#include "rules/engine/state.h"

#define WORLDS 200

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

typedef struct setup_cfg {
    const char *name;
    int mode, start, size;
    bool ring;
    unsigned modules;
    const char *bot;
} setup_cfg;

static const setup_cfg setups[] = {
    { "BR 3v3 draft", RF_MODE_BR, RF_START_DRAFT, 3, true, 0, "heuristic" },
    { "ASSN 3v3 gun run", RF_MODE_ASSN, RF_START_STAGES, 3, false, RF_MODULE_BIT(RF_MOD_GUNRUN),
      "heuristic" },
    { "TDM 2v2", RF_MODE_TDM, RF_START_STAGES, 2, true, 0, "heuristic" },
    { "CHAMP staged", RF_MODE_CHAMP, RF_START_STAGES, 0, true, 0, "heuristic" },
    /* random bots swap body shields in Stage 1: flipped leftovers */
    { "BR 3v3 draft, random", RF_MODE_BR, RF_START_DRAFT, 3, true, 0, "random" },
    { "CHAMP drafted, random", RF_MODE_CHAMP, RF_START_DRAFT, 0, true, 0, "random" },
};

static void add_legend(rf_setup *s, const char *name, int squad)
{
    rf_setup_legend *l = &s->legend[s->nlegends++];
    snprintf(l->name, sizeof l->name, "%s", name);
    snprintf(l->deck, sizeof l->deck, "*");
    snprintf(l->abilities, sizeof l->abilities, "*");
    l->squad = squad;
}

/* A match as `ringfall sim` sets it up (apps/cli/cli_match.c). */
static rf_game *new_game(const rf_content *c, const rf_map *m, const setup_cfg *sc,
                         unsigned long long seed)
{
    rf_setup s;
    memset(&s, 0, sizeof s);
    int sizes[2] = { sc->size, sc->size };
    if (sc->mode == RF_MODE_CHAMP) {
        sizes[0] = s.squad_sizes[0] = 2;                   /* CHAMP-1 */
        sizes[1] = s.squad_sizes[1] = 4;
    }
    s.squad_size = sc->size;
    s.start = sc->start;
    const char *name;
    if (sc->start == RF_START_DRAFT)
        for (int k = 0; (name = rf_draft_pool_legend(k)); k++) add_legend(&s, name, k % 2);
    else
        for (int sq = 0; sq < 2; sq++)
            for (int k = 0; k < sizes[sq] && (name = rf_default_squad_legend(sc->mode, sq, k)); k++)
                add_legend(&s, name, sq);
    s.mode = sc->mode;
    s.ring = sc->ring;
    s.modules = sc->modules;
    s.seed = seed;
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(c, m, &s, &g, &err) != RF_OK) {
        fprintf(stderr, "bench_determinize: %s: %s\n", sc->name, err.message);
        exit(2);
    }
    return g;
}

static unsigned long long fnv_range(unsigned long long h, const rf_game *w, size_t from, size_t to)
{
    const unsigned char *b = (const unsigned char *)w;
    for (size_t i = from; i + 8 <= to; i += 8) {
        unsigned long long v;
        memcpy(&v, b + i, 8);
        h = (h ^ v) * 0x100000001b3ull;
    }
    return h;
}

/* The world's bytes but those that hold pointers, which differ from one
 * run to the next: content and map, the record's (names in the content;
 * a world keeps the game's record as it is) and the log hooks. */
static unsigned long long fnv_bytes(unsigned long long h, const rf_game *w)
{
    h = fnv_range(h, w, offsetof(rf_game, magic), offsetof(rf_game, rec));
    return fnv_range(h, w, offsetof(rf_game, abil), offsetof(rf_game, log));
}

/* The CPU seconds of WORLDS determinizations of g for seat. */
static double time_worlds(const rf_game *g, int seat, rf_game *w)
{
    rf_error err;
    double t0 = now_s();
    for (int k = 0; k < WORLDS; k++) rf_game_determinize(g, seat, (unsigned long long)k, w, &err);
    return now_s() - t0;
}

typedef struct cost { double s[2][2]; long n[2]; } cost;   /* [Stage 1 or not][seat -1, 0] */

/* Walk a match with bots of `kind`; at every `every`-th decision call
 * at(g). */
static void walk(rf_game *g, const char *kind, unsigned long long seed, int every,
                 void (*at)(const rf_game *, void *), void *arg)
{
    rf_bot *bot[2] = { rf_bot_new(kind, seed), rf_bot_new(kind, seed + 1) };
    rf_decision dec;
    rf_error err;
    for (int step = 0; step < 4000 && rf_pending_brief(g, &dec); step++) {
        if (step % every == 0) at(g, arg);
        if (rf_choose(g, rf_bot_choose(bot[dec.seat & 1], g), &err) != RF_OK) break;
    }
    rf_bot_free(bot[0]);
    rf_bot_free(bot[1]);
}

static rf_game *world;

static void time_state(const rf_game *g, void *arg)
{
    cost *c = arg;
    int s1 = g->match.stage == RF_STAGE_1 ? 0 : 1;
    c->s[s1][0] += time_worlds(g, -1, world);
    c->s[s1][1] += time_worlds(g, 0, world);
    c->n[s1]++;
}

static void sign_state(const rf_game *g, void *arg)
{
    unsigned long long *h = arg;
    rf_error err;
    for (int seat = -1; seat <= 1; seat++)
        for (unsigned long long k = 0; k < 3; k++)
            if (rf_game_determinize(g, seat, k * 0x9e3779b97f4a7c15ull + 1, world, &err) == RF_OK)
                *h = fnv_bytes(*h, world);
}

int main(void)
{
    rf_content *c;
    rf_map *m;
    rf_error err;
    if (rf_content_load(NULL, &c, &err) != RF_OK || rf_map_load(c, "crossroads", &m, &err) != RF_OK) {
        fprintf(stderr, "bench_determinize: %s\n", err.message);
        return 2;
    }
    cost t;
    memset(&t, 0, sizeof t);
    for (unsigned long long s = 0; s < 10; s++) {
        rf_game *g = new_game(c, m, &setups[0], 7 * s + 1);
        if (!world) world = rf_game_clone(g);
        walk(g, "heuristic", 7 * s + 1, 5, time_state, &t);
        rf_game_free(g);
    }
    printf("rf_game_determinize, BR 3v3 drafts on Crossroads (heuristic bots), CPU time a world\n");
    static const char *const part[2] = { "Stage 1", "later" };
    for (int i = 0; i < 2; i++)
        printf("  %-8s %4ld states: spectator %7.1f us, seat 0 %7.1f us\n", part[i], t.n[i],
               t.s[i][0] / (double)(t.n[i] * WORLDS) * 1e6, t.s[i][1] / (double)(t.n[i] * WORLDS) * 1e6);
    unsigned long long all = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < sizeof setups / sizeof setups[0]; i++) {
        unsigned long long h = 0xcbf29ce484222325ull;
        for (unsigned long long s = 1; s <= 12; s++) {
            rf_game *g = new_game(c, m, &setups[i], s);
            walk(g, setups[i].bot, s, 3, sign_state, &h);
            rf_game_free(g);
        }
        printf("  worlds of %-22s %016llx\n", setups[i].name, h);
        all = (all ^ h) * 0x100000001b3ull;
    }
    printf("  worlds signature:  %016llx\n", all);
    rf_game_free(world);
    rf_map_free(m);
    rf_content_free(c);
    return 0;
}
