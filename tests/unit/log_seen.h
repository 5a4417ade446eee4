/*
 * log_seen.h — the log in words as each seat reads it, for tests of who
 * sees what (docs/visibility.md): listen to a game's log (rf_game_set_log),
 * then count the lines containing some words that a seat reads. A line
 * for seat -1 is read by everyone (both seats and the spectators, as the
 * server's h_log.c and the CLI show it); a line for seat s only by s.
 * Header-only (static inline), one log per test program at a time.
 */
#ifndef RF_TEST_LOG_SEEN_H
#define RF_TEST_LOG_SEEN_H

#include <string.h>

#include "testutil.h"
#include "rules/engine/state.h"

#define LS_LINES 8192
#define LS_SPECTATOR (-1)

typedef struct ls_log {
    const rf_game *game;
    int n;
    bool stage1[LS_LINES];          /* written while the game was in Stage 1 */
    int seat[LS_LINES];
    char text[LS_LINES][320];
} ls_log;

static inline ls_log *ls_the_log(void)
{
    static ls_log log;
    return &log;
}

static inline void ls_on_line(void *user, int seat, const char *line)
{
    ls_log *lg = user;
    if (lg->n == LS_LINES) return;
    lg->seat[lg->n] = seat;
    lg->stage1[lg->n] = lg->game && lg->game->match.stage == RF_STAGE_1;
    snprintf(lg->text[lg->n], sizeof lg->text[0], "%s", line);
    lg->n++;
}

/* Start listening to g's log afresh. */
static inline ls_log *ls_listen(rf_game *g)
{
    ls_log *lg = ls_the_log();
    lg->n = 0;
    lg->game = g;
    rf_game_set_log(g, ls_on_line, lg);
    return lg;
}

/* Lines containing `words` that `seat` reads (LS_SPECTATOR: a spectator,
 * who reads the public lines only). */
static inline int ls_seen(const ls_log *lg, int seat, const char *words)
{
    int n = 0;
    for (int i = 0; i < lg->n; i++)
        if ((lg->seat[i] < 0 || (seat >= 0 && lg->seat[i] == seat)) && strstr(lg->text[i], words)) n++;
    return n;
}

/* Lines containing `words` written for one seat only. */
static inline int ls_private(const ls_log *lg, const char *words)
{
    int n = 0;
    for (int i = 0; i < lg->n; i++) n += lg->seat[i] >= 0 && strstr(lg->text[i], words) != NULL;
    return n;
}

/* A public line: both seats and the spectators read it. */
static inline void ls_assert_public(const ls_log *lg, const char *words)
{
    for (int seat = LS_SPECTATOR; seat <= 1; seat++)
        if (!ls_seen(lg, seat, words)) fail_msg("seat %d never reads \"%s\"", seat, words);
    if (ls_private(lg, words)) fail_msg("\"%s\" is also written privately", words);
}

/* A hidden line: seat `own` reads it, the other seat and the spectators
 * never do. */
static inline void ls_assert_hidden(const ls_log *lg, int own, const char *words)
{
    if (!ls_seen(lg, own, words)) fail_msg("seat %d never reads \"%s\"", own, words);
    if (ls_seen(lg, 1 - own, words)) fail_msg("seat %d reads \"%s\"", 1 - own, words);
    if (ls_seen(lg, LS_SPECTATOR, words)) fail_msg("a spectator reads \"%s\"", words);
}

#endif
