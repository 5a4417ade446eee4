/*
 * frame_receive_weapon.c — a legend receives weapon cards (WEAPON-4 …
 * WEAPON-8). From a supply bin it draws two and keeps one, the other leaving
 * the game (INTERACT-4 (3)); for the card it keeps it chooses: replace an
 * equipped weapon (WEAPON-5: the same ammo type adds to the marker, capped
 * at 5; another type sets it to the new card's ammo), take its ammo
 * (WEAPON-6: shared freely among equipped weapons of that type), or discard
 * it (WEAPON-7). A replaced weapon's attachments are received again
 * (WEAPON-8: onto another weapon, into the backpack, or dropped).
 * frame receive_weapon.picking = 1 while one of several held cards is still to be picked.
 */
#include <stdio.h>

#include "rules/engine/engine.h"
#include "rules/engine/pieces.h"

enum rf_weapon_do { DO_REPLACE, DO_AMMO, DO_DISCARD };

/* Piece p is a weapon card l holds, drawn and not yet placed. */
static bool held_weapon(const rf_game *g, int l, int p)
{
    return g->piece[p].where == RF_HELD && g->piece[p].at == l && g->piece[p].kind == RF_PIECE_WEAPON;
}

static int held_weapons(const rf_game *g, int l)
{
    int n = 0;
    for (int p = 0; p < g->npieces; p++) n += held_weapon(g, l, p);
    return n;
}

static int rw_run(rf_game *g, rf_frame *f)
{
    if (!g->legend[f->legend].on_map || held_weapons(g, f->legend) == 0) {
        engine_pop(g);
        return RF_GO;
    }
    if (held_weapons(g, f->legend) < 2) f->receive_weapon.picking = 0;
    return RF_WAIT;
}

static void rw_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    int p = pieces_first_held(g, f->legend, RF_PIECE_WEAPON);
    d->kind = RF_DEC_WEAPON_GAIN;
    d->seat = g->legend[f->legend].seat;
    d->legend = f->legend;
    if (f->receive_weapon.picking)
        snprintf(d->prompt, sizeof d->prompt, "%s: keep which weapon card?",
                 g->legend[f->legend].name);
    else snprintf(d->prompt, sizeof d->prompt, "%s received %s: replace, take ammo or discard?",
                  g->legend[f->legend].name, pieces_weapon_of(g, p)->name);
}

/* Equipped weapons sharing the new card's ammo type (WEAPON-6). */
static int ammo_mates(const rf_game *g, int l, int ammo, int out[2])
{
    int n = 0;
    for (int w = 0; w < RF_WEAPON_SLOTS; w++)
        if (g->legend[l].weapon[w] >= 0 && pieces_weapon_of(g, g->legend[l].weapon[w])->ammo == ammo)
            out[n++] = w;
    return n;
}

static void ammo_options(const rf_game *g, int l, const rf_weapon_def *nw, rf_optbuf *ob)
{
    int mates[2], n = ammo_mates(g, l, nw->ammo, mates);
    if (n == 1) {
        rf_opt_add(ob, engine_code(OPT_WEAPON_DO, DO_AMMO, nw->ammo_init), "take its %d ammo",
                   nw->ammo_init);
        return;
    }
    if (n == 2)                                        /* k to the first weapon, the rest to the second */
        for (int k = 0; k <= nw->ammo_init; k++)
            rf_opt_add(ob, engine_code(OPT_WEAPON_DO, DO_AMMO, k), "take its ammo: %d and %d", k,
                       nw->ammo_init - k);
}

static void rw_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    int l = f->legend;
    if (f->receive_weapon.picking) {
        for (int p = 0; p < g->npieces; p++)
            if (held_weapon(g, l, p))
                rf_opt_add(ob, engine_code(OPT_PICK_WEAPON, 0, p), "keep %s", pieces_weapon_of(g, p)->name);
        return;
    }
    const rf_weapon_def *nw = pieces_weapon_of(g, pieces_first_held(g, l, RF_PIECE_WEAPON));
    for (int w = 0; w < RF_WEAPON_SLOTS; w++) {
        int old = g->legend[l].weapon[w];
        if (old < 0) rf_opt_add(ob, engine_code(OPT_WEAPON_DO, DO_REPLACE, w), "equip it in slot %d", w + 1);
        else rf_opt_add(ob, engine_code(OPT_WEAPON_DO, DO_REPLACE, w), "replace %s with it",
                        pieces_weapon_of(g, old)->name);
    }
    if (!nw->special) ammo_options(g, l, nw, ob);    /* DROP-9: equip or discard (R-DROP-9) */
    rf_opt_add(ob, engine_code(OPT_WEAPON_DO, DO_DISCARD, 0), "discard it");
}

