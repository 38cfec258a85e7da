// The order of an analysis's problems. Problem codes are stable identifiers, lower-case ASCII words joined by
// hyphens: the analyses order problems on one position by comparing their codes' code units (byPosition), which
// orders such codes as `localeCompare` does; and sortByPosition orders a list as a stable sort by position does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byPosition, sortByPosition } from '../../src/analysis/documentAnalyzer';
import { knownCodes } from '../../src/engine/guide';
import { GAMES } from '../../src/games/registry';
import type { Problem } from '../../src/format/types';

// The core's codes and every game's (GameModule.codes; Skat's among them since the games supply their codes).
const ALL = [...knownCodes(GAMES)];

describe('problem codes', () => {
  it('are lower-case ASCII words joined by hyphens', () => {
    expect(ALL.length).toBeGreaterThan(50);
    for (const code of ALL) expect(code).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
  });

  it('on one position come in the order localeCompare gives them', () => {
    const at = { start: { line: 3, character: 2 }, end: { line: 3, character: 9 } };
    const problems = ALL.map((code) => ({ code, severity: 'error', range: at, message: '' }) as Problem);
    const sorted = [...problems].sort(byPosition).map((p) => p.code);
    expect(sorted).toEqual([...ALL].sort((a, b) => a.localeCompare(b)));
  });
});

describe('sortByPosition', () => {
  const problemAt = fc
    .record({ line: fc.nat({ max: 6 }), character: fc.nat({ max: 3 }), code: fc.constantFrom('a-b', 'ab', 'b', 'c') })
    .map(({ line, character, code }) => ({
      code,
      severity: 'info' as const,
      range: { start: { line, character }, end: { line, character } },
      message: '',
    }));

  it('orders any list as a stable sort by position and code does, each problem kept once', () => {
    fc.assert(
      fc.property(fc.array(problemAt, { maxLength: 60 }), (problems) => {
        const stable = problems.map((p, i) => [p, i] as const);
        stable.sort(([a, i], [b, j]) => byPosition(a, b) || i - j);
        expect(sortByPosition(problems.slice())).toEqual(stable.map(([p]) => p));
        // The same objects, not copies.
        const sorted = sortByPosition(problems.slice());
        for (const p of problems) expect(sorted.filter((q) => q === p)).toHaveLength(1);
      }),
      { numRuns: 300 },
    );
  });

  it("a paper sheet's order: each total's mismatch on its line, its slip on an earlier round", () => {
    const at = (line: number, code: string) => ({
      code,
      severity: 'error' as const,
      range: { start: { line, character: 2 }, end: { line, character: 2 } },
      message: `${code} ${line}`,
    });
    const problems = [
      at(10, 'total-mismatch'),
      at(4, 'total-culprit'),
      at(14, 'total-mismatch'),
      at(4, 'total-culprit'),
    ];
    expect(sortByPosition(problems.slice()).map((p) => p.message)).toEqual([
      'total-culprit 4',
      'total-culprit 4',
      'total-mismatch 10',
      'total-mismatch 14',
    ]);
    expect(sortByPosition(problems.slice())[0]).toBe(problems[1]);
  });
});
