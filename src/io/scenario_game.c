/*
 * scenario_game.c — the real game behind a scenario (docs/scenarios.md,
 * "The game behind a scenario").
 *
 * A scenario's rules are the engine's: at its first line that needs the
 * rules (an action, or an expectation that asks the rules), the runner
 * builds an rf_game with the engine's own set-up (rf_game_new on the
 * scenario's board, Battle Royale, no module) and then applies the
 * scenario's situation to it: its legends with their dial, helmet,
 * knockdown shield and weapons. From then on every action is a chain of
 * decisions through rf_choose, and the expectations read the game.
 *
 * What a scenario writes that the box does not hold goes into the
 * scenario's own copy of the content, which only its game sees: the inline
 * weapon cards (`weapon`, one card per `equip`, with one attachment slot
 * per attachment fitted), an optic or magazine written inline, the Aim
 * board (`aimboard`) and the Aim cards drawn next (`deck aim`): before each
 * decision the queued cards are written over the copy's Aim cards and the
 * game's Aim deck is put in that order, so the engine draws them from its
 * own deck (SHOOT-10, MELEE-2, GRENADE-3) and shuffles them back as usual.
 *
 * Invariants: scenario legend i is game legend i; the scenario's legend
 * table mirrors the game after every action (scn_game_pull), so the
 * geometry expectations see where the engine put the legends.
 */
#include <stdlib.h>
#include <string.h>

#include "geo/place.h"
#include "io/scenario.h"
#include "io/scenario_game.h"
#include "map.h"
#include "rules/cards/abilities_play.h"
#include "rules/engine/engine.h"
#include "rules/cards/hand.h"
#include "rules/engine/legends.h"
#include "rules/match/match.h"
#include "rules/engine/pieces.h"
#include "rules/modules/ring/ring.h"

/* The engine's round frame steps (frame_round.c): the blue turn, the
 * transition. */
enum { ROUND_STEP_BLUE = 1, ROUND_STEP_TRANSITION = 2 };

/* --- the scenario's content --- */

/* Append a loot kind to the copy (count 0: never in a bag); its index. */
static int add_loot(rf_content *c, const rf_loot_def *d)
{
    if (c->catalog.nloot >= RF_MAX_LOOT_DEFS) return -1;
    c->catalog.loot[c->catalog.nloot] = *d;
    c->catalog.loot[c->catalog.nloot].count = 0;
    return c->catalog.nloot++;
}

/* Legend l's weapon k as a card of the copy: the inline card with one
 * slot per attachment fitted (an inline card has none of its own), never
 * in the weapon deck. Fills the attachments' loot kinds. */
int scn_game_add_card(scn_ctx *ctx, const rf_weapon_def *w)
{
    rf_catalog *cat = &ctx->gcontent->catalog;
    if (cat->nweapons >= RF_MAX_WEAPON_DEFS) return -1;
    cat->weapon[cat->nweapons] = *w;
    cat->weapon[cat->nweapons].count = 0;
    return cat->nweapons++;
}

static int add_weapon(scn_ctx *ctx, const scn_legend *lg, int k, int *att)
{
    rf_catalog *cat = &ctx->gcontent->catalog;
    if (cat->nweapons >= RF_MAX_WEAPON_DEFS) return -1;
    rf_weapon_def w = ctx->weapon[lg->weapon_def[k]];
    w.nslots = (uint8_t)lg->natt[k];
    for (int a = 0; a < lg->natt[k]; a++) {
        const rf_loot_def *d = &lg->att[k][a];
        att[a] = d->id[0] && strncmp(d->id, "scenario_", 9) != 0
                     ? catalog_loot(cat, d->id) : add_loot(ctx->gcontent, d);
        if (att[a] < 0) return -1;
        w.slot[a] = (rf_weapon_slot_def){ d->attach, -1, 0, -1 };
    }
    return scn_game_add_card(ctx, &w);
}

/* --- the situation --- */

/* Put a piece back in the box (out of this game, RF_IN_BOX). */
static void to_box(rf_game *g, int p)
{
    if (p >= 0) piece_place(g, p, RF_IN_BOX, 0);
}

