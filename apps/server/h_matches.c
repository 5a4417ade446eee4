/*
 * h_matches.c — the lobby: create a match (POST /api/matches), list the
 * matches (GET /api/matches) and one match's public summary
 * (GET /api/matches/ID). Summaries are public: seats, step, the pending
 * seat, the result; never a token, and the seed only once it can reveal
 * nothing: the match is over, or no seat is a human's (bots against bots).
 * A seed its creator chose is no exception: with it anyone could create a
 * copy of the match and read every hidden card of the original
 * (docs/security.md).
 */
#include <stdlib.h>
#include <string.h>

#include "srv.h"

static const char *const start_names[] = { "map", "stages", "draft" };

static json_t *pending_json(const srv_match *mt)
{
    rf_decision d;
    if (!mt->game || !rf_pending(mt->game, &d)) return json_null();
    json_t *j = srv_pending_json(&d);
    json_object_set_new(j, "waiting", json_integer(match_waiting_seat(mt)));   /* R-PLAYERS-1 */
    return j;
}

json_t *srv_pending_json(const rf_decision *d)
{
    const char *name = rf_decision_kind_name(d->kind);
    json_t *j = json_pack("{s:i, s:i, s:s, s:i, s:i}", "seat", d->seat, "kind", d->kind,
                          "kind_name", name ? name : "", "legend", d->legend, "member",
                          d->member);                               /* R-PLAYERS-1 */
    srv_set_words(j, "prompt", d->prompt);                  /* rule IDs: "rules" */
    const char *rule = rf_decision_kind_rule(d->kind);      /* a prompt citing none: its kind's */
    if (rule && !json_object_get(j, "rules")) json_object_set_new(j, "rules", json_pack("[s]", rule));
    return j;
}

/* Each seat: its player's kind, team, squad colour once drawn, members,
 * name once joined, and while the match is played the names of the
 * legends it holds once drafted or given (public: DRAFT-6; a finished
 * match, kept compact, has no game to name them from). */
static json_t *seats_json(const srv_match *mt)
{
    json_t *a = json_array();
    bool live = mt->game && !match_over(mt, NULL);
    for (int i = 0; i < mt->nseats; i++) {
        const srv_seat *p = &mt->seat[i];
        int colour = p->team >= SRV_TEAM_SQUAD ? p->team - SRV_TEAM_SQUAD : -1;   /* R-PLAYERS-4 */
        for (int sq = 0; sq < 2 && colour < 0; sq++)
            if (match_squad_seat(mt, sq) == p->team) colour = sq;
        json_t *members = json_array();                 /* the squad's legends it holds */
        json_t *legends = json_array();                 /* their names, once drafted (public) */
        for (int k = 0; k < 16; k++) {
            if (p->members != 0 && !(p->members >> k & 1u)) continue;
            json_array_append_new(members, json_integer(k));
            int l = colour >= 0 && live ? rf_game_member_legend(mt->game, colour, k) : -1;
            rf_legend_view lv;
            if (l >= 0) rf_view_legend(mt->game, l, &lv);
            if (l >= 0) json_array_append_new(legends, json_string(lv.name));
        }
        json_array_append_new(a, json_pack("{s:i, s:s, s:b, s:o, s:i, s:o, s:s*}", "seat", i,
                                           "kind", p->kind, "taken", p->taken, "colour",
                                           colour < 0 ? json_null()
                                                      : json_string(colour ? "blue" : "red"),
                                           "team", match_team(mt, i), "members",
                                           p->members ? members : (json_decref(members), json_null()),
                                           "name", p->name[0] ? p->name : NULL));
        if (live) json_object_set_new(json_array_get(a, (size_t)i), "legends", legends);
        else json_decref(legends);
    }
    return a;
}

static json_t *result_json(const srv_match *mt, bool *over)
{
    int winner = -1;
    *over = match_over(mt, &winner);
    if (!*over) return json_null();
    return json_string(winner < 0 ? "draw" : winner == 0 ? "red" : "blue");
}

/* The legends of each squad, [red, blue]: Champions' 2 against 4 (CHAMP-1). */
static json_t *sizes_json(const rf_setup *s)
{
    int n[2] = { 0, 0 };
    for (int i = 0; s->start != RF_START_DRAFT && i < s->nlegends; i++) n[s->legend[i].squad & 1]++;
    for (int q = 0; q < 2 && s->start == RF_START_DRAFT; q++)
        n[q] = s->squad_sizes[q] ? s->squad_sizes[q] : s->squad_size ? s->squad_size
                                                                     : s->nlegends / 2;
    return json_pack("[i, i]", n[0], n[1]);
}

