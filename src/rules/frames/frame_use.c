/*
 * frame_use.c — the Use action (USE-1 … USE-3): the legend uses one item
 * from its backpack, a grenade (GRENADE-1 … GRENADE-10, AOE) or a
 * consumable (CONSUM-1 … CONSUM-8). It runs as the main part of "Use and
 * Move 1" (frame_combined.c) and later for cards that say "use an item"
 * (USE-2). On an equipment board (USE-4, TDM-13, EQUIP-2 … EQUIP-4) the
 * items are the unlocked printed ones, use.slot = the board space.
 *
 * Steps: the legend chooses an item (a backpack slot holding a grenade or a
 * consumable, LOOT-3). A consumable resolves at once. For a grenade it
 * chooses the intended landing space: a space of the map at range
 * throw_lo … throw_hi (DIST), any level, occupied or not, no line of sight
 * needed (GRENADE-2, ruling R-GRENADE-2), and, for a template that lies
 * differently when turned (thermite's 5×1 line), a quarter turn
 * (R-GRENADE-10). Then the drift cards move the token (GRENADE-3 …
 * GRENADE-5), its level is found (GRENADE-6), every legend on a space of
 * the area loses shield and health (GRENADE-7) and the Aim deck is
 * shuffled (GRENADE-8).
 *
 * frame (rf_use_frame) use.slot = backpack slot, use.aim = intended
 * landing space (cell index), use.turns = quarter turns of the template,
 * use.bonus = a champion card's grenade (B-F-1, CHAMP-19): only a grenade
 * may be used, and it deals use.bonus more damage.
 *
 * Invariant: the item leaves the game whatever it did (CONSUM-1,
 * GRENADE-8): its backpack slot is emptied and the piece is RF_REMOVED, so
 * it stays in exactly one place (rf_check).
 */
#include <stdio.h>

#include "geo/adjacency.h"
#include "geo/zone.h"
#include "rules/engine/undo.h"
#include "rules/cards/abilities_play.h"
#include "rules/combat/aim_deck.h"
#include "rules/engine/engine.h"
#include "rules/record/events.h"
#include "rules/engine/legends.h"
#include "rules/record/log.h"
#include "rules/engine/plugin.h"
#include "rules/combat/zones.h"
#include "rules/views/view_area.h"

enum { STEP_ITEM, STEP_AIM, STEP_RESOLVE };

#define AOE_CELLS (GEO_AOE_MAX * GEO_AOE_MAX)

/* The loot kind in a backpack slot, or NULL. On an equipment board, the
 * item printed on space `slot` if no lock token lies on it and one is left
 * to lock it with (EQUIP-2, TDM-13; ruling R-EQUIP-7). */
static const rf_loot_def *item_def(const rf_game *g, int l, int slot)
{
    if (plug_item_board(g, l)) return plug_board_item(g, l, slot);
    int p = g->legend[l].pack[slot];
    return p < 0 ? NULL : &g->content->catalog.loot[g->piece[p].def];
}

static const geo_template *grenade_template(const rf_game *g, const rf_loot_def *d)
{
    return content_template(g->content, d->template_id);
}

/* GRENADE-2: may the grenade be aimed at space c? A space of the map
 * (R-GRENADE-2) within the printed range; levels, occupants and sight do
 * not matter. Between two spaces geo_distance is geo_cell_distance (DIST-1,
 * adjacency.c place_cells: a space stands for itself), asked here directly:
 * a grenade's listing asks it of every space in its window (issue 14, the
 * normal bot's grenades, docs/performance.md "Thirteenth pass (b)"). */
static bool can_aim_at(const rf_game *g, int l, const rf_loot_def *d, geo_cell c)
{
    if (!geo_on_board(g->map->board, c)) return false;
    int dist = geo_cell_distance(g->legend[l].pos, c);
    return dist >= d->throw_lo && dist <= d->throw_hi;
}

/* The rows and columns a grenade of legend l may land in: a space farther
 * than throw_hi in either coordinate is out of range (DIST-1: the distance
 * between two spaces is the larger coordinate gap), so the scans below
 * visit only that window, in the map's order; from off the map, all of it. */
