// Parsing part by part (outline → header part → round parts), the way an incremental analysis does,
// gives exactly what parseScore gives; a round part depends on nothing but its own lines (fast-check).

import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  mergeProblems,
  outlineDocument,
  parseHeaderPart,
  parseRoundPart,
  type Problem,
  type Round,
  type ScoreDocument,
} from '../../src/format';
import { WordTable } from '../../src/format/intern';
import { SYNTAX } from '../../src/games/registry';
import { headerOutline, lineOutline } from '../../src/format/outline';
import { parseScore } from '../../src/games/syntax';
import { BELOTE_EXAMPLE, COINCHE_EXAMPLE, DOPPELKOPF_EXAMPLE } from './fixtures';

const EXAMPLES = new URL('../../examples/', import.meta.url);

/** What an incremental analyzer does on a fresh document. */
function byParts(text: string, firstLine: number): ScoreDocument {
  const outline = outlineDocument(text);
  const head = parseHeaderPart(SYNTAX, outline, firstLine);
  const rounds: Round[] = [];
  const problems: Problem[] = [];
  outline.roundStarts.forEach((from, k) => {
    const to = outline.roundStarts[k + 1] ?? outline.lines.length;
    const part = parseRoundPart(SYNTAX, head, outline.lines, from, to, firstLine, k + 1);
    rounds.push(part.round);
    problems.push(...part.problems);
  });
  return {
    header: head.header,
    rounds,
    problems: mergeProblems(head.problems, problems),
    lineCount: outline.lines.length,
  };
}

// Lines that exercise every part: header lines late and twice, lines before the first round, round
// numbers right and wrong, open quotes, unknown and misplaced directives, comments and blanks.
const SHEETS = [
  ...[DOPPELKOPF_EXAMPLE, BELOTE_EXAMPLE, COINCHE_EXAMPLE],
  ...readdirSync(EXAMPLES)
    .filter((f) => f.endsWith('.score'))
    .map((f) => readFileSync(new URL(f, EXAMPLES), 'utf8')),
];
const ODD_LINES = [
  'round 7',
  'round x y',
  'ROUND',
  '  "round',
  'players Anna Ben Clara Dora',
  'teams A B',
  'title "late',
  'game belote',
  'game doppelkopf',
  '  re "Anna',
  'scroe Anna +2',
  '  taker Süd',
  'solo Dora queens',
  '# a comment',
  '',
  '   ',
  '\uFEFF',
  'trick Anna ♣Q, Ben ♠A => Anna 14',
];
const line = fc.oneof(
  fc.constantFrom(...SHEETS.flatMap((s) => s.split('\n'))),
  fc.constantFrom(...ODD_LINES),
  fc.string({ maxLength: 12 }),
);
const document = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(...SHEETS).map((s) => s.split('\n')),
      fc.array(line, { maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 200 }).map((s) => [s]),
    ),
    fc.array(fc.tuple(fc.nat(), line), { maxLength: 6 }),
    fc.constantFrom('\n', '\r\n', '\r'),
  )
  .map(([base, inserts, eol]) => {
    const lines = [...base];
    for (const [at, l] of inserts) lines.splice(at % (lines.length + 1), 0, l);
    return lines.join(eol);
  });

describe('outline → header part → round parts (the incremental analyzer’s steps)', () => {
  it('parseScore equals the parts put together, for random and mutated documents', () => {
    fc.assert(
      fc.property(document, fc.nat(30), (text, firstLine) => {
        expect(byParts(text, firstLine)).toEqual(parseScore(text, firstLine));
      }),
      { numRuns: 1500 },
    );
  });

  it(
    'a round part depends only on its own lines, its first ' + 'line and its index, and leaves the header part alone',
    () => {
      fc.assert(
        fc.property(document, fc.nat(30), fc.string({ maxLength: 20 }), (text, firstLine, other) => {
          const outline = outlineDocument(text);
          const head = parseHeaderPart(SYNTAX, outline, firstLine);
          const before = JSON.stringify(head);
          outline.roundStarts.forEach((from, k) => {
            const to = outline.roundStarts[k + 1] ?? outline.lines.length;
            const part = parseRoundPart(SYNTAX, head, outline.lines, from, to, firstLine, k + 1);
            // The same lines with everything around them replaced, one line further down in the array.
            const moved = [other, ...outline.lines.map((l, i) => (i >= from && i < to ? l : other))];
            expect(parseRoundPart(SYNTAX, head, moved, from + 1, to + 1, firstLine - 1, k + 1)).toEqual(part);
          });
          expect(JSON.stringify(head)).toBe(before);
        }),
        { numRuns: 500 },
      );
    },
  );
});

