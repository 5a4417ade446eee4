// invite.js — invitations (issue 16, docs/client.md): a match link offers
// its free seats to join (a Join button on the match page, no hunting in
// the lobby); a link #/match/ID/join/SEAT names the seat it invites to;
// whoever holds a seat sees each free seat's link to send to a friend; the
// creator hands seats to bots or reopens them (host.js); the clock, if the
// match has one, is shown to everyone.
import { api, tokens } from './api.js';
import { h } from './dom.js';
import { hostControls, clockLine } from './host.js';
import { myName, playerName, playerWord, teamWord, legendsWord } from './players.js';

export const joinLink = (id, seat) => `${location.origin}${location.pathname}#/match/${id}/join/${seat}`;

// The join step: the player's name (kept in this browser for the next
// match) and a Join button per free seat, the invited one first.
function joinStep(m, seats, joined, say) {
  const name = h('input', { type: 'text', id: 'join-name', class: 'join-name', maxlength: 24, value: myName.get(),
    placeholder: 'your name', autocomplete: 'nickname', 'aria-label': 'Your name, shown to the table' });
  const join = (s) => h('button', { class: 'join-seat', 'data-seat': s.seat, onclick: async () => {
    const n = name.value.trim();
    try {
      const j = await api.join(m.id, s.seat, n || undefined);
      myName.set(n);
      tokens.set(m.id, s.seat, j.token);
      joined(s.seat);
    } catch (e) { say(`Could not join: ${e.message}`); }
  } }, `Join: ${teamWord(s)}, ${legendsWord(s)}`);
  return [h('label', {}, 'Your name ', name), ' ', ...seats.map(join)];
}

// The bar for summary m; invited: the seat of the link (or undefined);
// joined(seat): after this browser took a seat.
export function inviteBar(m, invited, joined) {
  const held = tokens.seats(m.id);
  const free = m.over ? [] : m.seats.filter((s) => s.kind === 'human' && !s.taken);
  const status = h('span', { class: 'invite-status', role: 'status' });
  const say = (t) => { status.textContent = t; };
  const parts = [];
  if (invited !== undefined && !held.includes(invited)) {
    const s = m.seats[invited];
    const open = free.some((f) => f.seat === invited);
    parts.push(h('b', {}, s ? (open ? `You are invited to play ${legendsWord(s)} for ${teamWord(s)}. `
      : `${playerName(s)}'s seat is not free any more. `) : 'This match has no such seat. '));
  }
  if (!held.length && free.length) {
    const first = free.slice().sort((a, b) => (b.seat === invited) - (a.seat === invited));
    parts.push(h('span', {}, 'Play in this match: '), ...joinStep(m, first, joined, say));
  }
  if (held.length && free.length) {
    parts.push(h('span', {}, 'Invite a friend: '), ...free.map((s) => h('span', { class: 'invite-link' },
      `${playerWord(s)} `, h('input', { readonly: true, value: joinLink(m.id, s.seat), 'aria-label': `Join link for ${playerWord(s)}`,
        class: 'invite-url', 'data-seat': s.seat, onfocus: (ev) => ev.target.select() }))));
  }
  const host = hostControls(m, say);
  if (host) parts.push(host);
  const clock = clockLine(m);
  if (clock) parts.push(clock);
  if (!parts.length) return null;
  return h('div', { class: 'invite', id: 'invite' }, ...parts, status);
}
