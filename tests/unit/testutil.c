/*
 * testutil.c — see testutil.h.
 */
#include <stdio.h>
#include <stdlib.h>

#include "testutil.h"

const rf_content *tu_content(void)
{
    static rf_content *c;
    if (!c) {
        rf_error err;
        if (rf_content_load(RF_DATA_DIR, &c, &err) != RF_OK) {
            char buf[800];
            rf_error_format(&err, buf, sizeof buf);
            fprintf(stderr, "cannot load content: %s\n", buf);
            abort();
        }
    }
    return c;
}
