/*
 * cli_util.c — helpers shared by the `ringfall` commands: option parsing,
 * usage and error messages, loading content and maps (see cli.h).
 *
 * Options are long (--data DIR, --data=DIR, --color, --explain, --help);
 * "--" ends them. A lone "-" or a negative number ("-1,2") is a positional
 * argument, so that places off the board reach the library and are refused
 * there with a reason.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

void cli_print_usage(const cli_command *cmd, FILE *out)
{
    const char *u = cmd->usage;
    fputs("usage: ringfall ", out);
    for (; *u; u++) {
        fputc(*u, out);
        if (*u == '\n' && u[1]) fputs("       ringfall ", out);
    }
    if (u == cmd->usage || u[-1] != '\n') fputc('\n', out);
}

void cli_print_help(const cli_command *cmd, FILE *out)
{
    cli_print_usage(cmd, out);
    fprintf(out, "\n%s\n", cmd->help);
}

int cli_usage_error(const cli_command *cmd, const char *fmt, ...)
{
    va_list ap;
    fflush(stdout);
    fprintf(stderr, "ringfall %s: ", cmd->name);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    cli_print_usage(cmd, stderr);
    return CLI_ERROR;
}

void cli_print_error(const rf_error *err)
{
    char buf[1024];
    rf_error_format(err, buf, sizeof buf);
    fflush(stdout);
    if (err->file[0]) fprintf(stderr, "%s\n", buf);
    else fprintf(stderr, "ringfall: %s\n", buf);
}

/* --legend NAME@X,Y[:red|blue]: a legend drawn on the map. */
static int parse_legend(const cli_command *cmd, const char *spec, cli_args *out)
{
    if (out->nlegends >= CLI_MAX_LEGENDS)
        return cli_usage_error(cmd, "at most %d --legend options", CLI_MAX_LEGENDS);
    char name[32], squad[8] = "red";
    int x, y, used = 0;
    int got = sscanf(spec, "%31[A-Za-z0-9_-]@%d,%d%n", name, &x, &y, &used);
    if (got != 3) return cli_usage_error(cmd, "--legend '%s': expected NAME@X,Y[:red|blue]", spec);
    if (spec[used] == ':' && sscanf(spec + used + 1, "%7s", squad) != 1) squad[0] = '\0';
    else if (spec[used] && spec[used] != ':')
        return cli_usage_error(cmd, "--legend '%s': unexpected '%s'", spec, spec + used);
    if (strcmp(squad, "red") != 0 && strcmp(squad, "blue") != 0)
        return cli_usage_error(cmd, "--legend '%s': the squad is red or blue", spec);
    int k = out->nlegends++;
    snprintf(out->legend_name[k], sizeof out->legend_name[k], "%s", name);
    out->legend[k].name = out->legend_name[k];
    out->legend[k].x = x;
    out->legend[k].y = y;
    out->legend[k].squad = strcmp(squad, "blue") == 0;
    return -1;
}

/* A --NAME VALUE or --NAME=VALUE option; returns true if a is --NAME
 * (*value set, or NULL when the value is missing). */
static bool valued(const char *a, const char *name, int argc, char **argv, int *i,
                   const char **value)
{
    size_t n = strlen(name);
    if (strncmp(a, name, n) != 0 || (a[n] != '=' && a[n])) return false;
    *value = a[n] == '=' ? a + n + 1 : *i + 1 < argc ? argv[++*i] : NULL;
    if (*value && !**value) *value = NULL;
    return true;
}

static int parse_count(const cli_command *cmd, const char *name, const char *v, int lo, int hi,
                       int *out)
{
    char *end;
    long n = v ? strtol(v, &end, 10) : 0;
    if (!v || *end || n < lo || n > hi)
        return cli_usage_error(cmd, "%s needs a number from %d to %d", name, lo, hi);
    *out = (int)n;
    return -1;
}

/* --bots A,B: the bots of the --red and --blue players. */
static int parse_bots(const cli_command *cmd, const char *v, cli_args *out)
{
    const char *comma = v ? strchr(v, ',') : NULL;
    size_t n = comma ? (size_t)(comma - v) : 0;
    if (!comma || n == 0 || !comma[1] || strchr(comma + 1, ',') || n >= sizeof out->bots[0] ||
        strlen(comma + 1) >= sizeof out->bots[1])
        return cli_usage_error(cmd, "--bots needs two bots A,B (e.g. heuristic,random)");
    memcpy(out->bots[0], v, n);
    out->bots[0][n] = '\0';
    snprintf(out->bots[1], sizeof out->bots[1], "%s", comma + 1);
    return -1;
}

