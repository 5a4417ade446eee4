/*
 * match_setup.c — a create request (docs/protocol.md, POST /api/matches)
 * → the rf_setup of a match (any playable mode and its modules,
 * docs/modes.md) and its seats: one per player (issue 16).
 *
 * As `ringfall play` (apps/cli/cli_match.c): "draft" (the default) is the
 * whole match, colour draw and draft of every legend of the books
 * (DRAFT-6, rf_draft_pool_legend: seven), then Stages 1 and 2; "stages"
 * starts with the squads given, by default the first-game squads
 * (DRAFT-9). Champions (CHAMP-1) has squads of 2 and 4 ("sizes", by
 * default the mode's [2, 4]): its draft pool is the same seven legends,
 * its default stages squads the six first-game legends, 2 red and 4 blue.
 * Every legend holds its own action deck and ability cards
 * (docs/legends.md) unless "deck" names another ("none": no action
 * cards). Anything not understood is refused with a reason, so a typo
 * never plays a different match silently.
 */
#include <stdio.h>
#include <string.h>
#include <sys/random.h>

#include "srv.h"

/* The legends of squad q (red 0, blue 1): squad_sizes, else squad_size. */
static int size_of(const rf_setup *s, int q)
{
    return s->squad_sizes[q] ? s->squad_sizes[q] : s->squad_size;
}

static bool fail(char *why, size_t n, const char *msg)
{
    snprintf(why, n, "%s", msg);
    return false;
}

static bool add_legend(rf_setup *s, const char *name, int squad, const char *deck)
{
    if (s->nlegends >= RF_SETUP_MAX_LEGENDS || strlen(name) >= sizeof s->legend[0].name)
        return false;
    rf_setup_legend *l = &s->legend[s->nlegends++];
    snprintf(l->name, sizeof l->name, "%s", name);
    l->squad = squad;
    snprintf(l->deck, sizeof l->deck, "%s", deck);
    snprintf(l->abilities, sizeof l->abilities, "*");              /* its own (ABIL-1) */
    return true;
}

/* "legends" of a draft: the names that may be drafted (default: every
 * legend of the books, DRAFT-6, as `ringfall play` drafts them). */
static bool draft_legends(json_t *legends, rf_setup *s, const char *deck, char *why, size_t n)
{
    if (!legends) {
        for (int k = 0; rf_draft_pool_legend(k); k++) add_legend(s, rf_draft_pool_legend(k), k % 2, deck);
        return true;
    }
    if (!json_is_array(legends) || json_array_size(legends) < (size_t)(size_of(s, 0) + size_of(s, 1)) ||
        json_array_size(legends) > RF_SETUP_MAX_LEGENDS)
        return fail(why, n, "\"legends\" of a draft: an array of as many legend names as both "
                            "squads need (2 x size, or the sum of \"sizes\") up to 7");
    for (size_t i = 0; i < json_array_size(legends); i++) {
        const char *name = json_string_value(json_array_get(legends, i));
        if (!name || !add_legend(s, name, (int)i % 2, deck))
            return fail(why, n, "\"legends\": every entry is a legend's name");
    }
    return true;
}

/* "legends" of stages: [[red names], [blue names]], size (or "sizes") each
 * (default: the mode's default squads, rf_default_squad_legend). */
static bool squad_legends(json_t *legends, rf_setup *s, const char *deck, char *why, size_t n)
{
    bool champ = s->mode == RF_MODE_CHAMP && !legends;
    if (!legends && (size_of(s, 0) > (champ ? 2 : 3) || size_of(s, 1) > (champ ? 4 : 3)))
        return fail(why, n, "\"legends\": these squad sizes need their names, "
                            "[[red names], [blue names]]");
    if (legends && (!json_is_array(legends) || json_array_size(legends) != 2))
        return fail(why, n, "\"legends\" with \"start\": \"stages\": [[red names], [blue names]]");
    for (int squad = 0; squad < 2; squad++) {
        json_t *list = legends ? json_array_get(legends, (size_t)squad) : NULL;
        int size = size_of(s, squad);
        if (legends && (!json_is_array(list) || json_array_size(list) != (size_t)size))
            return fail(why, n, "\"legends\": each squad lists \"size\" legend names "
                                "(\"sizes\": its own number)");
        for (int k = 0; k < size; k++) {
            const char *name = list ? json_string_value(json_array_get(list, (size_t)k))
                                : rf_default_squad_legend(s->mode, squad, k);
            if (!name || !add_legend(s, name, squad, deck))
                return fail(why, n, "\"legends\": every entry is a legend's name");
        }
    }
    return true;
}

