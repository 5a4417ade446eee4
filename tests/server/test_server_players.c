/*
 * test_server_players.c — players, not just squads, over the API (issue
 * 16; docs/protocol.md, docs/rulings.md R-PLAYERS-1 … R-PLAYERS-3): a 3 vs
 * 3 match with six human seats, one player per legend.
 *   - every refused join: a seat out of range, a bad name, a seat taken,
 *     a bot's seat, no free seat left;
 *   - each decision is accepted only from its player: the colour choice
 *     and the draft picks in turn (DRAFT-6), a squadmate's or the other
 *     team's choice refused with 403 and the game unchanged; in Stage 1 a
 *     player choosing by code for a squadmate's legend is refused
 *     NOT_YOUR_LEGEND;
 *   - in Stage 3 each player's observation shows its own legend's hand
 *     and not its squadmates' (sizes only), its options are its own, its
 *     log holds its own "new card" lines only;
 *   - the players (teams, members, names, tokens) are kept across a
 *     restart, the old two-seat stores too;
 *   - a bot takes a player's place (match_seat_to_bot) and decides on;
 *   - Champions with six players by squad (R-PLAYERS-4): the red seats
 *     play the champions whichever engine seat the draw makes red.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "api_client.h"
#include "srv.h"

#define SIX_HUMANS "{\"size\":3,\"seed\":4,\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"}," \
                   "{\"kind\":\"human\"},{\"kind\":\"human\"},{\"kind\":\"human\"},"             \
                   "{\"kind\":\"human\"}]}"

static char tokens[6][80];

static api_reply join(srv *s, int id, const char *body)
{
    char path[64];
    snprintf(path, sizeof path, "/api/matches/%d/join", id);
    return api(s, "POST", path, NULL, body);
}

static void expect(api_reply r, int status, const char *error)
{
    if (r.status != status || strcmp(api_error(&r), error) != 0)
        fail_msg("expected %d %s, got %d %s", status, error, r.status, r.text);
    api_free(&r);
}

/* Join seats 0 to n-1 of match id, seat k named "Player k", keeping each
 * seat's token in tokens[k]. */
static void join_all(srv *s, int id, int n)
{
    for (int k = 0; k < n; k++) {
        char body[64];
        snprintf(body, sizeof body, "{\"seat\":%d,\"name\":\"Player %d\"}", k, k);
        api_reply r = join(s, id, body);
        assert_int_equal(r.status, 201);
        snprintf(tokens[k], sizeof tokens[k], "%s", json_string_value(json_object_get(r.json, "token")));
        api_free(&r);
    }
}

/* Join all six seats, seat k named "Player k". */
static int six_players(srv *s)
{
    int id = api_create(s, SIX_HUMANS);
    join_all(s, id, 6);
    return id;
}

static json_t *get(srv *s, int id, const char *what, const char *token)
{
    char path[64];
    snprintf(path, sizeof path, "/api/matches/%d%s%s", id, *what ? "/" : "", what);
    api_reply r = api(s, "GET", path, token, NULL);
    assert_int_equal(r.status, 200);
    json_t *j = json_incref(r.json);
    api_free(&r);
    return j;
}

static int step_of(srv *s, int id)
{
    json_t *p = get(s, id, "pending", NULL);
    int step = (int)json_integer_value(json_object_get(p, "step"));
    json_decref(p);
    return step;
}

/* The seat the match waits for. */
static int waiting(srv *s, int id)
{
    json_t *p = get(s, id, "pending", NULL);
    int k = (int)json_integer_value(json_object_get(json_object_get(p, "pending"), "waiting"));
    json_decref(p);
    return k;
}

static api_reply choose(srv *s, int id, int k, const char *body)
{
    char path[64];
    snprintf(path, sizeof path, "/api/matches/%d/choose", id);
    return api(s, "POST", path, tokens[k], body);
}

/* covers: DRAFT-6
 * Every refused join, each with its reason and nothing changed. */
