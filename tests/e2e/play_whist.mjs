// End-to-end test of the whist family in the browser UI (Debian's headless
// Chromium): a guest creates a Dummy Whist table with jokers, sits South,
// adds two robots and plays a whole hand by clicks -- the one-round auction,
// the discards and the trump or direction when the guest declares, every
// card -- to the result and the score sheet; then a Nonsense table against
// one robot, choosing the dead hand, to the end of a hand. On every state
// it checks that no hand but the guest's own (and a dummy once turned up)
// shows a card face. Screenshots of both finished hands are saved.
//
// usage: node play_whist.mjs --tenace PATH --web DIR --artifacts DIR
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { argument, check, log, runBrowserTest } from './browser_session.mjs';
import { click, createTable, playHand } from './whist_session.mjs';

const SERVER_OPTIONS = ['--deal-seed', '5', '--analysis-threads', '0'];

runBrowserTest(SERVER_OPTIONS, async ({ page, url }) => {
  const artifacts = argument('artifacts');
  mkdirSync(artifacts, { recursive: true });
  await page.goto(url);
  await page.click('#guest');

  // Dummy Whist with jokers: three players, the dummy's 15 cards.
  await createTable(page, 'dummy_whist', { jokers: true });
  const game = await page.textContent('#game-name');
  check(game === 'Dummy Whist', `the table says it plays ${game}`);
  let played = await playHand(page);
  log(`dummy whist: hand played (${played.calls} calls, ${played.cards} cards, ${played.discards} discards, ${played.declared} declarations)`);
  // A robot claims the last few tricks when they are certain.
  check(played.cards >= (played.claims ? 7 : 13), `the guest played only ${played.cards} cards in a hand of 13 tricks`);
  const result = await page.textContent('#result-text');
  check(/bid .* and took \d+ tricks/.test(result), `no result line: ${result}`);
  const sheetRows = await page.$$eval('#whist-sheet tbody tr', (rows) => rows.length);
  check(sheetRows >= 2, `the score sheet has ${sheetRows} rows after a hand`);
  // The four hands as dealt are public now: 54 cards less the 2 discards.
  await page.screenshot({ path: path.join(artifacts, 'dummy-whist-hand.png'), fullPage: true });
  await click(page, '#next-board');
  await page.waitForFunction(() => document.querySelector('.table-page.whist')?.dataset.phase !== 'finished');
  log('dummy whist: the next hand is dealt');

  // Nonsense: two players, the guest takes the dead hand.
  await page.click('#leave');
  await createTable(page, 'nonsense');
  played = await playHand(page, { chooseDead: true });
  log(`nonsense: hand played (${played.calls} calls, ${played.cards} cards)`);
  check(played.claims ? played.cards >= 7 : played.cards === 13,
    `the guest played ${played.cards} cards in Nonsense's 13 two-card tricks`);
  const choices = await page.textContent('.auction');
  check(/took the dead hand/.test(choices), `the table does not say the guest took the dead hand: ${choices}`);
  await page.screenshot({ path: path.join(artifacts, 'nonsense-hand.png'), fullPage: true });

  // The history lists the hand; its replay steps back through the play.
  await page.click('a[href^="#history/"]');
  await page.waitForSelector('#whist-history tbody tr');
  await page.click('.replay-link');
  await page.waitForSelector('#replay-step');
  // Every card played (all 26, fewer when a claim ended the hand).
  const before = await page.textContent('#replay-step');
  const total = Number(/^card (\d+) of (\d+)$/.exec(before)?.[2]);
  check(before === `card ${total} of ${total}` && total >= 14 && total <= 26, `the replay starts at ${before}`);
  await page.click('#replay-back');
  await page.waitForFunction((n) => document.querySelector('#replay-step')?.textContent === `card ${n - 1} of ${n}`, total);
  const facesShown = await page.$$eval('.whist-replay .card', (cards) => cards.length);
  // The four hands as dealt (52 cards: the played two and the unplayed
  // dead or discarded two) less the cards played by then.
  check(facesShown === 52 - (total - 1), `after stepping back once the hands should hold ${53 - total} cards, saw ${facesShown}`);
  await page.screenshot({ path: path.join(artifacts, 'whist-history.png'), fullPage: true });
  log('nonsense: the history replays the hand');
});
