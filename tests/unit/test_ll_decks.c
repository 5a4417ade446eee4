/*
 * test_ll_decks.c — Lifeline's, Pathfinder's and Loba's decks and
 * abilities in real matches (docs/legends.md; data/cards.json decks
 * "lifeline", "pathfinder", "loba"; data/abilities.json): 3-a-side games on
 * a small yard, the three against Bangalore, Gibraltar and Bloodhound, every
 * legend with its own deck and abilities ("*"), played to
 * the end by a seeded chooser that prefers playing cards and using
 * abilities. rf_check holds after every choice; over the games every card
 * of the three decks is played (the core effects restore_squad,
 * free_respawn, cooldown, draw, move, restore, shot_mods, shot_defence and
 * Loba's thief), every one of their abilities is used, a Care Package is
 * looted and a target hands Loba a token.
 */
#include "ll_yard.h"
#include "rules/engine/legends.h"
#include "rules/engine/pieces.h"

static const rf_map *yard(void)
{
    static rf_map *m;
    if (!m)
        m = ll_map("{ \"name\": \"Deck yard\", \"source\": \"test_ll_decks.c\", \"size\": [12, 12],\n"
                   "  \"components\": [\n"
                   "    { \"type\": \"building\", \"at\": [5, 5], \"size\": \"2x2\" },\n"
                   "    { \"type\": \"half_wall\", \"edge\": \"h 3,3\" },\n"
                   "    { \"type\": \"half_wall\", \"edge\": \"h 8,8\" },\n"
                   "    { \"type\": \"supply_bin\", \"edge\": \"h 9,4\" },\n"
                   "    { \"type\": \"supply_bin\", \"edge\": \"v 4,8\" },\n"
                   "    { \"type\": \"supply_bin\", \"edge\": \"h 7,10\" },\n"
                   "    { \"type\": \"respawn_beacon\", \"at\": [0, 11] },\n"
                   "    { \"type\": \"respawn_beacon\", \"at\": [11, 0] } ] }\n");
    return m;
}

#define MAX_SEEN 160
typedef struct seen { int n; char what[MAX_SEEN][48]; } seen;

static void note(seen *s, const char *what)
{
    for (int i = 0; i < s->n; i++)
        if (strcmp(s->what[i], what) == 0) return;
    if (s->n < MAX_SEEN) snprintf(s->what[s->n++], sizeof s->what[0], "%s", what);
}

static bool has(const seen *s, const char *what)
{
    for (int i = 0; i < s->n; i++)
        if (strcmp(s->what[i], what) == 0) return true;
    return false;
}

/* What a chosen label plays or uses: "play X (…)", "play X", "L plays X",
 * "use X (Tactical|Ultimate, …)"; the name goes to `out` (false if none). */
static bool played(const char *label, char *out, size_t n)
{
    const char *p = NULL;
    if (strncmp(label, "play ", 5) == 0) p = label + 5;
    else if (strncmp(label, "use ", 4) == 0 && (strstr(label, "(Tactical") || strstr(label, "(Ultimate")))
        p = label + 4;                                           /* an ability, not an item */
    else if (strstr(label, " plays ")) p = strstr(label, " plays ") + 7;
    if (!p) return false;
    snprintf(out, n, "%s", p);
    char *paren = strstr(out, " (");
    if (paren) *paren = '\0';
    return true;
}

/* Dropping a backpack token (ACT-17) or using one: the chooser avoids
 * them, so that Blue keeps something for Thief's Artistry to take. */
static bool keeps_loot(const char *label)
{
    return (strncmp(label, "drop ", 5) == 0 && strncmp(label, "drop it", 7) != 0) ||
           strncmp(label, "Use and Move 1", 14) == 0;
}

static unsigned long long next(unsigned long long *x)
{
    *x ^= *x << 13, *x ^= *x >> 7, *x ^= *x << 17;
    return *x;
}

/* One match to the end, the chooser preferring (3 in 4) a card, an
 * ability, a package token, a token to give, a Respawn or a supply bin. In odd seeds Red's
 * Pathfinder starts eliminated, so that a Respawn (ACT-20) opens Guardian
 * Angel's window (INSTANT-1); Blue's legends start with 2 consumables each
 * in their backpacks (something for Thief's Artistry to take). */
