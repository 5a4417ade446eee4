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
 * They share the helpers below (the legend's vitals and ELIM-2, the Hit
 * Threshold, the card queue), so they live in one file.
 *
 * The runner supplies the situation (distance, line of sight, cover, smoke
 * zones, levels, helmets, knockdown shields, the queued Aim cards) and the
 * combat core (rules/combat.h) decides everything else; reactions are
 * passed. An action that cannot be taken is a FAIL line with the reason
 * and changes nothing (no ammo spent, no card drawn). The outcome of the
 * last shoot or melee line is kept for `expect last`.
 */
#include <string.h>

#include "geo/adjacency.h"
#include "geo/cover.h"
#include "geo/los.h"
#include "geo/zone.h"
#include "io/notation.h"
#include "io/scenario.h"

#define MELEE_DAMAGE 4         /* MELEE-2, and again on a collision (PUSH-5) */
#define HEALTH_LIMIT 40        /* DMG-8 */
#define ELIM_SHIELD 20         /* ELIM-2 (3) */
#define ELIM_HEALTH 40

static const char *const grade_names[] = { "none", "common", "rare", "epic", "legendary" };

/* --- the situation --- */

/* The catalog's gear token of a family for a grade (enum scn_gear); NULL
 * if the content has none. */
static const rf_loot_def *gear(const scn_ctx *ctx, int family, int grade)
{
    const rf_catalog *c = &ctx->content->catalog;
    int rarity = grade - SCN_GEAR_COMMON;
    for (int i = 0; i < c->nloot; i++)
        if (c->loot[i].family == family && c->loot[i].rarity == rarity) return &c->loot[i];
    return NULL;
}

/* The legend's vitals for rf_apply_damage; false (why filled) if the
 * content lacks its knockdown shield. None / common: no effect (KO-4). */
static bool vitals_of(const scn_ctx *ctx, const scn_legend *lg, rf_vitals *v, char *why)
{
    memset(v, 0, sizeof *v);
    v->health = (int8_t)lg->health;
    v->health_max = HEALTH_LIMIT;
    v->shield = (int8_t)lg->shield;
    v->shield_max = (int8_t)lg->maxshield;
    v->ko_exhausted = lg->ko_exhausted;
    if (lg->knockdown <= SCN_GEAR_COMMON) return true;
    const rf_loot_def *k = gear(ctx, RF_LOOT_KNOCKDOWN, lg->knockdown);
    if (!k) {
        snprintf(why, SCN_WHY_LEN, "the content has no %s knockdown shield",
                 grade_names[lg->knockdown]);
        return false;
    }
    v->ko_prevent = k->knockdown_prevent;
    v->ring_cap = k->ring_cap;
    return true;
}

/* Apply damage to legend idx; ELIM-2 when it is eliminated: off the map,
 * knockdown shield active again, shield 20 (at most its limit), health 40. */
static rf_damage_result hurt(scn_ctx *ctx, int idx, int amount, int tag)
{
    scn_legend *lg = &ctx->legend[idx];
    rf_vitals v;
    char why[SCN_WHY_LEN];
    vitals_of(ctx, lg, &v, why);         /* checked by the caller */
    rf_damage_result r = rf_apply_damage(&v, amount, tag);
    lg->health = v.health;
    lg->shield = v.shield;
    lg->ko_exhausted = v.ko_exhausted;
    if (r.eliminated) {
        lg->eliminated = true;
        lg->ko_exhausted = false;
        lg->shield = lg->maxshield < ELIM_SHIELD ? lg->maxshield : ELIM_SHIELD;
        lg->health = ELIM_HEALTH;
    }
    return r;
}

/* ZONE-7, ZONE-9, ZONE-5: each placed zone whose effect applies adds its
 * kind's Hit Threshold ("zone_ht" of data/components.json: smoke +10, Dome
 * +20), as shot_setup.c does in a game. */
static int zone_mod(const scn_ctx *ctx, geo_cell a, geo_cell t, int *nzones)
{
    int mod = 0;
    *nzones = 0;
    for (int i = 0; i < ctx->overlay.n; i++) {
        const geo_overlay_obj *o = &ctx->overlay.o[i];
        const geo_kind *k = &ctx->content->kinds.kind[o->kind];
        if (k->zone_ht && o->at.kind == GEO_PLACE_POINT &&
            geo_zone_applies(ctx->board, o->at.u.point, k->zone_radius, geo_place_cell(a),
                             geo_place_cell(t))) {
            (*nzones)++;
            mod += k->zone_ht;
        }
    }
    return mod;
}

