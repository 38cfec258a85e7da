// Table writers: aligned text, Markdown and CSV from one head/rows/alignment description.

import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, csvTable, markdownTable, markdownText, textTable } from '../../src/text/tables';

const table = {
  head: ['#', 'name', 'points'],
  rows: [
    ['1', 'Süd', '+12'],
    ['10', 'Anna M.', '−3'],
  ],
  right: [true, false, true],
};

describe('textTable', () => {
  it('pads each column to its widest cell (counting ü as one), right-aligns numbers, trims the line end', () => {
    expect(textTable(table).split('\n')).toEqual([
      '   #  name     points',
      '   1  Süd         +12',
      '  10  Anna M.      −3',
    ]);
  });
  it('with a rule under the head', () => {
    expect(textTable(table, { rule: true }).split('\n')[1]).toBe('  --  -------  ------');
  });
  it('left-aligned by default; a short row is padded as if its cells were empty', () => {
    expect(textTable({ head: ['a', 'bb'], rows: [['ccc']] })).toBe('  a    bb\n  ccc');
  });
  it('no line starts with a cell, so no name begins a line of the output (review F14)', () => {
    const t = textTable({ head: ['player', 'games'], rows: [['::error file=README.md,line=1::x', '2']] });
    expect(t.split('\n').every((l) => l.startsWith('  '))).toBe(true);
  });
});

describe('markdownTable', () => {
  it('head, alignment row, escaped cells', () => {
    expect(markdownTable({ head: ['', 'x'], rows: [['A|B', 'a\\b\nc']], right: [false, true] }).split('\n')).toEqual([
      '|  | x |',
      '|---|---:|',
      '| A\\|B | a\\\\b c |',
    ]);
  });
});

describe('markdownText (review F8, F9)', () => {
  it('no name becomes an image, a link, HTML, code or emphasis', () => {
    expect(markdownText('![x](https://host/p.png)')).toBe('!\\[x\\](https\\://host/p.png)');
    expect(markdownText('[x](javascript:alert(1))')).toBe('\\[x\\](javascript:alert(1))');
    expect(markdownText('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(markdownText('<script>a & b</script>')).toBe('&lt;script&gt;a &amp; b&lt;/script&gt;');
    expect(markdownText('__proto__ *x* `y` ~~z~~ $m$')).toBe('\\_\\_proto\\_\\_ \\*x\\* \\`y\\` \\~\\~z\\~\\~ \\$m\\$');
    // Links GitHub and VS Code make of bare text.
    expect(markdownText('www.host.org anna@host.org')).toBe('www\\.host.org anna\\@host.org');
  });
  it('nor a heading or a list where it starts a line, nor a new line; in a table cell only what a cell reads', () => {
    expect(
      ['# Anna', '## x', '- Eve', '+ x', '1. x', '2) x', 'Anna #', 'a\r\nb|c'].map((s) => markdownText(s)),
    ).toEqual(['\\# Anna', '\\## x', '\\- Eve', '\\+ x', '1\\. x', '2\\) x', 'Anna \\#', 'a b\\|c']);
    expect(['# Anna', '- Eve', '#', '−2 (−2)'].map((s) => markdownText(s, 'cell'))).toEqual([
      '# Anna',
      '- Eve',
      '#',
      '−2 (−2)',
    ]);
  });
  it('ordinary names, numbers and sentences come back as they are', () => {
    for (const s of ['Anna M.', 'Nord-Süd', "O'Brien", '+2 (4)', '−1.35', 'Re (Anna, Ben) 151:89 won', 'Rules: ddv'])
      expect(markdownText(s)).toBe(s);
  });
});

describe('CSV', () => {
  it('quotes a field only when it holds a quote, a comma or a line break', () => {
    expect([csvCell('Anna'), csvCell('A, B'), csvCell('say "hi"'), csvCell('a\nb'), csvCell(-3)]).toEqual([
      'Anna',
      '"A, B"',
      '"say ""hi"""',
      '"a\nb"',
      '-3',
    ]);
  });
  it('text a spreadsheet would run as a formula stays text: a leading apostrophe, quoted (review F2)', () => {
    expect(
      ['=1+2', "-3+cmd|' /C calc'!A0", '+SUM(A1)', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("x")'].map((c) => csvCell(c)),
    ).toEqual([
      `"'=1+2"`,
      `"'-3+cmd|' /C calc'!A0"`,
      `"'+SUM(A1)"`,
      `"'@SUM(A1)"`,
      `"'\tx"`,
      `"'\rx"`,
      `"'=HYPERLINK(""x"")"`,
    ]);
  });
  it('numbers stay numbers, written as numbers or as text; other text as it is', () => {
    expect([-2, '-2', '+12', '-1.40', '-0,20', '0', 'Anna-Ben', '2026-01-09'].map((c) => csvCell(c, ';'))).toEqual([
      '-2',
      '-2',
      '+12',
      '-1.40',
      '-0,20',
      '0',
      'Anna-Ben',
      '2026-01-09',
    ]);
  });
  it('rows and tables', () => {
    expect(csvRow(['round', 1, ''])).toBe('round,1,');
    expect(csvTable({ head: ['a', 'b'], rows: [['1', '2']] })).toBe('a,b\n1,2');
  });
});
