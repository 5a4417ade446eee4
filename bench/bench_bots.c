/*
 * bench_bots.c — how long each bot takes to answer (docs/bots.md,
 * "Speed"; issue 12: easy and normal at most 1 ms at the 99th percentile
 * on one core). Each bot plays itself in 40 seeded Battle Royale matches
 * (seeds 1-40, 3 vs 3 for odd seeds, 2 vs 2 for even ones; the draft, the
 * stages, the Ring, Crossroads) on one thread; every rf_bot_choose is
 * timed in the thread's CPU time. Prints the median, the 99th percentile
 * and the slowest answer of each bot, and a signature of its choices (the
 * seat and code of every answer, then each match's final state hash): a
 * speed change that changes a choice shows. hard's choices are fixed by
 * its simulation budget unless its 1 s cap cuts a search short.
 * Run by hand: build/bench/bench_bots.
 */
#define _POSIX_C_SOURCE 199309L   /* clock_gettime */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ringfall.h"
#include "bench_sig.h"

#define MATCHES 40
#define MAX_TIMES 400000

static double cpu_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static rf_setup setup(unsigned long long seed)
{
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.start = RF_START_DRAFT;
    s.squad_size = seed % 2 ? 3 : 2;
    s.ring = true;
    s.seed = seed;
    const char *name;
    for (int i = 0; (name = rf_draft_pool_legend(i)); i++) {
        rf_setup_legend *l = &s.legend[s.nlegends++];
        snprintf(l->name, sizeof l->name, "%s", name);
        l->squad = i % 2;
        snprintf(l->deck, sizeof l->deck, "*");
        snprintf(l->abilities, sizeof l->abilities, "*");
    }
    return s;
}

static unsigned long long measure(const rf_content *c, const rf_map *m, const char *kind)
{
    static double t[MAX_TIMES];
    int n = 0;
    unsigned long long sig = BENCH_SIG_START;
    for (unsigned long long seed = 1; seed <= MATCHES; seed++) {
        rf_setup s = setup(seed);
        rf_game *g;
        rf_error err;
        if (rf_game_new(c, m, &s, &g, &err) != RF_OK) {
            fprintf(stderr, "bench_bots: set-up: %s\n", err.message);
            exit(2);
        }
        rf_bot *bot[2] = { rf_bot_new(kind, seed * 2 + 1), rf_bot_new(kind, seed * 2 + 2) };
        rf_decision d;
        while (rf_pending_brief(g, &d)) {
            double t0 = cpu_us();
            unsigned code = rf_bot_choose(bot[d.seat], g);
            if (n < MAX_TIMES) t[n++] = cpu_us() - t0;
            bench_sig_add(&sig, (unsigned long long)d.seat << 32 | code);
            if (rf_choose(g, code, &err) != RF_OK) {
                fprintf(stderr, "bench_bots: %s chose an illegal option: %s\n", kind, err.message);
                exit(1);
            }
        }
        bench_sig_add(&sig, rf_game_hash(g));
        rf_bot_free(bot[0]);
        rf_bot_free(bot[1]);
        rf_game_free(g);
    }
    qsort(t, (size_t)n, sizeof *t, cmp);
    printf("  %-14s %7d answers   median %7.1f us   p99 %8.1f us   max %9.1f us   "
           "signature %016llx\n", kind, n, t[n / 2], t[(int)(n * 0.99)], t[n - 1], sig);
    return sig;
}

int main(void)
{
    rf_content *c;
    rf_map *m;
    rf_error err;
    if (rf_content_load(NULL, &c, &err) != RF_OK || rf_map_load(c, "crossroads", &m, &err) != RF_OK) {
        fprintf(stderr, "bench_bots: %s\n", err.message);
        return 2;
    }
    printf("bench_bots: each bot against itself, %d BR matches on Crossroads (draft, Stages 1 "
           "and 2, the Ring; 3 vs 3 odd seeds, 2 vs 2 even; CPU time of the thread)\n", MATCHES);
    static const char *const kinds[] = { "easy", "normal", "hard", "heuristic-v1" };
    unsigned long long sig = BENCH_SIG_START;
    for (int k = 0; k < 4; k++) bench_sig_add(&sig, measure(c, m, kinds[k]));
    printf("signature: %016llx\n", sig);
    rf_map_free(m);
    rf_content_free(c);
    return 0;
}
