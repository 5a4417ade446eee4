// guide.mjs — the guided first game, the rules reference (docs/client.md):
//
//   1. the rules reference on its own page (#/rules): the areas as a table
//      of contents, a search by ID (SHOOT-12, "shoot 12") and by words, a
//      rule's address (#/rules/EX-LOS-3) opening it highlighted, "Beta
//      differs" and "Unclear" notes shown as such;
//   2. "Learn to play" in the lobby: the books' first game (SETUP-10,
//      DRAFT-9: Battle Royale, Crossroads, the Ring, the fixed squads)
//      against the easy bot, played to the end through the page. Every
//      guide card is dismissed ("Got it"); each kind of decision met must
//      have shown its card (web/guide.json) when it first came, and no
//      card twice; a card's rule link opens the reference at that rule
//      over the match, and "Back to the match" returns to it, as a
//      decision's "why" link does; the guide
//      hidden stays hidden after a reload, and the Guide button opens it
//      again.
//
// node tests/e2e/guide.mjs build/ringfall OUTDIR (ctest e2e_guide).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { main, check, shot, newPage, openLobby, options, makeRng, waitStepChange, clickOption } from './lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const guide = JSON.parse(readFileSync(path.join(here, '../../web/guide.json'), 'utf8')).cards;
const next = makeRng(2024);

async function rulesReference(browser, server) {
  const { page, errors } = await newPage(browser);
  await page.goto(`${server.url}/#/rules`);
  await page.waitForSelector('#rules-toc a[data-area]');
  const areas = await page.$$eval('#rules-toc a[data-area]', (as) => as.map((a) => a.dataset.area));
  check(areas.length === 65 && areas.includes('SHOOT') && areas.includes('RING'), `the table of contents lists the 65 areas (${areas.length})`);
  await page.fill('#rules-search', 'SHOOT-12');
  let first = await page.getAttribute('#rules-results .rule', 'data-rule');
  check(first === 'SHOOT-12', `a search by ID finds the rule first (${first})`);
  await page.fill('#rules-search', 'shoot 12');
  first = await page.getAttribute('#rules-results .rule', 'data-rule');
  check(first === 'SHOOT-12', `"shoot 12" finds SHOOT-12 first (${first})`);
  await page.fill('#rules-search', 'knockdown shield');
  const found = await page.$$eval('#rules-results .result', (rs) => rs.map((r) => [r.querySelector('.rule').dataset.rule, r.textContent.toLowerCase()]));
  const holds = ([id, t]) => id.startsWith('KO-') || (t.includes('knockdown') && t.includes('shield'));   // KO: "Knockdown shield"
  check(found.length > 5 && found.some(([id]) => id === 'KO-1') && found.some(([id]) => id === 'GEAR-11') && found.every(holds),
    `a search by words finds the rules holding them (the area's title counts), KO-1 and GEAR-11 among them (${found.length})`);
  await page.fill('#rules-search', 'zzzz nothing like this');
  check((await page.textContent('#rules-results h3')) === 'No rule found', 'a search that finds nothing says so');
  await page.fill('#rules-search', '');
  await page.click('#rules-toc a[data-area="RING"]');
  await page.waitForSelector('#area-RING');
  check((await page.$$('#area-RING .rule')).length === 9 + 2, 'an area of the contents shows its rules and examples (RING: 9 + 2)');
  await page.goto(`${server.url}/#/rules/EX-LOS-3`);
  await page.waitForSelector('.rule.current');
  check(await page.getAttribute('.rule.current', 'data-rule') === 'EX-LOS-3', 'a rule\'s address opens it, highlighted');
  await page.goto(`${server.url}/#/rules/STAGE1-7`);
  await page.waitForSelector('.rule.current');
  const notes = await page.$$eval('.rule.current .rule-note', (ns) => ns.map((n) => n.dataset.note));
  check(notes.includes('beta') && notes.includes('unclear'), `"Beta differs" and "Unclear" notes are shown as such (${notes})`);
  await shot(page, 'guide-01-rules');
  check(errors.length === 0, `no script errors in the reference ${errors.join('; ')}`);
  await page.close();
}

// The pending decision's kind, through the API with the page's own token.
const kindNow = (page) => page.evaluate(async () => {
  const id = location.hash.split('/')[2];
  const tok = JSON.parse(localStorage.getItem(`ringfall.match.${id}`))['0'];
  const p = await (await fetch(`/api/matches/${id}/pending`, { headers: { Authorization: `Bearer ${tok}` } })).json();
  return p.yours ? p.pending.kind_name : null;
});

const PREFER = [/\bdone\b/, /: equip (?!.*replacing)/, /^put it in the backpack/, /^enter /, /^activate /, /^with /];

async function chooseOne(page) {
  const opts = await options(page);
  const labels = opts.map((o) => o.label);
  const stepBefore = await page.getAttribute('.match', 'data-step');
  let i = labels.findIndex((l) => l === 'Shoot');
  if (i < 0 && labels.includes('Move 2') && next(3) > 0) i = labels.indexOf('Move 2');
  for (const re of PREFER) if (i < 0) i = labels.findIndex((l) => re.test(l));
  if (i < 0) i = next(opts.length);
  await clickOption(page, opts[i].index);   // unfolds the whole list; answers a question asked once
  await waitStepChange(page, stepBefore);
}

