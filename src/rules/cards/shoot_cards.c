/*
 * shoot_cards.c — see shoot_cards.h.
 *
 * Before firing, the target may play 1 reaction with "Before Firing", each
 * squadmate 1 with both "Before Firing" and "Squad" (REACT-3); after firing
 * the same with "After Firing", the target only if it is still on the map,
 * squadmates even if it was eliminated (REACT-4). A legend reacts at most
 * once per step (REACT-5), only from the map (REACT-10, ACT-19). Several
 * reactions resolve in the order the target's squad chooses (REACT-7): its
 * seat picks one at a time until it is done. A reaction printed on a card
 * that lies face up, not in hand (CHAMP-20: the active champion card's
 * bottom), is a plug-in's (plugin.h react_may): offered beside the hand's,
 * and counted by REACT-5 as the legend's one reaction of the step.
 */
#include <stdio.h>

#include "rules/cards/hand.h"
#include "rules/cards/effect_ops.h"
#include "rules/engine/plugin.h"
#include "rules/cards/shoot_cards.h"

static bool is_enhance(const rf_card_def *c, const void *arg)
{
    (void)arg;
    return card_as_enhance(c);                          /* ENHANCE-1, ENHANCE-3 */
}

/* ENHANCE-2: one Enhanced card per Shoot (the Shoot frame's shot.enhanced). ENHANCE-3: an
 * instant card "play as Enhanced Shoot" (event enhanced_shoot) is offered
 * in the same window and counts toward the same limit. The window opens on what the other seats know of the hand (R-WINDOW-1:
 * cards in hand, an Enhanced Shoot card among hand and deck), so that it
 * tells them nothing; with none playable the shooter passes. */
bool enhance_open(const rf_game *g, const rf_frame *f)
{
    return !f->shoot.shot.enhanced && hand_may_hold(g, f->legend, is_enhance, NULL);  /* ENHANCE-2 */
}

void enhance_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    const rf_legend *lg = &g->legend[f->legend];
    for (int i = 0; i < lg->hand_n; i++)
        if (card_as_enhance(hand_card(g, f->legend, i)) &&
            effect_card_fx_playable(g, f->legend, hand_card(g, f->legend, i)))
            rf_opt_add(ob, engine_code(OPT_CARD, i, 0), "play %s", hand_card(g, f->legend, i)->name);
    rf_opt_add(ob, engine_code(OPT_DONE, 0, 0), "no Enhanced Shoot card");
}

bool enhance_listed(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int i = engine_code_a(code);
    if (engine_code_kind(code) == OPT_DONE) return code == engine_code(OPT_DONE, 0, 0);
    if (engine_code_kind(code) != OPT_CARD || engine_code_b(code) != 0 || i >= g->legend[f->legend].hand_n)
        return false;
    const rf_card_def *c = hand_card(g, f->legend, i);
    return card_as_enhance(c) && effect_card_fx_playable(g, f->legend, c);   /* ENHANCE-1 */
}

void enhance_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    f->shoot.shot.enhanced = true;                            /* played or declined: one chance */
    if (engine_code_kind(code) == OPT_CARD) hand_play(g, f->legend, engine_code_a(code));
}

static uint8_t *reacted(rf_frame *f, int when)
{
    return when == RF_BEFORE_FIRING ? &f->shoot.shot.reacted_before : &f->shoot.shot.reacted_after;
}

/* May legend l play hand card i now? */
static bool may_react(const rf_game *g, const rf_frame *f, int when, int l, int i)
{
    const rf_card_def *c = hand_card(g, l, i);
    if (c->kind != RF_CARD_REACTION || c->when != when) return false;
    if (!effect_card_fx_playable(g, l, c)) return false;     /* the card's own condition */
    return l == f->target || c->squad;                   /* REACT-2: "Squad" for squadmates */
}

