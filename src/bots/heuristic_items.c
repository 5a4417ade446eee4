/*
 * heuristic_items.c — the heuristic bot's items (docs/bots.md): it uses a
 * consumable when most of it counts (CONSUM-3 … CONSUM-8), throws a
 * grenade when its expected damage beats the best Shoot (GRENADE-1 …
 * GRENADE-10), fits attachments whenever it may (ATTACH, INTERACT), and
 * when its backpack is full keeps the better item (LOOT-4): it never drops
 * a Med Kit or a Phoenix Kit to stash an attachment.
 *
 * It reads its own backpack through its own options' labels ("use Med Kit
 * (backpack 2)"), which only its seat is offered; the grenade's drift comes
 * from the Aim deck's public composition (data/aim.json: 14 cards, 6
 * without an arrow, one arrow in each of the 8 directions; GRENADE-3,
 * GRENADE-4) — the order of the deck is never looked at.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots/heuristic_items.h"

#define HEALTH_MAX 40           /* DMG-8 */
#define FRIEND_HIT 1.5          /* damage to a squadmate counts this much against */
#define KILL_WORTH 0.0          /* as a Shoot is valued (best_shot): damage, no partial kill */

typedef struct item_kind {
    const char *name;
    int worth;                  /* keep order (LOOT-4) */
    int health, shield;         /* CONSUM-3 … CONSUM-7 */
    int grenade;                /* 1 frag, 2 thermite */
} item_kind;

static const item_kind kinds[] = {
    { "Phoenix Kit", 10, 15, 15, 0 },        /* CONSUM-7 */
    { "Med Kit", 9, 20, 0, 0 },              /* CONSUM-4 */
    { "Shield Battery", 9, 0, 20, 0 },       /* CONSUM-6 */
    { "Frag grenade", 8, 0, 0, 1 },          /* GRENADE-9 */
    { "Thermite grenade", 7, 0, 0, 2 },      /* GRENADE-10 */
    { "Syringe", 6, 12, 0, 0 },              /* CONSUM-3 */
    { "Shield Cell", 6, 0, 12, 0 },          /* CONSUM-5 */
    { "Ultimate Accelerant", 5, 0, 0, 0 },   /* CONSUM-8 */
};
#define NKINDS ((int)(sizeof kinds / sizeof kinds[0]))

static const item_kind *kind_of(const char *label)
{
    for (int i = 0; i < NKINDS; i++)
        if (strstr(label, kinds[i].name)) return &kinds[i];
    return NULL;
}

/* Attachments by rarity (the label names it); anything else a little. */
int bot_item_worth(const char *label)
{
    const item_kind *k = kind_of(label);
    if (k) return k->worth;
    if (strstr(label, "(legendary)")) return 6;
    if (strstr(label, "(epic)")) return 5;
    if (strstr(label, "(rare)")) return 4;
    return 3;
}

/* ---- Grenades ---- */

/* The drift of a grenade after `cards` Aim cards (GRENADE-4): the
 * probability of each displacement dx, dy in -2 … 2, from the deck's
 * composition, the cards drawn without replacement. */
static void drift(int cards, double p[5][5])
{
    static const int ax[14] = { 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, -1, -1, -1 };
    static const int ay[14] = { 0, 0, 0, 0, 0, 0, -1, -1, 0, 1, 1, 1, 0, -1 };
    memset(p, 0, sizeof(double) * 25);
    if (cards <= 1) {
        for (int i = 0; i < 14; i++) p[2 + ay[i]][2 + ax[i]] += 1.0 / 14;
        return;
    }
    for (int i = 0; i < 14; i++)
        for (int j = 0; j < 14; j++)
            if (i != j) p[2 + ay[i] + ay[j]][2 + ax[i] + ax[j]] += 1.0 / (14 * 13);
}

/* Damage of a grenade landing on lx,ly to a legend on x,y (the templates of
 * data/templates.json; turned: thermite's line runs north-south). */
static int blast(int grenade, bool turned, int lx, int ly, int x, int y)
{
    int dx = abs(x - lx), dy = abs(y - ly);
    if (grenade == 1) return dx == 0 && dy == 0 ? 20 : dx <= 1 && dy <= 1 ? 10 : 0;
    if (turned) return dx == 0 && dy <= 2 ? 15 : 0;
    return dy == 0 && dx <= 2 ? 15 : 0;
}

static int clamp2(int v) { return v < -2 ? -2 : v > 2 ? 2 : v; }

