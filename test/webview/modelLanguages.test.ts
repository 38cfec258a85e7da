// @vitest-environment happy-dom
// The words the host puts into the view's model in German and French (issue 15): what each rule switch means, on/off
// and the Absagen in the game's words; the Rules disclosure and Compare rules show them, English stays as it was.

import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import { gameOf } from '../../src/games/registry';
import { toSettlementModel } from '../../src/view/model';
import { ruleChoicesOf } from '../../src/extension/settlement/rulesCompare';
import { switchDescription } from '../../src/language/ruleText';
import { translatorFor } from '../../src/lsp/translate';
import { msg, render, type Lang } from '../../src/messages';
import type { HostMessage, SettlementModel } from '../../src/protocol';
import { setViewLang } from '../../webview/strings';
import { englishLeft } from '../messages/english';
import { deepQuery, deepQueryAll, deepText, mount } from './dom';
import { update } from './fixtures';

const EVENING = readFileSync('examples/doppelkopf-evening.score', 'utf8');
const COINCHE = readFileSync('examples/coinche-game.score', 'utf8');

/** The model as the extension builds it with VS Code in `lang` (vscode.l10n.t reads the same bundles). */
function modelIn(text: string, lang: Lang): SettlementModel {
  return toSettlementModel(analyzeScore(text), 'evening.score', lang, translatorFor(lang));
}

function choicesIn(text: string, lang: Lang) {
  return ruleChoicesOf(analyzeScore(text), undefined, translatorFor(lang))!;
}

afterEach(() => {
  setViewLang('en');
  document.body.innerHTML = '';
});

describe('the rule switches in the view’s model', () => {
  it('every switch of both games has a description, and in English it is the engine’s own', () => {
    for (const kind of ['doppelkopf', 'coinche'] as const) {
      const game = gameOf(kind);
      for (const s of game.rules.switches) {
        expect(Object.keys(game.editor.switchDescriptions), s.key).toContain(s.key);
        expect(switchDescription(game.editor, s.key, '?')).toBe(s.describe);
      }
    }
  });

  it.each(['de', 'fr'] as const)(
    '%s: every switch has a name, and every value that is a word is said in it',
    (lang) => {
      for (const game of ['doppelkopf', 'coinche'] as const)
        for (const s of gameOf(game).rules.switches) {
          expect(render(msg('switch.name', { key: s.key }), lang), s.key).not.toBe(s.key);
          for (const value of s.values.filter((v) => !/^\d+$/.test(v)))
            expect(render(msg('switch.value', { key: s.key, value }), lang), `${s.key} ${value}`).not.toBe(value);
        }
      for (const preset of ['ddv', 'house', 'official'])
        expect(render(msg('switch.preset', { preset }), lang)).not.toBe(preset);
    },
  );

  it('English: on/off as written, the Absage as the file writes it', () => {
    const m = modelIn(EVENING, 'en');
    const bock = m.switches.find((s) => s.key === 'bock')!;
    expect(bock).toMatchObject({ value: 'on', set: true, describe: 'bock rounds double the value of the next games' });
    expect(bock.valueText).toBeUndefined();
    expect(m.rounds.flatMap((r) => (r.detail?.game === 'doppelkopf' ? r.detail.announcements : []))).toContain(
      'Re: no90',
    );
  });

  const cases: [Lang, string, string, string][] = [
    ['de', 'an', 'aus', 'Bockrunden verdoppeln den Wert der nächsten Spiele'],
    ['fr', 'oui', 'non', 'les tours de Bock doublent la valeur des donnes suivantes'],
  ];
  it.each(cases)('%s: descriptions, on/off and the Absagen in the language', (lang, on, off, bockText) => {
    const en = modelIn(EVENING, 'en');
    const m = modelIn(EVENING, lang);
    expect(m.switches.find((s) => s.key === 'bock')).toMatchObject({ value: 'on', valueText: on, describe: bockText });
    const offSwitch = m.switches.find((s) => s.value === 'off')!;
    expect(offSwitch.valueText).toBe(off);
    for (const [i, s] of m.switches.entries()) {
      expect(s.describe, s.key).not.toBe(en.switches[i].describe);
      expect(englishLeft(s.describe!), `${s.key}: ${s.describe}`).toEqual([]);
    }
    const announced = m.rounds.flatMap((r) => (r.detail?.game === 'doppelkopf' ? r.detail.announcements : []));
    expect(announced).toContain('Re: keine 90');
    expect(announced).toContain('Kontra: keine 90');
    expect(announced.join(' ')).not.toMatch(/no90|no60|no30|black/);
  });

  it.each(cases)('%s: Compare rules labels on/off and says what each switch means', (lang, on, off) => {
    for (const text of [EVENING, COINCHE]) {
      const en = choicesIn(text, 'en');
      const c = choicesIn(text, lang);
      for (const [i, s] of c.switches.entries()) {
        expect(s.describe, s.key).not.toBe(en.switches[i].describe);
        if (s.values.includes('on')) expect(s.valueTexts, s.key).toEqual({ on, off });
        // The values themselves stay the file's words: they are what the comparison sends back.
        expect(s.values).toEqual(en.switches[i].values);
      }
    }
  });
});

