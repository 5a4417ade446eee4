/*
 * assn.c — the Assassination mode (assn_play.h; rules ASSN-1 … ASSN-10,
 * docs/modes.md).
 *
 * Each squad takes its 3 role cards (ASSN-6: 2 guardians, 1 leader) and
 * secretly gives one to each legend: one decision per squad, which legend
 * is the leader (the two guardian cards are alike). A role card is held in
 * hand but is not an action card: it cannot be discarded for a Rush nor
 * drawn, discarded or stolen by cards (ruling R-ASSN-2). Its legend may
 * play it like a free action card in its own activation (ASSN-9): the
 * basic effect resolves, the card lies face up and its constant effect
 * holds to the end (ASSN-8). On elimination a held card is revealed
 * (ASSN-10): the leader ends the game, the enemy squad wins (ASSN-3); a
 * guardian's constant effect holds from then on.
 *
 * The effects (data/roles.json, designed from DATA-GAPS 6.6):
 *   extra_ap             leader, basic: a0 more AP this activation ("masz 3P")
 *   draw_on_elimination  leader, constant: a squadmate that eliminates an
 *                        enemy may draw a card from its deck or take the top
 *                        of its discard pile (offered at the next activation
 *                        step, so no resolution under way is interrupted)
 *   lifesteal            guardian, basic: this activation's Shoot restores
 *                        as much health as the damage it dealt, at most a0
 *   ally_use_shield      guardian, constant: an ally's Use within range a0
 *                        of the guardian restores a1 shield to the guardian
 */
#include <stdio.h>

#include "errors.h"
#include "geo/adjacency.h"
#include "rules/engine/plugin.h"
#include "rules/modes/assn/assn_play.h"
#include "rules/search/determinize.h"
#include "rules/cards/hand.h"
#include "rules/views/json_out.h"
#include "rules/engine/legends.h"
#include "rules/record/log.h"
#include "rules/modes/br/victory.h"

enum { ROLE_ASSIGN, ROLE_DRAW };          /* FR_ROLE's a */

static const rf_role_def *role_def(const rf_game *g, int l)
{
    int r = g->assn.role[l];
    return r ? &g->content->roles.role[r - 1] : NULL;
}

static bool face_up(const rf_game *g, int l)
{
    return g->assn.card[l] == RF_RC_PLAYED || g->assn.card[l] == RF_RC_REVEALED;
}

/* Is the constant effect `effect` active for legend l (ASSN-8)? */
static bool constant_on(const rf_game *g, int l, int effect)
{
    const rf_role_def *d = role_def(g, l);
    return d && face_up(g, l) && d->constant.effect == effect;
}

static void push_assign(rf_game *g, int squad)
{
    rf_frame *f = engine_push(g, FR_ROLE, -1);
    f->role.job = ROLE_ASSIGN;
    f->role.squad = (int16_t)squad;
}

void assn_begin(rf_game *g)
{
    if (!assn_on(g)) return;
    g->assn.lifesteal = -1;
    for (int l = 0; l < g->nlegends; l++) g->legend[l].death_boxes = 0;   /* ASSN-3: no VP */
    /* ASSN-6: red decides last, so blue's frame goes on top */
    if (!(g->assn.assigned & 1u << RF_RED)) push_assign(g, RF_RED);
    if (!(g->assn.assigned & 1u << RF_BLUE)) push_assign(g, RF_BLUE);
}

/* ---- FR_ROLE: assigning the roles (ASSN-6) and the leader card's draw ---- */

static bool can_draw(const rf_game *g, int l)
{
    return g->legend[l].deck_n > 0 || g->legend[l].discard_n > 0;
}

static int role_run(rf_game *g, rf_frame *f)
{
    if (f->role.job == ROLE_DRAW && !can_draw(g, f->legend)) {
        engine_pop(g);                         /* nothing to draw from: the effect does nothing */
        return RF_GO;
    }
    return RF_WAIT;
}

