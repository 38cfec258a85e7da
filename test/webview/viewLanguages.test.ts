// @vitest-environment happy-dom
// The view in English, German and French: every table has every entry, numbers and money follow the language
// (`1,10 €`, `−2`), and the language the host names in its state message is the one the view speaks.

import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '../../src/messages';
import type { HostMessage } from '../../src/protocol';
import { money, plain, signed } from '../../webview/format';
import { GAME_VIEWS } from '../../webview/games/registry';
import { TABLES, setViewLang, strings } from '../../webview/strings';
import { doppelkopfModel, update } from './fixtures';
import { deepQueryAll, deepText, mount } from './dom';

const MINUS = '\u2212';
const NBSP = '\u00a0';

afterEach(() => {
  setViewLang('en');
  document.body.innerHTML = '';
});

/** The view's generic table and each game's (webview/games/<game>/strings.ts), by name. */
const TABLE_SETS: [string, Readonly<Record<Lang, object>>][] = [
  ['view', TABLES],
  ...GAME_VIEWS.map((v): [string, Readonly<Record<Lang, object>>] => [v.id, v.tables]),
];

/** `key` or `key.sub` for every entry of a table, with what kind of entry it is. */
function shape(table: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(table)) {
    if (typeof v === 'object') for (const [sub, text] of Object.entries(v)) out[`${k}.${sub}`] = typeof text;
    else out[k] = typeof v === 'function' ? `function/${(v as (...a: unknown[]) => string).length}` : typeof v;
  }
  return out;
}

/** Each entry as text, functions called with sample arguments of their arity. */
function texts(table: object): Record<string, string> {
  const samples: Record<string, unknown[]> = {
    rowSummary: [3, ['Re 140:100', 'Anna: +2']],
    gameRunning: [2, 1000],
    gameRounds: [1, 4],
    chartDesc: [12, 'Anna 10'],
    chartSampled: [400, 10000],
    roundFlag: [1, 2],
    problemsIn: ['1 error', 'missing'],
    pointsAndTotal: ['Anna', '+2', '10'],
    formAnnounceBare: ['Re'],
    noGame: [['doppelkopf', 'skat']],
  };
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(table)) {
    if (typeof v === 'object') for (const [sub, text] of Object.entries(v)) out[`${k}.${sub}`] = text as string;
    else if (typeof v === 'function') {
      const f = v as (...a: unknown[]) => string;
      out[k] = f(...(samples[k] ?? Array.from({ length: f.length }, (_, i) => (i === 0 ? 2 : 'X'))));
    } else out[k] = v;
  }
  return out;
}

