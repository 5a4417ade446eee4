/*
 * log.c — the game's log (rf_game_set_log, rf_logf).
 */
#include <stdarg.h>
#include <stdio.h>

#include "rules/log.h"

void rf_game_set_log(rf_game *g, rf_log_fn fn, void *user)
{
    g->log = fn;
    g->log_user = user;
}

void rf_logf(const rf_game *g, int seat, const char *fmt, ...)
{
    if (!g->log) return;
    char line[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    g->log(g->log_user, seat, line);
}

const char *rf_squad_name(int squad)
{
    return squad == 0 ? "red" : squad == 1 ? "blue" : "nobody";
}
