/*
 * test_use.c — the Use action (frame_use.c): consumables and their limits,
 * frag and thermite grenades, drift by the Aim cards' arrows (off the map
 * and back), the landing level, areas stopped by walls, friendly fire,
 * elimination, illegal choices, and random games with items in the
 * backpacks. Games are set up on Crossroads (`ringfall map show
 * crossroads`) with rf_game_new and driven with rf_choose; rf_check runs
 * after every step.
 */
#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "rules/engine/engine.h"
#include "rules/engine/legends.h"

#define NONE (-1)

enum { BANGALORE, WRAITH, GIBRALTAR, BLOODHOUND, LIFELINE, OCTANE };

static const char *const names[6] = { "Bangalore", "Wraith", "Gibraltar", "Bloodhound",
                                      "Lifeline", "Pathfinder" };

typedef struct spot { int squad, x, y; } spot;

/* A game with n legends (names[] in order) on the given spaces. */
static rf_game *new_game(const spot *s, int n, unsigned long long seed)
{
    rf_setup su;
    memset(&su, 0, sizeof su);
    su.nlegends = n;
    for (int i = 0; i < n; i++) {
        snprintf(su.legend[i].name, sizeof su.legend[i].name, "%s", names[i]);
        su.legend[i].squad = s[i].squad;
        su.legend[i].x = s[i].x;
        su.legend[i].y = s[i].y;
    }
    su.seed = seed;
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), tu_crossroads(), &su, &g, &err) != RF_OK) fail_msg("%s", err.message);
    tu_check(g);
    return g;
}

/* Put a token of loot kind `id` from its bag into legend l's backpack slot. */
static int give(rf_game *g, int l, int slot, const char *id)
{
    int def = catalog_loot(&g->content->catalog, id);
    assert_true(def >= 0);
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].kind == RF_PIECE_LOOT && g->piece[p].def == def &&
            g->piece[p].where == RF_IN_BAG) {
            g->piece[p].where = RF_IN_PACK;
            g->piece[p].at = (int16_t)(l * RF_BACKPACK + slot);
            g->legend[l].pack[slot] = (int16_t)p;
            tu_check(g);
            return p;
        }
    fail_msg("no %s left in its bag", id);
    return -1;
}

/* Put Aim cards with these arrows (NONE: no arrow) on top of the deck, in
 * this order; the deck stays the 14 cards once each. */
static void stack_arrows(rf_game *g, const int *arrows, int n)
{
    for (int i = 0; i < n; i++) {
        int j = i;
        while (j < RF_AIM_DECK && g->content->catalog.aim[g->aim_deck[j]].arrow != arrows[i]) j++;
        assert_true(j < RF_AIM_DECK);
        int8_t t = g->aim_deck[i];
        g->aim_deck[i] = g->aim_deck[j];
        g->aim_deck[j] = t;
    }
    tu_check(g);
}

/* An illegal choice is refused and changes nothing. */
/* Activate l, choose "Use and Move 1" and its Use part, then the item. */
static void start_use(rf_game *g, int l, int slot)
{
    tu_choose(g, engine_code(OPT_ACTIVATE, l, 0));
    tu_choose(g, engine_code(OPT_ACTION, ACT_USE_MOVE1, 0));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    tu_choose(g, engine_code(OPT_USE_ITEM, slot, 0));
}

/* Throw the grenade in slot 0 of l at x,y (turned rot quarters) with the
 * given drift arrows on top of the Aim deck. */
static void throw_at(rf_game *g, int l, int x, int y, int rot, const int *arrows, int n)
{
    start_use(g, l, 0);
    stack_arrows(g, arrows, n);
    tu_choose(g, engine_code(OPT_USE_AT, rot, geo_cell_index(geo_cell_make(x, y))));
}

static void set_vitals(rf_game *g, int l, int health, int shield)
{
    g->legend[l].vitals.health = (int8_t)health;
    g->legend[l].vitals.shield = (int8_t)shield;
    tu_check(g);
}

