// End-to-end test of the layout at phone and desktop sizes in Debian's
// headless Chromium: a board played through the UI at 390x844 (a phone in
// portrait), then the next one at 1366x768 (a laptop). During the auction,
// the play and at the end every hand, the seat labels, the trick and every
// control shown must lie inside the viewport's width (the page never scrolls
// sideways), and no control may be taller than the screen. Screenshots at
// each size are kept as test artifacts for review.
//
// usage: node play_layout.mjs --tenace PATH --web DIR --artifacts DIR
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { argument, check, checkOnScreen, log, nextBoard, playBoard, runBrowserTest, sitSouthWithRobots } from './browser_session.mjs';

const SIZES = [{ name: 'phone', width: 390, height: 844 }, { name: 'desktop', width: 1366, height: 768 }];
const ON_TABLE = ['.seat .hand', '.seat-label', '#trick', '.top-bar', '.side .box'];
const CONTROLS = ['#bidding-box', '#bidding-box button', '.actions button', '.actions .button', 'button.card.playable', '#next-board'];

runBrowserTest(['--deal-seed', '12'], async ({ page, url }) => {
  const artifacts = argument('artifacts');
  mkdirSync(artifacts, { recursive: true });
  await page.setViewportSize(SIZES[0]);
  await page.goto(url);
  await page.waitForSelector('#guest');
  check(await page.isHidden('#logout'), '"Log out" is shown on the login page');
  await page.screenshot({ path: path.join(artifacts, 'layout-phone-login.png') });
  await sitSouthWithRobots(page, url, 'duplicate');
  await checkOnScreen(page, ['.panel', 'table.tables', ...ON_TABLE], 'phone, lobby and table');

  for (const [index, size] of SIZES.entries()) {
    await page.setViewportSize(size);
    const shot = (name) => page.screenshot({ path: path.join(artifacts, `layout-${size.name}-${name}.png`) });
    const checkAll = async (what) => {
      await checkOnScreen(page, [...ON_TABLE, ...CONTROLS], `${size.name} ${what}`);
      // The whole table (four hands and the trick) fits the first screen.
      const felt = await page.$eval('#felt', (e) => { const r = e.getBoundingClientRect(); return { top: r.top + scrollY, bottom: r.bottom + scrollY }; });
      check(felt.bottom <= size.height + 1, `${size.name} ${what}: the table ends at ${Math.round(felt.bottom)}px, below the ${size.height}px screen`);
    };
    const played = await playBoard(page, (legal, calls) => ({ call: calls === 0 && legal.includes('1NT') ? '1NT' : 'Pass' }), async (cards) => {
      if (cards === 0) { await shot('play'); await checkAll('first card'); }
      if (cards === 5) await checkAll('mid-play');
    }, {
      onBid: async (calls) => {
        if (calls > 0) return;
        await page.evaluate(() => scrollTo(0, 0));
        await shot('auction-top');
        await checkAll('auction');
        await page.$eval('#bidding-box', (e) => e.scrollIntoView({ block: 'end' }));
        await shot('auction');
        await page.evaluate(() => scrollTo(0, 0));
      },
    });
    log(`${size.name}: board played (${played.calls} calls, ${played.cards} cards)`);
    await checkAll('finished board');
    await page.screenshot({ path: path.join(artifacts, `layout-${size.name}-finished.png`), fullPage: true });
    if (index + 1 < SIZES.length) await nextBoard(page);
  }
});