static void test_joins_refused(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    int id = api_create(s, "{\"size\":3,\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"},"
                           "{\"kind\":\"random\"},{\"kind\":\"human\"},{\"kind\":\"human\"},"
                           "{\"kind\":\"random\"}]}");
    expect(join(s, id, "{\"seat\":6}"), 400, "BAD_REQUEST");               /* out of range */
    expect(join(s, id, "{\"seat\":-1}"), 400, "BAD_REQUEST");
    expect(join(s, id, "{\"seat\":0,\"name\":\"\"}"), 400, "BAD_NAME");
    expect(join(s, id, "{\"seat\":0,\"name\":\"<script>\"}"), 400, "BAD_NAME");
    expect(join(s, id, "{\"seat\":0,\"name\":\" Ana\"}"), 400, "BAD_NAME");
    expect(join(s, id, "{\"seat\":0,\"name\":\"Ana\\u0007\"}"), 400, "BAD_NAME");
    expect(join(s, id, "{\"seat\":0,\"name\":\"abcdefghijklmnopqrstuvwxy\"}"), 400, "BAD_NAME");
    expect(join(s, id, "{\"seat\":0,\"name\":7}"), 400, "BAD_NAME");
    expect(join(s, id, "{\"seat\":2,\"name\":\"Ana\"}"), 409, "BOT_SEAT");
    api_reply r = join(s, id, "{\"seat\":0,\"name\":\"Zoë O'Neil-Ruiz\"}");
    assert_int_equal(r.status, 201);
    assert_string_equal(json_string_value(json_object_get(r.json, "name")), "Zoë O'Neil-Ruiz");
    api_free(&r);
    expect(join(s, id, "{\"seat\":0,\"name\":\"Ben\"}"), 409, "SEAT_TAKEN");
    for (int k = 0; k < 3; k++) {                           /* seats 1, 3, 4: the first free */
        r = join(s, id, "{}");
        assert_int_equal(r.status, 201);
        api_free(&r);
    }
    expect(join(s, id, "{}"), 409, "NO_FREE_SEAT");
    json_t *m = get(s, id, "", NULL);
    json_t *seats = json_object_get(m, "seats");
    assert_int_equal(json_array_size(seats), 6);
    json_t *s0 = json_array_get(seats, 0), *s4 = json_array_get(seats, 4);
    assert_string_equal(json_string_value(json_object_get(s0, "name")), "Zoë O'Neil-Ruiz");
    assert_int_equal(json_integer_value(json_object_get(s4, "team")), 1);
    assert_int_equal(json_integer_value(json_array_get(json_object_get(s4, "members"), 0)), 1);
    json_decref(m);
    /* a layout that leaves a legend without a player, or gives one twice */
    r = api(s, "POST", "/api/matches", NULL, "{\"size\":3,\"seats\":[{\"kind\":\"human\",\"team\":0,"
            "\"members\":[0,1]},{\"kind\":\"human\",\"team\":1,\"members\":[0,1,2]}]}");
    assert_int_equal(r.status, 400);
    api_free(&r);
    r = api(s, "POST", "/api/matches", NULL, "{\"size\":2,\"seats\":[{\"kind\":\"human\"},"
            "{\"kind\":\"human\"},{\"kind\":\"human\"},{\"kind\":\"human\"},{\"kind\":\"human\"}]}");
    assert_int_equal(r.status, 400);                      /* 5 seats for 2 vs 2 */
    api_free(&r);
    srv_close(s);
}

/* covers: DRAFT-2 DRAFT-6
 * R-PLAYERS-1: the colour choice is the team's first player's; the draft
 * picks alternate squads and, within a squad, its players in turn; any
 * other player's choice is refused (403) and changes nothing. */
static void test_R_PLAYERS_1_decisions_only_from_their_player(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    int id = six_players(s);
    int w = waiting(s, id);
    assert_true(w == 0 || w == 3);                          /* the colour: member 0's */
    for (int k = 0; k < 6; k++) {
        if (k == w) continue;
        expect(choose(s, id, k, "{\"index\":0}"), 403, "NOT_YOUR_TURN");
    }
    assert_int_equal(step_of(s, id), 0);
    api_reply r = choose(s, id, w, "{\"index\":0}");
    assert_int_equal(r.status, 200);
    api_free(&r);
    int picks[2] = { 0, 0 }, last_team = -1;
    for (int pick = 0; pick < 6; pick++) {
        w = waiting(s, id);
        int team = w / 3;
        assert_int_not_equal(team, last_team);
        assert_int_equal(w % 3, picks[team]);               /* its players in turn */
        int mate = team * 3 + (w + 1) % 3;
        expect(choose(s, id, mate, "{\"index\":0}"), 403, "NOT_YOUR_TURN");
        int step = step_of(s, id);
        r = choose(s, id, w, "{\"index\":0}");
        assert_int_equal(r.status, 200);
        api_free(&r);
        assert_int_equal(step_of(s, id), step + 1);
        picks[team]++;
        last_team = team;
    }
    srv_close(s);
}

/* Play on with each waiting player's first option until the pending
 * decision is of kind `until` (a name), at most max steps. */
static bool play_until(srv *s, int id, const char *until, int max)
{
    for (int i = 0; i < max; i++) {
        json_t *p = get(s, id, "pending", NULL);
        const char *kind = json_string_value(json_object_get(json_object_get(p, "pending"), "kind_name"));
        bool there = kind && strcmp(kind, until) == 0;
        json_decref(p);
        if (there) return true;
        api_reply r = choose(s, id, waiting(s, id), "{\"index\":0}");
        assert_int_equal(r.status, 200);
        api_free(&r);
    }
    return false;
}

/* covers: STAGE1-3 STAGE1-4
 * R-PLAYERS-3: in Stage 1 each player equips its own legend; a squadmate
 * choosing that option by its code is refused NOT_YOUR_LEGEND. */
