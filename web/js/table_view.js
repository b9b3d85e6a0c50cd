// The table: four hands around the current trick, the auction, the bidding
// box, claims, undo, questions about alerts, and the end-of-board result.
// It re-renders entirely from each `table` message (protocol §3), so what it
// shows is always exactly what the server says this seat may see.
import {
  el, cardElement, cardBack, callElement, callText, cardText, contractText, bySuit,
  SEAT_NAMES, SUITS_HIGH_FIRST, nextSeat, partnerOf, sideOf,
} from './cards.js';
import { biddingBox } from './bidding_box.js';
import { boardScores, ddTable, rubberSheet } from './score_sheet.js';
import { KeyboardEntry } from './keyboard.js';
import { tournamentBox, tournamentOver } from './tournament_box.js';
import { eventBox, eventRoundOver } from './event_box.js';

// One table page is shown at a time; keys go to the newest one while its
// page is on screen.
let keyboardTarget = null;
document.addEventListener('keydown', (e) => keyboardTarget?.onKey(e));

export class TableView {
  constructor(root, connection, id) {
    this.root = root;
    this.connection = connection;
    this.id = id;
    this.table = null;
    this.showPrevious = false;
    this.claimFormOpen = false;
    this.log = [];
    this.claimOutcome = null;
    this.keys = new KeyboardEntry();
    keyboardTarget = this;
    root.replaceChildren(el('section', { class: 'panel', text: `Joining table ${id}…` }));
  }

  send(message) { this.connection.send(message); }

  update(table, event) {
    const before = this.table;
    this.table = table;
    if (event) {
      this.log = [describeEvent(event, table, before), ...this.log].slice(0, 6);
      this.noteClaimOutcome(event, before);
    }
    this.render();
  }

  // A claim's outcome stays in the panel until the next card or board, so
  // that a rejected claim is seen, not only logged.
  noteClaimOutcome(event, before) {
    const claim = before?.claim;
    if (event.kind === 'claim_accepted' && claim) {
      this.claimOutcome = { accepted: true, text: `${SEAT_NAMES[claim.by]}'s claim of ${claim.tricks} more trick${claim.tricks === 1 ? '' : 's'} was accepted.` };
    } else if (event.kind === 'claim_rejected' && claim) {
      const by = event.seat ? `${SEAT_NAMES[event.seat]} rejected` : 'The opponents rejected';
      this.claimOutcome = { accepted: false, text: `${by} ${SEAT_NAMES[claim.by]}'s claim of ${claim.tricks} more trick${claim.tricks === 1 ? '' : 's'}: play goes on.` };
    } else if (event.kind === 'card' || event.kind === 'deal' || event.kind === 'claim') {
      this.claimOutcome = null;
    }
  }

