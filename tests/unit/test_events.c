/*
 * test_events.c — game events (rf_game_set_events): listening changes
 * nothing in the game; every elimination (a legend leaving the map,
 * ELIM-2) is reported once, after a damage event of the same cause; damage
 * events add up to what the legends lost; copies do not report.
 */
#include <stdio.h>
#include <string.h>

#include "testutil.h"

/* The first-game squads on the map, with the Ring and the placeholder deck. */
static rf_game *new_game(int size, unsigned long long seed)
{
    static const char *const names[2][3] = { { "Bangalore", "Wraith", "Lifeline" },
                                             { "Gibraltar", "Bloodhound", "Pathfinder" } };
    rf_setup s;
    memset(&s, 0, sizeof s);
    for (int q = 0; q < 2; q++)
        for (int k = 0; k < size; k++) {
            rf_setup_legend *l = &s.legend[s.nlegends++];
            snprintf(l->name, sizeof l->name, "%s", names[q][k]);
            l->squad = q;
            l->x = 7 + k;
            l->y = q ? 14 : 1;
            snprintf(l->deck, sizeof l->deck, "placeholder");
        }
    s.seed = seed;
    s.ring = true;
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err) != RF_OK) fail_msg("%s", err.message);
    return g;
}

typedef struct heard {
    int damage, eliminations, by_cause[RF_CAUSES];
    int lost[RF_SETUP_MAX_LEGENDS];       /* shield + health lost, per legend */
    int last_damaged, last_cause;         /* the latest damage event */
    int bad;                              /* events that break the contract */
} heard;

static void listen(void *user, const rf_event *e)
{
    heard *h = user;
    if (e->cause <= 0 || e->cause >= RF_CAUSES || !e->what || !e->what[0]) h->bad++;
    if (e->kind == RF_EVENT_DAMAGE) {
        h->damage++;
        h->lost[e->legend] += e->to_shield + e->to_health;
        h->last_damaged = e->legend;
        h->last_cause = e->cause;
        if (e->to_shield < 0 || e->to_health < 0 || e->to_shield + e->to_health > e->amount) h->bad++;
        if ((e->cause == RF_CAUSE_RING) != (e->source < 0)) h->bad++;
    } else if (e->kind == RF_EVENT_ELIMINATION) {
        h->eliminations++;
        h->by_cause[e->cause]++;
        if (e->legend != h->last_damaged || e->cause != h->last_cause) h->bad++;
    } else {
        h->bad++;
    }
}

/* Play with random bots; counts legends leaving the map. */
static int play(rf_game *g, unsigned long long seed, int *left_map)
{
    rf_bot *bot = rf_bot_new("random", seed);
    rf_error err;
    int steps = 0;
    *left_map = 0;
    while (!rf_game_over(g, NULL) && steps < 100000) {
        bool before[RF_SETUP_MAX_LEGENDS];
        rf_legend_view v;
        for (int l = 0; l < rf_view_legends(g); l++) rf_view_legend(g, l, &v), before[l] = v.on_map;
        assert_int_equal(rf_choose(g, rf_bot_choose(bot, g), &err), RF_OK);
        for (int l = 0; l < rf_view_legends(g); l++) {
            rf_view_legend(g, l, &v);
            *left_map += before[l] && !v.on_map;
        }
        steps++;
    }
    rf_bot_free(bot);
    return steps;
}

/* Listening does not change the game: same final state as without. */
static void test_events_change_nothing(void **state)
{
    (void)state;
    for (unsigned long long seed = 1; seed <= 20; seed++) {
        rf_game *quiet = new_game(2, seed), *heard_g = new_game(2, seed);
        heard h;
        memset(&h, 0, sizeof h);
        rf_game_set_events(heard_g, listen, &h);
        int left;
        play(quiet, seed, &left);
        play(heard_g, seed, &left);
        assert_true(rf_game_hash(quiet) == rf_game_hash(heard_g));
        rf_game_free(quiet);
        rf_game_free(heard_g);
    }
}

/* ELIM-2: every legend leaving the map was reported eliminated, once; the
 * damage events add up to nothing impossible. */
static void test_events_eliminations_and_damage(void **state)
{
    (void)state;
    int total = 0, damage = 0;
    for (unsigned long long seed = 1; seed <= 30; seed++) {
        rf_game *g = new_game(seed % 2 ? 2 : 3, seed);
        heard h;
        memset(&h, 0, sizeof h);
        rf_game_set_events(g, listen, &h);
        int left;
        play(g, seed, &left);
        assert_int_equal(h.bad, 0);
        assert_int_equal(h.eliminations, left);
        total += h.eliminations;
        damage += h.damage;
        rf_game_free(g);
    }
    assert_true(total > 0);        /* the test can fail: eliminations happen */
    assert_true(damage > total);
}

/* Copies and clones do not report (bots look ahead on copies). */
static void test_events_not_copied(void **state)
{
    (void)state;
    rf_game *g = new_game(2, 5);
    heard h;
    memset(&h, 0, sizeof h);
    rf_game_set_events(g, listen, &h);
    rf_game *c = rf_game_clone(g);
    int left;
    play(c, 5, &left);
    assert_true(left > 0 || rf_game_over(c, NULL));
    assert_int_equal(h.damage + h.eliminations, 0);
    rf_game_set_events(g, NULL, NULL);
    play(g, 5, &left);
    assert_int_equal(h.damage + h.eliminations, 0);
    rf_game_free(c);
    rf_game_free(g);
}

static void test_events_cause_names(void **state)
{
    (void)state;
    assert_string_equal(rf_cause_name(RF_CAUSE_SHOT), "shot");
    assert_string_equal(rf_cause_name(RF_CAUSE_RING), "ring");
    assert_string_equal(rf_cause_name(0), "?");
    assert_string_equal(rf_cause_name(RF_CAUSES), "?");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_events_change_nothing),
        cmocka_unit_test(test_events_eliminations_and_damage),
        cmocka_unit_test(test_events_not_copied),
        cmocka_unit_test(test_events_cause_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
