/*
 * cmd_play.c — `ringfall play`: a match of any mode in the terminal.
 *
 * Each seat (red, blue) is a human or a bot. A human gets the board, every
 * legend's status and the pending decision with numbered options, and
 * answers with a number ('b' shows the board again, 'q' quits). Everything
 * that happens is printed from the game's log (rf_game_set_log): each
 * choice, each Aim card and modifier, damage, eliminations, the result.
 * Hidden information stays hidden: a human sees what its seat may know,
 * and private log lines only of human seats (all of them when only bots
 * play, so that a watcher sees everything).
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_view.h"

typedef struct seat {
    const char *kind;            /* "human" or a bot kind */
    rf_bot *bot;
} seat;

typedef struct table {
    seat seat[2];
    bool any_human;
    FILE *out;
} table;

static bool human(const table *t, int s) { return s >= 0 && s < 2 && t->seat[s].bot == NULL; }

static void print_log(void *user, int s, const char *line)
{
    table *t = user;
    if (s < 0 || human(t, s) || !t->any_human)
        fprintf(t->out, "%s%s\n", s >= 0 ? "  (private) " : "", line);
}

/* Ask the human at the pending decision; returns the chosen code, or 0
 * when the player quits (or input ends). */
static unsigned ask(const table *t, const rf_game *g, const rf_map *m)
{
    static rf_option opts[RF_MAX_OPTIONS];
    rf_decision d;
    rf_pending(g, &d);
    int n = rf_options(g, opts, RF_MAX_OPTIONS);
    bool board = true;
    for (;;) {
        fputc('\n', t->out);
        cli_view_print(g, m, d.seat, board, t->out);
        fprintf(t->out, "\n%s\n", d.prompt);
        for (int i = 0; i < n; i++) fprintf(t->out, "  %3d  %s\n", i + 1, opts[i].label);
        fprintf(t->out, "%s> ", cli_seat_name(g, d.seat));
        fflush(t->out);
        char line[64];
        if (!fgets(line, sizeof line, stdin) || line[0] == 'q') return 0;
        board = line[0] == 'b';
        char *end;
        long k = strtol(line, &end, 10);
        if (!board && end != line && k >= 1 && k <= n) return opts[k - 1].code;
        if (!board) fprintf(t->out, "Answer with a number from 1 to %d, 'b' for the board or 'q'.\n", n);
    }
}

static int run_match(table *t, rf_game *g, const rf_map *m, rf_replay *rec)
{
    rf_error err;
    while (!rf_game_over(g, NULL)) {
        rf_decision d;
        rf_pending(g, &d);
        unsigned code = human(t, d.seat) ? ask(t, g, m) : rf_bot_choose(t->seat[d.seat].bot, g);
        if (!code && human(t, d.seat)) {
            fprintf(t->out, "\nThe %s player leaves the game.\n", cli_seat_name(g, d.seat));
            return CLI_NO;
        }
        if (rf_choose(g, code, &err) != RF_OK || (rec && rf_replay_record(rec, code, g, &err) != RF_OK)) {
            cli_print_error(&err);
            return CLI_ERROR;
        }
    }
    return CLI_OK;
}

/* Who plays a squad, as the result says it: "you" (the one human),
 * "bot: normal", or the option that named a second human. */
static void player_words(const table *t, const rf_game *g, int squad, char *out, size_t n)
{
    int s = rf_game_seat_of(g, squad);
    bool both = human(t, 0) && human(t, 1);
    if (human(t, s)) snprintf(out, n, "%s", both ? (s == 0 ? "the --red player" : "the --blue player")
                                                 : "you");
    else snprintf(out, n, "bot: %s", t->seat[s].kind);
}

