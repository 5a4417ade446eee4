/*
 * sim_rows.c — `ringfall sim --matches FILE`: one row per match (issue 18),
 * JSON Lines when FILE ends in .jsonl (or .json), CSV when it ends in
 * .csv; the fields are in docs/sim.md, "One row per match". Rows are in
 * seed order, whatever the threads, and made from the same per-match
 * records as the summary, so they add up to it (tests/cli/sim_lab.sh).
 */
#include <jansson.h>
#include <string.h>

#include "sim.h"

static const char *const kind_names[SIM_KINDS] = { "weapons", "items", "attachments", "cards" };

static json_t *names(const rf_content *c, int kind, const sim_set *s)
{
    json_t *a = json_array();
    const char *n;
    for (int i = 0; (n = sim_content_name(c, kind, i)); i++)
        if (sim_set_has(s, i)) json_array_append_new(a, json_string(n));
    return a;
}

static json_t *by_cause(const int32_t *v)
{
    json_t *o = json_object();
    long long total = 0;
    for (int c = 1; c < RF_CAUSES; c++) {
        json_object_set_new(o, rf_cause_name(c), json_integer(v[c]));
        total += v[c];
    }
    json_object_set_new(o, "total", json_integer(total));
    return o;
}

static json_t *legends(const rf_content *c, const sim_game *g, int squad)
{
    json_t *a = json_array();
    for (int l = 0; l < g->nlineup; l++) {
        if (g->lineup_squad[l] != squad) continue;
        const sim_loadout *lo = &g->loadout[l];
        json_t *w = json_array(), *gear = json_array();
        for (int k = 0; k < 2; k++)
            if (lo->weapon[k] >= 0) json_array_append_new(w, json_string(sim_content_name(c, SIM_WEAPON, lo->weapon[k])));
        for (int k = 0; k < 3; k++)
            if (lo->gear[k] >= 0) json_array_append_new(gear, json_string(sim_content_name(c, SIM_ITEM, lo->gear[k])));
        json_array_append_new(a, json_pack("{s:s, s:o, s:o}", "legend", g->lineup[l], "weapons", w,
                                           "gear", gear));
    }
    return a;
}

static json_t *side_json(const sim_config *cfg, const sim_game *g, int squad)
{
    const sim_side *s = &g->side[squad];
    int seat = g->red < 0 ? -1 : squad == 0 ? g->red : 1 - g->red;
    json_t *o = json_pack("{s:o, s:o, s:o}", "player", seat < 0 ? json_null() : json_integer(seat + 1),
                          "bot", seat < 0 ? json_null() : json_string(cfg->kinds[seat]),
                          "legends", legends(cfg->content, g, squad));
    for (int k = 0; k < SIM_KINDS; k++) {
        char key[32];
        snprintf(key, sizeof key, "%s_held", kind_names[k]);
        json_object_set_new(o, key, names(cfg->content, k, &s->held[k]));
        snprintf(key, sizeof key, "%s_used", kind_names[k]);
        json_object_set_new(o, key, names(cfg->content, k, &s->used[k]));
    }
    int32_t elim[RF_CAUSES];
    for (int c = 0; c < RF_CAUSES; c++) elim[c] = s->eliminated[c];
    json_object_set_new(o, "damage_taken", by_cause(s->damage_taken));
    json_object_set_new(o, "damage_dealt", by_cause(s->damage_dealt));
    json_object_set_new(o, "eliminated", by_cause(elim));
    return o;
}

static const char *winner_name(int squad)
{
    return squad == 0 ? "red" : squad == 1 ? "blue" : squad == -1 ? "draw" : "unfinished";
}

json_t *sim_row_json(const sim_config *cfg, const sim_result *r, int i)
{
    const sim_game *g = &r->game[i];
    char sig[24];
    snprintf(sig, sizeof sig, "%016llx", (unsigned long long)g->signature);
    return json_pack("{s:I, s:s, s:s, s:s, s:o, s:s, s:s, s:i, s:i, s:s, s:{s:o, s:o}}",
                     "seed", (json_int_t)(cfg->seed + (unsigned)i), "mode", sim_mode_name(cfg->args),
                     "map", rf_map_name(cfg->map),
                     "winner", winner_name(g->winner_squad),
                     "winner_player", g->winner < 0 ? json_null() : json_integer(g->winner + 1),
                     "end_rule", g->end_rule, "end_reason", g->end_reason ? g->end_reason : "",
                     "rounds", g->rounds, "decisions", (int)g->decisions, "signature", sig,
                     "sides", "red", side_json(cfg, g, 0), "blue", side_json(cfg, g, 1));
}

