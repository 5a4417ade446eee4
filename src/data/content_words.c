/*
 * content_words.c — what a player reads on a card before choosing it, for
 * clients (issue 15; the server's GET /api/content, docs/protocol.md): a
 * weapon card's printed numbers, a loot token's effect in words from its
 * numbers, an entrance reward's name and effect, and each legend's own
 * action and ability cards (for the draft). Words are made from the
 * content's numbers, so they follow the data.
 */
#include <stdio.h>
#include <string.h>

#include "data/content.h"
#include "data/types/abilities.h"

bool rf_weapon_numbers_get(const rf_content *c, int i, rf_weapon_numbers *out)
{
    if (i < 0 || i >= c->catalog.nweapons) return false;
    const rf_weapon_def *w = &c->catalog.weapon[i];
    *out = (rf_weapon_numbers){
        .type = w->type, .ammo = catalog_ammo_name(w->ammo), .ammo_init = w->ammo_init,
        .range_lo = w->range_lo, .range_hi = w->range_hi, .threshold = w->threshold,
        .rate_a = w->rate_a, .rate_b = w->rate_b ? w->rate_b : 1, .damage = w->damage,
        .head = w->head, .stability = w->stability, .recoil = w->recoil,
        .kitted = w->kitted != 0, .special = w->special != 0,
    };
    return true;
}

/* GEAR-7, GEAR-8, GEAR-11: gear in words. */
static void gear_words(const rf_loot_def *d, char *out, size_t n)
{
    switch (d->family) {
    case RF_LOOT_HELMET:
        if (!d->helmet_count) snprintf(out, n, "no effect (GEAR-7)");
        else snprintf(out, n, "ignores up to %d headshot%s on Aim cards of value %d or less (GEAR-7)",
                      d->helmet_count, d->helmet_count == 1 ? "" : "s", d->helmet_value);
        break;
    case RF_LOOT_BODY_SHIELD:
        if (d->shield_restore)
            snprintf(out, n, "shield limit %d; equipped unexhausted: restore %d shield, then "
                     "exhausted (GEAR-8)", d->shield_limit, d->shield_restore);
        else snprintf(out, n, "shield limit %d (GEAR-8)", d->shield_limit);
        break;
    default:                                                           /* knockdown shield */
        if (!d->knockdown_prevent) snprintf(out, n, "no effect (GEAR-11)");
        else if (d->ring_cap)
            snprintf(out, n, "prevents up to %d damage when knocked down (KO-1); ring damage at "
                     "most %d (GEAR-11)", d->knockdown_prevent, d->ring_cap);
        else snprintf(out, n, "prevents up to %d damage when knocked down (GEAR-11, KO-1)",
                      d->knockdown_prevent);
    }
}

/* ATTACH-8 … ATTACH-13. */
static void attachment_words(const rf_loot_def *d, char *out, size_t n)
{
    switch (d->attach) {
    case RF_ATT_STABILIZER:
        snprintf(out, n, "the Aim board's start %d slot%s left (ATTACH-8)", d->stability,
                 d->stability == 1 ? "" : "s");
        break;
    case RF_ATT_MAGAZINE:
        snprintf(out, n, "fire rate +%d; %s ammo (ATTACH-9)", d->rate_bonus,
                 catalog_ammo_name(d->attach_ammo));
        break;
    case RF_ATT_BOLT:
        snprintf(out, n, "+%d to the first number of the fire rate (ATTACH-10)", d->rate_bonus);
        break;
    case RF_ATT_OPTIC:
        if (d->optic_hi) snprintf(out, n, "hit threshold %+d at distance %d-%d (ATTACH-11)",
                                  d->optic_mod, d->optic_lo, d->optic_hi);
        else snprintf(out, n, "hit threshold %+d at distance %d or more (ATTACH-11)", d->optic_mod,
                      d->optic_lo);
        break;
    case RF_ATT_STOCK:
        snprintf(out, n, "+%d damage per hit (ATTACH-12)", d->stock_bonus);
        break;
    case RF_ATT_SNIPER_STOCK:
        snprintf(out, n, "the first hit deals +%d damage (ATTACH-13)", d->stock_bonus);
        break;
    default:
        snprintf(out, n, "an attachment (ATTACH-1)");
    }
}

