/*
 * test_server_content.c — the content endpoints the browser client names
 * things from (docs/protocol.md, GET /api/modes and GET /api/content):
 * the modes table of data/modes.json with each mode's defaults, a mode
 * reported creatable exactly when POST /api/matches creates it, the
 * equipment board and names of loot, weapons and legends, and the errors
 * (405 for another method, 404 for a path below them).
 * covers: MOD-2 MOD-4 MAP-4 CHAMP-1 EQUIP-1
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

/* An array of strings as "a,b,c" ("" empty). */
static const char *joined(json_t *a)
{
    static char buf[256];
    buf[0] = '\0';
    assert_true(json_is_array(a));
    for (size_t i = 0; i < json_array_size(a); i++)
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%s", i ? "," : "",
                 json_string_value(json_array_get(a, i)));
    return buf;
}

/* An array of [red, blue] pairs as "2v2,3v3". */
static const char *pairs(json_t *a)
{
    static char buf[64];
    buf[0] = '\0';
    assert_true(json_is_array(a));
    for (size_t i = 0; i < json_array_size(a); i++) {
        json_t *p = json_array_get(a, i);
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%dv%d", i ? "," : "",
                 (int)json_integer_value(json_array_get(p, 0)),
                 (int)json_integer_value(json_array_get(p, 1)));
    }
    return buf;
}

static json_t *find(json_t *list, const char *key, const char *value)
{
    for (size_t i = 0; i < json_array_size(list); i++) {
        json_t *e = json_array_get(list, i);
        const char *v = json_string_value(json_object_get(e, key));
        if (v && strcmp(v, value) == 0) return e;
    }
    fail_msg("no entry with %s \"%s\"", key, value);
    return NULL;
}

/* MOD-4: the table of data/modes.json, mode by mode; MOD-2: exclusions. */
static void test_MOD_4_modes_table(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    api_reply r = api(s, "GET", "/api/modes", NULL, NULL);
    assert_int_equal(r.status, 200);
    json_t *modes = json_object_get(r.json, "modes"), *modules = json_object_get(r.json, "modules");
    assert_int_equal(json_array_size(modes), 5);
    assert_int_equal(json_array_size(modules), 6);
    json_t *br = find(modes, "code", "BR");
    assert_string_equal(json_string_value(json_object_get(br, "name")), "Battle Royale");
    assert_string_equal(pairs(json_object_get(br, "squads")), "2v2,3v3");
    assert_string_equal(joined(json_object_get(br, "modules")),
                        "ring,heat_shields,supply_drops,replicator,events");
    assert_string_equal(joined(json_object_get(br, "default_modules")), "ring");   /* SETUP-10 */
    json_t *sq = json_object_get(br, "default_squads");
    assert_int_equal(json_integer_value(json_array_get(sq, 0)), 2);
    assert_int_equal(json_integer_value(json_array_get(sq, 1)), 2);
    assert_true(json_is_true(json_object_get(br, "creatable")));
    json_t *assn = find(modes, "code", "ASSN");                               /* ASSN-1 */
    assert_string_equal(pairs(json_object_get(assn, "squads")), "3v3");
    assert_int_equal(json_integer_value(json_array_get(json_object_get(assn, "default_squads"), 0)),
                     3);
    json_t *ctf = find(modes, "code", "CTF");             /* no Ring in CTF (MOD-4) */
    assert_string_equal(joined(json_object_get(ctf, "modules")), "events,gun_run");
    assert_string_equal(joined(json_object_get(ctf, "default_modules")), "");
    json_t *champ = find(modes, "code", "CHAMP");                             /* CHAMP-1 */
    assert_string_equal(json_string_value(json_object_get(champ, "name")), "Champions");
    assert_string_equal(pairs(json_object_get(champ, "squads")), "2v4");
    assert_string_equal(joined(json_object_get(champ, "modules")), "ring");
    json_t *heat = find(modules, "id", "heat_shields");                       /* MOD-2 */
    assert_string_equal(json_string_value(json_object_get(heat, "name")), "Heat Shields");
    assert_string_equal(joined(json_object_get(heat, "excludes")), "ring");
    assert_string_equal(joined(json_object_get(find(modules, "id", "ring"), "excludes")),
                        "heat_shields");                              /* both ways */
    api_free(&r);
    srv_close(s);
}

/* "creatable" is what POST /api/matches does with {"mode": CODE}: created
 * with the default modules and squads reported, or refused with the reason
 * "why" gives, word for word. Returns how many modes are creatable. */
