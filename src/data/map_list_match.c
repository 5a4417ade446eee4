/*
 * map_list_match.c — does a placed component match a line of a map's
 * official component list (MAP-6 … MAP-17, COMP-2, COMP-3)? Shared by the
 * map loader (a map with an "id" must use exactly its list) and `map check`
 * (the core box, MAP-5).
 *
 * A line matches a component of one of its kinds ("rock|tree" counts rocks
 * and trees together), of its area size in either orientation ("2x3" is
 * also a 3x2 building turned) and of its edge run length (0 = any length).
 */
#include <stdio.h>
#include <string.h>

#include "data/loaders.h"

bool content_list_item_matches(const rf_list_item *it, const geo_kind *k, const geo_component *c)
{
    if (!content_list_item_has_kind(it, k->id)) return false;
    if (it->size_a) {
        int a = c->w < c->h ? c->w : c->h, b = c->w < c->h ? c->h : c->w;
        if (a != it->size_a || b != it->size_b) return false;
    }
    return it->length == 0 || c->len == it->length;
}

rf_list_item content_list_item_of(const geo_kind *k, const geo_component *c)
{
    rf_list_item it;
    memset(&it, 0, sizeof it);
    snprintf(it.kind, sizeof it.kind, "%s", k->id);
    if (k->placement == GEO_ON_AREA) {
        it.size_a = c->w < c->h ? c->w : c->h;
        it.size_b = c->w < c->h ? c->h : c->w;
    } else if (k->placement == GEO_ON_EDGE) {
        it.length = c->len;
    }
    return it;
}

void content_list_item_describe(const rf_list_item *it, char *buf, size_t n)
{
    size_t used = 0;
    buf[0] = '\0';
    for (const char *s = it->kind; *s && used + 1 < n;) {
        size_t m = strcspn(s, "|");
        used += (size_t)snprintf(buf + used, n - used, "%s%.*s", used ? " or " : "", (int)m, s);
        s += m + (s[m] != '\0');
    }
    if (used >= n) used = n - 1;
    for (size_t i = 0; i < used; i++)
        if (buf[i] == '_') buf[i] = ' ';
    if (it->size_a)
        snprintf(buf + used, n - used, " %dx%d", it->size_a, it->size_b);
    else if (it->length)
        snprintf(buf + used, n - used, " of length %d", it->length);
}