static void assert_vitals(const rf_game *g, int l, int health, int shield)
{
    assert_int_equal(g->legend[l].vitals.health, health);
    assert_int_equal(g->legend[l].vitals.shield, shield);
}

/* Lost shield + health since the start (all start at 40 and 20). */
static int lost(const rf_game *g, int l)
{
    return 60 - g->legend[l].vitals.health - g->legend[l].vitals.shield;
}

/* The item left the backpack and the game (CONSUM-1, GRENADE-8). */
static void assert_used_up(const rf_game *g, int l, int slot, int piece)
{
    assert_int_equal(g->legend[l].pack[slot], -1);
    assert_int_equal(g->piece[piece].where, RF_REMOVED);
}

static const spot two[2] = { { 0, 1, 0 }, { 1, 14, 15 } };

/* Use a consumable at the given vitals; check what it restored. */
static void consume_case(const char *id, int health, int shield, int want_h, int want_s)
{
    rf_game *g = new_game(two, 2, 1);
    int p = give(g, BANGALORE, 2, id);
    set_vitals(g, BANGALORE, health, shield);
    start_use(g, BANGALORE, 2);
    assert_vitals(g, BANGALORE, want_h, want_s);
    assert_used_up(g, BANGALORE, 2, p);
    assert_int_equal(g->ap, 1);                    /* USE-3: Use and Move 1 costs 1 AP */
    assert_true(tu_offered(g, engine_code(OPT_PART, PART_MOVE, 0)));   /* ACT-11: Move 1 still open */
    rf_game_free(g);
}

/* covers: USE-1 USE-3 CONSUM-1 CONSUM-3 */
static void test_CONSUM_3_syringe(void **state)
{
    (void)state;
    consume_case("syringe", 20, 5, 32, 5);
}

/* covers: CONSUM-4 */
static void test_CONSUM_4_med_kit(void **state)
{
    (void)state;
    consume_case("med_kit", 15, 0, 35, 0);
}

/* covers: CONSUM-5 */
static void test_CONSUM_5_shield_cell(void **state)
{
    (void)state;
    consume_case("shield_cell", 30, 0, 30, 12);
}

/* covers: CONSUM-6 */
static void test_CONSUM_6_shield_battery(void **state)
{
    (void)state;
    consume_case("shield_battery", 30, 0, 30, 20);
}

/* covers: CONSUM-7 */
static void test_CONSUM_7_phoenix_kit(void **state)
{
    (void)state;
    consume_case("phoenix_kit", 10, 0, 25, 15);
}

/* covers: CONSUM-2 DMG-7 */
static void test_CONSUM_2_limits(void **state)
{
    (void)state;
    consume_case("syringe", 35, 0, 40, 0);          /* health limit 40 */
    consume_case("med_kit", 40, 20, 40, 20);        /* nothing to restore: still used up */
    consume_case("shield_battery", 30, 15, 30, 20); /* the starting body shield's limit */
    consume_case("phoenix_kit", 33, 12, 40, 20);    /* both capped */
}

/* No cooldown track exists yet: the token is used up and nothing else
 * changes (frame_use.c, consume()). covers: CONSUM-8 */
static void test_CONSUM_8_ultimate_accelerant_used_up(void **state)
{
    (void)state;
    consume_case("ultimate_accelerant", 25, 10, 25, 10);
}

