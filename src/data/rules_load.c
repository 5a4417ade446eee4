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
#include "data/ju_fields.h"
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
    for (int i = 0; i < RF_AMMO_COUNT; i++) names[i] = catalog_ammo_name(i);
    return read_name(d, v, path, key, required, names, RF_AMMO_COUNT, "ammo type");
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

static void icons_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                        void *rec, void *ctx)
{
    (void)f, (void)ctx;
    ((rf_aim_card *)rec)->icons = read_icons(d, v, path);
}

/* The finishing pass: "none" (the name after GEO_NW) is no arrow, -1. */
static void finish_aim_card(ju_doc *d, const json_t *v, const char *path, void *rec,
                            void *ctx, bool clean)
{
    (void)d, (void)v, (void)path, (void)ctx, (void)clean;
    rf_aim_card *a = rec;
    if (a->arrow >= GEO_NDIRS) a->arrow = -1;
}

/* An Aim card (AIM-1): its value, icons and grenade arrow (GRENADE-4). */
static const ju_field aim_card_fields[] = {
    JU_INT_("value", true, rf_aim_card, value, 0, 100, "AIM-1"),
    JU_CUSTOM_("icons", true, icons_field, "AIM-1"),
    JU_NAME_("arrow", true, rf_aim_card, arrow, arrow_names, (int)LEN(arrow_names),
             "grenade arrow", "GRENADE-4"),
    JU_SOURCE_("source"),
    JU_TEXT_("note", false, 400),
    JU_END,
};
static const ju_record aim_card_record = { "Aim card", aim_card_fields, finish_aim_card };

static void read_aim_cards(ju_doc *d, rf_catalog *cat)
{
    const json_t *arr = ju_get_array(d, d->root, "", "cards", true, 0, 64);
    if (!arr) return;
    if (json_array_size(arr) != RF_AIM_DECK) {
        ju_error(d, "cards", "the Aim deck has %zu cards; it must have %d (rule AIM-1)",
                 json_array_size(arr), RF_AIM_DECK);
        return;
    }
    for (int i = 0; i < RF_AIM_DECK; i++) cat->aim[i].arrow = -1;   /* until read */
    ju_read_records(d, arr, "cards", &aim_card_record, cat->aim, sizeof *cat->aim, NULL);
}

/* A slot of the Aim board as read, and the board it goes on. */
typedef struct aim_slot { int8_t slot, mod; } aim_slot;
typedef struct board_ctx { rf_aim_board *b; int i; } board_ctx;

/* The finishing pass of slot i: slots run left to right without gaps,
 * each worth no more than the one to its left (AIM-2), slot 0 worth 0
 * (AIM-18); the slot goes on the board. */
static void finish_board_slot(ju_doc *d, const json_t *v, const char *path, void *rec,
                              void *ctx, bool clean)
{
    (void)v;
    const aim_slot *s = rec;
    board_ctx *cx = ctx;
    rf_aim_board *b = cx->b;
    int i = cx->i++;
    char p[JU_PATH_LEN];
    if (!clean) return;
    if (i == 0) b->min_slot = s->slot;
    ju_path_key(p, sizeof p, path, "slot");
    if (s->slot != b->min_slot + i)
        ju_error(d, p, "expected slot %d: slots run from left to right without gaps",
                 b->min_slot + i);
    ju_path_key(p, sizeof p, path, "mod");
    if (i > 0 && s->mod > b->mod[i - 1])
        ju_error(d, p, "%+d is more than the slot to its left (%+d): cards get harder to the "
                       "right (rule AIM-2)", s->mod, b->mod[i - 1]);
    if (s->slot == 0 && s->mod != 0)
        ju_error(d, p, "slot 0 is the unmodified start (rule AIM-18)");
    b->mod[i] = s->mod;
    b->max_slot = s->slot;
}

static const ju_field board_slot_fields[] = {
    JU_INT_("slot", true, aim_slot, slot, -RF_AIM_MAX_SLOTS, RF_AIM_MAX_SLOTS, "AIM-18"),
    JU_INT_("mod", true, aim_slot, mod, -50, 50, "AIM-2"),
    JU_SOURCE_("source"),
    JU_END,
};
static const ju_record board_slot_record = { "Aim board slot", board_slot_fields,
                                             finish_board_slot };

static void slots_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                        void *rec, void *ctx)
{
    (void)f, (void)ctx;
    char p[JU_PATH_LEN];
    board_ctx cx = { rec, 0 };
    aim_slot s = { 0, 0 };
    const json_t *arr = ju_get_array(d, v, path, "slots", true, 1, RF_AIM_MAX_SLOTS);
    ju_path_key(p, sizeof p, path, "slots");
    if (arr) ju_read_records(d, arr, p, &board_slot_record, &s, 0, &cx);
}

