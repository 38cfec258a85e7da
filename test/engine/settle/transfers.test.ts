// §8 settlement: largest debtor pays largest creditor, at most n − 1 transfers, every balance reproduced exactly.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTransfers, formatCents, moneyFromPoints, transfers } from '../../../src/engine/settle';

describe('§8.3 who pays whom', () => {
  it('§8.4 example: A +170, B −110, C +10, D −70 → B→A 110, D→A 60, D→C 10', () => {
    expect(transfers({ A: 170, B: -110, C: 10, D: -70 })).toEqual([
      { from: 'B', to: 'A', cents: 110 },
      { from: 'D', to: 'A', cents: 60 },
      { from: 'D', to: 'C', cents: 10 },
    ]);
  });
  it('ties go by display order (the first largest debtor pays the first largest creditor)', () => {
    expect(transfers({ A: -50, B: 50, C: -50, D: 50 })).toEqual([
      { from: 'A', to: 'B', cents: 50 },
      { from: 'C', to: 'D', cents: 50 },
    ]);
    expect(transfers({ D: 50, C: -50, B: 50, A: -50 })).toEqual([
      { from: 'C', to: 'D', cents: 50 },
      { from: 'A', to: 'B', cents: 50 },
    ]);
  });
  it('all even → no transfers', () => {
    expect(transfers({ A: 0, B: 0, C: 0, D: 0 })).toEqual([]);
  });
  it('property: reproduces every balance exactly with at most n − 1 transfers, all positive', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -100000, max: 100000 }), { minLength: 1, maxLength: 7 }), (xs) => {
        const names = xs.map((_, i) => `P${i}`);
        const last = -xs.slice(1).reduce((a, b) => a + b, 0);
        const balances: Record<string, number> = Object.fromEntries(names.map((n, i) => [n, i === 0 ? last : xs[i]]));
        const list = transfers(balances);
        expect(list.length).toBeLessThanOrEqual(Math.max(0, names.length - 1));
        for (const t of list) expect(t.cents).toBeGreaterThan(0);
        const got = applyTransfers(names, list);
        for (const n of names) expect(got[n] === 0 ? 0 : got[n]).toBe(balances[n] === 0 ? 0 : balances[n]);
      }),
      { numRuns: 500 },
    );
  });
});

describe('§8.2 money in whole cents', () => {
  it('total × stake', () => {
    expect(moneyFromPoints({ A: 17, B: -11, C: 1, D: -7 }, 10)).toEqual({ A: 170, B: -110, C: 10, D: -70 });
  });
  it('pairwise for plus/minus sheets: n·total − Σ totals (§7)', () => {
    expect(moneyFromPoints({ A: 3, B: 0, C: 3, D: 1 }, 10, 'pairwise')).toEqual({ A: 50, B: -70, C: 50, D: -30 });
  });
  it('formatCents', () => {
    expect([formatCents(170), formatCents(-5), formatCents(0), formatCents(-110)]).toEqual([
      '1.70',
      '-0.05',
      '0.00',
      '-1.10',
    ]);
  });
});
