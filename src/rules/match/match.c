/*
 * match.c — the bottom frame of a match that starts before Stage 3
 * (FR_MATCH, docs/match.md): the colour draw (DRAFT-2, DRAFT-9), the draft
 * (DRAFT-6, DRAFT-7), Stage 1 (two FR_LOADOUT frames, blue's then red's,
 * match_loadout.c) and Stage 2 (STAGE2-1 … STAGE2-13): the entrance board,
 * placement, entering with the reward of the side. Then it gives way to
 * the round frame (Stage 3, BR-8).
 *
 * Seats are the players (0 and 1); g->match.seat_of says which plays which
 * squad once the colours are drawn. frame match.squad = the squad (or seat) to act
 * next, target = the legend resolving its reward.
 */
#include <stdio.h>
#include <string.h>

#include "rules/engine/undo.h"
#include "rules/combat/aim_deck.h"
#include "rules/cards/hand.h"
#include "rules/record/log.h"
#include "rules/match/match.h"
#include "rules/engine/pieces.h"
#include "rules/engine/plugin.h"
#include "rules/match/entrance.h"

enum {
    S_COLOURS, S_DRAFT, S_STAGE1, S_STAGE1_RED, S_STAGE2, S_PLACE, S_ENTER, S_REWARD_MOVE,
    S_REWARD_EXTRA, S_AMMO, S_END, S_ROLES
};

/* DRAFT-6: the box holds one draft card and one legend box per legend,
 * and a player drafting takes the card, so a legend is played at most once
 * in a match (both squads together); the same name twice is refused. */
static rf_status check_legends_once(const rf_setup *s, rf_error *err)
{
    for (int i = 0; i < s->nlegends; i++)
        for (int j = 0; j < i; j++)
            if (strcmp(s->legend[j].name, s->legend[i].name) == 0)
                return error_fail(err, RF_E_ARG, NULL, 0, 0, "legend", "%s is listed twice: a "
                               "legend is played at most once in a match (DRAFT-6: one draft "
                               "card and one legend box each)", s->legend[i].name);
    return RF_OK;
}

rf_status match_check_setup(const rf_setup *s, rf_error *err)
{
    if (s->start != RF_START_STAGES && s->start != RF_START_DRAFT)
        return error_fail(err, RF_E_ARG, NULL, 0, 0, "start", "unknown start %d (0 map, 1 stages, "
                       "2 draft)", s->start);
    rf_status st = check_legends_once(s, err);
    if (st != RF_OK) return st;
    if (s->start == RF_START_STAGES) {
        int n[2] = { 0, 0 };
        for (int i = 0; i < s->nlegends; i++) n[s->legend[i].squad]++;
        if (!n[0] || !n[1])
            return error_fail(err, RF_E_ARG, NULL, 0, 0, "squad", "both squads need a legend");
        return RF_OK;
    }
    if (s->squad_sizes[0] || s->squad_sizes[1]) {  /* CHAMP-1: 2 against 4 */
        int red = s->squad_sizes[0], blue = s->squad_sizes[1];
        if (red < 1 || blue < 1 || red + blue > s->nlegends || red + blue > RF_MAX_LEGENDS)
            return error_fail(err, RF_E_ARG, NULL, 0, 0, "squad_sizes", "%d legends to draft "
                           "cannot make squads of %d and %d", s->nlegends, red, blue);
        return RF_OK;
    }
    int size = s->squad_size ? s->squad_size : s->nlegends / 2;
    if (size < 1 || 2 * size > s->nlegends || 2 * size > RF_MAX_LEGENDS)
        return error_fail(err, RF_E_ARG, NULL, 0, 0, "squad_size", "%d legends to draft cannot "
                       "make 2 squads of %d", s->nlegends, size);
    return RF_OK;
}

void match_on_map(rf_game *g)
{
    g->match.stage = RF_STAGE_MAP;
    g->match.seat_of[RF_RED] = RF_RED;
    g->match.seat_of[RF_BLUE] = RF_BLUE;
}

