/*
 * replay.c — replays: what rebuilds a game (DESIGN.md, Determinism): the
 * engine version, a hash of the content, the map, the setup, the seed and
 * every choice, with the state's hash after each choice so that the first
 * step where a rebuild diverges can be named.
 *
 * File format (JSON):
 *   { "engine": "0.2.0", "content": "<16 hex>", "map": "crossroads",
 *     "seed": 42, "max_rounds": 8,
 *     "rules": { "both_icons_hit": false, "half_hits_beta": false },
 *     "legends": [ {"name": "Wraith", "squad": 0, "x": 3, "y": 4}, ... ],
 *     "choices": [ "01020000", ... ], "hashes": [ "<16 hex>", ... ] }
 * A match with stages adds "start": { "kind": 1 or 2, "squad_size": N,
 * "random_draft": false } (rf_setup.start, docs/match.md); a mode other
 * than Battle Royale "mode": N (enum rf_mode), special modules besides the
 * Ring "modules": bits (rf_setup.modules, docs/modes.md).
 */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "errors.h"
#include "map.h"

#define REPLAY_MAX_STEPS 200000

struct rf_replay {
    char engine[16];
    unsigned long long content;
    char map[RF_PATH_LEN];
    rf_setup setup;
    int n, cap;
    unsigned *choice;
    unsigned long long *hash;
};

static rf_replay *replay_alloc(void)
{
    rf_replay *r = calloc(1, sizeof *r);
    if (!r) return NULL;
    snprintf(r->engine, sizeof r->engine, "%s", RF_VERSION);
    return r;
}

rf_replay *rf_replay_new(const rf_content *c, const rf_map *m, const rf_setup *s)
{
    rf_replay *r = replay_alloc();
    if (!r) return NULL;
    r->content = rf_content_hash(c);
    snprintf(r->map, sizeof r->map, "%s", m->id[0] ? m->id : m->path);
    r->setup = *s;
    return r;
}

void rf_replay_free(rf_replay *r)
{
    if (!r) return;
    free(r->choice);
    free(r->hash);
    free(r);
}

int rf_replay_length(const rf_replay *r) { return r->n; }
const char *rf_replay_map(const rf_replay *r) { return r->map; }

static int grow(rf_replay *r)
{
    if (r->n < r->cap) return 0;
    int cap = r->cap ? 2 * r->cap : 256;
    unsigned *c = realloc(r->choice, (size_t)cap * sizeof *c);
    if (c) r->choice = c;
    unsigned long long *h = realloc(r->hash, (size_t)cap * sizeof *h);
    if (h) r->hash = h;
    if (!c || !h) return -1;
    r->cap = cap;
    return 0;
}

rf_status rf_replay_record(rf_replay *r, unsigned code, const rf_game *after, rf_error *err)
{
    if (r->n >= REPLAY_MAX_STEPS || grow(r) < 0)
        return error_fail(err, RF_E_NOMEM, NULL, 0, 0, "replay", "cannot record step %d", r->n + 1);
    r->choice[r->n] = code;
    r->hash[r->n] = rf_game_hash(after);
    r->n++;
    return RF_OK;
}

/* --- saving --- */

static json_t *legends_json(const rf_setup *s)
{
    json_t *a = json_array();
    for (int i = 0; i < s->nlegends; i++)
        json_array_append_new(a, json_pack("{s:s, s:i, s:i, s:i, s:s, s:s}", "name",
                                           s->legend[i].name, "squad", s->legend[i].squad,
                                           "x", s->legend[i].x, "y", s->legend[i].y,
                                           "deck", s->legend[i].deck,
                                           "abilities", s->legend[i].abilities));
    return a;
}

static json_t *hex_array(const rf_replay *r, bool hashes)
{
    json_t *a = json_array();
    char buf[24];
    for (int i = 0; i < r->n; i++) {
        if (hashes) snprintf(buf, sizeof buf, "%016llx", r->hash[i]);
        else snprintf(buf, sizeof buf, "%08x", r->choice[i]);
        json_array_append_new(a, json_string(buf));
    }
    return a;
}

