/*
 * test_noninterference.c — hidden information, next-state (DESIGN.md,
 * "Hidden information"; docs/security.md, "Non-interference"; issue 19).
 *
 * test_engine.c compares a seat's views of two states that differ only in
 * what the seat may not know, at one fixed state. That misses a leak through
 * the engine's own course: whether a decision window opens (a reaction, an
 * Enhanced Shoot card, the end of an activation) when the game moves on.
 * Here two games that differ only in what seat S cannot know are played on
 * with the same choices, and S's views are compared after every step:
 *
 *   - rf_observe(g, S) (which carries the pending decision: seat, kind,
 *     legend, prompt), rf_pending itself, the log lines S may read, and
 *     S's options (codes and labels) whenever S decides.
 *
 * What S cannot know (the perturbation, applied to the second game):
 *   - the cards of every legend not S's: which of its cards are in hand and
 *     which in its deck (CARD-6, CARD-5: the hand is its owner's, the deck
 *     face down), and the order of every action deck, S's own too;
 *   - the contents of the other squads' backpacks against the bags of the
 *     same rarity (BACKPACK-5, LOOT-6);
 *   - the order of the weapon deck, the bin deck, the event deck and the
 *     supply drop deck (face down);
 *   - Assassination: which of the other squad's legends holds which role
 *     card while the cards are in hand (ASSN-6);
 *   - Champions: which champion cards another squad's champion kept in hand
 *     and which it put out of the game (CHAMP-10);
 *   - Gun Run: another squad's weapon queue against its face-down deck
 *     (GUNRUN-5).
 * Each perturbation permutes items among places S cannot see (a hand and
 * its deck, a bag and a backpack, two places of a deck, two role cards).
 *
 * When the comparison stops: the two games legitimately part ways when
 * something hidden comes into the open, e.g. a card is played, a token
 * drawn or dropped, a role revealed, an event drawn. That is detected
 * without looking at the views: the fingerprint lists where every item
 * (card, token, weapon card, role, champion card, event, supply drop) lies
 * as S can see it: exactly where it lies in the open or in S's own hidden
 * places, only "hidden" elsewhere. It is the same in both games right after
 * the perturbation; as soon as it differs, an item came into the open
 * differently in the two games (a reveal), and the comparison of that pair
 * ends. It also ends when another seat's choice is not open to it in the
 * second game, or names something else there (its label: a hidden card of
 * its own): that seat's hidden information legitimately changed its choice.
 * Until then, any difference in S's views is a leak and fails the test. (A
 * leak whose first sign is an item moving differently, e.g. a window that
 * opens in one game while the other's Shoot eliminates a legend and drops
 * its backpack, would be taken for a reveal; the leaks found so far all
 * showed first in the pending decision.)
 *
 * Size: the short run (ctest) checks NONINTERFERENCE_SHORT transitions per
 * mode; `make noninterference` sets RF_NONINTERFERENCE_TRANSITIONS (10,000)
 * and prints the figures per mode.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "mode_games.h"
#include "rules/modes/assn/assn.h"
#include "rules/engine/engine.h"
#include "rules/cards/hand.h"
#include "rules/engine/pieces.h"

#define NONINTERFERENCE_SHORT 1500
#define EVERY 23                 /* a pair of games every EVERY steps of the main line */
#define WINDOW 30                /* steps compared per pair at most */
#define MAX_MAIN_STEPS 6000

/* ---- What seat S cannot know ---- */

/* Legend l's cards are hidden from S: its hand is its own seat's (a
 * spectator, S = -1, sees no hand). */
static bool other(const rf_game *g, int l, int seat)
{
    return seat < 0 || g->legend[l].seat != seat;
}

static bool other_squad(const rf_game *g, int squad, int seat)
{
    return seat < 0 || rf_game_seat_of(g, squad) != seat;
}

