/*
 * catalog.c — names and look-ups on the loaded rules catalog (catalog.h):
 * ammo type names (WEAPON-16) and finding weapon cards and loot kinds.
 * The catalog itself is filled by src/data/rules_load.c and never changed.
 */
#include <ctype.h>
#include <string.h>

#include "data/catalog.h"

static const char *const ammo_names[RF_AMMO_COUNT] = { "light", "heavy", "energy", "shotgun",
                                                       "sniper" };

/* "light" ... "sniper"; "any" for -1 (a slot without an ammo symbol). */
const char *catalog_ammo_name(int ammo)
{
    if (ammo == -1) return "any";
    return ammo >= 0 && ammo < RF_AMMO_COUNT ? ammo_names[ammo] : "?";
}

int catalog_ammo_parse(const char *name)
{
    for (int i = 0; i < RF_AMMO_COUNT; i++)
        if (strcmp(name, ammo_names[i]) == 0) return i;
    return -1;
}

static int same_ignoring_case(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b)) return 0;
    return *a == *b;
}

/* By id ("W-04") or by name, case ignored ("c.a.r. smg"); -1 if none. */
int catalog_weapon(const rf_catalog *c, const char *id_or_name)
{
    for (int i = 0; i < c->nweapons; i++)
        if (strcmp(c->weapon[i].id, id_or_name) == 0) return i;
    for (int i = 0; i < c->nweapons; i++)
        if (same_ignoring_case(c->weapon[i].name, id_or_name)) return i;
    return -1;
}

int catalog_loot(const rf_catalog *c, const char *id)
{
    for (int i = 0; i < c->nloot; i++)
        if (strcmp(c->loot[i].id, id) == 0) return i;
    return -1;
}
