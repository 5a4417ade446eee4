/*
 * scenario_combat.c — the combat actions of a scenario and the
 * expectations that judge an action before it is taken (SCENARIOS.md
 * "Actions"; docs/scenarios.md):
 *
 *   shoot NAME TARGET WEAPON [ignore ICONS]   SHOOT-3 … SHOOT-16, AIM, DMG, KO
 *   melee NAME TARGET                         MELEE-1 … MELEE-3, PUSH-2 … PUSH-6
 *   damage NAME N [true|shield|ring]          DMG-3 … DMG-6, KO, ELIM-2
 *   expect hitthreshold SHOOTER TARGET WEAPON N
 *   expect canshoot / canmelee / ammo         (extensions)
 *
 * Every rule is the engine's: a shoot or melee line is the legend's
 * activation (a fresh one, ACT-3, unless an `activate` line started it)
 * and its decisions through rf_choose, every card window passed
 * (scenario_game.c); the damage line is the engine's damage and
 * elimination (combat_apply_damage, legend_eliminate: ELIM-2, ELIM-3, BR-5).
 * An action the engine refuses is a FAIL line with the reason and changes
 * nothing: the game is put back as it was (no ammo spent, no card drawn).
 * The reasons below are read from the engine's own tests (legend_enemies,
 * legend_sees, legend_can_fire, the melee targets it lists).
 */
#include <stdlib.h>
#include <string.h>

#include "geo/los.h"
#include "io/scenario.h"
#include "io/scenario_game.h"
#include "rules/engine/engine.h"
#include "rules/engine/legends.h"
#include "rules/combat/shot_setup.h"

/* The weapon slot of legend idx holding the weapon named `name`, or -1:
 * the game's, once built (a weapon card received replaces one, WEAPON-5),
 * else the `equip` lines' (they fill slots in order). */
static int held(const scn_ctx *ctx, int idx, const char *name)
{
    if (ctx->game) return scn_weapon_slot(ctx->game, idx, name);
    const scn_legend *lg = &ctx->legend[idx];
    for (int i = 0; i < lg->nweapons; i++)
        if (strcmp(ctx->weapon[lg->weapon_def[i]].name, name) == 0) return i;
    return -1;
}

static bool weapon_defined(const scn_ctx *ctx, const char *name)
{
    for (int i = 0; i < ctx->nweapons; i++)
        if (strcmp(ctx->weapon[i].name, name) == 0) return true;
    return false;
}

/* A refused action: FAIL line, `expect last` says why. */
static rf_status refuse(scn_ctx *ctx, const scn_line *ln, const char *action, const char *why)
{
    scn_report(ctx, ln, false, "cannot %s: %s", action, why);
    ctx->last_kind = SCN_LAST_REFUSED;
    snprintf(ctx->last_note, sizeof ctx->last_note, "%s", why);
    return RF_OK;
}

/* A legend named on an action line: unknown is an error (as `move`). */
static rf_status actor(scn_ctx *ctx, scn_line *ln, const char *what, int *idx)
{
    char why[SCN_WHY_LEN];
    rf_status st = scn_arg_legend(ctx, ln, what, idx, why, sizeof why);
    if (st == RF_OK && *idx < 0) return scn_error(ctx, ln, ln->pos - 1, what, "%s", why);
    return st;
}

/* Why legend s cannot attack t, by the engine's tests (ELIM-4, SHOOT-4);
 * false if nothing stops it there. */
static bool not_opponents(const rf_game *g, int s, int t, char *why)
{
    const rf_legend *a = &g->legend[s], *b = &g->legend[t];
    if (!a->on_map || !b->on_map)
        snprintf(why, SCN_WHY_LEN, "%s is not on the map (ELIM-4)", a->on_map ? b->name : a->name);
    else if (s == t || !legend_enemies(g, s, t))
        snprintf(why, SCN_WHY_LEN, "%s is not an enemy of %s", b->name, a->name);
    else
        return false;
    return true;
}

/* Why the Shoot of s at t with weapon slot w is not offered (SHOOT-3 …
 * SHOOT-6, WEAPON-17); `engine` is the engine's own refusal, the last word. */
