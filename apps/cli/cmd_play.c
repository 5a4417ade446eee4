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
 *
 * --players K,K,… (issue 16): one kind per player, laid out as the server
 * lays out a create request's seats (the first half in seat 0, the second
 * in seat 1, player j of a seat holding its squad's member j and the last
 * the rest; docs/rulings.md R-PLAYERS-1). Hot seat: each human is asked
 * for its own legends only and shown what it may see (rf_observe_as:
 * squadmates' hands hidden); with two humans or more no private log line
 * is printed (each reads its own in its view).
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_view.h"

#define PLAY_MAX_PLAYERS 6

typedef struct seat {
    const char *kind;            /* "human" or a bot kind */
    rf_bot *bot;
    rf_viewer v;                 /* its seat and members (0: the whole squad) */
} seat;

typedef struct table {
    seat seat[PLAY_MAX_PLAYERS];
    int nplayers, humans, last_human;
    bool any_human;
    const rf_game *g;            /* once made: whose legend a private line is about */
    FILE *out;
} table;

static bool human(const table *t, int s) { return s >= 0 && s < 2 && t->seat[s].bot == NULL; }

static void print_log(void *user, int s, const char *line)
{
    table *t = user;
    if (s < 0 || human(t, s) || !t->any_human)
        fprintf(t->out, "%s%s\n", s >= 0 ? "  (private) " : "", line);
}

/* With players: a private line is printed for the one human who may read
 * it, or for the watcher of bots only (R-PLAYERS-2). */
static void print_player_log(void *user, int s, int legend, const char *line)
{
    table *t = user;
    bool show = s < 0 || !t->any_human;
    for (int k = 0; k < t->nplayers && !show && t->humans == 1; k++)
        show = !t->seat[k].bot && t->seat[k].v.seat == s &&
               (legend < 0 || (t->g && rf_viewer_holds(t->g, &t->seat[k].v, legend)));
    if (show) fprintf(t->out, "%s%s\n", s >= 0 ? "  (private) " : "", line);
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

/* The player the pending decision waits for, as the server finds it
 * (apps/server/players.c): the one holding its member if it has options,
 * else the first of that seat's players that has. */
static int waiting_player(const table *t, const rf_game *g)
{
    rf_decision d;
    if (!rf_pending_brief(g, &d)) return -1;
    int first = -1;
    for (int k = 0; k < t->nplayers; k++) {
        const rf_viewer *v = &t->seat[k].v;
        if (v->seat != d.seat || rf_options_as(g, v, NULL, 0) == 0) continue;
        if (v->members == 0 || (v->members >> d.member & 1u)) return k;
        if (first < 0) first = k;
    }
    return first;
}

/* Ask human player k for its own options (hot seat: its view only). */
static unsigned ask_player(table *t, const rf_game *g, const rf_map *m, int k)
{
    static rf_option opts[RF_MAX_OPTIONS];
    const rf_viewer *v = &t->seat[k].v;
    rf_decision d;
    rf_pending(g, &d);
    int n = rf_options_as(g, v, opts, RF_MAX_OPTIONS);
    if (t->humans > 1 && t->last_human != k) {
        fprintf(t->out, "\n=== Player %d (%s): your turn. Press Enter. ===", k + 1,
                cli_seat_name(g, v->seat));
        fflush(t->out);
        char line[8];
        if (!fgets(line, sizeof line, stdin)) return 0;
    }
    t->last_human = k;
    bool board = true;
    for (;;) {
        fputc('\n', t->out);
        cli_view_print_as(g, m, v, board, t->out);
        fprintf(t->out, "\n%s\n", d.prompt);
        for (int i = 0; i < n; i++) fprintf(t->out, "  %3d  %s\n", i + 1, opts[i].label);
        fprintf(t->out, "player %d (%s)> ", k + 1, cli_seat_name(g, v->seat));
        fflush(t->out);
        char line[64];
        if (!fgets(line, sizeof line, stdin) || line[0] == 'q') return 0;
        board = line[0] == 'b';
        char *end;
        long c = strtol(line, &end, 10);
        if (!board && end != line && c >= 1 && c <= n) return opts[c - 1].code;
        if (!board) fprintf(t->out, "Answer with a number from 1 to %d, 'b' for the board or 'q'.\n", n);
    }
}

/* A bot's choice among its player's options (as the server's
 * match_bot_choice): its own, else a pass, else its first option. */
static unsigned bot_choice(const table *t, const rf_game *g, int k)
{
    const rf_viewer *v = &t->seat[k].v;
    unsigned code = rf_bot_choose(t->seat[k].bot, g);
    if (rf_viewer_may_choose(g, v, code)) return code;
    unsigned done = (unsigned)RF_OPT_DONE << 24;
    if (rf_viewer_may_choose(g, v, done)) return done;
    rf_option first;
    return rf_options_as(g, v, &first, 1) > 0 ? first.code : code;
}

static int run_players(table *t, rf_game *g, const rf_map *m, rf_replay *rec)
{
    rf_error err;
    while (!rf_game_over(g, NULL)) {
        int k = waiting_player(t, g);
        if (k < 0) {
            fprintf(t->out, "\nNo player may decide: a seat has no player for some legend.\n");
            return CLI_ERROR;
        }
        unsigned code = t->seat[k].bot ? bot_choice(t, g, k) : ask_player(t, g, m, k);
        if (!code) {
            fprintf(t->out, "\nPlayer %d leaves the game.\n", k + 1);
            return CLI_NO;
        }
        if (rf_choose(g, code, &err) != RF_OK || (rec && rf_replay_record(rec, code, g, &err) != RF_OK)) {
            cli_print_error(&err);
            return CLI_ERROR;
        }
    }
    return CLI_OK;
}

static int run_match(table *t, rf_game *g, const rf_map *m, rf_replay *rec)
{
    if (t->nplayers) return run_players(t, g, m, rec);
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
    if (t->nplayers) {                                   /* --players: the seat's players */
        int len = snprintf(out, n, "players");
        for (int k = 0; k < t->nplayers && len < (int)n; k++)
            if (t->seat[k].v.seat == s) len += snprintf(out + len, n - (size_t)len, " %d", k + 1);
        return;
    }
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

/* The players' seats and members, as the server lays out a create
 * request's seats (apps/server/match_setup.c, default_layout): at most one
 * player per legend of the larger squad in each seat. */
static bool lay_out(const cli_command *self, table *t, const rf_setup *s)
{
    int n[2] = { 0, 0 };
    if (s->start == RF_START_DRAFT) {
        n[0] = s->squad_sizes[0] ? s->squad_sizes[0] : s->squad_size;
        n[1] = s->squad_sizes[1] ? s->squad_sizes[1] : s->squad_size;
    } else {
        for (int i = 0; i < s->nlegends; i++) n[s->legend[i].squad & 1]++;
    }
    int most = n[0] > n[1] ? n[0] : n[1], half = t->nplayers / 2;
    if (t->nplayers > 2 * most) {
        cli_usage_error(self, "--players: %d players for squads of %d legends (at most one per "
                        "legend: %d)", t->nplayers, most, 2 * most);
        return false;
    }
    for (int i = 0; i < t->nplayers; i++) {
        int team = t->nplayers == 2 ? i : i < half ? 0 : 1;
        int j = i < half ? i : i - half, last = (team == 0 ? half : t->nplayers - half) - 1;
        t->seat[i].v.seat = team;
        t->seat[i].v.members = t->nplayers == 2 ? 0u : j < last ? 1u << j
                                                  : ((1u << most) - 1u) & ~((1u << j) - 1u);
    }
    return true;
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
    int seats = t->nplayers ? t->nplayers : 2;
    for (int i = 0; i < seats; i++)      /* the same bot seeds as `ringfall sim` */
        if (strcmp(t->seat[i].kind, "human") != 0)
            t->seat[i].bot = rf_bot_new(t->seat[i].kind, seed * 2 + 1 + (unsigned)i);
    if (m && cli_match_setup(args, m, seed, &s) && (!t->nplayers || lay_out(self, t, &s))) {
        int size = s.start == RF_START_DRAFT ? s.squad_size : s.nlegends / 2;
        int blue = s.squad_sizes[1] ? s.squad_sizes[1] : size;           /* CHAMP-1 */
        size = s.squad_sizes[0] ? s.squad_sizes[0] : size;
        fprintf(t->out, "ringfall: %s %dv%d on %s, seed %llu; %s: %s, %s: %s%s\n",
                rf_mode_name(s.mode), size,
                blue, rf_map_name(m), seed, s.start ? "--red player" : "red", t->seat[0].kind,
                s.start ? "--blue player" : "blue", t->seat[1].kind,
                s.start ? " (colours by the Aim card draw)" : "");
        for (int k = 0; k < t->nplayers; k++) {
            fprintf(t->out, "  player %d: %s, seat %d, members", k + 1, t->seat[k].kind,
                    t->seat[k].v.seat + 1);
            for (int j = 0; j < 8; j++)
                if (t->seat[k].v.members >> j & 1u) fprintf(t->out, " %d", j + 1);
            fputc('\n', t->out);
        }
        if (t->nplayers) {
            if (rf_game_new_logged(c, m, &s, NULL, NULL, &g, &err) != RF_OK) cli_print_error(&err);
            else rf_game_set_log_players(g, print_player_log, t);
            t->g = g;
        } else if (rf_game_new_logged(c, m, &s, print_log, t, &g, &err) != RF_OK) {
            cli_print_error(&err);
        }
    }
    if (g) {
        rf_replay *rec = args->save ? rf_replay_new(c, m, &s) : NULL;
        rc = run_match(t, g, m, rec);
        if (rc == CLI_OK) print_result(t, g, m);
        if (rc == CLI_OK && rec) rc = save_replay(rec, args->save);
        rf_replay_free(rec);
        rf_game_free(g);
    }
    for (int i = 0; i < seats; i++) rf_bot_free(t->seat[i].bot);
    (void)self;
    rf_map_free(m);
    rf_content_free(c);
    return rc;
}

/* --players K,K,…: 2 to 6 kinds, "human" or a bot (issue 16). */
static int play_players(const cli_command *self, const cli_args *args, table *t)
{
    static char kinds[PLAY_MAX_PLAYERS][32];
    if (args->red || args->blue)
        return cli_usage_error(self, "--players names every player: no --red or --blue with it");
    const char *p = args->players;
    while (*p && t->nplayers < PLAY_MAX_PLAYERS + 1) {
        size_t len = strcspn(p, ",");
        if (t->nplayers == PLAY_MAX_PLAYERS || len == 0 || len >= sizeof kinds[0])
            return cli_usage_error(self, "--players: 2 to %d kinds separated by commas, e.g. "
                                   "human,random,human,random", PLAY_MAX_PLAYERS);
        memcpy(kinds[t->nplayers], p, len);
        kinds[t->nplayers][len] = 0;
        t->seat[t->nplayers].kind = cli_seat_kind(self, kinds[t->nplayers], "human");
        if (!t->seat[t->nplayers].kind) return CLI_ERROR;
        t->humans += strcmp(t->seat[t->nplayers].kind, "human") == 0;
        t->nplayers++;
        p += len + (p[len] == ',');
    }
    if (t->nplayers < 2)
        return cli_usage_error(self, "--players: 2 to %d kinds separated by commas",
                               PLAY_MAX_PLAYERS);
    t->any_human = t->humans > 0;
    t->last_human = -1;
    return play(self, args, t);
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
    if (args.players) return play_players(self, &args, &t);
    t.seat[0].kind = cli_seat_kind(self, args.red, "human");
    t.seat[1].kind = cli_seat_kind(self, args.blue, "random");
    if (!t.seat[0].kind || !t.seat[1].kind) return CLI_ERROR;
    t.any_human = strcmp(t.seat[0].kind, "human") == 0 || strcmp(t.seat[1].kind, "human") == 0;
    return play(self, &args, &t);
}
