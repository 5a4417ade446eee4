/*
 * champ_plug.c — the Champions mode's hooks (plugin.h): the active
 * champion card in a Shoot (CHAMP-19, CHAMP-20, champ_feats.c), the
 * champions' ammo (CHAMP-13, champ_play.c), the kit's invariants and hash
 * (CHAMP-5, CHAMP-10, champ_kit.c).
 */
#include "rules/modes/champ_feats.h"
#include "rules/modes/champ_kit.h"
#include "rules/modes/champ_play.h"
#include "rules/plugin.h"

static int champ_extra_damage(const rf_game *g, int s, int t, int hits, int heads)
{
    (void)t;
    return rf_champ_top_damage(g, s, hits, heads);                          /* CHAMP-19 */
}

static void champ_after_shot(rf_game *g, int s, int t, int dealt)
{
    (void)dealt;
    rf_champ_shot_after(g, s, t);                          /* CHAMP-20: after Apply Damage */
}

static const char *champ_ammo_ignored(const rf_game *g, int l)
{
    return rf_champ_unlimited_ammo(g, l) ? "CHAMP-13" : NULL;
}

static bool champ_card_may(const rf_game *g, const rf_frame *f)
{
    return rf_champ_top_may(g, f->legend);                                 /* CHAMP-19 */
}

static bool champ_hash(const rf_game *g, uint64_t *h)
{
    if (g->mode != RF_MODE_CHAMP) return false;
    *h = rf_champ_hash(g);                                         /* CHAMP-5, CHAMP-10 */
    return true;
}

const plug_ops champ_plug = {
    .name = "champions",
    .shot_before = rf_champ_shot_before,
    .shot_hits = rf_champ_shot_hits,
    .shot_extra_damage = champ_extra_damage,
    .shot_spent = rf_champ_top_shot_done,
    .shot_damage = rf_champ_shot_damage,
    .after_shot = champ_after_shot,
    .free_ammo = rf_champ_unlimited_ammo,
    .ammo_ignored = champ_ammo_ignored,
    .turn_ready = rf_champ_turn_start,
    .card_options = rf_champ_top_options,
    .card_may = champ_card_may,
    .card_apply = rf_champ_top_apply,
    .check = rf_champ_kit_check,
    .hash = champ_hash,
};
