// options.js — where an option acts, so that it can be shown there: a
// space, an intersection, a legend or a supply bin on the board, besides
// its button. An option says its kind by name ("kind": "MOVE_TO", from the
// engine's one list, include/ringfall.h RF_OPTION_KINDS; GET /api/protocol
// lists them all); its code is (kind << 24) | (a << 16) | b.

// enum rf_decision_kind
export const DEC = {
  NONE: 0, ACTIVATE: 1, ACTION: 2, MOVE: 3, TARGET: 4, WEAPON: 5, RESPAWN: 6, INTERACT: 7,
  LOOT: 8, WEAPON_GAIN: 9, USE: 10, MELEE: 11, PUSH: 12, DESTROY: 13, CARD: 14, REACTION: 15,
  INSTANT: 16, COLOUR: 17, DRAFT: 18, LOADOUT: 19, ENTRANCE: 20,
};

export const optA = (code) => (code >>> 16) & 0xff;
export const optB = (code) => code & 0xffff;
const cell = (c) => ({ x: c % 32, y: Math.floor(c / 32) });

// Where option o ({kind, code} as the server sends it) acts:
// {type: 'space', x, y} | {type: 'point', i, j, level} | {type: 'legend',
// legend} | {type: 'bin', bin} | null (a button only).
export function placeOf(o) {
  const a = optA(o.code), b = optB(o.code);
  switch (o.kind) {
    case 'MOVE_TO': case 'RESPAWN_AT': case 'DROP_AT': case 'LOOT_DROP':
    case 'USE_AT': case 'PUSH_LAND':
    case 'CHAMP_AT':            // CHAMP-11 (2): a champion brought in on any free space
      return { type: 'space', ...cell(b) };
    case 'ABIL_PLACE':
      if (a === 0) return { type: 'space', ...cell(b) };
      if (a >= 64) return { type: 'legend', legend: a - 64 };
      return { type: 'point', i: Math.floor(b / 64), j: b % 64, level: a - 8 };
    case 'TARGET': case 'MELEE_TARGET': case 'ACTIVATE':
      return { type: 'legend', legend: a };
    case 'BIN':
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
