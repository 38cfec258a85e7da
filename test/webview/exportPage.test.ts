// The exported web page opened from disk in real headless Chromium, as a phone would open a shared file: it
// recomputes the evening from the embedded log (the paper sheet's last checkpoint), shows who pays whom and the log's
// fingerprint, loads nothing from anywhere, violates no CSP directive, and shows a hostile log as text.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { embeddedJson, exportPageHtml, inlineScript } from '../../src/export/page';
import { logFingerprint } from '../../src/text/sha256';
import { exportScript, hasChromium, openBrowser, root, skipWithoutChromium } from './browserHarness';

let dir: string;
let script: string;
let browser: Browser | undefined;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'scoresheet-export-'));
  // dist/export.js as the build makes it (so the test never reads a stale dist/), and the run's Chromium.
  script = await exportScript(dir);
  if (hasChromium) browser = await openBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function openPage(log: string, fileName = 'evening.score', lang?: string) {
  const { html, fingerprint } = exportPageHtml({
    content: { kind: 'evening', log, fileName },
    script,
    title: 'Evening',
    lang,
  });
  const file = join(dir, `${fingerprint}.html`);
  writeFileSync(file, html);
  const page = await browser!.newPage({ viewport: { width: 360, height: 800 } });
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
  await page.goto(`file://${file}`);
  await page.locator('#fingerprint').waitFor();
  return { page, problems, requests, fingerprint, file };
}

/** The text of an element and every shadow tree below it (innerText stops at shadow roots). */
function deepText(page: Page, selector: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((root) => {
      const walk = (n: Node): string => {
        if (n.nodeType === Node.TEXT_NODE) return n.textContent ?? '';
        const kids = Array.from((n as Element).shadowRoot?.childNodes ?? []).concat(Array.from(n.childNodes));
        return kids.map(walk).join(' ');
      };
      return walk(root).replace(/\s+/g, ' ');
    });
}

describe('the page’s text (pure)', () => {
  it('embeds the log as JSON no HTML parser can end early', () => {
    const json = embeddedJson({ log: '</script><!-- & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ log: '</script><!-- & \u2028' });
  });

  it('keeps an inline script from closing its element', () => {
    expect(inlineScript('a="</script>";b="<!--"')).toBe('a="<\\/script>";b="<\\!--"');
  });

  it('allows exactly its own script and style by hash, and nothing from the network', () => {
    const { html } = exportPageHtml({
      content: { kind: 'evening', log: 'game belote', fileName: 'x.score' },
      script: 'void 0',
      title: 't',
    });
    const csp = /Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(csp).toContain("default-src 'none'");
    // sha256("void 0") in base64, worked out with `printf 'void 0' | openssl dgst -sha256 -binary | base64`.
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/]{43}='/);
    expect(csp).not.toMatch(/unsafe|http|\*/);
  });
});

describe('the exported page in headless Chromium (file://, no server)', () => {
  beforeEach(skipWithoutChromium);

  it(
    'recomputes the evening from the log: totals, who pays ' + 'whom, the fingerprint; no request, no CSP violation',
    async () => {
      const log = readFileSync(join(root, 'examples/doppelkopf-evening.score'), 'utf8');
      const { page, problems, requests, fingerprint, file } = await openPage(log);
      const text = await deepText(page, 'scoresheet-settlement');
      // The paper sheet's last checkpoint (round 26): Anna 9, Ben −27, Clara −7, Dora 25; at 0.05 EUR a point Dora
      // receives 1.25 EUR and Ben pays 1.35 EUR.
      expect(text).toContain('Doppelkopf bei Clara');
      const summary = await deepText(page, 'scoresheet-summary');
      for (const t of ['Anna', '9', 'Ben', '−27', 'Clara', '−7', 'Dora', '25', '1.25', '1.35'])
        expect(summary).toContain(t);
      expect(summary).toContain('Who pays whom');
      expect(await page.locator('scoresheet-summary .transfers li').count()).toBeGreaterThan(0);
      // No editor behind the page: no actions, no form.
      expect(await page.locator('scoresheet-round-form').count()).toBe(0);
      expect(await page.locator('button.copy').isVisible()).toBe(false);
      expect(await page.locator('.export-fingerprint').innerText()).toBe(fingerprint);
      expect(fingerprint).toBe(logFingerprint(log));
      expect(requests).toEqual([`file://${file}`]);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it('a page exported with VS Code in German speaks German: the summary, the rules, the Absagen', async () => {
    const log = readFileSync(join(root, 'examples/doppelkopf-evening.score'), 'utf8');
    const { page, problems } = await openPage(log, 'evening.score', 'de');
    const summary = await deepText(page, 'scoresheet-summary');
    expect(summary).toContain('Wer zahlt wem');
    expect(summary).toContain('1,25');
    const all = await deepText(page, 'scoresheet-settlement');
    expect(all).toContain('Bockrunden: an');
    expect(all).toContain('Re: keine 90');
    expect(all).not.toContain('Who pays whom');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows a hostile log as text: nothing runs, nothing loads', async () => {
    const log =
      'game belote\ntitle </script><script>alert(1)</script><img src=x onerror=alert(2)>\n' +
      'players Nord Ost Süd West\n\nround\n  taker Süd\n  trump hearts\n  cards 90\n';
    const { page, problems, requests, file } = await openPage(log, '<b>x</b>.score');
    expect(await page.locator('h1').first().innerText()).toContain('<script>alert(1)</script>');
    expect(await page.locator('.export-footer pre').textContent()).toContain('onerror=alert(2)');
    expect(requests).toEqual([`file://${file}`]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
