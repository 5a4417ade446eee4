/*
 * rules_text.c — the rules reference the client shows (web/js/rules.js,
 * GET /api/rules): data/rules/RULES.md, the project's numbered rules
 * (a copy of ../shared/rules/RULES.md kept current by
 * scripts/rules-text.sh), read once when the server opens and turned into
 * JSON, so that the client parses no text (tests/arch/client_no_text.sh).
 *
 * The shapes read (every other line is plain text of the rule, area or
 * part above it):
 *   # PART A — TITLE                  a part of the book
 *   ## AREA — Title                   an area of rules (SHOOT, AIM...)
 *   - **AREA-n.** text (C)(M)         a rule of that area
 *   - **EX-AREA-n** (what, C). text   a worked example of that area
 *     - Beta differs: ... / Unclear: ... / Note: ...   a note on the last rule
 *   | a | b |                         a table row of the last rule
 * and, before the first area, the sources table ("| (C) | file | ...") and
 * the area index ("| SHOOT | Shoot | 16 | 1 |"). The counts of the index
 * are checked against the rules read: a rule lost or misnumbered is an
 * error naming the file and the line, as every other error here.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "srv.h"

typedef struct reader {
    const char *path;
    int line;
    json_t *root, *parts, *areas, *ids;   /* ids: rule id → its area, for duplicates */
    json_t *part, *area, *rule;           /* where the next lines go (NULL: none yet) */
    json_t *index;                        /* area id → [rules, examples] of the index */
    rf_error *err;
} reader;

static bool fail(reader *rd, const char *fmt, const char *what)
{
    snprintf(rd->err->message, sizeof rd->err->message, "%s:%d: ", rd->path, rd->line);
    size_t k = strlen(rd->err->message);
    snprintf(rd->err->message + k, sizeof rd->err->message - k, fmt, what);
    return false;
}

/* The text without Markdown's emphasis marks (** and `): words only. */
static char *plain(const char *s)
{
    char *out = malloc(strlen(s) + 1), *o = out;
    if (!out) return NULL;
    for (; *s; s++) {
        if (*s == '`' || (s[0] == '*' && s[1] == '*')) {
            if (*s == '*') s++;
            continue;
        }
        *o++ = *s;
    }
    while (o > out && isspace((unsigned char)o[-1])) o--;
    *o = '\0';
    return out;
}

static void set_plain(json_t *obj, const char *key, const char *text)
{
    char *p = plain(text);
    json_object_set_new(obj, key, json_string(p ? p : ""));
    free(p);
}

/* A rule id: AREA-n or EX-AREA-n, AREA capitals and digits; its area in
 * area (at most n bytes). */
static bool rule_id(const char *id, char *area, size_t n)
{
    const char *p = strncmp(id, "EX-", 3) == 0 ? id + 3 : id;
    const char *dash = strrchr(p, '-');
    if (!dash || dash == p || !isupper((unsigned char)p[0]) || !dash[1]) return false;
    for (const char *q = p; q < dash; q++)
        if (!isupper((unsigned char)*q) && !isdigit((unsigned char)*q)) return false;
    for (const char *q = dash + 1; *q; q++)
        if (!isdigit((unsigned char)*q)) return false;
    if ((size_t)(dash - p) >= n) return false;
    memcpy(area, p, (size_t)(dash - p));
    area[dash - p] = '\0';
    return true;
}

/* "(C)(M)" at the end of a rule: its sources, taken off the text. */
static json_t *take_sources(char *text)
{
    json_t *a = json_array();
    size_t n = strlen(text);
    while (n >= 3 && text[n - 1] == ')' && text[n - 3] == '(' && strchr("CMB", text[n - 2])) {
        char tag[2] = { text[n - 2], 0 };
        json_array_insert_new(a, 0, json_string(tag));
        n -= 3;
        text[n] = '\0';
    }
    while (n > 0 && text[n - 1] == ' ') text[--n] = '\0';
    return a;
}