/* The replay file's JSON tree (NULL when out of memory). */
static json_t *replay_json(const rf_replay *r)
{
    char content[24];
    snprintf(content, sizeof content, "%016llx", r->content);
    json_t *rules = json_pack("{s:b, s:b}", "both_icons_hit", r->setup.rules.both_icons_hit,
                              "half_hits_beta", r->setup.rules.half_hits_beta);
    json_t *root = json_pack("{s:s, s:s, s:s, s:I, s:i, s:o, s:o, s:o, s:o}", "engine",
                             r->engine, "content", content, "map", r->map, "seed",
                             (json_int_t)r->setup.seed, "max_rounds", r->setup.max_rounds,
                             "rules", rules, "legends", legends_json(&r->setup), "choices",
                             hex_array(r, false), "hashes", hex_array(r, true));
    if (root && r->setup.ring) json_object_set_new(root, "ring", json_true());   /* RING */
    if (root && r->setup.mode) json_object_set_new(root, "mode", json_integer(r->setup.mode));
    if (root && r->setup.modules)                        /* MOD-1 */
        json_object_set_new(root, "modules", json_integer(r->setup.modules));
    if (root && r->setup.start != RF_START_MAP)          /* docs/match.md */
        json_object_set_new(root, "start", json_pack("{s:i, s:i, s:b}", "kind", r->setup.start,
                                                     "squad_size", r->setup.squad_size,
                                                     "random_draft", r->setup.random_draft));
    json_t *start = root ? json_object_get(root, "start") : NULL;
    if (start && (r->setup.squad_sizes[0] || r->setup.squad_sizes[1]))     /* CHAMP-1 */
        json_object_set_new(start, "squad_sizes", json_pack("[i, i]", r->setup.squad_sizes[0],
                                                            r->setup.squad_sizes[1]));
    return root;
}

rf_status rf_replay_save(const rf_replay *r, const char *path, rf_error *err)
{
    json_t *root = replay_json(r);
    if (!root) return error_fail(err, RF_E_NOMEM, path, 0, 0, "replay", "out of memory");
    int rc = json_dump_file(root, path, JSON_INDENT(1) | JSON_PRESERVE_ORDER);
    json_decref(root);
    if (rc != 0) return error_fail(err, RF_E_IO, path, 0, 0, "replay", "cannot write the file");
    return RF_OK;
}

char *rf_replay_dumps(const rf_replay *r)
{
    json_t *root = replay_json(r);
    char *text = root ? json_dumps(root, JSON_INDENT(1) | JSON_PRESERVE_ORDER) : NULL;
    json_decref(root);
    return text;
}

/* --- loading --- */

static rf_status bad(rf_error *err, const char *path, const char *field, const char *what)
{
    return error_fail(err, RF_E_DATA, path, 0, 0, field, "%s", what);
}

static rf_status load_legends(json_t *a, rf_setup *s, const char *path, rf_error *err)
{
    if (!json_is_array(a) || json_array_size(a) > RF_SETUP_MAX_LEGENDS)
        return bad(err, path, "legends", "expected an array of at most 6 legends");
    s->nlegends = (int)json_array_size(a);
    for (int i = 0; i < s->nlegends; i++) {
        const char *name, *deck = "", *abilities = "";
        json_error_t je;
        if (json_unpack_ex(json_array_get(a, (size_t)i), &je, JSON_STRICT,
                           "{s:s, s:i, s:i, s:i, s?s, s?s}", "name", &name, "squad",
                           &s->legend[i].squad, "x", &s->legend[i].x, "y", &s->legend[i].y,
                           "deck", &deck, "abilities", &abilities) != 0)
            return error_fail(err, RF_E_DATA, path, 0, 0, "legends", "legend %d: %s", i, je.text);
        if (strlen(name) >= sizeof s->legend[i].name || strlen(deck) >= sizeof s->legend[i].deck ||
            strlen(abilities) >= sizeof s->legend[i].abilities)
            return error_fail(err, RF_E_DATA, path, 0, 0, "legends", "legend %d: a name is too long", i);
        snprintf(s->legend[i].name, sizeof s->legend[i].name, "%s", name);
        snprintf(s->legend[i].deck, sizeof s->legend[i].deck, "%s", deck);
        snprintf(s->legend[i].abilities, sizeof s->legend[i].abilities, "%s", abilities);
    }
    return RF_OK;
}

static rf_status load_hex(json_t *a, int n, rf_replay *r, bool hashes, const char *path,
                          rf_error *err)
{
    for (int i = 0; i < n; i++) {
        const char *t = json_string_value(json_array_get(a, (size_t)i));
        char *end = NULL;
        unsigned long long v = t ? strtoull(t, &end, 16) : 0;
        if (!t || !*t || *end)
            return error_fail(err, RF_E_DATA, path, 0, 0, hashes ? "hashes" : "choices",
                           "entry %d is not a hexadecimal number", i);
        if (hashes) r->hash[i] = v;
        else r->choice[i] = (unsigned)v;
    }
    return RF_OK;
}

