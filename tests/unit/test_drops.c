/*
 * test_drops.c — the Supply Drops module (RULES.md DROP-1 … DROP-10,
 * EX-DROP-1, EX-DROP-2, DEPLOY-2 "from the ring", MOD-3; docs/modes.md), on
 * a 16 x 16 yard with a respawn beacon on 12,12 (EX-DROP-1's target space)
 * and one on 1,1 (a corner to be cornered in).
 */
#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "turn_steps.h"
#include "data/loaders.h"
#include "geo/place.h"
#include "rules/engine/engine.h"
#include "rules/modules/heat_shields/heat.h"
#include "rules/legends/care_package.h"
#include "rules/modules/deployment/modules.h"
#include "rules/engine/pieces.h"

static const rf_map *yard(void)
{
    static rf_map *m;
    if (!m) {
        static const char text[] =
            "{ \"name\": \"Drop yard\", \"source\": \"test_drops.c\", \"size\": [16, 16],\n"
            "  \"components\": [ { \"type\": \"respawn_beacon\", \"at\": [12, 12] },\n"
            "                  { \"type\": \"respawn_beacon\", \"at\": [1, 1] } ] }\n";
        m = tu_map_text(tu_content(), "drop-yard.json", text);
    }
    return m;
}

typedef struct who { const char *name; int squad, x, y; } who;

static rf_game *game(unsigned modules, const who *w, int n)
{
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.nlegends = n;
    for (int i = 0; i < n; i++) {
        snprintf(s.legend[i].name, sizeof s.legend[i].name, "%s", w[i].name);
        s.legend[i].squad = w[i].squad;
        s.legend[i].x = w[i].x;
        s.legend[i].y = w[i].y;
    }
    s.modules = modules;
    s.seed = 7;
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), yard(), &s, &g, &err) != RF_OK) fail_msg("%s", err.message);
    return g;
}

static rf_game *drops_game(const who *w, int n)
{
    return game(RF_MODULE_BIT(RF_MOD_DROPS), w, n);
}

static const who two[] = { { "Bangalore", 0, 3, 8 }, { "Gibraltar", 1, 11, 12 } };

static void is_cell(geo_cell c, int x, int y)
{
    if (c.x != x || c.y != y) fail_msg("got %d,%d, expected %d,%d", c.x, c.y, x, y);
}

static const rf_deploy_card *card(const rf_game *g, const char *id)
{
    for (int i = 0; i < RF_DEPLOY_CARDS; i++)
        if (strcmp(g->content->deploy.card[i].id, id) == 0) return &g->content->deploy.card[i];
    fail_msg("no deployment card %s", id);
    return NULL;
}

static int track_pos(const rf_game *g, int round)
{
    for (int p = 0; p < g->content->track.n; p++)
        if (ring_track_round(&g->content->track, p) == round) return p;
    fail_msg("no round %d on the track", round);
    return -1;
}

static int count_module(const rf_game *g, int at)
{
    int n = 0;
    for (int p = 0; p < g->npieces; p++) n += g->piece[p].where == RF_IN_MODULE && g->piece[p].at == at;
    return n;
}

/* Choose the option of this kind (and a, if a >= 0); fails if none. */
static void choose(rf_game *g, int kind, int a)
{
    unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    rf_error err;
    for (int i = 0; i < n; i++)
        if (rf_opt_kind_of(codes[i]) == kind && (a < 0 || rf_opt_a(codes[i]) == a)) {
            assert_int_equal(rf_choose(g, codes[i], &err), RF_OK);
            tu_check(g);
            return;
        }
    fail_msg("no option of kind %d (a %d)", kind, a);
}

static bool offered(const rf_game *g, int kind, int a)
{
    unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    for (int i = 0; i < n; i++)
        if (rf_opt_kind_of(codes[i]) == kind && (a < 0 || rf_opt_a(codes[i]) == a)) return true;
    return false;
}

/* covers: DROP-1 DROP-2
 * Set-up: 4 closed drops in the supply, the 3 legendary tokens and the 3
 * special weapon cards beside the round board (never in the weapon deck),
 * 6 supply drop cards, a red and a blue marker on each of positions 2 and
 * 4 of the round track. Without the module nothing of it is there. */
