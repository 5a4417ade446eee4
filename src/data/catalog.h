/*
 * catalog.h — the immutable game content the rules need: weapon cards, the
 * Aim deck and Aim board, loot token kinds and their counts, supply bin
 * cards, starting gear (rules WEAPON, AIM, LOOT, GEAR, ATTACH, CONSUM,
 * GRENADE, INTERACT-4).
 *
 * Loaded from data/weapons.json, data/aim.json, data/loot.json and
 * data/supply_bins.json by src/data/rules_load.c into struct rf_content
 * (content.h); shared by every game, never changed after loading. Designed
 * values say so in the data ("source": "designed") and in
 * docs/data-provenance.md.
 */
#ifndef RF_RULES_CATALOG_H
#define RF_RULES_CATALOG_H

#include <stdbool.h>
#include <stdint.h>

#define RF_ID_LEN 16
#define RF_NAME_LEN 40

/* WEAPON-16: ammo types. */
enum rf_ammo { RF_AMMO_LIGHT, RF_AMMO_HEAVY, RF_AMMO_ENERGY, RF_AMMO_SHOTGUN, RF_AMMO_SNIPER,
               RF_AMMO_COUNT };

/* ATTACH-1: attachment families (the symbol of a slot or token). */
enum rf_attach_family {
    RF_ATT_NONE = 0,
    RF_ATT_STABILIZER,    /* barrel stabilizer: stability (ATTACH-8) */
    RF_ATT_MAGAZINE,      /* extended magazine: fire rate +1 (ATTACH-9) */
    RF_ATT_BOLT,          /* shotgun bolt: +1 first fire-rate number (ATTACH-10) */
    RF_ATT_OPTIC,         /* optic: HT modifier within its range (ATTACH-11) */
    RF_ATT_STOCK,         /* standard stock: damage per hit (ATTACH-12) */
    RF_ATT_SNIPER_STOCK,  /* sniper stock: damage of the first hit (ATTACH-13) */
    RF_ATT_COUNT
};

/* LOOT-1: rarities. */
enum rf_rarity { RF_COMMON, RF_RARE, RF_EPIC, RF_LEGENDARY, RF_RARITY_COUNT };

/* One attachment slot of a weapon card (ATTACH-2, ATTACH-3). */
typedef struct rf_weapon_slot_def {
    uint8_t family;        /* enum rf_attach_family */
    int8_t ammo;           /* required ammo type of the token, -1 any */
    uint8_t nodes;         /* white nodes (bit n-1 = node n), 0 = no node system */
    int16_t printed;       /* printed (preinstalled) attachment: loot kind, -1 (ATTACH-7) */
} rf_weapon_slot_def;

#define RF_MAX_WEAPON_SLOTS 4

/* WEAPON-14: a printed PASSIVE box beyond Recoil: an effect of the one
 * effect list's WEAPON lines (data/effect_list.h) with its condition,
 * checked once, before the first Aim card is revealed. */
enum rf_passive_level { RF_PASSIVE_ANY_LEVEL, RF_PASSIVE_LOWER, RF_PASSIVE_HIGHER,
                        RF_PASSIVE_SAME_LEVEL };
typedef struct rf_weapon_passive {
    uint8_t effect;                /* 1 + enum rf_effect (a WEAPON line), 0: no box */
    int8_t a[4];                   /* its arguments, in the list's order */
    uint8_t range_lo, range_hi;    /* "if": the target within this range, 0-0 any */
    uint8_t level;                 /* "if": enum rf_passive_level (AIM-11's heights) */
} rf_weapon_passive;

/* WEAPON-15, ACT-15: a weapon special action, paid with its AP during the
 * legend's activation while the weapon is equipped; its instructions
 * (effects of the list's CARD lines a special action card may carry),
 * joined by "and", in any order. */
#define RF_WEAPON_ACTION_STEPS 2
typedef struct rf_weapon_action {
    uint8_t cost;                  /* 1 or 2 AP; 0: the card has no special action */
    uint8_t n;                     /* instructions joined by "and" */
    uint8_t effect[RF_WEAPON_ACTION_STEPS];  /* enum rf_effect (CARD lines) */
    int8_t a[RF_WEAPON_ACTION_STEPS][4];
} rf_weapon_action;