typedef struct aim_window { int x0, x1, y0, y1; } aim_window;

static aim_window window_of(const rf_game *g, int l, const rf_loot_def *d)
{
    const geo_board *b = g->map->board;
    geo_cell p = g->legend[l].pos;
    aim_window w = { 0, b->w - 1, 0, b->h - 1 };
    if (!geo_on_board(b, p)) return w;
    if (p.x - d->throw_hi > w.x0) w.x0 = p.x - d->throw_hi;
    if (p.x + d->throw_hi < w.x1) w.x1 = p.x + d->throw_hi;
    if (p.y - d->throw_hi > w.y0) w.y0 = p.y - d->throw_hi;
    if (p.y + d->throw_hi < w.y1) w.y1 = p.y + d->throw_hi;
    return w;
}

static bool has_landing_space(const rf_game *g, int l, const rf_loot_def *d)
{
    aim_window w = window_of(g, l, d);
    for (int y = w.y0; y <= w.y1; y++)
        for (int x = w.x0; x <= w.x1; x++)
            if (can_aim_at(g, l, d, geo_cell_make(x, y))) return true;
    return false;
}

/* USE-1, LOOT-3: items are grenades and consumables; a grenade needs a
 * template and somewhere to land. */
static bool usable(const rf_game *g, int l, int slot)
{
    const rf_loot_def *d = item_def(g, l, slot);
    if (!d) return false;
    if (d->family == RF_LOOT_CONSUMABLE) return true;
    return d->family == RF_LOOT_GRENADE && grenade_template(g, d) && has_landing_space(g, l, d);
}

/* ... and in this frame: a champion card's Use takes a grenade (B-F-1). */
static bool usable_here(const rf_game *g, const rf_frame *f, int slot)
{
    return usable(g, f->legend, slot) &&
           (!f->use.bonus || item_def(g, f->legend, slot)->family == RF_LOOT_GRENADE);
}

/* Do two lists of hit spaces cover the same spaces with the same values? */
static bool same_area(const geo_aoe_hit *a, int na, const geo_aoe_hit *h, int nh)
{
    if (na != nh) return false;
    for (int i = 0; i < na; i++) {
        bool found = false;
        for (int j = 0; j < nh && !found; j++)
            found = geo_cell_eq(a[i].cell, h[j].cell) && a[i].value == h[j].value;
        if (!found) return false;
    }
    return true;
}

/* R-GRENADE-10: the quarter turns that lay the template differently, bit r
 * for r turns: 1 for the frag's square, 0 and 1 for thermite's line. */
static unsigned distinct_turns(const rf_game *g, const geo_template *t)
{
    geo_aoe_hit h[4][AOE_CELLS];
    int n[4];
    unsigned mask = 0;
    for (int r = 0; r < 4; r++) {
        n[r] = geo_aoe(g->map->board, NULL, t, geo_cell_make(0, 0), 0, r, true, h[r], AOE_CELLS);
        bool seen = false;
        for (int q = 0; q < r && !seen; q++) seen = same_area(h[q], n[q], h[r], n[r]);
        if (!seen) mask |= 1u << r;
    }
    return mask;
}

static const char *const arrow_name[GEO_NDIRS] = { "north", "north-east", "east", "south-east",
                                                    "south", "south-west", "west", "north-west" };

/* The drift cards in words: "Aim card 45 (arrow east), Aim card 60 (no arrow)". */
static void drift_words(const rf_aim_card *cards, int n, char *out, size_t size)
{
    size_t k = 0;
    out[0] = 0;
    for (int i = 0; i < n && k < size; i++) {
        int a = cards[i].arrow;
        k += (size_t)snprintf(out + k, size - k, "%sAim card %d (%s%s)", i ? ", " : "",
                              cards[i].value, a >= 0 && a < GEO_NDIRS ? "arrow " : "no arrow",
                              a >= 0 && a < GEO_NDIRS ? arrow_name[a] : "");
    }
}

/* GRENADE-3 … GRENADE-5: move the token one space per arrow, in draw
 * order, through anything and beyond the map's edge; the log names each
 * drift card. */
