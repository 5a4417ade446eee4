/*
 * h_play.c — playing: a seat's observation (GET .../state), the pending
 * decision with its options (GET .../pending) and a choice (POST
 * .../choose).
 *
 * Hidden information (DESIGN.md): the observation is rf_observe_as for
 * the token's player (its seat and the legends it holds, issue 16), or
 * for a spectator (seat -1) without a token: never another player's.
 * Options are sent only to the player who may choose them (their labels
 * may name its hidden cards: rf_options_as), and "index" counts in that
 * player's list. A choice is accepted only from the token of the player
 * it belongs to (R-PLAYERS-1, R-PLAYERS-3: others get 403 NOT_YOUR_TURN
 * or NOT_YOUR_LEGEND); an illegal one is refused by the engine and
 * changes nothing.
 */
#include <stdlib.h>
#include <string.h>

#include "srv.h"

/* The match can be read (409 after replying if not). */
static bool readable(const srv_match *mt, srv_response *r)
{
    if (mt->game) return true;
    reply_error(r, SRV_E_BROKEN, "match %d cannot be rebuilt: %s", mt->id, mt->broken);
    return false;
}

/* Why the match ended, for people (issue 15): the engine's words
 * (rf_game_end_reason) without their rule citations, and those rule IDs
 * apart (rule_words.c), as ,"end":{"words","rules"}; "" while it is
 * played. The facts themselves are the observation's "end". */
static char *end_words(const rf_game *g)
{
    if (!rf_game_over(g, NULL)) return strdup("");
    char reason[SRV_WORDS_MAX];
    rf_game_end_reason(g, reason, sizeof reason);
    json_t *j = json_object();
    srv_set_words(j, "words", reason);
    if (!json_object_get(j, "rules")) json_object_set_new(j, "rules", json_array());
    char *body = json_dumps(j, JSON_COMPACT);
    json_decref(j);
    if (!body) return NULL;
    size_t k = strlen(body);
    char *out = malloc(k + 8);
    if (out) snprintf(out, k + 8, ",\"end\":%s", body);
    free(body);
    return out;
}

void h_state(srv *s, srv_match *mt, const srv_request *rq, srv_response *r)
{
    (void)s;
    int seat = request_seat(mt, rq, r);
    if (seat < -1 || !readable(mt, r)) return;
    rf_viewer v = match_viewer(mt, seat);
    int n = rf_observe_as(mt->game, &v, NULL, 0);
    char head[96];
    int h = snprintf(head, sizeof head, "{\"match\":%d,\"step\":%d,\"seat\":%d,\"observation\":",
                     mt->id, mt->nsteps, seat);
    char *end = end_words(mt->game);
    size_t e = end ? strlen(end) : 0;
    char *text = end ? malloc((size_t)h + (size_t)n + e + 2) : NULL;
    if (!text) {
        free(end);
        reply_error(r, SRV_E_INTERNAL, "out of memory");
        return;
    }
    memcpy(text, head, (size_t)h);
    rf_observe_as(mt->game, &v, text + h, (size_t)n + 1);
    memcpy(text + h + n, end, e);
    memcpy(text + h + n + e, "}", 2);
    free(end);
    reply_text(r, 200, "application/json", text, (size_t)h + (size_t)n + e + 1);
}

/* The id of the action card an option plays from the player's hand
 * (RF_OPT_CARD: the deciding legend's card a; RF_OPT_REACT: legend a's
 * card b), NULL if it plays none: the label names the card, the client
 * shows its words. */
static const char *option_card(const rf_game *g, const rf_viewer *v, const rf_decision *d,
                               unsigned code, rf_card_view *cv)
{
    int kind = rf_opt_kind_of(code), l = -1, i = -1;
    if (kind == RF_OPT_CARD) { l = d->legend; i = rf_opt_a(code); }
    if (kind == RF_OPT_REACT) { l = rf_opt_a(code); i = rf_opt_b(code); }
    return l >= 0 && rf_view_hand_card_as(g, v, l, i, cv) ? cv->id : NULL;
}

/* The id of the ability card an option uses (RF_OPT_ABILITY: the deciding
 * legend's Tactical or Ultimate, ABIL-3), NULL if none: public, printed
 * on the card beside the legend board. */
static const char *option_ability(const rf_game *g, const rf_decision *d, unsigned code,
                                  rf_ability_view *av)
{
    if (rf_opt_kind_of(code) != RF_OPT_ABILITY || d->legend < 0) return NULL;
    return rf_view_ability(g, d->legend, rf_opt_a(code), av) ? av->id : NULL;
}

/* What option code costs, broken down (rf_option_cost_get): {"ap": N} for
 * an action, a card or an ability; {"mp": N, "steps": [{"x","y","mp"}]}
 * for a Move to a space, each space entered with the MP it took. NULL
 * when it costs nothing to speak of. */
