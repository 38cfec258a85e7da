// The engine's budgets (issue 12), each printed next to its yardstick:
// - parse+score in one process ≤ 10× reading the file and tokenizing it (lines, words, keywords and numbers:
//   tokenize.mjs);
// - `scoresheet check` as a whole process ≤ 2× a bare node process that reads and tokenizes the same file, in time
//   and in peak memory; 40,000 rounds cost ≤ 4.5× 10,000;
// - an edit inside one round of a 10,000-round sheet, and a line inserted in it: ≤ 10 ms until fresh diagnostics.
// Each for every game's log (logs.mjs): Doppelkopf, Coinche, Belote and Skat.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { beloteLog, coincheLog, doppelkopfLog, skatLog } from './logs.mjs';
import { loadBundled } from '../loadBundled.mjs';
import { readAndTokenize } from './tokenize.mjs';

const LOGS = [
  ['doppelkopf', doppelkopfLog],
  ['coinche', coincheLog],
  ['belote', beloteLog],
  ['skat', skatLog],
];

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
}

const fmt = (ms) => `${ms.toFixed(1)} ms`;
export const verdict = (ok) => (ok ? 'ok' : 'OVER BUDGET');

/**
 * Milliseconds of CPU (user + system, all threads of this process: the garbage collector's too) that `fn` takes:
 * unlike the wall clock, this does not count the time the process waits while other programs use the cores.
 */
export function cpuMs(fn) {
  const t0 = process.cpuUsage();
  fn();
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / 1000;
}

/** Median CPU time of `fn` over `repeat` runs after one warm-up run. */
function time(fn, repeat) {
  fn();
  const samples = [];
  for (let i = 0; i < repeat; i++) samples.push(cpuMs(fn));
  return median(samples);
}

export function inProcess({ analyzeScore, dir, rounds, repeat }) {
  console.log(
    `parse+score in one process: ${rounds} rounds per log, CPU time, median of ${repeat} runs (budget ≤ 10×)\n`,
  );
  console.log('log         tokens   read+tokenize  parse+score   ratio  rounds  problems');
  const files = {};
  for (const [name, make] of LOGS) {
    const file = join(dir, `${name}.score`);
    writeFileSync(file, make(rounds));
    files[name] = file;
    let tokens = 0;
    const baseline = time(() => {
      tokens = readAndTokenize(file);
    }, repeat);
    let counted = 0;
    let problems = 0;
    const full = time(() => {
      const a = analyzeScore(readFileSync(file, 'utf8'));
      counted = a.rounds.length;
      problems = a.problems.length;
    }, repeat);
    const ratio = full / baseline;
    console.log(
      `${name.padEnd(10)} ${String(tokens).padStart(7)}   ${fmt(baseline).padStart(13)}  ${fmt(full).padStart(11)}` +
        `  ${ratio.toFixed(1).padStart(5)}×  ${String(counted).padStart(6)}  ${String(problems).padStart(8)}  ` +
        verdict(ratio <= 10),
    );
  }
  return files;
}

