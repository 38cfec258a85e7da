// Every option that does not apply says so (issue 30, item 3): a usage error on stderr with exit 2, never an option
// silently ignored or another output in its place. And the CSV tables each game has (`--table`), with values worked
// out by hand.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cliInProcess';
import { FIVE_EXPECTED, FIVE_NAMES, FIVE_PLAYERS } from '../helpers/fivePlayers';

/**
 * Four players at 0.10 EUR a point, rows as written: Anna 2−3+1 = 0, Ben −2+9+1 = 8, Clara 2−3−1 = −2,
 * Dora −2−3−1 = −6. Money: Anna 0.00, Ben +0.80, Clara −0.20, Dora −0.60; the largest debtor pays the largest
 * creditor: Dora pays Ben 0.60, then Clara pays Ben 0.20.
 */
const STAKED = `game doppelkopf
players Anna Ben Clara Dora
stake 0.10 EUR

round 1
  score Anna +2 Ben -2 Clara +2 Dora -2
round 2
  score Anna -3 Ben +9 Clara -3 Dora -3
round 3
  score Anna +1 Ben +1 Clara -1 Dora -1
`;

const SEASON_SETTINGS = `season
pot 1 EUR
`;

const FILES: Record<string, string> = {
  'five.score': FIVE_PLAYERS,
  'staked.score': STAKED,
  'saison/season.score': SEASON_SETTINGS,
  'saison/a.score': STAKED,
};

const cli = (...args: string[]) =>
  runCli(args, {
    readFile: (p) => (p in FILES ? new TextEncoder().encode(FILES[p]) : readFileSync(p)),
    listDir: (p) =>
      p === 'saison'
        ? Object.keys(FILES)
            .filter((f) => f.startsWith('saison/'))
            .map((f) => f.slice(7))
        : undefined,
  });

/** A usage error: exit 2, nothing on stdout, the reason and the pointer to --help on stderr. */
function usageError(args: string[], reason: string): void {
  const r = cli(...args);
  expect({ code: r.code, out: r.out, err: r.err }).toEqual({
    code: 2,
    out: '',
    err: `scoresheet: ${reason}\nRun "scoresheet --help" for usage.\n`,
  });
}

describe('settle --table on a Doppelkopf sheet (bug 7)', () => {
  it('games and teams are Belote/Coinche tables: a usage error naming the tables the sheet has', () => {
    for (const table of ['games', 'teams'])
      usageError(
        ['settle', '--format', 'csv', '--table', table, 'five.score'],
        `--table ${table} does not exist for a Doppelkopf sheet; ` +
          'its CSV tables are rounds, transfers, money or players',
      );
  });

  it('players: the statistics of the hand-worked five-player sheet', () => {
    const r = cli('settle', '--format', 'csv', '--table', 'players', 'five.score');
    expect(r.code).toBe(0);
    expect(r.out.trim().split('\n')).toEqual([
      'player,games,wins,solos,solos won,duty solos',
      ...FIVE_NAMES.map((n) => {
        const e = FIVE_EXPECTED[n];
        return `${n},${e.games},${e.wins},${n === 'Emil' ? '1,1' : '0,0'},0`;
      }),
    ]);
  });

  it('money: each player’s balance at the stake; German: “;”, decimal comma and BOM', () => {
    const r = cli('settle', '--format', 'csv', '--table', 'money', 'staked.score');
    expect(r.out.trimEnd()).toBe('player,money (EUR)\nAnna,0.00\nBen,0.80\nClara,-0.20\nDora,-0.60');
    const de = cli('settle', '--lang', 'de', '--format', 'csv', '--table', 'money', 'staked.score');
    expect(de.out.trimEnd()).toBe('\uFEFFSpieler;Geld (EUR)\nAnna;0,00\nBen;0,80\nClara;-0,20\nDora;-0,60');
  });

  it('transfers: who pays whom', () => {
    const r = cli('settle', '--format', 'csv', '--table', 'transfers', 'staked.score');
    expect(r.out.trimEnd()).toBe('from,to,amount\nDora,Ben,0.60\nClara,Ben,0.20');
  });

  it('money without a stake: no amounts, and stderr says why', () => {
    const r = cli('settle', '--format', 'csv', '--table', 'money', 'five.score');
    expect(r.code).toBe(0);
    expect(r.out.trimEnd()).toBe(`player,money\n${FIVE_NAMES.map((n) => `${n},`).join('\n')}`);
    expect(r.err).toBe('five.score: no stake is set, so the money table has no amounts\n');
  });
});

