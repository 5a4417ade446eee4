/*
 * champ_feats.c — FR_CHAMP_FEAT: a champion's active champion card at the
 * start of each champion-squad turn (CHAMP-18, EX-CHAMP-1; champ.h has the
 * cards' rules, docs/modes.md): the kept cards come back into hand (not in
 * the champion's first turn, ruling R-CHAMP-2), then 1 of them goes face up
 * as the active card. Frame legend: the champion.
 */
#include <stdio.h>

#include "geo/adjacency.h"
#include "rules/modes/champ/champ_feats.h"
#include "rules/modes/champ/champ_play.h"
#include "rules/engine/engine.h"
#include "rules/modes/equip/equip.h"
#include "rules/modules/gun_run/gunrun.h"
#include "rules/engine/legends.h"
#include "rules/record/log.h"

bool champ_turn_start(rf_game *g, int squad)
{
    bool pushed = false;
    for (int l = g->nlegends - 1; l >= 0; l--)     /* pushed last first: decided in order */
        if (g->legend[l].squad == squad && champ_is_champion(g, l) && g->champ.feats[l].kept) {
            engine_push(g, FR_CHAMP_FEAT, l);
            pushed = true;
        }
    return pushed;
}

/* The cards the champion may put face up: its hand once (1) is done. */
static unsigned choosable(const rf_game *g, int l)
{
    const rf_champ_feats *f = &g->champ.feats[l];
    return f->active < 0 ? f->hand : f->kept;               /* CHAMP-18 (1), R-CHAMP-2 */
}

static int feat_run(rf_game *g, rf_frame *f)
{
    if (choosable(g, f->legend)) return RF_WAIT;
    engine_pop(g);
    return RF_GO;
}

static void feat_who(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    d->kind = RF_DEC_CARD;
    d->legend = f->legend;
    d->seat = g->legend[f->legend].seat;
}

static void feat_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    feat_who(g, f, d);
    snprintf(d->prompt, sizeof d->prompt, "%s: which champion card is active this turn? "
             "(CHAMP-18)", g->legend[f->legend].name);
}

static void feat_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    const rf_champ_content *c = &g->content->champ;
    unsigned can = choosable(g, f->legend);
    for (int i = 0; i < RF_CHAMP_FEATS; i++)
        if (can >> i & 1)
            rf_opt_add(ob, engine_code(OPT_FEAT, 1, i), "%s active (%s)", c->feat[i].name,
                       c->feat[i].bottom.text);
}

/* Exactly what feat_options lists: a card the champion may put face up
 * (CHAMP-18, choosable, the listing's own). */
static bool feat_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int i = engine_code_b(code);
    return engine_code_kind(code) == OPT_FEAT && engine_code_a(code) == 1 && i < RF_CHAMP_FEATS &&
           (choosable(g, f->legend) >> i & 1);
}

static void feat_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    int l = f->legend, i = engine_code_b(code);
    rf_champ_feats *ft = &g->champ.feats[l];
    champ_feats_turn_start(ft, ft->active < 0, i);                       /* CHAMP-18 */
    log_msg(g, -1, "%s puts %s face up as the active champion card (CHAMP-18).",
            g->legend[l].name, g->content->champ.feat[i].name);
    engine_pop(g);
}

/* The bottom effect of t's active card (CHAMP-20), NULL when t is no
 * champion or has none. */
static const rf_champ_effect *active_bottom(const rf_game *g, int t)
{
    if (t < 0 || !champ_is_champion(g, t)) return NULL;
    const rf_champ_feats *f = &g->champ.feats[t];
    int c = f->active;                          /* a kept card only: zeroed state has none */
    return champ_feats_bottom(f, c) && (f->kept >> c & 1) ? &g->content->champ.feat[c].bottom
                                                              : NULL;
}

/* Five of the six bottoms are printed "REACTION, BEFORE FIRING" (data/
 * champions.json); B-F-5's, after Apply Damage, is constant. */
static bool reaction_bottom(const rf_champ_effect *e) { return e->handler != RF_CBOT_THORNS; }

/* The bottom in force in this Shoot at t: a reaction one only if t made
 * it (REACT-3, REACT-5: its one Before Firing reaction); before firing,
 * for the views' estimate, while t still may (it lies face up: public). */
static const rf_champ_effect *bottom(const rf_game *g, int t)
{
    const rf_champ_effect *e = active_bottom(g, t);
    if (!e || !reaction_bottom(e)) return e;
    const rf_shot *sh = engine_shot_seen(g);
    if (sh->face_up_before >> t & 1) return e;
    return !sh->firing && !(sh->reacted_before >> t & 1) ? e : NULL;
}

