/*
 * embed.c — a program built against the installed ringfall library (README,
 * "Embedding ringfall"): load the content, set up a whole Battle Royale
 * match (colour draw, draft of the books' legends, Stages 1 and 2, the
 * rounds), play random legal options to the end and print the winner.
 *
 *     cc embed.c $(pkg-config --cflags --libs ringfall) -o embed
 *     ./embed [SEED [DATA_DIR]]
 *
 * DATA_DIR defaults to the data the library was installed with. Exit
 * status 0 when the match ended, 1 on an error (printed with its location).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ringfall.h>

static int fail(const char *what, const rf_error *err)
{
    char msg[1024];
    rf_error_format(err, msg, sizeof msg);
    fprintf(stderr, "embed: %s: %s\n", what, msg);
    return 1;
}

/* A small generator of our own: the engine's randomness is its own and
 * seeded by the set-up. */
static unsigned long long next_random(unsigned long long *state)
{
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

/* The full match (RF_START_DRAFT): every legend of the draft pool may be
 * drafted, two per squad. */
static rf_setup draft_setup(unsigned long long seed)
{
    rf_setup s = { .start = RF_START_DRAFT, .squad_size = 2, .ring = true, .seed = seed };
    for (const char *name; s.nlegends < RF_SETUP_MAX_LEGENDS &&
                           (name = rf_draft_pool_legend(s.nlegends)) != NULL;
         s.nlegends++)
        snprintf(s.legend[s.nlegends].name, sizeof s.legend[s.nlegends].name, "%s", name);
    return s;
}

static int play(rf_game *game, unsigned long long seed)
{
    static unsigned codes[RF_MAX_OPTIONS];
    unsigned long long state = seed * 2654435761u + 1;
    rf_decision d;
    rf_error err;
    int decisions = 0;
    while (rf_pending_brief(game, &d)) {
        int n = rf_option_codes(game, codes, RF_MAX_OPTIONS);
        if (n <= 0) return fprintf(stderr, "embed: no legal option\n"), 1;
        if (rf_choose(game, codes[next_random(&state) % (unsigned)n], &err) != RF_OK)
            return fail("choose", &err);
        decisions++;
    }
    int winner;
    rf_game_over(game, &winner);
    printf("%d decisions; %s\n", decisions,
           winner == 0 ? "red wins" : winner == 1 ? "blue wins" : "a draw");
    return 0;
}

int main(int argc, char **argv)
{
    unsigned long long seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
    const char *data_dir = argc > 2 ? argv[2] : NULL;
    rf_content *content;
    rf_map *map;
    rf_game *game;
    rf_error err;
    if (rf_content_load(data_dir, &content, &err) != RF_OK) return fail("content", &err);
    printf("ringfall %s, content from %s\n", RF_VERSION, rf_content_dir(content));
    int status = 1;
    if (rf_map_load(content, "crossroads", &map, &err) != RF_OK) {
        fail("map", &err);
    } else {
        rf_setup setup = draft_setup(seed);
        if (rf_game_new(content, map, &setup, &game, &err) != RF_OK) {
            fail("game", &err);
        } else {
            status = play(game, seed);
            rf_game_free(game);
        }
        rf_map_free(map);
    }
    rf_content_free(content);
    return status;
}
