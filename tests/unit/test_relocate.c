/*
 * test_relocate.c — the "relocate" ability effect (src/rules/legends/
 * relocate.c): Pathfinder's Grappling Hook (free action, a free space in
 * range 1-3 in line of sight, cooldown 1) and Loba's Burglar's Best Friend
 * (free action, range 2-5 in line of sight, cooldown 3), in real games:
 * where they go, what they refuse (out of range, out of sight, an occupied
 * space, a token on cooldown), and why a relocation is not a Move (levels,
 * obstacles and MP do not matter; a zipline is not ridden; the Ring may be
 * left).
 */
#include "ll_yard.h"
#include "geo/move.h"

/* 12 x 12: a 2x2 building (roof level 1) at 6-7,2-3; a tree (a level-2
 * blockade) at 4,8; a zipline from 2,10 to 10,10. */
static const rf_map *yard(void)
{
    static rf_map *m;
    if (!m)
        m = ll_map("{ \"name\": \"Hook yard\", \"source\": \"test_relocate.c\", \"size\": [12, 12],\n"
                   "  \"components\": [\n"
                   "    { \"type\": \"building\", \"at\": [6, 2], \"size\": \"2x2\" },\n"
                   "    { \"type\": \"tree\", \"at\": [4, 8] },\n"
                   "    { \"type\": \"zipline_point\", \"at\": [2, 10], \"zipline\": \"A\" },\n"
                   "    { \"type\": \"zipline_point\", \"at\": [10, 10], \"zipline\": \"A\" } ] }\n");
    return m;
}

enum { PF = 0, FOE = 1 };

static rf_game *pathfinder_at(int x, int y)
{
    spot s[2] = { { "Pathfinder", RED, x, y }, { "Bangalore", BLUE, 11, 0 } };
    return ll_game(yard(), s, 2, 11);
}

static const rf_abil_token *tactical(const rf_game *g, int l)
{
    return &g->abil.tok[l][RF_ABIL_TACTICAL][0];
}

static void place_label(char *buf, size_t n, const char *ability, int x, int y)
{
    snprintf(buf, n, "place %s on %d,%d", ability, x, y);
}

static bool offered(const rf_game *g, const char *ability, int x, int y)
{
    char label[96];
    place_label(label, sizeof label, ability, x, y);
    return ll_find(g, label) != 0;
}

/* covers: ACT-12 ABIL-7 ABIL-9 ABIL-10 COOL-2
 * Grappling Hook: a free action (no AP) that puts Pathfinder on a free
 * space 3 away in sight; the token goes to cooldown 1, the hook (a marker)
 * back to the supply. */
static void test_grappling_hook_relocates(void **state)
{
    (void)state;
    rf_game *g = pathfinder_at(2, 6);
    ll_activate(g, PF);
    int ap = g->ap;
    ll_choose(g, "use Grappling Hook (Tactical, free action)");
    ll_choose(g, "place Grappling Hook on 5,6");
    assert_int_equal(g->legend[PF].pos.x, 5);
    assert_int_equal(g->legend[PF].pos.y, 6);
    assert_int_equal(g->ap, ap);                                            /* ACT-12 */
    assert_int_equal(tactical(g, PF)->where, RF_TOK_COOLDOWN);              /* COOL-2 */
    assert_int_equal(tactical(g, PF)->at, 1);
    assert_int_equal(g->abil.nminis, 0);                                    /* a marker only */
    assert_int_equal(g->basic_used[ACT_MOVE2], 0);                          /* not a Move */
    rf_game_free(g);
}

/* covers: ABIL-9 ABIL-10 ABIL-7
 * Refused places: 4 away (range 1-3), behind the tree (no line of sight),
 * the tree's own space and an occupied space (not free), Pathfinder's own
 * space (range 0). */
static void test_grappling_hook_refuses(void **state)
{
    (void)state;
    rf_game *g = pathfinder_at(4, 10);
    g->legend[FOE].pos = geo_cell_make(6, 10);                              /* 2 away, in sight */
    ll_ok(g);
    ll_activate(g, PF);
    ll_choose(g, "use Grappling Hook");
    assert_true(offered(g, "Grappling Hook", 7, 10));                       /* 3 away */
    assert_false(offered(g, "Grappling Hook", 8, 10));                      /* ABIL-9: 4 away */
    assert_false(offered(g, "Grappling Hook", 4, 10));                      /* range 0 */
    assert_false(offered(g, "Grappling Hook", 6, 10));                      /* ABIL-7: a legend */
    assert_false(offered(g, "Grappling Hook", 4, 8));                       /* ABIL-7: the tree */
    assert_true(offered(g, "Grappling Hook", 3, 8));                        /* beside it, seen */
    assert_false(offered(g, "Grappling Hook", 4, 7));                       /* ABIL-10: behind it */
    rf_game_free(g);
}