/* CHAMP-20 as a reaction (REACT-2, REACT-3): the target champion, on the
 * map, uses its active card's bottom before firing (plugin.h react_may). */
bool champ_react_may(const rf_game *g, const rf_frame *f, int when, int l)
{
    const rf_champ_effect *e = active_bottom(g, l);
    return when == RF_BEFORE_FIRING && l == f->target && e && reaction_bottom(e) &&
           g->legend[l].on_map;
}

void champ_react_options(const rf_game *g, const rf_frame *f, int when, int l, rf_optbuf *ob)
{
    if (!champ_react_may(g, f, when, l)) return;
    const rf_champ_feat *c = &g->content->champ.feat[g->champ.feats[l].active];
    rf_opt_add(ob, engine_code(OPT_FEAT, 3, g->champ.feats[l].active), "%s uses %s (%s)",
               g->legend[l].name, c->name, c->bottom.text);
}

int champ_react_apply(rf_game *g, rf_frame *f, int when, uint32_t code)
{
    (void)when;
    if (engine_code_kind(code) != OPT_FEAT || engine_code_a(code) != 3) return -1;
    int l = f->target;
    f->shoot.shot.face_up_before |= (uint8_t)(1u << l);
    log_msg(g, -1, "%s reacts with its active champion card %s before firing (CHAMP-20, "
            "REACT-3).", g->legend[l].name, g->content->champ.feat[engine_code_b(code)].name);
    return l;
}

int champ_shot_ht_parts(const rf_game *g, int t, rf_ht_part *out, int n, int max)
{
    const rf_champ_effect *e = bottom(g, t);
    if (!e || e->handler != RF_CBOT_HIT_THRESHOLD) return n;
    return ht_part_add(out, n, max, g->content->champ.feat[g->champ.feats[t].active].name,
                          RF_PART_CHAMPION, e->a[0]);
}

void champ_shot_before(const rf_game *g, int s, int t, rf_weapon_stats *w, int *ht_mod,
                          rf_aim_target *at)
{
    (void)s;
    const rf_champ_effect *e = bottom(g, t);
    if (!e) return;
    switch (e->handler) {
    case RF_CBOT_LOWER_FIRE_RATE: w->rate_a = (uint8_t)champ_fire_rate(w->rate_a, e->a[0]); break;
    case RF_CBOT_HIT_THRESHOLD: *ht_mod += e->a[0]; break;
    case RF_CBOT_IGNORE_HEADSHOTS: at->ignore_icons |= RF_ICON_HEAD; break;
    default: break;
    }
}

void champ_shot_hits(const rf_game *g, int s, int t, int *hits, int *heads)
{
    const rf_champ_effect *e = bottom(g, t);
    if (!e || e->handler != RF_CBOT_MISS_PER_RANGE) return;
    int range = geo_distance(g->map->board, geo_place_cell(g->legend[s].pos),
                             geo_place_cell(g->legend[t].pos));
    int left = *hits - champ_misses(range, e->a[0]);             /* R-CHAMP-4: rounded up */
    *hits = left < 0 ? 0 : left;
    if (*heads > *hits) *heads = *hits;                  /* a headshot is also a hit (DMG-1) */
}

int champ_shot_damage(const rf_game *g, int t, int damage)
{
    const rf_champ_effect *e = bottom(g, t);
    if (!e || e->handler != RF_CBOT_DAMAGE_CAP) return damage;
    return champ_capped(damage, e->a[0]);
}

void champ_shot_after(rf_game *g, int s, int t)
{
    const rf_champ_effect *e = bottom(g, t);
    if (!e || e->handler != RF_CBOT_THORNS || !g->legend[s].on_map) return;
    rf_damage_result dr = combat_apply_damage(&g->legend[s].vitals, e->a[0], RF_DMG_NORMAL);
    log_msg(g, -1, "%s takes %d damage from %s's active champion card (CHAMP-20).",
            g->legend[s].name, e->a[0], g->legend[t].name);
    if (dr.eliminated) legend_eliminate_by(g, s, t);                    /* ELIM-1 */
}

enum { TOP_COST = 1 };                            /* R-CHAMP-10: as a special action */

static bool top_built(int handler)
{
    return handler == RF_CTOP_RESTORE_SHIELD || handler == RF_CTOP_UNLOCK ||
           handler == RF_CTOP_SHOOT_HIT_BONUS || handler == RF_CTOP_SHOOT_HEAD_BONUS ||
           handler == RF_CTOP_MOVE_SHOOT || handler == RF_CTOP_MOVE_GRENADE;
}

static bool top_shoots(int handler)
{
    return handler == RF_CTOP_SHOOT_HIT_BONUS || handler == RF_CTOP_SHOOT_HEAD_BONUS;
}

