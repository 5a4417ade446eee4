/*
 * test_option_codes.c — option codes mean the same in every world the
 * deciding seat cannot tell apart (issue 13: an information-set search
 * keys its tree by option codes, so a code must name what the seat sees,
 * never a hand position or an internal piece id that differs from world to
 * world; docs/visibility.md, "Determinization").
 *
 * In random reachable states of every mode and module set (mode_games.h),
 * where seat S decides, and in worlds d = rf_game_determinize(g, S, k):
 *   - at the state itself: S's options in g and d are the same codes with
 *     the same labels, and every option that names a card by its place in
 *     S's hand or a token or card by its piece id names the same card, the
 *     same token kind and the same piece in d (the hand card, the piece's
 *     kind, content and place);
 *   - one choice further: S's option c played in g and in d; where S
 *     decides again, sees the same (rf_observe) and is offered the same
 *     things (the same labels), the codes are the same for the same labels
 *     (a code names what S sees, not which of the world's pieces or hand
 *     places holds it). Without the hand's canonical order (hand.c) a card
 *     drawn in the world lands at another place: "Rush: discard Hit the
 *     Deck" was RUSH a=4 in the game and a=3 in the world.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "mode_games.h"
#include "rules/engine/engine.h"

#define STATES 120               /* per mode set */
#define WORLDS 3
#define EVERY 5
#define NEXT_TRIED 6             /* options of S played one step further */

static rf_option oa[RF_MAX_OPTIONS], ob[RF_MAX_OPTIONS];

typedef struct tally { long states, worlds, named, next_same, next_labels_differ; } tally;

/* The piece an option code names, or -1 (option kinds: ringfall.h). */
static int piece_named(unsigned code)
{
    int kind = rf_opt_kind_of(code), b = rf_opt_b(code);
    switch (kind) {
    case RF_OPT_LOOT_PICK: case RF_OPT_GIVE: case RF_OPT_EQUIP: case RF_OPT_PICK_WEAPON:
        return b;
    case RF_OPT_PLACE: return b & 0xff;
    case RF_OPT_KITTED: return rf_opt_a(code) == 32 || rf_opt_a(code) == 16 ? -1 : b;
    default: return -1;
    }
}

/* The hand card an option code names (legend *l, index), or -1. */
static int hand_named(unsigned code, int active, int *l)
{
    int kind = rf_opt_kind_of(code);
    if (kind == RF_OPT_CARD || kind == RF_OPT_RUSH) {
        *l = active;
        return rf_opt_a(code);
    }
    if (kind == RF_OPT_REACT) {
        *l = rf_opt_a(code);
        return rf_opt_b(code);
    }
    return -1;
}

static int named_same(const rf_game *g, const rf_game *d, unsigned code, int active,
                      const char *where)
{
    int p = piece_named(code), n = 0;
    if (p >= 0) {
        if (p >= g->npieces) fail_msg("%s: option %08x names piece %d of %d", where, code, p, g->npieces);
        const rf_piece *a = &g->piece[p], *b = &d->piece[p];
        if (a->kind != b->kind || a->def != b->def || a->where != b->where || a->at != b->at)
            fail_msg("%s: option %08x (%s) names piece %d: def %d at %d/%d, in the world def %d "
                     "at %d/%d", where, code, rf_option_kind_name(rf_opt_kind_of(code)), p,
                     a->def, a->where, a->at, b->def, b->where, b->at);
        n++;
    }
    int l = -1, i = hand_named(code, active, &l);
    if (i >= 0 && l >= 0 && l < g->nlegends) {
        if (i >= g->legend[l].hand_n || i >= d->legend[l].hand_n ||
            g->legend[l].hand[i] != d->legend[l].hand[i])
            fail_msg("%s: option %08x (%s) names hand place %d of legend %d: another card in "
                     "the world", where, code, rf_option_kind_name(rf_opt_kind_of(code)), i, l);
        n++;
    }
    return n;
}

static int cmp_label(const void *x, const void *y)
{
    const rf_option *a = x, *b = y;
    int c = strcmp(a->label, b->label);
    return c ? c : (a->code > b->code) - (a->code < b->code);
}

/* c played in g and in d: if S decides next in both and is offered the same
 * labels, the codes must match label for label. */
static void next_step(const rf_game *g, const rf_game *d, int seat, unsigned c, tally *t,
                      const char *where)
{
    static rf_game *g2, *d2;
    if (!g2) { g2 = rf_game_clone(g); d2 = rf_game_clone(g); }
    rf_game_copy(g2, g);
    rf_game_copy(d2, d);
    rf_error err;
    if (rf_choose(g2, c, &err) != RF_OK) fail_msg("%s: %s", where, err.message);
    if (rf_choose(d2, c, &err) != RF_OK)
        fail_msg("%s: S's option %08x refused in the world: %s", where, c, err.message);
    rf_decision x, y;
    if (!rf_pending_brief(g2, &x) || !rf_pending_brief(d2, &y) || x.seat != seat || y.seat != seat)
        return;
    static char va[65536], vb[65536];          /* S learnt something different: another offer */
    rf_observe(g2, seat, va, sizeof va);
    rf_observe(d2, seat, vb, sizeof vb);
    if (strcmp(va, vb) != 0) { t->next_labels_differ++; return; }
    int na = rf_options(g2, oa, RF_MAX_OPTIONS), nb = rf_options(d2, ob, RF_MAX_OPTIONS);
    if (na != nb) { t->next_labels_differ++; return; }
    qsort(oa, (size_t)na, sizeof oa[0], cmp_label);
    qsort(ob, (size_t)nb, sizeof ob[0], cmp_label);
    for (int i = 0; i < na; i++)
        if (strcmp(oa[i].label, ob[i].label) != 0) { t->next_labels_differ++; return; }
    for (int i = 0; i < na; i++)
        if (oa[i].code != ob[i].code)
            fail_msg("%s, then %08x: '%s' is %08x in the true game, %08x in the world (%s)",
                     where, c, oa[i].label, oa[i].code, ob[i].code,
                     rf_option_kind_name(rf_opt_kind_of(oa[i].code)));
    t->next_same++;
}

