// The shape of issue 38 (F4): a `total` line after every round and one early slip, so that every total after it
// disagrees and searches back to the last one that agreed. Which totals report what, worked out by hand; the same
// from the one-off check and from an analyser kept between edits (which keeps the search over its window).
import { describe, expect, it } from 'vitest';
import { analyzeScore, createAnalyzer } from '../../../src/analysis/analyze';
import { checkScore } from '../../../src/analysis/check';
import type { Problem } from '../../../src/format/types';
import { HEAD } from './helpers';

// Rows as written (recorded rounds, no slips of their own: left out, twice, signs flipped, two players swapped):
// R1 A +2 B −2 C +2 D −2 · R2 A +1 B +1 C −1 D −1 · R3 A +3 B −3 C −3 D +3 · R4 A −1 B −1 C +1 D +1
// R5 A +1 B +1 C −1 D −1 · R6 A +3 B −3 C +3 D −3 · R7 A −2 B +2 C −2 D +2 · R8 A +2 B +2 C −2 D −2.
// Computed totals: 2 −2 2 −2 · 3 −1 1 −3 · 6 −4 −2 0 · 5 −5 −1 1 · 6 −4 −2 0 · 9 −7 1 −3 · 7 −5 −1 −1 · 9 −3 −3 −3.
// The paper left round 2 out from its total on: each of totals 2–6 is off by −R2 = A −1 B −1 C +1 D +1, which is
// round 2 left out; round 4 counted twice (2 × R4 − R4 = R4) and round 5 left out say the same numbers. Total 7 is
// the computed one again (the paper caught up); total 8 is off by A +1 D −1, which no single slip explains.
const ROWS = [
  'A +2 B -2 C +2 D -2',
  'A +1 B +1 C -1 D -1',
  'A +3 B -3 C -3 D +3',
  'A -1 B -1 C +1 D +1',
  'A +1 B +1 C -1 D -1',
  'A +3 B -3 C +3 D -3',
  'A -2 B +2 C -2 D +2',
  'A +2 B +2 C -2 D -2',
];
const PAPER = [
  'A 2 B -2 C 2 D -2',
  'A 2 B -2 C 2 D -2',
  'A 5 B -5 C -1 D 1',
  'A 4 B -6 C 0 D 2',
  'A 5 B -5 C -1 D 1',
  'A 8 B -8 C 2 D -2',
  'A 7 B -5 C -1 D -1',
  'A 10 B -3 C -3 D -4',
];
// Line 2 + 4k is round k+1's `round` line, line 4 + 4k its total (0-based).
const text = HEAD + ROWS.map((row, k) => `round ${k + 1}\n  score ${row}\n  total ${PAPER[k]}\n`).join('');
const roundLine = (k: number) => 2 + 3 * (k - 1);
const totalLine = (k: number) => 4 + 3 * (k - 1);

const LEFT_OUT = (k: number) => `round ${k} left out of the sheet`;
const TWICE = (k: number) => `round ${k} counted twice on the sheet`;

/** Per total line (1-based round): the mismatch message; per `round` line: the culprit infos there. */
function report(problems: readonly Problem[]) {
  const mismatch = new Map<number, string>();
  const infos: [number, string][] = [];
  for (const p of problems) {
    if (p.code === 'total-mismatch') mismatch.set((p.range.start.line - 4) / 3 + 1, p.message);
    else if (p.code === 'total-culprit') infos.push([p.range.start.line, p.message]);
    else throw new Error(`unexpected ${p.code}: ${p.message}`);
  }
  return { mismatch, infos };
}

