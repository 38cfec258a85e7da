// `scoresheet settle DIR` on a tournament folder and `scoresheet sheets DIR --series N`, as a process (score-format.md,
// "Tournaments and concours"); the values are worked by hand in test/tournament/standings.test.ts.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledCli } from '../helpers/cliProcess';
import { COINCHE_FOLDER, DK_FOLDER, DK_SETTINGS, PEN_FOLDER, type Folder } from '../tournament/fixtures';

const cli = bundledCli('scoresheet-tournament-');
const { run } = cli;

/** Writes a folder with sub-folders (`serie-1/tisch-1.score`) and returns its path. */
function folder(name: string, files: Folder): string {
  const d = join(cli.dir, name);
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(dirname(join(d, f)), { recursive: true });
    writeFileSync(join(d, f), text);
  }
  return d;
}

describe('settle DIR on a Doppelkopf tournament', () => {
  it('text: standings with the key, the tie-break and each series; the Aushang; statistics; money', () => {
    const d = folder('dk', DK_FOLDER);
    const r = run('settle', d);
    expect(r.code, r.err).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toContain('Herbstturnier 2026 — Doppelkopf, 2 series, 9 players');
    // rank, start number, name, placement points, points (tie-break), S1, S2, prize, money
    expect(r.out).toMatch(/1\s+2\s+Ben\s+\+4\s+\+3\s+0\s+\+4\s+45\.00 EUR\s+35\.00 EUR/);
    expect(r.out).toMatch(/3\s+3\s+Clara\s+\+1\s+\+1\s+0\s+\+1\s+9\.00 EUR\s+−1\.00 EUR/);
    expect(r.out).toMatch(/3\s+5\s+Emil\s+\+1\s+\+1\s+\+3\s+−2\s+9\.00 EUR\s+−1\.00 EUR/);
    expect(r.out).toContain('Ranked by placement points, then points; entrants still level share a rank.');
    // The series' tables: the timeout marked, places shared.
    expect(r.out).toMatch(/2\s+tisch-2\.score \(timeout\)\s+Anna\s+\+5\s+1\s+\+2/);
    // Statistics: Anna 7 games, 4 won, 3 lost, 1 schwarz for.
    expect(r.out).toMatch(/1\s+Anna\s+7\s+4\s+3\s+1\s+0\s+0\s+0/);
    expect(r.out).toContain('Entries: 9 × 10.00 EUR = 90.00 EUR. Prizes paid: 90.00 EUR.');
  });
  it('--json: the tournament object of the contract', () => {
    const d = folder('dk', DK_FOLDER);
    const r = run('settle', '--json', d);
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.files.map((f: { file: string }) => f.file)).toEqual([
      join(d, 'serie-1/tisch-1.score'),
      join(d, 'serie-1/tisch-2.score'),
      join(d, 'serie-2/tisch-1.score'),
      join(d, 'serie-2/tisch-2.score'),
    ]);
    expect(j.files[0].settlement.totals).toEqual({ Anna: -2, Ben: 0, Clara: 0, Dora: 2 });
    const t = j.tournament;
    expect([t.title, t.game, t.ranking, t.tiebreaks]).toEqual([
      'Herbstturnier 2026',
      'doppelkopf',
      'placement',
      ['points'],
    ]);
    expect(t.standings[2]).toMatchObject({
      rank: 3,
      player: 'Clara',
      number: 3,
      points: 1,
      placement: 1,
      prize: 9,
      entry: 10,
      money: -1,
    });
    expect(t.standings[3].series).toEqual([
      {
        series: 1,
        kind: 'played',
        table: 2,
        file: join(d, 'serie-1/tisch-2.score'),
        place: 1,
        points: 1,
        placement: 3,
        won: true,
        counted: true,
      },
      {
        series: 2,
        kind: 'played',
        table: 1,
        file: join(d, 'serie-2/tisch-1.score'),
        place: 4,
        points: 0,
        placement: -2,
        won: false,
        counted: true,
      },
    ]);
    expect(t.series[1].tables[1]).toEqual({
      table: 2,
      file: join(d, 'serie-2/tisch-2.score'),
      players: ['Anna', 'Fritz', 'Hanna', 'Dora'],
      totals: { Anna: 5, Fritz: 5, Hanna: -5, Dora: -5 },
      places: { Anna: 1, Fritz: 1, Hanna: 3, Dora: 3 },
      placement: { Anna: 2, Fritz: 2, Hanna: -2, Dora: -2 },
      timeout: true,
      errors: 0,
    });
    expect(t.money).toEqual({ currency: 'EUR', entry: 10, pool: 90, prizes: [45, 27, 18], paid: 90 });
    expect(t.diagnostics).toEqual([]);
  });
  it('--format csv --lang de: ";", decimal comma, BOM; the standings, the series rows, the statistics', () => {
    const d = folder('dk', DK_FOLDER);
    const csv = run('settle', '--format', 'csv', '--lang', 'de', d).out;
    expect(csv.startsWith('\uFEFF#;Nr.;Spieler;Platzierungspunkte;Punkte;S1;S2;Preis (EUR);Geld (EUR)\n')).toBe(true);
    const lines = csv.split('\n');
    expect(lines).toContain('3;5;Emil;1;1;3;-2;9,00;-1,00');
    expect(lines).toContain(`2;2;${join(d, 'serie-2/tisch-2.score')} (Zeit);Anna;5;1;2`);
    expect(lines).toContain('1;Anna;7;4;3;1;0;0;0');
  });
  it('--format md --lang fr: Markdown tables in French', () => {
    const d = folder('dk', DK_FOLDER);
    const md = run('settle', '--format', 'md', '--lang', 'fr', d).out;
    expect(md).toContain('## Classement');
    expect(md).toContain('| 1 | 2 | Ben | +4 | +3 | 0 | +4 | 45,00\u00a0€ | 35,00\u00a0€ |');
    expect(md).toContain('## Série 2');
  });
  it('with errors: the standings still, the checks on stderr with file and line, exit 1', () => {
    const files = { ...DK_FOLDER };
    delete (files as Record<string, string>)['serie-2/tisch-2.score'];
    const d = folder('dk-missing', files);
    const r = run('settle', d);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/1\s+2\s+Ben/);
    expect(r.err).toContain(
      `${join(d, 'tournament.score')}:8:10: error tournament-missing: Anna sits at no table of series 2: a sheet ` +
        'is missing, or a `missed` line.',
    );
  });
  it('a sheet’s own problems are reported under the inherited lines', () => {
    const d = folder('dk-duty', { ...DK_FOLDER, 'tournament.score': `${DK_SETTINGS}set duty-solo on\n` });
    const r = run('settle', d);
    expect(r.code).toBe(0);
    expect(r.err).toContain(`${join(d, 'serie-1/tisch-1.score')}:10:1: warning duty-solo-owed:`);
  });
});

