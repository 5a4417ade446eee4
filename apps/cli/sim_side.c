/*
 * sim_side.c — what each side held and used in a match (issue 18, the
 * per-match rows and the contributions of docs/sim.md): every weapon,
 * item (gear, grenades, consumables), attachment and action card its
 * legends held at any moment, those it used, the damage it took and dealt
 * and its legends eliminated, by cause; and each legend's loadout as it
 * first stood on the map.
 *
 * Held: read with rf_view_held (for the legend's own seat: backpack and
 * hand too) before every choice and at the end, so a weapon picked up and
 * later dropped counts. Used: a weapon that fired (a Shoot event: a miss
 * counts), an item used (the USE_ITEM choice: consumables and grenades),
 * an attachment fitted on a weapon, a card in its legend's discard pile
 * (played, CARD-5).
 */
#include <stdlib.h>
#include <string.h>

#include "sim.h"

const char *sim_content_name(const rf_content *c, int kind, int i)
{
    const char *id = NULL, *name = NULL, *text = NULL;
    bool ok = kind == SIM_WEAPON ? rf_weapon_info_get(c, i, &id, &name)
            : kind == SIM_CARD ? rf_card_info_get(c, i, &id, &name, &text)
            : rf_item_info_get(c, i, &id, &name);
    return ok ? name : NULL;
}

int sim_content_index(const rf_content *c, int kind, const char *name)
{
    const char *n;
    for (int i = 0; (n = sim_content_name(c, kind, i)); i++)
        if (n == name || strcmp(n, name) == 0) return i;
    return -1;
}

void sim_track_begin(sim_tracker *tr, sim_game *out)
{
    memset(tr, 0, sizeof *tr);
    tr->out = out;
    memset(out->side, 0, sizeof out->side);
    memset(out->loadout, 0, sizeof out->loadout);
    out->end_rule[0] = '\0';
    out->end_reason = NULL;
}

static void loadout(sim_loadout *lo, const rf_held *h, int n)
{
    int w = 0, g = 0;
    lo->weapon[0] = lo->weapon[1] = -1;
    lo->gear[0] = lo->gear[1] = lo->gear[2] = -1;
    for (int i = 0; i < n; i++)
        if (h[i].kind == RF_HELD_WEAPON && w < 2) lo->weapon[w++] = (int8_t)h[i].index;
        else if (h[i].kind == RF_HELD_GEAR && g < 3) lo->gear[g++] = (int8_t)h[i].index;
    lo->seen = true;
}

static void held(sim_side *s, const rf_held *h, int n)
{
    for (int i = 0; i < n; i++) {
        int ix = h[i].index;
        switch (h[i].kind) {
        case RF_HELD_WEAPON: sim_set_add(&s->held[SIM_WEAPON], ix); break;
        case RF_HELD_FITTED:
            sim_set_add(&s->held[SIM_ATTACHMENT], ix);
            sim_set_add(&s->used[SIM_ATTACHMENT], ix);
            break;
        case RF_HELD_PACKED_ATTACHMENT: sim_set_add(&s->held[SIM_ATTACHMENT], ix); break;
        case RF_HELD_GEAR: case RF_HELD_ITEM: sim_set_add(&s->held[SIM_ITEM], ix); break;
        case RF_HELD_CARD: sim_set_add(&s->held[SIM_CARD], ix); break;
        case RF_HELD_DISCARDED:                       /* played (CARD-5): held before */
            sim_set_add(&s->held[SIM_CARD], ix);
            sim_set_add(&s->used[SIM_CARD], ix);
            break;
        default: break;
        }
    }
}

/* Are legend l's holdings h (k of them), for squad sq, those last added? */
static bool same_as_last(const sim_tracker *tr, int l, int sq, const rf_held *h, int k)
{
    if (tr->nlast[l] != k || tr->last_squad[l] != sq) return false;
    for (int i = 0; i < k; i++)
        if (h[i].kind != tr->last[l][i].kind || h[i].index != tr->last[l][i].index) return false;
    return true;
}

