/*
 * modules_load.c — data/supply_drops.json → c->drops and the special weapon
 * kinds of c->catalog; data/replicator.json → c->repl (rules/modules_content.h;
 * rules DROP-1, DROP-9, REPL-10 … REPL-12; DATA-GAPS 4.3, 6.2, 6.8).
 *
 * What a loaded file guarantees: exactly 3 special weapons (DROP-1), each
 * a valid weapon card of weapons.json's format (rf_weapon_read) with
 * "count": 1; exactly 6 supply drop cards (DROP-1) of a known kind, a
 * legendary card naming a gear family, a loot card a bag (LOOT-6: common,
 * rare or epic); the replicator's three rows in the order legendary, epic,
 * rare (REPL-2) with a cost of 1 to 12 markers (REPL-1: there are 12),
 * and ammo costing 1 to 12 for 1 to 5 ammo (WEAPON-2). Every entry has a
 * "source" (a rule or "designed"). Errors name the file, line and field.
 */
#include <string.h>

#include "data/json_util.h"
#include "data/loaders.h"
#include "data/rules_load.h"
#include "rules/state.h"

static const char *const drops_root[] = { "about", "special_weapons", "cards", NULL };
static const char *const card_keys[] = { "id", "kind", "gear", "rarity", "source", "note", NULL };
static const char *const card_kinds[] = { "special_weapon", "legendary", "loot" };
static const char *const gears[] = { "helmet", "body_shield", "knockdown" };   /* rf_gear_slot */
static const char *const bags[] = { "common", "rare", "epic" };               /* LOOT-6 */

static void read_special(ju_doc *d, const json_t *v, const char *path, rf_content *c)
{
    char p[JU_PATH_LEN];
    int w = rf_weapon_read(d, v, path, c);
    if (w < 0) return;
    rf_weapon_def *def = &c->catalog.weapon[w];
    ju_path_key(p, sizeof p, path, "count");
    if (def->count != 1) ju_error(d, p, "each special weapon card is one card (rule DROP-1)");
    def->count = 0;                                     /* none in the weapon deck (BR-3) */
    def->special = 1;
    c->drops.weapon[c->drops.nweapons++] = (int8_t)w;
}

static void read_card(ju_doc *d, const json_t *v, const char *path, rf_drop_card *out)
{
    char p[JU_PATH_LEN];
    ju_check_keys(d, v, path, card_keys);
    if (!json_is_object(v)) return;
    ju_get_id(d, v, path, "id", out->id, sizeof out->id);
    int kind = ju_get_name(d, v, path, "kind", true, card_kinds, 3, "supply drop card kind");
    int gear = ju_get_name(d, v, path, "gear", kind == RF_DROPCARD_LEGENDARY, gears, 3, "gear");
    int bag = ju_get_name(d, v, path, "rarity", kind == RF_DROPCARD_LOOT, bags, 3, "bag");
    if (kind >= 0) out->kind = (uint8_t)kind;
    if (gear >= 0) out->gear = (uint8_t)gear;
    if (bag >= 0) out->rarity = (uint8_t)bag;
    ju_path_key(p, sizeof p, path, kind == RF_DROPCARD_LOOT ? "gear" : "rarity");
    if ((kind == RF_DROPCARD_LOOT && gear >= 0) || (kind == RF_DROPCARD_LEGENDARY && bag >= 0) ||
        (kind == RF_DROPCARD_SPECIAL && (gear >= 0 || bag >= 0)))
        ju_error(d, p, "a %s card shows no %s (rule DROP-9)", card_kinds[kind],
                 kind == RF_DROPCARD_LOOT ? "gear" : "gear or bag");
    ju_read_source(d, v, path, "source");
}

