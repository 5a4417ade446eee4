/*
 * test_loba.c — Loba's Black Market Boutique in real games (docs/legends.md,
 * src/rules/legends/loba.c). Burglar's Best Friend is in test_relocate.c,
 * Thief's Artistry in test_thiefs_artistry.c.
 */
#include "ll_yard.h"
#include "rules/engine/pieces.h"

static const rf_map *yard(void)
{
    static rf_map *m;
    if (!m)
        m = ll_map("{ \"name\": \"Market yard\", \"source\": \"test_loba.c\", \"size\": [12, 12],\n"
                   "  \"components\": [ { \"type\": \"respawn_beacon\", \"at\": [0, 0] } ] }\n");
    return m;
}

enum { LB = 0, MATE = 1, FAR = 2, FOE = 3 };

static int rare_bag(const rf_game *g)
{
    int n = 0;
    for (int p = 0; p < g->npieces; p++)
        n += g->piece[p].where == RF_IN_BAG && g->piece[p].at == RF_RARE;
    return n;
}

static int held_by(const rf_game *g, int l)
{
    int n = 0;
    for (int p = 0; p < g->npieces; p++)
        n += g->piece[p].where == RF_HELD && g->piece[p].at == l;
    return n;
}

/* ---- Black Market Boutique ---- */

static rf_game *market(void)
{
    spot s[4] = { { "Loba", RED, 5, 5 }, { "Lifeline", RED, 6, 7 },
                  { "Pathfinder", RED, 9, 6 }, { "Bangalore", BLUE, 4, 7 } };
    return ll_game(yard(), s, 4, 5);
}

/* covers: LOOT-4 LOOT-7 ACT-12 COOL-2
 * Placed on 5,6: Loba (1 away) and her squadmate (1 away) each receive a
 * rare token from the rare bag and keep or drop it, Loba first; the
 * squadmate 4 away and the enemy next to it receive nothing. */
static void test_black_market(void **state)
{
    (void)state;
    rf_game *g = market();
    int bag = rare_bag(g);
    ll_activate(g, LB);
    int ap = g->ap;
    ll_choose(g, "use Black Market Boutique (Ultimate, 1 AP)");
    assert_int_equal(ll_find(g, "place Black Market Boutique on 5,7"), 0);    /* 2 away */
    ll_choose(g, "place Black Market Boutique on 5,6");
    assert_int_equal(g->ap, ap - 1);
    assert_int_equal(rare_bag(g), bag - 2);
    assert_int_equal(held_by(g, LB), 1);
    assert_int_equal(held_by(g, MATE), 1);
    assert_int_equal(held_by(g, FAR) + held_by(g, FOE), 0);
    rf_decision d;
    rf_pending(g, &d);
    assert_int_equal(d.kind, RF_DEC_LOOT);
    assert_int_equal(d.legend, LB);
    ll_choose(g, "drop it on 5,5");                                         /* LOOT-4 */
    rf_pending(g, &d);
    assert_int_equal(d.legend, MATE);
    ll_choose(g, "drop it on 6,7");
    rf_pending(g, &d);
    assert_int_equal(d.kind, RF_DEC_ACTION);
    assert_int_equal(g->abil.tok[LB][RF_ABIL_ULTIMATE][0].where, RF_TOK_COOLDOWN);
    assert_int_equal(g->abil.tok[LB][RF_ABIL_ULTIMATE][0].at, 4);
    rf_game_free(g);
}

/* covers: LOOT-7
 * An empty rare bag gives nothing and asks nothing. */
static void test_black_market_empty_bag(void **state)
{
    (void)state;
    rf_game *g = market();
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].where == RF_IN_BAG && g->piece[p].at == RF_RARE) piece_remove(g, p);
    ll_ok(g);
    ll_activate(g, LB);
    ll_choose(g, "use Black Market Boutique");
    ll_choose(g, "place Black Market Boutique on 5,6");
    rf_decision d;
    rf_pending(g, &d);
    assert_int_equal(d.kind, RF_DEC_ACTION);
    assert_int_equal(held_by(g, LB) + held_by(g, MATE), 0);
    rf_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_black_market),
        cmocka_unit_test(test_black_market_empty_bag),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
