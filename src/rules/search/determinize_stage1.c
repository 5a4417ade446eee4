/*
 * determinize_stage1.c — another squad's Stage 1 loadout in a world
 * (rf_game_determinize, determinize.c; issue 13): once its loadout has
 * begun, nothing of it is shown to the other seat until Stage 1 ends
 * (R-STAGE1-2), so its tokens are drawn as a whole with the bags
 * (stage1_draw), its weapon cards with the weapon deck, and which of its
 * places are filled dealt again (stage1_slots), from what the seat knows
 * only: the worlds drawn from a world are the game's
 * (tests/unit/test_determinize.c). docs/visibility.md says what is public.
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

/* The weapon slots (bit l * RF_WEAPON_SLOTS + w) whose cards g's world
 * draws anew and loads to their printed ammo: a basic card's (STAGE1-5),
 * a kitted card's still at its printed ammo (R-GUNRUN-6). */
static unsigned reload_slots(const rf_game *g, int seat)
{
    _Static_assert(RF_MAX_LEGENDS * RF_WEAPON_SLOTS <= 32, "a slot a bit");
    unsigned slots = 0;
    for (int l = 0; l < g->nlegends; l++)
        for (int w = 0; w < RF_WEAPON_SLOTS && det_other(g, l, seat); w++) {
            int p = g->legend[l].weapon[w], grp = p >= 0 ? det_piece_group(g, p, seat) : -1;
            bool printed = p >= 0 && g->legend[l].ammo[w] == pieces_weapon_of(g, p)->ammo_init;
            if (grp == 0x100 || (grp >= 0x300 && printed))
                slots |= 1u << (l * RF_WEAPON_SLOTS + w);
        }
    return slots;
}

/* Those slots' cards, drawn anew in out, loaded to their printed ammo. */
static void reload(rf_game *out, unsigned slots)
{
    for (int l = 0; l < out->nlegends; l++)
        for (int w = 0; w < RF_WEAPON_SLOTS; w++)
            if (slots >> (l * RF_WEAPON_SLOTS + w) & 1u)
                out->legend[l].ammo[w] = (uint8_t)pieces_weapon_of(out, out->legend[l].weapon[w])->ammo_init;
}

/* The weapon cards on slots that were drawn anew (from the true game g)
 * are loaded to their new printed ammo (STAGE1-5). */
void det_stage1_ammo(rf_game *out, const rf_game *g, int seat)
{
    reload(out, reload_slots(g, seat));
}

/* ---- Stage 1: another squad's tokens, drawn as a whole (R-STAGE1-2) ----
 *
 * Nothing of a squad's loadout is seen until Stage 1 ends: which tokens it
 * drew (STAGE1-1), which it wears (helmet, body and knockdown shield,
 * STAGE1-6, GEAR-1), keeps on its boards or left in its pools (STAGE1-7)
 * is all hidden. Its tokens are first gathered (stage1_gather: those of
 * its backpacks and attachment slots into a pool) and then drawn as a
 * whole with the bags (stage1_draw): every hidden token of the squad and
 * every bag token are sorted and shuffled, and each place takes the first
 * one it may hold. So the world depends on what the seat knows and the
 * seed only, not on where the tokens really lie nor on an earlier world's
 * draw (docs/visibility.md, "Canonical"). What the seat knows and the
 * draw keeps: the bags' counts by rarity (LOOT-6: a bag holds tokens of its
 * rarity, never a starting one, GEAR-2), the pools as dealt of a squad
 * whose loadout has not begun, which gear slots are filled, and how many
 * tokens of each rarity (starting ones apart) the squad holds, on its
 * boards and among its leftovers together (each legend drew 4 common and
 * 4 rare, STAGE1-1). Then the tokens are dealt to its places (stage1_slots
 * below) and its weapon cards drawn with the weapon deck (stage1_card). */

/* The place a hidden token lies in, for the draw: what it may hold. */
enum { T_NONE, T_BAG, T_BODY, T_HELMET, T_KNOCK, T_BOARD, T_FREE };
/* T_BAG: a bag or a pool as dealt (a token of its key); T_BODY, T_HELMET,
 * T_KNOCK: worn (GEAR-1); T_BOARD: a backpack or attachment slot of a
 * squad whose loadout is done (no gear: never packed); T_FREE: a pool while
 * the loadout is under way, held next to a board, a leftover (any). */

static bool loadout_under_way(const rf_game *g, int squad);
static bool loadout_done(const rf_game *g, int squad);

/* A token's key: its rarity, or RF_RARITY_COUNT for starting gear (GEAR-2). */
static int key_of(const rf_loot_def *d) { return d->starting ? RF_RARITY_COUNT : d->rarity; }

