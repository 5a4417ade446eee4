/*
 * test_loot.c — loot, gear, backpack, weapons and attachments as the
 * decision engine runs them in Stage 3 (RULES.md LOOT, GEAR, BACKPACK,
 * WEAPON, ATTACH, INTERACT, ACT-17): receiving loot tokens and weapon
 * cards, the Interact action with supply bins and attachments, and free
 * loot handling. One test (at least) per rule ID, named after it.
 *
 * The expectations come from the rules text (and docs/rulings.md where the
 * rules are unclear), not from the engine's code: the tests drive games
 * through rf_pending / rf_options / rf_choose only, set situations up by
 * placing pieces directly (pieces.h) and control chance by ordering the
 * weapon deck and the supply bin deck or by leaving chosen tokens in a bag.
 * rf_check runs after every step.
 *
 * Not tested here because the engine has nothing for them yet: GEAR-7's
 * legendary helmet action, LOOT-9's legendary-loot and unique-weapon
 * symbols (Supply Drops), BACKPACK-6 (crafting, Replicator), WEAPON-13 and
 * WEAPON-15 (no basic weapon card has a modification or a special action),
 * INTERACT-5 and INTERACT-6 (other interactive objects).
 *
 * The games are played on a small custom map, "Loot lab" (written to a
 * temporary file), so every space's neighbourhood is plain (rows not shown
 * are open ground):
 *
 *        0   1   2   3   4   5   6   7   8   9
 *     0  .   .   .   .   .   .   .   .   .   .      Blue stands on 9,0.
 *     2  .   .   .   .   .   .   .   .   .   .
 *                     $                             bin B: h 3,3 (3,2 | 3,3)
 *     3  .   .   .  $.   .   .   .   .   .   .      bin A: v 3,3 (2,3 | 3,3)
 *     5  .   .   .   .   .   .   .   .   .   .
 *                            ===                    half wall h 5,6 (5,5 | 5,6)
 *     6  .   .   .   .   .   .   .   .   .   .
 *       +-------+
 *     7 |1   1  |.   .   .   .   .   .   .   .      a level-1 building 0..1 x 7..8
 *     8 |1   1  |.   .   .   .   .   .  $.   .      bin C: v 8,8 (7,8 | 8,8)
 *       +-$-----+                                   bin D: h 0,9 on the roof edge (level 1)
 *     9  .   .   .   .   .   .   .   .   .   .
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "rules/engine/engine.h"
#include "rules/engine/legends.h"
#include "rules/engine/pieces.h"

/* The option details of frame_receive_loot.c and frame_receive_weapon.c
 * (OPT_KEEP's and OPT_WEAPON_DO's a). */
enum { KEEP_GEAR, KEEP_PACK, KEEP_SWAP, KEEP_FIT };
enum { DO_REPLACE, DO_AMMO, DO_DISCARD };

enum { RED = 0, BLUE = 1 };

static const char LAB_JSON[] =
    "{ \"name\": \"Loot lab\", \"source\": \"tests/unit/test_loot.c\", \"size\": [10, 10],\n"
    "  \"components\": [\n"
    "    { \"type\": \"building\", \"at\": [0, 7], \"size\": \"2x2\" },\n"
    "    { \"type\": \"supply_bin\", \"edge\": \"v 3,3\" },\n"
    "    { \"type\": \"supply_bin\", \"edge\": \"h 3,3\" },\n"
    "    { \"type\": \"supply_bin\", \"edge\": \"v 8,8\" },\n"
    "    { \"type\": \"supply_bin\", \"edge\": \"h 0,9\" },\n"
    "    { \"type\": \"half_wall\", \"edge\": \"h 5,6\" }\n"
    "  ] }\n";

static const rf_map *lab(void)
{
    static rf_map *m;
    if (!m) {
        char path[] = "/tmp/rf-loot-lab-XXXXXX";
        int fd = mkstemp(path);
        assert_true(fd >= 0);
        FILE *f = fdopen(fd, "w");
        assert_non_null(f);
        fputs(LAB_JSON, f);
        fclose(f);
        rf_error err;
        rf_status st = rf_map_load(tu_content(), path, &m, &err);
        remove(path);
        if (st != RF_OK) fail_msg("loot lab map: %s", err.message);
    }
    return m;
}

static int cell(int x, int y) { return geo_cell_index(geo_cell_make(x, y)); }

/* A game with the red legend (0) on x,y and the blue one (1) on 9,0. */
static rf_game *game_at(int x, int y, unsigned long long seed)
{
    rf_setup s;
    memset(&s, 0, sizeof s);
    s.nlegends = 2;
    snprintf(s.legend[0].name, sizeof s.legend[0].name, "Gibraltar");
    s.legend[0].squad = RED;
    s.legend[0].x = x;
    s.legend[0].y = y;
    snprintf(s.legend[1].name, sizeof s.legend[1].name, "Wraith");
    s.legend[1].squad = BLUE;
    s.legend[1].x = 9;
    s.legend[1].y = 0;
    s.seed = seed;
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(tu_content(), lab(), &s, &g, &err) != RF_OK) fail_msg("%s", err.message);
    tu_check(g);
    return g;
}

/* ---- pieces ---- */

static int loot_def(const rf_game *g, const char *id)
{
    int d = catalog_loot(&g->content->catalog, id);
    if (d < 0) fail_msg("no loot kind %s", id);
    return d;
}

static const rf_loot_def *def_of(const rf_game *g, int p) { return pieces_loot_of(g, p); }

/* A token of kind id not yet in play: from its bag, or from the box
 * (starting gear, legendary tokens). */
static int token(rf_game *g, const char *id)
{
    int d = loot_def(g, id);
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].kind == RF_PIECE_LOOT && g->piece[p].def == d &&
            (g->piece[p].where == RF_IN_BAG || g->piece[p].where == RF_IN_BOX))
            return p;
    fail_msg("no %s left", id);
    return -1;
}

static int to_pack(rf_game *g, int l, int slot, const char *id)
{
    int p = token(g, id);
    piece_to_pack(g, p, l, slot);
    tu_check(g);
    return p;
}

static int to_map(rf_game *g, int x, int y, const char *id)
{
    int p = token(g, id);
    piece_to_map(g, p, geo_cell_make(x, y));
    tu_check(g);
    return p;
}

static int fit_on(rf_game *g, int l, int w, int s, const char *id)
{
    int p = token(g, id);
    piece_attach(g, p, l, w, s);
    tu_check(g);
    return p;
}

/* Fill legend l's backpack with consumables and grenades (n tokens). */
static void fill_pack(rf_game *g, int l, int n)
{
    static const char *const ids[] = { "syringe", "shield_cell", "frag_grenade",
                                       "thermite_grenade", "syringe", "shield_cell",
                                       "frag_grenade", "thermite_grenade" };
    for (int s = 0; s < n; s++) to_pack(g, l, s, ids[s]);
}

static int weapon_def(const rf_game *g, const char *id)
{
    int d = catalog_weapon(&g->content->catalog, id);
    if (d < 0) fail_msg("no weapon %s", id);
    return d;
}

/* A card of weapon id in the deck (not `skip`). */
static int deck_card(const rf_game *g, const char *id, int skip)
{
    int d = weapon_def(g, id);
    for (int p = 0; p < g->npieces; p++)
        if (p != skip && g->piece[p].kind == RF_PIECE_WEAPON && g->piece[p].def == d &&
            g->piece[p].where == RF_IN_DECK)
            return p;
    fail_msg("no %s in the weapon deck (try another seed)", id);
    return -1;
}

static void deck_swap(rf_game *g, int i, int j)
{
    int16_t t = g->weapon_deck[i];
    g->weapon_deck[i] = g->weapon_deck[j];
    g->weapon_deck[j] = t;
    g->piece[g->weapon_deck[i]].at = (int16_t)i;
    g->piece[g->weapon_deck[j]].at = (int16_t)j;
}

/* Give legend l weapon id in slot w with this ammo; its card goes to the
 * deck in the new card's place. */
static int set_weapon(rf_game *g, int l, int w, const char *id, int ammo)
{
    int p = deck_card(g, id, -1), pos = g->piece[p].at, old = g->legend[l].weapon[w];
    g->weapon_deck[pos] = (int16_t)old;
    g->piece[old].where = RF_IN_DECK;
    g->piece[old].at = (int16_t)pos;
    piece_to_weapon_slot(g, p, l, w);
    g->legend[l].ammo[w] = (uint8_t)ammo;
    tu_check(g);
    return p;
}

/* The next two weapon cards drawn will be `first`, then `second`. */
static void stack_weapons(rf_game *g, const char *first, const char *second, int *p1, int *p2)
{
    int a = deck_card(g, first, -1);
    deck_swap(g, g->piece[a].at, g->weapon_deck_n - 1);
    int b = deck_card(g, second, a);
    deck_swap(g, g->piece[b].at, g->weapon_deck_n - 2);
    assert_int_equal(g->weapon_deck[g->weapon_deck_n - 1], a);
    tu_check(g);
    *p1 = a;
    *p2 = b;
}

static int bin_card(const rf_game *g, const char *id)
{
    const rf_catalog *cat = &g->content->catalog;
    for (int c = 0; c < cat->nbins; c++)
        if (strcmp(cat->bin[c].id, id) == 0) return c;
    fail_msg("no supply bin card %s", id);
    return -1;
}

/* Supply bin card id on top of the supply bin deck. */
static int bin_top(rf_game *g, const char *id)
{
    int c = bin_card(g, id);
    for (int i = 0; i < g->bin_deck_n; i++)
        if (g->bin_deck[i] == c) {
            int8_t t = g->bin_deck[g->bin_deck_n - 1];
            g->bin_deck[g->bin_deck_n - 1] = g->bin_deck[i];
            g->bin_deck[i] = t;
            return c;
        }
    fail_msg("%s is not in the supply bin deck", id);
    return -1;
}

/* Empty every bag (a bin then gives only its weapon cards). */
static void empty_bags(rf_game *g)
{
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].where == RF_IN_BAG) g->piece[p].where = RF_IN_BOX;
}

static int bag_count(const rf_game *g, int rarity)
{
    int n = 0;
    for (int p = 0; p < g->npieces; p++)
        n += g->piece[p].where == RF_IN_BAG && g->piece[p].at == rarity;
    return n;
}

/* Pieces of a kind held next to legend l's board (out may be NULL). */
static int held(const rf_game *g, int l, int kind, int *out)
{
    int n = 0;
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].where == RF_HELD && g->piece[p].at == l && g->piece[p].kind == kind) {
            if (out) out[n] = p;
            n++;
        }
    return n;
}

static int held_loot(const rf_game *g, int l, int *out) { return held(g, l, RF_PIECE_LOOT, out); }

static int held_weapons(const rf_game *g, int l, int *out)
{
    return held(g, l, RF_PIECE_WEAPON, out);
}

static int tokens_on(const rf_game *g, int x, int y)
{
    int n = 0;
    for (int p = 0; p < g->npieces; p++)
        n += g->piece[p].where == RF_ON_MAP && g->piece[p].at == cell(x, y);
    return n;
}

static bool on_map_at(const rf_game *g, int p, int x, int y)
{
    return g->piece[p].where == RF_ON_MAP && g->piece[p].at == cell(x, y);
}

static bool in_pack(const rf_game *g, int p, int l)
{
    return g->piece[p].where == RF_IN_PACK && g->piece[p].at / RF_BACKPACK == l &&
           g->legend[l].pack[g->piece[p].at % RF_BACKPACK] == p;
}

/* ---- decisions ---- */

static rf_decision pending(const rf_game *g)
{
    rf_decision d;
    assert_true(rf_pending(g, &d));
    return d;
}

/* An illegal choice is refused and changes nothing. */
/* The offered options of one kind (and, with a >= 0, that a). */
static int offered_kind(const rf_game *g, int kind, int a, uint32_t *out)
{
    static unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS), k = 0;
    for (int i = 0; i < n; i++)
        if (engine_code_kind(codes[i]) == kind && (a < 0 || engine_code_a(codes[i]) == a)) {
            if (out) out[k] = codes[i];
            k++;
        }
    return k;
}

static void activate(rf_game *g, int l)
{
    assert_int_equal(pending(g).kind, RF_DEC_ACTIVATE);
    tu_choose(g, engine_code(OPT_ACTIVATE, l, 0));
    assert_int_equal(pending(g).kind, RF_DEC_ACTION);
}

/* "Interact and Move 1" (from the activation), then its Interact part. */
static void interact(rf_game *g, int l)
{
    if (pending(g).kind == RF_DEC_ACTIVATE) activate(g, l);
    tu_choose(g, engine_code(OPT_ACTION, ACT_INTERACT_MOVE1, 0));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    assert_int_equal(pending(g).kind, RF_DEC_INTERACT);
}

/* Open the one closed bin offered; returns its index. */
static int open_bin(rf_game *g)
{
    uint32_t bins[RF_MAX_BINS];
    assert_int_equal(offered_kind(g, OPT_BIN, -1, bins), 1);
    tu_choose(g, bins[0]);
    return engine_code_a(bins[0]);
}

/* Pick up token p (ACT-17 b). */
static void pick_up(rf_game *g, int p)
{
    tu_choose(g, engine_code(OPT_LOOT_PICK, 0, p));
    assert_int_equal(pending(g).kind, RF_DEC_LOOT);
}

static void drop_here(rf_game *g, int l)
{
    geo_cell at = g->legend[l].pos;
    tu_choose(g, engine_code(OPT_DROP_AT, 0, geo_cell_index(at)));
}

/* Drop every token that still waits for a decision on l's own space. */
static void drop_all_here(rf_game *g, int l)
{
    rf_decision d;
    while (rf_pending(g, &d) && d.kind == RF_DEC_LOOT && d.legend == l) drop_here(g, l);
}

