/*
 * bench_match.c — the game as `ringfall play`, `sim` and `serve` start it,
 * on one core, timed in CPU time (docs/performance.md).
 *
 * What it plays, printed with every figure: Crossroads; the full match
 * (colour draw, draft from every legend of the books, Stage 1, Stage 2);
 * each legend's own action deck and ability cards; the Ring where the mode
 * has it by default (all but Capture the Flag, SETUP-10); the bots seeded
 * per seat as `ringfall sim` seeds them (seed * 2 + 1, seed * 2 + 2),
 * matches seeded 1 … N. The set-up is cli_match_setup's (apps/cli/
 * cli_match.c), rebuilt here through the public API.
 *
 * - Battle Royale 3 vs 3, random against random: matches per CPU second
 *   (target 2,000) and decisions per match.
 * - Battle Royale 3 vs 3, normal against normal: matches per CPU second
 *   (target 500).
 * - Every mode at its default size, alone and with each module it allows
 *   (MOD-4), random against random: decisions per CPU second (target
 *   1,000,000), a decision being one rf_bot_choose plus its rf_choose.
 * - One labelled line of the old figure's game: the placeholder deck, no
 *   abilities, the six first-game legends (not what anyone plays).
 *
 * Matches per second count set-up, every decision and every rf_choose;
 * CPU time (CLOCK_PROCESS_CPUTIME_ID) leaves out the time other programs
 * had the core on a shared machine. The main lines are the median of RUNS
 * runs; a run that plays differently from the first aborts. The signature
 * hashes every decision count and final state of every batch: it changes
 * exactly when behaviour changes, never with speed.
 *
 * Usage: bench_match [SCALE]   (SCALE times more matches per run)
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ringfall.h"

#define RUNS 5

static double cpu_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_d(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_d);
    return v[n / 2];
}

typedef struct game_kind {
    int mode;                  /* enum rf_mode */
    int size;                  /* legends per squad; 0: the mode's default as the CLI's */
    unsigned modules;          /* RF_MODULE_BIT bits beyond the Ring */
    bool no_ring;              /* without the Ring (a module it excludes, MOD-2) */
    bool placeholder;          /* the old figure's game: placeholder deck, no abilities */
} game_kind;

static void add_legend(rf_setup *s, const char *name, int squad, bool placeholder)
{
    rf_setup_legend *l = &s->legend[s->nlegends++];
    snprintf(l->name, sizeof l->name, "%s", name);
    l->squad = squad;
    snprintf(l->deck, sizeof l->deck, "%s", placeholder ? "placeholder" : "*");
    snprintf(l->abilities, sizeof l->abilities, "%s", placeholder ? "" : "*");   /* ABIL-1 */
}

/* As cli_match_setup builds it for `ringfall play --mode M --size N`. */
static rf_setup match_setup(const game_kind *k, unsigned long long seed)
{
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.start = RF_START_DRAFT;
    s.squad_size = k->size ? k->size : k->mode == RF_MODE_ASSN ? 3 : 2;   /* ASSN-1 */
    if (k->mode == RF_MODE_CHAMP) {               /* CHAMP-1: 2 champions against 4 */
        s.squad_size = 2;
        s.squad_sizes[0] = 2;
        s.squad_sizes[1] = 4;
    }
    static const char *first[6] = { "Bangalore", "Wraith", "Lifeline", "Gibraltar", "Bloodhound",
                                    "Pathfinder" };
    const char *name;
    for (int i = 0; k->placeholder && i < 6; i++) add_legend(&s, first[i], i / 3, true);
    for (int i = 0; !k->placeholder && (name = rf_draft_pool_legend(i)); i++)
        add_legend(&s, name, i % 2, false);       /* DRAFT-6: every legend may be drafted */
    s.mode = k->mode;
    s.ring = k->mode != RF_MODE_CTF && !k->no_ring;   /* SETUP-10, MOD-4 */
    s.modules = k->modules;
    s.seed = seed;
    return s;
}

typedef struct result {
    double cpu;                /* CPU seconds */
    long matches, decisions;
    unsigned long long sig;
} result;

/* Matches seeded 1 … n between bots red and blue (kinds). */
static result play(const rf_content *c, const rf_map *m, const game_kind *k, const char *red,
                   const char *blue, int n)
{
    result r = { 0, 0, 0, 0xcbf29ce484222325ull };
    double t0 = cpu_s();
    for (int i = 0; i < n; i++) {
        unsigned long long seed = (unsigned long long)i + 1;
        rf_setup s = match_setup(k, seed);
        rf_game *g;
        rf_error err;
        if (rf_game_new(c, m, &s, &g, &err) != RF_OK) {
            fprintf(stderr, "bench_match: set-up: %s\n", err.message);
            exit(2);
        }
        rf_bot *bot[2] = { rf_bot_new(red, seed * 2 + 1), rf_bot_new(blue, seed * 2 + 2) };
        int seat;                                  /* the seat is all the loop needs */
        long steps = 0;
        while (rf_pending_seat(g, &seat)) {
            if (rf_choose(g, rf_bot_choose(bot[seat], g), &err) != RF_OK) {
                fprintf(stderr, "bench_match: a bot's choice refused: %s\n", err.message);
                exit(3);
            }
            steps++;
        }
        r.sig = (r.sig ^ rf_game_hash(g) ^ (unsigned long long)steps) * 0x100000001b3ull;
        r.decisions += steps;
        rf_bot_free(bot[0]);
        rf_bot_free(bot[1]);
        rf_game_free(g);
    }
    r.cpu = cpu_s() - t0;
    r.matches = n;
    return r;
}

