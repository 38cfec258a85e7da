// The settlement view as a player reads it, in real Chromium at 320 px and 1000 px in light, dark and high contrast:
// a chart whose lines are labelled where they end and told apart without colour, a player's line highlighted while
// the pointer is on their name anywhere, headings that never break inside a word, a clear current-game column and
// selected tab, right plurals, and one captioned cell layout (the round's points, then the running total).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { HostMessage } from '../../src/protocol';
import { afterAll, beforeAll, describe, expect, it, beforeEach } from 'vitest';
import {
  hasChromium,
  skipWithoutChromium,
  root,
  send,
  startHarness,
  type Harness,
  type ThemeName,
} from './browserHarness';
import { exampleModels, modelsOfText, updateOf } from './exampleModels';

const THEMES: ThemeName[] = ['light', 'dark', 'hc'];
const WIDTHS = [320, 1000];
const MINUS = '\u2212';

const examples = exampleModels(root);
const evening = examples.find((e) => e.name === 'doppelkopf-evening.score')!;
const oneRound = examples.find((e) => e.name === 'rule-guide.md › block 1')!;
const beloteText = readFileSync(join(root, 'examples/belote-game.score'), 'utf8');
const severalGames = modelsOfText('belote-to-500.score', beloteText.replace(/^target 1000$/m, 'target 500'))[0];
const errorSheet = modelsOfText(
  'evening.score',
  readFileSync(join(root, 'test/webview/fixtures/evening.score'), 'utf8'),
)[0];

let harness: Harness;

beforeAll(async () => {
  if (hasChromium) harness = await startHarness();
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

/** Relative luminance and contrast ratio (WCAG 2.1) of computed CSS colours (`rgb()`, `rgba()`, `color(srgb …)`). */
function parseColor(css: string): [number, number, number] {
  const srgb = /color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)/.exec(css);
  if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255];
  const rgb = /rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)/.exec(css);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`unparsed colour ${css}`);
}
function luminance(css: string): number {
  const [r, g, b] = parseColor(css).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** In the page: the chart's series as drawn, and where their end labels sit. */
function chartFacts(page: Page) {
  return page.evaluate(() => {
    const chart = document.querySelector('scoresheet-settlement')!.shadowRoot!.querySelector('scoresheet-chart')!;
    chart.scrollIntoView({ block: 'start' });
    const svg = chart.shadowRoot!.querySelector('svg[role="img"]')!;
    const series = Array.from(svg.querySelectorAll('g.series')).map((g) => {
      // (No player is highlighted here, so the groups are in player order.)
      const line = g.querySelector('path.line')!;
      const label = g.querySelector('text.end-label')!;
      const box = label.getBoundingClientRect();
      const style = getComputedStyle(line);
      return {
        player: Number(g.getAttribute('data-player')),
        stroke: style.stroke,
        dash: style.strokeDasharray,
        marker: g.querySelector('path.marker')!.getAttribute('class'),
        label: label.textContent ?? '',
        box: { top: box.top, bottom: box.bottom, left: box.left, right: box.right },
      };
    });
    const figure = chart.getBoundingClientRect();
    return {
      series,
      background: getComputedStyle(document.body).backgroundColor,
      chartBottom: figure.bottom,
      viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
    };
  });
}

function highlighted(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document
        .querySelector('scoresheet-settlement')!
        .shadowRoot!.querySelector('scoresheet-chart')!
        .shadowRoot!.querySelectorAll('g.series'),
    )
      // The highlighted line is painted last (on top), so order by player, not by position in the SVG.
      .sort((a, b) => Number(a.getAttribute('data-player')) - Number(b.getAttribute('data-player')))
      .map((g) => (g.classList.contains('hl') ? 'hl' : g.classList.contains('dim') ? 'dim' : '')),
  );
}

/** Column headings whose words are split over lines or whose text is cut off (a row's name wraps as a cell does). */
function brokenHeadings(page: Page) {
  return page.evaluate(() => {
    const cells: Element[] = [];
    const walk = (node: Element | ShadowRoot) => {
      for (const el of Array.from(node.querySelectorAll('*'))) {
        if (el.matches('[role="columnheader"], th:not([scope="row"])')) cells.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document.body);
    const bad: string[] = [];
    for (const cell of cells) {
      if (!cell.getClientRects().length) continue;
      const el = cell as HTMLElement;
      if (el.scrollWidth > el.clientWidth + 1) bad.push(`${el.textContent?.trim()}: cut off`);
      const text = cell.firstChild?.nodeType === 3 ? cell.firstChild : null;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode() ?? text; t; t = walker.nextNode()) {
        const s = t.textContent ?? '';
        for (const m of s.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(t, m.index);
          range.setEnd(t, m.index + m[0].length);
          if (range.getClientRects().length > 1) bad.push(`${cell.textContent?.trim()}: "${m[0]}" broken`);
        }
      }
    }
    return { count: cells.length, bad };
  });
}

