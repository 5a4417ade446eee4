/*
 * test_option_placement.c — rf_option_placement (ringfall.h, STAGE1-3 …
 * STAGE1-6): a Stage 1 option's numbers say what its label says and what
 * choosing it does, and no more than the deciding seat may see.
 *
 * In every Stage 1 state of the mode sets that have a Stage 1
 * (mode_games.h: drafted and staged starts; TDM's and CTF's Stage 1 flips
 * loadout boards, TDM-7, and has no option to describe), for every option:
 *   - equip, place and give options are described; done and every option of
 *     another decision are not;
 *   - the label made again from the numbers (names by rf_item_info_get,
 *     rf_weapon_info_get, rf_view_legend) is the option's label (a fit's
 *     label up to the weapon's name);
 *   - the option chosen puts its piece where the numbers say, and what they
 *     say it replaces goes back to the pool (STAGE1-4, STAGE1-6, GEAR-3);
 *   - in worlds determinized for the deciding seat (rf_game_determinize)
 *     every option reads the same numbers, and a code that names a piece of
 *     the other squad's pools (hidden, R-STAGE1-2) is refused in both.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "mode_games.h"
#include "rules/engine/engine.h"
#include "rules/match/match.h"

#define STATES 150               /* Stage 1 states per mode set */
#define WORLDS 2

static rf_option opts[RF_MAX_OPTIONS];

typedef struct tally { long states, described, labels, applied, hidden_refused; } tally;

static const char *item_name(const rf_game *g, const rf_placement *p, int item)
{
    const char *id, *name;
    bool ok = p->kind == RF_PUT_WEAPON ? rf_weapon_info_get(rf_game_content(g), item, &id, &name)
                                       : rf_item_info_get(rf_game_content(g), item, &id, &name);
    return ok ? name : "?";
}

static const char *legend_name(const rf_game *g, int l, rf_legend_view *v)
{
    rf_view_legend(g, l, v);
    return v->name;
}

/* The label the numbers say; for a fit the words before the weapon's name. */
static void label_of(const rf_game *g, const rf_placement *p, char *out, size_t n)
{
    rf_legend_view v, w;
    const char *who = legend_name(g, p->legend, &v), *what = item_name(g, p, p->item);
    const char *old = p->replaces >= 0 ? item_name(g, p, p->replaces) : "";
    switch (p->where) {
    case RF_PUT_WEAPON_SLOT:
        snprintf(out, n, "%s: equip %s (ammo %d) on weapon slot %d%s%s", who, what, p->ammo,
                 p->slot + 1, p->replaces >= 0 ? ", replacing " : "", old);
        break;
    case RF_PUT_GEAR: snprintf(out, n, "%s: wear %s", who, what); break;
    case RF_PUT_BACKPACK:
        snprintf(out, n, "%s: %s into the backpack%s%s", who, what,
                 p->replaces >= 0 ? " for " : "", old);
        break;
    case RF_PUT_ATTACHMENT: snprintf(out, n, "%s: fit %s on ", who, what); break;
    default: snprintf(out, n, "%s gives %s to %s", legend_name(g, p->from, &w), what, who);
    }
}

/* The level its name prints, where it prints one; -1 where it does not. */
static int printed_level(const char *name)
{
    static const char *const words[] = { "(starting)", "(common)", "(rare)", "(epic)",
                                         "(legendary)" };
    for (int r = 0; r < 5; r++)
        if (strstr(name, words[r])) return r;
    return -1;
}

static int piece_of(unsigned code)
{
    return rf_opt_kind_of(code) == RF_OPT_PLACE ? rf_opt_b(code) & 0xff : rf_opt_b(code);
}

/* What lies where p says the piece goes, in the game h (the piece id or -1). */
static int piece_at(const rf_game *h, const rf_placement *p)
{
    const rf_legend *lg = &h->legend[p->legend];
    switch (p->where) {
    case RF_PUT_WEAPON_SLOT: return lg->weapon[p->slot];
    case RF_PUT_GEAR:
        return lg->gear[p->kind == RF_PUT_HELMET ? RF_GEAR_HELMET
                        : p->kind == RF_PUT_BODY_SHIELD ? RF_GEAR_BODY : RF_GEAR_KNOCKDOWN];
    case RF_PUT_BACKPACK: return lg->pack[p->slot];
    case RF_PUT_ATTACHMENT: return lg->attach[p->slot][p->attach_slot];
    default: return -1;
    }
}

