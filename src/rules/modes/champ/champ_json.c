/*
 * champ_json.c — what the observation shows of Champions (rules CHAMP-1,
 * CHAMP-3, CHAMP-5, CHAMP-7, CHAMP-10, CHAMP-12, CHAMP-16, CHAMP-18 …
 * CHAMP-20; docs/protocol.md):
 *   - who the champions are (CHAMP-1), their 3 AP (CHAMP-12), the Boss
 *     dial's limits 70/70 (CHAMP-7), the goals (CHAMP-3: challengers 2 VP
 *     or the last round, champions 4 VP);
 *   - each champion's Boss board: its printed items by space (CHAMP-16;
 *     the lock bits are the equipment board's, equip_observe);
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
#include <stdio.h>

#include "rules/modes/champ/champ_json.h"
#include "rules/engine/plugin.h"
#include "rules/views/json_out.h"
#include "rules/modes/champ/champ_play.h"
#include "rules/engine/pieces.h"

/* A feat card with its words (data/champions.json). */
static void put_feat(jbuf *o, const rf_champ_content *c, int i)
{
    const rf_champ_feat *f = &c->feat[i];
    jb_put(o, "{\"id\":");
    jb_str(o, f->id);
    jb_put(o, ",\"name\":");
    jb_str(o, f->name);
    jb_put(o, ",\"top\":");
    jb_str(o, f->top.text);
    jb_put(o, ",\"bottom\":");
    jb_str(o, f->bottom.text);
    jb_put(o, "}");
}

/* The cards of bits by id. */
static void put_feats(jbuf *o, const rf_champ_content *c, unsigned bits)
{
    jb_put(o, "[");
    for (int i = 0, first = 1; i < RF_CHAMP_FEATS; i++) {
        if (!(bits >> i & 1)) continue;
        jb_put(o, first ? "" : ",");
        jb_str(o, c->feat[i].id);
        first = 0;
    }
    jb_put(o, "]");
}

/* Champion l's Boss board and feat cards; own: seen by l's seat. */
static void put_board(jbuf *o, const rf_game *g, int l, bool own)
{
    const rf_champ_content *c = &g->content->champ;
    const rf_champ_feats *f = &g->champ.feats[l];
    jb_put(o, "{\"legend\":%d,\"spaces\":[", l);
    for (int s = 0; s < c->nboss; s++) {                                   /* CHAMP-16 */
        jb_put(o, s ? "," : "");
        jb_str(o, g->content->catalog.loot[c->boss_item[s]].id);
    }
    jb_put(o, "],\"active\":");                                               /* CHAMP-18 (2) */
    if (f->active >= 0 && f->active < RF_CHAMP_FEATS) jb_str(o, c->feat[f->active].id);
    else jb_put(o, "null");
    jb_put(o, ",\"hand_size\":%d,\"discard\":", __builtin_popcount(f->hand));
    put_feats(o, c, f->discard);                                           /* CHAMP-19 */
    if (own) {                                                             /* CHAMP-10 */
        jb_put(o, ",\"hand\":");
        put_feats(o, c, f->hand);
        jb_put(o, ",\"kept\":");
        put_feats(o, c, f->kept);
    }
    jb_put(o, "}");
}

/* CHAMP-5: the fully kitted deck (the red squad's of rf_gunrun_state). */
static void put_kitted(jbuf *o, const rf_game *g, int seat)
{
    const rf_gunrun_state *k = &g->gunrun;
    bool hidden = g->match.stage == RF_STAGE_1 &&                          /* R-STAGE1-2 */
                  !(seat >= 0 && seat == g->match.seat_of[RF_RED]);
    jb_put(o, ",\"kitted\":{\"deck\":%d,\"discard\":", k->deck_n[RF_RED]);
    if (hidden) {
        jb_put(o, "%d}", k->discard_n[RF_RED]);
        return;
    }
    jb_put(o, "[");
    for (int i = 0; i < k->discard_n[RF_RED]; i++) {
        jb_put(o, i ? "," : "");
        jb_str(o, pieces_weapon_of(g, k->discard[RF_RED][i])->id);
    }
    jb_put(o, "]}");
}

void champ_observe(const rf_game *g, int at, int seat, unsigned hands, jbuf *o)
{
    if (at != PLUG_OBS_LAST || g->mode != RF_MODE_CHAMP || !g->content->champ.loaded) return;
    const rf_champ_rules *r = &g->content->champ.rules;
    jb_put(o, ",\"champions\":{\"legends\":[");
    for (int l = 0, first = 1; l < g->nlegends; l++)
        if (champ_is_champion(g, l)) {                                  /* CHAMP-1 */
            jb_put(o, "%s%d", first ? "" : ",", l);
            first = 0;
        }
    jb_put(o, "],\"ap\":%d,\"limits\":{\"health\":%d,\"shield\":%d},\"goals\":{\"challengers_vp\":"
        "%d,\"champions_vp\":%d,\"rounds\":%d}", r->ap, r->health, r->shield,
        r->challengers_vp, r->champions_vp, g->max_rounds);
    put_kitted(o, g, seat);
    jb_put(o, ",\"cards\":[");
    for (int i = 0; i < RF_CHAMP_FEATS; i++) {
        jb_put(o, i ? "," : "");
        put_feat(o, &g->content->champ, i);
    }
    jb_put(o, "]");
    jb_put(o, ",\"boards\":[");
    for (int l = 0, first = 1; l < g->nlegends; l++) {
        if (!champ_is_champion(g, l)) continue;
        jb_put(o, first ? "" : ",");
        put_board(o, g, l, hands >> l & 1u);            /* CHAMP-10, R-PLAYERS-2 */
        first = 0;
    }
    jb_put(o, "]}");
}
