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
 * on the emptier weapon. Public API only: the option codes and, for the
 * loadout's equip and place options, what each puts where
 * (rf_option_placement: no label is formatted nor read).
 */

#include <string.h>

#include "bots/bot.h"
#include "bots/heuristic_items.h"
#include "bots/heuristic_setup.h"

static unsigned first_kind(const unsigned *o, int n, int kind)
{
    for (int i = 0; i < n; i++)
        if (rf_opt_kind_of(o[i]) == kind) return o[i];
    return 0;
}

/* The Stage 1 options, each with what it places (valid where has[i]). */
typedef struct setup_opts {
    int n;
    unsigned code[RF_MAX_OPTIONS];
    rf_placement put[RF_MAX_OPTIONS];
    bool has[RF_MAX_OPTIONS];
} setup_opts;

/* Whether option i puts a piece `where` (enum rf_put_where). */
static bool puts_at(const setup_opts *s, int i, int where)
{
    return s->has[i] && s->put[i].where == where;
}

/* The gear kind of a worn token, its slot in b->worn: 0 body shield, 1
 * knockdown shield, 2 helmet. */
static int gear_kind(int kind)
{
    return kind == RF_PUT_BODY_SHIELD ? 0 : kind == RF_PUT_KNOCKDOWN ? 1 : 2;
}

/* STAGE1-6: wear a gear token only if it beats what the legend wears (it
 * starts with its starting token, level 0); remembered, so the starting
 * token is never worn again. */
static unsigned wear(rf_bot *b, const setup_opts *s)
{
    for (int i = 0; i < s->n; i++) {
        if (!puts_at(s, i, RF_PUT_GEAR)) continue;
        const rf_placement *p = &s->put[i];
        if (p->legend < 0 || p->legend >= RF_SETUP_MAX_LEGENDS) continue;
        int slot = p->legend * 4 + gear_kind(p->kind);
        if (p->level <= b->worn[slot]) continue;
        b->worn[slot] = (signed char)p->level;
        return s->code[i];
    }
    return 0;
}

/* What a token is worth in the backpack (bot_item_worth, by its printed
 * name: the consumables by kind, attachments by the rarity their names
 * print; optics print none and count 3, as they always have). */
static int pack_worth(const rf_game *g, const rf_placement *p)
{
    const char *id, *name;
    return rf_item_info_get(rf_game_content(g), p->item, &id, &name) ? bot_item_worth(name) : 3;
}

/* STAGE1-6: fit an attachment on a weapon (in place of another too: the
 * attachments are never swapped back), else the item worth most into a
 * free backpack slot (never for another). */
static unsigned stash(rf_bot *b, const rf_game *g, const setup_opts *s)
{
    for (int i = 0; i < s->n; i++) {
        if (!puts_at(s, i, RF_PUT_ATTACHMENT)) continue;
        int l = s->put[i].legend, slot = s->put[i].slot * 8 + s->put[i].attach_slot;
        if (l < 0 || l >= RF_SETUP_MAX_LEGENDS || slot < 0 || slot >= 16) continue;
        if (b->fitted[l] & (1u << slot)) continue;       /* a swap, back and forth */
        b->fitted[l] |= (unsigned short)(1u << slot);
        return s->code[i];
    }
    unsigned best = 0;
    int top = 0;
    for (int i = 0; i < s->n; i++) {
        if (!puts_at(s, i, RF_PUT_BACKPACK) || s->put[i].replaces >= 0) continue;
        int w = pack_worth(g, &s->put[i]);
        if (w > top) {
            top = w;
            best = s->code[i];
        }
    }
    return best;
}

/* A beginner: the first token placed anywhere but as gear or in place of
 * a backpack token, else done. */
static unsigned loadout_easy(const setup_opts *s)
{
    for (int i = 0; i < s->n; i++)
        if (rf_opt_kind_of(s->code[i]) == RF_OPT_PLACE && !puts_at(s, i, RF_PUT_GEAR) &&
            !(puts_at(s, i, RF_PUT_BACKPACK) && s->put[i].replaces >= 0))
            return s->code[i];
    return first_kind(s->code, s->n, RF_OPT_DONE);
}

static unsigned loadout(rf_bot *b, const rf_game *g, setup_opts *s)
{
    for (int i = 0; i < s->n; i++) {
        int k = rf_opt_kind_of(s->code[i]);
        s->has[i] = (k == RF_OPT_EQUIP || k == RF_OPT_PLACE) &&
                    rf_option_placement(g, s->code[i], &s->put[i]);
    }
    unsigned best = 0;
    int best_ammo = -1;
    for (int i = 0; i < s->n; i++) {                  /* STAGE1-4: fill empty slots */
        if (!puts_at(s, i, RF_PUT_WEAPON_SLOT) || s->put[i].replaces >= 0) continue;
        if (s->put[i].ammo > best_ammo) {
            best_ammo = s->put[i].ammo;
            best = s->code[i];
        }
    }
    if (best) return best;
    if (b->level == BOT_EASY) return loadout_easy(s);
    if ((best = wear(b, s)) || (best = stash(b, g, s))) return best;
    return first_kind(s->code, s->n, RF_OPT_DONE);
}

/* STAGE2-4, STAGE2-5: the side with an epic token first, then the best
 * reward token (rf_view_entrance: the board itself, not the options'
 * words). */
static unsigned entrance(const rf_game *g, const unsigned *o, int n)
{
    int best = -1, best_score = -1000;
    for (int i = 0; i < n; i++) {
        int k = rf_opt_kind_of(o[i]), score = 0, move, loot, ammo;
        bool epic;
        if (k == RF_OPT_SIDE && rf_view_entrance(g, rf_opt_b(o[i]), &move, &loot, &ammo, &epic)) {
            if (epic) score += 10;
            score += loot == 2 ? 3 : loot == 1 || ammo > 0 ? 2 : 0;
        }
        if (score > best_score) {
            best_score = score;
            best = i;
        }
    }
    return best >= 0 ? o[best] : 0;
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

unsigned bot_heuristic_setup(rf_bot *b, const rf_game *g, const rf_decision *d,
                             const unsigned *codes, int n)
{
    static _Thread_local setup_opts s;
    if (n > RF_MAX_OPTIONS) n = RF_MAX_OPTIONS;
    if (n <= 0) return 0;
    memcpy(s.code, codes, sizeof s.code[0] * (size_t)n);   /* the caller's listing of g */
    s.n = n;
    const unsigned *o = s.code;
    unsigned c = 0;
    switch (d->kind) {
    case RF_DEC_COLOUR: {
        int want = bot_colour(g, b->level);                 /* DRAFT-2 */
        for (int i = 0; i < n && !c; i++)
            if (rf_opt_a(o[i]) == want) c = o[i];
        break;
    }
    case RF_DEC_DRAFT: c = o[bot_next(b) % (unsigned long long)n]; break;
    case RF_DEC_LOADOUT: c = loadout(b, g, &s); break;
    case RF_DEC_ENTRANCE: c = entrance(g, o, n); break;
    default: break;
    }
    return c ? c : o[bot_next(b) % (unsigned long long)n];
}