static void test_R_PLAYERS_3_choosing_for_a_squadmates_legend_refused(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    int id = six_players(s);
    assert_true(play_until(s, id, "LOADOUT", 20));
    int w = waiting(s, id), team = w / 3, refused = 0;
    for (int k = team * 3; k < team * 3 + 3; k++) {
        json_t *p = get(s, id, "pending", tokens[k]);
        json_t *opts = json_object_get(p, "options");
        for (int j = team * 3; j < team * 3 + 3 && json_array_size(opts) > 0; j++) {
            if (j == k) continue;
            json_t *o = json_array_get(opts, 0);
            char body[64];
            snprintf(body, sizeof body, "{\"code\":%lld}",
                     (long long)json_integer_value(json_object_get(o, "code")));
            json_t *pj = get(s, id, "pending", tokens[j]);
            bool j_has = json_array_size(json_object_get(pj, "options")) > 0;
            json_decref(pj);
            int step = step_of(s, id);
            expect(choose(s, id, j, body), 403, j_has ? "NOT_YOUR_LEGEND" : "NOT_YOUR_TURN");
            assert_int_equal(step_of(s, id), step);
            refused += j_has;
        }
        json_decref(p);
    }
    assert_true(refused > 0);
    srv_close(s);
}

/* The legend objects of an observation whose "hand" is shown. */
static int hands_shown(json_t *obs, const char *squad)
{
    int n = 0;
    json_t *legends = json_object_get(obs, "legends"), *l;
    size_t i;
    json_array_foreach(legends, i, l)
        if (strcmp(json_string_value(json_object_get(l, "squad")), squad) == 0 &&
            json_object_get(l, "hand"))
            n++;
    return n;
}

/* covers: CARD-5 CARD-6 SETUP-6
 * R-PLAYERS-2 through the API: in Stage 3 each of the six players reads
 * one hand, its own legend's; its squadmates' backpacks it reads. */
static void test_R_PLAYERS_2_each_player_sees_its_own_hand(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    int id = six_players(s);
    assert_true(play_until(s, id, "ACTIVATE", 400));
    for (int k = 0; k < 6; k++) {
        json_t *st = get(s, id, "state", tokens[k]);
        json_t *obs = json_object_get(st, "observation");
        json_t *seat_of = json_object_get(json_object_get(obs, "match"), "seat_of");
        const char *squad = json_integer_value(json_array_get(seat_of, 0)) == k / 3 ? "red" : "blue";
        assert_int_equal(hands_shown(obs, squad), 1);
        assert_int_equal(hands_shown(obs, strcmp(squad, "red") ? "red" : "blue"), 0);
        int backpacks = 0;
        json_t *l;
        size_t i;
        json_array_foreach(json_object_get(obs, "legends"), i, l)
            backpacks += json_object_get(l, "backpack") != NULL;
        assert_int_equal(backpacks, 3);                        /* its squad's (SETUP-6) */
        json_decref(st);
    }
    srv_close(s);
}

/* covers: DRAFT-6
 * The players are kept across a restart: teams, members, names and
 * tokens; the match goes on with the same player waited for. A bot then
 * takes the waiting player's place (match_seat_to_bot) and decides; the
 * player who left holds the seat no more. */
static void test_players_kept_across_restart_and_a_bot_takes_a_place(void **state)
{
    (void)state;
    srv *s = api_open(api_store(), NULL);
    int id = six_players(s);
    api_reply r = choose(s, id, waiting(s, id), "{\"index\":0}");
    assert_int_equal(r.status, 200);
    api_free(&r);
    json_t *before = get(s, id, "", NULL);
    int w = waiting(s, id), step = step_of(s, id);
    srv_close(s);
    s = api_open(api_store(), NULL);
    json_t *after = get(s, id, "", NULL);
    assert_true(json_equal(json_object_get(before, "seats"), json_object_get(after, "seats")));
    assert_int_equal(waiting(s, id), w);
    json_decref(before);
    json_decref(after);
    json_t *st = get(s, id, "state", tokens[5]);               /* the token still holds seat 5 */
    assert_int_equal(json_integer_value(json_object_get(st, "seat")), 5);
    json_decref(st);
    srv_response resp;
    memset(&resp, 0, sizeof resp);
    srv_match *mt = srv_match_get(s, id, &resp);
    assert_non_null(mt);
    pthread_mutex_lock(&mt->lock);
    rf_error err;
    assert_int_equal(match_seat_to_bot(s, mt, 7, "random", &err), RF_E_ARG);
    assert_int_equal(match_seat_to_bot(s, mt, w, "nobot", &err), RF_E_ARG);
    assert_int_equal(match_seat_to_bot(s, mt, w, "random", &err), RF_OK);
    pthread_mutex_unlock(&mt->lock);
    match_release(mt);
    assert_true(step_of(s, id) > step);                           /* the bot decided */
    assert_int_not_equal(waiting(s, id), w);
    char path[64];                                                /* the leaver's token is void */
    snprintf(path, sizeof path, "/api/matches/%d/state", id);
    api_reply gone = api(s, "GET", path, tokens[w], NULL);
    assert_true(gone.status == 401 || gone.status == 403);
    api_free(&gone);
    srv_close(s);
    s = api_open(api_store(), NULL);                                /* and it is stored */
    json_t *m = get(s, id, "", NULL);
    assert_string_equal(json_string_value(json_object_get(json_array_get(json_object_get(m, "seats"),
                                                                         (size_t)w), "kind")), "random");
    json_decref(m);
    srv_close(s);
}

