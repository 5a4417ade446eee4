// endscreen.js — the end of a match (issue 15): who won and why (the
// facts in words: the victory condition, victory points, death boxes, the
// tiebreak; the engine's words without their rule IDs, which are behind a
// "Why?" as everywhere in the client), each legend's damage dealt and taken
// and its eliminations, and a rematch. All of it from GET .../state: the
// observation's "end" and record.totals, and the state's "end" (the words
// and their rules; docs/protocol.md, "Why the match ended").
import { h } from './dom.js';
import { api, tokens } from './api.js';
import { hosts } from './host.js';
import { why } from './a11y.js';
import { trophyTable } from './modepanels.js';

const title = (end) => (end.winner === 'draw' ? 'A draw' : `The ${end.winner} squad wins`);

// The victory condition in words, from the facts (why, winner, vp): the
// squads by colour, the numbers from the observation; no rule ID (those
// are behind the "Why?" control).
const other = (w) => (w === 'red' ? 'blue' : 'red');
function condition(obs, end) {
  const w = end.winner, l = w === 'draw' ? null : other(w), vp = (s) => end.vp[s === 'red' ? 0 : 1];
  switch (end.why) {
    case 'all_eliminated': return `Every ${l} legend was eliminated at least once.`;
    case 'no_death_boxes': return `A ${l} legend without death boxes began its activation while the ${w} squad had ${vp(w)} VP, the victory points needed.`;
    case 'leader_eliminated': return `The ${l} squad’s leader was eliminated.`;
    case 'victory_points': return obs.mode === 'CHAMP'
      ? `The ${w === 'red' ? 'champions' : 'challengers'} reached ${vp(w)} VP.`
      : `The ${w} squad reached ${vp(w)} VP in the transition phase.`;
    case 'flags': return `The ${w} squad delivered its second enemy flag.`;
    case 'last_round': return `The last round ended: ${lastRound(obs, end)}.`;
    default: return 'The match is over.';
  }
}

// After the last round, who won by the mode's count (VP, the tiebreak,
// the leader that survived, the champions held off, the flags).
function lastRound(obs, end) {
  const w = end.winner;
  if (obs.mode === 'CHAMP') return 'the challengers held out';
  if (obs.mode === 'ASSN') return 'no leader was eliminated';
  if (obs.mode === 'CTF') return w === 'draw' ? 'the flags could not tell the squads apart' : `the ${w} squad won the tiebreak on the flags`;
  const [r, b] = end.vp;
  if (r !== b) return `the ${r > b ? 'red' : 'blue'} squad has more victory points, ${Math.max(r, b)} to ${Math.min(r, b)}`;
  if (end.tiebreak) return w === 'draw' ? `victory points are equal (${r} to ${b}) and so is the tiebreak` : `victory points are equal (${r} to ${b}): the tiebreak decides for ${w}`;
  return `victory points are equal, ${r} to ${b}`;
}

// BR-7's tiebreak in words: each squad's healthiest legend still holding
// both death boxes, and its health.
function tiebreakWords(obs, tb) {
  const side = (k) => (tb.legends[k] >= 0 ? `${obs.legends[tb.legends[k]]?.name || 'a legend'} with ${tb.health[k]} health` : 'no legend with both death boxes');
  return `the healthiest legend holding both death boxes: red ${side(0)}, blue ${side(1)}`;
}

// Each squad's death boxes left, legend by legend.
function boxesWords(obs) {
  return ['red', 'blue'].map((sq) => `${sq}: ${obs.legends.filter((lg) => lg.squad === sq)
    .map((lg) => `${lg.name} ${lg.death_boxes}`).join(', ')}`).join('; ');
}

// The rules behind the end (the end's rule, the tiebreak's, those the
// engine's words cite), for the "Why?" control.
function endRules(end, words) {
  const ids = [end.rule, end.tiebreak?.rule, ...(words?.rules || [])].filter(Boolean);
  return [...new Set(ids)];
}

function facts(obs, end, words) {
  const rows = [['How', condition(obs, end)]];
  if (words?.words) rows.push(['In detail', words.words.charAt(0).toUpperCase() + words.words.slice(1)]);
  if (obs.mode !== 'ASSN' && obs.mode !== 'CTF') rows.push(['Victory points', `red ${end.vp[0]}, blue ${end.vp[1]}`]);
  rows.push(['Death boxes left', boxesWords(obs)]);
  if (end.tiebreak) rows.push(['Tiebreak', tiebreakWords(obs, end.tiebreak)]);
  const trophy = obs.mode === 'CTF' && end.why === 'last_round' ? obs.ctf?.trophy : null;   // CTF-5 in numbers
  return h('div', { class: 'end-why' },
    h('dl', { class: 'end-facts', id: 'end-facts', 'data-why': end.why, 'data-rule': end.rule },
      ...rows.flatMap(([k, v]) => [h('dt', {}, k), h('dd', { 'data-fact': k }, v)])),
    trophy ? trophyTable(trophy, 'The tiebreak at the trophy went to') : null,
    why(endRules(end, words), 'the match ended'));
}

