/*
 * test_assn.c — the Assassination mode (RULES.md ASSN-1 … ASSN-10,
 * EX-ASSN-1; data/roles.json; docs/modes.md): the secret role cards, their
 * assignment (ASSN-6), play (ASSN-8, ASSN-9), the designed effects, the
 * reveal on elimination and the leader's elimination ending the game
 * (ASSN-10, ASSN-3), hidden information, rulings R-ASSN-1 … R-ASSN-3 and
 * whole matches with the bots under rf_check.
 */
#define _POSIX_C_SOURCE 200809L   /* mkstemp, fdopen */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "data/loaders.h"
#include "rules/modes/assn/assn_play.h"
#include "rules/engine/engine.h"
#include "rules/engine/legends.h"
#include "rules/modes/br/victory.h"

enum { BANGALORE, WRAITH, LIFELINE, GIBRALTAR, BLOODHOUND, PATHFINDER };

static const rf_map *yard(void)
{
    static rf_map *m;
    if (!m) {
        static const char text[] =
            "{ \"name\": \"Assassination yard\", \"source\": \"test_assn.c\", \"size\": [16, 16],\n"
            "  \"components\": [ { \"type\": \"respawn_beacon\", \"at\": [1, 1] } ] }\n";
        m = tu_map_text(tu_content(), "assn-yard.json", text);
    }
    return m;
}

/* Six legends in Stage 3 (RF_START_MAP), red in row 2, blue in row 12. */
static rf_setup setup_3v3(const char *deck)
{
    static const char *const names[6] = { "Bangalore", "Wraith", "Lifeline", "Gibraltar",
                                          "Bloodhound", "Pathfinder" };
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.nlegends = 6;
    for (int l = 0; l < 6; l++) {
        snprintf(s.legend[l].name, sizeof s.legend[l].name, "%s", names[l]);
        snprintf(s.legend[l].deck, sizeof s.legend[l].deck, "%s", deck);
        s.legend[l].squad = l / 3;
        s.legend[l].x = 4 + 3 * (l % 3);
        s.legend[l].y = l < 3 ? 2 : 12;
    }
    s.mode = RF_MODE_ASSN;
    s.seed = 7;
    return s;
}

static rf_game *new_game(const rf_setup *s)
{
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), yard(), s, &g, &err) != RF_OK) fail_msg("%s", err.message);
    return g;
}

/* Choose the option of this kind, a and b (-1: any); fails when absent. */
static void pick(rf_game *g, int kind, int a, int b)
{
    static rf_option o[RF_MAX_OPTIONS];
    int n = rf_options(g, o, RF_MAX_OPTIONS);
    for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++)
        if (rf_opt_kind_of(o[i].code) == kind && (a < 0 || rf_opt_a(o[i].code) == a) &&
            (b < 0 || rf_opt_b(o[i].code) == b)) {
            rf_error err;
            assert_int_equal(rf_choose(g, o[i].code, &err), RF_OK);
            rf_status st = rf_check(g, &err);
            if (st != RF_OK) fail_msg("%s", err.message);
            return;
        }
    fail_msg("no option of kind %d a %d b %d", kind, a, b);
}

static bool offered(const rf_game *g, int kind, int a, int b)
{
    static rf_option o[RF_MAX_OPTIONS];
    int n = rf_options(g, o, RF_MAX_OPTIONS);
    for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++)
        if (rf_opt_kind_of(o[i].code) == kind && (a < 0 || rf_opt_a(o[i].code) == a) &&
            (b < 0 || rf_opt_b(o[i].code) == b))
            return true;
    return false;
}

/* Both squads give out their roles: these legends are the leaders. */
static rf_game *assigned(const rf_setup *s, int red_leader, int blue_leader)
{
    rf_game *g = new_game(s);
    pick(g, RF_OPT_ROLE, RF_ROLE_OPT_LEADER, blue_leader);
    pick(g, RF_OPT_ROLE, RF_ROLE_OPT_LEADER, red_leader);
    return g;
}

/* Red activates legend l (its turn comes first: red has the initiative). */
static void activate(rf_game *g, int l)
{
    rf_decision d;
    assert_true(rf_pending(g, &d));
    assert_int_equal(d.kind, RF_DEC_ACTIVATE);
    pick(g, RF_OPT_ACTIVATE, l, -1);
    assert_true(rf_pending(g, &d));
    assert_int_equal(d.kind, RF_DEC_ACTION);
}

