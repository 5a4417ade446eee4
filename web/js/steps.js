// steps.js — a decision in steps (issue 15): the board, the backpack and
// the Stage 1 pool take the options that have a place or an item, the list
// keeps a short bar of the rest (never more than LIMIT rows for a decision
// that has a board or panel form; the whole list is one key away, O; the
// "choose an action" step shows it as the action bar: Move, Shoot,
// Interact, each card and ability, then the place or target on the board),
// nothing is preselected (Enter takes nothing unseen), an irreversible
// choice asks once, and Undo (U) takes back the last choice while the
// engine allows it (GET/POST .../undoable, .../undo; docs/protocol.md).
import { h } from './dom.js';
import { placeOf, optA } from './options.js';
import { backpackPanel, PACK_KINDS } from './backpack.js';
import { loadoutPanel, LOADOUT_KINDS } from './loadout.js';
import { outsideRing } from './placement.js';

export const LIMIT = 12;
const BAR_ORDER = { ACTION: 0, ABILITY: 1, CARD: 2, RUSH: 4 };     // the action bar's order (barFor)
const ACT_END = 7;                  // enum rf_act (include/ringfall.h): end the activation
const DO_REPLACE = 0, DO_DISCARD = 2;   // WEAPON_DO's a (frame_receive_weapon.c)

async function call(method, path, token, body) {
  const res = await fetch(path, { method, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body) });
  const j = await res.json().catch(() => ({}));
  if (!res.ok) throw Object.assign(new Error(j.message || `HTTP ${res.status}`), { code: j.error, status: res.status });
  return j;
}

// An option the board or a panel shows (a place, an item of the backpack
// or of a Stage 1 pool).
const elsewhere = (o) => placeOf(o) || PACK_KINDS.has(o.kind) || LOADOUT_KINDS.has(o.kind);

export class Steps {
  constructor(mv) {
    this.mv = mv;
    this.at = null;               // the decision these choices belong to (its step)
    this.packSlot = null;         // the backpack slot picked (backpack.js)
    this.poolPiece = null;        // the pool item picked (loadout.js)
    this.showAll = false;         // the whole list shown (key O)
    this.confirm = null;          // {option, text}: asked once before it is chosen
    this.undo = null;             // {undoable, why} for the viewer's seat, or null
  }

  // A new decision: forget what was picked for the last one.
  follow(pending) {
    const k = pending ? `${pending.step}` : '';
    if (k === this.at) return;
    this.at = k;
    this.packSlot = this.poolPiece = this.confirm = null;
    this.showAll = false;
  }

  // May the viewer take back the last choice? (GET .../undoable; only when
  // the decision is theirs.)
  async loadUndo() {
    const mv = this.mv;
    this.undo = null;
    const tok = mv.token();
    if (!mv.pending?.yours || !tok || mv.pending.over) return;
    try { this.undo = await call('GET', `/api/matches/${mv.id}/undoable`, tok); } catch { this.undo = null; }
  }

  async doUndo() {
    const mv = this.mv;
    if (!this.undo?.undoable || mv.choosing) return;
    mv.choosing = true;
    try {
      await call('POST', `/api/matches/${mv.id}/undo`, mv.token(), { step: mv.pending.step });
      mv.message = 'Taken back.';
    } catch (e) {
      mv.message = `Cannot undo: ${e.message}`;
    } finally { mv.choosing = false; }
    mv.resetLog();
    await mv.refresh();
  }

  // The options the list folds away: those the board or a panel shows,
  // when the decision has more than LIMIT; a decision with no other form
  // keeps its first LIMIT rows (the rest one key away).
  folded(p) {
    const opts = p.options || [];
    if (this.showAll) return new Set();
    // A Move that spends no MP (MOVE-2: "all, some or none") changes
    // nothing: legal, so the engine offers it, but out of the list (still
    // the legend's own square on the board, and in the whole list).
    const quiet = new Set(opts.filter((o) => o.kind === 'MOVE_TO' && o.cost?.mp === 0).map((o) => o.index));
    if (opts.length <= LIMIT) return quiet;
    const bar = opts.filter((o) => !elsewhere(o));
    const panel = opts.some((o) => PACK_KINDS.has(o.kind) || LOADOUT_KINDS.has(o.kind));
    // a panel form alone: the list keeps only the rest (done...); a board
    // form alone keeps a first dozen rows beside it
    const shown = new Set((bar.length || panel ? bar : opts).slice(0, LIMIT).map((o) => o.index));
    return new Set(opts.filter((o) => !shown.has(o.index) || quiet.has(o.index)).map((o) => o.index));
  }

