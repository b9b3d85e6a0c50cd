// The history page: every finished board of a table, each with PBN/LIN
// downloads and a replay drawn like a handviewer (hands around the table,
// the auction as a bidding diagram, the current trick in the middle,
// stepping with the arrow keys). Each replay has its own address,
// #board/TABLE/BOARD, that opens it directly.
import {
  el, cardElement, callElement, cardText, contractText, bySuit, nextSeat,
  SEATS, SEAT_NAMES, SUITS_HIGH_FIRST,
} from './cards.js';
import { ddTable } from './score_sheet.js';
import { whistHistoryPage } from './whist_history.js';

export function renderHistory(root, connection, tableId, boardNumber = null) {
  root.replaceChildren(el('section', { class: 'panel', text: 'Loading history…' }));
  const off = connection.on('history', (message) => {
    if (message.table !== tableId) return;
    off();
    if (!location.hash.startsWith(`#history/${tableId}`) && !location.hash.startsWith(`#board/${tableId}/`)) return;
    const whist = (message.boards ?? []).some((b) => b.game && b.game !== 'bridge');
    root.replaceChildren(whist ? whistHistoryPage(message, boardNumber) : historyPage(message, boardNumber));
  });
  connection.send({ type: 'history', table: tableId });
}

function historyPage(message, boardNumber) {
  const boards = message.boards ?? [];
  const viewer = el('div', { class: 'replay', id: 'replay' });
  const list = el('table', { class: 'tables history' },
    el('thead', {}, el('tr', {}, el('th', {}, 'Board'), el('th', {}, 'Contract'), el('th', {}, 'Tricks'), el('th', {}, 'NS score'), el('th', {}, ''))),
    el('tbody', {}, boards.map((b) => el('tr', { dataset: { board: b.board } },
      el('td', {}, b.board),
      el('td', {}, b.contract ? `${contractText(b.contract)} by ${b.declarer}` : 'Passed out'),
      el('td', {}, b.contract ? b.tricks : ''),
      el('td', {}, b.score_ns),
      el('td', {},
        el('a', { class: 'button small replay-link', href: `#board/${message.table}/${b.board}` }, 'Replay'), ' ',
        el('a', { href: `/api/tables/${message.table}/boards/${b.board}.pbn`, download: `table${message.table}-board${b.board}.pbn` }, 'PBN'), ' ',
        el('a', { href: `/api/tables/${message.table}/boards/${b.board}.lin`, download: `table${message.table}-board${b.board}.lin` }, 'LIN'))))));
  const chosen = boards.find((b) => b.board === boardNumber);
  if (chosen) viewer.replaceChildren(replay(chosen, message.table));
  else if (boardNumber !== null) viewer.replaceChildren(el('p', { class: 'hint' }, `Board ${boardNumber} is not among this table's finished boards.`));
  return el('section', { class: 'panel history-page' },
    el('h1', {}, `Table ${message.table}: finished boards`),
    el('p', {}, el('a', { href: `#table/${message.table}` }, '← back to the table'), ' · ',
      el('a', { href: `/api/tables/${message.table}/history.pbn`, download: `table${message.table}.pbn` }, 'Download all (PBN)')),
    viewer,
    boards.length ? list : el('p', { class: 'hint' }, 'No finished boards yet.'));
}

