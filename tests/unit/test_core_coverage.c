/*
 * test_core_coverage.c — core rules that had no test of their own: the
 * Move action's MP budget (MOVE-2, MOVE-3), Moves granted by cards (MOVE-4,
 * ACT-16), the order of a Shoot's steps (SHOOT-2) and the Aim cards drawn
 * for a grenade's landing (GRENADE-3). Checked through the engine's
 * decisions only: who is asked (rf_pending), what is offered (rf_options),
 * what a choice does (rf_choose), with rf_check after every step and
 * illegal choices refused with nothing changed (rf_game_hash). Positions,
 * hands, vitals, ammo, backpacks and the Aim deck order are staged in the
 * state directly before the first decision.
 *
 * The expectations come from the rules: distances are DIST-2
 * (max(|dx|, |dy|)), a step up onto a level-1 roof costs 2 MP (MOVE-16 +
 * MOVE-19), a frag grenade draws 2 Aim cards and a thermite grenade 1
 * (GRENADE-9, GRENADE-10), arrows move the token one space each in the
 * map's frame (GRENADE-4; n is y - 1).
 *
 * Not tested here because the engine does not have them: USE-2 (no card
 * or ability says "use an item"), ACT-15 (no weapon card grants an
 * action), ROUND-3 and ROUND-6 (the initiative track is kept as absolute
 * turns, not as a 4-space board re-used cyclically). TURN-3 (the items
 * below the initiative track) is tested in test_drops.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "data/loaders.h"
#include "rules/engine/engine.h"
#include "rules/cards/hand.h"
#include "rules/engine/legends.h"
#include "rules/engine/pieces.h"

enum { RED = 0, BLUE = 1 };
#define NONE (-1)

/* --- content and boards --- */

static const rf_content *content(void)
{
    static rf_content *c;
    if (!c) c = tu_content_plus("test_cards.json", NULL);
    return c;
}

/* Open ground, 12 x 12, respawn beacons in the two top corners, a 2x2
 * level-1 building (roof) on 0,5 … 1,6. */
static const rf_map *yard(void)
{
    static rf_map *m;
    if (!m) {
        static const char text[] =
            "{ \"name\": \"Core yard\", \"source\": \"test_core_coverage.c\", \"size\": [12, 12],\n"
            "  \"components\": [\n"
            "    { \"type\": \"respawn_beacon\", \"at\": [0, 0] },\n"
            "    { \"type\": \"respawn_beacon\", \"at\": [11, 0] },\n"
            "    { \"type\": \"building\", \"at\": [0, 5], \"size\": \"2x2\" } ] }\n";
        m = tu_map_text(content(), "core-yard.json", text);
    }
    return m;
}

static const rf_map *crossroads(void)
{
    static rf_map *m;
    if (!m) {
        rf_error err;
        if (rf_map_load(content(), "crossroads", &m, &err) != RF_OK) fail_msg("%s", err.message);
    }
    return m;
}

static bool on_roof(geo_cell c) { return c.x <= 1 && c.y >= 5 && c.y <= 6; }

/* --- games --- */

typedef tu_spot spot;

static rf_game *game_on(const rf_map *m, const spot *s, int n, unsigned long long seed)
{
    return tu_game(content(), m, s, n, seed);
}

/* --- cards --- */

static int card_def(const rf_game *g, const char *id)
{
    const rf_cards *cs = &g->content->cards;
    for (int i = 0; i < cs->n; i++)
        if (strcmp(cs->card[i].id, id) == 0) return i;
    fail_msg("no card '%s'", id);
    return -1;
}

static bool in_discard(const rf_game *g, int l, const char *id)
{
    int def = card_def(g, id);
    for (int i = 0; i < g->legend[l].discard_n; i++)
        if (g->legend[l].discard[i] == def) return true;
    return false;
}

/* Stage l's hand: exactly the named cards (NULL-terminated), taken from
 * its own deck; the rest of the deck face down, the discard pile empty. */
