// The checks of a tournament (score-format.md, "Tournaments and concours"): each fails its own small folder with its
// code, on the line (and word) that causes it. Lines and columns below are 0-based, as problems hold them.

import { describe, expect, it } from 'vitest';
import { createTournamentLedger, type Tournament } from '../../src/tournament';
import { partie } from './fixtures';

type Folder = Record<string, string>;

const SETTINGS = `tournament Check
game doppelkopf
series 1
games 4:2 5:2
player 1 A
player 2 B
player 3 C
player 4 D
player 5 E
player 6 F
player 7 G
player 8 H
`;

const sheet = (series: number, table: number, players: string, rounds = 2, extra = '') =>
  `series ${series}\ntable ${table}\nplayers ${players}\n` +
  Array.from(
    { length: rounds },
    (_, i) => `round\n  won ${players.split(' ')[i % 2 ? 2 : 0]} ${players.split(' ')[1]} 1\n`,
  ).join('') +
  extra;

const OK: Folder = {
  'tournament.score': SETTINGS,
  't1.score': sheet(1, 1, 'A B C D'),
  't2.score': sheet(1, 2, 'E F G H'),
};

function run(folder: Folder) {
  const ledger = createTournamentLedger();
  for (const [f, t] of Object.entries(folder)) ledger.update(f, t);
  return { t: ledger.tournament()!, sheets: ledger.sheets() };
}

/** [file, code, line, column] of every problem of the tournament (settings file and checks). */
function found(t: Tournament): [string, string, number, number][] {
  return t.problems.flatMap((f) =>
    f.problems.map((p): [string, string, number, number] => [
      f.file,
      p.code,
      p.range.start.line,
      p.range.start.character,
    ]),
  );
}

describe('a clean folder', () => {
  it('has no problems', () => {
    const { t, sheets } = run(OK);
    expect(found(t)).toEqual([]);
    expect(sheets.flatMap((s) => s.problems)).toEqual([]);
  });
});

