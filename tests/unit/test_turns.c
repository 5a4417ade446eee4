/*
 * test_turns.c — rounds, squad turns, activations and action points,
 * respawn and elimination (RULES.md ROUND, TURN, ACT, RESP, ELIM), checked
 * through the engine's decisions: who is asked (rf_pending), what is
 * offered (rf_option_codes), what a choice does (rf_choose), with rf_check
 * after every step and illegal choices refused with nothing changed.
 *
 * The expectations come from the rules, not from the engine: the order of
 * the squads and legends, the set of actions and spaces each rule allows,
 * distances (DIST-2: max(|dx|, |dy|)) and adjacency on open ground are
 * worked out here. Games are set up on Crossroads (`ringfall map show
 * crossroads`) or on two small boards written below; positions, vitals,
 * ammo, tokens and the Aim deck order are set in the state directly.
 *
 * Tested elsewhere: TURN-2/TURN-3 (effects below the initiative marker:
 * test_abilities.c, test_drops.c), ACT-12 … ACT-16 and ACT-21 (card
 * actions: test_card_rules.c), ELIM-5 (attached miniatures:
 * test_abilities.c), RUSH (test_card_rules.c). Not tested here:
 * ROUND-3/ROUND-6 (the round board), ROUND-4 (immediate victory: BR-5).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "data/loaders.h"
#include "rules/engine/engine.h"
#include "rules/engine/legends.h"
#include "rules/engine/pieces.h"

#define A(act) (1u << (act))
/* The basic actions of a legend on the map without a target (ACT-8). */
#define BASIC (A(ACT_MOVE2) | A(ACT_INTERACT_MOVE1) | A(ACT_USE_MOVE1) | A(ACT_MELEE_MOVE1) | \
               A(ACT_DESTROY2_MOVE1))
#define NONE (-1)

typedef struct spot { const char *name; int squad, x, y; } spot;

/* --- boards --- */

static rf_map *map_text(const char *name, const char *text)
{
    rf_map *m = NULL;
    rf_error err;
    if (content_map_load_text(tu_content(), name, text, strlen(text), &m, &err) != RF_OK)
        fail_msg("%s: %s", name, err.message);
    return m;
}

/* Open ground, 12 x 12, four respawn beacons: two in corners (3 spaces
 * around them), two in the open (8 around). */
static const rf_map *beacon_yard(void)
{
    static rf_map *m;
    if (!m)
        m = map_text("beacon-yard.json",
                     "{ \"name\": \"Beacon yard\", \"source\": \"test_turns.c\", \"size\": [12, 12],\n"
                     "  \"components\": [\n"
                     "    { \"type\": \"respawn_beacon\", \"at\": [0, 0] },\n"
                     "    { \"type\": \"respawn_beacon\", \"at\": [8, 2] },\n"
                     "    { \"type\": \"respawn_beacon\", \"at\": [4, 9] },\n"
                     "    { \"type\": \"respawn_beacon\", \"at\": [11, 11] } ] }\n");
    return m;
}
static const int beacon_x[4] = { 0, 8, 4, 11 }, beacon_y[4] = { 0, 2, 9, 11 };
enum { BEACON_A, BEACON_B, BEACON_C, BEACON_D };

/* Open ground, 8 x 8: a wall between 2,2 and 3,2; a level-1 building
 * (roof) on 0,3 … 1,4. */
static const rf_map *loot_yard(void)
{
    static rf_map *m;
    if (!m)
        m = map_text("loot-yard.json",
                     "{ \"name\": \"Loot yard\", \"source\": \"test_turns.c\", \"size\": [8, 8],\n"
                     "  \"components\": [\n"
                     "    { \"type\": \"wall\", \"edge\": \"v 3,2\", \"length\": 1 },\n"
                     "    { \"type\": \"building\", \"at\": [0, 3], \"size\": \"2x2\" } ] }\n");
    return m;
}

/* --- games and decisions --- */

static rf_game *game_rounds(const rf_map *m, const spot *s, int n, unsigned long long seed,
                            int max_rounds)
{
    rf_setup su;
    memset(&su, 0, sizeof su);
    su.nlegends = n;
    for (int i = 0; i < n; i++) {
        snprintf(su.legend[i].name, sizeof su.legend[i].name, "%s", s[i].name);
        su.legend[i].squad = s[i].squad;
        su.legend[i].x = s[i].x;
        su.legend[i].y = s[i].y;
    }
    su.seed = seed;
    su.max_rounds = max_rounds;
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), m, &su, &g, &err) != RF_OK) fail_msg("%s", err.message);
    tu_check(g);
    return g;
}

static rf_game *game(const rf_map *m, const spot *s, int n, unsigned long long seed)
{
    return game_rounds(m, s, n, seed, 0);
}

/* An illegal choice is refused and changes nothing. */
static int codes_of(const rf_game *g, unsigned *codes)
{
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    assert_true(n <= RF_MAX_OPTIONS);
    return n;
}

static int nopts(const rf_game *g)
{
    unsigned codes[RF_MAX_OPTIONS];
    return codes_of(g, codes);
}

static int count_kind(const rf_game *g, int kind)
{
    unsigned codes[RF_MAX_OPTIONS];
    int n = codes_of(g, codes), k = 0;
    for (int i = 0; i < n; i++) k += engine_code_kind(codes[i]) == kind;
    return k;
}

/* The basic actions offered, as a bit set of A(ACT_...). */
static unsigned actions(const rf_game *g)
{
    unsigned codes[RF_MAX_OPTIONS], mask = 0;
    int n = codes_of(g, codes);
    for (int i = 0; i < n; i++)
        if (engine_code_kind(codes[i]) == OPT_ACTION) mask |= A(engine_code_a(codes[i]));
    return mask;
}

/* The legends offered for activation, as a bit set. */
static unsigned activatable(const rf_game *g)
{
    unsigned codes[RF_MAX_OPTIONS], mask = 0;
    int n = codes_of(g, codes);
    for (int i = 0; i < n; i++)
        if (engine_code_kind(codes[i]) == OPT_ACTIVATE) mask |= 1u << engine_code_a(codes[i]);
    return mask;
}

static int pending(const rf_game *g, rf_decision *out)
{
    rf_decision d;
    if (!rf_pending(g, &d)) d.kind = RF_DEC_NONE;
    if (out) *out = d;
    return d.kind;
}

/* The pending decision is this kind, for this seat and legend (-1: any). */
static void expect(const rf_game *g, int kind, int seat, int legend)
{
    rf_decision d;
    assert_int_equal(pending(g, &d), kind);
    assert_int_equal(d.seat, seat);
    if (legend >= 0) assert_int_equal(d.legend, legend);
}

static void choose_label(rf_game *g, const char *prefix)
{
    rf_option opts[RF_MAX_OPTIONS];
    int n = rf_options(g, opts, RF_MAX_OPTIONS);
    for (int i = 0; i < n; i++)
        if (strncmp(opts[i].label, prefix, strlen(prefix)) == 0) {
            tu_choose(g, opts[i].code);
            return;
        }
    fail_msg("no option starting with '%s'", prefix);
}

static bool label_offered(const rf_game *g, unsigned code, const char *label)
{
    rf_option opts[RF_MAX_OPTIONS];
    int n = rf_options(g, opts, RF_MAX_OPTIONS);
    for (int i = 0; i < n; i++)
        if (opts[i].code == code) return strcmp(opts[i].label, label) == 0;
    return false;
}

static unsigned cell_code(int kind, int x, int y)
{
    return engine_code(kind, 0, geo_cell_index(geo_cell_make(x, y)));
}

static void activate(rf_game *g, int l) { tu_choose(g, engine_code(OPT_ACTIVATE, l, 0)); }
static void act(rf_game *g, int a) { tu_choose(g, engine_code(OPT_ACTION, a, 0)); }
static void pass(rf_game *g) { act(g, ACT_END); }                     /* ACT-7 */

/* Move 2 (or Move 1) to x,y. */
static void move_to(rf_game *g, int x, int y) { tu_choose(g, cell_code(OPT_MOVE_TO, x, y)); }

static void expect_at(const rf_game *g, int l, int x, int y)
{
    assert_true(g->legend[l].on_map);
    assert_int_equal(g->legend[l].pos.x, x);
    assert_int_equal(g->legend[l].pos.y, y);
}

/* --- pieces, vitals, the Aim deck --- */

static int from_bag(const rf_game *g, const char *id)
{
    int def = catalog_loot(&g->content->catalog, id);
    assert_true(def >= 0);
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].kind == RF_PIECE_LOOT && g->piece[p].def == def &&
            g->piece[p].where == RF_IN_BAG)
            return p;
    fail_msg("no %s left in its bag", id);
    return -1;
}

static int give(rf_game *g, int l, int slot, const char *id)
{
    int p = from_bag(g, id);
    piece_to_pack(g, p, l, slot);
    tu_check(g);
    return p;
}

static int token_at(rf_game *g, const char *id, int x, int y)
{
    int p = from_bag(g, id);
    piece_to_map(g, p, geo_cell_make(x, y));
    tu_check(g);
    return p;
}

/* Equip gear token `id` (GEAR-3); the replaced starting token leaves the game. */
static int equip(rf_game *g, int l, const char *id)
{
    int p = from_bag(g, id);
    int old = pieces_gear_equip(g, l, p);
    if (old >= 0) piece_remove(g, old);
    tu_check(g);
    return p;
}

static void set_vitals(rf_game *g, int l, int health, int shield)
{
    g->legend[l].vitals.health = (int8_t)health;
    g->legend[l].vitals.shield = (int8_t)shield;
    tu_check(g);
}

