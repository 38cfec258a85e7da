// The parser never throws and keeps every range inside the text, whatever it is fed (fast-check).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractFencedScoreBlocks, FORMAT_CODES } from '../../src/format';
import type { Range, ScoreDocument } from '../../src/format';
import { parseScore } from '../../src/games/syntax';
import { BELOTE_EXAMPLE, COINCHE_EXAMPLE, DOPPELKOPF_EXAMPLE } from './fixtures';

const EXAMPLES = [DOPPELKOPF_EXAMPLE, BELOTE_EXAMPLE, COINCHE_EXAMPLE];

/** The lines as an editor shows them, computed independently of the parser. */
function editorLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
}

/** Plain checks (not `expect`): the tree of a huge input has hundreds of thousands of ranges. */
function checkRange(r: Range, lines: string[], firstLine: number, what: string): void {
  const fail = (why: string) => {
    throw new Error(`${what}: ${why} ${JSON.stringify(r)} (lines ${lines.length}, firstLine ${firstLine})`);
  };
  for (const p of [r.start, r.end]) {
    if (!(p.line >= firstLine && p.line < lines.length + firstLine)) fail('line outside the text');
    else if (!(p.character >= 0 && p.character <= lines[p.line - firstLine].length)) fail('character outside the line');
  }
  const ordered = r.start.line < r.end.line || (r.start.line === r.end.line && r.start.character <= r.end.character);
  if (!ordered) fail('end before start');
}

/** Every problem range, fix edit and token range of the tree lies inside the text. */
function checkDocument(doc: ScoreDocument, text: string, firstLine: number): void {
  const lines = editorLines(text);
  expect(doc.lineCount).toBe(lines.length);
  for (const p of doc.problems) {
    checkRange(p.range, lines, firstLine, `${p.code} ${p.message}`);
    if (!p.message) throw new Error(`${p.code} without a message`);
    if (!(p.code in FORMAT_CODES)) throw new Error(`undocumented code ${p.code}`);
    for (const e of p.fix?.edits ?? []) checkRange(e.range, lines, firstLine, `fix of ${p.code}`);
  }
  // Walk the tree: any object with a `range` (tokens, names, items, rounds) must point into the text.
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      for (const [k, x] of Object.entries(o)) {
        if (
          (k === 'range' || k === 'keyword' || k === 'headerRange' || k === 'playersRange' || k === 'teamsRange') &&
          x &&
          typeof x === 'object' &&
          'start' in x
        ) {
          checkRange(x as Range, lines, firstLine, k);
        } else {
          walk(x);
        }
      }
    }
  };
  walk(doc.header);
  walk(doc.rounds);
}

// Pieces that make the grammar go down its less common paths.
const PIECES = [
  'game',
  'doppelkopf',
  'belote',
  'coinche',
  'players',
  'teams',
  'round',
  're',
  'kontra',
  'score',
  'total',
  'cards',
  'trick',
  'hand',
  '=>',
  '"',
  '#',
  ',',
  '\t',
  '\r\n',
  '\n',
  '\r',
  '\uFEFF',
  '♣Q',
  'H10',
  '+2',
  '-3',
  '0,10',
  '€',
  'marriage',
  'with',
  'alone',
  'contract',
  'capot',
  'générale',
  'set',
  'stake',
  'date',
  'title',
  'Süd',
  'Su\u0308d',
  '𝔸',
  '\u00A0',
  '=',
  '>',
];

const pieceString = fc
  .array(fc.constantFrom(...PIECES, ' ', ' ', 'Anna', 'Nord'), { maxLength: 60 })
  .map((xs) => xs.join(' '));
const anyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ maxLength: 300 }),
  pieceString,
);

