/*
 * cli_view_modules.c — the Supply Drops and Replicator lines of the text
 * view (cli_view.c), from rf_observe's "supply_drops" and "replicator":
 * where the markers and drops are, what the replicator offers.
 */
#include <jansson.h>
#include <stdio.h>

#include "cli_view.h"

static long long num(const json_t *o, const char *key)
{
    return json_integer_value(json_object_get(o, key));
}

static void print_drops(const json_t *d, FILE *out)
{
    size_t i;
    const json_t *e;
    fprintf(out, "Supply drops:");
    json_array_foreach(json_object_get(d, "drops"), i, e) {
        const char *where = json_string_value(json_object_get(e, "where"));
        if (where && where[0] == 'm')
            fprintf(out, " %s on %lld,%lld;", json_is_true(json_object_get(e, "closed")) ? "closed" : "open",
                    num(e, "x"), num(e, "y"));
        else if (where && where[0] == 'b')
            fprintf(out, " due at %s's turn of round %lld;",
                    json_string_value(json_object_get(e, "squad")), num(e, "round"));
    }
    json_array_foreach(json_object_get(d, "markers"), i, e)
        if (json_object_get(e, "x"))
            fprintf(out, " %s marker on %lld,%lld;", json_string_value(json_object_get(e, "squad")),
                    num(e, "x"), num(e, "y"));
    fprintf(out, " %lld cards left.\n", num(d, "cards_left"));
}

static void print_replicator(const json_t *r, FILE *out)
{
    size_t i;
    const json_t *e;
    fprintf(out, "Replicator: %lld markers in the supply; on the map:", num(r, "supply"));
    json_array_foreach(json_object_get(r, "markers"), i, e)
        fprintf(out, " %lld,%lld", json_integer_value(json_array_get(e, 0)),
                json_integer_value(json_array_get(e, 1)));
    fprintf(out, ".\n  Display (legendary 3, epic 2, rare 1 markers):");
    json_array_foreach(json_object_get(r, "display"), i, e)
        fprintf(out, "%s %s", i % 3 ? "," : i ? ";" : "", json_is_string(e) ? json_string_value(e) : "-");
    fprintf(out, ".\n");
}

void cli_view_modules(const json_t *o, FILE *out)
{
    const json_t *d = json_object_get(o, "supply_drops"), *r = json_object_get(o, "replicator");
    if (json_is_object(d)) print_drops(d, out);
    if (json_is_object(r)) print_replicator(r, out);
}
