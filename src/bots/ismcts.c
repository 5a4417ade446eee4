/*
 * ismcts.c — the search bot (kind "search"; issue 13, docs/bots.md,
 * "The search bot"): information-set Monte Carlo search over
 * determinizations, on the public API only.
 *
 * Where a plan is decided — which legend activates, which action, where to
 * move or respawn, whom to shoot — it searches; every other, smaller
 * decision (loot, cards, reactions, Stage 1, the mode's objectives) is the
 * normal heuristic's (heuristic.c), which also plays every rollout.
 *
 * One search: the root is the bot's information set. W worlds are drawn
 * with rf_game_determinize for its seat (never the true state: a world
 * only keeps what the seat may know), and every child is tried in the same
 * worlds in the same order with the same rollout seeds (its j-th visit
 * plays world j mod W), so children are compared on the same luck. A
 * visit applies the child's option in a copy of its world and plays on
 * with the heuristic for both sides (rf_playout) until the end of the
 * round (or the game), then scores the position (evaluate). The budget is
 * spent by sequential halving: every child gets an equal share, the better
 * half by mean value goes on to the next share, and so on. The heuristic's
 * own choice is always a child and always kept; another child is chosen
 * only if its mean beats the heuristic's on the same visits by MARGIN (a
 * search of a few rollouts per child must not overrule a good default on
 * noise; docs/bots.md has its strength against normal). The root's
 * options are the same in every world (the seat's own options never
 * depend on what it cannot see: test_determinize), so one tree serves all
 * worlds.
 *
 * Two levels ("deep", follow_up): below each root option, the seat's next
 * plan decision in the same activation (the action after the legend, the
 * space after the Move, the next action after it) is a node of its own,
 * shared by all worlds: its children are keyed by option code, which
 * names what the seat sees (legends, actions, spaces, weapon slots: the
 * same in every world, test_option_codes), and each counts the visits in
 * which it was available (an option may exist in one world and not in
 * another: after a Shoot that hit in one world only). Selection is UCT
 * with those availability counts (information-set MCTS, Cowling,
 * Powley and Whitehouse 2012): mean + C sqrt(ln available / visits); the
 * heuristic's choice in that world is the first child, and a new child is
 * admitted as the node's visits grow (progressive widening), so a few
 * visits never spread over fifty spaces. "flat" searches the root only
 * (each decision afresh: the plan's next step is searched when it comes).
 *
 * Budget ("search:" then parts joined by '/', bot_search_new): N
 * simulations per decision (default SEARCH_SIMS) and a cap of CPU time per
 * decision (default SEARCH_SECONDS, "Tms" sets it: "Tms" alone searches
 * until then); "flat" or "deep" the levels. With a simulation budget that
 * the time cap does not cut, the same seed gives the same choices.
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bots/bot.h"
#include "bots/ismcts.h"

#define SEARCH_SIMS 160           /* the default level's simulations per decision */
#define SEARCH_SECONDS 1.0        /* and its cap (docs/bots.md) */
#define WORLDS 8                  /* determinizations per decision, shared by all children */
#define MAX_CHILDREN 16           /* options searched; the rest are not tried */
#define ROLLOUT_STEPS 600         /* choices per rollout at most (a round is ~100) */
#define MARGIN 0.02               /* the mean value a child must beat the heuristic's by */
#define DEPTH 2                   /* the default levels (docs/bots.md: measured) */
#define MAX_FOLLOW 24             /* children of a second-level node */
#define UCT_C 0.15                /* exploration (values are in [0, 1], differences ~0.05) */

/* A second-level child: visits, value and how often it was available. */
typedef struct follow { unsigned code; int visits, avail; double value; } follow;

typedef struct child {
    unsigned code;
    int visits;
    double value;
    int nf, fvisits;              /* its second-level node (follow_up) */
    follow f[MAX_FOLLOW];
} child;

static double mean(const child *c) { return c->visits ? c->value / c->visits : 0; }

struct bot_search {
    int sims;                     /* per decision */
    double seconds;               /* CPU time cap per decision */
    int depth;                    /* 1 flat, 2 deep */
    rf_game *world[WORLDS], *sim;
    rf_bot roll;                  /* the rollout policy: the normal heuristic */
    long total_sims;              /* all decisions (ringfall bench) */
};

