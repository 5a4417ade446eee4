/*
 * ring_play.c — the Ring module in a game: ring damage in the transition
 * (TRANS-2, RING-5) and the ring's movement when the round marker reaches
 * a symbol (RING-6 … RING-8; the marker's advance is the core's,
 * frame_round.c, through ring_plug's track_symbols and track_event). The geometry and
 * the track itself are in ring.c; docs/ring.md.
 */
#include "rules/engine/engine.h"
#include "rules/record/events.h"
#include "rules/modules/heat_shields/heat.h"
#include "rules/views/json_out.h"
#include "rules/engine/legends.h"
#include "rules/record/log.h"
#include "rules/modules/deployment/modules.h"
#include "rules/modules/ring/ring_play.h"
#include "rules/engine/plugin.h"
#include "rules/modes/br/victory.h"

/* RING-9, HEAT-5: inside the ring border, or within range 1 of a heat
 * shield (none on the map yet: outside, HEAT-6). */
static bool inside(const rf_game *g, geo_cell c)
{
    return g->ring_on ? ringmod_inside(&g->ring, c.x, c.y) : heat_inside(g, c);
}

void ringmod_damage_phase(rf_game *g)
{
    if (!g->ring_on && !heat_on(g)) return;                             /* TRANS-2: skipped */
    int dmg = ring_damage(&g->content->track, g->track_pos);               /* RING-5, HEAT-6 */
    for (int l = 0; l < g->nlegends && dmg > 0 && !g->over; l++) {
        rf_legend *lg = &g->legend[l];
        if (!lg->on_map || inside(g, lg->pos)) continue;
        rf_damage_result dr = combat_apply_damage(&lg->vitals, dmg, RF_DMG_RING);    /* RING-9 */
        if (lg->gear[RF_GEAR_KNOCKDOWN] >= 0)
            g->piece[lg->gear[RF_GEAR_KNOCKDOWN]].exhausted = lg->vitals.ko_exhausted;  /* KO-3 */
        /* the damage printed on the track, then what the legend lost: its
         * health can be less (DMG-4), a knockdown shield prevents (KO-5) */
        log_msg(g, -1, "%s is %s: the ring deals %d damage (RING-5), %d to health%s%s", lg->name,
                g->ring_on ? "outside the ring" : "not within range 1 of a heat shield (HEAT-6)",
                dmg, dr.to_health, dr.prevented ? ", the rest prevented by the knockdown shield" :
                dr.to_health < dmg ? ", all it had left" : "", dr.eliminated ? ", ELIMINATED" : "");
        events_damage(g, l, -1, RF_CAUSE_RING, "ring", dmg, &dr);
        if (dr.eliminated) legend_eliminate(g, l);                      /* ELIM-1; BR-5 */
    }
}

static void resolve_event(rf_game *g, int what)
{
    const rf_ring_deck *deck = &g->content->ring_cards;
    char words[64];
    if (heat_on(g)) {                                                   /* HEAT-7 */
        if (what == RF_TE_RING_MOVE) heat_redeploy(g);                  /* HEAT-8 */
        return;                                                            /* HEAT-9 */
    }
    switch (what) {
    case RF_TE_RING_MOVE:                                                  /* RING-7 */
        if (deck->n == 0) break;
        ringmod_move(&g->ring, &deck->card[g->ring.card], NULL);
        content_ring_card_words(&deck->card[g->ring.card], words, sizeof words);
        log_msg(g, -1, "The ring closes in (ring card: %s): columns %d-%d, rows %d-%d", words,
                g->ring.west, g->ring.east, g->ring.north, g->ring.south);
        break;
    case RF_TE_RESHUFFLE:                                                  /* RING-8 */
        if (deck->n == 0) break;
        ringmod_reshuffle(&g->ring, &g->rng, deck->n);
        content_ring_card_words(&deck->card[g->ring.card], words, sizeof words);
        log_msg(g, -1, "The ring deck is reshuffled: the next ring card is %s", words);
        break;
    default:        /* RF_TE_TOKENS: nothing lies below the round track yet (supply drops) */
        break;
    }
}

#define BROKEN(...) error_fail(err, RF_E_ILLEGAL, NULL, 0, 0, "invariant", __VA_ARGS__)

/* RING-9, R-RING-7: the border inside the map, never crossed (it is laid
 * out in every game, the ring played or not: setup.c). */
