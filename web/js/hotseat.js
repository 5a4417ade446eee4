// hotseat.js — whether passing the device is needed (docs/client.md, "Hot
// seat"). One browser holds both seats; when the next decision is the
// other seat's, the page would show that seat's view in place of this
// one. The device is passed only if that view holds something the seat
// now at the screen may not see: the two seats' observations are fetched
// with their own tokens and compared once what neither shows is left out
// (the empty hand, backpack and pool a seat gets of its own legends only:
// [] or nulls), and the new seat's log must hold no private line the
// seat at the screen does not read (its squadmate's are the same). So a
// draft pick or the colour choice (public: DRAFT-2, DRAFT-6) hands over
// at once, while a hand of action cards (STAGE2-3 on), a backpack or a
// Stage 1 pool (STAGE1-1) means a pass.
import { api } from './api.js';

// x without what shows nothing: null, and arrays holding only nulls
// (an empty hand [] too); the viewer's own seat number.
function shown(x, top = true) {
  if (Array.isArray(x)) return x.map((v) => shown(v, false));
  if (!x || typeof x !== 'object') return x;
  const out = {};
  for (const [k, v] of Object.entries(x)) {
    if (top && k === 'seat') continue;
    if (v === null || (Array.isArray(v) && v.every((e) => e === null))) continue;
    out[k] = shown(v, false);
  }
  return out;
}

// The same JSON for the same data whatever the order of the keys.
function canonical(x) {
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  if (x && typeof x === 'object') return `{${Object.keys(x).sort().map((k) => `${JSON.stringify(k)}:${canonical(x[k])}`).join(',')}}`;
  return JSON.stringify(x);
}

// The numbers (i) of the private log lines a seat reads: the whole log,
// page by page (the server sends at most 1000 lines an answer).
async function privateLines(id, token) {
  const out = new Set();
  for (let since = 0; ;) {
    const log = await api.log(id, token, since);
    for (const l of log.lines) if (l.private) out.add(l.i);
    if (!log.lines.length || log.next <= since) return out;
    since = log.next;
  }
}

// Whether showing seat `to` (its token) to whoever holds the device as
// seat `from` would reveal hidden information: what its observation shows
// that `from`'s does not, or a private log line `from` does not read.
// Two players of one squad (issue 16, R-PLAYERS-2) read the same squad
// lines (Stage 1's loadouts, the backpacks) and see each other's pools
// and backpacks: they pass the device only once their hands differ (a
// hand's cards, a "new card" line of one's own legend).
export async function passNeeded(id, fromToken, toToken) {
  const [a, b] = await Promise.all([api.state(id, fromToken), api.state(id, toToken)]);
  if (canonical(shown(a.observation)) !== canonical(shown(b.observation))) return true;
  const [mine, theirs] = await Promise.all([privateLines(id, fromToken), privateLines(id, toToken)]);
  return [...theirs].some((i) => !mine.has(i));
}
