/*
 * match.h — the match before Stage 3 (docs/match.md): the colour draw
 * (DRAFT-2), the draft (DRAFT-6, DRAFT-7, DRAFT-9), Stage 1, the loadout
 * (STAGE1, match_loadout.c) and Stage 2, the entrance board and the map
 * drop (STAGE2, match.c, match_entry.c).
 */
#ifndef RF_RULES_MATCH_H
#define RF_RULES_MATCH_H

#include "errors.h"
#include "rules/engine/engine.h"

/* rf_setup checks of RF_START_STAGES and RF_START_DRAFT. */
rf_status match_check_setup(const rf_setup *s, rf_error *err);
/* Set-up on the map (RF_START_MAP): seats are squads, Stage 3 runs. */
void match_on_map(rf_game *g);
/* Set-up of a match with stages: the draft list; FR_MATCH does the rest. */
void match_start(rf_game *g, const rf_setup *s);

/* setup.c: a legend's board (BR-4, GEAR-2), no weapon, off the map, its
 * action deck shuffled and `draw` cards drawn (CARD-6). */
/* Legend l's ability cards: the content's ability key `key`, "" none, "*"
 * the legend's own (data/legends.json). */
void match_legend_abilities(rf_game *g, int l, const char *key);
void match_legend_init(rf_game *g, int l, const char *name, int squad, int seat, const char *deck,
                    int draw);

/* rf_check's part: seats, sides, epic tokens, who is on the map. */
rf_status match_check(const rf_game *g, rf_error *err);

/* "red"/"blue" for a seat that plays a squad; "player 1"/"player 2" while
 * the colours are undecided. */
const char *match_seat_name(const rf_game *g, int seat);

/* The epic token beside a side of the entrance board (STAGE2-2), or -1. */
int match_entrance_epic(const rf_game *g, int side);

/* Stage 1 (match_loadout.c): STAGE1-1: each legend's pool; the squad's
 * loadout is frame FR_LOADOUT (loadout.squad). */
void match_loadout_deal_pools(rf_game *g);
/* A Stage 1 place option's detail (its code's b >> 8; b & 0xff is the
 * piece): gear (STAGE1-6), backpack slot s at RF_LOADOUT_PACK + s, weapon
 * slot w's attachment slot s at RF_LOADOUT_FIT + w * 8 + s. */
enum { RF_LOADOUT_GEAR = 0, RF_LOADOUT_PACK = 1, RF_LOADOUT_FIT = 32 };
/* TDM-8 (2), CHAMP-11 (3): squad's legends not yet entered come in one at
 * a time from outside a map edge with a Move 3 (mode_start.c); then the
 * frame below goes on. */
void match_mode_push_entry(rf_game *g, int squad);

/* Stage 2's reward Move (match_entry.c): a Move frame with move.entry =
 * 1 + side enters the map from outside, next to that side's edge
 * (STAGE2-6, STAGE2-10). Its options and apply; false when the frame is no entry. */
bool match_entry_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob);
/* The MP for legend l to end on each space (GEO_UNREACHED: not) entering
 * with mp MP from outside the edge `side`; in CTF only CTF-7's spaces, and
 * false when there are none (then every space stays, R-CTF-7). */
bool match_entry_costs(const rf_game *g, int l, int side, int mp, uint8_t *cost);
bool match_entry_apply(rf_game *g, rf_frame *f, uint32_t code);
/* Whether match_entry_options lists code (f is an entering Move, f->move.entry > 0). */
bool match_entry_legal(const rf_game *g, const rf_frame *f, uint32_t code);

#endif
