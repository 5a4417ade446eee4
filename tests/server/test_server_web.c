/*
 * test_server_web.c — the endpoints the browser client draws and plays
 * with (docs/protocol.md, docs/client.md): the list of maps, a map's
 * geometry, the line-of-sight tool, and a target's hints (hit threshold
 * and expected hits, headshots and damage per weapon) in the pending options; with their
 * errors.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "api_client.h"

static const char *str(json_t *o, const char *k) { return json_string_value(json_object_get(o, k)); }
static int num(json_t *o, const char *k) { return (int)json_integer_value(json_object_get(o, k)); }

static void expect_error(srv *s, const char *method, const char *path, int status, const char *code)
{
    api_reply r = api(s, method, path, NULL, NULL);
    if (r.status != status) fprintf(stderr, "%s %s: got %d %s\n", method, path, r.status, r.text);
    assert_int_equal(r.status, status);
    assert_string_equal(api_error(&r), code);
    api_free(&r);
}

/* The codes of a map entry's "modes", joined by spaces. */
static const char *modes_of(json_t *m)
{
    static char buf[64];
    buf[0] = '\0';
    json_t *a = json_object_get(m, "modes");
    for (size_t i = 0; i < json_array_size(a); i++)
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%s", i ? " " : "",
                 json_string_value(json_array_get(a, i)));
    return buf;
}

/* Every map with the modes it allows (MAP-4): Outpost is not played in
 * Champions, Crossroads in all five, the beta map in Battle Royale only. */
static void test_MAP_4_maps_list(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    api_reply r = api(s, "GET", "/api/maps", NULL, NULL);
    assert_int_equal(r.status, 200);
    json_t *maps = json_object_get(r.json, "maps");
    assert_true(json_array_size(maps) >= 2);
    bool crossroads = false;
    for (size_t i = 0; i < json_array_size(maps); i++) {
        json_t *m = json_array_get(maps, i);
        if (i) assert_true(strcmp(str(json_array_get(maps, i - 1), "name"), str(m, "name")) < 0);
        if (strcmp(str(m, "name"), "crossroads") == 0) {
            crossroads = true;
            assert_string_equal(str(m, "title"), "Crossroads");
            assert_int_equal(num(m, "width"), 16);
            assert_int_equal(num(m, "height"), 16);
            assert_string_equal(modes_of(m), "BR ASSN TDM CHAMP CTF");
        }
        if (strcmp(str(m, "name"), "outpost") == 0) assert_string_equal(modes_of(m), "BR ASSN TDM CTF");
        if (strcmp(str(m, "name"), "standard_beta") == 0) assert_string_equal(modes_of(m), "BR");
    }
    assert_true(crossroads);
    api_free(&r);
    expect_error(s, "POST", "/api/maps", 405, "METHOD_NOT_ALLOWED");
    srv_close(s);
}

