// The editor's Export Settlement as CSV and Copy Settlement as Markdown with names written to do harm (security
// review 2026-12): the same writers as `scoresheet settle`, so the same protection.

import { afterEach, describe, expect, it } from 'vitest';
import * as stub from '../helpers/vscodeStub';
import { analyzeScore } from '../../src/engine/analyze';
import { exportSettlementCsv } from '../../src/extension/settlement/settlementActions';

/** Re (`=1+2` and Anna) wins 151:89, 2 points each (won 1, Kontra under 90 1) at 0.10 EUR. */
const EVENING = `game doppelkopf
players "=1+2" Anna "@SUM(A1)" "+cmd"
stake 0.10 EUR

round 1
  re "=1+2" Anna
  cards re 151
`;

afterEach(() => {
  stub.env.language = 'en';
  stub.window.saveDialogResult = undefined;
});

describe('Export Settlement as CSV (review F2, I10)', () => {
  it('writes names a spreadsheet would run as formulas as text', async () => {
    stub.window.saveDialogResult = stub.Uri.file('/work/evening.csv');
    await exportSettlementCsv(analyzeScore(EVENING), stub.Uri.file('/work/evening.score') as never);
    const lines = stub.workspace.fs.written.get('file:///work/evening.csv')!.split('\n');
    expect(lines[0]).toBe(
      `round,"'=1+2",Anna,"'@SUM(A1)","'+cmd","'=1+2 total",Anna total,"'@SUM(A1) total","'+cmd total",outcome,summary`,
    );
    expect(lines[3]).toBe('money (EUR),0.20,0.20,-0.20,-0.20,,,,,,');
  });
});
