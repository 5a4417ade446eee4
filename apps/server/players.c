/*
 * players.c — a match's players (issue 16, docs/rulings.md R-PLAYERS):
 * each seat of a match is a player, human or bot, who plays some legends
 * of one squad (match_team: the engine's seat; .members: which of the
 * squad's legends, 0 all of them). Who is waited for, what a player may
 * read of the log, a player's name, and a bot taking a player's place.
 */
#include <string.h>

#include "srv.h"

int match_team(const srv_match *mt, int k)
{
    int t = mt->seat[k].team;
    if (t < SRV_TEAM_SQUAD) return t;
    int seat = match_squad_seat(mt, t - SRV_TEAM_SQUAD);      /* R-PLAYERS-4 */
    return seat >= 0 ? seat : t - SRV_TEAM_SQUAD;
}

rf_viewer match_viewer(const srv_match *mt, int k)
{
    if (k < 0 || k >= mt->nseats) return (rf_viewer){ -1, 0 };
    return (rf_viewer){ match_team(mt, k), mt->seat[k].members };
}

static bool holds_member(const srv_seat *p, int member)
{
    return p->members == 0 || (member >= 0 && member < 32 && (p->members >> member & 1u));
}

/* How many options player k may choose now. */
static int options_of(const srv_match *mt, int k)
{
    rf_viewer v = match_viewer(mt, k);
    return rf_options_as(mt->game, &v, NULL, 0);
}

int match_waiting_seat(const srv_match *mt)
{
    rf_decision d;
    if (!mt->game || !rf_pending_brief(mt->game, &d)) return -1;
    int first = -1;
    for (int k = 0; k < mt->nseats; k++) {
        if (match_team(mt, k) != d.seat) continue;
        if (holds_member(&mt->seat[k], d.member) && options_of(mt, k) > 0) return k;
        if (first < 0 && options_of(mt, k) > 0) first = k;
    }
    return first;
}

/* Whether another player plays in k's team: k then holds only some of its
 * squad's legends and does not see the others' hands (R-PLAYERS-2). */
static bool shares_squad(const srv_match *mt, int k)
{
    for (int j = 0; j < mt->nseats; j++)
        if (j != k && match_team(mt, j) == match_team(mt, k)) return true;
    return false;
}

/* Bot b's own choice for player k (0: none): with the eyes of k's player,
 * not of its whole squad (issue 16). A player who shares its squad does not
 * see its squadmates' hands, so the bot decides in a world where they, like
 * all else hidden from its seat, are drawn anew (rf_game_determinize_as,
 * from the match's secret bot key and the step: the same each time). */
static unsigned bot_choose_as(srv_match *mt, rf_bot *b, int k)
{
    if (!shares_squad(mt, k)) return rf_bot_choose(b, mt->game);
    rf_viewer v = match_viewer(mt, k);
    rf_game *world = rf_game_clone(mt->game);
    rf_error err;
    unsigned long long seed = (mt->setup.seed * 2 + 301 + (unsigned)mt->nsteps) ^ mt->bot_key;
    unsigned code = world && rf_game_determinize_as(mt->game, &v, seed, world, &err) == RF_OK
                        ? rf_bot_choose(b, world) : 0;
    rf_game_free(world);
    return code;
}

unsigned match_bot_choice_with(srv_match *mt, rf_bot *b, int k)
{
    rf_viewer v = match_viewer(mt, k);
    unsigned code = bot_choose_as(mt, b, k);
    if (code && rf_viewer_may_choose(mt->game, &v, code)) return code;
    unsigned done = (unsigned)RF_OPT_DONE << 24;       /* REACT-1: a reaction is optional */
    if (rf_viewer_may_choose(mt->game, &v, done)) return done;
    rf_option first;
    return rf_options_as(mt->game, &v, &first, 1) > 0 ? first.code : code;
}

unsigned match_bot_choice(srv_match *mt, int k)
{
    return match_bot_choice_with(mt, mt->seat[k].bot, k);
}

unsigned match_bot_own_choice(srv_match *mt, int k)
{
    rf_viewer v = match_viewer(mt, k);
    if (!mt->seat[k].bot || rf_options_as(mt->game, &v, NULL, 0) == 0) return 0;
    unsigned code = bot_choose_as(mt, mt->seat[k].bot, k);
    return code && rf_viewer_may_choose(mt->game, &v, code) ? code : 0;
}

