/*
 * test_engine.c — the decision engine (DESIGN.md): random games with
 * rf_check after every step, illegal choices refused with nothing changed,
 * determinism (the same seed and choices give the same game), clones, the
 * state's size, and hidden information (a seat's observation does not
 * depend on what it may not know).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "testutil.h"
#include "rules/engine/engine.h"
#include "rules/cards/hand.h"
#include "rules/engine/pieces.h"

#define MAX_STEPS 100000

/* Even seeds start the squads at opposite ends of the road, odd seeds
 * close together (so random play also fights). */
static rf_setup setup_2v2(unsigned long long seed)
{
    rf_setup s;
    memset(&s, 0, sizeof s);
    typedef struct start { const char *name; int squad, x, y; } start;
    static const start far[4] = {
        { "Bangalore", 0, 7, 1 }, { "Wraith", 0, 8, 1 }, { "Gibraltar", 1, 7, 14 },
        { "Bloodhound", 1, 9, 14 },
    }, near[4] = {
        { "Bangalore", 0, 7, 7 }, { "Wraith", 0, 8, 7 }, { "Gibraltar", 1, 7, 8 },
        { "Bloodhound", 1, 8, 8 },
    };
    const start *l = seed % 2 ? near : far;
    s.nlegends = 4;
    for (int i = 0; i < 4; i++) {
        snprintf(s.legend[i].name, sizeof s.legend[i].name, "%s", l[i].name);
        s.legend[i].squad = l[i].squad;
        s.legend[i].x = l[i].x;
        s.legend[i].y = l[i].y;
    }
    s.seed = seed;
    return s;
}

static rf_game *new_game(unsigned long long seed)
{
    rf_setup s = setup_2v2(seed);
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err) != RF_OK) fail_msg("%s", err.message);
    return g;
}

/* Play with random bots; record the choices (and the replay, if given).
 * Returns the number of steps. */
static int play_recorded(rf_game *g, unsigned long long seed, unsigned *choices, int max,
                         rf_replay *rec)
{
    rf_bot *red = rf_bot_new("random", seed * 2 + 1), *blue = rf_bot_new("random", seed * 2 + 2);
    rf_decision d;
    int n = 0;
    while (rf_pending(g, &d) && n < max) {
        unsigned c = rf_bot_choose(d.seat == 0 ? red : blue, g);
        rf_error err;
        if (rf_choose(g, c, &err) != RF_OK) fail_msg("bot choice refused: %s", err.message);
        if (choices) choices[n] = c;
        if (rec) assert_int_equal(rf_replay_record(rec, c, g, &err), RF_OK);
        n++;
        tu_check(g);
    }
    rf_bot_free(red);
    rf_bot_free(blue);
    return n;
}

static int play(rf_game *g, unsigned long long seed, unsigned *choices, int max)
{
    return play_recorded(g, seed, choices, max, NULL);
}

/* How much of the game random play reached (so the test knows it tested
 * bins, loot and eliminations, not only walking). */
typedef struct reached { int bins, packed, removed, eliminations; } reached;

static void count_reached(const rf_game *g, reached *r)
{
    for (int i = 0; i < g->nbins; i++) r->bins += (g->bins_opened >> i) & 1;
    for (int p = 0; p < g->npieces; p++) {
        r->packed += g->piece[p].where == RF_IN_PACK || g->piece[p].where == RF_ATTACHED;
        r->removed += g->piece[p].where == RF_REMOVED;
    }
    r->eliminations += g->vp[0] + g->vp[1];
}

