// Rounding of round scores to tens (belote.md §5.9): applied last, to scores only, never to the success test.

/**
 * Nearest ten, a 5 rounds up (84 → 80, 85 → 90), or down with `rounding-five down` (85 → 80, 86 → 90: "105 devient
 * 100"). Scores are never negative.
 */
export function roundTen(x: number, five: 'up' | 'down' = 'up'): number {
  return Math.floor((x + (five === 'down' ? 4 : 5)) / 10) * 10;
}

export type RoundingMethod = 'none' | 'per-team' | 'complement';

/**
 * `per-team`: each team independently (FFB, R1; a deal can sum to 170).
 * `complement`: round the taker; the defence gets the rest of the rounded deal (R2a: 160 − taker
 * when there is nothing else). Written as round(T + D) − round(T) so belotes, announcements and
 * contract values, all multiples of ten, carry through unchanged.
 */
export function applyRounding(
  method: string,
  taker: number,
  defence: number,
  five: 'up' | 'down' = 'up',
): [number, number] {
  if (method === 'per-team') return [roundTen(taker, five), roundTen(defence, five)];
  if (method === 'complement') {
    const t = roundTen(taker, five);
    return [t, roundTen(taker + defence, five) - t];
  }
  return [taker, defence];
}
