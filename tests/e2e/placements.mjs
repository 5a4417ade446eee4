// placements.mjs — the decisions made by clicking a place on the board
// (issue 7; docs/client.md), in headless Chromium: node placements.mjs
// RINGFALL OUTDIR. The hot-seat matches of placements-policy.mjs's MATCHES
// are created in the lobby (fixed seeds) and both seats played with its
// policy (placements-seeds.mjs finds the seeds), at once in two pages;
// each goal's decision through the page, the others by the API:
//   1. Crossroads with the Ring, drafted: ability placements on an
//      intersection (Smoke Launcher, on several levels: a menu), a space
//      and a legend (ABIL-6, ABIL-8), a grenade throw that may be turned
//      (GRENADE-2, a menu), a reaction to a Shoot (REACT-1), an instant as
//      a legend respawns (Guardian Angel, INSTANT-1, EX-INSTANT-1) and the
//      respawn (RESP-4);
//   2. Dam without the Ring: Wraith's Melee Attack pushes Gibraltar off a
//      roof onto the respawn beacon below, and Gibraltar's player chooses
//      where it lands (PUSH-4, EX-MELEE-1).
// At each placement: the highlighted places on the board are exactly the
// places of the options (no more, no fewer); the place is clicked (and the
// menu answered when several options share it); then the legend, the
// miniature or the thrown grenade is where it was put, in the state JSON
// and in the SVG; a screenshot before and after.
import { main, check, shot, newPage, openLobby, options, step, waitTurn, waitStepChange, clickOption } from './lib.mjs';
import { MATCHES, choose, goalsOf, policyRng, placeKey } from './placements-policy.mjs';

const CS = 40, M = 24;                     // board.js: a space and the margin, in SVG units

