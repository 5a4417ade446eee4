/*
 * equip_items.c — a legend's items on its equipment board, in place of its
 * backpack (EQUIP-2 … EQUIP-5, TDM-10, TDM-13, CTF-11; plugin.h item_board
 * and the board hooks): the core's Use, Interact and loot frames ask here.
 */
#include "rules/modes/equip/equip.h"
#include "rules/modes/equip/equip_hooks.h"

const char *equip_item_board(const rf_game *g, int l)
{
    return equip_on(g, l) ? "equipment board" : NULL;
}

/* The item printed on space `slot` if no lock token lies on it and one is
 * left to lock it with (EQUIP-2, TDM-13; ruling R-EQUIP-7). */
const rf_loot_def *equip_usable_item(const rf_game *g, int l, int slot)
{
    return equip_locked(g, l, slot) || !g->equip.supply ? NULL
                                                           : equip_board_item(g, l, slot);
}

/* EQUIP-3 (1), EQUIP-4 (1): a lock token on the item's space. */
void equip_item_used(rf_game *g, int l, int slot) { equip_lock(g, l, slot); }

/* EQUIP-5: each loot token received left the game; as many lock tokens
 * come off the board (EX-CHAMP-2). */
void equip_loot_received(rf_game *g, int l, int n)
{
    if (n) equip_push(g, RF_EQ_UNLOCK, l, n, -1);
}

/* TDM-10, CTF-11: instead of the standard effect, up to 2 lock tokens off
 * and a flip of the loadout card (FR_EQUIP); then the bin is opened. */
void equip_open_bin(rf_game *g, int l, int bin)
{
    g->bins_opened |= (uint16_t)(1u << bin);
    equip_push(g, RF_EQ_BIN, l, 2, -1);
}
