/*
 * h_content.c — the content the browser client shows, so that it keeps no
 * copy of data/ (docs/protocol.md):
 *   GET /api/modes    every mode (code, name, squad sizes, the modules it
 *                     allows (MOD-4), its default modules and squads, and
 *                     whether this server can create it) and every module
 *                     (id, name, the modules it excludes: MOD-2);
 *   GET /api/content  loot kinds and weapon cards (id → name), action
 *                     and ability cards (id → name and words), the
 *                     legends, the equipment board's spaces (EQUIP-1).
 * Both are public: the content is printed on the cards and boards.
 *
 * A mode's defaults and "creatable" are not a second list: they are what
 * POST /api/matches does with {"mode": CODE} — the same setup_from_request
 * (match_setup.c), the same map, and the engine's own set-up checks
 * (rf_setup_check, as rf_game_new makes them). So a mode the server learns
 * to create (Champions, 2 vs 4: CHAMP-1) shows up as creatable by itself.
 */
#include <stdio.h>
#include <string.h>

#include "srv.h"

/* Module bits as an array of ids. */
static json_t *module_ids(unsigned bits)
{
    json_t *a = json_array();
    for (int k = 0; k < 32; k++)
        if (bits & RF_MODULE_BIT(k)) json_array_append_new(a, json_string(rf_module_id(k)));
    return a;
}

/* The default create request of a mode, as POST /api/matches reads it and
 * the engine checks it: its set-up in *c; "" in why if it can be created. */
static void default_request(srv *s, const char *code, srv_create *c, char *why, size_t n)
{
    char body[96];
    snprintf(body, sizeof body, "{\"mode\":\"%s\",\"seed\":0}", code);     /* seed: no draw */
    why[0] = '\0';
    if (!setup_from_request(body, c, why, n)) return;
    rf_error err;
    const rf_map *m = maps_get(s->maps, s->content, c->map, &err);
    if (!m || rf_setup_check(s->content, m, &c->setup, &err) != RF_OK)
        snprintf(why, n, "%s", err.message);
}

static json_t *mode_json(srv *s, const rf_mode_info *mi)
{
    json_t *squads = json_array();
    for (int i = 0; i < mi->nsizes; i++)
        json_array_append_new(squads, json_pack("[i, i]", mi->size[i][0], mi->size[i][1]));
    srv_create c;
    char why[sizeof ((rf_error *)0)->message];         /* the engine's reason, whole */
    default_request(s, mi->code, &c, why, sizeof why);
    const rf_setup *st = &c.setup;
    bool sized = st->squad_sizes[0] || st->squad_sizes[1];          /* CHAMP-1: 2 vs 4 */
    unsigned on = st->modules | (st->ring ? RF_MODULE_BIT(RF_MOD_RING) : 0);
    json_t *j = json_pack("{s:s, s:s, s:o, s:o, s:o, s:[i, i], s:b}", "code", mi->code, "name",
                          mi->name, "squads", squads, "modules", module_ids(mi->modules),
                          "default_modules", module_ids(on), "default_squads",
                          sized ? st->squad_sizes[0] : st->squad_size,
                          sized ? st->squad_sizes[1] : st->squad_size, "creatable", !why[0]);
    if (why[0]) json_object_set_new(j, "why", json_string(why));
    return j;
}

void h_modes(srv *s, const srv_request *rq, srv_response *r)
{
    (void)rq;
    json_t *modules = json_array(), *modes = json_array();
    rf_module_info md;
    for (int k = 0; rf_module_info_get(s->content, k, &md); k++)
        json_array_append_new(modules, json_pack("{s:s, s:s, s:o}", "id", md.id, "name", md.name,
                                                 "excludes", module_ids(md.excludes)));
    rf_mode_info mi;
    for (int k = 0; rf_mode_info_get(s->content, k, &mi); k++)
        json_array_append_new(modes, mode_json(s, &mi));
    reply_json(r, 200, json_pack("{s:o, s:o}", "modes", modes, "modules", modules));
}

/* [{"id", "name"}] of a table read by get(c, i, &id, &name). */
static json_t *named(const rf_content *c,
                     bool (*get)(const rf_content *, int, const char **, const char **))
{
    json_t *a = json_array();
    const char *id, *name;
    for (int i = 0; get(c, i, &id, &name); i++)
        json_array_append_new(a, json_pack("{s:s, s:s}", "id", id, "name", name));
    return a;
}

/* [{"id", "name", "text"}] of a card table read by get(c, i, &id, &name, &text). */
static json_t *worded(const rf_content *c, bool (*get)(const rf_content *, int, const char **,
                                                       const char **, const char **))
{
    json_t *a = json_array();
    const char *id, *name, *text;
    for (int i = 0; get(c, i, &id, &name, &text); i++)
        json_array_append_new(a, json_pack("{s:s, s:s, s:s}", "id", id, "name", name, "text", text));
    return a;
}

void h_content(srv *s, const srv_request *rq, srv_response *r)
{
    (void)rq;
    const rf_content *c = s->content;
    json_t *legends = json_array(), *spaces = json_array();
    const char *name;
    for (int i = 0; (name = rf_legend_info_name(c, i)) != NULL; i++)
        json_array_append_new(legends, json_string(name));
    for (int i = 0; (name = rf_equipment_space_item(c, i)) != NULL; i++)
        json_array_append_new(spaces, json_string(name));
    reply_json(r, 200, json_pack("{s:o, s:o, s:o, s:o, s:o, s:o}", "items",
                                 named(c, rf_item_info_get), "weapons", named(c, rf_weapon_info_get),
                                 "cards", worded(c, rf_card_info_get), "abilities",
                                 worded(c, rf_ability_info_get), "legends", legends,
                                 "equipment_board", spaces));
}