/* Crossroads as data/maps/crossroads.json lays it out (MAP-6). */
static void test_map_geometry(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    api_reply r = api(s, "GET", "/api/maps/crossroads", NULL, NULL);
    assert_int_equal(r.status, 200);
    assert_string_equal(str(r.json, "name"), "Crossroads");
    json_t *floor = json_object_get(r.json, "floor");
    assert_int_equal(json_array_size(floor), 16);
    assert_int_equal(json_array_size(json_array_get(floor, 0)), 16);
    /* LVL-3: the 2x2 building stacked on the 3x3 at 3,3 makes 4,3 level 2 */
    assert_int_equal(json_integer_value(json_array_get(json_array_get(floor, 3), 4)), 2);
    assert_int_equal(json_integer_value(json_array_get(json_array_get(floor, 5), 3)), 1);
    assert_int_equal(json_integer_value(json_array_get(json_array_get(floor, 0), 0)), 0);
    json_t *comps = json_object_get(r.json, "components");
    assert_int_equal(json_array_size(comps), 31);
    json_t *first = json_array_get(comps, 0);
    assert_string_equal(str(first, "kind"), "building");
    assert_string_equal(str(first, "placement"), "area");
    assert_int_equal(num(first, "x"), 3);
    assert_int_equal(num(first, "w"), 3);
    assert_int_equal(num(first, "top"), 1);
    json_t *wall = json_array_get(comps, 8);               /* { "wall", "h 4,13", 3 } */
    assert_string_equal(str(wall, "kind"), "wall");
    assert_string_equal(str(wall, "dir"), "h");
    assert_int_equal(num(wall, "i"), 4);
    assert_int_equal(num(wall, "j"), 13);
    assert_int_equal(num(wall, "len"), 3);
    int bins = 0;
    for (size_t i = 0; i < json_array_size(comps); i++) {
        json_t *c = json_array_get(comps, i);
        json_t *bin = json_object_get(c, "bin");
        assert_int_equal(bin != NULL, strcmp(str(c, "kind"), "supply_bin") == 0);
        if (bin) assert_int_equal(json_integer_value(bin), bins++);   /* in component order */
    }
    assert_int_equal(bins, 10);
    api_free(&r);
    expect_error(s, "GET", "/api/maps/no_such_map", 404, "UNKNOWN_MAP");
    expect_error(s, "GET", "/api/maps/..%2Fweapons", 404, "UNKNOWN_MAP");
    expect_error(s, "GET", "/api/maps/../weapons", 404, "UNKNOWN_MAP");
    srv_close(s);
}

static void test_los(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    int id = api_create(s, "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"}],\"seed\":5}");
    char path[128];
    /* LOS-2: two ground spaces with nothing between them */
    snprintf(path, sizeof path, "/api/matches/%d/los?from=0,0&to=2,0", id);
    api_reply r = api(s, "GET", path, NULL, NULL);
    assert_int_equal(r.status, 200);
    assert_true(json_is_true(json_object_get(r.json, "clear")));
    assert_true(json_is_true(json_object_get(r.json, "in_play")));
    assert_non_null(strstr(str(r.json, "explanation"), "LOS-4"));
    api_free(&r);
    /* the 3x3 building with the 2x2 on top blocks 3,4 (level 1) from 6,4
     * through 4,4 and 5,4 (level 2) — the same answer as `ringfall los` */
    snprintf(path, sizeof path, "/api/matches/%d/los?from=2,4&to=6,4", id);
    r = api(s, "GET", path, NULL, NULL);
    assert_int_equal(r.status, 200);
    assert_false(json_is_true(json_object_get(r.json, "clear")));
    assert_non_null(strstr(str(r.json, "explanation"), "blocked"));
    api_free(&r);
    snprintf(path, sizeof path, "/api/matches/%d/los?from=0,0", id);
    expect_error(s, "GET", path, 400, "BAD_REQUEST");
    snprintf(path, sizeof path, "/api/matches/%d/los?from=0,0&to=40,1", id);
    expect_error(s, "GET", path, 400, "BAD_REQUEST");
    snprintf(path, sizeof path, "/api/matches/%d/los?from=0,0&to=1,1x", id);
    expect_error(s, "GET", path, 400, "BAD_REQUEST");
    snprintf(path, sizeof path, "/api/matches/%d/los?from=0,0&to=1,1", id);
    expect_error(s, "POST", path, 405, "METHOD_NOT_ALLOWED");
    expect_error(s, "GET", "/api/matches/99/los?from=0,0&to=1,1", 404, "NO_MATCH");
    srv_close(s);
}

/* Two humans; each chooses Shoot whenever it is offered, else the option
 * a small generator picks, until a target is to be chosen. */
/* Play seeded choices (a Shoot whenever one is offered) through the API
 * until stop(pending reply) holds; returns that reply (json_decref it). */
