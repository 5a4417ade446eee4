/*
 * ctf.c — Capture the Flag's flags and bases (rules CTF-3 … CTF-13,
 * CTF-5; see ctf.h).
 */
#include <stdio.h>
#include <string.h>

#include "geo/adjacency.h"
#include "geo/move.h"
#include "geo/place.h"
#include "rules/views/json_out.h"
#include "rules/engine/plugin.h"
#include "rules/modes/ctf/ctf.h"
#include "rules/modes/equip/equip.h"
#include "rules/engine/legends.h"
#include "rules/record/log.h"
#include "rules/modes/br/victory.h"

static const char *flag_name(int i) { return i < 2 ? "red flag" : "blue flag"; }

void ctf_setup(rf_game *g)
{
    for (int i = 0; i < RF_CTF_FLAGS; i++) {                                /* CTF-6 */
        g->ctf.flag_where[i] = RF_FLAG_SUPPLY;
        g->ctf.token_where[i] = RF_FLAG_SUPPLY;
        g->ctf.flag_at[i] = g->ctf.token_at[i] = 0;
    }
    g->ctf.delivered[0] = g->ctf.delivered[1] = 0;
}

/* At least `need` free spaces adjacent to c (stops counting there); no
 * legend counted (ground_ok). */
static bool free_adjacent(const rf_game *g, geo_cell c, int need)
{
    const geo_board *b = g->map->board;
    uint8_t adjacent = geo_cell_contiguous_dirs(b, c, false);
    int n = 0;
    for (int d = 0; d < GEO_NDIRS && n < need; d++)
        n += adjacent >> d & 1 && geo_space_free(b, &g->overlay, NULL, geo_cell_step(c, d));
    return n >= need;
}

/* CTF-7's test of space c itself: free, with 4 free spaces adjacent to it,
 * the legends left out. Once the distance test has passed, every other
 * legend on the map stands 4 or more spaces away, so none is on c or next
 * to it and the legends change nothing: this is the whole rest of the
 * test. It depends on the board and the overlay only, so the answers are
 * kept per thread, space by space as asked, until either changes (the
 * entry filter asks it of every reachable space at each entrance
 * decision: a speed-up, issue 14). ground_known gives the table for g's
 * board and overlay (checked once per filter, not per space), ground_ok
 * the answer from it. */
static uint8_t *ground_known(const rf_game *g)
{
    static _Thread_local unsigned long long board;
    static _Thread_local geo_overlay ov;
    static _Thread_local uint8_t known[GEO_MAX_CELLS];            /* 0 not yet, 1 yes, 2 no */
    const geo_board *b = g->map->board;
    if (!b->serial || board != b->serial || !geo_overlay_same(&ov, &g->overlay)) {
        memset(known, 0, sizeof known);
        board = b->serial;
        ov.n = g->overlay.n;
        memcpy(ov.o, g->overlay.o, sizeof ov.o[0] * g->overlay.n);
    }
    return known;
}

static uint8_t ground_test(const rf_game *g, geo_cell c)
{
    return geo_space_free(g->map->board, &g->overlay, NULL, c) && free_adjacent(g, c, 4) ? 1 : 2;
}

static inline bool ground_ok(const rf_game *g, uint8_t *known, geo_cell c)
{
    int i = geo_cell_index(c);
    if (!known[i]) known[i] = ground_test(g, c);
    return known[i] == 1;
}

/* The spaces of the other legends on the map (CTF-7's distance test asks
 * them): returns how many. */
static int others_on_map(const rf_game *g, int l, geo_cell *at)
{
    int n = 0;
    for (int m = 0; m < g->nlegends; m++)
        if (m != l && g->legend[m].on_map) at[n++] = g->legend[m].pos;
    return n;
}

/* CTF-7's distance: 4 or more spaces from each of them (DIST-1: spaces, so
 * cells). */
static bool far_from(const geo_cell *at, int n, geo_cell c)
{
    for (int k = 0; k < n; k++)
        if (geo_cell_distance(c, at[k]) < 4) return false;
    return true;
}

/* CTF-7 for legend l on space c: the cheap test (4 spaces from every other
 * legend on the map) first. */
static bool drop_space_ok(const rf_game *g, int l, geo_cell c)
{
    geo_cell at[RF_MAX_LEGENDS];
    return far_from(at, others_on_map(g, l, at), c) && geo_on_board(g->map->board, c) &&
           ground_ok(g, ground_known(g), c);
}

bool ctf_drop_space_ok(const rf_game *g, int l, geo_cell c)
{
    return drop_space_ok(g, l, c);
}