describe('the contract column', () => {
  // A Coinche round taken at 120 sans-atout (`sa`), made: the sheet shows the contract with the trump in words.
  const SA = `game coinche
players Nord Ost Süd West
teams NS EW

round 1
  contract Nord 120 sa
  cards NS 120, EW 32
  last NS
`;
  it.each([
    ['en', '120 no-trump'],
    ['de', '120 sans-atout'],
    ['fr', '120 sans-atout'],
  ] as const)('%s: a no-trump contract reads %s', (lang, shown) => {
    const detail = modelIn(SA, lang).rounds[0].detail;
    expect(detail?.game === 'belote' && detail.contract).toBe(shown);
  });
});

describe('the view shows the model’s words', () => {
  /** Each switch of the Rules disclosure's full list: its name, the file's words (code), value and meaning (text). */
  const entries = (rules: Element) => {
    const dl = deepQueryAll(rules, 'dl').at(-1)!;
    const dts = Array.from(dl.querySelectorAll('dt'));
    return dts.map((dt) => ({
      name: dt.querySelector('.name')?.textContent ?? '',
      code: dt.querySelector('code')?.textContent ?? '',
      value: dt.nextElementSibling!.querySelector('.value')?.textContent ?? '',
      meaning: dt.nextElementSibling!.querySelector('.meaning')?.textContent ?? '',
      title: dt.getAttribute('title'),
    }));
  };

  it('German: switches by name, values in German, the meaning as text, the key and value as code', async () => {
    const { app } = await mount([{ ...update(modelIn(EVENING, 'de')), lang: 'de' } as HostMessage]);
    const rules = deepQueryAll(app, 'scoresheet-rules')[0];
    const shown = entries(rules);
    expect(shown.find((e) => e.code === 'bock on')).toEqual({
      name: 'Bockrunden',
      code: 'bock on',
      value: 'an',
      meaning: ' — Bockrunden verdoppeln den Wert der nächsten Spiele',
      title: null,
    });
    expect(shown.find((e) => e.code === 'announcement plus2')).toMatchObject({
      name: 'Ansage Re/Kontra',
      value: 'je +2',
    });
    expect(shown.find((e) => e.code === 'bock-triggers tie-120 lost-solo')?.value).toBe('120:120, verlorenes Solo');
    // Outside the code, no switch is named or valued in the file's English words.
    for (const e of shown) {
      expect(e.name, e.code).not.toBe(e.code.split(' ')[0]);
      expect(`${e.name} ${e.value}`, e.code).not.toMatch(/plus2|first-wins|first-trick|multiply|plus-minus|\bon\b/);
      expect(e.meaning.length, e.code).toBeGreaterThan(5);
    }
    // The collapsed line names the preset and the changed switch.
    expect(deepText(deepQuery(rules, '.summary')!)).toBe('DDV-Regeln · Bockrunden: an · Einsatz 0,05 € pro Punkt');
    expect(deepText(app)).toContain('Re: keine 90');
  });

  it('French: a Coinche sheet under the official rules names the preset, not its id', async () => {
    const text = readFileSync('examples/coinche-partie.score', 'utf8');
    const { app } = await mount([{ ...update(modelIn(text, 'fr')), lang: 'fr' } as HostMessage]);
    const rules = deepQueryAll(app, 'scoresheet-rules')[0];
    const summary = deepText(deepQuery(rules, '.summary')!);
    expect(summary).toMatch(/^Règles officielles FFB · /);
    expect(summary).not.toContain('official');
    expect(entries(rules).find((e) => e.code.startsWith('rounding '))).toMatchObject({
      name: 'Arrondi',
      code: 'rounding per-team',
      value: 'par équipe',
    });
  });

  it('English: switches by name too, the file’s words beside them', async () => {
    const { app } = await mount([update(modelIn(EVENING, 'en'))]);
    const rules = deepQueryAll(app, 'scoresheet-rules')[0];
    expect(deepText(deepQuery(rules, '.summary')!)).toBe('DDV rules · Bock rounds: on · Stake 0.05 EUR per point');
    expect(entries(rules).find((e) => e.code === 'announcement plus2')).toMatchObject({
      name: 'Re/Kontra announcement',
      value: '+2 each',
    });
  });
});
