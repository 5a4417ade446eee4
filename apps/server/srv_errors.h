/*
 * srv_errors.h — the server's own error codes: one list, X(NAME, HTTP),
 * built as the engine's (RF_STATUS_LIST, include/ringfall.h). From it come
 * enum srv_err (SRV_E_##NAME), what reply_error answers ({"error": NAME}
 * with status HTTP) and the "errors" GET /api/protocol serves. A refusal
 * by the engine answers with the engine's list instead (reply_refused:
 * "ILLEGAL", 422). docs/protocol.md, "Errors", says when each is sent.
 */
#ifndef RF_SRV_ERRORS_H
#define RF_SRV_ERRORS_H

#define SRV_ERROR_LIST(X)                                                                  \
    X(BAD_REQUEST, 400)          /* malformed body, unknown or wrong fields, a bad query */ \
    X(BAD_JSON, 400)             /* a body that is not JSON */                             \
    X(BAD_SETUP, 400)            /* a create request that cannot be played */              \
    X(BAD_NAME, 400)             /* a player's name too long, empty or with other          \
                                    characters than letters, digits, spaces, - _ . ' */    \
    X(NO_TOKEN, 401)             /* choosing without a token */                            \
    X(BAD_TOKEN, 401)            /* a token that holds no seat of this match */            \
    X(BAD_HOST, 403)             /* a request for another name (guard.c) */                \
    X(BAD_ORIGIN, 403)           /* a request from a page of another site (guard.c) */     \
    X(NOT_YOUR_TURN, 403)        /* choosing when another seat decides */                  \
    X(NOT_YOUR_LEGEND, 403)      /* choosing for a legend another player of the squad      \
                                    plays (R-PLAYERS-1, R-PLAYERS-3) */                    \
    X(REPLAY_HIDDEN, 403)        /* the replay of a match not yet over */                  \
    X(NOT_YOUR_SQUAD, 403)       /* chatting to the other squad (h_chat.c) */              \
    X(NOT_HOST, 403)             /* handing a seat over without the creator's token */     \
    X(NOT_FOUND, 404)            /* no such endpoint or file */                            \
    X(NO_MATCH, 404)             /* no such match */                                       \
    X(UNKNOWN_MAP, 404)          /* no such map (GET /api/maps/NAME) */                    \
    X(METHOD_NOT_ALLOWED, 405)   /* e.g. GET .../choose */                                 \
    X(SEAT_TAKEN, 409)           /* joining a seat that cannot be joined */                \
    X(BOT_SEAT, 409)                                                                       \
    X(NO_FREE_SEAT, 409)                                                                   \
    X(GAME_OVER, 409)            /* choosing when the match cannot take that choice */     \
    X(STALE_STEP, 409)                                                                     \
    X(BROKEN, 409)                                                                         \
    X(NOT_UNDOABLE, 409)         /* an undo after something new is known (rf_undoable) */  \
    X(NO_SQUAD, 409)             /* squad chat before the colours are drawn */             \
    X(NOT_OVER, 409)             /* a rematch offered before the match is over */          \
    X(REMATCH_OFFERED, 409)      /* a second rematch of one match (h_rematch.c) */         \
    X(TOO_LARGE, 413)            /* a body over SRV_MAX_BODY */                            \
    X(NOT_JSON, 415)             /* a POST without Content-Type: application/json */       \
    X(TOO_MANY_CREATES, 429)     /* one client past its limit (limits.c) */                \
    X(TOO_MANY_STREAMS, 429)                                                               \
    X(TOO_MANY_CONNECTIONS, 429)                                                           \
    X(TOO_MANY_MESSAGES, 429)    /* a seat's chat past its rate (h_chat.c) */              \
    X(INTERNAL, 500)             /* out of memory, no random source */                     \
    X(STORE_FAILED, 500)         /* the store could not write; nothing changed */          \
    X(TOO_MANY_MATCHES, 503)     /* the server's limits for everyone */                    \
    X(BUSY, 503)

typedef enum srv_err {
#define SRV_ERR_ENUM_(name, http) SRV_E_##name,
    SRV_ERROR_LIST(SRV_ERR_ENUM_)
#undef SRV_ERR_ENUM_
    SRV_E_COUNT
} srv_err;

/* The list's NAME and HTTP status of e ("INTERNAL" and 500 if none). */
const char *srv_error_name(srv_err e);
int srv_error_http_status(srv_err e);

#endif
