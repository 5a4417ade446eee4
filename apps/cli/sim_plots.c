/*
 * sim_plots.c — the plots of `ringfall sim --report` as SVG (sim_plots.h).
 *
 * Plain SVG with the numbers in each mark's tooltip (<title>) and on the
 * page next to the bar, so the picture can be read without a mouse and a
 * script can check it; no script, no external font or style.
 */
#include <string.h>

#include "map_svg.h"
#include "sim_plots.h"

static const char *const series_fill[SIM_PLOT_SERIES] = { "#3b6fb6", "#e08a1e" };

static void svg_open(FILE *out, const char *kind, int w, int h, const char *title)
{
    fprintf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot %s\" width=\"%d\" height=\"%d\" "
            "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\" role=\"img\"><title>", kind, w, h,
            w, h);
    svg_text(out, title);
    fprintf(out, "</title>\n<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n"
            "<text x=\"10\" y=\"18\" font-size=\"14\" font-weight=\"bold\">", w, h);
    svg_text(out, title);
    fputs("</text>\n", out);
}

/* A round number of steps for an axis up to max: 1, 2, 5 × 10^k. */
static long axis_step(long max)
{
    for (long step = 1;; step *= 10) {
        if (max / step <= 8) return step;
        if (max / (2 * step) <= 8) return 2 * step;
        if (max / (5 * step) <= 8) return 5 * step;
    }
}

void sim_plot_histogram(FILE *out, const char *title, const char *xlabel, const long *count, int lo, int hi)
{
    int nbins = hi - lo + 1, left = 56, top = 34, ph = 180, bw = nbins > 20 ? 14 : 36;
    int w = left + nbins * bw + 20, h = top + ph + 50;
    long max = 1, total = 0;
    for (int i = 0; i < nbins; i++) {
        if (count[i] > max) max = count[i];
        total += count[i];
    }
    long step = axis_step(max), top_value = (max + step - 1) / step * step;
    svg_open(out, "histogram", w, h, title);
    for (long v = 0; v <= top_value; v += step) {
        int y = top + ph - (int)((double)v / (double)top_value * ph);
        fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#dddddd\"/>"
                "<text x=\"%d\" y=\"%d\" text-anchor=\"end\" fill=\"#555\">%ld</text>\n", left, y,
                left + nbins * bw, y, left - 6, y + 4, v);
    }
    for (int i = 0; i < nbins; i++) {
        int bh = (int)((double)count[i] / (double)top_value * ph + 0.5), x = left + i * bw;
        fprintf(out, "<rect class=\"bar\" data-bin=\"%d\" data-count=\"%ld\" x=\"%d\" y=\"%d\" width=\"%d\" "
                "height=\"%d\" fill=\"%s\"><title>%d: %ld of %ld matches</title></rect>\n", lo + i, count[i],
                x + 2, top + ph - bh, bw - 4, bh, series_fill[0], lo + i, count[i], total);
        fprintf(out, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" fill=\"#333\">%d</text>\n", x + bw / 2,
                top + ph + 16, lo + i);
    }
    fprintf(out, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">", left + nbins * bw / 2, top + ph + 38);
    svg_text(out, xlabel);
    fprintf(out, " (%ld matches)</text>\n</svg>\n", total);
}

static void put_bar(FILE *out, int s, const sim_bar *b, int x0, int y, int pw, int bh)
{
    int x1 = x0 + (int)(b->rate[s] * pw + 0.5), wl = x0 + (int)(b->lo[s] * pw + 0.5),
        wh = x0 + (int)(b->hi[s] * pw + 0.5), cy = y + bh / 2;
    fprintf(out, "<g class=\"rate\" data-rate=\"%.6g\" data-lo=\"%.6g\" data-hi=\"%.6g\" data-n=\"%ld\">"
            "<title>", b->rate[s], b->lo[s], b->hi[s], b->n[s]);
    svg_text(out, b->label);
    fprintf(out, ": %ld of %ld, %.1f %% (95 %% CI %.1f–%.1f %%)</title>", b->k[s], b->n[s], 100 * b->rate[s],
            100 * b->lo[s], 100 * b->hi[s]);
    fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>", x0, y, x1 - x0, bh,
            series_fill[s]);
    fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#111\" stroke-width=\"1.5\"/>"
            "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#111\"/>"
            "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#111\"/>", wl, cy, wh, cy, wl, cy - 4, wl,
            cy + 4, wh, cy - 4, wh, cy + 4);
    fprintf(out, "<text x=\"%d\" y=\"%d\" fill=\"#333\" font-size=\"11\">%.1f %% (n %ld)</text></g>\n",
            x0 + pw + 8, cy + 4, 100 * b->rate[s], b->n[s]);
}

void sim_plot_bars(FILE *out, const char *title, const char *const series[SIM_PLOT_SERIES], const sim_bar *bar,
                   int nbars, double even)
{
    int nseries = series[1] ? 2 : 1, bh = 12, row = nseries * (bh + 2) + 8;
    int left = 10, label_w = 0;
    for (int i = 0; i < nbars; i++) {
        int l = (int)strlen(bar[i].label) * 7;
        if (l > label_w) label_w = l;
    }
    if (label_w > 260) label_w = 260;
    int x0 = left + label_w + 10, pw = 360, top = 46, w = x0 + pw + 110, h = top + nbars * row + 30;
    svg_open(out, "bars", w, h, title);
    for (int s = 0; s < nseries; s++) {                 /* the series' key */
        fprintf(out, "<rect x=\"%d\" y=\"26\" width=\"12\" height=\"12\" fill=\"%s\"/><text x=\"%d\" y=\"36\">",
                x0 + s * 120, series_fill[s], x0 + s * 120 + 16);
        svg_text(out, series[s]);
        fputs("</text>\n", out);
    }
    fprintf(out, "<text x=\"%d\" y=\"36\" fill=\"#555\" text-anchor=\"end\">whiskers: 95 %% Wilson interval</text>\n",
            x0 + pw + 100);
    for (int t = 0; t <= 4; t++) {                      /* 0 %, 25 % … 100 % */
        int x = x0 + pw * t / 4;
        fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#e2e2e2\"/>"
                "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" fill=\"#555\" font-size=\"11\">%d %%</text>\n", x,
                top - 4, x, top + nbars * row, x, top + nbars * row + 14, 25 * t);
    }
    for (int i = 0; i < nbars; i++) {
        int y = top + i * row;
        fprintf(out, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">", x0 - 8, y + row / 2 + 1);
        svg_text(out, bar[i].label);
        fputs("</text>\n", out);
        for (int s = 0; s < nseries; s++)
            if (bar[i].n[s] > 0) put_bar(out, s, &bar[i], x0, y + 2 + s * (bh + 2), pw, bh);
    }
    if (even >= 0) {
        int x = x0 + (int)(even * pw + 0.5);
        fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#b00\" stroke-dasharray=\"4 3\"/>\n",
                x, top - 4, x, top + nbars * row);
    }
    fputs("</svg>\n", out);
}