bool match_line_visible(const srv_match *mt, const srv_log_line *l, int k)
{
    if (l->seat < 0) return true;
    rf_viewer v = match_viewer(mt, k);
    if (v.seat != l->seat) return false;
    if (l->legend < 0 || !mt->game) return l->legend < 0;
    return rf_viewer_holds(mt->game, &v, l->legend);                    /* R-PLAYERS-2 */
}

void match_player_name(const srv_match *mt, int k, char *out, size_t n)
{
    if (k < 0 || k >= mt->nseats) snprintf(out, n, "nobody");
    else if (mt->seat[k].name[0]) snprintf(out, n, "%s", mt->seat[k].name);
    else if (strcmp(mt->seat[k].kind, "human") != 0) snprintf(out, n, "the %s bot", mt->seat[k].kind);
    else snprintf(out, n, "Player %d", k + 1);
}

/* The length of the UTF-8 sequence at s (1 … 4), 0 if it is not one or
 * is a control character. */
static int utf8_char(const unsigned char *s)
{
    if (s[0] < 0x80) return s[0] >= 0x20 && s[0] != 0x7f;
    int n = s[0] >= 0xf0 && s[0] < 0xf5 ? 4 : s[0] >= 0xe0 ? 3 : s[0] >= 0xc2 && s[0] < 0xe0 ? 2 : 0;
    for (int i = 1; i < n; i++)
        if ((s[i] & 0xc0) != 0x80) return 0;
    if (n == 2 && s[0] == 0xc2 && s[1] < 0xa0) return 0;              /* C1 controls */
    return n;
}

bool match_name_ok(const char *name, char *why, size_t n)
{
    size_t len = name ? strlen(name) : 0;
    if (len == 0 || len > SRV_NAME_MAX) {
        snprintf(why, n, "\"name\": 1 to %d bytes", SRV_NAME_MAX);
        return false;
    }
    if (name[0] == ' ' || name[len - 1] == ' ') {
        snprintf(why, n, "\"name\": no space at either end");
        return false;
    }
    for (const unsigned char *p = (const unsigned char *)name; *p;) {
        int c = utf8_char(p);
        bool ascii_ok = c == 1 && (*p == ' ' || *p == '-' || *p == '_' || *p == '.' ||
                                   *p == '\'' || (*p >= '0' && *p <= '9') ||
                                   ((*p | 0x20) >= 'a' && (*p | 0x20) <= 'z'));
        if (c == 0 || (c == 1 && !ascii_ok)) {
            snprintf(why, n, "\"name\": letters, digits, spaces and - _ . ' only");
            return false;
        }
        p += c;
    }
    return true;
}

rf_status match_seat_to_bot(srv *s, srv_match *mt, int k, const char *kind, rf_error *err)
{
    memset(err, 0, sizeof *err);
    rf_bot *b = kind && strcmp(kind, "human") != 0 && !strchr(kind, ':') ? rf_bot_new(kind, 1) : NULL;
    if (k < 0 || k >= mt->nseats || !b) {
        rf_bot_free(b);
        if (k < 0 || k >= mt->nseats)
            snprintf(err->message, sizeof err->message, "match %d has no seat %d", mt->id, k);
        else
            snprintf(err->message, sizeof err->message, "unknown bot '%.60s'", kind ? kind : "");
        return err->code = RF_E_ARG;
    }
    rf_bot_free(b);
    return match_seat_hand(s, mt, k, kind, err);
}

rf_status match_seat_hand(srv *s, srv_match *mt, int k, const char *kind, rf_error *err)
{
    memset(err, 0, sizeof *err);
    if (!store_set_seat(s->store, mt->id, k, kind)) {
        snprintf(err->message, sizeof err->message, "the seat could not be stored; nothing changed");
        return err->code = RF_E_IO;
    }
    srv_seat *p = &mt->seat[k];
    snprintf(p->kind, sizeof p->kind, "%s", kind);
    p->taken = false;                           /* its holder's token is void */
    memset(p->token_hash, 0, SRV_HASH_LEN);
    rf_error load;
    match_load(mt, mt->code, mt->hash, mt->nsteps, &load);     /* the bots as a restart makes them */
    rf_status st = match_play(s, mt, 0, err);                  /* a bot's turn: it plays now */
    if (st != RF_OK) {
        char why[sizeof err->message];
        snprintf(why, sizeof why, "%s", err->message);
        snprintf(err->message, sizeof err->message, "the bots' moves could not be stored: %.200s", why);
    }
    mt->version++;
    pthread_cond_broadcast(&mt->changed);
    clock_seat_changed(s, mt);
    return st;
}
