/*
 * test_server_rules.c — the rules reference (docs/protocol.md, "Rules";
 * apps/server/rules_text.c, h_rules.c): GET /api/rules gives every rule
 * and worked example of data/rules/RULES.md by area, with its sources,
 * its "Beta differs" and "Unclear" notes, its tables and the rules it
 * names; GET /api/rules/ID one rule; bad ids are refused (400, 404, 405);
 * a malformed RULES.md is refused with its file and line.
 * covers: SETUP-10 DRAFT-9
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "api_client.h"
#include "srv.h"

static json_t *area_of(json_t *root, const char *id)
{
    size_t i;
    json_t *a;
    json_array_foreach(json_object_get(root, "areas"), i, a)
        if (strcmp(json_string_value(json_object_get(a, "id")), id) == 0) return a;
    fail_msg("no area %s", id);
    return NULL;
}

static json_t *rule_of(json_t *area, const char *id)
{
    size_t i;
    json_t *r;
    json_array_foreach(json_object_get(area, "rules"), i, r)
        if (strcmp(json_string_value(json_object_get(r, "id")), id) == 0) return r;
    fail_msg("no rule %s", id);
    return NULL;
}

static bool has(json_t *a, const char *s)
{
    size_t i;
    json_t *v;
    json_array_foreach(a, i, v) if (strcmp(json_string_value(v), s) == 0) return true;
    return false;
}

/* SETUP-10, DRAFT-9: the first game's rules as the reference gives them. */
static void test_SETUP_10_rules_reference_whole(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    api_reply r = api(s, "GET", "/api/rules", NULL, NULL);
    assert_int_equal(r.status, 200);
    assert_int_equal(json_integer_value(json_object_get(r.json, "count")), 601 + 79);
    assert_int_equal((int)json_array_size(json_object_get(r.json, "areas")), 65);
    assert_int_equal((int)json_array_size(json_object_get(r.json, "parts")), 11);     /* PREC... before PART A */
    assert_int_equal((int)json_array_size(json_object_get(r.json, "sources")), 3);
    json_t *setup = area_of(r.json, "SETUP");
    assert_string_equal(json_string_value(json_object_get(setup, "title")), "Match setup");
    assert_string_equal(json_string_value(json_object_get(setup, "part")), "A");
    json_t *s10 = rule_of(setup, "SETUP-10");
    const char *text = json_string_value(json_object_get(s10, "text"));
    assert_non_null(strstr(text, "Crossroads"));
    assert_null(strstr(text, "**"));                       /* words only, no Markdown */
    assert_true(has(json_object_get(s10, "sources"), "C"));
    assert_true(has(json_object_get(s10, "refs"), "MAP-6"));
    assert_true(has(json_object_get(s10, "refs"), "DRAFT-9"));
    json_t *note = json_array_get(json_object_get(s10, "notes"), 0);
    assert_string_equal(json_string_value(json_object_get(note, "kind")), "beta");
    json_t *st1 = rule_of(area_of(r.json, "STAGE1"), "STAGE1-7");
    assert_string_equal(json_string_value(json_object_get(json_array_get(json_object_get(st1, "notes"), 1), "kind")),
                        "unclear");
    json_t *ex = rule_of(area_of(r.json, "STAGE2"), "EX-STAGE2-1");
    assert_true(json_is_true(json_object_get(ex, "example")));
    json_t *trait = area_of(r.json, "TRAIT");            /* the traits' table, under its rule */
    json_t *t14 = rule_of(trait, "TRAIT-14");
    assert_true(json_array_size(json_object_get(t14, "table")) >= 12);
    assert_int_equal((int)json_array_size(json_array_get(json_object_get(t14, "table"), 0)), 2);
    json_t *comp9 = rule_of(area_of(r.json, "COMP"), "COMP-9");      /* "---" is no text */
    assert_int_equal((int)json_array_size(json_object_get(comp9, "more")), 0);
    json_t *map4 = rule_of(area_of(r.json, "MAP"), "MAP-4");          /* its table and source */
    assert_true(json_array_size(json_object_get(map4, "table")) > 5);
    assert_string_equal(json_string_value(json_array_get(json_object_get(map4, "more"), 0)), "Source: (M)");
    api_free(&r);
    srv_close(s);
}

static void test_DRAFT_9_one_rule_by_id(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    api_reply r = api(s, "GET", "/api/rules/DRAFT-9", NULL, NULL);
    assert_int_equal(r.status, 200);
    assert_string_equal(json_string_value(json_object_get(r.json, "area")), "DRAFT");
    assert_non_null(strstr(json_string_value(json_object_get(r.json, "text")), "Bangalore"));
    api_free(&r);
    r = api(s, "GET", "/api/rules/EX-LOS-3", NULL, NULL);
    assert_int_equal(r.status, 200);
    assert_true(json_is_true(json_object_get(r.json, "example")));
    api_free(&r);
    srv_close(s);
}