/* The options of many matches (CLI_OPT_SIM); -2 if a is none of them. */
static int parse_sim_option(const cli_command *cmd, int argc, char **argv, int *i, cli_args *out)
{
    const char *a = argv[*i], *v;
    if (valued(a, "--bots", argc, argv, i, &v)) return parse_bots(cmd, v, out);
    if (valued(a, "--threads", argc, argv, i, &v))
        return parse_count(cmd, "--threads", v, 1, 256, &out->threads);
    if (valued(a, "--save-dir", argc, argv, i, &v)) {
        if (!v) return cli_usage_error(cmd, "--save-dir needs a directory");
        out->save_dir = v;
        return -1;
    }
    if (valued(a, "--set", argc, argv, i, &v)) {
        if (!v) return cli_usage_error(cmd, "--set needs FILE.FIELD=VALUE (e.g. weapons.R-301.damage=7)");
        if (out->nsets == CLI_MAX_SETS) return cli_usage_error(cmd, "at most %d --set options", CLI_MAX_SETS);
        out->set[out->nsets++] = v;
        return -1;
    }
    if (valued(a, "--matches", argc, argv, i, &v)) {
        if (!v) return cli_usage_error(cmd, "--matches needs a file (.jsonl or .csv)");
        out->matches = v;
        return -1;
    }
    if (valued(a, "--report", argc, argv, i, &v)) {
        if (!v) return cli_usage_error(cmd, "--report needs a directory");
        out->report = v;
        return -1;
    }
    if (valued(a, "--sweep", argc, argv, i, &v)) {
        if (!v) return cli_usage_error(cmd, "--sweep needs FILE.FIELD=A..B (e.g. weapons.R-301.damage=5..9)");
        out->sweep = v;
        return -1;
    }
    if (valued(a, "--shard", argc, argv, i, &v)) {
        int used = 0;
        if (!v || sscanf(v, "%d/%d%n", &out->shard, &out->shards, &used) != 2 || v[used] ||
            out->shards < 1 || out->shard < 1 || out->shard > out->shards)
            return cli_usage_error(cmd, "--shard needs I/N with 1 <= I <= N (e.g. 2/8)");
        out->shard--;
        return -1;
    }
    if (strcmp(a, "--text") == 0) out->text = true;
    else if (strcmp(a, "--check") == 0) out->check = true;
    else return -2;
    return -1;
}

/* --modules a,b: module ids of data/modes.json (MOD-1), "none" for none. */
static int parse_modules(const cli_command *cmd, const char *v, cli_args *out)
{
    out->modules_given = true;
    out->modules = 0;
    if (!v) return cli_usage_error(cmd, "--modules needs a list (e.g. heat_shields,events)");
    if (strcmp(v, "none") == 0) return -1;
    char list[160];
    snprintf(list, sizeof list, "%s", v);
    for (char *m = list, *next; m; m = next) {
        next = strchr(m, ',');
        if (next) *next++ = '\0';
        int k = rf_module_parse(m);
        if (k < 0)
            return cli_usage_error(cmd, "--modules: unknown module '%s' (ring, heat_shields, "
                                        "supply_drops, replicator, events, gun_run)", m);
        out->modules |= RF_MODULE_BIT(k);
    }
    return -1;
}

/* The match options (CLI_OPT_MATCH, CLI_OPT_GAMES, CLI_OPT_SAVE). Returns
 * -2 if a is none of them. */