/* The finishing pass: the board reaches slots -3 to +3 (AIM-4, AIM-18). */
static void finish_board(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                         bool clean)
{
    (void)v, (void)path, (void)ctx;
    const rf_aim_board *b = rec;
    if (clean && (b->min_slot > RF_AIM_MIN_SLOT || b->max_slot < 3))
        ju_error(d, "board.slots", "the board runs from slot %d to %+d; it must reach at "
                 "least slots -3 to +3 (rules AIM-4, AIM-18)", b->min_slot, b->max_slot);
}

/* The Aim board (AIM-2, AIM-18). */
static const ju_field board_fields[] = {
    JU_CUSTOM_("slots", true, slots_field, "AIM-18"),
    JU_TEXT_("note", false, 400),
    JU_END,
};
static const ju_record board_record = { "Aim board", board_fields, finish_board };

static void read_board(ju_doc *d, rf_catalog *cat)
{
    const json_t *obj = ju_get_object(d, d->root, "", "board", true);
    if (obj) ju_read_record(d, obj, "board", &board_record, &cat->aim_board, NULL);
}

static void aim_body(ju_doc *d, rf_content *c)
{
    read_aim_cards(d, &c->catalog);
    read_board(d, &c->catalog);
}

rf_status content_load_aim(const char *path, rf_content *c, rf_error *err)
{
    memset(c->catalog.aim, 0, sizeof c->catalog.aim);
    memset(&c->catalog.aim_board, 0, sizeof c->catalog.aim_board);
    return load_file(path, aim_root_keys, aim_body, c, err);
}

/* ---- Loot kinds (loot.json) ---- */

static const char *const loot_root_keys[] = { "about", "loot", NULL };
static const char *const loot_family_names[] = { "helmet", "body_shield", "knockdown",
                                                 "attachment", "grenade", "consumable",
                                                 "crafting" };
static const char *const consumable_names[] = { "", "health", "shield", "both", "accelerant" };

#define FAM(f) (1u << (f))
#define ATT(a) (1u << (a))

/* Which kinds of token have a field: FAM() bits of the loot families, and
 * for attachments ATT() bits of the attachment families (0: any). A field
 * of another kind of token is refused. */
typedef struct loot_kinds { unsigned families, attach; } loot_kinds;

static const loot_kinds of_helmet = { FAM(RF_LOOT_HELMET), 0 };
static const loot_kinds of_body_shield = { FAM(RF_LOOT_BODY_SHIELD), 0 };
static const loot_kinds of_knockdown = { FAM(RF_LOOT_KNOCKDOWN), 0 };
static const loot_kinds of_shields = { FAM(RF_LOOT_BODY_SHIELD) | FAM(RF_LOOT_KNOCKDOWN), 0 };
static const loot_kinds of_attachment = { FAM(RF_LOOT_ATTACHMENT), 0 };
static const loot_kinds of_stabilizer = { FAM(RF_LOOT_ATTACHMENT), ATT(RF_ATT_STABILIZER) };
static const loot_kinds of_rate = { FAM(RF_LOOT_ATTACHMENT),
                                    ATT(RF_ATT_MAGAZINE) | ATT(RF_ATT_BOLT) };
static const loot_kinds of_optic = { FAM(RF_LOOT_ATTACHMENT), ATT(RF_ATT_OPTIC) };
static const loot_kinds of_stock = { FAM(RF_LOOT_ATTACHMENT),
                                     ATT(RF_ATT_STOCK) | ATT(RF_ATT_SNIPER_STOCK) };
static const loot_kinds of_grenade = { FAM(RF_LOOT_GRENADE), 0 };
static const loot_kinds of_consumable = { FAM(RF_LOOT_CONSUMABLE), 0 };

#define LOOT_UNREAD UINT8_MAX   /* a family or an attachment family not (yet) read */

/* Does the token k have field f? A field of another kind is an error; none
 * is recorded while the token's kind is unknown (its own error names it). */
static bool loot_has(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                     const rf_loot_def *k)
{
    const loot_kinds *w = f->arg;
    char p[JU_PATH_LEN];
    if (k->family == LOOT_UNREAD) return false;
    bool attachment = k->family == RF_LOOT_ATTACHMENT;
    if (attachment && w->attach && k->attach == LOOT_UNREAD) return false;
    if ((w->families & FAM(k->family)) && (!w->attach || (w->attach & ATT(k->attach))))
        return true;
    if (json_object_get(v, f->key)) {
        ju_path_key(p, sizeof p, path, f->key);
        ju_error(d, p, "'%s' is not a field of %s tokens", f->key,
                 attachment && k->attach != LOOT_UNREAD ? attach_names[k->attach]
                                                         : loot_family_names[k->family]);
    }
    return false;
}

