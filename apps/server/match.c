/*
 * match.c — one live match: its game, its bot seats, its log and the
 * choices made so far. A match is only ever changed under its lock, in
 * match_play (a choice and the bot decisions after it, stored in one
 * transaction) or match_load (rebuilt by replaying its choices).
 *
 * The log (rf_game_set_log) is kept whole in memory with each line's seat
 * (-1 public, else the one seat that may read it) while the match is
 * played; the game logs the same lines again when it is rebuilt, so it
 * need not be stored. Once the match is over, match_compact frees the
 * game, the bots, the log and the choices (about 100 KB) and keeps the
 * struct (under 2 KB) with what its summary shows; a request that needs
 * the rest rebuilds it from the store, without bots (server.c,
 * srv_match_restore), and it is freed again after that request
 * (issue 14: 10,000 finished matches in a few tens of MB, not 1 GB).
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "srv.h"

/* Bot seeds as `ringfall play` and `ringfall sim` (the same seed, the same
 * bots) mixed with the match's key from the server's secret (secret.c):
 * a known seed does not tell what the server's bots will do. */
static unsigned long long bot_seed(const srv_match *mt, int seat)
{
    return (mt->setup.seed * 2 + 1 + (unsigned)seat) ^ mt->bot_key;
}

/* A compact match gets no bots: it is over, nobody decides any more. */
static bool make_bots(srv_match *mt, rf_error *err)
{
    for (int i = 0; i < mt->nseats && !mt->compact; i++) {
        rf_bot_free(mt->seat[i].bot);
        mt->seat[i].bot = NULL;
        if (strcmp(mt->seat[i].kind, "human") == 0) continue;
        mt->seat[i].bot = rf_bot_new(mt->seat[i].kind, bot_seed(mt, i));
        if (!mt->seat[i].bot) {
            snprintf(err->message, sizeof err->message, "unknown bot '%s'", mt->seat[i].kind);
            err->code = RF_E_ARG;
            return false;
        }
    }
    return true;
}

void match_set_bot_key(srv_match *mt, unsigned long long key)
{
    rf_error err;
    mt->bot_key = key;
    if (mt->nsteps == 0) make_bots(mt, &err);      /* known kinds: match_new made them */
}

bool match_has_human(const srv_match *mt)
{
    for (int i = 0; i < mt->nseats; i++)
        if (strcmp(mt->seat[i].kind, "human") == 0) return true;
    return false;
}

bool match_seat_is_bot(const srv_match *mt, int seat)
{
    return strcmp(mt->seat[seat].kind, "human") != 0;
}

bool match_over(const srv_match *mt, int *winner)
{
    if (mt->game) return rf_game_over(mt->game, winner);
    if (winner) *winner = mt->compact ? mt->winner : -1;
    return mt->compact;
}

int match_squad_seat(const srv_match *mt, int sq)
{
    if (mt->game) return rf_game_seat_of(mt->game, sq);
    return mt->compact ? mt->squad_seat[sq & 1] : -1;
}

/* The line just logged is for one legend's player (rf_game_set_log_players
 * is called after rf_game_set_log's listener, for the same line). */
static void on_player_line(void *user, int seat, int legend, const char *line)
{
    srv_match *mt = user;
    (void)seat;
    (void)line;
    if (legend >= 0 && mt->nlog > 0) mt->log[mt->nlog - 1].legend = legend;
}

static void on_log(void *user, int seat, const char *line)
{
    srv_match *mt = user;
    if (mt->nlog == mt->logcap) {
        int cap = mt->logcap ? 2 * mt->logcap : 256;
        srv_log_line *l = realloc(mt->log, (size_t)cap * sizeof *l);
        if (!l) return;                       /* out of memory: the line is lost, not the game */
        mt->log = l;
        mt->logcap = cap;
    }
    char *text = strdup(line);
    if (text) mt->log[mt->nlog++] = (srv_log_line){ seat, -1, text };
}

void match_log_line(srv_match *mt, int seat, const char *line)
{
    on_log(mt, seat, line);
}

static void clear_play(srv_match *mt)
{
    rf_game_free(mt->game);
    mt->game = NULL;
    for (int i = 0; i < SRV_MAX_SEATS; i++) {
        rf_bot_free(mt->seat[i].bot);
        mt->seat[i].bot = NULL;
    }
    for (int i = 0; i < mt->nlog; i++) free(mt->log[i].text);
    mt->nlog = 0;
}

void match_compact(srv_match *mt)
{
    int winner;
    if (!mt->game || mt->archived || mt->broken[0] || !rf_game_over(mt->game, &winner)) return;
    mt->winner = (signed char)winner;
    for (int sq = 0; sq < 2; sq++) mt->squad_seat[sq] = (signed char)rf_game_seat_of(mt->game, sq);
    mt->compact = true;
    clear_play(mt);
    free(mt->log);                  /* the arrays too: nsteps stays, the summary's "step" */
    mt->log = NULL;
    mt->logcap = 0;
    free(mt->code);
    free(mt->hash);
    mt->code = NULL;
    mt->hash = NULL;
    mt->cap = 0;
}

