/*
 * test_card_rules.c — the action-card rules (RULES.md CARD, ENHANCE, REACT,
 * INSTANT, RUSH) checked through the engine's decisions: who is asked
 * (rf_pending), what is offered (rf_options, by label and by code), what a
 * choice does (rf_choose), with rf_check after every step and illegal
 * choices refused with nothing changed (rf_game_hash).
 *
 * The cards are the test-only cards of tests/data/test_cards.json (decks
 * "test" and "test2", docs/cards.md). A game is set up on a small open
 * yard with two respawn beacons; hands, positions, vitals, ammo and the Aim
 * deck order are staged in the state directly, and rf_check is run after
 * staging. A staged hand is taken from the legend's own deck (the rest of
 * the deck stays face down), except where a test says otherwise.
 *
 * Not tested here: CARD-4, CARD-8, CARD-9 (the printed format of a card,
 * its label colours and the beta keyword glossary: not engine behaviour);
 * CARD-7 (no card effect grants a
 * Shoot action yet).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "data/loaders.h"
#include "rules/engine/engine.h"
#include "rules/cards/hand.h"
#include "rules/engine/pieces.h"

enum { RED = 0, BLUE = 1 };

/* --- content, board and games --- */

static const rf_content *cards_content(void)
{
    static rf_content *c;
    if (!c) c = tu_content_plus("test_cards.json", NULL);
    return c;
}

/* Open ground, 12 x 12, respawn beacons in the two top corners. */
static const rf_map *yard(void)
{
    static rf_map *m;
    if (!m) {
        static const char text[] =
            "{ \"name\": \"Card yard\", \"source\": \"test_card_rules.c\", \"size\": [12, 12],\n"
            "  \"components\": [\n"
            "    { \"type\": \"respawn_beacon\", \"at\": [0, 0] },\n"
            "    { \"type\": \"respawn_beacon\", \"at\": [11, 0] } ] }\n";
        m = tu_map_text(cards_content(), "card-yard.json", text);
    }
    return m;
}

typedef tu_spot spot;

static rf_game *game(const spot *s, int n, unsigned long long seed)
{
    return tu_game(cards_content(), yard(), s, n, seed);
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

static int index_in(const uint8_t *pile, int n, int def)
{
    for (int i = 0; i < n; i++)
        if (pile[i] == def) return i;
    return -1;
}

/* Position of card `id` in l's hand, -1 if it is not there. */
static int in_hand(const rf_game *g, int l, const char *id)
{
    return index_in(g->legend[l].hand, g->legend[l].hand_n, card_def(g, id));
}

static bool in_discard(const rf_game *g, int l, const char *id)
{
    return index_in(g->legend[l].discard, g->legend[l].discard_n, card_def(g, id)) >= 0;
}

/* Stage l's hand: exactly the named cards (NULL-terminated list), taken
 * from its own cards; every other card of its deck goes back face down,
 * the discard pile is empty. */
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
        int k = index_in(pool, n, card_def(g, id));
        if (k < 0) fail_msg("%s has no card '%s' in its deck", lg->name, id);
        hand_take(g, l, pool[k]);
        pool[k] = pool[--n];
    }
    va_end(ap);
    for (int i = 0; i < n; i++) lg->deck[lg->deck_n++] = pool[i];
    tu_check(g);
}

/* Card `id` of l's deck goes face up on its discard pile (as if played). */
static void to_discard(rf_game *g, int l, const char *id)
{
    rf_legend *lg = &g->legend[l];
    int k = index_in(lg->deck, lg->deck_n, card_def(g, id));
    if (k < 0) fail_msg("%s has no card '%s' in its deck", lg->name, id);
    lg->discard[lg->discard_n++] = lg->deck[k];
    lg->deck[k] = lg->deck[--lg->deck_n];
    tu_check(g);
}

/* --- staging --- */

static void vitals(rf_game *g, int l, int health, int shield)
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

/* The Aim deck sorted by printed value, highest on top (a Shoot hits) or
 * lowest on top (it misses). */
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

/* Put t on s's row, at the near end of the best range of s's first weapon
 * (at least 1 space away). */
