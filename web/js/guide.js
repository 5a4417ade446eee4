// guide.js — the guided first game (docs/client.md, "The guided first
// game"): the lobby's "Learn to play" creates the books' first game
// (SETUP-10, DRAFT-9: Battle Royale on Crossroads with the Ring, the fixed
// first-game squads, 2 vs 2) against the easy bot, and in that match a card
// explains each kind of decision, and a few moments (the first Aim board,
// the ring, a legend knocked down, the end), the first time it comes up,
// with its rules as links to the reference (#/rules/ID). The cards' words
// are data: web/guide.json. What was seen, and whether the guide is
// hidden, is kept per match in localStorage ("ringfall.guide.ID"), so a
// reload neither repeats a card nor brings back a hidden guide; the
// "Guide" button opens it again.
import { h } from './dom.js';
import { api, tokens } from './api.js';
import { ruleLink } from './rules.js';
import { shotsOf } from './aim.js';

let cards = null;
const storeKey = (id) => `ringfall.guide.${id}`;

function loadCards() {
  cards ||= fetch('guide.json').then((r) => r.json()).then((j) => j.cards).catch((e) => { cards = null; throw e; });
  return cards;
}

// What the guide keeps of a guided match: for each player (seat) guided
// in this browser, {on, seen: [card ids], last}; null if the match is not
// a guided one. Each player of a hot seat meets each card once (issue 16:
// two players of one squad on one device each learn their own decisions).
// A match guided before the guide kept players ({on, seen}) was the
// first game's one human seat, seat 0.
function guided(id) {
  let all;
  try { all = JSON.parse(localStorage.getItem(storeKey(id))); } catch { return null; }
  if (!all) return null;
  if (!all.players) return { players: { 0: all } };
  return all;
}
function stateOf(id, seat) {
  const all = guided(id);
  if (!all) return null;
  all.players[seat] ||= { on: true, seen: [] };
  return all.players[seat];
}
function save(id, seat, st) {
  const all = guided(id) || { players: {} };
  all.players[seat] = st;
  localStorage.setItem(storeKey(id), JSON.stringify(all));
}

// The books' first game (SETUP-10, DRAFT-9), as POST /api/matches takes
// it: "start": "stages" with no "legends" plays the first-game squads.
export const FIRST_GAME = { mode: 'BR', map: 'crossroads', modules: ['ring'], size: 2, start: 'stages',
  rounds: 8, seats: [{ kind: 'human' }, { kind: 'easy' }] };

// The same with two players in the first game's squad, one legend each,
// both on this device (hot seat, R-PLAYERS-1), each with their own guide.
export const FIRST_GAME_TOGETHER = { ...FIRST_GAME, seats: [{ kind: 'human', team: 0, members: [0] },
  { kind: 'human', team: 0, members: [1] }, { kind: 'easy', team: 1, members: [0, 1] }] };

export async function startFirstGame(together = false) {
  const m = await api.create(together ? FIRST_GAME_TOGETHER : FIRST_GAME);
  const humans = together ? [0, 1] : [0];
  for (const k of humans) {
    const j = await api.join(m.id, k);
    tokens.set(m.id, k, j.token);
    save(m.id, k, { on: true, seen: [] });
  }
  location.hash = `#/match/${m.id}`;
}

// The lobby's box: one button for the first game.
export function learnBox(say) {
  return h('section', { class: 'learn', id: 'learn' },
    h('b', {}, 'New to the game? '),
    'Play the books\' first game against the easy bot, with a guide that explains each decision as it comes. ',
    h('button', { id: 'learn-play', onclick: async () => {
      try { await startFirstGame(); } catch (e) { say(`Could not start the first game: ${e.message}`); }
    } }, 'Learn to play'),
    ' ', h('button', { id: 'learn-together', title: 'Two players on this device, one legend each, against the easy bot', onclick: async () => {
      try { await startFirstGame(true); } catch (e) { say(`Could not start the first game: ${e.message}`); }
    } }, 'Learn together (2 players)'),
    ' ', h('a', { href: '#/rules', id: 'rules-open' }, 'The rules'));
}