/* SHOOT-13 … SHOOT-16 for weapon slot w of shooter s at target t. */
static rf_ht threshold(const scn_ctx *ctx, int s, int w, int t, int *nzones)
{
    geo_cell a = ctx->legend[s].at, b = ctx->legend[t].at;
    int dist = geo_distance(ctx->board, geo_place_cell(a), geo_place_cell(b));
    return rf_hit_threshold(&ctx->legend[s].weapon[w], dist, zone_mod(ctx, a, b, nzones));
}

/* The weapon slot of legend idx holding the weapon named `name`, or -1. */
static int held(const scn_ctx *ctx, int idx, const char *name)
{
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

/* What the Aim cards need to know of the target (AIM-11, AIM-16). */
static bool aim_target(const scn_ctx *ctx, int s, int t, rf_aim_target *out, char *why)
{
    geo_cell a = ctx->legend[s].at, b = ctx->legend[t].at;
    int la = geo_floor(ctx->board, a), lb = geo_floor(ctx->board, b);
    memset(out, 0, sizeof *out);
    out->lower = lb < la;
    out->higher = lb > la;
    out->cover = geo_cover(ctx->board, &ctx->overlay, a, b, NULL);
    int helmet = ctx->legend[t].helmet;
    if (helmet <= SCN_GEAR_COMMON) return true;      /* GEAR-7: the starting one does nothing */
    const rf_loot_def *h = gear(ctx, RF_LOOT_HELMET, helmet);
    if (!h) {
        snprintf(why, SCN_WHY_LEN, "the content has no %s helmet", grade_names[helmet]);
        return false;
    }
    out->helmet_value = h->helmet_value;
    out->helmet_count = h->helmet_count;
    return true;
}

/* Take the next n queued Aim cards (the caller checked there are n). */
static void draw(scn_ctx *ctx, rf_aim_card *out, int n)
{
    memcpy(out, ctx->aim_queue, (size_t)n * sizeof *out);
    ctx->naim_queue -= n;
    memmove(ctx->aim_queue, ctx->aim_queue + n, (size_t)ctx->naim_queue * sizeof *out);
}

/* A refused action: FAIL line, nothing changes, `expect last` says why. */
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

/* Both on the map and enemies (SHOOT-4, MELEE-1); why filled if not. */
static bool opponents(const scn_ctx *ctx, int s, int t, char *why)
{
    const scn_legend *a = &ctx->legend[s], *b = &ctx->legend[t];
    if (a->eliminated || b->eliminated)
        snprintf(why, SCN_WHY_LEN, "%s is not on the map (ELIM-4)",
                 a->eliminated ? a->name : b->name);
    else if (s == t || a->squad == b->squad)
        snprintf(why, SCN_WHY_LEN, "%s is not an enemy of %s", b->name, a->name);
    else
        return true;
    return false;
}

/* --- shoot --- */

/* SHOOT-3 … SHOOT-6 and the cards: why filled if the Shoot cannot be
 * taken; *w the weapon slot. */
static bool can_shoot(scn_ctx *ctx, int s, int t, const char *wname, int *w, char *why)
{
    if (!opponents(ctx, s, t, why)) return false;
    const scn_legend *a = &ctx->legend[s];
    geo_los_result res;
    memset(&res, 0, sizeof res);
    if (!geo_los(ctx->board, &ctx->overlay, geo_place_cell(a->at),
                 geo_place_cell(ctx->legend[t].at), &res)) {
        char d[SCN_WHY_LEN];
        geo_los_describe(ctx->board, &res, d, sizeof d);
        snprintf(why, SCN_WHY_LEN, "no line of sight (SHOOT-3): %.128s", d);
        return false;
    }
    *w = held(ctx, s, wname);
    if (*w < 0) snprintf(why, SCN_WHY_LEN, "%s holds no %s (equip)", a->name, wname);
    else if (a->ammo[*w] == 0) snprintf(why, SCN_WHY_LEN, "%s has no ammo (WEAPON-17)", wname);
    else return true;
    return false;
}

/* The number of cards the shot needs, if queued (why filled if not). */
static bool cards_ready(const scn_ctx *ctx, const rf_weapon_stats *w, int *n, char *why)
{
    *n = rf_aim_cards_needed(w);
    if (*n < 0 || *n > RF_MAX_AIM_CARDS)
        snprintf(why, SCN_WHY_LEN, "the shot needs %d Aim cards (at most %d)", *n,
                 RF_MAX_AIM_CARDS);
    else if (*n > ctx->naim_queue)
        snprintf(why, SCN_WHY_LEN, "the Aim deck queue is empty (the shot needs %d cards, "
                 "%d queued: deck aim)", *n, ctx->naim_queue);
    else
        return true;
    return false;
}

static const rf_aim_board *aim_board(const scn_ctx *ctx)
{
    return ctx->aim_board_set ? &ctx->aim_board : &ctx->content->catalog.aim_board;
}

/* Fire (SHOOT-10): spend the ammo, reveal and judge the cards, apply the
 * damage; the account goes to ctx->last_*. */
static void fire(scn_ctx *ctx, int s, int w, int t, const rf_aim_target *tg, int n)
{
    scn_legend *a = &ctx->legend[s];
    rf_aim_card drawn[RF_MAX_AIM_CARDS];
    int nsmoke = 0;
    ctx->last_ht = threshold(ctx, s, w, t, &nsmoke);
    a->ammo[w]--;                                    /* SHOOT-5 */
    draw(ctx, drawn, n);
    memset(&ctx->last_aim, 0, sizeof ctx->last_aim);
    rf_aim_resolve(aim_board(ctx), &a->weapon[w], ctx->last_ht.ht, drawn, n, tg, &ctx->last_aim);
    ctx->last_kind = SCN_LAST_SHOOT;
    ctx->last_target = t;
    ctx->last_hits = ctx->last_aim.hits;
    ctx->last_heads = ctx->last_aim.heads;
    ctx->last_damage = rf_shot_damage(&a->weapon[w], ctx->last_hits, ctx->last_heads, 0);
    ctx->last_note[0] = '\0';
    hurt(ctx, t, ctx->last_damage, RF_DMG_NORMAL);
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

/* shoot NAME TARGET WEAPON [ignore ICONS]: the whole Shoot, reactions
 * passed. */
rf_status scn_kw_shoot(scn_ctx *ctx, scn_line *ln)
{
    int s = -1, t = -1, w = -1, n = 0;
    uint8_t ignore = 0;
    const char *wname = NULL;
    rf_status st = actor(ctx, ln, "NAME", &s);
    if (st == RF_OK) st = actor(ctx, ln, "TARGET", &t);
    if (st == RF_OK) st = scn_arg_word(ctx, ln, "WEAPON", &wname);
    if (st == RF_OK && !weapon_defined(ctx, wname))
        return scn_error(ctx, ln, ln->pos - 1, "WEAPON", "no weapon named '%.40s'", wname);
    if (st == RF_OK) st = ignore_icons(ctx, ln, &ignore);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK) return st;
    char why[SCN_WHY_LEN] = "";
    rf_vitals v;
    rf_aim_target tg;
    if (!can_shoot(ctx, s, t, wname, &w, why) || !aim_target(ctx, s, t, &tg, why) ||
        !vitals_of(ctx, &ctx->legend[t], &v, why) ||
        !cards_ready(ctx, &ctx->legend[s].weapon[w], &n, why))
        return refuse(ctx, ln, "shoot", why);
    tg.ignore_icons = ignore;
    fire(ctx, s, w, t, &tg, n);
    return RF_OK;
}

/* --- melee --- */

/* Push target t one space away from legend s (PUSH-2 … PUSH-6); true on
 * a collision. The outcome goes to ctx->last_note. */
static bool push(scn_ctx *ctx, int s, int t)
{
    scn_legend *lg = &ctx->legend[t];
    geo_cellset others;
    scn_legend_cells(ctx, t, &others);
    rf_push_step p = rf_push_one(ctx->board, &ctx->overlay, &others, ctx->legend[s].at, lg->at);
    char to[24], placed[24] = "nowhere free: stays";
    rf_format_place(geo_place_cell(p.to), to, sizeof to);
    if (p.outcome == RF_PUSH_MOVED) {
        lg->at = p.to;
        snprintf(ctx->last_note, sizeof ctx->last_note, "pushed to %s", to);
        return false;
    }
    geo_cell free[8];               /* PUSH-4: the first of them, north then clockwise */
    if (p.outcome == RF_PUSH_LOWER_OCCUPIED &&
        rf_push_landing(ctx->board, &ctx->overlay, &others, p.to, free) > 0) {
        lg->at = free[0];
        rf_format_place(geo_place_cell(free[0]), placed, sizeof placed);
    }
    snprintf(ctx->last_note, sizeof ctx->last_note, "collision at %s: %s%s%s", to,
             rf_push_outcome_name(p.outcome),
             p.outcome == RF_PUSH_LOWER_OCCUPIED ? ", placed on " : "",
             p.outcome == RF_PUSH_LOWER_OCCUPIED ? placed : "");
    return true;
}

/* MELEE-2 (3): 4 damage and a push of 1; a collision deals 4 more. */
static void strike(scn_ctx *ctx, int s, int t)
{
    draw(ctx, &ctx->last_card, 1);
    bool hit = rf_melee_hits(&ctx->last_card);
    ctx->last_kind = SCN_LAST_MELEE;
    ctx->last_target = t;
    ctx->last_hits = hit;
    ctx->last_heads = 0;
    ctx->last_damage = 0;
    snprintf(ctx->last_note, sizeof ctx->last_note, "%s", hit ? "" : "the attack fails");
    if (!hit) return;
    ctx->last_damage = MELEE_DAMAGE;
    if (hurt(ctx, t, MELEE_DAMAGE, RF_DMG_NORMAL).eliminated) {
        snprintf(ctx->last_note, sizeof ctx->last_note, "eliminated: no push");
        return;
    }
    if (push(ctx, s, t)) {
        ctx->last_damage += MELEE_DAMAGE;
        hurt(ctx, t, MELEE_DAMAGE, RF_DMG_NORMAL);
    }
}

/* MELEE-1: an enemy on an adjacent space; why filled if not. */
static bool can_melee(const scn_ctx *ctx, int s, int t, char *why)
{
    if (!opponents(ctx, s, t, why)) return false;
    if (geo_adjacent(ctx->board, &ctx->overlay, geo_place_cell(ctx->legend[s].at),
                     geo_place_cell(ctx->legend[t].at)))
        return true;
    snprintf(why, SCN_WHY_LEN, "%s is not adjacent to %s (MELEE-1)", ctx->legend[t].name,
             ctx->legend[s].name);
    return false;
}

/* melee NAME TARGET: an adjacent enemy (MELEE-1), one Aim card. */
rf_status scn_kw_melee(scn_ctx *ctx, scn_line *ln)
{
    int s = -1, t = -1;
    rf_status st = actor(ctx, ln, "NAME", &s);
    if (st == RF_OK) st = actor(ctx, ln, "TARGET", &t);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK) return st;
    char why[SCN_WHY_LEN] = "";
    rf_vitals v;
    if (!can_melee(ctx, s, t, why) || !vitals_of(ctx, &ctx->legend[t], &v, why))
        return refuse(ctx, ln, "melee", why);
    if (ctx->naim_queue < 1)
        return refuse(ctx, ln, "melee", "the Aim deck queue is empty (a melee attack needs "
                      "1 card: deck aim)");
    strike(ctx, s, t);
    return RF_OK;
}