static geo_cell drift(const rf_game *g, geo_cell c, int ncards, const rf_loot_def *d)
{
    rf_aim_card cards[RF_AIM_DECK];
    int n = aim_deck_draw(g, cards, ncards);
    for (int i = 0; i < n; i++)
        if (cards[i].arrow >= 0 && cards[i].arrow < GEO_NDIRS) c = geo_cell_step(c, cards[i].arrow);
    if (log_on(g)) {
        char words[256];
        drift_words(cards, n, words, sizeof words);
        log_msg(g, -1, "  the %s drifts (GRENADE-3): %s", d->name, n ? words : "no drift card");
    }
    return c;
}

/* GRENADE-6: the level the grenade lies on: the top of a LEVEL object on
 * the space (a supply drop on the ground: 1), else the space's floor; off
 * the map, the ground (0). */
static int landing_level(const rf_game *g, geo_cell c)
{
    const geo_board *b = g->map->board;
    if (!geo_on_board(b, c)) return 0;
    int floor = geo_floor(b, c), top = geo_solid_top(b, &g->overlay, c);
    return top != GEO_NONE && top > floor ? top : floor;
}

/* DMG-3, KO, ELIM-1: one legend takes damage from grenade d thrown by
 * legend `by`. */
static void damage_legend(rf_game *g, int l, int amount, int by, const rf_loot_def *d)
{
    rf_legend *lg = &g->legend[l];
    rf_damage_result dr = combat_apply_damage(&lg->vitals, amount, RF_DMG_NORMAL);
    if (lg->gear[RF_GEAR_KNOCKDOWN] >= 0)
        g->piece[lg->gear[RF_GEAR_KNOCKDOWN]].exhausted = lg->vitals.ko_exhausted;   /* KO-3 */
    events_damage(g, l, by, RF_CAUSE_GRENADE, d->name, amount, &dr);
    log_damage(g, l, d->name, amount, &dr);                                      /* GRENADE-7 */
    if (dr.eliminated) legend_eliminate_by(g, l, by);                            /* ELIM-2 */
}

/* GRENADE-7: every legend on the map, friend or foe, thrower included, on
 * a hit space takes that space's value, unless a zone where it stands
 * prevents ordnance damage (grenades are <ORDNANCE>: DATA-GAPS 7.3 beta,
 * RULES.md GRENADE-7 beta note; the Dome of Protection). */
static void damage_area(rf_game *g, const geo_aoe_hit *hit, int n, int by,
                        const rf_loot_def *d, int bonus)
{
    for (int l = 0; l < g->nlegends; l++) {
        if (!g->legend[l].on_map) continue;
        const char *zone = NULL;
        for (int i = 0; i < n; i++)
            if (geo_cell_eq(hit[i].cell, g->legend[l].pos)) {
                if (zones_prevents(g, l, GEO_DTAG_ORDNANCE, &zone))
                    log_msg(g, -1, "%s is in the %s: no damage from the %s", g->legend[l].name,
                            zone, d->name);
                else
                    damage_legend(g, l, hit[i].value + bonus, by, d);     /* + CHAMP-19 */
                break;
            }
    }
}

static void throw_grenade(rf_game *g, const rf_frame *f, const rf_loot_def *d)
{
    geo_cell aim = geo_cell_at(f->use.aim);
    log_msg(g, -1, "%s throws a %s at %d,%d", g->legend[f->legend].name, d->name, aim.x, aim.y);
    geo_cell at = drift(g, aim, d->drift_cards, d);                   /* GRENADE-3 … 5 */
    if (d->drift_cards > 0) undo_info_new(g);                /* drift cards revealed: no undo */
    int level = landing_level(g, at);                                    /* GRENADE-6 */
    geo_aoe_hit hit[AOE_CELLS];
    int n = geo_aoe(g->map->board, &g->overlay, grenade_template(g, d), at,
                    level, f->use.turns, false, hit, AOE_CELLS);         /* AOE-5, AOE-6 */
    log_msg(g, -1, "  it lands on %d,%d%s (level %d) and hits %d space%s (GRENADE-6, "
            "GRENADE-7)", at.x, at.y, geo_on_board(g->map->board, at) ? "" : ", off the map", level,
            n, n == 1 ? "" : "s");
    damage_area(g, hit, n, f->legend, d, f->use.bonus);
    aim_deck_reset(g);                                                /* GRENADE-8 */
}