void match_start(rf_game *g, const rf_setup *s)
{
    rf_match *m = &g->match;
    m->stage = RF_STAGE_COLOURS;
    m->seat_of[0] = m->seat_of[1] = -1;
    m->ndraft = (uint8_t)s->nlegends;
    for (int i = 0; i < s->nlegends; i++) {
        memcpy(m->draft_name[i], s->legend[i].name, RF_NAME - 1);        /* NUL from calloc */
        memcpy(m->draft_deck[i], s->legend[i].deck, sizeof m->draft_deck[i] - 1);
        memcpy(m->draft_abil[i], s->legend[i].abilities, sizeof m->draft_abil[i] - 1);
        m->squad_of_draft[i] = (int8_t)(s->start == RF_START_STAGES ? s->legend[i].squad : -1);
    }
    m->squad_size = (uint8_t)(s->squad_size ? s->squad_size : s->nlegends / 2);
    if (s->start == RF_START_DRAFT && s->random_draft) m->squad_size |= 0x80;  /* DRAFT-7 */
    for (int q = 0; q < 2; q++)                     /* CHAMP-1: the squads may differ */
        m->size_of[q] = (uint8_t)(s->squad_sizes[q] ? s->squad_sizes[q] : m->squad_size & 0x7f);
    if (s->start == RF_START_STAGES) {              /* DRAFT-9: the squads as given */
        m->size_of[0] = m->size_of[1] = 0;
        for (int i = 0; i < s->nlegends; i++) m->size_of[s->legend[i].squad & 1]++;
    }
    for (int i = 0; i < RF_MAX_LEGENDS; i++) m->side[i] = -1;
    for (int i = 0; i < 4; i++) m->reward[i] = -1;
}

#define BROKEN(...) error_fail(err, RF_E_ILLEGAL, NULL, 0, 0, "invariant", __VA_ARGS__)

rf_status match_check(const rf_game *g, rf_error *err)
{
    const rf_match *m = &g->match;
    if (m->stage > RF_STAGE_2) return BROKEN("match stage %d", m->stage);
    if (m->seat_of[0] >= 0 && m->seat_of[0] + m->seat_of[1] != 1)
        return BROKEN("seats %d and %d do not play one squad each", m->seat_of[0], m->seat_of[1]);
    int epics[4] = { 0, 0, 0, 0 };
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].where == RF_AT_ENTRANCE && ++epics[g->piece[p].at & 3] > 1)
            return BROKEN("two epic tokens at the %s side (STAGE2-2)", entrance_edge_name(g->piece[p].at & 3));
    for (int l = 0; l < g->nlegends; l++) {
        const rf_legend *lg = &g->legend[l];
        if (m->seat_of[lg->squad] != lg->seat)
            return BROKEN("%s is played by seat %d, its squad by %d", lg->name, lg->seat,
                          m->seat_of[lg->squad]);
        bool before = m->stage != RF_STAGE_MAP;
        if (before && lg->on_map != ((m->entered >> l & 1) != 0))
            return BROKEN("%s is %s the map but has %s (STAGE2-6)", lg->name,
                          lg->on_map ? "on" : "off", m->entered >> l & 1 ? "entered" : "not entered");
        if (before && (m->entered >> l & 1) && m->side[l] < 0 &&
            !plug_enters_anywhere(g, l))                   /* CHAMP-11 (2): any free space */
            return BROKEN("%s entered the map without a side (STAGE2-4)", lg->name);
    }
    return RF_OK;
}

const char *match_seat_name(const rf_game *g, int seat)
{
    for (int s = 0; s < 2; s++)
        if (g->match.seat_of[s] == seat) return log_squad_name(s);
    return seat == 0 ? "player 1" : seat == 1 ? "player 2" : "nobody";
}

int rf_game_seat_of(const rf_game *g, int squad)
{
    return squad == RF_RED || squad == RF_BLUE ? g->match.seat_of[squad] : -1;
}

int match_entrance_epic(const rf_game *g, int side)
{
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].where == RF_AT_ENTRANCE && g->piece[p].at == side) return p;
    return -1;
}

