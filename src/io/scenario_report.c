/*
 * scenario_report.c — the PASS / FAIL lines of a scenario run and their
 * counts (SCENARIOS.md: "PASS file:line ..." / "FAIL file:line ... got ...").
 *
 * Every expectation and every refused move goes through here exactly once,
 * so the totals always match the lines printed. Nothing is printed when the
 * run has no output stream; the counts are kept all the same.
 */
#include <stdarg.h>

#include "io/scenario.h"

/* Keep a report on one line: control characters become blanks. */
static void one_line(char *s)
{
    for (; *s; s++)
        if ((unsigned char)*s < ' ') *s = ' ';
}

void scn_report(scn_ctx *ctx, const scn_line *ln, bool pass, const char *got_fmt, ...)
{
    if (pass) ctx->totals->passed++;
    else ctx->totals->failed++;
    if (!ctx->out) return;
    fprintf(ctx->out, "%s %s:%d %s", pass ? "PASS" : "FAIL", ctx->file, ctx->lineno, ln->text);
    if (!pass) {
        char got[1024];
        va_list ap;
        va_start(ap, got_fmt);
        vsnprintf(got, sizeof got, got_fmt, ap);
        va_end(ap);
        one_line(got);
        fprintf(ctx->out, " got %s", got);
    }
    fputc('\n', ctx->out);
}

void scn_cannot(scn_ctx *ctx, const scn_line *ln, const char *why)
{
    ctx->totals->failed++;
    if (!ctx->out) return;
    char buf[SCN_WHY_LEN * 2];
    snprintf(buf, sizeof buf, "%s", why);
    one_line(buf);
    fprintf(ctx->out, "FAIL %s:%d %s cannot evaluate: %s\n", ctx->file, ctx->lineno, ln->text,
            buf);
}

bool scn_cannot_refs(scn_ctx *ctx, const scn_line *ln, const scn_ref *a, const scn_ref *b)
{
    const char *why = a->why[0] ? a->why : (b && b->why[0]) ? b->why : NULL;
    if (why) scn_cannot(ctx, ln, why);
    return why != NULL;
}

const char *scn_yesno(bool v)
{
    return v ? "yes" : "no";
}
