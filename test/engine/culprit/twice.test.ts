// A round counted twice on the sheet.
import { describe, expect, it } from 'vitest';
import { culprit, HEAD } from './helpers';

// Recorded rows (no facts, so no bock to blame): round 1 A +2 B −2 C +2 D −2, round 2 A +3 B −3 C −3 D +3.
// Sheet with round 2 twice: A 8 B −8 C −4 D 4; computed A 5 B −5 C −1 D 1.
const text =
  HEAD + 'round 1\n  score A +2 B -2 C +2 D -2\n' + 'round 2\n  score A +3 B -3 C -3 D +3\n  total A 8 B -8 C -4 D 4\n';

describe('culprit: a round counted twice', () => {
  it('names round 2 as counted twice', () => {
    const { mismatch, info } = culprit(text);
    expect(mismatch.message).toContain('round 2 counted twice on the sheet explains exactly this total.');
    expect(info!.range.start.line).toBe(4);
  });
});
