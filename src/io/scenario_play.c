/*
 * scenario_play.c — the actions and phases beyond combat, played by the
 * engine (docs/scenarios.md, "Activations, items, respawns, the round"):
 *
 *   give NAME ITEM [ITEM ...]      set-up: loot tokens in its backpack (BACKPACK-3)
 *   ring X,Y X,Y                   set-up: the Ring module, its border (RING-3, RING-9)
 *   round N                        set-up: the round marker on round N (SETUP-2, TRANS-5)
 *   activate NAME                  its activation (ACT-1, ACT-3): the next actions spend its AP
 *   end NAME                       it ends its activation (ACT-7)
 *   throw NAME ITEM X,Y [rot R]    Use and Move 1: a grenade (USE, GRENADE)
 *   use NAME ITEM                  Use and Move 1: a consumable (USE, CONSUM)
 *   respawn NAME X,Y               the Respawn action (RESP)
 *   transition                     the round's transition phase (TRANS-1 … TRANS-7)
 *   interact NAME fit ITEM WEAPON  Interact and Move 1: an attachment fitted (INTERACT-1, ATTACH-5)
 *   interact NAME unfit ITEM       Interact and Move 1: an attachment taken off (INTERACT-2)
 *   (throw, use and interact end with an optional `first X,Y` or `then X,Y`:
 *   the Move 1, ACT-11, scenario_step.c)
 *   expect ap / active / action / vp / deathboxes / over / round / pack / attached
 *
 * As in scenario_combat.c, an action is a chain of decisions through
 * rf_choose; an action the engine does not offer is a FAIL line with the
 * engine's reason and changes nothing (the game is put back).
 */
#include <stdlib.h>
#include <string.h>

#include "io/notation.h"
#include "io/scenario.h"
#include "io/scenario_game.h"
#include "rules/engine/engine.h"
#include "rules/modules/ring/ring.h"
#include "rules/engine/pieces.h"

static const char *const action_names[] = { "move", "interact", "shoot", "use", "melee",
                                             "destroy", "respawn", "end", NULL };

/* A legend named on an action line: unknown is an error. */
rf_status scn_play_who(scn_ctx *ctx, scn_line *ln, int *idx)
{
    char why[SCN_WHY_LEN];
    rf_status st = scn_arg_legend(ctx, ln, "NAME", idx, why, sizeof why);
    if (st == RF_OK && *idx < 0) return scn_error(ctx, ln, ln->pos - 1, "NAME", "%s", why);
    return st;
}

/* A loot kind of the content by id (data/loot.json). */
rf_status scn_play_item(scn_ctx *ctx, scn_line *ln, int *def)
{
    const char *id = NULL;
    rf_status st = scn_arg_word(ctx, ln, "ITEM", &id);
    if (st != RF_OK) return st;
    *def = catalog_loot(&ctx->content->catalog, id);
    if (*def < 0)
        return scn_error(ctx, ln, ln->pos - 1, "ITEM", "no loot token '%.40s' in the content "
                         "(an id of data/loot.json, e.g. frag_grenade)", id);
    return RF_OK;
}

/* --- set-up lines --- */

/* give NAME ITEM [ITEM ...]: tokens in its backpack, in order (BACKPACK-1: 8). */
rf_status scn_kw_give(scn_ctx *ctx, scn_line *ln)
{
    int idx = -1, def = -1;
    if (ctx->game) return scn_after_game(ctx, ln);
    rf_status st = scn_play_who(ctx, ln, &idx);
    if (st == RF_OK && !scn_more(ln)) return scn_error(ctx, ln, ln->ntok, "ITEM", "missing ITEM");
    while (st == RF_OK && scn_more(ln)) {
        st = scn_play_item(ctx, ln, &def);
        scn_legend *lg = &ctx->legend[idx];
        if (st == RF_OK && lg->npack == SCN_BACKPACK)
            return scn_error(ctx, ln, ln->pos - 1, "ITEM", "%s's backpack holds %d tokens "
                             "(BACKPACK-1)", lg->name, SCN_BACKPACK);
        if (st == RF_OK) lg->pack[lg->npack++] = def;
    }
    return st;
}

