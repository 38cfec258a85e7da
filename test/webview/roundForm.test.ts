// The Add round form in real headless Chromium at phone width: reachable and operable by keyboard, it asks the host
// for a live preview as the answers change, shows the host's answer as text, posts Add only when asked, fits 320 px
// without a horizontal scrollbar, and passes axe-core (WCAG 2.1 AA) in the four theme kinds.

import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HostMessage, ViewMessage } from '../../src/protocol';
import { beloteModel, doppelkopfModel, update } from './fixtures';
import { hasChromium, send, skipWithoutChromium, startHarness, THEME_NAMES, type Harness } from './browserHarness';

let harness: Harness;

beforeAll(async () => {
  if (hasChromium) harness = await startHarness();
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

const SOURCE = 'file:///evening.score';

function posted(page: Page): Promise<ViewMessage[]> {
  return page.evaluate(() => (window as unknown as { __posted: ViewMessage[] }).__posted);
}

async function lastPreview(page: Page): Promise<Extract<ViewMessage, { type: 'previewRound' }>> {
  const all = (await posted(page)).filter((m) => m.type === 'previewRound');
  expect(all.length).toBeGreaterThan(0);
  return all[all.length - 1] as Extract<ViewMessage, { type: 'previewRound' }>;
}

async function openForm(page: Page): Promise<void> {
  await send(page, update(doppelkopfModel, SOURCE));
  // Keyboard only: focus the toggle and press Enter.
  await page.locator('scoresheet-round-form button.toggle').focus();
  await page.keyboard.press('Enter');
  await page.locator('scoresheet-round-form form').waitFor();
}

describe('Add round form (headless Chromium, 320 px)', () => {
  beforeEach(skipWithoutChromium);

  it('builds a normal game from the answers and shows the host’s preview as text', async () => {
    const { page, problems } = await harness.open({ width: 320, height: 900 });
    await openForm(page);
    expect(await page.locator('scoresheet-round-form button.toggle').getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('checkbox', { name: 'Anna' }).check();
    await page.getByRole('checkbox', { name: 'Clara' }).check();
    await page.getByLabel('Card points of Re (0–240)').fill('151');
    const req = await lastPreview(page);
    expect(req.source).toBe(SOURCE);
    expect(req.input).toMatchObject({ game: 'doppelkopf', type: 'normal', re: ['Anna', 'Clara'] });
    expect(req.input).toMatchObject({ result: { kind: 'cards', re: 151 } });

    const answer: HostMessage = {
      type: 'roundPreview',
      source: SOURCE,
      seq: req.seq,
      preview: {
        players: ['Anna', 'Ben', 'Clara', 'Dora'],
        text: 'round 27\n  re Anna Clara\n  cards re 151',
        index: 27,
        scores: [
          { name: 'Anna', points: 2 },
          { name: 'Ben', points: -2 },
        ],
        summary: 'Re 151:89 won',
        problems: ['<img src=x onerror=alert(1)>'],
      },
    };
    await send(page, answer);
    const preview = page.locator('scoresheet-round-form .preview');
    await expect.poll(() => preview.innerText()).toContain('Re 151:89 won');
    expect(await preview.innerText()).toContain('+2');
    // A problem message is text, never markup.
    expect(await preview.locator('.problems li').innerText()).toBe('<img src=x onerror=alert(1)>');
    // A stale answer (an older seq) is dropped.
    await send(page, { ...answer, seq: req.seq - 1, preview: { ...answer.preview, summary: 'stale' } });
    expect(await preview.innerText()).not.toContain('stale');

    expect((await posted(page)).some((m) => m.type === 'addRound')).toBe(false);
    await page.locator('scoresheet-round-form button.add').click();
    const add = (await posted(page)).find((m) => m.type === 'addRound');
    expect(add).toMatchObject({ type: 'addRound', source: SOURCE, input: { re: ['Anna', 'Clara'] } });
    await send(page, { type: 'roundAdded', source: SOURCE, index: 27 });
    expect(await page.locator('scoresheet-round-form .status').innerText()).toBe('Round 27 added.');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a solo, announcements and who won instead of card points', async () => {
    const { page } = await harness.open({ width: 320, height: 900 });
    await openForm(page);
    await page.getByRole('radio', { name: 'Solo' }).check();
    await page.getByLabel('Soloist').selectOption('Dora');
    await page.getByLabel('Kind of solo').selectOption('jacks');
    await page.getByRole('radio', { name: 'Who won and the value' }).check();
    await page.getByLabel('Won by').selectOption('kontra');
    await page.getByLabel('Game value').fill('2');
    await page.getByLabel('Fuchs (Kontra)').fill('1');
    const req = await lastPreview(page);
    expect(req.input).toMatchObject({
      game: 'doppelkopf',
      type: 'solo',
      player: 'Dora',
      soloKind: 'jacks',
      result: { kind: 'won', party: 'kontra', value: 2 },
      extras: { re: [], kontra: ['fox'] },
    });
    await page.close();
  });

  it('Belote: the taker’s card points go to the taker’s team', async () => {
    const { page } = await harness.open({ width: 320, height: 900 });
    await send(page, update(beloteModel, SOURCE));
    await page.locator('scoresheet-round-form button.toggle').click();
    const first = await lastPreview(page);
    await send(page, {
      type: 'roundPreview',
      source: SOURCE,
      seq: first.seq,
      preview: {
        players: ['Nord', 'Ost', 'Süd', 'West'],
        teams: ['Nord-Süd', 'Ost-West'],
        text: '',
        index: 1,
        scores: [],
        summary: '',
        problems: [],
      },
    });
    await page.getByLabel('Taker', { exact: true }).selectOption('Ost');
    await page.getByLabel("Card points of the taker's team, without the last trick").fill('90');
    await page.getByLabel('Belote', { exact: true }).selectOption({ label: 'Ost-West' });
    const req = await lastPreview(page);
    expect(req.input).toMatchObject({ game: 'belote', taker: 'Ost', cards: { team: 1, points: 90 }, belote: 1 });
    await page.close();
  });

  for (const theme of THEME_NAMES) {
    it(`axe-core finds no WCAG 2.1 AA violation in the open form (${theme})`, async () => {
      const { page } = await harness.open({ width: 320, height: 900, theme });
      await openForm(page);
      await page.evaluate(axe.source);
      const violations = await page.evaluate(async () => {
        const a = (window as unknown as { axe: typeof axe }).axe;
        const result = await a.run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
          resultTypes: ['violations'],
        });
        return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      expect(violations).toEqual([]);
      await page.close();
    });
  }
});
