/*
 * cards_load.c — action cards (rules CARD, ENHANCE, REACT, INSTANT):
 * data/cards.json → c->cards, and rf_content_add_cards for more cards
 * files (the test-only cards of tests/data/). Format: docs/cards.md.
 *
 * What loaded cards guarantee to the rules code (rules/cards.h):
 *  - ids are unique over every file loaded and hold only a-z, 0-9, '_'
 *    and '-'; so do deck ids;
 *  - a kind's own fields are there and no other kind's: a special action
 *    has a cost of 1 or 2 AP (CARD-3); a reaction is played before or
 *    after firing and may have the Squad keyword (REACT-2); an instant
 *    names the event that opens it (INSTANT-1);
 *  - the effect is a CARD line of the one effect list (data/effect_list.h)
 *    and "args" names exactly its arguments, each of its type and in its
 *    range (effect_args.c); the card's kind is one the line allows: an
 *    enhanced shoot's effect strengthens a Shoot (ENHANCE-1), shot_defence
 *    only on Before Firing reactions (REACT-2), free_respawn only on
 *    instants of squad_respawn (EX-INSTANT-1); a card always changes
 *    something (RF_FX_NONZERO);
 *  - no deck holds more than 8 cards (CARD-6, COMP-8).
 * A file is taken whole or not at all: its cards are read into a scratch
 * copy of the cards already loaded, copied back only when it has no error.
 * Every card has a "source" that starts with "rules " or "designed". A card
 * is read from a field table (ju_fields.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data/cards_load.h"
#include "data/effect_args.h"
#include "data/json_util.h"
#include "data/ju_fields.h"
#include "errors.h"
#include "data/effect_defs.h"

#define LEN(a) (sizeof(a) / sizeof *(a))

static const char *const root_keys[] = { "about", "cards", NULL };
/* In the order of enum rf_card_kind, rf_react_when, rf_card_event. */
static const char *const kind_names[] = { "free", "special", "enhance", "reaction", "instant" };
static const char *const when_names[] = { "before", "after" };
static const char *const event_names[RF_EVENT_COUNT] = { "", "squad_respawn",
                                                         "enhanced_shoot" };

static int find_card(const rf_cards *cards, const char *id)
{
    for (int i = 0; i < cards->n; i++)
        if (strcmp(cards->card[i].id, id) == 0) return i;
    return -1;
}

/* ---- One card ---- */

/* What a card is read against, and what its fields said: the cards loaded
 * so far; whether the kind and its own fields were read without error;
 * whether the effect is known. */
typedef struct card_ctx { rf_cards *cards; bool kind_ok, effect_ok; } card_ctx;

#define KIND_UNREAD UINT8_MAX   /* the card's kind not (yet) read */

/* A field of one kind of card only (its entry's arg): the kind, and why
 * the others do not have it. */
typedef struct card_only { int kind; const char *why; } card_only;

static const card_only special_only = {
    RF_CARD_SPECIAL, "only a special action has a cost (rule CARD-3)"
};
static const card_only reaction_when = {
    RF_CARD_REACTION, "only a reaction is played before or after firing (rule REACT-2)"
};
static const card_only reaction_squad = {
    RF_CARD_REACTION, "only a reaction has the Squad keyword (rule REACT-2)"
};
static const card_only instant_only = {
    RF_CARD_INSTANT, "only an instant is opened by an event (rule INSTANT-1)"
};

/* Does card k have field f? One of another kind's is an error; none is
 * recorded while the kind is unknown. */
static bool card_has(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                     const rf_card_def *k)
{
    const card_only *o = f->arg;
    if (k->kind == KIND_UNREAD) return false;
    if (k->kind == o->kind) return true;
    ju_forbid(d, v, path, f->key, o->why);
    return false;
}

