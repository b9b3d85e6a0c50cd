// Score displays: the list of finished boards, the double-dummy table with
// par, and the rubber score sheet (WE / THEY, above and below the line).
import { el, contractText, SEATS, SEAT_NAMES, STRAINS, SUIT_SYMBOL } from './cards.js';

export function boardScores(scores) {
  if (!scores || scores.length === 0) return null;
  return el('table', { class: 'scores', id: 'scores' },
    el('thead', {}, el('tr', {}, el('th', {}, 'Board'), el('th', {}, 'Contract'), el('th', {}, 'By'),
      el('th', {}, 'Tricks'), el('th', {}, 'NS'), el('th', {}, 'EW'))),
    el('tbody', {}, scores.map((s) => el('tr', {},
      el('td', {}, s.board), el('td', {}, contractText(s.contract)), el('td', {}, s.declarer ?? ''),
      el('td', {}, s.contract ? s.tricks : ''),
      el('td', {}, s.score_ns > 0 ? s.score_ns : ''), el('td', {}, s.score_ns < 0 ? -s.score_ns : '')))));
}

export function ddTable(dd, par) {
  if (!dd) return null;
  const rows = SEATS.map((seat) => el('tr', {}, el('th', {}, seat),
    ...STRAINS.map((strain) => el('td', {}, dd[seat]?.[strain] ?? ''))));
  return el('div', { class: 'dd' },
    el('table', { class: 'dd-table', id: 'dd-table' },
      el('thead', {}, el('tr', {}, el('th', {}, ''), ...STRAINS.map((s) => el('th', {}, SUIT_SYMBOL[s])))),
      el('tbody', {}, rows)),
    par ? el('p', { class: 'par', title: (par.contracts ?? []).join(', ') }, parText(par)) : null);
}

// A signed score as players write it: +420, −100 (a true minus sign), 0.
export function signedScore(points) {
  return points > 0 ? `+${points}` : points < 0 ? `\u2212${-points}` : '0';
}

// Par as a player says it: "Par −100 NS: 4♥ doubled by NS, down 1". The
// server sends the solver's notation ("4H*-NS-1", "3N-W+1", "4S-NS").
export function parText(par) {
  const contracts = (par.contracts ?? []).map(parContractText);
  const what = contracts.length ? contracts.join(' or ') : 'pass it out';
  return `Par ${signedScore(par.score_ns)} NS: ${what}`;
}

export function parContractText(notation) {
  const m = /^([1-7])([CDHSN])(\*?)-(NS|EW|[NESW])([+-]\d+)?$/.exec(notation);
  if (!m) return notation;
  const [, level, strainLetter, doubled, by, result] = m;
  const strain = strainLetter === 'N' ? 'NT' : SUIT_SYMBOL[strainLetter];
  const declarer = SEAT_NAMES[by] ?? by;
  let text = `${level}${strain}${doubled ? ' doubled' : ''} by ${declarer}`;
  const difference = result ? Number(result) : 0;
  if (difference < 0) text += `, down ${-difference}`;
  if (difference > 0) text += `, ${difference} overtrick${difference > 1 ? 's' : ''}`;
  return text;
}

// Entries above the line are plain numbers except the two a player looks
// for: honours and the rubber bonus carry their name.
function aboveEntry(entry) {
  const label = { honours: ' honours', rubber: ' rubber' }[entry.item] ?? '';
  return el('div', { title: entry.item }, `${entry.points}${label}`);
}

// The classic sheet: two columns (NS, EW from this player's point of view:
// WE on the left), bonuses stacked above the line, game lines below it.
export function rubberSheet(rubber) {
  if (!rubber) return null;
  const we = rubber.we ?? 'NS';
  const they = we === 'NS' ? 'EW' : 'NS';
  const column = (side) => {
    const above = (rubber.above?.[side] ?? []).slice().reverse();
    const games = rubber.below?.[side] ?? [];
    return el('div', { class: 'sheet-col' },
      el('div', { class: 'above' }, above.map(aboveEntry)),
      el('div', { class: 'below' }, games.map((game, i) => el('div', { class: 'game' },
        game.map((v) => el('div', {}, v)), i < games.length - 1 ? el('hr', { class: 'game-line' }) : null))));
  };
  const totals = rubber.totals ?? {};
  return el('div', { class: 'rubber', id: 'rubber-sheet' },
    el('div', { class: 'sheet-head' }, el('span', {}, `WE (${we})`), el('span', {}, `THEY (${they})`)),
    el('div', { class: 'sheet' }, column(we), column(they)),
    el('div', { class: 'sheet-foot' },
      el('span', {}, `Games ${rubber.games?.[we] ?? 0}${rubber.vulnerable?.[we] ? ' · vulnerable' : ''}`),
      el('span', {}, `Games ${rubber.games?.[they] ?? 0}${rubber.vulnerable?.[they] ? ' · vulnerable' : ''}`)),
    el('div', { class: 'sheet-foot totals' }, el('span', {}, `Total ${totals[we] ?? 0}`), el('span', {}, `Total ${totals[they] ?? 0}`)),
    rubber.finished ? el('p', { class: 'hint', id: 'rubber-over' }, 'Rubber over: the next deal starts a new one.') : null,
    (rubber.rubbers ?? []).length ? el('p', { class: 'hint' },
      'Rubbers: ' + rubber.rubbers.map((r, i) => `#${i + 1} NS ${r.NS} / EW ${r.EW}`).join('; ')) : null);
}
