/*
 * champ_start.c — FR_CHAMP_START: Stages 1 and 2 of Champions (rules
 * CHAMP-8 … CHAMP-11; docs/modes.md), after the colour draw and the draft
 * of match.c (red: the 2 champions, blue: the 4 challengers, CHAMP-1).
 *
 * Set-up: the champions' boards (equip_setup_champions: Boss side,
 * 70/70, CHAMP-7) and their fully kitted deck (champ_kit.c, CHAMP-5).
 * Stage 1 (CHAMP-8; in turn, challengers first, as R-STAGE1-2 orders
 * BR's simultaneous Stage 1): the challengers form pools and equip as in
 * Battle Royale without gifts (FR_LOADOUT, CHAMP-9); each champion draws 4
 * fully kitted cards and equips 2 of them, the others to the discard pile,
 * then keeps 3 of its 6 champion cards (CHAMP-10). Stage 2 (CHAMP-11):
 * every legend draws 3 action cards; the champions are brought in one at
 * a time on any free space; the challengers enter one at a time from
 * outside a map edge with a Move 3, as in TDM-8 (mode_start.c's entry).
 *
 * frame champ_start.drew: champions that drew their 4 cards (bits by legend).
 */
#include <stdio.h>

#include "geo/place.h"
#include "rules/modes/champ/champ_kit.h"
#include "rules/modes/champ/champ_play.h"
#include "rules/modes/equip/equip.h"
#include "rules/cards/hand.h"
#include "rules/engine/legends.h"
#include "rules/record/log.h"
#include "rules/match/match.h"
#include "rules/engine/pieces.h"

enum { S_SETUP, S_WEAPONS, S_FEATS, S_STAGE2, S_PLACE, S_ENTER, S_END };

static bool armed(const rf_game *g, int l)
{
    for (int w = 0; w < RF_WEAPON_SLOTS; w++)
        if (g->legend[l].weapon[w] < 0) return false;
    return true;
}

static int popcount(unsigned b) { return __builtin_popcount(b); }

/* The first champion still choosing weapons (drawing its 4 cards first,
 * CHAMP-10), -1 none. */
static int weapons_legend(rf_game *g, rf_frame *f)
{
    for (int l = 0; l < g->nlegends; l++) {
        if (!champ_is_champion(g, l)) continue;
        if (!(f->champ_start.drew >> l & 1)) {
            f->champ_start.drew |= (int16_t)(1 << l);
            for (int k = 0; k < g->content->champ.rules.weapons_drawn; k++)    /* CHAMP-10: 4 */
                champ_kit_draw(g, l);
            log_msg(g, -1, "%s draws %d fully kitted weapon cards (CHAMP-10).", g->legend[l].name,
                    champ_kit_held(g, l));
        }
        if (champ_kit_held(g, l) > 0) return l;
    }
    return -1;
}

static int feats_legend(const rf_game *g)
{
    for (int l = 0; l < g->nlegends; l++)
        if (champ_is_champion(g, l) &&
            popcount(g->champ.feats[l].kept) < g->content->champ.rules.feats_kept)
            return l;
    return -1;
}

static int place_legend(const rf_game *g)
{
    for (int l = 0; l < g->nlegends; l++)
        if (champ_is_champion(g, l) && !(g->match.entered >> l & 1)) return l;
    return -1;
}

static void setup(rf_game *g)
{
    g->match.stage = RF_STAGE_1;
    for (int l = 0; l < g->nlegends; l++)          /* champions hold no basic weapon card */
        for (int w = 0; w < RF_WEAPON_SLOTS && champ_is_champion(g, l); w++)
            if (g->legend[l].weapon[w] >= 0) piece_place(g, g->legend[l].weapon[w], RF_IN_BOX, 0);
    equip_setup_champions(g);                                          /* CHAMP-7 */
    if (!champ_kit_setup(g))                                           /* CHAMP-5 */
        log_msg(g, -1, "No fully kitted weapon cards: the champions go unarmed.");
    match_loadout_deal_pools(g);                      /* CHAMP-9: the challengers' pools */
    engine_push(g, FR_LOADOUT, -1)->loadout.squad = RF_BLUE;                  /* CHAMP-9 */
}

