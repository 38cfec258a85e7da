// examples/doppelkopf-evening.score scored end to end and compared with the sheet worked out by hand below.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { doppelkopf } from '../../../src/games/doppelkopf';
import { renderSettlement } from '../../../src/report/settlement';
import { run } from './helpers';

/*
 Hand computation (rules/doppelkopf.md Part B; ddv + bock on, triggers tie-120 lost-solo, length 4, multiply).
 V = value from Re before the solo ×3; b = bock factor. Points A(nna) B(en) C(lara) D(ora); running totals after the
 round.

  #  game
  1  Re A,C 151:89
  2  Re B,D k90 / Ko 140:100
  3  D queens duty, Re 185:55
  4  Re A,B 120:120 (→ bock)
  5  Re C,D 130:110
  6  marriage B+A 165:75, DK Re
  7  C jacks, Re, 110:130 (→bock)
  8  Re A,D 160:80
  9  recorded
 10  Re B,C, only Ko, 125:115
 11  Re A,C 100:140, fox Re
 12  silent marriage B 170:70
 13  Re C,D k60 190:50, fox Ko
 14  recorded
 15  A hearts duty 148:92
 16  Re B,D Re / Ko k90 135:105
 17  Re A,B 240:0 (12 tricks)
 18  B spades duty 119:121 (→bock)
 19  Re C,A 175:65, Karlchen Re
 20  Re B,C / Ko k90 80:160
 21  recorded
 22  C diamonds duty, Re 200:40
 23  Re A,D 121:119, 2 foxes Ko
 24  Re B,C 156:84, DK Re, fox Ko
 25  D marriage alone 130:110
 26  recorded

  #   working                                              V   b |   A    B    C    D |  ΣA   ΣB   ΣC   ΣD
  1   won 1 + u90 1                                        2   1 |  +2   −2   +2   −2 |   2   −2    2   −2
  2   Ko: won 1 + Re 2 + Ko 2 + k90 1 + gdA 1 + fox 1    −8   1 |  +8   −8   +8   −8 |  10  −10   10  −10  ✓ total
  3   won 1 + u90 + u60 + Re 2                             5   1 |  −5   −5   −5  +15 |   5  −15    5    5
  4   Ko: won 1 + gdA 1                                   −2   1 |  −2   −2   +2   +2 |   3  −17    7    7
  5   won 1                                                1   2 |  −2   −2   +2   +2 |   1  −19    9    9
  6   won 1 + u90 1 + Doppelkopf 1                         3   2 |  +6   +6   −6   −6 |   7  −13    3    3
  7   Ko: won 1 + Re 2                                    −3   2 |  +6   +6  −18   +6 |  13   −7  −15    9
  8   won 1 + u90 1                                        2   4 |  +8   −8   −8   +8 |  21  −15  −23   17  ✓ total
  9                                                            2 |  −4   +4   −4   +4 |  17  −11  −27   21
 10   Re wins at 120+: won 1 + Ko 2                        3   2 |  −6   +6   +6   −6 |  11   −5  −21   15
 11   Ko: won 1 + gdA 1 − fox 1                           −1   2 |  −2   +2   −2   +2 |   9   −3  −23   17
 12   won 1 + u90 1                                        2   1 |  −2   +6   −2   −2 |   7    3  −25   15
 13   won 1 + u90 + u60 + Re 2 + k90 1 + k60 1 − fox 1     6   1 |  −6   −6   +6   +6 |   1   −3  −19   21
 14                                                            1 |  +3   −3   −3   +3 |   4   −6  −22   24
 15   won 1                                                1   1 |  +3   −1   −1   −1 |   7   −7  −23   23
 16   Re: won 1 + Re 2 + Ko 2 + k90 1 + 120 vs k90 1       7   1 |  −7   +7   −7   +7 |   0    0  −30   30  ✓ total
 17   won 1 + u90 + u60 + u30 + schwarz                    5   1 |  +5   +5   −5   −5 |   5    5  −35   25
 18   Ko: won 1                                           −1   1 |  +1   −3   +1   +1 |   6    2  −34   26
 19   won 1 + u90 1 + Karlchen 1                           3   2 |  +6   −6   +6   −6 |  12   −4  −28   20
 20   Ko: won 1 + u90 1 + Ko 2 + k90 1 + gdA 1            −6   2 | +12  −12  −12  +12 |  24  −16  −40   32
 21                                                            2 |  −2   −2   +2   +2 |  22  −18  −38   34
 22   won 1 + u90 + u60 + Re 2                             5   2 | −10  −10  +30  −10 |  12  −28   −8   24  ✓ total
 23   won 1 − fox 1 − fox 1 (sign flips, TSR netting)     −1   2 |  −2   +2   +2   −2 |  10  −26   −6   22
 24   won 1 + u90 1 + Doppelkopf 1 − fox 1                 2   1 |  −2   +2   +2   −2 |   8  −24   −4   20
 25   won 1 (diamonds solo)                                1   1 |  −1   −1   −1   +3 |   7  −25   −5   23
 26                                                            1 |  +2   −2   −2   +2 |   9  −27   −7   25  ✓ total

 Bock: round 18 (lost solo) starts 4 bock games; the duty solo of round 22 is multiplied but takes no game
 slot (rules/doppelkopf.md Part A, version 2), so rounds 19, 20, 21 and 23 use them up.
 Money at 5 ct: Anna +0.45, Ben −1.35, Clara −0.35, Dora +1.25 (Σ 0).
 Transfers: Ben (−135) pays Dora (+125) 1.25 → Ben −10; Clara (−35) pays Anna (+45) 0.35 → Anna +10; Ben pays Anna 0.10.
 Stats: games 26 each. Wins (side won on card points; recorded: points > 0): Anna 13, Ben 9, Clara 11, Dora 16.
 Solos (solos/won/duty): Anna 1/1/1 (15); Ben 2/1/1 (12 silent, 18 duty lost); Clara 2/1/1 (7 lost, 22 duty);
 Dora 2/2/1 (3 duty, 25 alone).
*/
const HAND: [number, number, number, number][] = [
  [2, -2, 2, -2],
  [8, -8, 8, -8],
  [-5, -5, -5, 15],
  [-2, -2, 2, 2],
  [-2, -2, 2, 2],
  [6, 6, -6, -6],
  [6, 6, -18, 6],
  [8, -8, -8, 8],
  [-4, 4, -4, 4],
  [-6, 6, 6, -6],
  [-2, 2, -2, 2],
  [-2, 6, -2, -2],
  [-6, -6, 6, 6],
  [3, -3, -3, 3],
  [3, -1, -1, -1],
  [-7, 7, -7, 7],
  [5, 5, -5, -5],
  [1, -3, 1, 1],
  [6, -6, 6, -6],
  [12, -12, -12, 12],
  [-2, -2, 2, 2],
  [-10, -10, 30, -10],
  [-2, 2, 2, -2],
  [-2, 2, 2, -2],
  [-1, -1, -1, 3],
  [2, -2, -2, 2],
];
const NAMES = ['Anna', 'Ben', 'Clara', 'Dora'];

