/*
 * rules_load.c — the rules content into rf_catalog (rules/catalog.h):
 * data/aim.json (AIM-1, AIM-2, AIM-18, GRENADE-4), data/loot.json (LOOT,
 * GEAR-7 … GEAR-11, ATTACH-8 … ATTACH-13, GRENADE-9, GRENADE-10, CONSUM),
 * data/weapons.json (WEAPON-9 … WEAPON-16, ATTACH-2, ATTACH-3, ATTACH-7)
 * and data/supply_bins.json (INTERACT-4).
 *
 * What a loaded catalog guarantees to the rules code:
 *  - exactly 14 Aim cards (AIM-1); the board's slots are consecutive, reach
 *    at least -3 … +3, slot 0 is worth 0 and no slot is worth more than the
 *    one to its left (AIM-2, AIM-4, AIM-18);
 *  - the box's totals (COMP-5, COMP-7): 48 weapon cards, bags of 50 common,
 *    52 rare, 35 epic and 6 legendary tokens, 18 starting gear tokens (6 of
 *    each kind), 18 supply bin cards;
 *  - every loot kind carries exactly the fields of its family (a helmet has
 *    no optic range), starting gear is common gear (GEAR-2), body and
 *    knockdown shields are double-sided exactly when not common (GEAR-4);
 *  - every weapon's fire rate, with an extended magazine or bolt fitted
 *    and the worst starting slot (0), lays its last shot on the board and
 *    needs no more cards than the deck holds (AIM-5 … AIM-7); printed
 *    attachments exist and fit their slot (ATTACH-2, ATTACH-3, ATTACH-7);
 *  - grenades name a template of templates.json.
 * Node n of ATTACH-3 is bit n-1 of a node set. Every entry has a "source"
 * that starts with "rules " or "designed" (docs/data-provenance.md).
 */
#include <ctype.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "data/json_util.h"
#include "data/rules_load.h"
#include "data/weapon_printed_load.h"
#include "errors.h"

#define LEN(a) (sizeof(a) / sizeof *(a))

static const char *const rarity_names[RF_RARITY_COUNT] = { "common", "rare", "epic",
                                                           "legendary" };
static const char *const attach_names[RF_ATT_COUNT] = { "", "stabilizer", "magazine", "bolt",
                                                        "optic", "stock", "sniper_stock" };

/* ---- Shared field readers ---- */

static int name_index(const char *const *names, int n, const char *s)
{
    for (int i = 0; i < n; i++)
        if (names[i][0] && strcmp(names[i], s) == 0) return i;
    return -1;
}

/* "a, b or c" from the non-empty names. */
static void join_names(char *buf, size_t size, const char *const *names, int n)
{
    size_t used = 0;
    int left = 0;
    for (int i = 0; i < n; i++) left += names[i][0] != '\0';
    buf[0] = '\0';
    for (int i = 0; i < n && used < size; i++) {
        if (!names[i][0]) continue;
        left--;
        const char *sep = used == 0 ? "" : left == 0 ? " or " : ", ";
        used += (size_t)snprintf(buf + used, size - used, "%s%s", sep, names[i]);
    }
}

/* A string naming one of names[]: its index; -1 absent (optional); -2 wrong. */
static int read_name(ju_doc *d, const json_t *v, const char *path, const char *key,
                     bool required, const char *const *names, int n, const char *what)
{
    char s[32], p[JU_PATH_LEN], list[160];
    int r = ju_get_string(d, v, path, key, required, s, sizeof s);
    if (r <= 0) return r == 0 ? -1 : -2;
    int i = name_index(names, n, s);
    if (i >= 0) return i;
    ju_path_key(p, sizeof p, path, key);
    join_names(list, sizeof list, names, n);
    ju_error(d, p, "unknown %s '%s' (%s)", what, s, list);
    return -2;
}

/* An ammo type (WEAPON-16): its enum rf_ammo; -1 absent; -2 wrong. */
static int read_ammo(ju_doc *d, const json_t *v, const char *path, const char *key,
                     bool required)
{
    const char *names[RF_AMMO_COUNT];
    for (int i = 0; i < RF_AMMO_COUNT; i++) names[i] = rf_ammo_name(i);
    return read_name(d, v, path, key, required, names, RF_AMMO_COUNT, "ammo type");
}

static void read_note(ju_doc *d, const json_t *v, const char *path)
{
    char note[400];
    ju_get_string(d, v, path, "note", false, note, sizeof note);
}

/* White nodes or a token's node (ATTACH-3): [1, 2] → bits 0 and 1. */
static uint8_t read_nodes(ju_doc *d, const json_t *v, const char *path)
{
    char p[JU_PATH_LEN], ep[JU_PATH_LEN];
    const json_t *arr = ju_get_array(d, v, path, "nodes", false, 1, 8);
    ju_path_key(p, sizeof p, path, "nodes");
    uint8_t bits = 0;
    size_t i;
    const json_t *e;
    json_array_foreach(arr, i, e) {
        ju_path_index(ep, sizeof ep, p, i);
        json_int_t n = json_is_integer(e) ? json_integer_value(e) : 0;
        if (n < 1 || n > 8)
            ju_error(d, ep, "expected a node number from 1 to 8 (rule ATTACH-3)");
        else if (bits & (1u << (n - 1)))
            ju_error(d, ep, "node %d is listed twice", (int)n);
        else
            bits |= (uint8_t)(1u << (n - 1));
    }
    return bits;
}

/* A number 1..max at *s, advancing *s. */
static bool parse_num(const char **s, int max, int *out)
{
    const char *p = *s;
    int v = 0, n = 0;
    for (; isdigit((unsigned char)*p) && n < 3; p++, n++) v = v * 10 + (*p - '0');
    if (n == 0 || isdigit((unsigned char)*p) || v < 1 || v > max) return false;
    *s = p;
    *out = v;
    return true;
}

