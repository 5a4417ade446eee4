/*
 * fuzz_scenario.c — libFuzzer target for the scenario parser and runner
 * (rf_scenario_run_text). Any input must be refused or run without a
 * crash, a leak or undefined behaviour.
 *
 * Build (clang): see docs/scenarios.md, "Fuzzing". Seed corpus:
 * tests/fuzz/corpus-scenario/. The content is loaded once per process
 * (the harness's only state; the library itself keeps none).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ringfall.h"

#ifndef RF_DATA_DIR
#define RF_DATA_DIR "data"
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const rf_content *content(void)
{
    static rf_content *c;
    if (!c) {
        const char *dir = getenv("RF_DATA_DIR");
        rf_error err;
        if (rf_content_load(dir ? dir : RF_DATA_DIR, &c, &err) != RF_OK) {
            char buf[800];
            rf_error_format(&err, buf, sizeof buf);
            fprintf(stderr, "fuzz_scenario: cannot load content: %s\n", buf);
            abort();
        }
    }
    return c;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    FILE *out = fopen("/dev/null", "w");
    if (text && out) {
        memcpy(text, data, size);
        text[size] = '\0';
        rf_scenario_totals t = { 0, 0, 0 };
        rf_error err;
        rf_scenario_run_text(content(), "fuzz.scn", text, out, &t, &err);
    }
    if (out) fclose(out);
    free(text);
    return 0;
}