static void test_DROP_2_setup(void **state)
{
    (void)state;
    rf_game *g = drops_game(two, 2);
    tu_check(g);
    for (int i = 0; i < RF_DROPS; i++) {
        assert_int_equal(g->drops.drop[i].where, RF_DROP_SUPPLY);
        assert_true(g->drops.drop[i].closed);                                /* status marker */
    }
    for (int s = 0; s < RF_GEAR_SLOTS; s++) {
        assert_int_equal(count_module(g, RF_MODAT_DROP_LEGENDARY + s), 1);
        for (int p = 0; p < g->npieces; p++)
            if (g->piece[p].where == RF_IN_MODULE && g->piece[p].at == RF_MODAT_DROP_LEGENDARY + s)
                assert_int_equal(pieces_loot_of(g, p)->rarity, RF_LEGENDARY);
    }
    assert_int_equal(count_module(g, RF_MODAT_SPECIAL), RF_SPECIAL_WEAPONS);
    for (int i = 0; i < g->weapon_deck_n; i++)
        assert_false(pieces_weapon_of(g, g->weapon_deck[i])->special);
    assert_int_equal(g->drops.deck_n, RF_DROP_CARDS);
    int on[2][2] = { { 0, 0 }, { 0, 0 } };                                    /* [position][squad] */
    for (int m = 0; m < RF_DROP_MARKERS; m++) {
        const rf_drop_marker *mk = &g->drops.marker[m];
        assert_int_equal(mk->where, RF_DMARK_TRACK);
        assert_true(mk->pos == track_pos(g, 2) || mk->pos == track_pos(g, 4));
        on[mk->pos == track_pos(g, 4)][mk->squad]++;
    }
    for (int i = 0; i < 4; i++) assert_int_equal(on[i / 2][i % 2], 1);
    rf_game_free(g);
    g = game(0, two, 2);
    assert_int_equal(count_module(g, RF_MODAT_SPECIAL), 0);
    assert_int_equal(g->drops.deck_n, 0);
    rf_game_free(g);
}

/* covers: EX-DROP-1 DROP-4 DROP-5 DEPLOY-2 DEPLOY-3 DEPLOY-5
 * From the bottom-right corner 3 up and 3 left is the beacon's space 12,12:
 * the marker goes on along the second arrow (left) to 11,12. In a game the
 * round marker reaching position 2 deploys both markers, one at a time
 * (the second never on the first's space), each where the deployment
 * procedure puts it, and a drop goes below each squad's turn space 2 of
 * its turns ahead: round 1's transition, so round 3 (R-DROP-5). */
static void test_EX_DROP_1_markers_deployed(void **state)
{
    (void)state;
    rf_game *g = drops_game(two, 2);
    geo_cell at;
    g->legend[1].pos = geo_cell_make(3, 3);                        /* off the target for now */
    assert_true(modules_deploy_with(g, card(g, "d1"), 3, 3, NULL, &at));
    is_cell(at, 11, 12);                                                     /* DEPLOY-3 */
    int pos = track_pos(g, 2), first = -1;
    for (int m = RF_DROP_MARKERS - 1; m >= 0; m--)
        if (g->drops.marker[m].pos == pos) first = m;
    rf_game *twin = rf_game_clone(g);
    char why[96];
    assert_true(modules_deploy(twin, NULL, &at, why, sizeof why));
    g->round = 1;
    drops_track(g, pos);                                                  /* DROP-4 */
    tu_check(g);
    assert_int_equal(g->drops.marker[first].where, RF_DMARK_MAP);
    assert_int_equal(g->drops.marker[first].cell, geo_cell_index(at));
    int below = 0;
    for (int m = 0; m < RF_DROP_MARKERS; m++) {
        const rf_drop_marker *mk = &g->drops.marker[m];
        if (mk->pos != pos) {
            assert_int_equal(mk->where, RF_DMARK_TRACK);                    /* position 4 waits */
            continue;
        }
        assert_int_equal(mk->where, RF_DMARK_MAP);
        assert_true(geo_space_free(g->map->board, &g->overlay, NULL, geo_cell_at(mk->cell)));
        for (int i = 0; i < RF_DROPS; i++) {
            const rf_drop *d = &g->drops.drop[i];
            if (d->where != RF_DROP_BELOW || d->marker != m) continue;
            assert_int_equal(d->at, 3 * 2 + mk->squad);                      /* DROP-5 */
            below++;
        }
    }
    assert_int_equal(below, 2);
    int a = -1, b = -1;
    for (int m = 0; m < RF_DROP_MARKERS; m++)
        if (g->drops.marker[m].where == RF_DMARK_MAP) *(a < 0 ? &a : &b) = g->drops.marker[m].cell;
    assert_int_not_equal(a, b);                                            /* R-DROP-4 */
    rf_game_free(twin);
    rf_game_free(g);
}

