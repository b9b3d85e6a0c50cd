// A table of the whist family (Dummy Whist, Double Dummy, Nonsense): the
// four table positions around the trick, the one-round auction, the steps
// after it (discards, joker exchange, trump or direction), the play, renege
// calls under table rules, and the score sheet to the target with Bostons.
// Like the bridge table it re-renders from each `table` message and shows
// only what the server sent (docs/protocol.md, "The whist family").
import { el, cardElement, cardBack, cardText, bySuit, SEAT_NAMES, SUIT_SYMBOL, nextSeat } from './cards.js';

export const GAME_NAMES = {
  bridge: 'Bridge', dummy_whist: 'Dummy Whist', double_dummy: 'Double Dummy', nonsense: 'Nonsense',
};
const ROLE_NAMES = { dummy: 'dummy', dead: 'dead hand', discarded: 'discarded hand' };
const DECLARATIONS = { S: `${SUIT_SYMBOL.S} spades`, H: `${SUIT_SYMBOL.H} hearts`, D: `${SUIT_SYMBOL.D} diamonds`, C: `${SUIT_SYMBOL.C} clubs`, uptown: 'uptown (high wins)', downtown: 'downtown (low wins)' };

// The players' chairs in table order (North first).
function chairsOf(table) {
  return ['N', 'E', 'S', 'W'].filter((chair) => chair in (table.seats ?? {}));
}

// Declarer's other side: two defenders in Dummy Whist, one opponent in the
// two-player games.
function defendersWord(table) {
  return chairsOf(table).length > 2 ? 'defenders' : 'opponent';
}

export class WhistTableView {
  constructor(root, connection, id) {
    this.root = root;
    this.connection = connection;
    this.id = id;
    this.table = null;
    this.discardPicks = [];
    this.showPrevious = false;
    this.claimFormOpen = false;
    root.replaceChildren(el('section', { class: 'panel', text: `Joining table ${id}…` }));
  }

  send(message) { this.connection.send(message); }

  update(table) {
    if (this.table?.hand_number !== table.hand_number || table.legal?.kind !== 'discard') this.discardPicks = [];
    this.table = table;
    this.render();
  }

  // The position drawn at the bottom: where the viewer's own cards lie
  // (Dummy Whist moves a player to West when the dummy goes opposite
  // declarer), else their chair, else South.
  get bottom() {
    const t = this.table;
    for (const [position, p] of Object.entries(t.positions ?? {}))
      if (t.you && p.player === t.you && p.role === 'player') return position;
    return t.you ?? 'S';
  }

  render() {
    const t = this.table;
    const bottom = this.bottom;
    const places = { bottom, left: nextSeat(bottom, 1), top: nextSeat(bottom, 2), right: nextSeat(bottom, 3) };
    const felt = el('div', { class: 'felt', id: 'felt' },
      ...Object.entries(places).map(([where, position]) => this.positionBox(position, where)),
      this.trickBox(places));
    const side = el('aside', { class: 'side' },
      this.infoBox(), this.auctionBox(), this.actionBox(), this.resultBox(), this.sheetBox());
    this.page = el('section', { class: 'table-page whist', dataset: { phase: t.phase, game: t.game, handPhase: t.hand_phase ?? '' } }, felt, side);
    this.root.replaceChildren(this.page);
  }

  // ------------------------------------------------------------ the felt

  positionBox(position, where) {
    const t = this.table;
    const p = t.positions?.[position];
    const chair = p?.player ?? p?.played_by;
    const occupant = chair ? t.seats?.[chair] : null;
    const role = p ? ROLE_NAMES[p.role] : null;
    // A robot player is named by its tag alone, as at a bridge table.
    const who = p?.role === 'player' ? (occupant?.robot ? '' : `${occupant?.name ?? chair}`)
      : p?.played_by ? `${role} (${t.seats?.[p.played_by]?.name ?? p.played_by})` : role;
    const label = el('div', { class: 'seat-label' + (t.to_play === position || (!t.to_play && t.turn && t.turn === p?.player) ? ' to-act' : '') },
      el('strong', {}, SEAT_NAMES[position]), ' ', who ?? '',
      occupant?.robot && p?.role === 'player' ? el('span', { class: 'robot-tag' }, 'robot') : null,
      p?.role === 'player' && t.dealer === p.player ? el('span', { class: 'tag' }, 'dealer') : null,
      p?.role === 'player' && t.contract?.declarer === p.player ? el('span', { class: 'tag' }, 'declarer') : null,
      t.phase === 'finished' && p?.role === 'dummy' && t.dealt?.discards?.length ? el('span', { class: 'tag', title: 'declarer\'s discards' }, `discarded ${t.dealt.discards.map(cardText).join(' ')}`) : null);
    return el('div', { class: `seat seat-${where}`, id: `seat-${position}`, dataset: { seat: position, role: p?.role ?? '' } },
      label, p ? this.handElement(position, p, where) : null);
  }

