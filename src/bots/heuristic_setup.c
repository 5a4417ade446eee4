/*
 * heuristic_setup.c — the heuristic bot before Stage 3 (docs/bots.md,
 * docs/match.md): it chooses the colour that wins more often in the mode
 * (DRAFT-2; measured between normal bots, docs/balance.md), drafts a
 * legend at random (its own generator: every legend is worth having),
 * equips the weapon cards with the most ammo on empty slots, wears better
 * gear only (never the starting token again once it wore a better one:
 * heuristic-v1 swapped them back and forth to the step cap), fits
 * attachments on its weapons, fills its backpack with the items worth most
 * first (heals, grenades, then attachments), never gives nor swaps, then is
 * done; at the entrance board it goes where an epic token still lies (a
 * loot reward first), enters in the order offered and puts the reward ammo
 * on the emptier weapon. Public API only: the option codes and their
 * labels (rf_options_labelled: the equip and place options' only, the
 * gifts' words, two fifths of a Stage 1 listing, are never read).
 */
#include <stdio.h>
#include <string.h>

#include "bots/bot.h"
#include "bots/heuristic_items.h"
#include "bots/heuristic_setup.h"

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

/* A gear token's rarity in a "wear NAME (RARITY)" label: 0 starting … 4
 * legendary. */
static int rarity(const char *label)
{
    static const char *const names[] = { "(starting)", "(common)", "(rare)", "(epic)",
                                         "(legendary)" };
    for (int r = 4; r >= 0; r--)
        if (strstr(label, names[r])) return r;
    return 0;
}

/* The legend (by name at the label's start) and gear kind (0 body shield,
 * 1 knockdown shield, 2 helmet, 3 anything else) of a wear option: its
 * slot in b->worn, or -1. */
static int worn_slot(const rf_game *g, const char *label)
{
    int kind = strstr(label, "Body shield") ? 0 : strstr(label, "Knockdown") ? 1
             : strstr(label, "elmet") ? 2 : 3;
    for (int l = 0; l < rf_view_legends(g) && l < RF_SETUP_MAX_LEGENDS; l++) {
        rf_legend_view v;
        rf_view_legend(g, l, &v);
        size_t k = strlen(v.name);
        if (k && strncmp(label, v.name, k) == 0 && label[k] == ':') return l * 4 + kind;
    }
    return -1;
}

/* STAGE1-6: wear a gear token only if it beats what the legend wears (it
 * starts with its starting token, rarity 0); remembered, so the starting
 * token is never worn again. */
static unsigned wear(rf_bot *b, const rf_game *g, const rf_option *o, int n)
{
    for (int i = 0; i < n; i++) {
        if (rf_opt_kind_of(o[i].code) != RF_OPT_PLACE || !strstr(o[i].label, ": wear ")) continue;
        int slot = worn_slot(g, o[i].label), r = rarity(o[i].label);
        if (slot < 0 || r <= b->worn[slot]) continue;
        b->worn[slot] = (signed char)r;
        return o[i].code;
    }
    return 0;
}

/* STAGE1-6: fit an attachment on a weapon (never in place of another),
 * else the item worth most into the backpack (never for another). */
static unsigned stash(rf_bot *b, const rf_option *o, int n)
{
    for (int i = 0; i < n; i++) {
        if (rf_opt_kind_of(o[i].code) != RF_OPT_PLACE || !strstr(o[i].label, ": fit ") ||
            strstr(o[i].label, " for ") || strstr(o[i].label, "replacing"))
            continue;
        int l = rf_opt_a(o[i].code), slot = (rf_opt_b(o[i].code) >> 8) - 32;   /* STAGE1-6 */
        if (l < 0 || l >= RF_SETUP_MAX_LEGENDS || slot < 0 || slot >= 16) continue;
        if (b->fitted[l] & (1u << slot)) continue;       /* a swap, back and forth */
        b->fitted[l] |= (unsigned short)(1u << slot);
        return o[i].code;
    }
    unsigned best = 0;
    int top = 0;
    for (int i = 0; i < n; i++) {
        if (rf_opt_kind_of(o[i].code) != RF_OPT_PLACE || !strstr(o[i].label, "into the backpack") ||
            strstr(o[i].label, " for ") || strstr(o[i].label, "replacing"))
            continue;
        int w = bot_item_worth(o[i].label);
        if (w > top) {
            top = w;
            best = o[i].code;
        }
    }
    return best;
}