describe('outlineDocument', () => {
  it('finds round lines and header lines by their first word, wherever they are', () => {
    // Lines 0-8: a comment, game, players (any case), round, re, a quoted first word, a late
    // header line, a round after a comma, and a word that only starts like `round`.
    const text = `# evening\ngame doppelkopf\nPlayers Anna Ben Clara Dora\nround 1\n  re Anna Clara
  "round" is a quoted name, no keyword\n  stake 0.05 EUR\n,round\nrounds`;
    expect(outlineDocument(text)).toEqual({
      lines: text.split('\n'),
      roundStarts: [3, 7],
      headerLines: [1, 2, 6],
      lastTotal: -1,
    });
  });
  it('knows the last `total` line, in any language and case, not a quoted name or a comment', () => {
    // Lines 0-8: `total` (line 3), German `Stand` (line 5), then a quoted name, a comment and a later word.
    const text =
      'game doppelkopf\nplayers A B C D\nround\n  total A 1\nround\n  Stand A 2\n  "total" A\n# total\ntotals';
    expect(outlineDocument(text).lastTotal).toBe(5);
    expect(outlineDocument('game belote\nround\n  cumul NS 10\n').lastTotal).toBe(2);
  });
  it('counts lines like VS Code: LF, CRLF and lone CR end a line; the BOM is not part of line 0', () => {
    const o = outlineDocument('\uFEFFgame belote\r\nround\rround\n\ntarget 500');
    expect(o.lines).toEqual(['game belote', 'round', 'round', '', 'target 500']);
    expect(o.roundStarts).toEqual([1, 2]);
    expect(o.headerLines).toEqual([0, 4]);
  });
});

