/*
 * modules_load.c — data/supply_drops.json → c->drops and the special weapon
 * kinds of c->catalog; data/replicator.json → c->repl (rules/modules_content.h;
 * rules DROP-1, DROP-9, REPL-10 … REPL-12; DATA-GAPS 4.3, 6.2, 6.8).
 *
 * What a loaded file guarantees: exactly 3 special weapons (DROP-1), each
 * a valid weapon card of weapons.json's format (content_weapon_read) with
 * "count": 1; exactly 6 supply drop cards (DROP-1) of a known kind, a
 * legendary card naming a gear family, a loot card a bag (LOOT-6: common,
 * rare or epic); the replicator's three rows in the order legendary, epic,
 * rare (REPL-2) with a cost of 1 to 12 markers (REPL-1: there are 12),
 * and ammo costing 1 to 12 for 1 to 5 ammo (WEAPON-2). Every entry has a
 * "source" (a rule or "designed"). Errors name the file, line and field.
 */
#include <string.h>

#include "data/json_util.h"
#include "data/ju_fields.h"
#include "data/loaders.h"
#include "data/rules_load.h"
#include "data/content.h"

static const char *const drops_root[] = { "about", "special_weapons", "cards", NULL };
static const char *const card_kinds[] = { "special_weapon", "legendary", "loot" };
static const char *const gears[] = { "helmet", "body_shield", "knockdown" };   /* rf_gear_slot */
static const char *const bags[] = { "common", "rare", "epic" };               /* LOOT-6 */

static void read_special(ju_doc *d, const json_t *v, const char *path, rf_content *c)
{
    char p[JU_PATH_LEN];
    int w = content_weapon_read(d, v, path, c);
    if (w < 0) return;
    rf_weapon_def *def = &c->catalog.weapon[w];
    ju_path_key(p, sizeof p, path, "count");
    if (def->count != 1) ju_error(d, p, "each special weapon card is one card (rule DROP-1)");
    def->count = 0;                                     /* none in the weapon deck (BR-3) */
    def->special = 1;
    c->drops.weapon[c->drops.nweapons++] = (int8_t)w;
}

/* "gear" and "rarity", after "kind": required by the kind that shows them. */
static void shown_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                        void *rec, void *ctx)
{
    (void)ctx;
    rf_drop_card *out = rec;
    bool gear = strcmp(f->key, "gear") == 0;
    int need = gear ? RF_DROPCARD_LEGENDARY : RF_DROPCARD_LOOT;
    int x = ju_get_name(d, v, path, f->key, out->kind == need, gear ? gears : bags, 3,
                        gear ? "gear" : "bag");
    if (x < 0) return;
    if (gear) out->gear = (uint8_t)x;
    else out->rarity = (uint8_t)x;
}

/* The finishing pass: a card shows only what its kind shows (DROP-9). */
static void finish_card(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                        bool clean)
{
    (void)ctx, (void)clean;
    rf_drop_card *out = rec;
    int kind = out->kind < 3 ? out->kind : -1;
    bool gear = json_object_get(v, "gear") && out->gear != UINT8_MAX;
    bool bag = json_object_get(v, "rarity") && out->rarity != UINT8_MAX;
    char p[JU_PATH_LEN];
    ju_path_key(p, sizeof p, path, kind == RF_DROPCARD_LOOT ? "gear" : "rarity");
    if ((kind == RF_DROPCARD_LOOT && gear) || (kind == RF_DROPCARD_LEGENDARY && bag) ||
        (kind == RF_DROPCARD_SPECIAL && (gear || bag)))
        ju_error(d, p, "a %s card shows no %s (rule DROP-9)", card_kinds[kind],
                 kind == RF_DROPCARD_LOOT ? "gear" : "gear or bag");
    if (out->kind == UINT8_MAX) out->kind = 0;        /* as left by the memset */
    if (out->gear == UINT8_MAX) out->gear = 0;
    if (out->rarity == UINT8_MAX) out->rarity = 0;
}

