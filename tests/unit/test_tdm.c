/*
 * test_tdm.c — Team Deathmatch (RULES.md TDM-1 … TDM-16, EX-TDM-1; docs/
 * modes.md): Stages 1 and 2, the supply bin, elimination and victory
 * points, respawn and the locked beacon, victory at the transition and at
 * the trophy, and whole matches played by the bots under rf_check.
 */
#include "mode_play.h"

enum { RED0 = 0, BLUE0 = 1, RED1 = 2, BLUE1 = 3 };

static rf_game *four(unsigned long long seed)
{
    lp_spot s[4] = { { "Wraith", LP_RED, 5, 5, false }, { "Gibraltar", LP_BLUE, 10, 10, false },
                     { "Bangalore", LP_RED, 4, 5, false }, { "Bloodhound", LP_BLUE, 11, 10, false } };
    return mp_game(RF_MODE_TDM, s, 4, seed);
}

/* A whole TDM match with stages: the first-game squads drafted (draft
 * start), the given map. */
static rf_game *match(const rf_map *m, int mode, unsigned long long seed, int size)
{
    static const char *const names[6] = { "Bangalore", "Wraith", "Lifeline", "Gibraltar",
                                          "Bloodhound", "Pathfinder" };
    rf_setup su;
    memset(&su, 0, sizeof su);
    su.start = RF_START_DRAFT;
    su.squad_size = size;
    su.nlegends = 6;
    su.mode = mode;
    su.seed = seed;
    for (int i = 0; i < 6; i++) {
        snprintf(su.legend[i].name, sizeof su.legend[i].name, "%s", names[i]);
        snprintf(su.legend[i].deck, sizeof su.legend[i].deck, "*");
        snprintf(su.legend[i].abilities, sizeof su.legend[i].abilities, "*");
    }
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), m, &su, &g, &err) != RF_OK) fail_msg("%s", err.message);
    return g;
}

static void first_option(rf_game *g)
{
    unsigned codes[RF_MAX_OPTIONS];
    assert_true(rf_option_codes(g, codes, RF_MAX_OPTIONS) > 0);
    tu_choose(g, codes[0]);
}

/* covers: TDM-7 TDM-8 TDM-1 MOD-5
 * After the colour draw and the draft: Stage 1 asks each legend's player
 * whether to flip its loadout card (blue's legends first); Stage 2 draws 3
 * action cards each, then red brings in every legend (which one, from which
 * edge), each with a Move 3 from outside that edge ending on the map, and
 * only then blue. */
static void test_TDM_8_stage_2_entry(void **state)
{
    (void)state;
    rf_game *g = match(mp_yard(), RF_MODE_TDM, 5, 2);
    rf_decision d = mp_pending(g);
    while (d.kind == RF_DEC_COLOUR || d.kind == RF_DEC_DRAFT) {
        first_option(g);
        d = mp_pending(g);
    }
    int flips = 0;
    while ((d = mp_pending(g)).kind == RF_DEC_LOADOUT) {                   /* TDM-7 */
        assert_int_equal(g->legend[d.legend].squad, flips < 2 ? RF_BLUE : RF_RED);
        assert_true(tu_offered(g, engine_code(OPT_FLIP, d.legend, 1)));
        tu_choose(g, engine_code(OPT_FLIP, d.legend, flips % 2));
        flips++;
    }
    assert_int_equal(flips, 4);
    for (int l = 0; l < 4; l++) assert_int_equal(g->legend[l].hand_n, 3);  /* TDM-8 (1) */
    int entered[2] = { 0, 0 };
    for (int k = 0; k < 4; k++) {
        d = mp_pending(g);
        assert_int_equal(d.kind, RF_DEC_ENTRANCE);
        int squad = k < 2 ? RF_RED : RF_BLUE;                        /* TDM-8 (2), (3) */
        assert_int_equal(d.seat, g->match.seat_of[squad]);
        uint32_t side = 0;
        unsigned codes[RF_MAX_OPTIONS];
        int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
        for (int i = 0; i < n; i++) {
            assert_int_equal(engine_code_kind(codes[i]), OPT_SIDE);
            assert_int_equal(g->legend[engine_code_a(codes[i])].squad, squad);
            if (engine_code_b(codes[i]) == 2 * (k % 2)) side = codes[i];  /* north, then south */
        }
        assert_true(side != 0);
        int l = engine_code_a(side);
        tu_choose(g, side);
        assert_int_equal(mp_pending(g).kind, RF_DEC_MOVE);                /* Move 3 */
        n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
        for (int i = 0; i < n; i++) {
            geo_cell c = geo_cell_at(engine_code_b(codes[i]));
            assert_true(k % 2 ? c.y >= 16 - 3 : c.y <= 2);          /* within 3 of its edge */
        }
        tu_choose(g, codes[0]);
        assert_true(g->legend[l].on_map);
        entered[squad]++;
    }
    assert_int_equal(entered[RF_RED], 2);
    assert_int_equal(g->match.stage, RF_STAGE_MAP);
    assert_int_equal(mp_pending(g).kind, RF_DEC_ACTIVATE);                 /* TDM-9 */
    rf_game_free(g);
}

