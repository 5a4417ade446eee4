/*
 * fuzz_content.c — libFuzzer target for the content loaders (src/data/):
 * an input is a content file's name on its first line, then the text that
 * replaces that file in a private copy of data/; the whole content is then
 * loaded (rf_content_load) and, if it loads, freed. Loading may fail;
 * nothing may crash, leak or trip a sanitizer, and a refusal must say why.
 * The files are the *.json of data/ as they are when the fuzzer starts,
 * so a new content file is fuzzed without a change here.
 * Seed corpus: tests/fuzz/corpus/content/ (each file of data/ as it is).
 */
#include <dirent.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ringfall.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

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

static bool is_json(const char *name)
{
    size_t n = strlen(name);
    return n > 5 && strcmp(name + n - 5, ".json") == 0;
}

/* A private copy of every content file, made once per process (a
 * harness's state, not the library's). */
static void make_dir(void)
{
    if (dir[0]) return;
    snprintf(dir, sizeof dir, "/tmp/rf-fuzz-content-XXXXXX");
    DIR *d = opendir(RF_DATA_DIR);
    if (!mkdtemp(dir) || !d) abort();
    for (struct dirent *e; (e = readdir(d));)
        if (is_json(e->d_name)) copy_file(e->d_name);
    closedir(d);
}

/* The input's first line, if it names a content file of the copy. */
static bool file_named(const uint8_t *data, size_t size, char *name, size_t max, size_t *skip)
{
    const uint8_t *nl = memchr(data, '\n', size < max ? size : max);
    if (!nl) return false;
    size_t n = (size_t)(nl - data);
    memcpy(name, data, n);
    name[n] = '\0';
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    *skip = n + 1;
    return strlen(name) == n && !strchr(name, '/') && is_json(name) && access(path, F_OK) == 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    make_dir();
    char name[64], path[512];
    size_t skip;
    if (!file_named(data, size, name, sizeof name - 1, &skip)) return 0;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f) abort();
    fwrite(data + skip, 1, size - skip, f);
    fclose(f);
    rf_content *c = NULL;
    rf_error err;
    if (rf_content_load(dir, &c, &err) == RF_OK) rf_content_free(c);
    else if (err.message[0] == '\0') abort();           /* a refusal must say why */
    copy_file(name);                                    /* restore for the next input */
    return 0;
}
