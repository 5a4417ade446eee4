/*
 * test_event_cards.c — the Events module (RULES.md EVENT-1 … EVENT-5,
 * EX-EVENT-1; data/events.json, src/rules/modules/events/event_cards.c, docs/modes.md):
 * the deck and the tokens, the book's example, each designed card's
 * handler, and the loader's errors.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <unistd.h>

#include "event_yard.h"
#include "data/event_cards_load.h"
#include "rules/cards/abilities_play.h"
#include "rules/modules/events/event_cards.h"

#define EVENTS RF_MODULE_BIT(RF_MOD_EVENTS)

/* Make card `id` the active one and `next` the top of the deck. */
static void stage(rf_game *g, const char *id, const char *next)
{
    rf_events_state *e = &g->event_cards;
    int a = find_event(id), n = next ? find_event(next) : -1;
    for (int i = 0; i < e->deck_n; i++) {
        if (e->deck[i] == a) e->deck[i] = e->active;          /* swap with the active card */
    }
    e->active = (int8_t)a;
    for (int i = 0; n >= 0 && i < e->deck_n; i++)
        if (e->deck[i] == n) {
            e->deck[i] = e->deck[e->deck_n - 1];
            e->deck[e->deck_n - 1] = (int8_t)n;
        }
    ok(g);
}

/* The event token below the red turn space resolves (EVENT-3). */
static void token(rf_game *g)
{
    assert_true(evt_turn_start(g, RF_RED));
    engine_advance(g);
    ok(g);
}

/* covers: EVENT-1 EVENT-2
 * 12 cards, shuffled into a deck; at the first red turn the token reveals
 * the first card: 11 left and one active. Without the module: no deck. */
static void test_EVENT_2_setup(void **state)
{
    (void)state;
    assert_int_equal(tu_content()->events.n, 12);
    rf_game *g = yard_game(EVENTS, 0, 15);
    assert_int_equal(g->event_cards.deck_n, 11);
    assert_true(evt_active(g) != NULL);
    ok(g);
    rf_game_free(g);
    g = yard_game(0, 0, 15);
    assert_int_equal(g->event_cards.deck_n, 0);
    assert_null(evt_active(g));
    assert_false(evt_turn_start(g, RF_RED));
    ok(g);
    rf_game_free(g);
}

/* covers: EVENT-2 EVENT-4 EVENT-3
 * Tokens lie below the red turn spaces only (blue turns resolve none) and
 * are never removed: a game of 3 rounds reveals one card per red turn. */
static void test_EVENT_4_one_card_per_red_turn(void **state)
{
    (void)state;
    rf_game *g = yard_game(EVENTS, 0, 15);
    assert_false(evt_turn_start(g, RF_BLUE));
    g->max_rounds = 3;
    rf_bot *b = rf_bot_new("random", 3);
    int steps = 0;
    while (!rf_game_over(g, NULL) && steps++ < 20000) {
        choose(g, rf_bot_choose(b, g));
        int revealed = 12 - g->event_cards.deck_n;
        assert_int_equal(revealed, g->round);                   /* one per red turn so far */
        assert_int_equal(g->event_cards.removed, revealed - 1);
    }
    rf_bot_free(b);
    rf_game_free(g);
}

/* covers: EX-EVENT-1 EVENT-3 EVENT-5
 * The active Spell (upcoming) resolves first: Bangalore (red) within range
 * 2 of Gibraltar takes 10 damage and performs a Move 2; she moves away, so
 * no other legend is within range 1-2 and in sight of another, and
 * Gibraltar takes nothing. The Spell is removed; Fight or Flight
 * (persistent) is revealed and in force at once. */
static void test_EX_EVENT_1_spell(void **state)
{
    (void)state;
    rf_game *g = yard_game(EVENTS, 0, 15);
    stage(g, "EV-01", "EV-02");
    int removed = g->event_cards.removed, l = -1;
    token(g);
    assert_int_equal(pending_kind(g, &l), RF_DEC_MOVE);
    assert_int_equal(l, 0);                                             /* Bangalore first */
    assert_int_equal(g->legend[0].vitals.shield, 10);                   /* 10 damage */
    assert_int_equal(g->legend[2].vitals.shield, 20);
    choose(g, (unsigned)(RF_OPT_MOVE_TO << 24) | (5 * 32 + 3));          /* to 3,5: away */
    assert_int_equal(g->legend[0].pos.x, 3);
    assert_int_equal(pending_kind(g, NULL), RF_DEC_ACTIVATE);           /* fully resolved */
    assert_int_equal(g->legend[2].vitals.shield, 20);                    /* Gibraltar spared */
    assert_int_equal(g->event_cards.removed, removed + 1);              /* EVENT-3 (2) */
    const rf_event_def *e = evt_active(g);                          /* EVENT-3 (3) */
    assert_string_equal(e->id, "EV-02");
    assert_string_equal(e->name_pl, "Walcz lub płacz");
    assert_int_equal(e->type, RF_EVT_PERSISTENT);
    assert_int_equal(evt_shot_ht(g, 0, 2, 2), -10);                 /* EVENT-5: at once */
    rf_game_free(g);
}

