// turnreplay.js — the other side's turn, shown (issue 15): after the other
// player (or a bot) decides, its Moves, Shoots, Melee Attacks and the
// damage they did are replayed in the order they happened, one at a time
// on the board (paths, the line of fire, damage numbers) with the Shoot's
// Aim board beside it, at a readable pace, with Skip and a speed control;
// and a toast says what just happened to your own legends.
//
// Everything comes from the observation's record (docs/protocol.md, "The
// record of the turn"): each entry's `seq` orders them; no log line is
// read. A Shoot's damage event is part of the Shoot (its Aim board says
// it), so it is no step of its own.
import { h } from './dom.js';
import { boardGeometry, SQUAD_COLOUR } from './board.js';
import { aimBoard } from './aim.js';

const PACE_MS = 1600;                  // one step at 1×
export const SPEEDS = [0.5, 1, 2, 4];

// Every entry of the record, each with its kind, oldest first.
export function recordEntries(obs) {
  const r = obs?.record;
  if (!r) return [];
  const all = [
    ...(r.moves || []).map((e) => ({ kind: 'move', e })),
    ...(r.shots || []).map((e) => ({ kind: 'shot', e })),
    ...(r.melees || []).map((e) => ({ kind: 'melee', e })),
    ...(r.events || []).map((e) => ({ kind: e.kind === 'elimination' ? 'elimination' : 'damage', e })),
  ];
  return all.sort((a, b) => a.e.seq - b.e.seq);
}

// The highest seq in the record (-1 if none): what a page has seen.
export function lastSeq(obs) {
  return recordEntries(obs).reduce((m, x) => Math.max(m, x.e.seq), -1);
}

// Who did it: the legend whose decision it was.
const actorOf = (x) => (x.kind === 'move' ? x.e.legend : x.kind === 'shot' ? x.e.shooter
  : x.kind === 'melee' ? x.e.attacker : x.e.source);

// The steps to replay: the entries after seq `after`, done by a legend of
// another squad than `mine` (null: a spectator, every entry); a Shoot's
// own damage event is folded into the Shoot.
export function beatsOf(obs, after, mine) {
  const fresh = recordEntries(obs).filter((x) => x.e.seq > after);
  const shots = fresh.filter((x) => x.kind === 'shot');
  return fresh.filter((x) => {
    if (x.kind === 'damage' && x.e.cause === 'shot' && shots.some((s) => s.e.target === x.e.legend && s.e.seq > x.e.seq && s.e.seq - x.e.seq <= 2)) return false;
    const who = actorOf(x);
    const squad = who >= 0 ? obs.legends[who]?.squad : null;
    return mine === null || squad !== mine;
  });
}

const nameOf = (obs, l) => obs.legends[l]?.name || 'a legend';
const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;

// What caused a damage, in words: "Bangalore's R-301 Carbine", "the ring".
function causeText(obs, e) {
  if (e.cause === 'ring') return 'the ring';
  if (e.cause === 'supply drop') return 'a landing supply drop';
  const who = e.source >= 0 ? nameOf(obs, e.source) : '';
  const what = e.cause === 'melee' ? 'melee attack' : e.cause === 'push' ? 'push (a collision)' : e.what;
  return who ? `${who}'s ${what}` : what;
}

// One step in words.
export function beatText(obs, x) {
  const e = x.e;
  switch (x.kind) {
    case 'move': {
      const [a, b] = [e.path[0], e.path[e.path.length - 1]];
      return `${nameOf(obs, e.legend)} moves ${plural(e.path.length - 1, 'space', 'spaces')} (${e.mp} MP): ${a.join(',')} → ${b.join(',')}`;
    }
    case 'shot':
      return `${nameOf(obs, e.shooter)} shoots ${nameOf(obs, e.target)} with the ${e.weapon_name}: ${plural(e.hits, 'hit', 'hits')}, ${e.damage} damage${e.eliminated ? ', eliminated' : ''}`;
    case 'melee':
      return `${nameOf(obs, e.attacker)} attacks ${nameOf(obs, e.target)} in melee: Aim card ${e.card.value}, ${e.hit ? 'a hit' : 'a miss'}`;
    case 'elimination':
      return `${nameOf(obs, e.legend)} is eliminated${e.source >= 0 && e.source !== e.legend ? ` by ${nameOf(obs, e.source)}` : ''}`;
    default:
      return `${nameOf(obs, e.legend)} takes ${e.amount} damage from ${causeText(obs, e)}`;
  }
}

