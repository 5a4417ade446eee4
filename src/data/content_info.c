/*
 * content_info.c — the content's tables read through the public API, for
 * clients that show them (the server's GET /api/modes and /api/content,
 * docs/protocol.md): modes and modules (data/modes.json, MOD-4, MOD-2),
 * loot kinds, weapon cards, legends and the equipment board's spaces. The
 * browser client names things from these instead of keeping copies.
 */
#include <string.h>

#include "data/content.h"
#include "data/modes.h"

bool rf_mode_info_get(const rf_content *c, int mode, rf_mode_info *out)
{
    if (!c->modes.loaded || mode < 0 || mode >= RF_MODES) return false;
    const rf_mode_def *md = &c->modes.mode[mode];
    *out = (rf_mode_info){ .code = md->id, .name = md->name, .modules = md->modules };
    for (int i = 0; i < md->nsizes && i < RF_MODE_INFO_SIZES; i++, out->nsizes++) {
        out->size[i][0] = md->size[i][0];
        out->size[i][1] = md->size[i][1];
    }
    return true;
}

bool rf_module_info_get(const rf_content *c, int module, rf_module_info *out)
{
    if (!c->modes.loaded || module < 0 || module >= RF_MODULES) return false;
    const rf_module_def *d = &c->modes.module[module];
    *out = (rf_module_info){ .id = d->id, .name = d->name, .excludes = d->excludes };
    return true;
}

bool rf_ring_card_words(const rf_content *c, const char *id, char *out, size_t n)
{
    if (n) out[0] = 0;
    for (int i = 0; i < c->ring_cards.n; i++)
        if (strcmp(c->ring_cards.card[i].id, id) == 0) {
            content_ring_card_words(&c->ring_cards.card[i], out, n);
            return true;
        }
    return false;
}

bool rf_item_info_get(const rf_content *c, int i, const char **id, const char **name)
{
    if (i < 0 || i >= c->catalog.nloot) return false;
    *id = c->catalog.loot[i].id;
    *name = c->catalog.loot[i].name;
    return true;
}

bool rf_weapon_info_get(const rf_content *c, int i, const char **id, const char **name)
{
    if (i < 0 || i >= c->catalog.nweapons) return false;
    *id = c->catalog.weapon[i].id;
    *name = c->catalog.weapon[i].name;
    return true;
}

bool rf_card_info_get(const rf_content *c, int i, const char **id, const char **name,
                      const char **text)
{
    if (i < 0 || i >= c->cards.n) return false;
    *id = c->cards.card[i].id;
    *name = c->cards.card[i].name;
    *text = c->cards.card[i].text;
    return true;
}

bool rf_ability_info_get(const rf_content *c, int i, const char **id, const char **name,
                         const char **text)
{
    if (i < 0 || i >= c->abilities.n) return false;
    *id = c->abilities.ab[i].id;
    *name = c->abilities.ab[i].name;
    *text = c->abilities.ab[i].text;
    return true;
}

const char *rf_legend_info_name(const rf_content *c, int i)
{
    return i >= 0 && i < c->legends.n ? c->legends.legend[i].name : NULL;
}

const char *rf_equipment_space_item(const rf_content *c, int i)
{
    const rf_equipment *e = &c->equipment;
    if (!e->loaded || i < 0 || i >= e->nspaces || e->item[i] >= c->catalog.nloot) return NULL;
    return c->catalog.loot[e->item[i]].id;
}
