/*
 * test_match_start.c — the match before Stage 3 (docs/match.md): colour
 * draw and choice, draft, Stage 1 loadouts, Stage 2 entrance board and map
 * drop, as decisions of the right seat in the right order; illegal choices
 * refused with nothing changed; rf_check after every step; hidden pools;
 * random matches from the colour draw to the end.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "rules/engine/engine.h"
#include "rules/engine/pieces.h"
#include "rules/modules/ring/ring.h"

static const char *const names[2][3] = { { "Bangalore", "Wraith", "Lifeline" },
                                         { "Gibraltar", "Bloodhound", "Pathfinder" } };

static rf_setup match_setup(int start, int size, unsigned long long seed)
{
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.start = start;
    s.squad_size = size;
    s.seed = seed;
    for (int squad = 0; squad < 2; squad++)
        for (int k = 0; k < (start == RF_START_DRAFT ? 3 : size); k++) {
            rf_setup_legend *l = &s.legend[s.nlegends++];
            snprintf(l->name, sizeof l->name, "%s", names[squad][k]);
            l->squad = squad;
        }
    return s;
}

static rf_game *new_game(const rf_setup *s)
{
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), tu_crossroads(), s, &g, &err) != RF_OK) fail_msg("%s", err.message);
    return g;
}

static unsigned option_of(const rf_game *g, int kind, int a)
{
    static unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    for (int i = 0; i < n; i++)
        if (rf_opt_kind_of(codes[i]) == kind && (a < 0 || rf_opt_a(codes[i]) == a)) return codes[i];
    return 0;
}

static int pending_kind(const rf_game *g, int *seat)
{
    rf_decision d;
    if (seat) *seat = -1;
    if (!rf_pending(g, &d)) return RF_DEC_NONE;
    if (seat) *seat = d.seat;
    return d.kind;
}

/* Two observations are the same text (the difference named if not). */
static void same_text(const char *a, const char *b)
{
    size_t i = 0;
    while (a[i] && a[i] == b[i]) i++;
    if (a[i] != b[i])
        fail_msg("observations differ at %zu: ...%.80s... vs ...%.80s...", i, a + (i > 60 ? i - 60 : 0),
                 b + (i > 60 ? i - 60 : 0));
}

/* An illegal code is refused and changes nothing. */
static int count_where(const rf_game *g, int where, int at)
{
    int n = 0;
    for (int p = 0; p < g->npieces; p++)
        n += g->piece[p].where == where && (at < 0 || g->piece[p].at == at);
    return n;
}

/* covers: DRAFT-1 DRAFT-2 DRAFT-3 DRAFT-4 DRAFT-6 AIM-19 */
static void test_colour_draw_then_draft_alternates(void **state)
{
    (void)state;
    for (unsigned long long seed = 1; seed <= 20; seed++) {
        rf_setup s = match_setup(RF_START_DRAFT, 2, seed);
        rf_game *g = new_game(&s);
        tu_check(g);
        int seat = -1;
        assert_int_equal(pending_kind(g, &seat), RF_DEC_COLOUR);
        assert_true(seat == 0 || seat == 1);
        assert_true(g->match.aim[seat] > g->match.aim[1 - seat]);          /* DRAFT-2 */
        assert_int_equal(rf_game_seat_of(g, RF_RED), -1);
        tu_refused(g, engine_code(OPT_COLOUR, 2, 0));
        tu_refused(g, engine_code(OPT_DRAFT, 0, 0));
        int colour = (int)(seed % 2);
        tu_choose(g, option_of(g, RF_OPT_COLOUR, colour));
        assert_int_equal(rf_game_seat_of(g, colour), seat);
        assert_int_equal(rf_game_seat_of(g, 1 - colour), 1 - seat);
        for (int pick = 0; pick < 4; pick++) {                             /* DRAFT-4, DRAFT-6 */
            int squad = pick % 2 == 0 ? RF_BLUE : RF_RED, who;
            assert_int_equal(pending_kind(g, &who), RF_DEC_DRAFT);
            assert_int_equal(who, rf_game_seat_of(g, squad));
            int n = rf_option_codes(g, NULL, 0);
            assert_int_equal(n, 6 - pick);
            tu_choose(g, option_of(g, RF_OPT_DRAFT, -1));
            assert_int_equal(g->legend[pick].squad, squad);
            assert_int_equal(g->legend[pick].seat, who);
        }
        tu_refused(g, engine_code(OPT_DRAFT, 5, 0));
        assert_int_equal(pending_kind(g, &seat), RF_DEC_LOADOUT);         /* blue first */
        assert_int_equal(seat, rf_game_seat_of(g, RF_BLUE));
        rf_game_free(g);
    }
}