static json_t *option_cost(const rf_game *g, unsigned code)
{
    rf_option_cost c;
    if (!rf_option_cost_get(g, code, &c)) return NULL;
    json_t *j = json_object();
    if (c.ap >= 0) json_object_set_new(j, "ap", json_integer(c.ap));
    if (c.mp < 0) return j;
    json_t *steps = json_array();
    for (int k = 0; k < c.nsteps; k++)
        json_array_append_new(steps, json_pack("{s:i, s:i, s:i}", "x", c.step_x[k], "y", c.step_y[k],
                                               "mp", c.step_mp[k]));
    json_object_set_new(j, "mp", json_integer(c.mp));
    json_object_set_new(j, "steps", steps);
    return j;
}

/* The area of effect option code would lay (rf_option_area: a grenade's
 * landing before its drift, an ability's area, a zone ability's zone), as
 * [[x, y, value], ...] into o's "area", and "area_kind": "damage" (value:
 * the damage there) or "zone" (value: the Hit Threshold the zone adds to a
 * Shoot, ZONE-7). Nothing if none. The client previews it on the board
 * (issue 15). */
static void option_area(json_t *o, const rf_game *g, unsigned code)
{
    int kind = rf_opt_kind_of(code);
    if (kind != RF_OPT_USE_AT && kind != RF_OPT_ABIL_PLACE) return;
    rf_area_space sp[64];
    int n = rf_option_area(g, code, sp, 64);
    if (n <= 0) return;
    json_t *a = json_array();
    for (int k = 0; k < n; k++) json_array_append_new(a, json_pack("[i, i, i]", sp[k].x, sp[k].y, sp[k].value));
    json_object_set_new(o, "area", a);
    json_object_set_new(o, "area_kind", json_string(sp[0].zone ? "zone" : "damage"));
}

/* The options of the pending decision d for the seat that makes it: index,
 * code, kind (its name in the one list, RF_OPTION_KINDS) and label (its rule IDs
 * apart, "rules": rule_words.c), a target's hints (hints.c), the action or ability card
 * an option plays, its cost broken down, the area it lays. */
static json_t *options_json(const rf_game *g, const rf_viewer *v, const rf_decision *d, int step)
{
    rf_option *opts = malloc(RF_MAX_OPTIONS * sizeof *opts);
    json_t *a = json_array();
    int n = opts ? rf_options_as(g, v, opts, RF_MAX_OPTIONS) : 0;
    for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++) {
        const char *kind = rf_option_kind_name(rf_opt_kind_of(opts[i].code));
        json_t *o = json_pack("{s:i, s:I, s:s}", "index", i, "code", (json_int_t)opts[i].code,
                              "kind", kind ? kind : "");
        srv_set_words(o, "label", opts[i].label);              /* rule IDs: "rules" */
        json_t *h = option_hints(g, d, opts[i].code, step);
        if (h) json_object_set_new(o, "hints", h);
        rf_card_view cv;
        const char *card = option_card(g, v, d, opts[i].code, &cv);
        if (card) json_object_set_new(o, "card", json_string(card));
        rf_ability_view av;
        const char *ability = option_ability(g, d, opts[i].code, &av);
        if (ability) json_object_set_new(o, "ability", json_string(ability));
        const char *legend = rf_view_draft_legend(g, opts[i].code);      /* DRAFT-6 */
        if (legend) json_object_set_new(o, "legend", json_string(legend));
        json_t *cost = option_cost(g, opts[i].code);
        if (cost) json_object_set_new(o, "cost", cost);
        option_area(o, g, opts[i].code);
        json_array_append_new(a, o);
    }
    free(opts);
    return a;
}

/* "yours": the player has options to choose now (the decision is its, or
 * one of its legends may act in its squad's decision, R-PLAYERS-3);
 * "waiting": the player the decision waits for (match_waiting_seat). */
static json_t *pending_reply(const srv_match *mt, int seat)
{
    rf_decision d;
    bool pending = rf_pending(mt->game, &d);
    int winner = -1;
    bool over = rf_game_over(mt->game, &winner);
    rf_viewer v = match_viewer(mt, seat);
    bool yours = pending && seat >= 0 && rf_options_as(mt->game, &v, NULL, 0) > 0;
    json_t *j = json_pack("{s:i, s:i, s:i, s:b, s:o, s:b}", "match", mt->id, "step", mt->nsteps,
                          "seat", seat, "over", over, "pending",
                          pending ? srv_pending_json(&d) : json_null(),
                          "yours", yours);
    if (j && pending)
        json_object_set_new(json_object_get(j, "pending"), "waiting",
                            json_integer(match_waiting_seat(mt)));
    if (j && yours) json_object_set_new(j, "options", options_json(mt->game, &v, &d, mt->nsteps));
    return j;
}

void h_pending(srv *s, srv_match *mt, const srv_request *rq, srv_response *r)
{
    (void)s;
    int seat = request_seat(mt, rq, r);
    if (seat < -1 || !readable(mt, r)) return;
    reply_json(r, 200, pending_reply(mt, seat));
}