/* The public log, as a spectator reads it. */
static json_t *log_lines(srv *s, int id)
{
    json_t *log = get(s, id, "log", NULL);
    json_t *lines = json_incref(json_object_get(log, "lines"));
    json_decref(log);
    return lines;
}

/* covers: STAGE1-2
 * A restart loses nothing of a mixed squad (issue 16): the moves its bot
 * players make while a human squadmate is waited for (Stage 1, at once)
 * are replayed with their generators, and their count with them, so the
 * match goes on after a restart exactly as without one. Before, a restart
 * replayed only the bots whose turn it was: the bots of the mixed squad
 * made their moves again (8 more each) and drew other choices. Two servers
 * play the same choices of the human, one restarted after each. */
static void test_STAGE1_a_mixed_squad_goes_on_after_a_restart_as_without(void **state)
{
    (void)state;
    srv *s = api_open(api_store(), NULL);
    int id = api_create(s, "{\"size\":3,\"seed\":11,\"start\":\"stages\",\"seats\":["
                           "{\"kind\":\"human\",\"team\":0,\"members\":[0]},"
                           "{\"kind\":\"random\",\"team\":0,\"members\":[1]},"
                           "{\"kind\":\"random\",\"team\":0,\"members\":[2]},"
                           "{\"kind\":\"random\",\"team\":1,\"members\":[0,1,2]}]}");
    api_reply r = join(s, id, "{\"seat\":0,\"name\":\"Ana\"}");
    assert_int_equal(r.status, 201);
    snprintf(tokens[0], sizeof tokens[0], "%s", json_string_value(json_object_get(r.json, "token")));
    api_free(&r);
    srv_close(s);
    /* The same store twice (the server's secret, which seeds the bots, with
     * it): one server is restarted before each of Ana's choices. */
    char copy[160], files[3][176];
    snprintf(copy, sizeof copy, "%s-copy", api_store());
    const char *ext[3] = { "", "-wal", "-shm" };
    for (int k = 0; k < 3; k++) snprintf(files[k], sizeof files[k], "%s%s", copy, ext[k]);
    api_copy_file(api_store(), copy);
    srv *kept = api_open(copy, NULL), *restarted = NULL;
    for (int turn = 0; turn < 12; turn++) {
        restarted = api_open(api_store(), NULL);
        json_t *la = log_lines(kept, id), *lb = log_lines(restarted, id);
        assert_int_equal(step_of(restarted, id), step_of(kept, id));   /* no bot moved again */
        assert_true(json_equal(la, lb));
        json_decref(la);
        json_decref(lb);
        json_t *m = get(kept, id, "", NULL);
        bool over = json_is_true(json_object_get(m, "over"));
        json_decref(m);
        for (int k = 0; k < 2 && !over; k++) {                  /* Ana: her first option */
            r = choose(k ? restarted : kept, id, 0, "{\"index\":0}");
            assert_int_equal(r.status, 200);
            api_free(&r);
        }
        srv_close(restarted);
    }
    srv_close(kept);
    for (int k = 0; k < 3; k++) unlink(files[k]);
}

/* covers: DRAFT-9
 * Names, never seat numbers (issue 16): each seat of the summary names the
 * legends its player holds once the squads are known (the first-game
 * squads: at once); a refused choice names the player whose it is; a chat
 * message carries its sender's name. */