static bool legend_may_react(const rf_game *g, const rf_frame *f, int when, int l)
{
    const rf_legend *lg = &g->legend[l];
    uint8_t done = when == RF_BEFORE_FIRING ? f->shoot.shot.reacted_before
                                            : f->shoot.shot.reacted_after;
    if (lg->squad != g->legend[f->target].squad || !lg->on_map) return false;   /* REACT-10 */
    return !((done >> l) & 1u);                                                  /* REACT-5 */
}

/* A reaction card legend l could play at this step, by its printed words
 * alone (REACT-2, REACT-3, REACT-4). */
typedef struct react_fit { int when; bool target; } react_fit;

static bool fits_reaction(const rf_card_def *c, const void *arg)
{
    const react_fit *r = arg;
    return c->kind == RF_CARD_REACTION && c->when == r->when && (r->target || c->squad);
}

/* The table asks the target's squad "any reactions?" (REACT-1, REACT-7)
 * whenever a legend of it may still react (REACT-5, REACT-10) and may hold
 * such a card as far as the shooter knows (R-WINDOW-1: cards in hand, one
 * among its hand and deck): whether the window opens never depends on the
 * hand itself. With none playable the squad passes. */
bool reaction_open(const rf_game *g, const rf_frame *f, int when)
{
    for (int l = 0; l < g->nlegends; l++) {
        if (!legend_may_react(g, f, when, l)) continue;
        if (plug_react_may(g, f, when, l)) return true;                /* face up: public */
        react_fit r = { when, l == f->target };
        if (hand_may_hold(g, l, fits_reaction, &r)) return true;
    }
    return false;
}

void reaction_options(const rf_game *g, const rf_frame *f, int when, rf_optbuf *ob)
{
    for (int l = 0; l < g->nlegends; l++) {
        if (!legend_may_react(g, f, when, l)) continue;
        for (int i = 0; i < g->legend[l].hand_n; i++)
            if (may_react(g, f, when, l, i))
                rf_opt_add(ob, engine_code(OPT_REACT, l, i), "%s plays %s", g->legend[l].name,
                           hand_card(g, l, i)->name);
        plug_react_options(g, f, when, l, ob);                              /* CHAMP-20 */
    }
    rf_opt_add(ob, engine_code(OPT_DONE, 0, 0), "no more reactions");
}

/* A hand's reaction (OPT_REACT: legend, hand index) and "done" are checked
 * as the listing makes them; any other kind can only be a face-up card's
 * (plugin.h react_options), whose part of the listing is searched. */
bool reaction_listed(const rf_game *g, const rf_frame *f, int when, uint32_t code)
{
    int l = engine_code_a(code), i = engine_code_b(code);
    if (engine_code_kind(code) == OPT_DONE) return l == 0 && i == 0;
    if (engine_code_kind(code) == OPT_REACT)
        return l < g->nlegends && legend_may_react(g, f, when, l) && i < g->legend[l].hand_n &&
               may_react(g, f, when, l, i);                         /* REACT-2 … REACT-5 */
    uint32_t codes[RF_MAX_OPTIONS];
    rf_optbuf ob = { NULL, codes, RF_MAX_OPTIONS, 0, NULL };
    for (int k = 0; k < g->nlegends; k++)
        if (legend_may_react(g, f, when, k)) plug_react_options(g, f, when, k, &ob);   /* CHAMP-20 */
    for (int k = 0; k < ob.n && k < RF_MAX_OPTIONS; k++)
        if (codes[k] == code) return true;
    return false;
}

bool reaction_apply(rf_game *g, rf_frame *f, int when, uint32_t code)
{
    (void)f;
    if (engine_code_kind(code) == OPT_DONE) return true;
    int l = plug_react_apply(g, f, when, code);                             /* CHAMP-20 */
    if (l >= 0) {
        *reacted(f, when) |= (uint8_t)(1u << l);                            /* REACT-5 */
        return false;
    }
    l = engine_code_a(code);
    *reacted(f, when) |= (uint8_t)(1u << l);                 /* REACT-5 */
    hand_play(g, l, engine_code_b(code));                     /* REACT-8, REACT-9 */
    return false;
}
