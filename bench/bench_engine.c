/*
 * bench_engine.c — speed of the decision engine on Crossroads, 2 vs 2 with
 * random bots: random-playout steps per CPU second (one core) of the full
 * match as `ringfall play` starts it (draft, stages, the Ring, own decks
 * and abilities), and, labelled as such, of a bare Stage 3 game (squads on
 * the map, no decks, no abilities, no Ring: the engine's core, not the
 * game anyone plays); the cost of rf_options and of copying a state, and
 * the state's size. Median of 9 runs, all in CPU time (the machine is
 * shared). Reported in docs/performance.md; bench_match has the game's
 * figures.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ringfall.h"

#define RUNS 9

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v)
{
    qsort(v, RUNS, sizeof *v, cmp);
    return v[RUNS / 2];
}

/* The whole match as `ringfall play` starts it: colours, draft from every
 * legend (DRAFT-6), Stages 1 and 2, the Ring, each legend's own action
 * deck and ability cards (ABIL-1). */
static rf_setup full_match(unsigned long long seed)
{
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.start = RF_START_DRAFT;
    s.squad_size = 2;
    const char *name;
    for (int i = 0; (name = rf_draft_pool_legend(i)); i++, s.nlegends++) {
        snprintf(s.legend[i].name, sizeof s.legend[i].name, "%s", name);
        s.legend[i].squad = i % 2;
        snprintf(s.legend[i].deck, sizeof s.legend[i].deck, "*");
        snprintf(s.legend[i].abilities, sizeof s.legend[i].abilities, "*");
    }
    s.ring = true;
    s.seed = seed;
    return s;
}

static rf_setup setup(unsigned long long seed)
{
    rf_setup s;
    memset(&s, 0, sizeof s);
    static const char *names[4] = { "Bangalore", "Wraith", "Gibraltar", "Bloodhound" };
    static const int xy[4][2] = { { 7, 1 }, { 8, 1 }, { 7, 14 }, { 9, 14 } };
    s.nlegends = 4;
    for (int i = 0; i < 4; i++) {
        snprintf(s.legend[i].name, sizeof s.legend[i].name, "%s", names[i]);
        s.legend[i].squad = i / 2;
        s.legend[i].x = xy[i][0];
        s.legend[i].y = xy[i][1];
    }
    s.seed = seed;
    return s;
}

/* Whole games with random bots: returns steps per second. */
static double playouts(const rf_content *c, const rf_map *m, int games, bool full,
                       unsigned long long *sig)
{
    long steps = 0;
    double t0 = now_s();
    for (int i = 0; i < games; i++) {
        rf_setup s = full ? full_match((unsigned long long)i + 1) : setup((unsigned long long)i + 1);
        rf_game *g;
        rf_error err;
        if (rf_game_new(c, m, &s, &g, &err) != RF_OK) exit(2);
        rf_bot *bot = rf_bot_new("random", (unsigned long long)i);
        while (!rf_game_over(g, NULL)) {
            rf_choose(g, rf_bot_choose(bot, g), &err);
            steps++;
        }
        *sig ^= rf_game_hash(g) + (unsigned long long)i;
        rf_bot_free(bot);
        rf_game_free(g);
    }
    return (double)steps / (now_s() - t0);
}

/* Where the timed calls' results go, so that the compiler keeps the calls. */
static volatile int sink;

static double options_ns(const rf_game *g)
{
    rf_option opts[1100];
    double t0 = now_s();
    for (int i = 0; i < 20000; i++) sink += rf_options(g, opts, 1100);
    return (now_s() - t0) / 20000 * 1e9;
}

static double clone_ns(const rf_game *g)
{
    rf_game *c = rf_game_clone(g);
    double t0 = now_s();
    for (int i = 0; i < 200000; i++) rf_game_copy(c, g);
    double t = (now_s() - t0) / 200000 * 1e9;
    rf_game_free(c);
    return t;
}

int main(void)
{
    rf_content *c;
    rf_map *m;
    rf_error err;
    if (rf_content_load(NULL, &c, &err) != RF_OK || rf_map_load(c, "crossroads", &m, &err) != RF_OK) {
        fprintf(stderr, "bench_engine: %s\n", err.message);
        return 2;
    }
    double t[RUNS];
    unsigned long long sig = 0;
    for (int i = 0; i < RUNS; i++) t[i] = playouts(c, m, 200, false, &sig);
    double bare = median(t);
    for (int i = 0; i < RUNS; i++) t[i] = playouts(c, m, 100, true, &sig);
    printf("decision engine on Crossroads, 2 vs 2, random bots, CPU time, median of %d runs\n", RUNS);
    printf("  full match:       %10.0f steps/CPU s (draft, stages, the Ring, own decks and "
           "abilities; target 1,000,000)\n", median(t));
    printf("  bare Stage 3:     %10.0f steps/CPU s (not the game: squads on the map, no decks, "
           "abilities or Ring)\n", bare);
    rf_setup s = setup(1);
    rf_game *g;
    rf_game_new(c, m, &s, &g, &err);
    for (int i = 0; i < RUNS; i++) t[i] = options_ns(g);
    printf("  rf_options:       %10.0f ns (choosing the next legend)\n", median(t));
    rf_bot *bot = rf_bot_new("random", 1);
    rf_choose(g, rf_bot_choose(bot, g), &err);
    for (int i = 0; i < RUNS; i++) t[i] = options_ns(g);
    printf("  rf_options:       %10.0f ns (an activation's actions)\n", median(t));
    for (int i = 0; i < RUNS; i++) t[i] = clone_ns(g);
    printf("  rf_game_copy:     %10.0f ns\n", median(t));
    printf("  state size:       %10zu bytes  (target <= 16384)\n", rf_game_size());
    printf("  signature:        %016llx\n", sig);
    rf_bot_free(bot);
    rf_game_free(g);
    rf_map_free(m);
    rf_content_free(c);
    return 0;
}
