/*
 * log_damage.c — one legend's damage in words (log_damage): how much,
 * from what, what the shield and health took, a knockdown shield's help
 * and an elimination (DMG, KO, ELIM-1). The shot's own line is log_shot.c.
 */
#include "rules/combat/combat.h"
#include "rules/record/log.h"

void log_damage(const rf_game *g, int l, const char *what, int amount,
                   const struct rf_damage_result *dr)
{
    if (!log_on(g)) return;
    log_msg(g, -1, "%s takes %d damage from %s (%d to shield, %d to health%s%s)",
            g->legend[l].name, amount, what, dr->to_shield, dr->to_health,
            dr->prevented ? ", prevented by the knockdown shield" : "",
            dr->eliminated ? ", ELIMINATED" : "");
}
