// guide-together.mjs — the guided first game, hot seat and the phone
// layout with two players in one squad (issue 16; docs/client.md, "The
// guided first game", "Hot seat"): node guide-together.mjs RINGFALL OUTDIR
// (ctest e2e_guide_together).
//
// On a 390×844 phone, "Learn together (2 players)" starts the books' first
// game with two players in one squad, one legend each (R-PLAYERS-1), both
// on this device, against the easy bot; the page is played through its
// buttons into the rounds until each player has chosen an action. Checked:
//   - each player meets each guide card once, the first time that player
//     has that kind of decision: the second player gets the Stage 1 card
//     even though the first dismissed it (the guide's "seen" was the
//     match's, not the player's); a card is the shown player's own;
//   - the guide's moments count the player's own legend only: a
//     squadmate's legend knocked down or outside the ring is not
//     "knocked" or "ring" for this player (happening());
//   - hot seat between the two squadmates: no pass in Stage 1 (they see
//     each other's pools and read the same squad lines, R-PLAYERS-2),
//     a pass at a change of player once their hands differ (from Stage 2);
//     the pass screen shows no hand, no log and no guide card;
//   - the phone: no horizontal scrolling, the players line names both
//     players, the pass button is a tap target of at least 44 px.
// Screenshots guide-together-*.png in OUTDIR.
import { main, check, shot, newPage, openLobby, makeRng, choosePreferred } from './lib.mjs';

const next = makeRng(99);
const PREFER = [/\bdone\b/, /: equip (?!.*replacing)/, /^put it in the backpack/, /^enter /, /^activate /];
const PHONE = { width: 390, height: 844 };

