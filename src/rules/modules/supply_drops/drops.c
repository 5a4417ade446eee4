/*
 * drops.c — the Supply Drops module (rules DROP-1 … DROP-10; modules.h,
 * docs/modes.md).
 *
 * Set-up (DROP-2): the 4 drops are closed (status marker on) in the
 * supply, the module's 3 legendary tokens and its 3 special weapon cards
 * lie beside the round board (pieces RF_IN_MODULE), the 6 supply drop cards
 * are shuffled, and a red and a blue deployment marker lie in random order
 * on each of the round track's spaces "2" and "4".
 *
 * When the round marker moves onto such a space (DROP-4), each marker is
 * deployed in turn (DEPLOY-1 … DEPLOY-5) onto the map, and a drop goes below
 * that squad's turn space 2 of its turns ahead (DROP-5). At the start of
 * that turn (TURN-2, DROP-6) the drop lands on the marker: a legend there
 * takes 15 damage and moves to a free neighbouring space of its player's
 * choice, or is eliminated with none (DROP-7); a miniature that occupies
 * the space goes back to its owner (DROP-8). A legend adjacent to a closed
 * drop may, as the one object of its Interact, reveal a supply drop card
 * and take what it gives (DROP-9); the drop is then open for good (DROP-10).
 *
 * Rulings (docs/rulings.md, R-DROP-*): a deployment marker on the map
 * takes its space for the next deployment (so no two drops share a space);
 * "2 of that squad's turns ahead" counts from the transition: the squad's
 * turn of the next round is 1 ahead, so a drop lands in the round after
 * next; a revealed supply drop card leaves the game; the crushed legend's
 * move is not a Move action; a special weapon is equipped or discarded,
 * never taken for ammo.
 */
#include <stdio.h>
#include <string.h>

#include "geo/adjacency.h"
#include "geo/place.h"
#include "rules/engine/undo.h"
#include "rules/cards/abilities_play.h"
#include "rules/record/events.h"
#include "rules/engine/legends.h"
#include "rules/legends/care_package.h"
#include "rules/record/log.h"
#include "rules/modules/deployment/modules.h"
#include "rules/engine/pieces.h"

static const char *const gear_names[RF_GEAR_SLOTS] = { "helmet", "body shield",
                                                      "knockdown shield" };

bool drops_on(const rf_game *g) { return (g->modules & RF_MODULE_BIT(RF_MOD_DROPS)) != 0; }

static const char *squad_name(int s) { return s == RF_RED ? "red" : "blue"; }

/* A legendary token of this gear family still in the box (LOOT-6: the
 * modules' legendary tokens are never in a bag), or -1. */
int modules_box_legendary(const rf_game *g, int gear)
{
    for (int p = 0; p < g->npieces; p++) {
        const rf_piece *pc = &g->piece[p];
        if (pc->kind != RF_PIECE_LOOT || pc->where != RF_IN_BOX) continue;
        const rf_loot_def *d = pieces_loot_of(g, p);
        if (d->rarity == RF_LEGENDARY && !d->starting && d->family == gear) return p;
    }
    return -1;
}

static void add_special(rf_game *g, int def)
{
    if (g->npieces >= RF_MAX_PIECES) return;
    rf_piece *p = &g->piece[g->npieces++];
    memset(p, 0, sizeof *p);
    p->kind = RF_PIECE_WEAPON;
    p->def = (uint8_t)def;
    p->where = RF_IN_MODULE;
    p->at = RF_MODAT_SPECIAL;
}

/* DROP-2 (7), (8): a red and a blue marker, mixed, on each position. */
static void place_markers(rf_game *g)
{
    const rf_round_track *t = &g->content->track;
    int m = 0;
    for (int p = 0; p < t->n; p++) {
        int r = ring_track_round(t, p);
        if (r != 2 && r != 4) continue;
        int first = (int)rng_below(&g->rng, 2);
        for (int k = 0; k < 2 && m < RF_DROP_MARKERS; k++, m++)
            g->drops.marker[m] = (rf_drop_marker){ (uint8_t)(first ^ k), RF_DMARK_TRACK,
                                                   (uint8_t)p, -1 };
    }
    for (; m < RF_DROP_MARKERS; m++) g->drops.marker[m].where = RF_DMARK_GONE;
}