  handElement(position, p, where) {
    const t = this.table;
    // A finished hand shows every hand as it was dealt.
    const cards = t.phase === 'finished' && t.dealt ? t.dealt[position] : p.cards;
    if (!cards) {
      return el('div', { class: 'hand hidden-hand', role: 'img', 'aria-label': `${SEAT_NAMES[position]}: ${p.count} cards` },
        Array.from({ length: Math.min(p.count, 15) }, () => cardBack()));
    }
    const legal = t.legal;
    const playable = new Set(legal?.kind === 'play' && t.to_play === position ? legal.cards : []);
    const discardable = new Set(legal?.kind === 'discard' && p.role === 'dummy' ? legal.cards : []);
    const groups = bySuit(cards);
    const vertical = where === 'left' || where === 'right';
    return el('div', { class: `hand ${vertical ? 'by-suit-rows' : 'fan'}`, dataset: { seat: position }, role: 'group', 'aria-label': `${SEAT_NAMES[position]}'s cards` },
      ['J', 'S', 'H', 'D', 'C'].filter((suit) => groups[suit].length).map((suit) => el('div', { class: 'suit-group' },
        groups[suit].map((card) => {
          if (discardable.has(card)) {
            const element = cardElement(card, { clickable: true, onClick: (c) => this.pickDiscard(c) });
            if (this.discardPicks.includes(card)) element.classList.add('picked');
            return element;
          }
          return cardElement(card, { clickable: playable.has(card), onClick: (c) => this.send({ type: 'play', card: c }) });
        }))));
  }

  pickDiscard(card) {
    const picks = this.discardPicks;
    this.discardPicks = picks.includes(card) ? picks.filter((c) => c !== card) : [...picks, card].slice(-2);
    this.render();
  }

  trickBox(places) {
    const t = this.table;
    const where = Object.fromEntries(Object.entries(places).map(([w, s]) => [s, w]));
    let trick = t.trick;
    let caption = null;
    if (t.previous_trick && (this.showPrevious || !(trick?.cards?.length))) {
      trick = t.previous_trick;
      caption = `previous trick — won by ${SEAT_NAMES[trick.winner] ?? trick.winner}`;
    }
    return el('div', { class: 'trick' + (caption ? ' previous' : ''), id: 'trick' },
      ...(trick?.cards ?? []).map(({ seat, card }) => el('div', { class: `played played-${where[seat]}` }, cardElement(card))),
      caption ? el('div', { class: 'trick-caption' }, caption) : null,
      t.tricks ? el('div', { class: 'trick-count', id: 'trick-count' },
        `declarer ${t.tricks.declarer} · ${defendersWord(t)} ${t.tricks.defenders}`) : null);
  }

  // ------------------------------------------------------------ side panel

