// "?" beside a robot's call is answered at once in the table's system's
// words: South sits with three robots at a table playing SAYC, passes
// through the auctions, and on the first board where an opponent robot
// bids, asks about that call and waits for its explanation to appear in
// the auction box. Then it opens 1NT when it can, to declare, and asks "?"
// about a defending robot's card in the trick, waiting for its meaning (the
// robots' carding agreements).
//
// usage: node ask_robot.mjs --tenace PATH --web DIR --artifacts DIR
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { argument, check, log, nextBoard, playBoard, runBrowserTest } from './browser_session.mjs';

runBrowserTest(['--deal-seed', '3'], async ({ page, url }) => {
  const artifacts = argument('artifacts');
  mkdirSync(artifacts, { recursive: true });
  await page.goto(url);
  await page.click('#guest');
  await page.waitForSelector('#create-table');
  await page.selectOption('#create-system', 'sayc');
  await page.click('#create-table');
  await page.waitForSelector('#seat-S');
  for (const seat of ['W', 'N', 'E']) {
    await page.click(`#robot-${seat}`);
    await page.waitForFunction((s) => !document.querySelector(`#robot-${s}`), seat);
  }
  log('South with three robots at a SAYC table');
  let answered = null;
  let cardAnswer = null;
  const askAboutACard = async () => {
    if (cardAnswer) return;
    const ask = await page.$('#trick button.ask-card');
    if (!ask) return;
    await ask.click();
    await page.waitForFunction(() => {
      const toast = document.querySelector('#toast');
      return toast && !toast.hidden && /'s .+: /.test(toast.textContent);
    }, null, { timeout: 10_000 });
    cardAnswer = await page.textContent('#toast');
    await page.screenshot({ path: path.join(artifacts, 'robot-explains-card.png') });
  };
  const chooseCall = (legal, calls) => ({ call: answered && calls === 0 && legal.includes('1NT') ? '1NT' : 'Pass' });
  for (let board = 1; board <= 12 && !(answered && cardAnswer); board++) {
    await playBoard(page, chooseCall, askAboutACard, {
      onBid: async () => {
        if (answered) return;
        const ask = await page.$('#auction button.ask');
        if (!ask) return;
        const index = await ask.evaluate((b) => b.closest('.call-cell').dataset.index);
        await ask.click();
        await page.waitForFunction((i) => document.querySelector(`#auction .call-cell[data-index="${i}"]`)?.title,
          index, { timeout: 10_000 });
        answered = await page.$eval(`#auction .call-cell[data-index="${index}"]`, (c) => c.title);
        await page.screenshot({ path: path.join(artifacts, 'robot-explains.png') });
      },
    });
    if (!(answered && cardAnswer)) await nextBoard(page);
  }
  check(answered, 'no opponent robot bid in 8 boards, so nothing was asked');
  check(/\S/.test(answered) && !/^natural$/i.test(answered.trim()), `the explanation says nothing: "${answered}"`);
  log(`the robot explained: ${answered}`);
  check(cardAnswer, 'no defending robot\'s card was in the trick when South played, in 12 boards');
  check(!/no carding agreement|no such card|carry no agreement/.test(cardAnswer), `the card's meaning says nothing: "${cardAnswer}"`);
  log(`the robot's card: ${cardAnswer}`);
});
