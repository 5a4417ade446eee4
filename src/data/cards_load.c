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
 *  - the effect exists and has exactly its numbers, each in its range
 *    (effect_specs below); shot_mods only on enhanced shoot cards and
 *    every enhanced shoot card has it (ENHANCE-1); shot_defence only on
 *    Before Firing reactions (REACT-2); free_respawn only on instants of
 *    squad_respawn (EX-INSTANT-1); a card always changes something;
 *  - no deck holds more than 8 cards (CARD-6, COMP-8).
 * A file is taken whole or not at all: its cards are read into a scratch
 * copy of the cards already loaded, copied back only when it has no error.
 * Every card has a "source" that starts with "rules " or "designed".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data/cards_load.h"
#include "data/json_util.h"
#include "errors.h"
#include "rules/legends/legend_fx.h"

#define LEN(a) (sizeof(a) / sizeof *(a))

static const char *const root_keys[] = { "about", "cards", NULL };
static const char *const card_keys[] = { "id",    "name",   "deck",   "kind", "cost",
                                         "when",  "squad",  "event",  "effect", "args",
                                         "text",  "source", "note",   NULL };
/* In the order of enum rf_card_kind, rf_react_when, rf_card_event. */
static const char *const kind_names[] = { "free", "special", "enhance", "reaction", "instant" };
static const char *const when_names[] = { "before", "after" };
static const char *const event_names[RF_EVENT_COUNT] = { "", "squad_respawn" };

static const struct {
    const char *name;
    uint8_t bit;
} icon_names[] = {
    { "low", RF_ICON_LOW },   { "high", RF_ICON_HIGH }, { "cover", RF_ICON_COVER },
    { "semi", RF_ICON_SEMI }, { "head", RF_ICON_HEAD },
};

/* ---- The effects' numbers ---- */

#define ARG_ICONS 1   /* a list of Aim card icon names (TERM-7), not a number */

typedef struct arg_spec {
    const char *what;
    int lo, hi;
    int flags;
} arg_spec;

/* Indexed by enum rf_effect: how many numbers, what each is, its range. */
static const struct effect_spec {
    int nargs;
    arg_spec arg[4];
} effect_specs[RF_EFF_COUNT] = {
    [RF_EFF_MOVE] = { 1, { { "MP", 1, 5, 0 } } },
    [RF_EFF_RESTORE] = { 2, { { "health", 0, 40, 0 }, { "shield", 0, 40, 0 } } },
    [RF_EFF_DRAW] = { 1, { { "number of cards", 1, 3, 0 } } },
    [RF_EFF_SHOT_MODS] = { 4, { { "Hit Threshold modifier", -30, 30, 0 },
                                { "damage per hit", 0, 10, 0 },
                                { "stability", 0, 3, 0 },
                                { "fire rate", 0, 3, 0 } } },
    [RF_EFF_SHOT_DEFENCE] = { 3, { { "Hit Threshold modifier", 0, 30, 0 },
                                   { "damage reduction per hit", 0, 10, 0 },
                                   { "icons", 0, 0, ARG_ICONS } } },
    [RF_EFF_FREE_RESPAWN] = { 0, { { NULL, 0, 0, 0 } } },
    [RF_EFF_SHOOT] = { 0, { { NULL, 0, 0, 0 } } },
    [RF_EFF_COOLDOWN] = { 1, { { "positions", 1, 3, 0 } } },
    [RF_EFF_RESTORE_SQUAD] = { 3, { { "health", 0, 40, 0 }, { "shield", 0, 40, 0 },
                                    { "range", 0, 3, 0 } } },
};

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