static void stage_hand(rf_game *g, int l, ...)
{
    rf_legend *lg = &g->legend[l];
    uint8_t pool[3 * RF_DECK_SIZE];
    int n = 0;
    for (int i = 0; i < lg->deck_n; i++) pool[n++] = lg->deck[i];
    for (int i = 0; i < lg->hand_n; i++) pool[n++] = lg->hand[i];
    for (int i = 0; i < lg->discard_n; i++) pool[n++] = lg->discard[i];
    lg->deck_n = lg->hand_n = lg->discard_n = 0;
    va_list ap;
    va_start(ap, l);
    for (const char *id; (id = va_arg(ap, const char *)) != NULL;) {
        int def = card_def(g, id), k = -1;
        for (int i = 0; i < n && k < 0; i++)
            if (pool[i] == def) k = i;
        if (k < 0) fail_msg("%s has no card '%s' in its deck", lg->name, id);
        hand_take(g, l, pool[k]);
        pool[k] = pool[--n];
    }
    va_end(ap);
    for (int i = 0; i < n; i++) lg->deck[lg->deck_n++] = pool[i];
    tu_check(g);
}

/* --- decisions --- */

static int options(const rf_game *g, rf_option *out)
{
    int n = rf_options(g, out, RF_MAX_OPTIONS);
    assert_true(n <= RF_MAX_OPTIONS);
    return n;
}

/* An illegal choice is not offered, is refused and changes nothing. */
static unsigned labelled(const rf_game *g, const char *prefix)
{
    static rf_option o[RF_MAX_OPTIONS];
    int n = options(g, o);
    for (int i = 0; i < n; i++)
        if (strncmp(o[i].label, prefix, strlen(prefix)) == 0) return o[i].code;
    return 0;
}

static void choose_label(rf_game *g, const char *prefix)
{
    unsigned code = labelled(g, prefix);
    if (!code) fail_msg("no option starting with '%s'", prefix);
    tu_choose(g, code);
}

static int count_kind(const rf_game *g, int kind)
{
    static rf_option o[RF_MAX_OPTIONS];
    int n = options(g, o), k = 0;
    for (int i = 0; i < n; i++) k += engine_code_kind(o[i].code) == kind;
    return k;
}

static rf_decision expect(const rf_game *g, int kind, int seat, int legend)
{
    rf_decision d;
    assert_true(rf_pending(g, &d));
    if (d.kind != kind) fail_msg("pending decision is kind %d (%s), not %d", d.kind, d.prompt, kind);
    assert_int_equal(d.seat, seat);
    if (legend >= 0) assert_int_equal(d.legend, legend);
    return d;
}

static void expect_reaction(const rf_game *g, int seat, int target, char when)
{
    rf_decision d = expect(g, RF_DEC_REACTION, seat, target);
    assert_non_null(strstr(d.prompt, when == 'b' ? "before firing" : "after firing"));
}

static void activate(rf_game *g, int l)
{
    tu_choose(g, engine_code(OPT_ACTIVATE, l, 0));
    expect(g, RF_DEC_ACTION, g->legend[l].seat, l);
}

static int distance(geo_cell a, geo_cell b)
{
    int dx = abs(a.x - b.x), dy = abs(a.y - b.y);
    return dx > dy ? dx : dy;                                  /* DIST-2 */
}

static unsigned move_to(int x, int y)
{
    return engine_code(OPT_MOVE_TO, 0, geo_cell_index(geo_cell_make(x, y)));
}

/* The farthest space (from l) the pending Move offers; -1 if none. */
static int farthest_move(const rf_game *g, int l)
{
    static rf_option o[RF_MAX_OPTIONS];
    int n = options(g, o), far = -1;
    for (int i = 0; i < n; i++)
        if (engine_code_kind(o[i].code) == OPT_MOVE_TO) {
            int d = distance(g->legend[l].pos, geo_cell_at(engine_code_b(o[i].code)));
            if (d > far) far = d;
        }
    return far;
}

/* How many roof spaces the pending Move offers. */
static int roof_offered(const rf_game *g)
{
    static rf_option o[RF_MAX_OPTIONS];
    int n = options(g, o), k = 0;
    for (int i = 0; i < n; i++)
        if (engine_code_kind(o[i].code) == OPT_MOVE_TO && on_roof(geo_cell_at(engine_code_b(o[i].code))))
            k++;
    return k;
}

