// Edit distance and "did you mean": the closest of some known words to one typed wrongly.

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two neighbours each cost
 * one ("Bne" is one step from "Ben"). With a `limit`, gives up as soon as every path costs more and returns
 * `limit + 1`, so comparing a long word against short keywords stays linear in the word.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, before[j - 2] + 1);
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > limit) return limit + 1;
    before = prev;
    prev = cur;
  }
  return prev[b.length];
}

export interface Match {
  candidate: string;
  distance: number;
}

/**
 * The candidate closest to `word` (ignoring case) among those at most `maxDistance(candidate)` steps away; the
 * first one wins a tie, so callers list their preferred candidates first.
 */
export function closestMatch(
  word: string,
  candidates: readonly string[],
  maxDistance: (candidate: string) => number,
): Match | undefined {
  const w = word.toLowerCase();
  let best: Match | undefined;
  for (const candidate of candidates) {
    const limit = maxDistance(candidate);
    const d = editDistance(w, candidate.toLowerCase(), limit);
    if (d <= limit && (best === undefined || d < best.distance)) best = { candidate, distance: d };
  }
  return best;
}
