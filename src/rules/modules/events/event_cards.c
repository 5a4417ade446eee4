/*
 * event_cards.c — the Events module in a game (event_cards.h; rules
 * EVENT-1 … EVENT-5, EX-EVENT-1; the cards: data/events.json).
 *
 * The event frame (FR_EVENT) resolves the token below the initiative
 * marker: step 0 the active upcoming card's effect, step 1 its legends one
 * at a time (a Spell or Jump Towers: each pushes a Move and comes back),
 * step 2 the card removed and the next one revealed. frame event.done =
 * legends already resolved (bits), event.squad = the squad whose turn it is.
 */
#include <stdio.h>
#include <string.h>

#include "errors.h"
#include "geo/adjacency.h"
#include "rules/search/determinize.h"
#include "rules/engine/undo.h"
#include "rules/engine/plugin.h"
#include "rules/cards/abilities_play.h"
#include "rules/modules/events/event_cards.h"
#include "rules/record/events.h"
#include "rules/cards/hand.h"
#include "rules/views/json_out.h"
#include "rules/engine/legends.h"
#include "rules/record/log.h"

enum { STEP_START, STEP_LEGENDS, STEP_REVEAL };

bool evt_on(const rf_game *g) { return (g->modules & RF_MODULE_BIT(RF_MOD_EVENTS)) != 0; }

const rf_event_def *evt_active(const rf_game *g)
{
    if (!evt_on(g) || g->event_cards.active < 0) return NULL;
    return &g->content->events.card[g->event_cards.active];
}

void evt_setup(rf_game *g)
{
    rf_events_state *e = &g->event_cards;
    memset(e, 0, sizeof *e);
    e->active = -1;
    if (!evt_on(g)) return;
    int16_t order[RF_EVENT_CARDS];
    int n = g->content->events.n;
    for (int i = 0; i < n; i++) order[i] = (int16_t)i;
    rng_shuffle16(&g->rng, order, n);                                   /* EVENT-2 */
    for (int i = 0; i < n; i++) e->deck[i] = (int8_t)order[i];
    e->deck_n = (uint8_t)n;
}

bool evt_turn_start(rf_game *g, int squad)
{
    if (!evt_on(g) || squad != RF_RED) return false;   /* EVENT-2: below red spaces */
    rf_frame *f = engine_push(g, FR_EVENT, -1);
    f->event.squad = (int16_t)squad;
    return true;
}

/* ---- the upcoming cards' effects ---- */

static int distance(const rf_game *g, int a, int b)
{
    return geo_distance(g->map->board, geo_place_cell(g->legend[a].pos),
                        geo_place_cell(g->legend[b].pos));
}

static bool in_range(const rf_event_def *e, int d) { return d >= e->range_lo && d <= e->range_hi; }

/* Event damage is dealt like a Shoot's: shield first (DMG-3, R-EVENT-4). */
static void hurt(rf_game *g, int l, const rf_event_def *e)
{
    rf_legend *lg = &g->legend[l];
    rf_damage_result dr = combat_apply_damage(&lg->vitals, e->damage, RF_DMG_NORMAL);
    if (lg->gear[RF_GEAR_KNOCKDOWN] >= 0)
        g->piece[lg->gear[RF_GEAR_KNOCKDOWN]].exhausted = lg->vitals.ko_exhausted;  /* KO-3 */
    log_msg(g, -1, "%s takes %d damage from the event %s: %d to shield, %d to health", lg->name,
            e->damage, e->name, dr.to_shield, dr.to_health);
    events_damage(g, l, -1, RF_CAUSE_ABILITY, e->name, e->damage, &dr);
    if (dr.eliminated) legend_eliminate(g, l);                         /* ELIM-1 */
}

/* Spell (EX-EVENT-1): within range of another legend on the map and in its
 * line of sight. */
static bool spell_applies(const rf_game *g, int l, const rf_event_def *e)
{
    for (int m = 0; m < g->nlegends; m++)
        if (m != l && g->legend[m].on_map && in_range(e, distance(g, l, m)) &&
            legend_sees(g, l, m))
            return true;
    return false;
}

