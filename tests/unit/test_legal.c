/*
 * test_legal.c — the engine's shortcuts agree with the listings they stand
 * in for (engine.h, rf_frame_shortcuts): on every state of many seeded
 * matches, a code is legal for rf_choose exactly when the pending
 * decision's options list it (every listed code, and codes near them,
 * codes of earlier decisions and random codes: a property test), and
 * rf_pending_brief gives rf_pending's seat, kind and legend. An illegal
 * code is still refused with the listing's count and the prompt, and the
 * game is unchanged.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "rules/engine/engine.h"
#include "rules/legends/care_package.h"
#include "rules/modes/equip/equip.h"
#include "rules/modes/ctf/ctf.h"
#include "rules/modules/deployment/modules.h"
#include "rules/modules/gun_run/gunrun.h"

#define HISTORY 256

/* A match as `ringfall play` starts it (draft, Stage 1, Stage 2, the Ring),
 * from Stage 1 on, or on the map (the squads at the ends of the road); in
 * a mode, with modules (RF_MODULE_BIT bits; the Ring unless ring is false). */
typedef struct match_kind {
    int size, start, mode;
    unsigned modules;
    bool ring;
    bool own;          /* as ringfall play: a draft from every legend, own decks and abilities */
} match_kind;

/* The full match with each legend's own deck and ability cards (ABIL-1),
 * drafted from every legend (DRAFT-6); Champions 2 against 4 (CHAMP-1). */
static rf_setup own_setup(unsigned long long seed, match_kind k)
{
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.start = RF_START_DRAFT;
    s.squad_size = k.size;
    if (k.mode == RF_MODE_CHAMP) {
        s.squad_sizes[0] = 2;
        s.squad_sizes[1] = 4;
    }
    const char *name;
    for (int i = 0; (name = rf_draft_pool_legend(i)); i++) {
        rf_setup_legend *l = &s.legend[s.nlegends++];
        snprintf(l->name, sizeof l->name, "%s", name);
        l->squad = i % 2;
        snprintf(l->deck, sizeof l->deck, "*");
        snprintf(l->abilities, sizeof l->abilities, "*");
    }
    s.mode = k.mode;
    s.modules = k.modules;
    s.ring = k.ring;
    s.seed = seed;
    return s;
}

static rf_setup match_setup(unsigned long long seed, match_kind k)
{
    if (k.own) return own_setup(seed, k);
    static const char *names[6] = { "Bangalore", "Wraith", "Lifeline", "Gibraltar", "Bloodhound",
                                    "Pathfinder" };
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.start = k.start;
    s.squad_size = k.size;
    s.nlegends = 2 * k.size;
    for (int i = 0; i < 2 * k.size; i++) {
        snprintf(s.legend[i].name, sizeof s.legend[i].name, "%s", names[i]);
        s.legend[i].squad = i / k.size;
        s.legend[i].x = 7 + i % k.size;
        s.legend[i].y = i < k.size ? 1 : 14;
        snprintf(s.legend[i].deck, sizeof s.legend[i].deck, "placeholder");
    }
    s.mode = k.mode;
    s.modules = k.modules;
    s.ring = k.ring;
    s.seed = seed;
    return s;
}

typedef struct prop {
    uint64_t rng;
    uint32_t history[HISTORY];     /* codes listed at earlier decisions */
    int nhistory;
    long checked, legal;           /* codes checked, how many of them legal */
    long chairs, later;            /* squad decisions' chairs checked, how many past member 0 */
    long frames[FR_COUNT];         /* decisions checked, by the top frame's type */
    long parts[9];                 /* ... whose listing held a plug-in's part (plug_parts) */
} prop;