/* Whether ammo_options lists taking k of the card's ammo: all of it with
 * one weapon of its ammo type, any split with two (WEAPON-6). */
static bool ammo_listed(const rf_game *g, int l, const rf_weapon_def *nw, int k)
{
    int mates[2], n = ammo_mates(g, l, nw->ammo, mates);
    return n == 1 ? k == nw->ammo_init : n == 2 && k <= nw->ammo_init;
}

/* Exactly what rw_options lists, without labelling it: a drawn weapon
 * card to keep (INTERACT-4 (3)); else a weapon slot to put it in
 * (WEAPON-4, WEAPON-7), its ammo taken but for a special weapon (WEAPON-6,
 * R-DROP-9), or discarding it. */
static bool rw_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int l = f->legend, a = engine_code_a(code), b = engine_code_b(code);
    if (f->receive_weapon.picking)
        return engine_code_kind(code) == OPT_PICK_WEAPON && a == 0 && b < g->npieces &&
               held_weapon(g, l, b);
    if (engine_code_kind(code) != OPT_WEAPON_DO) return false;
    const rf_weapon_def *nw = pieces_weapon_of(g, pieces_first_held(g, l, RF_PIECE_WEAPON));
    switch (a) {
    case DO_REPLACE: return b < RF_WEAPON_SLOTS;
    case DO_AMMO: return !nw->special && ammo_listed(g, l, nw, b);
    case DO_DISCARD: return b == 0;
    default: return false;
    }
}

static void replace(rf_game *g, int l, int p, int w)
{
    rf_legend *lg = &g->legend[l];
    const rf_weapon_def *nw = pieces_weapon_of(g, p);
    int old = lg->weapon[w];
    int ammo = nw->ammo_init;
    if (old >= 0) {
        if (pieces_weapon_of(g, old)->ammo == nw->ammo) ammo += lg->ammo[w];   /* WEAPON-5 */
        for (int s = 0; s < RF_MAX_WEAPON_SLOTS; s++)
            if (lg->attach[w][s] >= 0) piece_hold(g, lg->attach[w][s], l);   /* WEAPON-8 */
        piece_remove(g, old);                                            /* WEAPON-7 */
    }
    piece_to_weapon_slot(g, p, l, w);
    lg->ammo[w] = (uint8_t)(ammo > 5 ? 5 : ammo);                           /* WEAPON-2 */
    if (pieces_first_held(g, l, RF_PIECE_LOOT) >= 0) engine_push(g, FR_RECEIVE_LOOT, l);
}

static void take_ammo(rf_game *g, int l, int p, int k)
{
    rf_legend *lg = &g->legend[l];
    const rf_weapon_def *nw = pieces_weapon_of(g, p);
    int mates[2], n = ammo_mates(g, l, nw->ammo, mates);
    int give[2] = { n == 1 ? nw->ammo_init : k, nw->ammo_init - k };
    for (int i = 0; i < n; i++) {
        int a = lg->ammo[mates[i]] + give[i];
        lg->ammo[mates[i]] = (uint8_t)(a > 5 ? 5 : a);                      /* WEAPON-6 */
    }
    piece_remove(g, p);
}

static void rw_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    int l = f->legend;
    if (engine_code_kind(code) == OPT_PICK_WEAPON) {
        int keep = engine_code_b(code);
        for (int p = 0; p < g->npieces; p++)
            if (p != keep && held_weapon(g, l, p))
                piece_remove(g, p);                    /* INTERACT-4 (3): out of the game */
        f->receive_weapon.picking = 0;
        return;
    }
    int p = pieces_first_held(g, l, RF_PIECE_WEAPON), b = engine_code_b(code);
    switch (engine_code_a(code)) {
    case DO_REPLACE: replace(g, l, p, b); break;
    case DO_AMMO: take_ammo(g, l, p, b); break;
    default: piece_remove(g, p); break;                /* WEAPON-7 */
    }
}

const rf_frame_ops rf_frame_receive_weapon_ops = { "receive weapon", rw_run, rw_decision,
                                                   rw_options, rw_apply };
const rf_frame_shortcuts rf_frame_receive_weapon_shortcuts = { rw_legal, NULL, NULL };
