/*
 * scenario_loot.c — free loot handling, played by the engine (ACT-17,
 * LOOT-4, LOOT-8; frame_activation.c, frame_receive_loot.c):
 *
 *   putdown NAME ITEM X,Y                  drop a backpack token on X,Y (ACT-17 (a))
 *   pickup NAME ITEM X,Y [fit WEAPON | dropto X,Y]   pick one up (ACT-17 (b))
 *   expect putdown / pickup ... yes|no     the engine would play it
 *   expect loot X,Y ITEM N                 tokens of that kind lying on X,Y
 *
 * In NAME's activation (`activate`, else a fresh one), at no AP: the
 * engine's option to drop that backpack token on X,Y (its own or a
 * neighbouring space), or to pick up a token of that kind lying on X,Y (its
 * own or an adjacent space). A token picked up is received (LOOT-4): kept
 * on its proper space — the backpack, or its gear space for gear — or, with
 * `fit WEAPON`, on the first slot of WEAPON the engine offers, or with
 * `dropto X,Y` dropped there; an attachment it displaces is then kept
 * (ATTACH-5). Each is an option the engine lists.
 */
#include <stdio.h>
#include <string.h>

#include "io/notation.h"
#include "io/scenario.h"
#include "io/scenario_game.h"
#include "rules/engine/engine.h"

enum { RECV_KEEP, RECV_FIT, RECV_DROP };

typedef struct loot_arg {
    int s, def, how;                    /* how: enum above (pickup) */
    geo_cell at, to;                    /* the token's space; dropto's space */
    char weapon[SCN_NAME_LEN * 2];
} loot_arg;

/* The engine's option, among those listed now, that match() accepts; 0. */
static unsigned listed(const rf_game *g, bool (*match)(const rf_game *, unsigned, const loot_arg *),
                       const loot_arg *a)
{
    unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++)
        if (match(g, codes[i], a)) return codes[i];
    return 0;
}

/* Picking up a token of kind def lying on the space (ACT-17 (b)). */
static bool pick_match(const rf_game *g, unsigned c, const loot_arg *a)
{
    if (engine_code_kind(c) != OPT_LOOT_PICK) return false;
    const rf_piece *p = &g->piece[engine_code_b(c)];
    return p->kind == RF_PIECE_LOOT && p->def == a->def && p->at == geo_cell_index(a->at);
}

/* Receiving it (LOOT-4): kept on its proper space, fitted on the weapon, or dropped. */
static bool keep_match(const rf_game *g, unsigned c, const loot_arg *a)
{
    int k = engine_code_kind(c), how = engine_code_a(c);
    if (a->how == RECV_DROP) return k == OPT_DROP_AT && engine_code_b(c) == geo_cell_index(a->to);
    if (k != OPT_KEEP) return false;
    if (a->how == RECV_FIT)
        return how == SCN_KEEP_FIT && engine_code_b(c) / 8 == scn_weapon_slot(g, a->s, a->weapon);
    return how == SCN_KEEP_GEAR || how == SCN_KEEP_PACK;
}

static bool refuse(scn_ctx *ctx, const char *what, char *why)
{
    rf_decision d;
    rf_pending(ctx->game, &d);
    snprintf(why, SCN_WHY_LEN, "the engine does not offer %s (%.70s)", what, d.prompt);
    return false;
}

static bool do_pickup(scn_ctx *ctx, const void *arg, char *why)
{
    const loot_arg *a = arg;
    if (!scn_play_begin(ctx, a->s, why)) return false;
    unsigned pick = listed(ctx->game, pick_match, a);
    if (!pick) return refuse(ctx, "picking up that token (ACT-17 (b))", why);
    if (scn_game_choose(ctx, pick, why) != RF_OK) return false;
    unsigned keep = listed(ctx->game, keep_match, a);
    if (!keep) return refuse(ctx, "receiving it so (LOOT-4)", why);
    return scn_game_choose(ctx, keep, why) == RF_OK &&
           scn_keep_received(ctx, why);             /* an attachment fitting displaced */
}

/* Keep each token received on its proper space (LOOT-4), as offered. */
bool scn_keep_received(scn_ctx *ctx, char *why)
{
    rf_decision d;
    while (rf_pending_brief(ctx->game, &d) && d.kind == RF_DEC_LOOT) {
        unsigned gear = engine_code(OPT_KEEP, SCN_KEEP_GEAR, 0), pack = engine_code(OPT_KEEP, SCN_KEEP_PACK, 0);
        unsigned code = scn_game_listed(ctx->game, gear) ? gear : pack;
        if (scn_game_choose(ctx, code, why) != RF_OK) {
            rf_pending(ctx->game, &d);
            snprintf(why, SCN_WHY_LEN, "the engine does not offer keeping it (%.70s; "
                     "BACKPACK-4)", d.prompt);
            return false;
        }
    }
    return true;
}

