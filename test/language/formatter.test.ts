// Format Document: indentation and spacing change, meaning does not (same lexemes per line, same parsed facts), and
// it is idempotent.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lexLine } from '../../src/format/lexer';
import { analyzeScore } from '../../src/analysis/analyze';
import { isHeaderDirective } from '../../src/format/keywords';
import { formsOf } from '../../src/words/vocabulary';
import { applyTextEdits, formatFileText } from '../../src/language/applyFixes';
import { formatDocument, formatText } from '../../src/language/formatter';
import { VOCABULARY, parseScore } from '../../src/games/syntax';
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
  // A comment keeps its column while a space is left before it.
  '\ufeffgame doppelkopf     # the game',
  'title Doppelkopf  bei   Clara',
  'players Anna, Ben, Clara "Dora M."',
  'stake 0,10 €',
  '',
  '# round one is below',
  'round 1',
  '  re Anna "Dora M."',
  '  cards re 151',
  '  score Anna +2, Ben -2 Clara +2 "Dora M." -2 #  as written',
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
    expect(formatText('  re "Anna   # oops  ')).toBe('re "Anna   # oops');
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
    const { analyzeScore } = await import('../../src/analysis/analyze');
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

describe('every word of the vocabulary, in all three languages (issue 30, bugs 1 and 2)', () => {
  it('German and French stakes keep their decimal comma: `einsatz 0,10 €`, `mise 0,50 €`', () => {
    const de = 'game doppelkopf\nspieler Anna Ben Clara Dora\neinsatz   0,10   €\n';
    const fr = 'game belote\njoueurs Nord Est Sud Ouest\nmise\t0,50 €  # par point\n';
    expect(formatText(de)).toBe('game doppelkopf\nspieler Anna Ben Clara Dora\neinsatz 0,10 €\n');
    expect(formatText(fr)).toBe('game belote\njoueurs Nord Est Sud Ouest\nmise 0,50 €  # par point\n');
    // 0,10 € is 10 cents, 0,50 € is 50 (score-format.md, stake): read so before and after.
    for (const [text, cents] of [
      [de, 10],
      [fr, 50],
    ] as const) {
      for (const t of [text, formatText(text)]) {
        const a = analyzeScore(t);
        expect(a.document.header.stake).toMatchObject({ cents, currency: '€' });
        expect(a.problems.map((p) => p.code)).toEqual([]);
      }
    }
  });

  it('a comma between two numbers stays as written on any line; one with a space beside it becomes ", "', () => {
    expect(formatText('stake 0 ,10 €')).toBe('stake 0, 10 €');
    expect(formatText('game belote\nround\ncards NS 81,81')).toBe('game belote\nround\n  cards NS 81,81');
    expect(formatText('players Anna,Ben ,Clara')).toBe('players Anna, Ben, Clara');
  });

  it('`spiel` and `donne` start rounds: their facts are indented, and they are not indented as facts', () => {
    const de = ['game doppelkopf', 'spieler Anna Ben Clara Dora', 'spiel 1', 're Anna Clara', '  augen re 151'];
    expect(formatText(de.join('\n'))).toBe(
      ['game doppelkopf', 'spieler Anna Ben Clara Dora', 'spiel 1', '  re Anna Clara', '  augen re 151'].join('\n'),
    );
    const fr = ['game coinche', 'round', '  contrat Sud 90 pique', '  donne', 'cartes NS 100, EO 52', 'der NS'];
    expect(formatText(fr.join('\n'))).toBe(
      ['game coinche', 'round', '  contrat Sud 90 pique', 'donne', '  cartes NS 100, EO 52', '  der NS'].join('\n'),
    );
  });

  it('every form of every directive in the vocabulary table is placed by what it means, case and accents aside', () => {
    for (const e of VOCABULARY.filter((x) => x.cls === 'directive')) {
      for (const form of formsOf(e)) {
        const written = form.toUpperCase();
        const text = `round\n   ${written} a ,b\n`;
        const line = formatText(text).split('\n')[1];
        const spaced = e.canonical === 'title' ? 'a ,b' : 'a, b';
        if (e.canonical === 'round') expect(line, form).toBe(`${written} ${spaced}`);
        else if (isHeaderDirective(e.canonical)) expect(line, form).toBe(`${written} ${spaced}`);
        else expect(line, form).toBe(`  ${written} ${spaced}`);
      }
    }
  });

  it('a line it cannot be sure of changes only its indentation: an unknown or quoted first word, an open quote', () => {
    const text = ['round', 'sore   Anna ,+2', '"Anna"  re', 'title  a   b', 're  "Anna ,  M.'].join('\n');
    expect(formatText(text)).toBe(
      ['round', '  sore   Anna ,+2', '  "Anna"  re', 'title a   b', '  re  "Anna ,  M.'].join('\n'),
    );
  });
});

