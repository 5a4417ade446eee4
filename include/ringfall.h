/*
 * ringfall.h — the public API of ringfall, a C11 engine for
 * "Apex Legends: The Board Game" (fan project, no affiliation).
 *
 * This is the only header that clients (the ringfall command, the server,
 * bots) include. Types are opaque; every function that can fail returns an
 * rf_status and fills an rf_error that names what went wrong and where
 * (file, line, column, field). The library never exits, never prints unless
 * handed a FILE*, and keeps no global state: everything hangs off the
 * handles below.
 *
 * Layers: content (data/ directory: component kinds, templates, maps) →
 * maps (boards built from map files) → queries (line of sight, movement,
 * zones) → scenarios (rule tests, ../shared/SCENARIOS.md).
 */
#ifndef RINGFALL_H
#define RINGFALL_H

#include <stdbool.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

#define RF_VERSION "0.1.0"

/* Error codes: one list (src/errors.h), stable names (rf_status_name). */
typedef enum rf_status {
    RF_OK = 0,
    RF_E_IO,          /* a file could not be read or written */
    RF_E_JSON,        /* malformed JSON */
    RF_E_DATA,        /* content file: a field is missing, wrong or inconsistent */
    RF_E_MAP,         /* map file: a component is off the board, overlaps, ... */
    RF_E_SCENARIO,    /* scenario file: a line cannot be understood */
    RF_E_ARG,         /* a bad argument (unknown place, unknown map...) */
    RF_E_ILLEGAL,     /* an illegal move or choice: refused, nothing changed */
    RF_E_NOMEM,
} rf_status;

typedef struct rf_error {
    rf_status code;
    char file[256];     /* file the error is in, "" if none */
    int line, column;   /* 1-based; 0 if unknown */
    char field[96];     /* JSON path or scenario keyword, "" if none */
    char message[320];
} rf_error;

const char *rf_status_name(rf_status s);   /* "RF_E_MAP" */
/* "file:line:column: field: message" */
void rf_error_format(const rf_error *e, char *buf, int n);

/* ---- Content: the data set (component kinds, templates, map lists) ---- */

typedef struct rf_content rf_content;

/* Load every content file in data_dir (NULL: the built-in data directory). */
rf_status rf_content_load(const char *data_dir, rf_content **out, rf_error *err);
void rf_content_free(rf_content *c);
const char *rf_content_dir(const rf_content *c);

/* ---- Maps ---- */

typedef struct rf_map rf_map;

/* Load a map file (JSON, docs/maps.md). A name without '/' or ".json"
 * ("crossroads") is looked up in the content's maps/ directory. */
rf_status rf_map_load(const rf_content *c, const char *path_or_name, rf_map **out,
                      rf_error *err);
void rf_map_free(rf_map *m);
const char *rf_map_name(const rf_map *m);
int rf_map_width(const rf_map *m);
int rf_map_height(const rf_map *m);

/* Draw the map as text (levels, walls, half walls, bins, beacons...). */
void rf_map_render(const rf_map *m, FILE *out, bool color);

/* A legend to draw on a map: its name (its initial is drawn), its space and
 * squad (0 red, 1 blue). */
typedef struct rf_marker { const char *name; int x, y; int squad; } rf_marker;
/* Draw the map with legends on it. */
void rf_map_render_marked(const rf_map *m, const rf_marker *marks, int n, FILE *out,
                          bool color);

/* Check the map against its component list in the match settings (MAP-n)
 * and the custom map guidelines (CUSTOM-n). Prints a report; returns the
 * number of errors (warnings do not count). */
int rf_map_check(const rf_map *m, FILE *out);

/* Line of sight between two places written in scenario notation ("3,4",
 * "@5,6", "@5,6:1", or a legend-free place); prints the answer, and with
 * explain the blockades crossed, X and the rule IDs. Returns 1 clear,
 * 0 blocked, -1 on a bad place (err filled). */
int rf_map_los(const rf_map *m, const char *a, const char *b, bool explain, FILE *out,
               rf_error *err);

/* ---- Scenarios (rule tests, ../shared/SCENARIOS.md, docs/scenarios.md) ---- */

typedef struct rf_scenario_totals { int passed, failed, file_errors; } rf_scenario_totals;

/* Run one scenario file, printing "PASS file:line ..." / "FAIL file:line ...
 * got ..." per expectation; adds to *totals. Returns RF_OK, or an error if
 * the file could not be read or parsed (err names file, line and field). */
rf_status rf_scenario_run_file(const rf_content *c, const char *path, FILE *out,
                               rf_scenario_totals *totals, rf_error *err);
/* Same, from a string (for fuzzing and tests). */
rf_status rf_scenario_run_text(const rf_content *c, const char *name, const char *text,
                               FILE *out, rf_scenario_totals *totals, rf_error *err);

#ifdef __cplusplus
}
#endif
#endif