/* Squad's loadout is hidden from seat and has begun (its tokens moved). */
static bool begun_hidden(const rf_game *g, int squad, int seat)
{
    return !(seat >= 0 && rf_game_seat_of(g, squad) == seat) &&
           (loadout_under_way(g, squad) || loadout_done(g, squad));
}

/* The shield a legend has in Stage 1 once it puts on body shield d with
 * `before` shield: equipping d sets the limit (GEAR-12) and, d
 * fresh and double-sided, restores and flips it (GEAR-8, GEAR-9). */
static void body_vitals(const rf_loot_def *d, int before, bool fresh, rf_vitals *v)
{
    v->shield_max = (int8_t)d->shield_limit;
    v->shield = (int8_t)(d->shield_limit < before ? d->shield_limit : before);
    if (fresh && d->double_sided) combat_restore_shield(v, d->shield_restore);
}

/* Does legend x's shield follow from the body shield d it wears, put on
 * fresh or already flipped over any shield from the 20 every legend starts
 * Stage 1 with (match_legend_init)? Not, e.g., a Champions board's: then the
 * worn token is kept (no other course of the game is redrawn). */
static bool shield_follows(const rf_loot_def *d, const rf_vitals *v)
{
    for (int fresh = 1; fresh >= 0; fresh--) {
        int s = v->shield - (fresh && d->double_sided ? d->shield_restore : 0);
        rf_vitals w = *v;
        body_vitals(d, s < 20 ? 20 : s, fresh, &w);
        if (w.shield == v->shield && w.shield_max == v->shield_max) return true;
    }
    return false;
}

/* A worn token of another squad's legend l: which gear place it is. */
static int worn_place(const rf_game *g, int p, int l)
{
    const rf_piece *q = &g->piece[p];
    int slot = q->at % RF_GEAR_SLOTS;
    if (slot == RF_GEAR_HELMET) return q->exhausted ? T_NONE : T_HELMET;
    if (slot == RF_GEAR_KNOCKDOWN) return q->exhausted ? T_NONE : T_KNOCK;
    const rf_loot_def *d = pieces_loot_of(g, p);
    return q->exhausted == d->double_sided && shield_follows(d, &g->legend[l].vitals) ? T_BODY
                                                                                   : T_NONE;
}

/* The place hidden loot token p lies in for the draw in Stage 1, and the
 * squad whose it is (*squad, -1 for a bag or a pool as dealt). */
static int loot_place(const rf_game *g, int p, int seat, int *squad)
{
    const rf_piece *q = &g->piece[p];
    *squad = -1;
    if (q->kind != RF_PIECE_LOOT || det_seen(g, seat, p)) return T_NONE;
    if (q->where == RF_IN_BAG)                       /* not a legend's own bag (COMP) */
        return q->exhausted || q->at >= RF_RARITY_COUNT ? T_NONE : T_BAG;
    if (q->where == RF_REMOVED) {                                    /* STAGE1-7's */
        if (!det_hidden_leftover(g, p, seat)) return T_NONE;
        *squad = det_leftover_of(g, p);
        return T_FREE;
    }
    if (det_place_visible(g, q->where, q->at, seat)) return T_NONE;
    int l = q->where == RF_ON_GEAR ? q->at / RF_GEAR_SLOTS
          : q->where == RF_ATTACHED ? q->at / RF_MAX_WEAPON_SLOTS / RF_WEAPON_SLOTS
          : q->where == RF_IN_PACK ? q->at / RF_BACKPACK
          : q->where == RF_IN_POOL || q->where == RF_HELD ? q->at : -1;
    if (l < 0 || l >= g->nlegends) return T_NONE;
    int sq = g->legend[l].squad;
    if (!begun_hidden(g, sq, seat)) {                                /* its pools as dealt */
        bool dealt = (q->where == RF_IN_POOL || q->where == RF_HELD) && !q->exhausted;
        return dealt && !pieces_loot_of(g, p)->starting ? T_BAG : T_NONE;
    }
    *squad = sq;
    if (q->where == RF_ON_GEAR) return worn_place(g, p, l);
    /* A body shield in a pool flipped by being worn and then replaced
     * (GEAR-8, R-STAGE1-3) is one of the squad's hidden tokens like the
     * rest: the draw puts it front side up (draw_worn). */
    if (q->exhausted && pieces_loot_of(g, p)->family != RF_LOOT_BODY_SHIELD) return T_NONE;
    bool board = q->where == RF_IN_PACK || q->where == RF_ATTACHED;
    return board && !loadout_under_way(g, sq) ? T_BOARD : T_FREE;
}

typedef struct draw_set {
    int n;
    int16_t p[RF_MAX_PIECES];
    int8_t place[RF_MAX_PIECES], squad[RF_MAX_PIECES], key[RF_MAX_PIECES];
    uint16_t def[RF_MAX_PIECES];
    int need[2][RF_RARITY_COUNT + 1];     /* each squad's tokens of each key */
    int norder;                           /* the squads' places in the order they draw: */
    int16_t order[RF_MAX_PIECES];         /* worn, boards, the rest; squad by squad */
} draw_set;