static int creatable_as_created(srv *s)
{
    api_reply r = api(s, "GET", "/api/modes", NULL, NULL);
    assert_int_equal(r.status, 200);
    json_t *modes = json_object_get(r.json, "modes");
    int creatable = 0;
    for (size_t i = 0; i < json_array_size(modes); i++) {
        json_t *m = json_array_get(modes, i);
        const char *code = json_string_value(json_object_get(m, "code"));
        bool yes = json_is_true(json_object_get(m, "creatable"));
        char body[64];
        snprintf(body, sizeof body, "{\"mode\":\"%s\",\"seed\":0}", code);
        api_reply c = api(s, "POST", "/api/matches", NULL, body);
        if ((c.status == 201) != yes) fprintf(stderr, "%s: creatable %d, %s\n", code, yes, c.text);
        assert_int_equal(c.status, yes ? 201 : 400);
        if (yes) {
            assert_string_equal(json_string_value(json_object_get(c.json, "mode")), code);
            assert_string_equal(joined(json_object_get(c.json, "modules")),
                                joined(json_object_get(m, "default_modules")));
            json_t *sq = json_object_get(m, "default_squads"), *sizes = json_object_get(c.json, "sizes");
            int red = (int)json_integer_value(json_array_get(sq, 0));
            int blue = (int)json_integer_value(json_array_get(sq, 1));
            if (sizes) {                                 /* uneven squads (CHAMP-1) */
                assert_int_equal(json_integer_value(json_array_get(sizes, 0)), red);
                assert_int_equal(json_integer_value(json_array_get(sizes, 1)), blue);
            } else {
                assert_int_equal(red, blue);
                assert_int_equal(json_integer_value(json_object_get(c.json, "size")), red);
            }
            assert_null(json_object_get(m, "why"));
            creatable++;
        } else {                                           /* the same reason, word for word */
            assert_string_equal(json_string_value(json_object_get(c.json, "message")),
                                json_string_value(json_object_get(m, "why")));
        }
        api_free(&c);
    }
    api_free(&r);
    return creatable;
}

/* Every mode is creatable, Champions with its 2 champions against 4
 * challengers (CHAMP-1), found by the server's own create path. */
static void test_CHAMP_1_creatable_as_created(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    assert_int_equal(creatable_as_created(s), 5);
    api_reply r = api(s, "GET", "/api/modes", NULL, NULL);
    json_t *sq = json_object_get(find(json_object_get(r.json, "modes"), "code", "CHAMP"),
                                 "default_squads");
    assert_int_equal(json_integer_value(json_array_get(sq, 0)), 2);
    assert_int_equal(json_integer_value(json_array_get(sq, 1)), 4);
    api_free(&r);
    srv_close(s);
}

/* MAP-4: with content whose default map (Crossroads) does not allow
 * Capture the Flag, the mode is not creatable and "why" is the refusal. */
static void test_MAP_4_not_creatable_says_why(void **state)
{
    (void)state;
    char dir[] = "/tmp/rf-test-content-XXXXXX", cmd[1200];
    assert_non_null(mkdtemp(dir));
    snprintf(cmd, sizeof cmd, "cp -r %s/. %s/ && sed -i '5s/, \"CTF\"\\]/]/' %s/map_lists.json",
             RF_DATA_DIR, dir, dir);
    assert_int_equal(system(cmd), 0);
    srv_config cfg = { .db_path = ":memory:", .data_dir = dir };
    rf_error err;
    srv *s = srv_open(&cfg, &err);
    assert_non_null(s);
    assert_int_equal(creatable_as_created(s), 4);
    api_reply r = api(s, "GET", "/api/modes", NULL, NULL);
    json_t *ctf = find(json_object_get(r.json, "modes"), "code", "CTF");
    assert_false(json_is_true(json_object_get(ctf, "creatable")));
    assert_non_null(strstr(json_string_value(json_object_get(ctf, "why")), "MAP-4"));
    api_free(&r);
    srv_close(s);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    assert_int_equal(system(cmd), 0);
}

/* EQUIP-1: the equipment board's printed items, in the order of the lock
 * bits the observation gives; the names of loot, weapons and legends. */
static void test_EQUIP_1_content_names(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    api_reply r = api(s, "GET", "/api/content", NULL, NULL);
    assert_int_equal(r.status, 200);
    assert_string_equal(joined(json_object_get(r.json, "equipment_board")),
                        "frag_grenade,thermite_grenade,syringe,shield_cell,ultimate_accelerant");
    json_t *items = json_object_get(r.json, "items");
    assert_string_equal(json_string_value(json_object_get(find(items, "id", "helmet_rare"), "name")),
                        "Helmet (rare)");
    json_t *frag = find(items, "id", "frag_grenade");
    assert_true(strlen(json_string_value(json_object_get(frag, "name"))) > 0);
    json_t *weapons = json_object_get(r.json, "weapons");
    assert_true(json_array_size(weapons) >= 20);
    assert_true(strlen(json_string_value(json_object_get(find(weapons, "id", "W-01"), "name"))) > 0);
    /* action and ability cards with their words (CARD-1, ABIL-1) */
    json_t *card = find(json_object_get(r.json, "cards"), "id", "bn-suppressive-fire");
    assert_string_equal(json_string_value(json_object_get(card, "name")), "Suppressive Fire");
    assert_string_equal(json_string_value(json_object_get(card, "text")), "ENHANCED SHOOT: fire rate +1.");
    json_t *ab = find(json_object_get(r.json, "abilities"), "id", "bn-smoke-launcher");
    assert_string_equal(json_string_value(json_object_get(ab, "name")), "Smoke Launcher");
    assert_true(strlen(json_string_value(json_object_get(ab, "text"))) > 0);
    const char *legends = joined(json_object_get(r.json, "legends"));
    assert_non_null(strstr(legends, "Bangalore"));
    assert_non_null(strstr(legends, "Pathfinder"));
    api_free(&r);
    srv_close(s);
}

