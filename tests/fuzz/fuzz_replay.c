/*
 * fuzz_replay.c — libFuzzer target for the replay loader and verifier
 * (src/io/replay.c): every input is saved to a file, loaded as a replay and,
 * if it loads, rebuilt and verified with the real content on its map (a
 * map of data/maps named by the replay; a path or an unknown name:
 * Crossroads). Loading or verifying may fail; nothing may crash, leak or
 * trip a sanitizer. Seeds: tests/fuzz/corpus/replay/, and replays of
 * matches played by the build's own `ringfall sim` just before the run
 * (tests/fuzz/run.sh), so that the seeds always match the content's hash
 * and the fuzzer starts deep in the engine, not at the version check.
 */
#define _POSIX_C_SOURCE 200809L
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ringfall.h"

#ifndef RF_DATA_DIR
#define RF_DATA_DIR "data"
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Loaded once per process (a harness, not library state). */
static rf_content *content;
static struct { char name[64]; rf_map *map; } maps[32];

/* A map of data/maps by name, loaded once; NULL if there is none. */
static const rf_map *map_named(const char *name)
{
    for (size_t i = 0; i < sizeof maps / sizeof maps[0]; i++) {
        if (maps[i].map && strcmp(maps[i].name, name) == 0) return maps[i].map;
        rf_error err;
        if (!maps[i].map) {
            if (rf_map_load(content, name, &maps[i].map, &err) != RF_OK) return NULL;
            snprintf(maps[i].name, sizeof maps[i].name, "%s", name);
            return maps[i].map;
        }
    }
    return NULL;
}

/* The replay's map if it names one of data/maps, else Crossroads. */
static const rf_map *map_of(const rf_replay *r)
{
    const char *name = rf_replay_map(r);
    const rf_map *m = NULL;
    if (name && name[0] && strlen(name) < sizeof maps[0].name && !strpbrk(name, "/.\\"))
        m = map_named(name);
    return m ? m : map_named("crossroads");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    rf_error err;
    if (!content && rf_content_load(RF_DATA_DIR, &content, &err) != RF_OK) abort();
    char path[] = "/tmp/rf-fuzz-replay-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0) return 0;
    if (write(fd, data, size) != (ssize_t)size) {
        close(fd);
        unlink(path);
        return 0;
    }
    close(fd);
    rf_replay *r = NULL;
    if (rf_replay_load(path, &r, &err) == RF_OK) {
        rf_game *g = NULL;
        const rf_map *m = map_of(r);
        if (!m) abort();
        if (rf_replay_play(r, content, m, &g, &err) == RF_OK) rf_game_free(g);
        rf_replay_free(r);
    }
    unlink(path);
    return 0;
}