/* CONSUM-3 … CONSUM-8. */
static void consumable_words(const rf_loot_def *d, char *out, size_t n)
{
    switch (d->consumable) {
    case RF_CONS_HEALTH: snprintf(out, n, "restore up to %d health (CONSUM)", d->restore_health); break;
    case RF_CONS_SHIELD: snprintf(out, n, "restore up to %d shield (CONSUM)", d->restore_shield); break;
    case RF_CONS_BOTH:
        snprintf(out, n, "restore up to %d health and up to %d shield (CONSUM)", d->restore_health,
                 d->restore_shield);
        break;
    case RF_CONS_ACCELERANT:
        snprintf(out, n, "each of your cooldown tokens %d positions left (CONSUM-8, COOL-5)",
                 d->cooldown_reduce);
        break;
    default: snprintf(out, n, "a consumable (CONSUM)");
    }
}

bool rf_item_words(const rf_content *c, int i, const char **family, const char **rarity,
                   char *effect, size_t n)
{
    static const char *const families[] = { "helmet", "body_shield", "knockdown", "attachment",
                                            "grenade", "consumable", "crafting" };
    static const char *const rarities[] = { "common", "rare", "epic", "legendary" };
    if (i < 0 || i >= c->catalog.nloot) return false;
    const rf_loot_def *d = &c->catalog.loot[i];
    *family = d->family < 7 ? families[d->family] : "?";
    *rarity = d->rarity < RF_RARITY_COUNT ? rarities[d->rarity] : "?";
    if (!n) return true;
    switch (d->family) {
    case RF_LOOT_HELMET: case RF_LOOT_BODY_SHIELD: case RF_LOOT_KNOCKDOWN:
        gear_words(d, effect, n);
        break;
    case RF_LOOT_ATTACHMENT: attachment_words(d, effect, n); break;
    case RF_LOOT_GRENADE:
        snprintf(effect, n, "thrown at distance %d-%d; %d Aim card%s for the drift; its area "
                 "deals damage (GRENADE)", d->throw_lo, d->throw_hi, d->drift_cards,
                 d->drift_cards == 1 ? "" : "s");
        break;
    case RF_LOOT_CONSUMABLE: consumable_words(d, effect, n); break;
    default: snprintf(effect, n, "a crafting material for the Replicator (REPL)");
    }
    return true;
}

bool rf_reward_words(const rf_content *c, int i, const char **id, char *name, size_t nn,
                     char *effect, size_t ne)
{
    if (i < 0 || i >= c->rewards.n) return false;
    const rf_reward *r = &c->rewards.reward[i];
    static const char *const bag[] = { "", "common", "rare" };
    *id = r->id;
    const char *b = r->loot < 3 ? bag[r->loot] : "";
    if (r->loot) {
        snprintf(name, nn, "Move %d + a %s token", r->move, b);
        snprintf(effect, ne, "a Move of %d MP into the map (STAGE2-10), then a token from the "
                 "%s loot bag (STAGE2-11)", r->move, b);
    } else if (r->ammo) {
        snprintf(name, nn, "Move %d + %d ammo", r->move, r->ammo);
        snprintf(effect, ne, "a Move of %d MP into the map (STAGE2-10), then %d ammo on one "
                 "weapon (STAGE2-12)", r->move, r->ammo);
    } else {
        snprintf(name, nn, "Move %d", r->move);
        snprintf(effect, ne, "a Move of %d MP into the map (STAGE2-10)", r->move);
    }
    return true;
}

int rf_legend_kit(const rf_content *c, int i, bool cards, const char **ids, int max)
{
    if (i < 0 || i >= c->legends.n) return 0;
    const rf_legend_def *l = &c->legends.legend[i];
    int n = 0;
    if (cards) {
        for (int k = 0; k < c->cards.n; k++)
            if (l->deck[0] && strcmp(c->cards.card[k].deck, l->deck) == 0 && n++ < max)
                ids[n - 1] = c->cards.card[k].id;
    } else {
        for (int k = 0; k < c->abilities.n; k++)
            if (l->abilities[0] && strcmp(c->abilities.ab[k].legend, l->abilities) == 0 && n++ < max)
                ids[n - 1] = c->abilities.ab[k].id;
    }
    return n;
}
