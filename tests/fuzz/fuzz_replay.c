/*
 * fuzz_replay.c — libFuzzer target for the replay loader and verifier
 * (src/io/replay.c): every input is saved to a file, loaded as a replay and,
 * if it loads, rebuilt and verified on Crossroads with the real content.
 * Loading or verifying may fail; nothing may crash, leak or trip a
 * sanitizer. Seed corpus: tests/fuzz/corpus-replay/. Built by scripts/fuzz.sh.
 */
#define _POSIX_C_SOURCE 200809L
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "ringfall.h"

#ifndef RF_DATA_DIR
#define RF_DATA_DIR "data"
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Loaded once per process (a harness, not library state). */
static rf_content *content;
static rf_map *crossroads;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    rf_error err;
    if (!content && (rf_content_load(RF_DATA_DIR, &content, &err) != RF_OK ||
                     rf_map_load(content, "crossroads", &crossroads, &err) != RF_OK))
        abort();
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
        if (rf_replay_play(r, content, crossroads, &g, &err) == RF_OK) rf_game_free(g);
        rf_replay_free(r);
    }
    unlink(path);
    return 0;
}
