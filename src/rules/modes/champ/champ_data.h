/*
 * champ_data.h — the Champions mode's content (data/champions.json; rules
 * CHAMP-1 … CHAMP-21, DATA-GAPS 6.7, 6.9, 15; docs/modes.md): the numbers
 * of the champion and challenger sides, the equipment board's Boss side
 * and the 6 champion feat cards B-F-1 … B-F-6 (two identical decks,
 * CHAMP-5), each with a top effect (played from hand, CHAMP-19) and a
 * bottom effect (constant while it is the active card, CHAMP-20). The
 * cards' texts are designed from the book's fragments; every effect is a
 * named handler with validated numbers (docs/data-provenance.md).
 */
#ifndef RF_RULES_CHAMP_DATA_H
#define RF_RULES_CHAMP_DATA_H

#include <stdbool.h>
#include <stdint.h>

#include "data/types/champ.h"   /* its content types (src/data/types/) */

#endif
