// modes.mjs — a whole match of Team Deathmatch, of Capture the Flag and of
// Assassination through the new controls (issue 15; docs/client.md,
// "Tests"): node modes.mjs RINGFALL OUTDIR (ctest e2e_modes).
//
// The three matches (a human in this browser against the normal bot,
// fixed seeds, the modes' short settings: TDM and CTF 2 vs 2, ASSN 3 vs
// 3, one round of CTF and ASSN, two of TDM) are played at once, each in
// its own browser context. Every decision of the human is shown by its
// page and checked there; the decisions that have a board or panel form
// (Stage 1's loadout, the action bar, a place or a target on the board,
// more than LIMIT options, an area laid) are made by clicking them; the
// others (a reaction, which legend activates, a weapon, an entrance...)
// go through the API with the same seeded generator, and the page follows
// them on its event stream (as placements.mjs does). Checked:
//   - at every decision with a board or panel form no list shows more
//     than LIMIT choices; every hit threshold shown (the option, the mark
//     on the board) equals the engine's; "choose an action" is the bar;
//   - after each decision, the other side's part of the record (GET
//     .../state) is what the page replays, with each of its Shoots
//     (shooter and damage), as turnview.mjs checks in Battle Royale;
//   - the end screen's facts equal the observation's end (why, rule,
//     victory points where the mode counts them, death boxes, the engine's
//     words, each legend's damage dealt and taken and eliminations);
//   - Team Deathmatch: the Dome of Protection's zone previewed (the
//     human's squad is Gibraltar's); Capture the Flag's one round, its
//     last: the trophy's four tiebreakers with the engine's numbers.
// Screenshots modes-*.png in OUTDIR.
import { main, check, shot, waitTurn, recordEntries, lastSeq } from './lib.mjs';
import { LIMIT, ZONE_ABILITIES, api, openMatch, pending, observation, makeControls } from './controls.mjs';

const MATCHES = [
  { mode: 'TDM', body: { mode: 'TDM', start: 'stages', rounds: 2, seed: 5 } },
  { mode: 'CTF', body: { mode: 'CTF', start: 'stages', rounds: 1, seed: 5 } },
  { mode: 'ASSN', body: { mode: 'ASSN', start: 'stages', size: 3, rounds: 1, seed: 5 } },
];
// the decisions made by clicking: those with a board or panel form
const CLICKED = new Set(['LOADOUT', 'ACTION', 'MOVE', 'TARGET', 'RESPAWN', 'PUSH', 'MELEE', 'USE']);

const sleep = (ms) => new Promise((r) => { setTimeout(r, ms); });

// Until the server's step is past `s` (the choice taken, and the bots'
// decisions after it); the new state.
async function nextState(m, s) {
  for (let k = 0; k < 200; k++) {
    const st = await observation(m.server, m.id, m.token);
    if (st.step !== s) return st;
    await sleep(100);
  }
  throw new Error(`${m.mode}: the match stays at step ${s}`);
}

// The page at the server's step (its decision drawn) or at the end.
async function pageAt(m, s) {
  await m.page.waitForFunction((want) => document.querySelector('#end-screen')
    || document.querySelector(`.match[data-step="${want}"]`), String(s), { timeout: 20000 });
}

// The other side's part of the record since `before`: the page replays
// it, one Shoot step per Shoot, each naming its shooter and damage.
async function checkReplay(m, before, after) {
  const obs = after.observation;
  const mine = obs.legends.find((l) => l.hand !== undefined)?.squad;
  const fresh = recordEntries(obs).filter((x) => x.e.seq > lastSeq(before.observation));
  const theirs = fresh.filter((x) => x.who >= 0 && obs.legends[x.who].squad !== mine && !(x.kind === 'damage' && x.e.cause === 'shot'));
  if (!theirs.length) return;
  const shots = theirs.filter((x) => x.kind === 'shot');
  const ok = await m.page.waitForSelector('#turn-replay[data-beats]', { timeout: 5000 }).then(() => true, () => false);
  const shown = ok ? Number(await m.page.getAttribute('#turn-replay', 'data-shots')) : -1;
  const listed = ok ? await m.page.$$eval('#turn-replay li[data-kind=shot]', (ls) => ls.map((l) => l.textContent)) : [];
  const same = shown === shots.length && listed.length === shots.length
    && shots.every((x, i) => listed[i].includes(obs.legends[x.e.shooter].name) && listed[i].includes(`${x.e.damage} damage`));
  m.replays++;
  m.shotsReplayed += shots.length;
  if (!same) {
    m.badReplays++;
    console.log(`${m.mode} step ${after.step}: the bot's ${shots.length} Shoot(s), the page replays ${shown}: ${listed.join(' | ')}`);
  } else if (shots.length && !m.shotPictured) {
    m.shotPictured = true;
    await shot(m.page, `modes-${m.mode.toLowerCase()}-02-replay`);
  }
}

