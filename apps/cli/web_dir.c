/*
 * web_dir.c — where `ringfall serve` finds the browser client when given
 * no --web.
 *
 * RF_WEB_DIR is compiled into this one file, once per program
 * (CMakeLists.txt): the source tree's web/ for build/ringfall,
 * <prefix>/share/ringfall/web for the installed ringfall.
 */
#include "cli.h"

#ifndef RF_WEB_DIR
#define RF_WEB_DIR "web"
#endif

const char *cli_web_dir(void)
{
    return RF_WEB_DIR;
}
