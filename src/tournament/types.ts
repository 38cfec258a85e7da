// The shapes of a tournament: its settings (tournament.score), each table sheet reduced to what the tournament
// needs, and the settled result (standings, series tables, statistics, money). Plain JSON data but for `Frac`.

import type { InheritedHeader } from '../analysis/types';
import type { GameKind } from '../format/ast';
import type { Problem, Range } from '../format/types';
import type { RankingKey, TiebreakKey, TournamentTable } from '../games/game';
import type { Message } from '../messages';
import type { Frac } from './fraction';

export type { RankingKey, TiebreakKey };

/** A `player N NAME` line: a registered participant (a team's name in a concours ranked by teams). */
export interface Registration {
  number: number;
  name: string;
  /** Case-folded, as names are matched. */
  key: string;
  /** The name's token. */
  range: Range;
}

export interface Money {
  cents: number;
  currency?: string;
}

/** `prizes 100 50 30 20 EUR` (amounts by place) or `prizes 50% 30% 20%` (of the entries). */
export type Prizes = { kind: 'amounts'; cents: number[]; currency?: string } | { kind: 'percent'; percent: number[] };

export interface TournamentSettings {
  title?: string;
  game?: GameKind;
  /** The `tournament` line (where problems of the file as a whole are shown). */
  firstLine: Range;
  /** The lines every table sheet inherits (`game`, `rules`, `set`, `stake`); undefined without a game. */
  inherit?: InheritedHeader;
  /** `series N` and where it is written. */
  series?: number;
  seriesRange?: Range;
  /** Games per series by table size (`games 4:24 5:30`), over the game's defaults. */
  games: Record<number, number>;
  players: Registration[];
  ranking?: RankingKey;
  /** Placement points by the number of entrants at a table (`placement N: …`, `match W L`), over the defaults. */
  placement: Record<number, number[]>;
  tiebreaks?: TiebreakKey[];
  missed?: { placement: number; points: number };
  bye?: { match: number; points: number };
  individual: boolean;
  entry?: Money;
  prizes?: Prizes;
  best?: number;
  problems: Problem[];
}

/** A table sheet reduced to what the tournament needs; kept per file, so one changed sheet costs one analysis. */
export interface SheetSummary {
  file: string;
  /** The game the sheet was scored in (its own `game` line, or the tournament's). */
  game?: GameKind;
  /** The sheet's own `game` line, where it names another game than the tournament's. */
  ownGame?: { kind: GameKind; range: Range };
  series?: { value: number; range: Range };
  table?: { value: number; range: Range };
  timeout?: Range;
  /** Players in seat order, with their tokens. */
  players: { name: string; key: string; range: Range }[];
  playersRange?: Range;
  /** The teams as written (`teams` line) or made of the members' names, with the token to point at. */
  teams?: { name: string; key: string; range: Range }[];
  /** The `round` lines' ranges, in order (the game count check points at one). */
  rounds: Range[];
  /** What the game's hook says of the table; undefined when the sheet has no game. */
  result?: TournamentTable;
  /** The sheet's own problems (its analysis), with the inherited lines in place. */
  problems: Problem[];
  errors: number;
  /** Money by player or team at the inherited or own stake, whole cents. */
  money?: Record<string, number>;
}

/** One series of one entrant: played at a table, missed, or a bye. */
export interface SeriesCell {
  series: number;
  kind: 'played' | 'missed' | 'bye';
  file?: string;
  table?: number;
  place?: number;
  points: number;
  placement: Frac;
  won: boolean;
  gamesWon: number;
  gamesLost: number;
  /** Own points minus the mean of the others' at the table. */
  diff: Frac;
  /** Left out by `best N`. */
  dropped?: boolean;
}

export interface Standing {
  rank: number;
  /** The entrant as first written (a player, or a team). */
  name: string;
  number?: number;
  /** A team's players (as first written), when entrants are teams. */
  members?: string[];
  /** The main key's value. */
  key: Frac;
  points: number;
  placement: Frac;
  index: Frac;
  /** Points per series counted; undefined before any. */
  average?: Frac;
  wins: number;
  gamesWon: number;
  gamesLost: number;
  pointDiff: Frac;
  bestSeries?: Frac;
  /** Series counted (played, and missed or bye where those score). */
  counted: number;
  /** One cell per series, 1…N (undefined: not seated and nothing scored). */
  series: (SeriesCell | undefined)[];
  /** Whole cents: the prize, the entry, the fees paid in at the tables, and prize − entry − fees. */
  prize?: number;
  entry?: number;
  fees?: number;
  money?: number;
}

export interface TableRow {
  table: number;
  file: string;
  players: string[];
  /** Points by entrant (player, or team) as the sheet writes them. */
  totals: Record<string, number>;
  /** Places by entrant, and the placement (or match) points they give. */
  places: Record<string, number>;
  placement: Record<string, Frac>;
  timeout: boolean;
  errors: number;
}

export interface SeriesTables {
  number: number;
  tables: TableRow[];
}

export interface PlayerStatsLine {
  name: string;
  number?: number;
  stats: Record<string, number>;
}

export interface TournamentMoney {
  currency?: string;
  entryCents?: number;
  /** The fees paid in at the tables (TournamentTable.fees: Skat's lost-game fees), where the game has any. */
  feesCents?: number;
  /** Paid in: the entries and the fees. */
  poolCents: number;
  /** The prizes by place, in cents (before shared ranks share them). */
  prizeCents: number[];
  /** Paid out. */
  paidCents: number;
}

export interface Tournament {
  title?: string;
  game: GameKind;
  ranking: RankingKey;
  tiebreaks: TiebreakKey[];
  /** `teams`: the standings rank teams (Belote/Coinche without `individual on`). */
  entrants: 'players' | 'teams';
  /** What placement points are called: a concours' are its match points (`match 2 1`). */
  placementName: 'placement' | 'match';
  /** What the game calls a series: a Doppelkopf `series`, a concours' `partie`. */
  seriesName: string;
  /** Series 1…N: `series N`, or the highest written on a sheet. */
  seriesCount: number;
  /** `best N`: only each entrant's best N series count. */
  best?: number;
  standings: Standing[];
  series: SeriesTables[];
  statKeys: readonly string[];
  /** The column name of each of `statKeys`, in its order: the game's (TournamentHook.statLabel) or the core's. */
  statLabels: readonly Message[];
  stats: PlayerStatsLine[];
  money?: TournamentMoney;
  /** Problems by file: tournament.score's own and the cross-sheet checks (the sheets' own are on their summaries). */
  problems: { file: string; problems: Problem[] }[];
}
