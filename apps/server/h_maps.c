/*
 * h_maps.c — the maps a match may be created on (GET /api/maps) and one
 * map's geometry for drawing it (GET /api/maps/NAME, rf_map_json): the
 * browser client's lobby lists the first, its board draws the second.
 * Both are public: a map is printed on the table. Names are the files of
 * the content's maps/ directory; maps_get loads and shares them.
 */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "srv.h"

#define LIST_MAX 64

static int by_name(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

/* The names of the maps/ directory's *.json files, sorted; how many. */
static int map_names(const srv *s, char names[LIST_MAX][64])
{
    char dir[512];
    snprintf(dir, sizeof dir, "%s/maps", rf_content_dir(s->content));
    DIR *d = opendir(dir);
    if (!d) return 0;
    int n = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL && n < LIST_MAX;) {
        size_t len = strlen(e->d_name);
        if (e->d_name[0] == '.' || len <= 5 || len - 5 >= 64 ||
            strcmp(e->d_name + len - 5, ".json") != 0)
            continue;
        memcpy(names[n], e->d_name, len - 5);
        names[n++][len - 5] = '\0';
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], by_name);
    return n;
}

/* The codes of the modes map m allows (MAP-4, data/map_lists.json). */
static json_t *map_modes(const rf_map *m)
{
    json_t *a = json_array();
    rf_error err;
    for (int mode = RF_MODE_BR; mode <= RF_MODE_CTF; mode++)
        if (rf_map_check_mode(m, rf_mode_code(mode), &err) == RF_OK)
            json_array_append_new(a, json_string(rf_mode_code(mode)));
    return a;
}

/* {"maps": [{"name", "title", "width", "height", "modes"}]}: every map that
 * loads, with the modes it allows (MAP-4), so that a lobby offers a mode's
 * maps only. */
void h_maps(srv *s, const srv_request *rq, srv_response *r)
{
    (void)rq;
    char names[LIST_MAX][64];
    json_t *list = json_array();
    int n = map_names(s, names);
    for (int i = 0; i < n; i++) {
        rf_error err;
        const rf_map *m = maps_get(s->maps, s->content, names[i], &err);
        if (!m) continue;
        json_array_append_new(list, json_pack("{s:s, s:s, s:i, s:i, s:o}", "name", names[i], "title",
                                              rf_map_name(m), "width", rf_map_width(m), "height",
                                              rf_map_height(m), "modes", map_modes(m)));
    }
    reply_json(r, 200, json_pack("{s:o}", "maps", list));
}

void h_map(srv *s, const srv_request *rq, srv_response *r, const char *name)
{
    (void)rq;
    rf_error err;
    const rf_map *m = maps_get(s->maps, s->content, name, &err);
    if (!m) {
        reply_error(r, SRV_E_UNKNOWN_MAP, "no map \"%s\": %s", name, err.message);
        return;
    }
    char *text = rf_map_json(m);
    if (!text) {
        reply_error(r, SRV_E_INTERNAL, "out of memory");
        return;
    }
    reply_text(r, 200, "application/json", text, strlen(text));
}
