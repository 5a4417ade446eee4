// lib.mjs — what the browser tests share (play.mjs, placements.mjs, ...).
// A test is `node TEST.mjs RINGFALL OUTDIR`; with this library:
//
//   import { main, check, shot, newPage, openLobby, options, prompt, step,
//            waitTurn, waitStepChange, clickOption, makeRng } from './lib.mjs';
//   await main('mytest.mjs', async ({ browser, server, ctx }) => {
//     const { page } = await newPage(browser);
//     await openLobby(page, server);
//     ...
//     check(cond, 'what was expected');
//     await shot(page, '01-name');
//   });
//
// main(name, body): reads RINGFALL and OUTDIR from the command line (usage
//   message and exit 2 without them), makes OUTDIR, starts `ringfall serve`
//   on a fresh store OUTDIR/e2e.db, launches headless Chromium, runs
//   body({browser, server, ctx}), then closes both, prints the summary and
//   exits 1 if any check failed or body threw. ctx = {ringfall, outDir, db,
//   web} (for restarting the server: startServer(ctx.ringfall, {port, db, web})).
// check(cond, what): prints "ok   what" or "FAIL what" and counts failures.
// shot(page, name): a full-page screenshot OUTDIR/name.png.
// newPage(browser, viewport?): {page, errors}: errors collects the page's
//   script errors (check errors.length === 0 at the end).
// openLobby(page, server): the lobby, with its create form ready.
// options(page): the decision's option buttons [{index, label, onBoard}]
//   (onBoard: the option also acts on a highlighted place of the board).
// prompt(page): the decision's prompt text; step(page): the match's step.
// waitTurn(page): until the page shows options, the game over or the
//   hot-seat pass screen.
// waitStepChange(page, before): after a choice, until the step moved on (or
//   the pass screen shows).
// clickOption(page, index, { key }): choose option `index` by its button
//   (on the action bar when it is there, else in the list, opening the
//   whole list if the option is folded away, and answering
//   yes when the choice asks once), or by its number key when key is true
//   (at most nine options).
// makeRng(seed): a seeded generator next(n) in 0..n-1 (the same sequence
//   for a seed, so a test's choices are the same each run).
// choosePreferred(page, prefer, next): clicks the first option whose label
//   matches one of the regular expressions prefer (in their order), else
//   the option next(n) picks, and waits for the step to move on.
// openHumansForm(page, server): the lobby's form filled for a staged match
//   of two human seats, the creator taking only the first (the other's
//   join link to give away); the test sets the rest and clicks #create.
// api(server, method, path, token, body): a call of the server's API from
//   node: {status, json}. pageApi(page, method, path, token, body): the
//   same call made by the page (its origin). tokenOf(page, id, seat): the
//   seat's token the page keeps.
// recordEntries(obs): the observation's record (moves, shots, melees,
//   damage and eliminations) in the order the page replays it (seq), each
//   {kind, e, who}; lastSeq(obs): the newest entry's seq (-1 if none).
// settled(page): after two animation frames (a resize or a redraw laid
//   out and painted) rather than a fixed wait.
// chromiumPath(): $CHROMIUM, or chromium / chromium-browser on the PATH.
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, stopServer } from './server.mjs';

export { startServer, stopServer };

const here = path.dirname(fileURLToPath(import.meta.url));
let outDir = '.';
let failures = 0;

export function chromiumPath() {
  if (process.env.CHROMIUM) return process.env.CHROMIUM;
  for (const name of ['chromium', 'chromium-browser']) {
    try { return execFileSync('sh', ['-c', `command -v ${name}`]).toString().trim(); } catch { /* next */ }
  }
  throw new Error('chromium is not installed: run ./scripts/setup.sh');
}

export function check(cond, what) {
  console.log(`${cond ? 'ok  ' : 'FAIL'} ${what}`);
  if (!cond) failures++;
}

export function makeRng(seed) {
  let rng = seed;
  return (n) => { rng = (rng * 1103515245 + 12345) % 2147483648; return rng % n; };
}

export const shot = (page, name) => page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true });

export async function newPage(browser, viewport = { width: 1366, height: 900 }) {
  const page = await browser.newPage({ viewport });
  const errors = [];
  page.on('pageerror', (e) => { errors.push(String(e)); console.error(`page error: ${e}`); });
  return { page, errors };
}

export async function openLobby(page, server) {
  await page.goto(server.url);
  await page.waitForSelector('#create-form #map option', { state: 'attached' });
}

export const options = (page) => page.$$eval('#options button', (bs) => bs.map((b) => ({
  index: +b.dataset.index, label: (b.querySelector('.label')?.textContent ?? b.textContent.replace(/^\d+\s*/, '')).trim(),
  onBoard: b.classList.contains('on-board') })));

export const prompt = (page) => page.textContent('#prompt');
export const step = (page) => page.getAttribute('.match', 'data-step');

export async function waitTurn(page) {
  // the options not folded away (issue 15: the board and the panels show the rest)
  await page.waitForSelector('#options li:not(.folded) button, #action-bar button, #show-all, #game-over, #pass', { timeout: 30000 });
}

