/*
 * sim_page.c — `ringfall sim --report DIR` (issue 18, docs/sim.md): a
 * page for people, DIR/index.html, with the run's summary tables, a
 * histogram of match length, bars with 95 % Wilson intervals for every
 * win-rate table (players, colours, legends, the contributions of
 * weapons, items, attachments and cards held and used, end reasons), the
 * run's map and its heat maps (sim_heat.c), and the command line that
 * made it; beside it DIR/summary.json (the JSON summary, as printed) and
 * every figure as its own DIR/NAME.svg.
 *
 * The page is one file: the SVG is inline and the style is in the page,
 * no script, no other file fetched, nothing from the network, so it opens
 * from the disk (file://) in any browser. Its numbers come from the JSON
 * summary (sim_report_build), so the page and summary.json agree.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <jansson.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "map_svg.h"
#include "sim.h"
#include "sim_plots.h"

typedef struct page {
    const char *dir;
    FILE *html;
    bool failed;
} page;

static void esc(FILE *out, const char *s) { svg_text(out, s); }

static FILE *open_in(page *p, const char *name)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", p->dir, name);
    FILE *f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, "ringfall sim: --report: cannot write %s: %s\n", path, strerror(errno));
        p->failed = true;
    }
    return f;
}

/* A figure drawn into fig (a memory stream's text): DIR/name.svg and
 * inline on the page with its caption. */
static void figure(page *p, const char *name, const char *caption, char *svg)
{
    if (!svg) {
        p->failed = true;
        return;
    }
    char file[128];
    snprintf(file, sizeof file, "%s.svg", name);
    FILE *f = open_in(p, file);
    if (f) {
        fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n%s", svg);
        if (fclose(f) != 0) p->failed = true;
    }
    fprintf(p->html, "<figure id=\"fig-%s\">\n%s<figcaption>", name, svg);
    esc(p->html, caption);
    fprintf(p->html, " <a href=\"%s\">%s</a></figcaption></figure>\n", file, file);
    free(svg);
}

/* A memory stream for one figure. */
typedef struct mem { char *buf; size_t len; FILE *f; } mem;
static FILE *mem_open(mem *m)
{
    m->buf = NULL;
    m->len = 0;
    m->f = open_memstream(&m->buf, &m->len);
    return m->f;
}
static char *mem_close(mem *m)
{
    if (!m->f) return NULL;
    bool ok = !ferror(m->f);
    fclose(m->f);
    if (!ok) {
        free(m->buf);
        return NULL;
    }
    return m->buf;
}

static double jnum(const json_t *o, const char *key) { return json_number_value(json_object_get(o, key)); }
static long jlong(const json_t *o, const char *key) { return (long)json_integer_value(json_object_get(o, key)); }
static double ci(const json_t *o, int i) { return json_number_value(json_array_get(json_object_get(o, "ci95"), (size_t)i)); }

/* A bar from a rate object: {"wins"|"matches", "rate"|"share", "ci95"}. */
static void bar_from(sim_bar *b, int s, const json_t *o, long n, long k)
{
    b->rate[s] = json_object_get(o, "rate") ? jnum(o, "rate") : jnum(o, "share");
    b->lo[s] = ci(o, 0);
    b->hi[s] = ci(o, 1);
    b->n[s] = n;
    b->k[s] = k;
}

static char *bars_svg(const char *title, const char *const series[2], const sim_bar *bars, int n, double even)
{
    mem m;
    if (!mem_open(&m)) return NULL;
    sim_plot_bars(m.f, title, series, bars, n, even);
    return mem_close(&m);
}

/* A win-rate table by name ({"NAME": {matches, wins, rate, ci95}} or, for
 * contributions, {"NAME": {"held": {...}, "used": {...}}}) as bars. */
static void rate_table_figure(page *p, const char *name, const char *title, const char *caption,
                              const json_t *table, bool held_used, const char *what)
{
    size_t n = json_object_size(table);
    if (!n) return;
    sim_bar *bars = calloc(n, sizeof *bars);
    if (!bars) {
        p->failed = true;
        return;
    }
    int k = 0;
    const char *key;
    json_t *v;
    json_object_foreach((json_t *)table, key, v) {
        bars[k].label = key;
        for (int s = 0; s < (held_used ? 2 : 1); s++) {
            const json_t *o = held_used ? json_object_get(v, s ? "used" : "held") : v;
            bar_from(&bars[k], s, o, jlong(o, "matches"), json_object_get(o, "wins") ? jlong(o, "wins")
                                                                                      : jlong(o, "matches"));
        }
        k++;
    }
    const char *const one[2] = { what, NULL }, *const two[2] = { "held", "used" };
    figure(p, name, caption, bars_svg(title, held_used ? two : one, bars, k, held_used ? 0.5 : -1));
    free(bars);
}

