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
    h('label', {}, 'Squad size ', h('select', { name: 'size', id: 'size', onchange: () => drawPicks(form) })),
    h('label', {}, 'Squads ', h('select', { name: 'start', id: 'start', onchange: () => drawPicks(form) },
      h('option', { value: 'draft', selected: true }, 'Draft'),
      h('option', { value: 'random' }, 'Random draft (dealt)'),
      h('option', { value: 'stages' }, 'First-game squads'),
      h('option', { value: 'chosen' }, 'Chosen squads'))),
    h('fieldset', { id: 'picks', hidden: true }),
    h('label', {}, 'Rounds ', h('input', { type: 'number', name: 'rounds', id: 'rounds', min: 1, max: 8, value: 8 })),
    h('label', {}, 'Seed ', h('input', { type: 'number', name: 'seed', id: 'seed', min: 0, placeholder: 'random' })),
    h('fieldset', {}, h('legend', {}, 'Players'),
      h('label', {}, 'Seat 1 ', seatSelect('seat0', 'human')),
      h('label', {}, 'Seat 2 ', seatSelect('seat1', 'normal')),
      h('p', { class: 'hint' }, 'Human seats are joined in this browser (two humans here: hot seat). Uncheck to leave one for a friend: ',
        h('label', {}, h('input', { type: 'checkbox', name: 'joinall', id: 'joinall', checked: true }), ' join every human seat here'))),
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
      rounds: +f.rounds.value || 8, seats: [{ kind: f.seat0.value }, { kind: f.seat1.value }] };
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
      for (const seat of join) {
        const j = await api.join(m.id, seat);
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

function seatCell(m, s, refresh, say) {
  const held = tokens.of(m.id)[s.seat];
  const what = `${s.kind}${s.colour ? ` · ${s.colour}` : ''}`;
  if (held) return h('td', {}, what, ' · ', h('b', {}, 'yours'));
  if (s.kind === 'human' && !s.taken && !m.over) {
    return h('td', {}, what, ' ', h('button', { class: 'join', 'data-match': m.id, 'data-seat': s.seat, onclick: async () => {
      try {
        const j = await api.join(m.id, s.seat);
        tokens.set(m.id, s.seat, j.token);
        location.hash = `#/match/${m.id}`;
      } catch (e) { say(`Could not join: ${e.message}`); refresh(); }
    } }, 'Join'));
  }
  return h('td', {}, what, s.kind === 'human' ? (s.taken ? ' · taken' : '') : '');
}

// list: newest first (GET /api/matches?order=desc, a page at a time).
function matchTable(list, refresh, say) {
  if (!list.length) return h('p', {}, 'No matches yet.');
  return h('table', { class: 'matches' },
    h('thead', {}, h('tr', {}, h('th', {}, '#'), h('th', {}, 'Mode · map'), h('th', {}, 'Seat 1'), h('th', {}, 'Seat 2'), h('th', {}, 'Step'), h('th', {}, 'State'), h('th', {}, h('span', { class: 'sr-only' }, 'Open')))),
    h('tbody', {}, ...list.map((m) => h('tr', { 'data-match': m.id },
      h('td', {}, String(m.id)), h('td', {}, `${modeName(m.mode)} · ${m.map}`),
      seatCell(m, m.seats[0], refresh, say), seatCell(m, m.seats[1], refresh, say),
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
      const draw = () => listBox.replaceChildren(h('h2', {}, 'Matches'), matchTable(shown, refresh, say),
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
