/*
 * sim_contrib.c — what each weapon, item, attachment, action card and
 * legend is worth to the side that has it (issue 18): over the finished
 * matches, the sides that held it (at any moment) and the sides that used
 * it (sim_side.c), and the share of those that won, with a 95 % Wilson
 * interval; and how the matches ended, by the rule that ended them
 * (rf_game_end_reason). A draw is a match neither side won.
 *
 * These are associations, not causes: a side that used a weapon had it
 * and a reason to fire it; the paired A/B (`ringfall sim ab`) measures
 * what a change causes (docs/balance.md).
 */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"

static const char *const kind_keys[SIM_KINDS] = { "weapons", "items", "attachments", "cards" };

static json_t *rate(long won, long n)
{
    double lo, hi;
    sim_wilson(won, n, &lo, &hi);
    return json_pack("{s:I, s:I, s:f, s:[f, f]}", "matches", (json_int_t)n, "wins", (json_int_t)won,
                     "rate", n ? (double)won / (double)n : 0.0, "ci95", lo, hi);
}

/* Sides holding (how 0) or using (1) content index i of kind, and their wins. */
static void count(const sim_config *cfg, const sim_result *r, int kind, int i, long n[2], long won[2])
{
    n[0] = n[1] = won[0] = won[1] = 0;
    for (int m = 0; m < cfg->games; m++) {
        const sim_game *g = &r->game[m];
        if (g->winner_squad == -2) continue;                     /* unfinished */
        for (int s = 0; s < 2; s++) {
            bool w = g->winner_squad == s;
            if (sim_set_has(&g->side[s].held[kind], i)) n[0]++, won[0] += w;
            if (sim_set_has(&g->side[s].used[kind], i)) n[1]++, won[1] += w;
        }
    }
}

static json_t *kind_json(const sim_config *cfg, const sim_result *r, int kind)
{
    json_t *o = json_object();
    const char *name;
    for (int i = 0; (name = sim_content_name(cfg->content, kind, i)); i++) {
        long n[2], won[2];
        count(cfg, r, kind, i, n, won);
        if (!n[0] && !n[1]) continue;
        json_t *e = json_object_get(o, name);        /* two weapons of one name: one entry */
        if (e) continue;
        json_object_set_new(o, name, json_pack("{s:o, s:o}", "held", rate(won[0], n[0]), "used",
                                               rate(won[1], n[1])));
    }
    return o;
}

/* The end-reason table: matches per rule, and who won them. */
typedef struct reasons {
    int n;
    char rule[32][48];
    long matches[32], won[32][3];               /* red, blue, draw */
} reasons;

static int cmp_rule(const void *a, const void *b) { return strcmp(a, b); }

static void tally_reasons(const sim_config *cfg, const sim_result *r, reasons *k)
{
    memset(k, 0, sizeof *k);
    for (int m = 0; m < cfg->games; m++) {
        const char *rule = r->game[m].end_rule[0] ? r->game[m].end_rule : "unfinished";
        int i = 0;
        while (i < k->n && strcmp(k->rule[i], rule) != 0) i++;
        if (i == k->n && k->n < 32) snprintf(k->rule[k->n++], sizeof k->rule[0], "%s", rule);
    }
    qsort(k->rule, (size_t)k->n, sizeof k->rule[0], cmp_rule);
    for (int m = 0; m < cfg->games; m++) {
        const sim_game *g = &r->game[m];
        const char *rule = g->end_rule[0] ? g->end_rule : "unfinished";
        for (int i = 0; i < k->n; i++)
            if (strcmp(k->rule[i], rule) == 0) {
                k->matches[i]++;
                if (g->winner_squad >= -1) k->won[i][g->winner_squad == -1 ? 2 : g->winner_squad]++;
            }
    }
}

void sim_contrib_json(const sim_config *cfg, const sim_result *r, json_t *root)
{
    json_t *c = json_object();
    for (int k = 0; k < SIM_KINDS; k++) json_object_set_new(c, kind_keys[k], kind_json(cfg, r, k));
    json_object_set_new(root, "contributions", c);
    reasons k;
    tally_reasons(cfg, r, &k);
    json_t *o = json_object();
    for (int i = 0; i < k.n; i++) {
        double lo, hi;
        sim_wilson(k.matches[i], cfg->games, &lo, &hi);
        json_t *e = json_pack("{s:I, s:f, s:[f, f], s:I, s:I, s:I}", "matches", (json_int_t)k.matches[i],
                              "share", (double)k.matches[i] / cfg->games, "ci95", lo, hi,
                              "red", (json_int_t)k.won[i][0], "blue", (json_int_t)k.won[i][1],
                              "draw", (json_int_t)k.won[i][2]);
        json_object_set_new(o, k.rule[i], e);
    }
    json_object_set_new(root, "end_reasons", o);
}

void sim_contrib_text(const sim_config *cfg, const sim_result *r, FILE *out)
{
    reasons k;
    tally_reasons(cfg, r, &k);
    fputs("ended by  ", out);
    for (int i = 0; i < k.n; i++)
        fprintf(out, "%s %s %ld", i ? "," : "", k.rule[i], k.matches[i]);
    fputc('\n', out);
}
