/*
 * gunrun.c — the Gun Run module in a game (gunrun.h; rules GUNRUN-1 …
 * GUNRUN-7, EX-GUNRUN-1).
 *
 * The kitted cards are pieces like every weapon card: on a weapon slot
 * while equipped, else RF_IN_KIT at gunrun_kit_at(squad, pile, index) with
 * g->gunrun giving each pile's order. The queue frame (FR_QUEUE) is the
 * choice of GUNRUN-7 (2): frame legend = the shooter, queue.slot = its
 * emptied weapon slot.
 */
#include <stdio.h>
#include <string.h>

#include "errors.h"
#include "rules/engine/undo.h"
#include "rules/engine/plugin.h"
#include "rules/search/determinize.h"
#include "rules/modules/gun_run/gunrun.h"
#include "rules/views/json_out.h"
#include "rules/record/log.h"
#include "rules/engine/pieces.h"

bool gunrun_on(const rf_game *g) { return (g->modules & RF_MODULE_BIT(RF_MOD_GUNRUN)) != 0; }

/* GUNRUN-6: any number of Shoot actions in an activation (not ACT-10's one). */
static bool gunrun_shot_limit_lifted(const rf_game *g) { return gunrun_on(g); }

int gunrun_queue(const rf_game *g, int squad, int i)
{
    return gunrun_on(g) ? g->gunrun.queue[squad & 1][i % RF_KIT_QUEUE] : -1;
}

/* ---- the piles ---- */

static void renumber(rf_game *g, int squad, int pile)
{
    rf_gunrun_state *k = &g->gunrun;
    const int16_t *cards = pile == RF_KIT_PILE_DECK ? k->deck[squad] : pile == RF_KIT_PILE_QUEUE
                           ? k->queue[squad] : k->discard[squad];
    int n = pile == RF_KIT_PILE_DECK ? k->deck_n[squad] : pile == RF_KIT_PILE_QUEUE
            ? RF_KIT_QUEUE : k->discard_n[squad];
    for (int i = 0; i < n; i++)
        if (cards[i] >= 0) piece_place(g, cards[i], RF_IN_KIT, gunrun_kit_at(squad, pile, i));
}

/* GUNRUN-7 (3): the top card of the squad's deck; an empty deck is first
 * made again from the squad's discard pile, shuffled. -1 if both are empty. */
static int draw(rf_game *g, int squad)
{
    rf_gunrun_state *k = &g->gunrun;
    if (k->deck_n[squad] == 0 && k->discard_n[squad] > 0) {
        memcpy(k->deck[squad], k->discard[squad], sizeof k->deck[squad]);
        k->deck_n[squad] = k->discard_n[squad];
        k->discard_n[squad] = 0;
        rng_shuffle16(&g->rng, k->deck[squad], k->deck_n[squad]);
        renumber(g, squad, RF_KIT_PILE_DECK);
        log_msg(g, -1, "The %s squad's discard pile is shuffled into a new weapon deck "
                "(GUNRUN-7)", log_squad_name(squad));
    }
    if (k->deck_n[squad] == 0) return -1;
    undo_info_new(g);                                        /* a card drawn: no undo */
    return k->deck[squad][--k->deck_n[squad]];
}

static void equip(rf_game *g, int l, int slot, int p)
{
    piece_to_weapon_slot(g, p, l, slot);
    g->legend[l].ammo[slot] = pieces_weapon_of(g, p)->ammo_init;     /* never spent (GUNRUN-6) */
}

static void to_queue(rf_game *g, int squad, int i)
{
    int p = draw(g, squad);
    g->gunrun.queue[squad][i] = (int16_t)p;
    if (p >= 0) piece_place(g, p, RF_IN_KIT, gunrun_kit_at(squad, RF_KIT_PILE_QUEUE, i));
}

bool gunrun_unseen(const rf_game *g)
{
    return gunrun_on(g) && g->match.stage == RF_STAGE_DRAFT;              /* R-GUNRUN-3 */
}

void gunrun_deal(rf_game *g, int l)
{
    for (int slot = 0; slot < RF_WEAPON_SLOTS; slot++) {                   /* GUNRUN-3 */
        int p = draw(g, g->legend[l].squad);
        if (p >= 0) equip(g, l, slot, p);
    }
}

/* R-GUNRUN-2: the basic weapon cards are not used (the kitted decks are the
 * squads' weapons): the dealt ones and the deck go back to the box. */
static void basic_weapons_out(rf_game *g)
{
    for (int p = 0; p < g->npieces; p++) {
        const rf_piece *pc = &g->piece[p];
        if (pc->kind == RF_PIECE_WEAPON && !pieces_weapon_of(g, p)->kitted &&
            (pc->where == RF_IN_DECK || pc->where == RF_ON_WEAPON))
            piece_place(g, p, RF_IN_BOX, 0);
    }
    g->weapon_deck_n = 0;
    for (int l = 0; l < g->nlegends; l++)
        for (int s = 0; s < RF_WEAPON_SLOTS; s++) g->legend[l].ammo[s] = 0;
}