static void full_ammo(rf_game *g, int l)
{
    for (int w = 0; w < RF_WEAPON_SLOTS; w++) g->legend[l].ammo[w] = 5;   /* WEAPON-2 */
    tu_check(g);
}

/* The Aim deck sorted by printed value, highest (or lowest) on top. */
static void aim_sorted(rf_game *g, bool high_first)
{
    const rf_catalog *cat = &g->content->catalog;
    for (int i = 0; i < RF_AIM_DECK; i++)
        for (int j = i + 1; j < RF_AIM_DECK; j++) {
            int vi = cat->aim[g->aim_deck[i]].value, vj = cat->aim[g->aim_deck[j]].value;
            if (high_first ? vj > vi : vj < vi) {
                int8_t t = g->aim_deck[i];
                g->aim_deck[i] = g->aim_deck[j];
                g->aim_deck[j] = t;
            }
        }
    tu_check(g);
}

/* Aim cards with these grenade arrows on top of the deck, in order. */
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

/* Put target t on s's row at the lower end of the best range of s's
 * weapon in `slot` (SHOOT-13: no range modifier). */
static void in_best_range(rf_game *g, int s, int t, int slot)
{
    const rf_weapon_def *w = pieces_weapon_of(g, g->legend[s].weapon[slot]);
    g->legend[t].pos = geo_cell_make(g->legend[s].pos.x + w->range_lo, g->legend[s].pos.y);
    tu_check(g);
}

/* Legend s (active, 1 AP or more) shoots t with the weapon in slot. */
static void shoot(rf_game *g, int s, int t, int slot)
{
    act(g, ACT_SHOOT);
    expect(g, RF_DEC_TARGET, g->legend[s].squad, s);
    tu_choose(g, engine_code(OPT_TARGET, t, 0));
    expect(g, RF_DEC_WEAPON, g->legend[s].squad, s);
    tu_choose(g, engine_code(OPT_WEAPON, slot, 0));
}

/* ======================================================================
 * ROUND, TURN
 * ==================================================================== */

/* Pass with every legend until the game ends; return how many
 * activations each squad had, checking red before blue in every round. */
static void pass_to_the_end(rf_game *g, int nred, int nblue, int rounds)
{
    int k = 0;
    rf_decision d;
    while (pending(g, &d) != RF_DEC_NONE) {
        assert_int_equal(d.kind, RF_DEC_ACTIVATE);
        int per = nred + nblue, at = k % per;
        assert_int_equal(d.seat, at < nred ? RF_RED : RF_BLUE);       /* ROUND-2 */
        assert_int_equal(g->round, k / per + 1);
        unsigned codes[RF_MAX_OPTIONS];
        assert_true(codes_of(g, codes) > 0);
        tu_choose(g, codes[0]);
        pass(g);
        k++;
    }
    assert_int_equal(k, rounds * (nred + nblue));                     /* ROUND-1 */
}

/* covers: ROUND-1 ROUND-2 ROUND-5 */
static void test_ROUND_1_eight_rounds_red_then_blue(void **state)
{
    (void)state;
    /* blue is listed first: the order of the squads must not follow it */
    const spot s[2] = { { "Gibraltar", RF_BLUE, 7, 14 }, { "Bangalore", RF_RED, 7, 1 } };
    rf_game *g = game(tu_crossroads(), s, 2, 1);
    expect(g, RF_DEC_ACTIVATE, RF_RED, -1);
    assert_int_equal(activatable(g), 1u << 1);
    pass_to_the_end(g, 1, 1, 8);
    int winner = 5;
    assert_true(rf_game_over(g, &winner));                            /* ROUND-5 */
    assert_int_equal(winner, -1);                                     /* no VP: a draw */
    rf_decision d;
    assert_false(rf_pending(g, &d));
    rf_error err;
    assert_int_equal(rf_choose(g, engine_code(OPT_ACTIVATE, 1, 0), &err), RF_E_ILLEGAL);
    rf_game_free(g);

    g = game_rounds(tu_crossroads(), s, 2, 2, 3);                         /* a shorter game */
    pass_to_the_end(g, 1, 1, 3);
    assert_true(rf_game_over(g, NULL));
    rf_game_free(g);
}

/* After the last round the result is the mode's (BR-7 (1): more VP).
 * covers: ROUND-5 */
static void test_ROUND_5_result_after_the_last_round(void **state)
{
    (void)state;
    const spot s[3] = { { "Bangalore", RF_RED, 7, 1 }, { "Gibraltar", RF_BLUE, 7, 14 },
                        { "Bloodhound", RF_BLUE, 9, 14 } };
    for (int squad = RF_RED; squad <= RF_BLUE; squad++) {
        rf_game *g = game_rounds(tu_crossroads(), s, 3, 3, 2);
        g->vp[squad] = 1;                             /* one enemy death box taken earlier */
        g->legend[squad == RF_RED ? 1 : 0].death_boxes = 1;
        tu_check(g);
        pass_to_the_end(g, 1, 2, 2);
        int winner = 5;
        assert_true(rf_game_over(g, &winner));
        assert_int_equal(winner, squad);
        rf_game_free(g);
    }
}

static const spot four[4] = {
    { "Gibraltar", RF_BLUE, 7, 14 }, { "Bangalore", RF_RED, 7, 1 },
    { "Bloodhound", RF_BLUE, 9, 14 }, { "Wraith", RF_RED, 8, 1 },
};
enum { GIB, BANG, BLOOD, WRAITH };

/* One player controls both legends of the red squad (TERM-9): every
 * decision for either is the red seat's, yet each legend activates on its
 * own with its own 2 AP, and what one does leaves the other's components
 * (place, vitals, hand) as they were. covers: TERM-9 */
static void test_TERM_9_one_player_several_legends(void **state)
{
    (void)state;
    rf_game *g = game(tu_crossroads(), four, 4, 6);
    assert_int_equal(g->legend[BANG].seat, g->legend[WRAITH].seat);
    geo_cell wraith = g->legend[WRAITH].pos;
    int hand = g->legend[WRAITH].hand_n, health = g->legend[WRAITH].vitals.health;
    activate(g, BANG);
    expect(g, RF_DEC_ACTION, RF_RED, BANG);
    assert_int_equal(g->ap, 2);
    act(g, ACT_MOVE2);
    move_to(g, 5, 1);
    act(g, ACT_MOVE2);
    move_to(g, 4, 2);
    expect(g, RF_DEC_ACTIVATE, RF_RED, -1);               /* Bangalore's 2 AP are spent */
    assert_true(geo_cell_eq(g->legend[WRAITH].pos, wraith));
    assert_int_equal(g->legend[WRAITH].hand_n, hand);
    assert_int_equal(g->legend[WRAITH].vitals.health, health);
    activate(g, WRAITH);
    expect(g, RF_DEC_ACTION, RF_RED, WRAITH);              /* the same player */
    assert_int_equal(g->ap, 2);                            /* its own AP */
    expect_at(g, BANG, 4, 2);
    rf_game_free(g);
}

/* The squad in turn activates each of its legends once, in the order it
 * chooses; then the marker moves to the other squad, then to the next
 * round. covers: TURN-1 TURN-4 ACT-1 ROUND-2 */
static void test_TURN_1_each_legend_once_in_the_chosen_order(void **state)
{
    (void)state;
    rf_game *g = game(tu_crossroads(), four, 4, 4);
    for (int round = 1; round <= 2; round++) {
        int first = round == 1 ? WRAITH : BANG, second = round == 1 ? BANG : WRAITH;
        expect(g, RF_DEC_ACTIVATE, RF_RED, -1);
        assert_int_equal(g->round, round);
        assert_int_equal(activatable(g), (1u << BANG) | (1u << WRAITH));
        tu_refused(g, engine_code(OPT_ACTIVATE, GIB, 0));                    /* not blue's turn */
        activate(g, first);
        expect(g, RF_DEC_ACTION, RF_RED, first);
        pass(g);
        expect(g, RF_DEC_ACTIVATE, RF_RED, -1);
        assert_int_equal(activatable(g), 1u << second);               /* once each */
        tu_refused(g, engine_code(OPT_ACTIVATE, first, 0));
        activate(g, second);
        expect(g, RF_DEC_ACTION, RF_RED, second);
        pass(g);
        expect(g, RF_DEC_ACTIVATE, RF_BLUE, -1);                      /* TURN-4 */
        assert_int_equal(g->round, round);
        assert_int_equal(activatable(g), (1u << GIB) | (1u << BLOOD));
        tu_refused(g, engine_code(OPT_ACTIVATE, BANG, 0));
        activate(g, BLOOD);
        expect(g, RF_DEC_ACTION, RF_BLUE, BLOOD);
        pass(g);
        assert_int_equal(activatable(g), 1u << GIB);
        activate(g, GIB);
        pass(g);
    }
    expect(g, RF_DEC_ACTIVATE, RF_RED, -1);                           /* round 3 */
    assert_int_equal(g->round, 3);
    rf_game_free(g);
}

/* ======================================================================
 * ACT
 * ==================================================================== */

/* One legend at a time: while one is active, no other is activated, even
 * with action points left. covers: ACT-1 */
