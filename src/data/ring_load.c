/*
 * ring_load.c — the Ring module's content (rules RING, TRANS-5, STAGE2-9):
 * ring movement cards, the round track and the reward tokens. Format:
 * docs/ring.md.
 *
 * What loaded content guarantees to rules/ring.c:
 *  - ring_cards.json: exactly 8 cards (RING-1) with unique ids; each moves
 *    every edge 0 … 8 spaces inward and at least one edge (RING-7);
 *  - round_track.json: at most RF_TRACK_MAX spaces; the first is round 1
 *    (SETUP-2); the round spaces are 1 … 8 in order (ROUND-1), each with
 *    its ring damage 0 … 40 (TRANS-2; 40 is the health limit, DMG-8);
 *    square and dotted spaces carry 1 or 2 different symbols and nothing
 *    else; the one trophy is the last space (TRANS-5(a), BR-7);
 *  - rewards.json: exactly 4 tokens (STAGE2-9) with unique ids, a Move of
 *    1 … 5 and at most one extra reward: loot from the common or rare bag
 *    (STAGE2-11) or 1 ammo (STAGE2-12).
 * Every entry has a "source" that starts with "rules " or "designed".
 * Each file is read into a scratch copy; c is changed only without error.
 * Each record is read from a field table (ju_fields.h).
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "data/json_util.h"
#include "data/ju_fields.h"
#include "data/ring_load.h"
#include "errors.h"

#define LEN(a) (sizeof(a) / sizeof *(a))
#define MAX_ENTRIES 64          /* more is refused before reading */
#define MAX_RING_MOVE 8         /* half a 16-space map edge */
#define MAX_RING_DAMAGE 40      /* the health limit (DMG-8) */

/* ---- Shared readers ---- */

typedef void (*entry_fn)(ju_doc *d, const json_t *v, const char *path, int index, void *out);

/* The entries of the root array key, each through fn; their number. */
static int read_entries(ju_doc *d, const char *key, entry_fn fn, void *out)
{
    const json_t *arr = ju_get_array(d, d->root, "", key, true, 1, MAX_ENTRIES);
    size_t i;
    const json_t *v;
    json_array_foreach(arr, i, v) {
        char p[JU_PATH_LEN];
        ju_path_index(p, sizeof p, key, i);
        fn(d, v, p, (int)i, out);
    }
    return arr ? (int)json_array_size(arr) : -1;
}

static void check_count(ju_doc *d, const char *key, int got, int want, const char *what,
                        const char *rule)
{
    if (got >= 0 && got != want)
        ju_error(d, key, "has %d %s; the game has %d (rule %s)", got, what, want, rule);
}

/* An id of a-z, 0-9, '_', '-', not among the n ids before it (stride
 * bytes apart from ids[0]); false if wrong. */
static bool read_id(ju_doc *d, const json_t *v, const char *path, char *out, size_t size,
                    const char *ids, size_t stride, int n)
{
    char p[JU_PATH_LEN];
    if (ju_get_string(d, v, path, "id", true, out, size) != 1) return false;
    ju_path_key(p, sizeof p, path, "id");
    for (const char *s = out; *s; s++)
        if (!(islower((unsigned char)*s) || isdigit((unsigned char)*s) || *s == '_' ||
              *s == '-')) {
            ju_error(d, p, "'%s' may only hold a-z, 0-9, '_' and '-'", out);
            return false;
        }
    for (int i = 0; i < n; i++)
        if (strcmp(ids + (size_t)i * stride, out) == 0) {
            ju_error(d, p, "'%s' is defined twice", out);
            return false;
        }
    return true;
}

/* ---- Ring movement cards (ring_cards.json) ---- */

static const char *const cards_root_keys[] = { "about", "cards", NULL };

/* The finishing pass of a card's move: at least one edge moves (RING-7). */
static void finish_move(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                        bool clean)
{
    (void)v, (void)ctx;
    const rf_ring_card *k = rec;
    int total = 0;
    for (int e = 0; e < RF_EDGES; e++) total += k->move[e];
    if (total == 0 && clean)
        ju_error(d, path, "a ring card moves at least one edge inward (rule RING-7)");
}

