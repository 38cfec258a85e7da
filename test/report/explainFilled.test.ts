// `explain` names the points a partial Doppelkopf row left out and the round filled in, on a line of its own under the
// scores (the game's report hook gives it: GameReport.filledLine).
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import { explainAnalysis } from '../../src/report/explain';

// Re is Ben and Clara; the row gives Ben +6 alone. Re won 6: Clara, Ben's partner, +6; Kontra (Anna, Dora) −6 each.
const SHEET = 'game doppelkopf\nplayers Anna Ben Clara Dora\nround\n re Ben Clara\n score Ben +6\n';

describe('explain: the filled-in part of a partial row', () => {
  it('lists the players the row left out, after the scores and before the running totals', () => {
    const lines = explainAnalysis(analyzeScore(SHEET)).text.split('\n');
    expect(lines.slice(-3)).toEqual([
      '  scores:  Anna −6  Ben +6  Clara +6  Dora −6',
      '  filled in: Anna −6  Clara +6  Dora −6',
      '  running: Anna −6  Ben +6  Clara +6  Dora −6',
    ]);
  });
  it('in German and French too', () => {
    expect(explainAnalysis(analyzeScore(SHEET), undefined, 'de').text).toContain(
      '\n  ergänzt: Anna −6  Clara +6  Dora −6\n',
    );
    expect(explainAnalysis(analyzeScore(SHEET), undefined, 'fr').text).toMatch(
      /\n {2}\S.*: Anna −6 {2}Clara \+6 {2}Dora −6\n/,
    );
  });
  it('a full row has no such line', () => {
    const full = SHEET.replace(' score Ben +6\n', ' score Anna -6 Ben +6 Clara +6 Dora -6\n');
    expect(explainAnalysis(analyzeScore(full)).text).not.toContain('filled in');
  });
});