/* Pick up gear token p and equip it; the token it replaces is dropped on
 * the legend's own space. Returns the replaced token. */
static int equip_from_map(rf_game *g, int l, int p)
{
    int slot = def_of(g, p)->family == RF_LOOT_HELMET ? RF_GEAR_HELMET
             : def_of(g, p)->family == RF_LOOT_BODY_SHIELD ? RF_GEAR_BODY : RF_GEAR_KNOCKDOWN;
    int old = g->legend[l].gear[slot];
    pick_up(g, p);
    tu_choose(g, engine_code(OPT_KEEP, KEEP_GEAR, 0));
    assert_int_equal(g->legend[l].gear[slot], p);
    if (old >= 0) {
        assert_int_equal(pending(g).kind, RF_DEC_LOOT);       /* where the old one goes */
        drop_here(g, l);
        assert_true(on_map_at(g, old, g->legend[l].pos.x, g->legend[l].pos.y));
    }
    assert_int_equal(pending(g).kind, RF_DEC_ACTION);
    return old;
}

/* The held loot token the pending decision is about (named in its prompt). */
static int deciding_about(const rf_game *g, int l)
{
    rf_decision d = pending(g);
    int held[32], n = held_loot(g, l, held);
    for (int i = 0; i < n; i++)
        if (strstr(d.prompt, def_of(g, held[i])->name)) return held[i];
    fail_msg("no held token named in '%s'", d.prompt);
    return -1;
}

/* ================================================================== */
/* LOOT                                                                */
/* ================================================================== */

/* covers: LOOT-1 */
static void test_LOOT_1_rarities_from_weakest_to_strongest(void **state)
{
    (void)state;
    const rf_catalog *cat = &tu_content()->catalog;
    /* one kind per family and rarity: a stronger rarity is never weaker */
    static const char *const families[][4] = {
        { "body_shield_common", "body_shield_rare", "body_shield_epic", "body_shield_legendary" },
        { "knockdown_common", "knockdown_rare", "knockdown_epic", NULL },
        { "helmet_common", "helmet_rare", "helmet_epic", "helmet_legendary" },
        { "stabilizer_common", "stabilizer_rare", "stabilizer_epic", NULL },
        { "stock_common", "stock_rare", "stock_epic", NULL },
        { "sniper_stock_common", "sniper_stock_rare", "sniper_stock_epic", NULL },
    };
    for (size_t f = 0; f < sizeof families / sizeof families[0]; f++) {
        int last = -1;
        for (int r = 0; r < 4 && families[f][r]; r++) {
            int d = catalog_loot(cat, families[f][r]);
            assert_true(d >= 0);
            const rf_loot_def *l = &cat->loot[d];
            assert_int_equal(l->rarity, r);                  /* grey, blue, purple, gold */
            int v = f == 0 ? l->shield_limit * 100 + l->shield_restore
                  : f == 1 ? l->knockdown_prevent
                  : f == 2 ? l->helmet_value * 10 + l->helmet_count
                  : f == 3 ? l->stability : l->stock_bonus;
            assert_true(v > last || (r == 3 && v >= last));
            last = v;
        }
    }
    /* all four rarities exist among the tokens */
    int seen[RF_RARITY_COUNT] = { 0 };
    for (int d = 0; d < cat->nloot; d++) seen[cat->loot[d].rarity] += cat->loot[d].count;
    for (int r = 0; r < RF_RARITY_COUNT; r++) assert_true(seen[r] > 0);
}

/* covers: LOOT-2 */
static void test_LOOT_2_each_kind_goes_to_its_place(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    set_weapon(g, RED, 0, "W-01", 3);                         /* a stabilizer slot */
    int helmet = to_map(g, 5, 6, "helmet_rare");
    int stab = to_map(g, 5, 6, "stabilizer_rare");
    int frag = to_map(g, 5, 6, "frag_grenade");
    int cell_ = to_map(g, 5, 6, "shield_cell");
    activate(g, RED);

    /* gear: only its gear space (or dropped), never the backpack */
    pick_up(g, helmet);
    assert_int_equal(offered_kind(g, OPT_KEEP, KEEP_GEAR, NULL), 1);
    assert_int_equal(offered_kind(g, OPT_KEEP, KEEP_PACK, NULL), 0);
    assert_int_equal(offered_kind(g, OPT_KEEP, KEEP_SWAP, NULL), 0);
    assert_int_equal(offered_kind(g, OPT_KEEP, KEEP_FIT, NULL), 0);
    assert_true(offered_kind(g, OPT_DROP_AT, -1, NULL) > 0);
    tu_choose(g, engine_code(OPT_KEEP, KEEP_GEAR, 0));
    drop_all_here(g, RED);
    assert_int_equal(g->legend[RED].gear[RF_GEAR_HELMET], helmet);

    /* attachment: a backpack space or a weapon attachment slot */
    pick_up(g, stab);
    assert_int_equal(offered_kind(g, OPT_KEEP, KEEP_GEAR, NULL), 0);
    assert_int_equal(offered_kind(g, OPT_KEEP, KEEP_PACK, NULL), 1);
    assert_true(tu_offered(g, engine_code(OPT_KEEP, KEEP_FIT, 0 * 8 + 0)));
    tu_choose(g, engine_code(OPT_KEEP, KEEP_FIT, 0 * 8 + 0));
    assert_int_equal(g->legend[RED].attach[0][0], stab);

    /* grenade and consumable: the backpack */
    int items[2] = { frag, cell_ };
    for (int i = 0; i < 2; i++) {
        pick_up(g, items[i]);
        assert_int_equal(offered_kind(g, OPT_KEEP, KEEP_GEAR, NULL), 0);
        assert_int_equal(offered_kind(g, OPT_KEEP, KEEP_FIT, NULL), 0);
        assert_int_equal(offered_kind(g, OPT_KEEP, KEEP_PACK, NULL), 1);
        tu_choose(g, engine_code(OPT_KEEP, KEEP_PACK, 0));
        assert_true(in_pack(g, items[i], RED));
    }
    rf_game_free(g);
}

/* covers: LOOT-3 */
static void test_LOOT_3_items_are_grenades_and_consumables(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    to_pack(g, RED, 0, "stabilizer_common");
    to_pack(g, RED, 1, "frag_grenade");
    to_pack(g, RED, 2, "syringe");
    to_pack(g, RED, 3, "optic_holo");
    to_pack(g, RED, 4, "shield_battery");
    activate(g, RED);
    tu_choose(g, engine_code(OPT_ACTION, ACT_USE_MOVE1, 0));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    assert_int_equal(pending(g).kind, RF_DEC_USE);
    assert_false(tu_offered(g, engine_code(OPT_USE_ITEM, 0, 0)));   /* an attachment is no item */
    assert_true(tu_offered(g, engine_code(OPT_USE_ITEM, 1, 0)));
    assert_true(tu_offered(g, engine_code(OPT_USE_ITEM, 2, 0)));
    assert_false(tu_offered(g, engine_code(OPT_USE_ITEM, 3, 0)));
    assert_true(tu_offered(g, engine_code(OPT_USE_ITEM, 4, 0)));
    tu_refused(g, engine_code(OPT_USE_ITEM, 0, 0));
    rf_game_free(g);
}

/* covers: LOOT-4 */
static void test_LOOT_4_keep_or_drop_on_own_or_neighbouring_space(void **state)
{
    (void)state;
    /* on the ground south of the half wall */
    rf_game *g = game_at(5, 6, 1);
    int t = to_map(g, 5, 6, "syringe");
    activate(g, RED);
    pick_up(g, t);
    assert_true(tu_offered(g, engine_code(OPT_KEEP, KEEP_PACK, 0)));          /* keep */
    assert_true(tu_offered(g, engine_code(OPT_DROP_AT, 0, cell(5, 6))));      /* own space */
    assert_true(tu_offered(g, engine_code(OPT_DROP_AT, 0, cell(5, 7))));      /* neighbouring */
    assert_true(tu_offered(g, engine_code(OPT_DROP_AT, 0, cell(4, 6))));
    assert_true(tu_offered(g, engine_code(OPT_DROP_AT, 0, cell(6, 7))));
    assert_false(tu_offered(g, engine_code(OPT_DROP_AT, 0, cell(5, 5))));     /* half wall between */
    assert_false(tu_offered(g, engine_code(OPT_DROP_AT, 0, cell(5, 8))));     /* 2 spaces away */
    tu_refused(g, engine_code(OPT_DROP_AT, 0, cell(5, 5)));
    tu_choose(g, engine_code(OPT_DROP_AT, 0, cell(6, 7)));
    assert_true(on_map_at(g, t, 6, 7));
    rf_game_free(g);

    /* on a roof: the lower ground next to the building is neighbouring */
    g = game_at(1, 8, 1);
    t = to_map(g, 1, 8, "syringe");
    activate(g, RED);
    pick_up(g, t);
    assert_true(tu_offered(g, engine_code(OPT_DROP_AT, 0, cell(1, 8))));
    assert_true(tu_offered(g, engine_code(OPT_DROP_AT, 0, cell(0, 7))));      /* same roof */
    assert_true(tu_offered(g, engine_code(OPT_DROP_AT, 0, cell(2, 8))));      /* lower */
    tu_choose(g, engine_code(OPT_DROP_AT, 0, cell(2, 8)));
    assert_true(on_map_at(g, t, 2, 8));
    rf_game_free(g);

    /* on the ground next to the building: the higher roof is not */
    g = game_at(2, 8, 1);
    t = to_map(g, 2, 8, "syringe");
    activate(g, RED);
    pick_up(g, t);
    assert_true(tu_offered(g, engine_code(OPT_DROP_AT, 0, cell(3, 8))));
    assert_false(tu_offered(g, engine_code(OPT_DROP_AT, 0, cell(1, 8))));
    assert_false(tu_offered(g, engine_code(OPT_DROP_AT, 0, cell(1, 7))));
    rf_game_free(g);
}

/* covers: LOOT-4 ACT-17 */
static void test_LOOT_4_any_number_of_tokens_on_a_space(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    static const char *const ids[] = { "stabilizer_common", "optic_holo", "optic_hcog_classic",
                                       "stock_common", "sniper_stock_common", "frag_grenade",
                                       "thermite_grenade", "syringe", "shield_cell", "med_kit" };
    for (int i = 0; i < 10; i++) to_map(g, 5, 7, ids[i]);
    fill_pack(g, RED, 8);
    activate(g, RED);
    for (int s = 0; s < RF_BACKPACK; s++) {
        assert_true(tu_offered(g, engine_code(OPT_LOOT_DROP, s, cell(5, 7))));
        tu_choose(g, engine_code(OPT_LOOT_DROP, s, cell(5, 7)));
    }
    assert_int_equal(tokens_on(g, 5, 7), 18);
    assert_int_equal(offered_kind(g, OPT_LOOT_PICK, -1, NULL), 18);    /* all still there */
    /* a token received goes on the crowded space too */
    int t = to_map(g, 5, 6, "shield_battery");
    pick_up(g, t);
    tu_choose(g, engine_code(OPT_DROP_AT, 0, cell(5, 7)));
    assert_int_equal(tokens_on(g, 5, 7), 19);
    rf_game_free(g);
}

static bool placed(int where)
{
    return where == RF_ON_MAP || where == RF_IN_PACK || where == RF_ON_GEAR || where == RF_ATTACHED;
}

/* Every choice for a received token, and every follow-up, leaves every
 * token that was in play on the map or with the legend. */
static void check_never_discarded(const rf_game *base, int p)
{
    rf_game *g = rf_game_clone(base);
    pick_up(g, p);
    unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    assert_true(n > 0);
    for (int i = 0; i < n; i++) {
        int kind = engine_code_kind(codes[i]);
        assert_true(kind == OPT_KEEP || kind == OPT_DROP_AT);            /* keep or drop only */
        rf_game *h = rf_game_clone(g);
        tu_choose(h, codes[i]);
        for (int guard = 0; guard < 20; guard++) {                      /* follow-ups: drop */
            rf_decision d;
            if (!rf_pending(h, &d) || d.kind != RF_DEC_LOOT) break;
            uint32_t drops[16];
            assert_true(offered_kind(h, OPT_DROP_AT, -1, drops) > 0);
            tu_choose(h, drops[0]);
        }
        assert_int_equal(pending(h).kind, RF_DEC_ACTION);
        for (int q = 0; q < h->npieces; q++)
            if (h->piece[q].kind == RF_PIECE_LOOT && (placed(g->piece[q].where) || q == p))
                assert_true(placed(h->piece[q].where));
        assert_int_equal(held_loot(h, RED, NULL), 0);
        rf_game_free(h);
    }
    rf_game_free(g);
}

/* covers: LOOT-5 */
static void test_LOOT_5_a_received_token_is_never_discarded(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    set_weapon(g, RED, 0, "W-01", 3);
    set_weapon(g, RED, 1, "W-09", 3);
    fit_on(g, RED, 0, 0, "stabilizer_rare");
    fill_pack(g, RED, 8);                                   /* full: keeping drops another */
    int toks[] = { to_map(g, 5, 6, "helmet_rare"), to_map(g, 5, 6, "body_shield_epic"),
                   to_map(g, 5, 6, "stabilizer_epic"), to_map(g, 5, 6, "frag_grenade"),
                   to_map(g, 5, 7, "phoenix_kit") };
    activate(g, RED);
    for (size_t i = 0; i < sizeof toks / sizeof toks[0]; i++) check_never_discarded(g, toks[i]);
    rf_game_free(g);
}