static void test_ACT_1_one_activation_at_a_time(void **state)
{
    (void)state;
    rf_game *g = game(tu_crossroads(), four, 4, 5);
    activate(g, BANG);
    assert_int_equal(count_kind(g, OPT_ACTIVATE), 0);
    tu_refused(g, engine_code(OPT_ACTIVATE, WRAITH, 0));
    act(g, ACT_MOVE2);
    assert_int_equal(count_kind(g, OPT_ACTIVATE), 0);                 /* inside the Move */
    tu_refused(g, engine_code(OPT_ACTIVATE, WRAITH, 0));
    move_to(g, 5, 1);
    expect(g, RF_DEC_ACTION, RF_RED, BANG);                          /* 1 AP left */
    assert_int_equal(count_kind(g, OPT_ACTIVATE), 0);
    tu_refused(g, engine_code(OPT_ACTIVATE, WRAITH, 0));
    pass(g);
    expect(g, RF_DEC_ACTIVATE, RF_RED, -1);
    assert_int_equal(activatable(g), 1u << WRAITH);                   /* Bangalore is done */
    rf_game_free(g);
}

/* The draft card is flipped face down when the activation is done, and
 * face up again in the transition phase. covers: ACT-2 TRANS-6 */
static void test_ACT_2_draft_card_face_down_when_done(void **state)
{
    (void)state;
    rf_game *g = game(tu_crossroads(), four, 4, 6);
    for (int l = 0; l < 4; l++) assert_false(g->legend[l].activated);
    activate(g, WRAITH);
    act(g, ACT_MOVE2);
    move_to(g, 8, 3);
    pass(g);
    assert_true(g->legend[WRAITH].activated);                         /* done: face down */
    assert_false(g->legend[BANG].activated);
    activate(g, BANG);
    pass(g);
    activate(g, GIB);
    pass(g);
    assert_true(g->legend[GIB].activated);
    assert_false(g->legend[BLOOD].activated);
    activate(g, BLOOD);
    pass(g);
    expect(g, RF_DEC_ACTIVATE, RF_RED, -1);                           /* round 2 */
    for (int l = 0; l < 4; l++) assert_false(g->legend[l].activated);  /* TRANS-6 */
    /* ACT-2: the card is flipped when the activation is done, not when it
     * begins: during the activation it is still face up */
    activate(g, BANG);
    expect(g, RF_DEC_ACTION, RF_RED, BANG);
    assert_false(g->legend[BANG].activated);
    pass(g);
    assert_true(g->legend[BANG].activated);
    rf_game_free(g);
}

/* 2 AP per activation: two 1-AP actions, then no more; every activation
 * starts again with 2. covers: ACT-3 ACT-5 */
static void test_ACT_3_two_action_points(void **state)
{
    (void)state;
    const spot s[2] = { { "Bangalore", RF_RED, 7, 1 }, { "Gibraltar", RF_BLUE, 7, 14 } };
    rf_game *g = game(tu_crossroads(), s, 2, 7);
    for (int round = 1; round <= 2; round++) {
        activate(g, 0);
        rf_decision d;
        pending(g, &d);
        assert_non_null(strstr(d.prompt, "2 AP"));
        assert_int_equal(g->ap, 2);
        act(g, ACT_MOVE2);                                            /* 1 AP */
        move_to(g, 7 - 2 * round, 1);
        assert_int_equal(g->ap, 1);
        expect(g, RF_DEC_ACTION, RF_RED, 0);
        assert_int_equal(actions(g), BASIC | A(ACT_END));
        act(g, ACT_INTERACT_MOVE1);                                   /* 1 AP */
        tu_choose(g, engine_code(OPT_PART, PART_DONE, 0));
        /* nothing left to spend them on: the activation is over */
        expect(g, RF_DEC_ACTIVATE, RF_BLUE, -1);
        activate(g, 1);
        assert_int_equal(g->ap, 2);
        pass(g);
    }
    rf_game_free(g);
}

/* Each action is resolved before the next is chosen: inside an action only
 * that action's choices are offered. covers: ACT-4 */
static void test_ACT_4_one_action_resolved_at_a_time(void **state)
{
    (void)state;
    const spot s[2] = { { "Bangalore", RF_RED, 1, 0 }, { "Gibraltar", RF_BLUE, 9, 0 } };
    rf_game *g = game(tu_crossroads(), s, 2, 8);
    full_ammo(g, 0);
    in_best_range(g, 0, 1, 0);
    aim_sorted(g, true);
    activate(g, 0);
    act(g, ACT_MOVE2);
    expect(g, RF_DEC_MOVE, RF_RED, 0);
    assert_int_equal(count_kind(g, OPT_MOVE_TO), nopts(g));
    tu_refused(g, engine_code(OPT_ACTION, ACT_SHOOT, 0));
    tu_refused(g, engine_code(OPT_ACTION, ACT_END, 0));
    move_to(g, 1, 1);
    expect_at(g, 0, 1, 1);                                            /* resolved */
    expect(g, RF_DEC_ACTION, RF_RED, 0);
    act(g, ACT_SHOOT);
    expect(g, RF_DEC_TARGET, RF_RED, 0);
    assert_int_equal(count_kind(g, OPT_TARGET), nopts(g));
    tu_refused(g, engine_code(OPT_ACTION, ACT_MOVE2, 0));
    tu_choose(g, engine_code(OPT_TARGET, 1, 0));
    expect(g, RF_DEC_WEAPON, RF_RED, 0);
    assert_int_equal(count_kind(g, OPT_WEAPON), nopts(g));
    tu_refused(g, engine_code(OPT_ACTION, ACT_END, 0));
    int ammo = g->legend[0].ammo[0];
    tu_choose(g, engine_code(OPT_WEAPON, 0, 0));
    /* the Shoot is over (ammo spent, cards revealed, damage dealt) before
     * anything else */
    assert_int_equal(g->legend[0].ammo[0], ammo - 1);
    assert_int_equal(g->last.shooter, 0);
    assert_int_equal(g->last.target, 1);
    assert_true(g->last.hits > 0 && g->last.damage > 0);
    assert_int_equal(pending(g, NULL), RF_DEC_ACTIVATE);              /* both AP spent */
    rf_game_free(g);
}

/* Passing: a legend on the map may end its activation without acting; the
 * unspent AP are not kept. covers: ACT-7 ACT-5 */
static void test_ACT_7_pass(void **state)
{
    (void)state;
    rf_game *g = game(tu_crossroads(), four, 4, 9);
    activate(g, BANG);
    assert_true(actions(g) & A(ACT_END));
    unsigned long long h = rf_game_hash(g);
    rf_game *before = rf_game_clone(g);
    pass(g);
    assert_true(rf_game_hash(g) != h);
    expect_at(g, BANG, 7, 1);
    assert_memory_equal(&g->legend[BANG].vitals, &before->legend[BANG].vitals, sizeof(rf_vitals));
    expect(g, RF_DEC_ACTIVATE, RF_RED, -1);
    assert_int_equal(activatable(g), 1u << WRAITH);
    activate(g, WRAITH);
    act(g, ACT_MOVE2);
    move_to(g, 8, 2);
    pass(g);                                                          /* with 1 AP left */
    expect(g, RF_DEC_ACTIVATE, RF_BLUE, -1);
    for (int l = GIB; l <= BLOOD; l += 2) {
        activate(g, l);
        pass(g);
    }
    activate(g, WRAITH);                                              /* round 2 */
    assert_int_equal(g->ap, 2);
    rf_game_free(before);
    rf_game_free(g);
}

/* The basic actions: Move 2, Interact and Move 1, Shoot, Use and Move 1,
 * Melee Attack and Move 1, Destroy 2 and Move 1 — each 1 AP; Respawn only
 * when eliminated. covers: ACT-8 ACT-5 RESP-1 */
static void test_ACT_8_basic_actions_offered_one_AP_each(void **state)
{
    (void)state;
    const spot s[2] = { { "Bangalore", RF_RED, 1, 0 }, { "Gibraltar", RF_BLUE, 9, 0 } };
    rf_game *g = game(tu_crossroads(), s, 2, 10);
    full_ammo(g, 0);
    in_best_range(g, 0, 1, 0);
    activate(g, 0);
    assert_int_equal(actions(g), BASIC | A(ACT_SHOOT) | A(ACT_END));  /* no Respawn */
    static const char *const names[ACT_RESPAWN] = {
        "Move 2", "Interact and Move 1", "Shoot", "Use and Move 1", "Melee Attack and Move 1",
        "Destroy 2 and Move 1",
    };
    for (int a = 0; a < ACT_RESPAWN; a++) {
        assert_true(label_offered(g, engine_code(OPT_ACTION, a, 0), names[a]));
        rf_game *c = rf_game_clone(g);
        act(c, a);
        switch (a) {
        case ACT_MOVE2: move_to(c, 1, 2); expect_at(c, 0, 1, 2); break;    /* 2 spaces */
        case ACT_SHOOT:
            tu_choose(c, engine_code(OPT_TARGET, 1, 0));
            tu_choose(c, engine_code(OPT_WEAPON, 0, 0));
            break;
        default: tu_choose(c, engine_code(OPT_PART, PART_DONE, 0)); break;
        }
        expect(c, RF_DEC_ACTION, RF_RED, 0);
        assert_int_equal(c->ap, 1);
        rf_game_free(c);
    }
    tu_refused(g, engine_code(OPT_ACTION, ACT_RESPAWN, 0));
    /* Move 2 reaches 2 spaces, not 3 (open ground) */
    act(g, ACT_MOVE2);
    assert_true(tu_offered(g, cell_code(OPT_MOVE_TO, 3, 2)));
    assert_false(tu_offered(g, cell_code(OPT_MOVE_TO, 1, 3)));
    rf_game_free(g);
}

