/*
 * test_bot_behaviour.c — the normal bot plays the whole game (docs/bots.md,
 * "What it does"), each situation checked over seeded whole matches
 * (draft, Stages 1 and 2, the Ring, Crossroads) between two normal bots.
 * Each of these fails with the frozen heuristic-v1 (BOT below): it moved
 * 0 spaces in a third of its Moves, swapped Stage 1 gear to the step cap,
 * used no item and fitted no attachment.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

#ifndef BOT
#define BOT "normal"
#endif

/* What happened in the matches, from the choices and the events. */
typedef struct seen {
    int ring_actions, ring_moves;          /* first actions outside the ring; Moves among them */
    int loadout_steps, starting_worn;      /* Stage 1 choices; wearing a starting token */
    int moves, moves_nowhere;
    int fitted;
    int used[8];                           /* by consumable kind (kinds[]) */
    int grenade_damage;
    char ability[16][48];                  /* each ability used, by name, and how often */
    int ability_uses[16], abilities;
} seen;

static const char *const kinds[8] = { "Syringe", "Med Kit", "Shield Cell", "Shield Battery",
                                      "Phoenix Kit", "Ultimate Accelerant", "Frag grenade",
                                      "Thermite grenade" };

static void on_event(void *user, const rf_event *e)
{
    seen *s = user;
    if (e->kind == RF_EVENT_DAMAGE && e->cause == RF_CAUSE_GRENADE)
        s->grenade_damage += e->to_shield + e->to_health;
}

static const char *label_of(const rf_game *g, unsigned code)
{
    static rf_option o[RF_MAX_OPTIONS];
    int n = rf_options(g, o, RF_MAX_OPTIONS);
    for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++)
        if (o[i].code == code) return o[i].label;
    return "";
}

static bool offered(const rf_game *g, int kind, int a)
{
    unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    for (int i = 0; i < n; i++)
        if (rf_opt_kind_of(codes[i]) == kind && rf_opt_a(codes[i]) == a) return true;
    return false;
}

static void note(seen *s, const rf_game *g, const rf_decision *d, unsigned code)
{
    int kind = rf_opt_kind_of(code);
    rf_legend_view l;
    if (d->legend >= 0) rf_view_legend(g, d->legend, &l);
    int damage;
    if (d->kind == RF_DEC_ACTION && d->legend >= 0 && rf_view_ap(g) == 2 && l.on_map &&
        rf_view_ring_outside(g, l.x, l.y, &damage) > 1 && damage > 0 &&
        offered(g, RF_OPT_ACTION, RF_ACT_MOVE2)) {
        s->ring_actions++;                  /* 2 spaces or more outside, the activation's start */
        s->ring_moves += kind == RF_OPT_ACTION && rf_opt_a(code) == RF_ACT_MOVE2;
    }
    if (d->kind == RF_DEC_LOADOUT) {
        s->loadout_steps++;
        s->starting_worn += strstr(label_of(g, code), "(starting)") != NULL;
    }
    if (d->kind == RF_DEC_MOVE && d->legend >= 0 && (kind == RF_OPT_MOVE_TO || kind == RF_OPT_DONE)) {
        s->moves++;
        s->moves_nowhere += l.on_map && (kind == RF_OPT_DONE || rf_opt_b(code) == l.y * 32 + l.x);
    }
    if (kind == RF_OPT_FIT || kind == RF_OPT_PLACE || kind == RF_OPT_KEEP)
        s->fitted += strstr(label_of(g, code), "fit ") != NULL;
    if (kind == RF_OPT_USE_ITEM)
        for (int k = 0; k < 8; k++) s->used[k] += strstr(label_of(g, code), kinds[k]) != NULL;
    rf_ability_view a;
    if (kind == RF_OPT_ABILITY && d->legend >= 0 && rf_view_ability(g, d->legend, rf_opt_a(code), &a)) {
        int i = 0;
        while (i < s->abilities && strcmp(s->ability[i], a.name) != 0) i++;
        if (i == s->abilities && i < 16) snprintf(s->ability[s->abilities++], sizeof s->ability[0], "%s", a.name);
        if (i < 16) s->ability_uses[i]++;
    }
}

