// What the browser tests share: the real `tenace serve` on a free port with
// a fresh database, Debian's headless Chromium, a guest sitting South at a
// new table with three robots, and one board played through the UI by
// clicks (bidding box, cards) with the no-leak check on every state seen.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';

export function argument(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0 && i + 1 < process.argv.length) return process.argv[i + 1];
  if (fallback !== undefined) return fallback;
  throw new Error(`missing --${name}`);
}

export function check(condition, message) {
  if (!condition) throw new Error(message);
}

export const log = (line) => console.log(`e2e: ${line}`);

function startServer(binary, web, database, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['serve', '--port', '0', '--db', database, '--web', web, ...options],
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

// Runs `test({ page, context, url, pageErrors })` against a fresh server
// started with `serverOptions` (e.g. ['--deal-seed', '12']: the same boards
// every run) and a fresh browser profile; cleans up whatever happens, and
// exits 0 on success, 1 with the reason on stderr.
export function runBrowserTest(serverOptions, test) {
  const run = async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'tenace-e2e-'));
    let server = null;
    let context = null;
    try {
      server = await startServer(argument('tenace'), argument('web'), path.join(scratch, 'tenace.db'), serverOptions);
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
      await test({ page, context, url: server.url, pageErrors });
      check(pageErrors.length === 0, `errors in the page: ${pageErrors.join('; ')}`);
      log('passed');
    } finally {
      if (context) await context.close().catch(() => {});
      if (server) server.child.kill('SIGTERM');
      rmSync(scratch, { recursive: true, force: true });
    }
  };
  run().then(() => process.exit(0), (error) => {
    console.error(`e2e: FAILED: ${error.stack ?? error}`);
    process.exit(1);
  });
}

// Logs in as a guest, creates a table with `scoring` ('duplicate' or
// 'rubber'), sits South (the creator's seat) and fills the rest with robots.
export async function sitSouthWithRobots(page, url, scoring) {
  await page.goto(url);
  await page.click('#guest');
  await page.waitForSelector('#create-table');
  log('logged in as a guest');
  await page.selectOption('#create-scoring', scoring);
  await page.click('#create-table');
  await page.waitForSelector('#seat-S');
  await page.waitForFunction(() => /guest/.test(document.querySelector('#seat-S .seat-label')?.textContent ?? ''));
  log(`sitting South at a ${scoring} table`);
  for (const seat of ['W', 'N', 'E']) {
    await page.click(`#robot-${seat}`);
    await page.waitForFunction((s) => !document.querySelector(`#robot-${s}`), seat);
  }
  log('robots in West, North and East');
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

// Plays the board on screen to its end: South's calls come from
// `chooseCall(legalCalls, callsMadeSoFar)` ({ call, alert? }), South's (and
// dummy's) cards are the first playable card shown. `onCard(cardsSoFar)`
// runs before each card click. Returns how many calls and cards were clicked.
export async function playBoard(page, chooseCall, onCard = async () => {}) {
  let calls = 0;
  let cards = 0;
  for (let steps = 0; steps < 200; steps++) {
    const seen = await nextState(page);
    if (seen.state === 'finished') return { calls, cards };
    checkNothingLeaks(seen);
    if (seen.state === 'bid') {
      const legal = await page.$$eval('#bidding-box button.bid:not([disabled])', (bs) => bs.map((b) => b.dataset.call));
      check(legal.includes('Pass'), `Pass should always be legal in the auction, got ${legal}`);
      const { call, alert } = chooseCall(legal, calls);
      if (alert) {
        await page.check('#alert-check');
        await page.fill('#alert-text', alert);
      }
      await clickAndWait(page, `#bidding-box button.bid[data-call="${call}"]`);
      calls++;
    } else {
      await onCard(cards);
      const card = await page.$eval('button.card.playable', (b) => b.dataset.card);
      await clickAndWait(page, `button.card.playable[data-card="${card}"]`);
      cards++;
    }
  }
  throw new Error('the board did not finish in 200 steps');
}

// Asks for the next board and waits until the finished one has gone.
export async function nextBoard(page) {
  await page.click('#next-board');
  await page.waitForSelector('#result', { state: 'detached' });
}