/* The same basic action twice in one activation. covers: ACT-9 */
static void test_ACT_9_same_action_twice(void **state)
{
    (void)state;
    const spot s[2] = { { "Bangalore", RF_RED, 7, 1 }, { "Gibraltar", RF_BLUE, 7, 14 } };
    rf_game *g = game(tu_crossroads(), s, 2, 11);
    activate(g, 0);
    rf_game *start = rf_game_clone(g);
    act(g, ACT_MOVE2);
    move_to(g, 9, 1);
    assert_true(actions(g) & A(ACT_MOVE2));
    act(g, ACT_MOVE2);
    move_to(g, 11, 1);
    expect_at(g, 0, 11, 1);
    static const int combined[4] = { ACT_INTERACT_MOVE1, ACT_USE_MOVE1, ACT_MELEE_MOVE1,
                                     ACT_DESTROY2_MOVE1 };
    for (int i = 0; i < 4; i++) {
        rf_game *c = rf_game_clone(start);
        for (int k = 0; k < 2; k++) {
            assert_true(actions(c) & A(combined[i]));
            act(c, combined[i]);
            tu_choose(c, engine_code(OPT_PART, PART_MOVE, 0));
            move_to(c, 6 - k, 1);
            tu_choose(c, engine_code(OPT_PART, PART_DONE, 0));
        }
        expect_at(c, 0, 5, 1);
        expect(c, RF_DEC_ACTIVATE, RF_BLUE, -1);                      /* 2 AP spent */
        rf_game_free(c);
    }
    rf_game_free(start);
    rf_game_free(g);
}

/* At most one Shoot per activation, even with AP, ammo and a target left;
 * the next activation may shoot again. covers: ACT-10 SHOOT-1 ELIM-1 */
static void test_ACT_10_one_shoot_per_activation(void **state)
{
    (void)state;
    const spot s[2] = { { "Bangalore", RF_RED, 1, 0 }, { "Gibraltar", RF_BLUE, 9, 0 } };
    rf_game *g = game(tu_crossroads(), s, 2, 12);
    full_ammo(g, 0);
    in_best_range(g, 0, 1, 0);
    aim_sorted(g, false);                                             /* low cards: it lives */
    activate(g, 0);
    shoot(g, 0, 1, 0);
    assert_true(g->legend[1].on_map);                                 /* health above 0 */
    assert_true(g->legend[1].vitals.health > 0);
    expect(g, RF_DEC_ACTION, RF_RED, 0);
    assert_int_equal(g->ap, 1);
    assert_true(legend_sees(g, 0, 1));
    assert_true(g->legend[0].ammo[0] > 0 && g->legend[0].ammo[1] > 0);
    assert_int_equal(actions(g), BASIC | A(ACT_END));
    tu_refused(g, engine_code(OPT_ACTION, ACT_SHOOT, 0));
    act(g, ACT_MOVE2);                                                /* the AP is still good */
    move_to(g, 1, 0);
    expect(g, RF_DEC_ACTIVATE, RF_BLUE, -1);
    activate(g, 1);
    pass(g);
    activate(g, 0);                                                   /* round 2 */
    assert_true(actions(g) & A(ACT_SHOOT));
    rf_game_free(g);
}

/* A combined action's parts in any order, any of them: "Use and Move 1" is
 * instructions joined by "and", so any, some or all, in any order (PREC-6).
 * covers: ACT-11 PREC-6 */
static void test_ACT_11_parts_in_any_order(void **state)
{
    (void)state;
    const spot s[2] = { { "Bangalore", RF_RED, 1, 1 }, { "Gibraltar", RF_BLUE, 14, 15 } };
    rf_game *base = game(tu_crossroads(), s, 2, 13);
    int p = give(base, 0, 3, "syringe");
    set_vitals(base, 0, 20, 5);
    activate(base, 0);
    act(base, ACT_USE_MOVE1);
    expect(base, RF_DEC_ACTION, RF_RED, 0);
    assert_true(tu_offered(base, engine_code(OPT_PART, PART_MAIN, 0)));
    assert_true(tu_offered(base, engine_code(OPT_PART, PART_MOVE, 0)));
    assert_true(tu_offered(base, engine_code(OPT_PART, PART_DONE, 0)));
    assert_int_equal(count_kind(base, OPT_ACTION), 0);
    for (int order = 0; order < 4; order++) {   /* move+use, use+move, move only, use only */
        rf_game *g = rf_game_clone(base);
        bool moves = order != 3, uses = order != 2, move_first = order == 0 || order == 2;
        for (int step = 0; step < 2; step++) {
            bool move_now = step == 0 ? move_first : !move_first;
            if (move_now && moves) {
                tu_choose(g, engine_code(OPT_PART, PART_MOVE, 0));
                expect(g, RF_DEC_MOVE, RF_RED, 0);
                /* Move 1: the space itself and the 8 around it on open ground */
                assert_int_equal(count_kind(g, OPT_MOVE_TO), 9);
                assert_false(tu_offered(g, cell_code(OPT_MOVE_TO, 3, 1)));
                move_to(g, 2, 2);
                if (step == 0) {
                    assert_false(tu_offered(g, engine_code(OPT_PART, PART_MOVE, 0)));   /* once */
                    assert_true(tu_offered(g, engine_code(OPT_PART, PART_MAIN, 0)));
                }
            } else if (!move_now && uses) {
                tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
                expect(g, RF_DEC_USE, RF_RED, 0);
                tu_choose(g, engine_code(OPT_USE_ITEM, 3, 0));
                if (step == 0) {
                    assert_false(tu_offered(g, engine_code(OPT_PART, PART_MAIN, 0)));
                    assert_true(tu_offered(g, engine_code(OPT_PART, PART_MOVE, 0)));
                }
            }
        }
        if (!moves || !uses) tu_choose(g, engine_code(OPT_PART, PART_DONE, 0));
        expect(g, RF_DEC_ACTION, RF_RED, 0);
        assert_true(count_kind(g, OPT_ACTION) > 0);                   /* back in the activation */
        assert_int_equal(g->ap, 1);                                   /* one action, 1 AP */
        if (moves) expect_at(g, 0, 2, 2);
        else expect_at(g, 0, 1, 1);
        assert_int_equal(g->piece[p].where, uses ? RF_REMOVED : RF_IN_PACK);
        assert_true(uses ? g->legend[0].vitals.health > 20 : g->legend[0].vitals.health == 20);
        rf_game_free(g);
    }
    rf_game_free(base);
}

/* Free loot handling on the loot yard: pick up from the own space and the
 * adjacent ones (not across the wall, not from the roof, not from 2
 * away), before an action, between actions and after the last AP; no AP
 * spent. covers: ACT-17 LOOT-8 ACT-5 ACT-6 */
static void test_ACT_17_pick_up_own_and_adjacent_spaces(void **state)
{
    (void)state;
    const spot s[2] = { { "Lifeline", RF_RED, 2, 2 }, { "Bloodhound", RF_BLUE, 7, 7 } };
    rf_game *g = game(loot_yard(), s, 2, 14);
    static const int near[5][2] = { { 2, 2 }, { 2, 1 }, { 1, 1 }, { 1, 2 }, { 2, 3 } };
    static const int far[4][2] = { { 3, 2 }, { 1, 3 }, { 4, 2 }, { 2, 4 } };  /* wall, roof, 2, 2 */
    int pn[5], pf[4];
    for (int i = 0; i < 5; i++) pn[i] = token_at(g, "syringe", near[i][0], near[i][1]);
    for (int i = 0; i < 4; i++) pf[i] = token_at(g, "shield_cell", far[i][0], far[i][1]);
    activate(g, 0);
    assert_int_equal(count_kind(g, OPT_LOOT_PICK), 5);
    for (int i = 0; i < 5; i++) assert_true(tu_offered(g, engine_code(OPT_LOOT_PICK, 0, pn[i])));
    for (int i = 0; i < 4; i++) tu_refused(g, engine_code(OPT_LOOT_PICK, 0, pf[i]));
    /* before any action: two of them, for no AP */
    for (int i = 0; i < 2; i++) {
        tu_choose(g, engine_code(OPT_LOOT_PICK, 0, pn[i]));
        expect(g, RF_DEC_LOOT, RF_RED, 0);                            /* LOOT-4 */
        choose_label(g, "put it in the backpack");
        assert_int_equal(g->piece[pn[i]].where, RF_IN_PACK);
    }
    expect(g, RF_DEC_ACTION, RF_RED, 0);
    assert_int_equal(g->ap, 2);
    act(g, ACT_MOVE2);                                                /* stays put */
    move_to(g, 2, 2);
    tu_choose(g, engine_code(OPT_LOOT_PICK, 0, pn[2]));                      /* between actions */
    choose_label(g, "put it in the backpack");
    assert_int_equal(g->ap, 1);
    act(g, ACT_MOVE2);
    move_to(g, 2, 2);
    /* ACT-17: after the last AP, still free loot handling; ACT-6: no
     * action that costs AP */
    expect(g, RF_DEC_ACTION, RF_RED, 0);
    assert_int_equal(g->ap, 0);
    assert_int_equal(actions(g), A(ACT_END));
    tu_refused(g, engine_code(OPT_ACTION, ACT_MOVE2, 0));
    tu_refused(g, engine_code(OPT_ACTION, ACT_USE_MOVE1, 0));
    tu_choose(g, engine_code(OPT_LOOT_PICK, 0, pn[3]));
    choose_label(g, "put it in the backpack");
    int slot = -1;
    for (int k = 0; k < RF_BACKPACK; k++)
        if (g->legend[0].pack[k] == pn[0]) slot = k;
    assert_true(slot >= 0);
    tu_choose(g, engine_code(OPT_LOOT_DROP, slot, geo_cell_index(geo_cell_make(1, 1))));
    assert_int_equal(g->piece[pn[0]].where, RF_ON_MAP);
    assert_int_equal(g->piece[pn[0]].at, geo_cell_index(geo_cell_make(1, 1)));
    assert_int_equal(g->ap, 0);
    pass(g);
    expect(g, RF_DEC_ACTIVATE, RF_BLUE, -1);
    rf_game_free(g);
}