/* The drifts dx, dy (each in -2 ... 2) for which blast() can be non-zero
 * on a legend ox, oy from the aimed space: an empty window (x0 > x1 or
 * y0 > y1) when none. The same template as blast(): frag 1 around the
 * landing, thermite 2 along its line. Only where blast() is 0 is skipped,
 * in the same order, so the sums are the same to the bit. */
static void blast_window(int grenade, bool turned, int ox, int oy, int *x0, int *x1, int *y0,
                         int *y1)
{
    int rx = grenade == 1 ? 1 : turned ? 0 : 2, ry = grenade == 1 ? 1 : turned ? 2 : 0;
    *x0 = clamp2(ox - rx);
    *x1 = clamp2(ox + rx);
    *y0 = clamp2(oy - ry);
    *y1 = clamp2(oy + ry);
    if (ox - rx > 2 || ox + rx < -2) *x1 = *x0 - 1;
    if (oy - ry > 2 || oy + ry < -2) *y1 = *y0 - 1;
}

/* What a grenade landing on the space r = (rx, ry) away from legend t
 * does to it, each of rx, ry in -2 … 2: the health and shield it takes
 * (DMG-1; 0 where the template misses or a wall between stops it, AOE-5)
 * and 1 where that eliminates it. It depends on t and the orientation
 * only, so a scan makes it once per legend and orientation on first need
 * (issue 14: each landing near a legend judged up to 9 drifts afresh, the
 * template, the board's edge and the sight memo each time; sight is still
 * asked once per space). */
typedef struct blast_kernel { double lost[5][5], kill[5][5]; } blast_kernel;

static void make_kernel(const hitem_view *v, int grenade, bool turned, int t, blast_kernel *k)
{
    const rf_legend_view *l = &v->l[t];
    int hp = l->health + l->shield;
    for (int ry = -2; ry <= 2; ry++)
        for (int rx = -2; rx <= 2; rx++) {
            int lx = l->x + rx, ly = l->y + ry;
            int d = blast(grenade, turned, lx, ly, l->x, l->y);
            bool walled = lx >= 0 && ly >= 0 && lx < 32 && ly < 32 && (rx || ry) &&
                          d > 0 && !rf_view_sight(v->g, lx, ly, l->x, l->y);   /* AOE-5 */
            if (walled) d = 0;
            k->lost[ry + 2][rx + 2] = d <= 0 ? 0 : d < hp ? d : hp;
            k->kill[ry + 2][rx + 2] = d > 0 && d >= hp ? 1.0 : 0.0;
        }
}

/* What one scan keeps: the kernels per legend and orientation (a
 * thermite grenade's line runs either way, GRENADE-10), and for each
 * orientation and space the legends a landing there can reach, a bit each:
 * those within the template's reach plus the drift's 2 (blast_window not
 * empty). A legend out of reach adds +0.0 or -0.0 to a landing's value,
 * which leaves it as it is, and asking each legend of each landing was
 * most of a scan. */
typedef struct scan_memo {
    bool made[RF_SETUP_MAX_LEGENDS][2];
    blast_kernel k[RF_SETUP_MAX_LEGENDS][2];
    uint8_t near[2][RF_VIEW_CELLS];
} scan_memo;

/* Bit t on every space of the box of half-sizes rx, ry round x,y. */
static void mark_box(uint8_t *near, int t, int x, int y, int rx, int ry)
{
    int x0 = x - rx < 0 ? 0 : x - rx, x1 = x + rx > 31 ? 31 : x + rx;
    int y0 = y - ry < 0 ? 0 : y - ry, y1 = y + ry > 31 ? 31 : y + ry;
    for (int j = y0; j <= y1; j++)
        for (int i = x0; i <= x1; i++) near[j * 32 + i] |= (uint8_t)(1u << t);
}

static void mark_near(const hitem_view *v, int grenade, scan_memo *ks)
{
    memset(ks->made, 0, sizeof ks->made);
    memset(ks->near, 0, sizeof ks->near);
    for (int t = 0; t < v->n && t < RF_SETUP_MAX_LEGENDS; t++) {
        const rf_legend_view *l = &v->l[t];
        if (!l->on_map) continue;
        for (int turned = 0; turned < 2; turned++) {
            int rx = grenade == 1 ? 1 : turned ? 0 : 2, ry = grenade == 1 ? 1 : turned ? 2 : 0;
            mark_box(ks->near[turned], t, l->x, l->y, 2 + rx, 2 + ry);
        }
    }
}