/* The entrance board as it lies on the table (STAGE2-1, STAGE2-2): the
 * bots read it here, not in the options' words. */
bool rf_view_entrance(const rf_game *g, int side, int *move, int *loot, int *ammo, bool *epic)
{
    if (side < 0 || side > 3) return false;
    int r = g->match.reward[side];
    const rf_reward *w = r >= 0 ? &g->content->rewards.reward[r] : NULL;
    if (move) *move = w ? w->move : 0;
    if (loot) *loot = w ? w->loot : 0;
    if (ammo) *ammo = w ? w->ammo : 0;
    if (epic) *epic = match_entrance_epic(g, side) >= 0;
    return true;
}

static int drafted_total(const rf_game *g) { return g->match.size_of[0] + g->match.size_of[1]; }
static bool random_draft(const rf_game *g) { return (g->match.squad_size & 0x80) != 0; }
static bool fixed_squads(const rf_game *g) { return g->match.squad_of_draft[0] >= 0; }

/* DRAFT-6: legend i of the draft is still in the box. */
static bool draftable(const rf_match *m, int i)
{
    return i < m->ndraft && !(m->drafted >> i & 1);
}

/* A drafted (or given) legend joins its squad: DRAFT-6, SETUP-4 … SETUP-7,
 * BR-4; its action deck is shuffled, its cards are drawn in Stage 2. With
 * Gun Run it draws its 2 fully kitted weapons from its squad's deck now
 * (GUNRUN-3 at set-up, where the legend's board is set up: R-GUNRUN-3). */
static void join(rf_game *g, int i, int squad)
{
    rf_match *m = &g->match;
    int l = g->nlegends++;
    m->drafted |= (uint8_t)(1u << i);
    match_legend_init(g, l, m->draft_name[i], squad, m->seat_of[squad], m->draft_deck[i], 0);
    match_legend_abilities(g, l, m->draft_abil[i]);                              /* ABIL-1 */
    log_msg(g, -1, "The %s squad takes %s.", log_squad_name(squad), g->legend[l].name);
    plug_legend_joins(g, l);                                                 /* GUNRUN-3 */
}

/* DRAFT-2: each player draws an Aim card until they differ; the cards go
 * back and the deck is shuffled (AIM-19). Returns the seat with the higher. */
static int colour_draw(rf_game *g)
{
    for (;;) {
        rf_aim_card c[2];
        aim_deck_draw(g, c, 2);
        undo_info_new(g);                                    /* Aim cards revealed: no undo */
        aim_deck_reset(g);
        g->match.aim[0] = c[0].value;
        g->match.aim[1] = c[1].value;
        log_msg(g, -1, "Colour draw: player 1 draws %d, player 2 draws %d%s", c[0].value,
                c[1].value, c[0].value == c[1].value ? ": a tie, draw again" : ".");
        if (c[0].value != c[1].value) return c[0].value > c[1].value ? 0 : 1;
    }
}

static void set_colours(rf_game *g, int seat, int squad)
{
    g->match.seat_of[squad] = (int8_t)seat;
    g->match.seat_of[1 - squad] = (int8_t)(1 - seat);
    log_msg(g, -1, "Player %d plays red (initiative, DRAFT-3), player %d blue (DRAFT-4).",
            g->match.seat_of[RF_RED] + 1, g->match.seat_of[RF_BLUE] + 1);
}

/* DRAFT-6: blue picks first, then red, alternately; once a squad is
 * complete, the other takes the rest. DRAFT-8: in Champions the champion
 * squad (red) picks its 2 legends first, then the challengers theirs. */
static int drafting_squad(const rf_game *g)
{
    int n[2] = { 0, 0 };
    for (int l = 0; l < g->nlegends; l++) n[g->legend[l].squad & 1]++;
    int first = plug_drafts_first(g);                                       /* DRAFT-8 */
    if (first >= 0) return n[first] < g->match.size_of[first] ? first : first ^ 1;
    if (n[RF_BLUE] <= n[RF_RED] && n[RF_BLUE] < g->match.size_of[RF_BLUE]) return RF_BLUE;
    return n[RF_RED] < g->match.size_of[RF_RED] ? RF_RED : RF_BLUE;
}

