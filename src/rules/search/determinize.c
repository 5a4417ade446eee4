/*
 * determinize.c — rf_game_determinize (ringfall.h): a game the same in all
 * that one seat may know, with the rest drawn anew (issue 13, "Honest
 * search"; docs/visibility.md says what each seat sees).
 *
 * What is drawn anew, each time among the things that seat cannot tell
 * apart, so that the result is a world the seat would hold possible:
 *   - loot tokens: the bags (LOOT-6) with the other squad's backpacks, Stage
 *     1 pools and, in Stage 1, the tokens held next to its boards
 *     (BACKPACK-5, STAGE1-1, R-STAGE1-2), token for token of the same
 *     rarity; a token the seat saw go into a backpack stays (rf_seen); in
 *     Stage 1 all of them drawn as a whole (stage1_draw);
 *   - weapon cards: the weapon deck's order with the other squad's Stage 1
 *     weapon cards (pools and weapon slots, STAGE1-1, STAGE1-4), the
 *     supply drops' face-down special weapons (DROP-2),
 *     each squad's fully kitted deck and the other squad's queue (GUNRUN-5);
 *   - action cards: another seat's hand against its deck (CARD-6; the cards
 *     seen going into the hand stay, rf_seen), every deck's order;
 *   - the bin, event and supply drop decks' orders, the Aim deck's order;
 *   - Assassination: the other squad's role cards still in hand (ASSN-6);
 *     Champions: another seat's champion cards in hand against those put
 *     out of the game (CHAMP-10);
 *   - the generator (every later draw).
 * Each group is put in a canonical order (sorted) before it is shuffled, so
 * the result depends only on what the seat knows and the seed: two games
 * the seat cannot tell apart give the same determinization
 * (tests/unit/test_determinize.c).
 *
 * In Stage 1 (R-STAGE1-2, determinize_stage1.c) the rest of another squad's
 * loadout as well, once it has begun: every token it holds, wears, keeps on
 * its boards or left in its pools (STAGE1-7), drawn as a whole with the
 * bags (stage1_draw: the worn ones give their shield, GEAR-8, GEAR-9,
 * GEAR-11), its weapon
 * cards with the weapon deck (their attachments gathered off first), its
 * fully kitted cards (with its kitted deck, GUNRUN-3, CHAMP-10; also in
 * Gun Run's draft, R-GUNRUN-3), which of its places are filled
 * (stage1_slots: backpack spaces, attachment slots, and while it chooses
 * weapon slots and pools), and its loadout cards with their sides (TDM-6,
 * TDM-7, CTF-6). In Stage 1 the world is drawn from what the seat knows
 * only, not from where the true game has the tokens: the worlds drawn
 * from a world are the game's.
 *
 * Not drawn anew (kept as in the true game, a possible world too): a
 * backpack whose legend is in the middle of a Use (the item is named in
 * the open). Which leftovers were removed is drawn anew in Stage 1 and
 * after it (det_hidden_leftover; a body shield flipped by being worn and
 * then replaced among them, the world's front side up:
 * det_fresh_leftovers), and while a loadout is under way how many weapon
 * cards each legend holds (stage1_card_gifts: given to squadmates,
 * STAGE1-3).
 */
#include <stdlib.h>
#include <string.h>

#include "errors.h"
#include "rules/search/determinize.h"
#include "rules/cards/hand.h"
#include "rules/engine/engine.h"
#include "rules/engine/pieces.h"
#include "rules/engine/plugin.h"
#include "rules/combat/combat.h"
#include "rules/search/determinize_internal.h"

/* ---- What a seat sees, and what it saw ---- */

static bool seat_owns(const rf_game *g, int l, int seat)
{
    return seat >= 0 && l >= 0 && l < g->nlegends && g->legend[l].seat == seat;
}

/* Whether the legend boards are out of sight (R-STAGE1-2; R-GUNRUN-3:
 * the kitted cards dealt in the draft too). */
static bool boards_unseen(const rf_game *g)
{
    return g->match.stage == RF_STAGE_1 || plug_loadout_unseen(g);
}

/* det_place_visible with boards_unseen(g) given (asked once for all the
 * pieces: it walks the plug-ins). */