/* --- damage --- */

/* damage NAME N [true|shield|ring]: DMG-3 (normal), DMG-6 (<HEALTH>),
 * DMG-5 (<SHIELD>), ring damage (extension: <HEALTH>, KO-5); the knockdown
 * shield and ELIM-2 apply. */
rf_status scn_kw_damage(scn_ctx *ctx, scn_line *ln)
{
    static const char *const tags[] = { "true", "shield", "ring", NULL };
    static const int tag_of[] = { RF_DMG_HEALTH, RF_DMG_SHIELD, RF_DMG_RING };
    int idx = -1, n = 0, tag = -1;
    rf_status st = actor(ctx, ln, "NAME", &idx);
    if (st == RF_OK) st = scn_arg_int(ctx, ln, "N", 0, 999, &n);
    if (st == RF_OK && scn_more(ln)) st = scn_arg_choice(ctx, ln, "true|shield|ring", tags, &tag);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK) return st;
    char why[SCN_WHY_LEN] = "";
    rf_vitals v;
    if (ctx->legend[idx].eliminated) {
        snprintf(why, sizeof why, "%s is not on the map", ctx->legend[idx].name);
        scn_report(ctx, ln, false, "cannot apply damage: %s", why);
    } else if (!vitals_of(ctx, &ctx->legend[idx], &v, why)) {
        scn_report(ctx, ln, false, "cannot apply damage: %s", why);
    } else {
        hurt(ctx, idx, n, tag < 0 ? RF_DMG_NORMAL : tag_of[tag]);
    }
    return RF_OK;
}

