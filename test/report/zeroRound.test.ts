// issue 32, "Smaller": a round worth 0 is explained as "0 each" on both sides, never "−0"; and the schwarz-claim
// warning says only what applies: the winner (no level points, the loser has all 240) or, where the party with 0 card
// points made an Absage of its own, no winner and the levels for the other party.

import { describe, expect, it } from 'vitest';
import { HEAD, codes, row, run } from '../engine/doppelkopf/helpers';
import { doppelkopf } from '../../src/games/doppelkopf';
import { explainRound } from '../../src/report/explain';
import { msg, render } from '../../src/messages';
import { moneyIn, percentIn } from '../../src/messages/fmt';
import { roundedForDisplay } from '../../src/text/numbers';

// Re 151:89 won: won 1 + unter 90 1 = 2 for Re; Kontra catches both foxes: 1 + 1 = 2 for Kontra; V = 2 − 2 = 0.
const ZERO = 'round\n re A C\n cards re 151\n extras kontra fox fox\n';

describe('explain: a round worth 0', () => {
  it('says 0 each for both parties (en/de/fr)', () => {
    const r = run(ZERO).rounds[0];
    expect(row(run(ZERO))).toEqual([0, 0, 0, 0]);
    const last = (lang: 'en' | 'de' | 'fr') => explainRound(doppelkopf, r, lang).split('\n')[6];
    expect(last('en')).toBe('    Re (A, C) 0 each, Kontra (B, D) 0 each');
    expect(last('de')).toBe('    Re (A, C) je 0, Kontra (B, D) je 0');
    expect(last('fr')).toBe('    Re (A, C) 0 chacun, Kontra (B, D) 0 chacun');
    expect(explainRound(doppelkopf, r)).not.toContain('−0');
  });
  it('a solo worth 0: the soloist 0, each opponent 0', () => {
    // Diamonds solo A: 151 won 1 + unter 90 1 = 2; with `specials-in-solo on` Kontra's two foxes 2: V = 0.
    const o = run(`${HEAD}set specials-in-solo on\nround\n solo A diamonds\n cards re 151\n extras kontra fox fox\n`);
    expect(row(o)).toEqual([0, 0, 0, 0]);
    expect(explainRound(doppelkopf, o.rounds[0])).toContain('solo ×3: the soloist A 0, each opponent (B, C, D) 0');
  });
});

describe('schwarz-claim: what the lost schwarz announcement means', () => {
  it('Kontra made no Absage: Kontra wins, no level is named', () => {
    // Kontra 0 card points, 1 trick, against Re's schwarz: Kontra wins with its trick. Re has 240, so no level
    // point; Kontra: won 1, Re announced 2, Re's keine 90/60/30/schwarz 4, gegen die Alten 1 = 8.
    const o = run('round\n re A C\n announce A black\n cards re 240\n tricks kontra 1\n');
    expect(row(o)).toEqual([-8, 8, -8, 8]);
    expect(codes(o)).toEqual(['schwarz-claim']);
    expect(o.problems[0].message).toBe(
      'Kontra has 0 card points but won 1 trick: not schwarz, so the schwarz announcement of Re is lost and ' +
        'Kontra wins the round.',
    );
  });
  it('Kontra announced keine 90 itself: no winner, Re scores the levels', () => {
    // Re needs all tricks, Kontra 151: neither. No winner (TSR 7.1.4): Re unter 90/60/30 3 + 240 ≥ 120 against
    // Kontra's keine 90 1 = 4; Kontra with 0 refutes nothing. V = +4.
    const o = run('round\n re A C\n announce A black\n announce B no90\n cards re 240\n tricks kontra 1\n');
    expect(row(o)).toEqual([4, -4, 4, -4]);
    expect(codes(o)).toEqual(['schwarz-claim']);
    expect(o.problems[0].message).toBe(
      'Kontra has 0 card points but won 1 trick: not schwarz, so the schwarz announcement of Re is lost; Kontra ' +
        'misses its own announcement too, so there is no winner and Re scores the levels under 90/60/30.',
    );
  });
});

describe('a number that rounds to zero is printed without a sign (rounded before the sign is chosen)', () => {
  const each = (value: number, lang: 'en' | 'de' | 'fr') =>
    render(msg('explain.normal', { re: ['A', 'C'], kontra: ['B', 'D'], value }), lang);
  it('explain: a share of ±0.001 or ±0.004 is 0 on both sides (2 decimals shown: 0.004 → 0.00 → 0)', () => {
    for (const v of [0.001, -0.001, 0.004, -0.004]) {
      expect(each(v, 'en')).toBe('Re (A, C) 0 each, Kontra (B, D) 0 each');
      expect(each(v, 'de')).toBe('Re (A, C) je 0, Kontra (B, D) je 0');
      expect(each(v, 'fr')).toBe('Re (A, C) 0 chacun, Kontra (B, D) 0 chacun');
    }
  });
  it('explain: 0.006 rounds to 0.01, so the signs stay (+0.01 for Re, −0.01 for Kontra)', () => {
    expect(each(0.006, 'en')).toBe('Re (A, C) +0.01 each, Kontra (B, D) \u22120.01 each');
    expect(each(-0.005, 'de')).toBe('Re (A, C) je \u22120,01, Kontra (B, D) je +0,01');
  });
  it('money and percentages: −0.4 cents is 0,00 €, a share of −0.001 is 0 %', () => {
    expect(moneyIn('de', -0.4, 'EUR')).toBe('0,00\u00a0€');
    expect(moneyIn('fr', -0.4)).toBe('0,00');
    expect(moneyIn('de', -0.6, 'EUR')).toBe('\u22120,01\u00a0€');
    expect(percentIn('en', -0.001)).toBe('0%');
    expect(percentIn('de', -0.004)).toBe('0\u00a0%');
  });
  it('roundedForDisplay: half away from zero, as Intl rounds, and never −0', () => {
    expect(Object.is(roundedForDisplay(-0.004, 2), 0)).toBe(true);
    expect(Object.is(roundedForDisplay(-0, 0), 0)).toBe(true);
    expect(roundedForDisplay(-0.005, 2)).toBe(-0.01);
    expect(roundedForDisplay(2.5)).toBe(3);
    expect(roundedForDisplay(-2.5)).toBe(-3);
  });
});
