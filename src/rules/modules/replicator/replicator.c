/*
 * replicator.c — the Replicator module (rules REPL-1 … REPL-12; modules.h,
 * docs/modes.md).
 *
 * Set-up (REPL-2): a replicator token lies below every space of the
 * initiative track (so one resolves at the start of every squad turn); the
 * module's 3 legendary tokens lie in a row beside the replicator card with
 * 3 epic and 3 rare tokens drawn from the bags below them (pieces
 * RF_IN_MODULE at RF_MODAT_REPL + row * 3 + column); a crafting material
 * marker lies on every respawn beacon's space, the rest in the general
 * supply.
 *
 * At the start of each turn the replicator token deploys one marker from
 * the supply (REPL-4, DEPLOY), if any is left (REPL-5); it never leaves
 * (REPL-3). The active legend may, before or after any action and at no
 * AP, pick markers up from its own or an adjacent space and drop them on
 * its own or a neighbouring space (REPL-6, REPL-7); they stack on one
 * backpack space (REPL-8, REPL-9). Crafting (REPL-10) is a free action,
 * repeatable: spend the row's cost for a displayed token (received and
 * kept or dropped as loot, REPL-12) or the ammo cost for ammo on one
 * weapon; spent markers go back to the supply (REPL-11). Costs:
 * data/replicator.json (EX-REPL-2's two, the rest designed); a crafted
 * epic or rare token's space is refilled from its bag (designed, R-REPL-10).
 */
#include <stdio.h>
#include <string.h>

#include "geo/adjacency.h"
#include "rules/record/log.h"
#include "rules/modules/deployment/modules.h"
#include "rules/engine/pieces.h"

_Static_assert(RF_REPL_LEGENDS == RF_MAX_LEGENDS, "modules_state.h sizes rf_repl_state by it");

/* REPL-2 (5) … (7): the rows beside the replicator card. */
static const int row_rarity[RF_REPL_ROWS] = { RF_LEGENDARY, RF_EPIC, RF_RARE };

bool repl_on(const rf_game *g)
{
    return (g->modules & RF_MODULE_BIT(RF_MOD_REPLICATOR)) != 0;
}

int repl_held(const rf_game *g, int l)
{
    int n = 0;
    for (int k = 0; k < RF_CRAFT_MARKERS; k++)
        n += g->repl.where[k] == RF_CRAFT_PACK && g->repl.at[k] == l;
    return n;
}

int repl_pack_space(const rf_game *g, int l) { return g->repl.pack_space[l] - 1; }

static int display_piece(const rf_game *g, int pos)
{
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].where == RF_IN_MODULE && g->piece[p].at == RF_MODAT_REPL + pos) return p;
    return -1;
}

/* REPL-2 (6), (7), R-REPL-10: a token from the row's bag onto a space. */
static void fill_space(rf_game *g, int pos)
{
    int p = pieces_bag_draw(g, row_rarity[pos / RF_REPL_COLS], 0);
    if (p >= 0) piece_place(g, p, RF_IN_MODULE, RF_MODAT_REPL + pos);
}

void repl_setup(rf_game *g)
{
    rf_repl_state *r = &g->repl;
    memset(r, 0, sizeof *r);
    if (!repl_on(g)) return;
    for (int s = 0; s < RF_GEAR_SLOTS; s++) {                               /* REPL-2 (5) */
        int p = modules_box_legendary(g, s);
        if (p >= 0) piece_place(g, p, RF_IN_MODULE, RF_MODAT_REPL + s);
    }
    for (int pos = RF_REPL_COLS; pos < RF_REPL_ROWS * RF_REPL_COLS; pos++)  /* (6), (7) */
        fill_space(g, pos);
    const geo_board *b = g->map->board;
    int beacon = geo_kinds_find(&g->content->kinds, "respawn_beacon"), k = 0;
    for (int c = 0; c < b->ncomp && k < RF_CRAFT_MARKERS; c++)              /* REPL-2 (8) */
        if (b->comp[c].kind == beacon && b->comp[c].at.kind == GEO_PLACE_CELL) {
            r->where[k] = RF_CRAFT_MAP;
            r->at[k++] = (int16_t)geo_cell_index(b->comp[c].at.u.cell);
        }
    for (; k < RF_CRAFT_MARKERS; k++) r->where[k] = RF_CRAFT_SUPPLY;        /* REPL-2 (9) */
}

