// modes.js — the game modes and special modules the create form offers:
// the table of data/modes.json (MOD-4, docs/modes.md), kept here as a
// static list. The server has the last word: a combination it refuses
// (e.g. the Ring with Heat Shields, MOD-2) comes back with its reason.
export const MODULES = [
  ['ring', 'The Ring'],
  ['heat_shields', 'Heat Shields'],
  ['supply_drops', 'Supply Drops'],
  ['replicator', 'Replicator'],
  ['events', 'Events'],
  ['gun_run', 'Gun Run'],
];

// code, name, default squad size, the modules the mode allows (MOD-4),
// the modules played by default (the Ring unless the mode refuses it).
// Champions is not playable yet and is left out.
export const MODES = [
  { code: 'BR', name: 'Battle Royale', size: 2, allows: ['ring', 'heat_shields', 'supply_drops', 'replicator', 'events'], on: ['ring'] },
  { code: 'ASSN', name: 'Assassination', size: 3, allows: ['ring', 'heat_shields', 'supply_drops', 'replicator', 'events', 'gun_run'], on: ['ring'] },
  { code: 'TDM', name: 'Team Deathmatch', size: 2, allows: ['ring', 'heat_shields', 'events', 'gun_run'], on: ['ring'] },
  { code: 'CTF', name: 'Capture the Flag', size: 2, allows: ['events', 'gun_run'], on: [] },
];

export function modeName(code) {
  return MODES.find((m) => m.code === code)?.name || code || 'Battle Royale';
}

export function moduleName(id) {
  return MODULES.find(([m]) => m === id)?.[1] || id;
}
