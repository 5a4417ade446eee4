/*
 * frame_drop.c — where a token goes when a legend drops it: its own space
 * or a neighbouring space (LOOT-4, ACT-17 a, ADJ-3). Pushed for a token
 * that had to make room (GEAR-3, BACKPACK-4, ATTACH-5). frame drop.piece.
 */
#include <stdio.h>

#include "rules/engine/engine.h"
#include "rules/engine/pieces.h"

static int drop_run(rf_game *g, rf_frame *f)
{
    if (g->piece[f->drop.piece].where == RF_HELD && g->legend[f->legend].on_map) return RF_WAIT;
    engine_pop(g);
    return RF_GO;
}

static void drop_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    d->kind = RF_DEC_LOOT;
    d->seat = g->legend[f->legend].seat;
    d->legend = f->legend;
    snprintf(d->prompt, sizeof d->prompt, "%s drops %s: on which space?", g->legend[f->legend].name,
             pieces_loot_of(g, f->drop.piece)->name);
}

static void drop_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    geo_cell cells[GEO_NDIRS + 1];
    int n = pieces_drop_spaces(g, f->legend, cells);
    for (int i = 0; i < n; i++)
        rf_opt_add(ob, engine_code(OPT_DROP_AT, 0, geo_cell_index(cells[i])), "drop it on %d,%d",
                   cells[i].x, cells[i].y);
}

static void drop_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    piece_to_map(g, f->drop.piece, geo_cell_at(engine_code_b(code)));
    engine_pop(g);
}

/* Whether drop_options would list code, without labelling (engine.h,
 * rf_frame_shortcuts; tests/unit/test_legal.c): the legend's own space or
 * a neighbouring one (LOOT-4, ADJ-3), pieces_drop_spaces, the listing's own. */
static bool drop_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    if (engine_code_kind(code) != OPT_DROP_AT || engine_code_a(code) != 0) return false;
    geo_cell cells[GEO_NDIRS + 1];
    int n = pieces_drop_spaces(g, f->legend, cells);
    for (int i = 0; i < n; i++)
        if (geo_cell_index(cells[i]) == engine_code_b(code)) return true;
    return false;
}

const rf_frame_ops rf_frame_drop_ops = { "drop", drop_run, drop_decision, drop_options, drop_apply };
const rf_frame_shortcuts rf_frame_drop_shortcuts = { drop_legal, NULL, NULL };