/* covers: ASSN-6 ASSN-1 ASSN-3
 * Before the first round each squad, blue then red, decides which of its 3
 * legends takes the leader card; the other two are guardians. Every legend
 * holds its card; nobody has death boxes (no VP in this mode). */
static void test_ASSN_6_roles_assigned_per_squad(void **state)
{
    (void)state;
    rf_setup s = setup_3v3("");
    rf_game *g = new_game(&s);
    rf_decision d;
    assert_true(rf_pending(g, &d));
    assert_int_equal(d.kind, RF_DEC_ROLE);
    assert_int_equal(d.seat, RF_BLUE);
    assert_false(offered(g, RF_OPT_ROLE, RF_ROLE_OPT_LEADER, BANGALORE));   /* own squad only */
    pick(g, RF_OPT_ROLE, RF_ROLE_OPT_LEADER, BLOODHOUND);
    assert_true(rf_pending(g, &d));
    assert_int_equal(d.kind, RF_DEC_ROLE);
    assert_int_equal(d.seat, RF_RED);
    pick(g, RF_OPT_ROLE, RF_ROLE_OPT_LEADER, WRAITH);
    assert_true(rf_pending(g, &d));
    assert_int_equal(d.kind, RF_DEC_ACTIVATE);
    static const int want[6] = { RF_ROLE_GUARDIAN, RF_ROLE_LEADER, RF_ROLE_GUARDIAN,
                                 RF_ROLE_GUARDIAN, RF_ROLE_LEADER, RF_ROLE_GUARDIAN };
    for (int l = 0; l < 6; l++) {
        assert_int_equal(rf_view_role(g, l / 3, l, NULL), want[l]);
        assert_int_equal(g->assn.card[l], RF_RC_HAND);
        rf_legend_view v;
        rf_view_legend(g, l, &v);
        assert_int_equal(v.death_boxes, 0);
    }
    rf_game_free(g);
}

/* covers: ASSN-6
 * Hidden information: the other seat never sees a role card held in hand.
 * Two games that differ only in red's choice of leader look the same to
 * blue, byte for byte, and to a spectator; red sees its own roles. */
static void test_ASSN_6_roles_hidden_from_the_other_seat(void **state)
{
    (void)state;
    rf_setup s = setup_3v3("*");
    rf_game *a = assigned(&s, BANGALORE, GIBRALTAR), *b = assigned(&s, LIFELINE, GIBRALTAR);
    assert_true(rf_game_hash(a) != rf_game_hash(b));
    static char ta[1 << 20], tb[1 << 20];
    for (int seat = -1; seat <= RF_BLUE; seat += 2) {             /* spectator, then blue */
        assert_true(rf_observe(a, seat, ta, sizeof ta) < (int)sizeof ta);
        rf_observe(b, seat, tb, sizeof tb);
        assert_string_equal(ta, tb);
        const char *own = strstr(ta, "\"role\":\"leader\"");      /* blue's own leader only */
        if (seat < 0) assert_null(own);
        else assert_null(strstr(own + 1, "\"role\":\"leader\""));
        for (int l = 0; l < 3; l++) assert_int_equal(rf_view_role(a, seat, l, NULL), RF_ROLE_NONE);
    }
    rf_observe(a, RF_RED, ta, sizeof ta);
    rf_observe(b, RF_RED, tb, sizeof tb);
    assert_string_not_equal(ta, tb);
    assert_non_null(strstr(ta, "\"role\":\"leader\""));
    assert_int_equal(rf_view_role(a, RF_RED, BANGALORE, NULL), RF_ROLE_LEADER);
    rf_game_free(a);
    rf_game_free(b);
}

typedef struct public_log { int lines, leaks; } public_log;

static void on_log(void *user, int seat, const char *line)
{
    public_log *p = user;
    if (seat >= 0) return;                       /* a line for one seat only */
    p->lines++;
    if (strstr(line, "leader") && strstr(line, "Lifeline")) p->leaks++;
}

/* covers: ASSN-6
 * The choice of leader never reaches the public log (only the deciding
 * seat's): the log says that the squad gave out its cards, not to whom. */
static void test_ASSN_6_role_choice_not_in_public_log(void **state)
{
    (void)state;
    rf_setup s = setup_3v3("");
    public_log p = { 0, 0 };
    rf_game *g = NULL;
    rf_error err;
    assert_int_equal(rf_game_new_logged(tu_content(), yard(), &s, on_log, &p, &g, &err), RF_OK);
    pick(g, RF_OPT_ROLE, RF_ROLE_OPT_LEADER, GIBRALTAR);
    pick(g, RF_OPT_ROLE, RF_ROLE_OPT_LEADER, LIFELINE);
    assert_true(p.lines >= 2);
    assert_int_equal(p.leaks, 0);
    rf_game_free(g);
}