/* A bar of k wins in n matches, with its Wilson interval. */
static void bar_count(sim_bar *b, long k, long n)
{
    b->rate[0] = n ? (double)k / (double)n : 0;
    sim_wilson(k, n, &b->lo[0], &b->hi[0]);
    b->n[0] = n;
    b->k[0] = k;
}

static void players_figure(page *p, const json_t *root)
{
    long games = jlong(root, "games");
    const json_t *players = json_object_get(root, "players"), *colours = json_object_get(root, "colours");
    sim_bar bars[9];
    memset(bars, 0, sizeof bars);
    char label[2][3][64];
    int n = 0;
    for (size_t i = 0; i < json_array_size(players) && i < 2; i++) {
        const json_t *pl = json_array_get(players, i);
        snprintf(label[i][0], sizeof label[i][0], "player %ld (%s, %s)", jlong(pl, "player"),
                 json_string_value(json_object_get(pl, "option")), json_string_value(json_object_get(pl, "bot")));
        bars[n].label = label[i][0];
        bar_from(&bars[n++], 0, pl, games, jlong(pl, "wins"));
    }
    for (size_t i = 0; i < json_array_size(players) && i < 2; i++)   /* as each colour (as_red, as_blue) */
        for (int c = 0; c < 2; c++) {
            const json_t *as = json_object_get(json_array_get(players, i), c ? "as_blue" : "as_red");
            if (!as) continue;
            snprintf(label[i][1 + c], sizeof label[i][1 + c], "player %zu as %s", i + 1, c ? "blue" : "red");
            bars[n].label = label[i][1 + c];
            bar_count(&bars[n++], jlong(as, "wins"), jlong(as, "games"));
        }
    static const char *const names[2] = { "red", "blue" };
    for (int c = 0; c < 2; c++) {
        const json_t *o = json_object_get(colours, names[c]);
        bars[n].label = c ? "blue won" : "red won";
        bar_from(&bars[n++], 0, o, games, jlong(o, "wins"));
    }
    const json_t *d = json_object_get(root, "draws");
    bars[n].label = "draws";
    bar_from(&bars[n++], 0, d, games, jlong(d, "draws"));
    static const char *const one[2] = { "share of the matches", NULL };
    figure(p, "players", "Wins per player, per player as each colour (as_red, as_blue), per colour, and "
           "draws, with 95 % Wilson intervals (the dashed line: even).",
           bars_svg("Players and colours", one, bars, n, 0.5));
}

/* The pairings ({"A": {"B": rate}}): how A's squad did against squads
 * with B, one bar a pair. */
static void pairings_figure(page *p, const json_t *root)
{
    json_t *flat = json_object();
    const char *a, *b;
    json_t *row, *v;
    json_object_foreach(json_object_get(root, "pairings"), a, row) json_object_foreach(row, b, v) {
        char key[96];
        snprintf(key, sizeof key, "%s against %s", a, b);
        json_object_set(flat, key, v);
    }
    rate_table_figure(p, "pairings", "Pairings: win rate of a legend's squad against squads with another",
                      "Each pair of legends on opposite sides (pairings in the summary), with 95 % Wilson "
                      "intervals.", flat, false, "win rate");
    json_decref(flat);
}

static void end_reasons_figure(page *p, const json_t *root)
{
    rate_table_figure(p, "end-reasons", "How the matches ended (share of the matches)",
                      "The rule that ended each match (docs/sim.md, end_reasons), its share with a 95 % "
                      "Wilson interval.", json_object_get(root, "end_reasons"), false, "share of the matches");
}

static void length_figure(page *p, const sim_config *cfg, const sim_result *r)
{
    int hi = 1;
    for (int i = 0; i < cfg->games; i++)
        if (r->game[i].rounds > hi) hi = r->game[i].rounds;
    long count[256] = { 0 };
    for (int i = 0; i < cfg->games; i++) count[r->game[i].rounds >= 1 ? r->game[i].rounds - 1 : 0]++;
    mem m;
    if (!mem_open(&m)) {
        p->failed = true;
        return;
    }
    sim_plot_histogram(m.f, "Match length", "the round the match ended in", count, 1, hi);
    figure(p, "length", "Matches by the round they ended in (length.rounds in the summary).", mem_close(&m));
}

