// aim.js — every Shoot on an Aim board. The log tells each Shoot the way
// the table sees it (AIM, SHOOT): "X shoots Y with the W", the hit
// threshold and its parts, each Aim card revealed with its slot, its
// stability and whether it hit and why, then the hits and damage. This
// file reads those lines back into shots and draws them: one column per
// slot of the Aim board (AIM-18), the cards in their slots.
import { h } from './dom.js';

const HEAD = /^([^:]+?) shoots ([^:]+?) with the ([^:]+)$/;
const HT = /^\s+hit threshold (\d+) = (.*)$/;
const CARD = /^\s+Aim card (\d+) \(shot (\d+)\) on slot ([+-]?\d+) \(stability ([+-]?\d+)\): (hit|miss)(, headshot)?\s*—\s*(.*)$/;
const RESULT = /^\s+(\d+) hits?, (\d+) headshots?: (\d+) damage(.*)$/;

// Shots from log lines [{i, text}], in order.
export function parseShots(lines) {
  const shots = [];
  let cur = null;
  for (const l of lines) {
    const t = l.text;
    let m;
    if ((m = HEAD.exec(t))) {
      cur = { i: l.i, shooter: m[1], target: m[2], weapon: m[3], cards: [], notes: [], ht: null, result: null };
      shots.push(cur);
      continue;
    }
    if (!cur || !/^\s/.test(t)) { cur = null; continue; }
    if ((m = HT.exec(t))) { cur.ht = +m[1]; cur.htParts = m[2]; }
    else if ((m = CARD.exec(t))) {
      cur.cards.push({ value: +m[1], shot: +m[2], slot: +m[3], stability: +m[4], hit: m[5] === 'hit', head: !!m[6], why: m[7] });
    } else if ((m = RESULT.exec(t))) {
      cur.result = { hits: +m[1], heads: +m[2], damage: +m[3], text: t.trim() };
    } else cur.notes.push(t.trim());
  }
  return shots;
}

// One Shoot drawn on the Aim board.
export function aimBoard(shot) {
  const slots = [-3, -2, -1, 0, 1, 2, 3, 4, 5];
  for (const c of shot.cards) if (!slots.includes(c.slot)) slots.push(c.slot);
  slots.sort((a, b) => a - b);
  const stab = {};
  for (const c of shot.cards) stab[c.slot] = c.stability;
  const cols = slots.map((s) => h('div', { class: `slot${s === 0 ? ' start' : ''}` },
    h('div', { class: 'slot-head' }, `${s > 0 ? '+' : ''}${s}`, stab[s] !== undefined ? h('small', {}, ` (${stab[s] > 0 ? '+' : ''}${stab[s]})`) : null),
    ...shot.cards.filter((c) => c.slot === s).map((c) =>
      h('div', { class: `aim-card ${c.hit ? 'hit' : 'miss'}`, title: c.why },
        h('b', {}, String(c.value)), c.head ? h('span', { class: 'hs' }, 'HS') : null,
        h('div', { class: 'verdict' }, c.hit ? 'hit' : 'miss'),
        h('div', { class: 'why' }, c.why)))));
  return h('div', { class: 'aim' },
    h('div', { class: 'aim-title' }, h('b', {}, `${shot.shooter} → ${shot.target}`), ` with the ${shot.weapon}`),
    shot.ht !== null ? h('div', { class: 'aim-ht' }, `Hit threshold ${shot.ht} = ${shot.htParts}`) : null,
    h('div', { class: 'aim-slots' }, ...cols),
    ...shot.notes.map((n) => h('div', { class: 'aim-note' }, n)),
    shot.result ? h('div', { class: 'aim-result' }, shot.result.text) : null);
}