/* "A-B" with 1 <= A <= B <= max; "A+" (hi = 0: A or more) when open is set. */
static bool parse_range(const char *s, int max, bool open, int *lo, int *hi)
{
    if (!parse_num(&s, max, lo)) return false;
    if (open && strcmp(s, "+") == 0) {
        *hi = 0;
        return true;
    }
    if (*s++ != '-' || !parse_num(&s, max, hi)) return false;
    return *s == '\0' && *lo <= *hi;
}

/* A range field into lo/hi; false (error recorded) if wrong. */
static bool read_range(ju_doc *d, const json_t *v, const char *path, const char *key,
                       int max, bool open, uint8_t *lo, uint8_t *hi)
{
    char s[16], p[JU_PATH_LEN];
    if (ju_get_string(d, v, path, key, true, s, sizeof s) != 1) return false;
    int a, b;
    if (parse_range(s, max, open, &a, &b)) {
        *lo = (uint8_t)a;
        *hi = (uint8_t)b;
        return true;
    }
    ju_path_key(p, sizeof p, path, key);
    ju_error(d, p, "bad range '%s' (expected \"A-B\" with 1 <= A <= B <= %d%s)", s, max,
             open ? ", or \"A+\" for A or more" : "");
    return false;
}

/* An array of entries at key, each read by fn into the catalog. */
typedef void (*entry_fn)(ju_doc *d, const json_t *v, const char *path, rf_content *c);

static void read_entries(ju_doc *d, const char *key, size_t max, entry_fn fn, rf_content *c)
{
    const json_t *arr = ju_get_array(d, d->root, "", key, true, 1, max);
    size_t i;
    const json_t *v;
    json_array_foreach(arr, i, v) {
        char p[JU_PATH_LEN];
        ju_path_index(p, sizeof p, key, i);
        fn(d, v, p, c);
    }
}

/* Open path, check the root keys, run body, collect the result. */
typedef void (*body_fn)(ju_doc *d, rf_content *c);

static rf_status load_file(const char *path, const char *const *root_keys, body_fn body,
                           rf_content *c, rf_error *err)
{
    ju_doc d;
    rf_status st = ju_open_file(&d, path, RF_E_DATA, err);
    if (st != RF_OK) return st;
    ju_check_keys(&d, d.root, "", root_keys);
    if (json_is_object(d.root)) body(&d, c);
    st = ju_result(&d, err);
    ju_close(&d);
    return st;
}

/* A box total that must match the rules (COMP-5, COMP-7). */
static void check_total(ju_doc *d, const char *path, int got, int want, const char *what,
                        const char *rule)
{
    if (got != want)
        ju_error(d, path, "%s add up to %d; the box has %d (rule %s)", what, got, want, rule);
}

/* ---- Aim deck and Aim board (aim.json) ---- */

static const char *const aim_root_keys[] = { "about", "cards", "board", NULL };
static const char *const aim_card_keys[] = { "value", "icons", "arrow", "source", "note", NULL };
static const char *const board_keys[] = { "slots", "note", NULL };
static const char *const board_slot_keys[] = { "slot", "mod", "source", NULL };
static const char *const icon_names[] = { "low", "high", "cover", "semi", "head" };
/* In the order of GEO_N … GEO_NW (geo/grid.h), then "none". */
static const char *const arrow_names[] = { "n", "ne", "e", "se", "s", "sw", "w", "nw", "none" };

static uint8_t read_icons(ju_doc *d, const json_t *v, const char *path)
{
    char p[JU_PATH_LEN], ep[JU_PATH_LEN], list[80];
    const json_t *arr = ju_get_array(d, v, path, "icons", true, 0, LEN(icon_names));
    ju_path_key(p, sizeof p, path, "icons");
    join_names(list, sizeof list, icon_names, (int)LEN(icon_names));
    uint8_t icons = 0;
    size_t i;
    const json_t *e;
    json_array_foreach(arr, i, e) {
        ju_path_index(ep, sizeof ep, p, i);
        int k = json_is_string(e) ? name_index(icon_names, (int)LEN(icon_names),
                                               json_string_value(e)) : -1;
        if (k < 0)
            ju_error(d, ep, "unknown Aim card icon '%s' (%s; rule AIM-1)",
                     json_is_string(e) ? json_string_value(e) : "?", list);
        else if (icons & (1u << k))
            ju_error(d, ep, "icon '%s' is listed twice", icon_names[k]);
        icons |= k >= 0 ? (uint8_t)(1u << k) : 0;
    }
    if ((icons & RF_ICON_LOW) && (icons & (RF_ICON_HIGH | RF_ICON_COVER)))
        ju_error(d, p, "an automatic hit and an automatic miss on one card are undecided "
                       "(rule AIM-14)");
    return icons;
}

static void read_aim_card(ju_doc *d, const json_t *v, const char *path, rf_aim_card *out)
{
    int value = 0;
    ju_check_keys(d, v, path, aim_card_keys);
    if (!json_is_object(v)) return;
    ju_get_int(d, v, path, "value", true, 0, 100, &value);
    out->value = (uint8_t)value;
    out->icons = read_icons(d, v, path);
    int arrow = read_name(d, v, path, "arrow", true, arrow_names, (int)LEN(arrow_names),
                          "grenade arrow");
    out->arrow = (int8_t)(arrow >= 0 && arrow < GEO_NDIRS ? arrow : -1);   /* "none": -1 */
    ju_read_source(d, v, path, "source");
    read_note(d, v, path);
}

static void read_aim_cards(ju_doc *d, rf_catalog *cat)
{
    const json_t *arr = ju_get_array(d, d->root, "", "cards", true, 0, 64);
    if (!arr) return;
    if (json_array_size(arr) != RF_AIM_DECK) {
        ju_error(d, "cards", "the Aim deck has %zu cards; it must have %d (rule AIM-1)",
                 json_array_size(arr), RF_AIM_DECK);
        return;
    }
    size_t i;
    const json_t *v;
    json_array_foreach(arr, i, v) {
        char p[JU_PATH_LEN];
        ju_path_index(p, sizeof p, "cards", i);
        read_aim_card(d, v, p, &cat->aim[i]);
    }
}

