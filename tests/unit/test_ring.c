/*
 * test_ring.c — the Ring module, the round track and the reward tokens
 * (src/rules/modules/ring/ring.c, src/data/ring_load.c; docs/ring.md): the data files
 * load as the books give them, the ring border moves and clamps as ruled,
 * the round marker's advance reports what to resolve, and the bad files
 * of tests/data/bad-ring/ are refused whole, with file, line and JSON path.
 */
#define _POSIX_C_SOURCE 200809L   /* mkdtemp */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "data/ring_load.h"
#include "rules/modules/ring/ring.h"          /* was reached through content.h */

#define BAD_DIR RF_TEST_DIR "/data/bad-ring/"

static rf_ring_card card_of(int n, int e, int s, int w)
{
    rf_ring_card k;
    memset(&k, 0, sizeof k);
    k.move[RF_NORTH] = (uint8_t)n;
    k.move[RF_EAST] = (uint8_t)e;
    k.move[RF_SOUTH] = (uint8_t)s;
    k.move[RF_WEST] = (uint8_t)w;
    return k;
}

static void assert_ring(const rf_ring *r, int west, int north, int east, int south)
{
    assert_int_equal(r->west, west);
    assert_int_equal(r->north, north);
    assert_int_equal(r->east, east);
    assert_int_equal(r->south, south);
}

/* ---- The data files ---- */

/* covers: RING-1 */
static void test_RING_1_eight_cards(void **state)
{
    (void)state;
    const rf_content *c = tu_content();
    assert_int_equal(c->ring_cards.n, RF_RING_CARDS);
    for (int i = 0; i < c->ring_cards.n; i++) {
        const rf_ring_card *k = &c->ring_cards.card[i];
        /* Designed: every card closes 2 rows and 2 columns (docs/ring.md). */
        assert_int_equal(k->move[RF_NORTH] + k->move[RF_SOUTH], 2);
        assert_int_equal(k->move[RF_EAST] + k->move[RF_WEST], 2);
        for (int j = 0; j < i; j++) assert_string_not_equal(k->id, c->ring_cards.card[j].id);
    }
    /* The book's card (EX-RING-1): top 2 down, left 2 right. */
    const rf_ring_card *first = &c->ring_cards.card[0];
    assert_int_equal(first->move[RF_NORTH], 2);
    assert_int_equal(first->move[RF_WEST], 2);
    assert_int_equal(first->move[RF_EAST], 0);
    assert_int_equal(first->move[RF_SOUTH], 0);
}

/* covers: SETUP-2 ROUND-1 BR-7 */
static void test_SETUP_2_round_track(void **state)
{
    (void)state;
    const rf_round_track *t = &tu_content()->track;
    int start = ring_track_start(t);
    assert_int_equal(start, 0);                              /* SETUP-2: position "1" */
    assert_int_equal(ring_track_round(t, start), 1);
    int rounds = 0, moves = 0;
    for (int i = 0; i < t->n; i++) {
        const rf_track_space *s = &t->space[i];
        if (s->kind == RF_TRACK_ROUND) assert_int_equal(s->round, ++rounds);
        if (s->symbols & RF_SYM_RING_MOVE) moves++;
        if (s->kind != RF_TRACK_ROUND) assert_int_equal(ring_damage(t, i), 0);
    }
    assert_int_equal(rounds, 8);                             /* ROUND-1 */
    assert_int_equal(moves, 6);                              /* designed */
    assert_int_equal(t->space[t->n - 1].kind, RF_TRACK_TROPHY);   /* BR-7 */
    assert_int_equal(ring_track_round(t, t->n - 1), 0);
}

/* The book's one damage value: 12 below round 5 (EX-HEAT-1); the
 * legendary knockdown shield's cap of 8 (KO-5) bites from round 5.
 * covers: TRANS-2 RING-5 */
