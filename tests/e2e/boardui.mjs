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
//   3. (whole matches of Team Deathmatch, Capture the Flag and
//      Assassination the same way: modes.mjs, with controls.mjs);
//   4. areas previewed: pointing at the place of an option that lays an
//      area (an ability's such as Rolling Thunder, chosen on the action
//      bar; a grenade's landing when one comes) draws exactly the engine's
//      spaces (the option's "area"), cleared when the pointer leaves; the
//      next ring (the observation's ring.next) drawn on the board; a zone
//      ability's intersection (the Smoke Launcher's; the Dome of
//      Protection's in modes.mjs) previews the zone's spaces with its Hit
//      Threshold;
//   5. at a phone's size the bar's card and ability words open with a tap.
// Screenshots boardui-*.png in OUTDIR.
import { main, check, shot, newPage, step, waitTurn, waitStepChange } from './lib.mjs';
import { LIMIT, ZONE_ABILITIES, api, openMatch, pending, observation, makeControls } from './controls.mjs';

const env = { outDir: '.' };
const { stats, once, part, checkDecision, checkArea, tryArea, checkBarWords, confirmIfAsked, decideOne } = makeControls({ seed: 1515, env });

// Ending the activation with AP left asks once (ACT-2): the question
// shows, "No" leaves the decision as it was. 'asked', or 'ended' when no
// AP was left (nothing to ask: the click ended the activation; this waited
// 3 s for a question that was not coming), or false (no such button).
async function askedBeforeEnding(page, pd) {
  const end = pd.options.find((o) => o.kind === 'ACTION' && ((o.code >>> 16) & 0xff) === 7);
  const sel = `#action-bar button[data-index="${end?.index}"]`;
  if (!end || !(await page.isVisible(sel))) return false;
  const s = await step(page);
  await page.click(sel);
  await page.waitForFunction((before) => document.querySelector('#confirm')
    || document.querySelector('.match')?.dataset.step !== before, s, { timeout: 20000 });
  if (!(await page.$('#confirm'))) return 'ended';
  await once(page, 'boardui-05-confirm');
  await part(page, '#decision', 'confirm');
  stats.confirms++;
  await page.click('#confirm-no');
  check(!(await page.$('#confirm')) && (await step(page)) === s, 'ending the activation with AP left asks once; No changes nothing');
  return 'asked';
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
    if (pd.pending.kind_name === 'ACTION' && !stats.zoneTried.size
      && (await tryArea(page, server, id, token, pd, ZONE_ABILITIES))) continue;
    if (stats.areas < 20 && (pd.options || []).some((o) => o.area)) await checkArea(page, pd);
    if (!stats.barWords && pd.pending.kind_name === 'ACTION') await checkBarWords(page);
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
    if (!st.asked && pd.pending.kind_name === 'ACTION') {
      const r = await askedBeforeEnding(page, pd);
      st.asked = r === 'asked';
      if (r === 'ended') continue;        // decided: the next decision is asked for anew
    }
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
  env.outDir = ctx.outDir;
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
  check(stats.barWords > 0, 'a bar card\'s words shown on a phone without hover');
  check(stats.zones.has('bn-smoke-launcher') && stats.badAreas === 0,
    `the Smoke Launcher's zone previewed at its intersections, the engine's spaces (${[...stats.zones].join('; ')}; the Dome of Protection's: modes.mjs)`);
  check(errors.length === 0, `no script errors on the page (${errors.join('; ')})`);
  console.log(JSON.stringify({ ...stats, zones: [...stats.zones], zoneTried: [...stats.zoneTried] }));
});
