/*
 * bench_match.c — whole 3 vs 3 Battle Royale matches on Crossroads as
 * `ringfall play --size 3` starts them (colour draw, draft of the six
 * first-game legends, Stage 1, Stage 2, the Ring, the placeholder action
 * deck), played to the end by bots chosen per seat as `ringfall sim` does:
 * matches per second with random bots, heuristic against random and
 * heuristic against heuristic, the decisions a match takes by kind, and the
 * time the heuristic bot takes per decision (mean and 99th percentile, by
 * kind). Median of RUNS runs; run it on one core (`taskset -c 1`) for the
 * one-core figures. Matches per second are per second of the process's CPU
 * time (on an idle machine the same as the wall clock; on a shared one it
 * leaves out the time other programs had the core); decision times are
 * wall-clock (a CPU-time clock costs a system call per reading), so their
 * mean and 99th percentile include any preemption: the median does not.
 * Reported in docs/performance.md.
 *
 * Every run replays the same seeds; the signature (a hash of every final
 * state and decision count) changes only when behaviour changes, and a run
 * that differs from the first aborts (determinism).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ringfall.h"

#define RUNS 7
#define KINDS (RF_DEC_ENTRANCE + 1)

static const char *const kind_name[KINDS] = {
    "none", "activate", "action", "move", "target", "weapon", "respawn", "interact", "loot",
    "weapon gain", "use", "melee", "push", "destroy", "card", "reaction", "instant", "colour",
    "draft", "loadout", "entrance",
};

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double cpu_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_d(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_d);
    return v[n / 2];
}

/* As apps/cli/cli_match.c builds it for `ringfall play --size 3`. */
static rf_setup match_setup(unsigned long long seed)
{
    static const char *names[6] = { "Bangalore", "Wraith", "Lifeline", "Gibraltar", "Bloodhound",
                                    "Pathfinder" };
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.start = RF_START_DRAFT;
    s.squad_size = 3;
    s.nlegends = 6;
    for (int i = 0; i < 6; i++) {
        snprintf(s.legend[i].name, sizeof s.legend[i].name, "%s", names[i]);
        s.legend[i].squad = i / 3;
        snprintf(s.legend[i].deck, sizeof s.legend[i].deck, "placeholder");
    }
    s.ring = true;
    s.seed = seed;
    return s;
}

/* Heuristic decision times (microseconds), by kind. */
typedef struct samples {
    double *us[KINDS];
    long n[KINDS], cap[KINDS];
} samples;

static void sample_add(samples *sm, int kind, double us)
{
    if (sm->n[kind] == sm->cap[kind]) {
        sm->cap[kind] = sm->cap[kind] ? 2 * sm->cap[kind] : 1024;
        sm->us[kind] = realloc(sm->us[kind], (size_t)sm->cap[kind] * sizeof(double));
        if (!sm->us[kind]) exit(2);
    }
    sm->us[kind][sm->n[kind]++] = us;
}

typedef struct batch {
    const char *kinds[2];      /* the bot of seat 0 and of seat 1 */
    int games;
    double per_s[RUNS];        /* matches per second, per run */
    unsigned long long sig;    /* of the first run */
    long decisions;            /* of the first run */
    long by_kind[KINDS];       /* of the first run */
} batch;

/* One run of a batch: matches seeded 1 … games, as `ringfall sim` plays
 * them (bot seeds seed * 2 + 1 and seed * 2 + 2, one per seat). Times the
 * heuristic decisions into sm when sm is given. */
static void run_batch(const rf_content *c, const rf_map *m, batch *bt, int run, samples *sm)
{
    unsigned long long sig = 0;
    long decisions = 0, by_kind[KINDS] = { 0 };
    bool timed[2] = { sm && strcmp(bt->kinds[0], "heuristic") == 0,
                      sm && strcmp(bt->kinds[1], "heuristic") == 0 };
    double t0 = cpu_s();
    for (int i = 0; i < bt->games; i++) {
        unsigned long long seed = (unsigned long long)i + 1;
        rf_setup s = match_setup(seed);
        rf_game *g;
        rf_error err;
        if (rf_game_new(c, m, &s, &g, &err) != RF_OK) exit(2);
        rf_bot *bot[2] = { rf_bot_new(bt->kinds[0], seed * 2 + 1),
                           rf_bot_new(bt->kinds[1], seed * 2 + 2) };
        rf_decision d;
        while (rf_pending_brief(g, &d)) {
            unsigned code;
            if (timed[d.seat]) {
                double a = now_s();
                code = rf_bot_choose(bot[d.seat], g);
                sample_add(sm, d.kind, (now_s() - a) * 1e6);
            } else {
                code = rf_bot_choose(bot[d.seat], g);
            }
            if (rf_choose(g, code, &err) != RF_OK) exit(3);
            by_kind[d.kind]++;
            decisions++;
        }
        int winner;
        rf_game_over(g, &winner);
        sig = sig * 0x100000001b3ull ^ (rf_game_hash(g) + (unsigned long long)winner);
        rf_bot_free(bot[0]);
        rf_bot_free(bot[1]);
        rf_game_free(g);
    }
    bt->per_s[run] = bt->games / (cpu_s() - t0);
    sig ^= (unsigned long long)decisions << 1;
    if (run == 0) {
        bt->sig = sig;
        bt->decisions = decisions;
        memcpy(bt->by_kind, by_kind, sizeof by_kind);
    } else if (sig != bt->sig) {
        fprintf(stderr, "bench_match: run %d differs from the first (not deterministic)\n", run);
        exit(4);
    }
}

