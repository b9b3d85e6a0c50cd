// A person who walks away mid-board is played for by a robot: South sits
// with three robots and closes the page during the auction; a kibitzer in
// another browser sees South shown away, then a robot playing for South,
// and the board finished. The server runs with a 2 s grace period, and
// robots playing for kibitzers (nobody else is left) at 50 ms a card.
//
// usage: node away_stand_in.mjs --tenace PATH --web DIR --artifacts DIR
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { argument, log, runBrowserTest, sitSouthWithRobots } from './browser_session.mjs';

runBrowserTest(['--deal-seed', '7', '--absent-grace', '2', '--robot-pace', '50'], async ({ page, url, pageErrors }) => {
  const artifacts = argument('artifacts');
  mkdirSync(artifacts, { recursive: true });
  await sitSouthWithRobots(page, url, 'duplicate');
  await page.waitForSelector('#bidding-box');
  const table = /#table\/(\d+)/.exec(page.url())[1];
  const profile = mkdtempSync(path.join(tmpdir(), 'tenace-e2e-kibitzer-'));
  const kibitzer = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium', headless: true, viewport: { width: 1200, height: 850 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const watch = kibitzer.pages()[0] ?? await kibitzer.newPage();
    watch.on('pageerror', (error) => pageErrors.push(`kibitzer: ${error.message}`));
    await watch.goto(url);
    await watch.click('#guest');
    await watch.waitForSelector(`tr[data-table="${table}"]`);
    await watch.locator(`tr[data-table="${table}"]`).getByText('Watch').click();
    await watch.waitForSelector('#seat-S');
    log('a kibitzer watches; South closes the page in the middle of the auction');
    await page.goto('about:blank');
    await watch.waitForFunction(() => /away/.test(document.querySelector('#seat-S .seat-label')?.textContent ?? ''));
    await watch.waitForFunction(() => /robot playing/.test(document.querySelector('#seat-S .seat-label')?.textContent ?? ''),
      null, { timeout: 20_000 });
    log('South is shown away, then a robot plays for South');
    await watch.waitForSelector('#result', { timeout: 60_000 });
    await watch.screenshot({ path: path.join(artifacts, 'stand-in-finished.png') });
    log('the board was finished with the robot standing in');
  } finally {
    await kibitzer.close().catch(() => {});
    rmSync(profile, { recursive: true, force: true });
  }
});