/* ring X,Y X,Y: the Ring module with its figures on these corners. */
rf_status scn_kw_ring(scn_ctx *ctx, scn_line *ln)
{
    geo_cell a, b;
    if (ctx->game) return scn_after_game(ctx, ln);
    rf_status st = scn_arg_xy(ctx, ln, "X,Y", &a);
    if (st == RF_OK) st = scn_arg_xy(ctx, ln, "X,Y", &b);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK) return st;
    if (a.x > b.x || a.y > b.y || !geo_on_board(ctx->board, a) || !geo_on_board(ctx->board, b))
        return scn_error(ctx, ln, 1, "X,Y", "expected the north-west then the south-east corner "
                         "of the ring, on the board");
    ctx->ring = true;
    ctx->ring_nw = a;
    ctx->ring_se = b;
    return RF_OK;
}

/* round N: the round marker on round N's space of the track. */
rf_status scn_kw_round(scn_ctx *ctx, scn_line *ln)
{
    int n = 0;
    if (ctx->game) return scn_after_game(ctx, ln);
    rf_status st = scn_arg_int(ctx, ln, "N", 1, 8, &n);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st == RF_OK) ctx->round = n;
    return st;
}

/* --- actions --- */

/* Legend s's activation: the one an `activate` line started, or a fresh one. */
bool scn_play_begin(scn_ctx *ctx, int s, char *why)
{
    if (ctx->active == s && ctx->game->active == s) return true;
    return scn_game_activate(ctx, s, false, why) == RF_OK;
}

/* Choose each code in turn; a code not offered stops with the engine's
 * reason (prefixed by what it was). */
bool scn_play_chain(scn_ctx *ctx, const unsigned *codes, const char *const *what, int n,
                    char *why)
{
    for (int i = 0; i < n; i++) {
        char engine[SCN_WHY_LEN];
        if (scn_game_choose(ctx, codes[i], engine) != RF_OK) {
            rf_decision d;
            rf_pending(ctx->game, &d);
            snprintf(why, SCN_WHY_LEN, "the engine does not offer %.50s (%.70s)", what[i],
                     d.prompt);
            return false;
        }
    }
    return true;
}

/* Finish a combined action (ACT-11: the Move 1 left out) if it waits. */
bool scn_play_finish(scn_ctx *ctx, int s, char *why)
{
    unsigned done = engine_code(OPT_PART, PART_DONE, 0);
    rf_decision d;
    if (rf_pending_brief(ctx->game, &d) && d.kind == RF_DEC_ACTION && d.legend == s &&
        scn_game_listed(ctx->game, done))
        return scn_game_choose(ctx, done, why) == RF_OK;
    return true;
}

/* Play an action on the game; refused: FAIL line, the game put back. */
rf_status scn_game_play(scn_ctx *ctx, scn_line *ln, const char *action, scn_play_fn fn,
                        const void *arg)
{
    rf_status st = scn_game_need(ctx, ln);
    if (st != RF_OK) return st;
    rf_game *before = rf_game_clone(ctx->game);
    if (!before) return error_fail(ctx->err, RF_E_NOMEM, ctx->file, ctx->lineno, 0, NULL, "out of memory");
    char why[SCN_WHY_LEN] = "";
    int active = ctx->active, nq = ctx->naim_queue;
    scn_game_log_start(ctx);
    bool ok = fn(ctx, arg, why);
    scn_game_log_stop(ctx);
    if (ok) {
        scn_game_pull(ctx);
    } else {
        rf_game_copy(ctx->game, before);
        ctx->active = active;
        ctx->naim_queue = nq;
        scn_game_pull(ctx);
        scn_report(ctx, ln, false, "cannot %s: %s", action, why);
    }
    free(before);
    return scn_game_check(ctx, ln);
}

/* The end of an action line: st the status of its arguments so far; none
 * left, then the action played (scn_game_play). */
rf_status scn_play_line(scn_ctx *ctx, scn_line *ln, rf_status st, const char *action,
                        scn_play_fn fn, const void *arg)
{
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    return st == RF_OK ? scn_game_play(ctx, ln, action, fn, arg) : st;
}

/* What `expect last` and `expect card` read, saved and put back. */
typedef struct last_seen {
    int kind, hits, heads, damage;
    rf_last_attack attack;
} last_seen;

static last_seen last_save(const scn_ctx *ctx)
{
    return (last_seen){ ctx->last_kind, ctx->last_hits, ctx->last_heads, ctx->last_damage,
                       ctx->last_attack };
}

static void last_restore(scn_ctx *ctx, const last_seen *l)
{
    ctx->last_kind = l->kind;
    ctx->last_hits = l->hits;
    ctx->last_heads = l->heads;
    ctx->last_damage = l->damage;
    ctx->last_attack = l->attack;
}