static void role_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    d->kind = RF_DEC_ROLE;
    if (f->role.job == ROLE_ASSIGN) {
        d->seat = g->match.seat_of[f->role.squad];
        d->legend = -1;
        snprintf(d->prompt, sizeof d->prompt,
                 "%s squad: which legend secretly takes the leader "
                 "card? (the other two are guardians, ASSN-6)",
                 f->role.squad == RF_RED ? "Red" : "Blue");
        return;
    }
    d->seat = g->legend[f->legend].seat;
    d->legend = f->legend;
    snprintf(d->prompt, sizeof d->prompt, "%s eliminated an enemy: draw an action card (the "
             "leader card)?", g->legend[f->legend].name);
}

static void role_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    if (f->role.job == ROLE_ASSIGN) {
        for (int l = 0; l < g->nlegends; l++)
            if (g->legend[l].squad == f->role.squad)
                rf_opt_add(ob, engine_code(OPT_ROLE, RF_ROLE_OPT_LEADER, l), "%s is the leader",
                           g->legend[l].name);
        return;
    }
    const rf_legend *lg = &g->legend[f->legend];
    if (lg->deck_n > 0)
        rf_opt_add(ob, engine_code(OPT_ROLE, RF_ROLE_OPT_DRAW_DECK, f->legend), "draw from the deck");
    if (lg->discard_n > 0)
        rf_opt_add(ob, engine_code(OPT_ROLE, RF_ROLE_OPT_DRAW_DISCARD, f->legend),
                   "take %s from the discard pile", hand_card_of(g, lg->discard[lg->discard_n - 1])->name);
    rf_opt_add(ob, engine_code(OPT_DONE, 0, 0), "draw nothing");
}

/* Exactly what role_options lists: a legend of the squad for the leader
 * card (ASSN-6); the leader card's draw from a deck or discard pile that
 * has a card, or none. */
static bool role_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int a = engine_code_a(code), b = engine_code_b(code);
    if (f->role.job == ROLE_ASSIGN)
        return engine_code_kind(code) == OPT_ROLE && a == RF_ROLE_OPT_LEADER && b < g->nlegends &&
               g->legend[b].squad == f->role.squad;
    if (engine_code_kind(code) != OPT_ROLE) return code == engine_code(OPT_DONE, 0, 0);
    const rf_legend *lg = &g->legend[f->legend];
    return b == f->legend && ((a == RF_ROLE_OPT_DRAW_DECK && lg->deck_n > 0) ||
                              (a == RF_ROLE_OPT_DRAW_DISCARD && lg->discard_n > 0));
}

static void assign(rf_game *g, int squad, int leader)
{
    for (int l = 0; l < g->nlegends; l++) {
        if (g->legend[l].squad != squad) continue;
        g->assn.role[l] = l == leader ? RF_ROLE_LEADER : RF_ROLE_GUARDIAN;   /* ASSN-6 */
        g->assn.card[l] = RF_RC_HAND;
    }
    g->assn.assigned |= (uint8_t)(1u << squad);
    log_msg(g, g->match.seat_of[squad], "%s holds the %s leader card (secret, ASSN-6).",
            g->legend[leader].name, log_squad_name(squad));
    log_msg(g, -1, "The %s squad has given out its role cards in secret (ASSN-6).",
            log_squad_name(squad));
}

/* The leader card's draw: the top of the deck (CARD-6) or of the discard pile. */
static void draw(rf_game *g, int l, int from)
{
    rf_legend *lg = &g->legend[l];
    if (from == RF_ROLE_OPT_DRAW_DECK) {
        hand_draw(g, l, 1);
        log_msg(g, -1, "%s draws an action card (leader card).", lg->name);
        return;
    }
    uint8_t c = lg->discard[--lg->discard_n];
    hand_take(g, l, c);
    det_seen_hand_add(g, l, c);                  /* taken in the open: no longer a secret */
    log_msg(g, -1, "%s takes %s back from its discard pile (leader card).", lg->name,
            hand_card_of(g, c)->name);
}

static void role_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    int what = engine_code_a(code), l = engine_code_b(code), squad = f->role.squad, me = f->legend;
    engine_pop(g);
    if (engine_code_kind(code) == OPT_DONE) return;
    if (what == RF_ROLE_OPT_LEADER) assign(g, squad, l);
    else draw(g, me, what);
}

