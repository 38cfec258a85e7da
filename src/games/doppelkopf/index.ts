// Doppelkopf as a game module (rules/doppelkopf.md): everything the generic layers ask of the game.

import type { GameSteps } from '../../engine/rounds';
import type { GameModule } from '../game';
import { DOPPELKOPF_RULES } from './rules';
import { doppelkopfReport } from './report';
import { doppelkopfSeason } from './season';
import { doppelkopfSteps } from './steps';

export const doppelkopf: GameModule = {
  id: 'doppelkopf',
  kinds: ['doppelkopf'],
  rules: DOPPELKOPF_RULES,
  steps: (header, rules, problemsOnly) =>
    doppelkopfSteps(header, rules, problemsOnly) as GameSteps<unknown, unknown, unknown>,
  report: doppelkopfReport,
  season: doppelkopfSeason,
};