static void why_no_shot(const scn_ctx *ctx, int s, int t, int w, const char *wname,
                        const char *engine, char *why)
{
    const rf_game *g = ctx->game;
    if (not_opponents(g, s, t, why)) return;
    if (!legend_sees(g, s, t)) {
        geo_los_result res;
        char d[SCN_WHY_LEN];
        memset(&res, 0, sizeof res);
        geo_los(ctx->board, &g->overlay, geo_place_cell(g->legend[s].pos),
                geo_place_cell(g->legend[t].pos), &res);
        geo_los_describe(ctx->board, &res, d, sizeof d);
        snprintf(why, SCN_WHY_LEN, "no line of sight (SHOOT-3): %.128s", d);
    } else if (w < 0) {
        snprintf(why, SCN_WHY_LEN, "%s holds no %.40s (equip)", g->legend[s].name, wname);
    } else if (!legend_can_fire(g, s, w)) {
        snprintf(why, SCN_WHY_LEN, "%.40s has no ammo (WEAPON-17)", wname);
    } else {
        snprintf(why, SCN_WHY_LEN, "%s", engine);
    }
}

/* Keep the engine's record of the attack for `expect last` and `card`. */
void scn_remember_attack(scn_ctx *ctx, int kind)
{
    const rf_last_attack *la = &ctx->game->last;
    ctx->last_attack = *la;
    ctx->last_kind = kind;
    ctx->last_hits = la->hits;
    ctx->last_heads = la->heads;
    ctx->last_damage = la->damage;
    snprintf(ctx->last_note, sizeof ctx->last_note, "%s", "");
}

/* The decisions of one action, from a fresh activation (or the one an
 * `activate` line started): each code must be offered; a refusal puts
 * the game back. Returns false (why filled) if one was refused. */
static bool begin(scn_ctx *ctx, int s, char *why)
{
    if (ctx->active == s && ctx->game->active == s) return true;
    return scn_game_activate(ctx, s, false, why) == RF_OK;
}

/* Undo an action: the game as it was (no ammo spent, no card drawn). */
static void undo(scn_ctx *ctx, const rf_game *before)
{
    rf_game_copy(ctx->game, before);
    scn_game_pull(ctx);
}

/* `ignore ICON[:ICON...]` (extension): the shot counts the Aim cards as
 * lacking those icons, as an action or ability card says (AIM-17, TERM-7). */
static rf_status ignore_icons(scn_ctx *ctx, scn_line *ln, uint8_t *out)
{
    static const char *const names[] = { "low", "high", "cover", "semi", "head" };
    const char *t = NULL;
    *out = 0;
    if (!scn_more(ln) || strcmp(scn_peek(ln), "ignore") != 0) return RF_OK;
    ln->pos++;
    rf_status st = scn_arg_word(ctx, ln, "ignore", &t);
    for (const char *p = t; st == RF_OK && p;) {
        size_t len = strcspn(p, ":");
        int i = 0;
        while (i < 5 && !(strlen(names[i]) == len && strncmp(names[i], p, len) == 0)) i++;
        if (i == 5 || (*out & (1u << i)))
            return scn_error(ctx, ln, ln->pos - 1, "ignore", "expected icons low, high, cover, "
                             "semi, head joined by ':' (each once), got '%.40s'", t);
        *out = (uint8_t)(*out | (1u << i));
        p = p[len] == ':' ? p + len + 1 : NULL;
    }
    return st;
}

/* The Shoot's decisions (SHOOT-2): the action, the target, the weapon,
 * then every card window passed; the cards it drew must have been queued. */
static bool shoot_chain(scn_ctx *ctx, int s, int t, int w, const char *wname,
                        const scn_cards_ask *ask, char *why)
{
    unsigned codes[3] = { engine_code(OPT_ACTION, ACT_SHOOT, 0), engine_code(OPT_TARGET, t, 0),
                          engine_code(OPT_WEAPON, w, 0) };
    if (!begin(ctx, s, why)) return false;
    for (int i = 0; i < 3; i++) {
        char engine[SCN_WHY_LEN];
        if (scn_game_choose(ctx, codes[i], engine) != RF_OK) {
            if (i == 0 && ctx->game->ap == 0)
                snprintf(why, SCN_WHY_LEN, "no action points left (ACT-3, ACT-6)");
            else if (i == 0 && ctx->game->shots > 0)
                snprintf(why, SCN_WHY_LEN, "one Shoot per activation (ACT-10)");
            else
                why_no_shot(ctx, s, t, w, wname, engine, why);
            return false;
        }
    }
    if (!scn_cards_windows(ctx, s, ask, why)) return false;           /* ENHANCE, REACT */
    if (ctx->game->last.ncards > ctx->naim_queue) {
        snprintf(why, SCN_WHY_LEN, "the Aim deck queue is empty (the shot needs %d cards, %d "
                 "queued: deck aim)", ctx->game->last.ncards, ctx->naim_queue);
        return false;
    }
    return true;
}