/* One slot; slots run left to right without gaps. */
static void read_board_slot(ju_doc *d, const json_t *v, const char *path, size_t i,
                            rf_aim_board *b)
{
    int slot = 0, mod = 0;
    char p[JU_PATH_LEN];
    ju_check_keys(d, v, path, board_slot_keys);
    if (!json_is_object(v)) return;
    bool ok = ju_get_int(d, v, path, "slot", true, -RF_AIM_MAX_SLOTS, RF_AIM_MAX_SLOTS,
                         &slot) == 1;
    ok = ju_get_int(d, v, path, "mod", true, -50, 50, &mod) == 1 && ok;
    ju_read_source(d, v, path, "source");
    if (!ok) return;
    if (i == 0) b->min_slot = (int8_t)slot;
    ju_path_key(p, sizeof p, path, "slot");
    if (slot != b->min_slot + (int)i)
        ju_error(d, p, "expected slot %d: slots run from left to right without gaps",
                 b->min_slot + (int)i);
    ju_path_key(p, sizeof p, path, "mod");
    if (i > 0 && mod > b->mod[i - 1])
        ju_error(d, p, "%+d is more than the slot to its left (%+d): cards get harder to the "
                       "right (rule AIM-2)", mod, b->mod[i - 1]);
    if (slot == 0 && mod != 0)
        ju_error(d, p, "slot 0 is the unmodified start (rule AIM-18)");
    b->mod[i] = (int8_t)mod;
    b->max_slot = (int8_t)slot;
}

static void read_board(ju_doc *d, rf_catalog *cat)
{
    rf_aim_board *b = &cat->aim_board;
    const json_t *obj = ju_get_object(d, d->root, "", "board", true);
    if (!obj) return;
    ju_check_keys(d, obj, "board", board_keys);
    read_note(d, obj, "board");
    const json_t *arr = ju_get_array(d, obj, "board", "slots", true, 1, RF_AIM_MAX_SLOTS);
    if (!arr) return;
    int before = d->nerrors;
    size_t i;
    const json_t *v;
    json_array_foreach(arr, i, v) {
        char p[JU_PATH_LEN];
        ju_path_index(p, sizeof p, "board.slots", i);
        read_board_slot(d, v, p, i, b);
    }
    if (d->nerrors == before && (b->min_slot > RF_AIM_MIN_SLOT || b->max_slot < 3))
        ju_error(d, "board.slots", "the board runs from slot %d to %+d; it must reach at "
                 "least slots -3 to +3 (rules AIM-4, AIM-18)", b->min_slot, b->max_slot);
}

static void aim_body(ju_doc *d, rf_content *c)
{
    read_aim_cards(d, &c->catalog);
    read_board(d, &c->catalog);
}

rf_status rf_aim_load(const char *path, rf_content *c, rf_error *err)
{
    memset(c->catalog.aim, 0, sizeof c->catalog.aim);
    memset(&c->catalog.aim_board, 0, sizeof c->catalog.aim_board);
    return load_file(path, aim_root_keys, aim_body, c, err);
}

/* ---- Loot kinds (loot.json) ---- */

static const char *const loot_root_keys[] = { "about", "loot", NULL };
static const char *const loot_keys[] = {
    "id", "name", "family", "rarity", "starting", "count", "source", "note",
    "helmet_value", "helmet_count", "shield_limit", "shield_restore", "knockdown_prevent",
    "ring_cap", "double_sided", "attach", "ammo", "nodes", "stability", "rate_bonus",
    "optic_range", "optic_mod", "stock_bonus", "template", "throw_range", "drift_cards",
    "consumable", "restore_health", "restore_shield", "cooldown_reduce", NULL
};
static const char *const loot_family_names[] = { "helmet", "body_shield", "knockdown",
                                                 "attachment", "grenade", "consumable",
                                                 "crafting" };
static const char *const consumable_names[] = { "", "health", "shield", "both", "accelerant" };

#define FAM(f) (1u << (f))
#define ATT(a) (1u << (a))

/* A field that only some kinds of token have; numbers are stored at offset. */
typedef struct loot_field {
    const char *key;
    unsigned families;      /* FAM() bits of the loot families it belongs to */
    unsigned attach;        /* ATT() bits of attachment families; 0: any */
    bool required;
    int min, max;           /* min > max: not a plain number, read elsewhere */
    size_t offset;          /* of its uint8_t / int8_t in rf_loot_def */
    bool is_signed;
} loot_field;

#define NUM(k, fam, att, req, lo, hi, member, sgn) \
    { k, fam, att, req, lo, hi, offsetof(rf_loot_def, member), sgn }
#define OTHER(k, fam, att) { k, fam, att, false, 1, 0, 0, false }

