// Position arithmetic on the engine's plain ranges (no vscode), shared by the pure fix and completion code.

import type { Position, Range } from '../format/types';

export function before(p: Position, q: Position): boolean {
  return p.line < q.line || (p.line === q.line && p.character < q.character);
}

/** Touching counts as intersecting, so a cursor at the end of a token still finds it. */
export function rangesIntersect(a: Range, b: Range): boolean {
  return !before(a.end, b.start) && !before(b.end, a.start);
}