/* How far each edge moves inward (RING-7), in the order of enum rf_edge. */
static const ju_field move_fields[] = {
    JU_INT_("north", false, rf_ring_card, move[RF_NORTH], 0, MAX_RING_MOVE, "RING-7"),
    JU_INT_("east", false, rf_ring_card, move[RF_EAST], 0, MAX_RING_MOVE, "RING-7"),
    JU_INT_("south", false, rf_ring_card, move[RF_SOUTH], 0, MAX_RING_MOVE, "RING-7"),
    JU_INT_("west", false, rf_ring_card, move[RF_WEST], 0, MAX_RING_MOVE, "RING-7"),
    JU_END,
};
static const ju_record move_record = { "ring card move", move_fields, finish_move };

static void move_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                       void *rec, void *ctx)
{
    (void)f, (void)ctx;
    char p[JU_PATH_LEN];
    const json_t *obj = ju_get_object(d, v, path, "move", true);
    ju_path_key(p, sizeof p, path, "move");
    if (obj) ju_read_record(d, obj, p, &move_record, rec, NULL);
}

/* The entries read so far, for a duplicate id: a card's or a reward's. */
typedef struct entries_ctx { void *out; int index; } entries_ctx;

static void ring_id_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                          void *rec, void *ctx)
{
    (void)f;
    const entries_ctx *cx = ctx;
    const rf_ring_deck *deck = cx->out;
    rf_ring_card *k = rec;
    int n = cx->index < RF_RING_CARDS ? cx->index : RF_RING_CARDS;
    read_id(d, v, path, k->id, sizeof k->id, deck->card[0].id, sizeof deck->card[0], n);
}

/* The finishing pass: a whole card goes to the deck. */
static void finish_card(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                        bool clean)
{
    (void)d, (void)v, (void)path;
    const entries_ctx *cx = ctx;
    rf_ring_deck *deck = cx->out;
    if (clean && cx->index < RF_RING_CARDS) deck->card[cx->index] = *(const rf_ring_card *)rec;
}

/* A ring movement card (RING-1, RING-7). */
static const ju_field card_fields[] = {
    JU_CUSTOM_("id", true, ring_id_field, "RING-1"),
    JU_CUSTOM_("move", true, move_field, "RING-7"),
    JU_SOURCE_("source"),
    JU_TEXT_("note", false, 400),
    JU_END,
};
static const ju_record card_record = { "ring movement card", card_fields, finish_card };

static void read_card(ju_doc *d, const json_t *v, const char *path, int index, void *out)
{
    rf_ring_card k;
    entries_ctx cx = { out, index };
    memset(&k, 0, sizeof k);
    ju_read_record(d, v, path, &card_record, &k, &cx);
}

static void cards_body(ju_doc *d, void *out)
{
    rf_ring_deck *deck = out;
    int n = read_entries(d, "cards", read_card, deck);
    check_count(d, "cards", n, RF_RING_CARDS, "ring movement cards", "RING-1");
    deck->n = n;
}

rf_status content_load_ring_cards(const char *path, rf_content *c, rf_error *err)
{
    rf_ring_deck deck;
    memset(&deck, 0, sizeof deck);
    rf_status st = ju_load_file(path, cards_root_keys, cards_body, &deck, err);
    if (st == RF_OK) c->ring_cards = deck;
    return st;
}

/* ---- The round track (round_track.json) ---- */

static const char *const track_root_keys[] = { "about", "spaces", NULL };
/* Bit i is symbol_names[i] (RF_SYM_RING_MOVE, RF_SYM_RESHUFFLE). */
static const char *const symbol_names[] = { "ring_move", "reshuffle" };

/* Which kinds of space have a field, and why the others do not. */
typedef struct space_kinds { unsigned kinds; const char *why; } space_kinds;

#define KIND(k) (1u << (k))
static const space_kinds of_round = {
    KIND(RF_TRACK_ROUND), "only round spaces have a round number"
};
static const space_kinds of_round_damage = {
    KIND(RF_TRACK_ROUND), "ring damage is printed below round spaces only: the marker never "
                          "rests elsewhere at the ring damage step (rule TRANS-2)"
};
static const space_kinds of_symbols = {
    KIND(RF_TRACK_SQUARE) | KIND(RF_TRACK_DOTTED),
    "only square and dotted spaces carry symbols (rule TRANS-5)"
};

/* Does space s have field f? A field of another kind of space is an
 * error; none is recorded while the space's kind is unknown. */
static bool space_has(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                      const rf_track_space *s)
{
    const space_kinds *k = f->arg;
    if (s->kind >= RF_TRACK_KINDS) return false;
    if (k->kinds & KIND(s->kind)) return true;
    ju_forbid(d, v, path, f->key, k->why);
    return false;
}

