/*
 * json_util.h — reading JSON content and map files with errors that name
 * the file, the line and the JSON path of the offending value.
 *
 * jansson parses the text (JSON_REJECT_DUPLICATES: a key written twice is a
 * syntax error with line and column). jansson keeps no positions for values,
 * so ju_line() finds a value's line by walking the raw text along the JSON
 * path ("components[3].edge"); the text is valid JSON by then, so the walk
 * is exact. When the path cannot be followed (a missing key), the line of
 * the deepest value found on the way (the enclosing object) is used.
 *
 * Errors are collected, Angband style: loaders keep going after a bad field
 * and report every problem they find. The first error keeps its full
 * location in the rf_error; the others are summarised in its message.
 *
 * Getter convention: 1 = present and valid (stored), 0 = absent and
 * optional (nothing stored), -1 = wrong or missing-but-required (an error
 * has been recorded).
 */
#ifndef RF_DATA_JSON_UTIL_H
#define RF_DATA_JSON_UTIL_H

#include <stdbool.h>
#include <stddef.h>

#include <jansson.h>

#include "data/content.h"
#include "errors.h"

#define JU_PATH_LEN 96
#define JU_MAX_FILE (4 * 1024 * 1024)
#define JU_MAX_LOCATED 32   /* errors after this many are only counted */

typedef struct ju_doc {
    char file[RF_PATH_LEN];   /* name used in messages */
    char *text;               /* the raw text, NUL-terminated */
    size_t len;
    json_t *root;
    rf_status code;           /* code of field errors: RF_E_DATA or RF_E_MAP */
    int nerrors;
    rf_error first;           /* the first error, fully located */
    char more[320];           /* short forms of the later errors */
    const char *rule;         /* set by ju_read_record while a field with a rule ID is
                               * read: its errors cite it (ju_fields.h) */
} ju_doc;

/* Read and parse a file. On failure returns RF_E_IO or RF_E_JSON with err
 * filled (syntax errors carry jansson's line and column) and *d closed.
 * field_code is the code later field errors get. */
rf_status ju_open_file(ju_doc *d, const char *path, rf_status field_code, rf_error *err);
/* Same for text in memory (len bytes, need not be NUL-terminated); name is
 * used as the file name in messages. */
rf_status ju_open_text(ju_doc *d, const char *name, const char *text, size_t len,
                       rf_status field_code, rf_error *err);
void ju_close(ju_doc *d);

/* RF_OK if no error was recorded; otherwise fills err with the first error
 * (and a summary of the others) and returns its code. */
rf_status ju_result(const ju_doc *d, rf_error *err);

/* Record an error at the value named by path (its line is looked up). */
void ju_error(ju_doc *d, const char *path, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Record an error at a known line. */
void ju_error_at(ju_doc *d, int line, const char *path, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Line (1-based) of the value at path, and its column if column != NULL. */
int ju_line(const ju_doc *d, const char *path, int *column);

/* "parent.key" and "parent[i]" (just "key" when parent is ""). */
void ju_path_key(char *buf, size_t n, const char *parent, const char *key);
void ju_path_index(char *buf, size_t n, const char *parent, size_t i);

/* "an object", "a string", ... for messages. */
const char *ju_type_name(const json_t *v);

/* Check that v is an object whose keys are all in allowed (NULL-terminated);
 * every unknown key is an error naming it. Returns false if v is not an
 * object or a key is unknown. */
bool ju_check_keys(ju_doc *d, const json_t *v, const char *path, const char *const *allowed);

/* A non-empty string that fits in n bytes (including the NUL). */
int ju_get_string(ju_doc *d, const json_t *obj, const char *path, const char *key,
                  bool required, char *out, size_t n);
/* An integer within [min, max]. */
int ju_get_int(ju_doc *d, const json_t *obj, const char *path, const char *key, bool required,
               int min, int max, int *out);
int ju_get_bool(ju_doc *d, const json_t *obj, const char *path, const char *key,
                bool required, bool *out);
/* An array (borrowed reference) with between min and max elements; NULL
 * when absent (optional) or wrong. */
const json_t *ju_get_array(ju_doc *d, const json_t *obj, const char *path, const char *key,
                           bool required, size_t min, size_t max);
/* An object (borrowed reference), NULL when absent or wrong. */
const json_t *ju_get_object(ju_doc *d, const json_t *obj, const char *path, const char *key,
                            bool required);

/* Parse "WxH" (each 1..max); returns false on a bad form. */
bool ju_parse_size(const char *s, int max, int *w, int *h);

/* An id (a-z, 0-9, '_' and '-' only), required. True if present and well
 * formed; else the error is recorded. */
bool ju_get_id(ju_doc *d, const json_t *v, const char *path, const char *key, char *out,
               size_t n);
/* A string naming one of names[] (empty names are skipped): its index; -1
 * if absent and not required; -2 if wrong (the error lists the names). */
int ju_get_name(ju_doc *d, const json_t *v, const char *path, const char *key, bool required,
                const char *const *names, int n, const char *what);
/* "source" (or key): required, "rules " and a rule ID, or "designed …"
 * (docs/data-provenance.md lists what is designed). */
void ju_read_source(ju_doc *d, const json_t *v, const char *path, const char *key);
/* Record an error if v has key: a field this entry must not have. */
void ju_forbid(ju_doc *d, const json_t *v, const char *path, const char *key, const char *why);
/* Open path, check its root keys, run body on it, collect the result. */
rf_status ju_load_file(const char *path, const char *const *root_keys,
                       void (*body)(ju_doc *d, void *out), void *out, rf_error *err);

#endif