/** One run of `node [--require rss] ARGS`: wall time, and the child's own CPU time and peak memory. */
export function run(args) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--import', new URL('./rss.mjs', import.meta.url).href, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const wall = performance.now() - t0;
  const m = /BENCH cpu=([0-9.]+) rss=([0-9]+)/.exec(r.stderr);
  if (!m) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr.slice(0, 500)}`);
  return { wall, cpu: Number(m[1]), rssMb: Number(m[2]) / 1024 };
}

/** A and B in turn, `repeat` pairs after a warm-up pair; medians, and the median of the pairwise ratios. */
function paired(a, b, repeat) {
  run(a);
  run(b);
  const ra = [];
  const rb = [];
  for (let i = 0; i < repeat; i++) {
    ra.push(run(a));
    rb.push(run(b));
  }
  const med = (rs, k) => median(rs.map((r) => r[k]));
  const ratio = (k) => median(ra.map((r, i) => r[k] / rb[i][k]));
  return {
    a: { wall: med(ra, 'wall'), cpu: med(ra, 'cpu'), rss: med(ra, 'rssMb') },
    b: { wall: med(rb, 'wall'), cpu: med(rb, 'cpu'), rss: med(rb, 'rssMb') },
    wall: ratio('wall'),
    cpu: ratio('cpu'),
    rss: ratio('rssMb'),
  };
}

export function processCheck({ cli, dir, files, repeat }) {
  const tokenize = new URL('./tokenize.mjs', import.meta.url).pathname;
  console.log(
    `\nscoresheet check as a process vs node reading and tokenizing the same file, median of ${repeat} pairs ` +
      '(budget ≤ 2× in time and in peak memory)\n',
  );
  console.log('log          check: wall     cpu    peak   | node+tokens: wall    cpu    peak  | ratio wall  cpu  peak');
  for (const [name, file] of Object.entries(files)) {
    const p = paired([cli, 'check', file], [tokenize, file], repeat);
    console.log(
      `${name.padEnd(10)} ${fmt(p.a.wall).padStart(12)} ${fmt(p.a.cpu).padStart(9)} ` +
        `${p.a.rss.toFixed(0).padStart(4)} MB |` +
        ` ${fmt(p.b.wall).padStart(14)} ${fmt(p.b.cpu).padStart(9)} ${p.b.rss.toFixed(0).padStart(4)} MB |` +
        ` ${p.wall.toFixed(2).padStart(6)}× ${p.cpu.toFixed(2).padStart(4)}× ${p.rss.toFixed(2).padStart(4)}×  ` +
        verdict(p.wall <= 2 && p.rss <= 2),
    );
  }
  // Scaling: a log four times as long costs at most 4.5 times as much.
  const big = join(dir, 'doppelkopf-40k.score');
  writeFileSync(big, doppelkopfLog(40000));
  const s = paired([cli, 'check', big], [cli, 'check', files.doppelkopf], repeat);
  console.log(
    `\n40,000 rounds: check ${fmt(s.a.wall)}, peak ${s.a.rss.toFixed(0)} MB; 10,000 rounds: ${fmt(s.b.wall)}, ` +
      `peak ${s.b.rss.toFixed(0)} MB → ${s.wall.toFixed(2)}× (budget ≤ 4.5×) ${verdict(s.wall <= 4.5)}`,
  );
}

/**
 * `s` made one flat string before the clock starts. A string glued from slices is a rope that V8 copies into one
 * piece the first time it is read (about 3 ms for this sheet); an editor hands over a flat string (VS Code builds
 * each text from its lines), so that copy is not the engine's work.
 */
export function flat(s) {
  s.charCodeAt(0);
  return s;
}

/** How many inserts after the first are printed on their own: those that run before V8 optimises the path. */
const COLD = 5;

/** How many times each game's sheet is opened afresh for its first insert (one sample is at the mercy of a GC). */
const OPENINGS = 5;

/**
 * A full garbage collection (`node --expose-gc`, as `npm run bench` runs; without the flag it is switched on here), so
 * that the garbage of what ran before (another game's sheet, an earlier opening) is not collected inside a sample.
 */
export function fullGc() {
  if (typeof globalThis.gc !== 'function') {
    setFlagsFromString('--expose-gc');
    globalThis.gc = runInNewContext('gc');
  }
  globalThis.gc();
}

/** `a–b ms`: the smallest and largest of `xs`. */
const range = (xs) => `${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)} ms`;

/** Where typing happens in each log: the first number of round N/2's `cards` line. */
const CARDS = { doppelkopf: 'cards re ', coinche: 'cards NS ', belote: 'cards Nord-Süd ', skat: 'cards ' };

/** Round `k` (1-based) of a generated log: its `round` line (numbered in Doppelkopf, bare in the others). */
export function roundAt(text, k) {
  let at = -1;
  for (let i = 0; i < k; i++) at = text.indexOf('\nround', at + 1);
  return at;
}

/**
 * Typing in round `k` of `text` through `analyzer` (which has analysed `text`), CPU time of each analysis: the last
 * digit of the first number of its `cards` line changed and changed back, `samples` times (the points move by a
 * few, as a typo does); then a line added below that line and removed again, `samples` times after a first one.
 */
export function typeInRound(analyzer, text, k, cards, samples) {
  const d = cardsDigit(text, k, cards);
  const digit = (t, c) => flat(t.slice(0, d) + c + t.slice(d + 1));
  const typing = [];
  for (let i = 0; i < samples; i++) {
    const next = digit(text, String((Number(text[d]) + 1 + (i % 2)) % 10));
    typing.push(cpuMs(() => analyzer.analyze(next)));
  }
  // A new line in that round (Enter, then a comment): every later round moves down one line, and back up when
  // the line is removed again. The first move after opening also collects each later round's positions. As many
  // samples as the typing above: the first few run before V8 has optimised this path (printed on their own), and
  // with fewer the median fell on them in some runs.
  const inserted = [];
  let first = 0;
  for (let i = 0; i <= samples; i++) {
    const next = withLine(text, d, i);
    analyzer.analyze(text);
    const ms = cpuMs(() => analyzer.analyze(next));
    if (i === 0) first = ms;
    else inserted.push(ms);
  }
  return { typing, inserted, first };
}

/** Where the last digit of the first number of round `k`'s `cards` line is in `text`. */
function cardsDigit(text, k, cards) {
  const at = roundAt(text, k);
  const found = text.indexOf(cards, at);
  if (at < 0 || found < 0) throw new Error(`round ${k} has no "${cards}" line`);
  let d = found + cards.length;
  while (/[0-9]/.test(text[d + 1])) d++;
  return d;
}

/** `text` with the `i`th comment line inserted below the line that has position `d` (a flat string). */
function withLine(text, d, i) {
  const lineEnd = text.indexOf('\n', d);
  return flat(`${text.slice(0, lineEnd)}\n  # noted ${i % 2 ? 'later' : 'at once'}${text.slice(lineEnd)}`);
}

