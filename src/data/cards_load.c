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
 *  - the effect is a CARD line of the one effect list (rules/effect_list.h)
 *    and "args" names exactly its arguments, each of its type and in its
 *    range (effect_args.c); the card's kind is one the line allows: an
 *    enhanced shoot's effect strengthens a Shoot (ENHANCE-1), shot_defence
 *    only on Before Firing reactions (REACT-2), free_respawn only on
 *    instants of squad_respawn (EX-INSTANT-1); a card always changes
 *    something (RF_FX_NONZERO);
 *  - no deck holds more than 8 cards (CARD-6, COMP-8).
 * A file is taken whole or not at all: its cards are read into a scratch
 * copy of the cards already loaded, copied back only when it has no error.
 * Every card has a "source" that starts with "rules " or "designed".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data/cards_load.h"
#include "data/effect_args.h"
#include "data/json_util.h"
#include "errors.h"
#include "rules/effect_ops.h"

#define LEN(a) (sizeof(a) / sizeof *(a))

static const char *const root_keys[] = { "about", "cards", NULL };
static const char *const card_keys[] = { "id",    "name",   "deck",   "kind", "cost",
                                         "when",  "squad",  "event",  "effect", "args",
                                         "text",  "source", "note",   "keywords", NULL };
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


static void read_identity(ju_doc *d, const json_t *v, const char *path,
                          const rf_cards *cards, rf_card_def *k)
{
    char p[JU_PATH_LEN], note[400];
    ju_path_key(p, sizeof p, path, "id");
    if (ju_get_id(d, v, path, "id", k->id, sizeof k->id) && find_card(cards, k->id) >= 0)
        ju_error(d, p, "card '%s' is defined twice", k->id);
    ju_get_string(d, v, path, "name", true, k->name, sizeof k->name);
    ju_get_id(d, v, path, "deck", k->deck, sizeof k->deck);
    ju_get_string(d, v, path, "text", true, k->text, sizeof k->text);
    ju_read_source(d, v, path, "source");
    ju_get_string(d, v, path, "note", false, note, sizeof note);
}

/* CARD-3: a special action, and only it, has a cost of 1 or 2 AP. */
static void read_cost(ju_doc *d, const json_t *v, const char *path, rf_card_def *k)
{
    int cost = 0;
    if (k->kind == RF_CARD_SPECIAL)
        ju_get_int(d, v, path, "cost", true, 1, 2, &cost);
    else
        ju_forbid(d, v, path, "cost", "only a special action has a cost (rule CARD-3)");
    k->cost = (uint8_t)cost;
}

/* REACT-2: a reaction, and only it, is played before or after firing and
 * may have the Squad keyword (false when left out). */
static void read_reaction(ju_doc *d, const json_t *v, const char *path, rf_card_def *k)
{
    bool squad = false;
    if (k->kind != RF_CARD_REACTION) {
        ju_forbid(d, v, path, "when", "only a reaction is played before or after firing "
                                   "(rule REACT-2)");
        ju_forbid(d, v, path, "squad", "only a reaction has the Squad keyword (rule REACT-2)");
        return;
    }
    int when = ju_get_name(d, v, path, "when", true, when_names, (int)LEN(when_names),
                         "reaction timing");
    ju_get_bool(d, v, path, "squad", false, &squad);
    k->when = (uint8_t)(when >= 0 ? when : 0);
    k->squad = squad;
}

/* INSTANT-1: an instant, and only it, names the event that opens it. */
static void read_event(ju_doc *d, const json_t *v, const char *path, rf_card_def *k)
{
    if (k->kind != RF_CARD_INSTANT) {
        ju_forbid(d, v, path, "event", "only an instant is opened by an event (rule INSTANT-1)");
        return;
    }
    int event = ju_get_name(d, v, path, "event", true, event_names, RF_EVENT_COUNT,
                          "instant event");
    k->event = (uint8_t)(event > 0 ? event : RF_EVENT_NONE);
}

/* The kind and its own fields; false if an error was recorded. */
static bool read_kind(ju_doc *d, const json_t *v, const char *path, rf_card_def *k)
{
    int before = d->nerrors;
    int kind = ju_get_name(d, v, path, "kind", true, kind_names, (int)LEN(kind_names),
                         "card kind");
    if (kind < 0) return false;
    k->kind = (uint8_t)kind;
    read_cost(d, v, path, k);
    read_reaction(d, v, path, k);
    read_event(d, v, path, k);
    return d->nerrors == before;
}

/* "shot_mods or thief": the card effects that fit an enhanced shoot. */
static void enhance_effects(char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int e = 0; e < RF_EFF_COUNT && used < size; e++) {
        const rf_effect_def *fx = rf_effect_of(e);
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
    const rf_effect_def *fx = rf_effect_of(k->effect);
    bool as_enhance = rf_card_as_enhance(k);              /* ENHANCE-3: an instant too */
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
static void read_keywords(ju_doc *d, const json_t *v, const char *path, rf_card_def *k)
{
    static const char *const known[] = { "burst" };
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

static void read_card(ju_doc *d, const json_t *v, const char *path, rf_cards *cards)
{
    rf_card_def k;
    memset(&k, 0, sizeof k);
    int before = d->nerrors;
    ju_check_keys(d, v, path, card_keys);
    if (!json_is_object(v)) return;
    read_identity(d, v, path, cards, &k);
    bool kind_ok = read_kind(d, v, path, &k);
    if (!ea_read_effect(d, v, path, RF_DOMAIN_CARD, &k.effect)) return;   /* effect_args.c */
    ea_read_args(d, v, path, k.effect, k.a);
    read_keywords(d, v, path, &k);                                          /* CARD-9 */
    if (kind_ok) check_effect_fits(d, path, &k);
    if (d->nerrors == before) check_deck_room(d, path, cards, &k);
    if (d->nerrors == before) cards->card[cards->n++] = k;
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
    if (!scratch) return rf_fail(err, RF_E_NOMEM, path, 0, 0, "", "out of memory");
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

rf_status rf_cards_load(const char *path, rf_content *c, rf_error *err)
{
    c->cards.n = 0;
    return add_file(path, &c->cards, err);
}

rf_status rf_content_add_cards(rf_content *c, const char *path, rf_error *err)
{
    rf_error_clear(err);
    if (!c || !path) return rf_fail(err, RF_E_ARG, path, 0, 0, "", "no content or no path");
    return add_file(path, &c->cards, err);
}