static int run_colours(rf_game *g, rf_frame *f)
{
    int winner = colour_draw(g);
    if (fixed_squads(g)) {                         /* DRAFT-9: the higher card plays red */
        set_colours(g, winner, RF_RED);
        for (int squad = RF_BLUE; squad >= RF_RED; squad--)
            for (int i = 0; i < g->match.ndraft; i++)
                if (g->match.squad_of_draft[i] == squad) join(g, i, squad);
        f->step = S_STAGE1;
        return RF_GO;
    }
    f->match.squad = (int16_t)winner;
    f->step = S_DRAFT;                             /* after the choice */
    f->match.colour = 1;                           /* the colour choice is pending */
    return RF_WAIT;
}

static int run_draft(rf_game *g, rf_frame *f)
{
    rf_match *m = &g->match;
    m->stage = RF_STAGE_DRAFT;
    while (g->nlegends < drafted_total(g)) {
        if (!random_draft(g)) return RF_WAIT;
        int free_n = 0, pick[RF_MAX_DRAFT];        /* DRAFT-7: dealt at random */
        for (int i = 0; i < m->ndraft; i++)
            if (draftable(m, i)) pick[free_n++] = i;
        join(g, pick[rng_below(&g->rng, (uint32_t)free_n)], drafting_squad(g));
    }
    f->step = S_STAGE1;
    return RF_GO;
}

/* Reward token r in words (STAGE2-9), "none" without one. */
static const char *reward_words(const rf_game *g, int r, char *out, size_t n)
{
    if (r < 0) return "none";
    entrance_reward_words(&g->content->rewards.reward[r], out, n);
    return out;
}

/* STAGE2-1, STAGE2-2, STAGE2-3. */
static void prepare_stage2(rf_game *g)
{
    rf_match *m = &g->match;
    m->stage = RF_STAGE_2;
    int16_t order[4] = { 0, 1, 2, 3 };
    int nr = g->content->rewards.n < 4 ? g->content->rewards.n : 4;
    rng_shuffle16(&g->rng, order, nr);
    for (int s = 0; s < 4; s++) m->reward[s] = (int8_t)(s < nr ? order[s] : -1);
    for (int s = 0; s < 4; s++) {                  /* clockwise from the north (R-STAGE2-6) */
        int p = pieces_bag_draw(g, RF_EPIC, 0);
        if (p >= 0) piece_place(g, p, RF_AT_ENTRANCE, s);
    }
    for (int l = 0; l < g->nlegends; l++) hand_draw(g, l, 3);
    for (int s = 0; s < 4; s++) {
        int p = match_entrance_epic(g, s);
        char words[48];
        log_msg(g, -1, "Entrance board, %s side: reward %s, epic token %s.", entrance_edge_name(s),
                reward_words(g, m->reward[s], words, sizeof words),
                p >= 0 ? pieces_loot_of(g, p)->name : "none");
    }
}

/* The squad to act, from `first`: it or, when it has nobody left, the
 * other; -1 when neither has. want: 0 placement, 1 entering. */
static bool waiting(const rf_game *g, int l, int want)
{
    return want == 0 ? g->match.side[l] < 0 : !(g->match.entered >> l & 1);
}

static int next_squad(const rf_game *g, int first, int want)
{
    for (int k = 0; k < 2; k++) {
        int squad = k ? 1 - first : first;
        for (int l = 0; l < g->nlegends; l++)
            if (g->legend[l].squad == squad && waiting(g, l, want)) return squad;
    }
    return -1;
}

