// `game points` (score-format.md § "Any game scored as points"): any game a group keeps as points per player per
// round — Rommé, Canasta, Wizard, Skat or Schafkopf lists kept in points — as one game module.

import type { GameSteps } from '../../engine/rounds';
import type { GameModule } from '../game';
import { POINTS_CODE_LIST } from './codes';
import { pointsEditor } from './editor';
import { pointsReport } from './report';
import { POINTS_RULES } from './rules';
import { pointsSeason } from './season';
import { pointsSteps } from './steps';
import { POINTS_SYNTAX } from './syntax';
import { pointsTournament } from './tournament';
import { pointsView } from './view';

export const points: GameModule = {
  id: 'points',
  kinds: ['points'],
  syntax: POINTS_SYNTAX,
  rules: POINTS_RULES,
  codes: POINTS_CODE_LIST,
  steps: (header, rules, problemsOnly) =>
    pointsSteps(header, rules, problemsOnly) as GameSteps<unknown, unknown, unknown>,
  tournament: pointsTournament,
  report: pointsReport,
  season: pointsSeason,
  editor: pointsEditor,
  view: pointsView,
};
