// lobbylive.js — the lobby without a reload (issue 16, docs/client.md):
// the server's lobby stream (GET /api/lobby/events) says at once when a
// match appears, fills or ends; each event carries the matches waiting
// for players, shown first ("Waiting for players", a Join button per free
// seat), and the list below is asked for again. The stream is closed when
// the page leaves the lobby (one stream per lobby page: the server counts
// them per client).
import { api, tokens } from './api.js';
import { h } from './dom.js';
import { modeName } from './modes.js';

function seatWord(s) {
  return `Seat ${s.seat + 1}${s.colour ? ` (${s.colour})` : ''}`;
}

function joinButton(m, s, say) {
  return h('button', { class: 'join', 'data-match': m.id, 'data-seat': s.seat, onclick: async () => {
    try {
      const j = await api.join(m.id, s.seat);
      tokens.set(m.id, s.seat, j.token);
      location.hash = `#/match/${m.id}`;
    } catch (e) { say(`Could not join: ${e.message}`); }
  } }, `Join ${seatWord(s)}`);
}

function openTable(open, say) {
  if (!open.length) return h('p', { class: 'hint' }, 'No match is waiting for players: create one, or watch below.');
  return h('table', { class: 'matches open' },
    h('thead', {}, h('tr', {}, h('th', {}, '#'), h('th', {}, 'Mode · map'), h('th', {}, 'Players'), h('th', {}, 'Free seats'))),
    h('tbody', {}, ...open.map((m) => h('tr', { 'data-match': m.id },
      h('td', {}, String(m.id)),
      h('td', {}, `${modeName(m.mode)} · ${m.map}`),
      h('td', {}, m.seats.map((s) => `${s.kind === 'human' ? (s.taken ? 'a player' : 'free') : `${s.kind} bot`}`).join(', ')),
      h('td', {}, ...m.seats.filter((s) => s.kind === 'human' && !s.taken && !tokens.of(m.id)[s.seat])
        .map((s) => joinButton(m, s, say)))))));
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
      box.replaceChildren(h('h2', {}, 'Waiting for players'), openTable(ev.open, say));
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
