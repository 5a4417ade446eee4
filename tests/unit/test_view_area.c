/*
 * test_view_area.c — rf_option_area (src/rules/views/view_area.c), the area an
 * option would lay, which the browser previews (issue 15): for every
 * landing a grenade is offered, the area previewed is exactly what the
 * throw then hits when no card moves it (GRENADE-4 … GRENADE-7, AOE-5,
 * AOE-6); an ability's area (Rolling Thunder, EX-AOE-1: 5x4, FLYING,
 * stretching away from Bangalore) is its template laid at the marker; a
 * zone ability's preview (Smoke Launcher, Dome of Protection) is every
 * space of the zone its miniature then makes, at every place offered; an
 * option that lays no area has none.
 */
#include <string.h>

#include "testutil.h"
#include "rules/engine/engine.h"
#include "rules/engine/legends.h"
#include "rules/combat/zones.h"
#include "geo/zone.h"

#define MAXA 64

enum { BANGALORE, WRAITH, GIBRALTAR, BLOODHOUND, LIFELINE };

/* Put a token of loot kind `id` from its bag into legend l's backpack slot. */
static void give(rf_game *g, int l, int slot, const char *id)
{
    int def = catalog_loot(&g->content->catalog, id);
    assert_true(def >= 0);
    for (int p = 0; p < g->npieces; p++)
        if (g->piece[p].kind == RF_PIECE_LOOT && g->piece[p].def == def &&
            g->piece[p].where == RF_IN_BAG) {
            g->piece[p].where = RF_IN_PACK;
            g->piece[p].at = (int16_t)(l * RF_BACKPACK + slot);
            g->legend[l].pack[slot] = (int16_t)p;
            tu_check(g);
            return;
        }
    fail_msg("no %s left in its bag", id);
}

/* Aim cards without an arrow on top of the deck: the grenade lands where
 * it is aimed (GRENADE-4). */
static void no_drift(rf_game *g, int n)
{
    for (int i = 0; i < n; i++) {
        int j = i;
        while (j < RF_AIM_DECK && g->content->catalog.aim[g->aim_deck[j]].arrow != -1) j++;
        assert_true(j < RF_AIM_DECK);
        int8_t t = g->aim_deck[i];
        g->aim_deck[i] = g->aim_deck[j];
        g->aim_deck[j] = t;
    }
}

static int value_at(const rf_area_space *a, int n, int x, int y)
{
    for (int i = 0; i < n; i++)
        if (a[i].x == x && a[i].y == y) return a[i].value;
    return 0;
}

static int lost(const rf_game *before, const rf_game *after, int l)
{
    return before->legend[l].vitals.health + before->legend[l].vitals.shield -
           after->legend[l].vitals.health - after->legend[l].vitals.shield;
}

/* Every landing of the grenade in slot 0: the previewed area is what hits. */
static void each_landing_hits_its_area(const char *grenade)
{
    const tu_spot s[5] = { { "Bangalore", 0, 4, 2, "", "" }, { "Wraith", 0, 6, 1, "", "" },
                           { "Gibraltar", 1, 8, 2, "", "" }, { "Bloodhound", 1, 7, 4, "", "" },
                           { "Lifeline", 1, 3, 6, "", "" } };
    rf_game *g = tu_game(tu_content(), tu_crossroads(), s, 5, 7);
    give(g, BANGALORE, 0, grenade);
    tu_choose(g, engine_code(OPT_ACTIVATE, BANGALORE, 0));
    tu_choose(g, engine_code(OPT_ACTION, ACT_USE_MOVE1, 0));
    tu_choose(g, engine_code(OPT_PART, PART_MAIN, 0));
    rf_area_space a[MAXA];
    assert_int_equal(rf_option_area(g, engine_code(OPT_USE_ITEM, 0, 0), a, MAXA), 0);   /* no area */
    tu_choose(g, engine_code(OPT_USE_ITEM, 0, 0));
    unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS), hits = 0;
    assert_true(n > 0);
    for (int k = 0; k < n; k++) {
        assert_int_equal(rf_opt_kind_of(codes[k]), RF_OPT_USE_AT);
        int na = rf_option_area(g, codes[k], a, MAXA);
        assert_true(na > 0 && na <= 25);
        rf_game *t = rf_game_clone(g);
        no_drift(t, 2);
        tu_choose(t, codes[k]);
        for (int l = 0; l < 5; l++) {
            const rf_legend *lg = &g->legend[l];
            assert_int_equal(lost(g, t, l), value_at(a, na, lg->pos.x, lg->pos.y));
            hits += value_at(a, na, lg->pos.x, lg->pos.y) > 0;
        }
        rf_game_free(t);
    }
    assert_true(hits > 0);                                  /* the check saw legends hit */
    rf_game_free(g);
}

/* covers: GRENADE-7 GRENADE-9 AOE-5 */
static void test_GRENADE_7_frag_preview_is_what_hits(void **state)
{
    (void)state;
    each_landing_hits_its_area("frag_grenade");
}

/* covers: GRENADE-7 GRENADE-10 AOE-5 */
static void test_GRENADE_10_thermite_preview_is_what_hits(void **state)
{
    (void)state;
    each_landing_hits_its_area("thermite_grenade");
}

/* Rolling Thunder's 5x4 FLYING area (AOE-4) laid at its marker straight
 * east of Bangalore stretches east, away from her (turned three quarters
 * from its drawing, which stretches south): 20 spaces, 15 each, columns
 * from the marker 4 to the east, rows y-2 … y+2. covers: AOE-4 EX-AOE-1 */
