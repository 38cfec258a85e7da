// A forgotten bock: the sheet doubled round 2, the file does not mark it.
import { describe, expect, it } from 'vitest';
import { culprit, fixedAgrees, HEAD } from './helpers';

// Round 1: Re A C, 151:89 → won 1 + unter 90 1 = 2: A +2 B −2 C +2 D −2.
// Round 2: Re A B announced Re, 151 → 1 + 1 + 2 = 4: A +4 B +4 C −4 D −4; on the sheet with bock ×2: ±8.
// Sheet after round 2: A 10 B 6 C −6 D −10; computed A 6 B 2 C −2 D −6: round 2's points once more. (Without the
// Re announcement, a Re or Kontra announcement the file lacks would give the same numbers: +2 on V 2.)
const text =
  HEAD +
  'round 1\n  re A C\n  cards re 151\n' +
  'round 2\n  re A B\n  announce re\n  cards re 151\n  total A 10 B 6 C -6 D -10\n';

describe('culprit: a round scored without its bock', () => {
  it('the total-mismatch names round 2 and the missing bock (a round counted twice gives the same numbers)', () => {
    const { mismatch, info } = culprit(text);
    expect(mismatch.message).toContain(
      '; round 2 scored without its bock explains exactly this total (so would round 2 counted twice on the sheet).',
    );
    expect(info!.severity).toBe('info');
    expect(info!.range.start.line).toBe(5); // the `round 2` line
    expect(info!.message).toBe(
      'The total on line 10 disagrees, and round 2 scored without its bock explains the difference exactly.',
    );
  });
  it('the fix marks round 2 as bock, and the total then agrees', () => {
    const { info } = culprit(text);
    expect(info!.fix!.title).toBe('Add "bock" to round 2');
    expect(fixedAgrees(text, info!)).toContain('round 2\n  bock\n  re A B');
  });
  it('with bock rules on, the bock comes first even where an announcement fits the same numbers', () => {
    const t =
      'game doppelkopf\nplayers A B C D\nset bock on\n' +
      'round 1\n  re A C\n  cards re 151\n' +
      'round 2\n  re A B\n  cards re 151\n  total A 6 B 2 C -2 D -6\n';
    expect(culprit(t).mismatch.message).toContain('; round 2 scored without its bock explains exactly this total');
  });
});
