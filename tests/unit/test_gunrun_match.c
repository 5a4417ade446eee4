/*
 * test_gunrun_match.c — Gun Run in drafted matches (RULES.md GUNRUN-3,
 * GUNRUN-4, GUNRUN-5, MOD-4; rulings R-GUNRUN-2, R-GUNRUN-3, R-EQUIP-GUNRUN):
 * Assassination, Team Deathmatch and Capture the Flag from the colour draw
 * on. The kitted decks and queues are made at set-up, each legend draws its
 * 2 kitted weapons when its squad takes it (match.c join), Stage 1 deals no
 * basic weapon card (ASSN) and no loadout card (TDM, CTF), and whole
 * seeded matches run under rf_check. test_gunrun.c has the module's rules
 * on a game set up on the map.
 */
#include "mode_play.h"
#include "rules/modules/gun_run/gunrun.h"
#include "rules/record/log.h"

#define GUNRUN RF_MODULE_BIT(RF_MOD_GUNRUN)
#define EVENTS RF_MODULE_BIT(RF_MOD_EVENTS)

/* A drafted match of `mode` with Gun Run (and `more` modules, the Ring if
 * `ring`), squads of `size` drafted from six legends. */
static rf_game *drafted(int mode, unsigned more, bool ring, int size, unsigned long long seed)
{
    static const char *const names[6] = { "Bangalore", "Wraith", "Lifeline", "Gibraltar",
                                          "Bloodhound", "Pathfinder" };
    rf_setup su;
    memset(&su, 0, sizeof su);
    su.start = RF_START_DRAFT;
    su.squad_size = size;
    su.nlegends = 6;
    su.mode = mode;
    su.modules = GUNRUN | more;
    su.ring = ring;
    su.seed = seed;
    for (int i = 0; i < 6; i++) {
        snprintf(su.legend[i].name, sizeof su.legend[i].name, "%s", names[i]);
        snprintf(su.legend[i].deck, sizeof su.legend[i].deck, "*");
        snprintf(su.legend[i].abilities, sizeof su.legend[i].abilities, "*");
    }
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), tu_crossroads(), &su, &g, &err) != RF_OK) fail_msg("%s", err.message);
    tu_check(g);
    return g;
}

/* The random bot plays until the match reaches `stage` (rf_check after
 * every choice). */
static void play_to(rf_game *g, int stage, unsigned long long seed)
{
    rf_bot *b = rf_bot_new("random", seed);
    for (int n = 0; g->match.stage != stage && n < 2000; n++) {
        tu_choose(g, rf_bot_choose(b, g));
        tu_check(g);
    }
    rf_bot_free(b);
    assert_int_equal(g->match.stage, stage);
}

/* Every legend holds 2 kitted cards of its own squad's deck (GUNRUN-3);
 * each squad's queue has 2 (GUNRUN-4); the decks hold the rest. */
static void assert_kitted(const rf_game *g, int size)
{
    assert_int_equal(g->nlegends, 2 * size);
    assert_int_equal(g->weapon_deck_n, 0);                                 /* R-GUNRUN-2 */
    for (int l = 0; l < g->nlegends; l++)
        for (int w = 0; w < RF_WEAPON_SLOTS; w++) {
            int p = g->legend[l].weapon[w];
            assert_true(p >= 0);
            assert_true(pieces_weapon_of(g, p)->kitted);
            for (int a = 0; a < RF_MAX_WEAPON_SLOTS; a++)
                assert_int_equal(g->legend[l].attach[w][a], -1);
        }
    for (int squad = 0; squad < 2; squad++) {
        assert_true(g->gunrun.queue[squad][0] >= 0 && g->gunrun.queue[squad][1] >= 0);
        assert_int_equal(g->gunrun.deck_n[squad], RF_KIT_DECK - RF_KIT_QUEUE - 2 * size);
        assert_int_equal(g->gunrun.discard_n[squad], 0);
    }
}

/* covers: GUNRUN-3 GUNRUN-4 MOD-4
 * Team Deathmatch and Capture the Flag: after the draft every legend holds
 * 2 fully kitted weapons of its squad's deck, each queue 2 cards; Stage 1
 * deals no loadout card, so there is nothing to flip (R-EQUIP-GUNRUN), and
 * the legends enter Stage 2 with their kitted weapons. */
