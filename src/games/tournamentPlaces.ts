// Places at a table by points (1, 1, 3 for level entrants): what both games' tournament hooks start from.

/** Each value's place among them, highest first; equal values share the better place (competition ranking). */
export function placesByPoints(points: readonly number[]): number[] {
  return points.map((p) => 1 + points.filter((q) => q > p).length);
}
