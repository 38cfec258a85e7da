// The shared page in real headless Chromium (issue 35 "Done when"): opened from file:// it loads nothing and violates
// no CSP directive; its QR code, read back with a QR decoder, is the log (or the viewer link that rebuilds it); the
// viewer rebuilds an evening from its fragment alone and refuses one that is no log; the page prints to A4 PDF with
// nothing cut off; axe finds nothing in en/de/fr, light and dark, at 320 and 1000 px (one page per document, its
// colour scheme and width changed in place).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import axe from 'axe-core';
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { viewerPageHtml } from '../../src/export/page';
import { readdirSync } from 'node:fs';
import { base64url, eveningPage, fromBase64url, seasonPage } from '../../src/export/share';
import { seasonFingerprint } from '../../src/export/page';
import { logFingerprint } from '../../src/text/sha256';
import { drawPng } from '../../src/node/browser';
import { shareCardSvg } from '../../src/export/card';
import {
  CHROMIUM,
  exportScript,
  hasChromium,
  openBrowser,
  root,
  settle,
  skipWithoutChromium,
} from '../webview/browserHarness';

let dir: string;
let script: string;
let browser: Browser | undefined;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'scoresheet-share-'));
  // dist/export.js as the build makes it (so the test never reads a stale dist/), and the run's Chromium.
  script = await exportScript(dir);
  if (hasChromium) browser = await openBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

const example = (name: string) => readFileSync(join(root, 'examples', name), 'utf8');

interface Opened {
  page: Page;
  problems: string[];
  requests: string[];
}

async function open(
  html: string,
  name: string,
  options: { hash?: string; width?: number; scheme?: 'light' | 'dark' } = {},
): Promise<Opened> {
  const file = join(dir, name);
  writeFileSync(file, html);
  const page = await browser!.newPage({
    viewport: { width: options.width ?? 1000, height: 900 },
    colorScheme: options.scheme ?? 'light',
  });
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on('request', (r) => requests.push(r.url()));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto(`file://${file}${options.hash ?? ''}`);
  await page.waitForSelector('body[data-ready="true"]');
  return { page, problems, requests };
}

/** The QR code drawn on the page, read back: its modules from the SVG path, drawn as pixels, decoded by jsQR. */
async function readQr(page: Page): Promise<string | undefined> {
  const drawn = await page.locator('#qr svg').evaluate((svg) => ({
    size: Number(svg.getAttribute('viewBox')!.split(' ')[2]),
    d: svg.querySelector('path')!.getAttribute('d')!,
  }));
  const scale = 4;
  const side = drawn.size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const m of drawn.d.matchAll(/M(\d+),(\d+)/g)) {
    const [c, r] = [Number(m[1]), Number(m[2])];
    for (let y = r * scale; y < (r + 1) * scale; y++)
      for (let x = c * scale; x < (c + 1) * scale; x++) pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
  }
  const read = jsQR(pixels, side, side);
  return read ? new TextDecoder().decode(new Uint8Array(read.binaryData)) : undefined;
}

