/*
 * cli_view_modes.c — the equipment modes' lines of the text view
 * (cli_view.c), from rf_observe's "equipment" and "ctf", as the browser
 * client's mode board shows them: the lock tokens of the supply and the
 * locked beacon (TDM-2, CTF-2), and in Capture the Flag the flags
 * delivered and where each flag and team token is (CTF-4). All public
 * (R-EQUIP-7).
 */
#include <jansson.h>
#include <stdio.h>

#include "cli_view.h"

static long long num(const json_t *o, const char *key)
{
    return json_integer_value(json_object_get(o, key));
}

/* A flag or team token: in the supply, on a space (a cell: y * 32 + x, as
 * option codes), carried by a legend, or delivered. */
static void print_place(const json_t *k, const json_t *legends, FILE *out)
{
    const char *where = json_string_value(json_object_get(k, "where"));
    long long at = num(k, "at");
    if (where && where[0] == 'm')
        fprintf(out, "on %d,%d", rf_cell_x((int)at), rf_cell_y((int)at));
    else if (where && where[0] == 'c')
        fprintf(out, "carried by %s",
                json_string_value(json_object_get(json_array_get(legends, (size_t)at), "name")));
    else
        fprintf(out, "%s", where ? where : "?");
}

/* Flags and team tokens 0, 1 are red's, 2, 3 blue's (as the browser client
 * names them: red 1, red 2, blue 1, blue 2). */
static void print_ctf(const json_t *c, const json_t *legends, FILE *out)
{
    const json_t *d = json_object_get(c, "delivered");
    fprintf(out, "Flags delivered: red %lld, blue %lld.\n", json_integer_value(json_array_get(d, 0)),
            json_integer_value(json_array_get(d, 1)));
    static const char *const lists[2][2] = { { "flags", "Flags" }, { "team_tokens", "Team tokens" } };
    for (int k = 0; k < 2; k++) {
        size_t i;
        const json_t *e;
        fprintf(out, "  %s:", lists[k][1]);
        json_array_foreach(json_object_get(c, lists[k][0]), i, e) {
            fprintf(out, "%s %s %zu ", i ? ";" : "", i < 2 ? "red" : "blue", i % 2 + 1);
            print_place(e, legends, out);
        }
        fprintf(out, ".\n");
    }
}

void cli_view_modes(const json_t *o, const rf_game *g, FILE *out)
{
    const json_t *e = json_object_get(o, "equipment"), *c = json_object_get(o, "ctf");
    if (json_is_object(e)) {
        int beacon = (int)num(e, "locked_beacon"), x, y;
        bool locked;
        fprintf(out, "Lock tokens in the supply: %lld; locked beacon: ", num(e, "supply"));
        if (beacon >= 0 && rf_view_beacon(g, beacon, &x, &y, &locked))
            fprintf(out, "the one on %d,%d.\n", x, y);          /* where it is, TDM-14 */
        else fprintf(out, "none.\n");
    }
    if (json_is_object(c)) print_ctf(c, json_object_get(o, "legends"), out);
}