/* "- **ID.** text" or "- **EX-ID** (what). text": a rule of the area. */
static bool read_rule(reader *rd, const char *line)
{
    const char *id0 = line + 4, *end = strstr(id0, "**");
    char id[32], area[24];
    if (!end || (size_t)(end - id0) >= sizeof id) return fail(rd, "a rule line without its id: %s", line);
    memcpy(id, id0, (size_t)(end - id0));
    id[end - id0] = '\0';
    bool example = strncmp(id, "EX-", 3) == 0;
    size_t k = strlen(id);
    if (!example && (k == 0 || id[k - 1] != '.')) return fail(rd, "a rule id ends with '.': %s", id);
    if (!example) id[k - 1] = '\0';
    if (!rule_id(id, area, sizeof area)) return fail(rd, "not a rule id (AREA-n, EX-AREA-n): %s", id);
    if (!rd->area) return fail(rd, "rule %s before any area (## AREA — Title)", id);
    const char *in = json_string_value(json_object_get(rd->area, "id"));
    if (strcmp(area, in) != 0) {
        char what[64];
        snprintf(what, sizeof what, "%s under area %s", id, in);
        return fail(rd, "rule %s", what);
    }
    if (json_object_get(rd->ids, id)) return fail(rd, "rule %s is given twice", id);
    json_object_set_new(rd->ids, id, json_string(area));
    char *text = plain(end + 2);
    if (!text) return fail(rd, "%s", "out of memory");
    const char *t = text;
    while (*t == ' ') t++;
    if (!*t) {
        free(text);
        return fail(rd, "rule %s has no text", id);
    }
    rd->rule = json_pack("{s:s, s:b, s:o, s:[], s:[]}", "id", id, "example", example, "sources",
                         take_sources(text), "notes", "more");
    json_object_set_new(rd->rule, "text", json_string(t));
    json_object_set_new(rd->rule, "line", json_integer(rd->line));
    free(text);
    json_array_append_new(json_object_get(rd->area, "rules"), rd->rule);
    return true;
}

/* "  - Beta differs: ..." and the like: a note on the last rule. */
static bool read_note(reader *rd, const char *line)
{
    if (!rd->rule) return fail(rd, "a note with no rule above it: %s", line);
    const char *t = line + 4;
    const char *kind = strncmp(t, "Beta differs", 12) == 0 ? "beta"
                     : strncmp(t, "Unclear", 7) == 0       ? "unclear" : "note";
    json_t *note = json_pack("{s:s}", "kind", kind);
    set_plain(note, "text", t);
    json_array_append_new(json_object_get(rd->rule, "notes"), note);
    return true;
}

/* "| a | b |": the cells, trimmed; NULL for a rule line "|---|---|". */
static json_t *table_cells(const char *line)
{
    if (strspn(line, "|-: ") == strlen(line)) return NULL;
    json_t *cells = json_array();
    const char *p = line + 1;
    for (const char *bar; (bar = strchr(p, '|')); p = bar + 1) {
        while (*p == ' ') p++;
        size_t n = (size_t)(bar - p);
        while (n > 0 && p[n - 1] == ' ') n--;
        char *cell = strndup(p, n);
        char *pc = cell ? plain(cell) : NULL;
        json_array_append_new(cells, json_string(pc ? pc : ""));
        free(pc);
        free(cell);
    }
    return cells;
}

