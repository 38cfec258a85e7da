// The Skat examples (examples/skat-*.score), one per preset, worked by hand in their comments: each reads clean, and
// its totals, Wertung and money are the hand-worked ones.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../../src/analysis/analyze';

const example = (name: string) => analyzeScore(readFileSync(`examples/${name}`, 'utf8'));

describe('examples/skat-*.score', () => {
  it('skat-liste (isko): Anna −36, Ben 247, Clara −172; money by differences at a cent a point', () => {
    const a = example('skat-liste.score');
    expect(a.problems.map((p) => [p.code, p.severity])).toEqual([['skat-overbid', 'info']]);
    // Anna 24 − 60; Ben 192 + 55; Clara −118 − 54.
    expect(a.totals).toEqual({ Anna: -36, Ben: 247, Clara: -172 });
    // Σ = 39: Anna 3 × −36 − 39 = −147, Ben 741 − 39 = 702, Clara −516 − 39 = −555 cents.
    expect(a.settlement.money).toEqual({ Anna: -147, Ben: 702, Clara: -555 });
    expect(a.rounds.map((r) => r.dealer)).toEqual(['Anna', 'Ben', 'Clara', 'Anna', 'Ben', 'Clara', 'Anna']);
  });
  it('skat-turnier (tournament, German words): the Wertung A 286, B 229, C 29, D −116 (rules/skat.md S35)', () => {
    const a = example('skat-turnier.score');
    expect(a.problems).toEqual([]);
    const sf = a.settlement.skat!.seeger!;
    expect([sf.Anna.wertung, sf.Ben.wertung, sf.Clara.wertung, sf.Dora.wertung]).toEqual([286, 229, 29, -116]);
  });
  it('skat-kneipe (pub): Kontra and Re, a Ramsch; Anna 160, Ben 132, Clara 46, Dora −144', () => {
    const a = example('skat-kneipe.score');
    expect(a.problems).toEqual([]);
    expect(a.rounds.map((r) => r.scores)).toEqual([
      { Ben: 192 },
      { Clara: 46 },
      { Dora: -144 },
      { Anna: 160 },
      { Ben: -60 },
    ]);
    // Σ = 194: Anna 640 − 194 = 446, Ben 528 − 194 = 334, Clara 184 − 194 = −10, Dora −576 − 194 = −770 cents.
    expect(a.settlement.money).toEqual({ Anna: 446, Ben: 334, Clara: -10, Dora: -770 });
  });
});
