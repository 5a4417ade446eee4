// champions.mjs — Champions in the browser (docs/client.md, docs/modes.md;
// issue 7): node champions.mjs RINGFALL OUTDIR
//   1. a Champions match is created in the lobby (the mode offered by
//      GET /api/modes; no squad size sent: 2 champions against 4
//      challengers, CHAMP-1), human against the heuristic bot, fixed seed;
//      the human seat takes red, the champions;
//   2. it is played to the end through the page: fully kitted cards
//      (RF_OPT_KITTED, CHAMP-10) and feat cards (RF_OPT_FEAT, CHAMP-10,
//      CHAMP-18, CHAMP-19) chosen by clicking the cards shown, the
//      champions brought in by clicking a space of the board
//      (RF_OPT_CHAMP_AT, CHAMP-11 (2)), other decisions by the board or
//      the option buttons;
//   3. the page shows the Boss boards (70/70 dial, printed items, the
//      active feat card with its words, CHAMP-7, CHAMP-16, CHAMP-18), the
//      own champions' feat hand, the mode board's goals (CHAMP-3); a
//      spectator sees the hand's size only (CHAMP-10).
// Screenshots at key moments in OUTDIR. The choices follow a seeded
// generator: a run is the same match each time.
import { main, check, shot, newPage, openLobby, options, prompt, step, waitTurn, waitStepChange,
  clickOption, settle, makeRng } from './lib.mjs';

const next = makeRng(777);
const seen = { kitted: 0, feat: 0, placed: 0, board: 0, button: 0 };

// One choice through the page: a card of the Champions choices, a
// highlighted space or legend on the board, or an option button.
async function chooseOne(page) {
  const before = await step(page);
  const text = await prompt(page);
  const opts = await options(page);
  const cards = await page.$$('#champ-choices [data-index]');
  const cells = await page.$$('svg .choice');
  if (/which colour/.test(text)) {
    await clickOption(page, opts.find((o) => /^red/.test(o.label)).index);   // the champions
    seen.button++;
  } else if (cards.length) {
    const kitted = /fully kitted/.test(text) || (await cards[0].evaluate((e) => e.classList.contains('kitted')));
    await cards[next(cards.length)].click();
    seen[kitted ? 'kitted' : 'feat']++;
  } else if (cells.length && /brought in|where to\?|choose a target/.test(text)) {
    await cells[next(cells.length)].click();
    if (await page.$('#menu')) await page.click('#menu button');
    seen[/brought in/.test(text) ? 'placed' : 'board']++;
  } else {
    const shoot = opts.findIndex((o) => o.label === 'Shoot' || /^with /.test(o.label));
    const pick = shoot >= 0 && next(2) ? opts[shoot] : opts[next(opts.length)];
    await clickOption(page, pick.index);
    seen.button++;
  }
  await settle(page, before);   // a question asked once (steps.js) answered Yes
}

// The lobby's create form: Champions, seed 11, 4 rounds, human vs bot.
async function createMatch(page, server) {
  await openLobby(page, server);
  await page.selectOption('#mode', 'CHAMP');
  await page.fill('#seed', '11');
  await page.fill('#rounds', '4');
  await page.selectOption('#seat0', 'human');
  await page.selectOption('#seat1', 'normal');
  await page.click('#create');
  await page.waitForSelector('.board-box svg');
  const id = +/(\d+)$/.exec(page.url())[1];
  const m = await (await fetch(`${server.url}/api/matches/${id}`)).json();
  check(m.mode === 'CHAMP' && JSON.stringify(m.sizes) === '[2,4]',
    `the lobby creates a Champions match of 2 against 4 (${m.mode} ${JSON.stringify(m.sizes)})`);
  return id;
}

