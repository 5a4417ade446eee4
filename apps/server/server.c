/*
 * server.c — opening and closing a server: the content, the maps, the
 * store, and every unfinished stored match rebuilt by replaying its
 * choices so that it continues where it was (docs/protocol.md,
 * "Persistence"). A finished match is not rebuilt at start-up: it is
 * rebuilt from the store when a request names it (srv_match_get), so a
 * store of thousands of finished matches starts as fast as an empty one.
 * A finished match still in the registry is compact (match.c): the same
 * rebuild gives it its game and log back for one request
 * (srv_match_restore).
 *
 * A store that cannot be read whole stops the start-up with an error
 * naming the match and the reason (an SQLite error, a NULL or invalid
 * column, choices that do not replay): never a server that starts with
 * some of its matches missing or cut short.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "srv.h"

/* err's message: text, or prefixed with what failed ("match 3 cannot be
 * set up: "), cut to fit. */
static void set_message(rf_error *err, const char *text)
{
    size_t n = strlen(text) < sizeof err->message ? strlen(text) : sizeof err->message - 1;
    memcpy(err->message, text, n);
    err->message[n] = '\0';
}

static void prefix(rf_error *err, const char *what)
{
    char text[2 * sizeof err->message];
    snprintf(text, sizeof text, "%s: %s", what, err->message);
    set_message(err, text);
}

/* The match of a stored row at its last step, held once; NULL with err
 * naming the match. */
static srv_match *rebuild(srv *s, const store_row *row, rf_error *err)
{
    const rf_map *m = maps_get(s->maps, s->content, row->map, err);
    srv_match *mt = m ? match_new(row->id, s->content, m, row->map, &row->setup, row->seat,
                                row->nseats, err)
                      : NULL;
    if (!mt) {
        char what[48];
        snprintf(what, sizeof what, "match %d cannot be set up", row->id);
        prefix(err, what);
        return NULL;
    }
    mt->seed_given = row->seed_given;
    mt->rematch = host_store_rematch(s->hosts, row->id);        /* h_rematch.c */
    match_set_bot_key(mt, secret_bot_key(s, row->setup.seed));   /* before replaying: secret.c */
    snprintf(mt->created, sizeof mt->created, "%s", row->created);
    for (int i = 0; i < mt->nseats; i++) {
        snprintf(mt->seat[i].name, sizeof mt->seat[i].name, "%s", row->name[i]);
        mt->seat[i].taken = row->taken[i];
        memcpy(mt->seat[i].token_hash, row->token_hash[i], SRV_HASH_LEN);
    }
    mt->compact = row->finished;               /* over: replayed without bots (match.c) */
    /* Its clock first (clocks.c): the replay writes its timeouts' lines. */
    if (!clock_revive(s, mt, !row->finished)) {
        set_message(err, "the clocks table cannot be read");
        match_release(mt);
        return NULL;
    }
    match_load(mt, row->codes, row->hashes, row->n, err);
    return mt;
}

/* One unfinished stored match back in the registry, its bots played on if
 * it waits for one (a store written before creates were one transaction);
 * false with err naming it. */
static bool revive(srv *s, int id, rf_error *err)
{
    store_row row;
    int found = store_read(s->store, id, &row, err);
    if (found == 0) snprintf(err->message, sizeof err->message, "match %d vanished", id);
    srv_match *mt = found == 1 ? rebuild(s, &row, err) : NULL;
    store_row_free(&row);
    if (!mt) return false;
    char what[48];
    snprintf(what, sizeof what, "match %d", id);
    bool ok = !mt->broken[0];
    if (!ok) {
        char text[sizeof mt->broken + 128];
        snprintf(text, sizeof text, "%s: %s; the store is damaged, or was written by another "
                 "version of ringfall", what, mt->broken);
        set_message(err, text);
    }
    ok = ok && match_play(s, mt, 0, err) == RF_OK;     /* bots whose turn it is play on */
    if (!ok && mt->broken[0] == '\0') prefix(err, what);
    ok = ok && registry_add(s->reg, mt);
    if (!ok) match_release(mt);
    else match_compact(mt);                            /* its bots may have finished it */
    return ok;
}

static bool revive_all(srv *s, rf_error *err)
{
    int *ids, n;
    if (!store_ids(s->store, true, &ids, &n, err)) return false;
    bool ok = true;
    for (int i = 0; i < n && ok; i++) ok = revive(s, ids[i], err);
    free(ids);
    return ok;
}

