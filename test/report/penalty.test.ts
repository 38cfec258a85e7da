// Penalty points shown apart (rules/doppelkopf.md Part A, version 3): explain, the hover, settle, stats, the view and
// completion. The sheet, worked by hand:
//   round 1: Re (A, C) 151:89 → won 1 + unter 90 1 = 2: A +2 B −2 C +2 D −2; penalty B 3 → B −3, A C D +1.
//            Running A 3, B −5, C 3, D −1.
//   round 2: penalty A 3 to B (penalty lines alone: between games) → A −3, B +3. Running A 0, B −2, C 3, D −1.
//   round 3: solo D queens duty 130:110 → won 1, ×3: D +3, A B C −1. Running A −1, B −3, C 2, D 2.
//   Penalties paid: A 1, B 1; penalty points A +1 −3 = −2, B −3 +3 = 0, C +1, D +1.

import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import { GAMES } from '../../src/games/registry';
import { doppelkopf } from '../../src/games/doppelkopf';
import { explainRound } from '../../src/report/explain';
import { hoverAt } from '../../src/language/hover';
import { completionsAt } from '../../src/language/completions';
import { toSettlementModel } from '../../src/view/model';
import { runCli } from '../helpers/cliInProcess';

const SHEET = `game doppelkopf
players A B C D
stake 0.10 EUR
round
  re A C
  cards re 151
  penalty B 3
round
  penalty A 3 to B
round
  solo D queens duty
  cards re 130
`;
const a = analyzeScore(SHEET);
const cli = (...args: string[]) =>
  runCli(args, { readFile: () => new TextEncoder().encode(SHEET), listDir: () => undefined });

describe('explain', () => {
  it('a penalty line beside the game’s scores, and a penalty row with only its points', () => {
    expect(explainRound(doppelkopf, a.rounds[0]).split('\n').slice(-3)).toEqual([
      '  scores:  A +2  B −2  C +2  D −2',
      '  penalty: A +1  B −3  C +1  D +1 (not part of the game)',
      '  running: A +3  B −5  C +3  D −1',
    ]);
    expect(explainRound(doppelkopf, a.rounds[1])).toBe(
      'Round 2 (line 8): penalty (not a game) · A −3 B +3\n' +
        '  penalty: A −3  B +3 (not part of the game)\n' +
        '  running: A 0  B −2  C +3  D −1',
    );
    expect(explainRound(doppelkopf, a.rounds[1], 'de')).toContain('Strafe (kein Spiel) · A −3 B +3');
    expect(explainRound(doppelkopf, a.rounds[1], 'fr')).toContain('pénalité (pas une donne) · A −3 B +3');
  });
});

describe('the hover', () => {
  it('on a penalty line: the round, with a penalty column between its points and the running totals', () => {
    const h = hoverAt([a], 6)!;
    expect(h.markdown).toContain('|  | this round | penalty (not part of the game) | running total |');
    expect(h.markdown).toContain('| B | -2 | -3 | -5 |');
  });
});

describe('settle and stats', () => {
  it('settle names the penalty beside the game and lists penalties per player; no game, no solo from them', () => {
    const r = cli('settle', 'e.score');
    expect(r.out).toContain('Re (A, C) 151:89 won · penalty A +1 B −3 C +1 D +1');
    expect(r.out).toContain('penalty (not a game) · A −3 B +3');
    // games: rounds 1 and 3 (2 each); D's solo is the only one; penalties paid A 1, B 1; points −2, 0, 1, 1.
    expect(a.settlement.players!.map((p) => [p.name, p.games, p.solos, p.penalties, p.penaltyPoints])).toEqual([
      ['A', 2, 0, 1, -2],
      ['B', 2, 0, 1, 0],
      ['C', 2, 0, 0, 1],
      ['D', 2, 1, 0, 1],
    ]);
    // Money: totals −1 −3 2 2 at 0.10 EUR.
    expect(a.settlement.money).toEqual({ A: -10, B: -30, C: 20, D: 20 });
  });
  it('stats lists penalties per player in a table of their own', () => {
    const r = cli('stats', 'e.score');
    expect(r.out).toContain('Penalties (not games: how many each paid, and their penalty points):');
    expect(r.out).toMatch(/ {2}A +1 +−2\n/);
    const csv = cli('stats', '--format', 'csv', 'e.score').out.split('\n');
    expect(csv[0].endsWith(',penalties,penalty points')).toBe(true);
    expect(csv[1].startsWith('A,1,2,')).toBe(true);
    expect(csv[1].endsWith(',1,-2')).toBe(true);
  });
  it('a sheet without penalties shows no penalty column', () => {
    const plain = analyzeScore('game doppelkopf\nplayers A B C D\nround\n re A C\n cards re 151\n');
    expect(plain.settlement.players![0]).not.toHaveProperty('penalties');
  });
});

describe('the view', () => {
  it('a round’s penalty is a fact beside its own; the statistics carry penalties per player', () => {
    const m = toSettlementModel(a, 'e.score', 'en');
    expect(m.rounds[0].facts?.at(-1)).toBe('penalty A +1 B −3 C +1 D +1');
    expect(m.rounds[1].facts?.at(-1)).toBe('A −3 B +3');
    expect(m.rounds[1].points).toEqual([null, null, null, null]);
    expect(m.players?.map((p) => p.penaltyPoints)).toEqual([-2, 0, 1, 1]);
  });
});

describe('completion', () => {
  const labels = (prefix: string) => completionsAt({ games: GAMES, analysis: a, line: 7, prefix }).map((s) => s.label);
  it('offers penalty in a round, then the player, the points, `to` and another player', () => {
    const directives = completionsAt({ games: GAMES, analysis: a, line: 7, prefix: '' });
    expect(directives.find((d) => d.label === 'penalty')?.detail).toBe(
      'penalty points, never a game: penalty P N [to Q [M]]',
    );
    expect(labels('penalty ')).toEqual(['A', 'B', 'C', 'D']);
    expect(labels('penalty B ')).toEqual(['3']);
    expect(labels('penalty B 3 ')).toEqual(['to']);
    expect(labels('penalty B 3 to ')).toEqual(['A', 'C', 'D']);
    expect(labels('strafe B 3 an ')).toEqual(['A', 'C', 'D']);
  });
});
