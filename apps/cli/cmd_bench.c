/*
 * cmd_bench.c — `ringfall bench`: a fixed set of full matches between bots
 * on one thread, their speed and a signature (docs/performance.md). Speeds
 * are per second of the process's CPU time, not of the wall clock, so that
 * a busy machine slows them less.
 *
 * The set: whole matches as `ringfall play` starts them (draft, stages,
 * the Ring, the default decks) on Crossroads, N each (default 50, seeds S
 * ... S+N-1, default S 1) of random against random at 2 vs 2 and 3 vs 3,
 * heuristic against random at 2 vs 2 and heuristic against heuristic at 3
 * vs 3. The signature hashes every decision and every final state (the
 * engine's rf_game_hash) in a fixed order: it changes exactly when the
 * behaviour of the engine or the bots changes, never with speed, and
 * commits that change it record the new value in their message.
 */
#define _POSIX_C_SOURCE 200809L      /* clock_gettime */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "sim.h"

typedef struct bench_set {
    int size;
    const char *red, *blue;
} bench_set;

static const bench_set sets[] = {
    { 2, "random", "random" },
    { 3, "random", "random" },
    { 2, "heuristic", "random" },
    { 3, "heuristic", "heuristic" },
};
#define NSETS ((int)(sizeof sets / sizeof sets[0]))

static uint64_t mix(uint64_t h, uint64_t v)
{
    for (int i = 0; i < 8; i++) {                 /* FNV-1a, byte by byte */
        h ^= (v >> (8 * i)) & 0xff;
        h *= 0x100000001b3ull;
    }
    return h;
}

typedef struct bench_total {
    long long games, decisions;
    double seconds;
    uint64_t signature;
} bench_total;

/* One set; false after a failure (printed). */
static bool run_set(const bench_set *b, const cli_args *base, const rf_content *c,
                    const rf_map *m, bench_total *t)
{
    cli_args args = *base;
    args.size = b->size;
    sim_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.args = &args;
    cfg.content = c;
    cfg.map = m;
    cfg.kinds[0] = b->red;
    cfg.kinds[1] = b->blue;
    cfg.seed = base->seed_given ? base->seed : 1;
    cfg.games = base->games ? base->games : 50;
    cfg.threads = 1;
    sim_result r;
    if (sim_run(&cfg, &r) != CLI_OK) {
        fprintf(stderr, "ringfall bench: %s\n", r.failure);
        free(r.game);
        return false;
    }
    long long decisions = 0;
    uint64_t sig = 0xcbf29ce484222325ull;
    for (int i = 0; i < cfg.games; i++) {
        decisions += r.game[i].decisions;
        sig = mix(sig, r.game[i].signature);
    }
    double s = r.cpu_seconds > 0 ? r.cpu_seconds : 1e-9;   /* one thread: its CPU time */
    char label[64];
    snprintf(label, sizeof label, "%dv%d %s vs %s", b->size, b->size, b->red, b->blue);
    printf("  %-28s %6d matches %8.1f matches/s %9.0f decisions/s  %016llx\n", label, cfg.games,
           cfg.games / s, (double)decisions / s, (unsigned long long)sig);
    t->games += cfg.games;
    t->decisions += decisions;
    t->seconds += r.cpu_seconds;
    t->signature = mix(t->signature, sig);
    free(r.game);
    return true;
}

/* The search bot's speed (issue 13; not in the signature): a seeded 2 vs 2
 * match of the normal bot against itself in which the search bot (64
 * simulations a decision) is asked the red seat's decisions; its
 * simulations (rollouts to the end of the round) per second of CPU time. */
#define BENCH_SEARCH_DECISIONS 40
static double thread_cpu(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void bench_search(const cli_args *base, const rf_map *m, const rf_content *c)
{
    cli_args args = *base;
    args.size = 2;
    rf_setup s;
    rf_game *g = NULL;
    rf_error err;
    if (!cli_match_setup(&args, m, 1, &s) || rf_game_new(c, m, &s, &g, &err) != RF_OK) return;
    rf_bot *normal = rf_bot_new("normal", 1), *search = rf_bot_new("search:64", 1);
    int asked = 0;
    double spent = 0;
    for (int step = 0; step < 5000 && asked < BENCH_SEARCH_DECISIONS; step++) {
        rf_decision d;
        if (!rf_pending_brief(g, &d)) break;
        unsigned code = rf_bot_choose(normal, g);
        if (d.seat == 0 && d.kind != RF_DEC_LOADOUT && d.kind != RF_DEC_DRAFT) {
            double a = thread_cpu();
            code = rf_bot_choose(search, g);
            spent += thread_cpu() - a;
            asked++;
        }
        if (rf_choose(g, code, &err) != RF_OK) break;
    }
    long sims = rf_bot_search_sims(search);
    printf("  search bot (64 sims/decision)  %6d decisions %6ld simulations %8.0f simulations/s\n",
           asked, sims, spent > 0 ? (double)sims / spent : 0.0);
    rf_bot_free(normal);
    rf_bot_free(search);
    rf_game_free(g);
}

int cmd_bench(const cli_command *self, int argc, char **argv)
{
    cli_args args;
    int rc = cli_parse(self, argc, argv, CLI_OPT_DATA | CLI_OPT_MATCH | CLI_OPT_GAMES, &args);
    if (rc >= 0) return rc;
    if (args.npos) return cli_usage_error(self, "unexpected argument '%s'", args.pos[0]);
    if (args.map || args.red || args.blue || args.cards || args.deck || args.size || args.rounds ||
        args.no_ring || args.start)
        return cli_usage_error(self, "the bench plays a fixed set: only --games and --seed");
    rf_content *c = cli_load_content(&args);
    rf_map *m = c ? cli_load_map(c, "crossroads") : NULL;
    rc = m ? CLI_OK : CLI_ERROR;
    if (m) printf("ringfall bench: full Battle Royale matches on %s as `ringfall play` starts them\n"
                  "(draft from every legend, Stages 1 and 2, the Ring, each legend's own deck and\n"
                  "abilities, the default content), %d per set (seeds %llu..%llu), one thread,\n"
                  "speeds per second of CPU time (heuristic = the normal bot)\n",
                  rf_map_name(m), args.games ? args.games : 50, args.seed_given ? args.seed : 1,
                  (args.seed_given ? args.seed : 1) + (unsigned)(args.games ? args.games : 50) - 1);
    bench_total t = { 0, 0, 0, 0xcbf29ce484222325ull };
    for (int i = 0; i < NSETS && rc == CLI_OK; i++)
        if (!run_set(&sets[i], &args, c, m, &t)) rc = CLI_ERROR;
    if (rc == CLI_OK) {
        double s = t.seconds > 0 ? t.seconds : 1e-9;
        printf("  %-28s %6lld matches %8.1f matches/s %9.0f decisions/s\n", "all", t.games,
               t.games / s, (double)t.decisions / s);
        printf("signature: %016llx\n", (unsigned long long)t.signature);
        bench_search(&args, m, c);
    }
    rf_map_free(m);
    rf_content_free(c);
    return rc;
}
