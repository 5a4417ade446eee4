/*
 * legends_load.c — the legends a match may use (data/legends.json): a
 * name, an id, the keys of its action deck and ability cards, and where it
 * comes from. A bad file is refused whole with file, line and JSON path.
 */
#include <string.h>

#include "data/json_util.h"
#include "data/ju_fields.h"
#include "data/legends_load.h"

static const char *const root_keys[] = { "about", "legends", NULL };

typedef struct load_ctx { rf_legends *ls; const rf_catalog *cat; } load_ctx;

/* "bag": { "loot kind": count, … }: the legend's own bag of loot tokens
 * (COMP: Lifeline's 13), each kind a loot kind of data/loot.json. */
static void read_bag(ju_doc *d, const json_t *v, const char *path, const rf_catalog *cat,
                     rf_legend_def *k)
{
    const json_t *bag = ju_get_object(d, v, path, "bag", false);
    if (!bag) return;
    char p[JU_PATH_LEN], kp[JU_PATH_LEN];
    ju_path_key(p, sizeof p, path, "bag");
    const char *id;
    const json_t *n;
    json_object_foreach((json_t *)bag, id, n) {
        ju_path_key(kp, sizeof kp, p, id);
        int def = catalog_loot(cat, id);
        if (def < 0) {
            ju_error(d, kp, "unknown loot kind '%s' (data/loot.json)", id);
            continue;
        }
        if (!json_is_integer(n) || json_integer_value(n) < 1 ||
            json_integer_value(n) > RF_LEGEND_BAG - k->nbag) {
            ju_error(d, kp, "a count from 1 to %d (at most %d tokens in a legend's bag)",
                     RF_LEGEND_BAG - k->nbag, RF_LEGEND_BAG);
            continue;
        }
        for (int i = 0; i < (int)json_integer_value(n); i++) k->bag[k->nbag++] = (uint8_t)def;
    }
    if (k->nbag == 0) ju_error(d, p, "an empty bag: leave it out");
}

/* The finishing pass: a second legend of the same name or id is refused;
 * a clean record is kept. */
static void finish_legend(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                          bool clean)
{
    (void)v;
    const load_ctx *cx = ctx;
    rf_legends *out = cx->ls;
    const rf_legend_def *k = rec;
    if (!clean) return;
    for (int i = 0; i < out->n; i++)
        if (strcmp(out->legend[i].name, k->name) == 0 || strcmp(out->legend[i].id, k->id) == 0) {
            char p[JU_PATH_LEN];
            ju_path_key(p, sizeof p, path, "name");
            ju_error(d, p, "a second legend called '%s'", k->name);
            return;
        }
    out->legend[out->n++] = *k;
}

static void bag_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                      void *rec, void *ctx)
{
    (void)f;
    read_bag(d, v, path, ((const load_ctx *)ctx)->cat, rec);
}

/* A legend (COMP-8: its action deck, ability cards and, for Lifeline, bag). */
static const ju_field legend_fields[] = {
    JU_ID_("id", rf_legend_def, id, NULL),
    JU_STR_("name", true, rf_legend_def, name, NULL),
    JU_STR_("deck", false, rf_legend_def, deck, "COMP-8"),
    JU_STR_("abilities", false, rf_legend_def, abilities, "COMP-8"),
    JU_CUSTOM_("bag", false, bag_field, "COMP-8"),
    JU_TEXT_("source", true, 300),
    JU_TEXT_("note", false, 300),
    JU_END,
};
static const ju_record legend_record = { "legend", legend_fields, finish_legend };

static void read_legend(ju_doc *d, const json_t *v, const char *path, const load_ctx *cx)
{
    rf_legend_def k;
    memset(&k, 0, sizeof k);
    ju_read_record(d, v, path, &legend_record, &k, (void *)cx);
}

static void body(ju_doc *d, void *out)
{
    const load_ctx *cx = out;
    const json_t *arr = ju_get_array(d, d->root, "", "legends", true, 1, RF_MAX_LEGEND_DEFS);
    size_t i;
    const json_t *v;
    json_array_foreach(arr, i, v) {
        char p[JU_PATH_LEN];
        ju_path_index(p, sizeof p, "legends", i);
        read_legend(d, v, p, cx);
    }
}

rf_status content_load_legends(const char *path, rf_content *c, rf_error *err)
{
    rf_legends ls;
    memset(&ls, 0, sizeof ls);
    load_ctx cx = { &ls, &c->catalog };
    rf_status st = ju_load_file(path, root_keys, body, &cx, err);
    if (st == RF_OK) c->legends = ls;
    return st;
}

const rf_legend_def *content_legend_find(const rf_content *c, const char *name)
{
    for (int i = 0; i < c->legends.n; i++)
        if (strcmp(c->legends.legend[i].name, name) == 0) return &c->legends.legend[i];
    return NULL;
}