/* DROP-5, DROP-6: a blue marker on `cell`, its drop due at blue's turn now. */
static void drop_due(rf_game *g, geo_cell cell)
{
    g->drops.marker[0] = (rf_drop_marker){ RF_BLUE, RF_DMARK_MAP, 0, (int16_t)geo_cell_index(cell) };
    g->drops.drop[0] = (rf_drop){ RF_DROP_BELOW, true, 0, (int16_t)(g->round * 2 + RF_BLUE) };
    tu_check(g);
}

static bool drop_on(const rf_game *g, geo_cell c)
{
    for (int i = 0; i < g->overlay.n; i++)
        if (g->overlay.o[i].owner == (RF_DROP_OWNER | 0) && geo_cell_eq(g->overlay.o[i].at.u.cell, c))
            return true;
    return false;
}

/* covers: EX-DROP-2 DROP-6 DROP-7 DROP-3
 * Blue's turn begins with a drop below the initiative marker; Gibraltar
 * stands on the blue marker's space: he takes 15 damage (his shield first)
 * and his player chooses a free neighbouring space; then the drop stands
 * there, closed, and the marker is gone. The drop occupies its space and
 * blocks it (OCCUPIES SPACE, BLOCKADE, LEVEL 1, IMPASSABLE). */
static void test_EX_DROP_2_crushed_and_moved(void **state)
{
    (void)state;
    rf_game *g = drops_game(two, 2);
    geo_cell c = geo_cell_make(11, 12);
    drop_due(g, c);
    assert_true(drops_turn_start(g, RF_BLUE));
    assert_int_equal(g->legend[1].vitals.shield, 5);                          /* 20 - 15 */
    assert_int_equal(g->legend[1].vitals.health, 40);
    rf_decision d;
    assert_true(rf_pending(g, &d));
    assert_int_equal(d.kind, RF_DEC_MOVE);
    assert_int_equal(d.legend, 1);
    assert_int_equal(d.seat, g->legend[1].seat);
    assert_false(drop_on(g, c));                                 /* not before he is out */
    unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    assert_int_equal(n, 7);                               /* 8 around, but the beacon on 12,12 */
    rf_error err;
    unsigned to = engine_code(RF_OPT_MOVE_TO, 0, geo_cell_index(geo_cell_make(10, 12)));
    assert_int_equal(rf_choose(g, to, &err), RF_OK);
    tu_check(g);
    is_cell(g->legend[1].pos, 10, 12);
    assert_true(drop_on(g, c));                                              /* DROP-6 (1) */
    assert_int_equal(g->drops.drop[0].where, RF_DROP_ON_MAP);
    assert_true(g->drops.drop[0].closed);
    assert_int_equal(g->drops.marker[0].where, RF_DMARK_GONE);               /* DROP-6 (2) */
    uint32_t t = geo_space_traits(g->map->board, &g->overlay, c);           /* DROP-3 */
    assert_true(t & GEO_T_OCCUPIES_SPACE);
    assert_true(t & GEO_T_BLOCKADE);
    assert_true(t & GEO_T_IMPASSABLE);
    assert_true(t & GEO_T_LEVEL);
    assert_false(geo_space_free(g->map->board, &g->overlay, NULL, c));
    assert_false(drops_turn_start(g, RF_BLUE));                           /* landed once */
    rf_game_free(g);
}

/* covers: DROP-7
 * Cornered on 0,0 (the beacon on 1,1, legends on 1,0 and 0,1): 15 damage,
 * then eliminated for want of a free neighbouring space; with 0,1 free he
 * goes there at once (no decision); 15 damage that take his last health
 * eliminate him before any move. */
static void test_DROP_7_no_way_out(void **state)
{
    (void)state;
    const who w[] = { { "Bangalore", 0, 1, 0 }, { "Gibraltar", 1, 0, 0 }, { "Wraith", 0, 0, 1 } };
    rf_game *g = drops_game(w, 3);
    drop_due(g, geo_cell_make(0, 0));
    assert_false(drops_turn_start(g, RF_BLUE));
    tu_check(g);
    assert_false(g->legend[1].on_map);                                       /* eliminated */
    assert_int_equal(g->legend[1].death_boxes, 1);
    assert_true(drop_on(g, geo_cell_make(0, 0)));
    rf_game_free(g);

    g = drops_game(w, 2);                                    /* 0,1 free: the one way out */
    drop_due(g, geo_cell_make(0, 0));
    assert_false(drops_turn_start(g, RF_BLUE));
    tu_check(g);
    is_cell(g->legend[1].pos, 0, 1);
    assert_int_equal(g->legend[1].vitals.shield, 5);
    rf_game_free(g);

    g = drops_game(two, 2);
    g->legend[1].vitals.shield = 0;
    g->legend[1].vitals.health = 15;
    drop_due(g, geo_cell_make(11, 12));
    assert_false(drops_turn_start(g, RF_BLUE));
    tu_check(g);
    assert_false(g->legend[1].on_map);
    assert_true(drop_on(g, geo_cell_make(11, 12)));
    rf_game_free(g);
}