static void test_players_named_in_seats_refusals_and_chat(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    int id = api_create(s, "{\"size\":3,\"seed\":4,\"start\":\"stages\",\"seats\":[{\"kind\":\"human\"},"
                           "{\"kind\":\"human\"},{\"kind\":\"human\"},{\"kind\":\"human\"},"
                           "{\"kind\":\"human\"},{\"kind\":\"human\"}]}");
    const char *names[6] = { "Ana", "Ben", "Cal", "Dee", "Eve", "Fay" };
    for (int k = 0; k < 6; k++) {
        char body[64];
        snprintf(body, sizeof body, "{\"seat\":%d,\"name\":\"%s\"}", k, names[k]);
        api_reply r = join(s, id, body);
        assert_int_equal(r.status, 201);
        snprintf(tokens[k], sizeof tokens[k], "%s", json_string_value(json_object_get(r.json, "token")));
        api_free(&r);
    }
    json_t *m = get(s, id, "", NULL);
    json_t *spectator = get(s, id, "state", NULL);
    json_t *obs = json_object_get(spectator, "observation");
    for (int k = 0; k < 6; k++) {                 /* seat k holds member k % 3 of its squad */
        json_t *seat = json_array_get(json_object_get(m, "seats"), (size_t)k);
        const char *colour = json_string_value(json_object_get(seat, "colour"));
        json_t *legends = json_object_get(seat, "legends");
        assert_int_equal(json_array_size(legends), 1);
        int member = 0;
        const char *want = NULL;
        for (size_t l = 0; l < json_array_size(json_object_get(obs, "legends")); l++) {
            json_t *g = json_array_get(json_object_get(obs, "legends"), l);
            if (strcmp(json_string_value(json_object_get(g, "squad")), colour) != 0) continue;
            if (member++ == k % 3) want = json_string_value(json_object_get(g, "name"));
        }
        assert_non_null(want);
        assert_string_equal(json_string_value(json_array_get(legends, 0)), want);
    }
    json_decref(spectator);
    json_decref(m);
    int w = waiting(s, id), other = (w / 3 == 0) ? 3 : 0;
    api_reply r = choose(s, id, other, "{\"index\":0}");          /* the other team: not its turn */
    assert_int_equal(r.status, 403);
    assert_non_null(strstr(json_string_value(json_object_get(r.json, "message")), names[w]));
    assert_null(strstr(json_string_value(json_object_get(r.json, "message")), "seat"));
    api_free(&r);
    char path[64];
    snprintf(path, sizeof path, "/api/matches/%d/chat", id);
    r = api(s, "POST", path, tokens[1], "{\"to\":\"table\",\"text\":\"hello\"}");
    assert_int_equal(r.status, 201);
    assert_string_equal(json_string_value(json_object_get(r.json, "name")), "Ben");
    api_free(&r);
    srv_close(s);
}

/* Whether the log the player of `token` reads has a Stage 1 choice made
 * for `legend` ("… -> Wraith: equip …"). */
static bool chose_for(srv *s, int id, const char *token, const char *legend)
{
    json_t *log = get(s, id, "log", token);
    json_t *lines = json_object_get(log, "lines");
    char want[48];
    snprintf(want, sizeof want, "-> %s", legend);
    bool found = false;
    for (size_t i = 0; i < json_array_size(lines) && !found; i++)
        found = strstr(json_string_value(json_object_get(json_array_get(lines, i), "text")), want) != NULL;
    json_decref(log);
    return found;
}

/* covers: STAGE1-2 STAGE1-4
 * A mixed squad (issue 16): one human and two bot players. Stage 1 is
 * played by the squad's players at once; while it waits for the human,
 * the bots equip their own legends (before: they never moved until the
 * human said the squad was done, so their legends kept whatever the human
 * gave them). Nothing is chosen for the human's own legend. */
static void test_STAGE1_bots_of_a_mixed_squad_arm_their_own_legends(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    int id = api_create(s, "{\"size\":3,\"seed\":7,\"start\":\"stages\",\"seats\":["
                           "{\"kind\":\"human\",\"team\":0,\"members\":[0]},"
                           "{\"kind\":\"normal\",\"team\":0,\"members\":[1]},"
                           "{\"kind\":\"normal\",\"team\":0,\"members\":[2]},"
                           "{\"kind\":\"normal\",\"team\":1,\"members\":[0,1,2]}]}");
    api_reply r = join(s, id, "{\"seat\":0,\"name\":\"Ana\"}");
    assert_int_equal(r.status, 201);
    snprintf(tokens[0], sizeof tokens[0], "%s", json_string_value(json_object_get(r.json, "token")));
    api_free(&r);
    json_t *p = get(s, id, "pending", tokens[0]);
    assert_string_equal(json_string_value(json_object_get(json_object_get(p, "pending"), "kind_name")),
                        "LOADOUT");
    assert_int_equal(waiting(s, id), 0);
    json_decref(p);
    json_t *m = get(s, id, "", NULL);
    json_t *seats = json_object_get(m, "seats");
    const char *mine = json_string_value(json_array_get(json_object_get(json_array_get(seats, 0), "legends"), 0));
    bool bots_moved = false;
    for (size_t k = 1; k <= 2; k++)
        bots_moved |= chose_for(s, id, tokens[0],
                                json_string_value(json_array_get(json_object_get(json_array_get(seats, k),
                                                                                 "legends"), 0)));
    assert_true(bots_moved);                                  /* a bot armed its own legend */
    assert_false(chose_for(s, id, tokens[0], mine));           /* the human's is the human's */
    json_decref(m);
    srv_close(s);
}

/* covers: ROUND-1
 * Rematch (issue 16): the creator offers, once the match is over, a new
 * match with the same set-up, clock and seats (kinds, teams, members) and
 * a new seed; refused before the end (NOT_OVER), without the creator's
 * token (401, 403 NOT_HOST) and a second time (REMATCH_OFFERED); the old
 * match names it, and its player joins the same seat there. */