srv_match *srv_match_get(srv *s, int id, srv_response *r)
{
    srv_match *mt = registry_find(s->reg, id);
    if (mt) return mt;
    store_row row;
    rf_error err;
    int found = store_read(s->store, id, &row, &err);
    if (found == 1 && row.finished) {
        mt = rebuild(s, &row, &err);
        if (mt) {
            mt->archived = true;
            atomic_store(&mt->finished_at, 1);
        }
    }
    store_row_free(&row);
    if (found < 0 || (found == 1 && row.finished && !mt))
        reply_error(r, SRV_E_STORE_FAILED, "match %d cannot be read from the store", id);
    else if (!mt)
        reply_error(r, SRV_E_NO_MATCH, "there is no match %d", id);
    if (!mt && s->log && (found < 0 || row.finished)) {
        fprintf(s->log, "ringfall serve: %s\n", err.message);
        fflush(s->log);
    }
    return mt;
}

bool srv_match_restore(srv *s, srv_match *mt, srv_response *r)
{
    if (!mt->compact || mt->game) return true;
    store_row row;
    rf_error err;
    int found = store_read(s->store, mt->id, &row, &err);
    if (found == 1) match_load(mt, row.codes, row.hashes, row.n, &err);   /* broken: it says */
    store_row_free(&row);
    if (found == 1) return true;
    if (found == 0) snprintf(err.message, sizeof err.message, "match %d is not in the store", mt->id);
    reply_error(r, SRV_E_STORE_FAILED, "match %d cannot be read from the store", mt->id);
    if (s->log) {
        fprintf(s->log, "ringfall serve: %s\n", err.message);
        fflush(s->log);
    }
    return false;
}

void srv_expire(srv *s)
{
    if (registry_expire(s->reg, (long long)time(NULL), s->expire_after) > 0) lobby_touch(s);
}

srv *srv_open(const srv_config *cfg, rf_error *err)
{
    srv *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    memset(err, 0, sizeof *err);
    s->log = cfg->log;
    s->max_matches = cfg->max_matches > 0 ? cfg->max_matches : 10000;
    s->expire_after = cfg->expire_after > 0 ? cfg->expire_after : cfg->expire_after < 0 ? 0 : 600;
    snprintf(s->web_dir, sizeof s->web_dir, "%s", cfg->web_dir ? cfg->web_dir : "");
    pthread_mutex_init(&s->create_lock, NULL);
    s->maps = maps_new();
    s->reg = registry_new();
    s->lobby = lobby_new();
    s->clock_ms = cfg->clock_ms;
    s->clock_ctx = cfg->clock_ctx;
    bool ok = s->maps && s->reg && s->lobby && limits_open(s, cfg) &&
              rf_content_load(cfg->data_dir, &s->content, err) == RF_OK &&
              rules_open(s, cfg->data_dir, err);
    ok = ok && (s->store = store_open(cfg->db_path ? cfg->db_path : ":memory:", err)) != NULL;
    ok = ok && store_check(s->store, err);
    ok = ok && (s->chat = chat_new(cfg->db_path ? cfg->db_path : ":memory:", err)) != NULL;
    ok = ok && (s->hosts = host_store_open(cfg->db_path ? cfg->db_path : ":memory:", err)) != NULL;
    ok = ok && (s->clocks = clocks_new(cfg->db_path ? cfg->db_path : ":memory:", err)) != NULL;
    if (ok && !(ok = secret_load(s)))
        snprintf(err->message, sizeof err->message, "cannot make or read the server's secret "
                 "(the random source or the store failed)");
    ok = ok && revive_all(s, err);
    if (!ok) {
        if (!err->message[0]) snprintf(err->message, sizeof err->message, "cannot open the server");
        srv_close(s);
        return NULL;
    }
    srv_expire(s);                 /* matches of an old store found over at start-up */
    store_arm_faults(s->store);
    return s;
}

void srv_close(srv *s)
{
    if (!s) return;
    registry_free(s->reg);
    store_close(s->store);
    chat_free(s->chat);
    host_store_close(s->hosts);
    clocks_free(s->clocks);
    lobby_free(s->lobby);
    maps_free(s->maps);
    rf_content_free(s->content);
    rules_close(s);
    pthread_mutex_destroy(&s->create_lock);
    clients_free(s->clients);
    free(s);
}

int srv_match_count(srv *s) { return registry_count(s->reg); }
