/*
 * cmd_los.c — `ringfall los MAP A B [--explain]`: line of sight between two
 * places on a map (rules LOS). Exit status 0 clear, 1 blocked, 2 a map that
 * cannot be loaded or a bad place.
 */
#include <string.h>

#include "cli.h"

int cmd_los(const cli_command *self, int argc, char **argv)
{
    cli_args args;
    int rc = cli_parse(self, argc, argv, CLI_OPT_DATA | CLI_OPT_EXPLAIN, &args);
    if (rc >= 0) return rc;
    if (args.npos != 3)
        return cli_usage_error(self, "expected MAP A B, got %d argument%s", args.npos,
                               args.npos == 1 ? "" : "s");
    rf_content *c = cli_load_content(&args);
    if (!c) return CLI_ERROR;
    rf_map *m = cli_load_map(c, args.pos[0]);
    rc = CLI_ERROR;
    if (m) {
        rf_error err;
        memset(&err, 0, sizeof err);
        int r = rf_map_los(m, args.pos[1], args.pos[2], args.explain, stdout, &err);
        if (r < 0) {
            char buf[1024];
            rf_error_format(&err, buf, sizeof buf);
            rc = cli_usage_error(self, "%s", buf);
        } else {
            rc = r == 1 ? CLI_OK : CLI_NO;
        }
    }
    if (m) rf_map_free(m);
    rf_content_free(c);
    return rc;
}
