/*
 * champ_load.c — data/champions.json → c->champ (rules/champ_data.h;
 * rules CHAMP-1 … CHAMP-21, DATA-GAPS 6.7, 6.9).
 *
 * What a loaded file guarantees: the numbers the rules print (CHAMP-1: 2
 * champions and 4 challengers; CHAMP-3: 2 and 4 VP; CHAMP-4: 2 death
 * boxes; CHAMP-7: 70/70; CHAMP-10: 4 weapons drawn, 2 kept, 3 feats kept;
 * CHAMP-12: 3 AP; CHAMP-14: 2 unlocks, 2 draws; CHAMP-15: 60/60); a Boss
 * side of 1 to 8 distinct printed items, each a grenade with a template or
 * a consumable of loot.json (CHAMP-16, EQUIP-3, EQUIP-4); exactly the 6
 * feat cards B-F-1 … B-F-6 in order (CHAMP-5), each with a top effect of
 * the top handlers and a bottom effect of the bottom ones (CHAMP-19,
 * CHAMP-20), with the right count of numbers in range and a text. Errors
 * name the file, line and field. Each record is read from a field table
 * (ju_fields.h).
 */
#include <stdio.h>
#include <string.h>

#include "data/json_util.h"
#include "data/ju_fields.h"
#include "data/loaders.h"
#include "data/printed_item.h"

static const char *const root_keys[] = { "about", "rules", "boss_board", "feats", NULL };

/* In the order of enum rf_champ_top / rf_champ_bottom, with how many
 * numbers each takes and their largest value. */
static const char *const top_names[RF_CTOP_COUNT] = {
    "move_grenade", "shoot_hit_bonus", "shoot_head_bonus", "move_shoot", "restore_shield",
    "unlock" };
static const int top_args[RF_CTOP_COUNT] = { 2, 1, 1, 1, 1, 1 };
static const int top_max[RF_CTOP_COUNT] = { 30, 10, 10, 6, 70, 8 };
static const char *const bottom_names[RF_CBOT_COUNT] = {
    "miss_per_range", "damage_cap", "lower_fire_rate", "ignore_headshots", "thorns",
    "hit_threshold" };
static const int bottom_args[RF_CBOT_COUNT] = { 1, 1, 1, 0, 1, 1 };
static const int bottom_max[RF_CBOT_COUNT] = { 6, 70, 6, 0, 20, 30 };

const char *rf_champ_effect_name(bool top, int handler)
{
    if (handler < 0 || handler >= (top ? RF_CTOP_COUNT : RF_CBOT_COUNT)) return "";
    return top ? top_names[handler] : bottom_names[handler];
}

typedef struct loader {
    const rf_content *c;
    rf_champ_content *ch;
} loader;

/* ---- The printed rules ---- */

/* A number the rules print: read as 0 … 255, refused unless it is the
 * rule's value (the entry's min), kept where the entry says. */
static void printed_number(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                           void *rec, void *ctx)
{
    (void)ctx;
    char p[JU_PATH_LEN];
    int x = 0;
    if (ju_get_int(d, v, path, f->key, true, 0, 255, &x) != 1) return;
    if (x != f->min) {
        ju_path_key(p, sizeof p, path, f->key);
        ju_error(d, p, "%s is %d (%s)", f->key, f->min, f->rule);
    }
    ju_store_int(rec, f, x);
}