/* Dropping: onto the own space and neighbouring ones (same level or lower,
 * no obstacle between), any number, for no AP. covers: ACT-17 */
static void test_ACT_17_drop_on_own_and_neighbouring_spaces(void **state)
{
    (void)state;
    const spot s[2] = { { "Lifeline", RF_RED, 2, 2 }, { "Bloodhound", RF_BLUE, 7, 7 } };
    rf_game *g = game(loot_yard(), s, 2, 15);
    int a = give(g, 0, 0, "syringe"), b = give(g, 0, 1, "shield_cell");
    activate(g, 0);
    static const int yes[5][2] = { { 2, 2 }, { 2, 1 }, { 1, 1 }, { 1, 2 }, { 2, 3 } };
    for (int i = 0; i < 5; i++)
        assert_true(tu_offered(g, engine_code(OPT_LOOT_DROP, 0, geo_cell_index(geo_cell_make(yes[i][0], yes[i][1])))));
    tu_refused(g, engine_code(OPT_LOOT_DROP, 0, geo_cell_index(geo_cell_make(3, 2))));   /* wall */
    tu_refused(g, engine_code(OPT_LOOT_DROP, 0, geo_cell_index(geo_cell_make(1, 3))));   /* higher */
    tu_refused(g, engine_code(OPT_LOOT_DROP, 0, geo_cell_index(geo_cell_make(4, 2))));   /* 2 away */
    tu_choose(g, engine_code(OPT_LOOT_DROP, 0, geo_cell_index(geo_cell_make(2, 2))));
    tu_choose(g, engine_code(OPT_LOOT_DROP, 1, geo_cell_index(geo_cell_make(2, 3))));
    assert_int_equal(g->piece[a].at, geo_cell_index(geo_cell_make(2, 2)));
    assert_int_equal(g->piece[b].at, geo_cell_index(geo_cell_make(2, 3)));
    assert_int_equal(g->ap, 2);
    expect(g, RF_DEC_ACTION, RF_RED, 0);
    rf_game_free(g);

    /* on the roof: lower spaces are neighbouring (drop), not adjacent (pick) */
    const spot r[2] = { { "Lifeline", RF_RED, 1, 3 }, { "Bloodhound", RF_BLUE, 7, 7 } };
    g = game(loot_yard(), r, 2, 16);
    give(g, 0, 0, "syringe");
    int low = token_at(g, "shield_cell", 2, 3), roof = token_at(g, "shield_cell", 0, 4);
    activate(g, 0);
    assert_true(tu_offered(g, engine_code(OPT_LOOT_DROP, 0, geo_cell_index(geo_cell_make(2, 3)))));
    assert_true(tu_offered(g, engine_code(OPT_LOOT_DROP, 0, geo_cell_index(geo_cell_make(2, 2)))));
    assert_true(tu_offered(g, engine_code(OPT_LOOT_DROP, 0, geo_cell_index(geo_cell_make(0, 4)))));
    assert_true(tu_offered(g, engine_code(OPT_LOOT_PICK, 0, roof)));
    tu_refused(g, engine_code(OPT_LOOT_PICK, 0, low));
    rf_game_free(g);
}

/* ACT-18, ACT-19, ACT-20 and the order of turns, refereed over random
 * games: outside its activation a legend is never given a decision (only
 * the pushed legend's player places it, PUSH-4); an eliminated legend is
 * asked only for its own Respawn; one that starts its activation
 * eliminated must respawn first; at most 2 AP actions and one Shoot per
 * activation. */
typedef struct referee {
    int nsquad[2];
    int k;                  /* activation decisions so far */
    unsigned done;          /* legends activated this round */
    int active;
    bool must_respawn;      /* began its activation eliminated, not yet back */
    int ap_actions, shots;
    int bystanders_off;     /* decisions taken while another legend was off the map */
    int must_respawn_seen;
} referee;

static void referee_check(const rf_game *g, referee *r)
{
    rf_decision d;
    int kind = pending(g, &d);
    unsigned codes[RF_MAX_OPTIONS];
    int n = codes_of(g, codes);
    assert_true(n > 0);
    if (kind == RF_DEC_ACTIVATE) {
        int per = r->nsquad[0] + r->nsquad[1], at = r->k % per;
        int squad = at < r->nsquad[RF_RED] ? RF_RED : RF_BLUE;          /* ROUND-2, TURN-4 */
        if (at == 0) r->done = 0;
        assert_int_equal(d.seat, squad);
        assert_int_equal(g->round, r->k / per + 1);
        unsigned want = 0, got = 0;
        for (int l = 0; l < g->nlegends; l++)
            if (g->legend[l].squad == squad && !(r->done & (1u << l))) want |= 1u << l;
        for (int i = 0; i < n; i++) {
            assert_int_equal(engine_code_kind(codes[i]), OPT_ACTIVATE);
            got |= 1u << engine_code_a(codes[i]);
        }
        assert_int_equal(got, want);                                    /* ACT-1, TURN-1 */
        r->active = -1;
        return;
    }
    assert_true(r->active >= 0);
    for (int l = 0; l < g->nlegends; l++)
        if (l != r->active && !g->legend[l].on_map) r->bystanders_off++;
    if (kind == RF_DEC_PUSH) {                              /* PUSH-4: placing, not acting */
        assert_true(legend_enemies(g, d.legend, r->active));
        assert_true(g->legend[d.legend].on_map);
        assert_int_equal(d.seat, g->legend[d.legend].squad);
        return;
    }
    assert_int_equal(d.legend, r->active);                             /* ACT-18, ACT-19 */
    assert_int_equal(d.seat, g->legend[r->active].squad);
    if (!g->legend[r->active].on_map) {                                /* ELIM-4, RESP-2 */
        assert_true(kind == RF_DEC_ACTION || kind == RF_DEC_RESPAWN);
        for (int i = 0; kind == RF_DEC_ACTION && i < n; i++) {
            assert_int_equal(engine_code_kind(codes[i]), OPT_ACTION);
            int a = engine_code_a(codes[i]);
            assert_true(a == ACT_RESPAWN || (a == ACT_END && !r->must_respawn));   /* ACT-20 */
        }
        if (r->must_respawn && kind == RF_DEC_ACTION) r->must_respawn_seen++;
    }
}

static void referee_note(const rf_game *g, referee *r, unsigned code)
{
    int kind = engine_code_kind(code), a = engine_code_a(code);
    if (kind == OPT_ACTIVATE) {
        r->k++;
        r->done |= 1u << a;
        r->active = a;
        r->must_respawn = !g->legend[a].on_map;
        r->ap_actions = r->shots = 0;
    } else if (kind == OPT_ACTION && a != ACT_END) {
        assert_true(++r->ap_actions <= 2);                              /* ACT-3 */
        if (a == ACT_SHOOT) assert_true(++r->shots <= 1);               /* ACT-10 */
    } else if (kind == OPT_RESPAWN_AT) {
        r->must_respawn = false;
    }
}

/* covers: ACT-18 ACT-19 ACT-20 ACT-1 ACT-3 ACT-10 TURN-1 ROUND-2 ELIM-4 RESP-2 */
static void test_ACT_18_only_the_active_legend_decides(void **state)
{
    (void)state;
    /* close together, weak and armed with grenades: eliminations are common */
    const spot s[4] = { { "Gibraltar", RF_BLUE, 7, 8 }, { "Bangalore", RF_RED, 7, 7 },
                        { "Bloodhound", RF_BLUE, 8, 8 }, { "Wraith", RF_RED, 8, 7 } };
    int bystanders = 0, respawns_first = 0, eliminations = 0;
    for (unsigned long long seed = 1; seed <= 30; seed++) {
        rf_game *g = game(tu_crossroads(), s, 4, seed);
        for (int l = 0; l < 4; l++) {
            set_vitals(g, l, 6, 0);
            give(g, l, 0, "frag_grenade");
        }
        referee r;
        memset(&r, 0, sizeof r);
        r.nsquad[RF_RED] = r.nsquad[RF_BLUE] = 2;
        r.active = -1;
        rf_bot *bot = rf_bot_new("random", seed);
        int steps = 0;
        while (!rf_game_over(g, NULL) && steps++ < 20000) {
            referee_check(g, &r);
            unsigned c = rf_bot_choose(bot, g);
            tu_choose(g, c);
            referee_note(g, &r, c);
        }
        assert_true(rf_game_over(g, NULL));
        bystanders += r.bystanders_off;
        respawns_first += r.must_respawn_seen;
        eliminations += g->vp[0] + g->vp[1];
        rf_bot_free(bot);
        rf_game_free(g);
    }
    print_message("refereed: %d eliminations, %d decisions with another legend off the map, "
                  "%d activations begun eliminated\n", eliminations, bystanders, respawns_first);
    assert_true(eliminations > 0 && bystanders > 0 && respawns_first > 0);
}

/* ======================================================================
 * RESP
 * ==================================================================== */

/* Red legend 0 is off the map before its activation (eliminated in an
 * earlier round). */
static void eliminated_before(rf_game *g, int l)
{
    g->legend[l].on_map = false;
    tu_check(g);
}

/* An eliminated legend's activation: Respawn first, nothing else (no pass,
 * no loot); Respawn costs 1 AP, and it is never offered on the map.
 * covers: ACT-20 RESP-1 RESP-2 ELIM-4 ACT-8 */
