/*
 * h_rematch.c — a rematch with the same players and settings (issue 16):
 * POST /api/matches/ID/rematch with the creator's token, once the match
 * is over. The new match has the same set-up (mode, modules, map, squad
 * sizes, the draft or the squads given, the legends to draft from, rounds,
 * rules, deck), the same clock, and the same seats: each a human seat or
 * the same bot, in the same team holding the same members. Its seed is
 * new, drawn by the server (a seed the creator chose is not reused: it
 * would replay the same cards), and secret until it is over like every
 * seed. The answer is the new match's summary with its own host token
 * (201); the old match's summary names it ("rematch": ID) and its event
 * stream says so, so that each player's end screen offers to join their
 * own seat there (POST /api/matches/NEW/join with that seat and their
 * name). Refused: 401 without a token, 403 NOT_HOST with another's, 409
 * NOT_OVER before the end, 409 REMATCH_OFFERED a second time (the
 * message names the rematch). The link is stored with the creator's token
 * (host_store.c) before the answer, so a restart keeps it.
 */
#include <stdio.h>
#include <string.h>
#include <sys/random.h>

#include "srv.h"

/* The request that makes match mt again, with a new seed; false if no
 * random seed is available. */
static bool same_again(const srv_match *mt, srv_create *c)
{
    memset(c, 0, sizeof *c);
    c->setup = mt->setup;
    snprintf(c->map, sizeof c->map, "%s", mt->map_name);
    c->nseats = mt->nseats;
    for (int k = 0; k < mt->nseats; k++) {
        snprintf(c->seat[k].kind, sizeof c->seat[k].kind, "%s", mt->seat[k].kind);
        c->seat[k].team = mt->seat[k].team;
        c->seat[k].members = mt->seat[k].members;
    }
    c->seed_given = false;
    return getrandom(&c->setup.seed, sizeof c->setup.seed, 0) == sizeof c->setup.seed;
}

void h_rematch(srv *s, srv_match *mt, const srv_request *rq, srv_response *r)
{
    if (!host_check(s, mt, rq, r)) return;
    if (!match_over(mt, NULL)) {
        reply_error(r, SRV_E_NOT_OVER, "match %d is not over: a rematch is offered at its end",
                    mt->id);
        return;
    }
    if (mt->rematch > 0) {
        reply_error(r, SRV_E_REMATCH_OFFERED, "the rematch of match %d is match %d", mt->id,
                    mt->rematch);
        return;
    }
    if (mt->rematch < 0) {
        reply_error(r, SRV_E_REMATCH_OFFERED, "the rematch of match %d is being made", mt->id);
        return;
    }
    srv_create c;
    if (!same_again(mt, &c)) {
        reply_error(r, SRV_E_INTERNAL, "no random seed available");
        return;
    }
    srv_clock_setting clock = clock_setting_of(mt->clock);
    mt->rematch = -1;                           /* a second request meanwhile is refused */
    pthread_mutex_unlock(&mt->lock);            /* creating takes the create lock: never */
    int id = match_create(s, &c, &clock, r);    /* under a match's (srv.h) */
    pthread_mutex_lock(&mt->lock);
    mt->rematch = id;                           /* 0 again if it could not be made */
    if (id > 0 && !host_store_set_rematch(s->hosts, mt->id, id) && s->log) {
        fprintf(s->log, "ringfall serve: match %d: its rematch, match %d, is made but the "
                "link could not be stored (a restart forgets it)\n", mt->id, id);
        fflush(s->log);
    }
    if (id > 0) {
        mt->version++;                          /* its stream tells the players */
        pthread_cond_broadcast(&mt->changed);
    }
}