static void test_rematch_same_players_and_settings(void **state)
{
    (void)state;
    srv *s = api_open(api_store(), NULL);
    api_reply c = api(s, "POST", "/api/matches", NULL,
                      "{\"size\":2,\"rounds\":1,\"seed\":3,\"start\":\"stages\",\"seats\":["
                      "{\"kind\":\"human\",\"team\":0,\"members\":[0]},"
                      "{\"kind\":\"random\",\"team\":0,\"members\":[1]},"
                      "{\"kind\":\"random\",\"team\":1,\"members\":[0,1]}],"
                      "\"clock\":{\"seconds\":600,\"per\":\"turn\",\"bot\":\"easy\"}}");
    assert_int_equal(c.status, 201);
    int id = (int)json_integer_value(json_object_get(c.json, "id"));
    char host[80];
    snprintf(host, sizeof host, "%s", json_string_value(json_object_get(c.json, "host_token")));
    api_free(&c);
    api_reply r = join(s, id, "{\"seat\":0,\"name\":\"Ana\"}");
    snprintf(tokens[0], sizeof tokens[0], "%s", json_string_value(json_object_get(r.json, "token")));
    api_free(&r);
    char path[64];
    snprintf(path, sizeof path, "/api/matches/%d/rematch", id);
    expect(api(s, "POST", path, host, "{}"), 409, "NOT_OVER");
    for (int i = 0; i < 3000; i++) {                     /* Ana plays her first option */
        json_t *m = get(s, id, "", NULL);
        bool over = json_is_true(json_object_get(m, "over"));
        json_decref(m);
        if (over) break;
        api_reply ch = choose(s, id, 0, "{\"index\":0}");
        assert_int_equal(ch.status, 200);
        api_free(&ch);
    }
    expect(api(s, "POST", path, NULL, "{}"), 401, "NO_TOKEN");
    expect(api(s, "POST", path, tokens[0], "{}"), 403, "NOT_HOST");
    api_reply re = api(s, "POST", path, host, "{}");
    assert_int_equal(re.status, 201);
    int again = (int)json_integer_value(json_object_get(re.json, "id"));
    assert_true(again > id);
    assert_non_null(json_object_get(re.json, "host_token"));
    assert_null(json_object_get(re.json, "seed"));              /* a human plays it: secret */
    json_t *old = get(s, id, "", NULL);
    assert_int_equal(json_integer_value(json_object_get(old, "rematch")), again);
    assert_string_equal(json_string_value(json_object_get(old, "seed")), "3");
    json_t *os = json_object_get(old, "seats"), *ns = json_object_get(re.json, "seats");
    assert_int_equal(json_array_size(ns), 3);
    for (size_t k = 0; k < 3; k++) {
        json_t *a = json_array_get(os, k), *b = json_array_get(ns, k);
        assert_true(json_equal(json_object_get(a, "kind"), json_object_get(b, "kind")));
        assert_true(json_equal(json_object_get(a, "team"), json_object_get(b, "team")));
        assert_true(json_equal(json_object_get(a, "members"), json_object_get(b, "members")));
    }
    json_t *clock = json_object_get(re.json, "clock");
    assert_int_equal(json_integer_value(json_object_get(clock, "seconds")), 600);
    assert_int_equal(json_integer_value(json_object_get(re.json, "rounds")), 1);
    assert_string_equal(json_string_value(json_object_get(re.json, "start")), "stages");
    json_decref(old);
    api_free(&re);
    expect(api(s, "POST", path, host, "{}"), 409, "REMATCH_OFFERED");
    srv_close(s);
    s = api_open(api_store(), NULL);               /* restarted: the link is kept */
    old = get(s, id, "", NULL);
    assert_int_equal(json_integer_value(json_object_get(old, "rematch")), again);
    json_decref(old);
    expect(api(s, "POST", path, host, "{}"), 409, "REMATCH_OFFERED");
    r = join(s, again, "{\"seat\":0,\"name\":\"Ana\"}");
    assert_int_equal(r.status, 201);
    api_free(&r);
    srv_close(s);
}

/* Chat is between people (issue 16): a message keeps the name its writer
 * had, when the creator hands the seat to a new player (POST …/seat) —
 * before, every old message of the seat showed the new player's name. */