void drops_setup(rf_game *g)
{
    rf_drops_state *d = &g->drops;
    memset(d, 0, sizeof *d);
    if (!drops_on(g)) return;
    const rf_drops_content *dc = &g->content->drops;
    for (int i = 0; i < RF_DROPS; i++)                                      /* DROP-2 (1) */
        d->drop[i] = (rf_drop){ RF_DROP_SUPPLY, true, -1, -1 };
    for (int s = 0; s < RF_GEAR_SLOTS; s++) {                                /* DROP-2 (2) */
        int p = modules_box_legendary(g, s);
        if (p >= 0) piece_place(g, p, RF_IN_MODULE, RF_MODAT_DROP_LEGENDARY + s);
    }
    for (int i = 0; i < dc->nweapons; i++) add_special(g, dc->weapon[i]);   /* DROP-2 (3) */
    int16_t order[RF_DROP_CARDS];                                           /* DROP-2 (6) */
    for (int i = 0; i < dc->ncards; i++) order[i] = (int16_t)i;
    rng_shuffle16(&g->rng, order, dc->ncards);
    for (int i = 0; i < dc->ncards; i++) d->deck[i] = (int8_t)order[i];
    d->deck_n = (uint8_t)dc->ncards;
    place_markers(g);
}

/* ---- DROP-4, DROP-5: the round marker reaches a marker's space ---- */

static void deploy_marker(rf_game *g, int m)
{
    rf_drops_state *d = &g->drops;
    rf_drop_marker *mk = &d->marker[m];
    geo_cellset taken;                                    /* R-DROP-4: markers take spaces */
    geo_cellset_clear(&taken);
    for (int k = 0; k < RF_DROP_MARKERS; k++)
        if (d->marker[k].where == RF_DMARK_MAP) geo_cellset_add(&taken, geo_cell_at(d->marker[k].cell));
    geo_cell at;
    char why[96];
    if (!modules_deploy(g, &taken, &at, why, sizeof why)) {
        mk->where = RF_DMARK_GONE;
        log_msg(g, -1, "The %s supply drop marker finds no free space (DEPLOY-4)", squad_name(mk->squad));
        return;
    }
    mk->where = RF_DMARK_MAP;                                               /* DROP-4 */
    mk->cell = (int16_t)geo_cell_index(at);
    log_msg(g, -1, "The %s supply drop marker is deployed on %d,%d (%s; DROP-4)",
            squad_name(mk->squad), at.x, at.y, why);
    for (int i = 0; i < RF_DROPS; i++) {
        rf_drop *dr = &d->drop[i];
        if (dr->where != RF_DROP_SUPPLY) continue;
        dr->where = RF_DROP_BELOW;                            /* DROP-5, R-DROP-5 */
        dr->at = (int16_t)((g->round + 2) * 2 + mk->squad);
        dr->marker = (int8_t)m;
        log_msg(g, -1, "A supply drop goes below %s's turn space: it lands at the start of "
                       "%s's turn in round %d (DROP-5)", squad_name(mk->squad),
                squad_name(mk->squad), g->round + 2);
        return;
    }
}

void drops_track(rf_game *g, int pos)
{
    if (!drops_on(g)) return;
    for (int m = 0; m < RF_DROP_MARKERS; m++)                    /* each separately (DROP-4) */
        if (g->drops.marker[m].where == RF_DMARK_TRACK && g->drops.marker[m].pos == pos)
            deploy_marker(g, m);
}

/* ---- DROP-6 … DROP-8: landing ---- */

/* ELIM-1 … ELIM-3: no legend eliminated it. */
static void eliminate(rf_game *g, int l) { legend_eliminate(g, l); }

static int legend_on(const rf_game *g, geo_cell c)
{
    for (int l = 0; l < g->nlegends; l++)
        if (g->legend[l].on_map && geo_cell_eq(g->legend[l].pos, c)) return l;
    return -1;
}

