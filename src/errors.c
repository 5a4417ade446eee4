/*
 * errors.c — names of the status codes and error formatting.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "errors.h"

const char *rf_status_name(rf_status s)
{
    switch (s) {
    case RF_OK: return "RF_OK";
    case RF_E_IO: return "RF_E_IO";
    case RF_E_JSON: return "RF_E_JSON";
    case RF_E_DATA: return "RF_E_DATA";
    case RF_E_MAP: return "RF_E_MAP";
    case RF_E_SCENARIO: return "RF_E_SCENARIO";
    case RF_E_ARG: return "RF_E_ARG";
    case RF_E_ILLEGAL: return "RF_E_ILLEGAL";
    case RF_E_NOMEM: return "RF_E_NOMEM";
    }
    return "RF_E_UNKNOWN";
}

void rf_error_clear(rf_error *err)
{
    if (err) memset(err, 0, sizeof *err);
}

rf_status rf_fail(rf_error *err, rf_status code, const char *file, int line, int column,
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