  // Irreversible choices ask once (issue 15): ending the activation with
  // AP left (ACT-2), leaving the ring (RING-5), dropping a weapon
  // (WEAPON-4: replaced or discarded). The question in words, or null.
  question(o) {
    const obs = this.mv.obs, p = this.mv.pending.pending;
    if (o.kind === 'ACTION' && optA(o.code) === ACT_END && obs.ap > 0) return `End the activation with ${obs.ap} AP left?`;
    if (o.kind === 'WEAPON_DO') {
      const w = obs.legends[p.legend]?.weapons?.[o.code & 0xffff];
      if (optA(o.code) === DO_DISCARD) return 'Discard this weapon card?';
      if (optA(o.code) === DO_REPLACE && w) return `Drop your ${w.name} for it?`;
    }
    const pl = placeOf(o), lg = obs.legends[p.legend];
    if (pl?.type === 'space' && (o.kind === 'MOVE_TO' || o.kind === 'PUSH_LAND') && lg?.on_map &&
        !outsideRing(obs, lg.x, lg.y) && outsideRing(obs, pl.x, pl.y))
      return `Leave the ring? Outside it a legend takes ${obs.ring.damage ?? 'ring'} damage in the transition.`;
    return null;
  }

  // Choose o, asking first if it cannot be taken back.
  choose(o) {
    const q = this.question(o);
    if (q && this.confirm?.option.index !== o.index) {
      this.confirm = { option: o, text: q };
      this.mv.render();
      document.getElementById('confirm-yes')?.focus();
      return;
    }
    this.confirm = null;
    this.mv.choose(o.index, true);
  }

  // What the decision box shows besides the prompt and the list.
  extras(p) {
    const mv = this.mv, obs = mv.obs, legend = p.pending.legend;
    const on = (sel) => ({ pick: (v) => { this[sel] = v; mv.render(); }, choose: (o) => this.choose(o) });
    const folded = this.folded(p);
    return [
      this.confirm ? h('div', { class: 'confirm', id: 'confirm', role: 'alertdialog', 'aria-label': this.confirm.text },
        h('b', {}, this.confirm.text), ' ',
        h('button', { id: 'confirm-yes', onclick: () => this.confirm && this.choose(this.confirm.option) }, 'Yes'),
        h('button', { id: 'confirm-no', onclick: () => { this.confirm = null; mv.render(); } }, 'No')) : null,
      this.undoBar(),
      loadoutPanel(obs, legend, p.options, this.poolPiece, on('poolPiece')),
      backpackPanel(obs, legend, p.options, this.packSlot, on('packSlot')),
      folded.size || this.showAll || this.barFor(p) ? h('button', { class: 'linkish', id: 'show-all', 'aria-expanded': String(this.showAll),
        onclick: () => this.toggleAll() }, this.showAll ? 'Fewer options (O)' : `All ${p.options.length} options (O)`) : null,
    ].filter(Boolean);
  }

  undoBar() {
    const u = this.undo;
    if (!u) return null;
    return h('div', { class: 'undo-bar', id: 'undo-bar' },
      h('button', { id: 'undo', disabled: u.undoable ? null : '', title: u.undoable ? 'Take back your last choice (U)' : u.why || '',
        onclick: () => this.doUndo() }, 'Undo (U)'),
      u.undoable ? null : h('span', { class: 'sub', id: 'undo-why' }, ` ${u.why || ''}`));
  }

  toggleAll() { this.showAll = !this.showAll; this.mv.render(); }

  // The action bar (issue 15): at the "choose an action" step (ACT-8) the
  // options the list would keep, as a row of at most LIMIT buttons (the
  // actions, each card and ability, Rush, end the activation); the rest is
  // on the board or in the panels, the whole list one key away (O). null
  // for any other decision, or once the whole list is open.
  barFor(p) {
    if (this.showAll || p.pending?.kind_name !== 'ACTION') return null;
    const opts = p.options || [];
    // the activation's choice of an action (an ability's placement is
    // asked as an ACTION decision too: its places are on the board)
    if (!opts.some((o) => o.kind === 'ACTION')) return null;
    const cands = opts.filter((o) => !elsewhere(o));     // the board and the panels show the rest
    if (!cands.length) return null;
    // the actions first, then abilities and cards, Rush (a Move 1 for a
    // card, RUSH-1: one per card in hand) last, so that a long hand does
    // not push an ability off the bar
    const rank = (o) => BAR_ORDER[o.kind] ?? 3;
    return [...cands].sort((a, b) => rank(a) - rank(b) || a.index - b.index).slice(0, LIMIT);
  }

  // Key O: the whole option list, its first option focused; pressed again
  // in the list, back to the short form with the focus on the question.
  openList(ev) {
    const mv = this.mv, p = mv.pending;
    const inList = ev?.target?.closest?.('#options');
    if (this.showAll && inList) {
      this.showAll = false;
      mv.render();
      mv.root.querySelector('#prompt')?.focus();
      return;
    }
    if (!this.showAll && p && (this.folded(p).size || this.barFor(p))) { this.showAll = true; mv.render(); }
    const first = mv.root.querySelector('#options li:not(.folded) button');
    if (first) { first.scrollIntoView({ block: 'nearest' }); first.focus(); }
  }

  // Keys: U undo, Esc closes a question (O, the whole list: openList, from
  // match.js's key map). True if taken.
  key(ev) {
    if (ev.key === 'u' || ev.key === 'U') { this.doUndo(); return true; }
    if (ev.key === 'Escape' && this.confirm) { this.confirm = null; this.mv.render(); return true; }
    return false;
  }
}

