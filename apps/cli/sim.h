/*
 * sim.h — many matches between bots, for `ringfall sim` and `ringfall
 * bench`: each match's result, what happened in them (damage and
 * eliminations by cause, from rf_game_set_events), optional checks and
 * replays, on one or more threads.
 *
 * Match i of a run uses seed S + i and bots seeded (S + i) * 2 + 1 and
 * (S + i) * 2 + 2, as `ringfall play --seed S+i` does. Matches share the
 * content and the map read-only; each has its own game and bots, so any
 * number of threads gives the same results: per-match results are stored
 * by match index and the tallies are sums.
 */
#ifndef RF_CLI_SIM_H
#define RF_CLI_SIM_H

#include <jansson.h>
#include <stdint.h>

#include "cli.h"

/* The content of a run (sim_content.c): the built-in data with --data DIR
 * laid over it and --set patches applied, validated as content is. */
typedef struct sim_content_opts {
    const char *data_dir;        /* --data DIR: an overlay; NULL none */
    const char *cards;           /* --cards FILE */
    int nsets;
    const char *const *set;      /* "FILE.PATH=VALUE" */
} sim_content_opts;
/* The content and the map (named or a path); NULL after printing why. */
rf_content *sim_content_load(const sim_content_opts *o, const char *map, rf_map **m);

typedef struct sim_config {
    const cli_args *args;        /* the match options (cli_match_setup) */
    const rf_content *content;
    const rf_map *map;
    const char *kinds[2];        /* the bots of the --red and --blue players (seats 0, 1) */
    unsigned long long seed;     /* match i: seed + i */
    int games, threads;
    const char *save_dir;        /* write DIR/match-SEED.json for each match; NULL none */
    bool check;                  /* rf_check after every step; rebuild and verify each replay */
    const sim_content_opts *patch;   /* --data / --set, recorded in the summary; NULL none */
    const char *rows;            /* --matches FILE: one row per match (sim_rows.c); NULL none */
    bool progress;               /* show progress on standard error (a terminal only) */
    const char *progress_label;  /* which run of several (sim ab, --sweep); NULL none */
    bool heat;                   /* count where things happen on the map (sim_heat.c, --report) */
} sim_config;

#define SIM_LINEUP 6
/* A set of content indices (weapons < 64, loot kinds < 80, cards < 160). */
#define SIM_SET_WORDS 3
typedef struct sim_set { uint64_t w[SIM_SET_WORDS]; } sim_set;
static inline void sim_set_add(sim_set *s, int i)
{
    if (i >= 0 && i < 64 * SIM_SET_WORDS) s->w[i / 64] |= 1ull << (i % 64);
}
static inline bool sim_set_has(const sim_set *s, int i)
{
    return i >= 0 && i < 64 * SIM_SET_WORDS && (s->w[i / 64] >> (i % 64) & 1);
}
/* What a side's squad held and used in a match (sim_side.c, docs/sim.md):
 * kinds of content by index. */
enum { SIM_WEAPON, SIM_ITEM, SIM_ATTACHMENT, SIM_CARD, SIM_KINDS };
typedef struct sim_side {
    sim_set held[SIM_KINDS], used[SIM_KINDS];
    int32_t damage_taken[RF_CAUSES], damage_dealt[RF_CAUSES];   /* by cause, to_shield + to_health */
    uint8_t eliminated[RF_CAUSES];       /* its legends eliminated, by cause */
    uint8_t eliminations[RF_CAUSES];     /* legends of the other side it eliminated, by cause */
} sim_side;
/* A legend's loadout: what it held when it first stood on the map. */
typedef struct sim_loadout { int8_t weapon[2], gear[3]; bool seen; } sim_loadout;

