/*
 * end_reason.c — why a game ended, in words, with the rule and the numbers
 * that decided it (ROUND-4, ROUND-5): the log's last line and the
 * terminal's result. Each mode says its own (plugin.h's end_words: BR-5 …
 * BR-7 in modes/br/br_words.c, ASSN-3, TDM-3, TDM-4, CTF-4, CTF-5, CHAMP-3).
 */
#include "rules/engine/engine.h"
#include "rules/views/json_out.h"
#include "rules/engine/plugin.h"

const char *engine_end_reason(const rf_game *g, char *buf, size_t n)
{
    buf[0] = 0;
    plug_end_words(g, buf, n);
    return buf;
}

void engine_put_end(jbuf *j, const rf_game *g)
{
    if (!g->over) return;
    const char *rule = "";
    const char *why = engine_end_why_name(g->end_why, &rule);
    char words[240];
    engine_end_reason(g, words, sizeof words);
    jb_put(j, ",\"end\":{\"why\":\"%s\",\"rule\":\"%s\",\"winner\":\"%s\",\"reason\":", why, rule,
           g->winner < 0 ? "draw" : g->winner == 0 ? "red" : "blue");
    jb_str(j, words);
    jb_put(j, ",\"vp\":[%d,%d]", g->vp[0], g->vp[1]);
    plug_end_facts(g, j);
    jb_put(j, "}");
}
