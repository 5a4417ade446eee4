/*
 * care_package.c — see care_package.h (docs/legends.md, Lifeline).
 *
 * Lifeline's own bag (COMP-8, DATA-GAPS 7.5: 13 tokens, 6 rare, 4 epic, 3
 * legendary; which kinds is data/legends.json "bag", designed) is made at
 * set-up as pieces
 * RF_IN_BAG at RF_RARITY_COUNT + her legend index, apart from the common
 * bags (LOOT-6), and drawn at random with the game's generator like them
 * (pieces_bag_draw). A landed package is an overlay object of kind
 * "care_package" (data/components.json: OCCUPIES_SPACE, COVER, INTERACTIVE;
 * owner RF_PACKAGE_OWNER | Lifeline) and its tokens are pieces
 * RF_IN_OBJECT at its cell. A legend adjacent to it (ADJ-2) may, as the one
 * object of its Interact (INTERACT-1 (a)), take one token of its choice and
 * keep or drop it (LOOT-4); the package is removed when empty.
 *
 * Hidden information: the package's tokens are seen only by the legend
 * looking into it (its Interact options, the seat's own log lines, as for a
 * supply bin's draw, BACKPACK-5); rf_observe shows the package, not them.
 */
#include <stdio.h>

#include "errors.h"
#include "geo/adjacency.h"
#include "geo/place.h"
#include "rules/engine/plugin.h"
#include "rules/combat/combat.h"
#include "rules/engine/legends.h"
#include "rules/legends/care_package.h"
#include "rules/record/log.h"
#include "rules/engine/pieces.h"

#define BROKEN(...) error_fail(err, RF_E_ILLEGAL, NULL, 0, 0, "invariant", __VA_ARGS__)

static bool is_package(const geo_overlay_obj *o)
{
    return (o->owner & 0xe0) == RF_PACKAGE_OWNER && o->at.kind == GEO_PLACE_CELL;
}

static bool overlay_at(const rf_game *g, geo_cell c)
{
    for (int i = 0; i < g->overlay.n; i++)
        if (g->overlay.o[i].at.kind == GEO_PLACE_CELL && geo_cell_eq(g->overlay.o[i].at.u.cell, c))
            return true;
    return false;
}

bool care_package_land(rf_game *g, int l, geo_cell c, int n)
{
    int kind = geo_kinds_find(&g->content->kinds, "care_package");
    geo_cellset legends;
    legends_occupied(g, -1, &legends);
    if (kind < 0 || !geo_space_free(g->map->board, &g->overlay, &legends, c) || overlay_at(g, c) ||
        g->overlay.n >= GEO_MAX_OVERLAY)
        return false;                           /* one object per space (overlay.h) */
    int got = 0;
    for (int k = 0; k < n; k++) {
        int p = pieces_bag_draw(g, RF_RARITY_COUNT + l, l);           /* her own bag, at random */
        if (p < 0) break;
        piece_place(g, p, RF_IN_OBJECT, geo_cell_index(c));
        got++;
    }
    if (!got) return false;
    int o = geo_overlay_add(&g->overlay, kind, geo_place_cell(c));
    g->overlay.o[o].owner = (uint8_t)(RF_PACKAGE_OWNER | l);
    log_msg(g, -1, "%s's Care Package lands on %d,%d with %d loot tokens", g->legend[l].name,
            c.x, c.y, got);
    return true;
}

/* TRAIT-8: the <INTERACTIVE> package, for a legend adjacent to it. */
static bool reachable(const rf_game *g, int l, const geo_overlay_obj *o)
{
    return g->legend[l].on_map &&
           geo_adjacent(g->map->board, &g->overlay, geo_place_cell(g->legend[l].pos), o->at);
}

/* INTERACT-5: the package, an <INTERACTIVE> object placed by an ability,
 * follows its card (data/abilities.json): Interact adjacent to take one
 * token; empty, it is removed (care_package_apply). */
