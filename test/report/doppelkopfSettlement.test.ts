// The Doppelkopf settlement report: the same Settlement + rounds as text, Markdown and CSV; without a stake no money.

import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import { doppelkopf } from '../../src/games/doppelkopf';
import { renderSettlement } from '../../src/report/settlement';

/** Scores a sheet; the header defaults to `game doppelkopf` with players A B C D. */
function run(text: string) {
  return analyzeScore(/^\s*game /m.test(text) ? text : 'game doppelkopf\nplayers A B C D\n' + text);
}

describe('renderSettlement', () => {
  const o = run('round\n re A C\n cards re 151\nround\n solo B queens duty\n cards re 100\n');
  const input = { module: doppelkopf, settlement: o.settlement, rounds: o.rounds };
  it('text without a stake: rounds with points (running), totals, no money', () => {
    const t = renderSettlement(input, 'text');
    expect(t).toContain('1  +2 (2)  −2 (−2)  +2 (2)  −2 (−2)  Re (A, C) 151:89 won');
    expect(t).toContain('Top of the sheet: A & C');
    expect(t).toContain('No stake set: no money to settle.');
    expect(t).not.toContain('money (');
  });
  it('Markdown has a rounds table and a players table', () => {
    const md = renderSettlement(input, 'md');
    expect(md).toContain('| 2 | +1 (3) | −3 (−5) | +1 (3) | +1 (−1) | B solo queens (duty) 100:140 lost |');
    expect(md).toContain('| B | 2 | 0 | 1 | 0 | 1 |');
  });
  it('CSV: one row per round, then totals', () => {
    expect(renderSettlement(input, 'csv').split('\n').slice(0, 4)).toEqual([
      'round,A,B,C,D,A total,B total,C total,D total,outcome,summary',
      '1,2,-2,2,-2,2,-2,2,-2,re,"Re (A, C) 151:89 won"',
      '2,1,-3,1,1,3,-5,3,-1,kontra,B solo queens (duty) 100:140 lost',
      'total,3,-5,3,-1,,,,,,',
    ]);
  });
});

describe('renderSettlement: reading aids', () => {
  it('text and Markdown say what a cell holds; money uses the same minus sign as the points, CSV keeps ASCII', () => {
    const o = run('game doppelkopf\nplayers A B C D\nstake 0.05 EUR\nround\n re A C\n cards re 151\n');
    const input = { module: doppelkopf, settlement: o.settlement, rounds: o.rounds };
    for (const f of ['text', 'md'] as const) {
      const t = renderSettlement(input, f);
      expect(t).toContain('Each cell: the points of the round, then the running total in brackets.');
      // S01 at 5 ct: A, C +2 → 0.10; B, D −2 → −0.10
      expect(t).toMatch(/money \(EUR\)\s*\|?\s*0\.10\s*\|?\s*−0\.10/);
    }
    expect(renderSettlement(input, 'csv')).toContain('money (EUR),0.10,-0.10,0.10,-0.10,,,,,,');
  });
  it('a plus sheet explains its pairwise money (§7: n·total − Σ); a ± sheet does not', () => {
    const plus = run(
      'game doppelkopf\nplayers A B C D\nset counting plus\nstake 0.10 EUR\nround\n re A C\n cards re 151\n',
    );
    // totals 2, 0, 2, 0 → 4·2 − 4 = 4 and 4·0 − 4 = −4 points → ±0.40
    expect(plus.settlement.money).toEqual({ A: 40, B: -40, C: 40, D: -40 });
    expect(
      renderSettlement({ module: doppelkopf, settlement: plus.settlement, rounds: plus.rounds }, 'text'),
    ).toContain('money = (4 × total − sum of all totals) × stake');
    const pm = run('game doppelkopf\nplayers A B C D\nstake 0.10 EUR\nround\n re A C\n cards re 151\n');
    expect(
      renderSettlement({ module: doppelkopf, settlement: pm.settlement, rounds: pm.rounds }, 'text'),
    ).not.toContain('sum of all totals');
  });
});

describe('renderSettlement: the game family decides the report', () => {
  it('a sheet without a game line says so; Doppelkopf and Belote get their own tables', () => {
    expect(renderSettlement(analyzeScore('players A B C D\n'), 'text')).toBe('No game: the file has no "game" line.');
    expect(renderSettlement(run('round\n re A C\n cards re 151\n'), 'md')).toContain('## Who pays whom');
    const belote = analyzeScore(
      'game belote\nplayers N E S W\nround\n taker S\n trump hearts\n cards N-S 90\n last S\n',
    );
    expect(renderSettlement(belote, 'md')).toContain('## Games');
  });
});
