// Robot tournaments in the lobby (protocol: "Tournaments"): the open and
// recent tournaments with the player's progress and rating, entering one,
// and making one. The list differs per player, so the client asks for it
// whenever the server says it changed.
import { el } from './cards.js';

const SCORING_NAMES = { matchpoints: 'Matchpoints', imps: 'IMPs' };

export function renderTournaments(container, connection, message) {
  if (!container) return;
  const list = message?.tournaments ?? [];
  const rating = message?.rating;
  container.replaceChildren(
    el('h2', {}, 'Robot tournaments'),
    rating ? el('p', { class: 'hint', id: 'my-rating' },
      `Your rating: ${rating.rating} (± ${2 * rating.deviation}) · `,
      el('a', { href: `#profile/${encodeURIComponent(message.user ?? '')}`, id: 'my-profile' }, 'your profile')) : '',
    list.length === 0 ? el('p', { class: 'hint', text: 'No tournament is running: make one.' })
      : tournamentTable(connection, list),
    createTournamentForm(connection));
}

function timeLeft(t) {
  const now = Date.now() / 1000;
  if (t.state === 'upcoming') return `starts in ${duration(t.starts - now)}`;
  if (t.state === 'ended') return 'ended';
  return `${duration(t.ends - now)} left`;
}

function duration(seconds) {
  const minutes = Math.max(0, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${minutes % 60} min`;
}

function tournamentTable(connection, list) {
  const rows = list.map((t) => {
    const yours = t.yours;
    const done = yours && yours.boards_finished >= t.boards;
    const progress = yours ? `${yours.boards_finished} of ${t.boards} played` : '';
    const play = t.state === 'open' && !done
      ? el('button', { type: 'button', class: 'primary small', dataset: { enter: t.id },
        onclick: () => connection.send({ type: 'enter', tournament: t.id }) }, yours ? 'Continue' : 'Play')
      : null;
    return el('tr', { dataset: { tournament: t.id } },
      el('td', {}, t.name),
      el('td', {}, `${t.boards} boards, ${SCORING_NAMES[t.scoring] ?? t.scoring}`,
        t.think_seconds ? el('span', { class: 'tag', title: 'time per call or card' }, `${t.think_seconds} s`) : null,
        t.board_seconds ? el('span', { class: 'tag', title: 'time per board' }, `${Math.round(t.board_seconds / 60)} min a board`) : null),
      el('td', {}, timeLeft(t)),
      el('td', {}, `${t.entrants} ${t.entrants === 1 ? 'player' : 'players'}`),
      el('td', {}, progress),
      el('td', {}, play, ' ', el('a', { href: `#tournament/${t.id}` }, 'Results')));
  });
  return el('table', { class: 'tables tournaments' },
    el('thead', {}, el('tr', {}, el('th', {}, 'Tournament'), el('th', {}, 'Boards'), el('th', {}, 'Time'),
      el('th', {}, 'Entrants'), el('th', {}, 'You'), el('th', {}))),
    el('tbody', {}, rows));
}

function createTournamentForm(connection) {
  const name = el('input', { id: 'tournament-name', placeholder: 'tournament name (optional)' });
  const boards = el('select', { id: 'tournament-boards', 'aria-label': 'Boards' },
    ...[2, 4, 8, 12, 16].map((n) => el('option', { value: String(n), ...(n === 8 ? { selected: '' } : {}) }, `${n} boards`)));
  const scoring = el('select', { id: 'tournament-scoring', 'aria-label': 'Scoring' },
    el('option', { value: 'matchpoints' }, 'Matchpoints'),
    el('option', { value: 'imps' }, 'IMPs'));
  const length = el('select', { id: 'tournament-length', 'aria-label': 'Open for' },
    el('option', { value: String(24 * 60) }, 'open for a day'),
    el('option', { value: '60' }, 'open for an hour'),
    el('option', { value: '30' }, 'open for 30 minutes'));
  const think = el('select', { id: 'tournament-think', 'aria-label': 'Clock' },
    el('option', { value: '0' }, 'untimed'),
    el('option', { value: '30' }, '30 s a call or card'),
    el('option', { value: '60' }, '1 min a call or card'));
  const boardClock = el('select', { id: 'tournament-board-clock', 'aria-label': 'Time per board' },
    el('option', { value: '0' }, 'no board clock'),
    el('option', { value: '420' }, '7 min a board'),
    el('option', { value: '600' }, '10 min a board'));
  return el('form', {
    class: 'create', id: 'create-tournament', onsubmit: (e) => {
      e.preventDefault();
      const message = { type: 'create_tournament', boards: Number(boards.value), scoring: scoring.value,
        minutes: Number(length.value), think_seconds: Number(think.value), board_seconds: Number(boardClock.value) };
      if (name.value.trim()) message.name = name.value.trim();
      connection.send(message);
    },
  }, name, boards, scoring, length, think, boardClock,
  el('button', { type: 'submit', id: 'create-tournament-button' }, 'Make a tournament'));
}
