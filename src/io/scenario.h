/*
 * scenario.h — internal interface of the scenario runner
 * (../shared/SCENARIOS.md, docs/scenarios.md).
 *
 * A scenario text is read line by line. Each line is split into
 * blank-separated fields; the first field is a keyword, looked up in the
 * table built from scenario_list.h (Angband's list-*.h pattern), and the
 * line is handed to that keyword's handler. `expect` lines are dispatched a
 * second time, on the expectation's name, through the same list. Adding a
 * keyword or an expectation is one line in scenario_list.h plus a handler in
 * its own file; the core (scenario.c) does not change.
 *
 * Phases: `board W H` comes first (SCN_PHASE_HEADER); board components
 * (SCN_PHASE_BOARD) are added to the geo board as they are read; the first
 * play line (SCN_PHASE_PLAY: legends, overlay objects, moves, expectations)
 * finishes the board, after which board components are refused.
 *
 * Errors: a line that cannot be understood stops the run with
 * RF_E_SCENARIO and an rf_error naming file, line, column and field
 * ("legend health"). An expectation that can be parsed but not evaluated
 * (unknown legend, place off the board) is a FAIL line, never an error and
 * never a silent pass.
 *
 * Invariants: one run = one scn_ctx (no globals, no static mutable state);
 * the board is owned by the context and freed by the core on every path.
 */
#ifndef RF_IO_SCENARIO_H
#define RF_IO_SCENARIO_H

#include <stdbool.h>
#include <stdio.h>

#include "data/content.h"
#include "errors.h"
#include "geo/board.h"
#include "geo/overlay.h"
#include "geo/move.h"
#include "rules/combat/combat.h"
#include "rules/engine/state.h"

#define SCN_MAX_LINE 1024          /* characters per line, without the newline */
#define SCN_MAX_TOKENS 64          /* fields per line */
#define SCN_MAX_FILE (1L << 20)    /* bytes per scenario file */
#define SCN_MAX_LEGENDS 24
#define SCN_NAME_LEN 32            /* legend names: at most 31 characters */
#define SCN_MAX_PATH 64            /* spaces in one `move` line */
#define SCN_WHY_LEN 160
#define SCN_AOE_MARGIN 8           /* aoe: spaces allowed off the board (AOE-6) */
#define SCN_MAX_WEAPONS 16         /* `weapon` definitions per scenario */
#define SCN_LEGEND_WEAPONS 2       /* weapons a legend holds (WEAPON-1) */
#define SCN_MAX_AIM_QUEUE 64       /* Aim cards queued by `deck aim` */
#define SCN_BACKPACK 8             /* tokens given by `give` (BACKPACK-1) */
#define SCN_MAX_ATTACH 4           /* attachments fitted by one `equip` (RF_MAX_WEAPON_SLOTS) */
#define SCN_LOG_LEN 2048           /* the game's log of one action, for FAIL lines */

enum scn_phase { SCN_PHASE_HEADER, SCN_PHASE_BOARD, SCN_PHASE_PLAY };
enum scn_squad { SCN_RED = 0, SCN_BLUE = 1 };
/* Gear grades (GEAR-7, GEAR-11); knockdown "none" is the common starting
 * shield, which has no effect (KO-4). */
enum scn_gear { SCN_GEAR_NONE = 0, SCN_GEAR_COMMON, SCN_GEAR_RARE, SCN_GEAR_EPIC,
                SCN_GEAR_LEGENDARY };

/* One line, split. buf is a copy of the line with the comment cut off and
 * NULs after each field, so a field's offset in buf is its column - 1. */
typedef struct scn_line {
    char buf[SCN_MAX_LINE + 1];
    char text[SCN_MAX_LINE + 1];   /* the line as written, trimmed, no comment */
    char *tok[SCN_MAX_TOKENS];
    int ntok;
    int pos;                       /* next field to read */
    char kw[48];                   /* field prefix for errors: "legend", "expect los" */
} scn_line;

