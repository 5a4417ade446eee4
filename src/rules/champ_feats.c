/*
 * champ_feats.c — FR_CHAMP_FEAT: a champion's active champion card at the
 * start of each champion-squad turn (CHAMP-18, EX-CHAMP-1; champ.h has the
 * cards' rules, docs/modes.md): the kept cards come back into hand (not in
 * the champion's first turn, ruling R-CHAMP-2), then 1 of them goes face up
 * as the active card. Frame legend: the champion.
 */
#include <stdio.h>

#include "rules/champ_feats.h"
#include "rules/champ_play.h"
#include "rules/engine.h"
#include "rules/log.h"

bool rf_champ_turn_start(rf_game *g, int squad)
{
    bool pushed = false;
    for (int l = g->nlegends - 1; l >= 0; l--)     /* pushed last first: decided in order */
        if (g->legend[l].squad == squad && rf_champ_is_champion(g, l) && g->champ.feats[l].kept) {
            rf_push(g, FR_CHAMP_FEAT, l);
            pushed = true;
        }
    return pushed;
}

/* The cards the champion may put face up: its hand once (1) is done. */
static unsigned choosable(const rf_game *g, int l)
{
    const rf_champ_feats *f = &g->champ.feats[l];
    return f->active < 0 ? f->hand : f->kept;               /* CHAMP-18 (1), R-CHAMP-2 */
}

static int feat_run(rf_game *g, rf_frame *f)
{
    if (choosable(g, f->legend)) return RF_WAIT;
    rf_pop(g);
    return RF_GO;
}

static void feat_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    d->kind = RF_DEC_CARD;
    d->legend = f->legend;
    d->seat = g->legend[f->legend].seat;
    snprintf(d->prompt, sizeof d->prompt, "%s: which champion card is active this turn? "
             "(CHAMP-18)", g->legend[f->legend].name);
}

static void feat_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    const rf_champ_content *c = &g->content->champ;
    unsigned can = choosable(g, f->legend);
    for (int i = 0; i < RF_CHAMP_FEATS; i++)
        if (can >> i & 1)
            rf_opt_add(ob, rf_code(OPT_FEAT, 1, i), "%s %s active (%s)", c->feat[i].id,
                       c->feat[i].name, c->feat[i].bottom.text);
}

static void feat_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    int l = f->legend, i = rf_code_b(code);
    rf_champ_feats *ft = &g->champ.feats[l];
    rf_champ_feats_turn_start(ft, ft->active < 0, i);                       /* CHAMP-18 */
    rf_logf(g, -1, "%s puts %s %s face up as the active champion card (CHAMP-18).",
            g->legend[l].name, g->content->champ.feat[i].id, g->content->champ.feat[i].name);
    rf_pop(g);
}

const rf_frame_ops rf_frame_champ_feat_ops = { "champion card", feat_run, feat_decision,
                                               feat_options, feat_apply };