static void draw_gather(const rf_game *g, int seat, draw_set *s)
{
    memset(s, 0, sizeof *s);
    for (int p = 0; p < g->npieces; p++) {
        int sq, t = loot_place(g, p, seat, &sq);
        if (t == T_NONE) continue;
        s->p[s->n] = (int16_t)p;
        s->place[s->n] = (int8_t)t;
        s->squad[s->n] = (int8_t)sq;
        s->key[s->n] = (int8_t)key_of(pieces_loot_of(g, p));
        s->def[s->n++] = g->piece[p].def;
        if (sq >= 0) s->need[sq][key_of(pieces_loot_of(g, p))]++;
    }
    for (int t = T_BODY; t <= T_FREE; t++)
        for (int sq = 0; sq < 2; sq++)
            for (int k = 0; k < s->n; k++)
                if (s->squad[k] == sq && s->place[k] == t) s->order[s->norder++] = (int16_t)k;
}

/* A token's family as the places see it: 0 body shield, 1 helmet, 2
 * knockdown shield, 3 anything else. T_BODY … T_BOARD take one family each
 * (worn: GEAR-1; a backpack space or attachment slot holds no gear,
 * BACKPACK-2), T_FREE any token, a bag's place (T_BAG) one of its key
 * (LOOT-6). */
enum { FAMS = 4, KEYS = RF_RARITY_COUNT + 1, PLACES = 5 };
static int fam_of(const rf_loot_def *d)
{
    return d->family == RF_LOOT_BODY_SHIELD ? 0 : d->family == RF_LOOT_HELMET ? 1
         : d->family == RF_LOOT_KNOCKDOWN ? 2 : 3;
}

/* What is left of one squad's draw: its places of each kind (T_BODY …
 * T_FREE), the tokens of each key it still holds, and the tokens not
 * drawn yet of each family and key. */
typedef struct left { int place[PLACES], need[KEYS], avail[FAMS][KEYS]; } left;

/* Can the squad's places still be filled (each with a token it may hold,
 * the squad's tokens of each key exactly)? That is a flow from the places
 * through (family, key) to the keys, and by the max-flow min-cut theorem
 * it is enough to look at the cuts: a cut keeps a set S of place kinds on
 * the source side, which keeps the (family, key) cells they reach there
 * too (a kind its family, T_FREE every family); each key then costs the
 * smaller of its need and what those cells hold of it. The places fill iff
 * no cut is smaller than their number: for each S, the places of S are at
 * most the sum over keys of min(need, the families' tokens of that key).
 * With T_FREE in S every family is reached, so the 16 sets of the other
 * kinds and the set of all kinds are the cuts to try. (Was the flow
 * itself, Edmonds–Karp on 32 nodes, a third of a Stage 1 world's time:
 * the same answer in all 900,000 calls of tests/unit/test_determinize.c
 * at 400 states a mode set, 25,136 of them false.) */
static bool fillable(const left *x)
{
    int all = 0;
    for (int t = 0; t < PLACES; t++) all += x->place[t];
    if (all == 0) return true;                       /* a squad not drawn: nothing to fill */
    int avail[1 << FAMS][KEYS];                 /* tokens of each key in a set of families */
    memset(avail[0], 0, sizeof avail[0]);
    for (int set = 1; set < 1 << FAMS; set++) {
        int f = __builtin_ctz((unsigned)set);
        for (int k = 0; k < KEYS; k++) avail[set][k] = avail[set & (set - 1)][k] + x->avail[f][k];
    }
    for (int set = 1; set <= 1 << FAMS; set++) {    /* 1 << FAMS: T_FREE and all families */
        int fams = set == 1 << FAMS ? (1 << FAMS) - 1 : set, places = 0, room = 0;
        for (int t = 0; t < PLACES; t++)
            if (set == 1 << FAMS || (t < FAMS && (set >> t & 1))) places += x->place[t];
        for (int k = 0; k < KEYS; k++) room += x->need[k] < avail[fams][k] ? x->need[k] : avail[fams][k];
        if (places > room) return false;
    }
    return true;
}

/* The shuffled tokens of one draw: each one's family and key, and the
 * tokens of each family and of each key in their shuffled order (worked
 * out once a draw, so that a place looks at the tokens it may hold only). */
typedef struct shuffled {
    const uint16_t *def;
    bool used[RF_MAX_PIECES];
    int8_t fam[RF_MAX_PIECES], key[RF_MAX_PIECES];
    int16_t of_fam[FAMS][RF_MAX_PIECES], of_key[KEYS][RF_MAX_PIECES];
    int nfam[FAMS], nkey[KEYS], next[KEYS];   /* a key's tokens before next[key]: used */
} shuffled;

