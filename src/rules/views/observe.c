/*
 * observe.c — rf_observe: what one seat may know, as JSON (DESIGN.md,
 * "Hidden information").
 *
 * Public: rounds and turns, every legend's place, shield, health, gear,
 * weapons, ammo and attachments (all on the open legend board), loot on the
 * map, objects placed in play, opened bins, victory points, how many cards
 * are left in each deck and bag, the pending decision, the last attack and
 * the record of the current and previous turn (observe_record.c).
 * Hidden: the backpacks of other squads (behind their player screens,
 * BACKPACK-5), hands, role cards, Stage 1's loadouts (R-STAGE1-2), the
 * order of every deck and bag, and the generator's state. The table of
 * every field and its rule: docs/visibility.md.
 * A seat sees its own squad's backpacks. Nothing else of the state leaks,
 * so two states that differ only in what a seat cannot know give it the
 * same text byte for byte.
 */
#include <stdio.h>
#include <string.h>

#include "rules/cards/abilities_play.h"
#include "rules/engine/engine.h"
#include "rules/views/json_out.h"
#include "rules/views/observe_record.h"
#include "rules/engine/plugin.h"

static const char *squad_name(int s) { return s == RF_RED ? "red" : "blue"; }

static void put_loot(jbuf *j, const rf_game *g, int p)
{
    if (p < 0) {
        jb_put(j, "null");
        return;
    }
    const rf_loot_def *d = &g->content->catalog.loot[g->piece[p].def];
    jb_put(j, "{\"id\":");
    jb_str(j, d->id);
    jb_put(j, ",\"exhausted\":%s}", g->piece[p].exhausted ? "true" : "false");
}

static void put_weapons(jbuf *j, const rf_game *g, const rf_legend *lg)
{
    jb_put(j, "[");
    for (int s = 0; s < RF_WEAPON_SLOTS; s++) {
        if (s) jb_put(j, ",");
        if (lg->weapon[s] < 0) {
            jb_put(j, "null");
            continue;
        }
        const rf_weapon_def *w = &g->content->catalog.weapon[g->piece[lg->weapon[s]].def];
        jb_put(j, "{\"id\":");
        jb_str(j, w->id);
        jb_put(j, ",\"name\":");
        jb_str(j, w->name);
        jb_put(j, ",\"ammo\":%d,\"attachments\":[", lg->ammo[s]);
        for (int a = 0; a < RF_MAX_WEAPON_SLOTS; a++) {
            if (a) jb_put(j, ",");
            put_loot(j, g, lg->attach[s][a]);
        }
        jb_put(j, "]}");
    }
    jb_put(j, "]");
}

static void put_card_list(jbuf *j, const rf_game *g, const uint8_t *ids, int n)
{
    jb_put(j, "[");
    for (int i = 0; i < n; i++) {
        if (i) jb_put(j, ",");
        jb_str(j, g->content->cards.card[ids[i]].id);
    }
    jb_put(j, "]");
}

/* The deck is face down (its size only), the discard pile face up
 * (CARD-5), the hand seen by its own seat only (CARD-1). */
static void put_cards(jbuf *j, const rf_game *g, const rf_legend *lg, bool own)
{
    jb_put(j, ",\"deck\":%d,\"hand_size\":%d,\"discard\":", lg->deck_n, lg->hand_n);
    put_card_list(j, g, lg->discard, lg->discard_n);
    if (!own) return;
    jb_put(j, ",\"hand\":");
    put_card_list(j, g, lg->hand, lg->hand_n);
}

static void put_pool(jbuf *j, const rf_game *g, int l, bool own);

