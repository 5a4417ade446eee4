/*
 * cli_view_modules.c — the special modules' lines of the text view
 * (cli_view.c), from rf_observe, as the browser client's mode board shows
 * them: the Events module's face-up card with its words ("events"), the
 * Gun Run queues ("gun_run", another squad's as a count only), the heat
 * shields, where the supply drops and their markers are, what the
 * replicator offers.
 */
#include <jansson.h>
#include <stdio.h>
#include <string.h>

#include "cli_view.h"

static long long num(const json_t *o, const char *key)
{
    return json_integer_value(json_object_get(o, key));
}

/* A weapon card's or loot kind's name as the content prints it (the
 * observation gives ids: "FK-W-11", "optic_hcog_classic"); the id if unknown. */
static const char *name_of(const rf_content *c, const char *id)
{
    const char *k, *name;
    for (int i = 0; rf_weapon_info_get(c, i, &k, &name); i++)
        if (strcmp(k, id) == 0) return name;
    for (int i = 0; rf_item_info_get(c, i, &k, &name); i++)
        if (strcmp(k, id) == 0) return name;
    return id;
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

static void print_replicator(const json_t *r, const rf_content *c, FILE *out)
{
    size_t i;
    const json_t *e;
    fprintf(out, "Replicator: %lld markers in the supply; on the map:", num(r, "supply"));
    json_array_foreach(json_object_get(r, "markers"), i, e)
        fprintf(out, " %lld,%lld", json_integer_value(json_array_get(e, 0)),
                json_integer_value(json_array_get(e, 1)));
    fprintf(out, ".\n  Display (legendary 3, epic 2, rare 1 markers):");
    json_array_foreach(json_object_get(r, "display"), i, e)
        fprintf(out, "%s %s", i % 3 ? "," : i ? ";" : "",
                json_is_string(e) ? name_of(c, json_string_value(e)) : "-");
    fprintf(out, ".\n");
}

/* EVENT-3: the active card is face up, its words public; the deck's are not. */
static void print_events(const json_t *e, FILE *out)
{
    const json_t *a = json_object_get(e, "active");
    if (json_is_object(a))
        fprintf(out, "Event card: %s (%s): %s\n", json_string_value(json_object_get(a, "name")),
                json_string_value(json_object_get(a, "type")),
                json_string_value(json_object_get(a, "text")));
    else
        fprintf(out, "Event card: none face up yet.\n");
    fprintf(out, "  Event deck %lld cards, %lld removed.\n", num(e, "deck"), num(e, "removed"));
}

/* HEAT-1: the heat shields standing on the map. */
static void print_heat(const json_t *h, FILE *out)
{
    size_t i;
    const json_t *e;
    fprintf(out, "Heat shields:");
    json_array_foreach(h, i, e)
        fprintf(out, " %lld,%lld", json_integer_value(json_array_get(e, 0)),
                json_integer_value(json_array_get(e, 1)));
    fprintf(out, "%s.\n", json_array_size(h) ? "" : " none on the map yet");
}

static void print_names(const json_t *list, const rf_content *c, FILE *out)
{
    size_t i;
    const json_t *e;
    json_array_foreach(list, i, e)
        fprintf(out, "%s%s", i ? ", " : " ", name_of(c, json_string_value(e)));
    if (json_array_size(list) == 0) fprintf(out, " -");
}

/* GUNRUN-5: a squad sees its own weapon queue, only a count of the other's. */
static void print_gunrun(const json_t *g, const rf_content *c, FILE *out)
{
    size_t i;
    const json_t *s;
    json_array_foreach(g, i, s) {
        const json_t *q = json_object_get(s, "queue");
        fprintf(out, "Gun Run %s: queue", json_string_value(json_object_get(s, "squad")));
        if (json_is_array(q)) print_names(q, c, out);
        else fprintf(out, " %lld card(s) face down", json_integer_value(q));
        fprintf(out, "; deck %lld; discard", num(s, "deck"));
        print_names(json_object_get(s, "discard"), c, out);
        fprintf(out, ".\n");
    }
}

void cli_view_modules(const json_t *o, const rf_content *c, FILE *out)
{
    const json_t *d = json_object_get(o, "supply_drops"), *r = json_object_get(o, "replicator");
    const json_t *e = json_object_get(o, "events"), *g = json_object_get(o, "gun_run");
    const json_t *h = json_object_get(o, "heat_shields");
    if (json_is_object(e)) print_events(e, out);
    if (json_is_array(g)) print_gunrun(g, c, out);
    if (json_is_array(h)) print_heat(h, out);
    if (json_is_object(d)) print_drops(d, out);
    if (json_is_object(r)) print_replicator(r, c, out);
}
