/*
 * setup.c — a new game, set up directly in Stage 3 (rf_game_new), and the
 * copies of a game (rf_game_clone, rf_game_copy).
 *
 * Pieces are made from the catalog: every loot token of a bag kind goes in
 * its bag (LOOT-6), starting gear and legendary tokens stay in the box until
 * given out, the weapon cards are shuffled into the weapon deck (BR-3).
 * Each legend gets the common starting gear (GEAR-2, BR-4) and two weapon
 * cards from the deck, loaded to their printed ammo (STAGE1-4, STAGE1-5),
 * 2 death boxes (BR-4), shield 20 and health 40 (DMG-8). The Aim deck is
 * shuffled (SETUP-3). The match issue replaces this with the draft and
 * Stages 1 and 2.
 */
#include <stdlib.h>
#include <string.h>

#include "errors.h"
#include "geo/place.h"
#include "rules/engine/undo.h"
#include "rules/cards/abilities_play.h"
#include "data/legends_load.h"
#include "rules/engine/engine.h"
#include "rules/cards/hand.h"
#include "rules/engine/legends.h"
#include "rules/match/match.h"
#include "rules/engine/plugin.h"

static rf_status check_setup(const rf_map *m, const rf_setup *s, rf_error *err)
{
    int most = s->start == RF_START_DRAFT ? RF_SETUP_MAX_LEGENDS : RF_MAX_LEGENDS;
    if (s->nlegends < 2 || s->nlegends > most)
        return error_fail(err, RF_E_ARG, NULL, 0, 0, "nlegends", "a game needs 2 to %d legends, "
                       "not %d", most, s->nlegends);
    int squads[2] = { 0, 0 };
    for (int i = 0; i < s->nlegends; i++) {
        const rf_setup_legend *l = &s->legend[i];
        if (!l->name[0] || memchr(l->name, 0, sizeof l->name) == NULL)
            return error_fail(err, RF_E_ARG, NULL, 0, 0, "legend", "legend %d needs a name", i);
        if (l->squad != RF_RED && l->squad != RF_BLUE)
            return error_fail(err, RF_E_ARG, NULL, 0, 0, "squad", "%s: squad must be 0 (red) or "
                           "1 (blue)", l->name);
        squads[l->squad]++;
        if (s->start != RF_START_MAP) continue;   /* no space yet (match_check_setup) */
        geo_cell c = geo_cell_make(l->x, l->y);
        if (!geo_space_free(m->board, NULL, NULL, c))
            return error_fail(err, RF_E_ARG, NULL, 0, 0, "position", "%s: %d,%d is not a free "
                           "space of %s", l->name, l->x, l->y, m->name);
        for (int j = 0; j < i; j++) {
            if (strcmp(s->legend[j].name, l->name) == 0)
                return error_fail(err, RF_E_ARG, NULL, 0, 0, "name", "two legends are called %s",
                               l->name);
            if (s->legend[j].x == l->x && s->legend[j].y == l->y)
                return error_fail(err, RF_E_ARG, NULL, 0, 0, "position", "%s and %s both stand "
                               "on %d,%d", s->legend[j].name, l->name, l->x, l->y);
        }
    }
    if (s->start != RF_START_MAP) return match_check_setup(s, err);
    if (!squads[0] || !squads[1])
        return error_fail(err, RF_E_ARG, NULL, 0, 0, "squad", "both squads need a legend");
    return RF_OK;
}

/* MOD-1 … MOD-4, MAP-4: the mode, its modules and its squads. A game set
 * up directly on the map (RF_START_MAP, for tests and research) may have
 * any squad sizes; a match (draft, stages) has the mode's. */