/* covers: ROUND-1 ROUND-2 TURN-1 ACT-1 ACT-3 ACT-17 INTERACT-4 */
static void test_random_games_keep_every_invariant(void **state)
{
    (void)state;
    int finished = 0;
    reached r = { 0, 0, 0, 0 };
    for (unsigned long long seed = 1; seed <= 60; seed++) {
        rf_game *g = new_game(seed);
        tu_check(g);
        rf_setup s = setup_2v2(seed);
        rf_replay *rec = rf_replay_new(tu_content(), tu_crossroads(), &s);
        int steps = play_recorded(g, seed, NULL, MAX_STEPS, rec);
        assert_true(steps < MAX_STEPS);
        rf_game *again = NULL;                     /* every game rebuilds from its replay */
        rf_error err;
        assert_int_equal(rf_replay_play(rec, tu_content(), tu_crossroads(), &again, &err), RF_OK);
        assert_true(rf_game_hash(again) == rf_game_hash(g));
        rf_game_free(again);
        rf_replay_free(rec);
        int winner;
        finished += rf_game_over(g, &winner);
        assert_true(winner >= -1 && winner <= 1);
        count_reached(g, &r);
        rf_game_free(g);
    }
    assert_int_equal(finished, 60);
    print_message("random play reached: %d bins opened, %d tokens in backpacks or fitted, "
                  "%d pieces removed, %d eliminations\n", r.bins, r.packed, r.removed,
                  r.eliminations);
    assert_true(r.bins > 0 && r.packed > 0 && r.removed > 0 && r.eliminations > 0);
}

static void test_illegal_choice_changes_nothing(void **state)
{
    (void)state;
    rf_game *g = new_game(7);
    unsigned long long before = rf_game_hash(g);
    rf_error err;
    memset(&err, 0, sizeof err);
    assert_int_equal(rf_choose(g, 0xdeadbeefu, &err), RF_E_ILLEGAL);
    assert_non_null(strstr(err.message, "not one of the"));
    assert_true(rf_game_hash(g) == before);
    rf_game_free(g);
}

static void test_same_seed_and_choices_same_game(void **state)
{
    (void)state;
    unsigned *choices = calloc(MAX_STEPS, sizeof *choices);
    for (unsigned long long seed = 100; seed < 110; seed++) {
        rf_game *a = new_game(seed);
        int n = play(a, seed, choices, MAX_STEPS);
        rf_game *b = new_game(seed);
        for (int i = 0; i < n; i++) {
            rf_error err;
            assert_int_equal(rf_choose(b, choices[i], &err), RF_OK);
        }
        assert_true(rf_game_hash(a) == rf_game_hash(b));
        char oa[8192], ob[8192];
        rf_observe(a, -1, oa, sizeof oa);
        rf_observe(b, -1, ob, sizeof ob);
        assert_string_equal(oa, ob);
        rf_game_free(a);
        rf_game_free(b);
    }
    free(choices);
}

static void test_clone_is_a_copy_within_budget(void **state)
{
    (void)state;
    assert_true(rf_game_size() <= 16 * 1024);            /* DESIGN.md: at most 16 KiB */
    rf_game *g = new_game(3);
    play(g, 3, NULL, 40);
    rf_game *c = rf_game_clone(g);
    assert_true(rf_game_hash(c) == rf_game_hash(g));
    play(c, 4, NULL, 20);                                  /* playing the copy leaves g alone */
    tu_check(g);
    rf_game_free(c);
    rf_game_free(g);
}

/* Swap a token in a backpack of squad `squad` with one in a bag. */
static void swap_backpack_with_bag(rf_game *g, int squad)
{
    for (int l = 0; l < g->nlegends; l++) {
        if (g->legend[l].squad != squad) continue;
        for (int s = 0; s < RF_BACKPACK; s++) {
            int p = g->legend[l].pack[s];
            if (p < 0) continue;
            for (int q = 0; q < g->npieces; q++) {
                if (g->piece[q].where != RF_IN_BAG) continue;
                rf_piece tmp = g->piece[q];
                g->piece[q] = g->piece[p];
                g->piece[q].kind = tmp.kind;
                g->piece[q].def = tmp.def;
                g->piece[p].where = tmp.where;
                g->piece[p].at = tmp.at;
                g->piece[p].exhausted = 0;
                g->legend[l].pack[s] = (int16_t)q;
                return;
            }
        }
    }
}

/* Change only what `seat` may not know: the generator, the order of the
 * weapon deck and of the Aim deck, the other squad's backpacks. */
