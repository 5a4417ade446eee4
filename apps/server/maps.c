/*
 * maps.c — the maps matches are played on, loaded once and shared: a map
 * is never changed by a game (games keep their own state), so every match
 * on Crossroads points at one rf_map. Only names are accepted (letters,
 * digits, '-', '_'), never paths: a request cannot make the server read
 * a file of its choice.
 */
#include <stdlib.h>
#include <string.h>

#include "srv.h"

#define MAPS_MAX 64

struct srv_maps {
    pthread_mutex_t lock;
    int n;
    char name[MAPS_MAX][64];
    rf_map *map[MAPS_MAX];
};

srv_maps *maps_new(void)
{
    srv_maps *m = calloc(1, sizeof *m);
    if (m) pthread_mutex_init(&m->lock, NULL);
    return m;
}

void maps_free(srv_maps *m)
{
    if (!m) return;
    for (int i = 0; i < m->n; i++) rf_map_free(m->map[i]);
    pthread_mutex_destroy(&m->lock);
    free(m);
}

static bool plain_name(const char *name)
{
    size_t n = strlen(name);
    if (n == 0 || n >= 64) return false;
    for (const char *p = name; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
              *p == '-' || *p == '_'))
            return false;
    return true;
}

static const rf_map *load_locked(srv_maps *m, const rf_content *c, const char *name, rf_error *err)
{
    for (int i = 0; i < m->n; i++)
        if (strcmp(m->name[i], name) == 0) return m->map[i];
    if (m->n == MAPS_MAX) {
        snprintf(err->message, sizeof err->message, "too many maps in use");
        err->code = RF_E_ARG;
        return NULL;
    }
    rf_map *map;
    if (rf_map_load(c, name, &map, err) != RF_OK) return NULL;
    snprintf(m->name[m->n], sizeof m->name[m->n], "%s", name);
    m->map[m->n++] = map;
    return map;
}

const rf_map *maps_get(srv_maps *m, const rf_content *c, const char *name, rf_error *err)
{
    memset(err, 0, sizeof *err);
    if (!plain_name(name)) {
        err->code = RF_E_ARG;
        snprintf(err->message, sizeof err->message,
                 "a map is named by letters, digits, '-' and '_' (e.g. \"crossroads\")");
        return NULL;
    }
    pthread_mutex_lock(&m->lock);
    const rf_map *map = load_locked(m, c, name, err);
    pthread_mutex_unlock(&m->lock);
    return map;
}
