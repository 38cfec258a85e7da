// Internal vocabulary of the Doppelkopf engine: parties, announcement levels, special-point tallies, typed rules.

import type { Round, RoundItem } from '../../../format/ast';
import type { Range } from '../../../format/types';
import type { DoppelkopfGameType, SoloKind } from '../model';
import type { DoppelkopfRules } from '../rules';

export type { DoppelkopfRules };

export type Party = 're' | 'kontra';

export const other = (p: Party): Party => (p === 're' ? 'kontra' : 're');

/**
 * 2^k, a small integer where it fits: V8 makes `2 ** k` a float, and a float stored in a field makes that field (and
 * every object of its shape, such as each round's scores and running totals) hold a boxed number.
 */
export const pow2 = (k: number): number => (k >= 0 && k < 31 ? 1 << k : 2 ** k);

/** Re and Kontra keep their German names in every language. */
export const partyName = (p: Party): string => (p === 're' ? 'Re' : 'Kontra');

/**
 * Highest announcement of a party: 0 = the Ansage (Re/Kontra) only, 1 = keine 90, 2 = keine 60, 3 = keine 30, 4 =
 * schwarz.
 */
export type Level = 0 | 1 | 2 | 3 | 4;

export const LEVEL_WORDS = ['', 'no90', 'no60', 'no30', 'black'] as const;
export const LEVEL_NAMES = ['', 'keine 90', 'keine 60', 'keine 30', 'schwarz'] as const;

export { SOLO_KINDS } from '../model';
export type { SoloKind } from '../model';
export type GameType = DoppelkopfGameType;

/**
 * Every game form scored as a solo (TSR 7.2.4; the marriage without partner and the silent marriage count as solos).
 */
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
  soloKind?: SoloKind;
  duty: boolean;
  /** A forced duty solo (Vorführung): it takes a game slot and the deal passes on. Set only when true. */
  forced?: boolean;
}

/** Special points (and bock events) one party won, as written with `extras`. */
export interface Extras {
  fox: number;
  /** Foxes caught in the last trick (worth `fox-last-trick`). */
  foxLast: number;
  /** A fox (♦A as trump) that won the last trick (`fox-last-trick point`, "Fuchs am Ende"). */
  foxWinsLast: number;
  doppelkopf: number;
  karlchen: number;
  karlchenCaught: number;
  /** The second ♥10 took a trick holding the other party's first (`dulle-caught on`). */
  dulleCaught: number;
  heartTrick: number;
}

export const noExtras = (): Extras => ({
  fox: 0,
  foxLast: 0,
  foxWinsLast: 0,
  doppelkopf: 0,
  karlchen: 0,
  karlchenCaught: 0,
  dulleCaught: 0,
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

export interface Located<T> {
  value: T;
  range: Range;
}

/** The item of a round of kind `K`. */
export type Of<K extends RoundItem['kind']> = Extract<RoundItem, { kind: K }>;

export type Declaration = Of<'re'> | Of<'solo'> | Of<'marriage'> | Of<'silent-marriage'> | Of<'poverty'>;

/** A round's items sorted by directive, so the later steps read `cards`, `score`, … without scanning again. */
export interface RawRound {
  round: Round;
  decls: Declaration[];
  outs: Of<'out'>[];
  cards: Of<'cards'>[];
  tricks: Of<'tricks'>[];
  announces: Of<'announce'>[];
  extras: Of<'extras'>[];
  bocks: Of<'bock'>[];
  /** `bock-trigger [N]` lines (the first counts). */
  bockTriggerLines: Of<'bock-trigger'>[];
  dealers: Of<'dealer'>[];
  wons: Of<'won'>[];
  /** `penalty` lines: never a fact of the game (its checks and `hasFacts` ignore them). */
  penalties: Of<'penalty'>[];
  scores: Of<'score'>[];
  totals: Of<'total'>[];
  /**
   * Anything the engine scores from. `out`, `bock`, `bock-trigger`, `score`, `total` alone leave a round "recorded".
   */
  hasFacts: boolean;
}
