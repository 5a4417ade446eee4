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
    { "templates.json", rf_templates_load },
    { "map_lists.json", rf_map_lists_load },
    { "aim.json", rf_aim_load },
    { "loot.json", rf_loot_load },
    { "weapons.json", rf_weapons_load },
    { "fully_kitted.json", rf_kitted_load },
    { "supply_bins.json", rf_bins_load },
    { "cards.json", rf_cards_load },
    { "ring_cards.json", rf_ring_cards_load },
    { "round_track.json", rf_round_track_load },
    { "rewards.json", rf_rewards_load },
    { "events.json", rf_event_cards_load },
    { "abilities.json", rf_abilities_load },
    { "legends.json", rf_legends_load },
    { "modes.json", rf_modes_load },
    { "deployment.json", rf_deploy_load },
    { "supply_drops.json", rf_drops_load },
    { "replicator.json", rf_replicator_load },
    { "roles.json", rf_roles_load },
    { "equipment.json", rf_equipment_load },
    { "champions.json", rf_champ_load },
};

static rf_status load_all(rf_content *c, rf_error *err)
{
    char path[RF_PATH_LEN + 32];
    snprintf(path, sizeof path, "%s/components.json", c->dir);
    rf_status st = rf_kinds_load(path, &c->kinds, err);
    for (size_t i = 0; st == RF_OK && i < sizeof loaders / sizeof *loaders; i++) {
        snprintf(path, sizeof path, "%s/%s", c->dir, loaders[i].file);
        st = loaders[i].load(path, c, err);
    }
    return st;
}

rf_status rf_content_load(const char *data_dir, rf_content **out, rf_error *err)
{
    rf_error_clear(err);
    *out = NULL;
    if (!data_dir) data_dir = rf_builtin_data_dir();
    if (strlen(data_dir) >= RF_PATH_LEN)
        return rf_fail(err, RF_E_ARG, data_dir, 0, 0, "", "data directory path is too long");
    rf_content *c = calloc(1, sizeof *c);
    if (!c) return rf_fail(err, RF_E_NOMEM, data_dir, 0, 0, "", "out of memory");
    snprintf(c->dir, sizeof c->dir, "%s", data_dir);
    /* Hashed before the loaders read them: a file edited while the content
     * is in use (a server running for days) must not change the hash of the
     * replays it records. */
    c->files_hash = rf_content_files_hash(c->dir);
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

const geo_template *rf_content_template(const rf_content *c, const char *id)
{
    for (int i = 0; i < c->ntemplates; i++)
        if (strcmp(c->templates[i].id, id) == 0) return &c->templates[i];
    return NULL;
}

const rf_map_list *rf_content_map_list(const rf_content *c, const char *id)
{
    for (int i = 0; i < c->nlists; i++)
        if (strcmp(c->lists[i].id, id) == 0) return &c->lists[i];
    return NULL;
}
