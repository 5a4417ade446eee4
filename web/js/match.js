// match.js — one match in the browser: the board, the decision, the
// legend boards, the round board, the Aim board of the last Shoot and the
// log, kept up to date by the server's event stream.
//
// Whose eyes: a browser may hold no seat (a spectator), one seat, or both
// (hot seat). With both, the page shows one seat at a time, and when the
// other seat must decide it shows only a "pass the device" screen until
// that player says they are at the screen: then the other seat's hidden
// information (hand, backpack, private log lines) is fetched with its
// token, and the first seat's is dropped from the page.
import { api, tokens, ApiError, content } from './api.js';
import { h } from './dom.js';
import { renderBoard, prettyId, SQUAD_COLOUR, previewArea } from './board.js';
import { legendBoard, roundBoard } from './panels.js';
import { modeBoard } from './modepanels.js';
import { champChoices } from './champpanel.js';
import { modeName, moduleName } from './modes.js';
import { shotsOf, aimBoard, thresholdText } from './aim.js';
import { placeOf, costText, moveShort, optA } from './options.js';
import { announce, why, count, keyMap, boardKeys, zoomBar, zoomBox, zoomIn, zoomOut, zoomFit } from './a11y.js';
import { passNeeded } from './hotseat.js';
import { guideUpdate, guideStop } from './guide.js';
import { Steps } from './steps.js';
import { onBoardNow, DROP_KINDS } from './placement.js';
import { TurnReplay, beatsOf, lastSeq, toastsFor, justHit, toast } from './turnreplay.js';
import { ownPanel } from './ownpanel.js';
import { endScreen } from './endscreen.js';
import { playerName, playerWord, teamWord, legendsWord, waitingSeat, holderOf } from './players.js';

// The words printed on the action or ability card an option plays
// (GET /api/content), shown under the option; '' for other options.
const wordsOf = (o) => (o.card ? content.cards[o.card]?.text : o.ability ? content.abilities[o.ability]?.text : '') || '';
// DRAFT-6: a legend's abilities and action cards, by name (GET /api/content's legend_kits).
const kitText = (legend) => {
  const k = content.kits[legend];
  if (!k) return '';
  const names = (ids, table) => ids.map((id) => table[id]?.name || id).join(', ');
  return `abilities: ${names(k.abilities, content.abilities)}; cards: ${names(k.cards, content.cards)}`;
};

const viewerKey = (id) => `ringfall.viewer.${id}`;

export class MatchView {
  constructor(root, id) {
    this.root = root;
    this.id = id;
    this.map = null;
    this.summary = null;
    this.viewer = null;          // the seat whose eyes the page shows (-1 spectator)
    this.obs = null;
    this.pending = null;
    this.log = [];
    this.logNext = 0;
    this.last = null;            // the last action: moves and shot, for the board
    this.shotShown = null;       // the Shoot on the Aim board (null: the latest)
    this.los = null;             // the line-of-sight tool: {a, b, clear, text}
    this.losMode = false;
    this.typed = '';             // digits typed to choose an option among many
    this.busy = false;
    this.dirty = false;
    this.message = '';
    this.passing = false;
    this.stopped = false;
    this.showKeys = false;       // the key map panel (key ?)
    this.boardFocus = {};        // the board place focused last (a11y.js)
    this.steps = new Steps(this);  // the decision in steps: panels, questions, undo (steps.js)
    this.replay = new TurnReplay();  // the other side's turn, replayed (turnreplay.js)
    this.seenSeq = null;             // the newest record entry this page has shown
    this.hitNote = '';               // the damage a Shoot just did to your legends
    this.onKey = (ev) => this.key(ev);
    document.addEventListener('keydown', this.onKey);
    // A seat joined in this browser (together.js): look again with its
    // eyes. The stream's event of the join may come before the join's own
    // answer stores the token, and then drew the page as a spectator's
    // with nothing more to come (e2e_rematch, once under load).
    this.onJoined = (ev) => { if (ev.detail.id === this.id) this.refresh(); };
    window.addEventListener('ringfall-joined', this.onJoined);
  }

  stop() {
    this.stopped = true;
    document.removeEventListener('keydown', this.onKey);
    window.removeEventListener('ringfall-joined', this.onJoined);
    guideStop();
    if (this.es) this.es.close();
    clearTimeout(this.retryTimer);
    this.replay.stop();
  }

