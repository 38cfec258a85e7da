// Issue 14, "done when": the evening of examples/doppelkopf-evening.score written the paper way
// (examples/doppelkopf-paper.score: only `won` lines and short `score` rows, no card points) checks clean,
// settles and shows statistics exactly as the file that counts the Augen.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../../src/analysis/analyze';
import { doppelkopfEvening, doppelkopfRoundStats } from '../../../src/games/doppelkopf/season/stats';

const full = analyzeScore(readFileSync('examples/doppelkopf-evening.score', 'utf8'));
const paper = analyzeScore(readFileSync('examples/doppelkopf-paper.score', 'utf8'));
const paperText = readFileSync('examples/doppelkopf-paper.score', 'utf8');

describe('examples/doppelkopf-paper.score against examples/doppelkopf-evening.score', () => {
  it('is written without card points, tricks, announcements or special points', () => {
    expect(paperText).not.toMatch(/^\s*(cards|augen|tricks|announce|extras|trick|hand)\b/m);
  });
  it('checks clean (no missing-cards, no bock-mismatch, every total agrees)', () => {
    expect(paper.problems.map((p) => `${p.code}: ${p.message}`)).toEqual([]);
  });
  it('every round scores the same points, with the same running totals', () => {
    expect(paper.rounds.map((r) => r.scores)).toEqual(full.rounds.map((r) => r.scores));
    expect(paper.rounds.map((r) => r.running)).toEqual(full.rounds.map((r) => r.running));
    // The hand-kept sheet's last line, as in evening.test.ts.
    expect(paper.totals).toEqual({ Anna: 9, Ben: -27, Clara: -7, Dora: 25 });
  });
  it('the same bock factors and winners round by round', () => {
    expect(paper.rounds.map((r) => r.doppelkopf?.bock ?? 1)).toEqual(full.rounds.map((r) => r.doppelkopf?.bock ?? 1));
    expect(paper.rounds.map((r) => r.outcome)).toEqual(full.rounds.map((r) => r.outcome));
  });
  it('settles the same: money, who pays whom, the top of the sheet, per-player statistics', () => {
    const { rules: _a, ...p } = paper.settlement;
    const { rules: _b, ...f } = full.settlement;
    expect(p).toEqual(f);
    expect(paper.settlement.money).toEqual({ Anna: 45, Ben: -135, Clara: -35, Dora: 125 });
  });
  it('the season statistics read from it are the same (games, wins, as Re / as Kontra, solos, partners)', () => {
    const counting = 'plus-minus';
    expect(paper.rounds.map((r) => doppelkopfRoundStats(r, counting))).toEqual(
      full.rounds.map((r) => doppelkopfRoundStats(r, counting)),
    );
    const players = ['Anna', 'Ben', 'Clara', 'Dora'];
    expect(doppelkopfEvening(players, paper.rounds, paper.settlement)).toEqual(
      doppelkopfEvening(players, full.rounds, full.settlement),
    );
  });
  it('the short rows are filled in where the parties or the row’s shape decide (hand-worked)', () => {
    // Round 10: re Ben Clara, score Ben +6 → Clara +6, Anna and Dora −6.
    expect(paper.rounds[9].filled).toEqual({ Anna: -6, Clara: 6, Dora: -6 });
    // Round 14: Anna +3 Dora +3 → two winners, Ben and Clara −3.
    expect(paper.rounds[13].filled).toEqual({ Ben: -3, Clara: -3 });
    // Round 22: solo Clara, score Clara +30 → V = 10 (bock ×2 included), each opponent −10.
    expect(paper.rounds[21].filled).toEqual({ Anna: -10, Ben: -10, Dora: -10 });
    // Round 26: three of four named → Dora +2 balances the row.
    expect(paper.rounds[25].filled).toEqual({ Dora: 2 });
  });
});
