/*
 * champ.c — Champions' feat cards, bottom-effect numbers and loot turned
 * into lock tokens (rules CHAMP-10, CHAMP-18 … CHAMP-21, EX-CHAMP-1,
 * EX-CHAMP-2; champ.h).
 */
#include <string.h>

#include "rules/modes/champ/champ.h"

static int popcount6(uint8_t b)
{
    int n = 0;
    for (int i = 0; i < RF_CHAMP_FEATS; i++) n += (b >> i) & 1;
    return n;
}

bool champ_feats_keep(rf_champ_feats *f, uint8_t kept)
{
    /* CHAMP-10: any 3 of the 6 into hand, the other 3 out of the game. */
    if (kept >> RF_CHAMP_FEATS || popcount6(kept) != 3) return false;
    f->kept = kept;
    f->hand = kept;
    f->discard = 0;
    f->active = -1;
    return true;
}

bool champ_feats_turn_start(rf_champ_feats *f, bool first_turn, int active)
{
    uint8_t hand = f->hand, discard = f->discard;
    if (!first_turn) {                      /* CHAMP-18 (1): every kept card back */
        hand = f->kept;
        discard = 0;
    }
    if (active < 0 || active >= RF_CHAMP_FEATS || !((hand >> active) & 1)) return false;
    f->hand = (uint8_t)(hand & ~(1u << active));    /* CHAMP-18 (2): face up, not in hand */
    f->discard = discard;
    f->active = (int8_t)active;
    return true;
}

bool champ_feats_play_top(rf_champ_feats *f, int c)
{
    if (c < 0 || c >= RF_CHAMP_FEATS || !((f->hand >> c) & 1)) return false;
    f->hand = (uint8_t)(f->hand & ~(1u << c));
    f->discard = (uint8_t)(f->discard | (1u << c));  /* CHAMP-19: its own discard pile */
    return true;
}

bool champ_feats_bottom(const rf_champ_feats *f, int c)
{
    return c >= 0 && f->active == c;                 /* CHAMP-20: stays active */
}

int champ_kitted_deck(const rf_catalog *c, uint8_t *out, int max)
{
    int first = catalog_kitted_first(c), n = 0;
    if (first < 0) return -1;
    for (int w = first; w < c->nweapons && c->weapon[w].kitted; w++) {
        if (strcmp(c->weapon[w].id, "FK-W-16") == 0) continue;   /* CHAMP-5 */
        if (n < max) out[n] = (uint8_t)w;
        n++;
    }
    return n;
}

int champ_misses(int range, int per)
{
    if (range <= 0 || per <= 0) return 0;
    return (range + per - 1) / per;                  /* "rounding up" (DATA-GAPS 6.7) */
}

int champ_fire_rate(int fire_rate, int by)
{
    int r = fire_rate - by;
    return r < 1 ? 1 : r;                            /* a weapon still fires once */
}

int champ_loot_to_unlocks(uint8_t *locks, int tokens, const int *order, int norder)
{
    int done = 0;
    for (int i = 0; i < norder && done < tokens; i++) {
        int s = order[i];
        if (s < 0 || s >= 8 || !((*locks >> s) & 1)) continue;
        *locks = (uint8_t)(*locks & ~(1u << s));     /* EX-CHAMP-2: back to the supply */
        done++;
    }
    return done;
}

int champ_loot_to_locks(uint8_t *locks, int nspaces, int tokens, int supply,
                           const int *order, int norder)
{
    int done = 0;
    for (int i = 0; i < norder && done < tokens && done < supply; i++) {
        int s = order[i];
        if (s < 0 || s >= nspaces || ((*locks >> s) & 1)) continue;
        *locks = (uint8_t)(*locks | (1u << s));      /* CHAMP-21: no token, no lock */
        done++;
    }
    return done;
}
