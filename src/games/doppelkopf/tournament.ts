// Doppelkopf in a tournament (score-format.md, "Tournaments and concours"; DDV TSR §8, §10): each seat is an
// entrant, a table of 4 or 5 plays `games 4:24 5:30`, places by the points at the table, and the list keeper's
// statistics (games won and lost, schwarz for and against, solos, penalties).

import type { RoundResult } from '../../engine/model';
import { playedIn } from '../../engine/model';
import { msg } from '../../messages';
import type { TournamentHook, TournamentSheet, TournamentTable } from '../game';
import { placesByPoints } from '../tournamentPlaces';

// `penalties`: the penalty lines a player paid; `penalty-points`: their penalty points, net (TSR §9; never a game).
const STAT_KEYS = [
  'games',
  'won',
  'lost',
  'schwarz-for',
  'schwarz-against',
  'solos',
  'solos-won',
  'penalties',
  'penalty-points',
] as const;
const PENALTY_KEYS = ['penalties', 'penalty-points'] as const;
/** The statistics Doppelkopf names itself (games, won and lost are the core's words). */
const OWN_STATS: ReadonlySet<string> = new Set(STAT_KEYS.slice(3));

const NOBODY: readonly string[] = [];

/** Who played a round and who won it: the parties where the round names them, else the signs of a recorded row. */
function winnersOf(r: RoundResult): { played: string[]; won: readonly string[] } {
  const played = playedIn(Object.keys(r.scores), r.sitsOut);
  const info = r.doppelkopf;
  if (info && (r.outcome === 're' || r.outcome === 'kontra' || r.outcome === 'none'))
    return { played, won: r.outcome === 're' ? info.re : r.outcome === 'kontra' ? info.kontra : NOBODY };
  return { played, won: played.filter((p) => r.scores[p] > 0) };
}

/** The party a round's `schwarz` line credits (the one whose opponents took no trick), if the round has one. */
function schwarzBy(r: RoundResult): 're' | 'kontra' | undefined {
  const item = r.breakdown.find((b) => b.label?.id === 'dk.item.schwarz');
  return item?.side === 're' || item?.side === 'kontra' ? item.side : undefined;
}

function table(sheet: TournamentSheet): TournamentTable {
  const names = sheet.header.players.map((p) => p.text);
  const stats: TournamentTable['stats'] = {};
  for (const n of names) stats[n] = Object.fromEntries(STAT_KEYS.map((k) => [k, 0]));
  for (const r of sheet.rounds) {
    for (const [p, points] of Object.entries(r.penalties ?? {})) if (stats[p]) stats[p]['penalty-points'] += points;
    for (const p of r.penaltiesPaid ?? []) if (stats[p]) stats[p].penalties++;
    // A round block of penalty lines alone is no game (no deal, no statistics, not in `games`).
    if (r.penaltyOnly) continue;
    const { played, won } = winnersOf(r);
    for (const p of played) {
      const s = stats[p];
      if (!s) continue;
      s.games++;
      if (won.includes(p)) s.won++;
      else if (won.length > 0) s.lost++;
    }
    const info = r.doppelkopf;
    if (info?.soloist !== undefined && stats[info.soloist]) {
      stats[info.soloist].solos++;
      if (r.outcome === 're') stats[info.soloist]['solos-won']++;
    }
    const by = info && schwarzBy(r);
    if (info && by) {
      for (const p of by === 're' ? info.re : info.kontra) if (stats[p]) stats[p]['schwarz-for']++;
      for (const p of by === 're' ? info.kontra : info.re) if (stats[p]) stats[p]['schwarz-against']++;
    }
  }
  const points = names.map((n) => sheet.settlement.totals[n] ?? 0);
  const games = sheet.rounds.filter((r) => !r.penaltyOnly);
  // After the clock stopped the series (TSR §8.5; rules/doppelkopf.md, `timeout`) the remaining normal games are
  // struck: only forced duty solos (Vorführung) may follow. A penalty block is no game and may follow.
  const stop = sheet.header.timeout?.start.line;
  const afterTimeout =
    stop === undefined
      ? []
      : games.filter((r) => r.line > stop && !(r.doppelkopf?.duty && r.doppelkopf.forced)).map((r) => r.index);
  return {
    entrants: names.map((n, i) => ({
      name: n,
      members: [n],
      points: points[i],
      gamesWon: stats[n].won,
      gamesLost: stats[n].lost,
    })),
    places: placesByPoints(points),
    games: games.length,
    ...(games.length < sheet.rounds.length ? { gameRounds: games.map((r) => r.index) } : {}),
    ...(afterTimeout.length ? { afterTimeout } : {}),
    stats,
  };
}

export const doppelkopfTournament: TournamentHook = {
  entrants: 'players',
  seriesName: 'series',
  rankings: ['points', 'placement', 'index', 'average'],
  // The field's proposal (tournaments-import-sharing.md §2.1 D): the other of points and placement, then the best
  // single series, then games won.
  tiebreaks: ['placement', 'points', 'best-series', 'games-won'],
  tableSizes: [4, 5],
  // DDV TSR §8.5 and §10: 24 games at a table of four, 30 at a table of five.
  games: { 4: 24, 5: 30 },
  // Wemmetsweiler: +3/+1/−1/−3 at four, +4/+2/0/−2/−4 at five.
  placement: { 4: [3, 1, -1, -3], 5: [4, 2, 0, -2, -4] },
  statKeys: STAT_KEYS,
  sparseStatKeys: PENALTY_KEYS,
  // Each table sheet is one series: the duty solos are owed per sheet, which is the engine's default.
  leftOutSwitch: (key) => (key === 'series' ? msg('tournament.series-switch') : undefined),
  afterTimeout: (a) => msg('tournament.after-timeout', a),
  statLabel: (key) => (OWN_STATS.has(key) ? msg('dk.tournament.stat', { key }) : undefined),
  table,
};