/* The game at its first decision, with its bots. */
static rf_status start_play(srv_match *mt, rf_error *err)
{
    clear_play(mt);
    rf_status st = rf_game_new_logged(mt->content, mt->map, &mt->setup, on_log, mt, &mt->game, err);
    if (st != RF_OK) return st;
    rf_game_set_log_players(mt->game, on_player_line, mt);        /* R-PLAYERS-2 */
    return make_bots(mt, err) ? RF_OK : err->code;
}

srv_match *match_new(int id, const rf_content *c, const rf_map *m, const char *map_name,
                     const rf_setup *setup, const srv_seat_spec *seats, int nseats,
                     rf_error *err)
{
    srv_match *mt = calloc(1, sizeof *mt);
    if (!mt) return NULL;
    mt->id = id;
    atomic_init(&mt->refs, 1);
    atomic_init(&mt->finished_at, 0);
    pthread_mutex_init(&mt->lock, NULL);
    pthread_cond_init(&mt->changed, NULL);
    mt->content = c;
    mt->map = m;
    snprintf(mt->map_name, sizeof mt->map_name, "%s", map_name);
    mt->setup = *setup;
    mt->nseats = nseats < 0 ? 0 : nseats > SRV_MAX_SEATS ? SRV_MAX_SEATS : nseats;
    for (int i = 0; i < mt->nseats; i++) {
        snprintf(mt->seat[i].kind, sizeof mt->seat[i].kind, "%s", seats[i].kind);
        mt->seat[i].team = seats[i].team;
        mt->seat[i].members = seats[i].members;
    }
    memset(err, 0, sizeof *err);
    if (start_play(mt, err) != RF_OK) {
        match_release(mt);
        return NULL;
    }
    return mt;
}

void match_release(srv_match *mt)
{
    if (!mt || atomic_fetch_sub(&mt->refs, 1) != 1) return;
    clear_play(mt);
    clock_release(mt);
    free(mt->log);
    free(mt->code);
    free(mt->hash);
    pthread_cond_destroy(&mt->changed);
    pthread_mutex_destroy(&mt->lock);
    free(mt);
}

static bool push_step(srv_match *mt, unsigned code)
{
    if (mt->nsteps == mt->cap) {
        int cap = mt->cap ? 2 * mt->cap : 512;
        unsigned *c = realloc(mt->code, (size_t)cap * sizeof *c);
        if (c) mt->code = c;
        unsigned long long *h = realloc(mt->hash, (size_t)cap * sizeof *h);
        if (h) mt->hash = h;
        if (!c || !h) return false;
        mt->cap = cap;
    }
    mt->code[mt->nsteps] = code;
    mt->hash[mt->nsteps++] = rf_game_hash(mt->game);
    return true;
}

int match_pending_seat(const srv_match *mt)
{
    rf_decision d;
    return mt->game && rf_pending(mt->game, &d) ? d.seat : -1;
}

/* The bot the pending decision waits for (match_waiting_seat), or -1. */
static int pending_bot(const srv_match *mt)
{
    int k = match_waiting_seat(mt);
    return k >= 0 && mt->seat[k].bot ? k : -1;
}

/* Moves a bot player makes in a row while the decision waits for a human
 * of its squad; a human's choice gives them again. */
#define SHARED_MOVES 8

/* A decision the squad's players share (Stage 1 is played by all of them
 * at once, STAGE1-2; R-PLAYERS-3) waits for a human player: a bot player
 * of that squad plays its own legends' options meanwhile, as long as what
 * it would choose is its own (the squad's "done" is the human's: it then
 * waits) and at most SHARED_MOVES times in a row, so it never loops. The
 * bot player that moves, or -1. */
static int shared_bot(srv_match *mt, unsigned *code)
{
    int k = match_waiting_seat(mt);
    if (k < 0 || mt->seat[k].bot) return -1;
    for (int j = 0; j < mt->nseats; j++) {
        srv_seat *p = &mt->seat[j];
        if (j == k || !p->bot || match_team(mt, j) != match_team(mt, k) || p->shared >= SHARED_MOVES) continue;
        *code = match_bot_own_choice(mt, j);
        if (*code) return j;
        p->shared = SHARED_MOVES;               /* nothing of its own to do: it waits */
    }
    return -1;
}

/* Every bot decision until a human decides or the game ends. A bot's
 * choice is one of the legal options, so a refusal is an engine bug: the
 * match stops there (broken) rather than loop. */
