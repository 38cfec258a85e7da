// Exact fractions for the keys that can be fractions: placement points shared by level players (the average of
// their places' points), the average per series, the index (points / 10) and a point difference to a table's mean.

/** n / d, d > 0, in lowest terms. */
export interface Frac {
  readonly n: number;
  readonly d: number;
}

function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a || 1;
}

export function frac(n: number, d = 1): Frac {
  if (d < 0) [n, d] = [-n, -d];
  const g = gcd(n, d);
  return { n: n / g === 0 ? 0 : n / g, d: d / g };
}

export const ZERO: Frac = frac(0);

export function add(a: Frac, b: Frac): Frac {
  return frac(a.n * b.d + b.n * a.d, a.d * b.d);
}

export function scale(a: Frac, k: number, by = 1): Frac {
  return frac(a.n * k, a.d * by);
}

export function sum(xs: readonly Frac[]): Frac {
  return xs.reduce(add, ZERO);
}

/** Negative when a < b, 0 when equal, positive when a > b. */
export function compare(a: Frac, b: Frac): number {
  return a.n * b.d - b.n * a.d;
}

export function max(xs: readonly Frac[]): Frac | undefined {
  return xs.reduce<Frac | undefined>((m, x) => (m === undefined || compare(x, m) > 0 ? x : m), undefined);
}

/** As a number rounded to `digits` decimals (for JSON and for display). */
export function toNumber(a: Frac, digits = 2): number {
  const f = 10 ** digits;
  const r = Math.round((a.n / a.d) * f) / f;
  return r === 0 ? 0 : r;
}