static void expect(srv *s, const char *method, const char *path, int status, const char *code)
{
    api_reply r = api(s, method, path, NULL, method[0] == 'G' ? NULL : "{}");
    if (r.status != status) fprintf(stderr, "%s %s: got %d %s\n", method, path, r.status, r.text);
    assert_int_equal(r.status, status);
    assert_string_equal(api_error(&r), code);
    assert_true(strlen(json_string_value(json_object_get(r.json, "message"))) > 0);
    api_free(&r);
}

static void test_rules_bad_requests(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    expect(s, "GET", "/api/rules/NOPE-1", 404, "NOT_FOUND");
    expect(s, "GET", "/api/rules/SHOOT", 404, "NOT_FOUND");           /* an area, not a rule */
    expect(s, "GET", "/api/rules/shoot-12", 400, "BAD_REQUEST");
    expect(s, "GET", "/api/rules/", 400, "BAD_REQUEST");
    expect(s, "GET", "/api/rules/../../etc/passwd", 400, "BAD_REQUEST");
    expect(s, "GET", "/api/rules/SHOOT-12/x", 400, "BAD_REQUEST");
    expect(s, "GET", "/api/rules/SHOOT-1%00", 400, "BAD_REQUEST");
    expect(s, "GET", "/api/rules/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA-1", 400,
           "BAD_REQUEST");
    expect(s, "POST", "/api/rules", 405, "METHOD_NOT_ALLOWED");
    expect(s, "DELETE", "/api/rules/SHOOT-12", 405, "METHOD_NOT_ALLOWED");
    srv_close(s);
}

/* A RULES.md with the given text; the loader's message (or "" if it loads). */
static const char *load_text(const char *text)
{
    static char msg[512];
    char path[] = "/tmp/rules_textXXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
    close(fd);
    rf_error err;
    json_t *j = rules_text_load(path, &err);
    snprintf(msg, sizeof msg, "%s", j ? "" : err.message);
    json_decref(j);
    unlink(path);
    const char *rel = strstr(msg, ":");            /* without the temporary file's name */
    return j ? msg : rel ? rel : msg;
}

#define HEAD "| Area | Title | Rules | Examples |\n|---|---|---|---|\n| AB | Ab | 2 | 0 |\n" \
             "| CD | Cd | 1 | 1 |\n# PART A — ONE\n"
static void test_rules_text_malformed_file_line(void **state)
{
    (void)state;
    assert_string_equal(load_text(HEAD "## AB — Ab\n- **AB-1.** one (C)\n- **AB-2.** two\n"
                                  "## CD — Cd\n- **CD-1.** x\n  - Unclear: y\n- **EX-CD-1** (z). w\n"),
                        "");
    assert_string_equal(load_text(HEAD "## AB — Ab\n- **AB-1.** one\n- **CD-2.** two\n"),
                        ":8: rule CD-2 under area AB");
    assert_string_equal(load_text(HEAD "## AB — Ab\n- **AB-1.** one\n- **AB-1.** two\n"),
                        ":8: rule AB-1 is given twice");
    assert_string_equal(load_text(HEAD "## AB — Ab\n  - Beta differs: x\n"),
                        ":7: a note with no rule above it:   - Beta differs: x");
    assert_string_equal(load_text(HEAD "## AB — Ab\n- **AB-1.** one\n- **AB-2.**\n"),
                        ":8: rule AB-2 has no text");
    assert_string_equal(load_text(HEAD "## AB — Ab\n- **AB-1** one\n"),
                        ":7: a rule id ends with '.': AB-1");
    assert_string_equal(load_text(HEAD "## AB — Ab\n- **AB-1.** one\n- **AB-2.** two\n## CD — Cd\n"
                                  "- **CD-1.** x\n"),
                        ":9: area CD has 1 rules and 0 examples, the index (line 4) says 1 and 1");
    assert_string_equal(load_text(HEAD "## AB — Ab\n- **AB-1.** one\n- **AB-2.** t\xff\n"),
                        ":8: not UTF-8 text");
    assert_string_equal(load_text(HEAD "## AB — Ab\n- **AB-1.** one\n- **AB-2.** two\n"),
                        ":4: the area index lists CD, which has no section");
    rf_error err;
    assert_null(rules_text_load("/nonexistent/RULES.md", &err));
    assert_string_equal(err.message, "/nonexistent/RULES.md: cannot be read");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_SETUP_10_rules_reference_whole),
        cmocka_unit_test(test_DRAFT_9_one_rule_by_id),
        cmocka_unit_test(test_rules_bad_requests),
        cmocka_unit_test(test_rules_text_malformed_file_line),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
