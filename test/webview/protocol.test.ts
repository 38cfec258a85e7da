// The wire contract: toSettlementModel projects an analysis to the view's columns; message guards reject junk;
// the chart's downsampling is bounded and keeps every series' peaks.

import { describe, expect, it } from 'vitest';
import type { RoundResult, Settlement } from '../../src/engine/model';
import type { Problem } from '../../src/format/types';
import { isHostMessage, isViewMessage } from '../../src/protocol';
import { changedRows, roundWorking, toSettlementModel, type AnalysisLike } from '../../src/view/model';
import { buildChart, niceStep, sampleIndices } from '../../webview/chart';
import { money, signed } from '../../webview/format';

function round(
  index: number,
  line: number,
  scores: Record<string, number>,
  running: Record<string, number>,
  errors = 0,
): RoundResult {
  return {
    index,
    line,
    range: { start: { line, character: 0 }, end: { line: line + 2, character: 0 } },
    outcome: 're',
    scores,
    running,
    breakdown: [{ item: 'won', points: 1 }],
    summary: `round ${index}`,
    errors,
    doppelkopf: {
      gameType: 'normal',
      duty: false,
      re: ['A', 'C'],
      kontra: ['B', 'D'],
      out: [],
      value: 1,
      bock: 1,
      announcements: [],
      triggersBock: 0,
    },
  };
}

const problem = (line: number, severity: Problem['severity'], message: string): Problem => ({
  code: 'x',
  severity,
  message,
  range: { start: { line, character: 2 }, end: { line, character: 5 } },
});

const settlement: Settlement = {
  game: 'doppelkopf',
  title: 'T',
  rules: { preset: 'ddv', switches: [{ key: 'bock', value: 'on', set: true }] },
  names: ['A', 'B', 'C', 'D', 'E'],
  totals: { A: 2, B: -2, C: 2, D: -2, E: 0 },
  money: { A: 10, B: -10, C: 10, D: -10, E: 0 },
  currency: 'EUR',
  stakeCents: 5,
  transfers: [{ from: 'B', to: 'A', cents: 10 }],
  players: [{ name: 'A', games: 1, wins: 1, solos: 0, solosWon: 0, dutySolos: 0 }],
};

describe('toSettlementModel (the update carries only what the view shows)', () => {
  const analysis: AnalysisLike = {
    game: 'doppelkopf',
    // E sits out round 1: no score for E (shown as a dash), running 0.
    rounds: [
      round(1, 6, { A: 1, B: -1, C: 1, D: -1 }, { A: 1, B: -1, C: 1, D: -1, E: 0 }, 1),
      round(2, 10, { A: 1, B: -1, C: 1, D: -1, E: 0 }, { A: 2, B: -2, C: 2, D: -2, E: 0 }),
    ],
    problems: [
      problem(0, 'error', 'header'),
      problem(7, 'error', 'bad score'),
      problem(8, 'warning', 'odd'),
      problem(11, 'warning', 'late'),
      problem(12, 'info', 'fyi'),
    ],
    settlement,
  };
  const m = toSettlementModel(analysis, 'e.score');

  it('aligns per-name numbers with the names; a missing score is null, not 0', () => {
    expect(m.names).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(m.rounds[0].points).toEqual([1, -1, 1, -1, null]);
    expect(m.rounds[1].points).toEqual([1, -1, 1, -1, 0]);
    expect(m.rounds[1].running).toEqual([2, -2, 2, -2, 0]);
    expect(m.totals).toEqual([2, -2, 2, -2, 0]);
    expect(m.money).toEqual([10, -10, 10, -10, 0]);
  });

  it('attributes problems to the round whose lines contain them (header problems to none); info is not flagged', () => {
    expect([m.rounds[0].errors, m.rounds[0].warnings, m.rounds[0].messages]).toEqual([1, 1, ['bad score', 'odd']]);
    expect([m.rounds[1].errors, m.rounds[1].warnings, m.rounds[1].messages]).toEqual([0, 1, ['late']]);
    expect([m.errors, m.warnings]).toEqual([2, 2]);
  });

  it('drops what the view never shows: ranges, breakdowns, the parse tree', () => {
    const json = JSON.stringify(m);
    expect(json).not.toMatch(/"range"|"breakdown"|"triggersBock"|"document"|"kontra":/);
    expect(m.switches).toEqual([
      { key: 'bock', value: 'on', set: true, describe: 'bock rounds double the value of the next games' },
    ]);
  });

  it('keeps "no game line" visible instead of defaulting to the settlement\'s game', () => {
    expect(toSettlementModel({ ...analysis, game: undefined }, 'e.score').game).toBeUndefined();
  });
});

