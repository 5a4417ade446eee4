/*
 * ht_parts.h — a Shoot's "other" Hit Threshold modifier in parts, for the
 * log (SHOOT-13 … SHOOT-16): what gives each part and how much.
 */
#ifndef RF_RULES_HT_PARTS_H
#define RF_RULES_HT_PARTS_H

typedef struct rf_ht_part {
    const char *what;       /* "Smoke", "Sense Danger", "Beast of the Hunt" */
    const char *kind;       /* "zone", "reaction", "card", "ability", "event", "champion card" */
    int mod;                /* + harder, - easier */
} rf_ht_part;

#define RF_HT_PARTS 16

/* Add a part (none for 0) if there is room; returns the new count. */
static inline int rf_ht_part_add(rf_ht_part *out, int n, int max, const char *what,
                                 const char *kind, int mod)
{
    if (!mod || n >= max) return n;
    out[n].what = what;
    out[n].kind = kind;
    out[n].mod = mod;
    return n + 1;
}

#endif
