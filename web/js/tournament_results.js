// A tournament's results page (#tournament/ID): the ranking, the player's
// rating change, each entrant's score card, and every board's traveller the
// player may see (a board's results stay hidden until they have played it).
import { el } from './cards.js';
import { travellerTable, signed } from './traveller.js';

export function renderTournamentResults(root, connection, id) {
  root.replaceChildren(el('section', { class: 'panel tournament-results' }, el('p', { class: 'hint', text: 'Loading results…' })));
  const off = connection.on('tournament', (message) => {
    if (message.tournament?.id !== id) return;
    off?.();
    root.replaceChildren(resultsPage(message));
  });
  connection.send({ type: 'tournament', tournament: id });
}

function resultsPage(message) {
  const t = message.tournament;
  const imps = t.scoring === 'imps';
  const yours = message.yours;
  const standings = el('table', { class: 'tables standings', id: 'standings' },
    el('thead', {}, el('tr', {}, el('th', {}, 'Rank'), el('th', {}, 'Player'), el('th', {}, 'Boards'),
      el('th', { class: 'number' }, imps ? 'IMPs' : 'Score'), el('th', { class: 'number' }, imps ? 'IMPs/board' : ''))),
    el('tbody', {}, ...message.standings.map((s) => el('tr', { class: yours?.entrant === s.entrant ? 'mine' : '' },
      el('td', {}, String(s.rank)),
      el('td', {}, s.person ? el('a', { href: `#profile/${encodeURIComponent(s.entrant)}` }, s.entrant) : s.entrant),
      el('td', {}, String(s.boards)),
      el('td', { class: 'number' }, imps ? signed(s.imps) : `${s.mp_percent.toFixed(2)}%`),
      el('td', { class: 'number' }, imps ? s.imps_per_board.toFixed(2) : '')))));
  const travellers = message.travellers.map((tr) => travellerTable(tr, { highlight: yours?.entrant }));
  const hidden = message.hidden_boards.length
    ? el('p', { class: 'hint' }, `Boards ${message.hidden_boards.join(', ')}: results shown once you have played them (or when the tournament ends).`)
    : null;
  return el('section', { class: 'panel tournament-results' },
    el('p', {}, el('a', { href: '#lobby' }, '← Lobby')),
    el('h1', {}, t.name),
    el('p', { class: 'hint' }, `${t.boards} boards, ${imps ? 'IMPs' : 'matchpoints'}, ${t.state}.`,
      ' ', el('a', { href: `/api/tournaments/${t.id}.pbn`, download: `tournament-${t.id}.pbn` }, 'Download PBN'),
      ' · ', el('a', { href: `/api/tournaments/${t.id}.lin`, download: `tournament-${t.id}.lin` }, 'LIN')),
    yours?.rating ? el('p', { id: 'rating-change' }, ratingText(yours.rating)) : null,
    standings,
    el('h2', {}, 'Travellers'),
    hidden,
    ...travellers);
}

export function ratingText(change) {
  const delta = change.after.rating - change.before.rating;
  return `Your rating: ${change.before.rating} → ${change.after.rating} (${signed(delta)}), ± ${2 * change.after.deviation}`;
}
