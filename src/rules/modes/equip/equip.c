/*
 * equip.c — equipment boards, lock tokens and weapon loadout cards (rules
 * EQUIP-1 … EQUIP-7, TDM-5, TDM-6, TDM-11, TDM-14; see equip.h).
 */
#include <string.h>

#include "rules/engine/plugin.h"
#include "rules/modes/champ/champ_play.h"
#include "rules/modes/equip/equip.h"
#include "rules/modes/equip/equip_hooks.h"
#include "rules/views/json_out.h"
#include "rules/record/log.h"
#include "rules/engine/pieces.h"

_Static_assert(RF_EQUIP_LEGENDS == RF_MAX_LEGENDS, "equip_types.h sizes rf_equip_state by it");

bool equip_mode(const rf_game *g)
{
    return g->mode == RF_MODE_TDM || g->mode == RF_MODE_CTF;                 /* EQUIP-1 */
}

int equip_spaces(const rf_game *g) { return g->content->equipment.nspaces; }

const rf_loot_def *equip_item(const rf_game *g, int space)
{
    const rf_equipment *e = &g->content->equipment;
    if (space < 0 || space >= e->nspaces) return NULL;
    return &g->content->catalog.loot[e->item[space]];
}

/* CHAMP-7: a champion's equipment board lies Boss side up. */
static bool boss_side(const rf_game *g, int l)
{
    return l >= 0 && champ_is_champion(g, l) && g->content->champ.loaded;
}

int equip_board_spaces(const rf_game *g, int l)
{
    return boss_side(g, l) ? g->content->champ.nboss : equip_spaces(g);
}

const rf_loot_def *equip_board_item(const rf_game *g, int l, int space)
{
    if (!boss_side(g, l)) return equip_item(g, space);
    if (space < 0 || space >= g->content->champ.nboss) return NULL;
    return &g->content->catalog.loot[g->content->champ.boss_item[space]];   /* CHAMP-16 */
}

int equip_locked_count(const rf_game *g, int l)
{
    return __builtin_popcount(g->equip.locks[l]);
}

int equip_unlocked_count(const rf_game *g, int l)
{
    return equip_board_spaces(g, l) - equip_locked_count(g, l);
}

bool equip_lock(rf_game *g, int l, int space)
{
    if (space < 0 || space >= equip_board_spaces(g, l) || equip_locked(g, l, space) ||
        g->equip.supply == 0)
        return false;
    g->equip.supply--;
    g->equip.locks[l] |= (uint8_t)(1u << space);
    return true;
}

bool equip_unlock(rf_game *g, int l, int space)
{
    if (space < 0 || space >= equip_board_spaces(g, l) || !equip_locked(g, l, space)) return false;
    g->equip.locks[l] &= (uint8_t)~(1u << space);
    g->equip.supply++;
    return true;
}

void equip_unlock_all(rf_game *g, int l)
{
    g->equip.supply = (uint8_t)(g->equip.supply + equip_locked_count(g, l));
    g->equip.locks[l] = 0;
}

/* A piece of this kind and def lying in the box, or -1. */
static int from_box(const rf_game *g, int kind, int def)
{
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].where == RF_IN_BOX && g->piece[p].kind == kind && g->piece[p].def == def)
            return p;
    return -1;
}

static const rf_loadout_side *face_up(const rf_game *g, int l)
{
    int card = g->equip.card[l];
    return card < 0 ? NULL : &g->content->equipment.card[card].side[g->equip.side[l] & 1];
}

/* The loadout's weapon cards and attachments back in the box. */
static void clear_weapons(rf_game *g, int l)
{
    rf_legend *lg = &g->legend[l];
    for (int w = 0; w < RF_WEAPON_SLOTS; w++) {
        for (int s = 0; s < RF_MAX_WEAPON_SLOTS; s++)
            if (lg->attach[w][s] >= 0) piece_place(g, lg->attach[w][s], RF_IN_BOX, 0);
        if (lg->weapon[w] >= 0) piece_place(g, lg->weapon[w], RF_IN_BOX, 0);
        lg->ammo[w] = 0;
    }
}

