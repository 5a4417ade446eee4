/*
 * test_lifeline.c — Lifeline's abilities in real games (docs/legends.md,
 * src/rules/legends/lifeline.c, care_package.c): the D.O.C. Heal Drone
 * (1 AP, a free space in range 0-2, squad in range 0-1 restores 10 health
 * now and when Duration 1 ends, cooldown 2) and the Care Package (1 AP,
 * the Drop marker on a free space in range 1-2 in sight, Delay 1: it lands
 * with 3 tokens of her own bag of 13; Interact to take one; cooldown 5).
 */
#include "ll_yard.h"
#include "geo/move.h"
#include "rules/engine/legends.h"
#include "rules/engine/pieces.h"

/* 12 x 12 open ground with a rock (a level-1 blockade) at 5,8. */
static const rf_map *yard(void)
{
    static rf_map *m;
    if (!m)
        m = ll_map("{ \"name\": \"Medic yard\", \"source\": \"test_lifeline.c\", \"size\": [12, 12],\n"
                   "  \"components\": [ { \"type\": \"rock\", \"at\": [5, 8] } ] }\n");
    return m;
}

enum { LL = 0, MATE = 1, FAR = 2, FOE = 3 };

/* Lifeline at 5,5, a squadmate at 7,5, another at 9,5, an enemy at 6,6. */
static rf_game *medic(unsigned long long seed)
{
    spot s[4] = { { "Lifeline", RED, 5, 5 }, { "Pathfinder", RED, 7, 5 },
                  { "Loba", RED, 9, 5 }, { "Bangalore", BLUE, 6, 6 } };
    rf_game *g = ll_game(yard(), s, 4, seed);
    for (int l = 0; l < 4; l++) g->legend[l].vitals.health = 10;
    ll_ok(g);
    return g;
}

static int health(const rf_game *g, int l) { return g->legend[l].vitals.health; }

static int overlay_of_kind(const rf_game *g, const char *id)
{
    int k = geo_kinds_find(&g->content->kinds, id), n = 0;
    for (int i = 0; i < g->overlay.n; i++) n += g->overlay.o[i].kind == k;
    return n;
}

/* Tokens in Lifeline's own bag (RF_IN_BAG at RF_RARITY_COUNT + l), by
 * rarity; returns the total. */
static int own_bag(const rf_game *g, int l, int *by_rarity)
{
    int n = 0;
    for (int r = 0; by_rarity && r < RF_RARITY_COUNT; r++) by_rarity[r] = 0;
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].where == RF_IN_BAG && g->piece[p].at == RF_RARITY_COUNT + l) {
            n++;
            if (by_rarity) by_rarity[pieces_loot_of(g, p)->rarity]++;
        }
    return n;
}

static int in_package(const rf_game *g)
{
    int n = 0;
    for (int p = 0; p < g->npieces; p++) n += g->piece[p].where == RF_IN_OBJECT;
    return n;
}

/* Keep (or drop, for what gear replaces) every token waiting for a choice. */
static void settle_loot(rf_game *g)
{
    rf_decision d;
    while (rf_pending(g, &d) && d.kind == RF_DEC_LOOT) {
        static rf_option opt[RF_MAX_OPTIONS];
        rf_options(g, opt, RF_MAX_OPTIONS);
        rf_error err;
        if (rf_choose(g, opt[0].code, &err) != RF_OK) fail_msg("%s", err.message);
        ll_ok(g);
    }
}

/* ---- D.O.C. Heal Drone ---- */

/* covers: TIME-2 TIME-5 DMG-7 ACT-12 COOL-2
 * Placed next to Lifeline and her squadmate: both restore 7 health at
 * once; the squadmate 3 away and the adjacent enemy do not. When Duration
 * 1 ends (the start of Red's next turn) they restore 7 again, the drone
 * leaves the map and the token goes to cooldown 2. */