static void check_state(const rf_game *g, int seat, unsigned long long salt, const char *name,
                        tally *t)
{
    static rf_game *d;
    if (!d) d = rf_game_clone(g);
    rf_option opts[RF_MAX_OPTIONS];
    int n = rf_options(g, opts, RF_MAX_OPTIONS);
    rf_decision dec;
    rf_pending_brief(g, &dec);
    t->states++;
    for (int k = 0; k < WORLDS; k++) {
        char where[160];
        snprintf(where, sizeof where, "%s, salt %llu, seat %d, world %d", name, salt, seat, k);
        rf_error err;
        if (rf_game_determinize(g, seat, salt * 7 + (unsigned)k, d, &err) != RF_OK)
            fail_msg("%s: %s", where, err.message);
        int m = rf_options(d, oa, RF_MAX_OPTIONS);
        if (m != n) fail_msg("%s: %d options, %d in the world", where, n, m);
        for (int i = 0; i < n; i++) {
            if (opts[i].code != oa[i].code || strcmp(opts[i].label, oa[i].label) != 0)
                fail_msg("%s: option %d is %08x '%s', in the world %08x '%s'", where, i,
                         opts[i].code, opts[i].label, oa[i].code, oa[i].label);
            t->named += named_same(g, d, opts[i].code, rf_view_active(g), where);
        }
        for (int i = 0; i < NEXT_TRIED && i < n; i++)
            next_step(g, d, seat, opts[(unsigned)i * (unsigned)n / NEXT_TRIED].code, t, where);
        t->worlds++;
    }
}

static void check_mode(const mode_cfg *mc)
{
    tally t;
    memset(&t, 0, sizeof t);
    for (unsigned long long seed = 1; t.states < STATES && seed < 500; seed++) {
        rf_game *g = new_game(mc, seed * 7919 + (unsigned long long)mc->mode);
        rf_bot *bots[2] = { rf_bot_new(mc->red, seed), rf_bot_new(mc->blue, seed + 1) };
        rf_decision dec;
        for (int step = 0; step < 6000 && t.states < STATES && rf_pending_brief(g, &dec); step++) {
            if ((step + (int)seed) % EVERY == 0)
                check_state(g, dec.seat, seed * 100003 + (unsigned)step, mc->name, &t);
            rf_error err;
            if (rf_choose(g, rf_bot_choose(bots[dec.seat & 1], g), &err) != RF_OK)
                fail_msg("%s", err.message);
        }
        rf_bot_free(bots[0]);
        rf_bot_free(bots[1]);
        rf_game_free(g);
    }
    printf("option codes: %-52s %4ld states, %4ld worlds, %5ld options naming a card or piece; "
           "one step on: %ld with the same view and offer, %ld not\n", mc->name, t.states, t.worlds,
           t.named, t.next_same, t.next_labels_differ);
    fflush(stdout);
    assert_true(t.states >= STATES);
    assert_true(t.next_same > 0);
}

/* covers: CARD-3 RUSH-1 REACT-1 LOOT-4 STAGE1-3 STAGE1-4 STAGE1-6 INTERACT-4 CHAMP-10 */
static void test_option_codes_br_map(void **s) { (void)s; check_mode(&modes[0]); }
static void test_option_codes_br_draft(void **s) { (void)s; check_mode(&modes[1]); }
static void test_option_codes_br_modules(void **s) { (void)s; check_mode(&modes[2]); }
static void test_option_codes_assn(void **s) { (void)s; check_mode(&modes[3]); }
static void test_option_codes_assn_gunrun(void **s) { (void)s; check_mode(&modes[4]); }
static void test_option_codes_tdm(void **s) { (void)s; check_mode(&modes[5]); }
static void test_option_codes_ctf(void **s) { (void)s; check_mode(&modes[6]); }
static void test_option_codes_champ_drafted(void **s) { (void)s; check_mode(&modes[7]); }
static void test_option_codes_champ_staged(void **s) { (void)s; check_mode(&modes[8]); }
static void test_option_codes_tdm_heat_shields(void **s) { (void)s; check_mode(&modes[9]); }

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_option_codes_br_map),
        cmocka_unit_test(test_option_codes_br_draft),
        cmocka_unit_test(test_option_codes_br_modules),
        cmocka_unit_test(test_option_codes_assn),
        cmocka_unit_test(test_option_codes_assn_gunrun),
        cmocka_unit_test(test_option_codes_tdm),
        cmocka_unit_test(test_option_codes_tdm_heat_shields),
        cmocka_unit_test(test_option_codes_ctf),
        cmocka_unit_test(test_option_codes_champ_drafted),
        cmocka_unit_test(test_option_codes_champ_staged),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
