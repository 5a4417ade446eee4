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
};

#define CLI_MAX_LEGENDS 12

typedef struct cli_args {
    const char *data_dir;        /* NULL: the built-in data directory */
    bool color, explain;
    int nlegends;
    rf_marker legend[CLI_MAX_LEGENDS];
    char legend_name[CLI_MAX_LEGENDS][32];
    int npos;
    char **pos;                  /* positional arguments, in order */
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

/* The commands (cmd_*.c). */
int cmd_scenario(const cli_command *self, int argc, char **argv);
int cmd_map(const cli_command *self, int argc, char **argv);
int cmd_los(const cli_command *self, int argc, char **argv);

#endif
