/*
 * sim_ab.c — `ringfall sim ab`: the same seeds under two settings, A and
 * B, paired match by match (issue 18). Each metric's difference B − A with
 * a 95 % interval and a paired test: McNemar's (exact, two-sided) for a
 * share of matches (wins, draws), a paired bootstrap of the mean for a
 * per-match number (rounds, eliminations ...); and how many matches a
 * difference of a given size (--detect) would need to be found at the
 * 5 % level with 80 % power, from the pairs' own spread.
 *
 *   ringfall sim ab --games 2000 --bots normal,normal --b '--set weapons.R-301.damage=7'
 *
 * Options outside --a and --b are common to both; --a and --b add to
 * them (content patches, --data, bots, rules options such as --rounds).
 * Pairing removes the seed's own luck from the comparison: a match that
 * plays the same under both settings adds nothing to the difference nor
 * to its noise, so two identical settings show no difference at all.
 */
#include <jansson.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"

#define Z95 1.959963984540054             /* two-sided 5 % */
#define Z80 0.8416212335729143            /* 80 % power */
#define BOOTSTRAP 2000
#define MAX_ARGS 256

/* A metric of one match: 0/1 for a share, any number for a mean. */
typedef struct metric {
    const char *name;
    bool share;
    double (*of)(const sim_game *g);
} metric;

static double player1_wins(const sim_game *g) { return g->winner == 0; }
static double red_wins(const sim_game *g) { return g->winner_squad == 0; }
static double draws(const sim_game *g) { return g->winner_squad == -1; }
static double rounds(const sim_game *g) { return g->rounds; }
static double decisions(const sim_game *g) { return g->decisions; }
static double sum_side(const sim_game *g, bool elim, int cause)
{
    double t = 0;
    for (int s = 0; s < 2; s++)
        for (int c = 1; c < RF_CAUSES; c++)
            if (cause < 0 || c == cause) t += elim ? g->side[s].eliminated[c] : g->side[s].damage_taken[c];
    return t;
}
static double eliminations(const sim_game *g) { return sum_side(g, true, -1); }
static double ring_eliminations(const sim_game *g) { return sum_side(g, true, RF_CAUSE_RING); }
static double shot_damage(const sim_game *g) { return sum_side(g, false, RF_CAUSE_SHOT); }
static double damage(const sim_game *g) { return sum_side(g, false, -1); }

static const metric metrics[] = {
    { "player1_wins", true, player1_wins }, { "red_wins", true, red_wins }, { "draws", true, draws },
    { "rounds", false, rounds }, { "decisions", false, decisions },
    { "eliminations", false, eliminations }, { "ring_eliminations", false, ring_eliminations },
    { "shot_damage", false, shot_damage }, { "damage", false, damage },
};

/* log C(n, k) */
static double log_choose(int n, int k) { return lgamma(n + 1.0) - lgamma(k + 1.0) - lgamma(n - k + 1.0); }

/* McNemar's exact test: b, c discordant pairs; two-sided p. */
static double mcnemar_p(long b, long c)
{
    long n = b + c, k = b < c ? b : c;
    if (n == 0) return 1.0;
    double p = 0;
    for (long i = 0; i <= k; i++) p += exp(log_choose((int)n, (int)i) - (double)n * log(2.0));
    p *= 2;
    return p > 1 ? 1 : p;
}

