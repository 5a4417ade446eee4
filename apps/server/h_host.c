/*
 * h_host.c — the creator of a match hands a seat to a bot or takes it
 * back (issue 16, invitations): POST /api/matches/ID/seat
 * {"seat": k, "kind": "normal"} with the creator's token.
 *
 * Who may: the creator, by a token of its own (the host token) given once
 * in the answer to the create request, kept hashed (host_store.c) — not
 * "the first player": a creator may leave every seat to friends and bots,
 * and the player of seat 0 is not always the one who set the table. Anyone
 * else is refused (403 NOT_HOST), a request without a token 401.
 *
 * What it does: the seat gets the kind asked for — a bot level (it plays
 * on the server at once) or "human" (the seat is open again for a new
 * player: a join link). Either way whoever held the seat holds it no more
 * (its token is void): a player who left is replaced by a bot or by a new
 * player. The match is rebuilt from its choices with the new bots
 * (match_load), so each bot's generator is exactly where a restart would
 * put it, then the bots play on and everything is stored (store_set_seat,
 * match_play; match_seat_hand in players.c, which a bot taking an absent
 * player's place uses too) before the answer.
 */
#include <string.h>

#include "srv.h"

bool host_token_attach(srv *s, int match, json_t *summary)
{
    char token[SRV_TOKEN_HEX + 1];
    unsigned char hash[SRV_HASH_LEN];
    if (!token_new(token)) return false;
    token_hash(token, hash);
    if (!host_store_set(s->hosts, match, hash)) return false;
    json_object_set_new(summary, "host_token", json_string(token));
    return true;
}

/* Whether the request's token is the match's creator's; false after
 * replying 401, 403 or 500. */
bool host_check(srv *s, const srv_match *mt, const srv_request *rq, srv_response *r)
{
    if (!rq->token || !rq->token[0]) {
        reply_error(r, SRV_E_NO_TOKEN, "this takes the creator's token");
        return false;
    }
    unsigned char want[SRV_HASH_LEN], got[SRV_HASH_LEN];
    int found = host_store_get(s->hosts, mt->id, want);
    if (found < 0) {
        reply_error(r, SRV_E_STORE_FAILED, "the creator's token could not be read");
        return false;
    }
    token_hash(rq->token, got);
    if (found == 0 || strlen(rq->token) != SRV_TOKEN_HEX || !token_equal(want, got)) {
        reply_error(r, SRV_E_NOT_HOST, "only the creator of match %d may do this", mt->id);
        return false;
    }
    return true;
}

/* {"seat": k, "kind": K}: the seat, K checked; -1 after replying 400. */
static int wanted(const srv_match *mt, json_t *body, const char **kind, srv_response *r)
{
    json_int_t seat = -1;
    if (json_unpack(body, "{s:I, s:s !}", "seat", &seat, "kind", kind) != 0 || seat < 0 ||
        seat >= mt->nseats) {
        reply_error(r, SRV_E_BAD_REQUEST, "seat takes {\"seat\": 0 to %d, \"kind\": \"human\" "
                    "or a bot}", mt->nseats - 1);
        return -1;
    }
    rf_bot *probe = strcmp(*kind, "human") == 0 ? NULL : rf_bot_new(*kind, 0);
    if (strcmp(*kind, "human") != 0 && !probe) {
        reply_error(r, SRV_E_BAD_REQUEST, "\"kind\": \"human\" or a bot (easy, normal, hard, "
                    "random), not \"%.40s\"", *kind);
        return -1;
    }
    rf_bot_free(probe);
    if (strlen(*kind) >= sizeof ((srv_seat *)0)->kind) {
        reply_error(r, SRV_E_BAD_REQUEST, "\"kind\": too long");
        return -1;
    }
    return (int)seat;
}

void h_seat(srv *s, srv_match *mt, const srv_request *rq, srv_response *r)
{
    if (!host_check(s, mt, rq, r)) return;
    json_t *body = request_object(rq, r);
    if (!body) return;
    const char *kind = NULL;
    int seat = wanted(mt, body, &kind, r);
    char k[16];
    snprintf(k, sizeof k, "%s", kind ? kind : "");
    json_decref(body);
    if (seat < 0) return;
    if (mt->broken[0]) {
        reply_error(r, SRV_E_BROKEN, "match %d cannot go on: %s", mt->id, mt->broken);
        return;
    }
    if (match_over(mt, NULL)) {
        reply_error(r, SRV_E_GAME_OVER, "match %d is over", mt->id);
        return;
    }
    rf_error err;
    if (match_seat_hand(s, mt, seat, k, &err) != RF_OK) {
        reply_error(r, SRV_E_STORE_FAILED, "%s", err.message);
        return;
    }
    reply_json(r, 200, match_summary_json(mt));
}