static void shuffled_index(shuffled *u, const rf_loot_def *loot, const uint16_t *def, int n)
{
    memset(u->nfam, 0, sizeof u->nfam);
    memset(u->nkey, 0, sizeof u->nkey);
    memset(u->next, 0, sizeof u->next);
    memset(u->used, 0, sizeof u->used[0] * (size_t)n);
    u->def = def;
    for (int i = 0; i < n; i++) {
        int f = u->fam[i] = (int8_t)fam_of(&loot[def[i]]), k = u->key[i] = (int8_t)key_of(&loot[def[i]]);
        u->of_fam[f][u->nfam[f]++] = (int16_t)i;
        u->of_key[k][u->nkey[k]++] = (int16_t)i;
    }
}

/* The first token of key k not used yet, or -1 (used tokens only add up,
 * so the cursor never goes back). */
static int first_of_key(shuffled *u, int k)
{
    while (u->next[k] < u->nkey[k] && u->used[u->of_key[k][u->next[k]]]) u->next[k]++;
    return u->next[k] < u->nkey[k] ? u->of_key[k][u->next[k]] : -1;
}

/* The first token not used yet of a key squad x still needs, or -1: what
 * a T_FREE place takes (any token fits it, and it comes last). */
static int first_needed(shuffled *u, const left *x)
{
    int first = -1;
    for (int k = 0; k < KEYS; k++) {
        int i = x->need[k] > 0 ? first_of_key(u, k) : -1;
        if (i >= 0 && (first < 0 || i < first)) first = i;
    }
    return first;
}

/* The first token of its family that worn or board place t of squad sq
 * may take: one of a key the squad needs, after which both squads' other
 * places can still be filled; -1 if none. Takes it off x. */
static int first_fitting(shuffled *u, left x[2], int sq, int t)
{
    int fam = t - T_BODY;
    for (int c = 0; c < u->nfam[fam]; c++) {
        int i = u->of_fam[fam][c], k = u->key[i];
        if (u->used[i] || x[sq].need[k] == 0) continue;
        x[sq].place[fam]--, x[sq].need[k]--;
        x[0].avail[fam][k]--, x[1].avail[fam][k]--;
        if (fillable(&x[0]) && fillable(&x[1])) return i;
        x[sq].place[fam]++, x[sq].need[k]++;
        x[0].avail[fam][k]++, x[1].avail[fam][k]++;
    }
    return -1;
}

/* The squads' places, each in turn (worn first, then boards, then the
 * rest; squad by squad within each: s->order), take the first of the
 * shuffled tokens that they may hold and after which both squads' other
 * places can still be filled. */
static bool draw_squads(rf_game *g, const draw_set *s, shuffled *u)
{
    left x[2];
    memset(x, 0, sizeof x);
    for (int sq = 0; sq < 2; sq++) memcpy(x[sq].need, s->need[sq], sizeof x[sq].need);
    for (int k = 0; k < s->n; k++) {
        if (s->squad[k] >= 0) x[s->squad[k]].place[s->place[k] - T_BODY]++;
        x[0].avail[u->fam[k]][u->key[k]]++, x[1].avail[u->fam[k]][u->key[k]]++;
    }
    for (int o = 0; o < s->norder; o++) {
        int k = s->order[o], sq = s->squad[k], t = s->place[k], i;
        if (t == T_FREE) {
            if ((i = first_needed(u, &x[sq])) < 0) return false;
            x[sq].place[t - T_BODY]--, x[sq].need[u->key[i]]--;       /* the last: any fits */
            x[0].avail[u->fam[i]][u->key[i]]--, x[1].avail[u->fam[i]][u->key[i]]--;
        } else if ((i = first_fitting(u, x, sq, t)) < 0) {
            return false;
        }
        u->used[i] = true;
        g->piece[s->p[k]].def = (uint8_t)u->def[i];
    }
    return true;
}

/* One draw: the tokens sorted and shuffled; each squad's places take
 * theirs (draw_squads), then each bag's place the first left of its key.
 * False at a dead end (the two squads' places, each fillable alone, cannot
 * be filled together: a spectator's world). */
static bool draw_once(rf_game *g, const draw_set *s, rf_rng *r)
{
    static _Thread_local shuffled u;
    uint16_t def[RF_MAX_PIECES];
    memcpy(def, s->def, sizeof def[0] * (size_t)s->n);
    det_sort_defs(def, s->n);
    for (int i = s->n - 1; i > 0; i--) {
        int j = (int)rng_below(r, (uint32_t)(i + 1));
        uint16_t t = def[i]; def[i] = def[j]; def[j] = t;
    }
    shuffled_index(&u, g->content->catalog.loot, def, s->n);
    if (!draw_squads(g, s, &u)) return false;
    for (int k = 0; k < s->n; k++) {
        if (s->place[k] != T_BAG) continue;
        int i = first_of_key(&u, s->key[k]);                         /* LOOT-6 */
        if (i < 0) return false;
        u.used[i] = true;
        g->piece[s->p[k]].def = (uint8_t)def[i];
    }
    return true;
}

