/*
 * test_observe_record.c — the observation's record of the current and
 * previous turn as data (record.h, observe_record.c; docs/protocol.md):
 * a Shoot with a reaction shows the reaction's modifier and the threshold
 * the Shoot used; every Aim card with its slot, modifier and verdict; the
 * last attack's hit and headshot bits for all 12 cards it keeps; moves
 * with their paths; damage events. All of it the same for every seat.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "rules/engine/engine.h"
#include "rules/engine/legends.h"
#include "rules/engine/pieces.h"

enum { RED = 0, BLUE = 1, SHOOTER = 0, TARGET = 2 };

static const rf_content *cards_content(void)
{
    static rf_content *c;
    if (!c) c = tu_content_plus("test_cards.json", NULL);
    return c;
}

/* Open ground, 12 x 12: no cover, no levels (only the threshold decides). */
static const rf_map *yard(void)
{
    static rf_map *m;
    if (!m) {
        static const char text[] =
            "{ \"name\": \"Record yard\", \"source\": \"test_observe_record.c\", \"size\": [12, 12],\n"
            "  \"components\": [\n"
            "    { \"type\": \"respawn_beacon\", \"at\": [0, 0] },\n"
            "    { \"type\": \"respawn_beacon\", \"at\": [11, 0] } ] }\n";
        m = tu_map_text(cards_content(), "record-yard.json", text);
    }
    return m;
}

static int card_def(const rf_game *g, const char *id)
{
    for (int i = 0; i < g->content->cards.n; i++)
        if (strcmp(g->content->cards.card[i].id, id) == 0) return i;
    fail_msg("no card '%s'", id);
    return -1;
}

/* l's hand is exactly card id (or empty); the rest of its cards in its deck. */
static void hand_of(rf_game *g, int l, const char *id)
{
    rf_legend *lg = &g->legend[l];
    uint8_t pool[3 * RF_DECK_SIZE];
    int n = 0;
    for (int i = 0; i < lg->deck_n; i++) pool[n++] = lg->deck[i];
    for (int i = 0; i < lg->hand_n; i++) pool[n++] = lg->hand[i];
    for (int i = 0; i < lg->discard_n; i++) pool[n++] = lg->discard[i];
    lg->deck_n = lg->hand_n = lg->discard_n = 0;
    int want = id ? card_def(g, id) : -1;
    for (int i = 0; i < n; i++) {
        if (pool[i] == want && lg->hand_n == 0) lg->hand[lg->hand_n++] = pool[i];
        else lg->deck[lg->deck_n++] = pool[i];
    }
    tu_check(g);
}

/* Red's Bangalore shoots Blue's Gibraltar at the near end of its best range. */
static rf_game *fight(unsigned long long seed)
{
    const tu_spot s[4] = {
        { "Bangalore", RED, 2, 6, .deck = "test" }, { "Wraith", RED, 2, 9, .deck = "test" },
        { "Gibraltar", BLUE, 5, 6, .deck = "test" }, { "Bloodhound", BLUE, 6, 9, .deck = "test" },
    };
    rf_game *g = tu_game(cards_content(), yard(), s, 4, seed);
    const rf_weapon_def *w = pieces_weapon_of(g, g->legend[SHOOTER].weapon[0]);
    int d = w->range_lo > 0 ? w->range_lo : 1;
    g->legend[TARGET].pos = geo_cell_make(g->legend[SHOOTER].pos.x + d, g->legend[SHOOTER].pos.y);
    for (int k = 0; k < RF_WEAPON_SLOTS; k++) g->legend[SHOOTER].ammo[k] = 5;
    g->legend[TARGET].vitals.health = 40;
    g->legend[TARGET].vitals.shield = 0;
    for (int l = 0; l < 4; l++) hand_of(g, l, NULL);
    return g;
}

static void choose_kind(rf_game *g, int kind)
{
    rf_option o[RF_MAX_OPTIONS];
    int n = rf_options(g, o, RF_MAX_OPTIONS);
    for (int i = 0; i < n; i++)
        if ((int)engine_code_kind(o[i].code) == kind) {
            tu_choose(g, o[i].code);
            return;
        }
    fail_msg("no option of kind %d", kind);
}

static void pass_reactions(rf_game *g)
{
    rf_decision d;
    while (rf_pending(g, &d) && d.kind == RF_DEC_REACTION) choose_kind(g, OPT_DONE);
}

/* The shooter is activated and chooses its Shoot, target and weapon. */
static void shoot(rf_game *g)
{
    tu_choose(g, engine_code(OPT_ACTIVATE, SHOOTER, 0));
    tu_choose(g, engine_code(OPT_ACTION, ACT_SHOOT, 0));
    tu_choose(g, engine_code(OPT_TARGET, TARGET, 0));
    tu_choose(g, engine_code(OPT_WEAPON, 0, 0));
}

