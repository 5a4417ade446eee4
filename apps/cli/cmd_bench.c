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
#include <stdlib.h>
#include <string.h>

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
    }
    rf_map_free(m);
    rf_content_free(c);
    return rc;
}
