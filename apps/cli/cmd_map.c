/*
 * cmd_map.c — `ringfall map show|check FILE|NAME`: draw a map in the
 * terminal, or check it against its component list and the custom map
 * guidelines (exit 1 if the check finds errors, 2 if the map cannot be
 * loaded).
 */
#include <string.h>

#include "cli.h"

static int map_show(const rf_map *m, const cli_args *args)
{
    for (int i = 0; i < args->nlegends; i++)
        if (args->legend[i].x < 0 || args->legend[i].y < 0 || args->legend[i].x >= rf_map_width(m) ||
            args->legend[i].y >= rf_map_height(m)) {
            fprintf(stderr, "ringfall map: legend %s at %d,%d is off the %dx%d map\n",
                    args->legend[i].name, args->legend[i].x, args->legend[i].y, rf_map_width(m),
                    rf_map_height(m));
            return CLI_ERROR;
        }
    rf_map_render_marked(m, args->legend, args->nlegends, stdout, args->color);
    return CLI_OK;
}

static int map_check(const rf_map *m, const cli_args *args)
{
    (void)args;
    return rf_map_check(m, stdout) > 0 ? CLI_NO : CLI_OK;
}

int cmd_map(const cli_command *self, int argc, char **argv)
{
    cli_args args;
    int rc = cli_parse(self, argc, argv, CLI_OPT_DATA | CLI_OPT_COLOR | CLI_OPT_LEGEND, &args);
    if (rc >= 0) return rc;
    if (args.npos == 0) return cli_usage_error(self, "expected 'show' or 'check'");
    const char *sub = args.pos[0];
    int (*action)(const rf_map *, const cli_args *) = NULL;
    if (strcmp(sub, "show") == 0) action = map_show;
    else if (strcmp(sub, "check") == 0) action = map_check;
    else return cli_usage_error(self, "unknown subcommand '%s' (expected show or check)", sub);
    if (args.npos != 2)
        return cli_usage_error(self, "map %s expects one map file or name, got %d", sub,
                               args.npos - 1);
    if ((args.color || args.nlegends) && action != map_show)
        return cli_usage_error(self, "--color and --legend only apply to map show");
    rf_content *c = cli_load_content(&args);
    if (!c) return CLI_ERROR;
    rf_map *m = cli_load_map(c, args.pos[1]);
    rc = m ? action(m, &args) : CLI_ERROR;
    if (m) rf_map_free(m);
    rf_content_free(c);
    return rc;
}