static void test_doc_heal_drone(void **state)
{
    (void)state;
    rf_game *g = medic(3);
    ll_activate(g, LL);
    int ap = g->ap;
    ll_choose(g, "use D.O.C. Heal Drone (Tactical, 1 AP)");
    ll_choose(g, "place D.O.C. Heal Drone on 6,5");
    assert_int_equal(g->ap, ap - 1);                                        /* ACT-12 */
    assert_int_equal(health(g, LL), 17);
    assert_int_equal(health(g, MATE), 17);
    assert_int_equal(health(g, FAR), 10);                                   /* 3 away */
    assert_int_equal(health(g, FOE), 10);                                   /* an enemy */
    assert_int_equal(overlay_of_kind(g, "doc_drone"), 1);
    ll_pass_turns(g, 2);                                                    /* to round 2, Red */
    assert_int_equal(g->round, 2);
    assert_int_equal(health(g, LL), 24);                                    /* TIME-5 */
    assert_int_equal(health(g, MATE), 24);
    assert_int_equal(health(g, FAR), 10);
    assert_int_equal(health(g, FOE), 10);
    assert_int_equal(overlay_of_kind(g, "doc_drone"), 0);
    assert_int_equal(g->abil.tok[LL][RF_ABIL_TACTICAL][0].where, RF_TOK_COOLDOWN);
    assert_int_equal(g->abil.tok[LL][RF_ABIL_TACTICAL][0].at, 2);           /* COOL-2 */
    rf_game_free(g);
}

/* covers: ABIL-7 ABIL-9 ACT-6
 * Refused: 3 away, an occupied space, Lifeline's own (not free); without
 * the AP the drone is not offered. */
static void test_doc_heal_drone_refuses(void **state)
{
    (void)state;
    rf_game *g = medic(3);
    ll_activate(g, LL);
    ll_choose(g, "use D.O.C. Heal Drone");
    assert_true(ll_find(g, "place D.O.C. Heal Drone on 7,7") != 0);         /* 2 away */
    assert_int_equal(ll_find(g, "place D.O.C. Heal Drone on 8,5"), 0);     /* ABIL-9 */
    assert_int_equal(ll_find(g, "place D.O.C. Heal Drone on 7,5"), 0);     /* ABIL-7 */
    assert_int_equal(ll_find(g, "place D.O.C. Heal Drone on 5,5"), 0);
    rf_game_free(g);
    g = medic(3);
    ll_activate(g, LL);
    g->ap = 0;                                                              /* ACT-6 */
    assert_int_equal(ll_find(g, "use D.O.C. Heal Drone"), 0);
    rf_game_free(g);
}

/* covers: TIME-5
 * Only who is near the drone when the Duration ends restores again. */
static void test_doc_heal_drone_end_counts_who_is_there(void **state)
{
    (void)state;
    rf_game *g = medic(3);
    ll_activate(g, LL);
    ll_choose(g, "use D.O.C. Heal Drone");
    ll_choose(g, "place D.O.C. Heal Drone on 6,5");
    g->legend[MATE].pos = geo_cell_make(10, 10);                            /* gone away */
    g->legend[FAR].pos = geo_cell_make(7, 4);                               /* come near */
    ll_ok(g);
    ll_pass_turns(g, 2);
    assert_int_equal(health(g, LL), 24);
    assert_int_equal(health(g, MATE), 17);
    assert_int_equal(health(g, FAR), 17);
    rf_game_free(g);
}

/* ---- Care Package ---- */

/* covers: COMP-8
 * Lifeline's own bag: 13 tokens, 6 rare, 4 epic, 3 legendary, apart from
 * the common bags; a legend without one has none. */
static void test_care_package_own_bag(void **state)
{
    (void)state;
    rf_game *g = medic(3);
    int r[RF_RARITY_COUNT];
    assert_int_equal(own_bag(g, LL, r), 13);
    assert_int_equal(r[RF_RARE], 6);
    assert_int_equal(r[RF_EPIC], 4);
    assert_int_equal(r[RF_LEGENDARY], 3);
    assert_int_equal(own_bag(g, MATE, NULL), 0);
    rf_game_free(g);
}

/* Use the Care Package on x,y and pass to Red's next turn (Delay 1). */
static void drop_package(rf_game *g, int x, int y)
{
    char label[64];
    ll_activate(g, LL);
    ll_choose(g, "use Care Package (Ultimate, 1 AP)");
    snprintf(label, sizeof label, "place Care Package on %d,%d", x, y);
    ll_choose(g, label);
}

/* covers: TIME-3 ABIL-11 TURN-2
 * The Drop marker waits a round; at the start of Red's next turn the
 * package lands as an object occupying its space with 3 tokens drawn from
 * her bag (10 left); the token goes to cooldown 5. */
