// A round left out of the sheet.
import { describe, expect, it } from 'vitest';
import { culprit, HEAD } from './helpers';

// Round 1: A +2 B −2 C +2 D −2; round 2: Re A B → A +2 B +2 C −2 D −2; round 3: Re A D → A +2 B −2 C −2 D +2.
// Sheet without round 2: A 4 B −4 C 0 D 0; computed A 6 B −2 C −2 D −2.
const text =
  HEAD +
  'round 1\n  re A C\n  cards re 151\n' +
  'round 2\n  re A B\n  cards re 151\n' +
  'round 3\n  re A D\n  cards re 151\n  total A 4 B -4 C 0 D 0\n';

describe('culprit: a round left out', () => {
  it('names round 2 as left out', () => {
    const { mismatch, info } = culprit(text);
    expect(mismatch.message).toContain('round 2 left out of the sheet explains exactly this total.');
    expect(info!.range.start.line).toBe(5);
  });
});