static rf_status load_root(json_t *root, rf_replay *r, const char *path, rf_error *err)
{
    const char *engine, *content, *map;
    json_int_t seed;
    json_t *legends, *choices, *hashes, *start = NULL;
    json_error_t je;
    int both = 0, beta = 0, ring = 0, mode = 0, modules = 0;
    if (json_unpack_ex(root, &je, JSON_STRICT,
                       "{s:s, s:s, s:s, s:I, s:i, s:{s:b, s:b}, s:o, s:o, s:o, s?o, s?b, s?i, s?i}",
                       "engine",
                       &engine, "content", &content, "map", &map, "seed", &seed, "max_rounds",
                       &r->setup.max_rounds, "rules", "both_icons_hit", &both, "half_hits_beta",
                       &beta, "legends", &legends, "choices", &choices, "hashes", &hashes,
                       "start", &start, "ring", &ring, "mode", &mode, "modules", &modules) != 0)
        return error_fail(err, RF_E_DATA, path, je.line, je.column, "replay", "%s", je.text);
    r->setup.ring = ring;
    r->setup.mode = mode;
    r->setup.modules = (unsigned)modules;
    int random_draft = 0;
    json_t *sizes = NULL;
    if (start && (json_unpack_ex(start, &je, JSON_STRICT, "{s:i, s:i, s:b, s?o}", "kind",
                                 &r->setup.start, "squad_size", &r->setup.squad_size,
                                 "random_draft", &random_draft, "squad_sizes", &sizes) != 0 ||
                  (sizes && json_unpack_ex(sizes, &je, JSON_STRICT, "[i, i]",
                                           &r->setup.squad_sizes[0], &r->setup.squad_sizes[1]))))
        return error_fail(err, RF_E_DATA, path, je.line, je.column, "start", "%s", je.text);
    r->setup.random_draft = random_draft;
    r->setup.rules.both_icons_hit = both;
    r->setup.rules.half_hits_beta = beta;
    snprintf(r->engine, sizeof r->engine, "%s", engine);
    snprintf(r->map, sizeof r->map, "%s", map);
    r->content = strtoull(content, NULL, 16);
    r->setup.seed = (unsigned long long)seed;
    rf_status st = load_legends(legends, &r->setup, path, err);
    if (st != RF_OK) return st;
    size_t n = json_array_size(choices);
    if (!json_is_array(choices) || !json_is_array(hashes) || json_array_size(hashes) != n ||
        n > REPLAY_MAX_STEPS)
        return bad(err, path, "choices", "choices and hashes must be arrays of one length");
    while ((size_t)r->cap < n) {
        r->n = r->cap;                     /* grow() only grows a full buffer */
        if (grow(r) < 0) return error_fail(err, RF_E_NOMEM, path, 0, 0, "replay", "out of memory");
    }
    r->n = (int)n;
    st = load_hex(choices, r->n, r, false, path, err);
    return st != RF_OK ? st : load_hex(hashes, r->n, r, true, path, err);
}

rf_status rf_replay_load(const char *path, rf_replay **out, rf_error *err)
{
    *out = NULL;
    json_error_t je;
    json_t *root = json_load_file(path, JSON_REJECT_DUPLICATES, &je);
    if (!root) return error_fail(err, RF_E_JSON, path, je.line, je.column, "replay", "%s", je.text);
    rf_replay *r = replay_alloc();
    rf_status st = r ? load_root(root, r, path, err)
                     : error_fail(err, RF_E_NOMEM, path, 0, 0, "replay", "out of memory");
    json_decref(root);
    if (st != RF_OK) {
        rf_replay_free(r);
        return st;
    }
    *out = r;
    return RF_OK;
}

/* --- verifying --- */

rf_status rf_replay_play(const rf_replay *r, const rf_content *c, const rf_map *m, rf_game **out,
                         rf_error *err)
{
    return rf_replay_play_logged(r, c, m, NULL, NULL, out, err);
}

rf_status rf_replay_play_logged(const rf_replay *r, const rf_content *c, const rf_map *m,
                                rf_log_fn log, void *log_user, rf_game **out, rf_error *err)
{
    *out = NULL;
    if (strcmp(r->engine, RF_VERSION) != 0)
        return error_fail(err, RF_E_DATA, NULL, 0, 0, "engine", "recorded with engine %s, this is "
                       "%s", r->engine, RF_VERSION);
    if (r->content != rf_content_hash(c))
        return error_fail(err, RF_E_DATA, NULL, 0, 0, "content", "recorded with other content "
                       "(%016llx, this is %016llx)", r->content, rf_content_hash(c));
    rf_game *g;
    rf_status st = rf_game_new_logged(c, m, &r->setup, log, log_user, &g, err);
    if (st != RF_OK) return st;
    for (int i = 0; i < r->n; i++) {
        rf_error e2;
        if (rf_choose(g, r->choice[i], &e2) != RF_OK) {
            rf_game_free(g);
            return error_fail(err, RF_E_DATA, NULL, 0, 0, "choices", "step %d: the recorded "
                           "choice %08x is refused: %s", i + 1, r->choice[i], e2.message);
        }
        if (rf_game_hash(g) != r->hash[i]) {
            rf_game_free(g);
            return error_fail(err, RF_E_DATA, NULL, 0, 0, "hashes", "step %d: the game differs "
                           "from the recording", i + 1);
        }
    }
    *out = g;
    return RF_OK;
}