/* One match, as it ended. */
typedef struct sim_game {
    sim_side side[2];            /* per squad: 0 red, 1 blue */
    sim_loadout loadout[SIM_LINEUP];   /* per lineup legend */
    char end_rule[48];           /* the rule that ended it ("BR-5", "BR-7 (1)"), "" unfinished */
    char *end_reason;            /* rf_game_end_reason, with --matches only (malloc'd) */
    char lineup[SIM_LINEUP][16]; /* the legends that played (sim_legends.c) */
    int8_t lineup_squad[SIM_LINEUP];
    uint8_t nlineup;
    int8_t winner_squad;         /* 0 red, 1 blue, -1 draw, -2 unfinished */
    uint32_t decisions;
    uint8_t rounds;              /* the round it ended in */
    int8_t winner;               /* seat (player) that won, -1 draw, -2 unfinished */
    int8_t red;                  /* seat that played red, -1 undecided */
    uint64_t signature;          /* a hash of every choice and of the final state */
} sim_game;

/* Damage and eliminations of one cause and one weapon, grenade or ability
 * ("what" as rf_event names it). */
typedef struct sim_what {
    const char *name;
    int cause;
    long long events, damage, to_shield, to_health, eliminations;
} sim_what;

/* What a player's bot did (sim_behaviour.c, docs/sim.md "behaviour"). */
#define SIM_MAX_NAMED 32
/* name: as long as the public views' names (rf_ability_view.name), so none is cut. */
typedef struct sim_named { char name[48]; long long count; } sim_named;
typedef struct sim_behaviour {
    long long moves, moves_nowhere;    /* Move destinations chosen; those on its own space */
    long long attachments_fitted;
    /* issue 12's habits (sim_behaviour.c, docs/bots.md "What normal does"):
     * legends at a match's end and those with no ammo in either weapon
     * (all, and those still on the map);
     * melee attacks, those made with ammo left; delayed abilities, those
     * used too late to resolve by round 8; colours chosen (DRAFT-2) */
    long long legends_at_end, legends_dry, standing, standing_dry, melee, melee_with_ammo;
    long long activations, activations_dry;    /* on the map, with no ammo */
    long long delayed, delayed_too_late, colour_red, colour_blue;
    int nitems, nabilities;
    sim_named items[SIM_MAX_NAMED];    /* items used, by name */
    sim_named abilities[SIM_MAX_NAMED];   /* abilities used, by name */
} sim_behaviour;

#define SIM_MAX_WHAT 96
typedef struct sim_tally {
    int nwhat;
    sim_what what[SIM_MAX_WHAT];
    long long dropped;           /* events whose what did not fit (never seen so far) */
    sim_behaviour behaviour[2];  /* per player (seat) */
    long long grenade_now;       /* the match under way's grenade damage */
    long long grenade_matches;   /* matches in which a grenade dealt damage */
} sim_tally;

/* Where things happened, per space of the run's map (sim_heat.c):
 * count[k][y * width + x]. */
enum { SIM_HEAT_POSITIONS,       /* a legend's space at the end of its activation */
       SIM_HEAT_SHOTS,           /* the shooter's space, per Shoot (a miss too) */
       SIM_HEAT_ELIMINATIONS,    /* an eliminated legend's space, every cause but the ring */
       SIM_HEAT_RING,            /* a legend's space when the ring eliminated it (TRANS-2) */
       SIM_HEATS };
#define SIM_HEAT_CELLS (32 * 32)
typedef struct sim_heat { long long count[SIM_HEATS][SIM_HEAT_CELLS]; } sim_heat;
typedef struct sim_heat_tracker {
    sim_heat *heat;
    const rf_game *g;            /* read only */
    int width;                   /* the map's */
    int active;                  /* the legend whose activation it was at the last choice, -1 none */
} sim_heat_tracker;
void sim_heat_begin(sim_heat_tracker *t, sim_heat *heat, const rf_game *g, int width);
void sim_heat_choice(sim_heat_tracker *t);
void sim_heat_event(sim_heat_tracker *t, const rf_event *e);
void sim_heat_end(sim_heat_tracker *t);
void sim_heat_merge(sim_heat *into, const sim_heat *h);

