// Dealer, sitting out and duty solos (score-format.md "Version 2 additions": dealer, sitting out, duty solos).

import { describe, expect, it } from 'vitest';
import { roundHoverMarkdown } from '../../../src/language/roundText';
import { FIVE_PLAYERS } from '../../helpers/fivePlayers';
import { doppelkopf } from '../../../src/games/doppelkopf';
import { explainRound } from '../../../src/report/explain';
import { parseScore } from '../../../src/games/syntax';
import { codes, row, run } from './helpers';

// Re 151 : Kontra 89 → won 1 + unter 90 1 = V 2 (TSR 7.2.2).
const normal = (re: string) => `round\n re ${re}\n cards re 151\n`;
const duty = (p: string) => `round\n solo ${p} queens duty\n cards re 151\n`;

describe('dealer: the deal passes in seating order, not after a duty solo', () => {
  it('header dealer B: rounds are dealt by B, C, D, A', () => {
    const o = run('game doppelkopf\nplayers A B C D\ndealer B\n' + normal('A C').repeat(4));
    expect(o.rounds.map((r) => r.dealer)).toEqual(['B', 'C', 'D', 'A']);
  });
  it('after a duty solo the same player deals again', () => {
    const o = run('game doppelkopf\nplayers A B C D\ndealer A\n' + normal('A C') + duty('C') + normal('A C'));
    expect(o.rounds.map((r) => r.dealer)).toEqual(['A', 'B', 'B']);
  });
  it('a solo that is not a duty solo passes the deal on', () => {
    const o = run('game doppelkopf\nplayers A B C D\ndealer A\nround\n solo C queens\n cards re 151\n' + normal('A C'));
    expect(o.rounds.map((r) => r.dealer)).toEqual(['A', 'B']);
  });
  it('no dealer anywhere: none is shown', () => {
    const o = run(normal('A C'));
    expect(o.rounds[0].dealer).toBeUndefined();
  });
  it('a dealer line in a round starts the rotation there', () => {
    const o = run(normal('A C') + 'round\n dealer C\n re A C\n cards re 151\n' + normal('A C'));
    expect(o.rounds.map((r) => r.dealer)).toEqual([undefined, 'C', 'D']);
    expect(codes(o)).toEqual([]);
  });
  it('a dealer line that disagrees with the rotation is a warning with a fix; the written one is used', () => {
    const text =
      'game doppelkopf\nplayers A B C D\ndealer A\n' + normal('A C') + 'round\n dealer D\n re A C\n cards re 151\n';
    const o = run(text + normal('A C'));
    const p = o.problems.find((x) => x.code === 'dealer-mismatch')!;
    expect(p.severity).toBe('warning');
    expect(p.message).toContain('D deals this round');
    expect(p.message).toContain('to B');
    expect(p.fix?.edits[0].newText).toBe('B');
    expect(o.rounds.map((r) => r.dealer)).toEqual(['A', 'D', 'A']);
  });
  it('German: geber in the header and in a round', () => {
    const o = run(
      'game doppelkopf\nplayers A B C D\ngeber D\n' + normal('A C') + 'round\n geber A\n re A C\n cards re 151\n',
    );
    expect(o.rounds.map((r) => r.dealer)).toEqual(['D', 'A']);
    expect(codes(o)).toEqual([]);
  });
  it('an unknown dealer name is the parser’s unknown-name', () => {
    const d = parseScore('game doppelkopf\nplayers A B C D\ndealer X\nround\n dealer Y\n re A C\n cards re 151\n');
    expect(d.problems.map((p) => p.code)).toEqual(['unknown-name', 'unknown-name']);
  });
});

describe('five players: the dealer sits out without an out line', () => {
  const H5 = 'game doppelkopf\nplayers A B C D E\ndealer E\n';
  it('E deals round 1 and sits out; A deals round 2 and sits out: both rounds are scored', () => {
    // Round 1: E deals and sits out; Re A C 151 → V 2: A, C +2; B, D −2; E 0.
    // Round 2: A deals and sits out: Re B C, Kontra D E; Re 151 → B, C +2; D, E −2.
    const o = run(H5 + normal('A C') + normal('B C'));
    expect(codes(o)).toEqual([]);
    expect(row(o, 1, ['A', 'B', 'C', 'D', 'E'])).toEqual([2, -2, 2, -2, 0]);
    expect(row(o, 2, ['A', 'B', 'C', 'D', 'E'])).toEqual([0, 2, 2, -2, -2]);
    expect(o.rounds[1].doppelkopf?.out).toEqual(['A']);
  });
  it('a written out line that names the dealer is fine; another player is a warning (the out line is used)', () => {
    const o = run(H5 + 'round\n out E\n re A C\n cards re 151\n' + 'round\n out B\n re C D\n cards re 151\n');
    const p = o.problems.filter((x) => x.code === 'dealer-out');
    expect(p).toHaveLength(1);
    expect(p[0].message).toContain('A deals this round');
    expect(p[0].fix?.edits[0].newText).toBe('A');
    expect(row(o, 2, ['A', 'B', 'C', 'D', 'E'])).toEqual([-2, 0, 2, 2, -2]);
  });
  it('without any dealer, five players still need out (missing-out)', () => {
    const o = run('game doppelkopf\nplayers A B C D E\n' + normal('A C'));
    expect(codes(o)).toContain('missing-out');
  });
});

