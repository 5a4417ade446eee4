/*
 * test_server_hidden.c — hidden information through the API (DESIGN.md,
 * "Hidden information"; issue 7): a match between two human seats played
 * to its end with random choices; at every step, everything sent to each
 * seat is checked against what a spectator gets:
 *   - its observation equals the spectator's except for its own squad's
 *     legends (so the other squad's backpack, hand and pool never appear,
 *     nor anything else a spectator may not see);
 *   - the other squad's legends carry no "hand", "backpack" or "pool";
 *   - options are sent only to the deciding seat;
 *   - its log holds the public lines and its own private lines, never the
 *     other seat's; a spectator gets no private line;
 *   - the event stream carries no hidden field.
 * The test also checks that hidden information existed to be withheld
 * (hands and backpacks were not empty), so it cannot pass vacuously.
 * The same for a Champions match (CHAMP-10, CHAMP-18, CHAMP-19): a
 * champion's feat cards in hand and the 3 it kept are its own seat's
 * ("hand", "kept" of its "champions" board), never the other seat's nor a
 * spectator's; the kitted cards it draws in Stage 1 are out of the other
 * squad's sight (R-STAGE1-2: "held", the kitted discard pile's cards).
 * Players of one squad too (issue 16, R-PLAYERS-2): in a 2 vs 2 match of
 * four players each sees its own legend's hand and only the size of its
 * squadmate's, and never the other team's private lines.
 * covers: CHAMP-10 CHAMP-18 CHAMP-19
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "api_client.h"

static json_t *get(srv *s, const char *path, const char *token)
{
    api_reply r = api(s, "GET", path, token, NULL);
    assert_int_equal(r.status, 200);
    json_t *j = json_incref(r.json);
    assert_non_null(j);
    api_free(&r);
    return j;
}

/* The seat that plays a legend (-1 before colours are drawn). */
static int seat_of_legend(json_t *obs, json_t *legend)
{
    json_t *seat_of = json_object_get(json_object_get(obs, "match"), "seat_of");
    const char *squad = json_string_value(json_object_get(legend, "squad"));
    return (int)json_integer_value(json_array_get(seat_of, strcmp(squad, "red") == 0 ? 0 : 1));
}

typedef struct seen { int hands, backpacks, feats, mates; } seen;

/* Whether seat plays legend l of the observation. */
static bool seats_legend(json_t *obs, int l, int seat)
{
    json_t *legend = json_array_get(json_object_get(obs, "legends"), (size_t)l);
    return legend && seat_of_legend(obs, legend) == seat;
}

/* Champions (CHAMP-10, CHAMP-19): a champion's feat hand and kept cards
 * only on its own seat's boards, set aside like its own legends; the
 * kitted discard pile a count to a spectator in Stage 1 (R-STAGE1-2). */
static void check_champions(json_t *a, json_t *b, int seat, seen *own)
{
    json_t *ca = json_object_get(a, "champions"), *cb = json_object_get(b, "champions");
    if (!ca) return;
    json_t *ba = json_object_get(ca, "boards"), *bb = json_object_get(cb, "boards");
    for (size_t i = 0; i < json_array_size(ba); i++) {
        json_t *board = json_array_get(ba, i);
        assert_null(json_object_get(json_array_get(bb, i), "hand"));   /* spectators: never */
        assert_null(json_object_get(json_array_get(bb, i), "kept"));
        if (seats_legend(a, (int)json_integer_value(json_object_get(board, "legend")), seat)) {
            own->feats += json_array_size(json_object_get(board, "hand")) > 0;
            json_array_set_new(ba, i, json_null());
            json_array_set_new(bb, i, json_null());
            continue;
        }
        assert_null(json_object_get(board, "hand"));
        assert_null(json_object_get(board, "kept"));
    }
    json_t *kb = json_object_get(cb, "kitted");
    if (json_is_integer(json_object_get(kb, "discard")) &&
        json_is_array(json_object_get(json_object_get(ca, "kitted"), "discard"))) {
        json_object_del(json_object_get(ca, "kitted"), "discard");    /* the champions' seat */
        json_object_del(kb, "discard");
    }
}

/* Drawn cards and tokens "held" next to the seat's own boards: set aside
 * (in Stage 1 only their seat sees them, R-STAGE1-2). */
static void drop_own_held(json_t *obs, json_t *held, int seat)
{
    for (size_t i = json_array_size(held); i-- > 0;)
        if (seats_legend(obs, (int)json_integer_value(json_object_get(json_array_get(held, i),
                                                                      "legend")), seat))
            json_array_remove(held, i);
}

/* Whether player `member_mask` (0: the whole squad) holds legend l of its
 * team: the legend's place in its squad (its member) is one of its. */
static bool holds(json_t *obs, size_t l, unsigned member_mask)
{
    if (member_mask == 0) return true;
    json_t *legends = json_object_get(obs, "legends");
    const char *squad = json_string_value(json_object_get(json_array_get(legends, l), "squad"));
    int member = 0;
    for (size_t i = 0; i < l; i++)
        member += strcmp(json_string_value(json_object_get(json_array_get(legends, i), "squad")), squad) == 0;
    return member_mask >> member & 1u;
}