/* The set-up's two stand-ins leave: their gear to the box, their weapon
 * cards back into the weapon deck. */
static void clear_standins(rf_game *g)
{
    for (int l = 0; l < g->nlegends; l++) {
        rf_legend *lg = &g->legend[l];
        for (int s = 0; s < RF_GEAR_SLOTS; s++) to_box(g, lg->gear[s]);
        for (int w = 0; w < RF_WEAPON_SLOTS; w++) {
            int p = lg->weapon[w];
            if (p < 0) continue;
            g->weapon_deck[g->weapon_deck_n] = (int16_t)p;
            piece_place(g, p, RF_IN_DECK, g->weapon_deck_n++);
        }
    }
    g->nlegends = 0;
}

/* A new piece of this game (a scenario may hold more than the box). */
int scn_game_new_piece(rf_game *g, int kind, int def)
{
    if (g->npieces >= RF_MAX_PIECES) return -1;
    rf_piece *p = &g->piece[g->npieces];
    memset(p, 0, sizeof *p);
    p->kind = (uint8_t)kind;
    p->def = (uint8_t)def;
    p->where = RF_IN_BOX;
    return g->npieces++;
}

/* The gear token of a family and grade (enum scn_gear, above common) in
 * place of the starting one (GEAR-3, GEAR-7, GEAR-11). */
static bool wear(scn_ctx *ctx, int l, int family, int grade)
{
    if (grade <= SCN_GEAR_COMMON) return true;
    const rf_catalog *cat = &ctx->gcontent->catalog;
    for (int d = 0; d < cat->nloot; d++)
        if (cat->loot[d].family == family && cat->loot[d].rarity == grade - SCN_GEAR_COMMON) {
            int p = scn_game_new_piece(ctx->game, RF_PIECE_LOOT, d);
            if (p < 0) return false;
            to_box(ctx->game, pieces_gear_equip(ctx->game, l, p));
            return true;
        }
    return false;
}

/* Legend l's weapons: the copy's cards, the attachments fitted, the ammo. */
static bool arm(scn_ctx *ctx, int l)
{
    rf_game *g = ctx->game;
    const scn_legend *lg = &ctx->legend[l];
    for (int k = 0; k < lg->nweapons; k++) {
        int att[SCN_MAX_ATTACH];
        int def = add_weapon(ctx, lg, k, att);
        int p = def < 0 ? -1 : scn_game_new_piece(g, RF_PIECE_WEAPON, def);
        if (p < 0) return false;
        piece_to_weapon_slot(g, p, l, k);
        g->legend[l].ammo[k] = (uint8_t)lg->ammo[k];
        for (int a = 0; a < lg->natt[k]; a++) {
            int q = scn_game_new_piece(g, RF_PIECE_LOOT, att[a]);
            if (q < 0) return false;
            piece_attach(g, q, l, k, a);
        }
    }
    return true;
}

/* The tokens of `give` in its backpack, slots in order (BACKPACK-3). */
static bool pack(scn_ctx *ctx, int l)
{
    const scn_legend *lg = &ctx->legend[l];
    for (int k = 0; k < lg->npack; k++) {
        int p = scn_game_new_piece(ctx->game, RF_PIECE_LOOT, lg->pack[k]);
        if (p < 0) return false;
        piece_to_pack(ctx->game, p, l, k);
    }
    return true;
}

/* Scenario legend l as game legend l (BR-4's board, then the scenario's
 * dial, gear and weapons). */
static bool place_legend(scn_ctx *ctx, int l)
{
    rf_game *g = ctx->game;
    const scn_legend *s = &ctx->legend[l];
    match_legend_init(g, l, s->name, s->squad, s->squad, "", 0);
    abilities_setup(g, l, s->abilities);                /* ABIL-1: an `abilities` line */
    g->nlegends = (uint8_t)(l + 1);
    rf_legend *lg = &g->legend[l];
    lg->on_map = true;
    lg->pos = s->at;
    if (!wear(ctx, l, RF_LOOT_HELMET, s->helmet) || !wear(ctx, l, RF_LOOT_KNOCKDOWN, s->knockdown))
        return false;
    lg->vitals.shield_max = (int8_t)s->maxshield;
    lg->vitals.shield = (int8_t)s->shield;
    lg->vitals.health = (int8_t)s->health;
    if (s->health > lg->vitals.health_max)     /* a sturdier target than DMG-8's 40 */
        lg->vitals.health_max = (int8_t)s->health;
    for (int k = 0; k < s->nhand; k++) hand_take(g, l, s->hand[k]);     /* CARD-6, hand.c's order */
    return arm(ctx, l) && pack(ctx, l);
}

