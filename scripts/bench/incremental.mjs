// The incremental part of `npm run bench` alone, on the engine bundled from the sources:
// `node scripts/bench/incremental.mjs [game…]` (BENCH_ROUNDS, BENCH_REPEAT as for the whole bench).
import * as esbuild from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { incremental } from './engine.mjs';

const dir = mkdtempSync(join(tmpdir(), 'scoresheet-incr-'));
try {
  const lib = join(dir, 'analyze.cjs');
  await esbuild.build({
    entryPoints: ['src/engine/analyze.ts'],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile: lib,
    logLevel: 'error',
  });
  const engine = createRequire(import.meta.url)(lib);
  console.log(
    `load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const games = process.argv.slice(2);
  incremental({
    createAnalyzer: engine.createAnalyzer,
    rounds: Number(process.env.BENCH_ROUNDS ?? 10000),
    repeat: Number(process.env.BENCH_REPEAT ?? 7),
    ...(games.length ? { games } : {}),
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
