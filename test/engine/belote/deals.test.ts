// `deals N` (rules/belote.md Part A, "Decided in version 3"): a game (partie) ends after its N-th deal instead of at
// the target — the concours "4 parties de 12 donnes". The team with more points wins it; equal totals follow
// end-tie; the target is not used; the next deal starts a new game from 0. Values worked by hand.

import { describe, expect, it } from 'vitest';
import { errors, run, scores, type Game } from './seatedSheet';

type Sheet = ReturnType<typeof run>;
const games = (a: Sheet) => a.rounds.map((r) => r.belote?.game);
const winners = (a: Sheet) => a.rounds.map((r) => r.belote?.gameWinner);
const running = (a: Sheet, i: number) => [a.rounds[i].running.NS, a.rounds[i].running.EW];
const items = (a: Sheet, i: number) => a.rounds[i].breakdown.map((b) => b.item);

// Twelve deals of NS 100, EW 62: NS has 1000 after deal 10 (the classic target), 1200 : 744 after deal 12.
const TWELVE = Array.from({ length: 12 }, () => 'score NS 100 EW 62');

describe('deals 12: a partie of 12 donnes', () => {
  it('ends after deal 12 whatever the points: NS 1200 : EW 744, the target 1000 (reached at deal 10) not used', () => {
    const a = run('belote', 'house', ['deals 12'], [...TWELVE, 'score NS 20 EW 142']);
    expect(winners(a).slice(0, 12)).toEqual([...Array(11).fill(undefined), 'NS']);
    expect(running(a, 11)).toEqual([1200, 744]);
    expect(items(a, 11)).toContain('after 12 deals NS has more points (1200 to 744): wins game 1');
    // Deal 13 starts game 2 at 0: its own points only.
    expect(games(a)).toEqual([...Array(12).fill(1), 2]);
    expect(running(a, 12)).toEqual([20, 142]);
    expect(a.problems.map((p) => p.code)).toEqual(['game-over']);
    // Without deals the same sheet ends game 1 at deal 10 (NS 1000 ≥ 1000).
    const t = run('belote', 'house', [], TWELVE);
    expect(winners(t).indexOf('NS')).toBe(9);
  });
  it('a game far below the target still ends: target 3000, 12 × 100 : 62 → NS wins game 1', () => {
    const a = run('belote', 'house', ['deals 12'], TWELVE, 3000);
    expect(winners(a)[11]).toBe('NS');
    expect(a.settlement?.games?.map((g) => [g.number, g.winner, g.finished])).toEqual([[1, 'NS', true]]);
    // The settlement (the view's "Game 1 in progress (to 3000)", the JSON) names no target it does not use.
    expect(a.settlement?.target).toBeUndefined();
    expect(run('belote', 'house', [], TWELVE, 3000).settlement?.target).toBe(3000);
  });
});

describe('deals 3: the team with more points wins, however few', () => {
  it('NS 162, 62, 72 = 296; EW 0, 100, 90 = 190 → NS wins game 1 at deal 3; a second partie goes to EW', () => {
    const a = run(
      'belote',
      'house',
      ['deals 3'],
      [
        'score NS 162 EW 0',
        'score NS 62 EW 100',
        'score NS 72 EW 90',
        // Game 2: NS 10 + 20 + 30 = 60, EW 152 + 142 + 132 = 426 → EW.
        'score NS 10 EW 152',
        'score NS 20 EW 142',
        'score NS 30 EW 132',
      ],
    );
    expect(running(a, 2)).toEqual([296, 190]);
    expect(winners(a)).toEqual([undefined, undefined, 'NS', undefined, undefined, 'EW']);
    expect(running(a, 5)).toEqual([60, 426]);
    // The settlement counts one game won each.
    expect(a.settlement?.games?.map((g) => g.winner)).toEqual(['NS', 'EW']);
  });
  it('coinche, deals 1, target 2000: Süd 110♥, NS 101 + dix de der = 111 > 51 → 221 : 51, NS wins game 1', () => {
    const a = run('coinche', 'house', ['deals 1'], ['contract Süd 110 hearts\ncards NS 101\nlast NS']);
    expect(scores(a)).toEqual([[221, 51]]);
    expect(winners(a)).toEqual(['NS']);
    expect(items(a, 0)).toContain('after 1 deal NS has more points (221 to 51): wins game 1');
  });
});

describe('deals 2 with equal totals: end-tie', () => {
  // NS 100 + 62 = 162, EW 62 + 100 = 162 after deal 2; deal 3 NS 90, EW 72 → 252 : 234.
  const rounds = ['score NS 100 EW 62', 'score NS 62 EW 100', 'score NS 90 EW 72'];
  it('another-round (default): no winner at 162 : 162, one more deal; NS wins after deal 3 with 252 : 234', () => {
    const a = run('belote', 'house', ['deals 2'], rounds);
    expect(winners(a)).toEqual([undefined, undefined, 'NS']);
    expect(items(a, 1)).toContain('tie at 162: another round decides (end-tie another-round)');
    expect(items(a, 2)).toContain('after 3 deals NS has more points (252 to 234): wins game 1');
  });
  it('last-contract: deal 2 was EW’s (100 > 62), so EW wins game 1 at 162 : 162; deal 3 starts game 2', () => {
    const a = run('belote', 'house', ['deals 2', 'end-tie last-contract'], rounds);
    expect(winners(a)).toEqual([undefined, 'EW', undefined]);
    expect(items(a, 1)).toContain('tie at 162: the winners of the last contract win (end-tie last-contract)');
    expect(games(a)).toEqual([1, 1, 2]);
    expect(running(a, 2)).toEqual([90, 72]);
  });
});

describe('deals values', () => {
  it.each<Game>(['belote', 'coinche'])('%s: off by default, deals off the same; deals 0 is an error', (game) => {
    const byDefault = run(game, 'house', [], TWELVE);
    expect(winners(run(game, 'house', ['deals off'], TWELVE))).toEqual(winners(byDefault));
    const zero = run(game, 'house', ['deals 0'], ['score NS 100 EW 62']);
    expect(errors(zero)).toEqual(['unknown-setting-value']);
    expect(zero.problems[0].message).toBe(
      '"0" is not a valid value for deals; valid: a positive whole number or off. Scoring uses deals off meanwhile.',
    );
  });
});
