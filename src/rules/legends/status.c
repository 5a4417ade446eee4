/*
 * status.c — the legends' statuses, read from the ability state (see
 * status.h). An ability's effect is its number in the one effect list
 * (data/effect_list.h: RF_EFF_RAVENS …), so a status is "legend l's
 * ability whose effect is X has a token below the initiative track"
 * (TIME-2: active from its use until the marker reaches the token); the numbers are the ability's args (data/abilities.json).
 */
#include "rules/cards/abilities_play.h"
#include "rules/engine/legends.h"
#include "data/effect_list.h"
#include "rules/legends/status.h"
#include "rules/engine/plugin.h"

/* Is token t of legend l's ability in `slot` below the initiative track? */
static bool token_running(const rf_game *g, int l, int slot, int t)
{
    return t >= 0 && g->abil.tok[l][slot][t].where == RF_TOK_TRACK;      /* TIME-2 */
}

/* Legend l's ability with effect e (RF_EFF_*) while one of its Durations
 * runs, or NULL. */
static const rf_ability_def *running(const rf_game *g, int l, int e)
{
    for (int slot = 0; slot < RF_ABIL_SLOTS; slot++) {
        const rf_ability_def *a = abil_of(g, l, slot);
        if (!a || a->effect != e) continue;
        for (int t = 0; t < a->tokens; t++)
            if (token_running(g, l, slot, t)) return a;
    }
    return NULL;
}

/* Ravens: t carries a running Raven of a legend of s's squad (ABIL-8: an
 * attached miniature goes where t goes). One Raven is enough; they do not
 * add up. */
static const rf_ability_def *raven_of(const rf_game *g, int s, int t)
{
    for (int i = 0; i < g->abil.nminis; i++) {
        const rf_abil_mini *m = &g->abil.mini[i];
        if (m->attached != t || legend_enemies(g, s, m->legend)) continue;
        const rf_ability_def *a = abil_of(g, m->legend, m->slot);
        if (a && a->effect == RF_EFF_RAVENS &&
            token_running(g, m->legend, m->slot, m->token))
            return a;
    }
    return NULL;
}

static int raven_ht(const rf_game *g, int s, int t)
{
    const rf_ability_def *a = raven_of(g, s, t);
    return a ? a->a[0] : 0;
}

int status_shot_ht_parts(const rf_game *g, int s, int t, rf_ht_part *out, int n, int max)
{
    const rf_ability_def *raven = raven_of(g, s, t), *beast = running(g, s, RF_EFF_BEAST);
    if (raven) n = ht_part_add(out, n, max, raven->name, RF_PART_ABILITY, raven->a[0]);
    if (beast) n = ht_part_add(out, n, max, beast->name, RF_PART_ABILITY, beast->a[1]);
    return n;
}

const char *status_move_source(const rf_game *g, int l)
{
    const rf_ability_def *beast = running(g, l, RF_EFF_BEAST);
    return beast ? beast->name : NULL;
}

int status_shot_ht(const rf_game *g, int s, int t)
{
    const rf_ability_def *beast = running(g, s, RF_EFF_BEAST);
    return raven_ht(g, s, t) + (beast ? beast->a[1] : 0);
}

int status_move_bonus(const rf_game *g, int l)
{
    const rf_ability_def *beast = running(g, l, RF_EFF_BEAST);
    return beast ? beast->a[0] : 0;
}

bool status_untargetable(const rf_game *g, int l)
{
    return running(g, l, RF_EFF_INTO_THE_VOID) != NULL;
}

bool status_no_attack(const rf_game *g, int l)
{
    return running(g, l, RF_EFF_INTO_THE_VOID) != NULL;
}

/* ---- the hooks (plugin.h): the core asks what stands in play ---- */

static int hook_shot_ht(const rf_game *g, int s, int t, int dist)
{
    (void)dist;
    return status_shot_ht(g, s, t);                        /* Ravens, Beast of the Hunt */
}

static int hook_shot_ht_parts(const rf_game *g, int s, int t, int dist, rf_ht_part *out, int n,
                              int max)
{
    (void)dist;
    return status_shot_ht_parts(g, s, t, out, n, max);
}

static int hook_move_bonus(const rf_game *g, int l, const char **source)
{
    *source = status_move_source(g, l);                    /* Beast of the Hunt */
    return status_move_bonus(g, l);
}

const plug_ops status_plug = { .name = "statuses", .shot_ht = hook_shot_ht,
                               .shot_ht_parts = hook_shot_ht_parts,
                               .move_bonus = hook_move_bonus,
                               .untargetable = status_untargetable,      /* Into the Void */
                               .no_attack = status_no_attack };