static rf_status check_modes(const rf_content *c, const rf_map *m, const rf_setup *s,
                             rf_error *err)
{
    unsigned modules = s->modules | plug_setup_modules(s);              /* the Ring's flag */
    int size[2] = { 0, 0 };
    for (int i = 0; i < s->nlegends; i++) size[s->legend[i].squad & 1]++;
    if (s->start == RF_START_DRAFT)
        size[0] = size[1] = s->squad_size ? s->squad_size : s->nlegends / 2;
    if (s->start == RF_START_DRAFT && (s->squad_sizes[0] || s->squad_sizes[1])) {
        size[0] = s->squad_sizes[0];                    /* CHAMP-1: 2 against 4 */
        size[1] = s->squad_sizes[1];
    }
    if (s->start == RF_START_MAP && s->mode >= 0 && s->mode < RF_MODES &&
        c->modes.mode[s->mode].nsizes > 0) {
        size[0] = c->modes.mode[s->mode].size[0][0];     /* any sizes: check the rest */
        size[1] = c->modes.mode[s->mode].size[0][1];
    }
    rf_status st = rf_modes_check(c, m, s->mode, modules, size[0], size[1], err);
    if (st != RF_OK) return st;
    if (!plug_plays_mode(s->mode))           /* the modes a plug-in plays (plugin.h) */
        return error_fail(err, RF_E_ARG, NULL, 0, 0, "mode", "%s is not playable yet in this "
                       "version of ringfall (Battle Royale, Assassination, Team Deathmatch, Champions and "
                       "Capture the Flag are)", c->modes.mode[s->mode].name);
    if ((st = plug_setup_check(s, err)) != RF_OK) return st;
    for (int k = 0; k < RF_MODULES; k++)
        if ((modules >> k & 1u) && !plug_plays_module(k))   /* bit k: RF_MODULE_BIT(k) */
            return error_fail(err, RF_E_ARG, NULL, 0, 0, "modules", "module %s is not playable "
                           "yet in this version of ringfall", rf_module_id(k));
    return RF_OK;
}

static int add_piece(rf_game *g, int kind, int def, int where, int at)
{
    rf_piece *p = &g->piece[g->npieces];
    p->kind = (uint8_t)kind;
    p->def = (uint8_t)def;
    p->where = (uint8_t)where;
    p->exhausted = 0;
    p->at = (int16_t)at;
    return g->npieces++;
}

static rf_status make_pieces(rf_game *g, rf_error *err)
{
    const rf_catalog *cat = &g->content->catalog;
    int total = 0;
    for (int d = 0; d < cat->nloot; d++) total += cat->loot[d].count;
    for (int d = 0; d < cat->nweapons; d++) total += cat->weapon[d].count;
    if (total > RF_MAX_PIECES || cat->nweapons == 0)
        return error_fail(err, RF_E_DATA, NULL, 0, 0, "catalog", "the content has %d pieces "
                       "(at most %d) and %d weapon kinds", total, RF_MAX_PIECES, cat->nweapons);
    for (int d = 0; d < cat->nloot; d++) {
        const rf_loot_def *l = &cat->loot[d];
        bool bag = !l->starting && l->rarity != RF_LEGENDARY;              /* LOOT-6 */
        for (int k = 0; k < l->count; k++)
            add_piece(g, RF_PIECE_LOOT, d, bag ? RF_IN_BAG : RF_IN_BOX, bag ? l->rarity : 0);
    }
    for (int d = 0; d < cat->nweapons; d++)
        for (int k = 0; k < cat->weapon[d].count; k++) {
            int p = add_piece(g, RF_PIECE_WEAPON, d, RF_IN_DECK, 0);
            g->weapon_deck[g->weapon_deck_n++] = (int16_t)p;
        }
    rng_shuffle16(&g->rng, g->weapon_deck, g->weapon_deck_n);            /* BR-3 */
    for (int i = 0; i < g->weapon_deck_n; i++) g->piece[g->weapon_deck[i]].at = (int16_t)i;
    return RF_OK;
}

/* A starting gear token of this family still in the box, or -1. */
static int starting_gear(const rf_game *g, int family)
{
    for (int p = 0; p < g->npieces; p++) {
        const rf_loot_def *l = &g->content->catalog.loot[g->piece[p].def];
        if (g->piece[p].kind == RF_PIECE_LOOT && g->piece[p].where == RF_IN_BOX && l->starting &&
            l->family == family)
            return p;
    }
    return -1;
}

