/*
 * frame_shoot.c — a Shoot action (SHOOT-1 … SHOOT-16, AIM, DMG, KO, ELIM).
 *
 * Steps (SHOOT-2): choose a target in line of sight (1a) and a loaded
 * weapon (1b, one ammo spent); the Hit Threshold (1c) is determined when
 * firing, with every modifier the cards brought; the shooter may play an
 * Enhanced Shoot card (1d); the target's squad reacts before firing (2);
 * fire (3: reveal Aim cards, hits and headshots, damage); the target's squad
 * reacts after firing (4); reset the Aim deck (5). The card windows are in
 * shoot_cards.c.
 */
#include <stdio.h>
#include <string.h>

#include "geo/adjacency.h"
#include "geo/cover.h"
#include "geo/zone.h"
#include "rules/engine/undo.h"
#include "rules/combat/aim_deck.h"
#include "rules/engine/engine.h"
#include "rules/record/events.h"
#include "rules/record/log.h"
#include "rules/record/log_shot.h"
#include "rules/record/record_add.h"
#include "rules/engine/legends.h"
#include "rules/cards/effect_ops.h"
#include "rules/engine/plugin.h"
#include "rules/cards/shoot_cards.h"
#include "rules/combat/shot_setup.h"
#include "rules/combat/weapon_printed.h"

enum { STEP_TARGET, STEP_WEAPON, STEP_ENHANCE, STEP_BEFORE, STEP_FIRE, STEP_AFTER, STEP_DONE };

static void record(rf_game *g, const rf_frame *f, const rf_ht *ht, const rf_aim_result *ar,
                   int dmg)
{
    rf_last_attack *la = &g->last;
    memset(la, 0, sizeof *la);
    la->shooter = f->legend;
    la->target = f->target;
    la->weapon = (int8_t)f->shoot.slot;
    la->ht = (int16_t)ht->ht;
    la->hits = (int8_t)ar->hits;
    la->heads = (int8_t)ar->heads;
    la->damage = (int16_t)dmg;
    la->ncards = (int8_t)(ar->ncards < 12 ? ar->ncards : 12);
    for (int i = 0; i < la->ncards; i++) {
        la->cards[i] = ar->card[i].card;
        la->slots[i] = ar->card[i].slot;
        if (ar->card[i].hit) la->hit_mask |= (uint16_t)(1u << i);
        if (ar->card[i].head) la->head_mask |= (uint16_t)(1u << i);
    }
}

static void fire(rf_game *g, rf_frame *f)
{
    int s = f->legend, t = f->target, slot = f->shoot.slot;
    rf_shot *sh = &f->shoot.shot;
    rf_legend *ts = &g->legend[t];
    rf_weapon_stats w = legend_weapon(g, s, slot);   /* its passives first (PREC-4) */
    int ht_mod = 0;
    const rf_weapon_passive *box = weapon_passive_apply(g, s, t, slot, &w, &ht_mod);
    if (box) weapon_passive_log(g, s, slot, box);     /* WEAPON-14: before the Aim cards */
    w.stability = (int8_t)(w.stability + sh->stability);                  /* cards (ATTACH-14) */
    w.rate_a = (uint8_t)(w.rate_a + sh->rate);
    ht_mod += sh->ht_mod;
    sh->firing = true;                      /* the reactions are made (CHAMP-20, REACT-3) */
    rf_aim_target at = shot_target(g, s, t);
    at.ignore_icons |= sh->ignore_icons;                                   /* TERM-7 */
    plug_shot_weapon(g, s, t, &w);                                         /* an event (EVENT-5) */
    plug_shot_before(g, s, t, &w, &ht_mod, &at);      /* face-up effects (CHAMP-20) */
    rf_ht ht = shot_threshold(g, s, t, &w, ht_mod);                    /* SHOOT-13 … 16 */
    rf_ht_part parts[RF_HT_PARTS];            /* its "other" by source: the log and the record */
    int nparts = shot_ht_parts(g, s, t, slot, parts, RF_HT_PARTS);
    rf_aim_card cards[RF_AIM_DECK];
    int n = aim_deck_draw(g, cards, combat_aim_cards_needed(&w));   /* SHOOT-10, AIM-5 */
    undo_info_new(g);                                        /* Aim cards revealed: no undo */
    rf_aim_result ar;
    if (log_on(g))                          /* each card's explanation is for the log */
        combat_aim_resolve(&g->content->catalog.aim_board, &w, ht.ht, cards, n, &at, &ar);
    else
        combat_aim_resolve_quiet(&g->content->catalog.aim_board, &w, ht.ht, cards, n, &at, &ar);
    plug_shot_hits(g, s, t, &ar);                                          /* CHAMP-20 */
    int dmg = combat_shot_damage(&w, ar.hits, ar.heads, ar.hits * sh->damage_per_hit      /* DMG-1 */
                             + plug_shot_extra_damage(g, s, t, ar.hits, ar.heads));
    plug_shot_spent(g, s);
    if (dmg < 0) dmg = 0;
    dmg = plug_shot_damage(g, t, dmg);                                     /* CHAMP-20 */
    rf_damage_result dr = combat_apply_damage(&ts->vitals, dmg, RF_DMG_NORMAL);
    if (ts->gear[RF_GEAR_KNOCKDOWN] >= 0)
        g->piece[ts->gear[RF_GEAR_KNOCKDOWN]].exhausted = ts->vitals.ko_exhausted;   /* KO-3 */
    int wp = g->legend[s].weapon[slot];
    rf_shot_log sl = { s, t, wp >= 0 ? g->content->catalog.weapon[g->piece[wp].def].name : "?",
                       &ht, parts, nparts, &at, &ar, dmg, &dr };
    log_shot(g, &sl);
    events_damage(g, t, s, RF_CAUSE_SHOT, sl.weapon, dmg, &dr);
    if (dr.eliminated) legend_eliminate_by(g, t, s);                    /* ELIM-1 */
    record(g, f, &ht, &ar, dmg);
    rf_rec_shot_in rs = { s, t, slot, wp >= 0 ? g->piece[wp].def : -1,
                          geo_distance(g->map->board, geo_place_cell(g->legend[s].pos),
                                       geo_place_cell(ts->pos)),
                          &ht, parts, nparts, &at, &ar, dmg, &dr };
    rec_shot_add(g, &rs);                         /* the observation's shots (record.h) */
    plug_after_shot(g, s, t, dr.to_shield + dr.to_health);   /* after Apply Damage (PREC-5) */
    sh->firing = false;
}

