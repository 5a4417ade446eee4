/*
 * sim_behaviour.c — what the bots did, per player (docs/sim.md,
 * "behaviour"): the Moves that covered no space, the items used by kind,
 * the attachments fitted, the abilities used per legend, the matches
 * in which a grenade dealt damage, and the habits issue 12 named: legends
 * that end a match with no ammo, melee with ammo left, delayed abilities
 * used too late to resolve, the colour chosen. Read from each choice as it is made
 * (the decision, the option's code and, for the few kinds that need it,
 * its label), so it needs nothing from the bots themselves; the figures of
 * docs/bots.md come from here.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"

static void count(sim_named *t, int *n, int max, const char *name, long long k)
{
    for (int i = 0; i < *n; i++)
        if (strcmp(t[i].name, name) == 0) {
            t[i].count += k;
            return;
        }
    if (*n == max) return;
    snprintf(t[*n].name, sizeof t[*n].name, "%s", name);
    t[(*n)++].count = k;
}

/* The label of option `code` of the pending decision ("" if none). */
static void label_of(const rf_game *g, unsigned code, char *out, size_t n)
{
    static _Thread_local rf_option o[RF_MAX_OPTIONS];
    int k = rf_options(g, o, RF_MAX_OPTIONS);
    out[0] = '\0';
    for (int i = 0; i < k && i < RF_MAX_OPTIONS; i++)
        if (o[i].code == code) snprintf(out, n, "%s", o[i].label);
}

/* "use Med Kit (backpack 2)" -> "Med Kit". */
static void item_name(const char *label, char *out, size_t n)
{
    const char *p = strncmp(label, "use ", 4) == 0 ? label + 4 : label;
    const char *end = strstr(p, " (");
    size_t k = end ? (size_t)(end - p) : strlen(p);
    if (k >= n) k = n - 1;
    memcpy(out, p, k);
    out[k] = '\0';
}

void sim_option_item(const rf_game *g, unsigned code, char *out, size_t n)
{
    char label[96];
    label_of(g, code, label, sizeof label);
    item_name(label, out, n);
}

#define LAST_ROUND 8              /* ROUND-1: a delay that ends later never resolves */

/* Whether legend l has ammo in a weapon (a champion never runs dry, CHAMP-13). */
static bool has_ammo(const rf_game *g, int l)
{
    rf_legend_view v;
    rf_view_legend(g, l, &v);
    return v.ammo[0] > 0 || v.ammo[1] > 0 || rf_view_champion(g, l);
}

/* The habits: melee (MELEE-1) with ammo left, a delayed ability (ABIL,
 * timing 2) used when round + delay passes round 8, the colour (DRAFT-2). */
static void note_habits(sim_behaviour *b, const rf_game *g, const rf_decision *d, unsigned code)
{
    int kind = rf_opt_kind_of(code);
    rf_ability_view a;
    rf_legend_view v;
    if (kind == RF_OPT_ACTIVATE) {
        rf_view_legend(g, rf_opt_a(code), &v);
        b->activations += v.on_map;
        b->activations_dry += v.on_map && !has_ammo(g, rf_opt_a(code));
    } else if (kind == RF_OPT_ACTION && rf_opt_a(code) == RF_ACT_MELEE_MOVE1 && d->legend >= 0) {
        b->melee++;
        b->melee_with_ammo += has_ammo(g, d->legend);
    } else if (kind == RF_OPT_ABILITY && d->legend >= 0 && rf_view_ability(g, d->legend, rf_opt_a(code), &a) &&
               a.timing == 2) {
        b->delayed++;
        b->delayed_too_late += rf_view_round(g) + a.rounds > LAST_ROUND;
    } else if (kind == RF_OPT_COLOUR) {
        b->colour_red += rf_opt_a(code) == 0;
        b->colour_blue += rf_opt_a(code) == 1;
    }
}

void sim_behaviour_end(sim_tally *t, const rf_game *g)
{
    rf_legend_view v;
    for (int l = 0; l < rf_view_legends(g); l++) {
        rf_view_legend(g, l, &v);
        int seat = rf_game_seat_of(g, v.squad);
        if (seat < 0 || seat > 1) continue;
        t->behaviour[seat].legends_at_end++;
        t->behaviour[seat].legends_dry += !has_ammo(g, l);
        t->behaviour[seat].standing += v.on_map;
        t->behaviour[seat].standing_dry += v.on_map && !has_ammo(g, l);
    }
}