  async start() {
    this.root.replaceChildren(h('p', { class: 'loading' }, 'Loading the match…'));
    this.listen();
    await this.refresh();
  }

  // ---- the event stream: every change of the match, for every browser ----
  listen() {
    if (this.stopped) return;
    this.es = new EventSource(`/api/matches/${this.id}/events`);
    this.es.addEventListener('match', (e) => {
      const s = JSON.parse(e.data);
      window.dispatchEvent(new CustomEvent('ringfall-match', { detail: s }));   // together.js
      this.setStatus('');
      if (!this.summary || s.step !== this.summary.step || s.rematch !== this.summary.rematch
        || JSON.stringify(s.seats) !== JSON.stringify(this.summary.seats)) this.refresh();
    });
    this.es.onerror = () => {
      this.setStatus('Connection lost: reconnecting…');
      if (this.es.readyState === EventSource.CLOSED) {
        this.es.close();
        this.retryTimer = setTimeout(() => this.listen(), 1500);
      }
    };
  }

  setStatus(text) {
    const s = this.root.querySelector('#status');
    if (s) s.textContent = text;
  }

  token(seat = this.viewer) {
    return seat >= 0 ? tokens.of(this.id)[seat] : undefined;
  }

  // Which seat's eyes, and whether the device must first be passed.
  chooseViewer() {
    const held = tokens.seats(this.id);
    const decides = waitingSeat(this.summary);      // the player the decision waits for (R-PLAYERS-1)
    let v = Number(sessionStorage.getItem(viewerKey(this.id)) ?? NaN);
    if (!held.includes(v)) v = held.includes(decides) ? decides : held.length ? held[0] : -1;
    if (held.length >= 2 && held.includes(decides) && decides !== v) {
      this.passing = decides;       // hot seat: the other player's turn
    } else this.passing = false;
    if (v !== this.viewer) this.resetSeat(v);
  }

  resetSeat(v) {
    this.viewer = v;
    sessionStorage.setItem(viewerKey(this.id), String(v));
    this.log = [];
    this.logNext = 0;
    // Where the legends stood and the last Shoot are public: kept, so that
    // after the device is passed the board still draws the last action.
    if (this.obs) this.seenPublic = { legends: this.obs.legends.map(({ on_map, x, y }) => ({ on_map, x, y })), last_attack: this.obs.last_attack };
    this.obs = null;
    this.pending = null;
  }

