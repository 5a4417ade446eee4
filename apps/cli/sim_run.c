/*
 * sim_run.c — playing a run of matches between bots (sim.h), on T POSIX
 * threads.
 *
 * Threads take the next match index from a shared counter; each match's
 * result goes to its own slot and each thread sums events in its own
 * tally, merged at the end: sums do not depend on the order, so the
 * results are the same for any number of threads. After a check fails no
 * match with a higher index is started, and the failure of the lowest
 * seed is reported.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdarg.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "sim.h"

#define SIM_MAX_STEPS 1000000    /* a match never needs this many; beyond: unfinished */

typedef struct run {
    const sim_config *cfg;
    sim_result *r;
    atomic_int next;             /* the next match index to play */
    atomic_int stop_at;          /* no match from this index on (a failure) */
    pthread_mutex_t lock;        /* guards r->failed and the failure */
    atomic_int done;             /* matches played, for the progress line */
    pthread_mutex_t shown;       /* one thread at a time draws it */
    double start, last_shown;
} run;

typedef struct worker {
    run *run;
    sim_tally tally;
    sim_heat *heat;              /* this thread's counts, with cfg->heat */
    pthread_t thread;
} worker;

/* Seconds on a clock: CLOCK_MONOTONIC (wall) or CLOCK_PROCESS_CPUTIME_ID
 * (the CPU time of all threads: the fair measure on a busy machine). */