/* CONSUM-2 … CONSUM-8: restore up to the amounts, within the limits. */
static void consume(rf_game *g, int l, const rf_loot_def *d)
{
    rf_vitals *v = &g->legend[l].vitals;
    int health = combat_restore_health(v, d->restore_health);   /* CONSUM-3, CONSUM-4, CONSUM-7 */
    int shield = combat_restore_shield(v, d->restore_shield);   /* CONSUM-5, CONSUM-6, CONSUM-7 */
    log_msg(g, -1, "%s uses a %s: %d health and %d shield restored, now shield %d and health %d "
            "(CONSUM-1)", g->legend[l].name, d->name, health, shield, v->shield, v->health);
    /* CONSUM-8, COOL-5: the Ultimate Accelerant moves the legend's tokens
     * on the cooldown track d->cooldown_reduce positions left. */
    if (d->cooldown_reduce) {
        cooldown_reduce(g, l, d->cooldown_reduce);
        log_msg(g, -1, "  its ability tokens move %d positions left on the cooldown track (CONSUM-8)",
                d->cooldown_reduce);
    }
}

/* CONSUM-1, GRENADE-8: out of the backpack and out of the game. On an
 * equipment board: a lock token on its space (EQUIP-3 (1), EQUIP-4 (1));
 * the grenade template token lands and goes back after the damage
 * (EQUIP-3 (2), (4)): the landing space is the frame's, nothing to keep. */
static void remove_item(rf_game *g, int l, int slot)
{
    if (plug_item_board(g, l)) {
        plug_board_item_used(g, l, slot);
        return;
    }
    int p = g->legend[l].pack[slot];
    g->legend[l].pack[slot] = -1;
    g->piece[p].where = RF_REMOVED;
    g->piece[p].at = 0;
}

static void resolve(rf_game *g, const rf_frame *f)
{
    const rf_loot_def *d = item_def(g, f->legend, f->use.slot);
    remove_item(g, f->legend, f->use.slot);    /* taken from the backpack (GRENADE-2) */
    if (d->family == RF_LOOT_GRENADE) throw_grenade(g, f, d);
    else consume(g, f->legend, d);
    plug_after_use(g, f->legend);                          /* the guardian card (ASSN-8) */
}

static bool any_usable(const rf_game *g, const rf_frame *f)
{
    for (int s = 0; s < RF_BACKPACK; s++)
        if (usable_here(g, f, s)) return true;
    return false;
}

/* Whether "which item?" is asked, on what the other seats know (ruling
 * R-WINDOW-1): an equipment board is public (R-EQUIP-7), so it is asked
 * when an item on it is usable; a backpack is hidden (BACKPACK-5) but how
 * many tokens it holds is not, so it is asked whenever the backpack holds
 * one, and with none usable the legend uses nothing. */
static bool item_window(const rf_game *g, const rf_frame *f)
{
    int l = f->legend;
    if (!g->legend[l].on_map) return false;
    if (plug_item_board(g, l)) return any_usable(g, f);
    for (int s = 0; s < RF_BACKPACK; s++)
        if (g->legend[l].pack[s] >= 0) return true;
    return false;
}

static int use_run(rf_game *g, rf_frame *f)
{
    if (f->step == STEP_AIM) return RF_WAIT;
    if (f->step == STEP_ITEM) {
        if (item_window(g, f)) return RF_WAIT;
        engine_pop(g);                 /* nothing to use: the combined action goes on */
        return RF_GO;
    }
    resolve(g, f);
    engine_pop(g);
    return RF_GO;
}

static void use_who(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    d->kind = RF_DEC_USE;
    d->seat = g->legend[f->legend].seat;
    d->legend = f->legend;
}