/* A list of Aim card icon names (TERM-7) as a bit set; 0 or [] is none. */
static int read_icon_list(ju_doc *d, const json_t *e, const char *path)
{
    char ep[JU_PATH_LEN];
    if (json_is_integer(e) && json_integer_value(e) == 0) return 0;
    if (!json_is_array(e)) {
        ju_error(d, path, "expected a list of Aim card icons (low, high, cover, semi, head), "
                          "got %s", ju_type_name(e));
        return 0;
    }
    int mask = 0;
    size_t i;
    const json_t *n;
    json_array_foreach(e, i, n) {
        ju_path_index(ep, sizeof ep, path, i);
        int bit = 0;
        for (size_t j = 0; j < LEN(icon_names) && json_is_string(n); j++)
            if (strcmp(json_string_value(n), icon_names[j].name) == 0) bit = icon_names[j].bit;
        if (!bit)
            ju_error(d, ep, "unknown Aim card icon '%s' (low, high, cover, semi or head)",
                     json_is_string(n) ? json_string_value(n) : ju_type_name(n));
        else if (mask & bit)
            ju_error(d, ep, "icon '%s' is listed twice", json_string_value(n));
        mask |= bit;
    }
    return mask;
}

static int read_arg(ju_doc *d, const json_t *e, const char *path, const arg_spec *s,
                    const char *effect)
{
    if (s->flags & ARG_ICONS) return read_icon_list(d, e, path);
    json_int_t x = json_is_integer(e) ? json_integer_value(e) : s->hi + 1;
    if (x >= s->lo && x <= s->hi) return (int)x;
    if (json_is_integer(e))
        ju_error(d, path, "the %s of '%s' must be %d to %d, got %lld", s->what, effect, s->lo,
                 s->hi, (long long)x);
    else
        ju_error(d, path, "expected the %s of '%s' (a whole number from %d to %d), got %s",
                 s->what, effect, s->lo, s->hi, ju_type_name(e));
    return 0;
}

/* "MP 1 to 5; health 0 to 40, ..." for messages. */
static void describe_args(char *buf, size_t size, const struct effect_spec *s)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < s->nargs && used < size; i++) {
        const arg_spec *a = &s->arg[i];
        const char *sep = i ? "; " : "";
        if (a->flags & ARG_ICONS)
            used += (size_t)snprintf(buf + used, size - used, "%sa list of %s", sep, a->what);
        else
            used += (size_t)snprintf(buf + used, size - used, "%s%s %d to %d", sep, a->what,
                                     a->lo, a->hi);
    }
}

/* The numbers of effect e: a core effect's table entry, or a legend's own
 * (legend_fx.h) copied into *own. */
static const struct effect_spec *own_spec(int e, struct effect_spec *own)
{
    const rf_card_fx *fx = rf_card_fx_of(e);
    if (!fx) return &effect_specs[e];
    memset(own, 0, sizeof *own);
    own->nargs = fx->nargs;
    for (int i = 0; i < fx->nargs; i++)
        own->arg[i] = (arg_spec){ fx->arg[i].what, fx->arg[i].lo, fx->arg[i].hi, 0 };
    return own;
}

/* "args": exactly the effect's arguments; may be left out when it has none.
 * False if an error was recorded. */
static bool read_args(ju_doc *d, const json_t *v, const char *path, rf_card_def *k)
{
    struct effect_spec own;
    const struct effect_spec *s = own_spec(k->effect, &own);
    const char *name = rf_effect_name(k->effect);
    const json_t *arr = json_object_get(v, "args");
    char p[JU_PATH_LEN], ep[JU_PATH_LEN], want[160];
    int before = d->nerrors;
    ju_path_key(p, sizeof p, path, "args");
    if (!arr && s->nargs == 0) return true;
    if (!arr || !json_is_array(arr) || json_array_size(arr) != (size_t)s->nargs) {
        char got[48] = "none";
        if (arr && json_is_array(arr))
            snprintf(got, sizeof got, "%zu", json_array_size(arr));
        else if (arr)
            snprintf(got, sizeof got, "%s", ju_type_name(arr));
        describe_args(want, sizeof want, s);
        ju_error(d, p, "'%s' takes %d argument%s%s%s%s, got %s", name, s->nargs,
                 s->nargs == 1 ? "" : "s", s->nargs ? " (" : "", want, s->nargs ? ")" : "",
                 got);
        return false;
    }
    for (int i = 0; i < s->nargs; i++) {
        ju_path_index(ep, sizeof ep, p, (size_t)i);
        k->a[i] = (int8_t)read_arg(d, json_array_get(arr, (size_t)i), ep, &s->arg[i], name);
    }
    return d->nerrors == before;
}