static double now(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static uint64_t mix(uint64_t h, uint64_t v)
{
    for (int i = 0; i < 8; i++) {                 /* FNV-1a, byte by byte */
        h ^= (v >> (8 * i)) & 0xff;
        h *= 0x100000001b3ull;
    }
    return h;
}

void sim_tally_add(sim_tally *t, int cause, const char *name, long long events, long long damage,
                   long long to_shield, long long to_health, long long eliminations)
{
    sim_what *w = NULL;
    for (int i = 0; i < t->nwhat && !w; i++)
        if (t->what[i].cause == cause && strcmp(t->what[i].name, name) == 0) w = &t->what[i];
    if (!w && t->nwhat == SIM_MAX_WHAT) {
        t->dropped += events;
        return;
    }
    if (!w) {
        w = &t->what[t->nwhat++];
        memset(w, 0, sizeof *w);
        w->name = name;
        w->cause = cause;
    }
    w->events += events;
    w->damage += damage;
    w->to_shield += to_shield;
    w->to_health += to_health;
    w->eliminations += eliminations;
}

/* What the events listener adds to: the thread's tally, and the match's
 * sides (sim_side.c; NULL when a match is played again to diagnose it). */
typedef struct listener {
    sim_tally *tally;
    sim_tracker *tracker;
    const rf_content *content;
    sim_heat_tracker *heat;      /* NULL without cfg->heat */
} listener;

/* The rf_game_set_events listener: user is a listener. */
static void on_event(void *user, const rf_event *e)
{
    listener *ls = user;
    if (ls->tracker) sim_track_event(ls->tracker, e, ls->content);
    if (ls->heat) sim_heat_event(ls->heat, e);
    sim_tally *t = ls->tally;
    if (e->kind == RF_EVENT_DAMAGE)
        sim_tally_add(t, e->cause, e->what, 1, e->amount, e->to_shield, e->to_health, 0);
    if (e->kind == RF_EVENT_DAMAGE && e->cause == RF_CAUSE_GRENADE)
        t->grenade_now += e->to_shield + e->to_health;
    else if (e->kind == RF_EVENT_ELIMINATION)
        sim_tally_add(t, e->cause, e->what, 0, 0, 0, 0, 1);
}

/* Record the first failure (by seed): status CLI_NO for a failed check,
 * CLI_ERROR for a match that cannot be set up or saved; stop later
 * matches. */
static void fail(run *rn, int index, int status, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void fail(run *rn, int index, int status, const char *fmt, ...)
{
    unsigned long long seed = rn->cfg->seed + (unsigned)index;
    pthread_mutex_lock(&rn->lock);
    if (!rn->r->failed || seed < rn->r->failed_seed) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(rn->r->failure, sizeof rn->r->failure, fmt, ap);
        va_end(ap);
        rn->r->failed = true;
        rn->r->failed_seed = seed;
        rn->r->status = status;
    }
    int cur = atomic_load(&rn->stop_at);
    while (index < cur && !atomic_compare_exchange_weak(&rn->stop_at, &cur, index)) {}
    pthread_mutex_unlock(&rn->lock);
}

static bool failed_error(run *rn, int index, int status, const char *what, const rf_error *err)
{
    char buf[400];
    rf_error_format(err, buf, sizeof buf);
    fail(rn, index, status, "seed %llu: %s: %s", rn->cfg->seed + (unsigned)index, what, buf);
    return false;
}

/* The choices of a match, for rebuilding it (--check). */
typedef struct choices {
    unsigned *code;
    int n, cap;
} choices;

static bool choices_add(choices *c, unsigned code)
{
    if (c->n == c->cap) {
        int cap = c->cap ? 2 * c->cap : 1024;
        unsigned *p = realloc(c->code, (size_t)cap * sizeof *p);
        if (!p) return false;
        c->code = p;
        c->cap = cap;
    }
    c->code[c->n++] = code;
    return true;
}

/* A failed step: "seed S: step N: what: the error". */
static bool failed_step(run *rn, int index, int status, uint32_t step, const char *what,
                        const rf_error *err)
{
    char where[64];
    snprintf(where, sizeof where, "step %u%s", (unsigned)step, what);
    return failed_error(rn, index, status, where, err);
}

/* Play the match's steps with the bots, recording the choices in rec and
 * ch when given; with check, rf_check after every step. False after a
 * failure (reported). */
static bool play_steps(run *rn, int index, rf_game *g, rf_bot *bot[2], bool check,
                       rf_replay *rec, choices *ch, sim_game *out, sim_tally *t, sim_tracker *tr,
                       sim_heat_tracker *ht)
{
    rf_error err;
    memset(&err, 0, sizeof err);
    uint64_t sig = 0xcbf29ce484222325ull;
    uint32_t steps = 0;
    if (check && rf_check(g, &err) != RF_OK) return failed_step(rn, index, CLI_NO, 0, ": rf_check", &err);
    for (; !rf_game_over(g, NULL) && steps < SIM_MAX_STEPS; steps++) {
        rf_decision d;
        rf_pending_brief(g, &d);
        unsigned code = rf_bot_choose(bot[d.seat], g);
        sim_behaviour_note(t, g, &d, code);
        if (tr) sim_track_choice(tr, g, &d, code);
        if (ht) sim_heat_choice(ht);
        sig = mix(sig, code);
        if (rf_choose(g, code, &err) != RF_OK) {
            if (check) return failed_step(rn, index, CLI_NO, steps + 1, ": the bot's choice", &err);
            continue;                              /* as before: a refused bot choice is retried */
        }
        if ((rec && rf_replay_record(rec, code, g, &err) != RF_OK) || (ch && !choices_add(ch, code))) {
            fail(rn, index, CLI_ERROR, "seed %llu: out of memory", rn->cfg->seed + (unsigned)index);
            return false;
        }
        if (check && rf_check(g, &err) != RF_OK)
            return failed_step(rn, index, CLI_NO, steps + 1, ": rf_check", &err);
    }
    out->decisions = steps;
    out->signature = mix(sig, rf_game_hash(g));
    return true;
}

/* Verify a recorded replay with the library's verifier (rf_replay_play:
 * every choice legal, the state hash equal after every step); its error
 * names the first differing step. Compares the final state with g. */
static bool verify_replay(run *rn, int index, const rf_replay *rec, const rf_game *g)
{
    rf_game *again = NULL;
    rf_error err;
    memset(&err, 0, sizeof err);
    if (rf_replay_play(rec, rn->cfg->content, rn->cfg->map, &again, &err) != RF_OK)
        return failed_error(rn, index, CLI_NO, "the replay does not verify", &err);
    bool same = rf_game_hash(again) == rf_game_hash(g);
    rf_game_free(again);
    if (!same) fail(rn, index, CLI_NO, "seed %llu: the replayed game ends in another state",
                    rn->cfg->seed + (unsigned)index);
    return same;
}

/* The rebuilt match differs: play it again (deterministic) recording a
 * full replay, whose verifier names the first differing step. */
static void diagnose(run *rn, int index, const rf_setup *s)
{
    const sim_config *cfg = rn->cfg;
    unsigned long long seed = s->seed;
    rf_game *g;
    rf_error err;
    memset(&err, 0, sizeof err);
    if (rf_game_new(cfg->content, cfg->map, s, &g, &err) != RF_OK) {
        failed_error(rn, index, CLI_NO, "rebuilding", &err);
        return;
    }
    sim_tally scratch;                            /* listened to as in the first play */
    memset(&scratch, 0, sizeof scratch);
    listener ls = { &scratch, NULL, cfg->content, NULL };
    rf_game_set_events(g, on_event, &ls);
    rf_bot *bot[2] = { rf_bot_new(cfg->kinds[0], seed * 2 + 1), rf_bot_new(cfg->kinds[1], seed * 2 + 2) };
    rf_replay *rec = rf_replay_new(cfg->content, cfg->map, s);
    sim_game out;
    if (play_steps(rn, index, g, bot, false, rec, NULL, &out, &scratch, NULL, NULL) && verify_replay(rn, index, rec, g))
        fail(rn, index, CLI_NO, "seed %llu: the game rebuilt from its choices ends in another "
             "state (its recorded replay verifies: the first play differed)", seed);
    rf_replay_free(rec);
    rf_bot_free(bot[0]);
    rf_bot_free(bot[1]);
    rf_game_free(g);
}

/* --check: rebuild the match from its set-up and choices, without bots
 * nor listener, and compare the final state (one hash, not one per step:
 * the per-step comparison runs only to name the step of a difference). */
static bool rebuild(run *rn, int index, const rf_setup *s, const choices *ch, const rf_game *g)
{
    rf_game *again;
    rf_error err;
    memset(&err, 0, sizeof err);
    if (rf_game_new(rn->cfg->content, rn->cfg->map, s, &again, &err) != RF_OK)
        return failed_error(rn, index, CLI_NO, "rebuilding", &err);
    bool ok = true;
    for (int i = 0; i < ch->n && ok; i++)
        if (rf_choose(again, ch->code[i], &err) != RF_OK)
            ok = failed_step(rn, index, CLI_NO, (uint32_t)i + 1, ": rebuilding", &err);
    if (ok && rf_game_hash(again) != rf_game_hash(g)) {
        diagnose(rn, index, s);
        ok = false;
    }
    rf_game_free(again);
    return ok;
}

static void replay_path(const run *rn, int index, char *path, size_t n)
{
    snprintf(path, n, "%s/match-%llu.json", rn->cfg->save_dir, rn->cfg->seed + (unsigned)index);
}

static bool save_replay(run *rn, int index, const rf_replay *rec)
{
    char path[1024];
    replay_path(rn, index, path, sizeof path);
    rf_error err;
    memset(&err, 0, sizeof err);
    if (rf_replay_save(rec, path, &err) == RF_OK) return true;
    return failed_error(rn, index, CLI_ERROR, "cannot save the replay", &err);
}

/* --check --save-dir: the saved file loads and verifies (the file format
 * round trip), ending in the same state. */
static bool verify_saved(run *rn, int index, const rf_game *g)
{
    char path[1024];
    replay_path(rn, index, path, sizeof path);
    rf_replay *loaded = NULL;
    rf_error err;
    memset(&err, 0, sizeof err);
    if (rf_replay_load(path, &loaded, &err) != RF_OK)
        return failed_error(rn, index, CLI_NO, "the saved replay does not load", &err);
    bool ok = verify_replay(rn, index, loaded, g);
    rf_replay_free(loaded);
    return ok;
}

/* Match `index`: false after a failure (reported). */
static bool one_match(run *rn, int index, sim_tally *tally, sim_heat *heat)
{
    const sim_config *cfg = rn->cfg;
    unsigned long long seed = cfg->seed + (unsigned)index;
    sim_game *out = &rn->r->game[index];
    rf_setup s;
    if (!cli_match_setup(cfg->args, cfg->map, seed, &s)) {
        fail(rn, index, CLI_ERROR, "seed %llu: no set-up", seed);
        return false;
    }
    rf_game *g;
    rf_error err;
    memset(&err, 0, sizeof err);
    if (rf_game_new(cfg->content, cfg->map, &s, &g, &err) != RF_OK)
        return failed_error(rn, index, CLI_ERROR, "set-up", &err);
    sim_tracker tr;
    sim_track_begin(&tr, out);
    sim_heat_tracker ht;
    if (heat) sim_heat_begin(&ht, heat, g, rf_map_width(cfg->map));
    listener ls = { tally, &tr, cfg->content, heat ? &ht : NULL };
    rf_game_set_events(g, on_event, &ls);
    rf_bot *bot[2] = { rf_bot_new(cfg->kinds[0], seed * 2 + 1), rf_bot_new(cfg->kinds[1], seed * 2 + 2) };
    rf_replay *rec = cfg->save_dir ? rf_replay_new(cfg->content, cfg->map, &s) : NULL;
    choices ch = { NULL, 0, 0 };
    tally->grenade_now = 0;
    bool ok = play_steps(rn, index, g, bot, cfg->check, rec, cfg->check ? &ch : NULL, out, tally, &tr,
                         heat ? &ht : NULL);
    if (heat) sim_heat_end(&ht);
    tally->grenade_matches += tally->grenade_now > 0;
    sim_behaviour_end(tally, g);                                   /* docs/bots.md */
    int winner;
    bool over = rf_game_over(g, &winner);
    if (ok && cfg->check && !over) {
        fail(rn, index, CLI_NO, "seed %llu: the match did not end in %d steps", seed, SIM_MAX_STEPS);
        ok = false;
    }
    if (ok && cfg->check) ok = rebuild(rn, index, &s, &ch, g);
    if (ok && cfg->save_dir) ok = save_replay(rn, index, rec);
    if (ok && cfg->save_dir && cfg->check) ok = verify_saved(rn, index, g);
    out->rounds = (uint8_t)rf_view_round(g);
    out->winner = (int8_t)(!over ? -2 : winner < 0 ? -1 : rf_game_seat_of(g, winner));
    out->red = (int8_t)rf_game_seat_of(g, 0);
    sim_lineup_of(g, out);
    sim_track_end(&tr, g, cfg->rows != NULL);
    free(ch.code);
    rf_replay_free(rec);
    rf_bot_free(bot[0]);
    rf_bot_free(bot[1]);
    rf_game_free(g);
    return ok;
}

/* The progress line on a terminal: matches played, time taken and an
 * estimate of the time left from the pace so far, at most twice a second. */
static void progress(run *rn, bool last)
{
    if (!rn->cfg->progress || pthread_mutex_trylock(&rn->shown) != 0) return;
    double t = now(CLOCK_MONOTONIC) - rn->start;
    if (last || t - rn->last_shown >= 0.5) {
        int done = atomic_load(&rn->done), games = rn->cfg->games;
        double left = done ? t / done * (games - done) : 0;
        const char *label = rn->cfg->progress_label;
        if (last) fputs("\r\033[K", stderr);
        else fprintf(stderr, "\r\033[K%s%s%d of %d matches, %.0f s, about %.0f s left", label ? label : "",
                     label ? ": " : "", done, games, t, left);
        fflush(stderr);
        rn->last_shown = t;
    }
    pthread_mutex_unlock(&rn->shown);
}

static void *work(void *arg)
{
    worker *w = arg;
    run *rn = w->run;
    for (;;) {
        int i = atomic_fetch_add(&rn->next, 1);
        if (i >= rn->cfg->games || i >= atomic_load(&rn->stop_at)) break;
        one_match(rn, i, &w->tally, w->heat);
        atomic_fetch_add(&rn->done, 1);
        progress(rn, false);
    }
    return NULL;
}

static void merge(sim_tally *into, const sim_tally *t)
{
    for (int i = 0; i < t->nwhat; i++) {
        const sim_what *w = &t->what[i];
        sim_tally_add(into, w->cause, w->name, w->events, w->damage, w->to_shield, w->to_health,
                      w->eliminations);
    }
    into->dropped += t->dropped;
    sim_behaviour_merge(into, t);
}

static int make_dir(const char *dir)
{
    if (mkdir(dir, 0777) == 0 || errno == EEXIST) return 0;
    fprintf(stderr, "ringfall: cannot create the directory %s: %s\n", dir, strerror(errno));
    return -1;
}

int sim_run(const sim_config *cfg, sim_result *r)
{
    memset(r, 0, sizeof *r);
    if (cfg->save_dir && make_dir(cfg->save_dir) < 0) return CLI_ERROR;
    r->game = calloc((size_t)cfg->games, sizeof *r->game);
    int nthreads = cfg->threads > 0 ? cfg->threads : 1;
    worker *w = calloc((size_t)nthreads, sizeof *w);
    if (!r->game || !w) {
        free(w);
        fputs("ringfall: out of memory\n", stderr);
        return CLI_ERROR;
    }
    for (int i = 0; cfg->heat && i < nthreads; i++)
        if (!(w[i].heat = calloc(1, sizeof *w[i].heat))) {
            for (int k = 0; k < i; k++) free(w[k].heat);
            free(w);
            fputs("ringfall: out of memory\n", stderr);
            return CLI_ERROR;
        }
    run rn = { .cfg = cfg, .r = r };
    atomic_init(&rn.next, 0);
    atomic_init(&rn.stop_at, cfg->games);
    pthread_mutex_init(&rn.lock, NULL);
    pthread_mutex_init(&rn.shown, NULL);
    atomic_init(&rn.done, 0);
    double start = now(CLOCK_MONOTONIC), cpu = now(CLOCK_PROCESS_CPUTIME_ID);
    rn.start = start;
    int started = 0;
    for (int i = 0; i < nthreads; i++) {
        w[i].run = &rn;
        if (i == 0 || pthread_create(&w[i].thread, NULL, work, &w[i]) == 0) started = i + 1;
        else break;                               /* fewer threads: same results, slower */
    }
    work(&w[0]);                                  /* this thread is worker 0 */
    for (int i = 1; i < started; i++) pthread_join(w[i].thread, NULL);
    progress(&rn, true);                          /* the line cleared */
    r->seconds = now(CLOCK_MONOTONIC) - start;
    r->cpu_seconds = now(CLOCK_PROCESS_CPUTIME_ID) - cpu;
    for (int i = 0; i < started; i++) merge(&r->tally, &w[i].tally);
    if (cfg->heat) {                              /* worker 0's counts become the run's */
        for (int i = 1; i < started; i++) sim_heat_merge(w[0].heat, w[i].heat);
        for (int i = 1; i < nthreads; i++) free(w[i].heat);
        r->heat = w[0].heat;
    }
    pthread_mutex_destroy(&rn.lock);
    pthread_mutex_destroy(&rn.shown);
    free(w);
    return r->failed ? r->status : CLI_OK;
}

void sim_result_free(sim_result *r, int games)
{
    for (int i = 0; r->game && i < games; i++) free(r->game[i].end_reason);
    free(r->game);
    r->game = NULL;
    free(r->heat);
    r->heat = NULL;
}
