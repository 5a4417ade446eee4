/*
 * test_server_rule_words.c — prompts and labels reach the browser without
 * their rule citations, the rule IDs beside them ("rules"), for the
 * client's "why" (apps/server/rule_words.c, issue 15: "rule IDs stay
 * available behind a why but not inline in prompts").
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "api_client.h"
#include "srv.h"

/* The words and the IDs, joined by spaces, of one engine text. */
static void split(const char *text, const char *words, const char *ids)
{
    char out[SRV_WORDS_MAX], got[128] = "";
    json_t *rules = srv_rule_words(text, out, sizeof out);
    for (size_t i = 0; i < json_array_size(rules); i++)
        snprintf(got + strlen(got), sizeof got - strlen(got), "%s%s", i ? " " : "",
                 json_string_value(json_array_get(rules, i)));
    assert_string_equal(out, words);
    assert_string_equal(got, ids);
    json_decref(rules);
}

/* The forms the engine's prompts and labels cite rules in. */
static void test_citations_leave_the_words(void **state)
{
    (void)state;
    split("Wraith is under a landing supply drop: move to which free neighbouring space? (DROP-7)",
          "Wraith is under a landing supply drop: move to which free neighbouring space?", "DROP-7");
    split("Wraith: which weapon of the squad's queue to equip (GUNRUN-7)?",
          "Wraith: which weapon of the squad's queue to equip?", "GUNRUN-7");
    split("Red squad: which legend enters the map, from which edge? (Move 3, TDM-8, CTF-7)",
          "Red squad: which legend enters the map, from which edge? (Move 3)", "TDM-8 CTF-7");
    split("Stage 1: Wraith equips which fully kitted weapon card? (CHAMP-10: 2 of the 4)",
          "Stage 1: Wraith equips which fully kitted weapon card? (2 of the 4)", "CHAMP-10");
    split("Red squad: which legend secretly takes the leader card? (the other two are guardians, ASSN-6)",
          "Red squad: which legend secretly takes the leader card? (the other two are guardians)",
          "ASSN-6");
    split("Player 1 drew the higher Aim card (50 against 20): which colour? (red has the initiative, "
          "plays the champions and drafts first (DRAFT-8))",
          "Player 1 drew the higher Aim card (50 against 20): which colour? (red has the initiative, "
          "plays the champions and drafts first)", "DRAFT-8");
    split("equip it (GEAR-3)", "equip it", "GEAR-3");
    split("VP are equal (3 to 3) and no legend holds both death boxes (BR-7 (3), ruling R-BR-7)",
          "VP are equal (3 to 3) and no legend holds both death boxes", "BR-7 R-BR-7");
    split("Stage 1 (STAGE1-3; STAGE1-3)", "Stage 1", "STAGE1-3");
}

/* Words that look like IDs but are not citations stay. */
static void test_other_words_stay(void **state)
{
    (void)state;
    split("with R-301 (3 ammo)", "with R-301 (3 ammo)", "");
    split("drop the R-99 (R-99)", "drop the R-99 (R-99)", "");
    split("to 3,4 (2 MP)", "to 3,4 (2 MP)", "");
    split("Shoot", "Shoot", "");
    split("unbalanced (DROP-7", "unbalanced", "DROP-7");
    split("a DROP-7 in words", "a DROP-7 in words", "");
}

/* A Team Deathmatch match's first decisions cite TDM-7 and TDM-8 in the
 * engine: the pending decision's prompt and the summary's do not, and
 * both carry the IDs in "rules" (a prompt citing none carries its kind's
 * rule there instead). */
static void test_TDM_7_prompt_without_its_rule(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    int id = api_create(s, "{\"mode\":\"TDM\",\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"}],"
                           "\"seed\":9}");
    const char *tok[2] = { api_join(s, id, 0, 0), api_join(s, id, 1, 1) };
    char path[64];
    int cited = 0;
    for (int k = 0; k < 40 && !api_over(s, id); k++) {
        snprintf(path, sizeof path, "/api/matches/%d", id);
        api_reply sum = api(s, "GET", path, NULL, NULL);
        json_t *sp = json_object_get(sum.json, "pending");
        int seat = (int)json_integer_value(json_object_get(sp, "seat"));
        snprintf(path, sizeof path, "/api/matches/%d/pending", id);
        api_reply p = api(s, "GET", path, tok[seat], NULL);
        json_t *pd = json_object_get(p.json, "pending");
        const char *words = json_string_value(json_object_get(pd, "prompt"));
        assert_null(strstr(words, "TDM-"));
        assert_string_equal(words, json_string_value(json_object_get(sp, "prompt")));
        json_t *rules = json_object_get(pd, "rules");   /* always: the prompt's or its kind's */
        assert_non_null(rules);
        assert_true(json_equal(rules, json_object_get(sp, "rules")));
        if (strstr(json_string_value(json_array_get(rules, 0)), "TDM-")) cited++;
        json_t *opts = json_object_get(p.json, "options");
        for (size_t i = 0; i < json_array_size(opts); i++)
            assert_null(strstr(json_string_value(json_object_get(json_array_get(opts, i), "label")),
                               "(TDM-"));
        api_free(&p);
        api_free(&sum);
        api_choose_nth(s, id, tok[seat], 0);
    }
    assert_true(cited >= 2);                        /* TDM-7 and TDM-8 at least */
    srv_close(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_citations_leave_the_words),
        cmocka_unit_test(test_other_words_stay),
        cmocka_unit_test(test_TDM_7_prompt_without_its_rule),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
