/*
 * sim_legends.c — how each legend fared in a run (issue 5: balance,
 * docs/balance.md): for every legend that played, the matches its squad
 * played and won, and for every pair of legends on opposite squads, how
 * often the first one's squad won. With the draft (the default start) the
 * squads differ from match to match, so over many seeded matches a
 * legend's rate says how much it adds to a squad, against each other one.
 */
#include <stdlib.h>
#include <string.h>

#include "sim.h"

void sim_lineup_of(const rf_game *g, sim_game *out)
{
    int n = rf_view_legends(g);
    out->nlineup = 0;
    for (int l = 0; l < n && out->nlineup < SIM_LINEUP; l++) {
        rf_legend_view v;
        rf_view_legend(g, l, &v);
        memcpy(out->lineup[out->nlineup], v.name, sizeof out->lineup[0]);
        out->lineup[out->nlineup][sizeof out->lineup[0] - 1] = '\0';
        out->lineup_squad[out->nlineup++] = (int8_t)v.squad;
    }
    int winner;
    out->winner_squad = (int8_t)(rf_game_over(g, &winner) ? winner : -2);
}

#define MAX_NAMES 16

/* The legends seen, by name in alphabetical order; played/wins: its
 * squad; vs/won: against each other legend on the other squad. */
typedef struct legend_counts {
    int n;
    char name[MAX_NAMES][16];
    long played[MAX_NAMES], wins[MAX_NAMES];
    long vs[MAX_NAMES][MAX_NAMES], won[MAX_NAMES][MAX_NAMES];
} legend_counts;

static int cmp_name(const void *a, const void *b) { return strcmp(a, b); }

static int name_index(const legend_counts *k, const char *name)
{
    for (int i = 0; i < k->n; i++)
        if (strcmp(k->name[i], name) == 0) return i;
    return -1;
}

static void gather_names(const sim_config *cfg, const sim_result *r, legend_counts *k)
{
    for (int i = 0; i < cfg->games; i++)
        for (int j = 0; j < r->game[i].nlineup; j++)
            if (name_index(k, r->game[i].lineup[j]) < 0 && k->n < MAX_NAMES)
                memcpy(k->name[k->n++], r->game[i].lineup[j], sizeof k->name[0]);
    qsort(k->name, (size_t)k->n, sizeof k->name[0], cmp_name);
}

static void count_game(const sim_game *g, legend_counts *k)
{
    if (g->winner_squad == -2) return;                     /* unfinished: not counted */
    for (int i = 0; i < g->nlineup; i++) {
        int a = name_index(k, g->lineup[i]);
        bool won = g->lineup_squad[i] == g->winner_squad;
        if (a < 0) continue;
        k->played[a]++;
        k->wins[a] += won;
        for (int j = 0; j < g->nlineup; j++) {
            int b = name_index(k, g->lineup[j]);
            if (b < 0 || g->lineup_squad[j] == g->lineup_squad[i]) continue;
            k->vs[a][b]++;
            k->won[a][b] += won;
        }
    }
}

static const legend_counts *counted(const sim_config *cfg, const sim_result *r)
{
    static legend_counts k;                  /* large; a run is reported from one thread */
    memset(&k, 0, sizeof k);
    gather_names(cfg, r, &k);
    for (int i = 0; i < cfg->games; i++) count_game(&r->game[i], &k);
    return &k;
}

static json_t *rate(long won, long n)
{
    double lo, hi;
    sim_wilson(won, n, &lo, &hi);
    return json_pack("{s:I, s:I, s:f, s:[f, f]}", "matches", (json_int_t)n, "wins",
                     (json_int_t)won, "rate", n ? (double)won / (double)n : 0.0, "ci95", lo, hi);
}

void sim_legends_json(const sim_config *cfg, const sim_result *r, json_t *root)
{
    const legend_counts *k = counted(cfg, r);
    json_t *legends = json_object(), *pairs = json_object();
    for (int a = 0; a < k->n; a++) {
        json_object_set_new(legends, k->name[a], rate(k->wins[a], k->played[a]));
        json_t *row = json_object();
        for (int b = 0; b < k->n; b++)
            if (k->vs[a][b]) json_object_set_new(row, k->name[b], rate(k->won[a][b], k->vs[a][b]));
        json_object_set_new(pairs, k->name[a], row);
    }
    json_object_set_new(root, "legends", legends);
    json_object_set_new(root, "pairings", pairs);
}

void sim_legends_text(const sim_config *cfg, const sim_result *r, FILE *out)
{
    const legend_counts *k = counted(cfg, r);
    for (int a = 0; a < k->n; a++) {
        double lo, hi;
        sim_wilson(k->wins[a], k->played[a], &lo, &hi);
        fprintf(out, "legend     %-11s won %ld of %ld (%.1f %%, 95 %% CI %.1f-%.1f %%)\n",
                k->name[a], k->wins[a], k->played[a],
                k->played[a] ? 100.0 * k->wins[a] / k->played[a] : 0.0, 100 * lo, 100 * hi);
    }
}