/* One part of a budget: "N", "Nms", "flat" or "deep"; false if bad. */
static bool budget_part(bot_search *s, const char *p, size_t len, bool *sims, bool *ms)
{
    if (len == 4 && (strncmp(p, "flat", 4) == 0 || strncmp(p, "deep", 4) == 0)) {
        s->depth = p[0] == 'f' ? 1 : 2;
        return true;
    }
    char *end;
    long n = strtol(p, &end, 10);
    if (p[0] < '0' || p[0] > '9' || n <= 0 || n > 1000000) return false;   /* 10^6 sims, 1000 s */
    size_t used = (size_t)(end - p);
    if (used == len && !*sims) { s->sims = (int)n; *sims = true; return true; }
    if (used + 2 == len && strncmp(end, "ms", 2) == 0 && !*ms) {
        s->seconds = (double)n / 1000.0;
        *ms = true;
        return true;
    }
    return false;
}

bot_search *bot_search_new(const char *spec)
{
    bot_search *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->sims = SEARCH_SIMS;
    s->seconds = SEARCH_SECONDS;
    s->depth = DEPTH;
    bool sims = false, ms = false;
    for (const char *p = spec; p && *p;) {
        size_t len = strcspn(p, "/");
        if (!budget_part(s, p, len, &sims, &ms)) { free(s); return NULL; }
        p += len;
        if (*p == '/' && !*++p) { free(s); return NULL; }            /* a trailing '/' */
    }
    if (spec && !*spec) { free(s); return NULL; }
    if (ms && !sims) s->sims = 1 << 30;             /* "Tms" alone: until the time is up */
    return s;
}

void bot_search_free(bot_search *s)
{
    if (!s) return;
    for (int w = 0; w < WORLDS; w++) rf_game_free(s->world[w]);
    rf_game_free(s->sim);
    free(s);
}

long bot_search_sims(const bot_search *s) { return s ? s->total_sims : 0; }

static double cpu_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* Where a plan is decided (the search's decisions). */
static bool plan_decision(int kind)
{
    return kind == RF_DEC_ACTIVATE || kind == RF_DEC_ACTION || kind == RF_DEC_MOVE ||
           kind == RF_DEC_TARGET || kind == RF_DEC_RESPAWN;
}

/* ---- The evaluation: from squad sq's side, in [0, 1] ---- */

static double evaluate(const rf_game *g, int sq)
{
    rf_score sc;
    rf_view_score(g, &sc);
    if (sc.over) return sc.standing == sq ? 1.0 : sc.standing < 0 ? 0.5 : 0.0;
    int o = 1 - sq;
    double x = 0.9 * (sc.vp[sq] - sc.vp[o]) + 0.35 * (sc.death_boxes[sq] - sc.death_boxes[o]);
    x += 0.25 * (sc.standing == sq ? 1 : sc.standing == o ? -1 : 0);        /* BR-7 */
    int n = rf_view_legends(g);
    for (int l = 0; l < n; l++) {
        rf_legend_view v;
        rf_view_legend(g, l, &v);
        double side = v.squad == sq ? 1.0 : -1.0, worth = 0;
        if (v.on_map) {
            worth += 0.04 * (v.health + v.shield);                          /* DMG */
            for (int w = 0; w < 2; w++) worth += v.ammo[w] > 0 ? 0.03 * v.ammo[w] : 0;
            int dmg = 0, out = rf_view_ring_outside(g, v.x, v.y, &dmg);     /* TRANS-2 */
            if (out > 0) worth -= 0.05 * out + 0.03 * dmg;
        } else {
            worth -= 0.3;                                                  /* ELIM-2 */
        }
        x += side * worth;
    }
    return 1.0 / (1.0 + exp(-x));
}

/* ---- One decision ---- */

static int squad_of_seat(const rf_game *g, int seat)
{
    return rf_game_seat_of(g, 1) == seat ? 1 : 0;           /* blue, red */
}

/* Options the search leaves to the heuristic: the free loot actions
 * (ACT-17: drop a token, pick one up) cost nothing and change nothing a
 * round's rollout can tell apart, so a search that tried them dropped and
 * picked up the same Syringe forever (a match of 36,570 steps). */
static bool searched_option(unsigned code)
{
    int k = rf_opt_kind_of(code);
    return k != RF_OPT_LOOT_DROP && k != RF_OPT_LOOT_PICK;
}

/* A Move decision's option that leaves the moving legend where it
 * stands: "stay" (DONE) or its own space. Such a Move covers 0 spaces and
 * its MP are lost (issue 12: never spend AP on a Move that goes nowhere);
 * a round's rollout may still score it best by the noise of the others,
 * so it is never a child, and the heuristic's choice it starts from
 * (b->somewhere, heuristic.c choose_place) stays only when no option
 * leaves the space. 4.1 % of its Moves went nowhere before (26 of 630,
 * sim --games 40 --seed 1 --red search:16 --blue normal --size 2). */
static bool goes_nowhere(const rf_game *g, const rf_decision *d, unsigned code)
{
    if (d->kind != RF_DEC_MOVE || d->legend < 0) return false;
    rf_legend_view l;
    rf_view_legend(g, d->legend, &l);
    if (!l.on_map) return false;                     /* an entering legend covers a space */
    int k = rf_opt_kind_of(code);
    return k == RF_OPT_DONE || (k == RF_OPT_MOVE_TO && rf_opt_b(code) == l.y * 32 + l.x);
}

/* The children: every searched option, or the heuristic's choice and a
 * spread of the others when there are more than MAX_CHILDREN (the moves of
 * a long Move). The heuristic's choice is always c[0]. */
static int children(rf_bot *b, const rf_game *g, const rf_decision *d, child *c, unsigned fav)
{
    static _Thread_local unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS), m = 0;
    if (n > RF_MAX_OPTIONS) n = RF_MAX_OPTIONS;
    for (int i = 0; i < n; i++)
        if (codes[i] != fav && searched_option(codes[i]) && !goes_nowhere(g, d, codes[i]))
            codes[m++] = codes[i];
    int k = 0;
    c[k].code = fav;
    c[k].visits = c[k].nf = c[k].fvisits = 0;
    c[k++].value = 0;
    for (int i = 0; i < m && k < MAX_CHILDREN; i++) {        /* a spread, seeded by the bot */
        if (m > MAX_CHILDREN - 1) {
            int j = i + (int)(bot_next(b) % (unsigned long long)(m - i));
            unsigned t = codes[i]; codes[i] = codes[j]; codes[j] = t;
        }
        c[k].code = codes[i];
        c[k].visits = c[k].nf = c[k].fvisits = 0;
        c[k++].value = 0;
    }
    return k;
}

