// End-to-end test of keyboard play and of the board replay: a board bid by
// typing ("1n" Enter, "p" Enter) and played by suit and rank keys ("sa",
// "h10"), with the event log read as a player writes it ("South bid 1NT",
// "West played ♣A"); then the finished board opened at its own address,
// #board/TABLE/BOARD, drawn as a handviewer and stepped with the arrow keys.
//
// usage: node play_keyboard.mjs --tenace PATH --web DIR --artifacts DIR
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { argument, check, log, nextBoard, playBoard, runBrowserTest, sitSouthWithRobots } from './browser_session.mjs';

const SUIT_SYMBOLS = /[♠♥♦♣]/;

runBrowserTest(['--deal-seed', '12'], async ({ page, url }) => {
  const artifacts = argument('artifacts');
  mkdirSync(artifacts, { recursive: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  await sitSouthWithRobots(page, url, 'duplicate');

  const logLines = new Set();
  const readLog = async () => {
    for (const line of await page.$$eval('#log div', (ds) => ds.map((d) => d.textContent))) logLines.add(line);
  };
  let played = null;
  for (let board = 1; board <= 4; board++) {
    played = await playBoard(page, (legal, calls) => ({ call: calls === 0 && legal.includes('1NT') ? '1NT' : 'Pass' }), async (cards) => {
      if (cards === 0) {
        // Nothing of South's (or dummy's, for declarer) to take back yet.
        check(!(await page.$('#undo')), 'Undo offered before South has played a card');
        // An impossible claim: the robots reject it, and the panel says so.
        await page.click('#claim');
        await page.fill('#claim-tricks', '13');
        await page.click('#claim-form button[type=submit]');
        await page.waitForSelector('#claim-outcome', { timeout: 30_000 });
        const outcome = await page.textContent('#claim-outcome');
        check(/rejected .*claim of 13 more tricks: play goes on/.test(outcome), `the claim's outcome reads "${outcome}"`);
        log(`claim: ${outcome}`);
        await page.screenshot({ path: path.join(artifacts, 'claim-rejected.png') });
      }
      if (cards === 3) check(await page.$('#undo'), 'no Undo after South has played');
      if (cards === 0) {
        const hint = await page.textContent('#keys-hint');
        check(/suit and rank/.test(hint), `no keyboard hint in the play: "${hint}"`);
        await page.screenshot({ path: path.join(artifacts, 'keyboard-play.png') });
      }
      await readLog();
    }, {
      keyboard: true,
      onBid: async () => {
        const hint = await page.textContent('#keys-hint');
        check(/type a call/.test(hint), `no keyboard hint in the auction: "${hint}"`);
        const label = await page.getAttribute('#bidding-box button[data-call="1H"]', 'aria-label');
        check(label === '1 hearts', `the bidding box's 1H is labelled "${label}"`);
        await readLog();
      },
    });
    log(`board ${board}: ${played.calls} calls and ${played.cards} cards typed`);
    if (played.cards >= 13) break;
    await nextBoard(page);
  }
  check(played.cards >= 13, 'South never had 13 cards to play');
  const lines = [...logLines];
  check(lines.some((l) => /^(North|East|South|West) played [♠♥♦♣](10|[2-9JQKA])$/.test(l)), `no card in the log with a suit symbol: ${JSON.stringify(lines)}`);
  check(lines.some((l) => /^(North|East|South|West) (bid [1-7]([♠♥♦♣]|NT)|passed)$/.test(l)), `no call in the log as a sentence: ${JSON.stringify(lines)}`);
  check(!lines.some((l) => /played [SHDC][2-9TJQKA]$|called/.test(l)), `protocol notation in the log: ${JSON.stringify(lines)}`);
  check(!(await page.$('#auction .ask')), '"?" buttons are still offered after the board');
  check(!(await page.$('#undo')), 'Undo is offered after the board');
  const faceLabel = await page.getAttribute('#seat-S .card:not(.back)', 'aria-label');
  check(/^(ace|king|queen|jack|10|[2-9]) of (spades|hearts|diamonds|clubs)$/.test(faceLabel ?? ''), `a card is labelled "${faceLabel}"`);

  // The replay, opened by its address: the page loaded afresh on it.
  const tableId = (await page.evaluate(() => location.hash)).split('/')[1];
  const boardNumber = await page.evaluate(() => Number(/Board (\d+)/.exec(document.querySelector('.box.info')?.textContent ?? '')?.[1]));
  check(Number.isInteger(boardNumber), 'no board number on the table page');
  await page.goto(`${url.replace(/\/$/, '')}/#board/${tableId}/${boardNumber}`);
  await page.reload();
  await page.waitForSelector('#replay-board');
  const step = () => page.textContent('#replay-step');
  check(/^card 0 of \d+$/.test(await step()), `the replay does not start before the lead: ${await step()}`);
  const hands = await page.$$eval('#replay-board .seat .hand', (hs) => hs.map((h) => h.querySelectorAll('.card').length));
  check(hands.length === 4 && hands.every((n) => n === 13), `the replay does not show four hands of 13: ${hands}`);
  const calls = await page.$$eval('#replay-auction td.call-cell', (cs) => cs.length);
  check(calls >= 4, `the bidding diagram shows ${calls} calls`);
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  check(/^card 6 of/.test(await step()), `ArrowRight did not step: ${await step()}`);
  const trick = await page.$$eval('#replay-trick .played .card', (cs) => cs.length);
  check(trick === 2, `the second trick's first two cards are not in the middle: ${trick}`);
  const left = await page.$$eval('#replay-board .seat .hand .card', (cs) => cs.length);
  check(left === 46, `6 cards played but ${52 - left} gone from the hands`);
  await page.keyboard.press('ArrowLeft');
  check(/^card 5 of/.test(await step()), `ArrowLeft did not step back: ${await step()}`);
  // The play analysed card by card: every costly card marked with its cost,
  // as the server's analysis.json lists them, and each side's first named.
  await page.waitForSelector('#analysis-summary.box', { timeout: 60_000 });
  const requests = await page.evaluate(() => performance.getEntriesByType('resource').filter((r) => r.name.endsWith('/analysis.json')).map((r) => ({ startTime: r.startTime, responseEnd: r.responseEnd })));
  const ready = Math.round(requests[requests.length - 1].responseEnd - requests[0].startTime);
  const analysis = await page.evaluate(async ([t, b]) => (await fetch(`/api/tables/${t}/boards/${b}/analysis.json`)).json(), [tableId, boardNumber]);
  check(analysis.cards.length === await page.$$eval('#play-record td', (ts) => ts.length), 'the play record does not list every card');
  const marks = await page.$$eval('#play-record .cost', (ms) => ms.map((m) => m.textContent));
  const costly = analysis.cards.filter((c) => c.cost > 0).map((c) => `\u2212${c.cost}`);
  check(JSON.stringify(marks) === JSON.stringify(costly), `costly cards marked ${JSON.stringify(marks)}, analysis says ${JSON.stringify(costly)}`);
  const summary = await page.textContent('#analysis-summary');
  for (const side of ['NS', 'EW']) {
    const first = analysis.first_costly[side];
    check(first ? summary.includes(`${side}: first costly card`) : summary.includes(`${side}: no card cost a trick`), `the summary does not name ${side}'s first costly card: ${summary}`);
  }
  log(`analysis: ${costly.length} costly cards; ready ${ready} ms after the first request (${requests.length} requests); ${summary}`);
  await page.screenshot({ path: path.join(artifacts, 'replay.png'), fullPage: true });
  await page.keyboard.press('End');
  check(/^card (\d+) of \1$/.test(await step()), `End did not go to the last card: ${await step()}`);
  log(`replay of board ${boardNumber} at #board/${tableId}/${boardNumber} stepped by keys`);
});
