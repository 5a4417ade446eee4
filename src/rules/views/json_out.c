/*
 * json_out.c — see json_out.h.
 */
#include <stdarg.h>
#include <stdio.h>

#include "rules/views/json_out.h"

void jb_put(jbuf *j, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    size_t room = j->len < j->n ? j->n - j->len : 0;
    int w = vsnprintf(j->buf && room ? j->buf + j->len : NULL, room, fmt, ap);
    va_end(ap);
    if (w > 0) j->len += (size_t)w;
}

void jb_str(jbuf *j, const char *s)
{
    jb_put(j, "\"");
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') jb_put(j, "\\%c", *s);
        else if ((unsigned char)*s < 0x20) jb_put(j, "\\u%04x", (unsigned char)*s);
        else jb_put(j, "%c", *s);
    }
    jb_put(j, "\"");
}

char *jb_tail(const jbuf *j, size_t *room)
{
    *room = j->len < j->n ? j->n - j->len : 0;
    return *room ? j->buf + j->len : NULL;
}