/* The entering legend's costs reach a few dozen of the 1,024 cells: CTF-7
 * is asked of the reached ones only (geo_cost_next), and only those it
 * strikes are written (issue 14: two passes over every cell were 5 M of
 * the filter's 6.3 M instructions in 20 random matches). */
bool ctf_entry_filter(const rf_game *g, int l, uint8_t *cost)
{
    geo_cell at[RF_MAX_LEGENDS];
    int nat = others_on_map(g, l, at), n = 0, nout = 0;
    int16_t out[GEO_MAX_CELLS];                      /* reached spaces CTF-7 strikes */
    uint8_t *known = ground_known(g);
    for (int i = geo_cost_next(cost, 0); i < GEO_MAX_CELLS; i = geo_cost_next(cost, i + 1)) {
        geo_cell c = geo_cell_at(i);
        if (far_from(at, nat, c) && geo_on_board(g->map->board, c) && ground_ok(g, known, c)) n++;
        else out[nout++] = (int16_t)i;
    }
    if (n == 0) return false;                   /* R-CTF-7: no such space: any entry space */
    for (int k = 0; k < nout; k++) cost[out[k]] = GEO_UNREACHED;
    return true;
}

void ctf_place_base(rf_game *g, int l, int k)
{
    int i = g->legend[l].squad * 2 + k, cell = geo_cell_index(g->legend[l].pos);
    g->ctf.token_where[i] = RF_FLAG_MAP;                                    /* CTF-8 */
    g->ctf.token_at[i] = (int16_t)cell;
    g->ctf.flag_where[i] = RF_FLAG_MAP;
    g->ctf.flag_at[i] = (int16_t)cell;
    log_msg(g, -1, "The %s squad places a team token and a flag on %s's space %d,%d (CTF-8).",
            log_squad_name(g->legend[l].squad), g->legend[l].name, g->legend[l].pos.x,
            g->legend[l].pos.y);
}

int ctf_carried(const rf_game *g, int l)
{
    for (int i = 0; i < RF_CTF_FLAGS; i++)
        if (g->ctf.flag_where[i] == RF_FLAG_CARRIED && g->ctf.flag_at[i] == l) return i;
    return -1;
}

/* Legend l is on space c or adjacent to it (ADJ-2). */
static bool at_or_next(const rf_game *g, int l, geo_cell c)
{
    const rf_legend *lg = &g->legend[l];
    return lg->on_map && (geo_cell_eq(lg->pos, c) ||
                          geo_adjacent(g->map->board, &g->overlay, geo_place_cell(c),
                                       geo_place_cell(lg->pos)));
}

/* CTF-9, CTF-10: no enemy of l on space c nor on a space adjacent to it. */
static bool unguarded(const rf_game *g, int l, geo_cell c)
{
    for (int e = 0; e < g->nlegends; e++)
        if (legend_enemies(g, l, e) && at_or_next(g, e, c)) return false;
    return true;
}

/* CTF-9: legend l, carrying no flag, may take enemy flag i. */
static bool flag_takeable(const rf_game *g, int l, int i)
{
    geo_cell c = geo_cell_at(g->ctf.flag_at[i]);
    return ctf_squad_of(i) != g->legend[l].squad && g->ctf.flag_where[i] == RF_FLAG_MAP &&
           at_or_next(g, l, c) && unguarded(g, l, c);
}

/* CTF-10: legend l, carrying a flag, may deliver it to team token i of its squad. */
static bool token_reachable(const rf_game *g, int l, int i)
{
    geo_cell c = geo_cell_at(g->ctf.token_at[i]);
    return g->ctf.token_where[i] == RF_FLAG_MAP && at_or_next(g, l, c) && unguarded(g, l, c);
}

void ctf_interact_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    int l = f->legend, squad = g->legend[l].squad, carried = ctf_carried(g, l);
    if (g->mode != RF_MODE_CTF || (f->interact.done & 1)) return; /* one object (INTERACT-1) */
    for (int i = 0; i < RF_CTF_FLAGS && carried < 0; i++)                   /* CTF-9 */
        if (flag_takeable(g, l, i))
            rf_opt_add(ob, engine_code(OPT_FLAG, 0, i), "take the %s at %d,%d", flag_name(i),
                       geo_cell_at(g->ctf.flag_at[i]).x, geo_cell_at(g->ctf.flag_at[i]).y);
    for (int i = squad * 2; i < squad * 2 + 2 && carried >= 0; i++)         /* CTF-10 */
        if (token_reachable(g, l, i))
            rf_opt_add(ob, engine_code(OPT_FLAG, 1, i), "deliver the %s to the team token at %d,%d",
                       flag_name(carried), geo_cell_at(g->ctf.token_at[i]).x,
                       geo_cell_at(g->ctf.token_at[i]).y);
}

