/*
 * observe_record.c — the observation's "record": every Shoot, Move and
 * damage of the current and previous turn as data (record.h), so that a
 * client draws the Aim board, the paths and the damage without reading the
 * log's words (docs/protocol.md, "The record"). All public: Aim cards are
 * revealed face up (AIM-1), reaction and Enhanced cards played face up
 * (REACT, ENHANCE), moves and damage happen on the open board.
 */
#include "rules/views/json_out.h"
#include "rules/views/observe_record.h"

/* The ring's entries still kept from the previous turn on: [*from, total). */
static int window(const rf_rec_count *c, int cap, int *from)
{
    int lo = c->total > cap ? c->total - cap : 0;
    *from = c->at_prev_turn > lo ? c->at_prev_turn : lo;
    return c->at_prev_turn < lo ? lo - c->at_prev_turn : 0;     /* lost to the ring */
}

static const char *turn_of(const rf_game *g, int turn)
{
    return turn == g->rec.turn ? "current" : "previous";
}

static void put_icons(jbuf *j, unsigned icons)
{
    static const char *const names[] = { "lower", "higher", "cover", "half", "head" };
    jb_put(j, "[");
    for (int b = 0, first = 1; b < 5; b++)
        if (icons >> b & 1) {
            jb_put(j, "%s\"%s\"", first ? "" : ",", names[b]);
            first = 0;
        }
    jb_put(j, "]");
}

static void put_card(jbuf *j, const rf_rec_card *c)
{
    static const char *const why[RF_AIM_WHYS] = { "threshold", "lower", "higher", "cover",
                                                  "higher_beats_lower", "cover_beats_lower" };
    static const char *const rule[RF_AIM_WHYS] = { "AIM-12", "AIM-11", "AIM-11", "AIM-11",
                                                   "AIM-14", "AIM-14" };
    int w = (c->flags >> 4) % RF_AIM_WHYS;
    jb_put(j, "{\"value\":%d,\"icons\":", c->value);
    put_icons(j, c->icons);
    jb_put(j, ",\"slot\":%d,\"modifier\":%d,\"shot\":%d,\"hit\":%s,\"why\":\"%s\",\"rule\":\"%s\","
        "\"headshot\":%s,\"helmet\":%s}", c->slot, c->mod, c->shot + 1,
        c->flags & RF_REC_HIT ? "true" : "false", why[w], rule[w],
        c->flags & RF_REC_HEAD ? "true" : "false", c->flags & RF_REC_HELMET ? "true" : "false");
}

/* SHOOT-13 … SHOOT-16: the threshold the Shoot used, and its parts. */
static void put_threshold(jbuf *j, const rf_rec_shot *s)
{
    jb_put(j, "\"threshold\":{\"ht\":%d,\"weapon\":%d,\"range\":%d,\"optic\":%d,\"other\":%d,"
        "\"modifiers\":[", s->ht, s->base, s->range_mod, s->optic_mod, s->other_mod);
    int sum = 0;
    for (int i = 0; i < s->nparts; i++) {
        jb_put(j, "%s{\"source\":", i ? "," : "");
        jb_str(j, s->part[i].what ? s->part[i].what : "");
        jb_put(j, ",\"kind\":\"%s\",\"modifier\":%d}", ht_part_kind_name(s->part[i].kind),
            s->part[i].mod);
        sum += s->part[i].mod;
    }
    if (s->other_mod != sum)                 /* what no recorded source explains */
        jb_put(j, "%s{\"source\":\"other\",\"kind\":\"other\",\"modifier\":%d}", s->nparts ? "," : "",
            s->other_mod - sum);
    jb_put(j, "]}");
}

static void put_shot(jbuf *j, const rf_game *g, const rf_rec_shot *s)
{
    const rf_catalog *cat = &g->content->catalog;
    bool known = s->weapon >= 0 && s->weapon < cat->nweapons;
    jb_put(j, "{\"turn\":\"%s\",\"seq\":%d,\"shooter\":%d,\"target\":%d,\"weapon_slot\":%d,"
        "\"weapon\":", turn_of(g, s->turn), s->seq, s->shooter, s->target, s->slot);
    jb_str(j, known ? cat->weapon[s->weapon].id : "");
    jb_put(j, ",\"weapon_name\":");
    jb_str(j, known ? cat->weapon[s->weapon].name : "");
    jb_put(j, ",\"distance\":%d,\"cover\":%s,\"target_lower\":%s,\"target_higher\":%s,", s->distance,
        s->flags & RF_REC_COVER ? "true" : "false", s->flags & RF_REC_LOWER ? "true" : "false",
        s->flags & RF_REC_HIGHER ? "true" : "false");
    put_threshold(j, s);
    jb_put(j, ",\"cards\":[");
    for (int i = 0; i < s->ncards; i++) {
        if (i) jb_put(j, ",");
        put_card(j, &s->card[i]);
    }
    jb_put(j, "],\"hits\":%d,\"half_hits\":%d,\"headshots\":%d,\"helmet_saves\":%d,\"damage\":%d,"
        "\"to_shield\":%d,\"to_health\":%d,\"knockdown_prevented\":%s,\"eliminated\":%s}", s->hits,
        s->half_hits, s->heads, s->helmet_saved, s->damage, s->to_shield, s->to_health,
        s->flags & RF_REC_PREVENTED ? "true" : "false",
        s->flags & RF_REC_ELIMINATED ? "true" : "false");
}