/* Whether fn's action could be played now: tried on a copy of the game,
 * which is then dropped (why: the engine's reason when not). */
bool scn_game_try(scn_ctx *ctx, scn_play_fn fn, const void *arg, char *why)
{
    rf_game *keep = ctx->game, *copy = rf_game_clone(keep);
    if (!copy) {
        snprintf(why, SCN_WHY_LEN, "out of memory");
        return false;
    }
    int active = ctx->active, nq = ctx->naim_queue;
    last_seen last = last_save(ctx);              /* an attack tried is not the last */
    ctx->game = copy;
    bool got = fn(ctx, arg, why);
    rf_game_free(copy);
    ctx->game = keep;
    ctx->active = active;
    ctx->naim_queue = nq;
    last_restore(ctx, &last);
    return got;
}

/* The end of `expect ACTION ... yes|no`: st the status of the arguments
 * read so far, s the legend; the action tried on a copy of the game, and
 * the line reported (the engine's reason when it would refuse). */
rf_status scn_expect_try(scn_ctx *ctx, scn_line *ln, rf_status st, int s, scn_play_fn fn,
                         const void *arg)
{
    char why[SCN_WHY_LEN] = "";
    bool want = false;
    if (st == RF_OK) st = scn_arg_yesno(ctx, ln, "yes|no", &want);
    if (!scn_expect_legend_ready(ctx, ln, &st, s, why)) return st;
    bool got = scn_game_try(ctx, fn, arg, why);
    scn_report(ctx, ln, got == want, "%s", got ? "yes" : why);
    return RF_OK;
}

/* activate NAME */
static bool do_activate(scn_ctx *ctx, const void *arg, char *why)
{
    return scn_game_activate(ctx, *(const int *)arg, true, why) == RF_OK;
}

rf_status scn_kw_activate(scn_ctx *ctx, scn_line *ln)
{
    int idx = -1;
    rf_status st = scn_play_who(ctx, ln, &idx);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    return st == RF_OK ? scn_game_play(ctx, ln, "activate", do_activate, &idx) : st;
}

/* end NAME: ACT-7 (ACT-20: not while it must still respawn). */
static bool do_end(scn_ctx *ctx, const void *arg, char *why)
{
    int s = *(const int *)arg;
    if (ctx->game->active != s) {
        snprintf(why, SCN_WHY_LEN, "%s is not the active legend", ctx->game->legend[s].name);
        return false;
    }
    unsigned code = engine_code(OPT_ACTION, ACT_END, 0);
    static const char *const what[] = { "ending the activation" };
    if (!scn_play_chain(ctx, &code, what, 1, why)) return false;
    ctx->active = -1;
    return true;
}

rf_status scn_kw_end(scn_ctx *ctx, scn_line *ln)
{
    int idx = -1;
    rf_status st = scn_play_who(ctx, ln, &idx);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    return st == RF_OK ? scn_game_play(ctx, ln, "end", do_end, &idx) : st;
}

/* The backpack slot of legend l holding a token of loot kind def, or -1. */
int scn_pack_slot(const rf_game *g, int l, int def)
{
    for (int s = 0; s < RF_BACKPACK; s++) {
        int p = g->legend[l].pack[s];
        if (p >= 0 && g->piece[p].def == def) return s;
    }
    return -1;
}

typedef struct use_arg { int s, def, rot; geo_cell at; bool grenade; scn_step step; } use_arg;

/* Use and Move 1 (ACT-8, USE-1): the Use part with the item in the
 * backpack; a grenade aimed at a space (GRENADE-2), turned (R-GRENADE-10). */
