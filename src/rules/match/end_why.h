/*
 * end_why.h — why a game ended (g->end_why; engine_end_game, engine.h): the
 * core ends a game at the trophy (ROUND-5, frame_round.c), the modes by
 * their own rules (modes/br/victory.h and each mode); end_reason.c and the
 * modes' end_words say it in words.
 */
#ifndef RF_RULES_END_WHY_H
#define RF_RULES_END_WHY_H

/* Why a game ended (g->end_why; rf_game_end_reason says it in words). */
enum rf_end_why {
    RF_END_NONE,
    RF_END_ALL_ELIMINATED,   /* BR-5 */
    RF_END_NO_BOXES,         /* BR-6 */
    RF_END_TROPHY,           /* ROUND-5: the mode's rule after the last round (BR-7, TDM-4,
                                CTF-5, CHAMP-3, R-ASSN-1) */
    RF_END_LEADER,           /* ASSN-3 */
    RF_END_TDM_VP,           /* TDM-3 */
    RF_END_CTF_FLAGS,        /* CTF-4 */
    RF_END_CHAMP_VP,         /* CHAMP-3 */
};

#endif
