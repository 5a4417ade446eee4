/*
 * clock.c — the server's clock, in milliseconds: the real one (the
 * system's wall clock, CLOCK_REALTIME), or one the caller drives
 * (srv_config.clock_ms), so that what depends on time — the chat's rate
 * limit, and the clocks of matches — is tested exactly, without sleeping.
 */
#include <time.h>

#include "srv.h"

long long srv_now_ms(const srv *s)
{
    if (s->clock_ms) return s->clock_ms(s->clock_ctx);
    struct timespec t;
    clock_gettime(CLOCK_REALTIME, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

void srv_time_text(long long ms, char out[32])
{
    time_t t = (time_t)(ms / 1000);
    struct tm tm;
    if (!gmtime_r(&t, &tm) || !strftime(out, 32, "%Y-%m-%dT%H:%M:%SZ", &tm)) out[0] = '\0';
}
