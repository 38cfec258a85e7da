// The tournament page (`scoresheet settle DIR --format html` on a folder with a tournament.score, issues 33 and 35) in
// real headless Chromium: opened from file:// it loads nothing and violates no CSP directive; it shows the ranks of
// examples/turnier-2026 as worked by hand in test/tournament/standings.test.ts, and a shared rank; `?projector` shows
// the standings alone, large, a page at a time when they do not fit; axe finds nothing and nothing scrolls sideways in
// en/de/fr, light and dark, at 320 and 1000 px.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tournamentFingerprint } from '../../src/export/page';
import { runCli } from '../helpers/cliInProcess';
import { exportScript, hasChromium, openBrowser, root, settle, skipWithoutChromium } from '../webview/browserHarness';
import { COINCHE_FOLDER, DK_FOLDER, DK_SETTINGS, type Folder } from '../tournament/fixtures';

let dir: string;
let script: string;
let browser: Browser | undefined;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'scoresheet-tournament-page-'));
  // dist/export.js as the build makes it (so the test never reads a stale dist/), and the run's Chromium.
  script = await exportScript(dir);
  if (hasChromium) browser = await openBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

const EXAMPLE = join(root, 'examples/turnier-2026');

/** Writes a tournament folder (sub-folders too) and returns its path. */
function folder(name: string, files: Folder): string {
  const d = join(dir, name);
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(dirname(join(d, f)), { recursive: true });
    writeFileSync(join(d, f), text);
  }
  return d;
}

/** The page as the CLI writes it: `scoresheet settle DIR --format html --lang LANG`. */
function cliPage(path: string, lang: string): string {
  const r = runCli(['settle', path, '--format', 'html', '--lang', lang], { pageScript: () => script });
  expect(r.code, r.err).toBe(0);
  return r.out;
}

interface Opened {
  page: Page;
  problems: string[];
  requests: string[];
}

async function open(
  html: string,
  name: string,
  options: { query?: string; width?: number; height?: number; scheme?: 'light' | 'dark' } = {},
): Promise<Opened> {
  const file = join(dir, name);
  writeFileSync(file, html);
  const page = await browser!.newPage({
    viewport: { width: options.width ?? 1000, height: options.height ?? 900 },
    colorScheme: options.scheme ?? 'light',
  });
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('request', (r) => requests.push(r.url()));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto(`file://${file}${options.query ?? ''}`);
  await page.waitForSelector('body[data-ready="true"]');
  await settle(page);
  return { page, problems, requests };
}

/** The standings as drawn: rank cell, name, prize (the last cell on the projector, the one before money else). */
async function standings(page: Page): Promise<{ rank: string; name: string; cells: string[] }[]> {
  return page.locator('scoresheet-tournament').evaluate((el) =>
    Array.from(el.shadowRoot!.querySelectorAll('table.standings tbody tr')).map((tr) => ({
      rank: (tr.querySelector('td.rank')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      name: tr.querySelector('th')?.textContent?.trim() ?? '',
      cells: Array.from(tr.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim()),
    })),
  );
}

/** Every `.score` text of a folder and one folder down. */
function texts(d: string, under = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(join(d, under))) {
    const rel = under ? `${under}/${e}` : e;
    if (statSync(join(d, rel)).isDirectory()) Object.assign(out, texts(d, rel));
    else if (e.endsWith('.score')) out[rel] = readFileSync(join(d, rel), 'utf8');
  }
  return out;
}