/* covers: LOOT-6 */
static void test_LOOT_6_bags_by_rarity_without_starting_gear(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    const rf_catalog *cat = &g->content->catalog;
    int expect[RF_RARITY_COUNT] = { 0 };
    for (int d = 0; d < cat->nloot; d++)
        if (!cat->loot[d].starting) expect[cat->loot[d].rarity] += cat->loot[d].count;
    for (int p = 0; p < g->npieces; p++) {
        if (g->piece[p].kind != RF_PIECE_LOOT) continue;
        const rf_loot_def *d = def_of(g, p);
        if (d->starting || d->rarity == RF_LEGENDARY) {
            assert_int_not_equal(g->piece[p].where, RF_IN_BAG);      /* never in a bag */
        } else {
            assert_int_equal(g->piece[p].where, RF_IN_BAG);
            assert_int_equal(g->piece[p].at, d->rarity);             /* the bag of its rarity */
        }
    }
    assert_int_equal(bag_count(g, RF_COMMON), expect[RF_COMMON]);
    assert_int_equal(bag_count(g, RF_RARE), expect[RF_RARE]);
    assert_int_equal(bag_count(g, RF_EPIC), expect[RF_EPIC]);
    assert_int_equal(bag_count(g, RF_LEGENDARY), 0);
    /* COMP-7: 50 common, 52 rare, 35 epic tokens, as the public view counts them */
    static char obs[32768];
    rf_observe(g, -1, obs, sizeof obs);
    assert_non_null(strstr(obs, "\"bags\":{\"common\":50,\"rare\":52,\"epic\":35}"));
    rf_game_free(g);
}

/* Open bin C from 7,8 with this card on top; discard the weapon card and
 * return the loot tokens drawn (held, before any decision). */
static int open_with_card(rf_game *g, const char *card, int *drawn)
{
    bin_top(g, card);
    interact(g, RED);
    open_bin(g);
    int n = held_loot(g, RED, drawn);
    int w[2];
    assert_int_equal(held_weapons(g, RED, w), 2);
    tu_choose(g, engine_code(OPT_PICK_WEAPON, 0, w[0]));
    tu_choose(g, engine_code(OPT_WEAPON_DO, DO_DISCARD, 0));
    return n;
}

/* covers: LOOT-7 */
static void test_LOOT_7_drawn_at_random_from_the_bag(void **state)
{
    (void)state;
    int kinds[RF_MAX_LOOT_DEFS] = { 0 }, distinct = 0, not_first = 0;
    for (unsigned long long seed = 1; seed <= 24; seed++) {
        rf_game *g = game_at(7, 8, seed);
        int common = bag_count(g, RF_COMMON), first_in_bag = -1;
        for (int p = 0; p < g->npieces && first_in_bag < 0; p++)
            if (g->piece[p].where == RF_IN_BAG && g->piece[p].at == RF_COMMON) first_in_bag = p;
        int drawn[8];
        assert_int_equal(open_with_card(g, "SB-12", drawn), 3);          /* 3 common */
        assert_int_equal(bag_count(g, RF_COMMON), common - 3);
        for (int i = 0; i < 3; i++) assert_int_equal(def_of(g, drawn[i])->rarity, RF_COMMON);
        for (int i = 0; i < 3; i++) {
            if (!kinds[g->piece[drawn[i]].def]++) distinct++;
            not_first += drawn[i] != first_in_bag;
        }
        drop_all_here(g, RED);
        rf_game_free(g);
    }
    assert_true(distinct >= 5);             /* 9 common kinds: the draws vary */
    assert_true(not_first > 0);
}

/* covers: LOOT-7
 * Draws from a bag opened once (pieces_bag_open, pieces_bag_take: Stage 1's pools,
 * issue 14) are single draws (pieces_bag_draw): the same tokens in the same
 * order and the same game after, each bag drawn until it is empty. */
static void test_LOOT_7_draws_from_an_opened_bag_are_single_draws(void **state)
{
    (void)state;
    int draws = 0;
    for (unsigned long long seed = 1; seed <= 24; seed++) {
        rf_game *g = game_at(7, 8, seed), *h = rf_game_clone(g);
        for (int rarity = 0; rarity < RF_RARITY_COUNT; rarity++) {
            rf_bag bag;
            pieces_bag_open(h, rarity, &bag);
            int p, l = (int)(seed % (unsigned long long)g->nlegends);
            do {
                p = pieces_bag_draw(g, rarity, l);
                assert_int_equal(pieces_bag_take(h, &bag, l), p);
                draws += p >= 0;
            } while (p >= 0);
        }
        assert_true(rf_game_hash(g) == rf_game_hash(h));
        rf_game_free(h);
        rf_game_free(g);
    }
    assert_true(draws > 1000);
}

/* covers: LOOT-8 */
static void test_LOOT_8_drop_and_pick_up_cost_no_ap(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    fill_pack(g, RED, 2);
    int t = to_map(g, 5, 7, "med_kit");
    activate(g, RED);
    assert_int_equal(g->ap, 2);
    tu_choose(g, engine_code(OPT_LOOT_DROP, 0, cell(4, 6)));                  /* before an action */
    pick_up(g, t);
    tu_choose(g, engine_code(OPT_KEEP, KEEP_PACK, 0));
    assert_int_equal(g->ap, 2);
    tu_choose(g, engine_code(OPT_ACTION, ACT_MOVE2, 0));
    tu_choose(g, engine_code(OPT_MOVE_TO, 0, cell(5, 6)));                    /* spends the AP */
    assert_int_equal(g->ap, 1);
    tu_choose(g, engine_code(OPT_LOOT_DROP, 1, cell(5, 7)));                  /* after an action */
    assert_int_equal(g->ap, 1);
    assert_int_equal(pending(g).kind, RF_DEC_ACTION);
    rf_game_free(g);
}

/* covers: LOOT-9 */
static void test_LOOT_9_bin_card_symbols_draw_tokens_and_weapon_cards(void **state)
{
    (void)state;
    const rf_catalog *cat = &tu_content()->catalog;
    for (int c = 0; c < cat->nbins; c++) {
        rf_game *g = game_at(7, 8, 100 + (unsigned)c);
        int before[RF_RARITY_COUNT], deck = g->weapon_deck_n;
        for (int r = 0; r < RF_RARITY_COUNT; r++) before[r] = bag_count(g, r);
        bin_top(g, cat->bin[c].id);
        interact(g, RED);
        open_bin(g);
        int drawn[8], n = held_loot(g, RED, drawn), got[RF_RARITY_COUNT] = { 0 };
        for (int i = 0; i < n; i++) got[def_of(g, drawn[i])->rarity]++;
        for (int r = 0; r < RF_RARITY_COUNT; r++) {
            assert_int_equal(got[r], cat->bin[c].draw[r]);              /* one per symbol */
            assert_int_equal(bag_count(g, r), before[r] - cat->bin[c].draw[r]);
        }
        assert_int_equal(held_weapons(g, RED, NULL), 2);                /* INTERACT-4 (3) */
        assert_int_equal(g->weapon_deck_n, deck - 2);
        rf_game_free(g);
    }
}

/* ================================================================== */
/* GEAR                                                                */
/* ================================================================== */

/* covers: GEAR-1 */
static void test_GEAR_1_one_token_of_each_type(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    int body = g->legend[RED].gear[RF_GEAR_BODY], ko = g->legend[RED].gear[RF_GEAR_KNOCKDOWN];
    int old_helmet = g->legend[RED].gear[RF_GEAR_HELMET];
    int helmet = to_map(g, 5, 6, "helmet_rare"), kd = to_map(g, 5, 6, "knockdown_epic");
    activate(g, RED);
    pick_up(g, helmet);
    uint32_t keep[8];
    assert_int_equal(offered_kind(g, OPT_KEEP, -1, keep), 1);        /* its own gear space only */
    assert_int_equal(keep[0], engine_code(OPT_KEEP, KEEP_GEAR, 0));
    tu_choose(g, keep[0]);
    drop_all_here(g, RED);                                           /* the old helmet goes */
    assert_int_equal(g->legend[RED].gear[RF_GEAR_HELMET], helmet);
    assert_int_equal(g->legend[RED].gear[RF_GEAR_BODY], body);
    assert_int_equal(g->legend[RED].gear[RF_GEAR_KNOCKDOWN], ko);
    assert_true(on_map_at(g, old_helmet, 5, 6));
    assert_int_equal(equip_from_map(g, RED, kd), ko);
    assert_int_equal(g->legend[RED].gear[RF_GEAR_HELMET], helmet);
    assert_int_equal(g->legend[RED].gear[RF_GEAR_BODY], body);
    assert_int_equal(g->legend[RED].gear[RF_GEAR_KNOCKDOWN], kd);
    int on_gear = 0;
    for (int p = 0; p < g->npieces; p++)
        on_gear += g->piece[p].where == RF_ON_GEAR && g->piece[p].at / RF_GEAR_SLOTS == RED;
    assert_int_equal(on_gear, 3);
    static char obs[32768];                                          /* three gear spaces */
    rf_observe(g, BLUE, obs, sizeof obs);
    assert_non_null(strstr(obs, "\"gear\":[{\"id\":\"helmet_rare\",\"exhausted\":false},"
                                "{\"id\":\"body_shield_common\",\"exhausted\":false},"
                                "{\"id\":\"knockdown_epic\",\"exhausted\":false}]"));
    rf_game_free(g);
}

/* covers: GEAR-2 */
static void test_GEAR_2_legends_start_with_the_common_starting_gear(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    static const char *const ids[RF_GEAR_SLOTS] = { "helmet_common", "body_shield_common",
                                                   "knockdown_common" };
    for (int l = 0; l < g->nlegends; l++) {
        for (int s = 0; s < RF_GEAR_SLOTS; s++) {
            int p = g->legend[l].gear[s];
            assert_true(p >= 0);
            assert_string_equal(def_of(g, p)->id, ids[s]);
            assert_true(def_of(g, p)->starting);
        }
        assert_int_equal(g->legend[l].vitals.shield_max, 20);
        assert_int_equal(g->legend[l].vitals.ko_prevent, 0);
    }
    for (int p = 0; p < g->npieces; p++)                  /* the starting gear is not in a bag */
        if (g->piece[p].kind == RF_PIECE_LOOT && def_of(g, p)->starting)
            assert_true(g->piece[p].where == RF_ON_GEAR || g->piece[p].where == RF_IN_BOX);
    rf_game_free(g);
}

/* covers: GEAR-3 */
static void test_GEAR_3_keep_drops_the_old_or_drop_the_new(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    int old = g->legend[RED].gear[RF_GEAR_KNOCKDOWN];
    int kd = to_map(g, 5, 6, "knockdown_rare");
    activate(g, RED);
    pick_up(g, kd);
    assert_true(tu_offered(g, engine_code(OPT_KEEP, KEEP_GEAR, 0)));
    assert_true(tu_offered(g, engine_code(OPT_DROP_AT, 0, cell(5, 6))));

    rf_game *h = rf_game_clone(g);                            /* drop the new one */
    tu_choose(h, engine_code(OPT_DROP_AT, 0, cell(4, 6)));
    assert_true(on_map_at(h, kd, 4, 6));
    assert_int_equal(h->legend[RED].gear[RF_GEAR_KNOCKDOWN], old);
    assert_int_equal(pending(h).kind, RF_DEC_ACTION);
    rf_game_free(h);

    tu_choose(g, engine_code(OPT_KEEP, KEEP_GEAR, 0));               /* keep it: the old one is dropped */
    assert_int_equal(g->legend[RED].gear[RF_GEAR_KNOCKDOWN], kd);
    assert_int_equal(pending(g).kind, RF_DEC_LOOT);
    assert_true(tu_offered(g, engine_code(OPT_DROP_AT, 0, cell(5, 7))));
    assert_false(tu_offered(g, engine_code(OPT_DROP_AT, 0, cell(5, 5))));
    assert_int_equal(offered_kind(g, OPT_KEEP, -1, NULL), 0);           /* it must go */
    tu_choose(g, engine_code(OPT_DROP_AT, 0, cell(5, 7)));
    assert_true(on_map_at(g, old, 5, 7));
    assert_int_equal(pending(g).kind, RF_DEC_ACTION);
    rf_game_free(g);
}

/* covers: GEAR-4 */
static void test_GEAR_4_shields_are_double_sided_except_the_starting_ones(void **state)
{
    (void)state;
    const rf_catalog *cat = &tu_content()->catalog;
    for (int d = 0; d < cat->nloot; d++) {
        const rf_loot_def *l = &cat->loot[d];
        bool shield = l->family == RF_LOOT_BODY_SHIELD || l->family == RF_LOOT_KNOCKDOWN;
        assert_int_equal(!!l->double_sided, shield && !l->starting);
    }
    /* in play: a fresh rare body shield turns to its back when it restores;
     * the single-sided starting one never does */
    rf_game *g = game_at(5, 6, 1);
    int common = g->legend[RED].gear[RF_GEAR_BODY];
    int rare = to_map(g, 5, 6, "body_shield_rare");
    activate(g, RED);
    equip_from_map(g, RED, rare);
    assert_true(g->piece[rare].exhausted);
    assert_false(g->piece[common].exhausted);
    pick_up(g, common);
    tu_choose(g, engine_code(OPT_KEEP, KEEP_GEAR, 0));
    drop_all_here(g, RED);
    assert_false(g->piece[common].exhausted);
    assert_int_equal(g->legend[RED].vitals.shield_max, 20);
    rf_game_free(g);
}