static bool do_use(scn_ctx *ctx, const void *arg, char *why)
{
    const use_arg *u = arg;
    const rf_loot_def *d = &ctx->gcontent->catalog.loot[u->def];
    int slot = scn_pack_slot(ctx->game, u->s, u->def);
    if (slot < 0) {
        snprintf(why, SCN_WHY_LEN, "%s holds no %s in its backpack (give)",
                 ctx->game->legend[u->s].name, d->id);
        return false;
    }
    if (u->grenade && d->drift_cards > ctx->naim_queue) {
        snprintf(why, SCN_WHY_LEN, "the Aim deck queue is empty (the %s draws %d drift cards, "
                 "%d queued: deck aim)", d->name, d->drift_cards, ctx->naim_queue);
        return false;
    }
    unsigned codes[2] = { engine_code(OPT_USE_ITEM, slot, 0),
                          engine_code(OPT_USE_AT, u->rot, geo_cell_index(u->at)) };
    static const char *const what[] = { "Use and Move 1", "the Use part", "this item",
                                        "this landing space and turn (GRENADE-2)" };
    if (!scn_combined_begin(ctx, u->s, ACT_USE_MOVE1, what, &u->step, why) ||
        !scn_play_chain(ctx, codes, what + 2, u->grenade ? 2 : 1, why))
        return false;
    if (u->grenade) scn_game_drew(ctx, d->drift_cards);                 /* GRENADE-3 */
    return scn_combined_end(ctx, u->s, &u->step, why);
}

static rf_status use_line(scn_ctx *ctx, scn_line *ln, bool grenade)
{
    use_arg u = { -1, -1, 0, { 0, 0 }, grenade, { SCN_STEP_NONE, { 0, 0 }, -1 } };
    rf_status st = scn_play_who(ctx, ln, &u.s);
    if (st == RF_OK) st = scn_play_item(ctx, ln, &u.def);
    if (st == RF_OK && grenade) st = scn_arg_xy(ctx, ln, "X,Y", &u.at);
    if (st == RF_OK && grenade && scn_more(ln) && strcmp(scn_peek(ln), "rot") == 0) {
        ln->pos++;
        st = scn_arg_int(ctx, ln, "rot", 0, 3, &u.rot);
    }
    if (st == RF_OK) st = scn_arg_step(ctx, ln, &u.step);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK) return st;
    int fam = ctx->content->catalog.loot[u.def].family;
    if (grenade != (fam == RF_LOOT_GRENADE))
        return scn_error(ctx, ln, 2, "ITEM", "'%s' is %s", ctx->content->catalog.loot[u.def].id,
                         grenade ? "not a grenade (use it with 'use')" : "a grenade (throw it)");
    return scn_game_play(ctx, ln, grenade ? "throw" : "use", do_use, &u);
}

rf_status scn_kw_throw(scn_ctx *ctx, scn_line *ln) { return use_line(ctx, ln, true); }
rf_status scn_kw_use(scn_ctx *ctx, scn_line *ln) { return use_line(ctx, ln, false); }

typedef struct respawn_arg { int s; geo_cell at; } respawn_arg;

/* The Respawn action (RESP-1): no instant played, then the space among
 * those the engine offers (RESP-4). */
static bool do_respawn(scn_ctx *ctx, const void *arg, char *why)
{
    const respawn_arg *r = arg;
    unsigned code = engine_code(OPT_ACTION, ACT_RESPAWN, 0);
    static const char *const what[] = { "the Respawn action (RESP-2: only when eliminated)" };
    if (!scn_play_begin(ctx, r->s, why) || !scn_play_chain(ctx, &code, what, 1, why)) return false;
    unsigned codes[RF_MAX_OPTIONS];
    rf_decision d;
    if (rf_pending_brief(ctx->game, &d) && scn_game_listed(ctx->game, engine_code(OPT_DONE, 0, 0)) &&
        scn_game_choose(ctx, engine_code(OPT_DONE, 0, 0), why) != RF_OK)
        return false;                                       /* no instant (INSTANT-1) */
    int n = rf_option_codes(ctx->game, codes, RF_MAX_OPTIONS);
    for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++)
        if (engine_code_kind(codes[i]) == OPT_RESPAWN_AT && engine_code_b(codes[i]) == geo_cell_index(r->at))
            return scn_game_choose(ctx, codes[i], why) == RF_OK;
    char at[24];
    notation_format_place(geo_place_cell(r->at), at, sizeof at);
    snprintf(why, SCN_WHY_LEN, "the engine does not offer %s (RESP-4: a free space adjacent to "
             "the respawn beacon closest to a squadmate)", at);
    return false;
}

rf_status scn_kw_respawn(scn_ctx *ctx, scn_line *ln)
{
    respawn_arg r = { -1, { 0, 0 } };
    rf_status st = scn_play_who(ctx, ln, &r.s);
    if (st == RF_OK) st = scn_arg_xy(ctx, ln, "X,Y", &r.at);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    return st == RF_OK ? scn_game_play(ctx, ln, "respawn", do_respawn, &r) : st;
}

