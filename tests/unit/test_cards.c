/*
 * test_cards.c — action card files (docs/cards.md): data/cards.json loads
 * with the content; rf_content_add_cards adds the test-only cards of
 * tests/data/test_cards.json with every field as written; cards_of_deck
 * and the effect names; and the bad files of tests/data/bad-cards/ are
 * refused whole, with file, line and JSON path, the content unchanged.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "rules/cards/effect_ops.h"

#define TEST_CARDS RF_TEST_DIR "/data/test_cards.json"

/* Each test gets its own content (tu_content() is shared and const). */
static int setup(void **state)
{
    rf_content *c = NULL;
    rf_error err;
    if (rf_content_load(RF_DATA_DIR, &c, &err) != RF_OK) return -1;
    *state = c;
    return 0;
}

static int teardown(void **state)
{
    rf_content_free(*state);
    return 0;
}

static void add_ok(rf_content *c, const char *path)
{
    rf_error err;
    rf_status st = rf_content_add_cards(c, path, &err);
    if (st != RF_OK) {
        char text[800];
        rf_error_format(&err, text, sizeof text);
        print_error("%s: %s\n", path, text);
    }
    assert_int_equal(st, RF_OK);
}

static const rf_card_def *card(const rf_content *c, const char *id)
{
    for (int i = 0; i < c->cards.n; i++)
        if (strcmp(c->cards.card[i].id, id) == 0) return &c->cards.card[i];
    fail_msg("no card '%s'", id);
    return NULL;
}

/* ---- data/cards.json ---- */

static void test_data_cards_load(void **state)
{
    const rf_content *c = *state;
    assert_true(c->cards.n >= 0 && c->cards.n <= RF_MAX_CARD_DEFS);
    int idx[RF_MAX_CARD_DEFS];
    for (int i = 0; i < c->cards.n; i++) {
        const rf_card_def *k = &c->cards.card[i];
        assert_true(cards_of_deck(&c->cards, k->deck, idx, RF_MAX_CARD_DEFS) <= RF_DECK_SIZE);
        assert_true(k->kind <= RF_CARD_INSTANT);
        assert_true(k->effect < RF_EFF_COUNT || effect_card_fx_of(k->effect) != NULL);
    }
}

/* ---- The test-only cards ---- */

typedef struct want_card {
    const char *id, *name, *deck;
    int kind, cost, when, squad, event, effect;
    int a[4];
} want_card;

static const want_card want[] = {
    { "t-sprint", "Sprint", "test", RF_CARD_FREE, 0, 0, 0, 0, RF_EFF_MOVE, { 2 } },
    { "t-patch", "Patch Up", "test", RF_CARD_SPECIAL, 1, 0, 0, 0, RF_EFF_RESTORE, { 0, 10 } },
    { "t-dash", "Dash", "test", RF_CARD_SPECIAL, 2, 0, 0, 0, RF_EFF_MOVE, { 3 } },
    { "t-focus", "Focused Fire", "test", RF_CARD_ENHANCE, 0, 0, 0, 0, RF_EFF_SHOT_MODS,
      { -5, 2, 0, 0 } },
    { "t-brace", "Brace", "test", RF_CARD_REACTION, 0, RF_BEFORE_FIRING, 0, 0,
      RF_EFF_SHOT_DEFENCE, { 10, 0, 0 } },
    { "t-cover-me", "Cover Me", "test", RF_CARD_REACTION, 0, RF_BEFORE_FIRING, 1, 0,
      RF_EFF_SHOT_DEFENCE, { 0, -2, 0 } },
    { "t-fall-back", "Fall Back", "test", RF_CARD_REACTION, 0, RF_AFTER_FIRING, 0, 0,
      RF_EFF_MOVE, { 1 } },
    { "t-field-aid", "Field Aid", "test", RF_CARD_REACTION, 0, RF_AFTER_FIRING, 1, 0,
      RF_EFF_RESTORE, { 5, 0 } },
    { "t2-guardian", "Guardian", "test2", RF_CARD_INSTANT, 0, 0, 0, RF_EVENT_SQUAD_RESPAWN,
      RF_EFF_FREE_RESPAWN, { 0 } },
    { "t2-scout", "Scout Ahead", "test2", RF_CARD_FREE, 0, 0, 0, 0, RF_EFF_DRAW, { 2 } },
    { "t2-steady", "Steady Aim", "test2", RF_CARD_ENHANCE, 0, 0, 0, 0, RF_EFF_SHOT_MODS,
      { 0, 0, 1, 1 } },
    { "t2-duck", "Duck", "test2", RF_CARD_REACTION, 0, RF_BEFORE_FIRING, 0, 0,
      RF_EFF_SHOT_DEFENCE, { 0, 0, RF_ICON_HEAD | RF_ICON_SEMI } },
    { "t2-regroup", "Regroup", "test2", RF_CARD_SPECIAL, 1, 0, 0, 0, RF_EFF_RESTORE,
      { 10, 10 } },
};
#define NWANT ((int)(sizeof want / sizeof *want))