describe('the chart, headings, tabs, plurals and cells as a player reads them', () => {
  beforeEach(skipWithoutChromium);
  for (const theme of THEMES) {
    for (const width of WIDTHS) {
      it(`${theme} at ${width} px`, async () => {
        const { page, problems } = await harness.open({ width, height: 800, theme });
        await send(page, updateOf(evening));

        // The chart: every line labelled at its end with the name and final total, inside the panel, no two labels on
        // top of each other, the whole chart on one screen.
        const chart = await chartFacts(page);
        const finals = evening.model.totals.map((t) => (t < 0 ? `${MINUS}${-t}` : String(t)));
        expect(chart.series.map((s) => s.label)).toEqual(evening.model.names.map((n, j) => `${n} ${finals[j]}`));
        for (const s of chart.series) {
          expect(s.box.right).toBeLessThanOrEqual(chart.viewport.width);
          expect(s.box.left).toBeGreaterThanOrEqual(0);
        }
        const byTop = [...chart.series].sort((a, b) => a.box.top - b.box.top);
        for (let k = 1; k < byTop.length; k++)
          expect(byTop[k].box.top).toBeGreaterThanOrEqual(byTop[k - 1].box.bottom - 2);
        expect(chart.chartBottom).toBeLessThanOrEqual(chart.viewport.height);
        // Told apart without colour (each its own dash pattern and marker) and by colour (distinct, 3:1 on the page).
        expect(new Set(chart.series.map((s) => s.dash)).size).toBe(4);
        expect(new Set(chart.series.map((s) => s.marker)).size).toBe(4);
        expect(new Set(chart.series.map((s) => s.stroke)).size).toBe(4);
        for (const s of chart.series) expect(contrast(s.stroke, chart.background)).toBeGreaterThanOrEqual(3);

        // The pointer on a name anywhere (totals, sheet heading, who pays whom, legend) highlights that player's line.
        const hover = async (host: string, selector: string) => {
          const at = await page.evaluate(
            async ([h, sel]) => {
              const app = document.querySelector('scoresheet-settlement')!.shadowRoot!;
              const root = h ? app.querySelector(h)!.shadowRoot! : app;
              const el = root.querySelector(sel)!;
              el.scrollIntoView({ block: 'center' });
              // The browser hit-tests the pointer against the last frame it drew: let it draw the scrolled page.
              await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
              const r = el.getBoundingClientRect();
              return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
            },
            [host, selector],
          );
          await page.mouse.move(at.x, at.y);
        };
        await hover('scoresheet-summary', 'table.totals [data-player="1"]');
        expect(await highlighted(page)).toEqual(['dim', 'hl', 'dim', 'dim']);
        await hover('scoresheet-sheet', '.head [data-player="2"]');
        expect(await highlighted(page)).toEqual(['dim', 'dim', 'hl', 'dim']);
        await hover('scoresheet-summary', '.transfers [data-player="3"]');
        expect(await highlighted(page)).toEqual(['dim', 'dim', 'dim', 'hl']);
        await hover('scoresheet-chart', '.legend [data-player="0"]');
        expect(await highlighted(page)).toEqual(['hl', 'dim', 'dim', 'dim']);
        await hover('', 'h1');
        expect(await highlighted(page)).toEqual(['', '', '', '']);

        // Headings: no word broken over two lines ("Valu/e"), nothing cut off.
        const headings = await brokenHeadings(page);
        expect(headings.count).toBeGreaterThan(8);
        expect(headings.bad).toEqual([]);

        // One cell layout, captioned: the round's points, then the running total in brackets.
        const cells = await page.evaluate(() => {
          const sheet = document
            .querySelector('scoresheet-settlement')!
            .shadowRoot!.querySelector('scoresheet-sheet')!.shadowRoot!;
          return {
            caption: sheet.querySelector('.caption')!.textContent!.trim(),
            texts: Array.from(sheet.querySelectorAll('.body .c-player')).map((c) =>
              (c.textContent ?? '').replace(/\s+/g, ' ').trim(),
            ),
          };
        });
        expect(cells.caption).toBe("Each player's cell: the round's points, then the running total in brackets.");
        expect(cells.texts).toHaveLength(26 * 4);
        for (const t of cells.texts) expect(t).toMatch(new RegExp(`^(?:[+${MINUS}]\\d+|0) \\((?:${MINUS})?\\d+\\)$`));
        // Round 26 ends on the evening's hand-written totals: Anna 9, Ben −27, Clara −7, Dora 25.
        expect(cells.texts.slice(-4)).toEqual(['+2 (9)', `${MINUS}2 (${MINUS}27)`, `${MINUS}2 (${MINUS}7)`, '+2 (25)']);

        // Belote, several games: the running game's column says it is in progress; the selected tab stands out.
        await send(page, updateOf(severalGames));
        const belote = await page.evaluate(() => {
          const app = document.querySelector('scoresheet-settlement')!.shadowRoot!;
          const heads = Array.from(
            app.querySelector('scoresheet-summary')!.shadowRoot!.querySelectorAll('table.totals thead th'),
          ).map((th) => th.textContent!.trim());
          const tabs = Array.from(
            app.querySelector('scoresheet-tabs')!.shadowRoot!.querySelectorAll<HTMLElement>('[role="tab"]'),
          ).map((t) => {
            const s = getComputedStyle(t);
            return {
              text: t.textContent!.trim(),
              selected: t.getAttribute('aria-selected'),
              weight: Number(s.fontWeight),
              underline: parseFloat(s.borderBottomWidth),
              underlineColor: s.borderBottomColor,
              color: s.color,
            };
          });
          return { heads, tabs, background: getComputedStyle(document.body).backgroundColor };
        });
        expect(belote.heads).toEqual(['Team', 'Games won', 'Game 2 (in progress)', 'Money']);
        const [done, running] = belote.tabs;
        expect([done.text, done.selected, running.text, running.selected]).toEqual([
          'Game 1 · won by Nord-Süd',
          'false',
          'Game 2 · in progress',
          'true',
        ]);
        expect(running.weight).toBeGreaterThanOrEqual(600);
        expect(done.weight).toBeLessThan(600);
        expect(running.underline).toBeGreaterThanOrEqual(3);
        expect(contrast(running.underlineColor, belote.background)).toBeGreaterThanOrEqual(3);
        expect(contrast(running.color, belote.background)).toBeGreaterThanOrEqual(4.5);
        expect((await brokenHeadings(page)).bad).toEqual([]);

        // Plurals: one error, one warning, one round — never "1 errors" or "1 rounds".
        await send(page, updateOf(errorSheet));
        const meta = await page.evaluate(
          () => document.querySelector('scoresheet-settlement')!.shadowRoot!.querySelector('.meta')!.textContent ?? '',
        );
        expect(meta).toContain('1 error');
        expect(meta).toContain('1 warning');
        expect(meta).not.toMatch(/1 (errors|warnings)/);
        await send(page, updateOf(oneRound));
        const desc = await page.evaluate(
          () =>
            document
              .querySelector('scoresheet-settlement')!
              .shadowRoot!.querySelector('scoresheet-chart')!
              .shadowRoot!.querySelector('desc')!.textContent,
        );
        expect(desc).toBe(
          'Line chart of the running totals over 1 round. Final: Anna 2, Ben \u22122, Clara 2, Dora \u22122.',
        );
        expect(problems).toEqual([]);
        await page.close();
      }, 300_000);
    }
  }
});

