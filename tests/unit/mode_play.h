/*
 * mode_play.h — helpers for the equipment modes' tests (test_equip.c,
 * test_tdm.c, test_ctf.c): a game of Team Deathmatch or Capture the Flag
 * set up on an open yard (16 x 16, four respawn beacons near the corners,
 * a supply bin whose edge runs west of 8,8), rf_check after every choice
 * (legend_play.h), board spaces by item id, and seeded whole matches.
 * Header-only (static inline).
 */
#ifndef RF_TEST_MODE_PLAY_H
#define RF_TEST_MODE_PLAY_H

#include "legend_play.h"
#include "rules/modes/ctf/ctf.h"
#include "rules/modes/equip/equip.h"
#include "rules/modes/tdm/tdm.h"

static inline const rf_map *mp_yard(void)
{
    static rf_map *m;
    if (!m) {
        static const char text[] =
            "{ \"name\": \"Mode yard\", \"source\": \"mode_play.h\", \"size\": [16, 16],\n"
            "  \"components\": [\n"
            "    { \"type\": \"respawn_beacon\", \"at\": [2, 2] },\n"
            "    { \"type\": \"respawn_beacon\", \"at\": [13, 2] },\n"
            "    { \"type\": \"respawn_beacon\", \"at\": [2, 13] },\n"
            "    { \"type\": \"respawn_beacon\", \"at\": [13, 13] },\n"
            "    { \"type\": \"supply_bin\", \"edge\": \"v 8,8\" } ] }\n";
        m = tu_map_text(tu_content(), "mode-yard.json", text);
    }
    return m;
}

/* A game of `mode` on the yard (or map m), legends as in legend_play.h;
 * no Ring unless asked. */
static inline rf_game *mp_game_on(const rf_map *m, int mode, const lp_spot *s, int n,
                                  unsigned long long seed)
{
    tu_spot t[RF_SETUP_MAX_LEGENDS];
    lp_spots(s, n, t);
    rf_setup su;
    tu_setup(&su, t, n, seed);
    su.mode = mode;
    return tu_game_of(tu_content(), m, &su);
}

static inline rf_game *mp_game(int mode, const lp_spot *s, int n, unsigned long long seed)
{
    return mp_game_on(mp_yard(), mode, s, n, seed);
}

/* A Champions position staged on the yard: a Battle Royale game made a
 * Champions game before its first decision (red are the champions,
 * CHAMP-1; their Boss boards, CHAMP-7), every weapon loaded. */
static inline rf_game *mp_champions(const lp_spot *s, int n, unsigned long long seed)
{
    rf_game *g = mp_game(RF_MODE_BR, s, n, seed);
    g->mode = RF_MODE_CHAMP;
    equip_setup_champions(g);
    for (int l = 0; l < n; l++)
        for (int w = 0; w < RF_WEAPON_SLOTS; w++) g->legend[l].ammo[w] = 5;
    tu_check(g);
    return g;
}

/* Legend l, activated, shoots t playing Thief's Artistry (Loba's card in
 * hand), every reaction declined: true when the Shoot scored exactly 1 hit
 * and 1 headshot and t is still on the map (the worked examples EX-EQUIP-1
 * and EX-CHAMP-2 need that result; the caller tries seeds). */
static inline bool mp_thief_shot(rf_game *g, int l, int t)
{
    tu_activate(g, l);
    lp_shoot(g, t);
    lp_choose_label(g, "play Thief's Artistry");
    for (int guard = 0; guard < 10; guard++) {
        uint32_t no = lp_labelled(g, "no more reactions");
        if (!no) break;
        tu_choose(g, no);
    }
    return g->last.hits == 1 && g->last.heads == 1 && g->legend[t].on_map;
}

/* The equipment board space printing loot kind `id`. */
static inline int mp_space(const rf_game *g, const char *id)
{
    for (int s = 0; s < equip_spaces(g); s++)
        if (strcmp(equip_item(g, s)->id, id) == 0) return s;
    fail_msg("no board space for %s", id);
    return -1;
}

static inline uint8_t mp_bit(const rf_game *g, const char *id) { return (uint8_t)(1u << mp_space(g, id)); }

/* Lock tokens anywhere: supply + boards + the beacon (TDM-2: 31). */
static inline int mp_tokens(const rf_game *g)
{
    int n = g->equip.supply + (g->equip.beacon >= 0);
    for (int l = 0; l < g->nlegends; l++) n += equip_locked_count(g, l);
    return n;
}

/* The pending decision's kind and seat. */
static inline rf_decision mp_pending(const rf_game *g)
{
    rf_decision d;
    memset(&d, 0, sizeof d);
    rf_pending(g, &d);
    return d;
}

/* Play a match to its end with bots kind_red/kind_blue (seats 0, 1),
 * rf_check after every choice; returns the number of choices. */
static inline int mp_play_out(rf_game *g, const char *red, const char *blue,
                              unsigned long long seed)
{
    rf_bot *b[2] = { rf_bot_new(red, seed), rf_bot_new(blue, seed + 7) };
    int n = 0;
    rf_decision d;
    while (rf_pending(g, &d) && n < 20000) {
        unsigned c = rf_bot_choose(b[d.seat & 1], g);
        rf_error err;
        if (rf_choose(g, c, &err) != RF_OK) fail_msg("seed %llu step %d: %s", seed, n, err.message);
        tu_check(g);
        n++;
    }
    rf_bot_free(b[0]);
    rf_bot_free(b[1]);
    assert_true(g->over);
    return n;
}

#endif
