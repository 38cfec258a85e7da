// The shapes of a season: one summary per evening, the statistics lines, the season's settlement. Plain JSON data.

import type { GameKind } from '../format/ast';
import type { Problem } from '../format/types';
import type { EveningRef, EveningSummary, PlayerLine, SeasonStats, Standing, WinCount } from '../games/game';

// What a season's evenings, lines and statistics are is the games' contract (src/games/game.ts): each game adds its
// own part under a key of its own.
export type { EveningRef, EveningSummary, PlayerLine, SeasonStats, Standing, WinCount };

export type SplitMode = 'standings' | 'attendance';

/** A season's money settings (`season.score`), for one game or all. */
export interface MoneySettings {
  /** Pot model: cents paid into the pot per point or game lost (GameSeason.potPer). */
  potCents?: number;
  currency?: string;
  split: SplitMode;
  /** Percentages by rank for `split standings` (they add up to 100). */
  shares: number[];
}

export interface SeasonSettings {
  title?: string;
  /** Settings for every game, then per game overrides. */
  all: MoneySettings;
  games: Partial<Record<GameKind, Partial<MoneySettings>>>;
  problems: Problem[];
}

export interface SeasonEvening {
  file: string;
  block?: number;
  date?: string;
  title?: string;
  /** Every season player; 0 for an absent one. */
  totals: Record<string, number>;
  /** Season display names of those who played. */
  present: string[];
  money?: Record<string, number>;
  /** Pot model: what each player paid into the pot that evening, in cents. */
  paid?: Record<string, number>;
  errors: number;
}

export interface PotResult {
  rateCents: number;
  currency?: string;
  split: SplitMode;
  shares: number[];
  totalCents: number;
  paid: Record<string, number>;
  share: Record<string, number>;
}

export interface SeasonNote {
  code: string;
  message: string;
  file?: string;
  /** season-currency: the evening's currency and the season's, to say it in another language. */
  currencies?: [string, string];
  /** season-similar-names: the later name and the first one like it (invisible characters written out). */
  names?: [string, string];
}

export interface Season {
  game: GameKind;
  title?: string;
  /** Season display names (as first written), in order of first appearance. */
  players: string[];
  evenings: SeasonEvening[];
  totals: Record<string, number>;
  standings: Standing[];
  moneyModel: 'evening' | 'pot';
  /** Cents per player, when any evening has a stake (evening model) or a pot is set. */
  money?: Record<string, number>;
  currency?: string;
  pot?: PotResult;
  stats: SeasonStats;
  notes: SeasonNote[];
}
