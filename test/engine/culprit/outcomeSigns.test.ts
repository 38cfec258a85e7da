// Outcome-only rounds: signs flipped — the sheet has the other side as winner of round 2.
import { describe, expect, it } from 'vitest';
import { codes, run } from '../doppelkopf/helpers';
import { culprit, fixedAgrees, HEAD } from './helpers';

// Round 1: won A C 2 → A +2 B −2 C +2 D −2. Round 2 (Re A B, value 3): A +3 B +3 C −3 D −3; on the sheet
// A −3 B −3 C +3 D +3. Sheet: A −1 B −5 C 5 D 1; computed A 5 B 1 C −1 D −5: −2 × round 2.
const round1 = 'round 1\n  won A C 2\n';
const total = '  total A -1 B -5 C 5 D 1\n';

describe('culprit: an outcome-only round with its signs flipped', () => {
  it('`won re 3`: named, and the fix makes Kontra the winner', () => {
    const text = HEAD + round1 + 'round 2\n  re A B\n  won re 3\n' + total;
    const { mismatch, info } = culprit(text);
    expect(mismatch.message).toContain(
      '; round 2 with its signs flipped (the other side as winner) explains exactly this total.',
    );
    expect(info!.range.start.line).toBe(4);
    expect(info!.fix!.title).toBe('Round 2: won kontra 3 (the other side won)');
    expect(fixedAgrees(text, info!)).toContain('  won kontra 3\n');
  });
  it('`won re 3` beside a full score row: the fix changes both, so the file agrees with itself', () => {
    const text = HEAD + round1 + 'round 2\n  re A B\n  won re 3\n  score A +3 B +3 C -3 D -3\n' + total;
    const { info } = culprit(text);
    const fixed = fixedAgrees(text, info!);
    expect(fixed).toContain('  won kontra 3\n  score A -3 B -3 C +3 D +3\n');
    expect(codes(run(fixed))).toEqual([]);
  });
  it('`won A B 3` without a re line: the fix names the other two players', () => {
    const text = HEAD + round1 + 'round 2\n  won A B 3\n' + total;
    const { info } = culprit(text);
    expect(info!.fix!.title).toBe('Round 2: won C D 3 (the other side won)');
    expect(fixedAgrees(text, info!)).toContain('  won C D 3\n');
  });
  it('a score row naming only A: the fix changes the sign of the written number', () => {
    // score A +3 with Re A B fills in B +3, C −3, D −3.
    const text = HEAD + round1 + 'round 2\n  re A B\n  score A +3\n' + total;
    const { info } = culprit(text);
    expect(info!.fix!.title).toBe('Round 2: score A -3 (the other side won)');
    expect(fixedAgrees(text, info!)).toContain('  score A -3\n');
  });
});
