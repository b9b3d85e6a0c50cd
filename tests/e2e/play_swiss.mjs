// End-to-end test of Swiss teams in Debian's headless Chromium: a guest
// makes a one-round Swiss teams event of one board in the lobby,
// registers with a robot partner, fills the field with seven robot pairs
// (four teams) and starts it. A spectator in a second browser watches the
// event page: the first round's pairing (every team in one match), then,
// pushed by the server as the player plays her board, the finished
// event: the round's matches with their IMPs and victory points
// (20 shared in each match), and the teams ranked by their VPs, each the
// sum of its matches'. Screenshots of the pairing and of the results are
// saved as artifacts.
//
// usage: node play_swiss.mjs --tenace PATH --web DIR --artifacts DIR
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { argument, check, log, otherBrowser, runBrowserTest } from './browser_session.mjs';
import { playSeat } from './seat_play.mjs';

// "12–3" as [12, 3].
const both = (text) => text.split('–').map(Number);

runBrowserTest(['--deal-seed', '11'], async ({ page, url, pageErrors }) => {
  const artifacts = argument('artifacts');
  mkdirSync(artifacts, { recursive: true });
  await page.goto(url);
  await page.click('#guest');
  await page.waitForSelector('#create-event');
  await page.fill('#event-name', 'Swiss night');
  await page.selectOption('#event-movement', 'swiss');
  await page.selectOption('#event-boards', '1');
  await page.selectOption('#event-rounds', '1');
  await page.selectOption('#event-scoring', 'imps');
  await page.click('#create-event button[type=submit]');
  await page.waitForSelector('tr[data-event] form button');
  await page.click('tr[data-event] form button');
  await page.waitForFunction(() => /registered/.test(document.querySelector('tr[data-event]')?.textContent ?? ''));
  await page.click('tr[data-event] a');
  await page.waitForSelector('#director-panel');
  const eventHash = await page.evaluate(() => location.hash);
  for (let pairs = 2; pairs <= 8; pairs++) {
    await page.click('#add-robot-pair');
    await page.waitForFunction((n) => document.querySelectorAll('#event-pairs li').length === n, pairs);
  }
  log(`made ${eventHash}: a Swiss of eight pairs, the player's with a robot partner`);

  const profile = mkdtempSync(path.join(tmpdir(), 'tenace-e2e-spectator-'));
  const spectator = await otherBrowser(profile);
  try {
    const other = spectator.pages()[0] ?? await spectator.newPage();
    other.on('pageerror', (error) => pageErrors.push(`spectator: ${error.message}`));
    await other.goto(url);
    await other.click('#guest');
    await other.waitForSelector('#create-event');
    await other.goto(`${url}${eventHash}`);
    await other.waitForFunction(() => document.querySelectorAll('#event-pairs li').length === 8);

    await page.click('#start-event');
    log('started');
    // Round 1's pairing, as the spectator's page is pushed it: two matches,
    // every team in one of them.
    await other.waitForSelector('#swiss-pairing', { timeout: 60_000 });
    const pairing = await other.$$eval('#swiss-pairing tbody tr', (trs) => trs.map((tr) => tr.dataset.teams));
    const caption = await other.textContent('#swiss-pairing caption');
    check(caption === 'Round 1 pairing', `the pairing is captioned "${caption}"`);
    check(pairing.length === 2, `round 1 pairs ${pairing.length} matches: ${JSON.stringify(pairing)}`);
    const teams = pairing.flatMap((m) => m.split(',').map(Number)).sort();
    check(JSON.stringify(teams) === '[1,2,3,4]', `round 1 pairs the teams as ${JSON.stringify(pairing)}`);
    await other.screenshot({ path: path.join(artifacts, 'swiss-pairing.png'), fullPage: true });
    log(`round 1 pairing: ${pairing.map((m) => m.replace(',', ' v ')).join(', ')}`);

    // The player is seated at her pair's table and plays its board.
    await page.waitForFunction(() => location.hash.startsWith('#table/'), null, { timeout: 60_000 });
    await page.waitForSelector('.table-page');
    const steps = await playSeat(page).catch(async (error) => {
      await page.screenshot({ path: path.join(artifacts, 'swiss-table-stuck.png'), fullPage: true });
      throw error;
    });
    log(`board played at ${await page.evaluate(() => location.hash)} in ${steps} moves`);

    // The spectator's page follows to the end without asking.
    await other.waitForFunction(() => /finished/.test(document.querySelector('#event-summary')?.textContent ?? ''),
      null, { timeout: 180_000 });
    const matches = await other.$$eval('#swiss-matches tbody tr', (trs) => trs.map((tr) =>
      [...tr.cells].map((td) => td.textContent)));
    check(matches.length === 2, `the matches table has ${matches.length} rows: ${JSON.stringify(matches)}`);
    const vpsOf = new Map();
    for (const [round, match, impsText, vpsText] of matches) {
      const m = /^Team (\d+) v Team (\d+)$/.exec(match);
      check(m, `round ${round} shows a match as "${match}"`);
      const imps = both(impsText);
      const vps = both(vpsText);
      check(imps.every(Number.isInteger) && imps.every((x) => x >= 0), `match ${match} shows IMPs "${impsText}"`);
      check(Math.abs(vps[0] + vps[1] - 20) < 0.011, `match ${match} shares ${vps[0] + vps[1]} VPs, not 20`);
      check((imps[0] > imps[1]) === (vps[0] > vps[1]) || imps[0] === imps[1], `match ${match}: VPs ${vpsText} for IMPs ${impsText}`);
      for (const k of [0, 1]) vpsOf.set(Number(m[k + 1]), (vpsOf.get(Number(m[k + 1])) ?? 0) + vps[k]);
    }
    const round1 = matches.filter(([round]) => round === '1').map(([, match]) => match.match(/\d+/g).join(','));
    check(JSON.stringify(round1.sort()) === JSON.stringify([...pairing].sort()),
      `round 1's results ${JSON.stringify(round1)} are not its pairing ${JSON.stringify(pairing)}`);
    const standings = await other.$$eval('#swiss-standings tbody tr', (trs) => trs.map((tr) =>
      [...tr.cells].map((td) => td.textContent)));
    check(standings.length === 4, `the standings list ${standings.length} teams`);
    let previous = Infinity;
    for (const [, team, , vpsText] of standings) {
      const number = Number(/^Team (\d+)/.exec(team)?.[1]);
      const vps = Number(vpsText);
      check(Math.abs(vps - vpsOf.get(number)) < 0.011, `team ${number} stands on ${vps} VPs, its matches give ${vpsOf.get(number)}`);
      check(vps <= previous + 1e-9, `the standings are not by VPs: ${JSON.stringify(standings)}`);
      previous = vps;
    }
    await other.screenshot({ path: path.join(artifacts, 'swiss-results.png'), fullPage: true });
    log(`finished: ${standings.map((s) => `${s[1].split(' (')[0]} ${s[3]}`).join(', ')}`);
  } finally {
    await spectator.close().catch(() => {});
    rmSync(profile, { recursive: true, force: true });
  }
});
