// Finding things in a file's analyses: the block and round holding a line, a round's result, the block a settlement
// shows; and the capped list of problems an editor shows.

import { describe, expect, it } from 'vitest';
import { analyzeMarkdown, analyzeScore } from '../../src/analysis/analyze';
import {
  analysisAtLine,
  analysisKind,
  blockAtLine,
  pickBlock,
  resultOf,
  roundAtLine,
} from '../../src/language/navigation';
import { documentCounts, problemsToShow } from '../../src/language/problems';
import { DK_TEXT, dkAnalysis } from '../helpers/analyses';

describe('roundAtLine: a round runs from its `round` line to its last line', () => {
  const a = dkAnalysis();
  it.each([
    [0, undefined],
    [2, undefined],
    [3, 1],
    [6, 1],
    [7, undefined], // the blank line between the rounds belongs to neither
    [8, 2],
    [12, 2],
    [13, undefined],
  ])('line %i → round %s', (line, index) => {
    expect(roundAtLine(a, line)?.index).toBe(index);
  });
  it('finds the right round among a thousand', () => {
    const text = 'game doppelkopf\nplayers A B C D\n' + 'round\n re A B\n cards re 121\n'.repeat(1000);
    const big = analyzeScore(text);
    expect(roundAtLine(big, 2 + 3 * 567 + 1)?.index).toBe(568);
    expect(resultOf(big, roundAtLine(big, 2 + 3 * 999)!)?.index).toBe(1000);
  });
});

describe('blocks of a Markdown file', () => {
  const md = [
    '# Two evenings', // 0
    '```score', // 1
    'game doppelkopf', // 2
    'players A B C D', // 3
    '```', // 4
    'prose', // 5
    '```score skip', // 6 (a block without a game inherits one, unless skipped)
    'players without a game', // 7
    '```', // 8
    '```score', // 9
    'game belote', // 10
    'players N E S W', // 11
    '```', // 12
  ].join('\n');
  const analyses = analyzeMarkdown(md);
  it('the analysis holding a line, none in prose', () => {
    expect(analysisAtLine(analyses, 3)?.firstLine).toBe(2);
    expect(analysisAtLine(analyses, 5)).toBeUndefined();
  });
  it('blockAtLine: only blocks with a game count', () => {
    expect([blockAtLine(analyses, 2), blockAtLine(analyses, 7), blockAtLine(analyses, 11)]).toEqual([0, -1, 2]);
  });
  it('pickBlock keeps a block that still has a game, else the first with one', () => {
    expect([pickBlock(analyses, 2), pickBlock(analyses, 1), pickBlock(analyses, undefined)]).toEqual([2, 0, 0]);
    expect(pickBlock([], undefined)).toBe(-1);
  });
  it('a file whose blocks have no game shows its first block', () => {
    expect(pickBlock(analyzeMarkdown('```score\nplayers A B C D\n```\n'), undefined)).toBe(0);
  });
  it('the kind of analysis goes by language, not by file name', () => {
    expect([analysisKind('markdown'), analysisKind('score'), analysisKind('plaintext')]).toEqual([
      'markdown',
      'score',
      'score',
    ]);
  });
});

describe('problemsToShow: at most the set number, and where to say how many more', () => {
  const a = dkAnalysis();
  it('all of them under the cap', () => {
    expect(problemsToShow([a], 500)).toEqual({ shown: a.problems, hidden: 0 });
  });
  it('cut at the cap; the note goes at the last one shown', () => {
    const r = problemsToShow([a], 2);
    expect(r.shown.map((p) => p.code)).toEqual(['round-number', 'score-mismatch']);
    expect(r.hidden).toBe(2);
    expect(r.moreAt).toEqual(a.problems[1].range);
  });
  it('a cap of 0 shows none and puts the note at the first', () => {
    expect(problemsToShow([a], 0)).toEqual({ shown: [], hidden: 4, moreAt: a.problems[0].range });
  });
  it('documentCounts: rounds and problems over all blocks', () => {
    expect(documentCounts([a, analyzeScore(DK_TEXT)])).toEqual({ rounds: 4, problems: 4 + 4 });
  });
});
