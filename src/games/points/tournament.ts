// `game points` in a tournament: each seat is an entrant, places by the points at the table (the lowest first with
// lowest-wins), games won where a target ends games.

import type { TournamentHook, TournamentSheet, TournamentTable } from '../game';
import { placesByPoints } from '../tournamentPlaces';

const STAT_KEYS = ['rounds', 'games-won'] as const;

function table(sheet: TournamentSheet): TournamentTable {
  const names = sheet.header.players.map((p) => p.text);
  const s = sheet.settlement;
  const lowest = s.rules.switches.some((x) => x.key === 'lowest-wins' && x.value === 'on');
  const points = names.map((n) => s.totals[n] ?? 0);
  const won = (n: string) => (s.games ?? []).filter((g) => g.finished && g.winner === n).length;
  const stats: TournamentTable['stats'] = {};
  for (const n of names) stats[n] = { rounds: 0, 'games-won': won(n) };
  for (const r of sheet.rounds) for (const n of Object.keys(r.scores)) if (stats[n]) stats[n].rounds++;
  return {
    entrants: names.map((n, i) => ({ name: n, members: [n], points: points[i], gamesWon: won(n) })),
    // The best place is the best total: with lowest-wins the lowest.
    places: placesByPoints(lowest ? points.map((p) => -p) : points),
    games: sheet.rounds.length,
    stats,
  };
}

export const pointsTournament: TournamentHook = {
  entrants: 'players',
  seriesName: 'series',
  rankings: ['points', 'placement'],
  tiebreaks: ['placement', 'points', 'best-series'],
  tableSizes: [2, 3, 4, 5, 6],
  placement: { 2: [1, -1], 3: [2, 0, -2], 4: [3, 1, -1, -3], 5: [4, 2, 0, -2, -4], 6: [5, 3, 1, -1, -3, -5] },
  statKeys: STAT_KEYS,
  table,
};
