/*
 * heuristic_roles.c — see heuristic_roles.h. Public information only: a
 * seat sees its own role cards and the enemy's once played or revealed
 * (rf_view_role).
 *
 * The leader card goes to the legend most likely to survive: Gibraltar
 * (Gun Shield, Dome of Protection), then Lifeline (healing), then the one
 * with the strongest body shield; Pathfinder and Wraith escape well too.
 * A guardian plays its card (lifesteal) before a worthwhile Shoot when it
 * has lost health; the leader plays its card (a third AP) only when it can
 * eliminate now, as playing shows the enemy whom to hunt. Every legend
 * prefers a Shoot at a revealed enemy leader.
 *
 * FROZEN (heuristic-v1): a copy of the heuristic bot as it was on main at
 * affbd3d, kept unchanged from now on as the fixed yardstick the other bots
 * are measured against (docs/bots.md, "Levels and the yardstick"): a
 * reference that moved would make every strength figure meaningless. Do
 * not fix or improve it; improve src/bots/heuristic*.c instead.
 */
#include <string.h>

#include "bots/v1/heuristic_roles.h"

#define LEADER_BONUS 15.0         /* a revealed enemy leader is worth more than its damage */
#define LEADER_KILL 200.0         /* ... and eliminating it wins the game (ASSN-3) */
#define LIFESTEAL_SHOT 4.0        /* the expected damage worth a guardian card */
#define LIFESTEAL_MISSING 10      /* health missing before a guardian card is worth it */

static int role_opt(const unsigned *codes, int n, int what, int b)
{
    for (int i = 0; i < n; i++)
        if (rf_opt_kind_of(codes[i]) == RF_OPT_ROLE && rf_opt_a(codes[i]) == what &&
            (b < 0 || rf_opt_b(codes[i]) == b))
            return i;
    return -1;
}

/* How long legend l should last (ASSN-6: the leader's card goes there). */
static int durability(const rf_game *g, int l)
{
    static const struct { const char *name; int bonus; } tough[] = {
        { "Gibraltar", 20 }, { "Lifeline", 12 }, { "Pathfinder", 8 }, { "Wraith", 8 },
    };
    rf_legend_view v;
    rf_view_legend(g, l, &v);
    int score = v.shield_max + v.health;
    for (size_t i = 0; i < sizeof tough / sizeof *tough; i++)
        if (strcmp(v.name, tough[i].name) == 0) score += tough[i].bonus;
    return score;
}

unsigned v1_role_decision(const rf_game *g, const rf_decision *d, const unsigned *codes, int n)
{
    if (d->legend >= 0) {                               /* the leader card's draw */
        int i = role_opt(codes, n, RF_ROLE_OPT_DRAW_DECK, -1);
        if (i < 0) i = role_opt(codes, n, RF_ROLE_OPT_DRAW_DISCARD, -1);
        return i >= 0 ? codes[i] : codes[0];
    }
    int best = 0, best_score = -1;
    for (int i = 0; i < n; i++) {
        if (rf_opt_kind_of(codes[i]) != RF_OPT_ROLE) continue;
        int score = durability(g, rf_opt_b(codes[i]));
        if (score > best_score) {
            best_score = score;
            best = i;
        }
    }
    return codes[best];
}

unsigned v1_role_play(const rf_game *g, int seat, int me, double shot, bool kill,
                       const unsigned *codes, int n)
{
    int i = role_opt(codes, n, RF_ROLE_OPT_PLAY, me);
    if (i < 0) return 0;
    rf_legend_view v;
    rf_view_legend(g, me, &v);
    switch (rf_view_role(g, seat, me, NULL)) {
    case RF_ROLE_GUARDIAN:
        return shot >= LIFESTEAL_SHOT && 40 - v.health >= LIFESTEAL_MISSING ? codes[i] : 0;
    case RF_ROLE_LEADER:
        return kill && rf_view_ap(g) >= 1 ? codes[i] : 0;
    default:
        return 0;
    }
}

double v1_role_target_bonus(const rf_game *g, int t, bool kill)
{
    bool up = false;
    if (rf_view_role(g, -1, t, &up) != RF_ROLE_LEADER || !up) return 0.0;
    return kill ? LEADER_KILL : LEADER_BONUS;
}