static uint32_t next(prop *p)
{
    p->rng ^= p->rng << 13;
    p->rng ^= p->rng >> 7;
    p->rng ^= p->rng << 17;
    return (uint32_t)(p->rng >> 16);
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

static void check_code(prop *p, const rf_game *g, const uint32_t *sorted, int n, uint32_t code)
{
    bool listed = bsearch(&code, sorted, (size_t)n, sizeof *sorted, cmp_u32) != NULL;
    bool legal = engine_choice_legal(g, code);
    if (legal != listed) {
        rf_decision d;
        rf_pending(g, &d);
        fail_msg("code %08x: legal %d but listed %d, for: %s", code, legal, listed, d.prompt);
    }
    p->checked++;
    p->legal += legal;
}

/* Codes near a listed one: another kind, a or b off by one or with a bit
 * flipped, a and b swapped. */
static void check_near(prop *p, const rf_game *g, const uint32_t *sorted, int n, uint32_t c)
{
    uint32_t kind = c >> 24, a = (c >> 16) & 0xff, b = c & 0xffff;
    uint32_t near[] = {
        (kind + 1) << 24 | (c & 0xffffff), (kind - 1) << 24 | (c & 0xffffff),
        (next(p) % 48) << 24 | (c & 0xffffff),
        c + (1u << 16), c - (1u << 16), c ^ (1u << (16 + next(p) % 8)), c & 0xff00ffff,
        c + 1, c - 1, c ^ (1u << (next(p) % 16)), c & 0xffff0000, c ^ 0x100,
        kind << 24 | (b & 0xff) << 16 | a,
    };
    for (size_t i = 0; i < sizeof near / sizeof *near; i++) check_code(p, g, sorted, n, near[i]);
}

/* R-PLAYERS-1: a squad's decision of no one legend (which legend
 * activates, ACT-1; which enters from which edge, TDM-8, CTF-7) names its
 * member by the frame's chair shortcut, without the listing: the same
 * member as the whole listing gives, asked for both squads (the one not
 * deciding gets 0 from both). */
static void check_chair(prop *p, const rf_game *g, const rf_decision *brief)
{
    if (brief->kind != RF_DEC_ACTIVATE && brief->kind != RF_DEC_ENTRANCE) return;
    for (int sq = 0; sq < 2; sq++) {
        int want = engine_squad_chair_listed(g, sq);
        assert_int_equal(engine_pending_chair(g, sq), want);
        p->chairs++;
        p->later += want > 0;
    }
}

static void check_state(prop *p, const rf_game *g)
{
    static uint32_t codes[RF_MAX_OPTIONS], sorted[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    assert_true(n > 0 && n <= RF_MAX_OPTIONS);
    memcpy(sorted, codes, (size_t)n * sizeof *codes);
    qsort(sorted, (size_t)n, sizeof *sorted, cmp_u32);
    for (int i = 0; i < n; i++) {
        check_code(p, g, sorted, n, codes[i]);
        if (n <= 64 || next(p) % (unsigned)(n / 32) == 0) check_near(p, g, sorted, n, codes[i]);
    }
    for (int i = 0; i < p->nhistory && i < HISTORY; i++) check_code(p, g, sorted, n, p->history[i]);
    for (int i = 0; i < 8; i++) check_code(p, g, sorted, n, next(p));
    for (int i = 0; i < 4; i++) p->history[(p->nhistory++) % HISTORY] = codes[next(p) % (unsigned)n];
    p->frames[g->stack[g->nframes - 1].type]++;

    rf_decision d, brief;
    assert_true(rf_pending(g, &d));
    assert_true(rf_pending_brief(g, &brief));
    assert_int_equal(brief.seat, d.seat);
    assert_int_equal(brief.kind, d.kind);
    assert_int_equal(brief.legend, d.legend);
    assert_int_equal(brief.member, d.member);
    assert_string_equal(brief.prompt, "");
    check_chair(p, g, &brief);
}

/* rf_choose refuses an illegal code with the listing's count and the
 * prompt, and changes nothing. */
static void check_refused(prop *p, rf_game *g)
{
    uint32_t code;
    do code = next(p); while (engine_choice_legal(g, code));
    rf_decision d;
    rf_pending(g, &d);
    int n = rf_option_codes(g, NULL, 0);
    char want[400];
    snprintf(want, sizeof want, "option %08x is not one of the %d legal options for: %s", code, n,
             d.prompt);
    unsigned long long before = rf_game_hash(g);
    rf_error err;
    memset(&err, 0, sizeof err);
    assert_int_equal(rf_choose(g, code, &err), RF_E_ILLEGAL);
    assert_non_null(strstr(err.message, want));
    assert_true(rf_game_hash(g) == before);
}

/* A seeded match between two bots, check called at each decision. */
static void play_each(prop *p, unsigned long long seed, match_kind k, const char *red,
                      const char *blue, void (*check)(prop *p, rf_game *g, int step))
{
    rf_setup s = match_setup(seed, k);
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err) != RF_OK) fail_msg("%s", err.message);
    rf_bot *bot[2] = { rf_bot_new(red, seed * 2 + 1), rf_bot_new(blue, seed * 2 + 2) };
    rf_decision d;
    for (int step = 0; rf_pending_brief(g, &d); step++) {
        check(p, g, step);
        if (rf_choose(g, rf_bot_choose(bot[d.seat], g), &err) != RF_OK) fail_msg("%s", err.message);
    }
    rf_bot_free(bot[0]);
    rf_bot_free(bot[1]);
    rf_game_free(g);
}

static void check_step(prop *p, rf_game *g, int step)
{
    check_state(p, g);
    if (step % 40 == 0) check_refused(p, g);
}

static void play_checked(prop *p, unsigned long long seed, match_kind k, const char *red,
                         const char *blue)
{
    play_each(p, seed, k, red, blue, check_step);
}

/* Every mode with the modules it allows (MOD-4), as ringfall play starts
 * them (own decks and abilities). */
