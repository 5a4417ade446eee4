/*
 * ringfall.h — the public API of ringfall, a C11 engine for
 * "Apex Legends: The Board Game" (fan project, no affiliation).
 *
 * This is the only header that clients (the ringfall command, the server,
 * bots) include. Types are opaque; every function that can fail returns an
 * rf_status and fills an rf_error that names what went wrong and where
 * (file, line, column, field). The library never exits, never prints unless
 * handed a FILE*, and keeps no global state: everything hangs off the
 * handles below.
 *
 * Layers: content (data/ directory: component kinds, templates, maps) →
 * maps (boards built from map files) → queries (line of sight, movement,
 * zones) → scenarios (rule tests, ../shared/SCENARIOS.md).
 */
#ifndef RINGFALL_H
#define RINGFALL_H

#include <stdbool.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

#define RF_VERSION "0.2.0"

/* Error codes: one list, RF_STATUS_LIST(X), X(ID, NAME, HTTP): the enum
 * rf_status (RF_##ID), its names (rf_status_name: "RF_E_ILLEGAL";
 * rf_error_name: "ILLEGAL", the name the server answers with) and the HTTP
 * status a server answers a refused request with (rf_error_http_status).
 * The server's own errors are a list built the same way
 * (apps/server/srv_errors.h); GET /api/protocol serves both. */
#define RF_STATUS_LIST(X)                                                                  \
    X(OK, "OK", 200)                                                                       \
    X(E_IO, "IO", 500)             /* a file could not be read or written */              \
    X(E_JSON, "JSON", 400)         /* malformed JSON */                                   \
    X(E_DATA, "DATA", 400)         /* content file: a field is missing, wrong or          \
                                      inconsistent */                                     \
    X(E_MAP, "MAP", 400)           /* map file: a component is off the board, overlaps */ \
    X(E_SCENARIO, "SCENARIO", 400) /* scenario file: a line cannot be understood */       \
    X(E_ARG, "ARG", 400)           /* a bad argument (unknown place, unknown map...) */   \
    X(E_ILLEGAL, "ILLEGAL", 422)   /* an illegal move or choice: refused, nothing         \
                                      changed */                                          \
    X(E_NOMEM, "NOMEM", 500)       /* out of memory */

typedef enum rf_status {
#define RF_STATUS_ENUM_(id, name, http) RF_##id,
    RF_STATUS_LIST(RF_STATUS_ENUM_)
#undef RF_STATUS_ENUM_
} rf_status;
#define RF_STATUS_ONE_(id, name, http) +1
enum { RF_STATUS_COUNT = 0 RF_STATUS_LIST(RF_STATUS_ONE_) };
#undef RF_STATUS_ONE_

typedef struct rf_error {
    rf_status code;
    char file[256];     /* file the error is in, "" if none */
    int line, column;   /* 1-based; 0 if unknown */
    char field[96];     /* JSON path or scenario keyword, "" if none */
    char message[320];
} rf_error;

const char *rf_status_name(rf_status s);   /* "RF_E_MAP" */
/* The list's NAME ("MAP") and HTTP status (400); "UNKNOWN" and 500 for a
 * value not in the list. */
const char *rf_error_name(rf_status s);
int rf_error_http_status(rf_status s);
/* "file:line:column: field: message" */
void rf_error_format(const rf_error *e, char *buf, int n);

/* ---- Content: the data set (component kinds, templates, map lists) ---- */

typedef struct rf_content rf_content;

/* Load every content file in data_dir (NULL: the built-in data directory). */
rf_status rf_content_load(const char *data_dir, rf_content **out, rf_error *err);
/* Add the action cards of another cards file (docs/cards.md), e.g. the
 * test-only cards of tests/data/. Refused whole on any error. */
rf_status rf_content_add_cards(rf_content *c, const char *path, rf_error *err);
/* Add the ability cards of another abilities file (docs/abilities.md), e.g.
 * the test-only abilities of tests/data/. Refused whole on any error. */
rf_status rf_content_add_abilities(rf_content *c, const char *path, rf_error *err);
void rf_content_free(rf_content *c);
const char *rf_content_dir(const rf_content *c);

/* ---- Maps ---- */

typedef struct rf_map rf_map;

/* Load a map file (JSON, docs/maps.md). A name without '/' or ".json"
 * ("crossroads") is looked up in the content's maps/ directory. */
rf_status rf_map_load(const rf_content *c, const char *path_or_name, rf_map **out,
                      rf_error *err);
void rf_map_free(rf_map *m);
const char *rf_map_name(const rf_map *m);
int rf_map_width(const rf_map *m);
int rf_map_height(const rf_map *m);
/* Whether a legend may be set up on space x,y (on the map, not occupied by
 * a component, not impassable: PLACE rules). */
bool rf_map_space_free(const rf_map *m, int x, int y);

/* Draw the map as text (levels, walls, half walls, bins, beacons...). */
void rf_map_render(const rf_map *m, FILE *out, bool color);

/* A legend to draw on a map: its name (its initial is drawn), its space and
 * squad (0 red, 1 blue). */
typedef struct rf_marker { const char *name; int x, y; int squad; } rf_marker;
/* Draw the map with legends on it. */
void rf_map_render_marked(const rf_map *m, const rf_marker *marks, int n, FILE *out,
                          bool color);

/* Check the map against its component list in the match settings (MAP-n)
 * and the custom map guidelines (CUSTOM-n). Prints a report; returns the
 * number of errors (warnings do not count). */
int rf_map_check(const rf_map *m, FILE *out);

/* The map of the match settings the file lays out ("crossroads"), or ""
 * for a custom map. */
const char *rf_map_id(const rf_map *m);
/* May mode be played on this map (MAP-4)? mode is a rule code ("BR",
 * "ASSN", "TDM", "CHAMP", "CTF") or a mode name ("battle_royale",
 * "assassination", "team_deathmatch", "champions", "capture_the_flag"). A
 * custom map allows every mode. RF_OK, or RF_E_ARG with a message naming
 * the mode, the map and the modes the map allows (or the known modes). */
rf_status rf_map_check_mode(const rf_map *m, const char *mode, rf_error *err);

/* Line of sight between two places written in scenario notation ("3,4",
 * "@5,6", "@5,6:1", or a legend-free place); prints the answer, and with
 * explain the blockades crossed, X and the rule IDs. Returns 1 clear,
 * 0 blocked, -1 on a bad place (err filled). */
int rf_map_los(const rf_map *m, const char *a, const char *b, bool explain, FILE *out,
               rf_error *err);
/* The map's geometry as JSON, for drawing it (size, the floor of every
 * space, every component with its kind, place, levels, traits, label,
 * zipline partner and supply bin number: docs/protocol.md, GET
 * /api/maps/NAME). malloc'd: free() it; NULL when out of memory. */
char *rf_map_json(const rf_map *m);

/* ---- Scenarios (rule tests, ../shared/SCENARIOS.md, docs/scenarios.md) ---- */

typedef struct rf_scenario_totals { int passed, failed, file_errors; } rf_scenario_totals;

/* Run one scenario file, printing "PASS file:line ..." / "FAIL file:line ...
 * got ..." per expectation; adds to *totals. Returns RF_OK, or an error if
 * the file could not be read or parsed (err names file, line and field). */
rf_status rf_scenario_run_file(const rf_content *c, const char *path, FILE *out,
                               rf_scenario_totals *totals, rf_error *err);
/* Same, from a string (for fuzzing and tests). */
rf_status rf_scenario_run_text(const rf_content *c, const char *name, const char *text,
                               FILE *out, rf_scenario_totals *totals, rf_error *err);

/* ---- Games: the decision engine (DESIGN.md) ---- */

typedef struct rf_game rf_game;

/* A game set up directly in Stage 3 (the match issue adds the draft and
 * the stages): each legend's name, squad (0 red, 1 blue) and space. Each
 * legend gets the common starting gear and 2 weapon cards dealt from the
 * shuffled weapon deck, loaded to their printed ammo (STAGE1-4, STAGE1-5). */
