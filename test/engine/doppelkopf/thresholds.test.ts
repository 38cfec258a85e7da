// TSR 7.1 thresholds (Part B §3.1) at every off-by-one edge: 89/90, 119/120/121, 150/151, 180/181, 210/211, schwarz by
// tricks.

import { describe, expect, it } from 'vitest';
import { decideWinner } from '../../../src/games/doppelkopf/steps/thresholds';
import { F, R, row, run } from './helpers';

const winner = (re: number, opts: Parameters<typeof F>[1] = {}, set: Record<string, string> = {}) =>
  decideWinner(F(re, opts), R(set)).winner;

describe('TSR 7.1.2/7.1.3 nothing announced: Re needs 121, Kontra 120', () => {
  it('Re 121 wins, 120 loses (120:120 goes to Kontra), 119 loses', () => {
    expect(winner(121)).toBe('re');
    expect(winner(120)).toBe('kontra');
    expect(winner(119)).toBe('kontra');
  });
  it('121:119 → +1 (Kontra 119 is not under 90); 119:121 → −2 with gegen die Alten', () => {
    expect(row(run('round\n re A B\n cards re 121\n'))).toEqual([1, 1, -1, -1]);
    expect(row(run('round\n re A B\n cards re 119\n'))).toEqual([-2, -2, 2, 2]);
  });
  it('only Re, or Re and Kontra: still 121/120 (RS 7.1.3 Nr.2, Nr.3)', () => {
    expect(winner(120, { re: 0 })).toBe('kontra');
    expect(winner(120, { re: 0, kontra: 0 })).toBe('kontra');
    expect(winner(121, { re: 0, kontra: 0 })).toBe('re');
  });
});

describe('B24 / RS 7.1.3 Nr.4 only Kontra announced: Kontra needs 121, Re wins at 120', () => {
  it('Re 119 → Kontra 121 wins: won 1 + Kontra 2 + gegen die Alten 1 = −4', () => {
    expect(row(run('round\n re A B\n announce kontra\n cards re 119\n'))).toEqual([-4, -4, 4, 4]);
  });
  it('Re 120 → Re wins: won 1 + Kontra 2 = +3', () => {
    expect(row(run('round\n re A B\n announce kontra\n cards re 120\n'))).toEqual([3, 3, -3, -3]);
  });
});

describe('§4.1 (a) level lines: the loser below 90/60/30 (≤ 89, ≤ 59, ≤ 29)', () => {
  it('Kontra 90 → no unter 90 (+1); Kontra 89 → unter 90 (+2)', () => {
    expect(row(run('round\n re A B\n cards re 150\n'))).toEqual([1, 1, -1, -1]);
    expect(row(run('round\n re A B\n cards re 151\n'))).toEqual([2, 2, -2, -2]);
  });
  it('Kontra 60 → +2; 59 → +3; 30 → +3; 29 → +4', () => {
    expect(row(run('round\n re A B\n cards re 180\n'))[0]).toBe(2);
    expect(row(run('round\n re A B\n cards re 181\n'))[0]).toBe(3);
    expect(row(run('round\n re A B\n cards re 210\n'))[0]).toBe(3);
    expect(row(run('round\n re A B\n cards re 211\n'))[0]).toBe(4);
  });
});