static char *observe(const rf_game *g, int seat)
{
    int n = rf_observe(g, seat, NULL, 0);
    char *text = malloc((size_t)n + 1);
    assert_non_null(text);
    rf_observe(g, seat, text, (size_t)n + 1);
    return text;
}

static void expect_text(const char *text, const char *part)
{
    if (!strstr(text, part)) fail_msg("the observation lacks %s", part);
}

#ifndef RF_TEST_MASK_ONLY
/* A Shoot with a reaction: the record shows Brace's +10 (REACT-9) among
 * the threshold's modifiers, with its source and kind, and the threshold
 * the Shoot used (the one the Aim cards were judged against), 10 above the
 * same Shoot without it.
 * covers: SHOOT-13 SHOOT-16 REACT-9 AIM-12 */
static void test_record_shot_with_reaction(void **state)
{
    (void)state;
    rf_game *g = fight(31);
    hand_of(g, TARGET, "t-brace");
    shoot(g);
    rf_decision d;
    assert_true(rf_pending(g, &d));
    assert_int_equal(d.kind, RF_DEC_REACTION);
    rf_game *plain = rf_game_clone(g);
    choose_kind(g, OPT_REACT);                     /* Brace: HT +10 */
    pass_reactions(g);
    pass_reactions(plain);

    assert_int_equal(g->rec.shots.total, 1);
    const rf_rec_shot *r = &g->rec.shot[0];
    assert_int_equal(r->ht, g->last.ht);
    assert_int_equal(r->ht, plain->rec.shot[0].ht + 10);
    assert_int_equal(r->ht, r->base + r->range_mod + r->optic_mod + r->other_mod);
    assert_int_equal(r->nparts, 1);
    assert_string_equal(r->part[0].what, "Brace");
    assert_int_equal(r->part[0].kind, RF_PART_REACTION);
    assert_int_equal(r->part[0].mod, 10);
    assert_int_equal(plain->rec.shot[0].nparts, 0);
    assert_int_equal(r->ncards, g->last.ncards);
    for (int i = 0; i < r->ncards; i++) {              /* AIM-12: judged against r->ht */
        const rf_rec_card *c = &r->card[i];
        assert_int_equal(c->value, g->last.cards[i].value);
        assert_int_equal(c->slot, g->last.slots[i]);
        assert_int_equal(c->mod, catalog_aim_board_mod(&g->content->catalog.aim_board, c->slot));
        assert_int_equal((c->flags & RF_REC_HIT) != 0, c->value + c->mod >= r->ht);
        assert_int_equal(c->flags >> 4, RF_AIM_WHY_THRESHOLD);
    }
    assert_int_equal(r->damage, g->last.damage);

    char *a = observe(g, 0), *b = observe(g, 1), *s = observe(g, -1);
    char want[160];
    snprintf(want, sizeof want, "\"threshold\":{\"ht\":%d,\"weapon\":%d,\"range\":%d,\"optic\":%d,"
             "\"other\":10,\"modifiers\":[{\"source\":\"Brace\",\"kind\":\"reaction\",\"modifier\":10}]}",
             r->ht, r->base, r->range_mod, r->optic_mod);
    expect_text(s, want);
    snprintf(want, sizeof want, "\"turn\":\"current\",\"seq\":%d,\"shooter\":%d,\"target\":%d,"
             "\"weapon_slot\":0", r->seq, SHOOTER, TARGET);
    expect_text(s, want);
    const char *ra = strstr(a, "\"record\":"), *rb = strstr(b, "\"record\":"),
               *rs = strstr(s, "\"record\":");
    assert_non_null(ra);
    assert_string_equal(ra, rs);                      /* public: every seat sees the same */
    assert_string_equal(rb, rs);
    free(a);
    free(b);
    free(s);
    rf_game_free(plain);
    rf_game_free(g);
}

/* A Move is recorded with its path (the start first, then every space
 * entered) and the MP it cost; the damage of a Shoot is an event.
 * covers: MOVE-2 MOVE-5 DMG-1 */
