// chat.js — a match's chat (issue 16, docs/client.md): to the whole table
// or to one's own squad, as the server keeps it (docs/protocol.md, "Chat").
// A spectator reads the table's messages and cannot write; a player
// writes with its seat's token. Messages come over the chat's own event
// stream (GET /api/matches/ID/chat/events, the token in the query as
// EventSource cannot send headers). Every text is shown as text (a DOM
// text node, never HTML), so a message cannot inject markup.
import { api, tokens } from './api.js';
import { h } from './dom.js';

const viewerKey = (id) => `ringfall.viewer.${id}`;

// The seat this page speaks and reads for: the one seat held, or in hot
// seat the one whose eyes the match page shows; -1 a spectator.
export function chatSeat(id) {
  const held = tokens.seats(id);
  const v = Number(sessionStorage.getItem(viewerKey(id)) ?? NaN);
  return held.includes(v) ? v : held.length ? held[0] : -1;
}

// The sender by the name they joined with (the server's "name"), never a
// seat number: "Ana (red)", "You (red)".
function who(m, mine) {
  const name = m.seat === mine ? 'You' : m.name || `Player ${m.seat + 1}`;
  return m.colour ? `${name} (${m.colour})` : name;
}

export class ChatPanel {
  constructor(box, id) {
    this.box = box;
    this.id = id;
    this.seat = chatSeat(id);
    this.token = this.seat >= 0 ? tokens.of(id)[this.seat] : undefined;
    this.squad = null;
    this.seen = new Set();
    this.es = null;
    this.stopped = false;
    this.draw();
    this.listen();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.retry);
    if (this.es) this.es.close();
  }

  listen() {
    if (this.stopped) return;
    const q = this.token ? `?token=${encodeURIComponent(this.token)}` : '';
    this.es = new EventSource(`/api/matches/${this.id}/chat/events${q}`);
    this.es.addEventListener('chat', (e) => {
      const ev = JSON.parse(e.data);
      this.squad = ev.squad;
      this.drawTo();
      for (const m of ev.messages) this.add(m);
    });
    this.es.onerror = () => {
      if (this.es.readyState === EventSource.CLOSED) {
        this.es.close();
        this.retry = setTimeout(() => this.listen(), 2000);
      }
    };
  }

  add(m) {
    const key = `${m.to}:${m.i}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const list = this.box.querySelector('#chat-lines');
    const squad = m.to !== 'table';
    list.append(h('li', { class: `chat-line${squad ? ' squad' : ''}`, 'data-to': m.to },
      h('span', { class: 'chat-who' }, `${who(m, this.seat)}${squad ? ' to the squad' : ''}: `),
      h('span', { class: 'chat-text' }, m.text)));
    list.scrollTop = list.scrollHeight;
  }

  drawTo() {
    const to = this.box.querySelector('#chat-to');
    if (!to) return;
    const squadOpt = to.querySelector('option[value="squad"]');
    squadOpt.disabled = !this.squad;
    squadOpt.textContent = this.squad ? `My squad (${this.squad})` : 'My squad';
  }

  async send(form) {
    const input = form.elements.text;
    const text = input.value;
    if (!text.trim()) return;
    const say = (t) => { this.box.querySelector('#chat-status').textContent = t; };
    // cleared at once (what is typed while the message is on its way is
    // the next message, not swept away by this one's answer); put back if
    // the server refuses it
    input.value = '';
    try {
      const m = await api.chat(this.id, this.token, form.elements.to.value, text);
      say('');
      this.add(m);
    } catch (e) {
      if (!input.value) input.value = text;
      say(e.message);
    }
  }

  draw() {
    const lines = h('ul', { id: 'chat-lines', class: 'chat-lines', 'aria-live': 'polite' });
    const status = h('p', { id: 'chat-status', class: 'chat-status', role: 'status' });
    let form = null;
    if (this.token) {
      form = h('form', { id: 'chat-form', class: 'chat-form', onsubmit: (ev) => { ev.preventDefault(); this.send(form); } },
        h('label', { for: 'chat-to', class: 'chat-label' }, 'To'),
        h('select', { id: 'chat-to', name: 'to' },
          h('option', { value: 'table', selected: true }, 'The table'),
          h('option', { value: 'squad', disabled: true }, 'My squad')),
        h('input', { id: 'chat-text', name: 'text', type: 'text', maxlength: 300, autocomplete: 'off',
          'aria-label': 'Message (300 characters at most)', placeholder: 'Say something…' }),
        h('button', { type: 'submit', id: 'chat-send' }, 'Send'));
    }
    const body = h('div', { class: 'chat-body', id: 'chat-body' });
    const toggle = h('button', { type: 'button', id: 'chat-toggle', class: 'chat-toggle', 'aria-expanded': 'true',
      'aria-controls': 'chat-body', onclick: () => {
        const open = body.hidden;
        body.hidden = !open;
        toggle.setAttribute('aria-expanded', String(open));
        toggle.textContent = open ? 'Hide' : 'Show';
      } }, 'Hide');
    body.append(lines,
      form || h('p', { class: 'hint' }, 'Spectators read the table’s chat; join a seat to write.'),
      status);
    this.box.replaceChildren(h('div', { class: 'chat-head' }, h('h2', {}, 'Chat'), toggle), body);
  }
}