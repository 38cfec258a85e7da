// Fix All in one pass (issue 38, F5): the fixes merged with a look-up per edit instead of a pass over every edit
// taken, and the edits applied by joining the text once instead of splicing it edit by edit. Both give exactly what
// they gave before on random inputs; a round inserted at the top of a sheet gets its renumberings, worked by hand.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import type { Fix, Position, TextEdit } from '../../src/format/types';
import { applyTextEdits, fixAllText } from '../../src/language/applyFixes';
import { fixAllAction } from '../../src/language/codeActions';
import { mergeFixes } from '../../src/language/problemFixes';
import { editsOverlap } from '../../src/language/ranges';

/** mergeFixes before issue 38 (src/language/problemFixes.ts at e262191), word for word: the reference. */
function mergeFixesBefore(fixes: Fix[]): TextEdit[] {
  const out: TextEdit[] = [];
  for (const f of fixes) {
    if (f.edits.some((e) => out.some((o) => editsOverlap(o.range, e.range)))) continue;
    out.push(...f.edits);
  }
  return out;
}

/** applyTextEdits before issue 38 (src/language/applyFixes.ts at e262191), word for word: the reference. */
function applyTextEditsBefore(text: string, edits: readonly TextEdit[]): string {
  const starts = [0];
  for (const m of text.matchAll(/\r\n|\r|\n/g)) starts.push(m.index + m[0].length);
  const offset = (p: Position) => {
    if (p.line >= starts.length) return text.length;
    const lineEnd = p.line + 1 < starts.length ? starts[p.line + 1] : text.length;
    const bare = text.slice(starts[p.line], lineEnd).replace(/\r?\n$|\r$/, '').length;
    return starts[p.line] + Math.min(p.character, bare);
  };
  const sorted = edits
    .map((e) => ({ from: offset(e.range.start), to: offset(e.range.end), text: e.newText }))
    .sort((a, b) => b.from - a.from);
  let out = text;
  for (const e of sorted) out = out.slice(0, e.from) + e.text + out.slice(e.to);
  return out;
}

// Positions on a few short lines (some past a line's end), so that edits often touch, share a point or overlap.
const position = fc.record({ line: fc.nat({ max: 5 }), character: fc.nat({ max: 6 }) });
const edit = fc
  .record({ a: position, b: position, empty: fc.boolean(), newText: fc.constantFrom('', 'x', '12', 'round 7\n') })
  .map(({ a, b, empty, newText }): TextEdit => {
    const [start, end] = a.line < b.line || (a.line === b.line && a.character <= b.character) ? [a, b] : [b, a];
    // Positions are objects the parser shares between tokens and edits: a fresh copy for each edit's end.
    return { range: { start, end: empty ? start : { ...end } }, newText };
  });
const fix = fc.array(edit, { minLength: 1, maxLength: 3 }).map((edits): Fix => ({ title: 'fix', edits }));
const text = fc
  .array(fc.constantFrom('round 1', '  cards re 151', '', 'ab', '  total A 2'), { minLength: 1, maxLength: 6 })
  .chain((lines) => fc.constantFrom('\n', '\r\n').map((eol) => lines.join(eol)));

describe('Fix All in one pass', () => {
  it('merges the same edits, in the same order, as the pass over every edit taken did', () => {
    fc.assert(
      fc.property(fc.array(fix, { maxLength: 12 }), (fixes) => {
        const merged = mergeFixes(fixes);
        const before = mergeFixesBefore(fixes);
        expect(merged.length).toBe(before.length);
        // The very edit objects: Fix All counts a fix as applied when all of its edits are among them.
        merged.forEach((e, i) => expect(e).toBe(before[i]));
      }),
      { numRuns: 400 },
    );
  });

  it('applies merged edits to a text as splicing them in one by one did', () => {
    fc.assert(
      fc.property(text, fc.array(fix, { maxLength: 10 }), (t, fixes) => {
        const edits = mergeFixes(fixes);
        expect(applyTextEdits(t, edits)).toBe(applyTextEditsBefore(t, edits));
      }),
      { numRuns: 400 },
    );
  });

  it('applies any edits as before, overlapping ones too (one at a time, as before)', () => {
    fc.assert(
      fc.property(text, fc.array(edit, { maxLength: 6 }), (t, edits) => {
        expect(applyTextEdits(t, edits)).toBe(applyTextEditsBefore(t, edits));
      }),
      { numRuns: 300 },
    );
  });

  describe('a round inserted at the top of a sheet', () => {
    // The new round is `round 1`; the old rounds 1–3 follow on lines 6, 10 and 14, each one number off.
    const sheet = [
      'game doppelkopf',
      'players Anna Ben Clara Dora',
      '',
      'round 1',
      '  re Anna Ben',
      '  cards re 130',
      'round 1',
      '  re Anna Clara',
      '  cards re 151',
      '',
      'round 2',
      '  re Ben Dora',
      '  cards re 121',
      '',
      'round 3',
      '  re Clara Dora',
      '  cards re 100',
    ].join('\n');

    it('fix-all is one edit per round below it, each renumbering its `round` line', () => {
      const action = fixAllAction([analyzeScore(sheet)])!;
      expect(action.edits).toEqual([
        { range: { start: { line: 6, character: 6 }, end: { line: 6, character: 7 } }, newText: '2' },
        { range: { start: { line: 10, character: 6 }, end: { line: 10, character: 7 } }, newText: '3' },
        { range: { start: { line: 14, character: 6 }, end: { line: 14, character: 7 } }, newText: '4' },
      ]);
    });

    it('check --fix renumbers them and stops', () => {
      const { text: fixed, applied } = fixAllText(sheet, (t) => [analyzeScore(t)]);
      expect(applied.map((a) => [a.line, a.title])).toEqual([
        [6, 'Renumber to 2'],
        [10, 'Renumber to 3'],
        [14, 'Renumber to 4'],
      ]);
      expect(fixed).toBe(
        sheet
          .replace('round 3', 'round 4')
          .replace('round 2', 'round 3')
          .replace(/round 1(?=\n {2}re Anna C)/, 'round 2'),
      );
    });
  });
});
