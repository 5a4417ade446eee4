/*
 * combat_aim.c — laying the drawn Aim cards on the Aim board and judging
 * them: hits, half hits and headshots (rules AIM-3 … AIM-17, TERM-7).
 *
 * Cards are laid in draw order, rate_b per shot, each shot on a slot at or
 * right of the one before (AIM-5 … AIM-7); so the result's card array is in
 * board order, left to right, which is the order AIM-9 judges them in.
 * Nothing here draws or keeps anything: the caller hands in the cards.
 */
#include <stdio.h>
#include <string.h>

#include "rules/combat/combat.h"

int combat_aim_cards_needed(const rf_weapon_stats *w)
{
    int n = w->rate_a * (w->rate_b ? w->rate_b : 1);       /* AIM-3: A slots × B cards */
    return n > RF_MAX_AIM_CARDS ? RF_MAX_AIM_CARDS : n;
}

/* AIM-4: slot 0 shifted one slot left per stability point, at most 3
 * (ATTACH-14); negative stability does not shift right (ruling). */
static int start_slot(const rf_aim_board *b, const rf_weapon_stats *w)
{
    int st = w->stability < 0 ? 0 : w->stability > 3 ? 3 : w->stability;
    int s = -st;
    if (s < b->min_slot) s = b->min_slot;
    if (s > b->max_slot) s = b->max_slot;
    return s;
}

/* AIM-5, AIM-6: shot k lies 1 + recoil slots right of shot k-1; AIM-7: a
 * card beyond the rightmost slot lies on the rightmost slot. */
static int shot_slot(const rf_aim_board *b, int start, int recoil, int k)
{
    int s = start + k * (1 + (recoil < 0 ? 0 : recoil));
    return s > b->max_slot ? b->max_slot : s;
}

static unsigned card_icons(const rf_aim_card *c, const rf_aim_target *t)
{
    return c->icons & ~(unsigned)t->ignore_icons;          /* TERM-7, AIM-17 */
}

/* AIM-11, AIM-12, AIM-14: is this card a regular hit? explain: say why
 * in p->why (the log's words; the bots' estimates skip them). */
static void judge(rf_aim_placed *p, int ht, const rf_aim_target *t, bool explain)
{
    unsigned icons = card_icons(&p->card, t);
    bool auto_hit = (icons & RF_ICON_LOW) && t->lower;
    bool high = (icons & RF_ICON_HIGH) && t->higher, cover = (icons & RF_ICON_COVER) && t->cover;
    if ((high || cover) && !(auto_hit && t->both_icons_hit)) {   /* R-AIM-14: a miss beats a hit */
        p->hit = false;
        p->why_code = (uint8_t)(high ? (auto_hit ? RF_AIM_WHY_HIGHER_BEATS_LOWER : RF_AIM_WHY_HIGHER)
                                     : (auto_hit ? RF_AIM_WHY_COVER_BEATS_LOWER : RF_AIM_WHY_COVER));
        if (explain)
            snprintf(p->why, sizeof p->why, "auto miss: %s%s", high ? "higher" : "cover",
                     auto_hit ? " beats lower (AIM-14)" : " (AIM-11)");
    } else if (auto_hit) {
        p->hit = true;
        p->why_code = RF_AIM_WHY_LOWER;
        if (explain) snprintf(p->why, sizeof p->why, "auto hit: lower (AIM-11)");
    } else {
        int sum = p->card.value + p->mod;
        p->hit = sum >= ht;
        if (explain)
            snprintf(p->why, sizeof p->why, "%d%+d=%d %s %d (AIM-12)", p->card.value, p->mod, sum,
                     p->hit ? ">=" : "<", ht);
    }
}

static void why_append(rf_aim_placed *p, const char *s, bool explain)
{
    if (!explain) return;
    size_t len = strlen(p->why);
    snprintf(p->why + len, sizeof p->why - len, "%s", s);
}

/* AIM-15, AIM-16: hitting cards with the head icon are candidates; the
 * helmet protects up to helmet_count of those whose printed value is at
 * most helmet_value. Passing over candidates it cannot protect and taking
 * the leftmost it can protects as many as possible (R-AIM-16). */