/* CARD-3: a special action, and only it, has a cost of 1 or 2 AP. */
static void read_cost(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                      rf_card_def *k)
{
    int cost = 0;
    if (card_has(d, v, path, f, k) && ju_get_int(d, v, path, "cost", true, 1, 2, &cost) == 1)
        k->cost = (uint8_t)cost;
}

/* REACT-2: a reaction, and only it, is played before or after firing. */
static void read_when(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                      rf_card_def *k)
{
    if (!card_has(d, v, path, f, k)) return;
    int when = ju_get_name(d, v, path, "when", true, when_names, (int)LEN(when_names),
                           "reaction timing");
    k->when = (uint8_t)(when >= 0 ? when : 0);
}

/* REACT-2: a reaction may have the Squad keyword (false when left out). */
static void read_squad(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                       rf_card_def *k)
{
    bool squad = false;
    if (card_has(d, v, path, f, k) && ju_get_bool(d, v, path, "squad", false, &squad) == 1)
        k->squad = squad;
}

/* INSTANT-1: an instant, and only it, names the event that opens it. */
static void read_event(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                       rf_card_def *k)
{
    if (!card_has(d, v, path, f, k)) return;
    int event = ju_get_name(d, v, path, "event", true, event_names, RF_EVENT_COUNT,
                            "instant event");
    k->event = (uint8_t)(event > 0 ? event : RF_EVENT_NONE);
}

/* The readers of a kind's own fields; an error in one means the effect's
 * fit to the kind cannot be judged (cx->kind_ok). */
typedef void kind_reader(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                         rf_card_def *k);

static void kind_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                       void *rec, void *ctx, kind_reader *read)
{
    card_ctx *cx = ctx;
    int before = d->nerrors;
    read(d, v, path, f, rec);
    if (d->nerrors != before) cx->kind_ok = false;
}

#define KIND_FIELD(name, reader)                                                             \
    static void name(ju_doc *d, const json_t *v, const char *path, const ju_field *f,      \
                     void *rec, void *ctx)                                                  \
    {                                                                                       \
        kind_field(d, v, path, f, rec, ctx, reader);                                        \
    }
KIND_FIELD(cost_field, read_cost)
KIND_FIELD(when_field, read_when)
KIND_FIELD(squad_field, read_squad)
KIND_FIELD(event_field, read_event)

/* "id": unique over every file loaded. */
static void id_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                     void *rec, void *ctx)
{
    (void)f;
    rf_card_def *k = rec;
    const card_ctx *cx = ctx;
    char p[JU_PATH_LEN];
    ju_path_key(p, sizeof p, path, "id");
    if (ju_get_id(d, v, path, "id", k->id, sizeof k->id) && find_card(cx->cards, k->id) >= 0)
        ju_error(d, p, "card '%s' is defined twice", k->id);
}

/* "effect": a CARD line of the effect list (effect_args.c). */
static void effect_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                         void *rec, void *ctx)
{
    (void)f;
    card_ctx *cx = ctx;
    cx->effect_ok = ea_read_effect(d, v, path, RF_DOMAIN_CARD, &((rf_card_def *)rec)->effect);
}

/* "args": the effect's named arguments, once the effect is known. */
static void args_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                       void *rec, void *ctx)
{
    (void)f;
    rf_card_def *k = rec;
    if (((const card_ctx *)ctx)->effect_ok) ea_read_args(d, v, path, k->effect, k->a);
}

/* "shot_mods or thief": the card effects that fit an enhanced shoot. */
static void enhance_effects(char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int e = 0; e < RF_EFF_COUNT && used < size; e++) {
        const rf_effect_def *fx = effect_of(e);
        if (fx->domain == RF_DOMAIN_CARD && (fx->rules & RF_FX_ENHANCE))
            used += (size_t)snprintf(buf + used, size - used, "%s%s", used ? " or " : "",
                                     fx->name);
    }
}

/* The effect's window: its line of the effect list names the kinds of card
 * that can carry it (and for a reaction or an instant, when). */
