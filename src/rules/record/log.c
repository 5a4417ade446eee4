/*
 * log.c — the game's log (rf_game_set_log, log_msg).
 */
#include <stdarg.h>
#include <stdio.h>

#include "rules/record/log.h"

void rf_game_set_log(rf_game *g, rf_log_fn fn, void *user)
{
    g->log = fn;
    g->log_user = user;
}

void rf_game_set_log_players(rf_game *g, rf_log_player_fn fn, void *user)
{
    g->log_players = fn;
    g->log_players_user = user;
}

static void emit(const rf_game *g, int seat, int legend, const char *line)
{
    if (g->log) g->log(g->log_user, seat, line);
    if (g->log_players) g->log_players(g->log_players_user, seat, legend, line);
}

void log_msg(const rf_game *g, int seat, const char *fmt, ...)
{
    if (!log_on(g)) return;
    char line[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    emit(g, seat, -1, line);
}

void log_msg_legend(const rf_game *g, int l, const char *fmt, ...)
{
    if (!log_on(g)) return;
    char line[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    emit(g, g->legend[l].seat, l, line);
}

const char *log_squad_name(int squad)
{
    return squad == 0 ? "red" : squad == 1 ? "blue" : "nobody";
}
