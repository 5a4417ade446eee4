// placements-policy.mjs — how placements.mjs plays both seats, and how
// placements-seeds.mjs searched for its seeds: a seeded choice among the
// options that prefers the placements on the board (respawn spaces, grenade
// landings, ability placements, push landings), reactions to a Shoot, and
// the actions that lead to them (abilities, Shoot, Melee, Use). It reads
// only the decision (GET .../pending with the seat's token): the same seed
// and policy give the same match through the API and through the page.
import { placeOf } from '../../web/js/options.js';

// Decision kinds by the name the server gives each decision ("kind_name",
// RF_DECISION_KINDS): no copy of their numbers.
const DEC = new Proxy({}, { get: (_, name) => name });

// The placement kinds the test must make on the board, by option kind (the
// name each option carries, GET /api/protocol).
export const PLACEMENTS = {
  respawn: 'RESPAWN_AT',
  grenade: 'USE_AT',
  ability: 'ABIL_PLACE',
  push: 'PUSH_LAND',
};

// The matches of placements.mjs (created in the lobby: the draft or the
// first-game squads, two human seats) and the goals each must reach (see goalsOf). A change of
// the engine or content may move them: placements-seeds.mjs finds new seeds.
export const MATCHES = [
  { name: 'crossroads', map: 'crossroads', ring: true, start: 'draft', seed: 51,
    goals: ['ability-point', 'ability-space', 'ability-legend', 'grenade', 'react', 'respawn', 'menu-ability',
      'menu-grenade', 'instant'] },
  { name: 'dam', map: 'dam', ring: false, seed: 8, goals: ['push'],
    plan: { attacker: 'Wraith', target: 'Gibraltar', a: [13, 8], t: [13, 9] } },
];

// The goals that choosing option i of decision p reaches: a placement
// (respawn, grenade, push; an ability by its place: ability-space,
// ability-point, ability-legend), menu-<placement> when other options share
// its place (the page asks in a menu), react (a reaction card played
// against a Shoot), instant (an instant played as a legend respawns).
export function goalsOf(p, i) {
  const o = p.options[i];
  const k = o.kind;
  if (p.pending.kind_name === DEC.REACTION && k === 'REACT') return ['react'];
  if (p.pending.kind_name === DEC.INSTANT && k === 'REACT') return ['instant'];
  const goal = Object.keys(PLACEMENTS).find((g) => PLACEMENTS[g] === k);
  if (!goal) return [];
  const out = [goal === 'ability' ? `ability-${placeOf(o).type}` : goal];
  const key = placeKey(o);
  if (p.options.filter((q) => placeKey(q) === key).length > 1) out.push(`menu-${goal}`);
  return out;
}

// The key board.js gives a place on the board (data-choice), from an
// option; null for an option that is a button only. An intersection's
// level is not part of it: one mark for all its levels.
export function placeKey(o) {
  const p = placeOf(o);
  if (!p) return null;
  return { space: `${p.x},${p.y}`, point: `@${p.i},${p.j}`, legend: `legend-${p.legend}`, bin: `bin-${p.bin}` }[p.type];
}

// A seeded generator next(n) in 0..n-1 (mulberry32: lib.mjs's makeRng is a
// power-of-two LCG whose low bits cycle, too regular for n = 2 or 4).
export function policyRng(seed) {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296 * n) | 0;
  };
}

// Index of the option to choose. pending: the answer of GET .../pending
// (yours); next(n): the seeded generator; obs: the decider's observation
// (GET .../state), for moving towards the enemy; plan: a push to set up
// (see planned), or none.
export function choose(p, next, obs, plan) {
  const opts = p.options;
  if (plan && obs) {
    const j = planned(p, obs, plan, next);
    if (j >= 0) return j;
  }
  const kind = p.pending.kind_name;
  const first = (pred) => opts.findIndex(pred);
  const some = (pred) => {
    const all = opts.map((o, i) => (pred(o) ? i : -1)).filter((i) => i >= 0);
    return all.length ? all[next(all.length)] : -1;
  };
  const byLabel = (re) => first((o) => re.test(o.label));
  let i = some((o) => Object.values(PLACEMENTS).includes(o.kind));
  if (i < 0 && (kind === DEC.REACTION || kind === DEC.INSTANT)) i = first((o) => o.kind === 'REACT');
  if (i < 0 && kind === DEC.DRAFT) i = byLabel(/Lifeline/);          // her Guardian Angel is the instant
  if (i < 0 && kind === DEC.LOADOUT) {
    for (const re of [/grenade into the backpack/, /: equip (?!.*replacing)/, /^done/]) if (i < 0) i = byLabel(re);
  }
  const close = adjacentFoe(p, obs);
  if (i < 0 && kind === DEC.ACTION) i = action(opts, next, close);
  if (i < 0 && kind === DEC.USE) i = byLabel(/Thermite grenade/);   // a 5x1 area: its landing may be turned
  if (i < 0 && kind === DEC.USE) i = byLabel(/grenade/);
  if (i < 0 && kind === DEC.INTERACT) i = byLabel(close ? /^Melee Attack$/ : /^(Use an item|Move 1)$/);
  if (i < 0 && (kind === DEC.TARGET || kind === DEC.MELEE)) i = some((o) => ['TARGET', 'MELEE_TARGET'].includes(o.kind));
  if (i < 0 && kind === DEC.MOVE) i = next(3) ? towards(p, obs) : some((o) => o.kind === 'MOVE_TO');
  for (const re of [/^with /, /^put it in the backpack/, /^(equip it|fit it on)/, /^enter /, /^activate /, /^(no|done)\b/]) {
    if (i < 0) i = byLabel(re);
  }
  return i < 0 ? next(opts.length) : i;
}

