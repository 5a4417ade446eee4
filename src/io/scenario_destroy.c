/*
 * scenario_destroy.c — `destroy NAME WEAPON|melee X,Y [X,Y]`: "Destroy 2
 * and Move 1" played by the engine (ACT-8, DESTROY-1 … DESTROY-7,
 * frame_destroy.c), and what it leaves:
 *
 *   destroy NAME WEAPON|melee X,Y [X,Y] [first|then X,Y]   the Destroy part at these objects
 *   expect destroy NAME WEAPON|melee X,Y yes|no   the engine would play it
 *   expect object X,Y KIND yes|no           a miniature of that kind stands there
 *
 * In NAME's activation (1 AP): the action, its Destroy part, the attack the
 * engine offers (DESTROY-2: a held weapon with ammo, or melee), then each
 * target among the objects the engine offers for that attack (DESTROY-3:
 * line of sight and the weapon's best range; DESTROY-4: adjacent or on the
 * legend's space), then "destroy the chosen" if the engine still waits, and
 * the Move 1 left out, or with `first X,Y` or `then X,Y` played before or
 * after (ACT-11, scenario_step.c). The runner judges no target itself.
 */
#include <stdio.h>
#include <string.h>

#include "io/notation.h"
#include "io/scenario.h"
#include "io/scenario_game.h"
#include "rules/engine/engine.h"

enum { DESTROY_MAX = 2, HOW_MELEE = RF_WEAPON_SLOTS };   /* "Destroy 2"; OPT_DESTROY_HOW */

typedef struct destroy_arg {
    int s, how, n;                      /* how: a weapon slot, HOW_MELEE; n targets */
    char weapon[SCN_NAME_LEN * 2];      /* the weapon's name ("" with melee) */
    geo_cell at[DESTROY_MAX];
    scn_step step;                      /* its Move 1 (ACT-11) */
} destroy_arg;

/* The engine's offer to destroy the object standing on cell c, or 0. */
static unsigned target_code(const rf_game *g, geo_cell c)
{
    unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++) {
        if (engine_code_kind(codes[i]) != OPT_DESTROY_TARGET) continue;
        geo_place at = g->overlay.o[engine_code_a(codes[i])].at;
        if (at.kind == GEO_PLACE_CELL && geo_cell_eq(at.u.cell, c)) return codes[i];
    }
    return 0;
}

/* Choose each target; the engine's prompt when it does not offer one. */
static bool targets(scn_ctx *ctx, const destroy_arg *a, char *why)
{
    for (int k = 0; k < a->n; k++) {
        unsigned code = target_code(ctx->game, a->at[k]);
        if (code && scn_game_choose(ctx, code, why) == RF_OK) continue;
        rf_decision d;
        rf_pending(ctx->game, &d);
        char at[24];
        notation_format_place(geo_place_cell(a->at[k]), at, sizeof at);
        snprintf(why, SCN_WHY_LEN, "the engine does not offer destroying the object on %s "
                 "(%.60s; DESTROY-1, -3, -4)", at, d.prompt);
        return false;
    }
    unsigned done = engine_code(OPT_DONE, 0, 0);
    rf_decision d;
    if (rf_pending_brief(ctx->game, &d) && d.kind == RF_DEC_DESTROY && scn_game_listed(ctx->game, done))
        return scn_game_choose(ctx, done, why) == RF_OK;       /* fewer than 2 chosen */
    return true;
}

static bool do_destroy(scn_ctx *ctx, const void *arg, char *why)
{
    const destroy_arg *a = arg;
    int how = a->how;
    if (how < 0 && (how = scn_weapon_slot(ctx->game, a->s, a->weapon)) < 0) {
        snprintf(why, SCN_WHY_LEN, "%s holds no weapon named %s (equip)",
                 ctx->game->legend[a->s].name, a->weapon);
        return false;
    }
    unsigned code = engine_code(OPT_DESTROY_HOW, how, 0);
    static const char *const what[] = { "Destroy 2 and Move 1 (ACT-8)", "the Destroy part",
                                        "this attack (DESTROY-2: a weapon with ammo)" };
    if (!scn_combined_begin(ctx, a->s, ACT_DESTROY2_MOVE1, what, &a->step, why) ||
        !scn_play_chain(ctx, &code, what + 2, 1, why))
        return false;
    return targets(ctx, a, why) && scn_combined_end(ctx, a->s, &a->step, why);
}

/* NAME WEAPON|melee X,Y [X,Y] [first|then X,Y]; more: whether a yes|no follows. */
static rf_status read_destroy(scn_ctx *ctx, scn_line *ln, destroy_arg *a, bool more)
{
    const char *how = NULL;
    memset(a, 0, sizeof *a);
    a->how = -1;
    rf_status st = scn_play_who(ctx, ln, &a->s);
    if (st == RF_OK) st = scn_arg_word(ctx, ln, "WEAPON|melee", &how);
    if (st != RF_OK) return st;
    if (strcmp(how, "melee") == 0) a->how = HOW_MELEE;
    else snprintf(a->weapon, sizeof a->weapon, "%s", how);
    while (st == RF_OK && a->n < DESTROY_MAX && scn_more(ln) && !scn_is_step(ln) &&
           (!more || ln->pos + 1 < ln->ntok))
        st = scn_arg_xy(ctx, ln, "X,Y", &a->at[a->n++]);
    if (st == RF_OK && a->n == 0) return scn_error(ctx, ln, ln->ntok, "X,Y", "missing X,Y");
    return st == RF_OK ? scn_arg_step(ctx, ln, &a->step) : st;
}

/* destroy NAME WEAPON|melee X,Y [X,Y] */
rf_status scn_kw_destroy(scn_ctx *ctx, scn_line *ln)
{
    destroy_arg a;
    rf_status st = read_destroy(ctx, ln, &a, false);
    return scn_play_line(ctx, ln, st, "destroy", do_destroy, &a);
}

/* expect destroy NAME WEAPON|melee X,Y [X,Y] yes|no */
rf_status scn_ex_destroy(scn_ctx *ctx, scn_line *ln)
{
    destroy_arg a;
    rf_status st = read_destroy(ctx, ln, &a, true);
    return scn_expect_try(ctx, ln, st, a.s, do_destroy, &a);
}

/* expect object X,Y KIND yes|no: a miniature of that kind (an id of
 * data/components.json) stands on the space in the game's overlay. */
rf_status scn_ex_object(scn_ctx *ctx, scn_line *ln)
{
    geo_cell c;
    const char *id = NULL;
    int kind = -1;
    bool want = false;
    rf_status st = scn_arg_xy(ctx, ln, "X,Y", &c);
    if (st == RF_OK) st = scn_arg_word(ctx, ln, "KIND", &id);
    if (st == RF_OK) st = scn_kind(ctx, ln, id, &kind);
    if (st == RF_OK) st = scn_arg_yesno(ctx, ln, "yes|no", &want);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st == RF_OK) st = scn_game_need(ctx, ln);
    if (st != RF_OK) return st;
    bool got = false;
    const geo_overlay *ov = &ctx->game->overlay;
    for (int i = 0; i < ov->n; i++)
        got |= ov->o[i].kind == kind && ov->o[i].at.kind == GEO_PLACE_CELL &&
               geo_cell_eq(ov->o[i].at.u.cell, c);
    scn_report(ctx, ln, got == want, "%s", scn_yesno(got));
    return RF_OK;
}