json_t *match_summary_json(const srv_match *mt)
{
    bool over;
    json_t *winner = result_json(mt, &over);
    const rf_setup *s = &mt->setup;
    int size = s->squad_size ? s->squad_size : s->nlegends / 2;
    json_t *j = json_pack("{s:i, s:s, s:s, s:s, s:i, s:s, s:b, s:i, s:o, s:i, s:o, s:b, s:o}", "id",
                          mt->id, "mode", rf_mode_code(s->mode), "map", mt->map_name, "created",
                          mt->created, "size", size, "start", start_names[s->start % 3], "ring",
                          s->ring, "rounds", s->max_rounds ? s->max_rounds : 8, "seats",
                          seats_json(mt), "step", mt->nsteps, "pending", pending_json(mt), "over",
                          over, "winner", winner);
    json_t *modules = modules_to_json(s->modules);          /* the Ring first, as in the book */
    if (s->ring) json_array_insert_new(modules, 0, json_string("ring"));
    if (!j) {
        json_decref(modules);
        return NULL;
    }
    json_object_set_new(j, "modules", modules);
    json_object_set_new(j, "sizes", sizes_json(s));
    if (s->random_draft) json_object_set_new(j, "random_draft", json_true());   /* DRAFT-7 */
    if (over || !match_has_human(mt)) {
        char seed[24];
        snprintf(seed, sizeof seed, "%llu", s->seed);
        json_object_set_new(j, "seed", json_string(seed));
    }
    if (mt->broken[0]) json_object_set_new(j, "broken", json_string(mt->broken));
    if (mt->clock) json_object_set_new(j, "clock", clock_json(mt->clock));     /* clocks.c */
    if (mt->rematch > 0) json_object_set_new(j, "rematch", json_integer(mt->rematch));  /* h_rematch.c */
    return j;
}

void h_summary(srv *s, srv_match *mt, const srv_request *rq, srv_response *r)
{
    (void)s;
    (void)rq;
    reply_json(r, 200, match_summary_json(mt));
}

/* A whole number lo..hi from the query (def when absent); false after
 * replying 400. */
static bool query_number(const srv_request *rq, const char *key, long lo, long hi, long def,
                         long *out, srv_response *r)
{
    const char *v = rq->arg ? rq->arg(rq->arg_ctx, key) : NULL;
    char *end = NULL;
    long k = v && *v ? strtol(v, &end, 10) : def;
    if (v && (!*v || *end || k < lo || k > hi)) {
        reply_error(r, SRV_E_BAD_REQUEST, "\"%s\": a whole number from %ld to %ld", key, lo, hi);
        return false;
    }
    *out = k;
    return true;
}

/* ?order=asc|desc&after=ID&limit=N: one page of the live matches
 * (docs/protocol.md, "List"). */
void h_list(srv *s, const srv_request *rq, srv_response *r)
{
    long limit, after;
    const char *order = rq->arg ? rq->arg(rq->arg_ctx, "order") : NULL;
    bool desc = order && strcmp(order, "desc") == 0;        /* read before the next lookup */
    if (order && !desc && strcmp(order, "asc") != 0) {
        reply_error(r, SRV_E_BAD_REQUEST, "\"order\": asc or desc");
        return;
    }
    if (!query_number(rq, "limit", 1, SRV_PAGE_MAX, SRV_PAGE_DEFAULT, &limit, r) ||
        !query_number(rq, "after", 0, 999999999, 0, &after, r))
        return;
    srv_expire(s);
    srv_match *page[SRV_PAGE_MAX];
    bool more;
    int n = registry_page(s->reg, (int)after, desc, (int)limit, page, &more);
    json_t *list = json_array();
    for (int i = 0; i < n; i++) {
        pthread_mutex_lock(&page[i]->lock);
        json_array_append_new(list, match_summary_json(page[i]));
        pthread_mutex_unlock(&page[i]->lock);
    }
    json_t *next = more && n > 0 ? json_integer(page[n - 1]->id) : json_null();
    for (int i = 0; i < n; i++) match_release(page[i]);
    reply_json(r, 200, json_pack("{s:o, s:o}", "matches", list, "next", next));
}

/* Store the new match with its first bot choices (one transaction) and
 * publish it (ids in order: under create_lock); returns it locked and
 * held, or NULL after replying (nothing stored). */