static void perturb_hidden(rf_game *g, int seat, unsigned long long salt)
{
    swap_backpack_with_bag(g, seat ^ 1);
    g->rng.s ^= salt | 1;
    if (g->weapon_deck_n >= 2) {
        int16_t t = g->weapon_deck[0];
        g->weapon_deck[0] = g->weapon_deck[g->weapon_deck_n - 1];
        g->weapon_deck[g->weapon_deck_n - 1] = t;
        g->piece[g->weapon_deck[0]].at = 0;
        g->piece[g->weapon_deck[g->weapon_deck_n - 1]].at = (int16_t)(g->weapon_deck_n - 1);
    }
    int8_t a = g->aim_deck[0];
    g->aim_deck[0] = g->aim_deck[RF_AIM_DECK - 1];
    g->aim_deck[RF_AIM_DECK - 1] = a;
}

static void compare_views(const rf_game *a, const rf_game *b, int seat)
{
    static char oa[32768], ob[32768];
    rf_observe(a, seat, oa, sizeof oa);
    rf_observe(b, seat, ob, sizeof ob);
    assert_string_equal(oa, ob);
    rf_decision d;
    if (!rf_pending(a, &d) || d.seat != seat) return;     /* options are shown to the decider */
    static rf_option xa[RF_MAX_OPTIONS], xb[RF_MAX_OPTIONS];
    int na = rf_options(a, xa, RF_MAX_OPTIONS), nb = rf_options(b, xb, RF_MAX_OPTIONS);
    assert_int_equal(na, nb);
    for (int i = 0; i < na && i < RF_MAX_OPTIONS; i++) {
        assert_int_equal(xa[i].code, xb[i].code);
        assert_string_equal(xa[i].label, xb[i].label);
    }
}

static void test_hidden_information_does_not_leak(void **state)
{
    (void)state;
    for (unsigned long long seed = 20; seed < 26; seed++) {
        rf_game *g = new_game(seed);
        rf_bot *bot = rf_bot_new("random", seed);
        for (int step = 0; step < 600 && !rf_game_over(g, NULL); step++) {
            for (int seat = 0; seat <= 1; seat++) {
                rf_game *h = rf_game_clone(g);
                perturb_hidden(h, seat, seed * 977 + (unsigned)step);
                tu_check(h);
                compare_views(g, h, seat);
                rf_game_free(h);
            }
            rf_error err;
            assert_int_equal(rf_choose(g, rf_bot_choose(bot, g), &err), RF_OK);
        }
        rf_bot_free(bot);
        rf_game_free(g);
    }
}

/* Change only card facts `seat` may not know: the order of every deck
 * (CARD-3: face down) and which cards the other squad holds (CARD-6: a hand
 * is seen by its owner only). */
static void perturb_hands(rf_game *g, int seat)
{
    for (int l = 0; l < g->nlegends; l++) {
        rf_legend *x = &g->legend[l];
        if (x->deck_n >= 2) {
            uint8_t t = x->deck[0];
            x->deck[0] = x->deck[x->deck_n - 1];
            x->deck[x->deck_n - 1] = t;
        }
        if (x->squad != seat && x->hand_n > 0 && x->deck_n > 0) {
            uint8_t t = x->hand[0];
            x->hand[0] = x->deck[0];
            x->deck[0] = t;
            hand_order(g, l);                      /* a hand's order (hand.c) */
        }
    }
}

/* covers: CARD-3 CARD-6 */
static void test_hidden_hands_do_not_leak(void **state)
{
    (void)state;
    rf_content *c;
    rf_error err;
    assert_int_equal(rf_content_load(RF_DATA_DIR, &c, &err), RF_OK);
    assert_int_equal(rf_content_add_cards(c, RF_TEST_DIR "/data/test_cards.json", &err), RF_OK);
    rf_map *m;
    assert_int_equal(rf_map_load(c, "crossroads", &m, &err), RF_OK);
    int compared = 0;
    for (unsigned long long seed = 31; seed < 35; seed++) {
        rf_setup s = setup_2v2(seed);
        for (int i = 0; i < s.nlegends; i++)
            snprintf(s.legend[i].deck, sizeof s.legend[i].deck, "%s", i % 2 ? "test2" : "test");
        rf_game *g;
        assert_int_equal(rf_game_new(c, m, &s, &g, &err), RF_OK);
        rf_bot *bot = rf_bot_new("random", seed);
        for (int step = 0; step < 400 && !rf_game_over(g, NULL); step++) {
            for (int seat = 0; seat <= 1; seat++) {
                rf_game *h = rf_game_clone(g);
                perturb_hands(h, seat);
                tu_check(h);
                compare_views(g, h, seat);
                compared += rf_game_hash(h) != rf_game_hash(g);
                rf_game_free(h);
            }
            assert_int_equal(rf_choose(g, rf_bot_choose(bot, g), &err), RF_OK);
        }
        rf_bot_free(bot);
        rf_game_free(g);
    }
    assert_true(compared > 100);       /* the perturbation really changed the games */
    rf_map_free(m);
    rf_content_free(c);
}