static void test_chat_keeps_the_writers_name_when_a_seat_changes_hands(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    api_reply c = api(s, "POST", "/api/matches", NULL,
                      "{\"size\":2,\"seed\":5,\"start\":\"stages\",\"seats\":["
                      "{\"kind\":\"human\"},{\"kind\":\"human\"}]}");
    assert_int_equal(c.status, 201);
    int id = (int)json_integer_value(json_object_get(c.json, "id"));
    char host[80], path[64];
    snprintf(host, sizeof host, "%s", json_string_value(json_object_get(c.json, "host_token")));
    api_free(&c);
    api_reply r = join(s, id, "{\"seat\":1,\"name\":\"Ben\"}");
    snprintf(tokens[1], sizeof tokens[1], "%s", json_string_value(json_object_get(r.json, "token")));
    api_free(&r);
    snprintf(path, sizeof path, "/api/matches/%d/chat", id);
    r = api(s, "POST", path, tokens[1], "{\"text\":\"back in five\"}");
    assert_int_equal(r.status, 201);
    api_free(&r);
    snprintf(path, sizeof path, "/api/matches/%d/seat", id);
    r = api(s, "POST", path, host, "{\"seat\":1,\"kind\":\"human\"}");  /* Ben left */
    assert_int_equal(r.status, 200);
    api_free(&r);
    r = join(s, id, "{\"seat\":1,\"name\":\"Zed\"}");
    assert_int_equal(r.status, 201);
    snprintf(tokens[1], sizeof tokens[1], "%s", json_string_value(json_object_get(r.json, "token")));
    api_free(&r);
    snprintf(path, sizeof path, "/api/matches/%d/chat", id);
    r = api(s, "POST", path, tokens[1], "{\"text\":\"hi, Zed here\"}");
    assert_int_equal(r.status, 201);
    assert_string_equal(json_string_value(json_object_get(r.json, "name")), "Zed");
    api_free(&r);
    json_t *chat = get(s, id, "chat", NULL);              /* a spectator reads the table */
    json_t *msgs = json_object_get(chat, "messages");
    assert_int_equal(json_array_size(msgs), 2);
    assert_string_equal(json_string_value(json_object_get(json_array_get(msgs, 0), "name")), "Ben");
    assert_string_equal(json_string_value(json_object_get(json_array_get(msgs, 1), "name")), "Zed");
    json_decref(chat);
    srv_close(s);
}

/* Champions one player per legend (R-PLAYERS-4): two champion seats (red)
 * and four challenger seats (blue), by squad, joined by their links. */
static int champions_six(srv *s, const char *start, int seed)
{
    char body[640];
    snprintf(body, sizeof body, "{\"mode\":\"CHAMP\",\"start\":\"%s\",\"seed\":%d,\"seats\":["
             "{\"kind\":\"human\",\"squad\":\"red\",\"members\":[0]},"
             "{\"kind\":\"human\",\"squad\":\"red\",\"members\":[1]},"
             "{\"kind\":\"human\",\"squad\":\"blue\",\"members\":[0]},"
             "{\"kind\":\"human\",\"squad\":\"blue\",\"members\":[1]},"
             "{\"kind\":\"human\",\"squad\":\"blue\",\"members\":[2]},"
             "{\"kind\":\"human\",\"squad\":\"blue\",\"members\":[3]}]}", start, seed);
    int id = api_create(s, body);
    assert_true(id > 0);
    join_all(s, id, 6);
    return id;
}

/* Seat k of the summary: its colour is its squad's; its engine seat (team). */
static int seat_team(srv *s, int id, int k, const char **legend)
{
    json_t *m = get(s, id, "", NULL);
    json_t *p = json_array_get(json_object_get(m, "seats"), (size_t)k);
    assert_string_equal(json_string_value(json_object_get(p, "colour")), k < 2 ? "red" : "blue");
    json_t *names = json_object_get(p, "legends");
    static char name[32];
    snprintf(name, sizeof name, "%s", json_array_size(names) == 1 ? json_string_value(json_array_get(names, 0)) : "");
    if (legend) *legend = name;
    int team = (int)json_integer_value(json_object_get(p, "team"));
    json_decref(m);
    return team;
}

/* Play n decisions, each by the waiting player (its squad's engine seat),
 * another squad's player refused first. */
static void play_checked(srv *s, int id, int n)
{
    for (int i = 0; i < n; i++) {
        json_t *p = get(s, id, "pending", NULL);
        json_t *pd = json_object_get(p, "pending");
        if (!pd || json_is_null(pd)) { json_decref(p); return; }
        int w = (int)json_integer_value(json_object_get(pd, "waiting"));
        int seat = (int)json_integer_value(json_object_get(pd, "seat"));
        json_decref(p);
        assert_int_equal(seat_team(s, id, w, NULL), seat);
        int other = w < 2 ? 2 + i % 4 : i % 2;                 /* a player of the other squad */
        expect(choose(s, id, other, "{\"index\":0}"), 403, "NOT_YOUR_TURN");
        api_reply r = choose(s, id, w, "{\"index\":0}");
        assert_int_equal(r.status, 200);
        api_free(&r);
    }
}

/* covers: CHAMP-1 DRAFT-2 DRAFT-8
 * R-PLAYERS-4: Champions with six players, two champions (red) and four
 * challengers (blue), each seat given by squad: whichever engine seat the
 * colour draw makes red (both happen over these seeds), the red seats play
 * the champions and the blue seats the challengers, one legend each; in the
 * draft the champion players pick first, then the challengers, each its
 * own legend (DRAFT-8, R-PLAYERS-1); another squad's player is refused. A
 * layout by squad that does not hold each legend of a squad once is
 * refused. */
