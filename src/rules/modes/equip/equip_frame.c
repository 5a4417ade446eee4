/*
 * equip_frame.c — FR_EQUIP: a legend's decisions about its equipment board
 * (equip.h; rules EQUIP-5 … EQUIP-7, TDM-10, CTF-11, EX-EQUIP-1).
 *
 * frame legend: the board's legend; equip.job: the job (enum
 * rf_equip_job); equip.left: lock tokens still to take off or put on;
 * target: for RF_EQ_LOCK, the legend that then takes off as many as were
 * put on (Thief's Artistry, EX-EQUIP-1), -1 none; equip.put: lock tokens
 * put on so far; equip.bin (RF_EQ_BIN): lock tokens taken off (bits 0-1),
 * 4 once flipped (a champion: once it drew its 2 fully kitted cards,
 * CHAMP-14), 256 << slot once a drawn card replaced that weapon slot's
 * card.
 *
 * A choice that makes no difference is not asked: when every locked space
 * must come off (or every unlocked space must be locked), it happens at
 * once. Each choice is logged for everyone: boards are public (R-EQUIP-7).
 */
#include <stdio.h>

#include "rules/modes/champ/champ_kit.h"
#include "rules/modes/champ/champ_play.h"
#include "rules/modes/equip/equip.h"
#include "rules/record/log.h"
#include "rules/engine/pieces.h"

/* CHAMP-14's option a values (RF_OPT_KITTED, include/ringfall.h). */
enum { KIT_REPLACE = 8, KIT_DISCARD_REST = 16, KIT_DRAW = 32 };

void equip_push(rf_game *g, int job, int l, int n, int receiver)
{
    rf_frame *f = engine_push(g, FR_EQUIP, l);
    f->equip.job = (int16_t)job;
    f->equip.left = (int16_t)n;
    f->target = (int8_t)receiver;
}

static void unlock(rf_game *g, rf_frame *f, int space)
{
    equip_unlock(g, f->legend, space);
    log_msg(g, -1, "%s takes the lock token off its %s (EQUIP-5).", g->legend[f->legend].name,
            equip_board_item(g, f->legend, space)->name);
}

static void lock(rf_game *g, rf_frame *f, int space)
{
    if (!equip_lock(g, f->legend, space)) return;
    f->equip.put++;
    log_msg(g, -1, "%s puts a lock token on its %s (EQUIP-6).", g->legend[f->legend].name,
            equip_board_item(g, f->legend, space)->name);
}

/* EQUIP-5: n tokens off; all of them at once when no more are locked. */
static int run_unlock(rf_game *g, rf_frame *f)
{
    int l = f->legend;
    if (f->equip.left > 0 && equip_locked_count(g, l) > f->equip.left) return RF_WAIT;
    for (int s = 0; s < equip_board_spaces(g, l) && f->equip.left > 0; s++)
        if (equip_locked(g, l, s)) {
            unlock(g, f, s);
            f->equip.left--;
        }
    engine_pop(g);
    return RF_GO;
}

/* EQUIP-6: n tokens on (fewer if the board or the supply runs out); then
 * the receiver of the "loot" takes as many off (EX-EQUIP-1, ruling
 * R-EQUIP-1: one per token actually placed). */
static int run_lock(rf_game *g, rf_frame *f)
{
    int l = f->legend, free_n = equip_unlocked_count(g, l);
    if (f->equip.left > 0 && g->equip.supply > 0 && free_n > 0) {
        if (free_n > f->equip.left || free_n > g->equip.supply) return RF_WAIT; /* which spaces */
        for (int s = 0; s < equip_board_spaces(g, l); s++)     /* every space: no choice to make */
            if (!equip_locked(g, l, s)) lock(g, f, s);
    }
    int receiver = f->target, got = f->equip.put;
    engine_pop(g);
    if (receiver >= 0 && got > 0 && equip_on(g, receiver))
        equip_push(g, RF_EQ_UNLOCK, receiver, got, -1);
    return RF_GO;
}

static int equip_run(rf_game *g, rf_frame *f)
{
    switch (f->equip.job) {
    case RF_EQ_UNLOCK: return run_unlock(g, f);
    case RF_EQ_LOCK: return run_lock(g, f);
    default: return RF_WAIT;
    }
}

static void equip_who(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    d->seat = g->legend[f->legend].seat;
    d->legend = f->legend;
    d->kind = f->equip.job == RF_EQ_UNLOCK || f->equip.job == RF_EQ_LOCK ? RF_DEC_LOOT
              : f->equip.job == RF_EQ_FLIP                               ? RF_DEC_LOADOUT
                                                                         : RF_DEC_INTERACT;
}