typedef struct scn_legend {
    char name[SCN_NAME_LEN];
    geo_cell at;
    int squad;                     /* enum scn_squad */
    int health, shield, maxshield; /* DMG-8 defaults: 40, 20, 20 */
    int helmet, knockdown;         /* enum scn_gear */
    bool eliminated;
    bool ko_exhausted;             /* knockdown shield flipped (KO-3), back on ELIM-2 */
    int nweapons;                  /* `equip`: weapons held, at most SCN_LEGEND_WEAPONS */
    int weapon_def[SCN_LEGEND_WEAPONS];            /* index in scn_ctx.weapon */
    int ammo[SCN_LEGEND_WEAPONS];                  /* ammo marker, 0-5 (WEAPON-2) */
    int natt[SCN_LEGEND_WEAPONS];                  /* attachments fitted by `equip` */
    rf_loot_def att[SCN_LEGEND_WEAPONS][SCN_MAX_ATTACH];
    int nhand;                     /* `hand`: action cards (content indices) */
    int hand[8];
    int npack;                     /* `give`: loot kinds in its backpack, in order */
    int pack[SCN_BACKPACK];
    char abilities[24];            /* `abilities`: a legend key of data/abilities.json, "" none */
    int nentered;                  /* spaces entered by the last successful move */
    geo_cell entered[SCN_MAX_PATH];
} scn_legend;

typedef struct scn_ctx {
    const rf_content *content;
    const char *file;
    FILE *out;                     /* may be NULL: nothing printed */
    rf_scenario_totals *totals;
    rf_error *err;
    int lineno;
    geo_board *board;              /* NULL until `board` */
    bool playing;                  /* the board is finished */
    geo_overlay overlay;           /* objects placed by the scenario (smoke, drop...) */
    int nlegends;
    scn_legend legend[SCN_MAX_LEGENDS];
    /* Combat (scenario_weapon.c, scenario_aim.c, scenario_combat.c). */
    int nweapons;
    rf_weapon_def weapon[SCN_MAX_WEAPONS];         /* `weapon`: name in .name */
    bool aim_board_set;            /* `aimboard` given; else the catalog's board */
    rf_aim_board aim_board;
    int naim_queue;                /* `deck aim`: cards drawn next, in order */
    rf_aim_card aim_queue[SCN_MAX_AIM_QUEUE];
    enum scn_last { SCN_LAST_REFUSED = -1, SCN_LAST_NONE, SCN_LAST_SHOOT,
                    SCN_LAST_MELEE } last_kind;    /* the last shoot or melee line */
    int last_hits, last_heads, last_damage;
    char last_note[SCN_WHY_LEN];   /* melee: the push; refused: why */
    /* The real game (scenario_game.c): built at the first line that needs
     * the rules, on a copy of the content holding the scenario's cards. */
    rf_content *gcontent;
    struct rf_map *gmap;
    rf_game *game;
    int game_line;                 /* the line that built it */
    bool ring;                     /* `ring`: the Ring module, its border corners */
    geo_cell ring_nw, ring_se;
    int round;                     /* `round N`, 0: round 1 */
    int active;                    /* the legend an `activate` line started, -1 */
    bool supply;                   /* `bincard`: the bin deck, bags and weapon deck stacked */
    int bincard;                   /* its supply bin card (catalog index) */
    int nbag[3];                   /* `bag`: tokens of the common, rare, epic bags */
    int bag[3][16];
    int nweapon_deck;              /* `weapondeck`: the weapon deck's cards (0: the content's) */
    int weapon_deck[SCN_MAX_WEAPONS];              /* index in .weapon, the top first */
    uint8_t strip_icons;           /* `shoot ... ignore`: icons the Aim cards lack */
    rf_last_attack last_attack;    /* the engine's record of the last shoot or melee */
    char log[SCN_LOG_LEN];         /* the game's log of the last action */
} scn_ctx;

typedef rf_status (*scn_handler)(scn_ctx *ctx, scn_line *ln);

typedef struct scn_keyword {
    const char *name;
    int phase;                     /* enum scn_phase */
    scn_handler run;
} scn_keyword;