describe('settle DIR with penalty points (worked in test/tournament/fixtures.ts, PEN_FOLDER)', () => {
  // C: 2 games, 1 won, 1 lost, no schwarz, no solo; paid 1 penalty line; penalty points −3 + 1 = −2.
  it('text: the statistics end with penalties and penalty points', () => {
    const r = run('settle', folder('pen', PEN_FOLDER));
    expect(r.code, r.err).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toMatch(/solos won\s+penalties\s+penalty points\n/);
    expect(r.out).toMatch(/\n\s*3\s+C\s+2\s+1\s+1\s+0\s+0\s+0\s+0\s+1\s+\u22122\n/);
    expect(r.out).toMatch(/\n\s*1\s+A\s+2\s+1\s+1\s+0\s+0\s+0\s+0\s+0\s+2\n/);
  });
  it('--format md --lang de and --format csv --lang fr', () => {
    const d = folder('pen', PEN_FOLDER);
    const md = run('settle', '--format', 'md', '--lang', 'de', d).out;
    expect(md).toMatch(/\| Soli gewonnen \| Strafen \| Strafpunkte \|\n/);
    expect(md).toContain('| 4 | D | 2 | 1 | 1 | 0 | 0 | 0 | 0 | 1 | \u22122 |');
    const csv = run('settle', '--format', 'csv', '--lang', 'fr', d).out.split('\n');
    expect(csv.find((l) => l.endsWith(';solos gagnés;pénalités;points de pénalité'))).toBeDefined();
    expect(csv).toContain('3;C;2;1;1;0;0;0;0;1;-2');
  });
  it('--json: each stats row has penalties and penalty-points', () => {
    const t = JSON.parse(run('settle', '--json', folder('pen', PEN_FOLDER)).out).tournament;
    expect(t.stats[2]).toEqual({
      player: 'C',
      number: 3,
      games: 2,
      won: 1,
      lost: 1,
      'schwarz-for': 0,
      'schwarz-against': 0,
      solos: 0,
      'solos-won': 0,
      penalties: 1,
      'penalty-points': -2,
    });
    expect(t.series[0].tables[0].totals).toEqual({ A: 1, B: 1, C: -1, D: -1 });
    expect(t.diagnostics).toEqual([]);
  });
});

describe('settle DIR on a Coinche concours', () => {
  it('ranks teams by match points, a bye shown in its partie; --json has matchPoints, wins and the members', () => {
    const d = folder('coinche', COINCHE_FOLDER);
    const r = run('settle', '--lang', 'fr', d);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('Concours du club 2026 — Coinche, 2 parties, 5 équipes');
    expect(r.out).toMatch(/1\s+4\s+Jaunes\s+Jaunes1, Jaunes2\s+\+5\s+2\s+\+20\s+1970\s+\+2\s+\+3 exempt\s+60,00\s€/);
    const j = JSON.parse(run('settle', '--json', d).out);
    expect(j.tournament.standings[0]).toMatchObject({
      rank: 1,
      team: 'Jaunes',
      members: ['Jaunes1', 'Jaunes2'],
      number: 4,
      matchPoints: 5,
      wins: 2,
      points: 1970,
      money: 40,
    });
    expect(j.tournament.standings[0].placement).toBeUndefined();
  });
});

