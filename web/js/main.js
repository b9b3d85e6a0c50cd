// The application shell: one connection, a tiny hash router (#login,
// #lobby, #table/ID, #history/ID) and the status bar. Each page is a module
// with a render function that owns #app while it is shown.
import { Connection, defaultUrl } from './connection.js';
import { renderLogin } from './login.js';
import { renderLobby } from './lobby.js';
import { TableView } from './table_view.js';
import { renderHistory } from './history.js';

const app = document.getElementById('app');
const statusBar = document.getElementById('status');
const userBar = document.getElementById('user');
const logoutButton = document.getElementById('logout');
const toast = document.getElementById('toast');

const connection = new Connection(defaultUrl());
const state = { user: null, lastLobby: null, lastTable: null, tableView: null, seatedAt: null };

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
  if (page === 'table' && id) return showTable(Number(id));
  if (page === 'history' && id) return showHistory(Number(id));
  return showLobby();
}

function showLogin() {
  state.tableView = null;
  renderLogin(app, connection);
}

function showLobby() {
  state.tableView = null;
  renderLobby(app, connection, state.lastLobby);
  connection.send({ type: 'lobby' });
}

function showTable(id) {
  if (!state.tableView || state.tableView.id !== id) {
    state.tableView = new TableView(app, connection, id);
  }
  if (state.lastTable && state.lastTable.id === id) state.tableView.update(state.lastTable, null);
  // A resumed seat's table message is on its way; asking to watch would
  // give the seat up. Any other table is opened as a kibitzer.
  else if (state.seatedAt !== id) connection.send({ type: 'watch', table: id });
}

function showHistory(id) {
  state.tableView = null;
  renderHistory(app, connection, id);
}

connection.on('open', () => { statusBar.textContent = 'connected'; statusBar.className = 'status ok'; });
connection.on('close', () => { statusBar.textContent = 'reconnecting…'; statusBar.className = 'status bad'; });
connection.on('welcome', (message) => {
  state.user = message.user;
  state.seatedAt = message.table ?? null;
  userBar.textContent = message.user + (message.guest ? ' (guest)' : '');
  logoutButton.hidden = false;
  if (message.table !== null && message.table !== undefined) location.hash = `#table/${message.table}`;
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
connection.on('created', (message) => {
  // A new table: sit South straight away, the usual seat in bridge diagrams.
  connection.send({ type: 'sit', table: message.table, seat: 'S' });
});
connection.on('table', (message) => {
  state.lastTable = message.table;
  const wanted = `#table/${message.table.id}`;
  if (location.hash !== wanted && !location.hash.startsWith('#history')) {
    location.hash = wanted;
    return;  // the hashchange renders it
  }
  if (state.tableView && state.tableView.id === message.table.id) state.tableView.update(message.table, message.event);
});
connection.on('error', (message) => showToast(message.message));

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
