/*
 * scenario_aim.c — the Aim board and the Aim cards of a scenario
 * (SCENARIOS.md "Legends, weapons, cards"; docs/scenarios.md):
 *
 *   aimboard SLOT:MOD ...     replaces the board (default: the catalog's)
 *   deck aim CARD CARD ...    queues the next Aim cards, in draw order
 *
 * A card is VALUE then colon-separated icons (low, high, cover, semi,
 * head: AIM-1) and at most one grenade arrow (n ne e se s sw w nw,
 * GRENADE-4). Scenarios never draw at random: a shoot or melee line that
 * needs more cards than are queued is refused (scenario_combat.c).
 */
#include <ctype.h>
#include <string.h>

#include "io/scenario.h"
#include "io/scenario_game.h"

static const char *const icon_names[] = { "low", "high", "cover", "semi", "head", NULL };
static const unsigned icon_bits[] = { RF_ICON_LOW, RF_ICON_HIGH, RF_ICON_COVER, RF_ICON_SEMI,
                                      RF_ICON_HEAD };
/* In the order of geo/grid.h: GEO_N ... GEO_NW. */
static const char *const arrow_names[] = { "n", "ne", "e", "se", "s", "sw", "w", "nw", NULL };

/* A signed decimal number of 1 to 3 digits at *p within [min, max]. */
static bool read_num(const char **p, int min, int max, int *out)
{
    const char *s = *p;
    int neg = 0, v = 0, n = 0;
    if (*s == '+' || *s == '-') neg = *s++ == '-';
    while (isdigit((unsigned char)*s) && n < 4) v = v * 10 + (*s++ - '0'), n++;
    if (n == 0 || n > 3) return false;
    *out = neg ? -v : v;
    *p = s;
    return *out >= min && *out <= max;
}

/* One `S:M` of an aimboard line. */
static rf_status slot_mod(scn_ctx *ctx, scn_line *ln, int *slot, int *mod)
{
    const char *t = NULL;
    rf_status st = scn_arg_word(ctx, ln, "SLOT:MOD", &t);
    if (st != RF_OK) return st;
    const char *p = t;
    if (!read_num(&p, -(RF_AIM_MAX_SLOTS - 1), RF_AIM_MAX_SLOTS - 1, slot) || *p++ != ':' ||
        !read_num(&p, -99, 99, mod) || *p)
        return scn_error(ctx, ln, ln->pos - 1, "SLOT:MOD", "expected SLOT:MOD (e.g. -1:+5, "
                         "slot -%d to %d, modifier -99 to 99), got '%.40s'",
                         RF_AIM_MAX_SLOTS - 1, RF_AIM_MAX_SLOTS - 1, t);
    return RF_OK;
}

/* aimboard SLOT:MOD ...: every slot once, in any order; together a run of
 * at most RF_AIM_MAX_SLOTS slots without gaps that includes slot 0 (AIM-2). */
rf_status scn_kw_aimboard(scn_ctx *ctx, scn_line *ln)
{
    int mod[2 * RF_AIM_MAX_SLOTS], lo = 0, hi = 0, n = 0;
    bool have[2 * RF_AIM_MAX_SLOTS] = { false };
    const int base = RF_AIM_MAX_SLOTS - 1;         /* index of slot 0 */
    if (ctx->game) return scn_after_game(ctx, ln);
    if (!scn_more(ln)) return scn_error(ctx, ln, ln->ntok, "SLOT:MOD", "missing SLOT:MOD");
    while (scn_more(ln)) {
        int s = 0, m = 0;
        rf_status st = slot_mod(ctx, ln, &s, &m);
        if (st != RF_OK) return st;
        if (have[s + base]) return scn_error(ctx, ln, ln->pos - 1, "SLOT:MOD", "slot %d twice", s);
        have[s + base] = true;
        mod[s + base] = m;
        lo = n == 0 || s < lo ? s : lo;
        hi = n == 0 || s > hi ? s : hi;
        n++;
    }
    if (lo > 0 || hi < 0 || hi - lo + 1 != n || n > RF_AIM_MAX_SLOTS)
        return scn_error(ctx, ln, 1, "SLOT:MOD", "the slots must run without gaps through "
                         "slot 0, at most %d of them (got %d to %d, %d slots)", RF_AIM_MAX_SLOTS,
                         lo, hi, n);
    memset(&ctx->aim_board, 0, sizeof ctx->aim_board);
    ctx->aim_board.min_slot = (int8_t)lo;
    ctx->aim_board.max_slot = (int8_t)hi;
    for (int s = lo; s <= hi; s++) ctx->aim_board.mod[s - lo] = (int8_t)mod[s + base];
    ctx->aim_board_set = true;
    return RF_OK;
}

static int word_index(const char *const *words, const char *w, size_t len)
{
    for (int i = 0; words[i]; i++)
        if (strlen(words[i]) == len && strncmp(words[i], w, len) == 0) return i;
    return -1;
}

/* The icons after VALUE: each once, at most one arrow. False if bad. */
static bool card_icons(const char *p, rf_aim_card *c)
{
    while (*p == ':') {
        const char *w = ++p;
        size_t len = strcspn(w, ":");
        int i = word_index(icon_names, w, len), a = word_index(arrow_names, w, len);
        if (i >= 0 && !(c->icons & icon_bits[i])) c->icons |= (uint8_t)icon_bits[i];
        else if (a >= 0 && c->arrow < 0) c->arrow = (int8_t)a;
        else return false;
        p = w + len;
    }
    return *p == '\0';
}

/* One card: VALUE[:icon...] (value 0 to 99). */
static rf_status aim_card(scn_ctx *ctx, scn_line *ln, rf_aim_card *c)
{
    const char *t = NULL;
    int v = 0;
    rf_status st = scn_arg_word(ctx, ln, "CARD", &t);
    if (st != RF_OK) return st;
    const char *p = t;
    memset(c, 0, sizeof *c);
    c->arrow = -1;
    bool ok = isdigit((unsigned char)*p) && read_num(&p, 0, 99, &v);
    c->value = (uint8_t)v;
    if (!ok || !card_icons(p, c))
        return scn_error(ctx, ln, ln->pos - 1, "CARD", "expected VALUE (0 to 99) then :icons "
                         "(low high cover semi head, each once) and at most one arrow "
                         "(n ne e se s sw w nw), got '%.40s'", t);
    return RF_OK;
}

/* deck aim CARD ...: appended to the queue of cards drawn next. */
rf_status scn_kw_deck(scn_ctx *ctx, scn_line *ln)
{
    static const char *const decks[] = { "aim", NULL };
    int which = 0;
    rf_status st = scn_arg_choice(ctx, ln, "DECK", decks, &which);
    if (st == RF_OK && !scn_more(ln))
        return scn_error(ctx, ln, ln->ntok, "CARD", "missing CARD");
    while (st == RF_OK && scn_more(ln)) {
        if (ctx->naim_queue == SCN_MAX_AIM_QUEUE)
            return scn_error(ctx, ln, ln->pos, "CARD", "more than %d Aim cards queued",
                             SCN_MAX_AIM_QUEUE);
        st = aim_card(ctx, ln, &ctx->aim_queue[ctx->naim_queue]);
        if (st == RF_OK) ctx->naim_queue++;
    }
    return st;
}