static void test_TRANS_2_ring_damage_by_position(void **state)
{
    (void)state;
    const rf_round_track *t = &tu_content()->track;
    static const int want[9] = { 0, 0, 0, 4, 8, 12, 16, 20, 24 };
    int prev = 0;
    for (int i = 0; i < t->n; i++) {
        int r = ring_track_round(t, i);
        if (!r) continue;
        assert_int_equal(ring_damage(t, i), want[r]);
        assert_true(ring_damage(t, i) >= prev);
        prev = ring_damage(t, i);
    }
    assert_int_equal(ring_damage(t, -1), 0);
    assert_int_equal(ring_damage(t, t->n), 0);
}

/* covers: STAGE2-9 */
static void test_STAGE2_9_reward_tokens(void **state)
{
    (void)state;
    const rf_rewards *rw = &tu_content()->rewards;
    assert_int_equal(rw->n, 4);
    static const struct { int move, loot, ammo; } want[4] = {
        { 4, RF_REWARD_NO_LOOT, 0 },   /* Move 4 */
        { 2, RF_REWARD_RARE, 0 },      /* Move 2 + Rare loot */
        { 3, RF_REWARD_COMMON, 0 },    /* Move 3 + Common loot */
        { 3, RF_REWARD_NO_LOOT, 1 },   /* Move 3 + 1 Ammo */
    };
    for (int i = 0; i < 4; i++) {
        assert_int_equal(rw->reward[i].move, want[i].move);
        assert_int_equal(rw->reward[i].loot, want[i].loot);
        assert_int_equal(rw->reward[i].ammo, want[i].ammo);
    }
}

/* ---- The ring border ---- */

/* covers: RING-4 RING-3 */
static void test_RING_4_figures_on_the_corners(void **state)
{
    (void)state;
    rf_ring r;
    ringmod_init(&r, 16, 16, 3);
    assert_ring(&r, 0, 0, 15, 15);
    assert_int_equal(r.card, 3);
    int x, y;
    ringmod_figure(&r, RF_CORNER_NW, &x, &y);
    assert_true(x == 0 && y == 0);
    ringmod_figure(&r, RF_CORNER_NE, &x, &y);
    assert_true(x == 15 && y == 0);
    ringmod_figure(&r, RF_CORNER_SE, &x, &y);
    assert_true(x == 15 && y == 15);
    ringmod_figure(&r, RF_CORNER_SW, &x, &y);
    assert_true(x == 0 && y == 15);
    for (int yy = 0; yy < 16; yy++)
        for (int xx = 0; xx < 16; xx++) assert_true(ringmod_inside(&r, xx, yy));
    assert_int_equal(ringmod_width(&r), 16);
    assert_int_equal(ringmod_height(&r), 16);
}

/* R-RING-9: the rows and columns of the figures are inside.
 * covers: RING-9 */
static void test_RING_9_border_spaces_inside(void **state)
{
    (void)state;
    rf_ring r = { .west = 3, .north = 2, .east = 10, .south = 12, .card = 0 };
    assert_true(ringmod_inside(&r, 3, 2));      /* the NW figure's space */
    assert_true(ringmod_inside(&r, 10, 12));    /* the SE figure's space */
    assert_true(ringmod_inside(&r, 3, 7));      /* on the west border, between figures */
    assert_true(ringmod_inside(&r, 6, 12));     /* on the south border */
    assert_true(ringmod_inside(&r, 6, 7));
    assert_false(ringmod_inside(&r, 2, 7));
    assert_false(ringmod_inside(&r, 11, 7));
    assert_false(ringmod_inside(&r, 6, 1));
    assert_false(ringmod_inside(&r, 6, 13));
    assert_false(ringmod_inside(&r, 2, 1));     /* diagonally beyond a corner */
    assert_false(ringmod_inside(&r, -1, 5));
}