static bool place_visible(const rf_game *g, int where, int at, int seat, bool stage1)
{
    switch (where) {
    case RF_IN_BOX: case RF_IN_BAG: case RF_IN_DECK: return false;   /* LOOT-6, face down */
    case RF_IN_PACK: return seat_owns(g, at / RF_BACKPACK, seat);      /* BACKPACK-5 */
    case RF_IN_POOL: return seat_owns(g, at, seat);                    /* STAGE1-1 */
    case RF_HELD: return !stage1 || seat_owns(g, at, seat);            /* R-STAGE1-2 */
    case RF_ON_GEAR: return !stage1 || seat_owns(g, at / RF_GEAR_SLOTS, seat);
    case RF_ON_WEAPON: return !stage1 || seat_owns(g, at / RF_WEAPON_SLOTS, seat);
    case RF_ATTACHED:
        return !stage1 || seat_owns(g, at / RF_MAX_WEAPON_SLOTS / RF_WEAPON_SLOTS, seat);
    default: {   /* a plug-in's places (DROP-2 (3), GUNRUN-5), else the map, removed,
                  * the entrance board, objects: open */
        bool seen;
        return plug_place_visible(g, where, at, seat, &seen) ? seen : true;
    }
    }
}

bool det_place_visible(const rf_game *g, int where, int at, int seat)
{
    return place_visible(g, where, at, seat, boards_unseen(g));
}

/* A bag or a face-down deck: whatever went in is one of many again. */
static bool anonymous(int where)
{
    return where == RF_IN_BOX || where == RF_IN_BAG || where == RF_IN_DECK;
}

void det_seen_piece_moves(rf_game *g, int p, int where)
{
    uint64_t bit = 1ull << (p % 64);
    const rf_piece *q = &g->piece[p];
    for (int s = 0; s < 2; s++) {
        uint64_t *w = &g->seen.piece[s][p / 64];
        if (anonymous(where)) *w &= ~bit;
        else if (det_place_visible(g, q->where, q->at, s)) *w |= bit;
    }
}

void det_seen_hand_add(rf_game *g, int l, int c)
{
    uint8_t *h = g->seen.hand[l];
    for (int i = 0; i < RF_SEEN_HAND; i++)
        if (h[i] == 0) { h[i] = (uint8_t)(c + 1); return; }
}

void det_seen_hand_remove(rf_game *g, int l, int c)
{
    uint8_t *h = g->seen.hand[l];
    for (int i = 0; i < RF_SEEN_HAND; i++)
        if (h[i] == c + 1) { h[i] = 0; return; }
}

/* ---- Canonical shuffles ---- */

/* A group's values are bytes (cards, catalog kinds): a few sort by
 * insertion, more in one pass over 256 counts; the order qsort gave. */
static void sort_bytes(uint8_t *v, int n)
{
    if (n <= 48) {
        for (int i = 1; i < n; i++) {
            uint8_t x = v[i];
            int j = i;
            for (; j > 0 && v[j - 1] > x; j--) v[j] = v[j - 1];
            v[j] = x;
        }
        return;
    }
    int count[256] = { 0 };
    for (int i = 0; i < n; i++) count[v[i]]++;
    for (int b = 0, i = 0; b < 256; b++)
        for (int c = count[b]; c > 0; c--) v[i++] = (uint8_t)b;
}

void det_sort_defs(uint16_t *v, int n)
{
    uint8_t b[RF_MAX_PIECES];
    for (int i = 0; i < n; i++) b[i] = (uint8_t)v[i];
    sort_bytes(b, n);
    for (int i = 0; i < n; i++) v[i] = b[i];
}

static void sort_i8(int8_t *v, int n)          /* int8 order: flip the sign bit, sort, back */
{
    uint8_t *u = (uint8_t *)v;
    for (int i = 0; i < n; i++) u[i] ^= 0x80;
    sort_bytes(u, n);
    for (int i = 0; i < n; i++) u[i] ^= 0x80;
}

/* Sort, then Fisher–Yates: the result depends on the multiset and r only. */
void det_shuffle_u8(rf_rng *r, uint8_t *v, int n)
{
    if (n < 2) return;
    sort_bytes(v, n);
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(r, (uint32_t)(i + 1));
        uint8_t t = v[i]; v[i] = v[j]; v[j] = t;
    }
}
void det_shuffle_i8(rf_rng *r, int8_t *v, int n)
{
    if (n < 2) return;
    sort_i8(v, n);
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(r, (uint32_t)(i + 1));
        int8_t t = v[i]; v[i] = v[j]; v[j] = t;
    }
}

