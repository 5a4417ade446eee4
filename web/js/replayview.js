// replayview.js — a match's replay in the browser (#/replay/ID, issue 15):
// every decision, step by step, forward and back, by the eyes of a seat or
// of the spectators. Each step is the server's observation at that step
// (GET /api/matches/ID/replay?step=N&seat=S, docs/protocol.md "A step of
// the match"); what changed since the step before (moves, Shoots, melee,
// damage: the record's entries newer than that step's) is drawn on the
// board, and the Aim board shows the step's Shoot.
//
// Whose eyes: the spectators' always; a seat's once the match is over, or
// while it is played to the browser holding that seat's token (the server
// decides, docs/visibility.md "Replays").
import { api, tokens, ApiError } from './api.js';
import { h } from './dom.js';
import { renderBoard } from './board.js';
import { legendBoard } from './panels.js';
import { aimBoard } from './aim.js';
import { beatsOf, beatText, drawBeat, lastSeq } from './turnreplay.js';

const PLAY_MS = 1200;

export class ReplayView {
  constructor(root, id) {
    this.root = root;
    this.id = id;
    this.step = 0;
    this.seat = 'spectator';
    this.cache = new Map();      // "seat/step" -> answer
    this.timer = null;
    this.stopped = false;
    this.onKey = (ev) => this.key(ev);
    document.addEventListener('keydown', this.onKey);
  }

  stop() {
    this.stopped = true;
    this.pause();
    document.removeEventListener('keydown', this.onKey);
  }

  async start() {
    this.root.replaceChildren(h('p', { class: 'loading' }, 'Loading the replay…'));
    try {
      this.summary = await api.summary(this.id);
      this.map = await api.map(this.summary.map);
      const hash = new URLSearchParams(location.hash.split('?')[1] || '');
      const want = Number(hash.get('step'));
      this.steps = this.summary.step;
      await this.go(Number.isInteger(want) && hash.has('step') ? want : this.summary.over ? this.steps : 0);
    } catch (e) {
      this.root.replaceChildren(h('p', { class: 'message' }, `Error: ${e.message}`));
    }
  }

  async fetchStep(step) {
    const key = `${this.seat}/${step}`;
    if (!this.cache.has(key)) {
      const seat = this.seat === 'spectator' ? 'spectator' : Number(this.seat);
      const tok = seat === 'spectator' ? undefined : tokens.of(this.id)[seat];
      this.cache.set(key, await api.replayStep(this.id, step, seat, tok));
    }
    return this.cache.get(key);
  }

  async go(step) {
    const n = Math.max(0, Math.min(this.steps, step));
    try {
      const cur = await this.fetchStep(n);
      const prev = n > 0 ? await this.fetchStep(n - 1) : null;
      if (this.stopped) return;
      this.step = n;
      this.steps = cur.steps;
      this.cur = cur;
      this.prev = prev;
      this.message = '';
    } catch (e) {
      this.message = e instanceof ApiError && e.code === 'REPLAY_HIDDEN'
        ? 'That seat’s view is shown to its player while the match is played, to everyone once it is over.' : `Error: ${e.message}`;
      if (this.seat !== 'spectator' && !this.cur) { this.seat = 'spectator'; return this.go(step); }
      this.pause();
    }
    this.render();
  }