describe('the tournament page in headless Chromium', () => {
  beforeEach(skipWithoutChromium);

  it('opens from file:// with no request and no CSP violation; the ranks of examples/turnier-2026', async () => {
    const html = cliPage(EXAMPLE, 'en');
    expect(html).toContain(`content="default-src 'none'; script-src 'sha256-`);
    const { page, problems, requests } = await open(html, 'turnier.html');
    expect(requests).toEqual([expect.stringMatching(/^file:\/\/.*turnier\.html$/)]);
    expect(problems).toEqual([]);
    // standings.test.ts: placement points, then points, then the best series; prizes 50 % 30 % 20 % of 90 EUR.
    const rows = await standings(page);
    expect(rows.map((r) => [r.rank, r.name, r.cells[r.cells.length - 2]])).toEqual([
      ['1', 'Ben', '45.00 EUR'],
      ['2', 'Fritz', '27.00 EUR'],
      ['3', 'Emil', '18.00 EUR'],
      ['4', 'Clara', '0.00 EUR'],
      ['5', 'Dora', '0.00 EUR'],
      ['6', 'Hanna', '0.00 EUR'],
      ['7', 'Anna', '0.00 EUR'],
      ['8', 'Ilse', '0.00 EUR'],
      ['9', 'Gerd', '0.00 EUR'],
    ]);
    // Emil before Clara: both +1 placement and +1 point; best series +3 against +1.
    expect(rows[2].cells.slice(2, 5)).toEqual(['+1', '+1', '+3']);
    expect(rows[3].cells.slice(2, 5)).toEqual(['+1', '+1', '+1']);
    const all = texts(EXAMPLE);
    const { ['tournament.score']: settings, ...sheets } = all;
    expect(await page.locator('#fingerprint').textContent()).toContain(
      tournamentFingerprint(settings, Object.values(sheets)),
    );
    const shown = await page.locator('scoresheet-tournament').evaluate((el) => {
      const r = el.shadowRoot!;
      return {
        title: r.querySelector('#tournament-title')?.textContent,
        series: Array.from(r.querySelectorAll('.series')).map((s) => s.querySelectorAll('tbody tr').length),
        missing: r.querySelector('.missing-none')?.textContent,
        sheets: Array.from(r.querySelectorAll('table.sheets tbody tr')).map((tr) => tr.textContent?.trim()),
        updated: r.querySelector('time')?.getAttribute('datetime'),
      };
    });
    expect(shown.title).toBe('Herbstturnier 2026 — Doppelkopf, 2 series, 9 players');
    // Each series: a table of four and a table of five.
    expect(shown.series).toEqual([9, 9]);
    expect(shown.missing).toContain('Every participant is on a list');
    expect(shown.sheets).toHaveLength(5);
    expect(shown.updated).toMatch(/^\d{4}-\d\d-\d\dT/);
    await page.close();
  });

  it('prints to A4: nothing wider than the page, a light background, the projector link left out', async () => {
    const { page } = await open(cliPage(EXAMPLE, 'fr'), 'print.html');
    await page.emulateMedia({ media: 'print' });
    // A4 is 210 mm wide; the page's margins are 12 mm each side: 186 mm = 703 CSS px at 96 px to the inch.
    await page.setViewportSize({ width: 703, height: 1000 });
    await settle(page);
    const layout = await page.evaluate(() => {
      const all = (root: Document | ShadowRoot): Element[] =>
        Array.from(root.querySelectorAll('*')).flatMap((e) => [e, ...(e.shadowRoot ? all(e.shadowRoot) : [])]);
      return {
        scroll: document.documentElement.scrollWidth,
        widest: Math.max(...all(document).map((e) => e.getBoundingClientRect().right)),
        background: getComputedStyle(document.body).backgroundColor,
        link: getComputedStyle(document.querySelector('.export-links')!).display,
      };
    });
    expect(layout.scroll).toBeLessThanOrEqual(703);
    expect(layout.widest).toBeLessThanOrEqual(703);
    expect(layout.background).toBe('rgb(255, 255, 255)');
    expect(layout.link).toBe('none');
    const pdf = Buffer.from(await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
    await page.close();
  });

  it('a hostile title is text: no element made from it, nothing run, the page and its CSP intact', async () => {
    const title = '</script><img src=x onerror="window.ran=1"><script>window.ran=1</script>';
    const d = folder('hostile', { ...DK_FOLDER, 'tournament.score': DK_SETTINGS.replace('Herbstturnier 2026', title) });
    const { page, problems, requests } = await open(cliPage(d, 'en'), 'hostile.html');
    expect(problems).toEqual([]);
    expect(requests).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { ran?: number }).ran)).toBeUndefined();
    expect(await page.locator('img').count()).toBe(0);
    const shown = await page.locator('scoresheet-tournament').evaluate((el) => ({
      title: el.shadowRoot!.querySelector('#tournament-title')?.textContent,
      images: el.shadowRoot!.querySelectorAll('img').length,
    }));
    expect(shown).toEqual({ title: `${title} — Doppelkopf, 2 series, 9 players`, images: 0 });
    await page.close();
  });

  it('a shared rank: Clara and Emil level on placement and points share rank 3 (1, 2, 3, 3, 5)', async () => {
    const { page, problems } = await open(cliPage(folder('dk', DK_FOLDER), 'de'), 'dk.html');
    expect(problems).toEqual([]);
    const rows = await standings(page);
    expect(rows.map((r) => [r.rank, r.name])).toEqual([
      ['1', 'Ben'],
      ['2', 'Fritz'],
      ['3= (geteilter Rang)', 'Clara'],
      ['3= (geteilter Rang)', 'Emil'],
      ['5', 'Dora'],
      ['6', 'Hanna'],
      ['7', 'Anna'],
      ['8', 'Ilse'],
      ['9', 'Gerd'],
    ]);
    expect(rows[2].cells[rows[2].cells.length - 2]).toBe('9,00\u00a0€');
    await page.close();
  });

  it('?projector: the title, the last update and the standings alone, in large type', async () => {
    const html = cliPage(EXAMPLE, 'de');
    const full = await open(html, 'projector.html', { width: 1280, height: 720 });
    const normalSize = await full.page
      .locator('scoresheet-tournament')
      .evaluate((el) => parseFloat(getComputedStyle(el.shadowRoot!.querySelector('tbody th')!).fontSize));
    await full.page.close();
    const { page, problems, requests } = await open(html, 'projector.html', {
      query: '?projector',
      width: 1280,
      height: 720,
      scheme: 'dark',
    });
    expect(problems).toEqual([]);
    expect(requests).toHaveLength(1);
    const shown = await page.evaluate(() => {
      const el = document.querySelector('scoresheet-tournament')!;
      const r = el.shadowRoot!;
      const name = r.querySelector('tbody th')!;
      return {
        projector: el.hasAttribute('projector'),
        tables: r.querySelectorAll('table').length,
        sections: r.querySelectorAll('section').length,
        title: r.querySelector('#tournament-title')?.textContent,
        updated: !!r.querySelector('time[datetime]'),
        size: parseFloat(getComputedStyle(name).fontSize),
        color: getComputedStyle(name).color,
        background: getComputedStyle(document.body).backgroundColor,
        outside: document.querySelectorAll('footer, details, .export-table').length,
        scroll: document.documentElement.scrollWidth,
      };
    });
    expect(shown.projector).toBe(true);
    expect(shown.tables).toBe(1);
    expect(shown.sections).toBe(1);
    expect(shown.title).toBe('Herbstturnier 2026');
    expect(shown.updated).toBe(true);
    expect(shown.outside).toBe(0);
    expect(shown.scroll).toBeLessThanOrEqual(1280);
    // At least twice the page's type (15 px), and the dark theme's full foreground on its background.
    expect(shown.size).toBeGreaterThanOrEqual(2 * normalSize);
    expect(shown.color).toBe('rgb(204, 204, 204)');
    expect(shown.background).toBe('rgb(31, 31, 31)');
    const rows = await standings(page);
    expect(rows.map((r) => r.name).slice(0, 3)).toEqual(['Ben', 'Fritz', 'Emil']);
    // What the page's timer does (stopped here: page-seconds 0): one turn per tick; once every page has been shown,
    // one tournament-cycle event (on which the page reloads its file, but not within its first 30 seconds).
    const cycles = await page.evaluate(async () => {
      const el = document.querySelector('scoresheet-tournament')!;
      el.pageSeconds = 0;
      await el.updateComplete;
      const pageOf = () => el.shadowRoot!.querySelector('.page-of')?.textContent?.match(/von (\d+)/)?.[1];
      const pages = Number(pageOf() ?? 1);
      let n = 0;
      document.addEventListener('tournament-cycle', () => n++);
      for (let i = 0; i < pages; i++) {
        el.tick();
        await el.updateComplete;
      }
      return { pages, n, first: el.shadowRoot!.querySelector('tbody th')?.textContent?.trim() };
    });
    expect(cycles.n).toBe(1);
    expect(cycles.first).toBe('Ben');
    expect(requests).toHaveLength(1);
    await page.close();
  });

  it('?projector with 40 players: a page at a time; Pause stops the turning, Next shows the next ranks', async () => {
    const players = Array.from({ length: 40 }, (_, i) => `player ${i + 1} P${String(i + 1).padStart(2, '0')}`);
    const settings = DK_SETTINGS.replace(/(player \d+ \w+\n)+/, `${players.join('\n')}\n`);
    const d = folder('forty', { 'tournament.score': settings });
    const { page, problems } = await open(cliPage(d, 'en'), 'forty.html', {
      query: '?projector',
      width: 1280,
      height: 720,
    });
    expect(problems).toEqual([]);
    const host = page.locator('scoresheet-tournament');
    await host.locator('button', { hasText: 'Pause' }).click();
    await expect.poll(() => host.locator('button', { hasText: 'Resume' }).count()).toBe(1);
    const pager = async () => (await host.locator('.page-of').textContent())!.match(/Page (\d+) of (\d+)/)!;
    const [, at, of] = await pager();
    const before = (await standings(page)).map((r) => r.name);
    expect(Number(of)).toBeGreaterThanOrEqual(2);
    expect(before.length).toBeGreaterThan(3);
    expect(before.length).toBeLessThan(40);
    await host.locator('button.next').click();
    const [, now] = await pager();
    expect(Number(now)).toBe((Number(at) % Number(of)) + 1);
    const after = (await standings(page)).map((r) => r.name);
    // No list yet: all 40 level, in start-number order; the next page starts where this one ended.
    const all = Array.from({ length: 40 }, (_, i) => `P${String(i + 1).padStart(2, '0')}`);
    const start = (Number(now) - 1) * before.length;
    expect(after).toEqual(all.slice(start, start + before.length));
    await page.close();
  });
});