/* ---- Pieces: loot tokens and weapon cards ---- */

bool det_other(const rf_game *g, int l, int seat) { return !seat_owns(g, l, seat); }

static bool using_item(const rf_game *g, int l)
{
    for (int i = 0; i < g->nframes; i++)
        if (g->stack[i].type == FR_USE && g->stack[i].legend == l) return true;
    return false;
}

bool det_seen(const rf_game *g, int seat, int p)
{
    return seat >= 0 && (g->seen.piece[seat][p / 64] >> (p % 64) & 1);
}

/* A basic weapon card another squad holds in Stage 1, hidden (R-STAGE1-2):
 * dealt to a pool from the weapon deck (STAGE1-1), so it is one of the
 * deck's cards again. Not a fully kitted card (Gun Run, Champions: their
 * own decks), and not one on a weapon slot with attachments (they must
 * fit it, ATTACH-2: a world gathers them off first, stage1_gather) or
 * whose ammo is no longer the printed value it was equipped with
 * (STAGE1-5). */
static bool stage1_card(const rf_game *g, int p)
{
    const rf_piece *q = &g->piece[p];
    if (g->match.stage != RF_STAGE_1 || q->kind != RF_PIECE_WEAPON) return false;
    if (pieces_weapon_of(g, p)->kitted) return false;
    if (q->where != RF_ON_WEAPON) return true;
    const rf_legend *x = &g->legend[q->at / RF_WEAPON_SLOTS];
    int w = q->at % RF_WEAPON_SLOTS;
    for (int a = 0; a < RF_MAX_WEAPON_SLOTS; a++)
        if (x->attach[w][a] >= 0) return false;
    return x->ammo[w] == pieces_weapon_of(g, p)->ammo_init;
}

/* The squad whose Stage 1 leftovers piece p was (STAGE1-7), or -1. */
int det_leftover_of(const rf_game *g, int p)
{
    for (int sq = 0; sq < 2; sq++)
        if (g->seen.leftover[sq][p / 64] >> (p % 64) & 1) return sq;
    return -1;
}

/* A piece removed with another squad's pools' leftovers in Stage 1
 * (STAGE1-7): the log says how many, not which, so it is one of the bag's
 * tokens of its rarity, or of the weapon deck's cards, again, in Stage 1
 * and for the rest of the match (else a world would know which tokens are
 * out of the game, hence what the bags and the other squad's backpacks
 * hold together); but a starting token (GEAR-2: never in a bag;
 * stage1_draw draws those with the squad's). A body shield flipped by
 * being worn (GEAR-8) and then replaced is one too: nobody saw it worn
 * (R-STAGE1-2) nor left over, and the shield the legend shows after
 * Stage 1 is the same without it (docs/visibility.md, "A flipped
 * leftover"); its flip goes with it (det_fresh_leftovers). */
bool det_hidden_leftover(const rf_game *g, int p, int seat)
{
    int sq = det_leftover_of(g, p);
    return sq >= 0 && !det_seen(g, seat, p) && !(seat >= 0 && rf_game_seat_of(g, sq) == seat);
}

/* The hidden leftovers of a world lie front side up: whether one was a
 * body shield worn and flipped (GEAR-8) is as hidden as which token it is,
 * and a removed token's side changes nothing in the game (STAGE1-7, LOOT-5:
 * it never comes back), so the world does not keep the true game's. */
void det_fresh_leftovers(rf_game *g, int seat)
{
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].where == RF_REMOVED && det_hidden_leftover(g, p, seat))
            g->piece[p].exhausted = false;
}

static int leftover_group(const rf_game *g, int p, int seat)
{
    const rf_piece *q = &g->piece[p];
    if (!det_hidden_leftover(g, p, seat)) return -1;
    if (q->kind == RF_PIECE_WEAPON) return pieces_weapon_of(g, p)->kitted ? -1 : 0x100;
    return pieces_loot_of(g, p)->starting ? -1 : pieces_loot_of(g, p)->rarity;
}

