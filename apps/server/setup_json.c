/*
 * setup_json.c — an rf_setup as the store keeps it: every field, so that
 * a match is rebuilt from exactly the set-up it started with even if the
 * server's defaults change later.
 *   { "seed": "000000000000002a" (hexadecimal: 64 bits), "max_rounds": 0, "ring": true, "start": 2, "squad_size": 2,
 *     "random_draft": false, "rules": { "both_icons_hit": false, "half_hits_beta": false },
 *     "mode": "BR", "modules": ["supply_drops"] (besides the Ring; both absent
 *     in stores written before modes: Battle Royale, no module),
 *     "squad_sizes": [2, 4] (only when set: squads of their own sizes in a
 *     draft, Champions' CHAMP-1; absent: squad_size each),
 *     "legends": [ { "name", "squad", "x", "y", "deck", "abilities" }, ... ] }
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "srv.h"

/* The modules of rf_setup.modules by id (the Ring is "ring" apart). */
json_t *modules_to_json(unsigned modules)
{
    json_t *a = json_array();
    for (int k = RF_MOD_RING + 1; k <= RF_MOD_GUNRUN; k++)
        if (modules & RF_MODULE_BIT(k))
            json_array_append_new(a, json_string(rf_module_id(k)));
    return a;
}

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
    json_t *j = json_pack("{s:s, s:i, s:b, s:i, s:i, s:b, s:{s:b, s:b}, s:s, s:o, s:o}", "seed", seed,
                     "max_rounds", s->max_rounds, "ring", s->ring, "start", s->start,
                     "squad_size", s->squad_size, "random_draft", s->random_draft, "rules",
                     "both_icons_hit", s->rules.both_icons_hit, "half_hits_beta",
                     s->rules.half_hits_beta, "mode", rf_mode_code(s->mode), "modules",
                     modules_to_json(s->modules), "legends", legends);
    if (j && (s->squad_sizes[0] || s->squad_sizes[1]))                   /* CHAMP-1 */
        json_object_set_new(j, "squad_sizes",
                            json_pack("[i, i]", s->squad_sizes[0], s->squad_sizes[1]));
    return j;
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

/* "mode" and "modules" as setup_to_json writes them; absent: Battle Royale. */
static bool mode_from_json(json_t *j, rf_setup *s)
{
    const char *mode = "BR";
    json_t *modules = NULL;
    if (json_unpack(j, "{s?s, s?o}", "mode", &mode, "modules", &modules) != 0) return false;
    s->mode = rf_mode_parse(mode);
    if (s->mode < 0 || (modules && !json_is_array(modules))) return false;
    for (size_t i = 0; modules && i < json_array_size(modules); i++) {
        const char *id = json_string_value(json_array_get(modules, i));
        int k = id ? rf_module_parse(id) : -1;
        if (k < 0) return false;
        s->modules |= RF_MODULE_BIT(k);
    }
    return true;
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
    if (!mode_from_json(j, s)) return false;
    json_t *sizes = json_object_get(j, "squad_sizes");                  /* CHAMP-1 */
    if (sizes && json_unpack(sizes, "[ii]", &s->squad_sizes[0], &s->squad_sizes[1]) != 0)
        return false;
    s->nlegends = (int)json_array_size(legends);
    for (int i = 0; i < s->nlegends; i++)
        if (!legend_from_json(json_array_get(legends, (size_t)i), &s->legend[i])) return false;
    return true;
}
