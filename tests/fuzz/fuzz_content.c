/*
 * fuzz_content.c — libFuzzer target for the content loaders
 * (the loaders in src/data/): the first byte picks one of the content files, the
 * rest replaces it in a private copy of data/; the whole content is then
 * loaded. Loading may fail; nothing may crash, leak or trip a sanitizer.
 * Seed corpus: tests/fuzz/corpus-content/ (a selector byte, then a file).
 * Built by scripts/fuzz.sh.
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

static const char *const files[] = {
    "components.json", "templates.json", "map_lists.json", "weapons.json",
    "aim.json", "loot.json", "supply_bins.json", "cards.json", "ring_cards.json",
    "round_track.json", "rewards.json", "abilities.json", "legends.json",
};
#define NFILES (sizeof files / sizeof files[0])

static char dir[64];

static void copy_file(const char *name)
{
    char from[512], to[512], buf[4096];
    snprintf(from, sizeof from, "%s/%s", RF_DATA_DIR, name);
    snprintf(to, sizeof to, "%s/%s", dir, name);
    FILE *in = fopen(from, "rb"), *out = fopen(to, "wb");
    if (!in || !out) abort();
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, in)) > 0) fwrite(buf, 1, n, out);
    fclose(in);
    fclose(out);
}

/* A private copy of the content directory, made once per process. */
static void make_dir(void)
{
    if (dir[0]) return;
    snprintf(dir, sizeof dir, "/tmp/rf-fuzz-content-XXXXXX");
    if (!mkdtemp(dir)) abort();
    for (size_t i = 0; i < NFILES; i++) copy_file(files[i]);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1) return 0;
    make_dir();
    const char *name = files[data[0] % NFILES];
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f) return 0;
    fwrite(data + 1, 1, size - 1, f);
    fclose(f);
    rf_content *c = NULL;
    rf_error err;
    if (rf_content_load(dir, &c, &err) == RF_OK) rf_content_free(c);
    copy_file(name);                           /* restore for the next input */
    return 0;
}