static void use_decision(const rf_game *g, const rf_frame *f, rf_decision *d)
{
    const rf_legend *lg = &g->legend[f->legend];
    use_who(g, f, d);
    if (f->step == STEP_ITEM) {
        snprintf(d->prompt, sizeof d->prompt, "%s: Use: which item from the backpack?", lg->name);
        return;
    }
    const rf_loot_def *it = item_def(g, f->legend, f->use.slot);
    snprintf(d->prompt, sizeof d->prompt, "%s throws a %s: where should it land (range %d-%d)?",
             lg->name, it->name, it->throw_lo, it->throw_hi);
}

static const char *const turn_label[4] = { "", " turned a quarter", " turned half",
                                           " turned three quarters" };

/* GRENADE-2, R-GRENADE-10: every space in range, with each distinct turn. */
static void aim_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    const rf_loot_def *d = item_def(g, f->legend, f->use.slot);
    unsigned turns = distinct_turns(g, grenade_template(g, d));
    aim_window w = window_of(g, f->legend, d);
    for (int y = w.y0; y <= w.y1; y++)
        for (int x = w.x0; x <= w.x1; x++) {
            geo_cell c = geo_cell_make(x, y);
            if (!can_aim_at(g, f->legend, d, c)) continue;
            for (int r = 0; r < 4; r++)
                if (turns & (1u << r))
                    rf_opt_add(ob, engine_code(OPT_USE_AT, r, geo_cell_index(c)), "land at %d,%d%s",
                               x, y, turn_label[r]);
        }
}

static void use_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    if (f->step == STEP_AIM) {
        aim_options(g, f, ob);
        return;
    }
    const char *board = plug_item_board(g, f->legend);
    for (int s = 0; s < RF_BACKPACK; s++)
        if (usable_here(g, f, s))
            rf_opt_add(ob, engine_code(OPT_USE_ITEM, s, 0), "use %s%s%s%s",
                       item_def(g, f->legend, s)->name, board ? " (" : "", board ? board : "",
                       board ? ")" : "");
    if (ob->n == 0) rf_opt_add(ob, engine_code(OPT_DONE, 0, 0), "use nothing");   /* R-WINDOW-1 */
}

static void use_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    if (engine_code_kind(code) == OPT_DONE) {        /* nothing usable: the action goes on */
        engine_pop(g);
        return;
    }
    if (f->step == STEP_ITEM) {
        f->use.slot = (int16_t)engine_code_a(code);
        f->step = item_def(g, f->legend, f->use.slot)->family == RF_LOOT_GRENADE ? STEP_AIM
                                                                                 : STEP_RESOLVE;
        return;
    }
    f->use.aim = (int16_t)engine_code_b(code);
    f->use.turns = (int16_t)engine_code_a(code);
    f->step = STEP_RESOLVE;
}

/* Whether use_options would list code, without listing (engine.h,
 * rf_frame_shortcuts; tests/unit/test_legal.c): a landing space in range
 * with a turn that lies differently (GRENADE-2, R-GRENADE-10), a usable
 * item (USE-1, LOOT-3), or "use nothing" when none is (R-WINDOW-1). */
static bool use_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int kind = engine_code_kind(code), a = engine_code_a(code), b = engine_code_b(code);
    if (f->step == STEP_AIM) {
        if (kind != OPT_USE_AT || a > 3 || b >= GEO_MAX_CELLS) return false;
        const rf_loot_def *d = item_def(g, f->legend, f->use.slot);
        return can_aim_at(g, f->legend, d, geo_cell_at(b)) &&
               (distinct_turns(g, grenade_template(g, d)) >> a & 1u);
    }
    if (kind == OPT_USE_ITEM) return b == 0 && a < RF_BACKPACK && usable_here(g, f, a);
    return kind == OPT_DONE && a == 0 && b == 0 && !any_usable(g, f);
}

const rf_frame_ops rf_frame_use_ops = { "use", use_run, use_decision, use_options, use_apply };
const rf_frame_shortcuts rf_frame_use_shortcuts = { use_legal, use_who, NULL };

/* For the area view (view_area.h): the same item and landing level the Use
 * action reads. */
const rf_loot_def *view_use_item(const rf_game *g, int l, int slot)
{
    return item_def(g, l, slot);
}

int view_grenade_level(const rf_game *g, geo_cell c)
{
    return landing_level(g, c);
}
