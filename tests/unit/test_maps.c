/*
 * test_maps.c — the maps of the match settings (data/maps/, docs/maps.md):
 * every map data/map_lists.json names is laid out, loads, uses exactly its
 * official component list, is set up in the book's step order, follows the
 * custom map guidelines, can be entered and played everywhere, allows the
 * modes of MAP-4, and has the features its description promises (the
 * Dam's river, the Warehouse's roofs, Skull Town's roof loot, ...). A full
 * Battle Royale match is played on each.
 */
#define _POSIX_C_SOURCE 200809L   /* open_memstream */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "data/loaders.h"
#include "geo/adjacency.h"
#include "geo/move.h"
#include "map.h"

#define REACH_MP 250

/* ---- Helpers ---- */

static const rf_map_list *nth_list(int i)
{
    const rf_content *c = tu_content();
    return i < c->nlists && strcmp(c->lists[i].id, RF_INVENTORY_ID) != 0 ? &c->lists[i] : NULL;
}

static rf_map *load(const char *name)
{
    rf_map *m = NULL;
    rf_error err;
    if (rf_map_load(tu_content(), name, &m, &err) != RF_OK) {
        char buf[800];
        rf_error_format(&err, buf, sizeof buf);
        fail_msg("%s", buf);
    }
    return m;
}

static const char *kind_id(const geo_board *b, int i) { return geo_component_kind(b, i)->id; }

static bool is_kind(const geo_board *b, int i, const char *id)
{
    return strcmp(kind_id(b, i), id) == 0;
}

static bool standable(const geo_board *b, geo_cell c)
{
    return !geo_space_impassable(b, NULL, c);
}

/* The entry spaces of Stage 2 (STAGE2-6): spaces on the map edge a legend
 * standing outside at level 0 can step onto (MOVE-11: at most level 1). */
static bool entry_space(const geo_board *b, geo_cell c)
{
    bool edge = c.x == 0 || c.y == 0 || c.x == b->w - 1 || c.y == b->h - 1;
    return edge && standable(b, c) && geo_floor(b, c) <= 1;
}

/* Every space reachable from some entry space with unlimited MP, ziplines
 * included (geo_reach rides them). */
static void reach_from_entries(const geo_board *b, bool *reached)
{
    static const geo_cellset none;
    static geo_reach r;
    memset(reached, 0, GEO_MAX_CELLS * sizeof *reached);
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++) {
            geo_cell e = geo_cell_make(x, y);
            if (!entry_space(b, e)) continue;
            geo_reach_compute(b, NULL, e, REACH_MP, &none, &r);
            reached[geo_cell_index(e)] = true;
            for (int i = 0; i < GEO_MAX_CELLS; i++) reached[i] |= r.cost[i] != GEO_UNREACHED;
        }
}

static int count_kind(const geo_board *b, const char *id)
{
    int n = 0;
    for (int i = 0; i < b->ncomp; i++) n += is_kind(b, i, id);
    return n;
}

/* A supply bin's level: the floor it stands on (the higher of its two
 * spaces, docs/maps.md). */
static int bin_level(const geo_board *b, int i) { return b->comp[i].stand; }

/* The map file's text with every line naming one of the strings in drop[]
 * left out (the files hold one component per line). */
static char *text_without(const char *id, const char *const *drop, int ndrop, size_t *len)
{
    char path[512];
    snprintf(path, sizeof path, "%s/maps/%s.json", RF_DATA_DIR, id);
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    char *out = NULL;
    FILE *o = open_memstream(&out, len);
    char line[1024];
    while (fgets(line, sizeof line, f)) {
        bool skip = false;
        for (int k = 0; k < ndrop; k++) skip |= strstr(line, drop[k]) != NULL;
        if (!skip) fputs(line, o);
    }
    fclose(f);
    fclose(o);
    return out;
}

/* The map as a custom map without its ziplines. */
static rf_map *load_without_ziplines(const char *id)
{
    static const char *const drop[] = { "\"id\"", "zipline" };
    size_t len;
    char *text = text_without(id, drop, 2, &len);
    rf_map *m = NULL;
    rf_error err;
    if (content_map_load_text(tu_content(), id, text, len, &m, &err) != RF_OK)
        fail_msg("%s without ziplines: %s", id, err.message);
    free(text);
    return m;
}

/* ---- Every map ---- */

