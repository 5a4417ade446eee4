/*
 * record.c — the record of the current and previous turn (record.h): what
 * the observation shows of every Shoot, Move and damage as data, so that a
 * client draws them without reading the log's words.
 */
#include <string.h>

#include "rules/combat/ht_parts.h"
#include "rules/record/record_add.h"

/* The slot of the next entry of a ring of cap entries. */
static int next_slot(rf_rec_count *c, int cap)
{
    int i = c->total % cap;
    c->total++;
    return i;
}

/* The next entry's place in the order of every entry (record.h: seq). */
static uint16_t next_seq(rf_record *r)
{
    return r->seq++;
}

void rec_turn_start(rf_game *g)
{
    rf_record *r = &g->rec;
    r->turn++;
    rf_rec_count *c[4] = { &r->shots, &r->moves, &r->events, &r->melees };
    for (int i = 0; i < 4; i++) {
        c[i]->at_prev_turn = c[i]->at_turn;
        c[i]->at_turn = c[i]->total;
    }
}

/* SHOOT-13 … SHOOT-16: the "other" modifier by source, the parts the log
 * words (shot_ht_parts, once per Shoot); what does not fit stays in
 * other_mod. */
static void record_parts(const rf_ht_part *p, int n, rf_rec_shot *r)
{
    for (int i = 0; i < n && r->nparts < RF_REC_PARTS; i++) {
        rf_rec_part *q = &r->part[r->nparts++];
        q->what = p[i].what;
        q->kind = p[i].kind;
        q->mod = (int8_t)p[i].mod;
    }
}

static void record_cards(const rf_aim_result *ar, rf_rec_shot *r)
{
    r->ncards = (uint8_t)(ar->ncards < RF_REC_CARDS ? ar->ncards : RF_REC_CARDS);
    for (int i = 0; i < r->ncards; i++) {
        const rf_aim_placed *p = &ar->card[i];
        rf_rec_card *c = &r->card[i];
        c->value = p->card.value;
        c->icons = p->card.icons;
        c->slot = p->slot;
        c->mod = p->mod;
        c->shot = p->shot;
        c->flags = (uint8_t)((p->hit ? RF_REC_HIT : 0) | (p->head ? RF_REC_HEAD : 0) |
                             (p->helmet ? RF_REC_HELMET : 0) | (p->why_code << 4));
    }
}

void rec_shot_add(rf_game *g, const rf_rec_shot_in *in)
{
    rf_record *rec = &g->rec;
    rf_rec_shot *r = &rec->shot[next_slot(&rec->shots, RF_REC_SHOTS)];
    memset(r, 0, sizeof *r);
    r->turn = rec->turn;
    r->seq = next_seq(rec);
    r->shooter = (int8_t)in->shooter;
    r->target = (int8_t)in->target;
    r->slot = (int8_t)in->slot;
    r->weapon = (int16_t)in->weapon;
    r->ht = (int16_t)in->ht->ht;
    r->base = (int16_t)in->ht->base;
    r->range_mod = (int8_t)in->ht->range_mod;
    r->optic_mod = (int8_t)in->ht->optic_mod;
    r->other_mod = (int16_t)in->ht->other_mod;
    r->distance = (uint8_t)in->distance;
    r->flags = (uint8_t)((in->at->cover ? RF_REC_COVER : 0) | (in->at->lower ? RF_REC_LOWER : 0) |
                         (in->at->higher ? RF_REC_HIGHER : 0) |
                         (in->dr->prevented ? RF_REC_PREVENTED : 0) |
                         (in->dr->eliminated ? RF_REC_ELIMINATED : 0));
    r->hits = (uint8_t)in->ar->hits;
    r->heads = (uint8_t)in->ar->heads;
    r->half_hits = (uint8_t)in->ar->half_hits;
    r->helmet_saved = (uint8_t)in->ar->helmet_saved;
    r->damage = (int16_t)in->damage;
    r->to_shield = (uint8_t)in->dr->to_shield;
    r->to_health = (uint8_t)in->dr->to_health;
    record_parts(in->parts, in->nparts, r);
    record_cards(in->ar, r);
}

void rec_move_add(rf_game *g, int legend, geo_cell from, const geo_cell *path, int n, int mp)
{
    rf_record *rec = &g->rec;
    rf_rec_move *m = &rec->move[next_slot(&rec->moves, RF_REC_MOVES)];
    m->turn = rec->turn;
    m->seq = next_seq(rec);
    m->legend = (int8_t)legend;
    m->mp = (uint8_t)mp;
    m->path[0] = (uint16_t)geo_cell_index(from);
    m->n = 1;
    for (int i = 0; i < n && m->n < RF_REC_PATH; i++) m->path[m->n++] = (uint16_t)geo_cell_index(path[i]);
}

/* The match's totals per legend (record.h): source -1 (the ring, a supply
 * drop) deals nothing; a legend may hurt itself (a grenade) and it counts. */
static void add_totals(rf_rec_totals *t, int kind, int legend, int source, int amount)
{
    bool src = source >= 0 && source < RF_REC_LEGENDS;
    if (legend < 0 || legend >= RF_REC_LEGENDS) return;
    if (kind == RF_EVENT_ELIMINATION) {
        t->eliminated[legend]++;
        if (src && source != legend) t->eliminations[source]++;
        return;
    }
    t->taken[legend] = (int16_t)(t->taken[legend] + amount);
    if (src) t->dealt[source] = (int16_t)(t->dealt[source] + amount);
}

void rec_event_add(rf_game *g, int kind, int legend, int source, int cause, const char *what,
                      int amount, int to_shield, int to_health)
{
    rf_record *rec = &g->rec;
    rf_rec_event *e = &rec->event[next_slot(&rec->events, RF_REC_EVENTS)];
    e->what = what;
    e->turn = rec->turn;
    e->seq = next_seq(rec);
    e->kind = (uint8_t)kind;
    e->legend = (int8_t)legend;
    e->source = (int8_t)source;
    e->cause = (uint8_t)cause;
    e->amount = (int16_t)amount;
    e->to_shield = (uint8_t)to_shield;
    e->to_health = (uint8_t)to_health;
    add_totals(&rec->totals, kind, legend, source, amount);
}

void rec_melee_add(rf_game *g, int attacker, int target, rf_aim_card card, bool hit)
{
    rf_record *rec = &g->rec;
    rf_rec_melee *m = &rec->melee[next_slot(&rec->melees, RF_REC_MELEES)];
    m->turn = rec->turn;
    m->seq = next_seq(rec);
    m->attacker = (int8_t)attacker;
    m->target = (int8_t)target;
    m->value = card.value;
    m->icons = card.icons;
    m->hit = hit;
}