/* covers: DRAFT-7 DRAFT-9 */
static void test_random_draft_and_first_game_squads(void **state)
{
    (void)state;
    rf_setup s = match_setup(RF_START_DRAFT, 3, 5);
    s.random_draft = true;
    rf_game *g = new_game(&s);
    assert_int_equal(pending_kind(g, NULL), RF_DEC_COLOUR);
    tu_choose(g, option_of(g, RF_OPT_COLOUR, RF_BLUE));
    assert_int_equal(pending_kind(g, NULL), RF_DEC_LOADOUT);              /* dealt, no picks */
    assert_int_equal(g->nlegends, 6);
    rf_game_free(g);

    s = match_setup(RF_START_STAGES, 2, 9);                                /* DRAFT-9 */
    g = new_game(&s);
    int seat;
    assert_int_equal(pending_kind(g, &seat), RF_DEC_LOADOUT);
    int red = rf_game_seat_of(g, RF_RED);
    assert_true(g->match.aim[red] > g->match.aim[1 - red]);               /* higher card: red */
    assert_int_equal(seat, 1 - red);                                       /* blue's loadout first */
    for (int l = 0; l < g->nlegends; l++) {
        int squad = strcmp(g->legend[l].name, "Bangalore") == 0 || strcmp(g->legend[l].name, "Wraith") == 0
                        ? RF_RED : RF_BLUE;
        assert_int_equal(g->legend[l].squad, squad);
    }
    rf_game_free(g);
}

/* covers: STAGE1-1 STAGE1-2 STAGE1-3 STAGE1-4 STAGE1-5 STAGE1-6 STAGE1-7 SETUP-6 BR-4 */
static void test_loadout(void **state)
{
    (void)state;
    rf_setup s = match_setup(RF_START_STAGES, 2, 3);
    rf_game *g = new_game(&s);
    int blue = rf_game_seat_of(g, RF_BLUE);
    for (int l = 0; l < g->nlegends; l++) {                                /* STAGE1-1 */
        int w = 0, c = 0, r = 0;
        for (int p = 0; p < g->npieces; p++) {
            if (g->piece[p].where != RF_IN_POOL || g->piece[p].at != l) continue;
            if (g->piece[p].kind == RF_PIECE_WEAPON) w++;
            else if (pieces_loot_of(g, p)->rarity == RF_COMMON) c++;
            else if (pieces_loot_of(g, p)->rarity == RF_RARE) r++;
        }
        assert_int_equal(w, 4);
        assert_int_equal(c, 4);
        assert_int_equal(r, 4);
        assert_int_equal(g->legend[l].death_boxes, 2);                    /* BR-4 */
        assert_true(g->legend[l].gear[RF_GEAR_HELMET] >= 0);
    }
    assert_int_equal(option_of(g, RF_OPT_DONE, -1), 0u);                  /* STAGE1-4 first */
    char before[16384], after[16384];
    rf_observe(g, 1 - blue, before, sizeof before);
    assert_null(strstr(before, "\"pool\":[{\"weapon"));                 /* hidden pools */
    int b0 = -1;
    for (int l = 0; l < g->nlegends && b0 < 0; l++)
        if (g->legend[l].squad == RF_BLUE) b0 = l;
    rf_observe(g, blue, after, sizeof after);
    assert_non_null(strstr(after, "\"pool\":["));
    /* equip: ammo at the printed value (STAGE1-5); the other seat sees nothing change */
    unsigned eq = option_of(g, RF_OPT_EQUIP, b0 * 2);
    assert_true(eq != 0);
    tu_choose(g, eq);
    int p = rf_opt_b(eq);
    assert_int_equal(g->legend[b0].weapon[0], p);
    assert_int_equal(g->legend[b0].ammo[0], pieces_weapon_of(g, p)->ammo_init);
    rf_observe(g, 1 - blue, after, sizeof after);
    same_text(before, after);                                   /* R-STAGE1-2 */
    /* give a token to the squadmate (STAGE1-3) */
    unsigned give = 0;
    static unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    for (int i = 0; i < n && !give; i++)
        if (rf_opt_kind_of(codes[i]) == RF_OPT_GIVE &&
            g->piece[rf_opt_b(codes[i])].kind == RF_PIECE_LOOT) give = codes[i];
    assert_true(give != 0);
    tu_choose(g, give);
    assert_int_equal(g->piece[rf_opt_b(give)].at, rf_opt_a(give));
    assert_int_equal(g->piece[rf_opt_b(give)].where, RF_IN_POOL);
    /* a legend never gives away its last 2 weapon cards */
    n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    tu_refused(g, engine_code(OPT_GIVE, b0, 255));
    /* place a token: into the backpack (STAGE1-6) */
    unsigned place = 0;
    for (int i = 0; i < n && !place; i++)
        if (rf_opt_kind_of(codes[i]) == RF_OPT_PLACE && (rf_opt_b(codes[i]) >> 8) >= 1 &&
            (rf_opt_b(codes[i]) >> 8) < 32)
            place = codes[i];
    assert_true(place != 0);
    int owner = rf_opt_a(place);
    tu_choose(g, place);
    assert_int_equal(g->piece[rf_opt_b(place) & 0xff].where, RF_IN_PACK);
    assert_int_equal(g->legend[owner].pack[(rf_opt_b(place) >> 8) - 1], rf_opt_b(place) & 0xff);
    /* fill the blue slots, then done: leftovers removed (STAGE1-7) */
    unsigned c;
    while (!(c = option_of(g, RF_OPT_DONE, -1))) {
        unsigned e = 0;
        n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
        for (int i = 0; i < n && !e; i++)
            if (rf_opt_kind_of(codes[i]) == RF_OPT_EQUIP &&
                g->legend[rf_opt_a(codes[i]) / 2].weapon[rf_opt_a(codes[i]) % 2] < 0)
                e = codes[i];
        assert_true(e != 0);
        tu_choose(g, e);
    }
    tu_choose(g, c);
    for (int l = 0; l < g->nlegends; l++)
        if (g->legend[l].squad == RF_BLUE) assert_int_equal(count_where(g, RF_IN_POOL, l), 0);
    int seat;
    assert_int_equal(pending_kind(g, &seat), RF_DEC_LOADOUT);            /* then red */
    assert_int_equal(seat, rf_game_seat_of(g, RF_RED));
    rf_game_free(g);
}