static unsigned long long mix(unsigned long long *x)
{
    *x += 0x9e3779b97f4a7c15ULL;
    unsigned long long z = *x;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static void swap_u8(uint8_t *a, uint8_t *b) { uint8_t t = *a; *a = *b; *b = t; }
static void swap_i8(int8_t *a, int8_t *b) { int8_t t = *a; *a = *b; *b = t; }

static void swap_defs(rf_game *g, int p, int q)
{
    swap_u8(&g->piece[p].def, &g->piece[q].def);
}

/* A card everyone saw go into legend l's hand (rf_seen, state.h). */
static bool seen_in_hand(const rf_game *g, int l, int c)
{
    for (int k = 0; k < RF_SEEN_HAND; k++)
        if (g->seen.hand[l][k] == c + 1) return true;
    return false;
}

/* Action cards (CARD-6): a hand card of another seat's legend against one
 * of its deck; two cards of every deck (S's own too: face down). */
static void perturb_cards(rf_game *g, int seat, unsigned long long *r)
{
    for (int l = 0; l < g->nlegends; l++) {
        rf_legend *x = &g->legend[l];
        if (x->deck_n >= 2)
            swap_u8(&x->deck[mix(r) % x->deck_n], &x->deck[mix(r) % x->deck_n]);
        if (!other(g, l, seat) || x->hand_n == 0 || x->deck_n == 0) continue;
        int i = (int)(mix(r) % x->hand_n);
        if (seen_in_hand(g, l, x->hand[i])) continue;
        swap_u8(&x->hand[i], &x->deck[mix(r) % x->deck_n]);
        for (; i > 0 && x->hand[i - 1] > x->hand[i]; i--) swap_u8(&x->hand[i - 1], &x->hand[i]);
        for (; i + 1 < x->hand_n && x->hand[i] > x->hand[i + 1]; i++) swap_u8(&x->hand[i], &x->hand[i + 1]);
    }                                         /* a hand stays in content order (hand.c) */
}

/* BACKPACK-5: a token in another squad's backpack against one of the same
 * rarity still in a bag (LOOT-6); not one the seat saw go in (rf_seen). */
/* A legend in the middle of a Use: the item it chose is named in the open
 * (its prompt, the log), no longer a secret of its backpack. */
static bool using_item(const rf_game *g, int l)
{
    for (int i = 0; i < g->nframes; i++)
        if (g->stack[i].type == FR_USE && g->stack[i].legend == l) return true;
    return false;
}

static void perturb_backpacks(rf_game *g, int seat, unsigned long long *r)
{
    for (int l = 0; l < g->nlegends; l++) {
        if (!other(g, l, seat) || using_item(g, l)) continue;
        for (int s = 0; s < RF_BACKPACK; s++) {
            int p = g->legend[l].pack[s];
            if (p < 0 || g->piece[p].kind != RF_PIECE_LOOT || g->piece[p].exhausted) continue;
            if (seat >= 0 && (g->seen.piece[seat][p / 64] >> (p % 64) & 1)) continue;  /* rf_seen */
            int rarity = pieces_loot_of(g, p)->rarity, n = 0, pick = -1;
            for (int q = 0; q < g->npieces; q++)
                if (g->piece[q].where == RF_IN_BAG && g->piece[q].at == rarity &&
                    g->piece[q].kind == RF_PIECE_LOOT && g->piece[q].def != g->piece[p].def &&
                    mix(r) % (unsigned)++n == 0)
                    pick = q;
            if (pick >= 0) swap_defs(g, p, pick);
        }
    }
}

/* Face-down decks everybody draws from. */
static void perturb_decks(rf_game *g, unsigned long long *r)
{
    if (g->weapon_deck_n >= 2)
        swap_defs(g, g->weapon_deck[mix(r) % g->weapon_deck_n],
                  g->weapon_deck[mix(r) % g->weapon_deck_n]);
    if (g->bin_deck_n >= 2)
        swap_i8(&g->bin_deck[mix(r) % g->bin_deck_n], &g->bin_deck[mix(r) % g->bin_deck_n]);
    rf_events_state *e = &g->event_cards;
    if (e->deck_n >= 2) swap_i8(&e->deck[mix(r) % e->deck_n], &e->deck[mix(r) % e->deck_n]);
    rf_drops_state *d = &g->drops;
    if (d->deck_n >= 2) swap_i8(&d->deck[mix(r) % d->deck_n], &d->deck[mix(r) % d->deck_n]);
}

/* ASSN-6: the other squad's role cards in hand change hands. */
static void perturb_roles(rf_game *g, int seat)
{
    if (g->mode != RF_MODE_ASSN) return;
    for (int a = 0; a < g->nlegends; a++)
        for (int b = a + 1; b < g->nlegends; b++)
            if (other(g, a, seat) && other(g, b, seat) &&
                g->legend[a].squad == g->legend[b].squad && g->assn.card[a] == RF_RC_HAND &&
                g->assn.card[b] == RF_RC_HAND && g->assn.role[a] != g->assn.role[b]) {
                swap_u8(&g->assn.role[a], &g->assn.role[b]);
                return;
            }
}

/* CHAMP-10: a champion card in another seat's hand against one it put out
 * of the game. */
static void perturb_feats(rf_game *g, int seat, unsigned long long *r)
{
    if (g->mode != RF_MODE_CHAMP) return;
    for (int l = 0; l < g->nlegends && l < RF_CHAMP_MAX_LEGENDS; l++) {
        rf_champ_feats *f = &g->champ.feats[l];
        if (!other(g, l, seat) || !f->hand) continue;
        int in = -1, out = -1;
        for (int c = 0; c < 6; c++) {
            if ((f->hand >> c & 1) && (in < 0 || mix(r) % 2)) in = c;
            if (!(f->kept >> c & 1) && (out < 0 || mix(r) % 2)) out = c;
        }
        if (in < 0 || out < 0) continue;
        f->hand = (uint8_t)((f->hand & ~(1u << in)) | 1u << out);
        f->kept = (uint8_t)((f->kept & ~(1u << in)) | 1u << out);
    }
}

/* GUNRUN-5: a card of another squad's weapon queue against one of its deck. */
static void perturb_gunrun(rf_game *g, int seat, unsigned long long *r)
{
    rf_gunrun_state *k = &g->gunrun;
    for (int sq = 0; sq < 2; sq++) {
        if (k->deck_n[sq] >= 2)
            swap_defs(g, k->deck[sq][mix(r) % k->deck_n[sq]], k->deck[sq][mix(r) % k->deck_n[sq]]);
        if (!other_squad(g, sq, seat) || k->deck_n[sq] == 0) continue;
        for (int i = 0; i < RF_KIT_QUEUE; i++)
            if (k->queue[sq][i] >= 0) {
                swap_defs(g, k->queue[sq][i], k->deck[sq][mix(r) % k->deck_n[sq]]);
                break;
            }
    }
}

static void perturb(rf_game *g, int seat, unsigned long long salt)
{
    unsigned long long r = salt;
    perturb_cards(g, seat, &r);
    perturb_backpacks(g, seat, &r);
    perturb_decks(g, &r);
    perturb_roles(g, seat);
    perturb_feats(g, seat, &r);
    perturb_gunrun(g, seat, &r);
}

/* ---- Fingerprint: where every item lies, as S can see it ---- */

/* The items a perturbation moves (cards, tokens, weapon cards, roles,
 * champion cards) as seat S can see them: exactly where they lie in a
 * public place (or S's own hidden one), only "hidden" elsewhere. Equal in
 * both games right after the perturbation; when it differs, some hidden
 * item came into the open differently in the two games (a reveal). */
typedef struct fp { int n; unsigned v[4096]; } fp;

static void fp_put(fp *f, unsigned v)
{
    if (f->n < (int)(sizeof f->v / sizeof f->v[0])) f->v[f->n++] = v;
}

/* Is piece p somewhere S cannot see it? */
static bool piece_hidden(const rf_game *g, const rf_piece *q, int seat)
{
    switch (q->where) {
    case RF_IN_BOX: case RF_IN_BAG: case RF_IN_DECK: return true;       /* LOOT-6, face down */
    case RF_IN_PACK: return other(g, q->at / RF_BACKPACK, seat);        /* BACKPACK-5 */
    case RF_IN_POOL: return other(g, q->at, seat);                      /* STAGE1-1 */
    case RF_HELD: return g->match.stage == RF_STAGE_1 && other(g, q->at, seat);   /* R-STAGE1-2 */
    case RF_IN_MODULE: return q->at == RF_MODAT_SPECIAL;                /* DROP-2 (3) */
    case RF_IN_KIT: {                                                   /* GUNRUN-5 */
        int squad = q->at >> 8, pile = q->at >> 5 & 7;
        return pile == RF_KIT_PILE_DECK || (pile == RF_KIT_PILE_QUEUE && other_squad(g, squad, seat));
    }
    default: return false;
    }
}

static void fingerprint(const rf_game *g, int seat, fp *f)
{
    f->n = 0;
    for (int p = 0; p < g->npieces; p++) {
        const rf_piece *q = &g->piece[p];
        if (piece_hidden(g, q, seat)) {
            fp_put(f, 0x80000000u | (unsigned)q->where << 16 | (unsigned)p);
            continue;
        }
        fp_put(f, (unsigned)q->where << 24 | (unsigned)(uint16_t)q->at << 8 | q->def);
        fp_put(f, (unsigned)p << 8 | q->kind);
    }
    for (int l = 0; l < g->nlegends; l++) {              /* CARD-5, CARD-6 */
        const rf_legend *x = &g->legend[l];
        fp_put(f, 0x40000000u | (unsigned)x->deck_n << 16 | (unsigned)x->hand_n << 8 | x->discard_n);
        for (int i = 0; i < x->discard_n; i++) fp_put(f, x->discard[i]);
        for (int i = 0; !other(g, l, seat) && i < x->hand_n; i++) fp_put(f, 0x100u | x->hand[i]);
        /* S's own draws in the order S saw them: a hand is kept in content
         * order (hand.c), so two draws in another order leave the same
         * hand; the deck keeps its drawn cards past its count */
        for (int i = x->deck_n; !other(g, l, seat) && i < RF_DECK_SIZE; i++)
            fp_put(f, 0x200u | x->deck[i]);
    }
    fp_put(f, (unsigned)g->bin_deck_n << 16 | (unsigned)g->event_cards.deck_n << 8 | g->drops.deck_n);
    fp_put(f, (unsigned)(uint8_t)g->event_cards.active << 8 | g->event_cards.removed);   /* EVENT-3 */
    /* Cards drawn from the bin, event and supply drop decks are shown (INTERACT-4
     * (1), EVENT-3, DROP-9); the decks keep them past their count. */
    for (int i = g->bin_deck_n; i < RF_MAX_BIN_CARDS; i++) fp_put(f, 0x10000000u | (uint8_t)g->bin_deck[i]);
    for (int i = g->event_cards.deck_n; i < RF_EVENT_CARDS; i++)
        fp_put(f, 0x11000000u | (uint8_t)g->event_cards.deck[i]);
    for (int i = g->drops.deck_n; i < RF_DROP_CARDS; i++) fp_put(f, 0x12000000u | (uint8_t)g->drops.deck[i]);
    const unsigned char *drops = (const unsigned char *)g->drops.drop;  /* DROP-9: what landed */
    for (size_t i = 0; i < sizeof g->drops.drop; i++) fp_put(f, 0x20000000u | drops[i]);
    for (int l = 0; l < g->nlegends && g->mode == RF_MODE_ASSN; l++) {   /* ASSN-6 */
        bool secret = g->assn.card[l] == RF_RC_HAND && other(g, l, seat);
        fp_put(f, (unsigned)g->assn.card[l] << 8 | (secret ? 0xffu : g->assn.role[l]));
    }
    for (int l = 0; l < g->nlegends && g->mode == RF_MODE_CHAMP; l++) { /* CHAMP-10 */
        const rf_champ_feats *c = &g->champ.feats[l];
        fp_put(f, (unsigned)c->discard << 8 | (uint8_t)c->active);
        fp_put(f, other(g, l, seat) ? (unsigned)__builtin_popcount(c->hand)
                                    : 0x10000u | (unsigned)c->hand << 8 | c->kept);
    }
}

static bool fp_equal(const fp *a, const fp *b)
{
    return a->n == b->n && memcmp(a->v, b->v, (size_t)a->n * sizeof a->v[0]) == 0;
}

/* ---- The log lines S may read ---- */

typedef struct logbuf { int seat; size_t len; char text[16384]; } logbuf;

static void log_line(void *user, int seat, const char *line)
{
    logbuf *b = user;
    if (seat != -1 && seat != b->seat) return;
    int w = snprintf(b->text + b->len, sizeof b->text - b->len, "%s\n", line);
    if (w > 0) b->len += (size_t)w;
    if (b->len >= sizeof b->text) b->len = sizeof b->text - 1;
}

/* ---- One pair of games ---- */

static long t_determinized;      /* determinizations compared */
static long t_recorded;          /* compared views whose record shows a Shoot (record.h) */

typedef struct tally {
    long checked;              /* steps played in both games and compared */
    long pairs, revealed, their_choice, ended, window;
} tally;

static char oa[1 << 17], ob[1 << 17];
static rf_option xa[RF_MAX_OPTIONS], xb[RF_MAX_OPTIONS];

/* The first difference between two texts, for the failure message. */
static const char *diff_at(const char *a, const char *b)
{
    size_t i = 0;
    while (a[i] && a[i] == b[i]) i++;
    return a + (i > 120 ? i - 120 : 0);
}

/* The shot estimates (rf_view_shot_estimates, both slots of every pair)
 * read public information only (SHOOT-12: the deck's composition, never
 * its order): the same numbers in both games, the generators left alike. */
static long t_estimates;         /* slots estimated with a Shoot to sample */

static void same_estimates(const rf_game *a, const rf_game *b, const char *where)
{
    int n = rf_view_legends(a);
    for (int s = 0; s < n; s++)
        for (int t = 0; t < n; t++) {
            unsigned long long ra = (unsigned long long)(s * 8 + t) + 1, rb = ra;
            rf_shot_estimate ea[RF_VIEW_WEAPON_SLOTS], eb[RF_VIEW_WEAPON_SLOTS];
            rf_view_shot_estimates(a, s, t, 12, &ra, ea);
            rf_view_shot_estimates(b, s, t, 12, &rb, eb);
            if (memcmp(ea, eb, sizeof ea) != 0 || ra != rb)
                fail_msg("%s: the shot estimates of %d at %d differ: %.17g/%.17g, %.17g/%.17g",
                         where, s, t, ea[0].damage, ea[1].damage, eb[0].damage, eb[1].damage);
            t_estimates += ra != (unsigned long long)(s * 8 + t) + 1;
        }
}

/* S's views of a and b are the same; else the test fails with where. */
static void same_views(const rf_game *a, const rf_game *b, int seat, const logbuf *la,
                       const logbuf *lb, const char *where)
{
    rf_decision da, db;
    bool pa = rf_pending(a, &da), pb = rf_pending(b, &db);
    rf_observe(a, seat, oa, sizeof oa);
    rf_observe(b, seat, ob, sizeof ob);
    if (strcmp(oa, ob) != 0)
        fail_msg("%s: seat %d's observation differs (pending '%s' / '%s'):\n  one:   %.400s\n"
                 "  other: %.400s", where, seat, pa ? da.prompt : "-", pb ? db.prompt : "-",
                 diff_at(oa, ob), diff_at(ob, oa));
    const char *rec = strstr(oa, "\"record\":");      /* the turn's Shoots: compared too */
    t_recorded += rec && strstr(rec, "\"shots\":[{") != NULL;
    if (pa != pb || (pa && (da.seat != db.seat || da.kind != db.kind || da.legend != db.legend ||
                            strcmp(da.prompt, db.prompt) != 0)))
        fail_msg("%s: the pending decision differs for seat %d: '%s' / '%s'", where, seat,
                 pa ? da.prompt : "-", pb ? db.prompt : "-");
    if (la->len != lb->len || memcmp(la->text, lb->text, la->len) != 0)
        fail_msg("%s: seat %d's log differs:\n  one:   %.300s\n  other: %.300s", where, seat,
                 la->text, lb->text);
    same_estimates(a, b, where);
    if (!pa || da.seat != seat) return;              /* options are shown to the decider */
    int na = rf_options(a, xa, RF_MAX_OPTIONS), nb = rf_options(b, xb, RF_MAX_OPTIONS);
    if (na != nb) fail_msg("%s: seat %d has %d options in one game, %d in the other ('%s')",
                           where, seat, na, nb, da.prompt);
    for (int i = 0; i < na && i < RF_MAX_OPTIONS; i++)
        if (xa[i].code != xb[i].code || strcmp(xa[i].label, xb[i].label) != 0)
            fail_msg("%s: seat %d's option %d differs: '%s' / '%s'", where, seat, i, xa[i].label,
                     xb[i].label);
}

/* Is code an option of b's pending decision with this label? */
static bool offered_as(const rf_game *b, unsigned code, const char *label)
{
    int n = rf_options(b, xb, RF_MAX_OPTIONS);
    for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++)
        if (xb[i].code == code) return strcmp(xb[i].label, label) == 0;
    return false;
}

