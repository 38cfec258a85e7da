// Doppelkopf in the settlement view: its evening, sheet, statistics and Add round form (webview/games/types.ts).

import { strings } from '../../strings';
import type { GameView } from '../types';
import { doppelkopfEvening, doppelkopfSeasonStats, doppelkopfStats, doppelkopfSummary } from './evening';
import { doppelkopfForm } from './form';
import { doppelkopfSheet } from './sheet';
import { TABLES } from './strings';

export const doppelkopfView: GameView = {
  id: 'doppelkopf',
  kinds: ['doppelkopf'],
  label: () => 'Doppelkopf',
  nameHeader: () => strings.colPlayer,
  stake: (amount) => strings.stake(amount),
  evening: doppelkopfEvening,
  summary: doppelkopfSummary,
  sheet: doppelkopfSheet,
  stats: doppelkopfStats,
  seasonStats: doppelkopfSeasonStats,
  form: doppelkopfForm,
  tables: TABLES,
};