static void put_move(jbuf *j, const rf_game *g, const rf_rec_move *m)
{
    jb_put(j, "{\"turn\":\"%s\",\"seq\":%d,\"legend\":%d,\"mp\":%d,\"path\":[", turn_of(g, m->turn),
        m->seq, m->legend, m->mp);
    for (int i = 0; i < m->n; i++) {
        geo_cell c = geo_cell_at(m->path[i]);
        jb_put(j, "%s[%d,%d]", i ? "," : "", c.x, c.y);
    }
    jb_put(j, "]}");
}

static void put_event(jbuf *j, const rf_game *g, const rf_rec_event *e)
{
    jb_put(j, "{\"turn\":\"%s\",\"seq\":%d,\"kind\":\"%s\",\"legend\":%d,\"source\":%d,"
        "\"cause\":\"%s\",\"what\":", turn_of(g, e->turn), e->seq,
        e->kind == RF_EVENT_ELIMINATION ? "elimination" : "damage", e->legend, e->source,
        rf_cause_name(e->cause));
    jb_str(j, e->what ? e->what : "");
    jb_put(j, ",\"amount\":%d,\"to_shield\":%d,\"to_health\":%d}", e->amount, e->to_shield,
        e->to_health);
}

/* MELEE-2 (2), MELEE-3: the one Aim card, a hit at 40 or more. */
static void put_melee(jbuf *j, const rf_game *g, const rf_rec_melee *m)
{
    jb_put(j, "{\"turn\":\"%s\",\"seq\":%d,\"attacker\":%d,\"target\":%d,\"card\":{\"value\":%d,"
        "\"icons\":", turn_of(g, m->turn), m->seq, m->attacker, m->target, m->value);
    put_icons(j, m->icons);
    jb_put(j, "},\"hit\":%s,\"rule\":\"MELEE-3\"}", m->hit ? "true" : "false");
}

static void put_ints16(jbuf *j, const char *name, const int16_t *v, int n)
{
    jb_put(j, "\"%s\":[", name);
    for (int i = 0; i < n; i++) jb_put(j, "%s%d", i ? "," : "", v[i]);
    jb_put(j, "]");
}

static void put_ints8(jbuf *j, const char *name, const uint8_t *v, int n)
{
    jb_put(j, "\"%s\":[", name);
    for (int i = 0; i < n; i++) jb_put(j, "%s%d", i ? "," : "", v[i]);
    jb_put(j, "]");
}

/* The match so far per legend (record.h's totals): public, every damage
 * and elimination happened on the open board. */
static void put_totals(jbuf *j, const rf_game *g)
{
    const rf_rec_totals *t = &g->rec.totals;
    int n = g->nlegends < RF_REC_LEGENDS ? g->nlegends : RF_REC_LEGENDS;
    jb_put(j, ",\"totals\":{");
    put_ints16(j, "dealt", t->dealt, n);
    jb_put(j, ",");
    put_ints16(j, "taken", t->taken, n);
    jb_put(j, ",");
    put_ints8(j, "eliminations", t->eliminations, n);
    jb_put(j, ",");
    put_ints8(j, "eliminated", t->eliminated, n);
    jb_put(j, "}");
}

void observe_put_record(jbuf *j, const rf_game *g)
{
    const rf_record *r = &g->rec;
    int from, lost = window(&r->shots, RF_REC_SHOTS, &from);
    jb_put(j, ",\"record\":{\"turn\":%d,\"shots\":[", r->turn);
    for (int i = from; i < r->shots.total; i++) {
        if (i > from) jb_put(j, ",");
        put_shot(j, g, &r->shot[i % RF_REC_SHOTS]);
    }
    jb_put(j, "],\"shots_lost\":%d,\"moves\":[", lost);
    lost = window(&r->moves, RF_REC_MOVES, &from);
    for (int i = from; i < r->moves.total; i++) {
        if (i > from) jb_put(j, ",");
        put_move(j, g, &r->move[i % RF_REC_MOVES]);
    }
    jb_put(j, "],\"moves_lost\":%d,\"events\":[", lost);
    lost = window(&r->events, RF_REC_EVENTS, &from);
    for (int i = from; i < r->events.total; i++) {
        if (i > from) jb_put(j, ",");
        put_event(j, g, &r->event[i % RF_REC_EVENTS]);
    }
    jb_put(j, "],\"events_lost\":%d,\"melees\":[", lost);
    lost = window(&r->melees, RF_REC_MELEES, &from);
    for (int i = from; i < r->melees.total; i++) {
        if (i > from) jb_put(j, ",");
        put_melee(j, g, &r->melee[i % RF_REC_MELEES]);
    }
    jb_put(j, "],\"melees_lost\":%d", lost);
    put_totals(j, g);
    jb_put(j, "}");
}