static void check_card(const rf_card_def *k, const want_card *w)
{
    assert_string_equal(k->id, w->id);
    assert_string_equal(k->name, w->name);
    assert_string_equal(k->deck, w->deck);
    assert_int_equal(k->kind, w->kind);
    assert_int_equal(k->cost, w->cost);
    assert_int_equal(k->when, w->when);
    assert_int_equal(k->squad, w->squad);
    assert_int_equal(k->event, w->event);
    assert_int_equal(k->effect, w->effect);
    for (int i = 0; i < 4; i++) assert_int_equal(k->a[i], w->a[i]);
    assert_true(strlen(k->text) > 10);
}

static void test_add_test_cards(void **state)
{
    rf_content *c = *state;
    int base = c->cards.n;
    add_ok(c, TEST_CARDS);
    assert_int_equal(c->cards.n, base + NWANT);
    for (int i = 0; i < NWANT; i++) check_card(&c->cards.card[base + i], &want[i]);
    assert_string_equal(card(c, "t-sprint")->text, "FREE ACTION: Move 2.");
    assert_non_null(strstr(card(c, "t2-guardian")->text, "RESPAWN"));
}

/* DESIGN.md, Determinism: added cards change rf_content_hash, so a replay
 * recorded with them is refused by content without them. */
static void test_added_cards_change_content_hash(void **state)
{
    rf_content *c = *state;
    unsigned long long before = rf_content_hash(c);
    assert_true(before == rf_content_hash(c));
    add_ok(c, TEST_CARDS);
    assert_true(before != rf_content_hash(c));
}

static void test_cards_of_deck(void **state)
{
    rf_content *c = *state;
    int base = c->cards.n, idx[RF_MAX_CARD_DEFS];
    add_ok(c, TEST_CARDS);
    assert_int_equal(cards_of_deck(&c->cards, "test", idx, RF_MAX_CARD_DEFS), RF_DECK_SIZE);
    for (int i = 0; i < RF_DECK_SIZE; i++) assert_int_equal(idx[i], base + i);   /* data order */
    assert_int_equal(cards_of_deck(&c->cards, "test2", idx, RF_MAX_CARD_DEFS), 5);
    assert_string_equal(c->cards.card[idx[0]].id, "t2-guardian");
    assert_int_equal(cards_of_deck(&c->cards, "test", idx, 3), 3);             /* at most max */
    assert_int_equal(idx[2], base + 2);
    assert_int_equal(cards_of_deck(&c->cards, "tes", idx, RF_MAX_CARD_DEFS), 0);
    assert_int_equal(cards_of_deck(&c->cards, "nope", idx, RF_MAX_CARD_DEFS), 0);
}

static void test_effect_names(void **state)
{
    (void)state;
    static const char *const names[] = { "move", "restore", "draw", "shot_mods",
                                         "shot_defence", "free_respawn", "shoot",
                                         "cooldown", "restore_squad" };
    for (int e = 0; e < (int)(sizeof names / sizeof *names); e++) {
        assert_string_equal(effect_name(e), names[e]);
        assert_int_equal(effect_parse(names[e]), e);
    }
    assert_string_equal(effect_name(-1), "?");
    assert_string_equal(effect_name(RF_EFF_COUNT), "?");
    assert_int_equal(effect_parse("heal"), -1);
    assert_int_equal(effect_parse(""), -1);
    assert_int_equal(effect_parse("Move"), -1);
    /* one list, two domains: an ability's effect is not a card's */
    assert_int_equal(effect_parse("ravens"), -1);
    assert_int_equal(abil_effect_parse("move"), RF_EFF_ABIL_MOVE);
    assert_int_equal(abil_effect_parse("thief"), -1);
    assert_string_equal(abil_effect_name(RF_EFF_BEAST), "beast");
}