/* WEAPON-13: the values a preinstalled modification changed from the base
 * model, by the arrow printed beside each (bits 1 << enum rf_weapon_value). */
enum rf_weapon_value { RF_WV_AMMO, RF_WV_RANGE, RF_WV_RATE, RF_WV_THRESHOLD, RF_WV_DAMAGE,
                       RF_WV_HEAD, RF_WV_COUNT };

/* A weapon card (WEAPON-9). */
typedef struct rf_weapon_def {
    char id[RF_ID_LEN];            /* "W-01" */
    char name[RF_NAME_LEN];        /* "C.A.R. SMG" */
    char type[16];                 /* "SMG", "Sniper", ... */
    uint8_t ammo;                  /* enum rf_ammo */
    uint8_t ammo_init;             /* WEAPON-9 (3): initial ammo */
    uint8_t range_lo, range_hi;    /* best range (WEAPON-10) */
    uint8_t threshold;             /* Hit Threshold (WEAPON-11) */
    uint8_t rate_a, rate_b;        /* fire rate A×B; single number N = N×1 (AIM-3) */
    uint8_t damage, head;          /* regular and headshot damage (WEAPON-12) */
    int8_t stability;              /* printed stability (ATTACH-14) */
    int8_t recoil;                 /* passive Recoil X (AIM-6, WEAPON-14) */
    uint8_t kitted;                /* a fully kitted card FK-W-n (data/fully_kitted.json,
                                      GUNRUN-1): never in the basic weapon deck */
    uint8_t nslots;
    rf_weapon_slot_def slot[RF_MAX_WEAPON_SLOTS];
    uint8_t count;                 /* copies in the basic deck */
    uint8_t special;               /* a special weapon card of Supply Drops (DROP-1,
                                      data/supply_drops.json): never in the weapon deck */
    uint8_t mod_up, mod_down;      /* WEAPON-13: values with an up / a down arrow */
    rf_weapon_passive passive;     /* WEAPON-14 */
    rf_weapon_action action;       /* WEAPON-15 */
} rf_weapon_def;

/* Aim card icons (AIM-1, SYM-2). */
enum rf_aim_icon {
    RF_ICON_LOW = 1u << 0,         /* automatic hit if the target is lower */
    RF_ICON_HIGH = 1u << 1,        /* automatic miss if the target is higher */
    RF_ICON_COVER = 1u << 2,       /* automatic miss if the target is behind cover */
    RF_ICON_SEMI = 1u << 3,        /* half a hit (AIM-10) */
    RF_ICON_HEAD = 1u << 4,        /* headshot (AIM-15) */
};

/* Grenade arrows on an Aim card's lower part (GRENADE-4): the 8 directions
 * of geo/grid.h (GEO_N ... GEO_NW), or -1 for none. */
typedef struct rf_aim_card {
    uint8_t value;
    uint8_t icons;                 /* enum rf_aim_icon bits */
    int8_t arrow;
} rf_aim_card;

#define RF_AIM_DECK 14
#define RF_AIM_MIN_SLOT (-3)
#define RF_AIM_MAX_SLOTS 12

/* The Aim board (AIM-2, AIM-18): slots from min_slot to max_slot with a
 * stability modifier each; slot 0 is the default start. */
typedef struct rf_aim_board {
    int8_t min_slot, max_slot;
    int8_t mod[RF_AIM_MAX_SLOTS];  /* mod[slot - min_slot] */
} rf_aim_board;

static inline int catalog_aim_board_mod(const rf_aim_board *b, int slot)
{
    if (slot < b->min_slot) slot = b->min_slot;
    if (slot > b->max_slot) slot = b->max_slot;
    return b->mod[slot - b->min_slot];
}

