/*
 * match_loadout.c — Stage 1 (STAGE1-1 … STAGE1-7): each legend's pool and a
 * squad's loadout as decisions (FR_LOADOUT, frame loadout.squad = the squad,
 * loadout.placed = the choices made so far).
 *
 * STAGE1-2 says the players act simultaneously; here the blue squad makes
 * all its choices, then the red squad (R-STAGE1-2). Nothing of the first
 * squad's loadout is visible to the other until Stage 1 ends (observe.c),
 * so the order gives no information away.
 *
 * A choice is one of: give a pool piece to a squadmate (STAGE1-3), equip a
 * weapon card of the pool on a weapon slot (STAGE1-4; the card it replaces
 * and that card's attachments go back to the pool; ammo set to the printed
 * value, STAGE1-5), place a loot token of the pool as gear, in the backpack
 * or on a weapon's attachment slot (STAGE1-6; what it replaces goes back to
 * the pool), or done: legal once every legend of the squad has 2 weapons;
 * what is left in the pools is removed (STAGE1-7). After RF_LOADOUT_CAP
 * choices only equipping an empty weapon slot and done remain (a bound so
 * that every loadout ends, R-STAGE1-3).
 */
#include <stdio.h>
#include <string.h>

#include "rules/engine/undo.h"
#include "rules/combat/combat.h"
#include "rules/record/log.h"
#include "rules/match/match.h"
#include "rules/engine/pieces.h"
#include "rules/engine/plugin.h"

#define RF_LOADOUT_CAP 64

static bool is_gear(const rf_loot_def *d)
{
    return d->family == RF_LOOT_HELMET || d->family == RF_LOOT_BODY_SHIELD ||
           d->family == RF_LOOT_KNOCKDOWN;
}

static void to_pool(rf_game *g, int p, int l) { piece_place(g, p, RF_IN_POOL, l); }

/* With Gun Run the weapon deck is empty (R-GUNRUN-2: the basic weapon
 * cards are not used) and every legend holds its 2 fully kitted weapons
 * already (GUNRUN-3, match.c join): the pools are loot only, and STAGE1-4's
 * 2 weapons are already equipped, so "done" is legal at once. */
void match_loadout_deal_pools(rf_game *g)
{
    static _Thread_local rf_bag common, rare;       /* only these draws touch the bags */
    pieces_bag_open(g, RF_COMMON, &common);
    pieces_bag_open(g, RF_RARE, &rare);
    for (int l = 0; l < g->nlegends; l++) {
        if (plug_armed_apart(g, l)) continue;         /* CHAMP-10: kitted cards instead */
        for (int k = 0; k < 4 && g->weapon_deck_n > 0; k++) {              /* STAGE1-1 */
            undo_info_new(g);                                /* a weapon card drawn: no undo */
            to_pool(g, g->weapon_deck[--g->weapon_deck_n], l);
        }
        for (int k = 0; k < 8; k++) {
            int p = pieces_bag_take(g, k < 4 ? &common : &rare, l);             /* LOOT-7 */
            if (p >= 0) to_pool(g, p, l);
        }
    }
}

static bool squad_armed(const rf_game *g, int squad)
{
    for (int l = 0; l < g->nlegends; l++)
        if (g->legend[l].squad == squad)
            for (int w = 0; w < RF_WEAPON_SLOTS; w++)
                if (g->legend[l].weapon[w] < 0) return false;
    return true;
}

static int loadout_run(rf_game *g, rf_frame *f)
{
    (void)g;
    (void)f;
    return RF_WAIT;
}

static void loadout_who(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    d->kind = RF_DEC_LOADOUT;
    d->seat = g->match.seat_of[f->loadout.squad];
    d->legend = -1;
}

static void loadout_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    loadout_who(g, f, d);
    snprintf(d->prompt, sizeof d->prompt, "%s squad, Stage 1: give, equip or place (done when "
             "every legend has 2 weapons)", f->loadout.squad == RF_RED ? "Red" : "Blue");
}

static void loadout_equip_options(const rf_game *g, int l, int p, bool capped, rf_optbuf *ob)
{
    const rf_legend *lg = &g->legend[l];
    for (int w = 0; w < RF_WEAPON_SLOTS; w++) {
        if (capped && lg->weapon[w] >= 0) continue;
        const rf_weapon_def *d = pieces_weapon_of(g, p);
        rf_opt_add(ob, engine_code(OPT_EQUIP, l * 2 + w, p), "%s: equip %s (ammo %d) on weapon slot %d%s%s",
                   lg->name, d->name, d->ammo_init, w + 1, lg->weapon[w] >= 0 ? ", replacing " : "",
                   lg->weapon[w] >= 0 ? pieces_weapon_of(g, lg->weapon[w])->name : "");
    }
}

