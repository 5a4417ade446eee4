// turnview.mjs — the other side's turn shown, the end screen and the
// replay viewer (issue 15; docs/client.md). `node tests/e2e/turnview.mjs
// RINGFALL OUTDIR` (ctest e2e_turnview, label e2e):
//
// 1. a match of a human (this page) against the heuristic bot, first-game
//    squads, played to the end through the page by a seeded policy; after
//    each choice the bot's part of the record (GET .../state: the Shoots,
//    Moves, melee and damage newer than before the choice, done by the
//    bot's legends) must be exactly the steps the page replays, with one
//    Shoot step per Shoot; Skip ends a replay and clears the board's
//    overlay; the speed control is kept; a toast names every hurt to the
//    page's own legends; the pieces carry health and shield bars equal to
//    the state; the own legends' panel is beside the board at 1366×768;
// 2. the end screen's facts equal the server's JSON (observation.end:
//    why, rule, victory points, death boxes, the tiebreak; the state's end:
//    the engine's words without rule IDs; record.totals: per legend damage
//    dealt and taken, eliminations), the rules behind its "Why?", and no
//    rule ID in its visible words nor in any prompt's;
// 3. the replay viewer (#/replay/ID) steps forward and back and shows the
//    right step's board (each piece where GET .../replay?step=N says) and
//    decision, also by a seat's eyes once the match is over.
import { main, check, shot, newPage, makeRng, clickOption, api, recordEntries, lastSeq } from './lib.mjs';

// A rule ID as the rules cite them: "BR-5", "STAGE1-3", "R-BR-7" (a
// ruling); weapon names ("EVA-8 Auto", "R-301 Carbine", from /api/content)
// are left out of the words first.
const RULE_ID = /\b[A-Z][A-Z0-9]*(-[A-Z]+)?-\d+\b/;
let WEAPONS = [];
const ruleIdIn = (text) => WEAPONS.reduce((t, w) => t.split(w).join(' '), text).match(RULE_ID)?.[0] || null;
// The words of sel a person sees: text in rendered, visible elements only
// (a closed "Why?" hides its rule links).
const visibleText = (page, sel) => page.$eval(sel, (root) => {
  const out = [];
  const w = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (w.nextNode()) {
    const e = w.currentNode.parentElement;
    if (e && e.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && e.getClientRects().length) out.push(w.currentNode.textContent);
  }
  return out.join(' ');
});

const SEED = Number(process.env.TURNVIEW_SEED || 3);
const CS = 40, M = 24;


