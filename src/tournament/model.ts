// The tournament as a view shows it (the settlement view's Tournament tab, the projector): plain JSON that can be
// posted to a webview as it is — numbers instead of fractions, money in cents — with, per series, who still has no
// list handed in. Made from a settled Tournament (settle.ts); pure.

import { toNumber, type Frac } from './fraction';
import type { RankingKey, TiebreakKey, Tournament } from './types';

/** One entrant's series: played at a table, missed (`missed`), a bye, or null (nothing yet). */
export interface TournamentModelCell {
  kind: 'played' | 'missed' | 'bye';
  table?: number;
  /** The sheet the series was played on (the file's address as the ledger was given it). */
  file?: string;
  place?: number;
  points: number;
  /** Placement (or, in a concours, match) points. */
  placement: number;
  /** Left out by `best N`. */
  dropped: boolean;
}

export interface TournamentModelStanding {
  rank: number;
  name: string;
  number?: number;
  /** A team's players, when entrants are teams. */
  members?: string[];
  /** The main key's value (rounded to 2 decimals where it is a fraction). */
  key: number;
  points: number;
  placement: number;
  /** The tie-breaks' values, in the order of `tiebreaks`. */
  tiebreaks: number[];
  series: (TournamentModelCell | null)[];
  /** Prize − entry, whole cents; undefined without money lines. */
  money?: number;
}

export interface TournamentModelTable {
  table: number;
  file: string;
  players: string[];
  totals: Record<string, number>;
  places: Record<string, number>;
  placement: Record<string, number>;
  timeout: boolean;
  /** The sheet's own errors (a list with errors still counts as written). */
  errors: number;
}

export interface TournamentModelSeries {
  number: number;
  tables: TournamentModelTable[];
  /** The entrants without a seat in this series (their list is still missing, or they missed it). */
  missing: string[];
}

export interface TournamentModel {
  title?: string;
  game: string;
  ranking: RankingKey;
  tiebreaks: TiebreakKey[];
  entrants: 'players' | 'teams';
  placementName: 'placement' | 'match';
  seriesName: string;
  seriesCount: number;
  standings: TournamentModelStanding[];
  series: TournamentModelSeries[];
  currency?: string;
  /** The problems of the checks and of tournament.score, by severity (the sheets' own are on each table). */
  errors: number;
  warnings: number;
}

const num = (f: Frac) => toNumber(f);

function tiebreakValue(s: Tournament['standings'][number], k: TiebreakKey): number {
  switch (k) {
    case 'points':
      return s.points;
    case 'placement':
      return num(s.placement);
    case 'best-series':
      return s.bestSeries ? num(s.bestSeries) : 0;
    case 'wins':
      return s.wins;
    case 'point-diff':
      return num(s.pointDiff);
    case 'games-won':
      return s.gamesWon;
    case 'games-lost':
      return s.gamesLost;
  }
}

export function tournamentModel(t: Tournament): TournamentModel {
  const standings = t.standings.map((s): TournamentModelStanding => ({
    rank: s.rank,
    name: s.name,
    ...(s.number !== undefined ? { number: s.number } : {}),
    ...(s.members ? { members: s.members } : {}),
    key: num(s.key),
    points: s.points,
    placement: num(s.placement),
    tiebreaks: t.tiebreaks.map((k) => tiebreakValue(s, k)),
    series: s.series.map((c) =>
      c
        ? {
            kind: c.kind,
            ...(c.table !== undefined ? { table: c.table } : {}),
            ...(c.file !== undefined ? { file: c.file } : {}),
            ...(c.place !== undefined ? { place: c.place } : {}),
            points: c.points,
            placement: num(c.placement),
            dropped: c.dropped === true,
          }
        : null,
    ),
    ...(s.money !== undefined ? { money: s.money } : {}),
  }));
  const series = t.series.map((x): TournamentModelSeries => ({
    number: x.number,
    tables: x.tables.map((r) => ({
      table: r.table,
      file: r.file,
      players: r.players,
      totals: r.totals,
      places: r.places,
      placement: Object.fromEntries(Object.entries(r.placement).map(([k, v]) => [k, num(v)])),
      timeout: r.timeout,
      errors: r.errors,
    })),
    missing: t.standings.filter((s) => s.series[x.number - 1]?.kind !== 'played').map((s) => s.name),
  }));
  const problems = t.problems.flatMap((f) => f.problems);
  return {
    ...(t.title !== undefined ? { title: t.title } : {}),
    game: t.game,
    ranking: t.ranking,
    tiebreaks: t.tiebreaks,
    entrants: t.entrants,
    placementName: t.placementName,
    seriesName: t.seriesName,
    seriesCount: t.seriesCount,
    standings,
    series,
    ...(t.money?.currency ? { currency: t.money.currency } : {}),
    errors: problems.filter((p) => p.severity === 'error').length,
    warnings: problems.filter((p) => p.severity === 'warning').length,
  };
}