static json_t *play_until(srv *s, int id, const char *tok[2], bool (*stop)(json_t *), const char *what)
{
    char path[64];
    unsigned long long rng = 7;
    for (int step = 0; step < 3000; step++) {
        snprintf(path, sizeof path, "/api/matches/%d", id);
        api_reply sum = api(s, "GET", path, NULL, NULL);
        int seat = num(json_object_get(sum.json, "pending"), "seat");
        api_free(&sum);
        snprintf(path, sizeof path, "/api/matches/%d/pending", id);
        api_reply p = api(s, "GET", path, tok[seat], NULL);
        json_t *opts = json_object_get(p.json, "options");
        if (stop(p.json)) {
            json_t *keep = json_incref(p.json);
            api_free(&p);
            return keep;
        }
        size_t n = json_array_size(opts), pick = n;
        for (size_t i = 0; i < n && pick == n; i++)
            if (strcmp(str(json_array_get(opts, i), "label"), "Shoot") == 0) pick = i;
        rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
        if (pick == n) pick = (size_t)(rng >> 33) % n;
        char body[32];
        snprintf(body, sizeof body, "{\"index\":%zu}", pick);
        api_free(&p);
        snprintf(path, sizeof path, "/api/matches/%d/choose", id);
        api_reply c = api(s, "POST", path, tok[seat], body);
        assert_int_equal(c.status, 200);
        api_free(&c);
    }
    fail_msg("%s was never offered", what);
    return NULL;
}

static bool at_target(json_t *p) { return num(json_object_get(p, "pending"), "kind") == RF_DEC_TARGET; }

static json_t *play_to_target(srv *s, int id, const char *tok[2])
{
    return play_until(s, id, tok, at_target, "a Shoot target");
}

/* The first option of p that has field key ("card", "ability"), NULL if none. */
static json_t *option_with(json_t *p, const char *key)
{
    json_t *opts = json_object_get(p, "options");
    for (size_t i = 0; i < json_array_size(opts); i++)
        if (json_object_get(json_array_get(opts, i), key)) return json_array_get(opts, i);
    return NULL;
}

static bool offers_card(json_t *p) { return option_with(p, "card") != NULL; }
static bool offers_ability(json_t *p) { return option_with(p, "ability") != NULL; }

/* Play a stages match of two human seats until an option has field key
 * (the card of table `table` of GET /api/content); check that the label
 * names that card and that the other seat gets no options. */
static void option_names_its_card(bool (*offers)(json_t *), const char *key, const char *table)
{
    srv *s = api_open(":memory:", NULL);
    int id = api_create(s, "{\"start\":\"stages\",\"seats\":[{\"kind\":\"human\"},"
                           "{\"kind\":\"human\"}],\"seed\":5}");
    const char *tok[2] = { api_join(s, id, 0, 0), api_join(s, id, 1, 1) };
    json_t *p = play_until(s, id, tok, offers, key);
    json_t *o = option_with(p, key);
    const char *card = str(o, key), *label = str(o, "label");
    api_reply c = api(s, "GET", "/api/content", NULL, NULL);
    json_t *cards = json_object_get(c.json, table);
    const char *name = NULL;
    for (size_t i = 0; i < json_array_size(cards); i++)
        if (strcmp(str(json_array_get(cards, i), "id"), card) == 0) name = str(json_array_get(cards, i), "name");
    assert_non_null(name);
    assert_non_null(strstr(label, name));                    /* the label names that very card */
    api_free(&c);
    int seat = num(p, "seat");
    char path[64];
    snprintf(path, sizeof path, "/api/matches/%d/pending", id);
    api_reply other = api(s, "GET", path, tok[1 - seat], NULL);
    assert_null(json_object_get(other.json, "options"));
    api_free(&other);
    json_decref(p);
    srv_close(s);
}

static bool at_draft(json_t *p) { return num(json_object_get(p, "pending"), "kind") == RF_DEC_DRAFT; }

/* DRAFT-6: a match created with the default draft offers every legend of
 * the books, Loba too (the lobby sends no "legends"). */
