// Issue 32, done when: "A tournament list with penalties and a forced duty solo, worked by hand, settles right; its
// penalties do not appear as games or solos in `stats`." One table's list of a DDV tournament series as it is handed
// in: outcome-only rows (`won PARTY N`, the game value as the list writes it), a penalty inside a game's row, a penalty
// row between two games, the duty solos (Pflichtsoli) and the forced one at the end of the series (Vorführung), and the
// list's last line, its totals. Rules: rules/doppelkopf.md Part A (a normal game ±V each; a solo: soloist ±3V, each
// opponent ∓V, TSR 7.2.4; a duty solo takes no game slot and the same player deals again, a forced one takes the slot
// and the next player deals; a penalty is never a game, `penalty P N`: P −N and the others at the table +N/3 each,
// `penalty P N to Q`: P −N, Q +N).
//
// set series 6: six games a series; every player owes one duty solo in it. Dealer A first.
//
// Columns: dealer; the list's line; the game row A B C D; the penalty A B C D; running A B C D; games of the series
// played; who still owes a duty solo; games left.
//  #  dl  line                              game row     penalty               running      gm  owed  left
//  1  A   re A C, won re 2                  +2 −2 +2 −2                        +2 −2 +2 −2   1  ABCD  5
//  2  B   solo B queens duty, won B 3       −3 +9 −3 −3  (B +3×3)              −1 +7 −1 −5   1  ACD   5
//  3  B   re A D, won kontra 2              −2 +2 +2 −2  +1 +1 −3 +1 (C 3)     −2 10 −2 −6   2  ACD   4
//         (B deals again after B's duty solo)
//  4  —   penalty D 6 (a row alone)         no game      +2 +2 +2 −6 (D 6)      0 12  0 −12  2  ACD   4
//  5  C   solo C jacks duty, won kontra 1   +1 +1 −3 +1  (C −1×3)              +1 13 −3 −11  2  AD    4
//  6  C   re B D, won re 1                  −1 +1 −1 +1                         0 14 −4 −10  3  AD    3
//  7  D   solo D hearts duty, won D 2       −2 −2 −2 +6  0 −3 0 +3 (B 3 to D)  −2 +9 −6 −1   3  A     3
//  8  D   re A B, won kontra 2              −2 −2 +2 +2                        −4 +7 −4 +1   4  A     2
//  9  A   re C D, won re 1                  −1 −1 +1 +1                        −5 +6 −3 +2   5  A     1
//         → 1 duty solo owed = 1 game left: Vorführung. B deals next; the first after B who owes one is A.
// 10  B   solo A diamonds duty forced,      +6 −2 −2 −2                        +1 +4 −5  0   6  —     0
//         won A 2 (game 6 ends series 1 with every duty solo played; C would deal next)
//
// Totals A +1, B +4, C −5, D 0 (sum 0): the list's `total` line. Stake 0.05 EUR: A +0.05, B +0.20, C −0.25, D 0.00;
// C pays B 0.20 and A 0.05 (the largest debtor pays the largest creditor).
// Games: rounds 1–3 and 5–10, nine each (row 4 is no game); one solo each, all duty solos (A's forced); wins:
// A 1, 5, 10 = 3; B 2, 3, 5, 6 = 4; C 1, 3, 8, 9 = 4; D 5, 6, 7, 8, 9 = 5. Penalties paid: A 0, B 1 (row 7),
// C 1 (row 3), D 1 (row 4); penalty points A +1 +2 = +3, B +1 +2 −3 = 0, C −3 +2 = −1, D +1 −6 +3 = −2 (sum 0).

import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../../src/analysis/analyze';
import { toJsonFile } from '../../../src/cli/report';
import { dutySolos } from '../../../src/games/doppelkopf/report/dutySolos';
import { toSettlementModel } from '../../../src/view/model';
import { runCli } from '../../helpers/cliInProcess';

const HEAD = `game doppelkopf
title Turnier, Serie 1, Tisch 3
players A B C D
dealer A
set duty-solo on
set series 6
stake 0.05 EUR
`;

const LIST = `${HEAD}
round
  re A C
  won re 2
round
  solo B queens duty
  won B 3
round
  re A D
  won kontra 2
  penalty C 3
round
  penalty D 6
round
  solo C jacks duty
  won kontra 1
round
  re B D
  won re 1
round
  solo D hearts duty
  won D 2
  penalty B 3 to D
round
  re A B
  won kontra 2
round
  re C D
  won re 1
round
  solo A diamonds duty forced
  won A 2
  total A 1 B 4 C -5 D 0
`;

const cli = (text: string, ...args: string[]) =>
  runCli(args, { readFile: () => new TextEncoder().encode(text), listDir: () => undefined });

