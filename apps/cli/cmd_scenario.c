/*
 * cmd_scenario.c — `ringfall scenario FILE...`: run rule-test scenario files
 * (../shared/SCENARIOS.md). The runner prints one PASS/FAIL line per
 * expectation; this command adds the closing "N passed, M failed" line and
 * the exit status (0 all passed, 1 a failure, 2 a file that could not be
 * read or parsed — reported, and the other files still run).
 */
#include <string.h>

#include "cli.h"

int cmd_scenario(const cli_command *self, int argc, char **argv)
{
    cli_args args;
    int rc = cli_parse(self, argc, argv, CLI_OPT_DATA, &args);
    if (rc >= 0) return rc;
    if (args.npos == 0) return cli_usage_error(self, "no scenario file given");
    rf_content *c = cli_load_content(&args);
    if (!c) return CLI_ERROR;
    rf_scenario_totals totals = { 0, 0, 0 };
    int file_errors = 0;
    for (int i = 0; i < args.npos; i++) {
        rf_error err;
        memset(&err, 0, sizeof err);
        if (rf_scenario_run_file(c, args.pos[i], stdout, &totals, &err) != RF_OK) {
            cli_print_error(&err);
            file_errors++;
        }
    }
    printf("%d passed, %d failed\n", totals.passed, totals.failed);
    fflush(stdout);
    if (file_errors)
        fprintf(stderr, "ringfall scenario: %d file%s could not be run\n", file_errors,
                file_errors == 1 ? "" : "s");
    rf_content_free(c);
    if (file_errors) return CLI_ERROR;
    return totals.failed ? CLI_NO : CLI_OK;
}