/* covers: EX-RING-1 RING-7 */
static void test_EX_RING_1_top_and_left_move_two(void **state)
{
    (void)state;
    const rf_ring_card *k = &tu_content()->ring_cards.card[0];
    rf_ring r;
    ringmod_init(&r, 16, 16, 0);
    int moved[RF_EDGES];
    ringmod_move(&r, k, moved);
    int x, y;
    ringmod_figure(&r, RF_CORNER_NW, &x, &y);   /* 2 down and 2 right */
    assert_true(x == 2 && y == 2);
    ringmod_figure(&r, RF_CORNER_NE, &x, &y);   /* 2 down */
    assert_true(x == 15 && y == 2);
    ringmod_figure(&r, RF_CORNER_SW, &x, &y);   /* 2 right */
    assert_true(x == 2 && y == 15);
    ringmod_figure(&r, RF_CORNER_SE, &x, &y);   /* does not move */
    assert_true(x == 15 && y == 15);
    assert_int_equal(moved[RF_NORTH], 2);
    assert_int_equal(moved[RF_WEST], 2);
    assert_int_equal(moved[RF_EAST], 0);
    assert_int_equal(moved[RF_SOUTH], 0);
    assert_false(ringmod_inside(&r, 1, 8));
    assert_false(ringmod_inside(&r, 8, 1));
    assert_true(ringmod_inside(&r, 2, 2));
}

/* R-RING-7: figures never meet or cross; the ring keeps 2 × 2; opposite
 * edges share the room left, an odd space staying inside.
 * covers: RING-7 */
static void test_RING_7_figures_never_cross(void **state)
{
    (void)state;
    int moved[RF_EDGES];
    rf_ring r = { .west = 0, .north = 0, .east = 5, .south = 5, .card = 0 };
    rf_ring_card k = card_of(3, 0, 3, 0);                /* 6 rows, room for 4 */
    ringmod_move(&r, &k, moved);
    assert_ring(&r, 0, 2, 5, 3);
    assert_int_equal(moved[RF_NORTH], 2);
    assert_int_equal(moved[RF_SOUTH], 2);

    r = (rf_ring){ .west = 0, .north = 0, .east = 6, .south = 6, .card = 0 };
    k = card_of(0, 4, 0, 4);                             /* 7 columns, room for 5 */
    ringmod_move(&r, &k, moved);
    assert_ring(&r, 2, 0, 4, 6);                         /* 2 each; the odd one stays */
    assert_int_equal(ringmod_width(&r), 3);

    r = (rf_ring){ .west = 0, .north = 0, .east = 6, .south = 6, .card = 0 };
    k = card_of(1, 0, 8, 0);                             /* the smaller move is made whole */
    ringmod_move(&r, &k, moved);
    assert_ring(&r, 0, 1, 6, 2);
    assert_int_equal(moved[RF_NORTH], 1);
    assert_int_equal(moved[RF_SOUTH], 4);

    r = (rf_ring){ .west = 4, .north = 4, .east = 5, .south = 5, .card = 0 };
    k = card_of(2, 2, 2, 2);                             /* already 2 × 2 */
    ringmod_move(&r, &k, moved);
    assert_ring(&r, 4, 4, 5, 5);
    for (int e = 0; e < RF_EDGES; e++) assert_int_equal(moved[e], 0);

    r = (rf_ring){ .west = 0, .north = 0, .east = 4, .south = 4, .card = 0 };
    k = card_of(8, 0, 0, 0);                             /* one edge alone: up to 2 left */
    ringmod_move(&r, &k, NULL);
    assert_ring(&r, 0, 3, 4, 4);

    ringmod_init(&r, 1, 3, 0);                              /* a map narrower than 2 */
    k = card_of(1, 1, 1, 1);                             /* 1 row of room: half is 0 */
    ringmod_move(&r, &k, NULL);
    assert_ring(&r, 0, 0, 0, 2);
    k = card_of(1, 1, 0, 0);
    ringmod_move(&r, &k, NULL);
    assert_ring(&r, 0, 1, 0, 2);
}

/* The designed match: six ring movements on a 16 × 16 map never clamp and
 * leave a 4 × 4 ring, whatever cards come up.
 * covers: RING-7 RING-6 */