static void put_legend(jbuf *j, const rf_game *g, int l, const rf_viewer *v)
{
    int seat = v->seat;
    bool hand = rf_viewer_holds(g, v, l);           /* R-PLAYERS-2: a squadmate's is held */
    const rf_legend *lg = &g->legend[l];
    const geo_board *b = g->map->board;
    /* R-STAGE1-2: another squad's boards are set up out of sight in Stage 1
     * (its gear, weapons and the shield a body shield gives) */
    bool unseen = (g->match.stage == RF_STAGE_1 || plug_loadout_unseen(g)) &&  /* R-GUNRUN-3 */
                  !(seat >= 0 && seat == lg->seat);
    jb_put(j, "{\"name\":");
    jb_str(j, lg->name);
    jb_put(j, ",\"squad\":\"%s\",\"on_map\":%s,\"x\":%d,\"y\":%d,\"level\":%d,\"health\":%d,"
        "\"shield\":%d,\"shield_max\":%d,\"death_boxes\":%d,\"activated\":%s,\"gear\":[",
        squad_name(lg->squad), lg->on_map ? "true" : "false", lg->pos.x, lg->pos.y,
        lg->on_map ? geo_floor(b, lg->pos) : 0, lg->vitals.health, unseen ? 0 : lg->vitals.shield,
        unseen ? 0 : lg->vitals.shield_max, lg->death_boxes, lg->activated ? "true" : "false");
    for (int s = 0; s < RF_GEAR_SLOTS && !unseen; s++) {
        if (s) jb_put(j, ",");
        put_loot(j, g, lg->gear[s]);
    }
    jb_put(j, "],\"weapons\":");
    if (unseen) jb_put(j, "[]");
    else put_weapons(j, g, lg);
    put_pool(j, g, l, seat >= 0 && seat == lg->seat);
    put_cards(j, g, lg, hand);                                          /* CARD-6 */
    plug_observe_legend(g, l, seat, j);          /* ASSN-6: the role (assn.c) */
    if (seat >= 0 && seat == lg->seat) {                     /* BACKPACK-5 */
        jb_put(j, ",\"backpack\":[");
        for (int s = 0; s < RF_BACKPACK; s++) {
            if (s) jb_put(j, ",");
            put_loot(j, g, lg->pack[s]);
        }
        jb_put(j, "]");
    }
    jb_put(j, "}");
}

/* STAGE1-1: a legend's pool is its own squad's secret, even its size
 * (what was given or equipped would show, R-STAGE1-2). */
static void put_pool(jbuf *j, const rf_game *g, int l, bool own)
{
    int n = 0;
    for (int p = 0; p < g->npieces; p++) n += g->piece[p].where == RF_IN_POOL && g->piece[p].at == l;
    if (!n || !own) return;
    jb_put(j, ",\"pool\":[");
    for (int p = 0, first = 1; p < g->npieces; p++) {
        if (g->piece[p].where != RF_IN_POOL || g->piece[p].at != l) continue;
        jb_put(j, first ? "" : ",");
        first = 0;
        if (g->piece[p].kind == RF_PIECE_LOOT) put_loot(j, g, p);
        else {
            jb_put(j, "{\"weapon\":");
            jb_str(j, g->content->catalog.weapon[g->piece[p].def].id);
            jb_put(j, "}");
        }
    }
    jb_put(j, "]");
}

/* The match before Stage 3: colours, the draft list, the entrance board
 * (its rewards and epic tokens lie face up, STAGE2-1, STAGE2-2). */
static void put_match(jbuf *j, const rf_game *g)
{
    const rf_match *m = &g->match;
    static const char *const stages[] = { "map", "colours", "draft", "stage1", "stage2" };
    jb_put(j, ",\"match\":{\"stage\":\"%s\",\"seat_of\":[%d,%d]", stages[m->stage % 5],
        m->seat_of[0], m->seat_of[1]);
    if (m->stage == RF_STAGE_MAP) {
        jb_put(j, "}");
        return;
    }
    jb_put(j, ",\"aim\":[%d,%d],\"draft\":[", m->aim[0], m->aim[1]);
    for (int i = 0, first = 1; i < m->ndraft; i++)
        if (!(m->drafted >> i & 1)) {
            jb_put(j, first ? "" : ",");
            jb_str(j, m->draft_name[i]);
            first = 0;
        }
    jb_put(j, "],\"entrance\":[");
    for (int s = 0; s < 4; s++) {
        int e = -1;
        for (int p = 0; p < g->npieces && e < 0; p++)
            if (g->piece[p].where == RF_AT_ENTRANCE && g->piece[p].at == s) e = p;
        jb_put(j, "%s{\"reward\":", s ? "," : "");
        jb_str(j, m->reward[s] >= 0 ? g->content->rewards.reward[m->reward[s]].id : "");
        jb_put(j, ",\"epic\":");
        put_loot(j, g, e);
        jb_put(j, "}");
    }
    jb_put(j, "],\"sides\":[");
    for (int l = 0; l < g->nlegends; l++)
        jb_put(j, "%s%d", l ? "," : "", m->side[l]);
    jb_put(j, "],\"entered\":%u}", m->entered);
}