/* covers: TDM-10 CTF-11 INTERACT-4
 * A closed supply bin gives no loot and no weapon card: the legend takes up
 * to 2 lock tokens off its board and may flip its loadout card, once each,
 * and the bin is opened. */
static void test_TDM_10_supply_bin(void **state)
{
    (void)state;
    rf_game *g = four(3);
    g->legend[RED0].pos = geo_cell_make(8, 8);                 /* on the bin's east side */
    g->equip.locks[RED0] |= mp_bit(g, "syringe") | mp_bit(g, "frag_grenade");
    g->equip.supply -= 2;
    tu_check(g);
    tu_activate(g, RED0);
    tu_choose(g, engine_code(OPT_ACTION, ACT_INTERACT_MOVE1, 0));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    tu_choose(g, engine_code(OPT_BIN, 0, 0));
    assert_true(g->bins_opened & 1);
    rf_decision d = mp_pending(g);
    assert_int_equal(d.kind, RF_DEC_INTERACT);
    int side = g->equip.side[RED0];
    tu_choose(g, engine_code(OPT_LOCK_SPACE, 1, mp_space(g, "syringe")));
    tu_choose(g, engine_code(OPT_FLIP, RED0, 1));
    assert_int_equal(g->equip.side[RED0], !side);
    assert_false(tu_offered(g, engine_code(OPT_FLIP, RED0, 1)));             /* once */
    tu_choose(g, engine_code(OPT_LOCK_SPACE, 1, mp_space(g, "frag_grenade")));
    assert_false(tu_offered(g, engine_code(OPT_LOCK_SPACE, 1, mp_space(g, "ultimate_accelerant"))));
    tu_choose(g, engine_code(OPT_DONE, 0, 0));
    assert_int_equal(g->equip.locks[RED0], mp_bit(g, "ultimate_accelerant"));
    for (int p = 0; p < g->npieces; p++) assert_int_not_equal(g->piece[p].where, RF_HELD);
    rf_game_free(g);
}

/* Red's Wraith shoots blue's Gibraltar, who has 1 health and no shield,
 * until a seed hits. Returns the game after the Shoot. */
static rf_game *kill(unsigned long long *seed)
{
    for (; *seed < 200; (*seed)++) {
        rf_game *g = four(*seed);
        g->legend[BLUE0].vitals.health = 1;
        g->legend[BLUE0].vitals.shield = 0;
        g->equip.locks[BLUE0] |= mp_bit(g, "syringe");
        g->equip.supply--;
        lp_in_range(g, RED0, BLUE0);
        tu_activate(g, RED0);
        lp_shoot(g, BLUE0);
        lp_decline_all(g);
        if (!g->legend[BLUE0].on_map) return g;
        rf_game_free(g);
    }
    fail_msg("no seed eliminated the target");
    return NULL;
}

/* covers: TDM-12 ELIM-1
 * Elimination: the miniature leaves the map, every lock token of its board
 * goes back to the supply, shield 20 and health 40; the enemy squad takes
 * a death box token from the general supply as 1 VP. */
static void test_TDM_12_elimination_gives_a_victory_point(void **state)
{
    (void)state;
    unsigned long long seed = 1;
    rf_game *g = kill(&seed);
    assert_false(g->legend[BLUE0].on_map);
    assert_int_equal(g->equip.locks[BLUE0], 0);
    assert_int_equal(g->legend[BLUE0].vitals.shield, 20);
    assert_int_equal(g->legend[BLUE0].vitals.health, 40);
    assert_int_equal(g->vp[RF_RED], 1);
    assert_int_equal(g->vp[RF_BLUE], 0);
    assert_int_equal(mp_tokens(g), 31);
    assert_false(g->over);                            /* no BR-5: the game goes on */
    rf_game_free(g);
}

