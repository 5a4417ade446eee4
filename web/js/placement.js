// placement.js — which options the board shows for the decision in steps
// (issue 15): the options that act on a place (options.js placeOf), less
// the loot drops of the backpack until the player picks the item to drop
// (a drop spot must never pass for a move square), and whether a place is
// a drop spot (drawn apart: css/boardui.css .choice.drop).
import { optA } from './options.js';

// Loot handled in the backpack panel (backpack.js): a token dropped from a
// backpack slot (ACT-17 a), a crafting marker dropped (REPL-7).
export const PACK_DROPS = new Set(['LOOT_DROP', 'CRAFT_DROP']);
// Where a token is put down rather than where a legend goes.
export const DROP_KINDS = new Set(['LOOT_DROP', 'DROP_AT', 'CRAFT_DROP']);

// Whether the board shows option o now: a backpack drop only for the slot
// picked in the backpack panel (packSlot), everything else that has a place.
export function onBoardNow(o, packSlot) {
  if (!PACK_DROPS.has(o.kind)) return true;
  return o.kind === 'LOOT_DROP' && packSlot !== null && optA(o.code) === packSlot;
}

// The ring as the observation gives it: is space (x, y) outside? (RING-5)
export function outsideRing(obs, x, y) {
  const r = obs?.ring;
  if (!r || r.west === undefined) return false;
  return x < r.west || x > r.east || y < r.north || y > r.south;
}
