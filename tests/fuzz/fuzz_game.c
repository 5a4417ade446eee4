/*
 * fuzz_game.c — a structure-aware libFuzzer target for the engine: an
 * input is not parsed as text but read as a match. Its first byte picks a
 * set-up (a create request of docs/protocol.md, read by the server's own
 * setup_from_request: every mode, start and module the soak plays), the
 * next 8 bytes the seed, and every later byte (two when a decision has
 * more than 256 options) the index of the option chosen at the next
 * decision. When the input runs out the match goes on with options drawn
 * from a generator seeded by the input, for at most EXTRA_STEPS more, so
 * that short inputs still reach late rounds, the Ring and the end.
 * What must hold (the soak's checks, on inputs the fuzzer steers towards
 * new code):
 *   - rf_check passes after every step;
 *   - every SLOW_EVERY steps, the options' labels and every seat's and a
 *     spectator's view can be built, and an option code that is not
 *     offered is refused and changes nothing (not at every step: they cost
 *     more than the step itself, and the fuzzer wants many runs);
 * and at the end the match's replay, saved and loaded again, rebuilds the
 * same state. Nothing may crash, leak or trip a sanitizer.
 * Seed corpus: tests/fuzz/corpus/game/ (one input per set-up).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "srv.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define EXTRA_STEPS 300
#define SLOW_EVERY 16

/* The set-ups: as the soak's parts (tests/soak/soak.sh), 2 vs 2 and 3 vs
 * 3, every start, mode and module. */
static const char *const setups[] = {
    "{\"size\":2}",
    "{\"size\":3}",
    "{\"size\":2,\"start\":\"stages\"}",
    "{\"size\":3,\"start\":\"stages\",\"ring\":false}",
    "{\"size\":2,\"random_draft\":true,\"rounds\":2}",
    "{\"mode\":\"ASSN\",\"modules\":[\"ring\",\"supply_drops\",\"events\"]}",
    "{\"mode\":\"ASSN\",\"modules\":[\"heat_shields\",\"replicator\",\"gun_run\"]}",
    "{\"mode\":\"TDM\",\"modules\":[\"ring\",\"events\",\"gun_run\"]}",
    "{\"mode\":\"TDM\",\"size\":3,\"modules\":[\"heat_shields\"]}",
    "{\"mode\":\"CTF\",\"modules\":[\"events\",\"gun_run\"]}",
    "{\"mode\":\"CTF\",\"size\":3}",
    "{\"mode\":\"CHAMP\"}",
    "{\"mode\":\"CHAMP\",\"start\":\"stages\"}",
    "{\"modules\":[\"heat_shields\",\"supply_drops\",\"replicator\",\"events\"]}",
    "{\"size\":3,\"modules\":[\"ring\",\"supply_drops\",\"replicator\",\"events\"]}",
    "{\"size\":2,\"deck\":\"none\",\"rules\":{\"both_icons_hit\":true,\"half_hits_beta\":true}}",
};
#define NSETUPS (sizeof setups / sizeof setups[0])

/* Loaded once per process (the harness's state, not the library's). */
static rf_content *content;
static struct { char name[64]; rf_map *map; } maps[8];

static const rf_map *map_named(const char *name)
{
    for (size_t i = 0; i < sizeof maps / sizeof maps[0]; i++) {
        if (maps[i].map && strcmp(maps[i].name, name) == 0) return maps[i].map;
        if (!maps[i].map) {
            rf_error err;
            if (rf_map_load(content, name, &maps[i].map, &err) != RF_OK) abort();
            snprintf(maps[i].name, sizeof maps[i].name, "%s", name);
            return maps[i].map;
        }
    }
    abort();
}

typedef struct input { const uint8_t *p; size_t n; unsigned long long rng; } input;

