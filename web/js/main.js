// The application shell: one connection, a tiny hash router (#login,
// #lobby, #table/ID, #history/ID, #tournament/ID, #event/ID, #profile/NAME) and the
// status bar. Each page is a module
// with a render function that owns #app while it is shown.
import { Connection, defaultUrl } from './connection.js';
import { renderLogin } from './login.js';
import { renderLobby } from './lobby.js';
import { TableView } from './table_view.js';
import { WhistTableView } from './whist_view.js';
import { SEAT_NAMES, cardText } from './cards.js';
import { renderHistory } from './history.js';
import { startChat } from './chat.js';
import { startTurnClock } from './turn_clock.js';
import { renderTournaments } from './tournaments.js';
import { renderTournamentResults } from './tournament_results.js';
import { renderProfile } from './profile.js';
import { followPlayNow } from './play_now.js';
import { eventsPanel, renderEvents } from './events.js';
import { renderEventPage, showEventPage, leaveEventPage } from './event_page.js';

const app = document.getElementById('app');
const statusBar = document.getElementById('status');
const userBar = document.getElementById('user');
const logoutButton = document.getElementById('logout');
const toast = document.getElementById('toast');

const connection = new Connection(defaultUrl());
const state = { user: null, lastLobby: null, lastTable: null, tableView: null, seatedAt: null, lastTournaments: null,
  seatAsked: false };
startChat(connection, () => state.user);
startTurnClock(connection, document.querySelector('.top-bar'));
followPlayNow(connection);

function showToast(text) {
  toast.textContent = text;
  toast.hidden = false;
  clearTimeout(showToast.timer);
  showToast.timer = setTimeout(() => { toast.hidden = true; }, 5000);
}

function route() {
  const hash = location.hash || '#lobby';
  const [page, id] = hash.slice(1).split('/');
  if (!state.user) return showLogin();
  if (page !== 'event') leaveEventPage(connection);
  if (page === 'table' && id) return showTable(Number(id));
  if (page === 'history' && id) return showHistory(Number(id));
  if (page === 'board' && id) return showHistory(Number(id), Number(hash.split('/')[2]));
  if (page === 'tournament' && id) return showTournament(Number(id));
  if (page === 'event' && id) return renderEventPage(app, connection, Number(id));
  if (page === 'profile' && id) return showProfile(decodeURIComponent(id));
  return showLobby();
}

function showLogin() {
  state.tableView = null;
  logoutButton.hidden = true;
  renderLogin(app, connection);
}

function showLobby() {
  state.tableView = null;
  renderLobby(app, connection, state.lastLobby);
  renderTournaments(app.querySelector('#tournaments'), connection, state.lastTournaments);
  connection.send({ type: 'lobby' });
  connection.send({ type: 'tournaments' });
  connection.send({ type: 'events' });
}

function showProfile(name) {
  state.tableView = null;
  renderProfile(app, connection, name);
}

function showTournament(id) {
  state.tableView = null;
  renderTournamentResults(app, connection, id);
}

const inLobby = () => (location.hash || '#lobby') === '#lobby' && state.user;

// The view for a table's game: bridge's, or the whist family's.
function viewFor(id, game) {
  const View = game && game !== 'bridge' ? WhistTableView : TableView;
  if (!state.tableView || state.tableView.id !== id || !(state.tableView instanceof View)) {
    state.tableView = new View(app, connection, id);
  }
  return state.tableView;
}

function showTable(id) {
  const known = state.lastTable && state.lastTable.id === id ? state.lastTable.game : null;
  viewFor(id, known);
  if (state.lastTable && state.lastTable.id === id) state.tableView.update(state.lastTable, null);
  // A resumed seat's table message is on its way; asking to watch would
  // give the seat up. Any other table is opened as a kibitzer.
  else if (state.seatedAt !== id) connection.send({ type: 'watch', table: id });
}

function showHistory(id, board = null) {
  state.tableView = null;
  renderHistory(app, connection, id, board);
}

