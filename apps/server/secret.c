/*
 * secret.c — the server's secret: 32 random bytes made at its first start
 * and kept in the store (store_secret), so that a restart rebuilds every
 * match identically. It is never in a reply or a log.
 *
 * A bot's generator is seeded from the match's seed mixed with a key drawn
 * from the secret, not from the seed alone as in `ringfall play`: a seed
 * made public (a finished match, or one its creator chose) tells nobody
 * what this server's bots did or will do. (The key depends on the seed,
 * not on the match's id: a match's first bot decisions are made before it
 * is stored and has an id. The same seed on one server gives the same
 * bots, but a human match's seed is in no answer while it is played.)
 */
#include <nettle/sha2.h>
#include <stdio.h>
#include <string.h>
#include <sys/random.h>

#include "srv.h"

bool secret_load(srv *s)
{
    unsigned char fresh[SRV_SECRET_LEN];
    size_t got = 0;
    while (got < sizeof fresh) {
        ssize_t k = getrandom(fresh + got, sizeof fresh - got, 0);
        if (k <= 0) return false;
        got += (size_t)k;
    }
    bool ok = store_secret(s->store, fresh, s->secret);
    memset(fresh, 0, sizeof fresh);
    return ok;
}

unsigned long long secret_bot_key(const srv *s, unsigned long long seed)
{
    char what[48];
    int n = snprintf(what, sizeof what, "bots of seed %llu", seed);
    unsigned char h[SRV_HASH_LEN];
    struct sha256_ctx ctx;
    sha256_init(&ctx);
    sha256_update(&ctx, SRV_SECRET_LEN, s->secret);
    sha256_update(&ctx, (size_t)n, (const uint8_t *)what);
    sha256_digest(&ctx, SRV_HASH_LEN, h);
    unsigned long long key = 0;
    for (int i = 0; i < 8; i++) key = key << 8 | h[i];
    return key;
}