static void test_RING_7_a_match_on_16x16(void **state)
{
    (void)state;
    const rf_content *c = tu_content();
    rf_rng rng;
    for (uint64_t seed = 1; seed <= 200; seed++) {
        rng_seed(&rng, seed);
        rf_ring r;
        ringmod_init(&r, 16, 16, (int)rng_below(&rng, RF_RING_CARDS));
        const rf_round_track *t = &c->track;
        int pos = ring_track_start(t);
        rf_track_advance adv;
        do {
            pos = ring_advance(t, pos, true, &adv);
            for (int i = 0; i < adv.n; i++) {
                if (adv.event[i].what == RF_TE_RING_MOVE) {
                    int moved[RF_EDGES];
                    const rf_ring_card *k = &c->ring_cards.card[r.card];
                    ringmod_move(&r, k, moved);
                    for (int e = 0; e < RF_EDGES; e++) assert_int_equal(moved[e], k->move[e]);
                } else if (adv.event[i].what == RF_TE_RESHUFFLE) {
                    ringmod_reshuffle(&r, &rng, c->ring_cards.n);
                }
            }
        } while (!adv.game_over);
        assert_int_equal(ringmod_width(&r), 4);
        assert_int_equal(ringmod_height(&r), 4);
    }
}

/* A reshuffle reveals any of the 8 cards, the same one included.
 * covers: RING-8 */
static void test_RING_8_reshuffle(void **state)
{
    (void)state;
    rf_rng rng;
    rng_seed(&rng, 42);
    rf_ring r;
    ringmod_init(&r, 16, 16, 0);
    int seen[RF_RING_CARDS] = { 0 }, same = 0;
    for (int i = 0; i < 800; i++) {
        int before = r.card;
        ringmod_reshuffle(&r, &rng, RF_RING_CARDS);
        assert_true(r.card < RF_RING_CARDS);
        seen[r.card]++;
        same += r.card == before;
    }
    for (int i = 0; i < RF_RING_CARDS; i++) assert_true(seen[i] > 50);
    assert_true(same > 0);
    assert_ring(&r, 0, 0, 15, 15);                       /* the border stays */

    rf_rng a, b;                                         /* deterministic */
    rng_seed(&a, 7);
    rng_seed(&b, 7);
    rf_ring ra = r, rb = r;
    ringmod_reshuffle(&ra, &a, RF_RING_CARDS);
    ringmod_reshuffle(&rb, &b, RF_RING_CARDS);
    assert_int_equal(ra.card, rb.card);
}

/* R-RING-6: the ring moves by the face-up card, then the reshuffle shows
 * the next one.
 * covers: RING-6 RING-8 */
static void test_RING_6_move_then_reshuffle(void **state)
{
    (void)state;
    const rf_content *c = tu_content();
    rf_rng rng;
    rng_seed(&rng, 3);
    rf_ring r;
    ringmod_init(&r, 16, 16, 0);                            /* the EX-RING-1 card */
    ringmod_resolve_symbols(&r, &c->ring_cards, RF_SYM_RING_MOVE | RF_SYM_RESHUFFLE, &rng);
    assert_ring(&r, 2, 2, 15, 15);
    rf_rng again;
    rng_seed(&again, 3);
    assert_int_equal(r.card, rng_below(&again, RF_RING_CARDS));

    ringmod_init(&r, 16, 16, 2);                            /* ring move only: the card stays */
    ringmod_resolve_symbols(&r, &c->ring_cards, RF_SYM_RING_MOVE, &rng);
    assert_int_equal(r.card, 2);
    assert_ring(&r, 0, 0, 13, 13);
    ringmod_resolve_symbols(&r, &c->ring_cards, RF_SYM_RESHUFFLE, &rng);   /* no move */
    assert_int_equal(ringmod_width(&r), 14);
}

/* ---- The round marker ---- */

