// Outcome-only rounds: a forgotten bock — the sheet doubled a `won` round the file does not mark.
import { describe, expect, it } from 'vitest';
import { codes, run } from '../doppelkopf/helpers';
import { culprit, fixedAgrees, HEAD } from './helpers';

// Round 1: won A C 2 → A +2 B −2 C +2 D −2. Round 2: Re A B won 3 → A +3 B +3 C −3 D −3; the sheet doubled it: ±6.
// Sheet after round 2: A 8 B 4 C −4 D −8; computed A 5 B 1 C −1 D −5: round 2's points once more.
const text = HEAD + 'round 1\n  won A C 2\n' + 'round 2\n  re A B\n  won re 3\n  total A 8 B 4 C -4 D -8\n';

describe('culprit: an outcome-only round scored without its bock', () => {
  it('names round 2 and its missing bock before the round counted twice (the same numbers)', () => {
    const { mismatch, info } = culprit(text);
    expect(mismatch.message).toContain(
      '; round 2 scored without its bock explains exactly this total (so would round 2 counted twice on the sheet).',
    );
    expect(info!.range.start.line).toBe(4); // the `round 2` line
    expect(info!.message).toBe(
      'The total on line 8 disagrees, and round 2 scored without its bock explains the difference exactly.',
    );
  });
  it('the fix marks round 2 as bock (the written 3 is before bock), and the total then agrees', () => {
    const { info } = culprit(text);
    expect(info!.fix!.title).toBe('Add "bock" to round 2');
    expect(fixedAgrees(text, info!)).toContain('round 2\n  bock\n  re A B\n  won re 3');
  });
  it('a score row beside the won line is doubled with it', () => {
    const t = text.replace('  won re 3\n', '  won re 3\n  score A +3 B +3 C -3 D -3\n');
    const fixed = fixedAgrees(t, culprit(t).info!);
    expect(fixed).toContain('  bock\n  re A B\n  won re 3\n  score A +6 B +6 C -6 D -6\n');
    expect(codes(run(fixed))).toEqual([]);
  });
  it('under won-includes-bock the fix writes the doubled value on the won line', () => {
    // The written value already holds the bock: the sheet's ±6 is `won re 6`.
    const t = HEAD + 'set won-includes-bock on\n' + text.slice(HEAD.length);
    const { info } = culprit(t);
    expect(info!.fix!.title).toBe('Round 2: won re 6');
    expect(fixedAgrees(t, info!)).toContain('  won re 6\n');
  });
});