static const blast_kernel *kernel_of(const hitem_view *v, int grenade, bool turned, int t,
                                     scan_memo *ks)
{
    static _Thread_local blast_kernel spare;      /* a legend beyond the table */
    if (t >= RF_SETUP_MAX_LEGENDS) {
        make_kernel(v, grenade, turned, t, &spare);
        return &spare;
    }
    if (!ks->made[t][turned]) make_kernel(v, grenade, turned, t, &ks->k[t][turned]);
    ks->made[t][turned] = true;
    return &ks->k[t][turned];
}

/* What a landing on cx,cy does to legend t (within 4 of it): the drifts
 * (p) whose blast can reach it in the old order, each adding q times the
 * kernel's loss (a drift the old loop skipped, q or the loss 0, adds +0.0
 * to a sum that is never negative: the sums are the same to the bit). */
static double legend_term(const hitem_view *v, int grenade, bool turned, int cx, int cy,
                          double p[5][5], scan_memo *ks, int t)
{
    const rf_legend_view *l = &v->l[t];
    double e = 0, kill = 0;
    int ox = l->x - cx, oy = l->y - cy, x0, x1, y0, y1;   /* the drifts whose blast can reach it */
    blast_window(grenade, turned, ox, oy, &x0, &x1, &y0, &y1);
    const blast_kernel *k = x0 <= x1 && y0 <= y1 ? kernel_of(v, grenade, turned, t, ks) : NULL;
    for (int dy = y0; k && dy <= y1; dy++)
        for (int dx = x0; dx <= x1; dx++) {
            double q = p[dy + 2][dx + 2];
            e += q * k->lost[dy - oy + 2][dx - ox + 2];
            kill += q * k->kill[dy - oy + 2][dx - ox + 2];
        }
    bool foe = l->squad != v->l[v->me].squad;
    return foe ? e + kill * KILL_WORTH : -FRIEND_HIT * (e + kill * KILL_WORTH);
}

/* A landing's expected damage: the legends near it (ks->near, in order;
 * any beyond the table asked as before). */
static double landing_value(const hitem_view *v, int grenade, bool turned, int cx, int cy,
                            double p[5][5], scan_memo *ks)
{
    double value = 0;
    for (unsigned m = ks->near[turned][cy * 32 + cx]; m; m &= m - 1)
        value += legend_term(v, grenade, turned, cx, cy, p, ks, __builtin_ctz(m));
    for (int t = RF_SETUP_MAX_LEGENDS; t < v->n; t++) {
        const rf_legend_view *l = &v->l[t];
        if (l->on_map && abs(l->x - cx) <= 4 && abs(l->y - cy) <= 4)
            value += legend_term(v, grenade, turned, cx, cy, p, ks, t);
    }
    return value;
}

/* Whether an item's value is worth a Use in place of the best Shoot
 * (bot_items_action): a Shoot's estimate leaves out the cards it may add,
 * so an item must beat it clearly. */
static bool beats(double value, double alternative)
{
    return value > 1.5 * alternative && value >= 5.0;
}

/* bot_grenade_best; with `alternative` (not NULL) it stops at the first
 * landing that beats() it: only that yes or no is read then, and beats()
 * holds for the best landing exactly when it holds for some landing. */
static double grenade_scan(const hitem_view *v, const unsigned *codes, int n, unsigned *best,
                           const double *alternative)
{
    rf_decision d;
    *best = 0;
    if (!rf_pending(v->g, &d)) return 0;
    int grenade = strstr(d.prompt, "Thermite") ? 2 : 1;
    double p[5][5];
    drift(grenade == 1 ? 2 : 1, p);                /* GRENADE-9, GRENADE-10 */
    double top = 0;
    static _Thread_local scan_memo ks;
    mark_near(v, grenade, &ks);                    /* this scan's game: its legends, its sight */
    for (int i = 0; i < n && !(alternative && beats(top, *alternative)); i++) {
        if (rf_opt_kind_of(codes[i]) != RF_OPT_USE_AT) continue;
        int cell = rf_opt_b(codes[i]);
        double e = landing_value(v, grenade, rf_opt_a(codes[i]) != 0, rf_cell_x(cell),
                                 rf_cell_y(cell), p, &ks);
        if (e > top || !*best) {
            top = e > top ? e : top;
            if (e >= top) *best = codes[i];
        }
    }
    return top;
}

double bot_grenade_best(const hitem_view *v, const unsigned *codes, int n, unsigned *best)
{
    return grenade_scan(v, codes, n, best, NULL);
}