/* covers: TRANS-5 RING-6 ROUND-5 BR-7 */
static void test_TRANS_5_advance_on_the_data_track(void **state)
{
    (void)state;
    const rf_round_track *t = &tu_content()->track;
    rf_track_advance adv;
    int pos = ring_track_start(t);

    pos = ring_advance(t, pos, true, &adv);              /* round 1 → round 2 */
    assert_int_equal(ring_track_round(t, pos), 2);
    assert_int_equal(adv.n, 1);
    assert_int_equal(adv.event[0].what, RF_TE_TOKENS);   /* DROP-2 tokens lie on "2" */
    assert_int_equal(adv.event[0].pos, pos);
    assert_false(adv.game_over);

    int from = pos;                                      /* round 2 → square → round 3 */
    pos = ring_advance(t, from, true, &adv);
    assert_int_equal(ring_track_round(t, pos), 3);
    assert_int_equal(adv.from, from);
    assert_int_equal(adv.to, pos);
    assert_int_equal(adv.n, 3);
    assert_int_equal(adv.event[0].what, RF_TE_RING_MOVE);
    assert_int_equal(adv.event[0].pos, from + 1);
    assert_int_equal(adv.event[1].what, RF_TE_RESHUFFLE);
    assert_int_equal(adv.event[2].what, RF_TE_TOKENS);
    assert_int_equal(adv.event[2].pos, pos);

    /* Without a module the symbols are skipped, the extra advance is not. */
    int again = ring_advance(t, from, false, &adv);
    assert_int_equal(again, pos);
    assert_int_equal(adv.n, 1);
    assert_int_equal(adv.event[0].what, RF_TE_TOKENS);

    /* Round 7 → square (ring move, no reshuffle) → round 8 → trophy. */
    while (ring_track_round(t, pos) != 7) pos = ring_advance(t, pos, true, &adv);
    pos = ring_advance(t, pos, true, &adv);
    assert_int_equal(ring_track_round(t, pos), 8);
    assert_int_equal(adv.n, 2);
    assert_int_equal(adv.event[0].what, RF_TE_RING_MOVE);
    assert_int_equal(adv.event[1].what, RF_TE_TOKENS);
    pos = ring_advance(t, pos, true, &adv);
    assert_int_equal(pos, t->n - 1);
    assert_true(adv.game_over);
    assert_int_equal(adv.n, 1);
    assert_int_equal(adv.event[0].what, RF_TE_GAME_END);
}

/* Eight transition phases end the game on the trophy; the marker never
 * rests on a symbol space, so ring damage always has a printed value.
 * covers: TRANS-5 TRANS-2 BR-7 ROUND-1 */
static void test_TRANS_5_eight_rounds_then_the_trophy(void **state)
{
    (void)state;
    const rf_round_track *t = &tu_content()->track;
    rf_track_advance adv;
    int pos = ring_track_start(t), transitions = 0;
    do {
        assert_int_equal(t->space[pos].kind, RF_TRACK_ROUND);
        assert_int_equal(ring_track_round(t, pos), transitions + 1);
        pos = ring_advance(t, pos, false, &adv);
        transitions++;
    } while (!adv.game_over);
    assert_int_equal(transitions, 8);
}

/* R-TRANS-9: a dotted space works as a square one; a space reached by the
 * extra advance is resolved like any new position.
 * covers: TRANS-9 TRANS-5 */
static void test_TRANS_9_dotted_and_chained_spaces(void **state)
{
    (void)state;
    rf_round_track t;
    memset(&t, 0, sizeof t);
    t.space[t.n++] = (rf_track_space){ RF_TRACK_ROUND, 1, 0, 0 };
    t.space[t.n++] = (rf_track_space){ RF_TRACK_DOTTED, 0, RF_SYM_RESHUFFLE, 0 };
    t.space[t.n++] = (rf_track_space){ RF_TRACK_SQUARE, 0, RF_SYM_RING_MOVE, 0 };
    t.space[t.n++] = (rf_track_space){ RF_TRACK_ROUND, 2, 0, 5 };
    t.space[t.n++] = (rf_track_space){ RF_TRACK_DOTTED, 0, RF_SYM_RING_MOVE, 0 };
    t.space[t.n++] = (rf_track_space){ RF_TRACK_TROPHY, 0, 0, 0 };
    rf_track_advance adv;
    int pos = ring_advance(&t, 0, true, &adv);
    assert_int_equal(pos, 3);
    assert_int_equal(adv.n, 3);
    assert_int_equal(adv.event[0].what, RF_TE_RESHUFFLE);
    assert_int_equal(adv.event[0].pos, 1);
    assert_int_equal(adv.event[1].what, RF_TE_RING_MOVE);
    assert_int_equal(adv.event[1].pos, 2);
    assert_int_equal(adv.event[2].what, RF_TE_TOKENS);
    assert_int_equal(ring_damage(&t, pos), 5);
    pos = ring_advance(&t, pos, true, &adv);             /* dotted, then the trophy */
    assert_int_equal(pos, 5);
    assert_true(adv.game_over);
    assert_int_equal(adv.n, 2);
    assert_int_equal(adv.event[0].what, RF_TE_RING_MOVE);
    assert_int_equal(adv.event[1].what, RF_TE_GAME_END);
}

