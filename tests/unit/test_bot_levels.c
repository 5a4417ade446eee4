/*
 * test_bot_levels.c — the bots by name (docs/bots.md, "Levels and the
 * yardstick"): every name of rf_bot_kind_get makes a bot with a
 * description; the levels easy, normal and hard, the frozen heuristic-v1
 * and `heuristic` (the same as normal) are there.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

static void test_every_bot_name_makes_a_bot(void **state)
{
    (void)state;
    const char *name, *about;
    int n = 0;
    for (int i = 0; rf_bot_kind_get(i, &name, &about); i++, n++) {
        assert_non_null(name);
        assert_true(about && strlen(about) > 10);
        rf_bot *b = rf_bot_new(name, 1);
        assert_non_null(b);
        rf_bot_free(b);
    }
    assert_true(n >= 6);
    static const char *const wanted[] = { "easy", "normal", "hard", "heuristic", "heuristic-v1",
                                          "random" };
    for (size_t w = 0; w < sizeof wanted / sizeof wanted[0]; w++) {
        bool found = false;
        for (int i = 0; rf_bot_kind_get(i, &name, NULL); i++) found |= strcmp(name, wanted[w]) == 0;
        assert_true(found);
    }
    assert_false(rf_bot_kind_get(-1, &name, NULL));
    assert_null(rf_bot_new("Normal", 1));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_bot_name_makes_a_bot),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