/* Bangalore throws from 1,0 at 5,1 with no drift. covers: GRENADE-1 GRENADE-2 GRENADE-9 */
static void test_GRENADE_9_frag_centre_20_around_10(void **state)
{
    (void)state;
    const spot s[5] = { { 0, 1, 0 }, { 0, 5, 1 }, { 1, 6, 2 }, { 1, 7, 1 }, { 1, 5, 0 } };
    rf_game *g = new_game(s, 5, 2);
    int p = give(g, BANGALORE, 0, "frag_grenade");
    const int none[2] = { NONE, NONE };
    throw_at(g, BANGALORE, 5, 1, 0, none, 2);
    assert_int_equal(lost(g, WRAITH), 20);          /* centre */
    assert_int_equal(lost(g, GIBRALTAR), 10);       /* diagonal neighbour */
    assert_int_equal(lost(g, LIFELINE), 10);        /* orthogonal neighbour */
    assert_int_equal(lost(g, BLOODHOUND), 0);       /* two spaces away */
    assert_int_equal(lost(g, BANGALORE), 0);
    assert_used_up(g, BANGALORE, 0, p);
    rf_game_free(g);
}

/* The log says the throw, each drift card with its arrow, where the
 * grenade lands and each legend's damage (issue 20). */
static void test_LOG_grenade_drift_landing_and_damage(void **state)
{
    (void)state;
    const spot s[5] = { { 0, 1, 0 }, { 0, 5, 1 }, { 1, 6, 2 }, { 1, 7, 1 }, { 1, 5, 0 } };
    rf_game *g = new_game(s, 5, 2);
    give(g, BANGALORE, 0, "frag_grenade");
    tu_log_start(g);
    const int drift[2] = { GEO_W, NONE };
    throw_at(g, BANGALORE, 6, 1, 0, drift, 2);
    tu_log_expect("Bangalore throws a Frag grenade at 6,1\n");
    tu_log_expect("  the Frag grenade drifts (GRENADE-3): Aim card ");
    tu_log_expect(" (arrow west), Aim card ");
    tu_log_expect(" (no arrow)\n  it lands on 5,1 (level 0) and hits 9 spaces");
    tu_log_expect("Wraith takes 20 damage from Frag grenade (20 to shield, 0 to health)\n");
    tu_log_expect("Gibraltar takes 10 damage from Frag grenade (10 to shield, 0 to health)\n");
    tu_log_expect("Lifeline takes 10 damage from Frag grenade (10 to shield, 0 to health)\n");
    assert_null(strstr(tu_log_text(), "Bloodhound takes"));
    rf_game_free(g);
}

/* The log says which consumable was used and what it restored. */
static void test_LOG_consumable_restored(void **state)
{
    (void)state;
    rf_game *g = new_game(two, 2, 1);
    give(g, BANGALORE, 2, "syringe");
    set_vitals(g, BANGALORE, 20, 5);
    tu_log_start(g);
    start_use(g, BANGALORE, 2);
    tu_log_expect("Bangalore uses a Syringe: 12 health and 0 shield restored, now shield 5 and "
                  "health 32 (CONSUM-1)\n");
    rf_game_free(g);
}

/* covers: GRENADE-10 AOE-2 AOE-3 */
static void test_GRENADE_10_thermite_15_on_a_5x1_line(void **state)
{
    (void)state;
    const spot s[6] = { { 0, 4, 0 }, { 0, 6, 1 }, { 1, 10, 1 }, { 1, 11, 1 }, { 1, 8, 2 },
                        { 1, 8, 4 } };
    const int none[1] = { NONE };
    rf_game *g = new_game(s, 6, 3);
    give(g, BANGALORE, 0, "thermite_grenade");
    throw_at(g, BANGALORE, 8, 1, 0, none, 1);       /* as drawn: along the row, 6..10 */
    assert_int_equal(lost(g, WRAITH), 15);
    assert_int_equal(lost(g, GIBRALTAR), 15);
    assert_int_equal(lost(g, BLOODHOUND), 0);
    assert_int_equal(lost(g, LIFELINE), 0);
    assert_int_equal(lost(g, OCTANE), 0);
    rf_game_free(g);

    g = new_game(s, 6, 3);
    give(g, BANGALORE, 0, "thermite_grenade");
    throw_at(g, BANGALORE, 8, 2, 1, none, 1);       /* turned: along the column, rows 0..4 */
    assert_int_equal(lost(g, LIFELINE), 15);
    assert_int_equal(lost(g, OCTANE), 15);
    assert_int_equal(lost(g, WRAITH), 0);
    assert_int_equal(lost(g, GIBRALTAR), 0);
    rf_game_free(g);
}

