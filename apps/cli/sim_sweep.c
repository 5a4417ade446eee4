/*
 * sim_sweep.c — `ringfall sim --sweep FILE.PATH=A..B` (issue 18): the run
 * played once as given (the base) and once for each whole value from A to
 * B of one content field (each a --set FILE.PATH=V), on the same seeds;
 * for every value the ab metrics (sim_ab.c) with their paired difference
 * from the base. The JSON lists them by value; --text prints a table with
 * a bar per value (the first player's win rate), a plot in words; --plot
 * FILE.svg draws that win rate against the value with its 95 % Wilson
 * interval, the base's as a dashed line (sim_plots.c).
 */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"
#include "sim_plots.h"

#define MAX_VALUES 41

/* "weapons.R-301.damage=5..9": the path and the range; false if not. */
static bool parse_sweep(const char *spec, char *path, size_t n, long *lo, long *hi)
{
    const char *eq = strrchr(spec, '=');
    if (!eq || (size_t)(eq - spec) >= n || eq == spec) return false;
    char *end;
    *lo = strtol(eq + 1, &end, 10);
    if (end == eq + 1 || strncmp(end, "..", 2) != 0) return false;
    const char *b = end + 2;
    *hi = strtol(b, &end, 10);
    if (end == b || *end || *hi < *lo || *hi - *lo + 1 > MAX_VALUES) return false;
    snprintf(path, n, "%.*s", (int)(eq - spec), spec);
    return true;
}

static int open_with(const cli_command *self, int argc, char **argv, const char *set, sim_arm *arm)
{
    char *words[600];
    int n = 0;
    for (int i = 0; i < argc && n < 596; i++) {
        if (strcmp(argv[i], "--sweep") == 0 || strcmp(argv[i], "--plot") == 0) i++;
        else if (strncmp(argv[i], "--sweep=", 8) != 0 && strncmp(argv[i], "--plot=", 7) != 0)
            words[n++] = argv[i];
    }
    if (set) {
        words[n++] = "--set";
        words[n++] = (char *)set;
    }
    return sim_arm_open(self, n, words, arm);
}

static void text_row(const char *label, const json_t *m)
{
    json_t *w = json_object_get(m, "player1_wins");
    double rate = json_real_value(json_object_get(w, "b"));
    char bar[41];
    int k = (int)(rate * 40 + 0.5);
    memset(bar, '#', (size_t)(k < 0 ? 0 : k > 40 ? 40 : k));
    bar[k < 0 ? 0 : k > 40 ? 40 : k] = '\0';
    json_t *ci = json_object_get(w, "ci95");
    printf("%-28s %5.1f %%  %+5.1f (%+.1f..%+.1f)  p %-6.3g %5.2f rounds  |%s\n", label, 100 * rate,
           100 * json_real_value(json_object_get(w, "difference")), 100 * json_real_value(json_array_get(ci, 0)),
           100 * json_real_value(json_array_get(ci, 1)), json_real_value(json_object_get(w, "p")),
           json_real_value(json_object_get(json_object_get(m, "rounds"), "b")), bar);
}

/* --plot FILE (or --plot=FILE), NULL if not given. */
static const char *plot_file(int argc, char **argv)
{
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--plot") == 0) return i + 1 < argc ? argv[i + 1] : "";
        if (strncmp(argv[i], "--plot=", 7) == 0) return argv[i] + 7;
    }
    return NULL;
}

/* The --red player's (the first seat's) wins of a run as a bar. */
static void wins_bar(sim_bar *b, const char *label, const sim_arm *a)
{
    long k = 0, n = a->cfg.games;
    for (int i = 0; i < n; i++) k += a->result.game[i].winner == 0;
    memset(b, 0, sizeof *b);
    b->label = label;
    b->n[0] = n;
    b->k[0] = k;
    b->rate[0] = n ? (double)k / (double)n : 0;
    sim_wilson(k, n, &b->lo[0], &b->hi[0]);
}

/* The plot of --plot: one bar per value, the base first; false if it
 * cannot be written (said on stderr). */