/* covers: GEAR-5 */
static void test_GEAR_5_dropped_or_picked_up_never_flipped(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    int used = to_map(g, 5, 6, "knockdown_rare"), fresh = to_map(g, 5, 6, "knockdown_epic");
    g->piece[used].exhausted = 1;                             /* lying on its back */
    activate(g, RED);
    equip_from_map(g, RED, used);
    assert_true(g->piece[used].exhausted);                    /* picked up as it lay */
    assert_true(g->legend[RED].vitals.ko_exhausted);
    equip_from_map(g, RED, fresh);
    assert_true(on_map_at(g, used, 5, 6));
    assert_true(g->piece[used].exhausted);                    /* dropped as it was */
    assert_false(g->piece[fresh].exhausted);
    assert_false(g->legend[RED].vitals.ko_exhausted);
    assert_int_equal(g->legend[RED].vitals.ko_prevent, 15);

    /* an exhausted body shield picked up and dropped again stays exhausted */
    int body = to_map(g, 5, 7, "body_shield_epic");
    g->piece[body].exhausted = 1;
    pick_up(g, body);
    tu_choose(g, engine_code(OPT_DROP_AT, 0, cell(5, 6)));
    assert_true(on_map_at(g, body, 5, 6));
    assert_true(g->piece[body].exhausted);
    /* a knockdown shield used in play lies exhausted when replaced */
    g->piece[fresh].exhausted = 1;                           /* KO-3: it flipped */
    g->legend[RED].vitals.ko_exhausted = true;
    tu_check(g);
    int other = to_map(g, 5, 6, "knockdown_rare");
    equip_from_map(g, RED, other);
    assert_true(g->piece[fresh].exhausted);
    assert_false(g->legend[RED].vitals.ko_exhausted);
    rf_game_free(g);
}

/* covers: GEAR-6 */
static void test_GEAR_6_from_a_bag_front_side_up(void **state)
{
    (void)state;
    rf_game *g = game_at(7, 8, 3);
    empty_bags(g);                                      /* then only the two kinds we want */
    int want[2] = { loot_def(g, "body_shield_rare"), loot_def(g, "knockdown_epic") };
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].kind == RF_PIECE_LOOT && g->piece[p].where == RF_IN_BOX &&
            (g->piece[p].def == want[0] || g->piece[p].def == want[1]))
        {
            g->piece[p].where = RF_IN_BAG;
            g->piece[p].at = def_of(g, p)->rarity;
        }
    g->legend[RED].vitals.shield = 5;
    tu_check(g);
    int drawn[8];
    assert_int_equal(open_with_card(g, "SB-16", drawn), 2);             /* 1 rare + 1 epic */
    for (int i = 0; i < 2; i++) assert_false(g->piece[drawn[i]].exhausted);
    for (int guard = 0; guard < 4 && held_loot(g, RED, NULL) > 0; guard++) {
        int p = deciding_about(g, RED);
        assert_false(g->piece[p].exhausted);
        if (def_of(g, p)->family == RF_LOOT_BODY_SHIELD) {
            tu_choose(g, engine_code(OPT_DROP_AT, 0, cell(7, 8)));              /* dropped face up */
            assert_true(on_map_at(g, p, 7, 8));
            assert_false(g->piece[p].exhausted);
        } else {
            tu_choose(g, engine_code(OPT_KEEP, KEEP_GEAR, 0));                  /* kept face up */
            drop_all_here(g, RED);
            assert_false(g->piece[p].exhausted);
            assert_false(g->legend[RED].vitals.ko_exhausted);
            assert_int_equal(g->legend[RED].vitals.ko_prevent, 15);
        }
    }
    assert_int_equal(held_loot(g, RED, NULL), 0);
    rf_game_free(g);
}

/* covers: GEAR-7 */
static void test_GEAR_7_helmet_values(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    uint8_t value, count;
    legend_helmet(g, RED, &value, &count);
    assert_true(count == 0 || value == 0);                    /* starting: no effect */
    static const struct { const char *id; int value, count; } h[] = {
        { "helmet_rare", 50, 1 }, { "helmet_epic", 60, 2 }, { "helmet_legendary", 60, 2 },
    };
    activate(g, RED);
    for (int i = 0; i < 3; i++) {
        int p = to_map(g, 5, 6, h[i].id);
        equip_from_map(g, RED, p);
        legend_helmet(g, RED, &value, &count);
        assert_int_equal(value, h[i].value);
        assert_int_equal(count, h[i].count);
    }
    rf_game_free(g);
}

/* covers: GEAR-8 */
static void test_GEAR_8_body_shields_set_the_limit_and_restore(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    rf_vitals *v = &g->legend[RED].vitals;
    assert_int_equal(v->shield_max, 20);                      /* starting: limit 20 */
    v->shield = 12;
    int rare = to_map(g, 5, 6, "body_shield_rare");
    int epic = to_map(g, 5, 6, "body_shield_epic");
    int legendary = to_map(g, 5, 6, "body_shield_legendary");
    activate(g, RED);
    equip_from_map(g, RED, rare);
    assert_int_equal(v->shield_max, 30);
    assert_int_equal(v->shield, 22);                           /* +10 */
    assert_true(g->piece[rare].exhausted);                    /* then flipped */
    equip_from_map(g, RED, epic);
    assert_int_equal(v->shield_max, 40);
    assert_int_equal(v->shield, 32);                           /* +10 */
    assert_true(g->piece[epic].exhausted);
    equip_from_map(g, RED, legendary);
    assert_int_equal(v->shield_max, 40);
    assert_int_equal(v->shield, 40);                           /* +20, up to the limit */
    assert_true(g->piece[legendary].exhausted);
    /* a fresh rare one after the legendary: the limit 30, +10 */
    v->shield = 15;
    int rare2 = to_map(g, 5, 6, "body_shield_rare");
    equip_from_map(g, RED, rare2);
    assert_int_equal(v->shield_max, 30);
    assert_int_equal(v->shield, 25);
    rf_game_free(g);
}

/* covers: GEAR-9 */
static void test_GEAR_9_an_exhausted_body_shield_restores_nothing(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    rf_vitals *v = &g->legend[RED].vitals;
    v->shield = 10;
    int rare = to_map(g, 5, 6, "body_shield_rare"), epic = to_map(g, 5, 6, "body_shield_epic");
    g->piece[rare].exhausted = g->piece[epic].exhausted = 1;
    activate(g, RED);
    equip_from_map(g, RED, rare);
    assert_int_equal(v->shield_max, 30);                       /* the limit still counts */
    assert_int_equal(v->shield, 10);
    assert_true(g->piece[rare].exhausted);
    equip_from_map(g, RED, epic);
    assert_int_equal(v->shield_max, 40);
    assert_int_equal(v->shield, 10);
    rf_game_free(g);
}

/* covers: GEAR-10 */
static void test_GEAR_10_a_dropped_body_shield_is_not_flipped(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    int fresh = to_map(g, 5, 6, "body_shield_rare"), epic = to_map(g, 5, 6, "body_shield_epic");
    activate(g, RED);
    pick_up(g, fresh);                                        /* dropped unused: still fresh */
    tu_choose(g, engine_code(OPT_DROP_AT, 0, cell(5, 7)));
    assert_true(on_map_at(g, fresh, 5, 7));
    assert_false(g->piece[fresh].exhausted);
    equip_from_map(g, RED, epic);                             /* used: exhausted */
    assert_true(g->piece[epic].exhausted);
    equip_from_map(g, RED, fresh);                            /* the epic is dropped exhausted */
    assert_true(on_map_at(g, epic, 5, 6));
    assert_true(g->piece[epic].exhausted);
    rf_game_free(g);
}

/* covers: GEAR-11 */
static void test_GEAR_11_knockdown_shield_values(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    rf_vitals *v = &g->legend[RED].vitals;
    assert_int_equal(v->ko_prevent, 0);                       /* starting: no effect */
    static const struct { const char *id; int prevent, ring; } k[] = {
        { "knockdown_rare", 10, 0 }, { "knockdown_epic", 15, 0 }, { "knockdown_legendary", 10, 8 },
    };
    activate(g, RED);
    for (int i = 0; i < 3; i++) {
        int p = to_map(g, 5, 6, k[i].id);
        equip_from_map(g, RED, p);
        assert_int_equal(v->ko_prevent, k[i].prevent);
        assert_int_equal(v->ring_cap, k[i].ring);
        assert_false(v->ko_exhausted);
    }
    rf_game_free(g);
}

/* covers: GEAR-12 */
static void test_GEAR_12_the_limit_follows_the_body_shield(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    rf_vitals *v = &g->legend[RED].vitals;
    int epic = to_map(g, 5, 6, "body_shield_epic"), rare = to_map(g, 5, 6, "body_shield_rare");
    int common = to_map(g, 5, 6, "body_shield_common"), fresh = to_map(g, 5, 6, "body_shield_rare");
    g->piece[epic].exhausted = g->piece[rare].exhausted = 1;
    activate(g, RED);
    equip_from_map(g, RED, epic);
    assert_int_equal(v->shield_max, 40);
    assert_int_equal(v->shield, 20);
    v->shield = 35;
    equip_from_map(g, RED, rare);                             /* R-GEAR-12: cut to 30 */
    assert_int_equal(v->shield_max, 30);
    assert_int_equal(v->shield, 30);
    equip_from_map(g, RED, common);                           /* cut to 20 */
    assert_int_equal(v->shield_max, 20);
    assert_int_equal(v->shield, 20);
    equip_from_map(g, RED, fresh);                            /* 20 + 10 under 30 */
    assert_int_equal(v->shield_max, 30);
    assert_int_equal(v->shield, 30);
    rf_game_free(g);
}

/* ================================================================== */
/* BACKPACK                                                            */
/* ================================================================== */

/* covers: BACKPACK-1 */
static void test_BACKPACK_1_eight_spaces(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    static const char *const ids[] = { "syringe", "shield_cell", "frag_grenade", "thermite_grenade",
                                       "med_kit", "shield_battery", "stabilizer_common",
                                       "optic_holo", "phoenix_kit" };
    int t[9];
    for (int i = 0; i < 9; i++) t[i] = to_map(g, 5, 6, ids[i]);
    activate(g, RED);
    for (int i = 0; i < 8; i++) {
        pick_up(g, t[i]);
        assert_true(tu_offered(g, engine_code(OPT_KEEP, KEEP_PACK, 0)));
        tu_choose(g, engine_code(OPT_KEEP, KEEP_PACK, 0));
        assert_true(in_pack(g, t[i], RED));
    }
    assert_int_equal(pieces_pack_free_slot(g, RED), -1);
    pick_up(g, t[8]);                                         /* a ninth: no free space */
    assert_false(tu_offered(g, engine_code(OPT_KEEP, KEEP_PACK, 0)));
    assert_int_equal(offered_kind(g, OPT_KEEP, KEEP_SWAP, NULL), RF_BACKPACK);
    rf_game_free(g);
}

/* covers: BACKPACK-2 */
static void test_BACKPACK_2_attachments_grenades_consumables_not_gear(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    set_weapon(g, RED, 0, "W-01", 3);
    int fitted = fit_on(g, RED, 0, 3, "stock_rare");
    int gear[3] = { to_map(g, 5, 6, "helmet_epic"), to_map(g, 5, 6, "body_shield_rare"),
                    to_map(g, 5, 6, "knockdown_rare") };
    int items[3] = { to_map(g, 5, 6, "optic_sniper_6x"), to_map(g, 5, 6, "thermite_grenade"),
                     to_map(g, 5, 6, "med_kit") };
    activate(g, RED);
    for (int i = 0; i < 3; i++) {
        rf_game *h = rf_game_clone(g);
        pick_up(h, gear[i]);
        assert_int_equal(offered_kind(h, OPT_KEEP, KEEP_PACK, NULL), 0);
        assert_int_equal(offered_kind(h, OPT_KEEP, KEEP_SWAP, NULL), 0);
        rf_game_free(h);
        pick_up(g, items[i]);
        tu_choose(g, engine_code(OPT_KEEP, KEEP_PACK, 0));
        assert_true(in_pack(g, items[i], RED));
    }
    /* a fitted attachment goes back into the backpack (Interact) */
    tu_choose(g, engine_code(OPT_ACTION, ACT_INTERACT_MOVE1, 0));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    tu_choose(g, engine_code(OPT_UNFIT, 0, 3));
    assert_true(in_pack(g, fitted, RED));
    rf_game_free(g);
}

/* covers: BACKPACK-3 */
static void test_BACKPACK_3_one_token_per_space(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    fill_pack(g, RED, 8);
    int gap = g->legend[RED].pack[3];
    piece_to_map(g, gap, geo_cell_make(9, 9));             /* space 3 free */
    int t = to_map(g, 5, 6, "med_kit"), u = to_map(g, 5, 6, "shield_battery");
    activate(g, RED);
    pick_up(g, t);
    tu_choose(g, engine_code(OPT_KEEP, KEEP_PACK, 0));
    assert_int_equal(g->legend[RED].pack[3], t);              /* the free space */
    int seen[RF_MAX_PIECES] = { 0 };
    for (int s = 0; s < RF_BACKPACK; s++) {
        int p = g->legend[RED].pack[s];
        assert_true(p >= 0);
        assert_int_equal(seen[p]++, 0);
        assert_int_equal(g->piece[p].at, RED * RF_BACKPACK + s);
    }
    int was = g->legend[RED].pack[5];
    pick_up(g, u);
    tu_choose(g, engine_code(OPT_KEEP, KEEP_SWAP, 5));                /* one in, the other out */
    assert_int_equal(g->legend[RED].pack[5], u);
    assert_false(in_pack(g, was, RED));
    drop_all_here(g, RED);
    assert_true(on_map_at(g, was, 5, 6));
    rf_game_free(g);
}