static const char *label_of(const rf_game *a, unsigned code)
{
    int n = rf_options(a, xa, RF_MAX_OPTIONS);
    for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++)
        if (xa[i].code == code) return xa[i].label;
    return "";
}

/* rf_game_determinize depends only on what the seat knows: the same
 * world from both games, byte for byte (the log hooks are never copied). */
static void same_determinizations(const rf_game *a, const rf_game *b, int seat,
                                  unsigned long long salt, const char *name)
{
    for (unsigned long long k = 1; k <= 2; k++) {
        if (!same_world(a, b, seat, salt + k, name))
            fail_msg("%s, salt %llu, seat %d: two games the seat cannot tell apart give different "
                     "determinizations", name, salt, seat);
        t_determinized++;
    }
}

static void compare_pair(const rf_game *g, int seat, rf_bot *bots[2], unsigned long long salt,
                         const char *name, tally *t)
{
    rf_game *a = rf_game_clone(g), *b = rf_game_clone(g);
    perturb(b, seat, salt);
    tu_check(b);
    static fp fa, fb;
    fingerprint(a, seat, &fa);
    fingerprint(b, seat, &fb);
    if (!fp_equal(&fa, &fb)) fail_msg("%s: the perturbation moved something into the open", name);
    if (rf_game_hash(a) == rf_game_hash(b)) {         /* nothing hidden to change here */
        rf_game_free(a);
        rf_game_free(b);
        return;
    }
    t->pairs++;
    same_determinizations(a, b, seat, salt, name);
    static logbuf la, lb;
    la.seat = lb.seat = seat;
    la.len = lb.len = 0;
    rf_game_set_log(a, log_line, &la);
    rf_game_set_log(b, log_line, &lb);
    char where[200];
    snprintf(where, sizeof where, "%s, seed salt %llu, seat %d, step 0", name, salt, seat);
    same_views(a, b, seat, &la, &lb, where);
    int step;
    for (step = 1; step <= WINDOW; step++) {
        rf_decision d;
        if (!rf_pending_brief(a, &d)) {
            t->ended++;
            break;
        }
        unsigned code = rf_bot_choose(bots[d.seat & 1], a);
        if (d.seat != seat) {                         /* its own hidden cards may decide */
            char label[96];
            snprintf(label, sizeof label, "%s", label_of(a, code));
            if (!offered_as(b, code, label)) {
                t->their_choice++;
                break;
            }
        }
        la.len = lb.len = 0;
        rf_error err;
        if (rf_choose(a, code, &err) != RF_OK) fail_msg("%s: %s", name, err.message);
        if (rf_choose(b, code, &err) != RF_OK) fail_msg("%s: %s", name, err.message);
        fingerprint(a, seat, &fa);
        fingerprint(b, seat, &fb);
        if (!fp_equal(&fa, &fb)) {                    /* something hidden came into the open */
            t->revealed++;
            break;
        }
        t->checked++;
        snprintf(where, sizeof where, "%s, salt %llu, seat %d, step %d after choice %#x (by seat %d)",
                 name, salt, seat, step, code, d.seat);
        same_views(a, b, seat, &la, &lb, where);
    }
    if (step > WINDOW) t->window++;
    rf_game_free(a);
    rf_game_free(b);
}

