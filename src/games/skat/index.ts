// Skat as a game module (rules/skat.md): everything the generic layers ask of it.

import type { GameSteps } from '../../engine/rounds';
import type { GameModule } from '../game';
import { SKAT_CODES } from './steps/codes';
import { skatEditor } from './editor';
import { skatReport } from './report';
import { SKAT_RULES } from './rules';
import { skatSeason } from './season';
import { skatSteps } from './steps';
import { SKAT_SYNTAX } from './syntax';
import { skatTournament } from './tournament';
import { skatView } from './view';

export const skat: GameModule = {
  id: 'skat',
  kinds: ['skat'],
  syntax: SKAT_SYNTAX,
  rules: SKAT_RULES,
  codes: Object.keys(SKAT_CODES),
  steps: (header, rules, problemsOnly) =>
    skatSteps(header, rules, problemsOnly) as GameSteps<unknown, unknown, unknown>,
  tournament: skatTournament,
  report: skatReport,
  season: skatSeason,
  editor: skatEditor,
  view: skatView,
};
