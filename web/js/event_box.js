// An event table's side box: the event, the round and its boards, and,
// once this table has played them, that the round is over here: the next
// round seats the player by itself when every table has finished, and the
// event page shows the standings meanwhile.
import { el } from './cards.js';

export function eventBox(table) {
  const e = table.event;
  if (!e) return null;
  return el('div', { class: 'box event', id: 'event-box' },
    el('h2', {}, e.name),
    el('p', {}, `Round ${e.round}, table ${e.table}: board${e.boards.length === 1 ? '' : 's'} ${e.boards.join(', ')}`),
    e.round_over
      ? el('p', { id: 'event-round-over' }, el('strong', {}, `Round ${e.round} is over at this table. `),
        'The next round starts when every table has played its boards; you will be seated there.')
      : null,
    el('p', {}, el('a', { href: `#event/${e.id}`, id: 'event-page-link' }, 'Event page')));
}

// No next board once the table has played its round's boards.
export function eventRoundOver(table) { return Boolean(table.event?.round_over); }