/* A number of the kinds f->arg names, in [f->min, f->max], kept where the
 * entry says. */
static void loot_number(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                        void *rec, void *ctx)
{
    (void)ctx;
    int x = 0;
    if (loot_has(d, v, path, f, rec) &&
        ju_get_int(d, v, path, f->key, f->required, f->min, f->max, &x) == 1)
        ju_store_int(rec, f, x);
}

static void double_sided_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                               void *rec, void *ctx)
{
    (void)ctx;
    rf_loot_def *k = rec;
    bool two = false;
    if (loot_has(d, v, path, f, k) && ju_get_bool(d, v, path, f->key, false, &two) == 1)
        k->double_sided = two;
}

/* "attach": read before the fields it decides. */
static void attach_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                         void *rec, void *ctx)
{
    (void)ctx;
    rf_loot_def *k = rec;
    if (!loot_has(d, v, path, f, k)) return;
    int a = read_name(d, v, path, "attach", true, attach_names, RF_ATT_COUNT,
                      "attachment family");
    k->attach = (uint8_t)(a > 0 ? a : LOOT_UNREAD);
}

static void attach_ammo_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                              void *rec, void *ctx)
{
    (void)ctx;
    rf_loot_def *k = rec;
    if (!loot_has(d, v, path, f, k)) return;
    int ammo = read_ammo(d, v, path, "ammo", false);
    k->attach_ammo = (int8_t)(ammo >= 0 ? ammo : -1);
}

static void attach_nodes_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                               void *rec, void *ctx)
{
    (void)ctx;
    rf_loot_def *k = rec;
    if (loot_has(d, v, path, f, k)) k->attach_nodes = read_nodes(d, v, path);
}

static void optic_range_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                              void *rec, void *ctx)
{
    (void)ctx;
    rf_loot_def *k = rec;
    if (loot_has(d, v, path, f, k))
        read_range(d, v, path, "optic_range", 20, true, &k->optic_lo, &k->optic_hi);
}

static void template_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                           void *rec, void *ctx)
{
    const rf_content *c = ctx;
    rf_loot_def *k = rec;
    char p[JU_PATH_LEN];
    if (!loot_has(d, v, path, f, k)) return;
    ju_path_key(p, sizeof p, path, "template");
    if (ju_get_string(d, v, path, "template", true, k->template_id, sizeof k->template_id) ==
            1 && !content_template(c, k->template_id))
        ju_error(d, p, "unknown template '%s' (see templates.json; rule GRENADE-7)",
                 k->template_id);
}

static void throw_range_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                              void *rec, void *ctx)
{
    (void)ctx;
    rf_loot_def *k = rec;
    uint8_t lo = 0, hi = 0;
    if (loot_has(d, v, path, f, k) &&
        read_range(d, v, path, "throw_range", 20, false, &lo, &hi)) {
        k->throw_lo = lo;
        k->throw_hi = hi;
    }
}

static void consumable_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                             void *rec, void *ctx)
{
    (void)ctx;
    rf_loot_def *k = rec;
    if (!loot_has(d, v, path, f, k)) return;
    int t = read_name(d, v, path, "consumable", true, consumable_names,
                      (int)LEN(consumable_names), "consumable effect");
    if (t > 0) k->consumable = (uint8_t)t;
}

static bool loot_id_ok(const char *s)
{
    for (; *s; s++)
        if (!(islower((unsigned char)*s) || isdigit((unsigned char)*s) || *s == '_')) return false;
    return true;
}

/* "id": a-z, 0-9 and '_', each kind once. */
static void loot_id_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                          void *rec, void *ctx)
{
    (void)f;
    rf_loot_def *k = rec;
    const rf_content *c = ctx;
    char p[JU_PATH_LEN];
    ju_path_key(p, sizeof p, path, "id");
    if (ju_get_string(d, v, path, "id", true, k->id, sizeof k->id) != 1) return;
    if (!loot_id_ok(k->id))
        ju_error(d, p, "id '%s' may only hold a-z, 0-9 and '_'", k->id);
    else if (catalog_loot(&c->catalog, k->id) >= 0)
        ju_error(d, p, "loot kind '%s' is defined twice", k->id);
}

