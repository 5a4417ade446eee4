/*
 * engine.c — the resolution stack and the public decision API (engine.h,
 * rf_pending / rf_options / rf_choose).
 *
 * Invariant between calls: the game is over, or the top frame is waiting
 * for a decision (engine_advance has run every automatic step).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "errors.h"
#include "rules/engine/engine.h"
#include "rules/record/log.h"
#include "rules/match/match.h"
#include "rules/engine/opt_label.h"
#include "rules/engine/undo.h"

static const rf_frame_ops *const frame_ops[FR_COUNT] = {
    [FR_ROUND] = &rf_frame_round_ops,
    [FR_TURN] = &rf_frame_turn_ops,
    [FR_ACTIVATION] = &rf_frame_activation_ops,
    [FR_MOVE] = &rf_frame_move_ops,
    [FR_SHOOT] = &rf_frame_shoot_ops,
    [FR_RESPAWN] = &rf_frame_respawn_ops,
    [FR_COMBINED] = &rf_frame_combined_ops,
    [FR_USE] = &rf_frame_use_ops,
    [FR_MELEE] = &rf_frame_melee_ops,
    [FR_DESTROY] = &rf_frame_destroy_ops,
    [FR_INTERACT] = &rf_frame_interact_ops,
    [FR_RECEIVE_LOOT] = &rf_frame_receive_loot_ops,
    [FR_DROP] = &rf_frame_drop_ops,
    [FR_RECEIVE_WEAPON] = &rf_frame_receive_weapon_ops,
    [FR_MATCH] = &rf_frame_match_ops,
    [FR_LOADOUT] = &rf_frame_loadout_ops,
    [FR_ABILITY] = &rf_frame_ability_ops,
    [FR_GIVE_LOOT] = &rf_frame_give_loot_ops,
#define OPS_ROW_(NAME, name) [FR_##NAME] = &rf_frame_##name##_ops,
    RF_PLUGIN_FRAME_TYPES(OPS_ROW_)   /* the plug-ins' (plugins.h) */
#undef OPS_ROW_
    [FR_WEAPON_ACTION] = &rf_frame_weapon_action_ops,
};

/* The frames' shortcuts (engine.h): every frame that waits for a decision
 * (FR_ROUND, FR_EVENT and FR_WEAPON_ACTION never do: their listings are empty). */
static const rf_frame_shortcuts *const frame_shortcuts[FR_COUNT] = {
    [FR_TURN] = &rf_frame_turn_shortcuts,
    [FR_ACTIVATION] = &rf_frame_activation_shortcuts,
    [FR_MOVE] = &rf_frame_move_shortcuts,
    [FR_COMBINED] = &rf_frame_combined_shortcuts,
    [FR_RECEIVE_LOOT] = &rf_frame_receive_loot_shortcuts,
    [FR_LOADOUT] = &rf_frame_loadout_shortcuts,
    [FR_ABILITY] = &rf_frame_ability_shortcuts,
    [FR_USE] = &rf_frame_use_shortcuts,
    [FR_SHOOT] = &rf_frame_shoot_shortcuts,
    [FR_MATCH] = &rf_frame_match_shortcuts,
    [FR_INTERACT] = &rf_frame_interact_shortcuts,
    [FR_MELEE] = &rf_frame_melee_shortcuts,
    [FR_DESTROY] = &rf_frame_destroy_shortcuts,
    [FR_RESPAWN] = &rf_frame_respawn_shortcuts,
    [FR_DROP] = &rf_frame_drop_shortcuts,
    [FR_RECEIVE_WEAPON] = &rf_frame_receive_weapon_shortcuts,
    [FR_GIVE_LOOT] = &rf_frame_give_loot_shortcuts,
#define SHORTCUTS_ROW_(NAME, name) [FR_##NAME] = &rf_frame_##name##_shortcuts,
    RF_PLUGIN_FRAME_SHORTCUTS(SHORTCUTS_ROW_)   /* the plug-ins' (plugins.h) */
#undef SHORTCUTS_ROW_
};

rf_frame *engine_push(rf_game *g, int type, int legend)
{
    if (g->nframes >= RF_MAX_STACK) abort();    /* a programming error: frames nest shallowly */
    rf_frame *f = &g->stack[g->nframes++];
    memset(f, 0, sizeof *f);
    f->type = (uint8_t)type;
    f->legend = (int8_t)legend;
    f->target = -1;
    return f;
}

void engine_pop(rf_game *g)
{
    if (g->nframes) g->nframes--;
}

rf_shot *engine_shot_now(rf_game *g)
{
    for (int i = g->nframes - 1; i >= 0; i--)
        if (g->stack[i].type == FR_SHOOT) return &g->stack[i].shoot.shot;
    return NULL;
}