describe('a light model: the working on request, updates from the first changed row', () => {
  const rounds = () => [
    round(1, 6, { A: 1, B: -1, C: 1, D: -1 }, { A: 1, B: -1, C: 1, D: -1, E: 0 }),
    round(2, 10, { A: 1, B: -1, C: 1, D: -1 }, { A: 2, B: -2, C: 2, D: -2, E: 0 }),
    round(3, 14, { A: -1, B: 1, C: -1, D: 1 }, { A: 1, B: -1, C: 1, D: -1, E: 0 }),
  ];
  const analysisOf = (rs: RoundResult[], problems: Problem[] = []): AnalysisLike => ({
    game: 'doppelkopf',
    rounds: rs,
    problems,
    settlement,
  });

  it("carries no round's working: it is explained on request, by round number", () => {
    const a = analysisOf(rounds());
    expect(JSON.stringify(toSettlementModel(a, 'e.score'))).not.toContain('working');
    // The working starts with the round's number, its line (1-based) and its summary, as `scoresheet explain`.
    expect(roundWorking(a, 2)).toMatch(/^Round 2 \(line 11\): round 2/);
    expect(roundWorking(a, 4)).toBeUndefined();
    expect(roundWorking(a, 0)).toBeUndefined();
  });

  it('an unchanged analysis changes no row; a new problem in round 2 changes round 2 alone', () => {
    const rs = rounds();
    const before = toSettlementModel(analysisOf(rs), 'e.score').rounds;
    const same = toSettlementModel(analysisOf(rs), 'e.score').rounds;
    expect(changedRows(before, same)).toEqual({ keep: 3, tail: 0 });
    // Rounds nobody touched are the same row objects from update to update.
    expect(same[0]).toBe(before[0]);
    const flagged = toSettlementModel(analysisOf(rs, [problem(11, 'error', 'bad')]), 'e.score').rounds;
    expect(changedRows(before, flagged)).toEqual({ keep: 1, tail: 1 });
    expect([flagged[1].errors, flagged[1].messages]).toEqual([1, ['bad']]);
  });

  it('a round the analyser kept but moved (line and running totals changed in place) is projected anew', () => {
    const rs = rounds();
    const before = toSettlementModel(analysisOf(rs), 'e.score').rounds;
    // A line added above round 3, and round 2 scored differently: round 3 keeps its object, moved.
    rs[2].line = 15;
    rs[2].running = { A: 3, B: -3, C: 3, D: -3, E: 0 };
    const after = toSettlementModel(analysisOf(rs), 'e.score').rounds;
    expect(changedRows(before, after)).toEqual({ keep: 2, tail: 0 });
    expect(after[2].line).toBe(15);
    expect(after[2].running).toEqual([3, -3, 3, -3, 0]);
    expect(after[2].points).toEqual([-1, 1, -1, 1, null]);
  });

  it('fewer or more rows: what is kept at either end never overlaps', () => {
    const rs = rounds();
    const three = toSettlementModel(analysisOf(rs), 'e.score').rounds;
    const two = toSettlementModel(analysisOf(rs.slice(0, 2)), 'e.score').rounds;
    expect(changedRows(three, two)).toEqual({ keep: 2, tail: 0 });
    expect(changedRows(two, three)).toEqual({ keep: 2, tail: 0 });
    expect(changedRows([], three)).toEqual({ keep: 0, tail: 0 });
    // The first row gone, the others as they were (same number, same line): both are kept at the end.
    const lastTwo = toSettlementModel(analysisOf(rs.slice(1)), 'e.score').rounds;
    expect(changedRows(three, lastTwo)).toEqual({ keep: 0, tail: 2 });
    // The same row at both ends of a one-row sheet is kept once.
    const one = toSettlementModel(analysisOf(rs.slice(0, 1)), 'e.score').rounds;
    expect(changedRows(one, one)).toEqual({ keep: 1, tail: 0 });
  });

  it('the same round in another language is another row', () => {
    const rs = rounds();
    rs[0].summaryMsg = undefined;
    const en = toSettlementModel(analysisOf(rs), 'e.score', 'en').rounds;
    const de = toSettlementModel(analysisOf(rs), 'e.score', 'de').rounds;
    expect(de[0]).not.toBe(en[0]);
  });
});

