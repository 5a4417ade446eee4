/*
 * loadout_placement.c — a Stage 1 option as numbers (rf_option_placement,
 * ringfall.h): which piece of the deciding squad's pools goes where
 * (STAGE1-3 … STAGE1-6), what the equip, place and give labels of
 * match_loadout.c say in words. A bot read those words back with strstr
 * (12 % of a normal match's instructions, formatting them included;
 * docs/performance.md, "Eleventh pass (b)").
 *
 * Hidden information (R-STAGE1-2): a code is described only when the
 * pending loadout lists it, so a caller learns of no piece that the
 * deciding squad's own listing does not show; what it replaces lies on
 * that squad's own boards.
 */
#include "rules/engine/engine.h"
#include "rules/match/match.h"
#include "rules/engine/pieces.h"

/* A loot token's level: 0 starting gear (GEAR-2), else its rarity + 1. */
static int loot_level(const rf_loot_def *d) { return d->starting ? 0 : d->rarity + 1; }

static int loot_kind(const rf_loot_def *d)
{
    switch (d->family) {
    case RF_LOOT_HELMET: return RF_PUT_HELMET;
    case RF_LOOT_BODY_SHIELD: return RF_PUT_BODY_SHIELD;
    case RF_LOOT_KNOCKDOWN: return RF_PUT_KNOCKDOWN;
    case RF_LOOT_ATTACHMENT: return RF_PUT_ATTACH;
    case RF_LOOT_GRENADE: return RF_PUT_GRENADE;
    default: return RF_PUT_CONSUMABLE;
    }
}

/* The catalogue index of the piece p (a weapon card's or a loot token's), -1
 * for none. */
static int item_of(const rf_game *g, int p) { return p >= 0 ? g->piece[p].def : -1; }

/* The piece itself: its kind, catalogue index, level and printed ammo. */
static void describe_piece(const rf_game *g, int p, rf_placement *out)
{
    out->from = g->piece[p].at;                            /* RF_IN_POOL: the legend */
    out->item = item_of(g, p);
    if (g->piece[p].kind == RF_PIECE_WEAPON) {
        out->kind = RF_PUT_WEAPON;
        out->level = 0;
        out->ammo = pieces_weapon_of(g, p)->ammo_init;                        /* STAGE1-5 */
        return;
    }
    const rf_loot_def *d = pieces_loot_of(g, p);
    out->kind = loot_kind(d);
    out->level = loot_level(d);
    out->ammo = 0;
}

/* The gear slot (enum rf_gear_slot) a gear token of this kind takes. */
static int gear_slot(int kind)
{
    return kind == RF_PUT_HELMET ? RF_GEAR_HELMET
         : kind == RF_PUT_BODY_SHIELD ? RF_GEAR_BODY : RF_GEAR_KNOCKDOWN;
}

/* Where a place option's detail puts the token (STAGE1-6), and what lies
 * there now. */
static void describe_place(const rf_game *g, int l, int detail, rf_placement *out)
{
    const rf_legend *lg = &g->legend[l];
    out->slot = out->attach_slot = -1;
    if (detail == RF_LOADOUT_GEAR) {
        out->where = RF_PUT_GEAR;
        out->replaces = item_of(g, lg->gear[gear_slot(out->kind)]);
    } else if (detail < RF_LOADOUT_FIT) {
        out->where = RF_PUT_BACKPACK;
        out->slot = detail - RF_LOADOUT_PACK;
        out->replaces = item_of(g, lg->pack[out->slot]);
    } else {
        out->where = RF_PUT_ATTACHMENT;
        out->slot = (detail - RF_LOADOUT_FIT) / 8;
        out->attach_slot = (detail - RF_LOADOUT_FIT) % 8;
        out->replaces = item_of(g, lg->attach[out->slot][out->attach_slot]);
    }
}

bool rf_option_placement(const rf_game *g, unsigned code, rf_placement *out)
{
    const rf_frame *f = g->nframes ? &g->stack[g->nframes - 1] : NULL;
    if (g->over || !f || f->type != FR_LOADOUT || !rf_frame_loadout_shortcuts.legal(g, f, code))
        return false;
    int a = engine_code_a(code), b = engine_code_b(code);
    switch (engine_code_kind(code)) {
    case OPT_EQUIP:                                                       /* STAGE1-4 */
        describe_piece(g, b, out);
        out->where = RF_PUT_WEAPON_SLOT;
        out->legend = a / 2;
        out->slot = a % 2;
        out->attach_slot = -1;
        out->replaces = item_of(g, g->legend[a / 2].weapon[a % 2]);
        return true;
    case OPT_PLACE:                                                       /* STAGE1-6 */
        describe_piece(g, b & 0xff, out);
        out->legend = a;
        describe_place(g, a, b >> 8, out);
        return true;
    case OPT_GIVE:                                                        /* STAGE1-3 */
        describe_piece(g, b, out);
        out->where = RF_PUT_GIFT;
        out->legend = a;
        out->slot = out->attach_slot = out->replaces = -1;
        return true;
    default: return false;                                      /* done: nothing placed */
    }
}
