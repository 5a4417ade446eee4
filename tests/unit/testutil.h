/*
 * testutil.h — shared helpers for the cmocka unit tests: load the default
 * content, build a board from a small text picture, and cmocka's includes.
 */
#ifndef RF_TESTUTIL_H
#define RF_TESTUTIL_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "ringfall.h"
#include "content.h"

/* The default content set (data/), loaded once per test program. */
const rf_content *tu_content(void);

#endif