describe('message guards', () => {
  it("accepts the view's messages and rejects malformed ones", () => {
    expect(isViewMessage({ type: 'ready' })).toBe(true);
    expect(isViewMessage({ type: 'reveal', source: 'file:///a', line: 3 })).toBe(true);
    expect(isViewMessage({ type: 'reveal', source: 'file:///a', line: 1.5 })).toBe(false);
    expect(isViewMessage({ type: 'reveal', source: 'file:///a', line: -1 })).toBe(false);
    expect(isViewMessage({ type: 'copyMarkdown' })).toBe(false);
    expect(isViewMessage({ type: 'exportCsv', source: 'file:///a' })).toBe(true);
    expect(isViewMessage({ type: 'eval', code: '1' })).toBe(false);
    expect(isViewMessage(null)).toBe(false);
    expect(isHostMessage({ type: 'noDocument', locked: false })).toBe(true);
    expect(isHostMessage({ type: 'other' })).toBe(false);
  });

  it('explainRound names the document, block, version and a round number; roundWorking answers it', () => {
    const ask = { type: 'explainRound', source: 'file:///a', block: 0, version: 3, index: 2 };
    expect(isViewMessage(ask)).toBe(true);
    expect(isViewMessage({ ...ask, block: undefined })).toBe(true);
    expect(isViewMessage({ ...ask, index: -1 })).toBe(false);
    expect(isViewMessage({ ...ask, index: 1.5 })).toBe(false);
    expect(isViewMessage({ ...ask, block: 'x' })).toBe(false);
    expect(isViewMessage({ ...ask, version: '3' })).toBe(false);
    expect(isHostMessage({ type: 'roundWorking', source: 'file:///a', version: 3, index: 2, working: 'w' })).toBe(true);
  });
});

describe('chart geometry', () => {
  it('draws every round while there are few', () => {
    expect(sampleIndices([[1, 2, 3]], 3, 400)).toEqual([0, 1, 2]);
  });

  it("bounds the points for 10,000 rounds and keeps each series' highest and lowest round", () => {
    const n = 10_000;
    const a = Array.from({ length: n }, (_, i) => Math.round(Math.sin(i / 300) * 50));
    const b = Array.from({ length: n }, (_, i) => -a[i]);
    a[4321] = 999; // a spike
    b[777] = -999;
    const idx = sampleIndices([a, b], n, 400);
    expect(idx.length).toBeLessThanOrEqual(400);
    expect(idx).toContain(4321);
    expect(idx).toContain(777);
    expect(idx[0]).toBe(0);
    expect(idx.at(-1)).toBe(n - 1);
    expect([...idx].sort((x, y) => x - y)).toEqual(idx);
  });

  it('nice steps are 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(40, 4)).toBe(10);
    expect(niceStep(1000, 4)).toBe(250);
    expect(niceStep(7, 4)).toBe(2);
    expect(niceStep(0, 4)).toBe(1);
  });

  it('starts each line at round 0 with total 0 and puts zero on a tick', () => {
    const g = buildChart({ series: [[2, 10, 5]], rounds: [1, 2, 3], width: 400, height: 200 });
    expect(g.paths[0].startsWith(`M${g.plot.left} ${g.zeroY}`)).toBe(true);
    expect(g.yTicks.map((t) => t.label)).toContain(0);
    expect(g.xTicks.at(-1)!.label).toBe(3);
    expect(g.shown).toBe(3);
  });
});

describe('number formatting', () => {
  it('uses a true minus sign and two-decimal money', () => {
    expect(signed(3)).toBe('+3');
    expect(signed(-3)).toBe('\u22123');
    expect(signed(0)).toBe('0');
    expect(money(85, 'EUR')).toBe('0.85 EUR');
    expect(money(-1205, '€', true)).toBe('\u221212.05 €');
    expect(money(5, undefined, true)).toBe('+0.05');
  });
});