static void give_gear(rf_game *g, int l, int slot, int family)
{
    int p = starting_gear(g, family);
    g->legend[l].gear[slot] = (int16_t)p;
    if (p < 0) return;
    g->piece[p].where = RF_ON_GEAR;
    g->piece[p].at = (int16_t)(l * RF_GEAR_SLOTS + slot);
    const rf_loot_def *d = &g->content->catalog.loot[g->piece[p].def];
    rf_vitals *v = &g->legend[l].vitals;
    if (family == RF_LOOT_BODY_SHIELD) v->shield_max = (int8_t)d->shield_limit;   /* GEAR-12 */
    if (family == RF_LOOT_KNOCKDOWN) {
        v->ko_prevent = d->knockdown_prevent;                                   /* KO-4 */
        v->ring_cap = d->ring_cap;
    }
}

static void deal_weapon(rf_game *g, int l, int slot)
{
    undo_info_new(g);                                        /* a weapon card drawn: no undo */
    int p = g->weapon_deck[--g->weapon_deck_n];
    g->piece[p].where = RF_ON_WEAPON;
    g->piece[p].at = (int16_t)(l * RF_WEAPON_SLOTS + slot);
    g->legend[l].weapon[slot] = (int16_t)p;
    g->legend[l].ammo[slot] = g->content->catalog.weapon[g->piece[p].def].ammo_init; /* STAGE1-5 */
}

/* "*" in a set-up means the legend's own deck or abilities (CARD-1, ABIL-1):
 * the keys of its entry in data/legends.json. */
static const char *own_key(const rf_game *g, int l, const char *key, bool abilities)
{
    if (strcmp(key, "*") != 0) return key;
    const rf_legend_def *d = content_legend_find(g->content, g->legend[l].name);
    return !d ? "" : abilities ? d->abilities : d->deck;
}

void match_legend_abilities(rf_game *g, int l, const char *key)
{
    abilities_setup(g, l, own_key(g, l, key, true));                      /* ABIL-1 */
}

/* CARD-6, STAGE2-3: the legend's action deck, shuffled, and 3 cards drawn. */
static void deal_cards(rf_game *g, int l, const char *deck, int draw)
{
    rf_legend *lg = &g->legend[l];
    deck = own_key(g, l, deck, false);
    int ids[RF_DECK_SIZE];
    int n = deck[0] ? cards_of_deck(&g->content->cards, deck, ids, RF_DECK_SIZE) : 0;
    int16_t order[RF_DECK_SIZE];
    for (int i = 0; i < n; i++) order[i] = (int16_t)ids[i];
    rng_shuffle16(&g->rng, order, n);
    for (int i = 0; i < n; i++) lg->deck[i] = (uint8_t)order[i];
    lg->deck_n = (uint8_t)n;
    hand_draw(g, l, draw);
}

/* COMP: the legend's own bag (Lifeline's 13 tokens, data/legends.json),
 * apart from the common bags: RF_IN_BAG at RF_RARITY_COUNT + l. */
static void own_bag(rf_game *g, int l)
{
    const rf_legend_def *d = content_legend_find(g->content, g->legend[l].name);
    for (int i = 0; d && i < d->nbag && g->npieces < RF_MAX_PIECES; i++)
        add_piece(g, RF_PIECE_LOOT, d->bag[i], RF_IN_BAG, RF_RARITY_COUNT + l);
}

/* A legend's board as BR-4 sets it up, without weapons, off the map; its
 * action deck shuffled, `draw` cards drawn (match.c draws them in Stage 2). */
void match_legend_init(rf_game *g, int l, const char *name, int squad, int seat, const char *deck,
                    int draw)
{
    rf_legend *lg = &g->legend[l];
    memset(lg, 0, sizeof *lg);
    snprintf(lg->name, sizeof lg->name, "%s", name);
    lg->squad = (uint8_t)squad;
    lg->seat = (uint8_t)seat;
    lg->vitals.health = lg->vitals.health_max = 40;                          /* DMG-8 */
    lg->vitals.shield = 20;
    lg->vitals.shield_max = 20;
    lg->death_boxes = 2;                                                     /* BR-4 */
    memset(lg->pack, 0xff, sizeof lg->pack);
    memset(lg->attach, 0xff, sizeof lg->attach);
    give_gear(g, l, RF_GEAR_HELMET, RF_LOOT_HELMET);                         /* GEAR-2 */
    give_gear(g, l, RF_GEAR_BODY, RF_LOOT_BODY_SHIELD);
    give_gear(g, l, RF_GEAR_KNOCKDOWN, RF_LOOT_KNOCKDOWN);
    if (lg->vitals.shield > lg->vitals.shield_max) lg->vitals.shield = lg->vitals.shield_max;
    memset(lg->weapon, 0xff, sizeof lg->weapon);
    deal_cards(g, l, deck, draw);
    own_bag(g, l);
    abilities_setup(g, l, "");                       /* none until given (ABIL-1) */
}

