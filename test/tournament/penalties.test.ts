// Penalty points in a Doppelkopf tournament (score-format.md, "Tournaments and concours"; `penalty P N [to Q [M]]`,
// TSR §9): they count in a list's points through its totals, never as a game, and the statistics report them per
// player. The tournament of one series at two tables of four is worked by hand in fixtures.ts (PEN_FOLDER).

import { describe, expect, it } from 'vitest';
import { createTournamentLedger, type Tournament } from '../../src/tournament';
import { PEN_FOLDER, PEN_T1, type Folder } from './fixtures';

function settle(folder: Folder): Tournament {
  const ledger = createTournamentLedger();
  for (const [f, t] of Object.entries(folder)) ledger.update(f, t);
  return ledger.tournament()!;
}

const codes = (t: Tournament) => t.problems.flatMap((f) => f.problems.map((p) => [f.file, p.code, p.range.start.line]));

describe('penalty points in a tournament', () => {
  const t = settle(PEN_FOLDER);
  it('a penalty block is no game: two games at table 1 meet `games 4:2`, and nothing else is wrong', () => {
    expect(codes(t)).toEqual([]);
    const sheets = createTournamentLedger();
    for (const [f, x] of Object.entries(PEN_FOLDER)) sheets.update(f, x);
    expect(sheets.sheets().map((s) => [s.file, s.result?.games, s.errors])).toEqual([
      ['t1.score', 2, 0],
      ['t2.score', 2, 0],
    ]);
  });
  it('they count in the series’ points through the totals: A 1, B 1, C −1, D −1', () => {
    expect(t.series[0].tables[0].totals).toEqual({ A: 1, B: 1, C: -1, D: -1 });
    // Ranked by points (the default), then placement: E 2; A, B 1 (placement (3 + 1) / 2 = 2 each, level: rank 2);
    // F, G 0 (placement (1 − 1) / 2 = 0, rank 4); C, D −1 (placement (−1 − 3) / 2 = −2, rank 6); H −2.
    expect(t.standings.map((s) => [s.rank, s.name, s.points])).toEqual([
      [1, 'E', 2],
      [2, 'A', 1],
      [2, 'B', 1],
      [4, 'F', 0],
      [4, 'G', 0],
      [6, 'C', -1],
      [6, 'D', -1],
      [8, 'H', -2],
    ]);
  });
  it('the statistics per player: penalty lines paid and penalty points (net), for every player', () => {
    expect(t.statKeys).toEqual([
      'games',
      'won',
      'lost',
      'schwarz-for',
      'schwarz-against',
      'solos',
      'solos-won',
      'penalties',
      'penalty-points',
    ]);
    const stats = Object.fromEntries(t.stats.map((l) => [l.name, l.stats]));
    // A: 2 games (R1 won, R3 lost; R2 no game), paid none, +2 penalty points.
    expect(stats.A).toEqual({
      games: 2,
      won: 1,
      lost: 1,
      'schwarz-for': 0,
      'schwarz-against': 0,
      solos: 0,
      'solos-won': 0,
      penalties: 0,
      'penalty-points': 2,
    });
    expect(t.stats.map((l) => [l.name, l.stats.games, l.stats.penalties, l.stats['penalty-points']])).toEqual([
      ['A', 2, 0, 2],
      ['B', 2, 0, 2],
      ['C', 2, 1, -2],
      ['D', 2, 1, -2],
      ['E', 2, 0, 0],
      ['F', 2, 0, 0],
      ['G', 2, 0, 0],
      ['H', 2, 0, 0],
    ]);
  });
  it('without any penalty line the columns are left out (as the settlement does)', () => {
    const t1 = 'series 1\ntable 1\nplayers A B C D\nround\n  won A B 1\nround\n  won C D 2\n';
    const none = settle({ ...PEN_FOLDER, 't1.score': t1 });
    expect(codes(none)).toEqual([]);
    expect(none.statKeys).toEqual(['games', 'won', 'lost', 'schwarz-for', 'schwarz-against', 'solos', 'solos-won']);
    expect(none.stats.every((l) => !('penalties' in l.stats) && !('penalty-points' in l.stats))).toBe(true);
  });
  it('the game count points at games: a third game is the fourth round block when a penalty block came before', () => {
    // Rounds on lines 3, 6, 8 (0-based): R1 game, R2 penalty block, R3 game; a third game on line 10 is one too many.
    const many = settle({
      ...PEN_FOLDER,
      't1.score': PEN_T1.replace('total A 1 B 1 C -1 D -1\n', 'round\n  won A C 1\n'),
    });
    expect(codes(many)).toEqual([['t1.score', 'tournament-game-count', 10]]);
  });
  it('after `timeout` a penalty block may follow (no game); a normal game still warns', () => {
    const stop = PEN_T1.replace('round\n  penalty D 3\n', 'timeout\nround\n  penalty D 3\n');
    // timeout on line 6; the penalty block (line 7) is no game; the game after it (line 9) is struck.
    expect(codes(settle({ ...PEN_FOLDER, 't1.score': stop }))).toEqual([['t1.score', 'tournament-after-timeout', 9]]);
    // Without R3: one game (fewer than 2 is allowed by `timeout`), then the penalty block. Games A +1 B +1 C −1 D −1,
    // penalty points A +2 B +2 C −2 D −2: totals A 3, B 3, C −3, D −3.
    const penaltyOnly = stop.replace('round\n  won C D 2\n', '').replace('A 1 B 1 C -1 D -1', 'A 3 B 3 C -3 D -3');
    const t2 = settle({ ...PEN_FOLDER, 't1.score': penaltyOnly });
    expect(codes(t2)).toEqual([]);
    expect(t2.series[0].tables[0]).toMatchObject({ totals: { A: 3, B: 3, C: -3, D: -3 }, timeout: true });
  });
});
