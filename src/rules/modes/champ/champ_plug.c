/*
 * champ_plug.c — the Champions mode's hooks (plugin.h): the active
 * champion card in a Shoot (CHAMP-19, CHAMP-20, champ_feats.c), the
 * champions' ammo (CHAMP-13, champ_play.c), the kit's invariants and hash
 * (CHAMP-5, CHAMP-10, champ_kit.c), its turn's start (CHAMP-18), the
 * champions' eliminations and the mode's victory (CHAMP-3, CHAMP-4,
 * CHAMP-15, champ_elim.c).
 */
#include <stdio.h>

#include "rules/search/determinize.h"
#include "rules/engine/legends.h"
#include "rules/modes/champ/champ_elim.h"
#include "rules/modes/champ/champ_json.h"
#include "rules/modes/champ/champ_feats.h"
#include "rules/modes/champ/champ_kit.h"
#include "rules/modes/champ/champ_play.h"
#include "rules/modes/equip/equip.h"
#include "rules/modes/br/victory.h"
#include "rules/engine/plugin.h"
#include "rules/frames/respawn.h"

_Static_assert(RF_CHAMP_MAX_LEGENDS == RF_MAX_LEGENDS, "champ.h sizes rf_champ_state by it");

static int champ_extra_damage(const rf_game *g, int s, int t, int hits, int heads)
{
    (void)t;
    return champ_top_damage(g, s, hits, heads);                          /* CHAMP-19 */
}

static void champ_after_shot(rf_game *g, int s, int t, int dealt)
{
    (void)dealt;
    champ_shot_after(g, s, t);                          /* CHAMP-20: after Apply Damage */
}

static const char *champ_ammo_ignored(const rf_game *g, int l)
{
    return champ_unlimited_ammo(g, l) ? "CHAMP-13" : NULL;
}

static bool champ_card_may(const rf_game *g, const rf_frame *f)
{
    return champ_top_may(g, f->legend);                                 /* CHAMP-19 */
}

static bool champ_hash_hook(const rf_game *g, uint64_t *h)
{
    if (g->mode != RF_MODE_CHAMP) return false;
    *h = champ_hash(g);    /* CHAMP-5, 10 (CHAMP-20's reaction: the Shoot frame's, hashed there) */
    return true;
}

/* CHAMP-15 replaces ELIM-2, ELIM-3 for a champion. */
static bool champ_eliminate_hook(rf_game *g, int l, int by)
{
    (void)by;
    if (!champ_is_champion(g, l)) return false;
    champ_eliminate(g, l);
    return true;
}

/* CHAMP-4: a challenger's death boxes; CHAMP-3 instead of BR-5. */
static bool champ_eliminated(rf_game *g, int l, int by)
{
    (void)by;
    if (g->mode != RF_MODE_CHAMP) return false;
    legend_log_elimination(g, l);
    champ_victory(g);
    return true;
}

static bool champ_trophy(const rf_game *g, int *winner)
{
    if (g->mode != RF_MODE_CHAMP) return false;
    *winner = RF_BLUE;                          /* CHAMP-3: the challengers held out */
    return true;
}

/* CHAMP-3: the words of Champions' ends (end_reason.c). */
static bool champ_end_words(const rf_game *g, char *buf, size_t n)
{
    int w = g->winner;
    if (g->end_why == RF_END_CHAMP_VP) {
        snprintf(buf, n, "the %s have their %d VP (CHAMP-3)",
                 w == RF_RED ? "champions" : "challengers", g->vp[w]);
        return true;
    }
    if (g->end_why != RF_END_TROPHY || g->mode != RF_MODE_CHAMP) return false;
    snprintf(buf, n, "the challengers held out to the last round (CHAMP-3)");
    return true;
}

/* CHAMP-12: a champion's 3 AP, and so 3 of one basic action. */
static int champ_ap(const rf_game *g, int l, int ap)
{
    return champ_is_champion(g, l) ? champ_activation_ap(g, l) : ap;
}

static int champ_action_limit(const rf_game *g, int l, int limit)
{
    return champ_is_champion(g, l) ? champ_same_action_limit(g, l) : limit;
}

/* Champions' champions are armed in Stages 1 and 2 (CHAMP-8 … CHAMP-11). */
static rf_status champ_setup_check(const rf_setup *s, rf_error *err)
{
    if (s->mode != RF_MODE_CHAMP || s->start != RF_START_MAP) return RF_OK;
    return error_fail(err, RF_E_ARG, NULL, 0, 0, "start", "Champions cannot start on the map "
                   "yet: its champions are armed in Stages 1 and 2 (CHAMP-8 … CHAMP-11); use "
                   "--start draft or stages");
}

/* DRAFT-8: the champion squad (red) picks its legends first. */
static int champ_drafts_first(const rf_game *g)
{
    return g->mode == RF_MODE_CHAMP ? RF_RED : -1;
}

