/*
 * scenario.c — the scenario runner's core (../shared/SCENARIOS.md): reads a
 * scenario text line by line, cuts comments, splits fields, checks the
 * phase (board line, board components, play) and hands each line to its
 * keyword's handler from scenario_list.h.
 *
 * Invariants: one run = one scn_ctx on the stack; nothing global; lines
 * longer than SCN_MAX_LINE and files larger than SCN_MAX_FILE are refused
 * with a located error; the board is freed on every path out.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "io/scenario.h"
#include "io/scenario_game.h"

static const scn_keyword keywords[] = {
#define SCN_KEYWORD(name, phase, fn) { name, phase, fn },
#define SCN_EXPECT(name, fn)
#include "io/scenario_list.h"
#undef SCN_KEYWORD
#undef SCN_EXPECT
};

static const scn_keyword *find_keyword(const char *name)
{
    for (size_t i = 0; i < sizeof keywords / sizeof keywords[0]; i++)
        if (strcmp(keywords[i].name, name) == 0) return &keywords[i];
    return NULL;
}

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/* Copy the line (len <= SCN_MAX_LINE), cut the comment, keep a trimmed
 * copy for PASS/FAIL lines and split the fields in place. */
static rf_status split_line(scn_ctx *ctx, scn_line *ln, const char *s, size_t len)
{
    memcpy(ln->buf, s, len);
    ln->buf[len] = '\0';
    ln->kw[0] = '\0';
    char *hash = strchr(ln->buf, '#');
    if (hash) *hash = '\0';
    const char *a = ln->buf;
    while (is_blank(*a)) a++;
    size_t n = strlen(a);
    while (n > 0 && is_blank(a[n - 1])) n--;
    for (size_t i = 0; i < n; i++)       /* PASS/FAIL lines stay on one line */
        ln->text[i] = (unsigned char)a[i] < ' ' ? ' ' : a[i];
    ln->text[n] = '\0';
    ln->ntok = ln->pos = 0;
    for (char *p = ln->buf; *p;) {
        while (is_blank(*p)) *p++ = '\0';
        if (!*p) break;
        if (ln->ntok == SCN_MAX_TOKENS)
            return scn_error(ctx, ln, ln->ntok - 1, "line", "more than %d fields",
                             SCN_MAX_TOKENS);
        ln->tok[ln->ntok++] = p;
        while (*p && !is_blank(*p)) p++;
    }
    return RF_OK;
}

rf_status scn_finish_board(scn_ctx *ctx)
{
    geo_error gerr;
    memset(&gerr, 0, sizeof gerr);
    if (geo_board_finish(ctx->board, &gerr) < 0)
        return error_fail(ctx->err, RF_E_SCENARIO, ctx->file, gerr.line > 0 ? gerr.line : ctx->lineno,
                       0, gerr.field[0] ? gerr.field : "board", "%s", gerr.msg);
    ctx->playing = true;
    return RF_OK;
}

/* Phases: `board` first and once; components before the first play line. */
static rf_status check_phase(scn_ctx *ctx, scn_line *ln, const scn_keyword *kw)
{
    if (!ctx->board && kw->phase != SCN_PHASE_HEADER)
        return scn_error(ctx, ln, 0, "", "the first line must be 'board W H'");
    if (ctx->board && kw->phase == SCN_PHASE_HEADER)
        return scn_error(ctx, ln, 0, "", "a second 'board' line");
    if (kw->phase == SCN_PHASE_BOARD && ctx->playing)
        return scn_error(ctx, ln, 0, "",
                         "board components must come before legends, objects, moves "
                         "and expectations");
    if (kw->phase == SCN_PHASE_PLAY && !ctx->playing) return scn_finish_board(ctx);
    return RF_OK;
}

static rf_status run_line(scn_ctx *ctx, scn_line *ln, const char *s, size_t len)
{
    rf_status st = split_line(ctx, ln, s, len);
    if (st != RF_OK || ln->ntok == 0) return st;
    const scn_keyword *kw = find_keyword(ln->tok[0]);
    if (!kw) return scn_error(ctx, ln, 0, "keyword", "unknown keyword '%.40s'", ln->tok[0]);
    snprintf(ln->kw, sizeof ln->kw, "%s", kw->name);
    ln->pos = 1;
    st = check_phase(ctx, ln, kw);
    return st != RF_OK ? st : kw->run(ctx, ln);
}

