/*
 * sim_content.c — the content of a balance experiment (issue 18): the
 * built-in data directory, with `--data DIR` laid over it (a file of DIR
 * replaces the built-in file of the same name; maps/ file by file) and
 * `--set FILE.PATH=VALUE` patches applied to the files' JSON.
 *
 * The patched set is written to a private temporary directory, loaded by
 * rf_content_load like any other (so every patch is validated exactly as
 * the content is, ranges and all) and removed once the content and the
 * map are in memory. Its content hash (rf_content_hash) covers the
 * patched files, so a patched run is told apart in the summary and its
 * signature.
 *
 * A path names JSON keys (a key missing at the top of a file whose top
 * object holds one list is looked for in that list: weapons.R-301 is
 * weapons.json's "weapons" list's R-301); where it meets an array it picks the one element
 * whose "id" or "name" equals the segment, or of whose name the segment is
 * a word ("R-301" for "R-301 Carbine"), or an index. The value keeps the
 * type of the value it replaces: a number for a number, true/false for a
 * boolean, else a string (JSON text for arrays and objects).
 */
#define _XOPEN_SOURCE 700          /* realpath, mkdtemp, symlink */
#include <dirent.h>
#include <errno.h>
#include <jansson.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sim.h"

static bool is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static bool is_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* Is word one of the space-separated words of name (any case)? */
static bool name_has_word(const char *name, const char *word)
{
    size_t n = strlen(word);
    for (const char *p = name; *p;) {
        while (*p == ' ') p++;
        const char *e = strchr(p, ' ');
        size_t k = e ? (size_t)(e - p) : strlen(p);
        if (k == n && strncasecmp(p, word, n) == 0) return true;
        p += k;
    }
    return false;
}

static const char *str_of(const json_t *o, const char *key)
{
    return json_string_value(json_object_get(o, key));
}

/* The element of array a that segment names, or NULL with why in err. */
static json_t *pick(json_t *a, const char *seg, char *err, size_t n)
{
    char *end;
    long idx = strtol(seg, &end, 10);
    if (*seg && !*end) {
        json_t *e = json_array_get(a, (size_t)idx);
        if (!e) snprintf(err, n, "no element %s (the list has %zu)", seg, json_array_size(a));
        return e;
    }
    json_t *found = NULL;
    int matches = 0;
    for (int pass = 0; pass < 2 && !found; pass++) {            /* exact id/name first, then a word */
        size_t i;
        json_t *e;
        json_array_foreach(a, i, e) {
            const char *id = str_of(e, "id"), *name = str_of(e, "name");
            bool hit = pass == 0 ? (id && strcasecmp(id, seg) == 0) || (name && strcasecmp(name, seg) == 0)
                                 : name && name_has_word(name, seg);
            if (hit && !matches++) found = e;
        }
        if (matches > 1) {
            snprintf(err, n, "'%s' names %d elements (give the id or the whole name)", seg, matches);
            return NULL;
        }
    }
    if (!found) snprintf(err, n, "no element with the id or name '%s'", seg);
    return found;
}

/* The value text as JSON of the type of old. */
static json_t *typed_value(const json_t *old, const char *text, char *err, size_t n)
{
    if (json_is_integer(old)) {
        char *end;
        errno = 0;
        long long v = strtoll(text, &end, 10);
        if (*text && !*end && errno == 0) return json_integer(v);
        snprintf(err, n, "needs a whole number, not '%s'", text);
        return NULL;
    }
    if (json_is_real(old)) {
        char *end;
        double v = strtod(text, &end);
        if (*text && !*end) return json_real(v);
        snprintf(err, n, "needs a number, not '%s'", text);
        return NULL;
    }
    if (json_is_boolean(old)) {
        if (strcmp(text, "true") == 0 || strcmp(text, "false") == 0) return json_boolean(text[0] == 't');
        snprintf(err, n, "needs true or false, not '%s'", text);
        return NULL;
    }
    if (json_is_array(old) || json_is_object(old)) {
        json_error_t je;
        json_t *v = json_loads(text, JSON_DECODE_ANY, &je);
        if (!v) snprintf(err, n, "needs JSON (%s)", je.text);
        return v;
    }
    return json_string(text);
}

/* The one list of a file's top object (weapons.json: "weapons"), or NULL. */
static json_t *the_list(json_t *top)
{
    json_t *list = NULL, *v;
    const char *k;
    int n = 0;
    json_object_foreach(top, k, v) if (json_is_array(v)) list = v, n++;
    return n == 1 ? list : NULL;
}

