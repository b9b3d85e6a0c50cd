// End-to-end test of a robot tournament in Debian's headless Chromium: a
// guest makes a two-board tournament in the lobby, enters it, plays both
// boards with a robot partner against robot opponents, sees each board's
// traveller (their own result among the robot reference tables'), then
// their standing and rating change, opens the results page (ranking and
// travellers), finds the new rating back in the lobby and on their profile
// (plotted), and finally asks to play now and is seated with robots.
// Screenshots of the last board, the results page and the profile are
// saved as artifacts.
//
// usage: node play_tournament.mjs --tenace PATH --web DIR --artifacts DIR
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { argument, check, log, nextBoard, playBoard, runBrowserTest } from './browser_session.mjs';

runBrowserTest(['--deal-seed', '5'], async ({ page, url }) => {
  const artifacts = argument('artifacts');
  mkdirSync(artifacts, { recursive: true });
  await page.goto(url);
  await page.click('#guest');
  await page.waitForSelector('#create-tournament');
  const me = (await page.textContent('#user')).replace(/ \(guest\)$/, '');
  log(`logged in as ${me}`);
  check(/Your rating: 1500/.test(await page.textContent('#my-rating')), 'a newcomer is not shown a rating of 1500');
  await page.fill('#tournament-name', 'Evening pairs');
  await page.selectOption('#tournament-boards', '2');
  await page.click('#create-tournament-button');
  await page.waitForSelector('tr[data-tournament] button[data-enter]');
  log('made a two-board tournament');
  await page.click('tr[data-tournament] button[data-enter]');
  await page.waitForSelector('#tournament-box');

  for (let board = 1; board <= 2; board++) {
    const played = await playBoard(page, () => ({ call: 'Pass' }));
    log(`board ${board}: ${played.calls} calls and ${played.cards} cards`);
    await page.waitForSelector('#tournament-box table.traveller');
    const rows = await page.$$eval('#tournament-box table.traveller tbody tr',
      (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    log(`traveller of board ${board}: ${JSON.stringify(rows)}`);
    check(rows.some((r) => r[0] === me), `our result is not on board ${board}'s traveller`);
    check(rows.every((r) => /^-?\d+$/.test(r[3]) && /%$/.test(r[4])), 'a traveller row lacks its score or matchpoints');
    const overflow = await page.$eval('#tournament-box', (box) => {
      const table = box.querySelector('table.traveller');
      return table.getBoundingClientRect().right - box.getBoundingClientRect().right;
    });
    check(overflow <= 1, `the traveller sticks out of its box by ${overflow}px`);
    if (board === 1) await nextBoard(page);
  }
  await page.waitForSelector('#tournament-over');
  const over = await page.textContent('#tournament-over');
  log(over);
  check(/rank \d+ of \d+/.test(over), `no standing at the end: "${over}"`);
  check(/Your rating: 1500 → \d+/.test(over), `no rating change at the end: "${over}"`);
  check(!await page.$('#next-board'), 'a next board is offered after the last one');
  await page.screenshot({ path: path.join(artifacts, 'tournament-last-board.png'), fullPage: true });

  await page.click('#tournament-results-link');
  await page.waitForSelector('#standings');
  const standings = await page.$$eval('#standings tbody tr', (trs) => trs.map((tr) => tr.textContent));
  log(`standings: ${JSON.stringify(standings)}`);
  check(standings.some((s) => s.includes(me)), 'we are not in the standings');
  const travellers = await page.$$eval('.tournament-results table.traveller', (ts) => ts.length);
  check(travellers === 2, `the results page shows ${travellers} travellers, not 2`);
  check(/Your rating: 1500 → \d+/.test(await page.textContent('#rating-change')), 'no rating change on the results page');
  await page.screenshot({ path: path.join(artifacts, 'tournament-results.png'), fullPage: true });

  // A traveller's replay link opens that table's board.
  await page.click('.tournament-results table.traveller a[href^="#board/"]');
  await page.waitForSelector('#replay');
  log('replayed a result from the traveller');

  await page.goto(`${url}#lobby`);
  await page.waitForSelector('#my-rating');
  // The lobby first draws the tournament list it last had (the rating
  // before this tournament) and redraws it when the server's fresh list
  // arrives: wait for that, up to a bound, before reading the rating.
  const newcomer = 'Your rating: 1500 \\(± 700\\)';
  await page.waitForFunction(
    (pattern) => !new RegExp(pattern).test(document.querySelector('#my-rating')?.textContent ?? ''),
    newcomer, { timeout: 10000 }).catch(() => {});
  const rating = await page.textContent('#my-rating');
  log(rating);
  check(!new RegExp(newcomer).test(rating), `the lobby still shows a newcomer's rating: "${rating}"`);

  // The profile: the rating plotted from 1500 to now, the tournament, the boards.
  await page.click('#my-profile');
  await page.waitForSelector('#rating-plot');
  const points = await page.$$eval('#rating-plot circle', (cs) => cs.length);
  check(points === 2, `the rating plot has ${points} points, not 2 (the start and one tournament)`);
  const boards = await page.$$eval('#profile-boards tbody tr', (rows) => rows.length);
  check(boards === 2, `the profile lists ${boards} boards, not 2`);
  log(await page.textContent('#profile-figures'));
  await page.screenshot({ path: path.join(artifacts, 'profile.png'), fullPage: true });

  // Play now: nobody else is waiting, so after a few seconds a table with
  // three robots opens and we sit South.
  await page.goto(`${url}#lobby`);
  await page.click('#play-now');
  await page.waitForFunction(() => /Looking for players/.test(document.querySelector('#play-now-status')?.textContent ?? ''));
  await page.waitForSelector('#seat-S', { timeout: 30_000 });
  await page.waitForFunction((name) => (document.querySelector('#seat-S .seat-label')?.textContent ?? '').includes(name), me);
  // The robots take the other seats just after we sit.
  const robotTags = () => document.querySelectorAll('.seat-label .robot-tag').length === 3;
  await page.waitForFunction(robotTags, null, { timeout: 10_000 }).catch(() => {});
  const robots = await page.$$eval('.seat-label .robot-tag', (tags) => tags.length);
  check(robots === 3, `play now seated ${robots} robots, not 3`);
  log('play now: seated South with three robots');
});