/* DROP-7: the free spaces neighbouring the landing space (ADJ-3). */
static int escape_spaces(const rf_game *g, geo_cell c, geo_cell *out)
{
    const geo_board *b = g->map->board;
    geo_cellset legends;
    legends_occupied(g, -1, &legends);
    int n = 0;
    for (int d = 0; d < GEO_NDIRS; d++) {
        geo_cell to = geo_cell_step(c, d);
        if (geo_on_board(b, to) && geo_space_free(b, &g->overlay, &legends, to) &&
            geo_neighbouring(b, &g->overlay, geo_place_cell(c), geo_place_cell(to)))
            out[n++] = to;
    }
    return n;
}

static int object_on(const rf_game *g, geo_cell c)
{
    for (int i = 0; i < g->overlay.n; i++)
        if (g->overlay.o[i].at.kind == GEO_PLACE_CELL && geo_cell_eq(g->overlay.o[i].at.u.cell, c))
            return i;
    return -1;
}

/* DROP-8: a miniature occupying the space goes back to its owner: an
 * ability's ends as if destroyed (DESTROY-7), a Care Package's tokens go
 * back into Lifeline's own bag, a heat shield to the general supply. */
static void return_occupant(rf_game *g, geo_cell c)
{
    int i = object_on(g, c);
    if (i < 0) return;
    const geo_kind *k = &g->content->kinds.kind[g->overlay.o[i].kind];
    int owner = g->overlay.o[i].owner;
    if (!(k->traits & GEO_T_OCCUPIES_SPACE)) return;
    log_msg(g, -1, "The %s on %d,%d goes back to its owner (DROP-8)", k->name, c.x, c.y);
    if (owner & RF_ABIL_OWNER) abilities_destroyed(g, i);               /* DESTROY-7 */
    else if ((owner & 0xe0) == RF_PACKAGE_OWNER)
        for (int p = 0; p < g->npieces; p++)
            if (g->piece[p].where == RF_IN_OBJECT && g->piece[p].at == geo_cell_index(c))
                piece_place(g, p, RF_IN_BAG, RF_RARITY_COUNT + (owner & 0x1f));
    if ((i = object_on(g, c)) >= 0) geo_overlay_remove(&g->overlay, i);
}

/* DROP-6 (1), (2): the drop on the marker's space; the marker leaves the game. */
static void place_drop(rf_game *g, int i)
{
    rf_drop *d = &g->drops.drop[i];
    rf_drop_marker *mk = &g->drops.marker[d->marker];
    geo_cell c = geo_cell_at(mk->cell);
    mk->where = RF_DMARK_GONE;
    mk->cell = -1;
    return_occupant(g, c);
    int kind = geo_kinds_find(&g->content->kinds, "supply_drop");
    int o = kind >= 0 ? geo_overlay_add(&g->overlay, kind, geo_place_cell(c)) : -1;
    if (o < 0) {                                   /* a full overlay: no room (R-DROP-6) */
        *d = (rf_drop){ RF_DROP_SUPPLY, false, -1, -1 };
        log_msg(g, -1, "The supply drop cannot be placed: too many objects on the map");
        return;
    }
    g->overlay.o[o].owner = (uint8_t)(RF_DROP_OWNER | i);
    d->where = RF_DROP_ON_MAP;
    d->at = (int16_t)geo_cell_index(c);
    d->marker = -1;
    log_msg(g, -1, "A closed supply drop lands on %d,%d (DROP-6)", c.x, c.y);
}

static void escape_to(rf_game *g, int l, geo_cell to)
{
    log_msg(g, -1, "%s moves to %d,%d out of the supply drop's way (DROP-7)",
            g->legend[l].name, to.x, to.y);
    g->legend[l].pos = to;                  /* not a Move (R-DROP-7): enters that space only */
}

/* DROP-7: 15 damage; then a free neighbouring space, or elimination.
 * True when the legend's player must choose the space. */
