/*
 * setup_json.c — an rf_setup as the store keeps it: every field, so that
 * a match is rebuilt from exactly the set-up it started with even if the
 * server's defaults change later.
 *   { "seed": "000000000000002a" (hexadecimal: 64 bits), "max_rounds": 0, "ring": true, "start": 2, "squad_size": 2,
 *     "random_draft": false, "rules": { "both_icons_hit": false, "half_hits_beta": false },
 *     "legends": [ { "name", "squad", "x", "y", "deck", "abilities" }, ... ] }
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "srv.h"

json_t *setup_to_json(const rf_setup *s)
{
    json_t *legends = json_array();
    for (int i = 0; i < s->nlegends; i++) {
        const rf_setup_legend *l = &s->legend[i];
        json_array_append_new(legends, json_pack("{s:s, s:i, s:i, s:i, s:s, s:s}", "name", l->name,
                                                 "squad", l->squad, "x", l->x, "y", l->y, "deck",
                                                 l->deck, "abilities", l->abilities));
    }
    char seed[24];
    snprintf(seed, sizeof seed, "%016llx", s->seed);
    return json_pack("{s:s, s:i, s:b, s:i, s:i, s:b, s:{s:b, s:b}, s:o}", "seed", seed,
                     "max_rounds", s->max_rounds, "ring", s->ring, "start", s->start,
                     "squad_size", s->squad_size, "random_draft", s->random_draft, "rules",
                     "both_icons_hit", s->rules.both_icons_hit, "half_hits_beta",
                     s->rules.half_hits_beta, "legends", legends);
}

static bool copy_name(char *dst, size_t n, const char *src)
{
    if (strlen(src) >= n) return false;
    memcpy(dst, src, strlen(src) + 1);
    return true;
}

static bool legend_from_json(json_t *j, rf_setup_legend *l)
{
    const char *name, *deck, *abilities;
    if (json_unpack(j, "{s:s, s:i, s:i, s:i, s:s, s:s}", "name", &name, "squad", &l->squad, "x",
                    &l->x, "y", &l->y, "deck", &deck, "abilities", &abilities) != 0)
        return false;
    return copy_name(l->name, sizeof l->name, name) && copy_name(l->deck, sizeof l->deck, deck) &&
           copy_name(l->abilities, sizeof l->abilities, abilities);
}

bool setup_from_json(json_t *j, rf_setup *s)
{
    memset(s, 0, sizeof *s);
    int ring, random_draft, both, beta;
    json_t *legends;
    const char *seed_hex;
    if (json_unpack(j, "{s:s, s:i, s:b, s:i, s:i, s:b, s:{s:b, s:b}, s:o}", "seed", &seed_hex,
                    "max_rounds", &s->max_rounds, "ring", &ring, "start", &s->start, "squad_size",
                    &s->squad_size, "random_draft", &random_draft, "rules", "both_icons_hit",
                    &both, "half_hits_beta", &beta, "legends", &legends) != 0 ||
        !json_is_array(legends) || json_array_size(legends) > RF_SETUP_MAX_LEGENDS)
        return false;
    char *end;
    s->seed = strtoull(seed_hex, &end, 16);
    if (!*seed_hex || *end) return false;
    s->ring = ring;
    s->random_draft = random_draft;
    s->rules.both_icons_hit = both;
    s->rules.half_hits_beta = beta;
    s->nlegends = (int)json_array_size(legends);
    for (int i = 0; i < s->nlegends; i++)
        if (!legend_from_json(json_array_get(legends, (size_t)i), &s->legend[i])) return false;
    return true;
}
