// Doppelkopf in a season: an evening's totals, money, lost points and statistics; its lines merged over evenings; the
// standings by total; its tables.

import { msg } from '../../../messages';
import { dictOf } from '../../../text/dict';
import type { GameSeason } from '../../game';
import { doppelkopfEvening, emptyLine, lostPoints, mergeLine } from './stats';
import { eveningRows, seasonCsvRows, standings, statsCsv, statsTables } from './tables';
import type { DoppelkopfPlayerLine } from './types';

export const doppelkopfSeason: GameSeason = {
  name: () => 'Doppelkopf',
  // A season pot takes each point of a player's negative evening balance.
  potPer: 'point',
  statsHelp: msg('help.stats.doppelkopf'),
  averagePer: 'games',
  emptyLine,
  evening: ({ settlement: s, rounds, players }) => ({
    totals: dictOf(players, (p) => s.totals[p] ?? 0),
    ...(s.money ? { money: dictOf(players, (p) => s.money![p] ?? 0) } : {}),
    lost: lostPoints(s),
    stats: doppelkopfEvening(players, rounds, s),
  }),
  mergeLine: (into, from, names) => mergeLine(into as DoppelkopfPlayerLine, from as DoppelkopfPlayerLine, names),
  statsOwn: () => ({}),
  rankKey: (_line, total) => [total],
  standing: (line) => {
    const d = (line as DoppelkopfPlayerLine | undefined)?.doppelkopf;
    return { solos: d?.solos.games ?? 0, solosWon: d?.solos.wins ?? 0 };
  },
  eveningRows,
  standings,
  seasonCsvRows,
  statsTables,
  statsCsv,
};