static void put_counts(jbuf *j, const rf_game *g, int seat)
{
    int bag[RF_RARITY_COUNT] = { 0 };
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].where == RF_IN_BAG && g->piece[p].at < RF_RARITY_COUNT) bag[g->piece[p].at]++;
    jb_put(j, ",\"weapon_deck\":%d,\"bin_deck\":%d,\"bags\":{\"common\":%d,\"rare\":%d,"
        "\"epic\":%d}", g->weapon_deck_n, g->bin_deck_n, bag[RF_COMMON], bag[RF_RARE], bag[RF_EPIC]);
    jb_put(j, ",\"held\":[");                /* drawn cards and tokens, in the open (INTERACT-4) */
    int first_held = 1;
    for (int p = 0; p < g->npieces; p++) {
        if (g->piece[p].where != RF_HELD) continue;
        /* R-STAGE1-2, CHAMP-10: the fully kitted cards a champion draws in
         * Stage 1 are set up out of sight of the other squad */
        if (g->match.stage == RF_STAGE_1 && !(seat >= 0 && seat == g->legend[g->piece[p].at].seat))
            continue;
        jb_put(j, "%s{\"legend\":%d,\"piece\":", first_held ? "" : ",", g->piece[p].at);
        if (g->piece[p].kind == RF_PIECE_LOOT) put_loot(j, g, p);
        else {
            jb_put(j, "{\"weapon\":");
            jb_str(j, g->content->catalog.weapon[g->piece[p].def].id);
            jb_put(j, "}");
        }
        jb_put(j, "}");
        first_held = 0;
    }
    jb_put(j, "]");
    jb_put(j, ",\"map_loot\":[");
    int first = 1;
    for (int p = 0; p < g->npieces; p++) {
        if (g->piece[p].where != RF_ON_MAP) continue;
        geo_cell c = geo_cell_at(g->piece[p].at);
        jb_put(j, "%s{\"x\":%d,\"y\":%d,\"token\":", first ? "" : ",", c.x, c.y);
        put_loot(j, g, p);
        jb_put(j, "}");
        first = 0;
    }
    jb_put(j, "]");
}

static void put_pending(jbuf *j, const rf_game *g)
{
    rf_decision d;
    if (!rf_pending(g, &d)) {
        jb_put(j, ",\"pending\":null");
        return;
    }
    jb_put(j, ",\"pending\":{\"seat\":%d,\"member\":%d,\"kind\":%d,\"legend\":%d,\"prompt\":",
           d.seat, d.member, d.kind, d.legend);
    jb_str(j, d.prompt);
    jb_put(j, "}");
}

static void put_last(jbuf *j, const rf_game *g)
{
    const rf_last_attack *la = &g->last;
    if (la->ncards == 0) return;
    jb_put(j, ",\"last_attack\":{\"shooter\":%d,\"target\":%d,\"ht\":%d,\"hits\":%d,\"heads\":%d,"
        "\"damage\":%d,\"cards\":[", la->shooter, la->target, la->ht, la->hits, la->heads, la->damage);
    for (int i = 0; i < la->ncards; i++)
        jb_put(j, "%s{\"value\":%d,\"icons\":%d,\"slot\":%d,\"hit\":%s,\"head\":%s}", i ? "," : "",
            la->cards[i].value, la->cards[i].icons, la->slots[i],
            (la->hit_mask >> i) & 1 ? "true" : "false", (la->head_mask >> i) & 1 ? "true" : "false");
    jb_put(j, "]}");
}

/* Ability tokens (in the supply, below the initiative track at a turn with
 * their top-to-bottom order, on the cooldown track at a position) and the
 * placed ability miniatures: all public (ABIL-3, TIME-2, COOL-1). */
