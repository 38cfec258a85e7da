// Doppelkopf as a game module (rules/doppelkopf.md): everything the generic layers ask of the game.

import type { GameSteps } from '../../engine/rounds';
import type { GameModule } from '../game';
import { DOPPELKOPF_CODE_LIST } from './steps/codes';
import { doppelkopfEditor } from './editor';
import { doppelkopfTournament } from './tournament';
import { DOPPELKOPF_RULES } from './rules';
import { DOPPELKOPF_SYNTAX } from './syntax';
import { doppelkopfReport } from './report';
import { doppelkopfSeason } from './season';
import { doppelkopfSteps } from './steps';
import { doppelkopfView } from './view';

export const doppelkopf: GameModule = {
  id: 'doppelkopf',
  kinds: ['doppelkopf'],
  syntax: DOPPELKOPF_SYNTAX,
  rules: DOPPELKOPF_RULES,
  codes: DOPPELKOPF_CODE_LIST,
  steps: (header, rules, problemsOnly) =>
    doppelkopfSteps(header, rules, problemsOnly) as GameSteps<unknown, unknown, unknown>,
  tournament: doppelkopfTournament,
  report: doppelkopfReport,
  season: doppelkopfSeason,
  editor: doppelkopfEditor,
  view: doppelkopfView,
};