/* Every map of the match settings has its layout file, which loads and
 * names its list. The loader itself refuses a map whose components differ
 * from its list (test_map_load.c); here the counts are taken again from the
 * board and compared with map_lists.json, line by line.
 * Each is 16x16: 2×2 map tiles of 8x8 spaces (MAP-2; the tile size is our design).
 * covers: MAP-2 MAP-6 MAP-7 MAP-8 MAP-9 MAP-10 MAP-11 MAP-12 MAP-13 MAP-14 MAP-15 MAP-16 MAP-17 */
static void test_MAP_every_map_has_its_component_list(void **state)
{
    (void)state;
    int maps = 0;
    for (int i = 0; i < tu_content()->nlists; i++) {
        const rf_map_list *l = nth_list(i);
        if (!l) continue;
        rf_map *m = load(l->id);
        assert_string_equal(rf_map_id(m), l->id);
        assert_string_equal(rf_map_name(m), l->name);
        assert_int_equal(rf_map_width(m), 16);   /* 2×2 map tiles (MAP-2) */
        assert_int_equal(rf_map_height(m), 16);
        const geo_board *b = m->board;
        for (int j = 0; j < l->nitems; j++) {
            int found = 0;
            for (int k = 0; k < b->ncomp; k++)
                found += content_list_item_matches(&l->item[j], geo_component_kind(b, k), &b->comp[k]);
            if (found != l->item[j].count)
                fail_msg("%s: list line %d (%s) wants %d, the map has %d", l->id, j,
                         l->item[j].kind, l->item[j].count, found);
        }
        for (int k = 0; k < b->ncomp; k++) {
            bool listed = false;
            for (int j = 0; j < l->nitems; j++)
                listed |= content_list_item_matches(&l->item[j], geo_component_kind(b, k), &b->comp[k]);
            if (!listed) fail_msg("%s: component %d (%s) is not listed", l->id, k, kind_id(b, k));
        }
        rf_map_free(m);
        maps++;
    }
    assert_int_equal(maps, 13);   /* the 12 final maps and the beta Standard Map */
}

/* Set-up order (MAP-3): level-1 buildings, level-2 buildings, canyon tiles,
 * walls, half walls, rocks and trees, zipline points, then supply bins and
 * respawn beacons. The file order is the set-up order.
 * covers: MAP-3 */
static int setup_step(const geo_board *b, int i)
{
    static const char *const steps[][2] = {
        { "canyon", NULL }, { "wall", "roof_edge_wall" },
        { "half_wall", "roof_edge_half_wall" }, { "rock", "tree" },
        { "zipline_point", "roof_edge_zipline_point" }, { "supply_bin", "respawn_beacon" },
    };
    if (is_kind(b, i, "building")) return b->comp[i].stand;   /* 0: level 1, 1: level 2 */
    for (int s = 0; s < 6; s++)
        if (is_kind(b, i, steps[s][0]) || (steps[s][1] && is_kind(b, i, steps[s][1])))
            return 2 + s;
    return 99;
}

static void test_MAP_3_set_up_order(void **state)
{
    (void)state;
    for (int i = 0; i < tu_content()->nlists; i++) {
        const rf_map_list *l = nth_list(i);
        if (!l) continue;
        rf_map *m = load(l->id);
        for (int k = 1; k < m->board->ncomp; k++)
            if (setup_step(m->board, k) < setup_step(m->board, k - 1))
                fail_msg("%s: component %d (%s) comes after a later set-up step", l->id, k,
                         kind_id(m->board, k));
        rf_map_free(m);
    }
}

/* The maps follow the custom map guidelines: `map check` finds no error and
 * no warning, except the beta Standard Map's 8 supply bins (its own list,
 * CUSTOM-12 wants 10).
 * covers: CUSTOM-1 CUSTOM-3 CUSTOM-4 CUSTOM-5 CUSTOM-7 CUSTOM-8 CUSTOM-9 CUSTOM-10 CUSTOM-11
 * covers: CUSTOM-12 CUSTOM-13 MAP-5 */