static unsigned long long total_sig = 0xcbf29ce484222325ull;

/* RUNS runs of one batch: the median matches and decisions per CPU second. */
static void batch(const rf_content *c, const rf_map *m, const game_kind *k, const char *red,
                  const char *blue, int n, const char *what, const char *target)
{
    double mps[RUNS], dps[RUNS];
    result first = { 0, 0, 0, 0 };
    for (int run = 0; run < RUNS; run++) {
        result r = play(c, m, k, red, blue, n);
        if (run == 0) first = r;
        else if (r.sig != first.sig) {
            fprintf(stderr, "bench_match: run %d of '%s' played differently (not deterministic)\n",
                    run, what);
            exit(4);
        }
        mps[run] = (double)r.matches / r.cpu;
        dps[run] = (double)r.decisions / r.cpu;
    }
    printf("  %-44s %7.0f matches/CPU s %9.0f decisions/CPU s  %4.0f decisions/match%s\n", what,
           median(mps, RUNS), median(dps, RUNS), (double)first.decisions / (double)n, target);
    total_sig = (total_sig ^ first.sig) * 0x100000001b3ull;
}

/* Every mode, alone and with each module it allows: one run each. */
static void modes(const rf_content *c, const rf_map *m, int n)
{
    printf("every mode at its default size (ASSN 3 vs 3, CHAMP 2 vs 4, else 2 vs 2), alone and with\n"
           "each module it allows (MOD-4), random vs random, %d matches each (target 1,000,000 "
           "decisions/CPU s):\n", n);
    for (int mode = RF_MODE_BR; mode <= RF_MODE_CTF; mode++) {
        rf_mode_info info;
        if (!rf_mode_info_get(c, mode, &info)) continue;
        for (int mod = -1; mod <= RF_MOD_GUNRUN; mod++) {
            if (mod == RF_MOD_RING || (mod >= 0 && !(info.modules & RF_MODULE_BIT(mod)))) continue;
            game_kind k = { mode, 0, mod >= 0 ? RF_MODULE_BIT(mod) : 0u, false, false };
            rf_setup s = match_setup(&k, 1);
            int red = s.squad_sizes[0] ? s.squad_sizes[0] : s.squad_size;
            int blue = s.squad_sizes[1] ? s.squad_sizes[1] : s.squad_size;
            rf_error err;
            k.no_ring = rf_modes_check(c, m, mode, s.modules | (s.ring ? RF_MODULE_BIT(RF_MOD_RING) : 0u),
                                       red, blue, &err) != RF_OK;           /* MOD-2 */
            char what[80];
            snprintf(what, sizeof what, "%s%s%s%s", info.code,
                     mode == RF_MODE_CTF || k.no_ring ? "" : " + ring",
                     mod >= 0 ? " + " : "", mod >= 0 ? rf_module_id(mod) : "");
            result r = play(c, m, &k, "random", "random", n);
            printf("  %-34s %9.0f decisions/CPU s %7.0f matches/CPU s  %4.0f decisions/match\n", what,
                   (double)r.decisions / r.cpu, (double)r.matches / r.cpu,
                   (double)r.decisions / (double)n);
            total_sig = (total_sig ^ r.sig) * 0x100000001b3ull;
        }
    }
}

int main(int argc, char **argv)
{
    rf_content *c;
    rf_map *m;
    rf_error err;
    if (rf_content_load(NULL, &c, &err) != RF_OK || rf_map_load(c, "crossroads", &m, &err) != RF_OK) {
        fprintf(stderr, "bench_match: %s\n", err.message);
        return 2;
    }
    int scale = argc > 1 ? atoi(argv[1]) : 1;      /* more matches per run: steadier figures */
    if (scale < 1) scale = 1;
    printf("bench_match: Crossroads, the full match (draft from every legend, Stages 1 and 2),\n"
           "own decks and abilities, the Ring, seeds 1..N; one core, CPU time, median of %d runs\n",
           RUNS);
    game_kind br3 = { RF_MODE_BR, 3, 0, false, false };
    batch(c, m, &br3, "random", "random", 100 * scale, "BR 3 vs 3, random vs random",
          "  (target 2,000)");
    batch(c, m, &br3, "normal", "normal", 10 * scale, "BR 3 vs 3, normal vs normal",
          "  (target 500)");
    modes(c, m, 20 * scale);
    printf("not the game anyone plays, for comparison with older figures only:\n");
    game_kind old = { RF_MODE_BR, 3, 0, false, true };
    batch(c, m, &old, "random", "random", 100 * scale,
          "BR 3 vs 3, random, placeholder deck, no abilities", "");
    printf("signature: %016llx\n", total_sig);
    rf_map_free(m);
    rf_content_free(c);
    return 0;
}
