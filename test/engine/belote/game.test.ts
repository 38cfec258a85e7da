// Game ends (belote.md §6, FFB-B §10.4.2, FFB-C §10.3), litige pots across rounds, totals per game, money per game won.

import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../../src/analysis/analyze';
import { gameEnd } from '../../../src/games/belote/steps/sequence';
import { ctxFor } from './helpers';

const names: [string, string] = ['NS', 'EW'];
const base = {
  rules: ctxFor('belote', 'house').rules,
  target: 1000,
  belote: [0, 0] as [number, number],
  beloteOnly: [false, false] as [boolean, boolean],
};

describe('game end: reach or exceed the target (FFB-B §10.4.2)', () => {
  it('1000 reached exactly wins; 999 does not', () => {
    expect(gameEnd({ ...base, after: [1000, 400] }, names).winner).toBe(0);
    expect(gameEnd({ ...base, after: [999, 400] }, names).winner).toBeUndefined();
  });
  it('both cross: the higher total wins', () => {
    expect(gameEnd({ ...base, after: [1010, 1090] }, names).winner).toBe(1);
  });
  it('end-tie another-round: equal totals at the target → no winner yet', () => {
    expect(gameEnd({ ...base, after: [1050, 1050], roundWinner: 0 }, names).winner).toBeUndefined();
  });
  it('end-tie last-contract (PAGAT-C): the winners of the last contract win', () => {
    const rules = ctxFor('belote', 'house', { 'end-tie': 'last-contract' }).rules;
    expect(gameEnd({ ...base, rules, after: [1050, 1050], roundWinner: 1 }, names).winner).toBe(1);
  });
});

describe('scenario 50, FFB-C §10.3: crossing the target only through belote in a failed round', () => {
  // Before NS 985, EW 700. Round: NS fails 100♥ with its belote → NS 20 → 1005, EW 260 → 960.
  const round = {
    game: 'coinche' as const,
    target: 1000,
    after: [1005, 960] as [number, number],
    belote: [20, 0] as [number, number],
    beloteOnly: [true, false] as [boolean, boolean],
    roundWinner: 1 as const,
  };
  it('official (belote-only-win off): no win yet', () => {
    expect(gameEnd({ ...round, rules: ctxFor('coinche', 'official').rules }, names).winner).toBeUndefined();
  });
  it('house (belote-only-win on): NS wins', () => {
    expect(gameEnd({ ...round, rules: ctxFor('coinche', 'house').rules }, names).winner).toBe(0);
  });
  it('end to end: the official game goes on, the house game ends', () => {
    const log = (rules: string) => `game coinche\nplayers Nord Ost Süd West\nteams NS EW\nrules ${rules}\ntarget 1000\n
round 1
  score NS 985 EW 700
round 2
  contract Nord 100 hearts
  cards NS 70
  last EW
  belote NS
  score NS 20 EW 260
`;
    const off = analyzeScore(log('official'));
    // The reference's 985 is not a multiple of ten, which official rounding flags (§8 check 21).
    expect(off.problems.map((p) => p.code)).toEqual(['rounding']);
    expect(off.rounds[1].belote?.gameWinner).toBeUndefined();
    expect(off.totals).toEqual({ NS: 1005, EW: 960 });
    const on = analyzeScore(log('house'));
    expect(on.rounds[1].belote?.gameWinner).toBe('NS');
  });
});

describe('scenarios 19–20 end to end: litige pot to the next round’s winner (FFB-B §10.1.3)', () => {
  const text = `game belote
players Nord Ost Süd West
teams NS EW

round
  taker Süd
  trump hearts
  cards NS 71 EW 81
  last Nord
  score NS 0 EW 81

round
  taker Ost
  trump spades
  cards EW 100 NS 52
  last West
  score NS 52 EW 191
  total NS 52 EW 272
`;
  it('round 1 litige holds 81; round 2 EW makes 110 + 81 = 191; totals NS 52, EW 272', () => {
    const a = analyzeScore(text);
    expect(a.problems).toEqual([]);
    expect(a.rounds.map((r) => r.outcome)).toEqual(['litige', 'made']);
    expect(a.rounds[0].belote?.potHeld).toBe(81);
    expect(a.rounds[1].belote?.potAwarded).toEqual({ team: 'EW', points: 81 });
    expect(a.rounds[1].breakdown).toContainEqual(expect.objectContaining({ item: 'pot won', points: 81, side: 'EW' }));
    expect(a.totals).toEqual({ NS: 52, EW: 272 });
  });
});

