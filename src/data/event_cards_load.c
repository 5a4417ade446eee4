/*
 * event_cards_load.c — data/events.json → c->events (EVENT-1, EVENT-5,
 * DATA-GAPS 6.5; docs/modes.md).
 *
 * What a loaded file guarantees to event_cards.c: exactly 12 cards with
 * distinct ids; each names a known handler whose type it has (the handlers
 * of enum rf_event_handler are either upcoming or persistent effects) and
 * exactly the numbers that handler uses, each within its bounds; a range
 * starts at 0 or more and does not end before it starts; a "text" says in
 * plain words what the card does (the observation shows it). Errors name
 * the file, line and field.
 */
#include <stdio.h>
#include <string.h>

#include "data/event_cards_load.h"
#include "data/json_util.h"
#include "data/ju_fields.h"

static const char *const root_keys[] = { "about", "events", NULL };
static const char *const type_names[] = { "upcoming", "persistent" };

/* The numbers of "args" (bit i of a handler's needs: arg_names[i]). */
enum { A_RANGE, A_DAMAGE, A_MP, A_HT, A_CARDS, A_COOLDOWN, A_SHIELD, A_STABILITY, A_PER_HIT,
       A_COUNT };
static const char *const arg_names[A_COUNT + 1] = { "range", "damage", "mp", "ht", "cards",
                                                    "cooldown", "shield", "stability",
                                                    "per_hit", NULL };
static const int arg_min[A_COUNT] = { 0, 1, 1, -50, 1, 1, 1, 1, 1 };
static const int arg_max[A_COUNT] = { 0, 40, 4, 50, 3, 5, 40, 3, 5 };

#define B(a) (1u << (a))
static const struct {
    const char *name;
    int type;
    unsigned args;
} handlers[RF_EVH_COUNT] = {
    [RF_EVH_SPELL] = { "spell", RF_EVT_UPCOMING, B(A_RANGE) | B(A_DAMAGE) | B(A_MP) },
    [RF_EVH_DRAW_CARDS] = { "draw_cards", RF_EVT_UPCOMING, B(A_CARDS) },
    [RF_EVH_COOLDOWN] = { "cooldown", RF_EVT_UPCOMING, B(A_COOLDOWN) },
    [RF_EVH_RESTORE_SHIELD] = { "restore_shield", RF_EVT_UPCOMING, B(A_SHIELD) },
    [RF_EVH_FREE_MOVE] = { "free_move", RF_EVT_UPCOMING, B(A_MP) },
    [RF_EVH_ISOLATED] = { "isolated", RF_EVT_UPCOMING, B(A_RANGE) | B(A_DAMAGE) },
    [RF_EVH_FIGHT_OR_FLIGHT] = { "fight_or_flight", RF_EVT_PERSISTENT,
                                 B(A_RANGE) | B(A_HT) | B(A_MP) },
    [RF_EVH_SHOT_HT] = { "shot_ht", RF_EVT_PERSISTENT, B(A_RANGE) | B(A_HT) },
    [RF_EVH_MOVE_BONUS] = { "move_bonus", RF_EVT_PERSISTENT, B(A_MP) },
    [RF_EVH_DAMAGE_PER_HIT] = { "damage_per_hit", RF_EVT_PERSISTENT, B(A_PER_HIT) },
    [RF_EVH_STABILITY] = { "stability", RF_EVT_PERSISTENT, B(A_STABILITY) },
    [RF_EVH_NO_ABILITIES] = { "no_abilities", RF_EVT_PERSISTENT, 0 },
};

const char *content_event_handler_name(int handler)
{
    return handler >= 0 && handler < RF_EVH_COUNT ? handlers[handler].name : "?";
}

/* "A-B", 0 <= A <= B <= 20. */
static void read_range(ju_doc *d, const json_t *args, const char *path, rf_event_def *e)
{
    char s[16], p[JU_PATH_LEN];
    int lo, hi, used = 0;
    if (ju_get_string(d, args, path, "range", true, s, sizeof s) != 1) return;
    ju_path_key(p, sizeof p, path, "range");
    if (sscanf(s, "%d-%d%n", &lo, &hi, &used) != 2 || s[used] || lo < 0 || hi < lo || hi > 20) {
        ju_error(d, p, "bad range '%s' (expected \"A-B\", 0 <= A <= B <= 20)", s);
        return;
    }
    e->range_lo = (uint8_t)lo;
    e->range_hi = (uint8_t)hi;
}

static void read_args(ju_doc *d, const json_t *v, const char *path, rf_event_def *e)
{
    char p[JU_PATH_LEN];
    const json_t *args = ju_get_object(d, v, path, "args", true);
    if (!args) return;
    ju_path_key(p, sizeof p, path, "args");
    ju_check_keys(d, args, p, arg_names);
    unsigned need = handlers[e->handler].args;
    int8_t *out[A_COUNT] = { NULL, &e->damage, &e->mp, &e->ht, &e->cards, &e->cooldown,
                             &e->shield, &e->stability, &e->per_hit };
    for (int a = 0; a < A_COUNT; a++) {
        bool has = json_object_get(args, arg_names[a]) != NULL;
        if (!(need & B(a))) {
            if (has) ju_forbid(d, args, p, arg_names[a], "the handler does not use it");
            continue;
        }
        if (a == A_RANGE) {
            read_range(d, args, p, e);
            continue;
        }
        int n = 0;
        if (ju_get_int(d, args, p, arg_names[a], true, arg_min[a], arg_max[a], &n) == 1)
            *out[a] = (int8_t)n;
    }
}

