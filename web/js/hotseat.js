// hotseat.js — whether passing the device is needed (docs/client.md, "Hot
// seat"). One browser holds both seats; when the next decision is the
// other seat's, the page would show that seat's view in place of this
// one. The device is passed only if that view holds something the seat
// now at the screen may not see: the two seats' observations are fetched
// with their own tokens and compared once what neither shows is left out
// (the empty hand, backpack and pool a seat gets of its own legends only:
// [] or nulls), and the new seat's log must hold no private line. So a
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

// Whether showing seat `to` (its token) to whoever holds the device as
// seat `from` would reveal hidden information.
export async function passNeeded(id, fromToken, toToken) {
  const [a, b] = await Promise.all([api.state(id, fromToken), api.state(id, toToken)]);
  if (canonical(shown(a.observation)) !== canonical(shown(b.observation))) return true;
  const log = await api.log(id, toToken, 0);
  return log.lines.some((l) => l.private);
}
