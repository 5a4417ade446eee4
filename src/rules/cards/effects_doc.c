/*
 * effects_doc.c — the tables of docs/effects.md, written from the one
 * effect list (data/effect_list.h): every effect's name, its named
 * arguments with their ranges, and for a card the kinds that can carry it.
 * test_effect_list checks that docs/effects.md holds exactly this text.
 */
#include <stdio.h>

#include "rules/cards/effect_ops.h"

#define PUT(...) used += (size_t)snprintf(buf + used, used < n ? n - used : 0, __VA_ARGS__)

static size_t args_cell(char *buf, size_t n, const rf_effect_def *fx)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < fx->nargs; i++) {
        const rf_effect_arg *a = &fx->arg[i];
        PUT("%s`%s`: ", i ? "; " : "", a->key);
        if (a->type == RF_ARG_ICONS)
            PUT("%s (a list of low, high, cover, semi, head; none if left out)", a->what);
        else
            PUT("%s, %d to %d%s", a->what, a->lo, a->hi,
                a->type == RF_ARG_OPTIONAL ? " (0 if left out)" : "");
    }
    if (!fx->nargs) PUT("none");
    return used;
}

static size_t kinds_cell(char *buf, size_t n, unsigned rules)
{
    static const char *const kinds[] = { "free", "special", "enhance", "reaction", "instant" };
    size_t used = 0;
    buf[0] = '\0';
    for (unsigned k = 0; k < 5; k++)
        if (rules & (1u << k)) {
            PUT("%s%s", used ? ", " : "", kinds[k]);
            if (k == 3 && (rules & RF_FX_BEFORE_FIRING)) PUT(" (before firing)");
            if (k == 4 && (rules & RF_FX_ON_RESPAWN)) PUT(" (on squad_respawn)");
        }
    return used;
}

static size_t checks_cell(char *buf, size_t n, unsigned rules)
{
    size_t used = 0;
    buf[0] = '\0';
    if (rules & RF_FX_NONZERO) PUT("%snot all zero", used ? "; " : "");
    if (rules & RF_FX_PLACED) PUT("%sa placement", used ? "; " : "");
    if (rules & RF_FX_NOT_DELAYED) PUT("%snot a Delay", used ? "; " : "");
    if (rules & RF_FX_TEMPLATE) PUT("%sa template (AOE-2)", used ? "; " : "");
    if (rules & RF_FX_ROLE_BASIC) PUT("%sbasic (played)", used ? "; " : "");
    if (!used) PUT("-");
    return used;
}

/* The table of a domain without card kinds: effect, arguments, checks. */
static size_t domain_table(char *buf, size_t n, int domain, const char *title)
{
    char a[400], c[120];
    size_t used = 0;
    PUT("\n### %s\n\n| effect | arguments (\"args\") | also |\n|---|---|---|\n", title);
    for (int e = 0; e < RF_EFF_COUNT; e++) {
        const rf_effect_def *fx = effect_of(e);
        if (fx->domain != domain) continue;
        args_cell(a, sizeof a, fx);
        checks_cell(c, sizeof c, fx->rules);
        PUT("| `%s` | %s | %s |\n", fx->name, a, c);
    }
    return used;
}

size_t effects_markdown(char *buf, size_t n)
{
    char a[400], k[120], c[120];
    size_t used = 0;
    PUT("### Action card effects\n\n| effect | arguments (\"args\") | card kinds | also |\n"
        "|---|---|---|---|\n");
    for (int e = 0; e < RF_EFF_COUNT; e++) {
        const rf_effect_def *fx = effect_of(e);
        if (fx->domain != RF_DOMAIN_CARD) continue;
        args_cell(a, sizeof a, fx);
        kinds_cell(k, sizeof k, fx->rules);
        checks_cell(c, sizeof c, fx->rules);
        PUT("| `%s` | %s | %s | %s |\n", fx->name, a, k, c);
    }
    static const struct { int domain; const char *title; } rest[] = {
        { RF_DOMAIN_ABILITY, "Ability effects" },
        { RF_DOMAIN_WEAPON, "Weapon card PASSIVE boxes" },
        { RF_DOMAIN_ROLE, "Assassination role cards (data/roles.json; ASSN-8)" },
        { RF_DOMAIN_FEAT_TOP, "Champions feat cards, top (data/champions.json; CHAMP-19)" },
        { RF_DOMAIN_FEAT_BOTTOM,
          "Champions feat cards, bottom (data/champions.json; CHAMP-20)" },
    };
    for (size_t r = 0; r < sizeof rest / sizeof rest[0]; r++)
        used += domain_table(buf + (used < n ? used : n), used < n ? n - used : 0,
                             rest[r].domain, rest[r].title);
    return used;
}
