// End-to-end test of a pairs event in Debian's headless Chromium: a guest
// makes a Howell event in the lobby, registers with a robot partner, fills
// the field with robot pairs from the director's panel, starts it, watches
// the page follow the first round's play at the other tables without
// asking for it again (the server pushes it), is seated by the second
// round and plays that board, then finds the board's traveller (naming
// both pairs) and the standings on the event page. Screenshots of the
// event page before the start, of the table and of the standings are
// saved as artifacts.
//
// usage: node play_event.mjs --tenace PATH --web DIR --artifacts DIR
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { argument, check, log, runBrowserTest } from './browser_session.mjs';
import { playSeat } from './seat_play.mjs';

runBrowserTest(['--deal-seed', '7'], async ({ page, url }) => {
  const artifacts = argument('artifacts');
  mkdirSync(artifacts, { recursive: true });
  // The event pages the client asks for: one that changes without a
  // request was pushed.
  let eventRequests = 0;
  page.on('websocket', (ws) => ws.on('framesent', (frame) => {
    if (/"type":"event"[,}]/.test(String(frame.payload))) eventRequests++;
  }));
  await page.goto(url);
  await page.click('#guest');
  await page.waitForSelector('#create-event');
  await page.fill('#event-name', 'Club night');
  await page.selectOption('#event-boards', '1');
  // Two rounds of the Howell: the player sits out the first and plays the
  // second, after which the event ends. With the whole movement a third
  // round could seat the player again (and take the page back to a table)
  // while the test looks for the event in the lobby.
  await page.selectOption('#event-rounds', '2');
  await page.click('#create-event button[type=submit]');
  await page.waitForSelector('tr[data-event] form button');
  log('made an event');
  await page.click('tr[data-event] form button');
  await page.waitForFunction(() => /registered/.test(document.querySelector('tr[data-event]')?.textContent ?? ''));
  log('registered with a robot partner');
  await page.click('tr[data-event] a');
  await page.waitForSelector('#director-panel');
  for (let pairs = 2; pairs <= 5; pairs++) {
    await page.click('#add-robot-pair');
    await page.waitForFunction((n) => document.querySelectorAll('#event-pairs li').length === n, pairs);
  }
  await page.screenshot({ path: path.join(artifacts, 'event-director.png'), fullPage: true });
  // Whatever the page shows of the round's progress (boards played at its
  // tables, a later round) is noted as it is drawn: the second round may
  // seat the player and leave the page soon after.
  await page.evaluate(() => {
    window.eventProgress = false;
    new MutationObserver(() => {
      const played = document.querySelector('#event-tables')?.textContent.match(/\(([1-9]\d*) played\)/);
      const later = /round [2-9]\d* of/.test(document.querySelector('#event-summary')?.textContent ?? '');
      window.eventProgress ||= Boolean(played) || later;
    }).observe(document.getElementById('app'), { childList: true, subtree: true });
  });
  const asked = eventRequests;
  await page.click('#start-event');
  log('started with five pairs');
  // The page is drawn again with the round's progress, pushed by the
  // server. On a quick machine the robots' tables can finish round 1 and
  // round 2 seat the player before the next push: the page then leaves for
  // the table first, and the push is checked by the protocol test alone
  // (EventProtocol).
  const deadline = Date.now() + 60_000;
  let followed = false;
  for (;;) {
    followed = await page.evaluate(() => window.eventProgress).catch(() => false);
    const seated = await page.evaluate(() => location.hash.startsWith('#table')).catch(() => false);
    if (followed || seated) break;
    check(Date.now() < deadline, 'the event page showed no progress of round 1 within 60 s and no table seated the player');
    await page.waitForTimeout(50);
  }
  check(eventRequests === asked, `the event page was asked for ${eventRequests - asked} times after the start`);
  log(followed ? 'the event page followed the first round without asking again'
    : 'round 2 seated the player before the event page was pushed again');
  // Pair 1 sits out the Howell's first round; the second seats it.
  await page.waitForSelector('.table-page', { timeout: 60_000 });
  log(`seated at ${await page.evaluate(() => location.hash)}`);
  const steps = await playSeat(page);
  log(`board played in ${steps} moves`);
  await page.screenshot({ path: path.join(artifacts, 'event-table.png'), fullPage: true });
  await page.goto(`${url}#lobby`);
  await page.waitForSelector('tr[data-event] a');
  await page.click('tr[data-event] a');
  await page.waitForSelector('table.standings');
  await page.waitForSelector('table.traveller');
  const standings = await page.$$eval('table.standings tbody tr', (trs) => trs.length);
  check(standings === 5, `the standings show ${standings} pairs, not 5`);
  // A traveller's row names the pair at each side ("3: Robot - Robot").
  const sides = await page.$eval('table.traveller tbody tr', (tr) => [tr.cells[0].textContent, tr.cells[1].textContent]);
  check(sides.every((side) => /^\d+: .+ - .+$/.test(side)) && sides[0] !== sides[1],
    `a traveller row names its pairs as ${JSON.stringify(sides)}`);
  await page.screenshot({ path: path.join(artifacts, 'event-standings.png'), fullPage: true });
  log('event page with standings and the board\'s traveller');
});
