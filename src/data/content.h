/*
 * content.h — the loaded data set behind an rf_content handle: component
 * kinds, area-of-effect templates and the official map component lists.
 * Immutable once loaded; shared by every map and game made from it.
 */
#ifndef RF_CONTENT_H
#define RF_CONTENT_H

#include "ringfall.h"
#include "geo/traits.h"
#include "geo/zone.h"
#include "data/cards.h"
#include "data/catalog.h"
#include "data/modes.h"
#include "data/types/abilities.h"
#include "data/types/champ.h"
#include "data/types/deploy.h"
#include "data/types/entrance.h"
#include "data/types/equipment.h"
#include "data/types/events.h"
#include "data/types/modules.h"
#include "data/types/ring.h"
#include "data/types/roles.h"
#include "data/types/round_track.h"

#define RF_MAX_TEMPLATES 32
#define RF_MAX_MAP_LISTS 24
#define RF_MAX_LIST_ITEMS 24
#define RF_PATH_LEN 512

/* One line of a map's official component list: "3 buildings 2x3". */
typedef struct rf_list_item {
    char kind[GEO_KIND_ID_LEN];   /* component kind id */
    int size_a, size_b;           /* AREA size (a <= b), 0 if n/a */
    int length;                   /* EDGE run length, 0 = any */
    int count;
} rf_list_item;

/* A map of the match settings: its rule, modes and component list (MAP-n). */
typedef struct rf_map_list {
    char id[32];                  /* "crossroads" */
    char name[48];                /* "Crossroads" */
    char rule[16];                /* "MAP-6" */
    char modes[8][8];             /* "BR", "ASSN", "TDM", "CHAMP", "CTF" */
    int nmodes;
    int nitems;
    rf_list_item item[RF_MAX_LIST_ITEMS];
} rf_map_list;

/* A legend a match may use (data/legends.json). */
#define RF_MAX_LEGEND_DEFS 16
#define RF_LEGEND_BAG 16
typedef struct rf_legend_def {
    char id[16];
    char name[16];
    char deck[24];                /* its action deck in cards ("" until the legends issue) */
    char abilities[24];           /* its ability cards' key ("" until then) */
    uint8_t nbag;                 /* its own bag of loot tokens (COMP: Lifeline's 13), */
    uint8_t bag[RF_LEGEND_BAG];   /* one loot kind per token, apart from the bags (LOOT-6) */
} rf_legend_def;
typedef struct rf_legends {
    int n;
    rf_legend_def legend[RF_MAX_LEGEND_DEFS];
} rf_legends;

struct rf_content {
    char dir[RF_PATH_LEN];
    unsigned long long files_hash;  /* the content files as loaded (content_hash.c) */
    geo_kinds kinds;
    int ntemplates;
    geo_template templates[RF_MAX_TEMPLATES];
    int nlists;
    rf_map_list lists[RF_MAX_MAP_LISTS];
    rf_catalog catalog;           /* weapons, Aim deck and board, loot, supply bins */
    rf_cards cards;               /* action cards (data/cards.json, plus added files) */
    rf_abilities abilities;       /* ability cards (data/abilities.json, plus added files) */
    rf_ring_deck ring_cards;      /* the Ring module's 8 cards (data/ring_cards.json) */
    rf_round_track track;         /* the round track (data/round_track.json) */
    rf_rewards rewards;           /* the entrance board's reward tokens (data/rewards.json) */
    rf_legends legends;           /* the legends (data/legends.json) */
    rf_modes modes;               /* modes and modules (data/modes.json) */
    rf_deploy_deck deploy;        /* deployment cards and coordinate tokens (deployment.json) */
    rf_drops_content drops;       /* Supply Drops' cards and special weapons (supply_drops.json) */
    rf_repl_content repl;         /* the Replicator's crafting costs (replicator.json) */
    rf_roles roles;               /* Assassination's role cards (roles.json, rules/assn.h) */
    rf_event_deck events;         /* the Events module's 12 cards (events.json) */
    rf_equipment equipment;       /* equipment boards and loadout cards (equipment.json) */
    rf_champ_content champ;       /* Champions: numbers, Boss side, feat cards (champions.json) */
};

const geo_template *content_template(const rf_content *c, const char *id);
const rf_map_list *content_map_list(const rf_content *c, const char *id);
/* A hash of the content files of directory dir (content_hash.c). */
unsigned long long content_files_hash(const char *dir);

#endif