/* The option chosen: its piece lies where p says, what it replaced in the pool. */
static void check_applied(const rf_game *g, unsigned code, const rf_placement *p,
                          const char *where)
{
    static rf_game *h;
    if (!h) h = rf_game_clone(g);
    rf_game_copy(h, g);
    int piece = piece_of(code), old = piece_at(g, p);
    if ((old >= 0 ? g->piece[old].def : -1) != p->replaces)
        fail_msg("%s: %08x replaces item %d, the numbers say %d", where, code,
                 old >= 0 ? g->piece[old].def : -1, p->replaces);
    rf_error err;
    if (rf_choose(h, code, &err) != RF_OK) fail_msg("%s: %s", where, err.message);
    bool there = p->where == RF_PUT_GIFT
                     ? h->piece[piece].where == RF_IN_POOL && h->piece[piece].at == p->legend
                     : piece_at(h, p) == piece;
    if (!there) fail_msg("%s: %08x did not put piece %d where the numbers say", where, code, piece);
    if (old >= 0 && (h->piece[old].where != RF_IN_POOL || h->piece[old].at != p->legend))
        fail_msg("%s: %08x: the replaced piece %d is not in the pool", where, code, old);
}

/* The numbers against the label, the piece and the level its name prints. */
static void check_option(const rf_game *g, const rf_option *o, tally *t, const char *where)
{
    rf_placement p;
    int kind = rf_opt_kind_of(o->code);
    bool described = rf_option_placement(g, o->code, &p);
    bool expected = kind == RF_OPT_EQUIP || kind == RF_OPT_PLACE || kind == RF_OPT_GIVE;
    if (described != expected)
        fail_msg("%s: '%s' (%08x) %s described", where, o->label, o->code,
                 described ? "is" : "is not");
    if (!described) return;
    t->described++;
    char label[160];
    label_of(g, &p, label, sizeof label);
    if (strncmp(o->label, label, strlen(label)) != 0 ||
        (p.where != RF_PUT_ATTACHMENT && strcmp(o->label, label) != 0))
        fail_msg("%s: '%s' (%08x) read as '%s'", where, o->label, o->code, label);
    t->labels++;
    int piece = piece_of(o->code);
    if (g->piece[piece].def != p.item || p.from != g->piece[piece].at)
        fail_msg("%s: '%s': item %d from %d, the piece's %d from %d", where, o->label, p.item,
                 p.from, g->piece[piece].def, g->piece[piece].at);
    int printed = p.kind == RF_PUT_WEAPON ? -1 : printed_level(item_name(g, &p, p.item));
    if (printed >= 0 && printed != p.level)
        fail_msg("%s: '%s': level %d, its name prints %d", where, o->label, p.level, printed);
    check_applied(g, o->code, &p, where);
    t->applied++;
}

/* Codes naming the other squad's pool pieces (hidden, R-STAGE1-2): refused. */
static void check_hidden(const rf_game *g, const rf_game *d, int squad, tally *t,
                         const char *where)
{
    for (int q = 0; q < g->npieces; q++) {
        if (g->piece[q].where != RF_IN_POOL || g->legend[g->piece[q].at].squad == squad) continue;
        int l = g->piece[q].at;
        unsigned codes[] = { (unsigned)RF_OPT_EQUIP << 24 | (unsigned)(l * 2) << 16 | (unsigned)q,
                             (unsigned)RF_OPT_PLACE << 24 | (unsigned)l << 16 |
                                 (unsigned)(q | RF_LOADOUT_PACK << 8),
                             (unsigned)RF_OPT_PLACE << 24 | (unsigned)l << 16 |
                                 (unsigned)(q | RF_LOADOUT_GEAR << 8),
                             (unsigned)RF_OPT_GIVE << 24 | (unsigned)l << 16 | (unsigned)q };
        for (int i = 0; i < 4; i++) {
            rf_placement p;
            if (rf_option_placement(g, codes[i], &p) || rf_option_placement(d, codes[i], &p))
                fail_msg("%s: %08x names the other squad's piece %d and is described", where,
                         codes[i], q);
            t->hidden_refused++;
        }
    }
}

/* Every option reads the same in worlds the deciding seat cannot tell apart. */
static void check_worlds(const rf_game *g, int seat, int n, unsigned long long salt, tally *t,
                         const char *where)
{
    static rf_game *d;
    if (!d) d = rf_game_clone(g);
    for (int k = 0; k < WORLDS; k++) {
        rf_error err;
        if (rf_game_determinize(g, seat, salt * 3 + (unsigned)k, d, &err) != RF_OK)
            fail_msg("%s: %s", where, err.message);
        for (int i = 0; i < n; i++) {
            rf_placement a, b;
            memset(&a, 0, sizeof a);
            memset(&b, 0, sizeof b);
            bool x = rf_option_placement(g, opts[i].code, &a);
            bool y = rf_option_placement(d, opts[i].code, &b);
            if (x != y || memcmp(&a, &b, sizeof a) != 0)
                fail_msg("%s, world %d: '%s' reads otherwise in the world", where, k,
                         opts[i].label);
        }
        int squad = g->stack[g->nframes - 1].loadout.squad;
        check_hidden(g, d, squad, t, where);
    }
}