/* `enhance CARD` and `react NAME CARD` (extensions, each at most once):
 * the cards to play in the Shoot's windows. */
static rf_status card_asks(scn_ctx *ctx, scn_line *ln, scn_cards_ask *ask)
{
    rf_status st = RF_OK;
    *ask = (scn_cards_ask){ -1, -1, -1 };
    while (st == RF_OK && scn_more(ln)) {
        const char *w = scn_peek(ln);
        bool enh = strcmp(w, "enhance") == 0, react = strcmp(w, "react") == 0;
        if ((!enh && !react) || (enh && ask->enhance >= 0) || (react && ask->react >= 0))
            return scn_error(ctx, ln, ln->pos, "option", "expected 'enhance CARD' or 'react NAME "
                             "CARD' (each once), got '%.40s'", w);
        ln->pos++;
        if (react) st = actor(ctx, ln, "react NAME", &ask->reactor);
        if (st == RF_OK) st = scn_arg_card(ctx, ln, w, enh ? &ask->enhance : &ask->react);
    }
    return st;
}

/* shoot NAME TARGET WEAPON [ignore ICONS] [enhance CARD] [react NAME CARD]:
 * the whole Shoot, the other card windows passed. */
rf_status scn_kw_shoot(scn_ctx *ctx, scn_line *ln)
{
    int s = -1, t = -1;
    uint8_t ignore = 0;
    const char *wname = NULL;
    scn_cards_ask ask;
    rf_status st = actor(ctx, ln, "NAME", &s);
    if (st == RF_OK) st = actor(ctx, ln, "TARGET", &t);
    if (st == RF_OK) st = scn_arg_word(ctx, ln, "WEAPON", &wname);
    if (st == RF_OK && !weapon_defined(ctx, wname))
        return scn_error(ctx, ln, ln->pos - 1, "WEAPON", "no weapon named '%.40s'", wname);
    if (st == RF_OK) st = ignore_icons(ctx, ln, &ignore);
    if (st == RF_OK) st = card_asks(ctx, ln, &ask);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st == RF_OK) st = scn_game_need(ctx, ln);
    if (st != RF_OK) return st;
    char why[SCN_WHY_LEN] = "";
    int w = held(ctx, s, wname);
    if (w < 0) {
        snprintf(why, sizeof why, "%s holds no %.40s (equip)", ctx->legend[s].name, wname);
        return refuse(ctx, ln, "shoot", why);
    }
    rf_game *before = rf_game_clone(ctx->game);
    if (!before) return error_fail(ctx->err, RF_E_NOMEM, ctx->file, ctx->lineno, 0, NULL, "out of memory");
    scn_game_log_start(ctx);
    ctx->strip_icons = ignore;                         /* AIM-17, TERM-7 */
    bool ok = shoot_chain(ctx, s, t, w, wname, &ask, why);
    ctx->strip_icons = 0;
    scn_game_log_stop(ctx);
    if (ok) {
        scn_game_drew(ctx, ctx->game->last.ncards);
        scn_remember_attack(ctx, SCN_LAST_SHOOT);
        scn_game_pull(ctx);
    } else {
        undo(ctx, before);
    }
    free(before);
    return ok ? scn_game_check(ctx, ln) : refuse(ctx, ln, "shoot", why);
}

/* --- melee --- */

/* "Melee Attack and Move 1" (ACT-8): the main part at t (MELEE-1), a
 * pushed legend placed on the first space offered (PUSH-4: north, then
 * clockwise), the Move 1 left out or played before or after it (step,
 * ACT-11). */