describe('lineOutline (a check reads each round\u2019s lines only while it reads the round)', () => {
  it('finds what outlineDocument finds, and cuts out the same lines, whatever the line terminators', () => {
    const mixed = fc
      .array(fc.tuple(line, fc.constantFrom('\n', '\r\n', '\r', '\n\r', '\r\r\n')), { maxLength: 30 })
      .map((parts) => parts.map(([l, eol]) => l + eol).join(''));
    fc.assert(
      fc.property(fc.oneof(document, mixed, fc.string({ unit: 'binary', maxLength: 200 })), (text) => {
        const whole = outlineDocument(text);
        const o = lineOutline(text, new WordTable());
        expect(o.lineCount).toBe(whole.lines.length);
        expect(o.lines(0, o.lineCount)).toEqual(whole.lines);
        expect([o.roundStarts, o.headerLines, o.lastTotal]).toEqual([
          whole.roundStarts,
          whole.headerLines,
          whole.lastTotal,
        ]);
        // The header part read from the lines it needs only is the one read from every line.
        expect(parseHeaderPart(SYNTAX, headerOutline(o), 3)).toEqual(parseHeaderPart(SYNTAX, whole, 3));
      }),
      { numRuns: 400 },
    );
  });
  it('marks a line by its first word in any case, spelling or language, after any spaces and commas', () => {
    const text = [
      '\uFEFFGAME doppelkopf', // 0: header (the byte-order mark is not a line's character)
      ' , Spieler Anna Ben', // 1: header (German `players`)
      'Équipes A B', // 2: header (French `teams`, accented)
      'e\u0301quipes A B', // 3: header (the accent as a combining mark)
      'equipes A B', // 4: header (written without the accent)
      '\u2028round=>x', // 5: round (U+2028 is a space in a line, `=>` ends a word)
      'roundx', // 6: no keyword of an outline
      'foo\u2028round', // 7: `foo` (a round word after a U+2028 inside the line is not its first)
      '  "round"', // 8: a quoted name
      '# round', // 9: a comment
      '\u3000Stand Anna 3', // 10: total (German, after an ideographic space)
      'total\u0001', // 11: `total\u0001` is a word of its own
      '\tdonne', // 12: round (French)
      'sta\u212Ae 5 EUR', // 13: header (the Kelvin sign is a k in lower case: `stake`)
      'TOTAL,', // 14: total
    ].join('\r\n');
    const o = lineOutline(text, new WordTable());
    expect([o.roundStarts, o.headerLines, o.lastTotal]).toEqual([[5, 12], [0, 1, 2, 3, 4, 13], 14]);
  });
  it('marks the lines that reading every line marks, with the words and spaces that look alike', () => {
    const piece = fc.constantFrom(
      ...['round', 'rOUND', 'donne', 'Spiel', 'total', 'STAND', 'cumul', 'game', 'Titre', 'datum', 'players'],
      ...['ÉQUIPES', 'e\u0301quipes', 'règles', 'REGLES', 'ziel', 'mise', 're', 'cards', 'x', 'É', 'ß', '\u212A'],
      ...[' ', '\t', ',', '#', '"', '=>', '=', '\u00A0', '\u2028', '\u2029', '\u3000', '\uFEFF', '\u200B', '\u0085'],
      ...['\n', '\r', '\r\n', '\u0001', '\u0301', '1'],
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 16 }), (pieces) => {
        const text = pieces.join('');
        const whole = outlineDocument(text);
        const o = lineOutline(text, new WordTable());
        expect([o.roundStarts, o.headerLines, o.lastTotal]).toEqual([
          whole.roundStarts,
          whole.headerLines,
          whole.lastTotal,
        ]);
      }),
      { numRuns: 2000 },
    );
  });
  it('an empty text is one empty line; a last terminator makes a last empty line', () => {
    expect(lineOutline('', new WordTable()).lines(0, 1)).toEqual(['']);
    const o = lineOutline('\uFEFFround\r\n', new WordTable());
    expect([o.lineCount, o.lines(0, 2), o.roundStarts]).toEqual([2, ['round', ''], [0]]);
  });
});

describe('parseHeaderPart and parseRoundPart', () => {
  it('the header part holds the document-level problems; a round part only those of its lines', () => {
    const text = 'players Anna Ben Clara Dora\ngame doppelkopf\nround 2\n  re Anna Bert\nround\n  stake "late\n';
    const outline = outlineDocument(text);
    const head = parseHeaderPart(SYNTAX, outline, 10);
    expect(head.game).toBe('doppelkopf');
    // At one position the problems keep the order of parseScore: the open quote before the stake's own problem.
    expect(head.problems.map((p) => [p.code, p.range.start.line, p.range.start.character])).toEqual([
      ['missing-game', 10, 0],
      ['header-after-round', 15, 2],
      ['unterminated-quote', 15, 8],
      ['bad-stake', 15, 8],
    ]);
    const first = parseRoundPart(SYNTAX, head, outline.lines, 2, 4, 10, 1);
    expect(first.round.number?.value).toBe(2);
    expect(first.problems.map((p) => [p.code, p.range.start.line])).toEqual([
      ['round-number', 12],
      ['unknown-name', 13],
    ]);
    const second = parseRoundPart(SYNTAX, head, outline.lines, 4, outline.lines.length, 10, 2);
    expect(second.problems).toEqual([]);
    expect(second.round.range).toEqual({ start: { line: 14, character: 0 }, end: { line: 14, character: 5 } });
  });
});
