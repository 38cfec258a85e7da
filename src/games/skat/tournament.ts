// Skat in a tournament (rules/skat.md "Tournaments"): every player is an entrant, a series is 36 games at a
// three-table and 48 at a four-table, the ranking sums the Wertung (the list points under other scoring), and ties
// go to more games won, then fewer games lost.

import type { TournamentHook, TournamentSheet, TournamentTable } from '../game';
import { placesByPoints } from '../tournamentPlaces';

const STAT_KEYS = ['games-won', 'games-lost'] as const;

function table(sheet: TournamentSheet): TournamentTable {
  const s = sheet.settlement;
  const players = sheet.header.players.map((p) => p.text);
  const points = players.map((p) => s.skat?.seeger?.[p]?.wertung ?? s.totals[p] ?? 0);
  const stats: TournamentTable['stats'] = {};
  for (const p of players)
    stats[p] = { 'games-won': s.skat?.wonLost[p]?.won ?? 0, 'games-lost': s.skat?.wonLost[p]?.lost ?? 0 };
  return {
    entrants: players.map((p, i) => ({
      name: p,
      members: [p],
      points: points[i],
      gamesWon: stats[p]['games-won'],
      gamesLost: stats[p]['games-lost'],
    })),
    places: placesByPoints(points),
    games: s.skat?.rows ?? sheet.rounds.length,
    stats,
    // `lost-game-fees` (Verlustspielgeld): paid into the prize pot, never to another player.
    ...(s.skat?.fees ? { fees: Object.fromEntries(players.map((p) => [p, s.skat!.fees![p] ?? 0])) } : {}),
  };
}

export const skatTournament: TournamentHook = {
  entrants: 'players',
  seriesName: 'series',
  rankings: ['points'],
  tiebreaks: ['games-won', 'games-lost'],
  tableSizes: [3, 4, 5],
  games: { 3: 36, 4: 48 },
  placement: {},
  statKeys: STAT_KEYS,
  table,
};
