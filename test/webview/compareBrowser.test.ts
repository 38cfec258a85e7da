// "Compare rules" in real headless Chromium: operated by keyboard alone (open, pick a value, Compare, Reset), the
// comparison fits 320 px without a horizontal scrollbar, and axe-core finds no WCAG 2.1 AA violation in the
// comparison state in the four theme kinds at 320 px and 1000 px. The axe checks share one page: the comparison is
// made once, by keyboard, and each check dresses the page in its theme and width (as VS Code changes an open
// webview's theme), so what differs between them is only what a theme and a width change.

import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ViewMessage } from '../../src/protocol';
import { BOCK_OFF, comparison } from './compareFixtures';
import { doppelkopfModel, update } from './fixtures';
import {
  hasChromium,
  restyle,
  send,
  skipWithoutChromium,
  startHarness,
  THEME_NAMES,
  THEMES,
  type Harness,
  type Watched,
} from './browserHarness';

let harness: Harness;

beforeAll(async () => {
  if (hasChromium) harness = await startHarness();
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

async function lastAsk(page: Page): Promise<Extract<ViewMessage, { type: 'compareRules' }>> {
  const all = await page.evaluate(() => (window as unknown as { __posted: ViewMessage[] }).__posted);
  const asks = all.filter((m) => m.type === 'compareRules');
  expect(asks.length).toBeGreaterThan(0);
  return asks[asks.length - 1] as Extract<ViewMessage, { type: 'compareRules' }>;
}

/** Opens the disclosure by keyboard, answers with the choices, picks bock off by keyboard and compares. */
async function compareBockOff(page: Page): Promise<void> {
  await send(page, update(doppelkopfModel));
  await page.locator('scoresheet-compare button.toggle').focus();
  await page.keyboard.press('Enter');
  await send(page, comparison((await lastAsk(page)).seq));
  const bock = page.locator('scoresheet-compare #cmp-bock');
  await bock.focus();
  await page.keyboard.press('ArrowUp'); // on → off (the first value), as a closed select does in Chromium
  expect(await bock.inputValue()).toBe('off');
  await page.locator('scoresheet-compare button.compare').focus();
  await page.keyboard.press('Enter');
  const ask = await lastAsk(page);
  expect(ask.changes).toEqual([{ key: 'bock', values: ['off'] }]);
  await send(page, comparison(ask.seq, BOCK_OFF));
  await page.locator('scoresheet-compare table.points').waitFor();
}

describe('Compare rules (headless Chromium)', () => {
  beforeEach(skipWithoutChromium);

  it('works by keyboard: Tab from the toggle reaches the preset, Compare and Reset answer to Enter', async () => {
    const { page, problems } = await harness.open({ width: 320, height: 900 });
    await compareBockOff(page);
    expect(await page.locator('scoresheet-compare table.points tbody tr').count()).toBe(4);
    // Tab order: the toggle, then the form's first control.
    await page.locator('scoresheet-compare button.toggle').focus();
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => {
        const cmp = document.querySelector('scoresheet-settlement')?.shadowRoot?.querySelector('scoresheet-compare');
        return cmp?.shadowRoot?.activeElement?.id;
      }),
    ).toBe('cmp-preset');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.locator('scoresheet-compare button.reset').focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('scoresheet-compare table.points').count()).toBe(0);
    expect(await page.locator('scoresheet-compare #cmp-bock').inputValue()).toBe('on');
    expect(problems).toEqual([]);
    await page.close();
  });

  describe('axe-core on the comparison', () => {
    let shared: Watched | undefined;
    beforeAll(async () => {
      if (!hasChromium) return;
      shared = await harness.open({ width: 320, height: 900 });
      await compareBockOff(shared.page);
      await shared.page.evaluate(axe.source);
    });
    afterAll(async () => {
      expect(shared?.problems ?? []).toEqual([]);
      await shared?.page.close();
    });

    for (const width of [320, 1000]) {
      for (const theme of THEME_NAMES) {
        it(`finds no WCAG 2.1 AA violation (${theme}, ${width} px)`, async () => {
          const page = shared!.page;
          await restyle(page, { theme, width });
          // The page is the one the comparison was made in, now in this theme and width.
          expect(await page.locator('scoresheet-compare table.points tbody tr').count()).toBe(4);
          expect(await page.evaluate(() => document.body.dataset.vscodeThemeKind)).toBe(THEMES[theme].kind);
          expect(await page.evaluate(() => window.innerWidth)).toBe(width);
          const violations = await page.evaluate(async () => {
            const a = (window as unknown as { axe: typeof axe }).axe;
            const result = await a.run(document, {
              runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
              resultTypes: ['violations'],
            });
            return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
          });
          expect(violations).toEqual([]);
        });
      }
    }
  });
});