async function createInLobby(page, server, m) {
  await openLobby(page, server);
  await page.selectOption('#map', m.map);
  await page.setChecked('#module-ring', m.ring);
  await page.selectOption('#start', m.start || 'stages');
  await page.fill('#seed', String(m.seed));
  await page.selectOption('#seat0', 'human');
  await page.selectOption('#seat1', 'human');
  await page.click('#create');
  await page.waitForFunction(() => /#\/match\/\d+$/.test(location.hash));
  return +/(\d+)$/.exec(page.url())[1];
}

function apiOf(server, id) {
  const get = async (p, token) => {
    const r = await fetch(`${server.url}/api/matches/${id}${p}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    return r.json();
  };
  const post = async (p, token, body) => {
    const r = await fetch(`${server.url}/api/matches/${id}${p}`, { method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    return { status: r.status, json: await r.json() };
  };
  return { get, post };
}

// The page at the step of the decision it is to show, by the eyes of the
// seat that decides, the pass-the-device screen answered whenever it comes
// in between (the page may show it more than once while it catches up with
// the choices sent by the API). The seat too: at the right step but still
// by the other seat's eyes, the page then drew the pass screen, and the
// test, looking for the match view, waited 30 s for it (failed once here).
async function atStep(page, st, seat) {
  const until = Date.now() + 30000;
  while (Date.now() < until) {
    const where = await page.evaluate(([x, k]) => {
      const b = document.querySelector('#pass-ready');
      if (b) { b.click(); return 'passed'; }
      const m = document.querySelector('.match');
      return m?.dataset.step === String(x) && m.dataset.viewer === String(k) ? 'there' : 'behind';
    }, [st, seat]);
    if (where === 'there') return;
    await page.waitForTimeout(where === 'passed' ? 100 : 50);
  }
  throw new Error(`the page did not reach step ${st}`);
}

// Hot seat: the pass-the-device screen, when it shows, is answered (its
// button is pressed in the page: the screen may be drawn again meanwhile,
// which a pointer click would wait out).
async function passDevice(page) {
  const passed = await page.evaluate(() => {
    const b = document.querySelector('#pass-ready');
    if (b) b.click();
    return !!b;
  });
  if (passed) await page.waitForSelector('.match');
  return passed;
}

// The board shown (after the pass-the-device screen if it came).
async function showBoard(page) {
  await passDevice(page);
  await page.waitForSelector('.match svg');
}

// The highlighted places are exactly the options' places; click the chosen
// one (and answer the menu when several options share it).
async function clickPlace(page, p, o) {
  const want = new Set(p.options.map((k) => placeKey(k)).filter(Boolean));
  const marks = await page.$$eval('svg .choice', (cs) => cs.map((c) => c.dataset.choice));
  const shown = new Set(marks);
  check(want.size === shown.size && [...want].every((k) => shown.has(k)) && marks.length === shown.size,
    `the board highlights exactly the ${want.size} places of the options, one mark each (${p.pending.prompt})`);
  check(await page.$eval(`#options button[data-index="${o.index}"]`, (b) => b.classList.contains('on-board')),
    `the option "${o.label}" is marked as on the board`);
  const key = placeKey(o);
  const sharing = p.options.filter((k) => placeKey(k) === key);
  await page.click(`svg .choice[data-choice="${key}"]`);
  if (sharing.length > 1) {
    await page.waitForSelector('#menu');
    const items = await page.$$eval('#menu button[data-index]', (bs) => bs.map((b) => +b.dataset.index));
    check(items.length === sharing.length && sharing.every((k) => items.includes(k.index)),
      `clicking ${key} opens a menu of its ${sharing.length} options`);
    await page.click(`#menu button[data-index="${o.index}"]`);
  }
  return { key, menu: sharing.length > 1 };
}

// A reaction to a Shoot (REACT-1) says "You are being shot at!"; an
// instant as a legend respawns (INSTANT-1) asks its question, and nobody is
// shooting. Their cards are buttons, not places on the board.
async function prompted(page, p, goal) {
  const react = goal === 'react';
  const banner = await page.textContent(react ? '#reaction' : '#instant').catch(() => '');
  check(banner.includes(p.pending.prompt) && /You are being shot at!/.test(banner) === react &&
    (react || !(await page.$('#reaction'))), `${goal}: the banner says "${banner}"`);
  const opts = await options(page);
  check(opts.length === p.options.length && opts.every((k) => !k.onBoard),
    `${goal}: the ${opts.length} options are buttons (${opts.map((k) => k.label).join('; ')})`);
}

// Where a legend's disc is drawn on the board.
async function discAt(page, legend) {
  const c = await page.$(`svg g.legend[data-legend="${legend}"] circle`);
  if (!c) return null;
  const x = +(await c.getAttribute('cx')), y = +(await c.getAttribute('cy'));
  return [(x - M - CS / 2) / CS, (y - M - CS / 2) / CS];
}

// After a placement: the state JSON and the SVG show it (obs: the
// decider's observation before the choice).
async function afterPlacement(page, api, goal, { p, o, obs, key, tokens }, name) {
  const pub = (await api.get('/state')).observation;
  const l = p.pending.legend;
  const [x, y] = key.split(',').map(Number);
  if (goal === 'respawn' || goal === 'push') {
    const lg = pub.legends[l];
    check(lg.on_map && lg.x === x && lg.y === y, `${goal}: ${lg.name} is on ${key} in the state (${lg.x},${lg.y})`);
    await showBoard(page);
    const at = await discAt(page, l);
    check(at && at[0] === x && at[1] === y, `${goal}: ${lg.name}'s disc is drawn on ${key} (${at})`);
    if (goal === 'push') {               // the last action stays drawn after the device is passed
      const was = obs.legends[l], c = (v) => String(M + v * CS + CS / 2);
      const arrows = await page.$$eval('svg line.last-move', (ls) => ls.map((k) => ['x1', 'y1', 'x2', 'y2'].map((a) => k.getAttribute(a)).join(' ')));
      check(arrows.includes([c(was.x), c(was.y), c(x), c(y)].join(' ')), `push: an arrow from ${was.x},${was.y} to ${key} on the board after the pass (${arrows})`);
    }
  } else if (goal === 'ability') {
    const mine = (pub.ability_miniatures || []).filter((m) => m.legend === l);
    const placed = (m) => (m.point ? `@${m.point[0]},${m.point[1]}` : m.space ? `${m.space[0]},${m.space[1]}` : `legend-${m.attached}`);
    check(mine.some((m) => placed(m) === key), `ability: ${pub.legends[l].name}'s miniature is on ${key} in the state (${mine.map(placed)})`);
    await showBoard(page);
    const drawn = await page.$$eval(`svg .mini[data-legend="${l}"]`, (ms) => ms.map((m) => m.dataset.place));
    const want = key.startsWith('legend-') ? `on-${key.slice(7)}` : key;
    check(drawn.includes(want), `ability: the miniature is drawn on ${key} (${drawn})`);
  } else if (goal === 'grenade') {
    const seat = p.pending.seat;
    const grenades = (lg) => (lg.backpack || []).filter((t) => t && /grenade/.test(t.id)).length;
    const own = (await api.get('/state', tokens[seat])).observation.legends[l];
    check(grenades(own) === grenades(obs.legends[l]) - 1,
      `grenade: the grenade left ${own.name}'s backpack (${grenades(obs.legends[l])} → ${grenades(own)}, GRENADE-8)`);
    const log = (await api.get('/log?since=0', tokens[seat])).lines.map((k) => k.text).join('\n');
    check(log.includes(`-> ${o.label}`), `grenade: the log has the throw "${o.label}"`);
    await showBoard(page);
    check((await page.textContent('#log-lines')).includes(o.label), 'grenade: the page\'s log shows the throw');
  }
  await shot(page, name);
}

async function play(browser, server, m) {
  const { page, errors } = await newPage(browser);
  const id = await createInLobby(page, server, m);
  const tokens = await page.evaluate((i) => JSON.parse(localStorage.getItem(`ringfall.match.${i}`)), id);
  check(tokens && tokens[0] && tokens[1], `${m.name}: both seats are held in this browser (hot seat)`);
  const api = apiOf(server, id);
  const next = policyRng(m.seed);
  const seen = new Set();         // the goals reached (m.goals)
  let n = 0, shots = 0;
  let viaPage = 0;
  for (; n < 400 && !m.goals.every((g) => seen.has(g)); n++) {
    const s = await api.get('');
    if (s.over) break;
    const p = await api.get('/pending', tokens[s.pending.seat]);
    const obs = (await api.get('/state', tokens[s.pending.seat])).observation;
    const i = choose(p, next, obs, m.plan);
    const o = p.options[i];
    const goals = goalsOf(p, i);
    if (process.env.TRACE) console.log(n, p.step, p.pending.prompt, '=>', o.label, goals);
    // The decisions on the way to the goals (the draft, Stage 1, moves...)
    // are the test's means, not its object, and every other browser test
    // clicks such options: they are sent by the API with the seat's token
    // (the same choice, so the same match); the page follows them on its
    // event stream and makes every goal's decision itself, from the board.
    const goal = goals.length && (placeKey(o) || goals.includes('react') || goals.includes('instant'));
    if (!goal) {
      const r = await api.post('/choose', tokens[s.pending.seat], { index: i, step: p.step });
      if (r.status !== 200) throw new Error(`${m.name}: choosing "${o.label}" at step ${p.step} was refused: ${r.status} ${JSON.stringify(r.json)}`);
      continue;
    }
    await atStep(page, p.step, p.pending.seat);
    await waitTurn(page);
    viaPage++;
    const before = await step(page);
    if (placeKey(o) && goals.length) {
      const [variant] = goals, goal = variant.replace(/-.*/, '');
      const first = !seen.has(variant);
      if (first) await shot(page, `${m.name}-${++shots}-${variant}-choices`);
      const { key, menu } = await clickPlace(page, p, o);
      await waitStepChange(page, before);
      if (first) await afterPlacement(page, api, goal, { p, o, obs, key, tokens }, `${m.name}-${shots}-${variant}-placed`);
      check(menu === goals.includes(`menu-${goal}`), `a menu came exactly when several options share the place (${key})`);
      goals.forEach((g) => seen.add(g));
    } else if (goals.includes('react') || goals.includes('instant')) {
      const [goal] = goals;
      await prompted(page, p, goal);
      if (!seen.has(goal)) await shot(page, `${m.name}-${++shots}-${goal}-prompt`);
      await clickOption(page, o.index);
      await waitStepChange(page, before);
      const log = (await api.get('/log?since=0', tokens[p.pending.seat])).lines.map((k) => k.text).join('\n');
      check(log.includes(`-> ${o.label}`), `${goal}: the log has "${o.label}"`);
      seen.add(goal);
    }
  }
  console.log(`  ${m.name}: seed ${m.seed}, ${n} decisions, ${viaPage} of them the goals' through the page: ${[...seen].join(', ')}`);
  for (const g of m.goals) check(seen.has(g), `${m.name}: ${g} made through the page${seen.has(g) ? '' : ' (seed moved? node placements-seeds.mjs finds another)'}`);
  check(errors.length === 0, `no script errors in the page ${errors.join('; ')}`);
  await page.close();
}

// The matches are independent (their own page, match and seed): played at
// once, in pages of one browser, the test takes as long as the longer one
// instead of their sum (issue 15: 123 s of CI, the longest browser test).
await main('placements.mjs', async ({ browser, server }) => {
  const t0 = Date.now();
  await Promise.all(MATCHES.map((m) => play(browser, server, m)));
  console.log(`  both matches in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
});