/* A supply drop card (DROP-1, DROP-9). */
static const ju_field card_fields[] = {
    JU_ID_("id", rf_drop_card, id, NULL),
    JU_NAME_("kind", true, rf_drop_card, kind, card_kinds, 3, "supply drop card kind", "DROP-9"),
    JU_CUSTOM_("gear", false, shown_field, "DROP-9"),
    JU_CUSTOM_("rarity", false, shown_field, "LOOT-6"),
    JU_SOURCE_("source"),
    JU_TEXT_("note", false, 300),
    JU_END,
};
static const ju_record card_record = { "supply drop card", card_fields, finish_card };

static void read_card(ju_doc *d, const json_t *v, const char *path, rf_drop_card *out)
{
    out->kind = out->gear = out->rarity = UINT8_MAX;  /* until read */
    ju_read_record(d, v, path, &card_record, out, NULL);
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

rf_status content_load_drops(const char *path, rf_content *c, rf_error *err)
{
    memset(&c->drops, 0, sizeof c->drops);
    return ju_load_file(path, drops_root, drops_body, c, err);
}

/* ---- data/replicator.json ---- */

static const char *const repl_root[] = { "about", "rows", "ammo", NULL };
static const char *const rows[RF_REPL_ROWS] = { "legendary", "epic", "rare" };   /* REPL-2 */

typedef struct repl_row { uint8_t cost, refill; } repl_row;

/* "rarity": row i is the i-th of REPL-2's order (ctx: the row's index). */
static void rarity_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                         void *rec, void *ctx)
{
    (void)f, (void)rec;
    size_t i = *(const size_t *)ctx;
    char name[16], p[JU_PATH_LEN];
    if (ju_get_string(d, v, path, "rarity", true, name, sizeof name) == 1 &&
        strcmp(name, rows[i]) != 0) {
        ju_path_key(p, sizeof p, path, "rarity");
        ju_error(d, p, "row %zu is the %s row (rule REPL-2: legendary, epic, rare)", i + 1,
                 rows[i]);
    }
}

/* A row of the replicator (REPL-2; REPL-1: 12 crafting markers). */
static const ju_field row_fields[] = {
    JU_CUSTOM_("rarity", true, rarity_field, "REPL-2"),
    JU_INT_("cost", true, repl_row, cost, 1, RF_CRAFT_MARKERS, "REPL-1"),
    JU_BOOL_("refill", true, repl_row, refill, "REPL-2"),
    JU_SOURCE_("source"),
    JU_TEXT_("note", false, 300),
    JU_END,
};
static const ju_record row_record = { "replicator row", row_fields, NULL };

static void read_row(ju_doc *d, const json_t *v, const char *path, size_t i, rf_repl_content *r)
{
    repl_row row = { 0, 0 };
    ju_read_record(d, v, path, &row_record, &row, &i);
    r->cost[i] = row.cost;
    r->refill[i] = row.refill;
}

/* The replicator's ammo: its cost in markers and the ammo it gives
 * (WEAPON-2: a marker holds 1 to 5). */
static const ju_field ammo_fields[] = {
    JU_INT_("cost", true, rf_repl_content, ammo_cost, 1, RF_CRAFT_MARKERS, "REPL-1"),
    JU_INT_("gain", true, rf_repl_content, ammo_gain, 1, 5, "WEAPON-2"),
    JU_SOURCE_("source"),
    JU_TEXT_("note", false, 300),
    JU_END,
};
static const ju_record ammo_record = { "replicator ammo", ammo_fields, NULL };

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
    if (ammo) ju_read_record(d, ammo, "ammo", &ammo_record, r, NULL);
}

rf_status content_load_replicator(const char *path, rf_content *c, rf_error *err)
{
    rf_repl_content r;
    memset(&r, 0, sizeof r);
    rf_status st = ju_load_file(path, repl_root, repl_body, &r, err);
    if (st == RF_OK) c->repl = r;
    return st;
}
