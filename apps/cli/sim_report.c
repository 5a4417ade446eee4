/*
 * sim_report.c — the summary of a run of matches (sim.h): JSON (the
 * default of `ringfall sim`, fields in docs/sim.md) or text (--text).
 *
 * Everything but the "time" object depends only on the set-up and the
 * seeds: rates and intervals are computed from integer counts, lists are
 * sorted by name, so runs on any number of threads print the same.
 */
#include <jansson.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"

/* The 95 % Wilson score interval of k successes in n trials. */
void sim_wilson(long k, long n, double *lo, double *hi)
{
    if (n <= 0) {
        *lo = 0;
        *hi = 1;
        return;
    }
    const double z = 1.959963984540054;
    double p = (double)k / (double)n, z2n = z * z / (double)n;
    double centre = (p + z2n / 2) / (1 + z2n);
    double half = z * sqrt(p * (1 - p) / (double)n + z2n / (4 * (double)n)) / (1 + z2n);
    *lo = k == 0 || centre - half < 0 ? 0 : centre - half;     /* exact at the ends */
    *hi = k == n || centre + half > 1 ? 1 : centre + half;
}

/* {key: k, "rate": k / n, "ci95": [lo, hi]} */
static json_t *proportion(const char *key, long k, long n)
{
    double lo, hi;
    sim_wilson(k, n, &lo, &hi);
    return json_pack("{s:I, s:f, s:[f, f]}", key, (json_int_t)k, "rate",
                     n ? (double)k / (double)n : 0.0, "ci95", lo, hi);
}

/* The counts of a run. */
typedef struct counts {
    long games, draws, unfinished;
    long wins[2];                /* per seat (player) */
    long colour[2];              /* per squad colour */
    long red[2];                 /* decided games in which each seat played red */
    long as[2][2][2];            /* [seat][0 red, 1 blue]: games played, games won */
    long long decisions;
} counts;