/* CONSUM-3 … CONSUM-8: the type says which amounts a token has. */
static void check_consumable(ju_doc *d, const char *path, const rf_loot_def *k)
{
    int t = k->consumable;
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
static void check_gear(ju_doc *d, const char *path, const rf_loot_def *k)
{
    char p[JU_PATH_LEN];
    bool gear = k->family <= RF_LOOT_KNOCKDOWN;
    ju_path_key(p, sizeof p, path, "starting");
    if (k->starting && (!gear || k->rarity != RF_COMMON))
        ju_error(d, p, "only common gear is starting gear (rule GEAR-2)");
    if (!gear || k->family == RF_LOOT_HELMET) return;
    if (k->double_sided != (k->rarity != RF_COMMON))
        ju_error(d, path, "body and knockdown shields are double-sided exactly when they are "
                          "not common (rule GEAR-4)");
}

/* The finishing pass: what a consumable's type asks (CONSUM), which gear
 * starts and which is double-sided (GEAR-2, GEAR-4); a whole token goes to
 * the catalog. Nothing is checked while the token's kind is unknown. */
static void finish_loot(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                        bool clean)
{
    (void)v;
    rf_loot_def *k = rec;
    rf_catalog *cat = &((rf_content *)ctx)->catalog;
    int before = d->nerrors;
    if (k->family == LOOT_UNREAD) return;
    if (k->family == RF_LOOT_ATTACHMENT && k->attach == LOOT_UNREAD) return;
    if (k->family == RF_LOOT_CONSUMABLE && k->consumable) check_consumable(d, path, k);
    check_gear(d, path, k);
    if (clean && d->nerrors == before) cat->loot[cat->nloot++] = *k;
}

#define LOOT_NUM(key, kinds, req, lo, hi, member, rule) \
    JU_CUSTOM_AT_(key, req, loot_number, rf_loot_def, member, lo, hi, &kinds, rule)
#define LOOT_OTHER(key, kinds, req, fn, rule) JU_CUSTOM_ARG_(key, req, fn, &kinds, rule)

/* A loot token (LOOT, GEAR, ATTACH, GRENADE, CONSUM): the fields every
 * token has, then those of its kind, in the order they are read (the
 * family and the attachment family first: they decide the others). */
static const ju_field loot_fields[] = {
    JU_CUSTOM_("id", true, loot_id_field, NULL),
    JU_STR_("name", true, rf_loot_def, name, NULL),
    JU_NAME_("family", true, rf_loot_def, family, loot_family_names,
             (int)LEN(loot_family_names), "loot family", "LOOT-2"),
    JU_NAME_("rarity", true, rf_loot_def, rarity, rarity_names, RF_RARITY_COUNT, "rarity",
             "LOOT-1"),
    JU_BOOL_("starting", false, rf_loot_def, starting, "GEAR-2"),
    JU_INT_("count", true, rf_loot_def, count, 0, 99, "COMP-7"),
    LOOT_OTHER("attach", of_attachment, true, attach_field, "ATTACH-2"),
    LOOT_NUM("helmet_value", of_helmet, true, 0, 100, helmet_value, "GEAR-7"),
    LOOT_NUM("helmet_count", of_helmet, true, 0, RF_AIM_DECK, helmet_count, "GEAR-7"),
    LOOT_NUM("shield_limit", of_body_shield, true, 1, 100, shield_limit, "GEAR-8"),
    LOOT_NUM("shield_restore", of_body_shield, true, 0, 100, shield_restore, "GEAR-8"),
    LOOT_NUM("knockdown_prevent", of_knockdown, true, 0, 100, knockdown_prevent, "GEAR-11"),
    LOOT_NUM("ring_cap", of_knockdown, false, 1, 100, ring_cap, "GEAR-11"),
    LOOT_OTHER("double_sided", of_shields, false, double_sided_field, "GEAR-4"),
    LOOT_OTHER("ammo", of_attachment, false, attach_ammo_field, "ATTACH-3"),
    LOOT_OTHER("nodes", of_attachment, false, attach_nodes_field, "ATTACH-3"),
    LOOT_NUM("stability", of_stabilizer, true, 1, 3, stability, "ATTACH-8"),
    LOOT_NUM("rate_bonus", of_rate, true, 1, 3, rate_bonus, "ATTACH-9"),
    LOOT_OTHER("optic_range", of_optic, true, optic_range_field, "ATTACH-11"),
    LOOT_NUM("optic_mod", of_optic, true, -50, -1, optic_mod, "ATTACH-11"),
    LOOT_NUM("stock_bonus", of_stock, true, 1, 20, stock_bonus, "ATTACH-12"),
    LOOT_OTHER("template", of_grenade, true, template_field, "GRENADE-7"),
    LOOT_OTHER("throw_range", of_grenade, true, throw_range_field, "GRENADE-9"),
    LOOT_NUM("drift_cards", of_grenade, true, 0, RF_AIM_DECK, drift_cards, "GRENADE-10"),
    LOOT_OTHER("consumable", of_consumable, true, consumable_field, "CONSUM-1"),
    LOOT_NUM("restore_health", of_consumable, false, 1, 100, restore_health, "CONSUM-2"),
    LOOT_NUM("restore_shield", of_consumable, false, 1, 100, restore_shield, "CONSUM-2"),
    LOOT_NUM("cooldown_reduce", of_consumable, false, 1, 10, cooldown_reduce, "CONSUM-8"),
    JU_SOURCE_("source"),
    JU_TEXT_("note", false, 400),
    JU_END,
};
static const ju_record loot_record = { "loot token", loot_fields, finish_loot };

static void read_loot(ju_doc *d, const json_t *v, const char *path, rf_content *c)
{
    rf_loot_def k;
    memset(&k, 0, sizeof k);
    k.family = LOOT_UNREAD;
    k.attach_ammo = -1;
    ju_read_record(d, v, path, &loot_record, &k, c);
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

rf_status content_load_loot(const char *path, rf_content *c, rf_error *err)
{
    c->catalog.nloot = 0;
    return load_file(path, loot_root_keys, loot_body, c, err);
}

/* ---- Weapon cards (weapons.json) ---- */

static const char *const weapon_root_keys[] = { "about", "weapons", NULL };
static const char *const weapon_types[] = { "Assault Rifle", "SMG", "LMG", "Marksman",
                                            "Sniper", "Shotgun", "Pistol",
                                            "Knife" /* FK-W-16, fully_kitted.json */ };

/* What a weapon record is read against: the catalog so far and, for a
 * fully kitted card, its place FK-W-(index + 1). */
typedef struct weapon_ctx { rf_catalog *cat; int index; } weapon_ctx;

/* "N" (N×1) or "AxB" (AIM-3), each 1..9. */
static bool parse_rate(const char *s, int *a, int *b)
{
    if (!parse_num(&s, 9, a)) return false;
    *b = 1;
    if (*s == '\0') return true;
    if (*s++ != 'x' || !parse_num(&s, 9, b)) return false;
    return *s == '\0';
}

static void rate_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                       void *rec, void *ctx)
{
    (void)f, (void)ctx;
    rf_weapon_def *w = rec;
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

static void range_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                        void *rec, void *ctx)
{
    (void)f, (void)ctx;
    rf_weapon_def *w = rec;
    read_range(d, v, path, "range", 20, false, &w->range_lo, &w->range_hi);
}

/* "type": one of weapon_types, kept as its words. */
static void type_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                       void *rec, void *ctx)
{
    (void)f, (void)ctx;
    rf_weapon_def *w = rec;
    int t = read_name(d, v, path, "type", true, weapon_types, (int)LEN(weapon_types),
                      "weapon type");
    if (t >= 0) snprintf(w->type, sizeof w->type, "%s", weapon_types[t]);
}

