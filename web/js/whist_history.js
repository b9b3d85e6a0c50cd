// The history of a whist-family table: every finished hand with its bid,
// tricks and points, and a replay (the hands as dealt, the play card by
// card with ← and →). Each replay has its own address, #board/TABLE/HAND.
import { el, cardElement, cardText, bySuit, SEAT_NAMES, SUIT_SYMBOL } from './cards.js';
import { GAME_NAMES } from './whist_view.js';

export function whistHistoryPage(message, handNumber) {
  const hands = message.boards ?? [];
  const chairs = ['N', 'E', 'S', 'W'].filter((c) => hands.some((h) => c in (h.points ?? {})));
  const viewer = el('div', { class: 'replay', id: 'replay' });
  const list = el('table', { class: 'tables history', id: 'whist-history' },
    el('thead', {}, el('tr', {}, el('th', {}, 'Hand'), el('th', {}, 'Bid'), el('th', {}, 'Tricks'),
      ...chairs.map((c) => el('th', {}, SEAT_NAMES[c])), el('th', {}))),
    el('tbody', {}, hands.map((h) => el('tr', { dataset: { board: h.hand } },
      el('td', {}, h.hand),
      el('td', {}, `${SEAT_NAMES[h.declarer]} ${h.bid}${declaration(h.contract)}`),
      el('td', {}, `${h.tricks} (${h.made ? (h.boston ? 'Boston' : 'made') : 'set'})`),
      ...chairs.map((c) => el('td', {}, String(h.points?.[c] ?? 0))),
      el('td', {}, el('a', { class: 'button small replay-link', href: `#board/${message.table}/${h.hand}` }, 'Replay'))))));
  const chosen = hands.find((h) => h.hand === handNumber);
  if (chosen) viewer.replaceChildren(replay(chosen));
  else if (handNumber !== null) viewer.replaceChildren(el('p', { class: 'hint' }, `Hand ${handNumber} is not among this table's finished hands.`));
  const game = GAME_NAMES[hands[0]?.game] ?? '';
  return el('section', { class: 'panel history-page' },
    el('h1', {}, `Table ${message.table}: finished hands of ${game}`),
    el('p', {}, el('a', { href: `#table/${message.table}` }, '← back to the table'), ' · ',
      el('a', { href: `/api/tables/${message.table}/history.pbn`, download: `table${message.table}.pbn` }, 'Download all (PBN)'), ' · ',
      el('a', { href: `/api/tables/${message.table}/history.json`, download: `table${message.table}.json` }, 'JSON')),
    viewer, list);
}

function declaration(contract) {
  if (!contract) return '';
  if (contract.trump) return `, trump ${SUIT_SYMBOL[contract.trump]}`;
  return contract.direction ? `, ${contract.direction}` : '';
}

// The replay: `step` cards have been played.
function replay(hand) {
  const play = hand.play ?? [];
  let step = play.length;
  const box = el('div', { class: 'whist-replay' });
  const draw = () => {
    const gone = new Set(play.slice(0, step).map((p) => p.card));
    const perTrick = hand.game === 'nonsense' ? 2 : 4;
    const trickStart = step === 0 ? 0 : Math.floor((step - 1) / perTrick) * perTrick;
    const trick = play.slice(trickStart, step);
    const positions = ['N', 'W', 'E', 'S'].map((seat) => {
      const p = hand.positions?.[seat];
      const label = p?.role === 'player' ? `${SEAT_NAMES[seat]} (${SEAT_NAMES[p.player]}'s hand)` : `${SEAT_NAMES[seat]}: ${p?.role ?? ''}`;
      const cards = (hand.dealt?.[seat] ?? []).filter((c) => !gone.has(c));
      const groups = bySuit(cards);
      return el('div', { class: `replay-seat replay-${seat}` }, el('div', { class: 'seat-label' }, label),
        el('div', { class: 'replay-hand' }, ['J', 'S', 'H', 'D', 'C'].filter((s) => groups[s].length)
          .map((s) => el('div', { class: 'suit-group' }, groups[s].map((c) => cardElement(c))))));
    });
    box.replaceChildren(
      el('div', { class: 'row' },
        el('button', { type: 'button', id: 'replay-back', disabled: step === 0, onclick: () => { step--; draw(); } }, '←'),
        el('button', { type: 'button', id: 'replay-forward', disabled: step === play.length, onclick: () => { step++; draw(); } }, '→'),
        el('span', { id: 'replay-step' }, `card ${step} of ${play.length}`),
        el('span', {}, trick.map((p) => `${SEAT_NAMES[p.seat]} ${cardText(p.card)}`).join(' · '))),
      el('div', { class: 'whist-replay-table' }, positions));
  };
  draw();
  document.addEventListener('keydown', function onKey(e) {
    if (!box.isConnected) { document.removeEventListener('keydown', onKey); return; }
    if (e.key === 'ArrowLeft' && step > 0) { step--; draw(); }
    if (e.key === 'ArrowRight' && step < play.length) { step++; draw(); }
  });
  return el('div', {}, el('h2', {}, `Hand ${hand.hand}: ${SEAT_NAMES[hand.declarer]} bid ${hand.bid}${declaration(hand.contract)}, took ${hand.tricks}`), box);
}
