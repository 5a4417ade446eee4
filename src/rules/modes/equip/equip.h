/*
 * equip.h — the equipment modes' boards (rules EQUIP-1 … EQUIP-7; Team
 * Deathmatch and Capture the Flag; docs/modes.md): each legend plays on an
 * equipment board (side without the Boss symbol) instead of a legend
 * board, with no gear, no backpack and no loot (EQUIP-5); its printed
 * items are used by putting a lock token on them (EQUIP-2 … EQUIP-4); a
 * double-sided weapon loadout card gives it its two weapons, flipped only
 * when a rule allows (EQUIP-7); ammo is unlimited (TDM-11, CTF-12).
 *
 * The loadout's weapons and printed attachments are the box's own weapon
 * cards and attachment tokens (data/equipment.json guarantees there are
 * enough): laid out on the legend's weapon and attachment slots from the
 * box and put back when the card flips, so every rule about weapons
 * (Shoot, attachments, views) works unchanged. The weapon deck and the
 * bags' attachments stay in the box: these modes use neither (TDM-2).
 */
#ifndef RF_RULES_EQUIP_H
#define RF_RULES_EQUIP_H

#include "errors.h"
#include "rules/engine/engine.h"
#include "rules/frames/respawn.h"

/* Team Deathmatch or Capture the Flag: the modes played on equipment
 * boards with loadout cards (EQUIP-1). */
bool equip_mode(const rf_game *g);
/* Does legend l play on an equipment board (EQUIP-1)? */
static inline bool equip_on(const rf_game *g, int l) { return (g->equip.boards >> l) & 1u; }

/* EQUIP-1, TDM-5, TDM-6, CTF-6: every legend gets a board with the set-up
 * lock tokens (the accelerant), no gear, shield 20 and health 40, no death
 * box, and a random loadout card with a random side up, laid out. */
void equip_setup(rf_game *g);

/* The legends (bits) whose loadout cards (equip.card, equip.side) were set
 * anew: their weapons and printed attachments back in the box, then laid
 * out from the face-up sides, in legend order, without a log line
 * (rf_game_determinize, R-STAGE1-2). */
void equip_deal_again(rf_game *g, unsigned legends);

/* CHAMP-5, CHAMP-7: Champions' boards: the lock tokens in the general
 * supply; each champion on an equipment board (Boss side up, none of its
 * spaces locked), no gear and no backpack (EQUIP-5), its dial at 70/70
 * (champ_vitals) and its 2 death boxes; no loadout card (the champions'
 * weapons are fully kitted cards, CHAMP-10). The challengers keep their
 * legend boards (CHAMP-6). */
void equip_setup_champions(rf_game *g);
/* How many lock tokens the game uses: 31 (TDM-2), Champions 12 (CHAMP-2). */
int equip_lock_tokens(const rf_game *g);

/* The loot kind printed on board space i, NULL past the last. */
const rf_loot_def *equip_item(const rf_game *g, int space);
int equip_spaces(const rf_game *g);
/* CHAMP-7, CHAMP-16: legend l's own board: a champion's is the Boss side
 * (data/champions.json), every other legend's the standard side. The
 * item on space i of l's board (NULL past the last) and how many. */
const rf_loot_def *equip_board_item(const rf_game *g, int l, int space);
int equip_board_spaces(const rf_game *g, int l);
static inline bool equip_locked(const rf_game *g, int l, int space)
{
    return (g->equip.locks[l] >> space) & 1u;
}
int equip_locked_count(const rf_game *g, int l);
int equip_unlocked_count(const rf_game *g, int l);
/* EQUIP-6, EQUIP-3 (1): a lock token from the general supply onto an
 * unlocked space; false (nothing changes) when the supply is empty or the
 * space is locked (R-EQUIP-7: no token, no lock). */
bool equip_lock(rf_game *g, int l, int space);
/* EQUIP-5: the lock token of a space back to the general supply. */
bool equip_unlock(rf_game *g, int l, int space);
/* TDM-12 (2), CTF-13 (3): every lock token of the board back. */
void equip_unlock_all(rf_game *g, int l);
/* EQUIP-7: flip legend l's loadout card (its weapons change). */
void equip_flip(rf_game *g, int l);
/* The loadout card's name and the side face up, for logs. */
const char *equip_side_name(const rf_game *g, int l);

/* TDM-14 (2): lock beacon i: the lock token of the locked beacon moves
 * onto it, else one comes from the general supply (none left: no lock). */
void equip_lock_beacon(rf_game *g, int i);

/* FR_EQUIP frames (equip_frame.c): what a legend decides. */
enum rf_equip_job {
    RF_EQ_UNLOCK,    /* EQUIP-5: take a = n lock tokens off the board */
    RF_EQ_LOCK,      /* EQUIP-6: put a = n lock tokens on; target: who then unlocks as many */
    RF_EQ_FLIP,      /* EQUIP-7: flip the loadout card or not */
    RF_EQ_BIN,       /* TDM-10, CTF-11: up to 2 lock tokens off, flip once */
};
void equip_push(rf_game *g, int job, int l, int n, int receiver);

rf_status equip_check(const rf_game *g, rf_error *err);
unsigned long long equip_hash(const rf_game *g);

#endif