/* ---- Refused files leave the content as it was ---- */

/* Add path, expect code at file:line field, and the cards unchanged. */
static rf_error add_refused(rf_content *c, const char *path, rf_status code)
{
    rf_cards *before = malloc(sizeof *before);
    assert_non_null(before);
    *before = c->cards;
    rf_error err;
    memset(&err, 0, sizeof err);
    rf_status st = rf_content_add_cards(c, path, &err);
    bool same = memcmp(before, &c->cards, sizeof *before) == 0;
    free(before);
    assert_int_equal(st, code);
    assert_true(same);
    assert_non_null(strstr(err.file, path));
    return err;
}

static void test_add_twice_refused(void **state)
{
    rf_content *c = *state;
    add_ok(c, TEST_CARDS);
    rf_error e = add_refused(c, TEST_CARDS, RF_E_DATA);
    assert_string_equal(e.field, "cards[0].id");
    assert_int_equal(e.line, 4);
    assert_non_null(strstr(e.message, "'t-sprint' is defined twice"));
    assert_non_null(strstr(e.message, "more errors"));
}

static void test_missing_file_refused(void **state)
{
    rf_content *c = *state;
    rf_error e = add_refused(c, RF_TEST_DIR "/data/no-such-cards.json", RF_E_IO);
    assert_non_null(strstr(e.message, "cannot open"));
    add_ok(c, TEST_CARDS);   /* still usable */
}

static void test_malformed_refused(void **state)
{
    rf_content *c = *state;
    rf_error e = add_refused(c, RF_TEST_DIR "/data/bad-cards/malformed.json", RF_E_JSON);
    assert_int_equal(e.line, 2);
    assert_true(e.column > 0);
}

typedef struct bad_case {
    const char *file;
    bool after_test;     /* added after tests/data/test_cards.json */
    int line;
    const char *field;
    const char *words;   /* a fragment of the message */
} bad_case;

static const bad_case bad_cases[] = {
    { "unknown-field.json", false, 4, "cards[0].colour", "unknown field 'colour'" },
    { "cost-on-free.json", false, 3, "cards[0].cost", "CARD-3" },
    { "special-no-cost.json", false, 5, "cards[1].cost", "required field is missing" },
    { "special-cost-three.json", false, 3, "cards[0].cost", "3 is out of range (1 to 2)" },
    { "reaction-no-when.json", false, 2, "cards[0].when", "required field is missing" },
    { "squad-on-special.json", false, 4, "cards[0].squad", "REACT-2" },
    { "instant-no-event.json", false, 2, "cards[0].event", "required field is missing" },
    { "event-on-reaction.json", false, 3, "cards[0].event", "INSTANT-1" },
    { "enhance-moves.json", false, 3, "cards[0].effect", "its effect is shot_mods" },
    { "shot-mods-on-reaction.json", false, 3, "cards[0].effect", "ENHANCE-1" },
    { "unknown-effect.json", false, 3, "cards[0].effect", "unknown effect 'heal'" },
    { "move-six.json", false, 4, "cards[0].args.mp", "the MP of 'move' must be 1 to 5, got 6" },
    { "cooldown-on-reaction.json", false, 3, "cards[0].effect", "CARD-2" },
    { "restore-squad-far.json", false, 3, "cards[0].args.range",
      "the range of 'restore_squad' must be 0 to 3, got 4" },
    { "restore-one-number.json", false, 4, "cards[0].args", "names its arguments" },
    { "restore-nothing.json", false, 4, "cards[0].args", "does nothing" },
    { "args-unknown-key.json", false, 4, "cards[0].args.heal", "'restore' has no argument 'heal'" },
    { "args-missing.json", false, 2, "cards[0].args.mp", "'move' needs its argument 'mp'" },
    { "args-not-a-number.json", false, 4, "cards[0].args.count", "got a string" },
    { "shot-mods-range.json", false, 5, "cards[0].args.damage", "the damage per hit of 'shot_mods' must be 0 to 10, got 11" },
    { "defence-unknown-icon.json", false, 5, "cards[0].args.ignore_icons[1]", "icon 'hed'" },
    { "defence-after-firing.json", false, 3, "cards[0].effect", "Before Firing" },
    { "respawn-on-free.json", false, 3, "cards[0].effect", "EX-INSTANT-1" },
    { "instant-as-enhance-moves.json", false, 3, "cards[0].effect", "ENHANCE-3" },
    { "duplicate-id.json", false, 5, "cards[1].id", "'x-sprint' is defined twice" },
    { "bad-source.json", false, 4, "cards[0].source", "designed" },
    { "bad-id.json", false, 2, "cards[0].id", "a-z, 0-9" },
    { "several-errors.json", false, 2, "cards[0].kind", "1 more error" },
    { "no-cards.json", false, 2, "card", "unknown field 'card'" },
    { "deck-nine-cards.json", false, 10, "cards[8].deck", "CARD-6" },
    { "after-test-duplicate.json", true, 5, "cards[1].id", "'t-sprint' is defined twice" },
    { "after-test-ninth-card.json", true, 2, "cards[0].deck", "'test' already has 8 cards" },
};