/* ---- Consumables ---- */

static int tokens_out(const rf_game *g, int me)
{
    int out = 0;
    rf_ability_view a;
    for (int slot = 0; slot < 2; slot++)
        if (rf_view_ability(g, me, slot, &a)) out += a.tokens - a.ready;
    return out;
}

/* Health and shield a consumable would restore that count now. */
static int restores(const rf_legend_view *l, const item_kind *k)
{
    int h = HEALTH_MAX - l->health, s = l->shield_max - l->shield;
    return (h < k->health ? h : k->health) + (s < k->shield ? s : k->shield);
}

static double consumable_value(const hitem_view *v, const item_kind *k)
{
    const rf_legend_view *l = &v->l[v->me];
    if (!k->health && !k->shield)                             /* CONSUM-8, COOL-5 */
        return tokens_out(v->g, v->me) > 0 ? 6.0 : 0;
    int got = restores(l, k), want = k->health + k->shield;
    bool low = l->health + l->shield <= 20;
    if (got * 10 >= want * 7 || (low && got >= 8)) return got * (low ? 1.0 : 0.6);
    return 0;
}

/* ---- Trying a Use on a copy ---- */

/* Apply the option of this kind (and a) on the copy; false if none. */
static bool apply(rf_game *copy, int kind, int a)
{
    static _Thread_local unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(copy, codes, RF_MAX_OPTIONS);
    rf_error err;
    for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++)
        if (rf_opt_kind_of(codes[i]) == kind && (a < 0 || rf_opt_a(codes[i]) == a))
            return rf_choose(copy, codes[i], &err) == RF_OK;
    return false;
}

/* The value of one item option (a USE_ITEM of g, a copy): a consumable's
 * restore, a grenade's best landing tried on *copy (made on first need). */
static double item_value(const hitem_view *v, const rf_game *g, const rf_option *o,
                         const item_kind *k, rf_game **copy, const double *alternative)
{
    static _Thread_local unsigned landing[RF_MAX_OPTIONS];   /* codes: no label is read */
    if (!k->grenade) return consumable_value(v, k);
    if (!*copy && !(*copy = rf_game_clone(g))) return -1;
    rf_game_copy(*copy, g);
    rf_error err;
    if (rf_choose(*copy, o->code, &err) != RF_OK) return -1;
    int m = rf_option_codes(*copy, landing, RF_MAX_OPTIONS);
    hitem_view cv = *v;
    cv.g = *copy;
    unsigned where;
    return grenade_scan(&cv, landing, m < RF_MAX_OPTIONS ? m : RF_MAX_OPTIONS, &where, alternative);
}

/* The value of the best item among the pending RF_DEC_USE options of g
 * (a copy), and its option; grenades are tried on a further copy. With
 * `alternative` (not NULL: bot_items_action) only whether some item
 * beats() it is read, so the cheap consumables are weighed first and the
 * search stops at the first item that does (the yes or no is the best
 * item's: beats() grows with the value); the value returned then is one
 * that beats it, or the best. */
static double best_item(const hitem_view *v, const rf_game *g, unsigned *code,
                        const double *alternative)
{
    static _Thread_local rf_option o[RF_MAX_OPTIONS];
    static const int read[] = { RF_OPT_USE_ITEM };            /* the only labels it reads */
    int n = rf_options_labelled(g, read, 1, o, RF_MAX_OPTIONS);
    double top = 0;
    *code = 0;
    rf_game *copy = NULL;
    /* pass 0 the consumables, 1 the grenades; 2 every item, in order (ties: the first) */
    int first = alternative ? 0 : 2, last = alternative ? 1 : 2;
    for (int pass = first; pass <= last && !(alternative && beats(top, *alternative)); pass++)
        for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++) {
            if (rf_opt_kind_of(o[i].code) != RF_OPT_USE_ITEM) continue;
            const item_kind *k = kind_of(o[i].label);
            if (!k || (pass == 0 && k->grenade) || (pass == 1 && !k->grenade)) continue;
            double value = item_value(v, g, &o[i], k, &copy, alternative);
            if (value > top) {
                top = value;
                *code = o[i].code;
            }
            if (alternative && beats(top, *alternative)) break;
        }
    rf_game_free(copy);
    return top;
}