static void kind_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                       void *rec, void *ctx)
{
    (void)f, (void)ctx;
    rf_track_space *s = rec;
    char kind[16], p[JU_PATH_LEN];
    if (ju_get_string(d, v, path, "kind", true, kind, sizeof kind) != 1) return;
    int k = ring_track_kind_parse(kind);
    ju_path_key(p, sizeof p, path, "kind");
    if (k < 0)
        ju_error(d, p, "unknown kind '%s' (round, square, dotted or trophy)", kind);
    else
        s->kind = (uint8_t)k;
}

/* A number of the kinds of space f->arg names, kept where the entry says. */
static void space_number(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                         void *rec, void *ctx)
{
    (void)ctx;
    int x = 0;
    if (space_has(d, v, path, f, rec) &&
        ju_get_int(d, v, path, f->key, f->required, f->min, f->max, &x) == 1)
        ju_store_int(rec, f, x);
}

static void symbols_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                          void *rec, void *ctx)
{
    (void)ctx;
    rf_track_space *s = rec;
    char p[JU_PATH_LEN], ep[JU_PATH_LEN];
    if (!space_has(d, v, path, f, s)) return;
    const json_t *arr = ju_get_array(d, v, path, "symbols", true, 1, LEN(symbol_names));
    ju_path_key(p, sizeof p, path, "symbols");
    size_t i;
    const json_t *e;
    json_array_foreach(arr, i, e) {
        ju_path_index(ep, sizeof ep, p, i);
        int k = -1;
        for (size_t j = 0; json_is_string(e) && j < LEN(symbol_names); j++)
            if (strcmp(json_string_value(e), symbol_names[j]) == 0) k = (int)j;
        if (k < 0)
            ju_error(d, ep, "expected a symbol: ring_move or reshuffle (rule SYM-1)");
        else if (s->symbols & (1u << k))
            ju_error(d, ep, "symbol '%s' is listed twice", symbol_names[k]);
        else
            s->symbols |= (uint8_t)(1u << k);
    }
}

/* The finishing pass: a whole space goes to the track. */
static void finish_space(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                         bool clean)
{
    (void)d, (void)v, (void)path;
    const entries_ctx *cx = ctx;
    rf_round_track *t = cx->out;
    if (clean && cx->index < RF_TRACK_MAX) t->space[cx->index] = *(const rf_track_space *)rec;
}

#define SPACE_NUM(key, kinds, lo, hi, member, rule) \
    JU_CUSTOM_AT_(key, true, space_number, rf_track_space, member, lo, hi, &kinds, rule)

/* A space of the round track (TRANS-5): its kind first, which decides the
 * fields it has. */
static const ju_field space_fields[] = {
    JU_CUSTOM_("kind", true, kind_field, "TRANS-5"),
    SPACE_NUM("round", of_round, 1, RF_TRACK_ROUNDS, round, "ROUND-1"),
    SPACE_NUM("damage", of_round_damage, 0, MAX_RING_DAMAGE, damage, "TRANS-2"),
    JU_CUSTOM_ARG_("symbols", true, symbols_field, &of_symbols, "TRANS-5"),
    JU_SOURCE_("source"),
    JU_TEXT_("note", false, 400),
    JU_END,
};
static const ju_record space_record = { "round track space", space_fields, finish_space };

static void read_space(ju_doc *d, const json_t *v, const char *path, int index, void *out)
{
    rf_track_space s;
    entries_ctx cx = { out, index };
    memset(&s, 0, sizeof s);
    s.kind = RF_TRACK_KINDS;                           /* until its kind is read */
    ju_read_record(d, v, path, &space_record, &s, &cx);
}

/* The order of the whole track (only read when every space is valid). */
static void check_track(ju_doc *d, const rf_round_track *t)
{
    char p[JU_PATH_LEN];
    int rounds = 0;
    for (int i = 0; i < t->n; i++) {
        const rf_track_space *s = &t->space[i];
        ju_path_index(p, sizeof p, "spaces", (size_t)i);
        if (i == 0 && (s->kind != RF_TRACK_ROUND || s->round != 1)) {
            ju_error(d, p, "the track starts with round 1 (rule SETUP-2)");
            return;
        }
        if (s->kind == RF_TRACK_TROPHY && i != t->n - 1) {
            ju_error(d, p, "the trophy is the last space: the game ends on it (rule TRANS-5)");
            return;
        }
        if (s->kind != RF_TRACK_ROUND) continue;
        char rp[JU_PATH_LEN];
        ju_path_key(rp, sizeof rp, p, "round");
        if (s->round != rounds + 1) {
            ju_error(d, rp, "expected round %d here: rounds are numbered in order (rule ROUND-1)",
                     rounds + 1);
            return;
        }
        rounds++;
    }
    if (rounds != RF_TRACK_ROUNDS)
        ju_error(d, "spaces", "has %d round spaces; the game has %d rounds (rule ROUND-1)",
                 rounds, RF_TRACK_ROUNDS);
    else if (t->space[t->n - 1].kind != RF_TRACK_TROPHY)
        ju_error(d, "spaces", "the last space is the trophy: it ends round 8 (rule BR-7)");
}

