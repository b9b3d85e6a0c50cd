// How cards, suits, seats and calls look on screen. Protocol strings
// ("SA", "1NT", "N") in, DOM elements and text out.

export const SEATS = ['N', 'E', 'S', 'W'];
export const SEAT_NAMES = { N: 'North', E: 'East', S: 'South', W: 'West' };
export const SUIT_SYMBOL = { S: '♠', H: '♥', D: '♦', C: '♣', NT: 'NT' };
export const SUITS_HIGH_FIRST = ['S', 'H', 'D', 'C'];
export const STRAINS = ['C', 'D', 'H', 'S', 'NT'];

export function rankText(rank) { return rank === 'T' ? '10' : rank; }

export function suitClass(suit) { return suit === 'H' || suit === 'D' ? 'red' : 'black'; }

export function nextSeat(seat, steps = 1) {
  return SEATS[(SEATS.indexOf(seat) + steps) % 4];
}
export function partnerOf(seat) { return nextSeat(seat, 2); }
export function sideOf(seat) { return seat === 'N' || seat === 'S' ? 'NS' : 'EW'; }

export const SUIT_NAMES = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs', NT: 'no trump' };
const RANK_NAMES = { A: 'ace', K: 'king', Q: 'queen', J: 'jack', T: '10' };

// "CA" -> "♣A", "HT" -> "♥10": a card as players write it.
// The whist family's jokers: "BJ" (big) and "LJ" (little).
export function isJoker(card) { return card === 'BJ' || card === 'LJ'; }
export function cardText(card) {
  if (isJoker(card)) return card === 'BJ' ? 'big joker' : 'little joker';
  return SUIT_SYMBOL[card[0]] + rankText(card[1]);
}

// "CA" -> "ace of clubs": what a screen reader says for a card.
export function cardSpoken(card) { if (isJoker(card)) return cardText(card); return `${RANK_NAMES[card[1]] ?? card[1]} of ${SUIT_NAMES[card[0]]}`; }

// "1H" -> "1 hearts", "X" -> "double": what a screen reader says for a call.
export function callSpoken(call) {
  const m = /^([1-7])(C|D|H|S|NT)$/.exec(call);
  if (m) return `${m[1]} ${SUIT_NAMES[m[2]]}`;
  return { Pass: 'pass', X: 'double', XX: 'redouble' }[call] ?? call;
}

// "1NT" -> "1NT", "4H" -> "4♥", "Pass", "X", "XX".
export function callText(call) {
  const m = /^([1-7])(C|D|H|S|NT)$/.exec(call);
  if (!m) return call;
  return m[1] + SUIT_SYMBOL[m[2]];
}

export function callElement(call) {
  const span = document.createElement('span');
  span.className = 'call-text';
  const m = /^([1-7])(C|D|H|S|NT)$/.exec(call);
  if (m && m[2] !== 'NT') {
    span.append(m[1]);
    const s = document.createElement('span');
    s.className = suitClass(m[2]);
    s.textContent = SUIT_SYMBOL[m[2]];
    span.append(s);
  } else {
    span.textContent = call === 'Pass' ? 'Pass' : call;
    if (call === 'X') span.classList.add('double');
    if (call === 'XX') span.classList.add('redouble');
  }
  return span;
}

// "4HX" contract text with symbols.
export function contractText(text) {
  if (!text) return 'Passed out';
  const m = /^([1-7])(C|D|H|S|NT)(X{0,2})$/.exec(text);
  if (!m) return text;
  return m[1] + SUIT_SYMBOL[m[2]] + m[3];
}

// A card face; a <button> when it can be clicked.
export function cardElement(card, { clickable = false, onClick = null } = {}) {
  const element = document.createElement(clickable ? 'button' : 'span');
  element.className = isJoker(card) ? 'card joker' : `card ${suitClass(card[0])}`;
  element.dataset.card = card;
  element.innerHTML = isJoker(card)
    ? `<span class="rank">${card === 'BJ' ? 'Big' : 'Little'}</span><span class="suit">★</span>`
    : `<span class="rank">${rankText(card[1])}</span><span class="suit">${SUIT_SYMBOL[card[0]]}</span>`;
  element.title = cardText(card);
  element.setAttribute('aria-label', cardSpoken(card));
  if (clickable) {
    element.type = 'button';
    element.classList.add('playable');
    element.addEventListener('click', () => onClick(card));
  }
  return element;
}

export function cardBack() {
  const element = document.createElement('span');
  element.className = 'card back';
  element.setAttribute('aria-hidden', 'true');
  return element;
}

// Cards grouped by suit, spades first (the server already sends them so).
export function bySuit(cards) {
  const groups = { J: [], S: [], H: [], D: [], C: [] };
  for (const c of cards) groups[isJoker(c) ? 'J' : c[0]].push(c);
  return groups;
}

export function el(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') element.className = value;
    else if (key === 'text') element.textContent = value;
    else if (key.startsWith('on')) element.addEventListener(key.slice(2), value);
    else if (key === 'dataset') Object.assign(element.dataset, value);
    else element.setAttribute(key, value === true ? '' : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : String(child));
  }
  return element;
}
