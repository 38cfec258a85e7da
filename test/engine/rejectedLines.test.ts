// A line the parser cannot read at all gets its own error; the round must not also claim that line is "missing".
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';

const problems = (text: string) => analyzeScore(text).problems.filter((p) => p.severity === 'error');

describe('rejected lines are not reported as missing (score-format.md: every problem once, on its token)', () => {
  // (`pique` was the example until version 2 made it the French word for spades.)
  it('coinche: `contract Süd 90 baton` is a bad trump, and the round says its contract line could not be read', () => {
    const ps = problems(
      'game coinche\nplayers Nord Ost Süd West\nteams NS EW\n\nround\n  contract Süd 90 baton\n  cards NS 100\n  ' +
        'last NS\n',
    );
    expect(ps.find((p) => p.code === 'bad-trump')?.range.start).toEqual({ line: 5, character: 18 });
    const missing = ps.find((p) => p.code === 'missing-contract');
    expect(missing?.message).toContain('could not be read');
    expect(missing?.message).not.toContain('(a "contract" line)');
  });
  it('doppelkopf: a `re` line the parser drops does not add "does not say who plays together"', () => {
    const ps = problems('game doppelkopf\nplayers A B C D\n\nround\n  re\n  cards re 130\n');
    expect(ps.map((p) => p.code)).toContain('missing-argument');
    expect(ps.map((p) => p.code)).not.toContain('missing-parties');
  });
});