/* The legends squad q (0 red, 1 blue) will have: drafted, or as given. */
static int legends_of(const rf_setup *s, int q)
{
    if (s->start == RF_START_DRAFT) return size_of(s, q);
    int n = 0;
    for (int i = 0; i < s->nlegends; i++) n += (s->legend[i].squad & 1) == q;
    return n;
}

/* The most legends a squad has: a team (the players of one engine seat)
 * may play either squad, the colours being drawn in play (DRAFT-2). */
static int most_legends(const rf_setup *s)
{
    int n[2] = { legends_of(s, 0), legends_of(s, 1) };
    return n[0] > n[1] ? n[0] : n[1];
}

/* A seat's kind: "human" or a bot (no search budget: the command line's). */
static bool read_kind(const char *kind, char *out, size_t size, char *why, size_t n)
{
    if (strchr(kind, ':'))          /* "search:N": a budget is the command line's only */
        return fail(why, n, "\"seats\": a bot's kind is its name, without a budget");
    rf_bot *b = strcmp(kind, "human") == 0 ? NULL : rf_bot_new(kind, 1);
    if (strcmp(kind, "human") != 0 && !b)
        return fail(why, n, "\"seats\": a kind is \"human\" or a bot: \"easy\", "
                            "\"normal\", \"hard\", \"heuristic\", \"heuristic-v1\", \"random\"");
    rf_bot_free(b);
    snprintf(out, size, "%s", kind);
    return true;
}

/* The seats of a layout not given: 2 seats are one player per squad (the
 * whole squad each, members 0); more are split in two teams, the first
 * half playing in seat 0, the second in seat 1, seat j of a team holding
 * member j and its last seat the members left (R-PLAYERS-1). */
static void default_layout(srv_create *out, int most)
{
    int half = out->nseats / 2;
    for (int i = 0; i < out->nseats; i++) {
        srv_seat_spec *p = &out->seat[i];
        p->team = out->nseats == 2 ? i : i < half ? 0 : 1;
        int j = i < half ? i : i - half, last = (p->team == 0 ? half : out->nseats - half) - 1;
        p->members = out->nseats == 2 ? 0u : j < last ? 1u << j : ((1u << most) - 1u) & ~((1u << j) - 1u);
    }
}

/* "members": [k, …] the squad members a seat holds (0 … most - 1). */
static bool read_members(json_t *list, unsigned *out, int most, char *why, size_t n)
{
    *out = 0;
    if (!json_is_array(list) || json_array_size(list) == 0)
        return fail(why, n, "\"seats\": \"members\" lists the squad's legends the player holds, "
                            "e.g. [0, 1] (0 its first)");
    for (size_t i = 0; i < json_array_size(list); i++) {
        json_t *v = json_array_get(list, i);
        json_int_t k = json_is_integer(v) ? json_integer_value(v) : -1;
        if (k < 0 || k >= most || (*out >> k & 1u)) {
            snprintf(why, n, "\"seats\": a member is listed once, from 0 to %d", most - 1);
            return false;
        }
        *out |= 1u << k;
    }
    return true;
}

/* Each team's seats hold every member once (nobody decides twice, no
 * legend is left without a player); a team given by squad (R-PLAYERS-4),
 * the members of that squad. */