/* ---- The entrance board ---- */

/* covers: STAGE2-6 */
static void test_STAGE2_6_sides_are_map_edges(void **state)
{
    (void)state;
    assert_string_equal(entrance_edge_name(RF_WEST), "west");
    assert_int_equal(entrance_edge_parse("south"), RF_SOUTH);
    assert_int_equal(entrance_edge_parse("left"), -1);
    assert_null(entrance_edge_name(RF_EDGES));
    assert_true(entrance_on_edge(RF_WEST, 16, 16, 0, 7));    /* left side → left edge */
    assert_false(entrance_on_edge(RF_WEST, 16, 16, 1, 7));
    assert_true(entrance_on_edge(RF_NORTH, 16, 16, 9, 0));
    assert_true(entrance_on_edge(RF_EAST, 16, 16, 15, 0));
    assert_true(entrance_on_edge(RF_SOUTH, 16, 16, 4, 15));
    assert_false(entrance_on_edge(RF_SOUTH, 16, 16, 4, 16));  /* off the map */
    assert_false(entrance_on_edge(RF_EDGES, 16, 16, 0, 0));
    int n = 0;
    for (int e = 0; e < RF_EDGES; e++)
        for (int y = 0; y < 16; y++)
            for (int x = 0; x < 16; x++) n += entrance_on_edge(e, 16, 16, x, y);
    assert_int_equal(n, 64);                             /* corners on 2 edges */
}

/* ---- Content hash ---- */

static void copy_file(const char *from_dir, const char *to_dir, const char *name)
{
    char from[512], to[512], buf[4096];
    snprintf(from, sizeof from, "%s/%s", from_dir, name);
    snprintf(to, sizeof to, "%s/%s", to_dir, name);
    FILE *in = fopen(from, "rb"), *out = fopen(to, "wb");
    assert_non_null(in);
    assert_non_null(out);
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, in)) > 0) fwrite(buf, 1, n, out);
    fclose(in);
    fclose(out);
}

/* A replay recorded with another round track is refused; the hash is the
 * files' as they were loaded: editing one later changes only the hash of
 * content loaded after the edit. */
static void test_ring_files_in_the_content_hash(void **state)
{
    (void)state;
    static const char *const files[] = {
        "components.json", "templates.json", "map_lists.json", "aim.json",
        "fully_kitted.json", "events.json",
        "loot.json", "weapons.json", "supply_bins.json", "cards.json",
        "ring_cards.json", "round_track.json", "rewards.json", "abilities.json", "legends.json",
        "modes.json", "deployment.json", "roles.json", "equipment.json",
        "supply_drops.json", "replicator.json", "champions.json",
    };
    char dir[] = "/tmp/rf-test-ring-XXXXXX";
    assert_non_null(mkdtemp(dir));
    for (size_t i = 0; i < sizeof files / sizeof *files; i++) copy_file(RF_DATA_DIR, dir, files[i]);
    rf_content *c = NULL;
    rf_error err;
    assert_int_equal(rf_content_load(dir, &c, &err), RF_OK);
    unsigned long long h = rf_content_hash(c);
    assert_true(h == rf_content_hash(tu_content()));
    char path[600];
    snprintf(path, sizeof path, "%s/round_track.json", dir);
    FILE *f = fopen(path, "ab");
    assert_non_null(f);
    fputs("\n", f);                                      /* still valid; another file */
    fclose(f);
    assert_true(rf_content_hash(c) == h);                /* loaded before the edit */
    rf_content_free(c);
    assert_int_equal(rf_content_load(dir, &c, &err), RF_OK);
    assert_true(rf_content_hash(c) != h);
    rf_content_free(c);
    for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, files[i]);
        remove(path);
    }
    remove(dir);
}

