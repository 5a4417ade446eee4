/*
 * test_champ_board.c — the champions' equipment boards
 * (equip_setup_champions, src/rules/modes/equip/equip.c): CHAMP-5, CHAMP-6,
 * CHAMP-7, and Loba's Thief's Artistry played by a champion (EX-CHAMP-2,
 * CHAMP-21). A Champions game starts from the draft or the stages only
 * (setup.c check_modes: Stages 1 and 2 arm the champions), so to stage a
 * position these are Battle Royale games on the yard made Champions games
 * (g->mode) before the first decision: red are the champions (CHAMP-1).
 * Whole Champions matches: test_CHAMP_3_matches_to_the_end.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "log_seen.h"
#include "mode_play.h"
#include "rules/modes/champ/champ_kit.h"
#include "rules/modes/champ/champ_play.h"
#include "rules/engine/pieces.h"

enum { RED0 = 0, BLUE0 = 1 };

/* The space of l's own board (the Boss side for a champion) printing `id`. */
static int boss_space(const rf_game *g, int l, const char *id)
{
    for (int k = 0; k < equip_board_spaces(g, l); k++)
        if (strcmp(equip_board_item(g, l, k)->id, id) == 0) return k;
    fail_msg("no space for %s", id);
    return -1;
}

/* covers: CHAMP-7 CHAMP-6 CHAMP-5 SYM-3
 * (SYM-3: the Boss symbol's side is the champions' side, in Champions only.)
 * Each champion plays on an equipment board, Boss side up and nothing
 * locked, no gear, 70/70, 2 death boxes; the challengers keep their legend
 * boards and gear; every lock token is in the general supply: Champions'
 * 12 (CHAMP-2), not the box's 31. */
static void test_CHAMP_7_champion_boards(void **state)
{
    (void)state;
    lp_spot s[4] = { { "Bangalore", LP_RED, 3, 3, false }, { "Wraith", LP_BLUE, 10, 10, false },
                     { "Gibraltar", LP_RED, 4, 3, false }, { "Bloodhound", LP_BLUE, 11, 10, false } };
    rf_game *g = mp_champions(s, 4, 1);
    const rf_content *c = tu_content();
    for (int l = 0; l < 4; l++) {
        bool champion = g->legend[l].squad == LP_RED;
        assert_int_equal(equip_on(g, l), champion);
        int gear = 0;
        for (int k = 0; k < RF_GEAR_SLOTS; k++) gear += g->legend[l].gear[k] >= 0;
        if (champion) {
            assert_int_equal(gear, 0);                                     /* EQUIP-1 */
            assert_int_equal(g->equip.locks[l], 0);             /* the Boss side locks none */
            assert_int_equal(equip_board_spaces(g, l), c->champ.nboss);
            assert_int_equal(g->legend[l].vitals.shield, 70);
            assert_int_equal(g->legend[l].vitals.health, 70);
            assert_int_equal(g->legend[l].death_boxes, 2);
            assert_int_equal(g->equip.card[l], -1);                 /* no loadout card */
            assert_int_equal(boss_space(g, l, "med_kit"), 4);           /* a Boss-side item */
        } else {
            assert_true(gear > 0);                                         /* CHAMP-6 */
            assert_int_equal(g->legend[l].vitals.health_max, 40);
        }
    }
    assert_int_equal(g->equip.supply, 12);                         /* CHAMP-5, CHAMP-2 */
    assert_int_equal(mp_tokens(g), c->champ.rules.lock_tokens);
    rf_game_free(g);
}

/* covers: CHAMP-2 CHAMP-21
 * Champions plays with 12 lock tokens, not the 31 of the other equipment
 * modes (TDM-2): the two champions' 14 Boss-side spaces cannot all be
 * locked; the 13th lock finds the supply empty and locks nothing (CHAMP-21:
 * no token, no lock); rf_check counts 12 tokens in play and refuses a 13th.
 * Team Deathmatch on the same yard still has 31. */
