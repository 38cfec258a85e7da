// A table session end to end: `scoresheet serve` as a process (bundled as the build bundles it, with the phone page)
// on a sheet in a temporary folder, and two phones — two Chromium contexts at 360 × 740 with touch — at the table.
// Both see the sheet; one adds a round and both, and the file, show it; a phone that went offline keeps its round and
// sends it when the connection returns, and one that is behind is refused and shown the current sheet; a request
// without the token gets 403; a bad round gets the engine's message and changes nothing; axe finds nothing on the
// page in English, German and French; no CSP violation, and a title with markup stays text.
//
// The times from a tap on Add to the round on both phones and in the file are printed (the budget is 1 s), not
// asserted: a loaded machine says nothing about the product.

import { readFileSync } from 'node:fs';
import axe from 'axe-core';
import * as esbuild from 'esbuild';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bundledCli } from '../helpers/cliProcess';
import { hasChromium, openBrowser, skipWithoutChromium } from '../webview/browserHarness';
import { startServe, type ServeProcess } from './serveProcess';

/** Four players at 0.10 EUR a point and one round: Re (Anna, Ben) 130 wins 1 point (Kontra has 110, not below 90). */
const TITLE = '<img src=x onerror=alert(1)> Stammtisch';
const SHEET = `title ${TITLE}
game doppelkopf
players Anna Ben Clara Dora
stake 0.10 EUR

round 1
  re Anna Ben
  cards re 130
`;
// Round 2, Re (Anna, Clara) 163: won 1, Kontra below 90 (77) 1 → Re +2 each, Kontra −2 each.
const ROUND_2 = '\nround 2\n  re Anna Clara\n  cards re 163\n';
const AFTER_2 = { Anna: 3, Ben: -1, Clara: 1, Dora: -3 };
// At 0.10 a point: Anna +0.30, Ben −0.10, Clara +0.10, Dora −0.30; settled in two payments, the only way with two.
const PAYS_2 = [/^Dora\s+pays\s+Anna\s+.*0\.30/, /^Ben\s+pays\s+Clara\s+.*0\.10/];
// Round 3, Re (Ben, Dora) 121 (Kontra 119): won 1 → Re +1 each, Kontra −1 each.
const ROUND_3 = '\nround 3\n  re Ben Dora\n  cards re 121\n';
const AFTER_3 = { Anna: 2, Ben: 0, Clara: 0, Dora: -2 };

// As dist/ has them: cli.js, cli-main.js (with the table session inlined) and phone.js beside them.
const cli = bundledCli('scoresheet-session-');
let file = '';
let serve: ServeProcess | undefined;
let url = '';
let browser: Browser | undefined;
const problems: string[] = [];

beforeAll(async () => {
  if (!hasChromium) return;
  await esbuild.build({
    entryPoints: { phone: 'webview/phone.ts' },
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2020',
    minify: true,
    outdir: cli.dir,
    logLevel: 'error',
  });
  file = cli.write('evening.score', SHEET);
  serve = await startServe(cli.path, file);
  url = serve.url;
  browser = await openBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  // Ends on Ctrl+C (before the folder is removed).
  if (serve) expect(await serve.stop()).toBe(0);
});

beforeEach(skipWithoutChromium);

