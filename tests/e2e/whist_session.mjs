// What the whist-family browser tests share (play_whist.mjs,
// play_double_dummy.mjs): reading the table page's state, clicking and
// waiting for the re-render, playing a whole hand by clicks while checking
// that no hidden hand shows a card face, and creating a table with robots.
import { check, log } from './browser_session.mjs';

// What is on screen now, read in one go.
export async function state(page) {
  const handle = await page.waitForFunction(() => {
    const table = document.querySelector('.table-page.whist');
    if (!table) return false;
    let action = false;
    if (document.querySelector('#result')) action = 'finished';
    else if (document.querySelector('#claim-pending-yes')) action = 'claim';
    else if (document.querySelector('#bidding-box')) action = 'call';
    else if (document.querySelector('#discard')) action = 'discard';
    else if (document.querySelector('#exchange')) action = 'exchange';
    else if (document.querySelector('#declare')) action = 'declare';
    else if (document.querySelector('#choose')) action = 'choose';
    else if (document.querySelector('.seat button.card.playable')) action = 'play';
    if (!action) return false;
    const faces = [...document.querySelectorAll('.seat')].map((s) => ({
      where: s.className, role: s.dataset.role, faces: s.querySelectorAll('.hand .card:not(.back)').length,
    }));
    const claimPending = Boolean(document.querySelector('#claim-pending'));
    const claimText = document.querySelector('#claim-pending')?.firstChild?.textContent ?? '';
    return { action, faces, handPhase: table.dataset.handPhase, claimPending, claimText };
  }, null, { timeout: 60_000, polling: 50 });
  return handle.jsonValue();
}

export function checkNothingHidden({ faces, handPhase, action, claimPending }) {
  if (action === 'finished') return;
  // While a claim is answered the claimer's hand is shown: one hand more.
  let claimersHand = claimPending ? 1 : 0;
  for (const f of faces) {
    if (f.where.includes('seat-bottom')) continue;
    const dummyUp = f.role === 'dummy' && handPhase !== 'auction' && handPhase !== 'discard';
    if (f.faces === 0 || dummyUp) continue;
    check(claimersHand-- > 0, `a hidden hand shows ${f.faces} cards (${f.where}, ${f.role}) in ${handPhase}`);
  }
}

// Clicks and waits for the page to re-render from the server's answer; a
// click on an element a re-render already replaced is simply skipped.
// True when the click was made.
export async function click(page, selector) {
  const element = await page.$(selector);
  check(element, `nothing to click at ${selector}`);
  try {
    await element.click();
  } catch (error) {
    if (/not attached to the DOM/.test(error.message)) return false;
    throw error;
  }
  await page.waitForFunction((e) => !e.isConnected, element, { timeout: 30_000 });
  return true;
}

// Plays the guest's moves until the hand is over, or `steps` moves.
export async function playHand(page, { chooseDead = false, steps: most = 300 } = {}) {
  const done = { calls: 0, cards: 0, discards: 0, declared: 0, claims: 0 };
  let answered = null;  // the claim last accepted
  let waits = 0;
  for (let steps = 0; steps < most; steps++) {
    const seen = await state(page);
    checkNothingHidden(seen);
    if (seen.action === 'claim' && seen.claimText === answered) {
      // A table message sent before the answer arrived re-renders the
      // claim as still unanswered: it is answered already.
      check(++waits < 600, `the answer to "${answered}" never arrived`);
      await page.waitForTimeout(50);
      steps--;
      continue;
    }
    switch (seen.action) {
      case 'finished': return done;
      case 'call': {
        // Bid the cheapest bid when the guest must (the dealer's forced bid), else pass.
        const pass = await page.$('#bidding-box button[data-call="Pass"]');
        await click(page, pass ? '#bidding-box button[data-call="Pass"]' : '#bidding-box button.bid');
        done.calls++;
        break;
      }
      case 'discard': {
        for (let i = 0; i < 2; i++) await click(page, `.seat[data-role="dummy"] button.card.playable:not(.picked)`);
        await click(page, '#discard-send');
        done.discards++;
        break;
      }
      case 'exchange': await click(page, '#exchange button.card'); break;
      case 'declare': await click(page, '#declare button'); done.declared++; break;
      case 'choose': await click(page, chooseDead ? '#choose-dead' : '#choose-keep'); break;
      // A robot claims only what is certain: accept it.
      case 'claim':
        if (await click(page, '#claim-pending-yes')) {
          done.claims++;
          answered = seen.claimText;
        }
        break;
      default: await click(page, '.seat button.card.playable'); done.cards++;
    }
  }
  if (most < 300) return done;
  throw new Error('the hand did not finish in 300 steps');
}

export async function createTable(page, game, { jokers = false, target = null } = {}) {
  await page.waitForSelector('#create-table');
  await page.selectOption('#create-game', game);
  if (jokers) await page.check('#create-jokers');
  if (target) await page.fill('#create-target', String(target));
  await page.click('#create-table');
  await page.waitForSelector('.table-page.whist');
  await page.waitForFunction(() => /guest/.test(document.querySelector('.players')?.textContent ?? ''));
  const chairs = await page.$$eval('.player-line', (lines) => lines.map((l) => l.dataset.chair));
  for (const chair of chairs) {
    if (!(await page.$(`#robot-${chair}`))) continue;
    await page.click(`#robot-${chair}`);
    await page.waitForFunction((c) => !document.querySelector(`#robot-${c}`), chair);
  }
  log(`${game}: sitting with robots in ${chairs.length - 1} chairs`);
}
