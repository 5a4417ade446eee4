/*
 * fuzz_map.c — libFuzzer target for the JSON map loader (docs/maps.md):
 * every input is loaded as a map with the real content set; a map that
 * loads is also checked (rf_map_check) and freed. Nothing may crash, leak
 * or trip a sanitizer. Seed corpus: tests/fuzz/corpus-map/.
 *
 * Build: see the lines below (scripts/fuzz.sh does the same).
 */
// From the repository root:
//   clang -std=c11 -g -O1 -fsanitize=fuzzer,address,undefined -Iinclude -Isrc
//     -DRF_DATA_DIR='"'$PWD/data'"' tests/fuzz/fuzz_map.c src/[!.]*.c src/geo/[!.]*.c
//     src/data/[!.]*.c src/io/[!.]*.c $(pkg-config --cflags --libs jansson) -lm -o fuzz_map
//   ./fuzz_map -max_total_time=60 tests/fuzz/corpus-map
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "data/loaders.h"
#include "map.h"

#ifndef RF_DATA_DIR
#define RF_DATA_DIR "data"
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The content is loaded once per process and never changes (a harness,
 * not library state). */
static const rf_content *content(void)
{
    static rf_content *c;
    if (!c) {
        rf_error err;
        if (rf_content_load(RF_DATA_DIR, &c, &err) != RF_OK) {
            char buf[800];
            rf_error_format(&err, buf, sizeof buf);
            fprintf(stderr, "fuzz_map: cannot load content: %s\n", buf);
            abort();
        }
    }
    return c;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    rf_map *m = NULL;
    rf_error err;
    if (content_map_load_text(content(), "fuzz.json", (const char *)data, size, &m, &err) == RF_OK) {
        rf_map_check(m, NULL);
        rf_map_free(m);
    } else if (err.code == RF_OK || err.message[0] == '\0') {
        abort();   /* a refusal must say why */
    }
    return 0;
}