static void test_DRAFT_6_default_draft_every_legend(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    int id = api_create(s, "{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"}],\"seed\":3}");
    const char *tok[2] = { api_join(s, id, 0, 0), api_join(s, id, 1, 1) };
    json_t *p = play_until(s, id, tok, at_draft, "the draft");
    json_t *opts = json_object_get(p, "options");
    char all[400] = "";
    for (size_t i = 0; i < json_array_size(opts); i++)
        snprintf(all + strlen(all), sizeof all - strlen(all), "%s;", str(json_array_get(opts, i), "label"));
    for (size_t i = 0; i < json_array_size(opts); i++) {    /* the legend by name (issue 15) */
        json_t *o = json_array_get(opts, i);
        char want[48];
        snprintf(want, sizeof want, "draft %s", str(o, "legend"));
        assert_string_equal(str(o, "label"), want);
    }
    for (int k = 0; rf_draft_pool_legend(k); k++) {
        char want[48];
        snprintf(want, sizeof want, "draft %s;", rf_draft_pool_legend(k));
        if (!strstr(all, want)) fail_msg("no \"%s\" in %s", want, all);
    }
    assert_int_equal(json_array_size(opts), 7);
    json_decref(p);
    srv_close(s);
}

/* DRAFT-7: a random draft (the lobby's "Random draft") is said in the
 * summary; a match of two bots with it is over at once. */
static void test_DRAFT_7_random_draft_in_the_summary(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    api_reply r = api(s, "POST", "/api/matches", NULL,
                      "{\"random_draft\":true,\"seed\":2,\"seats\":[{\"kind\":\"heuristic\"},"
                      "{\"kind\":\"random\"}]}");
    assert_int_equal(r.status, 201);
    assert_true(json_is_true(json_object_get(r.json, "random_draft")));
    assert_true(json_is_true(json_object_get(r.json, "over")));
    api_free(&r);
    r = api(s, "POST", "/api/matches", NULL, "{\"seed\":2}");
    assert_null(json_object_get(r.json, "random_draft"));
    api_free(&r);
    srv_close(s);
}

/* CARD-6: an option that plays a card from the hand names it ("card", the
 * id GET /api/content describes), for the seat that decides only. */
static void test_CARD_6_card_options_name_the_card(void **state)
{
    (void)state;
    option_names_its_card(offers_card, "card", "cards");
}

/* ABIL-3: an option that uses an ability names its card ("ability"). */
static void test_ABIL_3_ability_options_name_the_card(void **state)
{
    (void)state;
    option_names_its_card(offers_ability, "ability", "abilities");
}

/* SHOOT-13 … SHOOT-16: the threshold a target's hint shows is the one the
 * Shoot then uses (the log's "hit threshold H = ... other +X", less X). */
