/*
 * champ_json.c — what the observation shows of Champions (rules CHAMP-1,
 * CHAMP-3, CHAMP-5, CHAMP-7, CHAMP-10, CHAMP-12, CHAMP-16, CHAMP-18 …
 * CHAMP-20; docs/protocol.md):
 *   - who the champions are (CHAMP-1), their 3 AP (CHAMP-12), the Boss
 *     dial's limits 70/70 (CHAMP-7), the goals (CHAMP-3: challengers 2 VP
 *     or the last round, champions 4 VP);
 *   - each champion's Boss board: its printed items by space (CHAMP-16;
 *     the lock bits are the equipment board's, put_modes);
 *   - the fully kitted deck (CHAMP-5): its size and face-up discard pile,
 *     a count only to the challengers while Stage 1 is set up out of
 *     sight (R-STAGE1-2);
 *   - the 6 feat cards' words, once (every deck has the same, CHAMP-5);
 *   - each champion's feat cards by id: the active card lies face up
 *     (CHAMP-18 (2)), played cards go to a champion-card discard pile
 *     (CHAMP-19): both public; the cards in hand and the 3 kept at set-up
 *     (CHAMP-10) are its own seat's secret: others see only how many are
 *     in hand.
 * Only reads the game: observing changes no state (rf_game_hash).
 */
#include <stdarg.h>
#include <stdio.h>

#include "rules/champ_json.h"
#include "rules/champ_play.h"
#include "rules/pieces.h"

typedef struct out { char *buf; size_t n; size_t len; } out;

static void put(out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(out *o, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    size_t room = o->len < o->n ? o->n - o->len : 0;
    int k = vsnprintf(o->buf && room ? o->buf + o->len : NULL, room, fmt, ap);
    va_end(ap);
    if (k > 0) o->len += (size_t)k;
}

/* A string as JSON (card texts are data: quotes and backslashes escaped). */
static void put_str(out *o, const char *s)
{
    put(o, "\"");
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') put(o, "\\%c", *s);
        else if ((unsigned char)*s < 0x20) put(o, "\\u%04x", (unsigned char)*s);
        else put(o, "%c", *s);
    }
    put(o, "\"");
}

/* A feat card with its words (data/champions.json). */
static void put_feat(out *o, const rf_champ_content *c, int i)
{
    const rf_champ_feat *f = &c->feat[i];
    put(o, "{\"id\":");
    put_str(o, f->id);
    put(o, ",\"name\":");
    put_str(o, f->name);
    put(o, ",\"top\":");
    put_str(o, f->top.text);
    put(o, ",\"bottom\":");
    put_str(o, f->bottom.text);
    put(o, "}");
}

/* The cards of bits by id. */
static void put_feats(out *o, const rf_champ_content *c, unsigned bits)
{
    put(o, "[");
    for (int i = 0, first = 1; i < RF_CHAMP_FEATS; i++) {
        if (!(bits >> i & 1)) continue;
        put(o, first ? "" : ",");
        put_str(o, c->feat[i].id);
        first = 0;
    }
    put(o, "]");
}

/* Champion l's Boss board and feat cards; own: seen by l's seat. */
static void put_board(out *o, const rf_game *g, int l, bool own)
{
    const rf_champ_content *c = &g->content->champ;
    const rf_champ_feats *f = &g->champ.feats[l];
    put(o, "{\"legend\":%d,\"spaces\":[", l);
    for (int s = 0; s < c->nboss; s++) {                                   /* CHAMP-16 */
        put(o, s ? "," : "");
        put_str(o, g->content->catalog.loot[c->boss_item[s]].id);
    }
    put(o, "],\"active\":");                                               /* CHAMP-18 (2) */
    if (f->active >= 0 && f->active < RF_CHAMP_FEATS) put_str(o, c->feat[f->active].id);
    else put(o, "null");
    put(o, ",\"hand_size\":%d,\"discard\":", __builtin_popcount(f->hand));
    put_feats(o, c, f->discard);                                           /* CHAMP-19 */
    if (own) {                                                             /* CHAMP-10 */
        put(o, ",\"hand\":");
        put_feats(o, c, f->hand);
        put(o, ",\"kept\":");
        put_feats(o, c, f->kept);
    }
    put(o, "}");
}

/* CHAMP-5: the fully kitted deck (the red squad's of rf_gunrun_state). */
static void put_kitted(out *o, const rf_game *g, int seat)
{
    const rf_gunrun_state *k = &g->gunrun;
    bool hidden = g->match.stage == RF_STAGE_1 &&                          /* R-STAGE1-2 */
                  !(seat >= 0 && seat == g->match.seat_of[RF_RED]);
    put(o, ",\"kitted\":{\"deck\":%d,\"discard\":", k->deck_n[RF_RED]);
    if (hidden) {
        put(o, "%d}", k->discard_n[RF_RED]);
        return;
    }
    put(o, "[");
    for (int i = 0; i < k->discard_n[RF_RED]; i++) {
        put(o, i ? "," : "");
        put_str(o, rf_weapon_of(g, k->discard[RF_RED][i])->id);
    }
    put(o, "]}");
}

int rf_champ_json(const rf_game *g, int seat, char *buf, size_t n)
{
    out o = { buf, n, 0 };
    if (buf && n) buf[0] = '\0';
    if (g->mode != RF_MODE_CHAMP || !g->content->champ.loaded) return 0;
    const rf_champ_rules *r = &g->content->champ.rules;
    put(&o, ",\"champions\":{\"legends\":[");
    for (int l = 0, first = 1; l < g->nlegends; l++)
        if (rf_champ_is_champion(g, l)) {                                  /* CHAMP-1 */
            put(&o, "%s%d", first ? "" : ",", l);
            first = 0;
        }
    put(&o, "],\"ap\":%d,\"limits\":{\"health\":%d,\"shield\":%d},\"goals\":{\"challengers_vp\":"
        "%d,\"champions_vp\":%d,\"rounds\":%d}", r->ap, r->health, r->shield,
        r->challengers_vp, r->champions_vp, g->max_rounds);
    put_kitted(&o, g, seat);
    put(&o, ",\"cards\":[");
    for (int i = 0; i < RF_CHAMP_FEATS; i++) {
        put(&o, i ? "," : "");
        put_feat(&o, &g->content->champ, i);
    }
    put(&o, "]");
    put(&o, ",\"boards\":[");
    for (int l = 0, first = 1; l < g->nlegends; l++) {
        if (!rf_champ_is_champion(g, l)) continue;
        put(&o, first ? "" : ",");
        put_board(&o, g, l, seat >= 0 && seat == g->legend[l].seat);
        first = 0;
    }
    put(&o, "]}");
    return (int)o.len;
}