/* covers: BACKPACK-4 */
static void test_BACKPACK_4_drop_a_token_to_make_room(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    fill_pack(g, RED, 8);
    int t = to_map(g, 5, 6, "phoenix_kit");
    activate(g, RED);
    pick_up(g, t);
    for (int s = 0; s < RF_BACKPACK; s++) assert_true(tu_offered(g, engine_code(OPT_KEEP, KEEP_SWAP, s)));
    assert_true(tu_offered(g, engine_code(OPT_DROP_AT, 0, cell(5, 6))));      /* or drop the new one */
    int old = g->legend[RED].pack[2];
    tu_choose(g, engine_code(OPT_KEEP, KEEP_SWAP, 2));
    assert_int_equal(g->legend[RED].pack[2], t);
    assert_int_equal(pending(g).kind, RF_DEC_LOOT);                    /* where the old one goes */
    assert_true(tu_offered(g, engine_code(OPT_DROP_AT, 0, cell(4, 6))));
    assert_false(tu_offered(g, engine_code(OPT_DROP_AT, 0, cell(5, 5))));
    tu_choose(g, engine_code(OPT_DROP_AT, 0, cell(4, 6)));
    assert_true(on_map_at(g, old, 4, 6));
    assert_int_equal(pending(g).kind, RF_DEC_ACTION);
    rf_game_free(g);
}

/* covers: BACKPACK-5 */
static void test_BACKPACK_5_hidden_from_the_other_squad(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    to_pack(g, RED, 0, "ultimate_accelerant");
    to_pack(g, BLUE, 0, "phoenix_kit");
    static char red[32768], blue[32768], spec[32768];
    rf_observe(g, RED, red, sizeof red);
    rf_observe(g, BLUE, blue, sizeof blue);
    rf_observe(g, -1, spec, sizeof spec);
    assert_non_null(strstr(red, "ultimate_accelerant"));       /* own squad sees it */
    assert_null(strstr(red, "phoenix_kit"));
    assert_non_null(strstr(blue, "phoenix_kit"));
    assert_null(strstr(blue, "ultimate_accelerant"));
    assert_null(strstr(spec, "ultimate_accelerant"));
    assert_null(strstr(spec, "phoenix_kit"));
    assert_non_null(strstr(blue, "helmet_common"));            /* gear is in the open */
    /* the same view whatever the other squad carries */
    rf_game *h = rf_game_clone(g);
    int p = h->legend[RED].pack[0];
    h->piece[p].where = RF_IN_BAG;
    h->piece[p].at = def_of(h, p)->rarity;
    h->legend[RED].pack[0] = -1;
    to_pack(h, RED, 5, "med_kit");
    static char blue2[32768];
    rf_observe(h, BLUE, blue2, sizeof blue2);
    assert_string_equal(blue, blue2);
    rf_game_free(h);
    rf_game_free(g);
}

/* ================================================================== */
/* WEAPON                                                              */
/* ================================================================== */

/* A game at bin C with these weapons; the bin gives cards a then b (and no
 * tokens). Returns with the pick decision pending. */
static rf_game *weapon_game(const char *w0, int a0, const char *w1, int a1, const char *first,
                            const char *second, int *p1, int *p2, unsigned long long seed)
{
    rf_game *g = game_at(7, 8, seed);
    set_weapon(g, RED, 0, w0, a0);
    set_weapon(g, RED, 1, w1, a1);
    empty_bags(g);
    stack_weapons(g, first, second, p1, p2);
    interact(g, RED);
    open_bin(g);
    assert_int_equal(pending(g).kind, RF_DEC_WEAPON_GAIN);
    return g;
}

static int weapons_of(const rf_game *g, int l)
{
    int n = 0;
    for (int p = 0; p < g->npieces; p++)
        n += g->piece[p].where == RF_ON_WEAPON && g->piece[p].at / RF_WEAPON_SLOTS == l;
    return n;
}

/* covers: WEAPON-1 */
static void test_WEAPON_1_two_weapon_slots(void **state)
{
    (void)state;
    int a, b;
    rf_game *g = weapon_game("W-01", 3, "W-09", 3, "W-14", "W-15", &a, &b, 1);
    assert_int_equal(weapons_of(g, RED), 2);
    tu_choose(g, engine_code(OPT_PICK_WEAPON, 0, a));
    assert_int_equal(offered_kind(g, OPT_WEAPON_DO, DO_REPLACE, NULL), 2);   /* a slot each */
    tu_refused(g, engine_code(OPT_WEAPON_DO, DO_REPLACE, 2));
    tu_choose(g, engine_code(OPT_WEAPON_DO, DO_REPLACE, 1));
    assert_int_equal(g->legend[RED].weapon[1], a);
    assert_int_equal(weapons_of(g, RED), 2);                  /* never more than 2 */
    rf_game_free(g);
}

/* covers: WEAPON-2 WEAPON-3 */
static void test_WEAPON_2_ammo_from_0_to_5(void **state)
{
    (void)state;
    int a, b;
    /* R-301 (light) at 0 and Flatline (heavy) at 4; an Alternator (light, 4) comes */
    rf_game *g = weapon_game("W-01", 0, "W-09", 4, "W-03", "W-14", &a, &b, 1);
    tu_choose(g, engine_code(OPT_PICK_WEAPON, 0, a));
    uint32_t ammo[8];
    assert_int_equal(offered_kind(g, OPT_WEAPON_DO, DO_AMMO, ammo), 1);
    rf_game *h = rf_game_clone(g);
    tu_choose(h, ammo[0]);                                       /* up from 0 */
    assert_int_equal(h->legend[RED].ammo[0], 4);
    assert_int_equal(h->legend[RED].ammo[1], 4);
    rf_game_free(h);
    g->legend[RED].ammo[0] = 3;                               /* 3 + 4: the marker stops at 5 */
    h = rf_game_clone(g);
    tu_choose(h, ammo[0]);
    assert_int_equal(h->legend[RED].ammo[0], 5);
    rf_game_free(h);
    tu_choose(g, engine_code(OPT_WEAPON_DO, DO_REPLACE, 0));          /* 3 + 4 by replacing: 5 */
    assert_int_equal(g->legend[RED].ammo[0], 5);
    for (int w = 0; w < RF_WEAPON_SLOTS; w++) assert_true(g->legend[RED].ammo[w] <= 5);
    rf_game_free(g);
}

/* covers: WEAPON-4 */
static void test_WEAPON_4_replace_take_ammo_or_discard(void **state)
{
    (void)state;
    int a, b;
    /* light and heavy equipped; an energy card and a light card drawn */
    rf_game *g = weapon_game("W-01", 3, "W-09", 3, "W-14", "W-02", &a, &b, 1);
    uint32_t picks[4];
    assert_int_equal(offered_kind(g, OPT_PICK_WEAPON, -1, picks), 2);   /* one of the two */
    assert_true(tu_offered(g, engine_code(OPT_PICK_WEAPON, 0, a)));
    assert_true(tu_offered(g, engine_code(OPT_PICK_WEAPON, 0, b)));
    unsigned codes[RF_MAX_OPTIONS];
    assert_int_equal(rf_option_codes(g, codes, RF_MAX_OPTIONS), 2);

    rf_game *h = rf_game_clone(g);
    tu_choose(h, engine_code(OPT_PICK_WEAPON, 0, a));                /* energy: no ammo to take */
    int n = rf_option_codes(h, codes, RF_MAX_OPTIONS);
    assert_int_equal(n, 3);
    assert_true(tu_offered(h, engine_code(OPT_WEAPON_DO, DO_REPLACE, 0)));
    assert_true(tu_offered(h, engine_code(OPT_WEAPON_DO, DO_REPLACE, 1)));
    assert_true(tu_offered(h, engine_code(OPT_WEAPON_DO, DO_DISCARD, 0)));
    rf_game_free(h);

    tu_choose(g, engine_code(OPT_PICK_WEAPON, 0, b));                /* light: its ammo too */
    n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    assert_int_equal(n, 4);
    assert_int_equal(offered_kind(g, OPT_WEAPON_DO, DO_REPLACE, NULL), 2);
    assert_int_equal(offered_kind(g, OPT_WEAPON_DO, DO_AMMO, NULL), 1);
    assert_int_equal(offered_kind(g, OPT_WEAPON_DO, DO_DISCARD, NULL), 1);
    for (int i = 0; i < n; i++) assert_int_equal(engine_code_kind(codes[i]), OPT_WEAPON_DO);
    rf_game_free(g);
}

/* covers: WEAPON-5 WEAPON-7 */
static void test_WEAPON_5_replace_adds_same_ammo_sets_other(void **state)
{
    (void)state;
    int a, b;
    /* R-301 (light) at 1, Flatline (heavy) at 5; an Alternator (light, 4) */
    rf_game *g = weapon_game("W-01", 1, "W-09", 5, "W-03", "W-14", &a, &b, 1);
    int r301 = g->legend[RED].weapon[0], flatline = g->legend[RED].weapon[1];
    tu_choose(g, engine_code(OPT_PICK_WEAPON, 0, a));
    rf_game *h = rf_game_clone(g);
    tu_choose(h, engine_code(OPT_WEAPON_DO, DO_REPLACE, 0));          /* same type: 1 + 4 */
    assert_int_equal(h->legend[RED].weapon[0], a);
    assert_int_equal(h->legend[RED].ammo[0], 5);
    assert_int_equal(h->piece[r301].where, RF_REMOVED);       /* the replaced card: discarded */
    rf_game_free(h);
    h = rf_game_clone(g);
    h->legend[RED].ammo[0] = 0;
    tu_choose(h, engine_code(OPT_WEAPON_DO, DO_REPLACE, 0));          /* 0 + 4 */
    assert_int_equal(h->legend[RED].ammo[0], 4);
    rf_game_free(h);
    tu_choose(g, engine_code(OPT_WEAPON_DO, DO_REPLACE, 1));          /* other type: set to 4 */
    assert_int_equal(g->legend[RED].weapon[1], a);
    assert_int_equal(g->legend[RED].ammo[1], 4);
    assert_int_equal(g->piece[flatline].where, RF_REMOVED);
    rf_game_free(g);

    /* a heavy Flatline at 1 replaced by an energy Havoc (3): set to 3, also upwards */
    g = weapon_game("W-01", 5, "W-09", 1, "W-14", "W-03", &a, &b, 2);
    tu_choose(g, engine_code(OPT_PICK_WEAPON, 0, a));
    tu_choose(g, engine_code(OPT_WEAPON_DO, DO_REPLACE, 1));
    assert_int_equal(g->legend[RED].ammo[1], 3);
    assert_int_equal(g->legend[RED].ammo[0], 5);
    rf_game_free(g);
}

/* covers: WEAPON-6 WEAPON-3 */
static void test_WEAPON_6_take_ammo_shared_among_that_type(void **state)
{
    (void)state;
    int a, b;
    /* both light: R-301 at 1, R-99 at 4; an Alternator (light, 4) */
    rf_game *g = weapon_game("W-01", 1, "W-02", 4, "W-03", "W-14", &a, &b, 1);
    tu_choose(g, engine_code(OPT_PICK_WEAPON, 0, a));
    uint32_t ammo[16];
    int n = offered_kind(g, OPT_WEAPON_DO, DO_AMMO, ammo);
    bool reached[5] = { false };                      /* k of the 4 to the R-301 */
    for (int i = 0; i < n; i++) {
        rf_game *h = rf_game_clone(g);
        tu_choose(h, ammo[i]);
        int a0 = h->legend[RED].ammo[0], a1 = h->legend[RED].ammo[1];
        assert_true(a0 >= 1 && a0 <= 5 && a1 >= 4 && a1 <= 5);
        for (int k = 0; k <= 4; k++) {
            int want0 = 1 + k > 5 ? 5 : 1 + k, want1 = 4 + 4 - k > 5 ? 5 : 4 + 4 - k;
            if (a0 == want0 && a1 == want1) reached[k] = true;
        }
        assert_int_equal(h->piece[a].where, RF_REMOVED);       /* then discarded */
        assert_int_equal(h->legend[RED].weapon[0], g->legend[RED].weapon[0]);
        rf_game_free(h);
    }
    for (int k = 0; k <= 4; k++) assert_true(reached[k]);      /* every split */
    rf_game_free(g);

    /* one weapon of the type: all to it, capped; the other untouched */
    g = weapon_game("W-01", 2, "W-09", 1, "W-03", "W-14", &a, &b, 2);
    tu_choose(g, engine_code(OPT_PICK_WEAPON, 0, a));
    assert_int_equal(offered_kind(g, OPT_WEAPON_DO, DO_AMMO, ammo), 1);
    tu_choose(g, ammo[0]);
    assert_int_equal(g->legend[RED].ammo[0], 5);
    assert_int_equal(g->legend[RED].ammo[1], 1);
    assert_int_equal(g->piece[a].where, RF_REMOVED);
    rf_game_free(g);
}

/* covers: WEAPON-7 */
static void test_WEAPON_7_discarded_cards_leave_the_game(void **state)
{
    (void)state;
    int a, b;
    rf_game *g = weapon_game("W-01", 3, "W-09", 3, "W-14", "W-03", &a, &b, 1);
    int deck = g->weapon_deck_n, w0 = g->legend[RED].weapon[0], w1 = g->legend[RED].weapon[1];
    tu_choose(g, engine_code(OPT_PICK_WEAPON, 0, b));
    assert_int_equal(g->piece[a].where, RF_REMOVED);           /* the card not kept */
    tu_choose(g, engine_code(OPT_WEAPON_DO, DO_DISCARD, 0));
    assert_int_equal(g->piece[b].where, RF_REMOVED);
    assert_int_equal(g->weapon_deck_n, deck);
    for (int i = 0; i < g->weapon_deck_n; i++)
        assert_true(g->weapon_deck[i] != a && g->weapon_deck[i] != b);
    assert_int_equal(g->legend[RED].weapon[0], w0);
    assert_int_equal(g->legend[RED].weapon[1], w1);
    assert_int_equal(g->legend[RED].ammo[0], 3);
    assert_int_equal(g->legend[RED].ammo[1], 3);
    rf_game_free(g);
}

