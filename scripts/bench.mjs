// `npm run bench`: the speed and memory budgets of the issues, each next to its yardstick. A benchmark, not a test:
// it prints figures (medians) and marks a figure over its budget; it never fails a build. Run after `npm run build`
// (the CLI is timed as shipped, dist/cli.js). BENCH_ROUNDS (10000) and BENCH_REPEAT (7) change the sizes;
// BENCH_SEASON_EVENINGS (100) and BENCH_SEASON_ROUNDS (60) the season's; the tournament's in bench/tournament.mjs.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundledEngine, incremental, inProcess, processCheck } from './bench/engine.mjs';
import { importBench } from './bench/import.mjs';
import { seasonBench } from './bench/season.mjs';
import { shapesBench } from './bench/shapes.mjs';
import { tournamentBench } from './bench/tournament.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 7);

const dir = mkdtempSync(join(tmpdir(), 'scoresheet-bench-'));
try {
  console.log(
    `Scoresheet benchmark · node ${process.version} · ${cpus().length} cores · load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  const engine = await bundledEngine(dir);
  const files = inProcess({ analyzeScore: engine.analyzeScore, dir, rounds: ROUNDS, repeat: REPEAT });
  const cli = new URL('../dist/cli.js', import.meta.url).pathname;
  processCheck({ cli, dir, files, repeat: REPEAT });
  incremental({ createAnalyzer: engine.createAnalyzer, rounds: ROUNDS, repeat: REPEAT });
  await shapesBench({ dir, cli, rounds: ROUNDS, repeat: REPEAT });
  importBench({ cli, dir, rounds: ROUNDS, repeat: REPEAT });
  // BENCH_SEASON=0 skips the season part.
  if (process.env.BENCH_SEASON !== '0') await seasonBench({ dir, repeat: REPEAT, cli });
  // BENCH_TOURNAMENT=0 skips the tournament part.
  if (process.env.BENCH_TOURNAMENT !== '0') await tournamentBench({ dir, repeat: REPEAT, cli });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
