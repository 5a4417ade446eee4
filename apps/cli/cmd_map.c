/*
 * cmd_map.c — `ringfall map show|check|svg FILE|NAME`: draw a map in the
 * terminal, check it against its component list and the custom map
 * guidelines (exit 1 if the check finds errors, 2 if the map cannot be
 * loaded), or draw it as SVG (map_svg.c) on standard output or --out FILE.
 */
#include <errno.h>
#include <string.h>

#include "cli.h"
#include "map_svg.h"

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

static int map_svg(const rf_map *m, const cli_args *args)
{
    FILE *out = args->out ? fopen(args->out, "w") : stdout;
    if (!out) {
        fprintf(stderr, "ringfall map: cannot write %s: %s\n", args->out, strerror(errno));
        return CLI_ERROR;
    }
    bool ok = map_svg_write(m, NULL, false, out);
    if (args->out && fclose(out) != 0) ok = false;
    if (!ok) fprintf(stderr, "ringfall map: cannot write the SVG%s%s\n", args->out ? " to " : "",
                     args->out ? args->out : "");
    return ok ? CLI_OK : CLI_ERROR;
}

int cmd_map(const cli_command *self, int argc, char **argv)
{
    cli_args args;
    int rc = cli_parse(self, argc, argv, CLI_OPT_DATA | CLI_OPT_COLOR | CLI_OPT_LEGEND | CLI_OPT_OUT,
                        &args);
    if (rc >= 0) return rc;
    if (args.npos == 0) return cli_usage_error(self, "expected 'show', 'check' or 'svg'");
    const char *sub = args.pos[0];
    int (*action)(const rf_map *, const cli_args *) = NULL;
    if (strcmp(sub, "show") == 0) action = map_show;
    else if (strcmp(sub, "check") == 0) action = map_check;
    else if (strcmp(sub, "svg") == 0) action = map_svg;
    else return cli_usage_error(self, "unknown subcommand '%s' (expected show, check or svg)", sub);
    if (args.npos != 2)
        return cli_usage_error(self, "map %s expects one map file or name, got %d", sub,
                               args.npos - 1);
    if ((args.color || args.nlegends) && action != map_show)
        return cli_usage_error(self, "--color and --legend only apply to map show");
    if (args.out && action != map_svg) return cli_usage_error(self, "--out only applies to map svg");
    rf_content *c = cli_load_content(&args);
    if (!c) return CLI_ERROR;
    rf_map *m = cli_load_map(c, args.pos[1]);
    rc = m ? action(m, &args) : CLI_ERROR;
    if (m) rf_map_free(m);
    rf_content_free(c);
    return rc;
}
