/*
 * test_melee.c — the Melee Attack and Destroy frames (src/rules/frames/frame_melee.c,
 * src/rules/frames/frame_destroy.c) driven through the public decision API:
 * MELEE-1 … MELEE-3, PUSH-1 … PUSH-6, EX-MELEE-1 … EX-MELEE-4, DESTROY-1 …
 * DESTROY-6, with rf_check after every step and illegal choices refused
 * with nothing changed.
 *
 * Each test builds its own board and a private copy of the default content
 * with test-only kinds (no <DESTRUCTIBLE> kind exists in data/ yet), every
 * weapon's best range set to 1–3 and one Aim card reprinted as a 39.
 * Legends are placed by the set-up; the Aim deck order, vitals and ammo are
 * set in the state directly for a scenario.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "map.h"
#include "geo/board.h"
#include "rules/combat/aim_deck.h"
#include "rules/engine/engine.h"

#define W 10

typedef struct fx {
    rf_content *c;
    geo_board *b;
    rf_map map;
    rf_game *g;
    int crate, mine, block, marker;   /* test-only destructible kinds */
} fx;

typedef struct spec { const char *name; int squad, x, y; } spec;

/* --- the fixture --- */

static int add_kind(rf_content *c, const char *id, int placement, uint32_t traits, int level)
{
    assert_true(c->kinds.count < GEO_MAX_KINDS);
    geo_kind *k = &c->kinds.kind[c->kinds.count];
    memset(k, 0, sizeof *k);
    snprintf(k->id, sizeof k->id, "%s", id);
    snprintf(k->name, sizeof k->name, "%s", id);
    k->placement = (uint8_t)placement;
    k->traits = traits;
    k->level = (int8_t)level;
    return c->kinds.count++;
}

static int aim_index(const rf_content *c, int value)
{
    for (int i = 0; i < RF_AIM_DECK; i++)
        if (c->catalog.aim[i].value == value) return i;
    fail_msg("no Aim card of value %d", value);
    return -1;
}

static void test_content(fx *f)
{
    f->c = malloc(sizeof *f->c);
    assert_non_null(f->c);
    memcpy(f->c, tu_content(), sizeof *f->c);
    uint32_t d = GEO_T_DESTRUCTIBLE;
    f->crate = add_kind(f->c, "test_crate", GEO_ON_SPACE, d | GEO_T_OCCUPIES_SPACE | GEO_T_COVER, 0);
    f->mine = add_kind(f->c, "test_mine", GEO_ON_SPACE, d, 0);   /* a legend may stand on it */
    f->block = add_kind(f->c, "test_block", GEO_ON_SPACE,
                        d | GEO_T_OCCUPIES_SPACE | GEO_T_BLOCKADE | GEO_T_LEVEL | GEO_T_IMPASSABLE, 1);
    f->marker = add_kind(f->c, "test_marker", GEO_ON_POINT, d, 0);
    for (int w = 0; w < f->c->catalog.nweapons; w++) {
        f->c->catalog.weapon[w].range_lo = 1;
        f->c->catalog.weapon[w].range_hi = 3;
    }
    rf_aim_card *c35 = &f->c->catalog.aim[aim_index(f->c, 35)];
    c35->value = 39;                                  /* MELEE-3: icons never count */
    c35->icons = RF_ICON_LOW | RF_ICON_SEMI | RF_ICON_HEAD;
}

static fx *fx_new(void)
{
    fx *f = calloc(1, sizeof *f);
    assert_non_null(f);
    test_content(f);
    f->b = geo_board_new(&f->c->kinds, W, W);
    assert_non_null(f->b);
    return f;
}

static void fx_free(fx *f)
{
    rf_game_free(f->g);
    geo_board_free(f->b);
    free(f->c);
    free(f);
}

static geo_place cell(int x, int y) { return geo_place_cell(geo_cell_make(x, y)); }

static geo_place edge(int dir, int i, int j)
{
    geo_edge e = { (uint8_t)dir, (int16_t)i, (int16_t)j };
    return geo_place_edge(e);
}

static void add(fx *f, const char *kind, geo_place at, int len, int w, int h)
{
    geo_component c;
    memset(&c, 0, sizeof c);
    int k = geo_kinds_find(&f->c->kinds, kind);
    assert_true(k >= 0);
    c.kind = (uint8_t)k;
    c.at = at;
    c.len = (uint8_t)len;
    c.w = (uint8_t)w;
    c.h = (uint8_t)h;
    c.link = -1;
    geo_error err;
    memset(&err, 0, sizeof err);
    if (geo_board_add(f->b, &c, &err) != 0) fail_msg("add %s: %s", kind, err.msg);
}

static void check(const fx *f)
{
    rf_error err;
    if (rf_check(f->g, &err) != RF_OK) fail_msg("rf_check: %s", err.message);
}

/* Finish the board and start a game with these legends (legend 0 is red
 * and activates first). */
