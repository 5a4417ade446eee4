/*
 * ht_parts.h — a Shoot's "other" Hit Threshold modifier in parts (SHOOT-13
 * … SHOOT-16): what gives each part, of which kind, and how much. The log
 * words them, the record keeps them, views show them: one list of kinds.
 */
#ifndef RF_RULES_HT_PARTS_H
#define RF_RULES_HT_PARTS_H

#include <stdint.h>

/* Where a Hit Threshold modifier comes from: X(NAME, "words"). */
#define RF_HT_PART_KINDS(X) \
    X(OTHER, "other") X(ZONE, "zone") X(REACTION, "reaction") X(CARD, "card") \
    X(ABILITY, "ability") X(EVENT, "event") X(CHAMPION, "champion card") \
    X(WEAPON, "weapon passive")

enum rf_ht_part_kind {
#define RF_HT_PART_ENUM_(name, words) RF_PART_##name,
    RF_HT_PART_KINDS(RF_HT_PART_ENUM_)
#undef RF_HT_PART_ENUM_
    RF_PART_KINDS
};

static inline const char *ht_part_kind_name(int kind)
{
    static const char *const names[RF_PART_KINDS] = {
#define RF_HT_PART_NAME_(name, words) words,
        RF_HT_PART_KINDS(RF_HT_PART_NAME_)
#undef RF_HT_PART_NAME_
    };
    return kind >= 0 && kind < RF_PART_KINDS ? names[kind] : names[RF_PART_OTHER];
}

typedef struct rf_ht_part {
    const char *what;       /* "Smoke", "Sense Danger", "Beast of the Hunt" */
    uint8_t kind;           /* enum rf_ht_part_kind */
    int mod;                /* + harder, - easier */
} rf_ht_part;

#define RF_HT_PARTS 16

/* Add a part (none for 0) if there is room; returns the new count. */
static inline int ht_part_add(rf_ht_part *out, int n, int max, const char *what,
                                 enum rf_ht_part_kind kind, int mod)
{
    if (!mod || n >= max) return n;
    out[n].what = what;
    out[n].kind = (uint8_t)kind;
    out[n].mod = mod;
    return n + 1;
}

#endif