#define RF_SETUP_MAX_LEGENDS 8     /* a draft's list; at most 6 legends play */
typedef struct rf_setup_legend {
    char name[16];
    int squad;
    int x, y;
    char deck[24];       /* its action deck (a deck id of the content's cards), "" none */
    char abilities[24];  /* its ability cards (a legend key of the content's abilities), "" none */
} rf_setup_legend;

/* Rules options: readings of unclear rules that players may reasonably
 * prefer (docs/rulings.md). All false = ringfall's default readings. */
typedef struct rf_rules {
    bool both_icons_hit;   /* R-AIM-14: a card whose "hit if lower" and "miss if behind
                              cover" icons both apply hits (default: it misses) */
    bool half_hits_beta;   /* R-AIM-10: two or more half-hit icons give exactly one hit, as
                              in the beta (default: one hit per two icons) */
} rf_rules;

/* Game modes and special modules of the match settings (data/modes.json,
 * docs/modes.md). */
enum rf_mode { RF_MODE_BR = 0, RF_MODE_ASSN, RF_MODE_TDM, RF_MODE_CHAMP, RF_MODE_CTF };
enum rf_module { RF_MOD_RING = 0, RF_MOD_HEAT, RF_MOD_DROPS, RF_MOD_REPLICATOR, RF_MOD_EVENTS,
                 RF_MOD_GUNRUN };
#define RF_MODULE_BIT(m) (1u << (m))
/* A mode by its rule code ("BR", "TDM") or name ("battle_royale"), a
 * module by its id ("heat_shields"): the enum value, or -1. */
int rf_mode_parse(const char *name);
int rf_module_parse(const char *name);
const char *rf_mode_code(int mode);
/* The mode's name for people ("Team Deathmatch"). */
const char *rf_mode_name(int mode);
const char *rf_module_id(int module);
/* May a match of `mode` with `modules` (RF_MODULE_BIT bits) and squads of
 * red and blue legends be set up on map m (MOD-1 … MOD-4, MAP-4)? RF_OK, or
 * RF_E_ARG with a message naming what is refused and what is allowed. */
rf_status rf_modes_check(const rf_content *c, const rf_map *m, int mode, unsigned modules,
                         int red, int blue, rf_error *err);

/* The content's tables for clients (the server's GET /api/modes and
 * /api/content, docs/protocol.md): entry i, for i = 0, 1 … until false or
 * NULL. Strings stay valid while the content is loaded. */
#define RF_MODE_INFO_SIZES 4
typedef struct rf_mode_info {
    const char *code, *name;     /* "CHAMP", "Champions" (data/modes.json) */
    int nsizes;                  /* the squad sizes it is played with: */
    int size[RF_MODE_INFO_SIZES][2];   /* red, blue legends (2 vs 2 … 2 vs 4: CHAMP-1) */
    unsigned modules;            /* RF_MODULE_BIT bits of the modules it allows (MOD-4) */
} rf_mode_info;
bool rf_mode_info_get(const rf_content *c, int mode, rf_mode_info *out);
typedef struct rf_module_info {
    const char *id, *name;       /* "heat_shields", "Heat Shields" */
    unsigned excludes;           /* RF_MODULE_BIT bits it cannot be combined with (MOD-2) */
} rf_module_info;
bool rf_module_info_get(const rf_content *c, int module, rf_module_info *out);
/* Loot kind i (data/loot.json) and weapon card i (weapons.json, the fully
 * kitted and special ones too): id and name. */
bool rf_item_info_get(const rf_content *c, int i, const char **id, const char **name);
bool rf_weapon_info_get(const rf_content *c, int i, const char **id, const char **name);
/* Action card i (data/cards.json and added files) and ability card i
 * (abilities.json): id, name and the words printed on it. */
bool rf_card_info_get(const rf_content *c, int i, const char **id, const char **name,
                      const char **text);
bool rf_ability_info_get(const rf_content *c, int i, const char **id, const char **name,
                         const char **text);
/* The ring card with this id in words, as its arrows print it (RING-7):
 * "north 2, west 2"; false (out "") for an unknown id. */
bool rf_ring_card_words(const rf_content *c, const char *id, char *out, size_t n);
/* Legend i's name (data/legends.json); the loot kind id printed on
 * equipment board space i (EQUIP-1, data/equipment.json). */
const char *rf_legend_info_name(const rf_content *c, int i);
const char *rf_equipment_space_item(const rf_content *c, int i);

/* What a player reads on the cards before choosing (issue 15; the server's
 * GET /api/content, src/data/content_words.c). Weapon card i's printed
 * numbers (WEAPON-9 … WEAPON-16, AIM-3: fire rate A×B; A×1 is "A"). */
typedef struct rf_weapon_numbers {
    const char *type, *ammo;          /* "SMG"; "light", "heavy", "energy", "shotgun", "sniper" */
    int ammo_init, range_lo, range_hi, threshold, rate_a, rate_b, damage, head, stability, recoil;
    bool kitted, special;             /* a fully kitted card (GUNRUN-1), a Supply Drop's (DROP-1) */
} rf_weapon_numbers;
bool rf_weapon_numbers_get(const rf_content *c, int i, rf_weapon_numbers *out);
/* Loot kind i: its family ("helmet", "body_shield", "knockdown", "attachment",
 * "grenade", "consumable", "crafting"), rarity and its effect in words from
 * its numbers, with the rule ("ignores 1 headshot on an Aim card of value 50
 * or less (GEAR-7)"). */
bool rf_item_words(const rf_content *c, int i, const char **family, const char **rarity,
                   char *effect, size_t n);
/* Entrance reward token i (STAGE2-9): its id, a name ("Move 3 + 1 ammo")
 * and its effect in words (STAGE2-10 … STAGE2-12). */
bool rf_reward_words(const rf_content *c, int i, const char **id, char *name, size_t nn,
                     char *effect, size_t ne);
/* Legend i's own action cards (cards: true) or ability cards, by id, in
 * the content's order (CARD-1, ABIL-1: what the draft shows). Returns how
 * many there are (at most max written). */
int rf_legend_kit(const rf_content *c, int i, bool cards, const char **ids, int max);

/* What an option of the pending decision costs, broken down (issue 15;
 * src/rules/views/view_cost.c): ap, the AP it spends (ACT-8: a basic action 1,
 * ending the activation 0; CARD-3: a special card its printed cost, a free
 * one 0; ACT-12: an ability its cost), -1 when it is not paid in AP; mp,
 * the MP a Move to that space spends (MOVE), -1 when it is no Move, with
 * each space entered on the way and the MP spent by then (the path the
 * engine takes: the cheapest, MOVE-2). False for an option that is not
 * offered or costs nothing to speak of. */
#define RF_COST_STEPS 16
typedef struct rf_option_cost {
    int ap, mp, nsteps;
    int step_x[RF_COST_STEPS], step_y[RF_COST_STEPS], step_mp[RF_COST_STEPS];
} rf_option_cost;
bool rf_option_cost_get(const rf_game *g, unsigned code, rf_option_cost *out);
/* Where option `code` of the pending decision would lay an area of effect
 * (view_area.c; issue 15, the browser's preview): a grenade's intended
 * landing (RF_OPT_USE_AT) before its drift, or an ability's marker with an
 * area (RF_OPT_ABIL_PLACE): each space hit (AOE-5, AOE-6: off the map too)
 * and its value (damage); or a zone ability's miniature on an intersection
 * (Smoke Launcher, Dome of Protection): each space of its zone (ZONE-2 …
 * ZONE-4, on the map) with zone set and its value the Hit Threshold the
 * zone adds to a Shoot (ZONE-7). Returns the count written (at most max),
 * 0 if the option lays no area. */
typedef struct rf_area_space { int x, y, value, zone; } rf_area_space;
int rf_option_area(const rf_game *g, unsigned code, rf_area_space *out, int max);
/* The legend a draft option (RF_OPT_DRAFT) drafts, by name; NULL for
 * another option (view_draft.c). */
const char *rf_view_draft_legend(const rf_game *g, unsigned code);