static void test_CHAMP_2_twelve_lock_tokens(void **state)
{
    (void)state;
    lp_spot s[4] = { { "Bangalore", LP_RED, 3, 3, false }, { "Wraith", LP_BLUE, 10, 10, false },
                     { "Gibraltar", LP_RED, 4, 3, false }, { "Bloodhound", LP_BLUE, 11, 10, false } };
    rf_game *g = mp_champions(s, 4, 1);
    assert_int_equal(equip_lock_tokens(g), 12);
    assert_int_equal(equip_board_spaces(g, 0) + equip_board_spaces(g, 2), 14);
    int locked = 0;
    for (int l = 0; l < 4; l += 2)
        for (int k = 0; k < equip_board_spaces(g, l); k++) locked += equip_lock(g, l, k);
    assert_int_equal(locked, 12);
    assert_int_equal(g->equip.supply, 0);
    assert_int_equal(equip_locked_count(g, 0) + equip_locked_count(g, 2), 12);
    tu_check(g);
    g->equip.supply = 1;                                  /* a 13th token: not in this game */
    rf_error err;
    assert_int_equal(rf_check(g, &err), RF_E_ILLEGAL);
    assert_non_null(strstr(err.message, "CHAMP-2"));
    rf_game_free(g);
    g = mp_game(RF_MODE_TDM, s, 4, 1);
    assert_int_equal(equip_lock_tokens(g), 31);                            /* TDM-2 */
    assert_int_equal(mp_tokens(g), 31);
    rf_game_free(g);
}

/* Champion Loba (red) shoots challenger Gibraltar (blue, 2 loot tokens in
 * its backpack) next to her playing Thief's Artistry, with 3 of her
 * board's spaces locked; the game at the first decision after the Shoot,
 * NULL unless it scored exactly 1 hit and 1 headshot. */
static rf_game *champion_thief(unsigned long long seed)
{
    lp_spot s[2] = { { "Loba", LP_RED, 5, 5, true }, { "Gibraltar", LP_BLUE, 6, 5, false } };
    rf_game *g = mp_champions(s, 2, seed);
    lp_hand(g, RED0, "lb-thiefs-artistry");
    equip_lock(g, RED0, boss_space(g, RED0, "shield_cell"));
    equip_lock(g, RED0, boss_space(g, RED0, "frag_grenade"));
    equip_lock(g, RED0, boss_space(g, RED0, "syringe"));
    for (int k = 0; k < 2; k++) {
        int p = pieces_bag_draw(g, RF_COMMON, BLUE0);
        if (p < 0) fail_msg("no common token");
        piece_to_pack(g, p, BLUE0, k);
    }
    tu_check(g);
    if (mp_thief_shot(g, RED0, BLUE0)) return g;
    rf_game_free(g);
    return NULL;
}

/* covers: EX-CHAMP-2 CHAMP-21 EQUIP-5
 * 1 hit and 1 headshot: Gibraltar gives its 2 loot tokens, which leave the
 * game (Loba takes no loot), and Loba takes 2 lock tokens off her board
 * where she chooses (the shield cell and the frag grenade). */
static void test_EX_CHAMP_2_champion_thief(void **state)
{
    (void)state;
    rf_game *g = NULL;
    for (unsigned long long seed = 1; seed <= 400 && !g; seed++) g = champion_thief(seed);
    if (!g) fail_msg("no seed gave 1 hit and 1 headshot");
    int tokens[2] = { g->legend[BLUE0].pack[0], g->legend[BLUE0].pack[1] };
    for (int guard = 0; guard < 4 && mp_pending(g).legend == BLUE0; guard++) {
        uint32_t give = lp_labelled(g, "give ");
        if (!give) fail_msg("no token to give: %s", mp_pending(g).prompt);
        tu_choose(g, give);                                    /* the target chooses */
    }
    for (int k = 0; k < 2; k++) assert_int_equal(g->piece[tokens[k]].where, RF_REMOVED);
    int supply = g->equip.supply;
    rf_decision d = mp_pending(g);
    assert_int_equal(d.kind, RF_DEC_LOOT);
    assert_int_equal(d.legend, RED0);                     /* Loba: 3 locked, 2 come off */
    tu_choose(g, engine_code(OPT_LOCK_SPACE, 1, boss_space(g, RED0, "shield_cell")));
    tu_choose(g, engine_code(OPT_LOCK_SPACE, 1, boss_space(g, RED0, "frag_grenade")));
    assert_int_equal(g->equip.locks[RED0], (uint8_t)(1u << boss_space(g, RED0, "syringe")));
    assert_int_equal(g->equip.supply, supply + 2);
    for (int p = 0; p < g->npieces; p++) assert_int_not_equal(g->piece[p].where, RF_HELD);
    rf_game_free(g);
}