static void start(fx *f, const spec *s, int n)
{
    geo_error gerr;
    memset(&gerr, 0, sizeof gerr);
    if (geo_board_finish(f->b, &gerr) != 0) fail_msg("finish: %s", gerr.msg);
    f->map.content = f->c;
    f->map.board = f->b;
    snprintf(f->map.name, sizeof f->map.name, "test board");
    rf_setup st;
    memset(&st, 0, sizeof st);
    st.nlegends = n;
    for (int i = 0; i < n; i++) {
        snprintf(st.legend[i].name, sizeof st.legend[i].name, "%s", s[i].name);
        st.legend[i].squad = s[i].squad;
        st.legend[i].x = s[i].x;
        st.legend[i].y = s[i].y;
    }
    st.seed = 11;
    rf_error err;
    if (rf_game_new(f->c, &f->map, &st, &f->g, &err) != RF_OK) fail_msg("%s", err.message);
    check(f);
}

/* Two legends: red attacker 0 and blue enemy 1. */
static void start2(fx *f, int ax, int ay, int bx, int by)
{
    spec s[2] = { { "Lifeline", RF_RED, ax, ay }, { "Bloodhound", RF_BLUE, bx, by } };
    start(f, s, 2);
}

/* The same, with a blue squadmate far away, so that eliminating legend 1
 * does not end the match at once (BR-5 unique eliminations). */
static void start2_mate(fx *f, int ax, int ay, int bx, int by)
{
    spec s[3] = { { "Lifeline", RF_RED, ax, ay }, { "Bloodhound", RF_BLUE, bx, by },
                  { "Gibraltar", RF_BLUE, W - 1, W - 1 } };
    start(f, s, 3);
}

static int overlay_add(fx *f, int kind, geo_place at)
{
    int i = geo_overlay_add(&f->g->overlay, kind, at);
    assert_true(i >= 0);
    return i;
}

static geo_place point(int i, int j, int level)
{
    geo_point p = { (int16_t)i, (int16_t)j, (int8_t)level };
    return geo_place_point(p);
}

/* --- driving the game --- */

static void step(fx *f, unsigned code)
{
    rf_error err;
    if (rf_choose(f->g, code, &err) != RF_OK) fail_msg("choice %08x refused: %s", code, err.message);
    check(f);
}

static void refused(fx *f, unsigned code)
{
    unsigned long long before = rf_game_hash(f->g);
    rf_error err;
    assert_int_equal(rf_choose(f->g, code, &err), RF_E_ILLEGAL);
    assert_true(rf_game_hash(f->g) == before);
    check(f);
}

static bool offered(const fx *f, unsigned code)
{
    unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(f->g, codes, RF_MAX_OPTIONS);
    for (int i = 0; i < n; i++)
        if (codes[i] == code) return true;
    return false;
}

static int noptions(const fx *f)
{
    unsigned codes[RF_MAX_OPTIONS];
    return rf_option_codes(f->g, codes, RF_MAX_OPTIONS);
}

static int pending_kind(const fx *f, int *seat)
{
    rf_decision d;
    assert_true(rf_pending(f->g, &d));
    if (seat) *seat = d.seat;
    return d.kind;
}

/* Put the Aim card of this printed value on top of the deck. */
static void aim_top(fx *f, int value)
{
    int want = aim_index(f->c, value);
    for (int p = 0; p < RF_AIM_DECK; p++)
        if (f->g->aim_deck[p] == want) {
            f->g->aim_deck[p] = f->g->aim_deck[0];
            f->g->aim_deck[0] = (int8_t)want;
        }
    check(f);
}

/* Legend 0 activates, takes the combined action and starts its main part. */
static void main_part(fx *f, int action)
{
    step(f, engine_code(OPT_ACTIVATE, 0, 0));
    step(f, engine_code(OPT_ACTION, action, 0));
    step(f, engine_code(OPT_PART, PART_MAIN, 0));
}

static unsigned melee_on(int t) { return engine_code(OPT_MELEE_TARGET, t, 0); }

/* Legend 0 melees legend 1 with this card on top. */
static void melee(fx *f, int card)
{
    main_part(f, ACT_MELEE_MOVE1);
    aim_top(f, card);
    step(f, melee_on(1));
}

static void expect_at(const fx *f, int l, int x, int y)
{
    assert_true(f->g->legend[l].on_map);
    assert_int_equal(f->g->legend[l].pos.x, x);
    assert_int_equal(f->g->legend[l].pos.y, y);
}

/* Damage taken by legend 1 so far (shield 20, health 40 at the start). */
static int damage_taken(const fx *f)
{
    const rf_vitals *v = &f->g->legend[1].vitals;
    return (20 - v->shield) + (40 - v->health);
}

/* Back in "Melee Attack and Move 1" with the Move 1 still open (ACT-11). */
static void expect_back_in_combined(const fx *f)
{
    assert_int_equal(pending_kind(f, NULL), RF_DEC_ACTION);
    assert_true(offered(f, engine_code(OPT_PART, PART_MOVE, 0)));
    assert_false(offered(f, engine_code(OPT_PART, PART_MAIN, 0)));
}