/* The respawn of legend l at its activation: the beacons offered. */
static unsigned respawn_beacons(const rf_game *g)
{
    unsigned codes[RF_MAX_OPTIONS], seen = 0;
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    for (int i = 0; i < n; i++) {
        assert_int_equal(engine_code_kind(codes[i]), OPT_RESPAWN_AT);
        int b = engine_code_a(codes[i]) - 1;
        assert_true(b >= 0);
        geo_cell c = geo_cell_at(engine_code_b(codes[i])), at = respawn_beacon_cell(g, b);
        assert_true(geo_cell_distance(c, at) == 1);                     /* adjacent to it */
        seen |= 1u << b;
    }
    return seen;
}

/* covers: EX-TDM-1 TDM-14 RESP-4
 * Gibraltar is off the map; of the 4 beacons one is locked, so he may
 * respawn next to any of the 3 others, whatever the distance to his
 * squadmates; the lock token moves onto the beacon he used (one locked
 * beacon at a time), and he may flip his loadout card: he does. */
static void test_EX_TDM_1_respawn_moves_the_beacon_lock(void **state)
{
    (void)state;
    rf_game *g = four(2);
    equip_lock_beacon(g, 3);                                /* the 4th beacon is locked */
    g->legend[BLUE0].on_map = false;
    tu_check(g);
    tu_pass_until(g, 1, RF_BLUE);
    tu_activate(g, BLUE0);
    tu_choose(g, engine_code(OPT_ACTION, ACT_RESPAWN, 0));
    if (mp_pending(g).kind == RF_DEC_INSTANT) tu_choose(g, engine_code(OPT_DONE, 0, 0));
    assert_int_equal(respawn_beacons(g), 0x7u);                     /* beacons 1-3, not 4 */
    int supply = g->equip.supply;
    uint32_t at = engine_code(OPT_RESPAWN_AT, 1, geo_cell_index(geo_cell_make(3, 3)));
    tu_choose(g, at);
    assert_true(g->legend[BLUE0].on_map);
    assert_int_equal(g->equip.beacon, 0);                       /* the lock moved onto it */
    assert_int_equal(g->equip.supply, supply);                  /* no token from the supply */
    rf_decision d = mp_pending(g);
    assert_int_equal(d.kind, RF_DEC_LOADOUT);                                /* TDM-14 (3) */
    int side = g->equip.side[BLUE0];
    tu_choose(g, engine_code(OPT_FLIP, BLUE0, 1));
    assert_int_equal(g->equip.side[BLUE0], !side);
    rf_game_free(g);
}

/* covers: PREC-2
 * The Match Settings win over the Core Rules: in TDM an eliminated legend
 * respawns next to any unlocked beacon (TDM-14), where RESP-4 would allow
 * only the beacons closest to its squadmate on the map. */
static void test_PREC_2_mode_respawn_over_the_core(void **state)
{
    (void)state;
    rf_game *g = four(2);
    g->legend[BLUE0].on_map = false;
    tu_check(g);
    geo_cell mate = g->legend[BLUE1].pos;
    int n = respawn_beacon_count(g), best = 1 << 20;
    unsigned core = 0, all = (1u << n) - 1;
    for (int b = 0; b < n; b++) {                             /* RESP-4's choice */
        int d = geo_cell_distance(respawn_beacon_cell(g, b), mate);
        if (d < best) best = d, core = 0;
        if (d == best) core |= 1u << b;
    }
    assert_true(n >= 3);
    assert_true(core != all);                                 /* the rules conflict here */
    tu_pass_until(g, 1, RF_BLUE);
    tu_activate(g, BLUE0);
    tu_choose(g, engine_code(OPT_ACTION, ACT_RESPAWN, 0));
    if (mp_pending(g).kind == RF_DEC_INSTANT) tu_choose(g, engine_code(OPT_DONE, 0, 0));
    assert_int_equal(respawn_beacons(g), all);                /* TDM-14 wins */
    rf_game_free(g);
}

/* covers: TDM-14 TDM-15
 * With no beacon locked, the first respawn takes a lock token from the
 * supply. A respawn next to a Guardian Angel's holder uses no beacon: the
 * locked beacon stays locked, and the loadout card may still flip. */
