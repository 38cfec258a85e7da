// Season and stats output in German and French: `settle DIR` and `stats DIR` follow --lang (else LC_ALL / LANG)
// in text, Markdown and CSV, with the decimal comma and `;` in German and French CSV.

import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cliInProcess';
import { englishLeft } from '../messages/english';

const DIR = 'examples/season-2026';

const cli = (args: string[], env: Record<string, string> = {}) => runCli(args, { env });

describe('season and stats in German and French', () => {
  for (const lang of ['de', 'fr'] as const) {
    it(`${lang}: settle DIR and stats DIR leave no English sentence (text, md, csv)`, () => {
      const lines: string[] = [];
      for (const cmd of ['settle', 'stats'])
        for (const format of ['text', 'md', 'csv']) {
          const r = cli([cmd, DIR, '--format', format, '--lang', lang]);
          lines.push(...r.out.split('\n'), ...r.err.split('\n'));
        }
      expect(lines.filter((l) => englishLeft(l).length > 0)).toEqual([]);
    });
  }

  it('headings and table heads in the language; English unchanged', () => {
    expect(cli(['stats', DIR, '--lang', 'de']).out).toMatch(/^Statistik — Doppelkopf, \d+ Abende/);
    expect(cli(['stats', DIR, '--lang', 'fr']).out).toMatch(/^Statistiques — Doppelkopf, \d+ soirées/);
    expect(cli(['stats', DIR], { LANG: 'de_DE.UTF-8' }).out).toContain('Siegquote');
    expect(cli(['stats', DIR]).out).toMatch(/^Statistics — Doppelkopf, \d+ evenings/);
    expect(cli(['settle', DIR, '--lang', 'de']).out).toContain('=== Saison ===');
    expect(cli(['settle', DIR, '--lang', 'fr']).out).toContain('Classement');
  });

  it('CSV in German: a byte order mark, `;` between fields and the decimal comma', () => {
    const out = cli(['settle', DIR, '--format', 'csv', '--lang', 'de']).out;
    expect(out.startsWith('\uFEFF')).toBe(true);
    const head = out.slice(1).split('\n')[0];
    expect(head.startsWith('Datum;Abend;')).toBe(true);
    expect(out).not.toMatch(/\d\.\d\d(;|$)/m);
    expect(cli(['settle', DIR, '--format', 'csv']).out.split('\n')[0].startsWith('date,evening,')).toBe(true);
  });
});

/** Two evenings held in memory: the first at 0.05 EUR a point, the second without a stake. */
const MEMORY: Record<string, string> = {
  's/1.score': 'game doppelkopf\ndate 2026-01-01\nplayers A B C D\nstake 0.05 EUR\n\nround 1\n  re A B\n  won re 2\n',
  's/2.score': 'game doppelkopf\ndate 2026-01-08\nplayers A B C D\n\nround 1\n  re A C\n  won re 1\n',
};

function memoryCli(args: string[]): string {
  const r = runCli(args, {
    readFile: (p) => new TextEncoder().encode(MEMORY[p]),
    listDir: (p) => (p === 's' ? ['1.score', '2.score'] : undefined),
  });
  return r.out + r.err;
}

describe('season money and notes in the language', () => {
  // Evening 1: Re (A, B) wins 2, so A and B +2, C and D −2; at 5 cents a point A and B win 0.10, C and D lose
  // 0.10. Evening 2 has no stake: no money, and a note says so.
  it('writes season money through Intl in German and French, English as before', () => {
    const de = memoryCli(['settle', 's', '--lang', 'de']);
    expect(de).toMatch(/^ {2}1 +A .* 0,10\u00a0€$/m);
    expect(de).toMatch(/ −0,10\u00a0€$/m);
    expect(de).toContain('kein Einsatz: an diesem Abend kein Geld');
    expect(de).not.toMatch(/\d EUR/);
    const fr = memoryCli(['settle', 's', '--lang', 'fr']);
    expect(fr).toMatch(/ 0,10\u00a0€$/m);
    expect(fr).toContain('pas de mise : pas d’argent cette soirée');
    const en = memoryCli(['settle', 's']);
    expect(en).toContain('money (EUR)');
    expect(en).toMatch(/ 0\.10$/m);
  });

  it('gives the JSON notes their message in the language; codes, keys and amounts stay', () => {
    const json = (lang: string) => JSON.parse(memoryCli(['settle', 's', '--json', '--lang', lang])).season;
    const en = json('en');
    expect(en.notes).toEqual([
      { code: 'season-no-stake', message: 'no stake: no money that evening', file: 's/2.score' },
    ]);
    expect(json('de').notes).toEqual([
      { code: 'season-no-stake', message: 'kein Einsatz: an diesem Abend kein Geld', file: 's/2.score' },
    ]);
    expect(json('fr').notes[0].message).toBe('pas de mise : pas d’argent cette soirée');
    expect(json('de').money).toEqual(en.money);
    expect(en.money).toEqual({ A: 0.1, B: 0.1, C: -0.1, D: -0.1 });
  });
});