static bool layout_covers(const srv_create *out, int most, char *why, size_t n)
{
    bool by_squad = out->seat[0].team >= SRV_TEAM_SQUAD;
    for (int team = 0; team < 2; team++) {
        unsigned all = 0;
        int players = 0;
        if (by_squad) most = legends_of(&out->setup, team);
        for (int i = 0; i < out->nseats; i++) {
            const srv_seat_spec *p = &out->seat[i];
            if (p->team != team + (by_squad ? SRV_TEAM_SQUAD : 0)) continue;
            unsigned m = p->members ? p->members : (1u << most) - 1u;
            if (all & m) {
                snprintf(why, n, "\"seats\": two seats of team %d hold the same legend", team);
                return false;
            }
            all |= m;
            players++;
        }
        if (!players || all != (1u << most) - 1u) {
            if (by_squad)
                snprintf(why, n, "\"seats\": the seats of the %s squad hold members 0 to %d, "
                         "each once (it has %d legends)", team ? "blue" : "red", most - 1, most);
            else
                snprintf(why, n, "\"seats\": the seats of team %d hold members 0 to %d, each "
                         "once (a squad may have %d legends)", team, most - 1, most);
            return false;
        }
    }
    return true;
}

/* "seats": one entry per player (issue 16), {"kind": "human" or a bot},
 * optionally "team" (0 or 1: the engine's seat, the squad it plays being
 * drawn, DRAFT-2) or "squad" ("red" or "blue": the squad itself, whichever
 * engine seat is drawn to play it, R-PLAYERS-4: Champions' 2 champions and
 * 4 challengers), and "members" (the squad's legends it holds): 2 seats,
 * one per squad, as always, up to one per legend. */
static bool read_seats(json_t *seats, srv_create *out, char *why, size_t n)
{
    int most = most_legends(&out->setup);
    out->nseats = 2;
    for (int i = 0; i < 2; i++) snprintf(out->seat[i].kind, sizeof out->seat[i].kind, "human");
    default_layout(out, most);
    if (!seats) return true;
    size_t count = json_is_array(seats) ? json_array_size(seats) : 0;
    if (count < 2 || count > (size_t)(2 * most) || count > SRV_MAX_SEATS) {
        snprintf(why, n, "\"seats\": an array of 2 to %d seats, one per player (at most one per "
                 "legend), e.g. [{\"kind\":\"human\"}, {\"kind\":\"heuristic\"}]",
                 2 * most < SRV_MAX_SEATS ? 2 * most : SRV_MAX_SEATS);
        return false;
    }
    out->nseats = (int)count;
    default_layout(out, most);
    bool given = false;
    for (int i = 0; i < out->nseats; i++) {
        const char *kind = NULL, *squad = NULL;
        json_t *team = NULL, *members = NULL;
        if (json_unpack(json_array_get(seats, (size_t)i), "{s:s, s?o, s?s, s?o !}", "kind", &kind,
                        "team", &team, "squad", &squad, "members", &members) != 0)
            return fail(why, n, "\"seats\": each seat is {\"kind\": \"human\" or a bot}, "
                                "optionally with \"team\" (0 or 1) or \"squad\" (\"red\" or "
                                "\"blue\"), and \"members\"");
        if (!read_kind(kind, out->seat[i].kind, sizeof out->seat[i].kind, why, n)) return false;
        bool has = team || squad;
        if ((team && squad) || has != (members != NULL) || (i > 0 && given != has) ||
            (i > 0 && has && (squad != NULL) != (out->seat[0].team >= SRV_TEAM_SQUAD)))
            return fail(why, n, "\"seats\": give \"team\" (or \"squad\") and \"members\" for "
                                "every seat or for none, all by team or all by squad");
        if (!has) continue;
        given = true;
        int t = squad ? (strcmp(squad, "red") == 0 ? 0 : strcmp(squad, "blue") == 0 ? 1 : -1)
                      : json_is_integer(team) ? (int)json_integer_value(team) : -1;
        if (t != 0 && t != 1)
            return fail(why, n, squad ? "\"seats\": \"squad\" is \"red\" or \"blue\""
                                      : "\"seats\": \"team\" is 0 or 1");
        out->seat[i].team = squad ? SRV_TEAM_SQUAD + t : t;
        int size = squad ? legends_of(&out->setup, t) : most;    /* R-PLAYERS-4 */
        if (!read_members(members, &out->seat[i].members, size, why, n)) return false;
    }
    return layout_covers(out, most, why, n);
}

