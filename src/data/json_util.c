/*
 * json_util.c — JSON files with located errors (see json_util.h).
 *
 * The raw-text walk below assumes the text already parsed as JSON; it never
 * reads past the end of the text even if that assumption fails (it then
 * just reports the line of the deepest value it found).
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data/json_util.h"

/* ---- Opening and closing ---- */

static rf_status parse_text(ju_doc *d, rf_error *err)
{
    json_error_t je;
    d->root = json_loadb(d->text, d->len, JSON_REJECT_DUPLICATES, &je);
    if (d->root) return RF_OK;
    rf_status st = error_fail(err, RF_E_JSON, d->file, je.line > 0 ? je.line : 1,
                           je.column > 0 ? je.column : 0, "", "malformed JSON: %s", je.text);
    ju_close(d);
    return st;
}

static void doc_init(ju_doc *d, const char *name, rf_status field_code)
{
    memset(d, 0, sizeof *d);
    snprintf(d->file, sizeof d->file, "%s", name);
    d->code = field_code;
}

rf_status ju_open_text(ju_doc *d, const char *name, const char *text, size_t len,
                       rf_status field_code, rf_error *err)
{
    doc_init(d, name, field_code);
    if (len > JU_MAX_FILE)
        return error_fail(err, RF_E_IO, name, 0, 0, "", "file is too large (over %d bytes)",
                       JU_MAX_FILE);
    d->text = malloc(len + 1);
    if (!d->text) return error_fail(err, RF_E_NOMEM, name, 0, 0, "", "out of memory");
    memcpy(d->text, text, len);
    d->text[len] = '\0';
    d->len = len;
    return parse_text(d, err);
}

rf_status ju_open_file(ju_doc *d, const char *path, rf_status field_code, rf_error *err)
{
    doc_init(d, path, field_code);
    FILE *f = fopen(path, "rb");
    if (!f) return error_fail(err, RF_E_IO, path, 0, 0, "", "cannot open: %s", strerror(errno));
    d->text = malloc(JU_MAX_FILE + 1);
    if (!d->text) {
        fclose(f);
        return error_fail(err, RF_E_NOMEM, path, 0, 0, "", "out of memory");
    }
    d->len = fread(d->text, 1, JU_MAX_FILE + 1, f);
    int bad = ferror(f);
    fclose(f);
    if (bad || d->len > JU_MAX_FILE) {
        ju_close(d);
        return error_fail(err, RF_E_IO, path, 0, 0, "", bad ? "read error" : "file is too large");
    }
    d->text[d->len] = '\0';
    return parse_text(d, err);
}

void ju_close(ju_doc *d)
{
    if (d->root) json_decref(d->root);
    free(d->text);
    d->root = NULL;
    d->text = NULL;
    d->len = 0;
}

/* ---- Walking the raw text along a path ---- */

static const char *skip_ws(const char *p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')) p++;
    return p;
}

/* p at the opening quote; returns the position after the closing quote. */
static const char *skip_string(const char *p, const char *end)
{
    for (p++; p < end && *p != '"'; p++)
        if (*p == '\\' && p + 1 < end) p++;
    return p < end ? p + 1 : end;
}

/* Skip one value (p at its first character); returns the position after it. */
static const char *skip_value(const char *p, const char *end)
{
    if (p >= end) return end;
    if (*p == '"') return skip_string(p, end);
    if (*p != '{' && *p != '[') {
        while (p < end && !strchr(",]} \t\r\n", *p)) p++;
        return p;
    }
    int depth = 0;
    while (p < end) {
        if (*p == '"') {
            p = skip_string(p, end);
            continue;
        }
        if (*p == '{' || *p == '[') depth++;
        if ((*p == '}' || *p == ']') && --depth == 0) return p + 1;
        p++;
    }
    return end;
}

/* p at '{': the value of key, or NULL. */
static const char *find_key(const char *p, const char *end, const char *key, size_t klen)
{
    p = skip_ws(p + 1, end);
    while (p < end && *p == '"') {
        const char *k = p + 1, *kend = skip_string(p, end);
        bool match = (size_t)(kend - 1 - k) == klen && strncmp(k, key, klen) == 0;
        p = skip_ws(kend, end);
        if (p >= end || *p != ':') return NULL;
        p = skip_ws(p + 1, end);
        if (match) return p;
        p = skip_ws(skip_value(p, end), end);
        if (p >= end || *p != ',') return NULL;
        p = skip_ws(p + 1, end);
    }
    return NULL;
}