static const match_kind every_mode[] = {
    { 3, RF_START_DRAFT, RF_MODE_BR, 0, true, true },
    { 2, RF_START_DRAFT, RF_MODE_BR, RF_MODULE_BIT(RF_MOD_DROPS) | RF_MODULE_BIT(RF_MOD_EVENTS), true, true },
    { 2, RF_START_DRAFT, RF_MODE_BR, RF_MODULE_BIT(RF_MOD_HEAT) | RF_MODULE_BIT(RF_MOD_REPLICATOR), false, true },
    { 3, RF_START_DRAFT, RF_MODE_ASSN, RF_MODULE_BIT(RF_MOD_GUNRUN), true, true },
    { 2, RF_START_DRAFT, RF_MODE_TDM, RF_MODULE_BIT(RF_MOD_EVENTS), true, true },
    { 2, RF_START_DRAFT, RF_MODE_CHAMP, 0, true, true },
    { 2, RF_START_DRAFT, RF_MODE_CTF, 0, false, true },
    { 2, RF_START_DRAFT, RF_MODE_CTF, RF_MODULE_BIT(RF_MOD_GUNRUN), false, true },
};

static void test_legal_agrees_with_the_listing(void **state)
{
    (void)state;
    prop p = { 0x9e3779b97f4a7c15ull, { 0 }, 0, 0, 0, 0, 0, { 0 }, { 0 } };
    const match_kind br3 = { 3, RF_START_DRAFT, RF_MODE_BR, 0, true, false },
               br2 = { 2, RF_START_STAGES, RF_MODE_BR, 0, true, false },
               assn = { 3, RF_START_DRAFT, RF_MODE_ASSN, 0, true, false },
               tdm = { 2, RF_START_STAGES, RF_MODE_TDM,
                       RF_MODULE_BIT(RF_MOD_HEAT) | RF_MODULE_BIT(RF_MOD_EVENTS), false, false },
               gunrun = { 2, RF_START_MAP, RF_MODE_TDM,
                          RF_MODULE_BIT(RF_MOD_GUNRUN) | RF_MODULE_BIT(RF_MOD_EVENTS), true, false },
               ctf = { 2, RF_START_STAGES, RF_MODE_CTF, 0, false, false },
               drops = { 3, RF_START_DRAFT, RF_MODE_BR,
                         RF_MODULE_BIT(RF_MOD_DROPS) | RF_MODULE_BIT(RF_MOD_REPLICATOR), true, false },
               assn_gunrun = { 3, RF_START_DRAFT, RF_MODE_ASSN, RF_MODULE_BIT(RF_MOD_GUNRUN), true, false };
    for (unsigned long long seed = 1; seed <= 8; seed++) play_checked(&p, seed, br3, "random", "random");
    for (unsigned long long seed = 11; seed <= 14; seed++) play_checked(&p, seed, br2, "random", "random");
    for (unsigned long long seed = 21; seed <= 23; seed++)
        play_checked(&p, seed, br3, "heuristic", "random");
    play_checked(&p, 31, br3, "heuristic", "heuristic");
    play_checked(&p, 41, assn, "heuristic", "random");
    play_checked(&p, 42, assn, "random", "random");
    play_checked(&p, 51, tdm, "random", "heuristic");
    play_checked(&p, 61, gunrun, "random", "random");
    play_checked(&p, 71, ctf, "heuristic", "random");
    play_checked(&p, 81, drops, "random", "random");
    play_checked(&p, 82, drops, "heuristic", "random");
    play_checked(&p, 91, assn_gunrun, "random", "random");
    /* the test can fail both ways: many legal codes and many illegal ones */
    assert_true(p.legal > 10000 && p.checked - p.legal > 100000);
    assert_true(p.chairs > 1000 && p.later > 100);    /* and chairs past member 0 (ACT-1, TDM-8) */
}

/* The game as ringfall play starts it, in every mode with the modules it
 * allows (MOD-4): legends' abilities (ABIL-3 … ABIL-11: the activation's
 * "use" and every place of a miniature), Champions' and Capture the
 * Flag's own decisions. */
static void test_legal_agrees_with_the_listing_own_decks_every_mode(void **state)
{
    (void)state;
    prop p = { 0x2545f4914f6cdd1dull, { 0 }, 0, 0, 0, 0, 0, { 0 }, { 0 } };
    for (size_t i = 0; i < sizeof every_mode / sizeof *every_mode; i++)
        for (unsigned long long seed = 1; seed <= 3; seed++)
            play_checked(&p, 100 * (i + 1) + seed, every_mode[i], seed == 3 ? "heuristic" : "random",
                         "random");
    assert_true(p.legal > 10000 && p.checked - p.legal > 100000);
    assert_true(p.chairs > 1000 && p.later > 100);
}

