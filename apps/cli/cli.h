/*
 * cli.h — the `ringfall` command: its command table entries and the small
 * helpers every command shares (argument parsing, loading content and
 * maps, reporting errors).
 *
 * The command is a client of include/ringfall.h like any other and sees
 * nothing else of the library. Exit status, for every command: 0 success,
 * 1 a negative answer (a failed scenario, a map with errors, a blocked line
 * of sight), 2 a usage error or a file that could not be loaded.
 */
#ifndef RF_CLI_H
#define RF_CLI_H

#include "ringfall.h"

enum { CLI_OK = 0, CLI_NO = 1, CLI_ERROR = 2 };

typedef struct cli_command cli_command;

/* One row of the command table (main.c). run gets the arguments after the
 * command name and returns the exit status. */
struct cli_command {
    const char *name;
    const char *usage;     /* synopsis lines after "usage: ringfall " */
    const char *summary;   /* one line for `ringfall --help` */
    const char *help;      /* details for `ringfall help NAME` */
    int (*run)(const cli_command *self, int argc, char **argv);
};

/* Options a command accepts (cli_parse). */
enum {
    CLI_OPT_DATA = 1u << 0,      /* --data DIR */
    CLI_OPT_COLOR = 1u << 1,     /* --color */
    CLI_OPT_EXPLAIN = 1u << 2,   /* --explain */
    CLI_OPT_LEGEND = 1u << 3,    /* --legend NAME@X,Y[:red|blue], repeatable */
    CLI_OPT_MATCH = 1u << 4,     /* --map NAME --seed N --red KIND --blue KIND --size 2|3
                                    --rounds N --cards FILE --deck NAME --no-ring
                                    --modules LIST --mode CODE */
    CLI_OPT_GAMES = 1u << 5,     /* --games N */
    CLI_OPT_SAVE = 1u << 6,      /* --save FILE */
    CLI_OPT_QUIET = 1u << 7,     /* --quiet */
    CLI_OPT_SIM = 1u << 8,       /* --bots A,B --threads T --save-dir DIR --text --check
                                    --set F.PATH=V --matches FILE --shard I/N --sweep F.PATH=A..B
                                    --report DIR */
    CLI_OPT_OUT = 1u << 9,       /* --out FILE */
};

#define CLI_MAX_LEGENDS 12
#define CLI_MAX_SETS 32

typedef struct cli_args {
    const char *data_dir;        /* NULL: the built-in data directory */
    bool color, explain;
    int nlegends;
    rf_marker legend[CLI_MAX_LEGENDS];
    char legend_name[CLI_MAX_LEGENDS][32];
    int npos;
    char **pos;                  /* positional arguments, in order */
    /* a match (CLI_OPT_MATCH ...): NULL / 0 for the defaults */
    const char *map, *red, *blue, *cards, *deck, *save;
    const char *players;         /* --players K,K,…: one kind per player (issue 16) */
    unsigned long long seed;
    bool seed_given, quiet, no_ring;
    int mode;                    /* --mode CODE: enum rf_mode (0 Battle Royale) */
    bool modules_given;          /* --modules LIST: exactly these special modules */
    bool random_draft;           /* --draft random: DRAFT-7 */
    unsigned modules;            /* RF_MODULE_BIT bits */
    int size, rounds, games;
    int start;                   /* --start: 0 the default (draft), else 1 + enum rf_start */
    /* many matches (CLI_OPT_SIM) */
    char bots[2][24];            /* --bots A,B: "" when not given */
    const char *save_dir;
    int threads;                 /* 0: not given */
    bool text, check;
    /* the balance lab (issue 18, docs/sim.md) */
    int nsets;
    const char *set[CLI_MAX_SETS];   /* --set FILE.PATH=VALUE, in order */
    const char *matches;         /* --matches FILE: one row per match (.jsonl or .csv) */
    int shard, shards;           /* --shard I/N: shard I (0-based) of N; shards 0 none */
    const char *sweep;           /* --sweep FILE.PATH=A..B */
    const char *report;          /* --report DIR: an HTML page with plots (sim_page.c) */
    const char *out;             /* --out FILE (CLI_OPT_OUT) */
} cli_args;

/* Parse options and positional arguments (positionals are gathered at the
 * front of argv). Returns -1 when parsing succeeded, else the exit status
 * to return at once: CLI_OK after --help, CLI_ERROR after a usage error
 * (already reported). */
int cli_parse(const cli_command *cmd, int argc, char **argv, unsigned allowed, cli_args *out);

/* Print "ringfall NAME: REASON" and the command's usage to stderr; returns
 * CLI_ERROR. */
int cli_usage_error(const cli_command *cmd, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void cli_print_usage(const cli_command *cmd, FILE *out);
void cli_print_help(const cli_command *cmd, FILE *out);
/* Print a library error to stderr (located errors as file:line:col: ...). */
void cli_print_error(const rf_error *err);

/* Load the content set / a map; on failure the error is printed and NULL
 * returned. */
rf_content *cli_load_content(const cli_args *args);
rf_map *cli_load_map(const rf_content *c, const char *path_or_name);

/* A Battle Royale set-up from the match options (cli_match.c): the
 * first-game squads of DRAFT-9 (2 vs 2 or 3 vs 3) facing each other across
 * the map. Returns false after printing why it cannot be made. */
bool cli_match_setup(const cli_args *args, const rf_map *m, unsigned long long seed, rf_setup *s);
/* Load the content and the match's map (and --cards); NULL after printing
 * the error. */
rf_content *cli_match_content(const cli_args *args);
/* A seat's player: a bot kind ("random") or "human"; NULL if unknown
 * (reported). */
const char *cli_seat_kind(const cli_command *cmd, const char *given, const char *fallback);

static inline const char *cli_squad_name(int squad) { return squad == 0 ? "red" : "blue"; }
/* The colour a seat plays ("red"/"blue"), or "player 1"/"player 2" before
 * the colour draw (DRAFT-2). */
static inline const char *cli_seat_name(const rf_game *g, int seat)
{
    if (rf_game_seat_of(g, 0) == seat) return "red";
    if (rf_game_seat_of(g, 1) == seat) return "blue";
    return seat == 0 ? "player 1" : "player 2";
}

/* The browser client's files when `serve` is given no --web (web_dir.c). */
const char *cli_web_dir(void);

/* The commands (cmd_*.c). */
int cmd_scenario(const cli_command *self, int argc, char **argv);
int cmd_map(const cli_command *self, int argc, char **argv);
int cmd_los(const cli_command *self, int argc, char **argv);
int cmd_play(const cli_command *self, int argc, char **argv);
int cmd_sim(const cli_command *self, int argc, char **argv);
int cmd_replay(const cli_command *self, int argc, char **argv);
int cmd_serve(const cli_command *self, int argc, char **argv);
int cmd_bench(const cli_command *self, int argc, char **argv);

#endif
