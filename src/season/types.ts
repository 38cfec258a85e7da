// The shapes of a season: one summary per evening, the statistics lines, the season's settlement. Plain JSON data.

import type { GameKind } from '../format/ast';
import type { Problem } from '../format/types';

/** Games played and games won (a party's, a solo kind's, a pair of partners'). */
export interface WinCount {
  games: number;
  wins: number;
}

/**
 * Belote/Coinche contracts of a taker (a team or a player). `taken` = made + failed + litiges: a litige round was
 * taken but is neither made nor failed. Only rounds scored from their facts count (a round recorded by its score
 * alone names no taker's result). `capots`: contracts made by taking all eight tricks.
 */
export interface ContractStats {
  taken: number;
  made: number;
  failed: number;
  litiges: number;
  /** Taken under coinche or surcoinche (multiplier above 1). */
  coinched: number;
  capots: number;
}

export interface DoppelkopfLine {
  /** Rounds with known parties in which the player was Re (the soloist counts as Re) or Kontra. */
  re: WinCount;
  kontra: WinCount;
  /** Solos played as soloist; `wins` = solos won. Recorded rows with the 3:1 pattern count, of kind `recorded`. */
  solos: WinCount;
  solosByKind: Record<string, WinCount>;
  dutySolos: WinCount;
  /** Normal games (two against two) by partner's display name: played together and won together. */
  partners: Record<string, WinCount>;
  /** Penalty lines (never games), where an evening has any: how many the player paid, their penalty points (net). */
  penalties?: { paid: number; points: number };
}

/** What one evening says about a game's participant, by the name written in that evening. */
export interface EveningRef {
  file: string;
  block?: number;
  date?: string;
  /** The player's (or team's) points that evening. */
  total: number;
}

/** One player's statistics over the evenings given (a single evening is a season of one). */
export interface PlayerLine {
  name: string;
  /** Evenings attended. */
  evenings: number;
  /**
   * Doppelkopf: rounds played (sitting out does not count). Belote/Coinche: games (played to the target) finished.
   */
  games: number;
  wins: number;
  /** Points over the evenings (Belote/Coinche: the player's team's points). */
  points: number;
  /** Rounds played that were scored (Belote/Coinche average per round). */
  rounds: number;
  doppelkopf?: DoppelkopfLine;
  /** Belote/Coinche: contracts this player took. */
  contracts?: ContractStats;
  best?: EveningRef;
  worst?: EveningRef;
}

/** A Belote/Coinche partnership: the same two players, whatever the team was called that evening. */
export interface TeamLine {
  name: string;
  members: [string, string];
  evenings: number;
  games: number;
  wins: number;
  points: number;
  rounds: number;
  contracts: ContractStats;
}

/** One evening (a file, or a ```score block of a Markdown file) reduced to what a season needs. */
export interface EveningSummary {
  file: string;
  block?: number;
  game?: GameKind;
  title?: string;
  date?: string;
  /** Players as written in this evening, in seating order. */
  players: string[];
  /** Belote/Coinche: the two teams as named that evening, with their members. */
  teams?: { name: string; members: [string, string] }[];
  /** Errors in the evening (it is counted anyway, as `settle` does). */
  errors: number;
  /** Rounds that were scored (have points). */
  rounds: number;
  /** Points per player (Belote/Coinche: the team's points over all its games). */
  totals: Record<string, number>;
  /** Money per player in whole cents at the evening's stake (Belote/Coinche: the team's money shared by its two). */
  money?: Record<string, number>;
  currency?: string;
  /**
   * What each player lost, the base of a season pot: Doppelkopf the points of a negative balance (the points the
   * evening's settlement charges the stake on), Belote/Coinche the games lost.
   */
  lost: Record<string, number>;
  /** The evening's statistics, by the names written in it. */
  stats: PlayerLine[];
  teamStats?: TeamLine[];
}

/** The statistics of one game over a set of evenings (`scoresheet stats`, the view's statistics table). */
export interface SeasonStats {
  game: GameKind;
  evenings: number;
  players: PlayerLine[];
  /** Belote/Coinche: each partnership. */
  teams?: TeamLine[];
}

export type SplitMode = 'standings' | 'attendance';

/** A season's money settings (`season.score`), for one game or all. */
export interface MoneySettings {
  /** Pot model: cents paid into the pot per point lost (Doppelkopf) or per game lost (Belote/Coinche). */
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

export interface Standing {
  rank: number;
  name: string;
  total: number;
  evenings: number;
  games: number;
  wins: number;
  solos: number;
  solosWon: number;
  /** Season money in cents (evening model: the evenings' money added up; pot model: share − paid in). */
  money?: number;
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