static void drops_body(ju_doc *d, void *out)
{
    rf_content *c = out;
    const json_t *weapons = ju_get_array(d, d->root, "", "special_weapons", true,
                                         RF_SPECIAL_WEAPONS, RF_SPECIAL_WEAPONS);
    const json_t *cards = ju_get_array(d, d->root, "", "cards", true, RF_DROP_CARDS,
                                       RF_DROP_CARDS);
    size_t i;
    const json_t *v;
    char p[JU_PATH_LEN];
    json_array_foreach(weapons, i, v) {
        ju_path_index(p, sizeof p, "special_weapons", i);
        read_special(d, v, p, c);
    }
    json_array_foreach(cards, i, v) {
        ju_path_index(p, sizeof p, "cards", i);
        read_card(d, v, p, &c->drops.card[i]);
        for (size_t j = 0; j < i; j++)
            if (strcmp(c->drops.card[j].id, c->drops.card[i].id) == 0)
                ju_error(d, p, "two supply drop cards are called %s", c->drops.card[i].id);
    }
    if (cards) c->drops.ncards = (int)json_array_size(cards);
}

rf_status rf_drops_load(const char *path, rf_content *c, rf_error *err)
{
    memset(&c->drops, 0, sizeof c->drops);
    return ju_load_file(path, drops_root, drops_body, c, err);
}

/* ---- data/replicator.json ---- */

static const char *const repl_root[] = { "about", "rows", "ammo", NULL };
static const char *const row_keys[] = { "rarity", "cost", "refill", "source", "note", NULL };
static const char *const ammo_keys[] = { "cost", "gain", "source", "note", NULL };
static const char *const rows[RF_REPL_ROWS] = { "legendary", "epic", "rare" };   /* REPL-2 */

static void read_row(ju_doc *d, const json_t *v, const char *path, size_t i, rf_repl_content *r)
{
    char name[16], p[JU_PATH_LEN];
    int cost = 0;
    bool refill = false;
    ju_check_keys(d, v, path, row_keys);
    if (!json_is_object(v)) return;
    if (ju_get_string(d, v, path, "rarity", true, name, sizeof name) == 1 &&
        strcmp(name, rows[i]) != 0) {
        ju_path_key(p, sizeof p, path, "rarity");
        ju_error(d, p, "row %zu is the %s row (rule REPL-2: legendary, epic, rare)", i + 1,
                 rows[i]);
    }
    if (ju_get_int(d, v, path, "cost", true, 1, RF_CRAFT_MARKERS, &cost) == 1)
        r->cost[i] = (uint8_t)cost;
    if (ju_get_bool(d, v, path, "refill", true, &refill) == 1) r->refill[i] = refill;
    ju_read_source(d, v, path, "source");
}

static void repl_body(ju_doc *d, void *out)
{
    rf_repl_content *r = out;
    const json_t *arr = ju_get_array(d, d->root, "", "rows", true, RF_REPL_ROWS, RF_REPL_ROWS);
    size_t i;
    const json_t *v;
    char p[JU_PATH_LEN];
    json_array_foreach(arr, i, v) {
        ju_path_index(p, sizeof p, "rows", i);
        read_row(d, v, p, i, r);
    }
    const json_t *ammo = ju_get_object(d, d->root, "", "ammo", true);
    int cost = 0, gain = 0;
    if (!ammo || !ju_check_keys(d, ammo, "ammo", ammo_keys)) return;
    if (ju_get_int(d, ammo, "ammo", "cost", true, 1, RF_CRAFT_MARKERS, &cost) == 1)
        r->ammo_cost = (uint8_t)cost;
    if (ju_get_int(d, ammo, "ammo", "gain", true, 1, 5, &gain) == 1) r->ammo_gain = (uint8_t)gain;
    ju_read_source(d, ammo, "ammo", "source");
}

rf_status rf_replicator_load(const char *path, rf_content *c, rf_error *err)
{
    rf_repl_content r;
    memset(&r, 0, sizeof r);
    rf_status st = ju_load_file(path, repl_root, repl_body, &r, err);
    if (st == RF_OK) c->repl = r;
    return st;
}
