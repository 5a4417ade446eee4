/*
 * printed_item.c — see printed_item.h.
 */
#include "data/printed_item.h"

int ld_printed_item(ju_doc *d, const rf_content *c, const json_t *v, const char *path,
                    const char *rules)
{
    char id[32], p[JU_PATH_LEN];
    if (ju_get_string(d, v, path, "item", true, id, sizeof id) != 1) return -1;
    ju_path_key(p, sizeof p, path, "item");
    int k = catalog_loot(&c->catalog, id);
    if (k < 0) {
        ju_error(d, p, "no loot kind '%s' in loot.json", id);
        return -1;
    }
    const rf_loot_def *l = &c->catalog.loot[k];
    bool grenade = l->family == RF_LOOT_GRENADE && content_template(c, l->template_id);
    if (!grenade && l->family != RF_LOOT_CONSUMABLE) {
        ju_error(d, p, "'%s' is neither a grenade with a template nor a consumable (rules %s)", id,
                 rules);
        return -1;
    }
    return k;
}