const rf_frame_ops rf_frame_role_ops = { "role", role_run, role_decision, role_options,
                                         role_apply };
const rf_frame_shortcuts rf_frame_role_shortcuts = { role_legal, NULL, NULL };

/* ---- Elimination (ASSN-10) and the leader card's draw ---- */

bool assn_reveal(rf_game *g, int l)
{
    if (!assn_on(g) || !g->assn.role[l]) return false;
    bool leader = g->assn.role[l] == RF_ROLE_LEADER;
    if (g->assn.card[l] == RF_RC_HAND) {                                     /* ASSN-10 (1) */
        g->assn.card[l] = RF_RC_REVEALED;                                     /* ASSN-10 (2) */
        log_msg(g, -1, "%s reveals its role card: %s (ASSN-10).", g->legend[l].name,
                leader ? "the leader" : "a guardian");
    }
    if (!leader) return false;
    /* ASSN-3: a leader whose card was played ends the game too (R-ASSN-3) */
    engine_end_game(g, g->legend[l].squad ^ 1, RF_END_LEADER);                 /* ASSN-3 */
    return true;
}

void assn_after_elimination(rf_game *g, int l, int by)
{
    if (!assn_on(g) || g->over || by < 0 || !legend_enemies(g, by, l)) return;
    for (int x = 0; x < g->nlegends; x++)
        if (g->legend[x].squad == g->legend[by].squad && constant_on(g, x, RF_REFF_DRAW_ON_ELIM))
            g->assn.draws |= (uint8_t)(1u << by);
}

bool assn_offer_draw(rf_game *g)
{
    if (!assn_on(g) || !g->assn.draws) return false;
    for (int l = 0; l < g->nlegends; l++)
        if (g->assn.draws >> l & 1) {
            g->assn.draws &= (uint8_t)~(1u << l);
            rf_frame *f = engine_push(g, FR_ROLE, l);
            f->role.job = ROLE_DRAW;
            f->role.squad = g->legend[l].squad;
            return true;
        }
    return false;
}

/* ---- Playing a role card (ASSN-9) and its effects ---- */

void assn_card_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    int l = f->legend;
    if (!assn_on(g) || g->assn.card[l] != RF_RC_HAND) return;
    const rf_role_def *d = role_def(g, l);
    rf_opt_add(ob, engine_code(OPT_ROLE, RF_ROLE_OPT_PLAY, l), "play the %s role card (free action)",
               d->name);
}

/* Exactly what assn_card_options lists (ASSN-9): the active legend's own
 * role card, while it is in its hand. */
bool assn_card_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int l = f->legend;
    return engine_code_kind(code) == OPT_ROLE && engine_code_a(code) == RF_ROLE_OPT_PLAY &&
           engine_code_b(code) == l && assn_on(g) && g->assn.card[l] == RF_RC_HAND;
}

bool assn_card_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    if (engine_code_kind(code) != OPT_ROLE || engine_code_a(code) != RF_ROLE_OPT_PLAY) return false;
    int l = f->legend;
    const rf_role_def *d = role_def(g, l);
    g->assn.card[l] = RF_RC_PLAYED;                                          /* ASSN-9 */
    log_msg(g, -1, "%s plays its role card: %s. %s", g->legend[l].name, d->name, d->basic.text);
    switch (d->basic.effect) {                                               /* ASSN-8 */
    case RF_REFF_EXTRA_AP: g->ap = (uint8_t)(g->ap + d->basic.a[0]); break;
    case RF_REFF_LIFESTEAL:
        g->assn.lifesteal = (int8_t)l;
        g->assn.lifesteal_round = g->round;
        break;
    default: break;
    }
    return true;
}

void assn_after_shot(rf_game *g, int s, int dealt)
{
    if (!assn_on(g) || g->assn.lifesteal != s || g->assn.lifesteal_round != g->round ||
        g->active != s || dealt <= 0 || !g->legend[s].on_map)
        return;
    const rf_role_def *d = role_def(g, s);
    int want = dealt < d->basic.a[0] ? dealt : d->basic.a[0];
    int got = combat_restore_health(&g->legend[s].vitals, want);                 /* DMG-7 */
    log_msg(g, -1, "%s restores %d health (guardian card: %d damage dealt).", g->legend[s].name,
            got, dealt);
}