static bool melee_chain(scn_ctx *ctx, int s, int t, const scn_step *step, char *why)
{
    char engine[SCN_WHY_LEN];
    static const char *const what[] = { "Melee Attack and Move 1", "the Melee Attack part" };
    if (!scn_combined_begin(ctx, s, ACT_MELEE_MOVE1, what, step, engine)) {
        snprintf(why, SCN_WHY_LEN, "%s", ctx->game->ap == 0 ? "no action points left (ACT-3)"
                 : engine);
        return false;
    }
    if (scn_game_choose(ctx, engine_code(OPT_MELEE_TARGET, t, 0), engine) != RF_OK) {
        if (!not_opponents(ctx->game, s, t, why))
            snprintf(why, SCN_WHY_LEN, "%s is not adjacent to %s (MELEE-1)",
                     ctx->legend[t].name, ctx->legend[s].name);
        return false;
    }
    rf_decision d;
    unsigned first = 0;
    if (rf_pending_brief(ctx->game, &d) && d.kind == RF_DEC_PUSH &&
        rf_option_codes(ctx->game, &first, 1) > 0 && scn_game_choose(ctx, first, why) != RF_OK)
        return false;
    return scn_combined_end(ctx, s, step, why);
}

/* melee NAME TARGET [first|then X,Y]: an adjacent enemy (MELEE-1), one Aim card. */
rf_status scn_kw_melee(scn_ctx *ctx, scn_line *ln)
{
    int s = -1, t = -1;
    scn_step step;
    rf_status st = actor(ctx, ln, "NAME", &s);
    if (st == RF_OK) st = actor(ctx, ln, "TARGET", &t);
    if (st == RF_OK) st = scn_arg_step(ctx, ln, &step);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st == RF_OK) st = scn_game_need(ctx, ln);
    if (st != RF_OK) return st;
    char why[SCN_WHY_LEN] = "";
    rf_game *before = rf_game_clone(ctx->game);
    if (!before) return error_fail(ctx->err, RF_E_NOMEM, ctx->file, ctx->lineno, 0, NULL, "out of memory");
    scn_game_log_start(ctx);
    bool ok = melee_chain(ctx, s, t, &step, why);
    scn_game_log_stop(ctx);
    if (ok && ctx->naim_queue < 1) {
        ok = false;
        snprintf(why, sizeof why, "the Aim deck queue is empty (a melee attack needs 1 card: "
                 "deck aim)");
    }
    if (ok) {
        scn_game_drew(ctx, 1);
        scn_remember_attack(ctx, SCN_LAST_MELEE);
        scn_game_pull(ctx);
    } else {
        undo(ctx, before);
    }
    free(before);
    return ok ? scn_game_check(ctx, ln) : refuse(ctx, ln, "melee", why);
}

/* --- damage --- */

/* damage NAME N [true|shield|ring]: DMG-3 (normal), DMG-6 (<HEALTH>),
 * DMG-5 (<SHIELD>), ring damage (extension: <HEALTH>, KO-5), as the
 * engine applies any damage: combat_apply_damage on the legend's dial, the
 * knockdown token turned (KO-3), ELIM-1 … ELIM-3 and BR-5 on 0 health. */
rf_status scn_kw_damage(scn_ctx *ctx, scn_line *ln)
{
    static const char *const tags[] = { "true", "shield", "ring", NULL };
    static const int tag_of[] = { RF_DMG_HEALTH, RF_DMG_SHIELD, RF_DMG_RING };
    int idx = -1, n = 0, tag = -1;
    rf_status st = actor(ctx, ln, "NAME", &idx);
    if (st == RF_OK) st = scn_arg_int(ctx, ln, "N", 0, 999, &n);
    if (st == RF_OK && scn_more(ln)) st = scn_arg_choice(ctx, ln, "true|shield|ring", tags, &tag);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st == RF_OK) st = scn_game_need(ctx, ln);
    if (st != RF_OK) return st;
    rf_game *g = ctx->game;
    rf_legend *lg = &g->legend[idx];
    if (!lg->on_map) {
        scn_report(ctx, ln, false, "cannot apply damage: %s is not on the map", lg->name);
        return RF_OK;
    }
    scn_game_log_start(ctx);
    rf_damage_result dr = combat_apply_damage(&lg->vitals, n, tag < 0 ? RF_DMG_NORMAL : tag_of[tag]);
    if (lg->gear[RF_GEAR_KNOCKDOWN] >= 0)
        g->piece[lg->gear[RF_GEAR_KNOCKDOWN]].exhausted = lg->vitals.ko_exhausted;   /* KO-3 */
    if (dr.eliminated) legend_eliminate(g, idx);                   /* ELIM-1 … ELIM-3, BR-5 */
    scn_game_log_stop(ctx);
    scn_game_pull(ctx);
    return scn_game_check(ctx, ln);
}