describe('a DDV tournament list with penalties and a forced duty solo', () => {
  const a = analyzeScore(LIST);

  it('checks clean: the total line agrees, no duty solo is owed, nothing else is said', () => {
    expect(a.problems.map((p) => `${p.code}: ${p.message}`)).toEqual([]);
  });

  it('every row, penalty and running total as worked by hand', () => {
    const names = ['A', 'B', 'C', 'D'];
    const cells = (x: Record<string, number> | undefined) => names.map((n) => x?.[n] ?? 0);
    expect(a.rounds.map((r) => cells(r.scores))).toEqual([
      [2, -2, 2, -2],
      [-3, 9, -3, -3],
      [-2, 2, 2, -2],
      [0, 0, 0, 0],
      [1, 1, -3, 1],
      [-1, 1, -1, 1],
      [-2, -2, -2, 6],
      [-2, -2, 2, 2],
      [-1, -1, 1, 1],
      [6, -2, -2, -2],
    ]);
    expect(a.rounds.map((r) => (r.penalties ? cells(r.penalties) : undefined))).toEqual([
      undefined,
      undefined,
      [1, 1, -3, 1],
      [2, 2, 2, -6],
      undefined,
      undefined,
      [0, -3, 0, 3],
      undefined,
      undefined,
      undefined,
    ]);
    expect(a.rounds.map((r) => cells(r.running))).toEqual([
      [2, -2, 2, -2],
      [-1, 7, -1, -5],
      [-2, 10, -2, -6],
      [0, 12, 0, -12],
      [1, 13, -3, -11],
      [0, 14, -4, -10],
      [-2, 9, -6, -1],
      [-4, 7, -4, 1],
      [-5, 6, -3, 2],
      [1, 4, -5, 0],
    ]);
    expect(a.rounds.map((r) => r.penaltyOnly ?? false)).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(a.totals).toEqual({ A: 1, B: 4, C: -5, D: 0 });
  });

  it('the dealers, the duty solos owed and the Vorführung before the last game', () => {
    expect(a.rounds.map((r) => r.dealer)).toEqual(['A', 'B', 'B', undefined, 'C', 'C', 'D', 'D', 'A', 'B']);
    expect(a.rounds[8].dutyNext).toEqual({ player: 'A', owed: ['A'], left: 1, series: 1 });
    expect(a.rounds.filter((r) => r.dutyNext).length).toBe(1);
    expect(a.rounds[9].doppelkopf).toMatchObject({ soloist: 'A', duty: true, forced: true });
    // Series 1 is rounds 1–10 (six games), complete, every duty solo played; nothing owed, no Vorführung pending.
    expect(dutySolos(a)).toEqual({
      owed: [],
      perSeries: 6,
      series: [{ number: 1, from: 1, to: 10, played: ['A', 'B', 'C', 'D'], owed: [], complete: true }],
    });
  });

  it('settles right: totals, money and who pays whom', () => {
    const s = a.settlement;
    expect(s.totals).toEqual({ A: 1, B: 4, C: -5, D: 0 });
    expect(s.money).toEqual({ A: 5, B: 20, C: -25, D: 0 });
    expect(s.transfers).toEqual([
      { from: 'C', to: 'B', cents: 20 },
      { from: 'C', to: 'A', cents: 5 },
    ]);
    expect(s.winner).toBe('B');
    const out = cli(LIST, 'settle', 't.score');
    expect(out.code).toBe(0);
    expect(out.out).toContain(
      '   4    · (0)   · (12)    · (0)   · (−12)  penalty (not a game) · A +2 B +2 C +2 D −6\n',
    );
    expect(out.out).toContain('  10   +6 (1)   −2 (4)  −2 (−5)    −2 (0)  A solo diamonds (duty, forced) won 2\n');
    expect(out.out).toContain('  money (EUR)  0.05  0.20  −0.25  0.00\n');
    expect(out.out).toContain('Who pays whom:\n  C pays B 0.20 EUR\n  C pays A 0.05 EUR\n');
    expect(out.out).toContain('  Series 1 (rounds 1–10): played by A, B, C and D; none owed.\n');
  });

  it('penalties are no games and no solos: nine games each, one (duty) solo each, penalties apart', () => {
    expect(
      a.settlement.players!.map((p) => [
        p.name,
        p.games,
        p.wins,
        p.solos,
        p.solosWon,
        p.dutySolos,
        p.penalties,
        p.penaltyPoints,
      ]),
    ).toEqual([
      ['A', 9, 3, 1, 1, 1, 0, 3],
      ['B', 9, 4, 1, 1, 1, 1, 0],
      ['C', 9, 4, 1, 0, 1, 1, -1],
      ['D', 9, 5, 1, 1, 1, 1, -2],
    ]);
  });

  it('stats: the same games and solos, and a penalties table of its own', () => {
    const out = cli(LIST, 'stats', 't.score');
    expect(out.code).toBe(0);
    const lines = out.out.split('\n');
    // player, evenings, games, wins, win rate, as Re, as Kontra, solos, duty solos, avg/game.
    const row = (p: string) =>
      lines
        .find((l) => l.startsWith(`  ${p}  `) && l.includes('%'))!
        .trim()
        .split(/\s{2,}/)
        .slice(0, 10);
    // As Re: A r1, r3, r10 (solo), r8 → won r1, r10 = 2/4; as Kontra r2, r5, r6, r7, r9 → won r5 = 1/5. B: Re r2, r6,
    // r8 → 2/3; Kontra r1, r3, r5, r7, r9, r10 → r3, r5 = 2/6. C: Re r1, r5, r9 → 2/3 (r1, r9); Kontra r2, r3, r6,
    // r7, r8, r10 → r3, r8 = 2/6. D: Re r3, r6, r7, r9 → r6, r7, r9 = 3/4; Kontra r1, r2, r5, r8, r10 → r5, r8 = 2/5.
    // Average per game: total / 9 → 0.1, 0.4, −0.6, 0.0.
    expect(['A', 'B', 'C', 'D'].map(row)).toEqual([
      ['A', '1', '9', '3', '33%', '2/4 (50%)', '1/5 (20%)', '1/1', '1/1', '0.1'],
      ['B', '1', '9', '4', '44%', '2/3 (67%)', '2/6 (33%)', '1/1', '1/1', '0.4'],
      ['C', '1', '9', '4', '44%', '2/3 (67%)', '2/6 (33%)', '0/1', '0/1', '−0.6'],
      ['D', '1', '9', '5', '56%', '3/4 (75%)', '2/5 (40%)', '1/1', '1/1', '0.0'],
    ]);
    expect(out.out).toContain(
      'Penalties (not games: how many each paid, and their penalty points):\n' +
        '  player  penalties  penalty points\n' +
        '  ------  ---------  --------------\n' +
        '  A               0               3\n' +
        '  B               1               0\n' +
        '  C               1              −1\n' +
        '  D               1              −2\n',
    );
  });

  it('JSON: the penalty row is not a round; its penalty is the file’s, after round 3 (line: its round line)', () => {
    const json = toJsonFile('t.score', a, undefined, true);
    expect(json.rounds.map((r) => r.number)).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10]);
    expect(json.rounds[2].penalties).toEqual([
      { player: 'A', points: 1 },
      { player: 'B', points: 1 },
      { player: 'C', points: -3 },
      { player: 'D', points: 1 },
    ]);
    expect(json.penalties).toEqual([
      { after: 3, line: 19, player: 'A', points: 2 },
      { after: 3, line: 19, player: 'B', points: 2 },
      { after: 3, line: 19, player: 'C', points: 2 },
      { after: 3, line: 19, player: 'D', points: -6 },
    ]);
    expect(json.totals).toEqual({ A: 1, B: 4, C: -5, D: 0 });
  });

  it('the view: the penalty row has no points, the statistics carry the penalties', () => {
    const m = toSettlementModel(a, 't.score', 'en');
    expect(m.rounds[3].points).toEqual([null, null, null, null]);
    expect(m.players?.map((p) => [p.games, p.solos, p.penaltyPoints])).toEqual([
      [9, 1, 3],
      [9, 1, 0],
      [9, 1, -1],
      [9, 1, -2],
    ]);
    // Doppelkopf's part of the summary: the duty solos, and no Vorführung after the list's last (forced) solo.
    expect(m.detail?.game).toBe('doppelkopf');
    expect(m.detail?.game === 'doppelkopf' && m.detail.dutyNext).toBeUndefined();
  });

  it('the same list in German words settles the same', () => {
    const de = LIST.replace(/^round$/gm, 'spiel')
      .replace(/won /g, 'gewonnen ')
      .replace(/penalty (\w) (\d) to /g, 'strafe $1 $2 an ')
      .replace(/penalty /g, 'strafe ')
      .replace('duty forced', 'pflicht vorgeführt')
      .replace(/ duty$/gm, ' pflicht')
      .replace(/^ {2}total /m, '  stand ');
    expect(de).toContain('  strafe B 3 an D\n');
    expect(de).toContain('  solo A diamonds pflicht vorgeführt\n');
    const g = analyzeScore(de);
    expect(g.problems).toEqual([]);
    expect(g.rounds.map((r) => r.running)).toEqual(a.rounds.map((r) => r.running));
    expect(g.settlement.players).toEqual(a.settlement.players);
  });
});

describe('against the default on the same rows', () => {
  it('the last solo not marked forced: the Vorführung info, B deals again and the series is still running', () => {
    // Round 10 as an ordinary duty solo: it takes no game slot, so after it 5 games are played and 1 is left with
    // nobody owing; the engine says on round 10 that A had to be vorgeführt there. Scores are the same (a duty solo
    // is scored as any solo).
    const o = analyzeScore(LIST.replace('duty forced', 'duty'));
    expect(o.problems.map((p) => [p.code, p.severity])).toEqual([['duty-solo-due', 'info']]);
    expect(o.totals).toEqual({ A: 1, B: 4, C: -5, D: 0 });
    expect(dutySolos(o)!.series).toEqual([
      { number: 1, from: 1, to: 10, played: ['A', 'B', 'C', 'D'], owed: [], complete: false },
    ]);
  });

  it('a total line that leaves the penalties out is a total-mismatch', () => {
    // Without the penalties the totals would be A −2, B 4, C −4, D 2 (the game rows alone).
    const o = analyzeScore(LIST.replace('total A 1 B 4 C -5 D 0', 'total A -2 B 4 C -4 D 2'));
    expect(o.problems.map((p) => p.code)).toEqual(['total-mismatch']);
  });
});
