// host.js — what the creator of a match may do (issue 16, docs/client.md):
// its creator's token (the create answer's host_token, kept in this
// browser's localStorage as ringfall.host.ID) hands a seat to a bot or
// opens it again for a new player (POST /api/matches/ID/seat); and a
// match's clock, set at create, shown to everyone with its timeouts.
import { api } from './api.js';
import { h } from './dom.js';
import { playerName, playerWord } from './players.js';

const hostKey = (id) => `ringfall.host.${id}`;
export const hosts = {
  of: (id) => localStorage.getItem(hostKey(id)) || undefined,
  set: (id, token) => { if (token) localStorage.setItem(hostKey(id), token); },
};

const LEVELS = [['easy', 'easy bot'], ['normal', 'normal bot'], ['hard', 'hard bot'], ['random', 'random bot']];

// The creator's controls: for each seat, hand it to a bot or reopen it.
export function hostControls(m, say) {
  const token = hosts.of(m.id);
  if (!token || m.over) return null;
  return h('span', { class: 'host-controls', id: 'host-controls' }, 'As the creator: ',
    ...m.seats.map((s) => {
      const pick = h('select', { class: 'host-kind', 'data-seat': s.seat, 'aria-label': `Who plays for ${playerWord(s)}` },
        h('option', { value: 'human' }, s.kind === 'human' ? (s.taken ? 'a new player (reopen)' : 'a player') : 'a player (take back)'),
        ...LEVELS.map(([v, t]) => h('option', { value: v, selected: v === s.kind }, t)));
      return h('span', { class: 'host-seat' }, `${playerWord(s)}: `, pick,
        h('button', { class: 'host-apply', 'data-seat': s.seat, onclick: async () => {
          try {
            await api.seat(m.id, token, s.seat, pick.value);
            say(pick.value === 'human' ? `${playerName(s)}'s seat is open: send its join link.` : `The ${pick.value} bot plays for ${playerName(s)}.`);
          } catch (e) { say(`Could not hand the seat over: ${e.message}`); }
        } }, 'Apply'));
    }));
}

// The clock: its setting, who it runs for and how long is left, and the
// last time it ran out (the bot that decided; never what it chose).
export function clockLine(m) {
  const c = m.clock;
  if (!c) return null;
  const per = c.per === 'turn' ? 'a turn' : 'a decision';
  const parts = [`Clock: ${c.seconds} s for ${per}, then the ${c.bot} bot decides.`];
  const who = (k) => playerName(m.seats[k] || { seat: k });      // by name, never a seat number
  if (c.left_ms !== undefined) parts.push(` ${who(c.seat)}'s clock: ${Math.ceil(c.left_ms / 1000)} s left.`);
  else parts.push(' Stopped (a bot decides, or a seat is free).');
  const last = c.timeouts.length ? c.timeouts[c.timeouts.length - 1] : null;
  return h('span', { class: 'clock-line', id: 'clock-line', 'data-timeouts': String(c.timeouts_total),
    'data-deadline': c.left_ms !== undefined ? String(Date.now() + c.left_ms) : '' },
    ...parts,
    last ? h('b', { class: 'clock-timeout', id: 'clock-timeout' },
      ` The clock ran out for ${who(last.seat)}: the ${c.bot} bot decided for them.`) : null);
}

// Counting down between summaries (the server's left_ms at the last one).
export function tickClock() {
  const line = document.getElementById('clock-line');
  if (!line || !line.dataset.deadline) return;
  const left = Math.max(0, Math.ceil((+line.dataset.deadline - Date.now()) / 1000));
  line.childNodes[1].textContent = line.childNodes[1].textContent.replace(/\d+ s left/, `${left} s left`);
}

// The create form's clock (none by default): seconds, per decision or
// turn, and the bot that decides when the time is up.
export function clockFields() {
  return h('fieldset', { id: 'clock-fields' }, h('legend', {}, 'Clock'),
    h('label', {}, 'Seconds ', h('input', { type: 'number', name: 'clockSeconds', id: 'clock-seconds', min: 1, max: 86400, placeholder: 'no clock' })),
    h('label', {}, 'For ', h('select', { name: 'clockPer', id: 'clock-per' },
      h('option', { value: 'decision', selected: true }, 'each decision'), h('option', { value: 'turn' }, 'each turn'))),
    h('label', {}, 'Then ', h('select', { name: 'clockBot', id: 'clock-bot' },
      ...LEVELS.map(([v, t]) => h('option', { value: v, selected: v === 'normal' }, `the ${t} decides`)))));
}

export function clockRequest(form) {
  const f = form.elements;
  if (!f.clockSeconds || f.clockSeconds.value === '') return undefined;
  return { seconds: +f.clockSeconds.value, per: f.clockPer.value, bot: f.clockBot.value };
}