describe('duty solos: set duty-solo on, set series N', () => {
  const H = (set: string) => `game doppelkopf\nplayers A B C D\nset duty-solo on\n${set}\n`;
  it('who still owes one after each round; the settlement shows who owes at the end', () => {
    const o = run(H('') + normal('A C') + duty('B') + duty('D'));
    expect(o.rounds.map((r) => r.dutyOwed)).toEqual([
      ['A', 'B', 'C', 'D'],
      ['A', 'C', 'D'],
      ['A', 'C'],
    ]);
    expect(o.settlement.dutyOwed).toEqual(['A', 'C']);
  });
  it('whole file: the end of the sheet with a solo owed is a warning per player, naming them', () => {
    const o = run(H('') + duty('A') + duty('B') + duty('C') + normal('A C'));
    const w = o.problems.filter((p) => p.code === 'duty-solo-owed');
    expect(w).toHaveLength(1);
    expect(w[0].severity).toBe('warning');
    expect(w[0].message).toContain('D has not played a duty solo');
  });
  it('series 2: two games end the series (duty solos take no slot); the owed players are named there', () => {
    // Round 1 normal (game 1), round 2 duty A (no slot), round 3 normal (game 2): series 1 ends at round 3.
    const o = run(H('set series 2') + normal('A C') + duty('A') + normal('A C') + normal('B C'));
    const w = o.problems.filter((p) => p.code === 'duty-solo-owed');
    expect(w.map((p) => p.message)).toEqual(
      ['B', 'C', 'D'].map((p) => `Series 1 (rounds 1–3) ends and ${p} has not played a duty solo (Pflichtsolo).`),
    );
    expect(w[0].range.start.line).toBe(o.rounds[2].range.start.line);
    // Round 4 starts series 2: everyone owes one again.
    expect(o.rounds[3].dutyOwed).toEqual(['A', 'B', 'C', 'D']);
  });
  it('everyone played one: no warning', () => {
    const o = run(H('') + duty('A') + duty('B') + duty('C') + duty('D'));
    expect(codes(o)).toEqual([]);
    expect(o.settlement.dutyOwed).toEqual([]);
  });
  it('off (the default): nothing is tracked', () => {
    const o = run(duty('A'));
    expect(o.rounds[0].dutyOwed).toBeUndefined();
    expect(o.settlement.dutyOwed).toBeUndefined();
  });
});

describe('the dealer and who owes a duty solo, in explain and on hover', () => {
  const text =
    'game doppelkopf\nplayers A B C D E\ndealer E\nset duty-solo on\n' +
    'round\n re A C\n cards re 151\n' +
    'round\n solo B queens duty\n cards re 151\n';
  it('explain names the dealer (sitting out at five) and who still owes a duty solo', () => {
    const o = run(text);
    expect(explainRound(doppelkopf, o.rounds[0]).split('\n')[1]).toBe(
      '  dealer E (sits out) · still owe a duty solo: A, B, C, D and E',
    );
    // Round 2: A deals and sits out; B's duty solo; A deals again next.
    expect(explainRound(doppelkopf, o.rounds[1]).split('\n')[1]).toBe(
      '  dealer A (sits out) · still owe a duty solo: A, C, D and E',
    );
  });
  it('the hover of a round shows its dealer and who owes a duty solo', () => {
    const md = roundHoverMarkdown(run(text).rounds[1], 'en', undefined, doppelkopf);
    expect(md).toContain('Dealer: A (sits out) · Still owe a duty solo: A, C, D, E · A sits out: 0');
  });
  it('the hover of an outcome-only round at five says the dealer sits out and scores 0', () => {
    // FIVE_PLAYERS round 1: Anna deals and sits out, `gewonnen Ben Clara 2`.
    const md = roundHoverMarkdown(run(FIVE_PLAYERS).rounds[0]);
    expect(md).toContain('Dealer: Anna (sits out) · Anna sits out: 0');
    expect(roundHoverMarkdown(run(FIVE_PLAYERS).rounds[0], 'de')).toContain('Anna setzt aus: 0');
  });
});