/* covers: EX-EVENT-1 EVENT-3
 * Had Bangalore stayed, Gibraltar, next (blue after red), would take 10
 * and move too. */
static void test_EX_EVENT_1_spell_stay(void **state)
{
    (void)state;
    rf_game *g = yard_game(EVENTS, 0, 15);
    stage(g, "EV-01", NULL);
    token(g);
    choose(g, (unsigned)(RF_OPT_MOVE_TO << 24) | (5 * 32 + 5));          /* stays on 5,5 */
    int l = -1;
    assert_int_equal(pending_kind(g, &l), RF_DEC_MOVE);
    assert_int_equal(l, 2);
    assert_int_equal(g->legend[2].vitals.shield, 10);
    rf_game_free(g);
}

/* covers: EVENT-5
 * A persistent card does nothing when its token comes: it is removed. */
static void test_EVENT_5_persistent_not_resolved(void **state)
{
    (void)state;
    rf_game *g = yard_game(EVENTS, 0, 15);
    stage(g, "EV-07", NULL);         /* Hunted, upcoming: would hurt 3 isolated legends */
    stage(g, "EV-10", NULL);         /* ... but High Caliber is the active one */
    token(g);
    for (int l = 0; l < 4; l++) assert_int_equal(g->legend[l].vitals.shield, 20);
    assert_int_not_equal(evt_active(g) - tu_content()->events.card, find_event("EV-10"));
    rf_game_free(g);
}

/* covers: EVENT-3
 * Supply Run: each legend draws 1 action card. */
static void test_EVENT_3_draw_cards(void **state)
{
    (void)state;
    rf_game *g = yard_game(EVENTS, 0, 15);
    stage(g, "EV-03", NULL);
    int hand[4];
    for (int l = 0; l < 4; l++) hand[l] = g->legend[l].hand_n;
    token(g);
    for (int l = 0; l < 4; l++) assert_int_equal(g->legend[l].hand_n, hand[l] + 1);
    rf_game_free(g);
}

/* covers: EVENT-3
 * Ultimate Surge: ability tokens on the cooldown track move 2 closer. */
static void test_EVENT_3_cooldown(void **state)
{
    (void)state;
    rf_game *g = yard_game(EVENTS, 0, 15);
    stage(g, "EV-04", NULL);
    rf_abil_token *t = &g->abil.tok[2][RF_ABIL_ULTIMATE][0];
    t->where = RF_TOK_COOLDOWN;
    t->at = 3;
    token(g);
    assert_int_equal(t->where, RF_TOK_COOLDOWN);
    assert_int_equal(t->at, 1);
    rf_game_free(g);
}

/* covers: EVENT-3
 * Shield Surge: each legend on the map restores 20 shield (to its limit). */
static void test_EVENT_3_restore_shield(void **state)
{
    (void)state;
    rf_game *g = yard_game(EVENTS, 0, 15);
    stage(g, "EV-05", NULL);
    g->legend[0].vitals.shield = 0;
    g->legend[2].vitals.shield = 15;
    token(g);
    assert_int_equal(g->legend[0].vitals.shield, 20);
    assert_int_equal(g->legend[2].vitals.shield, 20);
    rf_game_free(g);
}

/* covers: EVENT-3
 * Jump Towers: every legend on the map may Move 2, red squad first. */