describe('§3.1 Absagen: own target 151/181/211/all tricks; the other side 90/60/30/one trick', () => {
  it('Re keine 90: 150 loses (Kontra 90: won 1 + Re 2 + keine 90 1 + gegen die Alten 1 = −5); 151 wins (+5)', () => {
    expect(row(run('round\n re A B\n announce A no90\n cards re 150\n'))[0]).toBe(-5);
    expect(row(run('round\n re A B\n announce A no90\n cards re 151\n'))[0]).toBe(5);
  });
  it('Re keine 60: 180 loses (Kontra 60: 1 + 2 + 2 + 1 = −6); 181 wins (1 + u90 + u60 + 2 + 2 = +7)', () => {
    expect(row(run('round\n re A B\n announce A no60\n cards re 180\n'))[0]).toBe(-6);
    expect(row(run('round\n re A B\n announce A no60\n cards re 181\n'))[0]).toBe(7);
  });
  it('Re keine 30: 210 loses (Kontra 30: 1 + 2 + 3 + 1 = −7); 211 wins (1 + 3 levels + 2 + 3 = +9)', () => {
    expect(row(run('round\n re A B\n announce A no30\n cards re 210\n'))[0]).toBe(-7);
    expect(row(run('round\n re A B\n announce A no30\n cards re 211\n'))[0]).toBe(9);
  });
  it('Kontra keine 90 (symmetric): Kontra 151 wins, 150 loses to Re 90', () => {
    // Kontra 151: won 1 + unter 90 1 + Kontra 2 + keine 90 1 + gegen die Alten 1 = 6
    expect(row(run('round\n re A B\n announce C no90\n cards re 89\n'))[0]).toBe(-6);
    // Re 90 against keine 90: won 1 + Kontra 2 + keine 90 1 = 4 (90 < 120: no refutation)
    expect(row(run('round\n re A B\n announce C no90\n cards re 90\n'))[0]).toBe(4);
  });
  it('schwarz announced: Re needs every trick; one Kontra trick (even of 0 card points) wins for Kontra', () => {
    expect(winner(240, { re: 4, tricks: [12, 0] })).toBe('re');
    expect(winner(240, { re: 4, tricks: [11, 1] })).toBe('kontra');
  });
  it(
    'an Ansage does not cost the defensive threshold: Kontra ' + 'said Kontra and wins with 70 against keine 60 (WPX)',
    () => {
      // won 1 + Re 2 + Kontra 2 + keine 90 1 + keine 60 1 + gegen die Alten 1 = 8; nobody gets "unter 90" (the winner
      // has
      // 70)
      const o = run('round\n re A B\n announce A no60\n announce C\n cards re 170\n');
      expect(row(o)).toEqual([-8, -8, 8, 8]);
      expect(o.rounds[0].breakdown.map((b) => b.item)).not.toContain('unter 90');
    },
  );
});

describe('TSR 7.1.4 no winner: both made Absagen and neither reached its target', () => {
  it('Re keine 90 (needs 151) and Kontra keine 90 (needs 151) at 150:90 → no winner', () => {
    expect(winner(150, { re: 1, kontra: 1 })).toBe('none');
    expect(winner(151, { re: 1, kontra: 1 })).toBe('re');
  });
  it('no winner: no gegen die Alten, special points still count (RS, FD): S28 + a Kontra fox → +2', () => {
    const o = run('round\n re A C\n announce A no60\n announce B no60\n cards re 170\n extras kontra fox\n');
    expect(row(o)).toEqual([2, -2, 2, -2]);
  });
  it(
    'no winner with only Absagen points for one side: Re keine 30 / Kontra keine 90 at 200:40 → Re: unter 90, ' +
      'unter 60, 120 against keine 90 = +3',
    () => {
      // Re 200 < 211 fails; Kontra 40 < 151 fails. Re: Kontra 40 < 90, < 60 → 2; Re 200 ≥ 120 against Kontra's keine 90
      // →
      // +1 = 3.
      // Kontra: against Re's keine 90 needs 120, keine 60 needs 90, keine 30 needs 60: 40 reaches none → 0.
      expect(row(run('round\n re A C\n announce A no30\n announce B no90\n cards re 200\n'))).toEqual([3, -3, 3, -3]);
    },
  );
});

describe('Part A: a party with 0 card points is schwarz unless tricks says it won a trick', () => {
  it('240:0 without tricks → schwarz: 1 + 3 levels + schwarz = +5', () => {
    expect(row(run('round\n re A B\n cards re 240\n'))[0]).toBe(5);
  });
  it('240:0 with tricks kontra 1 → not schwarz: +4', () => {
    expect(row(run('round\n re A B\n cards re 240\n tricks re 11\n'))[0]).toBe(4);
  });
});
