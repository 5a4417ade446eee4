/*
 * testutil.c — see testutil.h.
 */
#define _DEFAULT_SOURCE                   /* mkdtemp */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "data/loaders.h"

const rf_content *tu_content(void)
{
    static rf_content *c;
    if (!c) {
        rf_error err;
        if (rf_content_load(RF_DATA_DIR, &c, &err) != RF_OK) {
            char buf[800];
            rf_error_format(&err, buf, sizeof buf);
            fprintf(stderr, "cannot load content: %s\n", buf);
            abort();
        }
    }
    return c;
}

const rf_map *tu_crossroads(void)
{
    static rf_map *m;
    rf_error err;
    if (!m && rf_map_load(tu_content(), "crossroads", &m, &err) != RF_OK) fail_msg("%s", err.message);
    return m;
}

rf_content *tu_content_plus(const char *cards, const char *abilities)
{
    rf_content *c = NULL;
    rf_error err;
    char path[512];
    if (rf_content_load(RF_DATA_DIR, &c, &err) != RF_OK) fail_msg("%s", err.message);
    snprintf(path, sizeof path, "%s/data/%s", RF_TEST_DIR, cards ? cards : "");
    if (cards && rf_content_add_cards(c, path, &err) != RF_OK) fail_msg("%s", err.message);
    snprintf(path, sizeof path, "%s/data/%s", RF_TEST_DIR, abilities ? abilities : "");
    if (abilities && rf_content_add_abilities(c, path, &err) != RF_OK) fail_msg("%s", err.message);
    return c;
}

rf_error tu_abilities_refused(const char *path)
{
    rf_content *c = tu_content_plus(NULL, NULL);
    int before = c->abilities.n;
    rf_error err;
    assert_int_equal(rf_content_add_abilities(c, path, &err), RF_E_DATA);
    assert_int_equal(c->abilities.n, before);                     /* refused whole */
    rf_content_free(c);
    return err;
}

rf_status tu_load_edited(const char *file, const char *sed, rf_error *err)
{
    char dir[] = "/tmp/rf-test-edited-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char cmd[1400];
    snprintf(cmd, sizeof cmd, "cp -r %s/. %s/ && sed -i '%s' %s/%s", RF_DATA_DIR, dir, sed, dir,
             file);
    assert_int_equal(system(cmd), 0);
    rf_content *c = NULL;
    rf_status st = rf_content_load(dir, &c, err);
    if (c) rf_content_free(c);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    assert_int_equal(system(cmd), 0);
    return st;
}

void tu_check(const rf_game *g)
{
    rf_error err;
    if (rf_check(g, &err) != RF_OK) fail_msg("rf_check: %s", err.message);
}

bool tu_offered(const rf_game *g, unsigned code)
{
    static unsigned codes[RF_MAX_OPTIONS];
    int n = rf_option_codes(g, codes, RF_MAX_OPTIONS);
    for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++)
        if (codes[i] == code) return true;
    return false;
}

void tu_choose(rf_game *g, unsigned code)
{
    rf_error err;
    if (rf_choose(g, code, &err) != RF_OK) fail_msg("choice %08x refused: %s", code, err.message);
    tu_check(g);
}

void tu_refused(rf_game *g, unsigned code)
{
    assert_false(tu_offered(g, code));
    unsigned long long before = rf_game_hash(g);
    rf_error err;
    assert_int_equal(rf_choose(g, code, &err), RF_E_ILLEGAL);
    assert_true(rf_game_hash(g) == before);
    tu_check(g);
}

static void copy_id(char *dst, size_t n, const char *src) { snprintf(dst, n, "%s", src ? src : ""); }

void tu_setup(rf_setup *su, const tu_spot *s, int n, unsigned long long seed)
{
    memset(su, 0, sizeof *su);
    su->nlegends = n;
    su->seed = seed;
    for (int i = 0; i < n; i++) {
        rf_setup_legend *l = &su->legend[i];
        copy_id(l->name, sizeof l->name, s[i].name);
        copy_id(l->deck, sizeof l->deck, s[i].deck);
        copy_id(l->abilities, sizeof l->abilities, s[i].abilities);
        l->squad = s[i].squad;
        l->x = s[i].x;
        l->y = s[i].y;
    }
}

rf_game *tu_game_of(const rf_content *c, const rf_map *m, const rf_setup *su)
{
    rf_game *g = NULL;
    rf_error err;
    if (rf_game_new(c, m, su, &g, &err) != RF_OK) fail_msg("%s", err.message);
    tu_check(g);
    return g;
}

void tu_draft_setup(rf_setup *su, unsigned long long seed)
{
    memset(su, 0, sizeof *su);
    su->start = RF_START_DRAFT;
    su->seed = seed;
    const char *name;
    for (int k = 0; (name = rf_draft_pool_legend(k)); k++) {
        rf_setup_legend *l = &su->legend[su->nlegends++];
        snprintf(l->name, sizeof l->name, "%s", name);
        snprintf(l->deck, sizeof l->deck, "*");
        snprintf(l->abilities, sizeof l->abilities, "*");
    }
}

rf_game *tu_game(const rf_content *c, const rf_map *m, const tu_spot *s, int n,
                 unsigned long long seed)
{
    rf_setup su;
    tu_setup(&su, s, n, seed);
    return tu_game_of(c, m, &su);
}

rf_game *tu_game_own(const rf_content *c, const rf_map *m, const tu_at *s, int n,
                     unsigned long long seed)
{
    tu_spot own[RF_SETUP_MAX_LEGENDS];
    if (n > RF_SETUP_MAX_LEGENDS) fail_msg("%d legends: at most %d", n, RF_SETUP_MAX_LEGENDS);
    for (int i = 0; i < n; i++)
        own[i] = (tu_spot){ s[i].name, s[i].squad, s[i].x, s[i].y, "*", "*" };
    return tu_game(c, m, own, n, seed);
}

rf_map *tu_map_text(const rf_content *c, const char *name, const char *text)
{
    rf_map *m = NULL;
    rf_error err;
    if (content_map_load_text(c, name, text, strlen(text), &m, &err) != RF_OK)
        fail_msg("%s: %s", name, err.message);
    return m;
}

/* ---- The game's log in words ---- */

static char log_text[1 << 16];
static size_t log_len;

static void log_line(void *user, int seat, const char *line)
{
    (void)user;
    (void)seat;
    int n = snprintf(log_text + log_len, sizeof log_text - log_len, "%s\n", line);
    if (n > 0) log_len += (size_t)n < sizeof log_text - log_len ? (size_t)n : sizeof log_text - log_len - 1;
}

void tu_log_start(rf_game *g)
{
    log_len = 0;
    log_text[0] = 0;
    rf_game_set_log(g, log_line, NULL);
}

const char *tu_log_text(void) { return log_text; }

void tu_log_expect(const char *text)
{
    if (!strstr(log_text, text)) fail_msg("no '%s' in the log:\n%s", text, log_text);
}

unsigned tu_xorshift(unsigned long long *state)
{
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return (unsigned)(*state >> 32);
}
