/*
 * sim_merge.c — `ringfall sim merge FILE...`: the shards of a run (`sim
 * --shard I/N`, one file each, in any order) put together into the
 * summary of the whole run (docs/sim.md, "Shards and MPI"). The run's
 * options come from the shards (each records them; they must agree), so
 * the content is loaded and patched again as the shards had it, and its
 * hash must be theirs. Every match must come from exactly one shard.
 * rank 0 of the MPI build puts its ranks' shards together the same way.
 */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"

#define MAX_SHARDS 4096

static int refuse(const char *name, const char *why)
{
    fflush(stdout);
    fprintf(stderr, "ringfall sim merge: %s: %s\n", name, why);
    return CLI_ERROR;
}

/* The run's options as the first shard records them, as an argv. */
static int options_of(const json_t *shard, char **argv, int max)
{
    json_t *opts = json_object_get(shard, "options");
    size_t i;
    json_t *v;
    int n = 0;
    json_array_foreach(opts, i, v) if (json_is_string(v) && n < max) argv[n++] = (char *)json_string_value(v);
    return n;
}

static const char *content_of(const json_t *doc)
{
    const char *h = json_string_value(json_object_get(json_object_get(doc, "setup"), "content"));
    return h ? h : "";
}

/* Do two shards belong to one run? */
static bool same_run(const json_t *a, const json_t *b)
{
    static const char *const keys[] = { "of", "games", "first_seed", "options" };
    for (size_t k = 0; k < sizeof keys / sizeof *keys; k++)
        if (!json_equal(json_object_get(a, keys[k]), json_object_get(b, keys[k]))) return false;
    return true;
}

static int merge(const cli_command *self, json_t **docs, const char *const *names, int n, FILE *out)
{
    json_t *first = json_object_get(docs[0], "shard");
    char *argv[512];
    int argc = options_of(first, argv, 512);
    int total = (int)json_integer_value(json_object_get(first, "games"));
    int of = (int)json_integer_value(json_object_get(first, "of"));
    for (int i = 0; i < n; i++)
        if (!same_run(first, json_object_get(docs[i], "shard")))
            return refuse(names[i], "a shard of another run (its options, seeds or shard count differ)");
    if (of != n) {
        char why[96];
        snprintf(why, sizeof why, "the run has %d shards, %d given", of, n);
        return refuse(names[0], why);
    }
    static sim_arm arm;
    int rc = sim_arm_open(self, argc, argv, &arm);
    bool *seen = rc == CLI_OK ? calloc((size_t)total, sizeof *seen) : NULL;
    if (rc == CLI_OK && (arm.cfg.games != total || !seen)) rc = refuse(names[0], "the recorded options do not make the run");
    char hash[24];
    snprintf(hash, sizeof hash, "%016llx", rc == CLI_OK ? rf_content_hash(arm.content) : 0ull);
    for (int i = 0; rc == CLI_OK && i < n; i++)
        if (strcmp(hash, content_of(docs[i])) != 0)
            rc = refuse(names[i], "played with other content than this command loads (data/ changed?)");
    if (rc == CLI_OK) {
        arm.result.game = calloc((size_t)total, sizeof *arm.result.game);
        if (!arm.result.game) rc = refuse(names[0], "out of memory");
    }
    sim_pool pool = { 0 };
    for (int i = 0; rc == CLI_OK && i < n; i++) {
        char why[160];
        if (!sim_shard_read(json_object_get(docs[i], "shard"), &arm.result, total, &pool, seen, why, sizeof why))
            rc = refuse(names[i], why);
    }
    for (int m = 0; rc == CLI_OK && m < total; m++)
        if (!seen[m]) {
            char why[96];
            snprintf(why, sizeof why, "match %d (seed %llu) is in no shard", m + 1, arm.cfg.seed + (unsigned)m);
            rc = refuse(names[0], why);
        }
    if (rc == CLI_OK && arm.args.text) sim_report_text(&arm.cfg, &arm.result, out);
    else if (rc == CLI_OK) sim_report_json(&arm.cfg, &arm.result, out);
    free(seen);
    sim_arm_close(&arm);
    sim_pool_free(&pool);
    return rc;
}

int sim_merge_texts(const cli_command *self, const char *const *texts, const char *const *names, int n,
                    FILE *out)
{
    json_t **docs = calloc((size_t)n, sizeof *docs);
    const char **label = calloc((size_t)n, sizeof *label);
    static char rank_names[MAX_SHARDS][24];
    int rc = docs && label && n > 0 ? CLI_OK : CLI_ERROR;
    for (int i = 0; rc == CLI_OK && i < n; i++) {
        if (names) label[i] = names[i];
        else {
            snprintf(rank_names[i % MAX_SHARDS], sizeof rank_names[0], "rank %d", i);
            label[i] = rank_names[i % MAX_SHARDS];
        }
        json_error_t je;
        docs[i] = json_loads(texts[i], 0, &je);
        if (!docs[i]) {
            char why[240];
            snprintf(why, sizeof why, "not JSON (line %d: %s)", je.line, je.text);
            rc = refuse(label[i], why);
        } else if (!json_is_object(json_object_get(docs[i], "shard")))
            rc = refuse(label[i], "not a shard's output (ringfall sim --shard I/N)");
    }
    if (rc == CLI_OK) rc = merge(self, docs, label, n, out);
    for (int i = 0; docs && i < n; i++) json_decref(docs[i]);
    free(docs);
    free(label);
    return rc;
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + len, 1, cap - len - 1, f)) > 0) {
        len += got;
        if (cap - len - 1 == 0) {
            char *p = realloc(buf, cap *= 2);
            if (!p) free(buf);
            buf = p;
        }
    }
    fclose(f);
    if (buf) buf[len] = '\0';
    return buf;
}

int cmd_sim_merge(const cli_command *self, int argc, char **argv)
{
    bool text = false;
    const char *files[MAX_SHARDS];
    int n = 0;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--text") == 0) text = true;
        else if (argv[i][0] == '-' && argv[i][1] == '-')
            return cli_usage_error(self, "sim merge: unknown option '%s' (sim merge [--text] FILE...)", argv[i]);
        else if (n < MAX_SHARDS) files[n++] = argv[i];
    }
    if (!n) return cli_usage_error(self, "sim merge needs the shards' files");
    char **texts = calloc((size_t)n, sizeof *texts);
    int rc = texts ? CLI_OK : CLI_ERROR;
    for (int i = 0; rc == CLI_OK && i < n; i++)
        if (!(texts[i] = slurp(files[i]))) rc = refuse(files[i], "cannot read it");
    if (rc == CLI_OK && text) {
        /* --text: the shards' options plus --text (a merged summary in words) */
        for (int i = 0; i < n; i++) {
            json_t *d = json_loads(texts[i], 0, NULL);
            json_t *opts = json_object_get(json_object_get(d, "shard"), "options");
            if (opts) json_array_append_new(opts, json_string("--text"));
            char *t = d ? json_dumps(d, JSON_COMPACT | JSON_PRESERVE_ORDER) : NULL;
            if (t) {
                free(texts[i]);
                texts[i] = t;
            }
            json_decref(d);
        }
    }
    if (rc == CLI_OK) rc = sim_merge_texts(self, (const char *const *)texts, files, n, stdout);
    for (int i = 0; texts && i < n; i++) free(texts[i]);
    free(texts);
    return rc;
}