/* covers: WEAPON-8 */
static void test_WEAPON_8_attachments_of_a_replaced_weapon(void **state)
{
    (void)state;
    int a, b;
    /* R-301 with a rare stabilizer; the Flatline has a free stabilizer slot;
     * a Mastiff (an optic slot only) replaces the R-301 */
    rf_game *g = game_at(7, 8, 1);
    set_weapon(g, RED, 0, "W-01", 3);
    set_weapon(g, RED, 1, "W-09", 3);
    int stab = fit_on(g, RED, 0, 0, "stabilizer_rare");
    empty_bags(g);
    stack_weapons(g, "W-21", "W-14", &a, &b);
    interact(g, RED);
    open_bin(g);
    tu_choose(g, engine_code(OPT_PICK_WEAPON, 0, a));
    tu_choose(g, engine_code(OPT_WEAPON_DO, DO_REPLACE, 0));
    assert_int_equal(g->legend[RED].weapon[0], a);
    assert_int_equal(g->piece[stab].where, RF_HELD);
    assert_int_equal(pending(g).kind, RF_DEC_LOOT);
    uint32_t fits[8];
    assert_int_equal(offered_kind(g, OPT_KEEP, KEEP_FIT, fits), 1);   /* the Flatline's slot */
    assert_int_equal(fits[0], engine_code(OPT_KEEP, KEEP_FIT, 1 * 8 + 0));
    assert_true(tu_offered(g, engine_code(OPT_KEEP, KEEP_PACK, 0)));
    assert_true(tu_offered(g, engine_code(OPT_DROP_AT, 0, cell(7, 8))));

    rf_game *h = rf_game_clone(g);
    tu_choose(h, fits[0]);                                       /* onto another weapon */
    assert_int_equal(h->legend[RED].attach[1][0], stab);
    rf_game_free(h);
    h = rf_game_clone(g);
    tu_choose(h, engine_code(OPT_KEEP, KEEP_PACK, 0));               /* into the backpack */
    assert_true(in_pack(h, stab, RED));
    rf_game_free(h);
    tu_choose(g, engine_code(OPT_DROP_AT, 0, cell(7, 8)));           /* or dropped */
    assert_true(on_map_at(g, stab, 7, 8));
    assert_int_equal(pending(g).kind, RF_DEC_INTERACT);
    rf_game_free(g);
}

/* covers: WEAPON-9 */
static void test_WEAPON_9_weapon_card_fields(void **state)
{
    (void)state;
    const rf_catalog *cat = &tu_content()->catalog;
    int total = 0;
    for (int i = 0; i < cat->nweapons; i++) {
        const rf_weapon_def *w = &cat->weapon[i];
        assert_true(w->name[0] && w->type[0] && w->id[0]);   /* (1), (2) */
        assert_true(w->ammo < RF_AMMO_COUNT);                   /* (3) */
        assert_true(w->ammo_init >= 1 && w->ammo_init <= 5);
        assert_true(w->range_lo >= 1 && (w->range_hi == 0 || w->range_hi >= w->range_lo)); /* (4) */
        assert_true(w->threshold > 0);                          /* (5) */
        assert_true(w->rate_a >= 1);                            /* (6) */
        assert_true(w->damage > 0);                             /* (7), (8) */
        assert_true(w->nslots <= RF_MAX_WEAPON_SLOTS);          /* (10) */
        total += w->count;
    }
    assert_int_equal(total, 48);                                /* COMP-5 */
    /* the two cards the books give: EX-SHOOT-1 and EX-AIM-1 / EX-DMG-1 */
    const rf_weapon_def *car = &cat->weapon[catalog_weapon(cat, "C.A.R. SMG")];
    assert_int_equal(car->threshold, 50);
    assert_int_equal(car->range_lo, 3);
    const rf_weapon_def *lb = &cat->weapon[catalog_weapon(cat, "DMR Longbow")];
    assert_int_equal(lb->ammo, catalog_ammo_parse("sniper"));
    assert_int_equal(lb->threshold, 55);
    assert_int_equal(lb->rate_a, 2);
    assert_int_equal(lb->damage, 10);
    assert_int_equal(lb->head, 14);
    assert_int_equal(lb->recoil, 1);
    assert_true(lb->range_lo <= 6 && (lb->range_hi == 0 || lb->range_hi >= 6));
    bool stab = false, mag = false;
    for (int k = 0; k < lb->nslots; k++) {
        stab |= lb->slot[k].family == RF_ATT_STABILIZER;
        mag |= lb->slot[k].family == RF_ATT_MAGAZINE && lb->slot[k].ammo == catalog_ammo_parse("sniper");
    }
    assert_true(stab && mag);
    /* what a player sees of an equipped card */
    rf_game *g = game_at(5, 6, 1);
    set_weapon(g, RED, 0, "W-04", 3);
    static char obs[32768];
    rf_observe(g, BLUE, obs, sizeof obs);
    assert_non_null(strstr(obs, "{\"id\":\"W-04\",\"name\":\"C.A.R. SMG\",\"ammo\":3"));
    rf_game_free(g);
}

/* covers: WEAPON-16 */
static void test_WEAPON_16_ammo_types(void **state)
{
    (void)state;
    const rf_catalog *cat = &tu_content()->catalog;
    static const char *const types[] = { "energy", "light", "heavy", "shotgun", "sniper" };
    int used[RF_AMMO_COUNT] = { 0 };
    for (int i = 0; i < 5; i++) {
        int t = catalog_ammo_parse(types[i]);
        assert_true(t >= 0 && t < RF_AMMO_COUNT);
        for (int j = 0; j < i; j++) assert_int_not_equal(catalog_ammo_parse(types[j]), t);
    }
    for (int i = 0; i < cat->nweapons; i++) used[cat->weapon[i].ammo] += cat->weapon[i].count;
    for (int t = 0; t < RF_AMMO_COUNT; t++) assert_true(used[t] > 0);
    /* ammo is taken by type only: a heavy card gives nothing to light weapons */
    int a, b;
    rf_game *g = weapon_game("W-01", 1, "W-02", 1, "W-09", "W-14", &a, &b, 1);
    tu_choose(g, engine_code(OPT_PICK_WEAPON, 0, a));
    assert_int_equal(offered_kind(g, OPT_WEAPON_DO, DO_AMMO, NULL), 0);
    rf_game_free(g);
}

/* ================================================================== */
/* ATTACH                                                              */
/* ================================================================== */

/* covers: ATTACH-1 */
static void test_ATTACH_1_four_families(void **state)
{
    (void)state;
    const rf_catalog *cat = &tu_content()->catalog;
    int n[RF_ATT_COUNT] = { 0 };
    for (int d = 0; d < cat->nloot; d++) {
        const rf_loot_def *l = &cat->loot[d];
        if (l->family != RF_LOOT_ATTACHMENT) continue;
        n[l->attach]++;
        switch (l->attach) {
        case RF_ATT_STABILIZER: assert_true(l->stability > 0); break;         /* stability */
        case RF_ATT_MAGAZINE:
        case RF_ATT_BOLT: assert_int_equal(l->rate_bonus, 1); break;          /* fire rate */
        case RF_ATT_OPTIC: assert_true(l->optic_mod < 0); break;              /* lower HT */
        case RF_ATT_STOCK:
        case RF_ATT_SNIPER_STOCK: assert_true(l->stock_bonus > 0); break;     /* damage */
        default: fail_msg("%s: no attachment family", l->id);
        }
    }
    assert_true(n[RF_ATT_STABILIZER] && n[RF_ATT_MAGAZINE] && n[RF_ATT_BOLT] && n[RF_ATT_OPTIC] &&
                n[RF_ATT_STOCK] + n[RF_ATT_SNIPER_STOCK]);
}

/* covers: ATTACH-2 */
static void test_ATTACH_2_the_symbol_must_match(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    set_weapon(g, RED, 0, "W-01", 3);                         /* stabilizer, mag, optic, stock */
    set_weapon(g, RED, 1, "W-21", 3);                         /* Mastiff: an optic slot only */
    to_pack(g, RED, 0, "stabilizer_rare");
    to_pack(g, RED, 1, "stock_rare");
    to_pack(g, RED, 2, "sniper_stock_rare");
    interact(g, RED);
    uint32_t fits[16];
    assert_int_equal(offered_kind(g, OPT_FIT, 0, fits), 1);
    assert_int_equal(fits[0], engine_code(OPT_FIT, 0, 0 * 8 + 0));
    assert_int_equal(offered_kind(g, OPT_FIT, 1, fits), 1);
    assert_int_equal(fits[0], engine_code(OPT_FIT, 1, 0 * 8 + 3));
    assert_int_equal(offered_kind(g, OPT_FIT, 2, NULL), 0);   /* no sniper stock slot */
    tu_refused(g, engine_code(OPT_FIT, 0, 1 * 8 + 0));               /* the Mastiff's optic slot */
    tu_refused(g, engine_code(OPT_FIT, 1, 0 * 8 + 0));               /* a stock on a stabilizer slot */
    tu_choose(g, engine_code(OPT_FIT, 1, 0 * 8 + 3));
    assert_string_equal(def_of(g, g->legend[RED].attach[0][3])->id, "stock_rare");
    rf_game_free(g);
}

/* covers: ATTACH-3 */
static void test_ATTACH_3_ammo_type_and_nodes(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    set_weapon(g, RED, 0, "W-01", 3);                         /* light mag, optic nodes 1-2 */
    set_weapon(g, RED, 1, "W-09", 3);                         /* heavy mag, optic nodes 1-2 */
    to_pack(g, RED, 0, "magazine_light_rare");
    to_pack(g, RED, 1, "magazine_heavy_rare");
    to_pack(g, RED, 2, "magazine_sniper_rare");
    interact(g, RED);
    uint32_t fits[16];
    assert_int_equal(offered_kind(g, OPT_FIT, 0, fits), 1);
    assert_int_equal(fits[0], engine_code(OPT_FIT, 0, 0 * 8 + 1));
    assert_int_equal(offered_kind(g, OPT_FIT, 1, fits), 1);
    assert_int_equal(fits[0], engine_code(OPT_FIT, 1, 1 * 8 + 1));
    assert_int_equal(offered_kind(g, OPT_FIT, 2, NULL), 0);
    tu_refused(g, engine_code(OPT_FIT, 0, 1 * 8 + 1));
    rf_game_free(g);

    g = game_at(5, 6, 1);
    set_weapon(g, RED, 0, "W-01", 3);                         /* optic nodes 1, 2 */
    set_weapon(g, RED, 1, "W-07", 3);                         /* G7 Scout: optic nodes 2, 3 */
    to_pack(g, RED, 0, "optic_holo");                         /* node 1 */
    to_pack(g, RED, 1, "optic_hcog_bruiser");                 /* node 2 */
    to_pack(g, RED, 2, "optic_sniper_6x");                    /* node 3 */
    interact(g, RED);
    assert_int_equal(offered_kind(g, OPT_FIT, 0, fits), 1);
    assert_int_equal(fits[0], engine_code(OPT_FIT, 0, 0 * 8 + 2));
    assert_int_equal(offered_kind(g, OPT_FIT, 1, NULL), 2);
    assert_true(tu_offered(g, engine_code(OPT_FIT, 1, 0 * 8 + 2)));
    assert_true(tu_offered(g, engine_code(OPT_FIT, 1, 1 * 8 + 2)));
    assert_int_equal(offered_kind(g, OPT_FIT, 2, fits), 1);
    assert_int_equal(fits[0], engine_code(OPT_FIT, 2, 1 * 8 + 2));
    tu_refused(g, engine_code(OPT_FIT, 2, 0 * 8 + 2));
    rf_game_free(g);
}

/* covers: ATTACH-4 */
static void test_ATTACH_4_fitted_attachments_count_when_shooting(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    set_weapon(g, RED, 0, "W-01", 3);                         /* stability 1, rate 3 */
    rf_weapon_stats s = legend_weapon(g, RED, 0);
    assert_int_equal(s.stability, 1);
    assert_int_equal(s.rate_a, 3);
    assert_int_equal(s.stock_bonus, 0);
    to_pack(g, RED, 0, "stabilizer_rare");
    to_pack(g, RED, 1, "magazine_light_rare");
    to_pack(g, RED, 2, "stock_rare");
    interact(g, RED);
    tu_choose(g, engine_code(OPT_FIT, 0, 0 * 8 + 0));
    tu_choose(g, engine_code(OPT_FIT, 1, 0 * 8 + 1));
    tu_choose(g, engine_code(OPT_FIT, 2, 0 * 8 + 3));
    s = legend_weapon(g, RED, 0);
    assert_int_equal(s.stability, 3);                         /* ATTACH-14: card + stabilizer */
    assert_int_equal(s.rate_a, 4);
    assert_int_equal(s.stock_bonus, 2);
    tu_choose(g, engine_code(OPT_UNFIT, 0, 0));
    s = legend_weapon(g, RED, 0);
    assert_int_equal(s.stability, 1);
    rf_game_free(g);
}