/* EQUIP-7, TDM-11: the face-up side's weapons and printed attachments
 * on the legend's slots; unlimited ammo shows as a full track (5). */
static void lay_out(rf_game *g, int l)
{
    const rf_loadout_side *side = face_up(g, l);
    clear_weapons(g, l);
    for (int w = 0; side && w < RF_LOADOUT_WEAPONS && w < RF_WEAPON_SLOTS; w++) {
        int p = from_box(g, RF_PIECE_WEAPON, side->weapon[w].weapon);
        if (p < 0) continue;                  /* never: equipment.json counts the copies */
        piece_to_weapon_slot(g, p, l, w);
        g->legend[l].ammo[w] = 5;                                            /* TDM-11 */
        for (int s = 0; s < RF_MAX_WEAPON_SLOTS; s++) {
            int a = side->weapon[w].attach[s] >= 0
                        ? from_box(g, RF_PIECE_LOOT, side->weapon[w].attach[s]) : -1;
            if (a >= 0) piece_attach(g, a, l, w, s);
        }
    }
}

void equip_deal_again(rf_game *g, unsigned legends)
{
    for (int l = 0; l < g->nlegends; l++)          /* all back in the box first: canonical */
        if (legends >> l & 1u) clear_weapons(g, l);
    for (int l = 0; l < g->nlegends; l++)
        if (legends >> l & 1u) lay_out(g, l);
}

/* rf_game_determinize (plug-in hook): in Stage 1 another squad's loadout
 * cards, dealt at random, either side up (TDM-6), and flipped out of sight
 * (TDM-7, CTF-6), are hidden until Stage 2 (observe.c, R-STAGE1-2): each
 * is drawn anew among the cards seat's legends do not hold (in a
 * canonical order, then shuffled), with either side up, its weapons laid
 * out again. */
static void equip_determinize(rf_game *g, int seat, rf_rng *r)
{
    if (g->match.stage != RF_STAGE_1 || !g->equip.boards) return;
    unsigned mine = 0, theirs = 0;
    for (int l = 0; l < g->nlegends; l++) {
        if (!equip_on(g, l) || g->equip.card[l] < 0) continue;
        if (seat >= 0 && g->legend[l].seat == seat) mine |= 1u << g->equip.card[l];
        else theirs |= 1u << l;
    }
    if (!theirs) return;
    uint8_t card[RF_LOADOUT_CARDS];
    int n = 0;
    for (int c = 0; c < g->content->equipment.ncards && c < RF_LOADOUT_CARDS; c++)
        if (!(mine >> c & 1u)) card[n++] = (uint8_t)c;
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(r, (uint32_t)(i + 1));
        uint8_t t = card[i]; card[i] = card[j]; card[j] = t;
    }
    for (int l = 0, k = 0; l < g->nlegends; l++)
        if (theirs >> l & 1u) {
            g->equip.card[l] = (int8_t)card[k++];
            g->equip.side[l] = (uint8_t)rng_below(r, 2);
        }
    equip_deal_again(g, theirs);
}

const char *equip_side_name(const rf_game *g, int l)
{
    const rf_loadout_side *s = face_up(g, l);
    return s ? s->name : "none";
}

/* Who reads a line about legend l's loadout card: in Stage 1 its seat
 * alone, the flips being made out of sight (STAGE1-2, R-STAGE1-2; the other
 * seat learns the sides when Stage 2 begins, mode_start.c); else everyone
 * (R-EQUIP-7). */
static int stage1_reader(const rf_game *g, int l)
{
    return g->match.stage == RF_STAGE_1 ? g->legend[l].seat : -1;
}

void equip_flip(rf_game *g, int l)
{
    if (g->equip.card[l] < 0) return;
    g->equip.side[l] ^= 1;                                                   /* EQUIP-7 */
    lay_out(g, l);
    const rf_loadout_card *c = &g->content->equipment.card[g->equip.card[l]];
    log_msg(g, stage1_reader(g, l), "%s flips its %s / %s loadout card: %s side up (EQUIP-7).",
            g->legend[l].name, c->side[0].name, c->side[1].name, equip_side_name(g, l));
}

/* EQUIP-5, TDM-2: the modes use neither the weapon deck nor loot: the
 * deck's cards and the bags' attachments go back to the box, where the
 * loadout cards take theirs from. */