static bool read_seed(json_t *seed, srv_create *out, char *why, size_t n)
{
    out->seed_given = seed != NULL;
    if (seed) {
        if (!json_is_integer(seed) || json_integer_value(seed) < 0)
            return fail(why, n, "\"seed\": a whole number from 0");
        out->setup.seed = (unsigned long long)json_integer_value(seed);
        return true;
    }
    /* no seed: an unpredictable one, secret until the match is over */
    return getrandom(&out->setup.seed, sizeof out->setup.seed, 0) == sizeof out->setup.seed ||
           fail(why, n, "no random seed available");
}

/* "modules": exactly the modules listed (MOD-1), ids as data/modes.json;
 * the Ring among them is rf_setup.ring, the rest rf_setup.modules bits. */
static bool read_modules(json_t *modules, rf_setup *s, char *why, size_t n)
{
    if (!json_is_array(modules))
        return fail(why, n, "\"modules\": an array of module ids, e.g. [\"ring\", "
                            "\"supply_drops\"]");
    s->ring = false;
    s->modules = 0;
    for (size_t i = 0; i < json_array_size(modules); i++) {
        const char *id = json_string_value(json_array_get(modules, i));
        int k = id ? rf_module_parse(id) : -1;
        if (k < 0) {
            snprintf(why, n, "\"modules\": unknown module \"%s\" (ring, heat_shields, "
                     "supply_drops, replicator, events, gun_run)", id ? id : "?");
            return false;
        }
        if (k == RF_MOD_RING) s->ring = true;
        else s->modules |= RF_MODULE_BIT(k);
    }
    return true;
}

/* "mode" (a rule code or name, rf_mode_parse), "modules" and "ring": as
 * `ringfall play` (apps/cli/cli_match.c), the Ring by default (SETUP-10)
 * except in a mode that does not allow it (Capture the Flag, MOD-4). */
static bool read_mode(const char *mode, json_t *modules, int ring, rf_setup *s, char *why,
                      size_t n)
{
    s->mode = rf_mode_parse(mode);
    if (s->mode < 0) {
        snprintf(why, n, "\"mode\": unknown mode \"%s\" (BR, ASSN, TDM, CHAMP, CTF or their "
                 "names: battle_royale, assassination, team_deathmatch, champions, "
                 "capture_the_flag)", mode);
        return false;
    }
    s->ring = ring < 0 ? s->mode != RF_MODE_CTF : ring;
    if (!modules) return true;
    if (!read_modules(modules, s, why, n)) return false;
    if (ring >= 0 && ring != s->ring)
        return fail(why, n, "\"ring\" and \"modules\" disagree: list \"ring\" in "
                            "\"modules\" or not");
    return true;
}

/* "sizes": [red, blue] legends per squad (rf_setup.squad_sizes), e.g.
 * Champions' 2 champions against 4 challengers (CHAMP-1, the default
 * there); whether the mode is played so is the engine's to say (MOD-4).
 * Read as JSON integers (64 bits) and checked before any sum, so that no
 * number is truncated to an int or overflows one. */
static bool read_sizes(json_t *sizes, int size, rf_setup *s, char *why, size_t n)
{
    if (!sizes) {
        if (s->mode == RF_MODE_CHAMP && !size) {
            s->squad_sizes[0] = 2;                     /* CHAMP-1: 2 champions (red) */
            s->squad_sizes[1] = 4;                     /* against 4 challengers (blue) */
        }
        return true;
    }
    if (size) return fail(why, n, "\"size\" and \"sizes\": give one of them");
    json_int_t red, blue;
    if (json_unpack(sizes, "[II]", &red, &blue) != 0 || red < 1 || blue < 1 ||
        red > RF_SETUP_MAX_LEGENDS || blue > RF_SETUP_MAX_LEGENDS ||
        red + blue > RF_SETUP_MAX_LEGENDS) {
        snprintf(why, n, "\"sizes\": [red, blue] legends per squad, e.g. [2, 4], each at "
                 "least 1, %d in all at most", RF_SETUP_MAX_LEGENDS);
        return false;
    }
    s->squad_sizes[0] = (int)red;
    s->squad_sizes[1] = (int)blue;
    return true;
}

/* A whole number of the request in lo..hi (absent: unchanged), read as a
 * JSON integer (64 bits) so that 4294967298 is refused, not taken as 2. */