static void setup_legend(rf_game *g, int l, const rf_setup_legend *s)
{
    char deck[sizeof s->deck + 1];
    memcpy(deck, s->deck, sizeof s->deck);
    deck[sizeof s->deck] = '\0';
    char name[sizeof s->name + 1];
    memcpy(name, s->name, sizeof s->name);
    name[sizeof s->name] = '\0';
    rf_legend *lg = &g->legend[l];
    match_legend_init(g, l, name, s->squad, s->squad, deck, 3);
    char abilities[sizeof s->abilities + 1];
    memcpy(abilities, s->abilities, sizeof s->abilities);
    abilities[sizeof s->abilities] = '\0';
    match_legend_abilities(g, l, abilities);
    lg->on_map = true;
    lg->pos = geo_cell_make(s->x, s->y);
    deal_weapon(g, l, 0);                                                    /* STAGE1-4 */
    deal_weapon(g, l, 1);
}

static void find_bins(rf_game *g)
{
    const geo_board *b = g->map->board;
    int kind = geo_kinds_find(&g->content->kinds, "supply_bin");
    for (int c = 0; c < b->ncomp && g->nbins < RF_MAX_BINS; c++)
        if (b->comp[c].kind == kind) g->bin_comp[g->nbins++] = (int16_t)c;
}

/* CARD-1, DRAFT-6: every legend is one of the content's (data/legends.json). */
static rf_status check_legend_names(const rf_content *c, const rf_setup *s, rf_error *err)
{
    for (int i = 0; i < s->nlegends; i++)
        if (!content_legend_find(c, s->legend[i].name))
            return error_fail(err, RF_E_ARG, NULL, 0, 0, "legend", "no legend called '%s' in the "
                           "content (data/legends.json)", s->legend[i].name);
    return RF_OK;
}

/* CARD-6: a legend's deck must exist in the content (a mistyped name would
 * silently give it no cards). */
static rf_status check_decks(const rf_content *c, const rf_setup *s, rf_error *err)
{
    for (int i = 0; i < s->nlegends; i++) {
        const char *deck = s->legend[i].deck;
        int ids[1];
        if (memchr(deck, 0, sizeof s->legend[i].deck) == NULL)
            return error_fail(err, RF_E_ARG, NULL, 0, 0, "deck", "legend %d: deck name too long", i);
        if (strcmp(deck, "*") == 0) {                        /* its own (data/legends.json) */
            const rf_legend_def *d = content_legend_find(c, s->legend[i].name);
            deck = d ? d->deck : "";
        }
        if (deck[0] && cards_of_deck(&c->cards, deck, ids, 1) == 0)
            return error_fail(err, RF_E_ARG, NULL, 0, 0, "deck", "%s: no action cards of a deck "
                           "called '%s' in the content", s->legend[i].name, deck);
    }
    return RF_OK;
}

/* SETUP-2: the round marker on round 1 (the round track is the core's);
 * the modules in play; the plug-ins' lay-out from the set-up, the ring's
 * deck and border (RING-3, RING-4: ring_plug's setup_layout), whose random
 * draw comes here, before plug_setup's (the order of the draws is kept). */
static void setup_track(rf_game *g, const rf_setup *s)
{
    g->track_pos = (uint8_t)ring_track_start(&g->content->track);
    g->modules = (uint8_t)(s->modules | plug_setup_modules(s));
    plug_setup_layout(g, s);
}

rf_status rf_setup_check(const rf_content *c, const rf_map *m, const rf_setup *s, rf_error *err)
{
    rf_status st = check_setup(m, s, err);
    if (st == RF_OK) st = check_legend_names(c, s, err);
    if (st == RF_OK) st = check_decks(c, s, err);
    if (st == RF_OK) st = check_modes(c, m, s, err);
    return st;
}