static void put_abilities(jbuf *j, const rf_game *g)
{
    static const char *const where[] = { "supply", "initiative", "cooldown", "in use" };
    jb_put(j, ",\"abilities\":[");
    bool first = true;
    for (int l = 0; l < g->nlegends; l++)
        for (int s = 0; s < RF_ABIL_SLOTS; s++) {
            const rf_ability_def *a = abil_of(g, l, s);
            if (!a) continue;
            jb_put(j, "%s{\"legend\":%d,\"type\":\"%s\",\"id\":", first ? "" : ",", l,
                s == RF_ABIL_TACTICAL ? "tactical" : "ultimate");
            jb_str(j, a->id);
            jb_put(j, ",\"tokens\":[");
            for (int k = 0; k < a->tokens; k++) {
                const rf_abil_token *t = &g->abil.tok[l][s][k];
                jb_put(j, "%s{\"where\":\"%s\"", k ? "," : "", where[t->where % 4]);
                if (t->where == RF_TOK_TRACK)
                    jb_put(j, ",\"round\":%d,\"squad\":\"%s\",\"order\":%d", t->at / 2,
                        squad_name(t->at % 2), t->order);
                if (t->where == RF_TOK_COOLDOWN) jb_put(j, ",\"position\":%d", t->at);
                jb_put(j, "}");
            }
            jb_put(j, "]}");
            first = false;
        }
    jb_put(j, "],\"ability_miniatures\":[");
    for (int m = 0; m < g->abil.nminis; m++) {
        const rf_abil_mini *mi = &g->abil.mini[m];
        jb_put(j, "%s{\"legend\":%d,\"type\":\"%s\",\"attached\":%d", m ? "," : "", mi->legend,
            mi->slot == RF_ABIL_TACTICAL ? "tactical" : "ultimate", mi->attached);
        if (mi->attached < 0 && mi->at.kind == GEO_PLACE_POINT)
            jb_put(j, ",\"point\":[%d,%d,%d]", mi->at.u.point.i, mi->at.u.point.j,
                mi->at.u.point.level);
        else if (mi->attached < 0)
            jb_put(j, ",\"space\":[%d,%d]", mi->at.u.cell.x, mi->at.u.cell.y);
        jb_put(j, "}");
    }
    jb_put(j, "]");
}

int rf_observe(const rf_game *g, int seat, char *buf, size_t n)
{
    rf_viewer v = { seat, 0 };
    return rf_observe_as(g, &v, buf, n);
}

int rf_observe_as(const rf_game *g, const rf_viewer *v, char *buf, size_t n)
{
    int seat = v->seat < 0 ? -1 : v->seat;
    unsigned hands = 0;                       /* the legends whose hands v reads (R-PLAYERS-2) */
    for (int l = 0; l < g->nlegends; l++)
        if (rf_viewer_holds(g, v, l)) hands |= 1u << l;
    jbuf j = { buf, n, 0 };
    if (buf && n) buf[0] = '\0';
    jb_put(&j, "{\"seat\":%d,\"round\":%d,\"turn\":\"%s\",\"over\":%s,\"winner\":%d,\"active\":%d,"
        "\"ap\":%d,\"vp\":[%d,%d],\"legends\":[", seat, g->round, squad_name(g->squad_turn),
        g->over ? "true" : "false", g->winner, g->active, g->ap, g->vp[0], g->vp[1]);
    for (int l = 0; l < g->nlegends; l++) {
        if (l) jb_put(&j, ",");
        put_legend(&j, g, l, v);
    }
    jb_put(&j, "]");
    put_counts(&j, g, seat);
    jb_put(&j, ",\"bins_opened\":%u", g->bins_opened);
    put_match(&j, g);
    jb_put(&j, ",\"track_pos\":%d", g->track_pos);          /* the round marker: public */
    plug_observe(g, PLUG_OBS_AFTER_TRACK, seat, hands, &j);            /* the ring */
    plug_observe(g, PLUG_OBS_BEFORE_ABILITIES, seat, hands, &j);       /* Events, Gun Run */
    put_abilities(&j, g);
    plug_observe(g, PLUG_OBS_AFTER_ABILITIES, seat, hands, &j);  /* Supply Drops, Replicator */
    jb_put(&j, ",\"mode\":\"%s\"", rf_mode_code(g->mode));
    plug_observe(g, PLUG_OBS_AFTER_MODE, seat, hands, &j);   /* equipment boards, flags */
    plug_observe(g, PLUG_OBS_LAST, seat, hands, &j);                  /* Champions */
    put_pending(&j, g);
    put_last(&j, g);
    observe_put_record(&j, g);                    /* the turn's Shoots, Moves, damage (record.h) */
    engine_put_end(&j, g);                       /* why it ended, once over (end_reason.c) */
    jb_put(&j, "}");
    return (int)j.len;
}