/* Apply "PATH=VALUE" (PATH after the file's name) to doc. */
static bool apply(json_t *doc, const char *path, const char *value, char *err, size_t n)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%.*s", (int)strcspn(path, "="), path);
    json_t *at = doc, *parent = NULL;
    char *seg = buf, *key = NULL;
    size_t index = 0;
    while (seg) {
        char *dot = strchr(seg, '.');
        if (dot) *dot = '\0';
        parent = at;
        if (at == doc && json_is_object(at) && !json_object_get(at, seg) && the_list(at)) {
            parent = at = the_list(at);       /* weapons.R-301: the file's one list ("weapons") */
        }
        if (json_is_object(at)) {
            at = json_object_get(at, seg);
            key = seg;
            if (!at) {
                snprintf(err, n, "no field '%s' there", seg);
                return false;
            }
        } else if (json_is_array(at)) {
            json_t *e = pick(at, seg, err, n);
            if (!e) return false;
            size_t i;
            json_t *x;
            json_array_foreach(parent, i, x) if (x == e) index = i;
            at = e;
            key = NULL;
        } else {
            snprintf(err, n, "'%s' is inside a value that has no fields", seg);
            return false;
        }
        seg = dot ? dot + 1 : NULL;
    }
    json_t *v = typed_value(at, value, err, n);
    if (!v) return false;
    if (key) json_object_set_new(parent, key, v);
    else json_array_set_new(parent, index, v);
    return true;
}

/* A --set: "FILE.PATH=VALUE" split; false (reported) if malformed. */
static bool split_patch(const char *spec, char *file, size_t nf, const char **path, const char **value)
{
    const char *dot = strchr(spec, '.'), *eq = strchr(spec, '=');
    if (!dot || !eq || dot > eq || dot == spec || dot + 1 == eq || (size_t)(dot - spec) + 6 > nf) {
        fprintf(stderr, "ringfall sim: --set '%s': expected FILE.FIELD...=VALUE "
                        "(e.g. weapons.R-301.damage=7)\n", spec);
        return false;
    }
    snprintf(file, nf, "%.*s.json", (int)(dot - spec), spec);
    *path = dot + 1;
    *value = eq + 1;
    return true;
}

/* Link dst to src (an absolute path). */
static bool link_to(const char *src, const char *dst)
{
    char abs[PATH_MAX];
    if (!realpath(src, abs) || symlink(abs, dst) != 0) {
        fprintf(stderr, "ringfall sim: cannot link %s: %s\n", src, strerror(errno));
        return false;
    }
    return true;
}

/* Fill dir with links to the files of base, then of over (replacing). */
static bool link_files(const char *base, const char *over, const char *dir, bool top)
{
    const char *from[2] = { base, over };
    for (int k = 0; k < 2; k++) {
        DIR *d = from[k] ? opendir(from[k]) : NULL;
        if (from[k] && !d) {
            fprintf(stderr, "ringfall sim: cannot read the directory %s: %s\n", from[k], strerror(errno));
            return false;
        }
        struct dirent *e;
        while (d && (e = readdir(d))) {
            char src[PATH_MAX], dst[PATH_MAX];
            snprintf(src, sizeof src, "%s/%s", from[k], e->d_name);
            snprintf(dst, sizeof dst, "%s/%s", dir, e->d_name);
            if (e->d_name[0] == '.' || (top && strcmp(e->d_name, "maps") == 0) || !is_file(src)) continue;
            unlink(dst);
            if (!link_to(src, dst)) {
                closedir(d);
                return false;
            }
        }
        if (d) closedir(d);
    }
    return true;
}

/* The overlaid data directory in dir: base's files, over's on top. */
static bool overlay(const char *base, const char *over, const char *dir)
{
    char maps[PATH_MAX], bmaps[PATH_MAX], omaps[PATH_MAX];
    snprintf(maps, sizeof maps, "%s/maps", dir);
    snprintf(bmaps, sizeof bmaps, "%s/maps", base);
    snprintf(omaps, sizeof omaps, "%s/maps", over ? over : "");
    if (!link_files(base, over, dir, true)) return false;
    if (!over || !is_dir(omaps)) return link_to(bmaps, maps);
    return mkdir(maps, 0700) == 0 && link_files(bmaps, omaps, maps, false);
}