static void report_batch(const batch *bt, const char *what)
{
    double v[RUNS];
    memcpy(v, bt->per_s, sizeof v);
    printf("  %-22s %8.0f matches per CPU second  (%.0f decisions per match)\n", what, median(v, RUNS),
           (double)bt->decisions / bt->games);
}

static void report_kinds(const batch *bt)
{
    printf("  decisions per random 3v3 match, by kind:");
    for (int k = 1, col = 0; k < KINDS; k++)
        if (bt->by_kind[k])
            printf("%s%s %.1f", col++ % 5 ? ", " : "\n    ", kind_name[k],
                   (double)bt->by_kind[k] / bt->games);
    printf("\n");
}

static double percentile(double *v, long n, double p)
{
    qsort(v, (size_t)n, sizeof *v, cmp_d);
    long i = (long)(p * (double)(n - 1) + 0.5);
    return v[i];
}

static void report_times(samples *sm)
{
    long total = 0;
    double sum = 0;
    for (int k = 0; k < KINDS; k++) {
        total += sm->n[k];
        for (long i = 0; i < sm->n[k]; i++) sum += sm->us[k][i];
    }
    double *all = malloc((size_t)(total ? total : 1) * sizeof *all);
    if (!all) exit(2);
    long at = 0;
    for (int k = 0; k < KINDS; k++) {
        memcpy(all + at, sm->us[k], (size_t)sm->n[k] * sizeof *all);
        at += sm->n[k];
    }
    printf("  heuristic decision time, all runs of both heuristic batches (%ld decisions):\n", total);
    printf("    %-12s mean %8.1f us   p99 %8.1f us   median %6.1f us\n", "all",
           sum / (double)(total ? total : 1), total ? percentile(all, total, 0.99) : 0.0,
           total ? percentile(all, total, 0.5) : 0.0);
    free(all);
    for (int k = 1; k < KINDS; k++) {
        if (!sm->n[k]) continue;
        double s = 0;
        for (long i = 0; i < sm->n[k]; i++) s += sm->us[k][i];
        printf("    %-12s mean %8.1f us   p99 %8.1f us   median %6.1f us   (%4.1f %% of decisions)\n",
               kind_name[k], s / (double)sm->n[k], percentile(sm->us[k], sm->n[k], 0.99),
               percentile(sm->us[k], sm->n[k], 0.5), 100.0 * (double)sm->n[k] / (double)total);
        free(sm->us[k]);
    }
}

int main(int argc, char **argv)
{
    rf_content *c;
    rf_map *m;
    rf_error err;
    if (rf_content_load(NULL, &c, &err) != RF_OK || rf_map_load(c, "crossroads", &m, &err) != RF_OK) {
        fprintf(stderr, "bench_match: %s\n", err.message);
        return 2;
    }
    int scale = argc > 1 ? atoi(argv[1]) : 1;      /* more matches per run: steadier figures */
    if (scale < 1) scale = 1;
    batch rr = { { "random", "random" }, 200 * scale, { 0 }, 0, 0, { 0 } };
    batch hr = { { "heuristic", "random" }, 20 * scale, { 0 }, 0, 0, { 0 } };
    batch hh = { { "heuristic", "heuristic" }, 10 * scale, { 0 }, 0, 0, { 0 } };
    samples sm;
    memset(&sm, 0, sizeof sm);
    for (int r = 0; r < RUNS; r++) run_batch(c, m, &rr, r, NULL);
    for (int r = 0; r < RUNS; r++) run_batch(c, m, &hr, r, &sm);
    for (int r = 0; r < RUNS; r++) run_batch(c, m, &hh, r, &sm);
    printf("full 3 vs 3 matches on Crossroads (draft, stages, ring, placeholder decks), median of %d runs\n",
           RUNS);
    report_batch(&rr, "random vs random:");
    printf("  %-22s (target 2,000 on one core)\n", "");
    report_batch(&hr, "heuristic vs random:");
    report_batch(&hh, "heuristic vs heuristic:");
    report_kinds(&rr);
    report_times(&sm);
    printf("  signature:             %016llx\n", rr.sig ^ (hr.sig * 3) ^ (hh.sig * 7));
    rf_map_free(m);
    rf_content_free(c);
    return 0;
}