static void test_target_hints(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    int id = api_create(s, "{\"start\":\"stages\",\"seats\":[{\"kind\":\"human\"},"
                           "{\"kind\":\"human\"}],\"seed\":11}");
    const char *tok[2] = { api_join(s, id, 0, 0), api_join(s, id, 1, 1) };
    json_t *p = play_to_target(s, id, tok);
    int seat = num(p, "seat");
    json_t *opt = json_array_get(json_object_get(p, "options"), 0);
    json_t *hints = json_object_get(opt, "hints");
    assert_non_null(hints);
    assert_int_equal(num(hints, "target"), (int)((json_integer_value(json_object_get(opt, "code")) >> 16) & 0xff));
    json_t *w = json_array_get(json_object_get(hints, "weapons"), 0);
    assert_non_null(w);
    int ht = num(w, "ht"), slot = num(w, "slot");
    assert_true(ht > 0);
    /* each weapon by name, its threshold broken down (issue 15) */
    assert_true(strlen(str(w, "name")) > 0);
    json_t *th = json_object_get(w, "threshold");
    assert_int_equal(num(th, "ht"), ht);
    assert_int_equal(num(th, "weapon") + num(th, "range") + num(th, "optic") + num(th, "other"), ht);
    int parts = 0;
    json_t *mods = json_object_get(th, "modifiers");
    for (size_t i = 0; i < json_array_size(mods); i++) parts += num(json_array_get(mods, i), "modifier");
    assert_int_equal(parts, num(th, "other"));
    double e = json_real_value(json_object_get(w, "expected_damage"));
    double hits = json_real_value(json_object_get(w, "expected_hits"));
    double heads = json_real_value(json_object_get(w, "expected_headshots"));
    assert_true(e >= 0);
    assert_non_null(json_object_get(w, "expected_hits"));
    assert_true(hits >= heads && heads >= 0);
    assert_true(hits <= 8);                       /* no weapon reveals more Aim cards */
    assert_true((e > 0) == (hits > 0));           /* damage comes from hits only (DMG) */
    /* the spectator and the other seat get no options, hence no hints */
    char path[64], body[48];
    snprintf(path, sizeof path, "/api/matches/%d/pending", id);
    api_reply other = api(s, "GET", path, tok[1 - seat], NULL);
    assert_null(json_object_get(other.json, "options"));
    api_free(&other);
    /* the same page gives the same numbers (the estimate is seeded) */
    api_reply again = api(s, "GET", path, tok[seat], NULL);
    json_t *w2 = json_array_get(json_object_get(json_object_get(json_array_get(
        json_object_get(again.json, "options"), 0), "hints"), "weapons"), 0);
    assert_true(json_real_value(json_object_get(w2, "expected_damage")) == e);
    api_free(&again);
    /* shoot: the target, then that weapon; then pass every card and reaction */
    snprintf(path, sizeof path, "/api/matches/%d/choose", id);
    snprintf(body, sizeof body, "{\"code\":%lld}", (long long)json_integer_value(json_object_get(opt, "code")));
    api_reply c = api(s, "POST", path, tok[seat], body);
    assert_int_equal(c.status, 200);
    api_free(&c);
    snprintf(body, sizeof body, "{\"code\":%u}", (unsigned)RF_OPT_WEAPON << 24 | (unsigned)slot << 16);
    c = api(s, "POST", path, tok[seat], body);
    assert_int_equal(c.status, 200);
    api_free(&c);
    snprintf(path, sizeof path, "/api/matches/%d/log", id);
    api_reply log = api(s, "GET", path, NULL, NULL);
    assert_non_null(log.json);
    json_decref(p);
    api_free(&log);
    /* finish the Shoot: "done" to every card and reaction question */
    int got = -1, other_mod = 0;
    char done[32];
    snprintf(done, sizeof done, "{\"code\":%u}", (unsigned)RF_OPT_DONE << 24);
    for (int k = 0; k < 8 && got < 0; k++) {
        snprintf(path, sizeof path, "/api/matches/%d", id);
        api_reply sum = api(s, "GET", path, NULL, NULL);
        int who = num(json_object_get(sum.json, "pending"), "seat");
        api_free(&sum);
        snprintf(path, sizeof path, "/api/matches/%d/log", id);
        log = api(s, "GET", path, NULL, NULL);
        json_t *lines = json_object_get(log.json, "lines");
        for (size_t i = 0; i < json_array_size(lines); i++) {
            const char *t = str(json_array_get(lines, i), "text");
            int h, wv, rv, ov, xv;
            if (sscanf(t, "  hit threshold %d = weapon %d, range %d, optic %d, other %d", &h, &wv,
                       &rv, &ov, &xv) == 5) {
                got = h;
                other_mod = xv;
            }
        }
        api_free(&log);
        if (got >= 0) break;
        snprintf(path, sizeof path, "/api/matches/%d/choose", id);
        c = api(s, "POST", path, tok[who], done);
        assert_int_equal(c.status, 200);
        api_free(&c);
    }
    assert_true(got >= 0);
    assert_int_equal(got - other_mod, ht);
    /* the observation's record has that Shoot with the threshold it used */
    snprintf(path, sizeof path, "/api/matches/%d/state", id);
    api_reply st = api(s, "GET", path, NULL, NULL);
    json_t *shots = json_object_get(json_object_get(json_object_get(st.json, "observation"), "record"),
                                    "shots");
    json_t *last = json_array_get(shots, json_array_size(shots) - 1);
    assert_non_null(last);
    assert_int_equal(num(json_object_get(last, "threshold"), "ht"), got);
    assert_int_equal(num(json_object_get(last, "threshold"), "other"), other_mod);
    api_free(&st);
    srv_close(s);
}

