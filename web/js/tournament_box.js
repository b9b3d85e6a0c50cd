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
    shownTraveller ? travellerTable(news.traveller, { highlight: you, compact: true }) : null,
    finished ? el('div', { class: 'tournament-over', id: 'tournament-over' },
      el('p', {}, el('strong', {}, 'Tournament over: '),
        finished.standing ? standingText(finished.standing, finished.entrants, news.traveller?.scoring) : ''),
      finished.rating ? el('p', { id: 'tournament-rating' }, ratingText(finished.rating)) : null) : null,
    el('p', {}, el('a', { href: `#tournament/${t.id}`, id: 'tournament-results-link' }, 'Results so far')));
}

// No next board once the tournament's boards are all played.
export function tournamentOver(table) { return Boolean(table.tournament?.news?.finished); }

function standingText(standing, entrants, scoring) {
  const score = scoring === 'imps' ? `${standing.imps > 0 ? '+' : ''}${standing.imps} IMPs` : `${standing.mp_percent.toFixed(2)}%`;
  return `${score}, rank ${standing.rank} of ${entrants}`;
}
