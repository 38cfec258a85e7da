// The reports of `game points`: the settlement's tables, a round's facts (the game it wins), its part of
// `settle --json` (the games, where a target ends them), and what a what-if comparison reads.

import { msg } from '../../../messages';
import type { GameReport } from '../../game';
import { roundFacts } from './facts';
import { pointsSettlement } from './settlement';

const NONE: ReadonlySet<string> = new Set();

export const pointsReport: GameReport = {
  csvTables: ['rounds', 'transfers', 'money', 'games'],
  settleHelp: msg('help.settle.points'),
  settlement: pointsSettlement,
  settlementJson: ({ settlement: s }) => (s.games ? { games: s.games } : {}),
  roundFacts,
  tableFacts: () => [],
  working: () => undefined,
  sideName: (side) => side,
  sheetNotes: () => [],
  whatIf: {
    // The evening's points: every game's totals added up (the analysis's totals are those of the last game).
    points: (sheet) => sheet.settlement.totals,
    gamesWon: (s) => {
      if (!s.games) return undefined;
      const won: Record<string, number> = {};
      for (const n of s.names) won[n] = 0;
      for (const g of s.games) if (g.finished && g.winner !== undefined && g.winner in won) won[g.winner]++;
      return won;
    },
    notes: () => [],
    legend: [],
    tableKeys: NONE,
    wonKeys: NONE,
    // Every round writes its points: the rules decide only who wins and who pays, so no round needs a note.
    written: () => undefined,
  },
};