static void check_effect_fits(ju_doc *d, const char *path, const rf_card_def *k)
{
    char p[JU_PATH_LEN], names[120];
    const rf_effect_def *fx = effect_of(k->effect);
    bool as_enhance = card_as_enhance(k);              /* ENHANCE-3: an instant too */
    bool fits = fx->rules & (1u << (as_enhance ? RF_CARD_ENHANCE : k->kind));
    if (k->kind == RF_CARD_REACTION && (fx->rules & RF_FX_BEFORE_FIRING))
        fits &= k->when == RF_BEFORE_FIRING;                             /* REACT-2 */
    if (k->kind == RF_CARD_INSTANT && !as_enhance && (fx->rules & RF_FX_ON_RESPAWN))
        fits &= k->event == RF_EVENT_SQUAD_RESPAWN;                      /* INSTANT-1 */
    if (fits) return;
    ju_path_key(p, sizeof p, path, "effect");
    enhance_effects(names, sizeof names);
    if (k->kind == RF_CARD_ENHANCE)
        ju_error(d, p, "an enhanced shoot strengthens the legend's own Shoot: its effect is "
                       "%s (rule ENHANCE-1)", names);
    else if (as_enhance)
        ju_error(d, p, "an instant played as Enhanced Shoot strengthens the legend's own "
                       "Shoot: its effect is %s (rules ENHANCE-1, ENHANCE-3)", names);
    else
        ju_error(d, p, "%s %s", fx->name, fx->window);
}

/* CARD-9: keywords printed on the card besides its effect's own (PUSH,
 * ON COLLISION and FOLLOW are the "melee" effect's arguments): BURST,
 * which "currently has no effect" (the beta's quick recap), is read and
 * kept, and changes nothing. */
static void keywords_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                           void *rec, void *ctx)
{
    (void)f, (void)ctx;
    static const char *const known[] = { "burst" };
    rf_card_def *k = rec;
    char p[JU_PATH_LEN], ep[JU_PATH_LEN];
    const json_t *arr = ju_get_array(d, v, path, "keywords", false, 1, 4);
    ju_path_key(p, sizeof p, path, "keywords");
    size_t i;
    const json_t *e;
    json_array_foreach(arr, i, e) {
        ju_path_index(ep, sizeof ep, p, i);
        if (json_is_string(e) && strcmp(json_string_value(e), known[0]) == 0) {
            k->burst = 1;
            continue;
        }
        ju_error(d, ep, "unknown keyword %s%s%s (burst; PUSH, ON COLLISION and FOLLOW are the "
                 "\"melee\" effect's push, collision and follow; rule CARD-9)",
                 json_is_string(e) ? "'" : "", json_is_string(e) ? json_string_value(e) : ju_type_name(e),
                 json_is_string(e) ? "'" : "");
    }
}

/* CARD-6, COMP-8: a legend's deck is 8 cards. */
static void check_deck_room(ju_doc *d, const char *path, const rf_cards *cards,
                            const rf_card_def *k)
{
    char p[JU_PATH_LEN];
    int in_deck = 0;
    for (int i = 0; i < cards->n; i++) in_deck += strcmp(cards->card[i].deck, k->deck) == 0;
    ju_path_key(p, sizeof p, path, "deck");
    if (in_deck >= RF_DECK_SIZE)
        ju_error(d, p, "deck '%s' already has %d cards; a deck has at most %d (rules CARD-6, "
                       "COMP-8)", k->deck, in_deck, RF_DECK_SIZE);
    else if (cards->n >= RF_MAX_CARD_DEFS)
        ju_error(d, path, "more than %d action cards in all", RF_MAX_CARD_DEFS);
}

/* The finishing pass: the effect fits the card's kind (when the kind and
 * the effect are known), the deck has room; a whole card goes to the
 * cards. */
