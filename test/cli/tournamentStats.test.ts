// `scoresheet stats DIR` on a tournament folder (issue 33): the statistics per player that `settle DIR` prints last —
// games won and lost, schwarz for and against, solos, penalties — on their own, as text, Markdown, CSV and JSON.
// The values are those worked by hand for the penalty tournament in test/tournament/penalties.test.ts (PEN_FOLDER)
// and the Doppelkopf tournament in test/tournament/fixtures.ts (DK_FOLDER).

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledCli } from '../helpers/cliProcess';
import { DK_FOLDER, PEN_FOLDER, PEN_T1, type Folder } from '../tournament/fixtures';

const cli = bundledCli('scoresheet-tournament-stats-');
const { run } = cli;

function folder(name: string, files: Folder): string {
  const d = join(cli.dir, name);
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(dirname(join(d, f)), { recursive: true });
    writeFileSync(join(d, f), text);
  }
  return d;
}

describe('stats DIR on a tournament', () => {
  it('text: the heading and one row per player, penalty lines and points included', () => {
    const r = run('stats', folder('pen', PEN_FOLDER));
    expect(r.code, r.err).toBe(0);
    expect(r.err).toBe('');
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('Strafen — Doppelkopf, 1 series, 8 players');
    expect(lines).toContain('Statistics per player');
    // number, name, games, won, lost, schwarz for/against, solos, solos won, penalties, penalty points:
    // A 2 games (R1 won, R3 lost), +2 penalty points; C paid one penalty, −3 + 1 = −2.
    expect(r.out).toMatch(/^ *1 +A +2 +1 +1 +0 +0 +0 +0 +0 +2 *$/m);
    expect(r.out).toMatch(/^ *3 +C +2 +1 +1 +0 +0 +0 +0 +1 +−2 *$/m);
    expect(r.out).toMatch(/^ *8 +H +2 +0 +2 +0 +0 +0 +0 +0 +0 *$/m);
    // Nothing but the statistics: no standings, no series tables.
    expect(r.out).not.toContain('Standings');
  });

  it('--json: the rows of settle’s `stats`, and each sheet with its errors', () => {
    const d = folder('pen', PEN_FOLDER);
    const j = JSON.parse(run('stats', '--json', d).out);
    expect(j.files).toEqual([
      { file: join(d, 't1.score'), errors: 0 },
      { file: join(d, 't2.score'), errors: 0 },
    ]);
    expect(j.tournament).toMatchObject({ title: 'Strafen', game: 'doppelkopf' });
    expect(j.stats.find((s: { player: string }) => s.player === 'D')).toEqual({
      player: 'D',
      number: 4,
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
  });

  it('csv in German: semicolons, the schwarz of series 2 (Anna and Fritz took every card)', () => {
    const r = run('stats', '--format', 'csv', '--lang', 'de', folder('dk', DK_FOLDER));
    expect(r.code, r.err).toBe(0);
    const rows = r.out
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(rows).toHaveLength(10);
    // Anna: 4 + 3 = 7 games (series 1 table 1, series 2 table 2), won 2 + 2 = 4, schwarz for 1 (R1 of S2T2).
    expect(rows.find((l) => l.split(';')[1] === 'Anna')).toBe('1;Anna;7;4;3;1;0;0;0');
    // Dora: won 2 of 4 at table 1, then 1 of 3 (lost the schwarz): 7 games, 3 won, schwarz against 1.
    expect(rows.find((l) => l.split(';')[1] === 'Dora')).toBe('4;Dora;7;3;4;0;1;0;0');
  });

  it('a sheet with an error: the statistics still print, the problem goes to stderr, exit 1', () => {
    const broken = { ...PEN_FOLDER, 't1.score': PEN_T1.replace('total A 1 B 1 C -1 D -1', 'total A 2 B 1 C -1 D -1') };
    const r = run('stats', folder('broken', broken));
    expect(r.code).toBe(1);
    expect(r.out).toContain('Statistics per player');
    // The stated total on line 11 (1-based) no longer agrees.
    expect(r.err).toMatch(/t1\.score:11:9: error total-mismatch/);
  });
});
