// Filled-in scores of a short `score` row (issue 14) are shown: an inlay hint after the line and a mark in the hover.

import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import { hoverAt } from '../../src/language/hover';
import { scoreHintsIn } from '../../src/language/roundScores';

const text = 'game doppelkopf\nplayers Anna Ben Clara Dora\nround\n  re Anna Clara\n  score Anna +3\n';
const a = analyzeScore(text);
const all = { start: { line: 0, character: 0 }, end: { line: 10, character: 0 } };

describe('filled-in scores', () => {
  it('an inlay hint after the score line names what the parties fill in (Ben −3, Clara +3, Dora −3)', () => {
    const hints = scoreHintsIn([a], all, { roundScores: false, derivedValues: true });
    expect(hints).toEqual([
      expect.objectContaining({
        kind: 'derived',
        label: 'Ben -3 Clara +3 Dora -3',
        position: { line: 4, character: 15 },
      }),
    ]);
  });
  it('the hover marks them as filled in', () => {
    const h = hoverAt([a], 4);
    expect(h?.markdown).toMatch(/Ben \| -3 \(filled in\)/);
    expect(h?.markdown).toMatch(/Anna \| \+3 \|/);
  });
});