static counts count(const sim_config *cfg, const sim_result *r)
{
    counts k;
    memset(&k, 0, sizeof k);
    for (int i = 0; i < cfg->games; i++) {
        const sim_game *g = &r->game[i];
        k.games++;
        k.decisions += g->decisions;
        if (g->red >= 0)
            for (int s = 0; s < 2; s++) {
                int c = g->red == s ? 0 : 1;              /* Champions: red are the champions */
                k.as[s][c][0]++;
                k.as[s][c][1] += g->winner == s;
            }
        if (g->winner == -2) k.unfinished++;
        else if (g->winner == -1) k.draws++;
        else {
            k.wins[g->winner]++;
            k.colour[g->winner == g->red ? 0 : 1]++;
            if (g->red >= 0) k.red[g->red]++;
        }
    }
    return k;
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* mean, min, quartiles (nearest rank), max of values[n] (sorted here). */
static json_t *stats(uint32_t *v, int n)
{
    if (n == 0) return json_null();
    qsort(v, (size_t)n, sizeof *v, cmp_u32);
    long long sum = 0;
    for (int i = 0; i < n; i++) sum += v[i];
    int q[3];
    for (int j = 0; j < 3; j++) {
        long rank = (long)ceil((j + 1) * 0.25 * n);       /* nearest rank */
        q[j] = (int)(rank < 1 ? 0 : rank - 1);
    }
    return json_pack("{s:f, s:i, s:i, s:i, s:i, s:i}", "mean", (double)sum / n, "min", (int)v[0],
                     "q1", (int)v[q[0]], "median", (int)v[q[1]], "q3", (int)v[q[2]], "max",
                     (int)v[n - 1]);
}

static json_t *length(const sim_config *cfg, const sim_result *r)
{
    uint32_t *v = malloc((size_t)cfg->games * sizeof *v);
    if (!v) return json_null();
    for (int i = 0; i < cfg->games; i++) v[i] = r->game[i].rounds;
    json_t *rounds = stats(v, cfg->games);
    for (int i = 0; i < cfg->games; i++) v[i] = r->game[i].decisions;
    json_t *decisions = stats(v, cfg->games);
    free(v);
    return json_pack("{s:o, s:o}", "rounds", rounds, "decisions", decisions);
}

static int cmp_what(const void *a, const void *b)
{
    const sim_what *x = a, *y = b;
    int c = strcmp(x->name, y->name);
    return c ? c : x->cause - y->cause;
}

static json_t *what_json(const sim_what *w, bool cause)
{
    json_t *o = json_pack("{s:I, s:I, s:I, s:I, s:I}", "events", (json_int_t)w->events, "damage",
                          (json_int_t)w->damage, "to_shield", (json_int_t)w->to_shield,
                          "to_health", (json_int_t)w->to_health, "eliminations",
                          (json_int_t)w->eliminations);
    if (cause) json_object_set_new(o, "cause", json_string(rf_cause_name(w->cause)));
    return o;
}

/* damage_by_weapon (Shoots), damage_by_item (grenades, abilities),
 * damage_by_cause and eliminations_by_cause. */
static void damage(const sim_result *r, json_t *root)
{
    sim_tally t = r->tally;
    qsort(t.what, (size_t)t.nwhat, sizeof t.what[0], cmp_what);
    json_t *weapon = json_object(), *item = json_object(), *by_cause = json_object(),
           *elims = json_object();
    sim_what cause[RF_CAUSES];
    memset(cause, 0, sizeof cause);
    long long total = 0;
    for (int i = 0; i < t.nwhat; i++) {
        const sim_what *w = &t.what[i];
        if (w->cause == RF_CAUSE_SHOT) json_object_set_new(weapon, w->name, what_json(w, false));
        else if (w->cause == RF_CAUSE_GRENADE || w->cause == RF_CAUSE_ABILITY)
            json_object_set_new(item, w->name, what_json(w, true));
        sim_what *c = &cause[w->cause > 0 && w->cause < RF_CAUSES ? w->cause : 0];
        c->events += w->events;
        c->damage += w->damage;
        c->to_shield += w->to_shield;
        c->to_health += w->to_health;
        c->eliminations += w->eliminations;
        total += w->eliminations;
    }
    for (int c = 1; c < RF_CAUSES; c++) {
        json_t *o = what_json(&cause[c], false);
        json_object_del(o, "eliminations");
        json_object_set_new(by_cause, rf_cause_name(c), o);
        json_object_set_new(elims, rf_cause_name(c), json_integer(cause[c].eliminations));
    }
    json_object_set_new(elims, "total", json_integer(total));
    json_object_set_new(root, "damage_by_weapon", weapon);
    json_object_set_new(root, "damage_by_item", item);
    json_object_set_new(root, "damage_by_cause", by_cause);
    json_object_set_new(root, "eliminations_by_cause", elims);
}

static const char *start_name(const cli_args *a)
{
    static const char *const names[] = { "draft", "map", "stages", "draft" };
    return names[a->start >= 0 && a->start <= 3 ? a->start : 0];
}

/* The mode's name (MOD-1) and its legends per squad (ASSN-1: 3). */
const char *sim_mode_name(const cli_args *a)
{
    static const char *const names[] = { "battle royale", "assassination", "team deathmatch",
                                         "champions", "capture the flag" };
    return names[a->mode >= 0 && a->mode < 5 ? a->mode : 0];
}

static int squad_size(const cli_args *a)
{
    return a->size ? a->size : a->mode == RF_MODE_ASSN ? 3 : 2;
}

json_t *sim_setup_json(const sim_config *cfg)
{
    const cli_args *a = cfg->args;
    json_t *o = json_pack("{s:s, s:i, s:s, s:s, s:b, s:i, s:s?, s:s?, s:I, s:I, s:[s, s]}",
                          "mode", sim_mode_name(a), "size", squad_size(a), "map",
                          rf_map_name(cfg->map), "start", start_name(a), "ring", !a->no_ring,
                          "rounds", a->rounds ? a->rounds : 8, "deck", a->deck ? a->deck : "*", "cards", a->cards,
                          "first_seed", (json_int_t)cfg->seed, "last_seed",
                          (json_int_t)(cfg->seed + (unsigned)cfg->games - 1), "bots",
                          cfg->kinds[0], cfg->kinds[1]);
    if (cfg->check) json_object_set_new(o, "check", json_true());
    if (sim_patched(cfg)) {                       /* issue 18: the content of the experiment */
        json_t *sets = json_array();
        for (int i = 0; i < cfg->patch->nsets; i++) json_array_append_new(sets, json_string(cfg->patch->set[i]));
        json_object_set_new(o, "data", cfg->patch->data_dir ? json_string(cfg->patch->data_dir) : json_null());
        json_object_set_new(o, "set", sets);
    }
    char hash[24];
    snprintf(hash, sizeof hash, "%016llx", rf_content_hash(cfg->content));
    json_object_set_new(o, "content", json_string(hash));
    return o;
}

static json_t *players_json(const sim_config *cfg, const counts *k)
{
    json_t *a = json_array();
    for (int s = 0; s < 2; s++) {
        json_t *p = json_pack("{s:i, s:s, s:s}", "player", s + 1, "option",
                              s == 0 ? "--red" : "--blue", "bot", cfg->kinds[s]);
        json_t *w = proportion("wins", k->wins[s], k->games);
        json_object_update(p, w);
        json_decref(w);
        json_object_set_new(p, "played_red", json_integer(k->red[s]));
        json_object_set_new(p, "as_red", json_pack("{s:I, s:I}", "games", (json_int_t)k->as[s][0][0],
                                                   "wins", (json_int_t)k->as[s][0][1]));
        json_object_set_new(p, "as_blue", json_pack("{s:I, s:I}", "games", (json_int_t)k->as[s][1][0],
                                                    "wins", (json_int_t)k->as[s][1][1]));
        json_array_append_new(a, p);
    }
    return a;
}

bool sim_patched(const sim_config *cfg)
{
    return cfg->patch && (cfg->patch->data_dir || cfg->patch->nsets);
}

/* Patched content signs too (its hash first), so a patch that changes no
 * decision still tells its run apart; unpatched runs sign as before. */
uint64_t sim_signature(const sim_config *cfg, const sim_result *r)
{
    uint64_t h = 0xcbf29ce484222325ull;
    if (sim_patched(cfg)) {
        h ^= rf_content_hash(cfg->content);
        h *= 0x100000001b3ull;
    }
    for (int i = 0; i < cfg->games; i++) {
        h ^= r->game[i].signature;
        h *= 0x100000001b3ull;
        h ^= h >> 29;
    }
    return h;
}

json_t *sim_report_build(const sim_config *cfg, const sim_result *r)
{
    counts k = count(cfg, r);
    char sig[24];
    snprintf(sig, sizeof sig, "%016llx", (unsigned long long)sim_signature(cfg, r));
    json_t *root = json_pack("{s:o, s:I, s:o, s:{s:o, s:o}, s:o, s:I, s:o}", "setup",
                             sim_setup_json(cfg), "games", (json_int_t)k.games, "players",
                             players_json(cfg, &k), "colours", "red", proportion("wins", k.colour[0], k.games),
                             "blue", proportion("wins", k.colour[1], k.games), "draws", proportion("draws", k.draws, k.games),
                             "unfinished", (json_int_t)k.unfinished, "length", length(cfg, r));
    damage(r, root);
    sim_legends_json(cfg, r, root);                               /* docs/balance.md */
    sim_behaviour_json(cfg, r, root);                             /* docs/bots.md */
    sim_contrib_json(cfg, r, root);                               /* issue 18 */
    json_object_set_new(root, "signature", json_string(sig));
    double s = r->seconds > 0 ? r->seconds : 1e-9;
    json_object_set_new(root, "time", json_pack("{s:i, s:f, s:f, s:f, s:f}", "threads",
                                                cfg->threads, "seconds", r->seconds,
                                                "cpu_seconds", r->cpu_seconds, "games_per_s",
                                                k.games / s, "decisions_per_s",
                                                (double)k.decisions / s));
    return root;
}

void sim_report_json(const sim_config *cfg, const sim_result *r, FILE *out)
{
    json_t *root = sim_report_build(cfg, r);
    json_dumpf(root, out, JSON_INDENT(2) | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(6));
    fputc('\n', out);
    json_decref(root);
}

void sim_report_text(const sim_config *cfg, const sim_result *r, FILE *out)
{
    counts k = count(cfg, r);
    const cli_args *a = cfg->args;
    double n = k.games ? (double)k.games : 1.0, lo, hi;
    static const char *const titles[] = { "Battle Royale", "Assassination", "Team Deathmatch",
                                          "Champions", "Capture the Flag" };
    bool champ = a->mode == RF_MODE_CHAMP;                /* CHAMP-1: 2 champions vs 4 */
    fprintf(out, "%s %dv%d on %s, seeds %llu..%llu, --red %s vs --blue %s\n",
            titles[a->mode >= 0 && a->mode < 5 ? a->mode : 0], champ ? 2 : squad_size(a),
            champ ? 4 : squad_size(a), rf_map_name(cfg->map), cfg->seed,
            cfg->seed + (unsigned)cfg->games - 1, cfg->kinds[0], cfg->kinds[1]);
    fprintf(out, "games      %ld\n", k.games);
    for (int s = 0; s < 2; s++) {
        sim_wilson(k.wins[s], k.games, &lo, &hi);
        fprintf(out, "wins of the %s player (%s)%s %ld (%.1f %%, 95 %% CI %.1f-%.1f %%)\n",
                s == 0 ? "--red" : "--blue", cfg->kinds[s], s == 0 ? "  " : " ", k.wins[s],
                100.0 * k.wins[s] / n, 100 * lo, 100 * hi);
    }
    fprintf(out, "colours    red won %ld, blue won %ld; the --red player played red in %ld of "
            "%ld decided games\n", k.colour[0], k.colour[1], k.red[0], k.red[0] + k.red[1]);
    fprintf(out, "by colour  the --red player won %ld of %ld as red, %ld of %ld as blue\n",
            k.as[0][0][1], k.as[0][0][0], k.as[0][1][1], k.as[0][1][0]);
    fprintf(out, "draws      %ld (%.1f %%)\n", k.draws, 100.0 * k.draws / n);
    if (k.unfinished) fprintf(out, "unfinished %ld\n", k.unfinished);
    fprintf(out, "decisions  %.1f per game\n", (double)k.decisions / n);
    long long elim[RF_CAUSES] = { 0 };
    for (int i = 0; i < r->tally.nwhat; i++)
        elim[r->tally.what[i].cause % RF_CAUSES] += r->tally.what[i].eliminations;
    fputs("eliminated", out);
    for (int c = 1; c < RF_CAUSES; c++) fprintf(out, " %s %lld%s", rf_cause_name(c), elim[c],
                                                c + 1 < RF_CAUSES ? "," : "\n");
    sim_legends_text(cfg, r, out);                                /* docs/balance.md */
    sim_behaviour_text(cfg, r, out);                              /* docs/bots.md */
    sim_contrib_text(cfg, r, out);
    double s = r->seconds > 0 ? r->seconds : 1e-9;
    fprintf(out, "speed      %.0f games/s, %.0f decisions/s (%d thread%s, %.2f s, CPU %.2f s)\n",
            k.games / s, (double)k.decisions / s, cfg->threads, cfg->threads == 1 ? "" : "s",
            r->seconds, r->cpu_seconds);
}
