/*
 * pieces.c — see pieces.h.
 */
#include <string.h>

#include "geo/adjacency.h"
#include "rules/engine/undo.h"
#include "rules/search/determinize.h"
#include "rules/engine/pieces.h"
#include "rules/engine/plugin.h"

/* Clear whatever legend slot holds p now. */
static void unlink_piece(rf_game *g, int p)
{
    rf_piece *pc = &g->piece[p];
    int at = pc->at;
    switch (pc->where) {
    case RF_IN_PACK: g->legend[at / RF_BACKPACK].pack[at % RF_BACKPACK] = -1; break;
    case RF_ON_GEAR: g->legend[at / RF_GEAR_SLOTS].gear[at % RF_GEAR_SLOTS] = -1; break;
    case RF_ON_WEAPON: g->legend[at / RF_WEAPON_SLOTS].weapon[at % RF_WEAPON_SLOTS] = -1; break;
    case RF_ATTACHED: {
        int ws = at / RF_MAX_WEAPON_SLOTS;
        g->legend[ws / RF_WEAPON_SLOTS].attach[ws % RF_WEAPON_SLOTS][at % RF_MAX_WEAPON_SLOTS] = -1;
        break;
    }
    default: break;
    }
}

static void index_piece(uint64_t *set, int p, bool in)
{
    if (in) set[p / 64] |= 1ull << (p % 64);
    else set[p / 64] &= ~(1ull << (p % 64));
}

static void place(rf_game *g, int p, int where, int at)
{
    det_seen_piece_moves(g, p, where);                            /* rf_seen (state.h) */
    unlink_piece(g, p);
    index_piece(g->on_map, p, where == RF_ON_MAP);               /* the indexes (state.h) */
    index_piece(g->held, p, where == RF_HELD);
    index_piece(g->in_pool, p, where == RF_IN_POOL);
    g->piece[p].where = (uint8_t)where;
    g->piece[p].at = (int16_t)at;
    g->piece[p].displaced = 0;
}

void piece_to_map(rf_game *g, int p, geo_cell c)
{
    place(g, p, RF_ON_MAP, geo_cell_index(c));
}

void piece_to_pack(rf_game *g, int p, int l, int slot)
{
    place(g, p, RF_IN_PACK, l * RF_BACKPACK + slot);
    g->legend[l].pack[slot] = (int16_t)p;
}

void piece_attach(rf_game *g, int p, int l, int w, int s)
{
    place(g, p, RF_ATTACHED, (l * RF_WEAPON_SLOTS + w) * RF_MAX_WEAPON_SLOTS + s);
    g->legend[l].attach[w][s] = (int16_t)p;
}

void piece_hold(rf_game *g, int p, int l) { place(g, p, RF_HELD, l); }

void piece_remove(rf_game *g, int p) { place(g, p, RF_REMOVED, 0); }

void piece_place(rf_game *g, int p, int where, int at) { place(g, p, where, at); }

void piece_to_weapon_slot(rf_game *g, int p, int l, int w)
{
    place(g, p, RF_ON_WEAPON, l * RF_WEAPON_SLOTS + w);
    g->legend[l].weapon[w] = (int16_t)p;
}

int pieces_pack_free_slot(const rf_game *g, int l)
{
    int craft = plug_pack_space_taken(g, l);        /* REPL-9: the crafting markers' space */
    for (int s = 0; s < RF_BACKPACK; s++)
        if (g->legend[l].pack[s] < 0 && s != craft) return s;
    return -1;
}

int pieces_first_held(const rf_game *g, int l, int kind)
{
    for (int w = 0; w < RF_PIECE_WORDS; w++)                  /* in piece order */
        for (uint64_t bits = g->held[w]; bits; bits &= bits - 1) {
            int p = w * 64 + __builtin_ctzll(bits);
            if (g->piece[p].at == l && g->piece[p].kind == kind) return p;
        }
    return -1;
}

