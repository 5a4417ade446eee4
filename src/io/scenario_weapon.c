/*
 * scenario_weapon.c — weapons in a scenario (SCENARIOS.md "Legends,
 * weapons, cards"; exact semantics in docs/scenarios.md):
 *
 *   weapon NAME range A-B threshold T rate N[xM] damage D head H
 *          ammo KIND COUNT [recoil R] [stability S] [action COST EFFECT [and EFFECT]]
 *   equip LEGEND WEAPON [stabilizer R] [optic A-B:MOD] [stock R]
 *         [sniperstock R] [mag +N]
 *
 * `weapon` defines a weapon card inline (an rf_weapon_def with no slots);
 * `equip` gives a legend that weapon (WEAPON-1: at most 2) with its ammo
 * marker at COUNT and the attachments to fit: stabilizers and stocks are
 * the catalog's loot kinds of that family and rarity (ATTACH-8, ATTACH-12,
 * ATTACH-13); an optic (ATTACH-11) and an extended magazine (ATTACH-9) are
 * written out on the line. Nothing here computes a stat: the game
 * (scenario_game.c) holds the card with the attachments fitted, and the
 * engine's legend_weapon computes it.
 */
#include <ctype.h>
#include <string.h>

#include "io/scenario.h"
#include "io/scenario_game.h"

static const char *const rarities[] = { "common", "rare", "epic", NULL };

/* A small decimal number at *p (optional sign if `sign`), 1 to 3 digits,
 * within [min, max]; advances *p. */
static bool read_num(const char **p, bool sign, int min, int max, int *out)
{
    const char *s = *p;
    int neg = 0, v = 0, n = 0;
    if (sign && (*s == '+' || *s == '-')) neg = *s++ == '-';
    while (isdigit((unsigned char)*s) && n < 4) v = v * 10 + (*s++ - '0'), n++;
    if (n == 0 || n > 3) return false;
    *out = neg ? -v : v;
    *p = s;
    return *out >= min && *out <= max;
}

/* "A-B" (A <= B), or when `open` is allowed "A+" or "A-" (*hi = 0: "A or
 * more", as data/loot.json writes optic ranges). */
static bool read_span(const char **p, bool open, int *lo, int *hi)
{
    if (!read_num(p, false, 0, 99, lo) || (**p != '-' && **p != '+')) return false;
    bool plus = *(*p)++ == '+';
    if (open && (plus || **p == ':' || **p == '\0')) {
        *hi = 0;
        return true;
    }
    return !plus && read_num(p, false, 0, 99, hi) && *hi >= *lo;
}

/* Index of a defined weapon by name, or -1. */
static int weapon_find(const scn_ctx *ctx, const char *name)
{
    for (int i = 0; i < ctx->nweapons; i++)
        if (strcmp(ctx->weapon[i].name, name) == 0) return i;
    return -1;
}

/* --- weapon --- */

enum wfield { WF_RANGE, WF_THRESHOLD, WF_RATE, WF_DAMAGE, WF_HEAD, WF_AMMO, WF_RECOIL,
              WF_STABILITY, WF_ACTION, WF_COUNT };
static const char *const wfields[] = { "range", "threshold", "rate", "damage", "head",
                                       "ammo", "recoil", "stability", "action", NULL };

static rf_status weapon_range(scn_ctx *ctx, scn_line *ln, rf_weapon_def *w)
{
    const char *t = NULL;
    int lo = 0, hi = 0;
    rf_status st = scn_arg_word(ctx, ln, "range", &t);
    if (st != RF_OK) return st;
    const char *p = t;
    if (!read_span(&p, false, &lo, &hi) || *p)
        return scn_error(ctx, ln, ln->pos - 1, "range", "expected a best range A-B "
                         "(0 <= A <= B <= 99), got '%.40s'", t);
    w->range_lo = (uint8_t)lo;
    w->range_hi = (uint8_t)hi;
    return RF_OK;
}