typedef struct rf_setup {
    int nlegends;
    rf_setup_legend legend[RF_SETUP_MAX_LEGENDS];
    int max_rounds;              /* 0: 8 rounds (ROUND-1) */
    bool ring;                   /* the Ring module (RING), as in the first game (SETUP-10) */
    int mode;                    /* enum rf_mode; 0: Battle Royale */
    unsigned modules;            /* more special modules: RF_MODULE_BIT(RF_MOD_HEAT) … (the
                                    Ring is `ring`); MOD-1 … MOD-4 are checked */
    unsigned long long seed;
    rf_rules rules;
    /* How the match starts (docs/match.md). RF_START_MAP (0, the default):
     * in Stage 3, legends on their x,y as above. RF_START_STAGES: the
     * first-game set-up (DRAFT-9): legend[] are the squads as given (squad =
     * colour, x,y unused); the colours are drawn (DRAFT-2: the higher Aim
     * card plays red), then Stage 1 (loadout) and Stage 2 (entrance board,
     * map drop). RF_START_DRAFT: the full match: legend[] lists the legends
     * that may be drafted (squad, x, y unused), squad_size legends each;
     * colour draw and choice (DRAFT-2), draft (DRAFT-6, or DRAFT-7 with
     * random_draft), then Stages 1 and 2. In both, seats are the players
     * (0 and 1): which one plays red is decided in play (rf_game_seat_of). */
    int start;                   /* enum rf_start */
    int squad_size;              /* RF_START_DRAFT: legends per squad (1 … 3); 0: nlegends / 2 */
    bool random_draft;           /* RF_START_DRAFT: DRAFT-7 random assignment */
    /* RF_START_DRAFT, squads of different sizes (red, blue), e.g. Champions'
     * 2 champions against 4 challengers (CHAMP-1); { 0, 0 }: squad_size each. */
    int squad_sizes[2];
} rf_setup;
enum rf_start { RF_START_MAP = 0, RF_START_STAGES, RF_START_DRAFT };
/* The legends a set-up names when its player names none (docs/match.md):
 * legend k of the draft pool, every legend of the books (DRAFT-6), and
 * legend k of squad (0 red, 1 blue) in the default squads of a mode:
 * DRAFT-9's first-game squads (red Bangalore, Wraith, Lifeline; blue
 * Gibraltar, Bloodhound, Pathfinder), in Champions the champions Bangalore
 * and Wraith against the other four (designed, CHAMP-1). NULL past the end. */
const char *rf_draft_pool_legend(int k);
const char *rf_default_squad_legend(int mode, int squad, int k);

/* The game's log: every event in words, for people (the option chosen,
 * each Aim card and how it was judged, every modifier, damage,
 * eliminations, rounds, the result). seat is -1 for a line every seat may
 * read, else the one seat it is meant for (it may show hidden information,
 * e.g. a loot token going into a backpack). The log is not part of the
 * state: clones and copies do not log. fn NULL stops logging. */
typedef void (*rf_log_fn)(void *user, int seat, const char *line);
void rf_game_set_log(rf_game *g, rf_log_fn fn, void *user);

/* Game events, for statistics (ringfall sim): every damage a legend takes
 * and every elimination, with its cause. Like the log, not part of the
 * state: clones and copies do not report, and listening changes nothing in
 * the game; without a listener it costs one pointer test. The listener is
 * called in the middle of a resolution: it must not touch the game. fn NULL
 * stops. */
enum rf_event_kind { RF_EVENT_DAMAGE = 1, RF_EVENT_ELIMINATION };
enum rf_cause {
    RF_CAUSE_SHOT = 1,   /* a Shoot (what: the weapon's name) */
    RF_CAUSE_MELEE,      /* a Melee Attack (what: "melee") */
    RF_CAUSE_PUSH,       /* a push's collision (PUSH-5; what: "push") */
    RF_CAUSE_GRENADE,    /* a grenade (what: the item's name) */
    RF_CAUSE_ABILITY,    /* an ability's damage (what: the ability's name) */
    RF_CAUSE_RING,       /* ring damage in the transition (what: "ring") */
    RF_CAUSE_DROP,       /* a landing supply drop (DROP-7; what: "supply drop") */
};
#define RF_CAUSES 8      /* causes are 1 … RF_CAUSES - 1 */
typedef struct rf_event {
    int kind;            /* enum rf_event_kind */
    int legend;          /* the legend hurt or eliminated */
    int source;          /* the legend that caused it; -1 for the ring */
    int cause;           /* enum rf_cause */
    const char *what;    /* valid while the content is loaded */
    int amount;          /* damage: as dealt (a Shoot reports even 0: a miss); else 0 */
    int to_shield, to_health;   /* damage: what the legend lost (after KO-1, KO-5) */
} rf_event;
typedef void (*rf_event_fn)(void *user, const rf_event *e);
void rf_game_set_events(rf_game *g, rf_event_fn fn, void *user);
/* "shot", "melee", "push", "grenade", "ability", "ring"; "?" otherwise. */
const char *rf_cause_name(int cause);

rf_status rf_game_new(const rf_content *c, const rf_map *m, const rf_setup *s, rf_game **out,
                      rf_error *err);
/* The checks rf_game_new makes of a set-up, without making the game: RF_OK
 * when rf_game_new would accept it (the server's GET /api/modes). */
rf_status rf_setup_check(const rf_content *c, const rf_map *m, const rf_setup *s, rf_error *err);
/* The same, logging from the first line (the set-up's first round). */
rf_status rf_game_new_logged(const rf_content *c, const rf_map *m, const rf_setup *s,
                             rf_log_fn log, void *log_user, rf_game **out, rf_error *err);
void rf_game_free(rf_game *g);
/* A copy sharing the content and map (a memcpy of the state). */
rf_game *rf_game_clone(const rf_game *g);
void rf_game_copy(rf_game *dst, const rf_game *src);
size_t rf_game_size(void);
/* A world `seat` cannot tell from g (issue 13; docs/visibility.md,
 * "Determinization"): out is g with everything seat may not know drawn
 * anew, consistently with what it has seen — the other squad's hands
 * against their decks (the known deck lists less the cards played or seen
 * going in), the other squad's backpacks and Stage 1 pools against the
 * bags (in Stage 1 also its weapon cards against the weapon deck, and the
 * helmets, knockdown shields and attachments it placed among the tokens it
 * holds), the order of every face-down deck and bag (weapon, supply bin,
 * event, supply drop, Gun Run, the Aim deck), the other squad's role
 * cards in hand (Assassination) and champion cards in hand (Champions),
 * and a fresh generator. Everything seat sees (rf_observe, its options) is
 * the same; the result depends only on what seat knows and on seed. seat
 * is 0 or 1, or -1 for a spectator. Refused (out unchanged) for a seat that
 * does not exist or a game that is over. out may be a game of rf_game_new
 * or rf_game_clone (any game: it is overwritten). */
rf_status rf_game_determinize(const rf_game *g, int seat, unsigned long long seed, rf_game *out,
                              rf_error *err);
/* The content the game was made from (names for its ids: rf_weapon_info_get …). */
const rf_content *rf_game_content(const rf_game *g);


/* Who decides what now. */
/* The decision kinds: one list, RF_DECISION_KINDS(X), X(NAME, VALUE, RULE): the
 * enum below (RF_DEC_NAME), the names the server's pending decision
 * carries ("kind_name", rf_decision_kind_name) and GET /api/protocol lists,
 * so that no client keeps a copy, and the rule that says what the decision
 * is (rf_decision_kind_rule: a prompt's "why"). Values never change. */