static int parse_match_option(const cli_command *cmd, int argc, char **argv, int *i,
                              unsigned allowed, cli_args *out)
{
    const char *a = argv[*i], *v;
    const char **text = NULL;
    if (allowed & CLI_OPT_MATCH) {
        if (valued(a, "--map", argc, argv, i, &v)) text = &out->map;
        else if (valued(a, "--red", argc, argv, i, &v)) text = &out->red;
        else if (valued(a, "--blue", argc, argv, i, &v)) text = &out->blue;
        else if (valued(a, "--players", argc, argv, i, &v)) text = &out->players;
        else if (valued(a, "--cards", argc, argv, i, &v)) text = &out->cards;
        else if (valued(a, "--deck", argc, argv, i, &v)) text = &out->deck;
        else if (strcmp(a, "--no-ring") == 0) {
            out->no_ring = true;
            return -1;
        }
        else if (valued(a, "--modules", argc, argv, i, &v))
            return parse_modules(cmd, v, out);
        else if (valued(a, "--mode", argc, argv, i, &v)) {            /* MOD-1 */
            out->mode = v ? rf_mode_parse(v) : -1;
            if (out->mode < 0)
                return cli_usage_error(cmd, "--mode: BR, ASSN, TDM, CHAMP or CTF, not '%s'",
                                       v ? v : "");
            return -1;
        }
        else if (valued(a, "--draft", argc, argv, i, &v)) {
            out->random_draft = v && strcmp(v, "random") == 0;               /* DRAFT-7 */
            if (v && (out->random_draft || strcmp(v, "alternate") == 0)) return -1;
            return cli_usage_error(cmd, "--draft: 'alternate' or 'random', not '%s'", v ? v : "");
        }
        else if (valued(a, "--start", argc, argv, i, &v)) {
            static const char *const starts[] = { "map", "stages", "draft" };
            for (int k = 0; k < 3; k++)
                if (strcmp(v, starts[k]) == 0) {
                    out->start = 1 + k;            /* RF_START_MAP, _STAGES, _DRAFT */
                    return -1;
                }
            return cli_usage_error(cmd, "--start: 'map', 'stages' or 'draft', not '%s'", v);
        }
        else if (valued(a, "--size", argc, argv, i, &v))
            return parse_count(cmd, "--size", v, 2, 3, &out->size);
        else if (valued(a, "--rounds", argc, argv, i, &v))
            return parse_count(cmd, "--rounds", v, 1, 8, &out->rounds);
        else if (valued(a, "--seed", argc, argv, i, &v)) {
            char *end;
            out->seed = v ? strtoull(v, &end, 10) : 0;
            if (!v || *end) return cli_usage_error(cmd, "--seed needs a number");
            out->seed_given = true;
            return -1;
        }
    }
    if (!text && (allowed & CLI_OPT_GAMES) && valued(a, "--games", argc, argv, i, &v))
        return parse_count(cmd, "--games", v, 1, 100000000, &out->games);
    if (!text && (allowed & CLI_OPT_SAVE) && valued(a, "--save", argc, argv, i, &v))
        text = &out->save;
    if (!text && (allowed & CLI_OPT_OUT) && valued(a, "--out", argc, argv, i, &v))
        text = &out->out;
    if (!text && (allowed & CLI_OPT_QUIET) && strcmp(a, "--quiet") == 0) {
        out->quiet = true;
        return -1;
    }
    if (!text && (allowed & CLI_OPT_SIM)) return parse_sim_option(cmd, argc, argv, i, out);
    if (!text) return -2;
    if (!v) return cli_usage_error(cmd, "%s needs a value", a);
    *text = v;
    return -1;
}

/* Handle one option at argv[*i]; returns -1 if handled, else an exit code. */
static int parse_option(const cli_command *cmd, int argc, char **argv, int *i, unsigned allowed,
                        cli_args *out)
{
    const char *a = argv[*i];
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
        cli_print_help(cmd, stdout);
        return CLI_OK;
    }
    if ((allowed & CLI_OPT_DATA) && strncmp(a, "--data", 6) == 0 && (a[6] == '=' || !a[6])) {
        if (a[6] == '=') out->data_dir = a + 7;
        else if (*i + 1 < argc) out->data_dir = argv[++*i];
        else return cli_usage_error(cmd, "--data needs a directory");
        if (!out->data_dir[0]) return cli_usage_error(cmd, "--data needs a directory");
        return -1;
    }
    if ((allowed & CLI_OPT_COLOR) && strcmp(a, "--color") == 0) {
        out->color = true;
        return -1;
    }
    if ((allowed & CLI_OPT_LEGEND) && strcmp(a, "--legend") == 0) {
        if (*i + 1 >= argc) return cli_usage_error(cmd, "--legend needs NAME@X,Y[:red|blue]");
        return parse_legend(cmd, argv[++*i], out);
    }
    if ((allowed & CLI_OPT_EXPLAIN) && strcmp(a, "--explain") == 0) {
        out->explain = true;
        return -1;
    }
    int rc = parse_match_option(cmd, argc, argv, i, allowed, out);
    if (rc != -2) return rc;
    return cli_usage_error(cmd, "unknown option '%s'", a);
}

static bool is_option(const char *a)
{
    return (a[0] == '-' && a[1] == '-') || strcmp(a, "-h") == 0;
}

int cli_parse(const cli_command *cmd, int argc, char **argv, unsigned allowed, cli_args *out)
{
    memset(out, 0, sizeof *out);
    out->pos = argv;
    bool options = true;
    for (int i = 0; i < argc; i++) {
        if (options && strcmp(argv[i], "--") == 0) {
            options = false;
        } else if (options && is_option(argv[i])) {
            int rc = parse_option(cmd, argc, argv, &i, allowed, out);
            if (rc >= 0) return rc;
        } else {
            argv[out->npos++] = argv[i];   /* npos <= i: never overwrites unread args */
        }
    }
    return -1;
}

rf_content *cli_load_content(const cli_args *args)
{
    rf_content *c = NULL;
    rf_error err;
    memset(&err, 0, sizeof err);
    if (rf_content_load(args->data_dir, &c, &err) != RF_OK) {
        cli_print_error(&err);
        return NULL;
    }
    return c;
}

rf_map *cli_load_map(const rf_content *c, const char *path_or_name)
{
    rf_map *m = NULL;
    rf_error err;
    memset(&err, 0, sizeof err);
    if (rf_map_load(c, path_or_name, &m, &err) != RF_OK) {
        cli_print_error(&err);
        return NULL;
    }
    return m;
}
