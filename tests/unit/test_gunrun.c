/*
 * test_gunrun.c — the Gun Run module (RULES.md GUNRUN-1 … GUNRUN-7,
 * EX-GUNRUN-1; data/fully_kitted.json, src/rules/modules/gun_run/gunrun.c, docs/modes.md).
 * MOD-4 allows Gun Run in ASSN, TDM, CTF and Control Point only; these
 * tests set the module up on a game of the yard directly, as setup.c does
 * (gunrun_setup); test_gunrun_match.c plays drafted matches.
 */
#include "event_yard.h"
#include "rules/combat/combat.h"
#include "rules/modules/gun_run/gunrun.h"
#include "rules/engine/pieces.h"

#define GUNRUN RF_MODULE_BIT(RF_MOD_GUNRUN)

static rf_game *gunrun_game(void)
{
    rf_game *g = yard_game(0, 0, 15);
    g->modules |= GUNRUN;
    assert_true(gunrun_setup(g));
    ok(g);
    return g;
}

static const rf_weapon_def *def_of(const rf_game *g, int p) { return pieces_weapon_of(g, p); }

/* The piece of squad's kitted card `id` (FK-W-n), wherever it is. */
static int card(const rf_game *g, int squad, const char *name)
{
    for (int p = 0; p < g->npieces; p++) {
        if (g->piece[p].kind != RF_PIECE_WEAPON || !def_of(g, p)->kitted ||
            strcmp(def_of(g, p)->name, name) != 0)
            continue;
        int s = g->piece[p].where == RF_IN_KIT ? g->piece[p].at >> 8
                : g->legend[g->piece[p].at / RF_WEAPON_SLOTS].squad;
        if (s == squad) return p;
    }
    fail_msg("no kitted %s for squad %d", name, squad);
    return -1;
}

/* What refers to piece p: a weapon slot or a place in a kitted pile. */
static int16_t *ref(rf_game *g, int p)
{
    const rf_piece *pc = &g->piece[p];
    if (pc->where == RF_ON_WEAPON)
        return &g->legend[pc->at / RF_WEAPON_SLOTS].weapon[pc->at % RF_WEAPON_SLOTS];
    int squad = pc->at >> 8, pile = (pc->at >> 5) & 7, i = pc->at & 31;
    return pile == RF_KIT_PILE_DECK ? &g->gunrun.deck[squad][i]
           : pile == RF_KIT_PILE_QUEUE ? &g->gunrun.queue[squad][i] : &g->gunrun.discard[squad][i];
}

/* Exchange the places of two kitted cards (the test arranges the piles). */
static void swap(rf_game *g, int p, int q)
{
    if (p == q) return;
    int16_t *rp = ref(g, p), *rq = ref(g, q);
    *rp = (int16_t)q;
    *rq = (int16_t)p;
    rf_piece t = g->piece[p];
    g->piece[p].where = g->piece[q].where;
    g->piece[p].at = g->piece[q].at;
    g->piece[q].where = t.where;
    g->piece[q].at = t.at;
    ok(g);
}

/* covers: GUNRUN-1 GUNRUN-2 GUNRUN-3 GUNRUN-4
 * 16 kitted cards FK-W-1 … FK-W-16 per squad; the basic weapon cards are
 * out; each legend equips 2 of its squad's colour, each squad has a queue
 * of 2 and a deck of 10 left (2 legends a squad). */
