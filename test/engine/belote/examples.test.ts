// The two example logs in examples/: zero problems, and `settle` figures equal to a hand computation.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../../src/analysis/analyze';
import { renderSettlement } from '../../../src/report/settlement';

const load = (name: string) => analyzeScore(readFileSync(join(__dirname, '../../../examples', name), 'utf8'));

/*
 * examples/belote-game.score — house rules, target 1000, stake 2 EUR per game won.
 *
 * | # | taker | facts                                            |
 * |---|-------|--------------------------------------------------|
 * | 1 | Süd ♥ | 92/60, last NS, belote NS, tierce NS             |
 * | 2 | Ost ♠ | EW 70 / NS 82, last NS, fifty EW > tierce NS     |
 * | 3 | Nord ♣| 71/81, last NS                                   |
 * | 4 | West ♦| EW 40 / NS 112, last NS, belote EW               |
 * | 5 | Süd ♥ | capot NS, belote NS, fifty NS                    |
 * | 6 | Ost SA| EW 80 / NS 40 (house 120 deal), last EW          |
 * | 7 | Nord ♥| NS 100 (EW 52), last NS, belote EW               |
 * | 8 | Süd ♠ | 95/57, last NS, four kings NS (carré) > tierce EW|
 *
 * | # | working (T vs D)                          | NS  | EW  | Σ NS | Σ EW |
 * |---|-------------------------------------------|-----|-----|------|------|
 * | 1 | 92+10+20+20 = 142 > 60 made               | 142 |  60 |  142 |   60 |
 * | 2 | 70+50 = 120 > 92 made                     |  92 | 120 |  234 |  180 |
 * | 3 | 81 = 81 litige: EW 81, pot 81             |   0 |  81 |  234 |  261 |
 * | 4 | 60 < 122 failed: NS 162 + pot 81; EW 20   | 243 |  20 |  477 |  281 |
 * | 5 | 252 + 20 + 50                             | 322 |   0 |  799 |  281 |
 * | 6 | 90 > 40 made                              |  40 |  90 |  839 |  371 |
 * | 7 | 110 > 72 made                             | 110 |  72 |  949 |  443 |
 * | 8 | 95+10+100 = 205 > 57 made                 | 205 |  57 | 1154 |  500 |
 *
 * Nord-Süd reach 1154 ≥ 1000 in round 8 and win; Ost-West pay 2.00 EUR.
 * Contracts: NS 4 (rounds 1, 5, 7, 8; round 3 was a litige), all made; EW 3 (2, 4, 6), 2 made, 1 failed.
 */
describe('examples/belote-game.score (hand computation above)', () => {
  const a = load('belote-game.score');
  it('has no problems', () => {
    expect(a.problems).toEqual([]);
  });
  it('round scores and running totals', () => {
    expect(a.rounds.map((r) => [r.scores['Nord-Süd'], r.scores['Ost-West']])).toEqual([
      [142, 60],
      [92, 120],
      [0, 81],
      [243, 20],
      [322, 0],
      [40, 90],
      [110, 72],
      [205, 57],
    ]);
    expect(a.rounds.map((r) => r.running['Nord-Süd'])).toEqual([142, 234, 234, 477, 799, 839, 949, 1154]);
    expect(a.rounds.map((r) => r.outcome)).toEqual([
      'made',
      'made',
      'litige',
      'failed',
      'capot',
      'made',
      'made',
      'made',
    ]);
  });
  it('settlement: one game won by Nord-Süd 1154 to 500, 2 EUR from Ost-West', () => {
    const s = a.settlement;
    expect(s.games).toEqual([
      {
        number: 1,
        firstRound: 1,
        lastRound: 8,
        totals: { 'Nord-Süd': 1154, 'Ost-West': 500 },
        winner: 'Nord-Süd',
        finished: true,
      },
    ]);
    expect(s.winner).toBe('Nord-Süd');
    expect(s.money).toEqual({ 'Nord-Süd': 200, 'Ost-West': -200 });
    expect(s.transfers).toEqual([{ from: 'Ost-West', to: 'Nord-Süd', cents: 200 }]);
    expect(s.teams).toEqual([
      { name: 'Nord-Süd', contracts: 5, made: 4, failed: 0, litiges: 1, coinched: 0, coinchedMade: 0 },
      { name: 'Ost-West', contracts: 3, made: 2, failed: 1, litiges: 0, coinched: 0, coinchedMade: 0 },
    ]);
  });
  it('renders as text, Markdown and CSV', () => {
    const text = renderSettlement(a, 'text');
    expect(text).toContain('Ost-West pays Nord-Süd 2.00 EUR');
    expect(renderSettlement(a, 'md')).toContain('| 1 | 1–8 | 1154 | 500 | Nord-Süd |');
    expect(renderSettlement(a, 'csv', { table: 'games' })).toContain('1,1,8,1154,500,Nord-Süd');
  });
});