/* The Shoot's decisions, every code near them: the target and the weapon
 * (SHOOT-3 … SHOOT-5, WEAPON-15: the special action's own weapon), the
 * Enhanced Shoot window (ENHANCE-1, ENHANCE-2) and the reactions (REACT-2 …
 * REACT-5, CHAMP-20's face-up card). Random play meets them a few times a
 * match, always with both weapons loaded and never a special action's
 * Shoot, and the property test above tries a dozen codes around each
 * listed one: a check wrong in one case (a legend reacting twice in a
 * step, a squadmate's card without "Squad", an empty weapon, another
 * weapon than the special action's) passed it. Here every code of the
 * Shoot's kinds with a and b below 16 is checked at each such decision,
 * and again on copies of the state with one weapon empty, with the Shoot a
 * special action's (its weapon only), and with one legend of the target's
 * squad having reacted already in the step. */
typedef struct shoot_seen {
    long decisions[RF_DEC_QUEUE + 1];   /* Shoot decisions met, by kind */
    long reacted;                       /* reaction decisions after a reaction in the step */
    long mates;                         /* reaction decisions listing a squadmate's card */
    long variants;                      /* states edited from them, checked too */
} shoot_seen;

static void check_shoot_codes(prop *p, const rf_game *g)
{
    static uint32_t codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    qsort(codes, (size_t)n, sizeof *codes, cmp_u32);
    static const int kinds[] = { OPT_TARGET, OPT_WEAPON, OPT_CARD, OPT_REACT, OPT_DONE, OPT_FEAT };
    for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++)
        for (int a = 0; a < 16; a++)
            for (int b = 0; b < 16; b++) check_code(p, g, codes, n, engine_code(kinds[k], a, b));
}

static void count_shoot(shoot_seen *seen, const rf_game *g, const rf_frame *f)
{
    rf_decision d;
    rf_pending(g, &d);
    seen->decisions[d.kind]++;
    if (d.kind != RF_DEC_REACTION) return;
    static uint32_t codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    bool mate = false;
    for (int i = 0; i < n; i++)
        mate |= engine_code_kind(codes[i]) == OPT_REACT && engine_code_a(codes[i]) != f->target;
    seen->mates += mate;
    seen->reacted += (f->shoot.shot.reacted_before | f->shoot.shot.reacted_after) != 0;
}

/* The state edited on a copy: weapon slot w empty (SHOOT-5), or the Shoot
 * one of weapon w's special action (WEAPON-15), or legend w having reacted
 * in this step (REACT-5). */
enum shoot_edit { EDIT_EMPTY, EDIT_SPECIAL, EDIT_REACTED };

static void check_edited(prop *p, const rf_game *g, shoot_seen *seen, int edit, int w)
{
    static _Thread_local rf_game *copy;
    if (!copy) copy = rf_game_clone(g);
    rf_game_copy(copy, g);
    rf_frame *f = &copy->stack[copy->nframes - 1];
    if (edit == EDIT_EMPTY) copy->legend[f->legend].ammo[w] = 0;
    if (edit == EDIT_SPECIAL) f->shoot.slot = (int8_t)(w + 1);
    if (edit == EDIT_REACTED) {                    /* the step's own one counts: set both */
        f->shoot.shot.reacted_before |= (uint8_t)(1u << w);
        f->shoot.shot.reacted_after |= (uint8_t)(1u << w);
    }
    check_shoot_codes(p, copy);
    seen->variants++;
}

static void check_shoot_state(prop *p, const rf_game *g, shoot_seen *seen)
{
    const rf_frame *f = &g->stack[g->nframes - 1];
    if (f->type != FR_SHOOT) return;
    check_shoot_codes(p, g);
    count_shoot(seen, g, f);
    rf_decision d;
    rf_pending_brief(g, &d);
    for (int w = 0; d.kind == RF_DEC_WEAPON && w < RF_WEAPON_SLOTS; w++) {
        check_edited(p, g, seen, EDIT_EMPTY, w);
        check_edited(p, g, seen, EDIT_SPECIAL, w);
    }
    for (int l = 0; d.kind == RF_DEC_REACTION && l < g->nlegends; l++)
        if (g->legend[l].squad == g->legend[f->target].squad) check_edited(p, g, seen, EDIT_REACTED, l);
}