/* "N" (N×1) or "NxM" (AIM-3). */
static rf_status weapon_rate(scn_ctx *ctx, scn_line *ln, rf_weapon_def *w)
{
    const char *t = NULL;
    int a = 0, b = 1;
    rf_status st = scn_arg_word(ctx, ln, "rate", &t);
    if (st != RF_OK) return st;
    const char *p = t;
    bool ok = read_num(&p, false, 1, 9, &a);
    if (ok && *p == 'x') {
        p++;
        ok = read_num(&p, false, 1, 9, &b);
    }
    if (!ok || *p || a * b > RF_MAX_AIM_CARDS)
        return scn_error(ctx, ln, ln->pos - 1, "rate", "expected a fire rate N or NxM (1 to 9 "
                         "each, at most %d cards), got '%.40s'", RF_MAX_AIM_CARDS, t);
    w->rate_a = (uint8_t)a;
    w->rate_b = (uint8_t)b;
    return RF_OK;
}

static rf_status weapon_ammo(scn_ctx *ctx, scn_line *ln, rf_weapon_def *w)
{
    const char *t = NULL;
    int count = 0;
    rf_status st = scn_arg_word(ctx, ln, "ammo", &t);
    if (st != RF_OK) return st;
    int kind = catalog_ammo_parse(t);
    if (kind < 0)
        return scn_error(ctx, ln, ln->pos - 1, "ammo", "unknown ammo type '%.40s' (light, "
                         "heavy, energy, shotgun, sniper)", t);
    st = scn_arg_int(ctx, ln, "ammo COUNT", 0, 5, &count);
    w->ammo = (uint8_t)kind;
    w->ammo_init = (uint8_t)count;
    return st;
}

static rf_status weapon_field(scn_ctx *ctx, scn_line *ln, int f, rf_weapon_def *w)
{
    int v = 0;
    rf_status st = RF_OK;
    switch (f) {
    case WF_RANGE: return weapon_range(ctx, ln, w);
    case WF_RATE: return weapon_rate(ctx, ln, w);
    case WF_AMMO: return weapon_ammo(ctx, ln, w);
    case WF_ACTION: return scn_weapon_action_field(ctx, ln, w);         /* WEAPON-15 */
    case WF_THRESHOLD:
        st = scn_arg_int(ctx, ln, "threshold", 0, 200, &v);
        w->threshold = (uint8_t)v;
        return st;
    case WF_DAMAGE:
        st = scn_arg_int(ctx, ln, "damage", 0, 99, &v);
        w->damage = (uint8_t)v;
        return st;
    case WF_HEAD:
        st = scn_arg_int(ctx, ln, "head", 0, 99, &v);
        w->head = (uint8_t)v;
        return st;
    case WF_RECOIL:
        st = scn_arg_int(ctx, ln, "recoil", 0, 9, &v);
        w->recoil = (int8_t)v;
        return st;
    default:
        st = scn_arg_int(ctx, ln, "stability", -9, 9, &v);
        w->stability = (int8_t)v;
        return st;
    }
}

static rf_status weapon_name(scn_ctx *ctx, scn_line *ln, rf_weapon_def *w)
{
    const char *name = NULL;
    rf_status st = scn_arg_word(ctx, ln, "NAME", &name);
    if (st != RF_OK) return st;
    if (!scn_is_name(name))
        return scn_error(ctx, ln, ln->pos - 1, "NAME", "'%.40s' is not a weapon name (a letter, "
                         "then letters, digits, '_' or '-'; at most %d)", name, SCN_NAME_LEN - 1);
    if (weapon_find(ctx, name) >= 0)
        return scn_error(ctx, ln, ln->pos - 1, "NAME", "a weapon named %s already exists", name);
    snprintf(w->name, sizeof w->name, "%s", name);
    snprintf(w->id, sizeof w->id, "scenario");
    return RF_OK;
}

/* weapon NAME field value ...: the six card fields are required, in any
 * order; recoil and stability are optional (0), and a special action
 * (scenario_weapon_action.c). Each at most once. */