static void headshots(rf_aim_result *r, const rf_aim_target *t, bool explain)
{
    int protect = t->helmet_value ? t->helmet_count : 0;
    for (int i = 0; i < r->ncards; i++) {
        rf_aim_placed *p = &r->card[i];
        if (!p->hit || !(card_icons(&p->card, t) & RF_ICON_HEAD)) continue;
        r->head_candidates++;
        if (protect > 0 && p->card.value <= t->helmet_value) {
            protect--;
            r->helmet_saved++;
            p->helmet = true;
            why_append(p, ", helmet (AIM-16)", explain);
        } else {
            p->head = true;
            r->heads++;
            why_append(p, ", head (AIM-15)", explain);
        }
    }
}

static void clear(rf_aim_result *out) { memset(out, 0, sizeof *out); }

static void resolve(const rf_aim_board *board, const rf_weapon_stats *w, int ht,
                    const rf_aim_card *drawn, int n, const rf_aim_target *t, rf_aim_result *out,
                    bool explain)
{
    if (n < 0) n = 0;
    if (n > RF_MAX_AIM_CARDS) n = RF_MAX_AIM_CARDS;
    clear(out);
    int per_shot = w->rate_b ? w->rate_b : 1, start = start_slot(board, w);
    out->ncards = n;
    for (int i = 0; i < n; i++) {                           /* AIM-5: draw order */
        rf_aim_placed *p = &out->card[i];
        p->card = drawn[i];
        p->shot = (uint8_t)(i / per_shot);                  /* AIM-8 */
        p->slot = (int8_t)shot_slot(board, start, w->recoil, p->shot);
        p->mod = (int8_t)catalog_aim_board_mod(board, p->slot);
        judge(p, ht, t, explain);                           /* AIM-9: left to right */
        out->card_hits += p->hit;
        if (card_icons(&p->card, t) & RF_ICON_SEMI) out->half_icons++;
    }
    out->half_hits = t->half_hits_beta ? out->half_icons >= 2      /* option: the beta's rule */
                                       : out->half_icons / 2;      /* AIM-10: never headshots */
    out->hits = out->card_hits + out->half_hits;
    headshots(out, t, explain);                             /* AIM-9: hits, then heads */
}

void combat_aim_resolve(const rf_aim_board *board, const rf_weapon_stats *w, int ht,
                    const rf_aim_card *drawn, int n, const rf_aim_target *t, rf_aim_result *out)
{
    resolve(board, w, ht, drawn, n, t, out, true);
}

void combat_aim_resolve_quiet(const rf_aim_board *board, const rf_weapon_stats *w, int ht,
                          const rf_aim_card *drawn, int n, const rf_aim_target *t,
                          rf_aim_result *out)
{
    resolve(board, w, ht, drawn, n, t, out, false);
}

/* What judge() makes of a card wherever it lies: an automatic miss or hit
 * (AIM-11, AIM-14), else its printed value against the threshold. */
enum { QUICK_VALUE, QUICK_MISS, QUICK_HIT };

/* What each deck card makes (quick_cards) is a function of the deck and
 * six of the target's fields alone; a bot's estimates ask it for a few
 * targets again and again (about 470 of an estimate's 611 instructions
 * before the first sample, docs/performance.md "Twelfth pass"), so the
 * last QUICK_MEMO tables are kept per thread for one deck: its cards
 * themselves (not only their address) are compared, and another deck
 * empties the memo. */
#define QUICK_MEMO 8

typedef struct quick_cards_entry {
    uint64_t key;                                /* quick_cards_key */
    uint8_t kind[RF_AIM_DECK], value[RF_AIM_DECK];
    bool semi[RF_AIM_DECK], head[RF_AIM_DECK], helmet[RF_AIM_DECK];
} quick_cards_entry;

typedef struct quick_cards_memo {
    rf_aim_card deck[RF_AIM_DECK];
    int ndeck, used, next;
    quick_cards_entry e[QUICK_MEMO];
} quick_cards_memo;

/* The fields of t that quick_cards_judge reads, as one number. */
static uint64_t quick_cards_key(const rf_aim_target *t)
{
    return (uint64_t)t->ignore_icons | (uint64_t)t->helmet_value << 8 | (uint64_t)t->lower << 16 |
           (uint64_t)t->higher << 17 | (uint64_t)t->cover << 18 | (uint64_t)t->both_icons_hit << 19;
}

