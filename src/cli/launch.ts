// `scoresheet`'s process entry (dist/cli.js): runs the CLI (dist/cli-main.js) on a worker thread with a small young
// generation, `lsp` on this thread.
//
// Why: checking a long sheet keeps nearly everything it builds until the end, so the young generation only copies
// survivors; node sizes it for short-lived garbage (up to 16 MB per semi-space) and cannot be resized once the process
// runs. A 1 MB semi-space on a 10,000-round sheet: about 15% less CPU and 15 MB less peak memory, for the few ms a
// worker takes to start. This file stays tiny so the bundle is compiled once, on the worker.

import { join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { Worker } from 'node:worker_threads';

/** The CLI's young generation (V8 gives a third of it to each semi-space). */
const YOUNG_GENERATION_MB = 3;

const main = join(__dirname, 'cli-main.js');
const argv = process.argv.slice(2);

if (argv[0] === 'lsp') {
  // The language server reads stdin for as long as the editor runs it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(main).main(argv);
} else {
  const worker = new Worker(main, {
    argv,
    resourceLimits: {
      maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
      // The same room for old objects as this process has (a worker's default can be smaller).
      maxOldGenerationSizeMb: Math.ceil(getHeapStatistics().heap_size_limit / 2 ** 20),
    },
  });
  // The worker's process.exitCode is its exit code; an uncaught error is thrown here, as the CLI's own would be.
  worker.on('exit', (code) => {
    process.exitCode = code;
  });
}