static int shoot_run(rf_game *g, rf_frame *f)
{
    switch (f->step) {
    case STEP_TARGET:            /* a Shoot after a card's Move with no target left lapses */
        if (legend_shoot_possible(g, f->legend) &&                     /* (R-CHAMP-11) */
            (!f->shoot.slot || legend_can_fire(g, f->legend, f->shoot.slot - 1)))
            return RF_WAIT;                                /* WEAPON-15: that weapon loaded */
        plug_shot_spent(g, f->legend);
        engine_pop(g);
        return RF_GO;
    case STEP_ENHANCE:
        if (enhance_open(g, f)) return RF_WAIT;                         /* SHOOT-8 */
        f->step = STEP_BEFORE;
        return RF_GO;
    case STEP_BEFORE:
        if (reaction_open(g, f, RF_BEFORE_FIRING)) return RF_WAIT;      /* SHOOT-9 */
        f->step = STEP_FIRE;
        return RF_GO;
    case STEP_FIRE:
        fire(g, f);                                                        /* SHOOT-10 */
        f->step = STEP_AFTER;
        return RF_GO;
    case STEP_AFTER:
        if (reaction_open(g, f, RF_AFTER_FIRING)) return RF_WAIT;       /* SHOOT-11 */
        f->step = STEP_DONE;
        return RF_GO;
    case STEP_DONE: {
        aim_deck_reset(g);                                              /* SHOOT-12 */
        int s = f->legend, t = f->target, after = f->shoot.shot.after_card, slot = f->shoot.slot;
        engine_pop(g);                                   /* the Shoot's rf_shot ends with it */
        plug_after_shoot(g, s, slot);          /* GUNRUN-7, after the card's effect (pushed last) */
        if (after) effect_card_fx_after(g, s, t, after - 1);    /* an enhanced card goes on */
        return RF_GO;
    }
    default:
        return RF_WAIT;
    }
}

/* Who decides: the target's player reacts (REACT-7), else the shooter's. */
static void shoot_who(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    bool react = f->step == STEP_BEFORE || f->step == STEP_AFTER;          /* REACT-7 */
    d->legend = react ? f->target : f->legend;
    d->seat = g->legend[d->legend].seat;
    d->kind = react                        ? RF_DEC_REACTION
              : f->step == STEP_ENHANCE    ? RF_DEC_CARD
              : f->step == STEP_TARGET     ? RF_DEC_TARGET
                                           : RF_DEC_WEAPON;
}