function legendTable(obs) {
  const t = obs.record?.totals;
  if (!t) return null;
  return h('table', { class: 'end-legends', id: 'end-legends', tabindex: '0', 'aria-label': 'Each legend in the match' },   // focusable: it scrolls on a phone
    h('thead', {}, h('tr', {}, ...['Legend', 'Squad', 'Damage dealt', 'Damage taken', 'Eliminations', 'Times eliminated', 'Death boxes left', 'Health'].map((c) => h('th', { scope: 'col' }, c)))),
    h('tbody', {}, ...obs.legends.map((lg, i) => h('tr', { 'data-legend': i, class: lg.squad },
      h('th', { scope: 'row' }, lg.name), h('td', {}, lg.squad),
      h('td', { class: 'dealt' }, String(t.dealt[i])), h('td', { class: 'taken' }, String(t.taken[i])),
      h('td', { class: 'eliminations' }, String(t.eliminations[i])), h('td', { class: 'eliminated' }, String(t.eliminated[i])),
      h('td', { class: 'boxes' }, String(lg.death_boxes)), h('td', { class: 'health' }, String(lg.health))))));
}

// The create request of a new match with the same settings (the seed
// left out: a new one is drawn).
export function rematchBody(s) {
  const body = { mode: s.mode, modules: s.modules || [], map: s.map, start: s.start, rounds: s.rounds,
    seats: s.seats.map((k) => ({ kind: k.kind })) };
  if (s.sizes && s.sizes[0] !== s.sizes[1]) body.sizes = s.sizes; else body.size = s.size;
  if (s.random_draft) body.random_draft = true;
  return body;
}

// This browser's seats of match `from`, joined again in the rematch `to`
// with the same names (the same players: issue 16), then the rematch opened.
async function joinRematch(from, summary, to) {
  for (const seat of tokens.seats(from)) {
    if (tokens.of(to)[seat]) continue;
    const j = await api.join(to, seat, summary.seats[seat]?.name);
    tokens.set(to, seat, j.token);
  }
  location.hash = `#/match/${to}`;
}

// The rematch (POST .../rematch, docs/protocol.md): the creator offers it
// (the same set-up, clock and players, a new seed drawn by the server);
// every player then sees "Join the rematch" here, joining their own seat
// there. Without the creator's token and before an offer: a new match
// with the same settings through the create request, as before.
function rematchActions(id, summary) {
  const status = h('span', { class: 'rematch-status', role: 'status' });
  const act = (label, attrs, fn) => {
    const b = h('button', { ...attrs, onclick: async () => {
      b.disabled = true;
      try { await fn(); } catch (e) { b.disabled = false; status.textContent = ` ${e.message}`; }
    } }, label);
    return b;
  };
  if (summary.rematch) {
    const mine = tokens.seats(id).length > 0;
    return [mine ? act('Join the rematch', { id: 'rematch-join' }, () => joinRematch(id, summary, summary.rematch))
      : h('a', { href: `#/match/${summary.rematch}`, id: 'rematch-watch', class: 'button' }, 'Watch the rematch'), status];
  }
  const host = hosts.of(id);
  if (host) {
    return [act('Offer a rematch (same players)', { id: 'rematch-offer' }, async () => {
      const made = await api.rematch(id, host);
      hosts.set(made.id, made.host_token);
      await joinRematch(id, summary, made.id);
    }), status];
  }
  return [act('New match with the same settings', { id: 'rematch-new' }, async () => {
    const made = await api.create(rematchBody(summary));
    await joinRematch(id, summary, made.id);
  }), status];
}

// words: the state's "end" ({words, rules}: the engine's words without
// their rule IDs, and those IDs), or null.
export function endScreen(obs, summary, id, words) {
  const end = obs.end;
  if (!end) return null;
  return h('section', { class: 'end-screen', id: 'end-screen', 'data-winner': end.winner },
    h('h2', {}, title(end)),
    facts(obs, end, words),
    legendTable(obs),
    h('div', { class: 'end-actions' }, h('span', { id: 'rematch' }, ...rematchActions(id, summary)), ' ',
      h('a', { href: `#/replay/${id}`, id: 'open-replay', class: 'button' }, 'Watch the replay'), ' ',
      h('a', { href: `/api/matches/${id}/replay` }, 'Download the replay file')));
}