static const loot_field loot_fields[] = {
    NUM("helmet_value", FAM(RF_LOOT_HELMET), 0, true, 0, 100, helmet_value, false),
    NUM("helmet_count", FAM(RF_LOOT_HELMET), 0, true, 0, RF_AIM_DECK, helmet_count, false),
    NUM("shield_limit", FAM(RF_LOOT_BODY_SHIELD), 0, true, 1, 100, shield_limit, false),
    NUM("shield_restore", FAM(RF_LOOT_BODY_SHIELD), 0, true, 0, 100, shield_restore, false),
    NUM("knockdown_prevent", FAM(RF_LOOT_KNOCKDOWN), 0, true, 0, 100, knockdown_prevent, false),
    NUM("ring_cap", FAM(RF_LOOT_KNOCKDOWN), 0, false, 1, 100, ring_cap, false),
    OTHER("double_sided", FAM(RF_LOOT_BODY_SHIELD) | FAM(RF_LOOT_KNOCKDOWN), 0),
    OTHER("attach", FAM(RF_LOOT_ATTACHMENT), 0),
    OTHER("ammo", FAM(RF_LOOT_ATTACHMENT), 0),
    OTHER("nodes", FAM(RF_LOOT_ATTACHMENT), 0),
    NUM("stability", FAM(RF_LOOT_ATTACHMENT), ATT(RF_ATT_STABILIZER), true, 1, 3, stability,
        true),
    NUM("rate_bonus", FAM(RF_LOOT_ATTACHMENT), ATT(RF_ATT_MAGAZINE) | ATT(RF_ATT_BOLT), true, 1,
        3, rate_bonus, true),
    OTHER("optic_range", FAM(RF_LOOT_ATTACHMENT), ATT(RF_ATT_OPTIC)),
    NUM("optic_mod", FAM(RF_LOOT_ATTACHMENT), ATT(RF_ATT_OPTIC), true, -50, -1, optic_mod,
        true),
    NUM("stock_bonus", FAM(RF_LOOT_ATTACHMENT), ATT(RF_ATT_STOCK) | ATT(RF_ATT_SNIPER_STOCK),
        true, 1, 20, stock_bonus, false),
    OTHER("template", FAM(RF_LOOT_GRENADE), 0),
    OTHER("throw_range", FAM(RF_LOOT_GRENADE), 0),
    NUM("drift_cards", FAM(RF_LOOT_GRENADE), 0, true, 0, RF_AIM_DECK, drift_cards, false),
    OTHER("consumable", FAM(RF_LOOT_CONSUMABLE), 0),
    NUM("restore_health", FAM(RF_LOOT_CONSUMABLE), 0, false, 1, 100, restore_health, false),
    NUM("restore_shield", FAM(RF_LOOT_CONSUMABLE), 0, false, 1, 100, restore_shield, false),
    NUM("cooldown_reduce", FAM(RF_LOOT_CONSUMABLE), 0, false, 1, 10, cooldown_reduce, false),
};

static bool field_applies(const loot_field *f, const rf_loot_def *k)
{
    if (!(f->families & FAM(k->family))) return false;
    return f->attach == 0 || (f->attach & ATT(k->attach));
}

static void store_field(rf_loot_def *k, const loot_field *f, int x)
{
    unsigned char *at = (unsigned char *)k + f->offset;
    if (f->is_signed)
        *(int8_t *)at = (int8_t)x;
    else
        *at = (uint8_t)x;
}

/* The family-specific numbers; a field of another kind of token is an error. */
static void read_loot_numbers(ju_doc *d, const json_t *v, const char *path, rf_loot_def *k)
{
    const char *kind = k->family == RF_LOOT_ATTACHMENT ? attach_names[k->attach]
                                                       : loot_family_names[k->family];
    for (size_t i = 0; i < LEN(loot_fields); i++) {
        const loot_field *f = &loot_fields[i];
        char p[JU_PATH_LEN];
        int x = 0;
        if (!field_applies(f, k)) {
            ju_path_key(p, sizeof p, path, f->key);
            if (json_object_get(v, f->key))
                ju_error(d, p, "'%s' is not a field of %s tokens", f->key, kind);
        } else if (f->min <= f->max &&
                   ju_get_int(d, v, path, f->key, f->required, f->min, f->max, &x) == 1) {
            store_field(k, f, x);
        }
    }
}

static bool loot_id_ok(const char *s)
{
    for (; *s; s++)
        if (!(islower((unsigned char)*s) || isdigit((unsigned char)*s) || *s == '_')) return false;
    return true;
}

/* id, name, family, rarity, starting, count, source; false if the family
 * is unknown (nothing else can be checked then). */
static bool read_loot_identity(ju_doc *d, const json_t *v, const char *path,
                               const rf_catalog *cat, rf_loot_def *k)
{
    char p[JU_PATH_LEN];
    bool starting = false;
    int count = 0;
    ju_path_key(p, sizeof p, path, "id");
    if (ju_get_string(d, v, path, "id", true, k->id, sizeof k->id) == 1) {
        if (!loot_id_ok(k->id))
            ju_error(d, p, "id '%s' may only hold a-z, 0-9 and '_'", k->id);
        else if (rf_catalog_loot(cat, k->id) >= 0)
            ju_error(d, p, "loot kind '%s' is defined twice", k->id);
    }
    ju_get_string(d, v, path, "name", true, k->name, sizeof k->name);
    int rarity = read_name(d, v, path, "rarity", true, rarity_names, RF_RARITY_COUNT, "rarity");
    ju_get_bool(d, v, path, "starting", false, &starting);
    ju_get_int(d, v, path, "count", true, 0, 99, &count);
    ju_read_source(d, v, path, "source");
    read_note(d, v, path);
    k->rarity = (uint8_t)(rarity >= 0 ? rarity : 0);
    k->starting = starting;
    k->count = (uint8_t)count;
    int fam = read_name(d, v, path, "family", true, loot_family_names,
                        (int)LEN(loot_family_names), "loot family");
    k->family = (uint8_t)(fam >= 0 ? fam : 0);
    return fam >= 0;
}

/* attach (read first: it decides the other fields), ammo, nodes, optic range. */
static bool read_attach_family(ju_doc *d, const json_t *v, const char *path, rf_loot_def *k)
{
    int a = read_name(d, v, path, "attach", true, attach_names, RF_ATT_COUNT,
                      "attachment family");
    k->attach = (uint8_t)(a > 0 ? a : 0);
    return a > 0;
}

static void read_attachment(ju_doc *d, const json_t *v, const char *path, rf_loot_def *k)
{
    int ammo = read_ammo(d, v, path, "ammo", false);
    k->attach_ammo = (int8_t)(ammo >= 0 ? ammo : -1);
    k->attach_nodes = read_nodes(d, v, path);
    if (k->attach == RF_ATT_OPTIC)
        read_range(d, v, path, "optic_range", 20, true, &k->optic_lo, &k->optic_hi);
}

static void read_grenade(ju_doc *d, const json_t *v, const char *path, const rf_content *c,
                         rf_loot_def *k)
{
    char p[JU_PATH_LEN];
    uint8_t lo = 0, hi = 0;
    if (read_range(d, v, path, "throw_range", 20, false, &lo, &hi)) {
        k->throw_lo = lo;
        k->throw_hi = hi;
    }
    ju_path_key(p, sizeof p, path, "template");
    if (ju_get_string(d, v, path, "template", true, k->template_id, sizeof k->template_id) ==
            1 && !rf_content_template(c, k->template_id))
        ju_error(d, p, "unknown template '%s' (see templates.json; rule GRENADE-7)",
                 k->template_id);
}

