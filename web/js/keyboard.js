// Typing calls and cards. Calls: "1n" (or "1nt"), "4s", "p", "x", "xx",
// sent with Enter. Cards: a suit letter then a rank ("sa", "h10" or "ht",
// "c7"), sent as soon as they name a legal card. The buffer is shown on
// screen so the player sees what was typed.
import { cardText, callText } from './cards.js';

const CALL_PATTERN = /^(?:([1-7])([cdhs]|nt?)|p|x|xx)$/;

export class KeyboardEntry {
  constructor() { this.clear(); }

  clear() {
    this.typed = '';
    this.mode = null;
    this.message = '';
  }

  // One key; `legal` is { calls } in the auction or { cards } in the play.
  // Returns null when the key is not ours, else { call } / { card } to send,
  // or {} when the key only changed the buffer.
  press(key, legal) {
    const mode = legal.calls ? 'call' : 'card';
    if (this.mode !== mode) { this.typed = ''; this.mode = mode; }
    this.message = '';
    if (key === 'Escape') { this.typed = ''; return {}; }
    if (key === 'Backspace') { this.typed = this.typed.slice(0, -1); return {}; }
    if (mode === 'call' && key === 'Enter') return this.finishCall(legal.calls);
    if (key.length !== 1 || !/[0-9a-z]/i.test(key)) return null;
    this.typed += key.toLowerCase();
    if (mode === 'card') return this.tryCard(legal.cards);
    if (!CALL_PATTERN.test(this.typed) && !isCallPrefix(this.typed)) {
      this.message = `"${this.typed}" is not a call`;
      this.typed = key.toLowerCase();
      if (!isCallPrefix(this.typed) && !CALL_PATTERN.test(this.typed)) this.typed = '';
    }
    return {};
  }

  finishCall(legalCalls) {
    const call = callFromTyped(this.typed);
    if (!call) {
      this.message = this.typed ? `"${this.typed}" is not a call` : 'type a call first';
      return {};
    }
    if (!legalCalls.includes(call)) {
      this.message = `${callText(call)} is not legal now`;
      this.typed = '';
      return {};
    }
    this.typed = '';
    return { call };
  }

  tryCard(legalCards) {
    if (/^[shdc]1$/.test(this.typed)) return {};  // on the way to "10"
    const m = /^([shdc])(10|[2-9tjqka])?$/.exec(this.typed);
    if (!m) {
      // A rank without a suit, or a stray key: start again from this key
      // when it is a suit.
      this.message = `"${this.typed}" is not a card (suit then rank: sa, h10)`;
      const last = this.typed.slice(-1);
      this.typed = /^[shdc]$/.test(last) ? last : '';
      return {};
    }
    if (!m[2]) return {};
    const rank = m[2] === '10' ? 'T' : m[2].toUpperCase();
    const card = m[1].toUpperCase() + rank;
    this.typed = '';
    if (!legalCards.includes(card)) {
      this.message = `${cardText(card)} cannot be played now`;
      return {};
    }
    return { card };
  }

  describe() {
    const shown = this.typed ? ` — typed: ${this.typed}` : '';
    return shown + (this.message ? ` (${this.message})` : '');
  }
}

// "1" and "1n" while typing "1nt", "x" before "xx", a suit's "1" before "10".
function isCallPrefix(typed) { return /^[1-7]n?$/.test(typed) || typed === ''; }

function callFromTyped(typed) {
  const m = CALL_PATTERN.exec(typed);
  if (!m) return null;
  if (typed === 'p') return 'Pass';
  if (typed === 'x') return 'X';
  if (typed === 'xx') return 'XX';
  const strain = m[2].startsWith('n') ? 'NT' : m[2].toUpperCase();
  return `${m[1]}${strain}`;
}
