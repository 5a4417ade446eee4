/*
 * test_heat.c — the deployment procedure (RULES.md DEPLOY-1 … DEPLOY-5) and
 * the Heat Shields module (HEAT-1 … HEAT-9, EX-HEAT-1, EX-HEAT-2; docs/
 * modes.md), on a 16 x 16 yard with the book's deployment cards of
 * data/deployment.json.
 */
#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "data/loaders.h"
#include "geo/place.h"
#include "rules/modules/deployment/deploy.h"
#include "rules/engine/engine.h"
#include "rules/modules/heat_shields/heat.h"
#include "rules/modules/ring/ring_play.h"

/* 16 x 16 open ground; a respawn beacon on 2,10 (EX-HEAT-2's shield 2 target). */
static const rf_map *yard(void)
{
    static rf_map *m;
    if (!m) {
        static const char text[] =
            "{ \"name\": \"Heat yard\", \"source\": \"test_heat.c\", \"size\": [16, 16],\n"
            "  \"components\": [ { \"type\": \"respawn_beacon\", \"at\": [2, 10] } ] }\n";
        m = tu_map_text(tu_content(), "heat-yard.json", text);
    }
    return m;
}

static const rf_deploy_card *card(const char *id)
{
    const rf_deploy_deck *d = &tu_content()->deploy;
    for (int i = 0; i < RF_DEPLOY_CARDS; i++)
        if (strcmp(d->card[i].id, id) == 0) return &d->card[i];
    fail_msg("no deployment card %s", id);
    return NULL;
}

static geo_cell deploy(const char *id, int t1, int t2, const geo_overlay *ov,
                       const geo_cellset *legends)
{
    const geo_board *b = yard()->board;
    const rf_deploy_card *c = card(id);
    geo_cell at;
    assert_true(deploy_space(b, ov, legends, c, deploy_corner(c, b->w, b->h), t1, t2, &at));
    return at;
}

static void is_cell(geo_cell c, int x, int y)
{
    if (c.x != x || c.y != y) fail_msg("got %d,%d, expected %d,%d", c.x, c.y, x, y);
}

/* covers: EX-HEAT-2 DEPLOY-2 DEPLOY-3
 * Shield 1: from the bottom-right corner 5 up and 3 left, free. Shield 2:
 * from the bottom-left 2 right and 5 up onto a respawn beacon: on along the
 * second arrow (up) to the first free space. Shield 3: from the top-right 2
 * left and 4 down. The corner space counts as 0 (R-DEPLOY-2). */
static void test_EX_HEAT_2_three_shields(void **state)
{
    (void)state;
    is_cell(deploy("d1", 5, 3, NULL, NULL), 12, 10);
    is_cell(deploy("d2", 2, 5, NULL, NULL), 2, 9);                         /* 2,10: beacon */
    is_cell(deploy("d3", 2, 4, NULL, NULL), 13, 4);
}

/* covers: DEPLOY-3 DEPLOY-4
 * A legend on the target takes it too (DEPLOY-3); with every space along
 * the second arrow taken, the search goes round the target, nearest ring
 * first, clockwise from the north (R-DEPLOY-4). */
static void test_DEPLOY_4_clockwise_around(void **state)
{
    (void)state;
    geo_cellset legends;
    geo_cellset_clear(&legends);
    geo_cellset_add(&legends, geo_cell_make(12, 10));
    is_cell(deploy("d1", 5, 3, NULL, &legends), 11, 10);            /* on, to the left */
    /* d4: top-left, down then right; 3 down 1 right = 1,3; block the row to the east */
    for (int x = 1; x < 16; x++) geo_cellset_add(&legends, geo_cell_make(x, 3));
    is_cell(deploy("d4", 3, 1, NULL, &legends), 1, 2);              /* north of 1,3 first */
    geo_cellset_add(&legends, geo_cell_make(1, 2));
    is_cell(deploy("d4", 3, 1, NULL, &legends), 2, 2);              /* then north-east */
}

/* covers: DEPLOY-1 DEPLOY-5
 * A reveal takes different cards and different tokens; everything goes
 * back after each deployment, so the next reveal draws from all again. */
static void test_DEPLOY_1_reveal(void **state)
{
    (void)state;
    rf_rng rng;
    rng_seed(&rng, 11);
    bool card_seen[RF_DEPLOY_CARDS] = { false };
    for (int round = 0; round < 40; round++) {
        int c[3], t[6];
        deploy_reveal(&rng, 3, c, t);
        for (int i = 0; i < 3; i++) {
            card_seen[c[i]] = true;
            for (int j = 0; j < i; j++) assert_int_not_equal(c[i], c[j]);
        }
        for (int i = 0; i < 6; i++)
            for (int j = 0; j < i; j++) assert_int_not_equal(t[i], t[j]);
    }
    for (int i = 0; i < RF_DEPLOY_CARDS; i++) assert_true(card_seen[i]);   /* DEPLOY-5 */
}

static rf_game *heat_game(void)
{
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.nlegends = 2;
    snprintf(s.legend[0].name, sizeof s.legend[0].name, "Gibraltar");
    snprintf(s.legend[1].name, sizeof s.legend[1].name, "Lifeline");
    s.legend[0].x = 5, s.legend[0].y = 5;
    s.legend[1].x = 12, s.legend[1].y = 12;
    s.legend[1].squad = 1;
    s.modules = RF_MODULE_BIT(RF_MOD_HEAT);
    s.seed = 5;
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), yard(), &s, &g, &err) != RF_OK) fail_msg("%s", err.message);
    return g;
}

static int shields(const rf_game *g, geo_cell *at)
{
    int n = 0;
    for (int i = 0; i < g->overlay.n; i++)
        if (g->overlay.o[i].owner == RF_HEAT_OWNER) at[n++] = g->overlay.o[i].at.u.cell;
    return n;
}