/* CONSUM-3 … CONSUM-8: the type says which amounts a token has. */
static void read_consumable(ju_doc *d, const json_t *v, const char *path, rf_loot_def *k)
{
    int t = read_name(d, v, path, "consumable", true, consumable_names,
                      (int)LEN(consumable_names), "consumable effect");
    if (t < 0) return;
    k->consumable = (uint8_t)t;
    bool health = t == RF_CONS_HEALTH || t == RF_CONS_BOTH;
    bool shield = t == RF_CONS_SHIELD || t == RF_CONS_BOTH;
    bool accel = t == RF_CONS_ACCELERANT;
    if (health != (k->restore_health > 0) || shield != (k->restore_shield > 0) ||
        accel != (k->cooldown_reduce > 0))
        ju_error(d, path, "a '%s' consumable needs exactly %s (rule CONSUM)",
                 consumable_names[t],
                 accel ? "cooldown_reduce" : health && shield ? "restore_health and "
                 "restore_shield" : health ? "restore_health" : "restore_shield");
}

/* GEAR-2 and GEAR-4. */
static void check_gear(ju_doc *d, const json_t *v, const char *path, rf_loot_def *k)
{
    char p[JU_PATH_LEN];
    bool two = false;
    bool gear = k->family <= RF_LOOT_KNOCKDOWN;
    ju_path_key(p, sizeof p, path, "starting");
    if (k->starting && (!gear || k->rarity != RF_COMMON))
        ju_error(d, p, "only common gear is starting gear (rule GEAR-2)");
    if (!gear || k->family == RF_LOOT_HELMET) return;
    ju_get_bool(d, v, path, "double_sided", false, &two);
    k->double_sided = two;
    if (two != (k->rarity != RF_COMMON))
        ju_error(d, path, "body and knockdown shields are double-sided exactly when they are "
                          "not common (rule GEAR-4)");
}

static void read_loot(ju_doc *d, const json_t *v, const char *path, rf_content *c)
{
    rf_catalog *cat = &c->catalog;
    rf_loot_def k;
    memset(&k, 0, sizeof k);
    k.attach_ammo = -1;
    int before = d->nerrors;
    ju_check_keys(d, v, path, loot_keys);
    if (!json_is_object(v) || !read_loot_identity(d, v, path, cat, &k)) return;
    if (k.family == RF_LOOT_ATTACHMENT && !read_attach_family(d, v, path, &k)) return;
    read_loot_numbers(d, v, path, &k);
    if (k.family == RF_LOOT_ATTACHMENT) read_attachment(d, v, path, &k);
    if (k.family == RF_LOOT_GRENADE) read_grenade(d, v, path, c, &k);
    if (k.family == RF_LOOT_CONSUMABLE) read_consumable(d, v, path, &k);
    check_gear(d, v, path, &k);
    if (d->nerrors == before) cat->loot[cat->nloot++] = k;
}

/* COMP-7: the bags and the starting gear. */
static void check_loot_totals(ju_doc *d, const rf_catalog *cat)
{
    static const int bag_want[RF_RARITY_COUNT] = { 50, 52, 35, 6 };
    static const char *const gear_what[3] = { "starting helmets", "starting body shields",
                                              "starting knockdown shields" };
    int bag[RF_RARITY_COUNT] = { 0 }, start[3] = { 0 }, nstart = 0;
    char what[48];
    for (int i = 0; i < cat->nloot; i++) {
        const rf_loot_def *k = &cat->loot[i];
        if (k->starting) {
            start[k->family] += k->count;
            nstart += k->count;
        } else {
            bag[k->rarity] += k->count;
        }
    }
    for (int r = 0; r < RF_RARITY_COUNT; r++) {
        snprintf(what, sizeof what, "%s loot tokens", rarity_names[r]);
        check_total(d, "loot", bag[r], bag_want[r], what, "COMP-7");
    }
    check_total(d, "loot", nstart, 18, "starting gear tokens", "COMP-7");
    for (int f = 0; f < 3; f++) check_total(d, "loot", start[f], 6, gear_what[f], "COMP-7");
}

static void loot_body(ju_doc *d, rf_content *c)
{
    read_entries(d, "loot", RF_MAX_LOOT_DEFS, read_loot, c);
    if (d->nerrors == 0) check_loot_totals(d, &c->catalog);
}

rf_status rf_loot_load(const char *path, rf_content *c, rf_error *err)
{
    c->catalog.nloot = 0;
    return load_file(path, loot_root_keys, loot_body, c, err);
}

/* ---- Weapon cards (weapons.json) ---- */

static const char *const weapon_root_keys[] = { "about", "weapons", NULL };
static const char *const weapon_keys[] = { "id", "name", "type", "ammo", "ammo_init", "range",
                                           "threshold", "rate", "damage", "head", "stability",
                                           "recoil", "slots", "count", "source", "note",
                                           "passive", "action", "modified", NULL };
static const char *const weapon_slot_keys[] = { "family", "ammo", "nodes", "printed", NULL };
static const char *const weapon_types[] = { "Assault Rifle", "SMG", "LMG", "Marksman",
                                            "Sniper", "Shotgun", "Pistol",
                                            "Knife" /* FK-W-16, fully_kitted.json */ };

/* "N" (N×1) or "AxB" (AIM-3), each 1..9. */
static bool parse_rate(const char *s, int *a, int *b)
{
    if (!parse_num(&s, 9, a)) return false;
    *b = 1;
    if (*s == '\0') return true;
    if (*s++ != 'x' || !parse_num(&s, 9, b)) return false;
    return *s == '\0';
}

