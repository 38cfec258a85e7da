// `npm run bench`: parse and score a generated 10,000-round log, next to a baseline that only
// reads the text and splits it into tokens with a regular expression. A benchmark, not a test.
import * as esbuild from 'esbuild';
import { mkdtempSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
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
} finally {
  rmSync(dir, { recursive: true, force: true });
}
