// Names with a bidi control or in a right-to-left script, drawn by real headless Chromium (security review 2026-12,
// F10): a chart's end label and the legend keep the minus sign in front of the number ("Al5−" must never read for
// −5), and the control itself is shown, not obeyed.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import { toSettlementModel } from '../../src/view/model';
import { hasChromium, send, skipWithoutChromium, startHarness, waitForSheet, type Harness } from './browserHarness';
import { update } from './fixtures';

let harness: Harness;

beforeAll(async () => {
  if (hasChromium) harness = await startHarness();
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

/** Ben and Dora win 151:89 (won 1, Kontra under 90 1): Al + U+202E and עמית end on −2. */
const SHEET = `game doppelkopf
players "Al\u202e" Ben עמית Dora

round 1
  re Ben Dora
  cards re 151
`;

/** Per end label and per legend entry: its text, and whether the minus sign is drawn left of the digit. */
function minusFirst(page: Page) {
  return page.evaluate(() => {
    const chart = document.querySelector('scoresheet-settlement')!.shadowRoot!.querySelector('scoresheet-chart')!;
    const root = chart.shadowRoot!;
    const labels = Array.from(root.querySelectorAll<SVGTextElement>('text.end-label')).map((t) => {
      const s = t.textContent!;
      // The total is the label's end: its minus sign and its last digit.
      const x = (i: number) => t.getStartPositionOfChar(i).x;
      return [s, s.includes('−') ? x(s.lastIndexOf('−')) < x(s.length - 1) : true] as const;
    });
    const legend = Array.from(root.querySelectorAll('.legend li')).map((li) => {
      const num = li.querySelector('.num')!.firstChild as Text;
      const at = (i: number) => {
        const r = document.createRange();
        r.setStart(num, i);
        r.setEnd(num, i + 1);
        return r.getBoundingClientRect().x;
      };
      return [li.textContent!.replace(/\s+/g, ' ').trim(), num.data.startsWith('−') ? at(0) < at(1) : true] as const;
    });
    return { labels, legend };
  });
}

describe('names with bidi controls and right-to-left names in Chromium (review F10, I17)', () => {
  beforeEach(skipWithoutChromium);
  it('the chart’s end labels and legend read −2, the control is shown as \\u202e', async () => {
    const { page, problems } = await harness.open();
    await send(page, update(toSettlementModel(analyzeScore(SHEET), 'evening.score')));
    await waitForSheet(page);
    const { labels, legend } = await minusFirst(page);
    expect(labels).toEqual([
      ['Al\\u202e −2', true],
      ['Ben 2', true],
      ['עמית −2', true],
      ['Dora 2', true],
    ]);
    expect(legend.map(([, ok]) => ok)).toEqual([true, true, true, true]);
    expect(legend[0][0]).toBe('Al\\u202e −2');
    expect(problems).toEqual([]);
    await page.close();
  });
});
