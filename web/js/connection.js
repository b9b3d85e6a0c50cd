// The WebSocket client of docs/protocol.md: one socket, JSON messages, a
// session token kept in localStorage so a reload or a dropped connection
// resumes the same seat. Other modules subscribe to message types.

const TOKEN_KEY = 'tenace.token';

export class Connection {
  constructor(url) {
    this.url = url;
    this.handlers = new Map();   // type -> Set of callbacks
    this.socket = null;
    this.nextId = 1;
    this.retryDelay = 500;
    this.identity = null;        // the last identity message, replayed on reconnect
  }

  on(type, callback) {
    if (!this.handlers.has(type)) this.handlers.set(type, new Set());
    this.handlers.get(type).add(callback);
    return () => this.handlers.get(type).delete(callback);
  }

  emit(type, message) {
    for (const callback of this.handlers.get(type) ?? []) callback(message);
  }

  get token() { return localStorage.getItem(TOKEN_KEY); }
  set token(value) {
    if (value) localStorage.setItem(TOKEN_KEY, value);
    else localStorage.removeItem(TOKEN_KEY);
    // The same session as a cookie for the downloads (/api/...): a
    // tournament's boards are served to those who have played them.
    document.cookie = value ? `tenace_session=${encodeURIComponent(value)}; path=/api; SameSite=Strict`
      : 'tenace_session=; path=/api; max-age=0; SameSite=Strict';
  }

  open() {
    this.socket = new WebSocket(this.url);
    this.socket.addEventListener('open', () => {
      this.retryDelay = 500;
      this.emit('open', {});
      // A known session resumes at once: the server puts us back in our seat.
      if (this.token) this.send({ type: 'resume', token: this.token });
    });
    this.socket.addEventListener('message', (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch { return; }
      if (message.type === 'welcome') this.token = message.token;
      if (message.type === 'error' && message.request === 'resume') {
        // The token is stale (e.g. a new database): forget it and log in again.
        this.token = null;
        this.emit('logged_out', message);
      }
      this.emit(message.type, message);
      this.emit('*', message);
    });
    this.socket.addEventListener('close', () => {
      this.emit('close', {});
      setTimeout(() => this.open(), this.retryDelay);
      this.retryDelay = Math.min(this.retryDelay * 2, 8000);
    });
  }

  send(message) {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return null;
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ ...message, id }));
    this.emit('sent', message);
    return id;
  }

  // Ends the session on the server too (the token is revoked there, not
  // only forgotten here); the server answers with logged_out.
  logout() {
    this.send({ type: 'logout' });
    this.token = null;
  }
}

export function defaultUrl() {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws`;
}