/* Exactly what ctf_interact_options lists, without labelling (plugin.h,
 * interact_legal; issue 14). */
bool ctf_interact_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    int l = f->legend, a = engine_code_a(code), i = engine_code_b(code);
    if (engine_code_kind(code) != OPT_FLAG || g->mode != RF_MODE_CTF || (f->interact.done & 1))
        return false;
    bool carries = ctf_carried(g, l) >= 0;
    if (a == 0) return !carries && i < RF_CTF_FLAGS && flag_takeable(g, l, i);        /* CTF-9 */
    int squad = g->legend[l].squad;
    return a == 1 && carries && i >= squad * 2 && i < squad * 2 + 2 &&               /* CTF-10 */
           token_reachable(g, l, i);
}

/* CTF-10, CTF-4: the flag goes next to the round board; the second ends
 * the game at once. */
static void deliver(rf_game *g, int l, int token)
{
    int flag = ctf_carried(g, l), squad = g->legend[l].squad & 1;
    if (flag < 0) return;                         /* the options say it carries one */
    g->ctf.flag_where[flag] = RF_FLAG_DELIVERED;
    g->ctf.flag_at[flag] = (int16_t)squad;
    g->ctf.delivered[squad]++;
    geo_cell c = geo_cell_at(g->ctf.token_at[token]);
    log_msg(g, -1, "%s delivers the %s to the team token at %d,%d: the %s squad has delivered "
            "%d (CTF-10).", g->legend[l].name, flag_name(flag), c.x, c.y, log_squad_name(squad),
            g->ctf.delivered[squad]);
    if (g->ctf.delivered[squad] >= 2) {
        engine_end_game(g, squad, RF_END_CTF_FLAGS);                            /* CTF-4 */
    }
}

bool ctf_interact_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    if (engine_code_kind(code) != OPT_FLAG) return false;
    int l = f->legend, i = engine_code_b(code);
    f->interact.done |= 1;                                      /* one object (INTERACT-1) */
    if (engine_code_a(code) == 1) {
        deliver(g, l, i);
        return true;
    }
    g->ctf.flag_where[i] = RF_FLAG_CARRIED;                                 /* CTF-9 */
    g->ctf.flag_at[i] = (int16_t)l;
    log_msg(g, -1, "%s takes the %s (CTF-9).", g->legend[l].name, flag_name(i));
    return true;
}

void ctf_drop_flag(rf_game *g, int l)
{
    int i = ctf_carried(g, l);
    if (i < 0) return;
    g->ctf.flag_where[i] = RF_FLAG_MAP;                                     /* CTF-13 (1) */
    g->ctf.flag_at[i] = (int16_t)geo_cell_index(g->legend[l].pos);
    log_msg(g, -1, "%s drops the %s on %d,%d (CTF-13).", g->legend[l].name, flag_name(i),
            g->legend[l].pos.x, g->legend[l].pos.y);
}

/* Where flag i is on the map (carried: its carrier's space); false if not. */
static bool flag_cell(const rf_game *g, int i, geo_cell *c)
{
    if (g->ctf.flag_where[i] == RF_FLAG_MAP) *c = geo_cell_at(g->ctf.flag_at[i]);
    else if (g->ctf.flag_where[i] == RF_FLAG_CARRIED) *c = g->legend[g->ctf.flag_at[i]].pos;
    else return false;
    return true;
}

/* CTF-5 (2): the squad's own flags lying on its own team tokens. */
static int flags_home(const rf_game *g, int squad)
{
    int n = 0;
    for (int i = squad * 2; i < squad * 2 + 2; i++)
        for (int t = squad * 2; t < squad * 2 + 2; t++)
            if (g->ctf.flag_where[i] == RF_FLAG_MAP && g->ctf.token_where[t] == RF_FLAG_MAP &&
                g->ctf.flag_at[i] == g->ctf.token_at[t]) {
                n++;
                break;
            }
    return n;
}

/* CTF-5 (3), (4): the smallest distance from the squad's bases (legends
 * false) or legends (true) to an enemy flag; 1000 if none. */