describe('examples/doppelkopf-evening.score against the hand-kept sheet', () => {
  const text = readFileSync(new URL('../../../examples/doppelkopf-evening.score', import.meta.url), 'utf8');
  const o = run(text);

  it('has zero problems', () => {
    expect(o.problems).toEqual([]);
  });

  it('every round matches the hand computation', () => {
    expect(o.rounds).toHaveLength(26);
    o.rounds.forEach((r, i) => expect([i + 1, NAMES.map((n) => r.scores[n])]).toEqual([i + 1, HAND[i]]));
  });

  it('outcomes: 4 recorded rounds, the rest scored; bock factors as worked out', () => {
    expect(o.rounds.filter((r) => r.outcome === 'recorded').map((r) => r.index)).toEqual([9, 14, 21, 26]);
    expect(o.rounds.map((r) => r.doppelkopf?.bock ?? 0)).toEqual([
      1, 1, 1, 1, 2, 2, 2, 4, 0, 2, 2, 1, 1, 0, 1, 1, 1, 1, 2, 2, 0, 2, 2, 1, 1, 0,
    ]);
  });

  it('totals, money, transfers', () => {
    expect(o.totals).toEqual({ Anna: 9, Ben: -27, Clara: -7, Dora: 25 });
    expect(o.settlement.money).toEqual({ Anna: 45, Ben: -135, Clara: -35, Dora: 125 });
    expect(o.settlement.currency).toBe('EUR');
    expect(o.settlement.transfers).toEqual([
      { from: 'Ben', to: 'Dora', cents: 125 },
      { from: 'Clara', to: 'Anna', cents: 35 },
      { from: 'Ben', to: 'Anna', cents: 10 },
    ]);
    expect(o.settlement.winner).toBe('Dora');
  });

  it('player stats: games, wins, solos, solos won, duty solos', () => {
    expect(o.settlement.players).toEqual([
      { name: 'Anna', games: 26, wins: 13, solos: 1, solosWon: 1, dutySolos: 1 },
      { name: 'Ben', games: 26, wins: 9, solos: 2, solosWon: 1, dutySolos: 1 },
      { name: 'Clara', games: 26, wins: 11, solos: 2, solosWon: 1, dutySolos: 1 },
      { name: 'Dora', games: 26, wins: 16, solos: 2, solosWon: 2, dutySolos: 1 },
    ]);
  });

  it('settlement.rules lists every switch with its value and whether the file set it', () => {
    const bock = o.settlement.rules.switches.find((s) => s.key === 'bock');
    expect(bock).toEqual({ key: 'bock', value: 'on', set: true });
    expect(o.settlement.rules.switches.find((s) => s.key === 'bock-length')).toEqual({
      key: 'bock-length',
      value: '4',
      set: false,
    });
    expect(o.settlement.rules.switches).toHaveLength(26);
  });

  it('renders as text, Markdown and CSV', () => {
    const input = { module: doppelkopf, settlement: o.settlement, rounds: o.rounds };
    const t = renderSettlement(input, 'text');
    expect(t).toContain('Doppelkopf bei Clara — 2024-11-15');
    expect(t).toContain('Ben pays Dora 1.25 EUR');
    const md = renderSettlement(input, 'md');
    expect(md).toContain('| # | Anna | Ben | Clara | Dora | game |');
    expect(md).toContain('- Clara pays Anna 0.35 EUR');
    const csv = renderSettlement(input, 'csv').split('\n');
    expect(csv[0]).toBe('round,Anna,Ben,Clara,Dora,Anna total,Ben total,Clara total,Dora total,outcome,summary');
    expect(csv[1].startsWith('1,2,-2,2,-2,2,-2,2,-2,re,')).toBe(true);
    expect(csv).toContain('total,9,-27,-7,25,,,,,,');
    expect(csv).toContain('money (EUR),0.45,-1.35,-0.35,1.25,,,,,,');
  });
});