/* Drive a game with a bot until the pending decision is of `kind`. */
static void run_until(rf_game *g, rf_bot *b, int kind)
{
    for (int guard = 0; guard < 5000 && pending_kind(g, NULL) != kind; guard++)
        tu_choose(g, rf_bot_choose(b, g));
    assert_int_equal(pending_kind(g, NULL), kind);
}

/* covers: STAGE2-1 STAGE2-2 STAGE2-3 STAGE2-4 STAGE2-5 LOOT-5 */
static void test_entrance_placement(void **state)
{
    (void)state;
    rf_setup s = match_setup(RF_START_STAGES, 2, 11);
    rf_game *g = new_game(&s);
    rf_bot *bot = rf_bot_new("heuristic", 3);
    run_until(g, bot, RF_DEC_ENTRANCE);
    assert_int_equal(g->match.stage, RF_STAGE_2);
    int rewards = 0;
    for (int side = 0; side < 4; side++) {                                /* STAGE2-1, STAGE2-2 */
        rewards |= 1 << g->match.reward[side];
        assert_int_equal(count_where(g, RF_AT_ENTRANCE, side), 1);
    }
    assert_int_equal(rewards, 15);
    for (int l = 0; l < g->nlegends; l++) assert_int_equal(g->legend[l].hand_n, 0);  /* no deck */
    int seat;
    pending_kind(g, &seat);
    assert_int_equal(seat, rf_game_seat_of(g, RF_BLUE));                  /* STAGE2-4 */
    tu_refused(g, engine_code(OPT_ENTER, 0, 0));
    /* blue places at the north: it takes the epic token there and drops it: removed */
    unsigned side = 0;
    static unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    for (int i = 0; i < n && !side; i++)
        if (rf_opt_kind_of(codes[i]) == RF_OPT_SIDE && rf_opt_b(codes[i]) == RF_NORTH) side = codes[i];
    int epic = -1;
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].where == RF_AT_ENTRANCE && g->piece[p].at == RF_NORTH) epic = p;
    tu_choose(g, side);
    assert_int_equal(g->piece[epic].where, RF_HELD);
    assert_int_equal(pending_kind(g, &seat), RF_DEC_LOOT);
    assert_int_equal(option_of(g, RF_OPT_DROP_AT, -1), 0u);              /* off the map */
    tu_choose(g, option_of(g, RF_OPT_REMOVE, -1));
    assert_int_equal(g->piece[epic].where, RF_REMOVED);                   /* STAGE2-5 */
    /* red next, and the north side has no epic left for a later legend */
    assert_int_equal(pending_kind(g, &seat), RF_DEC_ENTRANCE);
    assert_int_equal(seat, rf_game_seat_of(g, RF_RED));
    unsigned north = 0;
    n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    for (int i = 0; i < n && !north; i++)
        if (rf_opt_kind_of(codes[i]) == RF_OPT_SIDE && rf_opt_b(codes[i]) == RF_NORTH) north = codes[i];
    tu_choose(g, north);
    assert_int_equal(count_where(g, RF_HELD, -1), 0);
    assert_int_equal(pending_kind(g, &seat), RF_DEC_ENTRANCE);
    assert_int_equal(seat, rf_game_seat_of(g, RF_BLUE));
    rf_bot_free(bot);
    rf_game_free(g);
}