/* Two free spaces for the set-up's stand-ins (rf_game_new wants both
 * squads on the map): the scenario's first legends' spaces, or the first
 * free spaces of the board. */
static bool standin_spaces(const scn_ctx *ctx, geo_cell out[2])
{
    int n = 0;
    for (int i = 0; i < ctx->nlegends && n < 2; i++) out[n++] = ctx->legend[i].at;
    for (int y = 0; y < ctx->board->h && n < 2; y++)
        for (int x = 0; x < ctx->board->w && n < 2; x++) {
            geo_cell c = geo_cell_make(x, y);
            if (geo_space_free(ctx->board, NULL, NULL, c) && (n == 0 || !geo_cell_eq(c, out[0])))
                out[n++] = c;
        }
    return n == 2;
}

static rf_status build_fail(scn_ctx *ctx, const scn_line *ln, const char *fmt, const char *s)
{
    return scn_error(ctx, ln, 0, "", fmt, s);
}

/* `ring` (RING-3, RING-9: the border's corners) and `round` (the marker on
 * that round's space of the track, SETUP-2, TRANS-5). */
static void place_ring(scn_ctx *ctx)
{
    rf_game *g = ctx->game;
    if (ctx->ring) {
        g->ring.west = (int8_t)ctx->ring_nw.x;
        g->ring.north = (int8_t)ctx->ring_nw.y;
        g->ring.east = (int8_t)ctx->ring_se.x;
        g->ring.south = (int8_t)ctx->ring_se.y;
    }
    const rf_round_track *t = &ctx->gcontent->track;
    for (int pos = 0; ctx->round > 0 && pos < t->n; pos++)
        if (ring_track_round(t, pos) == ctx->round) {
            g->round = (uint8_t)ctx->round;
            g->track_pos = (uint8_t)pos;
        }
}

/* rf_game_new on the scenario's board with two stand-ins, who leave. */
static rf_status new_game(scn_ctx *ctx, const scn_line *ln)
{
    geo_cell at[2];
    if (!standin_spaces(ctx, at))
        return build_fail(ctx, ln, "the board has no room for the engine's set-up%s", "");
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.nlegends = 2;
    for (int i = 0; i < 2; i++) {
        snprintf(s.legend[i].name, sizeof s.legend[i].name, "%s", rf_draft_pool_legend(i));
        s.legend[i].squad = i;
        s.legend[i].x = at[i].x;
        s.legend[i].y = at[i].y;
    }
    s.seed = 1;
    s.ring = ctx->ring;                                       /* RING */
    rf_error e;
    if (rf_game_new(ctx->gcontent, ctx->gmap, &s, &ctx->game, &e) != RF_OK)
        return build_fail(ctx, ln, "the engine refused the set-up: %s", e.message);
    clear_standins(ctx->game);
    place_ring(ctx);
    return RF_OK;
}

static rf_status copy_content(scn_ctx *ctx, const scn_line *ln)
{
    ctx->gcontent = malloc(sizeof *ctx->gcontent);
    ctx->gmap = calloc(1, sizeof *ctx->gmap);
    if (!ctx->gcontent || !ctx->gmap)
        return error_fail(ctx->err, RF_E_NOMEM, ctx->file, ln->pos, 0, NULL, "out of memory");
    memcpy(ctx->gcontent, ctx->content, sizeof *ctx->gcontent);
    if (ctx->aim_board_set) ctx->gcontent->catalog.aim_board = ctx->aim_board;   /* AIM-18 */
    ctx->gmap->content = ctx->gcontent;
    snprintf(ctx->gmap->name, sizeof ctx->gmap->name, "%s", ctx->file);
    ctx->gmap->board = ctx->board;
    return RF_OK;
}