/* covers: EX-CHAMP-2 CHAMP-21 ELIM-4 R-THIEF-1
 * Champion Loba's Thief's Artistry eliminates the challenger: it owes
 * nothing, so its backpack tokens stay its own (none removed from the
 * game) and Loba takes no lock token off her board. */
static void test_R_THIEF_1_champion_eliminates_the_target(void **state)
{
    (void)state;
    int seen = 0;
    for (unsigned long long seed = 1; seed <= 60; seed++) {
        lp_spot s[2] = { { "Loba", LP_RED, 5, 5, true }, { "Gibraltar", LP_BLUE, 6, 5, false } };
        rf_game *g = mp_champions(s, 2, seed);
        lp_hand(g, RED0, "lb-thiefs-artistry");
        equip_lock(g, RED0, boss_space(g, RED0, "frag_grenade"));
        int token = pieces_bag_draw(g, RF_COMMON, BLUE0);
        piece_to_pack(g, token, BLUE0, 0);
        g->legend[BLUE0].vitals.shield = 0;
        g->legend[BLUE0].vitals.health = 1;
        tu_check(g);
        uint8_t loba = g->equip.locks[RED0];
        ls_log *log = ls_listen(g);
        mp_thief_shot(g, RED0, BLUE0);
        if (g->last.hits == 0) {
            rf_game_free(g);
            continue;
        }
        seen++;
        assert_false(g->legend[BLUE0].on_map);
        assert_int_equal(g->piece[token].where, RF_IN_PACK);          /* not given, not removed */
        assert_int_equal(g->equip.locks[RED0], loba);
        assert_false(mp_pending(g).kind == RF_DEC_LOOT);
        assert_int_equal(ls_seen(log, RED0, "owes"), 0);
        rf_game_free(g);
    }
    assert_true(seen > 0);
}

/* A champion armed with 2 fully kitted cards from the champions' deck. */
static void arm(rf_game *g, int l)
{
    for (int w = 0; w < RF_WEAPON_SLOTS; w++) {
        if (g->legend[l].weapon[w] >= 0) piece_place(g, g->legend[l].weapon[w], RF_IN_BOX, 0);
        g->legend[l].weapon[w] = -1;
    }
    for (int w = 0; w < RF_WEAPON_SLOTS; w++) champ_kit_equip(g, l, w, champ_kit_draw(g, l));
}

/* covers: CHAMP-14 EQUIP-5
 * A champion at a closed supply bin: instead of the standard effect, up to
 * 2 lock tokens off, and once: draw 2 fully kitted cards, use 1 or 2 of
 * them to replace its weapons (each weapon once), the replaced and unused
 * cards to the discard pile; then the bin is opened. */
