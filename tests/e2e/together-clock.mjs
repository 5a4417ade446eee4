// together-clock.mjs — clocks and seats handed over in the browser (issue
// 16; docs/client.md): `node together-clock.mjs RINGFALL OUTDIR`, ctest
// e2e_together_clock. The creator sets a 3-second clock per decision and
// invites a friend; nobody decides: the clock runs out, the random bot
// decides for the absent seat and both pages say so; the creator then
// hands the friend's seat to a bot (the friend is replaced), takes it back
// for a new player, whose browser joins it from the link.
import { main, check, shot, newPage, openHumansForm } from './lib.mjs';

const summary = (page, id) => page.evaluate((m) => fetch(`/api/matches/${m}`).then((r) => r.json()), id);

// The creator's page hands seat 1 to `kind` (a bot, or 'human': reopened)
// and the server has answered (POST .../seat).
async function handSeat(page, kind) {
  await page.selectOption('#host-controls select.host-kind[data-seat="1"]', kind);
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/matches\/\d+\/seat$/.test(r.url()));
  await page.click('#host-controls button.host-apply[data-seat="1"]');
  const r = await answered;
  check(r.ok(), `the server takes seat 1 handed to ${kind} (${r.status()})`);
}

await main('together-clock.mjs', async ({ browser, server }) => {
  const host = await newPage(browser);
  await openHumansForm(host.page, server);
  await host.page.fill('#clock-seconds', '3');
  await host.page.selectOption('#clock-per', 'decision');
  await host.page.selectOption('#clock-bot', 'random');
  await host.page.click('#create');
  await host.page.waitForSelector('.match[data-step]');
  const id = +/#\/match\/(\d+)/.exec(host.page.url())[1];
  await host.page.waitForSelector('#clock-line');
  check(/Clock: 3 s for a decision, then the random bot decides/.test(await host.page.textContent('#clock-line')),
    'the match page shows the clock set at create');
  check(/Stopped/.test(await host.page.textContent('#clock-line')), 'the clock waits while a seat is free');

  const link = await host.page.inputValue('#invite .invite-url');
  const friend = await newPage(browser);
  await friend.page.goto(link);
  await friend.page.fill('#join-name', 'Friend');
  await friend.page.click('#invite button.join-seat[data-seat="1"]');
  await friend.page.waitForSelector('.match[data-viewer="1"]', { timeout: 10000 });
  const before = (await summary(host.page, id)).step;
  await host.page.waitForFunction(() => /s left/.test(document.querySelector('#clock-line')?.textContent || ''), null, { timeout: 10000 });
  check(true, 'with every seat held the clock runs');
  await shot(host.page, '01-clock-running');

  // nobody decides: after 3 s the bot decides, and everyone is told
  await host.page.waitForSelector('#clock-timeout', { timeout: 15000 });
  await friend.page.waitForSelector('#clock-timeout', { timeout: 15000 });
  const s1 = await summary(host.page, id);
  check(s1.step > before, `the bot decided for the absent seat: step ${before} -> ${s1.step}`);
  check(s1.clock.timeouts.length >= 1 && Object.keys(s1.clock.timeouts[0]).sort().join() === 'seat,step',
    'the summary says which seat timed out and when, not what the bot chose');
  const whose = (await summary(host.page, id)).clock.timeouts.at(-1).seat === 1 ? 'Friend' : 'Player 1';
  check(new RegExp(`ran out for ${whose}: the random bot decided for them`).test(await friend.page.textContent('#clock-timeout')),
    `the other player's page says so too, naming whose clock ran out (${await friend.page.textContent('#clock-timeout')})`);
  await shot(friend.page, '02-clock-ran-out');

  // the creator replaces the friend by a bot, then reopens the seat
  // the hand-over done when the server has answered it: the select's value,
  // waited for before, was the test's own choice and held at once
  await handSeat(host.page, 'normal');
  const s2 = await summary(host.page, id);
  check(s2.seats[1].kind === 'normal' && !s2.seats[1].taken, 'the friend\'s seat is played by the normal bot');
  const friendToken = await friend.page.evaluate((m) => JSON.parse(localStorage.getItem(`ringfall.match.${m}`))['1'], id);
  const st = await friend.page.evaluate(([m, t]) => fetch(`/api/matches/${m}/state`, { headers: { Authorization: `Bearer ${t}` } }).then((r) => r.status), [id, friendToken]);
  check(st === 401, `the replaced player's token is void (${st})`);
  await shot(host.page, '03-seat-to-bot');

  await handSeat(host.page, 'human');
  await host.page.waitForSelector('#invite .invite-url[data-seat="1"]', { timeout: 10000 });
  const again = await host.page.inputValue('#invite .invite-url[data-seat="1"]');
  const newcomer = await newPage(browser);
  await newcomer.page.goto(again);
  await newcomer.page.click('#invite button.join-seat[data-seat="1"]');
  await newcomer.page.waitForSelector('.match[data-viewer="1"]', { timeout: 10000 });
  const s3 = await summary(host.page, id);
  check(s3.seats[1].kind === 'human' && s3.seats[1].taken, 'a new player took the reopened seat from its link');
  await shot(newcomer.page, '04-new-player');

  // a non-creator cannot hand a seat over
  const refused = await newcomer.page.evaluate(([m, t]) => fetch(`/api/matches/${m}/seat`, { method: 'POST',
    headers: { Authorization: `Bearer ${t}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ seat: 0, kind: 'random' }) })
    .then(async (r) => [r.status, (await r.json()).error]), [id, await newcomer.page.evaluate((m) => JSON.parse(localStorage.getItem(`ringfall.match.${m}`))['1'], id)]);
  check(refused[0] === 403 && refused[1] === 'NOT_HOST', `a player's token cannot hand a seat over (${refused})`);
  check(!(await newcomer.page.$('#host-controls')), 'only the creator\'s page shows the seat controls');
  check(host.errors.length === 0, `no script errors in the creator's page ${host.errors.join('; ')}`);
  check(newcomer.errors.length === 0, `no script errors in the new player's page ${newcomer.errors.join('; ')}`);
});
