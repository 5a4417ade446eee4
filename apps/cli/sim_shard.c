/*
 * sim_shard.c — a run split into shards and put together again exactly
 * (issue 18): `ringfall sim --shard I/N` plays the I-th of N contiguous
 * blocks of the run's seeds and adds to its summary a "shard" object with
 * every match's record and the events' tally; `ringfall sim merge FILES`
 * (and rank 0 of an MPI run, sim_mpi.c) reads them back and prints the
 * summary of the whole run: the same, signature and all, but for "time",
 * as one process playing every seed (tests/cli/sim_shard.sh).
 *
 * Everything the summary is made of is in the records (per match) or in
 * the tally (sums), so putting shards together is copying records into
 * their match slots and adding tallies; names of weapons and items are
 * kept as text and interned in the merging run's string pool.
 */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"

/* ---- writing ------------------------------------------------------------ */

static json_t *set_json(const sim_set *s)
{
    char hex[SIM_SET_WORDS * 16 + 1];
    for (int w = 0; w < SIM_SET_WORDS; w++) snprintf(hex + 16 * w, 17, "%016llx", (unsigned long long)s->w[w]);
    return json_string(hex);
}

static json_t *ints(const void *v, int n, int size)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        json_array_append_new(a, json_integer(size == 4 ? ((const int32_t *)v)[i]
                                              : size == 1 ? ((const int8_t *)v)[i] : ((const uint8_t *)v)[i]));
    return a;
}

static json_t *side_json(const sim_side *s)
{
    json_t *held = json_array(), *used = json_array();
    for (int k = 0; k < SIM_KINDS; k++) {
        json_array_append_new(held, set_json(&s->held[k]));
        json_array_append_new(used, set_json(&s->used[k]));
    }
    return json_pack("{s:o, s:o, s:o, s:o, s:o}", "held", held, "used", used, "taken",
                     ints(s->damage_taken, RF_CAUSES, 4), "dealt", ints(s->damage_dealt, RF_CAUSES, 4),
                     "eliminated", ints(s->eliminated, RF_CAUSES, 0));
}

static json_t *game_json(const sim_game *g)
{
    char sig[24];
    snprintf(sig, sizeof sig, "%016llx", (unsigned long long)g->signature);
    json_t *lineup = json_array(), *loadouts = json_array();
    for (int l = 0; l < g->nlineup; l++) {
        const sim_loadout *lo = &g->loadout[l];
        json_array_append_new(lineup, json_pack("[s, i]", g->lineup[l], g->lineup_squad[l]));
        json_array_append_new(loadouts, json_pack("[i, i, i, i, i, b]", lo->weapon[0], lo->weapon[1],
                                                  lo->gear[0], lo->gear[1], lo->gear[2], lo->seen));
    }
    return json_pack("{s:s, s:i, s:i, s:i, s:i, s:i, s:s, s:o, s:o, s:[o, o]}", "signature", sig,
                     "decisions", (int)g->decisions, "rounds", g->rounds, "winner", g->winner,
                     "winner_squad", g->winner_squad, "red", g->red, "end_rule", g->end_rule,
                     "lineup", lineup, "loadouts", loadouts, "sides", side_json(&g->side[0]),
                     side_json(&g->side[1]));
}

static json_t *named_json(const sim_named *t, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++) json_array_append_new(a, json_pack("[s, I]", t[i].name, (json_int_t)t[i].count));
    return a;
}

static json_t *tally_json(const sim_tally *t)
{
    json_t *what = json_array(), *beh = json_array();
    for (int i = 0; i < t->nwhat; i++) {
        const sim_what *w = &t->what[i];
        json_array_append_new(what, json_pack("[s, i, I, I, I, I, I]", w->name, w->cause, (json_int_t)w->events,
                                              (json_int_t)w->damage, (json_int_t)w->to_shield,
                                              (json_int_t)w->to_health, (json_int_t)w->eliminations));
    }
    for (int p = 0; p < 2; p++) {
        const sim_behaviour *b = &t->behaviour[p];
        json_array_append_new(beh, json_pack("{s:I, s:I, s:I, s:o, s:o, s:o}", "moves", (json_int_t)b->moves,
                                             "moves_nowhere", (json_int_t)b->moves_nowhere,
                                             "attachments_fitted", (json_int_t)b->attachments_fitted,
                                             "items", named_json(b->items, b->nitems),
                                             "abilities", named_json(b->abilities, b->nabilities),
                                             "habits", sim_habits_json(b)));
    }
    return json_pack("{s:o, s:I, s:o, s:I}", "what", what, "dropped", (json_int_t)t->dropped, "behaviour", beh,
                     "grenade_matches", (json_int_t)t->grenade_matches);
}

