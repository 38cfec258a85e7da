// Belote and Coinche in a concours (score-format.md, "Tournaments and concours"): the two teams of a table are the
// entrants (partners opposite), a partie is the sheet's first game — ended at `set deals N` or at the target — and
// its winner takes the first place (match points 2/1 by default, fnasce).

import type { RoundResult } from '../../engine/model';
import { msg } from '../../messages';
import { contractResult } from './model';
import type { TournamentHook, TournamentSheet, TournamentTable } from '../game';
import { placesByPoints } from '../tournamentPlaces';

const STAT_KEYS = ['deals', 'deals-won', 'contracts', 'made'] as const;

function table(sheet: TournamentSheet): TournamentTable {
  const { header, settlement } = sheet;
  const players = header.players.map((p) => p.text);
  const teams = (header.teams ?? []).map((t, i) => ({
    name: t.text,
    members: [players[i], players[i + 2]].filter((p) => p !== undefined),
  }));
  const partie = settlement.games?.[0];
  // The partie is the sheet's first game: rounds after it belong to no partie.
  const inPartie = (r: RoundResult) => (r.belote?.game ?? 1) === 1;
  const rounds = sheet.rounds.filter(inPartie);
  const points = teams.map((t) => partie?.totals[t.name] ?? 0);
  const dealsWon = teams.map(() => 0);
  const contracts = teams.map(() => ({ taken: 0, made: 0 }));
  for (const r of rounds) {
    const [a, b] = teams.map((t) => r.scores[t.name] ?? 0);
    if (a > b) dealsWon[0]++;
    else if (b > a) dealsWon[1]++;
    const taker = teams.findIndex((t) => t.name === r.belote?.taker);
    const result = contractResult(r.outcome);
    if (taker >= 0 && result) {
      contracts[taker].taken++;
      if (result === 'made') contracts[taker].made++;
    }
  }
  const winner = partie?.finished ? teams.findIndex((t) => t.name === partie.winner) : -1;
  const places = winner >= 0 ? teams.map((_, i) => (i === winner ? 1 : 2)) : placesByPoints(points);
  const stats: TournamentTable['stats'] = {};
  teams.forEach((t, i) => {
    for (const m of t.members)
      stats[m] = {
        deals: rounds.length,
        'deals-won': dealsWon[i],
        contracts: contracts[i].taken,
        made: contracts[i].made,
      };
  });
  const deals = Number(settlement.rules.switches.find((s) => s.key === 'deals')?.value);
  const extra = settlement.games?.[1];
  return {
    entrants: teams.map((t, i) => ({ name: t.name, members: t.members, points: points[i], gamesWon: dealsWon[i] })),
    places,
    games: rounds.length,
    ended: {
      ended: partie?.finished ?? false,
      ...(extra ? { extraFrom: extra.firstRound } : {}),
      ...(Number.isInteger(deals) && deals > 0 ? { deals } : {}),
    },
    stats,
  };
}

export const beloteTournament: TournamentHook = {
  entrants: 'teams',
  seriesName: 'partie',
  rankings: ['points', 'match'],
  // Champ Commun: wins, then the score; fnasce: the cumulated point difference.
  tiebreaks: ['wins', 'point-diff', 'points'],
  tableSizes: [4],
  // `match 2 1` (fnasce): 2 match points for a partie won, 1 for one lost.
  placement: { 2: [2, 1] },
  statKeys: STAT_KEYS,
  statLabel: (key) => msg('belote.tournament.stat', { key }),
  seriesOver: () => msg('tournament.partie-over'),
  seriesOpen: (a) => msg('tournament.partie-open', a),
  table,
};