#define RF_DECISION_KINDS(X)                                                               \
    X(NONE, 0, "")               /* the game is over */                                     \
    X(ACTIVATE, 1, "ACT-1")      /* which legend of the squad activates next (ACT-1) */     \
    X(ACTION, 2, "ACT-8")        /* the active legend's next action (ACT-8) */              \
    X(MOVE, 3, "MOVE-1")         /* where to move (MOVE) */                                 \
    X(TARGET, 4, "SHOOT-3")      /* whom to shoot (SHOOT-3) */                              \
    X(WEAPON, 5, "SHOOT-5")      /* with which weapon (SHOOT-5) */                          \
    X(RESPAWN, 6, "RESP-4")      /* where to respawn (RESP-4) */                            \
    X(INTERACT, 7, "INTERACT-1") /* what to do in an Interact (INTERACT-1) */               \
    X(LOOT, 8, "LOOT-4")         /* keep or drop a token, and where (LOOT-4) */             \
    X(WEAPON_GAIN, 9, "WEAPON-4") /* which weapon card; replace / take ammo / discard (WEAPON-4) */ \
    X(USE, 10, "USE-1")          /* which item, and where a grenade goes (USE, GRENADE) */  \
    X(MELEE, 11, "MELEE-1")      /* whom to hit (MELEE-1) */                                \
    X(PUSH, 12, "PUSH-4")        /* where a pushed legend lands (PUSH-4) */                 \
    X(DESTROY, 13, "DESTROY-1")  /* how and what to destroy (DESTROY) */                    \
    X(CARD, 14, "ENHANCE-1")     /* whether to play a card now (ENHANCE: an Enhanced Shoot card) */ \
    X(REACTION, 15, "REACT-1")   /* the target's squad: react to a Shoot, in which order (REACT) */ \
    X(INSTANT, 16, "INSTANT-1")  /* play an instant now (INSTANT) */                        \
    X(COLOUR, 17, "DRAFT-2")     /* the Aim card draw's winner chooses its colour (DRAFT-2) */ \
    X(DRAFT, 18, "DRAFT-6")      /* which legend the squad drafts (DRAFT-6) */              \
    X(LOADOUT, 19, "STAGE1-3")   /* Stage 1: give, equip, place, or done (STAGE1-3 … STAGE1-6) */ \
    X(ENTRANCE, 20, "STAGE2-4")  /* Stage 2: wait, enter, ammo (STAGE2-4 … STAGE2-12) */    \
    X(ROLE, 21, "ASSN-6")        /* Assassination: the leader (ASSN-6); the leader card's draw */ \
    X(QUEUE, 22, "GUNRUN-7")     /* Gun Run: which card of the weapon queue to equip (GUNRUN-7) */
enum rf_decision_kind {
#define RF_DEC_ENUM_(name, value, rule) RF_DEC_##name = value,
    RF_DECISION_KINDS(RF_DEC_ENUM_)
#undef RF_DEC_ENUM_
};
/* "REACTION" for RF_DEC_REACTION; NULL for a number not in the list. */
const char *rf_decision_kind_name(int kind);
/* The rule that says what a decision of that kind is ("REACT-1" for
 * RF_DEC_REACTION; the list's RULE): the "why" of a prompt that cites
 * none. NULL for NONE and a number not in the list. */
const char *rf_decision_kind_rule(int kind);
typedef struct rf_decision {
    int seat;            /* the seat that decides: the players of one squad (rf_viewer) */
    int kind;            /* enum rf_decision_kind */
    int legend;          /* the legend concerned */
    char prompt[160];
    /* The squad member (rf_viewer.members' bit) whose player decides it: the
     * legend's for a decision about one legend of the squad; for a squad's
     * decision the squad's first player (member 0), but the k-th draft pick
     * of a squad is its member k's (DRAFT-6) and Which-legend-activates is
     * the lowest legend still to activate's (ACT-1). Options of one legend
     * within a squad's decision go to that legend's player
     * (rf_option_member). docs/rulings.md, R-PLAYERS. */
    int member;
} rf_decision;

/* The pending decision; false when the game is over. */
bool rf_pending(const rf_game *g, rf_decision *d);
/* The same but for the prompt, left empty: cheaper, for bots and loops
 * that only need the seat, kind and legend. */
bool rf_pending_brief(const rf_game *g, rf_decision *d);
/* Only the seat that decides (rf_pending_brief's d.seat) without the
 * member (R-PLAYERS-1), which for a squad's activation or entrance costs a
 * listing of every option: for loops that hand the seat's bot the game
 * (rf_choose, bench/). False when the game is over. */
bool rf_pending_seat(const rf_game *g, int *seat);

typedef struct rf_option { unsigned code; char label[96]; } rf_option;
/* No decision ever has more legal options than this. */
#define RF_MAX_OPTIONS 1100
/* The legal options of the pending decision, in a fixed order; returns how
 * many there are (only the first max are written). */
int rf_options(const rf_game *g, rf_option *out, int max);
/* The same options' codes only, without labels (fast: for bots). */
int rf_option_codes(const rf_game *g, unsigned *codes, int max);
/* The same options in the same order, labelled only when their kind
 * (enum rf_opt_kind, RF_OPT_*) is one of kinds[0 .. nkinds - 1]; the
 * others' labels are empty. For a bot that reads a few kinds' words among
 * many options (the heuristic's Stage 1 reads no gift's). */
int rf_options_labelled(const rf_game *g, const int *kinds, int nkinds, rf_option *out, int max);
/* What a Stage 1 option (RF_DEC_LOADOUT's RF_OPT_EQUIP, RF_OPT_PLACE and
 * RF_OPT_GIVE; STAGE1-3 … STAGE1-6) puts where, as numbers: what its label
 * says in words, for a program that would otherwise read the words. Only
 * for a code among the pending decision's options (false for any other
 * code or decision, *out untouched): it names pieces of the deciding
 * squad's pools and boards, which that squad sees and no other
 * (R-STAGE1-2), and nothing the label does not say but the item replaced
 * on the squad's own board. docs/bots.md, "The public view". */
enum rf_put_where { RF_PUT_WEAPON_SLOT, RF_PUT_GEAR, RF_PUT_BACKPACK, RF_PUT_ATTACHMENT,
                    RF_PUT_GIFT };
enum rf_put_kind { RF_PUT_WEAPON, RF_PUT_HELMET, RF_PUT_BODY_SHIELD, RF_PUT_KNOCKDOWN,
                   RF_PUT_ATTACH, RF_PUT_GRENADE, RF_PUT_CONSUMABLE };
typedef struct rf_placement {
    int where;        /* enum rf_put_where */
    int legend;       /* whose board it goes on; a gift's receiver (STAGE1-3) */
    int from;         /* the legend whose pool holds the piece */
    int slot;         /* the weapon slot (0, 1) of a weapon card or an attachment, the
                         backpack slot; -1 for gear and a gift */
    int attach_slot;  /* the weapon card's attachment slot (ATTACH-2); -1 otherwise */
    int kind;         /* enum rf_put_kind */
    int item;         /* the piece's kind: rf_weapon_info_get's index for a weapon
                         card, rf_item_info_get's for a loot token */
    int level;        /* 0 starting gear (GEAR-2), 1 common, 2 rare, 3 epic, 4
                         legendary; 0 for a weapon card */
    int ammo;         /* a weapon card's printed ammo, what it is equipped with
                         (STAGE1-5); 0 for a loot token */
    int replaces;     /* what goes back to the pool (same catalogue as item): the
                         weapon card, gear token, backpack token or attachment there
                         now; -1 none (and for a gift) */
} rf_placement;
bool rf_option_placement(const rf_game *g, unsigned code, rf_placement *out);
/* Apply a choice; an illegal one is refused (RF_E_ILLEGAL, with the reason)
 * and changes nothing. */
rf_status rf_choose(rf_game *g, unsigned code, rf_error *err);
/* Undo (issue 15; docs/protocol.md, "Undo"): may the choices that led
 * from `before` to `after` (a later state of the same game) be taken back,
 * rebuilding `before` from the replay without them? Only while the same
 * seat still decides and nothing new is known since: no card drawn, no Aim
 * card revealed, no token drawn from a bag, no random draw, the decision
 * never passed to another seat, the activation not ended (ACT-2). The
 * engine counts these in the state (src/rules/engine/undo.c); a client or server
 * only asks. false with the reason in why (may be NULL). */
bool rf_undoable(const rf_game *before, const rf_game *after, rf_error *why);

/* The seat playing a squad (0 red, 1 blue): the squad's own number when
 * the match starts on the map; after the colour draw otherwise (DRAFT-2);
 * -1 while the colours are not decided. */
int rf_game_seat_of(const rf_game *g, int squad);
/* Over? winner: 0 red, 1 blue, -1 draw. */
bool rf_game_over(const rf_game *g, int *winner);
/* Why the game ended, in words with the rule and the numbers that decided
 * it ("after the last round the blue squad has more VP, 2 to 1 (BR-7
 * (1))"), into buf (at most n bytes); "" while it is not over. */
