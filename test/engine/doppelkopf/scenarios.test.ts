// Part B §12 worked scenarios and §8 settlement example (rules/doppelkopf.md), each value worked out by hand there.

import { describe, expect, it } from 'vitest';
import { codes, row, run } from './helpers';

describe('§12 worked scenarios (DDV baseline)', () => {
  it('S01 plain Re win 151:89 → +2 (won 1, unter 90 1)', () => {
    const o = run('round\n re A C\n cards re 151\n');
    expect(row(o)).toEqual([2, -2, 2, -2]);
    expect(o.rounds[0].breakdown.map((b) => [b.item, b.points])).toEqual([
      ['won', 1],
      ['unter 90', 1],
    ]);
    expect(o.rounds[0].outcome).toBe('re');
  });

  it('S02 Kontra 121:119 → −2 (won 1, gegen die Alten 1)', () => {
    const o = run('round\n re A B\n cards re 119\n');
    expect(row(o)).toEqual([-2, -2, 2, 2]);
    expect(o.rounds[0].breakdown.map((b) => b.item)).toEqual(['won', 'gegen die Alten']);
    expect(o.rounds[0].outcome).toBe('kontra');
  });

  it('S03 120:120 without announcements: Kontra wins, +2 (D1, tie-120 2)', () => {
    expect(row(run('round\n re A B\n cards re 120\n'))).toEqual([-2, -2, 2, 2]);
  });

  it('S04 only Kontra announced, 120:120 → Re wins +3 (D2)', () => {
    const o = run('round\n re A D\n announce B\n cards re 120\n');
    expect(row(o)).toEqual([3, -3, -3, 3]);
    expect(o.rounds[0].outcome).toBe('re');
  });

  it('S06 Re + keine 90 made, 160:80 → +5', () => {
    expect(row(run('round\n re A C\n announce A no90\n cards re 160\n'))).toEqual([5, -5, 5, -5]);
  });

  it('S07 Re + keine 90 failed, Kontra 100 → −5 (won, Re 2, keine 90 1, gegen die Alten)', () => {
    expect(row(run('round\n re A C\n announce A no90\n cards re 140\n'))).toEqual([-5, 5, -5, 5]);
  });

  it('S08 Re + keine 90 failed, Kontra 125 → −6 (refutation 120 against keine 90)', () => {
    const o = run('round\n re A C\n announce A no90\n cards re 115\n');
    expect(row(o)).toEqual([-6, 6, -6, 6]);
    expect(o.rounds[0].breakdown.map((b) => b.item)).toContain('120 against keine 90');
  });

  it('S10 schwarz announced and made, 240:0 (12:0) → +11', () => {
    expect(row(run('round\n re A B\n announce A black\n cards re 240\n tricks re 12\n'))).toEqual([11, 11, -11, -11]);
  });

  it('S13 one fox each cancels → +1', () => {
    const o = run('round\n re A C\n cards re 140\n extras A fox\n extras D fox\n');
    expect(row(o)).toEqual([1, -1, 1, -1]);
    const fox = o.rounds[0].breakdown.find((b) => b.item === 'fox caught by Kontra');
    expect(fox).toMatchObject({ points: -1, side: 'kontra' });
  });

  it('S15 Doppelkopf for the loser: Kontra 1 + gegen die Alten 1 − Doppelkopf 1 → −1', () => {
    expect(row(run('round\n re A B\n cards re 110\n extras A doppelkopf\n'))).toEqual([-1, -1, 1, 1]);
  });

  it('S17 queens solo won 185:55 with Re → V 5, soloist +15 (fox ignored, warned)', () => {
    const o = run('round\n solo A queens\n announce A\n cards re 185\n extras A fox\n');
    expect(row(o)).toEqual([15, -5, -5, -5]);
    expect(o.rounds[0].breakdown.find((b) => b.item === 'solo')).toMatchObject({ item: 'solo', factor: 3 });
    expect(codes(o)).toEqual(['specials-in-solo']);
  });

  it('S20 silent marriage 216:24 with a Kontra trick → V 6 (not schwarz), +18/−6', () => {
    const o = run('round\n silent-marriage A\n announce A\n cards re 216\n tricks kontra 1\n extras A fox\n');
    expect(row(o)).toEqual([18, -6, -6, -6]);
    expect(o.rounds[0].doppelkopf?.gameType).toBe('silent-marriage');
  });

  it('S22 marriage without partner = diamonds solo, 140:100 → +3/−1 (fox ignored)', () => {
    const o = run('round\n marriage A alone\n cards re 140\n extras A fox\n');
    expect(row(o)).toEqual([3, -1, -1, -1]);
    expect(o.rounds[0].doppelkopf).toMatchObject({ gameType: 'marriage-alone', soloKind: 'diamonds', soloist: 'A' });
  });

  it('S24a bock ×2 in the game after S03 → ±4', () => {
    const o = run('set bock on\nround\n re A B\n cards re 120\nround\n re A C\n cards re 151\n');
    expect(row(o, 1)).toEqual([-2, -2, 2, 2]); // the triggering game is not multiplied
    expect(row(o, 2)).toEqual([4, -4, 4, -4]);
  });

  it('S26 only Kontra, Kontra wins 160 → −5 (= B24 example 1)', () => {
    expect(row(run('round\n re A B\n announce C\n cards re 80\n'))).toEqual([-5, -5, 5, 5]);
  });

  it('S28 no winner (TSR 7.1.4): both keine 60, 170:70 → Re 3', () => {
    const o = run('round\n re A C\n announce A no60\n announce B no60\n cards re 170\n');
    expect(row(o)).toEqual([3, -3, 3, -3]);
    expect(o.rounds[0].outcome).toBe('none');
    expect(o.rounds[0].breakdown.map((b) => b.item)).toEqual([
      'unter 90',
      '120 against keine 90',
      '90 against keine 60',
    ]);
  });

  it('S30 refutation for each implied Absage: Kontra keine 60, Re 125 → +7 (D6)', () => {
    expect(row(run('round\n re A C\n announce B no60\n cards re 125\n'))).toEqual([7, -7, 7, -7]);
  });

  it('S31 netting flips the sign: Re 121:119 but Kontra caught both foxes → Re −1 (D3)', () => {
    expect(row(run('round\n re A C\n cards re 121\n extras kontra fox fox\n'))).toEqual([-1, 1, -1, 1]);
  });

  it("S32 the partner's fox is no fox: 130:110 → +1", () => {
    expect(row(run('round\n re A C\n cards re 130\n'))).toEqual([1, -1, 1, -1]);
  });
});