static void check_bad(const bad_case *b)
{
    char path[512], text[800];
    rf_content *c = NULL;
    rf_error err;
    assert_int_equal(rf_content_load(RF_DATA_DIR, &c, &err), RF_OK);
    if (b->after_test) add_ok(c, TEST_CARDS);
    snprintf(path, sizeof path, "%s/data/bad-cards/%s", RF_TEST_DIR, b->file);
    err = add_refused(c, path, RF_E_DATA);
    rf_content_free(c);
    if (err.line == b->line && strcmp(err.field, b->field) == 0 && strstr(err.message, b->words))
        return;
    rf_error_format(&err, text, sizeof text);
    print_error("%s: got %s\n", b->file, text);
    fail();
}

static void test_bad_cards_refused(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof bad_cases / sizeof *bad_cases; i++) check_bad(&bad_cases[i]);
}

/* The field table (ju_fields.h) of cards.json's cards: an unknown key, a
 * wrong type and a value out of range refused with file, line and field,
 * the last two citing the field's rule. */
static const bad_case field_cases[] = {
    { "unknown-field.json", false, 4, "cards[0].colour", "unknown field 'colour'" },
    { "name-type.json", false, 2, "cards[0].name", "(CARD-4)" },
    { "special-cost-type.json", false, 3, "cards[0].cost", "(CARD-3)" },
    { "special-cost-three.json", false, 3, "cards[0].cost", "(CARD-3)" },
};

static void test_card_fields_refused(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof field_cases / sizeof *field_cases; i++)
        check_bad(&field_cases[i]);
}

/* The second error of several-errors.json is collected too. */
static void test_several_errors_collected(void **state)
{
    rf_content *c = *state;
    rf_error e = add_refused(c, RF_TEST_DIR "/data/bad-cards/several-errors.json", RF_E_DATA);
    assert_non_null(strstr(e.message, "'fast'"));
    assert_non_null(strstr(e.message, "cards[1].args.count"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_data_cards_load, setup, teardown),
        cmocka_unit_test_setup_teardown(test_add_test_cards, setup, teardown),
        cmocka_unit_test_setup_teardown(test_added_cards_change_content_hash, setup, teardown),
        cmocka_unit_test_setup_teardown(test_cards_of_deck, setup, teardown),
        cmocka_unit_test(test_effect_names),
        cmocka_unit_test_setup_teardown(test_add_twice_refused, setup, teardown),
        cmocka_unit_test_setup_teardown(test_missing_file_refused, setup, teardown),
        cmocka_unit_test_setup_teardown(test_malformed_refused, setup, teardown),
        cmocka_unit_test(test_bad_cards_refused),
        cmocka_unit_test(test_card_fields_refused),
        cmocka_unit_test_setup_teardown(test_several_errors_collected, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