/* A Move option at exactly distance d from l, on the ground. */
static unsigned move_at(const rf_game *g, int l, int d)
{
    static rf_option o[RF_MAX_OPTIONS];
    int n = options(g, o);
    for (int i = 0; i < n; i++) {
        geo_cell c = geo_cell_at(engine_code_b(o[i].code));
        if (engine_code_kind(o[i].code) == OPT_MOVE_TO && !on_roof(c) &&
            distance(g->legend[l].pos, c) == d)
            return o[i].code;
    }
    fail_msg("no Move option at distance %d", d);
    return 0;
}

/* Shield and health lost since the start (40 and 20). */
static int lost(const rf_game *g, int l)
{
    return 60 - g->legend[l].vitals.health - g->legend[l].vitals.shield;
}

/* ======================================================================
 * MOVE
 * ==================================================================== */

/* Red Wraith on 2,5 next to the roof (1,5 and 1,6, 2 MP each: 1 + 1 up);
 * blue Gibraltar far away. No cards. */
static rf_game *move_game(unsigned long long seed)
{
    const spot s[2] = { { "Wraith", RED, 2, 5, .deck = "" }, { "Gibraltar", BLUE, 10, 10, .deck = "" } };
    rf_game *g = game_on(yard(), s, 2, seed);
    activate(g, 0);
    return g;
}

/* Move 2: the legend may spend all, some or none of its 2 MP; what it
 * does not spend is gone when the action ends: there is no Move left to
 * continue, the AP is spent, and the next Move 2 has 2 MP again, not 2
 * plus the rest.
 * covers: MOVE-2 MOVE-1 */
static void test_MOVE_2_all_some_or_none_rest_lost(void **state)
{
    (void)state;
    /* None: stay where it is, 0 MP spent. */
    rf_game *g = move_game(1);
    tu_choose(g, engine_code(OPT_ACTION, ACT_MOVE2, 0));
    expect(g, RF_DEC_MOVE, RED, 0);
    assert_true(tu_offered(g, move_to(2, 5)));
    assert_int_equal(farthest_move(g, 0), 2);
    assert_int_equal(roof_offered(g), 2);                         /* 2 MP: up onto the roof */
    tu_choose(g, move_to(2, 5));
    assert_int_equal(g->legend[0].pos.x, 2);
    assert_int_equal(g->legend[0].pos.y, 5);
    expect(g, RF_DEC_ACTION, RED, 0);                             /* the action is over */
    assert_int_equal(g->ap, 1);
    tu_refused(g, move_to(3, 5));                                    /* no MP kept to move on */
    /* The next Move 2 has 2 MP, not 4. */
    tu_choose(g, engine_code(OPT_ACTION, ACT_MOVE2, 0));
    assert_int_equal(farthest_move(g, 0), 2);
    tu_refused(g, move_to(5, 5));
    rf_game_free(g);

    /* Some: 1 of 2 MP, to 3,5; the rest is lost. */
    g = move_game(2);
    tu_choose(g, engine_code(OPT_ACTION, ACT_MOVE2, 0));
    tu_choose(g, move_to(3, 5));
    assert_int_equal(g->legend[0].pos.x, 3);
    expect(g, RF_DEC_ACTION, RED, 0);
    assert_int_equal(g->ap, 1);
    tu_refused(g, move_to(4, 5));
    tu_choose(g, engine_code(OPT_ACTION, ACT_MOVE2, 0));
    expect(g, RF_DEC_MOVE, RED, 0);
    assert_int_equal(farthest_move(g, 0), 2);                     /* 2 MP, not 2 + 1 saved */
    assert_true(tu_offered(g, move_to(5, 5)));
    tu_refused(g, move_to(6, 5));
    assert_int_equal(roof_offered(g), 0);                         /* 3 MP to the roof from 3,5 */
    tu_choose(g, move_to(5, 5));
    assert_int_equal(g->ap, 0);
    rf_game_free(g);

    /* All: 2 of 2 MP, up onto the roof. */
    g = move_game(3);
    tu_choose(g, engine_code(OPT_ACTION, ACT_MOVE2, 0));
    tu_choose(g, move_to(1, 5));
    assert_int_equal(g->legend[0].pos.x, 1);
    assert_int_equal(g->legend[0].pos.y, 5);
    expect(g, RF_DEC_ACTION, RED, 0);
    assert_int_equal(g->ap, 1);
    rf_game_free(g);
}

