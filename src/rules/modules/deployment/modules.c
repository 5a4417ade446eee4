/*
 * modules.c — what the Supply Drops and Replicator modules share: set-up,
 * their deployments (DEPLOY, MOD-3), invariants, hash and what a seat sees
 * (modules.h).
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "errors.h"
#include "rules/engine/plugin.h"
#include "rules/modules/deployment/deploy.h"
#include "rules/modules/heat_shields/heat.h"
#include "rules/views/json_out.h"
#include "rules/engine/legends.h"
#include "rules/search/determinize.h"
#include "rules/modules/deployment/modules.h"
#include "rules/engine/pieces.h"

#define BROKEN(...) error_fail(err, RF_E_ILLEGAL, NULL, 0, 0, "invariant", __VA_ARGS__)

void modules_setup(rf_game *g)
{
    drops_setup(g);                                      /* DROP-2 */
    repl_setup(g);                                       /* REPL-2 */
}

bool modules_deploy_with(const rf_game *g, const rf_deploy_card *c, int t1, int t2,
                            const geo_cellset *taken, geo_cell *out)
{
    const geo_board *b = g->map->board;
    geo_cell from = deploy_corner(c, b->w, b->h);
    if (g->ring_on) {                         /* DEPLOY-2: from the ring (R-DEPLOY-2-RING) */
        int x, y;
        ringmod_figure(&g->ring, c->corner, &x, &y);
        from = geo_cell_make(x, y);
    }
    geo_cellset occupied;
    legends_occupied(g, -1, &occupied);
    for (int i = 0; taken && i < GEO_MAX_CELLS / 64; i++) occupied.w[i] |= taken->w[i];
    return deploy_space(b, &g->overlay, &occupied, c, from, t1, t2, out);   /* DEPLOY-2 … 4 */
}

bool modules_deploy(rf_game *g, const geo_cellset *taken, geo_cell *out, char *why, int n)
{
    static const char *const corners[RF_CORNERS] = { "top-left", "top-right", "bottom-right",
                                                     "bottom-left" };
    const rf_deploy_deck *deck = &g->content->deploy;     /* MOD-3: one deck for all modules */
    int card, token[2];
    deploy_reveal(&g->rng, 1, &card, token);            /* DEPLOY-1; DEPLOY-5 puts them back */
    const rf_deploy_card *c = &deck->card[card];
    int t1 = deck->token[token[0]], t2 = deck->token[token[1]];
    snprintf(why, (size_t)n, "deployment card: %d and %d spaces from the %s %s", t1, t2,
             corners[c->corner % RF_CORNERS], g->ring_on ? "ring figure" : "corner");
    return modules_deploy_with(g, c, t1, t2, taken, out);
}

/* ---- invariants ---- */

static rf_status check_module_pieces(const rf_game *g, rf_error *err)
{
    for (int p = 0; p < g->npieces; p++) {
        const rf_piece *pc = &g->piece[p];
        if (pc->where != RF_IN_MODULE) continue;
        int at = pc->at;
        bool ok;
        if (at >= RF_MODAT_REPL) {
            int pos = at - RF_MODAT_REPL, rar[RF_REPL_ROWS] = { RF_LEGENDARY, RF_EPIC, RF_RARE };
            ok = repl_on(g) && pos < RF_REPL_ROWS * RF_REPL_COLS && pc->kind == RF_PIECE_LOOT &&
                 pieces_loot_of(g, p)->rarity == rar[pos / RF_REPL_COLS];            /* REPL-2 */
        } else if (at == RF_MODAT_SPECIAL) {
            ok = drops_on(g) && pc->kind == RF_PIECE_WEAPON && pieces_weapon_of(g, p)->special;
        } else {
            ok = drops_on(g) && at < RF_GEAR_SLOTS && pc->kind == RF_PIECE_LOOT &&
                 pieces_loot_of(g, p)->rarity == RF_LEGENDARY && pieces_loot_of(g, p)->family == at;
        }
        if (!ok) return BROKEN("piece %d lies beside a module's card at %d (DROP-2, REPL-2)", p, at);
        for (int q = 0; q < p; q++)
            if (g->piece[q].where == RF_IN_MODULE && g->piece[q].at == at && at != RF_MODAT_SPECIAL)
                return BROKEN("pieces %d and %d share the module place %d", q, p, at);
    }
    return RF_OK;
}

static int drop_object(const rf_game *g, int i)
{
    int found = -1;
    for (int o = 0; o < g->overlay.n; o++)
        if (g->overlay.o[o].owner == (RF_DROP_OWNER | i)) {
            if (found >= 0) return -2;
            found = o;
        }
    return found;
}