static void end(rf_game *g)
{
    g->match.stage = RF_STAGE_MAP;
    engine_pop(g);
    log_msg(g, -1, "Every legend is on the map: Stage 3 begins (CHAMP-12).");
    engine_push(g, FR_ROUND, -1);
}

static int start_run(rf_game *g, rf_frame *f)
{
    switch (f->step) {
    case S_SETUP:
        f->step = S_WEAPONS;
        setup(g);
        return RF_GO;
    case S_WEAPONS:
        if (weapons_legend(g, f) >= 0) return RF_WAIT;                   /* CHAMP-10 */
        f->step = S_FEATS;
        return RF_GO;
    case S_FEATS:
        if (feats_legend(g) >= 0) return RF_WAIT;                         /* CHAMP-10 */
        f->step = S_STAGE2;
        return RF_GO;
    case S_STAGE2:
        g->match.stage = RF_STAGE_2;
        for (int l = 0; l < g->nlegends; l++) hand_draw(g, l, 3);      /* CHAMP-11 (1) */
        f->step = S_PLACE;
        return RF_GO;
    case S_PLACE:
        if (place_legend(g) >= 0) return RF_WAIT;                         /* CHAMP-11 (2) */
        f->step = S_ENTER;
        return RF_GO;
    case S_ENTER:
        f->step = S_END;
        match_mode_push_entry(g, RF_BLUE);                     /* CHAMP-11 (3), TDM-8 */
        return RF_GO;
    default:
        end(g);
        return RF_GO;
    }
}

static void start_who(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    int l = f->step == S_WEAPONS ? -1 : f->step == S_FEATS ? feats_legend(g) : place_legend(g);
    for (int k = 0; f->step == S_WEAPONS && k < g->nlegends && l < 0; k++)
        if (champ_is_champion(g, k) && champ_kit_held(g, k) > 0) l = k;
    d->kind = f->step == S_PLACE ? RF_DEC_ENTRANCE : RF_DEC_LOADOUT;
    d->legend = l;
    d->seat = l >= 0 ? g->legend[l].seat : g->match.seat_of[RF_RED];
}

static void start_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    start_who(g, f, d);
    int l = d->legend;
    if (l < 0) return;
    if (f->step == S_WEAPONS)
        snprintf(d->prompt, sizeof d->prompt, "Stage 1: %s equips which fully kitted weapon "
                 "card? (CHAMP-10: 2 of the 4)", g->legend[l].name);
    else if (f->step == S_FEATS)
        snprintf(d->prompt, sizeof d->prompt, "Stage 1: %s keeps which champion card? "
                 "(CHAMP-10: 3 of the 6)", g->legend[l].name);
    else
        snprintf(d->prompt, sizeof d->prompt, "Stage 2: on which free space is %s brought in? "
                 "(CHAMP-11)", g->legend[l].name);
}

static void start_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    rf_decision d;
    start_decision(g, f, &d);
    int l = d.legend;
    if (l < 0) return;
    if (f->step == S_WEAPONS) {
        for (int p = 0; p < g->npieces; p++)
            if (g->piece[p].where == RF_HELD && g->piece[p].at == l &&
                g->piece[p].kind == RF_PIECE_WEAPON) {
                char what[120];
                champ_kit_describe(g, p, what, sizeof what);
                rf_opt_add(ob, engine_code(OPT_KITTED, l, p), "equip %s", what);
            }
    } else if (f->step == S_FEATS) {
        const rf_champ_content *c = &g->content->champ;
        for (int i = 0; i < RF_CHAMP_FEATS; i++)
            if (!(g->champ.feats[l].kept >> i & 1))
                rf_opt_add(ob, engine_code(OPT_FEAT, 0, i), "keep %s", c->feat[i].name);
    } else {
        const geo_board *b = g->map->board;
        geo_cellset legends;
        legends_occupied(g, -1, &legends);
        for (int y = 0; y < b->h; y++)
            for (int x = 0; x < b->w; x++) {
                geo_cell c = geo_cell_make(x, y);
                if (geo_space_free(b, &g->overlay, &legends, c))                /* CHAMP-11 (2) */
                    rf_opt_add(ob, engine_code(OPT_CHAMP_AT, l, geo_cell_index(c)), "%s on %d,%d",
                               g->legend[l].name, x, y);
            }
    }
}

