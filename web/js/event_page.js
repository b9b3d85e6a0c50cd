// A pairs event's page (#event/ID): its pairs, the tables of each round,
// the standings by field, the travellers the player may see (a board's
// results stay hidden until they have played it), and for the director
// the panel to start it, adjust a score, substitute a player and end a
// round. Asking for the page watches the event: the server sends it again
// whenever a result is stored, a round starts or ends, or the director
// acts, until the player leaves the page.
import { el } from './cards.js';
import { travellerTable, signed } from './traveller.js';

let watching = false;

export function renderEventPage(root, connection, id) {
  root.replaceChildren(el('section', { class: 'panel event-page' }, el('p', { class: 'hint', text: 'Loading event…' })));
  connection.send({ type: 'event', event: id });
  watching = true;
}

// Leaving the page stops the pushes.
export function leaveEventPage(connection) {
  if (watching) connection.send({ type: 'event_unwatch' });
  watching = false;
}

// A page pushed while the director fills in a form keeps what was typed
// and where the cursor was.
export function showEventPage(root, connection, message) {
  const typed = [...root.querySelectorAll('#director-panel input[id], #director-panel select[id]')]
    .map((input) => [input.id, input.value]);
  const focused = document.activeElement?.id;
  root.replaceChildren(eventPage(connection, message));
  for (const [id, value] of typed) {
    const input = root.querySelector(`#${id}`);
    if (input) input.value = value;
  }
  if (focused) root.querySelector(`#${focused}`)?.focus();
}

// A field's standings caption: a Mitchell's direction, a team's pairs
// ("team 2" as the server names it), or the whole field of a Howell.
function fieldCaption(field) {
  if (field === 'NS') return 'North-South';
  if (field === 'EW') return 'East-West';
  return field ? `${field[0].toUpperCase()}${field.slice(1)}: its pairs` : 'Standings';
}

function eventPage(connection, message) {
  const e = message.event;
  const imps = e.scoring === 'imps';
  const yours = message.yours;
  const yourLabel = message.pairs.find((p) => p.pair === yours?.pair)?.label ?? null;
  const fields = [...new Set(message.standings.map((s) => s.field))];
  const standings = fields.map((field) => el('table', { class: 'tables standings', dataset: { field } },
    el('caption', {}, fieldCaption(field)),
    el('thead', {}, el('tr', {}, el('th', {}, 'Rank'), el('th', {}, 'Pair'), el('th', {}, 'Boards'),
      el('th', { class: 'number' }, imps ? 'IMPs' : 'Score'))),
    el('tbody', {}, ...message.standings.filter((s) => s.field === field).map((s) =>
      el('tr', { class: yours?.pair === s.pair ? 'mine' : '' },
        el('td', {}, s.rank ? String(s.rank) : '–'),
        el('td', {}, s.label, s.adjusted ? el('span', { class: 'tag', title: 'adjusted scores' }, `${s.adjusted} adj.`) : null),
        el('td', {}, String(s.boards)),
        el('td', { class: 'number' }, imps ? signed(s.imps) : `${s.mp_percent.toFixed(2)}%`))))));
  const current = message.tables.filter((t) => t.round === e.round);
  const tables = current.length ? el('table', { class: 'tables', id: 'event-tables' },
    el('thead', {}, el('tr', {}, el('th', {}, 'Table'), el('th', {}, 'North-South'), el('th', {}, 'East-West'),
      el('th', {}, 'Boards'), el('th', {}))),
    el('tbody', {}, ...current.map((t) => el('tr', {},
      el('td', {}, String(t.table)), el('td', {}, String(t.north_south)), el('td', {}, String(t.east_west)),
      el('td', {}, `${t.boards.join(', ')} (${t.boards_finished} played)`),
      el('td', {}, yours?.table === t.table_id
        ? el('button', { type: 'button', class: 'primary small',
          onclick: () => connection.send({ type: 'sit', table: t.table_id, seat: yours.seat }) }, 'Take your seat')
        : el('a', { href: `#table/${t.table_id}` }, 'Watch')))))) : null;
  const hidden = message.hidden_boards.length
    ? el('p', { class: 'hint' }, `Boards ${message.hidden_boards.join(', ')}: results shown once you have played them.`)
    : null;
  return el('section', { class: 'panel event-page' },
    el('p', {}, el('a', { href: '#lobby' }, '← Lobby')),
    el('h1', {}, e.name),
    el('p', { class: 'hint', id: 'event-summary' },
      `${e.movement_name ?? e.movement}, ${e.boards_per_round} board${e.boards_per_round === 1 ? '' : 's'} a round, ${imps ? 'IMPs' : 'matchpoints'}; `,
      `directed by ${e.director}; ${e.state === 'running' ? `round ${e.round} of ${e.rounds}` : e.state}.`),
    el('h2', {}, 'Pairs'),
    el('ol', { id: 'event-pairs' }, ...message.pairs.map((p) => el('li', {}, p.players.map((pl) => pl.name).join(' – ')))),
    tables ? el('h2', {}, `Round ${e.round}`) : null, tables,
    message.match ? matchTable(message.match) : null,
    message.swiss ? swissTables(message.swiss, e.state === 'running' ? swissPairing(e.round, current, message.swiss) : null) : null,
    el('h2', {}, 'Standings'), ...standings,
    message.directing ? directorPanel(connection, message) : null,
    el('h2', {}, 'Travellers'), hidden,
    ...message.travellers.map((tr) => travellerTable(tr, { highlight: yourLabel })));
}

