// placements-seeds.mjs — find seeds for a match of placements.mjs: plays
// hot-seat matches through the API (no browser) with placements-policy.mjs,
// as the test plays them through the page, and prints for each seed the
// decision at which each goal was first reached (goalsOf), "ALL" when every
// goal of the match was. Put the chosen seed in MATCHES.
//   node placements-seeds.mjs RINGFALL NAME FROM TO     (NAME: crossroads, dam)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, stopServer } from './server.mjs';
import { MATCHES, choose, goalsOf, policyRng } from './placements-policy.mjs';

const api = (url) => async (method, p, body, token) => {
  const r = await fetch(url + p, { method, headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined });
  const j = await r.json();
  if (!r.ok) throw new Error(`${method} ${p}: ${j.message}`);
  return j;
};

// One match of m's set-up with this seed (what the lobby creates), played
// until every goal is reached or the match ends: {goal: decision number}.
async function search(call, m, seed) {
  const match = await call('POST', '/api/matches', { map: m.map, ring: m.ring, start: m.start || 'stages', seed,
    seats: [{ kind: 'human' }, { kind: 'human' }] });
  const at = (p) => `/api/matches/${match.id}${p}`;
  const tok = [];
  for (const seat of [0, 1]) tok.push((await call('POST', at('/join'), { seat })).token);
  const next = policyRng(seed);
  const first = {};
  for (let n = 0; n < 3000 && !m.goals.every((g) => g in first); n++) {
    const s = await call('GET', at(''));
    if (s.over) break;
    const p = await call('GET', at('/pending'), null, tok[s.pending.seat]);
    const obs = (await call('GET', at('/state'), null, tok[s.pending.seat])).observation;
    const i = choose(p, next, obs, m.plan);
    for (const g of goalsOf(p, i)) first[g] ??= n;
    await call('POST', at('/choose'), { index: i }, tok[s.pending.seat]);
  }
  return first;
}

const [ringfall, name, from, to] = process.argv.slice(2);
const m = MATCHES.find((k) => k.name === name);
if (!ringfall || !m || !(+to >= +from)) {
  console.error(`usage: node placements-seeds.mjs RINGFALL NAME FROM TO (NAME: ${MATCHES.map((k) => k.name).join(', ')})`);
  process.exit(2);
}
const dir = mkdtempSync(path.join(os.tmpdir(), 'placements-'));
const web = path.resolve(path.dirname(process.argv[1]), '../../web');
const server = await startServer(ringfall, { db: path.join(dir, 's.db'), web });
try {
  for (let seed = +from; seed <= +to; seed++) {
    const first = await search(api(server.url), m, seed);
    const all = m.goals.every((g) => g in first);
    console.log(`seed ${seed}: ${all ? `ALL by decision ${Math.max(...Object.values(first))}; ` : ''}` +
      Object.entries(first).map(([g, n]) => `${g}@${n}`).join(' '));
  }
} finally {
  await stopServer(server);
  rmSync(dir, { recursive: true, force: true });
}
