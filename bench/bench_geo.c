/*
 * bench_geo.c — speed of the board layer on a real map (Crossroads, 16×16):
 * line of sight from the table and exact, building the table, and the
 * reachable set of Move 2, 3 and 4. Each figure is the median of 9 runs;
 * every run times a whole batch in the process's CPU time (the machine is
 * shared: not the wall clock) and divides. The signature hashes the
 * answers (line-of-sight results, a reached cost of every Move), so a
 * speed change that changes them shows. Reported in docs/performance.md.
 *
 * Usage: bench_geo [MAP]   (default: crossroads)
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "ringfall.h"
#include "map.h"
#include "geo/los.h"
#include "geo/move.h"
#include "bench_sig.h"

#define RUNS 9

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v)
{
    qsort(v, RUNS, sizeof *v, cmp_double);
    return v[RUNS / 2];
}

static unsigned long long signature = BENCH_SIG_START;

static double bench_los_table(const geo_board *b)
{
    int n = b->w * b->h;
    double t0 = now_ns();
    unsigned acc = 0;
    for (int rep = 0; rep < 20; rep++)
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                acc += geo_los_cells(b, NULL, geo_cell_make(i % b->w, i / b->w),
                                     geo_cell_make(j % b->w, j / b->w));
    bench_sig_add(&signature, acc);
    return (now_ns() - t0) / (20.0 * n * n);
}

static double bench_los_exact(const geo_board *b)
{
    int n = b->w * b->h;
    double t0 = now_ns();
    unsigned acc = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            acc += geo_los(b, NULL, geo_place_cell(geo_cell_make(i % b->w, i / b->w)),
                           geo_place_cell(geo_cell_make(j % b->w, j / b->w)), NULL);
    bench_sig_add(&signature, acc);
    return (now_ns() - t0) / ((double)n * n);
}

static double bench_table_build(geo_board *b)
{
    double t0 = now_ns();
    geo_los_table_build(b);
    return (now_ns() - t0) / 1e6;
}

static double bench_reach(const geo_board *b, int mp)
{
    static geo_reach r;
    int n = 0;
    double t0 = now_ns();
    for (int rep = 0; rep < 50; rep++)
        for (int i = 0; i < b->w * b->h; i++) {
            geo_cell c = geo_cell_make(i % b->w, i / b->w);
            if (geo_space_impassable(b, NULL, c)) continue;
            geo_reach_compute(b, NULL, c, mp, NULL, &r);
            /* One reached cost a move, of a cell that varies with the start
             * (the start's own is 0): cheap next to the search it checks. */
            bench_sig_add(&signature, r.cost[(i * 7 + 3) % (b->w * b->h)]);
            n++;
        }
    return (now_ns() - t0) / n;
}

int main(int argc, char **argv)
{
    rf_content *content;
    rf_map *map;
    rf_error err;
    const char *name = argc > 1 ? argv[1] : "crossroads";
    if (rf_content_load(NULL, &content, &err) != RF_OK || rf_map_load(content, name, &map, &err) != RF_OK) {
        char buf[800];
        rf_error_format(&err, buf, sizeof buf);
        fprintf(stderr, "bench_geo: %s\n", buf);
        return 2;
    }
    geo_board *b = map->board;
    double t[RUNS];
    printf("board layer on %s (%dx%d): line of sight between every two spaces, Move 2-4 from "
           "every passable space; median of %d runs, CPU time\n", rf_map_name(map), b->w, b->h, RUNS);
    for (int i = 0; i < RUNS; i++) t[i] = bench_los_table(b);
    printf("  line of sight, from the table:  %8.1f ns/query   (target < 20 ns)\n", median(t));
    for (int i = 0; i < RUNS; i++) t[i] = bench_los_exact(b);
    printf("  line of sight, exact:           %8.1f ns/query   (target < 2000 ns)\n", median(t));
    for (int i = 0; i < RUNS; i++) t[i] = bench_table_build(b);
    printf("  building the table:             %8.2f ms         (target < 50 ms)\n", median(t));
    for (int mp = 2; mp <= 4; mp++) {
        for (int i = 0; i < RUNS; i++) t[i] = bench_reach(b, mp);
        printf("  reachable set, Move %d:          %8.1f ns/move    (target < 2000 ns)\n", mp, median(t));
    }
    printf("  signature: %016llx\n", signature);
    rf_map_free(map);
    rf_content_free(content);
    return 0;
}