static bool crush(rf_game *g, int l, geo_cell c)
{
    rf_legend *lg = &g->legend[l];
    rf_damage_result dr = combat_apply_damage(&lg->vitals, RF_DROP_DAMAGE, RF_DMG_NORMAL);
    if (lg->gear[RF_GEAR_KNOCKDOWN] >= 0)
        g->piece[lg->gear[RF_GEAR_KNOCKDOWN]].exhausted = lg->vitals.ko_exhausted;     /* KO-3 */
    log_msg(g, -1, "The supply drop lands on %s: %d damage (%d to shield, %d to health; DROP-7)",
            lg->name, RF_DROP_DAMAGE, dr.to_shield, dr.to_health);
    events_damage(g, l, -1, RF_CAUSE_DROP, "supply drop", RF_DROP_DAMAGE, &dr);
    if (dr.eliminated) {
        eliminate(g, l);                                                      /* ELIM-1 */
        return false;
    }
    geo_cell to[GEO_NDIRS];
    int n = escape_spaces(g, c, to);
    if (n == 1) escape_to(g, l, to[0]);
    if (n > 1) return true;
    if (n == 0) {
        log_msg(g, -1, "%s has no free neighbouring space (DROP-7)", lg->name);
        eliminate(g, l);
    }
    return false;
}

bool drops_turn_start(rf_game *g, int squad)
{
    if (!drops_on(g)) return false;
    int due = g->round * 2 + squad;
    for (int i = 0; i < RF_DROPS && !g->over; i++) {
        rf_drop *d = &g->drops.drop[i];
        if (d->where != RF_DROP_BELOW || d->at != due) continue;
        geo_cell c = geo_cell_at(g->drops.marker[d->marker].cell);
        int l = legend_on(g, c);
        if (l >= 0 && crush(g, l, c)) {
            engine_push(g, FR_SUPPLY_LAND, l)->supply_land.drop = (int16_t)i;
            return true;
        }
        place_drop(g, i);
    }
    return false;
}

/* FR_SUPPLY_LAND: the crushed legend's player chooses where it goes
 * (DROP-7); then the drop lands. frame supply_land.drop: the drop. */
static int land_run(rf_game *g, rf_frame *f)
{
    if (g->legend[f->legend].on_map) return RF_WAIT;
    place_drop(g, f->supply_land.drop);
    engine_pop(g);
    return RF_GO;
}

static void land_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    d->kind = RF_DEC_MOVE;
    d->seat = g->legend[f->legend].seat;
    d->legend = f->legend;
    snprintf(d->prompt, sizeof d->prompt, "%s is under a landing supply drop: move to which "
             "free neighbouring space? (DROP-7)", g->legend[f->legend].name);
}

static void land_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    geo_cell to[GEO_NDIRS];
    int n = escape_spaces(g, g->legend[f->legend].pos, to);
    for (int i = 0; i < n; i++)
        rf_opt_add(ob, engine_code(OPT_MOVE_TO, 0, geo_cell_index(to[i])), "move to %d,%d", to[i].x,
                   to[i].y);
}

/* Exactly what land_options lists: a space the legend under the landing
 * drop may move to (DROP-7, escape_spaces, the listing's own). */
static bool land_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    if (engine_code_kind(code) != OPT_MOVE_TO || engine_code_a(code) != 0) return false;
    geo_cell to[GEO_NDIRS];
    int n = escape_spaces(g, g->legend[f->legend].pos, to);
    for (int i = 0; i < n; i++)
        if (geo_cell_index(to[i]) == engine_code_b(code)) return true;
    return false;
}

static void land_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    escape_to(g, f->legend, geo_cell_at(engine_code_b(code)));
    place_drop(g, f->supply_land.drop);
    engine_pop(g);
}

const rf_frame_ops rf_frame_supply_land_ops = { "supply drop landing", land_run, land_decision,
                                                land_options, land_apply };
const rf_frame_shortcuts rf_frame_supply_land_shortcuts = { land_legal, NULL, NULL };

/* ---- DROP-9, DROP-10: interacting with a closed drop ---- */

static bool reachable(const rf_game *g, int l, const rf_drop *d)
{
    return d->where == RF_DROP_ON_MAP && d->closed && g->legend[l].on_map &&
           geo_adjacent(g->map->board, &g->overlay, geo_place_cell(g->legend[l].pos),
                        geo_place_cell(geo_cell_at(d->at)));                 /* ADJ-2 */
}