/* covers: DROP-8
 * A heat shield on the landing space goes back to the supply; a Care
 * Package goes back to Lifeline with its tokens (into her own bag). */
static void test_DROP_8_occupant_returns(void **state)
{
    (void)state;
    const who w[] = { { "Bangalore", 0, 3, 8 }, { "Lifeline", 1, 8, 3 } };
    rf_game *g = game(RF_MODULE_BIT(RF_MOD_DROPS) | RF_MODULE_BIT(RF_MOD_HEAT), w, 2);
    geo_cell c = geo_cell_make(6, 6);
    int o = geo_overlay_add(&g->overlay, geo_kinds_find(&g->content->kinds, "heat_shield"),
                            geo_place_cell(c));
    g->overlay.o[o].owner = RF_HEAT_OWNER;
    drop_due(g, c);
    assert_false(drops_turn_start(g, RF_BLUE));
    tu_check(g);
    assert_true(drop_on(g, c));
    for (int i = 0; i < g->overlay.n; i++) assert_int_not_equal(g->overlay.o[i].owner, RF_HEAT_OWNER);
    rf_game_free(g);

    g = drops_game(w, 2);
    int bag = 0;
    for (int p = 0; p < g->npieces; p++)
        bag += g->piece[p].where == RF_IN_BAG && g->piece[p].at == RF_RARITY_COUNT + 1;
    assert_true(care_package_land(g, 1, c, 3));
    drop_due(g, c);
    assert_false(drops_turn_start(g, RF_BLUE));
    tu_check(g);
    assert_true(drop_on(g, c));
    int back = 0;
    for (int p = 0; p < g->npieces; p++) {
        back += g->piece[p].where == RF_IN_BAG && g->piece[p].at == RF_RARITY_COUNT + 1;
        assert_int_not_equal(g->piece[p].where, RF_IN_OBJECT);
    }
    assert_int_equal(back, bag);
    rf_game_free(g);
}

/* A landed closed drop on 11,12 next to Bangalore (10,12), red to act. */
static rf_game *drop_beside(int top_card)
{
    const who w[] = { { "Bangalore", 0, 10, 12 }, { "Gibraltar", 1, 3, 3 } };
    rf_game *g = drops_game(w, 2);
    drop_due(g, geo_cell_make(11, 12));
    assert_false(drops_turn_start(g, RF_BLUE));
    int8_t *deck = g->drops.deck, top = (int8_t)(g->drops.deck_n - 1);
    for (int i = 0; i < top; i++)                                  /* that card on top */
        if (deck[i] == top_card) {
            deck[i] = deck[top];
            deck[top] = (int8_t)top_card;
        }
    tu_check(g);
    choose(g, RF_OPT_ACTIVATE, 0);
    choose(g, RF_OPT_ACTION, RF_ACT_INTERACT_MOVE1);
    choose(g, RF_OPT_PART, RF_PART_MAIN);
    return g;
}

static int card_of_kind(int kind, int gear)
{
    const rf_drops_content *dc = &tu_content()->drops;
    for (int i = 0; i < dc->ncards; i++)
        if (dc->card[i].kind == kind && (kind != RF_DROPCARD_LEGENDARY || dc->card[i].gear == gear))
            return i;
    fail_msg("no supply drop card of kind %d", kind);
    return -1;
}

/* covers: DROP-9 DROP-10
 * Interacting with the adjacent closed drop reveals the top supply drop
 * card: the legendary body shield is received and equipped (GEAR-3; the
 * starting one dropped); the drop is open for good: its status marker
 * gone, no Interact opens it again; the card is out of the deck. */