// A teams match: IMPs per board to team 1, then the totals and VPs.
function matchTable(match) {
  return el('table', { class: 'tables', id: 'team-match' },
    el('caption', {}, 'Teams match'),
    el('thead', {}, el('tr', {}, el('th', {}, 'Board'), el('th', { class: 'number' }, 'Team 1'), el('th', { class: 'number' }, 'Team 2'))),
    el('tbody', {},
      ...match.boards.map((b) => el('tr', {}, el('td', {}, String(b.board)),
        el('td', { class: 'number' }, b.imps_team1 > 0 ? String(b.imps_team1) : ''),
        el('td', { class: 'number' }, b.imps_team1 < 0 ? String(-b.imps_team1) : ''))),
      el('tr', {}, el('th', {}, 'IMPs'), el('th', { class: 'number' }, String(match.imps[0])), el('th', { class: 'number' }, String(match.imps[1]))),
      el('tr', {}, el('th', {}, 'VPs'), el('th', { class: 'number' }, match.vps[0].toFixed(2)), el('th', { class: 'number' }, match.vps[1].toFixed(2)))));
}

// Team t is pairs 2t - 1 and 2t, as the server numbers them.
const teamOf = (pair) => Math.ceil(pair / 2);

// The round under way: which teams meet (each match is played at two
// tables, one pair of each team sitting North-South at one of them), and
// the team with the bye.
function swissPairing(round, tables, swiss) {
  const matches = new Map();
  for (const t of tables) {
    const teams = [teamOf(t.north_south), teamOf(t.east_west)].sort((a, b) => a - b);
    const key = teams.join(' v ');
    if (!matches.has(key)) matches.set(key, { teams, played: 0, boards: 0 });
    const m = matches.get(key);
    m.played += t.boards_finished;
    m.boards += t.boards.length;
  }
  const seated = new Set([...matches.values()].flatMap((m) => m.teams));
  const byes = swiss.standings.map((s) => s.team).filter((team) => !seated.has(team));
  return el('table', { class: 'tables', id: 'swiss-pairing' },
    el('caption', {}, `Round ${round} pairing`),
    el('thead', {}, el('tr', {}, el('th', {}, 'Match'), el('th', {}, 'Boards played'))),
    el('tbody', {},
      ...[...matches.values()].map((m) => el('tr', { dataset: { teams: m.teams.join(',') } },
        el('td', {}, `Team ${m.teams[0]} v Team ${m.teams[1]}`), el('td', {}, `${m.played} of ${m.boards}`))),
      ...byes.map((team) => el('tr', { dataset: { teams: String(team) } }, el('td', {}, `Team ${team}: bye`), el('td', {}, '')))));
}