static bool read_int(json_t *v, const char *key, json_int_t lo, json_int_t hi, int *out,
                     const char *what, char *why, size_t n)
{
    if (!v) return true;
    json_int_t k = json_is_integer(v) ? json_integer_value(v) : lo - 1;
    if (k < lo || k > hi) {
        snprintf(why, n, "\"%s\": %s", key, what);
        return false;
    }
    *out = (int)k;
    return true;
}

static bool read_options(json_t *j, srv_create *out, const char **start, const char **deck,
                         json_t **legends, json_t **seats, json_t **seed, char *why, size_t n)
{
    const char *mode = "BR", *map = "crossroads";
    int random_draft = 0, both = 0, beta = 0;
    json_t *ring = NULL, *modules = NULL, *sizes = NULL, *size = NULL, *rounds = NULL;
    rf_setup *s = &out->setup;
    json_error_t je;
    if (json_unpack_ex(j, &je, JSON_STRICT, "{s?s, s?s, s?o, s?s, s?o, s?b, s?o, s?o, s?o, s?o, "
                       "s?o, s?s, s?{s?b, s?b}, s?o}", "mode", &mode, "map", &map, "size",
                       &size, "start", start, "legends", legends, "random_draft",
                       &random_draft, "seats", seats, "seed", seed, "ring", &ring, "modules",
                       &modules, "rounds", &rounds, "deck", deck, "rules",
                       "both_icons_hit", &both, "half_hits_beta", &beta, "sizes", &sizes) != 0) {
        snprintf(why, n, "%s", je.text);
        return false;
    }
    if (!read_int(size, "size", 0, 3, &s->squad_size,
                  "1, 2 or 3 legends per squad (0 or absent: the mode's)", why, n) ||
        !read_int(rounds, "rounds", 0, 8, &s->max_rounds, "1 to 8 (0 or absent: 8, ROUND-1)",
                  why, n))
        return false;
    if (ring && !json_is_boolean(ring)) return fail(why, n, "\"ring\": true or false");
    if (!read_mode(mode, modules, ring ? json_is_true(ring) : -1, s, why, n)) return false;
    if (!read_sizes(sizes, s->squad_size, s, why, n)) return false;
    if (s->squad_sizes[0]) s->squad_size = s->squad_sizes[0];      /* the summary's "size" */
    if (!s->squad_size) s->squad_size = s->mode == RF_MODE_ASSN ? 3 : 2;      /* ASSN-1 */
    if (strlen(map) >= sizeof out->map) return fail(why, n, "\"map\": name too long");
    snprintf(out->map, sizeof out->map, "%s", map);
    s->random_draft = random_draft;
    s->rules.both_icons_hit = both;
    s->rules.half_hits_beta = beta;
    return true;
}

bool setup_from_request(const char *body, srv_create *out, char *why, size_t n)
{
    memset(out, 0, sizeof *out);
    json_error_t je;
    json_t *j = json_loads(body ? body : "", JSON_REJECT_DUPLICATES, &je);
    if (!j || !json_is_object(j)) {
        json_decref(j);
        return fail(why, n, "the body must be a JSON object");
    }
    const char *start = "draft", *deck = "*";
    json_t *legends = NULL, *seats = NULL, *seed = NULL;
    rf_setup *s = &out->setup;
    bool ok = read_options(j, out, &start, &deck, &legends, &seats, &seed, why, n);
    if (ok && strcmp(deck, "none") == 0) deck = "";
    if (ok && strlen(deck) >= sizeof s->legend[0].deck) ok = fail(why, n, "\"deck\": too long");
    if (ok && strcmp(start, "draft") == 0) {
        s->start = RF_START_DRAFT;
        ok = draft_legends(legends, s, deck, why, n);
    } else if (ok && strcmp(start, "stages") == 0) {
        s->start = RF_START_STAGES;
        ok = squad_legends(legends, s, deck, why, n);
        s->squad_sizes[0] = s->squad_sizes[1] = 0;    /* the squads given say it (legend.squad) */
    } else if (ok) {
        ok = fail(why, n, "\"start\": \"draft\" or \"stages\"");
    }
    ok = ok && read_seats(seats, out, why, n) && read_seed(seed, out, why, n);
    json_decref(j);
    return ok;
}