static void test_CUSTOM_every_map_checks_clean(void **state)
{
    (void)state;
    for (int i = 0; i < tu_content()->nlists; i++) {
        const rf_map_list *l = nth_list(i);
        if (!l) continue;
        rf_map *m = load(l->id);
        char *report = NULL;
        size_t len;
        FILE *f = open_memstream(&report, &len);
        int errors = rf_map_check(m, f);
        fclose(f);
        bool beta = strcmp(l->id, "standard_beta") == 0;
        const char *want = beta ? "0 errors, 1 warning" : "0 errors, 0 warnings";
        if (errors || !strstr(report, want) || (beta && !strstr(report, "WARNING CUSTOM-12: 8")))
            fail_msg("%s", report);
        free(report);
        rf_map_free(m);
    }
}

/* Playable everywhere: every space a legend may stand on can be reached
 * from the entry spaces of Stage 2 (ziplines included); every supply bin
 * can be interacted with from a reachable space at its level (ADJ-5); every
 * respawn beacon has a reachable free space next to it (RESP).
 * covers: CUSTOM-10 STAGE2-6 */
static void test_CUSTOM_10_every_space_bin_and_beacon_reachable(void **state)
{
    (void)state;
    static bool reached[GEO_MAX_CELLS];
    for (int i = 0; i < tu_content()->nlists; i++) {
        const rf_map_list *l = nth_list(i);
        if (!l) continue;
        rf_map *m = load(l->id);
        const geo_board *b = m->board;
        reach_from_entries(b, reached);
        for (int y = 0; y < b->h; y++)
            for (int x = 0; x < b->w; x++) {
                geo_cell c = geo_cell_make(x, y);
                if (standable(b, c) && !reached[geo_cell_index(c)])
                    fail_msg("%s: %d,%d cannot be reached from the map edge", l->id, x, y);
            }
        for (int k = 0; k < b->ncomp; k++) {
            bool ok = false;
            if (is_kind(b, k, "supply_bin")) {
                geo_cell a, c;
                geo_edge_cells(b->comp[k].at.u.edge, &a, &c);
                ok = (geo_on_board(b, a) && reached[geo_cell_index(a)] &&
                      geo_floor(b, a) == bin_level(b, k)) ||
                     (geo_on_board(b, c) && reached[geo_cell_index(c)] &&
                      geo_floor(b, c) == bin_level(b, k));
            } else if (is_kind(b, k, "respawn_beacon")) {
                geo_cell at = b->comp[k].at.u.cell;
                for (int d = 0; d < GEO_NDIRS && !ok; d++) {
                    geo_cell t = geo_cell_step(at, d);
                    ok = geo_on_board(b, t) && standable(b, t) && reached[geo_cell_index(t)] &&
                         geo_adjacent(b, NULL, geo_place_cell(at), geo_place_cell(t));
                }
            } else {
                continue;
            }
            if (!ok) fail_msg("%s: %s (component %d) cannot be used", l->id, kind_id(b, k), k);
        }
        rf_map_free(m);
    }
}

/* ---- Modes (MAP-4) ---- */

/* rf_map_check_mode follows each map's "modes" in map_lists.json, accepts
 * rule codes and names, allows everything on a custom map, and refuses with
 * a message naming the mode, the map and what it allows. The book's table:
 * Champions is not played on Outpost, Market, Great Structure, Skull Town
 * and Delta; every other map allows all five modes.
 * covers: MAP-4 */
