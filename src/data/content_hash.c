/*
 * content_hash.c — rf_content_hash: a hash of every content file the
 * content was loaded from, so that a replay recorded with other content is
 * refused (DESIGN.md, Determinism). Reads the files again: called once per
 * replay, never in a game loop.
 */
#include <stdio.h>

#include "content.h"

static const char *const content_files[] = {
    "components.json", "templates.json", "map_lists.json", "weapons.json", "aim.json",
    "loot.json", "supply_bins.json", "cards.json",
};

static unsigned long long hash_file(unsigned long long h, const char *dir, const char *name)
{
    char path[RF_PATH_LEN + 64];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "rb");
    if (!f) return h ^ 0x9e3779b97f4a7c15ull;    /* a missing file still changes the hash */
    int ch;
    while ((ch = fgetc(f)) != EOF) {
        h ^= (unsigned char)ch;
        h *= 0x100000001b3ull;
    }
    fclose(f);
    return h;
}

unsigned long long rf_content_hash(const rf_content *c)
{
    unsigned long long h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < sizeof content_files / sizeof content_files[0]; i++)
        h = hash_file(h, c->dir, content_files[i]);
    return h;
}
