/*
 * hash.c — rf_game_hash: a stable 64-bit hash of everything a game's future
 * depends on, field by field (never the struct's padding or its pointers),
 * for bench signatures and replay checks.
 */
#include "rules/cards/abilities_play.h"
#include "rules/engine/engine.h"
#include "rules/engine/plugin.h"

typedef struct fnv { uint64_t h; } fnv;

static void mix(fnv *f, int64_t v)
{
    for (int i = 0; i < 8; i++) {
        f->h ^= (uint64_t)((v >> (8 * i)) & 0xff);
        f->h *= 0x100000001b3ull;
    }
}

static void mix_legend(fnv *f, const rf_legend *l)
{
    for (int i = 0; i < RF_NAME && l->name[i]; i++) mix(f, l->name[i]);
    mix(f, l->squad); mix(f, l->seat); mix(f, l->on_map); mix(f, l->activated);
    mix(f, l->pos.x); mix(f, l->pos.y);
    mix(f, l->vitals.health); mix(f, l->vitals.shield); mix(f, l->vitals.shield_max);
    mix(f, l->vitals.ko_prevent); mix(f, l->vitals.ko_exhausted); mix(f, l->vitals.ring_cap);
    mix(f, l->death_boxes);
    for (int i = 0; i < RF_GEAR_SLOTS; i++) mix(f, l->gear[i]);
    for (int i = 0; i < RF_BACKPACK; i++) mix(f, l->pack[i]);
    mix(f, l->deck_n); mix(f, l->hand_n); mix(f, l->discard_n);
    for (int i = 0; i < l->deck_n; i++) mix(f, l->deck[i]);
    for (int i = 0; i < l->hand_n; i++) mix(f, l->hand[i]);
    for (int i = 0; i < l->discard_n; i++) mix(f, l->discard[i]);
    for (int w = 0; w < RF_WEAPON_SLOTS; w++) {
        mix(f, l->weapon[w]);
        mix(f, l->ammo[w]);
        for (int a = 0; a < RF_MAX_WEAPON_SLOTS; a++) mix(f, l->attach[w][a]);
    }
}

unsigned long long rf_game_hash(const rf_game *g)
{
    fnv f = { 0xcbf29ce484222325ull };
    mix(&f, (int64_t)g->rng.s);
    mix(&f, g->nlegends);
    for (int l = 0; l < g->nlegends; l++) mix_legend(&f, &g->legend[l]);
    mix(&f, g->round); mix(&f, g->squad_turn); mix(&f, g->over); mix(&f, g->winner);
    mix(&f, g->active); mix(&f, g->ap); mix(&f, g->shots); mix(&f, g->vp[0]); mix(&f, g->vp[1]);
    mix(&f, g->rush_used);
    mix(&f, g->track_pos); mix(&f, g->modules);    /* the ring's border: its plug-in's hash */
    for (int i = 0; i < 8; i++) mix(&f, g->basic_used[i]);
    for (int p = 0; p < g->npieces; p++) {
        mix(&f, g->piece[p].def); mix(&f, g->piece[p].where);
        mix(&f, g->piece[p].at); mix(&f, g->piece[p].exhausted); mix(&f, g->piece[p].displaced);
    }
    for (int i = 0; i < g->weapon_deck_n; i++) mix(&f, g->weapon_deck[i]);
    for (int i = 0; i < RF_AIM_DECK; i++) mix(&f, g->aim_deck[i]);
    for (int i = 0; i < g->overlay.n; i++) {
        mix(&f, g->overlay.o[i].kind); mix(&f, g->overlay.o[i].at.kind);
        mix(&f, g->overlay.o[i].at.u.point.i); mix(&f, g->overlay.o[i].at.u.point.j);
    }
    mix(&f, g->rules.both_icons_hit);
    mix(&f, g->rules.half_hits_beta);
    mix(&f, g->bins_opened);
    mix(&f, (int64_t)abilities_hash(g));                          /* ABIL, TIME, COOL */
    for (int i = 0; i < plug_n; i++) {        /* the modes', modules' and legends' states */
        uint64_t h;
        if (plug_list[i]->hash && plug_list[i]->hash(g, &h)) mix(&f, (int64_t)h);
    }
    const rf_match *m = &g->match;                       /* the match before Stage 3 */
    mix(&f, m->stage); mix(&f, m->seat_of[0]); mix(&f, m->seat_of[1]); mix(&f, m->aim[0]);
    mix(&f, m->aim[1]); mix(&f, m->squad_size); mix(&f, m->ndraft); mix(&f, m->drafted);
    mix(&f, m->entered);
    for (int i = 0; i < 4; i++) mix(&f, m->reward[i]);
    for (int i = 0; i < RF_MAX_LEGENDS; i++) mix(&f, m->side[i]);
    for (int i = 0; i < g->bin_deck_n; i++) mix(&f, g->bin_deck[i]);
    for (int i = 0; i < g->nframes; i++) {
        const rf_frame *fr = &g->stack[i];
        mix(&f, fr->type); mix(&f, fr->step); mix(&f, fr->legend); mix(&f, fr->target);
        for (int k = 0; k < 8; k++) mix(&f, fr->v[k]);    /* a Shoot's rf_shot with it */
    }
    return f.h;
}