static void test_MAP_4_mode_availability(void **state)
{
    (void)state;
    static const char *const no_champions[] = { "outpost", "market", "great_structure",
                                                "skull_town", "delta" };
    for (int i = 0; i < tu_content()->nlists; i++) {
        const rf_map_list *l = nth_list(i);
        if (!l || strcmp(l->id, "standard_beta") == 0) continue;
        rf_map *m = load(l->id);
        bool champ_banned = false;
        for (unsigned k = 0; k < sizeof no_champions / sizeof *no_champions; k++)
            champ_banned |= strcmp(l->id, no_champions[k]) == 0;
        for (int mode = 0; mode < RF_MODES; mode++) {
            rf_error err;
            bool in_list = false;
            for (int k = 0; k < l->nmodes; k++) in_list |= strcmp(l->modes[k], rf_mode_code(mode)) == 0;
            rf_status st = rf_map_check_mode(m, rf_mode_code(mode), &err);
            assert_int_equal(st, in_list ? RF_OK : RF_E_ARG);
            bool book = !(champ_banned && strcmp(rf_mode_code(mode), "CHAMP") == 0);
            if (in_list != book) fail_msg("%s: mode %s differs from MAP-4", l->id, rf_mode_code(mode));
        }
        rf_map_free(m);
    }
    rf_map *outpost = load("outpost");
    rf_error err;
    assert_int_equal(rf_map_check_mode(outpost, "champions", &err), RF_E_ARG);
    assert_string_equal(err.field, "mode");
    assert_non_null(strstr(err.message, "Champions is not played on Outpost (MAP-4)"));
    assert_non_null(strstr(err.message, "Capture the Flag (capture_the_flag)"));
    assert_int_equal(rf_map_check_mode(outpost, "battle_royale", &err), RF_OK);
    assert_int_equal(rf_map_check_mode(outpost, "TDM", &err), RF_OK);
    assert_int_equal(rf_map_check_mode(outpost, "deathmatch", &err), RF_E_ARG);
    assert_non_null(strstr(err.message, "unknown mode 'deathmatch'"));
    assert_int_equal(rf_map_check_mode(outpost, "br", &err), RF_E_ARG);   /* codes are exact */
    rf_map_free(outpost);
    rf_map *beta = load("standard_beta");
    assert_int_equal(rf_map_check_mode(beta, "BR", &err), RF_OK);
    assert_int_equal(rf_map_check_mode(beta, "CTF", &err), RF_E_ARG);
    rf_map_free(beta);
    rf_map *custom = load(RF_TEST_DIR "/data/maps/render-yard.json");
    assert_string_equal(rf_map_id(custom), "");
    for (int mode = 0; mode < RF_MODES; mode++)
        assert_int_equal(rf_map_check_mode(custom, rf_mode_code(mode), &err), RF_OK);
    rf_map_free(custom);
}

/* ---- What the descriptions promise ---- */

/* Count supply bins standing on a roof (level 1 or more). */
static int roof_bins(const geo_board *b, int x0, int y0, int x1, int y1)
{
    int n = 0;
    for (int k = 0; k < b->ncomp; k++) {
        if (!is_kind(b, k, "supply_bin") || bin_level(b, k) < 1) continue;
        geo_edge e = b->comp[k].at.u.edge;
        n += e.i >= x0 && e.i <= x1 && e.j >= y0 && e.j <= y1;
    }
    return n;
}

/* Skull Town: "loot is best found on the roofs": most bins are on roofs;
 * the four ziplines each join a roof to another roof or to the street.
 * covers: MAP-13 */
static void test_MAP_13_skull_town_loot_on_roofs(void **state)
{
    (void)state;
    rf_map *m = load("skull_town");
    assert_true(roof_bins(m->board, 0, 0, 16, 16) > count_kind(m->board, "supply_bin") / 2);
    rf_map_free(m);
}

/* Warehouse: most bins are on the warehouse roofs in a corner, and the
 * canyon at its foot means the roofs are reached by zipline only: without
 * the ziplines no roof bin can be reached from the map edge at ground
 * level. covers: MAP-17 MAP-18 */
static void test_MAP_17_warehouse_roofs_by_zipline(void **state)
{
    (void)state;
    static bool reached[GEO_MAX_CELLS];
    rf_map *m = load("warehouse");
    const geo_board *b = m->board;
    int corner = roof_bins(b, 8, 0, 16, 5);
    assert_true(corner > count_kind(b, "supply_bin") / 2);
    rf_map *bare = load_without_ziplines("warehouse");
    const geo_board *nb = bare->board;
    /* from the ground entry spaces only (the north and east edges touch
     * the roof itself) */
    static const geo_cellset none;
    static geo_reach r;
    memset(reached, 0, sizeof reached);
    for (int y = 0; y < nb->h; y++)
        for (int x = 0; x < nb->w; x++) {
            geo_cell e = geo_cell_make(x, y);
            if (!entry_space(nb, e) || geo_floor(nb, e) != 0) continue;
            geo_reach_compute(nb, NULL, e, REACH_MP, &none, &r);
            for (int i = 0; i < GEO_MAX_CELLS; i++) reached[i] |= r.cost[i] != GEO_UNREACHED;
        }
    for (int y = 0; y <= 4; y++)
        for (int x = 9; x < 16; x++)
            if (reached[geo_cell_index(geo_cell_make(x, y))])
                fail_msg("warehouse roof %d,%d reached from the street without a zipline", x, y);
    /* with the ziplines the whole map is one (test_CUSTOM_10_...) */
    reach_from_entries(b, reached);
    assert_true(reached[geo_cell_index(geo_cell_make(11, 2))]);
    rf_map_free(bare);
    rf_map_free(m);
}

