/*
 * view_area.c — where an option's area of effect would fall, for the
 * players' screens (rf_option_area, include/ringfall.h; the server's
 * options reply, docs/protocol.md; issue 15: the browser previews the area
 * on the board before the choice). The area is the one the rules lay, with
 * the same template, turn, level and line-of-sight test (AOE-2 … AOE-6):
 *  - a grenade's intended landing space (RF_OPT_USE_AT, GRENADE-2) with its
 *    quarter turn (R-GRENADE-10), at the level it would land on (GRENADE-6),
 *    stopped by blockades and other levels (GRENADE-7, AOE-5). The drift
 *    (GRENADE-3 … GRENADE-5) is not known before its Aim cards are drawn:
 *    this is the area if it lands where it is aimed;
 *  - an ability's marker on a space (RF_OPT_ABIL_PLACE) when the ability
 *    has an area (Rolling Thunder, Defensive Bombardment: ordnance.c),
 *    FLYING or not (AOE-4), turned away from its user if it says so, as
 *    the board is now (a Delay resolves later, TIME-3);
 *  - a zone ability's miniature on an intersection (RF_OPT_ABIL_PLACE of
 *    an ability whose component is a ZONE kind: Smoke Launcher, Dome of
 *    Protection): the spaces of the zone's diamond on the intersection's
 *    level (ZONE-2 … ZONE-4, geo_zone_has_cell as shots and damage read
 *    it), each with the Hit Threshold the zone adds (ZONE-7).
 * Read only from what the deciding seat sees: the board and its pieces.
 */
#include "rules/cards/abilities_play.h"
#include "rules/views/view_area.h"

#define AREA_CELLS (GEO_AOE_MAX * GEO_AOE_MAX)

static int grenade_area(const rf_game *g, const rf_frame *f, unsigned code, geo_aoe_hit *hit)
{
    const rf_loot_def *d = view_use_item(g, f->legend, f->use.slot);
    const geo_template *t = d ? content_template(g->content, d->template_id) : NULL;
    if (!t) return 0;
    geo_cell at = geo_cell_at(engine_code_b(code));
    return geo_aoe(g->map->board, &g->overlay, t, at, view_grenade_level(g, at),   /* GRENADE-6 */
                   engine_code_a(code), false, hit, AREA_CELLS);                  /* GRENADE-7, AOE-5 */
}

static int ability_area(const rf_game *g, const rf_frame *f, unsigned code, geo_aoe_hit *hit)
{
    const rf_ability_def *a = abil_of(g, f->legend, f->ability.slot);
    if (!a || !a->template_id[0] || engine_code_a(code) != 0) return 0;     /* a space, not a point */
    const geo_template *t = content_template(g->content, a->template_id);
    if (!t) return 0;
    const geo_board *b = g->map->board;
    geo_cell at = geo_cell_at(engine_code_b(code));
    int rot = a->a[1] ? view_ability_facing(g->legend[f->legend].pos, geo_place_cell(at)) : 0;
    return geo_aoe(b, &g->overlay, t, at, geo_floor(b, at), rot, a->a[0] != 0, hit,
                   AREA_CELLS);                                          /* AOE-4, AOE-5 */
}

/* ZONE-2 … ZONE-4: the zone the miniature of ability frame f's kind would
 * make on the intersection the code names; 0 if it makes none. */
static int zone_area(const rf_game *g, const rf_frame *f, unsigned code, rf_area_space *out, int max)
{
    const rf_ability_def *a = abil_of(g, f->legend, f->ability.slot);
    geo_point p;
    if (!a || a->kind < 0 || !view_ability_code_point(code, &p)) return 0;
    const geo_kind *kd = &g->content->kinds.kind[a->kind];
    if (!(kd->traits & GEO_T_ZONE)) return 0;
    int r = kd->zone_radius, k = 0;
    for (int y = p.j - r - 1; y <= p.j + r; y++)
        for (int x = p.i - r - 1; x <= p.i + r && k < max; x++) {
            if (!geo_zone_has_cell(g->map->board, p, r, geo_cell_make(x, y))) continue;
            out[k++] = (rf_area_space){ .x = x, .y = y, .value = kd->zone_ht, .zone = 1 };
        }
    return k;
}

int rf_option_area(const rf_game *g, unsigned code, rf_area_space *out, int max)
{
    if (!g->nframes || !engine_choice_legal(g, code)) return 0;
    const rf_frame *f = &g->stack[g->nframes - 1];
    if (f->type == FR_ABILITY && engine_code_kind(code) == OPT_ABIL_PLACE) {
        int z = zone_area(g, f, code, out, max);
        if (z) return z;
    }
    geo_aoe_hit hit[AREA_CELLS];
    int n = 0;
    if (f->type == FR_USE && engine_code_kind(code) == OPT_USE_AT) n = grenade_area(g, f, code, hit);
    else if (f->type == FR_ABILITY && engine_code_kind(code) == OPT_ABIL_PLACE)
        n = ability_area(g, f, code, hit);
    int k = 0;
    for (int i = 0; i < n && k < max; i++, k++) {
        out[k].x = hit[i].cell.x;
        out[k].y = hit[i].cell.y;
        out[k].value = hit[i].value;
        out[k].zone = 0;
    }
    return k;
}
