/*
 * opt_label.c — writing an option's label (engine_opt_add_label, engine.c)
 * without the C library's printf machinery (issue 14).
 *
 * Listings with labels (rf_options: the CLI, the server, the heuristic bot
 * reading its Stage 1 and item options) write one label per option, up to
 * hundreds per decision; glibc's vsnprintf costs about a thousand
 * instructions a call, a fifth of a normal-vs-normal match. The labels'
 * formats use only %s and %d, which this writes directly, with
 * vsnprintf's result exactly: the same text, cut at n - 1 characters and
 * always terminated. A format with anything else goes to vsnprintf.
 */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>

#include "rules/engine/opt_label.h"

/* Only %s, %d and %% (no flags, width or precision). */
static bool simple(const char *fmt)
{
    for (const char *p = fmt; *p; p++)
        if (*p == '%') {
            p++;
            if (*p != 's' && *p != 'd' && *p != '%') return false;
        }
    return true;
}

typedef struct sink { char *out; size_t n, len; } sink;

static void put(sink *s, char c)
{
    if (s->len + 1 < s->n) s->out[s->len] = c;
    s->len++;
}

static void put_int(sink *s, int v)
{
    char digits[12];
    int k = 0;
    unsigned u = v < 0 ? 0u - (unsigned)v : (unsigned)v;
    do digits[k++] = (char)('0' + u % 10); while ((u /= 10) != 0);
    if (v < 0) put(s, '-');
    while (k > 0) put(s, digits[--k]);
}

void opt_label_vformat(char *out, size_t n, const char *fmt, va_list ap)
{
    if (!simple(fmt)) {
        vsnprintf(out, n, fmt, ap);
        return;
    }
    sink s = { out, n, 0 };
    for (const char *p = fmt; *p; p++) {
        if (*p != '%') {
            put(&s, *p);
            continue;
        }
        p++;
        if (*p == 'd') {
            put_int(&s, va_arg(ap, int));
        } else if (*p == 's') {
            const char *t = va_arg(ap, const char *);
            for (t = t ? t : "(null)"; *t; t++) put(&s, *t);
        } else {
            put(&s, '%');
        }
    }
    if (n > 0) out[s.len < n ? s.len : n - 1] = '\0';
}
