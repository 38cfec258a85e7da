// @vitest-environment happy-dom
// "Compare rules" in the view: opening asks the host for the game's choices, the form sends only what differs from
// the file, the answer is shown per player (points, money, who pays whom under both), Reset goes back, an edit of the
// sheet asks again, and another document starts afresh.

import { afterEach, describe, expect, it } from 'vitest';
import { analyzeFileText } from '../../src/analysis/analyze';
import { ruleChoicesOf } from '../../src/extension/settlement/rulesCompare';
import type { ViewMessage } from '../../src/protocol';
import type { SettlementCompare } from '../../webview/components/settlementCompare';
import { setViewLang } from '../../webview/strings';
import { BOCK_OFF, comparison } from './compareFixtures';
import { deepQuery, deepText, mount, settle } from './dom';
import { doppelkopfModel, update } from './fixtures';

const MINUS = '\u2212';

afterEach(() => {
  setViewLang('en');
  document.body.innerHTML = '';
});

const asks = (posted: ViewMessage[]) =>
  posted.filter((m): m is Extract<ViewMessage, { type: 'compareRules' }> => m.type === 'compareRules');

async function openCompare() {
  const { app, host } = await mount([update(doppelkopfModel)]);
  const cmp = deepQuery(app, 'scoresheet-compare') as SettlementCompare;
  (cmp.shadowRoot!.querySelector('button.toggle') as HTMLButtonElement).click();
  await settle(app);
  return { app, host, cmp, root: cmp.shadowRoot! };
}

function rows(root: ShadowRoot, table: string): string[][] {
  return Array.from(root.querySelectorAll(`table.${table} tbody tr`)).map((tr) =>
    Array.from(tr.children).map((c) => deepText(c)),
  );
}