// What just happened to your own legends (the squad whose hands the
// observation holds): one line per damage or elimination they suffered.
export function toastsFor(obs, after) {
  const own = new Set(obs.legends.map((l, i) => (l.hand !== undefined ? i : -1)).filter((i) => i >= 0));
  return recordEntries(obs).filter((x) => x.e.seq > after && (x.kind === 'damage' || x.kind === 'elimination') && own.has(x.e.legend))
    .map((x) => (x.kind === 'elimination' ? `${beatText(obs, x)}.`
      : `${nameOf(obs, x.e.legend)} took ${x.e.amount} damage from ${causeText(obs, x.e)} (${x.e.to_shield} to shield, ${x.e.to_health} to health).`));
}

// The damage your own legends just took from the latest Shoot at them,
// for the reaction prompt after firing: '' if none is new.
export function justHit(obs, after) {
  const shots = (obs.record?.shots || []).filter((s) => s.seq > after && obs.legends[s.target]?.hand !== undefined);
  const s = shots[shots.length - 1];
  return s ? `${nameOf(obs, s.target)} just took ${s.damage} damage from ${nameOf(obs, s.shooter)}'s ${s.weapon_name} (${s.to_shield} to shield, ${s.to_health} to health).` : '';
}

// A place on the board of a legend now ([x, y]), null off the map.
const placeOf = (obs, l) => (obs.legends[l]?.on_map ? [obs.legends[l].x, obs.legends[l].y] : null);

// Draw one step on the board's overlay layer g; t (0 … 1) is how far it
// has played (a move's marker walks its path).
export function drawBeat(g, obs, x, t = 1) {
  const { el, cx, cy, CS } = boardGeometry;
  const e = x.e;
  const colour = (l) => SQUAD_COLOUR[obs.legends[l]?.squad] || '#333';
  const number = (p, text, cls) => p && el('text', { x: cx(p[0]), y: cy(p[1]) - CS * 0.55, class: `replay-number ${cls}` }, g, text);
  if (x.kind === 'move') {
    const pts = e.path.map(([px, py]) => `${cx(px)},${cy(py)}`).join(' ');
    el('polyline', { points: pts, class: 'replay-path', stroke: colour(e.legend), 'marker-end': 'url(#arrow)' }, g);
    const k = Math.min(e.path.length - 1, Math.floor(t * e.path.length));
    const [mx, my] = e.path[k];
    el('circle', { cx: cx(mx), cy: cy(my), r: 15, class: 'replay-ghost', fill: colour(e.legend) }, g);
  } else if (x.kind === 'shot' || x.kind === 'melee') {
    const a = placeOf(obs, x.kind === 'shot' ? e.shooter : e.attacker), b = placeOf(obs, e.target);
    if (a && b) el('line', { x1: cx(a[0]), y1: cy(a[1]), x2: cx(b[0]), y2: cy(b[1]), class: `replay-fire ${x.kind}`, 'marker-end': 'url(#arrow-shot)' }, g);
    if (x.kind === 'shot') number(b, e.damage ? `−${e.damage}` : 'miss', e.damage ? 'hurt' : 'miss');
    else number(b, e.hit ? 'hit' : 'miss', e.hit ? 'hurt' : 'miss');
  } else if (x.kind === 'damage') {
    number(placeOf(obs, e.legend), `−${e.amount}`, 'hurt');
  } else if (x.kind === 'elimination') {
    const p = placeOf(obs, e.legend);
    if (p) el('text', { x: cx(p[0]), y: cy(p[1]) + 8, class: 'replay-number out' }, g, '✕');
  }
}

// The replay of what the other side just did: start(obs, beats) plays
// the steps one after another; attach(root) after each redraw of the page
// puts the current step on the board and the panel in #turn-replay.
export class TurnReplay {
  constructor() {
    this.beats = [];
    this.obs = null;
    this.index = 0;
    this.t = 0;
    this.speed = Number(localStorage.getItem('ringfall.replaySpeed')) || 1;
    this.timer = null;
    this.root = null;
  }

