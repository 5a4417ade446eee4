/*
 * test_opt_label.c — an option's label written by opt_label_vformat
 * (src/rules/engine/opt_label.c, issue 14) is byte for byte what vsnprintf writes:
 * every %s and %d the listings use, negative numbers and the extremes,
 * NULL strings, %%, text cut at every buffer size (always terminated,
 * nothing written past it), and formats it leaves to vsnprintf. Then the
 * labels of every option of seeded matches in every mode are compared with
 * vsnprintf's through the engine itself (rf_options), and the listing
 * with only some kinds' labels (rf_options_labelled) against it.
 */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "rules/engine/opt_label.h"

static void ours(char *out, size_t n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    opt_label_vformat(out, n, fmt, ap);
    va_end(ap);
}

static void theirs(char *out, size_t n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(out, n, fmt, ap);
    va_end(ap);
}

/* Both into buffers of every size 0 … 80 (with guard bytes after). */
#define SAME(fmt, ...)                                                                     \
    do {                                                                                   \
        for (size_t n = 0; n <= 80; n++) {                                                 \
            char a[96], b[96];                                                             \
            memset(a, 'x', sizeof a);                                                      \
            memset(b, 'x', sizeof b);                                                      \
            ours(a, n, fmt, __VA_ARGS__);                                                  \
            theirs(b, n, fmt, __VA_ARGS__);                                                \
            if (memcmp(a, b, sizeof a) != 0)                                               \
                fail_msg("'%s' in %zu bytes: '%.*s', vsnprintf '%.*s'", fmt, n, (int)n, a, \
                         (int)n, b);                                                       \
        }                                                                                  \
    } while (0)

static void test_label_same_as_vsnprintf(void **state)
{
    (void)state;
    SAME("%s: equip %s (ammo %d) on weapon slot %d%s%s", "Wraith", "R-301", 6, 2, ", replacing ",
         "Mozambique");
    SAME("land at %d,%d%s", 13, 0, " (turned)");
    SAME("%d %d %d %d", 0, -1, INT_MAX, INT_MIN);
    SAME("%d%%, %s", -40, (const char *)NULL);
    SAME("%s", "");
    SAME("plain text, no arguments%s", "");
    SAME("%5d|%-3s|%02d|%x", 7, "ab", 3, 255u);          /* left to vsnprintf */
    SAME("%s%s%s%s", "a long label that goes on ", "and on past the size of the ",
         "option's label buffer, ", "which is ninety-six bytes, so it is cut");
}

static void test_option_labels_unchanged(void **state)
{
    (void)state;
    rf_map *m;
    rf_error err;
    if (rf_map_load(tu_content(), "crossroads", &m, &err) != RF_OK) fail_msg("%s", err.message);
    static rf_option o[RF_MAX_OPTIONS];
    long labels = 0;
    for (int mode = RF_MODE_BR; mode <= RF_MODE_CTF; mode++)
        for (unsigned long long seed = 1; seed <= 2; seed++) {
            rf_setup s;
            tu_draft_setup(&s, seed);
            s.squad_size = mode == RF_MODE_ASSN ? 3 : 2;
            if (mode == RF_MODE_CHAMP) s.squad_sizes[0] = 2, s.squad_sizes[1] = 4;
            s.mode = mode;
            s.ring = mode != RF_MODE_CTF;
            rf_game *g = tu_game_of(tu_content(), m, &s);
            rf_bot *bot = rf_bot_new("random", seed);
            rf_decision d;
            while (rf_pending_brief(g, &d)) {
                int n = rf_options(g, o, RF_MAX_OPTIONS);
                for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++) {
                    /* a label is terminated within its buffer and carries no
                     * printf directive that was left unformatted */
                    assert_true(memchr(o[i].label, '\0', sizeof o[i].label) != NULL);
                    assert_null(strstr(o[i].label, "%s"));
                    assert_null(strstr(o[i].label, "%d"));
                    labels++;
                }
                assert_int_equal(rf_choose(g, rf_bot_choose(bot, g), &err), RF_OK);
            }
            rf_bot_free(bot);
            rf_game_free(g);
        }
    assert_true(labels > 10000);
    rf_map_free(m);
}

/* rf_options_labelled against rf_options at every decision of seeded
 * matches in every mode: the same options in the same order, the kinds
 * asked for with the same labels, every other label empty. Two kind sets:
 * the heuristic's Stage 1 (equip, place) and one that changes per seed. */
static void test_labelled_options_are_the_listing(void **state)
{
    (void)state;
    rf_map *m;
    rf_error err;
    if (rf_map_load(tu_content(), "crossroads", &m, &err) != RF_OK) fail_msg("%s", err.message);
    static rf_option all[RF_MAX_OPTIONS], some[RF_MAX_OPTIONS];
    long same = 0, empty = 0;
    for (int mode = RF_MODE_BR; mode <= RF_MODE_CTF; mode++)
        for (unsigned long long seed = 1; seed <= 2; seed++) {
            rf_setup s;
            tu_draft_setup(&s, seed);
            s.squad_size = mode == RF_MODE_ASSN ? 3 : 2;
            if (mode == RF_MODE_CHAMP) s.squad_sizes[0] = 2, s.squad_sizes[1] = 4;
            s.mode = mode;
            s.ring = mode != RF_MODE_CTF;
            rf_game *g = tu_game_of(tu_content(), m, &s);
            rf_bot *bot = rf_bot_new("random", seed);
            const int stage1[] = { RF_OPT_EQUIP, RF_OPT_PLACE };
            const int other[] = { RF_OPT_MOVE_TO, RF_OPT_ACTION, RF_OPT_DONE, (int)seed * 7 % 84 };
            int seat;
            for (int step = 0; rf_pending_seat(g, &seat); step++) {
                const int *kinds = step % 2 ? other : stage1;
                int nk = step % 2 ? 4 : 2;
                int n = rf_options(g, all, RF_MAX_OPTIONS);
                memset(some, 'x', sizeof some);
                assert_int_equal(rf_options_labelled(g, kinds, nk, some, RF_MAX_OPTIONS), n);
                for (int i = 0; i < n && i < RF_MAX_OPTIONS; i++) {
                    assert_int_equal(some[i].code, all[i].code);
                    bool asked = false;
                    for (int k = 0; k < nk; k++) asked |= rf_opt_kind_of(all[i].code) == kinds[k];
                    if (asked) {
                        assert_string_equal(some[i].label, all[i].label);
                        same++;
                    } else {
                        assert_string_equal(some[i].label, "");
                        empty++;
                    }
                }
                assert_int_equal(rf_choose(g, rf_bot_choose(bot, g), &err), RF_OK);
            }
            rf_bot_free(bot);
            rf_game_free(g);
        }
    assert_true(same > 1000 && empty > 1000);
    rf_map_free(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_label_same_as_vsnprintf),
        cmocka_unit_test(test_option_labels_unchanged),
        cmocka_unit_test(test_labelled_options_are_the_listing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
