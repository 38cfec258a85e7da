// Profiles the extension host of this worktree's running e2e code-server (run beside `.ci/e2e`, with Node ≥ 22 for
// its WebSocket): finds the host below a code-server started from this checkout, opens its inspector (SIGUSR1), and
// records a CPU profile until the host goes away or `seconds` pass. Then prints the busiest functions.
// Usage: SCORESHEET_PROFILE_LOG=<e2e output file> node scripts/e2e/profileExtensionHost.mjs <seconds> <out.cpuprofile>
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [seconds = '240', out = '/tmp/exthost.cpuprofile'] = process.argv.slice(2);
const checkout = fileURLToPath(new URL('../..', import.meta.url));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const cmdline = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
};
const parent = (pid) => {
  try {
    return Number(/^PPid:\s*(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
  } catch {
    return 0;
  }
};
/** An extension host whose ancestors include a process started with this checkout's path. */
function findHost() {
  for (const pid of readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .map(Number)) {
    if (!/extensionHost/.test(cmdline(pid))) continue;
    for (let p = parent(pid); p > 1; p = parent(p)) if (cmdline(p).includes(checkout)) return pid;
  }
  return undefined;
}

const deadline = Date.now() + Number(seconds) * 1000;
let pid;
while (!(pid = findHost())) {
  if (Date.now() > deadline) throw new Error('no extension host of this checkout appeared');
  await sleep(200);
}
// A signal in the first moments of the process kills it (Node installs its SIGUSR1 handler while it boots).
await sleep(5000);
process.kill(pid, 'SIGUSR1');
let target;
for (let i = 0; i < 50 && !target; i++) {
  await sleep(200);
  try {
    target = (await (await fetch('http://127.0.0.1:9229/json/list')).json())[0];
  } catch {
    // not listening yet
  }
}
if (!target) throw new Error(`the extension host ${pid} opened no inspector on 9229`);
// Node 22 and later have WebSocket built in (the e2e set-up installs Node 24).
const ws = new globalThis.WebSocket(target.webSocketDebuggerUrl);
await new Promise((r) => ws.addEventListener('open', r));
let id = 0;
const pending = new Map();
ws.addEventListener('message', (e) => {
  const m = JSON.parse(e.data);
  pending.get(m.id)?.(m.result);
});
const send = (method, params = {}) =>
  new Promise((r) => {
    pending.set(++id, r);
    ws.send(JSON.stringify({ id, method, params }));
  });
await send('Profiler.enable');
await send('Profiler.setSamplingInterval', { interval: 500 });
await send('Profiler.start');
console.log(`profiling extension host ${pid}`);
const started = Date.now();
while (Date.now() < deadline && cmdline(pid) !== '') {
  await sleep(500);
  // Stop before the run shuts the host down: when the e2e output (SCORESHEET_PROFILE_LOG) shows the scenario's end.
  const log = process.env.SCORESHEET_PROFILE_LOG;
  if (log && /last keystroke to the view|✘ failed/.test(readFileSync(log, 'utf8'))) break;
}
const { profile } = await send('Profiler.stop');
writeFileSync(out, JSON.stringify(profile));
ws.close();
const self = new Map();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
profile.samples.forEach((s, i) => {
  const f = byId.get(s).callFrame;
  const k = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
  self.set(k, (self.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
console.log(`${((Date.now() - started) / 1000).toFixed(0)} s profiled; self time, ms:`);
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40))
  console.log(`${(v / 1000).toFixed(0).padStart(7)} ${k}`);