const char *rf_game_end_reason(const rf_game *g, char *buf, size_t n);
/* Draw a game's map as the table shows it now: the objects placed in play,
 * the opened supply bins ('x') and the markers (legends), each marker in a
 * letter no other marker nor object of the map uses, explained below it. */
void rf_game_render(const rf_game *g, const rf_marker *marks, int n, FILE *out, bool color);
/* Check every invariant of the state (health and shield within limits,
 * ammo 0-5, one legend per space, every card and token in one place...). */
rf_status rf_check(const rf_game *g, rf_error *err);
/* A stable hash of the whole state (for signatures and replays). */
unsigned long long rf_game_hash(const rf_game *g);

/* What seat may know, as JSON (public state plus that seat's own hidden
 * information; seat -1: a spectator). Returns the length written (or
 * needed, if n is too small, as snprintf). */
int rf_observe(const rf_game *g, int seat, char *buf, size_t n);

/* ---- Replays: setup, seed and choices; a game rebuilt from them ---- */

typedef struct rf_replay rf_replay;
/* Start recording a game made with rf_game_new(c, m, s). */
rf_replay *rf_replay_new(const rf_content *c, const rf_map *m, const rf_setup *s);
void rf_replay_free(rf_replay *r);
/* Record a choice just made, with the game as it is after it. */
rf_status rf_replay_record(rf_replay *r, unsigned code, const rf_game *after, rf_error *err);
int rf_replay_length(const rf_replay *r);
/* JSON: engine version, content hash, map, setup, seed, choices, and the
 * state hash after each choice. */
rf_status rf_replay_save(const rf_replay *r, const char *path, rf_error *err);
/* The same JSON as a string (what rf_replay_save writes), malloc'd: free()
 * it; NULL when out of memory. */
char *rf_replay_dumps(const rf_replay *r);
rf_status rf_replay_load(const char *path, rf_replay **out, rf_error *err);
/* The map the replay was recorded on ("crossroads" or a path). */
const char *rf_replay_map(const rf_replay *r);
/* Rebuild and verify: refused if the engine version or the content differ,
 * or at the first step where a choice is illegal or the state differs
 * from the recording (err names that step). */
rf_status rf_replay_play(const rf_replay *r, const rf_content *c, const rf_map *m, rf_game **out,
                         rf_error *err);
/* The same, with the game's log (rf_game_set_log) as it is rebuilt. */
rf_status rf_replay_play_logged(const rf_replay *r, const rf_content *c, const rf_map *m,
                                rf_log_fn log, void *log_user, rf_game **out, rf_error *err);
/* A hash of the loaded content (every content file), for replays. */
unsigned long long rf_content_hash(const rf_content *c);

/* ---- A seat's view, for bots: public information only ---- */

/* What an option code means: (kind << 24) | (a << 16) | b.
 *
 * The option kinds: one list, RF_OPTION_KINDS(X), X(NAME, VALUE), from
 * which come enum rf_opt_kind (RF_OPT_##NAME), the engine's internal names
 * (OPT_##NAME, src/rules/engine/engine.h), rf_option_kind_name ("MOVE_TO": the
 * "kind" of each option the server sends) and the list GET /api/protocol
 * serves to clients (docs/protocol.md). Values are part of the option codes
 * that replays store: never renumber a kind. Modes' kinds are numbered
 * apart so that others can follow the core's. */
#define RF_OPTION_KINDS(X)                                                                 \
    X(ACTIVATE, 1)        /* a: legend */                                                  \
    X(ACTION, 2)          /* a: enum rf_act */                                             \
    X(MOVE_TO, 3)         /* b: cell (rf_cell_x, rf_cell_y) */                             \
    X(TARGET, 4)          /* a: legend */                                                  \
    X(WEAPON, 5)          /* a: weapon slot */                                             \
    X(RESPAWN_AT, 6)      /* b: cell */                                                    \
    X(PART, 7)            /* a: enum rf_part_kind (a combined action's part) */            \
    X(BIN, 8)             /* a: supply bin; 64 + supply drop (DROP-9) */                   \
    X(FIT, 9)             /* a: backpack slot, b: weapon slot * 8 + attachment slot */     \
    X(UNFIT, 10)          /* a: weapon slot, b: attachment slot */                         \
    X(KEEP, 11)           /* a: where a received token goes, b: slot */                    \
    X(DROP_AT, 12)        /* b: cell */                                                    \
    X(PICK_WEAPON, 13)    /* a: 0 or 1 (of the two drawn, INTERACT-4 (3)) */               \
    X(WEAPON_DO, 14)      /* a: replace / take ammo / discard, b: detail */                \
    X(LOOT_DROP, 15)      /* a: backpack slot, b: cell (ACT-17 a) */                       \
    X(LOOT_PICK, 16)      /* b: piece (ACT-17 b) */                                        \
    X(DONE, 17)           /* finish the current step (no reaction, no card...) */          \
    X(USE_ITEM, 18)       /* a: backpack slot */                                           \
    X(USE_AT, 19)         /* a: orientation, b: cell */                                    \
    X(MELEE_TARGET, 20)   /* a: legend */                                                  \
    X(PUSH_LAND, 21)      /* b: cell (PUSH-4) */                                           \
    X(DESTROY_HOW, 22)    /* a: weapon slot, or 2 for melee (DESTROY-2) */                 \
    X(DESTROY_TARGET, 23) /* a: object */                                                  \
    X(CARD, 24)           /* a: hand index: a free or special action card (CARD-3) */      \
    X(RUSH, 25)           /* a: hand index, b: 0 Move 1, 1 one more MP (RUSH-1) */         \
    X(REACT, 26)          /* a: legend, b: hand index: a reaction or an instant */         \
    /* the match before Stage 3 (match.c, docs/match.md) */                                \
    X(COLOUR, 27)         /* a: squad (0 red, 1 blue), DRAFT-2 */                          \
    X(DRAFT, 28)          /* a: index of the legend in the setup's list (DRAFT-6) */       \
    X(GIVE, 29)           /* a: squadmate, b: piece (STAGE1-3) */                          \
    X(EQUIP, 30)          /* a: legend * 2 + weapon slot, b: piece (STAGE1-4) */           \
    X(PLACE, 31)          /* a: legend, b: piece | detail << 8 (STAGE1-6; detail 0 gear,   \
                             1 + backpack slot, 32 + weapon slot * 8 + attachment slot) */ \
    X(SIDE, 32)           /* a: legend, b: entrance side, north east south west (STAGE2-4) \
                           */                                                              \
    X(ENTER, 33)          /* a: legend (STAGE2-6) */                                       \
    X(AMMO, 34)           /* a: weapon slot (STAGE2-12) */                                 \
    X(REMOVE, 35)         /* drop a token off the map: removed from the game (STAGE2-5) */ \
    /* abilities (abilities_play.c, docs/abilities.md) */                                  \
    X(ABILITY, 36)        /* a: 0 Tactical, 1 Ultimate: use the ability (ABIL-3) */        \
    X(ABIL_PLACE, 37)     /* where its miniature goes: a 0, b cell; a level + 8, b point   \
                             (i * 64 + j); a 64 + enemy legend (attach, ABIL-8) */         \
    /* weapon cards (weapon_printed.c, docs/weapons.md) */                                 \
    X(WEAPON_ACTION, 38)  /* a: weapon slot, b: 0 its instructions in the printed order,   \
                             1 the other way round, 2 the first only, 3 the second only    \
                             (WEAPON-15, ACT-15, PREC-6) */                                \
    /* Gun Run (GUNRUN-7, docs/modes.md): equip the card in place a of the squad's         \
     * weapon queue, seen by the squad only (GUNRUN-5) */                                  \
    X(QUEUE, 56)                                                                           \
    /* Team Deathmatch and Capture the Flag (equip.c, ctf.c, docs/modes.md) */             \
    X(LOCK_SPACE, 64)     /* a: 0 put a lock token on, 1 take one off; b: equipment board  \
                             space (EQUIP-5, EQUIP-6, TDM-10) */                           \
    X(FLIP, 65)           /* a: legend, b: 1 flip its weapon loadout card, 0 keep (EQUIP-7) \
                           */                                                              \
    X(FLAG, 66)           /* a: 0 take an enemy flag (b: flag), 1 deliver the carried flag \
                             (b: team token) (CTF-9, CTF-10) */                            \
    X(BEACON, 67)         /* a: respawn beacon (rf_view_beacon), b: its cell (CTF-14) */   \
    X(BASE, 68)           /* a: legend: a team token and a flag go on its space (CTF-8) */ \
    /* Assassination role cards (assn.c): a enum rf_role_opt, b legend */                  \
    X(ROLE, 80)                                                                            \
    /* the Replicator's free actions (REPL-6, REPL-7, REPL-10; docs/modes.md) */           \
    X(CRAFT_PICK, 81)     /* b: cell: pick up one crafting marker from it */               \
    X(CRAFT_DROP, 82)     /* b: cell: drop one crafting marker on it */                    \
    X(CRAFT, 83)          /* a: display space (row * 3 + column: legendary, epic, rare     \
                             rows), or 16 + weapon slot: ammo for that weapon */           \
    /* Champions (docs/modes.md): KITTED: a champion equips drawn fully kitted card b      \
     * (a: legend; CHAMP-10); at a supply bin (CHAMP-14) a: 8 + weapon slot: drawn card b  \
     * replaces that slot's card; a 16: the drawn cards left go to the discard pile; a 32, \
     * b 0: draw 2 fully kitted cards. FEAT: keeps champion card b (a: 0, CHAMP-10), puts  \
     * it face up (a: 1, CHAMP-18), plays its top (a: 2, CHAMP-19) or reacts with its      \
     * bottom before firing (a: 3, CHAMP-20, REACT-3).                                     \
     * CHAMP_AT: legend a is brought in on cell b (CHAMP-11 (2)). */                       \
    X(KITTED, 96)                                                                          \
    X(FEAT, 97)                                                                            \
    X(CHAMP_AT, 98)

