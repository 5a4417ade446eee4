/*
 * check.c — rf_check: every invariant of a game state (DESIGN.md,
 * "Invariants"; STYLE.md: Stockfish's pos_is_ok). Run after every step in
 * the tests. Returns the first broken invariant with what and where.
 */
#include <string.h>

#include "errors.h"
#include "geo/move.h"
#include "rules/cards/abilities_play.h"
#include "rules/engine/engine.h"
#include "rules/match/match.h"
#include "rules/engine/plugin.h"

#define BROKEN(...) error_fail(err, RF_E_ILLEGAL, NULL, 0, 0, "invariant", __VA_ARGS__)

static rf_status check_vitals(const rf_game *g, int l, rf_error *err)
{
    const rf_legend *lg = &g->legend[l];
    const rf_vitals *v = &lg->vitals;
    if (v->health < 1 || v->health > v->health_max)
        return BROKEN("%s: health %d outside 1..%d (DMG-7, ELIM-2)", lg->name, v->health, v->health_max);
    if (v->shield < 0 || v->shield > v->shield_max)
        return BROKEN("%s: shield %d outside 0..%d (DMG-7, GEAR-12)", lg->name, v->shield, v->shield_max);
    for (int s = 0; s < RF_WEAPON_SLOTS; s++)
        if (lg->ammo[s] > 5) return BROKEN("%s: ammo %d above 5 (WEAPON-2)", lg->name, lg->ammo[s]);
    return RF_OK;
}

static rf_status check_positions(const rf_game *g, rf_error *err)
{
    const geo_board *b = g->map->board;
    for (int l = 0; l < g->nlegends; l++) {
        const rf_legend *lg = &g->legend[l];
        if (!lg->on_map) continue;
        if (!geo_on_board(b, lg->pos) || geo_space_impassable(b, &g->overlay, lg->pos))
            return BROKEN("%s stands on %d,%d, not a space it may stand on", lg->name, lg->pos.x, lg->pos.y);
        for (int m = 0; m < l; m++)
            if (g->legend[m].on_map && geo_cell_eq(g->legend[m].pos, lg->pos))
                return BROKEN("%s and %s share %d,%d (MOVE-9)", g->legend[m].name, lg->name,
                              lg->pos.x, lg->pos.y);
    }
    return RF_OK;
}

/* A legend slot holding piece p must be where p says it is, and back. */
static rf_status check_slot(const rf_game *g, int p, int where, int at, rf_error *err)
{
    if (p < 0) return RF_OK;
    if (p >= g->npieces) return BROKEN("slot holds piece %d, beyond %d pieces", p, g->npieces);
    if (g->piece[p].where != where || g->piece[p].at != at)
        return BROKEN("piece %d is in a slot but says it is at %d/%d", p, g->piece[p].where, g->piece[p].at);
    return RF_OK;
}

static rf_status check_legend_slots(const rf_game *g, int l, int *count, rf_error *err)
{
    const rf_legend *lg = &g->legend[l];
    rf_status st = RF_OK;
    for (int s = 0; s < RF_GEAR_SLOTS && st == RF_OK; s++) {
        st = check_slot(g, lg->gear[s], RF_ON_GEAR, l * RF_GEAR_SLOTS + s, err);
        *count += lg->gear[s] >= 0;
    }
    for (int s = 0; s < RF_BACKPACK && st == RF_OK; s++) {
        st = check_slot(g, lg->pack[s], RF_IN_PACK, l * RF_BACKPACK + s, err);
        *count += lg->pack[s] >= 0;
    }
    for (int w = 0; w < RF_WEAPON_SLOTS && st == RF_OK; w++) {
        st = check_slot(g, lg->weapon[w], RF_ON_WEAPON, l * RF_WEAPON_SLOTS + w, err);
        *count += lg->weapon[w] >= 0;
        for (int a = 0; a < RF_MAX_WEAPON_SLOTS && st == RF_OK; a++) {
            st = check_slot(g, lg->attach[w][a], RF_ATTACHED,
                            (l * RF_WEAPON_SLOTS + w) * RF_MAX_WEAPON_SLOTS + a, err);
            *count += lg->attach[w][a] >= 0;
        }
    }
    return st;
}

static bool in_set(const uint64_t *set, int p) { return (set[p / 64] >> (p % 64)) & 1; }

/* Every piece is in exactly one place: each held piece is counted once by
 * the legends' slots, each deck card once by the deck; the indexes of
 * places (state.h) agree with the pieces. */
