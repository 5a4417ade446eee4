/*
 * viewer.c — players, not just squads (issue 16, ruling R-PLAYERS in
 * docs/rulings.md): a viewer is a seat (the players of one squad) and the
 * squad members one player holds; which member's player decides the
 * pending decision and each of its options.
 *
 * Member k of a squad is its k-th legend in the order the squad got them:
 * legends join the game in draft order (DRAFT-6, match.c's join) or in the
 * set-up's order, so the squad's members are its legends in index order.
 */
#include <string.h>

#include "rules/engine/engine.h"

int rf_game_member(const rf_game *g, int l)
{
    if (l < 0 || l >= g->nlegends) return -1;
    int k = 0;
    for (int i = 0; i < l; i++) k += g->legend[i].squad == g->legend[l].squad;
    return k;
}

int rf_game_member_legend(const rf_game *g, int squad, int k)
{
    for (int l = 0; l < g->nlegends; l++)
        if (g->legend[l].squad == squad && k-- == 0) return l;
    return -1;
}

bool rf_viewer_holds(const rf_game *g, const rf_viewer *v, int l)
{
    if (!v || v->seat < 0 || l < 0 || l >= g->nlegends || g->legend[l].seat != v->seat)
        return false;
    return v->members == 0 || (v->members >> rf_game_member(g, l) & 1u);
}

/* The squad a seat plays, or -1 (colours not yet drawn, DRAFT-2). */
static int squad_of_seat(const rf_game *g, int seat)
{
    for (int sq = 0; sq < 2; sq++)
        if (g->match.seat_of[sq] == seat) return sq;
    return -1;
}

/* The legend an option of a squad's decision is for, or -1 for an option
 * of the whole squad (R-PLAYERS-3). */
static int option_legend(const rf_game *g, uint32_t code)
{
    int a = engine_code_a(code), b = engine_code_b(code);
    switch (engine_code_kind(code)) {
    case OPT_ACTIVATE:                             /* ACT-1: a player activates its own */
    case OPT_REACT:                                /* REACT-2, INSTANT: from its own hand */
    case OPT_PLACE:                                /* STAGE1-6 */
    case OPT_SIDE:                                 /* STAGE2-4 */
    case OPT_ENTER: return a;                      /* STAGE2-6 */
    case OPT_EQUIP: return a / 2;                  /* STAGE1-4 */
    case OPT_GIVE:                                 /* STAGE1-3: the pool it leaves */
        return b < g->npieces && g->piece[b].where == RF_IN_POOL ? g->piece[b].at : -1;
    default: return -1;
    }
}

/* The member of squad sq whose player may choose code, chair being the
 * decision's member for the options of the whole squad. */
static int code_member(const rf_game *g, int sq, int chair, uint32_t code)
{
    int l = option_legend(g, code);
    if (l >= 0 && l < g->nlegends && g->legend[l].squad == sq) return rf_game_member(g, l);
    return chair;
}

/* A squad's decision waits for its first player (member 0), or for the
 * lowest member that has an option if member 0 has none: which legend
 * activates (ACT-1), the entrance board once member 0's legend is placed
 * or in. Never in Stage 1: who has options there depends on the pools,
 * hidden from the other squad (R-STAGE1-2), and the member is public. */
static int squad_chair(const rf_game *g, int sq, int kind)
{
    if (kind != RF_DEC_ACTIVATE && kind != RF_DEC_ENTRANCE) return 0;
    return engine_pending_chair(g, sq);        /* the frame's shortcut: CTF-7's entry listing */
}

int engine_squad_chair_listed(const rf_game *g, int sq)
{
    uint32_t codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS), best = -1;
    for (int i = 0; i < n; i++) {
        int l = option_legend(g, codes[i]);
        if (l < 0 || l >= g->nlegends || g->legend[l].squad != sq) return 0;   /* the squad's */
        int k = rf_game_member(g, l);
        if (best < 0 || k < best) best = k;
    }
    return best < 0 ? 0 : best;
}

/* R-PLAYERS-1: the member whose player decides (engine.c calls this from
 * rf_pending and rf_pending_brief). */
void engine_decision_set_member(const rf_game *g, rf_decision *d)
{
    int sq = squad_of_seat(g, d->seat);
    d->member = 0;
    if (sq < 0) return;                                     /* the colour choice (DRAFT-2) */
    if (d->legend >= 0 && d->legend < g->nlegends && g->legend[d->legend].squad == sq) {
        d->member = rf_game_member(g, d->legend);
        return;
    }
    if (d->kind == RF_DEC_DRAFT) {              /* DRAFT-6: a player per pick, in turn */
        int n = 0;
        for (int l = 0; l < g->nlegends; l++) n += g->legend[l].squad == sq;
        d->member = n;
        return;
    }
    d->member = squad_chair(g, sq, d->kind);
}

int rf_option_member(const rf_game *g, unsigned code)
{
    rf_decision d;
    if (!rf_pending_brief(g, &d)) return -1;
    int sq = squad_of_seat(g, d.seat);
    return sq < 0 ? d.member : code_member(g, sq, d.member, code);
}

static bool member_in(const rf_viewer *v, int k)
{
    return v->members == 0 || (k >= 0 && k < 32 && (v->members >> k & 1u));
}

bool rf_viewer_may_choose(const rf_game *g, const rf_viewer *v, unsigned code)
{
    rf_decision d;
    if (!v || !rf_pending_brief(g, &d) || v->seat < 0 || d.seat != v->seat) return false;
    int sq = squad_of_seat(g, d.seat);
    if (!member_in(v, sq < 0 ? d.member : code_member(g, sq, d.member, code))) return false;
    static _Thread_local uint32_t codes[RF_MAX_OPTIONS];          /* and it is an option now */
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    for (int i = 0; i < n; i++)
        if (codes[i] == code) return true;
    return false;
}

int rf_options_as(const rf_game *g, const rf_viewer *v, rf_option *out, int max)
{
    rf_decision d;
    if (!v || !rf_pending_brief(g, &d) || v->seat < 0 || d.seat != v->seat) return 0;
    int sq = squad_of_seat(g, d.seat);
    static _Thread_local rf_option all[RF_MAX_OPTIONS];
    int n = rf_options(g, all, RF_MAX_OPTIONS), k = 0;
    for (int i = 0; i < n; i++) {
        if (!member_in(v, sq < 0 ? d.member : code_member(g, sq, d.member, all[i].code))) continue;
        if (k < max) out[k] = all[i];
        k++;
    }
    return k;
}