describe('settle --table on a Coinche sheet', () => {
  // examples/coinche-partie.score: EO wins the one game to 1000 at 1 EUR a game won, so NS pays EO 1.00.
  it('transfers are who pays whom, not the money table', () => {
    const r = cli('settle', '--format', 'csv', '--table', 'transfers', 'examples/coinche-partie.score');
    expect(r.out.trimEnd()).toBe('from,to,amount\nNS,EO,1.00');
    const money = cli('settle', '--format', 'csv', '--table', 'money', 'examples/coinche-partie.score');
    expect(money.out.trimEnd()).toBe('team,money\nNS,-1.00\nEO,1.00');
  });

  it('players is a Doppelkopf table', () => {
    usageError(
      ['settle', '--format', 'csv', '--table', 'players', 'examples/coinche-partie.score'],
      '--table players does not exist for a Coinche sheet; its CSV tables are rounds, transfers, games, teams or money',
    );
  });
});

describe('options that do not apply in some combination', () => {
  it('--table without --format csv, or beside --json', () => {
    usageError(['settle', '--table', 'money', 'staked.score'], '--table is available for settle --format csv only');
    usageError(
      ['settle', '--json', '--table', 'money', 'staked.score'],
      '--table is available for settle --format csv only',
    );
  });

  it('--table on a season (several files or a folder)', () => {
    const reason =
      '--table picks one table of one evening; several files or a folder are a season, whose CSV is one table';
    usageError(['settle', '--format', 'csv', '--table', 'money', 'saison'], reason);
    usageError(['settle', '--format', 'csv', '--table', 'money', 'staked.score', 'five.score'], reason);
  });

  it('--json beside --format', () => {
    usageError(
      ['settle', '--json', '--format', 'csv', 'staked.score'],
      '--json prints JSON and --format csv another output: give one of them',
    );
    usageError(
      ['stats', '--format', 'md', '--json', 'staked.score'],
      '--json prints JSON and --format md another output: give one of them',
    );
  });

  it('--json for fmt and lsp, a file for lsp', () => {
    usageError(['fmt', '--json', 'staked.score'], '--json is available for check, settle and stats');
    usageError(['lsp', '--json'], '--json is available for check, settle and stats');
    usageError(['lsp', 'staked.score'], 'lsp takes no file: the editor sends its documents over stdin');
  });

  it('settle --compare as CSV', () => {
    usageError(
      ['settle', '--compare', 'bock=on', '--format', 'csv', 'staked.score'],
      'settle --compare writes text or md, not csv',
    );
  });

  it('check --fix with what-if rules would write the file under rules it does not have', () => {
    const reason =
      '--fix writes the file as its own rules score it, so it does not combine with --rules or --set ' +
      '(settle --compare shows what other rules change)';
    usageError(['check', '--fix', '--set', 'bock=on', 'staked.score'], reason);
    usageError(['check', '--rules', 'ddv', '--fix', 'staked.score'], reason);
  });

  it('an option of one value given twice with two values', () => {
    usageError(
      ['settle', '--format', 'md', '--format', 'csv', 'staked.score'],
      '--format is given twice (md and csv): give it once',
    );
    usageError(
      ['explain', '--round', '1', '--round', '2', 'staked.score'],
      '--round is given twice (1 and 2): give it once',
    );
    usageError(
      ['settle', '--format', 'csv', '--table', 'money', '--table=players', 'staked.score'],
      '--table is given twice (money and players): give it once',
    );
    // The same value twice says the same thing: not an error.
    expect(cli('settle', '--format', 'md', '--format', 'md', 'staked.score').code).toBe(0);
  });

  it('in German and French too', () => {
    const de = cli('settle', '--lang', 'de', '--json', '--format', 'csv', 'staked.score');
    expect(de.err).toContain('--json gibt JSON aus und --format csv eine andere Ausgabe');
    const fr = cli('settle', '--lang', 'fr', '--format', 'csv', '--table', 'games', 'five.score');
    expect(fr.err).toContain('--table games n’existe pas pour une feuille de Doppelkopf');
    expect(fr.code).toBe(2);
  });
});

describe('check on a season settings file (bug 17)', () => {
  it('says it checked a season settings file, not "0 documents"', () => {
    const r = cli('check', 'saison/season.score');
    expect(r.code).toBe(0);
    expect(r.err).toBe("0 errors, 0 warnings in 1 season settings file (a season's pot and shares, not an evening)\n");
    const both = cli('check', 'saison/season.score', 'staked.score');
    expect(both.err).toBe(
      "0 errors, 0 warnings in 1 document and 1 season settings file (a season's pot and shares, not an evening)\n",
    );
    const de = cli('check', '--lang', 'de', 'saison/season.score');
    expect(de.err).toBe(
      '0 Fehler, 0 Warnungen in 1 Datei mit Saison-Einstellungen (Kasse und Anteile einer Saison, kein Abend)\n',
    );
  });
});
