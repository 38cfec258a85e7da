// The outline of a long sheet (issue 38, F6): every round up to OUTLINE_ROUNDS; beyond that, blocks of rounds, at most
// a thousand, so that the answer stays small however long the sheet (50,000 rounds made 15 MB).
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../src/analysis/analyze';
import { documentSymbols, OUTLINE_ROUNDS, roundBlockSize } from '../../src/language/outline';

// Every round is the same recorded row, 3 lines from its `round` line (line 2 + 3k for round k + 1) to its blank line.
const ROW = '  score A +1 B -1 C +1 D -1';
const sheet = (rounds: number) =>
  'game doppelkopf\nplayers A B C D\n' +
  Array.from({ length: rounds }, (_, k) => `round ${k + 1}\n${ROW}\n`).join('\n');

describe('the outline of a long sheet', () => {
  const analyzer = createAnalyzer('score');
  const long = analyzer.analyze(sheet(OUTLINE_ROUNDS + 1))[0];
  const symbols = documentSymbols(long);

  it('lists blocks of 100 rounds past OUTLINE_ROUNDS: the header, then 101 blocks', () => {
    expect(symbols).toHaveLength(1 + 101);
    expect(symbols[0].kind).toBe('header');
    expect(symbols.slice(1).every((s) => s.kind === 'rounds' && s.children.length === 0)).toBe(true);
    expect(symbols.slice(1, 3).map((s) => s.name)).toEqual(['Rounds 1–100', 'Rounds 101–200']);
    // The last block holds round 10,001 alone and is named as that round.
    expect(symbols[101].name).toBe(`Round ${OUTLINE_ROUNDS + 1}`);
    // Small, however long the sheet: a few hundred bytes a block.
    expect(JSON.stringify(symbols).length).toBeLessThan(40_000);
  });

  it('a block spans its rounds, is picked at its first `round` line, and shows the totals after it', () => {
    const second = symbols[2];
    // Round 101's `round` line is line 2 + 3 × 100; round 200's row is line 3 + 3 × 199, 27 characters long.
    expect(second.selectionRange).toEqual({ start: { line: 302, character: 0 }, end: { line: 302, character: 9 } });
    expect(second.range).toEqual({ start: { line: 302, character: 0 }, end: { line: 600, character: 27 } });
    // 200 rounds of A +1 B −1 C +1 D −1.
    expect(second.detail).toBe('A +200 · B -200 · C +200 · D -200');
  });

  it('lists every round up to OUTLINE_ROUNDS', () => {
    const whole = documentSymbols(analyzer.analyze(sheet(OUTLINE_ROUNDS))[0]);
    expect(whole).toHaveLength(1 + OUTLINE_ROUNDS);
    expect(whole.slice(1).every((s) => s.kind === 'round')).toBe(true);
    expect(whole[OUTLINE_ROUNDS].name).toBe(`Round ${OUTLINE_ROUNDS}`);
  });

  it('blocks grow tenfold so that there are never more than 1,000', () => {
    expect([10_001, 100_000, 100_001, 1_000_000, 1_000_001].map(roundBlockSize)).toEqual([
      100, 100, 1000, 1000, 10_000,
    ]);
  });
});