static void roll_reset(rf_bot *r, unsigned long long seed)
{
    memset(r, 0, sizeof *r);
    r->kind = BOT_HEURISTIC;
    r->level = BOT_NORMAL;
    r->s = seed * 0x9e3779b97f4a7c15ull + 0x632be59bd9b4e019ull;
    if (!r->s) r->s = 1;
    r->target = -1;
}

/* ---- The second level (docs/bots.md, "Two levels") ---- */

static follow *follow_find(child *c, unsigned code)
{
    for (int i = 0; i < c->nf; i++)
        if (c->f[i].code == code) return &c->f[i];
    return NULL;
}

static follow *follow_add(child *c, unsigned code)
{
    if (c->nf >= MAX_FOLLOW) return NULL;
    c->f[c->nf] = (follow){ code, 0, 0, 0 };
    return &c->f[c->nf++];
}

/* UCT with availability counts among the children available now (avail
 * was just counted): an unvisited one first, else the best bound. */
static follow *uct(child *c, const bool *here)
{
    follow *best = NULL;
    double top = -1;
    for (int i = 0; i < c->nf; i++) {
        follow *f = &c->f[i];
        if (!here[i]) continue;
        if (f->visits == 0) return f;
        double u = f->value / f->visits + UCT_C * sqrt(log((double)f->avail) / f->visits);
        if (u > top) { top = u; best = f; }
    }
    return best;
}

/* In s->sim, just after child c's option: if the seat's next decision is
 * a plan decision of the same activation (legend, or any legend when the
 * root chose which activates), choose it by the child's second-level node
 * and return that node's child (NULL: the rollout decides). The heuristic's
 * choice in this world is admitted first; another available option joins
 * when the node's visits reach (children)^2 (progressive widening), drawn
 * by the rollout's generator. */
static follow *follow_up(bot_search *s, child *c, int seat, int legend)
{
    rf_decision d;
    if (s->depth < 2 || !rf_pending_brief(s->sim, &d) || d.seat != seat ||
        !plan_decision(d.kind) || (legend >= 0 && d.legend != legend))
        return NULL;
    static _Thread_local unsigned codes[RF_MAX_OPTIONS], fresh[RF_MAX_OPTIONS];
    int n = rf_option_codes(s->sim, codes, RF_MAX_OPTIONS), m = 0;
    if (n > RF_MAX_OPTIONS) n = RF_MAX_OPTIONS;
    unsigned fav = bot_choose_heuristic(&s->roll, s->sim);
    for (int i = 0; i < n; i++)
        if (codes[i] != fav && searched_option(codes[i]) && !goes_nowhere(s->sim, &d, codes[i]) &&
            !follow_find(c, codes[i]))
            fresh[m++] = codes[i];
    follow *added = NULL;
    if (fav && !follow_find(c, fav)) added = follow_add(c, fav);
    else if (m > 0 && c->fvisits >= c->nf * c->nf)
        added = follow_add(c, fresh[bot_next(&s->roll) % (unsigned long long)m]);
    bool here[MAX_FOLLOW] = { false };
    for (int i = 0; i < c->nf; i++) {
        follow *f = &c->f[i];
        here[i] = f->code == fav || f == added;
        for (int k = 0; k < n && !here[i]; k++)
            here[i] = codes[k] == f->code;
        if (here[i]) f->avail++;
    }
    follow *f = added ? added : uct(c, here);
    rf_error err;
    if (!f || rf_choose(s->sim, f->code, &err) != RF_OK) return NULL;
    c->fvisits++;
    return f;
}