/* covers: ASSN-8 ASSN-9
 * A role card is played like a free action card in its legend's own
 * activation: the leader's basic effect gives a third AP ("masz 3P"); the
 * card then lies face up, seen by everybody, and cannot be played again.
 * It is not an action card: no Rush discards it (R-ASSN-2). */
static void test_ASSN_9_leader_card_played(void **state)
{
    (void)state;
    rf_setup s = setup_3v3("");
    rf_game *g = assigned(&s, WRAITH, GIBRALTAR);
    activate(g, WRAITH);
    assert_int_equal(rf_view_ap(g), 2);
    assert_false(offered(g, RF_OPT_RUSH, -1, -1));               /* no action card in hand */
    pick(g, RF_OPT_ROLE, RF_ROLE_OPT_PLAY, WRAITH);
    assert_int_equal(rf_view_ap(g), 3);
    bool up = false;
    assert_int_equal(rf_view_role(g, RF_BLUE, WRAITH, &up), RF_ROLE_LEADER);
    assert_true(up);
    assert_false(offered(g, RF_OPT_ROLE, RF_ROLE_OPT_PLAY, -1));
    rf_game_free(g);
}

/* covers: ACT-9 ASSN-8 R-ASSN-5
 * The leader's third AP does not lift ACT-9's cap: after two Move 2 the
 * leader, with AP left, is offered other basic actions but no third Move 2
 * (only Champions say "the same basic action several times", CHAMP-12). */
static void test_R_ASSN_5_leader_third_ap_keeps_the_cap(void **state)
{
    (void)state;
    rf_setup s = setup_3v3("");
    rf_game *g = assigned(&s, WRAITH, GIBRALTAR);
    activate(g, WRAITH);
    pick(g, RF_OPT_ROLE, RF_ROLE_OPT_PLAY, WRAITH);
    assert_int_equal(rf_view_ap(g), 3);
    g->basic_used[RF_ACT_MOVE2] = 2;                      /* two Move 2 made, 1 AP spent */
    g->ap = 1;
    assert_false(offered(g, RF_OPT_ACTION, RF_ACT_MOVE2, -1));
    assert_true(offered(g, RF_OPT_ACTION, RF_ACT_INTERACT_MOVE1, -1));
    g->basic_used[RF_ACT_MOVE2] = 1;                      /* one made: a second is allowed */
    assert_true(offered(g, RF_OPT_ACTION, RF_ACT_MOVE2, -1));
    rf_game_free(g);
}

/* covers: ASSN-8 ASSN-9
 * The guardian card's basic effect: this activation's Shoot restores as
 * much health as the damage it dealt, at most 20 (designed). Outside that
 * activation nothing happens. */
static void test_ASSN_8_guardian_basic_lifesteal(void **state)
{
    (void)state;
    rf_setup s = setup_3v3("");
    rf_game *g = assigned(&s, WRAITH, GIBRALTAR);
    g->legend[BANGALORE].vitals.health = 10;
    assn_after_shot(g, BANGALORE, 12);                        /* not played: nothing */
    assert_int_equal(g->legend[BANGALORE].vitals.health, 10);
    activate(g, BANGALORE);
    pick(g, RF_OPT_ROLE, RF_ROLE_OPT_PLAY, BANGALORE);
    assn_after_shot(g, BANGALORE, 12);
    assert_int_equal(g->legend[BANGALORE].vitals.health, 22);
    assn_after_shot(g, BANGALORE, 35);                        /* at most 20 */
    assert_int_equal(g->legend[BANGALORE].vitals.health, 40);
    rf_game_free(g);
}

/* covers: ASSN-8
 * The guardian card's constant effect, once played or revealed: an ally's
 * Use within range 2 restores 10 shield to the guardian (designed); not
 * farther away, not while the card is held. */