static void check_state(const rf_game *g, int seat, unsigned long long salt, const char *name,
                        tally *t)
{
    char where[160];
    snprintf(where, sizeof where, "%s, salt %llu, seat %d", name, salt, seat);
    int n = rf_options(g, opts, RF_MAX_OPTIONS);
    for (int i = 0; i < n; i++) check_option(g, &opts[i], t, where);
    check_worlds(g, seat, n, salt, t, where);
    t->states++;
}

/* Outside Stage 1 nothing is described, whatever the code. */
static void check_elsewhere(const rf_game *g, const char *name)
{
    int n = rf_options(g, opts, RF_MAX_OPTIONS);
    rf_placement p;
    for (int i = 0; i < n; i++)
        if (rf_option_placement(g, opts[i].code, &p))
            fail_msg("%s: '%s' is described outside Stage 1", name, opts[i].label);
}

typedef struct mode_run { const mode_cfg *mc; unsigned long long seed; tally t; } mode_run;

static bool visit(const rf_game *g, const rf_decision *d, int step, void *ctx)
{
    mode_run *run = ctx;
    if (d->kind == RF_DEC_LOADOUT)
        check_state(g, d->seat, run->seed * 1009 + (unsigned)step, run->mc->name, &run->t);
    else if (step % 7 == 0) check_elsewhere(g, run->mc->name);
    return run->t.states < STATES;
}

/* pools: whether the mode set's Stage 1 deals pools (TDM's and CTF's flips
 * the loadout boards instead, TDM-7: nothing of theirs is described). */
static void check_mode(const mode_cfg *mc, bool pools)
{
    mode_run run;
    memset(&run, 0, sizeof run);
    run.mc = mc;
    for (run.seed = 1; run.t.states < STATES && run.seed < 200; run.seed++)
        play_mode_game(mc, run.seed * 104729 + (unsigned long long)mc->mode, run.seed, 400, visit,
                       &run);
    const tally *t = &run.t;
    printf("placement: %-52s %4ld states, %5ld options described (labels %ld, chosen %ld), "
           "%ld hidden codes refused\n", mc->name, t->states, t->described, t->labels, t->applied,
           t->hidden_refused);
    fflush(stdout);
    assert_true(t->states >= STATES);
    assert_true(pools ? t->described > 0 : t->described == 0);
}

/* covers: STAGE1-3 STAGE1-4 STAGE1-5 STAGE1-6 R-STAGE1-2 GEAR-3 TDM-7 */
static void test_STAGE1_placement_br_draft(void **s) { (void)s; check_mode(&modes[1], true); }
static void test_STAGE1_placement_br_modules(void **s) { (void)s; check_mode(&modes[2], true); }
static void test_STAGE1_placement_assn(void **s) { (void)s; check_mode(&modes[3], true); }
static void test_STAGE1_placement_assn_gunrun(void **s) { (void)s; check_mode(&modes[4], true); }
/* TDM and CTF without Gun Run (mode_games.h's play it). */
static const mode_cfg tdm = { "TDM (ring)", RF_MODE_TDM, RF_MODULE_BIT(RF_MOD_RING),
                              RF_START_STAGES, 2, "heuristic", "random" };
static const mode_cfg ctf = { "CTF", RF_MODE_CTF, 0, RF_START_STAGES, 3, "heuristic", "heuristic" };
static void test_STAGE1_placement_tdm(void **s) { (void)s; check_mode(&tdm, false); }
static void test_STAGE1_placement_ctf(void **s) { (void)s; check_mode(&ctf, false); }
static void test_STAGE1_placement_champ_drafted(void **s) { (void)s; check_mode(&modes[7], true); }
static void test_STAGE1_placement_champ_staged(void **s) { (void)s; check_mode(&modes[8], true); }

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_STAGE1_placement_br_draft),
        cmocka_unit_test(test_STAGE1_placement_br_modules),
        cmocka_unit_test(test_STAGE1_placement_assn),
        cmocka_unit_test(test_STAGE1_placement_assn_gunrun),
        cmocka_unit_test(test_STAGE1_placement_tdm),
        cmocka_unit_test(test_STAGE1_placement_ctf),
        cmocka_unit_test(test_STAGE1_placement_champ_drafted),
        cmocka_unit_test(test_STAGE1_placement_champ_staged),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
