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
SCN_KEYWORD("portal", SCN_PHASE_PLAY, scn_kw_portal)                  /* extension */

/* Drawing the board as it stands (scenario_show.c). */
SCN_KEYWORD("show", SCN_PHASE_PLAY, scn_kw_show)                      /* extension */

/* Weapons and Aim cards (scenario_weapon.c, scenario_aim.c; WEAPON,
 * ATTACH, AIM). */
SCN_KEYWORD("weapon", SCN_PHASE_PLAY, scn_kw_weapon)
SCN_KEYWORD("equip", SCN_PHASE_PLAY, scn_kw_equip)
SCN_KEYWORD("aimboard", SCN_PHASE_PLAY, scn_kw_aimboard)
SCN_KEYWORD("deck", SCN_PHASE_PLAY, scn_kw_deck)

/* Actions (scenario_move.c; scenario_combat.c: SHOOT, MELEE, PUSH, DMG). */
SCN_KEYWORD("move", SCN_PHASE_PLAY, scn_kw_move)
SCN_KEYWORD("walk", SCN_PHASE_PLAY, scn_kw_walk)                      /* extension: the Move 2 action (scenario_walk.c) */
SCN_KEYWORD("moveto", SCN_PHASE_PLAY, scn_kw_moveto)                  /* extension: a pending Move's end (scenario_walk.c) */
SCN_KEYWORD("rush", SCN_PHASE_PLAY, scn_kw_rush)                      /* extension: RUSH-1 (a) (scenario_step.c) */
SCN_KEYWORD("answer", SCN_PHASE_PLAY, scn_kw_answer)                  /* extension: a pending decision (scenario_answer.c) */
SCN_KEYWORD("shoot", SCN_PHASE_PLAY, scn_kw_shoot)
SCN_KEYWORD("melee", SCN_PHASE_PLAY, scn_kw_melee)
SCN_KEYWORD("damage", SCN_PHASE_PLAY, scn_kw_damage)

/* Set-up, activations, items, respawns and the round, played by the
 * engine (scenario_play.c; ACT, USE, GRENADE, CONSUM, RESP, TRANS, RING). */
SCN_KEYWORD("give", SCN_PHASE_PLAY, scn_kw_give)                      /* extension */
SCN_KEYWORD("ring", SCN_PHASE_PLAY, scn_kw_ring)                      /* extension */
SCN_KEYWORD("round", SCN_PHASE_PLAY, scn_kw_round)                    /* extension */
SCN_KEYWORD("activate", SCN_PHASE_PLAY, scn_kw_activate)              /* extension */
SCN_KEYWORD("end", SCN_PHASE_PLAY, scn_kw_end)                        /* extension */
SCN_KEYWORD("throw", SCN_PHASE_PLAY, scn_kw_throw)                    /* extension */
SCN_KEYWORD("use", SCN_PHASE_PLAY, scn_kw_use)                        /* extension */
SCN_KEYWORD("respawn", SCN_PHASE_PLAY, scn_kw_respawn)                /* extension */
SCN_KEYWORD("transition", SCN_PHASE_PLAY, scn_kw_transition)          /* extension */
SCN_KEYWORD("interact", SCN_PHASE_PLAY, scn_kw_interact)              /* extension */
SCN_KEYWORD("destroy", SCN_PHASE_PLAY, scn_kw_destroy)                /* extension: scenario_destroy.c */
SCN_KEYWORD("abilities", SCN_PHASE_PLAY, scn_kw_abilities)            /* extension: scenario_ability.c */
SCN_KEYWORD("ability", SCN_PHASE_PLAY, scn_kw_ability)                /* extension: scenario_ability.c */
SCN_KEYWORD("pickup", SCN_PHASE_PLAY, scn_kw_pickup)                  /* extension: scenario_loot.c */
SCN_KEYWORD("putdown", SCN_PHASE_PLAY, scn_kw_putdown)                /* extension: scenario_loot.c */
SCN_KEYWORD("bincard", SCN_PHASE_PLAY, scn_kw_bincard)                /* extension: scenario_bin.c */
SCN_KEYWORD("bag", SCN_PHASE_PLAY, scn_kw_bag)                        /* extension: scenario_bin.c */
SCN_KEYWORD("open", SCN_PHASE_PLAY, scn_kw_open)                      /* extension: scenario_bin.c */
SCN_KEYWORD("weapondeck", SCN_PHASE_PLAY, scn_kw_weapondeck)          /* extension: scenario_gain.c */
SCN_KEYWORD("weaponaction", SCN_PHASE_PLAY, scn_kw_weaponaction)      /* extension: WEAPON-15 (scenario_weapon_action.c) */