static rf_status ring_check(const rf_game *g, rf_error *err)
{
    const rf_ring *r = &g->ring;
    if (r->west < 0 || r->north < 0 || r->west > r->east || r->north > r->south ||
        r->east >= g->map->board->w || r->south >= g->map->board->h)
        return BROKEN("ring border %d,%d-%d,%d is not a rectangle on the map", r->west,
                         r->north, r->east, r->south);
    if (g->content->ring_cards.n && r->card >= g->content->ring_cards.n)
        return BROKEN("ring card %d of %d", r->card, g->content->ring_cards.n);
    return RF_OK;
}

/* The ring's hooks (plugin.h): the damage of the transition phase, also
 * Heat Shields' (TRANS-2, RING-5, HEAT-6), and the border's invariants. */
/* TRANS-5, TRANS-9: the Ring or Heat Shields resolves the track's symbols. */
static bool ring_track_symbols(const rf_game *g)
{
    return g->ring_on || heat_on(g);
}

/* RING-6, HEAT-7: a symbol the marker's advance reached. */
static void ring_track_event(rf_game *g, int what, int pos)
{
    (void)pos;
    if (what == RF_TE_TOKENS || !ring_track_symbols(g)) return;
    resolve_event(g, what);
}

/* The Ring is asked for by its own flag of the set-up (s->ring). */
static unsigned ring_setup_modules(const rf_setup *s)
{
    return s->ring ? RF_MODULE_BIT(RF_MOD_RING) : 0;
}

/* RING-3, RING-4: the ring deck shuffled and its top card face up (a
 * draw only when the Ring is played); the border figures on the corners,
 * in every game (RING-9's check, R-RING-7). */
static void ring_setup_layout(rf_game *g, const rf_setup *s)
{
    g->ring_on = s->ring;
    int card = 0;
    if (s->ring && g->content->ring_cards.n > 0)
        card = (int)rng_below(&g->rng, (uint32_t)g->content->ring_cards.n);
    ringmod_init(&g->ring, g->map->board->w, g->map->board->h, card);
}

/* The observation (plug-in hook), after the round marker: the ring, all
 * public (the face-up ring card shows the next movement, RING-3: "next" is
 * the border after it, RING-7); null in a game without it. */
static void ring_observe(const rf_game *g, int at, int seat, unsigned hands, jbuf *j)
{
    (void)seat, (void)hands;
    if (at != PLUG_OBS_AFTER_TRACK) return;
    jb_put(j, ",\"ring\":");
    if (!g->ring_on) {
        jb_put(j, "null");
        return;
    }
    const rf_ring_deck *deck = &g->content->ring_cards;
    const rf_ring *r = &g->ring;
    jb_put(j, "{\"west\":%d,\"north\":%d,\"east\":%d,\"south\":%d,\"damage\":%d,\"card\":",
        r->west, r->north, r->east, r->south, ring_damage(&g->content->track, g->track_pos));
    jb_str(j, deck->n > 0 ? deck->card[r->card].id : "");
    char words[64] = "";                                  /* the card as people read it */
    if (deck->n > 0) content_ring_card_words(&deck->card[r->card], words, sizeof words);
    jb_put(j, ",\"card_words\":");
    jb_str(j, words);
    if (deck->n > 0) {          /* RING-7: where the face-up card moves the border next */
        rf_ring next = *r;
        ringmod_move(&next, &deck->card[r->card], NULL);
        jb_put(j, ",\"next\":{\"west\":%d,\"north\":%d,\"east\":%d,\"south\":%d}", next.west,
               next.north, next.east, next.south);
    }
    jb_put(j, "}");
}

/* rf_game_hash (plug-in hook): whether the Ring is played and the border.
 * In every game, not only the Ring's: the border is laid out in every game
 * (ring_setup_layout) and was hashed so before it was the plug-in's. */
static bool ring_hash(const rf_game *g, uint64_t *h)
{
    const rf_ring *r = &g->ring;
    uint64_t x = 0xcbf29ce484222325ull;
    const int v[] = { g->ring_on, r->west, r->north, r->east, r->south, r->card };
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++)
        x = (x ^ (uint64_t)(uint16_t)v[i]) * 0x100000001b3ull;
    *h = x;
    return true;
}

const plug_ops ring_plug = { .name = "ring", .modules = RF_MODULE_BIT(RF_MOD_RING),
                             .setup_modules = ring_setup_modules,
                             .setup_layout = ring_setup_layout,
                             .transition_damage = ringmod_damage_phase, .check = ring_check,
                             .track_symbols = ring_track_symbols,
                             .track_event = ring_track_event, .observe = ring_observe,
                             .hash = ring_hash };