const rf_shot *engine_shot_seen(const rf_game *g)
{
    static const rf_shot none;
    for (int i = g->nframes - 1; i >= 0; i--)
        if (g->stack[i].type == FR_SHOOT) return &g->stack[i].shoot.shot;
    return &none;
}

void engine_end_game(rf_game *g, int winner, int why)
{
    g->over = true;
    g->winner = (int8_t)winner;
    g->end_why = (uint8_t)why;
    g->nframes = 0;
    if (!log_on(g)) return;
    char reason[240];
    engine_end_reason(g, reason, sizeof reason);
    if (winner < 0) log_msg(g, -1, "The game ends in a draw: %s.", reason);
    else log_msg(g, -1, "The game ends, the %s squad wins: %s.", log_squad_name(winner), reason);
}

const char *rf_game_end_reason(const rf_game *g, char *buf, size_t n)
{
    if (n) buf[0] = 0;
    return g->over && n ? engine_end_reason(g, buf, n) : buf;
}

void engine_advance(rf_game *g)
{
    for (int guard = 0; guard < 100000; guard++) {
        rf_frame *f = engine_top(g);
        if (g->over || !f) return;
        if (frame_ops[f->type]->run(g, f) == RF_WAIT) return;
    }
    abort();   /* a frame that never waits nor pops: a programming error */
}

void engine_opt_add_label(rf_optbuf *ob, uint32_t code, const char *fmt, ...)
{
    if (ob->n < ob->max) {
        if (ob->codes) ob->codes[ob->n] = code;
        if (ob->out) {
            ob->out[ob->n].code = code;
            va_list ap;
            va_start(ap, fmt);
            opt_label_vformat(ob->out[ob->n].label, sizeof ob->out[ob->n].label, fmt, ap);
            va_end(ap);
        }
    }
    ob->n++;
}

bool rf_pending(const rf_game *g, rf_decision *d)
{
    memset(d, 0, sizeof *d);
    const rf_frame *f = g->nframes ? &g->stack[g->nframes - 1] : NULL;
    if (g->over || !f) return false;
    frame_ops[f->type]->decision(g, f, d);
    engine_decision_set_member(g, d);                                   /* R-PLAYERS-1 */
    return true;
}

/* The same without formatting the prompt: the seat, kind and legend come
 * from the frame's `who` when it has one (the prompt's snprintf was an
 * eighth of a random match, for words nobody reads). */
static bool who_decides(const rf_game *g, rf_decision *d)
{
    const rf_frame *f = g->nframes ? &g->stack[g->nframes - 1] : NULL;
    if (g->over || !f) return false;
    const rf_frame_shortcuts *sc = frame_shortcuts[f->type];
    if (sc && sc->who) {
        sc->who(g, f, d);
    } else {
        frame_ops[f->type]->decision(g, f, d);
        d->prompt[0] = 0;
    }
    return true;
}

int engine_pending_chair(const rf_game *g, int sq)
{
    const rf_frame *f = g->nframes ? &g->stack[g->nframes - 1] : NULL;
    const rf_frame_shortcuts *sc = f ? frame_shortcuts[f->type] : NULL;
    return sc && sc->chair ? sc->chair(g, f, sq) : engine_squad_chair_listed(g, sq);
}

static bool pending_who(const rf_game *g, rf_decision *d)
{
    memset(d, 0, sizeof *d);
    return who_decides(g, d);
}

bool rf_pending_brief(const rf_game *g, rf_decision *d)
{
    if (!pending_who(g, d)) return false;
    engine_decision_set_member(g, d);                                   /* R-PLAYERS-1 */
    return true;
}

/* Without the member: a squad's activation or entrance asks its whole
 * listing for the member (viewer.c squad_chair), two fifths of a random
 * Capture the Flag match's instructions when rf_choose asked it twice per
 * choice (undo.c's seat check). Nor the whole decision cleared: its memset
 * was half of this function's cost, asked at every choice. */
bool rf_pending_seat(const rf_game *g, int *seat)
{
    rf_decision d;                  /* only the seat is read: the prompt's 160 bytes not cleared */
    d.seat = d.kind = d.legend = d.member = 0;                 /* pending_who's zeros */
    d.prompt[0] = 0;
    bool pending = who_decides(g, &d);
    *seat = d.seat;
    return pending;
}

static int list_options(const rf_game *g, rf_option *out, uint32_t *codes, int max,
                        const uint32_t *labelled)
{
    const rf_frame *f = g->nframes ? &g->stack[g->nframes - 1] : NULL;
    if (g->over || !f) return 0;
    rf_optbuf ob = { out, codes, max, 0, labelled };
    frame_ops[f->type]->options(g, f, &ob);
    return ob.n;
}

int rf_options(const rf_game *g, rf_option *out, int max)
{
    return list_options(g, out, NULL, max, NULL);
}

