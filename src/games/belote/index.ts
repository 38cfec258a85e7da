// Belote and Coinche as one game module of two kinds (rules/belote.md): everything the generic layers ask of them.

import type { GameSteps } from '../../engine/rounds';
import type { GameModule } from '../game';
import { BELOTE_RULES } from './rules';
import { beloteReport } from './report';
import { beloteSeason } from './season';
import { beloteSteps } from './steps';

export const belote: GameModule = {
  id: 'belote',
  kinds: ['belote', 'coinche'],
  rules: BELOTE_RULES,
  steps: (header, rules, problemsOnly) =>
    beloteSteps(header, rules, problemsOnly) as GameSteps<unknown, unknown, unknown>,
  report: beloteReport,
  season: beloteSeason,
};
