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
 * the file, line and field. Each record is read from a field table
 * (ju_fields.h).
 */
#include <string.h>

#include "data/json_util.h"
#include "data/ju_fields.h"
#include "data/loaders.h"
#include "data/printed_item.h"

static const char *const root_keys[] = { "about", "board", "lock_tokens", "lock_tokens_source",
                                         "loadout_cards", NULL };

typedef struct loader {
    const rf_content *c;
    rf_equipment *eq;
    uint8_t weapon_uses[RF_MAX_WEAPON_DEFS];
    uint8_t loot_uses[RF_MAX_LOOT_DEFS];
    int space;                 /* the board space being read */
} loader;

/* ---- The equipment board ---- */

/* A board space as read: its printed item (-1 refused) and the lock token
 * on it at set-up. */
typedef struct space_rec { int item; uint8_t locked; } space_rec;

/* EQUIP-3, EQUIP-4: a printed item is a grenade (with its template) or a
 * consumable. */
static void item_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                       void *rec, void *ctx)
{
    (void)f;
    const loader *ld = ctx;
    ((space_rec *)rec)->item = ld_printed_item(d, ld->c, v, path, "EQUIP-3, EQUIP-4");
}

/* The finishing pass: the item goes on its space, locked or not. */
static void finish_space(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                         bool clean)
{
    (void)d, (void)v, (void)path, (void)clean;
    const space_rec *s = rec;
    loader *ld = ctx;
    int i = ld->space++;
    if (s->item < 0) return;
    ld->eq->item[i] = (uint8_t)s->item;
    if (s->locked) ld->eq->setup_locked |= (uint8_t)(1u << i);
}

static const ju_field space_fields[] = {
    JU_CUSTOM_("item", true, item_field, NULL),
    JU_BOOL_("locked_at_setup", false, space_rec, locked, "EQUIP-2"),
    JU_SOURCE_("source"),
    JU_END,
};
static const ju_record space_record = { "equipment board space", space_fields, finish_space };

static void spaces_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                         void *rec, void *ctx)
{
    (void)f, (void)rec;
    loader *ld = ctx;
    char p[JU_PATH_LEN], ip[JU_PATH_LEN];
    const json_t *spaces = ju_get_array(d, v, path, "spaces", true, 1, RF_EQUIP_SPACES);
    ju_path_key(p, sizeof p, path, "spaces");
    size_t i;
    const json_t *e;
    json_array_foreach(spaces, i, e) {
        space_rec s = { -1, 0 };
        ld->space = (int)i;
        ju_path_index(ip, sizeof ip, p, i);
        ju_read_record(d, e, ip, &space_record, &s, ld);
    }
    ld->eq->nspaces = spaces ? (uint8_t)json_array_size(spaces) : 0;
}

static const ju_field board_fields[] = {
    JU_CUSTOM_("spaces", true, spaces_field, "EQUIP-1"),
    JU_END,
};
static const ju_record board_record = { "equipment board", board_fields, NULL };

/* ---- The loadout cards ---- */

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
        int k = json_is_string(v) ? catalog_loot(&ld->c->catalog, json_string_value(v)) : -1;
        if (k < 0 || ld->c->catalog.loot[k].family != RF_LOOT_ATTACHMENT) {
            ju_error(d, p, "expected the id of an attachment of loot.json");
            continue;
        }
        int s = 0;
        while (s < wd->nslots && (w->attach[s] >= 0 ||
                                  !catalog_attachment_fits(&wd->slot[s], &ld->c->catalog.loot[k])))
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

/* "weapon": a weapon card of weapons.json; w->weapon stays UINT8_MAX if not. */
static void weapon_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                         void *rec, void *ctx)
{
    (void)f;
    rf_loadout_weapon *w = rec;
    loader *ld = ctx;
    char id[RF_ID_LEN], p[JU_PATH_LEN];
    if (ju_get_string(d, v, path, "weapon", true, id, sizeof id) != 1) return;
    int k = catalog_weapon(&ld->c->catalog, id);
    if (k < 0) {
        ju_path_key(p, sizeof p, path, "weapon");
        ju_error(d, p, "no weapon card '%s' in weapons.json", id);
        return;
    }
    w->weapon = (uint8_t)k;
    ld->weapon_uses[k]++;
}

