// Belote and Coinche in the settlement view: their evening of games, sheet, statistics and Add round form
// (webview/games/types.ts).

import { plain } from '../../format';
import { strings } from '../../strings';
import type { GameView } from '../types';
import { beloteEvening, beloteSeasonStats, beloteStats, beloteSummary } from './evening';
import { beloteForm } from './form';
import { beloteSheet } from './sheet';
import { TABLES } from './strings';

const LABELS: Record<string, string> = { belote: 'Belote', coinche: 'Coinche' };

export const beloteView: GameView = {
  id: 'belote',
  kinds: ['belote', 'coinche'],
  label: (kind) => LABELS[kind] ?? kind,
  nameHeader: () => strings.colTeam,
  stake: (amount) => strings.stakePerGame(amount),
  target: (m) => (m.target ? strings.target(plain(m.target)) : undefined),
  evening: beloteEvening,
  summary: beloteSummary,
  sheet: beloteSheet,
  stats: beloteStats,
  seasonStats: beloteSeasonStats,
  form: beloteForm,
  tables: TABLES,
};