/* What the drawn worn tokens give: a body shield put on fresh (its limit,
 * restore and flip, GEAR-8, GEAR-9, GEAR-12: the world in which it was the
 * one the legend put on), a knockdown shield's protection (GEAR-11). The
 * tokens drawn into a pool or among the leftovers lie front side up: the
 * world's course wore no body shield but the one worn now. */
static void draw_worn(rf_game *g, const draw_set *s)
{
    for (int k = 0; k < s->n; k++) {
        int p = s->p[k], l = g->piece[p].at / RF_GEAR_SLOTS;
        const rf_loot_def *d = pieces_loot_of(g, p);
        if (s->place[k] == T_BODY) {
            g->piece[p].exhausted = d->double_sided;
            body_vitals(d, 20, true, &g->legend[l].vitals);
        } else if (s->place[k] == T_KNOCK) {
            g->legend[l].vitals.ko_prevent = d->knockdown_prevent;
            g->legend[l].vitals.ring_cap = d->ring_cap;
        } else if (s->place[k] == T_FREE) {
            g->piece[p].exhausted = false;
        }
    }
}

/* Draw Stage 1's hidden tokens (see above); false if 16 draws met a dead
 * end (the squad then keeps its tokens as they are: a possible world). */
static bool stage1_draw(rf_game *g, int seat, rf_rng *r)
{
    static _Thread_local draw_set s;
    draw_gather(g, seat, &s);
    for (int tries = 0; tries < 16; tries++)
        if (draw_once(g, &s, r)) {
            draw_worn(g, &s);
            return true;
        }
    for (int k = 0; k < s.n; k++) g->piece[s.p[k]].def = (uint8_t)s.def[k];
    return false;
}

/* ---- Stage 1: which places another squad filled (R-STAGE1-2) ----
 *
 * Which of another squad's backpack spaces and attachment slots hold a
 * token, and, while its loadout is under way, which of its weapon slots
 * hold a card and how its pools are split, are as hidden as the tokens and
 * cards themselves (observe.c shows none of its boards, nor its pools or
 * their size). What the seat does know: each legend's pool as dealt
 * (STAGE1-1) until its squad's loadout begins (blue's comes first,
 * R-STAGE1-2: while blue chooses, red's pools are as dealt); once it is
 * done, 2 weapons a legend (STAGE1-4) and how many pieces were left in its
 * pools (the log, STAGE1-7), hence how many tokens its backpacks and
 * attachment slots hold together. So a token of its backpacks or
 * attachment slots may go to another empty backpack space or an empty
 * attachment slot it fits (ATTACH-2, ATTACH-3) of the squad (a squadmate's
 * too, STAGE1-3, not in Champions, CHAMP-9), and while the loadout is under
 * way into a pool as well, as may a weapon card without attachments to its
 * legend's pool, and a pool's card onto an empty weapon slot (STAGE1-4,
 * STAGE1-5). They are gathered and dealt again (deal_tokens), so the
 * world does not lean towards where they really are; a backpack fills from
 * its first space, as the loadout fills it. */

static bool loadout_under_way(const rf_game *g, int squad)
{
    for (int i = 0; i < g->nframes; i++)
        if (g->stack[i].type == FR_LOADOUT && g->stack[i].loadout.squad == squad) return true;
    return false;
}

static bool loadout_done(const rf_game *g, int squad)
{
    for (int w = 0; w < RF_PIECE_WORDS; w++)
        if (g->seen.leftover[squad][w]) return true;
    return false;
}

/* The legend of squad whose backpack, attachment slot or (pools: its
 * loadout under way, or gathered, stage1_gather) pool holds hidden token
 * p, or -1. */
static int token_owner(const rf_game *g, int p, int seat, int squad, bool pools)
{
    const rf_piece *q = &g->piece[p];
    if (q->kind != RF_PIECE_LOOT || q->exhausted || det_seen(g, seat, p)) return -1;
    int l = q->where == RF_IN_PACK ? q->at / RF_BACKPACK
          : q->where == RF_ATTACHED ? q->at / RF_MAX_WEAPON_SLOTS / RF_WEAPON_SLOTS
          : q->where == RF_IN_POOL && pools ? q->at : -1;
    if (l < 0 || l >= g->nlegends || g->legend[l].squad != squad || !det_other(g, l, seat)) return -1;
    return l;
}