static void test_legal_shoot_every_code(void **state)
{
    (void)state;
    prop p = { 0x853c49e6748fea9bull, { 0 }, 0, 0, 0, 0, 0, { 0 }, { 0 } };
    shoot_seen seen;
    memset(&seen, 0, sizeof seen);
    const match_kind kinds[] = {
        { 3, RF_START_DRAFT, RF_MODE_BR, 0, true, true },
        { 2, RF_START_DRAFT, RF_MODE_CHAMP, 0, true, true },
        { 2, RF_START_DRAFT, RF_MODE_TDM, 0, true, true },
    };
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
        for (unsigned long long seed = 1; seed <= 12; seed++) {
            rf_setup s = match_setup(500 + 100 * i + seed, kinds[i]);
            rf_game *g = NULL;
            rf_error err;
            if (rf_game_new(tu_content(), tu_crossroads(), &s, &g, &err) != RF_OK)
                fail_msg("%s", err.message);
            rf_bot *bot[2] = { rf_bot_new("random", seed * 2 + 1), rf_bot_new("random", seed * 2 + 2) };
            rf_decision d;
            while (rf_pending_brief(g, &d)) {
                check_shoot_state(&p, g, &seen);
                if (rf_choose(g, rf_bot_choose(bot[d.seat], g), &err) != RF_OK) fail_msg("%s", err.message);
            }
            rf_bot_free(bot[0]);
            rf_bot_free(bot[1]);
            rf_game_free(g);
        }
    print_message("shoot decisions: target %ld, weapon %ld, enhance %ld, reaction %ld (after a "
                  "reaction %ld, a squadmate's card %ld); edited copies %ld; codes %ld, legal %ld\n",
                  seen.decisions[RF_DEC_TARGET], seen.decisions[RF_DEC_WEAPON],
                  seen.decisions[RF_DEC_CARD], seen.decisions[RF_DEC_REACTION], seen.reacted,
                  seen.mates, seen.variants, p.checked, p.legal);
    /* each case the checks must tell apart was met often enough to fail */
    assert_true(seen.decisions[RF_DEC_TARGET] > 100 && seen.decisions[RF_DEC_WEAPON] > 100);
    assert_true(seen.decisions[RF_DEC_CARD] > 20 && seen.decisions[RF_DEC_REACTION] > 100);
    assert_true(seen.reacted > 10 && seen.mates > 10);
}

/* The frames whose legal shortcuts were added in the twelfth pass (b)
 * and the thirteenth (c) (issue 14; docs/performance.md), and the kinds
 * of option each lists:
 * every code of those kinds is checked at every decision of the frame.
 * least: how many decisions of the frame the matches below must meet, so
 * that a wrong shortcut is seen (a frame met rarely would pass anything). */
typedef struct frame_kinds {
    int type, least;
    int kinds[6], nkinds;
    bool common;       /* met at most decisions: checked there, not followed ahead */
} frame_kinds;

static const frame_kinds frames_checked[] = {
    /* MELEE-1, ACT-11; DESTROY-1 … DESTROY-4; RESP-4, CTF-14; LOOT-4; INTERACT-1 */
    { FR_MELEE, 40, { OPT_MELEE_TARGET, OPT_PUSH_LAND, OPT_DONE }, 3, false },
    { FR_DESTROY, 40, { OPT_DESTROY_HOW, OPT_DESTROY_TARGET, OPT_DONE }, 3, false },
    { FR_RESPAWN, 40, { OPT_REACT, OPT_DONE, OPT_BEACON, OPT_RESPAWN_AT }, 4, false },
    { FR_DROP, 40, { OPT_DROP_AT }, 1, false },
    { FR_INTERACT, 40, { OPT_BIN, OPT_FIT, OPT_UNFIT, OPT_DONE, OPT_FLAG }, 5, false },
    /* CHAMP-10, CHAMP-11; TDM-7, TDM-8, CTF-8 */
    { FR_CHAMP_START, 40, { OPT_KITTED, OPT_FEAT, OPT_CHAMP_AT }, 3, false },
    { FR_MODE_START, 40, { OPT_FLIP, OPT_SIDE, OPT_BASE }, 3, false },
    /* the activation's kinds of WEAPON-15, ASSN-9, CHAMP-19, REPL-6 … REPL-10 */
    { FR_ACTIVATION, 40,
      { OPT_WEAPON_ACTION, OPT_ROLE, OPT_FEAT, OPT_CRAFT, OPT_CRAFT_PICK, OPT_CRAFT_DROP }, 6, true },
    { FR_COMBINED, 40, { OPT_PART }, 1, true },                                   /* ACT-11 */
    { FR_MOVE, 40, { OPT_RUSH }, 1, true },                                   /* EX-RUSH-1 */
    { FR_ROLE, 20, { OPT_ROLE, OPT_DONE }, 2, false },                    /* ASSN-6, ASSN-8 */
    { FR_QUEUE, 20, { OPT_QUEUE }, 1, false },                                /* GUNRUN-7 */
    { FR_SUPPLY_LAND, 5, { OPT_MOVE_TO }, 1, false },                          /* DROP-7 */
    { FR_CHAMP_FEAT, 40, { OPT_FEAT }, 1, false },                            /* CHAMP-18 */
    /* EQUIP-5, EQUIP-7, TDM-10, CHAMP-14 */
    { FR_EQUIP, 20, { OPT_LOCK_SPACE, OPT_FLIP, OPT_KITTED, OPT_DONE }, 4, false },
    /* INTERACT-4 (3), WEAPON-4 … WEAPON-7; EX-EQUIP-1 (Loba's Thief's Artistry) */
    { FR_RECEIVE_WEAPON, 40, { OPT_PICK_WEAPON, OPT_WEAPON_DO }, 2, false },
    { FR_GIVE_LOOT, 10, { OPT_GIVE }, 1, false },
    /* DRAFT-2, DRAFT-6, STAGE2-4, STAGE2-6, STAGE2-12 */
    { FR_MATCH, 40, { OPT_COLOUR, OPT_DRAFT, OPT_SIDE, OPT_ENTER, OPT_AMMO }, 5, false },
};

