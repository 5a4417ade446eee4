/*
 * cmd_replay.c — `ringfall replay FILE`: rebuild a recorded game, verify
 * every step against the recording, and tell it from its log.
 */
#include <string.h>

#include "cli.h"
#include "cli_view.h"

static void print_line(void *user, int seat, const char *line)
{
    (void)user;
    printf("%s%s\n", seat >= 0 ? "  (private) " : "", line);
}

int cmd_replay(const cli_command *self, int argc, char **argv)
{
    cli_args args;
    int rc = cli_parse(self, argc, argv, CLI_OPT_DATA | CLI_OPT_QUIET | CLI_OPT_MATCH, &args);
    if (rc >= 0) return rc;
    if (args.npos != 1) return cli_usage_error(self, "expected one replay file");
    rf_replay *r = NULL;
    rf_error err;
    memset(&err, 0, sizeof err);
    if (rf_replay_load(args.pos[0], &r, &err) != RF_OK) {
        cli_print_error(&err);
        return CLI_ERROR;
    }
    rf_content *c = cli_match_content(&args);
    rf_map *m = c ? cli_load_map(c, rf_replay_map(r)) : NULL;
    rf_game *g = NULL;
    rc = CLI_ERROR;
    if (m && rf_replay_play_logged(r, c, m, args.quiet ? NULL : print_line, NULL, &g, &err) != RF_OK)
        cli_print_error(&err);
    if (g) {
        int winner;
        bool over = rf_game_over(g, &winner);
        if (!args.quiet) cli_view_print(g, m, -1, true, stdout);
        char why[240];
        printf("Replay verified: %d choices. %s\n", rf_replay_length(r),
               !over ? "The game is not over." : winner < 0 ? "Result: a draw." :
               winner == 0 ? "Result: Red squad wins." : "Result: Blue squad wins.");
        if (over) printf("Why: %s.\n", rf_game_end_reason(g, why, sizeof why));
        rc = CLI_OK;
        rf_game_free(g);
    }
    rf_map_free(m);
    rf_content_free(c);
    rf_replay_free(r);
    return rc;
}
