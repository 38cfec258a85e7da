// A solo whose soloist was written ±V instead of ±3V.
import { describe, expect, it } from 'vitest';
import { culprit, HEAD } from './helpers';

// Round 1: A queens solo, Re 151:89 → V 2: A +6, B C D −2 each. The sheet wrote A +2: totals A 2 B −2 C −2 D −2.
const text = HEAD + 'round 1\n  solo A queens\n  cards re 151\n  total A 2 B -2 C -2 D -2\n';

describe('culprit: a solo not tripled', () => {
  it('names round 1 and the soloist', () => {
    const { mismatch, info } = culprit(text);
    expect(mismatch.message).toContain("round 1, a solo, with A's score not tripled explains exactly this total.");
    expect(info!.range.start.line).toBe(2);
  });
});