/* Handler prototypes, from the list. */
#define SCN_KEYWORD(name, phase, fn) rf_status fn(scn_ctx *ctx, scn_line *ln);
#define SCN_EXPECT(name, fn) rf_status fn(scn_ctx *ctx, scn_line *ln);
#include "io/scenario_list.h"
#undef SCN_KEYWORD
#undef SCN_EXPECT

/* --- scenario.c: the core --- */

/* Finish the board (first play line or end of text). */
rf_status scn_finish_board(scn_ctx *ctx);

/* --- scenario_report.c: PASS / FAIL lines --- */

/* Print "PASS file:line text" or "FAIL file:line text got <got...>" and
 * count it. */
void scn_report(scn_ctx *ctx, const scn_line *ln, bool pass, const char *got_fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* Print "FAIL file:line text cannot evaluate: why" and count it. */
void scn_cannot(scn_ctx *ctx, const scn_line *ln, const char *why);

/* --- scenario_args.c: reading fields --- */

/* A place argument: a space, edge or intersection, or a legend's name.
 * why is non-empty when the expectation cannot be evaluated with it (unknown
 * legend, place off the board); offboard is set when that is the only
 * reason (the place parsed). */
typedef struct scn_ref {
    geo_place place;
    int legend;                    /* legend index, -1 */
    bool offboard;
    char why[SCN_WHY_LEN];
} scn_ref;

/* Fill ctx->err with RF_E_SCENARIO at field index tok (ln->ntok: end of line). */
rf_status scn_error(scn_ctx *ctx, const scn_line *ln, int tok, const char *what,
                    const char *fmt, ...) __attribute__((format(printf, 5, 6)));
bool scn_more(const scn_line *ln);
const char *scn_peek(const scn_line *ln);
rf_status scn_arg_word(scn_ctx *ctx, scn_line *ln, const char *what, const char **out);
rf_status scn_arg_int(scn_ctx *ctx, scn_line *ln, const char *what, int min, int max, int *out);
/* One of a NULL-terminated list of words; *out is its index. */
rf_status scn_arg_choice(scn_ctx *ctx, scn_line *ln, const char *what,
                         const char *const *choices, int *out);
rf_status scn_arg_yesno(scn_ctx *ctx, scn_line *ln, const char *what, bool *out);
/* "N" or "none" (*out = -1). */
rf_status scn_arg_int_or_none(scn_ctx *ctx, scn_line *ln, const char *what, int max, int *out);
rf_status scn_arg_size(scn_ctx *ctx, scn_line *ln, const char *what, int *w, int *h);
rf_status scn_arg_xy(scn_ctx *ctx, scn_line *ln, const char *what, geo_cell *out);
rf_status scn_arg_edge(scn_ctx *ctx, scn_line *ln, const char *what, geo_edge *out);
rf_status scn_arg_place(scn_ctx *ctx, scn_line *ln, const char *what, scn_ref *out);
/* A space "X,Y" or a legend's name. */
rf_status scn_arg_space(scn_ctx *ctx, scn_line *ln, const char *what, scn_ref *out);
/* A legend's name; *idx = -1 and why filled if no legend has it. */
rf_status scn_arg_legend(scn_ctx *ctx, scn_line *ln, const char *what, int *idx,
                         char *why, int n);
rf_status scn_args_end(scn_ctx *ctx, scn_line *ln);

/* scn_cannot for the first of a, b (b may be NULL) whose why is set;
 * returns true if it reported. (scenario_report.c) */
bool scn_cannot_refs(scn_ctx *ctx, const scn_line *ln, const scn_ref *a, const scn_ref *b);

bool scn_is_name(const char *s);
int scn_legend_find(const scn_ctx *ctx, const char *name);
/* Spaces of the legends on the map, except legend `except` (-1: none). */
void scn_legend_cells(const scn_ctx *ctx, int except, geo_cellset *out);
/* Index of a content kind by id, or an error naming the keyword. */
rf_status scn_kind(scn_ctx *ctx, const scn_line *ln, const char *id, int *out);
/* "yes"/"no" */
const char *scn_yesno(bool v);

#endif
