/*
 * opt_label.h — an option's label written as vsnprintf(out, n, fmt, ap)
 * would (the same bytes), directly for the %s and %d formats of the
 * listings (opt_label.c).
 */
#ifndef RF_OPT_LABEL_H
#define RF_OPT_LABEL_H

#include <stdarg.h>
#include <stddef.h>

void opt_label_vformat(char *out, size_t n, const char *fmt, va_list ap);

#endif
