/*
 * cli_view.c — a game as text for people, from what one seat may know
 * (rf_observe): the board with the legends on it, and one status line per
 * legend (place, shield and health, death boxes, weapons with ammo, its
 * Assassination role card as the seat may see it, hand).
 */
#include <jansson.h>
#include <string.h>

#include "cli.h"
#include "cli_view.h"

static void print_weapons(const json_t *ws, FILE *out)
{
    size_t i;
    const json_t *w;
    json_array_foreach(ws, i, w) {
        if (json_is_null(w)) continue;
        fprintf(out, "%s%s (%lld ammo)", i ? ", " : "", json_string_value(json_object_get(w, "name")),
                json_integer_value(json_object_get(w, "ammo")));
    }
}

/* An action card's name as printed (data/cards.json), not its id. */
static const char *card_name(const rf_content *c, const char *id)
{
    const char *cid, *name, *text;
    for (int i = 0; id && rf_card_info_get(c, i, &cid, &name, &text); i++)
        if (strcmp(cid, id) == 0) return name;
    return id ? id : "?";
}

static void print_hand(const json_t *hand, const rf_content *content, FILE *out)
{
    if (!json_is_array(hand) || json_array_size(hand) == 0) return;
    fputs("; hand:", out);
    size_t i;
    const json_t *c;
    json_array_foreach(hand, i, c)
        fprintf(out, "%s %s", i ? "," : "", card_name(content, json_string_value(c)));
}

/* ASSN-6 … ASSN-8: a role card is its squad's secret until played or revealed. */
static void print_role(const json_t *l, FILE *out)
{
    const char *role = json_string_value(json_object_get(l, "role"));
    if (!role) return;
    if (strcmp(role, "hidden") == 0) fputs("; role card face down", out);
    else fprintf(out, "; role %s (%s)", role,
                 json_is_true(json_object_get(l, "role_face_up")) ? "revealed" : "secret");
}

static void print_legend(const json_t *l, const rf_content *c, FILE *out)
{
    const char *name = json_string_value(json_object_get(l, "name"));
    fprintf(out, "  %-11s %-4s ", name ? name : "?", json_string_value(json_object_get(l, "squad")));
    if (json_is_true(json_object_get(l, "on_map")))
        fprintf(out, "at %lld,%lld level %lld  ", json_integer_value(json_object_get(l, "x")),
                json_integer_value(json_object_get(l, "y")),
                json_integer_value(json_object_get(l, "level")));
    else
        fputs("ELIMINATED        ", out);
    fprintf(out, "shield %2lld health %2lld  boxes %lld  ",
            json_integer_value(json_object_get(l, "shield")),
            json_integer_value(json_object_get(l, "health")),
            json_integer_value(json_object_get(l, "death_boxes")));
    print_weapons(json_object_get(l, "weapons"), out);
    print_role(l, out);
    print_hand(json_object_get(l, "hand"), c, out);
    fputc('\n', out);
}

static void draw_board(const rf_game *g, const rf_map *m, const json_t *legends, FILE *out)
{
    (void)g;
    rf_marker marks[RF_SETUP_MAX_LEGENDS];
    int n = 0;
    size_t i;
    const json_t *l;
    json_array_foreach(legends, i, l) {
        if (n == RF_SETUP_MAX_LEGENDS || !json_is_true(json_object_get(l, "on_map"))) continue;
        const char *squad = json_string_value(json_object_get(l, "squad"));
        marks[n].name = json_string_value(json_object_get(l, "name"));
        marks[n].x = (int)json_integer_value(json_object_get(l, "x"));
        marks[n].y = (int)json_integer_value(json_object_get(l, "y"));
        marks[n].squad = squad && strcmp(squad, "blue") == 0;
        n++;
    }
    (void)m;
    rf_game_render(g, marks, n, out, false);       /* in play: placed objects, opened bins */
}

void cli_view_print(const rf_game *g, const rf_map *m, int seat, bool board, FILE *out)
{
    rf_viewer v = { seat, 0 };
    cli_view_print_as(g, m, &v, board, out);
}

void cli_view_print_as(const rf_game *g, const rf_map *m, const rf_viewer *v, bool board,
                       FILE *out)
{
    static char text[65536];
    rf_observe_as(g, v, text, sizeof text);
    json_error_t jerr;
    json_t *o = json_loads(text, 0, &jerr);
    if (!o) {
        fprintf(out, "(cannot read the observation: %s)\n", jerr.text);
        return;
    }
    const json_t *legends = json_object_get(o, "legends");
    if (board) draw_board(g, m, legends, out);
    const json_t *vp = json_object_get(o, "vp");
    int mode = rf_view_mode(g);
    fprintf(out, "Round %lld, %s squad's turn.", json_integer_value(json_object_get(o, "round")),
            json_string_value(json_object_get(o, "turn")));
    if (mode == RF_MODE_ASSN || mode == RF_MODE_CTF)   /* no victory points (ASSN-3, CTF-4, CTF-13) */
        fputc('\n', out);
    else
        fprintf(out, " VP red %lld, blue %lld.\n", json_integer_value(json_array_get(vp, 0)),
                json_integer_value(json_array_get(vp, 1)));
    const json_t *ring = json_object_get(o, "ring");
    char words[64] = "";
    if (json_is_object(ring))
        rf_ring_card_words(rf_game_content(g), json_string_value(json_object_get(ring, "card")), words,
                           sizeof words);
    if (json_is_object(ring))
        fprintf(out, "Ring: columns %lld-%lld, rows %lld-%lld; outside it a legend takes %lld "
                "damage at the end of this round. Next ring card: %s.\n",
                json_integer_value(json_object_get(ring, "west")),
                json_integer_value(json_object_get(ring, "east")),
                json_integer_value(json_object_get(ring, "north")),
                json_integer_value(json_object_get(ring, "south")),
                json_integer_value(json_object_get(ring, "damage")), words);
    cli_view_modes(o, g, out);                /* EQUIP, CTF */
    cli_view_modules(o, rf_game_content(g), out);                 /* EVENT, GUNRUN, HEAT, DROP, REPL */
    size_t i;
    const json_t *l;
    json_array_foreach(legends, i, l) print_legend(l, rf_game_content(g), out);
    json_decref(o);
}
