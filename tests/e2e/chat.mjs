// Chat between two people at a table, in two browsers: a message with HTML
// and script in it arrives and is shown as text (no element is made of it,
// no script runs), and partners cannot talk privately during a board (the
// page says why). The chat panel lists who is online.
//
// usage: node chat.mjs --tenace PATH --web DIR --artifacts DIR
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { argument, check, log, runBrowserTest } from './browser_session.mjs';

const HOSTILE = '<b>bold?</b><img src=x onerror="window.pwned=1"><script>window.pwned=2</script>';

runBrowserTest(['--deal-seed', '5'], async ({ page, url, pageErrors }) => {
  const artifacts = argument('artifacts');
  mkdirSync(artifacts, { recursive: true });
  // South: creates the table and adds robots East and West.
  await page.goto(url);
  await page.click('#guest');
  await page.click('#create-table');
  await page.waitForSelector('#seat-S');
  for (const seat of ['W', 'E']) {
    await page.click(`#robot-${seat}`);
    await page.waitForFunction((s) => !document.querySelector(`#robot-${s}`), seat);
  }
  const southName = (await page.textContent('#user')).replace(' (guest)', '');
  log(`${southName} sits South with robots East and West`);

  // North: a second person, in a browser of their own, takes the last seat.
  const profile = mkdtempSync(path.join(tmpdir(), 'tenace-e2e-north-'));
  const north = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium', headless: true, viewport: { width: 1200, height: 850 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const other = north.pages()[0] ?? await north.newPage();
    other.on('pageerror', (error) => pageErrors.push(`north: ${error.message}`));
    await other.goto(url);
    await other.click('#guest');
    await other.waitForSelector('tr[data-table] td.seat-cell');
    await other.locator('tr[data-table] td.seat-cell').nth(0).getByText('Sit').click();
    await other.waitForSelector('#seat-N');
    await page.waitForSelector('#bidding-box, .table-page[data-phase="auction"]');
    log('North sat down; the board is dealt');

    // Table chat with HTML in it: shown as text on the other side.
    await page.click('.chat-toggle');
    await other.click('.chat-toggle');
    await page.waitForFunction(() => /Online \(2\)/.test(document.querySelector('.chat-online')?.textContent ?? ''));
    await page.fill('.chat-input', HOSTILE);
    await page.press('.chat-input', 'Enter');
    await other.waitForFunction((text) => [...document.querySelectorAll('.chat-line')].some((l) => l.textContent.includes(text)),
      HOSTILE);
    const made = await other.evaluate(() => ({
      elements: document.querySelectorAll('.chat-log b, .chat-log img, .chat-log script').length,
      pwned: window.pwned ?? null,
    }));
    check(made.elements === 0 && made.pwned === null, `chat text became HTML: ${JSON.stringify(made)}`);
    log('the HTML arrived as text');

    // North tries a private word with South, the partner: refused, and said.
    await other.locator('.chat-line button.chat-name', { hasText: southName }).first().click();
    await other.getByRole('button', { name: 'Message' }).click();
    await other.fill('.chat-input', 'lead a heart');
    await other.press('.chat-input', 'Enter');
    await other.waitForFunction(() => /partners may not talk privately/.test(document.querySelector('#toast')?.textContent ?? ''));
    await other.screenshot({ path: path.join(artifacts, 'chat-private-refused.png') });
    await page.screenshot({ path: path.join(artifacts, 'chat-south.png') });
    log('a private word between partners was refused');
  } finally {
    await north.close().catch(() => {});
    rmSync(profile, { recursive: true, force: true });
  }
});
