// boardui.mjs — decisions in steps, on the board (issue 15; docs/client.md,
// web/js/steps.js, backpack.js, loadout.js, placement.js):
// node boardui.mjs RINGFALL OUTDIR
//   1. a Battle Royale match (first-game squads, Stages 1 and 2, 2 rounds,
//      fixed seed) of a human against the normal bot is played to the end
//      through the new controls: Stage 1 in the loadout panel (a pool item
//      clicked, then where it goes), loot in the backpack panel (an item
//      clicked, then a drop spot on the board, drawn apart from move
//      squares), moves and targets on the board, actions from the action
//      bar (at most 12 buttons, the list folded away); at every decision that has a board or panel form no list
//      shows more than 12 choices, and every hit threshold shown equals the
//      engine's (the options' hints); nothing has the focus that Enter
//      would take; ending an activation with AP left asks once;
//   2. undo: a Move 2 and its space taken back with the Undo button give
//      exactly the observation from before, a reload keeps it so; after a
//      Shoot (Aim cards revealed) the button is off with the reason and the
//      server refuses (409 NOT_UNDOABLE);
//   3. some turns of Team Deathmatch and Capture the Flag the same way;
//   4. areas previewed: pointing at the place of an option that lays an
//      area (an ability's such as Rolling Thunder, chosen on the action
//      bar; a grenade's landing when one comes) draws exactly the engine's
//      spaces (the option's "area"), cleared when the pointer leaves; the
//      next ring (the observation's ring.next) drawn on the board; a zone
//      ability's intersection (the Smoke Launcher's in Battle Royale, the
//      Dome of Protection's in Team Deathmatch, where the human's squad
//      is drawn blue: Gibraltar's) previews the zone's spaces with its Hit Threshold;
//   5. at a phone's size the bar's card and ability words open with a tap;
//      Capture the Flag's last round shows the trophy's four tiebreakers
//      (CTF-5) with the engine's numbers.
// Screenshots boardui-*.png in OUTDIR.
import { main, check, shot, newPage, step, waitTurn, waitStepChange, makeRng } from './lib.mjs';

const next = makeRng(1515);
const LIMIT = 12;
const stats = { decisions: 0, formed: 0, maxList: 0, overLimit: 0, thresholds: 0, badThresholds: 0,
  loadoutPanel: 0, packDrops: 0, board: 0, confirms: 0, focusedOption: 0, bars: 0, badBars: 0, barChoices: 0,
  areas: 0, badAreas: 0, nextRing: 0, zones: new Set(), zoneTried: new Set(), barWords: 0, trophy: 0, badTrophy: 0 };
const shots = new Set();
let outDir = '.';
async function once(page, name) { if (!shots.has(name)) { shots.add(name); await shot(page, name); } }
// The part of the page docs/client.md shows (docs/img/boardui/NAME.png).
async function part(page, sel, name) {
  if (shots.has(`part-${name}`) || !(await page.$(sel))) return;
  shots.add(`part-${name}`);
  await page.locator(sel).screenshot({ path: `${outDir}/docs-${name}.png` });
}

