// hotseat.mjs — hot seat passes the device only when it must
// (docs/client.md, "Hot seat"; web/js/hotseat.js): a drafted 2 vs 2 match
// of two humans in one browser (seed 5), created in the lobby and played
// through the page for 40 decisions (the colour choice, the draft, Stage 1,
// Stage 2 and into the rounds). The pass screen must never come between
// public decisions (the colour choice, DRAFT-2; the draft picks, DRAFT-6:
// the last pick is followed by a pass, as Stage 1's pools are hidden), and must
// come at each change of seat once a seat holds hidden information (its
// Stage 1 pool, backpack, hand); so there are fewer passes than changes of
// seat (the old page passed at every one: 11 in 34 decisions).
//
// node tests/e2e/hotseat.mjs build/ringfall OUTDIR (ctest e2e_hotseat).
import { main, check, shot, newPage, openLobby, makeRng, choosePreferred } from './lib.mjs';

const next = makeRng(77);
const PREFER = [/\bdone\b/, /: equip (?!.*replacing)/, /^put it in the backpack/, /^enter /, /^activate /];

await main('hotseat.mjs', async ({ browser, server }) => {
  const { page, errors } = await newPage(browser);
  await openLobby(page, server);
  await page.selectOption('#start', 'draft');
  await page.fill('#seed', '5');
  await page.selectOption('#seat0', 'human');
  await page.selectOption('#seat1', 'human');
  await page.click('#create');
  await page.waitForSelector('.match, #pass');
  const id = +(await page.evaluate(() => location.hash.split('/')[2]));
  const summary = async () => (await fetch(`${server.url}/api/matches/${id}`)).json();
  let passes = 0, changes = 0, decisions = 0, lastKind = null, lastSeat = null;
  const afterPublic = [], kinds = [];
  while (decisions < 40) {
    await page.waitForSelector('#options li:not(.folded) button, #show-all, #game-over, #pass', { timeout: 30000 });
    if (await page.$('#game-over')) break;
    const s = await summary();
    if (await page.$('#pass')) {
      passes++;
      const pub = (k) => k === 'COLOUR' || k === 'DRAFT';      // DRAFT-2, DRAFT-6: public
      if (pub(lastKind) && pub(s.pending.kind_name)) afterPublic.push(`${lastKind} → ${s.pending.kind_name} (step ${s.step})`);
      const hidden = !(await page.$('.hand')) && !(await page.$('.backpack')) && !(await page.$('#log-lines'));
      check(hidden, `pass ${passes} (after ${lastKind}): no hand, backpack or log on the pass screen`);
      if (passes === 1) await shot(page, 'hotseat-01-pass');
      await page.click('#pass-ready');
      await page.waitForSelector('#options li:not(.folded) button, #show-all, #game-over');
      continue;
    }
    const viewer = +(await page.getAttribute('.match', 'data-viewer'));
    check(viewer === s.pending.seat, `the page shows the seat that decides (step ${s.step}: seat ${viewer}, decides ${s.pending.seat})`);
    if (lastSeat !== null && s.pending.seat !== lastSeat) changes++;
    lastKind = s.pending.kind_name;
    lastSeat = s.pending.seat;
    kinds.push(lastKind);
    await choosePreferred(page, PREFER, next);
    decisions++;
  }
  await shot(page, 'hotseat-02-after');
  console.log(`hot seat: ${passes} passes, ${changes} changes of seat in ${decisions} decisions (${[...new Set(kinds)].join(', ')})`);
  check(kinds.includes('DRAFT') && kinds.includes('LOADOUT') && kinds.includes('ENTRANCE'),
    'the decisions went through the draft, Stage 1 and Stage 2');
  check(afterPublic.length === 0, `no pass between public decisions (colour choice, draft picks): ${afterPublic.join(', ') || 'none'}`);
  check(passes > 0 && passes < changes, `fewer passes than changes of seat (${passes} < ${changes}), but some: hidden information is still guarded`);
  check(errors.length === 0, `no script errors in the page ${errors.join('; ')}`);
});
