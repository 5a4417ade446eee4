/*
 * content.c — rf_content: the data set loaded from a data directory
 * (components.json, templates.json, map_lists.json, and the rules catalog:
 * aim.json, loot.json, weapons.json, supply_bins.json; the action cards,
 * cards.json; the ring cards, round track and reward tokens, ring_cards.json,
 * round_track.json, rewards.json; maps/ is read on demand by rf_map_load).
 * Immutable once loaded, except that rf_content_add_cards may add cards before use.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data/abilities_load.h"
#include "data/cards_load.h"
#include "data/event_cards_load.h"
#include "data/loaders.h"
#include "data/ring_load.h"
#include "data/legends_load.h"
#include "data/rules_load.h"
#include "errors.h"

/* The files after components.json, in load order: each may use what the
 * ones before it loaded (grenades name templates; weapons need the Aim
 * board and the loot kinds). */
static const struct {
    const char *file;
    rf_status (*load)(const char *path, rf_content *c, rf_error *err);
} loaders[] = {
    { "templates.json", content_load_templates },
    { "map_lists.json", content_load_map_lists },
    { "aim.json", content_load_aim },
    { "loot.json", content_load_loot },
    { "weapons.json", content_load_weapons },
    { "fully_kitted.json", content_load_kitted },
    { "supply_bins.json", content_load_bins },
    { "cards.json", content_load_cards },
    { "ring_cards.json", content_load_ring_cards },
    { "round_track.json", content_load_round_track },
    { "rewards.json", content_load_rewards },
    { "events.json", content_load_event_cards },
    { "abilities.json", content_load_abilities },
    { "legends.json", content_load_legends },
    { "modes.json", content_load_modes },
    { "deployment.json", content_load_deploy },
    { "supply_drops.json", content_load_drops },
    { "replicator.json", content_load_replicator },
    { "roles.json", content_load_roles },
    { "equipment.json", content_load_equipment },
    { "champions.json", content_load_champ },
};

static rf_status load_all(rf_content *c, rf_error *err)
{
    char path[RF_PATH_LEN + 32];
    snprintf(path, sizeof path, "%s/components.json", c->dir);
    rf_status st = content_load_kinds(path, &c->kinds, err);
    for (size_t i = 0; st == RF_OK && i < sizeof loaders / sizeof *loaders; i++) {
        snprintf(path, sizeof path, "%s/%s", c->dir, loaders[i].file);
        st = loaders[i].load(path, c, err);
    }
    return st;
}

rf_status rf_content_load(const char *data_dir, rf_content **out, rf_error *err)
{
    error_clear(err);
    *out = NULL;
    if (!data_dir) data_dir = content_builtin_data_dir();
    if (strlen(data_dir) >= RF_PATH_LEN)
        return error_fail(err, RF_E_ARG, data_dir, 0, 0, "", "data directory path is too long");
    rf_content *c = calloc(1, sizeof *c);
    if (!c) return error_fail(err, RF_E_NOMEM, data_dir, 0, 0, "", "out of memory");
    snprintf(c->dir, sizeof c->dir, "%s", data_dir);
    /* Hashed before the loaders read them: a file edited while the content
     * is in use (a server running for days) must not change the hash of the
     * replays it records. */
    c->files_hash = content_files_hash(c->dir);
    rf_status st = load_all(c, err);
    if (st != RF_OK) {
        free(c);
        return st;
    }
    *out = c;
    return RF_OK;
}

void rf_content_free(rf_content *c)
{
    free(c);
}

const char *rf_content_dir(const rf_content *c)
{
    return c->dir;
}

const geo_template *content_template(const rf_content *c, const char *id)
{
    for (int i = 0; i < c->ntemplates; i++)
        if (strcmp(c->templates[i].id, id) == 0) return &c->templates[i];
    return NULL;
}

const rf_map_list *content_map_list(const rf_content *c, const char *id)
{
    for (int i = 0; i < c->nlists; i++)
        if (strcmp(c->lists[i].id, id) == 0) return &c->lists[i];
    return NULL;
}