static void test_care_package_lands(void **state)
{
    (void)state;
    rf_game *g = medic(3);
    drop_package(g, 4, 4);
    assert_int_equal(overlay_of_kind(g, "care_package"), 0);               /* not yet */
    assert_int_equal(own_bag(g, LL, NULL), 13);
    ll_pass_turns(g, 2);
    assert_int_equal(overlay_of_kind(g, "care_package"), 1);
    assert_true(geo_space_occupied_by_object(g->map->board, &g->overlay, geo_cell_make(4, 4)));
    assert_int_equal(in_package(g), 3);
    assert_int_equal(own_bag(g, LL, NULL), 10);
    assert_int_equal(g->abil.tok[LL][RF_ABIL_ULTIMATE][0].where, RF_TOK_COOLDOWN);
    assert_int_equal(g->abil.tok[LL][RF_ABIL_ULTIMATE][0].at, 5);
    rf_game_free(g);
}

/* covers: ABIL-9 ABIL-10 ABIL-7
 * Refused: 3 away, behind the rock (no sight), the rock's space. */
static void test_care_package_refuses(void **state)
{
    (void)state;
    rf_game *g = medic(3);
    g->legend[LL].pos = geo_cell_make(5, 10);
    ll_ok(g);
    ll_activate(g, LL);
    ll_choose(g, "use Care Package");
    assert_true(ll_find(g, "place Care Package on 5,9") != 0);
    assert_int_equal(ll_find(g, "place Care Package on 5,8"), 0);           /* ABIL-7 */
    assert_int_equal(ll_find(g, "place Care Package on 5,7"), 0);           /* ABIL-10 */
    assert_int_equal(ll_find(g, "place Care Package on 5,5"), 0);           /* ABIL-9 */
    rf_game_free(g);
}

/* covers: R-TIME-3
 * A legend on the Drop marker's space when the Delay resolves: the package
 * cannot land (no decision at a turn's start); her bag keeps its tokens. */
static void test_care_package_blocked(void **state)
{
    (void)state;
    rf_game *g = medic(3);
    drop_package(g, 4, 4);
    g->legend[FOE].pos = geo_cell_make(4, 4);
    ll_ok(g);
    ll_pass_turns(g, 2);
    assert_int_equal(overlay_of_kind(g, "care_package"), 0);
    assert_int_equal(own_bag(g, LL, NULL), 13);
    assert_int_equal(g->abil.tok[LL][RF_ABIL_ULTIMATE][0].where, RF_TOK_COOLDOWN);
    rf_game_free(g);
}

/* Interact with the package and take its first token; keep it. */
static void take_one(rf_game *g, int l, int left_after)
{
    ll_activate(g, l);
    ll_choose(g, "Interact and Move 1");
    ll_choose(g, "Interact");
    ll_choose(g, "take ");
    settle_loot(g);
    assert_int_equal(in_package(g), left_after);
    assert_int_equal(ll_find(g, "take "), 0);                               /* INTERACT-1 (a) */
    ll_choose(g, "finish interacting");
    ll_choose(g, "finish the action");
}

/* covers: INTERACT-1 LOOT-4 TRAIT-8 INTERACT-5
 * Lifeline next to the package takes one token per Interact (twice in
 * her activation), her adjacent squadmate the third; empty, the package
 * is removed: as its card says (INTERACT-5: "Interact adjacent to take
 * one; empty, it is removed"). A legend not adjacent has no package to loot: the package is
 * <INTERACTIVE> (TRAIT-8), for the legends adjacent to it. */
static void test_care_package_looted(void **state)
{
    (void)state;
    rf_game *g = medic(3);
    drop_package(g, 6, 4);                        /* adjacent to 5,5 and to 7,5 */
    g->legend[FAR].pos = geo_cell_make(10, 10);
    ll_ok(g);
    ll_pass_turns(g, 2);
    assert_int_equal(in_package(g), 3);
    take_one(g, LL, 2);
    ll_choose(g, "Interact and Move 1");
    ll_choose(g, "Interact");
    ll_choose(g, "take ");
    settle_loot(g);
    ll_choose(g, "finish interacting");
    ll_choose(g, "finish the action");
    assert_int_equal(in_package(g), 1);
    ll_choose(g, "end the activation");
    ll_activate(g, FAR);                                                    /* not adjacent */
    ll_choose(g, "Interact and Move 1");
    ll_choose(g, "Interact");
    assert_int_equal(ll_find(g, "take "), 0);
    ll_choose(g, "finish interacting");
    ll_choose(g, "finish the action");
    ll_choose(g, "end the activation");
    take_one(g, MATE, 0);
    assert_int_equal(overlay_of_kind(g, "care_package"), 0);                /* removed */
    rf_game_free(g);
}

