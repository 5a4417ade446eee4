/*
 * test_setup.c — a match's set-up as a whole (rf_game_new, setup.c,
 * modes.c, match.c): the order of its steps (SETUP-1) and each mode's own
 * components at the start of Stage 3 (SETUP-9).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "turn_steps.h"
#include "rules/modes/equip/equip.h"
#include "rules/match/match.h"
#include "rules/engine/pieces.h"

static const rf_map *map_named(const char *id)
{
    static rf_map *maps[4];
    static const char *ids[4];
    for (int i = 0; i < 4; i++) {
        if (ids[i] && strcmp(ids[i], id) == 0) return maps[i];
        if (ids[i]) continue;
        rf_error err;
        if (rf_map_load(tu_content(), id, &maps[i], &err) != RF_OK) fail_msg("%s", err.message);
        ids[i] = id;
        return maps[i];
    }
    fail_msg("too many maps");
    return NULL;
}

/* A match of `mode` from the draft: 3 vs 3 (Champions 2 vs 4) of 7 legends. */
static void draft_setup(rf_setup *s, int mode, unsigned modules, unsigned long long seed)
{
    static const char *const pool[] = { "Bangalore", "Gibraltar", "Wraith", "Bloodhound",
                                         "Lifeline", "Pathfinder", "Loba" };
    memset(s, 0, sizeof *s);
    s->start = RF_START_DRAFT;
    s->mode = mode;
    s->modules = modules;
    s->seed = seed;
    if (mode == RF_MODE_CHAMP) {
        s->squad_sizes[0] = 2;                                             /* CHAMP-1 */
        s->squad_sizes[1] = 4;
    } else {
        s->squad_size = 3;
    }
    for (int k = 0; k < 7; k++) {
        rf_setup_legend *l = &s->legend[s->nlegends++];
        snprintf(l->name, sizeof l->name, "%s", pool[k]);
        snprintf(l->deck, sizeof l->deck, "*");
        snprintf(l->abilities, sizeof l->abilities, "*");
        l->squad = k % 2;
    }
}

/* The refusal of this set-up names `field` and `rule`. */
static void refused_for(const char *map, int mode, unsigned modules, const char *field,
                        const char *rule)
{
    rf_setup s;
    draft_setup(&s, mode, modules, 1);
    rf_error err;
    assert_int_equal(rf_setup_check(tu_content(), map_named(map), &s, &err), RF_E_ARG);
    if (strcmp(err.field, field) != 0 || !strstr(err.message, rule))
        fail_msg("expected %s (%s), got %s: %s", field, rule, err.field, err.message);
}

/* covers: SETUP-1 MOD-4 MAP-4
 * The set-up runs in the book's order: (2) the mode, (3) the map, (4) the
 * modules, (5) the initiative and the draft, (6) each legend's set-up.
 * A set-up wrong on several counts is refused at the first step that goes
 * wrong: Champions on Outpost (a map that does not allow it) with Heat
 * Shields (a module Champions does not allow) is refused for the map; on
 * Crossroads, for the module. At the first decision (the colour draw of
 * (5)) the modules are already set up (the Replicator's 3 epic and 3 rare
 * tokens drawn, REPL-2; the ring card face up) and no legend is; each
 * legend is set up (board, gear, action deck) as it is drafted. */
static void test_SETUP_1_setup_order(void **state)
{
    (void)state;
    unsigned heat = RF_MODULE_BIT(RF_MOD_HEAT);
    refused_for("outpost", RF_MODE_CHAMP, heat, "mode", "MAP-4");
    refused_for("crossroads", RF_MODE_CHAMP, heat, "modules", "MOD-4");
    refused_for("standard_beta", RF_MODE_CTF, RF_MODULE_BIT(RF_MOD_GUNRUN), "mode", "MAP-4");

    rf_setup s;
    draft_setup(&s, RF_MODE_BR, RF_MODULE_BIT(RF_MOD_REPLICATOR), 3);
    s.ring = true;
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), map_named("crossroads"), &s, &g, &err) != RF_OK)
        fail_msg("%s", err.message);
    rf_decision d;
    memset(&d, 0, sizeof d);
    assert_true(rf_pending(g, &d));
    assert_int_equal(d.kind, RF_DEC_COLOUR);                                   /* (5) */
    assert_int_equal(g->mode, RF_MODE_BR);                                     /* (2) */
    assert_int_equal(g->nlegends, 0);                                          /* (6) not yet */
    assert_true(g->ring_on);                                                   /* (4) */
    int displayed = 0;
    for (int p = 0; p < g->npieces; p++) displayed += g->piece[p].where == RF_IN_MODULE;
    assert_true(displayed >= 6);                                   /* REPL-2 (6), (7) */
    tu_choose(g, engine_code(OPT_COLOUR, RF_RED, 0));
    assert_true(rf_pending(g, &d));
    assert_int_equal(d.kind, RF_DEC_DRAFT);
    assert_int_equal(g->nlegends, 0);
    tu_choose(g, engine_code(OPT_DRAFT, 4, 0));                                    /* Lifeline */
    assert_int_equal(g->nlegends, 1);                                          /* (6) */
    const rf_legend *lg = &g->legend[0];
    assert_string_equal(lg->name, "Lifeline");
    assert_true(lg->deck_n > 0);
    for (int k = 0; k < RF_GEAR_SLOTS; k++) assert_true(lg->gear[k] >= 0);
    rf_game_free(g);
}

