// The CLI in German and French: --lang (else LC_ALL / LC_MESSAGES / LANG) makes check, settle and explain speak the
// language on the bundled examples, with no English sentence left; money through Intl; CSV for German spreadsheets.

import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cliInProcess';
import { englishLeft } from '../messages/english';

const cli = (args: string[], env: Record<string, string> = {}) => runCli(args, { env });

const EXAMPLES = ['examples/doppelkopf-evening.score', 'examples/belote-game.score', 'examples/coinche-game.score'];

describe('scoresheet --lang', () => {
  for (const lang of ['de', 'fr'] as const) {
    it(`${lang}: check, settle and explain on the bundled examples leave no English sentence`, () => {
      const texts: string[] = [];
      for (const file of EXAMPLES) {
        for (const cmd of [['check'], ['settle'], ['settle', '--format', 'md']]) {
          const r = cli([...cmd, file, '--lang', lang]);
          texts.push(r.out, r.err);
        }
      }
      texts.push(cli(['explain', EXAMPLES[0], '--lang', lang]).out);
      const left = texts
        .join('\n')
        .split('\n')
        .filter((line) => englishLeft(line).length > 0);
      expect(left).toEqual([]);
    });
  }

  it('follows LC_ALL, then LC_MESSAGES, then LANG; --lang wins', () => {
    const check = (env: Record<string, string>, args: string[] = []) =>
      cli(['check', EXAMPLES[0], ...args], env).err.trim();
    expect(check({ LANG: 'de_DE.UTF-8' })).toBe('0 Fehler, 0 Warnungen in 1 Dokument');
    expect(check({ LC_ALL: 'fr_FR.UTF-8', LANG: 'de_DE.UTF-8' })).toBe('0 erreur, 0 avertissement dans 1 document');
    expect(check({ LC_ALL: 'fr_FR.UTF-8' }, ['--lang', 'en'])).toBe('0 errors, 0 warnings in 1 document');
    expect(check({ LANG: 'C.UTF-8' })).toBe('0 errors, 0 warnings in 1 document');
    expect(cli(['check', 'x.score', '--lang', 'xx']).err).toContain('--lang takes en, de or fr, not "xx"');
  });

  it('writes money through Intl: 0,05 € a point, −1,35 € for a loss', () => {
    const out = cli(['settle', EXAMPLES[0], '--lang', 'de']).out;
    // Intl puts a no-break space between the amount and the sign, so `1,25 €` never breaks across lines.
    const nb = (s: string) => s.replace(/ €/g, '\u00a0€');
    expect(out).toContain(nb('Einsatz 0,05 € pro Punkt'));
    expect(out).toMatch(/Geld\s+0,45\u00a0€\s+−1,35\u00a0€\s+−0,35\u00a0€\s+1,25\u00a0€/);
    expect(out).toContain(nb('Ben zahlt Dora 1,25 €'));
    expect(cli(['settle', EXAMPLES[0], '--lang', 'fr']).out).toContain(nb('Ben paie 1,25 € à Dora'));
  });

  it('writes German and French CSV with a BOM, ";" and the decimal comma, one table per file', () => {
    const csv = cli(['settle', EXAMPLES[0], '--format', 'csv', '--lang', 'de']).out;
    expect(csv.startsWith('\uFEFFSpiel;Anna;Ben;Clara;Dora;Anna Stand;')).toBe(true);
    expect(csv).toContain('Geld (EUR);0,45;-1,35;-0,35;1,25;;;;;;');
    const transfers = cli(['settle', EXAMPLES[0], '--format', 'csv', '--table', 'transfers', '--lang', 'fr']).out;
    expect(transfers).toBe('\uFEFFde;à;montant\nBen;Dora;1,25\nClara;Anna;0,35\nBen;Anna;0,10\n\n');
  });

  it('says the outcome column of the CSV in the language (Re and Kontra stay), French with a space before ";"', () => {
    // Round 1: Re (Anna, Clara) has 151 card points and wins. Round 2: Re announced keine 90, so needs 151;
    // with 140 Kontra wins.
    const rows = (lang: string) => cli(['settle', EXAMPLES[0], '--format', 'csv', '--lang', lang]).out.split('\n');
    const outcome = (row: string, sep: string) => row.split(sep)[9];
    expect(outcome(rows('de')[1], ';')).toBe('Re');
    expect(outcome(rows('de')[2], ';')).toBe('Kontra');
    expect(outcome(rows('en')[2], ',')).toBe('kontra');
    expect(rows('fr')[2]).toMatch(/manqué ; Kontra annoncé"$/);
  });
});
