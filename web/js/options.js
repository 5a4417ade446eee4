// options.js — where an option acts, so that it can be shown there: a
// space, an intersection, a legend or a supply bin on the board, besides
// its button. An option says its kind by name ("kind": "MOVE_TO", from the
// engine's one list, include/ringfall.h RF_OPTION_KINDS; GET /api/protocol
// lists them all), and a decision its kind by name ("kind_name":
// "REACTION", RF_DECISION_KINDS), so the client keeps no table of numbers;
// its code is (kind << 24) | (a << 16) | b. What an option costs comes as
// data ("cost": {"ap"} or {"mp", "steps"}), never from its label.

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

// An option's cost in words from its "cost" data: "1 AP", "2 MP (1 + 1)".
export function costText(o) {
  const c = o.cost;
  if (!c) return '';
  const parts = [];
  if (c.ap !== undefined) parts.push(`${c.ap} AP`);
  if (c.mp !== undefined) {
    const steps = (c.steps || []).map((s) => s.mp);
    parts.push(`${c.mp} MP${steps.length > 1 ? ` (${steps.join(' + ')})` : ''}`);
  }
  return parts.join(', ');
}

// The short mark on a space for a Move there: its MP.
export function moveShort(o) {
  return o.cost && o.cost.mp !== undefined ? String(o.cost.mp) : '';
}
