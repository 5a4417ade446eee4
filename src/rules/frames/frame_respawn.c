/*
 * frame_respawn.c — the Respawn action (RESP-1 … RESP-6).
 *
 * The legend returns on a free space adjacent to the respawn beacon closest
 * to a squadmate on the map (RESP-4, distance DIST from beacon to
 * squadmate); with several equally close beacons, or several free spaces,
 * its seat chooses; with no squadmate on the map, any beacon. A beacon with
 * no free adjacent space is passed over for the next closest (ruling
 * R-RESP-4 in docs/rulings.md).
 *
 * First, squadmates on the map may play an instant for the squad's Respawn
 * (INSTANT-1, INSTANT-2; EX-INSTANT-1: no AP spent, and the legend may come
 * back next to the card's holder: the card wins over RESP-1 and RESP-4,
 * PREC-3). frame step 0: the instant window, 1: the placement;
 * respawn.holder: holder whose free spaces are open too (+1), 0 none.
 *
 * On an equipment board (TDM-14, TDM-15, CTF-14): any unlocked beacon, not
 * the closest (the Match Settings win over RESP-4, PREC-2); in Capture the
 * Flag the enemy squad first chooses which (respawn.beacon = beacon + 1); the beacon
 * used takes the one lock token of the map's beacons; then the legend may
 * flip its loadout card. A respawn next to an instant's holder uses no
 * beacon and locks none (TDM-15). A champion: next to any beacon, locking
 * none (CHAMP-17). Those are the plug-ins' (plugin.h: respawn_spaces,
 * respawn_enemy_chooses, beacon_locked, respawned; modes/equip/equip_respawn.c,
 * ctf.c, champ_plug.c).
 */
#include <stdio.h>
#include <string.h>

#include "geo/adjacency.h"
#include "geo/place.h"
#include "rules/engine/engine.h"
#include "rules/cards/hand.h"
#include "rules/engine/legends.h"
#include "rules/record/log.h"
#include "rules/engine/plugin.h"
#include "rules/frames/respawn.h"

/* The map's respawn beacons, in the board's order (RESP-4). A finished
 * board's components never change, so they are found once per board and
 * kinds (per thread) instead of at every count and lookup: a respawn's
 * listing asked both for every beacon, each a walk of the component list
 * with the kind found by name (issue 14). A board being built (serial 0)
 * is walked as it is. */
typedef struct beacon_list {
    unsigned long long board;           /* geo_board serial; 0: none */
    const geo_kinds *kinds;
    int n;
    geo_cell at[GEO_MAX_COMPONENTS];
} beacon_list;

static void find_beacons(const rf_game *g, beacon_list *bl)
{
    const geo_board *b = g->map->board;
    int kind = geo_kinds_find(&g->content->kinds, "respawn_beacon");
    bl->n = 0;
    for (int c = 0; c < b->ncomp; c++)
        if (b->comp[c].kind == kind) bl->at[bl->n++] = b->comp[c].at.u.cell;
    bl->board = b->serial;
    bl->kinds = &g->content->kinds;
}

static const beacon_list *beacons_of(const rf_game *g)
{
    static _Thread_local beacon_list kept, now;
    const geo_board *b = g->map->board;
    if (!b->serial) {
        find_beacons(g, &now);
        return &now;
    }
    if (kept.board != b->serial || kept.kinds != &g->content->kinds) find_beacons(g, &kept);
    return &kept;
}

int respawn_beacon_count(const rf_game *g) { return beacons_of(g)->n; }

geo_cell respawn_beacon_cell(const rf_game *g, int i)
{
    const beacon_list *bl = beacons_of(g);
    return i >= 0 && i < bl->n ? bl->at[i] : geo_cell_make(-1, -1);
}

/* Distance from a beacon to the nearest squadmate on the map (-1 if none). */
static int mate_distance(const rf_game *g, int l, geo_cell beacon)
{
    int best = -1;
    for (int m = 0; m < g->nlegends; m++) {
        if (m == l || g->legend[m].squad != g->legend[l].squad || !g->legend[m].on_map) continue;
        int d = geo_cell_distance(beacon, g->legend[m].pos);
        if (best < 0 || d < best) best = d;
    }
    return best;
}