/* The thrower chooses the line's orientation: two per space for thermite,
 * one for the frag's square (ruling R-GRENADE-10). covers: GRENADE-10 */
static void test_GRENADE_10_orientations_offered(void **state)
{
    (void)state;
    rf_game *g = new_game(two, 2, 4);
    give(g, BANGALORE, 0, "thermite_grenade");
    give(g, BANGALORE, 1, "frag_grenade");
    start_use(g, BANGALORE, 0);
    int thermite = rf_option_codes(g, NULL, 0);
    assert_true(tu_offered(g, engine_code(OPT_USE_AT, 1, geo_cell_index(geo_cell_make(5, 1)))));
    tu_refused(g, engine_code(OPT_USE_AT, 2, geo_cell_index(geo_cell_make(5, 1))));  /* same as 0 */
    rf_game_free(g);
    g = new_game(two, 2, 4);
    give(g, BANGALORE, 1, "frag_grenade");
    start_use(g, BANGALORE, 1);
    int frag = rf_option_codes(g, NULL, 0);
    assert_int_equal(thermite, 2 * frag);
    tu_refused(g, engine_code(OPT_USE_AT, 1, geo_cell_index(geo_cell_make(5, 1))));
    rf_game_free(g);
}

/* Off the map and back: 0,1 → -1,0 (nw) → 0,1 (se). Off the map for good:
 * 0,5 → -1,4 → -2,5 hits nothing on the map; 0,5 → -1,5 (w, then none)
 * reaches column 0 from the imaginary extension at level 0.
 * covers: GRENADE-4 GRENADE-5 AOE-6 */
static void test_GRENADE_5_drift_off_the_map_and_back(void **state)
{
    (void)state;
    const spot s[4] = { { 0, 2, 3 }, { 1, 0, 1 }, { 1, 0, 5 }, { 1, 0, 4 } };
    rf_game *g = new_game(s, 4, 5);
    give(g, BANGALORE, 0, "frag_grenade");
    const int back[2] = { GEO_NW, GEO_SE };
    throw_at(g, BANGALORE, 0, 1, 0, back, 2);
    assert_int_equal(lost(g, WRAITH), 20);
    assert_int_equal(lost(g, GIBRALTAR), 0);
    rf_game_free(g);

    g = new_game(s, 4, 5);
    give(g, BANGALORE, 0, "frag_grenade");
    const int away[2] = { GEO_NW, GEO_SW };
    throw_at(g, BANGALORE, 0, 5, 0, away, 2);
    assert_int_equal(lost(g, GIBRALTAR) + lost(g, BLOODHOUND) + lost(g, WRAITH), 0);
    rf_game_free(g);

    g = new_game(s, 4, 5);
    give(g, BANGALORE, 0, "frag_grenade");
    const int edge[2] = { GEO_W, NONE };
    throw_at(g, BANGALORE, 0, 5, 0, edge, 2);
    assert_int_equal(lost(g, GIBRALTAR), 10);
    assert_int_equal(lost(g, BLOODHOUND), 10);
    assert_int_equal(lost(g, WRAITH), 0);
    rf_game_free(g);
}

/* A supply drop on the ground at 5,9 is a level-1 object: the grenade lying
 * on it hits the roof of the building at 1..4,8..9, not the ground beside
 * it. Without the drop the same throw hits the ground only. A grenade on a
 * roof counts on the roof. covers: GRENADE-6 AOE-5 */
