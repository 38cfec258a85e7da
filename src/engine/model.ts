// The engine's results: what the CLI prints, the extension shows and the webview renders.
// Plain data (JSON-serialisable), so it crosses the webview boundary unchanged.

import type { GameKind } from '../format/ast';
import type { Problem, Range } from '../format/types';
import type { Message } from '../messages';

/** One line of a round's working: `won 1`, `unter 90 1`, `solo ×3`, `rounded 208 → 210`. */
export interface BreakdownItem {
  /** The line in English (the JSON contract's `item`). */
  item: string;
  /** The line as data, for other languages. */
  label?: Message;
  /** Points this line adds. Doppelkopf: signed from Re's view (`side` names the party credited); Belote: to `side`. */
  points?: number;
  /** A multiplier this line applies (solo ×3, bock ×2, coinche ×2). */
  factor?: number;
  /** Which side the line is credited to, where that matters (`re`, `kontra`, a team name). */
  side?: string;
}

export type Outcome =
  | 're'
  | 'kontra'
  | 'none'
  | 'made'
  | 'failed'
  | 'litige'
  | 'capot'
  | 'recorded'
  /** Facts were given but the round could not be scored (missing facts); never invented numbers. */
  | 'unscored';

/** Every game form of a Doppelkopf round; a marriage without partner and a silent marriage are scored as solos. */
export type DoppelkopfGameType = 'normal' | 'solo' | 'marriage' | 'marriage-alone' | 'silent-marriage' | 'poverty';

export const SOLO_KINDS = ['queens', 'jacks', 'clubs', 'spades', 'hearts', 'diamonds', 'fleshless'] as const;
export type SoloKind = (typeof SOLO_KINDS)[number];

export interface DoppelkopfRoundInfo {
  gameType: DoppelkopfGameType;
  /** Solo kind where the round is a solo (a marriage alone is a diamonds solo). */
  soloKind?: SoloKind;
  soloist?: string;
  duty: boolean;
  /** A forced duty solo (Vorführung): set only when true. */
  forced?: boolean;
  re: string[];
  kontra: string[];
  out: string[];
  /** V seen from Re after netting and bock, before the solo ×3. */
  value: number;
  /** Bock multiplier applied to this round (1 = none). */
  bock: number;
  /** Card points of Re and Kontra where known. */
  cards?: { re: number; kontra: number };
  /** Announcements in force (expanded), e.g. `Re: no60`. */
  announcements: string[];
  /**
   * Bock rounds this round starts: 1 when it meets any trigger (one per game, however many), else 0; its
   * `bock-trigger N` line's N where it has one.
   */
  triggersBock: number;
}

/**
 * A Vorführung (TSR §4.2): the duty solos still owed in a series are as many as its games left, so the
 * player who owes one and sits next after the dealer must play one. `player` is unset where the dealer is unknown.
 */
export interface DutyNext {
  player?: string;
  /** Who still owes a duty solo in the series, in seating order. */
  owed: string[];
  /** Games left in the series, the next one included. */
  left: number;
  series: number;
}

export interface BeloteRoundInfo {
  /** 1-based number of the game (a new game starts after a team reaches the target). */
  game: number;
  /** The taking team's display name, where known. */
  taker?: string;
  takerPlayer?: string;
  /** `90 ♠`, `capot ♥ coinche`… as shown in the sheet. */
  contract?: string;
  trump?: string;
  multiplier: number;
  /** Raw totals T and D used for the success test. */
  raw?: { taker: number; defence: number };
  /** Litige pot held after this round (0 if none). */
  potHeld: number;
  /** Pot awarded in this round and to whom. */
  potAwarded?: { team: string; points: number };
  /** Set on the round that ends a game. */
  gameWinner?: string;
}

/** One `trick` line as hovers and `explain` show it. */
export interface TrickSummary {
  /** 1-based position among the round's `trick` lines. */
  number: number;
  /** Display name of the player who wins it; unset when it cannot be won (a card missing, no trump known). */
  winner?: string;
  /** Card points in the trick. */
  value?: number;
  /** `Ost wins with ♥J: 11 + 10 + 0 + 20 = 41`. */
  explain?: string;
  /** The working as data, for other languages. */
  explainMsg?: Message;
  /** Zero-based line of the `trick` line. */
  line: number;
}