static void equip_kitted(rf_game *g, int l, int p)
{
    int slot = g->legend[l].weapon[0] < 0 ? 0 : 1;
    champ_kit_equip(g, l, slot, p);
    log_msg(g, -1, "%s equips %s (CHAMP-10).", g->legend[l].name, pieces_weapon_of(g, p)->name);
    if (!armed(g, l)) return;
    for (int q = 0; q < g->npieces; q++)          /* CHAMP-10: the others to the discard pile */
        if (g->piece[q].where == RF_HELD && g->piece[q].at == l &&
            g->piece[q].kind == RF_PIECE_WEAPON)
            champ_kit_discard(g, q);
}

static void keep_feat(rf_game *g, int l, int i)
{
    rf_champ_feats *f = &g->champ.feats[l];
    uint8_t kept = (uint8_t)(f->kept | 1u << i);
    f->kept = kept;
    if (popcount(kept) < g->content->champ.rules.feats_kept) return;
    champ_feats_keep(f, kept);                         /* CHAMP-10: the others out */
    log_msg(g, -1, "%s keeps 3 champion cards (CHAMP-10).", g->legend[l].name);
}

static void start_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    (void)f;
    int a = engine_code_a(code), b = engine_code_b(code);
    switch (engine_code_kind(code)) {
    case OPT_KITTED: equip_kitted(g, a, b); return;
    case OPT_FEAT: {
        rf_decision d;
        start_decision(g, f, &d);
        keep_feat(g, d.legend, b);
        return;
    }
    case OPT_CHAMP_AT: {
        rf_legend *lg = &g->legend[a];
        lg->pos = geo_cell_at(b);
        lg->on_map = true;                                                /* CHAMP-11 (2) */
        g->match.entered |= (uint8_t)(1u << a);
        log_msg(g, -1, "%s is brought in on %d,%d (CHAMP-11).", lg->name, lg->pos.x, lg->pos.y);
        return;
    }
    default: return;
    }
}

const rf_frame_ops rf_frame_champ_start_ops = { "champions start", start_run, start_decision,
                                                start_options, start_apply };
/* Whether start_options would list code, without labelling every free
 * space of the board (engine.h, rf_frame_shortcuts;
 * tests/unit/test_legal.c): for the legend start_who names, a fully
 * kitted weapon card it holds (CHAMP-10), a champion card it has not kept
 * (CHAMP-10), or a free space on the board (CHAMP-11 (2)). */
static bool start_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    rf_decision d;
    start_who(g, f, &d);
    int l = d.legend, kind = engine_code_kind(code), a = engine_code_a(code), b = engine_code_b(code);
    if (l < 0) return false;
    if (f->step == S_WEAPONS)
        return kind == OPT_KITTED && a == l && b < g->npieces && g->piece[b].where == RF_HELD &&
               g->piece[b].at == l && g->piece[b].kind == RF_PIECE_WEAPON;
    if (f->step == S_FEATS)
        return kind == OPT_FEAT && a == 0 && b < RF_CHAMP_FEATS &&
               !(g->champ.feats[l].kept >> b & 1);
    const geo_board *bd = g->map->board;
    geo_cell c = geo_cell_at(b);
    if (kind != OPT_CHAMP_AT || a != l || b >= GEO_MAX_CELLS || c.x >= bd->w || c.y >= bd->h)
        return false;
    geo_cellset legends;
    legends_occupied(g, -1, &legends);
    return geo_space_free(bd, &g->overlay, &legends, c);
}

const rf_frame_shortcuts rf_frame_champ_start_shortcuts = { start_legal, start_who, NULL };