// The replay of one board. `step` is how many cards have been played; the
// hands show what is left, the middle the trick the last card belongs to.
function replay(board, tableId) {
  const hands = parseDeal(board.deal);
  const play = board.play ?? [];
  const dummy = board.declarer ? nextSeat(board.declarer, 2) : null;
  let step = 0;
  // The double-dummy analysis of every card, fetched once (the server
  // solves the board's play on the first request).
  let analysis = null;
  let analysisNote = 'Double-dummy analysis of the play: loading…';
  if (board.contract && play.length) {
    fetchAnalysis(`/api/tables/${tableId}/boards/${board.board}/analysis.json`)
      .then((data) => { analysis = data; draw(); })
      .catch((error) => { analysisNote = `Double-dummy analysis unavailable (${error.message}).`; if (container.isConnected) draw(); });
  } else {
    analysisNote = null;
  }
  const costOf = (index) => analysis?.cards?.[index]?.cost ?? 0;
  const container = el('div', { class: 'replay-board', id: 'replay-board', tabindex: '-1' });
  const go = (to) => { step = Math.max(0, Math.min(play.length, to)); draw(); };

  const seatBox = (seat, where) => {
    const played = new Set(play.slice(0, step).map((p) => p.card));
    const left = bySuit(hands[seat].filter((c) => !played.has(c)));
    const vertical = where === 'left' || where === 'right';
    const label = el('div', { class: 'seat-label' + (nextToPlay() === seat ? ' to-act' : '') },
      el('strong', {}, SEAT_NAMES[seat]),
      board.dealer === seat ? el('span', { class: 'tag' }, 'dealer') : null,
      board.declarer === seat ? el('span', { class: 'tag' }, 'declarer') : null,
      dummy === seat ? el('span', { class: 'tag' }, 'dummy') : null);
    return el('div', { class: `seat seat-${where}`, id: `replay-seat-${seat}`, dataset: { seat } }, label,
      el('div', { class: `hand ${vertical ? 'by-suit-rows' : 'fan'}`, role: 'group', 'aria-label': `${SEAT_NAMES[seat]}'s hand` },
        SUITS_HIGH_FIRST.map((suit) => el('div', { class: 'suit-group' }, left[suit].map((c) => cardElement(c))))));
  };
  // The seat whose card comes next: the leader of a new trick is the
  // previous trick's winner, which the next card played shows.
  const nextToPlay = () => (step < play.length ? play[step].seat : null);

  const trickBox = (where) => {
    const start = step === 0 ? 0 : Math.floor((step - 1) / 4) * 4;
    const trick = play.slice(start, step);
    return el('div', { class: 'trick', id: 'replay-trick' },
      trick.map(({ seat, card }, i) => el('div', { class: `played played-${where[seat]}` }, costlyCard(card, costOf(start + i)))),
      el('div', { class: 'trick-count' }, `trick ${Math.min(Math.floor(Math.max(step - 1, 0) / 4) + 1, 13)}`));
  };

  const draw = () => {
    const positions = { bottom: 'S', left: 'W', top: 'N', right: 'E' };
    const where = Object.fromEntries(Object.entries(positions).map(([w, s]) => [s, w]));
    container.replaceChildren(
      el('h2', {}, `Board ${board.board} · dealer ${SEAT_NAMES[board.dealer]} · vul ${board.vulnerability}`),
      el('p', { class: 'result-text' }, board.contract
        ? `${contractText(board.contract)} by ${SEAT_NAMES[board.declarer]}, ${board.tricks} tricks, ${board.score_ns > 0 ? '+' : ''}${board.score_ns} NS`
        : 'Passed out'),
      el('div', { class: 'replay-view' },
        el('div', { class: 'felt' },
          ...Object.entries(positions).map(([w, seat]) => seatBox(seat, w)),
          trickBox(where)),
        el('div', { class: 'replay-side' },
          biddingDiagram(board),
          el('div', { class: 'replay-controls' },
            el('button', { type: 'button', id: 'replay-start', 'aria-label': 'first card', onclick: () => go(0) }, '«'),
            el('button', { type: 'button', id: 'replay-back', 'aria-label': 'previous card', onclick: () => go(step - 1) }, '◀'),
            el('span', { id: 'replay-step', 'aria-live': 'polite' }, `card ${step} of ${play.length}`),
            el('button', { type: 'button', id: 'replay-forward', 'aria-label': 'next card', onclick: () => go(step + 1) }, '▶'),
            el('button', { type: 'button', id: 'replay-end', 'aria-label': 'last card', onclick: () => go(play.length) }, '»')),
          el('p', { class: 'hint' }, 'Arrow keys step through the play (Home, End for the ends).'),
          el('p', { class: 'hint' }, 'Link to this board: ',
            el('a', { href: `#board/${tableId}/${board.board}`, id: 'replay-url' }, `${location.origin}${location.pathname}#board/${tableId}/${board.board}`)),
          ddTable(board.result?.dd_table, board.result?.par))),
      analysisSummary(),
      playRecord());
  };

  // "NS first lost a trick with South's ♥2 (card 7, trick 2)", for each side.
  const analysisSummary = () => {
    if (!analysis) return analysisNote ? el('p', { class: 'hint analysis-summary', id: 'analysis-summary' }, analysisNote) : null;
    const sides = ['NS', 'EW'].map((side) => {
      const first = analysis.first_costly?.[side];
      if (!first) return el('li', {}, `${side}: no card cost a trick.`);
      return el('li', {}, `${side}: first costly card `,
        el('a', { href: '#', onclick: (e) => { e.preventDefault(); go(first.index + 1); } }, `${SEAT_NAMES[first.seat]}'s ${cardText(first.card)}`),
        ` (trick ${Math.floor(first.index / 4) + 1}), ${first.cost} trick${first.cost > 1 ? 's' : ''} lost.`);
    });
    const now = analysis.declarer_tricks?.[step];
    return el('div', { class: 'box analysis-summary', id: 'analysis-summary' },
      el('strong', {}, 'Double-dummy analysis of the play'),
      now !== undefined ? el('p', {}, `From here, best play gives declarer ${now} trick${now === 1 ? '' : 's'} in all.`) : null,
      el('ul', {}, sides));
  };

  // Every trick in a row, each card with what it cost; a click goes there.
  const playRecord = () => {
    if (!play.length) return null;
    const rows = [];
    for (let start = 0; start < play.length; start += 4) {
      rows.push(el('tr', { class: start < step && step <= start + 4 ? 'current' : '' },
        el('th', {}, `${start / 4 + 1}`),
        play.slice(start, start + 4).map((p, i) => el('td', {},
          el('button', { type: 'button', class: 'link-card', onclick: () => go(start + i + 1), 'aria-label': `${SEAT_NAMES[p.seat]} ${cardText(p.card)}` },
            `${p.seat} `, costlyCard(p.card, costOf(start + i)))))));
    }
    return el('table', { class: 'play-record', id: 'play-record' },
      el('thead', {}, el('tr', {}, el('th', {}, 'Trick'), el('th', { colspan: 4 }, 'Cards (lead first); a red mark: tricks the card cost'))),
      el('tbody', {}, rows));
  };

  const onKey = (e) => {
    if (!container.isConnected) { document.removeEventListener('keydown', onKey); return; }
    if (e.target instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'SELECT'].includes(e.target.tagName)) return;
    const to = { ArrowRight: step + 1, ArrowLeft: step - 1, Home: 0, End: play.length }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    go(to);
  };
  document.addEventListener('keydown', onKey);
  draw();
  return container;
}