static void test_GUNRUN_3_setup(void **state)
{
    (void)state;
    rf_game *g = gunrun_game();
    assert_int_equal(g->weapon_deck_n, 0);                                 /* R-GUNRUN-2 */
    for (int squad = 0; squad < 2; squad++) {
        assert_int_equal(g->gunrun.deck_n[squad], 10);
        assert_int_equal(g->gunrun.discard_n[squad], 0);
        unsigned seen = 0;
        for (int i = 0; i < RF_KIT_QUEUE; i++) {
            int p = g->gunrun.queue[squad][i];
            assert_true(p >= 0);
            seen |= 1u << (def_of(g, p)->id[5] == '1' && def_of(g, p)->id[6] ? 9 + def_of(g, p)->id[6] - '0' : def_of(g, p)->id[5] - '1');
        }
        for (int i = 0; i < g->gunrun.deck_n[squad]; i++) {
            const rf_weapon_def *w = def_of(g, g->gunrun.deck[squad][i]);
            seen |= 1u << (w->id[5] == '1' && w->id[6] ? 9 + w->id[6] - '0' : w->id[5] - '1');
        }
        for (int l = squad * 2; l < squad * 2 + 2; l++)
            for (int s = 0; s < RF_WEAPON_SLOTS; s++) {
                int p = g->legend[l].weapon[s];
                assert_true(p >= 0 && def_of(g, p)->kitted);               /* GUNRUN-3 */
                const rf_weapon_def *w = def_of(g, p);
                seen |= 1u << (w->id[5] == '1' && w->id[6] ? 9 + w->id[6] - '0' : w->id[5] - '1');
            }
        assert_int_equal(seen, 0xffffu);                           /* FK-W-1 … FK-W-16 once */
    }
    rf_game_free(g);
}

/* covers: GUNRUN-5
 * A seat sees its own squad's queue; the enemy's only as a count. */
static void test_GUNRUN_5_queue_hidden(void **state)
{
    (void)state;
    rf_game *g = gunrun_game();
    static char buf[65536];
    const char *red0 = def_of(g, g->gunrun.queue[RF_RED][0])->id;
    rf_observe(g, 0, buf, sizeof buf);
    char want[64];
    snprintf(want, sizeof want, "\"queue\":[\"%s\"", red0);
    assert_non_null(strstr(buf, want));
    assert_non_null(strstr(buf, "\"squad\":\"blue\",\"deck\":10,\"discard\":[],\"queue\":2}"));
    rf_observe(g, 1, buf, sizeof buf);
    assert_null(strstr(buf, want));
    assert_non_null(strstr(buf, "\"squad\":\"red\",\"deck\":10,\"discard\":[],\"queue\":2}"));
    rf_game_free(g);
}

/* Bangalore shoots Gibraltar with slot 0: through the windows to the queue. */
static void shoot(rf_game *g)
{
    choose(g, option(g, RF_OPT_ACTION, RF_ACT_SHOOT));
    choose(g, option(g, RF_OPT_TARGET, 2));
    choose(g, option(g, RF_OPT_WEAPON, 0));
    skip_windows(g);
}

/* covers: EX-GUNRUN-1 GUNRUN-6 GUNRUN-7
 * Bangalore shoots Gibraltar with her R-99 SMG; it goes to the red discard
 * pile; she chooses between the DMR Longbow and the Prowler SMG of the
 * queue and takes the Prowler; Triple Take, the top of the deck, goes into
 * the queue; she may Shoot again with the new weapon, and no ammo is spent. */
