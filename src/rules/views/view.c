/*
 * view.c — a seat's view for bots (include/ringfall.h, "A seat's view"):
 * public information only — legends on their open boards, the board's
 * geometry (the shot estimates: view_shot_estimate.c).
 */
#include <stdio.h>
#include <string.h>

#include "geo/adjacency.h"
#include "geo/cover.h"
#include "geo/los.h"
#include "geo/move.h"
#include "rules/combat/cover_memo.h"
#include "rules/cards/abilities_play.h"
#include "rules/engine/engine.h"
#include "rules/cards/hand.h"
#include "rules/engine/legends.h"
#include "rules/engine/plugin.h"

/* The public option kinds are the engine's. */
_Static_assert((int)RF_OPT_ACTIVATE == (int)OPT_ACTIVATE && (int)RF_OPT_MOVE_TO == (int)OPT_MOVE_TO &&
               (int)RF_OPT_DONE == (int)OPT_DONE && (int)RF_OPT_REACT == (int)OPT_REACT,
               "option kinds");
_Static_assert((int)RF_ACT_SHOOT == (int)ACT_SHOOT && (int)RF_ACT_RESPAWN == (int)ACT_RESPAWN &&
               (int)RF_ACT_END == (int)ACT_END && (int)RF_ACT_INTERACT_USE == (int)ACT_INTERACT_USE,
               "actions");
_Static_assert((int)RF_PART_MAIN == (int)PART_MAIN && (int)RF_PART_DONE == (int)PART_DONE, "parts");
_Static_assert(GEO_MAX_DIM == 32 && GEO_MAX_CELLS == RF_VIEW_CELLS, "rf_cell_x / rf_cell_y");

int rf_view_legends(const rf_game *g) { return g->nlegends; }
int rf_view_active(const rf_game *g) { return g->active; }
int rf_view_round(const rf_game *g) { return g->round; }
int rf_view_ap(const rf_game *g) { return g->ap; }

void rf_view_legend(const rf_game *g, int l, rf_legend_view *out)
{
    const rf_legend *lg = &g->legend[l];
    memset(out, 0, sizeof *out);
    memcpy(out->name, lg->name, sizeof out->name - 1);
    out->squad = lg->squad;
    out->on_map = lg->on_map;
    out->activated = lg->activated;
    out->x = lg->pos.x;
    out->y = lg->pos.y;
    out->level = lg->on_map ? geo_floor(g->map->board, lg->pos) : 0;
    out->health = lg->vitals.health;
    out->shield = lg->vitals.shield;
    out->shield_max = lg->vitals.shield_max;
    out->death_boxes = lg->death_boxes;
    for (int s = 0; s < RF_WEAPON_SLOTS; s++) out->ammo[s] = lg->weapon[s] >= 0 ? lg->ammo[s] : -1;
    /* R-STAGE1-2: loadouts unseen until Stage 1 ends; R-GUNRUN-3: the kitted
     * weapons dealt during the draft too */
    if (g->match.stage == RF_STAGE_1 || plug_loadout_unseen(g)) {
        out->ammo[0] = out->ammo[1] = -1;
        out->shield = out->shield_max = 0;
    }
}

int rf_view_distance(const rf_game *g, int x1, int y1, int x2, int y2)
{
    return geo_distance(g->map->board, geo_place_cell(geo_cell_make(x1, y1)),
                        geo_place_cell(geo_cell_make(x2, y2)));
}

static bool on_board(const rf_game *g, int x, int y)
{
    return x >= 0 && y >= 0 && x < g->map->board->w && y < g->map->board->h;
}

bool rf_view_sight(const rf_game *g, int x1, int y1, int x2, int y2)
{
    if (!on_board(g, x1, y1) || !on_board(g, x2, y2)) return false;
    return geo_los_cells(g->map->board, &g->overlay, geo_cell_make(x1, y1), geo_cell_make(x2, y2));
}

bool rf_view_cover(const rf_game *g, int x1, int y1, int x2, int y2)
{
    if (!on_board(g, x1, y1) || !on_board(g, x2, y2)) return false;
    return cover_memo_of(g, geo_cell_make(x1, y1), geo_cell_make(x2, y2));
}

_Static_assert((int)RF_CARDV_INSTANT == (int)RF_CARD_INSTANT &&
               (int)RF_CARDV_SHOOT == (int)RF_EFF_SHOOT &&
               (int)RF_CARDV_RESTORE_SQUAD == (int)RF_EFF_RESTORE_SQUAD &&
               (int)RF_CARDV_OWN == (int)RF_EFF_RESTORE_SQUAD + 1, "card views");
_Static_assert((int)RF_APLACE_ATTACH == 5 && (int)RF_ATIME_PERSISTENT == 3, "ability views");

bool rf_view_hand_card(const rf_game *g, int seat, int l, int i, rf_card_view *out)
{
    rf_viewer v = { seat, 0 };
    return rf_view_hand_card_as(g, &v, l, i, out);
}

