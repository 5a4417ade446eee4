// squad.mjs — one player per legend in the browser (issue 16, R-PLAYERS-1
// … R-PLAYERS-3; docs/client.md): `node squad.mjs RINGFALL OUTDIR`, ctest
// e2e_squad. Three browser contexts are the three players of one 3 vs 3
// squad; the other squad is a fourth player (its first legend) and two
// bots:
//   1. the creator's form makes the match: team 1 three human players,
//      team 2 one human and two bots; the live lobby lists every player
//      seat with its legend, and the others join from it, each giving a
//      name on the match page's join step;
//   2. every page shows who plays which legend and whose turn it is by
//      name (never a seat number);
//   3. rounds are played: each decision is made on the page of the player
//      the server waits for, for that player's own legend only; every
//      other page offers no option, a click on the squadmate's decision
//      shown read only ("Waiting for …", the legend on the board) sends
//      nothing, and a choice sent from a squadmate's page anyway (a
//      fetch: the page has no control to send it) is refused with the
//      reason (403) and changes nothing;
//   4. no page ever shows a squadmate's hand card names: the DOM text is
//      checked against the engine's hidden cards (the squadmate's own
//      observation) after every decision;
//   5. chat: a squad message reaches the squad's three players by the
//      sender's name, never the other squad's player or a spectator.
import { main, check, shot, newPage, openLobby, options, clickOption, makeRng, pageApi, tokenOf } from './lib.mjs';

const NAMES = ['Ana', 'Ben', 'Cal', 'Dee'];
// a call from a page: a POST with a body, else a GET
const api = (page, path, token, body) => pageApi(page, body ? 'POST' : 'GET', path, token, body);

