/*
 * registry.c — the matches in memory, in id order (ids only grow, so an
 * append keeps the order and a binary search finds one). Matches are never
 * removed while the server runs, so a pointer found stays valid; the
 * registry's lock guards only the array.
 */
#include <stdlib.h>

#include "srv.h"

struct srv_registry {
    pthread_rwlock_t lock;
    int n, cap;
    srv_match **m;
};

srv_registry *registry_new(void)
{
    srv_registry *r = calloc(1, sizeof *r);
    if (r) pthread_rwlock_init(&r->lock, NULL);
    return r;
}

void registry_free(srv_registry *r)
{
    if (!r) return;
    for (int i = 0; i < r->n; i++) match_free(r->m[i]);
    free(r->m);
    pthread_rwlock_destroy(&r->lock);
    free(r);
}

bool registry_add(srv_registry *r, srv_match *mt)
{
    pthread_rwlock_wrlock(&r->lock);
    bool ok = r->n == 0 || r->m[r->n - 1]->id < mt->id;
    if (ok && r->n == r->cap) {
        int cap = r->cap ? 2 * r->cap : 64;
        srv_match **m = realloc(r->m, (size_t)cap * sizeof *m);
        if (m) {
            r->m = m;
            r->cap = cap;
        }
        ok = m != NULL;
    }
    if (ok) r->m[r->n++] = mt;
    pthread_rwlock_unlock(&r->lock);
    return ok;
}

srv_match *registry_find(srv_registry *r, int id)
{
    pthread_rwlock_rdlock(&r->lock);
    srv_match *found = NULL;
    int lo = 0, hi = r->n - 1;
    while (lo <= hi && !found) {
        int mid = lo + (hi - lo) / 2;
        if (r->m[mid]->id == id) found = r->m[mid];
        else if (r->m[mid]->id < id) lo = mid + 1;
        else hi = mid - 1;
    }
    pthread_rwlock_unlock(&r->lock);
    return found;
}

int registry_count(srv_registry *r)
{
    pthread_rwlock_rdlock(&r->lock);
    int n = r->n;
    pthread_rwlock_unlock(&r->lock);
    return n;
}

srv_match *registry_at(srv_registry *r, int i)
{
    pthread_rwlock_rdlock(&r->lock);
    srv_match *mt = i >= 0 && i < r->n ? r->m[i] : NULL;
    pthread_rwlock_unlock(&r->lock);
    return mt;
}

void registry_broadcast(srv_registry *r)
{
    pthread_rwlock_rdlock(&r->lock);
    for (int i = 0; i < r->n; i++) {
        pthread_mutex_lock(&r->m[i]->lock);
        pthread_cond_broadcast(&r->m[i]->changed);
        pthread_mutex_unlock(&r->m[i]->lock);
    }
    pthread_rwlock_unlock(&r->lock);
}