  infoBox() {
    const t = this.table;
    const chairs = chairsOf(t);
    const c = t.contract;
    return el('div', { class: 'box info' },
      el('div', { class: 'title' }, t.name || `Table ${t.id}`, el('span', { class: 'tag', id: 'game-name' }, GAME_NAMES[t.game] ?? t.game),
        t.options?.jokers ? el('span', { class: 'tag' }, 'jokers') : null,
        t.options?.table_rules_renege ? el('span', { class: 'tag', title: 'a card that fails to follow is accepted and may be called' }, 'table rules') : null),
      el('div', { class: 'players' }, chairs.map((chair) => el('div', { class: 'player-line', dataset: { chair } },
        el('strong', {}, SEAT_NAMES[chair]), ' ',
        t.seats[chair] ? (t.seats[chair].robot ? el('span', { class: 'robot-tag' }, 'robot') : t.seats[chair].name) : this.emptyChair(chair)))),
      t.hand_number ? el('div', {}, `Hand ${t.hand_number} · dealer ${SEAT_NAMES[t.dealer] ?? ''}`) : el('div', { class: 'hint' }, `Waiting for ${chairs.length} players`),
      c ? el('div', { class: 'contract', id: 'contract' },
        el('strong', {}, c.bid), ` by ${SEAT_NAMES[c.declarer]}`,
        c.trump ? ` · trump ${SUIT_SYMBOL[c.trump]}` : c.direction && c.bid.includes('no trump') ? ` · ${c.direction}` : null,
        el('div', { class: 'hint', id: 'tricks-to-set' }, `needs ${c.tricks_needed} tricks; the ${defendersWord(t)} ${defendersWord(t) === 'defenders' ? 'set' : 'sets'} it with ${c.tricks_to_set}`)) : null,
      t.game === 'nonsense' && t.multiplier ? el('div', {}, `Scores ×${t.multiplier} this hand`) : null,
      t.you ? null : el('div', { class: 'hint' }, 'You are watching.'));
  }

  emptyChair(chair) {
    const t = this.table;
    return el('span', {},
      el('button', { type: 'button', class: 'small', onclick: () => this.send({ type: 'sit', table: t.id, seat: chair }) }, 'Sit'),
      ' ',
      el('button', { type: 'button', class: 'small', id: `robot-${chair}`, onclick: () => this.send({ type: 'robot', table: t.id, seat: chair }) }, 'Add robot'));
  }

  auctionBox() {
    const t = this.table;
    if (!t.hand_number) return null;
    const rows = (t.auction ?? []).map((a) => el('tr', {}, el('td', {}, SEAT_NAMES[a.seat]), el('td', { class: 'call-cell' }, a.call)));
    if (t.hand_phase === 'auction' && t.turn) rows.push(el('tr', {}, el('td', {}, SEAT_NAMES[t.turn]), el('td', { class: 'call-cell pending' }, '…')));
    return el('div', { class: 'box auction' },
      el('table', { class: 'auction-table whist-auction', id: 'auction', 'aria-label': 'Auction' }, el('tbody', {}, rows)),
      t.game === 'nonsense' && t.choices ? el('div', { class: 'hint' }, Object.entries(t.choices).map(([chair, choice]) =>
        `${SEAT_NAMES[chair]}: ${choice === null ? 'choosing' : choice === 'dealt' ? 'kept the dealt hand' : 'took the dead hand'}`).join(' · ')) : null);
  }