static void test_GUNRUN_3_drafted_tdm_ctf(void **state)
{
    (void)state;
    for (int k = 0; k < 2; k++) {
        int mode = k ? RF_MODE_CTF : RF_MODE_TDM, size = k ? 3 : 2;
        rf_game *g = drafted(mode, k ? EVENTS : 0, false, size, 11 + (unsigned)k);
        play_to(g, RF_STAGE_2, 5);
        assert_kitted(g, size);
        for (int l = 0; l < g->nlegends; l++) {
            assert_int_equal(g->equip.card[l], -1);                        /* R-EQUIP-GUNRUN */
            assert_true(equip_on(g, l));                        /* the boards stay (EQUIP-1) */
        }
        rf_game_free(g);
    }
}

/* covers: GUNRUN-3 STAGE1-4 MOD-4
 * Assassination: the legends hold their kitted weapons when Stage 1
 * begins; the pools have no weapon card (the basic ones are not used,
 * R-GUNRUN-2), "done" is legal at once (STAGE1-4 is met) and no option
 * equips or gives a weapon card. */
static void test_GUNRUN_3_drafted_assn(void **state)
{
    (void)state;
    rf_game *g = drafted(RF_MODE_ASSN, 0, true, 3, 7);
    play_to(g, RF_STAGE_1, 3);
    assert_kitted(g, 3);
    int pooled = 0;
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].where == RF_IN_POOL) {
            assert_int_equal(g->piece[p].kind, RF_PIECE_LOOT);             /* STAGE1-1 */
            pooled++;
        }
    assert_int_equal(pooled, 6 * 8);
    rf_option o[RF_MAX_OPTIONS];
    int n = rf_options(g, o, RF_MAX_OPTIONS);
    bool done = false;
    for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++) {
        assert_int_not_equal(rf_opt_kind_of(o[i].code), RF_OPT_EQUIP);
        done |= rf_opt_kind_of(o[i].code) == RF_OPT_DONE;
    }
    assert_true(done);                                                     /* STAGE1-4 */
    play_to(g, RF_STAGE_2, 4);
    for (int l = 0; l < g->nlegends; l++)
        for (int w = 0; w < RF_WEAPON_SLOTS; w++)
            assert_true(pieces_weapon_of(g, g->legend[l].weapon[w])->kitted);
    rf_game_free(g);
}

/* The text of legend `name` in a seat's observation, up to its weapons. */
static const char *weapons_of(const char *obs, const char *name)
{
    char key[64];
    snprintf(key, sizeof key, "{\"name\":\"%s\"", name);
    const char *at = strstr(obs, key);
    assert_non_null(at);
    at = strstr(at, "\"weapons\":");
    assert_non_null(at);
    return at + strlen("\"weapons\":");
}

/* covers: GUNRUN-5
 * During the draft each seat sees its own squad's queue and kitted weapons
 * but not the other squad's (R-GUNRUN-3, as Stage 1's loadouts, R-STAGE1-2);
 * nobody's in the public view. */
static void test_GUNRUN_5_hidden_in_the_draft(void **state)
{
    (void)state;
    rf_game *g = drafted(RF_MODE_TDM, 0, false, 3, 21);
    rf_bot *b = rf_bot_new("random", 9);
    static char obs[1 << 17];
    int checked = 0;
    while (g->match.stage <= RF_STAGE_DRAFT) {
        if (g->match.stage == RF_STAGE_DRAFT)
            for (int seat = 0; seat < 2; seat++) {
                assert_true(rf_observe(g, seat, obs, sizeof obs) < (int)sizeof obs);
                for (int l = 0; l < g->nlegends; l++) {
                    bool own = g->legend[l].seat == seat;
                    assert_int_equal(strncmp(weapons_of(obs, g->legend[l].name), "[]", 2) != 0, own);
                    rf_legend_view v;
                    rf_view_legend(g, l, &v);
                    assert_int_equal(v.ammo[0], -1);
                    checked++;
                }
                char want[64];
                int own_squad = g->match.seat_of[RF_RED] == seat ? RF_RED : RF_BLUE;
                snprintf(want, sizeof want, "\"queue\":[\"%s\"",
                         pieces_weapon_of(g, g->gunrun.queue[own_squad][0])->id);
                assert_non_null(strstr(obs, want));
                snprintf(want, sizeof want, "\"squad\":\"%s\",\"deck\":%d,\"discard\":[],\"queue\":2}",
                         log_squad_name(1 - own_squad), g->gunrun.deck_n[1 - own_squad]);
                assert_non_null(strstr(obs, want));
            }
        tu_choose(g, rf_bot_choose(b, g));
        tu_check(g);
    }
    assert_true(checked > 0);
    rf_bot_free(b);
    rf_game_free(g);
}

