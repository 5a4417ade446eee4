/*
 * h_content.c — the content the browser client shows, so that it keeps no
 * copy of data/ (docs/protocol.md):
 *   GET /api/modes    every mode (code, name, squad sizes, the modules it
 *                     allows (MOD-4), its default modules and squads, and
 *                     whether this server can create it) and every module
 *                     (id, name, the modules it excludes: MOD-2);
 *   GET /api/content  loot kinds (id → name, family, rarity, effect in
 *                     words), weapon cards with their printed numbers,
 *                     action and ability cards (id → name and words), the
 *                     legends and each one's own cards and abilities (the
 *                     draft), the entrance rewards by name with their
 *                     effect, the equipment board's spaces (EQUIP-1).
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

/* Every weapon card with its printed numbers (WEAPON-9 … WEAPON-16, AIM-3). */
static json_t *weapons_json(const rf_content *c)
{
    json_t *a = json_array();
    const char *id, *name;
    rf_weapon_numbers w;
    for (int i = 0; rf_weapon_info_get(c, i, &id, &name) && rf_weapon_numbers_get(c, i, &w); i++) {
        char rate[16];
        if (w.rate_b > 1) snprintf(rate, sizeof rate, "%dx%d", w.rate_a, w.rate_b);
        else snprintf(rate, sizeof rate, "%d", w.rate_a);
        json_array_append_new(a, json_pack("{s:s, s:s, s:s, s:s, s:i, s:[i, i], s:i, s:s, s:i, s:i,"
                                           " s:i, s:i, s:i, s:i, s:b, s:b}",
                                           "id", id, "name", name, "type", w.type, "ammo", w.ammo,
                                           "ammo_init", w.ammo_init, "range", w.range_lo,
                                           w.range_hi, "threshold", w.threshold, "rate", rate,
                                           "rate_a", w.rate_a, "rate_b", w.rate_b, "damage",
                                           w.damage, "headshot", w.head, "stability", w.stability,
                                           "recoil", w.recoil, "kitted", w.kitted, "special",
                                           w.special));
    }
    return a;
}

/* Every loot kind with its family, rarity and effect in words. */
static json_t *items_json(const rf_content *c)
{
    json_t *a = json_array();
    const char *id, *name, *family, *rarity;
    char effect[160];
    for (int i = 0; rf_item_info_get(c, i, &id, &name) &&
                    rf_item_words(c, i, &family, &rarity, effect, sizeof effect); i++)
        json_array_append_new(a, json_pack("{s:s, s:s, s:s, s:s, s:s}", "id", id, "name", name,
                                           "family", family, "rarity", rarity, "effect", effect));
    return a;
}

/* The entrance board's reward tokens by name, with their effect (STAGE2-9). */
static json_t *rewards_json(const rf_content *c)
{
    json_t *a = json_array();
    const char *id;
    char name[48], effect[160];
    for (int i = 0; rf_reward_words(c, i, &id, name, sizeof name, effect, sizeof effect); i++)
        json_array_append_new(a, json_pack("{s:s, s:s, s:s}", "id", id, "name", name, "effect",
                                           effect));
    return a;
}

static json_t *ids_json(const char **ids, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++) json_array_append_new(a, json_string(ids[i]));
    return a;
}

/* Each legend's own action cards and ability cards, for the draft (CARD-1, ABIL-1). */
static json_t *kits_json(const rf_content *c)
{
    json_t *a = json_array();
    const char *name, *ids[32];
    for (int i = 0; (name = rf_legend_info_name(c, i)) != NULL; i++) {
        int nc = rf_legend_kit(c, i, true, ids, 32);
        json_t *cards = ids_json(ids, nc < 32 ? nc : 32);
        int na = rf_legend_kit(c, i, false, ids, 32);
        json_array_append_new(a, json_pack("{s:s, s:o, s:o}", "name", name, "abilities",
                                           ids_json(ids, na < 32 ? na : 32), "cards", cards));
    }
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
    reply_json(r, 200, json_pack("{s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:o}", "items", items_json(c),
                                 "weapons", weapons_json(c), "cards", worded(c, rf_card_info_get),
                                 "abilities", worded(c, rf_ability_info_get), "legends", legends,
                                 "legend_kits", kits_json(c), "rewards", rewards_json(c),
                                 "equipment_board", spaces));
}