/* transition: the legends still to act pass, and the round's transition
 * phase runs (TRANS-1 … TRANS-7: ring damage, cards, the round marker),
 * up to the next round's first decision. */
static bool do_transition(scn_ctx *ctx, const void *arg, char *why)
{
    (void)arg;
    return scn_game_transition(ctx, why) == RF_OK;
}

rf_status scn_kw_transition(scn_ctx *ctx, scn_line *ln)
{
    rf_status st = scn_args_end(ctx, ln);
    return st == RF_OK ? scn_game_play(ctx, ln, "run the transition", do_transition, NULL) : st;
}

typedef struct interact_arg { int s, def, weapon; bool fit; scn_step step; } interact_arg;

/* The weapon slot of legend l holding the weapon card named `name` in the
 * game, or -1. */
int scn_weapon_slot(const rf_game *g, int l, const char *name)
{
    for (int w = 0; w < RF_WEAPON_SLOTS; w++) {
        int p = g->legend[l].weapon[w];
        if (p >= 0 && strcmp(pieces_weapon_of(g, p)->name, name) == 0) return w;
    }
    return -1;
}

/* The option of the Interact part that moves the attachment: OPT_FIT from
 * its backpack slot onto weapon w (the first of its slots the engine
 * offers, ATTACH-2), or OPT_UNFIT from the weapon slot it is fitted on. */
static unsigned interact_code(const rf_game *g, const interact_arg *a)
{
    unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS), slot = scn_pack_slot(g, a->s, a->def);
    const rf_legend *lg = &g->legend[a->s];
    for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++) {
        unsigned c = codes[i];
        int ca = engine_code_a(c), cb = engine_code_b(c);
        if (a->fit && engine_code_kind(c) == OPT_FIT && ca == slot && cb / 8 == a->weapon) return c;
        if (!a->fit && engine_code_kind(c) == OPT_UNFIT && lg->attach[ca][cb] >= 0 &&
            g->piece[lg->attach[ca][cb]].def == a->def)
            return c;
    }
    return 0;
}

/* Interact and Move 1 (ACT-8, INTERACT-1): the Interact part fits an
 * attachment from the backpack onto a weapon (INTERACT-1 (b); one already
 * in that slot goes to the backpack slot freed, ATTACH-5) or takes a
 * fitted one back into a free backpack slot (INTERACT-1 (c), INTERACT-2);
 * then the interaction is finished and the Move 1 left out. */
static bool do_interact(scn_ctx *ctx, const void *arg, char *why)
{
    const interact_arg *a = arg;
    const char *name = ctx->gcontent->catalog.loot[a->def].name;
    static const char *const what[] = { "Interact and Move 1", "the Interact part" };
    if (!scn_combined_begin(ctx, a->s, ACT_INTERACT_MOVE1, what, &a->step, why)) return false;
    unsigned code = interact_code(ctx->game, a);
    if (!code) {
        snprintf(why, SCN_WHY_LEN, a->fit ? "the engine does not offer fitting %s from the "
                                            "backpack on that weapon (ATTACH-2: a slot of its "
                                            "kind)"
                                          : "the engine does not offer taking %s off into the "
                                            "backpack (fitted, and a free slot: INTERACT-2)",
                 name);
        return false;
    }
    if (scn_game_choose(ctx, code, why) != RF_OK) return false;
    if (scn_game_choose(ctx, engine_code(OPT_DONE, 0, 0), why) != RF_OK) return false;
    return scn_combined_end(ctx, a->s, &a->step, why);
}

/* interact NAME fit ITEM WEAPON | interact NAME unfit ITEM, then [first|then X,Y] */
rf_status scn_kw_interact(scn_ctx *ctx, scn_line *ln)
{
    interact_arg a = { -1, -1, -1, true, { SCN_STEP_NONE, { 0, 0 }, -1 } };
    const char *how = NULL, *wname = NULL;
    rf_status st = scn_play_who(ctx, ln, &a.s);
    if (st == RF_OK) st = scn_arg_word(ctx, ln, "fit|unfit", &how);
    if (st == RF_OK && strcmp(how, "fit") != 0 && strcmp(how, "unfit") != 0)
        return scn_error(ctx, ln, ln->pos - 1, "fit|unfit", "expected fit or unfit, got "
                         "'%.20s'", how);
    if (st == RF_OK) a.fit = strcmp(how, "fit") == 0;
    if (st == RF_OK) st = scn_play_item(ctx, ln, &a.def);
    if (st == RF_OK && a.fit) st = scn_arg_word(ctx, ln, "WEAPON", &wname);
    if (st == RF_OK) st = scn_arg_step(ctx, ln, &a.step);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK) return st;
    if (ctx->content->catalog.loot[a.def].family != RF_LOOT_ATTACHMENT)
        return scn_error(ctx, ln, 3, "ITEM", "'%s' is not an attachment",
                         ctx->content->catalog.loot[a.def].id);
    st = scn_game_need(ctx, ln);
    if (st != RF_OK) return st;
    if (a.fit && (a.weapon = scn_weapon_slot(ctx->game, a.s, wname)) < 0)
        return scn_error(ctx, ln, 4, "WEAPON", "%s holds no weapon named '%.40s' (equip)",
                         ctx->game->legend[a.s].name, wname);
    return scn_game_play(ctx, ln, "interact", do_interact, &a);
}

