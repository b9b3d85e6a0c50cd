// The chat panel (protocol §4, "Chat"): table, lobby and private messages,
// who is online and where, and muting. Self-contained: a collapsible panel
// at the bottom right that follows the connection's messages. Every text is
// put in the page as text (textContent), never as HTML.
import { el } from './cards.js';

const MAX_LINES = 200;

export function startChat(connection, getUser) {
  const log = el('div', { class: 'chat-log', role: 'log', 'aria-live': 'polite' });
  const online = el('div', { class: 'chat-online' });
  const scope = el('select', { class: 'chat-scope', 'aria-label': 'Send to' },
    el('option', { value: 'table' }, 'Table'),
    el('option', { value: 'lobby' }, 'Lobby'));
  const input = el('input', { class: 'chat-input', maxlength: '500', placeholder: 'Say something…', 'aria-label': 'Chat message' });
  let privateTo = null;
  const toLabel = el('span', { class: 'chat-to', hidden: true });
  const form = el('form', {
    class: 'chat-form',
    onsubmit: (e) => {
      e.preventDefault();
      const text = input.value.trim();
      if (!text) return;
      const message = { type: 'chat', text };
      if (privateTo) message.to = privateTo;
      else message.scope = scope.value;
      connection.send(message);
      input.value = '';
    },
  }, toLabel, scope, input, el('button', { type: 'submit', class: 'small' }, 'Send'));
  const body = el('div', { class: 'chat-body' }, online, log, form);
  const toggle = el('button', { type: 'button', class: 'chat-toggle', 'aria-expanded': 'false' }, 'Chat');
  const panel = el('aside', { class: 'chat collapsed', 'aria-label': 'Chat' }, toggle, body);
  toggle.addEventListener('click', () => {
    const collapsed = panel.classList.toggle('collapsed');
    toggle.setAttribute('aria-expanded', String(!collapsed));
    toggle.textContent = 'Chat';
    // At a table no lobby changes are pushed: ask for who is online now.
    if (!collapsed) connection.send({ type: 'lobby' });
  });
  document.body.append(panel);

  function setPrivate(name) {
    privateTo = name;
    toLabel.hidden = !name;
    scope.hidden = Boolean(name);
    toLabel.replaceChildren(name ? `to ${name} ` : '', name ? el('button', {
      type: 'button', class: 'small', 'aria-label': 'Cancel private message',
      onclick: () => setPrivate(null),
    }, '×') : '');
    if (name) input.focus();
  }

  // A name offers a private message and muting (not for oneself).
  function nameButton(name) {
    if (name === getUser()) return el('strong', {}, name);
    return el('button', {
      type: 'button', class: 'link chat-name', title: `Message or mute ${name}`,
      onclick: () => {
        const menu = el('span', { class: 'chat-menu' },
          el('button', { type: 'button', class: 'small', onclick: () => { setPrivate(name); menu.remove(); } }, 'Message'),
          el('button', { type: 'button', class: 'small', onclick: () => { connection.send({ type: 'mute', name }); note(`${name} is muted.`); menu.remove(); } }, 'Mute'),
          el('button', { type: 'button', class: 'small', onclick: () => { connection.send({ type: 'unmute', name }); note(`${name} is no longer muted.`); menu.remove(); } }, 'Unmute'));
        log.append(menu);
        log.scrollTop = log.scrollHeight;
      },
    }, name);
  }

  function append(line) {
    log.append(line);
    while (log.childElementCount > MAX_LINES) log.firstElementChild.remove();
    log.scrollTop = log.scrollHeight;
    if (panel.classList.contains('collapsed')) toggle.textContent = 'Chat •';
  }
  function note(text) { append(el('div', { class: 'chat-line note' }, text)); }

  connection.on('chat', (m) => {
    const where = m.scope === 'private' ? (m.from === getUser() ? `to ${m.to}` : 'privately') : m.scope;
    append(el('div', { class: `chat-line ${m.scope}` },
      el('span', { class: 'chat-where' }, `[${where}] `), nameButton(m.from), ': ', m.text));
  });
  const showOnline = (people) => {
    if (!people) return;
    online.replaceChildren(el('span', { class: 'hint' }, `Online (${people.length}): `),
      ...people.slice(0, 50).flatMap((p, i) => [i ? ', ' : '', nameButton(p.name),
        p.table ? el('span', { class: 'hint' }, ` at table ${p.table}`) : '']));
  };
  connection.on('lobby', (m) => showOnline(m.online));
  connection.on('lobby_update', (m) => showOnline(m.online));
  connection.on('welcome', () => { panel.hidden = false; });
  connection.on('logged_out', () => { panel.hidden = true; });
  panel.hidden = true;
  return { setPrivate };
}