static void test_ACT_20_respawn_first(void **state)
{
    (void)state;
    const spot s[3] = { { "Bangalore", RF_RED, 7, 1 }, { "Wraith", RF_RED, 8, 1 },
                        { "Gibraltar", RF_BLUE, 7, 14 } };
    rf_game *g = game(tu_crossroads(), s, 3, 17);
    give(g, 0, 0, "syringe");
    token_at(g, "shield_cell", 7, 1);                      /* where it fell */
    eliminated_before(g, 0);
    activate(g, 1);                                        /* on the map: no Respawn */
    assert_false(actions(g) & A(ACT_RESPAWN));
    tu_refused(g, engine_code(OPT_ACTION, ACT_RESPAWN, 0));
    pass(g);
    activate(g, 0);
    expect(g, RF_DEC_ACTION, RF_RED, 0);
    unsigned codes[RF_MAX_OPTIONS];
    assert_int_equal(codes_of(g, codes), 1);
    assert_int_equal(codes[0], engine_code(OPT_ACTION, ACT_RESPAWN, 0));
    tu_refused(g, engine_code(OPT_ACTION, ACT_END, 0));           /* may not pass */
    tu_refused(g, engine_code(OPT_ACTION, ACT_MOVE2, 0));
    tu_refused(g, engine_code(OPT_ACTION, ACT_USE_MOVE1, 0));
    tu_refused(g, engine_code(OPT_LOOT_DROP, 0, geo_cell_index(geo_cell_make(7, 1))));
    act(g, ACT_RESPAWN);
    expect(g, RF_DEC_RESPAWN, RF_RED, 0);
    assert_true(codes_of(g, codes) > 0);
    geo_cell at = geo_cell_at(engine_code_b(codes[0]));
    tu_choose(g, codes[0]);
    expect_at(g, 0, at.x, at.y);
    assert_int_equal(g->ap, 1);                            /* RESP-1: 1 AP */
    rf_game_free(g);
}

/* Collect the spaces offered for a respawn as a bit set over a 12 x 12
 * board (bit y * 12 + x). */
typedef struct cells { uint64_t w[3]; } cells;

static void cells_add(cells *s, int x, int y) { s->w[(y * 12 + x) / 64] |= 1ull << ((y * 12 + x) % 64); }

static cells respawn_offer(rf_game *g, int l)
{
    activate(g, l);
    act(g, ACT_RESPAWN);
    expect(g, RF_DEC_RESPAWN, g->legend[l].squad, l);
    cells got;
    memset(&got, 0, sizeof got);
    unsigned codes[RF_MAX_OPTIONS];
    int n = codes_of(g, codes);
    for (int i = 0; i < n; i++) {
        assert_int_equal(engine_code_kind(codes[i]), OPT_RESPAWN_AT);
        geo_cell c = geo_cell_at(engine_code_b(codes[i]));
        assert_true(c.x >= 0 && c.x < 12 && c.y >= 0 && c.y < 12);
        cells_add(&got, c.x, c.y);
    }
    return got;
}

/* The free spaces around the given beacons of the beacon yard (open
 * ground: every space at range 1 is adjacent, ADJ-2). */
static cells around(const rf_game *g, const int *beacons, int n)
{
    cells want;
    memset(&want, 0, sizeof want);
    for (int i = 0; i < n; i++)
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
                int x = beacon_x[beacons[i]] + dx, y = beacon_y[beacons[i]] + dy;
                if ((!dx && !dy) || x < 0 || y < 0 || x >= 12 || y >= 12) continue;
                bool taken = false;
                for (int l = 0; l < g->nlegends; l++)
                    taken |= g->legend[l].on_map && g->legend[l].pos.x == x && g->legend[l].pos.y == y;
                if (!taken) cells_add(&want, x, y);
            }
    return want;
}

static int ncells(const cells *s)
{
    return __builtin_popcountll(s->w[0]) + __builtin_popcountll(s->w[1]) +
           __builtin_popcountll(s->w[2]);
}

static void expect_cells(const cells *got, const cells *want, int count)
{
    assert_int_equal(ncells(want), count);
    assert_int_equal(ncells(got), count);
    assert_memory_equal(got, want, sizeof *got);
}

/* Next to the beacon closest to a squadmate (DIST), on a free space.
 * Squadmate on 9,4: beacon B (8,2) at 2, C at 5, D at 7, A at 9. An enemy
 * stands on 9,3 next to B. covers: RESP-4 */
static void test_RESP_4_beacon_closest_to_a_squadmate(void **state)
{
    (void)state;
    const spot s[4] = { { "Lifeline", RF_RED, 5, 5 }, { "Pathfinder", RF_RED, 9, 4 },
                        { "Wraith", RF_BLUE, 9, 3 }, { "Gibraltar", RF_BLUE, 1, 11 } };
    rf_game *g = game(beacon_yard(), s, 4, 18);
    eliminated_before(g, 0);
    cells got = respawn_offer(g, 0);
    const int b[1] = { BEACON_B };
    cells want = around(g, b, 1);
    expect_cells(&got, &want, 7);
    tu_refused(g, cell_code(OPT_RESPAWN_AT, 9, 3));           /* occupied */
    tu_refused(g, cell_code(OPT_RESPAWN_AT, 5, 10));          /* next to C */
    tu_refused(g, cell_code(OPT_RESPAWN_AT, 9, 5));           /* next to the squadmate only */
    tu_choose(g, cell_code(OPT_RESPAWN_AT, 7, 1));
    expect_at(g, 0, 7, 1);
    rf_game_free(g);
}

/* Equally close beacons: the player chooses among them. Squadmate on 8,6:
 * B (8,2) and C (4,9) both at distance 4 (DIST-2: diagonal steps count 1),
 * D at 5, A at 8. covers: RESP-4 DIST-2 */
static void test_RESP_4_equally_close_beacons_choice(void **state)
{
    (void)state;
    const spot s[3] = { { "Lifeline", RF_RED, 5, 5 }, { "Pathfinder", RF_RED, 8, 6 },
                        { "Gibraltar", RF_BLUE, 0, 11 } };
    rf_game *g = game(beacon_yard(), s, 3, 19);
    eliminated_before(g, 0);
    cells got = respawn_offer(g, 0);
    const int b[2] = { BEACON_B, BEACON_C };
    cells want = around(g, b, 2);
    expect_cells(&got, &want, 16);
    tu_refused(g, cell_code(OPT_RESPAWN_AT, 10, 10));         /* next to D */
    tu_choose(g, cell_code(OPT_RESPAWN_AT, 3, 10));           /* either beacon may be chosen */
    expect_at(g, 0, 3, 10);
    rf_game_free(g);
}

/* No squadmate on the map (none, or eliminated too): any beacon.
 * covers: RESP-4 */
static void test_RESP_4_no_squadmate_any_beacon(void **state)
{
    (void)state;
    const int all[4] = { BEACON_A, BEACON_B, BEACON_C, BEACON_D };
    const spot one[2] = { { "Lifeline", RF_RED, 5, 5 }, { "Gibraltar", RF_BLUE, 6, 6 } };
    rf_game *g = game(beacon_yard(), one, 2, 20);
    eliminated_before(g, 0);
    cells got = respawn_offer(g, 0);
    cells want = around(g, all, 4);
    expect_cells(&got, &want, 22);
    tu_choose(g, cell_code(OPT_RESPAWN_AT, 1, 1));
    expect_at(g, 0, 1, 1);
    rf_game_free(g);

    const spot two[3] = { { "Lifeline", RF_RED, 5, 5 }, { "Pathfinder", RF_RED, 9, 4 },
                          { "Gibraltar", RF_BLUE, 6, 6 } };
    g = game(beacon_yard(), two, 3, 21);
    eliminated_before(g, 0);
    eliminated_before(g, 1);
    got = respawn_offer(g, 0);
    want = around(g, all, 4);
    expect_cells(&got, &want, 22);
    rf_game_free(g);
}

/* The closest beacon has no free space around it: the next closest
 * (ruling R-RESP-4). Squadmate on 9,10: D (11,11) at 2, its 3 spaces taken
 * by enemies; then C (4,9) at 5. covers: RESP-4 */
static void test_RESP_4_full_beacon_passed_over(void **state)
{
    (void)state;
    const spot s[5] = { { "Lifeline", RF_RED, 5, 5 }, { "Pathfinder", RF_RED, 9, 10 },
                        { "Wraith", RF_BLUE, 10, 10 }, { "Gibraltar", RF_BLUE, 11, 10 },
                        { "Loba", RF_BLUE, 10, 11 } };
    rf_game *g = game(beacon_yard(), s, 5, 22);
    eliminated_before(g, 0);
    cells got = respawn_offer(g, 0);
    const int c[1] = { BEACON_C };
    cells want = around(g, c, 1);
    expect_cells(&got, &want, 8);
    rf_game_free(g);
}

/* Eliminated during its own activation (by its own grenade, GRENADE-7)
 * with 1 AP left: it may respawn at once or leave it for its next
 * activation, where it must. With no AP left it respawns next time.
 * covers: RESP-3 ACT-20 ELIM-1 ELIM-4 */