enum rf_opt_kind {
#define RF_OPT_ENUM_(name, value) RF_OPT_##name = value,
    RF_OPTION_KINDS(RF_OPT_ENUM_)
#undef RF_OPT_ENUM_
};
/* "MOVE_TO" for RF_OPT_MOVE_TO; NULL for a number that is no kind. */
const char *rf_option_kind_name(int kind);
/* RF_OPT_ROLE's a: the leader card goes to legend b (ASSN-6); play legend b's
 * role card (ASSN-9); draw from the deck or take the top of the discard pile
 * (the leader's constant effect, data/roles.json). */
enum rf_role_opt { RF_ROLE_OPT_LEADER, RF_ROLE_OPT_PLAY, RF_ROLE_OPT_DRAW_DECK,
                   RF_ROLE_OPT_DRAW_DISCARD };
/* The basic actions (RF_OPT_ACTION) and the parts of "X and Move 1". */
enum rf_act { RF_ACT_MOVE2, RF_ACT_INTERACT_MOVE1, RF_ACT_SHOOT, RF_ACT_USE_MOVE1,
              RF_ACT_MELEE_MOVE1, RF_ACT_DESTROY2_MOVE1, RF_ACT_RESPAWN, RF_ACT_END,
              RF_ACT_INTERACT_USE /* the legendary helmet's "Interact and Use" (GEAR-7) */ };
enum rf_part_kind { RF_PART_MAIN, RF_PART_MOVE, RF_PART_DONE };
static inline int rf_opt_kind_of(unsigned code) { return (int)(code >> 24); }
static inline int rf_opt_a(unsigned code) { return (int)((code >> 16) & 0xff); }
static inline int rf_opt_b(unsigned code) { return (int)(code & 0xffff); }
/* A cell in an option code. */
static inline int rf_cell_x(int cell) { return cell % 32; }
static inline int rf_cell_y(int cell) { return cell / 32; }

typedef struct rf_legend_view {
    char name[16];
    int squad;
    bool on_map, activated;
    int x, y, level;
    int health, shield, shield_max, death_boxes;
    int ammo[2];              /* per weapon slot; -1 without a weapon */
} rf_legend_view;

int rf_view_legends(const rf_game *g);
/* During Stage 1 loadouts are hidden (R-STAGE1-2): ammo -1 and shield 0
 * for every legend; a seat reads its own in rf_observe. */
void rf_view_legend(const rf_game *g, int l, rf_legend_view *out);
/* The legend whose activation it is, or -1. */
int rf_view_active(const rf_game *g);
int rf_view_round(const rf_game *g);
/* The active legend's action points left (ACT-3). */
int rf_view_ap(const rf_game *g);
/* Distance between two spaces (DIST). */
int rf_view_distance(const rf_game *g, int x1, int y1, int x2, int y2);
/* The ring (RING-9): false without the Ring module; else its border
 * (inclusive columns and rows) and the damage a legend outside it takes at
 * the end of this round (TRANS-2). */
bool rf_view_ring(const rf_game *g, int *west, int *north, int *east, int *south, int *damage);
/* How far space x,y is from safety: 0 inside the ring border (RING-9) or
 * within range 1 of a heat shield (HEAT-5), else the spaces to go; -1
 * with neither module (or no heat shield on the map yet). *damage: the
 * ring damage of the next transition. */
int rf_view_ring_outside(const rf_game *g, int x, int y, int *damage);
/* A card in the hand of legend l, for the seat that holds it: false (and
 * nothing written) when l is not that seat's legend or i is not a card of
 * its hand (a hand is seen by its owner only, CARD-6). kind and effect
 * follow docs/cards.md; a[] are the effect's numbers (e.g. restore: health,
 * shield; move: MP; draw: cards). */
enum rf_card_view_kind { RF_CARDV_FREE, RF_CARDV_SPECIAL, RF_CARDV_ENHANCE, RF_CARDV_REACTION,
                         RF_CARDV_INSTANT };
enum rf_card_view_effect { RF_CARDV_MOVE, RF_CARDV_RESTORE, RF_CARDV_DRAW, RF_CARDV_SHOT_MODS,
                           RF_CARDV_SHOT_DEFENCE, RF_CARDV_FREE_RESPAWN, RF_CARDV_SHOOT,
                           RF_CARDV_COOLDOWN, RF_CARDV_RESTORE_SQUAD,
                           RF_CARDV_OWN /* and above: a legend's own effect (docs/legends.md) */ };
typedef struct rf_card_view {
    char id[24];
    int kind, cost, effect;
    int a[4];
} rf_card_view;
bool rf_view_hand_card(const rf_game *g, int seat, int l, int i, rf_card_view *out);
/* What legend l holds (the balance lab's per-match rows, issue 18): its
 * weapons, the attachments fitted on them and its gear (the open legend
 * board), and, for the seat that plays it only, its backpack's tokens and
 * the action cards in its hand and its discard pile (BACKPACK-5, CARD-6,
 * CARD-5). During Stage 1 another seat gets nothing (R-STAGE1-2). index is
 * the entry's index for rf_weapon_info_get (weapons), rf_item_info_get
 * (gear, attachments, items) or rf_card_info_get (cards). Returns how many
 * entries there are (at most max written). */
enum rf_held_kind { RF_HELD_WEAPON, RF_HELD_FITTED, RF_HELD_GEAR, RF_HELD_PACKED_ATTACHMENT,
                    RF_HELD_ITEM, RF_HELD_CARD, RF_HELD_DISCARDED };
typedef struct rf_held { int kind, index; } rf_held;
int rf_view_held(const rf_game *g, int seat, int l, rf_held *out, int max);
/* Stage 2's entrance board (STAGE2-1, STAGE2-2), face up: side s (0
 * north, 1 east, 2 south, 3 west): its reward token (*move MP, *loot 0
 * none, 1 a common token, 2 a rare one, *ammo steps; all 0 without a
 * token) and whether an epic token lies there. false for another side. */
bool rf_view_entrance(const rf_game *g, int side, int *move, int *loot, int *ammo, bool *epic);
/* The map's supply bins: how many, whether bin i is open (INTERACT-4),
 * and the spaces from which a legend can interact with it (ADJ-5). */
int rf_view_bins(const rf_game *g);
bool rf_view_bin_opened(const rf_game *g, int bin);
int rf_view_bin_spaces(const rf_game *g, int bin, int *xs, int *ys, int max);
/* Supply Drops (DROP): the drops on the map (x, y, and whether each is still
 * closed, DROP-9); returns how many (at most max written). */
