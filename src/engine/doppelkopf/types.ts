// Internal vocabulary of the Doppelkopf engine: parties, announcement levels, special-point tallies, typed rules.

import type { Range } from '../../format/types';

export type Party = 're' | 'kontra';

export const other = (p: Party): Party => (p === 're' ? 'kontra' : 're');

/** Highest announcement of a party: 0 = the Ansage (Re/Kontra) only, 1 = keine 90, 2 = keine 60, 3 = keine 30, 4 = schwarz. */
export type Level = 0 | 1 | 2 | 3 | 4;

export const LEVEL_WORDS = ['', 'no90', 'no60', 'no30', 'black'] as const;
export const LEVEL_NAMES = ['', 'keine 90', 'keine 60', 'keine 30', 'schwarz'] as const;

export type GameType = 'normal' | 'solo' | 'marriage' | 'marriage-alone' | 'silent-marriage' | 'poverty';

/** Every game form scored as a solo (TSR 7.2.4; the marriage without partner and the silent marriage count as solos). */
export function isSoloType(t: GameType): boolean {
  return t === 'solo' || t === 'marriage-alone' || t === 'silent-marriage';
}

/** The final parties of a round, by index into header.players. */
export interface Parties {
  gameType: GameType;
  re: number[];
  kontra: number[];
  out: number[];
  soloist?: number;
  soloKind?: string;
  duty: boolean;
}

/** Special points (and bock events) one party won, as written with `extras`. */
export interface Extras {
  fox: number;
  /** Foxes caught in the last trick (worth `fox-last-trick`). */
  foxLast: number;
  doppelkopf: number;
  karlchen: number;
  karlchenCaught: number;
  heartTrick: number;
}

export const noExtras = (): Extras => ({
  fox: 0,
  foxLast: 0,
  doppelkopf: 0,
  karlchen: 0,
  karlchenCaught: 0,
  heartTrick: 0,
});

export interface PerParty<T> {
  re: T;
  kontra: T;
}

/** The facts of one round once every side is resolved to a party. */
export interface ScoringFacts {
  solo: boolean;
  cards: PerParty<number>;
  /** Trick counts where `tricks` gave them. */
  tricks?: PerParty<number>;
  announce: { re?: Level; kontra?: Level };
  extras: PerParty<Extras>;
}

/** Part A switches, typed. Built once per document from ResolvedRules. */
export interface DokoRules {
  announcement: 'plus2' | 'double';
  kontraOnly: 121 | 120;
  tie120: 2 | 1;
  refutation: 'each' | 'highest';
  netting: 'net' | 'clamp';
  fox: boolean;
  doppelkopf: boolean;
  karlchen: boolean;
  foxLastTrick: 1 | 2;
  karlchenCaught: boolean;
  specialsInSolo: boolean;
  lostSoloBonus: boolean;
  poverty: boolean;
  bock: boolean;
  bockTriggers: Set<string>;
  bockLength: number;
  bockOverlap: 'multiply' | 'append';
  counting: 'plus-minus' | 'plus' | 'minus';
  /** 12 with nines, 10 without. */
  tricksPerGame: number;
}

export interface Located<T> {
  value: T;
  range: Range;
}