await main('turnview.mjs', async ({ browser, server }) => {
  WEAPONS = (await api(server, 'GET', '/api/content')).json.weapons.map((w) => w.name);
  const created = await api(server, 'POST', '/api/matches', null, { start: 'stages', seed: SEED, rounds: 3,
    seats: [{ kind: 'human' }, { kind: 'heuristic' }] });
  check(created.status === 201, `match created (seed ${SEED})`);
  const id = created.json.id;
  const joined = await api(server, 'POST', `/api/matches/${id}/join`, null, { seat: 0 });
  const token = joined.json.token;
  const { page, errors } = await newPage(browser, { width: 1366, height: 768 });
  await page.goto(server.url);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`ringfall.match.${id}`, JSON.stringify({ 0: token })]);
  await page.goto(`${server.url}#/match/${id}`);
  const state = async () => (await api(server, 'GET', `/api/matches/${id}/state`, token)).json;

  const rng = makeRng(SEED * 7 + 1);
  let prompts = 0, promptIds = 0;
  let replays = 0, shotsReplayed = 0, skipped = false, speedKept = false, toasts = 0, barsChecked = false, ownChecked = false, hitNotes = 0;
  for (let n = 0; n < 1500; n++) {
    // the options not folded away (the board and the panels show the rest: steps.js)
    await page.waitForSelector('#options li:not(.folded) button, #show-all, #end-screen', { timeout: 30000 });
    if (await page.$('#end-screen')) break;
    const before = await state();
    const mine = before.observation.legends.find((l) => l.hand !== undefined)?.squad;
    if (!ownChecked && before.observation.match?.stage === 'map') {
      // your own legends beside the board, in view without scrolling at 1366×768
      const box = await page.$eval('#own-panel', (e) => { const r = e.getBoundingClientRect(); return { top: r.top, left: r.left, bottom: r.bottom }; }).catch(() => null);
      const board = await page.$eval('#board', (e) => e.getBoundingClientRect().right);
      check(box && box.left >= board - 1 && box.top < 768 && box.bottom <= 768, `own legends' panel beside the board, in view (${JSON.stringify(box)})`);
      const names = await page.$$eval('#own-panel .own-legend', (ls) => ls.map((l) => l.querySelector('.own-name b').textContent));
      const want = before.observation.legends.filter((l) => l.hand !== undefined).map((l) => l.name);
      check(JSON.stringify(names) === JSON.stringify(want), `own panel lists ${want.join(', ')}`);
      await shot(page, 'turnview-01-own-panel');
      ownChecked = true;
    }
    const said = await visibleText(page, '#prompt');
    if (ruleIdIn(said)) { promptIds++; check(false, `no rule ID in the prompt: "${said}"`); }
    prompts++;
    const opts = await page.$$eval('#options button', (bs) => bs.map((b) => +b.dataset.index));
    const stepBefore = await page.getAttribute('.match', 'data-step');
    await clickOption(page, opts[rng(opts.length)]);   // unfolds the whole list, answers a question asked once
    await page.waitForFunction((s) => { const m = document.querySelector('.match'); return m && m.dataset.step !== s; }, stepBefore, { timeout: 20000 });
    const after = await state();
    const seq0 = lastSeq(before.observation);
    const fresh = recordEntries(after.observation).filter((x) => x.e.seq > seq0);
    const shots = fresh.filter((x) => x.kind === 'shot');
    const theirs = fresh.filter((x) => x.who >= 0 && after.observation.legends[x.who].squad !== mine
      && !(x.kind === 'damage' && x.e.cause === 'shot'));
    const theirShots = shots.filter((x) => after.observation.legends[x.who].squad !== mine);
    const ownHurts = fresh.filter((x) => (x.kind === 'damage' || x.kind === 'elimination') && after.observation.legends[x.e.legend].squad === mine);
    if (theirs.length) {
      await page.waitForSelector('#turn-replay[data-beats]', { timeout: 5000 });
      const beats = Number(await page.getAttribute('#turn-replay', 'data-beats'));
      const shotBeats = Number(await page.getAttribute('#turn-replay', 'data-shots'));
      const listed = await page.$$eval('#turn-replay li[data-kind=shot]', (ls) => ls.map((l) => l.textContent));
      const ok = shotBeats === theirShots.length && listed.length === theirShots.length
        && theirShots.every((x, i) => listed[i].includes(after.observation.legends[x.e.shooter].name) && listed[i].includes(`${x.e.damage} damage`));
      if (!ok || theirShots.length) check(ok, `step ${after.step}: the replay shows each of the bot's ${theirShots.length} Shoot(s) (${shotBeats} shown, ${beats} steps)`);
      if (skipped && !speedKept) {
        speedKept = (await page.$eval('#replay-speed', (x) => x.value).catch(() => '')) === '4';
        check(speedKept, 'the next replay plays at the speed chosen before (4×)');
        speedKept = true;
      }
      replays++;
      shotsReplayed += shotBeats;
      if (theirShots.length && !skipped) {
        await page.waitForSelector('#turn-replay li.current[data-kind]', { timeout: 5000 }).catch(() => {});
        await shot(page, 'turnview-02-replay-shot');
        const playing = await page.getAttribute('#turn-replay', 'data-state');
        if (playing === 'playing') {
          await page.click('#replay-skip');
          await page.waitForSelector('#turn-replay[data-state=done]', { timeout: 3000 });
          await page.selectOption('#replay-speed', '4');
          const overlay = await page.$$eval('#board-overlay > *', (x) => x.length);
          const speed = await page.$eval('#replay-speed', (s) => s.value);
          check(overlay === 0 && speed === '4', 'Skip ends the replay: the board as it is now; the speed set to 4×');
          skipped = true;
        }
      }
    }
    if (ownHurts.length) {
      const t = await page.$$eval('#toasts .toast', (ts) => ts.map((x) => x.textContent));
      const want = ownHurts.filter((x) => x.kind === 'damage').map((x) => `${after.observation.legends[x.e.legend].name} took ${x.e.amount} damage`);
      check(want.every((w) => t.some((s) => s.includes(w))), `toast: ${want.join('; ') || 'eliminated'}`);
      toasts++;
    }
    if (await page.$('#hit-note')) hitNotes++;
    if (!barsChecked && after.observation.legends.every((l) => l.on_map)) {
      const bars = await page.$$eval('svg g.legend', (gs) => gs.map((g) => ({ l: +g.dataset.legend,
        h: +g.querySelector('.piece-bar.health')?.dataset.health, s: g.querySelector('.piece-bar.shield')?.dataset.shield })));
      check(bars.length === after.observation.legends.length && bars.every((b) => b.h === after.observation.legends[b.l].health
        && (b.s === undefined ? after.observation.legends[b.l].shield_max === 0 : +b.s === after.observation.legends[b.l].shield)),
      'every piece carries its health and shield bars, equal to the state');
      barsChecked = true;
    }
  }
  check(replays > 0 && shotsReplayed > 0, `the bot's turns were replayed (${replays} replays, ${shotsReplayed} Shoots)`);
  check(skipped, 'a replay was skipped');
  check(prompts > 0 && promptIds === 0, `no rule ID in any of the ${prompts} prompts' visible words`);
  check(toasts > 0, `toasts for the hurts to the page's legends (${toasts})`);
  console.log(`reaction prompts after a Shoot with the damage taken: ${hitNotes}`);

  // ---- the end screen ----
  await page.waitForSelector('#end-screen', { timeout: 30000 });
  await shot(page, 'turnview-03-end-screen');
  const fin = await state();
  const end = fin.observation.end;
  check(!!end, 'the observation says why the match ended');
  // the facts in words, each equal to the server's JSON; the rules behind the "Why?"
  const facts = await page.$eval('#end-facts', (d) => ({ why: d.dataset.why, rule: d.dataset.rule,
    dd: Object.fromEntries([...d.querySelectorAll('dd')].map((x) => [x.dataset.fact, x.textContent])) }));
  check(facts.why === end.why && facts.rule === end.rule, `end screen: ${end.why} (${end.rule})`);
  const vpWant = `red ${end.vp[0]}, blue ${end.vp[1]}`;
  check(facts.dd['Victory points'] === vpWant, `end screen: victory points "${facts.dd['Victory points']}" = ${vpWant}`);
  const boxesWant = ['red', 'blue'].map((sq) => `${sq}: ${fin.observation.legends.filter((l) => l.squad === sq).map((l) => `${l.name} ${l.death_boxes}`).join(', ')}`).join('; ');
  check(facts.dd['Death boxes left'] === boxesWant, `end screen: death boxes "${facts.dd['Death boxes left']}" = ${boxesWant}`);
  const words = fin.end?.words || '';
  check(!!words && facts.dd['In detail']?.toLowerCase() === words.toLowerCase(), `end screen: the engine's words without rule IDs "${words}" (engine: ${end.reason})`);
  if (end.tiebreak) {
    const tb = end.tiebreak, side = (k) => (tb.legends[k] >= 0 ? `${fin.observation.legends[tb.legends[k]].name} with ${tb.health[k]} health` : 'no legend with both death boxes');
    check(facts.dd.Tiebreak?.includes(`red ${side(0)}, blue ${side(1)}`), `end screen: the tiebreak ${JSON.stringify(tb)}`);
  }
  const whyRules = await page.$$eval('#end-screen .why a.rule-link', (as) => as.map((a) => a.textContent));
  check(whyRules.includes(end.rule) && (!end.tiebreak || whyRules.includes(end.tiebreak.rule)),
    `end screen: the rules behind "Why?": ${whyRules.join(', ')}`);
  const endText = await visibleText(page, '#end-screen');
  check(!ruleIdIn(endText), `no rule ID in the end screen's visible words (${ruleIdIn(endText) || 'none'})`);
  const rows = await page.$$eval('#end-legends tbody tr', (rs) => rs.map((r) => ({ l: +r.dataset.legend,
    dealt: +r.querySelector('.dealt').textContent, taken: +r.querySelector('.taken').textContent,
    elims: +r.querySelector('.eliminations').textContent, out: +r.querySelector('.eliminated').textContent })));
  const t = fin.observation.record.totals;
  check(rows.length === fin.observation.legends.length && rows.every((r) => r.dealt === t.dealt[r.l] && r.taken === t.taken[r.l]
    && r.elims === t.eliminations[r.l] && r.out === t.eliminated[r.l]),
  `end screen: each legend's damage dealt ${t.dealt.join('/')}, taken ${t.taken.join('/')}, eliminations ${t.eliminations.join('/')} as the server's JSON`);
  check(await page.$('#rematch') !== null, 'the end screen offers a rematch');

  // ---- the replay viewer ----
  const steps = fin.step;
  const mid = Math.floor(steps * 0.6);
  const boardAt = async () => page.$$eval('svg g.legend', (gs) => gs.map((g) => ({ l: +g.dataset.legend,
    cx: +g.querySelector('circle').getAttribute('cx'), cy: +g.querySelector('circle').getAttribute('cy') })));
  const expectStep = async (n, seat, what) => {
    await page.waitForSelector(`#replay[data-step="${n}"][data-seat="${seat}"]`, { timeout: 10000 });
    const want = (await api(server, 'GET', `/api/matches/${id}/replay?step=${n}&seat=${seat}`)).json;
    const got = await boardAt();
    const onMap = want.observation.legends.map((l, i) => ({ l, i })).filter(({ l }) => l.on_map);
    const same = got.length === onMap.length && onMap.every(({ l, i }) => got.some((g) => g.l === i && g.cx === M + l.x * CS + CS / 2 && g.cy === M + l.y * CS + CS / 2));
    const dec = await page.textContent('#replay-decision');
    check(same && (!want.decision || dec.includes(want.decision.prompt)), `replay ${what}: step ${n} (${seat}), its board and decision`);
  };
  await page.click('#open-replay');
  await expectStep(steps, 'spectator', 'opened at the end');
  await page.goto(`${server.url}#/replay/${id}?step=${mid}`);
  await expectStep(mid, 'spectator', 'opened at a step');
  await page.click('#replay-forward');
  await expectStep(mid + 1, 'spectator', 'forward');
  await page.click('#replay-back');
  await expectStep(mid, 'spectator', 'back');
  await page.click('#replay-back');
  await expectStep(mid - 1, 'spectator', 'back again');
  await page.keyboard.press('ArrowRight');
  await expectStep(mid, 'spectator', 'the right arrow key');
  await page.selectOption('#replay-seat', '1');
  await expectStep(mid, '1', "by the bot's seat's eyes (the match is over)");
  const hands = await page.$$eval('#legends .legend-board .hand', (x) => x.length);
  check(hands > 0, "the bot's squad's hands are shown by its seat's eyes");
  await shot(page, 'turnview-04-replay');
  await page.click('#replay-play');
  await page.waitForSelector(`#replay[data-step="${mid + 1}"]`, { timeout: 5000 });
  check(true, 'play steps on by itself');
  check(errors.length === 0, `no script errors (${errors.join('; ')})`);
});