/* The plug-ins' parts of the activation's and the Interact's listings,
 * checked by their legal hooks (plugin.h: card_legal, loot_legal,
 * interact_legal): how many checked decisions must have listed one of
 * the part's codes (kind, and a bit of a when abit is not 0), so that a
 * wrong hook is seen in the mode or module where it lists. */
typedef struct plug_part {
    int type, kind, abit, least;
    const char *what;
} plug_part;

static const plug_part plug_parts[] = {
    { FR_ACTIVATION, OPT_ROLE, 0, 20, "a role card (ASSN-9)" },
    { FR_ACTIVATION, OPT_FEAT, 0, 20, "a champion card (CHAMP-19)" },
    { FR_ACTIVATION, OPT_CRAFT, 0, 5, "crafting (REPL-10)" },
    { FR_ACTIVATION, OPT_CRAFT_PICK, 0, 5, "a crafting marker picked up (REPL-7)" },
    { FR_ACTIVATION, OPT_CRAFT_DROP, 0, 5, "a crafting marker dropped (REPL-6)" },
    { FR_INTERACT, OPT_FLAG, 0, 10, "a flag taken or delivered (CTF-9, CTF-10)" },
    { FR_INTERACT, OPT_BIN, RF_DROP_OPT, 5, "a supply drop opened (DROP-9)" },
    { FR_INTERACT, OPT_BIN, RF_PACKAGE_OPT, 5, "a Care Package (INTERACT-5)" },
    { FR_MELEE, OPT_PUSH_LAND, 0, 20, "where a pushed legend lands (PUSH-4)" },
};

static void count_parts(prop *p, int type, const uint32_t *codes, int n)
{
    for (size_t k = 0; k < sizeof plug_parts / sizeof *plug_parts; k++) {
        const plug_part *pp = &plug_parts[k];
        for (int i = 0; i < n && pp->type == type; i++)
            if (engine_code_kind(codes[i]) == pp->kind &&
                (!pp->abit || (engine_code_a(codes[i]) & pp->abit))) {
                p->parts[k]++;
                break;
            }
    }
}

static const frame_kinds *frame_checked(int type)
{
    for (size_t i = 0; i < sizeof frames_checked / sizeof *frames_checked; i++)
        if (frames_checked[i].type == type) return &frames_checked[i];
    return NULL;
}

/* A kind whose b is a space (cell index) is tried on every value up to
 * the largest board's cells and a below 10; one whose b is a piece on
 * every piece and a below 34 (CHAMP-14's a: 8 + weapon slot, 16, 32);
 * the others with a below 34 (legends, overlay objects, weapon slots) and
 * b below 16 (hand cards). */
static bool kind_on_space(int kind)
{
    return kind == OPT_PUSH_LAND || kind == OPT_DROP_AT || kind == OPT_RESPAWN_AT || kind == OPT_MOVE_TO ||
           kind == OPT_BEACON || kind == OPT_CHAMP_AT || kind == OPT_CRAFT_PICK ||
           kind == OPT_CRAFT_DROP;
}

static bool kind_on_piece(int kind)
{
    return kind == OPT_KITTED || kind == OPT_PICK_WEAPON || kind == OPT_GIVE;
}

static void check_kind_codes(prop *p, const rf_game *g, const uint32_t *sorted, int n, int kind)
{
    int amax = kind_on_space(kind) ? 10 : 34;
    int bmax = kind_on_space(kind) ? GEO_MAX_CELLS + 2 : kind_on_piece(kind) ? RF_MAX_PIECES + 2 : 16;
    for (int a = 0; a < amax; a++)
        for (int b = 0; b < bmax; b++) check_code(p, g, sorted, n, engine_code(kind, a, b));
}

/* OPT_BIN's plug-in objects: a supply drop (a RF_DROP_OPT | drop, DROP-9)
 * and a Care Package's token (a RF_PACKAGE_OPT, b a piece, INTERACT-5),
 * and a few a beyond each, every piece. */
