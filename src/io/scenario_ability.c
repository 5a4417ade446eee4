/*
 * scenario_ability.c — a legend's abilities, used through the engine (ABIL,
 * TIME, COOL; abilities_play.c plays the rules):
 *
 *   abilities NAME KEY                         set-up: the abilities of legend KEY (ABIL-1)
 *   ability NAME tactical|ultimate [PLACE ...] use one, its miniatures on the PLACEs
 *   expect ability NAME tactical|ultimate [PLACE ...] yes|no   the engine would
 *
 * In NAME's activation (`activate`, else a fresh one) the engine's option
 * to use the ability (ABIL-3: a token in the supply; ACT-12: its cost in
 * AP), then each PLACE among the places the engine offers for its
 * miniature (ABIL-4 … ABIL-10: a space X,Y, an intersection @I,J[:L], or
 * a legend's name to attach to), then "place no more" when the engine
 * still offers more (ABIL-11's "up to"). The runner judges no place.
 */
#include <stdio.h>
#include <string.h>

#include "io/scenario.h"
#include "io/scenario_game.h"
#include "rules/engine/engine.h"

enum { ABIL_PLACES = 4, PLACE_POINT_A = 8, PLACE_ATTACH_A = 64 };  /* OPT_ABIL_PLACE's a */

typedef struct ability_arg {
    int s, slot, n;
    unsigned place[ABIL_PLACES];        /* OPT_ABIL_PLACE codes, in order */
} ability_arg;

/* abilities NAME KEY: KEY names the legend of some ability of the content. */
rf_status scn_kw_abilities(scn_ctx *ctx, scn_line *ln)
{
    int idx = -1;
    const char *key = NULL;
    if (ctx->game) return scn_after_game(ctx, ln);
    rf_status st = scn_play_who(ctx, ln, &idx);
    if (st == RF_OK) st = scn_arg_word(ctx, ln, "KEY", &key);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK) return st;
    const rf_abilities *abs = &ctx->content->abilities;
    bool known = false;
    for (int i = 0; i < abs->n; i++) known |= strcmp(abs->ab[i].legend, key) == 0;
    if (!known || strlen(key) >= sizeof ctx->legend[idx].abilities)
        return scn_error(ctx, ln, 2, "KEY", "no ability of the content belongs to '%.30s' "
                         "(the \"legend\" of data/abilities.json, e.g. bangalore)", key);
    snprintf(ctx->legend[idx].abilities, sizeof ctx->legend[idx].abilities, "%s", key);
    return RF_OK;
}

bool scn_place_code(const scn_ref *r, unsigned *code)
{
    if (r->legend >= 0) *code = engine_code(OPT_ABIL_PLACE, PLACE_ATTACH_A + r->legend, 0);
    else if (r->place.kind == GEO_PLACE_CELL)
        *code = engine_code(OPT_ABIL_PLACE, 0, geo_cell_index(r->place.u.cell));
    else if (r->place.kind == GEO_PLACE_POINT)
        *code = engine_code(OPT_ABIL_PLACE, PLACE_POINT_A + r->place.u.point.level,
                            r->place.u.point.i * 64 + r->place.u.point.j);
    else return false;
    return true;
}

/* One PLACE as the engine's OPT_ABIL_PLACE code. */
static rf_status read_place(scn_ctx *ctx, scn_line *ln, unsigned *code)
{
    scn_ref r;
    int tok = ln->pos;
    rf_status st = scn_arg_place(ctx, ln, "PLACE", &r);
    if (st != RF_OK) return st;
    if (r.why[0] && r.legend < 0) return scn_error(ctx, ln, tok, "PLACE", "%s", r.why);
    if (!scn_place_code(&r, code))
        return scn_error(ctx, ln, tok, "PLACE", "an ability's miniature goes on a space, an "
                         "intersection or a legend, not an edge");
    return RF_OK;
}

/* NAME tactical|ultimate [PLACE ...]; more: whether a yes|no follows. */
static rf_status read_ability(scn_ctx *ctx, scn_line *ln, ability_arg *a, bool more)
{
    static const char *const slots[] = { "tactical", "ultimate", NULL };
    memset(a, 0, sizeof *a);
    rf_status st = scn_play_who(ctx, ln, &a->s);
    if (st == RF_OK) st = scn_arg_choice(ctx, ln, "tactical|ultimate", slots, &a->slot);
    while (st == RF_OK && scn_more(ln) && (!more || ln->pos + 1 < ln->ntok)) {
        if (a->n == ABIL_PLACES)
            return scn_error(ctx, ln, ln->pos, "PLACE", "more than %d places", ABIL_PLACES);
        st = read_place(ctx, ln, &a->place[a->n++]);
    }
    return st;
}

/* Whether the ability's frame still waits for a place (the runner reads
 * whose frame is on top, not the rules). */
static bool placing(const rf_game *g) { return g->nframes && g->stack[g->nframes - 1].type == FR_ABILITY; }

static bool do_ability(scn_ctx *ctx, const void *arg, char *why)
{
    const ability_arg *a = arg;
    unsigned use = engine_code(OPT_ABILITY, a->slot, 0);
    static const char *const what[] = { "this ability (ABIL-3, ACT-12)" };
    if (!scn_play_begin(ctx, a->s, why) || !scn_play_chain(ctx, &use, what, 1, why)) return false;
    static const char *const where[] = { "this place (ABIL-4 ... ABIL-10)" };
    for (int k = 0; k < a->n; k++)
        if (!scn_play_chain(ctx, &a->place[k], where, 1, why)) return false;
    unsigned done = engine_code(OPT_DONE, 0, 0);
    if (placing(ctx->game) && scn_game_listed(ctx->game, done))
        return scn_game_choose(ctx, done, why) == RF_OK;       /* "up to N": no more */
    return true;
}

/* ability NAME tactical|ultimate [PLACE ...] */
rf_status scn_kw_ability(scn_ctx *ctx, scn_line *ln)
{
    ability_arg a;
    rf_status st = read_ability(ctx, ln, &a, false);
    return scn_play_line(ctx, ln, st, "use the ability", do_ability, &a);
}

/* expect ability NAME tactical|ultimate [PLACE ...] yes|no */
rf_status scn_ex_ability(scn_ctx *ctx, scn_line *ln)
{
    ability_arg a;
    rf_status st = read_ability(ctx, ln, &a, true);
    return scn_expect_try(ctx, ln, st, a.s, do_ability, &a);
}