/** A phone: a context of its own (storage, connection), 360 × 740, touch, in a language. */
async function phone(locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser!.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    locale,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('console', (m) => {
    if (m.type() === 'error' && !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(m.text()))
      problems.push(`${locale}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${locale}: ${e.message}`));
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  await page.goto(url);
  return { context, page };
}

/** The totals the page shows, per player (the summary's rows; Playwright's locators see into shadow roots). */
async function totals(page: Page): Promise<Record<string, number>> {
  const rows = await page.locator('scoresheet-summary table').first().locator('tbody tr').allInnerTexts();
  const out: Record<string, number> = {};
  for (const row of rows) {
    // `Anna winner 3`: the name, a tag perhaps, the total.
    const [name, ...rest] = row.replace(/\u2212/g, '-').split(/\s+/);
    out[name] = Number(rest.find((w) => /^[+-]?\d+$/.test(w)));
  }
  return out;
}

async function showsTotals(page: Page, expected: Record<string, number>): Promise<void> {
  await expect.poll(() => totals(page), { timeout: 20_000 }).toEqual(expected);
}

/** Opens the Add round form and fills in a normal game: the two Re players and Re's card points. */
async function fillRound(page: Page, re: string[], cards: number, add = 'Add round'): Promise<void> {
  const toggle = page.getByRole('button', { name: add });
  if ((await toggle.count()) > 0) await toggle.tap();
  for (const p of ['Anna', 'Ben', 'Clara', 'Dora']) {
    const box = page.getByRole('checkbox', { name: p, exact: true });
    if ((await box.isChecked()) !== re.includes(p)) await box.tap();
  }
  await page.getByLabel(/Card points of Re|Augen von Re|Points de cartes de Re/).fill(String(cards));
}

const notice = (page: Page) => page.locator('scoresheet-phone .notice');
/** The connection line's text (Live, Offline, Connecting). */
const connection = async (page: Page) => (await page.locator('scoresheet-phone .state').innerText()).trim();
const fileText = () => readFileSync(file, 'utf8');

describe('two phones at the table', () => {
  let a: { context: BrowserContext; page: Page };
  let b: { context: BrowserContext; page: Page };

  it('both see the sheet; one adds a round; both and the file show it', async () => {
    a = await phone();
    b = await phone();
    for (const p of [a.page, b.page]) await showsTotals(p, { Anna: 1, Ben: 1, Clara: -1, Dora: -1 });
    // The title is text: no image was made of it.
    expect(await a.page.locator('scoresheet-settlement h1').innerText()).toBe(TITLE);
    expect(await a.page.locator('img').count()).toBe(0);

    await fillRound(a.page, ['Anna', 'Clara'], 163);
    // The form's preview, scored on the phone: Re +2 each.
    await expect.poll(() => a.page.locator('scoresheet-round-form .preview').innerText()).toMatch(/Anna\s*\+2/);
    const tapped = Date.now();
    await a.page.getByRole('button', { name: 'Add', exact: true }).tap();
    const seen = await Promise.all([
      showsTotals(a.page, AFTER_2).then(() => Date.now() - tapped),
      showsTotals(b.page, AFTER_2).then(() => Date.now() - tapped),
      expect
        .poll(fileText, { timeout: 20_000 })
        .toBe(SHEET + ROUND_2)
        .then(() => Date.now() - tapped),
    ]);
    console.info(
      `table session: the round on phone A, phone B and in the file after ${seen.join(', ')} ms (budget 1000)`,
    );
    // The other phone has the whole page: the sheet with the new round, who pays whom and the chart.
    const pays = await b.page.locator('scoresheet-summary ul.transfers li').allInnerTexts();
    expect(pays.map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([
      expect.stringMatching(PAYS_2[0]),
      expect.stringMatching(PAYS_2[1]),
    ]);
    await expect.poll(() => b.page.locator('scoresheet-sheet [role="row"]').count()).toBeGreaterThanOrEqual(3);
    expect(await b.page.locator('scoresheet-chart svg').first().isVisible()).toBe(true);
    await expect.poll(() => notice(a.page).innerText()).toBe('Round 2 is on the sheet.');
    await expect.poll(() => a.page.locator('scoresheet-round-form .status').innerText()).toBe('Round 2 added.');
  });

  it('a phone offline keeps its round and sends it when the connection returns', async () => {
    await b.context.setOffline(true);
    await expect.poll(() => connection(b.page)).toMatch(/^Offline/);
    await fillRound(b.page, ['Ben', 'Dora'], 121);
    await b.page.getByRole('button', { name: 'Add', exact: true }).tap();
    await expect.poll(() => notice(b.page).innerText()).toMatch(/kept on this phone/);
    expect(fileText()).toBe(SHEET + ROUND_2);
    await b.context.setOffline(false);
    await expect.poll(fileText, { timeout: 20_000 }).toBe(SHEET + ROUND_2 + ROUND_3);
    for (const p of [a.page, b.page]) await showsTotals(p, AFTER_3);
    await expect.poll(() => notice(b.page).innerText()).toBe('Round 3 is on the sheet.');
  });

  it('a phone behind the sheet is refused, told, and shown the current sheet; nothing is written', async () => {
    // Phone B misses the next round: offline while phone A adds it.
    await b.context.setOffline(true);
    await expect.poll(() => connection(b.page)).toMatch(/^Offline/);
    await fillRound(a.page, ['Anna', 'Dora'], 90);
    await a.page.getByRole('button', { name: 'Add', exact: true }).tap();
    // Round 4 (Re Anna, Dora with 90) is written; phone B, offline, has not seen it.
    await expect.poll(fileText, { timeout: 20_000 }).toMatch(/round 4\n {2}re Anna Dora\n {2}cards re 90\n$/);
    const written = fileText();
    await fillRound(b.page, ['Anna', 'Ben'], 200);
    await b.page.getByRole('button', { name: 'Add', exact: true }).tap();
    await expect.poll(() => notice(b.page).innerText()).toMatch(/kept on this phone/);
    await b.context.setOffline(false);
    await expect.poll(() => notice(b.page).innerText(), { timeout: 20_000 }).toMatch(/^The sheet changed before/);
    expect(fileText()).toBe(written);
    // Phone B shows the current sheet (round 4 included), as phone A does.
    await expect.poll(() => totals(b.page)).toEqual(await totals(a.page));
    // Its answers are still in the form, to add the round again with one tap.
    expect(await b.page.getByRole('checkbox', { name: 'Ben', exact: true }).isChecked()).toBe(true);
  });

  it("a bad round gets the engine's message on the phone and changes nothing", async () => {
    const before = fileText();
    // One Re player: a normal game has two (the form lets it through; the engine does not).
    await fillRound(a.page, ['Anna'], 163);
    const answer = a.page.waitForResponse((r) => r.url().endsWith('/rounds'));
    await a.page.getByRole('button', { name: 'Add', exact: true }).tap();
    const response = await answer;
    expect(response.status()).toBe(422);
    const body = (await response.json()) as { reason: string; problems: string[] };
    expect(body.reason).toBe('invalid');
    expect(body.problems.length).toBeGreaterThan(0);
    expect(body.problems[0]).toMatch(/1 player/);
    await expect.poll(() => a.page.locator('scoresheet-round-form .status').innerText()).toContain(body.problems[0]);
    expect(fileText()).toBe(before);
  });

  it('without the token every request gets 403', async () => {
    const origin = new URL(url).origin;
    for (const path of ['/', '/events', '/sheet', '/phone.js', '/evening.score']) {
      const r = await a.page.request.get(origin + path);
      expect(r.status(), path).toBe(403);
    }
    const r = await a.page.request.post(`${origin}/rounds`, { data: { id: 'x'.repeat(10), version: 1 } });
    expect(r.status()).toBe(403);
    expect(serve!.stderr()).toContain('without the session');
    expect(serve!.stderr()).not.toContain(new URL(url).pathname.split('/')[1]);
  });

  it('no CSP violation, no error on any phone', () => {
    expect(problems).toEqual([]);
  });
});

describe('the phone page in each language', () => {
  const cases = [
    { locale: 'en-US', add: 'Add round', live: /^Live/ },
    { locale: 'de-DE', add: 'Spiel eintragen', live: /^Live/ },
    { locale: 'fr-FR', add: 'Ajouter une donne', live: /^En direct/ },
  ];
  for (const c of cases) {
    it(`${c.locale}: in the phone's language, and axe finds no violation (the form open)`, async () => {
      const { context, page } = await phone(c.locale);
      const lang = c.locale.slice(0, 2);
      await expect.poll(() => connection(page)).toMatch(c.live);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await page.evaluate(axe.source);
      const run = () =>
        page.evaluate(async () => {
          const a = (window as unknown as { axe: typeof axe }).axe;
          const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
          const r = await a.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
          return r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
        });
      // The form open: everything of the page is there at once (the sheet, the chart, who pays whom, the form).
      await page.getByRole('button', { name: c.add }).tap();
      await page.locator('scoresheet-round-form form').waitFor();
      expect(await run()).toEqual([]);
      // One thumb: every control of the form is at least 24 px tall and inside the 360 px width.
      const boxes = await page
        .locator('scoresheet-round-form')
        .locator('button, select, input[type="number"], label.choice')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => [r.height, r.right]));
      expect(boxes.length).toBeGreaterThan(5);
      for (const [height, right] of boxes) {
        expect(height).toBeGreaterThanOrEqual(24);
        expect(right).toBeLessThanOrEqual(360);
      }
      await context.close();
    });
  }
});
