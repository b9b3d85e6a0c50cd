// Log in, register, or play as a guest (protocol §1).
import { el } from './cards.js';

export function renderLogin(root, connection) {
  const name = el('input', { id: 'login-name', name: 'name', placeholder: 'name', autocomplete: 'username' });
  const password = el('input', { id: 'login-password', name: 'password', type: 'password', placeholder: 'password (8+ characters)', autocomplete: 'current-password' });
  const send = (type) => connection.send({ type, name: name.value.trim(), password: password.value });
  root.replaceChildren(
    el('section', { class: 'panel login' },
      el('h1', { text: 'Play bridge' }),
      el('p', { class: 'hint', text: 'Play against robots or friends. Guests need no account.' }),
      el('button', {
        id: 'guest', class: 'primary', type: 'button',
        onclick: () => connection.send(name.value.trim() ? { type: 'guest', name: name.value.trim() } : { type: 'guest' }),
      }, 'Play as guest'),
      el('div', { class: 'or', text: 'or' }),
      el('form', { onsubmit: (e) => { e.preventDefault(); send('login'); } },
        name, password,
        el('div', { class: 'row' },
          el('button', { id: 'login', type: 'submit' }, 'Log in'),
          el('button', { id: 'register', type: 'button', onclick: () => send('register') }, 'Register')))));
}
