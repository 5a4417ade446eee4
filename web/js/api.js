// api.js — the server's JSON API (docs/protocol.md) and the seat tokens
// this browser holds. A token is kept in localStorage per match
// ("ringfall.match.ID" → {"0": token, "1": token}): whoever holds it acts
// for that seat, so it never leaves this browser except in the
// Authorization header of a request to the server that gave it.

export class ApiError extends Error {
  constructor(status, code, message) {
    super(message || code);
    this.status = status;
    this.code = code;
  }
}

async function call(method, path, { token, body } = {}) {
  const headers = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    throw new ApiError(0, 'OFFLINE', 'the server does not answer');
  }
  const text = await res.text();
  let json = null;
  try { json = text ? JSON.parse(text) : null; } catch { json = null; }
  if (!res.ok) {
    throw new ApiError(res.status, json?.error || `HTTP_${res.status}`, json?.message || text);
  }
  return json;
}

export const api = {
  maps: () => call('GET', '/api/maps'),
  map: (name) => call('GET', `/api/maps/${encodeURIComponent(name)}`),
  // newest first, a page at a time: after = the previous page's next
  list: (after) => call('GET', `/api/matches?order=desc&limit=50${after ? `&after=${after}` : ''}`),
  summary: (id) => call('GET', `/api/matches/${id}`),
  create: (body) => call('POST', '/api/matches', { body }),
  // name: the player's, shown to the table (docs/protocol.md, "Join a seat")
  join: (id, seat, name) => call('POST', `/api/matches/${id}/join`, { body: { ...(seat === undefined ? {} : { seat }), ...(name ? { name } : {}) } }),
  state: (id, token) => call('GET', `/api/matches/${id}/state`, { token }),
  pending: (id, token) => call('GET', `/api/matches/${id}/pending`, { token }),
  choose: (id, token, index, step) => call('POST', `/api/matches/${id}/choose`, { token, body: { index, step } }),
  log: (id, token, since) => call('GET', `/api/matches/${id}/log?since=${since}`, { token }),
  // the match at a step, by a seat's eyes or the spectators' (docs/protocol.md, "A step of the match")
  replayStep: (id, step, seat, token) => call('GET', `/api/matches/${id}/replay?step=${step}&seat=${seat}`, { token }),
  los: (id, from, to) => call('GET', `/api/matches/${id}/los?from=${from}&to=${to}`),
  modes: () => call('GET', '/api/modes'),
  content: () => call('GET', '/api/content'),
  // the creator offers the same match again once it is over (issue 16)
  rematch: (id, token) => call('POST', `/api/matches/${id}/rematch`, { token, body: {} }),
  seat: (id, token, seat, kind) => call('POST', `/api/matches/${id}/seat`, { token, body: { seat, kind } }),
  chat: (id, token, to, text) => call('POST', `/api/matches/${id}/chat`, { token, body: { to, text } }),
};

// The content the pages name things from (GET /api/modes and
// /api/content: the modes table, the modules, loot and weapon names, the
// action and ability cards' names and words, the equipment board), loaded once per page and shared; the client keeps no
// copy of data/. A failed load is retried at the next call.
// items and weapons map an id to its name; itemInfo (family, rarity,
// effect), weaponInfo (the printed numbers), rewards (name, effect) and
// kits (a legend's abilities and cards, for the draft) give the rest.
export const content = { modes: [], modules: [], items: {}, weapons: {}, cards: {}, abilities: {}, legends: [], equipmentBoard: [],
  itemInfo: {}, weaponInfo: {}, rewards: {}, kits: {} };
let loading = null;

export function loadContent() {
  loading ||= Promise.all([api.modes(), api.content()]).then(([m, c]) => {
    Object.assign(content, {
      modes: m.modes, modules: m.modules, legends: c.legends, equipmentBoard: c.equipment_board,
      items: Object.fromEntries(c.items.map((i) => [i.id, i.name])),
      weapons: Object.fromEntries(c.weapons.map((w) => [w.id, w.name])),
      itemInfo: Object.fromEntries(c.items.map((i) => [i.id, i])),
      weaponInfo: Object.fromEntries(c.weapons.map((w) => [w.id, w])),
      rewards: Object.fromEntries((c.rewards || []).map((r) => [r.id, r])),
      kits: Object.fromEntries((c.legend_kits || []).map((k) => [k.name, k])),
      cards: Object.fromEntries(c.cards.map((k) => [k.id, { name: k.name, text: k.text }])),
      abilities: Object.fromEntries(c.abilities.map((a) => [a.id, { name: a.name, text: a.text }])),
    });
    return content;
  }).catch((e) => { loading = null; throw e; });
  return loading;
}

const key = (id) => `ringfall.match.${id}`;

export const tokens = {
  // {seat: token} of the seats this browser holds in match id.
  of(id) {
    try { return JSON.parse(localStorage.getItem(key(id))) || {}; } catch { return {}; }
  },
  set(id, seat, token) {
    const t = tokens.of(id);
    t[seat] = token;
    localStorage.setItem(key(id), JSON.stringify(t));
  },
  seats(id) {
    return Object.keys(tokens.of(id)).map(Number).sort();
  },
};
