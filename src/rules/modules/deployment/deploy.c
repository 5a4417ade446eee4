/*
 * deploy.c — the deployment procedure (deploy.h; rules DEPLOY-1 …
 * DEPLOY-5).
 */
#include "geo/place.h"
#include "rules/modules/deployment/deploy.h"

static const int step_x[4] = { 0, 1, 0, -1 }, step_y[4] = { -1, 0, 1, 0 };   /* by enum rf_edge: north (up), east, south, west */

geo_cell deploy_corner(const rf_deploy_card *c, int w, int h)
{
    bool right = c->corner == RF_CORNER_NE || c->corner == RF_CORNER_SE;
    bool bottom = c->corner == RF_CORNER_SE || c->corner == RF_CORNER_SW;
    return geo_cell_make(right ? w - 1 : 0, bottom ? h - 1 : 0);
}

static int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

/* DEPLOY-4 (R-DEPLOY-4): ring r around t, clockwise from the north. */
static bool ring_search(const geo_board *b, const geo_overlay *ov, const geo_cellset *legends,
                        geo_cell t, geo_cell *out)
{
    int reach = b->w > b->h ? b->w : b->h;
    for (int r = 1; r < reach; r++) {
        /* walk the square ring: start at the north, go east, then around */
        int x = t.x, y = t.y - r;
        static const int dx[5] = { 1, 0, -1, 0, 1 }, dy[5] = { 0, 1, 0, -1, 0 };
        static const int len[5] = { 1, 2, 2, 2, 1 };               /* in units of r */
        for (int side = 0; side < 5; side++)
            for (int k = 0; k < len[side] * r; k++) {
                geo_cell c = geo_cell_make(x, y);
                if (geo_space_free(b, ov, legends, c)) {
                    *out = c;
                    return true;
                }
                x += dx[side];
                y += dy[side];
            }
    }
    return false;
}

bool deploy_space(const geo_board *b, const geo_overlay *ov, const geo_cellset *legends,
                     const rf_deploy_card *c, geo_cell corner, int t1, int t2, geo_cell *out)
{
    int a1 = c->arrow[0], a2 = c->arrow[1];
    int x = clamp(corner.x + step_x[a1] * t1 + step_x[a2] * t2, 0, b->w - 1);   /* DEPLOY-2 */
    int y = clamp(corner.y + step_y[a1] * t1 + step_y[a2] * t2, 0, b->h - 1);
    geo_cell target = geo_cell_make(x, y);
    for (geo_cell p = target; geo_on_board(b, p);                               /* DEPLOY-3 */
         p = geo_cell_make(p.x + step_x[a2], p.y + step_y[a2]))
        if (geo_space_free(b, ov, legends, p)) {
            *out = p;
            return true;
        }
    return ring_search(b, ov, legends, target, out);                            /* DEPLOY-4 */
}

void deploy_reveal(rf_rng *rng, int n, int *card, int *token)
{
    int cards[RF_DEPLOY_CARDS], tokens[RF_COORD_TOKENS];
    for (int i = 0; i < RF_DEPLOY_CARDS; i++) cards[i] = i;
    for (int i = 0; i < RF_COORD_TOKENS; i++) tokens[i] = i;
    for (int i = 0; i < n && i < RF_DEPLOY_CARDS; i++) {                        /* DEPLOY-1 */
        int k = i + (int)rng_below(rng, (uint32_t)(RF_DEPLOY_CARDS - i));
        int t = cards[i];
        cards[i] = cards[k];
        cards[k] = t;
        card[i] = cards[i];
    }
    for (int i = 0; i < 2 * n && i < RF_COORD_TOKENS; i++) {
        int k = i + (int)rng_below(rng, (uint32_t)(RF_COORD_TOKENS - i));
        int t = tokens[i];
        tokens[i] = tokens[k];
        tokens[k] = t;
        token[i] = tokens[i];
    }
}