static void test_DROP_9_legendary_loot(void **state)
{
    (void)state;
    rf_game *g = drop_beside(card_of_kind(RF_DROPCARD_LEGENDARY, RF_GEAR_BODY));
    int cards = g->drops.deck_n;
    assert_true(offered(g, RF_OPT_BIN, RF_DROP_OPT | 0));
    choose(g, RF_OPT_BIN, RF_DROP_OPT | 0);
    assert_int_equal(g->drops.deck_n, cards - 1);
    assert_false(g->drops.drop[0].closed);                                  /* DROP-10 */
    rf_decision d;
    assert_true(rf_pending(g, &d));
    assert_int_equal(d.kind, RF_DEC_LOOT);
    choose(g, RF_OPT_KEEP, -1);                                              /* equip it */
    int body = g->legend[0].gear[RF_GEAR_BODY];
    assert_int_equal(pieces_loot_of(g, body)->rarity, RF_LEGENDARY);
    assert_int_equal(g->legend[0].vitals.shield_max, 40);
    assert_int_equal(count_module(g, RF_MODAT_DROP_LEGENDARY + RF_GEAR_BODY), 0);
    while (rf_pending(g, &d) && d.kind == RF_DEC_LOOT) choose(g, RF_OPT_DROP_AT, -1);
    assert_false(offered(g, RF_OPT_BIN, RF_DROP_OPT | 0));                   /* one object */
    rf_game_free(g);
}

/* covers: DROP-9
 * A special weapon card: equip it in place of a weapon or discard it, but
 * not take its ammo (R-DROP-9); an "other loot" card: a token from the
 * epic bag, kept or dropped. */
static void test_DROP_9_special_weapon_and_loot(void **state)
{
    (void)state;
    rf_game *g = drop_beside(card_of_kind(RF_DROPCARD_SPECIAL, 0));
    choose(g, RF_OPT_BIN, RF_DROP_OPT | 0);
    rf_decision d;
    assert_true(rf_pending(g, &d));
    assert_int_equal(d.kind, RF_DEC_WEAPON_GAIN);
    assert_false(offered(g, RF_OPT_WEAPON_DO, 1));                          /* no "take ammo" */
    assert_true(offered(g, RF_OPT_WEAPON_DO, 2));                           /* discard */
    choose(g, RF_OPT_WEAPON_DO, 0);                                          /* replace */
    const rf_weapon_def *w = pieces_weapon_of(g, g->legend[0].weapon[0]);
    assert_true(w->special);
    assert_true(g->legend[0].ammo[0] >= w->ammo_init);                       /* WEAPON-5 */
    assert_int_equal(count_module(g, RF_MODAT_SPECIAL), RF_SPECIAL_WEAPONS - 1);
    rf_game_free(g);

    g = drop_beside(card_of_kind(RF_DROPCARD_LOOT, 0));
    choose(g, RF_OPT_BIN, RF_DROP_OPT | 0);
    assert_true(rf_pending(g, &d));
    assert_int_equal(d.kind, RF_DEC_LOOT);
    int held = pieces_first_held(g, 0, RF_PIECE_LOOT);
    assert_true(held >= 0);
    assert_int_equal(pieces_loot_of(g, held)->rarity,
                     tu_content()->drops.card[card_of_kind(RF_DROPCARD_LOOT, 0)].rarity);
    rf_game_free(g);
}

/* covers: DEPLOY-2
 * With the Ring, Supply Drops and the Replicator count from the ring
 * border figure of the card's corner, not the map's corner (R-DEPLOY-2). */
static void test_DEPLOY_2_from_the_ring(void **state)
{
    (void)state;
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.nlegends = 2;
    for (int i = 0; i < 2; i++) {
        snprintf(s.legend[i].name, sizeof s.legend[i].name, "%s", two[i].name);
        s.legend[i].squad = two[i].squad, s.legend[i].x = two[i].x, s.legend[i].y = 3;
    }
    s.ring = true;
    s.modules = RF_MODULE_BIT(RF_MOD_DROPS);
    rf_game *g = NULL;
    rf_error err;
    assert_int_equal(rf_game_new(tu_content(), yard(), &s, &g, &err), RF_OK);
    g->ring.east = 13, g->ring.south = 14;                                   /* closed in */
    geo_cell at;
    assert_true(modules_deploy_with(g, card(g, "d1"), 3, 3, NULL, &at));
    is_cell(at, 10, 11);                                       /* from 13,14: 3 up, 3 left */
    rf_game_free(g);
}

static int crafts_on_map(const rf_game *g)
{
    int n = 0;
    for (int i = 0; i < RF_CRAFT_MARKERS; i++) n += g->repl.where[i] == RF_CRAFT_MAP;
    return n;
}

