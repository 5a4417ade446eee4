/*
 * heuristic_champ.h — the heuristic bot's plan in Champions
 * (heuristic_champ.c, docs/bots.md, docs/modes.md; rules CHAMP-1 …
 * CHAMP-21), from public information only: the champion cards' printed
 * content, each champion's active card (face up), the Boss boards and the
 * options' labels (a kitted card's printed numbers).
 */
#ifndef RF_BOTS_HEURISTIC_CHAMP_H
#define RF_BOTS_HEURISTIC_CHAMP_H

#include <stdbool.h>

#include "bots/bot.h"

/* Legend l shoots with no ammo at all (a champion, CHAMP-13). */
bool bot_champ_unlimited(const rf_game *g, int l);
/* Champion me goes to a closed supply bin (CHAMP-14: lock tokens off its
 * Boss board, new kitted cards) once 2 of its board's items are locked. */
bool bot_champ_wants_bin(const rf_game *g, int me);
/* The decisions only Champions asks: the kitted weapons (CHAMP-10, CHAMP-14),
 * the champion cards kept and made active (CHAMP-10, CHAMP-18), where a
 * champion is brought in (CHAMP-11), a champion's lock tokens and supply
 * bin (CHAMP-14, CHAMP-21) and its Use (the Boss board's items): the
 * option chosen, or 0 when it is none of them or not Champions. */
unsigned bot_champ_choose(rf_bot *b, const rf_game *g, const rf_decision *d,
                          const unsigned *codes, int n);
/* In champion me's activation: a card's top or an item worth its AP now
 * (CHAMP-19), or 0. shot: the expected value of its best plain Shoot;
 * shooting: whether the bot would Shoot now. */
unsigned bot_champ_action(const rf_game *g, int me, double shot, bool shooting,
                          const unsigned *codes, int n);
/* Whether challenger me holds its fire although a Shoot of expected value
 * `shot` is open: against the champions a poor shot spends an AP a Move
 * into cover would use better (the challengers win by lasting to the
 * trophy, CHAMP-3); false for a champion and outside Champions. */
bool bot_champ_hold_fire(const rf_game *g, int me, double shot);
/* How much more a Shoot by s at t of worth `value` (kill_bonus of it for
 * an elimination, 0 if none) is worth in Champions: the more a
 * champion has lost, the closer its elimination (CHAMP-15: each champion
 * elimination is a VP of the 2 they need, CHAMP-3); for a champion
 * (normal level) a challenger with no death box left is worth a third of
 * its damage and no elimination (CHAMP-4: it gives no VP). 0 in other
 * modes. */
double bot_champ_target_bonus(const rf_bot *b, const rf_game *g, int s, int t, double value,
                              double kill_bonus);
/* How good space x,y is for challenger me beyond its fight (0 for a
 * champion or outside Champions): the challengers win at the trophy
 * (CHAMP-3) unless the champions take 4 VP from their eliminations
 * (CHAMP-4), so away from the champions and out of their sight is worth
 * a lot. */
double bot_champ_place(const rf_game *g, int me, int x, int y);

#endif