static bool legend_applies(const rf_game *g, int l, const rf_event_def *e)
{
    if (!g->legend[l].on_map) return false;
    return e->handler == RF_EVH_SPELL ? spell_applies(g, l, e) : true;   /* FREE_MOVE: all */
}

/* The next legend to resolve, one at a time (R-EVENT-3): the squad in turn
 * first, then the other, each in legend order; asked again after every
 * Move, so a legend that moved away spares the others (EX-EVENT-1). */
static int next_legend(const rf_game *g, const rf_frame *f, const rf_event_def *e)
{
    for (int k = 0; k < 2; k++)
        for (int l = 0; l < g->nlegends; l++)
            if (g->legend[l].squad == (f->event.squad ^ k) && !(f->event.done & (1 << l)) &&
                legend_applies(g, l, e))
                return l;
    return -1;
}

static bool one_legend(rf_game *g, rf_frame *f, const rf_event_def *e)
{
    int l = next_legend(g, f, e);
    if (l < 0) return false;
    f->event.done = (int16_t)(f->event.done | 1 << l);
    if (e->handler == RF_EVH_SPELL) {
        hurt(g, l, e);
        if (g->over || !g->legend[l].on_map) return true;
    }
    log_msg(g, -1, "%s performs a Move %d (event %s)", g->legend[l].name, e->mp, e->name);
    engine_push(g, FR_MOVE, l)->move.mp = e->mp;
    return true;
}

/* A legend with no squadmate on the map within the card's range. */
static bool isolated(const rf_game *g, int l, const rf_event_def *e)
{
    for (int m = 0; m < g->nlegends; m++)
        if (m != l && g->legend[m].on_map && !legend_enemies(g, l, m) && in_range(e, distance(g, l, m)))
            return false;
    return true;
}

static void everyone(rf_game *g, const rf_event_def *e)
{
    bool hit[RF_MAX_LEGENDS] = { false };
    for (int l = 0; l < g->nlegends; l++) {               /* who: decided before any damage */
        const rf_legend *lg = &g->legend[l];
        switch (e->handler) {
        case RF_EVH_DRAW_CARDS: hand_draw(g, l, e->cards); break;          /* CARD-6 */
        case RF_EVH_COOLDOWN: cooldown_reduce(g, l, e->cooldown); break;   /* COOL-4 */
        case RF_EVH_RESTORE_SHIELD:
            if (lg->on_map) combat_restore_shield(&g->legend[l].vitals, e->shield);   /* DMG-7 */
            break;
        case RF_EVH_ISOLATED: hit[l] = lg->on_map && isolated(g, l, e); break;
        default: break;
        }
    }
    for (int l = 0; l < g->nlegends && !g->over; l++)
        if (hit[l] && g->legend[l].on_map) hurt(g, l, e);
}

/* ---- the frame ---- */

static void reveal(rf_game *g)
{
    rf_events_state *st = &g->event_cards;
    if (st->active >= 0) {
        log_msg(g, -1, "The event %s is removed from the game (EVENT-3)",
                g->content->events.card[st->active].name);
        st->removed++;                                                     /* EVENT-3 (2) */
        st->active = -1;
    }
    if (st->deck_n == 0) return;                                           /* all 12 used */
    undo_info_new(g);                                        /* a card drawn: no undo */
    st->active = st->deck[--st->deck_n];                                   /* EVENT-3 (3) */
    const rf_event_def *e = &g->content->events.card[st->active];
    log_msg(g, -1, "New event (%s): %s%s%s%s", e->type == RF_EVT_UPCOMING ?
            "upcoming, resolved at the next event token" : "persistent, in force until the next "
            "event token", e->name, e->name_pl[0] ? " (" : "", e->name_pl,
            e->name_pl[0] ? ")" : "");
}

