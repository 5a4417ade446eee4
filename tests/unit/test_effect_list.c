/*
 * test_effect_list.c — the one effect list (src/data/effect_list.h,
 * issue 17): every line is whole (a handler of its domain, at most four
 * named arguments with distinct keys, an optional one whose default 0 is
 * in range, names unique within a domain); docs/effects.md holds the
 * tables written from it; named arguments are read by their names and
 * mistakes in them are refused with file, line and field.
 *
 * RF_WRITE_EFFECTS_DOC=1 rewrites the generated part of docs/effects.md.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "data/catalog.h"
#include "rules/cards/effect_ops.h"

#define DOC RF_TEST_DIR "/../docs/effects.md"
#define MARK "<!-- Generated from src/data/effect_list.h"

static void test_every_line_whole(void **state)
{
    (void)state;
    for (int e = 0; e < RF_EFF_COUNT; e++) {
        const rf_effect_def *fx = effect_of(e);
        assert_non_null(fx->name);
        if (fx->domain == RF_DOMAIN_CARD) {
            assert_non_null(effect_card_fx_of(e));
            assert_null(effect_ability_fx_of(e));
            assert_true(fx->window && fx->window[0]);
            assert_true((fx->rules & 0x1fu) != 0);              /* fits some kind of card */
        } else if (fx->domain == RF_DOMAIN_WEAPON) {            /* a PASSIVE box (WEAPON-14) */
            assert_non_null(effect_weapon_fx_of(e));
            assert_null(effect_card_fx_of(e));
            assert_null(effect_ability_fx_of(e));
        } else if (fx->domain == RF_DOMAIN_ABILITY) {
            assert_non_null(effect_ability_fx_of(e));
            assert_null(effect_card_fx_of(e));
            assert_null(effect_weapon_fx_of(e));
        } else {                              /* a role's or a feat's: its mode applies it */
            assert_true(fx->domain >= RF_DOMAIN_ROLE && fx->domain <= RF_DOMAIN_FEAT_BOTTOM);
            assert_null(effect_card_fx_of(e));
            assert_null(effect_ability_fx_of(e));
            assert_null(effect_weapon_fx_of(e));
        }
        assert_true(fx->nargs >= 0 && fx->nargs <= 4);
        assert_null(fx->arg[fx->nargs].key);
        for (int i = 0; i < fx->nargs; i++) {
            const rf_effect_arg *a = &fx->arg[i];
            assert_true(a->lo <= a->hi);
            if (a->type == RF_ARG_OPTIONAL) assert_true(a->lo <= 0 && a->hi >= 0);
            for (int j = 0; j < i; j++) assert_string_not_equal(fx->arg[j].key, a->key);
        }
        assert_int_equal(effect_find(fx->name, fx->domain), e);     /* unique in its domain */
    }
    assert_null(effect_of(RF_EFF_COUNT));
    assert_null(effect_of(-1));
}

/* The legends' effects are reached through the list, not by address. */
static void test_legend_effects_in_the_list(void **state)
{
    (void)state;
    assert_int_equal(abil_effect_parse("ravens"), RF_EFF_RAVENS);
    assert_ptr_equal(effect_ability_fx_of(RF_EFF_BEAST), &rf_fx_beast);
    assert_ptr_equal(effect_card_fx_of(RF_EFF_THIEF), &rf_fx_thief);
    assert_null(effect_card_fx_of(RF_EFF_RAVENS));
    assert_null(effect_ability_fx_of(RF_EFF_THIEF));
}

static char *read_all(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    static char buf[1 << 16];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    return buf;
}

/* covers: ENHANCE-1 REACT-9 TERM-7
 * The log words a card's numbers with its effect's line of the list: each
 * argument's "what" and its value, icons by name; no second table. */
static void test_LOG_card_words_from_the_list(void **state)
{
    (void)state;
    char w[200];
    rf_card_def c;
    memset(&c, 0, sizeof c);
    c.effect = RF_EFF_SHOT_DEFENCE;
    c.a[0] = 5;
    c.a[1] = -2;                                       /* signed, as printed (Gun Shield -3) */
    c.a[2] = RF_ICON_SEMI | RF_ICON_HEAD;
    effect_args_words(&c, w, sizeof w);
    assert_string_equal(w, "+5 Hit Threshold, -2 damage per hit, "
                           "Aim card icons that do not count: semi, head");
    memset(c.a, 0, sizeof c.a);
    effect_args_words(&c, w, sizeof w);
    assert_string_equal(w, "no change");
    for (int e = 0; e < RF_EFF_COUNT; e++) {          /* every card effect's every number */
        const rf_effect_def *d = effect_of(e);
        if (d->domain != RF_DOMAIN_CARD) continue;
        for (int i = 0; i < d->nargs && i < 4; i++) {
            if (d->arg[i].type == RF_ARG_ICONS) continue;
            memset(&c, 0, sizeof c);
            c.effect = (uint8_t)e;
            c.a[i] = 1;
            effect_args_words(&c, w, sizeof w);
            char want[80];
            snprintf(want, sizeof want, "+1 %s", d->arg[i].what);
            assert_string_equal(w, want);
        }
    }
}

static void test_docs_from_the_list(void **state)
{
    (void)state;
    static char want[1 << 15];
    size_t n = effects_markdown(want, sizeof want);
    assert_true(n < sizeof want);
    char *doc = read_all(DOC);
    assert_non_null(doc);
    char *mark = strstr(doc, MARK);
    assert_non_null(mark);
    char *body = strchr(mark, '\n');
    assert_non_null(body);
    body++;
    if (getenv("RF_WRITE_EFFECTS_DOC")) {
        FILE *f = fopen(DOC, "wb");
        assert_non_null(f);
        fwrite(doc, 1, (size_t)(body - doc), f);
        fputs(want, f);
        fclose(f);
        return;
    }
    if (strcmp(body, want) != 0)
        fail_msg("docs/effects.md is not the list's: RF_WRITE_EFFECTS_DOC=1 %s", "test_effect_list");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_line_whole),
        cmocka_unit_test(test_legend_effects_in_the_list),
        cmocka_unit_test(test_docs_from_the_list),
        cmocka_unit_test(test_LOG_card_words_from_the_list),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
