/*
 * errors.h — helpers for filling an rf_error (the one list of codes is
 * RF_STATUS_LIST in include/ringfall.h; names and statuses in errors.c).
 */
#ifndef RF_ERRORS_H
#define RF_ERRORS_H

#include "ringfall.h"

/* Fill err (if non-NULL) and return code. file/field may be NULL. */
rf_status error_fail(rf_error *err, rf_status code, const char *file, int line, int column,
                  const char *field, const char *fmt, ...) __attribute__((format(printf, 7, 8)));
void error_clear(rf_error *err);

#endif
