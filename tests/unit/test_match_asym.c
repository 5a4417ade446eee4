/*
 * test_match_asym.c — squads of different sizes in a match (CHAMP-1: 2
 * champions, red, against 4 challengers, blue; rf_setup.squad_sizes):
 * the set-up checks, the draft alternating until the smaller squad is
 * complete, Stage 1 and the map drop of 2 + 4 legends, the replay's
 * "squad_sizes". The drafted games here are Battle Royale games whose
 * match is given the sizes 2 and 4 before the draft starts
 * (g->match.size_of): the draft and stages of uneven squads without the
 * Champions rules on top.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "testutil.h"
#include "rules/engine/engine.h"
#include "rules/match/match.h"

static const char *const pool[] = { "Bangalore", "Gibraltar", "Wraith", "Bloodhound",
                                     "Lifeline", "Pathfinder", "Loba" };

static rf_setup draft_setup(int mode, int red, int blue, unsigned long long seed)
{
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.start = RF_START_DRAFT;
    s.mode = mode;
    s.seed = seed;
    s.squad_sizes[0] = red;
    s.squad_sizes[1] = blue;
    for (int k = 0; k < 7; k++) {
        rf_setup_legend *l = &s.legend[s.nlegends++];
        snprintf(l->name, sizeof l->name, "%s", pool[k]);
        l->squad = k % 2;
    }
    return s;
}

static int pending_kind(const rf_game *g, int *seat)
{
    rf_decision d;
    if (seat) *seat = -1;
    if (!rf_pending(g, &d)) return RF_DEC_NONE;
    if (seat) *seat = d.seat;
    return d.kind;
}

/* A Battle Royale draft of 2 + 2 made into 2 (red) + 4 (blue) before the
 * colour draw is resolved: the match's squad sizes are all the draft uses. */
static rf_game *asym_game(unsigned long long seed, bool random_draft)
{
    rf_setup s = draft_setup(RF_MODE_BR, 0, 0, seed);
    s.squad_size = 2;
    s.random_draft = random_draft;
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err) != RF_OK) fail_msg("%s", err.message);
    assert_int_equal(pending_kind(g, NULL), RF_DEC_COLOUR);
    g->match.size_of[RF_RED] = 2;
    g->match.size_of[RF_BLUE] = 4;
    return g;
}

static int squad_count(const rf_game *g, int squad)
{
    int n = 0;
    for (int l = 0; l < g->nlegends; l++) n += g->legend[l].squad == squad;
    return n;
}

/* covers: CHAMP-1 MOD-4 */
static void test_CHAMP_1_setup_sizes_checked(void **state)
{
    (void)state;
    rf_error err;
    rf_setup s = draft_setup(RF_MODE_CHAMP, 2, 4, 1);
    assert_int_equal(match_check_setup(&s, &err), RF_OK);
    s.squad_sizes[1] = 6;                          /* 8 legends: more than 7 to draft */
    assert_int_equal(match_check_setup(&s, &err), RF_E_ARG);
    assert_non_null(strstr(err.message, "squads of 2 and 6"));
    s.squad_sizes[0] = 0;
    s.squad_sizes[1] = 4;
    assert_int_equal(match_check_setup(&s, &err), RF_E_ARG);
    rf_game *g = NULL;                             /* BR is 2 vs 2 or 3 vs 3, not 2 vs 4 */
    s = draft_setup(RF_MODE_BR, 2, 4, 1);
    assert_int_equal(rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err), RF_E_ARG);
    assert_non_null(strstr(err.message, "not 2 vs 4"));
    s = draft_setup(RF_MODE_CHAMP, 2, 4, 1);       /* the sizes pass: a Champions match */
    assert_int_equal(rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err), RF_OK);
    rf_game_free(g);
    g = NULL;
    s.start = RF_START_MAP;                        /* not on the map (champ_start.c arms them) */
    s.nlegends = 6;
    for (int i = 0; i < 6; i++) {
        s.legend[i].x = 2 + 2 * i;
        s.legend[i].y = 2;
        s.legend[i].squad = i < 2 ? 0 : 1;
    }
    assert_int_equal(rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err), RF_E_ARG);
    if (!strstr(err.message, "CHAMP-8")) fail_msg("%s", err.message);
    s = draft_setup(RF_MODE_CHAMP, 3, 3, 1);
    assert_int_equal(rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err), RF_E_ARG);
    assert_non_null(strstr(err.message, "not 3 vs 3"));
}

/* DRAFT-6 with 2 + 4: blue, red, blue, red, then blue twice (red is complete). */
/* covers: CHAMP-1 DRAFT-6 */
static void test_CHAMP_1_draft_two_against_four(void **state)
{
    (void)state;
    static const int order[6] = { RF_BLUE, RF_RED, RF_BLUE, RF_RED, RF_BLUE, RF_BLUE };
    for (unsigned long long seed = 1; seed <= 8; seed++) {
        rf_game *g = asym_game(seed, false);
        unsigned codes[RF_MAX_OPTIONS];
        int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
        tu_choose(g, codes[seed % (unsigned)n]);
        for (int pick = 0; pick < 6; pick++) {
            int who;
            assert_int_equal(pending_kind(g, &who), RF_DEC_DRAFT);
            assert_int_equal(who, rf_game_seat_of(g, order[pick]));
            n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
            assert_int_equal(n, 7 - pick);
            tu_choose(g, codes[(seed + (unsigned)pick) % (unsigned)n]);
            assert_int_equal(g->legend[pick].squad, order[pick]);
        }
        assert_int_equal(pending_kind(g, NULL), RF_DEC_LOADOUT);
        assert_int_equal(squad_count(g, RF_RED), 2);
        assert_int_equal(squad_count(g, RF_BLUE), 4);
        rf_game_free(g);
    }
}