static void test_CHAMP_14_supply_bin(void **state)
{
    (void)state;
    lp_spot s[2] = { { "Bangalore", LP_RED, 8, 8, false }, { "Wraith", LP_BLUE, 12, 12, false } };
    rf_game *g = mp_champions(s, 2, 3);
    assert_true(champ_kit_setup(g));
    arm(g, RED0);
    for (int k = 0; k < 3; k++) equip_lock(g, RED0, k);
    tu_check(g);
    int deck = g->gunrun.deck_n[RF_RED], old0 = g->legend[RED0].weapon[0];
    int old1 = g->legend[RED0].weapon[1];
    tu_activate(g, RED0);
    tu_choose(g, engine_code(OPT_ACTION, ACT_INTERACT_MOVE1, 0));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    tu_choose(g, engine_code(OPT_BIN, 0, 0));
    assert_true(g->bins_opened & 1);
    assert_int_equal(mp_pending(g).kind, RF_DEC_INTERACT);
    assert_false(tu_offered(g, engine_code(OPT_FLIP, RED0, 1)));              /* no loadout card */
    tu_choose(g, engine_code(OPT_LOCK_SPACE, 1, 0));
    tu_choose(g, engine_code(OPT_KITTED, 32, 0));                            /* draw 2 */
    assert_int_equal(champ_kit_held(g, RED0), 2);
    assert_int_equal(g->gunrun.deck_n[RF_RED], deck - 2);
    assert_false(tu_offered(g, engine_code(OPT_DONE, 0, 0)));       /* the drawn cards first */
    int drawn = -1;
    for (int p = 0; p < g->npieces && drawn < 0; p++)
        if (g->piece[p].where == RF_HELD && g->piece[p].at == RED0) drawn = p;
    tu_choose(g, engine_code(OPT_KITTED, 8 + 1, drawn));                     /* replaces weapon 2 */
    assert_int_equal(g->legend[RED0].weapon[1], drawn);
    assert_int_equal(g->legend[RED0].weapon[0], old0);
    assert_int_equal(g->piece[old1].where, RF_IN_KIT);                    /* discarded */
    assert_false(tu_offered(g, engine_code(OPT_KITTED, 8 + 1, drawn)));
    tu_choose(g, engine_code(OPT_KITTED, 16, 0));                  /* the other one: discarded */
    assert_int_equal(champ_kit_held(g, RED0), 0);
    assert_int_equal(g->gunrun.discard_n[RF_RED], 2);
    assert_false(tu_offered(g, engine_code(OPT_KITTED, 32, 0)));                       /* once */
    tu_choose(g, engine_code(OPT_LOCK_SPACE, 1, 1));
    assert_false(tu_offered(g, engine_code(OPT_LOCK_SPACE, 1, 2)));             /* at most 2 */
    tu_choose(g, engine_code(OPT_DONE, 0, 0));
    assert_int_equal(g->equip.locks[RED0], 1u << 2);
    assert_int_equal(g->legend[RED0].ammo[1], 0);                          /* CHAMP-13 */
    rf_game_free(g);
}

/* Before firing, the champion reacts with its active card's bottom
 * (RF_OPT_FEAT a = 3, CHAMP-20 "REACTION, BEFORE FIRING") when `react` and
 * it is offered; every other window is declined. */
static void react_with_bottom(rf_game *g, bool react)
{
    for (int guard = 0; guard < 20; guard++) {
        rf_decision d;
        if (!rf_pending(g, &d) || d.kind == RF_DEC_ACTION) return;
        uint32_t bottom = engine_code(OPT_FEAT, 3, (uint32_t)g->champ.feats[RED0].active);
        if (react && d.kind == RF_DEC_REACTION && tu_offered(g, bottom)) {
            tu_choose(g, bottom);
            react = false;
            continue;
        }
        uint32_t no = lp_labelled(g, "no Enhanced Shoot card");
        if (!no) no = lp_labelled(g, "no more reactions");
        if (!no) fail_msg("unexpected decision: %s", d.prompt);
        tu_choose(g, no);
    }
    fail_msg("the Shoot never ended");
}

/* Challenger Wraith (blue) shoots champion Bangalore (red) `dist` spaces
 * away in round 1, the champion's active card `card` (0 … 5: B-F-1 …
 * B-F-6), -1 none; it reacts with the card's bottom when `react`, every
 * other reaction declined. The game after the Shoot. */
static rf_game *shot_at_champion_r(unsigned long long seed, int card, int dist, bool react)
{
    lp_spot s[2] = { { "Bangalore", LP_RED, 4, 5, false }, { "Wraith", LP_BLUE, 4 + dist, 5, false } };
    rf_game *g = mp_champions(s, 2, seed);
    if (card >= 0) {                                         /* CHAMP-18: face up */
        rf_champ_feats *f = &g->champ.feats[RED0];
        f->kept = (uint8_t)(1u << card | 1u << ((card + 1) % 6) | 1u << ((card + 2) % 6));
        f->active = (int8_t)card;
        f->hand = (uint8_t)(f->kept & ~(1u << card));
    }
    tu_check(g);
    tu_pass_until(g, 1, LP_BLUE);
    tu_activate(g, BLUE0);
    lp_shoot(g, RED0);
    react_with_bottom(g, react);
    return g;
}