/** A mutation of one of the format's examples: shuffled lines, deleted or inserted characters. */
const mutatedExample = fc
  .tuple(
    fc.constantFrom(...EXAMPLES),
    fc.array(
      fc.tuple(fc.nat(), fc.nat(5), fc.oneof(fc.string({ unit: 'binary', maxLength: 4 }), fc.constantFrom(...PIECES))),
      { maxLength: 8 },
    ),
    fc.boolean(),
    fc.array(fc.nat(), { maxLength: 6 }),
  )
  .map(([base, edits, shuffle, swaps]) => {
    let lines = base.split('\n');
    if (shuffle) {
      lines = [...lines];
      swaps.forEach((s, i) => {
        const a = s % lines.length;
        const b = (s * 7 + i) % lines.length;
        [lines[a], lines[b]] = [lines[b], lines[a]];
      });
    }
    let text = lines.join(swaps.length % 2 ? '\r\n' : '\n');
    for (const [at, del, ins] of edits) {
      const i = at % (text.length + 1);
      text = text.slice(0, i) + ins + text.slice(i + del);
    }
    return text;
  });

describe('fuzz: never throws, ranges stay inside the text', () => {
  it('random strings (binary, graphemes, format pieces), with and without a first-line offset', () => {
    fc.assert(
      fc.property(anyString, fc.nat(50), (text, firstLine) => {
        const doc = parseScore(text, firstLine);
        checkDocument(doc, text, firstLine);
        expect(doc.problems.every((p) => p.code !== 'internal-error')).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('mutations of the score-format.md examples', () => {
    fc.assert(
      fc.property(mutatedExample, (text) => {
        const doc = parseScore(text);
        checkDocument(doc, text, 0);
        expect(doc.problems.every((p) => p.code !== 'internal-error')).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('Markdown: random text around fences; every block parses inside the file', () => {
    const mdPiece = fc.constantFrom(
      '```score',
      '~~~score',
      '```',
      '~~~',
      '````score',
      '   ```score',
      '- item',
      '  ```score',
      '1. x',
      '    ```',
      'text',
      '',
      '> ```score',
      '> > ~~~score',
      '>',
      '> ',
      '> - ```score',
    );
    const md = fc
      .array(fc.oneof(mdPiece, mutatedExample, fc.string({ maxLength: 20 })), { maxLength: 30 })
      .map((xs) => xs.join('\n'));
    fc.assert(
      fc.property(md, (text) => {
        const all = editorLines(text);
        for (const b of extractFencedScoreBlocks(text)) {
          const blockLines = b.text.split('\n');
          expect(b.firstLine).toBeGreaterThanOrEqual(1);
          expect(b.firstLine + blockLines.length).toBeLessThanOrEqual(all.length + 1);
          // An empty block (fence right after fence) has text '' but no inner line to compare. Past its margin
          // (blockquote markers, blanked in the text, and indentation) a line is the file's.
          if (b.text !== '')
            blockLines.forEach((l, i) => {
              const m = b.margins[i];
              expect(l.length).toBe(all[b.firstLine + i].length);
              expect(l.slice(m)).toBe(all[b.firstLine + i].slice(m));
              expect(all[b.firstLine + i].slice(0, m)).toMatch(/^[ >]*$/);
            });
          const doc = parseScore(b.text, b.firstLine);
          for (const p of doc.problems) {
            expect(p.range.start.line).toBeLessThan(all.length);
            expect(p.range.end.character).toBeLessThanOrEqual(all[p.range.end.line].length);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('huge lines: long words, many quotes, many separators, a long run of one character', () => {
    const n = 200_000;
    const cases = [
      'a'.repeat(n),
      `game doppelkopf\nplayers ${'x'.repeat(n)} B C D\nround\n${'"'.repeat(n)}`,
      `game doppelkopf\nround\nscore ${'Anna +2 '.repeat(n / 8)}`,
      `game belote\nplayers N O S W\nround\ntrick ${'N ♣A, '.repeat(n / 6)}=> N 1`,
      `${','.repeat(n)}\n${'#'.repeat(n)}\n${'=>'.repeat(n / 2)}\n${' \t'.repeat(n / 2)}`,
      `stake ${'9'.repeat(n)}\ndate ${'1'.repeat(n)}\nround ${'1'.repeat(n)}`,
      `${'scroe'.repeat(n / 5)} x`,
    ];
    for (const text of cases) checkDocument(parseScore(text), text, 0);
  });
});
