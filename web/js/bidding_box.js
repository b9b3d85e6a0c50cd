// The bidding box: 35 bids, Pass, X and XX. Only the calls the server lists
// in `legal_calls` are enabled. The alert box lets the caller explain the
// call; the explanation goes to the opponents only (protocol §3).
import { el, callElement, callSpoken, STRAINS } from './cards.js';

export function biddingBox(legalCalls, onCall) {
  const legal = new Set(legalCalls);
  const alertBox = el('input', { type: 'checkbox', id: 'alert-check' });
  const explanation = el('input', { id: 'alert-text', maxlength: 300, placeholder: 'explanation for the opponents', disabled: true, 'aria-label': 'Alert explanation for the opponents' });
  alertBox.addEventListener('change', () => {
    explanation.disabled = !alertBox.checked;
    if (alertBox.checked) explanation.focus();
  });
  const button = (call) => {
    const b = el('button', { type: 'button', class: 'bid', disabled: !legal.has(call), dataset: { call }, 'aria-label': callSpoken(call) }, callElement(call));
    b.addEventListener('click', () => {
      const text = alertBox.checked ? explanation.value.trim() : '';
      onCall(call, text || null);
    });
    return b;
  };
  const grid = el('div', { class: 'bid-grid' });
  for (let level = 1; level <= 7; level++) {
    for (const strain of STRAINS) grid.append(button(`${level}${strain}`));
  }
  return el('div', { class: 'bidding-box', id: 'bidding-box', role: 'group', 'aria-label': 'Bidding box' },
    grid,
    el('div', { class: 'bid-specials' }, button('Pass'), button('X'), button('XX')),
    el('div', { class: 'alert-row' }, el('label', {}, alertBox, ' Alert'), explanation));
}
