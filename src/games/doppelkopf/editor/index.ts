// Doppelkopf in the editor: completion of its rounds, the Add round form's lines, its fixes, a new sheet's questions,
// its snippets and what its rule switches mean.

import type { GameEditor } from '../../game';
import { cardRanks, complete, ROUND_DIRECTIVES } from './completion';
import { FIXES, missingCardsSide } from './fixes';
import { besidePoints, roundTable } from './hover';
import { roundLines, withNames } from './roundEntry';
import { HEADER_SNIPPETS, NEW_SHEET, PRESET_DESCRIPTIONS, ROUND_SNIPPETS } from './sheet';
import { SWITCH_DESCRIPTIONS } from './switches';

export type { DoppelkopfExtra, DoppelkopfLevel, DoppelkopfRoundInput, Party } from './roundEntry';

export const doppelkopfEditor: GameEditor = {
  players: { min: 4, max: 7 },
  headerDirectives: [],
  roundDirectives: () => ROUND_DIRECTIVES,
  cardRanks,
  complete,
  // Their meaning is the round's working: the penalty's points, the bock rounds it starts, a forced solo's deal.
  showsWorking: (item) =>
    item.kind === 'penalty' || item.kind === 'bock-trigger' || (item.kind === 'solo' && item.forced !== undefined),
  // Points are written per player.
  roundTable,
  besidePoints,
  scoreNames: (sheet) => sheet.document.header.players.map((p) => p.text),
  sideWords: ['re', 'kontra'],
  missingCardsSide,
  fixes: FIXES,
  roundLines,
  withNames,
  newSheet: () => NEW_SHEET,
  presetDescriptions: PRESET_DESCRIPTIONS,
  switchDescriptions: SWITCH_DESCRIPTIONS,
  snippets: { rounds: ROUND_SNIPPETS, header: HEADER_SNIPPETS },
};