/* free_slot: the legend's first free backpack slot (pieces_pack_free_slot). */
static void place_options(const rf_game *g, int l, int p, int free_slot, rf_optbuf *ob)
{
    const rf_legend *lg = &g->legend[l];
    const rf_loot_def *d = pieces_loot_of(g, p);
    if (is_gear(d)) {
        rf_opt_add(ob, engine_code(OPT_PLACE, l, p | RF_LOADOUT_GEAR << 8), "%s: wear %s", lg->name, d->name);
        return;
    }
    if (free_slot >= 0)
        rf_opt_add(ob, engine_code(OPT_PLACE, l, p | (RF_LOADOUT_PACK + free_slot) << 8),
                   "%s: %s into the backpack", lg->name, d->name);
    else
        for (int s = 0; s < RF_BACKPACK; s++)
            rf_opt_add(ob, engine_code(OPT_PLACE, l, p | (RF_LOADOUT_PACK + s) << 8),
                       "%s: %s into the backpack for %s", lg->name, d->name,
                       pieces_loot_of(g, lg->pack[s])->name);
    if (d->family != RF_LOOT_ATTACHMENT) return;
    for (int w = 0; w < RF_WEAPON_SLOTS; w++) {                      /* ATTACH-2, ATTACH-3 */
        if (lg->weapon[w] < 0) continue;
        const rf_weapon_def *wd = pieces_weapon_of(g, lg->weapon[w]);
        for (int s = 0; s < wd->nslots; s++)
            if (catalog_attachment_fits(&wd->slot[s], d))
                rf_opt_add(ob, engine_code(OPT_PLACE, l, p | (RF_LOADOUT_FIT + w * 8 + s) << 8),
                           "%s: fit %s on %s", lg->name, d->name, wd->name);
    }
}

/* Each legend's pool pieces in piece order and its weapon cards (pool and
 * slots), gathered in one pass: the options are listed twice for every
 * Stage 1 decision (by the player, then by rf_choose) and random play makes
 * over a hundred of them per match, so nothing is looked up per option.
 * Only the deciding squad's legends are gathered (n and weapons are 0 for
 * the others): the other squad's pools are as full, and no option of
 * this squad's reads them. */
typedef struct pools {
    int n[RF_MAX_LEGENDS];
    int weapons[RF_MAX_LEGENDS];
    int16_t piece[RF_MAX_LEGENDS][RF_MAX_PIECES / 2];
} pools;

static void gather_pools(const rf_game *g, int squad, pools *pl)
{
    unsigned mine = 0;                                 /* the squad's legends, a bit each */
    memset(pl->n, 0, sizeof pl->n);
    for (int l = 0; l < g->nlegends; l++) {
        pl->weapons[l] = 0;
        if (g->legend[l].squad != squad) continue;
        mine |= 1u << l;
        for (int w = 0; w < RF_WEAPON_SLOTS; w++) pl->weapons[l] += g->legend[l].weapon[w] >= 0;
    }
    for (int w = 0; w < RF_PIECE_WORDS; w++)                 /* their index, in piece order */
        for (uint64_t bits = g->in_pool[w]; bits; bits &= bits - 1) {
            int p = w * 64 + __builtin_ctzll(bits), l = g->piece[p].at;
            if ((unsigned)l >= RF_MAX_LEGENDS || !(mine >> l & 1u)) continue;
            pl->weapons[l] += g->piece[p].kind == RF_PIECE_WEAPON;
            if (pl->n[l] < RF_MAX_PIECES / 2) pl->piece[l][pl->n[l]++] = (int16_t)p;
        }
}