await main('squad.mjs', async ({ browser, server }) => {
  const t0 = Date.now();
  // 1. the creator's form: 3 vs 3, first-game squads (the legends known at once)
  const ana = await newPage(browser);
  await openLobby(ana.page, server);
  await ana.page.selectOption('#start', 'stages');
  await ana.page.selectOption('#size', '3');
  await ana.page.selectOption('#players0', '3');
  await ana.page.selectOption('#players1', '3');
  for (const id of ['#seat0', '#seat0-1', '#seat0-2', '#seat1']) await ana.page.selectOption(id, 'human');
  await ana.page.selectOption('#seat1-1', 'normal');
  await ana.page.selectOption('#seat1-2', 'easy');
  await ana.page.uncheck('#joinall');
  await ana.page.fill('#my-name', 'Ana');
  await ana.page.click('#create');
  await ana.page.waitForSelector('.match[data-viewer="0"]');
  const id = +/#\/match\/(\d+)/.exec(ana.page.url())[1];
  const sum = () => api(ana.page, `/api/matches/${id}`).then((r) => r.json);
  const s0 = await sum();
  check(s0.seats.length === 6 && s0.seats.map((s) => `${s.team}:${(s.members || []).join('')}`).join(' ') === '0:0 0:1 0:2 1:0 1:1 1:2',
    `the form made six players, one per legend (${s0.seats.map((s) => `${s.kind} team ${s.team} ${JSON.stringify(s.members)}`).join('; ')})`);
  check(s0.seats[0].name === 'Ana', `the creator joined as Ana (${s0.seats[0].name})`);

  const pages = [ana];
  for (const k of [1, 2, 3]) {
    const p = await newPage(browser);
    await openLobby(p.page, server);
    const sel = `#open-matches a.join[data-match="${id}"][data-seat="${k}"]`;
    await p.page.waitForSelector(sel, { timeout: 15000 });
    if (k === 1) {
      const row = await p.page.textContent(`#open-matches tr[data-match="${id}"]`);
      const legends = s0.seats.slice(0, 3).map((s) => s.legends[0]);
      check(legends.every((n) => row.includes(n)) && /Ana/.test(row) && /normal bot/.test(row) && !/seat \d/i.test(row),
        `the live lobby lists each player seat with its legend and holder, no seat numbers (${row.replace(/\s+/g, ' ').trim()})`);
      await shot(p.page, 'squad-01-lobby');
    }
    await p.page.click(sel);
    await p.page.waitForSelector('#join-name');
    check(/You are invited to play/.test(await p.page.textContent('#invite')), `the join link's page asks ${NAMES[k]} to join`);
    await p.page.fill('#join-name', NAMES[k]);
    await p.page.click(`#invite button.join-seat[data-seat="${k}"]`);
    await p.page.waitForSelector(`.match[data-viewer="${k}"]`, { timeout: 30000 }).catch(async (e) => {
      console.log(await p.page.evaluate(() => [location.hash, document.querySelector('#invite')?.textContent, document.querySelector('.topbar')?.textContent, document.querySelector('#app')?.textContent.slice(0, 300)]));
      throw e;
    });
    pages.push(p);
  }
  const s1 = await sum();
  check(s1.seats.slice(0, 4).map((s) => s.name).join() === NAMES.join(), `the players are named (${s1.seats.map((s) => s.name).join(', ')})`);
  const tokens = await Promise.all(pages.map((p, k) => tokenOf(p.page, id, k)));

  // 2. names on every page
  await pages[1].page.waitForFunction(() => document.querySelectorAll('#players li').length === 6);
  const board = await pages[1].page.textContent('#players');
  check(NAMES.every((n) => board.includes(n)) && s1.seats.every((s) => s.legends.every((l) => board.includes(l))) && !/seat \d/i.test(board),
    `the match page names who plays which legend (${board.replace(/\s+/g, ' ').trim()})`);
  await shot(pages[1].page, 'squad-02-players');

  // 3 and 4: rounds played, each by its own player
  const content = (await api(ana.page, '/api/content')).json;
  const cardName = Object.fromEntries(content.cards.map((c) => [c.id, c.name]));
  // a card named as an item or a weapon ("Med Kit": Lifeline's card and a
  // loot token) may be on a page as the item: its name proves no leak
  // (this failed a run in which the squad's backpack held a Med Kit)
  const otherNames = new Set([...content.items, ...content.weapons].map((x) => x.name));
  const rng = makeRng(16);
  let decisions = 0;
  let refused = 0;
  let readOnly = 0;
  let leaks = 0;
  let othersIdle = true;
  let handChecks = 0;
  let sizesOnly = true;
  let hiddenCards = 0;
  const deadline = Date.now() + 45000;
  while (Date.now() < deadline && decisions < 45) {
    const s = await sum();
    if (s.over) break;
    const k = s.pending?.waiting;
    if (!(k >= 0 && k < 4)) { await ana.page.waitForTimeout(200); continue; }
    const { page } = pages[k];
    await page.waitForFunction((st) => +document.querySelector('.match')?.dataset.step === st
      && document.querySelector('#options li:not(.folded) button, #show-all'), s.step, { timeout: 20000 });
    // every other page of the table offers only its own legends' options
    // (Stage 1 is played by the squad's players at once, STAGE1-2), or
    // none and the name of the player waited for
    // a quick Stage 1 (arm each legend, then done) so that rounds are
    // played: the waited player chooses, or a squadmate whose own legend
    // is not armed yet (Stage 1 is the squad's players' at once, STAGE1-2)
    const preferred = (opts) => [/^done\b/i, /equip .* on weapon slot \d$/, /end the activation|^pass/i]
      .map((re) => opts.filter((o) => re.test(o.label))).find((l) => l.length);
    let actor = k;
    let opts = await options(page);
    let first = preferred(opts);
    if (!first) {
      for (const j of [0, 1, 2, 3].filter((x) => x !== k && s.seats[x].team === s.seats[k].team)) {
        await pages[j].page.waitForFunction((st) => +document.querySelector('.match')?.dataset.step === st, s.step, { timeout: 20000 });
        const theirs = (await pages[j].page.$('#options')) ? await options(pages[j].page) : [];
        const good = preferred(theirs);
        if (good) { actor = j; opts = theirs; first = good; break; }
      }
    }
    const pick = first && rng(10) < 9 ? first[rng(first.length)] : opts[rng(opts.length)];
    for (const [j, p] of pages.entries()) {
      if (j === k) continue;
      await p.page.waitForFunction((st) => +document.querySelector('.match')?.dataset.step === st, s.step, { timeout: 20000 });
      if (await p.page.$('#options')) {
        const others = s.seats.filter((x) => x.team === s.seats[j].team && x.seat !== j).flatMap((x) => x.legends);
        const foreign = (await options(p.page)).filter((o) => others.some((n) => o.label.startsWith(`${n}:`) || o.label.startsWith(`${n} `)));
        if (foreign.length) { othersIdle = false; console.log(`  ${NAMES[j]} is offered a squadmate's option: ${foreign[0].label}`); }
      } else if (!(await p.page.textContent('#waiting')).includes(NAMES[k])) {
        othersIdle = false;
        console.log(`  ${NAMES[j]}'s page at step ${s.step} does not name ${NAMES[k]}: ${await p.page.textContent('#decision')}`);
      }
    }
    // the option the player waited for is about to choose, sent from a
    // squadmate's page: refused with the reason, and nothing changes
    const mate = [0, 1, 2].find((j) => j !== k && s.seats[j].team === s.seats[k].team);
    // the squadmate's page shows the decision read only ("Waiting for
    // Ben: …", no option): a click on its words or on the legend it
    // concerns sends nothing and chooses nothing (then the fetch below)
    const readOnlyNow = actor === k && mate !== undefined && readOnly < 3 && !!(await pages[mate].page.$('#waiting'));
    if (actor === k && mate !== undefined && (refused < 4 || readOnlyNow)) {
      const mp = pages[mate].page;
      if (readOnlyNow) {
        let sent = 0;
        const count = (req) => { if (/\/choose$/.test(req.url())) sent++; };
        mp.on('request', count);
        await mp.click('#waiting');
        const disc = `svg g.legend[data-legend="${s.pending.legend}"]`;
        if (s.pending.legend >= 0 && (await mp.$(disc))) await mp.click(disc, { force: true });
        await mp.waitForTimeout(300);
        mp.off('request', count);
        const still = (await sum()).step === s.step && !(await mp.$('#options button'));
        check(sent === 0 && still, `${NAMES[mate]}'s page shows ${NAMES[k]}'s decision read only: a click there sends nothing (${sent} sent) and changes nothing`);
        readOnly++;
      }
      const theirs = (await api(page, `/api/matches/${id}/pending`, tokens[k])).json.options.find((o) => o.index === pick.index);
      const r = await api(pages[mate].page, `/api/matches/${id}/choose`, tokens[mate], { code: theirs.code, step: s.step });
      const after = await sum();
      check(r.status === 403 && /NOT_YOUR_(TURN|LEGEND)/.test(r.json?.error) && r.json?.message?.includes(NAMES[k]) && after.step === s.step,
        `${NAMES[mate]} choosing ${NAMES[k]}'s "${pick.label.slice(0, 40)}" at step ${s.step} is refused: ${r.status} ${r.json?.error}: ${r.json?.message}`);
      refused++;
    }
    const before = s.step;
    if (process.env.DEBUG) console.log(`  ${NAMES[actor]} (waited: ${NAMES[k]}) at ${s.step}: ${pick.label} (of ${opts.length}: ${opts.slice(0, 4).map((o) => o.label).join(' / ')})`);
    await clickOption(pages[actor].page, pick.index);
    await ana.page.waitForFunction(async ([m, st]) => (await fetch(`/api/matches/${m}`).then((r) => r.json())).step > st, [id, before], { timeout: 20000, polling: 200 });
    decisions++;
    // 4. no squadmate's hand card on any page of team 1
    // The three players' views of one step: the other squad's bot may move
    // between the three requests (a card drawn, one played), and hand sizes
    // of two different steps differ without anything hidden in them.
    let states;
    for (let tries = 0; tries < 50; tries++) {
      states = await Promise.all([0, 1, 2].map((j) => api(ana.page, `/api/matches/${id}/state`, tokens[j]).then((r) => r.json)));
      if (states.every((st) => st.step === states[0].step)) break;
      await ana.page.waitForTimeout(100);
    }
    const sameStep = states.every((st) => st.step === states[0].step);
    const obs = states.map((st) => st.observation);
    for (const j of [0, 1, 2]) {
      const mine = new Set();
      JSON.stringify(obs[j], (key, v) => { if (typeof v === 'string' && cardName[v]) mine.add(cardName[v]); return v; });
      const hidden = new Set();
      for (const [m, o] of obs.entries()) {
        if (m === j) continue;
        o.legends.forEach((l, li) => {
          if (!l.hand) return;
          sizesOnly &&= obs[j].legends[li].hand === undefined && (!sameStep || obs[j].legends[li].hand_size === l.hand.length);
          for (const c of l.hand) if (!mine.has(cardName[c]) && !otherNames.has(cardName[c])) hidden.add(cardName[c]);
        });
      }
      handChecks++;
      hiddenCards += hidden.size;
      await pages[j].page.waitForFunction((st) => +document.querySelector('.match')?.dataset.step > st, before, { timeout: 20000 });
      const text = await pages[j].page.evaluate(() => document.body.innerText);
      const seen = [...hidden].filter((n) => text.includes(n));
      if (seen.length) { leaks++; console.log(`  ${NAMES[j]}'s page shows a squadmate's card: ${seen.join(', ')}`); }
    }
    if (obs[0].round >= 2 && decisions >= 30) break;
  }
  const s2 = await sum();
  check(decisions >= 20, `rounds played through the pages: ${decisions} decisions, now round ${(await api(ana.page, `/api/matches/${id}/state`)).json.observation.round}, step ${s2.step}`);
  check(othersIdle, 'while one player decides, the others\' pages offer only their own legends\' options, or none and name the player waited for');
  check(refused > 0, `a squadmate's choice was refused with its reason ${refused} time(s)`);
  check(readOnly > 0, `a squadmate's pending decision shown read only, clicked there ${readOnly} time(s) to no effect`);
  check(sizesOnly, 'each player\'s observation holds its squadmates\' hand sizes, never their cards (R-PLAYERS-2)');
  check(leaks === 0 && hiddenCards > 0, `no page of the squad showed a squadmate's hand card names (${handChecks} page checks, ${hiddenCards} hidden card names looked for)`);
  await shot(pages[2].page, 'squad-03-played');

  // 5. chat to the squad: its three players read it by the sender's name,
  // the other squad's player and a spectator never do
  const chatText = (p) => p.page.$$eval('#chat-lines li', (ls) => ls.map((l) => l.textContent).join(' | '));
  await ana.page.waitForFunction(() => !document.querySelector('#chat-to option[value="squad"]')?.disabled);
  await ana.page.selectOption('#chat-to', 'squad');
  await ana.page.fill('#chat-text', 'Ben, take the left');
  await ana.page.click('#chat-send');
  await ana.page.selectOption('#chat-to', 'table');
  await ana.page.fill('#chat-text', 'good game all');
  await ana.page.click('#chat-send');
  for (const j of [1, 2]) {
    await pages[j].page.waitForFunction(() => /good game all/.test(document.querySelector('#chat-lines')?.textContent || ''), null, { timeout: 10000 });
    const t = await chatText(pages[j]);
    check(/Ana \((red|blue)\).*Ben, take the left/.test(t), `${NAMES[j]} reads Ana's squad message by her name (${t})`);
  }
  const spectator = await newPage(browser);
  await spectator.page.goto(`${server.url}/#/match/${id}`);
  for (const [who, p] of [[NAMES[3], pages[3]], ['a spectator', spectator]]) {
    await p.page.waitForFunction(() => /good game all/.test(document.querySelector('#chat-lines')?.textContent || ''), null, { timeout: 10000 });
    const t = await chatText(p);
    check(!/take the left/.test(t), `${who} reads the table's message but not the other squad's (${t})`);
  }
  await shot(pages[1].page, 'squad-04-chat');
  for (const [k, p] of pages.entries()) check(p.errors.length === 0, `no script errors in ${NAMES[k]}'s page ${p.errors.join('; ')}`);
  console.log(`  squad.mjs took ${((Date.now() - t0) / 1000).toFixed(1)} s`);
});