static int event_run(rf_game *g, rf_frame *f)
{
    const rf_event_def *e = evt_active(g);
    switch (f->step) {
    case STEP_START:
        log_msg(g, -1, "The event token below the initiative marker resolves (EVENT-3)");
        f->step = STEP_REVEAL;
        if (!e || e->type != RF_EVT_UPCOMING) return RF_GO;                /* EVENT-3 (1) */
        log_msg(g, -1, "The upcoming event %s is resolved", e->name);
        if (e->handler == RF_EVH_SPELL || e->handler == RF_EVH_FREE_MOVE) f->step = STEP_LEGENDS;
        else everyone(g, e);
        return RF_GO;
    case STEP_LEGENDS:
        if (!g->over && one_legend(g, f, e)) return RF_GO;
        f->step = STEP_REVEAL;
        return RF_GO;
    default:
        if (!g->over) reveal(g);
        engine_pop(g);
        return RF_GO;
    }
}

static void event_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    (void)g;
    (void)f;
    d->kind = RF_DEC_NONE;
}

static void event_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    (void)g;
    (void)f;
    (void)ob;
}

static void event_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    (void)g;
    (void)f;
    (void)code;
}

const rf_frame_ops rf_frame_event_ops = { "event", event_run, event_decision, event_options,
                                          event_apply };

/* ---- persistent effects (EVENT-5) ---- */

static const rf_event_def *persistent(const rf_game *g, int handler)
{
    const rf_event_def *e = evt_active(g);
    return e && e->type == RF_EVT_PERSISTENT && e->handler == handler ? e : NULL;
}

int evt_shot_ht(const rf_game *g, int s, int t, int dist)
{
    (void)s;
    (void)t;
    const rf_event_def *e = evt_active(g);
    if (!e || e->type != RF_EVT_PERSISTENT) return 0;
    if (e->handler != RF_EVH_SHOT_HT && e->handler != RF_EVH_FIGHT_OR_FLIGHT) return 0;
    return in_range(e, dist) ? e->ht : 0;
}

/* Fight or Flight: a legend within the card's range of an enemy on the map. */
static bool near_enemy(const rf_game *g, int l, const rf_event_def *e)
{
    for (int m = 0; m < g->nlegends; m++)
        if (legend_enemies(g, l, m) && g->legend[m].on_map && in_range(e, distance(g, l, m)))
            return true;
    return false;
}

int evt_move_bonus(const rf_game *g, int l)
{
    const rf_event_def *e = persistent(g, RF_EVH_MOVE_BONUS);
    if (e) return e->mp;
    e = persistent(g, RF_EVH_FIGHT_OR_FLIGHT);
    return e && g->legend[l].on_map && near_enemy(g, l, e) ? e->mp : 0;
}

int evt_damage_per_hit(const rf_game *g)
{
    const rf_event_def *e = persistent(g, RF_EVH_DAMAGE_PER_HIT);
    return e ? e->per_hit : 0;
}

int evt_stability(const rf_game *g)
{
    const rf_event_def *e = persistent(g, RF_EVH_STABILITY);
    return e ? e->stability : 0;
}

bool evt_blocks_abilities(const rf_game *g)
{
    return persistent(g, RF_EVH_NO_ABILITIES) != NULL;
}

/* ---- invariants, hash, view ---- */

rf_status evt_check(const rf_game *g, rf_error *err)
{
    const rf_events_state *e = &g->event_cards;
    int n = g->content->events.n;
    if (!evt_on(g)) {
        if (e->deck_n || e->active >= 0 || e->removed)
            return error_fail(err, RF_E_ILLEGAL, NULL, 0, 0, "invariant", "event cards in a game "
                           "without the Events module");
        return RF_OK;
    }
    unsigned seen = 0;
    for (int i = 0; i < e->deck_n; i++) seen |= 1u << e->deck[i];
    if (e->active >= 0) seen |= 1u << e->active;
    int placed = e->deck_n + (e->active >= 0) + e->removed;
    if (e->active >= n || placed != n || __builtin_popcount(seen) != e->deck_n + (e->active >= 0))
        return error_fail(err, RF_E_ILLEGAL, NULL, 0, 0, "invariant", "event cards: %d in the deck, "
                       "active %d, %d removed: not the %d cards once each (EVENT-1, EVENT-3)",
                       e->deck_n, e->active, e->removed, n);
    return RF_OK;
}