/* The result in plain words, then why the game ended (ROUND-4, ROUND-5). */
static void print_result(const table *t, const rf_game *g, const rf_map *m)
{
    int winner;
    rf_game_over(g, &winner);
    fputc('\n', t->out);
    cli_view_print(g, m, -1, true, t->out);
    char who[2][40], why[240];
    for (int q = 0; q < 2; q++) player_words(t, g, q, who[q], sizeof who[q]);
    if (winner < 0)
        fprintf(t->out, "Result: a draw between Red squad (%s) and Blue squad (%s).\n", who[0], who[1]);
    else fprintf(t->out, "Result: %s squad (%s) wins.\n", winner == 0 ? "Red" : "Blue", who[winner]);
    fprintf(t->out, "Why: %s.\n", rf_game_end_reason(g, why, sizeof why));
}

static int save_replay(const rf_replay *rec, const char *path)
{
    rf_error err;
    if (rf_replay_save(rec, path, &err) != RF_OK) {
        cli_print_error(&err);
        return CLI_ERROR;
    }
    printf("Replay saved to %s.\n", path);
    return CLI_OK;
}

static int play(const cli_command *self, const cli_args *args, table *t)
{
    rf_content *c = cli_match_content(args);
    rf_map *m = c ? cli_load_map(c, args->map ? args->map : "crossroads") : NULL;
    rf_setup s;
    rf_game *g = NULL;
    rf_error err;
    int rc = CLI_ERROR;
    unsigned long long seed = args->seed_given ? args->seed : 1;
    for (int i = 0; i < 2; i++)          /* the same bot seeds as `ringfall sim` */
        if (strcmp(t->seat[i].kind, "human") != 0)
            t->seat[i].bot = rf_bot_new(t->seat[i].kind, seed * 2 + 1 + (unsigned)i);
    if (m && cli_match_setup(args, m, seed, &s)) {
        int size = s.start == RF_START_DRAFT ? s.squad_size : s.nlegends / 2;
        int blue = s.squad_sizes[1] ? s.squad_sizes[1] : size;           /* CHAMP-1 */
        size = s.squad_sizes[0] ? s.squad_sizes[0] : size;
        fprintf(t->out, "ringfall: %s %dv%d on %s, seed %llu; %s: %s, %s: %s%s\n",
                rf_mode_name(s.mode), size,
                blue, rf_map_name(m), seed, s.start ? "--red player" : "red", t->seat[0].kind,
                s.start ? "--blue player" : "blue", t->seat[1].kind,
                s.start ? " (colours by the Aim card draw)" : "");
        if (rf_game_new_logged(c, m, &s, print_log, t, &g, &err) != RF_OK) cli_print_error(&err);
    }
    if (g) {
        rf_replay *rec = args->save ? rf_replay_new(c, m, &s) : NULL;
        rc = run_match(t, g, m, rec);
        if (rc == CLI_OK) print_result(t, g, m);
        if (rc == CLI_OK && rec) rc = save_replay(rec, args->save);
        rf_replay_free(rec);
        rf_game_free(g);
    }
    for (int i = 0; i < 2; i++) rf_bot_free(t->seat[i].bot);
    (void)self;
    rf_map_free(m);
    rf_content_free(c);
    return rc;
}

int cmd_play(const cli_command *self, int argc, char **argv)
{
    cli_args args;
    int rc = cli_parse(self, argc, argv, CLI_OPT_DATA | CLI_OPT_MATCH | CLI_OPT_SAVE, &args);
    if (rc >= 0) return rc;
    if (args.npos) return cli_usage_error(self, "unexpected argument '%s'", args.pos[0]);
    table t;
    memset(&t, 0, sizeof t);
    t.out = stdout;
    t.seat[0].kind = cli_seat_kind(self, args.red, "human");
    t.seat[1].kind = cli_seat_kind(self, args.blue, "random");
    if (!t.seat[0].kind || !t.seat[1].kind) return CLI_ERROR;
    t.any_human = strcmp(t.seat[0].kind, "human") == 0 || strcmp(t.seat[1].kind, "human") == 0;
    return play(self, &args, &t);
}
