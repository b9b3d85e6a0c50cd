// End-to-end test of a whole Dummy Whist game in the browser UI (Debian's
// headless Chromium): a guest creates a table (game to --target points, 21
// unless given), sits with two robots and plays hand after hand by clicks,
// accepting the robots' claims, until a player reaches the target. Then the
// score sheet on screen -- each hand's points by player and its Boston mark,
// the game's totals and its winners -- must be what the server records and
// exports (/api/tables/ID/history.json and history.pbn), every robot claim
// accepted is recorded in both, no hand may have been played after the
// target was reached, and the winner is shown.
//
// usage: node play_whist_game.mjs --tenace PATH --web DIR --artifacts DIR [--target N] [--seed N]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { argument, check, log, runBrowserTest } from './browser_session.mjs';
import { click, createTable, playHand } from './whist_session.mjs';

const target = Number(argument('target', '21'));
const SERVER_OPTIONS = ['--deal-seed', argument('seed', '3'), '--analysis-threads', '0'];
const MOST_HANDS = 60;

// The score sheet as shown: each hand's row and the game's totals row.
async function readSheet(page) {
  return page.$eval('#whist-sheet', (sheet) => {
    const chairs = [...sheet.querySelectorAll('thead th[data-chair]')].map((th) => th.dataset.chair);
    const numbers = (row, from) => Object.fromEntries(chairs.map((c, i) => [c, Number(row.cells[from + i].textContent)]));
    const hands = [];
    const games = [];
    for (const row of sheet.querySelectorAll('tbody tr')) {
      if (row.classList.contains('totals')) {
        games.push({ text: row.cells[0].textContent, totals: numbers(row, 1) });
      } else {
        hands.push({ hand: Number(row.cells[0].textContent), bid: row.cells[1].textContent, points: numbers(row, 2) });
      }
    }
    return { chairs, hands, games };
  });
}

// The WhistPoints tag of each hand in the PBN export, as {chair: points}.
function pbnPoints(pbn) {
  return [...pbn.matchAll(/\[WhistPoints "([^"]*)"\]/g)].map((m) =>
    Object.fromEntries(m[1].split(' ').map((part) => { const [c, p] = part.split(':'); return [c, Number(p)]; })));
}

runBrowserTest(SERVER_OPTIONS, async ({ page, url }) => {
  const artifacts = argument('artifacts');
  mkdirSync(artifacts, { recursive: true });
  await page.goto(url);
  await page.click('#guest');
  await createTable(page, 'dummy_whist', { target });
  const started = Date.now();

  let claims = 0;
  let sheet = null;
  for (let hands = 1; ; hands++) {
    check(hands <= MOST_HANDS, `no player reached ${target} in ${MOST_HANDS} hands`);
    const played = await playHand(page);
    claims += played.claims;
    sheet = await readSheet(page);
    const game = sheet.games.at(-1);
    log(`hand ${hands}: ${sheet.hands.at(-1)?.bid ?? '?'}; totals ${JSON.stringify(game.totals)}`
      + (played.claims ? ' (a robot claimed)' : ''));
    if (/won by/.test(game.text)) break;
    await click(page, '#next-board');
    await page.waitForFunction(() => document.querySelector('.table-page.whist')?.dataset.phase !== 'finished');
  }
  log(`game to ${target} over after ${sheet.hands.length} hands in ${Math.round((Date.now() - started) / 1000)} s, `
    + `${claims} robot claims answered`);
  await page.screenshot({ path: path.join(artifacts, 'whist-game-over.png'), fullPage: true });

  // What the server records and exports.
  const table = /^#table\/(\d+)$/.exec(await page.evaluate(() => location.hash))?.[1];
  check(table, 'the page does not show which table it is');
  const exported = await page.evaluate(async (id) => {
    const json = await (await fetch(`/api/tables/${id}/history.json`)).json();
    const pbn = await (await fetch(`/api/tables/${id}/history.pbn`)).text();
    return { json, pbn };
  }, table);
  const record = exported.json.boards ?? exported.json;
  check(Array.isArray(record), `history.json is not a list of hands: ${JSON.stringify(exported.json).slice(0, 200)}`);
  check(record.length === sheet.hands.length, `the sheet shows ${sheet.hands.length} hands, the record ${record.length}`);
  const fromPbn = pbnPoints(exported.pbn);
  check(fromPbn.length === record.length, `the PBN export has ${fromPbn.length} hands' points, the record ${record.length}`);

  const totals = Object.fromEntries(sheet.chairs.map((c) => [c, 0]));
  record.forEach((hand, i) => {
    const row = sheet.hands[i];
    check(row.hand === hand.hand, `sheet row ${i + 1} is hand ${row.hand}, the record's is ${hand.hand}`);
    // No hand is dealt once a player has reached the target.
    check(Math.max(...Object.values(totals)) < target, `hand ${hand.hand} was played after the game was won`);
    for (const chair of sheet.chairs) {
      check(row.points[chair] === hand.points[chair],
        `hand ${hand.hand}: the sheet gives ${chair} ${row.points[chair]}, the record ${hand.points[chair]}`);
      check(fromPbn[i][chair] === hand.points[chair],
        `hand ${hand.hand}: the PBN gives ${chair} ${fromPbn[i][chair]}, the record ${hand.points[chair]}`);
      totals[chair] += hand.points[chair];
    }
    check(/Boston/.test(row.bid) === Boolean(hand.boston),
      `hand ${hand.hand}: the sheet says "${row.bid}", the record's Boston is ${hand.boston}`);
    check((hand.tricks === 13) === Boolean(hand.boston), `hand ${hand.hand}: ${hand.tricks} tricks, Boston ${hand.boston}`);
  });
  // Every robot claim the guest accepted ended a hand, and is in both exports.
  const claimed = record.filter((hand) => hand.claim).length;
  const pbnClaims = [...exported.pbn.matchAll(/\[WhistClaim "/g)].length;
  check(claimed >= claims, `${claims} claims accepted, ${claimed} hands ended by a claim in history.json`);
  check(pbnClaims === claimed, `${pbnClaims} WhistClaim tags in the PBN export, ${claimed} claims in history.json`);
  const game = sheet.games.at(-1);
  for (const chair of sheet.chairs)
    check(game.totals[chair] === totals[chair], `the sheet totals ${chair} ${game.totals[chair]}, the record ${totals[chair]}`);
  const best = Math.max(...Object.values(totals));
  check(best >= target, `the game ended with the best total ${best} below ${target}`);
  const names = await page.$$eval('#whist-sheet thead th[data-chair]', (ths) =>
    Object.fromEntries(ths.map((th) => [th.dataset.chair, th.textContent])));
  const winners = sheet.chairs.filter((c) => totals[c] === best).map((c) => names[c]);
  check(game.text.endsWith(`won by ${winners.join(' and ')}`), `the sheet says "${game.text}", the winners are ${winners}`);
  log(`winner shown: ${game.text}`);
});
