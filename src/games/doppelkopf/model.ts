// Doppelkopf's part of the engine's model (src/engine/model.ts RoundParts, SettlementParts): a round's game type,
// parties, value, bock and announcements, the duty solos, penalty points, and the players' statistics of a sheet.

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

/** Doppelkopf's own members of a round result (src/engine/model.ts RoundParts). */
export interface DoppelkopfRoundPart {
  doppelkopf?: DoppelkopfRoundInfo;
  /** With `set duty-solo on`: who still owes a duty solo after this round (at a series' end: who owed one). */
  dutyOwed?: string[];
  /** With `set duty-solo on` and `set series N`: who must play a duty solo in the next game (Vorführung), if due. */
  dutyNext?: DutyNext;
  /** With `set bock on`: the round's `bock-trigger N` line, the bock rounds it starts (0: none). */
  bockTrigger?: number;
  /**
   * Penalty points (`penalty` lines, TSR §9) by player, net and signed, every player a penalty touches: not part of
   * `scores` (the game's own points), added to `running`.
   */
  penalties?: Record<string, number>;
  /** Who pays each penalty line of the round that counts, in order (a player once per line). */
  penaltiesPaid?: string[];
  /** The round block holds penalty lines only: penalty points between two games, not a game (no deal, no stats). */
  penaltyOnly?: boolean;
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

/** Doppelkopf's own members of a settlement (src/engine/model.ts SettlementParts). */
export interface DoppelkopfSettlementPart {
  players?: PlayerStats[];
  /** With `set duty-solo on`: who still owes a duty solo after the last round. */
  dutyOwed?: string[];
}

declare module '../../engine/model' {
  /** Re won, Kontra won, or neither party (a value of 0). */
  interface Outcomes {
    re: true;
    kontra: true;
    none: true;
  }
  interface RoundParts {
    doppelkopf: DoppelkopfRoundPart;
  }
  interface SettlementParts {
    doppelkopf: DoppelkopfSettlementPart;
  }
}