describe('the shared page in headless Chromium', () => {
  beforeEach(skipWithoutChromium);

  it('opens from file:// with no request and no CSP violation; its QR code is the log itself', async () => {
    const log = example('coinche-partie.score');
    const { html } = eveningPage({ log, fileName: 'coinche-partie.score', script, lang: 'fr' });
    const { page, problems, requests } = await open(html, 'partie.html');
    expect(requests).toEqual([expect.stringMatching(/^file:\/\/.*partie\.html$/)]);
    expect(problems).toEqual([]);
    expect(await page.locator('#qr').getAttribute('data-qr')).toBe('log');
    expect(await readQr(page)).toBe(log);
    // No editor here: no row offers to show itself in one (review D5), and the log scrolls by keyboard too (D7).
    const sheet = await page.locator('scoresheet-settlement').evaluate((app) => {
      const root = app.shadowRoot!.querySelector('scoresheet-sheet')!.shadowRoot!;
      const row = root.querySelector('.body [role="row"]')!;
      return {
        text: root.textContent ?? '',
        describedBy: row.getAttribute('aria-describedby'),
        title: row.getAttribute('title'),
      };
    });
    expect(sheet.text).not.toMatch(/éditeur/);
    expect(sheet.describedBy).toBeNull();
    expect(sheet.title ?? '').not.toMatch(/éditeur/);
    expect(await page.locator('footer pre').getAttribute('tabindex')).toBe('0');
    await page.close();
  });

  it('with --viewer: the QR code is the viewer link, whose fragment inflates to the log', async () => {
    const log = example('doppelkopf-evening.score');
    const viewer = 'https://scores.example.org/viewer.html';
    const { html } = eveningPage({ log, fileName: 'doppelkopf-evening.score', script, lang: 'de', viewer });
    const { page, problems } = await open(html, 'evening.html');
    expect(problems).toEqual([]);
    const link = (await readQr(page))!;
    expect(link.startsWith(`${viewer}#lang=de&log=`)).toBe(true);
    expect(inflateRawSync(fromBase64url(link.split('&log=')[1])!).toString('utf8')).toBe(log);
    await page.close();
  });

  it('the viewer rebuilds the evening from the fragment alone, offline', async () => {
    const log = example('doppelkopf-evening.score');
    const hash = `#lang=en&log=${base64url(new Uint8Array(deflateRawSync(Buffer.from(log))))}`;
    const { page, problems, requests } = await open(viewerPageHtml(script), 'viewer.html', { hash });
    expect(problems).toEqual([]);
    expect(requests).toHaveLength(1);
    const summary = await page
      .locator('scoresheet-settlement')
      .evaluate((app) => app.shadowRoot!.querySelector('scoresheet-summary')!.shadowRoot!.textContent ?? '');
    // The paper sheet's last checkpoint: Anna 9, Ben −27, Clara −7, Dora 25; Dora receives 1.25 EUR from Ben.
    for (const t of ['Anna', 'Ben', '−27', 'Dora', '25', '1.25']) expect(summary).toContain(t);
    expect(await page.locator('#fingerprint').textContent()).toContain('ee4bb1a2');
    await page.close();
  });

  it('the viewer refuses a fragment that is no log, says why, and runs nothing from it', async () => {
    const markup = '<img src=x onerror="window.ran=1"><script>window.ran=1</script>';
    const cases = [
      // Not base64url at all.
      ['#log=<script>', 'is not a log written by Scoresheet'],
      // base64url of the markup itself, not deflated.
      [`#log=${base64url(new TextEncoder().encode(markup))}`, 'is not a log written by Scoresheet'],
      // Deflated markup: text, but no "game" line.
      [`#log=${base64url(new Uint8Array(deflateRawSync(Buffer.from(markup))))}`, 'has no "game" line'],
    ];
    for (const [hash, why] of cases) {
      const { page, problems } = await open(viewerPageHtml(script), 'viewer.html', { hash });
      const alert = await page.locator('#viewer-message [role="alert"]').textContent();
      expect(alert).toContain('This address holds no score sheet');
      expect(alert).toContain(why);
      expect(await page.evaluate(() => (window as unknown as { ran?: number }).ran)).toBeUndefined();
      expect(await page.locator('img').count()).toBe(0);
      expect(problems).toEqual([]);
      await page.close();
    }
  });

  it('a season page: the Season tab, every evening with its fingerprint, the season’s fingerprint', async () => {
    const folder = join(root, 'examples/season-2026');
    const files = readdirSync(folder).map((file) => ({ file, text: readFileSync(join(folder, file), 'utf8') }));
    const { html } = seasonPage({ folder: 'season-2026', files, script, lang: 'en' });
    const { page, problems, requests } = await open(html, 'season.html');
    expect(problems).toEqual([]);
    expect(requests).toHaveLength(1);
    const evenings = files.filter((f) => f.file !== 'season.score');
    const rows = await page.locator('.export-table tbody tr').allTextContents();
    expect(rows).toHaveLength(6);
    expect(rows[0]).toBe(`2026-01-16.score2026-01-16${logFingerprint(evenings[0].text)}`);
    expect(await page.locator('#fingerprint').textContent()).toContain(seasonFingerprint(evenings.map((e) => e.text)));
    const tab = await page
      .locator('scoresheet-settlement')
      .evaluate(
        (app) =>
          app.shadowRoot!.querySelector('scoresheet-tabs')?.shadowRoot?.querySelector('[aria-selected="true"]')
            ?.textContent,
      );
    expect(tab).toContain('Season (6 evenings)');
    await page.close();
  });

  it('draws the share card as PNG at twice its size (settle --format png, Save as image)', () => {
    const card = shareCardSvg({
      title: 'Doppelkopf bei Clara',
      subtitle: 'Doppelkopf',
      heading: 'Totals',
      rowsLine: '',
      rows: [{ rank: 1, name: 'Dora', value: '+25', sign: 1 }],
      pays: [],
      paysLine: '',
      paysHeading: 'Who pays whom',
      fingerprint: 'Fingerprint of the log: ee4bb1a2',
    });
    const drawn = drawPng(card.svg, card.width, card.height, { CHROME_PATH: CHROMIUM });
    if (!('png' in drawn)) throw new Error(JSON.stringify(drawn));
    const png = Buffer.from(drawn.png);
    // The PNG signature, then the IHDR chunk: width and height as big-endian 32-bit numbers at bytes 16 and 20.
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.readUInt32BE(16)).toBe(2 * card.width);
    expect(png.readUInt32BE(20)).toBe(2 * card.height);
  }, 60_000);

  it('prints to A4 PDF: the list instead of the sheet, nothing wider than the page', async () => {
    const log = example('doppelkopf-evening.score');
    const { html } = eveningPage({ log, fileName: 'doppelkopf-evening.score', script, lang: 'de' });
    const { page } = await open(html, 'print.html');
    await page.emulateMedia({ media: 'print' });
    // A4 is 210 mm wide; the page's margins are 12 mm each side: 186 mm = 703 CSS px at 96 px to the inch.
    await page.setViewportSize({ width: 703, height: 1000 });
    const layout = await page.evaluate(() => {
      const list = document.querySelector('.export-print') as HTMLElement;
      const app = document.querySelector('scoresheet-settlement')!.shadowRoot!;
      const chart = app.querySelector('[part="chart"]')!;
      return {
        chartRight: chart.getBoundingClientRect().right,
        chartSvgRight: chart.querySelector('scoresheet-chart')!.getBoundingClientRect().right,
        sheetShown: getComputedStyle(app.querySelector('[part="sheet"]')!).display !== 'none',
        background: getComputedStyle(document.body).backgroundColor,
        scroll: document.documentElement.scrollWidth,
        listShown: getComputedStyle(list).display !== 'none',
        listRows: list.querySelectorAll('tbody tr').length,
        shaded: list.querySelectorAll('tbody tr.shaded').length,
        widest: Math.max(
          ...Array.from(document.querySelectorAll('.export-print *, .export-qr *')).map(
            (e) => e.getBoundingClientRect().right,
          ),
        ),
      };
    });
    expect(layout.listShown).toBe(true);
    expect(layout.sheetShown).toBe(false);
    expect(layout.chartRight).toBeLessThanOrEqual(703);
    expect(layout.chartSvgRight).toBeLessThanOrEqual(703);
    expect(layout.background).toBe('rgb(255, 255, 255)');
    expect(layout.listRows).toBe(26);
    expect(layout.shaded).toBeGreaterThan(0);
    expect(layout.scroll).toBeLessThanOrEqual(703);
    expect(layout.widest).toBeLessThanOrEqual(703);
    const pdf = Buffer.from(await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
    const pages = pdf.match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(6);
    await page.close();
  });
});

