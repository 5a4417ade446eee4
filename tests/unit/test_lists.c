/*
 * test_lists.c — the one list of option kinds (RF_OPTION_KINDS) and the
 * one list of error codes (RF_STATUS_LIST) of include/ringfall.h: every
 * kind and every error has a name of its own, a kind fits the top byte of
 * an option code and keeps the value replays store, an error has an HTTP
 * status, and the engine's two names agree with the list.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "ringfall.h"
#include "rules/engine/engine.h"

#define KIND_ROW_(name, value) { #name, value },
static const struct { const char *name; int value; } kinds[] = { RF_OPTION_KINDS(KIND_ROW_) };
#undef KIND_ROW_
#define N_KINDS ((int)(sizeof kinds / sizeof kinds[0]))

static void test_option_kinds_have_unique_names_and_values(void **state)
{
    (void)state;
    for (int i = 0; i < N_KINDS; i++) {
        assert_true(kinds[i].value > 0 && kinds[i].value < 256);     /* the code's top byte */
        assert_string_equal(rf_option_kind_name(kinds[i].value), kinds[i].name);
        for (int j = 0; j < i; j++) {
            assert_int_not_equal(kinds[i].value, kinds[j].value);
            assert_string_not_equal(kinds[i].name, kinds[j].name);
        }
    }
    int listed = 0;
    for (int k = 0; k < 256; k++) listed += rf_option_kind_name(k) != NULL;
    assert_int_equal(listed, N_KINDS);                       /* nothing outside the list */
}

/* Replays store option codes: the values of the kinds never change. */
static void test_option_kind_values_are_stable(void **state)
{
    (void)state;
    assert_int_equal(RF_OPT_ACTIVATE, 1);
    assert_int_equal(RF_OPT_REACT, 26);
    assert_int_equal(RF_OPT_ABIL_PLACE, 37);
    assert_int_equal(RF_OPT_QUEUE, 56);
    assert_int_equal(RF_OPT_LOCK_SPACE, 64);
    assert_int_equal(RF_OPT_BASE, 68);
    assert_int_equal(RF_OPT_ROLE, 80);
    assert_int_equal(RF_OPT_CRAFT, 83);
    assert_int_equal(RF_OPT_CHAMP_AT, 98);
    assert_int_equal(OPT_MOVE_TO, RF_OPT_MOVE_TO);           /* the engine's names: the same list */
    assert_int_equal(OPT_CRAFT_DROP, RF_OPT_CRAFT_DROP);
    assert_string_equal(rf_option_kind_name(RF_OPT_MOVE_TO), "MOVE_TO");
    assert_null(rf_option_kind_name(0));
    assert_int_equal(RF_OPT_WEAPON_ACTION, 38);
    assert_null(rf_option_kind_name(39));
}

#define STATUS_ROW_(id, name, http) { RF_##id, "RF_" #id, name, http },
static const struct { rf_status st; const char *id, *name; int http; } statuses[] = {
    RF_STATUS_LIST(STATUS_ROW_)
};
#undef STATUS_ROW_
#define N_STATUSES ((int)(sizeof statuses / sizeof statuses[0]))

static void test_errors_have_unique_names_and_a_status(void **state)
{
    (void)state;
    assert_int_equal(N_STATUSES, RF_STATUS_COUNT);
    assert_int_equal(statuses[0].st, RF_OK);
    for (int i = 0; i < N_STATUSES; i++) {
        rf_status s = statuses[i].st;
        assert_int_equal((int)s, i);
        assert_string_equal(rf_status_name(s), statuses[i].id);
        assert_string_equal(rf_error_name(s), statuses[i].name);
        assert_int_equal(rf_error_http_status(s), statuses[i].http);
        if (s == RF_OK) assert_int_equal(rf_error_http_status(s), 200);
        else assert_true(rf_error_http_status(s) >= 400 && rf_error_http_status(s) <= 599);
        for (int j = 0; j < i; j++) {
            assert_string_not_equal(rf_error_name(s), rf_error_name(statuses[j].st));
            assert_string_not_equal(rf_status_name(s), rf_status_name(statuses[j].st));
        }
    }
    /* what the server answers a refused choice with (docs/protocol.md) */
    assert_string_equal(rf_error_name(RF_E_ILLEGAL), "ILLEGAL");
    assert_int_equal(rf_error_http_status(RF_E_ILLEGAL), 422);
    assert_string_equal(rf_error_name((rf_status)RF_STATUS_COUNT), "UNKNOWN");
    assert_int_equal(rf_error_http_status((rf_status)RF_STATUS_COUNT), 500);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_option_kinds_have_unique_names_and_values),
        cmocka_unit_test(test_option_kind_values_are_stable),
        cmocka_unit_test(test_errors_have_unique_names_and_a_status),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
