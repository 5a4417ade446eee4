/*
 * frame_receive_loot.c — a legend decides, token by token, what to do with
 * the loot it received (LOOT-4, LOOT-5): keep it on its proper space or
 * drop it on its own or a neighbouring space. Gear replaces the gear of its
 * type, which is dropped (GEAR-3); a full backpack makes room by dropping a
 * token (BACKPACK-4); an attachment may go straight onto a fitting weapon
 * slot, and the attachment it displaces goes to the backpack or the ground
 * (ATTACH-5; moving it to another weapon needs an Interact, ATTACH-6).
 * The frame works through every token held next to the legend's board.
 */
#include <stdio.h>

#include "rules/combat/combat.h"
#include "rules/engine/engine.h"
#include "rules/engine/plugin.h"
#include "rules/engine/pieces.h"

enum rf_keep { KEEP_GEAR, KEEP_PACK, KEEP_SWAP, KEEP_FIT };

static bool is_gear(const rf_loot_def *d)
{
    return d->family == RF_LOOT_HELMET || d->family == RF_LOOT_BODY_SHIELD ||
           d->family == RF_LOOT_KNOCKDOWN;
}

/* frame receive_loot.off_map = 1: the legend is off the map, at the entrance board: a token it
 * drops, or that makes room, is removed from the game (STAGE2-5, LOOT-5). */
/* EQUIP-5: a legend on an equipment board keeps no loot token: each one
 * it would receive leaves the game and takes a lock token off its board
 * (EX-CHAMP-2: "removed from the game"). */
static int substitute(rf_game *g, int l)
{
    int n = 0;
    for (int p; (p = pieces_first_held(g, l, RF_PIECE_LOOT)) >= 0; n++) piece_remove(g, p);
    engine_pop(g);
    plug_board_loot(g, l, n);
    return RF_GO;
}

static int recv_run(rf_game *g, rf_frame *f)
{
    if (plug_item_board(g, f->legend)) return substitute(g, f->legend);
    if ((g->legend[f->legend].on_map || f->receive_loot.off_map) &&
        pieces_first_held(g, f->legend, RF_PIECE_LOOT) >= 0)
        return RF_WAIT;
    engine_pop(g);
    return RF_GO;
}

static void recv_who(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    d->kind = RF_DEC_LOOT;
    d->seat = g->legend[f->legend].seat;
    d->legend = f->legend;
}

static void recv_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    int p = pieces_first_held(g, f->legend, RF_PIECE_LOOT);
    recv_who(g, f, d);
    snprintf(d->prompt, sizeof d->prompt, "%s received %s: keep it or drop it?",
             g->legend[f->legend].name, p >= 0 ? pieces_loot_of(g, p)->name : "a token");
}

/* ATTACH-2, ATTACH-3: every weapon slot this attachment fits. */
static void fit_options(const rf_game *g, int l, const rf_loot_def *d, rf_optbuf *ob)
{
    const rf_legend *lg = &g->legend[l];
    for (int w = 0; w < RF_WEAPON_SLOTS; w++) {
        if (lg->weapon[w] < 0) continue;
        const rf_weapon_def *wd = pieces_weapon_of(g, lg->weapon[w]);
        for (int s = 0; s < wd->nslots; s++)
            if (catalog_attachment_fits(&wd->slot[s], d))
                rf_opt_add(ob, engine_code(OPT_KEEP, KEEP_FIT, w * 8 + s), "fit it on %s%s", wd->name,
                           lg->attach[w][s] >= 0 ? " (the fitted one comes off)" : "");
    }
}

static void pack_options(const rf_game *g, int l, rf_optbuf *ob)
{
    const rf_legend *lg = &g->legend[l];
    if (pieces_pack_free_slot(g, l) >= 0) {
        rf_opt_add(ob, engine_code(OPT_KEEP, KEEP_PACK, 0), "put it in the backpack");
        return;
    }
    for (int s = 0; s < RF_BACKPACK; s++)                   /* BACKPACK-4 */
        if (lg->pack[s] >= 0)                      /* not the crafting markers' space (REPL-9) */
            rf_opt_add(ob, engine_code(OPT_KEEP, KEEP_SWAP, s), "put it in the backpack, dropping %s",
                   pieces_loot_of(g, lg->pack[s])->name);
}