export interface RoundResult {
  /** 1-based position in the document (the displayed round number). */
  index: number;
  /** Zero-based line of the `round` directive. */
  line: number;
  range: Range;
  outcome: Outcome;
  /** Points of this round by display name (players for Doppelkopf, teams for Belote/Coinche). Empty when unscored. */
  scores: Record<string, number>;
  /** Running totals after this round (Belote/Coinche: within the current game). */
  running: Record<string, number>;
  breakdown: BreakdownItem[];
  /** One line for code lenses, the outline and the sheet: `Re 151:89 won · +2`. */
  summary: string;
  /** The summary as data, for other languages. */
  summaryMsg?: Message;
  /** Number of error-severity problems inside this round's range. */
  errors: number;
  doppelkopf?: DoppelkopfRoundInfo;
  belote?: BeloteRoundInfo;
  /** The round's `trick` lines in order (absent for rounds without tricks). */
  tricks?: TrickSummary[];
  /** Who deals the round, where the header or a `dealer` line makes it known (Doppelkopf, version 2). */
  dealer?: string;
  /**
   * Doppelkopf with more than four players: who sits this round out, where known (an `out` line, or the dealer at a
   * table of five), whatever else the round says. Read through `playedIn`.
   */
  sitsOut?: string[];
  /** With `set duty-solo on`: who still owes a duty solo after this round (at a series' end: who owed one). */
  dutyOwed?: string[];
  /** With `set duty-solo on` and `set series N`: who must play a duty solo in the next game (Vorführung), if due. */
  dutyNext?: DutyNext;
  /** Doppelkopf with `set bock on`: the round's `bock-trigger N` line, the bock rounds it starts (0: none). */
  bockTrigger?: number;
  /** Points the round filled in where its `score` line names only some players or teams (outcome-only rounds). */
  filled?: Record<string, number>;
  /**
   * Doppelkopf penalty points (`penalty` lines, TSR §9) by player, net and signed, every player a penalty touches: not
   * part of `scores` (the game's own points), added to `running`.
   */
  penalties?: Record<string, number>;
  /** Who pays each penalty line of the round that counts, in order (a player once per line). */
  penaltiesPaid?: string[];
  /** The round block holds penalty lines only: penalty points between two games, not a game (no deal, no stats). */
  penaltyOnly?: boolean;
}

/**
 * The one definition of who played a Doppelkopf round, behind every count of games: the settlement's statistics,
 * `stats`, seasons, the partner table, `explain` and the view. Everyone the round gives points to (a 0 included),
 * except those who sit it out — an `out` line, or the dealer at a table of five: sitting out is not a game, even
 * where the sheet writes the 0. Players by name (a result's `scores` and `sitsOut`) or by index (the engine's).
 */
export function playedIn<K>(scored: Iterable<K>, sitsOut: readonly K[] | undefined): K[] {
  const played: K[] = [];
  for (const p of scored) if (!sitsOut?.includes(p)) played.push(p);
  return played;
}

export interface Transfer {
  from: string;
  to: string;
  /** Whole cents. */
  cents: number;
}

export interface PlayerStats {
  name: string;
  games: number;
  wins: number;
  solos: number;
  solosWon: number;
  dutySolos: number;
  /** Doppelkopf, where the sheet has penalty lines: how many the player paid, and their penalty points (net). */
  penalties?: number;
  penaltyPoints?: number;
}

/** How a Belote/Coinche contract went: a capot by the taker is made; a litige is taken but neither made nor failed. */
export type ContractResult = 'made' | 'failed' | 'litige';

/**
 * The one definition of a contract taken (engine team statistics, `scoresheet stats`, the view): every round scored
 * from its facts whose outcome is made, capot, failed or litige. A litige counts as taken (the taker bid and played);
 * the next round decides only who gets the pot, not the contract.
 */
export function contractResult(outcome: Outcome): ContractResult | undefined {
  if (outcome === 'made' || outcome === 'capot') return 'made';
  if (outcome === 'failed' || outcome === 'litige') return outcome;
  return undefined;
}

export interface TeamStats {
  name: string;
  /** Contracts taken: made + failed + litiges (see `contractResult`). */
  contracts: number;
  made: number;
  failed: number;
  litiges: number;
  coinched: number;
  coinchedMade: number;
}

export interface GameSummary {
  number: number;
  /** Index of the first and last round of the game (1-based). */
  firstRound: number;
  lastRound: number;
  totals: Record<string, number>;
  winner?: string;
  finished: boolean;
}

export interface RulesSummary {
  preset: string;
  /** Every switch with the value in force; `set` true when the file changed it. */
  switches: { key: string; value: string; set: boolean }[];
}

export interface Settlement {
  game: GameKind;
  title?: string;
  date?: string;
  rules: RulesSummary;
  /** Players (Doppelkopf) or teams (Belote/Coinche), in display order. */
  names: string[];
  totals: Record<string, number>;
  /** Money in whole cents per name, when a stake is set. */
  money?: Record<string, number>;
  currency?: string;
  stakeCents?: number;
  transfers: Transfer[];
  /** Doppelkopf: the player with the highest total; Belote/Coinche: the winner of the last finished game. */
  winner?: string;
  players?: PlayerStats[];
  teams?: TeamStats[];
  games?: GameSummary[];
  target?: number;
  /** Doppelkopf with `set duty-solo on`: who still owes a duty solo after the last round. */
  dutyOwed?: string[];
}

export interface Analysis {
  game?: GameKind;
  rounds: RoundResult[];
  totals: Record<string, number>;
  problems: Problem[];
  settlement: Settlement;
}
