/*
 * testutil.h — shared helpers for the cmocka unit tests: load the default
 * content, take and refuse choices with the state checked, and cmocka's
 * includes.
 */
#ifndef RF_TESTUTIL_H
#define RF_TESTUTIL_H

#include <setjmp.h>
#include <stdbool.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "ringfall.h"
#include "data/content.h"

/* The default content set (data/), loaded once per test program. */
const rf_content *tu_content(void);
/* Crossroads (MAP-6), the books' first map, on the default content; loaded
 * once per test program. */
const rf_map *tu_crossroads(void);

/* The default content with the test-only files of tests/data/ added:
 * action cards `cards` and ability cards `abilities` (file names, NULL for
 * none); a new copy each call (callers keep theirs), or the test fails. */
rf_content *tu_content_plus(const char *cards, const char *abilities);
/* An abilities file (a path) the loader must refuse whole: RF_E_DATA and
 * the content's abilities unchanged; returns the error for the caller to
 * check its file, line, field and words. */
rf_error tu_abilities_refused(const char *path);
/* Load a copy of the default content whose data file `file` was edited by
 * the sed script `sed` (a temporary directory, removed after); the loader's
 * status, and its error in err. */
rf_status tu_load_edited(const char *file, const char *sed, rf_error *err);

/* ---- Small games for rule tests ---- */

/* A legend placed on the map: its action deck and ability cards by id
 * (NULL or "": none; "*": the legend's own). */
typedef struct tu_spot {
    const char *name;
    int squad, x, y;
    const char *deck, *abilities;
} tu_spot;
/* A game of content c on map m with these legends and seed, checked; a
 * refused setup fails the test with the engine's reason. */
rf_game *tu_game(const rf_content *c, const rf_map *m, const tu_spot *s, int n,
                 unsigned long long seed);
/* The same in two steps, for a setup with more to it (a mode, modules):
 * fill su with the legends and seed, then make the game. */
void tu_setup(rf_setup *su, const tu_spot *s, int n, unsigned long long seed);
rf_game *tu_game_of(const rf_content *c, const rf_map *m, const rf_setup *su);
/* A xorshift64 draw from *state (never 0): the property tests' own
 * numbers, apart from the game's generator. */
unsigned tu_xorshift(unsigned long long *state);
/* A whole match as `ringfall play` starts it: the draft from every legend
 * of the books (DRAFT-6), each with its own action deck and abilities;
 * the caller sets the mode, sizes and modules. */
void tu_draft_setup(rf_setup *su, unsigned long long seed);
/* Where a legend stands, playing with its own action deck and ability cards. */
typedef struct tu_at {
    const char *name;
    int squad, x, y;
} tu_at;
/* tu_game with every legend's own deck and abilities ("*"). */
rf_game *tu_game_own(const rf_content *c, const rf_map *m, const tu_at *s, int n,
                     unsigned long long seed);
/* A map from its JSON text (docs/maps.md); one that does not load fails the test. */
rf_map *tu_map_text(const rf_content *c, const char *name, const char *text);

/* ---- Steps through the engine's decisions, as every rule test takes them ---- */

/* Every invariant of the state holds (rf_check), or the test fails with the reason. */
void tu_check(const rf_game *g);
/* The pending decision offers this option code. */
bool tu_offered(const rf_game *g, unsigned code);
/* Make a choice that must be legal (else the test fails with the engine's
 * reason); the state is checked after it. */
void tu_choose(rf_game *g, unsigned code);
/* A choice that must be refused: not offered, rf_choose says RF_E_ILLEGAL,
 * and the game is unchanged (its hash) and still valid. */
void tu_refused(rf_game *g, unsigned code);

/* ---- The game's log in words (rf_game_set_log) ---- */

/* Capture g's log from now on, every seat's lines, the text before dropped. */
void tu_log_start(rf_game *g);
/* The lines captured since, each ended by a newline. */
const char *tu_log_text(void);
/* The log has this text (within a line or across lines), or the test
 * fails showing the log. */
void tu_log_expect(const char *text);

#endif