static void in_range(rf_game *g, int s, int t)
{
    const rf_weapon_def *w = pieces_weapon_of(g, g->legend[s].weapon[0]);
    int d = w->range_lo > 0 ? w->range_lo : 1;
    g->legend[t].pos = geo_cell_make(g->legend[s].pos.x + d, g->legend[s].pos.y);
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
/* The code of the option whose label starts with prefix; 0 if none. */
static unsigned labelled(const rf_game *g, const char *prefix)
{
    static rf_option opts[RF_MAX_OPTIONS];
    int n = options(g, opts);
    for (int i = 0; i < n; i++)
        if (strncmp(opts[i].label, prefix, strlen(prefix)) == 0) return opts[i].code;
    return 0;
}

static bool offered_label(const rf_game *g, const char *prefix)
{
    return labelled(g, prefix) != 0;
}

static int count_kind(const rf_game *g, int kind)
{
    static rf_option opts[RF_MAX_OPTIONS];
    int n = options(g, opts), k = 0;
    for (int i = 0; i < n; i++) k += engine_code_kind(opts[i].code) == kind;
    return k;
}

static void choose_label(rf_game *g, const char *prefix)
{
    unsigned code = labelled(g, prefix);
    if (!code) fail_msg("no option starting with '%s'", prefix);
    tu_choose(g, code);
}

/* The pending decision is this kind, for this seat and legend (-1: any). */
static rf_decision expect(const rf_game *g, int kind, int seat, int legend)
{
    rf_decision d;
    assert_true(rf_pending(g, &d));
    if (d.kind != kind) fail_msg("pending decision is kind %d (%s), not %d", d.kind, d.prompt, kind);
    assert_int_equal(d.seat, seat);
    if (legend >= 0) assert_int_equal(d.legend, legend);
    return d;
}

/* A reaction window of the target's squad, before ('b') or after ('a')
 * firing. */
static void expect_reaction(const rf_game *g, int seat, int target, char when)
{
    rf_decision d = expect(g, RF_DEC_REACTION, seat, target);
    assert_non_null(strstr(d.prompt, when == 'b' ? "before firing" : "after firing"));
}

/* R-WINDOW-1: the window opens on what the shooter knows (the squad holds
 * cards and its decks have such reactions), here with nothing playable:
 * the pass is its only option, and passing plays nothing. */
static void pass_empty_window(rf_game *g, int seat, int target, char when)
{
    expect_reaction(g, seat, target, when);
    static rf_option o[RF_MAX_OPTIONS];
    assert_int_equal(options(g, o), 1);
    assert_int_equal(count_kind(g, OPT_REACT), 0);
    choose_label(g, "no more reactions");
}

static void activate(rf_game *g, int l)
{
    tu_choose(g, engine_code(OPT_ACTIVATE, l, 0));
    expect(g, RF_DEC_ACTION, g->legend[l].seat, l);
}

static void end_activation(rf_game *g)
{
    tu_choose(g, engine_code(OPT_ACTION, ACT_END, 0));
}

/* Every legend still to activate passes until the round changes. */
static void pass_round(rf_game *g)
{
    int round = g->round;
    rf_decision d;
    while (g->round == round && rf_pending(g, &d)) {
        if (d.kind == RF_DEC_ACTIVATE) {
            rf_option o[RF_MAX_OPTIONS];
            assert_true(options(g, o) > 0);
            tu_choose(g, o[0].code);
        } else if (d.kind == RF_DEC_ACTION) {
            end_activation(g);
        } else {
            fail_msg("unexpected decision while passing: %s", d.prompt);
        }
    }
}

/* s starts a Shoot at t with its first weapon. */
static void shoot(rf_game *g, int s, int t)
{
    tu_choose(g, engine_code(OPT_ACTION, ACT_SHOOT, 0));
    expect(g, RF_DEC_TARGET, g->legend[s].seat, s);
    tu_choose(g, engine_code(OPT_TARGET, t, 0));
    expect(g, RF_DEC_WEAPON, g->legend[s].seat, s);
    tu_choose(g, engine_code(OPT_WEAPON, 0, 0));
}

static int distance(geo_cell a, geo_cell b)
{
    int dx = abs(a.x - b.x), dy = abs(a.y - b.y);
    return dx > dy ? dx : dy;                                  /* DIST-2 */
}

/* The farthest space (from l) offered by the pending Move decision. */
static int farthest_move(const rf_game *g, int l)
{
    static rf_option opts[RF_MAX_OPTIONS];
    int n = options(g, opts), far = -1;
    for (int i = 0; i < n; i++)
        if (engine_code_kind(opts[i].code) == OPT_MOVE_TO) {
            int d = distance(g->legend[l].pos, geo_cell_at(engine_code_b(opts[i].code)));
            if (d > far) far = d;
        }
    return far;
}

/* A Move option at exactly distance d from l. */
static unsigned move_at(const rf_game *g, int l, int d)
{
    static rf_option opts[RF_MAX_OPTIONS];
    int n = options(g, opts);
    for (int i = 0; i < n; i++)
        if (engine_code_kind(opts[i].code) == OPT_MOVE_TO &&
            distance(g->legend[l].pos, geo_cell_at(engine_code_b(opts[i].code))) == d)
            return opts[i].code;
    fail_msg("no Move option at distance %d", d);
    return 0;
}

/* --- the standard fight: red Bangalore (0) shoots blue Gibraltar (2);
 * every hand empty, the Aim deck lowest first (the Shoot misses) --- */

enum { SHOOTER = 0, RED_MATE = 1, TARGET = 2, BLUE_MATE = 3 };

static rf_game *fight(unsigned long long seed)
{
    const spot s[4] = {
        { "Bangalore", RED, 2, 6, .deck = "test" }, { "Wraith", RED, 2, 9, .deck = "test" },
        { "Gibraltar", BLUE, 5, 6, .deck = "test" }, { "Bloodhound", BLUE, 6, 9, .deck = "test" },
    };
    rf_game *g = game(s, 4, seed);
    in_range(g, SHOOTER, TARGET);
    full_ammo(g, SHOOTER);
    full_ammo(g, RED_MATE);
    aim_sorted(g, false);                      /* misses unless a test wants hits */
    for (int l = 0; l < 4; l++) stage_hand(g, l, NULL);
    return g;
}

/* ======================================================================
 * CARD
 * ==================================================================== */

/* Set-up deals 3 cards from the legend's own shuffled deck; each
 * transition deals 1 more; an empty deck deals none; the hand has no limit.
 * covers: CARD-6 TRANS-3 STAGE2-3 */
static void test_CARD_6_draws(void **state)
{
    (void)state;
    const spot s[4] = {
        { "Bangalore", RED, 2, 6, .deck = "test2" }, { "Wraith", RED, 2, 9, .deck = "test" },
        { "Gibraltar", BLUE, 8, 6, .deck = "" }, { "Bloodhound", BLUE, 8, 9, .deck = "test" },
    };
    rf_game *g = game(s, 4, 5);
    const rf_cards *cs = &g->content->cards;
    const char *deck_of[4] = { "test2", "test", "", "test" };
    const int size[4] = { 5, 8, 0, 8 };
    for (int l = 0; l < 4; l++) {
        const rf_legend *lg = &g->legend[l];
        assert_int_equal(lg->hand_n, size[l] ? 3 : 0);               /* STAGE2-3 */
        assert_int_equal(lg->deck_n, size[l] ? size[l] - 3 : 0);
        assert_int_equal(lg->discard_n, 0);
        for (int i = 0; i < lg->hand_n; i++) {                       /* its own deck's cards */
            assert_string_equal(cs->card[lg->hand[i]].deck, deck_of[l]);
            for (int j = 0; j < i; j++) assert_int_not_equal(lg->hand[i], lg->hand[j]);
        }
    }
    /* Round after round: +1 card while the deck lasts (TRANS-3). */
    for (int round = 2; round <= 7; round++) {
        int top0 = g->legend[0].deck_n ? g->legend[0].deck[g->legend[0].deck_n - 1] : -1;
        pass_round(g);
        assert_int_equal(g->round, round);
        for (int l = 0; l < 4; l++) {
            int expect_hand = size[l] == 0 ? 0 : 3 + (round - 1);
            if (expect_hand > size[l]) expect_hand = size[l];        /* empty deck: no draw */
            assert_int_equal(g->legend[l].hand_n, expect_hand);
            assert_int_equal(g->legend[l].deck_n, size[l] - expect_hand);
        }
        if (top0 >= 0) {                                             /* from the top, */
            bool held = false;                  /* into the hand's order (hand.c) */
            for (int i = 0; i < g->legend[0].hand_n; i++) {
                held |= g->legend[0].hand[i] == top0;
                if (i) assert_true(g->legend[0].hand[i - 1] <= g->legend[0].hand[i]);
            }
            assert_true(held);
        }
    }
    assert_int_equal(g->legend[1].hand_n, 8);                        /* no hand limit */
    assert_int_equal(g->legend[0].hand_n, 5);
    rf_game_free(g);
}

/* A free action card costs no AP, a special action its printed AP (1 or
 * 2); one the legend cannot pay for is neither offered nor accepted. A
 * played card resolves and goes face up to its owner's discard pile.
 * covers: CARD-3 CARD-5 ACT-6 ACT-12 ACT-14 */
static void test_CARD_3_free_and_special_costs(void **state)
{
    (void)state;
    rf_game *g = fight(11);
    stage_hand(g, SHOOTER, "t-sprint", "t-patch", "t-dash", NULL);
    vitals(g, SHOOTER, 40, 5);
    activate(g, SHOOTER);
    assert_true(offered_label(g, "play Sprint (free action)"));
    assert_true(offered_label(g, "play Patch Up (1 AP)"));
    assert_true(offered_label(g, "play Dash (2 AP)"));
    assert_int_equal(count_kind(g, OPT_CARD), 3);

    choose_label(g, "play Patch Up");                                /* 1 AP */
    assert_int_equal(g->ap, 1);
    assert_int_equal(g->legend[SHOOTER].vitals.shield, 15);          /* resolved as printed */
    assert_int_equal(g->legend[SHOOTER].hand_n, 2);
    assert_true(in_discard(g, SHOOTER, "t-patch"));
    assert_int_equal(in_hand(g, SHOOTER, "t-patch"), -1);
    expect(g, RF_DEC_ACTION, RED, SHOOTER);

    assert_false(offered_label(g, "play Dash"));                     /* ACT-6: 2 AP > 1 left */
    tu_refused(g, engine_code(OPT_CARD, in_hand(g, SHOOTER, "t-dash"), 0));
    assert_true(offered_label(g, "play Sprint"));

    geo_cell from = g->legend[SHOOTER].pos;
    choose_label(g, "play Sprint");                                  /* free: Move 2 */
    assert_int_equal(g->ap, 1);
    expect(g, RF_DEC_MOVE, RED, SHOOTER);
    assert_int_equal(farthest_move(g, SHOOTER), 2);
    assert_true(in_discard(g, SHOOTER, "t-sprint"));
    tu_choose(g, move_at(g, SHOOTER, 2));
    assert_int_equal(distance(from, g->legend[SHOOTER].pos), 2);
    expect(g, RF_DEC_ACTION, RED, SHOOTER);
    assert_int_equal(g->ap, 1);
    assert_int_equal(g->legend[SHOOTER].hand_n, 1);
    assert_int_equal(g->legend[SHOOTER].discard_n, 2);
    rf_game_free(g);
}

/* A card's draw effect takes what the deck still has, and no more.
 * covers: CARD-6 CARD-5 CARD-3 */
static void test_CARD_6_draw_effect_stops_at_empty_deck(void **state)
{
    (void)state;
    const spot s[4] = {
        { "Bangalore", RED, 2, 6, .deck = "test2" }, { "Wraith", RED, 2, 9, .deck = "" },
        { "Gibraltar", BLUE, 8, 6, .deck = "" }, { "Bloodhound", BLUE, 8, 9, .deck = "" },
    };
    rf_game *g = game(s, 4, 7);
    stage_hand(g, 0, "t2-scout", NULL);                 /* Scout Ahead: draw 2 */
    rf_legend *lg = &g->legend[0];
    assert_int_equal(lg->deck_n, 4);
    while (lg->deck_n > 1) lg->discard[lg->discard_n++] = lg->deck[--lg->deck_n];
    tu_check(g);
    int last = lg->deck[0];
    activate(g, 0);
    choose_label(g, "play Scout Ahead (free action)");
    assert_int_equal(g->ap, 2);
    assert_int_equal(lg->deck_n, 0);
    assert_int_equal(lg->hand_n, 1);                    /* 1 drawn, not 2 */
    assert_int_equal(lg->hand[0], last);
    assert_int_equal(lg->discard_n, 4);
    assert_true(in_discard(g, 0, "t2-scout"));
    rf_game_free(g);
}

/* Free, special and Enhanced cards only in the legend's own activation:
 * the target of an enemy's Shoot holding only such cards is never asked,
 * and its hand stays as it is; reactions, Enhanced and instant cards are
 * never offered as an action of the legend's own activation.
 * covers: CARD-2 ACT-18 REACT-1 ENHANCE-1 INSTANT-1 */
static void test_CARD_2_own_activation_only(void **state)
{
    (void)state;
    rf_game *g = fight(13);
    stage_hand(g, TARGET, "t-sprint", "t-patch", "t-focus", NULL);
    stage_hand(g, BLUE_MATE, "t-dash", NULL);
    stage_hand(g, SHOOTER, "t-brace", "t-cover-me", "t-fall-back", "t-field-aid", "t-focus", NULL);
    activate(g, SHOOTER);
    assert_int_equal(count_kind(g, OPT_CARD), 0);           /* no free or special card held */
    for (int i = 0; i < g->legend[SHOOTER].hand_n; i++) tu_refused(g, engine_code(OPT_CARD, i, 0));
    stage_hand(g, SHOOTER, NULL);                           /* no Enhanced window in this Shoot */
    shoot(g, SHOOTER, TARGET);
    /* The target's squad holds cards, so it is asked (R-WINDOW-1), but none
     * of them may be played: only the pass, before and after firing. */
    pass_empty_window(g, BLUE, TARGET, 'b');
    pass_empty_window(g, BLUE, TARGET, 'a');
    expect(g, RF_DEC_ACTION, RED, SHOOTER);
    assert_int_equal(g->last.shooter, SHOOTER);
    assert_int_equal(g->last.target, TARGET);
    assert_int_equal(g->legend[TARGET].hand_n, 3);
    assert_int_equal(g->legend[TARGET].discard_n, 0);
    assert_int_equal(g->legend[BLUE_MATE].hand_n, 1);
    rf_game_free(g);

    /* An instant (here a squad-Respawn one) is no action of its own. */
    const spot s[4] = {
        { "Bangalore", RED, 2, 6, .deck = "test2" }, { "Wraith", RED, 2, 9, .deck = "" },
        { "Gibraltar", BLUE, 8, 6, .deck = "" }, { "Bloodhound", BLUE, 8, 9, .deck = "" },
    };
    g = game(s, 4, 13);
    stage_hand(g, 0, "t2-guardian", "t2-duck", "t2-steady", NULL);
    activate(g, 0);
    assert_int_equal(count_kind(g, OPT_CARD), 0);
    tu_refused(g, engine_code(OPT_CARD, 0, 0));
    tu_refused(g, engine_code(OPT_CARD, 1, 0));
    tu_refused(g, engine_code(OPT_CARD, 2, 0));
    rf_game_free(g);
}

/* A legend off the map uses no card: its activation offers only the
 * Respawn (no card action, no Rush); back on the map, its cards are
 * offered again.
 * covers: CARD-1 ACT-21 ELIM-4 RESP-2 */
static void test_CARD_1_only_on_the_map(void **state)
{
    (void)state;
    rf_game *g = fight(17);
    stage_hand(g, SHOOTER, "t-sprint", "t-patch", NULL);
    g->legend[SHOOTER].on_map = false;
    tu_check(g);
    activate(g, SHOOTER);
    rf_option o[RF_MAX_OPTIONS];
    assert_int_equal(options(g, o), 1);
    assert_int_equal(o[0].code, engine_code(OPT_ACTION, ACT_RESPAWN, 0));
    tu_refused(g, engine_code(OPT_CARD, 0, 0));
    tu_refused(g, engine_code(OPT_CARD, 1, 0));
    tu_refused(g, engine_code(OPT_RUSH, 0, 0));
    tu_choose(g, engine_code(OPT_ACTION, ACT_RESPAWN, 0));
    expect(g, RF_DEC_RESPAWN, RED, SHOOTER);
    assert_true(options(g, o) > 0);
    tu_choose(g, o[0].code);
    assert_true(g->legend[SHOOTER].on_map);
    expect(g, RF_DEC_ACTION, RED, SHOOTER);
    assert_true(offered_label(g, "play Sprint (free action)"));
    assert_true(offered_label(g, "play Patch Up (1 AP)"));
    assert_true(offered_label(g, "Rush: discard Sprint"));
    rf_game_free(g);
}

/* ======================================================================
 * ENHANCE
 * ==================================================================== */

/* An Enhanced card is played only with the legend's own Shoot, at step 1d:
 * after the target and the weapon (the ammo is spent), before the target's
 * Before-Firing reactions; it strengthens that Shoot (HT -5, +2 damage per
 * hit) and then lies on the discard pile.
 * covers: ENHANCE-1 ENHANCE-4 SHOOT-8 CARD-2 CARD-5 */
static void test_ENHANCE_1_4_with_own_shoot_at_step_1d(void **state)
{
    (void)state;
    rf_game *g = fight(19);
    aim_sorted(g, true);
    stage_hand(g, SHOOTER, "t-focus", "t-sprint", NULL);
    stage_hand(g, TARGET, "t-brace", NULL);
    activate(g, SHOOTER);
    assert_false(offered_label(g, "play Focused Fire"));      /* not an action on its own */
    tu_refused(g, engine_code(OPT_CARD, in_hand(g, SHOOTER, "t-focus"), 0));
    assert_true(offered_label(g, "play Sprint"));
    int ammo = g->legend[SHOOTER].ammo[0];
    shoot(g, SHOOTER, TARGET);
    assert_int_equal(g->legend[SHOOTER].ammo[0], ammo - 1);  /* 1b done */
    /* 1d: the shooter's seat, though the target holds a Before-Firing card. */
    expect(g, RF_DEC_CARD, RED, SHOOTER);
    assert_true(offered_label(g, "play Focused Fire"));
    assert_true(offered_label(g, "no Enhanced Shoot card"));
    assert_int_equal(count_kind(g, OPT_CARD), 1);             /* the free Sprint is not offered */
    tu_refused(g, engine_code(OPT_CARD, in_hand(g, SHOOTER, "t-sprint"), 0));
    tu_refused(g, engine_code(OPT_RUSH, 0, 0));

    rf_game *plain = rf_game_clone(g);
    choose_label(g, "play Focused Fire");
    assert_true(in_discard(g, SHOOTER, "t-focus"));
    assert_int_equal(g->legend[SHOOTER].hand_n, 1);
    expect_reaction(g, BLUE, TARGET, 'b');                    /* then step 2 */
    choose_label(g, "no more reactions");
    pass_empty_window(g, BLUE, TARGET, 'a');                  /* Brace is no After card */
    expect(g, RF_DEC_ACTION, RED, SHOOTER);

    choose_label(plain, "no Enhanced Shoot card");
    assert_int_equal(plain->legend[SHOOTER].hand_n, 2);
    expect_reaction(plain, BLUE, TARGET, 'b');
    choose_label(plain, "no more reactions");
    pass_empty_window(plain, BLUE, TARGET, 'a');
    expect(plain, RF_DEC_ACTION, RED, SHOOTER);

    assert_int_equal(g->last.ht, plain->last.ht - 5);
    assert_true(plain->last.hits > 0);
    assert_int_equal(g->last.hits, plain->last.hits);
    assert_int_equal(g->last.damage, plain->last.damage + 2 * plain->last.hits);
    rf_game_free(plain);
    rf_game_free(g);
}

/* One Enhanced card per Shoot: with two in hand, after one is played (or
 * the chance declined) no other is offered in that Shoot; the next Shoot,
 * in a later activation, may have one again. The shooter holds deck test2
 * (Steady Aim) and, staged, Focused Fire of deck test: the test decks have
 * one Enhanced card each.
 * covers: ENHANCE-2 SHOOT-8 */
static void test_ENHANCE_2_one_card_per_shoot(void **state)
{
    (void)state;
    const spot s[4] = {
        { "Bangalore", RED, 2, 6, .deck = "test2" }, { "Wraith", RED, 2, 9, .deck = "" },
        { "Gibraltar", BLUE, 5, 6, .deck = "" }, { "Bloodhound", BLUE, 6, 9, .deck = "" },
    };
    rf_game *g = game(s, 4, 23);
    in_range(g, 0, 2);
    full_ammo(g, 0);
    stage_hand(g, 0, "t2-steady", NULL);
    rf_legend *lg = &g->legend[0];
    hand_take(g, 0, card_def(g, "t-focus"));
    tu_check(g);
    activate(g, 0);
    shoot(g, 0, 2);
    expect(g, RF_DEC_CARD, RED, 0);
    assert_int_equal(count_kind(g, OPT_CARD), 2);
    rf_game *declined = rf_game_clone(g);
    unsigned steady = labelled(g, "play Steady Aim");
    unsigned focus = labelled(g, "play Focused Fire");
    assert_true(steady && focus);
    tu_choose(g, steady);
    /* No second Enhanced window: the Shoot went on without asking. */
    expect(g, RF_DEC_ACTION, RED, 0);
    assert_int_equal(in_hand(g, 0, "t-focus"), 0);
    assert_int_equal(lg->hand_n, 1);
    tu_refused(g, focus);

    choose_label(declined, "no Enhanced Shoot card");
    expect(declined, RF_DEC_ACTION, RED, 0);                  /* declined: no second chance */
    assert_int_equal(declined->legend[0].hand_n, 2);
    rf_game_free(declined);

    /* The next Shoot may be enhanced again. */
    end_activation(g);
    pass_round(g);
    assert_int_equal(g->round, 2);
    assert_int_equal(lg->hand_n, 2);                           /* + 1 drawn */
    full_ammo(g, 0);
    activate(g, 0);
    shoot(g, 0, 2);
    expect(g, RF_DEC_CARD, RED, 0);
    assert_true(offered_label(g, "play Focused Fire"));
    choose_label(g, "play Focused Fire");
    assert_true(in_discard(g, 0, "t-focus"));
    rf_game_free(g);
}

/* An instant "play as Enhanced Shoot" (the test-only Snap Focus of
 * tests/data/test_cards_enhance.json, event enhanced_shoot) is no action on
 * its own; it is offered at step 1d of its holder's own Shoot beside the
 * Enhanced cards, strengthens that Shoot (HT -5), and counts toward the
 * limit of one Enhanced card: once it is played, Focused Fire in the same
 * hand is not offered in that Shoot.
 * covers: ENHANCE-3 ENHANCE-2 ENHANCE-1 */
static void test_ENHANCE_3_instant_played_as_enhanced_shoot(void **state)
{
    (void)state;
    static rf_content *c;
    if (!c) {
        rf_error err;
        c = tu_content_plus("test_cards.json", NULL);
        assert_int_equal(rf_content_add_cards(c, RF_TEST_DIR "/data/test_cards_enhance.json",
                                              &err), RF_OK);
    }
    const spot s[4] = {
        { "Bangalore", RED, 2, 6, .deck = "enhance-test" }, { "Wraith", RED, 2, 9, .deck = "" },
        { "Gibraltar", BLUE, 5, 6, .deck = "" }, { "Bloodhound", BLUE, 6, 9, .deck = "" },
    };
    rf_game *g = tu_game(c, yard(), s, 4, 29);
    in_range(g, 0, 2);
    full_ammo(g, 0);
    stage_hand(g, 0, "t5-snap-focus", NULL);
    rf_legend *lg = &g->legend[0];
    hand_take(g, 0, card_def(g, "t-focus"));
    tu_check(g);
    activate(g, 0);
    assert_false(offered_label(g, "play Snap Focus"));        /* not an action on its own */
    tu_refused(g, engine_code(OPT_CARD, in_hand(g, 0, "t5-snap-focus"), 0));
    shoot(g, 0, 2);
    expect(g, RF_DEC_CARD, RED, 0);
    assert_int_equal(count_kind(g, OPT_CARD), 2);
    unsigned snap = labelled(g, "play Snap Focus"), focus = labelled(g, "play Focused Fire");
    assert_true(snap && focus);
    rf_game *plain = rf_game_clone(g);
    tu_choose(g, snap);
    expect(g, RF_DEC_ACTION, RED, 0);                         /* no second Enhanced window */
    assert_true(in_discard(g, 0, "t5-snap-focus"));
    assert_int_equal(lg->hand_n, 1);
    assert_int_equal(in_hand(g, 0, "t-focus"), 0);
    tu_refused(g, focus);
    choose_label(plain, "no Enhanced Shoot card");
    expect(plain, RF_DEC_ACTION, RED, 0);
    assert_int_equal(g->last.ht, plain->last.ht - 5);         /* ENHANCE-1: it strengthened it */
    rf_game_free(plain);
    rf_game_free(g);
}

/* ======================================================================
 * REACT
 * ==================================================================== */

/* Only the target's squad reacts, asked by the target's seat; the target
 * may play any reaction of the step, a squadmate only one with "Squad";
 * Before-Firing cards only before firing, After-Firing ones only after.
 * covers: REACT-1 REACT-2 REACT-3 REACT-4 SHOOT-9 SHOOT-11 */
static void test_REACT_2_squad_keyword_and_timing(void **state)
{
    (void)state;
    rf_game *g = fight(29);
    stage_hand(g, TARGET, "t-brace", "t-fall-back", NULL);
    stage_hand(g, BLUE_MATE, "t-brace", "t-cover-me", "t-fall-back", "t-field-aid", NULL);
    stage_hand(g, RED_MATE, "t-brace", "t-cover-me", "t-fall-back", "t-field-aid", NULL);
    activate(g, SHOOTER);
    shoot(g, SHOOTER, TARGET);
    expect_reaction(g, BLUE, TARGET, 'b');
    assert_true(offered_label(g, "Gibraltar plays Brace"));
    assert_true(offered_label(g, "Bloodhound plays Cover Me"));
    assert_false(offered_label(g, "Bloodhound plays Brace"));     /* no "Squad" */
    assert_false(offered_label(g, "Wraith plays"));               /* the shooter's squad */
    assert_false(offered_label(g, "Gibraltar plays Fall Back"));  /* After Firing */
    assert_false(offered_label(g, "Bloodhound plays Field Aid"));
    assert_true(offered_label(g, "no more reactions"));
    assert_int_equal(count_kind(g, OPT_REACT), 2);
    tu_refused(g, engine_code(OPT_REACT, BLUE_MATE, in_hand(g, BLUE_MATE, "t-brace")));
    tu_refused(g, engine_code(OPT_REACT, RED_MATE, in_hand(g, RED_MATE, "t-cover-me")));
    tu_refused(g, engine_code(OPT_REACT, TARGET, in_hand(g, TARGET, "t-fall-back")));
    choose_label(g, "no more reactions");

    expect_reaction(g, BLUE, TARGET, 'a');
    assert_true(g->legend[TARGET].on_map);
    assert_true(offered_label(g, "Gibraltar plays Fall Back"));
    assert_true(offered_label(g, "Bloodhound plays Field Aid"));
    assert_false(offered_label(g, "Bloodhound plays Fall Back"));  /* no "Squad" */
    assert_false(offered_label(g, "Gibraltar plays Brace"));       /* Before Firing */
    assert_false(offered_label(g, "Bloodhound plays Cover Me"));
    assert_false(offered_label(g, "Wraith plays"));
    assert_int_equal(count_kind(g, OPT_REACT), 2);
    tu_refused(g, engine_code(OPT_REACT, BLUE_MATE, in_hand(g, BLUE_MATE, "t-fall-back")));
    tu_refused(g, engine_code(OPT_REACT, RED_MATE, in_hand(g, RED_MATE, "t-field-aid")));
    choose_label(g, "no more reactions");                          /* always optional */
    expect(g, RF_DEC_ACTION, RED, SHOOTER);
    assert_int_equal(g->legend[TARGET].hand_n, 2);
    assert_int_equal(g->legend[BLUE_MATE].hand_n, 4);
    rf_game_free(g);
}

/* Before firing, the target and each squadmate may each play one card
 * (squadmates: "Squad" ones); every one resolves into this Shoot before it
 * fires (HT +10 from Brace, -2 damage per hit from each Cover Me) and goes
 * to its owner's discard pile.
 * covers: REACT-3 REACT-8 REACT-9 CARD-5 */
static void test_REACT_3_9_before_firing_effects(void **state)
{
    (void)state;
    const spot s[5] = {
        { "Bangalore", RED, 2, 6, .deck = "test" }, { "Wraith", RED, 2, 9, .deck = "test" },
        { "Gibraltar", BLUE, 5, 6, .deck = "test" }, { "Bloodhound", BLUE, 6, 9, .deck = "test" },
        { "Lifeline", BLUE, 7, 10, .deck = "test" },
    };
    rf_game *g = game(s, 5, 31);
    in_range(g, 0, 2);
    full_ammo(g, 0);
    aim_sorted(g, true);
    stage_hand(g, 0, NULL);
    stage_hand(g, 2, "t-brace", "t-cover-me", NULL);
    stage_hand(g, 3, "t-cover-me", NULL);
    stage_hand(g, 4, "t-cover-me", NULL);
    activate(g, 0);
    shoot(g, 0, 2);
    expect_reaction(g, BLUE, 2, 'b');
    assert_int_equal(count_kind(g, OPT_REACT), 4);
    rf_game *plain = rf_game_clone(g);
    choose_label(g, "Gibraltar plays Brace");
    choose_label(g, "Bloodhound plays Cover Me");
    choose_label(g, "Lifeline plays Cover Me");
    /* Everyone has reacted once: the Shoot fires; after firing only the
     * target still holds a card (Cover Me, no After card): only the pass. */
    pass_empty_window(g, BLUE, 2, 'a');
    expect(g, RF_DEC_ACTION, RED, 0);
    for (int l = 2; l <= 4; l++) assert_int_equal(g->legend[l].discard_n, 1);
    assert_true(in_discard(g, 2, "t-brace"));
    assert_true(in_discard(g, 3, "t-cover-me"));
    assert_true(in_discard(g, 4, "t-cover-me"));
    assert_int_equal(in_hand(g, 2, "t-cover-me"), 0);

    choose_label(plain, "no more reactions");
    pass_empty_window(plain, BLUE, 2, 'a');
    expect(plain, RF_DEC_ACTION, RED, 0);
    assert_int_equal(g->last.ht, plain->last.ht + 10);
    /* The same Aim cards: with HT +10 the hits may only be fewer. */
    assert_true(g->last.hits > 0 && g->last.hits <= plain->last.hits);
    rf_game_free(plain);
    rf_game_free(g);

    /* Damage: the two Cover Me alone (no HT change): -2 per hit each. */
    g = game(s, 5, 31);
    in_range(g, 0, 2);
    full_ammo(g, 0);
    aim_sorted(g, true);
    stage_hand(g, 0, NULL);
    stage_hand(g, 2, NULL);
    stage_hand(g, 3, "t-cover-me", NULL);
    stage_hand(g, 4, "t-cover-me", NULL);
    activate(g, 0);
    shoot(g, 0, 2);
    expect_reaction(g, BLUE, 2, 'b');
    plain = rf_game_clone(g);
    choose_label(g, "Bloodhound plays Cover Me");
    choose_label(g, "Lifeline plays Cover Me");
    choose_label(plain, "no more reactions");
    expect(g, RF_DEC_ACTION, RED, 0);              /* their hands empty: no After window */
    pass_empty_window(plain, BLUE, 2, 'a');        /* still holding Cover Me: asked */
    expect(plain, RF_DEC_ACTION, RED, 0);
    int hits = plain->last.hits;
    assert_true(hits > 0);
    assert_int_equal(g->last.hits, hits);
    int less = plain->last.damage - 4 * hits;
    assert_int_equal(g->last.damage, less > 0 ? less : 0);
    if (g->last.damage < 60)
        assert_int_equal(g->legend[2].vitals.health + g->legend[2].vitals.shield,
                         60 - g->last.damage);
    rf_game_free(plain);
    rf_game_free(g);
}

/* After firing: the target, if still on the map, and each squadmate may
 * play one card; squadmates even when the target was eliminated, the
 * eliminated target not.
 * covers: REACT-4 REACT-10 SHOOT-11 ELIM-4 ACT-19 */
static void test_REACT_4_after_firing_target_eliminated(void **state)
{
    (void)state;
    rf_game *g = fight(37);
    aim_sorted(g, true);
    stage_hand(g, TARGET, "t-fall-back", "t-field-aid", NULL);
    stage_hand(g, BLUE_MATE, "t-field-aid", NULL);
    vitals(g, TARGET, 1, 0);
    vitals(g, BLUE_MATE, 30, 20);
    activate(g, SHOOTER);
    shoot(g, SHOOTER, TARGET);
    pass_empty_window(g, BLUE, TARGET, 'b');          /* After cards only: nothing yet */
    /* The target is eliminated by the Shoot. */
    assert_false(g->legend[TARGET].on_map);
    expect_reaction(g, BLUE, TARGET, 'a');
    assert_true(offered_label(g, "Bloodhound plays Field Aid"));
    assert_false(offered_label(g, "Gibraltar plays"));
    assert_int_equal(count_kind(g, OPT_REACT), 1);
    tu_refused(g, engine_code(OPT_REACT, TARGET, in_hand(g, TARGET, "t-field-aid")));
    tu_refused(g, engine_code(OPT_REACT, TARGET, in_hand(g, TARGET, "t-fall-back")));
    choose_label(g, "Bloodhound plays Field Aid");
    assert_int_equal(g->legend[BLUE_MATE].vitals.health, 35);
    assert_true(in_discard(g, BLUE_MATE, "t-field-aid"));
    expect(g, RF_DEC_ACTION, RED, SHOOTER);
    assert_int_equal(g->legend[TARGET].hand_n, 2);
    rf_game_free(g);

    /* The same Shoot with the squadmate holding nothing: no window after
     * firing at all (the target is off the map, the squadmate's hand empty). */
    g = fight(37);
    aim_sorted(g, true);
    stage_hand(g, TARGET, "t-fall-back", "t-field-aid", NULL);
    vitals(g, TARGET, 1, 0);
    activate(g, SHOOTER);
    shoot(g, SHOOTER, TARGET);
    pass_empty_window(g, BLUE, TARGET, 'b');
    assert_false(g->legend[TARGET].on_map);
    expect(g, RF_DEC_ACTION, RED, SHOOTER);
    assert_int_equal(g->legend[TARGET].hand_n, 2);
    rf_game_free(g);
}

/* A squadmate eliminated and off the map does not react, whatever it
 * holds.
 * covers: REACT-10 ACT-19 CARD-1 */
static void test_REACT_10_off_the_map(void **state)
{
    (void)state;
    rf_game *g = fight(41);
    stage_hand(g, BLUE_MATE, "t-cover-me", "t-field-aid", NULL);
    g->legend[BLUE_MATE].on_map = false;
    tu_check(g);
    activate(g, SHOOTER);
    shoot(g, SHOOTER, TARGET);
    expect(g, RF_DEC_ACTION, RED, SHOOTER);                 /* nobody was asked */
    assert_int_equal(g->legend[BLUE_MATE].hand_n, 2);
    rf_game_free(g);

    g = fight(41);
    stage_hand(g, TARGET, "t-brace", NULL);
    stage_hand(g, BLUE_MATE, "t-cover-me", "t-field-aid", NULL);
    g->legend[BLUE_MATE].on_map = false;
    tu_check(g);
    activate(g, SHOOTER);
    shoot(g, SHOOTER, TARGET);
    expect_reaction(g, BLUE, TARGET, 'b');
    assert_int_equal(count_kind(g, OPT_REACT), 1);
    assert_true(offered_label(g, "Gibraltar plays Brace"));
    tu_refused(g, engine_code(OPT_REACT, BLUE_MATE, in_hand(g, BLUE_MATE, "t-cover-me")));
    choose_label(g, "Gibraltar plays Brace");
    expect(g, RF_DEC_ACTION, RED, SHOOTER);                 /* no After window either */
    assert_int_equal(g->legend[BLUE_MATE].hand_n, 2);
    rf_game_free(g);
}

/* The windows open on what the other seats know, never on the hand itself
 * (ruling R-WINDOW-1): a legend with cards in hand may hold any card of its
 * hand and deck, which together are its cards less the face-up discard
 * pile. Its seat is asked when such a card could be a reaction of the step
 * (or an Enhanced Shoot card); the same hand is asked nothing once every
 * such card of its deck lies face up on the discard pile; an empty hand is
 * never asked. The prompt, seat and option count then tell the shooter
 * nothing it did not know.
 * covers: REACT-1 REACT-2 ENHANCE-2 CARD-5 CARD-6 */
static void test_REACT_1_windows_open_on_public_facts(void **state)
{
    (void)state;
    rf_game *g = fight(61);
    stage_hand(g, TARGET, "t-fall-back", NULL);        /* an After card only */
    stage_hand(g, SHOOTER, "t-sprint", NULL);          /* no Enhanced card */
    rf_game *open = rf_game_clone(g);
    to_discard(g, TARGET, "t-brace");                  /* the deck's Before cards face up */
    to_discard(g, TARGET, "t-cover-me");
    to_discard(g, SHOOTER, "t-focus");                 /* and its one Enhanced card */
    activate(g, SHOOTER);
    shoot(g, SHOOTER, TARGET);
    expect_reaction(g, BLUE, TARGET, 'a');             /* no 1d, no Before window */
    assert_true(offered_label(g, "Gibraltar plays Fall Back"));
    choose_label(g, "no more reactions");
    expect(g, RF_DEC_ACTION, RED, SHOOTER);
    rf_game_free(g);

    /* The same hands, those cards still face down: both windows are asked,
     * with nothing to play in them but the pass. */
    g = open;
    activate(g, SHOOTER);
    shoot(g, SHOOTER, TARGET);
    expect(g, RF_DEC_CARD, RED, SHOOTER);
    static rf_option o[RF_MAX_OPTIONS];
    assert_int_equal(options(g, o), 1);
    choose_label(g, "no Enhanced Shoot card");
    assert_int_equal(g->legend[SHOOTER].hand_n, 1);
    pass_empty_window(g, BLUE, TARGET, 'b');
    expect_reaction(g, BLUE, TARGET, 'a');
    choose_label(g, "no more reactions");
    expect(g, RF_DEC_ACTION, RED, SHOOTER);
    rf_game_free(g);

    /* Empty hands: no window at all, whatever the decks hold. */
    g = fight(61);
    activate(g, SHOOTER);
    shoot(g, SHOOTER, TARGET);
    expect(g, RF_DEC_ACTION, RED, SHOOTER);
    rf_game_free(g);
}

/* The activation ends by itself only on public facts (R-WINDOW-1, ACT-7):
 * its AP spent and the Rush used, a legend holding only reaction cards
 * still waits for its seat to end it while a free or special card it could
 * pay for lies among its hand and deck (the other seats cannot tell which
 * are in hand); once every such card is face up on the discard pile, it
 * ends at once.
 * covers: ACT-7 CARD-2 CARD-3 RUSH-1 */
static void test_ACT_7_activation_ends_on_public_facts(void **state)
{
    (void)state;
    for (int spent = 0; spent <= 1; spent++) {
        rf_game *g = fight(67);
        stage_hand(g, SHOOTER, "t-brace", NULL);
        if (spent) {                                    /* its free and special cards, played */
            to_discard(g, SHOOTER, "t-sprint");
            to_discard(g, SHOOTER, "t-patch");
            to_discard(g, SHOOTER, "t-dash");
        }
        activate(g, SHOOTER);
        g->ap = 1;
        g->rush_used = true;                            /* RUSH-1: used this activation */
        tu_choose(g, engine_code(OPT_ACTION, ACT_MOVE2, 0));
        tu_choose(g, move_at(g, SHOOTER, 1));
        assert_int_equal(g->ap, 0);
        if (spent) {
            expect(g, RF_DEC_ACTIVATE, RED, -1);        /* ended: the next legend */
            assert_true(g->legend[SHOOTER].activated);
        } else {
            expect(g, RF_DEC_ACTION, RED, SHOOTER);
            static rf_option o[RF_MAX_OPTIONS];
            assert_int_equal(options(g, o), 1);
            assert_int_equal(o[0].code, engine_code(OPT_ACTION, ACT_END, 0));
            end_activation(g);
        }
        assert_int_equal(g->legend[SHOOTER].hand_n, 1);
        rf_game_free(g);
    }
}

/* One reaction per legend per step, across all its cards; one before and
 * one after firing in the same Shoot is allowed.
 * covers: REACT-5 REACT-3 REACT-4 */
static void test_REACT_5_one_per_legend_per_step(void **state)
{
    (void)state;
    rf_game *g = fight(43);
    stage_hand(g, TARGET, "t-brace", "t-cover-me", "t-fall-back", "t-field-aid", NULL);
    stage_hand(g, BLUE_MATE, "t-cover-me", "t-field-aid", NULL);
    activate(g, SHOOTER);
    shoot(g, SHOOTER, TARGET);
    expect_reaction(g, BLUE, TARGET, 'b');
    assert_int_equal(count_kind(g, OPT_REACT), 3);
    choose_label(g, "Gibraltar plays Brace");
    /* The window stays open for the squadmate only. */
    expect_reaction(g, BLUE, TARGET, 'b');
    assert_int_equal(count_kind(g, OPT_REACT), 1);
    assert_true(offered_label(g, "Bloodhound plays Cover Me"));
    assert_false(offered_label(g, "Gibraltar plays Cover Me"));
    tu_refused(g, engine_code(OPT_REACT, TARGET, in_hand(g, TARGET, "t-cover-me")));
    choose_label(g, "Bloodhound plays Cover Me");
    /* Fired; now After Firing: each may react once more. */
    expect_reaction(g, BLUE, TARGET, 'a');
    assert_true(g->legend[TARGET].on_map);
    assert_int_equal(count_kind(g, OPT_REACT), 3);
    choose_label(g, "Gibraltar plays Field Aid");
    expect_reaction(g, BLUE, TARGET, 'a');
    assert_int_equal(count_kind(g, OPT_REACT), 1);
    assert_false(offered_label(g, "Gibraltar plays Fall Back"));
    tu_refused(g, engine_code(OPT_REACT, TARGET, in_hand(g, TARGET, "t-fall-back")));
    choose_label(g, "Bloodhound plays Field Aid");
    expect(g, RF_DEC_ACTION, RED, SHOOTER);
    assert_int_equal(g->legend[TARGET].discard_n, 2);
    assert_int_equal(g->legend[BLUE_MATE].discard_n, 2);
    assert_true(in_hand(g, TARGET, "t-cover-me") >= 0);
    assert_true(in_hand(g, TARGET, "t-fall-back") >= 0);

    /* With nobody else to react, one reaction closes the step. */
    rf_game_free(g);
    g = fight(43);
    stage_hand(g, TARGET, "t-brace", "t-cover-me", NULL);
    activate(g, SHOOTER);
    shoot(g, SHOOTER, TARGET);
    expect_reaction(g, BLUE, TARGET, 'b');
    choose_label(g, "Gibraltar plays Cover Me");
    pass_empty_window(g, BLUE, TARGET, 'a');           /* Brace left: no After card */
    expect(g, RF_DEC_ACTION, RED, SHOOTER);
    assert_int_equal(in_hand(g, TARGET, "t-brace"), 0);
    rf_game_free(g);
}

/* A legend may react to several Shoots in the same round.
 * covers: REACT-6 */
static void test_REACT_6_several_shoots_a_round(void **state)
{
    (void)state;
    rf_game *g = fight(47);
    stage_hand(g, TARGET, "t-brace", "t-cover-me", NULL);
    activate(g, SHOOTER);
    shoot(g, SHOOTER, TARGET);
    expect_reaction(g, BLUE, TARGET, 'b');
    choose_label(g, "Gibraltar plays Brace");
    pass_empty_window(g, BLUE, TARGET, 'a');           /* Cover Me left: no After card */
    expect(g, RF_DEC_ACTION, RED, SHOOTER);
    end_activation(g);
    assert_int_equal(g->round, 1);
    activate(g, RED_MATE);
    shoot(g, RED_MATE, TARGET);
    expect_reaction(g, BLUE, TARGET, 'b');
    assert_true(offered_label(g, "Gibraltar plays Cover Me"));
    choose_label(g, "Gibraltar plays Cover Me");
    expect(g, RF_DEC_ACTION, RED, RED_MATE);
    assert_int_equal(g->round, 1);
    assert_int_equal(g->legend[TARGET].discard_n, 2);
    assert_int_equal(g->legend[TARGET].hand_n, 0);
    rf_game_free(g);
}

/* Several reactions of one step resolve in the order the target's squad
 * chooses, one at a time, each fully (a Move included) before the next and
 * before the Shoot goes on: cards resolve in the order they were played
 * (PREC-1), both orders below.
 * covers: REACT-7 REACT-9 REACT-8 PREC-1 */
static void test_REACT_7_order_chosen_by_target_squad(void **state)
{
    (void)state;
    rf_game *g = fight(53);
    stage_hand(g, TARGET, "t-fall-back", NULL);
    stage_hand(g, BLUE_MATE, "t-field-aid", NULL);
    vitals(g, BLUE_MATE, 30, 20);
    vitals(g, TARGET, 40, 20);
    activate(g, SHOOTER);
    shoot(g, SHOOTER, TARGET);
    pass_empty_window(g, BLUE, TARGET, 'b');           /* After cards only */
    expect_reaction(g, BLUE, TARGET, 'a');
    assert_int_equal(count_kind(g, OPT_REACT), 2);
    rf_game *other = rf_game_clone(g);
    geo_cell from = g->legend[TARGET].pos;

    /* Order 1: Field Aid, then Fall Back. */
    choose_label(g, "Bloodhound plays Field Aid");
    assert_int_equal(g->legend[BLUE_MATE].vitals.health, 35);  /* resolved at once */
    expect_reaction(g, BLUE, TARGET, 'a');
    assert_int_equal(count_kind(g, OPT_REACT), 1);
    choose_label(g, "Gibraltar plays Fall Back");
    expect(g, RF_DEC_MOVE, BLUE, TARGET);                     /* the target's seat moves it */
    assert_int_equal(farthest_move(g, TARGET), 1);
    assert_int_equal(count_kind(g, OPT_RUSH), 0);
    tu_choose(g, move_at(g, TARGET, 1));
    assert_int_equal(distance(from, g->legend[TARGET].pos), 1);
    expect(g, RF_DEC_ACTION, RED, SHOOTER);

    /* Order 2: Fall Back first: its Move comes before Field Aid is played. */
    choose_label(other, "Gibraltar plays Fall Back");
    expect(other, RF_DEC_MOVE, BLUE, TARGET);
    assert_int_equal(other->legend[BLUE_MATE].vitals.health, 30);
    assert_true(in_hand(other, BLUE_MATE, "t-field-aid") == 0);
    tu_choose(other, move_at(other, TARGET, 1));
    expect_reaction(other, BLUE, TARGET, 'a');
    assert_int_equal(count_kind(other, OPT_REACT), 1);
    assert_true(offered_label(other, "Bloodhound plays Field Aid"));
    choose_label(other, "Bloodhound plays Field Aid");
    assert_int_equal(other->legend[BLUE_MATE].vitals.health, 35);
    expect(other, RF_DEC_ACTION, RED, SHOOTER);
    assert_true(in_discard(other, TARGET, "t-fall-back"));
    assert_true(in_discard(other, BLUE_MATE, "t-field-aid"));
    rf_game_free(other);
    rf_game_free(g);
}

/* Reactions answer an enemy's Shoot only: a melee attack opens no window.
 * covers: REACT-1 */
static void test_REACT_1_not_for_a_melee_attack(void **state)
{
    (void)state;
    int tried = 0;
    for (unsigned long long seed = 59; seed < 62; seed++) {
        rf_game *g = fight(seed);
        aim_sorted(g, true);
        stage_hand(g, TARGET, "t-brace", "t-cover-me", "t-fall-back", "t-field-aid", NULL);
        stage_hand(g, BLUE_MATE, "t-cover-me", "t-field-aid", NULL);
        g->legend[TARGET].pos = geo_cell_make(3, 6);          /* adjacent to the shooter */
        tu_check(g);
        activate(g, SHOOTER);
        tu_choose(g, engine_code(OPT_ACTION, ACT_MELEE_MOVE1, 0));
        tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
        tu_choose(g, engine_code(OPT_MELEE_TARGET, TARGET, 0));
        rf_decision d;
        while (rf_pending(g, &d) && d.kind != RF_DEC_ACTION) {
            assert_int_not_equal(d.kind, RF_DEC_REACTION);
            rf_option o[RF_MAX_OPTIONS];
            int n = options(g, o);
            assert_true(n > 0);
            unsigned code = o[0].code;
            for (int i = 0; i < n; i++)                   /* leave the combined action */
                if (o[i].code == engine_code(OPT_PART, PART_DONE, 0)) code = o[i].code;
            tu_choose(g, code);
        }
        expect(g, RF_DEC_ACTION, RED, SHOOTER);
        assert_int_equal(g->legend[TARGET].hand_n, 4);
        assert_int_equal(g->legend[BLUE_MATE].hand_n, 2);
        tried += g->legend[TARGET].vitals.shield < 20;     /* the melee attack hit */
        rf_game_free(g);
    }
    assert_true(tried > 0);
}

/* ======================================================================
 * INSTANT
 * ==================================================================== */

/* Red: Bangalore (eliminated, respawning), Wraith (on the map, holds
 * Guardian), Lifeline (off the map, holds Guardian). Blue: Gibraltar
 * (holds Guardian). */
static rf_game *respawn_game(unsigned long long seed)
{
    const spot s[4] = {
        { "Bangalore", RED, 3, 3, .deck = "test" }, { "Wraith", RED, 6, 9, .deck = "test2" },
        { "Lifeline", RED, 4, 4, .deck = "test2" }, { "Gibraltar", BLUE, 9, 9, .deck = "test2" },
    };
    rf_game *g = game(s, 4, seed);
    stage_hand(g, 0, "t-sprint", NULL);
    stage_hand(g, 1, "t2-guardian", NULL);
    stage_hand(g, 2, "t2-guardian", NULL);
    stage_hand(g, 3, "t2-guardian", NULL);
    g->legend[0].on_map = false;
    g->legend[2].on_map = false;
    tu_check(g);
    return g;
}

/* An instant is played when its event happens, in another legend's
 * activation: a squadmate's Respawn. Only legends of that squad on the
 * map may play it; the Respawn then costs no AP and may come back next to
 * the card's holder; the card goes to the holder's discard pile. The card
 * wins over the Core Rules (PREC-3): declined, the same Respawn costs 1 AP
 * and lands next to a beacon (RESP-1, RESP-4).
 * covers: INSTANT-1 INSTANT-2 INSTANT-3 EX-INSTANT-1 RESP-6 CARD-1 ACT-18 PREC-3 */
static void test_INSTANT_guardian_on_a_squad_respawn(void **state)
{
    (void)state;
    rf_game *g = respawn_game(61);
    activate(g, 0);
    tu_choose(g, engine_code(OPT_ACTION, ACT_RESPAWN, 0));
    assert_int_equal(g->ap, 1);
    expect(g, RF_DEC_INSTANT, RED, 0);
    rf_option o[RF_MAX_OPTIONS];
    assert_int_equal(options(g, o), 2);
    assert_true(offered_label(g, "Wraith plays Guardian"));
    assert_true(offered_label(g, "no instant"));
    tu_refused(g, engine_code(OPT_REACT, 2, 0));                    /* Lifeline: off the map */
    tu_refused(g, engine_code(OPT_REACT, 3, 0));                    /* Gibraltar: the other squad */
    tu_refused(g, engine_code(OPT_REACT, 0, 0));                    /* Bangalore's Sprint */

    rf_game *declined = rf_game_clone(g);
    choose_label(g, "Wraith plays Guardian");
    assert_int_equal(g->legend[1].hand_n, 0);
    assert_true(in_discard(g, 1, "t2-guardian"));
    assert_int_equal(g->legend[2].hand_n, 1);
    assert_int_equal(g->legend[3].hand_n, 1);
    expect(g, RF_DEC_RESPAWN, RED, 0);
    assert_int_equal(g->ap, 2);                              /* no AP spent */
    geo_cell wraith = g->legend[1].pos;
    unsigned near = labelled(g, "respawn on 6,8");
    assert_true(near != 0);
    assert_int_equal(distance(geo_cell_at(engine_code_b(near)), wraith), 1);
    tu_choose(g, near);
    assert_true(g->legend[0].on_map);
    assert_int_equal(g->legend[0].pos.x, 6);
    assert_int_equal(g->legend[0].pos.y, 8);
    expect(g, RF_DEC_ACTION, RED, 0);
    assert_int_equal(g->ap, 2);
    assert_true(offered_label(g, "play Sprint (free action)"));   /* on the map again */

    /* Declined: 1 AP spent, and only spaces next to a beacon. */
    choose_label(declined, "no instant");
    expect(declined, RF_DEC_RESPAWN, RED, 0);
    assert_int_equal(declined->ap, 1);
    int n = options(declined, o);
    assert_true(n > 0);
    for (int i = 0; i < n; i++) {
        geo_cell c = geo_cell_at(engine_code_b(o[i].code));
        assert_true(c.y <= 1);                               /* beacons at 0,0 and 11,0 */
        assert_true(distance(c, wraith) > 1);
    }
    assert_int_equal(declined->legend[1].hand_n, 1);
    rf_game_free(declined);
    rf_game_free(g);
}

/* With the only holder off the map, nobody is asked: straight to placing.
 * An instant is not an action of its holder's own activation either.
 * covers: INSTANT-2 INSTANT-1 ACT-19 */
static void test_INSTANT_2_not_from_off_the_map(void **state)
{
    (void)state;
    rf_game *g = respawn_game(67);
    stage_hand(g, 1, NULL);                                   /* Wraith holds nothing */
    activate(g, 0);
    tu_choose(g, engine_code(OPT_ACTION, ACT_RESPAWN, 0));
    expect(g, RF_DEC_RESPAWN, RED, 0);
    assert_int_equal(g->ap, 1);
    assert_int_equal(g->legend[2].hand_n, 1);
    rf_option o[RF_MAX_OPTIONS];
    assert_true(options(g, o) > 0);
    tu_choose(g, o[0].code);
    expect(g, RF_DEC_ACTION, RED, 0);
    /* Wraith's own activation: Guardian is no action (only Rush may use it). */
    rf_game_free(g);
    g = respawn_game(67);
    activate(g, 1);
    assert_int_equal(count_kind(g, OPT_CARD), 0);
    tu_refused(g, engine_code(OPT_CARD, 0, 0));
    assert_true(offered_label(g, "Rush: discard Guardian"));
    rf_game_free(g);
}

/* ======================================================================
 * RUSH
 * ==================================================================== */

/* Rush: once per activation, no AP, any card discarded (its main effect
 * ignored) for a Move 1.
 * covers: RUSH-1 RUSH-2 RUSH-3 */
static void test_RUSH_1_move_one(void **state)
{
    (void)state;
    rf_game *g = fight(71);
    stage_hand(g, SHOOTER, "t-patch", "t-brace", "t-sprint", NULL);
    vitals(g, SHOOTER, 40, 5);
    activate(g, SHOOTER);
    assert_int_equal(count_kind(g, OPT_RUSH), 3);              /* any card, reactions too */
    assert_true(offered_label(g, "Rush: discard Brace for a Move 1"));
    geo_cell from = g->legend[SHOOTER].pos;
    choose_label(g, "Rush: discard Patch Up for a Move 1");
    expect(g, RF_DEC_MOVE, RED, SHOOTER);
    assert_int_equal(g->ap, 2);                                /* no AP */
    assert_int_equal(g->legend[SHOOTER].vitals.shield, 5);    /* RUSH-2: effect ignored */
    assert_true(in_discard(g, SHOOTER, "t-patch"));
    assert_int_equal(g->legend[SHOOTER].hand_n, 2);
    assert_int_equal(farthest_move(g, SHOOTER), 1);            /* Move 1 */
    assert_int_equal(count_kind(g, OPT_RUSH), 0);              /* no +1 on the Rush's own Move */
    tu_choose(g, move_at(g, SHOOTER, 1));
    assert_int_equal(distance(from, g->legend[SHOOTER].pos), 1);
    expect(g, RF_DEC_ACTION, RED, SHOOTER);
    assert_int_equal(g->ap, 2);
    /* Once per activation. */
    assert_int_equal(count_kind(g, OPT_RUSH), 0);
    tu_refused(g, engine_code(OPT_RUSH, 0, 0));
    tu_choose(g, engine_code(OPT_ACTION, ACT_MOVE2, 0));
    expect(g, RF_DEC_MOVE, RED, SHOOTER);
    assert_int_equal(count_kind(g, OPT_RUSH), 0);
    tu_refused(g, engine_code(OPT_RUSH, 0, 1));
    assert_int_equal(farthest_move(g, SHOOTER), 2);
    tu_choose(g, move_at(g, SHOOTER, 2));
    end_activation(g);
    /* The next activation may Rush again. */
    pass_round(g);
    activate(g, SHOOTER);
    assert_true(count_kind(g, OPT_RUSH) > 0);
    rf_game_free(g);
}

/* Rush for one more MP in a Move the legend performs: Move 2 becomes 3;
 * the card's own effect (Sprint: Move 2) is ignored; no second Rush (the
 * +1 MP part of EX-RUSH-1 on open ground; its levels are a scenario).
 * covers: RUSH-1 RUSH-2 */
static void test_RUSH_1_one_more_mp(void **state)
{
    (void)state;
    rf_game *g = fight(73);
    stage_hand(g, SHOOTER, "t-sprint", "t-brace", NULL);
    activate(g, SHOOTER);
    tu_choose(g, engine_code(OPT_ACTION, ACT_MOVE2, 0));
    expect(g, RF_DEC_MOVE, RED, SHOOTER);
    assert_int_equal(farthest_move(g, SHOOTER), 2);
    assert_int_equal(count_kind(g, OPT_RUSH), 2);
    geo_cell from = g->legend[SHOOTER].pos;
    choose_label(g, "Rush: discard Sprint for one more MP");
    expect(g, RF_DEC_MOVE, RED, SHOOTER);
    assert_int_equal(farthest_move(g, SHOOTER), 3);
    assert_int_equal(count_kind(g, OPT_RUSH), 0);
    tu_refused(g, engine_code(OPT_RUSH, 0, 1));
    tu_choose(g, move_at(g, SHOOTER, 3));
    assert_int_equal(distance(from, g->legend[SHOOTER].pos), 3);
    /* Back to the activation, not to a Move 2 from Sprint. */
    expect(g, RF_DEC_ACTION, RED, SHOOTER);
    assert_int_equal(g->ap, 1);
    assert_true(in_discard(g, SHOOTER, "t-sprint"));
    assert_int_equal(g->legend[SHOOTER].hand_n, 1);
    assert_int_equal(count_kind(g, OPT_RUSH), 0);
    rf_game_free(g);
}

/* Rush only in the legend's own activation: not in an enemy's Shoot (not
 * in the reaction window, not in the Move of its After-Firing card), not
 * in a squadmate's activation.
 * covers: RUSH-3 CARD-2 */
static void test_RUSH_3_own_activation_only(void **state)
{
    (void)state;
    rf_game *g = fight(79);
    stage_hand(g, TARGET, "t-fall-back", "t-sprint", "t-patch", NULL);
    stage_hand(g, RED_MATE, "t-sprint", NULL);
    activate(g, SHOOTER);
    assert_int_equal(count_kind(g, OPT_RUSH), 0);              /* the shooter holds no card */
    tu_refused(g, engine_code(OPT_RUSH, 0, 0));                       /* Wraith's card is not its */
    shoot(g, SHOOTER, TARGET);
    pass_empty_window(g, BLUE, TARGET, 'b');           /* no Rush, no card: the pass only */
    expect_reaction(g, BLUE, TARGET, 'a');
    assert_int_equal(count_kind(g, OPT_RUSH), 0);
    assert_int_equal(count_kind(g, OPT_CARD), 0);
    choose_label(g, "Gibraltar plays Fall Back");
    expect(g, RF_DEC_MOVE, BLUE, TARGET);
    assert_int_equal(count_kind(g, OPT_RUSH), 0);
    tu_refused(g, engine_code(OPT_RUSH, 0, 1));
    tu_refused(g, engine_code(OPT_RUSH, 1, 1));
    assert_int_equal(farthest_move(g, TARGET), 1);
    tu_choose(g, move_at(g, TARGET, 1));
    expect(g, RF_DEC_ACTION, RED, SHOOTER);
    assert_int_equal(g->legend[TARGET].hand_n, 2);
    assert_int_equal(g->legend[RED_MATE].hand_n, 1);
    rf_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_CARD_6_draws),
        cmocka_unit_test(test_CARD_3_free_and_special_costs),
        cmocka_unit_test(test_CARD_6_draw_effect_stops_at_empty_deck),
        cmocka_unit_test(test_CARD_2_own_activation_only),
        cmocka_unit_test(test_CARD_1_only_on_the_map),
        cmocka_unit_test(test_ENHANCE_1_4_with_own_shoot_at_step_1d),
        cmocka_unit_test(test_ENHANCE_3_instant_played_as_enhanced_shoot),
        cmocka_unit_test(test_ENHANCE_2_one_card_per_shoot),
        cmocka_unit_test(test_REACT_2_squad_keyword_and_timing),
        cmocka_unit_test(test_REACT_3_9_before_firing_effects),
        cmocka_unit_test(test_REACT_4_after_firing_target_eliminated),
        cmocka_unit_test(test_REACT_10_off_the_map),
        cmocka_unit_test(test_REACT_1_windows_open_on_public_facts),
        cmocka_unit_test(test_ACT_7_activation_ends_on_public_facts),
        cmocka_unit_test(test_REACT_5_one_per_legend_per_step),
        cmocka_unit_test(test_REACT_6_several_shoots_a_round),
        cmocka_unit_test(test_REACT_7_order_chosen_by_target_squad),
        cmocka_unit_test(test_REACT_1_not_for_a_melee_attack),
        cmocka_unit_test(test_INSTANT_guardian_on_a_squad_respawn),
        cmocka_unit_test(test_INSTANT_2_not_from_off_the_map),
        cmocka_unit_test(test_RUSH_1_move_one),
        cmocka_unit_test(test_RUSH_1_one_more_mp),
        cmocka_unit_test(test_RUSH_3_own_activation_only),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