static void equip_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    const rf_legend *lg = &g->legend[f->legend];
    equip_who(g, f, d);
    switch (f->equip.job) {
    case RF_EQ_UNLOCK:
        snprintf(d->prompt, sizeof d->prompt, "%s: take %d lock token%s off the equipment "
                 "board: which? (EQUIP-5)", lg->name, f->equip.left, f->equip.left == 1 ? "" : "s");
        return;
    case RF_EQ_LOCK:
        snprintf(d->prompt, sizeof d->prompt, "%s: put %d lock token%s on the equipment "
                 "board: where? (EQUIP-6)", lg->name, f->equip.left, f->equip.left == 1 ? "" : "s");
        return;
    case RF_EQ_FLIP:
        snprintf(d->prompt, sizeof d->prompt, "%s: flip the weapon loadout card (%s side up)? "
                 "(EQUIP-7)", lg->name, equip_side_name(g, f->legend));
        return;
    default:
        if (champ_is_champion(g, f->legend))
            snprintf(d->prompt, sizeof d->prompt, "%s opens the supply bin: take lock tokens "
                     "off (up to 2), draw 2 fully kitted cards and replace weapons with them, "
                     "or finish (CHAMP-14)", lg->name);
        else
            snprintf(d->prompt, sizeof d->prompt, "%s opens the supply bin: take lock tokens "
                     "off (up to 2), flip the loadout card, or finish (TDM-10)", lg->name);
        return;
    }
}

/* Piece p is a fully kitted card l drew from the supply bin (CHAMP-14). */
static bool drawn_card(const rf_game *g, int l, int p)
{
    return g->piece[p].where == RF_HELD && g->piece[p].at == l && g->piece[p].kind == RF_PIECE_WEAPON;
}

static void space_options(const rf_game *g, const rf_frame *f, bool locked, rf_optbuf *ob)
{
    int l = f->legend;
    for (int s = 0; s < equip_board_spaces(g, l); s++)
        if (equip_locked(g, f->legend, s) == locked)
            rf_opt_add(ob, engine_code(OPT_LOCK_SPACE, locked ? 1 : 0, s), "%s the %s",
                       locked ? "unlock" : "lock", equip_board_item(g, l, s)->name);
}

static void flip_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob, bool keep)
{
    const rf_equipment *e = &g->content->equipment;
    int card = g->equip.card[f->legend];
    if (card < 0) return;
    rf_opt_add(ob, engine_code(OPT_FLIP, f->legend, 1), "flip the loadout card to %s",
               e->card[card].side[!g->equip.side[f->legend]].name);
    if (keep)
        rf_opt_add(ob, engine_code(OPT_FLIP, f->legend, 0), "keep %s face up",
                   e->card[card].side[g->equip.side[f->legend] & 1].name);
}

/* CHAMP-14: the drawn cards first (replace a weapon not yet replaced, or
 * discard the rest), then lock tokens off, the draw, or finish. */
static void champion_bin_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    int l = f->legend;
    if (champ_kit_held(g, l) > 0) {
        for (int p = 0; p < g->npieces; p++) {
            if (!drawn_card(g, l, p)) continue;
            char what[120], was[120] = "none";
            champ_kit_describe(g, p, what, sizeof what);
            for (int w = 0; w < RF_WEAPON_SLOTS; w++) {
                if (f->equip.bin >> (8 + w) & 1) continue;
                if (g->legend[l].weapon[w] >= 0)
                    champ_kit_describe(g, g->legend[l].weapon[w], was, sizeof was);
                rf_opt_add(ob, engine_code(OPT_KITTED, KIT_REPLACE + w, p), "%s replaces weapon %d, %s",
                           what, w + 1, was);
            }
        }
        rf_opt_add(ob, engine_code(OPT_KITTED, KIT_DISCARD_REST, 0), "discard the drawn cards left");
        return;
    }
    if ((f->equip.bin & 3) < 2) space_options(g, f, true, ob);             /* CHAMP-14 */
    if (!(f->equip.bin & 4))
        rf_opt_add(ob, engine_code(OPT_KITTED, KIT_DRAW, 0), "draw 2 fully kitted weapon cards");
    rf_opt_add(ob, engine_code(OPT_DONE, 0, 0), "finish with the supply bin");
}

static void discard_drawn(rf_game *g, int l)
{
    for (int p = 0; p < g->npieces; p++)
        if (drawn_card(g, l, p)) champ_kit_discard(g, p);                          /* CHAMP-14: unused */
}

static void champion_bin_apply(rf_game *g, rf_frame *f, int a, int b)
{
    int l = f->legend;
    if (a == KIT_DRAW) {
        f->equip.bin |= 4;
        int n = g->content->champ.rules.bin_draws;                          /* CHAMP-14: 2 */
        for (int k = 0; k < n; k++) champ_kit_draw(g, l);
        log_msg(g, -1, "%s draws %d fully kitted weapon cards (CHAMP-14).", g->legend[l].name,
                champ_kit_held(g, l));
    } else if (a == KIT_DISCARD_REST) {
        discard_drawn(g, l);
    } else {
        int w = a - KIT_REPLACE;
        log_msg(g, -1, "%s replaces %s with %s (CHAMP-14).", g->legend[l].name,
                pieces_weapon_of(g, g->legend[l].weapon[w])->name, pieces_weapon_of(g, b)->name);
        champ_kit_equip(g, l, w, b);                 /* the replaced card: discarded */
        f->equip.bin |= (int16_t)(256 << w);
        if ((f->equip.bin >> 8 & 3) == 3) discard_drawn(g, l);
    }
}