static void finish_card(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                        bool clean)
{
    (void)v;
    const rf_card_def *k = rec;
    card_ctx *cx = ctx;
    int before = d->nerrors;
    if (!cx->effect_ok) return;
    if (k->kind != KIND_UNREAD && cx->kind_ok) check_effect_fits(d, path, k);
    if (!clean || d->nerrors != before) return;
    check_deck_room(d, path, cx->cards, k);
    if (d->nerrors == before) cx->cards->card[cx->cards->n++] = *k;
}

/* An action card (CARD-3, CARD-4, REACT-2, INSTANT-1): the kind first,
 * which decides which of its own fields the card has. */
static const ju_field card_fields[] = {
    JU_CUSTOM_("id", true, id_field, "CARD-1"),
    JU_STR_("name", true, rf_card_def, name, "CARD-4"),
    JU_ID_("deck", rf_card_def, deck, "CARD-6"),
    JU_NAME_("kind", true, rf_card_def, kind, kind_names, (int)LEN(kind_names), "card kind",
             "CARD-8"),
    JU_CUSTOM_ARG_("cost", false, cost_field, &special_only, "CARD-3"),
    JU_CUSTOM_ARG_("when", false, when_field, &reaction_when, "REACT-2"),
    JU_CUSTOM_ARG_("squad", false, squad_field, &reaction_squad, "REACT-2"),
    JU_CUSTOM_ARG_("event", false, event_field, &instant_only, "INSTANT-1"),
    JU_CUSTOM_("effect", true, effect_field, NULL),
    JU_CUSTOM_("args", false, args_field, NULL),
    JU_CUSTOM_("keywords", false, keywords_field, "CARD-9"),
    JU_STR_("text", true, rf_card_def, text, "CARD-4"),
    JU_SOURCE_("source"),
    JU_TEXT_("note", false, 400),
    JU_END,
};
static const ju_record card_record = { "action card", card_fields, finish_card };

static void read_card(ju_doc *d, const json_t *v, const char *path, rf_cards *cards)
{
    rf_card_def k;
    card_ctx cx = { cards, true, false };
    memset(&k, 0, sizeof k);
    k.kind = KIND_UNREAD;
    ju_read_record(d, v, path, &card_record, &k, &cx);
}

static void read_cards(ju_doc *d, rf_cards *cards)
{
    const json_t *arr = ju_get_array(d, d->root, "", "cards", true, 0, RF_MAX_CARD_DEFS);
    size_t i;
    const json_t *v;
    json_array_foreach(arr, i, v) {
        char p[JU_PATH_LEN];
        ju_path_index(p, sizeof p, "cards", i);
        read_card(d, v, p, cards);
    }
}

/* ---- Files ---- */

/* Read path and append its cards to *cards; on failure *cards is unchanged. */
static rf_status add_file(const char *path, rf_cards *cards, rf_error *err)
{
    rf_cards *scratch = malloc(sizeof *scratch);
    if (!scratch) return error_fail(err, RF_E_NOMEM, path, 0, 0, "", "out of memory");
    *scratch = *cards;
    ju_doc d;
    rf_status st = ju_open_file(&d, path, RF_E_DATA, err);
    if (st == RF_OK) {
        ju_check_keys(&d, d.root, "", root_keys);
        if (json_is_object(d.root)) read_cards(&d, scratch);
        st = ju_result(&d, err);
        ju_close(&d);
    }
    if (st == RF_OK) *cards = *scratch;
    free(scratch);
    return st;
}

rf_status content_load_cards(const char *path, rf_content *c, rf_error *err)
{
    c->cards.n = 0;
    return add_file(path, &c->cards, err);
}

rf_status rf_content_add_cards(rf_content *c, const char *path, rf_error *err)
{
    error_clear(err);
    if (!c || !path) return error_fail(err, RF_E_ARG, path, 0, 0, "", "no content or no path");
    return add_file(path, &c->cards, err);
}