static void test_EVENT_3_free_move(void **state)
{
    (void)state;
    rf_game *g = yard_game(EVENTS, 0, 15);
    stage(g, "EV-06", NULL);
    token(g);
    static const int order[4] = { 0, 1, 2, 3 };
    for (int i = 0; i < 4; i++) {
        int l = -1;
        assert_int_equal(pending_kind(g, &l), RF_DEC_MOVE);
        assert_int_equal(l, order[i]);
        int cell = g->legend[l].pos.y * 32 + g->legend[l].pos.x;
        choose(g, (unsigned)(RF_OPT_MOVE_TO << 24) | (unsigned)cell);   /* stays */
    }
    assert_int_equal(pending_kind(g, NULL), RF_DEC_ACTIVATE);
    for (int l = 0; l < 4; l++) assert_int_equal(g->legend[l].vitals.shield, 20);
    rf_game_free(g);
}

/* covers: EVENT-3
 * Hunted: Bangalore and Wraith (range 2) are together; Gibraltar and
 * Bloodhound, far apart, each take 10. */
static void test_EVENT_3_isolated(void **state)
{
    (void)state;
    rf_game *g = yard_game(EVENTS, 5, 7);
    stage(g, "EV-07", NULL);
    token(g);
    assert_int_equal(g->legend[0].vitals.shield, 20);
    assert_int_equal(g->legend[1].vitals.shield, 20);
    assert_int_equal(g->legend[2].vitals.shield, 10);
    assert_int_equal(g->legend[3].vitals.shield, 10);
    rf_game_free(g);
}

/* covers: EVENT-5
 * The persistent cards while active: Fight or Flight (HT -10 at range
 * 1-2, +1 MP near an enemy), Heavy Fog (HT +10 from range 4), Low Gravity
 * (+1 MP), High Caliber (+1 per hit), Steady Hands (+1 stability), Jammed
 * Signal (no ability card offered). */
static void test_EVENT_5_persistent_effects(void **state)
{
    (void)state;
    rf_game *g = yard_game(EVENTS, 0, 15);
    stage(g, "EV-02", NULL);
    assert_int_equal(evt_shot_ht(g, 0, 2, 1), -10);
    assert_int_equal(evt_shot_ht(g, 0, 2, 3), 0);
    assert_int_equal(evt_move_bonus(g, 0), 1);                   /* Gibraltar at 2 */
    assert_int_equal(evt_move_bonus(g, 1), 0);
    int fight = rf_view_shot_ht(g, 0, 2, 0);                           /* in the view too */
    stage(g, "EV-10", NULL);
    assert_int_equal(fight + 10, rf_view_shot_ht(g, 0, 2, 0));
    stage(g, "EV-08", NULL);
    assert_int_equal(evt_shot_ht(g, 0, 3, 10), 10);
    assert_int_equal(evt_shot_ht(g, 0, 2, 2), 0);
    stage(g, "EV-09", NULL);
    assert_int_equal(evt_move_bonus(g, 1), 1);
    stage(g, "EV-10", NULL);
    assert_int_equal(evt_damage_per_hit(g), 1);
    assert_int_equal(evt_move_bonus(g, 1), 0);
    stage(g, "EV-11", NULL);
    assert_int_equal(evt_stability(g), 1);
    assert_int_equal(evt_damage_per_hit(g), 0);
    stage(g, "EV-12", NULL);
    assert_true(evt_blocks_abilities(g));
    choose(g, option(g, RF_OPT_ACTIVATE, 0));
    assert_int_equal(option(g, RF_OPT_ABILITY, -1), 0u);
    stage(g, "EV-11", NULL);
    assert_int_not_equal(option(g, RF_OPT_ABILITY, -1), 0u);          /* Bangalore's again */
    rf_game_free(g);
}

/* covers: MOD-4
 * Events are playable in Battle Royale (with the Ring too). */
static void test_MOD_4_events_in_br(void **state)
{
    (void)state;
    rf_game *g = yard_game(EVENTS | RF_MODULE_BIT(RF_MOD_RING), 0, 15);
    ok(g);
    rf_game_free(g);
}

/* covers: EVENT-3
 * The face-up card's words are in the observation, for both seats; the
 * face-down deck's are not. Every card has words (the loader requires
 * them). */
static void test_EVENT_3_active_text_observed(void **state)
{
    (void)state;
    rf_game *g = yard_game(EVENTS, 0, 15);
    for (int i = 0; i < g->content->events.n; i++)
        assert_true(strlen(g->content->events.card[i].text) > 10);
    stage(g, "EV-09", NULL);
    static char obs[1 << 17];
    for (int seat = 0; seat < 2; seat++) {
        assert_true(rf_observe(g, seat, obs, sizeof obs) < (int)sizeof obs);
        assert_non_null(strstr(obs, "\"text\":\"Every Move action has 1 more MP.\""));
        assert_null(strstr(obs, g->content->events.card[find_event("EV-03")].text));
    }
    stage(g, "EV-01", NULL);
    rf_observe(g, 0, obs, sizeof obs);
    assert_non_null(strstr(obs, "takes 10 damage and performs a Move 2"));
    assert_null(strstr(obs, "Every Move action has 1 more MP."));
    rf_game_free(g);
}