static rf_game *shot_at_champion(unsigned long long seed, int card, int dist)
{
    return shot_at_champion_r(seed, card, dist, true);
}

/* covers: CHAMP-20 EX-CHAMP-1
 * The active card's bottom applies to every Shoot at its champion that
 * reacts with it (the same seeds without it for comparison): B-F-1 1 hit misses per 2 spaces
 * (3 spaces: 2), B-F-2 at most 50 damage, B-F-3 fire rate -2 (fewer Aim
 * cards), B-F-4 no headshots, B-F-5 the shooter takes 3, B-F-6 Hit
 * Threshold +10 (data/champions.json); the card stays active (not discarded). */
static void test_CHAMP_20_bottoms_in_shoot(void **state)
{
    (void)state;
    int heads = 0, fewer = 0, missed = 0;
    for (unsigned long long seed = 1; seed <= 30; seed++) {
        rf_game *base = shot_at_champion(seed, -1, 3);
        rf_last_attack b = base->last;
        int lost = lp_lost(base, BLUE0);
        heads += b.heads > 0;
        for (int card = 0; card < RF_CHAMP_FEATS; card++) {
            rf_game *g = shot_at_champion(seed, card, 3);
            rf_last_attack w = g->last;
            assert_int_equal(g->champ.feats[RED0].active, card);              /* CHAMP-20 */
            switch (card) {
            case 0:
                assert_int_equal(w.hits, b.hits > 2 ? b.hits - 2 : 0);
                assert_true(w.heads <= w.hits);
                missed += w.hits < b.hits;
                break;
            case 1: assert_int_equal(w.damage, b.damage < 50 ? b.damage : 50); break;
            case 2:
                assert_true(w.ncards <= b.ncards);
                fewer += w.ncards < b.ncards;
                break;
            case 3: assert_int_equal(w.heads, 0); break;
            case 4:
                assert_int_equal(w.damage, b.damage);
                if (g->legend[BLUE0].on_map) assert_int_equal(lp_lost(g, BLUE0), lost + 3);
                break;
            default:
                assert_int_equal(w.ht, b.ht + tu_content()->champ.feat[5].bottom.a[0]);
                break;
            }
            rf_game_free(g);
        }
        rf_game_free(base);
    }
    assert_true(heads > 0 && fewer > 0 && missed > 0);       /* the comparisons meant something */
}

/* covers: CHAMP-20 REACT-2 REACT-3 REACT-5
 * Five bottoms are printed "REACTION, BEFORE FIRING" (data/champions.json):
 * the target champion's one Before Firing reaction, offered in the window
 * before firing (RF_OPT_FEAT a = 3), never applied by itself. Declined,
 * the Shoot is the one without the card (the same Aim cards, hits,
 * headshots, threshold, damage); used, it counts as the champion's
 * reaction (REACT-5: nothing more of it before this Shoot fires). B-F-5's
 * bottom, "after the Apply Damage step", is no reaction: not offered,
 * always applied. */
