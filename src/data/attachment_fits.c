/*
 * attachment_fits.c — whether an attachment token can go on a weapon
 * card's slot (ATTACH-2, ATTACH-3; data/catalog.h): a question about two
 * content records, asked by the loaders (equip_load.c: a loadout card's
 * printed attachments) and the rules. Moved from rules/combat/combat_weapon.c
 * (issue 17: content is below the rules).
 */
#include "data/catalog.h"

bool catalog_attachment_fits(const rf_weapon_slot_def *slot, const rf_loot_def *att)
{
    if (att->family != RF_LOOT_ATTACHMENT) return false;
    if (slot->family == RF_ATT_NONE || att->attach != slot->family) return false;   /* ATTACH-2 */
    if (slot->ammo >= 0 && att->attach_ammo != slot->ammo) return false;           /* ATTACH-3 */
    if (slot->nodes && !(att->attach_nodes & slot->nodes)) return false;           /* ATTACH-3 */
    return true;
}