static void read_rate(ju_doc *d, const json_t *v, const char *path, rf_weapon_def *w)
{
    char s[16], p[JU_PATH_LEN];
    int a, b;
    if (ju_get_string(d, v, path, "rate", true, s, sizeof s) != 1) return;
    if (parse_rate(s, &a, &b)) {
        w->rate_a = (uint8_t)a;
        w->rate_b = (uint8_t)b;
        return;
    }
    ju_path_key(p, sizeof p, path, "rate");
    ju_error(d, p, "bad fire rate '%s' (expected \"N\" or \"AxB\", each 1 to 9; rule AIM-3)", s);
}

static bool weapon_id_taken(const rf_catalog *cat, const char *id, const char *name)
{
    for (int i = 0; i < cat->nweapons; i++)
        if (strcmp(cat->weapon[i].id, id) == 0 || strcmp(cat->weapon[i].name, name) == 0)
            return true;
    return false;
}

static void read_weapon_identity(ju_doc *d, const json_t *v, const char *path,
                                 const rf_catalog *cat, rf_weapon_def *w)
{
    char p[JU_PATH_LEN];
    ju_get_string(d, v, path, "id", true, w->id, sizeof w->id);
    ju_get_string(d, v, path, "name", true, w->name, sizeof w->name);
    ju_path_key(p, sizeof p, path, "id");
    if (w->id[0] && w->name[0] && weapon_id_taken(cat, w->id, w->name))
        ju_error(d, p, "weapon '%s' (%s) is defined twice", w->id, w->name);
    int t = read_name(d, v, path, "type", true, weapon_types, (int)LEN(weapon_types),
                      "weapon type");
    if (t >= 0) snprintf(w->type, sizeof w->type, "%s", weapon_types[t]);
    int ammo = read_ammo(d, v, path, "ammo", true);
    w->ammo = (uint8_t)(ammo >= 0 ? ammo : 0);
    ju_read_source(d, v, path, "source");
    read_note(d, v, path);
}

/* The numbers printed on any weapon card: ammo, threshold, damage,
 * headshot, stability, recoil, range and fire rate (basic and fully
 * kitted cards alike). */
static void read_card_numbers(ju_doc *d, const json_t *v, const char *path, rf_weapon_def *w)
{
    int init = 0, ht = 0, dmg = 0, head = 0, stab = 0, recoil = 0;
    ju_get_int(d, v, path, "ammo_init", true, 1, 5, &init);     /* WEAPON-2 */
    ju_get_int(d, v, path, "threshold", true, 5, 100, &ht);
    ju_get_int(d, v, path, "damage", true, 1, 99, &dmg);
    ju_get_int(d, v, path, "head", true, 0, 99, &head);
    ju_get_int(d, v, path, "stability", true, 0, 3, &stab);     /* AIM-4 */
    ju_get_int(d, v, path, "recoil", true, 0, 3, &recoil);
    read_range(d, v, path, "range", 20, false, &w->range_lo, &w->range_hi);
    read_rate(d, v, path, w);
    w->ammo_init = (uint8_t)init;
    w->threshold = (uint8_t)ht;
    w->damage = (uint8_t)dmg;
    w->head = (uint8_t)head;
    w->stability = (int8_t)stab;
    w->recoil = (int8_t)recoil;
}

/* A basic weapon card: the printed numbers and how many copies the deck holds. */
static void read_weapon_numbers(ju_doc *d, const json_t *v, const char *path, rf_weapon_def *w)
{
    int count = 0;
    read_card_numbers(d, v, path, w);
    ju_get_int(d, v, path, "count", true, 1, 48, &count);
    w->count = (uint8_t)count;
}

/* A printed attachment (ATTACH-7) must be a loot kind that fits its slot
 * (ATTACH-2, ATTACH-3). */
static void read_printed(ju_doc *d, const json_t *v, const char *path, const rf_catalog *cat,
                         rf_weapon_slot_def *s)
{
    char id[32], p[JU_PATH_LEN];
    s->printed = -1;
    if (ju_get_string(d, v, path, "printed", false, id, sizeof id) != 1) return;
    ju_path_key(p, sizeof p, path, "printed");
    int k = rf_catalog_loot(cat, id);
    if (k < 0) {
        ju_error(d, p, "unknown loot kind '%s' (see loot.json)", id);
        return;
    }
    const rf_loot_def *a = &cat->loot[k];
    if (a->family != RF_LOOT_ATTACHMENT || a->attach != s->family)
        ju_error(d, p, "'%s' is not a %s attachment (rule ATTACH-2)", id,
                 attach_names[s->family]);
    else if (s->ammo >= 0 && a->attach_ammo != s->ammo)
        ju_error(d, p, "'%s' lacks the slot's %s ammo symbol (rule ATTACH-3)", id,
                 rf_ammo_name(s->ammo));
    else if (s->nodes && !(s->nodes & a->attach_nodes))
        ju_error(d, p, "'%s' matches no white node of the slot (rule ATTACH-3)", id);
    else
        s->printed = (int16_t)k;
}

static void read_weapon_slot(ju_doc *d, const json_t *v, const char *path,
                             const rf_catalog *cat, rf_weapon_def *w)
{
    char p[JU_PATH_LEN];
    rf_weapon_slot_def s = { 0, -1, 0, -1 };
    ju_check_keys(d, v, path, weapon_slot_keys);
    if (!json_is_object(v)) return;
    int fam = read_name(d, v, path, "family", true, attach_names, RF_ATT_COUNT,
                        "attachment family");
    int ammo = read_ammo(d, v, path, "ammo", false);
    s.ammo = (int8_t)(ammo >= 0 ? ammo : -1);
    s.nodes = read_nodes(d, v, path);
    if (fam <= 0) return;
    s.family = (uint8_t)fam;
    read_printed(d, v, path, cat, &s);
    ju_path_key(p, sizeof p, path, "family");
    for (int i = 0; i < w->nslots; i++)
        if (w->slot[i].family == s.family)
            ju_error(d, p, "the weapon has two %s slots", attach_names[fam]);
    w->slot[w->nslots++] = s;
}