/* Squad's hidden tokens of its backpacks, attachment slots (and pools)
 * go to one pool before they are dealt again (deal_tokens): the squad's
 * first legend's, any of them may take them (STAGE1-3), or without gifts
 * (CHAMP-9) each legend's own, so that the deal does not depend on where
 * they lay. Their attachments off, the weapon cards are drawn anew with
 * the weapon deck (stage1_card), whatever was fitted on them. */
static void stage1_gather(rf_game *g, int seat)
{
    for (int squad = 0; squad < 2; squad++) {
        if (!begun_hidden(g, squad, seat)) continue;
        int first = -1;
        for (int m = 0; m < g->nlegends && first < 0; m++)
            if (g->legend[m].squad == squad) first = m;
        for (int p = 0; p < g->npieces; p++) {
            int l = token_owner(g, p, seat, squad, loadout_under_way(g, squad));
            if (l >= 0) piece_place(g, p, RF_IN_POOL, plug_no_gifts(g) ? l : first);
        }
    }
}

/* A place a token may go: a legend's backpack (its first free space), an
 * attachment slot w, s, or its pool. */
enum { HOME_PACK, HOME_FIT, HOME_POOL };
typedef struct home { int8_t kind, legend, w, s; } home;

static int token_homes(const rf_game *g, int p, int owner, bool under_way, unsigned pack_ok,
                       home *h)
{
    const rf_loot_def *d = pieces_loot_of(g, p);
    bool gear = d->family == RF_LOOT_HELMET || d->family == RF_LOOT_BODY_SHIELD ||
                d->family == RF_LOOT_KNOCKDOWN;              /* worn only, never packed */
    bool gifts = !plug_no_gifts(g);
    int n = 0;
    for (int m = 0; m < g->nlegends; m++) {
        const rf_legend *x = &g->legend[m];
        if (x->squad != g->legend[owner].squad || (m != owner && !gifts)) continue;
        if (!gear && (pack_ok >> m & 1u) && pieces_pack_free_slot(g, m) >= 0)
            h[n++] = (home){ HOME_PACK, (int8_t)m, 0, 0 };
        for (int w = 0; w < RF_WEAPON_SLOTS && d->family == RF_LOOT_ATTACHMENT; w++) {
            if (x->weapon[w] < 0) continue;
            const rf_weapon_def *wd = pieces_weapon_of(g, x->weapon[w]);
            for (int s = 0; s < wd->nslots; s++)
                if (x->attach[w][s] < 0 && catalog_attachment_fits(&wd->slot[s], d))
                    h[n++] = (home){ HOME_FIT, (int8_t)m, (int8_t)w, (int8_t)s };
        }
        if (under_way) h[n++] = (home){ HOME_POOL, (int8_t)m, 0, 0 };
    }
    return n;
}

/* While its loadout is under way, legend l's weapon cards (its pools' and
 * those on its slots without attachments) are dealt anew onto its empty
 * weapon slots, each slot a card or none (STAGE1-4; ammo: STAGE1-5). */
static void stage1_weapon_slots(rf_game *g, int l, int seat, rf_rng *r)
{
    rf_legend *x = &g->legend[l];
    for (int w = 0; w < RF_WEAPON_SLOTS; w++) {
        int p = x->weapon[w], fitted = 0;
        for (int a = 0; a < RF_MAX_WEAPON_SLOTS; a++) fitted += x->attach[w][a] >= 0;
        if (p < 0 || fitted || det_seen(g, seat, p) || pieces_weapon_of(g, p)->kitted) continue;
        piece_place(g, p, RF_IN_POOL, l);
        x->ammo[w] = 0;
    }
    for (int w = 0; w < RF_WEAPON_SLOTS; w++) {
        if (x->weapon[w] >= 0) continue;
        int16_t can[RF_MAX_PIECES + 1];
        int n = 0;
        can[n++] = -1;                                              /* or left empty */
        for (int q = 0; q < g->npieces; q++)
            if (g->piece[q].where == RF_IN_POOL && g->piece[q].at == l &&
                g->piece[q].kind == RF_PIECE_WEAPON && !pieces_weapon_of(g, q)->kitted)
                can[n++] = (int16_t)q;
        int q = can[rng_below(r, (uint32_t)n)];
        if (q < 0) continue;
        piece_to_weapon_slot(g, q, l, w);
        x->ammo[w] = (uint8_t)pieces_weapon_of(g, q)->ammo_init;         /* STAGE1-5 */
    }
}

/* While squad's loadout is under way its legends may have given each
 * other weapon cards (STAGE1-3), never leaving one with fewer than 2
 * (R-STAGE1-3), and how many each holds is hidden with its pool: its
 * hidden weapon cards without attachments (pools and slots; not fully
 * kitted ones) are dealt again among its legends' pools, each legend first
 * up to 2, the rest to any (stage1_weapon_slots then equips them). Not in
 * Champions (no gifts, CHAMP-9). */
