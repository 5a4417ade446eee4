/*
 * token.c — seat tokens. A token is 32 bytes from the kernel's random
 * source (getrandom), written in hexadecimal: whoever holds it acts for
 * its seat and sees the seat's hidden information. The store keeps only
 * its SHA-256 hash (nettle), so a copy of the database does not let anyone
 * play a seat; 256 random bits need no salt or slow hash, as no dictionary
 * or search can find them.
 */
#include <nettle/sha2.h>
#include <string.h>
#include <sys/random.h>

#include "srv.h"

bool token_new(char *out)
{
    unsigned char raw[SRV_TOKEN_HEX / 2];
    size_t got = 0;
    while (got < sizeof raw) {
        ssize_t k = getrandom(raw + got, sizeof raw - got, 0);
        if (k <= 0) return false;
        got += (size_t)k;
    }
    static const char hex[] = "0123456789abcdef";
    for (size_t i = 0; i < sizeof raw; i++) {
        out[2 * i] = hex[raw[i] >> 4];
        out[2 * i + 1] = hex[raw[i] & 15];
    }
    out[SRV_TOKEN_HEX] = '\0';
    return true;
}

void token_hash(const char *token, unsigned char *out)
{
    struct sha256_ctx ctx;
    sha256_init(&ctx);
    sha256_update(&ctx, strlen(token), (const uint8_t *)token);
    sha256_digest(&ctx, SRV_HASH_LEN, out);
}

bool token_equal(const unsigned char *a, const unsigned char *b)
{
    unsigned char diff = 0;
    for (int i = 0; i < SRV_HASH_LEN; i++) diff |= a[i] ^ b[i];
    return diff == 0;
}