static void heat_figures(page *p, const sim_config *cfg, const sim_result *r)
{
    mem m;
    if (!mem_open(&m)) return;
    map_svg_write(cfg->map, NULL, true, m.f);
    figure(p, "map", "The map the run was played on (ringfall map svg).", mem_close(&m));
    if (!r->heat) return;
    static const struct { const char *name, *title, *unit, *caption; } maps[SIM_HEATS] = {
        { "heat-positions", "where legends ended their activations", "activations",
          "Each legend's space at the end of each of its activations." },
        { "heat-shots", "where Shoots were fired from", "Shoots",
          "The shooter's space at each Shoot (a miss counts)." },
        { "heat-eliminations", "where legends were eliminated", "eliminations",
          "The space of each legend eliminated by a Shoot, a melee attack, a push, a grenade or an "
          "ability (ELIM-1)." },
        { "heat-ring", "where the ring eliminated legends", "ring eliminations",
          "The space of each legend eliminated by ring damage in the transition (TRANS-2)." },
    };
    for (int k = 0; k < SIM_HEATS; k++) {
        long long total = 0;
        for (int i = 0; i < SIM_HEAT_CELLS; i++) total += r->heat->count[k][i];
        map_svg_heat h = { maps[k].title, maps[k].unit, r->heat->count[k] };
        if (!mem_open(&m)) return;
        map_svg_write(cfg->map, &h, true, m.f);
        char caption[256];
        snprintf(caption, sizeof caption, "%s %lld in all.", maps[k].caption, total);
        figure(p, maps[k].name, caption, mem_close(&m));
    }
}

/* The command line, quoted for a POSIX shell where it needs it. */
static void put_command(FILE *out, int argc, char **argv)
{
    fputs("<pre id=\"command\">ringfall sim", out);
    for (int i = 0; i < argc; i++) {
        bool plain = argv[i][0] != '\0';
        for (const char *c = argv[i]; *c; c++)
            if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=,:@+%", *c))
                plain = false;
        fputc(' ', out);
        if (plain) {
            esc(out, argv[i]);
            continue;
        }
        fputc('\'', out);
        for (const char *c = argv[i]; *c; c++) {
            if (*c == '\'') fputs("'\\''", out);
            else {
                char one[2] = { *c, 0 };
                esc(out, one);
            }
        }
        fputc('\'', out);
    }
    fputs("</pre>\n", out);
}