static void equip_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    if (f->equip.job == RF_EQ_BIN && champ_is_champion(g, f->legend)) {
        champion_bin_options(g, f, ob);
        return;
    }
    switch (f->equip.job) {
    case RF_EQ_UNLOCK: space_options(g, f, true, ob); return;
    case RF_EQ_LOCK: space_options(g, f, false, ob); return;
    case RF_EQ_FLIP: flip_options(g, f, ob, true); return;
    default:
        if ((f->equip.bin & 3) < 2) space_options(g, f, true, ob);          /* TDM-10 */
        if (!(f->equip.bin & 4)) flip_options(g, f, ob, false);
        rf_opt_add(ob, engine_code(OPT_DONE, 0, 0), "finish with the supply bin");
        return;
    }
}

/* Whether space_options lists code: a space of the board with (locked)
 * or without a lock token (EQUIP-5, EQUIP-6). */
static bool space_listed(const rf_game *g, const rf_frame *f, bool locked, uint32_t code)
{
    int s = engine_code_b(code);
    return engine_code_kind(code) == OPT_LOCK_SPACE && engine_code_a(code) == locked &&
           s < equip_board_spaces(g, f->legend) && equip_locked(g, f->legend, s) == locked;
}

/* Whether flip_options lists code: the loadout card flipped, or kept. */
static bool flip_listed(const rf_game *g, const rf_frame *f, bool keep, uint32_t code)
{
    int b = engine_code_b(code);
    return engine_code_kind(code) == OPT_FLIP && engine_code_a(code) == (f->legend & 0xff) &&
           g->equip.card[f->legend] >= 0 && (b == 1 || (keep && b == 0));
}

/* Whether champion_bin_options lists code (CHAMP-14). */
static bool champion_bin_listed(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int l = f->legend, a = engine_code_a(code), b = engine_code_b(code), w = a - KIT_REPLACE;
    bool kitted = engine_code_kind(code) == OPT_KITTED;
    if (champ_kit_held(g, l) > 0) {
        if (kitted && a == KIT_DISCARD_REST) return b == 0;
        return kitted && w >= 0 && w < RF_WEAPON_SLOTS && !(f->equip.bin >> (8 + w) & 1) &&
               b < g->npieces && drawn_card(g, l, b);
    }
    if (kitted) return a == KIT_DRAW && b == 0 && !(f->equip.bin & 4);
    return ((f->equip.bin & 3) < 2 && space_listed(g, f, true, code)) ||
           code == engine_code(OPT_DONE, 0, 0);
}

/* Exactly what equip_options lists, without labelling the board's items
 * and the loadout card's sides. */
static bool equip_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    if (f->equip.job == RF_EQ_BIN && champ_is_champion(g, f->legend))
        return champion_bin_listed(g, f, code);
    switch (f->equip.job) {
    case RF_EQ_UNLOCK: return space_listed(g, f, true, code);
    case RF_EQ_LOCK: return space_listed(g, f, false, code);
    case RF_EQ_FLIP: return flip_listed(g, f, true, code);
    default:                                                                /* TDM-10 */
        return ((f->equip.bin & 3) < 2 && space_listed(g, f, true, code)) ||
               (!(f->equip.bin & 4) && flip_listed(g, f, false, code)) ||
               code == engine_code(OPT_DONE, 0, 0);
    }
}

static void equip_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    int a = engine_code_a(code), b = engine_code_b(code);
    if (engine_code_kind(code) == OPT_KITTED) {
        champion_bin_apply(g, f, a, b);                                     /* CHAMP-14 */
        return;
    }
    switch (engine_code_kind(code)) {
    case OPT_LOCK_SPACE:
        if (a) {
            unlock(g, f, b);
            f->equip.left--;
            f->equip.bin++;                                                 /* RF_EQ_BIN */
        } else {
            lock(g, f, b);
            f->equip.left--;
        }
        return;
    case OPT_FLIP:
        if (b) equip_flip(g, f->legend);
        if (f->equip.job == RF_EQ_FLIP) engine_pop(g);
        else f->equip.bin |= 4;
        return;
    default: engine_pop(g); return;                                             /* OPT_DONE */
    }
}

const rf_frame_ops rf_frame_equip_ops = { "equipment", equip_run, equip_decision, equip_options,
                                          equip_apply };
const rf_frame_shortcuts rf_frame_equip_shortcuts = { equip_legal, equip_who, NULL };
