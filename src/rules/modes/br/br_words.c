/*
 * br_words.c — why a Battle Royale game ended, in words, with the rule and
 * the numbers that decided it (BR-5, BR-6, BR-7; ROUND-4, ROUND-5): the
 * end_words hook of br_plug (plugin.h), last of the walk, so also the
 * trophy's words of every mode without its own. Everything it says is on
 * the table: VP, death boxes, health.
 */
#include <stdio.h>

#include "rules/views/json_out.h"
#include "rules/record/log.h"
#include "rules/modes/br/victory.h"

/* BR-7 (2): the healthiest legend of a squad that still holds both death
 * boxes, -1 if none does. */
static int healthiest_unboxed(const rf_game *g, int squad)
{
    int best = -1;
    for (int l = 0; l < g->nlegends; l++) {
        const rf_legend *x = &g->legend[l];
        if (x->squad == squad && x->death_boxes >= RF_DEATH_BOXES &&
            (best < 0 || x->vitals.health > g->legend[best].vitals.health))
            best = l;
    }
    return best;
}

static void br7(const rf_game *g, char *buf, size_t n)
{
    int r = g->vp[RF_RED], b = g->vp[RF_BLUE];
    if (r != b) {
        snprintf(buf, n, "after the last round the %s squad has more VP, %d to %d (BR-7 (1))",
                 log_squad_name(r > b ? RF_RED : RF_BLUE), r > b ? r : b, r > b ? b : r);
        return;
    }
    int hr = healthiest_unboxed(g, RF_RED), hb = healthiest_unboxed(g, RF_BLUE);
    if (hr < 0 && hb < 0) {
        snprintf(buf, n, "after the last round VP are equal (%d to %d) and no legend holds both "
                 "death boxes (BR-7 (3), ruling R-BR-7)", r, b);
        return;
    }
    int vr = hr < 0 ? -1 : g->legend[hr].vitals.health, vb = hb < 0 ? -1 : g->legend[hb].vitals.health;
    if (vr == vb) {
        snprintf(buf, n, "after the last round VP are equal (%d to %d) and so is the health of "
                 "the healthiest legends with both death boxes, %s and %s, %d each (BR-7 (3), "
                 "ruling R-BR-7)", r, b, g->legend[hr].name, g->legend[hb].name, vr);
        return;
    }
    int w = vr > vb ? hr : hb, o = vr > vb ? hb : hr;
    char other[80];
    if (o < 0) snprintf(other, sizeof other, "no %s legend holds both",
                        log_squad_name(g->legend[w].squad ^ 1));
    else snprintf(other, sizeof other, "%s has %d", g->legend[o].name, g->legend[o].vitals.health);
    snprintf(buf, n, "after the last round VP are equal (%d to %d); of the legends with both "
             "death boxes %s has the most health, %d (%s) (BR-7 (2))", r, b, g->legend[w].name,
             g->legend[w].vitals.health, other);
}

bool br_end_words(const rf_game *g, char *buf, size_t n)
{
    int w = g->winner, l = w < 0 ? 0 : w ^ 1;
    switch (g->end_why) {
    case RF_END_ALL_ELIMINATED:
        snprintf(buf, n, "every %s legend has been eliminated at least once (BR-5)", log_squad_name(l));
        return true;
    case RF_END_NO_BOXES:
        snprintf(buf, n, "a %s legend without death boxes began its activation with the %s squad "
                 "at %d VP (BR-6)", log_squad_name(l), log_squad_name(w), g->vp[w]);
        return true;
    case RF_END_TROPHY: br7(g, buf, n); return true;
    default: return false;
    }
}

/* BR-7 (2), (3) as data: after the last round with equal VP, each squad's
 * healthiest legend still holding both death boxes (-1 none) and its
 * health, and which part of BR-7 decided. Nothing otherwise. */
void br_end_facts(const rf_game *g, jbuf *j)
{
    if (g->end_why != RF_END_TROPHY || g->vp[RF_RED] != g->vp[RF_BLUE]) return;
    int l[2] = { healthiest_unboxed(g, RF_RED), healthiest_unboxed(g, RF_BLUE) };
    int hp[2] = { l[0] < 0 ? -1 : g->legend[l[0]].vitals.health,
                  l[1] < 0 ? -1 : g->legend[l[1]].vitals.health };
    bool decided = hp[0] != hp[1];
    jb_put(j, ",\"tiebreak\":{\"rule\":\"%s\",\"legends\":[%d,%d],\"health\":[%d,%d]}",
           decided ? "BR-7 (2)" : "BR-7 (3)", l[0], l[1], hp[0], hp[1]);
}
