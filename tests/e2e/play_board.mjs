// End-to-end test of the browser UI in Debian's headless Chromium.
//
// Starts the real `tenace serve --port 0` with a fresh database, opens the
// page, plays as a guest: creates a table, sits South, fills the other seats
// with robots, bids through the bidding box (one alerted call), plays every
// card by clicking, and checks that the result and score appear. If South
// ends up dummy (no card to click) the next board is dealt, up to a few
// times. A screenshot of the finished board, with its double-dummy table
// and par, is saved as a test artifact.
//
// usage: node play_board.mjs --tenace PATH --web DIR --artifacts DIR
// Exits 0 on success, 1 on failure (with the reason on stderr).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { argument, check, log, nextBoard, playBoard, runBrowserTest, sitSouthWithRobots } from './browser_session.mjs';

const MAX_BOARDS = 4;
// The same boards every run, whose double-dummy analysis the solver
// finishes in well under a second.
const DEAL_SEED = 12;

// Our first call: the cheapest no-trump bid, alerted; later calls pass.
function chooseCall(legal, callsSoFar) {
  const call = callsSoFar === 0 ? ['1NT', '2NT', '3NT'].find((c) => legal.includes(c)) ?? 'Pass' : 'Pass';
  log(`South calls ${call}`);
  return call === 'Pass' ? { call } : { call, alert: 'any hand (test robot)' };
}

runBrowserTest(['--deal-seed', String(DEAL_SEED)], async ({ page, context, url }) => {
  const artifacts = argument('artifacts');
  mkdirSync(artifacts, { recursive: true });
  await sitSouthWithRobots(page, url, 'duplicate');

  let best = null;
  for (let board = 1; board <= MAX_BOARDS; board++) {
    const played = await playBoard(page, chooseCall, async (cards) => {
      if (cards === 6) await page.screenshot({ path: path.join(artifacts, 'mid-play.png') });
    });
    const result = await page.textContent('#result-text');
    const score = await page.textContent('#score');
    log(`board ${board}: ${played.calls} calls and ${played.cards} cards clicked; ${result}; ${score}`);
    check(/Score: [+-]?\d+ for North-South/.test(score), `no score shown: "${score}"`);
    const tricks = await page.textContent('#trick-count').catch(() => '');
    if (played.cards >= 13) {
      best = { board, ...played, result, score, tricks };
      break;
    }
    await nextBoard(page);
  }
  check(best, `South never had 13 cards to play in ${MAX_BOARDS} boards`);
  check(/NS \d+ · EW \d+/.test(best.tricks), `tricks per side not shown: "${best.tricks}"`);
  const scores = await page.$$eval('#scores tbody tr', (rows) => rows.length);
  check(scores >= 1, 'the score table lists no board');
  // The double-dummy table and par arrive from the server's analyst a
  // moment after the result.
  await page.waitForSelector('#dd-table', { timeout: 120_000 });
  const dd = await page.$$eval('#dd-table tbody tr', (rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent)));
  check(dd.length === 4 && dd.every((row) => row.length === 5 && row.every((v) => /^([0-9]|1[0-3])$/.test(v))),
    `the double-dummy table is not 4 x 5 trick counts: ${JSON.stringify(dd)}`);
  const par = await page.textContent('.dd .par');
  // Par as a player writes it ("Par −100 NS: 4♥ doubled by NS, down 1"),
  // not the solver's notation ("4H*-NS-1").
  check(/^Par ([+\u2212]\d+|0) NS: (pass it out|[1-7]([♠♥♦♣]|NT)( doubled)? by (North|East|South|West|NS|EW))/.test(par ?? ''), `no readable par shown: "${par}"`);
  check(!/\d[CDHSN]\*?-/.test(par ?? ''), `par in solver notation: "${par}"`);
  log(`double-dummy table ${JSON.stringify(dd)}; ${par}`);
  const shot = path.join(artifacts, 'finished-board.png');
  await page.screenshot({ path: shot, fullPage: true });
  log(`screenshot ${shot}`);

  // Close the tab and come back: the stored session resumes South's seat.
  await page.close();
  const again = await context.newPage();
  await again.goto(url);
  await again.waitForSelector('#seat-S .seat-label .tag, #seat-S .hand .card:not(.back)', { timeout: 30_000 });
  const resumed = await again.evaluate(() => ({
    hash: location.hash,
    bottom: document.querySelector('.seat-bottom')?.dataset.seat,
    south: document.querySelector('#seat-S .seat-label')?.textContent ?? '',
  }));
  check(/^#table\/\d+$/.test(resumed.hash) && resumed.bottom === 'S' && /guest/.test(resumed.south),
    `the seat was not resumed after reopening the page: ${JSON.stringify(resumed)}`);
  log('reopened the page: South resumed');
});