/* A card that would change nothing is a mistake. */
static void check_does_something(ju_doc *d, const char *path, const rf_card_def *k)
{
    char p[JU_PATH_LEN];
    int shot = k->effect == RF_EFF_SHOT_MODS || k->effect == RF_EFF_SHOT_DEFENCE;
    if (!shot && k->effect != RF_EFF_RESTORE && k->effect != RF_EFF_RESTORE_SQUAD) return;
    if (k->a[0] || k->a[1] || k->a[2] || k->a[3]) return;
    ju_path_key(p, sizeof p, path, "args");
    ju_error(d, p, "'%s' with only zeros does nothing", rf_effect_name(k->effect));
}

/* Which kinds of card each effect fits (the effect's window). */
static void check_effect_fits(ju_doc *d, const char *path, const rf_card_def *k)
{
    char p[JU_PATH_LEN];
    ju_path_key(p, sizeof p, path, "effect");
    bool enhance = k->kind == RF_CARD_ENHANCE;
    bool before = k->kind == RF_CARD_REACTION && k->when == RF_BEFORE_FIRING;
    bool respawn = k->kind == RF_CARD_INSTANT && k->event == RF_EVENT_SQUAD_RESPAWN;
    const rf_card_fx *fx = rf_card_fx_of(k->effect);
    if (fx) {                                              /* a legend's own: its windows */
        if (!(fx->fits & RF_FITS(k->kind)))
            ju_error(d, p, "effect '%s' does not fit a card of this kind (docs/legends.md)",
                     fx->name);
        return;
    }
    if (enhance != (k->effect == RF_EFF_SHOT_MODS))
        ju_error(d, p, "%s", enhance ? "an enhanced shoot strengthens the legend's own Shoot: "
                                       "its effect is shot_mods (rule ENHANCE-1)"
                                     : "shot_mods changes the legend's own Shoot: only an "
                                       "enhanced shoot card has it (rule ENHANCE-1)");
    if (k->effect == RF_EFF_SHOT_DEFENCE && !before)
        ju_error(d, p, "shot_defence changes a Shoot before it is fired: only a Before Firing "
                       "reaction has it (rule REACT-2)");
    if (k->effect == RF_EFF_SHOOT && k->kind != RF_CARD_FREE && k->kind != RF_CARD_SPECIAL)
        ju_error(d, p, "shoot is an action of the legend's own activation: only a free or "
                       "special action card has it (rules CARD-2, CARD-7)");
    if ((k->effect == RF_EFF_COOLDOWN || k->effect == RF_EFF_RESTORE_SQUAD) &&
        k->kind != RF_CARD_FREE && k->kind != RF_CARD_SPECIAL)
        ju_error(d, p, "%s is an action of the legend's own activation: only a free or special "
                       "action card has it (rule CARD-2)", rf_effect_name(k->effect));
    if (k->effect == RF_EFF_FREE_RESPAWN && !respawn)
        ju_error(d, p, "free_respawn changes a Respawn: only an instant on squad_respawn has "
                       "it (rule EX-INSTANT-1)");
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

/* The effect's name; false (error recorded) if unknown. */
static bool read_effect(ju_doc *d, const json_t *v, const char *path, rf_card_def *k)
{
    char effect[32], p[JU_PATH_LEN];
    if (ju_get_string(d, v, path, "effect", true, effect, sizeof effect) != 1) return false;
    int e = rf_effect_parse(effect);
    if (e >= 0) {
        k->effect = (uint8_t)e;
        return true;
    }
    ju_path_key(p, sizeof p, path, "effect");
    ju_error(d, p, "unknown effect '%s' (move, restore, draw, shot_mods, shot_defence, "
                   "free_respawn, shoot or a legend's own effect of docs/legends.md)", effect);
    return false;
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
    if (!read_effect(d, v, path, &k)) return;
    if (read_args(d, v, path, &k)) check_does_something(d, path, &k);
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