static rf_status check_drops(const rf_game *g, rf_error *err)
{
    const rf_drops_state *d = &g->drops;
    const geo_board *b = g->map->board;
    if (d->deck_n > g->content->drops.ncards) return BROKEN("%d supply drop cards", d->deck_n);
    for (int m = 0; m < RF_DROP_MARKERS; m++) {
        const rf_drop_marker *mk = &d->marker[m];
        if (mk->where == RF_DMARK_MAP && !geo_on_board(b, geo_cell_at(mk->cell)))
            return BROKEN("supply drop marker %d is off the map", m);
        if (mk->where == RF_DMARK_TRACK && mk->pos >= g->content->track.n)
            return BROKEN("supply drop marker %d is off the round track", m);
    }
    for (int i = 0; i < RF_DROPS; i++) {
        const rf_drop *dr = &d->drop[i];
        int o = drop_object(g, i);
        if (dr->where == RF_DROP_ON_MAP) {
            if (o < 0 || g->overlay.o[o].at.kind != GEO_PLACE_CELL ||
                geo_cell_index(g->overlay.o[o].at.u.cell) != dr->at)
                return BROKEN("supply drop %d is on the map but not its miniature (DROP-6)", i);
        } else if (o != -1) {
            return BROKEN("supply drop %d has a miniature on the map but is not there", i);
        }
        if (dr->where == RF_DROP_BELOW &&
            (dr->marker < 0 || dr->marker >= RF_DROP_MARKERS ||
             d->marker[dr->marker].where != RF_DMARK_MAP || d->marker[dr->marker].squad != (dr->at & 1)))
            return BROKEN("supply drop %d below the track has no marker of its squad (DROP-5)", i);
    }
    return RF_OK;
}

static rf_status check_repl(const rf_game *g, rf_error *err)
{
    const rf_repl_state *r = &g->repl;
    for (int k = 0; k < RF_CRAFT_MARKERS; k++) {
        if (r->where[k] == RF_CRAFT_MAP && !geo_on_board(g->map->board, geo_cell_at(r->at[k])))
            return BROKEN("crafting marker %d is off the map", k);
        if (r->where[k] == RF_CRAFT_PACK && (r->at[k] < 0 || r->at[k] >= g->nlegends))
            return BROKEN("crafting marker %d is held by legend %d", k, r->at[k]);
        if (r->where[k] > RF_CRAFT_PACK) return BROKEN("crafting marker %d is nowhere", k);
    }
    for (int l = 0; l < g->nlegends && l < RF_REPL_LEGENDS; l++) {
        int held = repl_held(g, l), s = repl_pack_space(g, l);
        if ((held > 0) != (s >= 0))
            return BROKEN("%s holds %d crafting markers on backpack space %d (REPL-8)",
                          g->legend[l].name, held, s);
        if (s >= RF_BACKPACK || (s >= 0 && g->legend[l].pack[s] >= 0))
            return BROKEN("%s's crafting markers share a backpack space (REPL-9)", g->legend[l].name);
    }
    return RF_OK;
}

rf_status modules_check(const rf_game *g, rf_error *err)
{
    rf_status st = check_module_pieces(g, err);
    if (st == RF_OK) st = check_drops(g, err);
    if (st == RF_OK) st = check_repl(g, err);
    return st;
}

/* ---- hash ---- */

static uint64_t mix(uint64_t h, int64_t v)
{
    for (int i = 0; i < 8; i++) {
        h ^= (uint64_t)((v >> (8 * i)) & 0xff);
        h *= 0x100000001b3ull;
    }
    return h;
}

uint64_t modules_hash(const rf_game *g)
{
    uint64_t h = 0xcbf29ce484222325ull;
    const rf_drops_state *d = &g->drops;
    for (int m = 0; m < RF_DROP_MARKERS; m++) {
        h = mix(h, d->marker[m].squad); h = mix(h, d->marker[m].where);
        h = mix(h, d->marker[m].pos); h = mix(h, d->marker[m].cell);
    }
    for (int i = 0; i < RF_DROPS; i++) {
        h = mix(h, d->drop[i].where); h = mix(h, d->drop[i].closed);
        h = mix(h, d->drop[i].marker); h = mix(h, d->drop[i].at);
    }
    h = mix(h, d->deck_n);
    for (int i = 0; i < d->deck_n; i++) h = mix(h, d->deck[i]);
    for (int k = 0; k < RF_CRAFT_MARKERS; k++) {
        h = mix(h, g->repl.where[k]);
        h = mix(h, g->repl.at[k]);
    }
    for (int l = 0; l < RF_REPL_LEGENDS; l++) h = mix(h, g->repl.pack_space[l]);
    return h;
}

