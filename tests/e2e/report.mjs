// report.mjs RINGFALL OUTDIR — `ringfall sim --report DIR` (issue 18,
// docs/sim.md) in headless Chromium: a short run writes OUTDIR/report;
// its index.html, opened by file:// (no server), logs no console error and
// fetches nothing but itself, every SVG on it renders (a bounding box that
// is not empty), and its numbers are the JSON summary's (the matches, each
// player's wins, the signature). Screenshots: the whole page OUTDIR/report.png,
// its top report-top.png and the Shoots' heat map report-heat-shots.png
// (docs/img/sim-report-top.png and sim-report-heat-shots.png, docs/sim.md).
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumPath } from './lib.mjs';

const [ringfall, out] = process.argv.slice(2);
if (!ringfall || !out) {
  console.error('usage: node report.mjs RINGFALL OUTDIR');
  process.exit(2);
}
let failures = 0;
const check = (cond, what) => {
  console.log(`${cond ? 'ok  ' : 'FAIL'} ${what}`);
  if (!cond) failures++;
};

const dir = path.join(out, 'report');
mkdirSync(out, { recursive: true });
rmSync(dir, { recursive: true, force: true });
const stdout = execFileSync(ringfall, ['sim', '--games', '20', '--seed', '1', '--bots', 'normal,normal',
  '--report', dir]).toString();
const summary = JSON.parse(stdout);
const saved = JSON.parse(readFileSync(path.join(dir, 'summary.json'), 'utf8'));
check(saved.signature === summary.signature, 'summary.json is the printed summary');

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const errors = [];
  const requests = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => requests.push(r.url()));
  const url = pathToFileURL(path.resolve(dir, 'index.html')).href;
  await page.goto(url, { waitUntil: 'load' });
  check(errors.length === 0, `no console errors (${errors.join('; ') || 'none'})`);
  check(requests.length === 1 && requests[0] === url, `the page fetches nothing else (${requests.length} requests)`);

  const boxes = await page.$$eval('svg', (svgs) => svgs.map((s) => {
    const b = s.getBoundingClientRect();
    return { cls: s.getAttribute('class'), w: b.width, h: b.height };
  }));
  const figures = await page.$$eval('figure', (f) => f.map((e) => e.id));
  const want = ['players', 'length', 'end-reasons', 'legends', 'pairings', 'contrib-weapons', 'contrib-items',
    'contrib-attachments', 'contrib-cards', 'map', 'heat-positions', 'heat-shots', 'heat-eliminations', 'heat-ring'];
  check(JSON.stringify(figures) === JSON.stringify(want.map((f) => `fig-${f}`)), `every figure is on the page (${figures})`);
  check(boxes.length === want.length, `one SVG a figure (${boxes.length})`);
  const empty = boxes.filter((b) => !(b.w > 0 && b.h > 0));
  check(empty.length === 0, `every SVG renders with a non-empty box (${JSON.stringify(empty)})`);
  const spaces = await page.$$eval('#fig-map rect.space', (r) => r.length);
  check(spaces === 256, `the map shows its 16 x 16 spaces (${spaces})`);

  const games = await page.textContent('#games');
  check(Number(games) === summary.games, `the matches on the page (${games}) are the summary's (${summary.games})`);
  for (const [i, p] of summary.players.entries()) {
    const text = await page.textContent(`#player${i + 1}-wins`);
    check(parseInt(text, 10) === p.wins, `player ${i + 1}'s wins on the page (${text}) are the summary's (${p.wins})`);
  }
  const sig = await page.textContent('#signature');
  check(sig === summary.signature, `the signature on the page is the summary's (${sig})`);
  const bars = await page.$$eval('#fig-players g.rate', (g) => g.map((e) => Number(e.dataset.rate)));
  check(Math.abs(bars[0] - summary.players[0].rate) < 1e-6, `player 1's bar is the summary's rate (${bars[0]})`);
  const hist = await page.$$eval('#fig-length rect.bar', (r) => r.reduce((n, e) => n + Number(e.dataset.count), 0));
  check(hist === summary.games, `the match-length histogram counts every match (${hist})`);
  const command = await page.textContent('#command');
  check(command.includes('--report') && command.startsWith('ringfall sim'), `the command line is shown (${command})`);
  await page.screenshot({ path: path.join(out, 'report.png'), fullPage: true });
  await page.screenshot({ path: path.join(out, 'report-top.png') });   // docs/img/sim-report-top.png
  await page.locator('#fig-heat-shots').screenshot({ path: path.join(out, 'report-heat-shots.png') });
} finally {
  await browser.close();
}
console.log(failures ? `report: ${failures} check(s) failed` : 'report: all checks passed');
process.exit(failures ? 1 : 0);