static rf_status run_lines(scn_ctx *ctx, scn_line *ln, const char *text)
{
    const char *p = text;
    while (*p) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        ctx->lineno++;
        if (len > SCN_MAX_LINE)
            return error_fail(ctx->err, RF_E_SCENARIO, ctx->file, ctx->lineno, SCN_MAX_LINE + 1,
                           "line", "line longer than %d characters", SCN_MAX_LINE);
        rf_status st = run_line(ctx, ln, p, len);
        if (st != RF_OK) return st;
        p += len + (nl ? 1 : 0);
    }
    if (!ctx->board)
        return error_fail(ctx->err, RF_E_SCENARIO, ctx->file, ctx->lineno, 0, "board",
                       "no 'board W H' line");
    return ctx->playing ? RF_OK : scn_finish_board(ctx);
}

rf_status rf_scenario_run_text(const rf_content *c, const char *name, const char *text,
                               FILE *out, rf_scenario_totals *totals, rf_error *err)
{
    rf_error local_err;
    rf_scenario_totals local_totals = { 0, 0, 0 };
    if (!err) err = &local_err;
    if (!totals) totals = &local_totals;
    error_clear(err);
    if (!c || !text) {
        totals->file_errors++;
        return error_fail(err, RF_E_ARG, name, 0, 0, NULL, "no content or no scenario text");
    }
    scn_ctx *ctx = calloc(1, sizeof *ctx);
    scn_line *ln = calloc(1, sizeof *ln);
    rf_status st = RF_E_NOMEM;
    if (ctx && ln) {
        ctx->content = c;
        ctx->file = name ? name : "(scenario)";
        ctx->out = out;
        ctx->totals = totals;
        ctx->err = err;
        geo_overlay_clear(&ctx->overlay);
        ctx->active = -1;
        st = run_lines(ctx, ln, text);
        scn_game_free(ctx);
        geo_board_free(ctx->board);
    } else {
        error_fail(err, RF_E_NOMEM, name, 0, 0, NULL, "out of memory");
    }
    free(ln);
    free(ctx);
    if (st != RF_OK) totals->file_errors++;
    return st;
}

/* Read a whole file (at most SCN_MAX_FILE bytes) into a NUL-terminated
 * buffer; refuses NUL bytes inside. The caller frees *out. */
static rf_status read_file(const char *path, char **out, rf_error *err)
{
    FILE *f = fopen(path, "rb");
    if (!f) return error_fail(err, RF_E_IO, path, 0, 0, NULL, "cannot open: %s", strerror(errno));
    char *buf = malloc(SCN_MAX_FILE + 1);
    if (!buf) {
        fclose(f);
        return error_fail(err, RF_E_NOMEM, path, 0, 0, NULL, "out of memory");
    }
    size_t n = fread(buf, 1, SCN_MAX_FILE + 1, f);
    bool bad = ferror(f) != 0;
    fclose(f);
    rf_status st = RF_OK;
    if (bad) st = error_fail(err, RF_E_IO, path, 0, 0, NULL, "read error");
    else if (n > (size_t)SCN_MAX_FILE)
        st = error_fail(err, RF_E_SCENARIO, path, 0, 0, NULL, "file larger than %ld bytes",
                     SCN_MAX_FILE);
    else if (memchr(buf, '\0', n)) {
        int line = 1;
        for (const char *p = buf; *p; p++) line += *p == '\n';
        st = error_fail(err, RF_E_SCENARIO, path, line, 0, "line", "NUL byte in the file");
    }
    if (st != RF_OK) {
        free(buf);
        return st;
    }
    buf[n] = '\0';
    *out = buf;
    return RF_OK;
}

rf_status rf_scenario_run_file(const rf_content *c, const char *path, FILE *out,
                               rf_scenario_totals *totals, rf_error *err)
{
    rf_error local_err;
    rf_scenario_totals local_totals = { 0, 0, 0 };
    if (!err) err = &local_err;
    if (!totals) totals = &local_totals;
    error_clear(err);
    char *text = NULL;
    rf_status st = path ? read_file(path, &text, err)
                        : error_fail(err, RF_E_ARG, NULL, 0, 0, NULL, "no scenario path");
    if (st != RF_OK) {
        totals->file_errors++;
        return st;
    }
    st = rf_scenario_run_text(c, path, text, out, totals, err);
    free(text);
    return st;
}