json_t *sim_habits_json(const sim_behaviour *b)
{
    return json_pack("[I, I, I, I, I, I, I, I, I, I, I, I]", (json_int_t)b->legends_at_end, (json_int_t)b->legends_dry,
                     (json_int_t)b->activations, (json_int_t)b->activations_dry,
                     (json_int_t)b->standing, (json_int_t)b->standing_dry,
                     (json_int_t)b->melee, (json_int_t)b->melee_with_ammo, (json_int_t)b->delayed,
                     (json_int_t)b->delayed_too_late, (json_int_t)b->colour_red, (json_int_t)b->colour_blue);
}

void sim_habits_read(const json_t *o, sim_behaviour *b)
{
    long long *to[] = { &b->legends_at_end, &b->legends_dry, &b->activations, &b->activations_dry, &b->standing, &b->standing_dry, &b->melee, &b->melee_with_ammo,
                        &b->delayed, &b->delayed_too_late, &b->colour_red, &b->colour_blue };
    for (size_t i = 0; i < sizeof to / sizeof *to; i++) *to[i] += json_integer_value(json_array_get(o, i));
}

void sim_behaviour_note(sim_tally *t, const rf_game *g, const rf_decision *d, unsigned code)
{
    if (d->seat < 0 || d->seat > 1) return;
    sim_behaviour *b = &t->behaviour[d->seat];
    int kind = rf_opt_kind_of(code);
    char label[96];
    note_habits(b, g, d, code);
    if (d->kind == RF_DEC_MOVE && d->legend >= 0 && (kind == RF_OPT_MOVE_TO || kind == RF_OPT_DONE)) {
        rf_legend_view l;
        rf_view_legend(g, d->legend, &l);
        b->moves++;
        /* an entering legend (Stage 2, not yet on the map) always covers a space */
        if (l.on_map && (kind == RF_OPT_DONE || rf_opt_b(code) == l.y * 32 + l.x)) b->moves_nowhere++;
    } else if (kind == RF_OPT_USE_ITEM) {
        char name[sizeof b->items[0].name];
        label_of(g, code, label, sizeof label);
        item_name(label, name, sizeof name);
        count(b->items, &b->nitems, SIM_MAX_NAMED, name, 1);
    } else if (kind == RF_OPT_FIT || kind == RF_OPT_PLACE || kind == RF_OPT_KEEP) {
        label_of(g, code, label, sizeof label);
        if (strstr(label, "fit ")) b->attachments_fitted++;
    } else if (kind == RF_OPT_ABILITY && d->legend >= 0) {
        rf_ability_view a;
        if (rf_view_ability(g, d->legend, rf_opt_a(code), &a))
            count(b->abilities, &b->nabilities, SIM_MAX_NAMED, a.name, 1);
    }
}

void sim_behaviour_merge(sim_tally *into, const sim_tally *t)
{
    for (int p = 0; p < 2; p++) {
        sim_behaviour *a = &into->behaviour[p];
        const sim_behaviour *b = &t->behaviour[p];
        a->moves += b->moves;
        a->moves_nowhere += b->moves_nowhere;
        a->attachments_fitted += b->attachments_fitted;
        a->legends_at_end += b->legends_at_end;
        a->legends_dry += b->legends_dry;
        a->activations += b->activations;
        a->activations_dry += b->activations_dry;
        a->standing += b->standing;
        a->standing_dry += b->standing_dry;
        a->melee += b->melee;
        a->melee_with_ammo += b->melee_with_ammo;
        a->delayed += b->delayed;
        a->delayed_too_late += b->delayed_too_late;
        a->colour_red += b->colour_red;
        a->colour_blue += b->colour_blue;
        for (int i = 0; i < b->nitems; i++)
            count(a->items, &a->nitems, SIM_MAX_NAMED, b->items[i].name, b->items[i].count);
        for (int i = 0; i < b->nabilities; i++)
            count(a->abilities, &a->nabilities, SIM_MAX_NAMED, b->abilities[i].name,
                  b->abilities[i].count);
    }
    into->grenade_matches += t->grenade_matches;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(((const sim_named *)a)->name, ((const sim_named *)b)->name);
}

