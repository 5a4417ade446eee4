/*
 * legends_load.h — data/legends.json → c->legends (legends_load.c).
 */
#ifndef RF_DATA_LEGENDS_LOAD_H
#define RF_DATA_LEGENDS_LOAD_H

#include "data/content.h"

rf_status content_load_legends(const char *path, rf_content *c, rf_error *err);
/* The legend called name, or NULL. */
const rf_legend_def *content_legend_find(const rf_content *c, const char *name);

#endif
