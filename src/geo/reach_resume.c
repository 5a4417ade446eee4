/*
 * reach_resume.c — Dial's search of the walking costs from one space,
 * stopped at a level and resumed later (see reach_resume.h).
 *
 * What is kept between extensions is the cost array (final up to the
 * level, the best bound found so far above it) and the list of pending
 * spaces, those with a bound: the bucket queue is rebuilt from that list
 * when the search goes on, since every pending bound lies within RING - 1
 * of the level (a step or a link costs at most 7), and a space's bound is
 * its only live entry. The expansion is move.c's (reach_internal.h), so
 * the costs are geo_reach_compute's (tests/unit/test_reach_resume.c).
 */
#include <string.h>

#include "geo/reach_internal.h"
#include "geo/reach_resume.h"

void geo_resume_start(geo_reach_resume *s, const geo_board *b, geo_cell from)
{
    s->r.from = from;
    s->r.mp = GEO_UNREACHED - 1;
    memset(s->r.cost, GEO_UNREACHED, sizeof s->r.cost);
    geo_cellset_clear(&s->r.can_end);         /* not kept: costs only */
    s->level = -1;
    s->nfront = 0;
    if (!geo_on_board(b, from)) return;
    int fi = geo_cell_index(from);
    s->r.cost[fi] = 0;
    s->r.prev[fi] = -1;
    s->front[s->nfront++] = (int16_t)fi;
}

/* The pending spaces into the queue's buckets (each once, at its bound). */
static void load_front(const geo_reach_resume *s, bucket_queue *q)
{
    for (int k = 0; k < RING; k++) q->count[k] = 0;
    q->pending = s->nfront;
    for (int i = 0; i < s->nfront; i++) {
        int ui = s->front[i], k = s->r.cost[ui] % RING;
        q->item[k][q->count[k]++] = (int16_t)ui;
    }
}

/* The live entries left in the queue back into the list of pending spaces
 * (a space's stale entries carry an old bound, its live one its cost). */
static void save_front(geo_reach_resume *s, const bucket_queue *q)
{
    s->nfront = 0;
    for (int k = 0; k < RING; k++)
        for (int i = 0; i < q->count[k]; i++) {
            int ui = q->item[k][i];
            if (s->r.cost[ui] > s->level && s->r.cost[ui] % RING == k)
                s->front[s->nfront++] = (int16_t)ui;
        }
}

/* Settles every space of cost <= level, or stops sooner, at the level
 * where space `target` (>= 0) is settled. */
static void extend(geo_reach_resume *s, const geo_board *b, const geo_overlay *ov, int level,
                   int target)
{
    int mp = s->r.mp;
    if (level > mp) level = mp;
    if (level <= s->level) return;
    if (s->nfront == 0) {                     /* nothing pending: every cost is final */
        s->level = mp;
        return;
    }
    reach_ctx r;
    geo_reach_ctx_init(&r, b, ov, NULL);
    static _Thread_local bucket_queue q;      /* 16 KB: off the stack */
    load_front(s, &q);
    int d = s->level + 1;
    for (; d <= level && q.pending > 0; d++) {
        int k = d % RING;
        for (int i = 0; i < q.count[k]; i++) {
            int ui = q.item[k][i];
            q.pending--;
            if (s->r.cost[ui] != d) continue;    /* a stale entry */
            expand(&r, &s->r, &q, ui, d, d < mp, false);   /* costs only */
        }
        q.count[k] = 0;
        if (target >= 0 && s->r.cost[target] <= d) {
            level = d;                        /* the space asked is settled */
            break;
        }
    }
    s->level = q.pending > 0 ? level : mp;
    save_front(s, &q);
}

void geo_resume_extend(geo_reach_resume *s, const geo_board *b, const geo_overlay *ov, int level)
{
    extend(s, b, ov, level, -1);
}

int geo_resume_within(geo_reach_resume *s, const geo_board *b, const geo_overlay *ov, int i,
                      int limit)
{
    if (s->r.cost[i] > s->level && s->level < limit) extend(s, b, ov, limit, i);
    return s->r.cost[i] <= limit && s->r.cost[i] <= s->level ? s->r.cost[i] : GEO_UNREACHED;
}