/* mates: the squad's legends in order (the receivers). */
static void give_options(const rf_game *g, int l, const pools *pl, const int *mates, int nmates,
                         rf_optbuf *ob)
{
    bool keep_weapons = pl->weapons[l] <= 2;                /* never below 2 (R-STAGE1-3) */
    for (int k = 0; k < pl->n[l]; k++) {
        int p = pl->piece[l][k];
        if (g->piece[p].kind == RF_PIECE_WEAPON && keep_weapons) continue;
        for (int i = 0; i < nmates; i++) {
            int m = mates[i];
            if (m != l)
                rf_opt_add(ob, engine_code(OPT_GIVE, m, p), "%s gives %s to %s", g->legend[l].name,
                           g->piece[p].kind == RF_PIECE_WEAPON ? pieces_weapon_of(g, p)->name
                                                               : pieces_loot_of(g, p)->name,
                           g->legend[m].name);
        }
    }
}

static void loadout_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    static _Thread_local pools pl;
    gather_pools(g, f->loadout.squad, &pl);
    bool capped = f->loadout.placed >= RF_LOADOUT_CAP;
    int mates[RF_MAX_LEGENDS], nmates = 0;
    for (int l = 0; l < g->nlegends; l++)
        if (g->legend[l].squad == f->loadout.squad) mates[nmates++] = l;
    for (int i = 0; i < nmates; i++) {
        int l = mates[i], free_slot = capped ? -1 : pieces_pack_free_slot(g, l);
        for (int k = 0; k < pl.n[l]; k++) {
            int p = pl.piece[l][k];
            if (g->piece[p].kind == RF_PIECE_WEAPON) loadout_equip_options(g, l, p, capped, ob);
            else if (!capped) place_options(g, l, p, free_slot, ob);
        }
    }
    bool gives = !plug_no_gifts(g);                 /* STAGE1-3, not in Champions: CHAMP-9 */
    for (int i = 0; i < nmates && !capped && gives; i++)
        give_options(g, mates[i], &pl, mates, nmates, ob);
    if (squad_armed(g, f->loadout.squad))
        rf_opt_add(ob, engine_code(OPT_DONE, 0, 0),
                   "done (the pools' leftovers "
                   "are removed)");
}

/* The checks of loadout_legal: each says whether loadout_options lists a
 * code of its kind (pools never come near RF_MAX_PIECES / 2 pieces, the
 * listing's bound). */
static bool squad_member(const rf_game *g, const rf_frame *f, int l)
{
    return l < g->nlegends && g->legend[l].squad == f->loadout.squad;
}

static bool in_pool_of(const rf_game *g, int p, int l)
{
    return p < g->npieces && g->piece[p].where == RF_IN_POOL && g->piece[p].at == l;
}

/* Weapon cards on the legend's slots and in its pool (gather_pools). */
static int weapons_of(const rf_game *g, int l)
{
    int n = 0;
    for (int w = 0; w < RF_WEAPON_SLOTS; w++) n += g->legend[l].weapon[w] >= 0;
    for (int w = 0; w < RF_PIECE_WORDS; w++)
        for (uint64_t bits = g->in_pool[w]; bits; bits &= bits - 1) {
            int p = w * 64 + __builtin_ctzll(bits);
            n += g->piece[p].at == l && g->piece[p].kind == RF_PIECE_WEAPON;
        }
    return n;
}

static bool loadout_equip_listed(const rf_game *g, const rf_frame *f, int a, int p)
{
    int l = a / 2, w = a % 2;
    return squad_member(g, f, l) && in_pool_of(g, p, l) && g->piece[p].kind == RF_PIECE_WEAPON &&
           (f->loadout.placed < RF_LOADOUT_CAP || g->legend[l].weapon[w] < 0);
}

static bool place_listed(const rf_game *g, const rf_frame *f, int l, int p, int detail)
{
    if (f->loadout.placed >= RF_LOADOUT_CAP || !squad_member(g, f, l) || !in_pool_of(g, p, l) ||
        g->piece[p].kind != RF_PIECE_LOOT)
        return false;
    const rf_legend *lg = &g->legend[l];
    const rf_loot_def *d = pieces_loot_of(g, p);
    if (is_gear(d)) return detail == RF_LOADOUT_GEAR;
    if (detail >= RF_LOADOUT_PACK && detail < RF_LOADOUT_PACK + RF_BACKPACK) {
        int free_slot = pieces_pack_free_slot(g, l);
        return free_slot < 0 || detail == RF_LOADOUT_PACK + free_slot;
    }
    int w = (detail - RF_LOADOUT_FIT) / 8, s = (detail - RF_LOADOUT_FIT) % 8;
    if (d->family != RF_LOOT_ATTACHMENT || detail < RF_LOADOUT_FIT || w >= RF_WEAPON_SLOTS ||
        lg->weapon[w] < 0)
        return false;
    const rf_weapon_def *wd = pieces_weapon_of(g, lg->weapon[w]);
    return s < wd->nslots && catalog_attachment_fits(&wd->slot[s], d);
}