// Swiss teams: the round under way (when it is), the teams by victory
// points, then each round's matches (IMPs and VPs) and bye.
function swissTables(swiss, pairing) {
  const cell = (text) => el('td', { class: 'number' }, text);
  const rounds = [...new Set([...swiss.matches.map((m) => m.round), ...swiss.byes.map((b) => b.round)])].sort((a, b) => a - b);
  return el('div', { id: 'swiss' },
    pairing,
    el('table', { class: 'tables standings', id: 'swiss-standings' },
      el('caption', {}, 'Teams'),
      el('thead', {}, el('tr', {}, el('th', {}, 'Rank'), el('th', {}, 'Team'), el('th', { class: 'number' }, 'IMPs'),
        el('th', { class: 'number' }, 'VPs'))),
      el('tbody', {}, ...swiss.standings.map((s) => el('tr', {},
        el('td', {}, String(s.rank)), el('td', {}, `Team ${s.team} (${s.pairs.join('; ')})`),
        cell(`${s.imps_won}–${s.imps_lost}`), cell(s.vps.toFixed(2)))))),
    el('table', { class: 'tables', id: 'swiss-matches' },
      el('caption', {}, 'Matches'),
      el('thead', {}, el('tr', {}, el('th', {}, 'Round'), el('th', {}, 'Teams'), el('th', { class: 'number' }, 'IMPs'),
        el('th', { class: 'number' }, 'VPs'))),
      el('tbody', {}, ...rounds.flatMap((round) => [
        ...swiss.matches.filter((m) => m.round === round).map((m) => el('tr', {},
          el('td', {}, String(round)), el('td', {}, `Team ${m.teams[0]} v Team ${m.teams[1]}`),
          cell(`${m.imps[0]}–${m.imps[1]}`), cell(`${m.vps[0].toFixed(2)}–${m.vps[1].toFixed(2)}`))),
        ...swiss.byes.filter((b) => b.round === round).map((b) => el('tr', {},
          el('td', {}, String(round)), el('td', {}, `Team ${b.team}: bye`), cell(''), cell(b.vps.toFixed(2))))]))));
}

function directorPanel(connection, message) {
  const e = message.event;
  const send = (fields) => connection.send({ type: 'director', event: e.id, ...fields });
  const pair = (id) => el('input', { type: 'number', id, min: 1, max: 30, value: 1, 'aria-label': 'Pair', class: 'narrow' });
  const adjustPair = pair('adjust-pair');
  const board = el('input', { type: 'number', id: 'adjust-board', min: 1, value: 1, 'aria-label': 'Board', class: 'narrow' });
  const kind = el('select', { id: 'adjust-kind', 'aria-label': 'Adjusted score' },
    el('option', { value: 'average_plus' }, 'average-plus'),
    el('option', { value: 'average' }, 'average'),
    el('option', { value: 'average_minus' }, 'average-minus'),
    el('option', { value: 'artificial' }, 'artificial…'));
  const value = el('input', { type: 'number', id: 'adjust-value', step: 'any', placeholder: e.scoring === 'imps' ? 'IMPs' : 'MP%', class: 'narrow' });
  const subPair = pair('substitute-pair');
  const player = el('select', { id: 'substitute-player', 'aria-label': 'Player' }, el('option', { value: '1' }, 'player 1'), el('option', { value: '2' }, 'player 2'));
  const substitute = el('input', { id: 'substitute-name', placeholder: 'new player (empty: robot)', size: 16 });
  const adjustments = message.adjustments.map((a) => el('li', {}, `Board ${a.board}, pair ${a.pair}: ${a.kind.replace('_', '-')} (${a.figure})`));
  return el('div', { class: 'director', id: 'director-panel' },
    el('h2', {}, 'Director'),
    e.state === 'registering'
      ? el('p', {},
        el('button', { type: 'button', id: 'add-robot-pair',
          onclick: () => connection.send({ type: 'register_pair', event: e.id, players: [null, null] }) }, 'Add a robot pair'),
        ' ',
        el('button', { type: 'button', class: 'primary', id: 'start-event',
          onclick: () => connection.send({ type: 'start_event', event: e.id }) }, `Start with ${message.pairs.length} pairs`))
      : null,
    e.state === 'running' ? el('button', { type: 'button', id: 'end-round', onclick: () => send({ action: 'end_round' }) }, `End round ${e.round}`) : null,
    e.state !== 'registering' ? el('form', { class: 'inline', id: 'adjust', onsubmit: (ev) => {
      ev.preventDefault();
      const m = { action: 'adjust', pair: Number(adjustPair.value), board: Number(board.value), kind: kind.value };
      if (kind.value === 'artificial') m.value = Number(value.value);
      send(m);
    } }, 'Pair ', adjustPair, ' board ', board, ' ', kind, ' ', value, el('button', { type: 'submit', class: 'small' }, 'Adjust')) : null,
    e.state !== 'finished' ? el('form', { class: 'inline', id: 'substitute', onsubmit: (ev) => {
      ev.preventDefault();
      send({ action: 'substitute', pair: Number(subPair.value), player: Number(player.value), name: substitute.value.trim() || null });
    } }, 'Pair ', subPair, ' ', player, ' ', substitute, el('button', { type: 'submit', class: 'small' }, 'Substitute')) : null,
    adjustments.length ? el('ul', { id: 'adjustments' }, adjustments) : null);
}