void pieces_bag_open(const rf_game *g, int rarity, rf_bag *bag)
{
    bag->n = 0;
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].where == RF_IN_BAG && g->piece[p].at == rarity)
            bag->p[bag->n++] = (int16_t)p;
}

int pieces_bag_take(rf_game *g, rf_bag *bag, int l)
{
    if (bag->n == 0) return -1;
    undo_info_new(g);                                        /* a token drawn: no undo */
    int k = (int)rng_below(&g->rng, (uint32_t)bag->n), p = bag->p[k];
    memmove(&bag->p[k], &bag->p[k + 1], sizeof bag->p[0] * (size_t)(bag->n - k - 1));
    bag->n--;                                              /* the others keep piece order */
    piece_hold(g, p, l);
    return p;
}

int pieces_bag_draw(rf_game *g, int rarity, int l)
{
    static _Thread_local rf_bag bag;
    pieces_bag_open(g, rarity, &bag);
    return pieces_bag_take(g, &bag, l);
}

static int gear_slot_of(int family)
{
    return family == RF_LOOT_HELMET ? RF_GEAR_HELMET
         : family == RF_LOOT_BODY_SHIELD ? RF_GEAR_BODY : RF_GEAR_KNOCKDOWN;
}

/* GEAR-8, GEAR-9, GEAR-12: a body shield sets the limit; a fresh one
 * restores, then flips to its exhausted side. */
static void pieces_equip_body(rf_game *g, int l, int p)
{
    const rf_loot_def *d = pieces_loot_of(g, p);
    rf_vitals *v = &g->legend[l].vitals;
    v->shield_max = (int8_t)d->shield_limit;
    if (v->shield > v->shield_max) v->shield = v->shield_max;    /* R-GEAR-12 */
    if (d->double_sided && !g->piece[p].exhausted) {
        combat_restore_shield(v, d->shield_restore);
        g->piece[p].exhausted = 1;
    }
}

int pieces_gear_equip(rf_game *g, int l, int p)
{
    const rf_loot_def *d = pieces_loot_of(g, p);
    int slot = gear_slot_of(d->family);
    int old = g->legend[l].gear[slot];
    if (old >= 0) piece_hold(g, old, l);                      /* GEAR-3: to be dropped */
    place(g, p, RF_ON_GEAR, l * RF_GEAR_SLOTS + slot);
    g->legend[l].gear[slot] = (int16_t)p;
    rf_vitals *v = &g->legend[l].vitals;
    if (d->family == RF_LOOT_BODY_SHIELD) pieces_equip_body(g, l, p);
    if (d->family == RF_LOOT_KNOCKDOWN) {                        /* GEAR-11, KO */
        v->ko_prevent = d->knockdown_prevent;
        v->ring_cap = d->ring_cap;
        v->ko_exhausted = g->piece[p].exhausted;                 /* GEAR-5: as it lies */
    }
    return old;
}

int pieces_drop_spaces(const rf_game *g, int l, geo_cell *out)
{
    geo_cell at = g->legend[l].pos;
    uint8_t dirs = geo_cell_contiguous_dirs(g->map->board, at, true);     /* neighbouring */
    int n = 0;
    out[n++] = at;
    for (int d = 0; d < GEO_NDIRS; d++)
        if (dirs >> d & 1) out[n++] = geo_cell_step(at, d);
    return n;
}

bool pieces_is_drop_space(const rf_game *g, int l, int cell)
{
    geo_cell at = g->legend[l].pos, c = geo_cell_at(cell);     /* as pieces_drop_spaces, one step */
    if (cell == geo_cell_index(at)) return true;
    return cell < GEO_MAX_CELLS && geo_cell_distance(c, at) == 1 && geo_on_board(g->map->board, c) &&
           geo_neighbouring(g->map->board, &g->overlay, geo_place_cell(at), geo_place_cell(c));
}