async function firstGame(browser, server) {
  const { page, errors } = await newPage(browser);
  await openLobby(page, server);
  await page.click('#learn-play');
  await page.waitForSelector('.match');
  const id = +(await page.evaluate(() => location.hash.split('/')[2]));
  const summary = await (await fetch(`${server.url}/api/matches/${id}`)).json();
  check(summary.mode === 'BR' && summary.map === 'crossroads' && summary.ring && summary.start === 'stages' &&
    summary.seats[1].kind === 'easy', 'Learn to play: Battle Royale, Crossroads, the Ring, first-game squads, against the easy bot');
  const shown = [];            // card ids in the order they came
  const firstOf = new Map();   // decision kind -> cards shown before it was first decided
  let linked = false, hidden = false, why = false, decisions = 0;
  for (let n = 0; n < 3000; n++) {
    await page.waitForSelector('#options li:not(.folded) button, #show-all, #game-over, #guide-card, #guide-open', { timeout: 30000 });
    const card = await page.$('#guide-card');
    if (card) {
      const cid = await card.getAttribute('data-card');
      shown.push(cid);
      if (!linked) {          // a rule of the card: the reference over the match, and back
        const rule = await page.getAttribute('#guide-card a.rule-link', 'data-rule');
        const stepBefore = await page.getAttribute('.match', 'data-step');
        await page.click('#guide-card a.rule-link');
        await page.waitForSelector('#rules-over .rule.current');
        check(await page.getAttribute('#rules-over .rule.current', 'data-rule') === rule &&
          await page.evaluate(() => location.hash) === `#/rules/${rule}`, `the guide's link opens the reference at ${rule}`);
        await shot(page, 'guide-03-rule-from-card');
        await page.click('#rules-close');
        await page.waitForSelector('#rules-over', { state: 'detached' });
        check(await page.getAttribute('.match', 'data-step') === stepBefore && await page.$('#guide-card'),
          '"Back to the match": the same step, the guide card still there');
        linked = true;
      }
      if (shown.length === 1) await shot(page, 'guide-02-first-card');
      if (shown.length === 3 && !hidden) {   // hidden: stays so after a reload; the Guide button brings it back
        await page.click('#guide-hide');
        await page.waitForSelector('#guide-open');
        await page.reload();
        await page.waitForSelector('.match');
        await page.waitForSelector('#guide-open');
        check(!(await page.$('#guide-card')), 'the guide hidden stays hidden after a reload');
        await page.click('#guide-open');
        await page.waitForSelector('#guide-card');
        check(await page.getAttribute('#guide-card', 'data-card') === cid, 'the Guide button opens the last card again');
        shown.pop();
        hidden = true;
        continue;
      }
      await page.click('#guide-ok');
      await page.waitForSelector(`#guide-card[data-card="${cid}"]`, { state: 'detached' });
      continue;
    }
    if (await page.$('#game-over')) break;
    const kind = await kindNow(page);
    if (!kind) { await page.waitForTimeout(100); continue; }
    if (!firstOf.has(kind)) firstOf.set(kind, new Set(shown));
    // an option citing a rule may be folded out of the short list (steps.js): the whole list shows it
    if (!why && !(await page.$('#decision details.why a.rule-link')) && await page.$('#show-all[aria-expanded="false"]')) await page.click('#show-all');
    if (!why && await page.$('#decision details.why a.rule-link')) {     // a decision's "why" opens the reference at its rule
      await page.click('#decision details.why summary');
      const rule = decodeURIComponent((await page.getAttribute('#decision details.why a.rule-link', 'href')).split('/').pop());
      await page.click('#decision details.why a.rule-link');
      await page.waitForSelector('#rules-over .rule.current');
      check(await page.getAttribute('#rules-over .rule.current', 'data-rule') === rule, `a decision's "why" opens the reference at ${rule}`);
      await page.click('#rules-close');
      await page.waitForSelector('#rules-over', { state: 'detached' });
      await page.waitForSelector('#options li:not(.folded) button, #show-all');
      why = true;
    }
    await chooseOne(page);
    decisions++;
  }
  await page.waitForSelector('#game-over', { timeout: 5000 });
  // the end's card, if the loop has not met it yet, comes after the end
  // screen: waited for (a fixed 500 ms before, also when it had come);
  // if it never comes, the "over" check below says so
  if (!shown.includes('over')) await page.waitForSelector('#guide-card', { timeout: 5000 }).catch(() => {});
  if (await page.$('#guide-card')) { shown.push(await page.getAttribute('#guide-card', 'data-card')); await shot(page, 'guide-04-end'); }
  const twice = shown.filter((c, i) => shown.indexOf(c) !== i);
  check(twice.length === 0, `no guide card came twice (${shown.join(', ')})`);
  const missing = [...firstOf].filter(([kind, before]) => {
    const c = guide.find((g) => g.when === kind);
    return c && !before.has(c.id);
  }).map(([k]) => k);
  check(missing.length === 0, `each kind of decision showed its card when it first came (${[...firstOf.keys()].join(', ')}; missing: ${missing.join(', ')})`);
  for (const moment of ['start', 'aim', 'over']) check(shown.includes(moment), `the guide's "${moment}" card came`);
  check(why, 'a decision showed its rules behind a "why"');
  check(decisions > 20, `the first game was played to the end through the page (${decisions} decisions)`);
  const rules = await (await fetch(`${server.url}/api/rules`)).json();
  const ids = new Set(rules.areas.flatMap((a) => a.rules.map((r) => r.id)));
  const unknown = guide.flatMap((c) => c.rules).filter((r) => !ids.has(r));
  check(unknown.length === 0, `every rule a guide card names is in the reference (${unknown.join(', ')})`);
  check(errors.length === 0, `no script errors in the page ${errors.join('; ')}`);
  await page.close();
}

await main('guide.mjs', async ({ browser, server }) => {
  await rulesReference(browser, server);
  await firstGame(browser, server);
});
