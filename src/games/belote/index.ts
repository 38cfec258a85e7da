// Belote and Coinche as one game module of two kinds (rules/belote.md): everything the generic layers ask of them.

import type { GameSteps } from '../../engine/rounds';
import type { GameModule } from '../game';
import { BELOTE_CODE_LIST } from './steps/codes';
import { beloteEditor } from './editor';
import { beloteTournament } from './tournament';
import { BELOTE_RULES } from './rules';
import { BELOTE_SYNTAX } from './syntax';
import { beloteReport } from './report';
import { beloteSeason } from './season';
import { beloteSteps } from './steps';
import { beloteView } from './view';

export const belote: GameModule = {
  id: 'belote',
  kinds: ['belote', 'coinche'],
  syntax: BELOTE_SYNTAX,
  rules: BELOTE_RULES,
  codes: BELOTE_CODE_LIST,
  steps: (header, rules, problemsOnly) =>
    beloteSteps(header, rules, problemsOnly) as GameSteps<unknown, unknown, unknown>,
  tournament: beloteTournament,
  report: beloteReport,
  season: beloteSeason,
  editor: beloteEditor,
  view: beloteView,
};
