/*
 * cmd_sim.c — `ringfall sim`: many Battle Royale matches between bots, and
 * how they ended: wins per squad, draws, rounds, decisions, speed.
 *
 * Match i uses seed S + i, so a run is reproducible and any single match
 * can be watched again with `ringfall play --seed S+i --red B --blue B`.
 */
#define _POSIX_C_SOURCE 200809L
#include <string.h>
#include <time.h>

#include "cli.h"

typedef struct tally {
    long games, wins[2], draws, unfinished;
    long red[2];                 /* decided games in which each player played red */
    bool drawn;                  /* colours were drawn (--start stages or draft) */
    long long decisions;
} tally;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* One match; false if the set-up fails (reported). */
static bool one_match(const cli_args *args, const rf_content *c, const rf_map *m,
                      const char *kinds[2], unsigned long long seed, tally *t)
{
    rf_setup s;
    if (!cli_match_setup(args, m, seed, &s)) return false;
    rf_game *g;
    rf_error err;
    if (rf_game_new(c, m, &s, &g, &err) != RF_OK) {
        cli_print_error(&err);
        return false;
    }
    rf_bot *bot[2] = { rf_bot_new(kinds[0], seed * 2 + 1), rf_bot_new(kinds[1], seed * 2 + 2) };
    long steps = 0;
    for (; !rf_game_over(g, NULL) && steps < 1000000; steps++) {
        rf_decision d;
        rf_pending(g, &d);
        rf_choose(g, rf_bot_choose(bot[d.seat], g), &err);
    }
    int winner;
    if (!rf_game_over(g, &winner)) t->unfinished++;
    else if (winner < 0) t->draws++;
    else t->wins[rf_game_seat_of(g, winner)]++;          /* by player: colours are drawn */
    if (winner >= 0) t->red[rf_game_seat_of(g, 0)]++;   /* 0: red */
    t->games++;
    t->drawn |= s.start != RF_START_MAP;
    t->decisions += steps;
    rf_bot_free(bot[0]);
    rf_bot_free(bot[1]);
    rf_game_free(g);
    return true;
}

static void report(const tally *t, const char *kinds[2], double seconds, FILE *out)
{
    double n = t->games ? (double)t->games : 1.0;
    fprintf(out, "games      %ld\n", t->games);
    if (!t->drawn) {
        fprintf(out, "red wins   %ld (%.1f %%)\n", t->wins[0], 100.0 * t->wins[0] / n);
        fprintf(out, "blue wins  %ld (%.1f %%)\n", t->wins[1], 100.0 * t->wins[1] / n);
    } else {                 /* colours by the Aim card draw (DRAFT-2): wins per player */
        fprintf(out, "wins of the --red player (%s)   %ld (%.1f %%)\n", kinds[0], t->wins[0],
                100.0 * t->wins[0] / n);
        fprintf(out, "wins of the --blue player (%s)  %ld (%.1f %%)\n", kinds[1], t->wins[1],
                100.0 * t->wins[1] / n);
        fprintf(out, "colours    the --red player played red in %ld of %ld decided games\n",
                t->red[0], t->red[0] + t->red[1]);
    }
    fprintf(out, "draws      %ld (%.1f %%)\n", t->draws, 100.0 * t->draws / n);
    if (t->unfinished) fprintf(out, "unfinished %ld\n", t->unfinished);
    fprintf(out, "decisions  %.1f per game\n", (double)t->decisions / n);
    fprintf(out, "speed      %.0f games/s, %.0f decisions/s\n", t->games / (seconds > 0 ? seconds : 1e-9),
            (double)t->decisions / (seconds > 0 ? seconds : 1e-9));
}

int cmd_sim(const cli_command *self, int argc, char **argv)
{
    cli_args args;
    int rc = cli_parse(self, argc, argv, CLI_OPT_DATA | CLI_OPT_MATCH | CLI_OPT_GAMES, &args);
    if (rc >= 0) return rc;
    if (args.npos) return cli_usage_error(self, "unexpected argument '%s'", args.pos[0]);
    const char *kinds[2] = { cli_seat_kind(self, args.red, "random"), cli_seat_kind(self, args.blue, "random") };
    if (!kinds[0] || !kinds[1]) return CLI_ERROR;
    if (strcmp(kinds[0], "human") == 0 || strcmp(kinds[1], "human") == 0)
        return cli_usage_error(self, "sim plays bots only (human is for ringfall play)");
    rf_content *c = cli_match_content(&args);
    rf_map *m = c ? cli_load_map(c, args.map ? args.map : "crossroads") : NULL;
    rc = m ? CLI_OK : CLI_ERROR;
    tally t;
    memset(&t, 0, sizeof t);
    int games = args.games ? args.games : 100;
    unsigned long long seed = args.seed_given ? args.seed : 1;
    double start = now();
    for (int i = 0; i < games && rc == CLI_OK; i++)
        if (!one_match(&args, c, m, kinds, seed + (unsigned)i, &t)) rc = CLI_ERROR;
    if (rc == CLI_OK) {
        printf("Battle Royale %dv%d on %s, seeds %llu..%llu, --red %s vs --blue %s\n",
               args.size ? args.size : 2, args.size ? args.size : 2, rf_map_name(m), seed,
               seed + (unsigned)games - 1, kinds[0], kinds[1]);
        report(&t, kinds, now() - start, stdout);
    }
    rf_map_free(m);
    rf_content_free(c);
    return rc;
}
