/*
 * end_reason.c — why a game ended, in words, with the rule and the numbers
 * that decided it (ROUND-4, ROUND-5; BR-5 … BR-7, ASSN-3, TDM-3, TDM-4,
 * CTF-4, CTF-5, CHAMP-3): the log's last line and the terminal's result.
 * Everything it says is on the table: VP, death boxes, health, flags.
 */
#include <stdio.h>

#include "rules/modes/assn_play.h"
#include "rules/modes/ctf.h"
#include "rules/log.h"
#include "rules/modes/victory.h"

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
                 rf_squad_name(r > b ? RF_RED : RF_BLUE), r > b ? r : b, r > b ? b : r);
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
                        rf_squad_name(g->legend[w].squad ^ 1));
    else snprintf(other, sizeof other, "%s has %d", g->legend[o].name, g->legend[o].vitals.health);
    snprintf(buf, n, "after the last round VP are equal (%d to %d); of the legends with both "
             "death boxes %s has the most health, %d (%s) (BR-7 (2))", r, b, g->legend[w].name,
             g->legend[w].vitals.health, other);
}

static void ctf5(const rf_game *g, char *buf, size_t n)
{
    static const char *const what[5] = {
        "", "delivered more enemy flags", "has more of its own flags in its bases",
        "has a base nearer an enemy flag", "has a legend nearer an enemy flag",
    };
    int v[2], step = rf_ctf_trophy_step(g, v);
    if (!step) {
        snprintf(buf, n, "after the last round the four tiebreakers are equal (CTF-5, ruling "
                 "R-CTF-5)");
        return;
    }
    int w = rf_ctf_trophy_winner(g);
    const char *unit = step >= 3 ? " spaces" : "";
    char a[24], b[24];
    if (v[w] >= 1000) snprintf(a, sizeof a, "none");
    else snprintf(a, sizeof a, "%d%s", v[w], unit);
    if (v[w ^ 1] >= 1000) snprintf(b, sizeof b, "none");
    else snprintf(b, sizeof b, "%d%s", v[w ^ 1], unit);
    snprintf(buf, n, "after the last round the %s squad %s, %s to %s (CTF-5 (%d))",
             rf_squad_name(w), what[step], a, b, step);
}

static void tdm4(const rf_game *g, char *buf, size_t n)
{
    int r = g->vp[RF_RED], b = g->vp[RF_BLUE];
    if (r == b) snprintf(buf, n, "after the last round VP are equal, %d to %d (TDM-4)", r, b);
    else snprintf(buf, n, "after the last round the %s squad has more VP, %d to %d (TDM-4)",
                  rf_squad_name(r > b ? RF_RED : RF_BLUE), r > b ? r : b, r > b ? b : r);
}

static void trophy(const rf_game *g, char *buf, size_t n)
{
    if (g->mode == RF_MODE_TDM) tdm4(g, buf, n);
    else if (g->mode == RF_MODE_CTF) ctf5(g, buf, n);
    else if (g->mode == RF_MODE_CHAMP)
        snprintf(buf, n, "the challengers held out to the last round (CHAMP-3)");
    else if (rf_assn_on(g))
        snprintf(buf, n, "no leader was eliminated by the last round (ruling R-ASSN-1)");
    else br7(g, buf, n);
}

const char *rf_end_reason(const rf_game *g, char *buf, size_t n)
{
    int w = g->winner, l = w < 0 ? 0 : w ^ 1;
    buf[0] = 0;
    switch (g->end_why) {
    case RF_END_ALL_ELIMINATED:
        snprintf(buf, n, "every %s legend has been eliminated at least once (BR-5)", rf_squad_name(l));
        break;
    case RF_END_NO_BOXES:
        snprintf(buf, n, "a %s legend without death boxes began its activation with the %s squad "
                 "at %d VP (BR-6)", rf_squad_name(l), rf_squad_name(w), g->vp[w]);
        break;
    case RF_END_TROPHY: trophy(g, buf, n); break;
    case RF_END_LEADER:
        snprintf(buf, n, "the %s squad's leader was eliminated (ASSN-3)", rf_squad_name(l));
        break;
    case RF_END_TDM_VP:
        snprintf(buf, n, "in the transition phase the %s squad has %d VP to %d (TDM-3)",
                 rf_squad_name(w), g->vp[w], g->vp[l]);
        break;
    case RF_END_CTF_FLAGS:
        snprintf(buf, n, "the %s squad delivered its second enemy flag (CTF-4)", rf_squad_name(w));
        break;
    case RF_END_CHAMP_VP:
        snprintf(buf, n, "the %s have their %d VP (CHAMP-3)",
                 w == RF_RED ? "champions" : "challengers", g->vp[w]);
        break;
    default: break;
    }
    return buf;
}