void assn_after_use(rf_game *g, int l)
{
    if (!assn_on(g) || !g->legend[l].on_map) return;
    const geo_board *b = g->map->board;
    for (int x = 0; x < g->nlegends; x++) {
        const rf_legend *gx = &g->legend[x];
        if (x == l || gx->squad != g->legend[l].squad || !gx->on_map ||
            !constant_on(g, x, RF_REFF_ALLY_USE_SHIELD))
            continue;
        const rf_role_effect_def *e = &role_def(g, x)->constant;
        if (geo_distance(b, geo_place_cell(gx->pos), geo_place_cell(g->legend[l].pos)) > e->a[0])
            continue;
        int got = combat_restore_shield(&g->legend[x].vitals, e->a[1]);         /* DMG-7 */
        log_msg(g, -1, "%s restores %d shield (guardian card: %s used an item nearby).", gx->name,
                got, g->legend[l].name);
    }
}

int assn_after_last_round(const rf_game *g)
{
    (void)g;
    return -1;                        /* no leader was eliminated: a draw (ruling R-ASSN-1) */
}

/* ---- Views, invariants, hash ---- */

int rf_view_role(const rf_game *g, int seat, int l, bool *up)
{
    if (up) *up = false;
    if (l < 0 || l >= g->nlegends || !assn_on(g)) return RF_ROLE_NONE;
    bool shown = face_up(g, l);
    if (up) *up = shown;
    bool own = seat >= 0 && seat == g->legend[l].seat;                       /* ASSN-6 */
    return shown || own ? g->assn.role[l] : RF_ROLE_NONE;
}

#define BROKEN(...) error_fail(err, RF_E_ILLEGAL, NULL, 0, 0, "invariant", __VA_ARGS__)

rf_status assn_check(const rf_game *g, rf_error *err)
{
    if (!assn_on(g)) return RF_OK;
    for (int squad = 0; squad < 2; squad++) {
        if (!(g->assn.assigned >> squad & 1)) continue;
        int n[3] = { 0, 0, 0 };
        for (int l = 0; l < g->nlegends; l++) {
            if (g->legend[l].squad != squad) continue;
            if (g->assn.role[l] > RF_ROLE_LEADER || g->assn.card[l] == RF_RC_NONE ||
                g->assn.card[l] > RF_RC_REVEALED)
                return BROKEN("%s: role %d, card %d (ASSN-6)", g->legend[l].name,
                              g->assn.role[l], g->assn.card[l]);
            n[g->assn.role[l]]++;
            if (g->legend[l].death_boxes)
                return BROKEN("%s has death boxes in Assassination (ASSN-3)", g->legend[l].name);
        }
        if (n[RF_ROLE_LEADER] != 1)
            return BROKEN("the %s squad has %d leaders (ASSN-6)", log_squad_name(squad),
                          n[RF_ROLE_LEADER]);
    }
    return RF_OK;
}

unsigned long long assn_hash(const rf_game *g)
{
    unsigned long long h = 0xcbf29ce484222325ull;
    const rf_assn *a = &g->assn;
    const uint8_t *parts[] = { a->role, a->card };
    for (int k = 0; k < 2; k++)
        for (int l = 0; l < 6; l++) h = (h ^ parts[k][l]) * 0x100000001b3ull;
    uint8_t rest[] = { g->mode, a->assigned, (uint8_t)a->lifesteal, a->lifesteal_round, a->draws };
    for (size_t i = 0; i < sizeof rest; i++) h = (h ^ rest[i]) * 0x100000001b3ull;
    return h;
}

/* ---- the Assassination mode's hooks (plugin.h) ---- */

static void assn_shot_hook(rf_game *g, int s, int t, int dealt)
{
    (void)t;
    assn_after_shot(g, s, dealt);                  /* the guardian card (ASSN-8) */
}