/* Dam: a river through the middle splits the map; the ziplines cross it
 * roof to roof, and from one building to another across the river there is
 * no way but a zipline that stays off the ground.
 * covers: MAP-16 */
static void test_MAP_16_dam_river_and_ziplines(void **state)
{
    (void)state;
    rf_map *m = load("dam");
    const geo_board *b = m->board;
    /* the river: rows 7-8 are canyon from the west edge to the dam */
    int river = 0;
    for (int x = 0; x < 16; x++)
        for (int y = 7; y <= 8; y++) river += geo_floor(b, geo_cell_make(x, y)) < 0;
    assert_int_equal(river, 24);
    /* three ziplines cross it, each from a roof to a roof */
    int crossing = 0;
    for (int k = 0; k < b->ncomp; k++) {
        int p = b->comp[k].link;
        if (p <= k) continue;
        geo_cell a = b->comp[k].at.u.cell, c = b->comp[p].at.u.cell;
        if ((a.y < 7) != (c.y < 7)) {
            crossing++;
            assert_true(geo_floor(b, a) >= 1 && geo_floor(b, c) >= 1);
        }
    }
    assert_int_equal(crossing, 3);
    /* from the roofs of the north bank's buildings, stepping from roof to
     * roof (never down to the ground or the river), no roof of the south
     * bank is reached: the ziplines are the only way across up there (the
     * dam's crest, x >= 12, is a bridge between the banks, not a building
     * on either side) */
    static bool seen[GEO_MAX_CELLS];
    int queue[GEO_MAX_CELLS], head = 0, tail = 0;
    memset(seen, 0, sizeof seen);
    for (int y = 0; y < 7; y++)
        for (int x = 0; x < 12; x++) {
            geo_cell c = geo_cell_make(x, y);
            if (geo_floor(b, c) >= 1) {
                seen[geo_cell_index(c)] = true;
                queue[tail++] = geo_cell_index(c);
            }
        }
    assert_true(tail > 0);
    while (head < tail) {
        geo_cell c = geo_cell_at(queue[head++]);
        for (int d = 0; d < GEO_NDIRS; d++) {
            geo_cell t = geo_cell_step(c, d);
            if (!geo_on_board(b, t) || geo_floor(b, t) < 1 || t.x >= 12) continue;
            if (seen[geo_cell_index(t)] || geo_step_cost(b, NULL, c, d) < 0) continue;
            seen[geo_cell_index(t)] = true;
            queue[tail++] = geo_cell_index(t);
        }
    }
    for (int i = 0; i < tail; i++)
        if (geo_cell_at(queue[i]).y > 8)
            fail_msg("dam: roof %d,%d reached from the north roofs along roofs",
                     geo_cell_at(queue[i]).x, geo_cell_at(queue[i]).y);
    rf_map_free(m);
}

/* Delta and Crater: the canyon tiles are river shallows and a crater a
 * legend can be pushed into, with a way out (CUSTOM-5): every canyon space
 * is reachable and has a step up to the ground. The crater is in the middle.
 * covers: MAP-14 MAP-15 CUSTOM-5 */
static void test_MAP_14_MAP_15_canyons(void **state)
{
    (void)state;
    static const char *const ids[] = { "delta", "crater", "dam", "warehouse" };
    for (unsigned i = 0; i < 4; i++) {
        rf_map *m = load(ids[i]);
        const geo_board *b = m->board;
        int canyon = 0;
        for (int idx = 0; idx < GEO_MAX_CELLS; idx++) {
            geo_cell c = geo_cell_at(idx);
            if (!geo_on_board(b, c) || geo_floor(b, c) >= 0) continue;
            canyon++;
            /* a way out, all the way to the south-west corner's ground */
            if (geo_move_cost(b, NULL, c, geo_cell_make(0, 15), NULL) <= 0)
                fail_msg("%s: no way out of the canyon at %d,%d", ids[i], c.x, c.y);
        }
        assert_true(canyon > 0);
        if (strcmp(ids[i], "crater") == 0)
            for (int y = 6; y <= 9; y++)
                for (int x = 6; x <= 9; x++) assert_int_equal(geo_floor(b, geo_cell_make(x, y)), -1);
        rf_map_free(m);
    }
}