/* Free spaces adjacent to a beacon, legends standing on `legends`;
 * returns how many (written to out). */
static int free_around(const rf_game *g, const geo_cellset *legends, geo_cell beacon,
                       geo_cell *out)
{
    const geo_board *b = g->map->board;
    uint8_t adjacent = geo_cell_contiguous_dirs(b, beacon, false);
    int n = 0;
    for (int d = 0; d < GEO_NDIRS; d++) {
        geo_cell c = geo_cell_step(beacon, d);
        if (adjacent >> d & 1 && geo_space_free(b, &g->overlay, legends, c)) out[n++] = c;
    }
    return n;
}

int respawn_free_around(const rf_game *g, geo_cell beacon, geo_cell *out)
{
    geo_cellset legends;
    legends_occupied(g, -1, &legends);
    return free_around(g, &legends, beacon, out);
}

int respawn_add_space(geo_cell *out, int n, geo_cell c)
{
    for (int i = 0; i < n; i++)
        if (geo_cell_eq(out[i], c)) return n;     /* next to two beacons: one option */
    out[n] = c;
    return n + 1;
}

/* The spaces the legend may choose: around the closest usable beacons.
 * The least distance among the beacons with a free space first (a beacon
 * no closer than one found is not looked around), then those beacons'
 * spaces. Distances are all -1 without a squadmate on the map. */
static int respawn_spaces(const rf_game *g, int l, geo_cell *out, int max)
{
    const beacon_list *bl = beacons_of(g);
    geo_cellset legends;
    legends_occupied(g, -1, &legends);
    geo_cell around[GEO_NDIRS];
    int best = 0, n = 0;
    bool found = false;
    for (int c = 0; c < bl->n; c++) {
        int d = mate_distance(g, l, bl->at[c]);
        if ((found && d >= best) || free_around(g, &legends, bl->at[c], around) == 0) continue;
        best = d;
        found = true;
    }
    for (int c = 0; c < bl->n && found; c++) {
        if (mate_distance(g, l, bl->at[c]) != best) continue;
        int k = free_around(g, &legends, bl->at[c], around);
        for (int i = 0; i < k && n < max; i++) n = respawn_add_space(out, n, around[i]);
    }
    return n;
}

/* May legend h play hand card i for this Respawn? Only legends on the map
 * (INSTANT-2; so never the respawning legend itself), of its squad. */
static bool instant_playable(const rf_game *g, const rf_frame *f, int h, int i)
{
    const rf_card_def *c = hand_card(g, h, i);
    return c->kind == RF_CARD_INSTANT && c->event == RF_EVENT_SQUAD_RESPAWN &&
           g->legend[h].on_map && g->legend[h].squad == g->legend[f->legend].squad;
}

static bool fits_respawn_instant(const rf_card_def *c, const void *arg)
{
    (void)arg;
    return c->kind == RF_CARD_INSTANT && c->event == RF_EVENT_SQUAD_RESPAWN;
}

/* INSTANT-1: "play an instant?" is asked when a squadmate on the map may
 * hold one for a Respawn as far as the other seats can tell (R-WINDOW-1:
 * cards in hand, such a card among its hand and deck), never on the hand
 * itself; with none playable the squad passes. */
static bool instant_open(const rf_game *g, const rf_frame *f)
{
    for (int h = 0; h < g->nlegends; h++)
        if (g->legend[h].on_map && g->legend[h].squad == g->legend[f->legend].squad &&
            hand_may_hold(g, h, fits_respawn_instant, NULL))       /* INSTANT-2 */
            return true;
    return false;
}

/* Free spaces around the holder of a played Guardian-Angel-like card. */
static int holder_spaces(const rf_game *g, const rf_frame *f, geo_cell *out, int n, int max)
{
    if (f->respawn.holder <= 0) return n;
    geo_cell around[GEO_NDIRS];
    int k = respawn_free_around(g, g->legend[f->respawn.holder - 1].pos, around);
    for (int i = 0; i < k && n < max; i++) n = respawn_add_space(out, n, around[i]);
    return n;
}