static void test_ASSN_8_guardian_constant_on_ally_use(void **state)
{
    (void)state;
    rf_setup s = setup_3v3("");
    s.legend[LIFELINE].x = 6;                                    /* range 2 of Bangalore (4,2) */
    rf_game *g = assigned(&s, WRAITH, GIBRALTAR);
    g->legend[BANGALORE].vitals.shield = 0;
    assn_after_use(g, LIFELINE);
    assert_int_equal(g->legend[BANGALORE].vitals.shield, 0);    /* held: no constant effect */
    g->assn.card[BANGALORE] = RF_RC_REVEALED;
    assn_after_use(g, LIFELINE);
    assert_int_equal(g->legend[BANGALORE].vitals.shield, 10);
    g->legend[BANGALORE].vitals.shield = 0;
    g->legend[LIFELINE].pos = geo_cell_make(10, 2);              /* range 6 */
    assn_after_use(g, LIFELINE);
    assert_int_equal(g->legend[BANGALORE].vitals.shield, 0);
    assn_after_use(g, BANGALORE);                             /* its own Use: not an ally */
    assert_int_equal(g->legend[BANGALORE].vitals.shield, 0);
    rf_game_free(g);
}

/* covers: EX-ASSN-1 ASSN-10 ASSN-3
 * Gibraltar is eliminated with his role card in hand: he reveals a
 * guardian; the card lies face up, its constant effect active, and the
 * game goes on (no death boxes: BR-5 does not apply). Later Bloodhound is
 * eliminated and reveals the leader: the game ends at once, red wins. */
static void test_EX_ASSN_1_guardian_then_leader(void **state)
{
    (void)state;
    rf_setup s = setup_3v3("");
    rf_game *g = assigned(&s, WRAITH, BLOODHOUND);
    legend_eliminate_by(g, GIBRALTAR, BANGALORE);
    bool up = false;
    assert_int_equal(rf_view_role(g, RF_RED, GIBRALTAR, &up), RF_ROLE_GUARDIAN);
    assert_true(up);
    assert_int_equal(g->assn.card[GIBRALTAR], RF_RC_REVEALED);
    assert_false(g->legend[GIBRALTAR].on_map);                    /* ASSN-10 (3) */
    assert_int_equal(g->legend[GIBRALTAR].vitals.health, 40);     /* ASSN-10 (5) */
    assert_int_equal(g->legend[GIBRALTAR].vitals.shield, 20);
    assert_false(rf_game_over(g, NULL));
    legend_eliminate_by(g, PATHFINDER, BANGALORE);               /* every guardian out: on */
    assert_false(rf_game_over(g, NULL));
    rf_error err;
    assert_int_equal(rf_check(g, &err), RF_OK);
    legend_eliminate_by(g, BLOODHOUND, WRAITH);
    int winner = -2;
    assert_true(rf_game_over(g, &winner));
    assert_int_equal(winner, RF_RED);
    assert_int_equal(rf_view_role(g, RF_RED, BLOODHOUND, NULL), RF_ROLE_LEADER);
    assert_int_equal(rf_check(g, &err), RF_OK);
    rf_game_free(g);
}

/* covers: ASSN-3 ASSN-10
 * A leader whose card was already played is eliminated: the game ends too
 * (ruling R-ASSN-3); the ring's elimination counts (nobody eliminated it). */
static void test_ASSN_3_played_leader_eliminated(void **state)
{
    (void)state;
    rf_setup s = setup_3v3("");
    rf_game *g = assigned(&s, WRAITH, BLOODHOUND);
    activate(g, WRAITH);
    pick(g, RF_OPT_ROLE, RF_ROLE_OPT_PLAY, WRAITH);
    legend_eliminate_by(g, WRAITH, -1);
    int winner = -2;
    assert_true(rf_game_over(g, &winner));
    assert_int_equal(winner, RF_BLUE);
    rf_game_free(g);
}

/* covers: ASSN-8
 * The leader card's constant effect: once played, a legend of its squad
 * that eliminates an enemy may draw an action card from its deck or take
 * the top card of its discard pile, offered at its activation's next step;
 * an elimination by the ring or by the other squad gives nothing. */