/* --- expectations --- */

/* expect ap N: the active legend's action points left (ACT-3). */
rf_status scn_ex_ap(scn_ctx *ctx, scn_line *ln)
{
    int n = 0;
    rf_status st = scn_arg_int(ctx, ln, "N", 0, 9, &n);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st == RF_OK) st = scn_game_need(ctx, ln);
    if (st != RF_OK) return st;
    const rf_game *g = ctx->game;
    int ap = g->active >= 0 ? g->ap : 0;
    scn_report(ctx, ln, ap == n, "%d (%s)", ap, g->active >= 0 ? g->legend[g->active].name
                                                                  : "no active legend");
    return RF_OK;
}

/* expect active NAME|none: whose activation it is. */
rf_status scn_ex_active(scn_ctx *ctx, scn_line *ln)
{
    char why[SCN_WHY_LEN];
    int idx = -1;
    bool none = scn_more(ln) && strcmp(scn_peek(ln), "none") == 0;
    rf_status st = none ? (ln->pos++, RF_OK) : scn_arg_legend(ctx, ln, "NAME", &idx, why, sizeof why);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st == RF_OK) st = scn_game_need(ctx, ln);
    if (st != RF_OK) return st;
    if (!none && idx < 0) {
        scn_cannot(ctx, ln, why);
        return RF_OK;
    }
    const rf_game *g = ctx->game;
    scn_report(ctx, ln, g->active == idx, "%s", g->active >= 0 ? g->legend[g->active].name : "none");
    return RF_OK;
}

typedef struct action_arg { int s, act; } action_arg;

/* In legend s's activation the engine offers basic action act now. */
static bool offers_action(scn_ctx *ctx, const void *arg, char *why)
{
    const action_arg *a = arg;
    return scn_play_begin(ctx, a->s, why) && ctx->game->active == a->s &&
           scn_game_listed(ctx->game, engine_code(OPT_ACTION, a->act, 0));
}

/* expect action NAME ACTION yes|no: the engine offers that basic action
 * (ACT-8) now in NAME's activation: the one started, else a fresh one. */
rf_status scn_ex_action(scn_ctx *ctx, scn_line *ln)
{
    char why[SCN_WHY_LEN];
    int idx = -1, act = 0;
    bool want = false;
    rf_status st = scn_arg_legend(ctx, ln, "NAME", &idx, why, sizeof why);
    if (st == RF_OK) st = scn_arg_choice(ctx, ln, "ACTION", action_names, &act);
    if (st == RF_OK) st = scn_arg_yesno(ctx, ln, "yes|no", &want);
    if (!scn_expect_legend_ready(ctx, ln, &st, idx, why)) return st;
    action_arg a = { idx, act };
    bool got = scn_game_try(ctx, offers_action, &a, why);
    const rf_game *g = ctx->game;
    scn_report(ctx, ln, got == want, "%s (%d AP)", scn_yesno(got), g->active == idx ? g->ap : 2);
    return RF_OK;
}

/* expect vp red|blue N: the squad's victory points (ELIM-3). */
rf_status scn_ex_vp(scn_ctx *ctx, scn_line *ln)
{
    static const char *const squads[] = { "red", "blue", NULL };
    int sq = 0, n = 0;
    rf_status st = scn_arg_choice(ctx, ln, "red|blue", squads, &sq);
    if (st == RF_OK) st = scn_arg_int(ctx, ln, "N", 0, 99, &n);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st == RF_OK) st = scn_game_need(ctx, ln);
    if (st != RF_OK) return st;
    scn_report(ctx, ln, ctx->game->vp[sq] == n, "%d", ctx->game->vp[sq]);
    return RF_OK;
}