/* A deterministic generator for the bootstrap (splitmix64). */
static uint64_t next(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

typedef struct diff {
    double a, b, d, lo, hi, p, sd;
    long a_only, b_only;          /* shares: the discordant pairs */
    double needed;                /* matches for a difference of --detect; < 0 none can tell */
} diff;

/* The paired bootstrap of the mean difference: percentile interval, and
 * the two-sided p of "no difference" (the resampled means on each side of 0). */
static void bootstrap(const double *d, int n, uint64_t seed, diff *out)
{
    double *mean = malloc(BOOTSTRAP * sizeof *mean);
    if (!mean) return;
    long below = 0, above = 0;
    for (int r = 0; r < BOOTSTRAP; r++) {
        double t = 0;
        for (int i = 0; i < n; i++) t += d[next(&seed) % (uint64_t)n];
        mean[r] = t / n;
        below += mean[r] <= 0;
        above += mean[r] >= 0;
    }
    qsort(mean, BOOTSTRAP, sizeof *mean, cmp_double);
    out->lo = mean[(int)(0.025 * BOOTSTRAP)];
    out->hi = mean[(int)(0.975 * BOOTSTRAP) - 1];
    /* (count + 1) / (B + 1): a run never reports p = 0 from finitely many
     * resamples; its floor is 2 / 2001 */
    double p = 2.0 * (double)((below < above ? below : above) + 1) / (BOOTSTRAP + 1);
    out->p = p > 1 ? 1 : p;
    free(mean);
}

static diff compare(const metric *m, const sim_result *ra, const sim_result *rb, int n, double detect)
{
    diff r;
    memset(&r, 0, sizeof r);
    double *d = malloc((size_t)n * sizeof *d), sa = 0, sb = 0, sd = 0, ss = 0;
    if (!d) return r;
    for (int i = 0; i < n; i++) {
        double x = m->of(&ra->game[i]), y = m->of(&rb->game[i]);
        d[i] = y - x;
        sa += x;
        sb += y;
        sd += d[i];
        r.a_only += m->share && x > y;
        r.b_only += m->share && y > x;
    }
    r.a = sa / n;
    r.b = sb / n;
    r.d = sd / n;
    for (int i = 0; i < n; i++) ss += (d[i] - r.d) * (d[i] - r.d);
    r.sd = n > 1 ? sqrt(ss / (n - 1)) : 0;
    if (m->share) {
        double disc = (double)(r.a_only + r.b_only);
        double var = (disc - (double)(r.b_only - r.a_only) * (r.b_only - r.a_only) / n) / ((double)n * n);
        r.lo = r.d - Z95 * sqrt(var > 0 ? var : 0);
        r.hi = r.d + Z95 * sqrt(var > 0 ? var : 0);
        r.p = mcnemar_p(r.a_only, r.b_only);
        double psi = disc / n;                               /* Connor (1987) */
        r.needed = psi > detect * detect
                 ? pow(Z95 * sqrt(psi) + Z80 * sqrt(psi - detect * detect), 2) / (detect * detect) : -1;
    } else {
        bootstrap(d, n, 0x5eed0000ull + (uint64_t)n, &r);
        double delta = detect * fabs(r.a);
        r.needed = r.sd > 0 && delta > 0 ? pow((Z95 + Z80) * r.sd / delta, 2) : -1;
    }
    free(d);
    return r;
}

/* Split an --a / --b string into words (quotes '...' and "..." group). */
static int split_words(char *s, char **out, int max)
{
    int n = 0;
    while (*s && n < max) {
        while (*s == ' ' || *s == '\t') s++;
        if (!*s) break;
        char *w = s, *o = s;
        char q = 0;
        for (; *s && (q || (*s != ' ' && *s != '\t')); s++) {
            if (!q && (*s == '\'' || *s == '"')) q = *s;
            else if (q && *s == q) q = 0;
            else *o++ = *s;
        }
        if (*s) s++;
        *o = '\0';
        out[n++] = w;
    }
    return n;
}

static json_t *arm_json(const sim_arm *a, const char *extra)
{
    char sig[24];
    snprintf(sig, sizeof sig, "%016llx", (unsigned long long)sim_signature(&a->cfg, &a->result));
    json_t *o = sim_setup_json(&a->cfg);
    json_object_set_new(o, "options", json_string(extra ? extra : ""));
    json_object_set_new(o, "signature", json_string(sig));
    return o;
}

static json_t *diff_json(const metric *m, const diff *r, double detect)
{
    json_t *o = json_pack("{s:s, s:f, s:f, s:f, s:[f, f], s:s, s:f}", "kind", m->share ? "share" : "mean",
                          "a", r->a, "b", r->b, "difference", r->d, "ci95", r->lo, r->hi, "test",
                          m->share ? "McNemar (exact)" : "paired bootstrap", "p", r->p);
    if (m->share) {
        json_object_set_new(o, "a_only", json_integer(r->a_only));
        json_object_set_new(o, "b_only", json_integer(r->b_only));
    } else json_object_set_new(o, "sd_difference", json_real(r->sd));
    json_object_set_new(o, "detect", json_real(m->share ? detect : detect * fabs(r->a)));
    json_object_set_new(o, "matches_needed", r->needed < 0 ? json_null()
                                                          : json_integer((json_int_t)ceil(r->needed)));
    return o;
}

json_t *sim_ab_metrics(const sim_arm *a, const sim_arm *b, double detect)
{
    json_t *ms = json_object();
    for (size_t i = 0; i < sizeof metrics / sizeof *metrics; i++) {
        diff r = compare(&metrics[i], &a->result, &b->result, a->cfg.games, detect);
        json_object_set_new(ms, metrics[i].name, diff_json(&metrics[i], &r, detect));
    }
    return ms;
}

static void report(const sim_arm *a, const sim_arm *b, const char *sa, const char *sb, double detect,
                   bool text)
{
    int n = a->cfg.games;
    json_t *ms = json_object();
    if (text) printf("A/B over seeds %llu..%llu (%d pairs); B - A, 95 %% CI, p, matches to tell %g:\n",
                     a->cfg.seed, a->cfg.seed + (unsigned)n - 1, n, detect);
    for (size_t i = 0; i < sizeof metrics / sizeof *metrics; i++) {
        diff r = compare(&metrics[i], &a->result, &b->result, n, detect);
        json_object_set_new(ms, metrics[i].name, diff_json(&metrics[i], &r, detect));
        char needed[48];
        if (r.needed < 0) snprintf(needed, sizeof needed, "no difference seen");
        else snprintf(needed, sizeof needed, "%.0f matches", ceil(r.needed));
        if (text)
            printf("%-18s A %-9.4g B %-9.4g B-A %+.4g (%+.4g..%+.4g) p %-6.3g %s\n", metrics[i].name,
                   r.a, r.b, r.d, r.lo, r.hi, r.p, needed);
    }
    if (text) {
        json_decref(ms);
        return;
    }
    json_t *root = json_pack("{s:I, s:I, s:I, s:o, s:o, s:f, s:o}", "pairs", (json_int_t)n, "first_seed",
                             (json_int_t)a->cfg.seed, "last_seed", (json_int_t)(a->cfg.seed + (unsigned)n - 1),
                             "a", arm_json(a, sa), "b", arm_json(b, sb), "detect", detect, "metrics", ms);
    json_dumpf(root, stdout, JSON_INDENT(2) | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(6));
    fputc('\n', stdout);
    json_decref(root);
}

/* Take --a, --b and --detect out of argv; the rest is common. */
static int split_args(const cli_command *self, int argc, char **argv, char **common, int *nc,
                      char *arms[2], double *detect)
{
    *nc = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        int which = strcmp(a, "--a") == 0 ? 0 : strcmp(a, "--b") == 0 ? 1 : -1;
        if (which >= 0 || strcmp(a, "--detect") == 0) {
            if (i + 1 >= argc) return cli_usage_error(self, "%s needs a value", a);
            if (which >= 0) arms[which] = argv[++i];
            else {
                char *end;
                *detect = strtod(argv[++i], &end);
                if (*end || *detect <= 0 || *detect >= 1)
                    return cli_usage_error(self, "--detect needs a difference between 0 and 1 (e.g. 0.02)");
            }
        } else if (*nc < MAX_ARGS) common[(*nc)++] = argv[i];
    }
    return -1;
}

