/*
 * equip_load.c — data/equipment.json → c->equipment (rules/equip_data.h;
 * rules EQUIP-1 … EQUIP-7, TDM-2, DATA-GAPS 4.4 and 6.9).
 *
 * What a loaded file guarantees: 1 to 8 board spaces, each a grenade with a
 * template or a consumable of loot.json (EQUIP-3, EQUIP-4); 1 to 255 lock
 * tokens; exactly 8 loadout cards (TDM-2) of 2 sides, each side 2 weapon
 * cards of weapons.json with attachments of loot.json that fit a slot of
 * their weapon (ATTACH-2, ATTACH-3), one per slot; and no weapon card or
 * attachment on more sides than the box has copies of it (so every deal of
 * the cards can be laid out with the box's pieces, equip.c). Errors name
 * the file, line and field.
 */
#include <string.h>

#include "data/json_util.h"
#include "data/loaders.h"
#include "data/printed_item.h"
#include "rules/combat.h"

static const char *const root_keys[] = { "about", "board", "lock_tokens", "lock_tokens_source",
                                         "loadout_cards", NULL };
static const char *const board_keys[] = { "spaces", NULL };
static const char *const space_keys[] = { "item", "locked_at_setup", "source", NULL };
static const char *const card_keys[] = { "id", "sides", "source", "note", NULL };
static const char *const side_keys[] = { "name", "weapons", NULL };
static const char *const weapon_keys[] = { "weapon", "attachments", NULL };

typedef struct loader {
    const rf_content *c;
    rf_equipment *eq;
    uint8_t weapon_uses[RF_MAX_WEAPON_DEFS];
    uint8_t loot_uses[RF_MAX_LOOT_DEFS];
} loader;

/* EQUIP-3, EQUIP-4: a printed item is a grenade (with its template) or a
 * consumable. */
static void read_space(ju_doc *d, loader *ld, const json_t *v, const char *path, int i)
{
    ju_check_keys(d, v, path, space_keys);
    ju_read_source(d, v, path, "source");
    int k = ld_printed_item(d, ld->c, v, path, "EQUIP-3, EQUIP-4");
    if (k < 0) return;
    ld->eq->item[i] = (uint8_t)k;
    bool locked = false;
    if (ju_get_bool(d, v, path, "locked_at_setup", false, &locked) == 1 && locked)
        ld->eq->setup_locked |= (uint8_t)(1u << i);
}

static void read_board(ju_doc *d, loader *ld)
{
    const json_t *b = ju_get_object(d, d->root, "", "board", true);
    if (!b) return;
    ju_check_keys(d, b, "board", board_keys);
    const json_t *spaces = ju_get_array(d, b, "board", "spaces", true, 1, RF_EQUIP_SPACES);
    size_t i;
    const json_t *v;
    char p[JU_PATH_LEN];
    json_array_foreach(spaces, i, v) {
        ju_path_index(p, sizeof p, "board.spaces", i);
        read_space(d, ld, v, p, (int)i);
    }
    ld->eq->nspaces = spaces ? (uint8_t)json_array_size(spaces) : 0;
}

/* ATTACH-2, ATTACH-3: each attachment on the first free slot it fits. */
static void read_attachments(ju_doc *d, loader *ld, const json_t *arr, const char *path,
                             rf_loadout_weapon *w)
{
    const rf_weapon_def *wd = &ld->c->catalog.weapon[w->weapon];
    size_t i;
    const json_t *v;
    char p[JU_PATH_LEN];
    json_array_foreach(arr, i, v) {
        ju_path_index(p, sizeof p, path, i);
        int k = json_is_string(v) ? rf_catalog_loot(&ld->c->catalog, json_string_value(v)) : -1;
        if (k < 0 || ld->c->catalog.loot[k].family != RF_LOOT_ATTACHMENT) {
            ju_error(d, p, "expected the id of an attachment of loot.json");
            continue;
        }
        int s = 0;
        while (s < wd->nslots && (w->attach[s] >= 0 ||
                                  !rf_attachment_fits(&wd->slot[s], &ld->c->catalog.loot[k])))
            s++;
        if (s == wd->nslots) {
            ju_error(d, p, "%s fits no free slot of the %s (rules ATTACH-2, ATTACH-3)",
                     json_string_value(v), wd->name);
            continue;
        }
        w->attach[s] = (int8_t)k;
        ld->loot_uses[k]++;
    }
}

