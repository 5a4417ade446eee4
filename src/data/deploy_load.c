/*
 * deploy_load.c — data/deployment.json → c->deploy (rules/deploy.h; rules
 * DEPLOY-1 … DEPLOY-5, DATA-GAPS 6.4).
 *
 * What a loaded file guarantees: exactly 4 cards and 8 coordinate tokens
 * (HEAT-1, DROP-1, REPL-1); each card names a corner and two arrows, one
 * along each map edge that meets at that corner and both pointing away
 * from it (so that counting from the corner stays on the map); a token is
 * 1 to 12 spaces. Errors name the file, line and field.
 */
#include <string.h>

#include "data/json_util.h"
#include "data/loaders.h"

static const char *const root_keys[] = { "about", "cards", "tokens", NULL };
static const char *const card_keys[] = { "id", "corner", "arrows", "source", "note", NULL };
static const char *const token_keys[] = { "value", "source", "note", NULL };
/* In the order of enum rf_corner and enum rf_edge (rules/ring.h). */
static const char *const corners[] = { "top_left", "top_right", "bottom_right", "bottom_left" };
static const char *const arrows[] = { "up", "right", "down", "left" };

/* The arrows that point away from each corner along its two edges. */
static bool away_from(int corner, int arrow)
{
    bool right = corner == RF_CORNER_NE || corner == RF_CORNER_SE;
    bool bottom = corner == RF_CORNER_SE || corner == RF_CORNER_SW;
    return arrow == (bottom ? RF_NORTH : RF_SOUTH) || arrow == (right ? RF_WEST : RF_EAST);
}

static void read_card(ju_doc *d, const json_t *v, const char *path, rf_deploy_card *c)
{
    char p[JU_PATH_LEN], ip[JU_PATH_LEN];
    ju_check_keys(d, v, path, card_keys);
    if (!json_is_object(v)) return;
    ju_get_id(d, v, path, "id", c->id, sizeof c->id);
    int corner = ju_get_name(d, v, path, "corner", true, corners, 4, "corner");
    const json_t *arr = ju_get_array(d, v, path, "arrows", true, 2, 2);
    ju_path_key(p, sizeof p, path, "arrows");
    for (int i = 0; arr && i < 2; i++) {
        const json_t *a = json_array_get(arr, (size_t)i);
        ju_path_index(ip, sizeof ip, p, (size_t)i);
        int k = -1;
        for (int j = 0; j < 4 && json_is_string(a); j++)
            if (strcmp(json_string_value(a), arrows[j]) == 0) k = j;
        if (k < 0) {
            ju_error(d, ip, "expected up, right, down or left");
            continue;
        }
        if (corner >= 0 && !away_from(corner, k))
            ju_error(d, ip, "from the %s corner an arrow points along an edge away from it "
                            "(rule DEPLOY-2)", corners[corner]);
        c->arrow[i] = (uint8_t)k;
    }
    if (arr && c->arrow[0] == c->arrow[1])
        ju_error(d, p, "the two arrows run along the two edges of the corner (rule DEPLOY-2)");
    if (corner >= 0) c->corner = (uint8_t)corner;
    ju_read_source(d, v, path, "source");
}

static void body(ju_doc *d, void *out)
{
    rf_deploy_deck *deck = out;
    const json_t *cards = ju_get_array(d, d->root, "", "cards", true, RF_DEPLOY_CARDS,
                                       RF_DEPLOY_CARDS);
    const json_t *tokens = ju_get_array(d, d->root, "", "tokens", true, RF_COORD_TOKENS,
                                        RF_COORD_TOKENS);
    size_t i;
    const json_t *v;
    char p[JU_PATH_LEN];
    json_array_foreach(cards, i, v) {
        ju_path_index(p, sizeof p, "cards", i);
        read_card(d, v, p, &deck->card[i]);
    }
    json_array_foreach(tokens, i, v) {
        ju_path_index(p, sizeof p, "tokens", i);
        ju_check_keys(d, v, p, token_keys);
        int value = 0;
        if (json_is_object(v) && ju_get_int(d, v, p, "value", true, 1, 12, &value) == 1)
            deck->token[i] = (uint8_t)value;
        if (json_is_object(v)) ju_read_source(d, v, p, "source");
    }
}

rf_status rf_deploy_load(const char *path, rf_content *c, rf_error *err)
{
    rf_deploy_deck deck;
    memset(&deck, 0, sizeof deck);
    rf_status st = ju_load_file(path, root_keys, body, &deck, err);
    if (st == RF_OK) c->deploy = deck;
    return st;
}