/* p at '[': element n, or NULL. */
static const char *find_index(const char *p, const char *end, long n)
{
    p = skip_ws(p + 1, end);
    if (p >= end || *p == ']') return NULL;
    for (long i = 0; i < n; i++) {
        p = skip_ws(skip_value(p, end), end);
        if (p >= end || *p != ',') return NULL;
        p = skip_ws(p + 1, end);
    }
    return p;
}

/* One step of the path: ".key", "key" or "[n]". Returns the new position in
 * the text or NULL; advances *path. */
static const char *path_step(const char *p, const char *end, const char **path)
{
    const char *s = *path;
    if (*s == '[') {
        char *e;
        long n = strtol(s + 1, &e, 10);
        if (*e != ']' || *p != '[') return NULL;
        *path = e + 1;
        return find_index(p, end, n);
    }
    if (*s == '.') s++;
    size_t klen = strcspn(s, ".[");
    *path = s + klen;
    return *p == '{' ? find_key(p, end, s, klen) : NULL;
}

static const char *locate(const ju_doc *d, const char *path)
{
    const char *end = d->text + d->len;
    const char *p = skip_ws(d->text, end);
    while (path && *path && p < end) {
        const char *next = path_step(p, end, &path);
        if (!next) break;
        p = next;
    }
    return p;
}

int ju_line(const ju_doc *d, const char *path, int *column)
{
    if (column) *column = 0;
    if (!d->text) return 0;
    const char *p = locate(d, path), *bol = d->text;
    int line = 1;
    for (const char *q = d->text; q < p; q++)
        if (*q == '\n') {
            line++;
            bol = q + 1;
        }
    if (column) *column = (int)(p - bol) + 1;
    return line;
}

/* ---- Errors ---- */

/* Append s to the string in buf (size n), truncating. */
static void append(char *buf, size_t n, const char *s)
{
    size_t used = strlen(buf), add = strlen(s);
    if (used + 1 >= n) return;
    if (add > n - used - 1) add = n - used - 1;
    memcpy(buf + used, s, add);
    buf[used + add] = '\0';
}

static void record(ju_doc *d, int line, int column, const char *path, const char *fmt,
                   va_list ap)
{
    char msg[320], where[32];
    vsnprintf(msg, sizeof msg, fmt, ap);
    if (d->rule && !strstr(msg, d->rule)) {   /* the rule of the field being read */
        append(msg, sizeof msg, " (");
        append(msg, sizeof msg, d->rule);
        append(msg, sizeof msg, ")");
    }
    if (d->nerrors++ == 0) {
        error_fail(&d->first, d->code, d->file, line, column, path, "%s", msg);
        return;
    }
    snprintf(where, sizeof where, "; line %d: ", line);
    append(d->more, sizeof d->more, where);
    if (path[0]) {
        append(d->more, sizeof d->more, path);
        append(d->more, sizeof d->more, ": ");
    }
    append(d->more, sizeof d->more, msg);
}

void ju_error(ju_doc *d, const char *path, const char *fmt, ...)
{
    int column = 0, line = 0;
    if (d->nerrors >= JU_MAX_LOCATED) {   /* only counted: no need to find it */
        d->nerrors++;
        return;
    }
    line = ju_line(d, path, &column);
    va_list ap;
    va_start(ap, fmt);
    record(d, line, column, path, fmt, ap);
    va_end(ap);
}

void ju_error_at(ju_doc *d, int line, const char *path, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    record(d, line > 0 ? line : 1, 0, path, fmt, ap);
    va_end(ap);
}

rf_status ju_result(const ju_doc *d, rf_error *err)
{
    if (d->nerrors == 0) return RF_OK;
    if (!err) return d->first.code;
    *err = d->first;
    if (d->nerrors > 1) {
        char head[48];
        snprintf(head, sizeof head, " (%d more error%s", d->nerrors - 1,
                 d->nerrors > 2 ? "s" : "");
        append(err->message, sizeof err->message, head);
        append(err->message, sizeof err->message, d->more);
        append(err->message, sizeof err->message, ")");
    }
    return err->code;
}

/* ---- Paths ---- */