rf_status scn_kw_weapon(scn_ctx *ctx, scn_line *ln)
{
    if (ctx->game) return scn_after_game(ctx, ln);
    if (ctx->nweapons == SCN_MAX_WEAPONS)
        return scn_error(ctx, ln, 0, "", "more than %d weapons", SCN_MAX_WEAPONS);
    rf_weapon_def w;
    memset(&w, 0, sizeof w);
    w.rate_a = w.rate_b = 1;
    int seen = 0, f = 0;
    rf_status st = weapon_name(ctx, ln, &w);
    while (st == RF_OK && scn_more(ln)) {
        st = scn_arg_choice(ctx, ln, "field", wfields, &f);
        if (st == RF_OK && (seen & (1 << f)))
            return scn_error(ctx, ln, ln->pos - 1, wfields[f], "given twice");
        seen |= 1 << f;
        if (st == RF_OK) st = weapon_field(ctx, ln, f, &w);
    }
    for (f = 0; st == RF_OK && f < WF_RECOIL; f++)
        if (!(seen & (1 << f)))
            return scn_error(ctx, ln, ln->ntok, wfields[f], "missing %s", wfields[f]);
    if (st == RF_OK) ctx->weapon[ctx->nweapons++] = w;
    return st;
}

/* --- equip --- */

enum eopt { EO_STABILIZER, EO_OPTIC, EO_STOCK, EO_SNIPERSTOCK, EO_MAG, EO_COUNT };
static const char *const eopts[] = { "stabilizer", "optic", "stock", "sniperstock", "mag",
                                     NULL };

/* The catalog's attachment loot kind of a family and rarity. */
static rf_status catalog_attachment(scn_ctx *ctx, scn_line *ln, const char *what, int family,
                                    rf_loot_def *out)
{
    int r = 0;
    rf_status st = scn_arg_choice(ctx, ln, what, rarities, &r);
    if (st != RF_OK) return st;
    const rf_catalog *c = &ctx->content->catalog;
    for (int i = 0; i < c->nloot; i++) {
        const rf_loot_def *l = &c->loot[i];
        if (l->family == RF_LOOT_ATTACHMENT && l->attach == family && l->rarity == r) {
            *out = *l;
            return RF_OK;
        }
    }
    return scn_error(ctx, ln, ln->pos - 1, what, "the content has no %s %s", rarities[r], what);
}

/* optic A-B:MOD, or A+:MOD / A-:MOD for "A or more": 1-2:-5, 5+:-15 (ATTACH-11). */
static rf_status optic(scn_ctx *ctx, scn_line *ln, rf_loot_def *out)
{
    const char *t = NULL;
    int lo = 0, hi = 0, mod = 0;
    rf_status st = scn_arg_word(ctx, ln, "optic", &t);
    if (st != RF_OK) return st;
    const char *p = t;
    bool ok = read_span(&p, true, &lo, &hi) && *p++ == ':' &&
              read_num(&p, true, -99, 99, &mod) && !*p && (lo > 0 || hi > 0);
    if (!ok)
        return scn_error(ctx, ln, ln->pos - 1, "optic", "expected an optic A-B:MOD or "
                         "A+:MOD (e.g. 1-2:-5, 5+:-15), got '%.40s'", t);
    memset(out, 0, sizeof *out);
    snprintf(out->id, sizeof out->id, "scenario_optic");
    out->family = RF_LOOT_ATTACHMENT;
    out->attach = RF_ATT_OPTIC;
    out->attach_ammo = -1;
    out->optic_lo = (uint8_t)lo;
    out->optic_hi = (uint8_t)hi;
    out->optic_mod = (int8_t)mod;
    return RF_OK;
}

/* mag +N: an extended magazine, fire rate +N (ATTACH-9). */
static rf_status magazine(scn_ctx *ctx, scn_line *ln, rf_loot_def *out)
{
    const char *t = NULL;
    int n = 0;
    rf_status st = scn_arg_word(ctx, ln, "mag", &t);
    if (st != RF_OK) return st;
    const char *p = t + 1;
    if (t[0] != '+' || !read_num(&p, false, 1, 3, &n) || *p)
        return scn_error(ctx, ln, ln->pos - 1, "mag", "expected +1, +2 or +3, got '%.40s'", t);
    memset(out, 0, sizeof *out);
    snprintf(out->id, sizeof out->id, "scenario_mag");
    out->family = RF_LOOT_ATTACHMENT;
    out->attach = RF_ATT_MAGAZINE;
    out->attach_ammo = -1;
    out->rate_bonus = (int8_t)n;
    return RF_OK;
}

