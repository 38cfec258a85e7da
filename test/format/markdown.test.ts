// score-format.md § Markdown: every fenced block with the info string `score` is a document, with positions in the
// Markdown file.

import { describe, expect, it } from 'vitest';
import { analyzeMarkdown } from '../../src/analysis/analyze';
import { extractFencedScoreBlocks, extractScoreBlocks } from '../../src/format';
import { parseScore } from '../../src/games/syntax';

function lines(...xs: string[]): string {
  return xs.join('\n');
}

describe('extractScoreBlocks', () => {
  it('finds ```score blocks and skips other languages; firstLine is the first inner line', () => {
    const md = lines(
      '# Evening',
      '',
      '```score',
      'game doppelkopf',
      'players A B C D',
      '```',
      '',
      '```json',
      '{"game": 1}',
      '```',
      '~~~score',
      'game belote',
      '~~~',
    );
    expect(extractScoreBlocks(md)).toEqual([
      { text: 'game doppelkopf\nplayers A B C D', firstLine: 3 },
      { text: 'game belote', firstLine: 11 },
    ]);
  });
  it('info string: first word `score`, further words allowed; `scores` or `score-x` is another language', () => {
    const md = lines('```score title="round 1"', 'a', '```', '```scores', 'b', '```', '``` score', 'c', '```');
    expect(extractScoreBlocks(md).map((b) => b.text)).toEqual(['a', 'c']);
  });
  it('closing fence: same character, at least as long; a shorter or other fence is content', () => {
    const md = lines('````score', 'x', '```', '~~~~', '`````', 'after');
    expect(extractScoreBlocks(md)).toEqual([{ text: 'x\n```\n~~~~', firstLine: 1 }]);
  });
  it('an unclosed fence runs to the end of the file', () => {
    expect(extractScoreBlocks(lines('text', '```score', 'game coinche', 'round'))).toEqual([
      { text: 'game coinche\nround', firstLine: 2 },
    ]);
  });
  it('fences indented up to 3 spaces; 4 spaces outside a list is an indented code block, not a fence', () => {
    const md = lines('   ```score', '   game belote', '   ```', '', '    ```score', '    game coinche', '    ```');
    expect(extractScoreBlocks(md)).toEqual([{ text: '   game belote', firstLine: 1 }]);
  });
  it('a fence inside a (nested) list item, indented past the marker', () => {
    const md = lines(
      '1. First evening:',
      '',
      '   ```score',
      '   game doppelkopf',
      '   ```',
      '- outer',
      '  - inner',
      '',
      '    ```score',
      '    game belote',
      '    ```',
    );
    expect(extractScoreBlocks(md)).toEqual([
      { text: '   game doppelkopf', firstLine: 3 },
      { text: '    game belote', firstLine: 9 },
    ]);
  });
  it('CRLF and BOM in the Markdown file', () => {
    const md = '\uFEFF```score\r\ngame belote\r\nround\r\n```\r\n';
    expect(extractScoreBlocks(md)).toEqual([{ text: 'game belote\nround', firstLine: 1 }]);
  });
  it('backtick fences whose info string holds a backtick are no fences (CommonMark)', () => {
    expect(extractScoreBlocks(lines('```score `x`', 'a', '```'))).toEqual([]);
  });
});

describe('problems of a block point into the Markdown file', () => {
  it('line = block line + firstLine, columns as in the file (indentation kept)', () => {
    const md = lines(
      '# Rules by example',
      '',
      '- A mistake:',
      '',
      '  ```score',
      '  game doppelkopf',
      '  players Anna Ben Clara Dora',
      '  round 2',
      '    re Anna Bert',
      '  ```',
    );
    const [block] = extractScoreBlocks(md);
    const doc = parseScore(block.text, block.firstLine);
    const mdLines = md.split('\n');
    expect(
      doc.problems.map((p) => [p.code, p.range.start.line, p.range.start.character, p.range.end.character]),
    ).toEqual([
      ['round-number', 7, 8, 9],
      ['unknown-name', 8, 12, 16],
    ]);
    expect(mdLines[8].slice(12, 16)).toBe('Bert');
    expect(mdLines[7].slice(8, 9)).toBe('2');
    expect(doc.problems[0].fix?.edits[0].range.start.line).toBe(7);
    expect(doc.rounds[0].headerRange.start.line).toBe(7);
  });
  it('an empty document in a block: missing-game at the block’s first line', () => {
    const [block] = extractScoreBlocks(lines('x', '```score', '```'));
    expect(block).toEqual({ text: '', firstLine: 2 });
    expect(parseScore(block.text, block.firstLine).problems.map((p) => [p.code, p.range.start.line])).toEqual([
      ['missing-game', 2],
    ]);
  });
});

describe('fences that start on the list item line', () => {
  it('`- ```score` opens a block; its lines keep their indentation', () => {
    const md = lines('- ```score', '  game belote', '  ```', 'after');
    expect(extractScoreBlocks(md)).toEqual([{ text: '  game belote', firstLine: 1 }]);
  });
  it('after the list ends, a 4-space indented fence is again an indented code block', () => {
    const md = lines('- item', 'Paragraph.', '', '    ```score', '    game belote', '    ```');
    expect(extractScoreBlocks(md)).toEqual([]);
  });
});

describe('fences in a blockquote (security review F11)', () => {
  it('`> ```score` opens a block; its `>` markers are blanked, so columns still match the file', () => {
    const md = lines('> Quoted:', '>', '> ```score', '> game belote', '>', '>   round', '> ```', 'after');
    expect(extractFencedScoreBlocks(md)).toMatchObject([
      { text: '  game belote\n \n    round', firstLine: 3, fenceLine: 2, margins: [2, 1, 2], quoted: true },
    ]);
  });
  it('nested quotes, a list in a quote, and a quote that ends (a line without `>`) ends its block too', () => {
    const md = lines('> > ```score', '> > game coinche', '> > > x', '', '> - ```score', '>   game belote', 'next');
    expect(extractScoreBlocks(md)).toEqual([
      { text: '    game coinche\n    > x', firstLine: 1 },
      { text: '    game belote', firstLine: 5 },
    ]);
  });
  it('a wrong score in a quoted block is found, at its column in the file', () => {
    const md = lines(
      '> ```score',
      '> game doppelkopf',
      '> players Anna Ben Clara Dora',
      '> round 1',
      '>   re Anna Clara',
      '>   cards re 151',
      '>   score Anna +3 Ben -2 Clara +2 Dora -2',
      '> ```',
    );
    const [block] = extractScoreBlocks(md);
    const doc = parseScore(block.text, block.firstLine);
    expect(doc.problems).toEqual([]);
    // Re 151 wins: won 1 + unter 90 1 = 2 (rules/doppelkopf.md), so Anna's +3 is wrong.
    const a = analyzeMarkdown(md);
    const mismatch = a[0].problems.find((p) => p.code === 'score-mismatch')!;
    expect(mismatch.range.start).toEqual({ line: 6, character: 15 });
    expect(md.split('\n')[6].slice(15, 17)).toBe('+3');
  });
});
