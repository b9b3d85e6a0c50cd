// A player's page (#profile/NAME): their rating with its history plotted,
// the tournaments they played with their standing, their recent boards and
// overall figures (protocol: "profile").
import { el, contractText } from './cards.js';
import { signed } from './traveller.js';

export function renderProfile(root, connection, name) {
  root.replaceChildren(el('section', { class: 'panel profile' }, el('p', { class: 'hint', text: 'Loading…' })));
  const off = connection.on('profile', (message) => {
    if (message.user.toLowerCase() !== name.toLowerCase()) return;
    off();
    if (!location.hash.startsWith('#profile/')) return;
    root.replaceChildren(profilePage(message));
  });
  connection.send({ type: 'profile', user: name });
}

function profilePage(p) {
  const f = p.figures;
  return el('section', { class: 'panel profile', id: 'profile' },
    el('p', {}, el('a', { href: '#lobby' }, '← Lobby')),
    el('h1', {}, p.user + (p.guest ? ' (guest)' : '')),
    el('p', { id: 'profile-rating' }, `Rating ${p.rating.rating} (± ${2 * p.rating.deviation})`),
    ratingPlot(p.rating_history),
    el('p', { class: 'hint', id: 'profile-figures' },
      `${f.tournaments} ${f.tournaments === 1 ? 'tournament' : 'tournaments'}, ${f.boards} boards`
      + (f.mean_mp_percent !== null ? ` · ${f.mean_mp_percent.toFixed(2)}% at matchpoints` : '')
      + (f.imps_per_board !== null ? ` · ${signed(f.imps_per_board)} IMPs a board` : '')),
    el('h2', {}, 'Tournaments'),
    p.tournaments.length ? el('table', { class: 'tables', id: 'profile-tournaments' },
      el('thead', {}, el('tr', {}, el('th', {}, 'Tournament'), el('th', {}, 'Played'), el('th', {}, 'Rank'), el('th', { class: 'number' }, 'Score'))),
      el('tbody', {}, ...p.tournaments.map((t) => el('tr', {},
        el('td', {}, el('a', { href: `#tournament/${t.id}` }, t.name)),
        el('td', {}, `${t.played} of ${t.boards}`),
        el('td', {}, t.rank ? `${t.rank} of ${t.entrants}` : ''),
        el('td', { class: 'number' }, t.scoring === 'imps' ? `${signed(t.imps ?? 0)} IMPs` : `${(t.mp_percent ?? 0).toFixed(2)}%`)))))
      : el('p', { class: 'hint', text: 'No tournaments yet.' }),
    (p.events ?? []).length ? el('h2', {}, 'Pairs events') : null,
    (p.events ?? []).length ? el('table', { class: 'tables', id: 'profile-events' },
      el('thead', {}, el('tr', {}, el('th', {}, 'Event'), el('th', {}, 'Played'), el('th', {}, 'Rank'), el('th', { class: 'number' }, 'Score'))),
      el('tbody', {}, ...p.events.map((e) => el('tr', {},
        el('td', {}, el('a', { href: `#event/${e.id}` }, e.name), e.state === 'running' ? ' (running)' : ''),
        el('td', {}, `${e.played} boards`),
        el('td', {}, e.rank ? String(e.rank) : ''),
        el('td', { class: 'number' }, e.scoring === 'imps' ? `${signed(e.imps ?? 0)} IMPs` : `${(e.mp_percent ?? 0).toFixed(2)}%`)))))
      : null,
    el('h2', {}, 'Recent boards'),
    p.recent_boards.length ? el('table', { class: 'tables', id: 'profile-boards' },
      el('thead', {}, el('tr', {}, el('th', {}, 'Board'), el('th', {}, 'Contract'), el('th', {}, 'Tricks'),
        el('th', { class: 'number' }, 'Score NS'), el('th', { class: 'number' }, 'Earned'), el('th', {}))),
      el('tbody', {}, ...p.recent_boards.map((b) => el('tr', {},
        el('td', {}, `${b.board}`),
        el('td', {}, b.contract === 'Pass' ? 'Passed out' : `${contractText(b.contract)} ${b.declarer}`),
        el('td', {}, b.tricks ?? ''),
        el('td', { class: 'number' }, String(b.score_ns)),
        el('td', { class: 'number' }, b.scoring === 'imps' ? signed(b.imps_ns) : `${b.mp_percent_ns.toFixed(1)}%`),
        el('td', {}, el('a', { href: `#board/${b.table}/${b.board}` }, 'replay'))))))
      : el('p', { class: 'hint', text: 'No boards yet.' }));
}

// The rating after each rating period, as a line over a band of ±2
// deviations, drawn in SVG (no library).
function ratingPlot(history) {
  if (history.length === 0) return el('p', { class: 'hint', text: 'Not rated yet: finish a tournament, play a round of a pairs event, or a board other tables have played too.' });
  const points = [{ rating: 1500, deviation: 350 }, ...history];
  const width = 640, height = 200, pad = 36;
  const lows = points.map((q) => q.rating - 2 * q.deviation);
  const highs = points.map((q) => q.rating + 2 * q.deviation);
  const min = Math.min(...lows, ...points.map((q) => q.rating)) - 20;
  const max = Math.max(...highs, ...points.map((q) => q.rating)) + 20;
  const x = (i) => pad + (i * (width - 2 * pad)) / Math.max(1, points.length - 1);
  const y = (v) => height - pad + ((v - min) * (2 * pad - height)) / (max - min);
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  svg.setAttribute('class', 'rating-plot');
  svg.setAttribute('id', 'rating-plot');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', `Rating history: ${points.map((q) => q.rating).join(', ')}`);
  const add = (tag, attributes, text) => {
    const node = document.createElementNS(ns, tag);
    for (const [k, v] of Object.entries(attributes)) node.setAttribute(k, v);
    if (text) node.textContent = text;
    svg.appendChild(node);
    return node;
  };
  const band = points.map((q, i) => `${x(i)},${y(q.rating + 2 * q.deviation)}`)
    .concat(points.map((q, i) => `${x(i)},${y(q.rating - 2 * q.deviation)}`).reverse());
  add('polygon', { points: band.join(' '), class: 'band' });
  add('polyline', { points: points.map((q, i) => `${x(i)},${y(q.rating)}`).join(' '), class: 'line' });
  points.forEach((q, i) => {
    const point = add('circle', { cx: x(i), cy: y(q.rating), r: 3.5, class: 'point' });
    // What moved the rating: a tournament, an event's round, a board.
    if (q.name) point.appendChild(Object.assign(document.createElementNS(ns, 'title'), { textContent: `${q.name}: ${q.rating}` }));
  });
  for (const v of [min + 20, (min + max) / 2, max - 20]) add('text', { x: 2, y: y(v) + 4, class: 'axis' }, String(Math.round(v)));
  add('text', { x: x(0), y: height - 8, class: 'axis' }, 'start');
  return svg;
}
