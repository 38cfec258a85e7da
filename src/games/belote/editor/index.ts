// Belote and Coinche in the editor: completion of their headers and rounds, the Add round form's lines, the other
// side of a `cards` line, a new sheet's questions, their snippets and what their rule switches mean.

import type { GameEditor } from '../../game';
import { cardRanks, complete, HEADER_DIRECTIVES, roundDirectives } from './completion';
import { missingCardsSide } from './fixes';
import { roundLines, withNames } from './roundEntry';
import { HEADER_SNIPPETS, newSheet, PRESET_DESCRIPTIONS, ROUND_SNIPPETS } from './sheet';
import { SWITCH_DESCRIPTIONS } from './switches';

export type { BeloteAnnouncement, BeloteRoundInput, BeloteTrump } from './roundEntry';

export const beloteEditor: GameEditor = {
  // Two teams of two, partners opposite.
  players: { min: 4, max: 4 },
  headerDirectives: HEADER_DIRECTIVES,
  roundDirectives,
  cardRanks,
  complete,
  showsWorking: () => false,
  // Points are written per team.
  scoreNames: (sheet) => (sheet.document.header.teams ?? []).map((tm) => tm.text),
  sideWords: [],
  missingCardsSide,
  // Every fix of theirs is attached by the steps.
  fixes: {},
  roundLines,
  withNames,
  newSheet,
  presetDescriptions: PRESET_DESCRIPTIONS,
  switchDescriptions: SWITCH_DESCRIPTIONS,
  snippets: { rounds: ROUND_SNIPPETS, header: HEADER_SNIPPETS },
};