static unsigned next_index(input *in, int n)
{
    if (in->n >= (n > 256 ? 2u : 1u)) {
        unsigned v = in->p[0];
        if (n > 256) v = v << 8 | in->p[1];
        in->p += n > 256 ? 2 : 1;
        in->n -= n > 256 ? 2 : 1;
        return v % (unsigned)n;
    }
    in->rng ^= in->rng << 13;                        /* the input is spent: xorshift */
    in->rng ^= in->rng >> 7;
    in->rng ^= in->rng << 17;
    return (unsigned)(in->rng >> 33) % (unsigned)n;
}

/* An option code the decision does not offer must be refused, and leave
 * the game as it was. */
static void check_refusal(rf_game *g, const unsigned *codes, int n)
{
    unsigned bad = 0xfffffff0u;
    for (int i = 0; i < n; i++)
        if (codes[i] == bad) return;
    unsigned long long h = rf_game_hash(g);
    rf_error err;
    if (rf_choose(g, bad, &err) == RF_OK || rf_game_hash(g) != h) abort();
}

static void check_state(const rf_game *g)
{
    rf_error err;
    if (rf_check(g, &err) != RF_OK) {
        fprintf(stderr, "fuzz_game: rf_check: %s\n", err.message);
        abort();
    }
}

/* The labels of the options and the views: they must be buildable. */
static void check_views(const rf_game *g, int n)
{
    static char view[1 << 18];
    static rf_option opts[RF_MAX_OPTIONS];
    if (rf_options(g, opts, RF_MAX_OPTIONS) != n) abort();
    for (int seat = -1; seat < 2; seat++)
        if (rf_observe(g, seat, view, sizeof view) <= 0) abort();
}

/* The replay, saved and loaded again, must rebuild the same state. */
static void check_replay(const rf_replay *r, const rf_map *m, const rf_game *g)
{
    char path[] = "/tmp/rf-fuzz-game-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0) abort();
    close(fd);
    rf_error err;
    rf_replay *back = NULL;
    rf_game *again = NULL;
    if (rf_replay_save(r, path, &err) != RF_OK || rf_replay_load(path, &back, &err) != RF_OK ||
        rf_replay_play(back, content, m, &again, &err) != RF_OK ||
        rf_game_hash(again) != rf_game_hash(g)) {
        fprintf(stderr, "fuzz_game: the replay does not rebuild the match: %s\n", err.message);
        abort();
    }
    rf_game_free(again);
    rf_replay_free(back);
    unlink(path);
}

static void play(const srv_create *sc, input *in)
{
    const rf_map *m = map_named(sc->map);
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(content, m, &sc->setup, &g, &err) != RF_OK) abort();   /* a known set-up */
    rf_replay *r = rf_replay_new(content, m, &sc->setup);
    static unsigned codes[RF_MAX_OPTIONS];
    for (int step = 0, extra = 0; extra < EXTRA_STEPS || in->n > 0; step++) {
        check_state(g);
        int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
        if (n == 0) break;                                       /* over */
        if (step % SLOW_EVERY == 0) {
            check_views(g, n);
            check_refusal(g, codes, n);
        }
        if (in->n == 0) extra++;
        unsigned code = codes[next_index(in, n)];
        if (rf_choose(g, code, &err) != RF_OK || rf_replay_record(r, code, g, &err) != RF_OK) {
            fprintf(stderr, "fuzz_game: an offered option refused: %s\n", err.message);
            abort();
        }
    }
    check_replay(r, m, g);
    rf_replay_free(r);
    rf_game_free(g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    rf_error err;
    if (!content && rf_content_load(RF_DATA_DIR, &content, &err) != RF_OK) abort();
    if (size < 9) return 0;
    srv_create sc;
    char why[256];
    if (!setup_from_request(setups[data[0] % NSETUPS], &sc, why, sizeof why)) abort();
    memcpy(&sc.setup.seed, data + 1, sizeof sc.setup.seed);
    input in = { data + 9, size - 9, sc.setup.seed | 1 };
    play(&sc, &in);
    return 0;
}
