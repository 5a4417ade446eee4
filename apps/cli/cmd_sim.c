/*
 * cmd_sim.c — `ringfall sim`: many Battle Royale matches between bots, and
 * how they ended: a JSON summary on standard output (docs/sim.md), or the
 * same in words with --text.
 *
 * Match i uses seed S + i, so a run is reproducible and any single match
 * can be watched again with `ringfall play --seed S+i --red B --blue B`,
 * or saved with --save-dir and replayed. --check is the soak test's
 * driver (make soak): rf_check after every step and every match rebuilt
 * from its replay; the first failure names its seed and step (exit 1).
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "sim.h"

/* The two bots: --bots A,B, or --red A --blue B (default random). */
static bool bot_kinds(const cli_command *self, const cli_args *args, const char *kinds[2])
{
    if (args->bots[0][0] && (args->red || args->blue)) {
        cli_usage_error(self, "--bots A,B or --red A --blue B, not both");
        return false;
    }
    kinds[0] = cli_seat_kind(self, args->bots[0][0] ? args->bots[0] : args->red, "random");
    kinds[1] = kinds[0] ? cli_seat_kind(self, args->bots[1][0] ? args->bots[1] : args->blue,
                                        "random") : NULL;
    if (!kinds[0] || !kinds[1]) return false;
    if (strcmp(kinds[0], "human") == 0 || strcmp(kinds[1], "human") == 0) {
        cli_usage_error(self, "sim plays bots only (human is for ringfall play)");
        return false;
    }
    return true;
}

int cmd_sim(const cli_command *self, int argc, char **argv)
{
    cli_args args;
    int rc = cli_parse(self, argc, argv, CLI_OPT_DATA | CLI_OPT_MATCH | CLI_OPT_GAMES | CLI_OPT_SIM,
                       &args);
    if (rc >= 0) return rc;
    if (args.npos) return cli_usage_error(self, "unexpected argument '%s'", args.pos[0]);
    sim_config cfg;
    memset(&cfg, 0, sizeof cfg);
    if (!bot_kinds(self, &args, cfg.kinds)) return CLI_ERROR;
    sim_content_opts patch = { args.data_dir, args.cards, args.nsets, args.set };
    rf_map *m = NULL;
    rf_content *c = sim_content_load(&patch, args.map ? args.map : "crossroads", &m);
    rc = m ? CLI_OK : CLI_ERROR;
    cfg.patch = &patch;
    cfg.args = &args;
    cfg.content = c;
    cfg.map = m;
    cfg.games = args.games ? args.games : 100;
    cfg.seed = args.seed_given ? args.seed : 1;
    cfg.threads = args.threads ? args.threads : 1;
    cfg.save_dir = args.save_dir;
    cfg.check = args.check;
    cfg.rows = args.matches;
    if (rc == CLI_OK && cfg.rows) rc = sim_rows_check(cfg.rows);
    sim_result r;
    memset(&r, 0, sizeof r);
    if (rc == CLI_OK) rc = sim_run(&cfg, &r);
    if (r.failed) {
        fflush(stdout);
        fprintf(stderr, "ringfall sim: %s\n", r.failure);
    }
    if (rc == CLI_OK && cfg.rows) rc = sim_rows_write(&cfg, &r, cfg.rows);
    if (rc == CLI_OK && args.text) sim_report_text(&cfg, &r, stdout);
    else if (rc == CLI_OK) sim_report_json(&cfg, &r, stdout);
    sim_result_free(&r, cfg.games);
    rf_map_free(m);
    rf_content_free(c);
    return rc;
}