static void test_AOE_4_rolling_thunder_preview(void **state)
{
    (void)state;
    const tu_at s[2] = { { "Bangalore", 0, 2, 6 }, { "Gibraltar", 1, 14, 14 } };
    rf_game *g = tu_game_own(tu_content(), tu_crossroads(), s, 2, 3);
    tu_choose(g, engine_code(OPT_ACTIVATE, BANGALORE, 0));
    tu_choose(g, engine_code(OPT_ABILITY, 1, 0));                        /* the Ultimate */
    unsigned code = engine_code(OPT_ABIL_PLACE, 0, geo_cell_index(geo_cell_make(6, 6)));
    assert_true(tu_offered(g, code));
    rf_area_space a[MAXA];
    int n = rf_option_area(g, code, a, MAXA);
    assert_int_equal(n, 20);
    for (int i = 0; i < n; i++) {
        assert_int_equal(a[i].value, 15);
        assert_true(a[i].x >= 6 && a[i].x <= 9 && a[i].y >= 4 && a[i].y <= 8);
    }
    /* a point or a legend lays no area; neither does an option of another frame */
    assert_int_equal(rf_option_area(g, engine_code(OPT_ACTION, ACT_END, 0), a, MAXA), 0);
    rf_game_free(g);
}

static bool previewed(const rf_area_space *a, int n, geo_cell c)
{
    for (int i = 0; i < n; i++)
        if (a[i].x == c.x && a[i].y == c.y) return true;
    return false;
}

/* Every intersection the zone ability in slot 0 of legend `user` is
 * offered: the preview is exactly the spaces of the zone the miniature
 * then makes (ZONE-2 … ZONE-4, what shots read, ZONE-7), each with its
 * kind's Hit Threshold; and a legend stands in a previewed space exactly
 * when the zone covers it (for the Dome: its ordnance is prevented). */
static void each_place_previews_its_zone(int user, const char *kind_id, int ht)
{
    tu_at s[5] = { { "Bangalore", 0, 4, 2 }, { "Wraith", 0, 5, 3 }, { "Gibraltar", 1, 6, 2 },
                   { "Bloodhound", 1, 7, 4 }, { "Lifeline", 1, 3, 3 } };
    s[BANGALORE].squad = user != BANGALORE;            /* the user's squad (red) begins */
    s[GIBRALTAR].squad = user != GIBRALTAR;
    rf_game *g = tu_game_own(tu_content(), tu_crossroads(), s, 5, 11);
    tu_choose(g, engine_code(OPT_ACTIVATE, user, 0));
    tu_choose(g, engine_code(OPT_ABILITY, 0, 0));                        /* the Tactical */
    unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS), places = 0, covered = 0;
    const geo_board *b = g->map->board;
    for (int k = 0; k < n; k++) {
        if (rf_opt_kind_of(codes[k]) != RF_OPT_ABIL_PLACE) continue;
        rf_area_space a[MAXA];
        int na = rf_option_area(g, codes[k], a, MAXA);
        assert_true(na > 0 && na < MAXA);
        for (int i = 0; i < na; i++) {
            assert_int_equal(a[i].zone, 1);
            assert_int_equal(a[i].value, ht);
        }
        rf_game *t = rf_game_clone(g);
        int before = t->overlay.n;
        tu_choose(t, codes[k]);
        assert_int_equal(t->overlay.n, before + 1);
        const geo_overlay_obj *o = &t->overlay.o[before];
        const geo_kind *kd = &t->content->kinds.kind[o->kind];
        assert_string_equal(kd->id, kind_id);
        assert_int_equal(o->at.kind, GEO_PLACE_POINT);
        for (int y = 0; y < b->h; y++)
            for (int x = 0; x < b->w; x++) {
                geo_cell c = geo_cell_make(x, y);
                assert_int_equal(previewed(a, na, c), geo_zone_has_cell(b, o->at.u.point, kd->zone_radius, c));
            }
        for (int l = 0; l < 5 && kd->zone_blocks; l++) {
            bool in = previewed(a, na, t->legend[l].pos);
            assert_int_equal(zones_prevents(t, l, GEO_DTAG_ORDNANCE, NULL), in);
            covered += in;
        }
        rf_game_free(t);
        places++;
    }
    assert_true(places > 0);
    if (strcmp(kind_id, "dome") == 0) assert_true(covered > 0);     /* the check saw legends in it */
    rf_game_free(g);
}

/* covers: ZONE-2 ZONE-3 ZONE-4 ZONE-9 EX-ABIL-1 */
static void test_ZONE_4_smoke_preview_is_the_zone_laid(void **state)
{
    (void)state;
    each_place_previews_its_zone(BANGALORE, "smoke", 10);
}

/* covers: ZONE-1 ZONE-4 EX-ZONE-2 */
static void test_ZONE_4_dome_preview_is_the_zone_laid(void **state)
{
    (void)state;
    each_place_previews_its_zone(GIBRALTAR, "dome", 20);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_GRENADE_7_frag_preview_is_what_hits),
        cmocka_unit_test(test_GRENADE_10_thermite_preview_is_what_hits),
        cmocka_unit_test(test_AOE_4_rolling_thunder_preview),
        cmocka_unit_test(test_ZONE_4_smoke_preview_is_the_zone_laid),
        cmocka_unit_test(test_ZONE_4_dome_preview_is_the_zone_laid),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