/* Before the first area: the sources "(C)" and the area index's counts. */
static void read_front_table(reader *rd, json_t *cells)
{
    const char *a = json_string_value(json_array_get(cells, 0));
    if (!a || json_array_size(cells) < 4) return;
    if (a[0] == '(' && strlen(a) == 3) {
        json_array_append_new(json_object_get(rd->root, "sources"),
                              json_pack("{s:s%, s:O, s:O}", "tag", a + 1, (size_t)1, "content",
                                        json_array_get(cells, 2), "status", json_array_get(cells, 3)));
        return;
    }
    char *end1, *end2;
    long rules = strtol(json_string_value(json_array_get(cells, 2)), &end1, 10);
    long examples = strtol(json_string_value(json_array_get(cells, 3)), &end2, 10);
    if (*end1 || *end2 || !a[0] || strspn(a, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") != strlen(a))
        return;                                                 /* the header, the total */
    json_object_set_new(rd->index, a, json_pack("[i, i, i]", (int)rules, (int)examples, rd->line));
}

/* A table row: of the front matter, or of the last rule (else the area). */
static void read_table(reader *rd, const char *line)
{
    json_t *cells = table_cells(line);
    if (!cells) return;
    if (!rd->area) {
        read_front_table(rd, cells);
        json_decref(cells);
        return;
    }
    json_t *owner = rd->rule ? rd->rule : rd->area;
    json_t *table = json_object_get(owner, "table");
    if (!table) json_object_set_new(owner, "table", table = json_array());
    json_array_append_new(table, cells);
}

/* "## AREA — Title": a new area; "## 0. How to read..." is front matter. */
static bool read_area(reader *rd, const char *line)
{
    const char *dash = strstr(line, " — ");
    char id[24];
    size_t n = dash ? (size_t)(dash - line - 3) : 0;
    if (!dash || n == 0 || n >= sizeof id) return true;           /* front matter */
    memcpy(id, line + 3, n);
    id[n] = '\0';
    for (size_t k = 0; k < n; k++)
        if (!isupper((unsigned char)id[k]) && !isdigit((unsigned char)id[k])) return true;
    if (!isupper((unsigned char)id[0])) return true;
    if (!rd->part) {                /* PREC, TERM, COMP come before PART A */
        rd->part = json_pack("{s:s, s:s, s:[], s:[]}", "id", "0", "title", "GENERAL", "areas",
                             "intro");
        json_array_append_new(rd->parts, rd->part);
    }
    rd->area = json_pack("{s:s, s:s, s:[], s:[]}", "id", id, "part",
                         json_string_value(json_object_get(rd->part, "id")), "rules", "intro");
    set_plain(rd->area, "title", dash + strlen(" — "));
    json_object_set_new(rd->area, "line", json_integer(rd->line));
    json_array_append_new(rd->areas, rd->area);
    json_array_append_new(json_object_get(rd->part, "areas"), json_string(id));
    rd->rule = NULL;
    return true;
}

static void read_part(reader *rd, const char *line)
{
    const char *dash = strstr(line, " — ");
    if (strncmp(line, "# PART ", 7) != 0 || !dash) return;             /* the title */
    rd->part = json_pack("{s:s%, s:[], s:[]}", "id", line + 7, (size_t)(dash - line - 7), "areas",
                         "intro");
    set_plain(rd->part, "title", dash + strlen(" — "));
    json_array_append_new(rd->parts, rd->part);
    rd->area = NULL;
    rd->rule = NULL;
}

/* Plain text: more of the last rule, else the area's or the part's intro. */
static void read_text(reader *rd, const char *line)
{
    while (*line == ' ') line++;
    json_t *owner = rd->rule ? rd->rule : rd->area ? rd->area : rd->part;
    if (!owner || !*line) return;
    json_t *s = json_object_get(owner, rd->rule ? "more" : "intro");
    char *p = plain(line);
    json_array_append_new(s, json_string(p ? p : ""));
    free(p);
}

static bool read_line(reader *rd, char *line)
{
    size_t n = strlen(line);
    while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r')) line[--n] = '\0';
    json_t *probe = json_stringn(line, n);             /* NULL: not UTF-8 */
    if (!probe) return fail(rd, "%s", "not UTF-8 text");
    json_decref(probe);
    if (n >= 3 && strspn(line, "-") == n) return true;        /* a rule "---" between parts */
    if (strncmp(line, "## ", 3) == 0) return read_area(rd, line);
    if (strncmp(line, "# ", 2) == 0) read_part(rd, line);
    else if (strncmp(line, "- **", 4) == 0 && rd->area) return read_rule(rd, line);
    else if (strncmp(line, "  - ", 4) == 0 && rd->area) return read_note(rd, line);
    else if (line[0] == '|') read_table(rd, line);
    else if (rd->area || rd->part) read_text(rd, line);
    return true;
}

/* Each area's rules and examples against the index's counts. */
static bool check_counts(reader *rd)
{
    size_t i;
    json_t *area;
    json_array_foreach(rd->areas, i, area) {
        const char *id = json_string_value(json_object_get(area, "id"));
        json_t *want = json_object_get(rd->index, id), *rule;
        int rules = 0, examples = 0;
        size_t k;
        json_array_foreach(json_object_get(area, "rules"), k, rule)
            json_is_true(json_object_get(rule, "example")) ? examples++ : rules++;
        rd->line = (int)json_integer_value(json_object_get(area, "line"));
        if (!want) return fail(rd, "area %s is not in the area index", id);
        char what[96];
        snprintf(what, sizeof what, "%s has %d rules and %d examples, the index (line %d) says "
                 "%d and %d", id, rules, examples, (int)json_integer_value(json_array_get(want, 2)),
                 (int)json_integer_value(json_array_get(want, 0)),
                 (int)json_integer_value(json_array_get(want, 1)));
        if (rules != json_integer_value(json_array_get(want, 0)) ||
            examples != json_integer_value(json_array_get(want, 1)))
            return fail(rd, "area %s", what);
        json_object_del(rd->index, id);
    }
    if (json_object_size(rd->index) > 0) {
        const char *id = json_object_iter_key(json_object_iter(rd->index));
        rd->line = (int)json_integer_value(json_array_get(json_object_get(rd->index, id), 2));
        return fail(rd, "the area index lists %s, which has no section", id);
    }
    return true;
}

/* The rules a text names (known ids only, each once, in order). */
static void add_refs(reader *rd, json_t *rule, json_t *refs, const char *text)
{
    for (const char *p = text; *p; p++) {
        if (!isupper((unsigned char)*p) || (p > text && (isalnum((unsigned char)p[-1]) || p[-1] == '-')))
            continue;
        size_t n = strspn(p, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-");
        char id[32];
        while (n > 0 && p[n - 1] == '-') n--;
        if (n == 0 || n >= sizeof id) continue;
        memcpy(id, p, n);
        id[n] = '\0';
        const char *self = json_string_value(json_object_get(rule, "id"));
        bool seen = strcmp(id, self) == 0;
        size_t k;
        json_t *r;
        json_array_foreach(refs, k, r) seen |= strcmp(json_string_value(r), id) == 0;
        if (!seen && json_object_get(rd->ids, id)) json_array_append_new(refs, json_string(id));
        p += n - 1;
    }
}

/* "refs": the other rules each rule's text and notes name, for links. */
static void link_refs(reader *rd)
{
    size_t i, k, m;
    json_t *area, *rule, *x;
    json_array_foreach(rd->areas, i, area) json_array_foreach(json_object_get(area, "rules"), k, rule) {
        json_t *refs = json_array();
        add_refs(rd, rule, refs, json_string_value(json_object_get(rule, "text")));
        json_array_foreach(json_object_get(rule, "notes"), m, x)
            add_refs(rd, rule, refs, json_string_value(json_object_get(x, "text")));
        json_array_foreach(json_object_get(rule, "more"), m, x)
            add_refs(rd, rule, refs, json_string_value(x));
        json_object_set_new(rule, "refs", refs);
    }
}

json_t *rules_text_load(const char *path, rf_error *err)
{
    memset(err, 0, sizeof *err);
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err->message, sizeof err->message, "%s: cannot be read", path);
        return NULL;
    }
    reader rd = { .path = path, .err = err, .ids = json_object(), .index = json_object() };
    rd.root = json_pack("{s:[], s:[], s:[]}", "sources", "parts", "areas");
    rd.parts = json_object_get(rd.root, "parts");
    rd.areas = json_object_get(rd.root, "areas");
    char *line = NULL;
    size_t cap = 0;
    bool ok = true;
    while (ok && getline(&line, &cap, f) >= 0) {
        rd.line++;
        ok = read_line(&rd, line);
    }
    free(line);
    fclose(f);
    if (ok && json_array_size(rd.areas) == 0) ok = fail(&rd, "%s", "no area of rules (## AREA — Title)");
    ok = ok && check_counts(&rd);
    if (ok) {
        link_refs(&rd);
        json_object_set_new(rd.root, "count", json_integer((json_int_t)json_object_size(rd.ids)));
    }
    json_decref(rd.ids);
    json_decref(rd.index);
    if (!ok) json_decref(rd.root);
    return ok ? rd.root : NULL;
}