static void make_deck(rf_game *g, int squad, int first)
{
    rf_gunrun_state *k = &g->gunrun;
    for (int i = 0; i < RF_KIT_DECK; i++) {                                /* GUNRUN-1 */
        rf_piece *pc = &g->piece[g->npieces];
        memset(pc, 0, sizeof *pc);
        pc->kind = RF_PIECE_WEAPON;
        pc->def = (uint8_t)(first + i);
        k->deck[squad][k->deck_n[squad]++] = (int16_t)g->npieces++;
    }
    rng_shuffle16(&g->rng, k->deck[squad], k->deck_n[squad]);           /* GUNRUN-2 */
    renumber(g, squad, RF_KIT_PILE_DECK);
}

bool gunrun_setup(rf_game *g)
{
    rf_gunrun_state *k = &g->gunrun;
    memset(k, 0, sizeof *k);
    memset(k->queue, 0xff, sizeof k->queue);
    if (!gunrun_on(g)) return true;
    int first = catalog_kitted_first(&g->content->catalog);
    if (first < 0 || g->npieces + 2 * RF_KIT_DECK > RF_MAX_PIECES) return false;
    basic_weapons_out(g);                                                  /* R-GUNRUN-2 */
    for (int squad = 0; squad < 2; squad++) make_deck(g, squad, first);    /* GUNRUN-2 */
    for (int l = 0; l < g->nlegends; l++) gunrun_deal(g, l);            /* GUNRUN-3 */
    for (int squad = 0; squad < 2; squad++)
        for (int i = 0; i < RF_KIT_QUEUE; i++) to_queue(g, squad, i);      /* GUNRUN-4 */
    return true;
}

/* WEAPON-8: attachment tokens fitted on the discarded card (over its printed
 * ones, ATTACH-7) are received again once the queue's card is equipped:
 * onto a fitting slot, into the backpack, or dropped (R-GUNRUN-7). */
static void receive_attachments(rf_game *g, int l)
{
    if (pieces_first_held(g, l, RF_PIECE_LOOT) >= 0) engine_push(g, FR_RECEIVE_LOOT, l);
}

void gunrun_after_shoot(rf_game *g, int s, int slot)
{
    if (!gunrun_on(g)) return;
    rf_gunrun_state *k = &g->gunrun;
    int squad = g->legend[s].squad, p = g->legend[s].weapon[slot];
    if (p < 0) return;
    for (int a = 0; a < RF_MAX_WEAPON_SLOTS; a++)                          /* WEAPON-8 */
        if (g->legend[s].attach[slot][a] >= 0) piece_hold(g, g->legend[s].attach[slot][a], s);
    int i = k->discard_n[squad]++;                                         /* GUNRUN-7 (1) */
    k->discard[squad][i] = (int16_t)p;
    piece_place(g, p, RF_IN_KIT, gunrun_kit_at(squad, RF_KIT_PILE_DISCARD, i));
    g->legend[s].ammo[slot] = 0;
    log_msg(g, -1, "%s discards %s to the %s squad's weapon discard pile (GUNRUN-7)",
            g->legend[s].name, pieces_weapon_of(g, p)->name, log_squad_name(squad));
    if (k->queue[squad][0] < 0 && k->queue[squad][1] < 0) {               /* nothing to take */
        receive_attachments(g, s);
        return;
    }
    rf_frame *f = engine_push(g, FR_QUEUE, s);
    f->queue.slot = (int16_t)slot;
}

/* ---- the queue frame: GUNRUN-7 (2), (3) ---- */

static int queue_run(rf_game *g, rf_frame *f)
{
    (void)g;
    (void)f;
    return RF_WAIT;
}

static void queue_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    const rf_legend *lg = &g->legend[f->legend];
    d->kind = RF_DEC_QUEUE;
    d->seat = lg->seat;
    d->legend = f->legend;
    snprintf(d->prompt, sizeof d->prompt, "%s: which weapon of the squad's queue to equip "
             "(GUNRUN-7)?", lg->name);
}

static void queue_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    int squad = g->legend[f->legend].squad;
    for (int i = 0; i < RF_KIT_QUEUE; i++) {
        int p = g->gunrun.queue[squad][i];
        if (p < 0) continue;
        const rf_weapon_def *w = pieces_weapon_of(g, p);
        rf_opt_add(ob, engine_code(OPT_QUEUE, i, 0), "equip %s (fully kitted, best range %d-%d, HT %d)",
                   w->name, w->range_lo, w->range_hi, w->threshold);
    }
}

