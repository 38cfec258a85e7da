// Two players' scores swapped in one round.
import { describe, expect, it } from 'vitest';
import { culprit, HEAD } from './helpers';

// Round 1: A +2 B −2 C +2 D −2. Round 2: Re A B → A +2 B +2 C −2 D −2; the sheet wrote B −2 and C +2.
// Sheet: A 4 B −4 C 4 D −4; computed A 4 B 0 C 0 D −4: B −4, C +4.
const text =
  HEAD + 'round 1\n  re A C\n  cards re 151\n' + 'round 2\n  re A B\n  cards re 151\n  total A 4 B -4 C 4 D -4\n';

describe('culprit: two players swapped', () => {
  it('names round 2 and the two players', () => {
    const { mismatch, info } = culprit(text);
    expect(mismatch.message).toContain('round 2 with the scores of B and C swapped explains exactly this total.');
    expect(info!.range.start.line).toBe(5);
  });
  it('a total line that names only B and C is searched on those columns (flipped signs fit them too)', () => {
    const { mismatch } = culprit(
      HEAD + 'round 1\n  re A C\n  cards re 151\n' + 'round 2\n  re A B\n  cards re 151\n  total B -4 C 4\n',
    );
    expect(mismatch.message).toContain(
      'round 2 with its signs flipped (the other side as winner) explains exactly this total ' +
        '(so would round 2 with the scores of B and C swapped).',
    );
  });
});
