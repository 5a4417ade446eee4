// together.js — what the match page shows around the game for playing
// together (issue 16): the invitation bar (invite.js) above it and the
// chat (chat.js) beside it. They live outside the match view's own
// element (#app, redrawn at every step), in #together-bar and
// #together-chat of index.html, and follow the match's summary as the
// match view hears it (the 'ringfall-match' event of match.js).
import { api } from './api.js';
import { ChatPanel } from './chat.js';
import { inviteBar } from './invite.js';
import { tickClock } from './host.js';

let current = null;

function mount(id, invited) {
  const bar = document.getElementById('together-bar');
  const dock = document.getElementById('together-chat');
  const state = { id, chat: null, summary: null };
  const startChat = () => {
    if (state.chat) state.chat.stop();
    dock.hidden = false;
    state.chat = new ChatPanel(dock, id);
  };
  const drawBar = () => {
    if (!state.summary) return;
    // drawn again only when what it shows changed: a name being typed in
    // the join step, or a button being clicked, is not swept away
    const key = JSON.stringify([state.summary.seats, state.summary.over, state.summary.clock, invited]);
    if (key === state.barKey && bar.firstChild) return;
    state.barKey = key;
    const b = inviteBar(state.summary, invited, (seat) => {
      invited = undefined;
      sessionStorage.setItem(`ringfall.viewer.${id}`, String(seat));
      window.dispatchEvent(new CustomEvent('ringfall-joined', { detail: { id, seat } }));   // match.js
      startChat();
      api.summary(id).then((s) => { state.summary = s; drawBar(); }).catch(() => {});
    });
    bar.replaceChildren(...(b ? [b] : []));
  };
  state.onSummary = (e) => {
    if (e.detail.id !== id) return;
    state.summary = e.detail;
    drawBar();
  };
  window.addEventListener('ringfall-match', state.onSummary);
  api.summary(id).then((s) => { if (current === state) { state.summary = s; drawBar(); } }).catch(() => {});
  startChat();
  state.ticker = setInterval(tickClock, 500);      // the clock counts down between events
  return state;
}

export function showTogether(id, invited) {
  hideTogether();
  current = mount(id, invited);
}

export function hideTogether() {
  if (!current) return;
  window.removeEventListener('ringfall-match', current.onSummary);
  clearInterval(current.ticker);
  if (current.chat) current.chat.stop();
  current = null;
  document.getElementById('together-bar')?.replaceChildren();
  const dock = document.getElementById('together-chat');
  if (dock) {
    dock.replaceChildren();
    dock.hidden = true;
  }
}
