/*
 * h_los.c — the line-of-sight tool (GET /api/matches/ID/los?from=A&to=B):
 * the board layer's answer and explanation for any pair of places on the
 * match's map (rf_map_los, as `ringfall los MAP A B --explain` prints it:
 * the line, the levels, each blockade crossed, the rule that decided),
 * plus, for two spaces, whether a legend on one would see a legend on the
 * other now, with the objects placed in play (smoke, domes...) and cover
 * (rf_view_sight, rf_view_cover). All public: anyone at the table may
 * check a line of sight (LOS-1).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "srv.h"

#define PLACE_MAX 24     /* "@31,31:3" is far shorter: longer is refused */

/* "X,Y" → a space; false for anything else (an intersection is fine for
 * rf_map_los, but the in-play answer is about legends on spaces). */
static bool space_of(const char *t, int *x, int *y)
{
    char tail;
    return sscanf(t, "%d,%d%c", x, y, &tail) == 2;
}

/* A copy of the argument (a lookup may reuse its buffer), or NULL. */
static const char *place_arg(const srv_request *rq, const char *key, char out[PLACE_MAX + 1])
{
    const char *v = rq->arg ? rq->arg(rq->arg_ctx, key) : NULL;
    if (!v || !*v || strlen(v) > PLACE_MAX) return NULL;
    return strcpy(out, v);
}

static char *explain(const srv_match *mt, const char *a, const char *b, int *clear, rf_error *err)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f) return NULL;
    *clear = rf_map_los(mt->map, a, b, true, f, err);
    fclose(f);
    return text;
}

void h_los(srv *s, srv_match *mt, const srv_request *rq, srv_response *r)
{
    (void)s;
    char from[PLACE_MAX + 1], to[PLACE_MAX + 1];
    const char *a = place_arg(rq, "from", from), *b = place_arg(rq, "to", to);
    if (!a || !b) {
        reply_error(r, SRV_E_BAD_REQUEST, "los takes ?from=X,Y&to=X,Y (spaces, or "
                    "intersections @I,J[:LEVEL])");
        return;
    }
    rf_error err;
    memset(&err, 0, sizeof err);
    int clear = -1;
    char *text = explain(mt, a, b, &clear, &err);
    if (!text || clear < 0) {
        free(text);
        if (clear < 0) reply_error(r, SRV_E_BAD_REQUEST, "%s", err.message);
        else reply_error(r, SRV_E_INTERNAL, "out of memory");
        return;
    }
    json_t *j = json_pack("{s:i, s:s, s:s, s:b, s:s}", "match", mt->id, "from", a, "to", b,
                          "clear", clear == 1, "explanation", text);
    free(text);
    int x1, y1, x2, y2;
    if (j && mt->game && space_of(a, &x1, &y1) && space_of(b, &x2, &y2)) {
        json_object_set_new(j, "in_play", json_boolean(rf_view_sight(mt->game, x1, y1, x2, y2)));
        json_object_set_new(j, "cover", json_boolean(rf_view_cover(mt->game, x1, y1, x2, y2)));
    }
    reply_json(r, 200, j);
}