static rf_status check_pieces(const rf_game *g, rf_error *err)
{
    int held = 0, held_by_pieces = 0;
    for (int l = 0; l < g->nlegends; l++) {
        rf_status st = check_legend_slots(g, l, &held, err);
        if (st != RF_OK) return st;
    }
    for (int p = 0; p < g->npieces; p++) {
        int w = g->piece[p].where;
        held_by_pieces += w == RF_ON_GEAR || w == RF_IN_PACK || w == RF_ON_WEAPON || w == RF_ATTACHED;
        if (w == RF_IN_POOL && (g->piece[p].at < 0 || g->piece[p].at >= g->nlegends))
            return BROKEN("piece %d is in the pool of legend %d of %d", p, g->piece[p].at, g->nlegends);
        if (w == RF_AT_ENTRANCE && (g->piece[p].at < 0 || g->piece[p].at >= 4 ||
                                    g->match.stage != RF_STAGE_2))
            return BROKEN("epic token %d at entrance side %d outside Stage 2 (STAGE2-2, STAGE2-8)",
                          p, g->piece[p].at);
        if (w == RF_IN_POOL && g->match.stage != RF_STAGE_1)
            return BROKEN("piece %d is in a pool outside Stage 1 (STAGE1-7)", p);
        if (w == RF_IN_DECK && (g->piece[p].at >= g->weapon_deck_n || g->weapon_deck[g->piece[p].at] != p))
            return BROKEN("weapon card %d says it is at deck position %d", p, g->piece[p].at);
    }
    for (int p = 0; p < RF_PIECE_WORDS * 64; p++) {               /* the indexes (state.h) */
        int where = p < g->npieces ? g->piece[p].where : -1;
        if (in_set(g->on_map, p) != (where == RF_ON_MAP) || in_set(g->held, p) != (where == RF_HELD) ||
            in_set(g->in_pool, p) != (where == RF_IN_POOL))
            return BROKEN("the indexes of the pieces on the map, held or in a pool are wrong "
                          "for piece %d", p);
    }
    if (held != held_by_pieces)
        return BROKEN("%d pieces are held by legends but %d say so", held, held_by_pieces);
    return RF_OK;
}

static rf_status check_aim_deck(const rf_game *g, rf_error *err)
{
    unsigned seen = 0;
    for (int i = 0; i < RF_AIM_DECK; i++) {
        int c = g->aim_deck[i];
        if (c < 0 || c >= RF_AIM_DECK || (seen >> c) & 1u)
            return BROKEN("the Aim deck is not the 14 cards once each (AIM-1)");
        seen |= 1u << c;
    }
    return RF_OK;
}

/* CARD-6: every card of a legend's deck is in its deck, hand or discard. */
static rf_status check_cards(const rf_game *g, int l, rf_error *err)
{
    const rf_legend *lg = &g->legend[l];
    if (lg->deck_n + lg->hand_n + lg->discard_n > RF_DECK_SIZE)
        return BROKEN("%s holds %d action cards, more than a deck", lg->name,
                      lg->deck_n + lg->hand_n + lg->discard_n);
    const uint8_t *piles[3] = { lg->deck, lg->hand, lg->discard };
    int counts[3] = { lg->deck_n, lg->hand_n, lg->discard_n };
    for (int p = 0; p < 3; p++)
        for (int i = 0; i < counts[p]; i++)
            if (piles[p][i] >= g->content->cards.n)
                return BROKEN("%s holds unknown action card %d", lg->name, piles[p][i]);
    for (int i = 1; i < lg->hand_n; i++)          /* a hand is kept in content order (hand.c) */
        if (lg->hand[i - 1] >= lg->hand[i])
            return BROKEN("%s's hand is not in the content's card order at %d", lg->name, i);
    return RF_OK;
}

/* TRANS-5: the round marker on the track (the ring's border is the ring
 * plug-in's, modules/ring/ring_play.c). */
static rf_status check_track(const rf_game *g, rf_error *err)
{
    if (g->content->track.n && g->track_pos >= g->content->track.n)
        return BROKEN("round marker at %d of %d", g->track_pos, g->content->track.n);
    return RF_OK;
}

rf_status rf_check(const rf_game *g, rf_error *err)
{
    if (g->magic != RF_GAME_MAGIC) return BROKEN("not a live game");
    if (!g->over && g->nframes == 0) return BROKEN("the game is not over but nothing is pending");
    for (int i = 0; i < g->nframes; i++)
        if (g->stack[i].type >= FR_COUNT) return BROKEN("frame %d has type %d", i, g->stack[i].type);
    for (int l = 0; l < g->nlegends; l++) {
        rf_status st = check_vitals(g, l, err);
        if (st == RF_OK) st = check_cards(g, l, err);
        if (st != RF_OK) return st;
    }
    rf_status st = check_positions(g, err);
    if (st == RF_OK) st = check_pieces(g, err);
    if (st == RF_OK) st = check_aim_deck(g, err);
    if (st == RF_OK) st = match_check(g, err);
    if (st == RF_OK) st = check_track(g, err);
    if (st == RF_OK) st = abilities_check(g, err);                /* ABIL, TIME, COOL */
    if (st == RF_OK) st = plug_check(g, err);          /* the modes', modules' and legends' */
    return st;
}