/* CSV: a field quoted when it needs to be (RFC 4180). */
static void csv_field(FILE *f, const char *s, bool last)
{
    if (strpbrk(s, ",\"\n")) {
        fputc('"', f);
        for (; *s; s++) {
            if (*s == '"') fputc('"', f);
            fputc(*s, f);
        }
        fputc('"', f);
    } else fputs(s, f);
    fputc(last ? '\n' : ',', f);
}

/* A value as CSV text: lists joined with ';', a legend as NAME:W1+W2. */
static void csv_text(const json_t *v, char *out, size_t n)
{
    out[0] = '\0';
    if (json_is_string(v)) snprintf(out, n, "%s", json_string_value(v));
    else if (json_is_integer(v)) snprintf(out, n, "%lld", (long long)json_integer_value(v));
    else if (json_is_array(v)) {
        size_t i, k = 0;
        json_t *e;
        json_array_foreach(v, i, e) {
            char item[600];
            if (json_is_object(e)) {               /* a legend and its loadout */
                char w[256], gear[256];
                csv_text(json_object_get(e, "weapons"), w, sizeof w);
                csv_text(json_object_get(e, "gear"), gear, sizeof gear);
                for (char *p = w; *p; p++) if (*p == ';') *p = '+';
                for (char *p = gear; *p; p++) if (*p == ';') *p = '+';
                snprintf(item, sizeof item, "%s:%s:%s", json_string_value(json_object_get(e, "legend")), w, gear);
            } else csv_text(e, item, sizeof item);
            k += (size_t)snprintf(out + k, k < n ? n - k : 0, "%s%s", i ? ";" : "", item);
            if (k >= n) break;
        }
    }
}

/* The columns: the row's scalar fields, then each side's fields prefixed
 * red_ and blue_, the by-cause objects flattened (red_damage_taken_shot). */
static void csv_row(FILE *f, const json_t *row, bool header)
{
    static char text[8192];
    const char *key;
    json_t *v;
    json_object_foreach((json_t *)row, key, v) {
        if (strcmp(key, "sides") == 0 || strcmp(key, "end_reason") == 0) continue;
        if (header) csv_field(f, key, false);
        else {
            csv_text(v, text, sizeof text);
            csv_field(f, text, false);
        }
    }
    const char *side_name;
    json_t *side;
    json_object_foreach(json_object_get(row, "sides"), side_name, side) {
        const char *k2;
        json_object_foreach(side, key, v) {
            char col[96];
            if (json_is_object(v)) {
                json_t *n;
                json_object_foreach(v, k2, n) {
                    snprintf(col, sizeof col, "%s_%s_%s", side_name, key, k2);
                    for (char *p = col; *p; p++) if (*p == ' ') *p = '_';   /* supply_drop */
                    if (header) csv_field(f, col, false);
                    else {
                        csv_text(n, text, sizeof text);
                        csv_field(f, text, false);
                    }
                }
                continue;
            }
            snprintf(col, sizeof col, "%s_%s", side_name, key);
            if (header) csv_field(f, col, false);
            else {
                csv_text(v, text, sizeof text);
                csv_field(f, text, false);
            }
        }
    }
    if (header) csv_field(f, "end_reason", true);
    else csv_field(f, json_string_value(json_object_get(row, "end_reason")), true);
}

static bool ends_with(const char *s, const char *tail)
{
    size_t a = strlen(s), b = strlen(tail);
    return a >= b && strcmp(s + a - b, tail) == 0;
}

int sim_rows_check(const char *path)
{
    if (ends_with(path, ".csv") || ends_with(path, ".jsonl") || ends_with(path, ".json")) return CLI_OK;
    fprintf(stderr, "ringfall sim: --matches %s: the file name ends in .jsonl (JSON Lines) or .csv\n", path);
    return CLI_ERROR;
}

int sim_rows_write(const sim_config *cfg, const sim_result *r, const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, "ringfall sim: cannot write %s\n", path);
        return CLI_ERROR;
    }
    bool csv = ends_with(path, ".csv");
    for (int i = 0; i < cfg->games; i++) {
        json_t *row = sim_row_json(cfg, r, i);
        if (csv && i == 0) csv_row(f, row, true);
        if (csv) csv_row(f, row, false);
        else {
            json_dumpf(row, f, JSON_COMPACT | JSON_PRESERVE_ORDER);
            fputc('\n', f);
        }
        json_decref(row);
    }
    if (fclose(f) != 0) {
        fprintf(stderr, "ringfall sim: cannot write %s\n", path);
        return CLI_ERROR;
    }
    return CLI_OK;
}