typedef struct sim_result {
    sim_game *game;              /* [games], by match index */
    sim_heat *heat;              /* with cfg->heat; NULL otherwise */
    sim_tally tally;
    double seconds, cpu_seconds;  /* wall clock; CPU time of all threads */
    bool failed;                 /* a match could not be set up, or a check failed */
    unsigned long long failed_seed;
    int status;                  /* CLI_NO a check failed, CLI_ERROR set-up or saving */
    char failure[600];
} sim_result;

/* Follow what each side holds and uses during a match (sim_side.c). */
enum { SIM_MAX_HELD = 96 };
typedef struct sim_tracker {
    sim_game *out;
    int squad[SIM_LINEUP];       /* each legend's squad, refreshed before every choice */
    int nlegends;
    /* each legend's holdings as last read and the squad they were added to:
     * unchanged, they add nothing (most choices change no one's) */
    rf_held last[SIM_LINEUP][SIM_MAX_HELD];
    int nlast[SIM_LINEUP], last_squad[SIM_LINEUP];
} sim_tracker;
void sim_track_begin(sim_tracker *tr, sim_game *out);
void sim_track_choice(sim_tracker *tr, const rf_game *g, const rf_decision *d, unsigned code);
void sim_track_event(sim_tracker *tr, const rf_event *e, const rf_content *c);
void sim_track_end(sim_tracker *tr, const rf_game *g, bool keep_reason);
/* A content index of kind SIM_* by its name (-1 none), and the name. */
int sim_content_index(const rf_content *c, int kind, const char *name);
const char *sim_content_name(const rf_content *c, int kind, int i);
/* At a match's end: each legend's ammo (sim_behaviour.c). */
void sim_behaviour_end(sim_tally *t, const rf_game *g);
/* The habits' counters of a shard file, out and back in (sim_behaviour.c). */
json_t *sim_habits_json(const sim_behaviour *b);
void sim_habits_read(const json_t *o, sim_behaviour *b);

/* The item a USE_ITEM option uses, by name (sim_behaviour.c). */
void sim_option_item(const rf_game *g, unsigned code, char *out, size_t n);

/* Play the matches. Returns CLI_OK, CLI_NO when a check failed (the
 * failure names the seed and the step), CLI_ERROR when a match could not be
 * set up or a replay saved. The caller frees r->game. */
int sim_run(const sim_config *cfg, sim_result *r);

/* Add an event to a tally (the events listener, and merging). */
void sim_tally_add(sim_tally *t, int cause, const char *name, long long events, long long damage,
                   long long to_shield, long long to_health, long long eliminations);

/* The JSON summary of a run (sim_report.c), and the human-readable one. */
void sim_report_json(const sim_config *cfg, const sim_result *r, FILE *out);
void sim_report_text(const sim_config *cfg, const sim_result *r, FILE *out);

/* --report DIR (sim_page.c): DIR/index.html, DIR/summary.json and the
 * figures as DIR/NAME.svg; argv: the command's options as typed. */
int sim_page_write(const sim_config *cfg, const sim_result *r, const char *dir, int argc, char **argv);

/* Is the content patched (--data, --set)? The run's signature (sim_report.c). */
bool sim_patched(const sim_config *cfg);
uint64_t sim_signature(const sim_config *cfg, const sim_result *r);

/* --matches FILE (sim_rows.c): is the name one we write; write the rows;
 * one row as JSON. */
int sim_rows_check(const char *path);
int sim_rows_write(const sim_config *cfg, const sim_result *r, const char *path);
json_t *sim_row_json(const sim_config *cfg, const sim_result *r, int i);
/* The summary's "setup" object (sim_report.c). */
json_t *sim_setup_json(const sim_config *cfg);
/* The mode's name in the summary ("battle royale"). */
const char *sim_mode_name(const cli_args *a);
/* Contributions and end reasons (sim_contrib.c): JSON, text. */
void sim_contrib_json(const sim_config *cfg, const sim_result *r, json_t *root);
void sim_contrib_text(const sim_config *cfg, const sim_result *r, FILE *out);
/* Free a result's matches. */
void sim_result_free(sim_result *r, int games);

