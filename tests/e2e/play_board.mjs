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
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
const MAX_BOARDS = 4;

function argument(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0 && i + 1 < process.argv.length) return process.argv[i + 1];
  if (fallback !== undefined) return fallback;
  throw new Error(`missing --${name}`);
}

function startServer(binary, web, database) {
  return new Promise((resolve, reject) => {
    // A fixed deal seed: the same boards every run, whose double-dummy
    // analysis the solver finishes in well under a second.
    const child = spawn(binary, ['serve', '--port', '0', '--db', database, '--web', web, '--deal-seed', '12'],
      { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const m = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (m) resolve({ child, url: m[1] });
    });
    child.stderr.on('data', (chunk) => process.stderr.write(`[server] ${chunk}`));
    child.on('exit', (code) => reject(new Error(`server exited early (code ${code}): ${output}`)));
    child.on('error', reject);
  });
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

// Waits until one of the UI states the loop reacts to is on screen, and
// takes, in the same instant, what the other three hands show.
async function nextState(page) {
  const handle = await page.waitForFunction(() => {
    let state = false;
    if (document.querySelector('#result')) state = 'finished';
    else if (document.querySelector('#bidding-box')) state = 'bid';
    else if (document.querySelector('button.card.playable')) state = 'play';
    if (!state) return false;
    const faces = {};
    for (const seat of ['N', 'E', 'W']) faces[seat] = document.querySelectorAll(`#seat-${seat} .hand .card:not(.back)`).length;
    return { state, faces, phase: document.querySelector('.table-page')?.dataset.phase };
  }, null, { timeout: 60_000, polling: 50 });
  return handle.jsonValue();
}

// No hand but South's own (and dummy's, after the opening lead) may show
// card faces: the UI draws only what the server sent, and the server sends
// only what South may see.
function checkNothingLeaks({ faces, phase }) {
  const shown = [faces.N, faces.E, faces.W].filter((n) => n > 0).length;
  if (phase === 'auction') check(shown === 0, `other hands visible during the auction: ${JSON.stringify(faces)}`);
  if (phase === 'play') check(shown <= 1, `more than dummy visible: ${JSON.stringify(faces)}`);
}

// Clicks and waits until the page has re-rendered from the server's answer
// (every table message replaces the clicked element).
async function clickAndWait(page, selector) {
  const element = await page.$(selector);
  check(element, `nothing to click at ${selector}`);
  await element.click();
  await page.waitForFunction((e) => !e.isConnected, element, { timeout: 30_000 });
}

async function playBoard(page, log, artifacts) {
  let calls = 0;
  let cards = 0;
  for (let steps = 0; steps < 200; steps++) {
    const seen = await nextState(page);
    if (seen.state === 'finished') return { calls, cards };
    checkNothingLeaks(seen);
    if (seen.state === 'bid') {
      const legal = await page.$$eval('#bidding-box button.bid:not([disabled])', (bs) => bs.map((b) => b.dataset.call));
      check(legal.includes('Pass'), `Pass should always be legal in the auction, got ${legal}`);
      // Our first call: the cheapest no-trump bid, alerted; later calls pass.
      let call = 'Pass';
      if (calls === 0) call = ['1NT', '2NT', '3NT'].find((c) => legal.includes(c)) ?? 'Pass';
      if (call !== 'Pass') {
        await page.check('#alert-check');
        await page.fill('#alert-text', 'any hand (test robot)');
      }
      await clickAndWait(page, `#bidding-box button.bid[data-call="${call}"]`);
      log(`South calls ${call}`);
      calls++;
    } else {
      if (cards === 6) await page.screenshot({ path: path.join(artifacts, 'mid-play.png') });
      const card = await page.$eval('button.card.playable', (b) => b.dataset.card);
      await clickAndWait(page, `button.card.playable[data-card="${card}"]`);
      cards++;
    }
  }
  throw new Error('the board did not finish in 200 steps');
}

async function main() {
  const binary = argument('tenace');
  const web = argument('web');
  const artifacts = argument('artifacts');
  mkdirSync(artifacts, { recursive: true });
  const scratch = mkdtempSync(path.join(tmpdir(), 'tenace-e2e-'));
  const log = (line) => console.log(`e2e: ${line}`);
  let server = null;
  let context = null;
  try {
    server = await startServer(binary, web, path.join(scratch, 'tenace.db'));
    log(`server at ${server.url}`);
    context = await chromium.launchPersistentContext(path.join(scratch, 'profile'), {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 1360, height: 900 },
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const page = context.pages()[0] ?? await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => { if (message.type() === 'error') pageErrors.push(message.text()); });

    await page.goto(server.url);
    await page.click('#guest');
    await page.waitForSelector('#create-table');
    log('logged in as a guest');
    await page.click('#create-table');
    await page.waitForSelector('#seat-S');
    await page.waitForFunction(() => /guest/.test(document.querySelector('#seat-S .seat-label')?.textContent ?? ''));
    log('sitting South');
    for (const seat of ['W', 'N', 'E']) {
      await page.click(`#robot-${seat}`);
      await page.waitForFunction((s) => !document.querySelector(`#robot-${s}`), seat);
    }
    log('robots in West, North and East');

    let best = null;
    for (let board = 1; board <= MAX_BOARDS; board++) {
      const played = await playBoard(page, log, artifacts);
      const result = await page.textContent('#result-text');
      const score = await page.textContent('#score');
      log(`board ${board}: ${played.calls} calls and ${played.cards} cards clicked; ${result}; ${score}`);
      check(/Score: [+-]?\d+ for North-South/.test(score), `no score shown: "${score}"`);
      const tricks = await page.textContent('#trick-count').catch(() => '');
      if (played.cards >= 13) {
        best = { board, ...played, result, score, tricks };
        break;
      }
      await page.click('#next-board');
      await page.waitForSelector('#result', { state: 'detached' });
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
    check(/^Par: [+-]?\d+ NS/.test(par ?? ''), `no par shown: "${par}"`);
    log(`double-dummy table ${JSON.stringify(dd)}; ${par}`);
    const shot = path.join(artifacts, 'finished-board.png');
    await page.screenshot({ path: shot, fullPage: true });
    log(`screenshot ${shot}`);
    check(pageErrors.length === 0, `errors in the page: ${pageErrors.join('; ')}`);

    // Close the tab and come back: the stored session resumes South's seat.
    await page.close();
    const again = await context.newPage();
    await again.goto(server.url);
    await again.waitForSelector('#seat-S .seat-label .tag, #seat-S .hand .card:not(.back)', { timeout: 30_000 });
    const resumed = await again.evaluate(() => ({
      hash: location.hash,
      bottom: document.querySelector('.seat-bottom')?.dataset.seat,
      south: document.querySelector('#seat-S .seat-label')?.textContent ?? '',
    }));
    check(/^#table\/\d+$/.test(resumed.hash) && resumed.bottom === 'S' && /guest/.test(resumed.south),
      `the seat was not resumed after reopening the page: ${JSON.stringify(resumed)}`);
    log('reopened the page: South resumed');
    log('passed');
  } finally {
    if (context) await context.close().catch(() => {});
    if (server) server.child.kill('SIGTERM');
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().then(() => process.exit(0), (error) => {
  console.error(`e2e: FAILED: ${error.stack ?? error}`);
  process.exit(1);
});
