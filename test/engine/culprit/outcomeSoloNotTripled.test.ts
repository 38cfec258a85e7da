// Outcome-only rounds: a solo whose soloist was written ±V instead of ±3V.
import { describe, expect, it } from 'vitest';
import { culprit, HEAD } from './helpers';

// Round 1: A's queens solo won with value 2 → A +6, B C D −2 each. The sheet wrote A +2: totals A 2 B −2 C −2 D −2.
const total = '  total A 2 B -2 C -2 D -2\n';

describe('culprit: an outcome-only solo not tripled', () => {
  it('`won re 2`: names round 1 and the soloist; no fix (the file is right, the paper is not)', () => {
    const text = HEAD + 'round 1\n  solo A queens\n  won re 2\n' + total;
    const { mismatch, info } = culprit(text);
    expect(mismatch.message).toContain("; round 1, a solo, with A's score not tripled explains exactly this total.");
    expect(info!.range.start.line).toBe(2);
    expect(info!.fix).toBeUndefined();
  });
  it('a score row naming one opponent (the solo pattern fills in A +6): the same slip', () => {
    const text = HEAD + 'round 1\n  solo A queens\n  score B -2\n' + total;
    expect(culprit(text).mismatch.message).toContain(
      "; round 1, a solo, with A's score not tripled explains exactly this total.",
    );
  });
});