static void box_unused(rf_game *g)
{
    for (int i = 0; i < g->weapon_deck_n; i++) piece_place(g, g->weapon_deck[i], RF_IN_BOX, 0);
    g->weapon_deck_n = 0;
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].where == RF_IN_BAG && g->piece[p].at < RF_RARITY_COUNT &&
            pieces_loot_of(g, p)->family == RF_LOOT_ATTACHMENT)
            piece_place(g, p, RF_IN_BOX, 0);
}

/* EQUIP-1, TDM-6: an equipment board instead of a legend board: no gear
 * (so no helmet, body shield or knockdown shield), shield 20, health 40,
 * no death box (TDM-5: they are all in the general supply). */
static void board_legend(rf_game *g, int l)
{
    rf_legend *lg = &g->legend[l];
    for (int s = 0; s < RF_GEAR_SLOTS; s++)
        if (lg->gear[s] >= 0) piece_place(g, lg->gear[s], RF_IN_BOX, 0);
    for (int s = 0; s < RF_BACKPACK; s++)
        if (lg->pack[s] >= 0) piece_place(g, lg->pack[s], RF_IN_BOX, 0);
    lg->vitals.shield_max = 20;
    lg->vitals.shield = 20;
    lg->vitals.health = 40;
    lg->vitals.ko_prevent = 0;
    lg->vitals.ko_exhausted = false;
    lg->vitals.ring_cap = 0;
    lg->death_boxes = 0;
    g->equip.boards |= (uint8_t)(1u << l);
    g->equip.locks[l] = 0;
    const rf_equipment *e = &g->content->equipment;
    for (int s = 0; s < e->nspaces && !boss_side(g, l); s++)               /* TDM-6 */
        if ((e->setup_locked >> s) & 1u) equip_lock(g, l, s);   /* Boss side: none */
}

void equip_setup(rf_game *g)
{
    const rf_equipment *e = &g->content->equipment;
    g->equip.supply = e->lock_tokens;                                        /* TDM-5 */
    g->equip.beacon = -1;
    box_unused(g);
    int16_t order[RF_LOADOUT_CARDS];
    for (int i = 0; i < e->ncards; i++) order[i] = (int16_t)i;
    rng_shuffle16(&g->rng, order, e->ncards);
    for (int l = 0; l < RF_MAX_LEGENDS; l++) g->equip.card[l] = -1;
    /* Gun Run (GUNRUN) arms the legends with its own weapon queues: no
     * loadout card then (ruling R-EQUIP-GUNRUN). */
    bool gunrun = (g->modules & RF_MODULE_BIT(RF_MOD_GUNRUN)) != 0;
    for (int l = 0; l < g->nlegends; l++) {          /* every dealt card back in the box first */
        board_legend(g, l);
        if (!gunrun) clear_weapons(g, l);
    }
    for (int l = 0; l < g->nlegends && !gunrun; l++) {
        g->equip.card[l] = (int8_t)(l < e->ncards ? order[l] : -1);         /* TDM-6: random */
        g->equip.side[l] = (uint8_t)rng_below(&g->rng, 2);               /* either side */
        lay_out(g, l);
        const rf_loadout_card *c = g->equip.card[l] >= 0 ? &e->card[g->equip.card[l]] : NULL;
        if (c)        /* a loadout card is named by its two sides (no name printed on it) */
            log_msg(g, stage1_reader(g, l), "%s: equipment board, the %s / %s loadout card, "
                    "%s side up.", g->legend[l].name, c->side[0].name, c->side[1].name,
                    equip_side_name(g, l));
        else
            log_msg(g, -1, "%s: equipment board, no loadout card.", g->legend[l].name);
    }
}

/* The lock tokens in play: the box's 31 (TDM-2), but Champions takes only
 * 12 of them (CHAMP-2, data/champions.json). */
int equip_lock_tokens(const rf_game *g)
{
    if (g->mode == RF_MODE_CHAMP && g->content->champ.loaded)
        return g->content->champ.rules.lock_tokens;                             /* CHAMP-2 */
    return g->content->equipment.lock_tokens;                                   /* TDM-2 */
}