/* Two Move 1 actions are not one Move 2: the step up onto the roof costs
 * 2 MP; "Interact and Move 1" twice (2 AP, 1 MP each) never gets Wraith
 * there, though she moves towards it in the first and stands next to it
 * for the second; a single Move 2 from either space does.
 * covers: MOVE-3 MOVE-2 ACT-9 */
static void test_MOVE_3_two_move1_not_merged(void **state)
{
    (void)state;
    rf_game *g = move_game(5);
    rf_game *move2 = rf_game_clone(g);

    tu_choose(g, engine_code(OPT_ACTION, ACT_INTERACT_MOVE1, 0));
    tu_choose(g, engine_code(OPT_PART, PART_MOVE, 0));
    expect(g, RF_DEC_MOVE, RED, 0);
    assert_int_equal(farthest_move(g, 0), 1);
    assert_int_equal(roof_offered(g), 0);
    tu_refused(g, move_to(1, 5));
    tu_refused(g, move_to(1, 6));
    tu_choose(g, move_to(2, 6));                                     /* next to 1,6 and 1,5 too */
    tu_choose(g, engine_code(OPT_PART, PART_DONE, 0));
    expect(g, RF_DEC_ACTION, RED, 0);
    assert_int_equal(g->ap, 1);

    rf_game *from26 = rf_game_clone(g);
    tu_choose(g, engine_code(OPT_ACTION, ACT_INTERACT_MOVE1, 0));
    tu_choose(g, engine_code(OPT_PART, PART_MOVE, 0));
    expect(g, RF_DEC_MOVE, RED, 0);
    assert_int_equal(farthest_move(g, 0), 1);                     /* 1 MP, no 1 carried over */
    assert_int_equal(roof_offered(g), 0);
    tu_refused(g, move_to(1, 5));
    tu_refused(g, move_to(1, 6));
    assert_true(tu_offered(g, move_to(2, 7)));
    tu_choose(g, move_to(2, 7));
    tu_choose(g, engine_code(OPT_PART, PART_DONE, 0));
    assert_int_equal(g->ap, 0);
    assert_false(on_roof(g->legend[0].pos));

    /* The same 2 MP in one Move 2 reach the roof, from 2,5 or from 2,6. */
    tu_choose(move2, engine_code(OPT_ACTION, ACT_MOVE2, 0));
    assert_int_equal(roof_offered(move2), 2);
    tu_choose(move2, move_to(1, 5));
    assert_true(on_roof(move2->legend[0].pos));
    tu_choose(from26, engine_code(OPT_ACTION, ACT_MOVE2, 0));
    assert_true(tu_offered(from26, move_to(1, 6)));
    tu_choose(from26, move_to(1, 6));
    assert_true(on_roof(from26->legend[0].pos));
    rf_game_free(from26);
    rf_game_free(move2);
    rf_game_free(g);
}

/* Cards grant Moves: Dash (SPECIAL ACTION 2 AP: Move 3) is offered with
 * exactly 2 AP and costs 2 AP, nothing more for the Move it includes; its
 * Move has 3 MP where the basic Move has 2. Sprint (FREE ACTION: Move 2)
 * is still offered and moves 2 with no AP left; basic actions are not.
 * The granted Move is a Move like any: all, some or none of its MP.
 * covers: MOVE-4 ACT-16 ACT-12 MOVE-1 */
