// Belote's and Coinche's reports: the settlement's tables, a round's facts, their part of `settle --json`, and how a
// what-if comparison reads them (by the games won and every game's points).

import { msg } from '../../../messages';
import type { GameReport } from '../../game';
import { roundFacts } from './facts';
import { gamesWon, teamPoints } from './points';
import { beloteSettlement } from './settlement';

const NONE: ReadonlySet<string> = new Set();

export const beloteReport: GameReport = {
  // Belote and Coinche settle teams and games.
  csvTables: ['rounds', 'transfers', 'games', 'teams', 'money'],
  settleHelp: msg('help.settle.belote'),
  settlement: beloteSettlement,
  settlementJson: ({ settlement: s }) => ({
    ...(s.games ? { games: s.games } : {}),
    ...(s.teams ? { teams: s.teams } : {}),
  }),
  roundFacts,
  tableFacts: () => [],
  working: () => undefined,
  sideName: (side) => side,
  sheetNotes: () => [],
  whatIf: {
    // A sheet's totals are those of its last game, perhaps one just begun: what decides the evening is compared
    // instead, the games won, and the points of every game added up.
    points: (sheet) => teamPoints(sheet.settlement),
    gamesWon,
    notes: () => [],
    legend: [msg('whatif.note.games')],
    tableKeys: NONE,
    wonKeys: NONE,
    // A Belote breakdown is worked out when read: no round writes a value as its outcome.
    written: () => undefined,
  },
};