// One decision: through the page when it has a board or panel form (the
// page's own controls: controls.mjs decideOne), else by the API with the
// same generator; the page follows on its event stream.
async function decide(m, pd) {
  const { page } = m;
  const C = m.controls;
  // Stage 1 by the loadout panel for its first items; then, so that the
  // match is played and not only set up, the rest by the API, arming each
  // legend and "done" as soon as it is offered (STAGE1-6), the page
  // checked at each of them all the same
  const quick = pd.pending.kind_name === 'LOADOUT' && m.placed >= 4;
  const clicked = !quick && (CLICKED.has(pd.pending.kind_name) || pd.options.length > LIMIT || pd.options.some((o) => o.area));
  if (!clicked) {
    const preferred = quick && [/^done\b/, /equip .* on weapon slot \d$/].map((re) => pd.options.filter((o) => re.test(o.label))).find((l) => l.length);
    const o = preferred ? preferred[C.next(preferred.length)] : pd.options[C.next(pd.options.length)];
    const r = await api(m.server, 'POST', `/api/matches/${m.id}/choose`, m.token, { index: o.index, step: pd.step });
    if (r.status !== 200) throw new Error(`${m.mode}: choice refused ${r.status} ${JSON.stringify(r.json)}`);
    m.byApi++;
    return;
  }
  for (let tries = 0; ; tries++) {
    try {
      await C.decideOne(page, pd, m.undoState);
      if (pd.pending.kind_name === 'LOADOUT') m.placed++;
      const moved = await page.waitForFunction((s) => {
        const x = document.querySelector('.match');
        return !x || x.dataset.step !== s;
      }, String(pd.step), { timeout: 15000 }).then(() => true, () => false);
      if (moved) { m.clicked++; return; }
    } catch (e) {
      if (tries >= 2) throw e;
    }
    if (tries >= 2) {
      await shot(page, `modes-${m.mode.toLowerCase()}-stuck`);
      throw new Error(`${m.mode}: the page did not take a choice at step ${pd.step} (${pd.pending.kind_name}: ${pd.pending.prompt})`);
    }
    await pageAt(m, pd.step);
  }
}

async function playMatch(m) {
  const C = m.controls;
  let st = await observation(m.server, m.id, m.token);
  for (let n = 0; n < 1500; n++) {
    const pd = await pending(m.server, m.id, m.token);
    if (st.over || pd.over || !pd.pending) break;
    if (!pd.yours || pd.step !== st.step) { st = await observation(m.server, m.id, m.token); await sleep(100); continue; }
    const t = [Date.now()];
    await pageAt(m, pd.step);
    if (await m.page.$('#end-screen')) break;
    await waitTurn(m.page);
    t.push(Date.now());
    C.stats.decisions++;
    await C.checkDecision(m.page, pd);
    t.push(Date.now());
    const kind = pd.pending.kind_name;
    if (m.mode === 'TDM' && kind === 'ACTION' && C.stats.zoneTried.size < 1
      && (await C.tryArea(m.page, m.server, m.id, m.token, pd, ZONE_ABILITIES))) {
      st = await observation(m.server, m.id, m.token);
      continue;               // the Dome's place, chosen on the board next
    }
    if (m.mode === 'CTF' && kind === 'ACTION' && C.stats.trophy < 10) await C.checkTrophy(m.page, m.server, m.id, m.token);
    await decide(m, pd);
    t.push(Date.now());
    const after = await nextState(m, pd.step);
    if (!after.over) await pageAt(m, after.step);
    t.push(Date.now());
    await checkReplay(m, st, after);
    t.push(Date.now());
    if (process.env.DEBUG) console.log(m.mode, pd.step, kind, pd.options.length, t.slice(1).map((x, i) => x - t[i]).join(' '));
    st = after;
  }
  await m.page.waitForSelector('#end-screen', { timeout: 30000 }).catch(() => {});
  await shot(m.page, `modes-${m.mode.toLowerCase()}-03-end`);
}