static void test_CHAMP_20_bottom_is_a_before_firing_reaction(void **state)
{
    (void)state;
    int differ = 0;
    for (unsigned long long seed = 1; seed <= 20; seed++) {
        rf_game *base = shot_at_champion_r(seed, -1, 3, false);
        rf_last_attack b = base->last;
        int lost = lp_lost(base, BLUE0);
        for (int card = 0; card < RF_CHAMP_FEATS; card++) {
            rf_game *g = shot_at_champion_r(seed, card, 3, false);
            rf_game *r = shot_at_champion_r(seed, card, 3, true);
            rf_last_attack w = g->last, u = r->last;
            if (card == 4) {                                      /* B-F-5: constant */
                assert_int_equal(w.damage, b.damage);
                if (g->legend[BLUE0].on_map) assert_int_equal(lp_lost(g, BLUE0), lost + 3);
            } else {                                      /* declined: as without the card */
                assert_int_equal(w.ht, b.ht);
                assert_int_equal(w.ncards, b.ncards);
                assert_int_equal(w.hits, b.hits);
                assert_int_equal(w.heads, b.heads);
                assert_int_equal(w.damage, b.damage);
                differ += u.ht != w.ht || u.ncards != w.ncards || u.hits != w.hits ||
                          u.heads != w.heads || u.damage != w.damage;
            }
            rf_game_free(g);
            rf_game_free(r);
        }
        rf_game_free(base);
    }
    assert_true(differ > 0);                         /* reacting changed some of the Shoots */
    for (int card = 0; card < RF_CHAMP_FEATS; card++) {          /* the window itself */
        lp_spot s[2] = { { "Bangalore", LP_RED, 4, 5, false }, { "Wraith", LP_BLUE, 7, 5, false } };
        rf_game *g = mp_champions(s, 2, 3);
        rf_champ_feats *f = &g->champ.feats[RED0];
        f->kept = (uint8_t)(1u << card | 1u << ((card + 1) % 6) | 1u << ((card + 2) % 6));
        f->active = (int8_t)card;
        f->hand = (uint8_t)(f->kept & ~(1u << card));
        tu_check(g);
        tu_pass_until(g, 1, LP_BLUE);
        tu_activate(g, BLUE0);
        lp_shoot(g, RED0);
        uint32_t bottom = engine_code(OPT_FEAT, 3, (uint32_t)card);
        rf_decision d;
        for (int guard = 0; guard < 5 && lp_labelled(g, "no Enhanced Shoot card"); guard++)
            tu_choose(g, lp_labelled(g, "no Enhanced Shoot card"));
        assert_true(rf_pending(g, &d));
        if (card == 4) {                                  /* no reaction: no window for it */
            assert_false(d.kind == RF_DEC_REACTION && tu_offered(g, bottom));
        } else {
            assert_int_equal(d.kind, RF_DEC_REACTION);                     /* REACT-3 */
            assert_int_equal(d.seat, g->legend[RED0].seat);
            assert_true(tu_offered(g, bottom));
            tu_choose(g, bottom);
            const rf_shot *sh = engine_shot_now(g);      /* the Shoot's state, while it lasts */
            if (sh) assert_true(sh->reacted_before >> RED0 & 1);            /* REACT-5 */
            assert_false(rf_pending(g, &d) && d.kind == RF_DEC_REACTION && tu_offered(g, bottom));
            assert_int_equal(f->active, card);                       /* not discarded */
        }
        rf_game_free(g);
    }
}

/* covers: CHAMP-19 EX-CHAMP-1
 * In its activation a champion plays the cards of its hand for their top
 * effects (1 AP each, R-CHAMP-10), each once: B-F-5 restores 20 shield,
 * B-F-6 takes 2 lock tokens off where it chooses; the played cards go to
 * its champion-card discard pile; the active card is not in hand. */
static void test_CHAMP_19_tops_from_hand(void **state)
{
    (void)state;
    lp_spot s[2] = { { "Bangalore", LP_RED, 4, 5, false }, { "Wraith", LP_BLUE, 12, 12, false } };
    rf_game *g = mp_champions(s, 2, 5);
    rf_champ_feats *f = &g->champ.feats[RED0];
    f->kept = 1u << 0 | 1u << 4 | 1u << 5;
    f->active = 0;
    f->hand = 1u << 4 | 1u << 5;
    g->legend[RED0].vitals.shield = 30;
    for (int k = 0; k < 3; k++) equip_lock(g, RED0, k);
    tu_check(g);
    tu_activate(g, RED0);
    assert_int_equal(g->ap, 3);                                            /* CHAMP-12 */
    assert_false(tu_offered(g, engine_code(OPT_FEAT, 2, 0)));               /* the active card */
    tu_choose(g, engine_code(OPT_FEAT, 2, 4));                               /* Second Wind */
    assert_int_equal(g->legend[RED0].vitals.shield, 50);
    assert_int_equal(g->ap, 2);
    assert_int_equal(f->discard, 1u << 4);
    assert_false(tu_offered(g, engine_code(OPT_FEAT, 2, 4)));                        /* once */
    tu_choose(g, engine_code(OPT_FEAT, 2, 5));                               /* Resupply */
    assert_int_equal(mp_pending(g).kind, RF_DEC_LOOT);
    tu_choose(g, engine_code(OPT_LOCK_SPACE, 1, 0));
    tu_choose(g, engine_code(OPT_LOCK_SPACE, 1, 2));
    assert_int_equal(g->equip.locks[RED0], 1u << 1);
    assert_int_equal(g->ap, 1);
    assert_int_equal(f->hand, 0);
    assert_int_equal(f->discard, 1u << 4 | 1u << 5);
    assert_int_equal(f->active, 0);
    rf_game_free(g);
}