static void test_GRENADE_6_landing_level(void **state)
{
    (void)state;
    const spot s[4] = { { 0, 7, 9 }, { 0, 4, 9 }, { 1, 6, 9 }, { 1, 2, 10 } };
    const int none[2] = { NONE, NONE };
    for (int drop = 0; drop <= 1; drop++) {
        rf_game *g = new_game(s, 4, 6);
        if (drop) {
            int kind = geo_kinds_find(&g->content->kinds, "supply_drop");
            assert_true(geo_overlay_add(&g->overlay, kind, geo_place_cell(geo_cell_make(5, 9))) >= 0);
            tu_check(g);
        }
        give(g, BANGALORE, 0, "frag_grenade");
        throw_at(g, BANGALORE, 5, 9, 0, none, 2);
        assert_int_equal(lost(g, WRAITH), drop ? 10 : 0);      /* on the roof, level 1 */
        assert_int_equal(lost(g, GIBRALTAR), drop ? 0 : 10);   /* on the ground */
        rf_game_free(g);
    }
    rf_game *g = new_game(s, 4, 6);
    give(g, BANGALORE, 0, "frag_grenade");
    throw_at(g, BANGALORE, 3, 9, 0, none, 2);                   /* lands on the roof */
    assert_int_equal(lost(g, WRAITH), 10);
    assert_int_equal(lost(g, BLOODHOUND), 0);                   /* ground below the roof's edge */
    rf_game_free(g);
}

/* The wall along the top of row 13 (columns 4..7) stops a grenade landing
 * at 5,12: the spaces behind it take nothing. covers: AOE-5 GRENADE-7 */
static void test_AOE_5_wall_stops_the_grenade(void **state)
{
    (void)state;
    const spot s[4] = { { 0, 5, 8 }, { 0, 5, 13 }, { 1, 5, 11 }, { 1, 6, 13 } };
    const int none[2] = { NONE, NONE };
    rf_game *g = new_game(s, 4, 7);
    give(g, BANGALORE, 0, "frag_grenade");
    throw_at(g, BANGALORE, 5, 12, 0, none, 2);
    assert_int_equal(lost(g, GIBRALTAR), 10);
    assert_int_equal(lost(g, WRAITH), 0);
    assert_int_equal(lost(g, BLOODHOUND), 0);
    rf_game_free(g);
}

/* Friend or foe: the thrower's squadmate and the thrower himself (drifted
 * back towards him). covers: GRENADE-7 */
static void test_GRENADE_7_friendly_damage(void **state)
{
    (void)state;
    const spot s[3] = { { 0, 1, 1 }, { 0, 2, 2 }, { 1, 14, 15 } };
    const int back[2] = { GEO_W, NONE };
    rf_game *g = new_game(s, 3, 8);
    give(g, BANGALORE, 0, "frag_grenade");
    throw_at(g, BANGALORE, 3, 1, 0, back, 2);                   /* drifts to 2,1 */
    assert_int_equal(lost(g, BANGALORE), 10);
    assert_int_equal(lost(g, WRAITH), 10);
    assert_int_equal(lost(g, GIBRALTAR), 0);
    rf_game_free(g);
}

/* covers: ELIM-1 ELIM-2 ELIM-3 GRENADE-7 */
static void test_GRENADE_7_elimination(void **state)
{
    (void)state;
    const spot s[4] = { { 0, 1, 0 }, { 1, 5, 1 }, { 1, 6, 1 }, { 1, 4, 1 } };
    const int none[2] = { NONE, NONE };
    rf_game *g = new_game(s, 4, 9);
    give(g, BANGALORE, 0, "frag_grenade");
    set_vitals(g, WRAITH, 15, 4);
    set_vitals(g, GIBRALTAR, 5, 0);
    legend_eliminate(g, BLOODHOUND);         /* off the map, last seen at 4,1 */
    throw_at(g, BANGALORE, 5, 1, 0, none, 2);
    assert_false(g->legend[WRAITH].on_map);                     /* 20 on 4 + 15 */
    assert_false(g->legend[GIBRALTAR].on_map);                  /* 10 on 0 + 5 */
    assert_vitals(g, WRAITH, 40, 20);                           /* ELIM-2 (3) */
    assert_vitals(g, BLOODHOUND, 40, 20);                       /* not on the map: untouched */
    assert_int_equal(g->vp[RF_RED], 3);                         /* ELIM-3 */
    rf_game_free(g);
}

