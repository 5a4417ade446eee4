/*
 * effect_table.c — the handlers of effects made from the one list,
 * data/effect_list.h (their names, domains and arguments are content:
 * data/effect_defs.c); and the look-ups the rules use (effect_ops.h).
 * Nothing here is written by hand per effect.
 */
#include <stdio.h>
#include <string.h>

#include "rules/cards/effect_ops.h"

/* Each effect's handlers, by the list's domain (a role's or a feat's has
 * none: its mode applies it). */
typedef struct fx_ops {
    const rf_card_fx *card;
    const rf_ability_fx *ability;
    const rf_weapon_fx *weapon;
} fx_ops;

#define OPS_CARD(ops) { .card = &ops }
#define OPS_ABILITY(ops) { .ability = &ops }
#define OPS_WEAPON(ops) { .weapon = &ops }
#define OPS_ROLE(ops) { NULL, NULL, NULL }
#define OPS_FEAT_TOP(ops) { NULL, NULL, NULL }
#define OPS_FEAT_BOTTOM(ops) { NULL, NULL, NULL }
#define OPS_ROW_(id, nm, dom, ops, rl, win, args) [RF_EFF_##id] = OPS_##dom(ops),

static const fx_ops handlers[RF_EFF_COUNT] = { RF_EFFECTS(OPS_ROW_) };

static const fx_ops *ops_of(int effect)
{
    return effect >= 0 && effect < RF_EFF_COUNT ? &handlers[effect] : NULL;
}

void effect_args_words(const rf_card_def *c, char *out, size_t n)
{
    effect_args_words_of(c->effect, c->a, out, n);
}

void effect_args_words_of(int effect, const int8_t a4[4], char *out, size_t n)
{
    const rf_effect_def *e = effect_of(effect);
    size_t k = 0;
    out[0] = 0;
#define PUT(...) k += (size_t)snprintf(out + k, k < n ? n - k : 0, __VA_ARGS__)
    for (int i = 0; e && i < e->nargs && i < 4; i++) {
        const rf_effect_arg *a = &e->arg[i];
        if (!a4[i]) continue;
        if (a->type != RF_ARG_ICONS) {
            PUT("%s%+d %s", k ? ", " : "", a4[i], a->what);          /* "-3 damage per hit" */
            continue;
        }
        PUT("%s%s:", k ? ", " : "", a->what);                              /* TERM-7 */
        for (int b = 0, first = 1; b < RF_AIM_ICONS; b++)
            if (a4[i] >> b & 1) {
                PUT("%s %s", first ? "" : ",", effect_aim_icon_name(b));
                first = 0;
            }
    }
    if (!k) PUT("no change");
#undef PUT
}

const rf_card_fx *effect_card_fx_of(int effect)
{
    const fx_ops *o = ops_of(effect);
    return o ? o->card : NULL;
}

const rf_weapon_fx *effect_weapon_fx_of(int effect)
{
    const fx_ops *o = ops_of(effect);
    return o ? o->weapon : NULL;
}

const rf_ability_fx *effect_ability_fx_of(int effect)
{
    const fx_ops *o = ops_of(effect);
    return o ? o->ability : NULL;
}

bool effect_card_fx_playable(const rf_game *g, int l, const rf_card_def *c)
{
    const rf_card_fx *fx = effect_card_fx_of(c->effect);
    return !fx || !fx->playable || fx->playable(g, l, c);
}

void effect_card_fx_after(rf_game *g, int l, int t, int card)
{
    const rf_card_def *c = &g->content->cards.card[card];
    const rf_card_fx *fx = effect_card_fx_of(c->effect);
    if (fx && fx->after) fx->after(g, l, t, c);
}

/* ---- Names (abilities.h) ---- */

const char *abil_effect_name(int effect)
{
    return effect_name(effect);
}

int abil_effect_parse(const char *name)
{
    return effect_find(name, RF_DOMAIN_ABILITY);
}
