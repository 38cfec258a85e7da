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

/**
 * How a round came out, by name: what every game's round may be, and the games' own outcomes, which each game adds by
 * declaration merging (src/games/<game>/model.ts: Doppelkopf's `re`, `kontra`, `none`; Belote's `made`, `failed`…).
 */
export interface Outcomes {
  /** The round's points were written, not worked out. */
  recorded: true;
  /** Facts were given but the round could not be scored (missing facts); never invented numbers. */
  unscored: true;
}

/** A round's outcome: see Outcomes. */
export type Outcome = keyof Outcomes;

/**
 * One `trick` line as hovers and `explain` show it. Read-only: a kept analysis shares it from one run to the next, and
 * only the round cache moves its line (MovableTrick).
 */
export interface TrickSummary {
  /** 1-based position among the round's `trick` lines. */
  readonly number: number;
  /** Display name of the player who wins it; unset when it cannot be won (a card missing, no trump known). */
  readonly winner?: string;
  /** Card points in the trick. */
  readonly value?: number;
  /** `Ost wins with ♥J: 11 + 10 + 0 + 20 = 41`. */
  readonly explain?: string;
  /** The working as data, for other languages. */
  readonly explainMsg?: Message;
  /** Zero-based line of the `trick` line. */
  readonly line: number;
}

/**
 * A trick as the round cache sees it when its round moves (docs/incremental.md, rule 2): its line is a number, not a
 * shared position, so RoundCache.moveRounds moves it in place, once (the trail lists each round's tricks).
 */
export interface MovableTrick {
  line: number;
}

/** One game of an evening played to a target (Belote and Coinche to 1000, a points sheet to its `target`). */
export interface GameSummary {
  number: number;
  /** Index of the first and last round of the game (1-based). */
  firstRound: number;
  lastRound: number;
  totals: Record<string, number>;
  winner?: string;
  finished: boolean;
}

/**
 * Each game's own members of a round result, by its module's id: a game adds its part by declaration merging
 * (src/games/<game>/model.ts), so the model names no game and a new game needs no edit here. A part's members are
 * optional, and the JSON keeps them as they are (`doppelkopf`, `belote`, `dutyOwed`…).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RoundParts {}

/** Each game's own members of a settlement (its statistics, games, duty solos), added as RoundParts are. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SettlementParts {}

/** Every member name of the parts of `M`. */
type MemberOf<M> = { [K in keyof M]: keyof M[K] }[keyof M];

/**
 * One game's part of `M` with every other game's members absent: a union of the games' parts, told apart by the
 * members they carry (a round with `doppelkopf` facts has no `belote` ones). Without any game: no members.
 */
export type OneOf<M> = [keyof M] extends [never]
  ? // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    {}
  : { [K in keyof M]: M[K] & { [P in Exclude<MemberOf<M>, keyof M[K]>]?: undefined } }[keyof M];

/** One game's own members of a round result (see RoundParts). */
export type RoundPart = OneOf<RoundParts>;

/** One game's own members of a settlement (see SettlementParts). */
export type SettlementPart = OneOf<SettlementParts>;

/** A round's result: what every game has, and the part of its own game (RoundParts). */
export type RoundResult = RoundCore & RoundPart;

/** What every game's round result has. */
export interface RoundCore {
  /** 1-based position in the document (the displayed round number). */
  index: number;
  /** Zero-based line of the `round` directive. */
  line: number;
  range: Range;
  outcome: Outcome;
  /** Points of this round by display name (players for Doppelkopf, teams for Belote/Coinche). Empty when unscored. */
  scores: Record<string, number>;
  /**
   * Running totals after this round (Belote/Coinche: within the current game). Read-only: a kept analysis updates a
   * result's totals in place when only the rounds before it changed (docs/incremental.md, rule 1: MovableRunning).
   */
  running: Readonly<Record<string, number>>;
  breakdown: BreakdownItem[];
  /** One line for code lenses, the outline and the sheet: `Re 151:89 won · +2`. */
  summary: string;
  /** The summary as data, for other languages. */
  summaryMsg?: Message;
  /** Number of error-severity problems inside this round's range. */
  errors: number;
  /** The round's `trick` lines in order (absent for rounds without tricks). */
  tricks?: TrickSummary[];
  /** Who deals the round, where the header or a `dealer` line makes it known (Doppelkopf, version 2). */
  dealer?: string;
  /**
   * Doppelkopf with more than four players: who sits this round out, where known (an `out` line, or the dealer at a
   * table of five), whatever else the round says. Read through `playedIn`.
   */
  sitsOut?: string[];
  /** Points the round filled in where its `score` line names only some players or teams (outcome-only rounds). */
  filled?: Record<string, number>;
}

/**
 * A result's running totals as the round loop sees them when it updates them in place (docs/incremental.md, rule 1:
 * only the totals before the round changed, and it has no `total` line): the one writable view of them.
 */
export type MovableRunning = Record<string, number>;

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

export interface RulesSummary {
  preset: string;
  /** Every switch with the value in force; `set` true when the file changed it. */
  switches: { key: string; value: string; set: boolean }[];
}

/** A sheet's settlement: what every game has, and the part of its own game (SettlementParts). */
export type Settlement = SettlementCore & SettlementPart;

/** What every game's settlement has. */
export interface SettlementCore {
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
}

export interface Analysis {
  game?: GameKind;
  rounds: readonly RoundResult[];
  totals: Record<string, number>;
  problems: Problem[];
  settlement: Settlement;
}