describe('scoresheet sheets DIR --series N', () => {
  it('series 1 without sheets: the participants by start number, four to a table, the last table five', () => {
    const d = folder('dk-plan', { 'tournament.score': DK_SETTINGS });
    const r = run('sheets', d, '--series', '1');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toBe(
      [
        '# Herbstturnier 2026 — series 1, table 1',
        'series 1',
        'table 1',
        'players Anna Ben Clara Dora',
        "# 4 games; `timeout` if the clock stops the series, the list's `total` as the last line",
        '',
        '# Herbstturnier 2026 — series 1, table 2',
        'series 1',
        'table 2',
        'players Emil Fritz Gerd Hanna Ilse',
        "# 5 games; `timeout` if the clock stops the series, the list's `total` as the last line",
        '',
      ].join('\n'),
    );
  });
  it('a later series without sheets: seated by the standings after the one before, in the language', () => {
    const files = { ...DK_FOLDER };
    delete (files as Record<string, string>)['serie-2/tisch-1.score'];
    delete (files as Record<string, string>)['serie-2/tisch-2.score'];
    const d = folder('dk-plan-2', files);
    const r = run('sheets', d, '--series', '2', '--lang', 'de');
    expect(r.code, r.err).toBe(0);
    // After series 1 (placement, then points): Dora +3/+2, Emil +3/+1, Hanna +3/+1, Ben 0/0, Clara 0/0,
    // Fritz 0/0, Anna −3/−2, Gerd −3/−1, Ilse −3/−1.
    expect(r.out).toContain('serie 2\ntisch 1\nspieler Dora Emil Hanna Ben\n');
    expect(r.out).toContain('serie 2\ntisch 2\nspieler Clara Fritz Gerd Ilse Anna\n');
  });
  it('a series beyond the tournament’s: exit 2', () => {
    const d = folder('dk', DK_FOLDER);
    const r = run('sheets', d, '--series', '3');
    expect(r.code).toBe(2);
    expect(r.err).toBe('scoresheet: The tournament has 2 series (tournament.score), so there is no series 3.\n');
  });
  it('needs --series, and a folder with a tournament.score', () => {
    expect(run('sheets', cli.dir).code).toBe(2);
    const d = folder('no-tournament', { 'a.score': 'game doppelkopf\nplayers A B C D\n' });
    const r = run('sheets', d, '--series', '1');
    expect(r.code).toBe(2);
    expect(r.err).toContain('has no tournament.score');
  });
});

describe('a table sheet on its own: check and settle find its tournament.score (its folder or the one above)', () => {
  it('no missing game: the game and the switches come from the tournament', () => {
    const d = folder('dk-check', { ...DK_FOLDER, 'tournament.score': `${DK_SETTINGS}set duty-solo on\n` });
    const r = run('check', join(d, 'serie-2/tisch-2.score'));
    expect(r.code, r.out).toBe(0);
    // Nobody played a duty solo: four warnings on the last round (line 9), as in the tournament's settle.
    expect(r.out.split('\n').filter((l) => l.includes('duty-solo-owed'))).toHaveLength(4);
    expect(r.out).toContain(`${join(d, 'serie-2/tisch-2.score')}:9:1: warning duty-solo-owed:`);
    const s = run('settle', join(d, 'serie-1/tisch-1.score'));
    expect(s.code).toBe(0);
    expect(s.out).toContain('Dora');
  });
  it('an evening with neither series nor table line reads no folder: missing game as before', () => {
    const d = folder('dk-evening', { ...DK_FOLDER, 'evening.score': 'players A B C D\nround\n  won A B 1\n' });
    expect(run('check', join(d, 'evening.score')).out).toContain('error missing-game');
  });
});

describe('tournament.score on its own', () => {
  it('check reports its problems; settle says to settle the folder', () => {
    const d = folder('dk-bad', { 'tournament.score': `${DK_SETTINGS}ranking match\n` });
    const c = run('check', join(d, 'tournament.score'));
    expect(c.code).toBe(1);
    expect(c.out).toContain(':19:9: error tournament-bad-word:');
    expect(c.err).toContain('in 1 tournament settings file');
    const s = run('settle', join(d, 'tournament.score'));
    expect(s.code).toBe(2);
    expect(s.err).toContain('holds a tournament’s settings'.replace('’', "'"));
  });
  it('--format chat on a tournament is not there yet: a usage error that names html among the formats', () => {
    const d = folder('dk', DK_FOLDER);
    const r = run('settle', d, '--format', 'chat');
    expect(r.code).toBe(2);
    expect(r.err).toContain('--format chat is not available for a tournament yet; use --format text, md, csv or html');
  });
});
