/*
 * view_modes.c — the public view of the equipment modes for bots and
 * clients (ringfall.h; docs/modes.md): equipment boards, loadout cards,
 * respawn beacons and their lock, flags and team tokens. Everything here is
 * on the table in the open (ruling R-EQUIP-7).
 */
#include "rules/modes/ctf/ctf.h"
#include "rules/modes/equip/equip.h"

int rf_view_mode(const rf_game *g) { return g->mode; }

bool rf_view_equipment(const rf_game *g, int l, unsigned *locks, int *card, int *side)
{
    if (l < 0 || l >= g->nlegends || !equip_on(g, l)) return false;
    if (locks) *locks = g->equip.locks[l];
    if (card) *card = g->equip.card[l];
    if (side) *side = g->equip.side[l];
    return true;
}

const char *rf_view_equipment_item(const rf_game *g, int i)
{
    const rf_loot_def *d = equip_item(g, i);
    return d ? d->id : NULL;
}

int rf_view_beacons(const rf_game *g) { return respawn_beacon_count(g); }

bool rf_view_beacon(const rf_game *g, int i, int *x, int *y, bool *locked)
{
    if (i < 0 || i >= respawn_beacon_count(g)) return false;
    geo_cell c = respawn_beacon_cell(g, i);
    if (x) *x = c.x;
    if (y) *y = c.y;
    if (locked) *locked = g->equip.beacon == i;
    return true;
}

bool rf_view_flag(const rf_game *g, int i, int *where, int *x, int *y, int *carrier)
{
    if (g->mode != RF_MODE_CTF || i < 0 || i >= RF_CTF_FLAGS) return false;
    int w = g->ctf.flag_where[i], at = g->ctf.flag_at[i];
    geo_cell c = geo_cell_make(-1, -1);
    if (w == RF_FLAG_MAP) c = geo_cell_at(at);
    if (w == RF_FLAG_CARRIED) c = g->legend[at].pos;
    if (where) *where = w;
    if (x) *x = c.x;
    if (y) *y = c.y;
    if (carrier) *carrier = w == RF_FLAG_CARRIED ? at : -1;
    return true;
}

bool rf_view_team_token(const rf_game *g, int i, int *where, int *x, int *y)
{
    if (g->mode != RF_MODE_CTF || i < 0 || i >= RF_CTF_FLAGS) return false;
    geo_cell c = g->ctf.token_where[i] == RF_FLAG_MAP ? geo_cell_at(g->ctf.token_at[i])
                                                      : geo_cell_make(-1, -1);
    if (where) *where = g->ctf.token_where[i];
    if (x) *x = c.x;
    if (y) *y = c.y;
    return true;
}

int rf_view_delivered(const rf_game *g, int squad)
{
    return g->mode == RF_MODE_CTF && (squad == 0 || squad == 1) ? g->ctf.delivered[squad] : 0;
}