void ju_path_key(char *buf, size_t n, const char *parent, const char *key)
{
    snprintf(buf, n, "%s%s%s", parent, parent[0] ? "." : "", key);
}

void ju_path_index(char *buf, size_t n, const char *parent, size_t i)
{
    snprintf(buf, n, "%s[%zu]", parent, i);
}

const char *ju_type_name(const json_t *v)
{
    switch (json_typeof(v)) {
    case JSON_OBJECT: return "an object";
    case JSON_ARRAY: return "an array";
    case JSON_STRING: return "a string";
    case JSON_INTEGER: return "an integer";
    case JSON_REAL: return "a number with a fraction";
    case JSON_TRUE:
    case JSON_FALSE: return "true/false";
    case JSON_NULL: return "null";
    }
    return "something else";
}

/* ---- Typed getters ---- */

static bool key_allowed(const char *key, const char *const *allowed)
{
    for (; *allowed; allowed++)
        if (strcmp(key, *allowed) == 0) return true;
    return false;
}

static void list_keys(char *buf, size_t n, const char *const *allowed)
{
    size_t used = 0;
    buf[0] = '\0';
    for (; *allowed && used < n; allowed++)
        used += (size_t)snprintf(buf + used, n - used, "%s%s", used ? ", " : "", *allowed);
}

bool ju_check_keys(ju_doc *d, const json_t *v, const char *path, const char *const *allowed)
{
    if (!json_is_object(v)) {
        ju_error(d, path, "expected an object, got %s", ju_type_name(v));
        return false;
    }
    bool ok = true;
    const char *key;
    json_t *val;
    json_object_foreach((json_t *)v, key, val) {
        if (key_allowed(key, allowed)) continue;
        char p[JU_PATH_LEN], known[200];
        ju_path_key(p, sizeof p, path, key);
        list_keys(known, sizeof known, allowed);
        ju_error(d, p, "unknown field '%s' (known fields: %s)", key, known);
        ok = false;
    }
    return ok;
}

/* The member, or NULL; records "missing field" when required. */
static json_t *member(ju_doc *d, const json_t *obj, const char *path, const char *key,
                      bool required, char *p, size_t n)
{
    ju_path_key(p, n, path, key);
    json_t *v = json_is_object(obj) ? json_object_get(obj, key) : NULL;
    if (!v && required) ju_error_at(d, ju_line(d, path, NULL), p, "required field is missing");
    return v;
}

int ju_get_string(ju_doc *d, const json_t *obj, const char *path, const char *key,
                  bool required, char *out, size_t n)
{
    char p[JU_PATH_LEN];
    json_t *v = member(d, obj, path, key, required, p, sizeof p);
    if (!v) return required ? -1 : 0;
    if (!json_is_string(v)) {
        ju_error(d, p, "expected a string, got %s", ju_type_name(v));
        return -1;
    }
    size_t len = json_string_length(v);
    if (len == 0) {
        ju_error(d, p, "must not be empty");
        return -1;
    }
    if (len >= n || strlen(json_string_value(v)) != len) {
        ju_error(d, p, "is too long or holds a NUL (at most %zu characters)", n - 1);
        return -1;
    }
    memcpy(out, json_string_value(v), len + 1);
    return 1;
}

int ju_get_int(ju_doc *d, const json_t *obj, const char *path, const char *key, bool required,
               int min, int max, int *out)
{
    char p[JU_PATH_LEN];
    json_t *v = member(d, obj, path, key, required, p, sizeof p);
    if (!v) return required ? -1 : 0;
    if (!json_is_integer(v)) {
        ju_error(d, p, "expected an integer, got %s", ju_type_name(v));
        return -1;
    }
    json_int_t x = json_integer_value(v);
    if (x < min || x > max) {
        ju_error(d, p, "%lld is out of range (%d to %d)", (long long)x, min, max);
        return -1;
    }
    *out = (int)x;
    return 1;
}

int ju_get_bool(ju_doc *d, const json_t *obj, const char *path, const char *key,
                bool required, bool *out)
{
    char p[JU_PATH_LEN];
    json_t *v = member(d, obj, path, key, required, p, sizeof p);
    if (!v) return required ? -1 : 0;
    if (!json_is_boolean(v)) {
        ju_error(d, p, "expected true or false, got %s", ju_type_name(v));
        return -1;
    }
    *out = json_is_true(v);
    return 1;
}

