/*
 * cli_view.h — a game as text for people (cli_view.c).
 */
#ifndef RF_CLI_VIEW_H
#define RF_CLI_VIEW_H

#include <stdio.h>

#include "ringfall.h"

/* What `seat` may know (rf_observe): with board, the map with the legends
 * drawn on it; then the round and one line per legend. */
void cli_view_print(const rf_game *g, const rf_map *m, int seat, bool board, FILE *out);
/* The same for one player (rf_observe_as: its squadmates' hands hidden). */
void cli_view_print_as(const rf_game *g, const rf_map *m, const rf_viewer *v, bool board,
                       FILE *out);
/* The special modules' lines (cli_view_modules.c: Events, Gun Run, Heat
 * Shields, Supply Drops, Replicator) of an rf_observe object, cards and
 * tokens named as content c prints them; nothing without those modules. */
struct json_t;
void cli_view_modules(const struct json_t *o, const rf_content *c, FILE *out);
/* The equipment modes' lines (cli_view_modes.c: lock tokens, locked
 * beacon; Capture the Flag's flags and team tokens). */
void cli_view_modes(const struct json_t *o, const rf_game *g, FILE *out);

#endif
