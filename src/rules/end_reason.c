/*
 * end_reason.c — why a game ended, in words, with the rule and the numbers
 * that decided it (ROUND-4, ROUND-5): the log's last line and the
 * terminal's result. Each mode says its own (plugin.h's end_words: BR-5 …
 * BR-7 in modes/br_words.c, ASSN-3, TDM-3, TDM-4, CTF-4, CTF-5, CHAMP-3).
 */
#include "rules/engine.h"
#include "rules/plugin.h"

const char *rf_end_reason(const rf_game *g, char *buf, size_t n)
{
    buf[0] = 0;
    plug_end_words(g, buf, n);
    return buf;
}
