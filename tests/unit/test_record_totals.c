/*
 * test_record_totals.c — what the end screen and the turn's replay read
 * from the observation (issue 15): each legend's damage dealt and taken
 * and its eliminations (record.h's totals) equal what the game events
 * (rf_game_set_events) report over whole matches; every entry of the
 * record is numbered in the order it happened (seq), a Shoot's damage
 * just before the Shoot; and the observation's "end" says why the game
 * ended, in the engine's words (rf_game_end_reason) and as data.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "rules/engine/engine.h"

/* The first-game squads on the map, with the Ring and the placeholder deck. */
static rf_game *new_game(int size, unsigned long long seed, int rounds)
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
    s.max_rounds = rounds;
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err) != RF_OK) fail_msg("%s", err.message);
    return g;
}

typedef struct sums {
    int dealt[RF_MAX_LEGENDS], taken[RF_MAX_LEGENDS];
    int eliminations[RF_MAX_LEGENDS], eliminated[RF_MAX_LEGENDS];
} sums;

static void listen(void *user, const rf_event *e)
{
    sums *s = user;
    if (e->kind == RF_EVENT_ELIMINATION) {
        s->eliminated[e->legend]++;
        if (e->source >= 0 && e->source != e->legend) s->eliminations[e->source]++;
        return;
    }
    s->taken[e->legend] += e->amount;
    if (e->source >= 0) s->dealt[e->source] += e->amount;
}

/* Every entry kept has a distinct seq, rising in each ring; a Shoot's
 * damage event comes just before the Shoot (fire() applies it first). */
static void check_order(const rf_game *g)
{
    const rf_record *r = &g->rec;
    for (int i = 1; i < r->shots.total && i < RF_REC_SHOTS; i++) {
        int a = (r->shots.total - i - 1) % RF_REC_SHOTS, b = (r->shots.total - i) % RF_REC_SHOTS;
        assert_true(r->shot[a].seq < r->shot[b].seq);
    }
    for (int i = 0; i < r->shots.total && i < RF_REC_SHOTS; i++) {
        const rf_rec_shot *s = &r->shot[i];
        bool found = false;
        for (int k = 0; k < r->events.total && k < RF_REC_EVENTS; k++) {
            const rf_rec_event *e = &r->event[k];
            assert_true(e->seq != s->seq);
            if (e->cause == RF_CAUSE_SHOT && e->kind == RF_EVENT_DAMAGE && e->seq < s->seq &&
                s->seq - e->seq <= 2 && e->legend == s->target)
                found = true;
        }
        if (r->events.total <= RF_REC_EVENTS) assert_true(found);      /* none lost yet */
    }
    for (int i = 0; i < r->moves.total && i < RF_REC_MOVES; i++)
        for (int k = 0; k < r->shots.total && k < RF_REC_SHOTS; k++)
            assert_true(r->move[i].seq != r->shot[k].seq);
}

static char *observe(const rf_game *g, int seat)
{
    int n = rf_observe(g, seat, NULL, 0);
    char *text = malloc((size_t)n + 1);
    assert_non_null(text);
    rf_observe(g, seat, text, (size_t)n + 1);
    return text;
}

/* Heuristic bots to the end: the totals equal the events' sums, the
 * observation says them, and its "end" the engine's reason.
 * covers: DMG-1 ELIM-1 ROUND-4 ROUND-5 BR-5 BR-7 */
static void test_ELIM_1_totals_equal_the_events_and_end_reason(void **state)
{
    (void)state;
    int games_with_elims = 0;
    for (unsigned seed = 1; seed <= 6; seed++) {
        rf_game *g = new_game(seed % 2 ? 2 : 3, seed, 8);
        sums s;
        memset(&s, 0, sizeof s);
        rf_game_set_events(g, listen, &s);
        rf_bot *bot = rf_bot_new("heuristic", seed);
        for (int steps = 0; !rf_game_over(g, NULL) && steps < 100000; steps++) {
            rf_error err;
            unsigned code = rf_bot_choose(bot, g);
            if (rf_choose(g, code, &err) != RF_OK) fail_msg("%s", err.message);
            if (steps % 7 == 0) check_order(g);
        }
        assert_true(rf_game_over(g, NULL));
        const rf_rec_totals *t = &g->rec.totals;
        char want[200], part[40];
        snprintf(want, sizeof want, "\"totals\":{\"dealt\":[");
        for (int l = 0; l < g->nlegends; l++) {
            assert_int_equal(t->dealt[l], s.dealt[l]);
            assert_int_equal(t->taken[l], s.taken[l]);
            assert_int_equal(t->eliminations[l], s.eliminations[l]);
            assert_int_equal(t->eliminated[l], s.eliminated[l]);
            if (s.eliminated[l]) games_with_elims++;
            snprintf(part, sizeof part, "%s%d", l ? "," : "", s.dealt[l]);
            strncat(want, part, sizeof want - strlen(want) - 1);
        }
        char *o = observe(g, -1), reason[240], end[400];
        if (!strstr(o, want)) fail_msg("seed %u: the observation lacks %s", seed, want);
        rf_game_end_reason(g, reason, sizeof reason);
        assert_true(reason[0]);
        snprintf(end, sizeof end, "\"reason\":\"%s\",\"vp\":[%d,%d]", reason, g->vp[0], g->vp[1]);
        if (!strstr(o, end)) fail_msg("seed %u: the observation lacks %s", seed, end);
        assert_non_null(strstr(o, "\"end\":{\"why\":\""));
        free(o);
        rf_bot_free(bot);
        rf_game_free(g);
    }
    assert_true(games_with_elims > 0);               /* the sums were put to the test */
}

/* While the game is played there is no "end".
 * covers: ROUND-4 */
static void test_ROUND_4_no_end_while_played(void **state)
{
    (void)state;
    rf_game *g = new_game(2, 5, 3);
    char *o = observe(g, 0);
    assert_null(strstr(o, "\"end\":"));
    assert_non_null(strstr(o, "\"totals\":{\"dealt\":[0,0,0,0],\"taken\":[0,0,0,0]"));
    free(o);
    rf_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ELIM_1_totals_equal_the_events_and_end_reason),
        cmocka_unit_test(test_ROUND_4_no_end_while_played),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
