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
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "data/json_util.h"
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

static void read_note(ju_doc *d, const json_t *v, const char *path)
{
    char note[400];
    ju_get_string(d, v, path, "note", false, note, sizeof note);
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

/* A field this entry must not have. */
static void forbid(ju_doc *d, const json_t *v, const char *path, const char *key,
                   const char *why)
{
    char p[JU_PATH_LEN];
    if (!json_object_get(v, key)) return;
    ju_path_key(p, sizeof p, path, key);
    ju_error(d, p, "%s", why);
}

/* ---- Ring movement cards (ring_cards.json) ---- */

static const char *const cards_root_keys[] = { "about", "cards", NULL };
static const char *const card_keys[] = { "id", "move", "source", "note", NULL };
static const char *const move_keys[] = { "north", "east", "south", "west", NULL };

static void read_move(ju_doc *d, const json_t *v, const char *path, rf_ring_card *k)
{
    char p[JU_PATH_LEN];
    const json_t *obj = ju_get_object(d, v, path, "move", true);
    if (!obj) return;
    ju_path_key(p, sizeof p, path, "move");
    ju_check_keys(d, obj, p, move_keys);
    int total = 0, before = d->nerrors;
    for (int e = 0; e < RF_EDGES; e++) {
        int n = 0;
        ju_get_int(d, obj, p, entrance_edge_name(e), false, 0, MAX_RING_MOVE, &n);
        k->move[e] = (uint8_t)n;
        total += n;
    }
    if (total == 0 && d->nerrors == before)
        ju_error(d, p, "a ring card moves at least one edge inward (rule RING-7)");
}

static void read_card(ju_doc *d, const json_t *v, const char *path, int index, void *out)
{
    rf_ring_deck *deck = out;
    rf_ring_card k;
    memset(&k, 0, sizeof k);
    int before = d->nerrors;
    ju_check_keys(d, v, path, card_keys);
    if (!json_is_object(v)) return;
    int n = index < RF_RING_CARDS ? index : RF_RING_CARDS;
    read_id(d, v, path, k.id, sizeof k.id, deck->card[0].id, sizeof deck->card[0], n);
    read_move(d, v, path, &k);
    ju_read_source(d, v, path, "source");
    read_note(d, v, path);
    if (d->nerrors == before && index < RF_RING_CARDS) deck->card[index] = k;
}

static void cards_body(ju_doc *d, void *out)
{
    rf_ring_deck *deck = out;
    int n = read_entries(d, "cards", read_card, deck);
    check_count(d, "cards", n, RF_RING_CARDS, "ring movement cards", "RING-1");
    deck->n = n;
}

rf_status rf_ring_cards_load(const char *path, rf_content *c, rf_error *err)
{
    rf_ring_deck deck;
    memset(&deck, 0, sizeof deck);
    rf_status st = ju_load_file(path, cards_root_keys, cards_body, &deck, err);
    if (st == RF_OK) c->ring_cards = deck;
    return st;
}

/* ---- The round track (round_track.json) ---- */

static const char *const track_root_keys[] = { "about", "spaces", NULL };
static const char *const space_keys[] = { "kind", "round", "damage", "symbols", "source",
                                          "note", NULL };
/* Bit i is symbol_names[i] (RF_SYM_RING_MOVE, RF_SYM_RESHUFFLE). */
static const char *const symbol_names[] = { "ring_move", "reshuffle" };

static uint8_t read_symbols(ju_doc *d, const json_t *v, const char *path)
{
    char p[JU_PATH_LEN], ep[JU_PATH_LEN];
    const json_t *arr = ju_get_array(d, v, path, "symbols", true, 1, LEN(symbol_names));
    ju_path_key(p, sizeof p, path, "symbols");
    uint8_t bits = 0;
    size_t i;
    const json_t *e;
    json_array_foreach(arr, i, e) {
        ju_path_index(ep, sizeof ep, p, i);
        int k = -1;
        for (size_t j = 0; json_is_string(e) && j < LEN(symbol_names); j++)
            if (strcmp(json_string_value(e), symbol_names[j]) == 0) k = (int)j;
        if (k < 0)
            ju_error(d, ep, "expected a symbol: ring_move or reshuffle (rule SYM-1)");
        else if (bits & (1u << k))
            ju_error(d, ep, "symbol '%s' is listed twice", symbol_names[k]);
        else
            bits |= (uint8_t)(1u << k);
    }
    return bits;
}

static void read_space(ju_doc *d, const json_t *v, const char *path, int index, void *out)
{
    rf_round_track *t = out;
    rf_track_space s;
    char kind[16], p[JU_PATH_LEN];
    memset(&s, 0, sizeof s);
    int before = d->nerrors;
    ju_check_keys(d, v, path, space_keys);
    if (!json_is_object(v)) return;
    if (ju_get_string(d, v, path, "kind", true, kind, sizeof kind) == 1) {
        int k = ring_track_kind_parse(kind);
        ju_path_key(p, sizeof p, path, "kind");
        if (k < 0)
            ju_error(d, p, "unknown kind '%s' (round, square, dotted or trophy)", kind);
        s.kind = (uint8_t)(k < 0 ? RF_TRACK_KINDS : k);
    } else {
        s.kind = RF_TRACK_KINDS;
    }
    if (s.kind == RF_TRACK_ROUND) {
        int round = 0, damage = 0;
        ju_get_int(d, v, path, "round", true, 1, RF_TRACK_ROUNDS, &round);
        ju_get_int(d, v, path, "damage", true, 0, MAX_RING_DAMAGE, &damage);
        s.round = (uint8_t)round;
        s.damage = (uint8_t)damage;
        forbid(d, v, path, "symbols", "only square and dotted spaces carry symbols (rule TRANS-5)");
    } else if (s.kind == RF_TRACK_SQUARE || s.kind == RF_TRACK_DOTTED) {
        s.symbols = read_symbols(d, v, path);
    } else if (s.kind == RF_TRACK_TROPHY) {
        forbid(d, v, path, "symbols", "only square and dotted spaces carry symbols (rule TRANS-5)");
    }
    if (s.kind != RF_TRACK_ROUND && s.kind != RF_TRACK_KINDS) {
        forbid(d, v, path, "round", "only round spaces have a round number");
        forbid(d, v, path, "damage",
               "ring damage is printed below round spaces only: the marker never rests "
               "elsewhere at the ring damage step (rule TRANS-2)");
    }
    ju_read_source(d, v, path, "source");
    read_note(d, v, path);
    if (d->nerrors == before && index < RF_TRACK_MAX) t->space[index] = s;
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

rf_status rf_round_track_load(const char *path, rf_content *c, rf_error *err)
{
    rf_round_track t;
    memset(&t, 0, sizeof t);
    rf_status st = ju_load_file(path, track_root_keys, track_body, &t, err);
    if (st == RF_OK) c->track = t;
    return st;
}

/* ---- Reward tokens (rewards.json) ---- */

static const char *const rewards_root_keys[] = { "about", "rewards", NULL };
static const char *const reward_keys[] = { "id", "move", "loot", "ammo", "source", "note",
                                           NULL };

static void read_reward(ju_doc *d, const json_t *v, const char *path, int index, void *out)
{
    rf_rewards *rw = out;
    rf_reward r;
    char loot[16], p[JU_PATH_LEN];
    memset(&r, 0, sizeof r);
    int before = d->nerrors;
    ju_check_keys(d, v, path, reward_keys);
    if (!json_is_object(v)) return;
    int n = index < RF_REWARDS ? index : RF_REWARDS;
    read_id(d, v, path, r.id, sizeof r.id, rw->reward[0].id, sizeof rw->reward[0], n);
    int move = 0, ammo = 0;
    ju_get_int(d, v, path, "move", true, 1, 5, &move);
    r.move = (uint8_t)move;
    if (ju_get_string(d, v, path, "loot", false, loot, sizeof loot) == 1) {
        ju_path_key(p, sizeof p, path, "loot");
        if (strcmp(loot, "common") == 0)
            r.loot = RF_REWARD_COMMON;
        else if (strcmp(loot, "rare") == 0)
            r.loot = RF_REWARD_RARE;
        else
            ju_error(d, p, "expected common or rare: a reward draws from those bags "
                           "(rule STAGE2-11)");
    }
    if (ju_get_int(d, v, path, "ammo", false, 1, 1, &ammo) == 1) r.ammo = (uint8_t)ammo;
    if (r.loot != RF_REWARD_NO_LOOT && r.ammo) {
        ju_path_key(p, sizeof p, path, "ammo");
        ju_error(d, p, "a token shows at most 2 rewards: a Move and one more (rule STAGE2-10)");
    }
    ju_read_source(d, v, path, "source");
    read_note(d, v, path);
    if (d->nerrors == before && index < RF_REWARDS) rw->reward[index] = r;
}

static void rewards_body(ju_doc *d, void *out)
{
    rf_rewards *rw = out;
    int n = read_entries(d, "rewards", read_reward, rw);
    check_count(d, "rewards", n, RF_REWARDS, "reward tokens", "STAGE2-9");
    rw->n = n;
}

rf_status rf_rewards_load(const char *path, rf_content *c, rf_error *err)
{
    rf_rewards rw;
    memset(&rw, 0, sizeof rw);
    rf_status st = ju_load_file(path, rewards_root_keys, rewards_body, &rw, err);
    if (st == RF_OK) c->rewards = rw;
    return st;
}