static void weapon_ammo_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                              void *rec, void *ctx)
{
    (void)f, (void)ctx;
    int ammo = read_ammo(d, v, path, "ammo", true);
    ((rf_weapon_def *)rec)->ammo = (uint8_t)(ammo >= 0 ? ammo : 0);
}

/* A printed attachment (ATTACH-7) must be a loot kind that fits its slot
 * (ATTACH-2, ATTACH-3); read after the slot's family, ammo and nodes. */
static void printed_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                          void *rec, void *ctx)
{
    (void)f;
    rf_weapon_slot_def *s = rec;
    const weapon_ctx *cx = ctx;
    char id[32], p[JU_PATH_LEN];
    if (!s->family) return;                                /* its family was refused */
    if (ju_get_string(d, v, path, "printed", false, id, sizeof id) != 1) return;
    ju_path_key(p, sizeof p, path, "printed");
    int k = catalog_loot(cx->cat, id);
    if (k < 0) {
        ju_error(d, p, "unknown loot kind '%s' (see loot.json)", id);
        return;
    }
    const rf_loot_def *a = &cx->cat->loot[k];
    if (a->family != RF_LOOT_ATTACHMENT || a->attach != s->family)
        ju_error(d, p, "'%s' is not a %s attachment (rule ATTACH-2)", id,
                 attach_names[s->family]);
    else if (s->ammo >= 0 && a->attach_ammo != s->ammo)
        ju_error(d, p, "'%s' lacks the slot's %s ammo symbol (rule ATTACH-3)", id,
                 catalog_ammo_name(s->ammo));
    else if (s->nodes && !(s->nodes & a->attach_nodes))
        ju_error(d, p, "'%s' matches no white node of the slot (rule ATTACH-3)", id);
    else
        s->printed = (int16_t)k;
}

static void slot_ammo_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                            void *rec, void *ctx)
{
    (void)f, (void)ctx;
    int ammo = read_ammo(d, v, path, "ammo", false);
    ((rf_weapon_slot_def *)rec)->ammo = (int8_t)(ammo >= 0 ? ammo : -1);
}