void match_advance(srv_match *mt)
{
    int k;
    unsigned code = 0;
    while (!mt->broken[0] && ((k = pending_bot(mt)) >= 0 || (k = shared_bot(mt, &code)) >= 0)) {
        if (mt->seat[k].bot && match_waiting_seat(mt) == k) code = match_bot_choice(mt, k);
        else mt->seat[k].shared++;
        rf_error e;
        if (rf_choose(mt->game, code, &e) != RF_OK) {
            snprintf(mt->broken, sizeof mt->broken, "a bot's choice was refused: %.320s", e.message);
            return;
        }
        if (!push_step(mt, code)) {
            snprintf(mt->broken, sizeof mt->broken, "out of memory");
            return;
        }
    }
}

rf_status match_play(srv *s, srv_match *mt, unsigned code, rf_error *err)
{
    memset(err, 0, sizeof *err);
    int before = mt->nsteps;
    if (code) {
        rf_status st = rf_choose(mt->game, code, err);      /* refused: nothing changed */
        if (st != RF_OK) return st;
        for (int k = 0; k < mt->nseats; k++) mt->seat[k].shared = 0;    /* shared_bot */
        if (!push_step(mt, code)) {
            snprintf(err->message, sizeof err->message, "out of memory");
            match_load(mt, mt->code, mt->hash, before, err);
            return err->code = RF_E_NOMEM;
        }
    }
    match_advance(mt);
    bool ends = mt->game && rf_game_over(mt->game, NULL) && atomic_load(&mt->finished_at) == 0;
    if (!store_add_choices(s->store, mt->id, before, mt->nsteps, mt->code, mt->hash, ends)) {
        rf_error e2;
        match_load(mt, mt->code, mt->hash, before, &e2);    /* undo, bots included */
        snprintf(err->message, sizeof err->message, "the store refused the choice");
        return err->code = RF_E_IO;
    }
    if (ends) match_note_over(mt);
    if (mt->nsteps != before) {
        mt->version++;
        pthread_cond_broadcast(&mt->changed);
    }
    return RF_OK;
}

void match_note_over(srv_match *mt)
{
    if (mt->game && rf_game_over(mt->game, NULL) && atomic_load(&mt->finished_at) == 0)
        atomic_store(&mt->finished_at, (long long)time(NULL));
}

/* Keeps the bots' generators and their shared moves in step with the
 * recorded choice `code`, as match_advance and match_play made it: the bot
 * whose turn it was decided; else a bot of a mixed squad moved while its
 * human squadmate was waited for (shared_bot, the same calls in the same
 * order); else a human chose, which gives the shared moves again. */
static void replay_bots(srv_match *mt, unsigned code)
{
    unsigned shared = 0;
    int k = pending_bot(mt);
    if (k >= 0) {
        match_bot_choice(mt, k);
    } else if ((k = shared_bot(mt, &shared)) >= 0 && shared == code) {
        mt->seat[k].shared++;
    } else {
        for (int j = 0; j < mt->nseats; j++) mt->seat[j].shared = 0;
    }
}

static rf_status replay_step(srv_match *mt, int i, const unsigned *codes,
                             const unsigned long long *hashes, rf_error *err)
{
    replay_bots(mt, codes[i]);
    if (rf_choose(mt->game, codes[i], err) != RF_OK) return err->code;
    if (rf_game_hash(mt->game) != hashes[i]) {
        snprintf(err->message, sizeof err->message, "the game differs from the recording");
        return err->code = RF_E_DATA;
    }
    return RF_OK;
}

rf_status match_load(srv_match *mt, const unsigned *codes, const unsigned long long *hashes, int n,
                     rf_error *err)
{
    memset(err, 0, sizeof *err);
    mt->nsteps = 0;
    mt->broken[0] = '\0';
    for (int k = 0; k < mt->nseats; k++) mt->seat[k].shared = 0;      /* replay_bots */
    rf_status st = start_play(mt, err);
    if (st != RF_OK)
        snprintf(mt->broken, sizeof mt->broken, "the set-up is refused: %.320s", err->message);
    for (int i = 0; i < n && st == RF_OK; i++) {
        clock_log_timeout(mt, i);               /* a timeout at this step, in the log again */
        st = replay_step(mt, i, codes, hashes, err);
        if (st == RF_OK && codes != mt->code && !push_step(mt, codes[i])) st = RF_E_NOMEM;
        if (st == RF_OK && codes == mt->code) mt->nsteps = i + 1;
        if (st != RF_OK)
            snprintf(mt->broken, sizeof mt->broken, "step %d of %d cannot be replayed: %.320s "
                     "(the engine or its content changed since it was played)", i + 1, n,
                     err->message);
    }
    return st;
}

int match_seat_of_token(const srv_match *mt, const char *token)
{
    if (!token || strlen(token) != SRV_TOKEN_HEX) return -1;
    unsigned char h[SRV_HASH_LEN];
    token_hash(token, h);
    int seat = -1;
    for (int i = 0; i < mt->nseats; i++)
        if (mt->seat[i].taken && token_equal(h, mt->seat[i].token_hash)) seat = i;
    return seat;
}