#define RULE_NUM(k, value, rule) \
    JU_CUSTOM_AT_(#k, true, printed_number, rf_champ_rules, k, value, value, NULL, rule)

/* "rules": the numbers of each side. */
static const ju_field rules_fields[] = {
    JU_SOURCE_("source"),
    RULE_NUM(champions, 2, "CHAMP-1"), RULE_NUM(challengers, 4, "CHAMP-1"),
    RULE_NUM(shield, 70, "CHAMP-7"), RULE_NUM(health, 70, "CHAMP-7"),
    RULE_NUM(respawn_shield, 60, "CHAMP-15"), RULE_NUM(respawn_health, 60, "CHAMP-15"),
    RULE_NUM(ap, 3, "CHAMP-12"), RULE_NUM(death_boxes, 2, "CHAMP-4"),
    RULE_NUM(weapons_drawn, 4, "CHAMP-10"), RULE_NUM(weapons_kept, 2, "CHAMP-10"),
    RULE_NUM(feats_kept, 3, "CHAMP-10"), RULE_NUM(bin_unlocks, 2, "CHAMP-14"),
    RULE_NUM(bin_draws, 2, "CHAMP-14"), RULE_NUM(challengers_vp, 2, "CHAMP-3"),
    RULE_NUM(champions_vp, 4, "CHAMP-3"), RULE_NUM(lock_tokens, 12, "CHAMP-2"),
    JU_END,
};
static const ju_record rules_record = { "Champions rules", rules_fields, NULL };

/* ---- The Boss side of the board ---- */

/* CHAMP-16, EQUIP-3, EQUIP-4: a printed item is a grenade with its
 * template or a consumable, each once; the space is the ctx's next. */
static void item_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                       void *rec, void *ctx)
{
    (void)f, (void)rec;
    loader *ld = ctx;
    int i = ld->ch->nboss++;
    int k = ld_printed_item(d, ld->c, v, path, "CHAMP-16, EQUIP-3, EQUIP-4");
    if (k < 0) return;
    char p[JU_PATH_LEN];
    ju_path_key(p, sizeof p, path, "item");
    for (int j = 0; j < i; j++)
        if (ld->ch->boss_item[j] == k)
            ju_error(d, p, "'%s' is printed twice", ld->c->catalog.loot[k].id);
    ld->ch->boss_item[i] = (uint8_t)k;
}

static const ju_field space_fields[] = {
    JU_CUSTOM_("item", true, item_field, NULL),
    JU_SOURCE_("source"),
    JU_END,
};
static const ju_record space_record = { "Boss board space", space_fields, NULL };

static void spaces_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                         void *rec, void *ctx)
{
    (void)f, (void)rec;
    loader *ld = ctx;
    char p[JU_PATH_LEN];
    const json_t *spaces = ju_get_array(d, v, path, "spaces", true, 1, RF_CHAMP_BOSS_SPACES);
    ju_path_key(p, sizeof p, path, "spaces");
    if (spaces) ju_read_records(d, spaces, p, &space_record, ld, 0, ld);
    ld->ch->nboss = (uint8_t)(spaces ? json_array_size(spaces) : 0);
}

static const ju_field board_fields[] = {
    JU_CUSTOM_("spaces", true, spaces_field, "CHAMP-16"),
    JU_END,
};
static const ju_record board_record = { "Boss board", board_fields, NULL };

/* ---- The feat cards ---- */

/* "a": the effect's numbers, after its name (read first): as many as the
 * effect takes, each in its range; ctx says top or bottom. */
static void args_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                       void *rec, void *ctx)
{
    (void)f;
    rf_champ_effect *e = rec;
    bool top = *(const bool *)ctx;
    char p[JU_PATH_LEN], ip[JU_PATH_LEN];
    if (e->handler == UINT8_MAX) return;                  /* its name was refused */
    int want = top ? top_args[e->handler] : bottom_args[e->handler];
    int max = top ? top_max[e->handler] : bottom_max[e->handler];
    const char *name = top ? top_names[e->handler] : bottom_names[e->handler];
    const json_t *arr = ju_get_array(d, v, path, "a", true, (size_t)want, (size_t)want);
    ju_path_key(p, sizeof p, path, "a");
    for (int i = 0; arr && i < want; i++) {
        const json_t *x = json_array_get(arr, (size_t)i);
        ju_path_index(ip, sizeof ip, p, (size_t)i);
        if (!json_is_integer(x) || json_integer_value(x) < 1 || json_integer_value(x) > max) {
            ju_error(d, ip, "expected a whole number from 1 to %d for %s", max, name);
            continue;
        }
        e->a[i] = (int8_t)json_integer_value(x);
    }
}