static void slot_nodes_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                             void *rec, void *ctx)
{
    (void)f, (void)ctx;
    ((rf_weapon_slot_def *)rec)->nodes = read_nodes(d, v, path);
}

/* An attachment slot (ATTACH-2, ATTACH-3) and its printed attachment. */
static const ju_field weapon_slot_fields[] = {
    JU_NAME_("family", true, rf_weapon_slot_def, family, attach_names, RF_ATT_COUNT,
             "attachment family", "ATTACH-2"),
    JU_CUSTOM_("ammo", false, slot_ammo_field, "ATTACH-3"),
    JU_CUSTOM_("nodes", false, slot_nodes_field, "ATTACH-3"),
    JU_CUSTOM_("printed", false, printed_field, "ATTACH-7"),
    JU_END,
};
static const ju_record weapon_slot_record = { "attachment slot", weapon_slot_fields, NULL };

/* "slots": each slot read, then kept unless its family was refused; one
 * slot a family. */
static void slots_of_weapon(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                            void *rec, void *ctx)
{
    (void)f;
    rf_weapon_def *w = rec;
    char p[JU_PATH_LEN], ep[JU_PATH_LEN];
    const json_t *arr = ju_get_array(d, v, path, "slots", true, 0, RF_MAX_WEAPON_SLOTS);
    ju_path_key(p, sizeof p, path, "slots");
    size_t i;
    const json_t *e;
    json_array_foreach(arr, i, e) {
        rf_weapon_slot_def s = { 0, -1, 0, -1 };
        ju_path_index(ep, sizeof ep, p, i);
        ju_read_record(d, e, ep, &weapon_slot_record, &s, ctx);
        if (!s.family) continue;
        char fp[JU_PATH_LEN];
        ju_path_key(fp, sizeof fp, ep, "family");
        for (int k = 0; k < w->nslots; k++)
            if (w->slot[k].family == s.family)
                ju_error(d, fp, "the weapon has two %s slots", attach_names[s.family]);
        w->slot[w->nslots++] = s;
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

static bool weapon_id_taken(const rf_catalog *cat, const char *id, const char *name)
{
    for (int i = 0; i < cat->nweapons; i++)
        if (strcmp(cat->weapon[i].id, id) == 0 || strcmp(cat->weapon[i].name, name) == 0)
            return true;
    return false;
}

/* The finishing pass of a basic (or special) weapon card: each card once,
 * its shots on the board; a whole card goes to the catalog. */
static void finish_weapon(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                          bool clean)
{
    (void)v;
    const rf_weapon_def *w = rec;
    rf_catalog *cat = ((weapon_ctx *)ctx)->cat;
    char p[JU_PATH_LEN];
    ju_path_key(p, sizeof p, path, "id");
    if (w->id[0] && w->name[0] && weapon_id_taken(cat, w->id, w->name)) {
        ju_error(d, p, "weapon '%s' (%s) is defined twice", w->id, w->name);
        return;
    }
    if (!clean) return;
    int before = d->nerrors;
    check_shot_on_board(d, path, cat, w);
    if (d->nerrors == before) cat->weapon[cat->nweapons++] = *w;
}

/* The numbers printed on any weapon card (WEAPON-9): ammo, threshold,
 * damage, headshot, stability, recoil, range and fire rate, basic and
 * fully kitted cards alike. */
#define WEAPON_CARD_FIELDS                                                                   \
    JU_STR_("name", true, rf_weapon_def, name, "WEAPON-9"),                                 \
    JU_CUSTOM_("type", true, type_field, "WEAPON-9"),                                       \
    JU_CUSTOM_("ammo", true, weapon_ammo_field, "WEAPON-16"),                               \
    JU_INT_("ammo_init", true, rf_weapon_def, ammo_init, 1, 5, "WEAPON-2"),                 \
    JU_CUSTOM_("range", true, range_field, "WEAPON-10"),                                    \
    JU_INT_("threshold", true, rf_weapon_def, threshold, 5, 100, "WEAPON-11"),              \
    JU_CUSTOM_("rate", true, rate_field, "AIM-3"),                                          \
    JU_INT_("damage", true, rf_weapon_def, damage, 1, 99, "WEAPON-12"),                     \
    JU_INT_("head", true, rf_weapon_def, head, 0, 99, "WEAPON-12"),                         \
    JU_INT_("stability", true, rf_weapon_def, stability, 0, 3, "AIM-4"),                    \
    JU_INT_("recoil", true, rf_weapon_def, recoil, 0, 3, "AIM-6"),                          \
    JU_CUSTOM_("slots", true, slots_of_weapon, "ATTACH-3"),                                 \
    JU_SOURCE_("source"),                                                                   \
    JU_TEXT_("note", false, 400)

/* A basic weapon card (WEAPON-9 … WEAPON-16); a special weapon card of
 * Supply Drops is one too. */
static const ju_field weapon_fields[] = {
    JU_STR_("id", true, rf_weapon_def, id, "WEAPON-9"),
    WEAPON_CARD_FIELDS,
    JU_INT_("count", true, rf_weapon_def, count, 1, 48, "COMP-5"),
    JU_CUSTOM_("modified", false, weapon_printed_modified, "WEAPON-13"),
    JU_CUSTOM_("passive", false, weapon_printed_passive, "WEAPON-14"),
    JU_CUSTOM_("action", false, weapon_printed_action, "WEAPON-15"),
    JU_END,
};
static const ju_record weapon_record = { "weapon card", weapon_fields, finish_weapon };

static void read_weapon(ju_doc *d, const json_t *v, const char *path, rf_content *c)
{
    rf_weapon_def w;
    weapon_ctx cx = { &c->catalog, 0 };
    memset(&w, 0, sizeof w);
    ju_read_record(d, v, path, &weapon_record, &w, &cx);
}

int content_weapon_read(ju_doc *d, const json_t *v, const char *path, rf_content *c)
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

rf_status content_load_weapons(const char *path, rf_content *c, rf_error *err)
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

rf_status content_add_weapons(rf_content *c, const char *path, rf_error *err)
{
    error_clear(err);
    if (!c || !path) return error_fail(err, RF_E_ARG, path, 0, 0, "", "no content or no path");
    return load_file(path, weapon_root_keys, extra_weapons_body, c, err);
}

/* ---- Supply bin cards (supply_bins.json) ---- */

static const char *const bins_root_keys[] = { "about", "cards", NULL };

/* "legendary": never in a bag (LOOT-6), so never drawn by a card. */
static void legendary_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                            void *rec, void *ctx)
{
    (void)f, (void)rec, (void)ctx;
    ju_forbid(d, v, path, "legendary", "legendary tokens are never in a bag (rule LOOT-6)");
}

/* The finishing pass: a card draws at least one token (INTERACT-4). */
static void finish_draw(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                        bool clean)
{
    (void)ctx, (void)clean;
    const rf_bin_card *b = rec;
    if (!json_object_get(v, "legendary") &&
        b->draw[RF_COMMON] + b->draw[RF_RARE] + b->draw[RF_EPIC] == 0)
        ju_error(d, path, "a supply bin card draws at least 1 loot token (rule INTERACT-4)");
}

/* What a card draws from each bag (INTERACT-4). */
static const ju_field draw_fields[] = {
    JU_INT_("common", false, rf_bin_card, draw[RF_COMMON], 0, 4, "INTERACT-4"),
    JU_INT_("rare", false, rf_bin_card, draw[RF_RARE], 0, 4, "INTERACT-4"),
    JU_INT_("epic", false, rf_bin_card, draw[RF_EPIC], 0, 4, "INTERACT-4"),
    JU_CUSTOM_("legendary", false, legendary_field, "LOOT-6"),
    JU_END,
};
static const ju_record draw_record = { "supply bin draw", draw_fields, finish_draw };

static void draw_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                       void *rec, void *ctx)
{
    (void)f, (void)ctx;
    char p[JU_PATH_LEN];
    const json_t *obj = ju_get_object(d, v, path, "draw", true);
    ju_path_key(p, sizeof p, path, "draw");
    if (obj) ju_read_record(d, obj, p, &draw_record, rec, NULL);
}