// The server answers 202 while its worker solves the board: ask again
// every half second, for up to two minutes.
async function fetchAnalysis(url) {
  for (let attempt = 0; attempt < 240; attempt++) {
    const response = await fetch(url);
    if (response.status === 200) {
      const data = await response.json();
      if (data.error) throw new Error(data.error);
      return data;
    }
    if (response.status !== 202) throw new Error(`HTTP ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server is still busy');
}

// A card with, when it cost its side tricks double dummy, a mark saying how many.
function costlyCard(card, cost) {
  const face = cardElement(card);
  if (!cost) return face;
  face.classList.add('costly');
  face.setAttribute('aria-label', `${face.getAttribute('aria-label')}, cost ${cost} trick${cost > 1 ? 's' : ''}`);
  return el('span', { class: 'with-cost' }, face, el('span', { class: 'cost', title: `cost ${cost} trick${cost > 1 ? 's' : ''} double dummy` }, `\u2212${cost}`));
}

// The auction in the usual four columns, West first, with alerts marked.
function biddingDiagram(board) {
  const order = ['W', 'N', 'E', 'S'];
  const cells = [];
  for (let i = 0; i < order.indexOf(board.dealer); i++) cells.push(el('td', {}));
  for (const a of board.auction ?? []) {
    cells.push(el('td', { class: 'call-cell' + (a.alert ? ' alerted' : ''), title: a.alert ?? '' }, callElement(a.call), a.alert ? '*' : ''));
  }
  const rows = [];
  for (let i = 0; i < cells.length; i += 4) rows.push(el('tr', {}, cells.slice(i, i + 4)));
  return el('div', { class: 'box auction' },
    el('table', { class: 'auction-table', id: 'replay-auction', 'aria-label': 'Auction' },
      el('thead', {}, el('tr', {}, order.map((s) => el('th', {}, s)))),
      el('tbody', {}, rows)));
}

// "N:AKQ.JT9.876.5432 ..." -> { N: ['SA', ...], E: [...], ... }
function parseDeal(text) {
  const result = { N: [], E: [], S: [], W: [] };
  if (!text) return result;
  const [first, rest] = [text[0], text.slice(2)];
  let seat = first;
  for (const hand of rest.trim().split(/\s+/)) {
    if (hand !== '-') {
      hand.split('.').forEach((ranks, i) => {
        for (const r of ranks) result[seat].push(SUITS_HIGH_FIRST[i] + r);
      });
    }
    seat = SEATS[(SEATS.indexOf(seat) + 1) % 4];
  }
  return result;
}