static bool champ_colour_words(const rf_game *g, const char **prompt, const char **red,
                               const char **blue)
{
    if (g->mode != RF_MODE_CHAMP) return false;
    *prompt = "plays the champions and drafts first (DRAFT-8)";
    *red = "red (the champions: initiative, drafts first)";
    *blue = "blue (the challengers)";
    return true;
}

/* CHAMP-8 … CHAMP-11: Stages 1 and 2 of Champions (champ_start.c). */
static bool champ_stage1(rf_game *g)
{
    if (g->mode != RF_MODE_CHAMP) return false;
    engine_pop(g);
    engine_push(g, FR_CHAMP_START, -1);
    return true;
}

/* CHAMP-9: no loot given between squadmates in Champions' Stage 1. */
static bool champ_no_gifts(const rf_game *g) { return g->mode == RF_MODE_CHAMP; }

/* CHAMP-17: a champion comes back next to any respawn beacon, locking none
 * (beacons[i] = -1). */
static int champ_respawn_spaces(const rf_game *g, const rf_frame *f, geo_cell *out,
                                int8_t *beacons, int max)
{
    if (!champ_is_champion(g, f->legend)) return -1;
    int n = 0;
    for (int i = 0; i < respawn_beacon_count(g); i++) {
        geo_cell around[GEO_NDIRS];
        int k = respawn_free_around(g, respawn_beacon_cell(g, i), around);
        for (int j = 0; j < k && n < max; j++) n = respawn_add_space(out, n, around[j]);
    }
    for (int i = 0; beacons && i < n; i++) beacons[i] = -1;
    return n;
}

/* rf_game_determinize (plug-in hook, its last draws): the champion cards
 * in a hand the viewer does not hold (CHAMP-10: another squad's, or a
 * squadmate's, R-PLAYERS-2) are drawn anew from those the legend may
 * hold, the face-up and discarded ones kept. */
static void champ_determinize_hands(rf_game *g, int seat, const rf_viewer *v, rf_rng *r)
{
    (void)seat;
    if (g->mode != RF_MODE_CHAMP) return;
    for (int l = 0; l < g->nlegends && l < RF_CHAMP_MAX_LEGENDS; l++) {
        rf_champ_feats *f = &g->champ.feats[l];
        if (rf_viewer_holds(g, v, l) || !f->hand) continue;
        unsigned open = f->discard | (f->active >= 0 ? 1u << f->active : 0);
        unsigned pool = (f->hand | (~f->kept & 0x3fu)) & ~open;
        int want = __builtin_popcount(f->hand & pool);
        uint8_t card[6];
        int n = 0;
        for (int c = 0; c < 6; c++)
            if (pool >> c & 1) card[n++] = (uint8_t)c;
        det_shuffle_u8(r, card, n);
        unsigned hand = 0;
        for (int i = 0; i < want; i++) hand |= 1u << card[i];
        f->kept = (uint8_t)((f->kept & ~pool) | hand);
        f->hand = (uint8_t)((f->hand & ~pool) | hand);
    }
}

const plug_ops champ_plug = {
    .name = "champions",
    .modes = 1u << RF_MODE_CHAMP,
    .setup_check = champ_setup_check,
    .drafts_first = champ_drafts_first,
    .colour_words = champ_colour_words,
    .stage1 = champ_stage1,
    .armed_apart = champ_is_champion,                                    /* CHAMP-10 */
    .no_gifts = champ_no_gifts,
    .enters_anywhere = champ_is_champion,                          /* CHAMP-11 (2) */
    .respawn_spaces = champ_respawn_spaces,
    .react_may = champ_react_may,
    .react_options = champ_react_options,
    .react_apply = champ_react_apply,
    .shot_before = champ_shot_before,
    .shot_before_parts = champ_shot_ht_parts,                              /* CHAMP-20 */
    .shot_hits = champ_shot_hits,
    .shot_extra_damage = champ_extra_damage,
    .shot_spent = champ_top_shot_done,
    .shot_damage = champ_shot_damage,
    .after_shot = champ_after_shot,
    .free_ammo = champ_unlimited_ammo,
    .ammo_ignored = champ_ammo_ignored,
    .turn_ready = champ_turn_start,
    .activation_ap = champ_ap,
    .same_action_limit = champ_action_limit,
    .eliminate = champ_eliminate_hook,
    .eliminated = champ_eliminated,
    .trophy_winner = champ_trophy,
    .end_words = champ_end_words,
    .card_options = champ_top_options,
    .card_may = champ_card_may,
    .card_apply = champ_top_apply,
    .card_legal = champ_top_legal,
    .determinize_hands = champ_determinize_hands,
    .observe = champ_observe,
    .check = champ_kit_check,
    .hash = champ_hash_hook,
};