static bool do_putdown(scn_ctx *ctx, const void *arg, char *why)
{
    const loot_arg *a = arg;
    int slot = scn_pack_slot(ctx->game, a->s, a->def);
    if (slot < 0) {
        snprintf(why, SCN_WHY_LEN, "%s holds no %s in its backpack (give)",
                 ctx->game->legend[a->s].name, ctx->gcontent->catalog.loot[a->def].id);
        return false;
    }
    unsigned code = engine_code(OPT_LOOT_DROP, slot, geo_cell_index(a->at));
    static const char *const what[] = { "dropping it there (ACT-17 (a))" };
    return scn_play_begin(ctx, a->s, why) && scn_play_chain(ctx, &code, what, 1, why);
}

/* NAME ITEM X,Y, then for pickup [fit WEAPON | dropto X,Y]. */
static rf_status read_loot(scn_ctx *ctx, scn_line *ln, loot_arg *a, bool pickup)
{
    const char *w = NULL;
    memset(a, 0, sizeof *a);
    a->how = RECV_KEEP;
    rf_status st = scn_play_who(ctx, ln, &a->s);
    if (st == RF_OK) st = scn_play_item(ctx, ln, &a->def);
    if (st == RF_OK) st = scn_arg_xy(ctx, ln, "X,Y", &a->at);
    if (st != RF_OK || !pickup || !scn_more(ln)) return st;
    if (strcmp(scn_peek(ln), "fit") == 0) {
        ln->pos++;
        a->how = RECV_FIT;
        st = scn_arg_word(ctx, ln, "WEAPON", &w);
        if (st == RF_OK) snprintf(a->weapon, sizeof a->weapon, "%s", w);
    } else if (strcmp(scn_peek(ln), "dropto") == 0) {
        ln->pos++;
        a->how = RECV_DROP;
        st = scn_arg_xy(ctx, ln, "X,Y", &a->to);
    }
    return st;
}

static rf_status loot_line(scn_ctx *ctx, scn_line *ln, bool pickup)
{
    loot_arg a;
    rf_status st = read_loot(ctx, ln, &a, pickup);
    return scn_play_line(ctx, ln, st, pickup ? "pick up" : "put down",
                         pickup ? do_pickup : do_putdown, &a);
}

rf_status scn_kw_pickup(scn_ctx *ctx, scn_line *ln) { return loot_line(ctx, ln, true); }
rf_status scn_kw_putdown(scn_ctx *ctx, scn_line *ln) { return loot_line(ctx, ln, false); }

/* expect pickup|putdown ... yes|no: the line would be played now. */
static rf_status loot_expect(scn_ctx *ctx, scn_line *ln, bool pickup)
{
    loot_arg a;
    rf_status st = read_loot(ctx, ln, &a, pickup);
    return scn_expect_try(ctx, ln, st, a.s, pickup ? do_pickup : do_putdown, &a);
}

rf_status scn_ex_pickup(scn_ctx *ctx, scn_line *ln) { return loot_expect(ctx, ln, true); }
rf_status scn_ex_putdown(scn_ctx *ctx, scn_line *ln) { return loot_expect(ctx, ln, false); }

/* expect loot X,Y ITEM N: tokens of that kind lying on the space. */
rf_status scn_ex_loot(scn_ctx *ctx, scn_line *ln)
{
    geo_cell c;
    int def = -1, n = 0;
    rf_status st = scn_arg_xy(ctx, ln, "X,Y", &c);
    if (st == RF_OK) st = scn_play_item(ctx, ln, &def);
    if (st == RF_OK) st = scn_arg_int(ctx, ln, "N", 0, 99, &n);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st == RF_OK) st = scn_game_need(ctx, ln);
    if (st != RF_OK) return st;
    const rf_game *g = ctx->game;
    int got = 0;
    for (int p = 0; p < g->npieces; p++)
        got += g->piece[p].where == RF_ON_MAP && g->piece[p].kind == RF_PIECE_LOOT &&
               g->piece[p].def == def && g->piece[p].at == geo_cell_index(c);
    scn_report(ctx, ln, got == n, "%d", got);
    return RF_OK;
}