/**
 * axe's WCAG 2.1 A/AA and best-practice violations, and a sideways scroll, for each colour scheme and width of the
 * open page (as test/export/page.browser.test.ts checks the evening's).
 */
async function axeFindings(page: Page, looks: { scheme: 'light' | 'dark'; width: number }[]): Promise<string[]> {
  const found: string[] = [];
  await page.evaluate(axe.source);
  for (const { scheme, width } of looks) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
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

const LOOKS = (['light', 'dark'] as const).flatMap((scheme) => [320, 1000].map((width) => ({ scheme, width })));

describe('axe on the tournament page: en/de/fr, light and dark, 320 and 1000 px', () => {
  beforeEach(skipWithoutChromium);

  for (const lang of ['en', 'de', 'fr'] as const)
    it(`${lang}: the whole page, the lists opened`, async () => {
      const { page } = await open(cliPage(EXAMPLE, lang), `axe-${lang}.html`, { width: 320 });
      await page.evaluate(() => document.querySelector('details')?.setAttribute('open', ''));
      expect(await axeFindings(page, LOOKS)).toEqual([]);
      await page.close();
    }, 120_000);

  it('a concours ranked by teams (fr): the teams, their players and the parties', async () => {
    const { page, problems } = await open(cliPage(folder('concours', COINCHE_FOLDER), 'fr'), 'axe-concours.html', {
      width: 320,
    });
    expect(problems).toEqual([]);
    // standings.test.ts: Jaunes, Noirs, Verts, Rouges, Bleus; Noirs had the bye of partie 1.
    const rows = await standings(page);
    expect(rows.map((r) => [r.rank, r.name, r.cells[2]])).toEqual([
      ['1', 'Jaunes', 'Jaunes1, Jaunes2'],
      ['2', 'Noirs', 'Noirs1, Noirs2'],
      ['3', 'Verts', 'Verts1, Verts2'],
      ['4', 'Rouges', 'Rouges1, Rouges2'],
      ['5', 'Bleus', 'Bleus1, Bleus2'],
    ]);
    await page.evaluate(() => document.querySelector('details')?.setAttribute('open', ''));
    expect(await axeFindings(page, LOOKS)).toEqual([]);
    await page.close();
  }, 120_000);

  it('eight series and three tie-breaks at 560 px: a table too wide scrolls in a keyboard region', async () => {
    const settings = DK_SETTINGS.replace('series 2', 'series 8').replace(
      'tiebreak points',
      'tiebreak points best-series games-won',
    );
    const d = folder('eight', { ...DK_FOLDER, 'tournament.score': settings });
    const { page, problems } = await open(cliPage(d, 'de'), 'axe-eight.html', { width: 560 });
    expect(problems).toEqual([]);
    const looks = (['light', 'dark'] as const).map((scheme) => ({ scheme, width: 560 }));
    expect(await axeFindings(page, looks)).toEqual([]);
    const wraps = await page.locator('scoresheet-tournament').evaluate((el) =>
      Array.from(el.shadowRoot!.querySelectorAll('.table-wrap'))
        .filter((w) => w.scrollWidth > w.clientWidth)
        .map((w) => [w.getAttribute('tabindex'), w.getAttribute('role'), w.getAttribute('aria-label')]),
    );
    // The standings (rank, no., name, 4 keys, 8 series, prize, money) do not fit 560 px; their box scrolls.
    expect(wraps[0]).toEqual(['0', 'region', 'Rangliste (seitlich scrollbar)']);
    for (const w of wraps) expect(w).toEqual(['0', 'region', expect.stringMatching(/seitlich scrollbar/)]);
    await page.close();
  }, 120_000);

  it('the projector view, with a list missing (de) and a shared rank', async () => {
    const { ['serie-2/tisch-2.score']: _gone, ...rest } = DK_FOLDER;
    const html = cliPage(folder('dk-missing', rest), 'de');
    const full = await open(html, 'axe-missing.html', { width: 320 });
    const missing = await full.page
      .locator('scoresheet-tournament')
      .evaluate((el) => el.shadowRoot!.querySelector('ul.missing')?.textContent?.trim());
    expect(missing).toMatch(/^Serie 2: /);
    const found = await axeFindings(full.page, LOOKS);
    await full.page.close();
    const projector = await open(html, 'axe-missing.html', { width: 320, query: '?projector' });
    found.push(...(await axeFindings(projector.page, LOOKS)).map((f) => `projector ${f}`));
    await projector.page.close();
    expect(found).toEqual([]);
  }, 120_000);
});