/* The player's observation against the spectator's (seat: its team;
 * members: the legends it holds, 0 all of its squad). A squadmate's legend
 * shows its backpack and pool but never its hand, only its size
 * (R-PLAYERS-2). */
static void check_observation(json_t *mine, json_t *spectator, int seat, unsigned members, seen *own)
{
    json_t *a = json_deep_copy(json_object_get(mine, "observation"));
    json_t *b = json_deep_copy(json_object_get(spectator, "observation"));
    check_champions(a, b, seat, own);
    drop_own_held(a, json_object_get(a, "held"), seat);
    drop_own_held(a, json_object_get(b, "held"), seat);
    json_t *la = json_object_get(a, "legends"), *lb = json_object_get(b, "legends");
    assert_int_equal(json_array_size(la), json_array_size(lb));
    for (size_t i = 0; i < json_array_size(la); i++) {
        json_t *l = json_array_get(la, i);
        assert_null(json_object_get(json_array_get(lb, i), "hand"));   /* spectators: never */
        assert_null(json_object_get(json_array_get(lb, i), "backpack"));
        bool mate = !holds(json_object_get(mine, "observation"), i, members);
        if (seat_of_legend(a, l) == seat && mate) {                    /* a squadmate's */
            assert_null(json_object_get(l, "hand"));
            assert_true(json_is_integer(json_object_get(l, "hand_size")));
            own->mates += json_integer_value(json_object_get(l, "hand_size")) > 0;
            json_array_set_new(la, i, json_null());
            json_array_set_new(lb, i, json_null());
            continue;
        }
        if (seat_of_legend(a, l) == seat) {                            /* its own: set aside */
            own->hands += json_array_size(json_object_get(l, "hand")) > 0;
            json_t *pack = json_object_get(l, "backpack");
            for (size_t k = 0; k < json_array_size(pack); k++)
                own->backpacks += !json_is_null(json_array_get(pack, k));
            json_array_set_new(la, i, json_null());
            json_array_set_new(lb, i, json_null());
            continue;
        }
        assert_null(json_object_get(l, "hand"));
        assert_null(json_object_get(l, "backpack"));
        assert_null(json_object_get(l, "pool"));
    }
    json_object_del(a, "seat");
    json_object_del(b, "seat");
    if (!json_equal(a, b)) {
        char *ta = json_dumps(a, JSON_SORT_KEYS), *tb = json_dumps(b, JSON_SORT_KEYS);
        fprintf(stderr, "seat %d sees more than a spectator:\n%s\n%s\n", seat, ta, tb);
        free(ta);
        free(tb);
    }
    assert_true(json_equal(a, b));
    json_decref(a);
    json_decref(b);
}

/* Log line numbers a reader got as private; the other seat's never. */
static void check_log(json_t *log, unsigned char *owner, int seat)
{
    json_t *lines = json_object_get(log, "lines");
    for (size_t i = 0; i < json_array_size(lines); i++) {
        json_t *l = json_array_get(lines, i);
        if (!json_is_true(json_object_get(l, "private"))) continue;
        assert_true(seat >= 0);                                        /* spectators: none */
        int n = (int)json_integer_value(json_object_get(l, "i"));
        assert_true(owner[n] == 0 || owner[n] == seat + 1);            /* one seat's line */
        owner[n] = (unsigned char)(seat + 1);
    }
}

/* A reader's log (token tok, NULL: a spectator's) from line *since to its
 * end, paged, each line checked (check_log); *since moves past it. Lines
 * are only ever appended, so at each step a reader's new lines are
 * checked as they come: reading the whole log again at every step made
 * the test quadratic in the match's length (most of its time under
 * ASan), for lines already checked. */
static void read_log(srv *s, const char *tok, unsigned char *owner, int seat, int *since)
{
    for (;;) {
        char path[80];
        snprintf(path, sizeof path, "/api/matches/1/log?since=%d", *since);
        json_t *log = get(s, path, tok);
        check_log(log, owner, seat);
        int next = (int)json_integer_value(json_object_get(log, "next"));
        json_decref(log);
        if (next == *since) return;
        *since = next;
    }
}

static unsigned long long rng = 0x9e3779b97f4a7c15ULL;
static unsigned next_random(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (unsigned)(rng >> 16);
}

/* A match of human players created by body, played to its end with
 * random choices (among the players who may choose: in Stage 1 several
 * at once), everything sent checked at every step: each player's view
 * against the spectator's and its squadmates', its log against the other
 * team's. */
