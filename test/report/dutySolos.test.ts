// Duty solos (Pflichtsolo) in `settle` (text, Markdown, JSON) and `explain`: who still owes one, and per series who
// played theirs. Worked by hand from score-format.md ("Dealer, sitting out, duty solos"): every round is a game except
// a duty solo, which takes no slot; with `set series 2` a series ends on its second game.

import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import { toJsonFile } from '../../src/cli/report';
import { dutySolos, type DutySolos } from '../../src/games/doppelkopf/report/dutySolos';
import { explainAnalysis } from '../../src/report/explain';
import { renderSettlement } from '../../src/report/settlement';

const HEAD = 'game doppelkopf\nplayers Anna Ben Clara Dora\nset duty-solo on\n';
// Round 1: game 1. Round 2: Ben's duty solo (no slot). Round 3: game 2 → series 1 = rounds 1–3, Ben played his.
// Round 4: Dora's duty solo (no slot). Round 5: game 1 of series 2, still running: Dora played hers.
const ROUNDS =
  'round\n  re Anna Clara\n  won re 2\n' +
  'round\n  solo Ben queens duty\n  won re 1\n' +
  'round\n  won Ben Dora 3\n' +
  'round\n  solo Dora jacks duty\n  won kontra 2\n' +
  'round\n  re Anna Ben\n  won re 1\n';

describe('duty solos in settle and explain', () => {
  const a = analyzeScore(HEAD + 'set series 2\n' + ROUNDS);
  it('the series as the engine counts them, and who still owes one after the last round', () => {
    expect(dutySolos(a)).toEqual({
      owed: ['Anna', 'Ben', 'Clara'],
      perSeries: 2,
      series: [
        { number: 1, from: 1, to: 3, played: ['Ben'], owed: ['Anna', 'Clara', 'Dora'], complete: true },
        { number: 2, from: 4, to: 5, played: ['Dora'], owed: ['Anna', 'Ben', 'Clara'], complete: false },
      ],
    });
  });
  it('settle as text and Markdown names who owes, and each series', () => {
    const text = renderSettlement(a, 'text');
    expect(text).toContain(
      'Duty solos (Pflichtsolo):\n' +
        '  Still owe a duty solo (Pflichtsolo): Anna, Ben and Clara.\n' +
        '  Series 1 (rounds 1–3): played by Ben; owed by Anna, Clara and Dora.\n' +
        '  Series 2 (rounds 4–5, running): played by Dora; owed by Anna, Ben and Clara.\n',
    );
    expect(renderSettlement(a, 'md')).toContain(
      '## Duty solos (Pflichtsolo)\n\n- Still owe a duty solo (Pflichtsolo): Anna, Ben and Clara.\n',
    );
  });
  it('settle --json carries the same under settlement.dutySolos', () => {
    const json = toJsonFile('evening.score', a, undefined, true);
    const duty = json.settlement!.dutySolos as DutySolos;
    expect(duty.owed).toEqual(['Anna', 'Ben', 'Clara']);
    expect(duty.series.map((x) => x.played)).toEqual([['Ben'], ['Dora']]);
  });
  it('explain of the whole sheet ends with who owes; explain of one round does not', () => {
    const whole = explainAnalysis(a).text;
    expect(
      whole.endsWith(
        '\n\nStill owe a duty solo (Pflichtsolo): Anna, Ben and Clara.\n' +
          'Series 1 (rounds 1–3): played by Ben; owed by Anna, Clara and Dora.\n' +
          'Series 2 (rounds 4–5, running): played by Dora; owed by Anna, Ben and Clara.',
      ),
    ).toBe(true);
    expect(explainAnalysis(a, 5).text).not.toContain('Series');
  });
  it('without set series the whole sheet is one series: only the owed line is printed', () => {
    const b = analyzeScore(HEAD + ROUNDS);
    expect(dutySolos(b)!.series).toEqual([
      { number: 1, from: 1, to: 5, played: ['Ben', 'Dora'], owed: ['Anna', 'Clara'], complete: false },
    ]);
    expect(renderSettlement(b, 'text')).toContain(
      'Duty solos (Pflichtsolo):\n  Still owe a duty solo (Pflichtsolo): Anna and Clara.\n',
    );
  });
  it('every player played one; duty solos off: no section at all', () => {
    const all =
      'round\n  solo Anna queens duty\n  won re 1\n' +
      'round\n  solo Ben queens duty\n  won re 1\n' +
      'round\n  solo Clara queens duty\n  won re 1\n' +
      'round\n  solo Dora queens duty\n  won re 1\n';
    expect(renderSettlement(analyzeScore(HEAD + all), 'text')).toContain(
      'Every player has played a duty solo (Pflichtsolo).',
    );
    const off = analyzeScore('game doppelkopf\nplayers Anna Ben Clara Dora\n' + all);
    expect(dutySolos(off)).toBeUndefined();
    expect(renderSettlement(off, 'text')).not.toContain('Pflichtsolo');
  });
});

describe('a round block of penalty lines alone is no game of a series (as the engine counts)', () => {
  // set series 2. Round 1: game 1. Round 2: penalty Anna 3 alone (no game). Round 3: game 2 → series 1 = rounds 1–3.
  // Round 4: penalty Ben 3 alone, between the series: it starts none. Round 5: Clara's duty solo (no slot), the first
  // round of series 2. Round 6: game 1 of series 2, still running. Counting the penalty rows as games (the old reading)
  // closed series 1 at round 2 and series 2 at round 4.
  const a = analyzeScore(
    HEAD +
      'set series 2\n' +
      'round\n  re Anna Clara\n  won re 2\n' +
      'round\n  penalty Anna 3\n' +
      'round\n  re Ben Dora\n  won re 1\n' +
      'round\n  penalty Ben 3\n' +
      'round\n  solo Clara queens duty\n  won re 1\n' +
      'round\n  re Anna Ben\n  won re 1\n',
  );
  it('series 1 is rounds 1–3; series 2 starts at the first round after it that is no penalty row (round 5)', () => {
    expect(dutySolos(a)!.series).toEqual([
      { number: 1, from: 1, to: 3, played: [], owed: ['Anna', 'Ben', 'Clara', 'Dora'], complete: true },
      { number: 2, from: 5, to: 6, played: ['Clara'], owed: ['Anna', 'Ben', 'Dora'], complete: false },
    ]);
    // The engine agrees: round 3 ends series 1 with everyone owing (one warning each); series 2 is still running.
    expect(a.problems.filter((p) => p.code === 'duty-solo-owed').map((p) => p.message)).toEqual(
      ['Anna', 'Ben', 'Clara', 'Dora'].map(
        (p) => `Series 1 (rounds 1–3) ends and ${p} has not played a duty solo (Pflichtsolo).`,
      ),
    );
  });
});
