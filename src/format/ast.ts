// The syntax tree of a `.score` document: every fact a person wrote, with the source range of
// each token, so hovers, quick fixes and the outline can point back at the text.

import type { Problem, Range } from './types';
import type { GameKind, Rank, Suit, TrumpKind } from '../words/kinds';

// The kinds of game, card and trump, in a module of their own below the messages (which name them).
export type { GameKind, Rank, Suit, TrumpKind } from '../words/kinds';

/**
 * A plain word or quoted string as written. `text` is unquoted; `range` covers the token as written (quotes included).
 */
export interface Token {
  text: string;
  range: Range;
  quoted: boolean;
  /**
   * For a token in a vocabulary position (solo kind, `duty`, announcement level or item, extra,
   * trump, contract value and modifier): the canonical word it means, in lower case — `damen` →
   * `queens`, `Cœur` → `hearts`, `fuchs` → `fox` — or, for a word that is none of them, the text
   * folded (lower case, without accents). `text` stays as written. Undefined elsewhere.
   */
  word?: string;
}

/** What a name in a round refers to, resolved against the header. */
export type NameRef =
  | { kind: 'player'; index: number } // index into header.players
  | { kind: 'party'; party: 're' | 'kontra' } // Doppelkopf parties
  | { kind: 'team'; index: 0 | 1 }; // Belote/Coinche: 0 = 1st+3rd player, 1 = 2nd+4th

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

/** Belote/Coinche trump designation. */

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
  /** Belote/Coinche: display names of team 0 (1st+3rd) and team 1 (2nd+4th); defaults filled in by the parser. */
  teams?: [Name, Name];
  teamsExplicit?: boolean;
  teamsRange?: Range;
  preset?: Token;
  settings: Setting[];
  /** Money per point in whole cents (Doppelkopf) or per game won (Belote). */
  stake?: { cents: number; currency?: string; range: Range };
  target?: Num;
  /** `dealer P` before the first round: who deals the first game (version 2). */
  dealer?: Name;
  /** A tournament's table sheet: `series N` (which series, or partie), `table N`, and `timeout` (version 3). */
  series?: Num;
  table?: Num;
  timeout?: Range;
}

/** One directive inside a round. Every variant carries the range of its whole line (without comment). */
export type RoundItem =
  // Doppelkopf
  | { kind: 're'; players: Name[]; range: Range; keyword: Range }
  | { kind: 'solo'; player: Name; soloKind: Token; duty: Token | undefined; range: Range; keyword: Range }
  | { kind: 'marriage'; player: Name; partner: Name | undefined; alone: boolean; range: Range; keyword: Range }
  | { kind: 'silent-marriage'; player: Name; range: Range; keyword: Range }
  | { kind: 'poverty'; player: Name; partner: Name; range: Range; keyword: Range }
  | { kind: 'out'; players: Name[]; range: Range; keyword: Range }
  | { kind: 'tricks'; sides: SideValue[]; range: Range; keyword: Range }
  | { kind: 'extras'; side: Name; items: Token[]; range: Range; keyword: Range }
  | { kind: 'bock'; count: Num | undefined; range: Range; keyword: Range }
  /** `won PARTY N` / `won P Q N`: who won (a party or players) and the game value as the sheet has it. */
  | { kind: 'won'; sides: Name[]; value: Num; range: Range; keyword: Range }
  // both games
  /** Belote/Coinche `cards N`: `bare` is the taker's team's card points (then `sides` is empty). */
  | { kind: 'cards'; sides: SideValue[]; bare?: Num; range: Range; keyword: Range }
  /** Belote/Coinche `points TEAM N [TEAM M]`: points including the 10 for the last trick. */
  | { kind: 'points'; sides: SideValue[]; range: Range; keyword: Range }
  /** Doppelkopf: items = [] or [LEVEL]; Belote: items = announcement names or plain values. */
  | { kind: 'announce'; side: Name; items: Token[]; range: Range; keyword: Range }
  | { kind: 'score'; entries: SideValue[]; range: Range; keyword: Range }
  /** Who deals this round (version 2). */
  | { kind: 'dealer'; player: Name; range: Range; keyword: Range }
  | { kind: 'total'; entries: SideValue[]; range: Range; keyword: Range }
  // Belote / Coinche
  | { kind: 'taker'; player: Name; range: Range; keyword: Range }
  | { kind: 'trump'; trump: TrumpKind; token: Token; range: Range; keyword: Range }
  | {
      kind: 'contract';
      player: Name;
      value: { value: number | 'capot' | 'generale'; token: Token };
      trump: { trump: TrumpKind; token: Token };
      modifier: { value: 'coinche' | 'surcoinche'; token: Token } | undefined;
      range: Range;
      keyword: Range;
    }
  | { kind: 'last'; side: Name; range: Range; keyword: Range }
  | { kind: 'belote'; side: Name; range: Range; keyword: Range }
  | { kind: 'capot'; side: Name; range: Range; keyword: Range }
  | { kind: 'generale'; player: Name; range: Range; keyword: Range }
  // Tricks (both games)
  | { kind: 'hand'; player: Name; cards: CardToken[]; range: Range; keyword: Range }
  | {
      kind: 'trick';
      plays: { player: Name; card: CardToken }[];
      winner: Name | undefined;
      value: Num | undefined;
      range: Range;
      keyword: Range;
    };

export type RoundItemKind = RoundItem['kind'];

export interface Round {
  /** 1-based position in the document. */
  index: number;
  /** The number written after `round`, if any. */
  number: Num | undefined;
  /** Range of the `round` line itself. */
  headerRange: Range;
  /** From the `round` line to the last non-blank line of the round. */
  range: Range;
  items: RoundItem[];
  /** Keywords of lines in this round the parser could not read at all (each has its own problem),
   *  so engines say "could not be read" instead of "missing". */
  rejected?: string[];
}

export interface ScoreDocument {
  header: Header;
  rounds: Round[];
  /** Syntax and name problems found while parsing (never thrown). */
  problems: Problem[];
  /** Line count of the text parsed (for clamping ranges). */
  lineCount: number;
}
