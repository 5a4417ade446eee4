// endscreen.js — the end of a match (issue 15): who won and why (the
// engine's words and the facts behind them: the rule, victory points,
// death boxes, the tiebreak), each legend's damage dealt and taken and its
// eliminations, and a rematch. All of it from the observation: its "end"
// and record.totals (docs/protocol.md, "Why the match ended").
import { h } from './dom.js';
import { api, tokens } from './api.js';
import { hosts } from './host.js';

const WHY = {
  all_eliminated: 'every legend of the losing squad was eliminated at least once',
  no_death_boxes: 'a legend without death boxes began its activation with the other squad at the VP needed',
  last_round: 'the last round ended',
  leader_eliminated: 'a squad leader was eliminated',
  victory_points: 'a squad reached the victory points needed',
  flags: 'a squad delivered the flags needed',
};

const title = (end) => (end.winner === 'draw' ? 'A draw' : `The ${end.winner} squad wins`);

function facts(obs, end) {
  const name = (l) => obs.legends[l]?.name || '—';
  const rows = [
    ['Why', `${WHY[end.why] || end.why} (${end.rule})`],
    ['In the rules’ words', end.reason],
  ];
  if (obs.mode !== 'ASSN' && obs.mode !== 'CTF') rows.push(['Victory points', `red ${end.vp[0]}, blue ${end.vp[1]}`]);
  const tb = end.tiebreak;
  if (tb) {
    const side = (k) => (tb.legends[k] >= 0 ? `${name(tb.legends[k])} ${tb.health[k]} health` : 'none with both death boxes');
    rows.push(['Tiebreak', `${tb.rule}: the healthiest legend with both death boxes, red ${side(0)}, blue ${side(1)}`]);
  }
  return h('dl', { class: 'end-facts', id: 'end-facts', 'data-why': end.why, 'data-rule': end.rule },
    ...rows.flatMap(([k, v]) => [h('dt', {}, k), h('dd', {}, v)]));
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

export function endScreen(obs, summary, id) {
  const end = obs.end;
  if (!end) return null;
  return h('section', { class: 'end-screen', id: 'end-screen', 'data-winner': end.winner },
    h('h2', {}, title(end)),
    facts(obs, end),
    legendTable(obs),
    h('div', { class: 'end-actions' }, h('span', { id: 'rematch' }, ...rematchActions(id, summary)), ' ',
      h('a', { href: `#/replay/${id}`, id: 'open-replay', class: 'button' }, 'Watch the replay'), ' ',
      h('a', { href: `/api/matches/${id}/replay` }, 'Download the replay file')));
}