static void read_weapon_slots(ju_doc *d, const json_t *v, const char *path,
                              const rf_catalog *cat, rf_weapon_def *w)
{
    char p[JU_PATH_LEN], ep[JU_PATH_LEN];
    const json_t *arr = ju_get_array(d, v, path, "slots", true, 0, RF_MAX_WEAPON_SLOTS);
    ju_path_key(p, sizeof p, path, "slots");
    size_t i;
    const json_t *e;
    json_array_foreach(arr, i, e) {
        ju_path_index(ep, sizeof ep, p, i);
        read_weapon_slot(d, e, ep, cat, w);
    }
}

/* The largest fire-rate bonus of any token of this attachment family. */
static int best_rate_bonus(const rf_catalog *cat, int family)
{
    int best = 0;
    for (int i = 0; i < cat->nloot; i++)
        if (cat->loot[i].family == RF_LOOT_ATTACHMENT && cat->loot[i].attach == family &&
            cat->loot[i].rate_bonus > best)
            best = cat->loot[i].rate_bonus;
    return best;
}

/* AIM-5 … AIM-7: even fully fitted and starting on slot 0, the last shot
 * lies on the board and the cards fit in the deck. */
static void check_shot_on_board(ju_doc *d, const char *path, const rf_catalog *cat,
                                const rf_weapon_def *w)
{
    char p[JU_PATH_LEN];
    int a = w->rate_a;
    for (int i = 0; i < w->nslots; i++)
        if (w->slot[i].family == RF_ATT_MAGAZINE || w->slot[i].family == RF_ATT_BOLT)
            a += best_rate_bonus(cat, w->slot[i].family);
    int last = (a - 1) * (1 + w->recoil);
    ju_path_key(p, sizeof p, path, "rate");
    if (last > cat->aim_board.max_slot)
        ju_error(d, p, "%d shots with Recoil %d end on slot %+d, beyond the board's last slot "
                 "%+d (rules AIM-5, AIM-6)", a, w->recoil, last, cat->aim_board.max_slot);
    if (a * w->rate_b > RF_AIM_DECK)
        ju_error(d, p, "%d shots of %d cards need more than the %d Aim cards (rule AIM-5)", a,
                 w->rate_b, RF_AIM_DECK);
}

static void read_weapon(ju_doc *d, const json_t *v, const char *path, rf_content *c)
{
    rf_catalog *cat = &c->catalog;
    rf_weapon_def w;
    memset(&w, 0, sizeof w);
    int before = d->nerrors;
    ju_check_keys(d, v, path, weapon_keys);
    if (!json_is_object(v)) return;
    read_weapon_identity(d, v, path, cat, &w);
    read_weapon_numbers(d, v, path, &w);
    read_weapon_slots(d, v, path, cat, &w);
    rf_weapon_printed_read(d, v, path, &w);          /* WEAPON-13 … WEAPON-15 */
    if (d->nerrors == before) check_shot_on_board(d, path, cat, &w);
    if (d->nerrors == before) cat->weapon[cat->nweapons++] = w;
}

int rf_weapon_read(ju_doc *d, const json_t *v, const char *path, rf_content *c)
{
    int before = c->catalog.nweapons;
    if (before < RF_MAX_WEAPON_DEFS) read_weapon(d, v, path, c);
    return c->catalog.nweapons > before ? before : -1;
}

static void weapons_body(ju_doc *d, rf_content *c)
{
    read_entries(d, "weapons", RF_MAX_WEAPON_DEFS, read_weapon, c);
    int total = 0;
    for (int i = 0; i < c->catalog.nweapons; i++) total += c->catalog.weapon[i].count;
    if (d->nerrors == 0) check_total(d, "weapons", total, 48, "basic weapon cards", "COMP-5");
}

rf_status rf_weapons_load(const char *path, rf_content *c, rf_error *err)
{
    c->catalog.nweapons = 0;
    return load_file(path, weapon_root_keys, weapons_body, c, err);
}

/* More cards, never in the weapon deck: a whole file or nothing. */
static void extra_weapons_body(ju_doc *d, rf_content *c)
{
    int before = c->catalog.nweapons;
    read_entries(d, "weapons", (size_t)(RF_MAX_WEAPON_DEFS - before), read_weapon, c);
    if (d->nerrors) c->catalog.nweapons = before;
    for (int i = before; i < c->catalog.nweapons; i++) c->catalog.weapon[i].special = 1;
}

rf_status rf_content_add_weapons(rf_content *c, const char *path, rf_error *err)
{
    rf_error_clear(err);
    if (!c || !path) return rf_fail(err, RF_E_ARG, path, 0, 0, "", "no content or no path");
    return load_file(path, weapon_root_keys, extra_weapons_body, c, err);
}

/* ---- Supply bin cards (supply_bins.json) ---- */

static const char *const bins_root_keys[] = { "about", "cards", NULL };
static const char *const bin_keys[] = { "id", "draw", "source", "note", NULL };
static const char *const draw_keys[] = { "common", "rare", "epic", "legendary", NULL };

static void read_draw(ju_doc *d, const json_t *v, const char *path, rf_bin_card *b)
{
    char p[JU_PATH_LEN];
    const json_t *obj = ju_get_object(d, v, path, "draw", true);
    if (!obj) return;
    ju_path_key(p, sizeof p, path, "draw");
    ju_check_keys(d, obj, p, draw_keys);
    int total = 0;
    for (int r = RF_COMMON; r <= RF_EPIC; r++) {
        int n = 0;
        ju_get_int(d, obj, p, rarity_names[r], false, 0, 4, &n);
        b->draw[r] = (uint8_t)n;
        total += n;
    }
    if (json_object_get(obj, "legendary")) {
        char lp[JU_PATH_LEN];
        ju_path_key(lp, sizeof lp, p, "legendary");
        ju_error(d, lp, "legendary tokens are never in a bag (rule LOOT-6)");
    } else if (total == 0) {
        ju_error(d, p, "a supply bin card draws at least 1 loot token (rule INTERACT-4)");
    }
}

