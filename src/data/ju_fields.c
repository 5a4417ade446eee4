/*
 * ju_fields.c — reading a record from its field table (ju_fields.h): the
 * keys checked against the table, each field read by its type into the
 * record, its rule cited in its errors, then the finishing pass.
 */
#include <string.h>

#include "data/ju_fields.h"

#define JU_MAX_FIELDS 40
#define JU_MAX_DROPPED 1024   /* the longest string read and not kept (a note) */

/* Store v in the integer of f->size bytes at f->off (the table's sizes are
 * those of the record's members; a table keeps each range within what
 * its member can hold: nothing checks it at run time). */
void ju_store_int(void *rec, const ju_field *f, int v)
{
    if (f->off == JU_DROP) return;
    unsigned char *p = (unsigned char *)rec + f->off;
    switch (f->size) {
    case 1: { int8_t x = (int8_t)v; memcpy(p, &x, 1); break; }
    case 2: { int16_t x = (int16_t)v; memcpy(p, &x, 2); break; }
    default: { int32_t x = (int32_t)v; memcpy(p, &x, 4); break; }
    }
}

static void read_string(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                        void *rec)
{
    char dropped[JU_MAX_DROPPED];
    bool keep = f->off != JU_DROP;
    char *out = keep ? (char *)rec + f->off : dropped;
    size_t n = keep || f->size < sizeof dropped ? f->size : sizeof dropped;
    if (f->type == JU_ID) ju_get_id(d, v, path, f->key, out, n);
    else ju_get_string(d, v, path, f->key, f->required, out, n);
}

static void read_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                       void *rec, void *ctx)
{
    int x = 0;
    bool b = false;
    switch (f->type) {
    case JU_ID:
    case JU_STR:
        read_string(d, v, path, f, rec);
        break;
    case JU_INT:
        if (ju_get_int(d, v, path, f->key, f->required, f->min, f->max, &x) == 1)
            ju_store_int(rec, f, x);
        break;
    case JU_BOOL:
        if (ju_get_bool(d, v, path, f->key, f->required, &b) == 1) ju_store_int(rec, f, b);
        break;
    case JU_NAME:
        x = ju_get_name(d, v, path, f->key, f->required, f->names, f->max, f->what);
        if (x >= 0) ju_store_int(rec, f, x);
        break;
    case JU_SOURCE:
        ju_read_source(d, v, path, f->key);
        break;
    case JU_CUSTOM:
        f->read(d, v, path, f, rec, ctx);
        break;
    }
}

bool ju_read_record(ju_doc *d, const json_t *v, const char *path, const ju_record *r,
                    void *rec, void *ctx)
{
    const char *keys[JU_MAX_FIELDS + 1];
    int n = 0;
    for (const ju_field *f = r->field; f->key && n < JU_MAX_FIELDS; f++) keys[n++] = f->key;
    keys[n] = NULL;
    int before = d->nerrors;
    ju_check_keys(d, v, path, keys);
    if (!json_is_object(v)) return false;
    for (const ju_field *f = r->field; f->key; f++) {
        d->rule = f->rule;
        read_field(d, v, path, f, rec, ctx);
        d->rule = NULL;
    }
    if (r->finish) r->finish(d, v, path, rec, ctx, d->nerrors == before);
    return d->nerrors == before;
}

void ju_read_records(ju_doc *d, const json_t *arr, const char *path, const ju_record *r,
                     void *base, size_t stride, void *ctx)
{
    size_t i;
    const json_t *v;
    char p[JU_PATH_LEN];
    json_array_foreach(arr, i, v) {
        ju_path_index(p, sizeof p, path, i);
        ju_read_record(d, v, p, r, (char *)base + i * stride, ctx);
    }
}