/* Sorted by name: the threads merge in any order, the summary is the same. */
static json_t *named(const sim_named *t, int n)
{
    sim_named sorted[SIM_MAX_NAMED];
    memcpy(sorted, t, (size_t)n * sizeof *t);
    qsort(sorted, (size_t)n, sizeof *sorted, by_name);
    json_t *o = json_object();
    for (int i = 0; i < n; i++) json_object_set_new(o, sorted[i].name, json_integer(sorted[i].count));
    return o;
}

void sim_behaviour_json(const sim_config *cfg, const sim_result *r, json_t *root)
{
    json_t *players = json_array();
    for (int p = 0; p < 2; p++) {
        const sim_behaviour *b = &r->tally.behaviour[p];
        json_t *o = json_pack("{s:i, s:s, s:I, s:I, s:I, s:o, s:o}", "player", p + 1, "bot", cfg->kinds[p],
                              "moves", (json_int_t)b->moves, "moves_nowhere", (json_int_t)b->moves_nowhere,
                              "attachments_fitted", (json_int_t)b->attachments_fitted,
                              "items_used", named(b->items, b->nitems),
                              "abilities_used", named(b->abilities, b->nabilities));
        json_object_set_new(o, "habits", json_pack(
            "{s:I, s:I, s:I, s:I, s:I, s:I, s:I, s:I, s:I, s:I, s:I, s:I}", "legends_at_end", (json_int_t)b->legends_at_end,
            "activations", (json_int_t)b->activations, "activations_dry", (json_int_t)b->activations_dry,
            "legends_dry_at_end", (json_int_t)b->legends_dry, "standing_at_end", (json_int_t)b->standing,
            "standing_dry_at_end", (json_int_t)b->standing_dry, "melee", (json_int_t)b->melee,
            "melee_with_ammo", (json_int_t)b->melee_with_ammo, "delayed_abilities", (json_int_t)b->delayed,
            "delayed_too_late", (json_int_t)b->delayed_too_late, "colour_red", (json_int_t)b->colour_red,
            "colour_blue", (json_int_t)b->colour_blue));
        json_array_append_new(players, o);
    }
    json_object_set_new(root, "behaviour",
                        json_pack("{s:o, s:I}", "players", players, "matches_with_grenade_damage",
                                  (json_int_t)r->tally.grenade_matches));
}

void sim_behaviour_text(const sim_config *cfg, const sim_result *r, FILE *out)
{
    for (int p = 0; p < 2; p++) {
        const sim_behaviour *b = &r->tally.behaviour[p];
        fprintf(out, "behaviour  player %d (%s): %lld Moves, %lld of them nowhere; %lld attachments "
                     "fitted; items used:", p + 1, cfg->kinds[p], b->moves, b->moves_nowhere,
                b->attachments_fitted);
        sim_named sorted[SIM_MAX_NAMED];
        memcpy(sorted, b->items, (size_t)b->nitems * sizeof *sorted);
        qsort(sorted, (size_t)b->nitems, sizeof *sorted, by_name);
        for (int i = 0; i < b->nitems; i++)
            fprintf(out, "%s %s %lld", i ? "," : "", sorted[i].name, sorted[i].count);
        fprintf(out, "%s\n", b->nitems ? "" : " none");
        fprintf(out, "habits     player %d: %lld of %lld legends ended dry (%lld of %lld standing), %lld of %lld activations begun dry; %lld melee, %lld with ammo; "
                     "%lld delayed abilities, %lld too late; colour red %lld, blue %lld\n", p + 1,
                b->legends_dry, b->legends_at_end, b->standing_dry, b->standing, b->activations_dry, b->activations, b->melee, b->melee_with_ammo, b->delayed,
                b->delayed_too_late, b->colour_red, b->colour_blue);
    }
    fprintf(out, "grenades   dealt damage in %lld of %d matches\n", r->tally.grenade_matches,
            cfg->games);
}