const json_t *ju_get_array(ju_doc *d, const json_t *obj, const char *path, const char *key,
                           bool required, size_t min, size_t max)
{
    char p[JU_PATH_LEN];
    json_t *v = member(d, obj, path, key, required, p, sizeof p);
    if (!v) return NULL;
    if (!json_is_array(v)) {
        ju_error(d, p, "expected an array, got %s", ju_type_name(v));
        return NULL;
    }
    size_t n = json_array_size(v);
    if (n < min || n > max) {
        if (min == max)
            ju_error(d, p, "has %zu entr%s; expected exactly %zu", n, n == 1 ? "y" : "ies", min);
        else
            ju_error(d, p, "has %zu entr%s; expected %zu to %zu", n, n == 1 ? "y" : "ies", min,
                     max);
        return NULL;
    }
    return v;
}

const json_t *ju_get_object(ju_doc *d, const json_t *obj, const char *path, const char *key,
                            bool required)
{
    char p[JU_PATH_LEN];
    json_t *v = member(d, obj, path, key, required, p, sizeof p);
    if (!v) return NULL;
    if (!json_is_object(v)) {
        ju_error(d, p, "expected an object, got %s", ju_type_name(v));
        return NULL;
    }
    return v;
}

bool ju_parse_size(const char *s, int max, int *w, int *h)
{
    char *e;
    if (!isdigit((unsigned char)s[0])) return false;
    long a = strtol(s, &e, 10);
    if (*e != 'x' || !isdigit((unsigned char)e[1])) return false;
    long b = strtol(e + 1, &e, 10);
    if (*e != '\0' || a < 1 || b < 1 || a > max || b > max) return false;
    *w = (int)a;
    *h = (int)b;
    return true;
}

/* ---- Shared field readers of the content loaders ---- */

static bool id_ok(const char *s)
{
    for (; *s; s++)
        if (!(islower((unsigned char)*s) || isdigit((unsigned char)*s) || *s == '_' ||
              *s == '-'))
            return false;
    return true;
}

bool ju_get_id(ju_doc *d, const json_t *v, const char *path, const char *key, char *out,
               size_t n)
{
    char p[JU_PATH_LEN];
    if (ju_get_string(d, v, path, key, true, out, n) != 1) return false;
    if (id_ok(out)) return true;
    ju_path_key(p, sizeof p, path, key);
    ju_error(d, p, "'%s' may only hold a-z, 0-9, '_' and '-'", out);
    return false;
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

int ju_get_name(ju_doc *d, const json_t *v, const char *path, const char *key, bool required,
                const char *const *names, int n, const char *what)
{
    char s[32], p[JU_PATH_LEN], list[200];
    int r = ju_get_string(d, v, path, key, required, s, sizeof s);
    if (r <= 0) return r == 0 ? -1 : -2;
    for (int i = 0; i < n; i++)
        if (names[i][0] && strcmp(names[i], s) == 0) return i;
    ju_path_key(p, sizeof p, path, key);
    join_names(list, sizeof list, names, n);
    ju_error(d, p, "unknown %s '%s' (%s)", what, s, list);
    return -2;
}

void ju_forbid(ju_doc *d, const json_t *v, const char *path, const char *key, const char *why)
{
    char p[JU_PATH_LEN];
    if (!json_object_get(v, key)) return;
    ju_path_key(p, sizeof p, path, key);
    ju_error(d, p, "%s", why);
}

rf_status ju_load_file(const char *path, const char *const *root_keys,
                       void (*body)(ju_doc *d, void *out), void *out, rf_error *err)
{
    ju_doc d;
    rf_status st = ju_open_file(&d, path, RF_E_DATA, err);
    if (st != RF_OK) return st;
    ju_check_keys(&d, d.root, "", root_keys);
    if (json_is_object(d.root)) body(&d, out);
    st = ju_result(&d, err);
    ju_close(&d);
    return st;
}

void ju_read_source(ju_doc *d, const json_t *v, const char *path, const char *key)
{
    char src[600], p[JU_PATH_LEN];
    if (ju_get_string(d, v, path, key, true, src, sizeof src) != 1) return;
    if (strncmp(src, "rules ", 6) == 0 || strncmp(src, "designed", 8) == 0) return;
    ju_path_key(p, sizeof p, path, key);
    ju_error(d, p, "a source starts with \"rules \" and a rule ID, or with \"designed\"");
}