/* ---- what a seat sees (rf_observe) ---- */

typedef struct jout { char *buf; size_t n, len; } jout;

static void put(jout *j, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(jout *j, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    size_t room = j->len < j->n ? j->n - j->len : 0;
    int w = vsnprintf(room ? j->buf + j->len : NULL, room, fmt, ap);
    va_end(ap);
    if (w > 0) j->len += (size_t)w;
}

static const char *squad_name(int s) { return s == RF_RED ? "red" : "blue"; }

static int count_at(const rf_game *g, int at)
{
    int n = 0;
    for (int p = 0; p < g->npieces; p++) n += g->piece[p].where == RF_IN_MODULE && g->piece[p].at == at;
    return n;
}

/* Public: the markers, the drops and whether they are closed, how many
 * cards and special weapons are left, the legendary tokens still there. */
static void put_drops(jout *j, const rf_game *g)
{
    const rf_drops_state *d = &g->drops;
    put(j, ",\"supply_drops\":{\"markers\":[");
    for (int m = 0, first = 1; m < RF_DROP_MARKERS; m++) {
        const rf_drop_marker *mk = &d->marker[m];
        if (mk->where == RF_DMARK_GONE) continue;
        put(j, "%s{\"squad\":\"%s\",", first ? "" : ",", squad_name(mk->squad));
        if (mk->where == RF_DMARK_TRACK) put(j, "\"track\":%d}", mk->pos);
        else put(j, "\"x\":%d,\"y\":%d}", geo_cell_at(mk->cell).x, geo_cell_at(mk->cell).y);
        first = 0;
    }
    put(j, "],\"drops\":[");
    for (int i = 0; i < RF_DROPS; i++) {
        const rf_drop *dr = &d->drop[i];
        static const char *const where[] = { "supply", "below", "map" };
        put(j, "%s{\"where\":\"%s\",\"closed\":%s", i ? "," : "", where[dr->where % 3],
            dr->closed ? "true" : "false");
        if (dr->where == RF_DROP_BELOW)
            put(j, ",\"round\":%d,\"squad\":\"%s\"", dr->at / 2, squad_name(dr->at & 1));
        if (dr->where == RF_DROP_ON_MAP)
            put(j, ",\"x\":%d,\"y\":%d", geo_cell_at(dr->at).x, geo_cell_at(dr->at).y);
        put(j, "}");
    }
    put(j, "],\"cards_left\":%d,\"special_weapons_left\":%d,\"legendary_left\":%d}", d->deck_n,
        count_at(g, RF_MODAT_SPECIAL),
        count_at(g, RF_MODAT_DROP_LEGENDARY) + count_at(g, RF_MODAT_DROP_LEGENDARY + 1) +
            count_at(g, RF_MODAT_DROP_LEGENDARY + 2));
}

/* Public: the display, the supply, the markers on the map. A legend's
 * markers are in its backpack: its own squad's seat sees how many
 * (BACKPACK-5). */
static void put_repl(jout *j, const rf_game *g, int seat)
{
    const rf_repl_state *r = &g->repl;
    put(j, ",\"replicator\":{\"display\":[");
    for (int pos = 0; pos < RF_REPL_ROWS * RF_REPL_COLS; pos++) {
        int p = -1;
        for (int q = 0; q < g->npieces && p < 0; q++)
            if (g->piece[q].where == RF_IN_MODULE && g->piece[q].at == RF_MODAT_REPL + pos) p = q;
        put(j, p >= 0 ? "%s\"%s\"" : "%snull", pos ? "," : "", p >= 0 ? pieces_loot_of(g, p)->id : "");
    }
    int supply = 0;
    put(j, "],\"markers\":[");
    for (int k = 0, first = 1; k < RF_CRAFT_MARKERS; k++) {
        supply += r->where[k] == RF_CRAFT_SUPPLY;
        if (r->where[k] != RF_CRAFT_MAP) continue;
        put(j, "%s[%d,%d]", first ? "" : ",", geo_cell_at(r->at[k]).x, geo_cell_at(r->at[k]).y);
        first = 0;
    }
    put(j, "],\"supply\":%d,\"held\":[", supply);
    for (int l = 0; l < g->nlegends; l++) {
        if (seat >= 0 && seat == g->legend[l].seat) put(j, "%s%d", l ? "," : "", repl_held(g, l));
        else put(j, "%snull", l ? "," : "");
    }
    put(j, "]}");
}

/* Public: the heat shields standing on the map (HEAT-1, HEAT-4: miniatures
 * on spaces), for the client to draw. */
static void put_heat(jout *j, const rf_game *g)
{
    put(j, ",\"heat_shields\":[");
    for (int i = 0, first = 1; i < g->overlay.n; i++) {
        const geo_overlay_obj *o = &g->overlay.o[i];
        if (o->owner != RF_HEAT_OWNER || o->at.kind != GEO_PLACE_CELL) continue;
        put(j, "%s[%d,%d]", first ? "" : ",", o->at.u.cell.x, o->at.u.cell.y);
        first = 0;
    }
    put(j, "]");
}

int modules_json(const rf_game *g, int seat, char *buf, size_t n)
{
    jout j = { buf, n, 0 };
    if (buf && n) buf[0] = '\0';
    if (drops_on(g)) put_drops(&j, g);
    if (repl_on(g)) put_repl(&j, g, seat);
    if (heat_on(g)) put_heat(&j, g);
    return (int)j.len;
}

/* ---- the hooks of Supply Drops and Replicator (plugin.h) ---- */

static bool supply_hash(const rf_game *g, uint64_t *h)
{
    if (!(g->modules & (RF_MODULE_BIT(RF_MOD_DROPS) | RF_MODULE_BIT(RF_MOD_REPLICATOR))))
        return false;                                    /* other games keep their hashes */
    *h = modules_hash(g);
    return true;
}

/* rf_game_determinize (plug-in hook): the supply drop cards lie face down,
 * no seat knows their order (DROP-9), so every world shuffles them anew. */
static void supply_determinize(rf_game *g, int seat, rf_rng *r)
{
    (void)seat;
    det_shuffle_i8(r, g->drops.deck, g->drops.deck_n);                  /* DROP-9 */
}

/* DROP-2, REPL-2: the modules' decks and tokens (MOD-5: before the draft). */
static rf_status supply_setup(rf_game *g, rf_error *err)
{
    (void)err;
    modules_setup(g);
    return RF_OK;
}

/* DROP-4: the round marker reached a round space: the markers below it. */
static void supply_track_event(rf_game *g, int what, int pos)
{
    if (what == RF_TE_TOKENS) drops_track(g, pos);
}

/* The observation (plug-in hook), after the ability tokens: the supply
 * drops and the replicator (modules_json). */
static void supply_observe(const rf_game *g, int at, int seat, unsigned hands, jbuf *j)
{
    size_t room;
    char *tail = jb_tail(j, &room);
    (void)hands;
    if (at == PLUG_OBS_AFTER_ABILITIES) j->len += (size_t)modules_json(g, seat, tail, room);
}

/* det_place_visible: of the modules' places (RF_IN_MODULE) only the
 * face-down special weapon pile is hidden (DROP-2 (3)); the drops' and the
 * replicator's are open. */
static bool supply_place_visible(const rf_game *g, int where, int at, int seat, bool *seen)
{
    (void)g;
    (void)seat;
    if (where != RF_IN_MODULE) return false;
    *seen = at != RF_MODAT_SPECIAL;
    return true;
}

/* det_piece_group: the pieces beside the modules' cards that a seat does
 * not see (the special weapon pile, DROP-2 (3)) are one group a kind. */
static bool supply_piece_group(const rf_game *g, int p, int *group)
{
    if (g->piece[p].where != RF_IN_MODULE) return false;
    *group = 0x200 | g->piece[p].kind;
    return true;
}

const plug_ops supply_plug = { .name = "supply",
                               .modules = RF_MODULE_BIT(RF_MOD_DROPS) |
                                          RF_MODULE_BIT(RF_MOD_REPLICATOR),
                               .setup = supply_setup, .turn_track = repl_turn_start,
                               .turn_track_choice = drops_turn_start,
                               .track_event = supply_track_event,                 /* DROP-4 */
                               .loot_options = repl_activation_options,
                               .loot_apply = repl_activation_apply,
                               .loot_legal = repl_activation_legal,
                               .pack_space_taken = repl_pack_space,             /* REPL-9 */
                               .interact_options = drops_interact_options,
                               .interact_apply = drops_interact_apply,
                               .interact_legal = drops_interact_legal,
                               .observe = supply_observe,
                               .place_visible = supply_place_visible,
                               .piece_group = supply_piece_group,
                               .determinize = supply_determinize,
                               .check = modules_check, .hash = supply_hash };