/* Every legend's squad and holdings now. The held sets only grow, so
 * holdings already added change nothing: they are added again only when
 * they differ from the legend's last (a speed-up, issue 14: most choices
 * change no one's holdings; the tables are the same). */
static void look(sim_tracker *tr, const rf_game *g)
{
    int n = rf_view_legends(g);
    tr->nlegends = n < SIM_LINEUP ? n : SIM_LINEUP;
    for (int l = 0; l < tr->nlegends; l++) {
        rf_legend_view v;
        rf_view_legend(g, l, &v);
        tr->squad[l] = v.squad & 1;
        int seat = rf_game_seat_of(g, tr->squad[l]);
        if (seat < 0) continue;                   /* before the colour draw nothing is held */
        rf_held *h = tr->last[l];
        rf_held now[SIM_MAX_HELD];
        int k = rf_view_held(g, seat, l, now, SIM_MAX_HELD);
        if (k > SIM_MAX_HELD) k = SIM_MAX_HELD;
        if (!same_as_last(tr, l, tr->squad[l], now, k)) {
            memcpy(h, now, sizeof now[0] * (size_t)k);
            tr->nlast[l] = k;
            tr->last_squad[l] = tr->squad[l];
            held(&tr->out->side[tr->squad[l]], h, k);
        }
        if (v.on_map && !tr->out->loadout[l].seen) loadout(&tr->out->loadout[l], h, k);
    }
}

void sim_track_choice(sim_tracker *tr, const rf_game *g, const rf_decision *d, unsigned code)
{
    look(tr, g);
    if (rf_opt_kind_of(code) != RF_OPT_USE_ITEM || d->legend < 0 || d->legend >= tr->nlegends) return;
    char name[64];
    sim_option_item(g, code, name, sizeof name);
    sim_set_add(&tr->out->side[tr->squad[d->legend]].used[SIM_ITEM],
                sim_content_index(rf_game_content(g), SIM_ITEM, name));
}

void sim_track_event(sim_tracker *tr, const rf_event *e, const rf_content *c)
{
    if (e->legend < 0 || e->legend >= tr->nlegends || e->cause <= 0 || e->cause >= RF_CAUSES) return;
    sim_side *hurt = &tr->out->side[tr->squad[e->legend]];
    sim_side *by = e->source >= 0 && e->source < tr->nlegends ? &tr->out->side[tr->squad[e->source]] : NULL;
    if (e->kind == RF_EVENT_ELIMINATION) {
        hurt->eliminated[e->cause]++;
        return;
    }
    hurt->damage_taken[e->cause] += e->to_shield + e->to_health;
    if (by) by->damage_dealt[e->cause] += e->to_shield + e->to_health;
    if (by && e->cause == RF_CAUSE_SHOT) sim_set_add(&by->used[SIM_WEAPON], sim_content_index(c, SIM_WEAPON, e->what));
}

/* "... (BR-7 (1))" -> "BR-7 (1)": the rule cited last, matched parentheses. */
static void end_rule(const char *reason, char *out, size_t n)
{
    size_t len = strlen(reason);
    out[0] = '\0';
    if (!len || reason[len - 1] != ')') return;
    int depth = 0;
    for (size_t i = len; i-- > 0;) {
        depth += reason[i] == ')';
        depth -= reason[i] == '(';
        if (depth == 0) {
            snprintf(out, n, "%.*s", (int)(len - i - 2), reason + i + 1);
            return;
        }
    }
}

void sim_track_end(sim_tracker *tr, const rf_game *g, bool keep_reason)
{
    look(tr, g);
    char reason[320];
    rf_game_end_reason(g, reason, sizeof reason);
    end_rule(reason, tr->out->end_rule, sizeof tr->out->end_rule);
    if (keep_reason) {
        size_t k = strlen(reason) + 1;
        tr->out->end_reason = malloc(k);
        if (tr->out->end_reason) memcpy(tr->out->end_reason, reason, k);
    }
}
