/*
 * scenario_expect.c — the `expect` keyword: looks the expectation's name up
 * in scenario_list.h (SCN_EXPECT entries) and hands the line to its
 * handler, with "expect NAME" as the field prefix of every error.
 *
 * Contract for handlers: parse every field first (a malformed field is a
 * parse error), then report exactly once: scn_report (PASS/FAIL) or
 * scn_cannot (unknown name, place off the board). Never a silent pass.
 */
#include <string.h>

#include "io/scenario.h"

typedef struct scn_expectation {
    const char *name;
    scn_handler run;
} scn_expectation;

static const scn_expectation expectations[] = {
#define SCN_KEYWORD(name, phase, fn)
#define SCN_EXPECT(name, fn) { name, fn },
#include "io/scenario_list.h"
#undef SCN_KEYWORD
#undef SCN_EXPECT
};

rf_status scn_kw_expect(scn_ctx *ctx, scn_line *ln)
{
    const char *name = NULL;
    rf_status st = scn_arg_word(ctx, ln, "what", &name);
    if (st != RF_OK) return st;
    for (size_t i = 0; i < sizeof expectations / sizeof expectations[0]; i++) {
        if (strcmp(expectations[i].name, name) == 0) {
            snprintf(ln->kw, sizeof ln->kw, "expect %s", name);
            return expectations[i].run(ctx, ln);
        }
    }
    return scn_error(ctx, ln, 1, "what", "unknown expectation '%.40s'", name);
}