/* Exactly what queue_options lists: a place of the squad's weapon queue
 * that holds a card (GUNRUN-7 (2)). */
static bool queue_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int i = engine_code_a(code);
    return engine_code_kind(code) == OPT_QUEUE && engine_code_b(code) == 0 && i < RF_KIT_QUEUE &&
           g->gunrun.queue[g->legend[f->legend].squad][i] >= 0;
}

static void queue_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    int l = f->legend, squad = g->legend[l].squad, i = engine_code_a(code);
    int p = g->gunrun.queue[squad][i];
    equip(g, l, f->queue.slot, p);                                         /* GUNRUN-7 (2) */
    log_msg(g, -1, "%s equips %s from the queue", g->legend[l].name, pieces_weapon_of(g, p)->name);
    to_queue(g, squad, i);                                                 /* GUNRUN-7 (3) */
    engine_pop(g);
    receive_attachments(g, l);                                             /* WEAPON-8 */
}

const rf_frame_ops rf_frame_queue_ops = { "queue", queue_run, queue_decision, queue_options,
                                          queue_apply };
const rf_frame_shortcuts rf_frame_queue_shortcuts = { queue_legal, NULL, NULL };

/* ---- invariants, hash, view ---- */

#define BROKEN(...) error_fail(err, RF_E_ILLEGAL, NULL, 0, 0, "invariant", __VA_ARGS__)

static rf_status check_pile(const rf_game *g, int squad, int pile, const int16_t *cards, int n,
                            int *count, rf_error *err)
{
    for (int i = 0; i < n; i++) {
        int p = cards[i];
        if (p < 0) continue;
        if (p >= g->npieces || g->piece[p].where != RF_IN_KIT ||
            g->piece[p].at != gunrun_kit_at(squad, pile, i) || !pieces_weapon_of(g, p)->kitted)
            return BROKEN("kitted card %d is not where the %s squad's pile %d says (%d)", p,
                          log_squad_name(squad), pile, i);
        (*count)++;
    }
    return RF_OK;
}

rf_status gunrun_check(const rf_game *g, rf_error *err)
{
    const rf_gunrun_state *k = &g->gunrun;
    int in_piles = 0, at_kit = 0, equipped = 0;
    for (int squad = 0; squad < 2; squad++) {
        if (k->deck_n[squad] > RF_KIT_DECK || k->discard_n[squad] > RF_KIT_DECK)
            return BROKEN("the %s squad's kitted piles hold %d and %d cards", log_squad_name(squad),
                          k->deck_n[squad], k->discard_n[squad]);
        rf_status st = check_pile(g, squad, RF_KIT_PILE_DECK, k->deck[squad], k->deck_n[squad],
                                  &in_piles, err);
        if (st == RF_OK)
            st = check_pile(g, squad, RF_KIT_PILE_QUEUE, k->queue[squad], RF_KIT_QUEUE,
                            &in_piles, err);
        if (st == RF_OK)
            st = check_pile(g, squad, RF_KIT_PILE_DISCARD, k->discard[squad], k->discard_n[squad],
                            &in_piles, err);
        if (st != RF_OK) return st;
    }
    for (int p = 0; p < g->npieces; p++) {
        at_kit += g->piece[p].where == RF_IN_KIT;
        if (g->piece[p].kind != RF_PIECE_WEAPON || !pieces_weapon_of(g, p)->kitted) continue;
        if (g->piece[p].where == RF_ON_WEAPON) equipped++;
        else if (g->piece[p].where != RF_IN_KIT &&       /* CHAMP-10: drawn, not chosen yet */
                 !(g->mode == RF_MODE_CHAMP && g->piece[p].where == RF_HELD)) {
            return BROKEN("kitted card %d is neither equipped nor in a squad's pile (GUNRUN-7)", p);
        }
    }
    if (at_kit != in_piles)
        return BROKEN("%d pieces say they are in kitted piles, the piles hold %d", at_kit,
                      in_piles);
    if (gunrun_on(g) && in_piles + equipped != 2 * RF_KIT_DECK)
        return BROKEN("%d kitted cards in the piles and %d equipped, not %d (GUNRUN-1)", in_piles,
                      equipped, 2 * RF_KIT_DECK);
    return RF_OK;
}

uint64_t gunrun_hash(const rf_game *g)
{
    const rf_gunrun_state *k = &g->gunrun;
    uint64_t h = 0xcbf29ce484222325ull;
#define MIX(v) (h = (h ^ (uint64_t)(uint16_t)(v)) * 0x100000001b3ull)
    for (int s = 0; s < 2; s++) {
        MIX(k->deck_n[s]);
        MIX(k->discard_n[s]);
        for (int i = 0; i < k->deck_n[s]; i++) MIX(k->deck[s][i]);
        for (int i = 0; i < k->discard_n[s]; i++) MIX(k->discard[s][i]);
        for (int i = 0; i < RF_KIT_QUEUE; i++) MIX(k->queue[s][i]);
    }
#undef MIX
    return h;
}

