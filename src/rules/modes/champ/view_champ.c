/*
 * view_champ.c — the public view of Champions for bots and clients
 * (ringfall.h; docs/modes.md): who is a champion (CHAMP-1), each
 * champion's active card (face up, CHAMP-18), the champion cards' printed
 * content (data/champions.json) and the items of a legend's own equipment
 * board (the Boss side for a champion, CHAMP-7). All of it is on the table.
 */
#include <string.h>

#include "data/loaders.h"
#include "rules/modes/champ/champ_play.h"
#include "rules/modes/equip/equip.h"

bool rf_view_champion(const rf_game *g, int l)
{
    return l >= 0 && l < g->nlegends && champ_is_champion(g, l);
}

int rf_view_champ_active(const rf_game *g, int l)
{
    if (!rf_view_champion(g, l)) return -1;
    const rf_champ_feats *f = &g->champ.feats[l];
    return f->active >= 0 && (f->kept >> f->active & 1) ? f->active : -1;   /* CHAMP-18 (2) */
}

static void copy_name(char *out, size_t n, const char *in)
{
    strncpy(out, in, n - 1);
    out[n - 1] = '\0';
}

bool rf_view_champ_card(const rf_game *g, int i, rf_champ_card_view *out)
{
    const rf_champ_content *c = &g->content->champ;
    if (!c->loaded || i < 0 || i >= RF_CHAMP_FEATS) return false;
    const rf_champ_feat *f = &c->feat[i];
    memset(out, 0, sizeof *out);
    copy_name(out->id, sizeof out->id, f->id);
    copy_name(out->name, sizeof out->name, f->name);
    copy_name(out->top, sizeof out->top, content_champ_effect_name(true, f->top.handler));
    copy_name(out->bottom, sizeof out->bottom, content_champ_effect_name(false, f->bottom.handler));
    for (int k = 0; k < RF_CHAMP_EFFECT_ARGS && k < 2; k++) {
        out->top_a[k] = f->top.a[k];
        out->bottom_a[k] = f->bottom.a[k];
    }
    return true;
}

const char *rf_view_board_item(const rf_game *g, int l, int i)
{
    if (l < 0 || l >= g->nlegends || !equip_on(g, l) || i < 0 ||
        i >= equip_board_spaces(g, l))
        return NULL;
    const rf_loot_def *d = equip_board_item(g, l, i);
    return d ? d->id : NULL;
}