/* The package's tokens are seen only by who loots it: two games that
 * differ only in a package token give every seat the same observation; the
 * same seed draws the same tokens (determinism). */
static void test_care_package_hidden_and_deterministic(void **state)
{
    (void)state;
    rf_game *g = medic(9), *h = medic(9);
    drop_package(g, 4, 4);
    drop_package(h, 4, 4);
    ll_pass_turns(g, 2);
    ll_pass_turns(h, 2);
    assert_true(rf_game_hash(g) == rf_game_hash(h));
    int p = -1;
    for (int i = 0; i < h->npieces && p < 0; i++)
        if (h->piece[i].where == RF_IN_OBJECT) p = i;
    assert_true(p >= 0);
    h->piece[p].def = (uint8_t)(h->piece[p].def == 0 ? 1 : 0);
    static char a[1 << 16], b[1 << 16];
    for (int seat = 0; seat < 2; seat++) {
        rf_observe(g, seat, a, sizeof a);
        rf_observe(h, seat, b, sizeof b);
        assert_string_equal(a, b);
    }
    rf_game_free(g);
    rf_game_free(h);
}

static const rf_map *beacon_yard(void)
{
    static rf_map *m;
    if (!m)
        m = ll_map("{ \"name\": \"Beacon yard\", \"source\": \"test_lifeline.c\", \"size\": [12, 12],\n"
                   "  \"components\": [ { \"type\": \"respawn_beacon\", \"at\": [0, 11] } ] }\n");
    return m;
}

/* covers: EX-INSTANT-1 INSTANT-1
 * Guardian Angel played on a squadmate's Respawn: the prompt and the
 * options say it may come back next to Lifeline (the prompt said "next to
 * a beacon" for a space next to Lifeline, issue 20), and the log says what
 * the card did. */
static void test_LOG_guardian_angel_next_to_lifeline(void **state)
{
    (void)state;
    spot s[3] = { { "Lifeline", RED, 5, 5 }, { "Pathfinder", RED, 7, 5 }, { "Bangalore", BLUE, 11, 0 } };
    rf_game *g = ll_game(beacon_yard(), s, 3, 1);
    ll_hand_of_one(g, LL, "ll-guardian-angel");
    legend_eliminate(g, MATE);
    ll_ok(g);
    tu_log_start(g);
    ll_activate(g, MATE);
    ll_choose(g, "Respawn");
    ll_choose(g, "Lifeline plays Guardian Angel");
    rf_decision d;
    rf_pending(g, &d);
    assert_non_null(strstr(d.prompt, "next to a beacon or next to Lifeline"));
    static rf_option opt[RF_MAX_OPTIONS];
    int n = rf_options(g, opt, RF_MAX_OPTIONS), next_to = 0;
    for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++) next_to += strstr(opt[i].label, "(next to Lifeline)") != NULL;
    assert_int_equal(next_to, 8);                       /* Lifeline's 8 free neighbours */
    tu_log_expect("Lifeline's Guardian Angel: Pathfinder's Respawn costs no AP; it may come back "
                  "next to Lifeline (EX-INSTANT-1)");
    rf_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_doc_heal_drone),
        cmocka_unit_test(test_doc_heal_drone_refuses),
        cmocka_unit_test(test_doc_heal_drone_end_counts_who_is_there),
        cmocka_unit_test(test_care_package_own_bag),
        cmocka_unit_test(test_care_package_lands),
        cmocka_unit_test(test_care_package_refuses),
        cmocka_unit_test(test_care_package_blocked),
        cmocka_unit_test(test_care_package_looted),
        cmocka_unit_test(test_care_package_hidden_and_deterministic),
        cmocka_unit_test(test_LOG_guardian_angel_next_to_lifeline),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
