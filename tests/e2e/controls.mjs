// controls.mjs — what boardui.mjs and modes.mjs share (issue 15): a
// decision made through the new controls (the loadout panel, the backpack
// panel and its drop spots, the board, the action bar, the short list)
// and the checks at each decision (no list over LIMIT where the decision
// has a board or panel form, every hit threshold the engine's, the
// action bar, areas and zones previewed, the bar's words on a phone, the
// trophy's tiebreak). makeControls({ seed, env }) gives one set with its
// own seeded generator and counts (stats); env.outDir is where its
// screenshots go (set once the test knows it).
import { check, shot, makeRng, step, waitStepChange, api } from './lib.mjs';

export { api };

export const LIMIT = 12;
export const PHONE = { width: 390, height: 844 };

// An area laid by an ability chosen on the action bar, then placed with
// the area previewed (Rolling Thunder, Defensive Bombardment:
// data/abilities.json's templates); the zone abilities (the spaces their
// zone covers, with the Hit Threshold it adds, previewed at each
// intersection).
export const AREA_ABILITIES = new Set(['bn-rolling-thunder', 'gb-bombardment']);
export const ZONE_ABILITIES = new Set(['bn-smoke-launcher', 'gb-dome-of-protection']);

// A match made through the API, seat 0 joined in this page's storage.
export async function openMatch(page, server, body) {
  const c = await api(server, 'POST', '/api/matches', null, body);
  const id = c.json.match ?? c.json.id;
  const j = await api(server, 'POST', `/api/matches/${id}/join`, null, { seat: 0 });
  await page.goto(server.url);
  await page.evaluate(([mid, tok]) => localStorage.setItem(`ringfall.match.${mid}`, JSON.stringify({ 0: tok })), [id, j.json.token]);
  await page.goto(`${server.url}/#/match/${id}`);
  await page.waitForSelector('.board-box svg');
  return { id, token: j.json.token };
}

export const visibleCount = (page, sel) => page.$$eval(sel, (bs) => bs.filter((b) => b.offsetParent !== null).length);
export async function pending(server, id, token) { return (await api(server, 'GET', `/api/matches/${id}/pending`, token)).json; }
export async function observation(server, id, token) { return (await api(server, 'GET', `/api/matches/${id}/state`, token)).json; }

export function makeControls({ seed, env }) {
  const next = makeRng(seed);
  const stats = { decisions: 0, formed: 0, maxList: 0, overLimit: 0, thresholds: 0, badThresholds: 0,
    loadoutPanel: 0, packDrops: 0, board: 0, confirms: 0, focusedOption: 0, bars: 0, badBars: 0, barChoices: 0,
    areas: 0, badAreas: 0, nextRing: 0, zones: new Set(), zoneTried: new Set(), barWords: 0, trophy: 0, badTrophy: 0 };
  const shots = new Set();
  async function once(page, name) { if (!shots.has(name)) { shots.add(name); await shot(page, name); } }
  // The part of the page docs/client.md shows (docs/img/boardui/NAME.png).
  async function part(page, sel, name) {
    if (shots.has(`part-${name}`) || !(await page.$(sel))) return;
    shots.add(`part-${name}`);
    await page.locator(sel).screenshot({ path: `${env.outDir}/docs-${name}.png` });
  }

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

  // An ability that lays an area (AREA_ABILITIES, or ZONE_ABILITIES),
  // chosen on the action bar, then its placement with the area previewed.
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
    await page.screenshot({ path: `${env.outDir}/boardui-13-bar-words-390x844.png` });
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

  // One of the visible elements of sel, clicked (the generator picks).
  // Which are visible is asked of the page once, as Playwright's
  // isVisible() decides it (a box of some size, not visibility: hidden):
  // one question per element, 50 of a move's squares, cost seconds a
  // decision on a loaded machine.
  async function clickVisible(page, sel) {
    const shown = await page.$$eval(sel, (es) => es.map((e, i) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden' ? i : -1;
    }).filter((i) => i >= 0));
    if (!shown.length) return false;
    await page.locator(sel).nth(shown[next(shown.length)]).click();
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

  return { stats, next, once, part, checkDecision, checkArea, tryArea, checkBarWords, checkTrophy,
    clickVisible, confirmIfAsked, decideOne };
}