/**
 * The first line inserted after opening the sheet, `openings` times, each time in a fresh analyser after a full GC:
 * the CPU time of each first insert, with all the work the engine does on its first move (each later round's
 * positions collected, paths V8 has not optimised yet). Only the opening's own analysis is not timed.
 */
export function firstInserts(createAnalyzer, text, k, cards, openings) {
  const next = withLine(text, cardsDigit(text, k, cards), 0);
  const out = [];
  for (let i = 0; i < openings; i++) {
    fullGc();
    const analyzer = createAnalyzer('score');
    analyzer.analyze(text);
    out.push(cpuMs(() => analyzer.analyze(next)));
  }
  return out;
}

/**
 * Edits inside one round in the middle of a 10,000-round sheet of each game, as typing does, through one document
 * analyser: a digit of the round's card points changed and changed back (which moves every later running total, in
 * Belote and Coinche may move a game's end, and in Skat may turn a game from won to lost), then a line added and
 * removed again.
 */
export function incremental({ createAnalyzer, rounds, repeat, games = LOGS.map(([g]) => g) }) {
  const n = rounds.toLocaleString('en');
  for (const [game, make] of LOGS) {
    if (!games.includes(game)) continue;
    const text = make(rounds);
    const k = Math.floor(rounds / 2) + 1;
    // The first insert after opening, measured first, on sheets opened afresh (median and max of OPENINGS).
    const firsts = firstInserts(createAnalyzer, text, k, CARDS[game], OPENINGS);
    fullGc();
    const analyzer = createAnalyzer('score');
    analyzer.analyze(text);
    const { typing, inserted } = typeInRound(analyzer, text, k, CARDS[game], repeat * 4);
    const t = median(typing);
    const ins = median(inserted);
    const first = median(firsts);
    // Doppelkopf keeps the line the issue names; the other games say which they are.
    const sheet = game === 'doppelkopf' ? `${n}-round sheet` : `${n}-round ${game} sheet`;
    console.log(`\nedit in a ${sheet}: ${t.toFixed(1)} ms of CPU (budget ≤ 10 ms) ${verdict(t <= 10)}`);
    console.log(
      `insert a line in a ${sheet}: ${ins.toFixed(1)} ms of CPU (budget ≤ 10 ms) ${verdict(ins <= 10)}` +
        ` (the next ${COLD} after the first: ${range(inserted.slice(0, COLD))})`,
    );
    console.log(
      `first insert after opening a ${sheet}: ${first.toFixed(1)} ms of CPU, median of ${OPENINGS} openings ` +
        `(max ${Math.max(...firsts).toFixed(1)} ms) (budget ≤ 10 ms) ${verdict(first <= 10)}`,
    );
  }
}

/** The engine bundled from the sources into `dir` and loaded (what both bench entry points measure). */
export function bundledEngine(dir) {
  return loadBundled('src/analysis/analyze.ts', join(dir, 'analyze.cjs'));
}
