/*
 * frame_interact.c — the Interact action (INTERACT-1 … INTERACT-4, ATTACH-5,
 * ATTACH-6). Once in the action the legend may interact with one adjacent
 * interactive object — on this version's maps, a closed supply bin — and,
 * as often as it likes, fit attachments from its backpack onto its weapons
 * or take fitted ones back into the backpack (INTERACT-1 (b), (c)).
 *
 * Opening a supply bin (INTERACT-4): reveal the top supply bin card, draw
 * its loot tokens from the bags, draw two weapon cards and keep one, decide
 * for each card and token, mark the bin opened and remove its card.
 * frame interact.done bit 0: the object interaction is done.
 */
#include <stdio.h>

#include "geo/adjacency.h"
#include "rules/engine/undo.h"
#include "rules/combat/combat.h"
#include "rules/engine/engine.h"
#include "rules/engine/pieces.h"
#include "rules/engine/plugin.h"

static bool bin_open(const rf_game *g, int i) { return (g->bins_opened >> i) & 1u; }

/* TRAIT-8, ADJ-5: a supply bin is <INTERACTIVE> for a legend adjacent to it,
 * on one of the bin's two spaces, at its level. */
static bool bin_reachable(const rf_game *g, int l, int i)
{
    const geo_board *b = g->map->board;
    geo_place edge = b->comp[g->bin_comp[i]].at;
    return geo_adjacent(b, &g->overlay, geo_place_cell(g->legend[l].pos), edge);
}

static int interact_run(rf_game *g, rf_frame *f)
{
    if (!g->legend[f->legend].on_map) {
        engine_pop(g);
        return RF_GO;
    }
    return RF_WAIT;
}

static void interact_who(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    d->kind = RF_DEC_INTERACT;
    d->seat = g->legend[f->legend].seat;
    d->legend = f->legend;
}

static void interact_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    interact_who(g, f, d);
    snprintf(d->prompt, sizeof d->prompt, "%s interacts: open a supply bin, move attachments, "
             "or finish", g->legend[f->legend].name);
}

static void bin_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    if (f->interact.done & 1) return;                      /* one object (INTERACT-1 (a)) */
    for (int i = 0; i < g->nbins; i++)
        if (!bin_open(g, i) && bin_reachable(g, f->legend, i)) {
            char d[96];
            geo_component_describe(g->map->board, g->bin_comp[i], d, sizeof d);
            rf_opt_add(ob, engine_code(OPT_BIN, i, 0), "open the %s", d);
        }
}

/* INTERACT-1 (b): backpack attachments onto fitting weapon slots; an
 * attachment already there goes to the backpack slot freed (ATTACH-5). */
static void fit_options(const rf_game *g, int l, rf_optbuf *ob)
{
    const rf_legend *lg = &g->legend[l];
    if (plug_item_board(g, l)) return;          /* EQUIP-5, EQUIP-7: printed attachments */
    for (int s = 0; s < RF_BACKPACK; s++) {
        int p = lg->pack[s];
        if (p < 0 || pieces_loot_of(g, p)->family != RF_LOOT_ATTACHMENT) continue;
        for (int w = 0; w < RF_WEAPON_SLOTS; w++) {
            if (lg->weapon[w] < 0) continue;
            const rf_weapon_def *wd = pieces_weapon_of(g, lg->weapon[w]);
            for (int k = 0; k < wd->nslots; k++)
                if (catalog_attachment_fits(&wd->slot[k], pieces_loot_of(g, p)))
                    rf_opt_add(ob, engine_code(OPT_FIT, s, w * 8 + k), "fit %s on %s",
                               pieces_loot_of(g, p)->name, wd->name);
        }
    }
}

/* INTERACT-1 (c): fitted attachments back into a free backpack slot. */
static void unfit_options(const rf_game *g, int l, rf_optbuf *ob)
{
    const rf_legend *lg = &g->legend[l];
    if (plug_item_board(g, l)) return;          /* EQUIP-5: no backpack to take them to */
    if (pieces_pack_free_slot(g, l) < 0) return;               /* INTERACT-2 */
    for (int w = 0; w < RF_WEAPON_SLOTS; w++)
        for (int k = 0; k < RF_MAX_WEAPON_SLOTS; k++)
            if (lg->attach[w][k] >= 0)
                rf_opt_add(ob, engine_code(OPT_UNFIT, w, k), "take %s off into the backpack",
                           pieces_loot_of(g, lg->attach[w][k])->name);
}

static void interact_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    bin_options(g, f, ob);
    plug_interact_options(g, f, ob);         /* a Care Package, a supply drop, flags, bases */
    fit_options(g, f->legend, ob);
    unfit_options(g, f->legend, ob);
    rf_opt_add(ob, engine_code(OPT_DONE, 0, 0), "finish interacting");
}

