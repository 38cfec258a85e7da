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
    hookTimeout: 120_000,
    setupFiles: ['./test/setup/quietLit.ts'],
    // The default summary, then every skipped test with its reason (and, in CI, a failure for it).
    reporters: ['default', './test/setup/skipReporter.ts'],
  },
});
