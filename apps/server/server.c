/*
 * server.c — opening and closing a server: the content, the maps, the
 * store, and every stored match rebuilt by replaying its choices so that
 * it continues where it was (docs/protocol.md, "Persistence").
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "srv.h"

static void say(const srv *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(const srv *s, const char *fmt, ...)
{
    if (!s->log) return;
    va_list ap;
    va_start(ap, fmt);
    vfprintf(s->log, fmt, ap);
    va_end(ap);
    fflush(s->log);
}

/* One stored match back in memory. A match whose map or set-up can no
 * longer be loaded is left in the store and reported; one whose choices no
 * longer replay is loaded up to the last good step and marked broken. */
static void rebuild(void *user, const store_row *row)
{
    srv *s = user;
    rf_error err;
    memset(&err, 0, sizeof err);
    const rf_map *m = row->setup_error[0] ? NULL : maps_get(s->maps, s->content, row->map, &err);
    srv_match *mt = m ? match_new(row->id, s->content, m, row->map, &row->setup, row->kind, &err)
                      : NULL;
    if (!mt) {
        say(s, "ringfall serve: match %d is not loaded: %s\n", row->id,
            row->setup_error[0] ? row->setup_error : err.message);
        return;
    }
    mt->seed_given = row->seed_given;
    snprintf(mt->created, sizeof mt->created, "%s", row->created ? row->created : "");
    for (int i = 0; i < SRV_SEATS; i++) {
        mt->seat[i].taken = row->taken[i];
        memcpy(mt->seat[i].token_hash, row->token_hash[i], SRV_HASH_LEN);
    }
    if (match_load(mt, row->codes, row->hashes, row->n, &err) != RF_OK)
        say(s, "ringfall serve: match %d: %s\n", row->id, mt->broken);
    else
        match_play(s, mt, 0, &err);           /* bots whose turn it is play on */
    if (!registry_add(s->reg, mt)) match_free(mt);
}

srv *srv_open(const srv_config *cfg, rf_error *err)
{
    srv *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    memset(err, 0, sizeof *err);
    s->log = cfg->log;
    s->max_matches = cfg->max_matches > 0 ? cfg->max_matches : 10000;
    snprintf(s->web_dir, sizeof s->web_dir, "%s", cfg->web_dir ? cfg->web_dir : "");
    pthread_mutex_init(&s->create_lock, NULL);
    pthread_mutex_init(&s->stream_lock, NULL);
    s->maps = maps_new();
    s->reg = registry_new();
    bool ok = s->maps && s->reg && rf_content_load(cfg->data_dir, &s->content, err) == RF_OK;
    ok = ok && (s->store = store_open(cfg->db_path ? cfg->db_path : ":memory:", err)) != NULL;
    ok = ok && store_each(s->store, rebuild, s);
    if (!ok) {
        if (!err->message[0]) snprintf(err->message, sizeof err->message, "cannot open the server");
        srv_close(s);
        return NULL;
    }
    return s;
}

void srv_close(srv *s)
{
    if (!s) return;
    registry_free(s->reg);
    store_close(s->store);
    maps_free(s->maps);
    rf_content_free(s->content);
    pthread_mutex_destroy(&s->create_lock);
    pthread_mutex_destroy(&s->stream_lock);
    free(s);
}

int srv_match_count(srv *s) { return registry_count(s->reg); }