/* covers: ATTACH-5 */
static void test_ATTACH_5_the_old_attachment_to_the_backpack_or_dropped(void **state)
{
    (void)state;
    /* Interact: the old one takes the backpack space the new one leaves */
    rf_game *g = game_at(5, 6, 1);
    set_weapon(g, RED, 0, "W-01", 3);
    int old = fit_on(g, RED, 0, 0, "stabilizer_rare");
    fill_pack(g, RED, 8);
    piece_to_map(g, g->legend[RED].pack[6], geo_cell_make(9, 9));
    int epic = to_pack(g, RED, 6, "stabilizer_epic");        /* the pack is full */
    interact(g, RED);
    tu_choose(g, engine_code(OPT_FIT, 6, 0 * 8 + 0));
    assert_int_equal(g->legend[RED].attach[0][0], epic);
    assert_int_equal(g->legend[RED].pack[6], old);
    rf_game_free(g);

    /* receiving a token onto the occupied slot: the old one to the backpack or dropped */
    g = game_at(5, 6, 1);
    set_weapon(g, RED, 0, "W-01", 3);
    old = fit_on(g, RED, 0, 0, "stabilizer_rare");
    epic = to_map(g, 5, 6, "stabilizer_epic");
    activate(g, RED);
    pick_up(g, epic);
    tu_choose(g, engine_code(OPT_KEEP, KEEP_FIT, 0 * 8 + 0));
    assert_int_equal(g->legend[RED].attach[0][0], epic);
    assert_int_equal(pending(g).kind, RF_DEC_LOOT);
    assert_true(tu_offered(g, engine_code(OPT_KEEP, KEEP_PACK, 0)));
    assert_true(tu_offered(g, engine_code(OPT_DROP_AT, 0, cell(5, 7))));
    rf_game *h = rf_game_clone(g);
    tu_choose(h, engine_code(OPT_KEEP, KEEP_PACK, 0));
    assert_true(in_pack(h, old, RED));
    rf_game_free(h);
    tu_choose(g, engine_code(OPT_DROP_AT, 0, cell(5, 7)));
    assert_true(on_map_at(g, old, 5, 7));
    assert_int_equal(pending(g).kind, RF_DEC_ACTION);
    rf_game_free(g);
}

/* covers: ATTACH-6 */
static void test_ATTACH_6_attachments_move_only_in_interact(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    set_weapon(g, RED, 0, "W-01", 3);
    set_weapon(g, RED, 1, "W-09", 3);
    to_pack(g, RED, 0, "stabilizer_common");
    fit_on(g, RED, 0, 3, "stock_common");
    activate(g, RED);
    assert_int_equal(offered_kind(g, OPT_FIT, -1, NULL), 0);   /* not outside Interact */
    assert_int_equal(offered_kind(g, OPT_UNFIT, -1, NULL), 0);
    tu_refused(g, engine_code(OPT_FIT, 0, 0 * 8 + 0));
    tu_refused(g, engine_code(OPT_UNFIT, 0, 3));
    rf_game *h = rf_game_clone(g);
    tu_choose(h, engine_code(OPT_ACTION, ACT_MOVE2, 0));
    tu_refused(h, engine_code(OPT_FIT, 0, 0 * 8 + 0));
    tu_choose(h, engine_code(OPT_MOVE_TO, 0, cell(5, 7)));
    assert_int_equal(offered_kind(h, OPT_FIT, -1, NULL), 0);
    rf_game_free(h);
    h = rf_game_clone(g);                                     /* in Interact they may */
    tu_choose(h, engine_code(OPT_ACTION, ACT_INTERACT_MOVE1, 0));
    tu_choose(h, engine_code(OPT_PART, PART_MAIN, 0));
    assert_true(tu_offered(h, engine_code(OPT_FIT, 0, 0 * 8 + 0)));
    assert_true(tu_offered(h, engine_code(OPT_UNFIT, 0, 3)));
    rf_game_free(h);

    /* outside Interact, a token picked up (ACT-17) may be fitted (LOOT-4),
     * but the attachment it displaces may only be dropped or go to the
     * backpack (ATTACH-5): it is not moved onto another weapon */
    int stock = to_map(g, 5, 6, "stock_rare");
    pick_up(g, stock);
    tu_choose(g, engine_code(OPT_KEEP, KEEP_FIT, 0 * 8 + 3));
    assert_int_equal(pending(g).kind, RF_DEC_LOOT);
    assert_false(tu_offered(g, engine_code(OPT_KEEP, KEEP_FIT, 1 * 8 + 3)));  /* the Flatline's stock */
    assert_int_equal(offered_kind(g, OPT_KEEP, KEEP_FIT, NULL), 0);
    rf_game_free(g);
}

/* covers: ATTACH-7 */
static void test_ATTACH_7_printed_attachments(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 4);
    set_weapon(g, RED, 0, "W-17", 3);                         /* L-STAR: printed stabilizer */
    set_weapon(g, RED, 1, "W-25", 2);                         /* Charge Rifle: printed 6x optic */
    rf_weapon_stats s = legend_weapon(g, RED, 0);
    assert_int_equal(s.stability, 1);                         /* the printed one is active */
    s = legend_weapon(g, RED, 1);
    assert_true(s.has_optic);
    assert_int_equal(s.optic_mod, -5);
    to_pack(g, RED, 0, "stabilizer_rare");
    to_pack(g, RED, 1, "optic_variable_sniper");
    interact(g, RED);
    assert_int_equal(offered_kind(g, OPT_UNFIT, -1, NULL), 0);   /* cannot be taken off */
    tu_refused(g, engine_code(OPT_UNFIT, 0, 0));
    tu_refused(g, engine_code(OPT_UNFIT, 1, 0));
    assert_true(tu_offered(g, engine_code(OPT_FIT, 0, 0 * 8 + 0)));    /* a token over it */
    assert_true(tu_offered(g, engine_code(OPT_FIT, 1, 1 * 8 + 0)));
    tu_choose(g, engine_code(OPT_FIT, 0, 0 * 8 + 0));
    tu_choose(g, engine_code(OPT_FIT, 1, 1 * 8 + 0));
    s = legend_weapon(g, RED, 0);
    assert_int_equal(s.stability, 2);                         /* 2, not 1 + 2 */
    s = legend_weapon(g, RED, 1);
    assert_int_equal(s.optic_mod, -10);
    assert_int_equal(s.optic_lo, 4);
    tu_choose(g, engine_code(OPT_UNFIT, 0, 0));                      /* the token off: printed again */
    tu_choose(g, engine_code(OPT_UNFIT, 1, 0));
    assert_int_equal(offered_kind(g, OPT_UNFIT, -1, NULL), 0);
    s = legend_weapon(g, RED, 0);
    assert_int_equal(s.stability, 1);
    s = legend_weapon(g, RED, 1);
    assert_int_equal(s.optic_mod, -5);
    assert_int_equal(s.optic_lo, 5);
    rf_game_free(g);
}

/* ================================================================== */
/* INTERACT                                                            */
/* ================================================================== */

/* covers: INTERACT-1 */
static void test_INTERACT_1_one_object_and_any_attachments(void **state)
{
    (void)state;
    rf_game *g = game_at(3, 3, 1);                            /* next to bins A and B */
    set_weapon(g, RED, 0, "W-01", 3);
    int mag = fit_on(g, RED, 0, 1, "magazine_light_rare");
    int stab = to_pack(g, RED, 0, "stabilizer_rare");
    int stock = to_pack(g, RED, 1, "stock_rare");
    interact(g, RED);
    uint32_t bins[4];
    assert_int_equal(offered_kind(g, OPT_BIN, -1, bins), 2);
    tu_choose(g, engine_code(OPT_FIT, 0, 0 * 8 + 0));                /* attachments before ... */
    tu_choose(g, bins[0]);                                       /* ... the object ... */
    int w[2];
    assert_int_equal(held_weapons(g, RED, w), 2);
    tu_choose(g, engine_code(OPT_PICK_WEAPON, 0, w[0]));
    tu_choose(g, engine_code(OPT_WEAPON_DO, DO_DISCARD, 0));
    drop_all_here(g, RED);
    assert_int_equal(pending(g).kind, RF_DEC_INTERACT);
    assert_int_equal(offered_kind(g, OPT_BIN, -1, NULL), 0);  /* one object per Interact */
    tu_refused(g, bins[1]);
    tu_choose(g, engine_code(OPT_UNFIT, 0, 1));                      /* ... and after, several */
    tu_choose(g, engine_code(OPT_FIT, 1, 0 * 8 + 3));
    assert_int_equal(g->legend[RED].attach[0][0], stab);
    assert_int_equal(g->legend[RED].attach[0][3], stock);
    assert_true(in_pack(g, mag, RED));
    tu_choose(g, engine_code(OPT_DONE, 0, 0));
    tu_choose(g, engine_code(OPT_PART, PART_DONE, 0));
    interact(g, RED);                                         /* the next Interact: the other bin */
    uint32_t again[4];
    assert_int_equal(offered_kind(g, OPT_BIN, -1, again), 1);
    assert_int_equal(again[0], bins[1]);
    rf_game_free(g);
}

/* covers: INTERACT-2 */
static void test_INTERACT_2_backpack_room_and_fitting_apply(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    set_weapon(g, RED, 0, "W-01", 3);
    set_weapon(g, RED, 1, "W-09", 3);
    int fitted = fit_on(g, RED, 0, 0, "stabilizer_common");
    fill_pack(g, RED, 8);
    piece_to_map(g, g->legend[RED].pack[0], geo_cell_make(9, 9));
    piece_to_map(g, g->legend[RED].pack[1], geo_cell_make(9, 9));
    int epic = to_pack(g, RED, 0, "stabilizer_epic");
    to_pack(g, RED, 1, "magazine_sniper_rare");                /* fits neither weapon */
    interact(g, RED);
    assert_int_equal(offered_kind(g, OPT_UNFIT, -1, NULL), 0); /* the backpack is full */
    tu_refused(g, engine_code(OPT_UNFIT, 0, 0));
    assert_int_equal(offered_kind(g, OPT_FIT, 1, NULL), 0);
    assert_true(tu_offered(g, engine_code(OPT_FIT, 0, 0 * 8 + 0)));
    assert_true(tu_offered(g, engine_code(OPT_FIT, 0, 1 * 8 + 0)));
    tu_choose(g, engine_code(OPT_FIT, 0, 1 * 8 + 0));                 /* onto the free Flatline slot */
    assert_int_equal(g->legend[RED].attach[1][0], epic);
    assert_true(tu_offered(g, engine_code(OPT_UNFIT, 0, 0)));         /* now there is room */
    tu_choose(g, engine_code(OPT_UNFIT, 0, 0));
    assert_true(in_pack(g, fitted, RED));
    rf_game_free(g);
}

/* covers: INTERACT-3 */
static void test_INTERACT_3_interact_and_move_1(void **state)
{
    (void)state;
    rf_game *g = game_at(6, 8, 1);                            /* one space from bin C */
    activate(g, RED);
    assert_true(tu_offered(g, engine_code(OPT_ACTION, ACT_INTERACT_MOVE1, 0)));
    tu_choose(g, engine_code(OPT_ACTION, ACT_INTERACT_MOVE1, 0));
    assert_int_equal(g->ap, 1);                               /* 1 AP */
    assert_true(tu_offered(g, engine_code(OPT_PART, PART_MAIN, 0)));
    assert_true(tu_offered(g, engine_code(OPT_PART, PART_MOVE, 0)));
    tu_choose(g, engine_code(OPT_PART, PART_MOVE, 0));               /* Move 1 first (EX-MOVE-9) */
    assert_false(tu_offered(g, engine_code(OPT_MOVE_TO, 0, cell(8, 8))));     /* 1 space only */
    tu_choose(g, engine_code(OPT_MOVE_TO, 0, cell(7, 8)));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    assert_int_equal(offered_kind(g, OPT_BIN, -1, NULL), 1);
    assert_int_equal(g->ap, 1);
    rf_game_free(g);
}

/* covers: INTERACT-4 */
static void test_INTERACT_4_opening_a_supply_bin(void **state)
{
    (void)state;
    rf_game *g = game_at(7, 8, 5);
    int card = bin_top(g, "SB-05");                           /* 2 common, 1 rare */
    int cards = g->bin_deck_n, deck = g->weapon_deck_n;
    int common = bag_count(g, RF_COMMON), rare = bag_count(g, RF_RARE);
    int epic = bag_count(g, RF_EPIC);
    int top = g->weapon_deck[deck - 1], second = g->weapon_deck[deck - 2];
    interact(g, RED);
    int bin = open_bin(g);
    /* (1), (5): the card revealed and out of the game */
    assert_int_equal(g->bin_deck_n, cards - 1);
    for (int i = 0; i < g->bin_deck_n; i++) assert_int_not_equal(g->bin_deck[i], card);
    /* (2): its tokens drawn from the matching bags, next to the board */
    assert_int_equal(held_loot(g, RED, NULL), 3);
    assert_int_equal(bag_count(g, RF_COMMON), common - 2);
    assert_int_equal(bag_count(g, RF_RARE), rare - 1);
    assert_int_equal(bag_count(g, RF_EPIC), epic);
    /* (3): two weapon cards, keep one, the other out of the game */
    assert_int_equal(g->weapon_deck_n, deck - 2);
    assert_int_equal(g->piece[top].where, RF_HELD);
    assert_int_equal(g->piece[second].where, RF_HELD);
    assert_int_equal(pending(g).kind, RF_DEC_WEAPON_GAIN);
    tu_choose(g, engine_code(OPT_PICK_WEAPON, 0, second));
    assert_int_equal(g->piece[top].where, RF_REMOVED);
    /* (4): replace / take ammo / discard, keep or drop each token */
    tu_choose(g, engine_code(OPT_WEAPON_DO, DO_REPLACE, 0));
    assert_int_equal(g->legend[RED].weapon[0], second);
    for (int guard = 0; guard < 8 && held_loot(g, RED, NULL) > 0; guard++) {
        assert_int_equal(pending(g).kind, RF_DEC_LOOT);
        assert_true(tu_offered(g, engine_code(OPT_DROP_AT, 0, cell(7, 8))));
        uint32_t keep[16];
        int nk = offered_kind(g, OPT_KEEP, -1, keep);
        assert_true(nk > 0);
        tu_choose(g, keep[0]);
        drop_all_here(g, RED);
    }
    assert_int_equal(pending(g).kind, RF_DEC_INTERACT);
    /* (5): opened: it can no longer be looted */
    assert_true((g->bins_opened >> bin) & 1u);
    static char obs[32768];
    rf_observe(g, BLUE, obs, sizeof obs);
    char want[48];
    snprintf(want, sizeof want, "\"bins_opened\":%u", 1u << bin);
    assert_non_null(strstr(obs, want));
    tu_choose(g, engine_code(OPT_DONE, 0, 0));
    tu_choose(g, engine_code(OPT_PART, PART_DONE, 0));
    tu_choose(g, engine_code(OPT_ACTION, ACT_INTERACT_MOVE1, 0));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    assert_int_equal(offered_kind(g, OPT_BIN, -1, NULL), 0);
    tu_refused(g, engine_code(OPT_BIN, bin, 0));
    rf_game_free(g);
}

