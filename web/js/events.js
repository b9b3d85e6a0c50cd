// Pairs events among people in the lobby (protocol: "Pairs events"): the
// events with their state, registering a pair, and making one. The event's
// own page (standings, travellers, the director's panel) is event_page.js.
import { el } from './cards.js';

const STATE_NAMES = { registering: 'taking pairs', running: 'playing', finished: 'finished' };

// The lobby keeps its own panels; this one goes after them.
export function eventsPanel(root) {
  const section = root.querySelector('section.lobby');
  if (!section) return null;
  let panel = section.querySelector('#events');
  if (!panel) {
    panel = el('div', { class: 'tournaments-panel', id: 'events' });
    section.append(panel);
  }
  return panel;
}

export function renderEvents(container, connection, message, user) {
  if (!container) return;
  const list = message?.events ?? [];
  container.replaceChildren(
    el('h2', {}, 'Pairs events'),
    list.length === 0 ? el('p', { class: 'hint', text: 'No pairs event yet: make one and direct it.' })
      : eventTable(connection, list, user),
    createEventForm(connection));
}

function eventTable(connection, list, user) {
  const rows = list.map((e) => {
    const partner = el('input', { placeholder: 'partner (empty: robot)', 'aria-label': 'Partner', size: 14 });
    const register = e.state === 'registering' && !e.yours
      ? el('form', { class: 'inline', onsubmit: (ev) => {
        ev.preventDefault();
        connection.send({ type: 'register_pair', event: e.id, players: [user, partner.value.trim() || null] });
      } }, partner, el('button', { type: 'submit', class: 'primary small' }, 'Register'))
      : null;
    return el('tr', { dataset: { event: e.id } },
      el('td', {}, e.name),
      el('td', {}, `${e.movement}${e.state === 'registering' ? '' : `, ${e.rounds} rounds`}, ${e.boards_per_round} boards a round`),
      el('td', {}, e.state === 'running' ? `round ${e.round}` : STATE_NAMES[e.state] ?? e.state),
      el('td', {}, `${e.pairs} pairs`),
      el('td', {}, [e.directing ? 'directing' : null, e.yours ? 'registered' : null].filter(Boolean).join(', '), register),
      el('td', {}, el('a', { href: `#event/${e.id}` }, 'Open')));
  });
  return el('table', { class: 'tables events' },
    el('thead', {}, el('tr', {}, el('th', {}, 'Event'), el('th', {}, 'Movement'), el('th', {}, 'State'),
      el('th', {}, 'Field'), el('th', {}, 'You'), el('th', {}))),
    el('tbody', {}, rows));
}

function createEventForm(connection) {
  const name = el('input', { id: 'event-name', placeholder: 'event name (optional)' });
  const movement = el('select', { id: 'event-movement', 'aria-label': 'Movement' },
    el('option', { value: 'auto' }, 'movement for the field'),
    el('option', { value: 'mitchell' }, 'Mitchell'),
    el('option', { value: 'howell' }, 'Howell'),
    el('option', { value: 'teams' }, 'Teams match (4 pairs)'),
    el('option', { value: 'swiss' }, 'Swiss teams (8+ pairs)'));
  const boards = el('select', { id: 'event-boards', 'aria-label': 'Boards a round' },
    ...[1, 2, 3, 4].map((n) => el('option', { value: String(n), ...(n === 2 ? { selected: '' } : {}) }, `${n} boards a round`)));
  // Fewer rounds than the movement has: a short Swiss, or part of a Howell.
  const rounds = el('select', { id: 'event-rounds', 'aria-label': 'Rounds' },
    el('option', { value: '0' }, 'every round'),
    ...[1, 2, 3, 4, 5, 6, 7].map((n) => el('option', { value: String(n) }, `${n} round${n === 1 ? '' : 's'}`)));
  const scoring = el('select', { id: 'event-scoring', 'aria-label': 'Scoring' },
    el('option', { value: 'matchpoints' }, 'Matchpoints'),
    el('option', { value: 'imps' }, 'IMPs'));
  return el('form', {
    class: 'create', id: 'create-event', onsubmit: (e) => {
      e.preventDefault();
      const message = { type: 'create_event', movement: movement.value, boards_per_round: Number(boards.value),
        scoring: scoring.value };
      if (name.value.trim()) message.name = name.value.trim();
      if (rounds.value !== '0') message.rounds = Number(rounds.value);
      connection.send(message);
    },
  }, name, movement, boards, rounds, scoring, el('button', { type: 'submit', class: 'primary' }, 'Make an event'));
}
