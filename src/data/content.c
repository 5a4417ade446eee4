/*
 * content.c — rf_content: the data set loaded from a data directory
 * (components.json, templates.json, map_lists.json; maps/ is read on
 * demand by rf_map_load). Immutable once loaded.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data/loaders.h"
#include "errors.h"

#ifndef RF_DATA_DIR
#define RF_DATA_DIR "data"
#endif

static rf_status load_all(rf_content *c, rf_error *err)
{
    char path[RF_PATH_LEN + 32];
    snprintf(path, sizeof path, "%s/components.json", c->dir);
    rf_status st = rf_kinds_load(path, &c->kinds, err);
    if (st != RF_OK) return st;
    snprintf(path, sizeof path, "%s/templates.json", c->dir);
    st = rf_templates_load(path, c, err);
    if (st != RF_OK) return st;
    snprintf(path, sizeof path, "%s/map_lists.json", c->dir);
    return rf_map_lists_load(path, c, err);
}

rf_status rf_content_load(const char *data_dir, rf_content **out, rf_error *err)
{
    rf_error_clear(err);
    *out = NULL;
    if (!data_dir) data_dir = RF_DATA_DIR;
    if (strlen(data_dir) >= RF_PATH_LEN)
        return rf_fail(err, RF_E_ARG, data_dir, 0, 0, "", "data directory path is too long");
    rf_content *c = calloc(1, sizeof *c);
    if (!c) return rf_fail(err, RF_E_NOMEM, data_dir, 0, 0, "", "out of memory");
    snprintf(c->dir, sizeof c->dir, "%s", data_dir);
    rf_status st = load_all(c, err);
    if (st != RF_OK) {
        free(c);
        return st;
    }
    *out = c;
    return RF_OK;
}

void rf_content_free(rf_content *c)
{
    free(c);
}

const char *rf_content_dir(const rf_content *c)
{
    return c->dir;
}

const geo_template *rf_content_template(const rf_content *c, const char *id)
{
    for (int i = 0; i < c->ntemplates; i++)
        if (strcmp(c->templates[i].id, id) == 0) return &c->templates[i];
    return NULL;
}

const rf_map_list *rf_content_map_list(const rf_content *c, const char *id)
{
    for (int i = 0; i < c->nlists; i++)
        if (strcmp(c->lists[i].id, id) == 0) return &c->lists[i];
    return NULL;
}