describe('a total after every round, one early slip', () => {
  it('each disagreeing total names the latest slip that explains it, and up to two more', () => {
    const { mismatch, infos } = report(analyzeScore(text).problems);
    expect([...mismatch.keys()]).toEqual([2, 3, 4, 5, 6, 8]);
    expect(mismatch.get(2)).toBe(
      `stated total A 2 B -2 C 2 D -2, computed A 3 B -1 C 1 D -3; ${LEFT_OUT(2)} explains exactly this total.`,
    );
    expect(mismatch.get(3)).toBe(
      `stated total A 5 B -5 C -1 D 1, computed A 6 B -4 C -2 D 0; ${LEFT_OUT(2)} explains exactly this total.`,
    );
    expect(mismatch.get(4)).toBe(
      `stated total A 4 B -6 C 0 D 2, computed A 5 B -5 C -1 D 1; ${TWICE(4)} explains exactly this total ` +
        `(so would ${LEFT_OUT(2)}).`,
    );
    expect(mismatch.get(5)).toBe(
      `stated total A 5 B -5 C -1 D 1, computed A 6 B -4 C -2 D 0; ${LEFT_OUT(5)} explains exactly this total ` +
        `(so would ${TWICE(4)} or ${LEFT_OUT(2)}).`,
    );
    // Round 6 has no such slip: the latest three before it.
    expect(mismatch.get(6)).toBe(
      `stated total A 8 B -8 C 2 D -2, computed A 9 B -7 C 1 D -3; ${LEFT_OUT(5)} explains exactly this total ` +
        `(so would ${TWICE(4)} or ${LEFT_OUT(2)}).`,
    );
    // Total 7 agreed: total 8's search starts after it.
    expect(mismatch.get(8)).toBe(
      'stated total A 10 D -4, computed A 9 D -3; no single slip explains it: the sheet differs by A +1 D -1 since ' +
        'the total after round 7, which agreed.',
    );
    // Each explained total puts an info on the round of its first slip, naming the total's (1-based) line.
    const here = (k: number, what: string) =>
      `The total on line ${totalLine(k) + 1} disagrees, and ${what} explains the difference exactly.`;
    expect(infos).toEqual([
      [roundLine(2), here(2, LEFT_OUT(2))],
      [roundLine(2), here(3, LEFT_OUT(2))],
      [roundLine(4), here(4, TWICE(4))],
      [roundLine(5), here(5, LEFT_OUT(5))],
      [roundLine(5), here(6, LEFT_OUT(5))],
    ]);
  });

  it('the one-off check reports the same', () => {
    expect(checkScore(text).problems).toEqual(analyzeScore(text).problems);
  });

  it('an analyser kept between edits reports what a fresh analysis does, typing inside the window and below it', () => {
    // Rounds 1–6: every total from the second on disagrees, one window from round 2 to the end.
    const lines = text.split('\n').slice(0, roundLine(7));
    const edits: ((l: string[]) => void)[] = [
      // Round 6's row typed digit by digit: the search keeps rounds 2–5 and reads round 6 again.
      (l) => (l[roundLine(6) + 1] = '  score A +1 B +1 C -1 D -'),
      (l) => (l[roundLine(6) + 1] = '  score A +1 B +1 C -1 D -1'),
      (l) => (l[roundLine(6) + 1] = '  score A +3 B -3 C +3 D -3'),
      // Round 3's row written in another order (the same points): totals 4–6 find the same slips as before.
      (l) => (l[roundLine(3) + 1] = '  score B -3 A +3 D +3 C -3'),
      // Round 4 no longer counted twice on the paper, and back: totals 4–6 see its new row.
      (l) => (l[roundLine(4) + 1] = '  score A +2 B -2 C -2 D +2'),
      (l) => (l[roundLine(4) + 1] = '  score A -1 B -1 C +1 D +1'),
      // A comment line in round 4: the rounds below move, and their totals name new lines.
      (l) => l.splice(roundLine(4) + 1, 0, '  # from the paper'),
      // A round 7 at the end (computed A 10 B -8 C 0 D -2), its total off by round 2 left out again, then by round
      // 7's signs flipped.
      (l) => l.push('round 7', '  score A +1 B -1 C -1 D +1', '  total A 9 B -9 C 1 D -1'),
      (l) => (l[l.length - 1] = '  total A 8 B -6 C 2 D -4'),
      // Round 2's lines deleted, as the paper left it out: the file agrees with the paper's totals again.
      (l) => l.splice(roundLine(2), 3),
    ];
    const analyzer = createAnalyzer('score');
    analyzer.analyze(lines.join('\n'));
    for (const edit of edits) {
      edit(lines);
      const now = lines.join('\n');
      expect(analyzer.analyze(now)[0].problems).toEqual(analyzeScore(now).problems);
    }
  });

  it('an edit that keeps the points but changes the fix of the slip a later total names', () => {
    // Round 2: Re A B won 3 → A +3 B +3 C −3 D −3; round 3: A +1 B −1 C +1 D −1. The paper has round 2 with its signs
    // flipped from its total on (off by A −6 B −6 C +6 D +6); the fix rewrites round 2's `won` line.
    const lines = [
      ...HEAD.trimEnd().split('\n'),
      'round 1',
      '  score A +2 B -2 C +2 D -2',
      '  total A 2 B -2 C 2 D -2',
      'round 2',
      '  re A B',
      '  won re 3',
      '  total A -1 B -5 C 5 D 1',
      'round 3',
      '  score A +1 B -1 C +1 D -1',
      '  total A 0 B -6 C 6 D 0',
    ];
    const analyzer = createAnalyzer('score');
    const fixOf = (text: string) =>
      analyzer
        .analyze(text)[0]
        .problems.filter((p) => p.code === 'total-culprit')
        .map((p) => p.fix?.title);
    expect(fixOf(lines.join('\n'))).toEqual([
      'Round 2: won kontra 3 (the other side won)',
      'Round 2: won kontra 3 (the other side won)',
    ]);
    // The same winners named by name (round 3 stays on its lines): total 3 finds the same slip, whose fix now names
    // the other players.
    lines.splice(lines.indexOf('  re A B'), 2, '  won A B 3', '  # the winners by name');
    const now = lines.join('\n');
    expect(fixOf(now)).toEqual(['Round 2: won C D 3 (the other side won)', 'Round 2: won C D 3 (the other side won)']);
    expect(analyzer.analyze(now)[0].problems).toEqual(analyzeScore(now).problems);
  });
});