/*
 * examples/coinche-game.score — official: rounding per team (5 up), belote inside the bracket, litige carry; target
 * 2000.
 *
 * | # | contract            | facts                                  |
 * |---|---------------------|----------------------------------------|
 * | 1 | Süd 90♠             | 100/52, last NS, belote EW             |
 * | 2 | Ost 100♥ coinche    | EW 90 / NS 62, last EW, belote + tierce EW |
 * | 3 | Nord 110♣ coinche   | 80/72, last EW, belote NS              |
 * | 4 | Süd 80♦             | 71/81, last NS                         |
 * | 5 | West 120♥           | EW 130 / NS 22, last EW, fifty EW      |
 * | 6 | Nord capot♠ coinche | capot NS, belote NS                    |
 * | 7 | Ost 100 SA surcoinche | EW 110 / NS 42 (FFB SA 152), last EW |
 *
 * | # | working                                                   | NS   | EW   | Σ NS | Σ EW |
 * |---|-----------------------------------------------------------|------|------|------|------|
 * | 1 | T 110 ≥ 90 > 72: 110+90 = 200; EW 72 → 70                 |  200 |   70 |  200 |   70 |
 * | 2 | T 140: (160+20+20+100)×2 = 600; NS 0                  |    0 |  600 |  200 |  670 |
 * | 3 | T 100 < 110: EW (160+110)×2 = 540; NS 20                  |   20 |  540 |  220 | 1210 |
 * | 4 | 81 ≥ 80, 81 = 81 litige: EW 81 → 80; pot 81               |    0 |   80 |  220 | 1290 |
 * | 5 | T 190: 190+120 + pot 81 = 391 → 390; NS 22 → 20           |   20 |  390 |  240 | 1680 |
 * | 6 | (250 + 20 + 250)×2 = 1040                                 | 1040 |    0 | 1280 | 1680 |
 * | 7 | T 120 ≥ 100 > 42: (160+100)×4 = 1040                      |    0 | 1040 | 1280 | 2720 |
 *
 * EW reach 2720 ≥ 2000 and win; NS pay 5.00 EUR.
 * Contracts: NS 3 (1, 3, 6; round 4 a litige): 2 made, 1 failed; coinched 2, made 1. EW 3 (2, 5, 7) all made; coinched
 * 2, made 2.
 */
describe('examples/coinche-game.score (hand computation above)', () => {
  const a = load('coinche-game.score');
  it('has no problems', () => {
    expect(a.problems).toEqual([]);
  });
  it('round scores and running totals', () => {
    expect(a.rounds.map((r) => [r.scores.NS, r.scores.EW])).toEqual([
      [200, 70],
      [0, 600],
      [20, 540],
      [0, 80],
      [20, 390],
      [1040, 0],
      [0, 1040],
    ]);
    expect(a.rounds.map((r) => r.running.EW)).toEqual([70, 670, 1210, 1290, 1680, 1680, 2720]);
    expect(a.rounds[1].summary).toBe('Ost 100♥ coinche made · NS 0 EW 600');
    expect(a.rounds[6].belote?.multiplier).toBe(4);
  });
  it('settlement: EW win 2720 to 1280; 5 EUR from NS; coinche success rates', () => {
    const s = a.settlement;
    expect(s.games).toEqual([
      { number: 1, firstRound: 1, lastRound: 7, totals: { NS: 1280, EW: 2720 }, winner: 'EW', finished: true },
    ]);
    expect(s.transfers).toEqual([{ from: 'NS', to: 'EW', cents: 500 }]);
    expect(s.teams).toEqual([
      { name: 'NS', contracts: 4, made: 2, failed: 1, litiges: 1, coinched: 2, coinchedMade: 1 },
      { name: 'EW', contracts: 3, made: 3, failed: 0, litiges: 0, coinched: 2, coinchedMade: 2 },
    ]);
    expect(renderSettlement(a, 'text')).toContain('1/2 (50%)');
    // CSV carries the contracts too: NS took rounds 1, 3, 4, 6 (3 coinched and failed, 4 a litige — taken, neither made
    // nor failed — 6 coinched and made); EW 2, 5, 7 (coinched 2, 7 made).
    const csv = renderSettlement(a, 'csv', { table: 'teams' });
    expect(csv).toContain(
      'team,contracts taken,made,failed,litiges,coinched,coinched made\nNS,4,2,1,1,2,1\nEW,3,3,0,0,2,2',
    );
  });
});
