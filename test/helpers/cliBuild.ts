// The CLI bundled as the build bundles it (scripts/build.mjs), for the tests that run it as a process
// (test/helpers/cliProcess.ts): built once per run by test/setup/cliBundle.ts.
import * as esbuild from 'esbuild';
import { APART_ENTRIES, cliApart } from '../../scripts/cliBundles.mjs';

/**
 * Bundles the CLI into `dir` as dist/ has it: cli.js sets the young generation up and runs cli-main.js
 * (src/cli/launch.ts), which loads what only some commands need from files of their own beside it
 * (scripts/cliBundles.mjs).
 */
export async function buildCli(dir: string): Promise<void> {
  await esbuild.build({
    entryPoints: { cli: 'src/cli/launch.ts', 'cli-main': 'src/cli/main.ts' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outdir: dir,
    banner: { js: '#!/usr/bin/env node' },
    define: { SCORESHEET_VERSION: '"test"' },
    logLevel: 'error',
    plugins: [cliApart],
  });
  await esbuild.build({
    entryPoints: APART_ENTRIES,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outdir: dir,
    logLevel: 'error',
  });
}
