/*
 * errors.c — names and HTTP statuses of the status codes (from the one
 * list, RF_STATUS_LIST of include/ringfall.h) and error formatting.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "errors.h"

/* From the one list (RF_STATUS_LIST, include/ringfall.h). */
const char *rf_status_name(rf_status s)
{
    switch (s) {
#define STATUS_NAME_(id, name, http) \
    case RF_##id: return "RF_" #id;
        RF_STATUS_LIST(STATUS_NAME_)
#undef STATUS_NAME_
    }
    return "RF_E_UNKNOWN";
}

const char *rf_error_name(rf_status s)
{
    switch (s) {
#define ERROR_NAME_(id, name, http) \
    case RF_##id: return name;
        RF_STATUS_LIST(ERROR_NAME_)
#undef ERROR_NAME_
    }
    return "UNKNOWN";
}

int rf_error_http_status(rf_status s)
{
    switch (s) {
#define ERROR_HTTP_(id, name, http) \
    case RF_##id: return http;
        RF_STATUS_LIST(ERROR_HTTP_)
#undef ERROR_HTTP_
    }
    return 500;
}

void error_clear(rf_error *err)
{
    if (err) memset(err, 0, sizeof *err);
}

rf_status error_fail(rf_error *err, rf_status code, const char *file, int line, int column,
                  const char *field, const char *fmt, ...)
{
    if (!err) return code;
    err->code = code;
    snprintf(err->file, sizeof err->file, "%s", file ? file : "");
    err->line = line;
    err->column = column;
    snprintf(err->field, sizeof err->field, "%s", field ? field : "");
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
    return code;
}

void rf_error_format(const rf_error *e, char *buf, int n)
{
    char where[400] = "";
    int len = 0;
    if (e->file[0]) len += snprintf(where + len, sizeof where - len, "%s:", e->file);
    if (e->line > 0) len += snprintf(where + len, sizeof where - len, "%d:", e->line);
    if (e->column > 0) len += snprintf(where + len, sizeof where - len, "%d:", e->column);
    if (len > 0) snprintf(where + len, sizeof where - len, " ");
    snprintf(buf, n, "%s%s%s%s", where, e->field[0] ? e->field : "", e->field[0] ? ": " : "",
             e->message);
}
