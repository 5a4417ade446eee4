/*
 * scenario_list.h — every scenario keyword and expectation, with its
 * handler (X-macro list, as Angband's list-*.h). Include it with
 * SCN_KEYWORD(name, phase, handler) and SCN_EXPECT(name, handler) defined.
 *
 * Core keywords are ../shared/SCENARIOS.md; the project's extensions are
 * documented in docs/scenarios.md. To add a keyword: one line here and a
 * handler in its own file; scenario.c does not change.
 */

/* The board line (scenario_board.c). */
SCN_KEYWORD("board", SCN_PHASE_HEADER, scn_kw_board)

/* Board components, added as read (scenario_board.c; GRID-5, LVL). */
SCN_KEYWORD("building", SCN_PHASE_BOARD, scn_kw_building)
SCN_KEYWORD("canyon", SCN_PHASE_BOARD, scn_kw_canyon)
SCN_KEYWORD("wall", SCN_PHASE_BOARD, scn_kw_wall)
SCN_KEYWORD("halfwall", SCN_PHASE_BOARD, scn_kw_halfwall)
SCN_KEYWORD("bin", SCN_PHASE_BOARD, scn_kw_bin)
SCN_KEYWORD("beacon", SCN_PHASE_BOARD, scn_kw_beacon)
SCN_KEYWORD("rock", SCN_PHASE_BOARD, scn_kw_rock)
SCN_KEYWORD("tree", SCN_PHASE_BOARD, scn_kw_tree)
SCN_KEYWORD("roofwall", SCN_PHASE_BOARD, scn_kw_roofwall)             /* extension */
SCN_KEYWORD("roofhalfwall", SCN_PHASE_BOARD, scn_kw_roofhalfwall)     /* extension */
SCN_KEYWORD("zipline", SCN_PHASE_BOARD, scn_kw_zipline)               /* extension */
SCN_KEYWORD("roofzipline", SCN_PHASE_BOARD, scn_kw_roofzipline)       /* extension */

/* The situation (scenario_place.c): legends and objects placed in play. */
SCN_KEYWORD("legend", SCN_PHASE_PLAY, scn_kw_legend)
SCN_KEYWORD("smoke", SCN_PHASE_PLAY, scn_kw_smoke)
SCN_KEYWORD("dome", SCN_PHASE_PLAY, scn_kw_dome)
SCN_KEYWORD("drop", SCN_PHASE_PLAY, scn_kw_drop)                      /* extension */
SCN_KEYWORD("heatshield", SCN_PHASE_PLAY, scn_kw_heatshield)          /* extension */

/* Drawing the board as it stands (scenario_show.c). */
SCN_KEYWORD("show", SCN_PHASE_PLAY, scn_kw_show)                      /* extension */

/* Actions (scenario_move.c). */
SCN_KEYWORD("move", SCN_PHASE_PLAY, scn_kw_move)

/* Expectations (scenario_expect.c dispatches on the second field). */
SCN_KEYWORD("expect", SCN_PHASE_PLAY, scn_kw_expect)

/* Geometry expectations (scenario_expect_geo.c; DIST, ADJ, LOS, COVER,
 * ZONE, AOE, GRID-4). */
SCN_EXPECT("level", scn_ex_level)
SCN_EXPECT("distance", scn_ex_distance)
SCN_EXPECT("range1", scn_ex_range1)
SCN_EXPECT("adjacent", scn_ex_adjacent)
SCN_EXPECT("neighboring", scn_ex_neighboring)
SCN_EXPECT("neighbouring", scn_ex_neighboring)                        /* extension: spelling */
SCN_EXPECT("los", scn_ex_los)
SCN_EXPECT("cover", scn_ex_cover)
SCN_EXPECT("inzone", scn_ex_inzone)
SCN_EXPECT("zoneapplies", scn_ex_zoneapplies)                         /* extension */
SCN_EXPECT("free", scn_ex_free)                                       /* extension */
SCN_EXPECT("aoe", scn_ex_aoe)                                         /* extension */

/* Movement expectations (scenario_expect_move.c; MOVE). */
SCN_EXPECT("movecost", scn_ex_movecost)
SCN_EXPECT("reach", scn_ex_reach)
SCN_EXPECT("at", scn_ex_at)
SCN_EXPECT("stepcost", scn_ex_stepcost)                               /* extension */
SCN_EXPECT("entered", scn_ex_entered)                                 /* extension */
SCN_EXPECT("reachcount", scn_ex_reachcount)                           /* extension */