export async function waitStepChange(page, before) {
  await page.waitForFunction((s) => {
    const m = document.querySelector('.match');
    return document.querySelector('#pass') || (m && m.dataset.step !== s);
  }, before, { timeout: 20000 });
}

// After a choice made on the board or a panel: the step changes, or an
// irreversible choice asks once (steps.js) and the tests mean it. Yes is
// pressed in the page, in one go with finding it: a redraw of the page
// (a late event of the stream) may take the question away between a
// lookup and a pointer click, which then waited 30 s for a button that
// was gone (e2e_champions, once in a CI run). If the question is gone,
// nothing was chosen: the caller's loop asks again.
export async function settle(page, before) {
  await page.waitForFunction((s) => {
    const m = document.querySelector('.match');
    return document.querySelector('#pass') || document.querySelector('#confirm-yes') || (m && m.dataset.step !== s);
  }, before, { timeout: 20000 });
  const answered = await page.evaluate(() => {
    const yes = document.querySelector('#confirm-yes');
    if (yes) yes.click();
    return !!yes;
  });
  if (answered) await waitStepChange(page, before);
}

export async function clickOption(page, index, { key = false } = {}) {
  const sel = `#options button[data-index="${index}"]`;
  const onBar = `#action-bar button[data-index="${index}"]`;     // "choose an action": the action bar (steps.js)
  if (key) await page.keyboard.press(String(index + 1));
  else if (await page.isVisible(onBar)) await page.click(onBar);
  else {
    // an option the board or a panel shows is folded out of the list
    // (issue 15, web/js/steps.js): the whole list is one click away
    if (!(await page.isVisible(sel)) && (await page.$('#show-all[aria-expanded="false"]'))) await page.click('#show-all');
    await page.click(sel);
  }
  // an irreversible choice asks once (steps.js): the tests mean it
  if (await page.$('#confirm-yes')) await page.click('#confirm-yes');
}

export async function choosePreferred(page, prefer, next) {
  const opts = await options(page);
  let i = -1;
  for (const re of prefer) if (i < 0) i = opts.findIndex((o) => re.test(o.label));
  if (i < 0) i = next(opts.length);
  const before = await step(page);
  await clickOption(page, opts[i].index);   // unfolds the whole list; answers a question asked once
  await waitStepChange(page, before);
}

export async function openHumansForm(page, server) {
  await openLobby(page, server);
  await page.selectOption('#start', 'stages');
  await page.selectOption('#seat0', 'human');
  await page.selectOption('#seat1', 'human');
  await page.uncheck('#joinall');
}

export async function api(server, method, path, token, body) {
  const res = await fetch(`${server.url}${path}`, { method, headers: { 'Content-Type': 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: await res.json().catch(() => ({})) };
}

export const pageApi = (page, method, path, token, body) => page.evaluate(async ([m, p, t, b]) => {
  const headers = {};
  if (t) headers.Authorization = `Bearer ${t}`;
  if (b) headers['Content-Type'] = 'application/json';
  const r = await fetch(p, { method: m, headers, body: b ? JSON.stringify(b) : undefined });
  return { status: r.status, json: await r.json().catch(() => null) };
}, [method, path, token, body]);

export const tokenOf = (page, id, seat) => page.evaluate(([m, k]) => JSON.parse(localStorage.getItem(`ringfall.match.${m}`) || '{}')[k], [id, seat]);

export function recordEntries(obs) {
  const r = obs.record;
  return [...r.moves.map((e) => ({ kind: 'move', e, who: e.legend })), ...r.shots.map((e) => ({ kind: 'shot', e, who: e.shooter })),
    ...(r.melees || []).map((e) => ({ kind: 'melee', e, who: e.attacker })),
    ...r.events.map((e) => ({ kind: e.kind === 'elimination' ? 'elimination' : 'damage', e, who: e.source }))].sort((a, b) => a.e.seq - b.e.seq);
}
export const lastSeq = (obs) => recordEntries(obs).reduce((m, x) => Math.max(m, x.e.seq), -1);

export const settled = (page) => page.evaluate(() => new Promise((r) => { requestAnimationFrame(() => requestAnimationFrame(r)); }));

export async function main(name, body) {
  const [ringfall, out] = process.argv.slice(2);
  if (!ringfall || !out) {
    console.error(`usage: node ${name} RINGFALL OUTDIR`);
    process.exit(2);
  }
  outDir = out;
  const web = path.resolve(here, '../../web');
  mkdirSync(outDir, { recursive: true });
  const db = path.join(outDir, 'e2e.db');
  for (const f of [db, `${db}-wal`, `${db}-shm`]) rmSync(f, { force: true });
  const ctx = { ringfall, outDir, db, web };
  const server = await startServer(ringfall, { db, web });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
  try {
    await body({ browser, server, ctx });
  } catch (e) {
    console.error('FAIL', e);
    failures++;
  } finally {
    await browser.close();
    await stopServer(server);
  }
  console.log(failures ? `${failures} check(s) failed; screenshots in ${outDir}` : `all checks passed; screenshots in ${outDir}`);
  process.exit(failures ? 1 : 0);
}
