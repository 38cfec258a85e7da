// Shared shapes of the Belote/Coinche core: the facts of one round and what scoring one round yields.

import type { Name, Num, RoundItem } from '../../../format/ast';
import type { TrumpKind } from '../syntax/itemTypes';
import type { Range } from '../../../format/types';
import type { Message } from '../../../messages';
import type { BreakdownItem, Outcome } from '../../../engine/model';
import type { BeloteRules } from '../rules';

export type Team = 0 | 1;

export const other = (t: Team): Team => (t === 0 ? 1 : 0);

/** Both teams, for loops (one list, not a new one per loop). */
export const TEAMS: readonly Team[] = [0, 1];

/** One announcement as the engine ranks it. */
export interface Announcement {
  team: Team;
  label: string;
  kind: 'sequence' | 'carre';
  value: number;
  /** A carré's rank in the plain order (four aces 6 … four nines 1), to break a tie between carrés of equal value. */
  height?: number;
  range?: Range;
}

export interface Contract {
  value: number | 'capot' | 'generale';
  modifier?: 'coinche' | 'surcoinche';
}

/** Everything a round says, resolved to teams. Cards are as written (one side may be missing). */
export interface RoundFacts {
  takerTeam?: Team;
  takerPlayer?: number;
  trump?: TrumpKind;
  /** Coinche only. */
  contract?: Contract;
  cards: [number | undefined, number | undefined];
  /** The numbers in `cards` include the 10 for the last trick (`points`, or `cards` adding up to the deal + 10). */
  derIn?: boolean;
  last?: Team;
  /** Number of (valid) belotes per team. */
  belotes: [number, number];
  /** Valid announcements of both teams (the best-announcement rule decides which count). */
  announcements: Announcement[];
  capot?: Team;
  generale?: { player: number; team: Team };
}

/** Rules and context one round is scored in. */
export interface RoundContext {
  rules: BeloteRules;
  /** Display names of team 0 and team 1. */
  names: [string, string];
  /** Litige pot open before this round (0 if none). */
  pot: number;
  /** The points and problems only: no breakdown lines (they are worked out again for the rounds that are read). */
  lean?: boolean;
}

/** One addend of a team's round score, for messages: `82 cards`, `20 belote`. */
export interface Term {
  points: number;
  label: Message;
}

export interface RoundScore {
  outcome: Outcome;
  /** Final round scores per team, after pot and rounding. */
  scores: [number, number];
  raw: { taker: number; defence: number };
  /** The breakdown lines; none in a lean context. */
  breakdown?: BreakdownItem[];
  /** Pot open after this round. */
  potHeld: number;
  potAwarded?: { team: Team; points: number };
  /** The team that won the round (made → taker, failed → defence); undefined on a litige. */
  winner?: Team;
  /** Points of each team's belote this round (for the belote-only game-end rule). */
  belote: [number, number];
  /** A team that failed or took no trick this round scores only its belote. */
  beloteOnly: [boolean, boolean];
  multiplier: number;
  /** The team that took every trick, if one did (the other took none). */
  capot?: Team;
  /**
   * The addends of each team's score before rounding (`82 cards`, `20 belote`); words only when a message needs them.
   */
  terms: [Term[], Term[]];
  /** Each team's score before rounding (equal to `scores` when nothing was rounded). */
  unrounded: [number, number];
}

/** A `score` or `total` line of a round, read: its values per team and the tokens they were written as. */
export interface StatedLine {
  kind: 'score' | 'total';
  item: Extract<RoundItem, { kind: 'score' | 'total' }>;
  values: [number | undefined, number | undefined];
  tokens: [Num | undefined, Num | undefined];
}

/**
 * Players 0 and 2 are team 0, players 1 and 3 team 1; unknown names (already reported by the parser) give undefined.
 */
export function teamOf(name: Name): Team | undefined {
  const ref = name.ref;
  if (!ref) return undefined;
  if (ref.kind === 'team') return ref.index;
  if (ref.kind === 'player') return (ref.index % 2) as Team;
  return undefined;
}
