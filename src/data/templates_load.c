/*
 * templates_load.c — data/templates.json → geo_template (rules AOE-2, AOE-3).
 *
 * A template is a grid of rows; each row lists one token per space:
 * a damage value (0..999), "." for a space outside the area, and exactly one
 * token starting with '*' for the source space (the red diamond): "*20"
 * (source with its value), "*" or "*." (source, not itself affected).
 * All rows have the same width; at most GEO_AOE_MAX × GEO_AOE_MAX.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "data/json_util.h"
#include "data/ju_fields.h"
#include "data/loaders.h"

static const char *const root_keys[] = { "about", "templates", NULL };

/* One token → value; sets *source if it is the source mark. -1 if bad. */
static int token_value(const char *tok, size_t n, bool *source)
{
    *source = n > 0 && tok[0] == '*';
    if (*source) {
        tok++;
        n--;
    }
    if (n == 0 || (n == 1 && tok[0] == '.')) return (n == 0 && !*source) ? -1 : 0;
    int v = 0;
    for (size_t i = 0; i < n; i++) {
        if (!isdigit((unsigned char)tok[i]) || i >= 3) return -1;
        v = v * 10 + (tok[i] - '0');
    }
    return v;
}

/* Parse one row into t->value[row]; returns its width or -1 (error recorded). */
static int read_row(ju_doc *d, const char *s, const char *path, int row, geo_template *t,
                    int *nsource)
{
    int col = 0;
    while (*s) {
        while (*s == ' ') s++;
        if (!*s) break;
        size_t n = strcspn(s, " ");
        bool src;
        int v = token_value(s, n, &src);
        if (v < 0) {
            ju_error(d, path, "bad token '%.*s' (a value 0-999, '.', or '*' and a value for "
                              "the source)", (int)n, s);
            return -1;
        }
        if (col >= GEO_AOE_MAX) {
            ju_error(d, path, "row is wider than %d spaces", GEO_AOE_MAX);
            return -1;
        }
        if (src) {
            t->sx = col;
            t->sy = row;
            (*nsource)++;
        }
        t->value[row][col++] = (int16_t)v;
        s += n;
    }
    return col;
}

static void read_grid(ju_doc *d, const json_t *v, const char *path, geo_template *t)
{
    char p[JU_PATH_LEN], rp[JU_PATH_LEN];
    const json_t *rows = ju_get_array(d, v, path, "grid", true, 1, GEO_AOE_MAX);
    if (!rows) return;
    ju_path_key(p, sizeof p, path, "grid");
    int nsource = 0;
    size_t i;
    const json_t *r;
    json_array_foreach(rows, i, r) {
        ju_path_index(rp, sizeof rp, p, i);
        if (!json_is_string(r)) {
            ju_error(d, rp, "expected a row string such as \"10 *20 10\"");
            return;
        }
        int w = read_row(d, json_string_value(r), rp, (int)i, t, &nsource);
        if (w < 0) return;
        if (i > 0 && w != t->w) {
            ju_error(d, rp, "row has %d spaces, the first row %d", w, t->w);
            return;
        }
        t->w = w;
    }
    t->h = (int)json_array_size(rows);
    if (nsource != 1)
        ju_error(d, p, "needs exactly one '*' source mark (rule AOE-2), found %d", nsource);
}

static void grid_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                       void *rec, void *ctx)
{
    (void)f, (void)ctx;
    read_grid(d, v, path, rec);
}

/* The finishing pass: an id defined once; a clean template is kept. */
static void finish_template(ju_doc *d, const json_t *v, const char *path, void *rec,
                            void *ctx, bool clean)
{
    (void)v;
    rf_content *c = ctx;
    const geo_template *t = rec;
    char p[JU_PATH_LEN];
    if (t->id[0] && content_template(c, t->id)) {
        ju_path_key(p, sizeof p, path, "id");
        ju_error(d, p, "template '%s' is defined twice", t->id);
        return;
    }
    if (clean) c->templates[c->ntemplates++] = *t;
}

/* An area-of-effect template (AOE-2, AOE-3). */
static const ju_field template_fields[] = {
    JU_STR_("id", true, geo_template, id, NULL),
    JU_TEXT_("name", true, 64),
    JU_CUSTOM_("grid", true, grid_field, "AOE-2"),
    JU_TEXT_("source", true, 256),
    JU_END,
};
static const ju_record template_record = { "template", template_fields, finish_template };

static void read_template(ju_doc *d, const json_t *v, const char *path, rf_content *c)
{
    geo_template t;
    memset(&t, 0, sizeof t);
    ju_read_record(d, v, path, &template_record, &t, c);
}

rf_status content_load_templates(const char *path, rf_content *c, rf_error *err)
{
    ju_doc d;
    rf_status st = ju_open_file(&d, path, RF_E_DATA, err);
    if (st != RF_OK) return st;
    c->ntemplates = 0;
    ju_check_keys(&d, d.root, "", root_keys);
    const json_t *arr = ju_get_array(&d, d.root, "", "templates", true, 0, RF_MAX_TEMPLATES);
    size_t i;
    const json_t *v;
    json_array_foreach(arr, i, v) {
        char p[JU_PATH_LEN];
        ju_path_index(p, sizeof p, "templates", i);
        read_template(&d, v, p, c);
    }
    st = ju_result(&d, err);
    ju_close(&d);
    return st;
}
