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
#include <unistd.h>

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

int sim_arm_open(const cli_command *self, int argc, char **argv, sim_arm *a)
{
    memset(a, 0, sizeof *a);
    int rc = cli_parse(self, argc, argv, CLI_OPT_DATA | CLI_OPT_MATCH | CLI_OPT_GAMES | CLI_OPT_SIM,
                       &a->args);
    if (rc >= 0) return rc;
    if (a->args.npos) return cli_usage_error(self, "unexpected argument '%s'", a->args.pos[0]);
    sim_config *cfg = &a->cfg;
    if (!bot_kinds(self, &a->args, cfg->kinds)) return CLI_ERROR;
    a->patch = (sim_content_opts){ a->args.data_dir, a->args.cards, a->args.nsets, a->args.set };
    a->content = sim_content_load(&a->patch, a->args.map ? a->args.map : "crossroads", &a->map);
    if (!a->map) return CLI_ERROR;
    cfg->patch = &a->patch;
    cfg->args = &a->args;
    cfg->content = a->content;
    cfg->map = a->map;
    cfg->games = a->args.games ? a->args.games : 100;
    cfg->seed = a->args.seed_given ? a->args.seed : 1;
    cfg->threads = a->args.threads ? a->args.threads : 1;
    cfg->save_dir = a->args.save_dir;
    cfg->check = a->args.check;
    cfg->rows = a->args.matches;
    cfg->progress = isatty(STDERR_FILENO);         /* never in redirected output */
    cfg->heat = a->args.report != NULL;            /* the heat maps of the report (sim_heat.c) */
    if (a->args.report && (a->args.shards || a->args.sweep))
        return cli_usage_error(self, "--report is one whole run's page: not with --shard or --sweep");
    return cfg->rows ? sim_rows_check(cfg->rows) : CLI_OK;
}

void sim_arm_close(sim_arm *a)
{
    sim_result_free(&a->result, a->cfg.games);
    rf_map_free(a->map);
    rf_content_free(a->content);
    a->map = NULL;
    a->content = NULL;
}

int sim_arm_play(sim_arm *a)
{
    int rc = sim_run(&a->cfg, &a->result);
    if (a->result.failed) {
        fflush(stdout);
        fprintf(stderr, "ringfall sim: %s\n", a->result.failure);
    }
    if (rc == CLI_OK && a->cfg.rows) rc = sim_rows_write(&a->cfg, &a->result, a->cfg.rows);
    return rc;
}

int sim_run_options(int argc, char **argv, char **kept)
{
    static const char *const own[] = { "--shard", "--matches", "--save-dir" };
    int n = 0;
    for (int i = 0; i < argc; i++) {
        bool skip = false;
        for (size_t k = 0; k < sizeof own / sizeof *own && !skip; k++) {
            size_t len = strlen(own[k]);
            if (strcmp(argv[i], own[k]) == 0) {
                skip = true;
                i++;                                          /* and its value */
            } else skip = strncmp(argv[i], own[k], len) == 0 && argv[i][len] == '=';
        }
        if (!skip) kept[n++] = argv[i];
    }
    return n;
}

int sim_shard_play(const cli_command *self, int argc, char **argv, char **text)
{
    *text = NULL;
    char **copy = calloc((size_t)argc + 1, sizeof *copy), **kept = calloc((size_t)argc + 1, sizeof *kept);
    if (!copy || !kept) {
        free(copy);
        free(kept);
        return CLI_ERROR;
    }
    memcpy(copy, argv, (size_t)argc * sizeof *argv);
    int nkept = sim_run_options(argc, argv, kept);      /* before cli_parse reorders copy */
    static sim_arm arm;
    int rc = sim_arm_open(self, argc, copy, &arm);
    int total = arm.cfg.games, i = arm.args.shard, n = arm.args.shards;
    unsigned long long first = arm.cfg.seed;
    if (rc == CLI_OK && n > total)
        rc = cli_usage_error(self, "--shard %d/%d: more shards than the %d matches", i + 1, n, total);
    if (rc == CLI_OK && (arm.args.text || arm.args.sweep))
        rc = cli_usage_error(self, "--shard writes the shard's JSON (no --text, no --sweep)");
    if (rc == CLI_OK) {
        long lo = (long)total * i / n, hi = (long)total * (i + 1) / n;   /* a contiguous block */
        arm.cfg.games = (int)(hi - lo);
        arm.cfg.seed = first + (unsigned long long)lo;
        rc = sim_arm_play(&arm);
    }
    if (rc == CLI_OK) {
        json_t *root = sim_report_build(&arm.cfg, &arm.result);
        json_object_set_new(root, "shard", sim_shard_json(&arm.cfg, &arm.result, i, n, total, first,
                                                          nkept, kept));
        *text = json_dumps(root, JSON_INDENT(1) | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(6));
        json_decref(root);
        if (!*text) rc = CLI_ERROR;
    }
    sim_arm_close(&arm);
    free(copy);
    free(kept);
    return rc;
}

/* --help anywhere among sim's words: every form of the command (ab, merge,
 * --sweep, --shard, a run) parses its words its own way, and a run's
 * parser answers CLI_OK after --help exactly as when it is ready to play,
 * so the help is answered here, before any of them. */
static bool asks_help(int argc, char **argv)
{
    for (int i = 0; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) return true;
    return false;
}

int cmd_sim(const cli_command *self, int argc, char **argv)
{
    if (asks_help(argc, argv)) {
        cli_print_help(self, stdout);
        return CLI_OK;
    }
    if (argc > 0 && strcmp(argv[0], "ab") == 0) return cmd_sim_ab(self, argc - 1, argv + 1);
    if (argc > 0 && strcmp(argv[0], "merge") == 0) return cmd_sim_merge(self, argc - 1, argv + 1);
    if (sim_mpi_run) {
        bool handled = false;
        int rc = sim_mpi_run(self, argc, argv, &handled);
        if (handled) return rc;
    }
    for (int i = 0; i < argc; i++)
        if (strncmp(argv[i], "--sweep", 7) == 0 && (argv[i][7] == '=' || !argv[i][7]))
            return cmd_sim_sweep(self, argc, argv, argv[i][7] == '=' ? argv[i] + 8 : i + 1 < argc ? argv[i + 1] : "");
    for (int i = 0; i < argc; i++)
        if (strncmp(argv[i], "--shard", 7) == 0 && (argv[i][7] == '=' || !argv[i][7])) {
            char *text;
            int rc = sim_shard_play(self, argc, argv, &text);
            if (text) puts(text);
            free(text);
            return rc;
        }
    static sim_arm arm;                  /* large: the matches' records are on the heap, not here */
    char **given = calloc((size_t)argc + 1, sizeof *given);   /* as typed: cli_parse reorders argv */
    if (!given) return CLI_ERROR;
    memcpy(given, argv, (size_t)argc * sizeof *argv);
    int rc = sim_arm_open(self, argc, argv, &arm);
    if (rc == CLI_OK) rc = sim_arm_play(&arm);
    if (rc == CLI_OK && arm.args.report) rc = sim_page_write(&arm.cfg, &arm.result, arm.args.report, argc, given);
    if (rc == CLI_OK && arm.args.text) sim_report_text(&arm.cfg, &arm.result, stdout);
    else if (rc == CLI_OK) sim_report_json(&arm.cfg, &arm.result, stdout);
    sim_arm_close(&arm);
    free(given);
    return rc;
}
