/*
 * h_seats.c — joining a seat (POST /api/matches/ID/join {"seat": N,
 * "name": "…"}): a seat is a player (issue 16), who plays some legends of
 * one squad; a human seat nobody holds gets a fresh secret token, returned
 * once, and the player's name (match_name_ok). The token is the player:
 * every request made with it (Authorization: Bearer TOKEN) acts for that
 * player and sees what it may (rf_observe_as); the store keeps only its
 * hash (token.c). A seat is joined once; a lost token cannot be recovered
 * (docs/protocol.md).
 */
#include <string.h>

#include "srv.h"

int request_seat(const srv_match *mt, const srv_request *rq, srv_response *r)
{
    if (!rq->token || !rq->token[0]) return -1;
    int seat = match_seat_of_token(mt, rq->token);
    if (seat < 0) {
        reply_error(r, SRV_E_BAD_TOKEN, "this token holds no seat of match %d", mt->id);
        return -2;
    }
    return seat;
}

/* The seat asked for, or the first free human seat; -1 after replying. */
static int wanted_seat(const srv_match *mt, json_t *body, srv_response *r)
{
    json_t *seat = json_object_get(body, "seat"), *name = json_object_get(body, "name");
    if (json_object_size(body) > (seat ? 1u : 0u) + (name ? 1u : 0u)) {
        reply_error(r, SRV_E_BAD_REQUEST, "join takes only {\"seat\": 0 to %d, \"name\": \"…\"}",
                    mt->nseats - 1);
        return -1;
    }
    if (seat && (!json_is_integer(seat) || json_integer_value(seat) < 0 ||
                 json_integer_value(seat) >= mt->nseats)) {
        reply_error(r, SRV_E_BAD_REQUEST, "\"seat\": 0 to %d (match %d has %d seats)",
                    mt->nseats - 1, mt->id, mt->nseats);
        return -1;
    }
    char why[96];
    if (name && !match_name_ok(json_string_value(name), why, sizeof why)) {
        reply_error(r, SRV_E_BAD_NAME, "%s", why);
        return -1;
    }
    for (int i = 0; i < mt->nseats && !seat; i++)
        if (!match_seat_is_bot(mt, i) && !mt->seat[i].taken) return i;
    if (!seat) {
        reply_error(r, SRV_E_NO_FREE_SEAT, "every human seat of match %d is taken", mt->id);
        return -1;
    }
    int i = (int)json_integer_value(seat);
    if (match_seat_is_bot(mt, i)) {
        reply_error(r, SRV_E_BOT_SEAT, "seat %d is played by the %s bot", i, mt->seat[i].kind);
        return -1;
    }
    if (mt->seat[i].taken) {
        reply_error(r, SRV_E_SEAT_TAKEN, "seat %d of match %d is taken", i, mt->id);
        return -1;
    }
    return i;
}

void h_join(srv *s, srv_match *mt, const srv_request *rq, srv_response *r)
{
    json_t *body = rq->body && rq->body_len ? request_object(rq, r) : json_object();
    if (!body) return;
    int seat = wanted_seat(mt, body, r);
    char name[SRV_NAME_MAX + 1];
    const char *given = json_string_value(json_object_get(body, "name"));
    if (given) snprintf(name, sizeof name, "%s", given);
    else snprintf(name, sizeof name, "Player %d", seat + 1);
    json_decref(body);
    if (seat < 0) return;
    char token[SRV_TOKEN_HEX + 1];
    unsigned char hash[SRV_HASH_LEN];
    if (!token_new(token)) {
        reply_error(r, SRV_E_INTERNAL, "no random source for a token");
        return;
    }
    token_hash(token, hash);
    if (!store_set_token(s->store, mt->id, seat, hash, name)) {
        reply_error(r, SRV_E_STORE_FAILED, "the seat could not be stored");
        return;
    }
    mt->seat[seat].taken = true;
    memcpy(mt->seat[seat].token_hash, hash, SRV_HASH_LEN);
    snprintf(mt->seat[seat].name, sizeof mt->seat[seat].name, "%s", name);
    mt->version++;
    pthread_cond_broadcast(&mt->changed);
    reply_json(r, 201, json_pack("{s:i, s:i, s:s, s:s}", "match", mt->id, "seat", seat, "token",
                                 token, "name", name));
}