int rf_view_drops(const rf_game *g, int *xs, int *ys, bool *closed, int max);
/* The Replicator (REPL): the crafting markers on the map, one entry per
 * marker; returns how many. rf_view_crafting: how many markers legend l
 * holds, for its own seat only (-1 for another seat: its backpack is
 * hidden, BACKPACK-5). */
int rf_view_craft_markers(const rf_game *g, int *xs, int *ys, int max);
int rf_view_crafting(const rf_game *g, int seat, int l);
/* Whether display space pos (row * 3 + column beside the replicator card:
 * legendary, epic, rare) holds a token, and what crafting it costs (REPL-10). */
bool rf_view_replicator_space(const rf_game *g, int pos, int *cost);
/* The cheapest MP to walk from x,y to every space (MOVE costs, ignoring
 * legends), indexed like cells in option codes (y * 32 + x); 255 where it
 * cannot be reached. cost must hold RF_VIEW_CELLS entries. */
#define RF_VIEW_CELLS 1024
void rf_view_walk_costs(const rf_game *g, int x, int y, unsigned char *cost);
/* The same walking MP one space at a time, searched from x,y only as far
 * as asked (issue 14: a bot weighing the spaces near it needs the costs
 * of a few MP). rf_view_walk_from names the search (kept per thread with
 * the walk-cost maps); rf_view_walk_within gives the MP from its start to
 * tx,ty when it is at most `limit`, else 255 (farther, or unreachable),
 * the answer rf_view_walk_costs' map has. A ref stays good for the game
 * it was made in while the board's objects do not change. */
typedef struct rf_walk_ref { int slot, x, y; unsigned stamp; } rf_walk_ref;
rf_walk_ref rf_view_walk_from(const rf_game *g, int x, int y);
int rf_view_walk_within(const rf_game *g, rf_walk_ref *ref, int tx, int ty, int limit);
/* The cheapest MP to walk to every space from the nearest space next to a
 * closed supply bin (rf_view_bin_spaces of every bin not opened): the
 * least of their rf_view_walk_costs, 255 where none reaches or no bin is
 * closed. cost must hold RF_VIEW_CELLS entries. */
void rf_view_bin_walk(const rf_game *g, unsigned char *cost);
/* Legend l's ability card of type `slot` (0 Tactical, 1 Ultimate; ABIL-1),
 * public like the cards lying next to its board: false when it has none.
 * effect is the effect's name in docs/abilities.md and docs/legends.md;
 * place is 0 none, 1 space, 2 free space, 3 intersection, 4 free
 * intersection, 5 attach; timing 0 immediate, 1 duration, 2 delay,
 * 3 persistent; ready: tokens in its supply (ABIL-3). */
typedef struct rf_ability_view {
    char id[24], name[48], effect[24];
    int cost, place, range_lo, range_hi, los, timing, rounds, cooldown, tokens, ready;
    int a[4];
} rf_ability_view;
bool rf_view_ability(const rf_game *g, int l, int slot, rf_ability_view *out);
/* The delayed ability effects waiting below the initiative track (TIME-3,
 * EX-TIME-2: Defensive Bombardment, Rolling Thunder, Care Package), public
 * like the token and the miniature (ABIL-3, TURN-3), the same for every
 * seat (src/rules/views/view_delayed.c): whose ability (legend, slot 0 Tactical,
 * 1 Ultimate), the turn whose start resolves it (round; squad 0 red,
 * 1 blue: TURN-1, TURN-2), its miniature's space (-1 -1 none) and, when it
 * lays an area (AOE), each space it would strike as the board is now and
 * its damage (narea of them, at most RF_DELAYED_AREA). Returns how many
 * there are (at most max written). */
#define RF_DELAYED_AREA 64
typedef struct rf_delayed_view {
    int legend, slot, round, squad, x, y, narea;
    rf_area_space area[RF_DELAYED_AREA];
} rf_delayed_view;
int rf_view_delayed(const rf_game *g, rf_delayed_view *out, int max);
/* Assassination (ASSN-6 … ASSN-10): legend l's role card as `seat` may see
 * it: RF_ROLE_NONE outside Assassination, before the roles are assigned,
 * or while the card is another squad's secret (held in hand: neither
 * played nor revealed); seat -1 is a spectator. *face_up (may be NULL):
 * played or revealed, its constant effect active (ASSN-8). */
enum rf_role { RF_ROLE_NONE = 0, RF_ROLE_GUARDIAN, RF_ROLE_LEADER };
int rf_view_role(const rf_game *g, int seat, int l, bool *face_up);
/* Line of sight between legends standing on spaces x1,y1 and x2,y2 (LOS,
 * with the objects placed in play), and whether the second would be behind
 * cover from the first (COVER). */
bool rf_view_sight(const rf_game *g, int x1, int y1, int x2, int y2);
bool rf_view_cover(const rf_game *g, int x1, int y1, int x2, int y2);
/* The expected damage of a Shoot by s at t with the weapon in slot, from
 * public information only: the Aim deck is shuffled before every Shoot
 * (SHOOT-12), so `samples` shuffles with the caller's generator *rng
 * estimate it; a champion target's active card counts (face up, CHAMP-20).
 * 0 if s cannot shoot t with it now (sight, ammo). */
double rf_view_shot_value(const rf_game *g, int s, int t, int slot, int samples,
                          unsigned long long *rng);
/* The same estimate in full: the mean hits (AIM-8 … AIM-10), headshots
 * (AIM-11, helmets counted) and damage (DMG) over the samples; all 0 when
 * s cannot shoot t with it now. rf_view_shot_value is its damage (the same
 * numbers for the same *rng). */
typedef struct rf_shot_estimate { double hits, headshots, damage; } rf_shot_estimate;
rf_shot_estimate rf_view_shot_estimate(const rf_game *g, int s, int t, int slot, int samples,
                                       unsigned long long *rng);
/* Both weapon slots of s at t at once: out[slot] is what
 * rf_view_shot_estimate(g, s, t, slot, samples, rng) gives asked for slot
 * 0 and then for slot 1 with the same generator (the same numbers, and
 * *rng left in the same state); what does not depend on the weapon (sight,
 * the target's floor, cover and helmet, the distance, zones) is worked out
 * once. Public information only, as rf_view_shot_estimate. */
#define RF_VIEW_WEAPON_SLOTS 2
void rf_view_shot_estimates(const rf_game *g, int s, int t, int samples, unsigned long long *rng,
                            rf_shot_estimate out[RF_VIEW_WEAPON_SLOTS]);
/* The Hit Threshold of a Shoot by s at t with the weapon in slot as it
 * stands now (SHOOT-13 … SHOOT-16: weapon, range, optic, smoke; cards not
 * yet played are not counted); -1 if s cannot shoot t with it now. */
int rf_view_shot_ht(const rf_game *g, int s, int t, int slot);
/* The same threshold broken down (issue 15): ht = weapon (printed) +
 * range + optic + other, other in parts by source (a zone such as Smoke,
 * an ability, an event, a champion card: what, kind, mod; at most
 * RF_VIEW_HT_PARTS, the rest in one part of kind "other"). False (out
 * zeroed) if s cannot shoot t with it now. */
#define RF_VIEW_HT_PARTS 6
typedef struct rf_ht_view {
    const char *weapon_name;  /* the weapon card's name */
    int ht, weapon, range, optic, other, nparts;
    struct { const char *what, *kind; int mod; } part[RF_VIEW_HT_PARTS];
} rf_ht_view;
bool rf_view_shot_ht_parts(const rf_game *g, int s, int t, int slot, rf_ht_view *out);

/* Team Deathmatch and Capture the Flag (docs/modes.md), all public (ruling
 * R-EQUIP-7): the mode (enum rf_mode); legend l's equipment board: false
 * when it has none (EQUIP-1), else its locked spaces (bits, EQUIP-2) and
 * its weapon loadout card and the side face up (EQUIP-7). */
int rf_view_mode(const rf_game *g);
bool rf_view_equipment(const rf_game *g, int l, unsigned *locks, int *card, int *side);
/* Space i of the equipment board: the loot kind's id of its printed item
 * ("syringe"), NULL past the last space. */