  get playing() { return this.timer !== null; }

  start(obs, beats) {
    this.stop();
    this.obs = obs;
    this.beats = beats;
    this.index = 0;
    this.t = 0;
    this.serial = (this.serial || 0) + 1;     // a new replay: a new panel
    if (beats.length) this.timer = setInterval(() => this.tick(), 100);
    this.draw();
  }

  stop() {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  // Skip: the board as it is now, every step listed.
  skip() {
    this.stop();
    this.index = this.beats.length;
    this.draw();
  }

  again() { this.start(this.obs, this.beats); }

  setSpeed(v) {
    this.speed = v;
    localStorage.setItem('ringfall.replaySpeed', String(v));
    this.draw();
  }

  tick() {
    this.t += (100 * this.speed) / PACE_MS;
    if (this.t >= 1) {
      this.t = 0;
      this.index++;
      if (this.index >= this.beats.length) this.stop();
    }
    this.draw();
  }

  attach(root) {
    this.root = root;
    this.draw();
  }

  draw() {
    if (!this.root) return;
    const layer = this.root.querySelector('#board-overlay');
    if (layer) {
      layer.replaceChildren();
      const b = this.beats[this.index];
      if (b && this.playing) drawBeat(layer, this.obs, b, this.t);
    }
    // the panel: its buttons made once per replay (they stay put while the
    // steps go by), the title, list and Aim board at each step
    let box = this.root.querySelector('#turn-replay');
    if (!box) return;
    const shellKey = `${this.serial}/${this.playing}/${this.speed}`;
    if (box.dataset.shell !== shellKey) {
      const p = this.shell();
      p.dataset.shell = shellKey;
      box.replaceWith(p);
      box = p;
    }
    const stepKey = `${this.index}/${this.playing}`;
    if (box.dataset.step !== stepKey) {
      box.dataset.step = stepKey;
      box.dataset.index = String(this.index);
      box.dataset.state = this.playing ? 'playing' : 'done';
      this.fill(box);
    }
  }

  shell() {
    const n = this.beats.length;
    const box = h('section', { class: 'turn-replay', id: 'turn-replay', 'data-beats': n,
      'data-shots': this.beats.filter((b) => b.kind === 'shot').length });
    if (!n) return box;
    box.append(
      h('header', {}, h('b', { class: 'replay-title' }), ' ',
        this.playing ? h('button', { id: 'replay-skip', onclick: () => this.skip() }, 'Skip') : h('button', { id: 'replay-again', onclick: () => this.again() }, 'Replay'),
        ' ',
        h('label', {}, 'Speed ', h('select', { id: 'replay-speed', onchange: (ev) => this.setSpeed(Number(ev.target.value)) },
          ...SPEEDS.map((v) => h('option', { value: v, selected: v === this.speed }, `${v}×`))))),
      h('div', { class: 'replay-body' }));
    return box;
  }

  fill(box) {
    const n = this.beats.length;
    if (!n) return;
    const cur = this.beats[this.index];
    box.querySelector('.replay-title').textContent = this.playing ? `The other side's turn: step ${this.index + 1} of ${n}`
      : `The other side's turn: ${plural(n, 'step', 'steps')}`;
    box.querySelector('.replay-body').replaceChildren(
      h('ol', { class: 'beats' }, ...this.beats.map((b, i) => h('li', {
        class: `${i === this.index && this.playing ? 'current' : ''}${i < this.index || !this.playing ? ' done' : ''}`,
        'data-kind': b.kind, 'data-seq': b.e.seq,
      }, beatText(this.obs, b)))),
      cur && this.playing && cur.kind === 'shot' ? aimBoard(cur.e, this.obs) : '');
  }
}

// Toasts: short notes that stay a few seconds (aria-live: read out); they
// let clicks through to whatever is under them (turnview.css).
export function toast(text) {
  let box = document.getElementById('toasts');
  if (!box) {
    box = h('div', { id: 'toasts', class: 'toasts', role: 'status', 'aria-live': 'polite' });
    document.body.appendChild(box);
  }
  const t = h('div', { class: 'toast' }, text);
  box.appendChild(t);
  setTimeout(() => t.remove(), 8000);
}
