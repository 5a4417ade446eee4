/*
 * ctf.h — Capture the Flag (rules CTF-1 … CTF-14, docs/modes.md): team
 * tokens (the bases) and flags, placed on the squads' legends after the
 * drop (CTF-8); taking an enemy flag and delivering it to an own base by
 * Interact (CTF-9, CTF-10); a flag dropped where its carrier is eliminated
 * (CTF-13); victory on the second flag delivered (CTF-4) or by the
 * tiebreakers at the trophy (CTF-5). Flags and team tokens lie on spaces
 * without occupying them (ruling R-CTF-9): they are part of the game state,
 * not objects of the map. Flags and tokens 0, 1 are red, 2, 3 blue.
 */
#ifndef RF_RULES_CTF_H
#define RF_RULES_CTF_H

#include "errors.h"
#include "rules/engine/engine.h"

static inline int ctf_squad_of(int flag) { return flag / 2; }

/* CTF-6: flags and team tokens in the general supply. */
void ctf_setup(rf_game *g);
/* CTF-7: may legend l end its entry Move on space c: a free space with at
 * least 4 adjacent free spaces, at distance 4 or more from every other
 * legend on the map? */
bool ctf_drop_space_ok(const rf_game *g, int l, geo_cell c);
/* CTF-7: keep only such spaces among entry costs (GEO_UNREACHED = not an
 * option) and return true; when there is none, all stay and it returns
 * false (ruling R-CTF-7). */
bool ctf_entry_filter(const rf_game *g, int l, uint8_t *cost);
/* CTF-8 in a game set up on the map: the squads place their team tokens
 * and flags before the first round (mode_start.c). */
void ctf_push_bases(rf_game *g);
/* CTF-8: team token and flag pair k (0 or 1) of legend l's squad on its space. */
void ctf_place_base(rf_game *g, int l, int k);
/* The flag legend l carries, or -1 (CTF-9: at most one). */
int ctf_carried(const rf_game *g, int l);
/* CTF-9, CTF-10 in an Interact (frame_interact.c): the options, and the
 * choice (true if it was one of these). */
void ctf_interact_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob);
bool ctf_interact_legal(const rf_game *g, const rf_frame *f, uint32_t code);
bool ctf_interact_apply(rf_game *g, rf_frame *f, uint32_t code);
/* CTF-13 (1): an eliminated carrier drops its flag on its space. */
void ctf_drop_flag(rf_game *g, int l);
/* CTF-5: the winner at the trophy, -1 for a draw (R-CTF-5). */
int ctf_trophy_winner(const rf_game *g);
/* CTF-5: the tiebreaker (1 … 4) that decides, 0 if none does; v: each
 * squad's number in it (flags; distances in spaces, 1000 for none). */
int ctf_trophy_step(const rf_game *g, int v[2]);
/* The observation's ,"ctf":{...} (nothing outside Capture the Flag; all of
 * it is on the table): "delivered" [red, blue]; "flags" and "team_tokens",
 * each {"where", "at"}; "trophy" CTF-5 as it stands, {"step": the
 * tiebreaker that would decide after the last round (0 none: R-CTF-5),
 * "winner": "red", "blue" or "draw", "values": [[red, blue] × 4]} in
 * CTF-5's order (flags delivered; own flags in own bases; the smallest
 * distance in spaces from a base, then from a legend, to an enemy flag,
 * null where there is none). */
struct jbuf;
void ctf_json(const rf_game *g, struct jbuf *j);
rf_status ctf_check(const rf_game *g, rf_error *err);

#endif
