// A TypeScript entry point bundled for node (CommonJS) into `outfile` and loaded: how the scripts run the project's
// sources without a build step of their own.
import * as esbuild from 'esbuild';
import { createRequire } from 'node:module';

/** The module `entry` (a path from the project root) exports, bundled into `outfile` first. */
export async function loadBundled(entry, outfile) {
  await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile,
    logLevel: 'error',
  });
  return createRequire(import.meta.url)(outfile);
}
