// The Season tab and a round's deciding facts in real Chromium, at 320 px and 1000 px in light, dark and high
// contrast: the standings, one chart point per evening with its date on hover, the statistics and the money; the
// sheet's facts in the words of `settle`, the full working in the row's tooltip once the host answered the view's
// request for it. (axe over the Season tab runs in accessibility.test.ts.)

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  hasChromium,
  skipWithoutChromium,
  root,
  send,
  startHarness,
  type Harness,
  type ThemeName,
} from './browserHarness';
import { exampleModels, seasonExample, updateOf } from './exampleModels';
import { roundWorking } from '../../src/view/model';
import type { ViewMessage } from '../../src/protocol';

const THEMES: ThemeName[] = ['light', 'dark', 'hc'];
const WIDTHS = [320, 1000];
const MINUS = '\u2212';
const evening = exampleModels(root).find((e) => e.name === 'doppelkopf-evening.score')!;
const season = await seasonExample(root);

let harness: Harness;
beforeAll(async () => {
  if (hasChromium) harness = await startHarness();
}, 60_000);
afterAll(async () => {
  await harness?.close();
});

/** Text of the elements matching `selector` inside the shadow root reached by the path of hosts. */
function texts(page: Page, hosts: string[], selector: string): Promise<string[]> {
  return page.evaluate(
    ([path, sel]) => {
      let root: ShadowRoot = document.querySelector('scoresheet-settlement')!.shadowRoot!;
      for (const h of path) root = root.querySelector(h)!.shadowRoot!;
      return Array.from(root.querySelectorAll(sel)).map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim());
    },
    [hosts, selector] as const,
  );
}

describe('the Season tab and the deciding facts', () => {
  beforeEach(skipWithoutChromium);
  for (const theme of THEMES)
    for (const width of WIDTHS)
      it(`${theme} at ${width} px`, async () => {
        const { page, problems } = await harness.open({ width, height: 800, theme });

        // Facts: round 2 says why Re lost 140:100, in the words of settle and the code lens; its tooltip has the
        // working, which the view asks the host for when the row is pointed at (loading until the answer).
        await send(page, updateOf(evening));
        const asked = await page.evaluate(async () => {
          const sheet = document
            .querySelector('scoresheet-settlement')!
            .shadowRoot!.querySelector('scoresheet-sheet')!.shadowRoot!;
          const row = sheet.querySelector<HTMLElement>('.body [data-index="1"]')!;
          row.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          const posted = (window as unknown as { __posted: unknown[] }).__posted;
          return { request: posted.at(-1) as ViewMessage, title: row.title };
        });
        expect(asked.request).toEqual({
          type: 'explainRound',
          source: evening.source,
          block: evening.block,
          version: 1,
          index: 2,
        });
        expect(asked.title).toBe('Working out this round…\n\nRound 2: show in editor');
        await send(page, {
          type: 'roundWorking',
          source: evening.source,
          block: evening.block,
          version: 1,
          index: 2,
          working: roundWorking(evening.analysis, 2),
        });
        const facts = await texts(page, ['scoresheet-sheet'], '.body [data-index="1"] .c-parties .facts');
        const inline = await texts(page, ['scoresheet-sheet'], '.body [data-index="1"] .c-game .facts');
        // One of the two is shown (wide: the parties column; narrow: under the game), both say the same.
        expect([...facts, ...inline]).toContain('Re: keine 90 announced, missed; Kontra announced');
        const visible = await page.evaluate(() => {
          const sheet = document
            .querySelector('scoresheet-settlement')!
            .shadowRoot!.querySelector('scoresheet-sheet')!.shadowRoot!;
          const row = sheet.querySelector<HTMLElement>('.body [data-index="1"]')!;
          const shown = Array.from(row.querySelectorAll<HTMLElement>('.facts')).filter(
            (f) => f.getClientRects().length,
          );
          return {
            shown: shown.length,
            inside: shown.every((f) => f.getBoundingClientRect().right <= document.documentElement.clientWidth + 1),
            title: row.title,
          };
        });
        expect(visible.shown).toBe(1);
        expect(visible.inside).toBe(true);
        expect(visible.title).toContain('keine 90 announced by Re');

        // The Season tab: shown beside the evening of a folder with other evenings of the game.
        for (const m of season.messages) await send(page, m);
        const tabs = await texts(page, ['scoresheet-tabs'], '[role="tab"]');
        expect(tabs).toEqual(['Evening', 'Season (6 evenings)']);
        await page.evaluate(async () => {
          const tabsEl = document.querySelector('scoresheet-settlement')!.shadowRoot!.querySelector('scoresheet-tabs')!;
          tabsEl.shadowRoot!.querySelectorAll<HTMLElement>('[role="tab"]')[1].click();
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        });
        // Standings by hand (test/extension/season.test.ts): Anna 77, Dora 10, Emil −4, Ben −31, Clara −52.
        const rows = (
          await page.evaluate(() =>
            Array.from(
              document
                .querySelector('scoresheet-settlement')!
                .shadowRoot!.querySelector('scoresheet-season')!
                .shadowRoot!.querySelector('table.stats')!
                .querySelectorAll('tbody tr'),
            ).map((tr) =>
              Array.from(tr.querySelectorAll('th, td')).map(
                (td) => td.childNodes.length && (td.textContent ?? '').trim(),
              ),
            ),
          )
        ).map((r) => r.slice(0, 3));
        expect(rows).toEqual([
          ['1', 'Anna', '77'],
          ['2', 'Dora', '10'],
          ['3', 'Emil', `${MINUS}4`],
          ['4', 'Ben', `${MINUS}31`],
          ['5', 'Clara', `${MINUS}52`],
        ]);
        // The chart: one point per evening and player, each saying its date on hover; the lines end on the totals.
        const chart = await page.evaluate(() => {
          const c = document
            .querySelector('scoresheet-settlement')!
            .shadowRoot!.querySelector('scoresheet-season')!
            .shadowRoot!.querySelector('scoresheet-chart')!.shadowRoot!;
          return {
            points: Array.from(c.querySelectorAll('g.series[data-player="0"] circle.point title')).map(
              (t) => t.textContent,
            ),
            all: c.querySelectorAll('circle.point').length,
            labels: Array.from(c.querySelectorAll('text.end-label')).map((t) => t.textContent),
            desc: c.querySelector('desc')!.textContent,
          };
        });
        expect(chart.all).toBe(6 * 5);
        // The name isolated (FSI … PDI): a right-to-left name cannot move the total's sign.
        expect(chart.points[0]).toBe('Jan\u00a016,\u00a02026 (2026-01-16.score): \u2068Anna\u2069 8');
        expect(chart.points[5]).toBe('Jun\u00a012,\u00a02026 (2026-06-12.score): \u2068Anna\u2069 77');
        expect(chart.desc).toContain('over 6 evenings, one point per evening');
        // Statistics and money: a row per player; the pot's money adds up to 0 (paid in = paid out).
        const statsRows = await texts(page, ['scoresheet-season'], 'section:nth-of-type(3) tbody tr');
        expect(statsRows).toHaveLength(5);
        const moneyCells = await texts(page, ['scoresheet-season'], 'section:nth-of-type(4) tbody td.num');
        expect(moneyCells).toHaveLength(5);
        const cents = moneyCells.map((t) => Math.round(Number(t.replace(MINUS, '-').replace(/[^\d.+-]/g, '')) * 100));
        expect(cents.reduce((a, b) => a + b, 0)).toBe(0);
        // Narrow or wide, nothing runs out of the panel sideways.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(1);
        expect(problems).toEqual([]);
        await page.close();
      }, 300_000);
});