// The moments and decisions of the page now, as the cards' "when". The
// player's own legends are those whose hand its observation holds
// (R-PLAYERS-2): a squadmate's legend knocked down or outside the ring is
// not this player's moment.
export function happening(view) {
  const now = ['start'];
  const obs = view.obs;
  const p = view.pending;
  if (p?.yours && p.pending?.kind_name) now.push(p.pending.kind_name);
  if (obs && shotsOf(obs).length) now.push('aim');
  const mine = (obs?.legends || []).filter((l) => l.hand !== undefined);
  const outside = (l) => l.on_map && obs.ring && (l.x < obs.ring.west || l.x > obs.ring.east || l.y < obs.ring.north || l.y > obs.ring.south);
  if (obs?.ring && (obs.round >= 2 || mine.some(outside))) now.push('ring');     // RING-5, RING-9
  if (mine.some((l) => l.health < 40 || l.death_boxes < 2 || (l.shield_max && l.shield < l.shield_max))) now.push('knocked');
  if (view.summary?.over || obs?.over) now.push('over');
  return now;
}

function hideCard() { document.getElementById('guide-card')?.remove(); }

function openButton(view, st) {
  if (document.getElementById('guide-open')) return;
  document.body.appendChild(h('button', { id: 'guide-open', title: 'Show the guide again', onclick: () => {
    st.on = true;
    st.again = st.last || 'start';        // the last card, even if already seen
    save(view.id, view.viewer, st);
    document.getElementById('guide-open')?.remove();
    guideUpdate(view);
  } }, 'Guide'));
}

function showCard(view, st, card, all) {
  hideCard();
  document.getElementById('guide-open')?.remove();
  const n = all.indexOf(card) + 1;
  const close = (off) => {
    hideCard();
    if (off) { st.on = false; save(view.id, view.viewer, st); openButton(view, st); return; }
    guideUpdate(view);                      // the next card due, if any
  };
  const el = h('aside', { class: 'guide-card', id: 'guide-card', 'data-card': card.id, 'data-seat': view.viewer, role: 'dialog', 'aria-labelledby': 'guide-title' },
    h('div', { class: 'guide-step' }, `Guide · ${n} of ${all.length}`),
    h('h3', { id: 'guide-title' }, card.title),
    h('p', {}, card.text),
    h('p', { class: 'guide-rules' }, 'Rules: ', ...card.rules.flatMap((id, i) => [i ? ', ' : '', ruleLink(id)])),
    h('div', { class: 'guide-buttons' },
      h('button', { id: 'guide-hide', onclick: () => close(true) }, 'Hide the guide'),
      h('button', { id: 'guide-ok', onclick: () => close(false) }, 'Got it')));
  document.body.appendChild(el);
}

// After each drawing of a match page: the card due, if the match is a
// guided one and the guide is not hidden.
export async function guideUpdate(view) {
  const st = view.viewer >= 0 && view.passing === false ? stateOf(view.id, view.viewer) : null;
  if (!st || view.stopped) { hideCard(); document.getElementById('guide-open')?.remove(); return; }
  let all;
  try { all = await loadCards(); } catch { return; }
  if (view.stopped) return;
  if (!st.on) { hideCard(); openButton(view, st); return; }
  // a card is its player's: the next player of a hot seat gets their own
  if (document.getElementById('guide-card')?.dataset.seat !== undefined
    && +document.getElementById('guide-card').dataset.seat !== view.viewer) hideCard();
  const shown = document.getElementById('guide-card')?.dataset.card;
  const now = happening(view);
  const due = st.again ? all.find((c) => c.id === st.again)
    : all.find((c) => now.includes(c.when) && !st.seen.includes(c.id));
  if (!due || shown) return;            // a card stays until dismissed; the next waits
  delete st.again;
  if (!st.seen.includes(due.id)) st.seen.push(due.id);   // shown: not shown again by itself
  st.last = due.id;
  save(view.id, view.viewer, st);
  showCard(view, st, due, all);
}

// Leaving the match: the guide's card and button go with it.
export function guideStop() {
  hideCard();
  document.getElementById('guide-open')?.remove();
}
