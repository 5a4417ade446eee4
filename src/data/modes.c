/*
 * modes.c — modes and modules by name, and whether a match may be set up
 * with them (rules MOD-1 … MOD-4, MAP-4; modes.h, docs/modes.md).
 */
#include <stdio.h>
#include <string.h>

#include "data/content.h"
#include "data/loaders.h"
#include "errors.h"
#include "data/modes.h"

/* The mode's codes and names are those of map_modes.c (MAP-4). */
int rf_mode_parse(const char *name) { return content_mode_find(name); }

int rf_module_parse(const char *name)
{
    for (int m = 0; m < RF_MODULES; m++)
        if (strcmp(name, rf_module_ids[m]) == 0) return m;
    return -1;
}

const char *rf_module_id(int module)
{
    return module >= 0 && module < RF_MODULES ? rf_module_ids[module] : "?";
}

/* "ring, events" for a set of module bits. */
static void list_modules(unsigned bits, char *buf, size_t n)
{
    buf[0] = '\0';
    for (int m = 0; m < RF_MODULES; m++)
        if (bits & RF_MODULE_BIT(m))
            snprintf(buf + strlen(buf), n - strlen(buf), "%s%s", buf[0] ? ", " : "",
                     rf_module_ids[m]);
    if (!buf[0]) snprintf(buf, n, "none");
}

static rf_status check_sizes(const rf_mode_def *md, int red, int blue, rf_error *err)
{
    char sizes[64] = "";
    for (int i = 0; i < md->nsizes; i++) {
        if (md->size[i][0] == red && md->size[i][1] == blue) return RF_OK;
        snprintf(sizes + strlen(sizes), sizeof sizes - strlen(sizes), "%s%d vs %d",
                 i ? ", " : "", md->size[i][0], md->size[i][1]);
    }
    return error_fail(err, RF_E_ARG, NULL, 0, 0, "squads", "%s is played %s, not %d vs %d "
                   "(rules BR-1, ASSN-1, TDM-1, CHAMP-1, CTF-1)", md->name, sizes, red, blue);
}

rf_status rf_modes_check(const rf_content *c, const rf_map *m, int mode, unsigned modules,
                         int red, int blue, rf_error *err)
{
    if (mode < 0 || mode >= RF_MODES || !c->modes.loaded)
        return error_fail(err, RF_E_ARG, NULL, 0, 0, "mode", "unknown mode %d", mode);
    const rf_mode_def *md = &c->modes.mode[mode];
    char allowed[96], refused[96];
    /* SETUP-1: in the order of the set-up: the mode (2) with its squads,
     * the map (3) that must allow it, then the modules (4) it allows. */
    rf_status st = check_sizes(md, red, blue, err);
    if (st == RF_OK && m) st = rf_map_check_mode(m, md->id, err);            /* MAP-4 */
    if (st != RF_OK) return st;
    if (modules >> RF_MODULES)
        return error_fail(err, RF_E_ARG, NULL, 0, 0, "modules", "unknown module bits %#x", modules);
    unsigned bad = modules & ~(unsigned)md->modules;                        /* MOD-4 */
    if (bad) {
        list_modules(bad, refused, sizeof refused);
        list_modules(md->modules, allowed, sizeof allowed);
        return error_fail(err, RF_E_ARG, NULL, 0, 0, "modules", "%s cannot be played with %s "
                       "(rule MOD-4; it allows: %s)", md->name, refused, allowed);
    }
    for (int a = 0; a < RF_MODULES; a++)                                     /* MOD-2 */
        if ((modules & RF_MODULE_BIT(a)) && (modules & c->modes.module[a].excludes)) {
            list_modules(modules & c->modes.module[a].excludes, refused, sizeof refused);
            return error_fail(err, RF_E_ARG, NULL, 0, 0, "modules", "%s cannot be combined with "
                           "%s (rule MOD-2)", c->modes.module[a].name, refused);
        }
    return RF_OK;
}