/* The finishing pass: each card once; a whole card goes to the catalog. */
static void finish_bin(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                       bool clean)
{
    (void)v;
    const rf_bin_card *b = rec;
    rf_catalog *cat = ctx;
    char p[JU_PATH_LEN];
    ju_path_key(p, sizeof p, path, "id");
    for (int i = 0; b->id[0] && i < cat->nbins; i++)
        if (strcmp(cat->bin[i].id, b->id) == 0) {
            ju_error(d, p, "supply bin card '%s' is defined twice", b->id);
            return;
        }
    if (clean) cat->bin[cat->nbins++] = *b;
}

/* A supply bin card (INTERACT-4, COMP-5). */
static const ju_field bin_fields[] = {
    JU_STR_("id", true, rf_bin_card, id, "COMP-5"),
    JU_CUSTOM_("draw", true, draw_field, "INTERACT-4"),
    JU_SOURCE_("source"),
    JU_TEXT_("note", false, 400),
    JU_END,
};
static const ju_record bin_record = { "supply bin card", bin_fields, finish_bin };

static void read_bin(ju_doc *d, const json_t *v, const char *path, rf_content *c)
{
    rf_bin_card b;
    memset(&b, 0, sizeof b);
    ju_read_record(d, v, path, &bin_record, &b, &c->catalog);
}

