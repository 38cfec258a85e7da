// `npm run bench`: parse and score a generated 10,000-round log, next to a baseline that only
// reads the text and splits it into tokens with a regular expression. A benchmark, not a test.
import * as esbuild from 'esbuild';
import { mkdirSync, mkdtempSync, writeFileSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);

function doppelkopfLog(n) {
  const players = ['Anna', 'Ben', 'Clara', 'Dora'];
  const lines = ['game doppelkopf', 'title Benchmark evening', 'players Anna Ben Clara Dora', 'stake 0.05 EUR', ''];
  for (let i = 1; i <= n; i++) {
    const a = players[i % 4];
    const b = players[(i + 1) % 4];
    lines.push(`round ${i}`);
    if (i % 9 === 0) {
      lines.push(`  solo ${a} queens${i % 18 === 0 ? ' duty' : ''}`, '  announce re', `  cards re ${100 + (i % 120)}`);
    } else if (i % 5 === 0) {
      lines.push(`  score ${a} +2 ${b} +2 ${players[(i + 2) % 4]} -2 ${players[(i + 3) % 4]} -2`);
    } else {
      lines.push(`  re ${a} ${b}`, `  cards re ${80 + (i % 121)}`);
      if (i % 3 === 0) lines.push('  announce kontra');
      if (i % 7 === 0) lines.push('  extras re fox');
    }
    lines.push('');
  }
  return lines.join('\n');
}

function belotLog(n) {
  const lines = ['game coinche', 'players Nord Ost Süd West', 'teams NS EW', 'rules official', ''];
  for (let i = 1; i <= n; i++) {
    const c = 80 + (i % 5) * 10;
    const ns = 40 + ((i * 7) % 100);
    lines.push(
      'round',
      `  contract ${i % 2 ? 'Süd' : 'Ost'} ${c} spades${i % 11 === 0 ? ' coinche' : ''}`,
      `  cards NS ${ns}`,
      `  last ${i % 3 ? 'NS' : 'EW'}`,
      '',
    );
  }
  return lines.join('\n');
}

