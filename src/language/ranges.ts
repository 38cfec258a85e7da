// Position arithmetic on the engine's plain ranges (zero-based lines and UTF-16 columns, as editors count them).

import type { Position, Range } from '../format/types';

export type { Position, Range };

export function before(p: Position, q: Position): boolean {
  return p.line < q.line || (p.line === q.line && p.character < q.character);
}

export function isEmpty(r: Range): boolean {
  return r.start.line === r.end.line && r.start.character === r.end.character;
}

export function sameRange(a: Range, b: Range): boolean {
  return (
    a.start.line === b.start.line &&
    a.start.character === b.start.character &&
    a.end.line === b.end.line &&
    a.end.character === b.end.character
  );
}

/** Touching counts as intersecting, so a cursor at the end of a token still finds it. */
export function rangesIntersect(a: Range, b: Range): boolean {
  return !before(a.end, b.start) && !before(b.end, a.start);
}

/**
 * Whether two edits would touch the same text: ranges that share a character, or two insertions at one point.
 * An insertion next to a replaced range does not count (both can be applied).
 */
export function editsOverlap(a: Range, b: Range): boolean {
  if (isEmpty(a) || isEmpty(b)) return !before(a.start, b.start) && !before(b.start, a.start);
  return before(a.start, b.end) && before(b.start, a.end);
}

/** The whole of line `line`, given its length. */
export function lineRange(line: number, length: number): Range {
  return { start: { line, character: 0 }, end: { line, character: length } };
}