/**
 * axe's WCAG 2.1 A/AA and best-practice violations on the open page and a sideways scroll, in each colour scheme and
 * width: the page stays open and only its look changes (prefers-color-scheme and the viewport, as when a reader's
 * system turns dark or the window narrows), each checked once it has laid itself out again.
 */
async function axeFindings(page: Page, looks: { scheme: 'light' | 'dark'; width: number }[]): Promise<string[]> {
  const found: string[] = [];
  await page.evaluate(axe.source);
  for (const { scheme, width } of looks) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(scheme === 'dark');
    expect(await page.evaluate(() => window.innerWidth)).toBe(width);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    if (overflow > width) found.push(`${scheme} ${width}: scrolls sideways (${overflow} px)`);
    const violations = await page.evaluate(async () => {
      const a = (window as unknown as { axe: typeof axe }).axe;
      const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
      const r = await a.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
    });
    found.push(...violations.map((v) => `${scheme} ${width}: ${v}`));
  }
  return found;
}

describe('axe on the exported page: en/de/fr, light and dark, 320 and 1000 px', () => {
  beforeEach(skipWithoutChromium);

  it('the season page and the viewer’s refusal (en, light and dark, 320 px)', async () => {
    const folder = join(root, 'examples/season-2026');
    const files = readdirSync(folder).map((file) => ({ file, text: readFileSync(join(folder, file), 'utf8') }));
    const { html } = seasonPage({ folder: 'season-2026', files, script, lang: 'en' });
    const looks = [
      { scheme: 'light', width: 320 },
      { scheme: 'dark', width: 320 },
    ] as const;
    const found: string[] = [];
    const season = await open(html, 'axe-season.html', { width: 320 });
    found.push(...(await axeFindings(season.page, [...looks])).map((f) => `season ${f}`));
    await season.page.close();
    const viewer = await open(viewerPageHtml(script), 'axe-viewer.html', { width: 320, hash: '#log=x' });
    found.push(...(await axeFindings(viewer.page, [...looks])).map((f) => `viewer ${f}`));
    await viewer.page.close();
    expect(found).toEqual([]);
  }, 120_000);

  for (const [lang, name] of [
    ['en', 'doppelkopf-evening.score'],
    ['de', 'doppelkopf-abend.score'],
    ['fr', 'coinche-partie.score'],
  ] as const)
    it(`${lang}: ${name}`, async () => {
      const { html } = eveningPage({ log: example(name), fileName: name, script, lang });
      const { page } = await open(html, `axe-${lang}.html`, { width: 320 });
      await page.evaluate(() => document.querySelector('details')?.setAttribute('open', ''));
      const looks = (['light', 'dark'] as const).flatMap((scheme) => [320, 1000].map((width) => ({ scheme, width })));
      expect(await axeFindings(page, looks)).toEqual([]);
      await page.close();
    }, 120_000);
});