static int gear_count(const rf_legend *lg)
{
    int n = 0;
    for (int k = 0; k < RF_GEAR_SLOTS; k++) n += lg->gear[k] >= 0;
    return n;
}

/* BR-4, ASSN-4, CHAMP-6: a legend board with the 3 starting gear tokens,
 * 20/40 and `boxes` death boxes (Assassination lists none: no VP). */
static void legend_board_kit(const rf_game *g, int l, int boxes)
{
    const rf_legend *lg = &g->legend[l];
    assert_false(equip_on(g, l));
    assert_int_equal(gear_count(lg), 3);
    assert_true(lg->vitals.shield_max >= 20);            /* its body shield (GEAR-12) */
    assert_int_equal(lg->vitals.health_max, 40);
    assert_int_equal(lg->death_boxes, boxes);
}

/* TDM-6, CTF-6: an equipment board, standard side, 1 lock token (the
 * accelerant), a loadout card, 20/40, no gear, no death box of its own. */
static void equipment_kit(const rf_game *g, int l)
{
    const rf_legend *lg = &g->legend[l];
    assert_true(equip_on(g, l));
    assert_int_equal(equip_board_spaces(g, l), equip_spaces(g));
    assert_int_equal(equip_locked_count(g, l), 1);
    assert_true(g->equip.card[l] >= 0);
    assert_int_equal(gear_count(lg), 0);
    assert_int_equal(lg->vitals.health_max, 40);
    assert_int_equal(lg->death_boxes, 0);
}

/* CHAMP-7: the Boss side, 70/70, 2 death boxes, no gear, no loadout card. */
static void champion_kit(const rf_game *g, int l)
{
    const rf_legend *lg = &g->legend[l];
    assert_true(equip_on(g, l));
    assert_int_equal(equip_board_spaces(g, l), g->content->champ.nboss);
    assert_int_equal(gear_count(lg), 0);
    assert_int_equal(g->equip.card[l], -1);
    assert_int_equal(lg->vitals.health_max, 70);
    assert_int_equal(lg->death_boxes, 2);
}

/* covers: SETUP-9 BR-4 ASSN-4 TDM-6 CTF-6 CHAMP-6 CHAMP-7
 * Each mode's legends start Stage 3 with the components its set-up lists:
 * Battle Royale and Assassination a legend board with starting gear (and
 * in Battle Royale 2 death boxes, ASSN-4 lists none); Team Deathmatch and Capture the Flag an equipment board
 * with its lock token and loadout card, no gear and no death boxes;
 * Champions a Boss board for each champion and a legend board for each
 * challenger. Matches from the draft, played by the random bot. */
static void test_SETUP_9_mode_components(void **state)
{
    (void)state;
    static const int modes[] = { RF_MODE_BR, RF_MODE_ASSN, RF_MODE_TDM, RF_MODE_CTF,
                                 RF_MODE_CHAMP };
    for (size_t i = 0; i < sizeof modes / sizeof *modes; i++) {
        rf_setup s;
        draft_setup(&s, modes[i], 0, 11 + i);
        rf_game *g = NULL;
        rf_error err;
        if (rf_game_new(tu_content(), map_named("crossroads"), &s, &g, &err) != RF_OK)
            fail_msg("%s", err.message);
        rf_bot *bot = rf_bot_new("random", 5 + i);
        for (int guard = 0; guard < 5000 && !(g->match.stage == RF_STAGE_MAP && g->round == 1 &&
                                              tu_top(g) == FR_TURN); guard++)
            tu_choose(g, rf_bot_choose(bot, g));
        assert_int_equal(tu_top(g), FR_TURN);
        assert_int_equal(g->nlegends, 6);
        for (int l = 0; l < g->nlegends; l++) {
            bool red = g->legend[l].squad == RF_RED;
            switch (modes[i]) {
            case RF_MODE_TDM:
            case RF_MODE_CTF: equipment_kit(g, l); break;
            case RF_MODE_CHAMP:
                if (red) champion_kit(g, l);
                else legend_board_kit(g, l, 2);
                break;
            case RF_MODE_ASSN: legend_board_kit(g, l, 0); break;
            default: legend_board_kit(g, l, 2); break;
            }
        }
        rf_bot_free(bot);
        rf_game_free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_SETUP_1_setup_order),
        cmocka_unit_test(test_SETUP_9_mode_components),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