rf_status rf_game_new(const rf_content *c, const rf_map *m, const rf_setup *s, rf_game **out,
                      rf_error *err)
{
    return rf_game_new_logged(c, m, s, NULL, NULL, out, err);
}

rf_status rf_game_new_logged(const rf_content *c, const rf_map *m, const rf_setup *s,
                             rf_log_fn log, void *log_user, rf_game **out, rf_error *err)
{
    *out = NULL;
    rf_status st = rf_setup_check(c, m, s, err);
    if (st != RF_OK) return st;
    rf_game *g = calloc(1, sizeof *g);
    if (!g) return error_fail(err, RF_E_NOMEM, NULL, 0, 0, "game", "out of memory");
    g->content = c;
    g->map = m;
    g->magic = RF_GAME_MAGIC;
    rng_seed(&g->rng, s->seed);
    if ((st = make_pieces(g, err)) != RF_OK || g->weapon_deck_n < 2 * s->nlegends) {
        free(g);
        return st != RF_OK ? st : error_fail(err, RF_E_DATA, NULL, 0, 0, "weapons",
                                          "not enough weapon cards for %d legends", s->nlegends);
    }
    if (s->start == RF_START_MAP) {
        g->nlegends = (uint8_t)s->nlegends;
        for (int l = 0; l < s->nlegends; l++) setup_legend(g, l, &s->legend[l]);
    }
    int16_t order[RF_AIM_DECK];
    for (int i = 0; i < RF_AIM_DECK; i++) order[i] = (int16_t)i;
    rng_shuffle16(&g->rng, order, RF_AIM_DECK);                           /* SETUP-3 */
    for (int i = 0; i < RF_AIM_DECK; i++) g->aim_deck[i] = (int8_t)order[i];
    find_bins(g);
    const rf_catalog *cat = &c->catalog;
    int16_t bins[RF_MAX_BIN_CARDS];
    for (int i = 0; i < cat->nbins && i < RF_MAX_BIN_CARDS; i++) bins[i] = (int16_t)i;
    g->bin_deck_n = (uint8_t)(cat->nbins < RF_MAX_BIN_CARDS ? cat->nbins : RF_MAX_BIN_CARDS);
    rng_shuffle16(&g->rng, bins, g->bin_deck_n);                           /* BR-3 */
    for (int i = 0; i < g->bin_deck_n; i++) g->bin_deck[i] = (int8_t)bins[i];
    g->round = 1;
    g->max_rounds = (uint8_t)(s->max_rounds > 0 ? s->max_rounds : 8);        /* ROUND-1 */
    setup_track(g, s);
    /* DROP-2, REPL-2 (MOD-5: before the draft), EVENT-2, GUNRUN-2 … GUNRUN-4 */
    if ((st = plug_setup(g, err)) != RF_OK) {
        free(g);
        return st;
    }
    g->mode = (uint8_t)s->mode;                                             /* MOD-4 */
    g->rules = s->rules;
    g->winner = -1;
    g->active = -1;
    rf_game_set_log(g, log, log_user);
    if (s->start == RF_START_MAP) match_on_map(g);
    else match_start(g, s);                                   /* DRAFT, STAGE1, STAGE2 */
    engine_push(g, s->start == RF_START_MAP ? FR_ROUND : FR_MATCH, -1);
    if (s->start == RF_START_MAP) plug_map_start(g);    /* ASSN-6; TDM-6, CTF-6, CTF-8 */
    engine_advance(g);
    *out = g;
    return RF_OK;
}

void rf_game_free(rf_game *g)
{
    if (g) g->magic = 0;
    free(g);
}

size_t rf_game_size(void) { return sizeof(rf_game); }

const rf_content *rf_game_content(const rf_game *g) { return g->content; }

rf_game *rf_game_clone(const rf_game *g)
{
    rf_game *c = malloc(sizeof *c);
    if (c) rf_game_copy(c, g);
    return c;
}

void rf_game_copy(rf_game *dst, const rf_game *src)
{
    memcpy(dst, src, sizeof *dst);
    dst->log = NULL;             /* a copy is for looking ahead: it does not log */
    dst->log_user = NULL;
    dst->log_players = NULL;
    dst->log_players_user = NULL;
    dst->events = NULL;          /* nor report events (rf_game_set_events) */
    dst->events_user = NULL;
}
