// Whose turn it is and for how long, in the top bar while a board is being
// bid or played: the server sends how long the seats to act have been
// thinking (turn_elapsed_ms) and the table's limit (think_seconds), and
// this counts on from there.
import { el, SEAT_NAMES } from './cards.js';

export function startTurnClock(connection, bar) {
  const clock = el('span', { class: 'turn-clock', role: 'timer', hidden: true });
  bar.insertBefore(clock, bar.querySelector('.user'));
  let since = 0;
  let table = null;
  const format = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
  const render = () => {
    const active = table && table.turn && (table.phase === 'auction' || table.phase === 'play') &&
      location.hash.startsWith('#table/');
    clock.hidden = !active;
    if (!active) return;
    const seconds = (Date.now() - since) / 1000;
    const limit = table.think_seconds ? ` of ${format(table.think_seconds)}` : '';
    clock.textContent = `${SEAT_NAMES[table.turn] ?? table.turn} to act · ${format(seconds)}${limit}`;
    clock.classList.toggle('late', Boolean(table.think_seconds) && seconds > table.think_seconds * 0.75);
  };
  connection.on('table', (m) => {
    table = m.table;
    since = Date.now() - (m.table.turn_elapsed_ms ?? 0);
    render();
  });
  window.addEventListener('hashchange', render);
  setInterval(render, 1000);
}
