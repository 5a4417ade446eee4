/*
 * victory.c — how a Battle Royale match is won (BR-5 … BR-7).
 */
#include "rules/modes/assn/assn_play.h"
#include "rules/engine/engine.h"
#include "rules/modes/equip/equip.h"
#include "rules/engine/legends.h"
#include "rules/record/log.h"
#include "rules/engine/plugin.h"
#include "rules/modes/br/victory.h"

static int squad_size(const rf_game *g, int squad)
{
    int n = 0;
    for (int l = 0; l < g->nlegends; l++) n += g->legend[l].squad == squad;
    return n;
}

bool victory_unique_eliminations(rf_game *g, int eliminated)
{
    int squad = g->legend[eliminated].squad;
    for (int l = 0; l < g->nlegends; l++)
        if (g->legend[l].squad == squad && g->legend[l].death_boxes >= RF_DEATH_BOXES) return false;
    engine_end_game(g, squad ^ 1, RF_END_ALL_ELIMINATED);                       /* BR-5, ROUND-4 */
    return true;
}

int victory_points_needed(const rf_game *g)
{
    return squad_size(g, RF_RED) >= 3 ? 4 : 2;                              /* BR-6 */
}

bool victory_at_activation(rf_game *g, int l)
{
    int enemy = g->legend[l].squad ^ 1;
    if (equip_mode(g)) return false;            /* TDM-3, CTF-4: no death boxes to lose */
    if (assn_on(g)) return false;               /* ASSN-3: no death boxes, no VP */
    if (g->mode == RF_MODE_CHAMP) return false;    /* CHAMP-3 replaces BR-6 */
    /* BR-6 "has 2/4 VP", read as at least (docs/rulings.md R-BR-6). */
    if (g->legend[l].death_boxes > 0 || g->vp[enemy] < victory_points_needed(g)) return false;
    log_msg(g, -1, "%s activates without death boxes and the %s squad has %d VP (BR-6; at "
                   "least the number, ruling R-BR-6).",
            g->legend[l].name, log_squad_name(enemy), g->vp[enemy]);
    engine_end_game(g, enemy, RF_END_NO_BOXES);                                 /* BR-6, ROUND-4 */
    return true;
}

/* BR-7: the winner after the last round; the walk asks the other modes
 * first, so this is the rule of every game no other mode decides. */
static bool br_trophy_winner(const rf_game *g, int *winner)
{
    *winner = -1;
    if (g->vp[RF_RED] != g->vp[RF_BLUE]) {                                  /* BR-7 (1) */
        *winner = g->vp[RF_RED] > g->vp[RF_BLUE] ? RF_RED : RF_BLUE;
        return true;
    }
    int best[2] = { -1, -1 };                                               /* BR-7 (2) */
    for (int l = 0; l < g->nlegends; l++) {
        const rf_legend *x = &g->legend[l];
        if (x->death_boxes >= RF_DEATH_BOXES && x->vitals.health > best[x->squad])
            best[x->squad] = x->vitals.health;
    }
    if (best[RF_RED] != best[RF_BLUE]) *winner = best[RF_RED] > best[RF_BLUE] ? RF_RED : RF_BLUE;
    return true;                 /* else BR-7 (3); equal health too: R-BR-7, a draw */
}

/* After ELIM-2, ELIM-3 (the last plug-in asked: every mode without a rule
 * of its own): the log's line, then BR-5. */
static bool br_eliminated(rf_game *g, int l, int by)
{
    (void)by;
    legend_log_elimination(g, l);
    victory_unique_eliminations(g, l);                   /* BR-5: may end the game */
    return true;
}

const char *engine_end_why_name(int why, const char **rule)
{
    static const struct { const char *name, *rule; } t[] = {
        [RF_END_NONE] = { "none", "" },
        [RF_END_ALL_ELIMINATED] = { "all_eliminated", "BR-5" },
        [RF_END_NO_BOXES] = { "no_death_boxes", "BR-6" },
        [RF_END_TROPHY] = { "last_round", "ROUND-5" },
        [RF_END_LEADER] = { "leader_eliminated", "ASSN-3" },
        [RF_END_TDM_VP] = { "victory_points", "TDM-3" },
        [RF_END_CTF_FLAGS] = { "flags", "CTF-4" },
        [RF_END_CHAMP_VP] = { "victory_points", "CHAMP-3" },
    };
    int i = why >= 0 && why < (int)(sizeof t / sizeof t[0]) ? why : RF_END_NONE;
    if (rule) *rule = t[i].rule;
    return t[i].name;
}

/* Battle Royale's hooks (plugin.h). */
const plug_ops br_plug = { .name = "battle_royale", .modes = 1u << RF_MODE_BR,
                           .activation_begins = victory_at_activation,
                           .eliminated = br_eliminated, .trophy_winner = br_trophy_winner,
                           .end_words = br_end_words, .end_facts = br_end_facts };

int victory_after_last_round(const rf_game *g)
{
    return plug_trophy_winner(g);
}