void repl_turn_start(rf_game *g, int squad)
{
    (void)squad;                     /* a token lies below every turn space (REPL-2 (3)) */
    if (!repl_on(g)) return;
    int k = 0;
    while (k < RF_CRAFT_MARKERS && g->repl.where[k] != RF_CRAFT_SUPPLY) k++;
    if (k == RF_CRAFT_MARKERS) return;                                      /* REPL-5 */
    geo_cell at;
    char why[96];
    if (!modules_deploy(g, NULL, &at, why, sizeof why)) return;          /* REPL-4 */
    g->repl.where[k] = RF_CRAFT_MAP;
    g->repl.at[k] = (int16_t)geo_cell_index(at);
    log_msg(g, -1, "The replicator deploys a crafting marker on %d,%d (%s; REPL-4); the "
                   "replicator token stays (REPL-3)", at.x, at.y, why);
}

/* ---- REPL-6 … REPL-12: the active legend's free actions ---- */

static bool within_reach(const rf_game *g, int l, geo_cell c)
{
    geo_cell at = g->legend[l].pos;
    return geo_cell_eq(at, c) ||
           (geo_cell_distance(at, c) == 1 &&
            geo_adjacent(g->map->board, &g->overlay, geo_place_cell(at), geo_place_cell(c)));
}

/* REPL-8: the markers' backpack space, or a free one for them. */
static bool pack_room(const rf_game *g, int l)
{
    return repl_pack_space(g, l) >= 0 || pieces_pack_free_slot(g, l) >= 0;
}

/* REPL-7, REPL-8: one option per space holding markers within reach. */
static void pick_options(const rf_game *g, int l, rf_optbuf *ob)
{
    if (!pack_room(g, l)) return;                                           /* REPL-8 */
    geo_cellset seen;
    geo_cellset_clear(&seen);
    for (int k = 0; k < RF_CRAFT_MARKERS; k++) {
        if (g->repl.where[k] != RF_CRAFT_MAP) continue;
        geo_cell c = geo_cell_at(g->repl.at[k]);
        if (geo_cellset_has(&seen, c) || !within_reach(g, l, c)) continue;
        geo_cellset_add(&seen, c);
        rf_opt_add(ob, engine_code(OPT_CRAFT_PICK, 0, g->repl.at[k]),
                   "pick up a crafting marker from %d,%d", c.x, c.y);
    }
}

/* REPL-6: onto its own or a neighbouring space. */
static void drop_options(const rf_game *g, int l, rf_optbuf *ob)
{
    if (repl_held(g, l) == 0) return;
    geo_cell cells[GEO_NDIRS + 1];
    int n = pieces_drop_spaces(g, l, cells);
    for (int i = 0; i < n; i++)
        rf_opt_add(ob, engine_code(OPT_CRAFT_DROP, 0, geo_cell_index(cells[i])),
                   "drop a crafting marker on %d,%d", cells[i].x, cells[i].y);
}

/* REPL-10, WEAPON-2: ammo for weapon slot w, not full, paid with `held`. */
static bool ammo_craftable(const rf_game *g, int l, int w, int held)
{
    const rf_legend *lg = &g->legend[l];
    return held >= g->content->repl.ammo_cost && lg->weapon[w] >= 0 && lg->ammo[w] < 5;
}

/* REPL-10: a displayed token or ammo the legend can pay for. */
static void craft_options(const rf_game *g, int l, rf_optbuf *ob)
{
    const rf_repl_content *rc = &g->content->repl;
    int held = repl_held(g, l);
    for (int pos = 0; pos < RF_REPL_ROWS * RF_REPL_COLS; pos++) {
        int p = display_piece(g, pos), cost = rc->cost[pos / RF_REPL_COLS];
        if (p >= 0 && held >= cost)
            rf_opt_add(ob, engine_code(OPT_CRAFT, pos, 0), "craft %s (%d crafting markers)",
                       pieces_loot_of(g, p)->name, cost);
    }
    const rf_legend *lg = &g->legend[l];
    for (int w = 0; w < RF_WEAPON_SLOTS; w++)
        if (ammo_craftable(g, l, w, held))
            rf_opt_add(ob, engine_code(OPT_CRAFT, RF_CRAFT_AMMO + w, 0),
                       "craft %d ammo for %s (%d crafting markers)", rc->ammo_gain,
                       pieces_weapon_of(g, lg->weapon[w])->name, rc->ammo_cost);
}

void repl_activation_options(const rf_game *g, int l, rf_optbuf *ob)
{
    if (!repl_on(g) || !g->legend[l].on_map) return;
    pick_options(g, l, ob);
    drop_options(g, l, ob);
    craft_options(g, l, ob);
}

/* Exactly what pick_options lists: a space within reach holding a marker
 * (REPL-7), room for it in the backpack (REPL-8). */
static bool pick_legal(const rf_game *g, int l, int cell)
{
    if (!pack_room(g, l)) return false;
    for (int k = 0; k < RF_CRAFT_MARKERS; k++)
        if (g->repl.where[k] == RF_CRAFT_MAP && g->repl.at[k] == cell)
            return within_reach(g, l, geo_cell_at(cell));
    return false;
}