  async refresh() {
    if (this.busy) { this.dirty = true; return; }
    this.busy = true;
    try {
      do {
        this.dirty = false;
        await this.load();
      } while (this.dirty && !this.stopped);
      this.render();
    } catch (e) {
      this.message = e instanceof ApiError && e.status === 0 ? 'The server does not answer: retrying…' : `Error: ${e.message}`;
      this.render();
      clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => this.refresh(), 1500);
    } finally {
      this.busy = false;
    }
  }

  async load() {
    this.summary = await api.summary(this.id);
    if (!this.map) this.map = await api.map(this.summary.map);
    this.chooseViewer();
    // hot seat: hand over at once when the other seat's view hides nothing from this one (hotseat.js)
    if (this.passing !== false && !(await passNeeded(this.id, this.token(), this.token(this.passing)))) {
      this.resetSeat(this.passing);
      this.passing = false;
    }
    if (this.passing !== false) return;      // nothing of either seat until the device is passed
    const tok = this.token();
    if (this.step !== undefined && this.summary.step < this.step) this.resetLog();   // a choice taken back
    const [st, pd, lg] = await Promise.all([api.state(this.id, tok), api.pending(this.id, tok),
      api.log(this.id, tok, this.logNext)]);
    this.noteLast(st.observation);
    this.noteTurn(st.observation);
    this.obs = st.observation;
    this.endWords = st.end || null;   // why it ended, in words without rule IDs (endscreen.js)
    this.step = st.step;
    this.pending = pd;
    this.log.push(...lg.lines);
    this.logNext = lg.next;
    // the state and the decision of one step: a choice or an undo between
    // the two requests would draw one step's options over another's board
    if (pd.step !== st.step) this.dirty = true;
    this.steps.follow(pd);
    await this.steps.loadUndo();
    if (this.message.startsWith('The server')) this.message = '';
  }

  resetLog() { this.log = []; this.logNext = 0; }

  // The last action, for the board: legends that moved, and a new Shoot.
  noteLast(obs) {
    const prev = this.obs || this.seenPublic;
    if (!prev) return;
    const moves = [];
    obs.legends.forEach((l, i) => {
      const p = prev.legends[i];
      if (p && p.on_map && l.on_map && (p.x !== l.x || p.y !== l.y)) moves.push({ legend: i, from: { x: p.x, y: p.y }, to: { x: l.x, y: l.y } });
    });
    const shot = JSON.stringify(obs.last_attack) !== JSON.stringify(prev.last_attack) ? obs.last_attack : null;
    if (moves.length || shot) this.last = { moves, shot };
  }

  // What happened since this page last looked (the record's newer
  // entries): the other side's part replayed on the board, a toast for each
  // hurt to your own legends. Nothing at the first look.
  noteTurn(obs) {
    const seq = lastSeq(obs);
    if (this.seenSeq !== null && seq > this.seenSeq) {
      const mine = obs.legends.find((l) => l.hand !== undefined)?.squad ?? null;
      const beats = beatsOf(obs, this.seenSeq, mine);
      if (beats.length) this.replay.start(obs, beats);
      for (const t of toastsFor(obs, this.seenSeq)) toast(t);
      this.hitNote = justHit(obs, this.seenSeq);
    } else if (seq < (this.seenSeq ?? -1)) {
      this.hitNote = '';                      // undone: the page starts over
    }
    this.seenSeq = seq;
  }

  // ---- choosing ----
  async choose(index, asked = false) {
    if (!this.pending?.yours || this.choosing) return;
    const o = this.pending.options?.find((k) => k.index === index);
    if (!asked && o && this.steps.question(o)) { this.closeMenu(); this.steps.choose(o); return; }   // asks once
    this.choosing = true;
    this.closeMenu();
    // a target's hints stay with the weapon choice that follows (SHOOT-5)
    if (o?.hints) sessionStorage.setItem(`ringfall.target.${this.id}`, JSON.stringify(o.hints));
    try {
      await api.choose(this.id, this.token(), index, this.pending.step);
      this.message = '';
    } catch (e) {
      this.message = e.code === 'STALE_STEP' ? 'The match moved on: here is the new decision.' : `Refused: ${e.message}`;
    } finally {
      this.choosing = false;
    }
    this.typed = '';
    await this.refresh();
  }

  // Options that act on a place, grouped by place (several options may act
  // on one space, e.g. a token dropped from one of several slots, a grenade
  // landing turned several ways, or an intersection on several levels: one
  // mark on the board, and a menu asks which).
  choices() {
    const p = this.pending;
    if (!p?.yours || !p.options) return [];
    const groups = new Map();
    for (const o of p.options) {
      const place = placeOf(o);
      if (!place || !onBoardNow(o, this.steps.packSlot)) continue;   // drops: after the item is picked
      const key = JSON.stringify({ ...place, level: undefined });
      if (!groups.has(key)) groups.set(key, { place, options: [] });
      groups.get(key).options.push(o);
    }
    for (const g of groups.values()) {
      const o = g.options[0];
      g.drop = DROP_KINDS.has(o.kind);            // drawn as a drop spot, not a move square
      if (g.options.length === 1 && o.kind === 'MOVE_TO') { g.short = moveShort(o); g.tip = `${o.label}: ${costText(o)}`; }
      if (o.hints) {
        g.short = o.hints.weapons.map((w) => `HT ${w.ht}`).join('/');
        g.tip = `${o.label}\n${this.hintText(o.hints)}`;
      }
    }
    return [...groups.values()];
  }

  hintText(hints) {
    const me = this.obs.legends[this.pending.pending.legend];
    const lines = hints.weapons.map((w) => {
      const wp = me?.weapons?.[w.slot];
      const name = w.name || (wp ? wp.name : `slot ${w.slot + 1}`);
      const ht = w.threshold ? thresholdText(w.threshold) : String(w.ht);
      return `${name}: hit threshold ${ht}; expected ${count(w.expected_hits, 'hit')} (${count(w.expected_headshots, 'headshot')}), ${w.expected_damage} damage`;
    });
    return [`distance ${hints.distance}${hints.cover ? ', behind cover' : ''}`, ...lines].join('\n');
  }

  pick(choice, ev) {
    if (this.losMode) { this.cell(choice.place.x ?? 0, choice.place.y ?? 0); return; }
    if (choice.options.length === 1) { this.choose(choice.options[0].index); return; }
    this.openMenu(choice, ev);
  }

  openMenu(choice, ev) {
    this.closeMenu();
    const menu = h('div', { class: 'menu', id: 'menu', role: 'menu', style: `left:${ev.clientX + window.scrollX}px;top:${ev.clientY + window.scrollY}px` },
      ...choice.options.map((o) => {
        // a landing turned several ways: each way's area while its item is pointed at
        const show = o.area ? () => previewArea(this.root.querySelector('#board svg'), o.area, this.map, o.area_kind) : null;
        return h('button', { role: 'menuitem', 'data-index': o.index, onclick: () => this.choose(o.index), onmouseenter: show, onfocus: show }, o.label);
      }),
      h('button', { class: 'cancel', onclick: () => this.closeMenu() }, 'Cancel'));
    document.body.appendChild(menu);
    menu.querySelector('button').focus();
  }

  closeMenu() { document.getElementById('menu')?.remove(); }

  // ---- the line-of-sight tool ----
  async cell(x, y) {
    if (!this.losMode) return;
    if (!this.los || this.los.b) this.los = { a: { x, y } };
    else {
      this.los.b = { x, y };
      try {
        const r = await api.los(this.id, `${this.los.a.x},${this.los.a.y}`, `${x},${y}`);
        Object.assign(this.los, { clear: r.clear, text: r.explanation, inPlay: r.in_play, cover: r.cover });
      } catch (e) { this.los.text = e.message; }
    }
    this.render();
  }

  toggleLos() {
    this.losMode = !this.losMode;
    this.los = null;
    this.render();
  }

  // ---- the keyboard: number keys choose, L the line-of-sight tool ----
  key(ev) {
    if (ev.target.closest && ev.target.closest('input, select, textarea')) return;
    if (document.getElementById('rules-over')) return;        // the rules reference is open over the match
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    if (ev.key === 'Escape') { this.closeMenu(); this.typed = ''; if (this.losMode) this.toggleLos(); else this.render(); return; }
    if (ev.key === 'l' || ev.key === 'L') { this.toggleLos(); return; }
    if (this.a11yKey(ev)) return;
    if (this.pending?.yours && this.passing === false && this.steps.key(ev)) { ev.preventDefault(); return; }
    const opts = this.pending?.yours ? this.pending.options || [] : [];
    if (!opts.length || this.passing !== false) return;
    if (/^[0-9]$/.test(ev.key)) {
      ev.preventDefault();
      if (opts.length <= 9 && ev.key !== '0') { this.choose(+ev.key - 1); return; }
      this.typed += ev.key;
      this.showTyped();
    } else if (ev.key === 'Enter' && this.typed) {
      ev.preventDefault();
      const n = +this.typed;
      this.typed = '';
      if (n >= 1 && n <= opts.length) this.choose(n - 1); else this.showTyped();
    } else if (ev.key === 'Backspace' && this.typed) {
      this.typed = this.typed.slice(0, -1);
      this.showTyped();
    }
  }

  // The keys of docs/client.md's key map besides digits and L: ? the key
  // map, O the option list, B the board, + - Z the zoom (a11y.js).
  a11yKey(ev) {
    const k = ev.key;
    if (k === '?') { this.showKeys = !this.showKeys; this.render(); this.root.querySelector('#keymap')?.scrollIntoView({ block: 'nearest' }); return true; }
    if (k === '+' || k === '=') { zoomIn(); return true; }
    if (k === '-') { zoomOut(); return true; }
    if (k === 'z' || k === 'Z') { zoomFit(); return true; }
    if (ev.target.closest?.('#options, #menu') && k !== 'o' && k !== 'O' && k !== 'b' && k !== 'B') return false;
    if (k === 'o' || k === 'O') {           // the whole option list, and back (steps.js)
      ev.preventDefault();
      if (this.pending?.yours && this.passing === false) this.steps.openList(ev);
      return true;
    }
    if (k === 'b' || k === 'B') {
      const place = this.root.querySelector('#board [data-choice][tabindex="0"]') || this.root.querySelector('#board svg');
      if (place) { ev.preventDefault(); place.focus(); }
      return true;
    }
    return false;
  }

  showTyped() {
    const t = this.root.querySelector('#typed');
    if (t) t.textContent = this.typed ? `Option ${this.typed} — Enter to choose` : '';
  }

  // ---- drawing ----
  // A player by name and the legends they play: "Ana (red: Wraith)".
  seatName(seat) {
    const s = this.summary.seats[seat];
    return s ? playerWord(s) : 'a spectator';
  }

  // Who plays which legend, and whose turn it is (issue 16): every seat
  // by name, its squad and legends, the one the decision waits for marked.
  playersBox() {
    const s = this.summary;
    if (s.seats.length <= 2 && !s.seats.some((x) => x.name)) return null;
    const waits = s.over ? -1 : waitingSeat(s);
    return h('ul', { class: 'players', id: 'players', 'aria-label': 'Players' }, ...s.seats.map((x) => h('li', {
      class: `player${x.seat === waits ? ' turn' : ''}${x.seat === this.viewer ? ' me' : ''}`, 'data-seat': x.seat,
      style: x.colour ? `--squad:${SQUAD_COLOUR[x.colour]}` : '' },
    h('b', { class: 'player-name' }, playerName(x)), x.kind !== 'human' ? (x.name ? ` (${x.kind} bot)` : '') : x.taken ? '' : ' (free seat)',
    `: ${teamWord(x)}, ${legendsWord(x)}`, x.seat === this.viewer ? ' · you' : '',
    x.seat === waits ? h('span', { class: 'turn-mark' }, ' · to decide') : null)));
  }

  render() {
    if (this.stopped) return;
    this.closeMenu();
    if (!this.summary) {
      this.root.replaceChildren(h('p', { class: 'message' }, this.message || 'Loading…'));
      return;
    }
    if (this.passing !== false) { this.renderPass(); return; }
    if (!this.obs) {
      this.root.replaceChildren(h('p', { class: 'message' }, this.message || 'Loading…'));
      return;
    }
    const was = this.focusBefore();
    this.root.replaceChildren(h('div', { class: 'match', 'data-match': this.id, 'data-step': this.step, 'data-viewer': this.viewer },
      this.topBar(), this.playersBox(), this.banner(), endScreen(this.obs, this.summary, this.id, this.endWords),
      h('div', { class: 'layout' },
        h('div', { class: 'board-col' },
          h('div', { class: 'board-box', id: 'board' }, zoomBar(), renderBoard({ map: this.map, obs: this.obs, choices: this.choices(), last: this.last, los: this.los },
            { onPick: (c, ev) => this.pick(c, ev), onCell: (x, y) => this.cell(x, y) })),
          h('section', { class: 'turn-replay', id: 'turn-replay' }), this.losBox(), this.aimBox()),
        h('div', { class: 'side' }, this.showKeys ? keyMap() : null, ownPanel(this.obs), this.decision(), roundBoard(this.obs, this.summary), modeBoard(this.obs, this.summary, this.map), this.legendBoards(), this.logPanel()))));
    const svg = this.root.querySelector('#board svg');
    svg.setAttribute('tabindex', '-1');
    boardKeys(svg, this.boardFocus);
    zoomBox(this.root.querySelector('#board'), svg, this.root.querySelector('.zoom-bar'));
    this.focusAfter(was);
    this.sayPrompt();
    const log = this.root.querySelector('#log-lines');
    if (log) log.scrollTop = log.scrollHeight;
    guideUpdate(this);
    this.replay.attach(this.root);
  }

  // Where the focus was before a redraw (the page is drawn anew): an
  // option of this step, a board place, an element with an id, or none.
  focusBefore() {
    const a = document.activeElement;
    if (!a || a === document.body || !this.root.contains(a)) return { none: true };
    return { step: this.shownStep, index: a.closest('#options, #action-bar') ? a.dataset.index : undefined,
      board: !!a.closest('#board'), id: a.id };
  }

  // After a redraw the focus goes back where it was within the same
  // decision; a new decision puts it on its question (#prompt), never on an
  // option, so that a stray Enter or Space chooses nothing (issue 15).
  focusAfter(was) {
    const same = was.step === this.step;
    this.shownStep = this.step;
    const q = (sel) => this.root.querySelector(sel);
    let to = null;
    if (same && was.index !== undefined) to = q(`#action-bar button[data-index="${was.index}"]`) || q(`#options li:not(.folded) button[data-index="${was.index}"]`);
    else if (was.board) to = q('#board [data-choice][tabindex="0"]') || q('#board svg');
    else if (was.id) to = q(`#${CSS.escape(was.id)}`);
    if (!to && (was.none || was.index !== undefined) && !same) to = q('#prompt');
    to?.focus({ preventScroll: true });
  }

  // The prompt said once to screen readers when it is yours to decide.
  sayPrompt() {
    const p = this.pending;
    const over = this.summary.over || this.obs.over;
    const text = over ? `Game over: ${this.summary.winner === 'draw' ? 'a draw' : `${this.summary.winner} wins`}.`
      : p?.yours ? `Your decision: ${p.pending.prompt}` : '';
    if (text && text !== this.said) { this.said = text; announce(text); }
  }

  renderPass() {
    const seat = this.passing;
    const colour = this.summary.seats[seat]?.colour;
    this.root.replaceChildren(h('div', { class: 'pass-screen', id: 'pass', style: colour ? `--squad:${SQUAD_COLOUR[colour]}` : '' },
      h('h2', {}, `Pass the device to ${this.seatName(seat)}`),
      h('p', {}, 'The other player’s hand and backpack are hidden until you are ready.'),
      h('button', { id: 'pass-ready', onclick: () => { this.resetSeat(seat); this.passing = false; this.refresh(); } },
        `I am ${this.seatName(seat)}: show my board`)));
    this.root.querySelector('#pass-ready').focus();
    guideUpdate(this);        // no guide card over the pass screen: the next player gets their own
  }

  topBar() {
    const held = tokens.seats(this.id);
    const you = this.viewer >= 0 ? `You: ${this.seatName(this.viewer)}${held.length >= 2 ? ' · hot seat' : ''}` : 'Spectating';
    return h('div', { class: 'topbar' },
      h('a', { href: '#/', class: 'back' }, '← Lobby'),
      h('h2', { class: 'match-title' }, `Match ${this.id} · ${this.map.name}`),   // the page's heading below the site's h1 (axe heading-order)
      h('span', { id: 'mode-info' }, ` · ${modeName(this.summary.mode)} · modules: ${(this.summary.modules || []).map(moduleName).join(', ') || 'none'}`),
      ` · step ${this.step} · ${you}`,
      h('button', { id: 'los-toggle', class: this.losMode ? 'on' : '', 'aria-pressed': String(this.losMode), onclick: () => this.toggleLos(),
        title: 'Line of sight: click two spaces (key L)' }, 'Line of sight'),
      h('button', { id: 'keys-toggle', 'aria-expanded': String(this.showKeys), 'aria-controls': 'keymap',
        onclick: () => { this.showKeys = !this.showKeys; this.render(); } }, 'Keys (?)'),
      h('span', { id: 'status', role: 'status' }, this.message));
  }

  banner() {
    const s = this.summary;
    if (s.over || this.obs.over) {
      return h('div', { class: 'banner over', id: 'game-over' }, `Game over: ${s.winner === 'draw' ? 'a draw' : `${s.winner} wins`}. `,
        h('a', { href: `/api/matches/${this.id}/replay` }, 'Download the replay'));
    }
    const p = this.pending;
    if (p?.yours && p.pending.kind_name === 'REACTION') {
      return h('div', { class: 'banner alert', id: 'reaction', role: 'alert' }, `You are being shot at! ${p.pending.prompt}`,
        this.hitNote ? h('span', { class: 'hit-note', id: 'hit-note' }, ` ${this.hitNote}`) : null);
    }
    if (p?.yours && p.pending.kind_name === 'INSTANT') {      // a legend respawns: nobody is shooting
      return h('div', { class: 'banner alert', id: 'instant', role: 'alert' }, p.pending.prompt);
    }
    return null;
  }

  decision() {
    const p = this.pending;
    const box = h('section', { class: 'decision', id: 'decision', tabindex: -1 });
    if (!p || !p.pending) return null;
    if (!p.yours) {
      const who = waitingSeat(this.summary, p.pending);
      const kind = this.summary.seats[who]?.kind;
      box.append(h('p', { class: 'waiting', id: 'waiting', 'data-seat': who }, `Waiting for ${this.seatName(who)}${kind && kind !== 'human' ? ` (bot: ${kind})` : ''}: ${p.pending.prompt}`));
      return box;
    }
    const placed = new Set(this.choices().flatMap((c) => c.options.map((o) => o.index)));
    const weaponHint = this.weaponHints(p);
    const folded = this.steps.folded(p);
    const bar = this.steps.barFor(p);       // "choose an action": the action bar (steps.js)
    box.append(...[h('div', { class: 'prompt-row' }, h('h3', { id: 'prompt', tabindex: '-1' }, p.pending.prompt), why(p.pending.rules, 'this question')),
      ...(bar ? this.actionBar(bar) : []),
      ...this.steps.extras(p),
      placed.size ? h('p', { class: 'hint' }, 'Click a highlighted space on the board, or an option below.') : null,
      champChoices(p, this.obs, (i) => this.choose(i)),
      h('div', { id: 'typed', class: 'typed', 'aria-live': 'polite' }),
      h('ol', { class: 'options', id: 'options' }, ...p.options.map((o) =>
        h('li', { class: [o.rules ? 'has-why' : '', folded.has(o.index) || bar ? 'folded' : ''].join(' ').trim() || null }, h('button', { 'data-index': o.index, 'data-code': o.code, class: placed.has(o.index) ? 'on-board' : '',
          title: o.hints ? this.hintText(o.hints) : wordsOf(o) || o.label,
          onclick: () => this.choose(o.index) },
          h('span', { class: 'num' }, `${o.index + 1}`), ' ', h('span', { class: 'label' }, o.label),
          wordsOf(o) ? h('span', { class: 'card-words' }, wordsOf(o)) : null,
          o.legend ? h('span', { class: 'kit-words' }, kitText(o.legend)) : null,
          o.cost ? h('span', { class: 'cost' }, ` (${costText(o)})`) : null,
          o.hints ? h('span', { class: 'hint-inline' }, ` — ${o.hints.weapons.map((w) => `${w.name ? `${w.name}: ` : ''}HT ${w.ht}, ≈${count(w.expected_hits, 'hit')}, ≈${w.expected_damage} dmg`).join('; ')}${o.hints.cover ? ', cover' : ''}`) : null,
          weaponHint(o)), why(o.rules, `option ${o.index + 1}`))))].filter(Boolean));
    return box;
  }

  // The action bar: one button per action, card or ability (its number
  // key, its label and cost; its card's words in the tooltip; the rules
  // behind each option's "Why?" in the whole list, key O); the place or
  // the target follows on the board. Below it, the words of its cards and
  // abilities, one tap away where there is no pointer to hover with (a
  // phone): "What they do", open once opened (barWords).
  actionBar(opts) {
    const words = this.barWords(opts);
    const mark = (i) => words?.querySelectorAll('li').forEach((li) => li.classList.toggle('current', li.dataset.index === String(i)));
    return [h('div', { class: 'action-bar', id: 'action-bar', role: 'group', 'aria-label': 'Actions' }, ...opts.map((o) =>
      h('button', { 'data-index': o.index, 'data-code': o.code, 'data-kind': o.kind, title: wordsOf(o) || o.label,
        onclick: () => this.choose(o.index), onfocus: () => mark(o.index), onmouseenter: () => mark(o.index) },
      h('span', { class: 'num' }, `${o.index + 1}`), ' ', h('span', { class: 'label' }, o.label),
      o.cost ? h('span', { class: 'cost' }, ` ${costText(o)}`) : null))), words];
  }

  // The bar's cards and abilities with their words (issue 15: a tooltip
  // alone is lost on a phone), in a disclosure that stays open for the
  // rest of the session once opened; null when none has words.
  barWords(opts) {
    const withWords = opts.filter((o) => wordsOf(o));
    if (!withWords.length) return null;
    const d = h('details', { class: 'bar-words', id: 'bar-words', open: sessionStorage.getItem('ringfall.barWords') === 'open' ? '' : null },
      h('summary', {}, `What the cards and abilities do (${withWords.length})`),
      h('ul', {}, ...withWords.map((o) => h('li', { 'data-index': o.index }, h('b', {}, o.label), ': ', h('span', { class: 'words' }, wordsOf(o))))));
    d.addEventListener('toggle', () => sessionStorage.setItem('ringfall.barWords', d.open ? 'open' : 'closed'));
    return d;
  }

  // In the weapon choice of a Shoot, each weapon's threshold and expected
  // damage against the target just chosen (its hints, kept at that choice).
  weaponHints(p) {
    let hints = null;
    try { hints = JSON.parse(sessionStorage.getItem(`ringfall.target.${this.id}`)); } catch { hints = null; }
    if (p.pending.kind_name !== 'WEAPON' || !hints) return () => null;
    return (o) => {
      const w = o.kind === 'WEAPON' && hints.weapons.find((k) => k.slot === optA(o.code));
      return w ? h('span', { class: 'hint-inline' }, ` — HT ${w.threshold ? thresholdText(w.threshold) : w.ht}, ≈${count(w.expected_hits, 'hit')}, ≈${w.expected_damage} dmg`) : null;
    };
  }

  // Each legend's board, headed by the player who plays it (issue 16).
  legendBoards() {
    return h('section', { class: 'legends', id: 'legends' }, ...this.obs.legends.map((_, i) => {
      const b = legendBoard(this.obs, i, this.viewer);
      const p = holderOf(this.summary, this.obs, i);
      if (p && this.summary.seats.length > 2) {
        b.querySelector('header').append(h('span', { class: 'played-by', 'data-seat': p.seat },
          ` · ${p.seat === this.viewer ? 'you' : playerName(p)}`));
      }
      return b;
    }));
  }

  losBox() {
    if (!this.losMode) return null;
    const l = this.los;
    return h('section', { class: 'los-box', id: 'los' },
      h('b', {}, 'Line of sight: '), !l ? 'click the first space' : !l.b ? `from ${l.a.x},${l.a.y}: click the second space` :
        `${l.a.x},${l.a.y} → ${l.b.x},${l.b.y}: ${l.clear ? 'clear' : 'blocked'}${l.inPlay !== undefined ? ` · with the objects in play: ${l.inPlay ? 'seen' : 'not seen'}${l.cover ? ', behind cover' : ''}` : ''}`,
      l?.text ? h('pre', { id: 'los-text' }, l.text) : null);
  }

  // The Shoots of this turn and the previous one (observation.record):
  // the last one drawn, a button for each to draw it instead.
  aimBox() {
    const shots = shotsOf(this.obs);
    if (!shots.length) return h('section', { class: 'aim-box', id: 'aim' }, h('p', { class: 'hint' }, 'No Shoot this turn or the last: each Shoot is shown here on the Aim board.'));
    const k = Number.isInteger(this.shotShown) && this.shotShown < shots.length ? this.shotShown : shots.length - 1;
    const name = (l) => this.obs.legends[l]?.name || '';
    return h('section', { class: 'aim-box', id: 'aim' },
      h('h3', {}, k === shots.length - 1 ? 'Last Shoot' : `Shoot ${k + 1} of ${shots.length}`),
      shots.length > 1 ? h('div', { class: 'shot-list', id: 'shot-list' }, ...shots.map((s, i) =>
        h('button', { class: `linkish${i === k ? ' current' : ''}`, 'data-shot': i, onclick: () => { this.shotShown = i; this.render(); } },
          `${s.turn === 'previous' ? 'last turn: ' : ''}${name(s.shooter)} → ${name(s.target)} (${s.damage})`))) : null,
      aimBoard(shots[k], this.obs));
  }

  logPanel() {
    return h('section', { class: 'log' },
      h('h3', {}, 'Log'),
      h('div', { class: 'log-lines', id: 'log-lines', tabindex: 0 }, ...this.log.map((l) =>
        h('div', { class: `line${l.private ? ' private' : ''}` }, l.text))));
  }
}

export { prettyId };