static void read_weapon(ju_doc *d, loader *ld, const json_t *v, const char *path,
                        rf_loadout_weapon *w)
{
    char id[RF_ID_LEN], p[JU_PATH_LEN];
    memset(w->attach, 0xff, sizeof w->attach);
    ju_check_keys(d, v, path, weapon_keys);
    if (ju_get_string(d, v, path, "weapon", true, id, sizeof id) != 1) return;
    int k = rf_catalog_weapon(&ld->c->catalog, id);
    if (k < 0) {
        ju_path_key(p, sizeof p, path, "weapon");
        ju_error(d, p, "no weapon card '%s' in weapons.json", id);
        return;
    }
    w->weapon = (uint8_t)k;
    ld->weapon_uses[k]++;
    ju_path_key(p, sizeof p, path, "attachments");
    const json_t *arr = ju_get_array(d, v, path, "attachments", true, 0, RF_MAX_WEAPON_SLOTS);
    if (arr) read_attachments(d, ld, arr, p, w);
}

static void read_side(ju_doc *d, loader *ld, const json_t *v, const char *path,
                      rf_loadout_side *s)
{
    char p[JU_PATH_LEN];
    ju_check_keys(d, v, path, side_keys);
    ju_get_string(d, v, path, "name", true, s->name, sizeof s->name);
    const json_t *ws = ju_get_array(d, v, path, "weapons", true, RF_LOADOUT_WEAPONS,
                                    RF_LOADOUT_WEAPONS);
    size_t i;
    const json_t *w;
    char wp[JU_PATH_LEN];
    ju_path_key(p, sizeof p, path, "weapons");
    json_array_foreach(ws, i, w) {
        ju_path_index(wp, sizeof wp, p, i);
        read_weapon(d, ld, w, wp, &s->weapon[i]);
    }
}

static void read_card(ju_doc *d, loader *ld, const json_t *v, const char *path,
                      rf_loadout_card *c)
{
    char p[JU_PATH_LEN], sp[JU_PATH_LEN];
    ju_check_keys(d, v, path, card_keys);
    if (!json_is_object(v)) return;
    ju_get_id(d, v, path, "id", c->id, sizeof c->id);
    ju_read_source(d, v, path, "source");
    const json_t *sides = ju_get_array(d, v, path, "sides", true, 2, 2);
    ju_path_key(p, sizeof p, path, "sides");
    size_t i;
    const json_t *s;
    json_array_foreach(sides, i, s) {
        ju_path_index(sp, sizeof sp, p, i);
        read_side(d, ld, s, sp, &c->side[i]);
    }
}

/* Every deal must be playable with the box's pieces (equip.c takes them
 * from the box): no piece on more sides than it has copies. */
static void check_copies(ju_doc *d, const loader *ld)
{
    const rf_catalog *cat = &ld->c->catalog;
    for (int k = 0; k < cat->nweapons; k++)
        if (ld->weapon_uses[k] > cat->weapon[k].count)
            ju_error(d, "loadout_cards", "the %s is on %d sides but the box has %d cards of it",
                     cat->weapon[k].name, ld->weapon_uses[k], cat->weapon[k].count);
    for (int k = 0; k < cat->nloot; k++)
        if (ld->loot_uses[k] > cat->loot[k].count)
            ju_error(d, "loadout_cards", "%s is on %d sides but the box has %d tokens of it",
                     cat->loot[k].id, ld->loot_uses[k], cat->loot[k].count);
}

static void body(ju_doc *d, void *out)
{
    loader *ld = out;
    read_board(d, ld);
    int tokens = 0;
    if (ju_get_int(d, d->root, "", "lock_tokens", true, 1, 255, &tokens) == 1)
        ld->eq->lock_tokens = (uint8_t)tokens;
    ju_read_source(d, d->root, "", "lock_tokens_source");
    const json_t *cards = ju_get_array(d, d->root, "", "loadout_cards", true, RF_LOADOUT_CARDS,
                                       RF_LOADOUT_CARDS);
    size_t i;
    const json_t *v;
    char p[JU_PATH_LEN];
    json_array_foreach(cards, i, v) {
        ju_path_index(p, sizeof p, "loadout_cards", i);
        read_card(d, ld, v, p, &ld->eq->card[i]);
    }
    ld->eq->ncards = cards ? (uint8_t)json_array_size(cards) : 0;
    check_copies(d, ld);
}

rf_status rf_equipment_load(const char *path, rf_content *c, rf_error *err)
{
    static _Thread_local rf_equipment eq;
    loader ld;
    memset(&eq, 0, sizeof eq);
    memset(&ld, 0, sizeof ld);
    ld.c = c;
    ld.eq = &eq;
    rf_status st = ju_load_file(path, root_keys, body, &ld, err);
    eq.loaded = st == RF_OK;
    if (st == RF_OK) c->equipment = eq;
    return st;
}
