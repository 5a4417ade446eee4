// options.js — what an option code means (include/ringfall.h, "What an
// option code means": (kind << 24) | (a << 16) | b), so that an option can
// be shown where it acts: a space, an intersection, a legend or a supply
// bin on the board, besides its button.

export const OPT = {
  ACTIVATE: 1, ACTION: 2, MOVE_TO: 3, TARGET: 4, WEAPON: 5, RESPAWN_AT: 6, PART: 7, BIN: 8,
  FIT: 9, UNFIT: 10, KEEP: 11, DROP_AT: 12, PICK_WEAPON: 13, WEAPON_DO: 14, LOOT_DROP: 15,
  LOOT_PICK: 16, DONE: 17, USE_ITEM: 18, USE_AT: 19, MELEE_TARGET: 20, PUSH_LAND: 21,
  DESTROY_HOW: 22, DESTROY_TARGET: 23, CARD: 24, RUSH: 25, REACT: 26, COLOUR: 27, DRAFT: 28,
  GIVE: 29, EQUIP: 30, PLACE: 31, SIDE: 32, ENTER: 33, AMMO: 34, REMOVE: 35, ABILITY: 36,
  ABIL_PLACE: 37,
  // Champions (enum rf_opt_kind_champ): CHAMP-10/CHAMP-14, CHAMP-10/18/19, CHAMP-11 (2)
  KITTED: 96, FEAT: 97, CHAMP_AT: 98,
};

// enum rf_decision_kind
export const DEC = {
  NONE: 0, ACTIVATE: 1, ACTION: 2, MOVE: 3, TARGET: 4, WEAPON: 5, RESPAWN: 6, INTERACT: 7,
  LOOT: 8, WEAPON_GAIN: 9, USE: 10, MELEE: 11, PUSH: 12, DESTROY: 13, CARD: 14, REACTION: 15,
  INSTANT: 16, COLOUR: 17, DRAFT: 18, LOADOUT: 19, ENTRANCE: 20,
};

export const kindOf = (code) => code >>> 24;
export const optA = (code) => (code >>> 16) & 0xff;
export const optB = (code) => code & 0xffff;
const cell = (c) => ({ x: c % 32, y: Math.floor(c / 32) });

// Where an option acts: {type: 'space', x, y} | {type: 'point', i, j, level}
// | {type: 'legend', legend} | {type: 'bin', bin} | null (a button only).
export function placeOf(code) {
  const k = kindOf(code), a = optA(code), b = optB(code);
  switch (k) {
    case OPT.MOVE_TO: case OPT.RESPAWN_AT: case OPT.DROP_AT: case OPT.LOOT_DROP:
    case OPT.USE_AT: case OPT.PUSH_LAND:
    case OPT.CHAMP_AT:          // CHAMP-11 (2): a champion brought in on any free space
      return { type: 'space', ...cell(b) };
    case OPT.ABIL_PLACE:
      if (a === 0) return { type: 'space', ...cell(b) };
      if (a >= 64) return { type: 'legend', legend: a - 64 };
      return { type: 'point', i: Math.floor(b / 64), j: b % 64, level: a - 8 };
    case OPT.TARGET: case OPT.MELEE_TARGET: case OPT.ACTIVATE:
      return { type: 'legend', legend: a };
    case OPT.BIN:
      return { type: 'bin', bin: a };
    default:
      return null;
  }
}

// A short tooltip for a place option: its cost or detail from the label
// ("to 3,12 (1 MP)" → "1 MP").
export function costOf(label) {
  const m = /\(([^()]*)\)\s*$/.exec(label);
  return m ? m[1] : label;
}