describe('comments after the words (issue 30, bug 16)', () => {
  it('an aligned column of comments stays aligned, also where the words get shorter or indented', () => {
    const text = [
      'round 3                    # 81 to 81: litige',
      '  announce Ost   fifty     # beats the tierce',
      'taker   West               # West takes',
    ].join('\n');
    expect(formatText(text)).toBe(
      [
        'round 3                    # 81 to 81: litige',
        '  announce Ost fifty       # beats the tierce',
        '  taker West               # West takes',
      ].join('\n'),
    );
  });
  it('a comment the words now reach follows them at two spaces; one space before a comment is the writer’s', () => {
    expect(formatText('round\nre Anna,Clara # party')).toBe('round\n  re Anna, Clara  # party');
    expect(formatText('re Anna#x')).toBe('re Anna  #x');
    expect(formatText('re Anna # x')).toBe('re Anna # x');
  });
});

describe('line endings (security review F13)', () => {
  it('each line keeps its own ending; a changed line gets the dominant one', () => {
    const text = 'game belote\r\nround\ntaker A\r\n  last NS\n cards NS 90\n';
    // LF is dominant (3 of 5); `taker A` and ` cards NS 90` change, `round` and `  last NS` do not.
    expect(formatText(text)).toBe('game belote\r\nround\n  taker A\n  last NS\n  cards NS 90\n');
  });
  it('a Markdown guide with mixed endings: every prose line stays byte for byte', () => {
    const md = [
      '# Guide\r\n',
      '\r\n',
      'Prose written on Windows,\r\n',
      'and prose written elsewhere.\n',
      '\n',
      '```score\n',
      'game doppelkopf\n',
      'players Anna Ben Clara Dora\n',
      'round\n',
      're Anna Clara\r\n',
      'cards re 151\n',
      '```\r\n',
      '\r\n',
      'More prose.\r\n',
    ].join('');
    const out = formatFileText(md, true);
    const lines = (t: string) => t.match(/[^\r\n]*(\r\n|\r|\n|$)/g)!;
    const changed = lines(md).flatMap((l, i) => (lines(out)[i] === l ? [] : [i]));
    // Only the two facts change (indented), and take the dominant ending, LF (8 of 14).
    expect(changed).toEqual([9, 10]);
    expect(lines(out)[9]).toBe('  re Anna Clara\n');
    expect(lines(out)[10]).toBe('  cards re 151\n');
  });
  it('a line emptied after a lone CR does not merge with it into one CRLF', () => {
    const text = 'round\r  \nx';
    expect(formatText(text)).toBe('round\r\r\n  x');
    expect(formatText(text).split(/\r\n|\r|\n/)).toHaveLength(3);
    expect(applyTextEdits(text, formatDocument(text))).toBe('round\r\r\n  x');
  });
});

describe('```score blocks in a blockquote or a list item (security review F11)', () => {
  it('keep their `> ` markers and list indentation; the score inside is formatted', () => {
    const md = [
      '> A quoted evening:',
      '>',
      '> ```score',
      '> game doppelkopf',
      '> players Anna Ben Clara Dora',
      '> round',
      '> re Anna   Clara',
      '>',
      '>     cards re 151',
      '> ```',
      '',
      '- An item:',
      '  ```score',
      '  game belote',
      '  round',
      '  taker  Nord',
      '  ```',
    ].join('\n');
    const out = formatFileText(md, true);
    expect(out.split('\n')).toEqual([
      '> A quoted evening:',
      '>',
      '> ```score',
      '> game doppelkopf',
      '> players Anna Ben Clara Dora',
      '> round',
      '>   re Anna Clara',
      '>',
      '>   cards re 151',
      '> ```',
      '',
      '- An item:',
      '  ```score',
      '  game belote',
      '  round',
      '    taker Nord',
      '  ```',
    ]);
    expect(formatFileText(out, true)).toBe(out);
  });
});