int rf_option_codes(const rf_game *g, unsigned *codes, int max)
{
    return list_options(g, NULL, codes, max, NULL);
}

int rf_options_labelled(const rf_game *g, const int *kinds, int nkinds, rf_option *out, int max)
{
    uint32_t set[8] = { 0 };                       /* kinds are a code's top byte */
    for (int i = 0; i < nkinds; i++)
        if (kinds[i] >= 0 && kinds[i] < 256) set[kinds[i] / 32] |= 1u << (kinds[i] % 32);
    return list_options(g, out, NULL, max, set);
}

/* Who reads a choice's log line (docs/visibility.md): -1 everyone, else
 * the deciding seat alone. A choice is made on the table and its line is
 * public — a bin opened (INTERACT-4), a token kept or dropped and where
 * (LOOT-4: drawn tokens lie face up next to the board first), a weapon
 * card chosen or replaced (WEAPON-4: the weapon slots are on the open
 * board), attachments fitted, a token given (Thief's Artistry), lock
 * tokens and loadout flips (no player screens, TDM-2, CTF-2, R-EQUIP-7) —
 * unless the books hide it from the other squad: an Assassination role
 * card (ASSN-6), and all of Stage 1, whose loadouts are set up at once and
 * out of sight (STAGE1-2, R-STAGE1-2: the pools, the TDM-7 flips, a
 * champion's fully kitted cards, R-CHAMP-5). No label names what stays
 * behind the screen (BACKPACK-5) but a token that leaves it in the open. */
static int choice_reader(const rf_game *g, const rf_decision *d)
{
    return d->kind == RF_DEC_ROLE || g->match.stage == RF_STAGE_1 ? d->seat : -1;
}

/* The log line of a choice. */
static void log_choice(const rf_game *g, uint32_t code)
{
    static _Thread_local rf_option opts[RF_MAX_OPTIONS];
    int n = list_options(g, opts, NULL, RF_MAX_OPTIONS, NULL);
    rf_decision d;
    rf_pending(g, &d);
    for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++)
        if (opts[i].code == code)
            log_msg(g, choice_reader(g, &d), "%s: %s -> %s", match_seat_name(g, d.seat),
                    d.prompt, opts[i].label);
}

/* Whether a frame's listing holds code: the answer for a frame without a
 * legal shortcut (every shortcut now answers for all its kinds, the
 * plug-ins' too: plugin.h's *_legal hooks; issue 14). */
static bool engine_listed(const rf_game *g, const rf_frame *f,
                          void (*options)(const rf_game *, const rf_frame *, rf_optbuf *),
                          uint32_t code)
{
    uint32_t codes[RF_MAX_OPTIONS];
    rf_optbuf ob = { NULL, codes, RF_MAX_OPTIONS, 0, NULL };
    options(g, f, &ob);
    for (int i = 0; i < ob.n && i < RF_MAX_OPTIONS; i++)
        if (codes[i] == code) return true;
    return false;
}

bool engine_choice_legal(const rf_game *g, uint32_t code)
{
    if (g->over || !g->nframes) return false;
    const rf_frame *f = &g->stack[g->nframes - 1];
    const rf_frame_shortcuts *sc = frame_shortcuts[f->type];
    return sc && sc->legal ? sc->legal(g, f, code) : engine_listed(g, f, frame_ops[f->type]->options, code);
}

rf_status rf_choose(rf_game *g, unsigned code, rf_error *err)
{
    if (g->over || !g->nframes)
        return error_fail(err, RF_E_ILLEGAL, NULL, 0, 0, "choice", "the game is over");
    if (!engine_choice_legal(g, code)) {
        rf_decision d;
        rf_pending(g, &d);
        return error_fail(err, RF_E_ILLEGAL, NULL, 0, 0, "choice",
                       "option %08x is not one of the %d legal options for: %s", code,
                       list_options(g, NULL, NULL, 0, NULL), d.prompt);
    }
    if (log_on(g)) log_choice(g, code);
    int seat;
    rf_pending_seat(g, &seat);
    rf_frame *f = engine_top(g);
    frame_ops[f->type]->apply(g, f, code);
    g->decisions++;
    engine_advance(g);
    undo_info_after_choice(g, seat);               /* undo.c: the other seat decides next */
    return RF_OK;
}

/* rf_playout (playout.c): a code taken from rf_option_codes is legal, so it
 * is applied without looking it up again. Playouts are never undone: the
 * decision passing to another seat is not counted (rf_game.info). */
void engine_choose_trusted(rf_game *g, unsigned code)
{
    if (log_on(g)) log_choice(g, code);
    rf_frame *f = engine_top(g);
    frame_ops[f->type]->apply(g, f, code);
    g->decisions++;
    engine_advance(g);
}

bool rf_game_over(const rf_game *g, int *winner)
{
    if (winner) *winner = g->winner;
    return g->over;
}