/* Gibraltar cannot see Bangalore behind the wall at the top of row 13; he
 * throws at range 5 to the space right of her; the arrows (nw, sw) take
 * the token over the wall and back to the space left of her. Bangalore,
 * off the centre, takes 10; Wraith on the centre takes 20.
 * covers: EX-GRENADE-1 GRENADE-2 GRENADE-4 GRENADE-5 */
static void test_EX_GRENADE_1_throw_over_a_wall(void **state)
{
    (void)state;
    const spot s[3] = { { 1, 6, 13 }, { 1, 5, 13 }, { 0, 6, 8 } };
    rf_game *g = new_game(s, 3, 10);
    assert_false(legend_sees(g, GIBRALTAR, BANGALORE));
    give(g, GIBRALTAR, 0, "frag_grenade");
    const int arrows[2] = { GEO_NW, GEO_SW };
    throw_at(g, GIBRALTAR, 7, 13, 0, arrows, 2);
    assert_int_equal(lost(g, BANGALORE), 10);
    assert_int_equal(lost(g, WRAITH), 20);
    assert_int_equal(lost(g, GIBRALTAR), 0);
    rf_game_free(g);
}

/* The token leaves the game and the Aim deck is shuffled with the game's
 * generator. covers: GRENADE-8 */
static void test_GRENADE_8_token_removed_deck_shuffled(void **state)
{
    (void)state;
    rf_game *g = new_game(two, 2, 11);
    int p = give(g, BANGALORE, 0, "frag_grenade");
    start_use(g, BANGALORE, 0);
    uint64_t rng = g->rng.s;
    tu_choose(g, engine_code(OPT_USE_AT, 0, geo_cell_index(geo_cell_make(5, 1))));
    assert_true(g->rng.s != rng);
    assert_used_up(g, BANGALORE, 0, p);
    rf_game_free(g);
}

/* covers: USE-1 GRENADE-2 */
static void test_USE_1_illegal_choices_refused(void **state)
{
    (void)state;
    rf_game *g = new_game(two, 2, 12);
    tu_choose(g, engine_code(OPT_ACTIVATE, BANGALORE, 0));
    /* nothing to use: the action is still offered for its Move 1 (ACT-11), and
     * its Use part does nothing (R-ACT-11-parts) */
    tu_choose(g, engine_code(OPT_ACTION, ACT_USE_MOVE1, 0));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    tu_refused(g, engine_code(OPT_USE_ITEM, 0, 0));
    assert_true(tu_offered(g, engine_code(OPT_PART, PART_MOVE, 0)));
    rf_game_free(g);

    g = new_game(two, 2, 12);
    give(g, BANGALORE, 0, "frag_grenade");
    give(g, BANGALORE, 1, "stabilizer_common");
    tu_choose(g, engine_code(OPT_ACTIVATE, BANGALORE, 0));
    tu_choose(g, engine_code(OPT_ACTION, ACT_USE_MOVE1, 0));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    tu_refused(g, engine_code(OPT_USE_ITEM, 1, 0));                    /* an attachment is no item */
    tu_refused(g, engine_code(OPT_USE_ITEM, 2, 0));                    /* an empty slot */
    tu_refused(g, engine_code(OPT_USE_AT, 0, geo_cell_index(geo_cell_make(5, 1))));   /* not yet */
    tu_choose(g, engine_code(OPT_USE_ITEM, 0, 0));
    tu_refused(g, engine_code(OPT_USE_AT, 0, geo_cell_index(geo_cell_make(2, 1))));   /* range 1 */
    tu_refused(g, engine_code(OPT_USE_AT, 0, geo_cell_index(geo_cell_make(7, 0))));   /* range 6 */
    tu_refused(g, engine_code(OPT_USE_AT, 0, geo_cell_index(geo_cell_make(16, 0))));  /* off the map */
    tu_refused(g, engine_code(OPT_USE_AT, 1, geo_cell_index(geo_cell_make(5, 1))));   /* frag: no turn */
    assert_true(tu_offered(g, engine_code(OPT_USE_AT, 0, geo_cell_index(geo_cell_make(6, 0)))));
    assert_true(tu_offered(g, engine_code(OPT_USE_AT, 0, geo_cell_index(geo_cell_make(3, 0)))));
    rf_game_free(g);
}