/* "attachments": read once the weapon is known (its slots). */
static void attachments_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                              void *rec, void *ctx)
{
    (void)f;
    rf_loadout_weapon *w = rec;
    char p[JU_PATH_LEN];
    if (w->weapon == UINT8_MAX) return;
    ju_path_key(p, sizeof p, path, "attachments");
    const json_t *arr = ju_get_array(d, v, path, "attachments", true, 0, RF_MAX_WEAPON_SLOTS);
    if (arr) read_attachments(d, ctx, arr, p, w);
}

/* A weapon of a loadout side (EQUIP-7, ATTACH-2, ATTACH-3). */
static const ju_field weapon_fields[] = {
    JU_CUSTOM_("weapon", true, weapon_field, "EQUIP-7"),
    JU_CUSTOM_("attachments", true, attachments_field, "ATTACH-3"),
    JU_END,
};
static const ju_record weapon_record = { "loadout weapon", weapon_fields, NULL };

static void weapons_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                          void *rec, void *ctx)
{
    (void)f;
    rf_loadout_side *s = rec;
    char p[JU_PATH_LEN], wp[JU_PATH_LEN];
    const json_t *ws = ju_get_array(d, v, path, "weapons", true, RF_LOADOUT_WEAPONS,
                                    RF_LOADOUT_WEAPONS);
    ju_path_key(p, sizeof p, path, "weapons");
    size_t i;
    const json_t *w;
    json_array_foreach(ws, i, w) {
        rf_loadout_weapon *lw = &s->weapon[i];
        memset(lw->attach, 0xff, sizeof lw->attach);
        uint8_t weapon = lw->weapon;
        lw->weapon = UINT8_MAX;                        /* until its card is read */
        ju_path_index(wp, sizeof wp, p, i);
        ju_read_record(d, w, wp, &weapon_record, lw, ctx);
        if (lw->weapon == UINT8_MAX) lw->weapon = weapon;
    }
}

/* A side of a loadout card (EQUIP-7): its name and 2 weapons (TDM-2). */
static const ju_field side_fields[] = {
    JU_STR_("name", true, rf_loadout_side, name, NULL),
    JU_CUSTOM_("weapons", true, weapons_field, "TDM-2"),
    JU_END,
};
static const ju_record side_record = { "loadout side", side_fields, NULL };

static void sides_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                        void *rec, void *ctx)
{
    (void)f;
    rf_loadout_card *c = rec;
    char p[JU_PATH_LEN];
    const json_t *sides = ju_get_array(d, v, path, "sides", true, 2, 2);
    ju_path_key(p, sizeof p, path, "sides");
    if (sides) ju_read_records(d, sides, p, &side_record, c->side, sizeof c->side[0], ctx);
}

/* A loadout card (EQUIP-7, TDM-2): double-sided. */
static const ju_field card_fields[] = {
    JU_ID_("id", rf_loadout_card, id, "TDM-2"),
    JU_CUSTOM_("sides", true, sides_field, "EQUIP-7"),
    JU_SOURCE_("source"),
    JU_TEXT_("note", false, 1000),
    JU_END,
};
static const ju_record card_record = { "loadout card", card_fields, NULL };

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
    const json_t *b = ju_get_object(d, d->root, "", "board", true);
    if (b) ju_read_record(d, b, "board", &board_record, ld, ld);
    int tokens = 0;
    if (ju_get_int(d, d->root, "", "lock_tokens", true, 1, 255, &tokens) == 1)
        ld->eq->lock_tokens = (uint8_t)tokens;
    ju_read_source(d, d->root, "", "lock_tokens_source");
    const json_t *cards = ju_get_array(d, d->root, "", "loadout_cards", true, RF_LOADOUT_CARDS,
                                       RF_LOADOUT_CARDS);
    if (cards)
        ju_read_records(d, cards, "loadout_cards", &card_record, ld->eq->card,
                        sizeof ld->eq->card[0], ld);
    ld->eq->ncards = cards ? (uint8_t)json_array_size(cards) : 0;
    check_copies(d, ld);
}

rf_status content_load_equipment(const char *path, rf_content *c, rf_error *err)
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