/* --- expect hitthreshold --- */

/* expect hitthreshold SHOOTER TARGET WEAPON N: the modified HT the
 * shooter would use (SHOOT-13 … SHOOT-16, ZONE-9), without shooting. */
rf_status scn_ex_hitthreshold(scn_ctx *ctx, scn_line *ln)
{
    char why_s[SCN_WHY_LEN], why_t[SCN_WHY_LEN], why[SCN_WHY_LEN];
    const char *wname = NULL;
    int s = -1, t = -1, n = 0, nsmoke = 0;
    rf_status st = scn_arg_legend(ctx, ln, "SHOOTER", &s, why_s, sizeof why_s);
    if (st == RF_OK) st = scn_arg_legend(ctx, ln, "TARGET", &t, why_t, sizeof why_t);
    if (st == RF_OK) st = scn_arg_word(ctx, ln, "WEAPON", &wname);
    if (st == RF_OK) st = scn_arg_int(ctx, ln, "N", 0, 999, &n);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK) return st;
    int w = s >= 0 ? held(ctx, s, wname) : -1;
    if (s >= 0 && w < 0) snprintf(why, sizeof why, "%s holds no %.40s", ctx->legend[s].name, wname);
    const char *bad = why_s[0] ? why_s : why_t[0] ? why_t : w < 0 ? why : NULL;
    if (bad) {
        scn_cannot(ctx, ln, bad);
        return RF_OK;
    }
    rf_ht h = threshold(ctx, s, w, t, &nsmoke);
    scn_report(ctx, ln, h.ht == n, "%d (base %d, range %+d, optic %+d, other %+d: %d "
               "zone%s, ZONE-7)", h.ht, h.base, h.range_mod, h.optic_mod, h.other_mod, nsmoke,
               nsmoke == 1 ? "" : "s");
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

