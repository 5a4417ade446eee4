// modepanels.js — the panels' share of the game modes and special modules
// (docs/modes.md), from the observation only: on a legend's board its
// Assassination role card (the viewer's own squad's, or a revealed one),
// its equipment board with the lock tokens and its loadout card's side up,
// a carried flag, its crafting markers (own squad only); and a "mode
// board": the active event card, the Gun Run queues (the other squad's as
// a count only: GUNRUN-5), flags delivered and, in the last round, the
// trophy's tiebreak in numbers (CTF-5), the supply drops, the
// replicator's display, the equipment supply and the locked beacon, the
// heat shields.
import { h } from './dom.js';
import { prettyId } from './board.js';
import { content } from './api.js';
import { modeName, moduleName } from './modes.js';
import { ctfSquad, cellOf } from './modeboard.js';
import { isChampion, bossBoard, championsBoard } from './champpanel.js';

// Names of loot kinds and weapon cards as the content prints them (GET
// /api/content); the id made readable if the content is not loaded.
const itemName = (id) => content.items[id] || prettyId(id);
const weaponName = (id) => content.weapons[id] || id;

function role(lg) {
  if (!lg.role) return null;
  const known = lg.role !== 'hidden';
  return h('div', { class: `role${known ? ` ${lg.role}` : ''}` }, 'Role card: ',
    h('span', { class: `tok role-card${lg.role_face_up ? ' face-up' : ''}` },
      known ? prettyId(lg.role) : 'face down (hidden)'),
    known ? (lg.role_face_up ? ' (revealed)' : ' (secret: only your squad sees it)') : '');
}

function equipmentBoard(obs, l) {
  const b = obs.equipment?.boards.find((k) => k.legend === l);
  if (!b) return null;
  // The board's printed items, one per space, in the order of the lock
  // bits (EQUIP-1: the content's "equipment_board"; the observation gives
  // only the bits).
  const items = content.equipmentBoard.map((id, i) => {
    const locked = (b.locks >>> i) & 1;
    return h('span', { class: `tok equip${locked ? ' locked' : ''}`, 'data-space': i,
      title: `${itemName(id)}: ${locked ? 'a lock token on it (used)' : 'unlocked (ready)'}` },
    `${itemName(id)}${locked ? ' (locked)' : ''}`);
  });
  return h('div', { class: 'equipment-board' }, 'Equipment board: ', ...items,
    h('div', { class: 'loadout' }, b.card ? `Loadout card ${b.card}, side up: ${b.side}` : 'No loadout card'));
}

function carriedFlags(obs, l) {
  const f = (obs.ctf?.flags || []).map((k, i) => ({ ...k, i })).filter((k) => k.where === 'carried' && k.at === l);
  return f.length ? h('div', { class: 'carrying' }, 'Carrying: ',
    ...f.map((k) => h('span', { class: `tok flag ${ctfSquad(k.i)}` }, `${ctfSquad(k.i)} flag`))) : null;
}

function crafting(obs, l) {
  const n = obs.replicator?.held?.[l];
  return n === undefined || n === null ? null : h('div', { class: 'crafting' }, `Crafting markers: ${n}`);
}

// What a legend's board adds in the modes and modules.
export function legendExtras(obs, l) {
  const board = isChampion(obs, l) ? bossBoard(obs, l) : equipmentBoard(obs, l);   // CHAMP-7: Boss side
  return [role(obs.legends[l]), board, carriedFlags(obs, l), crafting(obs, l)];
}

function events(obs) {
  const e = obs.events;
  if (!e) return null;
  return h('div', { class: 'events' }, 'Event card: ',
    e.active ? h('span', { class: `tok event ${e.active.type}`, title: e.active.text || e.active.name }, `${e.active.name} (${e.active.type})`) : 'none',
    ` · deck ${e.deck} · removed ${e.removed}`,
    // The face-up card's words (EVENT-3): what it does, or will do at the next event token.
    e.active && e.active.text ? h('div', { class: 'event-text' }, e.active.text) : null);
}

function gunRun(obs) {
  if (!obs.gun_run) return null;
  return h('div', { class: 'gun-run' }, 'Gun Run: ', ...obs.gun_run.map((s) =>
    h('div', { class: `queue ${s.squad}` }, `${s.squad}: queue `,
      Array.isArray(s.queue) ? (s.queue.length ? s.queue.map((w) => h('span', { class: 'tok weapon-card', title: w }, weaponName(w))) : '—')
        : `${s.queue} card(s) face down`,
      ` · deck ${s.deck} · discard ${s.discard.length ? s.discard.map(weaponName).join(', ') : '—'}`)));
}

// CTF-5, the tiebreak at the trophy (issue 15), in numbers: after the last
// round the first of these that differs decides (the observation's
// ctf.trophy: the engine's own count of each, null where there is none).
export const TROPHY_STEPS = [
  ['Enemy flags delivered', 'more'],
  ['Own flags in own bases', 'more'],
  ['Nearest base to an enemy flag (spaces)', 'fewer'],
  ['Nearest legend to an enemy flag (spaces)', 'fewer']];
const num = (v) => (v === null || v === undefined ? 'none' : String(v));

// The sentence: who the tiebreak decides for, on which count, with both
// squads' numbers ("red, on enemy flags delivered: 1 to 0").
export function trophyWords(t) {
  if (!t.step) return 'all four counts are equal: a draw';
  const [name] = TROPHY_STEPS[t.step - 1];
  const [r, b] = t.values[t.step - 1];
  return `${t.winner}, on ${name.toLowerCase()}: red ${num(r)}, blue ${num(b)}`;
}