/* One visit of child c in world w: its option, the second level's choice
 * (follow_up), then the heuristic to the end of the round; the value from
 * squad sq's side. */
static double simulate(bot_search *s, child *c, int w, int sq, unsigned long long seed,
                       int seat, int legend)
{
    rf_game_copy(s->sim, s->world[w]);
    rf_error err;
    if (rf_choose(s->sim, c->code, &err) != RF_OK) return 0;   /* never: the same options */
    int round = rf_view_round(s->sim);
    roll_reset(&s->roll, seed);
    follow *f = follow_up(s, c, seat, legend);
    for (int steps = 0; steps < ROLLOUT_STEPS && rf_view_round(s->sim) == round; steps++)
        if (rf_playout(s->sim, &s->roll, 1) == 0) break;
    double v = evaluate(s->sim, sq);
    if (f) { f->visits++; f->value += v; }
    return v;
}

/* The j-th visit of every child: world j mod WORLDS and the same rollout
 * seed, so that two children's j-th values differ only by the option. */
static void visit(bot_search *s, child *c, int sq, unsigned long long base, const rf_decision *d)
{
    int j = c->visits, w = j % WORLDS;
    int legend = d->kind == RF_DEC_ACTIVATE ? -1 : d->legend;
    c->value += simulate(s, c, w, sq, base ^ (unsigned long long)(j * 7919 + w), d->seat, legend);
    c->visits++;
    s->total_sims++;
}

/* Sequential halving over the children, on the same worlds: each round
 * gives the children still in an equal share of the budget left, then
 * keeps the better half by mean value (the heuristic's choice, c[0], always
 * stays). The answer is the best survivor if its mean beats the
 * heuristic's on the same visits by MARGIN, else the heuristic's choice: a
 * search of a few noisy rollouts must not overrule a good default on
 * noise. */
static int halving(bot_search *s, child *c, int n, int sq, unsigned long long base,
                   const rf_decision *d)
{
    int alive[MAX_CHILDREN], na = n, rounds = 0;
    for (int i = 0; i < n; i++) alive[i] = i;
    while ((1 << rounds) < n) rounds++;
    int left = s->sims;
    double start = cpu_now();
    for (int r = 0; r < rounds && na > 1 && left > 0; r++) {
        int each = left / ((rounds - r) * na);
        if (each < 1) each = 1;
        for (int v = 0; v < each && left > 0; v++) {
            if (cpu_now() - start > s->seconds) { left = 0; break; }
            for (int a = 0; a < na && left > 0; a++, left--) visit(s, &c[alive[a]], sq, base, d);
        }
        for (int a = 2; a < na; a++)             /* by mean, c[0] pinned in front */
            for (int b = a; b > 1 && mean(&c[alive[b]]) > mean(&c[alive[b - 1]]); b--) {
                int t = alive[b]; alive[b] = alive[b - 1]; alive[b - 1] = t;
            }
        if (na > 2) na = 1 + na / 2;
    }
    int best = na > 1 ? alive[1] : 0;
    return best && c[best].visits == c[0].visits && mean(&c[best]) > mean(&c[0]) + MARGIN ? best : 0;
}

unsigned bot_choose_search(rf_bot *b, const rf_game *g)
{
    rf_decision d;
    if (!rf_pending_brief(g, &d)) return 0;
    b->somewhere = true;          /* as the normal heuristic, but its Moves go somewhere */
    unsigned fav = bot_choose_heuristic(b, g);
    bot_search *s = b->search;
    if (!s || !plan_decision(d.kind) || !fav) return fav;
    static _Thread_local child c[MAX_CHILDREN];
    int n = children(b, g, &d, c, fav);
    if (n < 2) return fav;
    if (!s->sim) {
        s->sim = rf_game_clone(g);
        for (int w = 0; w < WORLDS; w++) s->world[w] = rf_game_clone(g);
        if (!s->sim) return fav;
        for (int w = 0; w < WORLDS; w++) if (!s->world[w]) return fav;
    }
    unsigned long long base = bot_next(b);
    for (int w = 0; w < WORLDS; w++) {
        rf_error err;
        if (rf_game_determinize(g, d.seat, base + (unsigned long long)w, s->world[w], &err) != RF_OK)
            return fav;
    }
    int sq = squad_of_seat(g, d.seat);
    return c[halving(s, c, n, sq, base, &d)].code;
}
