/*
 * heuristic_setup.c — the heuristic bot before Stage 3 (docs/bots.md,
 * docs/match.md): it takes red (the initiative, DRAFT-3), drafts a legend
 * at random (its own generator: every legend is worth having), equips the weapon cards with the most ammo on empty
 * slots, wears gear, fits attachments, fills its backpack, never gives nor
 * swaps, then is done; at the entrance board it goes where an epic token
 * still lies (a loot reward first), enters in the order offered and puts
 * the reward ammo on the emptier weapon. Public API only: the option codes
 * and their labels (rf_options).
 *
 * FROZEN (heuristic-v1): a copy of the heuristic bot as it was on main at
 * affbd3d, kept unchanged from now on as the fixed yardstick the other bots
 * are measured against (docs/bots.md, "Levels and the yardstick"): a
 * reference that moved would make every strength figure meaningless. Do
 * not fix or improve it; improve src/bots/heuristic*.c instead.
 */
#include <stdio.h>
#include <string.h>

#include "bots/bot.h"
#include "bots/v1/heuristic_setup.h"

static unsigned first_kind(const rf_option *o, int n, int kind)
{
    for (int i = 0; i < n; i++)
        if (rf_opt_kind_of(o[i].code) == kind) return o[i].code;
    return 0;
}

/* The ammo printed in an equip label "...: equip NAME (ammo N) on ...". */
static int label_ammo(const char *label)
{
    const char *p = strstr(label, "(ammo ");
    int a = 0;
    return p && sscanf(p, "(ammo %d)", &a) == 1 ? a : 0;
}

static unsigned loadout(const rf_option *o, int n)
{
    unsigned best = 0;
    int best_ammo = -1;
    for (int i = 0; i < n; i++) {                     /* STAGE1-4: fill empty slots */
        if (rf_opt_kind_of(o[i].code) != RF_OPT_EQUIP || strstr(o[i].label, "replacing")) continue;
        int a = label_ammo(o[i].label);
        if (a > best_ammo) {
            best_ammo = a;
            best = o[i].code;
        }
    }
    if (best) return best;
    for (int i = 0; i < n; i++)                       /* STAGE1-6: keep, never swap */
        if (rf_opt_kind_of(o[i].code) == RF_OPT_PLACE && !strstr(o[i].label, " for "))
            return o[i].code;
    return first_kind(o, n, RF_OPT_DONE);
}

static unsigned entrance(const rf_option *o, int n)
{
    int best = -1, best_score = -1000;
    for (int i = 0; i < n; i++) {
        int k = rf_opt_kind_of(o[i].code), score = 0;
        if (k == RF_OPT_SIDE) {
            if (!strstr(o[i].label, "epic: none")) score += 10;   /* STAGE2-5 */
            if (strstr(o[i].label, "rare")) score += 3;
            else if (strstr(o[i].label, "common") || strstr(o[i].label, "ammo")) score += 2;
        }
        if (score > best_score) {
            best_score = score;
            best = i;
        }
    }
    return best >= 0 ? o[best].code : 0;
}

unsigned v1_heuristic_setup(rf_bot *b, const rf_game *g, const rf_decision *d)
{
    static _Thread_local rf_option o[RF_MAX_OPTIONS];
    int n = rf_options(g, o, RF_MAX_OPTIONS);
    if (n > RF_MAX_OPTIONS) n = RF_MAX_OPTIONS;
    if (n <= 0) return 0;
    unsigned c = 0;
    switch (d->kind) {
    case RF_DEC_COLOUR:
        for (int i = 0; i < n && !c; i++)
            if (rf_opt_a(o[i].code) == 0) c = o[i].code;  /* red: the initiative */
        break;
    case RF_DEC_DRAFT: c = o[bot_next(b) % (unsigned long long)n].code; break;
    case RF_DEC_LOADOUT: c = loadout(o, n); break;
    case RF_DEC_ENTRANCE: c = entrance(o, n); break;
    default: break;
    }
    return c ? c : o[bot_next(b) % (unsigned long long)n].code;
}