/* ---- Bad files ---- */

typedef rf_status (*loader_fn)(const char *path, rf_content *c, rf_error *err);

typedef struct bad_case {
    const char *file;
    loader_fn load;
    int line;
    const char *field;
    const char *words;   /* a fragment of the message */
} bad_case;

static const bad_case bad_cases[] = {
    { "cards-seven.json", content_load_ring_cards, 2, "cards", "has 7 ring movement cards; the game has 8 (rule RING-1)" },
    { "cards-no-move.json", content_load_ring_cards, 5, "cards[1].move", "RING-7" },
    { "cards-outward.json", content_load_ring_cards, 7, "cards[3].move.west", "-1 is out of range (0 to 8)" },
    { "cards-unknown-edge.json", content_load_ring_cards, 3, "cards[0].move.up", "unknown field 'up'" },
    { "cards-duplicate-id.json", content_load_ring_cards, 8, "cards[5].id", "'b' is defined twice" },
    { "track-starts-round-2.json", content_load_round_track, 3, "spaces[0]", "SETUP-2" },
    { "track-rounds-out-of-order.json", content_load_round_track, 7, "spaces[4].round", "expected round 4 here" },
    { "track-no-trophy.json", content_load_round_track, 2, "spaces", "BR-7" },
    { "track-trophy-in-the-middle.json", content_load_round_track, 8, "spaces[5]", "TRANS-5" },
    { "track-damage-on-square.json", content_load_round_track, 5, "spaces[2].damage", "TRANS-2" },
    { "track-unknown-symbol.json", content_load_round_track, 5, "spaces[2].symbols[1]", "SYM-1" },
    { "track-seven-rounds.json", content_load_round_track, 2, "spaces", "has 7 round spaces" },
    { "track-damage-above-health.json", content_load_round_track, 9, "spaces[6].damage", "50 is out of range (0 to 40)" },
    { "track-square-without-symbols.json", content_load_round_track, 5, "spaces[2].symbols", "has 0 entries" },
    { "track-unknown-kind.json", content_load_round_track, 6, "spaces[3].kind", "unknown kind 'hexagon'" },
    { "rewards-five.json", content_load_rewards, 2, "rewards", "STAGE2-9" },
    { "rewards-epic-loot.json", content_load_rewards, 4, "rewards[1].loot", "STAGE2-11" },
    { "rewards-loot-and-ammo.json", content_load_rewards, 6, "rewards[3].ammo", "STAGE2-10" },
    { "rewards-bad-source.json", content_load_rewards, 3, "rewards[0].source", "designed" },
    { "rewards-no-move.json", content_load_rewards, 5, "rewards[2].move", "required field is missing" },
    { "rewards-two-ammo.json", content_load_rewards, 6, "rewards[3].ammo", "2 is out of range (1 to 1)" },
};

/* Refused with the located error, and the content's part unchanged. */
static void check_bad(const bad_case *b)
{
    char path[512], text[800];
    snprintf(path, sizeof path, "%s%s", BAD_DIR, b->file);
    rf_content *c = malloc(sizeof *c);
    assert_non_null(c);
    *c = *tu_content();
    rf_error err;
    memset(&err, 0, sizeof err);
    rf_status st = b->load(path, c, &err);
    const rf_content *orig = tu_content();
    bool unchanged = memcmp(&c->ring_cards, &orig->ring_cards, sizeof c->ring_cards) == 0 &&
                     memcmp(&c->track, &orig->track, sizeof c->track) == 0 &&
                     memcmp(&c->rewards, &orig->rewards, sizeof c->rewards) == 0;
    free(c);
    if (st == RF_E_DATA && unchanged && err.line == b->line &&
        strcmp(err.field, b->field) == 0 && strstr(err.file, b->file) &&
        strstr(err.message, b->words))
        return;
    rf_error_format(&err, text, sizeof text);
    print_error("%s: got %s%s %s\n", b->file, rf_status_name(st),
                unchanged ? "" : " (content changed)", text);
    fail();
}

