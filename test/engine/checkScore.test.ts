// The one-off check (issue 12): whatever the sheet, checkScore gives exactly the problems — same order, same content —
// the override problems and the game that a whole analysis (analyzeScore) gives.
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeScore, type RuleOverrides } from '../../src/analysis/analyze';
import { checkScore } from '../../src/analysis/check';
import { prepareGuideBlocks } from '../../src/engine/guide';
import { SYNTAX } from '../../src/games/registry';
import { apply, applyEdit, applyLineEdit, beloteEdit, edit, lineEdit, MOVED, sheet } from '../helpers/sheets';
// @ts-expect-error: a plain script of the benchmark, without types
import { beloteLog, coincheLog, doppelkopfLog } from '../../scripts/bench/logs.mjs';

const log = { doppelkopf: doppelkopfLog, coinche: coincheLog, belote: beloteLog } as Record<
  string,
  (n: number) => string
>;

function expectSame(text: string, firstLine = 0, overrides?: RuleOverrides): void {
  const whole = analyzeScore(text, firstLine, overrides);
  const checked = checkScore(text, firstLine, overrides);
  expect(checked.problems).toEqual(whole.problems);
  expect(checked.overrideProblems).toEqual(whole.overrideProblems);
  expect(checked.game).toBe(whole.game);
}

/** Every text a sequence of edits goes through, from `start`, checked. */
function expectSameAlong<E>(start: string, edits: readonly E[], step: (text: string, e: E) => string): void {
  let text = start;
  expectSame(text);
  for (const e of edits) {
    text = step(text, e);
    expectSame(text);
  }
}

const codes = (text: string, overrides?: RuleOverrides) => checkScore(text, 0, overrides).problems.map((p) => p.code);

const files = (dir: string, ext: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(ext))
    .map((f) => readFileSync(`${dir}/${f}`, 'utf8'));

const EXAMPLES = [
  ...files('examples', '.score'),
  ...files('examples/season-2026', '.score'),
  ...files('test/integration/workspace', '.score'),
  ...files('test/integration/workspace/season', '.score'),
  ...files('test/webview/fixtures', '.score'),
];

/** A `total` line no 1,500 rounds add up to (the running totals grow far beyond these). */
const TOTAL_FAR_OFF: Record<string, string> = {
  doppelkopf: '  total Anna 1 Ben 2 Clara 3 Dora -6',
  coinche: '  total NS 10, EW 20',
  belote: '  total Nord-Süd 10, Ost-West 20',
};

/** `line` inserted after the `round` line of round `round` (1-based). */
function withLine(text: string, round: number, line: string): string {
  const lines = text.split('\n');
  let seen = 0;
  const at = lines.findIndex((l) => /^round\b/.test(l) && ++seen === round);
  lines.splice(at + 1, 0, line);
  return lines.join('\n');
}

