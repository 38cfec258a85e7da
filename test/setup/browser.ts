// Vitest globalSetup of the browser tests (the project 'browser' in vitest.config.mts): one headless Chromium and one
// build of the views' bundles for all their files, instead of a launch and two esbuild builds in each. A file
// connects to the Chromium and opens its own contexts and pages (test/webview/browserHarness.ts, browserFor).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildViewBundles, CHROMIUM, FLAGS, hasChromium } from '../webview/viewBundles';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const bundles = mkdtempSync(join(tmpdir(), 'scoresheet-views-'));
  const [server] = await Promise.all([
    hasChromium ? chromium.launchServer({ executablePath: CHROMIUM, args: FLAGS, headless: true }) : undefined,
    buildViewBundles(bundles),
  ]);
  project.provide('sharedBrowser', { endpoint: server?.wsEndpoint(), bundles });
  return async () => {
    await server?.close();
    rmSync(bundles, { recursive: true, force: true });
  };
}