/* Outpost and Desert Hill have level-2 buildings to overlook the field;
 * Swamps' eight zipline points join roofs; Great Structure's two roof-edge
 * zipline points lead off its roof, one behind it (north) and one in front
 * (south). covers: MAP-8 MAP-10 MAP-11 */
static void test_MAP_ziplines_and_towers(void **state)
{
    (void)state;
    rf_map *m = load("swamps");
    const geo_board *b = m->board;
    for (int k = 0; k < b->ncomp; k++)
        if (is_kind(b, k, "zipline_point"))
            assert_true(geo_floor(b, b->comp[k].at.u.cell) >= 1);
    rf_map_free(m);
    m = load("great_structure");
    b = m->board;
    int behind = 0, front = 0;
    for (int k = 0; k < b->ncomp; k++) {
        if (!is_kind(b, k, "roof_edge_zipline_point")) continue;
        geo_cell far = b->comp[b->comp[k].link].at.u.cell;
        assert_int_equal(geo_floor(b, far), 0);
        behind += far.y < 2;
        front += far.y > 8;
    }
    assert_int_equal(behind, 1);
    assert_int_equal(front, 1);
    rf_map_free(m);
    static const char *const towers[] = { "outpost", "desert_hill" };
    for (int i = 0; i < 2; i++) {
        m = load(towers[i]);
        int high = 0;
        for (int idx = 0; idx < GEO_MAX_CELLS; idx++)
            high += geo_on_board(m->board, geo_cell_at(idx)) && geo_floor(m->board, geo_cell_at(idx)) == 2;
        assert_true(high >= 8);
        rf_map_free(m);
    }
}

/* ---- A match on every map ---- */

/* A whole Battle Royale match (draft, Stages 1 and 2 with the entry from
 * the map edges, the rounds with the Ring) between the heuristic and the
 * random bot ends on every map, every state passing rf_check.
 * covers: BR-8 */
static void test_BR_a_match_on_every_map(void **state)
{
    (void)state;
    static const char *const names[6] = { "Bangalore", "Wraith", "Lifeline", "Gibraltar",
                                          "Bloodhound", "Pathfinder" };
    for (int i = 0; i < tu_content()->nlists; i++) {
        const rf_map_list *l = nth_list(i);
        if (!l) continue;
        rf_map *m = load(l->id);
        rf_setup s;
        memset(&s, 0, sizeof s);
        s.start = RF_START_DRAFT;
        s.squad_size = 2;
        s.nlegends = 6;
        for (int k = 0; k < 6; k++) {
            snprintf(s.legend[k].name, sizeof s.legend[k].name, "%s", names[k]);
            s.legend[k].squad = k / 3;
        }
        s.seed = 40 + (unsigned)i;
        s.ring = true;
        rf_game *g;
        rf_error err;
        assert_int_equal(rf_game_new(tu_content(), m, &s, &g, &err), RF_OK);
        rf_bot *bot[2] = { rf_bot_new("heuristic", s.seed), rf_bot_new("random", s.seed) };
        int step = 0;
        for (; !rf_game_over(g, NULL); step++) {
            assert_true(step < 100000);
            rf_decision d;
            rf_pending(g, &d);
            if (rf_choose(g, rf_bot_choose(bot[d.seat], g), &err) != RF_OK)
                fail_msg("%s: %s", l->id, err.message);
            if (rf_check(g, &err) != RF_OK) fail_msg("%s: rf_check: %s", l->id, err.message);
        }
        assert_true(step > 50);
        rf_bot_free(bot[0]);
        rf_bot_free(bot[1]);
        rf_game_free(g);
        rf_map_free(m);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_MAP_every_map_has_its_component_list),
        cmocka_unit_test(test_MAP_3_set_up_order),
        cmocka_unit_test(test_CUSTOM_every_map_checks_clean),
        cmocka_unit_test(test_CUSTOM_10_every_space_bin_and_beacon_reachable),
        cmocka_unit_test(test_MAP_4_mode_availability),
        cmocka_unit_test(test_MAP_13_skull_town_loot_on_roofs),
        cmocka_unit_test(test_MAP_17_warehouse_roofs_by_zipline),
        cmocka_unit_test(test_MAP_16_dam_river_and_ziplines),
        cmocka_unit_test(test_MAP_14_MAP_15_canyons),
        cmocka_unit_test(test_MAP_ziplines_and_towers),
        cmocka_unit_test(test_BR_a_match_on_every_map),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
