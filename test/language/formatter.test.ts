// Format Document: indentation and spacing change, meaning does not (same lexemes per line, same parsed facts), and
// it is idempotent.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lexLine } from '../../src/format/lexer';
import { parseScore } from '../../src/format/parse';
import { formatDocument, formatLineBody, formatText } from '../../src/language/formatter';
import { applyEdits } from '../helpers/textEdits';

const MESSY = [
  '\ufeffgame   doppelkopf   # the game',
  '  title Doppelkopf  bei   Clara',
  'players Anna,Ben , Clara\t"Dora M."',
  '   stake 0,10 €',
  '',
  '# round one is below',
  'round 1   ',
  're Anna "Dora M."',
  '        cards re 151',
  '\tscore Anna +2,Ben -2   Clara +2 "Dora M." -2 #  as written',
  '   # a note inside the round',
  '',
  '  round',
  'solo "Dora M." queens',
  '  trick Anna ♣Q,Ben ♠A=>Ben 11',
  '',
].join('\n');

const EXPECTED = [
  '\ufeffgame doppelkopf  # the game',
  'title Doppelkopf  bei   Clara',
  'players Anna, Ben, Clara "Dora M."',
  'stake 0,10 €',
  '',
  '# round one is below',
  'round 1',
  '  re Anna "Dora M."',
  '  cards re 151',
  '  score Anna +2, Ben -2 Clara +2 "Dora M." -2  #  as written',
  '  # a note inside the round',
  '',
  'round',
  '  solo "Dora M." queens',
  '  trick Anna ♣Q, Ben ♠A => Ben 11',
  '',
].join('\n');

/** What a document means: every fact and problem, without positions. */
function facts(text: string): unknown {
  const strip = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(strip);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v)
          .filter(([k]) => !/range|Range|keyword|lineCount/.test(k))
          .map(([k, x]) => [k, strip(x)]),
      );
    return v;
  };
  const d = parseScore(text);
  return strip({ header: d.header, rounds: d.rounds, problems: d.problems.map((p) => [p.code, p.severity]) });
}

function lexemes(text: string) {
  return text.split('\n').map((l, i) => {
    const x = lexLine(l.replace(/^\ufeff/, ''), i);
    return {
      words: x.lexemes.map((w) => [w.text, w.quoted]),
      comment: x.commentStart === undefined ? undefined : l.slice(x.commentStart).trimEnd(),
    };
  });
}

describe('formatText', () => {
  it('indents rounds by 2, single-spaces words, keeps commas, quoted names, comments, free text and the stake', () => {
    expect(formatText(MESSY)).toBe(EXPECTED);
  });
  it('keeps the meaning: same parsed facts and problems', () => {
    expect(facts(formatText(MESSY))).toEqual(facts(MESSY));
  });
  it('is idempotent', () => {
    expect(formatText(EXPECTED)).toBe(EXPECTED);
  });
  it('keeps CRLF line endings', () => {
    expect(formatText('game belote\r\nround\r\ntaker A\r\n')).toBe('game belote\r\nround\r\n  taker A\r\n');
  });
  it('leaves a line with an unterminated quote alone (apart from trimming)', () => {
    expect(formatLineBody('  re "Anna   # oops  ')).toBe('re "Anna   # oops');
  });
  it('a comment directly above a round is not indented; one inside stays with the round', () => {
    expect(formatText('round\n  re A B\n# next\nround\n')).toBe('round\n  re A B\n# next\nround\n');
    expect(formatText('round\n# why\nre A B\n')).toBe('round\n  # why\n  re A B\n');
  });

  const word = fc.constantFrom('re', 'Anna', 'Süd', '+2', '-10', '151', '♣Q', 'H10', '=>', 'kontra', "O'Neil", 'x.y');
  const quoted = fc.constantFrom('"Anna M."', '"a, b"', '"# not a comment"', '""');
  const sep = fc.constantFrom(' ', '  ', '\t', ',', ' , ', ', ', ',,');
  const comment = fc.option(fc.constantFrom('# c', '#  two  spaces ', '# "quoted" #'), { nil: undefined });
  const lineArb = fc
    .tuple(
      fc.constantFrom('', '  ', '\t', '    '),
      fc.constantFrom('score', 'cards', 'trick', 'players', 're', 'round'),
      fc.array(fc.tuple(sep, fc.oneof(word, quoted)), { maxLength: 6 }),
      comment,
      fc.constantFrom('', ' ', '\t'),
    )
    .map(
      ([indent, kw, rest, c, trail]) => indent + kw + rest.map(([s, w]) => s + w).join('') + (c ? ' ' + c : '') + trail,
    );

  it('property: every line keeps its words, quotes and comment; formatting twice changes nothing', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 8 }), (lines) => {
        const text = ['game doppelkopf', 'players Anna Ben Süd Dora', ...lines].join('\n');
        const once = formatText(text);
        expect(lexemes(once)).toEqual(lexemes(text));
        expect(formatText(once)).toBe(once);
        expect(facts(once)).toEqual(facts(text));
      }),
      { numRuns: 300 },
    );
  });
});

describe('formatDocument: edits for an editor', () => {
  it('returns per-line edits only for lines that change, and only in the lines asked', () => {
    const all = formatDocument(MESSY);
    expect(applyEdits(MESSY, all)).toBe(EXPECTED);
    expect(all.every((e) => e.range.start.line === e.range.end.line)).toBe(true);
    const some = formatDocument(MESSY, { first: 7, last: 8 });
    expect(some.map((e) => [e.range.start.line, e.newText])).toEqual([
      [7, '  re Anna "Dora M."'],
      [8, '  cards re 151'],
    ]);
  });
});

describe('the examples/ files', () => {
  it('format without changing a fact, a score or a problem, and formatting again changes nothing', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { analyzeScore } = await import('../../src/engine/analyze');
    const dir = new URL('../../examples/', import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith('.score'));
    for (const f of files) {
      const text = readFileSync(new URL(f, dir), 'utf8');
      const once = formatText(text);
      expect(formatText(once), f).toBe(once);
      expect(facts(once), f).toEqual(facts(text));
      const [a, b] = [analyzeScore(text), analyzeScore(once)];
      expect(
        b.rounds.map((r) => r.scores),
        f,
      ).toEqual(a.rounds.map((r) => r.scores));
      expect(
        b.problems.map((p) => p.code),
        f,
      ).toEqual(a.problems.map((p) => p.code));
    }
  });
});