/* May this seat choose now? (4xx after replying if not.) */
static bool may_choose(const srv_match *mt, int seat, srv_response *r)
{
    if (seat == -1) {
        reply_error(r, SRV_E_NO_TOKEN, "choosing needs the seat's token (Authorization: Bearer)");
        return false;
    }
    if (!readable(mt, r)) return false;
    if (mt->broken[0]) {
        reply_error(r, SRV_E_BROKEN, "match %d cannot go on: %s", mt->id, mt->broken);
        return false;
    }
    rf_decision d;
    if (!rf_pending(mt->game, &d)) {
        reply_error(r, SRV_E_GAME_OVER, "match %d is over", mt->id);
        return false;
    }
    rf_viewer v = match_viewer(mt, seat);
    if (d.seat != v.seat || rf_options_as(mt->game, &v, NULL, 0) == 0) {
        char who[SRV_NAME_MAX + 16];
        match_player_name(mt, match_waiting_seat(mt), who, sizeof who);
        reply_error(r, SRV_E_NOT_YOUR_TURN, "%s decides now, not you", who);
        return false;
    }
    return true;
}

/* A code of the pending decision that is another player's (R-PLAYERS-1,
 * R-PLAYERS-3): refused naming whose it is (the game unchanged). A code
 * that is no option at all is the engine's to refuse. */
static bool code_is_mine(const srv_match *mt, int seat, unsigned code, srv_response *r)
{
    rf_viewer v = match_viewer(mt, seat);
    if (rf_viewer_may_choose(mt->game, &v, code)) return true;
    unsigned *codes = malloc(RF_MAX_OPTIONS * sizeof *codes);
    int n = codes ? rf_option_codes(mt->game, codes, RF_MAX_OPTIONS) : 0;
    bool listed = false;
    for (int i = 0; i < n && !listed; i++) listed = codes[i] == code;
    free(codes);
    if (!listed) return true;
    int member = rf_option_member(mt->game, code), owner = -1;
    for (int k = 0; k < mt->nseats && owner < 0; k++)
        if (match_team(mt, k) == v.seat &&
            (mt->seat[k].members == 0 || (member >= 0 && (mt->seat[k].members >> member & 1u))))
            owner = k;
    char who[SRV_NAME_MAX + 16];
    match_player_name(mt, owner, who, sizeof who);
    reply_error(r, SRV_E_NOT_YOUR_LEGEND, "that choice is %s's, who plays another legend of your "
                "squad; nothing changed", who);
    return false;
}

/* {"index": I} or {"code": C}, and optionally "step": the step the
 * choice was made at (a choice made on an old page is refused). The code
 * chosen, or 0 after replying. */
static unsigned read_choice(const srv_match *mt, int seat, json_t *body, srv_response *r)
{
    json_t *index = NULL, *code = NULL, *step = NULL;
    json_error_t je;
    if (json_unpack_ex(body, &je, JSON_STRICT, "{s?o, s?o, s?o}", "index", &index, "code", &code,
                       "step", &step) != 0 || !index == !code) {
        reply_error(r, SRV_E_BAD_REQUEST, "choose takes {\"index\": I} or {\"code\": C}, "
                    "and optionally \"step\"");
        return 0;
    }
    if (step && (!json_is_integer(step) || json_integer_value(step) != mt->nsteps)) {
        reply_error(r, SRV_E_STALE_STEP, "the match is at step %d", mt->nsteps);
        return 0;
    }
    json_t *v = index ? index : code;
    json_int_t k = json_is_integer(v) ? json_integer_value(v) : -1;
    if (k < 0 || k > 0xffffffffLL || (code && k == 0)) {
        reply_error(r, SRV_E_BAD_REQUEST, "\"%s\": a whole number", index ? "index" : "code");
        return 0;
    }
    if (code) return code_is_mine(mt, seat, (unsigned)k, r) ? (unsigned)k : 0;
    rf_option *opts = malloc(RF_MAX_OPTIONS * sizeof *opts);              /* the player's list */
    rf_viewer me = match_viewer(mt, seat);
    int n = opts ? rf_options_as(mt->game, &me, opts, RF_MAX_OPTIONS) : 0;
    unsigned c = k < n ? opts[k].code : 0;
    free(opts);
    if (!c) reply_refused(r, RF_E_ILLEGAL, "there are %d options, numbered from 0", n);
    return c;
}

void h_choose(srv *s, srv_match *mt, const srv_request *rq, srv_response *r)
{
    int seat = request_seat(mt, rq, r);
    if (seat < -1 || !may_choose(mt, seat, r)) return;
    json_t *body = request_object(rq, r);
    unsigned code = body ? read_choice(mt, seat, body, r) : 0;
    json_decref(body);
    if (!code) return;
    int before = mt->nsteps;
    rf_error err;
    rf_status st = match_play(s, mt, code, &err);
    if (st == RF_E_ILLEGAL)
        reply_refused(r, st, "%s", err.message);
    else if (st != RF_OK)
        reply_error(r, SRV_E_STORE_FAILED, "%s; nothing changed", err.message);
    else {
        json_t *j = pending_reply(mt, seat);
        json_object_set_new(j, "played", json_integer(mt->nsteps - before));
        reply_json(r, 200, j);
    }
}
