// The culprit's fix (the paper's slip behind a disagreeing total) is offered but never applied by Fix All or
// `check --fix`: it is a guess and the alternative to writing the computed total, and the two undo each other.

import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import type { Range } from '../../src/format/types';
import { fixAllText } from '../../src/language/applyFixes';
import { codeActionsFor, fixAllAction } from '../../src/language/codeActions';
import { textIn } from '../helpers/textEdits';

// Round 1: won A C 2 → A +2 B −2 C +2 D −2; round 2: Re A B won 3 → A +3 B +3 C −3 D −3. Computed totals A 5 B 1
// C −1 D −5; the paper's A −1 B −5 C 5 D 1 is round 2 with its signs flipped.
const text =
  'game doppelkopf\nplayers A B C D\nround 1\n  won A C 2\nround 2\n  re A B\n  won re 3\n  total A -1 B -5 C 5 D 1\n';

describe('culprit fixes and Fix All', () => {
  it('the light bulb on round 2 offers the culprit fix, not as the preferred one', () => {
    const a = analyzeScore(text);
    const info = a.problems.find((p) => p.code === 'total-culprit')!;
    const actions = codeActionsFor({ analyses: [a], textAt: (r: Range) => textIn(text, r) }, info.range, [info]);
    const fix = actions.find((x) => x.title === 'Round 2: won kontra 3 (the other side won)');
    expect(fix).toBeDefined();
    expect(fix!.isPreferred).toBe(false);
  });
  it('check --fix writes the computed total once and stops; Fix All leaves the round alone', () => {
    const { text: fixed } = fixAllText(text, (t) => [analyzeScore(t)]);
    expect(fixed).toBe(text.replace('total A -1 B -5 C 5 D 1', 'total A 5 B 1 C -1 D -5'));
    const all = fixAllAction([analyzeScore(text)])!;
    expect(all.edits).toHaveLength(1);
  });
});