/* The other squad's queue never shows in a seat's observation: its kitted
 * ids appear only where they are public (weapons on the map, discards). */
static void assert_queue_hidden(const rf_game *g)
{
    static char obs[1 << 17];
    for (int seat = 0; seat < 2; seat++) {
        if (g->match.seat_of[0] < 0) return;
        rf_observe(g, seat, obs, sizeof obs);
        int enemy = g->match.seat_of[RF_RED] == seat ? RF_BLUE : RF_RED;
        char want[48];
        snprintf(want, sizeof want, "\"squad\":\"%s\",\"deck\":%d,", log_squad_name(enemy),
                 g->gunrun.deck_n[enemy]);
        const char *at = strstr(obs, want);
        assert_non_null(at);
        at = strstr(at, "\"queue\":");
        assert_non_null(at);
        assert_true(at[8] >= '0' && at[8] <= '2');                         /* a count only */
    }
}

/* Play a drafted match to its end: rf_check after every choice, the
 * queues hidden every 25 choices. Returns whether a kitted card was ever
 * on a discard pile (a Shoot went through the queue, GUNRUN-7). */
static bool play_out(rf_game *g, const char *red, const char *blue, unsigned long long seed)
{
    rf_bot *b[2] = { rf_bot_new(red, seed), rf_bot_new(blue, seed + 7) };
    rf_decision d;
    int n = 0;
    bool discarded = false;
    while (rf_pending(g, &d) && n < 20000) {
        rf_error err;
        if (rf_choose(g, rf_bot_choose(b[d.seat & 1], g), &err) != RF_OK)
            fail_msg("seed %llu step %d: %s", seed, n, err.message);
        tu_check(g);
        if (++n % 25 == 0) assert_queue_hidden(g);
        discarded |= g->gunrun.discard_n[0] + g->gunrun.discard_n[1] > 0;
    }
    rf_bot_free(b[0]);
    rf_bot_free(b[1]);
    assert_true(g->over);
    return discarded;
}

/* covers: GUNRUN-6 GUNRUN-7 MOD-4
 * Whole seeded matches of Assassination (with the Ring), Team Deathmatch
 * and Capture the Flag (with Events), each with Gun Run, heuristic against
 * random and random against random: every invariant after every choice,
 * each match to its end, and the Shoots went through the queues (a
 * kitted card reached a discard pile in most of them). */
static void test_GUNRUN_whole_drafted_matches(void **state)
{
    (void)state;
    static const int modes[3] = { RF_MODE_ASSN, RF_MODE_TDM, RF_MODE_CTF };
    int shots = 0;
    for (unsigned long long seed = 1; seed <= 12; seed++) {
        int mode = modes[seed % 3], size = mode == RF_MODE_ASSN ? 3 : (int)(2 + seed % 2);
        rf_game *g = drafted(mode, mode == RF_MODE_CTF ? EVENTS : 0, mode == RF_MODE_ASSN, size,
                             seed);
        shots += play_out(g, seed % 2 ? "heuristic" : "random", "random", seed);
        rf_game_free(g);
    }
    assert_true(shots >= 6);                       /* most matches see a Shoot */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_GUNRUN_3_drafted_tdm_ctf),
        cmocka_unit_test(test_GUNRUN_3_drafted_assn),
        cmocka_unit_test(test_GUNRUN_5_hidden_in_the_draft),
        cmocka_unit_test(test_GUNRUN_whole_drafted_matches),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