/* The observation (plug-in hook), before the ability tokens: what seat may
 * see: every deck's and pile's size, the discard piles (face up) and its
 * own squad's queue (GUNRUN-5; an enemy's queue is a count), as
 * ,"gun_run":[…]; nothing without Gun Run. */
static void gunrun_observe(const rf_game *g, int at, int seat, unsigned hands, jbuf *j)
{
    (void)hands;
    if (at != PLUG_OBS_BEFORE_ABILITIES || !gunrun_on(g)) return;
    const rf_gunrun_state *k = &g->gunrun;
    jb_put(j, ",\"gun_run\":[");
    for (int s = 0; s < 2; s++) {
        bool own = seat >= 0 && g->match.seat_of[s] == seat;               /* GUNRUN-5 */
        jb_put(j, "%s{\"squad\":\"%s\",\"deck\":%d,\"discard\":[", s ? "," : "",
               log_squad_name(s), k->deck_n[s]);
        for (int i = 0; i < k->discard_n[s]; i++)
            jb_put(j, "%s\"%s\"", i ? "," : "", pieces_weapon_of(g, k->discard[s][i])->id);
        int queued = (k->queue[s][0] >= 0) + (k->queue[s][1] >= 0);
        jb_put(j, "],\"queue\":");
        if (!own) {
            jb_put(j, "%d}", queued);
            continue;
        }
        jb_put(j, "[");
        for (int i = 0, first = 1; i < RF_KIT_QUEUE; i++) {
            if (k->queue[s][i] < 0) continue;
            jb_put(j, "%s\"%s\"", first ? "" : ",", pieces_weapon_of(g, k->queue[s][i])->id);
            first = 0;
        }
        jb_put(j, "]}");
    }
    jb_put(j, "]");
}

/* ---- the Gun Run module's hooks (plugin.h) ---- */

static bool gunrun_free_ammo(const rf_game *g, int l)
{
    (void)l;
    return gunrun_on(g);                                                 /* GUNRUN-6 */
}

static bool gunrun_hash_hook(const rf_game *g, uint64_t *h)
{
    if (!gunrun_on(g)) return false;
    *h = gunrun_hash(g);
    return true;
}

static rf_status gunrun_setup_hook(rf_game *g, rf_error *err)
{
    if (gunrun_setup(g)) return RF_OK;                        /* GUNRUN-2 … GUNRUN-4 */
    return error_fail(err, RF_E_DATA, NULL, 0, 0, "fully_kitted", "Gun Run needs the 16 fully "
                   "kitted weapon cards (data/fully_kitted.json) and room for 32 pieces");
}

/* GUNRUN-3 at set-up, where the legend's board is set up (R-GUNRUN-3). */
static void gunrun_joins(rf_game *g, int l)
{
    if (gunrun_on(g)) gunrun_deal(g, l);
}

/* det_place_visible: a kitted card (RF_IN_KIT, gunrun_kit_at) in a deck is
 * face down, in a squad's queue seen by that squad's seat only, in the
 * discard pile face up (GUNRUN-5, GUNRUN-7 (1)). */
static bool gunrun_place_visible(const rf_game *g, int where, int at, int seat, bool *seen)
{
    if (where != RF_IN_KIT) return false;
    int squad = at >> 8, pile = at >> 5 & 7;
    *seen = pile != RF_KIT_PILE_DECK &&
            (pile != RF_KIT_PILE_QUEUE || (seat >= 0 && rf_game_seat_of(g, squad) == seat));
    return true;
}

/* det_piece_group: a kitted card a seat does not see (a deck's, another
 * squad's queue's, GUNRUN-5) is one of its squad's kitted cards. */
static bool gunrun_piece_group(const rf_game *g, int p, int *group)
{
    const rf_piece *q = &g->piece[p];
    if (q->where != RF_IN_KIT) return false;
    *group = det_kitted_group(q->at >> 8, q->kind);
    return true;
}

const plug_ops gunrun_plug = { .name = "gun_run", .modules = RF_MODULE_BIT(RF_MOD_GUNRUN),
                               .setup = gunrun_setup_hook, .legend_joins = gunrun_joins, .loadout_unseen = gunrun_unseen,
                               .shot_limit_lifted = gunrun_shot_limit_lifted,
                               .after_shoot = gunrun_after_shoot,
                               .free_ammo = gunrun_free_ammo, .check = gunrun_check,
                               .observe = gunrun_observe,
                               .place_visible = gunrun_place_visible,
                               .piece_group = gunrun_piece_group,
                               .hash = gunrun_hash_hook };
