// Real headless Chromium for the view's browser tests: bundles webview/main.ts, serves it under the extension's own
// HTML and CSP, dresses the page in one of VS Code's four theme kinds (test/webview/themes; on opening, or an open page
// with restyle), and records every console error, page error and CSP violation.

import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import type { HostMessage } from '../../src/protocol';
import { settlementHtml } from '../../src/extension/settlement/settlementHtml';
import { buildViewBundles, CHROMIUM, EXPORT_JS, FLAGS, hasChromium, root, VIEW_JS } from './viewBundles';

export { CHROMIUM, FLAGS, hasChromium, root };
/** Why the browser tests skip, when they do: the run's summary repeats it, and CI fails on it. */
export const NO_CHROMIUM = hasChromium
  ? undefined
  : `webview browser tests skipped: no chromium at ${CHROMIUM} — apt-get install -y chromium`;

/** Call in a browser suite: without Chromium each test skips with the reason (never silently). */
export function skipWithoutChromium(ctx: { skip: (condition: boolean, note?: string) => void }): void {
  ctx.skip(!hasChromium, NO_CHROMIUM);
}

/**
 * The run's one Chromium (test/setup/browser.ts), connected; without it (a file run outside the project 'browser')
 * one launched for the file. Close it after the file's tests: a connected one then closes the contexts and pages
 * this file opened, and disconnects.
 */
export async function openBrowser(): Promise<Browser> {
  const endpoint = inject('sharedBrowser')?.endpoint;
  return endpoint
    ? chromium.connect(endpoint)
    : chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
}

/**
 * The folder with the views' bundles (viewBundles.ts): the run's, built once (test/setup/browser.ts); without them
 * built into `dir`, a temporary folder of the file's.
 */
export async function viewBundles(dir: string): Promise<string> {
  const shared = inject('sharedBrowser')?.bundles;
  if (shared) return shared;
  await buildViewBundles(dir);
  return dir;
}

/** The exported page's script (dist/export.js as the build makes it); see viewBundles. */
export async function exportScript(dir: string): Promise<string> {
  return readFileSync(join(await viewBundles(dir), EXPORT_JS), 'utf8');
}

/** VS Code's four theme kinds: the variables file and the body class VS Code puts on a webview. */
export const THEMES = {
  light: { css: 'light.css', kind: 'vscode-light' },
  dark: { css: 'dark.css', kind: 'vscode-dark' },
  hc: { css: 'hc.css', kind: 'vscode-high-contrast' },
  'hc-light': { css: 'hc-light.css', kind: 'vscode-high-contrast-light' },
} as const;
export type ThemeName = keyof typeof THEMES;
export const THEME_NAMES = Object.keys(THEMES) as ThemeName[];

export interface Watched {
  page: Page;
  problems: string[];
}

export interface Harness {
  origin: string;
  browser: Browser;
  open(options?: { width?: number; height?: number; theme?: ThemeName }): Promise<Watched>;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  // The view as the build bundles it, so a test never runs a stale dist/.
  const dir = mkdtempSync(join(tmpdir(), 'scoresheet-view-'));
  const bundles = await viewBundles(dir);
  let origin = '';
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    if (path === '/') {
      const theme = THEMES[(url.searchParams.get('theme') ?? '') as ThemeName];
      let page = settlementHtml({
        cspSource: origin,
        scriptUri: `${origin}/dist/webview.js`,
        styleUri: `${origin}/media/settlement.css`,
        nonce: 'bmb25jZQ',
        title: 'Settlement',
      });
      if (theme) {
        // What VS Code does to every webview: the theme's variables on the document, the theme kind on the body.
        page = page
          .replace('<link rel="stylesheet"', `<link rel="stylesheet" nonce="bmb25jZQ" href="/themes/${theme.css}">\n$&`)
          .replace('<body>', `<body class="${theme.kind}" data-vscode-theme-kind="${theme.kind}">`);
      }
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(page);
    } else if (path === '/dist/webview.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(readFileSync(join(bundles, VIEW_JS)));
    } else if (path === '/media/settlement.css') {
      res.writeHead(200, { 'content-type': 'text/css' });
      res.end(readFileSync(join(root, 'media/settlement.css')));
    } else if (/^\/themes\/[\w-]+\.css$/.test(path)) {
      res.writeHead(200, { 'content-type': 'text/css' });
      res.end(readFileSync(join(root, 'test/webview', path)));
    } else res.writeHead(204).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const browser = await openBrowser();