/* A replay rebuilds the game; a tampered one is refused at its first
 * differing step. */
static void test_replay_round_trip_and_divergence(void **state)
{
    (void)state;
    rf_setup s = setup_2v2(55);
    rf_game *g = new_game(55);
    rf_replay *r = rf_replay_new(tu_content(), tu_crossroads(), &s);
    rf_bot *bot = rf_bot_new("random", 9);
    rf_error err;
    while (!rf_game_over(g, NULL)) {
        unsigned c = rf_bot_choose(bot, g);
        assert_int_equal(rf_choose(g, c, &err), RF_OK);
        assert_int_equal(rf_replay_record(r, c, g, &err), RF_OK);
    }
    char path[] = "/tmp/rf-replay-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    assert_int_equal(rf_replay_save(r, path, &err), RF_OK);
    rf_replay *back = NULL;
    assert_int_equal(rf_replay_load(path, &back, &err), RF_OK);
    assert_int_equal(rf_replay_length(back), rf_replay_length(r));
    rf_game *again = NULL;
    assert_int_equal(rf_replay_play(back, tu_content(), tu_crossroads(), &again, &err), RF_OK);
    assert_true(rf_game_hash(again) == rf_game_hash(g));
    rf_game_free(again);
    /* the same replay with its 5th choice changed: refused at step 5 at the latest */
    FILE *f = fopen(path, "r");
    char *text = calloc(1, 1 << 20);
    size_t len = fread(text, 1, (1 << 20) - 1, f);
    fclose(f);
    text[len] = '\0';
    char *choices = strstr(text, "\"choices\"");
    assert_non_null(choices);
    char *fifth = choices;
    for (int i = 0; i < 5 * 2; i++) fifth = strchr(fifth + 1, '"');  /* 5th value's opening quote */
    fifth[8] = fifth[8] == '0' ? '1' : '0';
    f = fopen(path, "w");
    fputs(text, f);
    fclose(f);
    rf_replay_free(back);
    assert_int_equal(rf_replay_load(path, &back, &err), RF_OK);
    assert_int_not_equal(rf_replay_play(back, tu_content(), tu_crossroads(), &again, &err), RF_OK);
    assert_non_null(strstr(err.message, "step "));
    assert_null(again);
    free(text);
    remove(path);
    rf_replay_free(back);
    rf_replay_free(r);
    rf_bot_free(bot);
    rf_game_free(g);
}

/* An attachment piece of this family that fits slot k of legend l's weapon w,
 * taken from a bag; -1 if none. */
static int fitting_attachment(rf_game *g, int l, int w, int k, int skip)
{
    const rf_catalog *cat = &g->content->catalog;
    const rf_weapon_def *wd = &cat->weapon[g->piece[g->legend[l].weapon[w]].def];
    for (int p = 0; p < g->npieces; p++)
        if (p != skip && g->piece[p].where == RF_IN_BAG &&
            catalog_attachment_fits(&wd->slot[k], &cat->loot[g->piece[p].def]))
            return p;
    return -1;
}

static void choose_label(rf_game *g, const char *prefix)
{
    rf_option opts[RF_MAX_OPTIONS];
    int n = rf_options(g, opts, RF_MAX_OPTIONS);
    for (int i = 0; i < n; i++)
        if (strncmp(opts[i].label, prefix, strlen(prefix)) == 0) {
            rf_error err;
            assert_int_equal(rf_choose(g, opts[i].code, &err), RF_OK);
            tu_check(g);
            return;
        }
    fail_msg("no option starting with '%s'", prefix);
}