// The four counts as a table, the one that decides marked. Shown in the
// last round, when the trophy is next ("if the round ended now"), and at
// the end of a match decided at the trophy.
export function trophyTable(t, heading) {
  return h('div', { class: 'ctf-trophy', id: 'ctf-trophy', 'data-step': t.step, 'data-winner': t.winner },
    h('p', {}, h('b', {}, heading), ' ', trophyWords(t)),
    h('table', {}, h('thead', {}, h('tr', {}, ...['Tiebreak, in order', 'Red', 'Blue', 'Wins'].map((c) => h('th', { scope: 'col' }, c)))),
      h('tbody', {}, ...TROPHY_STEPS.map(([name, better], k) => h('tr', { class: t.step === k + 1 ? 'decides' : null, 'data-k': k + 1 },
        h('th', { scope: 'row' }, name), h('td', { class: 'red' }, num(t.values[k][0])), h('td', { class: 'blue' }, num(t.values[k][1])),
        h('td', {}, better))))));
}

function ctf(obs, summary) {
  if (!obs.ctf) return null;
  const last = !obs.over && obs.ctf.trophy && obs.round >= (summary?.rounds || 8);
  const place = (k) => (k.where === 'carried' ? `carried by ${obs.legends[k.at]?.name}`
    : k.where === 'map' ? `on ${cellOf(k.at).join(',')}` : k.where);
  const where = (k, i) => `${ctfSquad(i)} ${i % 2 + 1}: ${place(k)}`;
  return h('div', { class: 'ctf' }, `Flags delivered: red ${obs.ctf.delivered[0]}, blue ${obs.ctf.delivered[1]}`,
    h('div', {}, 'Flags: ', ...obs.ctf.flags.map((k, i) => h('span', { class: `tok flag ${ctfSquad(i)}` }, where(k, i)))),
    h('div', {}, 'Team tokens: ', ...obs.ctf.team_tokens.map((k, i) => h('span', { class: `tok team-token ${ctfSquad(i)}` }, where(k, i)))),
    last ? trophyTable(obs.ctf.trophy, 'Last round: if it ended now, the trophy would go to') : null);
}

function drops(obs) {
  const d = obs.supply_drops;
  if (!d) return null;
  const text = (k, i) => `${i + 1}: ${k.where === 'map' ? `on ${k.x},${k.y}` : k.where === 'below' ? `below R${k.round} ${k.squad}` : 'supply'}, ${k.closed ? 'closed' : 'open'}`;
  return h('div', { class: 'drops' }, 'Supply drops: ', ...d.drops.map((k, i) => h('span', { class: `tok drop${k.closed ? '' : ' open'}` }, text(k, i))),
    h('div', {}, 'Deployment markers: ', d.markers.length ? d.markers.map((m) =>
      h('span', { class: `tok marker ${m.squad}` }, m.track !== undefined ? `${m.squad} track ${m.track}` : `${m.squad} on ${m.x},${m.y}`)) : '—',
    ` · cards ${d.cards_left} · special weapons ${d.special_weapons_left} · legendary ${d.legendary_left}`));
}

function replicator(obs) {
  const r = obs.replicator;
  if (!r) return null;
  return h('div', { class: 'replicator' }, 'Replicator display: ',
    h('div', { class: 'repl-display' }, ...r.display.map((id) => h('span', { class: `tok${id ? '' : ' empty'}` }, id ? itemName(id) : '—'))),
    `Crafting markers: ${r.markers.length} on the map, ${r.supply} in the supply`);
}

function heat(obs) {
  const s = obs.heat_shields;
  if (!s) return null;
  return h('div', { class: 'heat' }, `Heat shields: ${s.length ? s.map(([x, y]) => `on ${x},${y}`).join(', ') : 'none on the map yet'}`);
}

// The locked respawn beacon (TDM-14) by where it stands, not by its number.
function lockedBeacon(e, map) {
  if (!(e.locked_beacon >= 0)) return 'none';
  const c = (map?.components || []).filter((k) => k.kind === 'respawn_beacon')[e.locked_beacon];
  return c ? `the respawn beacon on ${c.x},${c.y}` : 'a respawn beacon';
}

function equipment(obs, map) {
  const e = obs.equipment;
  if (!e) return null;
  return h('div', { class: 'equip-supply' }, `Lock tokens in the supply: ${e.supply} · locked: ${lockedBeacon(e, map)}`);
}

// The mode board: the mode and what its modules show (null in a plain
// Battle Royale with only the Ring).
export function modeBoard(obs, summary, map) {
  const parts = [championsBoard(obs), events(obs), gunRun(obs), ctf(obs, summary), equipment(obs, map), drops(obs), replicator(obs), heat(obs)].filter(Boolean);
  const mods = (summary?.modules || []).map(moduleName).join(', ');
  const mode = obs.mode || 'BR';
  if (!parts.length && mode === 'BR') return null;
  const vp = mode === 'ASSN' || mode === 'CTF' ? '' : ` · VP red ${obs.vp[0]}, blue ${obs.vp[1]}`;   // ASSN-3, CTF-4: no VP
  return h('section', { class: 'mode-board', 'data-mode': mode },
    h('header', {}, h('b', {}, modeName(obs.mode)), mods ? ` · ${mods}` : '', vp),
    ...parts);
}
