/*
 * effects.c — what played cards do: the handlers of the core CARD lines of
 * the one effect list (data/effect_list.h; STYLE.md: Angband's effects). A handler changes the state
 * or pushes the frames its effect needs (a Move asks where); card text
 * takes precedence over the rules (PREC-3) through these handlers.
 */
#include <stddef.h>
#include <stdio.h>

#include "rules/engine/engine.h"
#include "geo/adjacency.h"
#include "rules/cards/abilities_play.h"
#include "rules/cards/effects_log.h"
#include "rules/cards/hand.h"
#include "rules/engine/legends.h"
#include "rules/cards/effect_ops.h"

static void eff_move(rf_game *g, int l, const rf_card_def *c)
{
    engine_push(g, FR_MOVE, l)->move.mp = c->a[0];                 /* MOVE-1, MOVE-4 */
}

static void eff_restore(rf_game *g, int l, const rf_card_def *c)
{
    int health = combat_restore_health(&g->legend[l].vitals, c->a[0]);          /* DMG-7 */
    int shield = combat_restore_shield(&g->legend[l].vitals, c->a[1]);
    effect_log_restore(g, l, l, c, health, shield);
}

static void eff_draw(rf_game *g, int l, const rf_card_def *c)
{
    int before = g->legend[l].hand_n;
    hand_draw(g, l, c->a[0]);                               /* CARD-6 */
    effect_log_draw(g, l, c, before);
}

/* The log names each card that changed the Shoot's Hit Threshold. */
static void note_ht_card(rf_game *g, rf_shot *sh, const rf_card_def *c)
{
    if (!c->a[0]) return;
    for (int i = 0; i < 4; i++)
        if (!sh->ht_card[i]) {
            sh->ht_card[i] = (uint8_t)(c - g->content->cards.card + 1);
            return;
        }
}

/* ENHANCE-1: the shooter's card strengthens its Shoot. */
static void eff_shot_mods(rf_game *g, int l, const rf_card_def *c)
{
    rf_shot *sh = engine_shot_now(g);           /* played in its Shoot (ENHANCE-1, SHOOT-8) */
    if (!sh) return;
    sh->ht_mod = (int8_t)(sh->ht_mod + c->a[0]);
    sh->damage_per_hit = (int8_t)(sh->damage_per_hit + c->a[1]);
    sh->stability = (int8_t)(sh->stability + c->a[2]);
    sh->rate = (int8_t)(sh->rate + c->a[3]);
    note_ht_card(g, sh, c);
    effect_log_shot(g, l, c, "ENHANCE-1");
}

/* REACT: the target's squad makes the Shoot harder or weaker. */
static void eff_shot_defence(rf_game *g, int l, const rf_card_def *c)
{
    rf_shot *sh = engine_shot_now(g);           /* played in the Shoot (REACT-1, SHOOT-9) */
    if (!sh) return;
    sh->ht_mod = (int8_t)(sh->ht_mod + c->a[0]);
    sh->damage_per_hit = (int8_t)(sh->damage_per_hit + c->a[1]);        /* signed: -3 */
    sh->ignore_icons |= (uint8_t)c->a[2];                      /* TERM-7 */
    note_ht_card(g, sh, c);
    effect_log_shot(g, l, c, "REACT-9");
}

/* CARD-7: a card's Shoot is the activation's one Shoot (ACT-10). */
static void eff_shoot(rf_game *g, int l, const rf_card_def *c)
{
    (void)c;
    g->shots++;
    engine_push(g, FR_SHOOT, l);
}

/* COOL-5 as a card: the legend's cooldown tokens move a0 positions left. */
static void eff_cooldown(rf_game *g, int l, const rf_card_def *c)
{
    bool was[RF_ABIL_SLOTS][RF_ABIL_MAX_TOKENS];
    int on_track = 0;
    for (int s = 0; s < RF_ABIL_SLOTS; s++)
        for (int k = 0; k < RF_ABIL_MAX_TOKENS; k++)
            on_track += was[s][k] = g->abil.tok[l][s][k].where == RF_TOK_COOLDOWN;
    cooldown_reduce(g, l, c->a[0]);
    char ready[96] = "";
    size_t n = 0;
    for (int s = 0; s < RF_ABIL_SLOTS; s++) {        /* COOL-4: off the track, ready again */
        bool back = false;
        for (int k = 0; k < RF_ABIL_MAX_TOKENS; k++)
            back |= was[s][k] && g->abil.tok[l][s][k].where != RF_TOK_COOLDOWN;
        const rf_ability_def *a = back ? abil_of(g, l, s) : NULL;
        if (a && n < sizeof ready)
            n += (size_t)snprintf(ready + n, sizeof ready - n, "%s%s", n ? ", " : "", a->name);
    }
    effect_log_cooldown(g, l, c, on_track, ready);
}

/* DMG-7 for the squad: every squad legend on the map within range a2. */
static void eff_restore_squad(rf_game *g, int l, const rf_card_def *c)
{
    geo_place at = geo_place_cell(g->legend[l].pos);
    for (int t = 0; t < g->nlegends; t++) {
        rf_legend *lg = &g->legend[t];
        if (lg->squad != g->legend[l].squad || !lg->on_map) continue;
        if (geo_distance(g->map->board, at, geo_place_cell(lg->pos)) > c->a[2]) continue;
        int health = combat_restore_health(&lg->vitals, c->a[0]);
        int shield = combat_restore_shield(&lg->vitals, c->a[1]);
        effect_log_restore(g, l, t, c, health, shield);
    }
}

/* CARD-9: a Melee Attack with the card's numbers (MELEE-2, MELEE-3): its
 * damage, PUSH spaces, ON COLLISION damage (PUSH-5) and FOLLOW (PUSH-7).
 * Offered only with an adjacent enemy (.playable). */
static void eff_melee(rf_game *g, int l, const rf_card_def *c)
{
    rf_frame *f = engine_push(g, FR_MELEE, l);
    f->melee.card = 1;
    f->melee.damage = c->a[0];
    f->melee.push = c->a[1];
    f->melee.collision = c->a[2];
    f->melee.follow = c->a[3];
}

static bool melee_playable(const rf_game *g, int l, const rf_card_def *c)
{
    (void)c;
    return legend_melee_target_any(g, l);                                      /* MELEE-1 */
}

/* The handlers of the list's core CARD lines (effect_list.h). */
const rf_card_fx rf_fx_card_move = { .play = eff_move };
const rf_card_fx rf_fx_card_restore = { .play = eff_restore };
const rf_card_fx rf_fx_card_draw = { .play = eff_draw };
const rf_card_fx rf_fx_card_shot_mods = { .play = eff_shot_mods };
const rf_card_fx rf_fx_card_shot_defence = { .play = eff_shot_defence };
const rf_card_fx rf_fx_card_shoot = { .play = eff_shoot };
const rf_card_fx rf_fx_card_cooldown = { .play = eff_cooldown };
const rf_card_fx rf_fx_card_restore_squad = { .play = eff_restore_squad };
const rf_card_fx rf_fx_card_melee = { .play = eff_melee, .playable = melee_playable };
/* It changes the Respawn that opened its window: the Respawn frame reads
 * it (frame_respawn.c); played, it does nothing more. */
const rf_card_fx rf_fx_card_free_respawn = { .play = NULL };

void effect_apply(rf_game *g, int l, const rf_card_def *c)
{
    const rf_card_fx *fx = effect_card_fx_of(c->effect);
    if (fx && fx->play) fx->play(g, l, c);
}