// The action: a Melee Attack on an adjacent enemy first, then an ability,
// Shoot, Use, else move or end.
function action(opts, next, close) {
  const at = (re) => opts.findIndex((o) => re.test(o.label));
  const order = [close ? /^Melee Attack/ : /^$/, /^use .*\((Tactical|Ultimate)/, /^Shoot$/, /^Use and Move/];
  for (const re of order) {
    const i = at(re);
    if (i >= 0 && next(4) > 0) return i;
  }
  const move = at(/^Move 2$/);
  return move >= 0 && next(5) > 0 ? move : at(/^end the activation$/);
}

// A push onto an occupied lower space (PUSH-4) needs a place: plan =
// {attacker, target, a: [x, y], t: [x, y]}: the attacker walks to a, the
// target to t (the next space beyond t away from a is lower and taken, e.g.
// by a respawn beacon, EX-MELEE-1), the others end their activations; then
// the attacker's Melee Attack. -1: no planned choice (the default policy).
function planned(p, obs, plan, next) {
  const at = (re) => p.options.findIndex((o) => re.test(o.label));
  const me = obs.legends[p.pending.legend];
  const legend = (name) => obs.legends.find((l) => l.name === name);
  const on = (l, c) => l?.on_map && l.x === c[0] && l.y === c[1];
  const role = me?.name === plan.attacker ? plan.a : me?.name === plan.target ? plan.t : null;
  const ready = on(legend(plan.attacker), plan.a) && on(legend(plan.target), plan.t);
  switch (p.pending.kind_name) {
    case DEC.ACTION:
      if (!role) return at(/^end the activation$/);
      if (me.name === plan.attacker && ready) return at(/^Melee Attack/);
      if (on(me, role)) return at(/^end the activation$/);
      return at(/^Move 2$/) >= 0 ? at(/^Move 2$/) : at(/^end the activation$/);
    case DEC.INTERACT:
      return ready && me?.name === plan.attacker ? at(/^Melee Attack$/) : at(/^finish the action$/);
    case DEC.MELEE:
      return at(new RegExp(`^melee ${plan.target} `));
    case DEC.MOVE:
      return role ? nearest(p, role, next) : -1;
    default:
      return -1;
  }
}

// The move that ends nearest cell c (Chebyshev distance; ties at random).
function nearest(p, c, next) {
  let best = [], bestD = Infinity;
  p.options.forEach((o, i) => {
    if (o.kind !== 'MOVE_TO') return;
    const x = (o.code & 0xffff) % 32, y = Math.floor((o.code & 0xffff) / 32);
    const d = Math.max(Math.abs(c[0] - x), Math.abs(c[1] - y));
    if (d < bestD) { bestD = d; best = []; }
    if (d === bestD) best.push(i);
  });
  return best.length ? best[next(best.length)] : -1;
}

// Is an enemy legend on a space next to the deciding legend?
function adjacentFoe(p, obs) {
  const me = obs?.legends[p.pending.legend];
  if (!me?.on_map) return false;
  return obs.legends.some((l) => l.on_map && l.squad !== me.squad && Math.max(Math.abs(l.x - me.x), Math.abs(l.y - me.y)) === 1);
}

// The move that ends nearest an enemy legend on the map (-1: none).
function towards(p, obs) {
  if (!obs) return -1;
  const me = obs.legends[p.pending.legend];
  const foes = obs.legends.filter((l) => l.on_map && me && l.squad !== me.squad);
  let best = -1, bestD = Infinity;
  p.options.forEach((o, i) => {
    if (o.kind !== 'MOVE_TO') return;
    const x = (o.code & 0xffff) % 32, y = Math.floor((o.code & 0xffff) / 32);
    const d = Math.min(...foes.map((f) => Math.max(Math.abs(f.x - x), Math.abs(f.y - y))));
    if (d < bestD) { bestD = d; best = i; }
  });
  return best;
}