/* One run of `ringfall sim` from its options (cmd_sim.c): parsed, its
 * content and map loaded (open; exit status, CLI_OK when ready), played
 * (and its rows written), freed. `sim ab` runs two. */
typedef struct sim_arm {
    cli_args args;
    sim_content_opts patch;
    sim_config cfg;
    rf_content *content;
    rf_map *map;
    sim_result result;
} sim_arm;
int sim_arm_open(const cli_command *self, int argc, char **argv, sim_arm *a);
int sim_arm_play(sim_arm *a);
void sim_arm_close(sim_arm *a);
/* `ringfall sim ab` (sim_ab.c); the metrics of b against a, paired. */
int cmd_sim_ab(const cli_command *self, int argc, char **argv);
json_t *sim_ab_metrics(const sim_arm *a, const sim_arm *b, double detect);
/* `ringfall sim --sweep FILE.PATH=A..B` (sim_sweep.c). */
int cmd_sim_sweep(const cli_command *self, int argc, char **argv, const char *spec);

/* The JSON summary as a value (sim_report_json prints it). */
json_t *sim_report_build(const sim_config *cfg, const sim_result *r);

/* Shards (sim_shard.c): a run's I-th of N blocks of seeds, played and
 * recorded (the summary of the block with a "shard" object, as text:
 * malloc'd); the records of every block put together, the whole run's
 * summary printed (names: the shards' file names for errors, or NULL). */
#define SIM_POOL 256
typedef struct sim_pool { int n; char *s[SIM_POOL]; } sim_pool;
void sim_pool_free(sim_pool *pool);
json_t *sim_shard_json(const sim_config *cfg, const sim_result *r, int shard, int shards, int total,
                       unsigned long long first_seed, int argc, char **argv);
bool sim_shard_read(const json_t *shard, sim_result *r, int total, sim_pool *pool, bool *seen, char *err,
                    size_t n);
int sim_shard_play(const cli_command *self, int argc, char **argv, char **text);
int sim_merge_texts(const cli_command *self, const char *const *texts, const char *const *names, int n,
                    FILE *out);
/* The MPI build's (apps/cli-mpi/sim_mpi.c): plays the ranks' shards and
 * prints the whole run's summary on rank 0 (*handled) when an MPI
 * launcher started the command. A weak reference: NULL in the ordinary
 * build, which has no MPI in it. */
int sim_mpi_run(const cli_command *self, int argc, char **argv, bool *handled) __attribute__((weak));
/* `ringfall sim merge FILE...` (sim_merge.c). */
int cmd_sim_merge(const cli_command *self, int argc, char **argv);
/* The options of a run without those of one process's part of it
 * (--shard, --matches, --save-dir): argv[] kept, count returned. */
int sim_run_options(int argc, char **argv, char **kept);

/* The 95 % Wilson score interval of k successes in n (sim_report.c). */
void sim_wilson(long k, long n, double *lo, double *hi);
/* Each legend's results (sim_legends.c): record a match's line-up once it
 * ended; add "legends" and "pairings" to the JSON summary; the same in
 * words. */
void sim_lineup_of(const rf_game *g, sim_game *out);
void sim_legends_json(const sim_config *cfg, const sim_result *r, json_t *root);
void sim_legends_text(const sim_config *cfg, const sim_result *r, FILE *out);
/* What the bots did (sim_behaviour.c): note each choice before it is made;
 * merge a thread's tally; the "behaviour" of the JSON summary; in words. */
void sim_behaviour_note(sim_tally *t, const rf_game *g, const rf_decision *d, unsigned code);
void sim_behaviour_merge(sim_tally *into, const sim_tally *t);
void sim_behaviour_json(const sim_config *cfg, const sim_result *r, json_t *root);
void sim_behaviour_text(const sim_config *cfg, const sim_result *r, FILE *out);

#endif