static void track_body(ju_doc *d, void *out)
{
    rf_round_track *t = out;
    int n = read_entries(d, "spaces", read_space, t);
    if (n > RF_TRACK_MAX) {
        ju_error(d, "spaces", "has %d spaces; at most %d fit the round board", n, RF_TRACK_MAX);
        return;
    }
    t->n = n;
    if (n > 0 && d->nerrors == 0) check_track(d, t);
}

rf_status content_load_round_track(const char *path, rf_content *c, rf_error *err)
{
    rf_round_track t;
    memset(&t, 0, sizeof t);
    rf_status st = ju_load_file(path, track_root_keys, track_body, &t, err);
    if (st == RF_OK) c->track = t;
    return st;
}

/* ---- Reward tokens (rewards.json) ---- */

static const char *const rewards_root_keys[] = { "about", "rewards", NULL };
/* In the order of enum rf_reward_loot; no loot is the absent field. */
static const char *const reward_bags[] = { "", "common", "rare" };

static void reward_id_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                            void *rec, void *ctx)
{
    (void)f;
    const entries_ctx *cx = ctx;
    const rf_rewards *rw = cx->out;
    rf_reward *r = rec;
    int n = cx->index < RF_REWARDS ? cx->index : RF_REWARDS;
    read_id(d, v, path, r->id, sizeof r->id, rw->reward[0].id, sizeof rw->reward[0], n);
}

/* The finishing pass: a Move and at most one more reward (STAGE2-10); a
 * whole token goes to the set. */
static void finish_reward(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                          bool clean)
{
    (void)v;
    const entries_ctx *cx = ctx;
    rf_rewards *rw = cx->out;
    const rf_reward *r = rec;
    char p[JU_PATH_LEN];
    if (r->loot != RF_REWARD_NO_LOOT && r->ammo) {
        ju_path_key(p, sizeof p, path, "ammo");
        ju_error(d, p, "a token shows at most 2 rewards: a Move and one more (rule STAGE2-10)");
        return;
    }
    if (clean && cx->index < RF_REWARDS) rw->reward[cx->index] = *r;
}

/* A reward token of the entrance board (STAGE2-9 … STAGE2-12). */
static const ju_field reward_fields[] = {
    JU_CUSTOM_("id", true, reward_id_field, "STAGE2-9"),
    JU_INT_("move", true, rf_reward, move, 1, 5, "STAGE2-10"),
    JU_NAME_("loot", false, rf_reward, loot, reward_bags, (int)LEN(reward_bags), "bag",
             "STAGE2-11"),
    JU_INT_("ammo", false, rf_reward, ammo, 1, 1, "STAGE2-12"),
    JU_SOURCE_("source"),
    JU_TEXT_("note", false, 400),
    JU_END,
};
static const ju_record reward_record = { "reward token", reward_fields, finish_reward };

static void read_reward(ju_doc *d, const json_t *v, const char *path, int index, void *out)
{
    rf_reward r;
    entries_ctx cx = { out, index };
    memset(&r, 0, sizeof r);
    ju_read_record(d, v, path, &reward_record, &r, &cx);
}

static void rewards_body(ju_doc *d, void *out)
{
    rf_rewards *rw = out;
    int n = read_entries(d, "rewards", read_reward, rw);
    check_count(d, "rewards", n, RF_REWARDS, "reward tokens", "STAGE2-9");
    rw->n = n;
}

rf_status content_load_rewards(const char *path, rf_content *c, rf_error *err)
{
    rf_rewards rw;
    memset(&rw, 0, sizeof rw);
    rf_status st = ju_load_file(path, rewards_root_keys, rewards_body, &rw, err);
    if (st == RF_OK) c->rewards = rw;
    return st;
}
