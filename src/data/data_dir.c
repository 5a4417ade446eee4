/*
 * data_dir.c — the data directory rf_content_load reads when given none.
 *
 * RF_DATA_DIR is compiled into this one file, once per library
 * (CMakeLists.txt): the source tree's data/ for the build tree's library,
 * which the tests, benchmarks and build/ringfall use, and
 * <prefix>/share/ringfall/data for the installed libraries and the
 * installed ringfall. Every other object is shared by all of them.
 */
#include "data/loaders.h"

#ifndef RF_DATA_DIR
#define RF_DATA_DIR "data"
#endif

const char *rf_builtin_data_dir(void)
{
    return RF_DATA_DIR;
}