/* Hashed in every mode but BR (BR hashes stay as they were). */
static bool assn_hash_hook(const rf_game *g, uint64_t *h)
{
    if (!g->mode) return false;
    *h = assn_hash(g);
    return true;
}

static bool assn_card_may(const rf_game *g, const rf_frame *f)
{
    rf_optbuf ob = { NULL, NULL, 0, 0, NULL };                               /* count only */
    assn_card_options(g, f, &ob);             /* ASSN-9: a role card in hand is public */
    return ob.n > 0;
}

/* ASSN-10: the role card revealed (a leader ends the game, ASSN-3), then
 * the draws it earns (ASSN-10 (3) … (5)); no BR-5. */
static bool assn_eliminated(rf_game *g, int l, int by)
{
    if (!assn_on(g)) return false;
    log_msg(g, -1, "%s is eliminated.", g->legend[l].name);                /* once (ASSN-10) */
    if (!assn_reveal(g, l)) assn_after_elimination(g, l, by);
    return true;
}

static bool assn_trophy(const rf_game *g, int *winner)
{
    if (!assn_on(g)) return false;
    *winner = assn_after_last_round(g);                                 /* R-ASSN-1 */
    return true;
}

/* ASSN-3, R-ASSN-1: the words of Assassination's ends (end_reason.c). */
static bool assn_end_words(const rf_game *g, char *buf, size_t n)
{
    int w = g->winner, l = w < 0 ? 0 : w ^ 1;
    if (g->end_why == RF_END_LEADER) {
        snprintf(buf, n, "the %s squad's leader was eliminated (ASSN-3)", log_squad_name(l));
        return true;
    }
    if (g->end_why != RF_END_TROPHY || !assn_on(g)) return false;
    snprintf(buf, n, "no leader was eliminated by the last round (ruling R-ASSN-1)");
    return true;
}

/* The observation (plug-in hook): a role card is its squad's secret until
 * it is played or revealed (ASSN-6, ASSN-9, ASSN-10); "hidden" says only
 * that one is held. */
static void assn_observe_legend(const rf_game *g, int l, int seat, jbuf *j)
{
    if (g->mode != RF_MODE_ASSN || !g->assn.role[l]) return;
    static const char *const names[] = { "hidden", "guardian", "leader" };
    bool up;
    int r = rf_view_role(g, seat, l, &up);
    jb_put(j, ",\"role\":\"%s\",\"role_face_up\":%s", names[r % 3], up ? "true" : "false");
}

/* rf_game_determinize (plug-in hook, its last draws): the role cards still
 * in the hands of legends seat does not own are dealt again among them,
 * squad by squad (ASSN-6: each legend's role is secret from the other
 * squad until played). */
static void assn_determinize_hands(rf_game *g, int seat, const rf_viewer *v, rf_rng *r)
{
    (void)v;
    if (g->mode != RF_MODE_ASSN) return;
    for (int sq = 0; sq < 2; sq++) {
        uint8_t role[RF_MAX_LEGENDS];
        int who[RF_MAX_LEGENDS], n = 0;
        for (int l = 0; l < g->nlegends; l++) {
            bool owned = seat >= 0 && g->legend[l].seat == seat;
            if (g->legend[l].squad == sq && !owned && g->assn.card[l] == RF_RC_HAND) {
                who[n] = l;
                role[n++] = g->assn.role[l];
            }
        }
        det_shuffle_u8(r, role, n);
        for (int i = 0; i < n; i++) g->assn.role[who[i]] = role[i];
    }
}

const plug_ops assn_plug = { .name = "assassination", .modes = 1u << RF_MODE_ASSN,
                             .map_start = assn_begin, .after_shot = assn_shot_hook,
                             .stage1_done = assn_begin, .after_use = assn_after_use,
                             .activation_first = assn_offer_draw,
                             .eliminated = assn_eliminated, .trophy_winner = assn_trophy,
                             .end_words = assn_end_words,
                             .card_options = assn_card_options, .card_may = assn_card_may,
                             .card_apply = assn_card_apply, .card_legal = assn_card_legal,
                             .determinize_hands = assn_determinize_hands,
                             .observe_legend = assn_observe_legend,
                             .check = assn_check, .hash = assn_hash_hook };