static rf_status equip_option(scn_ctx *ctx, scn_line *ln, int opt, rf_loot_def *att)
{
    switch (opt) {
    case EO_STABILIZER: return catalog_attachment(ctx, ln, "stabilizer", RF_ATT_STABILIZER, att);
    case EO_STOCK: return catalog_attachment(ctx, ln, "stock", RF_ATT_STOCK, att);
    case EO_SNIPERSTOCK:
        return catalog_attachment(ctx, ln, "sniperstock", RF_ATT_SNIPER_STOCK, att);
    case EO_OPTIC: return optic(ctx, ln, att);
    default: return magazine(ctx, ln, att);
    }
}

/* LEGEND and WEAPON of an equip line; the legend may hold one more. */
static rf_status equip_who(scn_ctx *ctx, scn_line *ln, int *idx, int *def)
{
    char why[SCN_WHY_LEN];
    const char *name = NULL;
    rf_status st = scn_arg_legend(ctx, ln, "LEGEND", idx, why, sizeof why);
    if (st == RF_OK && *idx < 0) return scn_error(ctx, ln, ln->pos - 1, "LEGEND", "%s", why);
    if (st == RF_OK) st = scn_arg_word(ctx, ln, "WEAPON", &name);
    if (st != RF_OK) return st;
    *def = weapon_find(ctx, name);
    if (*def < 0)
        return scn_error(ctx, ln, ln->pos - 1, "WEAPON", "no weapon named '%.40s' (define it "
                         "with a weapon line first)", name);
    const scn_legend *lg = &ctx->legend[*idx];
    for (int i = 0; i < lg->nweapons; i++)
        if (lg->weapon_def[i] == *def)
            return scn_error(ctx, ln, ln->pos - 1, "WEAPON", "%s already holds %s", lg->name,
                             name);
    if (lg->nweapons == SCN_LEGEND_WEAPONS)
        return scn_error(ctx, ln, ln->pos - 1, "WEAPON", "%s already holds %d weapons "
                         "(WEAPON-1)", lg->name, SCN_LEGEND_WEAPONS);
    return RF_OK;
}

/* equip LEGEND WEAPON [options]: the weapon's card values, then each
 * attachment fitted (each option at most once, in any order). */
rf_status scn_kw_equip(scn_ctx *ctx, scn_line *ln)
{
    int idx = -1, def = -1, seen = 0, opt = 0, natt = 0;
    rf_loot_def att[EO_COUNT];
    if (ctx->game) return scn_after_game(ctx, ln);
    rf_status st = equip_who(ctx, ln, &idx, &def);
    while (st == RF_OK && scn_more(ln)) {
        st = scn_arg_choice(ctx, ln, "option", eopts, &opt);
        if (st == RF_OK && (seen & (1 << opt)))
            return scn_error(ctx, ln, ln->pos - 1, eopts[opt], "given twice");
        seen |= 1 << opt;
        if (st == RF_OK) st = equip_option(ctx, ln, opt, &att[natt++]);
    }
    if (st != RF_OK) return st;
    scn_legend *lg = &ctx->legend[idx];
    if (natt > SCN_MAX_ATTACH)
        return scn_error(ctx, ln, ln->ntok - 1, eopts[opt], "at most %d attachments on a weapon "
                         "(ATTACH-2: a card has at most %d slots)", SCN_MAX_ATTACH, SCN_MAX_ATTACH);
    int k = lg->nweapons;
    lg->weapon_def[k] = def;
    lg->ammo[k] = ctx->weapon[def].ammo_init;
    lg->natt[k] = natt;
    memcpy(lg->att[k], att, (size_t)natt * sizeof att[0]);
    lg->nweapons++;
    return RF_OK;
}