const char *rf_view_equipment_item(const rf_game *g, int i);
/* The map's respawn beacons: how many, and beacon i's space and whether a
 * lock token lies on it (TDM-14). */
int rf_view_beacons(const rf_game *g);
bool rf_view_beacon(const rf_game *g, int i, int *x, int *y, bool *locked);
/* Capture the Flag: flag i (0, 1 red; 2, 3 blue): where it is (0 in the
 * supply, 1 on the map at x,y, 2 carried by legend *carrier (x,y its
 * space), 3 delivered); team token i likewise (0 supply, 1 on the map);
 * the enemy flags each squad delivered (CTF-4). false without CTF. */
enum rf_flag_where { RF_FLAG_SUPPLY, RF_FLAG_MAP, RF_FLAG_CARRIED, RF_FLAG_DELIVERED };
bool rf_view_flag(const rf_game *g, int i, int *where, int *x, int *y, int *carrier);
bool rf_view_team_token(const rf_game *g, int i, int *where, int *x, int *y);
int rf_view_delivered(const rf_game *g, int squad);

/* Champions (docs/modes.md), all on the table: whether legend l is a
 * champion (CHAMP-1: the red squad of a Champions game); its active
 * champion card, face up (CHAMP-18): 0 … 5 (B-F-1 … B-F-6), -1 none;
 * champion card i's printed content: its top and bottom effects' names in
 * data/champions.json ("move_shoot", "miss_per_range") and their numbers
 * (false past the last card or without Champions content); the loot id of
 * the item printed on space i of legend l's own equipment board (the Boss
 * side for a champion, CHAMP-7), NULL past its last space or with no board. */
bool rf_view_champion(const rf_game *g, int l);
int rf_view_champ_active(const rf_game *g, int l);
typedef struct rf_champ_card_view {
    char id[8], name[32], top[24], bottom[24];
    int top_a[2], bottom_a[2];
} rf_champ_card_view;
bool rf_view_champ_card(const rf_game *g, int i, rf_champ_card_view *out);
const char *rf_view_board_item(const rf_game *g, int l, int i);

/* The score as it stands (issue 13; a bot's evaluation without JSON):
 * each squad's victory points (ELIM-3) and death box tokens left (BR-4),
 * and the standing: the winner once the game is over, else the squad that
 * would win if it ended now by the mode's last-round rule (BR-7's
 * tiebreaks: VP, then the highest health of a legend with all its death
 * boxes; TDM-4, CTF-5, CHAMP-3, R-ASSN-1), -1 a draw. All public. */
typedef struct rf_score {
    int vp[2];
    int death_boxes[2];
    int standing;
    bool over;
} rf_score;
void rf_view_score(const rf_game *g, rf_score *out);

/* ---- Players: a viewer is a squad's seat and the legends a player holds ----
 *
 * The books play one player per legend (SETUP-4, DRAFT-6); a seat is the
 * players of one squad, and a player is a viewer: the seat and the set of
 * its squad's legends the player holds, as bits over the squad's members:
 * member k is the squad's k-th legend in the order it got them (the draft
 * pick order, DRAFT-6; the set-up's order otherwise), so a player's legends
 * are known before the draft has named them. members 0 is the whole squad:
 * today's seat, so a two-seat match is one player per squad.
 *
 * What a player sees (docs/visibility.md, ruling R-PLAYERS-2): everything
 * its seat sees (squadmates see each other's backpacks, Stage 1 pools and
 * role cards: SETUP-6 and BACKPACK-5 hide the backpack from opponents only,
 * STAGE1-3, ASSN-6) but the hands of its squadmates' legends (action cards,
 * CARD-5, CARD-6, and champion cards, CHAMP-10), of which it sees the size
 * only. seat -1 is a spectator whatever members says. */
typedef struct rf_viewer {
    int seat;            /* 0 or 1; -1 a spectator */
    unsigned members;    /* bit k: the squad's member k; 0: the whole squad */
} rf_viewer;
/* The squad member legend l is (0, 1, 2 …), or -1 for no legend. */
int rf_game_member(const rf_game *g, int l);
/* The legend that is member k of squad (0 red, 1 blue), or -1 (not yet
 * drafted, or no such member). */
int rf_game_member_legend(const rf_game *g, int squad, int k);
/* Whether legend l is one of v's own (its seat's squad and, unless members
 * is 0, one of its members). */
bool rf_viewer_holds(const rf_game *g, const rf_viewer *v, int l);
/* What v may know, as JSON: rf_observe(g, seat) less the hands of the
 * legends v does not hold ("hand" and champion "hand"/"kept" left out; the
 * sizes stay). rf_observe(g, s, …) is rf_observe_as with { s, 0 }. */
int rf_observe_as(const rf_game *g, const rf_viewer *v, char *buf, size_t n);
/* rf_view_hand_card and rf_view_held for a player: a hand is its player's
 * only (R-PLAYERS-2). */
bool rf_view_hand_card_as(const rf_game *g, const rf_viewer *v, int l, int i, rf_card_view *out);
int rf_view_held_as(const rf_game *g, const rf_viewer *v, int l, rf_held *out, int max);
/* rf_game_determinize for a player: its squadmates' hands (action cards
 * and champion cards) are drawn anew too, as another squad's are. */
rf_status rf_game_determinize_as(const rf_game *g, const rf_viewer *v, unsigned long long seed,
                                 rf_game *out, rf_error *err);
/* The member whose player may choose option `code` of the pending
 * decision (R-PLAYERS-3): the legend's member for an option of one legend
 * in a squad's decision (which legend activates, ACT-1; a reaction or an
 * instant of a squadmate, REACT-2; Stage 1's give, equip and place,
 * STAGE1-3 … STAGE1-6; the entrance board's side and entry, STAGE2-4,
 * STAGE2-6), else the decision's member. -1 when nothing is pending. */
int rf_option_member(const rf_game *g, unsigned code);
/* Whether v may choose option code now (a legal option of the pending
 * decision, its seat decides and the option is its member's). */
bool rf_viewer_may_choose(const rf_game *g, const rf_viewer *v, unsigned code);
/* The options of the pending decision v may choose, in rf_options' order
 * (only the first max written); 0 when none is v's. A player never sees a
 * squadmate's option, whose label may name a card of its hand. */
int rf_options_as(const rf_game *g, const rf_viewer *v, rf_option *out, int max);
/* The log for players: like rf_log_fn, and legend >= 0 when the line is
 * meant for the player of that legend only (its seat's squadmates do not
 * read it: a card drawn into its hand, CARD-6); -1 otherwise. With both
 * set, fn of rf_game_set_log gets every line with its seat as before. */
typedef void (*rf_log_player_fn)(void *user, int seat, int legend, const char *line);
void rf_game_set_log_players(rf_game *g, rf_log_player_fn fn, void *user);

/* ---- Bots: players on the public API only ---- */

typedef struct rf_bot rf_bot;
/* kind: a name of rf_bot_kind_get: the difficulty levels "easy", "normal"
 * and "hard"; "heuristic" (the same as "normal"); "heuristic-v1" (the first
 * heuristic bot, frozen as the yardstick); "random" (uniform over the legal
 * options). docs/bots.md. NULL if unknown. */
rf_bot *rf_bot_new(const char *kind, unsigned long long seed);
void rf_bot_free(rf_bot *b);
/* Bot i's name and a one-line description for people, for i = 0, 1 ...
 * until false (the levels first). Either pointer may be NULL. */
bool rf_bot_kind_get(int i, const char **name, const char **description);
/* The bot's choice for the pending decision (an option code of
 * rf_options); 0 if there is nothing to choose. */
unsigned rf_bot_choose(rf_bot *b, const rf_game *g);
/* Play on with bot b deciding for every seat, at most max_steps choices or
 * until the game is over; each choice (one of the legal options, by
 * construction) is applied without being checked again (search rollouts).
 * Returns the choices made. */
int rf_playout(rf_game *g, rf_bot *b, int max_steps);
/* The simulations a search bot (kind "search") made so far; 0 for others. */
long rf_bot_search_sims(const rf_bot *b);

#ifdef __cplusplus
}
#endif
#endif