static void test_ASSN_8_leader_constant_draw(void **state)
{
    (void)state;
    rf_setup s = setup_3v3("*");
    rf_game *g = assigned(&s, WRAITH, BLOODHOUND);
    activate(g, WRAITH);
    pick(g, RF_OPT_ROLE, RF_ROLE_OPT_PLAY, WRAITH);
    rf_legend *w = &g->legend[WRAITH];
    int hand = w->hand_n;
    legend_eliminate_by(g, PATHFINDER, -1);                      /* the ring: nothing */
    assert_int_equal(g->assn.draws, 0);
    legend_eliminate_by(g, GIBRALTAR, WRAITH);
    assert_int_equal(g->assn.draws, 1u << WRAITH);
    engine_advance(g);                                               /* the activation's next step */
    rf_decision d;
    assert_true(rf_pending(g, &d));
    assert_int_equal(d.kind, RF_DEC_ROLE);
    assert_int_equal(d.legend, WRAITH);
    assert_true(offered(g, RF_OPT_DONE, -1, -1));
    assert_false(offered(g, RF_OPT_ROLE, RF_ROLE_OPT_DRAW_DISCARD, -1));   /* nothing there */
    pick(g, RF_OPT_ROLE, RF_ROLE_OPT_DRAW_DECK, WRAITH);
    assert_int_equal(w->hand_n, hand + 1);
    assert_true(rf_pending(g, &d));
    assert_int_equal(d.kind, RF_DEC_ACTION);
    rf_game_free(g);
}

/* covers: ASSN-3
 * The last round ends without a leader eliminated: a draw, whatever else
 * happened (ruling R-ASSN-1; there are no victory points to count). */
static void test_ASSN_3_no_leader_eliminated_is_a_draw(void **state)
{
    (void)state;
    rf_setup s = setup_3v3("");
    rf_game *g = assigned(&s, WRAITH, BLOODHOUND);
    legend_eliminate_by(g, GIBRALTAR, BANGALORE);
    assert_int_equal(victory_after_last_round(g), -1);
    rf_game_free(g);
}

/* covers: ASSN-4 ASSN-5 ASSN-6 ASSN-7 ASSN-10 ASSN-3
 * Whole matches, draft to the end, with the heuristic and the random bots:
 * the roles are given out after Stage 1 and before Stage 2, every state
 * passes rf_check, and each match ends by a leader's elimination or, at the
 * last round, in a draw. The heuristic bot makes a durable legend leader
 * and beats the random bot. */
static void test_ASSN_matches_to_the_end(void **state)
{
    (void)state;
    rf_map *m = NULL;
    rf_error err;
    assert_int_equal(rf_map_load(tu_content(), "crossroads", &m, &err), RF_OK);
    int heuristic_wins = 0, leaders_out = 0;
    for (int seed = 1; seed <= 6; seed++) {
        rf_setup s;
        memset(&s, 0, sizeof s);
        static const char *const names[6] = { "Bangalore", "Wraith", "Lifeline", "Gibraltar",
                                              "Bloodhound", "Pathfinder" };
        s.nlegends = 6;
        for (int l = 0; l < 6; l++) {
            snprintf(s.legend[l].name, sizeof s.legend[l].name, "%s", names[l]);
            snprintf(s.legend[l].deck, sizeof s.legend[l].deck, "*");
            snprintf(s.legend[l].abilities, sizeof s.legend[l].abilities, "*");
        }
        s.start = RF_START_DRAFT;
        s.squad_size = 3;
        s.mode = RF_MODE_ASSN;
        s.ring = true;
        s.seed = (unsigned long long)seed;
        rf_game *g = NULL;
        assert_int_equal(rf_game_new(tu_content(), m, &s, &g, &err), RF_OK);
        rf_bot *bot[2] = { rf_bot_new("heuristic", 11u * (unsigned)seed),
                           rf_bot_new("random", 13u * (unsigned)seed) };
        bool roles_seen = false;
        rf_decision d;
        for (int step = 0; step < 20000 && rf_pending(g, &d); step++) {
            if (d.kind == RF_DEC_ROLE && d.legend < 0) {
                roles_seen = true;
                assert_int_equal(g->match.stage, RF_STAGE_1);    /* after the loadout (ASSN-6) */
            }
            unsigned c = rf_bot_choose(bot[d.seat], g);
            assert_int_equal(rf_choose(g, c, &err), RF_OK);
            if (rf_check(g, &err) != RF_OK) fail_msg("seed %d step %d: %s", seed, step, err.message);
        }
        assert_true(roles_seen);
        int winner = -2;
        assert_true(rf_game_over(g, &winner));
        if (winner >= 0) {
            leaders_out++;
            int loser = winner ^ 1, leader = -1;
            for (int l = 0; l < g->nlegends; l++)
                if (g->legend[l].squad == loser && g->assn.role[l] == RF_ROLE_LEADER) leader = l;
            assert_true(leader >= 0);
            assert_false(g->legend[leader].on_map);
            if (rf_game_seat_of(g, winner) == 0) heuristic_wins++;
        }
        rf_bot_free(bot[0]);
        rf_bot_free(bot[1]);
        rf_game_free(g);
    }
    assert_true(leaders_out >= 4);
    assert_true(heuristic_wins >= 4);
    rf_map_free(m);
}

