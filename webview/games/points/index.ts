// `game points` in the settlement view: its evening, sheet, statistics and Add round form (webview/games/types.ts).

import { strings } from '../../strings';
import type { GameView } from '../types';
import { pointsEvening, pointsSeasonStats, pointsStats, pointsSummary } from './evening';
import { pointsForm } from './form';
import { pointsSheet } from './sheet';
import { pointsStrings, TABLES } from './strings';

export const pointsView: GameView = {
  id: 'points',
  kinds: ['points'],
  label: () => pointsStrings().label,
  nameHeader: () => strings.colPlayer,
  stake: (amount) => strings.stake(amount),
  evening: pointsEvening,
  summary: pointsSummary,
  sheet: pointsSheet,
  stats: pointsStats,
  seasonStats: pointsSeasonStats,
  form: pointsForm as GameView['form'],
  tables: TABLES,
};
