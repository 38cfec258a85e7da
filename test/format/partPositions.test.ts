// A round part read for the incremental analysis lists its positions (RoundPart.positions): the analysis moves a
// round's lines by that list instead of walking its objects (docs/incremental.md, rule 2). The list must hold every
// position the part's round and problems reach, each object once, and nothing of another part.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PartParser } from '../../src/format/parse';
import { SYNTAX } from '../../src/games/registry';
import type { Position } from '../../src/format/types';
import { apply, edit, MOVED } from '../helpers/sheets';

const EXAMPLES = [
  ...['doppelkopf-evening.score', 'doppelkopf-paper.score', 'belote-game.score', 'coinche-game.score'].map((f) =>
    readFileSync(`examples/${f}`, 'utf8'),
  ),
  MOVED,
];

/** Every position object reachable from `value` (an object with numeric `line` and `character`). */
function reachable(value: unknown, into = new Set<Position>(), seen = new Set<object>()): Set<Position> {
  if (typeof value !== 'object' || value === null || seen.has(value)) return into;
  seen.add(value);
  const o = value as Record<string, unknown>;
  if (typeof o.line === 'number' && typeof o.character === 'number') into.add(o as unknown as Position);
  else for (const k in o) reachable(o[k], into, seen);
  return into;
}

function checkParts(text: string): void {
  const { rounds } = new PartParser(SYNTAX, true).parts(text);
  const owner = new Map<Position, number>();
  rounds.forEach((part, k) => {
    const listed = part.positions ?? [];
    expect(new Set(listed).size).toBe(listed.length);
    for (const p of listed) {
      expect(owner.get(p)).toBeUndefined();
      owner.set(p, k);
    }
    const known = new Set(listed);
    for (const p of reachable([part.round, part.problems])) expect(known.has(p)).toBe(true);
  });
}

describe('the positions of a round part', () => {
  it('the bundled examples: every reachable position listed once, by its own part only', () => {
    for (const text of EXAMPLES) checkParts(text);
  });

  it('random edits of them: broken lines, stray quotes, header lines inside rounds, odd spaces', () => {
    fc.assert(
      fc.property(fc.constantFrom(...EXAMPLES), fc.array(edit, { minLength: 1, maxLength: 8 }), (start, edits) => {
        let text = start;
        for (const e of edits) text = apply(text, e);
        checkParts(text);
      }),
      { numRuns: 200 },
    );
  });

  it('a one-off parse keeps none', () => {
    for (const part of new PartParser(SYNTAX).parts(EXAMPLES[0]).rounds) expect(part.positions).toBeUndefined();
  });
});