typedef struct bad_role { const char *text; int line; const char *field, *words; } bad_role;

static const bad_role bad_roles[] = {
    { "{\"roles\": [\n {\"id\": \"assassin\"}]}", 2, "roles[0].id", "unknown role 'assassin'" },
    { "{\"roles\": [\n {\"id\": \"leader\", \"name\": \"L\", \"per_squad\": 2,\n"
      "  \"basic\": {\"effect\": \"extra_ap\", \"args\": {\"ap\": 1}, \"text\": \"t\"},\n"
      "  \"constant\": {\"effect\": \"draw_on_elimination\", \"args\": {\"cards\": 1}, \"text\": \"t\"},\n"
      "  \"source\": \"designed\"}]}", 2, "roles[0].per_squad", "a squad has 1 leader card" },
    { "{\"roles\": [\n {\"id\": \"guardian\", \"name\": \"G\", \"per_squad\": 2,\n"
      "  \"basic\": {\"effect\": \"ally_use_shield\", \"args\": {\"range\": 2, \"shield\": 10}, \"text\": \"t\"},\n"
      "  \"constant\": {\"effect\": \"lifesteal\", \"args\": {\"health\": 20}, \"text\": \"t\"},\n"
      "  \"source\": \"designed\"}]}", 3, "roles[0].basic.effect", "not a basic one (ASSN-8)" },
};

/* covers: ASSN-2 ASSN-8
 * The role cards file is validated on load: an unknown role, the wrong
 * number of cards per squad, a constant effect given as a basic one; the
 * error names the file, line and field. */
static void test_ASSN_2_bad_roles_refused(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof bad_roles / sizeof *bad_roles; i++) {
        char path[] = "/tmp/rf-test-roles-XXXXXX";
        int fd = mkstemp(path);
        assert_true(fd >= 0);
        FILE *f = fdopen(fd, "w");
        fputs(bad_roles[i].text, f);
        fclose(f);
        static rf_content c;
        memset(&c, 0, sizeof c);
        rf_error err;
        assert_int_equal(content_load_roles(path, &c, &err), RF_E_DATA);
        remove(path);
        assert_string_equal(err.file, path);
        assert_int_equal(err.line, bad_roles[i].line);
        assert_string_equal(err.field, bad_roles[i].field);
        if (!strstr(err.message, bad_roles[i].words))
            fail_msg("case %zu: '%s' lacks '%s'", i, err.message, bad_roles[i].words);
    }
}

/* covers: ASSN-10
 * An elimination in Assassination is told once, then the role card it
 * reveals (it was told twice, issue 20). */
static void test_LOG_ASSN_elimination_told_once(void **state)
{
    (void)state;
    rf_setup s = setup_3v3("");
    rf_game *g = assigned(&s, WRAITH, BLOODHOUND);
    tu_log_start(g);
    legend_eliminate_by(g, GIBRALTAR, BANGALORE);
    int n = 0;
    for (const char *p = tu_log_text(); (p = strstr(p, "Gibraltar is eliminated")); p++) n++;
    assert_int_equal(n, 1);
    tu_log_expect("Gibraltar is eliminated.\nGibraltar reveals its role card: a guardian (ASSN-10).");
    rf_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ASSN_6_roles_assigned_per_squad),
        cmocka_unit_test(test_ASSN_6_roles_hidden_from_the_other_seat),
        cmocka_unit_test(test_ASSN_6_role_choice_not_in_public_log),
        cmocka_unit_test(test_ASSN_9_leader_card_played),
        cmocka_unit_test(test_R_ASSN_5_leader_third_ap_keeps_the_cap),
        cmocka_unit_test(test_ASSN_8_guardian_basic_lifesteal),
        cmocka_unit_test(test_ASSN_8_guardian_constant_on_ally_use),
        cmocka_unit_test(test_EX_ASSN_1_guardian_then_leader),
        cmocka_unit_test(test_ASSN_3_played_leader_eliminated),
        cmocka_unit_test(test_ASSN_8_leader_constant_draw),
        cmocka_unit_test(test_ASSN_3_no_leader_eliminated_is_a_draw),
        cmocka_unit_test(test_ASSN_matches_to_the_end),
        cmocka_unit_test(test_ASSN_2_bad_roles_refused),
        cmocka_unit_test(test_LOG_ASSN_elimination_told_once),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