/* expect deathboxes NAME N: the death boxes left on its board (BR-4, ELIM-3). */
rf_status scn_ex_deathboxes(scn_ctx *ctx, scn_line *ln)
{
    char why[SCN_WHY_LEN];
    int idx = -1, n = 0;
    rf_status st = scn_arg_legend(ctx, ln, "NAME", &idx, why, sizeof why);
    if (st == RF_OK) st = scn_arg_int(ctx, ln, "N", 0, 9, &n);
    if (!scn_expect_legend_ready(ctx, ln, &st, idx, why)) return st;
    int got = ctx->game->legend[idx].death_boxes;
    scn_report(ctx, ln, got == n, "%d", got);
    return RF_OK;
}

/* expect over red|blue|draw|no: the game is over and who won (BR-5 … BR-7). */
rf_status scn_ex_over(scn_ctx *ctx, scn_line *ln)
{
    static const char *const results[] = { "red", "blue", "draw", "no", NULL };
    int want = 0;
    rf_status st = scn_arg_choice(ctx, ln, "red|blue|draw|no", results, &want);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st == RF_OK) st = scn_game_need(ctx, ln);
    if (st != RF_OK) return st;
    int w = -1;
    int got = !rf_game_over(ctx->game, &w) ? 3 : w < 0 ? 2 : w;
    scn_report(ctx, ln, got == want, "%s", results[got]);
    return RF_OK;
}

/* expect round N: the round being played (ROUND-1). */
rf_status scn_ex_round(scn_ctx *ctx, scn_line *ln)
{
    int n = 0;
    rf_status st = scn_arg_int(ctx, ln, "N", 1, 99, &n);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st == RF_OK) st = scn_game_need(ctx, ln);
    if (st != RF_OK) return st;
    scn_report(ctx, ln, ctx->game->round == n, "%d", ctx->game->round);
    return RF_OK;
}

/* expect pack NAME ITEM N: tokens of that kind in its backpack. */
rf_status scn_ex_pack(scn_ctx *ctx, scn_line *ln)
{
    char why[SCN_WHY_LEN];
    int idx = -1, def = -1, n = 0;
    rf_status st = scn_arg_legend(ctx, ln, "NAME", &idx, why, sizeof why);
    if (st == RF_OK) st = scn_play_item(ctx, ln, &def);
    if (st == RF_OK) st = scn_arg_int(ctx, ln, "N", 0, SCN_BACKPACK, &n);
    if (!scn_expect_legend_ready(ctx, ln, &st, idx, why)) return st;
    const rf_game *g = ctx->game;
    int got = 0;
    for (int s = 0; s < RF_BACKPACK; s++) {
        int p = g->legend[idx].pack[s];
        got += p >= 0 && g->piece[p].def == def;
    }
    scn_report(ctx, ln, got == n, "%d", got);
    return RF_OK;
}

/* expect attached NAME WEAPON ITEM yes|no: a token of loot kind ITEM is
 * fitted on the weapon NAME holds (ATTACH-1, ATTACH-5). */
rf_status scn_ex_attached(scn_ctx *ctx, scn_line *ln)
{
    char why[SCN_WHY_LEN];
    int idx = -1, def = -1;
    bool want = false;
    const char *wname = NULL;
    rf_status st = scn_arg_legend(ctx, ln, "NAME", &idx, why, sizeof why);
    if (st == RF_OK) st = scn_arg_word(ctx, ln, "WEAPON", &wname);
    if (st == RF_OK) st = scn_play_item(ctx, ln, &def);
    if (st == RF_OK) st = scn_arg_yesno(ctx, ln, "yes|no", &want);
    if (!scn_expect_legend_ready(ctx, ln, &st, idx, why)) return st;
    const rf_game *g = ctx->game;
    int w = scn_weapon_slot(g, idx, wname);
    if (w < 0) {
        scn_cannot(ctx, ln, "no such weapon held");
        return RF_OK;
    }
    bool got = false;
    for (int k = 0; k < RF_MAX_WEAPON_SLOTS; k++) {
        int p = g->legend[idx].attach[w][k];
        got |= p >= 0 && g->piece[p].def == def;
    }
    scn_report(ctx, ln, got == want, "%s", got ? "yes" : "no");
    return RF_OK;
}