/* Exactly what craft_options lists (REPL-10): a displayed token or a
 * weapon's ammo that the held markers pay for. */
static bool craft_legal(const rf_game *g, int l, int what)
{
    int held = repl_held(g, l), n = RF_REPL_ROWS * RF_REPL_COLS;
    if (what < n)
        return display_piece(g, what) >= 0 && held >= g->content->repl.cost[what / RF_REPL_COLS];
    int w = what - RF_CRAFT_AMMO;
    return w >= 0 && w < RF_WEAPON_SLOTS && ammo_craftable(g, l, w, held);
}

/* Whether repl_activation_options would list code, without listing nor
 * labelling (plugin.h, loot_legal; issue 14). */
bool repl_activation_legal(const rf_game *g, int l, uint32_t code)
{
    int a = engine_code_a(code), b = engine_code_b(code);
    if (!repl_on(g) || !g->legend[l].on_map) return false;
    switch (engine_code_kind(code)) {
    case OPT_CRAFT_PICK: return a == 0 && pick_legal(g, l, b);
    case OPT_CRAFT_DROP: return a == 0 && repl_held(g, l) > 0 && pieces_is_drop_space(g, l, b);
    case OPT_CRAFT: return b == 0 && craft_legal(g, l, a);
    default: return false;
    }
}

static void pick(rf_game *g, int l, int cell)
{
    if (g->repl.pack_space[l] == 0)                                          /* REPL-8 */
        g->repl.pack_space[l] = (uint8_t)(pieces_pack_free_slot(g, l) + 1);
    for (int k = 0; k < RF_CRAFT_MARKERS; k++)
        if (g->repl.where[k] == RF_CRAFT_MAP && g->repl.at[k] == cell) {
            g->repl.where[k] = RF_CRAFT_PACK;
            g->repl.at[k] = (int16_t)l;
            break;
        }
    geo_cell c = geo_cell_at(cell);
    log_msg(g, -1, "%s picks up a crafting marker from %d,%d (REPL-7)", g->legend[l].name, c.x, c.y);
}

/* Moves n of legend l's markers to `where` (at); the backpack space is
 * empty again once none is left (REPL-9). */
static void release(rf_game *g, int l, int n, int where, int at)
{
    for (int k = RF_CRAFT_MARKERS - 1; k >= 0 && n > 0; k--)
        if (g->repl.where[k] == RF_CRAFT_PACK && g->repl.at[k] == l) {
            g->repl.where[k] = (uint8_t)where;
            g->repl.at[k] = (int16_t)at;
            n--;
        }
    if (repl_held(g, l) == 0) g->repl.pack_space[l] = 0;
}

static void craft(rf_game *g, int l, int what)
{
    const rf_repl_content *rc = &g->content->repl;
    rf_legend *lg = &g->legend[l];
    if (what >= RF_CRAFT_AMMO) {
        int w = what - RF_CRAFT_AMMO, a = lg->ammo[w] + rc->ammo_gain;
        release(g, l, rc->ammo_cost, RF_CRAFT_SUPPLY, 0);                   /* REPL-11 */
        lg->ammo[w] = (uint8_t)(a > 5 ? 5 : a);                              /* REPL-12, WEAPON-2 */
        log_msg(g, -1, "%s crafts ammo for %s: %d now (REPL-10)", lg->name,
                pieces_weapon_of(g, lg->weapon[w])->name, lg->ammo[w]);
        return;
    }
    int p = display_piece(g, what), row = what / RF_REPL_COLS;
    release(g, l, rc->cost[row], RF_CRAFT_SUPPLY, 0);                       /* REPL-11 */
    piece_hold(g, p, l);
    log_msg(g, -1, "%s crafts %s for %d crafting markers (REPL-10)", lg->name,
            pieces_loot_of(g, p)->name, rc->cost[row]);
    if (rc->refill[row]) fill_space(g, what);                               /* R-REPL-10 */
    engine_push(g, FR_RECEIVE_LOOT, l);                                          /* REPL-12, LOOT-4 */
}

bool repl_activation_apply(rf_game *g, int l, uint32_t code)
{
    switch (engine_code_kind(code)) {
    case OPT_CRAFT_PICK: pick(g, l, engine_code_b(code)); return true;
    case OPT_CRAFT_DROP: {
        geo_cell c = geo_cell_at(engine_code_b(code));
        release(g, l, 1, RF_CRAFT_MAP, engine_code_b(code));                     /* REPL-6 */
        log_msg(g, -1, "%s drops a crafting marker on %d,%d (REPL-6)", g->legend[l].name, c.x, c.y);
        return true;
    }
    case OPT_CRAFT: craft(g, l, engine_code_a(code)); return true;
    default: return false;
    }
}