/* STAGE2-8: what is left of the entrance board goes. */
static void end_stage2(rf_game *g, rf_frame *f)
{
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].where == RF_AT_ENTRANCE) piece_remove(g, p);
    for (int s = 0; s < 4; s++) g->match.reward[s] = -1;
    g->match.stage = RF_STAGE_MAP;
    (void)f;
    log_msg(g, -1, "Every legend is on the map: Stage 3 begins (BR-8).");
    engine_pop(g);
    engine_push(g, FR_ROUND, -1);
}

static const rf_reward *reward_of(const rf_game *g, int l)
{
    int r = g->match.reward[g->match.side[l]];
    return r >= 0 ? &g->content->rewards.reward[r] : NULL;
}

/* STAGE2-12: weapon slot w holds a weapon with room for 1 ammo. */
static bool ammo_fits(const rf_game *g, int l, int w)
{
    return g->legend[l].weapon[w] >= 0 && g->legend[l].ammo[w] < 5;
}

static bool ammo_room(const rf_game *g, int l)
{
    for (int w = 0; w < RF_WEAPON_SLOTS; w++)
        if (ammo_fits(g, l, w)) return true;
    return false;
}

static int run_extra(rf_game *g, rf_frame *f)
{
    int l = f->target;
    const rf_reward *r = reward_of(g, l);
    f->step = S_ENTER;
    if (!r) return RF_GO;
    if (r->loot != RF_REWARD_NO_LOOT) {                                     /* STAGE2-11 */
        int p = pieces_bag_draw(g, r->loot == RF_REWARD_RARE ? RF_RARE : RF_COMMON, l);
        if (p >= 0) engine_push(g, FR_RECEIVE_LOOT, l);
    }
    if (r->ammo && ammo_room(g, l)) f->step = S_AMMO;                       /* STAGE2-12 */
    return RF_GO;
}

static int match_run(rf_game *g, rf_frame *f)
{
    switch (f->step) {
    case S_COLOURS: return run_colours(g, f);
    case S_DRAFT:
        if (f->match.colour) return RF_WAIT;       /* the colour choice */
        return run_draft(g, f);
    case S_STAGE1:
        /* CHAMP-8 … CHAMP-11 (champ_start.c); TDM-7, TDM-8, CTF-6 … CTF-8 (mode_start.c) */
        if (plug_stage1(g)) return RF_GO;
        g->match.stage = RF_STAGE_1;
        match_loadout_deal_pools(g);                                           /* STAGE1-1 */
        engine_push(g, FR_LOADOUT, -1)->loadout.squad = RF_BLUE; /* STAGE1-2: in turn, R-STAGE1-2 */
        f->step = S_STAGE1_RED;
        return RF_GO;
    case S_STAGE1_RED:
        engine_push(g, FR_LOADOUT, -1)->loadout.squad = RF_RED;
        f->step = S_ROLES;
        return RF_GO;
    case S_ROLES:
        f->step = S_STAGE2;
        plug_stage1_done(g);                       /* ASSN-6: after Stage 1, before Stage 2 */
        return RF_GO;
    case S_STAGE2:
        prepare_stage2(g);
        f->step = S_PLACE;
        f->match.squad = RF_BLUE;                                           /* STAGE2-4 */
        return RF_GO;
    case S_PLACE:
        if ((f->match.squad = (int16_t)next_squad(g, f->match.squad, 0)) >= 0) return RF_WAIT;
        f->step = S_ENTER;
        f->match.squad = RF_RED;                                            /* STAGE2-6 */
        return RF_GO;
    case S_ENTER:
        if ((f->match.squad = (int16_t)next_squad(g, f->match.squad, 1)) >= 0) return RF_WAIT;
        f->step = S_END;
        return RF_GO;
    case S_REWARD_MOVE: {
        const rf_reward *r = reward_of(g, f->target);
        int l = f->target, side = g->match.side[l];
        f->step = S_REWARD_EXTRA;                  /* the stack is an array: f stays valid */
        rf_frame *mv = engine_push(g, FR_MOVE, l);                               /* STAGE2-10 */
        mv->move.mp = (int16_t)(r ? r->move : 0);
        mv->move.entry = (int16_t)(1 + side);
        return RF_GO;
    }
    case S_REWARD_EXTRA:
        g->match.entered |= (uint8_t)(1u << f->target);                    /* STAGE2-13 */
        return run_extra(g, f);
    case S_AMMO: return RF_WAIT;
    default:
        end_stage2(g, f);
        return RF_GO;
    }
}