static srv_match *publish(srv *s, srv_match *mt, const srv_create *c, srv_response *r)
{
    char content[24];
    snprintf(content, sizeof content, "%016llx", rf_content_hash(s->content));
    bool over = mt->game && rf_game_over(mt->game, NULL);
    store_new row = { .map = c->map, .content = content, .setup = &c->setup,
                      .seed_given = c->seed_given, .seats = c->seat, .nseats = c->nseats, .n = mt->nsteps,
                      .codes = mt->code, .hashes = mt->hash, .finished = over };
    pthread_mutex_lock(&s->create_lock);
    srv_expire(s);
    int id = -1;
    if (registry_count(s->reg) >= s->max_matches)
        reply_error(r, SRV_E_TOO_MANY_MATCHES, "this server holds at most %d matches",
                    s->max_matches);
    else if ((id = store_add_match(s->store, &row)) < 0)
        reply_error(r, SRV_E_STORE_FAILED, "the match could not be stored; nothing was kept");
    if (id > 0) {
        mt->id = id;
        snprintf(mt->created, sizeof mt->created, "%s", row.created);
        match_note_over(mt);
        pthread_mutex_lock(&mt->lock);
        match_hold(mt);                           /* ours, beside the registry's */
        if (!registry_add(s->reg, mt)) {
            pthread_mutex_unlock(&mt->lock);
            atomic_fetch_sub(&mt->refs, 1);
            reply_error(r, SRV_E_INTERNAL, "out of memory");
            id = -1;
        }
    }
    pthread_mutex_unlock(&s->create_lock);
    return id > 0 ? mt : NULL;
}

/* One client creates so many matches a minute (limits.c), so that no
 * one fills the server's max_matches for everyone. */
static bool may_create(srv *s, const srv_request *rq, srv_response *r)
{
    int wait_s;
    int status = clients_take_create(s->clients, &s->limits, rq->client, &wait_s);
    if (status == 429)
        reply_error(r, SRV_E_TOO_MANY_CREATES, "one client creates at most %d matches a "
                    "minute: try again in %d s", s->limits.creates_per_minute, wait_s);
    else if (status)
        reply_error(r, SRV_E_BUSY, "the server is busy: try again later");
    return status == 0;
}

/* The create request's "clock" read and taken out of the body (*rest: the
 * rest, NULL when there was none), so that the set-up reads what is its. */
static bool take_clock(const char *body, srv_clock_setting *clock, char **rest, char *why,
                       size_t n)
{
    memset(clock, 0, sizeof *clock);
    json_t *j = body ? json_loads(body, 0, NULL) : NULL;
    json_t *c = json_object_get(j, "clock");
    bool ok = clock_from_request(c, clock, why, n);
    if (ok && c) {
        json_object_del(j, "clock");
        *rest = json_dumps(j, JSON_COMPACT);
    }
    json_decref(j);
    return ok;
}

void h_create(srv *s, const srv_request *rq, srv_response *r)
{
    srv_create c;
    char why[256];
    if (!may_create(s, rq, r)) return;
    srv_clock_setting clock;
    char *rest = NULL;                            /* the body without "clock" (clocks.c) */
    if (!take_clock(rq->body, &clock, &rest, why, sizeof why) ||
        !setup_from_request(rest ? rest : rq->body, &c, why, sizeof why)) {
        free(rest);
        reply_error(r, SRV_E_BAD_SETUP, "%s", why);
        return;
    }
    free(rest);
    match_create(s, &c, &clock, r);
}

int match_create(srv *s, srv_create *c, const srv_clock_setting *clock, srv_response *r)
{
    rf_error err;
    const rf_map *m = maps_get(s->maps, s->content, c->map, &err);
    if (!m) {
        reply_error(r, SRV_E_BAD_SETUP, "map \"%s\": %s", c->map, err.message);
        return 0;
    }
    srv_match *mt = match_new(0, s->content, m, c->map, &c->setup, c->seat, c->nseats, &err);
    if (!mt) {                                    /* the engine refused the set-up */
        reply_error(r, SRV_E_BAD_SETUP, "%s", err.message);
        return 0;
    }
    mt->seed_given = c->seed_given;
    match_set_bot_key(mt, secret_bot_key(s, c->setup.seed));     /* secret.c */
    match_advance(mt);                            /* bots at the first decisions play */
    if (!publish(s, mt, c, r)) {
        match_release(mt);
        return 0;
    }
    if (!match_over(mt, NULL)) clock_attach(s, mt, clock);
    json_t *summary = match_summary_json(mt);
    if (summary && !match_over(mt, NULL)) host_token_attach(s, mt->id, summary);   /* h_host.c */
    reply_json(r, 201, summary);
    int id = mt->id;
    match_compact(mt);                            /* played to its end: its summary only */
    pthread_mutex_unlock(&mt->lock);
    match_release(mt);
    return id;
}