/* covers: INTERACT-4 ADJ-5 */
static void test_INTERACT_4_only_a_bin_adjacent_per_ADJ_5(void **state)
{
    (void)state;
    rf_game *base = game_at(5, 6, 1);
    static const struct { int x, y, bins; } at[] = {
        { 7, 8, 1 }, { 8, 8, 1 },                             /* bin C's two spaces */
        { 7, 7, 0 }, { 8, 7, 0 }, { 7, 9, 0 }, { 8, 9, 0 },   /* diagonal to the edge */
        { 6, 8, 0 }, { 9, 8, 0 },                             /* 2 spaces away */
        { 0, 8, 1 },                                          /* bin D from the roof */
        { 0, 9, 0 },                                          /* bin D's ground side: lower */
        { 3, 3, 2 }, { 2, 3, 1 }, { 3, 2, 1 }, { 2, 2, 0 },   /* bins A and B */
    };
    for (size_t i = 0; i < sizeof at / sizeof at[0]; i++) {
        rf_game *g = rf_game_clone(base);
        g->legend[RED].pos = geo_cell_make(at[i].x, at[i].y);
        tu_check(g);
        interact(g, RED);
        if (offered_kind(g, OPT_BIN, -1, NULL) != at[i].bins)
            fail_msg("from %d,%d: %d bins offered, expected %d", at[i].x, at[i].y,
                     offered_kind(g, OPT_BIN, -1, NULL), at[i].bins);
        rf_game_free(g);
    }
    rf_game_free(base);
}

/* covers: EX-INTERACT-1 INTERACT-3 */
static void test_EX_INTERACT_1_gibraltar_loots_a_bin_then_moves(void **state)
{
    (void)state;
    rf_game *g = game_at(7, 8, 7);
    assert_string_equal(g->legend[RED].name, "Gibraltar");
    bin_top(g, "SB-01");                                      /* the book's card */
    activate(g, RED);
    tu_choose(g, engine_code(OPT_ACTION, ACT_INTERACT_MOVE1, 0));    /* 1 AP */
    assert_int_equal(g->ap, 1);
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));               /* he interacts first */
    open_bin(g);
    int drawn[8], n = held_loot(g, RED, drawn), got[RF_RARITY_COUNT] = { 0 };
    assert_int_equal(n, 3);
    for (int i = 0; i < n; i++) got[def_of(g, drawn[i])->rarity]++;
    assert_int_equal(got[RF_EPIC], 1);                        /* 1 epic, 1 rare, 1 common */
    assert_int_equal(got[RF_RARE], 1);
    assert_int_equal(got[RF_COMMON], 1);
    int w[2];
    assert_int_equal(held_weapons(g, RED, w), 2);             /* 2 weapon cards, choose 1 */
    tu_choose(g, engine_code(OPT_PICK_WEAPON, 0, w[1]));
    assert_int_equal(held_weapons(g, RED, NULL), 1);
    tu_choose(g, engine_code(OPT_WEAPON_DO, DO_DISCARD, 0));         /* he decides about the card */
    for (int guard = 0; guard < 8 && held_loot(g, RED, NULL) > 0; guard++) drop_here(g, RED);
    for (int i = 0; i < n; i++) assert_true(on_map_at(g, drawn[i], 7, 8));
    tu_choose(g, engine_code(OPT_DONE, 0, 0));
    assert_true(tu_offered(g, engine_code(OPT_PART, PART_MOVE, 0))); /* afterwards, the Move 1 */
    tu_choose(g, engine_code(OPT_PART, PART_MOVE, 0));
    tu_choose(g, engine_code(OPT_MOVE_TO, 0, cell(6, 8)));
    assert_int_equal(g->legend[RED].pos.x, 6);
    assert_int_equal(g->legend[RED].pos.y, 8);
    assert_int_equal(g->ap, 1);
    assert_int_equal(pending(g).kind, RF_DEC_ACTION);
    rf_game_free(g);
}

/* ================================================================== */
/* ACT-17                                                              */
/* ================================================================== */

/* covers: ACT-17 */
static void test_ACT_17_free_drop_and_pick_up(void **state)
{
    (void)state;
    rf_game *g = game_at(5, 6, 1);
    fill_pack(g, RED, 4);
    int own = to_map(g, 5, 6, "med_kit"), next = to_map(g, 5, 7, "shield_battery");
    int walled = to_map(g, 5, 5, "phoenix_kit"), far = to_map(g, 5, 8, "syringe");
    activate(g, RED);
    /* (a) any number from the backpack, onto the own or neighbouring spaces */
    assert_true(tu_offered(g, engine_code(OPT_LOOT_DROP, 0, cell(5, 6))));
    assert_true(tu_offered(g, engine_code(OPT_LOOT_DROP, 0, cell(6, 7))));
    assert_false(tu_offered(g, engine_code(OPT_LOOT_DROP, 0, cell(5, 5))));
    assert_false(tu_offered(g, engine_code(OPT_LOOT_DROP, 4, cell(5, 6))));   /* an empty space */
    int p0 = g->legend[RED].pack[0], p1 = g->legend[RED].pack[1], p2 = g->legend[RED].pack[2];
    tu_choose(g, engine_code(OPT_LOOT_DROP, 0, cell(5, 6)));
    tu_choose(g, engine_code(OPT_LOOT_DROP, 1, cell(4, 7)));
    tu_choose(g, engine_code(OPT_LOOT_DROP, 2, cell(4, 7)));
    assert_true(on_map_at(g, p0, 5, 6) && on_map_at(g, p1, 4, 7) && on_map_at(g, p2, 4, 7));
    /* (b) any number from the own and adjacent spaces */
    assert_true(tu_offered(g, engine_code(OPT_LOOT_PICK, 0, own)));
    assert_true(tu_offered(g, engine_code(OPT_LOOT_PICK, 0, next)));
    assert_false(tu_offered(g, engine_code(OPT_LOOT_PICK, 0, walled)));       /* half wall between */
    assert_false(tu_offered(g, engine_code(OPT_LOOT_PICK, 0, far)));
    tu_refused(g, engine_code(OPT_LOOT_PICK, 0, walled));
    pick_up(g, own);
    tu_choose(g, engine_code(OPT_KEEP, KEEP_PACK, 0));
    pick_up(g, next);
    tu_choose(g, engine_code(OPT_KEEP, KEEP_PACK, 0));
    pick_up(g, p1);
    tu_choose(g, engine_code(OPT_KEEP, KEEP_PACK, 0));
    assert_true(in_pack(g, own, RED) && in_pack(g, next, RED) && in_pack(g, p1, RED));
    assert_int_equal(g->ap, 2);                                        /* no AP */
    /* after the last action too */
    tu_choose(g, engine_code(OPT_ACTION, ACT_MOVE2, 0));
    tu_choose(g, engine_code(OPT_MOVE_TO, 0, cell(5, 6)));
    tu_choose(g, engine_code(OPT_ACTION, ACT_MOVE2, 0));
    tu_choose(g, engine_code(OPT_MOVE_TO, 0, cell(5, 6)));
    assert_int_equal(g->ap, 0);
    assert_int_equal(pending(g).kind, RF_DEC_ACTION);
    assert_int_equal(pending(g).legend, RED);
    pick_up(g, p2);
    tu_choose(g, engine_code(OPT_KEEP, KEEP_PACK, 0));
    tu_choose(g, engine_code(OPT_LOOT_DROP, 3, cell(5, 7)));
    tu_choose(g, engine_code(OPT_ACTION, ACT_END, 0));
    rf_game_free(g);

    /* from a roof: drop onto the lower ground, but pick up only on the roof */
    g = game_at(1, 8, 1);
    fill_pack(g, RED, 1);
    int low = to_map(g, 2, 8, "med_kit"), roof = to_map(g, 1, 7, "shield_battery");
    activate(g, RED);
    assert_true(tu_offered(g, engine_code(OPT_LOOT_DROP, 0, cell(2, 8))));
    assert_false(tu_offered(g, engine_code(OPT_LOOT_PICK, 0, low)));          /* not adjacent (ADJ-2) */
    assert_true(tu_offered(g, engine_code(OPT_LOOT_PICK, 0, roof)));
    rf_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_LOOT_1_rarities_from_weakest_to_strongest),
        cmocka_unit_test(test_LOOT_2_each_kind_goes_to_its_place),
        cmocka_unit_test(test_LOOT_3_items_are_grenades_and_consumables),
        cmocka_unit_test(test_LOOT_4_keep_or_drop_on_own_or_neighbouring_space),
        cmocka_unit_test(test_LOOT_4_any_number_of_tokens_on_a_space),
        cmocka_unit_test(test_LOOT_5_a_received_token_is_never_discarded),
        cmocka_unit_test(test_LOOT_6_bags_by_rarity_without_starting_gear),
        cmocka_unit_test(test_LOOT_7_drawn_at_random_from_the_bag),
        cmocka_unit_test(test_LOOT_7_draws_from_an_opened_bag_are_single_draws),
        cmocka_unit_test(test_LOOT_8_drop_and_pick_up_cost_no_ap),
        cmocka_unit_test(test_LOOT_9_bin_card_symbols_draw_tokens_and_weapon_cards),
        cmocka_unit_test(test_GEAR_1_one_token_of_each_type),
        cmocka_unit_test(test_GEAR_2_legends_start_with_the_common_starting_gear),
        cmocka_unit_test(test_GEAR_3_keep_drops_the_old_or_drop_the_new),
        cmocka_unit_test(test_GEAR_4_shields_are_double_sided_except_the_starting_ones),
        cmocka_unit_test(test_GEAR_5_dropped_or_picked_up_never_flipped),
        cmocka_unit_test(test_GEAR_6_from_a_bag_front_side_up),
        cmocka_unit_test(test_GEAR_7_helmet_values),
        cmocka_unit_test(test_GEAR_8_body_shields_set_the_limit_and_restore),
        cmocka_unit_test(test_GEAR_9_an_exhausted_body_shield_restores_nothing),
        cmocka_unit_test(test_GEAR_10_a_dropped_body_shield_is_not_flipped),
        cmocka_unit_test(test_GEAR_11_knockdown_shield_values),
        cmocka_unit_test(test_GEAR_12_the_limit_follows_the_body_shield),
        cmocka_unit_test(test_BACKPACK_1_eight_spaces),
        cmocka_unit_test(test_BACKPACK_2_attachments_grenades_consumables_not_gear),
        cmocka_unit_test(test_BACKPACK_3_one_token_per_space),
        cmocka_unit_test(test_BACKPACK_4_drop_a_token_to_make_room),
        cmocka_unit_test(test_BACKPACK_5_hidden_from_the_other_squad),
        cmocka_unit_test(test_WEAPON_1_two_weapon_slots),
        cmocka_unit_test(test_WEAPON_2_ammo_from_0_to_5),
        cmocka_unit_test(test_WEAPON_4_replace_take_ammo_or_discard),
        cmocka_unit_test(test_WEAPON_5_replace_adds_same_ammo_sets_other),
        cmocka_unit_test(test_WEAPON_6_take_ammo_shared_among_that_type),
        cmocka_unit_test(test_WEAPON_7_discarded_cards_leave_the_game),
        cmocka_unit_test(test_WEAPON_8_attachments_of_a_replaced_weapon),
        cmocka_unit_test(test_WEAPON_9_weapon_card_fields),
        cmocka_unit_test(test_WEAPON_16_ammo_types),
        cmocka_unit_test(test_ATTACH_1_four_families),
        cmocka_unit_test(test_ATTACH_2_the_symbol_must_match),
        cmocka_unit_test(test_ATTACH_3_ammo_type_and_nodes),
        cmocka_unit_test(test_ATTACH_4_fitted_attachments_count_when_shooting),
        cmocka_unit_test(test_ATTACH_5_the_old_attachment_to_the_backpack_or_dropped),
        cmocka_unit_test(test_ATTACH_6_attachments_move_only_in_interact),
        cmocka_unit_test(test_ATTACH_7_printed_attachments),
        cmocka_unit_test(test_INTERACT_1_one_object_and_any_attachments),
        cmocka_unit_test(test_INTERACT_2_backpack_room_and_fitting_apply),
        cmocka_unit_test(test_INTERACT_3_interact_and_move_1),
        cmocka_unit_test(test_INTERACT_4_opening_a_supply_bin),
        cmocka_unit_test(test_INTERACT_4_only_a_bin_adjacent_per_ADJ_5),
        cmocka_unit_test(test_EX_INTERACT_1_gibraltar_loots_a_bin_then_moves),
        cmocka_unit_test(test_ACT_17_free_drop_and_pick_up),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