static void test_RESP_3_eliminated_in_own_activation(void **state)
{
    (void)state;
    /* Wraith, far away, keeps one elimination from winning at once (BR-5) */
    const spot s[3] = { { "Bangalore", RF_RED, 1, 1 }, { "Gibraltar", RF_BLUE, 14, 15 },
                        { "Wraith", RF_RED, 14, 1 } };
    const int back[2] = { GEO_W, NONE };
    for (int variant = 0; variant < 3; variant++) {   /* at once, later, with no AP left */
        rf_game *g = game(tu_crossroads(), s, 3, 23);
        give(g, 0, 0, "frag_grenade");
        set_vitals(g, 0, 5, 0);
        activate(g, 0);
        if (variant == 2) {
            act(g, ACT_MOVE2);
            move_to(g, 1, 1);
        }
        act(g, ACT_USE_MOVE1);
        tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
        tu_choose(g, engine_code(OPT_USE_ITEM, 0, 0));
        stack_arrows(g, back, 2);
        tu_choose(g, engine_code(OPT_USE_AT, 0, geo_cell_index(geo_cell_make(3, 1))));  /* lands on 2,1 */
        assert_false(g->legend[0].on_map);                                        /* 10 on 5 */
        assert_int_equal(g->vp[RF_BLUE], 1);
        if (variant == 2) {
            expect(g, RF_DEC_ACTIVATE, RF_RED, -1);        /* no AP: nothing now */
        } else {
            expect(g, RF_DEC_ACTION, RF_RED, 0);
            assert_int_equal(actions(g), A(ACT_RESPAWN) | A(ACT_END));
            assert_int_equal(count_kind(g, OPT_ACTION), nopts(g));
            if (variant == 0) {
                act(g, ACT_RESPAWN);
                expect(g, RF_DEC_RESPAWN, RF_RED, 0);
                unsigned codes[RF_MAX_OPTIONS];
                assert_true(codes_of(g, codes) > 0);
                tu_choose(g, codes[0]);
                assert_true(g->legend[0].on_map);
                expect(g, RF_DEC_ACTIVATE, RF_RED, -1);    /* both AP spent */
                rf_game_free(g);
                continue;
            }
            pass(g);
            expect(g, RF_DEC_ACTIVATE, RF_RED, -1);
        }
        activate(g, 2);
        pass(g);
        activate(g, 1);
        pass(g);
        activate(g, 0);                                    /* round 2: Respawn first */
        assert_int_equal(actions(g), A(ACT_RESPAWN));
        tu_refused(g, engine_code(OPT_ACTION, ACT_END, 0));
        rf_game_free(g);
    }
}

/* After respawning, the remaining AP are spent normally (a Shoot at an
 * enemy in sight, a Move...). covers: RESP-5 ACT-20 */
static void test_RESP_5_remaining_AP_after_respawn(void **state)
{
    (void)state;
    const spot s[3] = { { "Lifeline", RF_RED, 5, 5 }, { "Pathfinder", RF_RED, 9, 4 },
                        { "Gibraltar", RF_BLUE, 3, 3 } };
    rf_game *g = game(beacon_yard(), s, 3, 24);
    full_ammo(g, 0);
    eliminated_before(g, 0);
    respawn_offer(g, 0);
    tu_choose(g, cell_code(OPT_RESPAWN_AT, 7, 3));
    expect(g, RF_DEC_ACTION, RF_RED, 0);
    assert_int_equal(g->ap, 1);
    assert_true(legend_sees(g, 0, 2));
    assert_int_equal(actions(g), BASIC | A(ACT_SHOOT) | A(ACT_END));
    act(g, ACT_MOVE2);
    move_to(g, 6, 5);
    expect_at(g, 0, 6, 5);
    expect(g, RF_DEC_ACTIVATE, RF_RED, -1);                /* Octane's turn now */
    rf_game_free(g);
}

/* ======================================================================
 * ELIM
 * ==================================================================== */

/* A Shoot brings health to 0: the legend leaves the map at once, its
 * knockdown shield is active again, shield 20 (under a 30-or-more body
 * shield too) and health 40, the enemy squad takes a death box as a VP; it
 * keeps its weapons, ammo, gear and backpack (ruling R-ELIM-2); it cannot
 * act until it respawns. covers: ELIM-1 ELIM-2 ELIM-3 ELIM-4 */
static void test_ELIM_2_shot_off_the_map(void **state)
{
    (void)state;
    const spot s[3] = { { "Bangalore", RF_RED, 1, 0 }, { "Gibraltar", RF_BLUE, 9, 0 },
                        { "Bloodhound", RF_BLUE, 14, 15 } };
    rf_game *g = game(tu_crossroads(), s, 3, 25);
    full_ammo(g, 0);
    in_best_range(g, 0, 1, 0);
    aim_sorted(g, true);                                   /* the 75 first: a hit */
    int body = equip(g, 1, "body_shield_epic");
    int ko = equip(g, 1, "knockdown_rare");
    g->piece[ko].exhausted = 1;                            /* spent in an earlier shot */
    g->legend[1].vitals.ko_exhausted = true;
    int item = give(g, 1, 2, "syringe");
    g->legend[1].ammo[1] = 2;
    set_vitals(g, 1, 3, 0);
    assert_true(g->legend[1].vitals.shield_max > 20);
    rf_legend before = g->legend[1];
    geo_cell was = g->legend[1].pos;

    activate(g, 0);
    shoot(g, 0, 1, 0);
    const rf_legend *t = &g->legend[1];
    assert_false(t->on_map);                               /* ELIM-1, ELIM-2 (1) */
    assert_int_equal(g->piece[ko].exhausted, 0);           /* ELIM-2 (2) */
    assert_false(t->vitals.ko_exhausted);
    assert_int_equal(t->vitals.shield, 20);                /* ELIM-2 (3) */
    assert_int_equal(t->vitals.health, 40);
    assert_int_equal(g->vp[RF_RED], 1);                    /* ELIM-3 */
    assert_int_equal(g->vp[RF_BLUE], 0);
    assert_int_equal(t->death_boxes, 1);
    assert_memory_equal(t->weapon, before.weapon, sizeof t->weapon);   /* R-ELIM-2 */
    assert_memory_equal(t->ammo, before.ammo, sizeof t->ammo);
    assert_memory_equal(t->gear, before.gear, sizeof t->gear);
    assert_memory_equal(t->pack, before.pack, sizeof t->pack);
    assert_memory_equal(t->attach, before.attach, sizeof t->attach);
    assert_int_equal(g->piece[body].where, RF_ON_GEAR);
    assert_int_equal(g->piece[item].where, RF_IN_PACK);
    /* its space is free: the shooter, put next to it, may move onto it */
    expect(g, RF_DEC_ACTION, RF_RED, 0);
    g->legend[0].pos = geo_cell_make(was.x - 1, was.y);
    tu_check(g);
    act(g, ACT_MOVE2);
    move_to(g, was.x, was.y);
    expect_at(g, 0, was.x, was.y);
    /* ELIM-4: no action but Respawn in its own next activation */
    expect(g, RF_DEC_ACTIVATE, RF_BLUE, -1);
    activate(g, 1);
    assert_int_equal(actions(g), A(ACT_RESPAWN));
    assert_int_equal(nopts(g), 1);
    rf_game_free(g);
}

/* Every elimination gives the enemy one death box: a second one, a
 * second VP; then the enemy wins when that legend activates without
 * death boxes. covers: ELIM-3 BR-6 */
static void test_ELIM_3_each_elimination_a_victory_point(void **state)
{
    (void)state;
    /* Bloodhound, far away, keeps the eliminations from winning at once (BR-5) */
    const spot s[3] = { { "Bangalore", RF_RED, 1, 0 }, { "Gibraltar", RF_BLUE, 9, 0 },
                        { "Bloodhound", RF_BLUE, 14, 15 } };
    rf_game *g = game(tu_crossroads(), s, 3, 26);
    full_ammo(g, 0);
    for (int round = 1; round <= 2; round++) {
        in_best_range(g, 0, 1, 0);
        aim_sorted(g, true);
        set_vitals(g, 1, 2, 0);
        activate(g, 0);
        shoot(g, 0, 1, 0);
        assert_false(g->legend[1].on_map);
        assert_int_equal(g->vp[RF_RED], round);
        assert_int_equal(g->legend[1].death_boxes, 2 - round);
        pass(g);
        if (round == 2) {          /* BR-6: Gibraltar activates without death boxes, red has 2 VP */
            activate(g, 1);
            int winner;
            assert_true(rf_game_over(g, &winner));
            assert_int_equal(winner, RF_RED);
            break;
        }
        activate(g, 1);
        act(g, ACT_RESPAWN);
        unsigned codes[RF_MAX_OPTIONS];
        assert_true(codes_of(g, codes) > 0);
        tu_choose(g, codes[0]);
        pass(g);
        activate(g, 2);
        pass(g);
        g->legend[0].pos = geo_cell_make(1, 0);            /* back on row 0 for the next shot */
        tu_check(g);
    }
    rf_game_free(g);
}

/* GEAR-7: a legendary helmet grants the SPECIAL ACTION "Interact and Use"
 * for 1 AP in all (ACT-16): an Interact part and a Use part (not a Move 1),
 * in any order; it is no basic action, so Interact and Move 1 stays
 * available twice. Without the helmet it is not offered.
 * covers: GEAR-7 ACT-16 */
