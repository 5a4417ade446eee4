/*
 * names.h — an enum's names as the content files write them ("north",
 * "round" …): the name of value i of n, and the value of a name.
 */
#ifndef RF_DATA_NAMES_H
#define RF_DATA_NAMES_H

#include <stddef.h>
#include <string.h>

/* names[i], NULL out of range. */
static inline const char *names_at(const char *const *names, int n, int i)
{
    return i >= 0 && i < n ? names[i] : NULL;
}

/* The index of name in names[0 … n-1], -1 if it is not there. */
static inline int names_find(const char *const *names, int n, const char *name)
{
    for (int i = 0; i < n; i++)
        if (strcmp(names[i], name) == 0) return i;
    return -1;
}

#endif