static void bad_file(const char *text, const char *field, const char *what)
{
    char path[] = "/tmp/rf-events-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
    close(fd);
    rf_content *c = calloc(1, sizeof *c);
    rf_error err;
    assert_int_equal(content_load_event_cards(path, c, &err), RF_E_DATA);
    if (strcmp(err.field, field) != 0 || !strstr(err.message, what) || err.line < 1)
        fail_msg("got %s:%d %s: %s", err.file, err.line, err.field, err.message);
    unlink(path);
    free(c);
}

/* covers: EVENT-1 EVENT-5
 * The loader refuses a wrong deck, naming the line and field. */
static void test_EVENT_1_loader_errors(void **state)
{
    (void)state;
    char text[16384];
    FILE *f = fopen(RF_DATA_DIR "/events.json", "r");
    assert_non_null(f);
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    char bad[16384];
    struct { const char *from, *to, *field, *what; } cases[] = {
        { "\"handler\": \"spell\"", "\"handler\": \"sleep\"", "events[0].handler", "spell" },
        { "\"type\": \"upcoming\", \"handler\": \"spell\"",
          "\"type\": \"persistent\", \"handler\": \"spell\"", "events[0].type", "upcoming" },
        { "\"damage\": 10, \"mp\": 2", "\"mp\": 2", "events[0].args.damage", "" },
        { "\"per_hit\": 1", "\"per_hit\": 1, \"mp\": 1", "events[9].args.mp", "does not use" },
        { "\"range\": \"1-2\", \"damage\"", "\"range\": \"2-1\", \"damage\"",
          "events[0].args.range", "bad range" },
        { "\"id\": \"EV-02\"", "\"id\": \"EV-01\"", "events[1].id", "twice" },
        { "\"text\": \"Each legend draws 1 action card.\",", "", "events[2].text", "missing" },
        { "\"text\": \"Every Shoot has 1 more stability.\"",
          "\"text\": \"Every Shoot has 1 more \\\"stability\\\".\"", "events[10].text",
          "plain text" },
        { "\"source\": \"designed\" }\n  ]", "\"source\": \"guess\" }\n  ]",
          "events[11].source", "designed" },
        /* the field table (ju_fields.h): an unknown key, a wrong type and a
         * number out of range, each with the rule the field implements */
        { "\"handler\": \"spell\"", "\"handler\": \"spell\", \"colour\": 1",
          "events[0].colour", "known fields: id, name" },
        { "\"type\": \"upcoming\", \"handler\": \"spell\"", "\"type\": 1, \"handler\": \"spell\"",
          "events[0].type", "(EVENT-5)" },
        { "\"damage\": 10, \"mp\": 2", "\"damage\": 99, \"mp\": 2", "events[0].args.damage",
          "(EVENT-5)" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        const char *at = strstr(text, cases[i].from);
        assert_non_null(at);
        snprintf(bad, sizeof bad, "%.*s%s%s", (int)(at - text), text, cases[i].to,
                 at + strlen(cases[i].from));
        bad_file(bad, cases[i].field, cases[i].what);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_EVENT_2_setup),
        cmocka_unit_test(test_EVENT_4_one_card_per_red_turn),
        cmocka_unit_test(test_EX_EVENT_1_spell),
        cmocka_unit_test(test_EX_EVENT_1_spell_stay),
        cmocka_unit_test(test_EVENT_5_persistent_not_resolved),
        cmocka_unit_test(test_EVENT_3_draw_cards),
        cmocka_unit_test(test_EVENT_3_cooldown),
        cmocka_unit_test(test_EVENT_3_restore_shield),
        cmocka_unit_test(test_EVENT_3_free_move),
        cmocka_unit_test(test_EVENT_3_isolated),
        cmocka_unit_test(test_EVENT_5_persistent_effects),
        cmocka_unit_test(test_MOD_4_events_in_br),
        cmocka_unit_test(test_EVENT_3_active_text_observed),
        cmocka_unit_test(test_EVENT_1_loader_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