/* A fully kitted card another squad holds or carries out of sight (Stage
 * 1, R-CHAMP-5; Gun Run's draft, R-GUNRUN-3): dealt from its squad's
 * kitted deck (GUNRUN-3, CHAMP-10), so one of that deck's cards again,
 * unless attachment tokens were fitted over it (ATTACH-7: they must fit). */
static int kitted_group(const rf_game *g, int p)
{
    const rf_piece *q = &g->piece[p];
    if (q->kind != RF_PIECE_WEAPON || !pieces_weapon_of(g, p)->kitted) return -1;
    int l = q->where == RF_ON_WEAPON ? q->at / RF_WEAPON_SLOTS : q->at;
    if (q->where == RF_ON_WEAPON)
        for (int a = 0; a < RF_MAX_WEAPON_SLOTS; a++)
            if (g->legend[l].attach[q->at % RF_WEAPON_SLOTS][a] >= 0) return -1;
    return det_kitted_group(g->legend[l].squad, RF_PIECE_WEAPON);  /* as its deck */
}

/* det_piece_group with boards_unseen(g) given. */
static int piece_group(const rf_game *g, int p, int seat, bool stage1)
{
    const rf_piece *q = &g->piece[p];
    if (q->where == RF_REMOVED) return leftover_group(g, p, seat);
    if (place_visible(g, q->where, q->at, seat, stage1) || q->exhausted) return -1;
    bool loot = q->kind == RF_PIECE_LOOT;
    int rarity = loot ? pieces_loot_of(g, p)->rarity : 0;
    switch (q->where) {
    case RF_IN_BAG: return loot ? q->at : -1;
    case RF_IN_PACK:
        return loot && !det_seen(g, seat, p) && !using_item(g, q->at / RF_BACKPACK) ? rarity : -1;
    case RF_IN_POOL: case RF_HELD:                              /* cards: STAGE1-1's, */
        return loot ? rarity : stage1_card(g, p) ? 0x100 : kitted_group(g, p);
    case RF_ON_WEAPON: return stage1_card(g, p) ? 0x100 : kitted_group(g, p);  /* STAGE1-4 */
    case RF_IN_DECK: return loot ? -1 : 0x100;
    default: break;         /* Stage 1 gear and attachments: stage1_draw (below) */
    }
    int grp;                /* a plug-in's place (RF_PLUGIN_PLACES): its hook's group */
    return plug_piece_group(g, p, &grp) ? grp : -1;
}

int det_piece_group(const rf_game *g, int p, int seat)
{
    return piece_group(g, p, seat, boards_unseen(g));
}

/* The groups' numbers are below GROUPS (a bag: its rarity or a legend's
 * own, RF_RARITY_COUNT + l; cards 0x100 …, 0x3ff at most). */
enum { GROUPS = 0x400 };

/* drawn: Stage 1's loot tokens were drawn already (stage1_draw). Each
 * group, in the order of its first piece, is sorted and shuffled; its
 * pieces (in their order) take the shuffled defs. The pieces are linked
 * group by group in one pass (was one pass over the pieces a group). */
void det_resample_pieces(rf_game *g, int seat, bool drawn, rf_rng *r)
{
    bool stage1 = boards_unseen(g);
    int16_t slot_of[GROUPS], head[RF_MAX_PIECES], tail[RF_MAX_PIECES], next[RF_MAX_PIECES];
    int nslots = 0;
    memset(slot_of, -1, sizeof slot_of);
    for (int p = 0; p < g->npieces; p++) {
        int grp = piece_group(g, p, seat, stage1);
        if (grp < 0 || (drawn && g->piece[p].kind == RF_PIECE_LOOT && grp < RF_RARITY_COUNT))
            continue;                           /* a bag, backpack, pool, leftover: drawn */
        int k = slot_of[grp];
        if (k < 0) {
            k = slot_of[grp] = (int16_t)nslots++;
            head[k] = (int16_t)p;
        } else {
            next[tail[k]] = (int16_t)p;
        }
        tail[k] = (int16_t)p;
        next[p] = -1;
    }
    for (int k = 0; k < nslots; k++) {
        int16_t idx[RF_MAX_PIECES];
        uint16_t def[RF_MAX_PIECES];
        int n = 0;
        for (int q = head[k]; q >= 0; q = next[q]) {
            idx[n] = (int16_t)q;
            def[n++] = g->piece[q].def;
        }
        if (n < 2) continue;
        det_sort_defs(def, n);
        for (int i = n - 1; i > 0; i--) {
            int j = (int)rng_below(r, (uint32_t)(i + 1));
            uint16_t t = def[i]; def[i] = def[j]; def[j] = t;
        }
        for (int i = 0; i < n; i++) g->piece[idx[i]].def = (uint8_t)def[i];
    }
}

