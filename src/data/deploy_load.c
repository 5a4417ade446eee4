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
#include "data/ju_fields.h"
#include "data/loaders.h"

static const char *const root_keys[] = { "about", "cards", "tokens", NULL };
/* In the order of enum rf_corner and enum rf_edge (rules/ring.h). */
static const char *const corners[] = { "top_left", "top_right", "bottom_right", "bottom_left" };
static const char *const arrows[] = { "up", "right", "down", "left" };
/* A coordinate token's record while it is read (the deck keeps its value). */
typedef struct token_rec { uint8_t value; } token_rec;

/* The arrows that point away from each corner along its two edges. */
static bool away_from(int corner, int arrow)
{
    bool right = corner == RF_CORNER_NE || corner == RF_CORNER_SE;
    bool bottom = corner == RF_CORNER_SE || corner == RF_CORNER_SW;
    return arrow == (bottom ? RF_NORTH : RF_SOUTH) || arrow == (right ? RF_WEST : RF_EAST);
}

/* "arrows": two, each along an edge that meets at the card's corner (read
 * first) and pointing away from it (DEPLOY-2). */
static void arrows_field(ju_doc *d, const json_t *v, const char *path, const ju_field *f,
                         void *rec, void *ctx)
{
    (void)f, (void)ctx;
    rf_deploy_card *c = rec;
    int corner = c->corner < 4 ? c->corner : -1;
    char p[JU_PATH_LEN], ip[JU_PATH_LEN];
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
}

static void finish_card(ju_doc *d, const json_t *v, const char *path, void *rec, void *ctx,
                        bool clean)
{
    (void)d, (void)v, (void)path, (void)ctx, (void)clean;
    rf_deploy_card *c = rec;
    if (c->corner >= 4) c->corner = 0;                /* refused: as left by the memset */
}

/* A deployment card (DEPLOY-2: a corner and two arrows). */
static const ju_field card_fields[] = {
    JU_ID_("id", rf_deploy_card, id, NULL),
    JU_NAME_("corner", true, rf_deploy_card, corner, corners, 4, "corner", "DEPLOY-2"),
    JU_CUSTOM_("arrows", true, arrows_field, "DEPLOY-2"),
    JU_SOURCE_("source"),
    JU_TEXT_("note", false, 300),
    JU_END,
};
static const ju_record card_record = { "deployment card", card_fields, finish_card };

/* A coordinate token: how many spaces to count (DEPLOY-2). */
static const ju_field token_fields[] = {
    JU_INT_("value", true, token_rec, value, 1, 12, "DEPLOY-2"),
    JU_SOURCE_("source"),
    JU_TEXT_("note", false, 300),
    JU_END,
};
static const ju_record token_record = { "coordinate token", token_fields, NULL };

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
        deck->card[i].corner = UINT8_MAX;             /* until the corner is read */
        ju_read_record(d, v, p, &card_record, &deck->card[i], NULL);
    }
    json_array_foreach(tokens, i, v) {
        ju_path_index(p, sizeof p, "tokens", i);
        token_rec t = { 0 };
        ju_read_record(d, v, p, &token_record, &t, NULL);
        deck->token[i] = t.value;
    }
}

rf_status content_load_deploy(const char *path, rf_content *c, rf_error *err)
{
    rf_deploy_deck deck;
    memset(&deck, 0, sizeof deck);
    rf_status st = ju_load_file(path, root_keys, body, &deck, err);
    if (st == RF_OK) c->deploy = deck;
    return st;
}
