/*
 * effects_log.c — what a played card did, in the log (CARD-5: a played
 * card is face up; its effect is public): one line per effect with the
 * legend, the card and the numbers. The cards a legend draws are named to
 * its own seat only (CARD-6).
 */
#include <stdio.h>

#include "rules/cards/abilities_play.h"
#include "data/catalog.h"
#include "rules/cards/effect_ops.h"
#include "rules/cards/effects_log.h"
#include "rules/cards/hand.h"
#include "rules/record/log.h"

void effect_log_restore(const rf_game *g, int l, int t, const rf_card_def *c, int health,
                           int shield)
{
    const rf_legend *lt = &g->legend[t];
    char h[40] = "", s[40] = "", who[40] = "";
    if (c->a[0]) snprintf(h, sizeof h, health < c->a[0] ? "%d of %d health" : "%d health", health, c->a[0]);
    if (c->a[1]) snprintf(s, sizeof s, shield < c->a[1] ? "%d of %d shield" : "%d shield", shield, c->a[1]);
    if (t != l) snprintf(who, sizeof who, "%s, ", lt->name);
    log_msg(g, -1, "%s's %s: %s%s%s%s restored, now shield %d and health %d (DMG-7)",
            g->legend[l].name, c->name, who, h, h[0] && s[0] ? " and " : "", s, lt->vitals.shield,
            lt->vitals.health);
}

void effect_log_draw(const rf_game *g, int l, const rf_card_def *c, int before)
{
    const rf_legend *lg = &g->legend[l];
    int got = lg->hand_n - before;
    if (got < c->a[0])
        log_msg(g, -1, "%s's %s: draws %d action card%s of %d, the action deck is %s (CARD-6)",
                lg->name, c->name, got, got == 1 ? "" : "s", c->a[0], got ? "spent" : "empty");
    else
        log_msg(g, -1, "%s's %s: draws %d action card%s (CARD-6)", lg->name, c->name, got,
                got == 1 ? "" : "s");
    for (int i = before; i < lg->hand_n; i++)           /* its own player only, R-PLAYERS-2 */
        log_msg_legend(g, l, "  %s's new card: %s (%s, CARD-6)", lg->name,
                hand_card(g, l, i)->name, c->name);
}

/* ENHANCE-1, REACT-9: the card's numbers for this Shoot, in the effect
 * list's words (effect_args_words). */
void effect_log_shot(const rf_game *g, int l, const rf_card_def *c, const char *rule)
{
    char w[160];
    effect_args_words(c, w, sizeof w);
    log_msg(g, -1, "%s's %s: %s in this Shoot (%s)", g->legend[l].name, c->name, w, rule);
}

void effect_log_cooldown(const rf_game *g, int l, const rf_card_def *c, int on_track,
                            const char *ready)
{
    const rf_legend *lg = &g->legend[l];
    if (!on_track)
        log_msg(g, -1, "%s's %s: no ability token on the cooldown track, nothing moves (COOL-5)",
                lg->name, c->name);
    else
        log_msg(g, -1, "%s's %s: %d ability token%s move%s %d position%s left on the cooldown "
                "track%s%s (COOL-5)", lg->name, c->name, on_track, on_track == 1 ? "" : "s",
                on_track == 1 ? "s" : "", c->a[0],
                c->a[0] == 1 ? "" : "s", ready[0] ? "; ready again: " : "", ready);
}
