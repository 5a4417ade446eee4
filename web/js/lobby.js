// lobby.js — create a match (mode and modules, map, squad size, draft,
// random draft, first-game or chosen squads, rounds, each seat human or a bot), list the matches, join a seat
// (its token kept in localStorage) or watch as a spectator. The modes and
// modules are the server's (GET /api/modes): only those it can create.
import { api, tokens, content, loadContent } from './api.js';
import { h } from './dom.js';
import { creatableModes, modeOf, unevenSquads, modeName } from './modes.js';
import { watchLobby } from './lobbylive.js';
import { hosts, clockFields, clockRequest } from './host.js';
import { learnBox } from './guide.js';
import { myName, playerName, legendsWord, holderWord, teamWord } from './players.js';

// The bots by difficulty (docs/bots.md), each with its one-line description.
const KINDS = [['human', 'Human'],
  ['easy', 'Bot, easy: plays the whole game but misjudges often; for a first game'],
  ['normal', 'Bot, normal: respects the ring, loots, heals, throws grenades, plays the mode'],
  ['hard', 'Bot, hard: searches its plans over sampled worlds; the strongest bot'],
  ['random', 'Bot, random: any legal move']];

function seatSelect(name, value) {
  return h('select', { name, id: name }, ...KINDS.map(([v, t]) => h('option', { value: v, selected: v === value }, t)));
}

// The squad sizes a mode is played with (MOD-4), its default selected. A
// mode whose squads differ (Champions, 2 vs 4: CHAMP-1) has value "": the
// request then sends no "size" and the server sets the squads up.
function sizeOptions(mode) {
  const uneven = unevenSquads(mode);
  const [red, blue] = mode.default_squads;
  return mode.squads.map(([r, b]) => h('option', { value: uneven ? '' : String(r),
    selected: r === red && b === blue }, `${r} vs ${b}`));
}

// The maps a mode is played on (MAP-4), the one chosen kept if it is one
// of them, else Crossroads or the first.
function mapOptions(maps, mode, chosen) {
  const mine = maps.filter((m) => m.modes.includes(mode.code));
  const keep = mine.some((m) => m.name === chosen) ? chosen
    : mine.some((m) => m.name === 'crossroads') ? 'crossroads' : mine[0]?.name;
  return mine.map((m) => h('option', { value: m.name, selected: m.name === keep }, m.title));
}

// The legends of each squad when the players choose them ("Chosen
// squads": the stages start with the names given): one list per place,
// every legend of the content, different ones preselected; the server
// refuses a choice the rules do not allow and the form shows its reason.
function squadSizes(form) {
  const f = form.elements;
  const mode = modeOf(f.mode.value);
  if (mode && unevenSquads(mode)) return mode.default_squads;          // CHAMP-1: 2 vs 4
  const size = +f.size.value || 2;
  return [size, size];
}

function drawPicks(form) {
  const f = form.elements;
  const box = form.querySelector('#picks');
  const [red, blue] = squadSizes(form);
  const names = content.legends;
  const pick = (squad, k, preset) => h('select', { name: `pick-${squad}-${k}`, id: `pick-${squad}-${k}` },
    ...names.map((n, i) => h('option', { value: n, selected: i === preset % names.length }, n)));
  box.replaceChildren(h('legend', {}, 'Chosen squads'),
    h('label', {}, 'Red ', ...Array.from({ length: red }, (_, k) => pick(0, k, k))),
    h('label', {}, 'Blue ', ...Array.from({ length: blue }, (_, k) => pick(1, k, red + k))));
  box.hidden = f.start.value !== 'chosen';
}

function chosenLegends(form) {
  const f = form.elements;
  const [red, blue] = squadSizes(form);
  return [Array.from({ length: red }, (_, k) => f[`pick-0-${k}`].value),
    Array.from({ length: blue }, (_, k) => f[`pick-1-${k}`].value)];
}

