// A tournament table's side box: which board of how many, the traveller of
// the board just played (every result on it so far, scored against the
// field), and when all are played the player's standing and rating change.
import { el } from './cards.js';
import { travellerTable } from './traveller.js';
import { ratingText } from './tournament_results.js';

export function tournamentBox(table) {
  const t = table.tournament;
  if (!t) return null;
  const news = t.news;
  const finished = news?.finished;
  const you = table.seats?.[table.you]?.name ?? null;
  const shownTraveller = table.phase === 'finished' && news && news.board === table.board?.number;
  return el('div', { class: 'box tournament', id: 'tournament-box' },
    el('h2', {}, t.name ?? 'Tournament'),
    el('p', {}, table.board ? `Board ${table.board.number} of ${t.boards}` : `${t.boards} boards`),
    boardClock(t.board_clock),
    shownTraveller ? travellerTable(news.traveller, { highlight: you, compact: true }) : null,
    finished ? el('div', { class: 'tournament-over', id: 'tournament-over' },
      el('p', {}, el('strong', {}, 'Tournament over: '),
        finished.standing ? standingText(finished.standing, finished.entrants, news.traveller?.scoring) : ''),
      finished.rating ? el('p', { id: 'tournament-rating' }, ratingText(finished.rating)) : null) : null,
    el('p', {}, el('a', { href: `#tournament/${t.id}`, id: 'tournament-results-link' }, 'Results so far')));
}

// A timed tournament's clock for this board, counting down between the
// server's messages (each one sets it again from remaining_ms).
function boardClock(clock) {
  if (!clock || clock.remaining_ms === null) return null;
  if (clock.ran_out) return el('p', { class: 'board-clock late', id: 'board-clock' }, 'Time is up: a robot finishes this board');
  const node = el('p', { class: 'board-clock', id: 'board-clock', role: 'timer',
    dataset: { deadline: String(Date.now() + clock.remaining_ms) } });
  showTimeLeft(node);
  return node;
}

function showTimeLeft(node) {
  const left = Math.max(0, Number(node.dataset.deadline) - Date.now()) / 1000;
  node.textContent = `Time left for this board: ${Math.floor(left / 60)}:${String(Math.floor(left % 60)).padStart(2, '0')}`;
  node.classList.toggle('late', left < 60);
}

setInterval(() => document.querySelectorAll('.board-clock[data-deadline]').forEach(showTimeLeft), 1000);

// No next board once the tournament's boards are all played.
export function tournamentOver(table) { return Boolean(table.tournament?.news?.finished); }

function standingText(standing, entrants, scoring) {
  const score = scoring === 'imps' ? `${standing.imps > 0 ? '+' : ''}${standing.imps} IMPs` : `${standing.mp_percent.toFixed(2)}%`;
  return `${score}, rank ${standing.rank} of ${entrants}`;
}