static void read_bin(ju_doc *d, const json_t *v, const char *path, rf_content *c)
{
    rf_catalog *cat = &c->catalog;
    rf_bin_card b;
    char p[JU_PATH_LEN];
    memset(&b, 0, sizeof b);
    int before = d->nerrors;
    ju_check_keys(d, v, path, bin_keys);
    if (!json_is_object(v)) return;
    ju_path_key(p, sizeof p, path, "id");
    if (ju_get_string(d, v, path, "id", true, b.id, sizeof b.id) == 1)
        for (int i = 0; i < cat->nbins; i++)
            if (strcmp(cat->bin[i].id, b.id) == 0)
                ju_error(d, p, "supply bin card '%s' is defined twice", b.id);
    read_draw(d, v, path, &b);
    ju_read_source(d, v, path, "source");
    read_note(d, v, path);
    if (d->nerrors == before) cat->bin[cat->nbins++] = b;
}

static void bins_body(ju_doc *d, rf_content *c)
{
    read_entries(d, "cards", RF_MAX_BIN_CARDS, read_bin, c);
    if (d->nerrors == 0)
        check_total(d, "cards", c->catalog.nbins, 18, "supply bin cards", "COMP-5");
}

rf_status rf_bins_load(const char *path, rf_content *c, rf_error *err)
{
    c->catalog.nbins = 0;
    return load_file(path, bins_root_keys, bins_body, c, err);
}

/* ---- Fully kitted weapon cards (fully_kitted.json) ---- */

/* GUNRUN-1, CHAMP-5, DATA-GAPS 4.2: the 16 fronts FK-W-1 … FK-W-16 (each
 * printed with a red and a blue back), weapons.json's fields without
 * "count", every attachment slot printed (ATTACH-7). Appended to the
 * catalog's weapons with `kitted` set, so the rules use them like any card. */
static const char *const kitted_root_keys[] = { "about", "weapons", NULL };
static const char *const kitted_keys[] = { "id", "name", "type", "ammo", "ammo_init", "range",
                                           "threshold", "rate", "damage", "head", "stability",
                                           "recoil", "slots", "source", "note", NULL };

static void read_kitted_identity(ju_doc *d, const json_t *v, const char *path,
                                 const rf_catalog *cat, rf_weapon_def *w, int index)
{
    char p[JU_PATH_LEN], want[24];
    ju_path_key(p, sizeof p, path, "id");
    snprintf(want, sizeof want, "FK-W-%d", index + 1);
    if (ju_get_string(d, v, path, "id", true, w->id, sizeof w->id) == 1 && strcmp(w->id, want))
        ju_error(d, p, "expected '%s': the cards are FK-W-1 ... FK-W-16 in order (GUNRUN-1)",
                 want);
    ju_get_string(d, v, path, "name", true, w->name, sizeof w->name);
    for (int i = 0; i < cat->nweapons; i++)        /* the basic cards may share a name */
        if (cat->weapon[i].kitted && strcmp(cat->weapon[i].name, w->name) == 0)
            ju_error(d, p, "fully kitted weapon '%s' is defined twice", w->name);
    int t = read_name(d, v, path, "type", true, weapon_types, (int)LEN(weapon_types),
                      "weapon type");
    if (t >= 0) snprintf(w->type, sizeof w->type, "%s", weapon_types[t]);
    int ammo = read_ammo(d, v, path, "ammo", true);
    w->ammo = (uint8_t)(ammo >= 0 ? ammo : 0);
    ju_read_source(d, v, path, "source");
    read_note(d, v, path);
}


static void read_kitted(ju_doc *d, const json_t *v, const char *path, rf_content *c, int index)
{
    rf_catalog *cat = &c->catalog;
    rf_weapon_def w;
    char p[JU_PATH_LEN];
    memset(&w, 0, sizeof w);
    int before = d->nerrors;
    ju_check_keys(d, v, path, kitted_keys);
    if (!json_is_object(v)) return;
    read_kitted_identity(d, v, path, cat, &w, index);
    read_card_numbers(d, v, path, &w);
    read_weapon_slots(d, v, path, cat, &w);
    ju_path_key(p, sizeof p, path, "slots");
    for (int i = 0; i < w.nslots && d->nerrors == before; i++)
        if (w.slot[i].printed < 0)
            ju_error(d, p, "slot %d has no printed attachment: a fully kitted card has one in "
                     "every slot (ATTACH-7, DATA-GAPS 4.2)", i);
    if (d->nerrors == before) check_shot_on_board(d, path, cat, &w);
    w.kitted = 1;
    if (d->nerrors == before && cat->nweapons < RF_MAX_WEAPON_DEFS) cat->weapon[cat->nweapons++] = w;
}

static void kitted_body(ju_doc *d, rf_content *c)
{
    char p[JU_PATH_LEN];
    const json_t *arr = ju_get_array(d, d->root, "", "weapons", true, RF_KITTED_CARDS,
                                     RF_KITTED_CARDS);                       /* GUNRUN-1 */
    size_t i;
    const json_t *e;
    json_array_foreach(arr, i, e) {
        ju_path_index(p, sizeof p, "weapons", i);
        read_kitted(d, e, p, c, (int)i);
    }
    if (d->nerrors == 0 && strcmp(c->catalog.weapon[c->catalog.nweapons - 1].name,
                                  "Throwing Knife") != 0)
        ju_error(d, "weapons[15].name", "FK-W-16 is the Throwing Knife (rule CHAMP-5)");
}

rf_status rf_kitted_load(const char *path, rf_content *c, rf_error *err)
{
    int n = 0;                         /* reloading: drop the kitted cards loaded before */
    for (int i = 0; i < c->catalog.nweapons; i++)
        if (!c->catalog.weapon[i].kitted) c->catalog.weapon[n++] = c->catalog.weapon[i];
    c->catalog.nweapons = n;
    return load_file(path, kitted_root_keys, kitted_body, c, err);
}

int rf_kitted_first(const rf_catalog *cat)
{
    for (int i = 0; i < cat->nweapons; i++)
        if (cat->weapon[i].kitted) return i;
    return -1;
}
