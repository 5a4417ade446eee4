/*
 * static_files.c — the files of web/ (the browser client), by GET. Only
 * plain relative names are served: each part of the path is letters,
 * digits, '-', '_' and '.', never starting with '.', so neither ".." nor a
 * hidden file nor anything outside web/ can be reached. "/" and paths
 * ending in "/" mean index.html.
 */
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "srv.h"

static bool safe_path(const char *p)
{
    if (strlen(p) > 200) return false;
    bool part_start = true;
    for (; *p; p++) {
        bool ok = (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
                  (*p >= '0' && *p <= '9') || *p == '-' || *p == '_' || *p == '.' || *p == '/';
        if (!ok || (part_start && *p == '.') || (part_start && *p == '/')) return false;
        part_start = *p == '/';
    }
    return true;
}

static const char *type_of(const char *path)
{
    static const char *const types[][2] = {
        { ".html", "text/html; charset=utf-8" },  { ".js", "text/javascript; charset=utf-8" },
        { ".css", "text/css; charset=utf-8" },    { ".svg", "image/svg+xml" },
        { ".json", "application/json" },          { ".png", "image/png" },
        { ".ico", "image/x-icon" },               { ".txt", "text/plain; charset=utf-8" },
        { ".woff2", "font/woff2" },
    };
    const char *dot = strrchr(path, '.');
    for (size_t i = 0; dot && i < sizeof types / sizeof types[0]; i++)
        if (strcmp(dot, types[i][0]) == 0) return types[i][1];
    return "application/octet-stream";
}

void static_resolve(const char *web_dir, const char *path, srv_response *r)
{
    const char *rel = path + 1;                         /* path starts with '/' */
    size_t n = strlen(rel);
    char name[256];
    snprintf(name, sizeof name, "%s%s", rel, n == 0 || rel[n - 1] == '/' ? "index.html" : "");
    struct stat st;
    if (!web_dir[0] || !safe_path(name) ||
        snprintf(r->path, sizeof r->path, "%s/%s", web_dir, name) >= (int)sizeof r->path ||
        stat(r->path, &st) != 0 || !S_ISREG(st.st_mode)) {
        reply_error(r, SRV_E_NOT_FOUND, "no such file: %s", path);
        return;
    }
    r->status = 200;
    r->kind = SRV_STATIC;
    r->type = type_of(name);
}