static void stage1_card_gifts(rf_game *g, int squad, int seat, rf_rng *r)
{
    if (plug_no_gifts(g)) return;
    int held[RF_MAX_LEGENDS] = { 0 }, mates[RF_MAX_LEGENDS], nm = 0, n = 0;
    int16_t card[RF_MAX_PIECES];
    for (int l = 0; l < g->nlegends; l++)
        if (g->legend[l].squad == squad) mates[nm++] = l;
    for (int p = 0; p < g->npieces; p++) {
        const rf_piece *q = &g->piece[p];
        int l = q->where == RF_ON_WEAPON ? q->at / RF_WEAPON_SLOTS : q->where == RF_IN_POOL ? q->at : -1;
        if (q->kind != RF_PIECE_WEAPON || l < 0 || g->legend[l].squad != squad) continue;
        bool fitted = false;
        for (int a = 0; q->where == RF_ON_WEAPON && a < RF_MAX_WEAPON_SLOTS; a++)
            fitted |= g->legend[l].attach[q->at % RF_WEAPON_SLOTS][a] >= 0;
        if (fitted || det_seen(g, seat, p) || pieces_weapon_of(g, p)->kitted) {
            held[l]++;                                              /* it stays its */
            continue;
        }
        if (q->where == RF_ON_WEAPON) g->legend[l].ammo[q->at % RF_WEAPON_SLOTS] = 0;
        card[n++] = (int16_t)p;
    }
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(r, (uint32_t)(i + 1));
        int16_t t = card[i]; card[i] = card[j]; card[j] = t;
    }
    int m = 0;
    for (int i = 0; i < n; i++) {
        while (m < nm && held[mates[m]] >= 2) m++;
        int l = m < nm ? mates[m] : mates[rng_below(r, (uint32_t)nm)];
        held[l]++;
        piece_place(g, card[i], RF_IN_POOL, l);
    }
}

static int free_spaces(const rf_game *g, int l)
{
    int n = 0;
    for (int s = 0; s < RF_BACKPACK; s++) n += g->legend[l].pack[s] < 0;
    return n;
}

/* The legends (bits) whose backpack attachment token p may take while
 * enough spaces stay for the tokens only a backpack takes (need: per
 * legend; without gifts each legend's own, else the squad's together). */
static unsigned packs_left(const rf_game *g, int p, int owner, const int *need)
{
    if (pieces_loot_of(g, p)->family != RF_LOOT_ATTACHMENT) return ~0u;
    bool gifts = !plug_no_gifts(g);
    int squad = g->legend[owner].squad, all_free = 0, all_need = 0;
    for (int m = 0; m < g->nlegends; m++)
        if (g->legend[m].squad == squad) { all_free += free_spaces(g, m); all_need += need[m]; }
    unsigned ok = 0;
    for (int m = 0; m < g->nlegends; m++)
        if (gifts ? all_free - 1 >= all_need : free_spaces(g, m) - 1 >= need[m]) ok |= 1u << m;
    return ok;
}

/* One deal of the gathered tokens tok (attachments first); false at a
 * dead end (a token with no place left). */
static bool deal_once(rf_game *g, const int16_t *tok, const int8_t *owner, int n, bool under_way,
                      rf_rng *r)
{
    int need[RF_MAX_LEGENDS] = { 0 };                 /* tokens only a backpack takes, to come */
    for (int i = 0; i < n && !under_way; i++)
        if (pieces_loot_of(g, tok[i])->family != RF_LOOT_ATTACHMENT) need[owner[i]]++;
    for (int i = 0; i < n; i++) {
        home h[RF_MAX_LEGENDS * (2 + RF_WEAPON_SLOTS * RF_MAX_WEAPON_SLOTS)];
        bool att = pieces_loot_of(g, tok[i])->family == RF_LOOT_ATTACHMENT;
        unsigned ok = under_way ? ~0u : packs_left(g, tok[i], owner[i], need);
        int k = token_homes(g, tok[i], owner[i], under_way, ok, h);
        if (k == 0) return false;
        const home *to = &h[rng_below(r, (uint32_t)k)];
        if (!att && !under_way) need[owner[i]]--;
        if (to->kind == HOME_PACK) piece_to_pack(g, tok[i], to->legend, pieces_pack_free_slot(g, to->legend));
        else if (to->kind == HOME_FIT) piece_attach(g, tok[i], to->legend, to->w, to->s);
        else piece_place(g, tok[i], RF_IN_POOL, to->legend);
    }
    return true;
}

/* Squad's hidden tokens, gathered (stage1_gather), are dealt one by one,
 * attachments first, each to one of the places it may go (token_homes),
 * keeping enough backpack spaces for the tokens only a backpack takes, so
 * that where they end does not depend on where they were. Should a deal
 * reach a dead end (the attachments left fit only slots already taken), it
 * is dealt again; false after 8 dead ends. */
