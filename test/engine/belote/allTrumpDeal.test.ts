// A whole all-trump deal end to end (belote.md §3.3, §5.5, §8): Süd leads J then 9 of every suit and takes all 8
// tricks; Nord plays K and Q of every suit — four belotes.

import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../../src/analysis/analyze';

// Süd holds J 9, West A 10, Nord K Q, Ost 8 7 of every suit. At all-trump nobody can go over the J, then over the 9 (J
// gone).
const SUITS = ['♠', '♥', '♦', '♣'];
const TRICKS = SUITS.flatMap((s) => [
  `trick Süd ${s}J, West ${s}A, Nord ${s}K, Ost ${s}8`,
  `trick Süd ${s}9, West ${s}10, Nord ${s}Q, Ost ${s}7`,
]);

function deal(game: 'belote' | 'coinche', preset: 'house' | 'official', bid: string) {
  return analyzeScore(
    [
      `game ${game}`,
      'players Nord Ost Süd West',
      'teams NS EW',
      `rules ${preset}`,
      '',
      'round',
      `  ${bid}`,
      ...TRICKS.map((t) => `  ${t}`),
      '',
    ].join('\n'),
  );
}

describe('all-trump whole deal: générale by Süd with four belotes by Nord', () => {
  it(
    'trick values: FFB coinche J13 + A6 + K3 + 8·0 = 22 and 9·9 + 10·5 + Q2 + 7·0 = 16 per suit (38 × 4 = 152); ' +
      'raw 20 + 11 + 4 = 35 and 14 + 10 + 3 = 27 (62 × 4 = 248)',
    () => {
      const ffb = deal('coinche', 'official', 'contract Süd generale all-trump');
      expect(ffb.rounds[0].tricks?.map((t) => [t.winner, t.value])).toEqual(
        SUITS.flatMap(() => [
          ['Süd', 22],
          ['Süd', 16],
        ]),
      );
      const raw = deal('coinche', 'house', 'contract Süd generale all-trump');
      expect(raw.rounds[0].tricks?.map((t) => t.value)).toEqual(SUITS.flatMap(() => [35, 27]));
    },
  );
  it('coinche official: générale made, 252 + 4 × 20 belote + 500 = 832 → rounded 830; EW took no trick: 0', () => {
    const a = deal('coinche', 'official', 'contract Süd generale all-trump');
    expect(a.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(a.rounds[0].outcome).toBe('capot');
    expect(a.rounds[0].scores).toEqual({ NS: 830, EW: 0 });
  });
  it('coinche house (raw values, 248 cards): 248 + 100 for the last trick = 348 + 80 + 500 = 928', () => {
    expect(deal('coinche', 'house', 'contract Süd generale all-trump').rounds[0].scores).toEqual({ NS: 928, EW: 0 });
  });
  it(
    'a générale bid by Nord fails although the team took every trick: EW 160 + 500 = 660 (→ 660), NS keeps its ' +
      'four belotes 80',
    () => {
      expect(deal('coinche', 'official', 'contract Nord generale all-trump').rounds[0].scores).toEqual({
        NS: 80,
        EW: 660,
      });
    },
  );
  it(
    'classic official (FFB raw then ×162/258, capot 252): 252 + 80 = 332; classic house (raw 258 deal): 348 + 80 ' +
      '= 428',
    () => {
      expect(deal('belote', 'official', 'taker Süd\n  trump all-trump').rounds[0].scores).toEqual({ NS: 332, EW: 0 });
      expect(deal('belote', 'house', 'taker Süd\n  trump all-trump').rounds[0].scores).toEqual({ NS: 428, EW: 0 });
    },
  );
});
