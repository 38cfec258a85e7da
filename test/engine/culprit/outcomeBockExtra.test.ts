// Outcome-only rounds: an extra bock — the file marks a `won` round bock, the sheet counted it single.
import { describe, expect, it } from 'vitest';
import { culprit, fixedAgrees, HEAD } from './helpers';

// Round 1: bock, Re A B won 2 → ×2: A +4 B +4 C −4 D −4; the sheet wrote ±2. Round 2: won A C 1 → A +1 B −1 C +1 D −1.
// Sheet after round 2: A 3 B 1 C −1 D −3; computed A 5 B 3 C −3 D −5: half of round 1's points less.
const text = HEAD + 'round 1\n  bock\n  re A B\n  won re 2\n' + 'round 2\n  won A C 1\n  total A 3 B 1 C -1 D -3\n';

describe('culprit: an outcome-only round written on the sheet without its bock', () => {
  it('names round 1 and the bock the sheet left out', () => {
    const { mismatch, info } = culprit(text);
    expect(mismatch.message).toContain(
      '; round 1 written on the sheet without the bock ×2 it has here explains exactly this total.',
    );
    expect(info!.range.start.line).toBe(2);
  });
  it('the fix removes the bock line, and the total then agrees', () => {
    const { info } = culprit(text);
    expect(info!.fix!.title).toBe('Remove the bock mark of round 1');
    expect(fixedAgrees(text, info!)).toContain('round 1\n  re A B\n  won re 2\n');
  });
});