static void check_bin_objects(prop *p, const rf_game *g, const uint32_t *sorted, int n)
{
    static const int base[] = { RF_DROP_OPT, RF_PACKAGE_OPT, RF_DROP_OPT | RF_PACKAGE_OPT };
    for (size_t i = 0; i < sizeof base / sizeof *base; i++)
        for (int a = base[i]; a < base[i] + RF_DROPS + 2; a++)
            for (int b = 0; b < RF_MAX_PIECES + 2; b++)
                check_code(p, g, sorted, n, engine_code(OPT_BIN, a, b));
}

static void check_kinds(prop *p, const rf_game *g, const frame_kinds *fk)
{
    static uint32_t sorted[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, sorted, RF_MAX_OPTIONS);
    qsort(sorted, (size_t)n, sizeof *sorted, cmp_u32);
    count_parts(p, fk->type, sorted, n);
    for (int k = 0; k < fk->nkinds; k++) {
        check_kind_codes(p, g, sorted, n, fk->kinds[k]);
        if (fk->kinds[k] == OPT_BIN) check_bin_objects(p, g, sorted, n);
    }
}

/* A copy of g to edit (one for all the edited copies below). */
static rf_game *fresh_copy(const rf_game *g)
{
    static _Thread_local rf_game *copy;
    if (!copy) copy = rf_game_clone(g);
    rf_game_copy(copy, g);
    return copy;
}

/* Capture the Flag's Interact, which random play rarely brings next to a
 * flag: an enemy flag dropped on the legend's space (CTF-13, CTF-9), or
 * the legend carrying one with its squad's team token there (CTF-10). */
static void check_flag_copies(prop *p, const rf_game *g, const frame_kinds *fk)
{
    const rf_frame *f = &g->stack[g->nframes - 1];
    if (f->type != FR_INTERACT || g->mode != RF_MODE_CTF) return;
    int l = f->legend, squad = g->legend[l].squad, flag = (squad ^ 1) * 2;
    if (!g->legend[l].on_map || ctf_carried(g, l) >= 0) return;
    int16_t cell = (int16_t)geo_cell_index(g->legend[l].pos);
    for (int carried = 0; carried < 2; carried++) {
        rf_game *copy = fresh_copy(g);
        copy->ctf.flag_where[flag] = carried ? RF_FLAG_CARRIED : RF_FLAG_MAP;
        copy->ctf.flag_at[flag] = carried ? (int16_t)l : cell;
        if (carried) copy->ctf.token_at[squad * 2] = cell;
        check_kinds(p, copy, fk);
    }
}

/* An Interact after an object was used (INTERACT-1 (a): a bin, a drop, a
 * package or a flag; fitting attachments goes on): random play takes the
 * object before it finishes, and rarely with another one within reach. */
static void check_used_copy(prop *p, const rf_game *g, const frame_kinds *fk)
{
    if (g->stack[g->nframes - 1].type != FR_INTERACT) return;
    rf_game *copy = fresh_copy(g);
    copy->stack[copy->nframes - 1].interact.done |= 1;
    check_kinds(p, copy, fk);
}

/* PUSH-4's landing, which random play does not reach in these matches (a
 * push onto an occupied lower space): at a Melee Attack's choice, each
 * target listed pushed onto the attacker's space or its own, both
 * occupied, its seat to choose a free space next to it. */
static void check_landing_copies(prop *p, const rf_game *g, const frame_kinds *fk)
{
    const rf_frame *f = &g->stack[g->nframes - 1];
    if (f->type != FR_MELEE || f->step != RF_MELEE_TARGET) return;
    for (int t = 0; t < g->nlegends; t++)
        for (int onto = 0; onto < 2; onto++) {
            if (!engine_choice_legal(g, engine_code(OPT_MELEE_TARGET, t, 0))) continue;
            rf_game *copy = fresh_copy(g);
            rf_frame *top = &copy->stack[copy->nframes - 1];
            top->step = RF_MELEE_LAND;
            top->target = (int8_t)t;
            top->melee.lower = (int16_t)geo_cell_index(g->legend[onto ? t : f->legend].pos);
            check_kinds(p, copy, fk);
        }
}

/* A supply bin with two lock tokens taken off already (TDM-10, CHAMP-14:
 * "up to 2"), the card flipped or the fully kitted cards drawn; a Gun Run
 * weapon queue with an empty place (GUNRUN-7: it is refilled at once). */
static void check_bin_queue_copies(prop *p, const rf_game *g, const frame_kinds *fk)
{
    static const int16_t bins[] = { 2, 4, 6 };
    const rf_frame *f = &g->stack[g->nframes - 1];
    bool bin = f->type == FR_EQUIP && f->equip.job == RF_EQ_BIN, queue = f->type == FR_QUEUE;
    for (int i = 0; i < (bin ? 3 : queue ? RF_KIT_QUEUE : 0); i++) {
        rf_game *copy = fresh_copy(g);
        rf_frame *top = &copy->stack[copy->nframes - 1];
        if (bin) top->equip.bin |= bins[i];
        else copy->gunrun.queue[copy->legend[f->legend].squad][i] = -1;
        check_kinds(p, copy, fk);
    }
}

