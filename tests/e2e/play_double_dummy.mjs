// End-to-end test of Double Dummy in the browser UI (Debian's headless
// Chromium): a guest creates a Double Dummy table, sits North with a robot
// East, and takes back their first card with the Undo button (the robot
// allows it: the card is back in the hand and it is the guest's turn
// again); then plays the whole hand by clicks -- both dummies face up from
// the end of the auction, the guest playing North and its dummy South --
// to the result and the score sheet; then, on lead in the next hand,
// concedes the rest with the claim form (0 tricks), which the robot
// accepts, ending the hand with the claim in the result. No hidden hand
// ever shows a card face. Screenshots of the finished hands are saved.
//
// usage: node play_double_dummy.mjs --tenace PATH --web DIR --artifacts DIR
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { argument, check, log, runBrowserTest } from './browser_session.mjs';
import { checkNothingHidden, click, createTable, playHand, state } from './whist_session.mjs';

const SERVER_OPTIONS = ['--deal-seed', '7', '--analysis-threads', '0'];

// Plays until the guest must play a card, then plays the first playable
// one and takes it back with Undo.
async function takeBackACard(page) {
  for (let steps = 0; steps < 50; steps++) {
    const seen = await state(page);
    checkNothingHidden(seen);
    if (seen.action === 'play') break;
    check(seen.action !== 'finished', 'the hand ended before the guest played a card');
    await playHand(page, { steps: 1 });
  }
  const card = await page.$eval('.seat button.card.playable', (b) => b.dataset.card);
  await click(page, `.seat button.card.playable[data-card="${card}"]`);
  await page.waitForSelector('#undo');
  await page.click('#undo');
  await page.waitForFunction((c) => !document.querySelector('#undo-pending') &&
    document.querySelector(`.seat button.card.playable[data-card="${c}"]`), card, { timeout: 30_000 });
  log(`double dummy: ${card} played and taken back`);
}

runBrowserTest(SERVER_OPTIONS, async ({ page, url }) => {
  const artifacts = argument('artifacts');
  mkdirSync(artifacts, { recursive: true });
  await page.goto(url);
  await page.click('#guest');

  await createTable(page, 'double_dummy');
  const game = await page.textContent('#game-name');
  check(game === 'Double Dummy', `the table says it plays ${game}`);
  await takeBackACard(page);
  const played = await playHand(page);
  log(`double dummy: hand played (${played.calls} calls, ${played.cards} cards, ${played.declared} declarations)`);
  // The guest plays North and its dummy South: half of the 52 cards (fewer
  // when the robot claimed the last tricks).
  check(played.claims ? played.cards >= 14 : played.cards === 26,
    `the guest played ${played.cards} cards, not North's and South's 26`);
  const result = await page.textContent('#result-text');
  check(/bid .* and took \d+ tricks/.test(result), `no result line: ${result}`);
  const sheet = await page.$$eval('#whist-sheet tbody tr', (rows) => rows.length);
  check(sheet >= 2, `the score sheet has ${sheet} rows after a hand`);
  await page.screenshot({ path: path.join(artifacts, 'double-dummy-hand.png'), fullPage: true });
  await click(page, '#next-board');

  // The next hand: on lead between tricks, concede the rest.
  for (let steps = 0; steps < 300; steps++) {
    const seen = await state(page);
    checkNothingHidden(seen);
    check(seen.action !== 'finished', 'the hand ended before the guest was on lead');
    if (seen.action === 'play' && await page.$('#claim')) break;
    await playHand(page, { steps: 1 });
  }
  await page.click('#claim');
  await page.fill('#claim-tricks', '0');
  await page.click('#claim-send');
  await page.waitForSelector('#result', { timeout: 30_000 });
  const conceded = await page.textContent('#result-text');
  check(/conceded the last \d+/.test(conceded), `the result does not say the hand ended by a concession: ${conceded}`);
  await page.screenshot({ path: path.join(artifacts, 'double-dummy-claim.png'), fullPage: true });
  log(`double dummy: conceded on lead (${conceded})`);
});