// The end screen's facts, each equal to the server's JSON (turnview.mjs
// checks the same in Battle Royale).
async function checkEnd(m) {
  const { page } = m;
  const fin = await observation(m.server, m.id, m.token);
  const end = fin.observation.end;
  if (!end || !(await page.$('#end-screen'))) return check(false, `${m.mode}: the match ended and its end screen shows (${fin.step} steps)`);
  const facts = await page.$eval('#end-facts', (d) => ({ why: d.dataset.why, rule: d.dataset.rule,
    dd: Object.fromEntries([...d.querySelectorAll('dd')].map((x) => [x.dataset.fact, x.textContent])) }));
  const obs = fin.observation;
  const bad = [];
  if (facts.why !== end.why || facts.rule !== end.rule) bad.push(`why ${facts.why} (${facts.rule})`);
  if (m.mode === 'TDM' && facts.dd['Victory points'] !== `red ${end.vp[0]}, blue ${end.vp[1]}`) bad.push(`VP ${facts.dd['Victory points']}`);
  if (m.mode !== 'TDM' && facts.dd['Victory points'] !== undefined) bad.push('victory points shown in a mode that counts none');
  const boxes = ['red', 'blue'].map((sq) => `${sq}: ${obs.legends.filter((l) => l.squad === sq).map((l) => `${l.name} ${l.death_boxes}`).join(', ')}`).join('; ');
  if (facts.dd['Death boxes left'] !== boxes) bad.push(`death boxes ${facts.dd['Death boxes left']}`);
  const words = fin.end?.words || '';
  if (!words || facts.dd['In detail']?.toLowerCase() !== words.toLowerCase()) bad.push(`in detail "${facts.dd['In detail']}"`);
  const rows = await page.$$eval('#end-legends tbody tr', (rs) => rs.map((r) => ({ l: +r.dataset.legend,
    dealt: +r.querySelector('.dealt').textContent, taken: +r.querySelector('.taken').textContent,
    elims: +r.querySelector('.eliminations').textContent, out: +r.querySelector('.eliminated').textContent })));
  const t = obs.record.totals;
  if (!(rows.length === obs.legends.length && rows.every((r) => r.dealt === t.dealt[r.l] && r.taken === t.taken[r.l]
    && r.elims === t.eliminations[r.l] && r.out === t.eliminated[r.l]))) bad.push('the legends\' totals');
  check(!bad.length, `${m.mode}: the end screen's facts are the server's (${end.why}, ${end.rule}; dealt ${t.dealt.join('/')}, taken ${t.taken.join('/')})${bad.length ? `: wrong ${bad.join('; ')}` : ''}`);
}

await main('modes.mjs', async ({ browser, server, ctx }) => {
  const env = { outDir: ctx.outDir };
  const ms = await Promise.all(MATCHES.map(async ({ mode, body }, k) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => { errors.push(String(e)); console.error(`${mode} page error: ${e}`); });
    const { id, token } = await openMatch(page, server, { ...body, seats: [{ kind: 'human' }, { kind: 'normal' }] });
    return { mode, page, errors, id, token, server, controls: makeControls({ seed: 1717 + k, env }), undoState: {},
      byApi: 0, clicked: 0, placed: 0, replays: 0, shotsReplayed: 0, badReplays: 0 };
  }));
  const t0 = Date.now();
  await Promise.all(ms.map((m) => playMatch(m)));
  for (const m of ms) {
    const s = m.controls.stats;
    console.log(`${m.mode}: ${s.decisions} decisions (${m.clicked} clicked, ${m.byApi} by the API), ${m.replays} replays with ${m.shotsReplayed} Shoots`);
    check(m.clicked >= 10, `${m.mode}: a whole match through the new controls (${m.clicked} decisions clicked, ${m.byApi} by the API)`);
    check(s.formed > 0 && s.overLimit === 0, `${m.mode}: no list over ${LIMIT} choices at ${s.formed} decisions with a board or panel form (longest shown: ${s.maxList})`);
    check(s.thresholds > 0 && s.badThresholds === 0, `${m.mode}: every hit threshold shown equals the engine's (${s.thresholds} checked)`);
    check(s.bars > 0 && s.badBars === 0 && s.barChoices > 0, `${m.mode}: every "choose an action" step is the action bar (${s.bars} steps)`);
    check(s.focusedOption === 0, `${m.mode}: no option has the focus for Enter to take unseen`);
    check(m.replays > 0 && m.shotsReplayed > 0 && m.badReplays === 0,
      `${m.mode}: the other side's turns replayed with each of their Shoots (${m.replays} replays, ${m.shotsReplayed} Shoots)`);
    await checkEnd(m);
    check(m.errors.length === 0, `${m.mode}: no script errors on the page (${m.errors.join('; ')})`);
  }
  const [tdm, ctf] = ms.map((m) => m.controls.stats);
  check(tdm.zones.has('gb-dome-of-protection') && tdm.badAreas === 0, 'TDM: the Dome of Protection\'s zone previewed at its intersection, the engine\'s spaces');
  check(ctf.trophy > 0 && ctf.badTrophy === 0, `CTF: the last round shows the trophy's tiebreak in numbers, the engine's (${ctf.trophy} checks)`);
  console.log(`three matches at once in ${Math.round((Date.now() - t0) / 1000)} s`);
});
