// The browser tests' Chromium and the views' scripts, bundled here with the options of scripts/build.mjs so a test
// never runs a stale dist/. Vitest's globalSetup for the browser tests (test/setup/browser.ts) launches the one
// Chromium and builds the bundles once for the whole run; these are also what a test file falls back on without it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const root = fileURLToPath(new URL('../../', import.meta.url));

/** The bundles' file names in their folder. */
export const VIEW_JS = 'webview.js';
export const EXPORT_JS = 'export.js';

/** The settlement view (dist/webview.js) and the exported page's script (dist/export.js), built into `dir`. */
export async function buildViewBundles(dir: string): Promise<void> {
  await Promise.all([
    esbuild.build({
      entryPoints: [join(root, 'webview/main.ts')],
      outfile: join(dir, VIEW_JS),
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      logLevel: 'silent',
    }),
    esbuild.build({
      entryPoints: [join(root, 'webview/export.ts')],
      outfile: join(dir, EXPORT_JS),
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2020',
      minify: true,
      logLevel: 'silent',
    }),
  ]);
}

/** What the globalSetup hands every browser test file. */
export interface SharedBrowser {
  /** The running Chromium's endpoint for playwright's `chromium.connect`; none without Chromium. */
  endpoint?: string;
  /** The folder with VIEW_JS and EXPORT_JS. */
  bundles: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    sharedBrowser?: SharedBrowser;
  }
}