/* The card's words for players: plain text, so the observation can quote it
 * as it is (no quote, backslash or control character to escape). */
static void read_text(ju_doc *d, const json_t *v, const char *path, rf_event_def *e)
{
    char p[JU_PATH_LEN];
    if (ju_get_string(d, v, path, "text", true, e->text, sizeof e->text) != 1) return;
    ju_path_key(p, sizeof p, path, "text");
    for (const char *c = e->text; *c; c++)
        if (*c == '"' || *c == '\\' || (unsigned char)*c < 0x20) {
            ju_error(d, p, "must be plain text (no quote, backslash or control character)");
            return;
        }
}

/* "id": defined once in the deck (ctx). */
static void id_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                     void *rec, void *ctx)
{
    (void)f;
    rf_event_def *e = rec;
    const rf_event_deck *deck = ctx;
    char p[JU_PATH_LEN];
    ju_path_key(p, sizeof p, path, "id");
    if (ju_get_string(d, v, path, "id", true, e->id, sizeof e->id) == 1)
        for (int i = 0; i < deck->n; i++)
            if (strcmp(deck->card[i].id, e->id) == 0)
                ju_error(d, p, "event card '%s' is defined twice", e->id);
}

static void text_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                       void *rec, void *ctx)
{
    (void)f, (void)ctx;
    read_text(d, v, path, rec);
}

/* "handler", after "type": one of the handlers, of the card's type
 * (EVENT-5), then its "args". */
static void handler_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                          void *rec, void *ctx)
{
    (void)f, (void)ctx;
    rf_event_def *e = rec;
    char p[JU_PATH_LEN];
    const char *names[RF_EVH_COUNT];
    for (int h = 0; h < RF_EVH_COUNT; h++) names[h] = handlers[h].name;
    int h = ju_get_name(d, v, path, "handler", true, names, RF_EVH_COUNT, "event handler");
    int type = e->type;                               /* UINT8_MAX: refused or missing */
    ju_path_key(p, sizeof p, path, "type");
    if (h >= 0 && type < 2 && handlers[h].type != type)
        ju_error(d, p, "handler '%s' is a %s event (EVENT-5)", handlers[h].name,
                 type_names[handlers[h].type]);
    if (h < 0) return;
    e->handler = (uint8_t)h;
    read_args(d, v, path, e);
}

static void args_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                       void *rec, void *ctx)
{
    (void)d, (void)v, (void)path, (void)f, (void)rec, (void)ctx;   /* read with "handler" */
}

/* The finishing pass: a clean card goes into the deck. */
static void finish_card(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                        bool clean)
{
    (void)d, (void)v, (void)path;
    rf_event_def *e = rec;
    rf_event_deck *deck = ctx;
    if (e->type >= 2) e->type = 0;
    if (clean) deck->card[deck->n++] = *e;
}

/* An event card (EVENT-1, EVENT-5). */
static const ju_field card_fields[] = {
    JU_CUSTOM_("id", true, id_field, NULL),
    JU_STR_("name", true, rf_event_def, name, NULL),
    JU_STR_("name_pl", false, rf_event_def, name_pl, NULL),
    JU_CUSTOM_("text", true, text_field, NULL),
    JU_NAME_("type", true, rf_event_def, type, type_names, 2, "event type", "EVENT-5"),
    JU_CUSTOM_("handler", true, handler_field, "EVENT-5"),
    JU_CUSTOM_("args", true, args_field, "EVENT-5"),
    JU_SOURCE_("source"),
    JU_TEXT_("note", false, 300),
    JU_END,
};
static const ju_record card_record = { "event card", card_fields, finish_card };

static void read_card(ju_doc *d, const json_t *v, const char *path, rf_event_deck *deck)
{
    rf_event_def e;
    memset(&e, 0, sizeof e);
    e.type = UINT8_MAX;                               /* until "type" is read */
    ju_read_record(d, v, path, &card_record, &e, deck);
}

static void body(ju_doc *d, void *out)
{
    rf_event_deck *deck = out;
    const json_t *cards = ju_get_array(d, d->root, "", "events", true, RF_EVENT_CARDS,
                                       RF_EVENT_CARDS);                    /* EVENT-1 */
    size_t i;
    const json_t *v;
    char p[JU_PATH_LEN];
    json_array_foreach(cards, i, v) {
        ju_path_index(p, sizeof p, "events", i);
        read_card(d, v, p, deck);
    }
}

rf_status content_load_event_cards(const char *path, rf_content *c, rf_error *err)
{
    rf_event_deck deck;
    memset(&deck, 0, sizeof deck);
    rf_status st = ju_load_file(path, root_keys, body, &deck, err);
    if (st == RF_OK) c->events = deck;
    return st;
}
