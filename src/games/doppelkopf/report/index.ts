// Doppelkopf's reports: its settlement tables, a round's facts and working, its part of `settle --json`, what-if notes.

import { msg } from '../../../messages';
import type { GameReport } from '../../game';
import { dutyMessages, dutySolos } from './dutySolos';
import { working, sideName } from './explain';
import { penaltiesJson, penaltyBeside } from './penalties';
import { roundFacts, tableFacts } from './facts';
import { doppelkopfSettlement } from './settlement';
import { doppelkopfWhatIf } from './whatIf';

export const doppelkopfReport: GameReport = {
  // Doppelkopf settles players: their money and statistics (no games, no teams).
  csvTables: ['rounds', 'transfers', 'money', 'players'],
  settleHelp: msg('help.settle.doppelkopf'),
  settlement: doppelkopfSettlement,
  settlementJson: (sheet) => {
    const duty = dutySolos(sheet);
    return {
      ...(sheet.settlement.players ? { players: sheet.settlement.players } : {}),
      // With `set duty-solo on`: who still owes a duty solo, and per series who played and who owed one.
      ...(duty ? { dutySolos: duty } : {}),
    };
  },
  roundFacts,
  tableFacts,
  working,
  sideName,
  besidePoints: penaltyBeside,
  filledLine: (row) => msg('dk.filled', { row }),
  sheetNotes: (sheet) => {
    const duty = dutySolos(sheet);
    return duty ? dutyMessages(duty) : [];
  },
  whatIf: doppelkopfWhatIf,
  json: penaltiesJson,
};
