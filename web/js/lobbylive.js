// lobbylive.js — the lobby without a reload (issue 16, docs/client.md):
// the server's lobby stream (GET /api/lobby/events) says at once when a
// match appears, fills or ends; each event carries the matches waiting
// for players, shown first ("Waiting for players", each player seat with
// its legends and a join link per free seat), and the list below is asked for again. The stream is closed when
// the page leaves the lobby (one stream per lobby page: the server counts
// them per client).
import { tokens } from './api.js';
import { playerName, teamWord, legendsWord, holderWord } from './players.js';
import { h } from './dom.js';
import { modeName } from './modes.js';

// A free seat: a link to its join step on the match page (join.js asks
// the player's name there), named by the player and the legends it plays.
function joinLink(m, s) {
  return h('a', { class: 'join', href: `#/match/${m.id}/join/${s.seat}`, 'data-match': m.id, 'data-seat': s.seat },
    `Join as ${playerName(s)} (${teamWord(s)}: ${legendsWord(s)})`);
}

// Each match waiting for players with every player seat: who holds it
// (a name, a bot, free) and its legends, then a join link per free seat.
function openTable(open) {
  if (!open.length) return h('p', { class: 'hint' }, 'No match is waiting for players: create one, or watch below.');
  return h('table', { class: 'matches open' },
    h('thead', {}, h('tr', {}, h('th', {}, '#'), h('th', {}, 'Mode · map'), h('th', {}, 'Players'), h('th', {}, 'Free seats'))),
    h('tbody', {}, ...open.map((m) => h('tr', { 'data-match': m.id },
      h('td', {}, String(m.id)),
      h('td', {}, `${modeName(m.mode)} · ${m.map}`),
      h('td', {}, h('ul', { class: 'seat-list' }, ...m.seats.map((s) => h('li', { 'data-seat': s.seat },
        `${holderWord(s)} · ${teamWord(s)}: ${legendsWord(s)}`)))),
      h('td', {}, ...m.seats.filter((s) => s.kind === 'human' && !s.taken && !tokens.of(m.id)[s.seat])
        .map((s) => joinLink(m, s)))))));
}

// box: where the open matches go; refresh(): ask for the list again;
// say(text): the lobby's message line; current(): whether the page still
// shows this lobby.
export function watchLobby(box, refresh, say, current = () => true) {
  let es = null;
  let retry = null;
  let live = true;
  const close = () => { live = false; clearTimeout(retry); if (es) es.close(); };
  window.addEventListener('hashchange', close, { once: true });
  const connect = () => {
    if (!live || !current()) { close(); return; }
    es = new EventSource('/api/lobby/events');
    box.dataset.live = 'connecting';
    es.addEventListener('lobby', (e) => {
      if (!current()) { close(); return; }
      const ev = JSON.parse(e.data);
      box.dataset.live = 'on';
      box.dataset.version = String(ev.version);
      box.replaceChildren(h('h2', {}, 'Waiting for players'), openTable(ev.open));
      refresh();
    });
    es.onerror = () => {
      box.dataset.live = 'off';
      if (es.readyState === EventSource.CLOSED) {
        es.close();
        retry = setTimeout(connect, 2000);
      }
    };
  };
  connect();
  return close;
}