/* covers: STAGE2-6 STAGE2-7 STAGE2-8 STAGE2-9 STAGE2-10 STAGE2-11 STAGE2-12 STAGE2-13 MOVE-7 BR-8 */
static void test_map_drop(void **state)
{
    (void)state;
    for (unsigned long long seed = 1; seed <= 12; seed++) {
        rf_setup s = match_setup(seed % 2 ? RF_START_STAGES : RF_START_DRAFT, 2 + (int)(seed % 3 == 0), seed);
        rf_game *g = new_game(&s);
        rf_bot *bot = rf_bot_new("random", seed);
        /* through placement to the first entering */
        for (int guard = 0; guard < 5000; guard++) {
            if (option_of(g, RF_OPT_ENTER, -1)) break;
            tu_choose(g, rf_bot_choose(bot, g));
        }
        int seat;
        pending_kind(g, &seat);
        assert_int_equal(seat, rf_game_seat_of(g, RF_RED));               /* STAGE2-6: red first */
        int entered = 0, squad_before = -1;
        while (g->match.stage == RF_STAGE_2) {
            unsigned enter = option_of(g, RF_OPT_ENTER, -1);
            if (!enter) {
                tu_choose(g, rf_bot_choose(bot, g));
                continue;
            }
            int l = rf_opt_a(enter), side = g->match.side[l];
            if (squad_before >= 0) {
                int other = 0;                          /* alternate while both have legends */
                for (int k = 0; k < g->nlegends; k++)
                    other += g->legend[k].squad != squad_before && !(g->match.entered >> k & 1);
                if (other) assert_int_not_equal(g->legend[l].squad, squad_before);
            }
            squad_before = g->legend[l].squad;
            const rf_reward *r = &g->content->rewards.reward[g->match.reward[side]];
            uint8_t ammo[2] = { g->legend[l].ammo[0], g->legend[l].ammo[1] };
            tu_choose(g, enter);
            assert_int_equal(pending_kind(g, NULL), RF_DEC_MOVE);          /* STAGE2-10: Move first */
            assert_false(g->legend[l].on_map);
            static unsigned codes[RF_MAX_OPTIONS];
            int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
            bool on_edge = false;
            const geo_board *b = g->map->board;
            for (int i = 0; i < n; i++) {
                assert_int_equal(rf_opt_kind_of(codes[i]), RF_OPT_MOVE_TO);
                int x = rf_cell_x(rf_opt_b(codes[i])), y = rf_cell_y(rf_opt_b(codes[i]));
                assert_true(x < b->w && y < b->h);                         /* MOVE-7 */
                int depth = side == RF_NORTH ? y : side == RF_SOUTH ? b->h - 1 - y
                          : side == RF_WEST ? x : b->w - 1 - x;
                assert_true(depth < r->move);                              /* entered from that edge */
                on_edge |= entrance_on_edge(side, b->w, b->h, x, y);
            }
            assert_true(n > 0);
            assert_true(on_edge);
            tu_choose(g, rf_bot_choose(bot, g));
            assert_true(g->legend[l].on_map);
            assert_int_not_equal(g->match.reward[side], -1);               /* STAGE2-7: it stays */
            /* the extra reward: loot to keep or drop, or 1 ammo (max 5) */
            if (r->loot) assert_int_equal(pending_kind(g, NULL), RF_DEC_LOOT);
            if (r->ammo && (ammo[0] < 5 || ammo[1] < 5)) {
                assert_int_equal(pending_kind(g, NULL), RF_DEC_ENTRANCE);
                unsigned a = option_of(g, RF_OPT_AMMO, -1);
                tu_choose(g, a);
                assert_int_equal(g->legend[l].ammo[rf_opt_a(a)], ammo[rf_opt_a(a)] + 1);
            }
            entered++;
        }
        assert_int_equal(entered, g->nlegends);
        assert_int_equal(count_where(g, RF_AT_ENTRANCE, -1), 0);            /* STAGE2-8 */
        for (int side = 0; side < 4; side++) assert_int_equal(g->match.reward[side], -1);
        for (int l = 0; l < g->nlegends; l++) assert_true(g->legend[l].on_map);
        int who;
        assert_int_equal(pending_kind(g, &who), RF_DEC_ACTIVATE);          /* BR-8: Stage 3 */
        assert_int_equal(who, rf_game_seat_of(g, RF_RED));
        rf_bot_free(bot);
        rf_game_free(g);
    }
}