/* A top effect (CHAMP-19) and a bottom one (CHAMP-20): {text, effect, a}. */
static const ju_field top_fields[] = {
    JU_STR_("text", true, rf_champ_effect, text, NULL),
    JU_NAME_("effect", true, rf_champ_effect, handler, top_names, RF_CTOP_COUNT,
             "top effect", "CHAMP-19"),
    JU_CUSTOM_("a", true, args_field, "CHAMP-19"),
    JU_END,
};
static const ju_field bottom_fields[] = {
    JU_STR_("text", true, rf_champ_effect, text, NULL),
    JU_NAME_("effect", true, rf_champ_effect, handler, bottom_names, RF_CBOT_COUNT,
             "bottom effect", "CHAMP-20"),
    JU_CUSTOM_("a", true, args_field, "CHAMP-20"),
    JU_END,
};
static const ju_record top_record = { "feat top effect", top_fields, NULL };
static const ju_record bottom_record = { "feat bottom effect", bottom_fields, NULL };

static void read_effect(ju_doc *d, const json_t *feat, const char *path, bool top,
                        rf_champ_effect *e)
{
    char p[JU_PATH_LEN];
    const char *key = top ? "top" : "bottom";
    const json_t *v = ju_get_object(d, feat, path, key, true);
    if (!v) return;
    ju_path_key(p, sizeof p, path, key);
    e->handler = UINT8_MAX;                               /* until its name is read */
    ju_read_record(d, v, p, top ? &top_record : &bottom_record, e, &top);
    if (e->handler == UINT8_MAX) e->handler = 0;
}

static void top_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                      void *rec, void *ctx)
{
    (void)f, (void)ctx;
    read_effect(d, v, path, true, &((rf_champ_feat *)rec)->top);
}

static void bottom_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                         void *rec, void *ctx)
{
    (void)f, (void)ctx;
    read_effect(d, v, path, false, &((rf_champ_feat *)rec)->bottom);
}

/* "id": B-F-1 … B-F-6 in order (CHAMP-5); ctx is the card's index. */
static void feat_id_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                          void *rec, void *ctx)
{
    (void)f;
    rf_champ_feat *feat = rec;
    char want[16], p[JU_PATH_LEN];
    snprintf(want, sizeof want, "B-F-%d", *(const int *)ctx + 1);
    if (ju_get_string(d, v, path, "id", true, feat->id, sizeof feat->id) == 1 &&
        strcmp(feat->id, want) != 0) {
        ju_path_key(p, sizeof p, path, "id");
        ju_error(d, p, "expected '%s': the deck is B-F-1 ... B-F-6 in order (CHAMP-5)", want);
    }
}

/* A feat card (CHAMP-5, CHAMP-19, CHAMP-20). */
static const ju_field feat_fields[] = {
    JU_CUSTOM_("id", true, feat_id_field, "CHAMP-5"),
    JU_STR_("name", true, rf_champ_feat, name, NULL),
    JU_TEXT_("name_pl", false, 48),
    JU_CUSTOM_("top", true, top_field, "CHAMP-19"),
    JU_CUSTOM_("bottom", true, bottom_field, "CHAMP-20"),
    JU_SOURCE_("source"),
    JU_END,
};
static const ju_record feat_record = { "feat card", feat_fields, NULL };

static void body(ju_doc *d, void *out)
{
    loader *ld = out;
    const json_t *r = ju_get_object(d, d->root, "", "rules", true);
    if (r) ju_read_record(d, r, "rules", &rules_record, &ld->ch->rules, NULL);
    const json_t *b = ju_get_object(d, d->root, "", "boss_board", true);
    if (b) ju_read_record(d, b, "boss_board", &board_record, ld, ld);
    const json_t *arr = ju_get_array(d, d->root, "", "feats", true, RF_CHAMP_FEATS,
                                     RF_CHAMP_FEATS);
    size_t i;
    const json_t *v;
    json_array_foreach(arr, i, v) {
        char p[JU_PATH_LEN];
        int index = (int)i;
        ju_path_index(p, sizeof p, "feats", i);
        ju_read_record(d, v, p, &feat_record, &ld->ch->feat[i], &index);
    }
}

rf_status rf_champ_load(const char *path, rf_content *c, rf_error *err)
{
    static _Thread_local rf_champ_content ch;
    loader ld = { c, &ch };
    memset(&ch, 0, sizeof ch);
    rf_status st = ju_load_file(path, root_keys, body, &ld, err);
    ch.loaded = st == RF_OK;
    if (st == RF_OK) c->champ = ch;
    return st;
}