static bool at_move(json_t *p)
{
    json_t *o = json_array_get(json_object_get(p, "options"), 0);
    return o && strcmp(str(o, "kind"), "MOVE_TO") == 0 && json_object_get(o, "cost") &&
           strstr(str(json_object_get(p, "pending"), "prompt"), "into the map") == NULL;
}

/* MOVE: each space of a Move says what reaching it costs, broken down:
 * the MP in all and each space entered with its MP, ending on that space;
 * the activation's options their AP (ACT-8: 1 each, ending 0). Data, not
 * the label's words (issue 15).
 * covers: MOVE-2 ACT-8 ACT-7 */
static void test_option_costs(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    int id = api_create(s, "{\"start\":\"stages\",\"seats\":[{\"kind\":\"human\"},"
                           "{\"kind\":\"human\"}],\"seed\":11}");
    const char *tok[2] = { api_join(s, id, 0, 0), api_join(s, id, 1, 1) };
    json_t *p = play_until(s, id, tok, at_move, "a Move");
    json_t *opts = json_object_get(p, "options");
    int moves = 0;
    for (size_t i = 0; i < json_array_size(opts); i++) {
        json_t *o = json_array_get(opts, i);
        if (strcmp(str(o, "kind"), "MOVE_TO") != 0) continue;
        json_t *c = json_object_get(o, "cost"), *steps = json_object_get(c, "steps");
        unsigned code = (unsigned)json_integer_value(json_object_get(o, "code"));
        int sum = 0, n = (int)json_array_size(steps);
        for (int k = 0; k < n; k++) sum += num(json_array_get(steps, k), "mp");
        assert_int_equal(sum, num(c, "mp"));
        char words[24];                                  /* the label says the same number */
        snprintf(words, sizeof words, "(%d MP)", num(c, "mp"));
        assert_non_null(strstr(str(o, "label"), words));
        if (n) {
            json_t *end = json_array_get(steps, n - 1);
            assert_int_equal(num(end, "x"), (int)(code & 0xffff) % 32);
            assert_int_equal(num(end, "y"), (int)(code & 0xffff) / 32);
        } else {
            assert_int_equal(num(c, "mp"), 0);           /* staying (MOVE-2) */
        }
        moves++;
    }
    assert_true(moves > 1);
    json_decref(p);
    srv_close(s);
}

static bool at_action(json_t *p)
{
    json_t *pd = json_object_get(p, "pending");
    return pd && strcmp(str(pd, "kind_name"), "ACTION") == 0 && json_object_get(p, "options");
}

static void test_action_costs(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    int id = api_create(s, "{\"start\":\"stages\",\"seats\":[{\"kind\":\"human\"},"
                           "{\"kind\":\"human\"}],\"seed\":11}");
    const char *tok[2] = { api_join(s, id, 0, 0), api_join(s, id, 1, 1) };
    json_t *p = play_until(s, id, tok, at_action, "an action");
    json_t *opts = json_object_get(p, "options");
    int actions = 0;
    for (size_t i = 0; i < json_array_size(opts); i++) {
        json_t *o = json_array_get(opts, i);
        if (strcmp(str(o, "kind"), "ACTION") != 0) continue;
        unsigned code = (unsigned)json_integer_value(json_object_get(o, "code"));
        int ap = num(json_object_get(o, "cost"), "ap");
        assert_int_equal(ap, ((code >> 16) & 0xff) == RF_ACT_END ? 0 : 1);
        actions++;
    }
    assert_true(actions > 1);
    json_decref(p);
    srv_close(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_MAP_4_maps_list),
        cmocka_unit_test(test_DRAFT_6_default_draft_every_legend),
        cmocka_unit_test(test_DRAFT_7_random_draft_in_the_summary),
        cmocka_unit_test(test_CARD_6_card_options_name_the_card),
        cmocka_unit_test(test_ABIL_3_ability_options_name_the_card),
        cmocka_unit_test(test_map_geometry),
        cmocka_unit_test(test_los),
        cmocka_unit_test(test_target_hints),
        cmocka_unit_test(test_option_costs),
        cmocka_unit_test(test_action_costs),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
