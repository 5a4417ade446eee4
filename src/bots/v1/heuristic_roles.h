/*
 * heuristic_roles.h — the heuristic bot in Assassination (heuristic_roles.c,
 * docs/bots.md; rules ASSN-6 … ASSN-10): who is the leader, when a role
 * card is worth playing, and the leader card's draw.
 *
 * FROZEN (heuristic-v1): a copy of the heuristic bot as it was on main at
 * affbd3d, kept unchanged from now on as the fixed yardstick the other bots
 * are measured against (docs/bots.md, "Levels and the yardstick"): a
 * reference that moved would make every strength figure meaningless. Do
 * not fix or improve it; improve src/bots/heuristic*.c instead.
 */
#ifndef RF_BOTS_V1_HEURISTIC_ROLES_H
#define RF_BOTS_V1_HEURISTIC_ROLES_H

#include "ringfall.h"

/* RF_DEC_ROLE: the leader card to the most durable legend (ASSN-6), or the
 * leader card's draw (from the deck while it has cards). */
unsigned v1_role_decision(const rf_game *g, const rf_decision *d, const unsigned *codes, int n);
/* In an activation: the option that plays legend me's role card when it is
 * worth it now (0 otherwise). shot: the expected damage of its best Shoot,
 * kill: whether that Shoot may eliminate. */
unsigned v1_role_play(const rf_game *g, int seat, int me, double shot, bool kill,
                       const unsigned *codes, int n);
/* How much more a Shoot at legend t is worth: an enemy leader known to
 * everybody (its card face up) is the target that wins the game (ASSN-3). */
double v1_role_target_bonus(const rf_game *g, int t, bool kill);

#endif