/* covers: TURN-3 TURN-2
 * What lies below the initiative track resolves when the marker reaches a
 * squad's turn: the replicator token deploys a crafting material marker
 * (REPL-4), at every turn; the event token below each red turn space turns
 * the next event card up (EVENT-3); a supply drop below the turn lands on
 * its squad's deployment marker (DROP-6). (Ability tokens: test_abilities.c,
 * TURN-2.) */
static void test_TURN_3_items_below_the_initiative_track(void **state)
{
    (void)state;
    unsigned mods = RF_MODULE_BIT(RF_MOD_DROPS) | RF_MODULE_BIT(RF_MOD_REPLICATOR) |
                    RF_MODULE_BIT(RF_MOD_EVENTS);
    rf_game *g = game(mods, two, 2);
    tu_check(g);
    tu_pass_until(g, 2, RF_BLUE);
    int drops_below = 0;
    for (int i = 0; i < RF_DROPS; i++) drops_below += g->drops.drop[i].where == RF_DROP_BELOW;
    assert_true(drops_below > 0);                       /* placed for round 3 (DROP-5) */
    int crafts = crafts_on_map(g), events_left = g->event_cards.deck_n;
    tu_pass_until(g, 3, RF_RED);
    assert_int_equal(crafts_on_map(g), crafts + 1);                          /* REPL-4 */
    assert_int_equal(g->event_cards.deck_n, events_left - 1);               /* EVENT-3 */
    int landed = 0;
    for (int i = 0; i < RF_DROPS; i++) {
        const rf_drop *d = &g->drops.drop[i];
        if (d->where == RF_DROP_BELOW) assert_true(d->at > 3 * 2 + RF_RED);   /* not overdue */
        landed += d->where == RF_DROP_ON_MAP;
    }
    assert_int_equal(landed, 1);                                             /* DROP-6 */
    rf_game_free(g);
}

/* covers: MOD-3 DROP-4 DROP-6 REPL-4
 * Heat Shields, Supply Drops and the Replicator together draw from the one
 * deployment deck (content's, DEPLOY-5 after each): a whole game with
 * random choices keeps every invariant, and by its end both rounds'
 * markers were deployed and every drop that came due landed. */
static void test_MOD_3_together_in_a_game(void **state)
{
    (void)state;
    unsigned mods = RF_MODULE_BIT(RF_MOD_HEAT) | RF_MODULE_BIT(RF_MOD_DROPS) |
                    RF_MODULE_BIT(RF_MOD_REPLICATOR);
    const who w[] = { { "Bangalore", 0, 3, 8 }, { "Gibraltar", 1, 12, 8 } };
    for (unsigned seed = 1; seed <= 6; seed++) {
        rf_game *g = game(mods, w, 2);
        g->rng.s ^= seed * 0x9e3779b97f4a7c15ull;
        unsigned codes[RF_MAX_OPTIONS];
        rf_error err;
        int steps = 0;
        while (!rf_game_over(g, NULL) && steps++ < 30000) {
            int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
            assert_true(n > 0);
            assert_int_equal(rf_choose(g, codes[(unsigned)steps * 2654435761u % (unsigned)n], &err),
                             RF_OK);
            if (steps % 16 == 0) tu_check(g);
        }
        tu_check(g);
        assert_true(rf_game_over(g, NULL));
        for (int i = 0; i < RF_DROPS; i++)
            if (g->drops.drop[i].where == RF_DROP_BELOW)
                assert_true(g->drops.drop[i].at >= g->round * 2);           /* not overdue */
        if (g->round >= 4)
            for (int m = 0; m < RF_DROP_MARKERS; m++)
                assert_int_not_equal(g->drops.marker[m].where, RF_DMARK_TRACK);
        rf_game_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_DROP_2_setup),
        cmocka_unit_test(test_EX_DROP_1_markers_deployed),
        cmocka_unit_test(test_EX_DROP_2_crushed_and_moved),
        cmocka_unit_test(test_DROP_7_no_way_out),
        cmocka_unit_test(test_DROP_8_occupant_returns),
        cmocka_unit_test(test_DROP_9_legendary_loot),
        cmocka_unit_test(test_DROP_9_special_weapon_and_loot),
        cmocka_unit_test(test_DEPLOY_2_from_the_ring),
        cmocka_unit_test(test_MOD_3_together_in_a_game),
        cmocka_unit_test(test_TURN_3_items_below_the_initiative_track),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