static void test_EX_GUNRUN_1(void **state)
{
    (void)state;
    rf_game *g = gunrun_game();
    int r99 = card(g, RF_RED, "R-99 SMG"), longbow = card(g, RF_RED, "DMR Longbow");
    int prowler = card(g, RF_RED, "Prowler SMG"), triple = card(g, RF_RED, "Triple Take");
    swap(g, r99, g->legend[0].weapon[0]);
    g->legend[0].ammo[0] = def_of(g, r99)->ammo_init;
    swap(g, longbow, g->gunrun.queue[RF_RED][0]);
    swap(g, prowler, g->gunrun.queue[RF_RED][1]);
    swap(g, triple, g->gunrun.deck[RF_RED][g->gunrun.deck_n[RF_RED] - 1]);
    choose(g, option(g, RF_OPT_ACTIVATE, 0));
    int ammo = g->legend[0].ammo[1];
    shoot(g);
    int l = -1;
    assert_int_equal(pending_kind(g, &l), RF_DEC_QUEUE);
    assert_int_equal(l, 0);
    assert_int_equal(g->gunrun.discard_n[RF_RED], 1);                      /* GUNRUN-7 (1) */
    assert_int_equal(g->gunrun.discard[RF_RED][0], r99);
    assert_int_equal(g->legend[0].weapon[0], -1);
    assert_int_not_equal(option(g, RF_OPT_QUEUE, 0), 0u);                  /* Longbow */
    choose(g, option(g, RF_OPT_QUEUE, 1));                                 /* the Prowler */
    assert_int_equal(g->legend[0].weapon[0], prowler);                     /* GUNRUN-7 (2) */
    assert_int_equal(g->gunrun.queue[RF_RED][1], triple);                  /* GUNRUN-7 (3) */
    assert_int_equal(g->gunrun.queue[RF_RED][0], longbow);
    assert_int_equal(g->gunrun.deck_n[RF_RED], 9);
    assert_int_equal(g->legend[0].ammo[1], ammo);                          /* GUNRUN-6 */
    assert_int_equal(pending_kind(g, NULL), RF_DEC_ACTION);
    assert_int_not_equal(option(g, RF_OPT_ACTION, RF_ACT_SHOOT), 0u);      /* again */
    shoot(g);
    assert_int_equal(pending_kind(g, NULL), RF_DEC_QUEUE);
    assert_int_equal(g->gunrun.discard[RF_RED][1], prowler);
    rf_game_free(g);
}

/* covers: WEAPON-8 GUNRUN-7 ATTACH-7
 * An attachment token fitted over a kitted card's printed one does not go
 * to the discard pile with the card: once the queue's card is equipped the
 * legend receives it again (fit it, keep it or drop it, R-GUNRUN-7). */
static void test_WEAPON_8_gunrun_attachment_received_again(void **state)
{
    (void)state;
    rf_game *g = gunrun_game();
    int r99 = card(g, RF_RED, "R-99 SMG");
    swap(g, r99, g->legend[0].weapon[0]);
    const rf_weapon_def *w = def_of(g, r99);
    int tok = -1, slot = -1;
    for (int p = 0; p < g->npieces && tok < 0; p++) {
        if (g->piece[p].kind != RF_PIECE_LOOT || g->piece[p].where != RF_IN_BAG) continue;
        for (int s = 0; s < w->nslots && tok < 0; s++)
            if (catalog_attachment_fits(&w->slot[s], pieces_loot_of(g, p))) {
                tok = p;
                slot = s;
            }
    }
    assert_true(tok >= 0);
    piece_attach(g, tok, 0, 0, slot);                                   /* ATTACH-7 */
    ok(g);
    choose(g, option(g, RF_OPT_ACTIVATE, 0));
    shoot(g);
    assert_int_equal(pending_kind(g, NULL), RF_DEC_QUEUE);
    assert_int_equal(g->piece[tok].where, RF_HELD);                       /* not discarded */
    assert_int_equal(g->legend[0].attach[0][slot], -1);
    choose(g, option(g, RF_OPT_QUEUE, 0));
    int l = -1;
    assert_int_equal(pending_kind(g, &l), RF_DEC_LOOT);                    /* WEAPON-8 */
    assert_int_equal(l, 0);
    assert_int_equal(g->piece[tok].where, RF_HELD);
    assert_true(pieces_weapon_of(g, g->legend[0].weapon[0])->kitted);
    rf_game_free(g);
}

/* covers: ACT-10
 * Without Gun Run, one Shoot per activation. */
static void test_ACT_10_one_shot_without_gunrun(void **state)
{
    (void)state;
    rf_game *g = yard_game(0, 0, 15);
    choose(g, option(g, RF_OPT_ACTIVATE, 0));
    shoot(g);
    assert_int_equal(pending_kind(g, NULL), RF_DEC_ACTION);
    assert_int_equal(option(g, RF_OPT_ACTION, RF_ACT_SHOOT), 0u);
    rf_game_free(g);
}

/* covers: GUNRUN-7
 * An empty deck: the squad's discard pile is shuffled into a new deck
 * when the queue needs a card. */