static void match_who(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    d->legend = -1;
    d->kind = RF_DEC_ENTRANCE;
    switch (f->step) {
    case S_DRAFT:
        d->kind = f->match.colour ? RF_DEC_COLOUR : RF_DEC_DRAFT;
        d->seat = f->match.colour ? f->match.squad : g->match.seat_of[drafting_squad(g)];
        return;
    case S_PLACE:
    case S_ENTER: d->seat = g->match.seat_of[f->match.squad]; return;
    default:
        d->legend = f->target;
        d->seat = g->legend[f->target].seat;
        return;
    }
}

static void match_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    match_who(g, f, d);
    switch (f->step) {
    case S_DRAFT:
        if (f->match.colour) {
            const char *why = "blue drafts first", *red, *blue;
            plug_colour_words(g, &why, &red, &blue);                       /* DRAFT-8 */
            snprintf(d->prompt, sizeof d->prompt,
                     "Player %d drew the higher Aim card (%d against "
                     "%d): which colour? (red has the initiative, %s)",
                     f->match.squad + 1, g->match.aim[f->match.squad],
                     g->match.aim[1 - f->match.squad], why);
            return;
        }
        snprintf(d->prompt, sizeof d->prompt, "%s squad: which legend do you draft?",
                 drafting_squad(g) == RF_RED ? "Red" : "Blue");
        return;
    case S_PLACE:
    case S_ENTER:
        snprintf(d->prompt, sizeof d->prompt,
                 f->step == S_PLACE
                     ? "%s squad: which legend goes to which side of the entrance board?"
                     : "%s squad: which legend enters the map?",
                 f->match.squad == RF_RED ? "Red" : "Blue");
        return;
    default:
        snprintf(d->prompt, sizeof d->prompt, "%s: 1 ammo on which weapon?",
                 g->legend[f->target].name);
        return;
    }
}

/* A legend of the squad with options on the entrance board: each side for
 * one without a side yet (STAGE2-4), its entrance for one not yet in
 * (STAGE2-6). */
static bool entrance_waits(const rf_game *g, const rf_frame *f, int l)
{
    if (g->legend[l].squad != f->match.squad) return false;
    return f->step == S_PLACE ? g->match.side[l] < 0 : !(g->match.entered >> l & 1);
}

/* R-PLAYERS-1 without match_options' listing: every entrance option is
 * one waiting legend's, so the chair is the first one's member (index
 * order is member order); 0 when none waits or sq is not the squad's.
 * The other steps name their legend, or list. */
static int match_chair(const rf_game *g, const rf_frame *f, int sq)
{
    if (f->step != S_PLACE && f->step != S_ENTER) return engine_squad_chair_listed(g, sq);
    for (int l = 0; sq == f->match.squad && l < g->nlegends; l++)
        if (entrance_waits(g, f, l)) return rf_game_member(g, l);
    return 0;
}