// The module checkboxes follow the mode: those it does not allow (MOD-4)
// are disabled, its defaults checked; the squad sizes and maps are the mode's.
function followMode(form, maps) {
  const f = form.elements;
  const mode = modeOf(f.mode.value) || creatableModes()[0];
  if (!mode) return;
  for (const { id } of content.modules) {
    const box = f[`module-${id}`];
    box.disabled = !mode.modules.includes(id);
    box.checked = mode.default_modules.includes(id);
  }
  f.size.replaceChildren(...sizeOptions(mode));
  f.map.replaceChildren(...mapOptions(maps, mode, f.map.value));
  drawPicks(form);
  drawPlayers(form);
}

// The players (issue 16, R-PLAYERS-1): each team is played by one player
// for the whole squad, or by up to one player per legend (player p holds
// the squad's legend p, its last player the legends left: the server's
// own layout). Team 1's first player is #seat0 and team 2's #seat1, as
// with one player a team; the others #seat0-P and #seat1-P. Which squad
// a team plays is drawn (DRAFT-2). Champions' squads differ (2 vs 4,
// CHAMP-1): with one player a side the side each plays is drawn too; with
// more, the seats are given by squad (R-PLAYERS-4): the first side's
// players play the 2 champions (red), the second's the 4 challengers
// (blue), whoever wins the draw.
function playerCount(form, t) {
  return +(form.querySelector(`#players${t}`)?.value || 1);
}

// The legends each team's players share: Champions' 2 and 4, else the size.
function teamSizes(form) {
  const mode = modeOf(form.elements.mode.value);
  return mode && unevenSquads(mode) ? mode.default_squads : squadSizes(form);
}

// Champions with more than one player on a side: seats by squad.
function bySquad(form) {
  const mode = modeOf(form.elements.mode.value);
  const sizes = teamSizes(form);
  return !!(mode && unevenSquads(mode)) && [0, 1].some((t) => Math.min(sizes[t], playerCount(form, t)) > 1);
}

function drawPlayers(form) {
  const box = form.querySelector('#players');
  const sizes = teamSizes(form);
  const keep = (id, def) => form.querySelector(`#${id}`)?.value || def;
  const squads = bySquad(form);
  const team = (t) => {
    const size = sizes[t];
    const n = Math.min(size, playerCount(form, t));
    const count = h('select', { name: `players${t}`, id: `players${t}`, onchange: () => drawPlayers(form) },
      ...Array.from({ length: size }, (_, k) => h('option', { value: k + 1, selected: k + 1 === n },
        k === 0 ? 'one player for the squad' : k + 1 === size ? `${k + 1} players, one per legend` : `${k + 1} players`)));
    const held = (p) => (n === 1 ? 'the squad' : p < n - 1 || p === size - 1 ? `legend ${p + 1}`
      : `legends ${Array.from({ length: size - p }, (_, k) => p + k + 1).join(' and ')}`);
    const seats = Array.from({ length: n }, (_, p) => {
      const id = p === 0 ? `seat${t}` : `seat${t}-${p}`;
      return h('label', { class: 'player-seat' }, `Player ${p + 1} (${held(p)}) `,
        seatSelect(id, keep(id, t === 0 && p === 0 ? 'human' : 'normal')));
    });
    const name = squads ? (t === 0 ? 'Champions (red, 2 legends) ' : 'Challengers (blue, 4 legends) ') : `Team ${t + 1} `;
    return h('div', { class: 'team', 'data-team': t }, h('b', {}, name),
      size > 1 ? h('label', {}, 'Players ', count) : null, ...seats);
  };
  box.replaceChildren(h('legend', {}, 'Players'), team(0), team(1),
    h('p', { class: 'hint' }, squads ? 'The champions\' players play red and the challengers\' blue, whoever wins the colour draw. ' : 'Which squad each team plays is drawn. ',
      'Human seats are joined in this browser (two or more here: hot seat). Uncheck to leave them for friends: ',
      h('label', {}, h('input', { type: 'checkbox', name: 'joinall', id: 'joinall', checked: form.querySelector('#joinall')?.checked ?? true }),
        ' join every human seat here')));
}

