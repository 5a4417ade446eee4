/*
 * legends_load.c — the legends a match may use (data/legends.json): a
 * name, an id, the keys of its action deck and ability cards, and where it
 * comes from. A bad file is refused whole with file, line and JSON path.
 */
#include <string.h>

#include "data/json_util.h"
#include "data/legends_load.h"

static const char *const root_keys[] = { "about", "legends", NULL };
static const char *const legend_keys[] = { "id", "name", "deck", "abilities", "source", "note",
                                           NULL };

static void read_legend(ju_doc *d, const json_t *v, const char *path, rf_legends *out)
{
    rf_legend_def k;
    memset(&k, 0, sizeof k);
    int before = d->nerrors;
    ju_check_keys(d, v, path, legend_keys);
    if (!json_is_object(v)) return;
    ju_get_id(d, v, path, "id", k.id, sizeof k.id);
    ju_get_string(d, v, path, "name", true, k.name, sizeof k.name);
    ju_get_string(d, v, path, "deck", false, k.deck, sizeof k.deck);
    ju_get_string(d, v, path, "abilities", false, k.abilities, sizeof k.abilities);
    char source[300], note[300];
    ju_get_string(d, v, path, "source", true, source, sizeof source);
    ju_get_string(d, v, path, "note", false, note, sizeof note);
    for (int i = 0; i < out->n && d->nerrors == before; i++)
        if (strcmp(out->legend[i].name, k.name) == 0 || strcmp(out->legend[i].id, k.id) == 0) {
            char p[JU_PATH_LEN];
            ju_path_key(p, sizeof p, path, "name");
            ju_error(d, p, "a second legend called '%s'", k.name);
        }
    if (d->nerrors == before) out->legend[out->n++] = k;
}

static void body(ju_doc *d, void *out)
{
    rf_legends *ls = out;
    const json_t *arr = ju_get_array(d, d->root, "", "legends", true, 1, RF_MAX_LEGEND_DEFS);
    size_t i;
    const json_t *v;
    json_array_foreach(arr, i, v) {
        char p[JU_PATH_LEN];
        ju_path_index(p, sizeof p, "legends", i);
        read_legend(d, v, p, ls);
    }
}

rf_status rf_legends_load(const char *path, rf_content *c, rf_error *err)
{
    rf_legends ls;
    memset(&ls, 0, sizeof ls);
    rf_status st = ju_load_file(path, root_keys, body, &ls, err);
    if (st == RF_OK) c->legends = ls;
    return st;
}

const rf_legend_def *rf_legend_find(const rf_content *c, const char *name)
{
    for (int i = 0; i < c->legends.n; i++)
        if (strcmp(c->legends.legend[i].name, name) == 0) return &c->legends.legend[i];
    return NULL;
}
