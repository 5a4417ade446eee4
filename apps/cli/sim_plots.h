/*
 * sim_plots.h — the plots of `ringfall sim --report` as SVG (sim_plots.c):
 * a histogram of counts, and bars of win rates with their 95 % Wilson
 * intervals.
 */
#ifndef RF_CLI_SIM_PLOTS_H
#define RF_CLI_SIM_PLOTS_H

#include <stdbool.h>
#include <stdio.h>

/* A histogram: count[i] matches in bin lo + i (e.g. the round a match
 * ended in), from lo to hi inclusive. */
void sim_plot_histogram(FILE *out, const char *title, const char *xlabel, const long *count, int lo,
                        int hi);

/* One row of a bar chart: up to two series (e.g. "held" and "used"), each
 * a rate with its interval over n matches (n 0: no bar). */
#define SIM_PLOT_SERIES 2
typedef struct sim_bar {
    const char *label;
    double rate[SIM_PLOT_SERIES], lo[SIM_PLOT_SERIES], hi[SIM_PLOT_SERIES];
    long n[SIM_PLOT_SERIES], k[SIM_PLOT_SERIES];
} sim_bar;
/* Horizontal bars, a rate from 0 to 1 each with its 95 % interval as a
 * whisker, and a line at `even` (0.5 for two sides; < 0 none). series[]
 * names the series (NULL entries: unused). */
void sim_plot_bars(FILE *out, const char *title, const char *const series[SIM_PLOT_SERIES],
                   const sim_bar *bar, int nbars, double even);

#endif