/* The Use part asks "which item?" on what the other seats know (ruling
 * R-WINDOW-1): the backpack holds a token (how many it holds is no secret,
 * its contents are, BACKPACK-5), so it asks even when none of them is an
 * item to use; the legend then uses nothing and the action goes on. With
 * an empty backpack it is not asked.
 * covers: USE-1 BACKPACK-5 ACT-11 */
static void test_USE_1_item_window_on_public_facts(void **state)
{
    (void)state;
    rf_game *g = new_game(two, 2, 12);
    int p = give(g, BANGALORE, 1, "stabilizer_common");
    tu_choose(g, engine_code(OPT_ACTIVATE, BANGALORE, 0));
    tu_choose(g, engine_code(OPT_ACTION, ACT_USE_MOVE1, 0));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    rf_decision d;
    assert_true(rf_pending(g, &d));
    assert_int_equal(d.kind, RF_DEC_USE);
    assert_int_equal(rf_option_codes(g, NULL, 0), 1);            /* only "use nothing" */
    tu_refused(g, engine_code(OPT_USE_ITEM, 1, 0));                  /* an attachment is no item */
    tu_choose(g, engine_code(OPT_DONE, 0, 0));
    assert_int_equal(g->legend[BANGALORE].pack[1], p);           /* nothing was used */
    assert_true(tu_offered(g, engine_code(OPT_PART, PART_MOVE, 0)));
    rf_game_free(g);

    g = new_game(two, 2, 12);                                     /* an empty backpack */
    tu_choose(g, engine_code(OPT_ACTIVATE, BANGALORE, 0));
    tu_choose(g, engine_code(OPT_ACTION, ACT_USE_MOVE1, 0));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    assert_true(tu_offered(g, engine_code(OPT_PART, PART_MOVE, 0)));   /* back to the parts */
    tu_refused(g, engine_code(OPT_DONE, 0, 0));
    rf_game_free(g);
}

/* Use and Move 1 in either order (ACT-11): Move 1 first, then the item.
 * covers: USE-3 ACT-11 */
static void test_USE_3_move_then_use(void **state)
{
    (void)state;
    rf_game *g = new_game(two, 2, 13);
    int p = give(g, BANGALORE, 4, "shield_cell");
    set_vitals(g, BANGALORE, 40, 3);
    tu_choose(g, engine_code(OPT_ACTIVATE, BANGALORE, 0));
    tu_choose(g, engine_code(OPT_ACTION, ACT_USE_MOVE1, 0));
    tu_choose(g, engine_code(OPT_PART, PART_MOVE, 0));
    tu_choose(g, engine_code(OPT_MOVE_TO, 0, geo_cell_index(geo_cell_make(2, 0))));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    tu_choose(g, engine_code(OPT_USE_ITEM, 4, 0));
    assert_int_equal(g->legend[BANGALORE].pos.x, 2);
    assert_vitals(g, BANGALORE, 40, 15);
    assert_used_up(g, BANGALORE, 4, p);
    assert_int_equal(g->ap, 1);
    rf_game_free(g);
}

/* Fill most backpack slots with random items (grenades and consumables,
 * LOOT-3) from the bags, drawn with the game's own generator. */