static void test_GUNRUN_7_reshuffle(void **state)
{
    (void)state;
    rf_game *g = gunrun_game();
    rf_gunrun_state *k = &g->gunrun;
    while (k->deck_n[RF_RED] > 0) {                 /* the deck onto the discard pile */
        int p = k->deck[RF_RED][--k->deck_n[RF_RED]], i = k->discard_n[RF_RED]++;
        k->discard[RF_RED][i] = (int16_t)p;
        piece_place(g, p, RF_IN_KIT, gunrun_kit_at(RF_RED, RF_KIT_PILE_DISCARD, i));
    }
    ok(g);
    choose(g, option(g, RF_OPT_ACTIVATE, 0));
    shoot(g);
    choose(g, option(g, RF_OPT_QUEUE, 0));
    assert_int_equal(k->discard_n[RF_RED], 0);                     /* all 11 into the deck */
    assert_int_equal(k->deck_n[RF_RED], 10);                       /* one drawn to the queue */
    assert_true(k->queue[RF_RED][0] >= 0);
    rf_game_free(g);
}

/* covers: GUNRUN-6 GUNRUN-7
 * Random play for 3 rounds keeps every invariant (rf_check after each
 * choice): every kitted card equipped or in its squad's piles. */
static void test_GUNRUN_7_random_play(void **state)
{
    (void)state;
    for (unsigned seed = 1; seed <= 4; seed++) {
        rf_game *g = gunrun_game();
        g->max_rounds = 3;
        rf_bot *b = rf_bot_new(seed & 1 ? "random" : "heuristic", seed);
        int steps = 0;
        while (!rf_game_over(g, NULL) && steps++ < 20000) choose(g, rf_bot_choose(b, g));
        assert_true(rf_game_over(g, NULL));
        rf_bot_free(b);
        rf_game_free(g);
    }
}

/* covers: MOD-4
 * Gun Run is not allowed in Battle Royale. */
static void test_MOD_4_no_gunrun_in_br(void **state)
{
    (void)state;
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.nlegends = 2;
    snprintf(s.legend[0].name, sizeof s.legend[0].name, "Bangalore");
    snprintf(s.legend[1].name, sizeof s.legend[1].name, "Gibraltar");
    s.legend[1].squad = 1;
    s.legend[1].x = 3;
    s.modules = GUNRUN;
    rf_game *g = NULL;
    rf_error err;
    assert_int_equal(rf_game_new(tu_content(), yard(), &s, &g, &err), RF_E_ARG);
    assert_non_null(strstr(err.message, "gun_run"));
}

/* covers: GUNRUN-1
 * The kitted cards: 16, FK-W-1 … FK-W-16 in order, FK-W-16 the Throwing
 * Knife, every slot printed, the Gun Run example's weapons among them. */
static void test_GUNRUN_1_cards(void **state)
{
    (void)state;
    const rf_catalog *cat = &tu_content()->catalog;
    int first = catalog_kitted_first(cat);
    assert_true(first >= 0);
    for (int i = 0; i < RF_KITTED_CARDS; i++) {
        const rf_weapon_def *w = &cat->weapon[first + i];
        char id[16];
        snprintf(id, sizeof id, "FK-W-%d", i + 1);
        assert_string_equal(w->id, id);
        assert_true(w->kitted);
        for (int s = 0; s < w->nslots; s++) assert_true(w->slot[s].printed >= 0);
    }
    assert_string_equal(cat->weapon[first + 15].name, "Throwing Knife");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_GUNRUN_1_cards),
        cmocka_unit_test(test_GUNRUN_3_setup),
        cmocka_unit_test(test_GUNRUN_5_queue_hidden),
        cmocka_unit_test(test_EX_GUNRUN_1),
        cmocka_unit_test(test_WEAPON_8_gunrun_attachment_received_again),
        cmocka_unit_test(test_ACT_10_one_shot_without_gunrun),
        cmocka_unit_test(test_GUNRUN_7_reshuffle),
        cmocka_unit_test(test_GUNRUN_7_random_play),
        cmocka_unit_test(test_MOD_4_no_gunrun_in_br),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
