// A board's traveller: every result on it, best for North-South first, who
// sat North-South and East-West, with the matchpoint percentage or IMPs
// each earned, and a link to replay each table's play of it.
import { el, contractText, cardText } from './cards.js';

// `compact`: for the table's side box (no East-West, lead or replay
// columns, the declarer beside the contract). `highlight`: the name whose
// rows are marked, on either side.
export function travellerTable(traveller, { highlight = null, compact = false } = {}) {
  if (!traveller) return null;
  const imps = traveller.scoring === 'imps';
  const contract = (r) => (r.contract === 'Pass' ? 'Passed out' : contractText(r.contract) + (compact ? ` ${r.declarer}` : ''));
  const mine = (r) => Boolean(highlight) && (r.north_south === highlight || r.east_west === highlight);
  const rows = traveller.results.map((r) => el('tr', { class: mine(r) ? 'mine' : '' },
    el('td', {}, r.north_south),
    compact ? null : el('td', {}, r.east_west),
    el('td', {}, contract(r)),
    compact ? null : el('td', {}, r.declarer),
    compact ? null : el('td', {}, r.lead ? cardText(r.lead) : ''),
    el('td', { class: 'number' }, r.tricks ?? ''),
    el('td', { class: 'number' }, String(r.score_ns)),
    el('td', { class: 'number' }, imps ? signed(r.imps_ns) : `${r.mp_percent_ns.toFixed(1)}%`),
    compact ? null : el('td', {}, r.table ? el('a', { href: `#board/${r.table}/${traveller.board}` }, 'replay') : '')));
  const heads = compact ? ['North-South', 'Contract', 'Tricks', 'NS', imps ? 'IMPs' : 'MP']
    : ['North-South', 'East-West', 'Contract', 'By', 'Lead', 'Tricks', 'Score NS', imps ? 'IMPs' : 'MP', ''];
  return el('table', { class: `traveller${compact ? ' compact' : ''}`, dataset: { board: traveller.board } },
    el('caption', {}, `Board ${traveller.board}` + (imps ? ` (datum ${traveller.datum_ns})` : '')),
    el('thead', {}, el('tr', {}, ...heads.map((h) => el('th', { class: NUMERIC.has(h) ? 'number' : '' }, h)))),
    el('tbody', {}, rows));
}

const NUMERIC = new Set(['Tricks', 'NS', 'Score NS', 'MP', 'IMPs']);

export function signed(value) { return value > 0 ? `+${value}` : String(value); }
