// modes.js — the game modes and special modules (data/modes.json, MOD-4,
// docs/modes.md) as the server gives them (GET /api/modes, loaded once by
// api.js's loadContent): each mode's code, name, squad sizes, the modules
// it allows and plays by default, and whether this server can create it.
// The server has the last word: a combination it refuses (e.g. the Ring
// with Heat Shields, MOD-2) comes back with its reason.
import { content } from './api.js';

// The modes the create form offers: those the server can create.
export function creatableModes() {
  return content.modes.filter((m) => m.creatable);
}

export function modeOf(code) {
  return content.modes.find((m) => m.code === code);
}

// A mode whose squads differ in size (Champions: 2 vs 4, CHAMP-1) is
// played at those sizes only: the form shows them and sends no "size".
export function unevenSquads(mode) {
  return mode.squads.some(([red, blue]) => red !== blue);
}

export function modeName(code) {
  return modeOf(code || 'BR')?.name || code || 'Battle Royale';
}

export function moduleName(id) {
  return content.modules.find((m) => m.id === id)?.name || id;
}