static void test_bad_ring_files_refused(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof bad_cases / sizeof *bad_cases; i++) check_bad(&bad_cases[i]);
}

/* The field tables (ju_fields.h) of ring_cards.json, round_track.json and
 * rewards.json: an unknown key, a wrong type and a value out of range
 * refused with file, line and field, the last two citing the field's rule. */
static const bad_case field_cases[] = {
    { "cards-unknown-key.json", content_load_ring_cards, 7, "cards[3].colour", "unknown field 'colour'" },
    { "cards-move-type.json", content_load_ring_cards, 7, "cards[3].move.west", "(RING-7)" },
    { "cards-outward.json", content_load_ring_cards, 7, "cards[3].move.west", "(RING-7)" },
    { "track-unknown-key.json", content_load_round_track, 9, "spaces[6].colour", "unknown field 'colour'" },
    { "track-round-type.json", content_load_round_track, 9, "spaces[6].round", "(ROUND-1)" },
    { "track-damage-above-health.json", content_load_round_track, 9, "spaces[6].damage", "(TRANS-2)" },
    { "rewards-unknown-key.json", content_load_rewards, 6, "rewards[3].colour", "unknown field 'colour'" },
    { "rewards-move-type.json", content_load_rewards, 6, "rewards[3].move", "(STAGE2-10)" },
    { "rewards-two-ammo.json", content_load_rewards, 6, "rewards[3].ammo", "(STAGE2-12)" },
};

static void test_ring_fields_refused(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof field_cases / sizeof *field_cases; i++)
        check_bad(&field_cases[i]);
}

static void test_malformed_and_missing_refused(void **state)
{
    (void)state;
    rf_content *c = malloc(sizeof *c);
    assert_non_null(c);
    *c = *tu_content();
    rf_error err;
    assert_int_equal(content_load_ring_cards(BAD_DIR "cards-malformed.json", c, &err), RF_E_JSON);
    assert_int_equal(err.line, 2);
    assert_true(err.column > 0);
    assert_int_equal(content_load_rewards(BAD_DIR "no-such-file.json", c, &err), RF_E_IO);
    assert_int_equal(memcmp(&c->ring_cards, &tu_content()->ring_cards, sizeof c->ring_cards), 0);
    free(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_RING_1_eight_cards),
        cmocka_unit_test(test_SETUP_2_round_track),
        cmocka_unit_test(test_TRANS_2_ring_damage_by_position),
        cmocka_unit_test(test_STAGE2_9_reward_tokens),
        cmocka_unit_test(test_RING_4_figures_on_the_corners),
        cmocka_unit_test(test_RING_9_border_spaces_inside),
        cmocka_unit_test(test_EX_RING_1_top_and_left_move_two),
        cmocka_unit_test(test_RING_7_figures_never_cross),
        cmocka_unit_test(test_RING_7_a_match_on_16x16),
        cmocka_unit_test(test_RING_8_reshuffle),
        cmocka_unit_test(test_RING_6_move_then_reshuffle),
        cmocka_unit_test(test_TRANS_5_advance_on_the_data_track),
        cmocka_unit_test(test_TRANS_5_eight_rounds_then_the_trophy),
        cmocka_unit_test(test_TRANS_9_dotted_and_chained_spaces),
        cmocka_unit_test(test_STAGE2_6_sides_are_map_edges),
        cmocka_unit_test(test_ring_files_in_the_content_hash),
        cmocka_unit_test(test_bad_ring_files_refused),
        cmocka_unit_test(test_ring_fields_refused),
        cmocka_unit_test(test_malformed_and_missing_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