static void test_MOVE_4_card_grants_a_move(void **state)
{
    (void)state;
    const spot s[2] = { { "Bangalore", RED, 5, 9, .deck = "test" }, { "Gibraltar", BLUE, 10, 1, .deck = "test" } };
    rf_game *g = game_on(yard(), s, 2, 7);
    stage_hand(g, 0, "t-dash", "t-sprint", NULL);
    stage_hand(g, 1, NULL);
    activate(g, 0);
    assert_int_equal(g->ap, 2);
    rf_game *basic = rf_game_clone(g);
    tu_choose(basic, engine_code(OPT_ACTION, ACT_MOVE2, 0));
    assert_int_equal(farthest_move(basic, 0), 2);
    rf_game_free(basic);
    /* Sprint first, with 2 AP: its Move 2 costs no AP either. */
    rf_game *sprint = rf_game_clone(g);
    choose_label(sprint, "play Sprint (free action)");
    expect(sprint, RF_DEC_MOVE, RED, 0);
    assert_int_equal(farthest_move(sprint, 0), 2);
    tu_choose(sprint, move_at(sprint, 0, 2));
    expect(sprint, RF_DEC_ACTION, RED, 0);
    assert_int_equal(sprint->ap, 2);
    assert_true(labelled(sprint, "play Dash (2 AP)") != 0);
    rf_game_free(sprint);

    assert_true(labelled(g, "play Dash (2 AP)") != 0);            /* 2 AP: Dash alone */
    geo_cell from = g->legend[0].pos;
    choose_label(g, "play Dash");
    expect(g, RF_DEC_MOVE, RED, 0);
    assert_int_equal(g->ap, 0);
    assert_true(in_discard(g, 0, "t-dash"));
    assert_int_equal(farthest_move(g, 0), 3);                     /* Move 3 */
    tu_refused(g, move_to(from.x - 4, from.y));
    tu_choose(g, move_at(g, 0, 3));
    assert_int_equal(distance(from, g->legend[0].pos), 3);
    expect(g, RF_DEC_ACTION, RED, 0);                             /* free card still to play */
    assert_int_equal(g->ap, 0);
    assert_int_equal(count_kind(g, OPT_ACTION), 1);               /* only "end the activation" */
    tu_refused(g, engine_code(OPT_ACTION, ACT_MOVE2, 0));

    from = g->legend[0].pos;
    choose_label(g, "play Sprint (free action)");
    expect(g, RF_DEC_MOVE, RED, 0);
    assert_int_equal(g->ap, 0);
    assert_int_equal(farthest_move(g, 0), 2);                     /* Move 2 */
    rf_game *some = rf_game_clone(g);
    tu_choose(g, move_at(g, 0, 2));
    assert_int_equal(distance(from, g->legend[0].pos), 2);
    tu_choose(some, move_at(some, 0, 0));                            /* MOVE-2 in a card's Move */
    assert_true(geo_cell_eq(some->legend[0].pos, from));
    /* Nothing left: the activation is over, the turn goes on. */
    assert_int_equal(g->legend[0].hand_n, 0);
    assert_true(g->legend[0].activated);
    assert_true(some->legend[0].activated);
    rf_game_free(some);
    rf_game_free(g);
}

/* ======================================================================
 * SHOOT
 * ==================================================================== */

/* The Shoot's steps in their order: (1a) target, then (1b) weapon with
 * 1 ammo spent, then (1d) the shooter's Enhanced card, then (2) the
 * target's Before-Firing reaction, then (3) fire: only now are the Aim
 * cards read and the damage dealt, with the HT of every card so far
 * (Focused Fire -5, Brace +10), then (4) the After-Firing reaction, and
 * only after it (5) the Aim deck is reset. A choice of a later step is
 * refused at an earlier one.
 * covers: SHOOT-2 SHOOT-5 SHOOT-8 SHOOT-9 SHOOT-10 SHOOT-11 SHOOT-12 */