/* --- melee --- */

/* covers: MELEE-1 MELEE-2 MELEE-3 PUSH-1 PUSH-2 DMG-3 */
static void test_MELEE_2_hit_at_40_four_damage_and_push(void **state)
{
    (void)state;
    fx *f = fx_new();
    start2(f, 3, 5, 4, 5);
    melee(f, 40);
    assert_int_equal(damage_taken(f), 4);
    assert_int_equal(f->g->legend[1].vitals.shield, 16);         /* shield first */
    expect_at(f, 1, 5, 5);                                         /* 1 space away */
    assert_int_equal(f->g->last.ncards, 1);
    assert_int_equal(f->g->last.cards[0].value, 40);
    assert_int_equal(f->g->last.hits, 1);
    assert_int_equal(f->g->last.damage, 4);
    expect_back_in_combined(f);
    fx_free(f);
}

/* covers: MELEE-2 MELEE-3 AIM-19 */
static void test_MELEE_3_miss_at_39_whatever_the_icons(void **state)
{
    (void)state;
    fx *f = fx_new();
    start2(f, 3, 5, 4, 5);
    melee(f, 39);
    assert_int_equal(damage_taken(f), 0);
    expect_at(f, 1, 4, 5);
    assert_int_equal(f->g->last.hits, 0);
    assert_int_equal(f->g->last.cards[0].value, 39);
    expect_back_in_combined(f);
    fx_free(f);
}

/* The observation's record (record.h) keeps each Melee Attack with its
 * Aim card and verdict, a hit and a miss alike, in order with the damage
 * it did: the browser replays it (issue 15).
 * covers: MELEE-2 MELEE-3 */
static void test_MELEE_3_recorded_hit_and_miss(void **state)
{
    (void)state;
    for (int k = 0; k < 2; k++) {
        fx *f = fx_new();
        start2(f, 3, 5, 4, 5);
        melee(f, k ? 39 : 40);
        const rf_record *r = &f->g->rec;
        assert_int_equal(r->melees.total, 1);
        const rf_rec_melee *m = &r->melee[0];
        assert_int_equal(m->attacker, 0);
        assert_int_equal(m->target, 1);
        assert_int_equal(m->value, k ? 39 : 40);
        assert_int_equal(m->hit, !k);
        assert_int_equal(r->events.total, k ? 0 : 1);                  /* the 4 damage */
        if (!k) assert_true(r->event[0].seq > m->seq);
        int n = rf_observe(f->g, -1, NULL, 0);
        char *text = malloc((size_t)n + 1), want[120];
        rf_observe(f->g, -1, text, (size_t)n + 1);
        snprintf(want, sizeof want, "\"melees\":[{\"turn\":\"current\",\"seq\":%d,\"attacker\":0,"
                 "\"target\":1,\"card\":{\"value\":%d,", m->seq, m->value);
        if (!strstr(text, want)) fail_msg("the observation lacks %s", want);
        assert_non_null(strstr(text, k ? "\"hit\":false,\"rule\":\"MELEE-3\"" : "\"hit\":true,\"rule\":\"MELEE-3\""));
        free(text);
        fx_free(f);
    }
}

/* covers: MELEE-2 AIM-19 */
static void test_MELEE_2_card_shuffled_back(void **state)
{
    (void)state;
    /* MELEE-2 (4): after the attack the deck is exactly a fresh shuffle of
     * the 14 cards from the generator as it stood before the attack */
    fx *f = fx_new();
    start2(f, 3, 5, 4, 5);
    main_part(f, ACT_MELEE_MOVE1);
    aim_top(f, 40);
    rf_game *before = rf_game_clone(f->g);
    step(f, melee_on(1));
    aim_deck_reset(before);
    assert_memory_equal(f->g->aim_deck, before->aim_deck, sizeof before->aim_deck);
    assert_true(f->g->rng.s == before->rng.s);
    rf_game_free(before);
    fx_free(f);
}

/* covers: MELEE-1 ADJ-2 */
static void test_MELEE_1_adjacent_enemies_only(void **state)
{
    (void)state;
    fx *f = fx_new();
    add(f, "half_wall", edge(GEO_EDGE_V, 3, 3), 1, 0, 0);          /* between 2,3 and 3,3 */
    add(f, "building", cell(1, 1), 0, 2, 2);                      /* roof on 2,2 */
    spec s[6] = {
        { "Lifeline", RF_RED, 3, 3 },  { "Pathfinder", RF_RED, 4, 3 },      /* a squadmate */
        { "Bloodhound", RF_BLUE, 3, 4 },                                /* adjacent enemy */
        { "Wraith", RF_BLUE, 5, 3 },                                    /* 2 spaces away */
        { "Gibraltar", RF_BLUE, 2, 3 },                                 /* across a half wall */
        { "Loba", RF_BLUE, 2, 2 },                                   /* on a roof */
    };
    start(f, s, 6);
    main_part(f, ACT_MELEE_MOVE1);
    int seat;
    assert_int_equal(pending_kind(f, &seat), RF_DEC_MELEE);
    assert_int_equal(seat, RF_RED);
    assert_true(offered(f, melee_on(2)));
    assert_true(offered(f, engine_code(OPT_DONE, 0, 0)));              /* ACT-11: no attack */
    assert_int_equal(noptions(f), 2);
    for (int t = 0; t < 6; t++)
        if (t != 2) refused(f, melee_on(t));                       /* nothing changes */
    step(f, engine_code(OPT_DONE, 0, 0));
    expect_back_in_combined(f);
    assert_int_equal(f->g->legend[2].vitals.shield, 20);
    fx_free(f);
}