/* `games` seeded 2 vs 2 (3 vs 3 for odd seeds) matches of BOT against itself. */
static seen play(int games)
{
    static seen cache;
    static int cached;
    if (cached >= games) return cache;
    memset(&cache, 0, sizeof cache);
    for (unsigned long long seed = 1; seed <= (unsigned long long)games; seed++) {
        rf_setup s;
        tu_draft_setup(&s, seed);
        s.squad_size = seed % 2 ? 3 : 2;
        s.ring = true;
        rf_game *g = tu_game_of(tu_content(), tu_crossroads(), &s);
        rf_game_set_events(g, on_event, &cache);
        rf_bot *bot[2] = { rf_bot_new(BOT, seed * 2 + 1), rf_bot_new(BOT, seed * 2 + 2) };
        rf_error err;
        rf_decision d;
        for (int step = 0; rf_pending_brief(g, &d) && step < 100000; step++) {
            unsigned code = rf_bot_choose(bot[d.seat], g);
            note(&cache, g, &d, code);
            assert_int_equal(rf_choose(g, code, &err), RF_OK);
        }
        rf_bot_free(bot[0]);
        rf_bot_free(bot[1]);
        rf_game_free(g);
    }
    cached = games;
    return cache;
}

#define GAMES 24

/* RING, TRANS-2: two spaces or more outside the ring at the start of its
 * activation, it moves first in 80 % of them (heuristic-v1: in about half;
 * the rest: a kill, or no step gains) */
static void test_ring_outside_it_moves_first(void **state)
{
    (void)state;
    seen s = play(GAMES);
    assert_true(s.ring_actions > 0);
    assert_true(s.ring_moves * 5 >= s.ring_actions * 4);   /* 157 of 181 at 89b1367 */
}

/* STAGE1-6: it wears better gear once and never the starting token again;
 * Stage 1 ends far from the step cap (heuristic-v1: 64 choices a legend). */
static void test_stage1_keeps_the_best_gear_and_never_loops(void **state)
{
    (void)state;
    seen s = play(GAMES);
    assert_int_equal(s.starting_worn, 0);
    assert_true(s.loadout_steps < GAMES * 2 * 35);
}

/* MOVE: a Move goes somewhere (heuristic-v1: 35 % of its Moves covered 0
 * spaces); at most 2 % stay. A legend entering the map in Stage 2 covers
 * a space wherever it ends (it was counted as staying when it entered on
 * 0,0, where a legend off the map is). */
static void test_moves_go_somewhere(void **state)
{
    (void)state;
    seen s = play(GAMES);
    assert_true(s.moves > 100);
    assert_true(s.moves_nowhere * 50 <= s.moves);
}

/* CONSUM-3 … CONSUM-8: each consumable kind is used. */
static void test_each_consumable_is_used(void **state)
{
    (void)state;
    seen s = play(GAMES);
    for (int k = 0; k < 6; k++) {
        if (!s.used[k]) fail_msg("%s never used", kinds[k]);
    }
}

/* GRENADE: grenades are thrown and deal damage. */
static void test_grenades_are_thrown_and_hit(void **state)
{
    (void)state;
    seen s = play(GAMES);
    assert_true(s.used[6] + s.used[7] > 0);
    assert_true(s.grenade_damage > 0);
}

/* ATTACH, STAGE1-6, LOOT-4: attachments are fitted on weapons. */
static void test_attachments_are_fitted(void **state)
{
    (void)state;
    seen s = play(GAMES);
    assert_true(s.fitted >= GAMES);
}

/* ABIL: every legend's Tactical and Ultimate is used (heuristic-v1 never
 * opened Wraith's portals nor Pathfinder's ziplines). */
static void test_every_ability_is_used(void **state)
{
    (void)state;
    seen s = play(GAMES);
    static const char *const want[] = { "Dimensional Rift", "Zipline Gun", "Into the Void",
                                         "Grappling Hook" };
    for (size_t w = 0; w < sizeof want / sizeof *want; w++) {
        bool used = false;
        for (int i = 0; i < s.abilities; i++) used |= strcmp(s.ability[i], want[w]) == 0;
        if (!used) fail_msg("%s never used", want[w]);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ring_outside_it_moves_first),
        cmocka_unit_test(test_stage1_keeps_the_best_gear_and_never_loops),
        cmocka_unit_test(test_moves_go_somewhere),
        cmocka_unit_test(test_each_consumable_is_used),
        cmocka_unit_test(test_grenades_are_thrown_and_hit),
        cmocka_unit_test(test_attachments_are_fitted),
        cmocka_unit_test(test_every_ability_is_used),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
