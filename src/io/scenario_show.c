/*
 * scenario_show.c — the extension keyword `show`: draw the scenario's board
 * as it stands (levels, components, objects placed in play, legends in their
 * squad's letter and colour) into the scenario output. It checks nothing;
 * it is there to see what a scenario builds (docs/scenarios.md).
 */
#include <ctype.h>
#include <stdio.h>

#include "io/map_text.h"
#include "io/scenario.h"

rf_status scn_kw_show(scn_ctx *ctx, scn_line *ln)
{
    rf_status st = scn_args_end(ctx, ln);
    if (st != RF_OK || !ctx->out) return st;
    map_text_marker marks[SCN_MAX_LEGENDS];
    int n = 0;
    for (int i = 0; i < ctx->nlegends; i++) {
        const scn_legend *l = &ctx->legend[i];
        if (l->eliminated) continue;
        marks[n].cell = l->at;
        marks[n].sym = (char)toupper((unsigned char)l->name[0]);
        marks[n].squad = (uint8_t)(l->squad != 0);
        snprintf(marks[n].name, sizeof marks[n].name, "%s", l->name);
        n++;
    }
    char title[160];
    snprintf(title, sizeof title, "%s:%d", ctx->file, ctx->lineno);
    map_text_render(ctx->board, &ctx->overlay, NULL, marks, n, title, ctx->out, false);
    return RF_OK;
}
