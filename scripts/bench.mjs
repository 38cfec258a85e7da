// `npm run bench`: the speed and memory budgets of the issues, each next to its yardstick. A benchmark, not a test:
// it prints figures (medians) and marks a figure over its budget; it never fails a build. Run after `npm run build`
// (the CLI is timed as shipped, dist/cli.js). BENCH_ROUNDS (10000) and BENCH_REPEAT (7) change the sizes.
import * as esbuild from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { incremental, inProcess, processCheck } from './bench/engine.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 7);

const dir = mkdtempSync(join(tmpdir(), 'scoresheet-bench-'));
try {
  console.log(
    `Scoresheet benchmark · node ${process.version} · ${cpus().length} cores · load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
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
  const files = inProcess({ analyzeScore: engine.analyzeScore, dir, rounds: ROUNDS, repeat: REPEAT });
  processCheck({ cli: new URL('../dist/cli.js', import.meta.url).pathname, dir, files, repeat: REPEAT });
  incremental({ createAnalyzer: engine.createAnalyzer, rounds: ROUNDS, repeat: REPEAT });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
