// The CLI's help and usage errors in German and French: `--help --lang de`, `LANG=fr_FR.UTF-8 scoresheet --help`,
// every topic in the language, naming every option and command the English help names, and no English sentence.

import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cliInProcess';
import { englishLeft } from '../messages/english';
import { CSV_TABLES } from '../../src/report/format';

// Help never reads the sheet; any file read gets a tiny one.
const SHEET = new TextEncoder().encode('game doppelkopf\nplayers A B C D\n');
const cli = (args: string[], env: Record<string, string> = {}) => runCli(args, { env, readFile: () => SHEET });

const TOPICS = ['check', 'settle', 'explain', 'stats', 'fmt', 'lsp'] as const;
/** Options, commands and flags as typed: they stay the same in every language. */
const typed = (text: string) => [...new Set(text.match(/(?<![\w-])--?[a-z]+|\bscoresheet [a-z]+/g) ?? [])].sort();
/** Words the English help has that a German or French help never should. */
const ENGLISH = ['usage', 'every', 'report', 'prints', 'only', 'file', 'files', 'each', 'writes'];
const TABLES = new RegExp(`\\b(${CSV_TABLES.join('|')})\\b`, 'g');
const english = (line: string) => {
  // The values of --table (`rounds`, `players` …) are typed as they are.
  const text = line.replace(TABLES, ' ');
  const words = text.toLowerCase().split(/[^a-zäöüßéèêàâçœîïôûù'’-]+/);
  return [...englishLeft(text), ...ENGLISH.filter((w) => words.includes(w))];
};

describe('scoresheet --help in German and French', () => {
  it('answers in the language of --lang, and of LANG without it', () => {
    // Every game of the registry, by its title (French: belote, coinche and points as common nouns).
    expect(cli(['--help', '--lang', 'de']).out).toMatch(
      /^scoresheet — wertet Doppelkopf, Belote, Coinche, Punkte und Skat aus \.score-Listen aus\n/,
    );
    expect(cli(['--help'], { LANG: 'fr_FR.UTF-8' }).out).toMatch(
      /^scoresheet — compte les points de Doppelkopf, belote, coinche, points et Skat à partir de feuilles \.score\n/,
    );
    expect(cli(['help', 'settle'], { LC_ALL: 'de_DE.UTF-8' }).out).toContain('Gibt die Abrechnung aus');
    expect(cli(['check', '--help', '--lang', 'fr']).out).toContain('Affiche chaque erreur');
    // English stays English.
    expect(cli(['--help']).out).toMatch(
      /^scoresheet — scores Doppelkopf, Belote, Coinche, Points and Skat from \.score logs\n/,
    );
  });

  it('the main help names every table --table takes, in every language', () => {
    for (const lang of ['en', 'de', 'fr']) {
      const out = cli(['--help', '--lang', lang]).out;
      const at = out.indexOf('--table T');
      const option = out.slice(at, out.indexOf('\n  -', at + 1));
      for (const t of CSV_TABLES) expect(option, lang).toMatch(new RegExp(`\\b${t}\\b`));
      // Which game has which table (each game's csvTables): --table players on a Belote sheet is a usage error, and
      // Skat has no money table. Every game of the registry is named, by its title (French: as a noun).
      const own = {
        en:
          'Doppelkopf (rounds, transfers, money, players), Belote/Coinche (rounds, transfers, games, teams, money), ' +
          'Points (rounds, transfers, money, games) and Skat (rounds, players, transfers)',
        de:
          'Doppelkopf (rounds, transfers, money, players), Belote/Coinche (rounds, transfers, games, teams, money), ' +
          'Punkte (rounds, transfers, money, games) und Skat (rounds, players, transfers)',
        fr:
          'Doppelkopf (rounds, transfers, money, players), belote/coinche (rounds, transfers, games, teams, money), ' +
          'points (rounds, transfers, money, games) et Skat (rounds, players, transfers)',
      }[lang]!;
      expect(option.replace(/\s+/g, ' '), lang).toContain(own);
    }
  });

  for (const lang of ['de', 'fr'] as const) {
    it(`${lang}: every topic names the options and commands the English one names, with no English sentence`, () => {
      for (const topic of [undefined, ...TOPICS]) {
        const args = topic ? ['help', topic] : ['--help'];
        const en = cli(args).out;
        const own = cli([...args, '--lang', lang]).out;
        expect(own).not.toBe(en);
        expect(typed(own), `${topic ?? 'main'} in ${lang}`).toEqual(typed(en));
        const left = own.split('\n').filter((line) => english(line).length > 0);
        expect(left, `${topic ?? 'main'} in ${lang}`).toEqual([]);
      }
    });

    it(`${lang}: usage errors are in the language, with exit code 2`, () => {
      const cases = [
        ['frobnicate'],
        ['check'],
        ['check', 'a.score', '--bogus'],
        ['check', 'a.score', '--set', 'nonsense'],
        ['settle', 'a.score', '--format', 'xls'],
        ['explain', 'a.score', '--round', 'x'],
        ['explain', 'a.score', '--json'],
        ['check', 'a.score', '--round', '2'],
        ['check', 'a.score', '--compare', 'bock=on'],
        ['settle', 'a.score', '--table', 'nope'],
        ['explain', 'a.score', 'b.score'],
      ];
      for (const args of cases) {
        const r = cli([...args, '--lang', lang]);
        expect(r.code, args.join(' ')).toBe(2);
        expect(r.err, args.join(' ')).not.toBe(cli(args).err);
        expect(english(r.err.replace(/"[^"]*"/g, ' ')), r.err).toEqual([]);
      }
      const bad = cli(['check', 'a.score', '--lang', 'xx'], { LANG: `${lang}_XX.UTF-8` });
      expect(bad.code).toBe(2);
      expect(bad.err).toContain(lang === 'de' ? '--lang nimmt en, de oder fr' : '--lang prend en, de ou fr');
    });
  }
});