static void match_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    const rf_match *m = &g->match;
    switch (f->step) {
    case S_DRAFT:
        if (f->match.colour) {
            const char *why, *red = "red (initiative, enters first)",
                             *blue = "blue (drafts and places first)";
            plug_colour_words(g, &why, &red, &blue);                       /* DRAFT-8 */
            rf_opt_add(ob, engine_code(OPT_COLOUR, RF_RED, 0), "%s", red);
            rf_opt_add(ob, engine_code(OPT_COLOUR, RF_BLUE, 0), "%s", blue);
            return;
        }
        for (int i = 0; i < m->ndraft; i++)
            if (draftable(m, i))
                rf_opt_add(ob, engine_code(OPT_DRAFT, i, 0), "draft %s", m->draft_name[i]);
        return;
    case S_PLACE:
        for (int l = 0; l < g->nlegends; l++) {
            if (!entrance_waits(g, f, l)) continue;
            for (int s = 0; s < 4; s++) {
                int p = match_entrance_epic(g, s), r = m->reward[s];
                char words[48];
                rf_opt_add(ob, engine_code(OPT_SIDE, l, s), "%s to the %s side (%s; epic: %s)",
                           g->legend[l].name, entrance_edge_name(s), reward_words(g, r, words, sizeof words),
                           p >= 0 ? pieces_loot_of(g, p)->name : "none");
            }
        }
        return;
    case S_ENTER:
        for (int l = 0; l < g->nlegends; l++)
            if (entrance_waits(g, f, l))
                rf_opt_add(ob, engine_code(OPT_ENTER, l, 0), "%s enters from the %s side", g->legend[l].name,
                           entrance_edge_name(m->side[l]));
        return;
    case S_AMMO:
        for (int w = 0; w < RF_WEAPON_SLOTS; w++) {
            const rf_legend *lg = &g->legend[f->target];
            if (ammo_fits(g, f->target, w))
                rf_opt_add(ob, engine_code(OPT_AMMO, w, 0), "%s: ammo %d -> %d",
                           pieces_weapon_of(g, lg->weapon[w])->name, lg->ammo[w], lg->ammo[w] + 1);
        }
        return;
    default: return;
    }
}

/* Exactly what match_options lists, without labelling it (the draft's
 * names, each side's reward and epic token in words): a colour (DRAFT-2),
 * a legend still in the box (DRAFT-6), a side for a legend without one
 * (STAGE2-4), a legend to enter (STAGE2-6), a weapon with room for the
 * reward's ammo (STAGE2-12). */
static bool match_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int kind = engine_code_kind(code), a = engine_code_a(code), b = engine_code_b(code);
    bool waits = a < g->nlegends && entrance_waits(g, f, a);
    switch (f->step) {
    case S_DRAFT:
        if (f->match.colour) return kind == OPT_COLOUR && b == 0 && (a == RF_RED || a == RF_BLUE);
        return kind == OPT_DRAFT && b == 0 && draftable(&g->match, a);
    case S_PLACE: return kind == OPT_SIDE && b < 4 && waits;
    case S_ENTER: return kind == OPT_ENTER && b == 0 && waits;
    case S_AMMO: return kind == OPT_AMMO && b == 0 && a < RF_WEAPON_SLOTS && ammo_fits(g, f->target, a);
    default: return false;
    }
}

/* STAGE2-4, STAGE2-5. */
static void place_legend(rf_game *g, int l, int side)
{
    g->match.side[l] = (int8_t)side;
    int p = match_entrance_epic(g, side);
    if (p < 0) return;
    piece_hold(g, p, l);
    engine_push(g, FR_RECEIVE_LOOT, l)->receive_loot.off_map = 1; /* off the map: a drop removes it */
}

static void match_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    int a = engine_code_a(code);
    switch (engine_code_kind(code)) {
    case OPT_COLOUR:
        set_colours(g, f->match.squad, a);
        f->match.colour = 0;
        return;
    case OPT_DRAFT: join(g, a, drafting_squad(g)); return;
    case OPT_SIDE:
        f->match.squad = (int16_t)(1 - f->match.squad); /* STAGE2-4: alternating squads */
        place_legend(g, a, engine_code_b(code));
        return;
    case OPT_ENTER:
        f->match.squad = (int16_t)(1 - f->match.squad); /* STAGE2-6 */
        f->target = (int8_t)a;
        f->step = S_REWARD_MOVE;
        return;
    case OPT_AMMO: {
        uint8_t *ammo = &g->legend[f->target].ammo[a];                     /* STAGE2-12 */
        if (*ammo < 5) (*ammo)++;
        f->step = S_ENTER;
        return;
    }
    default: return;
    }
}

const rf_frame_ops rf_frame_match_ops = { "match", match_run, match_decision, match_options,
                                          match_apply };
const rf_frame_shortcuts rf_frame_match_shortcuts = { match_legal, match_who, match_chair };