uint64_t evt_hash(const rf_game *g)
{
    const rf_events_state *e = &g->event_cards;
    uint64_t h = 0xcbf29ce484222325ull;
    h = (h ^ (uint64_t)(e->active + 1)) * 0x100000001b3ull;
    h = (h ^ e->removed) * 0x100000001b3ull;
    for (int i = 0; i < e->deck_n; i++) h = (h ^ (uint64_t)e->deck[i]) * 0x100000001b3ull;
    return (h ^ e->deck_n) * 0x100000001b3ull;
}

/* The observation (plug-in hook), before the ability tokens: the deck's
 * size, the cards removed and the active event; nothing without Events. */
static void events_observe(const rf_game *g, int at, int seat, unsigned hands, jbuf *j)
{
    (void)seat, (void)hands;
    if (at != PLUG_OBS_BEFORE_ABILITIES || !evt_on(g)) return;
    const rf_event_def *e = evt_active(g);
    /* Only the active card is face up (EVENT-3): its words are public, the
     * deck's cards are not named. The loader keeps "text" free of quotes. */
    jb_put(j, ",\"events\":{\"deck\":%d,\"removed\":%d,\"tokens\":\"below the red "
           "turn spaces\",\"active\":%s%s%s%s%s%s%s%s%s}", g->event_cards.deck_n,
           g->event_cards.removed, e ? "{\"id\":\"" : "null", e ? e->id : "",
           e ? "\",\"name\":\"" : "", e ? e->name : "",
           e ? "\",\"type\":\"" : "",
           e ? (e->type == RF_EVT_UPCOMING ? "upcoming" : "persistent") : "",
           e ? "\",\"text\":\"" : "", e ? e->text : "", e ? "\"}" : "");
}

/* ---- the Events module's hooks (plugin.h) ---- */

static void events_shot_weapon(const rf_game *g, int s, int t, rf_weapon_stats *w)
{
    (void)s, (void)t;
    w->stability = (int8_t)(w->stability + evt_stability(g));          /* EVENT-5 */
}

static int events_extra_damage(const rf_game *g, int s, int t, int hits, int heads)
{
    (void)s, (void)t, (void)heads;
    return hits * evt_damage_per_hit(g);                               /* EVENT-5 */
}

/* rf_game_determinize (plug-in hook): the deck lies face down, no seat
 * knows its order (EVENT-2), so every world shuffles it anew. */
static void events_determinize(rf_game *g, int seat, rf_rng *r)
{
    (void)seat;
    det_shuffle_i8(r, g->event_cards.deck, g->event_cards.deck_n);      /* EVENT-2 */
}

static bool events_hash(const rf_game *g, uint64_t *h)
{
    if (!(g->modules & RF_MODULE_BIT(RF_MOD_EVENTS))) return false;
    *h = evt_hash(g);
    return true;
}

static rf_status events_setup(rf_game *g, rf_error *err)
{
    (void)err;
    evt_setup(g);                                                      /* EVENT-2 */
    return RF_OK;
}

/* EVENT-5: a persistent event's Hit Threshold modifier, named by the event. */
static int events_shot_ht_parts(const rf_game *g, int s, int t, int dist, rf_ht_part *out, int n,
                                int max)
{
    const rf_event_def *e = evt_active(g);
    return e ? ht_part_add(out, n, max, e->name, RF_PART_EVENT, evt_shot_ht(g, s, t, dist))
             : n;
}

static int events_move_bonus(const rf_game *g, int l, const char **source)
{
    int mp = evt_move_bonus(g, l);                                      /* EVENT-5 */
    *source = mp ? evt_active(g)->name : NULL;
    return mp;
}

const plug_ops events_plug = { .name = "events", .modules = RF_MODULE_BIT(RF_MOD_EVENTS),
                               .setup = events_setup, .turn_opens = evt_turn_start,
                               .shot_ht = evt_shot_ht, .shot_ht_parts = events_shot_ht_parts,
                               .move_bonus = events_move_bonus,
                               .abilities_blocked = evt_blocks_abilities,
                               .shot_weapon = events_shot_weapon,
                               .shot_extra_damage = events_extra_damage,
                               .observe = events_observe,
                               .determinize = events_determinize,
                               .check = evt_check, .hash = events_hash };
