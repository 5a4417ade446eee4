/*
 * registry.c — the live matches in memory, in id order (ids only grow, so
 * an append keeps the order and a binary search finds one). A finished
 * match leaves it once it has been over for the server's expiry time
 * (docs/protocol.md, "Expiry"); it stays in the store as a replay.
 *
 * A match is counted: the registry holds one reference, and every
 * registry_find or registry_page hands out another, returned with
 * match_release. A match removed while a request or an event stream still
 * uses it is freed when the last of them lets it go. The registry's lock
 * guards only the array.
 */
#include <stdlib.h>
#include <string.h>

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
    for (int i = 0; i < r->n; i++) match_release(r->m[i]);
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

/* The index of the first match whose id is >= id (lock held). */
static int lower_bound(const srv_registry *r, int id)
{
    int lo = 0, hi = r->n;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (r->m[mid]->id < id) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

srv_match *registry_find(srv_registry *r, int id)
{
    pthread_rwlock_rdlock(&r->lock);
    int i = lower_bound(r, id);
    srv_match *found = i < r->n && r->m[i]->id == id ? r->m[i] : NULL;
    if (found) match_hold(found);
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

int registry_page(srv_registry *r, int after, bool newest_first, int limit, srv_match **out,
                  bool *more)
{
    pthread_rwlock_rdlock(&r->lock);
    int k = 0;
    if (!newest_first) {
        int i = lower_bound(r, after + 1);
        for (; i < r->n && k < limit; i++) out[k++] = r->m[i];
        *more = i < r->n;
    } else {
        int i = (after > 0 ? lower_bound(r, after) : r->n) - 1;
        for (; i >= 0 && k < limit; i--) out[k++] = r->m[i];
        *more = i >= 0;
    }
    for (int j = 0; j < k; j++) match_hold(out[j]);
    pthread_rwlock_unlock(&r->lock);
    return k;
}

int registry_expire(srv_registry *r, long long now, long long after)
{
    srv_match **gone = NULL;
    int ngone = 0;
    pthread_rwlock_wrlock(&r->lock);
    int kept = 0;
    for (int i = 0; i < r->n; i++) {
        long long done = atomic_load(&r->m[i]->finished_at);
        bool expired = done > 0 && done + after <= now;
        if (expired && !gone) gone = malloc((size_t)r->n * sizeof *gone);
        if (expired && gone) gone[ngone++] = r->m[i];
        else r->m[kept++] = r->m[i];
    }
    r->n = kept;
    pthread_rwlock_unlock(&r->lock);
    for (int i = 0; i < ngone; i++) match_release(gone[i]);       /* outside the lock */
    free(gone);
    return ngone;
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
