// Outcome-only rounds: a round left out of the sheet.
import { describe, expect, it } from 'vitest';
import { culprit, HEAD } from './helpers';

// Round 1: won A C 2 → A +2 B −2 C +2 D −2; round 2: Re A B won 3 → A +3 B +3 C −3 D −3;
// round 3: won A D 1 → A +1 B −1 C −1 D +1. Sheet without round 2: A 3 B −3 C 1 D −1; computed A 6 B 0 C −2 D −4.
const text =
  HEAD +
  'round 1\n  won A C 2\n' +
  'round 2\n  re A B\n  won re 3\n' +
  'round 3\n  won A D 1\n  total A 3 B -3 C 1 D -1\n';

describe('culprit: an outcome-only round left out', () => {
  it('names round 2 as left out; no fix (the file has the round the paper lacks)', () => {
    const { mismatch, info } = culprit(text);
    expect(mismatch.message).toContain('; round 2 left out of the sheet explains exactly this total.');
    expect(info!.range.start.line).toBe(4);
    expect(info!.fix).toBeUndefined();
  });
});