connection.on('open', () => { statusBar.textContent = 'connected'; statusBar.className = 'status ok'; });
connection.on('close', () => { statusBar.textContent = 'reconnecting…'; statusBar.className = 'status bad'; });
connection.on('welcome', (message) => {
  state.user = message.user;
  state.seatedAt = message.table ?? null;
  userBar.textContent = message.user + (message.guest ? ' (guest)' : '');
  logoutButton.hidden = false;
  const replayLink = /^#(board|history)\//.test(location.hash);
  if (message.table !== null && message.table !== undefined && !replayLink) location.hash = `#table/${message.table}`;
  else if (!location.hash || location.hash === '#login') location.hash = '#lobby';
  route();
});
connection.on('logged_out', () => {
  state.user = null;
  state.seatedAt = null;
  userBar.textContent = '';
  logoutButton.hidden = true;
  route();
});
connection.on('lobby', (message) => {
  state.lastLobby = message;
  if ((location.hash || '#lobby') === '#lobby' && state.user) renderLobby(app, connection, message);
});
// Changes to the lobby arrive as deltas (protocol §2): the changed tables'
// entries and the ids of tables that closed, merged into the last full list.
connection.on('lobby_update', (message) => {
  if (!state.lastLobby) return;
  const tables = new Map(state.lastLobby.tables.map((t) => [t.id, t]));
  for (const id of message.removed ?? []) tables.delete(id);
  for (const t of message.tables ?? []) tables.set(t.id, t);
  state.lastLobby = { ...state.lastLobby, tables: [...tables.values()].sort((a, b) => a.id - b.id) };
  if (message.online) state.lastLobby.online = message.online;
  if (inLobby()) renderLobby(app, connection, state.lastLobby);
  if (message.tournaments_changed && inLobby()) connection.send({ type: 'tournaments' });
});
connection.on('tournaments', (message) => {
  state.lastTournaments = message;
  if (inLobby()) renderTournaments(app.querySelector('#tournaments'), connection, message);
});
connection.on('tournament_created', () => connection.send({ type: 'tournaments' }));
// Pairs events: the lobby's list, and an event's page while it is shown
// (the server sends it again as the event changes).
const eventShown = () => /^#event\/(\d+)$/.exec(location.hash)?.[1];
connection.on('events', (message) => {
  if (inLobby()) renderEvents(eventsPanel(app), connection, message, state.user);
});
connection.on('event', (message) => {
  if (Number(eventShown()) === message.event.id) showEventPage(app, connection, message);
});
for (const type of ['event_created', 'pair_registered', 'event_started', 'director_done']) {
  connection.on(type, () => {
    if (inLobby()) connection.send({ type: 'events' });
  });
}
// A round seats the player: take the seat the event keeps.
connection.on('event_round', (message) => connection.send({ type: 'sit', table: message.table, seat: message.seat }));
connection.on('created', (message) => {
  // A new table: sit South straight away, the usual seat in bridge diagrams
  // (or the first chair of a game without one).
  const seats = message.seats ?? ['S'];
  connection.send({ type: 'sit', table: message.table, seat: seats.includes('S') ? 'S' : seats[0] });
});
// The requests a table message answers by showing that table.
const SEATING_REQUESTS = new Set(['sit', 'watch', 'enter', 'play_now', 'next']);
connection.on('sent', (message) => {
  if (SEATING_REQUESTS.has(message.type)) state.seatAsked = true;
});
connection.on('table', (message) => {
  state.lastTable = message.table;
  const wanted = `#table/${message.table.id}`;
  if (location.hash !== wanted) {
    // A seated player may look at other pages (the lobby, a tournament's
    // results, a replay) while the table goes on: its messages (a robot's
    // card, a board's analysis arriving late) take them back only when they
    // asked for a seat or the table waits for them.
    const replaying = location.hash.startsWith('#history') || location.hash.startsWith('#board');
    if (!replaying && (state.seatAsked || tableAwaits(message.table))) {
      state.seatAsked = false;
      location.hash = wanted;
    }
    return;  // the hashchange renders it
  }
  state.seatAsked = false;
  if (state.tableView && state.tableView.id === message.table.id) viewFor(message.table.id, message.table.game).update(message.table, message.event);
});
connection.on('error', (message) => {
  if (SEATING_REQUESTS.has(message.request)) state.seatAsked = false;
  showToast(message.message);
});

// Whether a table cannot go on without this player: their call or card
// (bridge), their move (the whist family), or a claim or undo they must answer.
function tableAwaits(table) {
  if ((table.legal_calls ?? []).length > 0 || (table.legal_cards ?? []).length > 0 || table.legal) return true;
  const unanswered = (request) => Boolean(table.you) && request?.responses?.[table.you] === null;
  return unanswered(table.claim) || unanswered(table.undo);
}
// The answer to "?" on a robot's card (protocol: ask_card).
connection.on('card_explained', (message) => {
  showToast(`${SEAT_NAMES[message.seat] ?? message.seat}'s ${cardText(message.card)}: ${message.text}`);
});

logoutButton.addEventListener('click', () => {
  state.user = null;
  userBar.textContent = '';
  logoutButton.hidden = true;
  location.hash = '#login';
  connection.logout();
});
window.addEventListener('hashchange', route);

// Without a stored session, the login page shows while the socket opens.
if (!connection.token) showLogin();
connection.open();