int champ_top_damage(const rf_game *g, int s, int hits, int heads)
{
    int card = s >= 0 && s < RF_MAX_LEGENDS ? g->champ.top_shot[s] - 1 : -1;
    if (card < 0) return 0;
    const rf_champ_effect *e = &g->content->champ.feat[card].top;
    if (e->handler == RF_CTOP_SHOOT_HIT_BONUS) return hits * e->a[0];        /* B-F-2 */
    if (e->handler == RF_CTOP_SHOOT_HEAD_BONUS) return heads * e->a[0];      /* B-F-3 */
    return 0;
}

void champ_top_shot_done(rf_game *g, int s)
{
    if (s >= 0 && s < RF_MAX_LEGENDS) g->champ.top_shot[s] = 0;
}

/* CHAMP-19: the champion l, on the map with the AP, may play the top of
 * champion card i of its hand (CARD-7: one that shoots, a Shoot possible). */
static bool top_playable(const rf_game *g, int l, int i)
{
    const rf_champ_content *c = &g->content->champ;
    int h = c->feat[i].top.handler;
    return (g->champ.feats[l].hand >> i & 1) && top_built(h) &&
           (!top_shoots(h) ||                                               /* CARD-7 */
            (!legend_shot_limit_reached(g) && legend_shoot_possible(g, l))) &&
           (h != RF_CTOP_MOVE_SHOOT || !legend_shot_limit_reached(g));
}

void champ_top_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    int l = f->legend;
    if (!champ_is_champion(g, l) || !g->legend[l].on_map || g->ap < TOP_COST) return;
    const rf_champ_content *c = &g->content->champ;
    for (int i = 0; i < RF_CHAMP_FEATS; i++)
        if (top_playable(g, l, i))
            rf_opt_add(ob, engine_code(OPT_FEAT, 2, i), "play %s (1 AP): %s", c->feat[i].name,
                       c->feat[i].top.text);
}

/* Exactly what champ_top_options lists, without labelling the cards. */
bool champ_top_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int l = f->legend, i = engine_code_b(code);
    return engine_code_kind(code) == OPT_FEAT && engine_code_a(code) == 2 && i < RF_CHAMP_FEATS &&
           champ_is_champion(g, l) && g->legend[l].on_map && g->ap >= TOP_COST &&
           top_playable(g, l, i);
}

bool champ_top_may(const rf_game *g, int l)
{
    return champ_is_champion(g, l) && g->legend[l].on_map && g->ap >= TOP_COST &&
           g->champ.feats[l].hand != 0;            /* how many it holds is public (CHAMP-10) */
}

bool champ_top_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    if (engine_code_kind(code) != OPT_FEAT || engine_code_a(code) != 2) return false;
    int l = f->legend, i = engine_code_b(code);
    const rf_champ_effect *e = &g->content->champ.feat[i].top;
    g->ap = (uint8_t)(g->ap - TOP_COST);
    champ_feats_play_top(&g->champ.feats[l], i);           /* CHAMP-19: its own discard */
    log_msg(g, -1, "%s plays %s (CHAMP-19).", g->legend[l].name, g->content->champ.feat[i].name);
    if (e->handler == RF_CTOP_RESTORE_SHIELD)
        combat_restore_shield(&g->legend[l].vitals, e->a[0]);                   /* DMG-7 */
    else if (e->handler == RF_CTOP_UNLOCK && equip_locked_count(g, l) > 0)
        equip_push(g, RF_EQ_UNLOCK, l, e->a[0], -1);                     /* EQUIP-5 */
    else if (e->handler == RF_CTOP_MOVE_GRENADE) {   /* B-F-1: Move a0, then Use a grenade */
        engine_push(g, FR_USE, l)->use.bonus = e->a[1];      /* +a1 damage; none usable: none */
        engine_push(g, FR_MOVE, l)->move.mp = e->a[0];
    }
    else if (e->handler == RF_CTOP_MOVE_SHOOT) {           /* B-F-4: Move a0, then Shoot */
        g->shots++;                                          /* CARD-7: the activation's Shoot */
        engine_push(g, FR_SHOOT, l);
        engine_push(g, FR_MOVE, l)->move.mp = e->a[0]; /* on top: first (R-CHAMP-11: no target, */
    }                                              /* no Shoot) */
    else if (top_shoots(e->handler)) {
        g->champ.top_shot[l] = (int8_t)(i + 1);
        g->shots++;                                          /* CARD-7: the activation's Shoot */
        engine_push(g, FR_SHOOT, l);
    }
    return true;
}

const rf_frame_ops rf_frame_champ_feat_ops = { "champion card", feat_run, feat_decision,
                                               feat_options, feat_apply };
const rf_frame_shortcuts rf_frame_champ_feat_shortcuts = { feat_legal, feat_who, NULL };