bool rf_view_hand_card_as(const rf_game *g, const rf_viewer *v, int l, int i, rf_card_view *out)
{
    if (!rf_viewer_holds(g, v, l) || i < 0 || i >= g->legend[l].hand_n)   /* R-PLAYERS-2 */
        return false;
    const rf_card_def *c = hand_card(g, l, i);
    memset(out, 0, sizeof *out);
    memcpy(out->id, c->id, sizeof out->id - 1);
    out->kind = c->kind;
    out->cost = c->kind == RF_CARD_FREE ? 0 : c->cost;
    out->effect = c->effect < RF_CARDV_OWN ? c->effect : RF_CARDV_OWN;   /* a legend's own … */
    for (int k = 0; k < 4; k++) out->a[k] = c->a[k];
    return true;
}

bool rf_view_ability(const rf_game *g, int l, int slot, rf_ability_view *out)
{
    if (l < 0 || l >= g->nlegends || slot < 0 || slot >= RF_ABIL_SLOTS) return false;
    const rf_ability_def *a = abil_of(g, l, slot);
    if (!a) return false;
    memset(out, 0, sizeof *out);
    memcpy(out->id, a->id, sizeof out->id - 1);
    memcpy(out->name, a->name, sizeof out->name - 1);
    snprintf(out->effect, sizeof out->effect, "%s", abil_effect_name(a->effect));
    out->cost = a->cost;
    out->place = a->place;
    out->range_lo = a->range_lo;
    out->range_hi = a->range_hi;
    out->los = a->los;
    out->timing = a->timing;
    out->rounds = a->rounds;
    out->cooldown = a->cooldown;
    out->tokens = a->tokens;
    for (int t = 0; t < a->tokens && t < RF_ABIL_MAX_TOKENS; t++)
        out->ready += g->abil.tok[l][slot][t].where == RF_TOK_SUPPLY;          /* ABIL-3 */
    for (int k = 0; k < 4; k++) out->a[k] = a->a[k];
    return true;
}

int rf_view_bins(const rf_game *g) { return g->nbins; }

bool rf_view_bin_opened(const rf_game *g, int bin)
{
    return bin >= 0 && bin < g->nbins && ((g->bins_opened >> bin) & 1u);
}

/* The spaces adjacent to bin `bin` (ADJ-5 … ADJ-7), in board order. Only a
 * space the edge (or intersection) touches can be adjacent to it, so the
 * spaces within 2 of it are all that need asking (in the same order as a
 * scan of the whole board): at most BIN_NEAR of them. */
#define BIN_NEAR 25
_Static_assert(RF_MAX_BINS <= 32, "bin_memo.ready has a bit a bin");

static int bin_spaces_of(const rf_game *g, int bin, uint8_t *xs, uint8_t *ys)
{
    const geo_board *b = g->map->board;
    geo_place edge = b->comp[g->bin_comp[bin]].at;
    int ci = edge.kind == GEO_PLACE_CELL ? edge.u.cell.x : edge.kind == GEO_PLACE_EDGE ? edge.u.edge.i
                                                                                    : edge.u.point.i;
    int cj = edge.kind == GEO_PLACE_CELL ? edge.u.cell.y : edge.kind == GEO_PLACE_EDGE ? edge.u.edge.j
                                                                                    : edge.u.point.j;
    int n = 0;
    for (int y = cj > 2 ? cj - 2 : 0; y < b->h && y <= cj + 2; y++)
        for (int x = ci > 2 ? ci - 2 : 0; x < b->w && x <= ci + 2; x++)
            if (geo_adjacent(b, &g->overlay, geo_place_cell(geo_cell_make(x, y)), edge)) {
                xs[n] = (uint8_t)x;
                ys[n++] = (uint8_t)y;
            }
    return n;
}

/* A bin's spaces depend on the board and the bin only (geo_adjacent takes
 * the objects too, and ignores them today: they are in the key should
 * that change), and the heuristic bot asks for them at every Move (the
 * walk to the nearest closed bin, whether it stands at one: issue 14, 25
 * adjacency tests a bin): kept per thread for the last board and overlay,
 * each bin worked out on first need. */
typedef struct bin_memo {
    unsigned long long board;       /* geo_board serial; 0: unused */
    geo_overlay ov;
    uint32_t ready;                 /* bit i: bin i's spaces below */
    int16_t comp[RF_MAX_BINS];
    uint8_t n[RF_MAX_BINS], x[RF_MAX_BINS][BIN_NEAR], y[RF_MAX_BINS][BIN_NEAR];
} bin_memo;

int rf_view_bin_spaces(const rf_game *g, int bin, int *xs, int *ys, int max)
{
    static _Thread_local bin_memo m;
    if (bin < 0 || bin >= g->nbins) return 0;
    const geo_board *b = g->map->board;
    if (!b->serial || m.board != b->serial || !geo_overlay_same(&m.ov, &g->overlay)) {
        m.board = b->serial;
        m.ov.n = g->overlay.n;
        memcpy(m.ov.o, g->overlay.o, sizeof m.ov.o[0] * g->overlay.n);
        m.ready = 0;
    }
    if (!(m.ready >> bin & 1u) || m.comp[bin] != g->bin_comp[bin]) {
        m.n[bin] = (uint8_t)bin_spaces_of(g, bin, m.x[bin], m.y[bin]);
        m.comp[bin] = g->bin_comp[bin];
        m.ready |= 1u << bin;
    }
    for (int i = 0; i < m.n[bin] && i < max; i++) {
        xs[i] = m.x[bin][i];
        ys[i] = m.y[bin][i];
    }
    return m.n[bin];
}