/* Apply the patches of one file; writes dir/file in place of its link. */
static bool patch_file(const char *dir, const char *file, const sim_content_opts *o)
{
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    json_error_t je;
    json_t *doc = json_load_file(path, 0, &je);
    if (!doc) {
        fprintf(stderr, "ringfall sim: --set: no content file %s (%s)\n", file, je.text);
        return false;
    }
    bool ok = true;
    for (int i = 0; i < o->nsets && ok; i++) {
        char f[64], err[700];
        const char *p, *v;
        if (!split_patch(o->set[i], f, sizeof f, &p, &v)) ok = false;
        else if (strcmp(f, file) != 0) continue;
        else if (!apply(doc, p, v, err, sizeof err)) {
            fprintf(stderr, "ringfall sim: --set %s: %s\n", o->set[i], err);
            ok = false;
        }
    }
    unlink(path);
    if (ok && json_dump_file(doc, path, JSON_INDENT(1) | JSON_PRESERVE_ORDER) != 0) {
        fprintf(stderr, "ringfall sim: cannot write %s\n", path);
        ok = false;
    }
    json_decref(doc);
    return ok;
}

static void remove_tree(const char *dir)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    while (d && (e = readdir(d))) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
        char p[PATH_MAX];
        snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
        struct stat st;
        if (lstat(p, &st) == 0 && S_ISDIR(st.st_mode)) remove_tree(p);
        else unlink(p);
    }
    if (d) closedir(d);
    rmdir(dir);
}

/* Which --set names this file? Patches apply once per file, in order. */
static bool patched(const sim_content_opts *o, const char *file, int before)
{
    for (int i = 0; i < before; i++) {
        char f[64];
        const char *p, *v;
        if (split_patch(o->set[i], f, sizeof f, &p, &v) && strcmp(f, file) == 0) return true;
    }
    return false;
}

/* A loading error in the patched set: named after the patch or the
 * overlay file, not the temporary directory. */
static void report_load_error(const sim_content_opts *o, const rf_error *err)
{
    const char *slash = strrchr(err->file, '/');
    const char *file = slash ? slash + 1 : err->file;
    for (int i = 0; i < o->nsets; i++) {
        char f[64];
        const char *p, *v;
        if (split_patch(o->set[i], f, sizeof f, &p, &v) && strcmp(f, file) == 0) {
            fprintf(stderr, "ringfall sim: --set %s: refused by the content: %s%s%s\n", o->set[i],
                    err->field[0] ? err->field : "", err->field[0] ? ": " : "", err->message);
            return;
        }
    }
    fprintf(stderr, "ringfall sim: --data %s: %s%s%s: %s\n", o->data_dir ? o->data_dir : "(built-in)",
            file, err->field[0] ? ": " : "", err->field, err->message);
}

rf_content *sim_content_load(const sim_content_opts *o, const char *map, rf_map **m)
{
    *m = NULL;
    cli_args a;
    memset(&a, 0, sizeof a);
    a.cards = o->cards;
    rf_content *base = cli_match_content(&a);
    if (!base || (!o->data_dir && !o->nsets)) {
        *m = base ? cli_load_map(base, map) : NULL;
        return base;
    }
    if (o->data_dir && !is_dir(o->data_dir)) {
        fprintf(stderr, "ringfall sim: --data %s: not a directory\n", o->data_dir);
        rf_content_free(base);
        return NULL;
    }
    char dir[] = "/tmp/ringfall-sim-XXXXXX";
    bool ok = mkdtemp(dir) != NULL && overlay(rf_content_dir(base), o->data_dir, dir);
    for (int i = 0; i < o->nsets && ok; i++) {
        char f[64];
        const char *p, *v;
        ok = split_patch(o->set[i], f, sizeof f, &p, &v);
        if (ok && !patched(o, f, i)) ok = patch_file(dir, f, o);
    }
    rf_content_free(base);
    rf_content *c = NULL;
    rf_error err;
    memset(&err, 0, sizeof err);
    if (ok && rf_content_load(dir, &c, &err) != RF_OK) report_load_error(o, &err);
    if (c && o->cards && rf_content_add_cards(c, o->cards, &err) != RF_OK) {
        cli_print_error(&err);
        rf_content_free(c);
        c = NULL;
    }
    *m = c ? cli_load_map(c, map) : NULL;
    if (c && !*m) {
        rf_content_free(c);
        c = NULL;
    }
    remove_tree(dir);
    return c;
}
