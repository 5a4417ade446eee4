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
 * name the file, line and field.
 */
#include <stdio.h>
#include <string.h>

#include "data/json_util.h"
#include "data/loaders.h"
#include "data/printed_item.h"

static const char *const root_keys[] = { "about", "rules", "boss_board", "feats", NULL };
static const char *const board_keys[] = { "spaces", NULL };
static const char *const space_keys[] = { "item", "source", NULL };
static const char *const feat_keys[] = { "id", "name", "name_pl", "top", "bottom", "source",
                                         NULL };
static const char *const effect_keys[] = { "effect", "a", "text", NULL };

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

/* The printed rules: key, the value the rule states, where. */
static const struct {
    const char *key;
    int value;
    size_t off;
    const char *rule;
} numbers[] = {
#define RF_N(k, v, r) { #k, v, offsetof(rf_champ_rules, k), r }
    RF_N(champions, 2, "CHAMP-1"), RF_N(challengers, 4, "CHAMP-1"),
    RF_N(shield, 70, "CHAMP-7"), RF_N(health, 70, "CHAMP-7"),
    RF_N(respawn_shield, 60, "CHAMP-15"), RF_N(respawn_health, 60, "CHAMP-15"),
    RF_N(ap, 3, "CHAMP-12"), RF_N(death_boxes, 2, "CHAMP-4"),
    RF_N(weapons_drawn, 4, "CHAMP-10"), RF_N(weapons_kept, 2, "CHAMP-10"),
    RF_N(feats_kept, 3, "CHAMP-10"), RF_N(bin_unlocks, 2, "CHAMP-14"),
    RF_N(bin_draws, 2, "CHAMP-14"), RF_N(challengers_vp, 2, "CHAMP-3"),
    RF_N(champions_vp, 4, "CHAMP-3"), RF_N(lock_tokens, 12, "CHAMP-2"),
#undef RF_N
};

typedef struct loader {
    const rf_content *c;
    rf_champ_content *ch;
} loader;

static void read_rules(ju_doc *d, rf_champ_content *ch)
{
    const json_t *r = ju_get_object(d, d->root, "", "rules", true);
    if (!r) return;
    static const char *keys[sizeof numbers / sizeof *numbers + 2];
    size_t n = sizeof numbers / sizeof *numbers;
    for (size_t i = 0; i < n; i++) keys[i] = numbers[i].key;
    keys[n] = "source";
    keys[n + 1] = NULL;
    ju_check_keys(d, r, "rules", keys);
    ju_read_source(d, r, "rules", "source");
    for (size_t i = 0; i < n; i++) {
        int v = 0;
        if (ju_get_int(d, r, "rules", numbers[i].key, true, 0, 255, &v) != 1) continue;
        if (v != numbers[i].value) {
            char p[JU_PATH_LEN];
            ju_path_key(p, sizeof p, "rules", numbers[i].key);
            ju_error(d, p, "%s is %d (%s)", numbers[i].key, numbers[i].value, numbers[i].rule);
        }
        *((uint8_t *)&ch->rules + numbers[i].off) = (uint8_t)v;
    }
}

/* CHAMP-16, EQUIP-3, EQUIP-4: a printed item is a grenade with its
 * template or a consumable, each once. */
static void read_space(ju_doc *d, loader *ld, const json_t *v, const char *path, int i)
{
    ju_check_keys(d, v, path, space_keys);
    ju_read_source(d, v, path, "source");
    int k = ld_printed_item(d, ld->c, v, path, "CHAMP-16, EQUIP-3, EQUIP-4");
    if (k < 0) return;
    char p[JU_PATH_LEN];
    ju_path_key(p, sizeof p, path, "item");
    for (int j = 0; j < i; j++)
        if (ld->ch->boss_item[j] == k)
            ju_error(d, p, "'%s' is printed twice", ld->c->catalog.loot[k].id);
    ld->ch->boss_item[i] = (uint8_t)k;
}

static void read_board(ju_doc *d, loader *ld)
{
    const json_t *b = ju_get_object(d, d->root, "", "boss_board", true);
    if (!b) return;
    ju_check_keys(d, b, "boss_board", board_keys);
    const json_t *spaces = ju_get_array(d, b, "boss_board", "spaces", true, 1,
                                        RF_CHAMP_BOSS_SPACES);
    size_t i;
    const json_t *v;
    char p[JU_PATH_LEN];
    json_array_foreach(spaces, i, v) {
        ju_path_index(p, sizeof p, "boss_board.spaces", i);
        read_space(d, ld, v, p, (int)i);
    }
    ld->ch->nboss = (uint8_t)(spaces ? json_array_size(spaces) : 0);
}

static void read_args(ju_doc *d, const json_t *v, const char *path, int want, int max,
                      const char *name, rf_champ_effect *e)
{
    char p[JU_PATH_LEN], ip[JU_PATH_LEN];
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

/* "top" or "bottom": {effect, a, text}; a top handler on top (CHAMP-19),
 * a bottom one below (CHAMP-20). */
static void read_effect(ju_doc *d, const json_t *feat, const char *path, bool top,
                        rf_champ_effect *e)
{
    char p[JU_PATH_LEN];
    const char *key = top ? "top" : "bottom";
    const json_t *v = ju_get_object(d, feat, path, key, true);
    if (!v) return;
    ju_path_key(p, sizeof p, path, key);
    ju_check_keys(d, v, p, effect_keys);
    ju_get_string(d, v, p, "text", true, e->text, sizeof e->text);
    const char *const *names = top ? top_names : bottom_names;
    int n = top ? RF_CTOP_COUNT : RF_CBOT_COUNT;
    int k = ju_get_name(d, v, p, "effect", true, names, n,
                        top ? "top effect (CHAMP-19)" : "bottom effect (CHAMP-20)");
    if (k < 0) return;
    e->handler = (uint8_t)k;
    read_args(d, v, p, top ? top_args[k] : bottom_args[k], top ? top_max[k] : bottom_max[k],
              names[k], e);
}

static void read_feat(ju_doc *d, const json_t *v, const char *path, int i, rf_champ_feat *f)
{
    char want[16], p[JU_PATH_LEN];
    ju_check_keys(d, v, path, feat_keys);
    if (!json_is_object(v)) return;
    snprintf(want, sizeof want, "B-F-%d", i + 1);
    if (ju_get_string(d, v, path, "id", true, f->id, sizeof f->id) == 1 &&
        strcmp(f->id, want) != 0) {
        ju_path_key(p, sizeof p, path, "id");
        ju_error(d, p, "expected '%s': the deck is B-F-1 ... B-F-6 in order (CHAMP-5)", want);
    }
    ju_get_string(d, v, path, "name", true, f->name, sizeof f->name);
    char pl[48];
    ju_get_string(d, v, path, "name_pl", false, pl, sizeof pl);
    read_effect(d, v, path, true, &f->top);
    read_effect(d, v, path, false, &f->bottom);
    ju_read_source(d, v, path, "source");
}

static void body(ju_doc *d, void *out)
{
    loader *ld = out;
    read_rules(d, ld->ch);
    read_board(d, ld);
    const json_t *arr = ju_get_array(d, d->root, "", "feats", true, RF_CHAMP_FEATS,
                                     RF_CHAMP_FEATS);
    size_t i;
    const json_t *v;
    json_array_foreach(arr, i, v) {
        char p[JU_PATH_LEN];
        ju_path_index(p, sizeof p, "feats", i);
        read_feat(d, v, p, (int)i, &ld->ch->feat[i]);
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