/* expect canshoot SHOOTER TARGET WEAPON yes|no: SHOOT-3 (line of sight),
 * SHOOT-4 (an enemy), SHOOT-5 / WEAPON-17 (held, with ammo); ELIM-4. */
rf_status scn_ex_canshoot(scn_ctx *ctx, scn_line *ln)
{
    char why_s[SCN_WHY_LEN], why_t[SCN_WHY_LEN], why[SCN_WHY_LEN] = "";
    const char *wname = NULL;
    int s = -1, t = -1, w = -1;
    bool want = false;
    rf_status st = scn_arg_legend(ctx, ln, "SHOOTER", &s, why_s, sizeof why_s);
    if (st == RF_OK) st = scn_arg_legend(ctx, ln, "TARGET", &t, why_t, sizeof why_t);
    if (st == RF_OK) st = scn_arg_word(ctx, ln, "WEAPON", &wname);
    if (st == RF_OK) st = scn_arg_yesno(ctx, ln, "yes|no", &want);
    if (st == RF_OK) st = scn_args_end(ctx, ln);
    if (st != RF_OK || !two_known(ctx, ln, s, why_s, t, why_t)) return st;
    if (!weapon_defined(ctx, wname)) {
        snprintf(why, sizeof why, "no weapon named '%.40s'", wname);
        scn_cannot(ctx, ln, why);
        return RF_OK;
    }
    bool got = can_shoot(ctx, s, t, wname, &w, why);
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
    if (st != RF_OK || !two_known(ctx, ln, s, why_s, t, why_t)) return st;
    bool got = can_melee(ctx, s, t, why);
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