  actionBox() {
    const t = this.table;
    const parts = [];
    const legal = t.legal;
    if (legal?.kind === 'call') {
      parts.push(el('div', { class: 'whist-bids', id: 'bidding-box', role: 'group', 'aria-label': 'Your bid' },
        legal.calls.map((c) => el('button', { type: 'button', class: 'bid', dataset: { call: c.code }, title: c.call, onclick: () => this.send({ type: 'call', call: c.code }) }, c.code === 'Pass' ? 'Pass' : c.call))));
    } else if (legal?.kind === 'declare') {
      parts.push(el('div', { class: 'dialog', id: 'declare' }, t.contract?.bid.includes('no trump') ? 'Which cards win?' : 'Name the trump suit:',
        el('div', { class: 'row' }, legal.choices.map((choice) => el('button', { type: 'button', class: 'primary', dataset: { declaration: choice }, onclick: () => this.send({ type: 'declare', declaration: choice }) }, DECLARATIONS[choice] ?? choice)))));
    } else if (legal?.kind === 'discard') {
      parts.push(el('div', { class: 'dialog', id: 'discard' }, 'Pick two of the dummy\'s cards to discard: ',
        this.discardPicks.map((c) => cardText(c)).join(', ') || 'none yet',
        el('div', { class: 'row' }, el('button', { type: 'button', class: 'primary', id: 'discard-send', disabled: this.discardPicks.length !== 2, onclick: () => this.send({ type: 'discard', cards: this.discardPicks }) }, 'Discard'))));
    } else if (legal?.kind === 'exchange') {
      // Declarer sees the discards; anyone else draws one face down.
      const choices = legal.cards
        ? legal.cards.map((card) => cardElement(card, { clickable: true, onClick: (c) => this.send({ type: 'exchange', card: c }) }))
        : Array.from({ length: legal.count }, (_, pick) => el('button', {
          type: 'button', class: 'card back', 'aria-label': `discard ${pick + 1}, face down`,
          onclick: () => this.send({ type: 'exchange', pick }),
        }));
      parts.push(el('div', { class: 'dialog', id: 'exchange' }, `Give up the joker at ${SEAT_NAMES[legal.seat]} for one of declarer's discards:`,
        el('div', { class: 'row' }, choices)));
    } else if (legal?.kind === 'choose') {
      parts.push(el('div', { class: 'dialog', id: 'choose' }, 'Play the hand you were dealt (scores double) or discard it and play the dead hand on your right?',
        el('div', { class: 'row' },
          el('button', { type: 'button', class: 'primary', id: 'choose-keep', onclick: () => this.send({ type: 'choose', keep: true }) }, 'Keep my hand'),
          el('button', { type: 'button', id: 'choose-dead', onclick: () => this.send({ type: 'choose', keep: false }) }, 'Take the dead hand'))));
    }
    parts.push(...this.pendingQuestions());
    if (t.discards) parts.push(el('div', { class: 'hint', id: 'my-discards' }, 'Your discards: ', t.discards.map(cardText).join(', ')));
    if (t.options?.table_rules_renege && t.you && (t.phase === 'play' || t.phase === 'finished') && t.hand_number) {
      const book = el('input', { type: 'number', id: 'renege-book', min: 1, max: 13, value: 1, 'aria-label': 'Book (trick number)' });
      parts.push(el('form', { class: 'row', onsubmit: (e) => { e.preventDefault(); this.send({ type: 'renege', book: Number(book.value) }); } },
        'Call a renege in book ', book, el('button', { type: 'submit' }, 'Call')));
    }
    (t.reneges ?? []).forEach((r) => parts.push(el('div', { class: 'hint' }, `Renege called in book ${r.book}: ${r.proven ? 'proven' : 'not proven (the caller\'s side pays)'}`)));
    const buttons = [];
    const seated = t.you && t.hand_number && (t.phase === 'auction' || t.phase === 'play');
    if (seated && !t.undo && !t.claim) {
      buttons.push(el('button', { type: 'button', id: 'undo', title: 'take back your last move, if the others agree', onclick: () => this.send({ type: 'undo' }) }, 'Undo'));
    }
    // Claims are made between tricks.
    if (t.you && t.phase === 'play' && !t.undo && !t.claim && !(t.trick?.cards?.length)) {
      buttons.push(el('button', { type: 'button', id: 'claim', onclick: () => { this.claimFormOpen = !this.claimFormOpen; this.render(); } }, 'Claim…'));
    }
    if (t.previous_trick && t.phase === 'play') {
      buttons.push(el('button', { type: 'button', id: 'previous-trick', class: this.showPrevious ? 'on' : '', onclick: () => { this.showPrevious = !this.showPrevious; this.render(); } },
        this.showPrevious ? 'Current trick' : 'Previous trick'));
    }
    buttons.push(el('a', { class: 'button', href: `#history/${t.id}` }, 'History'));
    buttons.push(el('button', { type: 'button', id: 'leave', onclick: () => { this.send({ type: 'leave' }); location.hash = '#lobby'; } }, t.you ? 'Leave seat' : 'Stop watching'));
    parts.push(el('div', { class: 'row buttons' }, buttons));
    if (this.claimFormOpen && t.phase === 'play' && !t.claim) {
      const remaining = this.remainingTricks();
      const count = el('input', { type: 'number', id: 'claim-tricks', min: 0, max: remaining, value: remaining, 'aria-label': 'Tricks claimed' });
      parts.push(el('form', {
        class: 'dialog', id: 'claim-form', onsubmit: (e) => {
          e.preventDefault();
          this.claimFormOpen = false;
          this.send({ type: 'claim', tricks: Number(count.value) });
        },
      }, `Claim for your side `, count, ` of the ${remaining} tricks left (your hand is shown while the others answer). `,
      el('button', { type: 'submit', class: 'primary', id: 'claim-send' }, 'Claim')));
    }
    return el('div', { class: 'box actions' }, parts);
  }

  remainingTricks() {
    const tricks = this.table.tricks;
    return 13 - (tricks?.declarer ?? 0) - (tricks?.defenders ?? 0);
  }