static unsigned loadout(rf_bot *b, const rf_game *g, const rf_option *o, int n)
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
    if (b->level == BOT_EASY) {                       /* a beginner: anything, in order */
        for (int i = 0; i < n; i++)
            if (rf_opt_kind_of(o[i].code) == RF_OPT_PLACE && !strstr(o[i].label, " for ") &&
                !strstr(o[i].label, ": wear "))
                return o[i].code;
        return first_kind(o, n, RF_OPT_DONE);
    }
    if ((best = wear(b, g, o, n)) || (best = stash(b, o, n))) return best;
    return first_kind(o, n, RF_OPT_DONE);
}

/* STAGE2-4, STAGE2-5: the side with an epic token first, then the best
 * reward token (rf_view_entrance: the board itself, not the options'
 * words). */
static unsigned entrance(const rf_game *g, const rf_option *o, int n)
{
    int best = -1, best_score = -1000;
    for (int i = 0; i < n; i++) {
        int k = rf_opt_kind_of(o[i].code), score = 0, move, loot, ammo;
        bool epic;
        if (k == RF_OPT_SIDE && rf_view_entrance(g, rf_opt_b(o[i].code), &move, &loot, &ammo, &epic)) {
            if (epic) score += 10;
            score += loot == 2 ? 3 : loot == 1 || ammo > 0 ? 2 : 0;
        }
        if (score > best_score) {
            best_score = score;
            best = i;
        }
    }
    return best >= 0 ? o[best].code : 0;
}

/* The colour it takes (0 red, 1 blue) when it wins the draw (DRAFT-2):
 * the one that won more of the decided matches between normal bots in
 * the mode on Crossroads (docs/balance.md, "Colours": 400 matches each at
 * 2 vs 2 and 3 vs 3): blue in Battle Royale (56 %: blue drafts first,
 * DRAFT-4) and Capture the Flag (61-65 %: blue enters and puts its bases
 * once it sees where red's are, CTF-7, CTF-8); red, the initiative
 * (DRAFT-3), in Team Deathmatch (55-64 %) and Champions (red are the
 * champions, CHAMP-1: 76 %), and where the colours were even
 * (Assassination). An easy bot always takes red. */
int bot_colour(const rf_game *g, int level)
{
    if (level == BOT_EASY) return 0;
    switch (rf_view_mode(g)) {
    case RF_MODE_BR:
    case RF_MODE_CTF: return 1;
    default: return 0;
    }
}

unsigned bot_heuristic_setup(rf_bot *b, const rf_game *g, const rf_decision *d)
{
    static _Thread_local rf_option o[RF_MAX_OPTIONS];
    static const int read[] = { RF_OPT_EQUIP, RF_OPT_PLACE };   /* the only words it reads */
    int n = rf_options_labelled(g, read, 2, o, RF_MAX_OPTIONS);
    if (n > RF_MAX_OPTIONS) n = RF_MAX_OPTIONS;
    if (n <= 0) return 0;
    unsigned c = 0;
    switch (d->kind) {
    case RF_DEC_COLOUR: {
        int want = bot_colour(g, b->level);                 /* DRAFT-2 */
        for (int i = 0; i < n && !c; i++)
            if (rf_opt_a(o[i].code) == want) c = o[i].code;
        break;
    }
    case RF_DEC_DRAFT: c = o[bot_next(b) % (unsigned long long)n].code; break;
    case RF_DEC_LOADOUT: c = loadout(b, g, o, n); break;
    case RF_DEC_ENTRANCE: c = entrance(g, o, n); break;
    default: break;
    }
    return c ? c : o[bot_next(b) % (unsigned long long)n].code;
}