/* covers: COOL-2 COOL-3 ABIL-3
 * On cooldown the hook is not offered; the transition (TRANS-4) moves the
 * token off position 1 and it is offered again the next round. */
static void test_grappling_hook_cooldown(void **state)
{
    (void)state;
    rf_game *g = pathfinder_at(2, 6);
    ll_activate(g, PF);
    ll_choose(g, "use Grappling Hook");
    ll_choose(g, "place Grappling Hook on 4,6");
    assert_int_equal(ll_find(g, "use Grappling Hook"), 0);                  /* ABIL-3 */
    ll_pass_turns(g, 2);                                                    /* blue, transition */
    assert_int_equal(tactical(g, PF)->where, RF_TOK_SUPPLY);                /* COOL-4 */
    ll_activate(g, PF);
    assert_true(ll_find(g, "use Grappling Hook") != 0);
    rf_game_free(g);
}

/* covers: MOVE-11 MOVE-1
 * Levels do not matter: from the ground onto the level-1 roof next to it
 * is one relocation (a Move would pay the climb, MOVE-11 allows one level
 * per step), and down again; no MP, no basic action. */
static void test_grappling_hook_any_level(void **state)
{
    (void)state;
    rf_game *g = pathfinder_at(5, 5);
    ll_activate(g, PF);
    ll_choose(g, "use Grappling Hook");
    ll_choose(g, "place Grappling Hook on 7,3");
    assert_int_equal(g->legend[PF].pos.x, 7);
    assert_int_equal(g->legend[PF].pos.y, 3);
    assert_int_equal(geo_floor(g->map->board, g->legend[PF].pos), 1);       /* on the roof */
    rf_game_free(g);
}

/* covers: TERM-6 CUSTOM-11
 * A relocation onto a zipline point is not a Move: the zipline is not
 * ridden (riding is a Move's, for 1 MP); Pathfinder stays on the point. */
static void test_relocation_does_not_ride_ziplines(void **state)
{
    (void)state;
    rf_game *g = pathfinder_at(2, 8);
    ll_activate(g, PF);
    ll_choose(g, "use Grappling Hook");
    ll_choose(g, "place Grappling Hook on 2,10");
    assert_int_equal(g->legend[PF].pos.x, 2);
    assert_int_equal(g->legend[PF].pos.y, 10);
    rf_game_free(g);
}

/* covers: RING-9
 * Legends may leave the Ring (taking its damage at the transition): a
 * relocation may end outside it. */
static void test_relocation_may_leave_the_ring(void **state)
{
    (void)state;
    rf_game *g = pathfinder_at(5, 5);
    g->ring_on = true;
    g->ring.west = 3, g->ring.north = 3, g->ring.east = 8, g->ring.south = 8;
    ll_ok(g);
    ll_activate(g, PF);
    ll_choose(g, "use Grappling Hook");
    assert_true(offered(g, "Grappling Hook", 2, 5));                        /* outside */
    ll_choose(g, "place Grappling Hook on 2,5");
    assert_int_equal(g->legend[PF].pos.x, 2);
    rf_game_free(g);
}

/* covers: ABIL-9 ABIL-10 COOL-2
 * Burglar's Best Friend: range 2-5 in sight, free, cooldown 3. */
static void test_burglars_best_friend(void **state)
{
    (void)state;
    spot s[2] = { { "Loba", RED, 1, 5 }, { "Bangalore", BLUE, 11, 0 } };
    rf_game *g = ll_game(yard(), s, 2, 5);
    ll_activate(g, 0);
    int ap = g->ap;
    ll_choose(g, "use Burglar's Best Friend (Tactical, free action)");
    assert_false(offered(g, "Burglar's Best Friend", 2, 5));                /* 1 away */
    assert_true(offered(g, "Burglar's Best Friend", 3, 5));
    assert_true(offered(g, "Burglar's Best Friend", 6, 5));
    assert_false(offered(g, "Burglar's Best Friend", 7, 5));                /* 6 away */
    ll_choose(g, "place Burglar's Best Friend on 6,5");
    assert_int_equal(g->legend[0].pos.x, 6);
    assert_int_equal(g->ap, ap);
    assert_int_equal(tactical(g, 0)->where, RF_TOK_COOLDOWN);
    assert_int_equal(tactical(g, 0)->at, 3);
    rf_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_grappling_hook_relocates),
        cmocka_unit_test(test_grappling_hook_refuses),
        cmocka_unit_test(test_grappling_hook_cooldown),
        cmocka_unit_test(test_grappling_hook_any_level),
        cmocka_unit_test(test_relocation_does_not_ride_ziplines),
        cmocka_unit_test(test_relocation_may_leave_the_ring),
        cmocka_unit_test(test_burglars_best_friend),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