/* LOOT-2: what a loot token is. */
enum rf_loot_family {
    RF_LOOT_HELMET, RF_LOOT_BODY_SHIELD, RF_LOOT_KNOCKDOWN,     /* gear (GEAR) */
    RF_LOOT_ATTACHMENT,                                         /* ATTACH */
    RF_LOOT_GRENADE,                                            /* GRENADE */
    RF_LOOT_CONSUMABLE,                                         /* CONSUM */
    RF_LOOT_CRAFTING,                                           /* REPL (module) */
};

/* Consumable effects (CONSUM-3 … CONSUM-8). */
enum rf_consumable { RF_CONS_NONE, RF_CONS_HEALTH, RF_CONS_SHIELD, RF_CONS_BOTH,
                     RF_CONS_ACCELERANT };

/* A kind of loot token with its database values. */
typedef struct rf_loot_def {
    char id[32];                   /* "helmet_rare", "optic_digital_sniper_threat" */
    char name[RF_NAME_LEN];
    uint8_t family;                /* enum rf_loot_family */
    uint8_t rarity;                /* enum rf_rarity */
    uint8_t starting;              /* starting gear (GEAR-2): not in a bag */
    uint8_t count;                 /* tokens of this kind in the box */
    /* gear */
    uint8_t helmet_value, helmet_count;    /* GEAR-7: protects cards <= value, count cards */
    uint8_t shield_limit, shield_restore;  /* GEAR-8 */
    uint8_t knockdown_prevent;             /* GEAR-11 */
    uint8_t ring_cap;                      /* GEAR-11 legendary: ring damage capped, 0 none */
    uint8_t double_sided;                  /* GEAR-4 */
    /* attachments */
    uint8_t attach;                /* enum rf_attach_family */
    int8_t attach_ammo;            /* ammo-type symbol, -1 none (ATTACH-3) */
    uint8_t attach_nodes;          /* node bits (bit n-1 = node n), 0 none (ATTACH-3) */
    int8_t stability;              /* ATTACH-8 */
    int8_t rate_bonus;             /* ATTACH-9, ATTACH-10 */
    uint8_t optic_lo, optic_hi;    /* ATTACH-11; optic_hi 0 = "or more" */
    int8_t optic_mod;              /* negative: lowers the HT */
    uint8_t stock_bonus;           /* ATTACH-12 per hit, ATTACH-13 first hit */
    /* grenades (GRENADE-9, GRENADE-10) */
    uint8_t throw_lo, throw_hi, drift_cards;
    char template_id[24];          /* data/templates.json */
    /* consumables (CONSUM) */
    uint8_t consumable;            /* enum rf_consumable */
    uint8_t restore_health, restore_shield, cooldown_reduce;
} rf_loot_def;

/* A supply bin card (INTERACT-4): loot tokens to draw by rarity. */
typedef struct rf_bin_card {
    char id[RF_ID_LEN];
    uint8_t draw[RF_RARITY_COUNT];
} rf_bin_card;

#define RF_MAX_WEAPON_DEFS 64
#define RF_MAX_LOOT_DEFS 80
#define RF_MAX_BIN_CARDS 24
#define RF_KITTED_CARDS 16      /* GUNRUN-1: FK-W-1 … FK-W-16 per back colour */

typedef struct rf_catalog {
    int nweapons;
    rf_weapon_def weapon[RF_MAX_WEAPON_DEFS];
    rf_aim_card aim[RF_AIM_DECK];
    rf_aim_board aim_board;
    int nloot;
    rf_loot_def loot[RF_MAX_LOOT_DEFS];
    int nbins;
    rf_bin_card bin[RF_MAX_BIN_CARDS];
} rf_catalog;

const char *catalog_ammo_name(int ammo);
int catalog_ammo_parse(const char *name);          /* -1 if unknown */
int catalog_weapon(const rf_catalog *c, const char *id_or_name);   /* -1 */
int catalog_loot(const rf_catalog *c, const char *id);             /* -1 */
/* The first fully kitted card FK-W-1 (the 16 follow in order), or -1. */
int catalog_kitted_first(const rf_catalog *c);


/* Can this token go on this slot (ATTACH-2, ATTACH-3)? */
bool catalog_attachment_fits(const rf_weapon_slot_def *slot, const rf_loot_def *att);

#endif