static void recv_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    int l = f->legend, p = pieces_first_held(g, l, RF_PIECE_LOOT);
    const rf_loot_def *d = pieces_loot_of(g, p);
    if (is_gear(d)) rf_opt_add(ob, engine_code(OPT_KEEP, KEEP_GEAR, 0), "equip it (GEAR-3)");
    else pack_options(g, l, ob);
    if (d->family == RF_LOOT_ATTACHMENT && !g->piece[p].displaced)   /* ATTACH-5, ATTACH-6 */
        fit_options(g, l, d, ob);
    if (!g->legend[l].on_map) {                                     /* STAGE2-5 */
        rf_opt_add(ob, engine_code(OPT_REMOVE, 0, 0), "drop it (removed from the game)");
        return;
    }
    geo_cell cells[GEO_NDIRS + 1];
    int n = pieces_drop_spaces(g, l, cells);
    for (int i = 0; i < n; i++)
        rf_opt_add(ob, engine_code(OPT_DROP_AT, 0, geo_cell_index(cells[i])), "drop it on %d,%d",
                   cells[i].x, cells[i].y);
}

/* Whether recv_options lists keeping token p as `keep` with detail b. */
static bool keep_listed(const rf_game *g, int l, int p, int keep, int b)
{
    const rf_loot_def *d = pieces_loot_of(g, p);
    const rf_legend *lg = &g->legend[l];
    switch (keep) {
    case KEEP_GEAR: return is_gear(d) && b == 0;
    case KEEP_PACK: return !is_gear(d) && b == 0 && pieces_pack_free_slot(g, l) >= 0;
    case KEEP_SWAP:                                                 /* BACKPACK-4 */
        return !is_gear(d) && b < RF_BACKPACK && pieces_pack_free_slot(g, l) < 0 && lg->pack[b] >= 0;
    case KEEP_FIT: {                                      /* ATTACH-2, ATTACH-3, ATTACH-5 */
        int w = b / 8, s = b % 8;
        if (d->family != RF_LOOT_ATTACHMENT || g->piece[p].displaced || w >= RF_WEAPON_SLOTS ||
            lg->weapon[w] < 0)
            return false;
        const rf_weapon_def *wd = pieces_weapon_of(g, lg->weapon[w]);
        return s < wd->nslots && catalog_attachment_fits(&wd->slot[s], d);
    }
    default: return false;
    }
}

/* Exactly what recv_options lists. */
static bool recv_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int l = f->legend, a = engine_code_a(code), b = engine_code_b(code);
    bool on_map = g->legend[l].on_map;
    switch (engine_code_kind(code)) {
    case OPT_KEEP: return keep_listed(g, l, pieces_first_held(g, l, RF_PIECE_LOOT), a, b);
    case OPT_REMOVE: return !on_map && a == 0 && b == 0;                    /* STAGE2-5 */
    case OPT_DROP_AT: return on_map && a == 0 && pieces_is_drop_space(g, l, b);
    default: return false;
    }
}

static void push_drop(rf_game *g, int l, int p)
{
    if (!g->legend[l].on_map) piece_remove(g, p);                /* STAGE2-5, LOOT-5 */
    else engine_push(g, FR_DROP, l)->drop.piece = (int16_t)p;
}

static void recv_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    int l = f->legend, p = pieces_first_held(g, l, RF_PIECE_LOOT);
    if (engine_code_kind(code) == OPT_REMOVE) {                   /* STAGE2-5 */
        piece_remove(g, p);
        return;
    }
    if (engine_code_kind(code) == OPT_DROP_AT) {                  /* LOOT-4 */
        piece_to_map(g, p, geo_cell_at(engine_code_b(code)));
        return;
    }
    int b = engine_code_b(code);
    switch (engine_code_a(code)) {
    case KEEP_GEAR: {
        int old = pieces_gear_equip(g, l, p);                     /* GEAR-3 */
        if (old >= 0) push_drop(g, l, old);
        break;
    }
    case KEEP_PACK: piece_to_pack(g, p, l, pieces_pack_free_slot(g, l)); break;
    case KEEP_SWAP: {
        int old = g->legend[l].pack[b];
        piece_hold(g, old, l);
        piece_to_pack(g, p, l, b);
        push_drop(g, l, old);                                  /* BACKPACK-4 */
        break;
    }
    default: {
        int w = b / 8, s = b % 8, old = g->legend[l].attach[w][s];
        if (old >= 0) piece_hold(g, old, l);
        piece_attach(g, p, l, w, s);
        if (old >= 0) g->piece[old].displaced = 1;            /* ATTACH-5: backpack or ground */
        break;
    }
    }
}

const rf_frame_ops rf_frame_receive_loot_ops = { "receive loot", recv_run, recv_decision,
                                                 recv_options, recv_apply };
const rf_frame_shortcuts rf_frame_receive_loot_shortcuts = { recv_legal, recv_who, NULL };