describe('§8 settlement example (S01, S02, S17, S12 at 10 ct)', () => {
  it('totals A +17 B −11 C +1 D −7; B→A 1.10, D→A 0.60, D→C 0.10', () => {
    const o = run(
      'game doppelkopf\nplayers A B C D\nstake 0.10 EUR\n' +
        'round\n re A C\n cards re 151\n' +
        'round\n re A B\n cards re 119\n' +
        'round\n solo A queens\n announce A\n cards re 185\n' +
        'round\n score A +2 B -2 C +2 D -2\n' +
        ' total A 17 B -11 C 1 D -7\n',
    );
    expect(o.problems).toEqual([]);
    expect(o.totals).toEqual({ A: 17, B: -11, C: 1, D: -7 });
    expect(o.settlement.money).toEqual({ A: 170, B: -110, C: 10, D: -70 });
    expect(o.settlement.transfers).toEqual([
      { from: 'B', to: 'A', cents: 110 },
      { from: 'D', to: 'A', cents: 60 },
      { from: 'D', to: 'C', cents: 10 },
    ]);
  });
});

describe('§12.2 validator inputs', () => {
  it('X1 card points 125:120 → cards-sum error, round not scored', () => {
    const o = run('round\n re A C\n cards re 125 kontra 120\n');
    expect(codes(o)).toEqual(['cards-sum']);
    expect(o.problems[0].message).toContain('245');
    expect(o.rounds[0].outcome).toBe('unscored');
    expect(o.rounds[0].scores).toEqual({});
    // the range covers both numbers: "125 kontra 120" on line 4 (0-based 4)
    expect(o.problems[0].range).toEqual({ start: { line: 4, character: 10 }, end: { line: 4, character: 24 } });
  });

  it('X2 three foxes → too-many-foxes on the third', () => {
    const o = run('round\n re A C\n cards re 151\n extras re fox fox fox\n');
    expect(codes(o)).toEqual(['too-many-foxes']);
    expect(o.problems[0].range.start.character).toBe(19);
  });

  it('X3 240:0 but Kontra won a trick: not schwarz → levels to unter 30 only, +4; a stated schwarz +5 is wrong', () => {
    const o = run('round\n re A C\n cards re 240\n tricks kontra 1\n score A +5 B -5 C +5 D -5\n');
    expect(row(o)).toEqual([4, -4, 4, -4]);
    expect(codes(o)).toEqual(['schwarz-claim', 'score-mismatch']);
    expect(o.problems[0].severity).toBe('info');
  });

  it('X3 with schwarz announced: Kontra 0 card points but a trick wins against it → −8, warning', () => {
    // Kontra: won 1, Re announced 2, Re's keine 90/60/30/schwarz 4, gegen die Alten 1 = 8; no refutation with 0 card
    // points.
    const o = run('round\n re A C\n announce A black\n cards re 240\n tricks kontra 1\n');
    expect(row(o)).toEqual([-8, 8, -8, 8]);
    expect(o.problems.map((p) => [p.code, p.severity])).toEqual([['schwarz-claim', 'warning']]);
  });

  it('X4 row +3 +3 −3 −2 → row-sum error', () => {
    const o = run('round\n score A +3 B +3 C -3 D -2\n');
    expect(codes(o)).toEqual(['row-sum']);
    expect(o.rounds[0].outcome).toBe('recorded');
  });

  it('X5 five Doppelkopf tricks → too-many-doppelkopf', () => {
    expect(
      codes(
        run(
          'round\n re A C\n cards re 200\n extras re doppelkopf doppelkopf doppelkopf\n extras kontra doppelkopf ' +
            'doppelkopf\n',
        ),
      ),
    ).toEqual(['too-many-doppelkopf']);
  });

  it('X6 Karlchen twice → karlchen-twice', () => {
    expect(codes(run('round\n re A C\n cards re 151\n extras re karlchen\n extras kontra karlchen\n'))).toEqual([
      'karlchen-twice',
    ]);
  });

  it('X7 special points in a solo under ddv → warning, not counted', () => {
    const o = run('round\n solo B clubs\n cards re 151\n extras re doppelkopf karlchen\n');
    expect(row(o)).toEqual([-2, 6, -2, -2]);
    expect(o.problems.map((p) => [p.code, p.severity])).toEqual([
      ['specials-in-solo', 'warning'],
      ['specials-in-solo', 'warning'],
    ]);
  });

  it('X8 logged 4 for S07 → score-mismatch, computed 5', () => {
    const o = run('round\n re A C\n announce A no90\n cards re 140\n score A -4 B +4 C -4 D +4\n');
    expect(codes(o)).toEqual(['score-mismatch']);
    expect(o.problems[0].message).toBe(
      'stated A -4 B +4 C -4 D +4, computed A -5 B +5 C -5 D +5: Kontra scores 5 = won 1 + Re announced 2 + keine ' +
        '90 announced by Re 1 + gegen die Alten 1',
    );
  });

  it('X9 solo row +3 −1 −1 −2 → row-sum error', () => {
    expect(codes(run('round\n score A +3 B -1 C -1 D -2\n'))).toEqual(['row-sum']);
  });

  it('X10 keine 60 without Re/keine 90 counts as implied: 190:50 → +7', () => {
    // won 1 + unter 90 + unter 60 + Re 2 + keine 90 1 + keine 60 1 = 7
    expect(row(run('round\n re A C\n announce re no60\n cards re 190\n'))).toEqual([7, -7, 7, -7]);
  });

  it('X11 running totals A+17 B−11 C+1 D−6 → total-mismatch, sum +1', () => {
    const o = run(
      'round\n re A C\n cards re 151\nround\n re A B\n cards re 119\nround\n solo A queens\n announce A\n cards ' +
        're 185\n' +
        'round\n score A +2 B -2 C +2 D -2\n total A 17 B -11 C 1 D -6\n',
    );
    expect(codes(o)).toEqual(['total-mismatch']);
    expect(o.problems[0].message).toBe(
      'stated total D -6, computed -7 = -5 after round 3 - 2 in round 4 (the stated totals add up to +1, not 0); ' +
        'no single slip explains it: the sheet differs by D +1 since the start of the sheet.',
    );
    expect(o.problems[0].fix?.edits[0].newText).toBe('A 17 B -11 C 1 D -7');
  });

  it(
    'X12 Kontra logged as winner at 120:120 with only Kontra announced → error under ddv, fine with kontra-only ' +
      '120',
    () => {
      const text = 'round\n re A B\n announce C\n cards re 120\n score A -4 B -4 C +4 D +4\n';
      expect(codes(run(text))).toEqual(['score-mismatch']);
      expect(codes(run('game doppelkopf\nplayers A B C D\nset kontra-only 120\n' + text))).toEqual([]);
    },
  );
});
