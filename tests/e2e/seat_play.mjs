// What the browser tests of events share: the player's seat played through
// the UI, whichever seat the movement gave.

// Plays the seat: passes, the first playable card, accepts claims, until
// the board's result shows; returns the number of moves. As dummy the seat
// waits while the robots play the whole hand: slow on a loaded machine.
export async function playSeat(page) {
  for (let steps = 0; steps < 400; steps++) {
    const state = await (await page.waitForFunction(() => {
      if (document.querySelector('#result')) return 'finished';
      if (document.querySelector('#claim-accept')) return 'claim';
      if (document.querySelector('#bidding-box button.bid[data-call="Pass"]:not([disabled])')) return 'bid';
      if (document.querySelector('button.card.playable')) return 'play';
      return false;
    }, null, { timeout: 180_000, polling: 50 })).jsonValue();
    if (state === 'finished') return steps;
    const selector = state === 'claim' ? '#claim-accept'
      : state === 'bid' ? '#bidding-box button.bid[data-call="Pass"]' : 'button.card.playable';
    await page.click(selector, { timeout: 5_000 }).catch(() => {});
    await page.waitForTimeout(30);
  }
  throw new Error('the board did not finish');
}