/* --- expect hitthreshold --- */

/* expect hitthreshold SHOOTER TARGET WEAPON N: the modified HT the
 * shooter would use (SHOOT-13 … SHOOT-16, ZONE-9), without shooting: the
 * engine's shot_threshold with no card played. */
rf_status scn_ex_hitthreshold(scn_ctx *ctx, scn_line *ln)
{
    char why_s[SCN_WHY_LEN], why_t[SCN_WHY_LEN], why[SCN_WHY_LEN];
    const char *wname = NULL;
    int s = -1, t = -1, n = 0;
    rf_status st = scn_arg_legend(ctx, ln, "SHOOTER", &s, why_s, sizeof why_s);
    if (st == RF_OK) st = scn_arg_legend(ctx, ln, "TARGET", &t, why_t, sizeof why_t);
    if (st == RF_OK) st = scn_arg_word(ctx, ln, "WEAPON", &wname);
    if (st == RF_OK) st = scn_arg_int(ctx, ln, "N", 0, 999, &n);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st == RF_OK) st = scn_game_need(ctx, ln);
    if (st != RF_OK) return st;
    int w = s >= 0 ? held(ctx, s, wname) : -1;
    if (s >= 0 && w < 0) snprintf(why, sizeof why, "%s holds no %.40s", ctx->legend[s].name, wname);
    const char *bad = why_s[0] ? why_s : why_t[0] ? why_t : w < 0 ? why : NULL;
    if (bad) {
        scn_cannot(ctx, ln, bad);
        return RF_OK;
    }
    rf_weapon_stats ws = legend_weapon(ctx->game, s, w);
    rf_ht h = shot_threshold(ctx->game, s, t, &ws, 0);
    scn_report(ctx, ln, h.ht == n, "%d (base %d, range %+d, optic %+d, other %+d: zones, "
               "ZONE-7)", h.ht, h.base, h.range_mod, h.optic_mod, h.other_mod);
    return RF_OK;
}

/* --- extensions: canshoot, canmelee, ammo --- */

/* Two legends of an expectation; false (reported) if one is unknown. A
 * legend off the map is not "unknown": the rules answer for it (ELIM-4). */
static bool two_known(scn_ctx *ctx, const scn_line *ln, int s, const char *why_s, int t,
                      const char *why_t)
{
    if (s >= 0 && t >= 0) return true;
    scn_cannot(ctx, ln, s < 0 ? why_s : why_t);
    return false;
}

typedef struct shot_try { bool melee; int s, t, w; const char *wname; } shot_try;

/* The Shoot's or the Melee Attack's first decisions (scn_play_fn), on the
 * copy scn_game_try made; the queue of Aim cards is not looked at
 * (docs/scenarios.md). */
static bool try_shot(scn_ctx *ctx, const void *arg, char *why)
{
    const shot_try *a = arg;
    ctx->naim_queue = SCN_MAX_AIM_QUEUE;
    if (a->melee) return melee_chain(ctx, a->s, a->t, NULL, why);
    if (a->w < 0) {
        snprintf(why, SCN_WHY_LEN, "%s holds no %.40s", ctx->game->legend[a->s].name, a->wname);
        return false;
    }
    unsigned codes[3] = { engine_code(OPT_ACTION, ACT_SHOOT, 0), engine_code(OPT_TARGET, a->t, 0),
                          engine_code(OPT_WEAPON, a->w, 0) };
    if (!begin(ctx, a->s, why)) return false;
    for (int i = 0; i < 3; i++) {
        char engine[SCN_WHY_LEN];
        if (!scn_game_listed(ctx->game, codes[i])) {
            why_no_shot(ctx, a->s, a->t, a->w, a->wname, "not offered", why);
            return false;
        }
        if (scn_game_choose(ctx, codes[i], engine) != RF_OK) return false;
    }
    return true;
}

