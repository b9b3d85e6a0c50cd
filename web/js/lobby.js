// The lobby (protocol §2): the tables with their players and state, creating
// a table, sitting in a free seat, adding robots, watching; below them the
// robot tournaments (tournaments.js).
import { el, SEATS, SEAT_NAMES } from './cards.js';
import { GAME_NAMES } from './whist_view.js';
import { playNowBox } from './play_now.js';

// Changes arrive several times a second on a busy server: the list below
// the form is redrawn, the form itself is kept, so that what a player is
// choosing or typing is never reset under them.
export function renderLobby(root, connection, lobby) {
  let section = root.querySelector('section.lobby');
  if (!section) {
    section = el('section', { class: 'panel lobby' },
      el('h1', { text: 'Lobby' }), playNowBox(connection), createForm(connection), el('div', { class: 'lobby-list' }),
      el('div', { class: 'tournaments-panel', id: 'tournaments' }));
    root.replaceChildren(section);
  }
  section.querySelector('.lobby-list').replaceChildren(tableList(connection, lobby?.tables ?? []),
    onlineLine(lobby?.online) ?? '');
}

function createForm(connection) {
  const game = el('select', { id: 'create-game', 'aria-label': 'Game' },
    el('option', { value: 'bridge' }, 'Bridge'),
    el('option', { value: 'dummy_whist' }, 'Dummy Whist (3 players and a dummy)'),
    el('option', { value: 'double_dummy' }, 'Double Dummy (2 players, 2 dummies)'),
    el('option', { value: 'nonsense' }, 'Nonsense (2 players, 2 dead hands)'));
  const jokers = el('input', { type: 'checkbox', id: 'create-jokers' });
  const tableRules = el('input', { type: 'checkbox', id: 'create-table-rules' });
  const target = el('input', { type: 'number', id: 'create-target', min: 1, max: 1000, value: 21, 'aria-label': 'Game to', style: 'width: 5em' });
  const jokerRule = el('select', { id: 'create-joker-rule', 'aria-label': 'Jokers in no trump' },
    el('option', { value: 'worthless' }, 'no-trump jokers never win'),
    el('option', { value: 'discard_when_void' }, 'no-trump jokers: play one when void'),
    el('option', { value: 'exchange_for_discard' }, 'no-trump jokers: exchanged for a discard'));
  const aceLow = el('input', { type: 'checkbox', id: 'create-ace-low' });
  const doubleSeven = el('input', { type: 'checkbox', id: 'create-double-seven' });
  const doubleNoTrump = el('input', { type: 'checkbox', id: 'create-double-nt' });
  const jokersLabel = el('label', { class: 'whist-only dummy-only' }, jokers, ' jokers');
  const jokerRuleLabel = el('label', { class: 'whist-only dummy-only' }, jokerRule);
  const whistOptions = [jokersLabel, jokerRuleLabel, el('label', { class: 'whist-only' }, tableRules, ' table rules (reneges called)'),
    el('label', { class: 'whist-only', title: 'downtown: the ace is the lowest card instead of the highest' }, aceLow, ' downtown ace low'),
    el('label', { class: 'whist-only' }, doubleSeven, ' 7-bids score double'),
    el('label', { class: 'whist-only' }, doubleNoTrump, ' no trump scores double'),
    el('label', { class: 'whist-only' }, 'game to ', target)];
  const scoring = el('select', { id: 'create-scoring' },
    el('option', { value: 'duplicate' }, 'Duplicate (each board scored alone)'),
    el('option', { value: 'rubber' }, 'Rubber bridge (running score sheet)'));
  const seeAll = el('input', { type: 'checkbox', id: 'create-see-all' });
  const name = el('input', { id: 'create-name', placeholder: 'table name (optional)' });
  const system = el('select', { id: 'create-system', 'aria-label': 'Bidding system of the robots' },
    el('option', { value: '2over1' }, '2/1 Game Forcing'),
    el('option', { value: 'sayc' }, 'SAYC'));
  const think = el('select', { id: 'create-think', 'aria-label': 'Think time per call or card' },
    el('option', { value: '0' }, 'No time limit'),
    el('option', { value: '30' }, '30 s a call or card'),
    el('option', { value: '60' }, '1 min a call or card'),
    el('option', { value: '120' }, '2 min a call or card'));
  const create = el('form', {
    class: 'create', onsubmit: (e) => {
      e.preventDefault();
      const message = { type: 'create', kibitzers_see_all: seeAll.checked, think_seconds: Number(think.value) };
      if (game.value === 'bridge') Object.assign(message, { scoring: scoring.value, system: system.value });
      else {
        message.game = game.value;
        message.options = { table_rules_renege: tableRules.checked, game_target: Number(target.value) || 21,
          downtown_ace_low: aceLow.checked, double_seven_bids: doubleSeven.checked, double_no_trump: doubleNoTrump.checked };
        if (game.value === 'dummy_whist') Object.assign(message.options, { jokers: jokers.checked, no_trump_jokers: jokerRule.value });
      }
      if (name.value.trim()) message.name = name.value.trim();
      connection.send(message);
    },
  }, game, scoring, system, ...whistOptions, name, think, el('label', {}, seeAll, ' kibitzers see all hands'),
  el('button', { id: 'create-table', class: 'primary', type: 'submit' }, 'Create table'));
  // Only the chosen game's options are shown.
  const showOptions = () => {
    const whist = game.value !== 'bridge';
    scoring.hidden = whist;
    system.hidden = whist;
    for (const o of whistOptions) o.hidden = !whist;
    jokersLabel.hidden = game.value !== 'dummy_whist';
    jokerRuleLabel.hidden = game.value !== 'dummy_whist' || !jokers.checked;
  };
  game.addEventListener('change', showOptions);
  jokers.addEventListener('change', showOptions);
  showOptions();
  return create;
}