/* covers: ACT-8 ACT-11 MELEE-1 */
static void test_ACT_11_melee_part_with_no_enemy_adjacent(void **state)
{
    (void)state;
    fx *f = fx_new();
    start2(f, 1, 1, 5, 1);
    step(f, engine_code(OPT_ACTIVATE, 0, 0));
    assert_true(offered(f, engine_code(OPT_ACTION, ACT_MELEE_MOVE1, 0)));   /* offered anyway */
    step(f, engine_code(OPT_ACTION, ACT_MELEE_MOVE1, 0));
    step(f, engine_code(OPT_PART, PART_MOVE, 0));                           /* Move 1 first */
    step(f, engine_code(OPT_MOVE_TO, 0, geo_cell_index(geo_cell_make(2, 1))));
    uint64_t rng = f->g->rng.s;
    step(f, engine_code(OPT_PART, PART_MAIN, 0));                           /* nobody adjacent */
    assert_true(f->g->rng.s == rng);                                    /* no card revealed */
    assert_int_equal(pending_kind(f, NULL), RF_DEC_ACTION);
    assert_true(offered(f, engine_code(OPT_ACTION, ACT_MELEE_MOVE1, 0)));   /* the activation */
    fx_free(f);
}

/* covers: MELEE-2 PUSH-2 PUSH-7 */
static void test_PUSH_2_diagonal_push(void **state)
{
    (void)state;
    fx *f = fx_new();
    start2(f, 3, 3, 4, 4);
    melee(f, 50);
    expect_at(f, 1, 5, 5);
    assert_int_equal(damage_taken(f), 4);
    fx_free(f);
}

/* One PUSH-3 collision: legend 0 on 3,5 (or as given) melees legend 1. */
typedef struct collision {
    const char *what;
    int ax, ay, bx, by;
    void (*build)(fx *f);
    void (*place)(fx *f);
} collision;

static void build_building(fx *f) { add(f, "building", cell(5, 4), 0, 2, 2); }
static void build_half_wall(fx *f) { add(f, "half_wall", edge(GEO_EDGE_V, 5, 5), 1, 0, 0); }
static void build_bin_corner(fx *f)
{
    add(f, "half_wall", edge(GEO_EDGE_V, 4, 3), 1, 0, 0);      /* EX-MELEE-2: half wall and */
    add(f, "supply_bin", edge(GEO_EDGE_V, 4, 4), 1, 0, 0);     /* supply bin meet at 4,4 */
}
static void place_heat_shield(fx *f)
{
    overlay_add(f, geo_kinds_find(&f->c->kinds, "heat_shield"), cell(5, 5));
}
static void place_crate(fx *f) { overlay_add(f, f->crate, cell(5, 5)); }

/* covers: PUSH-3 PUSH-5 MELEE-2 EX-MELEE-2 EX-MELEE-4 */
static void test_PUSH_3_every_collision_adds_4(void **state)
{
    (void)state;
    const collision cases[] = {
        { "off the map (EX-MELEE-4)", 1, 5, 0, 5, NULL, NULL },
        { "onto a higher level", 3, 5, 4, 5, build_building, NULL },
        { "an occupied space: heat shield", 3, 5, 4, 5, NULL, place_heat_shield },
        { "an occupied space: destructible crate", 3, 5, 4, 5, NULL, place_crate },
        { "across an occupied edge", 3, 5, 4, 5, build_half_wall, NULL },
        { "connected intersection (EX-MELEE-2)", 2, 2, 3, 3, build_bin_corner, NULL },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const collision *c = &cases[i];
        fx *f = fx_new();
        if (c->build) c->build(f);
        start2(f, c->ax, c->ay, c->bx, c->by);
        if (c->place) c->place(f);
        melee(f, 75);
        if (damage_taken(f) != 8) fail_msg("%s: %d damage, not 4 + 4", c->what, damage_taken(f));
        expect_at(f, 1, c->bx, c->by);                             /* not moved (PUSH-3) */
        assert_int_equal(f->g->last.damage, 8);
        expect_back_in_combined(f);
        fx_free(f);
    }
}

/* The log says the melee's Aim card, its damage and the push, or the
 * collision and its damage (issue 20: every outcome in words). */