static void bins_body(ju_doc *d, rf_content *c)
{
    read_entries(d, "cards", RF_MAX_BIN_CARDS, read_bin, c);
    if (d->nerrors == 0)
        check_total(d, "cards", c->catalog.nbins, 18, "supply bin cards", "COMP-5");
}

rf_status content_load_bins(const char *path, rf_content *c, rf_error *err)
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

/* "id": FK-W-1 … FK-W-16 in order (GUNRUN-1). */
static void kitted_id_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                            void *rec, void *ctx)
{
    (void)f;
    rf_weapon_def *w = rec;
    char p[JU_PATH_LEN], want[24];
    ju_path_key(p, sizeof p, path, "id");
    snprintf(want, sizeof want, "FK-W-%d", ((const weapon_ctx *)ctx)->index + 1);
    if (ju_get_string(d, v, path, "id", true, w->id, sizeof w->id) == 1 && strcmp(w->id, want))
        ju_error(d, p, "expected '%s': the cards are FK-W-1 ... FK-W-16 in order (GUNRUN-1)",
                 want);
}

/* The finishing pass: each name once among the kitted cards (the basic
 * cards may share it), every slot printed (ATTACH-7), the shots on the
 * board; a whole card goes to the catalog, marked kitted. */
static void finish_kitted(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                          bool clean)
{
    (void)v;
    rf_weapon_def *w = rec;
    rf_catalog *cat = ((weapon_ctx *)ctx)->cat;
    char p[JU_PATH_LEN];
    int before = d->nerrors;
    ju_path_key(p, sizeof p, path, "id");
    for (int i = 0; i < cat->nweapons; i++)
        if (cat->weapon[i].kitted && strcmp(cat->weapon[i].name, w->name) == 0)
            ju_error(d, p, "fully kitted weapon '%s' is defined twice", w->name);
    if (!clean || d->nerrors != before) return;
    ju_path_key(p, sizeof p, path, "slots");
    for (int i = 0; i < w->nslots && d->nerrors == before; i++)
        if (w->slot[i].printed < 0)
            ju_error(d, p, "slot %d has no printed attachment: a fully kitted card has one in "
                     "every slot (ATTACH-7, DATA-GAPS 4.2)", i);
    if (d->nerrors == before) check_shot_on_board(d, path, cat, w);
    w->kitted = 1;
    if (d->nerrors == before && cat->nweapons < RF_MAX_WEAPON_DEFS) cat->weapon[cat->nweapons++] = *w;
}

/* A fully kitted weapon card: a weapon card's fields without "count". */
static const ju_field kitted_fields[] = {
    JU_CUSTOM_("id", true, kitted_id_field, "GUNRUN-1"),
    WEAPON_CARD_FIELDS,
    JU_END,
};
static const ju_record kitted_record = { "fully kitted weapon card", kitted_fields,
                                         finish_kitted };

static void kitted_body(ju_doc *d, rf_content *c)
{
    char p[JU_PATH_LEN];
    const json_t *arr = ju_get_array(d, d->root, "", "weapons", true, RF_KITTED_CARDS,
                                     RF_KITTED_CARDS);                       /* GUNRUN-1 */
    size_t i;
    const json_t *e;
    json_array_foreach(arr, i, e) {
        rf_weapon_def w;
        weapon_ctx cx = { &c->catalog, (int)i };
        memset(&w, 0, sizeof w);
        ju_path_index(p, sizeof p, "weapons", i);
        ju_read_record(d, e, p, &kitted_record, &w, &cx);
    }
    if (d->nerrors == 0 && strcmp(c->catalog.weapon[c->catalog.nweapons - 1].name,
                                  "Throwing Knife") != 0)
        ju_error(d, "weapons[15].name", "FK-W-16 is the Throwing Knife (rule CHAMP-5)");
}

rf_status content_load_kitted(const char *path, rf_content *c, rf_error *err)
{
    int n = 0;                         /* reloading: drop the kitted cards loaded before */
    for (int i = 0; i < c->catalog.nweapons; i++)
        if (!c->catalog.weapon[i].kitted) c->catalog.weapon[n++] = c->catalog.weapon[i];
    c->catalog.nweapons = n;
    return load_file(path, kitted_root_keys, kitted_body, c, err);
}

int catalog_kitted_first(const rf_catalog *cat)
{
    for (int i = 0; i < cat->nweapons; i++)
        if (cat->weapon[i].kitted) return i;
    return -1;
}
