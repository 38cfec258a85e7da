// Ramsch (rules/skat.md §6.3; `rules pub`: all-pass ramsch): S25–S31 worked by hand, and the inputs X14, X15.
import { describe, expect, it } from 'vitest';
import { covered, row, withCode } from './helpers';

const PUB = ['rules pub'];
const scores = (facts: string[], header: string[] = []) => {
  const r = row(['ramsch', ...facts], [...PUB, ...header]);
  expect(r.a.problems.filter((p) => p.severity !== 'info')).toEqual([]);
  return r.scores;
};

describe('Ramsch (S25–S31)', () => {
  it('S25 A 52, B 40, C 18 (the skat holds 10): to the loser A 62 → −62; to the last trick (C): A −52', () => {
    expect(scores(['cards A 52 B 40 C 18'])).toEqual({ A: -62 });
    expect(scores(['cards A 52 B 40 C 18', 'last-trick C'], ['set ramsch-skat last-trick'])).toEqual({ A: -52 });
  });
  it('S26 a Jungfrau: A 70, B 40, C no trick, skat 10 → (70 + 10) × 2 = −160', () => {
    expect(scores(['cards A 70 B 40 C 0', 'jungfrau C'])).toEqual({ A: -160 });
  });
  it('S27 Durchmarsch: A takes all ten tricks → win +120; lose: 120 × 2 = −240', () => {
    expect(scores(['cards A 120 B 0 C 0', 'durchmarsch A'])).toEqual({ A: 120 });
    expect(scores(['cards A 120 B 0 C 0', 'durchmarsch A'], ['set durchmarsch lose'])).toEqual({ A: -240 });
  });
  it('S28 Schieberamsch: two pushes, A 62 with the skat → 62 × 2 × 2 = −248; C also Jungfrau → −496', () => {
    const on = ['set schieben on'];
    expect(scores(['cards A 62 B 40 C 18', 'pushed 2'], on)).toEqual({ A: -248 });
    expect(scores(['cards A 62 B 58 C 0', 'pushed 2', 'jungfrau C'], on)).toEqual({ A: -496 });
  });
  it(
    'S29 a tie: A 44, B 44, C 22, skat 10, B took the last trick → all: −54 each; share: −27 each; ' +
      'last-trick: B −54',
    () => {
      const tie = ['cards A 44 B 44 C 22', 'last-trick B'];
      expect(scores(tie)).toEqual({ A: -54, B: -54 });
      expect(scores(tie, ['set ramsch-tie share'])).toEqual({ A: -27, B: -27 });
      expect(scores(tie, ['set ramsch-tie last-trick'])).toEqual({ B: -54 });
    },
  );
  it('S30 fixed Ramsch: the loser −10; with a Jungfrau −15; a Durchmarsch under `durchmarsch lose` −20', () => {
    const fixed = ['set ramsch-scoring fixed'];
    expect(scores(['cards A 52 B 40 C 18'], fixed)).toEqual({ A: -10 });
    expect(scores(['cards A 70 B 40 C 0', 'jungfrau C'], fixed)).toEqual({ A: -15 });
    expect(scores(['cards A 120 B 0 C 0', 'durchmarsch A'], [...fixed, 'set durchmarsch lose'])).toEqual({ A: -20 });
  });
  it('S31 Gewinner-Ramsch: A 60, B 40, C 20 → C +20; A 60, B 30, C 30 → B +10, C +10', () => {
    const winner = ['set ramsch-scoring winner'];
    expect(scores(['cards A 60 B 40 C 20'], winner)).toEqual({ C: 20 });
    expect(scores(['cards A 60 B 30 C 30'], winner)).toEqual({ B: 10, C: 10 });
  });
});

describe('Ramsch checks (X14, X15)', () => {
  it('X14 jungfrau C while C has 4 Augen → skat-ramsch on the name', () => {
    const r = row(['ramsch', 'cards A 70 B 46 C 4', 'jungfrau C'], PUB);
    expect(withCode(r.a, 'skat-ramsch').map((p) => covered(r.text, p))).toEqual(['C']);
  });
  it('X15 A 60, B 45, C 20 (sum 125) → skat-cards-range on the cards line', () => {
    const r = row(['ramsch', 'cards A 60 B 45 C 20'], PUB);
    expect(withCode(r.a, 'skat-cards-range').map((p) => covered(r.text, p))).toEqual(['cards A 60 B 45 C 20']);
  });
  it('a Ramsch under isko → house-off; a loser who has not the most Augen → skat-ramsch', () => {
    expect(row(['ramsch', 'cards A 52 B 40 C 18']).codes).toEqual(['house-off']);
    const r = row(['ramsch', 'cards A 52 B 40 C 18', 'loser B'], PUB);
    expect(withCode(r.a, 'skat-ramsch').map((p) => covered(r.text, p))).toEqual(['B']);
  });
});