static int open_arm(const cli_command *self, char **common, int nc, const char *extra, sim_arm *arm)
{
    static char buf[2][4096];
    static int k;
    char *words[MAX_ARGS * 2];
    int n = 0;
    for (int i = 0; i < nc; i++) words[n++] = common[i];
    char *copy = buf[k++ % 2];
    snprintf(copy, sizeof buf[0], "%s", extra ? extra : "");
    n += split_words(copy, words + n, MAX_ARGS);
    return sim_arm_open(self, n, words, arm);
}

int cmd_sim_ab(const cli_command *self, int argc, char **argv)
{
    static char *common[MAX_ARGS];
    char *arms[2] = { NULL, NULL };
    double detect = 0.02;
    int nc, rc = split_args(self, argc, argv, common, &nc, arms, &detect);
    if (rc >= 0) return rc;
    if (!arms[0] && !arms[1]) return cli_usage_error(self, "sim ab needs --a OPTIONS and/or --b OPTIONS");
    static sim_arm a, b;
    rc = open_arm(self, common, nc, arms[0], &a);
    if (rc == CLI_OK) rc = open_arm(self, common, nc, arms[1], &b);
    if (rc == CLI_OK && (a.cfg.games != b.cfg.games || a.cfg.seed != b.cfg.seed))
        rc = cli_usage_error(self, "the two settings must play the same seeds (--games, --seed in common)");
    if (rc == CLI_OK && (a.args.shards || a.args.sweep || b.args.shards || b.args.sweep))
        rc = cli_usage_error(self, "sim ab plays whole runs (no --shard, no --sweep)");
    if (rc == CLI_OK && (a.args.report || b.args.report))
        rc = cli_usage_error(self, "--report is one run's page: not with sim ab");
    a.cfg.progress_label = "A";
    b.cfg.progress_label = "B";
    if (rc == CLI_OK) rc = sim_arm_play(&a);
    if (rc == CLI_OK) rc = sim_arm_play(&b);
    if (rc == CLI_OK) report(&a, &b, arms[0], arms[1], detect, a.args.text);
    sim_arm_close(&a);
    sim_arm_close(&b);
    return rc;
}