/* covers: HEAT-1 HEAT-3 HEAT-4 HEAT-8
 * No shield at the start; the ring-move symbol deploys 3 (each on a free
 * space, OCCUPIES SPACE and COVER); the next one takes them all off and
 * deploys 3 anew. */
static void test_HEAT_8_redeploy(void **state)
{
    (void)state;
    rf_game *g = heat_game();
    geo_cell at[8];
    assert_int_equal(shields(g, at), 0);                                     /* HEAT-3 */
    heat_redeploy(g);
    tu_check(g);
    assert_int_equal(shields(g, at), RF_HEAT_SHIELDS);
    for (int i = 0; i < RF_HEAT_SHIELDS; i++) {
        uint32_t t = geo_space_traits(g->map->board, &g->overlay, at[i]);
        assert_true(t & GEO_T_OCCUPIES_SPACE);                               /* HEAT-4 */
        assert_true(t & GEO_T_COVER);
        assert_false(at[i].x == 2 && at[i].y == 10);                         /* not on the beacon */
    }
    for (int k = 0; k < 5; k++) {
        heat_redeploy(g);
        tu_check(g);
        assert_int_equal(shields(g, at), RF_HEAT_SHIELDS);                   /* never more */
    }
    rf_game_free(g);
}

/* covers: HEAT-1
 * The observation shows the heat shields on the map (public): none before
 * the first deployment, then each shield's space. */
static void test_HEAT_1_observed(void **state)
{
    (void)state;
    rf_game *g = heat_game();
    static char buf[1 << 17];
    rf_observe(g, -1, buf, sizeof buf);
    assert_non_null(strstr(buf, "\"heat_shields\":[]"));
    heat_redeploy(g);
    geo_cell at[8];
    int n = shields(g, at);
    assert_int_equal(n, RF_HEAT_SHIELDS);
    rf_observe(g, 0, buf, sizeof buf);
    char want[96];
    snprintf(want, sizeof want, "\"heat_shields\":[[%d,%d],[%d,%d],[%d,%d]]", at[0].x, at[0].y,
             at[1].x, at[1].y, at[2].x, at[2].y);
    assert_non_null(strstr(buf, want));
    rf_game_free(g);
}

/* covers: EX-HEAT-1 HEAT-5 HEAT-6
 * End of round 5 (12 ring damage): Gibraltar within range 1 of a shield
 * takes nothing; Lifeline, with none within range 1, takes 12 to health. */
static void test_EX_HEAT_1_damage(void **state)
{
    (void)state;
    rf_game *g = heat_game();
    int kind = geo_kinds_find(&g->content->kinds, "heat_shield");
    int o = geo_overlay_add(&g->overlay, kind, geo_place_cell(geo_cell_make(6, 6)));
    g->overlay.o[o].owner = RF_HEAT_OWNER;
    const rf_round_track *t = &g->content->track;
    for (int p = 0; p < t->n; p++)
        if (ring_track_round(t, p) == 5) g->track_pos = (uint8_t)p;
    g->legend[0].vitals.shield = g->legend[1].vitals.shield = 20;
    tu_check(g);
    assert_true(heat_inside(g, g->legend[0].pos));                        /* HEAT-5 */
    assert_false(heat_inside(g, g->legend[1].pos));
    ringmod_damage_phase(g);
    assert_int_equal(g->legend[0].vitals.health, 40);
    assert_int_equal(g->legend[1].vitals.health, 28);                        /* <HEALTH> */
    assert_int_equal(g->legend[1].vitals.shield, 20);
    rf_game_free(g);
}

/* covers: HEAT-7 HEAT-9
 * In a whole game the shields move on every ring-move square and the
 * reshuffle symbol does nothing: a played game has 3 shields from the
 * first square on, and no ring border ever moves. */
static void test_HEAT_7_in_a_game(void **state)
{
    (void)state;
    rf_game *g = heat_game();
    rf_ring before = g->ring;
    unsigned codes[RF_MAX_OPTIONS];
    int steps = 0;
    rf_error err;
    while (!rf_game_over(g, NULL) && steps++ < 20000) {
        int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
        assert_true(n > 0);
        assert_int_equal(rf_choose(g, codes[(unsigned)steps * 2654435761u % (unsigned)n], &err),
                         RF_OK);
        geo_cell at[8];
        if (g->round >= 3) assert_int_equal(shields(g, at), RF_HEAT_SHIELDS);
    }
    tu_check(g);
    assert_memory_equal(&before, &g->ring, sizeof before);                   /* HEAT-9 */
    rf_game_free(g);
}

/* A deployment card whose arrow leaves the map is refused. */
static void test_bad_deployment_refused(void **state)
{
    (void)state;
    static rf_content c;
    rf_error err;
    assert_int_equal(content_load_deploy(RF_TEST_DIR "/data/bad-content/deploy-arrow-out.json", &c,
                                    &err), RF_E_DATA);
    assert_int_equal(err.line, 4);
    assert_string_equal(err.field, "cards[0].arrows[1]");
    assert_non_null(strstr(err.message, "DEPLOY-2"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_EX_HEAT_2_three_shields),
        cmocka_unit_test(test_DEPLOY_4_clockwise_around),
        cmocka_unit_test(test_DEPLOY_1_reveal),
        cmocka_unit_test(test_HEAT_8_redeploy),
        cmocka_unit_test(test_HEAT_1_observed),
        cmocka_unit_test(test_EX_HEAT_1_damage),
        cmocka_unit_test(test_HEAT_7_in_a_game),
        cmocka_unit_test(test_bad_deployment_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
