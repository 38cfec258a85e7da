import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Only tests see this: the extension's glue runs against a small test double of the `vscode` module.
    alias: { vscode: fileURLToPath(new URL('./test/helpers/vscodeStub.ts', import.meta.url)) },
  },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Guards against a hang, not time limits: on a busy 2-core machine the engine fuzz test alone
    // took 31 s (14 s otherwise), and a test must not fail because another job shares the CPU.
    testTimeout: 120_000,
    // Two test files at a time at least. Vitest's default, one worker fewer than the cores, runs one file at a time on
    // a 2-core machine, though its main process mostly waits: the suite took 580 s so. Each file still runs in a
    // process of its own (pool 'forks'; 'threads' saved no time measurably here, and forks keep each file's process
    // state its own).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 120_000,
    setupFiles: ['./test/setup/quietLit.ts', './test/setup/games.ts'],
    // The default summary, then every skipped test with its reason (and, in CI, a failure for it).
    reporters: ['default', './test/setup/skipReporter.ts'],
  },
});