static int all_spaces(const rf_game *g, const rf_frame *f, geo_cell *out, int8_t *beacons,
                      int max)
{
    int n = plug_respawn_spaces(g, f, out, beacons, max);     /* CHAMP-17, TDM-14, CTF-14 */
    if (n < 0) n = respawn_spaces(g, f->legend, out, max);                  /* RESP-4 */
    int before = n;
    n = holder_spaces(g, f, out, n, max);
    for (int i = before; beacons && i < n; i++) beacons[i] = -1;  /* TDM-15: no beacon */
    return n;
}

/* CTF-14 (1): the enemy squad chooses the beacon: an unlocked one with a
 * free space next to it (frame respawn.beacon = 0 until it has). */
static bool enemy_chooses(const rf_game *g, const rf_frame *f)
{
    return plug_respawn_enemy_chooses(g, f);
}

static bool beacon_usable(const rf_game *g, int i)
{
    geo_cell around[GEO_NDIRS];
    return !plug_beacon_locked(g, i) && respawn_free_around(g, respawn_beacon_cell(g, i), around) > 0;
}

static int usable_beacons(const rf_game *g)
{
    int n = 0;
    for (int i = 0; i < respawn_beacon_count(g); i++) n += beacon_usable(g, i);
    return n;
}

static int respawn_run(rf_game *g, rf_frame *f)
{
    if (f->step == 0) {
        if (instant_open(g, f)) return RF_WAIT;
        f->step = 1;
    }
    if (enemy_chooses(g, f) && usable_beacons(g) > 0) return RF_WAIT;        /* CTF-14 */
    geo_cell spaces[64];
    if (all_spaces(g, f, spaces, NULL, 64) > 0) return RF_WAIT;
    engine_pop(g);                 /* no beacon has a free space: the legend stays off the map */
    return RF_GO;
}

static void respawn_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    if (f->step == 0) {
        d->kind = RF_DEC_INSTANT;
        d->seat = g->legend[f->legend].seat;
        d->legend = f->legend;
        snprintf(d->prompt, sizeof d->prompt, "%s respawns: play an instant?",
                 g->legend[f->legend].name);
        return;
    }
    d->kind = RF_DEC_RESPAWN;
    d->seat = g->legend[f->legend].seat;
    d->legend = f->legend;
    if (enemy_chooses(g, f)) {                                              /* CTF-14 (1) */
        d->seat = g->match.seat_of[g->legend[f->legend].squad ^ 1];
        snprintf(d->prompt, sizeof d->prompt, "%s respawns: the enemy squad chooses the "
                 "respawn beacon (CTF-14)", g->legend[f->legend].name);
        return;
    }
    if (f->respawn.holder)            /* EX-INSTANT-1: next to the instant's holder too */
        snprintf(d->prompt, sizeof d->prompt, "%s respawns: choose a free space next to a beacon "
                 "or next to %s", g->legend[f->legend].name, g->legend[f->respawn.holder - 1].name);
    else
        snprintf(d->prompt, sizeof d->prompt, "%s respawns: choose a free space next to a beacon",
                 g->legend[f->legend].name);
}

static void respawn_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    if (f->step == 0) {
        for (int h = 0; h < g->nlegends; h++)
            for (int i = 0; i < g->legend[h].hand_n; i++)
                if (instant_playable(g, f, h, i))
                    rf_opt_add(ob, engine_code(OPT_REACT, h, i), "%s plays %s", g->legend[h].name,
                               hand_card(g, h, i)->name);
        rf_opt_add(ob, engine_code(OPT_DONE, 0, 0), "no instant");
        return;
    }
    if (enemy_chooses(g, f)) {
        for (int i = 0; i < respawn_beacon_count(g); i++)
            if (beacon_usable(g, i)) {
                geo_cell c = respawn_beacon_cell(g, i);
                rf_opt_add(ob, engine_code(OPT_BEACON, i, geo_cell_index(c)), "the beacon at %d,%d",
                           c.x, c.y);
            }
        return;
    }
    geo_cell spaces[64];
    int8_t beacons[64];
    memset(beacons, -2, sizeof beacons);                   /* -1 after: next to the holder */
    int k = all_spaces(g, f, spaces, beacons, 64);
    for (int i = 0; i < k; i++) {        /* option a = 1 + the beacon used (TDM-14), or 0 */
        uint32_t code = engine_code(OPT_RESPAWN_AT, beacons[i] >= 0 ? beacons[i] + 1 : 0,
                                geo_cell_index(spaces[i]));
        if (beacons[i] == -1 && f->respawn.holder)
            rf_opt_add(ob, code, "respawn on %d,%d (next to %s)", spaces[i].x, spaces[i].y,
                       g->legend[f->respawn.holder - 1].name);
        else
            rf_opt_add(ob, code, "respawn on %d,%d", spaces[i].x, spaces[i].y);
    }
}