static void random_items(rf_game *g)
{
    int16_t items[RF_MAX_PIECES];
    int n = 0;
    for (int p = 0; p < g->npieces; p++) {
        int family = g->content->catalog.loot[g->piece[p].def].family;
        if (g->piece[p].kind == RF_PIECE_LOOT && g->piece[p].where == RF_IN_BAG &&
            (family == RF_LOOT_GRENADE || family == RF_LOOT_CONSUMABLE))
            items[n++] = (int16_t)p;
    }
    for (int l = 0; l < g->nlegends; l++)
        for (int slot = 0; slot < RF_BACKPACK && n > 0; slot++) {
            if (rng_below(&g->rng, 4) == 0) continue;
            int i = (int)rng_below(&g->rng, (uint32_t)n), p = items[i];
            items[i] = items[--n];
            g->piece[p].where = RF_IN_PACK;
            g->piece[p].at = (int16_t)(l * RF_BACKPACK + slot);
            g->legend[l].pack[slot] = (int16_t)p;
        }
    tu_check(g);
}

/* Random games whose legends start with random items in their backpacks:
 * every choice legal, every state checked, and items do get used.
 * covers: USE-1 GRENADE-7 CONSUM-1 */
static void test_random_games_with_items(void **state)
{
    (void)state;
    const spot s[4] = { { 0, 7, 1 }, { 0, 8, 1 }, { 1, 7, 14 }, { 1, 9, 14 } };
    int used[2] = { 0, 0 };
    for (unsigned long long seed = 1; seed <= 100; seed++) {
        rf_game *g = new_game(s, 4, seed);
        random_items(g);
        rf_bot *bot = rf_bot_new("random", seed);
        for (int step = 0; step < 5000 && !rf_game_over(g, NULL); step++)
            tu_choose(g, rf_bot_choose(bot, g));
        assert_true(rf_game_over(g, NULL));
        for (int p = 0; p < g->npieces; p++)
            if (g->piece[p].where == RF_REMOVED)
                used[g->content->catalog.loot[g->piece[p].def].family == RF_LOOT_GRENADE]++;
        rf_bot_free(bot);
        rf_game_free(g);
    }
    assert_true(used[0] > 0 && used[1] > 0);              /* consumables and grenades */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_CONSUM_3_syringe),
        cmocka_unit_test(test_CONSUM_4_med_kit),
        cmocka_unit_test(test_CONSUM_5_shield_cell),
        cmocka_unit_test(test_CONSUM_6_shield_battery),
        cmocka_unit_test(test_CONSUM_7_phoenix_kit),
        cmocka_unit_test(test_CONSUM_2_limits),
        cmocka_unit_test(test_CONSUM_8_ultimate_accelerant_used_up),
        cmocka_unit_test(test_GRENADE_9_frag_centre_20_around_10),
        cmocka_unit_test(test_LOG_grenade_drift_landing_and_damage),
        cmocka_unit_test(test_LOG_consumable_restored),
        cmocka_unit_test(test_GRENADE_10_thermite_15_on_a_5x1_line),
        cmocka_unit_test(test_GRENADE_10_orientations_offered),
        cmocka_unit_test(test_GRENADE_5_drift_off_the_map_and_back),
        cmocka_unit_test(test_GRENADE_6_landing_level),
        cmocka_unit_test(test_AOE_5_wall_stops_the_grenade),
        cmocka_unit_test(test_GRENADE_7_friendly_damage),
        cmocka_unit_test(test_GRENADE_7_elimination),
        cmocka_unit_test(test_EX_GRENADE_1_throw_over_a_wall),
        cmocka_unit_test(test_GRENADE_8_token_removed_deck_shuffled),
        cmocka_unit_test(test_USE_1_illegal_choices_refused),
        cmocka_unit_test(test_USE_1_item_window_on_public_facts),
        cmocka_unit_test(test_USE_3_move_then_use),
        cmocka_unit_test(test_random_games_with_items),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