static void row(FILE *out, const char *head, const char *id, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void row(FILE *out, const char *head, const char *id, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    fprintf(out, "<tr><th scope=\"row\">%s</th><td id=\"%s\">", head, id);
    esc(out, buf);
    fputs("</td></tr>\n", out);
}

static void summary_table(FILE *out, const json_t *root)
{
    const json_t *setup = json_object_get(root, "setup"), *len = json_object_get(root, "length");
    fputs("<h2>Summary</h2>\n<table class=\"summary\">\n", out);
    row(out, "Matches", "games", "%ld", jlong(root, "games"));
    row(out, "Seeds", "seeds", "%ld … %ld", jlong(setup, "first_seed"), jlong(setup, "last_seed"));
    const json_t *players = json_object_get(root, "players");
    for (size_t i = 0; i < json_array_size(players); i++) {
        const json_t *pl = json_array_get(players, i);
        char head[64], id[32];
        snprintf(head, sizeof head, "Wins of player %ld (%s, bot %s)", jlong(pl, "player"),
                 json_string_value(json_object_get(pl, "option")), json_string_value(json_object_get(pl, "bot")));
        snprintf(id, sizeof id, "player%zu-wins", i + 1);
        row(out, head, id, "%ld (%.1f %%, 95 %% CI %.1f–%.1f %%)", jlong(pl, "wins"), 100 * jnum(pl, "rate"),
            100 * ci(pl, 0), 100 * ci(pl, 1));
    }
    const json_t *col = json_object_get(root, "colours");
    row(out, "Red won / blue won", "colours", "%ld / %ld", jlong(json_object_get(col, "red"), "wins"),
        jlong(json_object_get(col, "blue"), "wins"));
    row(out, "Draws", "draws", "%ld", jlong(json_object_get(root, "draws"), "draws"));
    row(out, "Unfinished", "unfinished", "%ld", jlong(root, "unfinished"));
    const json_t *rounds = json_object_get(len, "rounds"), *dec = json_object_get(len, "decisions");
    row(out, "Rounds per match", "rounds", "mean %.2f, median %ld, %ld … %ld", jnum(rounds, "mean"),
        jlong(rounds, "median"), jlong(rounds, "min"), jlong(rounds, "max"));
    row(out, "Decisions per match", "decisions", "mean %.1f, median %ld", jnum(dec, "mean"), jlong(dec, "median"));
    const json_t *el = json_object_get(root, "eliminations_by_cause");
    char buf[256] = "";
    const char *key;
    json_t *v;
    json_object_foreach((json_t *)el, key, v) {
        size_t l = strlen(buf);
        snprintf(buf + l, sizeof buf - l, "%s%s %lld", l ? ", " : "", key, (long long)json_integer_value(v));
    }
    row(out, "Eliminations by cause", "eliminations", "%s", buf);
    row(out, "Signature", "signature", "%s", json_string_value(json_object_get(root, "signature")));
    row(out, "Content", "content", "%s", json_string_value(json_object_get(setup, "content")));
    fputs("</table>\n", out);
}

static void setup_line(FILE *out, const sim_config *cfg, const json_t *root)
{
    const json_t *setup = json_object_get(root, "setup");
    fputs("<h1>", out);
    esc(out, rf_map_name(cfg->map));
    fprintf(out, ": %s, %s, %d matches</h1>\n<p class=\"setup\">", sim_mode_name(cfg->args),
             json_string_value(json_object_get(setup, "start")), cfg->games);
    fputs("Bots: player 1 (--red) ", out);
    esc(out, cfg->kinds[0]);
    fputs(", player 2 (--blue) ", out);
    esc(out, cfg->kinds[1]);
    fputs(". Every figure on this page was produced by these bots playing each other "
          "(docs/bots.md); it measures the game as they play it.</p>\n", out);
}

static const char style[] =
    "body{font-family:sans-serif;max-width:1100px;margin:1em auto;padding:0 1em;color:#222}"
    "table{border-collapse:collapse;margin:0.5em 0}th,td{border:1px solid #ccc;padding:3px 8px;text-align:left}"
    "th{background:#f2f2f2;font-weight:normal}pre{background:#f6f6f6;padding:0.6em;white-space:pre-wrap}"
    "figure{margin:1.2em 0}figcaption{color:#444;font-size:0.9em}svg{max-width:100%;height:auto}";

static void write_page(page *p, const sim_config *cfg, const sim_result *r, const json_t *root, int argc,
                       char **argv)
{
    FILE *h = p->html;
    fprintf(h, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            "<title>ringfall sim report: ");
    esc(h, rf_map_name(cfg->map));
    fprintf(h, "</title>\n<style>%s</style>\n</head>\n<body>\n", style);
    setup_line(h, cfg, root);
    fputs("<p>Made by this command (docs/sim.md; <a href=\"summary.json\">summary.json</a> is its JSON "
          "summary):</p>\n", h);
    put_command(h, argc, argv);
    summary_table(h, root);
    fputs("<h2>Wins</h2>\n", h);
    players_figure(p, root);
    length_figure(p, cfg, r);
    end_reasons_figure(p, root);
    rate_table_figure(p, "legends", "Legends: win rate of the squads that had them",
                      "Each legend's squad's wins (legends in the summary), with 95 % Wilson intervals.",
                      json_object_get(root, "legends"), false, "win rate");
    pairings_figure(p, root);
    fputs("<h2>What each weapon, item, attachment and card is worth</h2>\n<p>Win rate of the sides that held "
          "it at any moment, and of those that used it (contributions in the summary). These are "
          "associations: <code>ringfall sim ab</code> measures what a change causes.</p>\n", h);
    const json_t *contrib = json_object_get(root, "contributions");
    static const char *const kinds[4][2] = { { "weapons", "Weapons" }, { "items", "Items" },
                                             { "attachments", "Attachments" }, { "cards", "Action cards" } };
    for (int k = 0; k < 4; k++) {
        char name[32], title[64];
        snprintf(name, sizeof name, "contrib-%s", kinds[k][0]);
        snprintf(title, sizeof title, "%s: win rate of the sides that held / used them", kinds[k][1]);
        rate_table_figure(p, name, title, "Held: the side had it at some moment; used: fired, used or played.",
                          json_object_get(contrib, kinds[k][0]), true, NULL);
    }
    fputs("<h2>The map</h2>\n", h);
    heat_figures(p, cfg, r);
    fputs("</body>\n</html>\n", h);
}

static int make_dir(const char *dir)
{
    if (mkdir(dir, 0777) == 0 || errno == EEXIST) return 0;
    fprintf(stderr, "ringfall sim: --report: cannot create the directory %s: %s\n", dir, strerror(errno));
    return -1;
}

int sim_page_write(const sim_config *cfg, const sim_result *r, const char *dir, int argc, char **argv)
{
    if (make_dir(dir) < 0) return CLI_ERROR;
    page p = { dir, NULL, false };
    json_t *root = sim_report_build(cfg, r);
    FILE *f = root ? open_in(&p, "summary.json") : NULL;
    if (f) {
        json_dumpf(root, f, JSON_INDENT(2) | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(6));
        fputc('\n', f);
        if (fclose(f) != 0) p.failed = true;
    }
    p.html = root && !p.failed ? open_in(&p, "index.html") : NULL;
    if (p.html) {
        write_page(&p, cfg, r, root, argc, argv);
        if (fclose(p.html) != 0) p.failed = true;
    }
    json_decref(root);
    if (p.failed || !root) fprintf(stderr, "ringfall sim: --report: the report in %s is incomplete\n", dir);
    return p.failed || !root ? CLI_ERROR : CLI_OK;
}
