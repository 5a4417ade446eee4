/*
 * api_client.h — the server's tests talk to it through srv_handle (no
 * sockets): one call per request, the answer parsed as JSON.
 */
#ifndef RF_API_CLIENT_H
#define RF_API_CLIENT_H

#include <jansson.h>
#include <stdbool.h>

#include "server.h"

typedef struct api_reply {
    int status;
    char *text;          /* the body as sent */
    json_t *json;        /* the body parsed (NULL if it is not JSON) */
    srv_response raw;
} api_reply;

/* A server on db ("/…" a file, ":memory:"), web files from web_dir. */
srv *api_open(const char *db, const char *web_dir);
/* method, path with an optional ?query, token (NULL none), body (NULL none). */
api_reply api(srv *s, const char *method, const char *path, const char *token, const char *body);
void api_free(api_reply *r);
/* The error code of a 4xx answer ("" if none). */
const char *api_error(const api_reply *r);
/* Create a match from a JSON body; returns its id (fails the test if not 201). */
int api_create(srv *s, const char *body);
/* Join a seat; returns its token (static storage per seat index k). */
const char *api_join(srv *s, int match, int seat, int k);

/* Choose option k (mod the count) of match's pending decision for the
 * token's seat (fails the test unless it is taken); whether match is over. */
void api_choose_nth(srv *s, int match, const char *token, unsigned k);
bool api_over(srv *s, int match);

/* A store file in a fresh temporary directory, for the tests that restart
 * a server on it: cmocka group set-up and tear-down (removes the database
 * with its -wal and -shm files, and the directory), and the file's path. */
int api_store_setup(void **state);
int api_store_teardown(void **state);
const char *api_store(void);
/* A copy of file `from` at `to` (a closed store: the file holds it all);
 * fails the test if it cannot be made. */
void api_copy_file(const char *from, const char *to);

#endif
