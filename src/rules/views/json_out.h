/*
 * json_out.h — writing JSON text into a caller's buffer, snprintf-style:
 * what does not fit is counted but not written, so a caller learns the
 * length it needs (rf_observe's contract). Used by the observation
 * (observe.c) and its parts (champ_json.c).
 */
#ifndef RF_JSON_OUT_H
#define RF_JSON_OUT_H

#include <stddef.h>

typedef struct jbuf {
    char *buf;      /* may be NULL when n is 0 */
    size_t n;       /* its size */
    size_t len;     /* the length written, or that would have been */
} jbuf;

/* Append printf-formatted text. */
void jb_put(jbuf *j, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Append s as a JSON string: quotes, backslashes and control characters escaped. */
void jb_str(jbuf *j, const char *s);
/* Where the next text goes (NULL when there is no room) and its room: for
 * a writer in snprintf's manner, whose return the caller adds to j->len. */
char *jb_tail(const jbuf *j, size_t *room);

#endif