  // Bids by typing ("1n", "p", "x", "xx", "4s", then Enter) and cards by
  // suit and rank ("sa", "h10" or "ht"); Escape clears what was typed.
  onKey(e) {
    if (!this.page?.isConnected || !this.table) return;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const target = e.target;
    if (target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
    const t = this.table;
    const bidding = t.phase === 'auction' && t.you && t.turn === t.you;
    const playing = t.phase === 'play' && (t.legal_cards ?? []).length > 0;
    if (!bidding && !playing) return;
    const outcome = this.keys.press(e.key, bidding ? { calls: t.legal_calls ?? [] } : { cards: t.legal_cards ?? [] });
    if (!outcome) return;
    e.preventDefault();
    if (outcome.call) this.send({ type: 'call', call: outcome.call });
    else if (outcome.card) this.send({ type: 'play', card: outcome.card });
    this.showKeys();
  }

  showKeys() {
    const line = document.getElementById('keys-typed');
    if (line) line.textContent = this.keys.describe();
  }

  // The seat drawn at the bottom: our own, or South for a kibitzer.
  get bottom() { return this.table.you ?? 'S'; }

  render() {
    const t = this.table;
    const positions = { bottom: this.bottom, left: nextSeat(this.bottom, 1), top: nextSeat(this.bottom, 2), right: nextSeat(this.bottom, 3) };
    const felt = el('div', { class: 'felt', id: 'felt' },
      ...Object.entries(positions).map(([where, seat]) => this.seatBox(seat, where)),
      this.trickBox(positions));
    const side = el('aside', { class: 'side' },
      this.boardInfo(),
      this.auctionBox(),
      this.questionsBox(),
      this.actionBox(),
      this.resultBox(),
      tournamentBox(t),
      eventBox(t),
      this.scoresBox());
    this.page = el('section', { class: 'table-page', dataset: { phase: t.phase } }, felt, side);
    this.root.replaceChildren(this.page);
  }

  keyboardHint() {
    const t = this.table;
    const bidding = t.phase === 'auction' && t.you && t.turn === t.you;
    const playing = t.phase === 'play' && (t.legal_cards ?? []).length > 0;
    if (!bidding && !playing) return null;
    if (!bidding && this.keys.mode === 'call') this.keys.clear();
    if (!playing && this.keys.mode === 'card') this.keys.clear();
    return el('div', { class: 'keys hint', id: 'keys-hint' },
      el('kbd', {}, 'Keys'), ' ',
      bidding ? 'type a call (1n, 4s, p, x, xx) and Enter' : 'type suit and rank (sa, h10, ct)',
      el('span', { class: 'keys-typed', id: 'keys-typed', 'aria-live': 'polite' }, this.keys.describe()));
  }

  // ------------------------------------------------------------ hands

  seatBox(seat, where) {
    const t = this.table;
    const occupant = t.seats?.[seat];
    const isDummy = t.dummy === seat;
    const label = el('div', { class: 'seat-label' + (t.turn === seat ? ' to-act' : '') },
      el('strong', {}, SEAT_NAMES[seat]),
      ' ',
      occupant ? (occupant.robot ? el('span', { class: 'robot-tag' }, 'robot') : occupant.name) : this.emptySeat(seat),
      occupant?.stand_in ? ' (away: robot playing)' : occupant && occupant.connected === false ? ' (away)' : null,
      t.board?.dealer === seat ? el('span', { class: 'tag' }, 'dealer') : null,
      isDummy ? el('span', { class: 'tag' }, 'dummy') : null,
      t.contract?.declarer === seat ? el('span', { class: 'tag' }, 'declarer') : null,
      vulnerable(t.board?.vulnerability, seat) ? el('span', { class: 'tag vul' }, 'vul') : null);
    return el('div', { class: `seat seat-${where}`, id: `seat-${seat}`, dataset: { seat } }, label, this.handElement(seat, where));
  }

  emptySeat(seat) {
    const t = this.table;
    return el('span', {},
      el('button', { type: 'button', class: 'small', onclick: () => this.send({ type: 'sit', table: t.id, seat }) }, 'Sit'),
      ' ',
      el('button', { type: 'button', class: 'small', id: `robot-${seat}`, onclick: () => this.send({ type: 'robot', table: t.id, seat }) }, 'Add robot'));
  }

  handElement(seat, where) {
    const t = this.table;
    const cards = t.hands?.[seat];
    if (!cards) {
      const count = t.hand_counts?.[seat] ?? 0;
      return el('div', { class: 'hand hidden-hand', role: 'img', 'aria-label': `${SEAT_NAMES[seat]}: ${count} cards` }, Array.from({ length: Math.min(count, 13) }, () => cardBack()));
    }
    const legal = new Set(t.legal_cards ?? []);
    const playable = (card) => t.turn === seat && legal.has(card);
    const groups = bySuit(cards);
    const vertical = where === 'left' || where === 'right';
    return el('div', { class: `hand ${vertical ? 'by-suit-rows' : 'fan'}`, dataset: { seat }, role: 'group', 'aria-label': `${SEAT_NAMES[seat]}'s hand` },
      SUITS_HIGH_FIRST.map((suit) => el('div', { class: 'suit-group' },
        groups[suit].map((card) => cardElement(card, {
          clickable: playable(card),
          onClick: (c) => this.send({ type: 'play', card: c }),
        })))));
  }

  trickBox(positions) {
    const t = this.table;
    const where = Object.fromEntries(Object.entries(positions).map(([w, s]) => [s, w]));
    let trick = t.trick;
    let caption = null;
    // Right after a trick completes the current one is empty: show the one
    // just won (dimmed) so a robot's fast card is not missed.
    const current = trick?.cards?.length ?? 0;
    if (t.previous_trick && t.phase === 'play' && (this.showPrevious || current === 0)) {
      trick = t.previous_trick;
      caption = `previous trick — won by ${SEAT_NAMES[t.previous_trick.winner] ?? t.previous_trick.winner}`;
    }
    // Each card's place in the board's play, for "?" on an opponent robot's
    // card (its meaning by the robots' carding agreements).
    const before = (t.played?.length ?? 0) - current - (trick === t.trick ? 0 : 4);
    // (Declarer's cards carry no agreement: only the defenders' are asked about.)
    const robotCard = (seat) => {
      const chooser = seat === t.dummy ? partnerOf(seat) : seat;
      const defending = t.contract && sideOf(seat) !== sideOf(t.contract.declarer);
      return t.you && defending && sideOf(seat) !== sideOf(t.you) && (t.seats?.[chooser]?.robot || t.seats?.[chooser]?.stand_in);
    };
    const slots = (trick?.cards ?? []).map(({ seat, card }, i) =>
      el('div', { class: `played played-${where[seat]}` }, cardElement(card),
        robotCard(seat) ? el('button', {
          type: 'button', class: 'ask ask-card', title: 'What does this card say? (the robots\' carding agreements)',
          'aria-label': `Ask what ${SEAT_NAMES[seat]}'s card means`,
          onclick: () => this.send({ type: 'ask_card', index: before + i }),
        }, '?') : null));
    return el('div', { class: 'trick' + (caption ? ' previous' : ''), id: 'trick' },
      ...slots,
      caption ? el('div', { class: 'trick-caption' }, caption) : null,
      t.phase === 'play' || t.phase === 'finished' ? el('div', { class: 'trick-count', id: 'trick-count' },
        `NS ${t.tricks?.NS ?? 0} · EW ${t.tricks?.EW ?? 0}`) : null);
  }

  // ------------------------------------------------------------ side panel

  boardInfo() {
    const t = this.table;
    const b = t.board;
    return el('div', { class: 'box info' },
      el('div', { class: 'title' }, t.name || `Table ${t.id}`, el('span', { class: 'tag' }, t.scoring),
        t.system ? el('span', { class: 'tag', title: 'the robots\' bidding system' }, t.system === 'sayc' ? 'SAYC' : '2/1') : null),
      b ? el('div', {}, `Board ${b.number} · dealer ${SEAT_NAMES[b.dealer]} · vul ${b.vulnerability}`) : el('div', {}, 'Waiting for four players'),
      t.contract ? el('div', { class: 'contract', id: 'contract' },
        'Contract ', el('strong', {}, contractText(t.contract.text)), ` by ${SEAT_NAMES[t.contract.declarer]}`) : null,
      t.you ? null : el('div', { class: 'hint' }, 'You are watching.'),
      this.log.length ? el('div', { class: 'log', id: 'log' }, this.log.map((line) => el('div', {}, line))) : null);
  }

  auctionBox() {
    const t = this.table;
    if (!t.board || !t.auction) return null;
    const order = ['W', 'N', 'E', 'S'];
    const cells = [];
    const offset = order.indexOf(t.board.dealer);
    for (let i = 0; i < offset; i++) cells.push(el('td', {}));
    const notes = [];
    t.auction.forEach((entry, index) => {
      const opponent = t.you && sideOf(entry.seat) !== sideOf(t.you);
      const cell = el('td', { class: 'call-cell' + (entry.alert ? ' alerted' : ''), dataset: { index } }, callElement(entry.call));
      if (entry.alert) {
        cell.title = entry.alert;
        cell.append(el('sup', {}, `${notes.length + 1}`));
        notes.push(el('li', {}, callElement(entry.call), ` (${entry.seat}): ${entry.alert}`));
      } else if (opponent && entry.call !== 'Pass' && (t.phase === 'auction' || t.phase === 'play')) {
        cell.append(el('button', {
          type: 'button', class: 'ask', title: 'Ask the opponents what this call means',
          onclick: () => this.send({ type: 'ask', index }),
        }, '?'));
      }
      cells.push(cell);
    });
    if (t.phase === 'auction' && t.turn) cells.push(el('td', { class: 'call-cell pending' }, '…'));
    const rows = [];
    for (let i = 0; i < cells.length; i += 4) rows.push(el('tr', {}, cells.slice(i, i + 4)));
    return el('div', { class: 'box auction' },
      el('table', { class: 'auction-table', id: 'auction', 'aria-label': 'Auction' },
        el('thead', {}, el('tr', {}, order.map((s) => el('th', { class: vulnerable(t.board.vulnerability, s) ? 'vul' : '' }, s)))),
        el('tbody', {}, rows)),
      notes.length ? el('ol', { class: 'alerts' }, notes) : null,
      t.phase === 'auction' && t.you && t.turn === t.you && (t.legal_calls ?? []).length
        ? biddingBox(t.legal_calls, (call, alert) => this.send(alert ? { type: 'call', call, alert } : { type: 'call', call }))
        : null,
      t.phase === 'auction' ? this.keyboardHint() : null);
  }

  questionsBox() {
    const t = this.table;
    if (!t.questions || t.questions.length === 0) return null;
    return el('div', { class: 'box questions' }, t.questions.map((q) => {
      const input = el('input', { maxlength: 300, placeholder: 'what your call means' });
      const entry = t.auction[q.index];
      return el('form', {
        class: 'question', onsubmit: (e) => {
          e.preventDefault();
          if (input.value.trim()) this.send({ type: 'explain', index: q.index, text: input.value.trim() });
        },
      }, `${SEAT_NAMES[q.from]} asks about your `, callElement(entry?.call ?? ''), ': ', input,
      el('button', { type: 'submit' }, 'Explain'));
    }));
  }

  actionBox() {
    const t = this.table;
    const you = t.you;
    const parts = [];
    const remaining = 13 - (t.tricks?.NS ?? 0) - (t.tricks?.EW ?? 0);
    const isDummy = you && t.dummy === you;

    if (t.claim) {
      const mine = you && sideOf(t.claim.by) === sideOf(you);
      const myAnswer = you ? t.claim.responses?.[you] : undefined;
      parts.push(el('div', { class: 'dialog claim-pending', id: 'claim-pending' },
        `${SEAT_NAMES[t.claim.by]} claims ${t.claim.tricks} of the remaining ${remaining} tricks.`,
        !mine && you && myAnswer === null ? el('div', { class: 'row' },
          el('button', { type: 'button', class: 'primary', id: 'claim-accept', onclick: () => this.send({ type: 'claim_response', accept: true }) }, 'Accept'),
          el('button', { type: 'button', id: 'claim-reject', onclick: () => this.send({ type: 'claim_response', accept: false }) }, 'Reject'))
          : el('div', { class: 'hint' }, 'Waiting for the opponents…')));
    }
    if (t.undo) {
      const mine = you && sideOf(t.undo.by) === sideOf(you);
      const myAnswer = you ? t.undo.responses?.[you] : undefined;
      parts.push(el('div', { class: 'dialog undo-pending', id: 'undo-pending' },
        `${SEAT_NAMES[t.undo.by]} asks to take back the last action.`,
        !mine && you && myAnswer === null ? el('div', { class: 'row' },
          el('button', { type: 'button', class: 'primary', onclick: () => this.send({ type: 'undo_response', accept: true }) }, 'Allow'),
          el('button', { type: 'button', onclick: () => this.send({ type: 'undo_response', accept: false }) }, 'Decline'))
          : el('div', { class: 'hint' }, 'Waiting for the opponents…')));
    }

    if (this.claimOutcome) {
      parts.push(el('div', { class: 'dialog claim-outcome' + (this.claimOutcome.accepted ? '' : ' rejected'), id: 'claim-outcome', role: 'status' },
        this.claimOutcome.text));
    }
    if (t.phase === 'play') {
      const hint = this.keyboardHint();
      if (hint) parts.push(hint);
    }

    const buttons = [];
    if (this.canUndo()) {
      buttons.push(el('button', { type: 'button', id: 'undo', onclick: () => this.send({ type: 'undo' }) }, 'Undo'));
    }
    if (you && t.phase === 'play' && !t.claim && !isDummy) {
      buttons.push(el('button', { type: 'button', id: 'claim', onclick: () => { this.claimFormOpen = !this.claimFormOpen; this.render(); } }, 'Claim…'));
      buttons.push(el('button', {
        type: 'button', id: 'concede', onclick: () => {
          if (confirm('Concede all the remaining tricks?')) this.send({ type: 'concede' });
        },
      }, 'Concede'));
    }
    if (t.phase === 'play' && t.previous_trick) {
      buttons.push(el('button', {
        type: 'button', id: 'previous-trick', class: this.showPrevious ? 'on' : '',
        onclick: () => { this.showPrevious = !this.showPrevious; this.render(); },
      }, this.showPrevious ? 'Current trick' : 'Previous trick'));
    }
    buttons.push(el('a', { class: 'button', href: `#history/${t.id}` }, 'History'));
    buttons.push(el('button', { type: 'button', id: 'leave', onclick: () => { this.send({ type: 'leave' }); location.hash = '#lobby'; } }, you ? 'Leave seat' : 'Stop watching'));
    parts.push(el('div', { class: 'row buttons' }, buttons));

    if (this.claimFormOpen && t.phase === 'play' && !t.claim) {
      const count = el('input', { type: 'number', id: 'claim-tricks', min: 0, max: remaining, value: remaining });
      parts.push(el('form', {
        class: 'dialog', id: 'claim-form', onsubmit: (e) => {
          e.preventDefault();
          this.claimFormOpen = false;
          this.send({ type: 'claim', tricks: Number(count.value) });
        },
      }, 'My side takes ', count, ` of the remaining ${remaining} tricks `, el('button', { type: 'submit', class: 'primary' }, 'Claim')));
    }
    return el('div', { class: 'box actions' }, parts);
  }

  // Undo takes back your own last call or card (declarer's includes
  // dummy's), never the opening lead once dummy is face up: offer it only
  // when there is such a thing to take back, and never to dummy.
  canUndo() {
    const t = this.table;
    const you = t.you;
    if (!you || t.undo || t.claim || t.dummy === you) return false;
    if (t.phase === 'auction') return (t.auction ?? []).some((entry) => entry.seat === you);
    if (t.phase !== 'play') return false;
    const mine = (seat) => seat === you || (t.contract?.declarer === you && seat === t.dummy);
    return (t.played ?? []).slice(1).some((p) => mine(p.seat));
  }

  resultBox() {
    const t = this.table;
    if (t.phase !== 'finished' || !t.result) return null;
    const r = t.result;
    return el('div', { class: 'box result', id: 'result' },
      el('h2', {}, 'Board over'),
      el('p', { class: 'result-text', id: 'result-text' }, (r.text ? readableResult(r.text) : null) ?? (r.contract ? `${contractText(r.contract)} by ${r.declarer}: ${r.tricks} tricks` : 'Passed out')),
      el('p', { class: 'score', id: 'score' }, `Score: ${r.score_ns > 0 ? '+' : ''}${r.score_ns} for North-South`),
      ddTable(r.dd_table, r.par),
      t.you && !tournamentOver(t) && !eventRoundOver(t) ? el('button', { type: 'button', class: 'primary', id: 'next-board', onclick: () => this.send({ type: 'next' }) }, 'Next board') : null);
  }

  scoresBox() {
    const t = this.table;
    const sheet = rubberSheet(t.rubber ? { ...t.rubber, we: t.you ? sideOf(t.you) : t.rubber.we } : null);
    const list = boardScores(t.scores);
    if (!sheet && !list) return null;
    return el('div', { class: 'box scores-box' }, sheet, list);
  }
}

// The server's "4HX by S, made 4, +790 NS" with the contract in symbols.
function readableResult(text) {
  return text.replace(/^([1-7](?:C|D|H|S|NT)X{0,2})\b/, (contract) => contractText(contract));
}

function vulnerable(vulnerability, seat) {
  if (!vulnerability) return false;
  return vulnerability === 'All' || vulnerability === sideOf(seat);
}

// The log line a player reads: "West played ♣A", "North bid 1♥".
function describeEvent(event, table, before) {
  const who = event.seat ? SEAT_NAMES[event.seat] ?? event.seat : '';
  const name = table?.seats?.[event.seat]?.name ?? before?.seats?.[event.seat]?.name;
  const person = name ? `${name} (${who})` : who;
  switch (event.kind) {
    case 'call': return callSentence(who, event.call);
    case 'card': return `${who} played ${cardText(event.card)}`;
    case 'deal': return event.board ? `Board ${event.board} dealt` : 'New board dealt';
    case 'claim': return `${who} claims ${event.tricks ?? ''} of the remaining tricks`;
    case 'claim_accepted': return 'Claim accepted';
    case 'claim_rejected': return 'Claim rejected';
    case 'undo_requested': return `${who} asks to undo`;
    case 'undo_accepted': return 'Undo accepted';
    case 'undo_declined': return 'Undo declined';
    case 'question': return `${who} asked about a call`;
    case 'explanation': return `${who} explained a call`;
    case 'finished': return 'Board finished';
    case 'analysis': return 'Double-dummy analysis ready';
    case 'robot': return `A robot sits ${who}`;
    case 'joined': return `${person} sat down`;
    case 'left': return `${person} left`;
    case 'disconnected': return `${person} lost the connection; the seat stays theirs`;
    case 'resumed': return `${person} is back`;
    case 'stand_in': return `A robot plays for ${person} while they are away`;
    case 'stand_in_ended': return `${person} plays again`;
    case 'timed_out': return `${person} ran out of time: a robot makes this move`;
    case 'watching': return 'You are watching this table';
    default: return event.kind;
  }
}

function callSentence(who, call) {
  if (call === 'Pass') return `${who} passed`;
  if (call === 'X') return `${who} doubled`;
  if (call === 'XX') return `${who} redoubled`;
  return `${who} bid ${callText(call)}`;
}