/* DRAFT-7 dealt at random, then Stage 1 and the map drop (STAGE2-6) for all
 * six legends and on into Stage 3, under rf_check at every step. */
/* covers: CHAMP-1 DRAFT-7 STAGE2-6 */
static void test_CHAMP_1_two_and_four_reach_the_map(void **state)
{
    (void)state;
    for (unsigned long long seed = 1; seed <= 12; seed++) {
        rf_game *g = asym_game(seed, seed % 2 == 1);
        rf_bot *bot = rf_bot_new(seed % 3 ? "random" : "heuristic", seed);
        long steps = 0;
        for (; g->match.stage != RF_STAGE_MAP && steps < 20000; steps++)
            tu_choose(g, rf_bot_choose(bot, g));
        assert_int_equal(g->match.stage, RF_STAGE_MAP);
        assert_int_equal(squad_count(g, RF_RED), 2);
        assert_int_equal(squad_count(g, RF_BLUE), 4);
        for (int l = 0; l < g->nlegends; l++) assert_true(g->legend[l].on_map);
        for (; !rf_game_over(g, NULL) && steps < 200000; steps++)
            tu_choose(g, rf_bot_choose(bot, g));
        assert_true(rf_game_over(g, NULL));
        rf_bot_free(bot);
        rf_game_free(g);
    }
}

/* CHAMP-9: in Champions no legend gives weapon cards or loot tokens to a
 * squadmate in Stage 1 (STAGE1-3 does not apply); the same Battle Royale
 * match offers gifts. */
/* covers: CHAMP-9 STAGE1-3 */
static void test_CHAMP_9_no_gifts_in_stage1(void **state)
{
    (void)state;
    unsigned gift = 0;                             /* one the Battle Royale match offers */
    for (int mode = 0; mode < 2; mode++) {
        rf_game *g = asym_game(4, true);
        if (mode) g->mode = RF_MODE_CHAMP;
        rf_bot *bot = rf_bot_new("random", 4);
        for (int guard = 0; guard < 100 && pending_kind(g, NULL) != RF_DEC_LOADOUT; guard++)
            tu_choose(g, rf_bot_choose(bot, g));
        assert_int_equal(pending_kind(g, NULL), RF_DEC_LOADOUT);
        unsigned codes[RF_MAX_OPTIONS];
        int n = rf_option_codes(g, codes, RF_MAX_OPTIONS), gifts = 0;
        for (int i = 0; i < n; i++)
            if (rf_opt_kind_of(codes[i]) == RF_OPT_GIVE) gifts++, gift = mode ? gift : codes[i];
        if (mode) assert_int_equal(gifts, 0);
        else assert_true(gifts > 0);
        rf_error err;                              /* the same match, the same pools */
        if (mode) assert_int_equal(rf_choose(g, gift, &err), RF_E_ILLEGAL);
        rf_bot_free(bot);
        rf_game_free(g);
    }
}

/* The replay's JSON has "squad_sizes": [2, 4] (whitespace aside). */
static bool has_sizes(char *text)
{
    char *w = text;
    for (char *r = text; *r; r++)
        if (*r != ' ' && *r != '\n') *w++ = *r;
    *w = 0;
    bool yes = strstr(text, "\"squad_sizes\":[2,4]") != NULL;
    free(text);
    return yes;
}

/* The replay keeps the sizes ("start": { …, "squad_sizes": [2, 4] }). */
/* covers: CHAMP-1 */
static void test_CHAMP_1_replay_keeps_sizes(void **state)
{
    (void)state;
    rf_setup s = draft_setup(RF_MODE_CHAMP, 2, 4, 3);
    rf_replay *r = rf_replay_new(tu_content(), tu_crossroads(), &s);
    assert_true(has_sizes(rf_replay_dumps(r)));
    char path[] = "/tmp/rf-asym-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    rf_error err;
    assert_int_equal(rf_replay_save(r, path, &err), RF_OK);
    rf_replay *back = NULL;
    if (rf_replay_load(path, &back, &err) != RF_OK) fail_msg("%s", err.message);
    remove(path);
    assert_true(has_sizes(rf_replay_dumps(back)));
    rf_replay_free(back);
    rf_replay_free(r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_CHAMP_1_setup_sizes_checked),
        cmocka_unit_test(test_CHAMP_1_draft_two_against_four),
        cmocka_unit_test(test_CHAMP_1_two_and_four_reach_the_map),
        cmocka_unit_test(test_CHAMP_1_replay_keeps_sizes),
        cmocka_unit_test(test_CHAMP_9_no_gifts_in_stage1),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