describe('every view string in German and French', () => {
  it.each(['de', 'fr'] as const)(
    'the %s tables (the view’s and each game’s) have exactly the entries of the English ones, of the same kind',
    (lang) => {
      expect(TABLE_SETS.map(([name]) => name)).toEqual(['view', 'doppelkopf', 'belote', 'points', 'skat']);
      for (const [, tables] of TABLE_SETS) expect(shape(tables[lang])).toEqual(shape(tables.en));
    },
  );

  it.each(['de', 'fr'] as const)('no %s entry is empty or keeps a placeholder', (lang) => {
    for (const [name, tables] of TABLE_SETS)
      for (const [key, text] of Object.entries(texts(tables[lang]))) {
        expect(text.trim(), `${name}: ${key}`).not.toBe('');
        expect(text, `${name}: ${key}`).not.toMatch(/\{n\}|undefined/);
      }
  });

  it('sentences are translated: German and French differ from English except game terms and signs', () => {
    // `label`: a game's name (French calls `game points` Points, as English does).
    const same = new Set([
      'colRound',
      're',
      'kontra',
      'duty',
      'solo',
      'coinche',
      'colDutySolos',
      'problemsIn',
      'label',
    ]);
    for (const lang of ['de', 'fr'] as const) {
      // Over every table together: the game's entries were the view's until they moved next to the game's views.
      const copied = TABLE_SETS.flatMap(([name, tables]) => {
        const en = texts(tables.en);
        const tr = texts(tables[lang]);
        return Object.keys(en)
          .filter(
            (k) =>
              tr[k] === en[k] &&
              !same.has(k) && // Game terms, and entries that only arrange names and numbers.
              !/^(outcomes\.(litige|capot)|gameTypes\.solo|bock|formLevels\.|formCoincheLevels\.)/.test(k) &&
              !/^(form(Solo|None|AnnounceBare|Coinche|Belote|Capot|Partner|Extra(Fox|Doppelkopf|Karlchen|Of)))$/.test(
                k,
              ) &&
              !/^(seasonPoint|eveningLabel|colCapots|colLitiges)$/.test(k) &&
              // Skat’s terms: Grand, Null, Ramsch, Spitzen, Hand, ouvert, Kontra, Wertung.
              !/^(formGames\.(grand|null)|formTypes\.ramsch|formMit|formHand|formOuvert|formKontra)$/.test(k) &&
              !/^(colWertung|colGrand|colNull)$/.test(k),
          )
          .map((k) => `${name}.${k}`);
      });
      // Words that are the same in the language ("Total", "Team", "Solos", "Normal") are allowed, and few.
      expect(copied.length, `${lang}: ${copied.join(', ')}`).toBeLessThanOrEqual(4);
    }
  });

  it('plurals follow each language', () => {
    setViewLang('de');
    expect([strings.errors(1), strings.errors(2), strings.warnings(1), strings.warnings(3)]).toEqual([
      '1 Fehler',
      '2 Fehler',
      '1 Warnung',
      '3 Warnungen',
    ]);
    expect(strings.chartDesc(1, 'Anna 2')).toBe('Liniendiagramm des Stands über 1 Spiel. Endstand: Anna 2.');
    setViewLang('fr');
    expect([strings.errors(1), strings.errors(0), strings.warnings(2)]).toEqual([
      '1 erreur',
      '0 erreur',
      '2 avertissements',
    ]);
  });
});

describe('numbers and money in the language of the view', () => {
  const cases: [Lang, string[]][] = [
    ['en', ['+2', `${MINUS}2`, '0', '1234', '1.10 EUR', `${MINUS}2.05 €`, '+0.05']],
    ['de', ['+2', `${MINUS}2`, '0', '1.234', `1,10${NBSP}€`, `${MINUS}2,05${NBSP}€`, '+0,05']],
    ['fr', ['+2', `${MINUS}2`, '0', `1\u202f234`, `1,10${NBSP}€`, `${MINUS}2,05${NBSP}€`, '+0,05']],
  ];
  it.each(cases)('%s: signed, plain, money', (lang, expected) => {
    setViewLang(lang);
    expect([
      signed(2),
      signed(-2),
      signed(0),
      plain(1234),
      money(110, 'EUR'),
      money(-205, '€', true),
      money(5, undefined, true),
    ]).toEqual(expected);
  });

  it('a currency Intl does not know is written as the file wrote it', () => {
    setViewLang('de');
    expect(money(150, 'Chips')).toBe(`1,50${NBSP}Chips`);
  });
});

describe('the view speaks the language of the host’s state message', () => {
  it('German: column heads, totals, rules, stake in German money', async () => {
    const { app } = await mount([{ ...update(doppelkopfModel), lang: 'de' } as HostMessage]);
    const head = deepQueryAll(app, '.head [role="columnheader"]').map((h) => deepText(h));
    expect(head).toEqual(['Nr.', 'Spielart', 'Parteien', 'Wert', 'Anna', 'Ben', 'Clara', 'Dora']);
    const rules = deepText(deepQueryAll(app, 'scoresheet-rules')[0]);
    expect(rules).toContain(`Regelsatz ddv`);
    // deepText folds the no-break space before € into a space.
    expect(rules).toContain('Einsatz 0,05 € pro Punkt');
    expect(deepText(app)).toContain('Wer zahlt wem');
    expect(document.documentElement.lang).toBe('de');
  });

  it('French, and back to English when a later message names none', async () => {
    const { app } = await mount([{ type: 'noDocument', locked: false, lang: 'fr' }]);
    expect(deepText(app)).toContain('Ouvrez un fichier .score');
    app.receive(update(doppelkopfModel));
    await app.updateComplete;
    expect(deepQueryAll(app, '.head [role="columnheader"]').map((h) => deepText(h))[1]).toBe('Game');
  });
});
