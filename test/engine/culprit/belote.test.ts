// Belote: the slips that apply to a team sheet — a round left out, counted twice, the two teams swapped.
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../../src/analysis/analyze';

// Round 1: NS 100 EW 62; round 2: NS 40 EW 122 (each a whole deal of 162). Computed after round 2: NS 140, EW 184.
const sheet = (total: string) =>
  'game belote\nplayers Nord Ost Süd West\nteams NS EW\n' +
  'round\n  score NS 100 EW 62\n' +
  `round\n  score NS 40 EW 122\n  total ${total}\n`;

function found(total: string) {
  const a = analyzeScore(sheet(total));
  const mismatch = a.problems.find((p) => p.code === 'total-mismatch');
  expect(mismatch).toBeDefined();
  return { mismatch: mismatch!, info: a.problems.find((p) => p.code === 'total-culprit') };
}

describe('culprit in Belote', () => {
  it('round 1 left out: NS 40 EW 122', () => {
    const { mismatch, info } = found('NS 40 EW 122');
    expect(mismatch.message).toContain('; round 1 left out of the sheet explains exactly this total.');
    expect(info!.range.start.line).toBe(3);
  });
  it('round 2 counted twice: NS 180 EW 306', () => {
    expect(found('NS 180 EW 306').mismatch.message).toContain(
      '; round 2 counted twice on the sheet explains exactly this total.',
    );
  });
  it('the teams swapped in round 2: NS 222 EW 102', () => {
    expect(found('NS 222 EW 102').mismatch.message).toContain(
      '; round 2 with the scores of NS and EW swapped explains exactly this total.',
    );
  });
  it('nothing single: NS 141 EW 184', () => {
    expect(found('NS 141 EW 184').mismatch.message).toContain(
      '; no single slip explains it: the sheet differs by NS +1 since the start of the sheet.',
    );
  });
});