function tableList(connection, tables) {
  if (tables.length === 0) return el('p', { class: 'hint', text: 'No tables yet: create one.' });
  const rows = tables.map((t) => el('tr', { dataset: { table: t.id } },
    el('td', {}, t.name || `Table ${t.id}`),
    el('td', {}, t.game && t.game !== 'bridge' ? GAME_NAMES[t.game] ?? t.game : t.scoring,
      (!t.game || t.game === 'bridge') && t.system ? el('span', { class: 'tag', title: 'the robots\' bidding system' }, t.system === 'sayc' ? 'SAYC' : '2/1') : null),
    el('td', {}, t.phase + (t.board ? ` (${t.game && t.game !== 'bridge' ? 'hand' : 'board'} ${t.board})` : '')),
    ...SEATS.map((seat) => el('td', { class: 'seat-cell', dataset: { seat } }, seatCell(connection, t, seat))),
    el('td', {},
      el('button', { type: 'button', onclick: () => connection.send({ type: 'watch', table: t.id }) }, 'Watch'),
      ' ',
      el('a', { href: `#history/${t.id}` }, 'History'))));

  return el('table', { class: 'tables' },
    el('thead', {}, el('tr', {}, el('th', {}, 'Table'), el('th', {}, 'Game'), el('th', {}, 'State'),
      ...SEATS.map((s) => el('th', {}, SEAT_NAMES[s])), el('th', {}))),
    el('tbody', {}, rows));
}

// Who is online, and at which table each one sits.
function onlineLine(people) {
  if (!people || people.length === 0) return null;
  const shown = people.slice(0, 40).map((p) => `${p.name} ${p.rating ?? ''}`.trim() + (p.table ? ` (table ${p.table})` : ''));
  const more = people.length > shown.length ? ` and ${people.length - shown.length} more` : '';
  return el('p', { class: 'hint', id: 'online' }, `Online (${people.length}): ${shown.join(', ')}${more}`);
}

function seatCell(connection, table, seat) {
  // The whist family's games seat fewer players: a chair nobody sits in.
  if (table.seats && !(seat in table.seats)) return el('span', { class: 'hint' }, '—');
  const occupant = table.seats?.[seat];
  if (occupant) {
    // A person who is away shows as such (and a robot plays for them after a
    // minute during a board).
    const away = !occupant.robot && occupant.connected === false;
    const label = occupant.robot ? 'robot' :
      occupant.name + (occupant.stand_in ? ' (away: robot playing)' : away ? ' (away)' : '');
    return el('span', { class: occupant.robot ? 'robot' : away ? 'human away' : 'human' }, label);
  }
  return el('span', {},
    el('button', { type: 'button', class: 'small', onclick: () => connection.send({ type: 'sit', table: table.id, seat }) }, 'Sit'),
    ' ',
    el('button', { type: 'button', class: 'small', onclick: () => connection.send({ type: 'robot', table: table.id, seat }) }, 'Robot'));
}
