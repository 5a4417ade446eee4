/*
 * heuristic_modes.h — the heuristic bot in Team Deathmatch and Capture the
 * Flag (heuristic_modes.c, docs/bots.md, docs/modes.md), from public
 * information only (the equipment boards, loadout cards, beacons, flags
 * and team tokens are all on the table, R-EQUIP-7).
 */
#ifndef RF_BOTS_HEURISTIC_MODES_H
#define RF_BOTS_HEURISTIC_MODES_H

#include <stdbool.h>

#include "bots/bot.h"

/* The decisions only these modes ask (lock tokens on or off, flipping the
 * loadout card, taking or delivering a flag, the enemy's beacon, the
 * bases): the option chosen, or 0 when the options are none of them. */
unsigned bot_mode_choose(rf_bot *b, const rf_game *g, const rf_decision *d,
                         const unsigned *codes, int n);
/* In an activation in Capture the Flag: Interact now when legend me can
 * take an enemy flag or deliver the one it carries; carrying one, Move on
 * unless an enemy blocks its base nearby (0 otherwise: fight it). */
unsigned bot_mode_action(const rf_game *g, int me, const unsigned *codes, int n);
/* Capture the Flag: the walking MP from every space to legend me's goal
 * (its squad's team tokens when it carries a flag; its own flag when an
 * enemy is about to take it and it stands by; else the enemy flags and the
 * enemies carrying its own); false when it has none. */
bool bot_mode_goal(const rf_game *g, int me, unsigned char *walk);

#endif