/* INSTANT-3, EX-INSTANT-1. */
static void play_instant(rf_game *g, rf_frame *f, int h, int i)
{
    const rf_card_def *c = hand_card(g, h, i);
    hand_play(g, h, i);
    if (c->effect != RF_EFF_FREE_RESPAWN) return;
    log_msg(g, -1, "%s's %s: %s's Respawn costs no AP%s%s (EX-INSTANT-1)", g->legend[h].name,
            c->name, g->legend[f->legend].name, h != f->legend ? "; it may come back next to " : "",
            h != f->legend ? g->legend[h].name : "");
    if (g->active == f->legend) g->ap++;                  /* the Respawn spends no AP */
    if (h != f->legend) f->respawn.holder = (int16_t)(h + 1); /* and may come back next to h */
}

static void respawn_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    if (f->step == 0) {
        if (engine_code_kind(code) == OPT_REACT) play_instant(g, f, engine_code_a(code), engine_code_b(code));
        f->step = 1;                                      /* one instant for this Respawn */
        return;
    }
    if (engine_code_kind(code) == OPT_BEACON) {                 /* CTF-14 (1) */
        f->respawn.beacon = (int16_t)(engine_code_a(code) + 1);
        return;
    }
    int l = f->legend;
    rf_legend *lg = &g->legend[l];
    lg->pos = geo_cell_at(engine_code_b(code));
    lg->on_map = true;                                     /* RESP-4 */
    engine_pop(g);
    plug_respawned(g, l, engine_code_a(code) - 1);            /* TDM-14 (2), (3), TDM-15 */
}

/* Whether respawn_options would list code, without labelling 64 spaces
 * (engine.h, rf_frame_shortcuts; tests/unit/test_legal.c): an instant a
 * squadmate on the map may play (INSTANT-2) or none; the enemy's choice
 * of an unlocked beacon with a free space (CTF-14 (1)); or a space of
 * all_spaces, the listing's own, with the beacon it came from (RESP-4,
 * TDM-14, EX-INSTANT-1). */
static bool respawn_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int kind = engine_code_kind(code), a = engine_code_a(code), b = engine_code_b(code);
    if (f->step == 0) {
        if (kind == OPT_DONE) return a == 0 && b == 0;
        return kind == OPT_REACT && a < g->nlegends && b < g->legend[a].hand_n &&
               instant_playable(g, f, a, b);
    }
    if (enemy_chooses(g, f))
        return kind == OPT_BEACON && a < respawn_beacon_count(g) && beacon_usable(g, a) &&
               b == geo_cell_index(respawn_beacon_cell(g, a));
    if (kind != OPT_RESPAWN_AT) return false;
    geo_cell spaces[64];
    int8_t beacons[64];
    memset(beacons, -2, sizeof beacons);
    int k = all_spaces(g, f, spaces, beacons, 64);
    for (int i = 0; i < k; i++)
        if (geo_cell_index(spaces[i]) == b) return a == (beacons[i] >= 0 ? beacons[i] + 1 : 0);
    return false;
}

const rf_frame_ops rf_frame_respawn_ops = { "respawn", respawn_run, respawn_decision,
                                            respawn_options, respawn_apply };
const rf_frame_shortcuts rf_frame_respawn_shortcuts = { respawn_legal, NULL, NULL };
