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
    // Robots think briefly: the tests check the table, not the robots' play.
    const child = spawn(binary, ['serve', '--port', '0', '--db', database, '--web', web, '--robot-think', '100', ...options],
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

// A second person's browser, with its own fresh profile in `profile`
// (a directory the caller removes when done).
export function otherBrowser(profile, viewport = { width: 1200, height: 1000 }) {
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, viewport,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
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
    else if (document.querySelector('#claim-accept')) state = 'claim';
    else if (document.querySelector('button.card.playable')) state = 'play';
    if (!state) return false;
    const faces = {};
    for (const seat of ['N', 'E', 'W']) faces[seat] = document.querySelectorAll(`#seat-${seat} .hand .card:not(.back)`).length;
    const claim = document.querySelector('#claim-pending')?.textContent ?? null;
    return { state, faces, claim, phase: document.querySelector('.table-page')?.dataset.phase };
  }, null, { timeout: 60_000, polling: 50 });
  return handle.jsonValue();
}

// No hand but South's own (and dummy's, after the opening lead, and a
// claimer's while South must answer the claim) may show card faces: the UI
// draws only what the server sent, and the server sends only what South
// may see.
function checkNothingLeaks({ state, faces, phase }) {
  const shown = [faces.N, faces.E, faces.W].filter((n) => n > 0).length;
  if (phase === 'auction') check(shown === 0, `other hands visible during the auction: ${JSON.stringify(faces)}`);
  if (phase === 'play') check(shown <= (state === 'claim' ? 2 : 1), `more than dummy visible: ${JSON.stringify(faces)}`);
}

// Clicks and waits until the page has re-rendered from the server's answer
// (every table message replaces the clicked element). Another seat's move
// can re-render the page between finding the element and clicking it (a
// robot defender answers a claim on its own thread while South still has
// to answer): then nothing was clicked, and this returns false so the
// caller looks at the new state again.
// With `mayVanish`, an element already gone (a claim another seat rejected
// first) is not an error either.
async function clickAndWait(page, selector, { mayVanish = false } = {}) {
  const element = await page.$(selector);
  if (!element && mayVanish) return false;
  check(element, `nothing to click at ${selector}`);
  try {
    await element.click();
  } catch (error) {
    if (/not attached to the DOM/.test(error.message)) return false;
    throw error;
  }
  await page.waitForFunction((e) => !e.isConnected, element, { timeout: 30_000 });
  return true;
}

// Plays the board on screen to its end: South's calls come from
// `chooseCall(legalCalls, callsMadeSoFar)` ({ call, alert? }), South's (and
// dummy's) cards are the first playable card shown; a robot declarer's
// claim is accepted. `onCard(cardsSoFar)` runs before each card click,
// `hooks.onBid(callsSoFar)` before each call.
// With `hooks.keyboard` calls and cards are typed ("1n" Enter, "h10")
// instead of clicked. Returns how many calls and cards were made.
export async function playBoard(page, chooseCall, onCard = async () => {}, hooks = {}) {
  let calls = 0;
  let cards = 0;
  for (let steps = 0; steps < 200; steps++) {
    const seen = await nextState(page);
    if (seen.state === 'finished') return { calls, cards };
    checkNothingLeaks(seen);
    if (seen.state === 'claim') {
      log(`accepting: ${seen.claim}`);
      await clickAndWait(page, '#claim-accept', { mayVanish: true });
    } else if (seen.state === 'bid') {
      if (hooks.onBid) await hooks.onBid(calls);
      const legal = await page.$$eval('#bidding-box button.bid:not([disabled])', (bs) => bs.map((b) => b.dataset.call));
      check(legal.includes('Pass'), `Pass should always be legal in the auction, got ${legal}`);
      const { call, alert } = chooseCall(legal, calls);
      if (alert) {
        await page.check('#alert-check');
        await page.fill('#alert-text', alert);
      }
      if (hooks.keyboard) await typeAndWait(page, '#bidding-box', [...callKeys(call), 'Enter']);
      else if (!await clickAndWait(page, `#bidding-box button.bid[data-call="${call}"]`)) continue;
      calls++;
    } else {
      await onCard(cards);
      const card = await page.$eval('button.card.playable', (b) => b.dataset.card);
      if (hooks.keyboard) await typeAndWait(page, `button.card.playable[data-card="${card}"]`, cardKeys(card));
      else if (!await clickAndWait(page, `button.card.playable[data-card="${card}"]`)) continue;
      cards++;
    }
  }
  throw new Error('the board did not finish in 200 steps');
}

// The keys a player types for a call ("1NT" -> 1 n, "Pass" -> p) or a card
// ("HT" -> h 1 0, "SA" -> s a).
function callKeys(call) {
  if (call === 'Pass') return ['p'];
  if (call === 'X') return ['x'];
  if (call === 'XX') return ['x', 'x'];
  return [call[0], call[1].toLowerCase()];
}
function cardKeys(card) {
  return [card[0].toLowerCase(), ...(card[1] === 'T' ? ['1', '0'] : [card[1].toLowerCase()])];
}

// Types keys with the focus on the page body and waits until the element
// at `selector` has been replaced by the server's answer.
async function typeAndWait(page, selector, keys) {
  const element = await page.$(selector);
  check(element, `nothing at ${selector} to act on by keyboard`);
  await page.evaluate(() => document.activeElement?.blur());
  for (const key of keys) await page.keyboard.press(key);
  await page.waitForFunction((e) => !e.isConnected, element, { timeout: 30_000 });
}

// Every element matched by `selectors` that is shown must fit across the
// viewport, and the page must not scroll sideways; the controls must also
// fit in its height once scrolled to (nothing larger than the screen).
export async function checkOnScreen(page, selectors, what) {
  const problems = await page.evaluate((list) => {
    const out = [];
    const width = window.innerWidth;
    const height = window.innerHeight;
    if (document.documentElement.scrollWidth > width + 1) out.push(`page is ${document.documentElement.scrollWidth}px wide in a ${width}px viewport`);
    for (const selector of list) {
      for (const e of document.querySelectorAll(selector)) {
        const r = e.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        if (r.left < -1 || r.right > width + 1) out.push(`${selector} spans x ${Math.round(r.left)}..${Math.round(r.right)} of ${width}`);
        if (r.height > height) out.push(`${selector} is ${Math.round(r.height)}px tall in a ${height}px viewport`);
      }
    }
    return out;
  }, selectors);
  check(problems.length === 0, `${what}: off-screen: ${problems.join('; ')}`);
}

// Asks for the next board and waits until the finished one has gone.
export async function nextBoard(page) {
  await page.click('#next-board');
  await page.waitForSelector('#result', { state: 'detached' });
}