static void shoot_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    const rf_legend *lg = &g->legend[f->legend];
    shoot_who(g, f, d);
    if (f->step == STEP_BEFORE || f->step == STEP_AFTER) {                  /* REACT-7 */
        snprintf(d->prompt, sizeof d->prompt, "%s shoots at %s: react %s firing?", lg->name,
                 g->legend[f->target].name, f->step == STEP_BEFORE ? "before" : "after");
    } else if (f->step == STEP_ENHANCE) {
        snprintf(d->prompt, sizeof d->prompt, "%s shoots at %s: play an Enhanced Shoot card?",
                 lg->name, g->legend[f->target].name);
    } else if (f->step == STEP_TARGET) {
        snprintf(d->prompt, sizeof d->prompt, "%s shoots: choose a target in line of sight",
                 lg->name);
    } else {
        snprintf(d->prompt, sizeof d->prompt, "%s shoots at %s: choose a loaded weapon",
                 lg->name, g->legend[f->target].name);
    }
}

static void shoot_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    int s = f->legend;
    if (f->step == STEP_ENHANCE) {
        enhance_options(g, f, ob);
        return;
    }
    if (f->step == STEP_BEFORE || f->step == STEP_AFTER) {
        reaction_options(g, f, f->step == STEP_BEFORE ? RF_BEFORE_FIRING : RF_AFTER_FIRING, ob);
        return;
    }
    if (f->step == STEP_TARGET) {
        for (int t = 0; t < g->nlegends; t++)
            if (legend_shoot_target(g, s, t))                           /* SHOOT-3, SHOOT-4 */
                rf_opt_add(ob, engine_code(OPT_TARGET, t, 0), "shoot %s at %d,%d",
                               g->legend[t].name, g->legend[t].pos.x, g->legend[t].pos.y);
        return;
    }
    for (int slot = 0; slot < RF_WEAPON_SLOTS; slot++)
        if (legend_can_fire(g, s, slot) &&                              /* SHOOT-5 */
            (!f->shoot.slot || slot == f->shoot.slot - 1)) {   /* WEAPON-15: this weapon */
            const char *name = g->content->catalog.weapon[g->piece[g->legend[s].weapon[slot]].def].name;
            const char *rule = plug_ammo_ignored(g, s);      /* its ammo marker does not count */
            if (rule)
                rf_opt_add(ob, engine_code(OPT_WEAPON, slot, 0), "with %s (unlimited ammo, %s)", name, rule);
            else
                rf_opt_add(ob, engine_code(OPT_WEAPON, slot, 0), "with %s (%d ammo)", name,
                           g->legend[s].ammo[slot]);
        }
}

static void shoot_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    switch (f->step) {
    case STEP_TARGET:
        f->target = (int8_t)engine_code_a(code);
        f->step = STEP_WEAPON;
        break;
    case STEP_WEAPON:
        f->shoot.slot = (int8_t)engine_code_a(code);
        if (!plug_free_ammo(g, f->legend))        /* not GUNRUN-6, TDM-11, CTF-12, CHAMP-13 */
            g->legend[f->legend].ammo[f->shoot.slot]--;                    /* SHOOT-5 */
        memset(&f->shoot.shot, 0, sizeof f->shoot.shot);
        f->step = STEP_ENHANCE;
        break;
    case STEP_ENHANCE:
        enhance_apply(g, f, code);
        f->step = STEP_BEFORE;
        break;
    default:
        if (reaction_apply(g, f, f->step == STEP_BEFORE ? RF_BEFORE_FIRING : RF_AFTER_FIRING,
                              code))
            f->step++;                                     /* BEFORE -> FIRE, AFTER -> DONE */
        break;
    }
}

/* Exactly what shoot_options lists, without listing: a target (SHOOT-3,
 * SHOOT-4), the Enhanced Shoot window (ENHANCE) and the reactions (REACT);
 * at any other step a loaded weapon (SHOOT-5; WEAPON-15: the special
 * action's own), as the listing (the steps past the weapon's, firing and
 * done, never wait: shoot_run goes on at once). */
static bool shoot_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int a = engine_code_a(code), b = engine_code_b(code), s = f->legend;
    switch (f->step) {
    case STEP_TARGET:
        return engine_code_kind(code) == OPT_TARGET && b == 0 && a < g->nlegends &&
               legend_shoot_target(g, s, a);
    case STEP_ENHANCE: return enhance_listed(g, f, code);
    case STEP_BEFORE: return reaction_listed(g, f, RF_BEFORE_FIRING, code);
    case STEP_AFTER: return reaction_listed(g, f, RF_AFTER_FIRING, code);
    default:
        return engine_code_kind(code) == OPT_WEAPON && b == 0 && a < RF_WEAPON_SLOTS &&
               legend_can_fire(g, s, a) && (!f->shoot.slot || a == f->shoot.slot - 1);
    }
}

const rf_frame_ops rf_frame_shoot_ops = { "shoot", shoot_run, shoot_decision, shoot_options,
                                          shoot_apply };
const rf_frame_shortcuts rf_frame_shoot_shortcuts = { shoot_legal, shoot_who, NULL };