describe('checkScore gives what analyzeScore gives', () => {
  it('every bundled example, the test workspaces and every ```score block of the guides', () => {
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(10);
    for (const text of EXAMPLES) expectSame(text);
    for (const guide of files('examples', '.md'))
      for (const b of prepareGuideBlocks(guide, SYNTAX)) expectSame(b.text, b.textFirstLine);
  });

  it('the benchmark logs (2,000 rounds), plain and with a `total` line far off', () => {
    for (const game of ['doppelkopf', 'coinche', 'belote']) {
      const text = log[game](2000);
      expectSame(text);
      // A total far off in round 1,500: every round since the start is in the window of its search for a slip.
      const wrong = withLine(text, 1500, TOTAL_FAR_OFF[game]);
      expect(codes(wrong)).toContain('total-mismatch');
      expectSame(wrong);
    }
  });

  it('a culprit found behind a disagreeing total, lines moved around it', () => {
    // Round 3 has a bock the paper did not count: round 4's total disagrees and the slip is named on round 3.
    expect(codes(MOVED)).toContain('total-culprit');
    expectSame(MOVED);
    fc.assert(
      fc.property(fc.array(lineEdit, { minLength: 1, maxLength: 6 }), (edits) => {
        expectSameAlong(MOVED, edits, applyLineEdit);
      }),
      { numRuns: 150 },
    );
  });

  it('`total` in German or French, in capitals, with marks (composed or not): the window is kept for it', () => {
    for (const word of ['stand', 'CUMUL', 'Tötal', 'to\u0308tal', 'Cümul']) {
      const text = MOVED.replace(/^ {2}total /gm, `  ${word} `);
      expect(codes(text), word).toContain('total-culprit');
      expectSame(text);
    }
  });

  it('totals that agree, then one that does not: the window starts after the last agreeing total', () => {
    const text = [
      'game doppelkopf',
      'players A B C D',
      'round',
      '  score A +2 B +2 C -2 D -2',
      '  total A 2 B 2 C -2 D -2',
      'round',
      '  score A +3 B -3 C +3 D -3',
      'round',
      '  score A +1 B +1 C -1 D -1',
      '  total A 5 B 0 C 0 D -5',
      'round',
      '  score A +4 B -4 C -4 D +4',
      '  total A 9 B -4 C -4 D -1',
    ].join('\n');
    // Round 1 agrees (2 2 -2 -2); after round 3 A has 2+3+1 = 6 and D -6, the paper 5 and -5; after round 4 A has
    // 6+4 = 10 and D -2, the paper 9 and -1: two totals disagree.
    expect(codes(text).filter((c) => c === 'total-mismatch')).toHaveLength(2);
    expectSame(text);
  });

  it('duty solos still owed at the end of the sheet (the sheet as a whole)', () => {
    const head = 'game doppelkopf\nplayers Anna Ben Clara Dora\nset duty-solo on\ndealer Anna\n';
    const text = `${head}round 1\n  solo Anna queens duty\n  cards re 130\nround 2\n  re Ben Clara\n  cards re 121\n`;
    // Ben, Clara and Dora have played no duty solo by the end of the sheet: one warning each, on its last round.
    expect(codes(text).filter((c) => c === 'duty-solo-owed')).toHaveLength(3);
    expectSame(text);
    expectSame(text.replace('set duty-solo on\n', ''));
  });

  it('rule overrides: a preset, switches, and unknown ones (their problems set apart)', () => {
    const text = EXAMPLES[0];
    const overrides: RuleOverrides[] = [
      { preset: 'official' },
      { set: [{ key: 'bock', values: ['on'] }] },
      { preset: 'no-such-preset' },
      { set: [{ key: 'no-such-switch', values: ['on'] }] },
    ];
    for (const o of overrides) {
      expectSame(text, 0, o);
      for (const other of EXAMPLES) expectSame(other, 0, o);
    }
    expect(checkScore(text, 0, overrides[2]).overrideProblems?.length).toBeGreaterThan(0);
  });

  it('sheets without a game, without rounds, empty', () => {
    for (const text of ['', 'players A B C D\nround\n  score A +1', 'game doppelkopf\nplayers A B C D\n', '\uFEFFgame'])
      expectSame(text);
  });

  it('random edits of the examples', () => {
    fc.assert(
      fc.property(fc.constantFrom(...EXAMPLES), fc.array(edit, { minLength: 1, maxLength: 8 }), (start, edits) => {
        expectSameAlong(start, edits, apply);
      }),
      { numRuns: 150 },
    );
  });

  it('Belote and Coinche to a low target: game ends, litige, unscored rounds re-anchored by a total', () => {
    fc.assert(
      fc.property(sheet, fc.array(beloteEdit, { maxLength: 6 }), ({ game, text: start }, edits) => {
        expectSameAlong(start, edits, (text, e) => applyEdit(text, game, e));
      }),
      { numRuns: 150 },
    );
  });
});