void equip_setup_champions(rf_game *g)
{
    g->equip.supply = equip_lock_tokens(g);                  /* CHAMP-5: all of CHAMP-2's 12 */
    g->equip.beacon = -1;
    for (int l = 0; l < RF_MAX_LEGENDS; l++) g->equip.card[l] = -1;
    for (int l = 0; l < g->nlegends; l++) {
        if (!champ_is_champion(g, l)) continue;                          /* CHAMP-6 */
        board_legend(g, l);                  /* CHAMP-7: the Boss side locks nothing */
        champ_vitals(g, l);                                              /* CHAMP-7: 70/70 */
        g->legend[l].death_boxes = g->content->champ.rules.death_boxes;     /* CHAMP-7: 2 */
        log_msg(g, -1, "%s: champion, equipment board Boss side up, shield %d and health %d "
                "(CHAMP-7).", g->legend[l].name, g->legend[l].vitals.shield,
                g->legend[l].vitals.health);
    }
}

void equip_lock_beacon(rf_game *g, int i)
{
    if (g->equip.beacon < 0) {                                     /* TDM-14 (2) */
        if (g->equip.supply == 0) return;                          /* R-EQUIP-7: none left */
        g->equip.supply--;
    }
    g->equip.beacon = (int8_t)i;                                   /* the token moves onto it */
}

#define BROKEN(...) error_fail(err, RF_E_ILLEGAL, NULL, 0, 0, "invariant", __VA_ARGS__)

/* The legend's weapons are its loadout card's face-up side (EQUIP-7). */
static rf_status check_loadout(const rf_game *g, int l, rf_error *err)
{
    const rf_loadout_side *side = face_up(g, l);
    for (int w = 0; side && w < RF_LOADOUT_WEAPONS; w++) {
        int p = g->legend[l].weapon[w];
        if (p < 0 || g->piece[p].def != side->weapon[w].weapon)
            return BROKEN("%s's weapon %d is not its loadout card's (EQUIP-7)",
                          g->legend[l].name, w + 1);
    }
    return RF_OK;
}

rf_status equip_check(const rf_game *g, rf_error *err)
{
    const rf_equip_state *e = &g->equip;
    int tokens = e->supply + (e->beacon >= 0);
    unsigned cards = 0;
    for (int l = 0; l < g->nlegends; l++) {
        tokens += equip_locked_count(g, l);
        if (!equip_on(g, l)) {
            if (e->locks[l]) return BROKEN("%s has lock tokens but no equipment board", g->legend[l].name);
            continue;
        }
        if (e->locks[l] >> equip_board_spaces(g, l))
            return BROKEN("%s has a lock token beyond its board's spaces", g->legend[l].name);
        for (int s = 0; s < RF_GEAR_SLOTS; s++)
            if (g->legend[l].gear[s] >= 0) return BROKEN("%s wears gear on an equipment board (EQUIP-1)", g->legend[l].name);
        if (e->card[l] >= 0 && ((cards >> e->card[l]) & 1u))
            return BROKEN("two legends hold loadout card %d (TDM-6)", e->card[l]);
        if (e->card[l] >= 0) cards |= 1u << e->card[l];
        rf_status st = check_loadout(g, l, err);
        if (st != RF_OK) return st;
    }
    if (e->beacon >= respawn_beacon_count(g)) return BROKEN("locked beacon %d of %d", e->beacon, respawn_beacon_count(g));
    if (e->boards && tokens != equip_lock_tokens(g))
        return BROKEN("%d lock tokens in play, the mode uses %d (TDM-2, CHAMP-2)", tokens,
                      equip_lock_tokens(g));
    if (!e->boards && tokens) return BROKEN("lock tokens without equipment boards");
    return RF_OK;
}