static void test_LOG_melee_card_damage_and_push(void **state)
{
    (void)state;
    fx *f = fx_new();
    start2(f, 3, 5, 4, 5);
    tu_log_start(f->g);
    melee(f, 40);
    tu_log_expect("Lifeline attacks Bloodhound in melee: Aim card 40, a hit (MELEE-3: 40 or more)\n");
    tu_log_expect("Bloodhound takes 4 damage from the melee attack (4 to shield, 0 to health)\n");
    tu_log_expect("Bloodhound is pushed to 5,5 (PUSH-1)\n");
    fx_free(f);
    f = fx_new();
    start2(f, 1, 5, 0, 5);
    tu_log_start(f->g);
    melee(f, 39);
    tu_log_expect("Lifeline attacks Bloodhound in melee: Aim card 39, a miss");
    assert_null(strstr(tu_log_text(), "damage"));
    fx_free(f);
    f = fx_new();
    start2(f, 1, 5, 0, 5);
    tu_log_start(f->g);
    melee(f, 75);
    tu_log_expect("Bloodhound is pushed against the map's edge (PUSH-5)\n"
                  "Bloodhound takes 4 damage from the collision (PUSH-5) (4 to shield, 0 to health)\n");
    fx_free(f);
}

/* covers: PUSH-3 PUSH-5 */
static void test_PUSH_3_occupied_by_a_legend(void **state)
{
    (void)state;
    fx *f = fx_new();
    spec s[3] = { { "Lifeline", RF_RED, 3, 5 }, { "Bloodhound", RF_BLUE, 4, 5 },
                  { "Wraith", RF_BLUE, 5, 5 } };
    start(f, s, 3);
    melee(f, 60);
    assert_int_equal(damage_taken(f), 8);
    expect_at(f, 1, 4, 5);
    expect_at(f, 2, 5, 5);
    fx_free(f);
}

/* covers: PUSH-6 EX-MELEE-3 */
static void test_PUSH_6_pushed_down_a_level(void **state)
{
    (void)state;
    fx *f = fx_new();
    add(f, "building", cell(2, 2), 0, 2, 2);
    start2(f, 2, 3, 3, 3);                                         /* both on the roof */
    melee(f, 60);
    expect_at(f, 1, 4, 3);                                         /* falls to the ground */
    assert_int_equal(geo_floor(f->b, f->g->legend[1].pos), 0);
    assert_int_equal(damage_taken(f), 4);                          /* no collision */
    fx_free(f);
}

/* Building 2,2 2x2, a respawn beacon below its east side at 4,3 and a half
 * wall between 4,3 and 4,4 (test_combat's EX-MELEE-1 board). */
static void beacon_board(fx *f)
{
    add(f, "building", cell(2, 2), 0, 2, 2);
    add(f, "respawn_beacon", cell(4, 3), 0, 0, 0);
    add(f, "half_wall", edge(GEO_EDGE_H, 4, 4), 1, 0, 0);
}

static unsigned land_on(int x, int y)
{
    return engine_code(OPT_PUSH_LAND, 0, geo_cell_index(geo_cell_make(x, y)));
}

/* covers: PUSH-4 PUSH-5 EX-MELEE-1 */
static void test_EX_MELEE_1_occupied_lower_space(void **state)
{
    (void)state;
    fx *f = fx_new();
    beacon_board(f);
    start2(f, 2, 3, 3, 3);
    melee(f, 50);
    assert_int_equal(damage_taken(f), 8);                          /* 4 + 4 (collision) */
    int seat;
    assert_int_equal(pending_kind(f, &seat), RF_DEC_PUSH);
    assert_int_equal(seat, RF_BLUE);                               /* the pushed legend's */
    assert_int_equal(noptions(f), 5);                              /* free, adjacent to 4,3 */
    assert_true(offered(f, land_on(4, 2)) && offered(f, land_on(5, 2)) &&
                offered(f, land_on(5, 3)) && offered(f, land_on(5, 4)) && offered(f, land_on(3, 4)));
    refused(f, land_on(4, 4));                                     /* across the half wall */
    refused(f, land_on(4, 3));                                     /* the beacon itself */
    refused(f, land_on(3, 2));                                     /* the roof */
    expect_at(f, 1, 3, 3);
    step(f, land_on(5, 4));
    expect_at(f, 1, 5, 4);
    expect_back_in_combined(f);
    fx_free(f);
}

/* covers: PUSH-4 */
static void test_PUSH_4_no_free_space_stays(void **state)
{
    (void)state;
    fx *f = fx_new();
    beacon_board(f);
    static const int rocks[5][2] = { { 4, 2 }, { 5, 2 }, { 5, 3 }, { 5, 4 }, { 3, 4 } };
    for (int i = 0; i < 5; i++) add(f, "rock", cell(rocks[i][0], rocks[i][1]), 0, 0, 0);
    start2(f, 2, 3, 3, 3);
    melee(f, 50);
    assert_int_equal(damage_taken(f), 8);
    expect_at(f, 1, 3, 3);                                         /* R-PUSH-4-none */
    expect_back_in_combined(f);
    fx_free(f);
}

