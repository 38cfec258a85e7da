// Outcome-only rounds: two players' scores swapped on the sheet.
import { describe, expect, it } from 'vitest';
import { culprit, fixedAgrees, HEAD } from './helpers';

// Round 1: Re A C won 2 → A +2 B −2 C +2 D −2; the sheet has A and B swapped: A −2 B +2 C +2 D −2.
const total = '  total A -2 B 2 C 2 D -2\n';

describe('culprit: an outcome-only round with two players swapped', () => {
  it('`re A C` + `won re 2`: names the pair, and the fix swaps them on the re line', () => {
    const text = HEAD + 'round 1\n  re A C\n  won re 2\n' + total;
    const { mismatch, info } = culprit(text);
    expect(mismatch.message).toContain('; round 1 with the scores of A and B swapped explains exactly this total.');
    expect(info!.range.start.line).toBe(2);
    expect(info!.fix!.title).toBe('Swap A and B in round 1');
    expect(fixedAgrees(text, info!)).toContain('  re B C\n  won re 2\n');
  });
  it('`won A C 2`: the fix swaps the name on the won line', () => {
    const text = HEAD + 'round 1\n  won A C 2\n' + total;
    expect(fixedAgrees(text, culprit(text).info!)).toContain('  won B C 2\n');
  });
  it('a score row: the fix swaps the names on every line of the round that says who played what', () => {
    const text = HEAD + 'round 1\n  re A C\n  score A +2 C +2\n' + total;
    expect(fixedAgrees(text, culprit(text).info!)).toContain('  re B C\n  score B +2 C +2\n');
  });
  it('five players, the dealer sitting out unnamed: the swap with the dealer is named but has no fix', () => {
    // E deals round 1 and sits out. Re A C won 2 → A +2 B −2 C +2 D −2 E 0; the sheet gave A's +2 to E.
    const text =
      'game doppelkopf\nplayers A B C D E\ndealer E\nround 1\n  re A C\n  won re 2\n  total A 0 B -2 C 2 D -2 E 2\n';
    const { mismatch, info } = culprit(text);
    expect(mismatch.message).toContain('; round 1 with the scores of A and E swapped explains exactly this total.');
    expect(info!.fix).toBeUndefined();
  });
});
