// The exported page of a points evening, opened from disk in headless Chromium: it recomputes the evening from the
// embedded log (examples/points-romme.score) and shows the sheet with the game Jens wins, the totals and who pays whom.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exportPageHtml } from '../../src/export/page';
import { exportScript, hasChromium, openBrowser, root, skipWithoutChromium } from '../webview/browserHarness';

let dir: string;
let script: string;
let browser: Browser | undefined;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'scoresheet-points-export-'));
  // dist/export.js as the build makes it (so the test never reads a stale dist/), and the run's Chromium.
  script = await exportScript(dir);
  if (hasChromium) browser = await openBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the exported page of a points evening (headless Chromium)', () => {
  beforeEach(skipWithoutChromium);

  it('recomputes the evening: the game won, the totals, who pays whom; no error', async () => {
    const log = readFileSync(join(root, 'examples/points-romme.score'), 'utf8');
    const { html, fingerprint } = exportPageHtml({
      content: { kind: 'evening', log, fileName: 'points-romme.score' },
      script,
      title: 'Rommé',
    });
    const file = join(dir, `${fingerprint}.html`);
    writeFileSync(file, html);
    const page = await browser!.newPage({ viewport: { width: 800, height: 1000 } });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    await page.goto(`file://${file}`);
    await page.locator('#fingerprint').waitFor();
    const text = await page.locator('body').evaluate((b) => {
      const walk = (n: Node): string => {
        if (n.nodeType === Node.TEXT_NODE) return n.textContent ?? '';
        const kids = Array.from((n as Element).shadowRoot?.childNodes ?? []).concat(Array.from(n.childNodes));
        return kids.map(walk).join(' ');
      };
      return walk(b).replace(/\s+/g, ' ');
    });
    expect(problems).toEqual([]);
    expect(text).toContain('Rommé bei Jens');
    expect(text).toContain('Jens wins game 1');
    // Game 1: Maria 110 − 47 = 63 ct, Olaf 63 − 47 = 16 ct to Jens.
    expect(text).toMatch(/Maria.{0,40}Jens.{0,20}0\.63/);
    expect(text).toMatch(/Olaf.{0,40}Jens.{0,20}0\.16/);
    await page.close();
  });
});
