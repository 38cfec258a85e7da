// Outcome-only rounds: a round counted twice on the sheet.
import { describe, expect, it } from 'vitest';
import { culprit, HEAD } from './helpers';

// Round 1: won A C 2 → A +2 B −2 C +2 D −2. Round 2: Re A B, `score A +3` → B +3 filled in, C −3 D −3.
// Sheet with round 2 twice: A 8 B 4 C −4 D −8; computed A 5 B 1 C −1 D −5.
const text = HEAD + 'round 1\n  won A C 2\n' + 'round 2\n  re A B\n  score A +3\n  total A 8 B 4 C -4 D -8\n';

describe('culprit: an outcome-only round counted twice', () => {
  it('names round 2 counted twice (a written row has its bock inside: no bock reading without bock rules)', () => {
    const { mismatch, info } = culprit(text);
    expect(mismatch.message).toContain('; round 2 counted twice on the sheet explains exactly this total.');
    expect(info!.range.start.line).toBe(4);
    expect(info!.fix).toBeUndefined();
  });
});