static void test_SHOOT_2_steps_in_order(void **state)
{
    (void)state;
    const spot s[3] = { { "Bangalore", RED, 2, 9, .deck = "test" }, { "Gibraltar", BLUE, 3, 9, .deck = "test" },
                        { "Wraith", RED, 2, 11, .deck = "" } };
    rf_game *g = game_on(yard(), s, 3, 11);
    const rf_weapon_def *w = pieces_weapon_of(g, g->legend[0].weapon[0]);
    int d = w->range_lo > 0 ? w->range_lo : 1;
    g->legend[1].pos = geo_cell_make(2 + d, 9);                   /* best range: no modifier */
    for (int k = 0; k < RF_WEAPON_SLOTS; k++) g->legend[0].ammo[k] = 5;
    const rf_catalog *cat = &g->content->catalog;                  /* Aim deck: highest first */
    for (int i = 0; i < RF_AIM_DECK; i++)
        for (int j = i + 1; j < RF_AIM_DECK; j++)
            if (cat->aim[g->aim_deck[j]].value > cat->aim[g->aim_deck[i]].value) {
                int8_t t = g->aim_deck[i];
                g->aim_deck[i] = g->aim_deck[j];
                g->aim_deck[j] = t;
            }
    tu_check(g);
    stage_hand(g, 0, "t-focus", NULL);
    stage_hand(g, 1, "t-brace", "t-fall-back", NULL);
    int8_t deck[RF_AIM_DECK];
    memcpy(deck, g->aim_deck, sizeof deck);

    activate(g, 0);
    tu_choose(g, engine_code(OPT_ACTION, ACT_SHOOT, 0));
    /* 1a: the target first; nothing spent yet. */
    expect(g, RF_DEC_TARGET, RED, 0);
    assert_int_equal(g->legend[0].ammo[0], 5);
    tu_refused(g, engine_code(OPT_WEAPON, 0, 0));
    tu_choose(g, engine_code(OPT_TARGET, 1, 0));
    /* 1b: the weapon; the ammo goes when it is chosen. */
    expect(g, RF_DEC_WEAPON, RED, 0);
    assert_int_equal(g->legend[0].ammo[0], 5);
    tu_refused(g, engine_code(OPT_CARD, 0, 0));
    tu_choose(g, engine_code(OPT_WEAPON, 0, 0));
    assert_int_equal(g->legend[0].ammo[0], 4);
    /* 1d: the shooter's Enhanced card; not fired yet. */
    expect(g, RF_DEC_CARD, RED, 0);
    tu_refused(g, engine_code(OPT_REACT, 1, 0));                         /* Brace: not yet */
    assert_int_equal(lost(g, 1), 0);
    rf_game *plain = rf_game_clone(g);
    choose_label(g, "play Focused Fire");
    /* 2: the target's Before-Firing reaction; still not fired. */
    expect_reaction(g, BLUE, 1, 'b');
    assert_true(in_discard(g, 0, "t-focus"));
    assert_false(labelled(g, "Gibraltar plays Fall Back"));        /* After Firing: not yet */
    assert_int_equal(lost(g, 1), 0);
    assert_true(memcmp(g->aim_deck, deck, sizeof deck) == 0);
    choose_label(g, "Gibraltar plays Brace");
    /* 3 done: fired with both cards; 4: the After-Firing reaction. */
    expect_reaction(g, BLUE, 1, 'a');
    assert_int_equal(g->last.shooter, 0);
    assert_int_equal(g->last.target, 1);
    assert_true(g->last.hits > 0);
    assert_true(g->last.damage > 0);
    assert_int_equal(lost(g, 1), g->last.damage);
    assert_true(memcmp(g->aim_deck, deck, sizeof deck) == 0);    /* 5: not yet */
    choose_label(g, "Gibraltar plays Fall Back");
    expect(g, RF_DEC_MOVE, BLUE, 1);
    assert_true(memcmp(g->aim_deck, deck, sizeof deck) == 0);
    tu_choose(g, engine_code(OPT_MOVE_TO, 0, geo_cell_index(g->legend[1].pos)));
    /* 5: the Aim deck is reset when the Shoot is over. */
    expect(g, RF_DEC_ACTION, RED, 0);
    assert_false(memcmp(g->aim_deck, deck, sizeof deck) == 0);

    /* The same Shoot without the two cards: HT 5 lower (Brace +10,
     * Focused Fire -5 were both in before firing). */
    choose_label(plain, "no Enhanced Shoot card");
    expect_reaction(plain, BLUE, 1, 'b');
    choose_label(plain, "no more reactions");
    expect_reaction(plain, BLUE, 1, 'a');
    choose_label(plain, "no more reactions");
    expect(plain, RF_DEC_ACTION, RED, 0);
    assert_int_equal(g->last.ht, plain->last.ht + 10 - 5);
    rf_game_free(plain);
    rf_game_free(g);
}

/* ======================================================================
 * GRENADE
 * ==================================================================== */

/* Put a token of loot kind `id` from its bag into l's backpack slot. */
static void give(rf_game *g, int l, int slot, const char *id)
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
            return;
        }
    fail_msg("no %s left in its bag", id);
}

/* Aim cards with these arrows (NONE: no arrow) on top of the deck, in
 * this order. */
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