static seen play_hidden(const char *create)
{
    srv *s = api_open(":memory:", NULL);
    int id = api_create(s, create);
    json_t *sm = get(s, "/api/matches/1", NULL);
    int n = (int)json_array_size(json_object_get(sm, "seats"));
    const char *tok[6];
    int team[6];
    unsigned members[6];
    for (int k = 0; k < n; k++) {
        json_t *seat = json_array_get(json_object_get(sm, "seats"), (size_t)k);
        tok[k] = api_join(s, id, k, k);
        team[k] = (int)json_integer_value(json_object_get(seat, "team"));
        members[k] = 0;
        json_t *m = json_object_get(seat, "members");
        for (size_t i = 0; i < json_array_size(m); i++)
            members[k] |= 1u << json_integer_value(json_array_get(m, i));
    }
    json_decref(sm);
    srv_response refused = { 0 };
    srv_stream *st = srv_stream_open(s, id, NULL, &refused);
    static unsigned char owner[1 << 20];
    memset(owner, 0, sizeof owner);
    seen own = { 0, 0, 0, 0 };
    int steps = 0, privates = 0;
    int since[7] = { 0 };                  /* each reader's log read so far: [0] the spectator's */
    for (;;) {
        json_t *spectator = get(s, "/api/matches/1/state", NULL);
        read_log(s, NULL, owner, -1, &since[0]);
        int deciders[6], ndeciders = 0;
        for (int k = 0; k < n; k++) {
            json_t *mine = get(s, "/api/matches/1/state", tok[k]);
            check_observation(mine, spectator, team[k], members[k], &own);
            json_decref(mine);
            json_t *p = get(s, "/api/matches/1/pending", tok[k]);
            bool yours = json_is_true(json_object_get(p, "yours"));
            assert_true(yours == (json_object_get(p, "options") != NULL));
            if (yours) deciders[ndeciders++] = k;
            json_decref(p);
            read_log(s, tok[k], owner, team[k], &since[k + 1]);        /* the other team's: never */
        }
        char ev[8192];
        int got;
        while ((got = srv_stream_next(st, ev, sizeof ev - 1, 0)) > 0) {
            ev[got] = '\0';
            assert_null(strstr(ev, "\"hand\""));
            assert_null(strstr(ev, "\"backpack\""));
            assert_null(strstr(ev, "\"pool\""));
        }
        json_decref(spectator);
        if (ndeciders == 0) break;                                     /* the match is over */
        int decider = deciders[ndeciders > 1 ? next_random() % (unsigned)ndeciders : 0];
        json_t *p = get(s, "/api/matches/1/pending", tok[decider]);
        size_t nopt = json_array_size(json_object_get(p, "options"));
        json_decref(p);
        char body[48];
        snprintf(body, sizeof body, "{\"index\":%u}", next_random() % (unsigned)nopt);
        api_reply r = api(s, "POST", "/api/matches/1/choose", tok[decider], body);
        assert_int_equal(r.status, 200);
        api_free(&r);
        steps++;
    }
    /* the whole log once more, from its first line, by every reader: what
     * was checked as it came is still so at the end */
    for (int k = -1; k < n; k++) {
        int from = 0;
        read_log(s, k < 0 ? NULL : tok[k], owner, k < 0 ? -1 : team[k], &from);
    }
    for (size_t i = 0; i < sizeof owner; i++) privates += owner[i] != 0;
    printf("hidden information: %d steps, %d private log lines, own hand seen %d times, "
           "own backpack tokens %d\n", steps, privates, own.hands, own.backpacks);
    assert_true(steps > 100);
    assert_true(own.hands > 0);                      /* there was something to hide */
    srv_stream_close(st);
    srv_close(s);
    return own;
}

static void test_hidden_information(void **state)
{
    (void)state;
    seen own = play_hidden("{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"}],"
                           "\"seed\":21}");
    assert_true(own.backpacks > 0);                  /* there was something to hide */
}

/* covers: CARD-5 CARD-6
 * Players of one squad (issue 16, R-PLAYERS-2): 2 vs 2 with one player per
 * legend, four tokens. Each player's view is the spectator's plus its own
 * legend's hand and its squad's backpacks and pools; a squadmate's hand
 * is its size only, never its cards; no team reads the other's private
 * log lines. */
static void test_players_of_one_squad_hidden(void **state)
{
    (void)state;
    seen own = play_hidden("{\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"},"
                           "{\"kind\":\"human\"},{\"kind\":\"human\"}],\"seed\":21}");
    printf("players: a squadmate's hand held cards %d times, never shown\n", own.mates);
    assert_true(own.mates > 0);                      /* there was something to hide */
}

/* CHAMP-10, CHAMP-18, CHAMP-19: another seat's feat hand never appears. */
static void test_CHAMP_10_feat_hand_hidden(void **state)
{
    (void)state;
    seen own = play_hidden("{\"mode\":\"CHAMP\",\"rounds\":3,\"seats\":[{\"kind\":\"human\"},"
                           "{\"kind\":\"human\"}],\"seed\":21}");
    printf("Champions: own feat hand seen %d times\n", own.feats);
    assert_true(own.feats > 0);                      /* there was something to hide */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hidden_information),
        cmocka_unit_test(test_CHAMP_10_feat_hand_hidden),
        cmocka_unit_test(test_players_of_one_squad_hidden),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