/* covers: DRAFT-2 STAGE1-2 STAGE2-6 SETUP-4 SETUP-5 SETUP-7 */
static void test_random_matches_to_the_end(void **state)
{
    (void)state;
    for (unsigned long long seed = 1; seed <= 24; seed++) {
        rf_setup s = match_setup(seed % 3 == 0 ? RF_START_STAGES : RF_START_DRAFT, 2 + (int)(seed % 2), seed);
        s.random_draft = seed % 4 == 1;
        rf_game *g = new_game(&s);
        rf_bot *bots[2] = { rf_bot_new(seed % 5 ? "random" : "heuristic", seed),
                            rf_bot_new("random", seed + 100) };
        char obs[2][16384];
        long steps = 0;
        for (; !rf_game_over(g, NULL) && steps < 200000; steps++) {
            rf_decision d;
            rf_pending(g, &d);
            int other = 1 - d.seat;
            if (g->match.stage == RF_STAGE_1) rf_observe(g, other, obs[0], sizeof obs[0]);
            bool loadout = d.kind == RF_DEC_LOADOUT;
            tu_choose(g, rf_bot_choose(bots[d.seat], g));
            int next = -1;
            if (loadout && g->match.stage == RF_STAGE_1 &&
                pending_kind(g, &next) == RF_DEC_LOADOUT && next == d.seat) {
                rf_observe(g, other, obs[1], sizeof obs[1]);         /* hidden: nothing to see */
                same_text(obs[0], obs[1]);
            }
        }
        assert_true(rf_game_over(g, NULL));
        rf_bot_free(bots[0]);
        rf_bot_free(bots[1]);
        rf_game_free(g);
    }
}

/* covers: SETUP-4 */
static void test_map_start_unchanged(void **state)
{
    (void)state;
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.nlegends = 2;
    snprintf(s.legend[0].name, sizeof s.legend[0].name, "Wraith");
    snprintf(s.legend[1].name, sizeof s.legend[1].name, "Gibraltar");
    s.legend[0].x = 3, s.legend[0].y = 3;
    s.legend[1].x = 10, s.legend[1].y = 10, s.legend[1].squad = 1;
    rf_game *g = new_game(&s);
    assert_int_equal(rf_game_seat_of(g, RF_RED), 0);
    assert_int_equal(rf_game_seat_of(g, RF_BLUE), 1);
    int seat;
    assert_int_equal(pending_kind(g, &seat), RF_DEC_ACTIVATE);
    assert_int_equal(seat, 0);
    rf_game_free(g);
    s = match_setup(RF_START_DRAFT, 4, 1);                                 /* 6 legends, 2 x 4: no */
    rf_error err;
    assert_int_equal(rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err), RF_E_ARG);
    s = match_setup(RF_START_DRAFT, 2, 1);
    s.start = 7;
    assert_int_equal(rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err), RF_E_ARG);
}

/* covers: DRAFT-6 — one draft card and one legend box per legend: four
 * Bangalores (or one in each squad) are refused, in a draft and in the
 * stages, with the rule in the reason. */
static void test_DRAFT_6_a_legend_once_per_match(void **state)
{
    (void)state;
    rf_game *g = NULL;
    rf_error err;
    for (int start = RF_START_STAGES; start <= RF_START_DRAFT; start++) {
        rf_setup s = match_setup(start, 2, 1);
        snprintf(s.legend[s.nlegends - 1].name, sizeof s.legend[0].name, "Bangalore");
        assert_int_equal(rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err), RF_E_ARG);
        assert_non_null(strstr(err.message, "DRAFT-6"));
        assert_non_null(strstr(err.message, "Bangalore"));
        for (int i = 0; i < s.nlegends; i++)
            snprintf(s.legend[i].name, sizeof s.legend[0].name, "Bangalore");
        assert_int_equal(rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err), RF_E_ARG);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_colour_draw_then_draft_alternates),
        cmocka_unit_test(test_random_draft_and_first_game_squads),
        cmocka_unit_test(test_loadout),
        cmocka_unit_test(test_entrance_placement),
        cmocka_unit_test(test_map_drop),
        cmocka_unit_test(test_random_matches_to_the_end),
        cmocka_unit_test(test_map_start_unchanged),
        cmocka_unit_test(test_DRAFT_6_a_legend_once_per_match),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