describe('games follow one another: a new game restarts the totals, `total` lines are per game', () => {
  const text = `game belote
players Nord Ost Süd West
teams NS EW
target 300
stake 1 EUR

round
  score NS 162 EW 0
round
  score NS 162 EW 0
  total NS 324 EW 0
round
  taker Ost
  trump clubs
  capot EW
  total NS 0 EW 252
round
  score NS 0 EW 100
`;
  it('game 1 ends at 324; round 3 starts game 2 with a game-over note; EW 352 wins game 2; money per game won', () => {
    const a = analyzeScore(text);
    expect(a.problems.map((p) => [p.code, p.severity])).toEqual([['game-over', 'info']]);
    expect(a.rounds.map((r) => r.belote?.game)).toEqual([1, 1, 2, 2]);
    expect(a.rounds[1].belote?.gameWinner).toBe('NS');
    expect(a.rounds[3].belote?.gameWinner).toBe('EW');
    const s = a.settlement;
    expect(s.games).toEqual([
      { number: 1, firstRound: 1, lastRound: 2, totals: { NS: 324, EW: 0 }, winner: 'NS', finished: true },
      { number: 2, firstRound: 3, lastRound: 4, totals: { NS: 0, EW: 352 }, winner: 'EW', finished: true },
    ]);
    // One game each at 1 EUR: nobody owes anything.
    expect(s.money).toEqual({ NS: 0, EW: 0 });
    expect(s.transfers).toEqual([]);
    expect(s.winner).toBe('EW');
    expect(s.teams?.find((t) => t.name === 'EW')).toMatchObject({ contracts: 1, made: 1, failed: 0 });
  });
});

describe(
  'a litige pot across a round recorded only by its score (FFB-B §10.1.3: the pot goes to the next round’s ' +
    'winner)',
  () => {
    it(
      'the recorded round cannot tell its winner: its working says the pot stays open; the next scored round takes ' +
        'it (EW 110 + 81 = 191)',
      () => {
        const a = analyzeScore(`game belote
players Nord Ost Süd West
teams NS EW

round
  taker Süd
  trump hearts
  cards NS 71
  last NS
round
  score NS 100 EW 62
round
  taker Ost
  trump spades
  cards EW 100
  last EW
`);
        expect(a.problems).toEqual([]);
        expect(a.rounds[1].breakdown.map((b) => b.item)).toContain(
          'litige pot 81 stays open: a round recorded by its score alone does not say who won it',
        );
        expect(a.rounds.map((r) => [r.scores.NS, r.scores.EW])).toEqual([
          [0, 81],
          [100, 62],
          [52, 191],
        ]);
        expect(a.totals).toEqual({ NS: 152, EW: 334 });
      },
    );
  },
);

describe('a litige pot open when a game ends (FFB-B §10.1.3: the pot goes to the winner of the next deal)', () => {
  it(
    'EW reach 1000 in the litige round; the pot of 81 goes to the winner of the next round, the first of game 2, ' +
      'and the game-over note says so',
    () => {
      const a = analyzeScore(`game belote
players Nord Ost Süd West
teams NS EW

round
  score NS 500 EW 919
round
  taker Süd
  trump hearts
  cards NS 71
  last NS
round
  taker Ost
  trump spades
  cards EW 100
  last EW
`);
      // Round 2: 81 = 81 → EW 81 → 1000, game 1 over. Round 3 (game 2): EW 110 + pot 81 = 191, NS 52.
      expect(a.rounds.map((r) => r.belote?.game)).toEqual([1, 1, 2]);
      expect(a.rounds[1].belote?.gameWinner).toBe('EW');
      expect(a.rounds[2].scores).toEqual({ NS: 52, EW: 191 });
      expect(a.problems.map((p) => p.code)).toEqual(['game-over']);
      expect(a.problems[0].message).toContain('the open litige pot of 81 goes to this round');
    },
  );
});