/* States random play rarely or never reaches, on copies (above). */
static void check_edited_copies(prop *p, const rf_game *g, const frame_kinds *fk)
{
    check_bin_queue_copies(p, g, fk);
    check_flag_copies(p, g, fk);
    check_used_copy(p, g, fk);
    check_landing_copies(p, g, fk);
}

static void check_frame_codes(prop *p, const rf_game *g)
{
    const rf_frame *f = &g->stack[g->nframes - 1];
    const frame_kinds *fk = frame_checked(f->type);
    if (!fk) return;
    /* past 1,000 decisions of a frame (Interact, Champions' start), one in
     * 8 at random, past 4,000 (activations, combined actions) one in 256:
     * the test's time, not its reach, is what grows */
    long met = p->frames[fk->type];
    if ((met >= 1000 && next(p) % 8 != 0) || (met >= 4000 && next(p) % 32 != 0)) return;
    check_kinds(p, g, fk);
    check_edited_copies(p, g, fk);
    p->frames[fk->type]++;
}

/* Random play meets some of these frames rarely (a Melee Attack a few
 * times in ten matches): so every option of a state with few options is
 * also tried on a copy, and while the copy's top frame is one of them its
 * codes are checked and a random listed one chosen (the frame's later
 * steps: where a pushed legend lands, the second target, the space after
 * the instant). The states are the game's own, one choice ahead. */
static bool rare(const rf_game *g)
{
    const frame_kinds *fk = frame_checked(g->stack[g->nframes - 1].type);
    return fk && !fk->common;
}

static void check_ahead(prop *p, const rf_game *g, uint32_t code)
{
    static _Thread_local rf_game *copy;
    if (!copy) copy = rf_game_clone(g);
    rf_game_copy(copy, g);
    rf_error err;
    if (rf_choose(copy, code, &err) != RF_OK) fail_msg("%s", err.message);
    static uint32_t codes[RF_MAX_OPTIONS];
    for (int step = 0; step < 4 && !copy->over && copy->nframes && rare(copy); step++) {
        check_frame_codes(p, copy);
        int n = rf_option_codes(copy, codes, RF_MAX_OPTIONS);
        if (rf_choose(copy, codes[next(p) % (unsigned)n], &err) != RF_OK) fail_msg("%s", err.message);
    }
}

static void check_options_ahead(prop *p, const rf_game *g)
{
    uint32_t codes[32];
    int n = rf_option_codes(g, codes, 32);
    for (int i = 0; n <= 32 && i < n; i++) check_ahead(p, g, codes[i]);
}

/* The state's own decision too: a frame met after a state of many
 * options (the modes' entry after an entry Move) is not tried ahead. */
static void check_ahead_step(prop *p, rf_game *g, int step)
{
    (void)step;
    check_frame_codes(p, g);
    check_options_ahead(p, g);
}

/* Every code of the new shortcuts' kinds, at every decision of their
 * frames, in every mode with modules (the property test above tries a
 * dozen codes around each listed one and meets these frames a few times a
 * match). */
static void test_legal_frames_every_code(void **state)
{
    (void)state;
    prop p = { 0x94d049bb133111ebull, { 0 }, 0, 0, 0, 0, 0, { 0 }, { 0 } };
    const match_kind from_stage1 = { 2, RF_START_STAGES, RF_MODE_BR, 0, true, false };
    for (unsigned long long seed = 1; seed <= 30; seed++) {
        for (size_t i = 0; i < sizeof every_mode / sizeof *every_mode; i++)
            play_each(&p, 900 + 100 * i + seed, every_mode[i], "random", "random", check_ahead_step);
        play_each(&p, 1800 + seed, from_stage1, "random", "random", check_ahead_step);
    }
    for (size_t i = 0; i < sizeof frames_checked / sizeof *frames_checked; i++) {
        long n = p.frames[frames_checked[i].type];
        print_message("frame %d: %ld decisions, every code of its kinds checked\n",
                      frames_checked[i].type, n);
        assert_true(n >= frames_checked[i].least);
    }
    for (size_t k = 0; k < sizeof plug_parts / sizeof *plug_parts; k++) {
        print_message("frame %d listing %s: %ld decisions\n", plug_parts[k].type,
                      plug_parts[k].what, p.parts[k]);
        assert_true(p.parts[k] >= plug_parts[k].least);
    }
    print_message("codes %ld, legal %ld\n", p.checked, p.legal);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_legal_agrees_with_the_listing),
        cmocka_unit_test(test_legal_agrees_with_the_listing_own_decks_every_mode),
        cmocka_unit_test(test_legal_shoot_every_code),
        cmocka_unit_test(test_legal_frames_every_code),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