static void test_GEAR_7_legendary_helmet_interact_and_use(void **state)
{
    (void)state;
    const spot s[2] = { { "Bangalore", RF_RED, 1, 1 }, { "Gibraltar", RF_BLUE, 14, 15 } };
    rf_game *plain = game(tu_crossroads(), s, 2, 41);
    activate(plain, 0);
    assert_false(actions(plain) & A(ACT_INTERACT_USE));
    tu_refused(plain, engine_code(OPT_ACTION, ACT_INTERACT_USE, 0));
    rf_game_free(plain);

    rf_game *g = game(tu_crossroads(), s, 2, 41);
    int helmet = -1;                    /* legendary tokens wait in the box (LOOT-6) */
    for (int p = 0; p < g->npieces && helmet < 0; p++)
        if (g->piece[p].where == RF_IN_BOX &&
            strcmp(pieces_loot_of(g, p)->id, "helmet_legendary") == 0)
            helmet = p;
    assert_true(helmet >= 0);
    int old = pieces_gear_equip(g, 0, helmet);
    if (old >= 0) piece_remove(g, old);
    tu_check(g);
    give(g, 0, 0, "syringe");
    set_vitals(g, 0, 20, 0);
    activate(g, 0);
    assert_true(actions(g) & A(ACT_INTERACT_USE));
    act(g, ACT_INTERACT_USE);
    assert_int_equal(g->ap, 1);                                /* 1 AP for both parts */
    expect(g, RF_DEC_ACTION, RF_RED, 0);
    choose_label(g, "Use an item");                            /* the second part is a Use */
    expect(g, RF_DEC_USE, RF_RED, 0);
    tu_choose(g, engine_code(OPT_USE_ITEM, 0, 0));                    /* the syringe */
    assert_true(g->legend[0].vitals.health > 20);
    expect(g, RF_DEC_ACTION, RF_RED, 0);
    unsigned codes[RF_MAX_OPTIONS];
    int n = codes_of(g, codes);
    for (int i = 0; i < n; i++)                                /* no Move 1 in this action */
        assert_false(engine_code_kind(codes[i]) == OPT_PART && engine_code_a(codes[i]) == PART_MOVE);
    tu_choose(g, engine_code(OPT_PART, PART_DONE, 0));
    assert_true(actions(g) & A(ACT_INTERACT_MOVE1));          /* not a basic action (ACT-9) */
    assert_int_equal(g->basic_used[ACT_INTERACT_MOVE1], 0);
    rf_game_free(g);
}

/* The game ends at once when every enemy legend has lost a death box,
 * even in the middle of the shooter's activation; not before.
 * covers: BR-5 ROUND-4 */
static void test_BR_5_unique_eliminations_win_at_once(void **state)
{
    (void)state;
    const spot s[3] = { { "Bangalore", RF_RED, 1, 0 }, { "Gibraltar", RF_BLUE, 9, 0 },
                        { "Bloodhound", RF_BLUE, 14, 15 } };
    for (int earlier = 0; earlier <= 1; earlier++) {  /* Bloodhound eliminated before, or not */
        rf_game *g = game(tu_crossroads(), s, 3, 27);
        if (earlier) {
            g->legend[2].death_boxes = 1;
            g->vp[RF_RED] = 1;
        }
        full_ammo(g, 0);
        in_best_range(g, 0, 1, 0);
        aim_sorted(g, true);
        set_vitals(g, 1, 2, 0);
        activate(g, 0);
        shoot(g, 0, 1, 0);
        assert_false(g->legend[1].on_map);
        int winner = -2;
        assert_int_equal(rf_game_over(g, &winner), earlier);
        if (earlier) {
            assert_int_equal(winner, RF_RED);
            rf_decision d;
            assert_false(rf_pending(g, &d));                 /* ROUND-4: nothing more */
        } else {
            expect(g, RF_DEC_ACTION, RF_RED, 0);
        }
        rf_game_free(g);
    }
}

/* After the last round: more VP; else the healthiest legend that still
 * has both death boxes; else a draw. covers: BR-7 ROUND-5 */
static void test_BR_7_tiebreakers_after_the_last_round(void **state)
{
    (void)state;
    const spot s[4] = { { "Bangalore", RF_RED, 1, 0 }, { "Wraith", RF_RED, 3, 0 },
                        { "Gibraltar", RF_BLUE, 9, 0 }, { "Bloodhound", RF_BLUE, 14, 15 } };
    typedef struct tie {
        int boxes[4], health[4], want;
    } tie;
    static const tie cases[] = {
        { { 2, 2, 1, 2 }, { 40, 40, 40, 40 }, RF_RED },   /* (1) red has 1 VP */
        { { 2, 2, 2, 2 }, { 30, 20, 35, 10 }, RF_BLUE },  /* (2) Gibraltar 35 beats Bangalore 30 */
        { { 1, 2, 1, 2 }, { 40, 30, 40, 25 }, RF_RED },   /* (2) only full death boxes count */
        { { 2, 2, 2, 2 }, { 30, 20, 30, 10 }, -1 },       /* (3) equal health: a draw */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const tie *c = &cases[i];
        rf_game *g = game_rounds(tu_crossroads(), s, 4, 28, 1);
        for (int l = 0; l < 4; l++) {
            g->legend[l].death_boxes = (uint8_t)c->boxes[l];
            g->vp[g->legend[l].squad ^ 1] = (uint8_t)(g->vp[g->legend[l].squad ^ 1] + 2 - c->boxes[l]);
            set_vitals(g, l, c->health[l], 0);
        }
        for (int l = 0; l < 4; l++) {                       /* everybody passes round 1 */
            activate(g, l);
            pass(g);
        }
        int winner = -2;
        assert_true(rf_game_over(g, &winner));
        assert_int_equal(winner, c->want);
        rf_game_free(g);
    }
}

/* The reason the game ended, with BR-7's numbers, in the log's last line
 * and rf_game_end_reason (the terminal's "Why:"): each tiebreaker of the
 * cases above says what decided it. */
static void test_LOG_end_reason_BR_7_numbers(void **state)
{
    (void)state;
    const spot s[4] = { { "Bangalore", RF_RED, 1, 0 }, { "Wraith", RF_RED, 3, 0 },
                        { "Gibraltar", RF_BLUE, 9, 0 }, { "Bloodhound", RF_BLUE, 14, 15 } };
    typedef struct told {
        int boxes[4], health[4];
        const char *line;
    } told;
    static const told cases[] = {
        { { 2, 2, 1, 2 }, { 40, 40, 40, 40 },
          "The game ends, the red squad wins: after the last round the red squad has more VP, "
          "1 to 0 (BR-7 (1))." },
        { { 2, 2, 2, 2 }, { 30, 20, 35, 10 },
          "The game ends, the blue squad wins: after the last round VP are equal (0 to 0); of the "
          "legends with both death boxes Gibraltar has the most health, 35 (Bangalore has 30) "
          "(BR-7 (2))." },
        { { 1, 2, 1, 2 }, { 40, 30, 40, 25 },
          "Wraith has the most health, 30 (Bloodhound has 25) (BR-7 (2))." },
        { { 2, 2, 2, 2 }, { 30, 20, 30, 10 },
          "The game ends in a draw: after the last round VP are equal (0 to 0) and so is the "
          "health of the healthiest legends with both death boxes, Bangalore and Gibraltar, 30 "
          "each (BR-7 (3), ruling R-BR-7)." },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const told *c = &cases[i];
        rf_game *g = game_rounds(tu_crossroads(), s, 4, 28, 1);
        for (int l = 0; l < 4; l++) {
            g->legend[l].death_boxes = (uint8_t)c->boxes[l];
            g->vp[g->legend[l].squad ^ 1] = (uint8_t)(g->vp[g->legend[l].squad ^ 1] + 2 - c->boxes[l]);
            set_vitals(g, l, c->health[l], 0);
        }
        char why[240];
        assert_string_equal(rf_game_end_reason(g, why, sizeof why), "");   /* not over yet */
        tu_log_start(g);
        for (int l = 0; l < 4; l++) {
            activate(g, l);
            pass(g);
        }
        assert_true(rf_game_over(g, NULL));
        tu_log_expect(c->line);
        rf_game_end_reason(g, why, sizeof why);
        assert_non_null(strstr(tu_log_text(), why));
        rf_game_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ROUND_1_eight_rounds_red_then_blue),
        cmocka_unit_test(test_ROUND_5_result_after_the_last_round),
        cmocka_unit_test(test_TURN_1_each_legend_once_in_the_chosen_order),
        cmocka_unit_test(test_ACT_1_one_activation_at_a_time),
        cmocka_unit_test(test_TERM_9_one_player_several_legends),
        cmocka_unit_test(test_ACT_2_draft_card_face_down_when_done),
        cmocka_unit_test(test_ACT_3_two_action_points),
        cmocka_unit_test(test_ACT_4_one_action_resolved_at_a_time),
        cmocka_unit_test(test_ACT_7_pass),
        cmocka_unit_test(test_ACT_8_basic_actions_offered_one_AP_each),
        cmocka_unit_test(test_ACT_9_same_action_twice),
        cmocka_unit_test(test_ACT_10_one_shoot_per_activation),
        cmocka_unit_test(test_ACT_11_parts_in_any_order),
        cmocka_unit_test(test_ACT_17_pick_up_own_and_adjacent_spaces),
        cmocka_unit_test(test_ACT_17_drop_on_own_and_neighbouring_spaces),
        cmocka_unit_test(test_ACT_18_only_the_active_legend_decides),
        cmocka_unit_test(test_ACT_20_respawn_first),
        cmocka_unit_test(test_RESP_4_beacon_closest_to_a_squadmate),
        cmocka_unit_test(test_RESP_4_equally_close_beacons_choice),
        cmocka_unit_test(test_RESP_4_no_squadmate_any_beacon),
        cmocka_unit_test(test_RESP_4_full_beacon_passed_over),
        cmocka_unit_test(test_RESP_3_eliminated_in_own_activation),
        cmocka_unit_test(test_RESP_5_remaining_AP_after_respawn),
        cmocka_unit_test(test_ELIM_2_shot_off_the_map),
        cmocka_unit_test(test_ELIM_3_each_elimination_a_victory_point),
        cmocka_unit_test(test_GEAR_7_legendary_helmet_interact_and_use),
        cmocka_unit_test(test_BR_5_unique_eliminations_win_at_once),
        cmocka_unit_test(test_BR_7_tiebreakers_after_the_last_round),
        cmocka_unit_test(test_LOG_end_reason_BR_7_numbers),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