  return {
    origin,
    browser,
    async open({ width = 900, height = 800, theme } = {}) {
      const page = await browser.newPage({ viewport: { width, height } });
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      page.on('dialog', (d) => {
        problems.push(`dialog: ${d.message()}`);
        void d.dismiss();
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
        );
        // Stands in for VS Code's webview API: what the view posts is recorded in window.__posted.
        const w = window as unknown as { __posted: unknown[]; acquireVsCodeApi: () => unknown };
        w.__posted = [];
        w.acquireVsCodeApi = () => ({
          postMessage: (m: unknown) => w.__posted.push(m),
          getState: () => undefined,
          setState: () => undefined,
        });
      });
      await page.goto(`${origin}/${theme ? `?theme=${theme}` : ''}`);
      await page.waitForFunction(() => customElements.get('scoresheet-settlement') !== undefined);
      return { page, problems };
    },
    async close() {
      await browser.close();
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Post a host message and wait until the app has rendered it (and every element below it has updated). */
export async function send(page: Page, message: HostMessage): Promise<void> {
  await postAndSettle(page, message);
}

/** Waits until every element of the app has updated (the elements an update creates too), and two frames more. */
export async function settle(page: Page): Promise<void> {
  await postAndSettle(page, null);
}

async function postAndSettle(page: Page, message: HostMessage | null): Promise<void> {
  await page.evaluate(async (m) => {
    if (m) window.postMessage(m, '*');
    await new Promise((r) => setTimeout(r, 0));
    const settle = async (node: Element | ShadowRoot): Promise<void> => {
      for (const el of Array.from(node.querySelectorAll('*'))) {
        const done = (el as Element & { updateComplete?: Promise<unknown> }).updateComplete;
        if (done) await done;
        if (el.shadowRoot) await settle(el.shadowRoot);
      }
    };
    await settle(document.body);
    await settle(document.body); // elements created by the first pass
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  }, message);
}

/**
 * Dresses an open page in another theme kind and width without reloading it, as VS Code changes a webview's theme
 * while it is open: the theme's variables file in place of the last one, its kind on the body; then waits until the
 * view has laid itself out again (the chart measures its width).
 */
export async function restyle(page: Page, look: { theme: ThemeName; width: number; height?: number }): Promise<void> {
  const height = look.height ?? page.viewportSize()?.height ?? 800;
  await page.setViewportSize({ width: look.width, height });
  await page.evaluate(
    async ({ theme, kinds }) => {
      const link = document.querySelector<HTMLLinkElement>('link[href^="/themes/"]');
      if (link?.getAttribute('href') !== `/themes/${theme.css}`) {
        const next = document.createElement('link');
        next.rel = 'stylesheet';
        next.nonce = 'bmb25jZQ';
        const loaded = new Promise((resolve, reject) => {
          next.onload = resolve;
          next.onerror = () => reject(new Error(`theme ${theme.css} did not load`));
        });
        next.href = `/themes/${theme.css}`;
        if (link) link.replaceWith(next);
        else document.head.querySelector('link[rel="stylesheet"]')!.before(next);
        await loaded;
      }
      document.body.classList.remove(...kinds);
      document.body.classList.add(theme.kind);
      document.body.dataset.vscodeThemeKind = theme.kind;
    },
    { theme: THEMES[look.theme], kinds: THEME_NAMES.map((t) => THEMES[t].kind) },
  );
  await settle(page);
}

/** Waits until the sheet's header row is rendered (virtualised rows appear only once scrolled into view). */
export async function waitForSheet(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !!document
        .querySelector('scoresheet-settlement')
        ?.shadowRoot?.querySelector('scoresheet-sheet')
        ?.shadowRoot?.querySelector('.head [role="row"]'),
  );
}
