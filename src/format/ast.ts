// The syntax tree of a `.score` document: every fact a person wrote, with the source range of
// each token, so hovers, quick fixes and the outline can point back at the text.

import type { Problem, Range } from './types';
import type { GameKind, Rank, Suit } from '../words/kinds';

// The kinds of game and card, in a module of their own below the messages (which name them).
export type { GameKind, Rank, Suit } from '../words/kinds';

/**
 * A plain word or quoted string as written. `text` is unquoted; `range` covers the token as written (quotes included).
 */
export interface Token {
  text: string;
  range: Range;
  quoted: boolean;
  /**
   * For a token in a vocabulary position (the preset after `rules`; a game's value words: solo kind, `duty`,
   * announcement level or item, extra, trump, contract value and modifier…): the canonical word it means, in lower
   * case — `damen` → `queens`, `Cœur` → `hearts`, `fuchs` → `fox` — or, for a word that is none of them, the text
   * folded (lower case, without accents). `text` stays as written. Undefined elsewhere.
   */
  word?: string;
}

/** What a name in a round refers to, resolved against the header (the sides a game has: GameSyntax.sides). */
export type NameRef =
  | { kind: 'player'; index: number } // index into header.players
  | { kind: 'party'; party: keyof Parties } // a game's parties (see Parties)
  | { kind: 'team'; index: 0 | 1 }; // a game's two teams: 0 = 1st+3rd player, 1 = 2nd+4th

/**
 * The parties a game's rounds may name without naming their players, by name: each game with parties adds its own
 * by declaration merging (src/games/<game>/syntax/itemTypes.ts), so the format names none.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Parties {}

/** A player, team or party name as written. `key` is the case-folded form names are matched by. */
export interface Name extends Token {
  key: string;
  /** Set by the parser when the name is known; undefined for unknown names (which also get a problem). */
  ref?: NameRef;
}

export interface Num {
  value: number;
  text: string;
  range: Range;
}

export interface Card {
  suit: Suit;
  rank: Rank;
}

export interface CardToken extends Card {
  text: string;
  range: Range;
}

export interface SideValue {
  side: Name;
  value: Num;
}

export interface Setting {
  key: Token;
  values: Token[]; // one or more (e.g. `set bock-triggers tie-120 lost-solo`)
  range: Range; // the whole directive
}

/**
 * What a sheet takes from outside its text (a tournament's settings): the game, when the sheet has no `game` line of
 * its own. The parser needs it to read the rounds; rules, switches and stake are the analysis's to merge.
 */
export interface InheritedGame {
  game: GameKind;
}

export interface Header {
  /** `inherited`: no `game` line; the game came from outside (InheritedGame), and the range is the sheet's start. */
  game?: { kind: GameKind; range: Range; inherited?: true };
  title?: { text: string; range: Range };
  date?: { text: string; range: Range };
  /** In seating order, as first written. */
  players: Name[];
  playersRange?: Range;
  /** A game with teams: display names of team 0 (1st+3rd) and team 1 (2nd+4th); defaults filled in by the parser. */
  teams?: [Name, Name];
  teamsExplicit?: boolean;
  teamsRange?: Range;
  preset?: Token;
  settings: Setting[];
  /** Money in whole cents: per point or per game won, as the game settles. */
  stake?: { cents: number; currency?: string; range: Range };
  target?: Num;
  /** `dealer P` before the first round: who deals the first game (version 2). */
  dealer?: Name;
  /** A tournament's table sheet: `series N` (which series, or partie), `table N`, and `timeout` (version 3). */
  series?: Num;
  table?: Num;
  timeout?: Range;
}

/**
 * The items of the round lines, by kind: the lines every game may write are here; a game adds the items of its own
 * lines to this interface where it reads them (src/games/<game>/syntax/items.ts, by declaration merging), so the
 * union below holds every game's items and the generic layers name none of them. Every item carries the range of
 * its whole line (without comment) and of its keyword.
 */
export interface RoundItems {
  /** `cards SIDE N …`, or a game's `cards N` (`bare`, then `sides` is empty): card points, as each game reads them. */
  cards: { kind: 'cards'; sides: SideValue[]; bare?: Num; range: Range; keyword: Range };
  /** A side's announcements: a level or the announcements' names, as each game reads them. */
  announce: { kind: 'announce'; side: Name; items: Token[]; range: Range; keyword: Range };
  score: { kind: 'score'; entries: SideValue[]; range: Range; keyword: Range };
  total: { kind: 'total'; entries: SideValue[]; range: Range; keyword: Range };
  /** Who deals this round (version 2). */
  dealer: { kind: 'dealer'; player: Name; range: Range; keyword: Range };
  // Tricks (src/engine/tricks)
  hand: { kind: 'hand'; player: Name; cards: CardToken[]; range: Range; keyword: Range };
  trick: {
    kind: 'trick';
    plays: { player: Name; card: CardToken }[];
    winner: Name | undefined;
    value: Num | undefined;
    range: Range;
    keyword: Range;
  };
}

/** One directive inside a round: an item of any game (see RoundItems). */
export type RoundItem = RoundItems[keyof RoundItems];

export type RoundItemKind = RoundItem['kind'];

export interface Round {
  /** 1-based position in the document. */
  readonly index: number;
  /** The number written after `round`, if any. */
  readonly number: Num | undefined;
  /** Range of the `round` line itself. */
  readonly headerRange: Range;
  /** From the `round` line to the last non-blank line of the round. */
  readonly range: Range;
  readonly items: readonly RoundItem[];
  /** Keywords of lines in this round the parser could not read at all (each has its own problem),
   *  so engines say "could not be read" instead of "missing". */
  readonly rejected?: readonly string[];
}

export interface ScoreDocument {
  header: Header;
  rounds: readonly Round[];
  /** Syntax and name problems found while parsing (never thrown). */
  problems: Problem[];
  /** Line count of the text parsed (for clamping ranges). */
  lineCount: number;
}
