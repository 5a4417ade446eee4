/*
 * champ_kit.c — the champions' fully kitted weapon deck and feat cards in
 * a game (CHAMP-5, CHAMP-10, CHAMP-13, CHAMP-14; champ_kit.h).
 */
#include <stdio.h>
#include <string.h>

#include "rules/engine/undo.h"
#include "rules/modes/champ/champ_kit.h"
#include "rules/modes/champ/champ_play.h"
#include "rules/record/log.h"
#include "rules/engine/pieces.h"

static void renumber(rf_game *g)
{
    rf_gunrun_state *k = &g->gunrun;
    for (int i = 0; i < k->deck_n[RF_RED]; i++)
        piece_place(g, k->deck[RF_RED][i], RF_IN_KIT, gunrun_kit_at(RF_RED, RF_KIT_PILE_DECK, i));
    for (int i = 0; i < k->discard_n[RF_RED]; i++)
        piece_place(g, k->discard[RF_RED][i], RF_IN_KIT,
                       gunrun_kit_at(RF_RED, RF_KIT_PILE_DISCARD, i));
}

bool champ_kit_setup(rf_game *g)
{
    uint8_t defs[RF_KIT_DECK];
    int n = champ_kitted_deck(&g->content->catalog, defs, RF_KIT_DECK);   /* CHAMP-5 */
    if (n <= 0 || n > RF_KIT_DECK || g->npieces + n > RF_MAX_PIECES) return false;
    rf_gunrun_state *k = &g->gunrun;
    memset(k, 0, sizeof *k);
    memset(k->queue, 0xff, sizeof k->queue);
    for (int i = 0; i < n; i++) {
        rf_piece *pc = &g->piece[g->npieces];
        memset(pc, 0, sizeof *pc);
        pc->kind = RF_PIECE_WEAPON;
        pc->def = defs[i];
        k->deck[RF_RED][k->deck_n[RF_RED]++] = (int16_t)g->npieces++;
    }
    rng_shuffle16(&g->rng, k->deck[RF_RED], k->deck_n[RF_RED]);          /* CHAMP-5 */
    renumber(g);
    for (int l = 0; l < RF_MAX_LEGENDS; l++) g->champ.feats[l].active = -1;
    return true;
}

int champ_kit_draw(rf_game *g, int l)
{
    rf_gunrun_state *k = &g->gunrun;
    if (k->deck_n[RF_RED] == 0 && k->discard_n[RF_RED] > 0) {              /* R-CHAMP-14 */
        memcpy(k->deck[RF_RED], k->discard[RF_RED], sizeof k->deck[RF_RED]);
        k->deck_n[RF_RED] = k->discard_n[RF_RED];
        k->discard_n[RF_RED] = 0;
        rng_shuffle16(&g->rng, k->deck[RF_RED], k->deck_n[RF_RED]);
        renumber(g);
        log_msg(g, -1, "The champions' discard pile is shuffled into a new fully kitted deck "
                "(ruling R-CHAMP-14).");
    }
    if (k->deck_n[RF_RED] == 0) return -1;
    undo_info_new(g);                                        /* a card drawn: no undo */
    int p = k->deck[RF_RED][--k->deck_n[RF_RED]];
    piece_hold(g, p, l);
    return p;
}

void champ_kit_discard(rf_game *g, int p)
{
    rf_gunrun_state *k = &g->gunrun;
    int i = k->discard_n[RF_RED]++;
    k->discard[RF_RED][i] = (int16_t)p;
    piece_place(g, p, RF_IN_KIT, gunrun_kit_at(RF_RED, RF_KIT_PILE_DISCARD, i));
}

int champ_kit_held(const rf_game *g, int l)
{
    int n = 0;
    for (int p = 0; p < g->npieces; p++)
        n += g->piece[p].where == RF_HELD && g->piece[p].at == l &&
             g->piece[p].kind == RF_PIECE_WEAPON;
    return n;
}

void champ_kit_equip(rf_game *g, int l, int slot, int p)
{
    int old = g->legend[l].weapon[slot];
    if (old >= 0) champ_kit_discard(g, old);                 /* CHAMP-14: replaced */
    piece_to_weapon_slot(g, p, l, slot);
    g->legend[l].ammo[slot] = 0;                                /* CHAMP-13: no ammo */
}

#define BROKEN(...) error_fail(err, RF_E_ILLEGAL, NULL, 0, 0, "invariant", __VA_ARGS__)

/* Every kitted card of the champions is in the deck, the discard pile,
 * next to a champion's board or on a champion's weapon slot. */
rf_status champ_kit_check(const rf_game *g, rf_error *err)
{
    if (g->mode != RF_MODE_CHAMP || (!g->gunrun.deck_n[RF_RED] && !g->gunrun.discard_n[RF_RED]))
        return RF_OK;
    const rf_gunrun_state *k = &g->gunrun;
    for (int i = 0; i < k->deck_n[RF_RED]; i++)
        if (g->piece[k->deck[RF_RED][i]].where != RF_IN_KIT)
            return BROKEN("kitted card %d of the champions' deck is elsewhere", k->deck[RF_RED][i]);
    for (int p = 0; p < g->npieces; p++) {
        const rf_piece *pc = &g->piece[p];
        if (pc->kind != RF_PIECE_WEAPON || !pieces_weapon_of(g, p)->kitted) continue;
        int owner = pc->where == RF_ON_WEAPON ? pc->at / RF_WEAPON_SLOTS
                    : pc->where == RF_HELD ? pc->at : -1;
        if (owner >= 0 && !champ_is_champion(g, owner))
            return BROKEN("a challenger holds kitted card %d (CHAMP-5)", p);
    }
    for (int l = 0; l < g->nlegends; l++) {
        const rf_champ_feats *f = &g->champ.feats[l];
        if ((f->hand | f->discard | (f->active >= 0 ? 1u << f->active : 0u)) & ~(unsigned)f->kept)
            return BROKEN("%s holds a champion card it did not keep (CHAMP-10)", g->legend[l].name);
        if (f->kept && !champ_is_champion(g, l))
            return BROKEN("challenger %s has champion cards", g->legend[l].name);
    }
    return RF_OK;
}

unsigned long long champ_hash(const rf_game *g)
{
    unsigned long long h = 0xcbf29ce484222325ull;
    const rf_gunrun_state *k = &g->gunrun;
    int v[4 + 2 * RF_KIT_DECK + 5 * RF_MAX_LEGENDS], n = 0;
    v[n++] = k->deck_n[RF_RED];
    v[n++] = k->discard_n[RF_RED];
    for (int i = 0; i < k->deck_n[RF_RED]; i++) v[n++] = k->deck[RF_RED][i];
    for (int i = 0; i < k->discard_n[RF_RED]; i++) v[n++] = k->discard[RF_RED][i];
    for (int l = 0; l < RF_MAX_LEGENDS; l++) {
        const rf_champ_feats *f = &g->champ.feats[l];
        v[n++] = f->kept;
        v[n++] = f->hand;
        v[n++] = f->discard;
        v[n++] = f->active;
        v[n++] = g->champ.top_shot[l];
    }
    for (int i = 0; i < n; i++) {
        h ^= (unsigned long long)(unsigned)v[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

void champ_kit_describe(const rf_game *g, int p, char *buf, size_t n)
{
    const rf_weapon_def *w = pieces_weapon_of(g, p);
    snprintf(buf, n, "%s (%d-%d HT%d %dx%d %d/%d)", w->name, w->range_lo, w->range_hi,
             w->threshold, w->rate_a, w->rate_b ? w->rate_b : 1, w->damage, w->head);
}
