// "Play now" in the lobby: wait for a table with people of similar rating
// (robots fill the seats nobody takes within a few seconds).
import { el } from './cards.js';

export function playNowBox(connection) {
  return el('div', { class: 'play-now' },
    el('button', { type: 'button', class: 'primary', id: 'play-now', onclick: () => connection.send({ type: 'play_now' }) }, 'Play now'),
    ' ',
    el('button', { type: 'button', id: 'play-now-cancel', hidden: true, onclick: () => connection.send({ type: 'play_now_cancel' }) }, 'Cancel'),
    ' ',
    el('span', { class: 'hint', id: 'play-now-status' }));
}

// Keeps the lobby's box (when shown) in step with the server's answers;
// called once for the page's life.
export function followPlayNow(connection) {
  const show = (text, waiting) => {
    const status = document.getElementById('play-now-status');
    if (!status) return;
    status.textContent = text;
    document.getElementById('play-now-cancel').hidden = !waiting;
    document.getElementById('play-now').disabled = waiting;
  };
  connection.on('play_now_waiting', (m) => show(`Looking for players near your rating (${m.rating})…`, true));
  connection.on('play_now_cancelled', () => show('', false));
  connection.on('matched', () => show('Table found.', false));
}
