/*
 * log_shot.c — a Shoot in words for the game's log: the hit threshold with
 * every modifier (SHOOT-13 … SHOOT-16), each Aim card with its slot and
 * why it hit or missed (AIM), the damage and what absorbed it (DMG, KO).
 */
#include <stdio.h>

#include "rules/record/log.h"
#include "rules/record/log_shot.h"
#include "rules/combat/shot_setup.h"

/* "other +15 (Sense Danger, reaction +10; Smoke, zone +10; ...)": each part
 * with its source; what no part explains (none expected) stays "other". */
static void other_words(const rf_ht_part *p, int np, int other, char *out, size_t n)
{
    int sum = 0;
    size_t k = (size_t)snprintf(out, n, "other %+d", other);
    for (int i = 0; i < np && k < n; i++) {
        k += (size_t)snprintf(out + k, n - k, "%s%s, %s %+d", i ? "; " : " (", p[i].what, ht_part_kind_name(p[i].kind),
                              p[i].mod);
        sum += p[i].mod;
    }
    if (np && sum != other && k < n) k += (size_t)snprintf(out + k, n - k, "; other %+d", other - sum);
    if (np && k < n) snprintf(out + k, n - k, ")");
}

static void log_threshold(const rf_game *g, const rf_shot_log *s)
{
    const rf_ht *ht = s->ht;
    const rf_aim_target *at = s->at;
    char other[320];
    other_words(s->parts, s->nparts, ht->other_mod, other, sizeof other);
    log_msg(g, -1, "  hit threshold %d = weapon %d, range %+d, optic %+d, %s%s%s%s",
            ht->ht, ht->base, ht->range_mod, ht->optic_mod, other,
            at->cover ? "; target behind cover" : "", at->lower ? "; target lower" : "",
            at->higher ? "; target higher" : "");
}

static void log_cards(const rf_game *g, const rf_aim_result *ar)
{
    for (int i = 0; i < ar->ncards; i++) {
        const rf_aim_placed *p = &ar->card[i];
        log_msg(g, -1, "  Aim card %d (shot %d) on slot %+d (stability %+d): %s%s — %s",
                p->card.value, p->shot + 1, p->slot, p->mod, p->hit ? "hit" : "miss",
                p->head ? ", headshot" : "", p->why);
    }
    if (ar->half_icons)
        log_msg(g, -1, "  %d half-hit icon%s give%s %d hit%s (AIM-10)", ar->half_icons,
                ar->half_icons == 1 ? "" : "s", ar->half_icons == 1 ? "s" : "", ar->half_hits,
                ar->half_hits == 1 ? "" : "s");
    if (ar->helmet_saved)
        log_msg(g, -1, "  the helmet stops %d headshot%s (AIM-16)", ar->helmet_saved,
                ar->helmet_saved == 1 ? "" : "s");
}

void log_shot(const rf_game *g, const rf_shot_log *s)
{
    if (!log_on(g)) return;
    const rf_legend *sh = &g->legend[s->shooter], *tg = &g->legend[s->target];
    log_msg(g, -1, "%s shoots %s with the %s", sh->name, tg->name, s->weapon);
    log_threshold(g, s);
    log_cards(g, s->ar);
    const rf_damage_result *dr = s->dr;
    log_msg(g, -1, "  %d hit%s, %d headshot%s: %d damage (%d to shield, %d to health%s%s)",
            s->ar->hits, s->ar->hits == 1 ? "" : "s", s->ar->heads, s->ar->heads == 1 ? "" : "s",
            s->damage, dr->to_shield, dr->to_health,
            dr->prevented ? ", prevented by the knockdown shield" : "",
            dr->eliminated ? ", ELIMINATED" : "");
}
