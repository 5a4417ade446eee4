/*
 * cli_match.c — the Battle Royale set-up the `play` and `sim` commands
 * share: content (with --cards), the first-game squads of DRAFT-9, and
 * their starting spaces.
 *
 * --start draft (the default) plays the whole match (docs/match.md): colour
 * draw, draft of the seven legends (DRAFT-6), Stage 1 and Stage 2; --start
 * stages keeps the first-game squads (DRAFT-9); --start map starts in
 * Stage 3 with the squads on the map itself: red on the free spaces
 * closest to the middle of the north edge, blue closest to the middle of
 * the south edge, 2 weapons each.
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

rf_content *cli_match_content(const cli_args *args)
{
    rf_content *c = cli_load_content(args);
    if (!c || !args->cards) return c;
    rf_error err;
    memset(&err, 0, sizeof err);
    if (rf_content_add_cards(c, args->cards, &err) != RF_OK) {
        cli_print_error(&err);
        rf_content_free(c);
        return NULL;
    }
    return c;
}

/* The free space closest to (cx, row) on that row or the next rows inward
 * that no earlier legend took. */
static bool start_space(const rf_map *m, const rf_setup *s, int cx, int row, int inward, int *x,
                        int *y)
{
    int w = rf_map_width(m), h = rf_map_height(m);
    for (int r = 0; r < h / 2; r++) {
        int yy = row + r * inward;
        for (int d = 0; d < 2 * w; d++) {
            int xx = cx + (d % 2 ? -(d + 1) / 2 : d / 2);      /* cx, cx-1, cx+1, cx-2 ... */
            bool taken = false;
            for (int i = 0; i < s->nlegends; i++)
                taken |= s->legend[i].x == xx && s->legend[i].y == yy;
            if (!taken && rf_map_space_free(m, xx, yy)) {
                *x = xx;
                *y = yy;
                return true;
            }
        }
    }
    return false;
}

/* The action deck every legend holds: --deck NAME, "none" for none, else
 * "*": each legend's own (data/legends.json, docs/legends.md). */
static const char *match_deck(const cli_args *args)
{
    if (!args->deck) return "*";
    return strcmp(args->deck, "none") == 0 ? "" : args->deck;
}

static void add_legend(const cli_args *args, rf_setup *s, const char *name, int squad)
{
    rf_setup_legend *l = &s->legend[s->nlegends++];
    snprintf(l->name, sizeof l->name, "%s", name);
    l->squad = squad;
    snprintf(l->deck, sizeof l->deck, "%s", match_deck(args));
    snprintf(l->abilities, sizeof l->abilities, "*");                /* its own (ABIL-1) */
}

/* --start stages: the mode's default squads as given (DRAFT-9; Champions'
 * 2 vs 4, CHAMP-1); --start draft (the default): all seven legends may be
 * drafted (DRAFT-6). size legends per squad, sizes[] where they differ. */
static void stages_setup(const cli_args *args, int start, const int sizes[2], rf_setup *s)
{
    s->start = start;
    s->random_draft = args->random_draft;                            /* DRAFT-7 */
    const char *name;
    for (int k = 0; start == RF_START_DRAFT && (name = rf_draft_pool_legend(k)); k++)
        add_legend(args, s, name, k % 2);                            /* squad unused in a draft */
    for (int squad = 0; squad < 2 && start == RF_START_STAGES; squad++)
        for (int k = 0; k < sizes[squad] && rf_default_squad_legend(args->mode, squad, k); k++)
            add_legend(args, s, rf_default_squad_legend(args->mode, squad, k), squad);
}

bool cli_match_setup(const cli_args *args, const rf_map *m, unsigned long long seed, rf_setup *s)
{
    memset(s, 0, sizeof *s);
    if (args->mode == RF_MODE_CHAMP && args->size) {          /* CHAMP-1: the squads are fixed */
        fprintf(stderr, "ringfall: squads: Champions is played 2 champions against 4 "
                "challengers (CHAMP-1): --size does not apply\n");
        return false;
    }
    int size = args->size ? args->size : args->mode == RF_MODE_ASSN ? 3 : 2;   /* ASSN-1 */
    int start = args->start ? args->start - 1 : RF_START_DRAFT;
    s->squad_size = size;
    if (args->mode == RF_MODE_CHAMP) {
        s->squad_sizes[0] = 2;                    /* CHAMP-1: 2 champions (red) */
        s->squad_sizes[1] = 4;                    /* against 4 challengers (blue) */
    }
    const int sizes[2] = { s->squad_sizes[0] ? s->squad_sizes[0] : size,
                           s->squad_sizes[1] ? s->squad_sizes[1] : size };
    if (start != RF_START_MAP) stages_setup(args, start, sizes, s);
    for (int squad = 0; squad < 2 && start == RF_START_MAP; squad++)
        for (int k = 0; k < size; k++) {
            rf_setup_legend *l = &s->legend[s->nlegends];
            snprintf(l->name, sizeof l->name, "%s", rf_default_squad_legend(RF_MODE_BR, squad, k));
            l->squad = squad;
            snprintf(l->deck, sizeof l->deck, "%s", match_deck(args));
            snprintf(l->abilities, sizeof l->abilities, "*");           /* its own (ABIL-1) */
            int row = squad == 0 ? 1 : rf_map_height(m) - 2;
            if (!start_space(m, s, rf_map_width(m) / 2, row, squad == 0 ? 1 : -1, &l->x, &l->y)) {
                fprintf(stderr, "ringfall: no free starting space for %s on %s\n", l->name,
                        rf_map_name(m));
                return false;
            }
            s->nlegends++;
        }
    s->seed = seed;
    s->mode = args->mode;
    s->max_rounds = args->rounds;
    /* SETUP-10: the first game uses the Ring; a mode that does not allow
     * it (Capture the Flag, MOD-4) plays without it unless asked. */
    s->ring = !args->no_ring && s->mode != RF_MODE_CTF;
    if (args->modules_given) {                    /* MOD-1: exactly the modules listed */
        s->ring = (args->modules & RF_MODULE_BIT(RF_MOD_RING)) != 0;
        s->modules = args->modules & ~RF_MODULE_BIT(RF_MOD_RING);
    }
    return true;
}

const char *cli_seat_kind(const cli_command *cmd, const char *given, const char *fallback)
{
    const char *k = given ? given : fallback;
    if (strcmp(k, "human") == 0) return k;
    rf_bot *b = rf_bot_new(k, 1);
    if (!b) {
        char list[256] = "";
        const char *name;
        for (int i = 0; rf_bot_kind_get(i, &name, NULL); i++)      /* docs/bots.md */
            snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", i ? ", " : "", name);
        cli_usage_error(cmd, "unknown player '%s' (human, or a bot: %s)", k, list);
        return NULL;
    }
    rf_bot_free(b);
    return k;
}