json_t *sim_shard_json(const sim_config *cfg, const sim_result *r, int shard, int shards, int total,
                       unsigned long long first_seed, int argc, char **argv)
{
    json_t *games = json_array(), *args = json_array();
    for (int i = 0; i < cfg->games; i++) json_array_append_new(games, game_json(&r->game[i]));
    for (int i = 0; i < argc; i++) json_array_append_new(args, json_string(argv[i]));
    return json_pack("{s:i, s:i, s:i, s:I, s:I, s:o, s:o, s:o, s:f, s:f}", "index", shard + 1, "of", shards,
                     "games", total, "first_seed", (json_int_t)first_seed, "offset",
                     (json_int_t)(cfg->seed - first_seed), "options", args, "matches", games, "tally",
                     tally_json(&r->tally), "seconds", r->seconds, "cpu_seconds", r->cpu_seconds);
}

/* ---- reading ------------------------------------------------------------ */

/* A name kept for the merged run (sim_what.name points into the content
 * while a run plays; merged, into this pool). */
static const char *intern(sim_pool *pool, const char *s)
{
    for (int i = 0; i < pool->n; i++)
        if (strcmp(pool->s[i], s) == 0) return pool->s[i];
    if (pool->n == SIM_POOL) return "?";
    size_t k = strlen(s) + 1;
    char *c = malloc(k);
    if (!c) return "?";
    memcpy(c, s, k);
    return pool->s[pool->n++] = c;
}

void sim_pool_free(sim_pool *pool)
{
    for (int i = 0; i < pool->n; i++) free(pool->s[i]);
    pool->n = 0;
}

static bool read_set(const json_t *v, sim_set *s)
{
    const char *hex = json_string_value(v);
    if (!hex || strlen(hex) != SIM_SET_WORDS * 16) return false;
    for (int w = 0; w < SIM_SET_WORDS; w++) {
        char part[17];
        memcpy(part, hex + 16 * w, 16);
        part[16] = '\0';
        char *end;
        s->w[w] = strtoull(part, &end, 16);
        if (*end) return false;
    }
    return true;
}

static bool read_ints(const json_t *a, void *out, int n, int size)
{
    if (json_array_size(a) != (size_t)n) return false;
    for (int i = 0; i < n; i++) {
        json_t *v = json_array_get(a, (size_t)i);
        if (!json_is_integer(v)) return false;
        long long x = json_integer_value(v);
        if (size == 4) ((int32_t *)out)[i] = (int32_t)x;
        else ((uint8_t *)out)[i] = (uint8_t)x;
    }
    return true;
}

static bool read_side(const json_t *o, sim_side *s)
{
    json_t *held = json_object_get(o, "held"), *used = json_object_get(o, "used");
    if (json_array_size(held) != SIM_KINDS || json_array_size(used) != SIM_KINDS) return false;
    for (int k = 0; k < SIM_KINDS; k++)
        if (!read_set(json_array_get(held, (size_t)k), &s->held[k]) ||
            !read_set(json_array_get(used, (size_t)k), &s->used[k]))
            return false;
    return read_ints(json_object_get(o, "taken"), s->damage_taken, RF_CAUSES, 4) &&
           read_ints(json_object_get(o, "dealt"), s->damage_dealt, RF_CAUSES, 4) &&
           read_ints(json_object_get(o, "eliminated"), s->eliminated, RF_CAUSES, 1);
}