static int closest(const rf_game *g, int squad, bool legends)
{
    int best = 1000;
    geo_cell from[RF_MAX_LEGENDS];
    int n = 0;
    if (legends) {
        for (int l = 0; l < g->nlegends; l++)
            if (g->legend[l].squad == squad && g->legend[l].on_map) from[n++] = g->legend[l].pos;
    } else {
        for (int t = squad * 2; t < squad * 2 + 2; t++)
            if (g->ctf.token_where[t] == RF_FLAG_MAP) from[n++] = geo_cell_at(g->ctf.token_at[t]);
    }
    for (int i = (1 - squad) * 2; i < (1 - squad) * 2 + 2; i++) {
        geo_cell c;
        if (!flag_cell(g, i, &c)) continue;
        for (int k = 0; k < n; k++) {
            int d = geo_distance(g->map->board, geo_place_cell(from[k]), geo_place_cell(c));
            if (d < best) best = d;
        }
    }
    return best;
}

/* CTF-5 (step): each squad's number in that tiebreaker. */
static void trophy_values(const rf_game *g, int step, int v[2])
{
    for (int s = 0; s < 2; s++)
        v[s] = step == 1 ? g->ctf.delivered[s] : step == 2 ? flags_home(g, s)
                                                : closest(g, s, step == 4);
}

int ctf_trophy_step(const rf_game *g, int v[2])
{
    for (int step = 1; step <= 4; step++) {
        trophy_values(g, step, v);
        if (v[0] != v[1]) return step;
    }
    return 0;                                                   /* R-CTF-5: a draw */
}

/* CTF-5 as it stands: the tiebreaker that would decide, the squad it
 * would decide for, and each squad's number in every tiebreaker. */
static void trophy_json(const rf_game *g, jbuf *j)
{
    int v[2], step = ctf_trophy_step(g, v);
    jb_put(j, ",\"trophy\":{\"step\":%d,\"winner\":\"%s\",\"values\":[", step,
           !step ? "draw" : ctf_trophy_winner(g) == RF_RED ? "red" : "blue");
    for (int k = 1; k <= 4; k++) {
        trophy_values(g, k, v);
        jb_put(j, "%s[", k > 1 ? "," : "");
        for (int s = 0; s < 2; s++) {
            if (v[s] >= 1000) jb_put(j, "%snull", s ? "," : "");           /* none: no flag, base or legend */
            else jb_put(j, "%s%d", s ? "," : "", v[s]);
        }
        jb_put(j, "]");
    }
    jb_put(j, "]}");
}

void ctf_json(const rf_game *g, jbuf *j)
{
    static const char *const where[] = { "supply", "map", "carried", "delivered" };
    if (g->mode != RF_MODE_CTF) return;
    jb_put(j, ",\"ctf\":{\"delivered\":[%d,%d],\"flags\":[", g->ctf.delivered[0],
        g->ctf.delivered[1]);
    for (int i = 0; i < RF_CTF_FLAGS; i++)
        jb_put(j, "%s{\"where\":\"%s\",\"at\":%d}", i ? "," : "", where[g->ctf.flag_where[i] & 3],
            g->ctf.flag_at[i]);
    jb_put(j, "],\"team_tokens\":[");
    for (int i = 0; i < RF_CTF_FLAGS; i++)
        jb_put(j, "%s{\"where\":\"%s\",\"at\":%d}", i ? "," : "", where[g->ctf.token_where[i] & 1],
            g->ctf.token_at[i]);
    jb_put(j, "]");
    trophy_json(g, j);                                  /* issue 15: shown before it decides */
    jb_put(j, "}");
}

int ctf_trophy_winner(const rf_game *g)
{
    int v[2], step = ctf_trophy_step(g, v);
    if (!step) return -1;                                       /* R-CTF-5: a draw */
    if (step >= 3) return v[0] < v[1] ? RF_RED : RF_BLUE;       /* (3), (4): the smaller */
    return v[0] > v[1] ? RF_RED : RF_BLUE;                      /* (1), (2): the more */
}

#define BROKEN(...) error_fail(err, RF_E_ILLEGAL, NULL, 0, 0, "invariant", __VA_ARGS__)

