// Points → money in whole cents (§8): each total × the stake, or pairwise for sheets that do not sum to zero.

import { dict } from '../../text/dict';

/**
 * A ± sheet sums to 0, so each player's balance is simply total × stake. A plus-only or minus-only sheet does not; it
 * is
 * settled pairwise (every two players settle the difference of their totals), which gives n·total − Σ totals (§7).
 */
export function moneyFromPoints(
  totals: Record<string, number>,
  stakeCents: number,
  mode: 'zero-sum' | 'pairwise' = 'zero-sum',
): Record<string, number> {
  const names = Object.keys(totals);
  const sum = names.reduce((s, n) => s + totals[n], 0);
  const out = dict<number>();
  for (const n of names) {
    const points = mode === 'pairwise' ? names.length * totals[n] - sum : totals[n];
    const cents = points * stakeCents;
    out[n] = cents === 0 ? 0 : cents;
  }
  return out;
}

/** Splits whole cents over `parts` people: equal shares, the odd cents (by size) to the first ones. */
export function splitCents(cents: number, parts: number): number[] {
  const sign = cents < 0 ? -1 : 1;
  const abs = Math.abs(cents);
  const base = Math.floor(abs / parts);
  return Array.from({ length: parts }, (_, i) => {
    const v = sign * (base + (i < abs % parts ? 1 : 0));
    return v === 0 ? 0 : v;
  });
}
