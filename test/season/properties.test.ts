// Seasons of damaged evenings: nothing throws, and the pot always pays out exactly what was paid in.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseSeasonSettings,
  renderSeason,
  renderStats,
  seasonStats,
  settleSeasons,
  splitByWeights,
  standingsWeights,
} from '../../src/season';
import { COINCHE, COINCHE2, E1, E2, evening } from './fixtures';

const SOURCES = [E1, E2, COINCHE, COINCHE2];

/** An evening with lines dropped, doubled or upper-cased, the way a hurried sheet goes wrong. */
const damaged = fc
  .tuple(
    fc.constantFrom(...SOURCES),
    fc.array(fc.tuple(fc.nat(), fc.constantFrom('drop', 'double', 'upper')), { maxLength: 6 }),
  )
  .map(([text, edits]) => {
    const lines = text.split('\n');
    for (const [at, how] of edits) {
      const i = at % lines.length;
      if (how === 'drop') lines.splice(i, 1);
      else if (how === 'double') lines.splice(i, 0, lines[i]);
      else lines[i] = lines[i].toUpperCase();
    }
    return lines.join('\n');
  });

describe('seasons of damaged evenings', () => {
  it('settle, stats and render without throwing; a pot’s shares add up to what was paid in', () => {
    const settings = parseSeasonSettings('season\npot 0.05 EUR\nsplit standings 50 30 20\ngame coinche\npot 1 EUR\n');
    fc.assert(
      fc.property(fc.array(damaged, { minLength: 1, maxLength: 4 }), fc.boolean(), (texts, pot) => {
        const evenings = texts.map((t, i) => evening(`e${i}.score`, t));
        const seasons = settleSeasons(evenings, pot ? settings : undefined);
        for (const s of seasons) {
          for (const f of ['text', 'md', 'csv'] as const) renderSeason(s, f);
          if (s.pot) {
            const paid = Object.values(s.pot.paid).reduce((a, b) => a + b, 0);
            const shares = Object.values(s.pot.share).reduce((a, b) => a + b, 0);
            expect(shares).toBe(paid);
            expect(Object.values(s.money!).reduce((a, b) => a + b, 0)).toBe(0);
          }
          expect(s.evenings.every((e) => s.players.every((p) => Number.isInteger(e.totals[p])))).toBe(true);
        }
        for (const st of seasonStats(evenings)) for (const f of ['text', 'md', 'csv'] as const) renderStats(st, f);
      }),
      { numRuns: 60 },
    );
  });
});

describe('exact splits', () => {
  it('splitByWeights gives out every cent and nobody more than a cent above their exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 1, maxLength: 9 }),
        (total, weights) => {
          const names = weights.map((_, i) => `p${i}`);
          const out = splitByWeights(total, names, weights);
          const W = weights.reduce((a, b) => a + b, 0);
          const sum = Object.values(out).reduce((a, b) => a + b, 0);
          expect(sum).toBe(W === 0 ? 0 : total);
          if (W > 0) names.forEach((n, i) => expect(Math.abs(out[n] - (total * weights[i]) / W)).toBeLessThan(1));
        },
      ),
    );
  });
  it('standingsWeights: whatever the ties, the weights are the shares held (scaled alike)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 8 }), (keys) => {
        // Competition ranks of arbitrary keys, best (highest) first.
        const sorted = [...keys].sort((a, b) => b - a);
        const ranks = sorted.map((k) => sorted.indexOf(k) + 1);
        const shares = [50, 30, 20];
        const w = standingsWeights(ranks, shares);
        const held = shares.slice(0, ranks.length).reduce((a, b) => a + b, 0);
        const total = w.reduce((a, b) => a + b, 0);
        // Every weight is an integer and the weights are proportional to the shares of the places held.
        expect(w.every(Number.isInteger)).toBe(true);
        expect(total % held).toBe(0);
      }),
    );
  });
});
