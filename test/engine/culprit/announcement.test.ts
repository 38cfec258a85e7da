// An announcement one level off.
import { describe, expect, it } from 'vitest';
import { culprit, fixedAgrees, HEAD } from './helpers';

// Round 1: Re A C announce no90, 151:89 → won 1 + unter 90 1 + Re announced 2 + keine 90 announced 1 = 5 (TSR 7.2).
// The sheet counted only the Re announcement: 1 + 1 + 2 = 4: A 4 B −4 C 4 D −4 (computed ±5).
const text = HEAD + 'round 1\n  re A C\n  announce re no90\n  cards re 151\n  total A 4 B -4 C 4 D -4\n';

describe('culprit: an announcement one level off', () => {
  it('names round 1 and the two levels', () => {
    const { mismatch, info } = culprit(text);
    expect(mismatch.message).toContain(
      'round 1 counted on the sheet with Re announcing Re instead of keine 90 explains exactly this total.',
    );
    expect(info!.range.start.line).toBe(2);
  });
  it('the fix writes the level the sheet counted, and the total then agrees', () => {
    const { info } = culprit(text);
    expect(info!.fix!.title).toBe('Round 1: announce re');
    expect(fixedAgrees(text, info!)).toContain('  announce re\n');
  });
  it('an announcement the file lacks: the fix adds the line', () => {
    // Without announcements V 2; the sheet counted Re announced: 4 (A 4 B −4 C 4 D −4).
    const t = HEAD + 'round 1\n  re A C\n  cards re 151\n  total A 4 B -4 C 4 D -4\n';
    const { mismatch, info } = culprit(t);
    // A bock the file lacks gives the same numbers (2 → 4); without bock rules it is named after the announcements.
    expect(mismatch.message).toContain(
      'round 1 counted on the sheet with Re announcing Re instead of nothing explains exactly this total (so would ' +
        'round 1 counted on the sheet with Kontra announcing Kontra instead of nothing or round 1 scored without ' +
        'its bock).',
    );
    expect(fixedAgrees(t, info!)).toContain('round 1\n  announce re\n  re A C');
  });
});