rf_status scn_game_need(scn_ctx *ctx, const scn_line *ln)
{
    if (ctx->game) return RF_OK;
    if (ctx->nlegends > RF_MAX_LEGENDS)
        return scn_error(ctx, ln, 0, "", "the game holds at most %d legends (RF_MAX_LEGENDS); "
                         "this scenario has %d", RF_MAX_LEGENDS, ctx->nlegends);
    rf_status st = copy_content(ctx, ln);
    if (st == RF_OK) st = new_game(ctx, ln);
    if (st != RF_OK) return st;
    for (int l = 0; l < ctx->nlegends; l++)
        if (!place_legend(ctx, l))
            return scn_error(ctx, ln, 0, "", "cannot set up %s: the content lacks its gear, "
                             "or too many weapon cards or tokens", ctx->legend[l].name);
    if (!scn_supply_stack(ctx) || !scn_weapon_deck_stack(ctx))
        return scn_error(ctx, ln, 0, "", "cannot stack the bags and the weapon deck: more "
                         "tokens or cards than the game holds (RF_MAX_PIECES)");
    ctx->game->overlay = ctx->overlay;
    ctx->active = -1;
    ctx->game_line = ctx->lineno;
    return scn_game_check(ctx, ln);
}

bool scn_expect_legend_ready(scn_ctx *ctx, scn_line *ln, rf_status *st, int idx,
                             const char *why)
{
    if (*st == RF_OK) *st = scn_args_end(ctx, ln);
    if (*st == RF_OK) *st = scn_game_need(ctx, ln);
    if (*st != RF_OK) return false;
    if (idx >= 0) return true;
    scn_cannot(ctx, ln, why);
    return false;
}

rf_status scn_game_check(scn_ctx *ctx, const scn_line *ln)
{
    rf_error e;
    if (rf_check(ctx->game, &e) == RF_OK) return RF_OK;
    return scn_error(ctx, ln, 0, "", "the game's state breaks an invariant (a runner bug): %s",
                     e.message);
}

rf_status scn_after_game(scn_ctx *ctx, scn_line *ln)
{
    return scn_error(ctx, ln, 0, "", "'%s' sets the game up: it must come before the first "
                     "line that plays or asks the rules (the game was built on line %d)",
                     ln->kw, ctx->game_line);
}

void scn_game_free(scn_ctx *ctx)
{
    rf_game_free(ctx->game);
    free(ctx->gcontent);
    free(ctx->gmap);
    ctx->game = NULL;
}

/* --- the mirror --- */

void scn_game_pull(scn_ctx *ctx)
{
    const rf_game *g = ctx->game;
    if (!g) return;
    for (int l = 0; l < ctx->nlegends && l < g->nlegends; l++) {
        scn_legend *s = &ctx->legend[l];
        const rf_legend *lg = &g->legend[l];
        s->at = lg->pos;
        s->eliminated = !lg->on_map;
        s->health = lg->vitals.health;
        s->shield = lg->vitals.shield;
        s->maxshield = lg->vitals.shield_max;
        s->ko_exhausted = lg->vitals.ko_exhausted;
        for (int k = 0; k < SCN_LEGEND_WEAPONS; k++) s->ammo[k] = lg->ammo[k];   /* by slot */
    }
    ctx->overlay = g->overlay;
}

void scn_game_push(scn_ctx *ctx)
{
    rf_game *g = ctx->game;
    if (!g) return;
    for (int l = 0; l < ctx->nlegends && l < g->nlegends; l++) g->legend[l].pos = ctx->legend[l].at;
    g->overlay = ctx->overlay;
}

/* --- driving it --- */

/* The Aim deck in the queue's order (SHOOT-10): the queued cards over the
 * copy's first Aim cards, the rest as the content prints them. `strip`:
 * icons the cards count as lacking (AIM-17, TERM-7). */