// The create request's seats: team 1's players, then team 2's; with more
// than one player in a team, each seat's team (or squad, Champions:
// R-PLAYERS-4) and members.
function seatsRequest(form) {
  const f = form.elements;
  const sizes = teamSizes(form);
  const counts = [0, 1].map((t) => Math.min(sizes[t], playerCount(form, t)));
  const squads = bySquad(form);
  const seats = [];
  for (const t of [0, 1]) {
    for (let p = 0; p < counts[t]; p++) {
      const kind = f[p === 0 ? `seat${t}` : `seat${t}-${p}`].value;
      const members = p < counts[t] - 1 ? [p] : Array.from({ length: sizes[t] - p }, (_, k) => p + k);
      if (counts[0] === 1 && counts[1] === 1) seats.push({ kind });
      else seats.push(squads ? { kind, squad: t === 0 ? 'red' : 'blue', members } : { kind, team: t, members });
    }
  }
  return seats;
}

function createForm(maps, onCreated, say) {
  const form = h('form', { class: 'create', id: 'create-form' },
    h('h2', {}, 'New match'),
    h('label', {}, 'Mode ', h('select', { name: 'mode', id: 'mode', onchange: () => followMode(form, maps) },
      ...creatableModes().map((m) => h('option', { value: m.code, selected: m.code === 'BR' }, m.name)))),
    h('fieldset', { id: 'modules' }, h('legend', {}, 'Modules'),
      ...content.modules.map(({ id, name }) => h('label', {}, h('input', { type: 'checkbox', name: `module-${id}`,
        id: `module-${id}`, value: id }), ` ${name} `))),
    h('label', {}, 'Map ', h('select', { name: 'map', id: 'map' })),
    h('label', {}, 'Squad size ', h('select', { name: 'size', id: 'size', onchange: () => { drawPicks(form); drawPlayers(form); } })),
    h('label', {}, 'Squads ', h('select', { name: 'start', id: 'start', onchange: () => drawPicks(form) },
      h('option', { value: 'draft', selected: true }, 'Draft'),
      h('option', { value: 'random' }, 'Random draft (dealt)'),
      h('option', { value: 'stages' }, 'First-game squads'),
      h('option', { value: 'chosen' }, 'Chosen squads'))),
    h('fieldset', { id: 'picks', hidden: true }),
    h('label', {}, 'Rounds ', h('input', { type: 'number', name: 'rounds', id: 'rounds', min: 1, max: 8, value: 8 })),
    h('label', {}, 'Seed ', h('input', { type: 'number', name: 'seed', id: 'seed', min: 0, placeholder: 'random' })),
    h('label', {}, 'Your name ', h('input', { type: 'text', name: 'myname', id: 'my-name', maxlength: 24, value: myName.get(),
      placeholder: 'Player 1', autocomplete: 'nickname' })),
    h('fieldset', { id: 'players' }),
    clockFields(),
    h('button', { type: 'submit', id: 'create' }, 'Create match'));
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const f = form.elements;
    const size = f.size.value === '' ? undefined : +f.size.value;
    const modules = content.modules.map(({ id }) => id).filter((id) => f[`module-${id}`].checked);
    const random = f.start.value === 'random';   // DRAFT-7: the legends dealt at random
    const chosen = f.start.value === 'chosen';   // the stages with the squads named here
    const body = { mode: f.mode.value, modules, map: f.map.value,
      start: random ? 'draft' : chosen ? 'stages' : f.start.value,
      rounds: +f.rounds.value || 8, seats: seatsRequest(form) };
    if (random) body.random_draft = true;
    if (chosen) body.legends = chosenLegends(form);
    if (size !== undefined) body.size = size;
    if (f.seed.value !== '') body.seed = +f.seed.value;
    const clock = clockRequest(form);
    if (clock) body.clock = clock;
    try {
      const m = await api.create(body);
      hosts.set(m.id, m.host_token);    // the creator's token: hands seats over (host.js)
      const humans = body.seats.map((s, i) => (s.kind === 'human' ? i : -1)).filter((i) => i >= 0);
      const join = f.joinall.checked ? humans : humans.slice(0, 1);
      const name = f.myname.value.trim();
      myName.set(name);
      for (const seat of join) {
        const j = await api.join(m.id, seat, join.length === 1 && name ? name : undefined);
        tokens.set(m.id, seat, j.token);
      }
      onCreated(m.id);
    } catch (e) {
      say(`Could not create the match: ${e.message}`);
    }
  });
  followMode(form, maps);
  return form;
}