async function playChampions(browser, server) {
  const { page, errors } = await newPage(browser);
  const id = await createMatch(page, server);
  await shot(page, 'champ-01-joined');
  let bossShown = false, spectated = false;
  for (let n = 0; n < 1500; n++) {
    await waitTurn(page);
    if (await page.$('#game-over')) break;
    if (!seen.kitted && !seen.feat && (await page.$('#champ-choices'))) await shot(page, 'champ-02-card-choice');
    if (!seen.placed && /brought in/.test(await prompt(page))) await shot(page, 'champ-03-bring-in');
    if (!bossShown && (await page.$$('.boss-board .feat-active .feat-card')).length === 2) {
      bossShown = true;
      await shot(page, 'champ-04-boss-boards');
      await checkBossBoards(page);
    }
    if (bossShown && !spectated) {
      spectated = true;
      await spectate(browser, server, id);
    }
    await chooseOne(page);
  }
  check(!!(await page.$('#game-over')), 'the Champions match was played to the end through the page');
  await shot(page, 'champ-05-game-over');
  check(bossShown, 'the Boss boards showed both champions\' active feat cards');
  check(seen.kitted >= 4, `fully kitted cards chosen by clicking them (${seen.kitted}, CHAMP-10)`);
  check(seen.feat >= 6, `feat cards chosen by clicking them (${seen.feat}, CHAMP-10, CHAMP-18)`);
  check(seen.placed === 2, `both champions brought in by clicking a space of the board (${seen.placed}, CHAMP-11)`);
  console.log(`  choices: ${JSON.stringify(seen)}`);
  check(errors.length === 0, `no script errors in the page ${errors.join('; ')}`);
  const summary = await (await fetch(`${server.url}/api/matches/${id}`)).json();
  check(summary.over === true, `the server has match ${id} over (${summary.winner})`);
  await page.close();
}

// What the champions' own seat sees (CHAMP-7, CHAMP-16, CHAMP-18, CHAMP-3).
async function checkBossBoards(page) {
  const health = await page.$$eval('.legend-board', (bs) => bs.filter((b) => b.querySelector('.boss-board'))
    .map((b) => b.querySelector('.bar.health').getAttribute('title')));
  check(health.length === 2 && health.every((t) => /\/70$/.test(t)), `the champions' dials go to 70 (${health.join(', ')})`);
  const ammo = await page.$$eval('.legend-board', (bs) => bs.filter((b) => b.querySelector('.boss-board'))
    .map((b) => `${b.querySelector('.weapons').textContent}${b.querySelector('.backpack, .gear') ? ' + loot tokens' : ''}`));
  check(ammo.length === 2 && ammo.every((t) => /unlimited ammo/.test(t) && !/loot tokens/.test(t)),
    `the champions' weapons show unlimited ammo (CHAMP-13) and no backpack (CHAMP-21): ${ammo.join('; ')}`);
  const spaces = await page.$$eval('.boss-board .boss-spaces .tok', (a) => a.length);
  check(spaces >= 10, `the Boss boards show their printed items (${spaces})`);
  const active = await page.textContent('.boss-board .feat-active .feat-card');
  check(!/B-F-\d/.test(active) && /Bottom:/.test(active), `the active feat card is face up with its name and words, no id (${active.slice(0, 60)})`);
  check((await page.$$('.boss-board .feat-hand')).length === 2, 'the champions\' own seat sees their feat hands');
  const goals = await page.textContent('#champions');
  check(/challengers win with 2 VP/.test(goals) && /champions win with 4 VP/.test(goals), `the mode board shows the goals (${goals.slice(0, 100)})`);
}

// A browser without a token: the hands' sizes only (CHAMP-10).
async function spectate(browser, server, id) {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(`${server.url}/#/match/${id}`);
  await page.waitForSelector('.boss-board');
  check((await page.$$('.feat-hand')).length === 0 && (await page.$$('.feat-hand-size')).length === 2,
    'a spectator sees the size of each champion\'s feat hand, not the cards');
  await shot(page, 'champ-06-spectator');
  await ctx.close();
}

await main('champions.mjs', async ({ browser, server }) => {
  await playChampions(browser, server);
});
