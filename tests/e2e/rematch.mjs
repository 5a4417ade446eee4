// rematch.mjs — a rematch with the same players (issue 16; docs/client.md):
// `node rematch.mjs RINGFALL OUTDIR`, ctest e2e_rematch. Ana creates a
// one-round match in her browser and Ben joins it by its link, each with
// their name; the match is played to its end (through the API with their
// own tokens, quickly); both end screens show; Ana offers the rematch and
// is taken to it in her seat; Ben's end screen then offers "Join the
// rematch" without a reload, and he takes his own seat there under his
// name. The new match has the same settings and players, a new id.
import { main, check, shot, newPage, openHumansForm, api, tokenOf } from './lib.mjs';

await main('rematch.mjs', async ({ browser, server }) => {
  const ana = await newPage(browser);
  await openHumansForm(ana.page, server);
  await ana.page.fill('#rounds', '1');
  await ana.page.fill('#my-name', 'Ana');
  await ana.page.click('#create');
  await ana.page.waitForSelector('.match[data-viewer="0"]');
  const id = +/#\/match\/(\d+)/.exec(ana.page.url())[1];

  const ben = await newPage(browser);
  // Ben's join is answered late, after the stream has told his page that
  // the seat is taken (as happens under load): his page must still turn
  // to his seat's view (match.js, 'ringfall-joined').
  await ben.page.route('**/api/matches/*/join', async (route) => {
    const answer = await route.fetch();
    await new Promise((r) => setTimeout(r, 1500));
    await route.fulfill({ response: answer });
  });
  await ben.page.goto(`${server.url}/#/match/${id}/join/1`);
  await ben.page.fill('#join-name', 'Ben');
  await ben.page.click('#invite button.join-seat[data-seat="1"]');
  await ben.page.waitForSelector('.match[data-viewer="1"]', { timeout: 30000 });
  await ben.page.unroute('**/api/matches/*/join');
  const tok = [await tokenOf(ana.page, id, 0), await tokenOf(ben.page, id, 1)];

  // played to its end by each player's first option, through the API
  // (the pages leave meanwhile: nothing to draw at each step), from node:
  // made in the page, each of the 180 steps cost the browser two calls
  for (const p of [ana, ben]) await p.page.goto(`${server.url}/#/rules`);
  let s = (await api(server, 'GET', `/api/matches/${id}`)).json;
  for (let i = 0; i < 3000 && !s.over; i++) {
    const k = s.pending.waiting;
    const r = await api(server, 'POST', `/api/matches/${id}/choose`, tok[k], { index: 0 });
    if (r.status !== 200) { console.log(`  refused: ${r.status} ${JSON.stringify(r.json)}`); break; }
    s = (await api(server, 'GET', `/api/matches/${id}`)).json;
  }
  check(s.over, `the one-round match is over at step ${s.step}`);
  await ana.page.goto(`${server.url}/#/match/${id}`);
  await ben.page.goto(`${server.url}/#/match/${id}`);
  await ana.page.waitForSelector('#end-screen', { timeout: 30000 });
  await ben.page.waitForSelector('#end-screen', { timeout: 30000 });
  check(!(await ben.page.$('#rematch-offer')), 'only the creator may offer the rematch');
  await shot(ana.page, 'rematch-01-end');

  await ana.page.click('#rematch-offer');
  await ana.page.waitForFunction((m) => { const r = /#\/match\/(\d+)$/.exec(location.hash); return r && +r[1] !== m; }, id, { timeout: 20000 });
  const again = +/#\/match\/(\d+)/.exec(ana.page.url())[1];
  await ana.page.waitForSelector('.match[data-viewer="0"]', { timeout: 30000 });
  check(again > id, `Ana's rematch is match ${again}, and she plays her seat there`);

  await ben.page.waitForSelector('#rematch-join', { timeout: 20000 });
  check(true, 'Ben\'s end screen offers to join the rematch without a reload');
  await shot(ben.page, 'rematch-02-offered');
  await ben.page.click('#rematch-join');
  // the old match's end screen already shows seat 1's view: wait for the
  // page to have moved to the rematch before looking for the seat's view
  const moved = await ben.page.waitForFunction((m) => location.hash === `#/match/${m}`, again, { timeout: 30000 }).then(() => true, () => false);
  const seated = moved && await ben.page.waitForSelector(`.match[data-viewer="1"][data-match="${again}"]`, { timeout: 30000 }).then(() => true, () => false);
  check(moved && seated, 'Ben joined the rematch in his own seat');
  const n = (await api(server, 'GET', `/api/matches/${again}`)).json;
  check(n.seats.map((x) => `${x.kind}:${x.name}`).join() === 'human:Ana,human:Ben', `the same players (${n.seats.map((x) => x.name).join(', ')})`);
  check(n.rounds === 1 && n.start === 'stages' && n.mode === s.mode && n.map === s.map && n.step < 5,
    `the same settings, from the start (${n.mode} ${n.map} ${n.start}, ${n.rounds} round, step ${n.step})`);
  check((await api(server, 'GET', `/api/matches/${id}`)).json.rematch === again, 'the old match names its rematch');
  await shot(ben.page, 'rematch-03-joined');
  for (const [who, p] of [['Ana', ana], ['Ben', ben]]) check(p.errors.length === 0, `no script errors in ${who}'s page ${p.errors.join('; ')}`);
});