void drops_interact_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    if (!drops_on(g) || (f->interact.done & 1)) return;   /* one object (INTERACT-1 (a)) */
    for (int i = 0; i < RF_DROPS; i++)
        if (reachable(g, f->legend, &g->drops.drop[i]))
            rf_opt_add(ob, engine_code(OPT_BIN, RF_DROP_OPT | i, 0), "open the supply drop on %d,%d",
                       geo_cell_at(g->drops.drop[i].at).x, geo_cell_at(g->drops.drop[i].at).y);
}

/* Exactly what drops_interact_options lists: a closed drop within reach,
 * while no object was used (DROP-9, INTERACT-1 (a)); without labelling. */
bool drops_interact_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int a = engine_code_a(code), i = a ^ RF_DROP_OPT;
    return engine_code_kind(code) == OPT_BIN && (a & RF_DROP_OPT) && i < RF_DROPS &&
           engine_code_b(code) == 0 && drops_on(g) && !(f->interact.done & 1) &&
           reachable(g, f->legend, &g->drops.drop[i]);
}

/* A random card of the special weapon pile (DROP-9), or -1. */
static int draw_special(rf_game *g)
{
    int n = 0;
    for (int p = 0; p < g->npieces; p++)
        n += g->piece[p].where == RF_IN_MODULE && g->piece[p].at == RF_MODAT_SPECIAL;
    if (n == 0) return -1;
    int k = (int)rng_below(&g->rng, (uint32_t)n);
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].where == RF_IN_MODULE && g->piece[p].at == RF_MODAT_SPECIAL && k-- == 0)
            return p;
    return -1;
}

static int module_legendary(const rf_game *g, int gear)
{
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].where == RF_IN_MODULE && g->piece[p].at == RF_MODAT_DROP_LEGENDARY + gear)
            return p;
    return -1;
}

/* DROP-9 (1): what the revealed card gives, held next to the legend board. */
static void resolve_card(rf_game *g, int l, const rf_drop_card *c)
{
    const rf_legend *lg = &g->legend[l];
    int p = -1;
    switch (c->kind) {
    case RF_DROPCARD_SPECIAL:
        log_msg(g, -1, "%s reveals a supply drop card: a special weapon", lg->name);
        if ((p = draw_special(g)) < 0) break;
        piece_hold(g, p, l);
        log_msg(g, -1, "%s draws %s: equip it or discard it (DROP-9)", lg->name,  /* face up */
                pieces_weapon_of(g, p)->name);
        engine_push(g, FR_RECEIVE_WEAPON, l);                   /* replace or discard (R-DROP-9) */
        return;
    case RF_DROPCARD_LEGENDARY:
        log_msg(g, -1, "%s reveals a supply drop card: the legendary %s", lg->name,
                gear_names[c->gear % RF_GEAR_SLOTS]);
        if ((p = module_legendary(g, c->gear)) >= 0) piece_hold(g, p, l);
        break;
    default:
        log_msg(g, -1, "%s reveals a supply drop card: a token from the %s bag", lg->name,
                c->rarity == RF_EPIC ? "epic" : c->rarity == RF_RARE ? "rare" : "common");
        if ((p = pieces_bag_draw(g, c->rarity, l)) >= 0)                           /* LOOT-7 */
            log_msg(g, -1, "%s draws %s", lg->name, pieces_loot_of(g, p)->name);   /* face up */
        break;
    }
    if (p >= 0) engine_push(g, FR_RECEIVE_LOOT, l);                                /* LOOT-4 */
    else log_msg(g, -1, "There is nothing left of it to take");
}

bool drops_interact_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    if (engine_code_kind(code) != OPT_BIN || !(engine_code_a(code) & RF_DROP_OPT)) return false;
    rf_drop *d = &g->drops.drop[engine_code_a(code) & 3];
    f->interact.done |= 1;                                         /* INTERACT-1 (a) */
    d->closed = false;                                 /* DROP-10: its status marker goes */
    if (g->drops.deck_n == 0) {
        log_msg(g, -1, "No supply drop card is left: the drop is empty");
        return true;
    }
    undo_info_new(g);                                        /* a card drawn: no undo */
    int card = g->drops.deck[--g->drops.deck_n];      /* DROP-9 (1); out of the game (R-DROP-9) */
    resolve_card(g, f->legend, &g->content->drops.card[card]);
    return true;
}