/* Information where the decision is (issue 15): every weapon card's
 * printed numbers (WEAPON-9 … WEAPON-16, AIM-3), each loot kind's effect
 * in words from its numbers (GEAR-7, ATTACH-12, CONSUM), the entrance
 * rewards by name with their effect (STAGE2-9 … STAGE2-12), and each
 * legend's own abilities and cards for the draft (CARD-1, ABIL-1).
 * covers: WEAPON-11 WEAPON-12 AIM-3 GEAR-7 STAGE2-9 DRAFT-6 */
static void test_content_numbers_effects_rewards_kits(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    api_reply r = api(s, "GET", "/api/content", NULL, NULL);
    assert_int_equal(r.status, 200);
    json_t *w = find(json_object_get(r.json, "weapons"), "id", "W-01");      /* data/weapons.json */
    assert_string_equal(json_string_value(json_object_get(w, "name")), "R-301 Carbine");
    json_t *range = json_object_get(w, "range");
    assert_int_equal(json_integer_value(json_array_get(range, 0)), 3);
    assert_int_equal(json_integer_value(json_array_get(range, 1)), 5);
    assert_int_equal(json_integer_value(json_object_get(w, "threshold")), 50);
    assert_string_equal(json_string_value(json_object_get(w, "rate")), "3");
    assert_int_equal(json_integer_value(json_object_get(w, "damage")), 6);
    assert_int_equal(json_integer_value(json_object_get(w, "headshot")), 5);
    assert_int_equal(json_integer_value(json_object_get(w, "ammo_init")), 3);
    assert_string_equal(json_string_value(json_object_get(w, "ammo")), "light");
    assert_int_equal(json_integer_value(json_object_get(w, "stability")), 1);
    assert_int_equal(json_integer_value(json_object_get(w, "recoil")), 0);
    json_t *pk = find(json_object_get(r.json, "weapons"), "name", "Peacekeeper");
    assert_string_equal(json_string_value(json_object_get(pk, "rate")), "1x4");
    json_t *items = json_object_get(r.json, "items");
    json_t *helmet = find(items, "id", "helmet_rare");
    assert_string_equal(json_string_value(json_object_get(helmet, "effect")),
                        "ignores up to 1 headshot on Aim cards of value 50 or less (GEAR-7)");
    assert_string_equal(json_string_value(json_object_get(helmet, "rarity")), "rare");
    json_t *syringe = find(items, "id", "syringe");
    assert_non_null(strstr(json_string_value(json_object_get(syringe, "effect")), "health"));
    size_t i;
    json_t *o;
    json_array_foreach(items, i, o) assert_true(strlen(json_string_value(json_object_get(o, "effect"))) > 8);
    json_t *rw = find(json_object_get(r.json, "rewards"), "id", "move3-ammo");
    assert_string_equal(json_string_value(json_object_get(rw, "name")), "Move 3 + 1 ammo");
    assert_non_null(strstr(json_string_value(json_object_get(rw, "effect")), "STAGE2-12"));
    assert_int_equal((int)json_array_size(json_object_get(r.json, "rewards")), 4);
    json_t *kit = find(json_object_get(r.json, "legend_kits"), "name", "Bangalore");
    assert_non_null(strstr(joined(json_object_get(kit, "abilities")), "bn-smoke-launcher"));
    assert_non_null(strstr(joined(json_object_get(kit, "cards")), "bn-suppressive-fire"));
    assert_int_equal((int)json_array_size(json_object_get(kit, "cards")), 8);   /* CARD-1 */
    assert_int_equal((int)json_array_size(json_object_get(kit, "abilities")), 2); /* ABIL-1 */
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

static void test_content_errors(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    expect(s, "POST", "/api/modes", 405, "METHOD_NOT_ALLOWED");
    expect(s, "DELETE", "/api/modes", 405, "METHOD_NOT_ALLOWED");
    expect(s, "PUT", "/api/content", 405, "METHOD_NOT_ALLOWED");
    expect(s, "GET", "/api/modes/BR", 404, "NOT_FOUND");
    expect(s, "GET", "/api/content/items", 404, "NOT_FOUND");
    expect(s, "GET", "/api/contents", 404, "NOT_FOUND");
    assert_int_equal(srv_match_count(s), 0);                       /* nothing created */
    srv_close(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_MOD_4_modes_table),
        cmocka_unit_test(test_CHAMP_1_creatable_as_created),
        cmocka_unit_test(test_MAP_4_not_creatable_says_why),
        cmocka_unit_test(test_EQUIP_1_content_names),
        cmocka_unit_test(test_content_numbers_effects_rewards_kits),
        cmocka_unit_test(test_content_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