/* Bangalore (red, 1,0) throws the grenade in backpack slot 0 at x,y with
 * the given arrows on top of the Aim deck; Crossroads, rows 0 … 2 open. */
static rf_game *thrown(const char *grenade, const spot *s, int n, int x, int y,
                       const int *arrows, int narrows)
{
    rf_game *g = game_on(crossroads(), s, n, 13);
    give(g, 0, 0, grenade);
    stack_arrows(g, arrows, narrows);
    activate(g, 0);
    tu_choose(g, engine_code(OPT_ACTION, ACT_USE_MOVE1, 0));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    tu_choose(g, engine_code(OPT_USE_ITEM, 0, 0));
    tu_choose(g, engine_code(OPT_USE_AT, 0, geo_cell_index(geo_cell_make(x, y))));
    return g;
}

/* The landing space is found with as many Aim cards as the grenade states,
 * drawn from the top of the deck: a frag grenade draws 2, a thermite
 * grenade 1; the cards below them do not move the token.
 * Frag at 5,1 with arrows e, s, nw on top: 2 cards -> 6,2 (1 card would
 * give 6,1, 3 cards 5,1): Wraith on 6,2 takes the centre's 20; Gibraltar
 * (4,0) and Bloodhound (7,0) are outside the area around 6,2 (they would be
 * inside it around 5,1 and 6,1).
 * Thermite at 5,1 (the line along the row) with arrows s, e on top: 1 card
 * -> 5,2, the line 3..7 of row 2: Wraith on 3,2 takes 15; Gibraltar on 8,2
 * (inside the line only after 2 cards, 4..8) and Bloodhound on 5,1 (inside
 * it only with no card) take nothing.
 * covers: GRENADE-3 GRENADE-4 GRENADE-9 GRENADE-10 */
static void test_GRENADE_3_cards_drawn_per_grenade(void **state)
{
    (void)state;
    const int frag_arrows[3] = { GEO_E, GEO_S, GEO_NW };
    const spot fs[4] = { { "Bangalore", RED, 1, 0, .deck = "" }, { "Wraith", RED, 6, 2, .deck = "" },
                         { "Gibraltar", BLUE, 4, 0, .deck = "" }, { "Bloodhound", BLUE, 7, 0, .deck = "" } };
    rf_game *g = thrown("frag_grenade", fs, 4, 5, 1, frag_arrows, 3);
    assert_int_equal(lost(g, 1), 20);
    assert_int_equal(lost(g, 2), 0);
    assert_int_equal(lost(g, 3), 0);
    assert_int_equal(lost(g, 0), 0);
    rf_game_free(g);

    /* Control: no arrow on the top two cards, the third card's arrow (e)
     * is not drawn: the frag stays on 5,1. */
    const int still[3] = { NONE, NONE, GEO_E };
    g = thrown("frag_grenade", fs, 4, 5, 1, still, 3);
    assert_int_equal(lost(g, 1), 10);                  /* 6,2 next to the centre 5,1 */
    assert_int_equal(lost(g, 2), 10);                  /* 4,0 next to it */
    assert_int_equal(lost(g, 3), 0);                   /* 7,0: two spaces away */
    rf_game_free(g);

    const int thermite_arrows[2] = { GEO_S, GEO_E };
    const spot ts[4] = { { "Bangalore", RED, 1, 0, .deck = "" }, { "Wraith", RED, 3, 2, .deck = "" },
                         { "Gibraltar", BLUE, 8, 2, .deck = "" }, { "Bloodhound", BLUE, 5, 1, .deck = "" } };
    g = thrown("thermite_grenade", ts, 4, 5, 1, thermite_arrows, 2);
    assert_int_equal(lost(g, 1), 15);
    assert_int_equal(lost(g, 2), 0);
    assert_int_equal(lost(g, 3), 0);
    assert_int_equal(lost(g, 0), 0);
    rf_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_MOVE_2_all_some_or_none_rest_lost),
        cmocka_unit_test(test_MOVE_3_two_move1_not_merged),
        cmocka_unit_test(test_MOVE_4_card_grants_a_move),
        cmocka_unit_test(test_SHOOT_2_steps_in_order),
        cmocka_unit_test(test_GRENADE_3_cards_drawn_per_grenade),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