static bool read_game(const json_t *o, sim_game *g)
{
    memset(g, 0, sizeof *g);
    const char *sig = json_string_value(json_object_get(o, "signature"));
    const char *rule = json_string_value(json_object_get(o, "end_rule"));
    json_t *lineup = json_object_get(o, "lineup"), *loadouts = json_object_get(o, "loadouts");
    json_t *sides = json_object_get(o, "sides");
    int decisions, rounds, winner, wsquad, red;
    if (!sig || !rule || json_unpack((json_t *)o, "{s:i, s:i, s:i, s:i, s:i}", "decisions", &decisions, "rounds", &rounds,
                                     "winner", &winner, "winner_squad", &wsquad, "red", &red) != 0 ||
        json_array_size(lineup) > SIM_LINEUP || json_array_size(loadouts) != json_array_size(lineup) ||
        json_array_size(sides) != 2)
        return false;
    char *end;
    g->signature = strtoull(sig, &end, 16);
    g->decisions = (uint32_t)decisions;
    g->rounds = (uint8_t)rounds;
    g->winner = (int8_t)winner;
    g->winner_squad = (int8_t)wsquad;
    g->red = (int8_t)red;
    snprintf(g->end_rule, sizeof g->end_rule, "%s", rule);
    size_t i;
    json_t *v;
    json_array_foreach(lineup, i, v) {
        const char *name;
        int squad, w0, w1, g0, g1, g2, seen;
        if (json_unpack(v, "[s, i]", &name, &squad) != 0 ||
            json_unpack(json_array_get(loadouts, i), "[i, i, i, i, i, b]", &w0, &w1, &g0, &g1, &g2, &seen) != 0)
            return false;
        snprintf(g->lineup[i], sizeof g->lineup[i], "%s", name);
        g->lineup_squad[i] = (int8_t)squad;
        g->loadout[i] = (sim_loadout){ { (int8_t)w0, (int8_t)w1 }, { (int8_t)g0, (int8_t)g1, (int8_t)g2 }, seen };
    }
    g->nlineup = (uint8_t)json_array_size(lineup);
    return *end == '\0' && read_side(json_array_get(sides, 0), &g->side[0]) &&
           read_side(json_array_get(sides, 1), &g->side[1]);
}

static bool read_named(const json_t *a, sim_named *t, int *n)
{
    size_t i;
    json_t *v;
    json_array_foreach(a, i, v) {
        const char *name;
        json_int_t count;
        if (json_unpack(v, "[s, I]", &name, &count) != 0) return false;
        int k = 0;
        while (k < *n && strcmp(t[k].name, name) != 0) k++;
        if (k == *n) {
            if (*n == SIM_MAX_NAMED) continue;
            snprintf(t[k].name, sizeof t[k].name, "%s", name);
            t[k].count = 0;
            (*n)++;
        }
        t[k].count += count;
    }
    return true;
}

static bool read_tally(const json_t *o, sim_tally *t, sim_pool *pool)
{
    size_t i;
    json_t *v;
    json_array_foreach(json_object_get(o, "what"), i, v) {
        const char *name;
        int cause;
        json_int_t e, d, s, h, el;
        if (json_unpack(v, "[s, i, I, I, I, I, I]", &name, &cause, &e, &d, &s, &h, &el) != 0) return false;
        sim_tally_add(t, cause, intern(pool, name), e, d, s, h, el);
    }
    t->dropped += json_integer_value(json_object_get(o, "dropped"));
    t->grenade_matches += json_integer_value(json_object_get(o, "grenade_matches"));
    json_t *beh = json_object_get(o, "behaviour");
    if (json_array_size(beh) != 2) return false;
    for (int p = 0; p < 2; p++) {
        json_t *b = json_array_get(beh, (size_t)p);
        sim_behaviour *x = &t->behaviour[p];
        x->moves += json_integer_value(json_object_get(b, "moves"));
        x->moves_nowhere += json_integer_value(json_object_get(b, "moves_nowhere"));
        sim_habits_read(json_object_get(b, "habits"), x);
        x->attachments_fitted += json_integer_value(json_object_get(b, "attachments_fitted"));
        if (!read_named(json_object_get(b, "items"), x->items, &x->nitems) ||
            !read_named(json_object_get(b, "abilities"), x->abilities, &x->nabilities))
            return false;
    }
    return true;
}

bool sim_shard_read(const json_t *shard, sim_result *r, int total, sim_pool *pool, bool *seen, char *err,
                    size_t n)
{
    json_int_t offset = json_integer_value(json_object_get(shard, "offset"));
    json_t *games = json_object_get(shard, "matches");
    size_t count = json_array_size(games);
    if (offset < 0 || (size_t)offset + count > (size_t)total) {
        snprintf(err, n, "its matches lie outside the run");
        return false;
    }
    size_t i;
    json_t *v;
    json_array_foreach(games, i, v) {
        size_t at = (size_t)offset + i;
        if (seen[at]) {
            snprintf(err, n, "match %zu is in two shards", at + 1);
            return false;
        }
        if (!read_game(v, &r->game[at])) {
            snprintf(err, n, "match %zu: a malformed record", at + 1);
            return false;
        }
        seen[at] = true;
    }
    if (!read_tally(json_object_get(shard, "tally"), &r->tally, pool)) {
        snprintf(err, n, "a malformed tally");
        return false;
    }
    double s = json_real_value(json_object_get(shard, "seconds"));
    r->seconds = s > r->seconds ? s : r->seconds;                /* the shards ran side by side */
    r->cpu_seconds += json_real_value(json_object_get(shard, "cpu_seconds"));
    return true;
}
