// bench/server/ping_under_hashing.mjs URL [register|login] [SECONDS]: another client's ping latency while 10 connections keep registering
// (each register is one argon2id hash) or guessing one name's password.
const [url, mode, seconds] = [process.argv[2], process.argv[3] ?? 'register', Number(process.argv[4] ?? 8)];
const open = () => new Promise((resolve) => { const ws = new WebSocket(url); ws.onopen = () => resolve(ws); });
const end = Date.now() + seconds * 1000;
let hashes = 0;
async function hasher(i) {
  const ws = await open();
  let n = 0;
  const next = () => {
    if (Date.now() > end) return ws.close();
    const message = mode === 'register'
      ? { type: 'register', name: `h${i}x${n++}`, password: 'password-1' }
      : { type: 'login', name: 'victim', password: `guess-${n++}` };
    ws.send(JSON.stringify(message));
  };
  ws.onmessage = (e) => {
    const m = JSON.parse(e.data);
    if (m.type === 'lobby') return;
    hashes++;
    if (m.type === 'welcome') { ws.close(); hasher(i); return; }
    next();
  };
  next();
}
const pinger = await open();
const latencies = [];
let sent = 0;
pinger.onmessage = () => { latencies.push(performance.now() - sent); setTimeout(ping, 20); };
function ping() { if (Date.now() > end) return finish(); sent = performance.now(); pinger.send('{"type":"ping"}'); }
for (let i = 0; i < 10; ++i) hasher(i);
setTimeout(ping, 200);
function finish() {
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))].toFixed(1);
  console.log(`${mode}: ${hashes} answers in ${seconds} s; pings ${latencies.length}: median ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms`);
  process.exit(0);
}