/* covers: ELIM-1 ELIM-2 ELIM-3 MELEE-2 */
static void test_ELIM_1_melee_eliminates(void **state)
{
    (void)state;
    fx *f = fx_new();
    start2_mate(f, 3, 5, 4, 5);
    f->g->legend[1].vitals.shield = 0;
    f->g->legend[1].vitals.health = 4;
    melee(f, 45);
    assert_false(f->g->legend[1].on_map);                          /* no push after */
    assert_int_equal(f->g->vp[RF_RED], 1);
    expect_back_in_combined(f);
    fx_free(f);
}

/* covers: ELIM-1 PUSH-5 EX-MELEE-4 */
static void test_ELIM_1_collision_damage_eliminates(void **state)
{
    (void)state;
    fx *f = fx_new();
    start2(f, 1, 5, 0, 5);                                         /* on the map's edge */
    f->g->legend[1].vitals.shield = 0;
    f->g->legend[1].vitals.health = 8;
    melee(f, 45);
    assert_false(f->g->legend[1].on_map);
    assert_int_equal(f->g->vp[RF_RED], 1);
    fx_free(f);
}

/* covers: PUSH-4 PUSH-5 ELIM-1 */
static void test_PUSH_4_eliminated_by_the_collision_not_placed(void **state)
{
    (void)state;
    fx *f = fx_new();
    beacon_board(f);
    start2_mate(f, 2, 3, 3, 3);
    f->g->legend[1].vitals.shield = 0;
    f->g->legend[1].vitals.health = 8;
    melee(f, 50);
    assert_false(f->g->legend[1].on_map);
    expect_back_in_combined(f);                                    /* no landing decision */
    fx_free(f);
}

/* --- destroy --- */

static unsigned how(int a) { return engine_code(OPT_DESTROY_HOW, a, 0); }
static unsigned target(int i) { return engine_code(OPT_DESTROY_TARGET, i, 0); }

/* Legend 0 on 1,5; a wall between it and 1,3. Overlay objects:
 *   0 crate 3,5 (2 away)   1 crate 4,6 (3)    2 crate 1,3 (behind the wall)
 *   3 crate 6,5 (5: out of range)   4 supply drop 0,7 (not destructible)
 *   5 crate 2,4 (1, diagonal: adjacent too) */
static void range_board(fx *f)
{
    add(f, "wall", edge(GEO_EDGE_H, 1, 4), 1, 0, 0);
    start2(f, 1, 5, 9, 9);
    overlay_add(f, f->crate, cell(3, 5));
    overlay_add(f, f->crate, cell(4, 6));
    overlay_add(f, f->crate, cell(1, 3));
    overlay_add(f, f->crate, cell(6, 5));
    overlay_add(f, geo_kinds_find(&f->c->kinds, "supply_drop"), cell(0, 7));
    overlay_add(f, f->crate, cell(2, 4));
    check(f);
}

static bool at_cell(const geo_overlay_obj *o, int x, int y)
{
    return o->at.kind == GEO_PLACE_CELL && o->at.u.cell.x == x && o->at.u.cell.y == y;
}

static bool overlay_has(const fx *f, int kind, int x, int y)
{
    for (int i = 0; i < f->g->overlay.n; i++)
        if (f->g->overlay.o[i].kind == kind && at_cell(&f->g->overlay.o[i], x, y)) return true;
    return false;
}

/* covers: DESTROY-1 DESTROY-2 DESTROY-3 DESTROY-5 DESTROY-6 TRAIT-9 */
static void test_DESTROY_3_weapon_in_range_and_sight(void **state)
{
    (void)state;
    fx *f = fx_new();
    range_board(f);
    f->g->legend[0].ammo[0] = 2;
    main_part(f, ACT_DESTROY2_MOVE1);
    int seat;
    assert_int_equal(pending_kind(f, &seat), RF_DEC_DESTROY);
    assert_int_equal(seat, RF_RED);
    assert_true(offered(f, how(0)));
    assert_true(offered(f, how(RF_WEAPON_SLOTS)));                 /* melee: the crate on 2,4 */
    int8_t top_before = f->g->aim_deck[0];
    step(f, how(0));
    assert_true(offered(f, target(0)) && offered(f, target(1)) && offered(f, target(5)));
    refused(f, target(2));                                         /* no line of sight */
    refused(f, target(3));                                         /* beyond the best range */
    refused(f, target(4));                                         /* not <DESTRUCTIBLE> */
    assert_int_equal(noptions(f), 4);                              /* three and "done" */
    step(f, target(0));
    refused(f, target(0));                                         /* once */
    step(f, target(1));                                            /* the second: done */
    assert_int_equal(f->g->overlay.n, 4);
    assert_false(overlay_has(f, f->crate, 3, 5));
    assert_false(overlay_has(f, f->crate, 4, 6));
    assert_true(overlay_has(f, f->crate, 2, 4));                   /* at most 2 (DESTROY-1) */
    assert_int_equal(f->g->legend[0].ammo[0], 2);                  /* no ammo spent */
    assert_int_equal(f->g->aim_deck[0], top_before);               /* no Aim card (DESTROY-5) */
    expect_back_in_combined(f);
    fx_free(f);
}

