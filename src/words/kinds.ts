// The kinds a sheet names: its game, a card's suit and rank. Imports nothing, so the message
// catalogs can name them without depending on the parser (src/format/ast.ts re-exports them).

/**
 * The kind a `game` line names, in lower case (`doppelkopf`, `coinche`). Which kinds there are is the games' to say:
 * the parser accepts those of the syntaxes it is given (src/format/syntax.ts), the registry lists them
 * (src/games/registry.ts GAME_KINDS).
 */
export type GameKind = string;

export type Suit = 'clubs' | 'spades' | 'hearts' | 'diamonds';
export type Rank = 'A' | '10' | 'K' | 'Q' | 'J' | '9' | '8' | '7';
