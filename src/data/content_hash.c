/*
 * content_hash.c — rf_content_hash: a hash of every content file the
 * content was loaded from, so that a replay recorded with other content is
 * refused (DESIGN.md, Determinism). The files are hashed once, when the
 * content is loaded (content_files_hash); the cards and abilities, which
 * files other than data/'s may add, from memory on each call.
 */
#include <stdio.h>
#include <string.h>

#include "data/content.h"

static const char *const content_files[] = {
    "fully_kitted.json", "events.json",
    "components.json", "templates.json", "map_lists.json", "weapons.json", "aim.json",
    "loot.json", "supply_bins.json", "ring_cards.json", "round_track.json", "rewards.json",
    "legends.json", "modes.json", "deployment.json", "roles.json", "equipment.json",
    "supply_drops.json", "replicator.json", "champions.json",
};

static unsigned long long hash_file(unsigned long long h, const char *dir, const char *name)
{
    char path[RF_PATH_LEN + 64];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "rb");
    if (!f) return h ^ 0x9e3779b97f4a7c15ull;    /* a missing file still changes the hash */
    int ch;
    while ((ch = fgetc(f)) != EOF) {
        h ^= (unsigned char)ch;
        h *= 0x100000001b3ull;
    }
    fclose(f);
    return h;
}

static unsigned long long hash_bytes(unsigned long long h, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++) {
        h ^= b[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

static unsigned long long hash_string(unsigned long long h, const char *s)
{
    return hash_bytes(h, s, strlen(s) + 1);
}

/* Cards are hashed from memory, not from data/cards.json, because
 * rf_content_add_cards may add cards from other files (tests, mods): a
 * replay recorded with those cards must be refused without them. */
static unsigned long long hash_cards(unsigned long long h, const rf_cards *cards)
{
    for (int i = 0; i < cards->n; i++) {
        const rf_card_def *k = &cards->card[i];
        h = hash_string(h, k->id);
        h = hash_string(h, k->deck);
        const uint8_t rules[] = {k->kind, k->cost, k->when, k->squad, k->event, k->effect};
        h = hash_bytes(h, rules, sizeof rules);
        h = hash_bytes(h, k->a, sizeof k->a);
    }
    return h;
}

/* Abilities too, from memory (rf_content_add_abilities). */
static unsigned long long hash_abilities(unsigned long long h, const rf_abilities *abs)
{
    for (int i = 0; i < abs->n; i++) {
        const rf_ability_def *a = &abs->ab[i];
        h = hash_string(h, a->id);
        h = hash_string(h, a->legend);
        const uint8_t rules[] = {a->type, a->cost, a->tokens, a->cooldown, a->place, a->range_lo,
                                 a->range_hi, a->los, a->persistent, (uint8_t)a->kind,
                                 a->timing, a->rounds, a->effect, a->until};
        h = hash_bytes(h, rules, sizeof rules);
        h = hash_bytes(h, a->a, sizeof a->a);
        h = hash_string(h, a->template_id);
        const uint8_t minis[] = { a->minis, a->targets_lo, a->targets_hi, a->chain_lo,
                                  a->chain_hi };
        h = hash_bytes(h, minis, sizeof minis);
    }
    return h;
}

unsigned long long content_files_hash(const char *dir)
{
    unsigned long long h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < sizeof content_files / sizeof content_files[0]; i++)
        h = hash_file(h, dir, content_files[i]);
    return h;
}

unsigned long long rf_content_hash(const rf_content *c)
{
    return hash_abilities(hash_cards(c->files_hash, &c->cards), &c->abilities);
}
