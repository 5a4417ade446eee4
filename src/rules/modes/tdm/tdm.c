/*
 * tdm.c — elimination and victory in the equipment modes (see tdm.h).
 */
#include <stdio.h>

#include "rules/modes/ctf/ctf.h"
#include "rules/modes/equip/equip.h"
#include "rules/record/log.h"
#include "rules/engine/plugin.h"
#include "rules/modes/br/victory.h"
#include "rules/modes/tdm/tdm.h"

void equip_eliminate(rf_game *g, int l)
{
    rf_legend *lg = &g->legend[l];
    if (g->mode == RF_MODE_CTF) ctf_drop_flag(g, l);                   /* CTF-13 (1) */
    lg->on_map = false;                                           /* TDM-12 (1), CTF-13 (2) */
    equip_unlock_all(g, l);                                    /* TDM-12 (2), CTF-13 (3) */
    lg->vitals.shield = 20;                                       /* TDM-12 (3), CTF-13 (4) */
    if (lg->vitals.shield > lg->vitals.shield_max) lg->vitals.shield = lg->vitals.shield_max;
    lg->vitals.health = 40;
    if (g->mode != RF_MODE_TDM) {
        log_msg(g, -1, "%s is eliminated (CTF-13: no victory point).", lg->name);
        return;
    }
    int enemy = lg->squad ^ 1;
    if (g->vp[0] + g->vp[1] < RF_TDM_VP_TOKENS) g->vp[enemy]++;        /* TDM-12; R-TDM-12 */
    log_msg(g, -1, "%s is eliminated: the %s squad takes a death box token from the supply "
            "as a victory point (TDM-12); VP red %d, blue %d.", lg->name, log_squad_name(enemy),
            g->vp[RF_RED], g->vp[RF_BLUE]);
}

bool tdm_transition_victory(rf_game *g)
{
    if (g->mode != RF_MODE_TDM || g->vp[0] == g->vp[1]) return false;
    int best = g->vp[0] > g->vp[1] ? RF_RED : RF_BLUE;
    if (g->vp[best] < RF_TDM_VP_TO_WIN) return false;
    engine_end_game(g, best, RF_END_TDM_VP);                                    /* TDM-3 */
    return true;
}

int tdm_trophy_winner(const rf_game *g)
{
    if (g->vp[0] == g->vp[1]) return -1;                                   /* TDM-4: a draw */
    return g->vp[0] > g->vp[1] ? RF_RED : RF_BLUE;
}

/* TDM-12, CTF-13 replace ELIM-2, ELIM-3 for a legend on an equipment board. */
static bool tdm_eliminate(rf_game *g, int l, int by)
{
    (void)by;
    if (!equip_on(g, l)) return false;
    equip_eliminate(g, l);
    return true;
}

static bool tdm_trophy(const rf_game *g, int *winner)
{
    if (g->mode != RF_MODE_TDM) return false;
    *winner = tdm_trophy_winner(g);                                     /* TDM-4 */
    return true;
}

static void tdm4(const rf_game *g, char *buf, size_t n)
{
    int r = g->vp[RF_RED], b = g->vp[RF_BLUE];
    if (r == b) snprintf(buf, n, "after the last round VP are equal, %d to %d (TDM-4)", r, b);
    else snprintf(buf, n, "after the last round the %s squad has more VP, %d to %d (TDM-4)",
                  log_squad_name(r > b ? RF_RED : RF_BLUE), r > b ? r : b, r > b ? b : r);
}

/* TDM-3, TDM-4: the words of Team Deathmatch's ends (end_reason.c). */
static bool tdm_end_words(const rf_game *g, char *buf, size_t n)
{
    int w = g->winner, l = w < 0 ? 0 : w ^ 1;
    if (g->end_why == RF_END_TDM_VP) {
        snprintf(buf, n, "in the transition phase the %s squad has %d VP to %d (TDM-3)",
                 log_squad_name(w), g->vp[w], g->vp[l]);
        return true;
    }
    if (g->end_why != RF_END_TROPHY || g->mode != RF_MODE_TDM) return false;
    tdm4(g, buf, n);
    return true;
}

/* The equipment modes' eliminations and Team Deathmatch's victory (plugin.h). */
const plug_ops tdm_plug = { .name = "team_deathmatch", .modes = 1u << RF_MODE_TDM,
                            .eliminate = tdm_eliminate,
                            .transition_begins = tdm_transition_victory,
                            .trophy_winner = tdm_trophy, .end_words = tdm_end_words };
