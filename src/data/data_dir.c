/*
 * data_dir.c — the data directory rf_content_load reads when given none.
 *
 * RF_DATA_DIR is compiled into this one file, once per library
 * (CMakeLists.txt): the source tree's data/ for the build tree's library,
 * which the tests, benchmarks and build/ringfall use, and
 * <prefix>/share/ringfall/data for the installed libraries and the
 * installed ringfall. Every other object is shared by all of them.
 *
 * The installed ones are also given RF_DATA_FROM_LIB and RF_DATA_FROM_BIN,
 * the data directory relative to the lib/ and bin/ directories, and look
 * there first: `cmake --install build --prefix DIR` then works for any DIR
 * without configuring the build for it (issue 17, README "Embedding
 * ringfall"). RF_DATA_DIR, fixed at configure time, is what is left when
 * the files were moved away from their prefix.
 */
#define _GNU_SOURCE /* dladdr1, RTLD_DL_LINKMAP: which file holds this code */
#include <dlfcn.h>
#include <limits.h>
#include <link.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "data/loaders.h"

#ifndef RF_DATA_DIR
#define RF_DATA_DIR "data"
#endif

#ifdef RF_DATA_FROM_LIB
static char relocated[PATH_MAX];
static pthread_once_t relocated_once = PTHREAD_ONCE_INIT;

/* The file that holds this code: libringfall.so, or the program that
 * libringfall.a is linked into (for it glibc names argv[0], which may be a
 * bare name found on PATH, so its own link is asked instead). */
static int module_file(char *out, size_t n)
{
    Dl_info info;
    struct link_map *map = NULL;
    if (!dladdr1(relocated, &info, (void **)&map, RTLD_DL_LINKMAP) || !map) return 0;
    if (map->l_name[0] == '\0') {
        ssize_t len = readlink("/proc/self/exe", out, n - 1);
        if (len <= 0) return 0;
        out[len] = '\0';
        return 1;
    }
    return realpath(map->l_name, out) != NULL;
}

/* The data directory beside the module's directory, when it is there: the
 * module sits in lib/ (the shared library) or bin/ (ringfall, or a program
 * linked with the static library that was installed beside it). */
static void find_relocated(void)
{
    char file[PATH_MAX], candidate[PATH_MAX + 64], dir[PATH_MAX];
    if (!module_file(file, sizeof file)) return;
    char *slash = strrchr(file, '/');
    if (!slash) return;
    *slash = '\0';
    const char *beside[] = { RF_DATA_FROM_LIB, RF_DATA_FROM_BIN };
    for (size_t i = 0; i < sizeof beside / sizeof beside[0]; i++) {
        snprintf(candidate, sizeof candidate, "%s/%s/components.json", file, beside[i]);
        if (access(candidate, R_OK) != 0) continue;
        snprintf(candidate, sizeof candidate, "%s/%s", file, beside[i]);
        if (realpath(candidate, dir)) memcpy(relocated, dir, sizeof relocated);
        return;
    }
}
#endif

const char *content_builtin_data_dir(void)
{
#ifdef RF_DATA_FROM_LIB
    pthread_once(&relocated_once, find_relocated);
    if (relocated[0]) return relocated;
#endif
    return RF_DATA_DIR;
}