describe('Compare rules (happy-dom)', () => {
  it('starts collapsed; opening asks for the choices; the form shows the file’s values', async () => {
    const mounted = await mount([update(doppelkopfModel)]);
    const closed = (deepQuery(mounted.app, 'scoresheet-compare') as SettlementCompare).shadowRoot!;
    expect(closed.querySelector('button.toggle')?.getAttribute('aria-expanded')).toBe('false');
    expect(closed.querySelector('#compare-body')?.hasAttribute('hidden')).toBe(true);
    expect(asks(mounted.host.posted)).toEqual([]);
    const { app, host, cmp, root } = await openCompare();
    expect(root.querySelector('button.toggle')?.getAttribute('aria-expanded')).toBe('true');
    const first = asks(host.posted);
    expect(first).toEqual([{ type: 'compareRules', source: 'file:///evening.score', seq: 1, changes: [] }]);
    expect(deepText(root)).toContain('Loading the rules of this game');
    cmp.receive(comparison(1));
    await settle(app);
    const bock = root.querySelector('#cmp-bock') as HTMLSelectElement;
    expect(bock.value).toBe('on');
    expect(root.querySelector('label[for="cmp-bock"]')?.textContent).toBe('bock');
    expect(Array.from(bock.options).map((o) => o.textContent?.trim())).toEqual(['off', 'on (as in the file)']);
    // Only Doppelkopf switches: the Coinche ones are not offered.
    expect(root.querySelector('#cmp-coinched-value')).toBeNull();
    expect(root.querySelectorAll('fieldset.multi input[type="checkbox"]').length).toBe(5);
  });

  it('Compare sends only the changed switch; the answer shows points, money and who pays whom under both', async () => {
    const { app, host, cmp, root } = await openCompare();
    cmp.receive(comparison(1));
    await settle(app);
    const bock = root.querySelector('#cmp-bock') as HTMLSelectElement;
    bock.value = 'off';
    bock.dispatchEvent(new Event('change'));
    await settle(app);
    (root.querySelector('form') as HTMLFormElement).requestSubmit();
    await settle(app);
    const ask = asks(host.posted).at(-1)!;
    expect(ask.changes).toEqual([{ key: 'bock', values: ['off'] }]);
    cmp.receive(comparison(ask.seq, BOCK_OFF));
    await settle(app);
    expect(deepText(root.querySelector('.result h3')!)).toBe('What if: bock=off');
    expect(rows(root, 'points')).toEqual([
      ['Anna', '0', `${MINUS}1`, `${MINUS}1`],
      ['Ben', '8', '5', `${MINUS}3`],
      ['Clara', `${MINUS}8`, `${MINUS}5`, '+3'],
      ['Dora', '0', '1', '+1'],
    ]);
    expect(deepText(root.querySelector('table.money caption')!)).toBe('Money (EUR)');
    expect(rows(root, 'money')).toEqual([
      ['Anna', '0.00', `${MINUS}0.10`, `${MINUS}0.10`],
      ['Ben', '0.80', '0.50', `${MINUS}0.30`],
      ['Clara', `${MINUS}0.80`, `${MINUS}0.50`, '+0.30'],
      ['Dora', '0.00', '0.10', '+0.10'],
    ]);
    const pays = Array.from(root.querySelectorAll('.pays')).map((p) => deepText(p));
    expect(pays).toEqual([
      'Who pays whom, as written Clara pays Ben 0.80 EUR',
      'Who pays whom, what if Clara pays Ben 0.50 EUR Anna pays Dora 0.10 EUR',
    ]);
    // A gain and a loss are also told apart by colour (the sign says it in text).
    expect(root.querySelector('table.points tbody tr:nth-child(3) td:last-child')?.className).toContain('positive');
    // The collapsed heading keeps saying what is compared.
    expect(deepText(root.querySelector('.head')!)).toContain('What if: bock=off');
  });

  it('Reset goes back to the file’s rules and drops the comparison; nothing changed says so', async () => {
    const { app, host, cmp, root } = await openCompare();
    cmp.receive(comparison(1));
    await settle(app);
    const bock = root.querySelector('#cmp-bock') as HTMLSelectElement;
    bock.value = 'off';
    bock.dispatchEvent(new Event('change'));
    (root.querySelector('form') as HTMLFormElement).requestSubmit();
    await settle(app);
    cmp.receive(comparison(asks(host.posted).at(-1)!.seq, BOCK_OFF));
    await settle(app);
    (root.querySelector('button.reset') as HTMLButtonElement).click();
    await settle(app);
    expect(root.querySelector('.result')).toBeNull();
    expect((root.querySelector('#cmp-bock') as HTMLSelectElement).value).toBe('on');
    const before = asks(host.posted).length;
    (root.querySelector('form') as HTMLFormElement).requestSubmit();
    await settle(app);
    expect(asks(host.posted).length).toBe(before);
    expect(deepText(root.querySelector('[role="status"]')!)).toBe(
      'Pick another preset or another value for a switch first.',
    );
  });

  it(
    'an edit of the sheet asks again with the same changes; a stale answer is dropped; ' + 'another file starts afresh',
    async () => {
      const { app, host, cmp, root } = await openCompare();
      cmp.receive(comparison(1));
      await settle(app);
      const bock = root.querySelector('#cmp-bock') as HTMLSelectElement;
      bock.value = 'off';
      bock.dispatchEvent(new Event('change'));
      (root.querySelector('form') as HTMLFormElement).requestSubmit();
      await settle(app);
      const seq = asks(host.posted).at(-1)!.seq;
      cmp.receive(comparison(seq, BOCK_OFF));
      await settle(app);
      app.receive(update(doppelkopfModel, 'file:///evening.score', 2));
      await settle(app);
      const again = asks(host.posted).at(-1)!;
      expect(again.seq).toBe(seq + 1);
      expect(again.changes).toEqual([{ key: 'bock', values: ['off'] }]);
      cmp.receive(comparison(seq, { ...BOCK_OFF, whatIf: [9, 9, 9, 9] }));
      await settle(app);
      expect(rows(root, 'points')[0][2]).toBe(`${MINUS}1`);
      app.receive(update(doppelkopfModel, 'file:///other.score', 1));
      await settle(app);
      expect(root.querySelector('.result')).toBeNull();
      expect(asks(host.posted).at(-1)).toMatchObject({ source: 'file:///other.score', changes: [] });
    },
  );

  it('speaks German with the game terms kept', async () => {
    const { app, cmp, root } = await openCompare();
    app.receive({ ...update(doppelkopfModel), lang: 'de' } as never);
    await settle(app);
    cmp.receive(comparison(1, BOCK_OFF));
    await settle(app);
    expect(deepText(root.querySelector('button.toggle')!)).toBe('Regeln vergleichen');
    expect(deepText(root.querySelector('.result h3')!)).toBe('Was wäre, wenn: bock=off');
  });

  it('names presets, switches and values in the display language, the file’s key beside the name', async () => {
    const { app, cmp, root } = await openCompare();
    app.receive({ ...update(doppelkopfModel), lang: 'de' } as never);
    await settle(app);
    const de = ruleChoicesOf(analyzeFileText('a.score', 'game doppelkopf\nplayers A B C D\nset bock on\n')[0], 'de');
    cmp.receive({ type: 'comparison', source: 'file:///evening.score', seq: 1, choices: de });
    await settle(app);
    expect(deepText(root.querySelector('label[for="cmp-bock"]')!)).toBe('Bockrunden bock');
    const bock = root.querySelector('#cmp-bock') as HTMLSelectElement;
    // The options' values stay the file's words; their text is German.
    expect(Array.from(bock.options).map((o) => [o.value, o.textContent?.trim()])).toEqual([
      ['off', 'aus'],
      ['on', 'an (wie in der Datei)'],
    ]);
    const preset = root.querySelector('#cmp-preset') as HTMLSelectElement;
    expect(preset.options[0].textContent?.trim()).toBe('DDV-Regeln (wie in der Datei)');
  });

  it('is not offered on the exported page (no host to compute)', async () => {
    const { app } = await mount([update(doppelkopfModel)]);
    app.standalone = true;
    await settle(app);
    expect(deepQuery(app, 'scoresheet-compare')).toBeUndefined();
  });
});
