/*
 * track_names.c — the round track's kinds of space by name, as
 * data/round_track.json writes them (data/types/round_track.h). Moved from
 * rules/match/round_track.c (issue 17: content is below the rules).
 */
#include "data/names.h"
#include "data/types/round_track.h"

static const char *const kind_names[RF_TRACK_KINDS] = { "round", "square", "dotted",
                                                        "trophy" };

const char *ring_track_kind_name(int kind)
{
    return names_at(kind_names, RF_TRACK_KINDS, kind);
}

int ring_track_kind_parse(const char *name)
{
    return names_find(kind_names, RF_TRACK_KINDS, name);
}