/* INTERACT-4 (1) … (5). */
static void open_bin(rf_game *g, int l, int i)
{
    const rf_catalog *cat = &g->content->catalog;
    undo_info_new(g);                                        /* a bin opened: no undo */
    if (g->bin_deck_n > 0) {
        const rf_bin_card *card = &cat->bin[g->bin_deck[--g->bin_deck_n]];   /* (1), (5) */
        for (int r = 0; r < RF_RARITY_COUNT; r++)
            for (int k = 0; k < card->draw[r]; k++) pieces_bag_draw(g, r, l);    /* (2) */
    }
    for (int k = 0; k < 2 && g->weapon_deck_n > 0; k++) {                     /* (3) */
        int p = g->weapon_deck[--g->weapon_deck_n];
        piece_hold(g, p, l);
    }
    g->bins_opened |= (uint16_t)(1u << i);                                   /* (5) */
    engine_push(g, FR_RECEIVE_LOOT, l);                                          /* (4), after */
    engine_push(g, FR_RECEIVE_WEAPON, l)->receive_weapon.picking = 1;            /* (3), (4) */
}

static void fit(rf_game *g, int l, int slot, int w, int k)
{
    int p = g->legend[l].pack[slot], old = g->legend[l].attach[w][k];
    if (old >= 0) piece_hold(g, old, l);       /* off the weapon first: one place each */
    piece_attach(g, p, l, w, k);
    if (old >= 0) piece_to_pack(g, old, l, slot);                         /* ATTACH-5 */
}

static void interact_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    int l = f->legend, a = engine_code_a(code), b = engine_code_b(code);
    if (plug_interact_apply(g, f, code)) return;        /* the plug-ins' objects */
    switch (engine_code_kind(code)) {
    case OPT_BIN:
        f->interact.done |= 1;
        if (plug_item_board(g, l)) plug_board_bin(g, l, a);       /* TDM-10, CTF-11 */
        else open_bin(g, l, a);
        break;
    case OPT_FIT: fit(g, l, a, b / 8, b % 8); break;
    case OPT_UNFIT: piece_to_pack(g, g->legend[l].attach[a][b], l, pieces_pack_free_slot(g, l)); break;
    default: engine_pop(g); break;
    }
}

/* The legality of fit_options' and unfit_options' codes, without listing:
 * attachment pack[s] fits slot k of weapon w (INTERACT-1 (b)); a fitted
 * attachment goes back into a free backpack slot (INTERACT-1 (c),
 * INTERACT-2). Printed attachments have neither (EQUIP-5, EQUIP-7). */
static bool fit_legal(const rf_game *g, int l, int s, int b)
{
    const rf_legend *lg = &g->legend[l];
    int w = b / 8, k = b % 8;
    if (s >= RF_BACKPACK || w >= RF_WEAPON_SLOTS || lg->pack[s] < 0 || lg->weapon[w] < 0)
        return false;
    const rf_loot_def *at = pieces_loot_of(g, lg->pack[s]);
    const rf_weapon_def *wd = pieces_weapon_of(g, lg->weapon[w]);
    return at->family == RF_LOOT_ATTACHMENT && k < wd->nslots &&
           catalog_attachment_fits(&wd->slot[k], at);
}

static bool unfit_legal(const rf_game *g, int l, int w, int k)
{
    return pieces_pack_free_slot(g, l) >= 0 && w < RF_WEAPON_SLOTS && k < RF_MAX_WEAPON_SLOTS &&
           g->legend[l].attach[w][k] >= 0;
}

/* Whether interact_options would list code, without labelling (engine.h,
 * rf_frame_shortcuts; tests/unit/test_legal.c): a closed bin next to the
 * legend while no object was used (INTERACT-1 (a), TRAIT-8, ADJ-5), an
 * attachment to fit or take off, finishing; the plug-ins' objects (a Care
 * Package, a supply drop, flags, bases) by their own legal hooks. */
static bool interact_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int kind = engine_code_kind(code), a = engine_code_a(code), b = engine_code_b(code), l = f->legend;
    bool own = false;
    if (kind == OPT_BIN)
        own = !(f->interact.done & 1) && b == 0 && a < g->nbins && !bin_open(g, a) &&
              bin_reachable(g, l, a);
    if (kind == OPT_FIT) own = !plug_item_board(g, l) && fit_legal(g, l, a, b);
    if (kind == OPT_UNFIT) own = !plug_item_board(g, l) && unfit_legal(g, l, a, b);
    if (kind == OPT_DONE) own = a == 0 && b == 0;
    return own || plug_interact_legal(g, f, code);
}

const rf_frame_ops rf_frame_interact_ops = { "interact", interact_run, interact_decision,
                                             interact_options, interact_apply };
const rf_frame_shortcuts rf_frame_interact_shortcuts = { interact_legal, interact_who, NULL };