/* Action cards (scenario_cards.c; CARD, ENHANCE, REACT). */
SCN_KEYWORD("hand", SCN_PHASE_PLAY, scn_kw_hand)                      /* extension */
SCN_KEYWORD("play", SCN_PHASE_PLAY, scn_kw_play)                      /* extension */

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
SCN_EXPECT("object", scn_ex_object)                                   /* extension: scenario_destroy.c */
SCN_EXPECT("destroy", scn_ex_destroy)                                 /* extension: scenario_destroy.c */
SCN_EXPECT("ability", scn_ex_ability)                                 /* extension: scenario_ability.c */
SCN_EXPECT("pickup", scn_ex_pickup)                                   /* extension: scenario_loot.c */
SCN_EXPECT("putdown", scn_ex_putdown)                                 /* extension: scenario_loot.c */
SCN_EXPECT("loot", scn_ex_loot)                                       /* extension: scenario_loot.c */
SCN_EXPECT("open", scn_ex_open)                                       /* extension: scenario_bin.c */
SCN_EXPECT("holds", scn_ex_holds)                                     /* extension: scenario_gain.c */
SCN_EXPECT("weaponaction", scn_ex_weaponaction)                       /* extension: scenario_weapon_action.c */

/* Movement expectations (scenario_expect_move.c; MOVE). */
SCN_EXPECT("movecost", scn_ex_movecost)
SCN_EXPECT("reach", scn_ex_reach)
SCN_EXPECT("at", scn_ex_at)
SCN_EXPECT("stepcost", scn_ex_stepcost)                               /* extension */
SCN_EXPECT("entered", scn_ex_entered)                                 /* extension */
SCN_EXPECT("reachcount", scn_ex_reachcount)                           /* extension */
SCN_EXPECT("walk", scn_ex_walk)                                       /* extension: scenario_walk.c */
SCN_EXPECT("moveto", scn_ex_moveto)                                   /* extension: scenario_walk.c */
SCN_EXPECT("rush", scn_ex_rush)                                       /* extension: scenario_step.c */
SCN_EXPECT("answer", scn_ex_answer)                                   /* extension: scenario_answer.c */

/* Combat expectations (SHOOT, AIM, DMG, KO, ELIM, MELEE): hitthreshold,
 * canshoot, canmelee and ammo in scenario_combat.c, the others in
 * scenario_expect_combat.c. */
SCN_EXPECT("hitthreshold", scn_ex_hitthreshold)
SCN_EXPECT("last", scn_ex_last)
SCN_EXPECT("health", scn_ex_health)
SCN_EXPECT("shield", scn_ex_shield)
SCN_EXPECT("eliminated", scn_ex_eliminated)
SCN_EXPECT("canshoot", scn_ex_canshoot)                               /* extension */
SCN_EXPECT("canmelee", scn_ex_canmelee)                               /* extension */
SCN_EXPECT("ammo", scn_ex_ammo)                                       /* extension */
SCN_EXPECT("card", scn_ex_card)                                       /* extension */
SCN_EXPECT("queued", scn_ex_queued)                                   /* extension */
SCN_EXPECT("knockdown", scn_ex_knockdown)                             /* extension */

/* The game's state (scenario_play.c; ACT, ELIM-3, BR, ROUND, BACKPACK). */
SCN_EXPECT("ap", scn_ex_ap)                                           /* extension */
SCN_EXPECT("active", scn_ex_active)                                   /* extension */
SCN_EXPECT("action", scn_ex_action)                                   /* extension */
SCN_EXPECT("vp", scn_ex_vp)                                           /* extension */
SCN_EXPECT("deathboxes", scn_ex_deathboxes)                           /* extension */
SCN_EXPECT("over", scn_ex_over)                                       /* extension */
SCN_EXPECT("round", scn_ex_round)                                     /* extension */
SCN_EXPECT("pack", scn_ex_pack)                                       /* extension */
SCN_EXPECT("attached", scn_ex_attached)                               /* extension */
SCN_EXPECT("hand", scn_ex_hand)                                       /* extension */
