/*
 * rule_words.c — the engine's prompts and labels cite the rules they apply
 * in parentheses ("move to which free neighbouring space? (DROP-7)",
 * "(Move 3, TDM-8, CTF-7)", "(CHAMP-10: 2 of the 4)"): the reference for
 * disputes, not words for the player (issue 15). The server sends the words
 * without those citations and the rule IDs beside them ("rules"), which the
 * browser shows behind a "why" linking to the rules reference. The engine's
 * own text is unchanged (the command line and the log keep the IDs).
 *
 * Only a whole part of a parenthesised group is a citation: "DROP-7",
 * "ruling R-BR-7", "BR-7 (3)", or "CHAMP-10: words" (the words are kept).
 * Weapon names such as "R-301" are not rule IDs (one letter before the dash).
 */
#include <ctype.h>
#include <stdbool.h>
#include <string.h>

#include "srv.h"

typedef struct {
    char *out;
    size_t n, len;
    json_t *rules;
} words;

static void put(words *w, const char *s, size_t k)
{
    while (k-- && w->len + 1 < w->n) w->out[w->len++] = *s++;
    w->out[w->len] = 0;
}

/* Length of the uppercase-and-digit segment at s. */
static size_t segment(const char *s)
{
    size_t i = 0;
    while (isupper((unsigned char)s[i]) || isdigit((unsigned char)s[i])) i++;
    return i;
}

/* Length of a rule ID at s: "DROP-7", "STAGE1-3", "R-BR-7" (a ruling),
 * "BR-7 (3)" (a clause); 0 if s does not start with one. */
static size_t rule_id(const char *s, size_t *id_len)
{
    size_t i = 0;
    if (strncmp(s, "R-", 2) == 0) i = 2;                     /* rulings: R-BR-7 */
    size_t first = segment(s + i);
    if (first < 2 || !isupper((unsigned char)s[i])) return 0;   /* "R-301" is a weapon */
    i += first;
    size_t digits = 0;
    while (s[i] == '-') {
        size_t k = segment(s + i + 1);
        if (k == 0) return 0;
        digits = strspn(s + i + 1, "0123456789") == k ? k : 0;
        i += 1 + k;
    }
    if (!digits) return 0;                                   /* an ID ends in -N */
    *id_len = i;
    if (s[i] == ' ' && s[i + 1] == '(' && isdigit((unsigned char)s[i + 2])) {
        size_t k = i + 2 + strspn(s + i + 2, "0123456789");
        if (s[k] == ')') i = k + 1;                           /* BR-7 (3) */
    }
    return i;
}

static void add_rule(json_t *rules, const char *id, size_t k)
{
    char buf[32];
    if (k >= sizeof buf) return;
    memcpy(buf, id, k);
    buf[k] = 0;
    size_t i;
    json_t *v;
    json_array_foreach(rules, i, v) if (strcmp(json_string_value(v), buf) == 0) return;
    json_array_append_new(rules, json_string(buf));
}

/* One part of a group, [s, s + k): a citation (its ID added, its words
 * after ": " returned in *keep) or words kept whole. */
static void part(json_t *rules, const char *s, size_t k, const char **keep, size_t *keep_len)
{
    *keep = s;
    *keep_len = k;
    if (k > 7 && strncmp(s, "ruling ", 7) == 0) s += 7, k -= 7;
    size_t id_len, end = rule_id(s, &id_len);
    if (!end || end > k) return;
    if (end == k) {
        add_rule(rules, s, id_len);
        *keep_len = 0;
    } else if (s[end] == ':' && s[end + 1] == ' ') {
        add_rule(rules, s, id_len);
        *keep = s + end + 2;
        *keep_len = k - end - 2;
    }
}

static void text(words *w, const char **s, bool inner);

/* A parenthesised group (after its '('): its inner text, then the parts
 * that are not citations; a group of citations only goes with the space
 * before it. */
static void group(words *w, const char **s)
{
    char buf[SRV_WORDS_MAX];
    words in = { buf, sizeof buf, 0, w->rules };
    buf[0] = 0;
    text(&in, s, true);
    if (**s == ')') (*s)++;
    char kept[SRV_WORDS_MAX];
    words out = { kept, sizeof kept, 0, NULL };
    kept[0] = 0;
    char sep = ',';                                      /* the separator before p */
    for (const char *p = buf; *p;) {
        size_t k = strcspn(p, ",;");
        const char *keep;
        size_t keep_len;
        part(w->rules, p, k, &keep, &keep_len);
        if (keep_len) {
            if (out.len) put(&out, sep == ';' ? "; " : ", ", 2);
            put(&out, keep, keep_len);
        }
        p += k;
        if (*p) {
            sep = *p;
            p += 1 + (p[1] == ' ');
        }
    }
    if (!out.len) {
        if (w->len && w->out[w->len - 1] == ' ') w->out[--w->len] = 0;
        return;
    }
    put(w, "(", 1);
    put(w, kept, out.len);
    put(w, ")", 1);
}

/* Text up to the end (or, inner, up to the group's ')'), groups rewritten. */
static void text(words *w, const char **s, bool inner)
{
    while (**s && !(inner && **s == ')')) {
        if (**s == '(') {
            (*s)++;
            group(w, s);
        } else put(w, (*s)++, 1);
    }
}

json_t *srv_rule_words(const char *engine_text, char *out, size_t n)
{
    json_t *rules = json_array();
    words w = { out, n, 0, rules };
    out[0] = 0;
    text(&w, &engine_text, false);
    return rules;
}

void srv_set_words(json_t *obj, const char *key, const char *engine_text)
{
    char plain[SRV_WORDS_MAX];
    json_t *rules = srv_rule_words(engine_text, plain, sizeof plain);
    json_object_set_new(obj, key, json_string(plain));
    if (json_array_size(rules)) json_object_set_new(obj, "rules", rules);
    else json_decref(rules);
}