// Issue 30 (view review D9, D11): a table of ten, and the sheet on a phone.
describe('ten players, and the sheet at 320 px', () => {
  beforeEach(skipWithoutChromium);
  const NAMES = ['Anna', 'Ben', 'Clara', 'Dora', 'Emil', 'Fritz', 'Greta', 'Hanna', 'Ivo', 'Jürgen'];
  /** Three rounds in which the ten players' running totals all differ (player j: +j, −j, +2j, minus the mean). */
  const tenPlayers = (() => {
    const m = structuredClone(evening.model);
    const run = NAMES.map(() => 0);
    m.names = NAMES;
    m.rounds = [1, -1, 2].map((f, i) => {
      const points = NAMES.map((_, j) => f * (2 * j - 9));
      points.forEach((p, j) => (run[j] += p));
      return { ...evening.model.rounds[i], points, running: run.slice(), detail: undefined, facts: undefined };
    });
    m.totals = run.slice();
    m.money = undefined;
    m.transfers = [];
    m.players = undefined;
    m.winner = undefined;
    return { ...evening, model: m };
  })();

  for (const theme of ['light', 'dark', 'hc', 'hc-light'] as ThemeName[]) {
    it(`${theme}: ten lines, each its own colour (3:1 on the page), dash pattern and marker`, async () => {
      const { page, problems } = await harness.open({ width: 1000, height: 800, theme });
      await send(page, updateOf(tenPlayers));
      const chart = await chartFacts(page);
      expect(chart.series).toHaveLength(10);
      expect(new Set(chart.series.map((s) => s.stroke)).size).toBe(10);
      expect(new Set(chart.series.map((s) => s.dash)).size).toBe(10);
      expect(new Set(chart.series.map((s) => s.marker)).size).toBe(10);
      for (const s of chart.series)
        expect(contrast(s.stroke, chart.background), `${s.player}: ${s.stroke}`).toBeGreaterThanOrEqual(3);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('each bundled sheet in en, de and fr: names whole in the heading, points above totals, an x axis', async () => {
    const { page, problems } = await harness.open({ width: 320, height: 800, theme: 'dark' });
    const seen: string[] = [];
    const seasonDir = join(root, 'examples/season-2026');
    for (const lang of ['en', 'de', 'fr'] as const) {
      // The bundled evenings, and the season's (five players at the table on two of them).
      const sheets = [
        ...exampleModels(root, lang).filter((x) => x.file.endsWith('.score')),
        ...['2026-02-13.score', '2026-03-13.score'].map(
          (f) => modelsOfText(f, readFileSync(join(seasonDir, f), 'utf8'), undefined, lang)[0],
        ),
      ];
      for (const e of sheets) {
        await send(page, { ...updateOf(e), lang } as HostMessage);
        const facts = await page.evaluate(() => {
          const app = document.querySelector('scoresheet-settlement')!.shadowRoot!;
          const out = { cut: [] as string[], broken: [] as string[], side: 0, cells: 0, ticks: [] as string[] };
          for (const sheet of Array.from(app.querySelectorAll('scoresheet-sheet'))) {
            const root = sheet.shadowRoot!;
            for (const c of Array.from(root.querySelectorAll<HTMLElement>('.head .cell.name')))
              if (c.scrollWidth > c.clientWidth) out.cut.push(c.textContent!.trim());
            // A game's name of one word stays whole ("Normalspiel", not "Normalspie" / "l").
            for (const l of Array.from(root.querySelectorAll('.body .c-game > .label, .body .c-taker > .label')))
              if (!/\s/.test(l.textContent!.trim()) && l.getClientRects().length > 1) out.broken.push(l.textContent!);
            for (const c of Array.from(root.querySelectorAll('.body .cell.num[aria-label]')))
              for (const part of Array.from(c.querySelectorAll('.pts, .run')))
                if (part.getClientRects().length > 1) out.broken.push(part.textContent!);
            for (const c of Array.from(root.querySelectorAll('.body .cell.num[aria-label]'))) {
              const pts = c.querySelector('.pts')!.getBoundingClientRect();
              const run = c.querySelector('.run')!.getBoundingClientRect();
              out.cells++;
              if (run.top < pts.bottom - 1) out.side++;
            }
          }
          const chart = app.querySelector('scoresheet-chart')?.shadowRoot;
          const labels = Array.from(chart?.querySelectorAll('text.axis-label') ?? []);
          // The x axis's labels sit below the plot: the lowest ones.
          const bottom = Math.max(...labels.map((t) => Number(t.getAttribute('y'))));
          out.ticks = labels.filter((t) => Number(t.getAttribute('y')) === bottom).map((t) => t.textContent ?? '');
          return out;
        });
        seen.push(e.name);
        expect(facts.cut, `${lang} ${e.name}`).toEqual([]);
        expect(facts.broken, `${lang} ${e.name}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${lang} ${e.name}`).toBe(320);
        expect(facts.cells, `${lang} ${e.name}`).toBeGreaterThan(0);
        expect(facts.side, `${lang} ${e.name}: points beside the total`).toBe(0);
        // The first and the last round at least (a game of one round: that round).
        const rounds = e.model.rounds.length;
        if (rounds > 1 && e.model.game === 'doppelkopf') {
          expect(facts.ticks[0], `${lang} ${e.name}`).toBe('1');
          expect(facts.ticks.at(-1), `${lang} ${e.name}`).toBe(String(e.model.rounds[rounds - 1].index));
        }
      }
    }
    expect(seen).toContain('doppelkopf-abend.score');
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