void scn_game_stack_aim(scn_ctx *ctx, uint8_t strip)
{
    rf_catalog *cat = &ctx->gcontent->catalog;
    for (int i = 0; i < RF_AIM_DECK; i++) {
        cat->aim[i] = i < ctx->naim_queue ? ctx->aim_queue[i] : ctx->content->catalog.aim[i];
        if (i < ctx->naim_queue) cat->aim[i].icons = (uint8_t)(cat->aim[i].icons & ~strip);
        ctx->game->aim_deck[i] = (int8_t)i;
    }
}

void scn_game_drew(scn_ctx *ctx, int n)
{
    if (n > ctx->naim_queue) n = ctx->naim_queue;
    ctx->naim_queue -= n;
    memmove(ctx->aim_queue, ctx->aim_queue + n, (size_t)ctx->naim_queue * sizeof *ctx->aim_queue);
}

/* A fresh activation of legend l (ACT-3): its squad's turn, the legend
 * choosing its first action with 2 AP. The stack below is the engine's:
 * the round (its next step after this turn) and the squad's turn. kept:
 * an `activate` line: the next actions of l spend this activation's AP. */
rf_status scn_game_activate(scn_ctx *ctx, int l, bool kept, char *why)
{
    rf_game *g = ctx->game;
    if (g->over) {
        snprintf(why, SCN_WHY_LEN, "the game is over (%s)", g->winner < 0 ? "a draw"
                 : g->winner == RF_RED ? "red won" : "blue won");
        return RF_E_ILLEGAL;
    }
    int squad = g->legend[l].squad;
    g->nframes = 1;                                           /* the round frame */
    g->stack[0].step = (uint8_t)(squad == RF_RED ? ROUND_STEP_BLUE : ROUND_STEP_TRANSITION);
    g->squad_turn = (uint8_t)squad;
    rf_frame *t = engine_push(g, FR_TURN, -1);
    t->turn.squad = (int16_t)squad;
    t->turn.started = 1;                       /* the turn's start is behind it (turn_run) */
    t->step = 1;
    g->legend[l].activated = false;
    g->active = (int8_t)l;
    engine_push(g, FR_ACTIVATION, l);
    engine_advance(g);
    ctx->active = kept ? l : -1;
    return RF_OK;
}

/* The round's transition (TRANS-1 … TRANS-7): the legends still to act
 * pass (their activations are over, ACT-2), the round frame's transition
 * step runs, up to the next round's first decision. */
rf_status scn_game_transition(scn_ctx *ctx, char *why)
{
    rf_game *g = ctx->game;
    if (g->over) {
        snprintf(why, SCN_WHY_LEN, "the game is over");
        return RF_E_ILLEGAL;
    }
    for (int l = 0; l < g->nlegends; l++) g->legend[l].activated = true;
    g->active = -1;
    g->nframes = 1;                                           /* the round frame */
    g->stack[0].step = ROUND_STEP_TRANSITION;
    engine_advance(g);
    ctx->active = -1;
    return RF_OK;
}

/* The game's log lines of the current action, joined with "; ". */
static void capture(void *user, int seat, const char *line)
{
    (void)seat;
    scn_ctx *ctx = user;
    while (*line == ' ') line++;                 /* the log's indentation */
    size_t n = strlen(ctx->log), room = sizeof ctx->log - n;
    if (room > 3) snprintf(ctx->log + n, room, "%s%s", n ? "; " : "", line);
}

void scn_game_log_start(scn_ctx *ctx)
{
    ctx->log[0] = '\0';
    rf_game_set_log(ctx->game, capture, ctx);
}

void scn_game_log_stop(scn_ctx *ctx) { rf_game_set_log(ctx->game, NULL, NULL); }

bool scn_game_listed(const rf_game *g, unsigned code)
{
    unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++)
        if (codes[i] == code) return true;
    return false;
}

rf_status scn_game_choose(scn_ctx *ctx, unsigned code, char *why)
{
    scn_game_stack_aim(ctx, ctx->strip_icons);
    rf_error e;
    rf_status st = rf_choose(ctx->game, code, &e);
    if (st != RF_OK) snprintf(why, SCN_WHY_LEN, "%.150s", e.message);
    return st;
}
