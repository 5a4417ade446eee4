// placements-seeds.mjs — find seeds for placements.mjs: plays hot-seat
// matches through the API (no browser) with placements-policy.mjs and
// prints, per seed, the step at which each placement, the first reaction
// prompt and the first placement sharing its place with other options (a
// menu on the page) came. node placements-seeds.mjs RINGFALL FROM TO [JSON]
// [PLAN] (JSON: extra create fields, e.g. '{"map":"dam"}'; PLAN: a push to
// set up, placements-policy.mjs's plan).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, stopServer } from './server.mjs';
import { choose, policyRng, placeKey, PLACEMENTS } from './placements-policy.mjs';
import { DEC, OPT } from '../../web/js/options.js';

export const api = (url) => async (method, p, body, token) => {
  const r = await fetch(url + p, { method, headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined });
  const j = await r.json();
  if (!r.ok) throw new Error(`${method} ${p}: ${j.message}`);
  return j;
};

// What a decision reaches: a placement kind, or 'react' (a reaction to a
// Shoot with a card to play).
export function reached(p) {
  const kinds = new Set(p.options.map((o) => o.code >>> 24));
  const out = Object.entries(PLACEMENTS).filter(([, k]) => kinds.has(k)).map(([name]) => name);
  if (p.pending.kind === DEC.REACTION && kinds.has(OPT.REACT)) out.push('react');
  return out;
}

async function search(call, seed, extra, maxSteps, plan) {
  const m = await call('POST', '/api/matches', { start: 'stages', seed, seats: [{ kind: 'human' }, { kind: 'human' }], ...extra });
  const tok = [];
  for (const seat of [0, 1]) tok.push((await call('POST', `/api/matches/${m.id}/join`, { seat })).token);
  const next = policyRng(seed);
  const first = {};
  let n = 0;
  for (; n < maxSteps; n++) {
    const s = await call('GET', `/api/matches/${m.id}`);
    if (s.over) break;
    const p = await call('GET', `/api/matches/${m.id}/pending`, null, tok[s.pending.seat]);
    for (const r of reached(p)) first[r] ??= n;
    const st = await call('GET', `/api/matches/${m.id}/state`, null, tok[s.pending.seat]);
    const i = choose(p, next, st.observation, plan);
    const key = placeKey(p.options[i].code);
    if (key && p.options.filter((o) => placeKey(o.code) === key).length > 1) first.menu ??= n;
    if (Object.keys(first).length === 6) break;
    await call('POST', `/api/matches/${m.id}/choose`, { index: i }, tok[s.pending.seat]);
  }
  return { first, n };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [ringfall, from, to, extra, plan] = process.argv.slice(2);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'placements-'));
  const web = path.resolve(path.dirname(process.argv[1]), '../../web');
  const server = await startServer(ringfall, { db: path.join(dir, 's.db'), web });
  const call = api(server.url);
  try {
    for (let seed = +from; seed <= +to; seed++) {
      const { first, n } = await search(call, seed, extra ? JSON.parse(extra) : {}, 3000, plan && JSON.parse(plan));
      console.log(`seed ${seed}: ${n} steps; ${Object.entries(first).map(([k, v]) => `${k}@${v}`).join(' ')}`);
    }
  } finally {
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}