unsigned bot_items_action(const hitem_view *v, double alternative, const unsigned *codes, int n)
{
    unsigned use = 0;
    for (int i = 0; i < n && !use; i++)
        if (rf_opt_kind_of(codes[i]) == RF_OPT_ACTION && rf_opt_a(codes[i]) == RF_ACT_USE_MOVE1)
            use = codes[i];
    if (!use) return 0;
    rf_game *copy = rf_game_clone(v->g);
    if (!copy) return 0;
    rf_error err;
    double value = 0;
    unsigned item;
    if (rf_choose(copy, use, &err) == RF_OK) {
        apply(copy, RF_OPT_PART, RF_PART_MAIN);                 /* "Use and Move 1": Use first */
        rf_decision d;
        if (rf_pending_brief(copy, &d) && d.kind == RF_DEC_USE)
            value = best_item(v, copy, &item, &alternative);
    }
    rf_game_free(copy);
    return beats(value, alternative) ? use : 0;
}

unsigned bot_items_use(rf_bot *b, const hitem_view *v, const unsigned *codes, int n)
{
    unsigned c = 0;                  /* codes: the pending options (landings need no label) */
    for (int i = 0; i < n && !c; i++)
        if (rf_opt_kind_of(codes[i]) == RF_OPT_USE_AT) bot_grenade_best(v, codes, n, &c);
    if (!c) best_item(v, v->g, &c, NULL);
    return c ? c : codes[bot_next(b) % (unsigned long long)n];
}

/* ---- Loot and interactions ---- */

/* The worth of the backpack item an option would give up: "…, dropping X"
 * or "… for X" in its label; -1 when it gives up nothing. */
static int given_up(const char *label)
{
    const char *p = strstr(label, "dropping ");
    if (!p) p = strstr(label, " for ");
    if (!p) p = strstr(label, "replacing ");
    return p ? bot_item_worth(p) : -1;
}

unsigned bot_items_loot(rf_bot *b, const rf_game *g, const unsigned *codes, int n)
{
    static _Thread_local rf_option o[RF_MAX_OPTIONS];
    int k = rf_options(g, o, RF_MAX_OPTIONS);
    if (k > RF_MAX_OPTIONS) k = RF_MAX_OPTIONS;
    rf_decision d;
    rf_pending(g, &d);
    int mine = bot_item_worth(d.prompt);             /* "X received NAME: keep it or drop it?" */
    int best = -1;
    double best_score = -1e9;
    for (int i = 0; i < k; i++) {
        const char *label = o[i].label;
        int up = given_up(label);
        double score;
        if (strncmp(label, "fit it on", 9) == 0) score = up < 0 ? 30 : 20 - up;   /* ATTACH */
        else if (strstr(label, "backpack")) score = up < 0 ? 25 : mine > up ? 10 + mine - up : -5;
        else score = 0;                              /* drop it */
        if (score > best_score) {
            best_score = score;
            best = i;
        }
    }
    return best >= 0 ? o[best].code : codes[bot_next(b) % (unsigned long long)n];
}

/* An attachment slot (weapon slot * 8 + attachment slot) holds one when
 * it may be taken off (RF_OPT_UNFIT): fitting another there would swap
 * them, back and forth. */
static bool slot_taken(const unsigned *codes, int n, int slot)
{
    for (int i = 0; i < n; i++)
        if (rf_opt_kind_of(codes[i]) == RF_OPT_UNFIT && rf_opt_a(codes[i]) * 8 + rf_opt_b(codes[i]) == slot)
            return true;
    return false;
}

unsigned bot_items_interact(rf_bot *b, const rf_game *g, const unsigned *codes, int n)
{
    for (int i = 0; i < n; i++)
        if (rf_opt_kind_of(codes[i]) == RF_OPT_BIN) return codes[i];
    static _Thread_local rf_option o[RF_MAX_OPTIONS];
    int k = rf_options(g, o, RF_MAX_OPTIONS);
    if (k > RF_MAX_OPTIONS) k = RF_MAX_OPTIONS;
    for (int i = 0; i < k; i++)                       /* fit, never in place of another */
        if (rf_opt_kind_of(o[i].code) == RF_OPT_FIT && given_up(o[i].label) < 0 &&
            !slot_taken(codes, n, rf_opt_b(o[i].code)) &&
            !(b->fit_slots & (1u << (rf_opt_b(o[i].code) & 15)))) {
            b->fit_slots |= (unsigned short)(1u << (rf_opt_b(o[i].code) & 15));
            return o[i].code;
        }
    for (int i = 0; i < n; i++)
        if (rf_opt_kind_of(codes[i]) == RF_OPT_DONE) return codes[i];
    return codes[bot_next(b) % (unsigned long long)n];
}