static void test_R_PLAYERS_4_champions_six_seats_by_squad(void **state)
{
    (void)state;
    srv *s = api_open(":memory:", NULL);
    static const char *const champions[] = { "Bangalore", "Wraith" };
    bool red_at[2] = { false, false };
    for (int seed = 1; seed <= 12 && !(red_at[0] && red_at[1]); seed++) {
        int id = champions_six(s, "stages", seed);
        play_checked(s, id, 6);                                 /* the draw is made: Stage 1 */
        int red = seat_team(s, id, 0, NULL);
        red_at[red] = true;
        for (int k = 0; k < 6; k++) {
            const char *legend;
            int team = seat_team(s, id, k, &legend);
            assert_int_equal(team, k < 2 ? red : 1 - red);
            if (k < 2) assert_string_equal(legend, champions[k]);   /* CHAMP-1, one each */
            else assert_true(legend[0] && strcmp(legend, "Bangalore") && strcmp(legend, "Wraith"));
        }
    }
    assert_true(red_at[0] && red_at[1]);
    /* the draft: the colour is the draw winner's member 0's, then the
     * champions' players pick (DRAFT-8), then the challengers', in turn */
    int id = champions_six(s, "draft", 3);
    int w = waiting(s, id);
    assert_true(w == 0 || w == 2);
    api_reply r = choose(s, id, w, "{\"index\":0}");
    assert_int_equal(r.status, 200);
    api_free(&r);
    for (int pick = 0; pick < 6; pick++) {
        assert_int_equal(waiting(s, id), pick);
        int other = pick < 2 ? 2 : 0;
        expect(choose(s, id, other, "{\"index\":0}"), 403, "NOT_YOUR_TURN");
        r = choose(s, id, pick, "{\"index\":0}");
        assert_int_equal(r.status, 200);
        api_free(&r);
    }
    for (int k = 0; k < 6; k++) {
        const char *legend;
        seat_team(s, id, k, &legend);
        assert_true(legend[0]);                                 /* one drafted legend each */
    }
    /* red by squad with three seats, or a blue legend held twice */
    r = api(s, "POST", "/api/matches", NULL, "{\"mode\":\"CHAMP\",\"seats\":["
            "{\"kind\":\"human\",\"squad\":\"red\",\"members\":[0]},"
            "{\"kind\":\"human\",\"squad\":\"red\",\"members\":[1]},"
            "{\"kind\":\"human\",\"squad\":\"red\",\"members\":[2]},"
            "{\"kind\":\"human\",\"squad\":\"blue\",\"members\":[0,1,2,3]}]}");
    expect(r, 400, "BAD_SETUP");
    r = api(s, "POST", "/api/matches", NULL, "{\"mode\":\"CHAMP\",\"seats\":["
            "{\"kind\":\"human\",\"squad\":\"red\",\"members\":[0,1]},"
            "{\"kind\":\"human\",\"squad\":\"blue\",\"members\":[0,1]},"
            "{\"kind\":\"human\",\"squad\":\"blue\",\"members\":[1,2,3]}]}");
    expect(r, 400, "BAD_SETUP");
    r = api(s, "POST", "/api/matches", NULL, "{\"mode\":\"CHAMP\",\"seats\":["
            "{\"kind\":\"human\",\"squad\":\"red\",\"members\":[0,1]},"
            "{\"kind\":\"human\",\"team\":1,\"members\":[0,1,2,3]}]}");
    expect(r, 400, "BAD_SETUP");                                /* by squad and by team mixed */
    srv_close(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_joins_refused),
        cmocka_unit_test(test_R_PLAYERS_1_decisions_only_from_their_player),
        cmocka_unit_test(test_R_PLAYERS_3_choosing_for_a_squadmates_legend_refused),
        cmocka_unit_test(test_R_PLAYERS_4_champions_six_seats_by_squad),
        cmocka_unit_test(test_R_PLAYERS_2_each_player_sees_its_own_hand),
        cmocka_unit_test(test_players_named_in_seats_refusals_and_chat),
        cmocka_unit_test(test_STAGE1_bots_of_a_mixed_squad_arm_their_own_legends),
        cmocka_unit_test_setup_teardown(test_rematch_same_players_and_settings, api_store_setup,
                                        api_store_teardown),
        cmocka_unit_test(test_chat_keeps_the_writers_name_when_a_seat_changes_hands),
        cmocka_unit_test_setup_teardown(test_players_kept_across_restart_and_a_bot_takes_a_place,
                                        api_store_setup, api_store_teardown),
        cmocka_unit_test_setup_teardown(test_STAGE1_a_mixed_squad_goes_on_after_a_restart_as_without,
                                        api_store_setup, api_store_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
