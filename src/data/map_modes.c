/*
 * map_modes.c — the five modes of the match settings and which of them a
 * map allows (MAP-4: the table of maps and modes, data/map_lists.json
 * "modes").
 *
 * A mode is named by its rule code ("CHAMP", as in map_lists.json) or by
 * its name ("champions", as set-ups and the server name it). Mode set-up
 * calls rf_map_check_mode before anything else, so a map/mode combination
 * the book does not allow is refused with one clear message.
 */
#include <stdio.h>
#include <string.h>

#include "data/loaders.h"
#include "errors.h"

static const struct {
    const char *code, *id, *name;
} modes[RF_MODES] = {
    { "BR", "battle_royale", "Battle Royale" },
    { "ASSN", "assassination", "Assassination" },
    { "TDM", "team_deathmatch", "Team Deathmatch" },
    { "CHAMP", "champions", "Champions" },
    { "CTF", "capture_the_flag", "Capture the Flag" },
};

int content_mode_find(const char *code_or_id)
{
    for (int i = 0; i < RF_MODES; i++)
        if (strcmp(code_or_id, modes[i].code) == 0 || strcmp(code_or_id, modes[i].id) == 0)
            return i;
    return -1;
}

int content_mode_find_code(const char *code)
{
    int i = content_mode_find(code);
    return i >= 0 && strcmp(code, modes[i].code) == 0 ? i : -1;
}

const char *rf_mode_code(int i) { return modes[i].code; }

const char *rf_mode_name(int i) { return modes[i].name; }

const char *rf_map_id(const rf_map *m) { return m->id; }

static bool list_allows(const rf_map_list *l, int mode)
{
    for (int i = 0; i < l->nmodes; i++)
        if (strcmp(l->modes[i], modes[mode].code) == 0) return true;
    return false;
}

/* "Battle Royale, Assassination, ..." for the modes list l allows (all
 * modes if l is NULL). */
static void mode_names(const rf_map_list *l, char *buf, size_t n)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < RF_MODES && used + 1 < n; i++)
        if (!l || list_allows(l, i))
            used += (size_t)snprintf(buf + used, n - used, "%s%s (%s)", used ? ", " : "",
                                     modes[i].name, modes[i].id);
}

rf_status rf_map_check_mode(const rf_map *m, const char *mode, rf_error *err)
{
    error_clear(err);
    char names[256];
    int k = mode ? content_mode_find(mode) : -1;
    if (k < 0) {
        mode_names(NULL, names, sizeof names);
        return error_fail(err, RF_E_ARG, "", 0, 0, "mode", "unknown mode '%s' (the modes: %s)",
                       mode ? mode : "", names);
    }
    const rf_map_list *l = m->id[0] ? content_map_list(m->content, m->id) : NULL;
    if (!l || list_allows(l, k)) return RF_OK;   /* custom maps allow every mode */
    mode_names(l, names, sizeof names);
    return error_fail(err, RF_E_ARG, "", 0, 0, "mode",
                   "%s is not played on %s (MAP-4); %s allows %s", modes[k].name, l->name,
                   l->name, names);
}
