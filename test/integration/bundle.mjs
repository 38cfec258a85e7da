// esbuild config for the integration suite: one bundle per extension host, `vscode` left to the host.
import * as esbuild from 'esbuild';
import { fileURLToPath } from 'node:url';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Bundle the suite for `host` ('web' or 'desktop') into `outfile`, a CommonJS module exporting `run()`. For the web,
 * `nodePaths` is where mocha and the `assert` and `process` polyfills are installed (the set-up's cache, not the
 * project's node_modules); the desktop bundle loads Node's own `assert` and, at run time, mocha from that cache.
 */
export async function bundleSuite({ host, outfile, nodePaths = [] }) {
  const web = host === 'web';
  await esbuild.build({
    entryPoints: [here(web ? './web.ts' : './desktop.ts')],
    outfile,
    bundle: true,
    format: 'cjs',
    platform: web ? 'browser' : 'node',
    target: web ? 'es2022' : 'node20',
    external: web ? ['vscode'] : ['vscode', 'mocha'],
    nodePaths,
    sourcemap: 'inline',
    logLevel: 'warning',
    ...(web
      ? {
          // Node's `assert` from npm (its trailing slash skips esbuild's built-in module check), `process` injected.
          alias: { assert: 'assert/' },
          inject: [here('./processShim.js')],
          define: { global: 'globalThis' },
        }
      : {}),
  });
}