async function api(server, method, path, token, body) {
  const res = await fetch(`${server.url}${path}`, { method, headers: { 'Content-Type': 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: await res.json().catch(() => ({})) };
}

// A match made through the API, seat 0 joined in this page's storage.
async function openMatch(page, server, body) {
  const c = await api(server, 'POST', '/api/matches', null, body);
  const id = c.json.match ?? c.json.id;
  const j = await api(server, 'POST', `/api/matches/${id}/join`, null, { seat: 0 });
  await page.goto(server.url);
  await page.evaluate(([mid, tok]) => localStorage.setItem(`ringfall.match.${mid}`, JSON.stringify({ 0: tok })), [id, j.json.token]);
  await page.goto(`${server.url}/#/match/${id}`);
  await page.waitForSelector('.board-box svg');
  return { id, token: j.json.token };
}

const visibleCount = (page, sel) => page.$$eval(sel, (bs) => bs.filter((b) => b.offsetParent !== null).length);

// What the page shows for this decision: lists no longer than LIMIT when
// the decision has a board or panel form; thresholds equal to the engine's.
async function checkDecision(page, pd) {
  const opts = pd.options || [];
  const formed = opts.length > LIMIT;
  const lists = ['#options li:not(.folded) button', '#action-bar button', '#pool-options button', '#pack-rest button'];
  let most = 0;
  let where = '';
  for (const sel of lists) {
    const n = await visibleCount(page, sel);
    if (n > most) { most = n; where = sel; }
  }
  // each row of the pools and of the backpack is one list
  const rows = await page.$$eval('.pool-items, .pack-items', (es) => es.map((e) => e.querySelectorAll('button').length));
  for (const n of rows) if (n > most) { most = n; where = 'a pool or backpack row'; }
  stats.maxList = Math.max(stats.maxList, most);
  // "choose an action": the action bar, the list folded away (one key away, O)
  if (pd.pending.kind_name === 'ACTION' && opts.some((o) => o.kind === 'ACTION')) {
    await page.waitForSelector('#action-bar button', { timeout: 3000 }).catch(() => {});
    const bar = await visibleCount(page, '#action-bar button');
    const listed = await visibleCount(page, '#options li:not(.folded) button');
    stats.bars++;
    if (!(bar > 0 && bar <= LIMIT && listed === 0)) {
      stats.badBars++;
      console.log(`action step without its bar: ${bar} on the bar, ${listed} listed (${opts.length} options)`);
    }
    await once(page, 'boardui-10-action-bar');
    await part(page, '#decision', 'action-bar');
  }
  if (formed) {
    stats.formed++;
    if (most > LIMIT) {
      stats.overLimit++;
      console.log(`over ${LIMIT}: ${most} in ${where} at ${pd.pending.kind_name} (${opts.length} options: ${[...new Set(opts.map((o) => o.kind))].join(' ')})`);
      await once(page, 'boardui-over-limit');
    }
  }
  for (const o of opts.filter((k) => k.hints)) {
    const shown = await page.$eval(`#options button[data-index="${o.index}"] .hint-inline`, (e) => e.textContent).catch(() => '');
    for (const w of o.hints.weapons) {
      stats.thresholds++;
      if (!shown.includes(`HT ${w.ht}`)) stats.badThresholds++;
    }
    const mark = await page.$eval(`svg [data-choice="legend-${(o.code >>> 16) & 0xff}"] + text`, (e) => e.textContent).catch(() => null);
    if (mark !== null && mark !== o.hints.weapons.map((w) => `HT ${w.ht}`).join('/')) stats.badThresholds++;
  }
  if (await page.evaluate(() => !!document.activeElement?.closest?.('#options'))) stats.focusedOption++;
}

// An area of effect previewed (issue 15): pointing at the place of the
// first option that lays an area (a grenade's landing, an ability's area)
// draws exactly the spaces of the map the engine gives for it ("area").
async function checkArea(page, pd) {
  const o = (pd.options || []).find((k) => k.area);
  if (!o) return false;
  // a space's code names its cell (y * 32 + x); an intersection's (a zone
  // ability's, its a 8 + level) names i * 64 + j
  const a = (o.code >>> 16) & 0xff, b = o.code & 0xffff;
  const point = o.kind === 'ABIL_PLACE' && a >= 8 && a < 64;
  const sel = point ? `svg [data-choice="@${Math.floor(b / 64)},${b % 64}"]` : `svg [data-choice="${b % 32},${Math.floor(b / 32)}"]`;
  if (!(await page.$(sel))) return false;
  await page.hover(sel);
  const shown = await page.$$eval('#area-preview rect.area-cell', (rs) => rs.map((r) => `${r.dataset.x},${r.dataset.y}`));
  const values = await page.$$eval('#area-preview text', (ts) => ts.map((t) => t.textContent));
  const onMap = await page.$$eval('svg rect.cell', (cs, area) => area.filter(([x, y]) => cs.some((c) => +c.dataset.x === x && +c.dataset.y === y)), o.area);
  const want = onMap.map(([x, y]) => `${x},${y}`);
  const zone = o.area_kind === 'zone';
  const same = shown.length === want.length && want.every((c) => shown.includes(c))
    && JSON.stringify(values) === JSON.stringify(onMap.map(([, , v]) => (zone ? `+${v}` : String(v))));
  stats.areas++;
  if (zone) {
    if (await page.$$eval('#area-preview rect.area-cell:not(.zone)', (rs) => rs.length)) stats.badAreas++;
    await part(page, '.board-box', 'zone');
  }
  if (!same) {
    stats.badAreas++;
    console.log(`area of "${o.label}": shown ${shown.join(' ')}, the engine's ${want.join(' ')}`);
  }
  await once(page, `boardui-11-area-${pd.pending.kind_name.toLowerCase()}`);
  await part(page, '.board-box', 'area');
  await page.mouse.move(0, 0);
  const cleared = await page.$$eval('#area-preview > *', (x) => x.length);
  if (cleared) { stats.badAreas++; console.log('the area stays drawn after the pointer left'); }
  return true;
}

// An ability that lays an area, chosen on the action bar, then its
// placement with the area previewed (Rolling Thunder, Defensive
// Bombardment: data/abilities.json's templates).
const AREA_ABILITIES = new Set(['bn-rolling-thunder', 'gb-bombardment']);
// The zone abilities (issue 15): the spaces their zone covers, with the
// Hit Threshold it adds, previewed at each intersection.
const ZONE_ABILITIES = new Set(['bn-smoke-launcher', 'gb-dome-of-protection']);
async function tryArea(page, server, id, token, pd, abilities = AREA_ABILITIES) {
  const ab = pd.options.find((o) => o.kind === 'ABILITY' && abilities.has(o.ability) && !stats.zoneTried.has(o.ability));
  const sel = `#action-bar button[data-index="${ab?.index}"]`;
  if (!ab || !(await page.isVisible(sel))) return false;
  if (abilities === ZONE_ABILITIES) stats.zoneTried.add(ab.ability);
  const s = await step(page);
  await page.click(sel);
  await confirmIfAsked(page);
  await waitStepChange(page, s);
  await page.waitForSelector('svg .choice');
  const next = await pending(server, id, token);
  const ok = next.yours && (await checkArea(page, next));
  if (ok && next.options.some((o) => o.area_kind === 'zone')) stats.zones.add(ab.ability);
  return ok;
}

// A bar button's card words without hover (issue 15): at a phone's size
// the disclosure under the bar opens with a tap and shows, for every
// button of a card or an ability, the words its tooltip has, on screen.
const PHONE = { width: 390, height: 844 };
async function checkBarWords(page) {
  const titled = await page.$$eval('#action-bar button', (bs) => bs.map((b) => [b.dataset.index, b.title, b.querySelector('.label').textContent])
    .filter(([, t, l]) => t && t !== l));
  if (!titled.length || !(await page.$('#bar-words'))) return false;
  const before = page.viewportSize();
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(150);
  if (!(await page.$eval('#bar-words', (d) => d.open))) await page.click('#bar-words summary');
  const shown = await page.$$eval('#bar-words li', (ls) => ls.map((li) => {
    const b = li.getBoundingClientRect();
    return [li.dataset.index, li.querySelector('.words').textContent, b.width > 0 && b.height > 0 && b.right <= innerWidth + 1];
  }));
  const ok = titled.every(([i, t]) => shown.some(([j, w, vis]) => j === i && w === t && vis));
  await page.screenshot({ path: `${outDir}/boardui-13-bar-words-390x844.png` });
  await page.setViewportSize(before);
  check(ok, `on a 390 px phone a tap shows every bar card's words (${titled.length}: ${titled.map(([, , l]) => l).join(', ')})`);
  stats.barWords++;
  return true;
}

// CTF-5 in numbers (issue 15): in the last round the mode board shows the
// four tiebreakers, each squad's number equal to the engine's
// (the observation's ctf.trophy), the one that would decide marked.
async function checkTrophy(page, server, id, token) {
  const t = (await observation(server, id, token)).observation?.ctf?.trophy;
  if (!t || !(await page.$('.mode-board #ctf-trophy'))) return false;
  const rows = await page.$$eval('.mode-board #ctf-trophy tbody tr', (rs) => rs.map((r) => [r.querySelector('.red').textContent,
    r.querySelector('.blue').textContent, r.classList.contains('decides')]));
  const num = (v) => (v === null ? 'none' : String(v));
  const same = rows.length === 4 && rows.every(([r, b, d], k) => r === num(t.values[k][0]) && b === num(t.values[k][1]) && d === (t.step === k + 1));
  stats.trophy++;
  if (!same) { stats.badTrophy++; console.log(`trophy shown ${JSON.stringify(rows)}, the engine's ${JSON.stringify(t)}`); }
  await once(page, 'boardui-14-ctf-trophy');
  return true;
}

async function pending(server, id, token) { return (await api(server, 'GET', `/api/matches/${id}/pending`, token)).json; }
async function observation(server, id, token) { return (await api(server, 'GET', `/api/matches/${id}/state`, token)).json; }

async function clickVisible(page, sel) {
  const els = [];
  for (const e of await page.$$(sel)) if (await e.isVisible()) els.push(e);
  if (!els.length) return false;
  await els[next(els.length)].click();
  return true;
}

async function confirmIfAsked(page) {
  if (await page.$('#confirm-yes')) {
    stats.confirms++;
    await once(page, 'boardui-05-confirm');
    await page.click('#confirm-yes');
  }
}

// One decision through the new controls.
async function decideOne(page, pd, undoState) {
  const kind = pd.pending.kind_name;
  const opts = pd.options;
  if (kind === 'LOADOUT' && (await page.$('#loadout-panel')) && next(3)) {
    await once(page, 'boardui-01-loadout');
    await clickVisible(page, '.pool-items button');
    await page.waitForSelector('#pool-options button');
    await once(page, 'boardui-02-loadout-item');
    await part(page, '#decision', 'loadout');
    await clickVisible(page, '#pool-options button');
    stats.loadoutPanel++;
    return;
  }
  if (kind === 'ACTION' && (await page.$('#backpack-panel .pack-items button')) && stats.packDrops < 3 && !next(4)) {
    await clickVisible(page, '.pack-items button');
    if (await page.$('svg .choice.drop')) {
      await once(page, 'boardui-03-drop-spots');
      await part(page, '.board-box', 'drop-spots');
      await part(page, '#backpack-panel', 'backpack');
      const spots = await page.$$eval('svg .choice[data-choice]', (es) => es.map((e) => [e.dataset.choice, e.classList.contains('drop')]));
      const dropAt = new Set(spots.filter(([, d]) => d).map(([c]) => c));
      check(dropAt.size > 0 && !spots.some(([c, d]) => !d && dropAt.has(c)),
        `drop spots drawn apart from move squares (${dropAt.size} spots, none drawn as a move square)`);
      await clickVisible(page, 'svg .choice.drop');
      stats.packDrops++;
      if (await page.$('#menu')) await page.click('#menu button');
      return;
    }
  }
  const boardKinds = new Set(['MOVE', 'TARGET', 'RESPAWN', 'PUSH', 'MELEE', 'USE']);
  if (boardKinds.has(kind) && (await page.$('svg .choice:not(.drop)'))) {
    await once(page, `boardui-04-board-${kind.toLowerCase()}`);
    await clickVisible(page, 'svg .choice:not(.drop)');
    stats.board++;
    if (kind === 'TARGET') undoState.shooting = true;
    if (await page.$('#menu')) await page.click('#menu button');
    await confirmIfAsked(page);
    return;
  }
  // the short list: prefer Shoot now and then, else any visible option
  const shoot = opts.find((o) => o.label === 'Shoot');
  if (shoot && (await page.isVisible(`#action-bar button[data-index="${shoot.index}"]`))) {
    await page.click(`#action-bar button[data-index="${shoot.index}"]`);
    stats.barChoices++;
  } else if (await clickVisible(page, '#action-bar button')) {
    stats.barChoices++;
  } else if (!(await clickVisible(page, '#options li:not(.folded) button'))) {
    if (!(await page.$('#show-all'))) { await once(page, 'boardui-nothing-to-click'); return; }
    if ((await page.getAttribute('#show-all', 'aria-expanded')) === 'false') await page.click('#show-all');
    await clickVisible(page, '#options button');
  }
  await confirmIfAsked(page);
  if (kind === 'WEAPON' && undoState) undoState.shooting = true;     // the Aim cards come next
}

// Ending the activation with AP left asks once (ACT-2): the question
// shows, "No" leaves the decision as it was.
async function askedBeforeEnding(page, pd) {
  const end = pd.options.find((o) => o.kind === 'ACTION' && ((o.code >>> 16) & 0xff) === 7);
  const sel = `#action-bar button[data-index="${end?.index}"]`;
  if (!end || !(await page.isVisible(sel))) return false;
  const s = await step(page);
  await page.click(sel);
  const asked = await page.waitForSelector('#confirm', { timeout: 3000 }).then(() => true, () => false);
  if (!asked) return false;               // no AP left: nothing to ask
  await once(page, 'boardui-05-confirm');
  await part(page, '#decision', 'confirm');
  stats.confirms++;
  await page.click('#confirm-no');
  check(!(await page.$('#confirm')) && (await step(page)) === s, 'ending the activation with AP left asks once; No changes nothing');
  return true;
}

// Undo: Move 2 and its space, then Undo twice: the same observation.
async function tryUndo(page, server, id, token, pd) {
  const move2 = pd.options.find((o) => o.kind === 'ACTION' && ((o.code >>> 16) & 0xff) === 0);
  if (!move2) return false;
  const before = await observation(server, id, token);
  let s = await step(page);
  await page.click(`#action-bar button[data-index="${move2.index}"]`);
  await waitStepChange(page, s);
  await page.waitForSelector('svg .choice');
  const cells = await page.$$eval('svg rect.choice:not(.drop)', (rs) => rs.map((r) => r.dataset.choice));
  const lg = before.observation.legends[pd.pending.legend];
  const far = cells.find((c) => c !== `${lg.x},${lg.y}`);
  if (!far) return false;
  s = await step(page);
  await page.click(`svg [data-choice="${far}"]`);
  await confirmIfAsked(page);
  await waitStepChange(page, s);
  await page.waitForSelector('#undo:not([disabled])');
  await once(page, 'boardui-06-undo');
  await part(page, '#decision', 'undo');
  for (let k = 0; k < 2; k++) {
    s = await step(page);
    await page.click('#undo:not([disabled])');
    await waitStepChange(page, s);
  }
  const after = await observation(server, id, token);
  check(after.step === before.step, `undo twice goes back to step ${before.step} (${after.step})`);
  check(JSON.stringify(after.observation) === JSON.stringify(before.observation), 'undo restores exactly the observation from before the Move');
  await page.reload();
  await page.waitForSelector('.board-box svg');
  check(+(await step(page)) === before.step, 'after a reload the match is still at the step before the Move');
  return true;
}

async function play(page, server, id, token, limit, { undo = false } = {}) {
  let undone = !undo, refusedSeen = !undo, ended = false, stuck = 0, stuckAt = null;
  const st = {};
  for (let n = 0; n < limit; n++) {
    await waitTurn(page);
    if (await page.$('#game-over')) { ended = true; break; }
    const pd = await pending(server, id, token);
    if (process.env.DEBUG) console.log(n, pd.step, pd.yours, await step(page), pd.pending?.kind_name);
    if (!pd.yours) { await page.waitForTimeout(200); continue; }
    if (+(await step(page)) !== pd.step) { await page.waitForTimeout(150); continue; }
    stats.decisions++;
    await checkDecision(page, pd);
    if (!undone && pd.pending.kind_name === 'ACTION' && pd.step > 0 && (await tryUndo(page, server, id, token, pd))) { undone = true; continue; }
    if (undo && !stats.areas && pd.pending.kind_name === 'ACTION' && (await tryArea(page, server, id, token, pd))) continue;
    if (pd.pending.kind_name === 'ACTION' && stats.zoneTried.size < ZONE_ABILITIES.size
      && (await tryArea(page, server, id, token, pd, ZONE_ABILITIES))) continue;
    if (stats.areas < 20 && (pd.options || []).some((o) => o.area)) await checkArea(page, pd);
    if (!stats.barWords && pd.pending.kind_name === 'ACTION') await checkBarWords(page);
    if (stats.trophy < 10 && pd.pending.kind_name === 'ACTION') await checkTrophy(page, server, id, token);
    if (!stats.nextRing && (await page.$('svg #next-ring'))) {
      stats.nextRing++;
      await once(page, 'boardui-12-next-ring');
    }
    if (!refusedSeen && st.shooting) {
      // only once the engine says no: an undo it allows would take the
      // Shoot back, and the test would play it again and again
      const u = await api(server, 'GET', `/api/matches/${id}/undoable`, token);
      if (u.json.undoable === false) {
        const r = await api(server, 'POST', `/api/matches/${id}/undo`, token, {});
        const off = await page.$('#undo[disabled]');
        check(r.status === 409 && r.json.error === 'NOT_UNDOABLE', `after a Shoot the server refuses the undo (${r.status} ${r.json.error}: ${r.json.message})`);
        check(!!off, 'after a Shoot the Undo button is off');
        await once(page, 'boardui-07-undo-refused');
        refusedSeen = true;
      }
    }
    if (['ACTION', 'ACTIVATE'].includes(pd.pending.kind_name)) st.shooting = false;
    if (!st.asked && pd.pending.kind_name === 'ACTION' && (await askedBeforeEnding(page, pd))) st.asked = true;
    const s = await step(page);
    // the page may redraw under a click (the event stream): try again
    try { await decideOne(page, pd, st); } catch (e) { stats.retries = (stats.retries || 0) + 1; if (stats.retries > 50) throw e; continue; }
    // a decision the page cannot make fails the test now, with its picture,
    // rather than by the suite's timeout
    if (await waitStepChange(page, s).then(() => false, () => true)) {
      stuck = s === stuckAt ? stuck + 1 : 1;
      stuckAt = s;
      if (stuck >= 3) {
        await shot(page, 'boardui-stuck');
        throw new Error(`the match stays at step ${s} (${pd.pending.kind_name}: ${pd.pending.prompt}) after three tries`);
      }
    }
  }
  return { ended, undone, refusedSeen };
}

await main('boardui.mjs', async ({ browser, server, ctx }) => {
  outDir = ctx.outDir;
  const { page, errors } = await newPage(browser);
  const br = await openMatch(page, server, { mode: 'BR', map: 'crossroads', start: 'stages', rounds: 2, seed: 21,
    seats: [{ kind: 'human' }, { kind: 'normal' }] });
  const r = await play(page, server, br.id, br.token, 2500, { undo: true });
  await shot(page, 'boardui-08-end');
  check(r.ended, `the Battle Royale match is played to the end through the new controls (${stats.decisions} decisions)`);
  check(r.undone, 'a Move was taken back with the Undo button');
  check(r.refusedSeen, 'an undo after a Shoot was refused');
  check(stats.formed > 0 && stats.overLimit === 0, `no list over ${LIMIT} choices at ${stats.formed} decisions with a board or panel form (longest shown: ${stats.maxList})`);
  check(stats.thresholds > 0 && stats.badThresholds === 0, `every hit threshold shown equals the engine's (${stats.thresholds} checked)`);
  check(stats.loadoutPanel > 0, `Stage 1 through the loadout panel (${stats.loadoutPanel} items placed)`);
  check(stats.board > 0, `moves and targets chosen on the board (${stats.board})`);
  check(stats.focusedOption === 0, 'no option has the focus for Enter to take unseen');
  check(stats.confirms > 0, 'an irreversible choice asked once');
  check(stats.areas > 0 && stats.badAreas === 0, `the area of a grenade or an ability is previewed on the board, the engine's spaces (${stats.areas} previews)`);
  check(stats.nextRing > 0, 'the next ring is drawn on the board before it closes in');
  check(stats.bars > 0 && stats.badBars === 0 && stats.barChoices > 0,
    `every "choose an action" step shows the action bar (at most ${LIMIT} buttons, the list folded away): ${stats.bars} steps, ${stats.barChoices} actions chosen on the bar`);
  for (const mode of ['TDM', 'CTF']) {
    const before = { ...stats };
    // Capture the Flag in one round: its last, where the trophy's tiebreak shows
    const m = await openMatch(page, server, { mode, start: 'stages', rounds: mode === 'CTF' ? 1 : 2, seed: 5, seats: [{ kind: 'human' }, { kind: 'normal' }] });
    await play(page, server, m.id, m.token, 40);
    await shot(page, `boardui-09-${mode.toLowerCase()}`);
    check(stats.decisions - before.decisions >= 25, `${mode}: ${stats.decisions - before.decisions} decisions through the new controls`);
    check(stats.overLimit === 0 && stats.badThresholds === 0, `${mode}: no list over ${LIMIT}, thresholds equal the engine's`);
  }
  check(stats.trophy > 0 && stats.badTrophy === 0, `Capture the Flag's last round shows the trophy's tiebreak in numbers, the engine's (${stats.trophy} checks)`);
  check(stats.barWords > 0, 'a bar card\'s words shown on a phone without hover');
  check(stats.zones.size === ZONE_ABILITIES.size && stats.badAreas === 0,
    `the Smoke Launcher's and the Dome of Protection's zones previewed at their intersections, the engine's spaces (${[...stats.zones].join('; ')})`);
  check(errors.length === 0, `no script errors on the page (${errors.join('; ')})`);
  console.log(JSON.stringify({ ...stats, zones: [...stats.zones], zoneTried: [...stats.zoneTried] }));
});
