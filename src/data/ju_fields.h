/*
 * ju_fields.h — a record of a content file read from a declarative table
 * of its fields, in the manner of Angband's parsers (parser.c's field
 * specs and their finishing pass; written for ringfall, not taken from it).
 *
 * A table lists, per key of the JSON object, its type, whether it is
 * required, its range, where the value goes in the record and the rule it
 * implements. ju_read_record checks the object's keys against the table (a
 * key not in it is an error naming it and the known ones), reads every field
 * in the table's order with json_util's getters (so the errors name the file,
 * the line and the JSON path as before), cites the field's rule ID in the
 * field's errors, and then runs the record's finishing pass: the checks
 * that span fields or records (a duplicate id, a count the rules fix), and
 * where the record goes. The keys a loader accepts and the code that reads
 * them are the same table, so they cannot drift apart.
 */
#ifndef RF_DATA_JU_FIELDS_H
#define RF_DATA_JU_FIELDS_H

#include <stddef.h>

#include "data/json_util.h"

typedef enum ju_type {
    JU_ID,       /* an id (ju_get_id): a-z, 0-9, '_', '-'; char[size]; always required */
    JU_STR,      /* a non-empty string that fits in size bytes */
    JU_INT,      /* a whole number in [min, max], stored in an integer of size bytes */
    JU_BOOL,     /* true or false, stored as 0 or 1 in an integer of size bytes */
    JU_NAME,     /* one of names[0 .. max - 1]: its index, an integer of size bytes */
    JU_SOURCE,   /* "source": a rule ID or "designed …" (ju_read_source); not stored */
    JU_CUSTOM,   /* read by the field's own read() */
} ju_type;

struct ju_field;
/* A field's own reader (JU_CUSTOM): obj is the record's object, path its
 * path; rec the record being filled, ctx the loader's. */
typedef void ju_read_fn(ju_doc *d, const json_t *obj, const char *path,
                        const struct ju_field *f, void *rec, void *ctx);

typedef struct ju_field {
    const char *key;           /* NULL ends a table */
    ju_type type;
    bool required;
    const char *rule;          /* the rule the field implements, cited in its errors */
    size_t off, size;          /* where it goes in the record; off JU_DROP: read, not kept */
    int min, max;              /* JU_INT: the range; JU_NAME: max = the number of names */
    const char *const *names;  /* JU_NAME: the names, in the order of their enum */
    const char *what;          /* JU_NAME: what the names are, for the error */
    ju_read_fn *read;          /* JU_CUSTOM */
    const void *arg;           /* JU_CUSTOM: the reader's own data (NULL: none) */
} ju_field;

#define JU_DROP ((size_t)-1)

typedef struct ju_record {
    const char *what;          /* "legend", for documentation and messages */
    const ju_field *field;     /* ends with a field whose key is NULL */
    /* The finishing pass (may be NULL): runs once the fields are read, with
     * clean true when none of them recorded an error. */
    void (*finish)(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                   bool clean);
} ju_record;

/* Read the object v at path into rec (the table's fields; rec is not
 * cleared first) and run the finishing pass. False if v is not an object or
 * an error was recorded while reading it. */
bool ju_read_record(ju_doc *d, const json_t *v, const char *path, const ju_record *r,
                    void *rec, void *ctx);

/* Every element of the array arr (at path, "key[i]") as a record of r; rec
 * of element i is at base + i * stride (stride 0: the same rec each time). */
void ju_read_records(ju_doc *d, const json_t *arr, const char *path, const ju_record *r,
                     void *base, size_t stride, void *ctx);

/* Store v in the integer of f->size bytes at f->off of rec (nothing when
 * f->off is JU_DROP): for a JU_CUSTOM reader that keeps a number where its
 * entry says. */
void ju_store_int(void *rec, const ju_field *f, int v);

/* The table's entries, by type: T the record's type, m its member. */
#define JU_FSIZE(T, m) sizeof(((T *)0)->m)
#define JU_ID_(key, T, m, rule) \
    { key, JU_ID, true, rule, offsetof(T, m), JU_FSIZE(T, m), 0, 0, NULL, NULL, NULL, NULL }
#define JU_STR_(key, req, T, m, rule) \
    { key, JU_STR, req, rule, offsetof(T, m), JU_FSIZE(T, m), 0, 0, NULL, NULL, NULL, NULL }
#define JU_TEXT_(key, req, n) { key, JU_STR, req, NULL, JU_DROP, n, 0, 0, NULL, NULL, NULL, NULL }
#define JU_INT_(key, req, T, m, lo, hi, rule) \
    { key, JU_INT, req, rule, offsetof(T, m), JU_FSIZE(T, m), lo, hi, NULL, NULL, NULL, NULL }
#define JU_BOOL_(key, req, T, m, rule) \
    { key, JU_BOOL, req, rule, offsetof(T, m), JU_FSIZE(T, m), 0, 0, NULL, NULL, NULL, NULL }
#define JU_NAME_(key, req, T, m, names, n, what, rule) \
    { key, JU_NAME, req, rule, offsetof(T, m), JU_FSIZE(T, m), 0, n, names, what, NULL, NULL }
#define JU_SOURCE_(key) { key, JU_SOURCE, true, NULL, JU_DROP, 0, 0, 0, NULL, NULL, NULL, NULL }
#define JU_CUSTOM_(key, req, fn, rule) \
    { key, JU_CUSTOM, req, rule, JU_DROP, 0, 0, 0, NULL, NULL, fn, NULL }
/* A JU_CUSTOM field whose reader takes arg. */
#define JU_CUSTOM_ARG_(key, req, fn, arg, rule) \
    { key, JU_CUSTOM, req, rule, JU_DROP, 0, 0, 0, NULL, NULL, fn, arg }
/* A JU_CUSTOM field that keeps a number where T's member m is (ju_store_int),
 * in [lo, hi], with arg for its reader. */
#define JU_CUSTOM_AT_(key, req, fn, T, m, lo, hi, arg, rule) \
    { key, JU_CUSTOM, req, rule, offsetof(T, m), JU_FSIZE(T, m), lo, hi, NULL, NULL, fn, arg }
#define JU_END { NULL, JU_CUSTOM, false, NULL, 0, 0, 0, 0, NULL, NULL, NULL, NULL }

#endif