/* Champion Bangalore (red) shoots challenger Wraith 2 spaces away, with
 * the top of champion card `card` (1: B-F-2, 2: B-F-3) or a plain Shoot
 * (-1); reactions declined. */
static rf_game *champion_shoots(unsigned long long seed, int card)
{
    lp_spot s[2] = { { "Bangalore", LP_RED, 4, 5, false }, { "Wraith", LP_BLUE, 6, 5, false } };
    rf_game *g = mp_champions(s, 2, seed);
    rf_champ_feats *f = &g->champ.feats[RED0];
    f->kept = 1u << 1 | 1u << 2 | 1u << 3;
    f->active = 3;
    f->hand = 1u << 1 | 1u << 2;
    tu_check(g);
    tu_activate(g, RED0);
    if (card < 0) {
        lp_shoot(g, BLUE0);
    } else {
        tu_choose(g, engine_code(OPT_FEAT, 2, card));                        /* CHAMP-19 */
        tu_choose(g, engine_code(OPT_TARGET, BLUE0, 0));
        tu_choose(g, engine_code(OPT_WEAPON, 0, 0));
    }
    lp_decline_all(g);
    return g;
}

/* covers: CHAMP-19
 * B-F-2's top is a Shoot whose hits deal 2 more each, B-F-3's a Shoot
 * whose headshots deal 3 more each (the same seeds' plain Shoot for
 * comparison); the card goes to the champion-card discard pile and its
 * bonus ends with that Shoot. */
static void test_CHAMP_19_shoot_tops(void **state)
{
    (void)state;
    int hits = 0, heads = 0;
    for (unsigned long long seed = 1; seed <= 30; seed++) {
        rf_game *base = champion_shoots(seed, -1);
        rf_last_attack b = base->last;
        hits += b.hits > 0;
        heads += b.heads > 0;
        for (int card = 1; card <= 2; card++) {
            rf_game *g = champion_shoots(seed, card);
            assert_int_equal(g->last.hits, b.hits);
            assert_int_equal(g->last.damage, b.damage + (card == 1 ? 2 * b.hits : 3 * b.heads));
            assert_int_equal(g->champ.feats[RED0].discard, 1u << card);
            assert_int_equal(g->champ.top_shot[RED0], 0);
            rf_game_free(g);
        }
        rf_game_free(base);
    }
    assert_true(hits > 0 && heads > 0);
}

/* covers: CHAMP-19
 * B-F-4's top: Move 3, then Shoot (the activation's Shoot, CARD-7): the
 * Move is asked first, then the target. */
static void test_CHAMP_19_move_then_shoot(void **state)
{
    (void)state;
    lp_spot s[2] = { { "Bangalore", LP_RED, 4, 5, false }, { "Wraith", LP_BLUE, 9, 5, false } };
    rf_game *g = mp_champions(s, 2, 7);
    rf_champ_feats *f = &g->champ.feats[RED0];
    f->kept = 1u << 3 | 1u << 4 | 1u << 5;
    f->active = 5;
    f->hand = 1u << 3 | 1u << 4;
    tu_check(g);
    tu_activate(g, RED0);
    tu_choose(g, engine_code(OPT_FEAT, 2, 3));                                /* Pursuit */
    assert_int_equal(mp_pending(g).kind, RF_DEC_MOVE);
    assert_int_equal(lp_farthest_move(g, RED0), 3);
    tu_choose(g, engine_code(OPT_MOVE_TO, 0, geo_cell_index(geo_cell_make(6, 5))));
    for (int guard = 0; guard < 4 && mp_pending(g).kind == RF_DEC_MOVE; guard++)
        tu_choose(g, lp_labelled(g, "stop"));
    assert_int_equal(g->legend[RED0].pos.x, 6);
    assert_int_equal(mp_pending(g).kind, RF_DEC_TARGET);
    tu_choose(g, engine_code(OPT_TARGET, BLUE0, 0));
    tu_choose(g, engine_code(OPT_WEAPON, 0, 0));
    lp_decline_all(g);
    assert_int_equal(g->last.shooter, RED0);
    assert_int_equal(g->last.target, BLUE0);
    assert_int_equal(f->discard, 1u << 3);
    assert_int_equal(g->ap, 2);
    rf_game_free(g);
}