static void test_TDM_15_respawn_without_a_beacon(void **state)
{
    (void)state;
    rf_game *g = four(8);
    g->legend[BLUE0].on_map = false;
    tu_check(g);
    int supply = g->equip.supply;
    rf_frame *f = engine_push(g, FR_RESPAWN, BLUE0);
    f->step = 1;
    engine_advance(g);
    tu_choose(g, engine_code(OPT_RESPAWN_AT, 2, geo_cell_index(geo_cell_make(12, 3))));
    assert_int_equal(g->equip.beacon, 1);
    assert_int_equal(g->equip.supply, supply - 1);               /* from the supply */
    tu_choose(g, engine_code(OPT_FLIP, BLUE0, 0));
    g->legend[BLUE1].on_map = false;
    tu_check(g);
    f = engine_push(g, FR_RESPAWN, BLUE1);
    f->step = 1;
    f->respawn.holder = BLUE0 + 1;                 /* Guardian Angel played by Gibraltar */
    engine_advance(g);
    geo_cell next = geo_cell_make(g->legend[BLUE0].pos.x + 1, g->legend[BLUE0].pos.y + 1);
    tu_choose(g, engine_code(OPT_RESPAWN_AT, 0, geo_cell_index(next)));        /* TDM-15 */
    assert_int_equal(g->equip.beacon, 1);                               /* stays locked */
    assert_int_equal(mp_pending(g).kind, RF_DEC_LOADOUT);             /* may flip */
    rf_game_free(g);
}

/* Play on to the next transition phase with every legend ending its
 * activations; returns whether the game ended there. */
static bool to_transition(rf_game *g)
{
    int round = g->round;
    for (int guard = 0; guard < 200 && !g->over && g->round == round; guard++) {
        int t = tu_top(g);
        if (t == FR_TURN) first_option(g);
        else tu_choose(g, engine_code(OPT_ACTION, ACT_END, 0));
    }
    return g->over;
}

/* covers: TDM-3 TDM-4 R-TDM-3
 * The transition phase ends the game when a squad has 4 or more VP and
 * the squads are not tied: 4 against 4 and 3 against 1 go on, 5 against 4
 * wins. At the trophy the squad with more VP wins, a tie is a draw. */
static void test_TDM_3_victory_at_the_transition(void **state)
{
    (void)state;
    static const int cases[][3] = { { 4, 4, 0 }, { 3, 1, 0 }, { 5, 4, 1 }, { 2, 4, 1 } };
    for (int k = 0; k < 4; k++) {
        rf_game *g = four(1);
        g->vp[RF_RED] = (uint8_t)cases[k][0];
        g->vp[RF_BLUE] = (uint8_t)cases[k][1];
        assert_int_equal(to_transition(g), cases[k][2]);
        if (cases[k][2]) assert_int_equal(g->winner, cases[k][0] > cases[k][1] ? RF_RED : RF_BLUE);
        rf_game_free(g);
    }
    rf_game *g = four(1);
    g->max_rounds = 1;
    g->vp[RF_RED] = g->vp[RF_BLUE] = 2;
    assert_true(to_transition(g));
    assert_int_equal(g->winner, -1);                                        /* TDM-4 */
    rf_game_free(g);
    g = four(1);
    g->max_rounds = 1;
    g->vp[RF_BLUE] = 1;
    assert_true(to_transition(g));
    assert_int_equal(g->winner, RF_BLUE);
    rf_game_free(g);
}

/* covers: TDM-9 TDM-16 EQUIP-5 EQUIP-6
 * Whole matches, 2 vs 2 and 3 vs 3, with and without the Ring, on maps
 * that allow the mode, between the heuristic and the random bot: rf_check
 * after every choice, and each ends by TDM-3 or TDM-4 (never BR-5: an
 * elimination without death boxes left ends nothing). */
static void test_TDM_9_whole_matches(void **state)
{
    (void)state;
    static const char *const maps[] = { "crossroads", "outpost", "crater" };
    for (unsigned long long seed = 1; seed <= 6; seed++) {
        rf_map *m = NULL;
        rf_error err;
        assert_int_equal(rf_map_load(tu_content(), maps[seed % 3], &m, &err), RF_OK);
        rf_game *g = match(m, RF_MODE_TDM, seed, seed % 2 ? 2 : 3);
        mp_play_out(g, seed % 2 ? "heuristic" : "random", "heuristic", seed);
        int w = g->winner;
        bool by_points = w >= 0 && g->vp[w] >= 4 && g->vp[w] > g->vp[w ^ 1];
        assert_true(by_points || g->round >= 8);
        rf_game_free(g);
        rf_map_free(m);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_TDM_8_stage_2_entry),
        cmocka_unit_test(test_TDM_10_supply_bin),
        cmocka_unit_test(test_TDM_12_elimination_gives_a_victory_point),
        cmocka_unit_test(test_EX_TDM_1_respawn_moves_the_beacon_lock),
        cmocka_unit_test(test_TDM_15_respawn_without_a_beacon),
        cmocka_unit_test(test_PREC_2_mode_respawn_over_the_core),
        cmocka_unit_test(test_TDM_3_victory_at_the_transition),
        cmocka_unit_test(test_TDM_9_whole_matches),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