unsigned long long equip_hash(const rf_game *g)
{
    unsigned long long h = 0xcbf29ce484222325ull;
    const rf_equip_state *e = &g->equip;
    const rf_ctf_state *c = &g->ctf;
    int v[8 + 4 * RF_MAX_LEGENDS + 5 * RF_CTF_FLAGS], n = 0;
    v[n++] = g->mode; v[n++] = e->boards; v[n++] = e->supply; v[n++] = e->beacon;
    for (int l = 0; l < RF_MAX_LEGENDS; l++) {
        v[n++] = e->locks[l];
        v[n++] = e->card[l];
        v[n++] = e->side[l];
    }
    for (int i = 0; i < RF_CTF_FLAGS; i++) {
        v[n++] = c->flag_where[i]; v[n++] = c->flag_at[i];
        v[n++] = c->token_where[i]; v[n++] = c->token_at[i];
    }
    v[n++] = c->delivered[0]; v[n++] = c->delivered[1];
    for (int i = 0; i < n; i++) {
        h ^= (unsigned long long)(unsigned)v[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

/* ---- the equipment boards' hooks (plugin.h) ---- */

static bool equip_free_ammo(const rf_game *g, int l)
{
    return equip_on(g, l);                                      /* TDM-11, CTF-12 */
}

static bool equip_hash_hook(const rf_game *g, uint64_t *h)
{
    *h = equip_hash(g);
    return true;
}

/* TDM-14: no locked beacon yet (every game: respawns read it). */
static rf_status equip_new_game(rf_game *g, rf_error *err)
{
    (void)err;
    g->equip.beacon = -1;
    return RF_OK;
}

/* An equipment mode set up on the map: boards and loadout cards at once
 * (TDM-6, CTF-6; mode_start.c does it in a match). */
static void equip_map_start(rf_game *g)
{
    if (equip_mode(g)) equip_setup(g);
}

/* TDM-7, TDM-8, CTF-6 … CTF-8: Stages 1 and 2 of the equipment modes
 * (mode_start.c; Champions' own comes first, champ_plug.c). */
static bool equip_stage1(rf_game *g)
{
    if (!equip_mode(g)) return false;
    engine_pop(g);
    engine_push(g, FR_MODE_START, -1);
    return true;
}

/* The observation (plug-in hook), after the mode's code: equipment boards
 * with their lock tokens and loadout cards, the lock tokens of the supply
 * and the locked beacon (docs/modes.md). All public (R-EQUIP-7), but for
 * another squad's loadout cards in Stage 1. */
static void equip_observe(const rf_game *g, int at, int seat, unsigned hands, jbuf *j)
{
    (void)hands;
    const rf_equip_state *e = &g->equip;
    if (at != PLUG_OBS_AFTER_MODE || !e->boards) return;
    jb_put(j, ",\"equipment\":{\"supply\":%d,\"locked_beacon\":%d,\"boards\":[", e->supply,
        e->beacon);
    for (int l = 0, first = 1; l < g->nlegends; l++) {
        if (!equip_on(g, l)) continue;
        /* R-STAGE1-2: Stage 1's flips (TDM-7, CTF-6) are made out of sight
         * of the other squad: its card and side are not shown until Stage 2 */
        bool unseen = e->card[l] >= 0 && g->match.stage == RF_STAGE_1 &&
                      !(seat >= 0 && seat == g->legend[l].seat);
        int card = unseen ? -1 : e->card[l];
        jb_put(j, "%s{\"legend\":%d,\"locks\":%u,\"card\":", first ? "" : ",", l, e->locks[l]);
        jb_str(j, card >= 0 ? g->content->equipment.card[card].id : "");
        jb_put(j, ",\"side\":");
        jb_str(j, unseen ? "" : equip_side_name(g, l));
        jb_put(j, "}");
        first = 0;
    }
    jb_put(j, "]}");
}

const plug_ops equip_plug = { .name = "equipment", .setup = equip_new_game,
                              .determinize = equip_determinize,
                              .map_start = equip_map_start, .free_ammo = equip_free_ammo,
                              .stage1 = equip_stage1,
                              .item_board = equip_item_board,
                              .board_item = equip_usable_item,
                              .board_item_used = equip_item_used,
                              .board_loot = equip_loot_received,
                              .board_bin = equip_open_bin,
                              .respawn_spaces = equip_respawn_spaces,
                              .beacon_locked = equip_beacon_locked,
                              .respawned = equip_respawned,
                              .observe = equip_observe,
                              .check = equip_check, .hash = equip_hash_hook };