/* Champion Bangalore throws its board's frag grenade at Wraith (8,5) from
 * 5,5: with B-F-1's top (from 4,5: Move to 5,5 first) or a plain "Use and
 * Move 1". Wraith's loss; *only_grenades: the Use offered grenades only. */
static int grenade_at_wraith(unsigned long long seed, bool card, bool *only_grenades)
{
    lp_spot s[2] = { { "Bangalore", LP_RED, card ? 4 : 5, 5, false },
                     { "Wraith", LP_BLUE, 8, 5, false } };
    rf_game *g = mp_champions(s, 2, seed);
    rf_champ_feats *f = &g->champ.feats[RED0];
    f->kept = 1u << 0 | 1u << 1 | 1u << 2;
    f->active = 2;
    f->hand = 1u << 0 | 1u << 1;
    tu_check(g);
    tu_activate(g, RED0);
    if (card) {
        tu_choose(g, engine_code(OPT_FEAT, 2, 0));                             /* Destruction */
        assert_int_equal(mp_pending(g).kind, RF_DEC_MOVE);
        assert_int_equal(lp_farthest_move(g, RED0), 2);
        tu_choose(g, engine_code(OPT_MOVE_TO, 0, geo_cell_index(geo_cell_make(5, 5))));
    } else {
        tu_choose(g, engine_code(OPT_ACTION, ACT_USE_MOVE1, 0));
        tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    }
    assert_int_equal(mp_pending(g).kind, RF_DEC_USE);
    unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    *only_grenades = true;
    for (int i = 0; i < n; i++)
        *only_grenades &= equip_board_item(g, RED0, rf_opt_a(codes[i]))->family == RF_LOOT_GRENADE;
    tu_choose(g, engine_code(OPT_USE_ITEM, boss_space(g, RED0, "frag_grenade"), 0));
    tu_choose(g, engine_code(OPT_USE_AT, 0, geo_cell_index(geo_cell_make(8, 5))));
    int lost = g->legend[BLUE0].on_map ? lp_lost(g, BLUE0) : -1;
    rf_game_free(g);
    return lost;
}

/* covers: CHAMP-19
 * B-F-1's top: Move 2, then Use a grenade of the equipment board (only a
 * grenade is offered), which deals +10 (the same seeds' plain Use for
 * comparison). */
static void test_CHAMP_19_move_then_grenade(void **state)
{
    (void)state;
    int compared = 0;
    for (unsigned long long seed = 1; seed <= 20; seed++) {
        bool only_card, only_plain;
        int with = grenade_at_wraith(seed, true, &only_card);
        int without = grenade_at_wraith(seed, false, &only_plain);
        assert_true(only_card);
        assert_false(only_plain);                     /* the plain Use offers consumables too */
        if (without > 0 && with >= 0) {
            assert_int_equal(with, without + 10);
            compared++;
        }
    }
    assert_true(compared > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_CHAMP_7_champion_boards),
        cmocka_unit_test(test_CHAMP_2_twelve_lock_tokens),
        cmocka_unit_test(test_EX_CHAMP_2_champion_thief),
        cmocka_unit_test(test_R_THIEF_1_champion_eliminates_the_target),
        cmocka_unit_test(test_CHAMP_14_supply_bin),
        cmocka_unit_test(test_CHAMP_20_bottoms_in_shoot),
        cmocka_unit_test(test_CHAMP_20_bottom_is_a_before_firing_reaction),
        cmocka_unit_test(test_CHAMP_19_tops_from_hand),
        cmocka_unit_test(test_CHAMP_19_shoot_tops),
        cmocka_unit_test(test_CHAMP_19_move_then_shoot),
        cmocka_unit_test(test_CHAMP_19_move_then_grenade),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