/* ---- Action cards (CARD-5, CARD-6) ---- */

/* A hand the viewer does not hold: another squad's, or a squadmate's
 * (R-PLAYERS-2). */
static bool hidden_hand(const rf_game *g, int l, const rf_viewer *v)
{
    return !rf_viewer_holds(g, v, l);
}

static void resample_cards(rf_game *g, const rf_viewer *v, rf_rng *r)
{
    for (int l = 0; l < g->nlegends; l++) {
        rf_legend *x = &g->legend[l];
        if (!hidden_hand(g, l, v)) {                         /* its own hand: the deck's order */
            det_shuffle_u8(r, x->deck, x->deck_n);
            continue;
        }
        uint8_t pool[2 * RF_DECK_SIZE], kept[RF_SEEN_HAND];
        int n = 0, nk = 0;
        for (int i = 0; i < x->hand_n; i++) pool[n++] = x->hand[i];
        for (int i = 0; i < x->deck_n; i++) pool[n++] = x->deck[i];
        for (int k = 0; k < RF_SEEN_HAND; k++) {          /* rf_seen: cards taken in the open */
            int c = g->seen.hand[l][k] - 1;
            for (int i = 0; c >= 0 && i < n; i++)
                if (pool[i] == c) {
                    kept[nk++] = (uint8_t)c;
                    pool[i] = pool[--n];
                    break;
                }
        }
        det_shuffle_u8(r, pool, n);
        sort_bytes(kept, nk);
        int h = 0;
        for (int i = 0; i < nk; i++) x->hand[h++] = kept[i];
        int from = 0;
        while (h < x->hand_n) x->hand[h++] = pool[from++];
        for (int i = 0; i < x->deck_n; i++) x->deck[i] = pool[from++];
        hand_order(g, l);                             /* a hand's order: hand.c */
    }
}

/* ---- The whole ---- */

rf_status rf_game_determinize(const rf_game *g, int seat, unsigned long long seed, rf_game *out,
                              rf_error *err)
{
    rf_viewer v = { seat, 0 };
    return rf_game_determinize_as(g, &v, seed, out, err);
}

rf_status rf_game_determinize_as(const rf_game *g, const rf_viewer *v, unsigned long long seed,
                                 rf_game *out, rf_error *err)
{
    int seat = v ? v->seat : -2;
    if (!g || !out)
        return error_fail(err, RF_E_ARG, NULL, 0, 0, "game", "no game given");
    if (seat < -1 || seat > 1)
        return error_fail(err, RF_E_ARG, NULL, 0, 0, "seat",
                       "seat %d does not exist (the seats are 0 and 1; -1 is a spectator)", seat);
    if (g->over)
        return error_fail(err, RF_E_ILLEGAL, NULL, 0, 0, "game",
                       "the game is over: nothing is left to sample");
    if (out != g) rf_game_copy(out, g);
    rf_rng r;
    rng_seed(&r, seed ^ 0x6a09e667f3bcc909ull);
    if (out->match.stage == RF_STAGE_1) {
        det_stage1_pieces(out, seat, &r);
    } else {
        det_resample_pieces(out, seat, false, &r);
        det_stage1_ammo(out, g, seat);
    }
    det_fresh_leftovers(out, seat);
    plug_determinize(out, seat, &r);   /* the modules' decks, the loadout cards (TDM-6) */
    resample_cards(out, v, &r);
    det_shuffle_i8(&r, out->bin_deck, out->bin_deck_n);                 /* INTERACT-4 (1) */
    det_shuffle_i8(&r, out->aim_deck, RF_AIM_DECK);                     /* SHOOT-12 */
    plug_determinize_hands(out, seat, v, &r);   /* last: the roles (ASSN-6), champion cards */
    rng_seed(&out->rng, rng_next(&r));                        /* every later draw */
    return RF_OK;
}