static void play_match(unsigned long long seed, seen *s)
{
    spot sp[6] = { { "Lifeline", RED, 1, 1 }, { "Pathfinder", RED, 2, 3 }, { "Loba", RED, 3, 1 },
                   { "Bangalore", BLUE, 10, 10 }, { "Gibraltar", BLUE, 9, 8 },
                   { "Bloodhound", BLUE, 8, 10 } };
    rf_game *g = ll_game(yard(), sp, 6, seed);
    for (int l = 3, k = 0; l < 6; l++, k = 0)  /* something in Blue's backpacks to steal */
        for (int p = 0; p < g->npieces && k < 2; p++)
            if (g->piece[p].where == RF_IN_BAG && g->piece[p].at == RF_COMMON &&
                pieces_loot_of(g, p)->family == RF_LOOT_CONSUMABLE)
                piece_to_pack(g, p, l, k++);
    if (seed % 2) {                     /* a Respawn to come, for Guardian Angel (ACT-20) */
        legend_eliminate(g, 1);
        ll_ok(g);
    }
    unsigned long long x = seed * 0x9e3779b97f4a7c15ull | 1;
    static rf_option opt[RF_MAX_OPTIONS];
    for (int step = 0; step < 4000 && !rf_game_over(g, NULL); step++) {
        int n = rf_options(g, opt, RF_MAX_OPTIONS);
        if (n > RF_MAX_OPTIONS) n = RF_MAX_OPTIONS;
        assert_true(n > 0);
        int pick = (int)(next(&x) % (unsigned long long)n);
        char name[48];
        if (next(&x) % 4) {             /* one of the plays, takes, gives... at random: */
            int want[RF_MAX_OPTIONS], nw = 0;   /* a hand is in content order (hand.c), */
            for (int i = 0; i < n; i++)         /* so the first would be the same card */
                if (played(opt[i].label, name, sizeof name) || strncmp(opt[i].label, "take ", 5) == 0 ||
                    strncmp(opt[i].label, "give ", 5) == 0 || strcmp(opt[i].label, "Respawn") == 0 ||
                    strncmp(opt[i].label, "open the ", 9) == 0)
                    want[nw++] = i;
            if (nw) pick = want[next(&x) % (unsigned long long)nw];
        }
        for (int k = 0; k < n && keeps_loot(opt[pick].label); k++) pick = (pick + 1) % n;
        if (played(opt[pick].label, name, sizeof name)) note(s, name);
        if (strncmp(opt[pick].label, "take ", 5) == 0) note(s, "#take");
        if (strncmp(opt[pick].label, "give ", 5) == 0) note(s, "#give");
        rf_error err;
        if (rf_choose(g, opt[pick].code, &err) != RF_OK) fail_msg("%s", err.message);
        ll_ok(g);
    }
    rf_game_free(g);
}

/* covers: CARD-1 CARD-6 ABIL-1 INSTANT-1 ENHANCE-1 REACT-2
 * Every card of the three decks is played and every one of their
 * abilities used in seeded matches, the state checked after each choice. */
static void test_decks_in_real_matches(void **state)
{
    (void)state;
    seen s = { 0, { { 0 } } };
    for (unsigned long long seed = 1; seed <= 60; seed++) play_match(seed, &s);
    const rf_cards *cards = &tu_content()->cards;
    static const char *const decks[] = { "lifeline", "pathfinder", "loba" };
    for (int d = 0; d < 3; d++) {
        int ids[RF_DECK_SIZE];
        int n = cards_of_deck(cards, decks[d], ids, RF_DECK_SIZE);
        assert_int_equal(n, RF_DECK_SIZE);
        for (int i = 0; i < n; i++)
            if (!has(&s, cards->card[ids[i]].name))
                fail_msg("%s's card %s was never played", decks[d], cards->card[ids[i]].name);
    }
    static const char *const abilities[] = { "Grappling Hook", "D.O.C. Heal Drone", "Care Package",
                                             "Burglar's Best Friend", "Black Market Boutique" };
    for (int i = 0; i < 5; i++)
        if (!has(&s, abilities[i])) fail_msg("%s was never used", abilities[i]);
    if (!has(&s, "#take")) fail_msg("no Care Package was looted");
    if (!has(&s, "#give")) fail_msg("no target gave Loba a token");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_decks_in_real_matches),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