// One player's seat in the list: who holds it (a name, a bot, free) and
// the legends it plays; a free seat links to its join step on the match
// page (the player's name is asked there), one held here says "yours".
function seatItem(m, s) {
  const held = tokens.of(m.id)[s.seat];
  const what = `${holderWord(s)} · ${teamWord(s)}: ${legendsWord(s)}`;
  if (held) return h('li', {}, what, ' · ', h('b', {}, 'yours'));
  if (s.kind === 'human' && !s.taken && !m.over) {
    return h('li', {}, what, ' ', h('a', { class: 'join', href: `#/match/${m.id}/join/${s.seat}`, 'data-match': m.id,
      'data-seat': s.seat }, `Join as ${playerName(s)}`));
  }
  return h('li', {}, what);
}

// list: newest first (GET /api/matches?order=desc, a page at a time).
function matchTable(list) {
  if (!list.length) return h('p', {}, 'No matches yet.');
  return h('table', { class: 'matches' },
    h('thead', {}, h('tr', {}, h('th', {}, '#'), h('th', {}, 'Mode · map'), h('th', {}, 'Players'), h('th', {}, 'Step'), h('th', {}, 'State'), h('th', {}, h('span', { class: 'sr-only' }, 'Open')))),
    h('tbody', {}, ...list.map((m) => h('tr', { 'data-match': m.id },
      h('td', {}, String(m.id)), h('td', {}, `${modeName(m.mode)} · ${m.map}`),
      h('td', {}, h('ul', { class: 'seat-list' }, ...m.seats.map((s) => seatItem(m, s)))),
      h('td', {}, String(m.step)),
      h('td', {}, m.broken ? 'broken' : m.over ? `over: ${m.winner}` : `size ${m.size}, ${m.rounds} rounds`),
      h('td', {}, h('a', { href: `#/match/${m.id}`, class: 'open' }, tokens.seats(m.id).length ? 'Open' : 'Watch'))))));
}

// current(): whether the page still shows the lobby; it may have moved on
// to a match while the lists were loading, and then the lobby draws nothing.
export async function showLobby(root, current = () => true) {
  root.replaceChildren();
  const msg = h('p', { class: 'message', role: 'status' });
  const say = (t) => { msg.textContent = t; };
  const listBox = h('div', { class: 'list' });
  const refresh = async () => {
    try {
      const { matches, next } = await api.list();
      if (!current()) return;
      const shown = matches.slice();
      let after = next;
      const more = h('button', { class: 'more', onclick: async () => {
        try {
          const page = await api.list(after);
          shown.push(...page.matches);
          after = page.next;
          draw();
        } catch (e) { say(e.message); }
      } }, 'Older matches');
      const draw = () => listBox.replaceChildren(h('h2', {}, 'Matches'), matchTable(shown),
        ...(after ? [more] : []));
      draw();
    } catch (e) { say(e.message); }
  };
  let maps = [];
  try { maps = (await api.maps()).maps; } catch (e) { say(`No maps: ${e.message}`); }
  try { await loadContent(); } catch (e) { say(`No modes: ${e.message}`); }
  if (!current()) return;
  const openBox = h('div', { class: 'open-list', id: 'open-matches' });   // lobbylive.js: live
  root.append(learnBox(say), h('div', { class: 'lobby' },
    createForm(maps, (id) => { location.hash = `#/match/${id}`; }, say), msg, h('div', {}, openBox, listBox)));
  await refresh();
  watchLobby(openBox, refresh, say, current);
}