/* covers: DESTROY-1 DESTROY-2 */
static void test_DESTROY_1_one_chosen_then_done(void **state)
{
    (void)state;
    fx *f = fx_new();
    range_board(f);
    f->g->legend[0].ammo[0] = 1;
    main_part(f, ACT_DESTROY2_MOVE1);
    step(f, how(0));
    step(f, target(5));
    step(f, engine_code(OPT_DONE, 0, 0));
    assert_int_equal(f->g->overlay.n, 5);
    assert_false(overlay_has(f, f->crate, 2, 4));
    expect_back_in_combined(f);
    fx_free(f);
}

/* covers: DESTROY-2 DESTROY-4 */
static void test_DESTROY_2_empty_weapons_leave_melee(void **state)
{
    (void)state;
    fx *f = fx_new();
    range_board(f);
    f->g->legend[0].ammo[0] = f->g->legend[0].ammo[1] = 0;
    main_part(f, ACT_DESTROY2_MOVE1);
    refused(f, how(0));                                            /* no ammo (DESTROY-2) */
    refused(f, how(1));
    assert_int_equal(noptions(f), 2);                              /* melee and nothing */
    step(f, how(RF_WEAPON_SLOTS));
    assert_int_equal(noptions(f), 2);                              /* 2,4 and "done" */
    step(f, target(5));
    assert_int_equal(f->g->overlay.n, 5);                          /* no other target: done */
    assert_false(overlay_has(f, f->crate, 2, 4));
    expect_back_in_combined(f);
    fx_free(f);
}

/* covers: DESTROY-2 ACT-11 */
static void test_DESTROY_2_nothing_to_destroy(void **state)
{
    (void)state;
    fx *f = fx_new();
    range_board(f);
    f->g->legend[0].ammo[0] = f->g->legend[0].ammo[1] = 0;
    geo_overlay_remove(&f->g->overlay, 5);                         /* nothing adjacent now */
    main_part(f, ACT_DESTROY2_MOVE1);
    expect_back_in_combined(f);                                    /* the part did nothing */
    assert_int_equal(f->g->overlay.n, 5);
    fx_free(f);
}

/* covers: DESTROY-4 DESTROY-1 ADJ-2 ADJ-7 */
static void test_DESTROY_4_melee_adjacent_or_own_space(void **state)
{
    (void)state;
    fx *f = fx_new();
    add(f, "half_wall", edge(GEO_EDGE_H, 5, 5), 1, 0, 0);          /* between 5,4 and 5,5 */
    start2(f, 5, 5, 9, 0);
    f->g->legend[0].ammo[0] = f->g->legend[0].ammo[1] = 0;
    int mine = overlay_add(f, f->mine, cell(5, 5));                /* under the legend */
    int near = overlay_add(f, f->crate, cell(6, 5));
    int far = overlay_add(f, f->crate, cell(7, 5));
    int walled = overlay_add(f, f->crate, cell(5, 4));
    int corner = overlay_add(f, f->marker, point(6, 6, 0));        /* a corner of 5,5 */
    int away = overlay_add(f, f->marker, point(8, 8, 0));
    check(f);
    main_part(f, ACT_DESTROY2_MOVE1);
    step(f, how(RF_WEAPON_SLOTS));
    assert_true(offered(f, target(mine)) && offered(f, target(near)) && offered(f, target(corner)));
    refused(f, target(far));                                       /* 2 spaces away */
    refused(f, target(walled));                                    /* a half wall between */
    refused(f, target(away));
    step(f, target(mine));
    step(f, target(corner));
    assert_int_equal(f->g->overlay.n, 4);
    assert_false(overlay_has(f, f->mine, 5, 5));
    assert_true(overlay_has(f, f->crate, 6, 5));
    int markers = 0;
    for (int i = 0; i < f->g->overlay.n; i++) markers += f->g->overlay.o[i].kind == f->marker;
    assert_int_equal(markers, 1);                                  /* the one at 8,8 */
    fx_free(f);
}

/* covers: DESTROY-3 LOS-8 */
static void test_DESTROY_3_a_solid_target_does_not_hide_itself(void **state)
{
    (void)state;
    fx *f = fx_new();
    start2(f, 1, 5, 9, 0);
    f->g->legend[0].ammo[0] = 3;
    int block = overlay_add(f, f->block, cell(3, 5));              /* a level-1 blockade */
    int behind = overlay_add(f, f->crate, cell(4, 5));
    check(f);
    main_part(f, ACT_DESTROY2_MOVE1);
    step(f, how(0));
    assert_true(offered(f, target(block)));                        /* R-DESTROY-3 */
    refused(f, target(behind));                                    /* hidden by the block */
    step(f, target(block));                                        /* nothing else: done */
    assert_int_equal(f->g->overlay.n, 1);
    assert_true(overlay_has(f, f->crate, 4, 5));
    fx_free(f);
}

