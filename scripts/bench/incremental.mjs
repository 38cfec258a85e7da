// The incremental part of `npm run bench` alone, on the engine bundled from the sources:
// `node scripts/bench/incremental.mjs [game…]` (BENCH_ROUNDS, BENCH_REPEAT as for the whole bench).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundledEngine, incremental } from './engine.mjs';

const dir = mkdtempSync(join(tmpdir(), 'scoresheet-incr-'));
try {
  const engine = await bundledEngine(dir);
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
