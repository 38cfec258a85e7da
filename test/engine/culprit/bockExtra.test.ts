// An extra bock: the file marks round 2 as bock, the sheet did not double it.
import { describe, expect, it } from 'vitest';
import { culprit, fixedAgrees, HEAD } from './helpers';

// Round 1: A +2 B −2 C +2 D −2. Round 2 (bock): Re A B 151 → 2 × 2 = 4: A +4 B +4 C −4 D −4.
// The sheet counted round 2 as +2 +2 −2 −2: A 4 B 0 C 0 D −4; computed A 6 B 2 C −2 D −6.
const text =
  HEAD +
  'round 1\n  re A C\n  cards re 151\n' +
  'round 2\n  bock\n  re A B\n  cards re 151\n  total A 4 B 0 C 0 D -4\n';

describe('culprit: a bock the sheet did not count', () => {
  it('names round 2 and its bock', () => {
    const { mismatch, info } = culprit(text);
    expect(mismatch.message).toContain(
      'round 2 written on the sheet without the bock ×2 it has here explains exactly this total.',
    );
    expect(info!.range.start.line).toBe(5);
  });
  it('the fix removes the bock line, and the total then agrees', () => {
    const { info } = culprit(text);
    expect(info!.fix!.title).toBe('Remove the bock mark of round 2');
    expect(fixedAgrees(text, info!)).toContain('round 2\n  re A B');
  });
});

describe('culprit: the extra bock on the last line of a text without a final line break', () => {
  // The same two rounds, the bock line last and the text ending there: the file's lines are 0–9, the bock on line 9.
  const last =
    HEAD +
    'round 1\n  re A C\n  cards re 151\n' +
    'round 2\n  re A B\n  cards re 151\n  total A 4 B 0 C 0 D -4\n  bock';
  it('the fix stays inside the text: the bock line up to its end, no line after it', () => {
    const { info } = culprit(last);
    expect(info!.fix!.edits).toEqual([
      { range: { start: { line: 9, character: 0 }, end: { line: 9, character: 6 } }, newText: '' },
    ]);
  });
  it('applied, the total agrees and the line is left empty', () => {
    const { info } = culprit(last);
    expect(fixedAgrees(last, info!).endsWith('total A 4 B 0 C 0 D -4\n')).toBe(true);
  });
});
