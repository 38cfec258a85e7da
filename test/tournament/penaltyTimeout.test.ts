// A Doppelkopf tournament with a penalty and a timeout in one (issue 33, "Done when"): 9 players, 2 series, a table of
// five in each, series 2's table 2 stopped by the clock after three games and a penalty block written after its
// `timeout` line (fixtures.ts: DK_PENALTY_FOLDER). Worked by hand below; the editor's path (each list analysed by the
// incremental analyser under the inherited lines and handed to the ledger) gives the same tournament.

import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../src/analysis/analyze';
import { createTournamentLedger, toNumber, type Tournament } from '../../src/tournament';
import { DK_PENALTY_FOLDER, type Folder } from './fixtures';

function settle(folder: Folder): Tournament {
  const ledger = createTournamentLedger();
  for (const [file, text] of Object.entries(folder)) ledger.update(file, text);
  return ledger.tournament()!;
}

/** The same folder as the editor builds it: tournament.score's text, each list's incremental analysis. */
function settleAsEditor(folder: Folder): Tournament {
  const ledger = createTournamentLedger();
  ledger.update('tournament.score', folder['tournament.score']);
  const inherit = ledger.settings()!.inherit;
  for (const [file, text] of Object.entries(folder)) {
    if (file === 'tournament.score') continue;
    const [a] = createAnalyzer('score').analyze(text, inherit);
    ledger.updateAnalysis(file, a, inherit, text);
  }
  return ledger.tournament()!;
}

/*
 As DK_FOLDER (standings.test.ts) but for series 2, table 2: Anna 6, Fritz 2, Hanna −4, Dora −4 → places 1, 2, 3, 3;
 placement points 3, 1, and Hanna and Dora share places 3–4: (−1 − 3) / 2 = −2.

   player   placement          points
   Ben      0 + 4  =  4        0 + 3  =  3
   Fritz    0 + 1  =  1        0 + 2  =  2
   Clara    0 + 1  =  1        0 + 1  =  1
   Emil     3 − 2  =  1        1 + 0  =  1
   Dora     3 − 2  =  1        2 − 4  = −2
   Hanna    3 − 2  =  1        1 − 4  = −3
   Anna    −3 + 3  =  0       −2 + 6  =  4
   Ilse    −3 + 1  = −2       −1 + 1  =  0
   Gerd    −3 − 4  = −7       −1 − 5  = −6

 ranking placement, tiebreak points: Ben 1; five on placement 1 ranked by points: Fritz 2, Clara and Emil level (1)
 share rank 3, Dora 5, Hanna 6; Anna 7, Ilse 8, Gerd 9.
 Money: 90.00 EUR in; 45.00, 27.00, 18.00 out; Clara and Emil share places 3–4: 9.00 each. Money = prize − 10.00.
*/
describe('a Doppelkopf tournament with a penalty after a timeout', () => {
  const t = settle(DK_PENALTY_FOLDER);

  it('no problems: three games are allowed by the timeout, and the penalty block after it is no game', () => {
    expect(t.problems).toEqual([]);
  });

  it('the table stopped by the clock: its totals with the penalty, places and shared placement points', () => {
    const table = t.series[1].tables[1];
    expect([table.table, table.timeout, table.totals, table.places]).toEqual([
      2,
      true,
      { Anna: 6, Fritz: 2, Hanna: -4, Dora: -4 },
      { Anna: 1, Fritz: 2, Hanna: 3, Dora: 3 },
    ]);
    expect(Object.fromEntries(Object.entries(table.placement).map(([k, v]) => [k, toNumber(v)]))).toEqual({
      Anna: 3,
      Fritz: 1,
      Hanna: -2,
      Dora: -2,
    });
  });

  it('ranks, keys and points: Clara and Emil share rank 3', () => {
    expect(t.standings.map((s) => [s.rank, s.name, toNumber(s.key), s.points])).toEqual([
      [1, 'Ben', 4, 3],
      [2, 'Fritz', 1, 2],
      [3, 'Clara', 1, 1],
      [3, 'Emil', 1, 1],
      [5, 'Dora', 1, -2],
      [6, 'Hanna', 1, -3],
      [7, 'Anna', 0, 4],
      [8, 'Ilse', -2, 0],
      [9, 'Gerd', -7, -6],
    ]);
  });

  it('prizes to the cent: 45.00, 27.00, and 9.00 each for the shared third place', () => {
    expect(t.standings.map((s) => [s.name, s.prize, s.money])).toEqual([
      ['Ben', 4500, 3500],
      ['Fritz', 2700, 1700],
      ['Clara', 900, -100],
      ['Emil', 900, -100],
      ['Dora', 0, -1000],
      ['Hanna', 0, -1000],
      ['Anna', 0, -1000],
      ['Ilse', 0, -1000],
      ['Gerd', 0, -1000],
    ]);
    expect(t.money).toMatchObject({ poolCents: 9000, prizeCents: [4500, 2700, 1800], paidCents: 9000 });
  });

  it('statistics: the penalty line Fritz paid and the penalty points of the table, beside the games', () => {
    const stats = Object.fromEntries(t.stats.map((l) => [l.name, l.stats]));
    // Anna: series 1 won R1 and R3 of four, series 2 won R1 (schwarz) and R2 of three; +1 penalty point.
    expect(stats.Anna).toEqual({
      games: 7,
      won: 4,
      lost: 3,
      'schwarz-for': 1,
      'schwarz-against': 0,
      solos: 0,
      'solos-won': 0,
      penalties: 0,
      'penalty-points': 1,
    });
    expect(t.stats.map((l) => [l.name, l.stats.penalties, l.stats['penalty-points']])).toEqual([
      ['Anna', 0, 1],
      ['Ben', 0, 0],
      ['Clara', 0, 0],
      ['Dora', 0, 1],
      ['Emil', 0, 0],
      ['Fritz', 1, -3],
      ['Gerd', 0, 0],
      ['Hanna', 0, 1],
      ['Ilse', 0, 0],
    ]);
  });

  it('the editor’s path (incremental analyses under the inherited lines) gives the same tournament', () => {
    expect(settleAsEditor(DK_PENALTY_FOLDER)).toEqual(t);
  });
});
