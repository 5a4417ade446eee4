/*
 * web_dir.c — where `ringfall serve` finds the browser client when given
 * no --web.
 *
 * RF_WEB_DIR is compiled into this one file, once per program
 * (CMakeLists.txt): the source tree's web/ for build/ringfall,
 * <prefix>/share/ringfall/web for the installed ringfall.
 *
 * The installed ringfall is also given RF_WEB_FROM_BIN, the web directory
 * relative to bin/, and looks there first, as the library looks for its
 * data (src/data/data_dir.c): `cmake --install build --prefix DIR` then
 * serves the client for any DIR without configuring the build for it
 * (issue 17, README "Embedding ringfall"). RF_WEB_DIR, fixed at configure
 * time, is what is left when the files were moved away from their prefix.
 */
#define _XOPEN_SOURCE 700          /* readlink, realpath */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

#ifndef RF_WEB_DIR
#define RF_WEB_DIR "web"
#endif

#ifdef RF_WEB_FROM_BIN
/* The client beside this program's bin/: <exe dir>/RF_WEB_FROM_BIN, when
 * its index.html is there; "" otherwise. */
static void find_relocated(char *out, size_t n)
{
    char exe[PATH_MAX], candidate[PATH_MAX + 64];
    out[0] = '\0';
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (len <= 0) return;
    exe[len] = '\0';
    char *slash = strrchr(exe, '/');
    if (!slash) return;
    *slash = '\0';
    snprintf(candidate, sizeof candidate, "%s/%s/index.html", exe, RF_WEB_FROM_BIN);
    if (access(candidate, R_OK) != 0) return;
    snprintf(candidate, sizeof candidate, "%s/%s", exe, RF_WEB_FROM_BIN);
    char dir[PATH_MAX];
    if (realpath(candidate, dir) && strlen(dir) < n) memcpy(out, dir, strlen(dir) + 1);
}
#endif

const char *cli_web_dir(void)
{
#ifdef RF_WEB_FROM_BIN
    /* Asked once, by the one thread that parses `serve`'s arguments. */
    static char relocated[PATH_MAX];
    static int asked;
    if (!asked) {
        find_relocated(relocated, sizeof relocated);
        asked = 1;
    }
    if (relocated[0]) return relocated;
#endif
    return RF_WEB_DIR;
}