describe('the checks across the sheets, each on its line', () => {
  it('tournament-unregistered: a player with no `player` line, on the name (and a suggestion)', () => {
    const { t } = run({ ...OK, 't2.score': sheet(1, 2, 'E F G Hh') });
    const p = t.problems.find((f) => f.file === 't2.score')!.problems[0];
    expect([p.code, p.range.start.line, p.range.start.character, p.range.end.character]).toEqual([
      'tournament-unregistered',
      2,
      14,
      16,
    ]);
    expect(p.message).toBe(
      'Hh is not a registered participant (no `player` line in tournament.score); did you mean H?',
    );
    // H is registered and sits nowhere: missing, on its `player` line.
    expect(found(t)).toContainEqual(['tournament.score', 'tournament-missing', 11, 9]);
  });
  it('tournament-seated-twice: on the name at both tables', () => {
    const { t } = run({ ...OK, 't2.score': sheet(1, 2, 'E F G A') });
    expect(found(t)).toEqual([
      ['tournament.score', 'tournament-missing', 11, 9],
      ['t1.score', 'tournament-seated-twice', 2, 8],
      ['t2.score', 'tournament-seated-twice', 2, 14],
    ]);
  });
  it('tournament-missing: a participant at no table of a series is an error on its `player` line', () => {
    const { t } = run({ 'tournament.score': SETTINGS, 't1.score': OK['t1.score'] });
    expect(found(t)).toEqual([5, 6, 7, 8].map((n) => ['tournament.score', 'tournament-missing', n + 3, 9]));
    expect(t.problems[0].problems[0].severity).toBe('error');
    expect(t.problems[0].problems[0].message).toBe(
      'E sits at no table of series 1: a sheet is missing, or a `missed` line.',
    );
  });
  it('with `missed`, the same is an info and the player gets the missed points', () => {
    const { t } = run({ 'tournament.score': `${SETTINGS}missed -3 -150\n`, 't1.score': OK['t1.score'] });
    expect(t.problems[0].problems.map((p) => [p.code, p.severity])).toEqual(
      Array(4).fill(['tournament-missing', 'info']),
    );
    const e = t.standings.find((s) => s.name === 'E')!;
    expect([e.points, e.series[0]?.kind]).toEqual([-150, 'missed']);
  });
  it('without registrations, a name seen in one series and not another is missing there (series line)', () => {
    const settings = 'tournament T\ngame doppelkopf\nseries 2\ngames 4:2\n';
    const { t } = run({
      'tournament.score': settings,
      'a.score': sheet(1, 1, 'A B C D'),
      'b.score': sheet(2, 1, 'A B C E'),
    });
    expect(found(t)).toEqual([
      ['tournament.score', 'tournament-missing', 2, 7],
      ['tournament.score', 'tournament-missing', 2, 7],
    ]);
    expect(t.problems[0].problems.map((p) => p.message)).toEqual([
      'E sits at no table of series 1: a sheet is missing, or a `missed` line.',
      'D sits at no table of series 2: a sheet is missing, or a `missed` line.',
    ]);
  });
  it('tournament-table-size: a table of six, on the players line', () => {
    const settings = 'tournament T\ngame doppelkopf\nseries 1\ngames 4:2 5:2\n';
    const { t } = run({ 'tournament.score': settings, 'a.score': sheet(1, 1, 'A B C D E F', 0) });
    expect(found(t)).toEqual([['a.score', 'tournament-table-size', 2, 8]]);
  });
  it('tournament-game-count: too few games, on the last round line; too many, on the first game too many', () => {
    const few = run({ ...OK, 't1.score': sheet(1, 1, 'A B C D', 1) }).t;
    expect(found(few)).toEqual([['t1.score', 'tournament-game-count', 3, 0]]);
    expect(few.problems[0].problems[0].message).toBe(
      'This table played one game; a series at a table of 4 has 2 (`games`). Write `timeout` if the clock stopped ' +
        'the series.',
    );
    const many = run({ ...OK, 't1.score': sheet(1, 1, 'A B C D', 3) }).t;
    // rounds start on lines 3, 5, 7: the third game is on line 7.
    expect(found(many)).toEqual([['t1.score', 'tournament-game-count', 7, 0]]);
  });
  it('`timeout` allows fewer games, never more', () => {
    expect(found(run({ ...OK, 't1.score': sheet(1, 1, 'A B C D', 1, 'timeout\n') }).t)).toEqual([]);
    expect(found(run({ ...OK, 't1.score': sheet(1, 1, 'A B C D', 3, 'timeout\n') }).t)).toEqual([
      ['t1.score', 'tournament-game-count', 7, 0],
    ]);
  });
  it('tournament-after-timeout: a game after `timeout` that is not a forced duty solo, a warning on its round', () => {
    const t1 = `series 1\ntable 1\nplayers A B C D\nround\n  won A B 1\ntimeout\nround\n  won C D 1\n`;
    const { t } = run({ ...OK, 't1.score': t1 });
    expect(t.problems.map((f) => [f.file, f.problems.map((p) => [p.code, p.severity, p.range.start.line])])).toEqual([
      ['t1.score', [['tournament-after-timeout', 'warning', 6]]],
    ]);
    expect(t.problems[0].problems[0].message).toBe(
      'This game comes after the `timeout` on line 6: once the clock has stopped the series, the remaining normal ' +
        'games are struck and only forced duty solos (`duty forced`) may follow.',
    );
    // An ordinary duty solo is struck as well (rules/doppelkopf.md, `timeout`): the same warning on its round.
    const duty = t1.replace('  won C D 1', '  solo C queens duty\n  won re 1');
    expect(found(run({ ...OK, 't1.score': duty }).t)).toEqual([['t1.score', 'tournament-after-timeout', 6, 0]]);
    // A forced duty solo (Vorführung) may follow, in any language's words.
    for (const marks of ['duty forced', 'pflicht vorgeführt', 'pflicht forcé']) {
      const forced = t1.replace('  won C D 1', `  solo C queens ${marks}\n  won re 1`);
      expect(found(run({ ...OK, 't1.score': forced }).t)).toEqual([]);
    }
  });
  it('tournament-same-table: two sheets for one table of a series, on each `table` line', () => {
    const { t } = run({ ...OK, 't2.score': sheet(1, 1, 'E F G H') });
    expect(found(t)).toEqual([
      ['t1.score', 'tournament-same-table', 1, 6],
      ['t2.score', 'tournament-same-table', 1, 6],
    ]);
  });
  it('tournament-no-series and tournament-no-table: at the start of the sheet', () => {
    const { t } = run({ ...OK, 't2.score': 'players E F G H\nround\n  won E F 1\nround\n  won G F 1\n' });
    expect(found(t).filter((f) => f[0] === 't2.score')).toEqual([
      ['t2.score', 'tournament-no-series', 0, 0],
      ['t2.score', 'tournament-no-table', 0, 0],
    ]);
  });
  it('tournament-series-range: a series the tournament does not have, on its number', () => {
    const { t } = run({ ...OK, 't2.score': sheet(2, 1, 'E F G H') });
    expect(found(t).filter((f) => f[0] === 't2.score')).toEqual([['t2.score', 'tournament-series-range', 0, 7]]);
  });
  it('tournament-sheet-game: a sheet of another game, on its `game` line', () => {
    const { t } = run({ ...OK, 't2.score': `game belote\n${sheet(1, 2, 'E F G H', 0)}` });
    expect(found(t).filter((f) => f[0] === 't2.score')).toEqual([['t2.score', 'tournament-sheet-game', 0, 0]]);
  });
  it('tournament-series-empty: a series without any sheet yet, a warning on the `series` line', () => {
    const { t } = run({ ...OK, 'tournament.score': SETTINGS.replace('series 1', 'series 2') });
    expect(t.problems[0].problems.map((p) => [p.code, p.severity, p.range.start.line, p.message])).toEqual([
      ['tournament-series-empty', 'warning', 2, 'No table sheet of series 2 is here yet.'],
    ]);
  });
  it('duty solos owed per series: the engine’s duty-solo-owed on the last round (set duty-solo inherited)', () => {
    const { sheets } = run({ ...OK, 'tournament.score': `${SETTINGS}set duty-solo on\n` });
    const t1 = sheets.find((s) => s.file === 't1.score')!;
    expect(t1.problems.map((p) => [p.code, p.range.start.line])).toEqual(Array(4).fill(['duty-solo-owed', 5]));
  });
  it('tournament-teams-met: a partie whose two teams met before, a warning on the later sheet’s teams', () => {
    const settings = 'concours C\ngame coinche\nset deals 1\nparties 2\n';
    const { t } = run({
      'tournament.score': settings,
      'p1.score': partie(1, 1, ['Rouges', 'Bleus'], [[160, 0]]),
      'p2.score': partie(2, 1, ['Bleus', 'Rouges'], [[160, 0]]),
    });
    expect(t.problems.map((f) => [f.file, f.problems.map((p) => [p.code, p.severity, p.range.start.line])])).toEqual([
      ['p2.score', [['tournament-teams-met', 'warning', 3]]],
    ]);
    expect(t.problems[0].problems[0].message).toBe('Bleus and Rouges already met in partie 1 (p1.score).');
  });
  it('a partie that has not ended (set deals 2, one deal): tournament-game-count on its last deal', () => {
    const settings = 'concours C\ngame coinche\nset deals 2\nparties 1\n';
    const { t } = run({ 'tournament.score': settings, 'p1.score': partie(1, 1, ['Rouges', 'Bleus'], [[160, 0]]) });
    expect(found(t)).toEqual([['p1.score', 'tournament-game-count', 4, 0]]);
    expect(t.problems[0].problems[0].message).toBe(
      'The partie has not ended: one deal of 2 (`set deals 2`). Write `timeout` if the clock stopped it.',
    );
  });
  it('deals after the partie ended: tournament-game-count on the first of them', () => {
    const settings = 'concours C\ngame coinche\nset deals 1\nparties 1\n';
    const p = partie(
      1,
      1,
      ['Rouges', 'Bleus'],
      [
        [160, 0],
        [0, 160],
      ],
    );
    const { t } = run({ 'tournament.score': settings, 'p1.score': p });
    expect(found(t)).toEqual([['p1.score', 'tournament-game-count', 6, 0]]);
  });
});