static bool deal_tokens(rf_game *g, int squad, int seat, rf_rng *r)
{
    static _Thread_local rf_game gathered;
    bool under_way = loadout_under_way(g, squad);
    int16_t tok[RF_MAX_PIECES], rest[RF_MAX_PIECES];
    int8_t owner[RF_MAX_PIECES], rest_owner[RF_MAX_PIECES];
    int n = 0, nrest = 0;
    for (int p = 0; p < g->npieces; p++) {              /* attachments first, each in order */
        int l = token_owner(g, p, seat, squad, true);
        if (l < 0) continue;
        if (pieces_loot_of(g, p)->family == RF_LOOT_ATTACHMENT) {
            tok[n] = (int16_t)p;
            owner[n++] = (int8_t)l;
        } else {
            rest[nrest] = (int16_t)p;
            rest_owner[nrest++] = (int8_t)l;
        }
    }
    memcpy(tok + n, rest, sizeof rest[0] * (size_t)nrest);
    memcpy(owner + n, rest_owner, sizeof rest_owner[0] * (size_t)nrest);
    n += nrest;
    if (under_way) stage1_card_gifts(g, squad, seat, r);
    for (int l = 0; l < g->nlegends && under_way; l++)
        if (g->legend[l].squad == squad) stage1_weapon_slots(g, l, seat, r);
    memcpy(&gathered, g, sizeof gathered);
    for (int tries = 0; tries < 8; tries++) {
        if (deal_once(g, tok, owner, n, under_way, r)) return true;
        memcpy(g, &gathered, sizeof gathered);
    }
    return false;
}

static bool stage1_slots(rf_game *g, int seat, rf_rng *r)
{
    for (int squad = 0; squad < 2; squad++)             /* else its pools as dealt */
        if (begun_hidden(g, squad, seat) && !deal_tokens(g, squad, seat, r)) return false;
    return true;
}

/* ---- Stage 1: the whole ---- */

/* One Stage 1 world: the tokens drawn (stage1_draw), gathered, the weapon
 * cards drawn with the weapon deck and loaded (STAGE1-5), the tokens dealt
 * to their places (stage1_slots); false at a dead end of the deal. */
static bool stage1_world(rf_game *g, int seat, rf_rng *r)
{
    bool drawn = stage1_draw(g, seat, r);
    if (drawn) stage1_gather(g, seat);
    unsigned slots = reload_slots(g, seat);           /* as gathered, before the draw */
    det_resample_pieces(g, seat, drawn, r);
    reload(g, slots);
    return !drawn || stage1_slots(g, seat, r);
}

/* The seat of a squad whose loadout was drawn anew has seen all of it (its
 * own pools and boards): rf_seen says so of every piece on them, whatever
 * moves the draw made (det_seen_piece_moves marks only the moved ones), so
 * that the world is the same whichever world it was drawn from. */
static void stage1_seen(rf_game *g, int seat)
{
    for (int squad = 0; squad < 2; squad++) {
        if (!begun_hidden(g, squad, seat)) continue;
        int owner = rf_game_seat_of(g, squad);
        for (int p = 0; p < g->npieces && owner >= 0; p++) {
            const rf_piece *q = &g->piece[p];
            int l = q->where == RF_ON_GEAR ? q->at / RF_GEAR_SLOTS
                  : q->where == RF_ATTACHED ? q->at / RF_MAX_WEAPON_SLOTS / RF_WEAPON_SLOTS
                  : q->where == RF_IN_PACK ? q->at / RF_BACKPACK
                  : q->where == RF_ON_WEAPON ? q->at / RF_WEAPON_SLOTS
                  : q->where == RF_IN_POOL || q->where == RF_HELD ? q->at : -1;
            if (l >= 0 && l < g->nlegends && g->legend[l].squad == squad)
                g->seen.piece[owner & 1][p / 64] |= 1ull << (p % 64);
        }
    }
}

/* Stage 1's pieces: a world drawn again at a dead end of its deal; after
 * 4, the squads' tokens kept where they lie, drawn with the bags by rarity
 * (a possible world, but no longer canonical: tests/unit/test_determinize.c
 * counts such states). */
void det_stage1_pieces(rf_game *g, int seat, rf_rng *r)
{
    static _Thread_local rf_game orig;
    memcpy(&orig, g, sizeof orig);
    for (int tries = 0; !stage1_world(g, seat, r); tries++) {
        memcpy(g, &orig, sizeof orig);
        if (tries == 3) {
            unsigned slots = reload_slots(g, seat);
            det_resample_pieces(g, seat, false, r);
            reload(g, slots);
            return;
        }
    }
    stage1_seen(g, seat);
}
