// The history page: every finished board of a table, each with a replay
// (auction, then the play card by card, and the double-dummy table with par
// once the server has analysed the board) and PBN/LIN downloads.
import { el, cardElement, callElement, contractText, bySuit, SEATS, SEAT_NAMES, SUITS_HIGH_FIRST } from './cards.js';
import { ddTable } from './score_sheet.js';

export function renderHistory(root, connection, tableId) {
  root.replaceChildren(el('section', { class: 'panel', text: 'Loading history…' }));
  const off = connection.on('history', (message) => {
    if (message.table !== tableId) return;
    off();
    if (!location.hash.startsWith(`#history/${tableId}`)) return;
    root.replaceChildren(historyPage(message));
  });
  connection.send({ type: 'history', table: tableId });
}

function historyPage(message) {
  const boards = message.boards ?? [];
  const viewer = el('div', { class: 'replay', id: 'replay' });
  const list = el('table', { class: 'tables history' },
    el('thead', {}, el('tr', {}, el('th', {}, 'Board'), el('th', {}, 'Contract'), el('th', {}, 'Tricks'), el('th', {}, 'NS score'), el('th', {}, ''))),
    el('tbody', {}, boards.map((b) => el('tr', {},
      el('td', {}, b.board),
      el('td', {}, b.contract ? `${contractText(b.contract)} by ${b.declarer}` : 'Passed out'),
      el('td', {}, b.contract ? b.tricks : ''),
      el('td', {}, b.score_ns),
      el('td', {},
        el('button', { type: 'button', class: 'small', onclick: () => viewer.replaceChildren(replay(b)) }, 'Replay'), ' ',
        el('a', { href: `/api/tables/${message.table}/boards/${b.board}.pbn`, download: `table${message.table}-board${b.board}.pbn` }, 'PBN'), ' ',
        el('a', { href: `/api/tables/${message.table}/boards/${b.board}.lin`, download: `table${message.table}-board${b.board}.lin` }, 'LIN'))))));
  return el('section', { class: 'panel history-page' },
    el('h1', {}, `Table ${message.table}: finished boards`),
    el('p', {}, el('a', { href: `#table/${message.table}` }, '← back to the table'), ' · ',
      el('a', { href: `/api/tables/${message.table}/history.pbn`, download: `table${message.table}.pbn` }, 'Download all (PBN)')),
    boards.length ? list : el('p', { class: 'hint' }, 'No finished boards yet.'),
    viewer);
}

// A replay: the four original hands with the cards played so far removed,
// the auction, and buttons to step through the play.
function replay(board) {
  const hands = parseDeal(board.deal);
  const play = board.play ?? [];
  let step = 0;
  const container = el('div', {});
  const draw = () => {
    const played = new Set(play.slice(0, step).map((p) => p.card));
    const trickStart = Math.floor(Math.max(step - 1, 0) / 4) * 4;
    const trick = step === 0 ? [] : play.slice(trickStart, step);
    container.replaceChildren(
      el('h2', {}, `Board ${board.board} · dealer ${SEAT_NAMES[board.dealer]} · vul ${board.vulnerability}`),
      el('div', { class: 'replay-hands' }, SEATS.map((seat) => el('div', { class: 'replay-hand' },
        el('strong', {}, SEAT_NAMES[seat]),
        SUITS_HIGH_FIRST.map((suit) => el('div', { class: 'suit-group' },
          bySuit(hands[seat].filter((c) => !played.has(c)))[suit].map((c) => cardElement(c))))))),
      el('div', { class: 'replay-auction' }, (board.auction ?? []).map((a) =>
        el('span', { class: 'replay-call', title: a.alert ?? '' }, `${a.seat}: `, callElement(a.call), a.alert ? '*' : ''))),
      el('div', { class: 'replay-trick' }, trick.map((p) => el('span', {}, `${p.seat} `, cardElement(p.card)))),
      el('div', { class: 'row' },
        el('button', { type: 'button', onclick: () => { step = 0; draw(); } }, '« start'),
        el('button', { type: 'button', onclick: () => { step = Math.max(0, step - 1); draw(); } }, '◀'),
        el('span', {}, ` card ${step} of ${play.length} `),
        el('button', { type: 'button', onclick: () => { step = Math.min(play.length, step + 1); draw(); } }, '▶'),
        el('button', { type: 'button', onclick: () => { step = play.length; draw(); } }, 'end »')),
      el('p', {}, board.contract ? `${contractText(board.contract)} by ${board.declarer}, ${board.tricks} tricks, ${board.score_ns} NS` : 'Passed out'),
      ddTable(board.result?.dd_table, board.result?.par));
  };
  draw();
  return container;
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