  // A claim or an undo request waiting for answers: what it is, and the
  // buttons to answer it for a player who must.
  pendingQuestions() {
    const t = this.table;
    const ask = (request, id, text, yes, no, answer) => {
      const mine = t.you && request.responses?.[t.you] === null;
      return el('div', { class: `dialog ${id}`, id, role: 'status' }, text,
        mine ? el('div', { class: 'row' },
          el('button', { type: 'button', class: 'primary', id: `${id}-yes`, onclick: () => this.send({ type: answer, accept: true }) }, yes),
          el('button', { type: 'button', id: `${id}-no`, onclick: () => this.send({ type: answer, accept: false }) }, no))
          : el('div', { class: 'hint' }, 'Waiting for the answers…'));
    };
    const parts = [];
    if (t.claim) {
      const c = t.claim;
      parts.push(ask(c, 'claim-pending', `${SEAT_NAMES[c.by]} claims ${c.tricks} of the ${c.remaining} tricks left for their side.`,
        'Accept', 'Reject', 'claim_response'));
    }
    if (t.undo) {
      parts.push(ask(t.undo, 'undo-pending', `${SEAT_NAMES[t.undo.by]} asks to take back their last move.`,
        'Allow', 'Decline', 'undo_response'));
    }
    return parts;
  }

  resultBox() {
    const t = this.table;
    if (t.phase !== 'finished' || !t.result) return null;
    const r = t.result;
    const points = Object.entries(r.points).map(([chair, p]) => `${SEAT_NAMES[chair]} ${p > 0 ? '+' : ''}${p}`).join(' · ');
    return el('div', { class: 'box result', id: 'result' },
      el('h2', {}, 'Hand over'),
      el('p', { id: 'result-text' }, `${SEAT_NAMES[r.declarer]} bid ${r.bid} and took ${r.tricks} tricks`,
        r.claim ? ` (${r.claim.side === 'declarer' ? 'declarer' : `the ${defendersWord(t)}`} ${r.claim.tricks === 0
          ? `conceded the last ${r.claim.remaining}` : `claimed ${r.claim.tricks} of the last ${r.claim.remaining}`})` : '', ': ',
        el('strong', {}, r.made ? (r.boston ? 'made, a Boston!' : 'made') : 'set'),
        r.multiplier > 1 ? ` (points ×${r.multiplier})` : ''),
      el('p', { id: 'result-points' }, points),
      t.you ? el('button', { type: 'button', class: 'primary', id: 'next-board', onclick: () => this.send({ type: 'next' }) }, 'Next hand') : null);
  }

  // The individual score sheet: every hand's points by player, and each
  // game's totals against the target.
  sheetBox() {
    const t = this.table;
    const score = t.score;
    if (!score || (score.hands.length === 0 && score.games.length === 0)) return null;
    const chairs = chairsOf(t);
    const head = el('tr', {}, el('th', {}, 'Hand'), el('th', {}, 'Bid'),
      ...chairs.map((c) => el('th', { title: t.seats[c]?.name ?? '', 'data-chair': c }, SEAT_NAMES[c])));
    const rows = [];
    let game = 0;
    const totalsRow = (g) => el('tr', { class: 'totals' }, el('td', { colspan: 2 }, `Game ${g + 1}${score.games[g]?.over ? ' — won by ' + score.games[g].winners.map((w) => SEAT_NAMES[w]).join(' and ') : ''}`),
      ...chairs.map((c) => el('td', {}, String(score.games[g]?.totals?.[c] ?? 0))));
    for (const line of score.hands) {
      if (line.game - 1 !== game) { rows.push(totalsRow(game)); game = line.game - 1; }
      rows.push(el('tr', {}, el('td', {}, String(line.hand)),
        el('td', {}, `${SEAT_NAMES[line.declarer][0]} ${line.bid}${line.made ? '' : ' (set)'}${line.boston ? ' Boston' : ''}`),
        ...chairs.map((c) => el('td', {}, String(line.points[c] ?? 0)))));
    }
    if (score.games.length) rows.push(totalsRow(score.games.length - 1));
    return el('div', { class: 'box scores-box' },
      el('h2', { class: 'sheet-title' }, 'Score sheet ', el('span', { class: 'hint' }, `game to ${score.target}`)),
      el('table', { class: 'whist-sheet', id: 'whist-sheet' }, el('thead', {}, head), el('tbody', {}, rows)));
  }
}
