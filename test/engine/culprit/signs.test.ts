// A round's signs flipped on the sheet.
import { describe, expect, it } from 'vitest';
import { culprit, HEAD } from './helpers';

// Round 1: A +2 B −2 C +2 D −2. Round 2: Re A B 151 → A +2 B +2 C −2 D −2, on the sheet −2 −2 +2 +2.
// Sheet: A 0 B −4 C 4 D 0; computed A 4 B 0 C 0 D −4: the difference is −2 × round 2.
const text =
  HEAD + 'round 1\n  re A C\n  cards re 151\n' + 'round 2\n  re A B\n  cards re 151\n  total A 0 B -4 C 4 D 0\n';

describe('culprit: signs flipped', () => {
  it('names round 2 with its signs flipped; no fix (the facts are not a line to change)', () => {
    const { mismatch, info } = culprit(text);
    expect(mismatch.message).toContain(
      'round 2 with its signs flipped (the other side as winner) explains exactly this total.',
    );
    expect(info!.range.start.line).toBe(5);
    expect(info!.fix).toBeUndefined();
  });
});