static bool give_listed(const rf_game *g, const rf_frame *f, int m, int p)
{
    if (f->loadout.placed >= RF_LOADOUT_CAP || !squad_member(g, f, m) || p >= g->npieces ||
        g->piece[p].where != RF_IN_POOL)
        return false;
    int l = g->piece[p].at;
    return l >= 0 && l != m && squad_member(g, f, l) &&
           (g->piece[p].kind != RF_PIECE_WEAPON || weapons_of(g, l) > 2);
}

/* Exactly what loadout_options lists. */
static bool loadout_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int a = engine_code_a(code), b = engine_code_b(code);
    switch (engine_code_kind(code)) {
    case OPT_EQUIP: return loadout_equip_listed(g, f, a, b);
    case OPT_PLACE: return place_listed(g, f, a, b & 0xff, b >> 8);
    case OPT_GIVE: return !plug_no_gifts(g) && give_listed(g, f, a, b);            /* CHAMP-9 */
    case OPT_DONE: return a == 0 && b == 0 && squad_armed(g, f->loadout.squad);
    default: return false;
    }
}

/* A weapon card leaves its slot for the pool, with its attachments. */
static void unequip(rf_game *g, int l, int w)
{
    rf_legend *lg = &g->legend[l];
    if (lg->weapon[w] < 0) return;
    for (int a = 0; a < RF_MAX_WEAPON_SLOTS; a++)
        if (lg->attach[w][a] >= 0) to_pool(g, lg->attach[w][a], l);
    to_pool(g, lg->weapon[w], l);
    lg->ammo[w] = 0;
}

static void place(rf_game *g, int l, int p, int detail)
{
    rf_legend *lg = &g->legend[l];
    if (detail == RF_LOADOUT_GEAR) {
        int old = pieces_gear_equip(g, l, p);                                   /* GEAR-3 */
        if (old >= 0) to_pool(g, old, l);
    } else if (detail < RF_LOADOUT_FIT) {
        int s = detail - RF_LOADOUT_PACK;
        if (lg->pack[s] >= 0) to_pool(g, lg->pack[s], l);
        piece_to_pack(g, p, l, s);
    } else {
        int w = (detail - RF_LOADOUT_FIT) / 8, s = (detail - RF_LOADOUT_FIT) % 8;
        if (lg->attach[w][s] >= 0) to_pool(g, lg->attach[w][s], l);
        piece_attach(g, p, l, w, s);
    }
}

static void finish(rf_game *g, int squad)
{
    int removed = 0;
    for (int p = 0; p < g->npieces; p++)                                    /* STAGE1-7 */
        if (g->piece[p].where == RF_IN_POOL && g->legend[g->piece[p].at].squad == squad) {
            piece_remove(g, p);
            g->seen.leftover[squad & 1][p / 64] |= 1ull << (p % 64);   /* rf_seen: which, unsaid */
            removed++;
        }
    log_msg(g, -1, "The %s squad is ready; %d %s left in its pools %s removed.",
            log_squad_name(squad), removed, removed == 1 ? "card or token" : "cards and tokens",
            removed == 1 ? "is" : "are");
}

static void loadout_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    int a = engine_code_a(code), b = engine_code_b(code);
    f->loadout.placed++;
    switch (engine_code_kind(code)) {
    case OPT_GIVE: to_pool(g, b, a); return;                               /* STAGE1-3 */
    case OPT_EQUIP: {
        int l = a / 2, w = a % 2;
        unequip(g, l, w);
        piece_to_weapon_slot(g, b, l, w);                                /* STAGE1-4 */
        g->legend[l].ammo[w] = pieces_weapon_of(g, b)->ammo_init;              /* STAGE1-5 */
        return;
    }
    case OPT_PLACE: place(g, a, b & 0xff, b >> 8); return;                  /* STAGE1-6 */
    default:
        finish(g, f->loadout.squad);
        engine_pop(g);
        return;
    }
}

const rf_frame_ops rf_frame_loadout_ops = { "loadout", loadout_run, loadout_decision,
                                            loadout_options, loadout_apply };
const rf_frame_shortcuts rf_frame_loadout_shortcuts = { loadout_legal, loadout_who, NULL };