/* covers: DESTROY-2 */
static void test_DESTROY_2_refusals_change_nothing(void **state)
{
    (void)state;
    fx *f = fx_new();
    range_board(f);
    f->g->legend[0].ammo[0] = 1;
    f->g->legend[0].ammo[1] = 0;
    main_part(f, ACT_DESTROY2_MOVE1);
    refused(f, how(1));                                            /* empty */
    refused(f, how(7));
    refused(f, target(0));                                         /* not yet: how first */
    refused(f, melee_on(1));
    step(f, engine_code(OPT_DONE, 0, 0));                              /* destroy nothing */
    assert_int_equal(f->g->overlay.n, 6);
    expect_back_in_combined(f);
    fx_free(f);
}

/* --- random games --- */

typedef struct tally { int melee, hits, land, destroyed; } tally;

/* A 3x3 building (roof 2..4) ringed by respawn beacons: pushes off the
 * roof land on occupied lower spaces (PUSH-4). */
static void ring_board(fx *f)
{
    add(f, "building", cell(2, 2), 0, 3, 3);
    for (int x = 1; x <= 5; x++)
        for (int y = 1; y <= 5; y++)
            if (x == 1 || x == 5 || y == 1 || y == 5) add(f, "respawn_beacon", cell(x, y), 0, 0, 0);
}

static void random_game(unsigned long long seed, tally *t)
{
    fx *f = fx_new();
    ring_board(f);
    spec s[4] = { { "Lifeline", RF_RED, 2, 3 }, { "Bloodhound", RF_BLUE, 3, 3 },
                  { "Pathfinder", RF_RED, 3, 4 }, { "Wraith", RF_BLUE, 4, 2 } };
    start(f, s, 4);
    for (int i = 0; i < 6; i++) overlay_add(f, i % 2 ? f->crate : f->mine, cell(i, 6));
    rf_bot *bot = rf_bot_new("random", seed);
    rf_decision d;
    for (int n = 0; rf_pending(f->g, &d) && n < 5000; n++) {
        int before = f->g->overlay.n;
        unsigned code = rf_bot_choose(bot, f->g);
        t->melee += engine_code_kind(code) == OPT_MELEE_TARGET;
        t->land += engine_code_kind(code) == OPT_PUSH_LAND;
        step(f, code);
        t->hits += engine_code_kind(code) == OPT_MELEE_TARGET && f->g->last.hits;
        t->destroyed += before - f->g->overlay.n;
    }
    assert_true(rf_game_over(f->g, NULL));
    rf_bot_free(bot);
    fx_free(f);
}

/* Random games on the ringed roof, where legends meet at once: every step
 * keeps every invariant (rf_check in step), and melee, pushes, landings
 * and destruction all happen. */
static void test_random_games_melee_and_destroy(void **state)
{
    (void)state;
    tally t = { 0, 0, 0, 0 };
    for (unsigned long long seed = 1; seed <= 40; seed++) random_game(seed, &t);
    if (!(t.melee > 0 && t.hits > 0 && t.land > 0 && t.destroyed > 0))
        fail_msg("melee %d, hits %d, landings %d, destroyed %d", t.melee, t.hits, t.land,
                 t.destroyed);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_MELEE_2_hit_at_40_four_damage_and_push),
        cmocka_unit_test(test_MELEE_3_miss_at_39_whatever_the_icons),
        cmocka_unit_test(test_MELEE_3_recorded_hit_and_miss),
        cmocka_unit_test(test_MELEE_2_card_shuffled_back),
        cmocka_unit_test(test_MELEE_1_adjacent_enemies_only),
        cmocka_unit_test(test_ACT_11_melee_part_with_no_enemy_adjacent),
        cmocka_unit_test(test_PUSH_2_diagonal_push),
        cmocka_unit_test(test_PUSH_3_every_collision_adds_4),
        cmocka_unit_test(test_LOG_melee_card_damage_and_push),
        cmocka_unit_test(test_PUSH_3_occupied_by_a_legend),
        cmocka_unit_test(test_PUSH_6_pushed_down_a_level),
        cmocka_unit_test(test_EX_MELEE_1_occupied_lower_space),
        cmocka_unit_test(test_PUSH_4_no_free_space_stays),
        cmocka_unit_test(test_ELIM_1_melee_eliminates),
        cmocka_unit_test(test_ELIM_1_collision_damage_eliminates),
        cmocka_unit_test(test_PUSH_4_eliminated_by_the_collision_not_placed),
        cmocka_unit_test(test_DESTROY_3_weapon_in_range_and_sight),
        cmocka_unit_test(test_DESTROY_1_one_chosen_then_done),
        cmocka_unit_test(test_DESTROY_2_empty_weapons_leave_melee),
        cmocka_unit_test(test_DESTROY_2_nothing_to_destroy),
        cmocka_unit_test(test_DESTROY_4_melee_adjacent_or_own_space),
        cmocka_unit_test(test_DESTROY_3_a_solid_target_does_not_hide_itself),
        cmocka_unit_test(test_DESTROY_2_refusals_change_nothing),
        cmocka_unit_test(test_random_games_melee_and_destroy),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