/* Whether an action could be taken now: tried on a copy of the game. */
static bool try_on_copy(scn_ctx *ctx, bool melee, int s, int t, int w, const char *wname,
                        char *why)
{
    shot_try a = { melee, s, t, w, wname };
    return scn_game_try(ctx, try_shot, &a, why);
}

/* expect canshoot SHOOTER TARGET WEAPON yes|no: SHOOT-3 (line of sight),
 * SHOOT-4 (an enemy), SHOOT-5 / WEAPON-17 (held, with ammo); ELIM-4. */
rf_status scn_ex_canshoot(scn_ctx *ctx, scn_line *ln)
{
    char why_s[SCN_WHY_LEN], why_t[SCN_WHY_LEN], why[SCN_WHY_LEN] = "";
    const char *wname = NULL;
    int s = -1, t = -1;
    bool want = false;
    rf_status st = scn_arg_legend(ctx, ln, "SHOOTER", &s, why_s, sizeof why_s);
    if (st == RF_OK) st = scn_arg_legend(ctx, ln, "TARGET", &t, why_t, sizeof why_t);
    if (st == RF_OK) st = scn_arg_word(ctx, ln, "WEAPON", &wname);
    if (st == RF_OK) st = scn_arg_yesno(ctx, ln, "yes|no", &want);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st == RF_OK) st = scn_game_need(ctx, ln);
    if (st != RF_OK || !two_known(ctx, ln, s, why_s, t, why_t)) return st;
    if (!weapon_defined(ctx, wname)) {
        snprintf(why, sizeof why, "no weapon named '%.40s'", wname);
        scn_cannot(ctx, ln, why);
        return RF_OK;
    }
    bool got = try_on_copy(ctx, false, s, t, held(ctx, s, wname), wname, why);
    scn_report(ctx, ln, got == want, "%s%s%s", scn_yesno(got), got ? "" : ": ", why);
    return RF_OK;
}

/* expect canmelee NAME TARGET yes|no: MELEE-1; ELIM-4. */
rf_status scn_ex_canmelee(scn_ctx *ctx, scn_line *ln)
{
    char why_s[SCN_WHY_LEN], why_t[SCN_WHY_LEN], why[SCN_WHY_LEN] = "";
    int s = -1, t = -1;
    bool want = false;
    rf_status st = scn_arg_legend(ctx, ln, "NAME", &s, why_s, sizeof why_s);
    if (st == RF_OK) st = scn_arg_legend(ctx, ln, "TARGET", &t, why_t, sizeof why_t);
    if (st == RF_OK) st = scn_arg_yesno(ctx, ln, "yes|no", &want);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st == RF_OK) st = scn_game_need(ctx, ln);
    if (st != RF_OK || !two_known(ctx, ln, s, why_s, t, why_t)) return st;
    bool got = try_on_copy(ctx, true, s, t, -1, NULL, why);
    scn_report(ctx, ln, got == want, "%s%s%s", scn_yesno(got), got ? "" : ": ", why);
    return RF_OK;
}

/* expect ammo NAME WEAPON N: the weapon's ammo marker (WEAPON-2, SHOOT-5). */
rf_status scn_ex_ammo(scn_ctx *ctx, scn_line *ln)
{
    char why[SCN_WHY_LEN];
    const char *wname = NULL;
    int idx = -1, n = 0;
    rf_status st = scn_arg_legend(ctx, ln, "NAME", &idx, why, sizeof why);
    if (st == RF_OK) st = scn_arg_word(ctx, ln, "WEAPON", &wname);
    if (st == RF_OK) st = scn_arg_int(ctx, ln, "N", 0, 5, &n);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK) return st;
    int w = idx >= 0 ? held(ctx, idx, wname) : -1;
    if (idx >= 0 && w < 0)
        snprintf(why, sizeof why, "%s holds no %.40s", ctx->legend[idx].name, wname);
    if (w < 0) {
        scn_cannot(ctx, ln, why);
        return RF_OK;
    }
    scn_report(ctx, ln, ctx->legend[idx].ammo[w] == n, "%d", ctx->legend[idx].ammo[w]);
    return RF_OK;
}
