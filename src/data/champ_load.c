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
 * the effect list's FEAT_TOP lines and a bottom effect of its FEAT_BOTTOM
 * ones (CHAMP-19, CHAMP-20; data/effect_list.h), with its named
 * arguments in range (effect_args.c) and a text. Errors
 * name the file, line and field. Each record is read from a field table
 * (ju_fields.h).
 */
#include <stdio.h>
#include <string.h>

#include "data/effect_args.h"
#include "data/json_util.h"
#include "data/ju_fields.h"
#include "data/loaders.h"
#include "data/printed_item.h"
#include "data/effect_defs.h"

static const char *const root_keys[] = { "about", "rules", "boss_board", "feats", NULL };

/* The feat effects are the FEAT_TOP and FEAT_BOTTOM lines of the one
 * effect list, in the order of enum rf_champ_top and rf_champ_bottom (a
 * def keeps the enum value). */
_Static_assert(RF_EFF_FEAT_UNLOCK - RF_EFF_FEAT_MOVE_GRENADE == RF_CTOP_UNLOCK &&
               RF_EFF_FEAT_MOVE_SHOOT - RF_EFF_FEAT_MOVE_GRENADE == RF_CTOP_MOVE_SHOOT &&
               RF_CTOP_COUNT == 6 &&
               RF_EFF_FEAT_HIT_THRESHOLD - RF_EFF_FEAT_MISS_PER_RANGE == RF_CBOT_HIT_THRESHOLD &&
               RF_EFF_FEAT_IGNORE_HEADSHOTS - RF_EFF_FEAT_MISS_PER_RANGE ==
                   RF_CBOT_IGNORE_HEADSHOTS &&
               RF_CBOT_COUNT == 6, "effect_list.h's FEAT lines follow the champ enums");

const char *content_champ_effect_name(bool top, int handler)
{
    if (handler < 0 || handler >= (top ? RF_CTOP_COUNT : RF_CBOT_COUNT)) return "";
    return effect_name(handler + (top ? RF_EFF_FEAT_MOVE_GRENADE : RF_EFF_FEAT_MISS_PER_RANGE));
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

/* A top effect (CHAMP-19) and a bottom one (CHAMP-20): {text, effect, args},
 * a FEAT_TOP or FEAT_BOTTOM line of the one effect list and its named
 * arguments (effect_args.c). */
static const ju_field top_fields[] = {
    JU_STR_("text", true, rf_champ_effect, text, NULL),
    JU_CUSTOM_AT_("effect", true, ea_effect_field, rf_champ_effect, handler, 0, 0, NULL,
                  "CHAMP-19"),
    JU_CUSTOM_AT_("args", false, ea_args_field, rf_champ_effect, a, 0, 0, NULL, "CHAMP-19"),
    JU_END,
};
static const ju_field bottom_fields[] = {
    JU_STR_("text", true, rf_champ_effect, text, NULL),
    JU_CUSTOM_AT_("effect", true, ea_effect_field, rf_champ_effect, handler, 0, 0, NULL,
                  "CHAMP-20"),
    JU_CUSTOM_AT_("args", false, ea_args_field, rf_champ_effect, a, 0, 0, NULL, "CHAMP-20"),
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
    ea_pick pick = { top ? RF_DOMAIN_FEAT_TOP : RF_DOMAIN_FEAT_BOTTOM, -1 };
    ju_read_record(d, v, p, top ? &top_record : &bottom_record, e, &pick);
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

rf_status content_load_champ(const char *path, rf_content *c, rf_error *err)
{
    static _Thread_local rf_champ_content ch;
    loader ld = { c, &ch };
    memset(&ch, 0, sizeof ch);
    rf_status st = ju_load_file(path, root_keys, body, &ld, err);
    ch.loaded = st == RF_OK;
    if (st == RF_OK) c->champ = ch;
    return st;
}
