// Nothing single explains the total: the difference per player and the last checkpoint that agreed.
import { describe, expect, it } from 'vitest';
import { culprit, HEAD } from './helpers';

describe('culprit: no single explanation', () => {
  it('from the start of the sheet', () => {
    // Round 1: A +2 B −2 C +2 D −2; the sheet says A 3.
    const { mismatch, info } = culprit(HEAD + 'round 1\n  re A C\n  cards re 151\n  total A 3 B -2 C 2 D -2\n');
    expect(mismatch.message).toContain(
      '; no single slip explains it: the sheet differs by A +1 since the start of the sheet.',
    );
    expect(info).toBeUndefined();
  });
  it('since the last agreeing total; a slip before it is not offered', () => {
    // Round 1 agrees (A 2 B −2 C 2 D −2). Round 2: Re A B → totals A 4 B 0 C 0 D −4; the sheet adds round 1 again
    // (A 6 B −2 C 2 D −6), which only round 1 counted twice would explain — but round 1 was checked already.
    const { mismatch, info } = culprit(
      HEAD +
        'round 1\n  re A C\n  cards re 151\n  total A 2 B -2 C 2 D -2\n' +
        'round 2\n  re A B\n  cards re 151\n  total A 6 B -2 C 2 D -6\n',
    );
    expect(mismatch.message).toContain(
      '; no single slip explains it: the sheet differs by A +2 B -2 C +2 D -2 since the total after round 1, ' +
        'which agreed.',
    );
    expect(info).toBeUndefined();
  });
});