/* Play matches of one mode until `want` transitions were compared. */
static tally run_mode(const mode_cfg *mc, long want)
{
    tally t;
    memset(&t, 0, sizeof t);
    for (unsigned long long seed = 1; t.checked < want && seed < 400; seed++) {
        rf_game *g = new_game(mc, seed * 7919 + (unsigned long long)mc->mode);
        rf_bot *main_bots[2] = { rf_bot_new(mc->red, seed), rf_bot_new(mc->blue, seed + 1) };
        rf_bot *pair_bots[2] = { rf_bot_new(mc->red, seed + 2), rf_bot_new(mc->blue, seed + 3) };
        for (int step = 0; step < MAX_MAIN_STEPS && t.checked < want; step++) {
            rf_decision d;
            if (!rf_pending_brief(g, &d)) break;
            if (step % EVERY == 0)
                for (int seat = -1; seat <= 1; seat++)
                    compare_pair(g, seat, pair_bots, seed * 1000003ULL + (unsigned)step * 3 +
                                 (unsigned)(seat + 1), mc->name, &t);
            rf_error err;
            if (rf_choose(g, rf_bot_choose(main_bots[d.seat & 1], g), &err) != RF_OK)
                fail_msg("%s", err.message);
        }
        for (int i = 0; i < 2; i++) {
            rf_bot_free(main_bots[i]);
            rf_bot_free(pair_bots[i]);
        }
        rf_game_free(g);
    }
    return t;
}

