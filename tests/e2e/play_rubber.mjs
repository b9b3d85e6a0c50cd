// End-to-end test of a whole rubber in the browser UI (Debian's headless
// Chromium).
//
// Starts the real `tenace serve --port 0` with a fresh database, plays as a
// guest: creates a RUBBER table, sits South, fills the other seats with
// robots, and plays boards by clicks (South passes every call and plays the
// first playable card; the robots bid and play the rest) until the score
// sheet says the rubber is over. After every board it checks the sheet as
// drawn: each side's total is what its entries above and below the line add
// up to; at the end, the winner has two games and the rubber bonus (700, or
// 500 when the losers won a game). Then "Next board" starts a new rubber
// with the old one listed. A screenshot of the finished rubber is saved as a
// test artifact.
//
// usage: node play_rubber.mjs --tenace PATH --web DIR --artifacts DIR
// Exits 0 on success, 1 on failure (with the reason on stderr).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { argument, check, log, nextBoard, playBoard, runBrowserTest, sitSouthWithRobots } from './browser_session.mjs';

// Chosen so that, with South passing throughout, the rubber is over after
// two boards (East-West make 3NT twice; the deals and the robots' play are
// the same every run); MAX_BOARDS only stops a broken run.
const DEAL_SEED = 1;
const MAX_BOARDS = 12;
// This test never looks at the double-dummy analysis (play_board does):
// without it the solver takes no CPU from the other tests.
const SERVER_OPTIONS = ['--deal-seed', String(DEAL_SEED), '--analysis-threads', '0'];

// The score sheet as drawn: WE (South's side) on the left, THEY on the right.
function readSheet(page) {
  return page.$eval('#rubber-sheet', (sheet) => {
    const numbers = (nodes) => [...nodes].map((n) => parseInt(n.textContent, 10));
    const columns = [...sheet.querySelectorAll('.sheet-col')].map((col) => ({
      above: [...col.querySelectorAll('.above > div')].map((d) => ({ points: parseInt(d.textContent, 10), item: d.title })),
      below: numbers(col.querySelectorAll('.below .game > div')),
    }));
    const spans = (selector) => [...sheet.querySelectorAll(selector)].map((s) => s.textContent);
    return {
      head: spans('.sheet-head span'),
      columns,
      games: spans('.sheet-foot:not(.totals) span').map((t) => parseInt(/Games (\d+)/.exec(t)?.[1] ?? 'NaN', 10)),
      totals: spans('.sheet-foot.totals span').map((t) => parseInt(/Total (-?\d+)/.exec(t)?.[1] ?? 'NaN', 10)),
      over: Boolean(document.querySelector('#rubber-over')),
      rubbers: sheet.textContent.match(/Rubbers: .*/)?.[0] ?? '',
    };
  });
}

const sum = (values) => values.reduce((a, b) => a + b, 0);

function checkTotals(sheet) {
  check(sheet.columns.length === 2 && sheet.totals.length === 2 && sheet.games.length === 2,
    `the sheet does not show two sides: ${JSON.stringify(sheet)}`);
  sheet.columns.forEach((column, i) => {
    check(column.above.every((e) => Number.isInteger(e.points) && e.points > 0) && column.below.every(Number.isInteger),
      `an entry on the sheet is not a score: ${JSON.stringify(column)}`);
    const added = sum(column.above.map((e) => e.points)) + sum(column.below);
    check(added === sheet.totals[i], `${sheet.head[i]}: the entries add up to ${added}, the sheet says ${sheet.totals[i]}`);
  });
}

runBrowserTest(SERVER_OPTIONS, async ({ page, url }) => {
  const artifacts = argument('artifacts');
  mkdirSync(artifacts, { recursive: true });
  await sitSouthWithRobots(page, url, 'rubber');

  let sheet = null;
  let boards = 0;
  while (!sheet?.over) {
    check(boards < MAX_BOARDS, `the rubber is not over after ${MAX_BOARDS} boards: ${JSON.stringify(sheet)}`);
    if (boards > 0) await nextBoard(page);
    const played = await playBoard(page, () => ({ call: 'Pass' }));
    boards++;
    const result = await page.textContent('#result-text');
    sheet = await readSheet(page);
    log(`board ${boards}: ${played.calls} calls and ${played.cards} cards clicked; ${result}; ` +
      `games ${sheet.games.join('-')}, totals ${sheet.totals.join('-')}`);
    checkTotals(sheet);
  }

  const winner = sheet.games.findIndex((g) => g === 2);
  check(winner >= 0 && sheet.games[1 - winner] <= 1, `the finished rubber has no side with two games: ${sheet.games}`);
  const bonus = sheet.columns[winner].above.filter((e) => e.item === 'rubber');
  const expected = sheet.games[1 - winner] === 0 ? 700 : 500;
  check(bonus.length === 1 && bonus[0].points === expected,
    `${sheet.head[winner]} won ${sheet.games.join('-')} but the rubber bonus shown is ${JSON.stringify(bonus)}, not ${expected}`);
  check(sheet.columns[1 - winner].above.every((e) => e.item !== 'rubber'), 'the losers have a rubber bonus');
  log(`rubber over after ${boards} boards: ${sheet.head[winner]} won ${sheet.games[winner]}-${sheet.games[1 - winner]} ` +
    `with the ${expected} bonus; totals ${sheet.head[0]} ${sheet.totals[0]}, ${sheet.head[1]} ${sheet.totals[1]}`);
  const shot = path.join(artifacts, 'finished-rubber.png');
  await page.screenshot({ path: shot, fullPage: true });
  log(`screenshot ${shot}`);

  // The next board starts a new rubber: an empty sheet, the old one listed.
  const finished = sheet;
  await nextBoard(page);
  sheet = await readSheet(page);
  check(!sheet.over && sum(sheet.games) === 0 && sum(sheet.totals) === 0,
    `the next board did not start a new rubber: ${JSON.stringify(sheet)}`);
  const [ns, ew] = finished.head[0].includes('NS') ? finished.totals : finished.totals.slice().reverse();
  check(sheet.rubbers === `Rubbers: #1 NS ${ns} / EW ${ew}`, `the finished rubber is not listed as such: "${sheet.rubbers}"`);
  log(`next board: a new rubber; ${sheet.rubbers}`);
});