static void quick_cards_judge(quick_cards_entry *e, const rf_aim_card *deck, int ndeck,
                              const rf_aim_target *t)
{
    for (int c = 0; c < ndeck; c++) {
        unsigned icons = card_icons(&deck[c], t);
        bool auto_hit = (icons & RF_ICON_LOW) && t->lower;
        bool miss = ((icons & RF_ICON_HIGH) && t->higher) || ((icons & RF_ICON_COVER) && t->cover);
        e->kind[c] = (uint8_t)(miss && !(auto_hit && t->both_icons_hit) ? QUICK_MISS
                               : auto_hit                               ? QUICK_HIT
                                                                        : QUICK_VALUE);
        e->value[c] = deck[c].value;
        e->semi[c] = (icons & RF_ICON_SEMI) != 0;
        e->head[c] = (icons & RF_ICON_HEAD) != 0;
        e->helmet[c] = t->helmet_value && deck[c].value <= t->helmet_value;   /* AIM-16 */
    }
}

static const quick_cards_entry *quick_cards(const rf_aim_card *deck, int ndeck, const rf_aim_target *t)
{
    static _Thread_local quick_cards_memo m;
    size_t bytes = sizeof deck[0] * (size_t)ndeck;
    if (m.ndeck != ndeck || memcmp(m.deck, deck, bytes) != 0) {   /* another deck */
        memcpy(m.deck, deck, bytes);
        m.ndeck = ndeck;
        m.used = m.next = 0;
    }
    uint64_t key = quick_cards_key(t);
    for (int i = 0; i < m.used; i++)
        if (m.e[i].key == key) return &m.e[i];
    quick_cards_entry *e = &m.e[m.next];
    m.next = (m.next + 1) % QUICK_MEMO;
    if (m.used < QUICK_MEMO) m.used++;
    e->key = key;
    quick_cards_judge(e, deck, ndeck, t);
    return e;
}

void combat_aim_quick_prepare(rf_aim_quick *q, const rf_aim_board *board, const rf_weapon_stats *w,
                          int ht, const rf_aim_card *deck, int ndeck, const rf_aim_target *t)
{
    int n = combat_aim_cards_needed(w), per_shot = w->rate_b ? w->rate_b : 1;
    int start = start_slot(board, w);
    q->n = n < ndeck ? n : ndeck;
    q->ndeck = ndeck < RF_AIM_DECK ? ndeck : RF_AIM_DECK;
    q->half_hits_beta = t->half_hits_beta;
    q->protect = t->helmet_value ? t->helmet_count : 0;
    for (int i = 0; i < q->n; i++) {        /* judge(): value + mod >= ht, as value >= need */
        int8_t mod = (int8_t)catalog_aim_board_mod(board, shot_slot(board, start, w->recoil, i / per_shot));
        q->need[i] = ht - mod;
    }
    const quick_cards_entry *e = quick_cards(deck, q->ndeck > 0 ? q->ndeck : 0, t);
    memcpy(q->kind, e->kind, sizeof q->kind);    /* whole rows: past ndeck never read */
    memcpy(q->value, e->value, sizeof q->value);
    memcpy(q->semi, e->semi, sizeof q->semi);
    memcpy(q->head, e->head, sizeof q->head);
    memcpy(q->helmet, e->helmet, sizeof q->helmet);
}

void combat_aim_quick_counts(const rf_aim_quick *q, const uint8_t *drawn, rf_aim_result *out)
{
    int protect = q->protect;
    out->ncards = q->n;
    out->card_hits = out->half_icons = out->head_candidates = out->helmet_saved = out->heads = 0;
    for (int i = 0; i < q->n; i++) {              /* AIM-9: left to right, as laid */
        int c = drawn[i];
        bool hit = q->kind[c] == QUICK_HIT || (q->kind[c] == QUICK_VALUE && q->value[c] >= q->need[i]);
        out->card_hits += hit;
        out->half_icons += q->semi[c];
        if (!hit || !q->head[c]) continue;        /* AIM-15: head candidates; AIM-16: the helmet */
        out->head_candidates++;
        if (protect > 0 && q->helmet[c]) protect--, out->helmet_saved++;
        else out->heads++;
    }
    out->half_hits = q->half_hits_beta ? out->half_icons >= 2 : out->half_icons / 2;   /* AIM-10 */
    out->hits = out->card_hits + out->half_hits;
}
