// The kinds a sheet names: its game, a card's suit and rank, a Belote deal's trump. Imports nothing, so the message
// catalogs can name them without depending on the parser (src/format/ast.ts re-exports them).

export type GameKind = 'doppelkopf' | 'belote' | 'coinche';

export type Suit = 'clubs' | 'spades' | 'hearts' | 'diamonds';
export type Rank = 'A' | '10' | 'K' | 'Q' | 'J' | '9' | '8' | '7';

export type TrumpKind = Suit | 'no-trump' | 'all-trump';