/* INTERACT-1 (b), ATTACH-5: fitting over a fitted attachment swaps them. */
static void test_fit_over_fitted_attachment_swaps(void **state)
{
    (void)state;
    rf_game *g = new_game(2);
    int l = 0, w = 0, k = -1;
    for (int s = 0; s < RF_MAX_WEAPON_SLOTS && k < 0; s++)
        if (s < g->content->catalog.weapon[g->piece[g->legend[l].weapon[w]].def].nslots) k = s;
    assert_true(k >= 0);
    int fitted = fitting_attachment(g, l, w, k, -1);
    int packed = fitting_attachment(g, l, w, k, fitted);
    assert_true(fitted >= 0 && packed >= 0);
    piece_attach(g, fitted, l, w, k);
    piece_to_pack(g, packed, l, 0);
    tu_check(g);
    choose_label(g, "activate Bangalore");
    choose_label(g, "Interact and Move 1");
    choose_label(g, "Interact");
    choose_label(g, "fit ");
    assert_int_equal(g->legend[l].attach[w][k], packed);
    assert_int_equal(g->legend[l].pack[0], fitted);
    rf_game_free(g);
}

/* Random games where every legend holds the test deck (tests/data/
 * test_cards.json): free and special cards, Rush, Enhanced Shoot,
 * reactions and instants all get played, and every invariant holds. */
static void test_random_games_with_action_cards(void **state)
{
    (void)state;
    rf_content *c;
    rf_error err;
    assert_int_equal(rf_content_load(RF_DATA_DIR, &c, &err), RF_OK);
    if (rf_content_add_cards(c, RF_TEST_DIR "/data/test_cards.json", &err) != RF_OK)
        fail_msg("%s", err.message);
    rf_map *m;
    assert_int_equal(rf_map_load(c, "crossroads", &m, &err), RF_OK);
    int played = 0, discarded = 0;
    for (unsigned long long seed = 1; seed <= 30; seed++) {
        rf_setup s = setup_2v2(seed);
        for (int i = 0; i < s.nlegends; i++)          /* test: actions and reactions; test2: the instant */
            snprintf(s.legend[i].deck, sizeof s.legend[i].deck, "%s", i % 2 ? "test2" : "test");
        rf_game *g;
        assert_int_equal(rf_game_new(c, m, &s, &g, &err), RF_OK);
        assert_int_equal(g->legend[0].hand_n, 3);                        /* STAGE2-3 */
        tu_check(g);
        play(g, seed, NULL, MAX_STEPS);
        for (int l = 0; l < g->nlegends; l++) discarded += g->legend[l].discard_n;
        played += g->decisions > 0;
        rf_game_free(g);
    }
    print_message("random play with cards: %d cards discarded\n", discarded);
    assert_true(played == 30 && discarded > 30);
    rf_map_free(m);
    rf_content_free(c);
}

/* A replay keeps each legend's action deck: it rebuilds a game played with
 * cards (the placeholder deck of data/cards.json). */
static void test_replay_keeps_decks(void **state)
{
    (void)state;
    rf_setup s = setup_2v2(57);
    for (int i = 0; i < s.nlegends; i++)
        snprintf(s.legend[i].deck, sizeof s.legend[i].deck, "placeholder");
    rf_game *g;
    rf_error err;
    assert_int_equal(rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err), RF_OK);
    assert_int_equal(g->legend[0].hand_n, 3);
    rf_replay *r = rf_replay_new(tu_content(), tu_crossroads(), &s);
    rf_bot *bot = rf_bot_new("random", 5);
    while (!rf_game_over(g, NULL)) {
        unsigned c = rf_bot_choose(bot, g);
        assert_int_equal(rf_choose(g, c, &err), RF_OK);
        assert_int_equal(rf_replay_record(r, c, g, &err), RF_OK);
    }
    char path[] = "/tmp/rf-deck-replay-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    assert_int_equal(rf_replay_save(r, path, &err), RF_OK);
    rf_replay *back = NULL;
    assert_int_equal(rf_replay_load(path, &back, &err), RF_OK);
    rf_game *again = NULL;
    if (rf_replay_play(back, tu_content(), tu_crossroads(), &again, &err) != RF_OK)
        fail_msg("%s", err.message);
    assert_true(rf_game_hash(again) == rf_game_hash(g));
    remove(path);
    rf_game_free(again);
    rf_replay_free(back);
    rf_replay_free(r);
    rf_bot_free(bot);
    rf_game_free(g);
}