static bool write_plot(const char *file, const char *path, const sim_arm *base, const sim_bar *bars, int n)
{
    FILE *f = fopen(file, "w");
    if (!f) {
        fprintf(stderr, "ringfall sim: --plot: cannot write %s\n", file);
        return false;
    }
    char title[300];
    snprintf(title, sizeof title, "%s: the --red player's (%s) wins against %s", path, base->cfg.kinds[0],
             base->cfg.kinds[1]);
    static const char *const one[SIM_PLOT_SERIES] = { "share of the matches", NULL };
    fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", f);
    sim_plot_bars(f, title, one, bars, n, bars[0].rate[0]);
    bool ok = !ferror(f);
    return fclose(f) == 0 && ok;
}

int cmd_sim_sweep(const cli_command *self, int argc, char **argv, const char *spec)
{
    char path[200];
    long lo, hi;
    if (!parse_sweep(spec, path, sizeof path, &lo, &hi))
        return cli_usage_error(self, "--sweep needs FILE.FIELD=A..B with whole numbers A <= B, at most %d "
                                     "values (e.g. weapons.R-301.damage=5..9)", MAX_VALUES);
    const char *plot = plot_file(argc, argv);
    if (plot && !*plot) return cli_usage_error(self, "--plot needs a file name (e.g. sweep.svg)");
    static sim_arm base, arm;
    static sim_bar bars[MAX_VALUES + 1];
    static char labels[MAX_VALUES + 1][32];
    int nbars = 0;
    int rc = open_with(self, argc, argv, NULL, &base);
    if (rc == CLI_OK && (base.args.shards || base.cfg.rows))
        rc = cli_usage_error(self, "--sweep plays whole runs (no --shard, no --matches)");
    base.cfg.progress_label = "base";
    if (rc == CLI_OK) rc = sim_arm_play(&base);
    json_t *values = json_array();
    bool text = base.args.text;
    if (rc == CLI_OK && text)
        printf("%s over seeds %llu..%llu, --red %s vs --blue %s; the --red player's wins, B - base (95 %% CI), "
               "McNemar p, mean rounds:\n", path, base.cfg.seed, base.cfg.seed + (unsigned)base.cfg.games - 1,
               base.cfg.kinds[0], base.cfg.kinds[1]);
    if (rc == CLI_OK) wins_bar(&bars[nbars++], "base (as the content has it)", &base);
    if (rc == CLI_OK && text) {
        json_t *m = sim_ab_metrics(&base, &base, 0.02);
        text_row("base (as the content has it)", m);
        json_decref(m);
    }
    for (long v = lo; rc == CLI_OK && v <= hi; v++) {
        char set[240], label[32];
        snprintf(set, sizeof set, "%s=%ld", path, v);
        snprintf(label, sizeof label, "%ld", v);
        rc = open_with(self, argc, argv, set, &arm);
        arm.cfg.progress_label = label;
        if (rc == CLI_OK) rc = sim_arm_play(&arm);
        if (rc == CLI_OK) {
            snprintf(labels[nbars], sizeof labels[nbars], "%ld", v);
            wins_bar(&bars[nbars], labels[nbars], &arm);
            nbars++;
            json_t *m = sim_ab_metrics(&base, &arm, 0.02);
            if (text) text_row(set, m);
            char sig[24];
            snprintf(sig, sizeof sig, "%016llx", (unsigned long long)sim_signature(&arm.cfg, &arm.result));
            json_array_append_new(values, json_pack("{s:I, s:s, s:s, s:o}", "value", (json_int_t)v, "set", set,
                                                    "signature", sig, "metrics", m));
        }
        sim_arm_close(&arm);
    }
    if (rc == CLI_OK && !text) {
        char sig[24];
        snprintf(sig, sizeof sig, "%016llx", (unsigned long long)sim_signature(&base.cfg, &base.result));
        json_t *setup = sim_setup_json(&base.cfg);
        json_object_set_new(setup, "signature", json_string(sig));
        json_t *root = json_pack("{s:{s:s, s:I, s:I}, s:I, s:o, s:o}", "sweep", "field", path, "from",
                                 (json_int_t)lo, "to", (json_int_t)hi, "pairs", (json_int_t)base.cfg.games,
                                 "base", setup, "values", values);
        json_dumpf(root, stdout, JSON_INDENT(2) | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(6));
        fputc('\n', stdout);
        json_decref(root);
    } else json_decref(values);
    if (rc == CLI_OK && plot && !write_plot(plot, path, &base, bars, nbars)) rc = CLI_ERROR;
    sim_arm_close(&base);
    return rc;
}