static void test_record_move_path_and_damage_event(void **state)
{
    (void)state;
    rf_game *g = fight(7);
    geo_cell from = g->legend[SHOOTER].pos;
    tu_choose(g, engine_code(OPT_ACTIVATE, SHOOTER, 0));
    tu_choose(g, engine_code(OPT_ACTION, ACT_MOVE2, 0));
    geo_cell to = geo_cell_make(from.x, from.y + 2);
    tu_choose(g, engine_code(OPT_MOVE_TO, 0, geo_cell_index(to)));
    assert_int_equal(g->rec.moves.total, 1);
    const rf_rec_move *m = &g->rec.move[0];
    assert_int_equal(m->legend, SHOOTER);
    assert_int_equal(m->n, 3);
    assert_int_equal(m->path[0], geo_cell_index(from));
    assert_int_equal(m->path[2], geo_cell_index(to));
    assert_int_equal(m->mp, 2);
    char *s = observe(g, -1);
    char want[120];
    snprintf(want, sizeof want, "\"moves\":[{\"turn\":\"current\",\"seq\":%d,\"legend\":0,\"mp\":2,"
             "\"path\":[[%d,%d],[%d,%d],[%d,%d]]}]", m->seq, from.x, from.y, geo_cell_at(m->path[1]).x,
             geo_cell_at(m->path[1]).y, to.x, to.y);
    expect_text(s, want);
    free(s);
    rf_game_free(g);
}
#endif

/* The last attack keeps up to 12 Aim cards; each has its own hit and
 * headshot bit (8 bits made cards 9 … 12 set the bits of cards 1 … 4).
 * Here cards 1 … 8 are the lowest (misses) and 9 … 12 the highest (hits).
 * covers: AIM-3 AIM-9 AIM-12 */
static void test_last_attack_twelve_cards_each_its_bit(void **state)
{
    (void)state;
    rf_game *g = fight(5);
    const rf_catalog *cat = &g->content->catalog;
    for (int i = 0; i < RF_AIM_DECK; i++)                   /* lowest first */
        for (int j = i + 1; j < RF_AIM_DECK; j++)
            if (cat->aim[g->aim_deck[j]].value < cat->aim[g->aim_deck[i]].value) {
                int8_t t = g->aim_deck[i];
                g->aim_deck[i] = g->aim_deck[j];
                g->aim_deck[j] = t;
            }
    for (int k = 0; k < 4; k++) {                         /* the 4 highest are cards 9 … 12 */
        int8_t t = g->aim_deck[8 + k];
        g->aim_deck[8 + k] = g->aim_deck[RF_AIM_DECK - 1 - k];
        g->aim_deck[RF_AIM_DECK - 1 - k] = t;
    }
    hand_of(g, TARGET, "t-brace");                        /* a window before firing */
    shoot(g);
    rf_decision d;
    assert_true(rf_pending(g, &d));
    assert_int_equal(d.kind, RF_DEC_REACTION);
    rf_weapon_stats w = legend_weapon(g, SHOOTER, 0);
    int b = w.rate_b ? w.rate_b : 1;
    engine_shot_now(g)->rate = (int8_t)((12 + b - 1) / b - w.rate_a);  /* 12 cards or more (AIM-3) */
    pass_reactions(g);
    const rf_last_attack *la = &g->last;
    assert_int_equal(la->ncards, 12);
    bool differ = false;
    for (int i = 0; i < 12; i++) {
        bool hit = la->cards[i].value + catalog_aim_board_mod(&cat->aim_board, la->slots[i]) >= la->ht;
        if (i >= 8) differ |= hit != (la->cards[i - 8].value +
                                      catalog_aim_board_mod(&cat->aim_board, la->slots[i - 8]) >= la->ht);
        if (((la->hit_mask >> i) & 1) != hit) fail_msg("card %d: hit bit %d", i + 1, !hit);
        if (!hit) assert_false((la->head_mask >> i) & 1);
    }
    assert_true(differ);                /* the staging makes cards 9 … 12 unlike 1 … 4 */
#ifndef RF_TEST_MASK_ONLY
    /* the damage is the turn's event, with its cause and weapon (DMG-1);
     * an elimination may follow it */
    assert_true(la->damage > 0);
    assert_true(g->rec.events.total >= 1);
    const rf_rec_event *e = &g->rec.event[0];
    assert_int_equal(e->legend, TARGET);
    assert_int_equal(e->source, SHOOTER);
    assert_int_equal(e->amount, la->damage);
    char *s = observe(g, 1), want[200];
    snprintf(want, sizeof want, "\"events\":[{\"turn\":\"current\",\"seq\":%d,\"kind\":\"damage\","
             "\"legend\":%d,\"source\":%d,\"cause\":\"shot\",\"what\":\"%s\",\"amount\":%d,", e->seq, TARGET, SHOOTER,
             pieces_weapon_of(g, g->legend[SHOOTER].weapon[0])->name, la->damage);
    expect_text(s, want);
    free(s);
#endif
    rf_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
#ifndef RF_TEST_MASK_ONLY
        cmocka_unit_test(test_record_shot_with_reaction),
        cmocka_unit_test(test_record_move_path_and_damage_event),
#endif
        cmocka_unit_test(test_last_attack_twelve_cards_each_its_bit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
