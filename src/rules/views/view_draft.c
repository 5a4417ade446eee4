/*
 * view_draft.c — the legend a draft option drafts (DRAFT-6), by name, so
 * that a client shows its abilities and cards (GET /api/content's
 * legend_kits) without reading the option's words. The draft list is open.
 */
#include "rules/engine/engine.h"

const char *rf_view_draft_legend(const rf_game *g, unsigned code)
{
    int i = engine_code_a(code);
    if (engine_code_kind(code) != OPT_DRAFT || i >= g->match.ndraft || (g->match.drafted >> i & 1))
        return NULL;
    return g->match.draft_name[i];
}