rf_status ctf_check(const rf_game *g, rf_error *err)
{
    const rf_ctf_state *c = &g->ctf;
    int delivered[2] = { 0, 0 };
    for (int i = 0; i < RF_CTF_FLAGS; i++) {
        if (g->mode != RF_MODE_CTF && (c->flag_where[i] || c->token_where[i]))
            return BROKEN("flags outside Capture the Flag");
        if (c->flag_where[i] == RF_FLAG_CARRIED) {
            int l = c->flag_at[i];
            if (l < 0 || l >= g->nlegends || !g->legend[l].on_map ||
                g->legend[l].squad == ctf_squad_of(i) || ctf_carried(g, l) != i)
                return BROKEN("the %s is carried by legend %d (CTF-9, CTF-13)", flag_name(i), l);
        }
        if (c->flag_where[i] == RF_FLAG_DELIVERED) {
            if (c->flag_at[i] == ctf_squad_of(i)) return BROKEN("a squad delivered its own flag");
            delivered[c->flag_at[i] & 1]++;
        }
        if (c->flag_where[i] > RF_FLAG_DELIVERED || c->token_where[i] > RF_FLAG_MAP)
            return BROKEN("flag or team token %d in no place", i);
    }
    if (delivered[0] != c->delivered[0] || delivered[1] != c->delivered[1])
        return BROKEN("delivered flags %d/%d, counted %d/%d", delivered[0], delivered[1],
                      c->delivered[0], c->delivered[1]);
    return RF_OK;
}

static void ctf5(const rf_game *g, char *buf, size_t n)
{
    static const char *const what[5] = {
        "", "delivered more enemy flags", "has more of its own flags in its bases",
        "has a base nearer an enemy flag", "has a legend nearer an enemy flag",
    };
    int v[2], step = ctf_trophy_step(g, v);
    if (!step) {
        snprintf(buf, n, "after the last round the four tiebreakers are equal (CTF-5, ruling "
                 "R-CTF-5)");
        return;
    }
    int w = ctf_trophy_winner(g);
    const char *unit = step >= 3 ? " spaces" : "";
    char a[24], b[24];
    if (v[w] >= 1000) snprintf(a, sizeof a, "none");
    else snprintf(a, sizeof a, "%d%s", v[w], unit);
    if (v[w ^ 1] >= 1000) snprintf(b, sizeof b, "none");
    else snprintf(b, sizeof b, "%d%s", v[w ^ 1], unit);
    snprintf(buf, n, "after the last round the %s squad %s, %s to %s (CTF-5 (%d))",
             log_squad_name(w), what[step], a, b, step);
}

/* CTF-4, CTF-5: the words of Capture the Flag's ends (end_reason.c). */
static bool ctf_end_words(const rf_game *g, char *buf, size_t n)
{
    if (g->end_why == RF_END_CTF_FLAGS) {
        snprintf(buf, n, "the %s squad delivered its second enemy flag (CTF-4)",
                 log_squad_name(g->winner));
        return true;
    }
    if (g->end_why != RF_END_TROPHY || g->mode != RF_MODE_CTF) return false;
    ctf5(g, buf, n);
    return true;
}

static bool ctf_trophy_decides(const rf_game *g, int *winner)
{
    if (g->mode != RF_MODE_CTF) return false;
    *winner = ctf_trophy_winner(g);                                     /* CTF-5 */
    return true;
}

/* Capture the Flag's hooks (plugin.h). */
/* CTF-6, CTF-8 on the map: the team tokens and flags, the squads' bases
 * placed before the first round (after the equipment boards). */
static void ctf_map_start(rf_game *g)
{
    if (g->mode != RF_MODE_CTF) return;
    ctf_setup(g);
    ctf_push_bases(g);
}

/* CTF-7: where a legend may enter depends on the others on the map. */
static bool ctf_entry_filtered(const rf_game *g) { return g->mode == RF_MODE_CTF; }

/* CTF-14 (1): the enemy squad chooses the beacon first (frame
 * respawn.beacon = beacon + 1 once it has). */
static bool ctf_enemy_chooses(const rf_game *g, const rf_frame *f)
{
    return g->mode == RF_MODE_CTF && equip_on(g, f->legend) && f->respawn.beacon == 0;
}

/* The observation (plug-in hook): the flags (CTF-5), after the equipment
 * boards, in a game with them. */
static void ctf_observe(const rf_game *g, int at, int seat, unsigned hands, jbuf *j)
{
    (void)seat, (void)hands;
    if (at == PLUG_OBS_AFTER_MODE && g->equip.boards) ctf_json(g, j);
}

const plug_ops ctf_plug = { .name = "capture_the_flag", .modes = 1u << RF_MODE_CTF,
                            .map_start = ctf_map_start,
                            .entry_filtered = ctf_entry_filtered,
                            .entry_filter = ctf_entry_filter,
                            .respawn_enemy_chooses = ctf_enemy_chooses,
                            .interact_options = ctf_interact_options,
                            .interact_legal = ctf_interact_legal,
                            .interact_apply = ctf_interact_apply,
                            .trophy_winner = ctf_trophy_decides, .end_words = ctf_end_words,
                            .observe = ctf_observe, .check = ctf_check };