typedef struct log_seen {
    int lines, shots, aim_cards, private_lines, wrong_seat;
    char last[512];
} log_seen;

static void count_line(void *user, int seat, const char *line)
{
    log_seen *ls = user;
    ls->lines++;
    ls->shots += strstr(line, " shoots ") != NULL;
    ls->aim_cards += strstr(line, "Aim card") != NULL;
    ls->private_lines += seat >= 0 && !strstr(line, "(TRANS-3)");   /* a card drawn: the hand */
    ls->wrong_seat += seat < -1 || seat > 1;
    snprintf(ls->last, sizeof ls->last, "%s", line);
}

/* The log tells what happened (choices, each Aim card, the result), all
 * of it to everyone; it changes nothing in the game, and copies do not
 * log. */
static void test_log_tells_and_changes_nothing(void **state)
{
    (void)state;
    log_seen seen;
    memset(&seen, 0, sizeof seen);
    for (unsigned long long seed = 1; seed <= 6; seed++) {
        rf_game *quiet = new_game(seed), *told = new_game(seed);
        rf_game_set_log(told, count_line, &seen);
        rf_game *copy = rf_game_clone(told);
        int before = seen.lines;
        play(copy, seed, NULL, 200);
        assert_int_equal(seen.lines, before);                   /* a copy is silent */
        rf_game_free(copy);
        play(quiet, seed, NULL, MAX_STEPS);
        play(told, seed, NULL, MAX_STEPS);
        assert_true(rf_game_hash(quiet) == rf_game_hash(told));
        if (rf_game_over(told, NULL)) assert_non_null(strstr(seen.last, "The game ends"));
        rf_game_free(quiet);
        rf_game_free(told);
    }
    assert_true(seen.shots > 0 && seen.aim_cards >= seen.shots);
    /* Stage 3 of Battle Royale is played on the table: no line is one
     * seat's but the name of an action card drawn (docs/visibility.md:
     * Stage 1, role cards and the hand are hidden) */
    assert_true(seen.private_lines == 0 && seen.wrong_seat == 0);
}

/* covers: SHOOT-1 */
static void test_bad_setups_refused(void **state)
{
    (void)state;
    rf_setup s = setup_2v2(1);
    rf_game *g = NULL;
    rf_error err;
    s.legend[1].x = s.legend[0].x;
    s.legend[1].y = s.legend[0].y;
    assert_int_equal(rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err), RF_E_ARG);
    assert_null(g);
    s = setup_2v2(1);
    snprintf(s.legend[3].name, sizeof s.legend[3].name, "Octane");     /* not in legends.json */
    assert_int_equal(rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err), RF_E_ARG);
    assert_non_null(strstr(err.message, "no legend called 'Octane'"));
    assert_null(g);
    s = setup_2v2(1);
    snprintf(s.legend[1].deck, sizeof s.legend[1].deck, "no-such-deck");     /* CARD-6 */
    assert_int_equal(rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err), RF_E_ARG);
    assert_non_null(strstr(err.message, "no-such-deck"));
    assert_null(g);
    s = setup_2v2(1);
    s.legend[2].squad = 0;
    s.legend[3].squad = 0;
    assert_int_equal(rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err), RF_E_ARG);
    assert_non_null(strstr(err.message, "both squads"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_games_keep_every_invariant),
        cmocka_unit_test(test_illegal_choice_changes_nothing),
        cmocka_unit_test(test_same_seed_and_choices_same_game),
        cmocka_unit_test(test_clone_is_a_copy_within_budget),
        cmocka_unit_test(test_hidden_information_does_not_leak),
        cmocka_unit_test(test_hidden_hands_do_not_leak),
        cmocka_unit_test(test_replay_round_trip_and_divergence),
        cmocka_unit_test(test_fit_over_fitted_attachment_swaps),
        cmocka_unit_test(test_random_games_with_action_cards),
        cmocka_unit_test(test_log_tells_and_changes_nothing),
        cmocka_unit_test(test_replay_keeps_decks),
        cmocka_unit_test(test_bad_setups_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