void care_package_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    if (f->interact.done & 1) return;                      /* one object (INTERACT-1 (a)) */
    for (int i = 0; i < g->overlay.n; i++) {
        const geo_overlay_obj *o = &g->overlay.o[i];
        if (!is_package(o) || !reachable(g, f->legend, o)) continue;
        int cell = geo_cell_index(o->at.u.cell);
        for (int p = 0; p < g->npieces; p++)
            if (g->piece[p].where == RF_IN_OBJECT && g->piece[p].at == cell)
                rf_opt_add(ob, engine_code(OPT_BIN, RF_PACKAGE_OPT, p),
                           "take %s from the Care Package on %d,%d", pieces_loot_of(g, p)->name,
                           o->at.u.cell.x, o->at.u.cell.y);
    }
}

/* Exactly what care_package_options lists, without labelling: a token in
 * a package within reach (INTERACT-5) while no object was used
 * (INTERACT-1 (a)). */
bool care_package_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int p = engine_code_b(code);
    if (engine_code_kind(code) != OPT_BIN || engine_code_a(code) != RF_PACKAGE_OPT ||
        (f->interact.done & 1) || p >= g->npieces || g->piece[p].where != RF_IN_OBJECT)
        return false;
    for (int i = 0; i < g->overlay.n; i++) {
        const geo_overlay_obj *o = &g->overlay.o[i];
        if (is_package(o) && reachable(g, f->legend, o) &&
            geo_cell_index(o->at.u.cell) == g->piece[p].at)
            return true;
    }
    return false;
}

static int tokens_at(const rf_game *g, int cell)
{
    int n = 0;
    for (int p = 0; p < g->npieces; p++)
        n += g->piece[p].where == RF_IN_OBJECT && g->piece[p].at == cell;
    return n;
}

bool care_package_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    if (engine_code_kind(code) != OPT_BIN || !(engine_code_a(code) & RF_PACKAGE_OPT)) return false;
    int l = f->legend, p = engine_code_b(code), cell = g->piece[p].at;
    f->interact.done |= 1;                                 /* INTERACT-1 (a) */
    piece_hold(g, p, l);
    if (!tokens_at(g, cell))                               /* empty: removed */
        for (int i = 0; i < g->overlay.n; i++)
            if (is_package(&g->overlay.o[i]) && geo_cell_index(g->overlay.o[i].at.u.cell) == cell) {
                geo_overlay_remove(&g->overlay, i);
                break;
            }
    engine_push(g, FR_RECEIVE_LOOT, l);                        /* LOOT-4: keep or drop */
    return true;
}

rf_status care_package_check(const rf_game *g, rf_error *err)
{
    for (int p = 0; p < g->npieces; p++) {
        const rf_piece *pc = &g->piece[p];
        if (pc->where == RF_IN_BAG && pc->at >= RF_RARITY_COUNT + g->nlegends)
            return BROKEN("piece %d is in the own bag of legend %d of %d", p,
                          pc->at - RF_RARITY_COUNT, g->nlegends);
        if (pc->where != RF_IN_OBJECT) continue;
        bool found = false;
        for (int i = 0; i < g->overlay.n && !found; i++)
            found = is_package(&g->overlay.o[i]) &&
                    geo_cell_index(g->overlay.o[i].at.u.cell) == pc->at;
        if (!found) return BROKEN("piece %d is in a Care Package that is not on the map", p);
    }
    for (int i = 0; i < g->overlay.n; i++)
        if (is_package(&g->overlay.o[i]) &&
            !tokens_at(g, geo_cell_index(g->overlay.o[i].at.u.cell)))
            return BROKEN("an empty Care Package is still on the map");
    return RF_OK;
}

/* Lifeline's Care Package's hooks (plugin.h). */
const plug_ops care_package_plug = { .name = "care_package",
                                     .interact_options = care_package_options,
                                     .interact_apply = care_package_apply,
                                     .interact_legal = care_package_legal,
                                     .check = care_package_check };