await main('guide-together.mjs', async ({ browser, server, ctx }) => {
  const { outDir } = ctx;
  const { page, errors } = await newPage(browser, PHONE);
  await openLobby(page, server);
  await page.click('#learn-together');
  await page.waitForSelector('.match, #pass');
  const id = +(await page.evaluate(() => location.hash.split('/')[2]));
  const summary = async () => (await fetch(`${server.url}/api/matches/${id}`)).json();
  const cards = Object.fromEntries((await (await fetch(`${server.url}/guide.json`)).json()).cards.map((c) => [c.when, c.id]));

  const seen = { 0: [], 1: [] };               // the cards each player was shown, in order
  const decided = { 0: new Set(), 1: new Set() };
  const stage1Passes = [], laterPasses = [], cardOnPass = [], overflow = [], wrongCard = [];
  let changes = 0, stage1Changes = 0, lastSeat = null, lastStage = null, decisions = 0, names = '', passTap = 0, shots = 0;
  const overflows = () => page.evaluate(() => document.documentElement.scrollWidth > innerWidth + 1);
  while (decisions < 160 && !(decided[0].has('ACTION') && decided[1].has('ACTION'))) {
    await page.waitForSelector('#options li:not(.folded) button, #show-all, #action-bar button, #game-over, #pass', { timeout: 30000 });
    if (await page.$('#game-over')) break;
    const s = await summary();
    if (await page.$('#pass')) {
      const to = s.pending.waiting;
      (lastStage === 'stage1' ? stage1Passes : laterPasses).push(`${lastSeat} → ${to}`);
      check(!(await page.$('.hand')) && !(await page.$('#log-lines')), `pass to player ${to + 1}: no hand or log on the pass screen`);
      if (await page.isVisible('#guide-card')) cardOnPass.push(s.step);
      passTap = Math.max(passTap, (await page.$eval('#pass-ready', (b) => b.getBoundingClientRect().height)));
      if (await overflows()) overflow.push(`pass at ${s.step}`);
      if (!shots++) await shot(page, 'guide-together-01-pass-390x844');
      await page.click('#pass-ready');
      await page.waitForSelector('.match');
      continue;
    }
    const viewer = +(await page.getAttribute('.match', 'data-viewer'));
    if (await page.isVisible('#guide-card')) {
      const c = await page.$eval('#guide-card', (e) => ({ card: e.dataset.card, seat: +e.dataset.seat }));
      if (c.seat !== viewer) wrongCard.push(`${c.card} of player ${c.seat + 1} shown to player ${viewer + 1}`);
      seen[viewer].push(c.card);
      // the phone's screen as the player sees it (docs/img/guide-together-card-390x844.png)
      if (seen[viewer].length === 2) await page.screenshot({ path: `${outDir}/guide-together-02-card-player${viewer + 1}-390x844.png` });
      await page.click('#guide-ok');
      continue;
    }
    const stage = (await (await fetch(`${server.url}/api/matches/${id}/state`)).json()).observation.match?.stage;
    if (!names) names = await page.textContent('.players').catch(() => '');
    if (await overflows()) overflow.push(`step ${s.step}`);
    const kind = s.pending.kind_name;
    if (lastSeat !== null && viewer !== lastSeat) { changes++; if (stage === 'stage1' && lastStage === 'stage1') stage1Changes++; }
    check(viewer === s.pending.waiting, `the page shows the player the decision waits for (step ${s.step}: player ${viewer + 1}, waits for ${s.pending.waiting + 1})`);
    decided[viewer].add(kind);
    lastSeat = viewer;
    lastStage = stage;
    await choosePreferred(page, PREFER, next);
    decisions++;
  }
  await shot(page, 'guide-together-03-rounds-390x844');
  console.log(`player 1's cards: ${seen[0].join(' ')}; player 2's: ${seen[1].join(' ')}`);
  console.log(`passes in Stage 1: ${stage1Passes.length}, later: ${laterPasses.length} (${laterPasses.join(', ')}); ${changes} changes of player in ${decisions} decisions`);
  check(decided[0].has('ACTION') && decided[1].has('ACTION'), 'both players played into the rounds (each chose an action)');
  for (const k of [0, 1]) {
    const due = [...decided[k]].filter((kind) => cards[kind]).map((kind) => cards[kind]);
    const missing = due.filter((c) => !seen[k].includes(c));
    check(missing.length === 0, `player ${k + 1} got the card of each kind of decision they met (${due.join(', ')}; missing: ${missing.join(', ') || 'none'})`);
    check(new Set(seen[k]).size === seen[k].length, `player ${k + 1} got no card twice (${seen[k].join(', ')})`);
  }
  check(seen[0].includes('loadout') && seen[1].includes('loadout'), 'both players got the Stage 1 card');
  check(wrongCard.length === 0, `a card is its player's own (${wrongCard.join('; ') || 'ok'})`);
  check(cardOnPass.length === 0, `no guide card over the pass screen (${cardOnPass.join(', ') || 'none'})`);
  check(stage1Changes > 0 && stage1Passes.length === 0, `no pass between the squadmates in Stage 1, where the player changed ${stage1Changes} time(s): they see each other's pools (passes: ${stage1Passes.join(', ') || 'none'})`);
  check(laterPasses.length > 0, `a pass between the squadmates once their hands differ (${laterPasses.length})`);

  // the guide's moments: the player's own legend, not the squadmate's
  const moments = await page.evaluate(async () => {
    const g = await import('./js/guide.js');
    const lg = (o) => ({ squad: 'red', on_map: true, x: 5, y: 5, health: 70, death_boxes: 2, shield: 0, shield_max: 0, ...o });
    const ring = { west: 0, east: 9, north: 0, south: 9 };
    const view = (legends) => ({ viewer: 0, pending: null, obs: { round: 1, ring, legends, record: { shots: [] } } });
    return {
      mateHurt: g.happening(view([lg({ hand: [] }), lg({ health: 10, death_boxes: 1 })])),
      mateOut: g.happening(view([lg({ hand: [] }), lg({ x: 12 })])),
      ownHurt: g.happening(view([lg({ hand: [], health: 10, death_boxes: 1 }), lg({})])),
      ownOut: g.happening(view([lg({ hand: [], x: 12 }), lg({})])),
    };
  });
  check(!moments.mateHurt.includes('knocked') && !moments.mateOut.includes('ring'),
    `a squadmate's legend hurt or outside the ring is not the player's moment (${moments.mateHurt.join(' ')}; ${moments.mateOut.join(' ')})`);
  check(moments.ownHurt.includes('knocked') && moments.ownOut.includes('ring'), `the player's own legend hurt or outside the ring is (${moments.ownHurt.join(' ')}; ${moments.ownOut.join(' ')})`);

  const s = await summary();
  const both = s.seats.filter((x) => x.kind === 'human').map((x) => x.legends?.[0]).filter(Boolean);
  check(both.length === 2 && both.every((l) => names.includes(l)), `the players line names each player's legend on the phone (${names.replace(/\s+/g, ' ').trim()})`);
  check(overflow.length === 0, `no horizontal scrolling on the phone (${overflow.slice(0, 5).join(', ') || 'none'})`);
  check(passTap >= 44, `the pass button is a tap target of at least 44 px (${passTap})`);
  check(errors.length === 0, `no script errors in the page ${errors.join('; ')}`);
});