  play() {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.step >= this.steps) { this.pause(); this.render(); return; }
      this.go(this.step + 1);
    }, PLAY_MS);
    this.render();
  }

  pause() {
    clearInterval(this.timer);
    this.timer = null;
  }

  setSeat(v) {
    this.seat = v;
    this.go(this.step);
  }

  key(ev) {
    if (ev.target.closest && ev.target.closest('input, select, textarea')) return;
    if (ev.key === 'ArrowRight') { ev.preventDefault(); this.go(this.step + 1); }
    else if (ev.key === 'ArrowLeft') { ev.preventDefault(); this.go(this.step - 1); }
    else if (ev.key === 'Home') { ev.preventDefault(); this.go(0); }
    else if (ev.key === 'End') { ev.preventDefault(); this.go(this.steps); }
    else if (ev.key === ' ') { ev.preventDefault(); if (this.timer) { this.pause(); this.render(); } else this.play(); }
  }

  // What the step's decision was, and what was chosen when these eyes may know.
  decisionText() {
    const d = this.cur.decision;
    if (!d) return this.cur.over && this.step === this.steps ? 'The match is over.' : 'Nothing to decide.';
    const who = this.summary.seats[d.seat]?.colour || `seat ${d.seat + 1}`;
    return `${who} decides: ${d.prompt}${d.chosen ? ` → ${d.chosen}` : ''}`;
  }

  controls() {
    const b = (id, text, label, fn, off) => h('button', { id, 'aria-label': label, title: label, disabled: off, onclick: fn }, text);
    const seats = [['spectator', 'Spectators'], ...this.summary.seats.map((s, i) => [String(i), `${s.colour || `Seat ${i + 1}`} player (seat ${i + 1})`])];
    return h('div', { class: 'replay-controls', id: 'replay-controls' },
      b('replay-first', '⏮', 'First step', () => this.go(0), this.step === 0),
      b('replay-back', '◀', 'Step back (←)', () => this.go(this.step - 1), this.step === 0),
      this.timer ? b('replay-pause', '⏸', 'Pause (space)', () => { this.pause(); this.render(); }) : b('replay-play', '▶▶', 'Play (space)', () => this.play(), this.step >= this.steps),
      b('replay-forward', '▶', 'Step forward (→)', () => this.go(this.step + 1), this.step >= this.steps),
      b('replay-last', '⏭', 'Last step', () => this.go(this.steps), this.step >= this.steps),
      h('input', { type: 'range', id: 'replay-slider', min: 0, max: this.steps, value: this.step, 'aria-label': 'Step',
        onchange: (ev) => this.go(Number(ev.target.value)) }),
      h('span', { class: 'replay-step', id: 'replay-step' }, `Step ${this.step} of ${this.steps}`),
      h('label', {}, ' Eyes: ', h('select', { id: 'replay-seat', onchange: (ev) => this.setSeat(ev.target.value) },
        ...seats.map(([v, t]) => h('option', { value: v, selected: v === this.seat }, t)))));
  }

  render() {
    if (this.stopped || !this.cur) {
      if (this.message) this.root.replaceChildren(h('p', { class: 'message' }, this.message));
      return;
    }
    const obs = this.cur.observation;
    const after = this.prev ? lastSeq(this.prev.observation) : -1;
    const beats = beatsOf(obs, after, null);
    const shot = [...beats].reverse().find((x) => x.kind === 'shot');
    const board = renderBoard({ map: this.map, obs, choices: [], last: null, los: null }, { onPick: () => {}, onCell: () => {} });
    const layer = board.querySelector('#board-overlay');
    for (const x of beats) drawBeat(layer, obs, x, 1);
    this.root.replaceChildren(h('div', { class: 'replay-view', id: 'replay', 'data-step': this.step, 'data-steps': this.steps, 'data-seat': this.seat },
      h('div', { class: 'topbar' }, h('a', { href: '#/', class: 'back' }, '← Lobby'), ' ',
        h('a', { href: `#/match/${this.id}` }, `Match ${this.id}`), h('b', {}, ` · replay · ${this.map.name}`),
        ` · round ${obs.round}, ${obs.turn} squad's turn`),
      this.controls(),
      this.message ? h('p', { class: 'message', role: 'status' }, this.message) : null,
      h('p', { class: 'replay-decision', id: 'replay-decision', 'aria-live': 'polite' }, this.decisionText()),
      h('div', { class: 'layout' },
        h('div', { class: 'board-col' }, h('div', { class: 'board-box', id: 'board' }, board),
          shot ? h('section', { class: 'aim-box', id: 'aim' }, aimBoard(shot.e, obs)) : null),
        h('div', { class: 'side' },
          beats.length ? h('section', { class: 'turn-replay', id: 'replay-beats' }, h('b', {}, 'At this step'),
            h('ol', { class: 'beats' }, ...beats.map((x) => h('li', { 'data-kind': x.kind }, beatText(obs, x))))) : null,
          h('section', { class: 'legends', id: 'legends' }, ...obs.legends.map((_, i) => legendBoard(obs, i, this.cur.seat)))))));
  }
}