const dir = mkdtempSync(join(tmpdir(), 'scoresheet-bench-'));
try {
  const outfile = join(dir, 'analyze.cjs');
  await esbuild.build({
    entryPoints: ['src/engine/analyze.ts'],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile,
    logLevel: 'error',
  });
  const { analyzeScore } = createRequire(import.meta.url)(outfile);

  const results = [];
  for (const [name, make] of [
    ['doppelkopf', doppelkopfLog],
    ['coinche', belotLog],
  ]) {
    const file = join(dir, `${name}.score`);
    writeFileSync(file, make(ROUNDS));
    const time = (fn) => {
      fn(); // warm-up
      const samples = [];
      for (let i = 0; i < REPEAT; i++) {
        const t0 = performance.now();
        fn();
        samples.push(performance.now() - t0);
      }
      samples.sort((a, b) => a - b);
      return samples[Math.floor(samples.length / 2)];
    };
    let tokens = 0;
    const baseline = time(() => {
      const text = readFileSync(file, 'utf8');
      tokens = 0;
      for (const _ of text.matchAll(/"[^"\n]*"|[^\s,#]+|#[^\n]*/g)) tokens++;
    });
    let rounds = 0;
    let problems = 0;
    const full = time(() => {
      const a = analyzeScore(readFileSync(file, 'utf8'));
      rounds = a.rounds.length;
      problems = a.problems.length;
    });
    results.push({ name, baseline, full, tokens, rounds, problems });
  }
  console.log(`Scoresheet benchmark: ${ROUNDS} rounds per log, median of ${REPEAT} runs\n`);
  console.log('log         tokens   baseline (read+regex)   parse+score   ratio   rounds  problems');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(10)} ${String(r.tokens).padStart(7)}   ${r.baseline.toFixed(1).padStart(10)} ms          ${r.full.toFixed(1).padStart(8)} ms   ${(r.full / r.baseline).toFixed(1).padStart(5)}×  ${String(r.rounds).padStart(6)}  ${String(r.problems).padStart(8)}`,
    );
  }
  if (process.env.BENCH_SEASON !== '0') await seasonBench(dir);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// ---- Seasons (issue 16): `scoresheet settle DIR` as a process, and the view's update-one-evening path ----
// A season of BENCH_SEASON_EVENINGS (100) evenings × BENCH_SEASON_ROUNDS (60) rounds; `BENCH_SEASON=0` skips it.

/** One evening of a five-player group: four or five at the table, normal games, solos, recorded rows. */
function seasonEvening(e, rounds) {
  const all = ['Anna', 'Ben', 'Clara', 'Dora', 'Emil'];
  const players = e % 3 === 0 ? all : all.filter((_, i) => i !== e % 5);
  const date = `20${26 + Math.floor(e / 336)}-${String(1 + (Math.floor(e / 28) % 12)).padStart(2, '0')}-${String(1 + (e % 28)).padStart(2, '0')}`;
  const lines = ['game doppelkopf', `date ${date}`, `players ${players.join(' ')}`, 'stake 0.05 EUR', ''];
  for (let i = 1; i <= rounds; i++) {
    const table = players.length === 5 ? players.filter((_, k) => k !== (i - 1) % 5) : players;
    const [a, b, c, d] = [0, 1, 2, 3].map((k) => table[(i + k) % 4]);
    lines.push(`round ${i}`);
    if (players.length === 5) lines.push(`  out ${players[(i - 1) % 5]}`);
    if (i % 9 === 0) {
      lines.push(
        `  solo ${a} queens${i % 18 === 0 ? ' duty' : ''}`,
        '  announce re',
        `  cards re ${100 + ((i * 7 + e) % 120)}`,
      );
    } else if (i % 5 === 0) {
      lines.push(`  score ${a} +2 ${b} +2 ${c} -2 ${d} -2`);
    } else {
      lines.push(`  re ${a} ${b}`, `  cards re ${80 + ((i * 13 + e) % 121)}`);
      if (i % 3 === 0) lines.push('  announce kontra');
      if (i % 7 === 0) lines.push('  extras re fox');
    }
    lines.push('');
  }
  return lines.join('\n');
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

async function seasonBench(dir) {
  const SEASON_EVENINGS = Number(process.env.BENCH_SEASON_EVENINGS ?? 100);
  const SEASON_ROUNDS = Number(process.env.BENCH_SEASON_ROUNDS ?? 60);
  const season = join(dir, 'season');
  mkdirSync(season);
  for (let e = 0; e < SEASON_EVENINGS; e++)
    writeFileSync(join(season, `evening-${String(e).padStart(3, '0')}.score`), seasonEvening(e, SEASON_ROUNDS));
  const cli = join(dir, 'cli.cjs');
  const lib = join(dir, 'season.cjs');
  await esbuild.build({
    entryPoints: ['src/cli/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile: cli,
    define: { SCORESHEET_VERSION: '"bench"' },
    logLevel: 'error',
  });
  await esbuild.build({
    entryPoints: ['src/season/index.ts'],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile: lib,
    logLevel: 'error',
  });
  // The child reports its own CPU time (user + system) on exit, so a busy machine's waiting is told apart.
  const cpuReport = join(dir, 'cpu-report.cjs');
  writeFileSync(
    cpuReport,
    "process.on('exit', () => { const u = process.cpuUsage(); " +
      "require('fs').writeSync(2, `\\nCPU ${(u.user + u.system) / 1000}\\n`); });\n",
  );
  const proc = (args) => {
    const walls = [];
    const cpus = [];
    for (let i = 0; i <= REPEAT; i++) {
      const t0 = performance.now();
      const r = spawnSync(process.execPath, ['--require', cpuReport, ...args], {
        encoding: 'utf8',
        maxBuffer: 1 << 28,
      });
      const wall = performance.now() - t0;
      if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
      if (i === 0) continue; // warm-up (file cache)
      walls.push(wall);
      cpus.push(Number(/CPU ([0-9.]+)/.exec(r.stderr)[1]));
    }
    return { wall: median(walls), cpu: median(cpus) };
  };
  const rows = [
    ['node -e "" (process start only)', proc(['-e', ''])],
    ['scoresheet settle DIR', proc([cli, 'settle', season])],
    ['scoresheet settle --json DIR', proc([cli, 'settle', '--json', season])],
    ['scoresheet stats DIR', proc([cli, 'stats', season])],
  ];

  // The view's path: every evening handed in once, then one evening edited again and again.
  const { createSeasonLedger } = createRequire(import.meta.url)(lib);
  const files = readdirSync(season).sort();
  const texts = files.map((f) => readFileSync(join(season, f), 'utf8'));
  const ledger = createSeasonLedger();
  let t0 = performance.now();
  files.forEach((f, i) => ledger.update(f, texts[i]));
  ledger.seasons();
  ledger.stats();
  const first = performance.now() - t0;
  const middle = Math.floor(files.length / 2);
  const updates = [];
  for (let i = 0; i <= REPEAT * 4; i++) {
    const edited = texts[middle].replace(/cards re (\d+)/, (_, n) => `cards re ${(Number(n) + 1 + i) % 240}`);
    t0 = performance.now();
    ledger.update(files[middle], edited);
    ledger.seasons();
    ledger.stats();
    if (i > 0) updates.push(performance.now() - t0);
  }
  // The part of an update that is not the changed evening's own analysis: the season from the cached summaries.
  const { settleSeasons } = createRequire(import.meta.url)(lib);
  const summaries = ledger.evenings();
  const fromSummaries = [];
  for (let i = 0; i <= REPEAT * 4; i++) {
    t0 = performance.now();
    settleSeasons(summaries);
    if (i > 0) fromSummaries.push(performance.now() - t0);
  }
  const rebuild = [];
  for (let i = 0; i < REPEAT; i++) {
    const fresh = createSeasonLedger();
    t0 = performance.now();
    files.forEach((f, k) => fresh.update(f, texts[k]));
    fresh.seasons();
    fresh.stats();
    rebuild.push(performance.now() - t0);
  }

  console.log(
    `\nSeasons: ${SEASON_EVENINGS} evenings × ${SEASON_ROUNDS} rounds (${SEASON_EVENINGS * SEASON_ROUNDS} rounds), ` +
      `median of ${REPEAT} runs\n`,
  );
  console.log('as a process                          wall        CPU');
  for (const [name, r] of rows)
    console.log(`${name.padEnd(34)} ${r.wall.toFixed(0).padStart(6)} ms  ${r.cpu.toFixed(0).padStart(6)} ms`);
  console.log('\nin the editor (createSeasonLedger)');
  console.log(`${'every evening handed in (cold)'.padEnd(34)} ${first.toFixed(1).padStart(8)} ms`);
  console.log(`${'everything again from the texts'.padEnd(34)} ${median(rebuild).toFixed(1).padStart(8)} ms`);
  console.log(`${'one evening changed, season rebuilt'.padEnd(34)} ${median(updates).toFixed(1).padStart(8)} ms`);
  console.log(`${'  of which the season (summaries)'.padEnd(34)} ${median(fromSummaries).toFixed(1).padStart(8)} ms`);
}
