/*
 * abilities_minis.c — the fields of an ability that places several
 * miniatures (ABIL-11 "ATTACH a Raven to up to 3 enemies in range 1–3";
 * Wraith's 2 Portals and Pathfinder's 2 zipline points, DATA-GAPS 7.4,
 * 7.6). Format: docs/abilities.md.
 *
 *  - "minis": the ability's miniatures, tokens … 3 (default: as many as
 *    tokens). One token's effect may then have several on the map.
 *  - "targets": how many miniatures one use places: N means "up to N" (the
 *    legend places one, then may stop after each), [lo, hi] at least lo
 *    and at most hi; hi ≤ minis; default 1. Attached miniatures go on
 *    different legends.
 *  - "chain": [lo, hi]: each miniature after the first goes in range lo–hi
 *    of the one placed before it (and in its line of sight with "los")
 *    instead of the legend's range; it needs targets of 2 or more and a
 *    place on the map (not attached).
 */
#include "data/abilities_minis.h"

static const char *const why_none = "an ability that places nothing has no miniatures to count";
static const char *const why_self = "a miniature attached to its user is one, on the user "
                                    "(rule ABIL-8)";

/* Two whole numbers lo ≤ hi within [min, max], or false (error recorded). */
static bool read_pair(ju_doc *d, const json_t *arr, const char *p, int min, int max, int *lo,
                      int *hi)
{
    char ep[JU_PATH_LEN];
    int x[2] = { 0, 0 };
    for (size_t i = 0; i < 2; i++) {
        const json_t *e = json_array_get(arr, i);
        ju_path_index(ep, sizeof ep, p, i);
        if (!json_is_integer(e) || json_integer_value(e) < min || json_integer_value(e) > max) {
            ju_error(d, ep, "a bound is a whole number from %d to %d", min, max);
            return false;
        }
        x[i] = (int)json_integer_value(e);
    }
    if (x[0] > x[1]) {
        ju_error(d, p, "the range %d-%d is empty (lo > hi)", x[0], x[1]);
        return false;
    }
    *lo = x[0];
    *hi = x[1];
    return true;
}

/* "targets": N (up to N) or [lo, hi]. */
static void read_targets(ju_doc *d, const json_t *v, const char *path, rf_ability_def *a)
{
    char p[JU_PATH_LEN];
    const json_t *t = json_object_get(v, "targets");
    a->targets_lo = a->targets_hi = 1;
    if (!t) return;
    ju_path_key(p, sizeof p, path, "targets");
    int lo = 1, hi = 1;
    if (json_is_integer(t)) {
        hi = (int)json_integer_value(t);
        if (hi < 1 || hi > a->minis) {
            ju_error(d, p, "up to %d targets: 1 to the ability's %d miniature%s", hi, a->minis,
                     a->minis == 1 ? "" : "s");
            return;
        }
    } else if (!json_is_array(t) || json_array_size(t) != 2) {
        ju_error(d, p, "targets is a number N (up to N) or [lo, hi]");
        return;
    } else if (!read_pair(d, t, p, 1, a->minis, &lo, &hi)) {
        return;
    }
    a->targets_lo = (uint8_t)lo;
    a->targets_hi = (uint8_t)hi;
}

/* "chain": [lo, hi] from the miniature placed before. */
static void read_chain(ju_doc *d, const json_t *v, const char *path, rf_ability_def *a)
{
    char p[JU_PATH_LEN];
    const json_t *c = json_object_get(v, "chain");
    if (!c) return;
    ju_path_key(p, sizeof p, path, "chain");
    if (a->place == RF_APLACE_ATTACH) {
        ju_error(d, p, "an attached miniature goes where its legend is: no chain (rule ABIL-8)");
        return;
    }
    if (a->targets_hi < 2) {
        ju_error(d, p, "a chain needs 2 or more targets (the first is placed from the legend)");
        return;
    }
    if (!json_is_array(c) || json_array_size(c) != 2) {
        ju_error(d, p, "chain is [lo, hi], a range from the miniature placed before");
        return;
    }
    int lo = 0, hi = 0;
    if (!read_pair(d, c, p, 0, 12, &lo, &hi)) return;
    if (hi == 0) {
        ju_error(d, p, "a chain of range 0-0 would place on the same place twice");
        return;
    }
    a->chain_lo = (uint8_t)lo;
    a->chain_hi = (uint8_t)hi;
}

/* A place on the map has miniatures to count; none and self have not. */
static bool counts_minis(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                         const rf_ability_def *a)
{
    if (a->place != RF_APLACE_NONE && a->place != RF_APLACE_SELF) return true;
    ju_forbid(d, v, path, f->key, a->place == RF_APLACE_NONE ? why_none : why_self);
    return false;
}

void abm_read_minis(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                    rf_ability_def *a)
{
    a->minis = a->tokens;
    a->targets_lo = a->targets_hi = 1;
    int m = a->tokens;
    if (counts_minis(d, v, path, f, a) &&
        ju_get_int(d, v, path, "minis", false, a->tokens, RF_ABIL_MAX_MINIS, &m) == 1)
        a->minis = (uint8_t)m;
}

void abm_read_targets(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                      rf_ability_def *a)
{
    if (counts_minis(d, v, path, f, a)) read_targets(d, v, path, a);
}

void abm_read_chain(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                    rf_ability_def *a)
{
    if (counts_minis(d, v, path, f, a)) read_chain(d, v, path, a);
}