static long wanted(void)
{
    const char *e = getenv("RF_NONINTERFERENCE_TRANSITIONS");
    long n = e ? strtol(e, NULL, 10) : 0;
    return n > 0 ? n : NONINTERFERENCE_SHORT;
}

static long check_mode(const mode_cfg *mc)
{
    long want = wanted();
    tally t = run_mode(mc, want);
    printf("non-interference: %-52s %7ld transitions checked (%ld pairs; ended by: %ld reveals, "
           "%ld other seats' hidden choices, %ld game ends, %ld full windows)\n", mc->name,
           t.checked, t.pairs, t.revealed, t.their_choice, t.ended, t.window);
    printf("non-interference: %-52s %7ld determinizations of both games the same\n", mc->name,
           t_determinized);
    printf("non-interference: %-52s %7ld views compared with a Shoot in the record\n", mc->name,
           t_recorded);
    printf("non-interference: %-52s %7ld shot estimates sampled, the same in both games\n",
           mc->name, t_estimates);
    long recorded = t_recorded;
    t_determinized = t_recorded = t_estimates = 0;
    fflush(stdout);
    assert_true(t.checked >= want);
    return recorded;
}

/* covers: SHOOT-12 CARD-6 BACKPACK-5 REACT-1 REACT-7 ENHANCE-2 ACT-7 ASSN-6 CHAMP-10 GUNRUN-5 */
/* The record of the turn's Shoots (observe_record.c) is among what is compared. */
static void test_noninterference_br_map(void **s) { (void)s; assert_true(check_mode(&modes[0]) > 0); }
static void test_noninterference_br_draft(void **s) { (void)s; (void)check_mode(&modes[1]); }
static void test_noninterference_br_modules(void **s) { (void)s; (void)check_mode(&modes[2]); }
static void test_noninterference_assn(void **s) { (void)s; (void)check_mode(&modes[3]); }
static void test_noninterference_assn_gunrun(void **s) { (void)s; (void)check_mode(&modes[4]); }
static void test_noninterference_tdm(void **s) { (void)s; (void)check_mode(&modes[5]); }
static void test_noninterference_ctf(void **s) { (void)s; (void)check_mode(&modes[6]); }
static void test_noninterference_champ_drafted(void **s) { (void)s; (void)check_mode(&modes[7]); }
static void test_noninterference_champ_staged(void **s) { (void)s; (void)check_mode(&modes[8]); }
static void test_noninterference_tdm_heat_shields(void **s) { (void)s; (void)check_mode(&modes[9]); }

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_noninterference_br_map),
        cmocka_unit_test(test_noninterference_br_draft),
        cmocka_unit_test(test_noninterference_br_modules),
        cmocka_unit_test(test_noninterference_assn),
        cmocka_unit_test(test_noninterference_assn_gunrun),
        cmocka_unit_test(test_noninterference_tdm),
        cmocka_unit_test(test_noninterference_tdm_heat_shields),
        cmocka_unit_test(test_noninterference_ctf),
        cmocka_unit_test(test_noninterference_champ_drafted),
        cmocka_unit_test(test_noninterference_champ_staged),
    };
    /* RF_TEST_FILTER='*heat*': the full run of one set (docs/visibility.md). */
    if (getenv("RF_TEST_FILTER")) cmocka_set_test_filter(getenv("RF_TEST_FILTER"));
    return cmocka_run_group_tests(tests, NULL, NULL);
}
